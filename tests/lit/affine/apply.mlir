// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// affine.apply, affine.min and affine.max: custom form round trip.

#lin = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 - s0)>

func.func @apply(%i: index, %j: index, %n: index) -> (index, index, index) {
  %0 = affine.apply #lin(%i, %j)[%n]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 8 + d0 mod 8)> (%0)
  %2 = affine.apply affine_map<()[s0] -> (s0 ceildiv 3)> ()[%n] {tag = "x"}
  %3 = affine.apply affine_map<() -> (42)> ()
  return %1, %2, %3 : index, index, index
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 - s0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 floordiv 8 + d0 mod 8)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 ceildiv 3)>
// CHECK-NEXT: #map3 = affine_map<() -> (42)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0, %arg1)[%arg2]
// CHECK-NEXT:     %1 = affine.apply #map1(%0)
// CHECK-NEXT:     %2 = affine.apply #map2()[%arg2] {tag = "x"}
// CHECK-NEXT:     %3 = affine.apply #map3()
// CHECK-NEXT:     return %1, %2, %3 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @min_max(%i: index, %n: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 32, s0, 128)> (%i)[%n]
  %1 = affine.max affine_map<(d0)[s0] -> (d0 - 32, s0 floordiv 2)> (%i)[%n] {note}
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1)> (%0, %1)
  %3 = affine.max affine_map<()[s0] -> (s0)> ()[%2]
  return %2, %3 : index, index
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + 32, s0, 128)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 - 32, s0 floordiv 2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @min_max(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.min #map(%arg0)[%arg1]
// CHECK-NEXT:     %1 = affine.max #map1(%arg0)[%arg1] {note}
// CHECK-NEXT:     %2 = affine.min #map2(%0, %1)
// CHECK-NEXT:     %3 = affine.max #map3()[%2]
// CHECK-NEXT:     return %2, %3 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

// A function argument may feed a symbol position; an affine.apply of symbols
// is itself a symbol.
func.func @apply_chain(%n: index, %m: index) {
  %s = affine.apply affine_map<()[s0, s1] -> (s0 + s1)> ()[%n, %m]
  affine.for %i = 0 to %s {
    %d = affine.apply affine_map<(d0)[s0] -> (d0 + s0)> (%i)[%s]
    %e = affine.apply affine_map<(d0, d1) -> (d0 - d1)> (%d, %i)
  }
  return
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 - d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @apply_chain(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT:     affine.for %arg2 = 0 to %0 {
// CHECK-NEXT:       %1 = affine.apply #map1(%arg2)[%0]
// CHECK-NEXT:       %2 = affine.apply #map2(%1, %arg2)
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
