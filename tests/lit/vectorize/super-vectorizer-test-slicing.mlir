// -affine-super-vectorizer-test slicing modes: the forward, backward and
// full use-def slices of every "slicing-test-op", in MLIR's order; output
// identical to mlir-opt 22's.
//
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="forward-slicing=true" > %t.ours 2>&1
// RUN: %mlir_opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="forward-slicing=true" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="backward-slicing=true" > %t.ours 2>&1
// RUN: %mlir_opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="backward-slicing=true" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="slicing=true" > %t.ours 2>&1
// RUN: %mlir_opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="slicing=true" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="forward-slicing=true" 2>&1 | FileCheck %s --check-prefix=FWD

//   a   b
//   |\ /
//   | c
//   |/ \
//   d   e
//    \ /
//     f
// FWD-LABEL: diamond
// FWD: matched: %[[A:.*]] = "slicing-test-op"() : () -> i1 forward static slice:
// FWD-NEXT: %{{.*}} = "slicing-test-op"(%[[A]], %{{.*}}) : (i1, i2) -> i3
// FWD-NEXT: %{{.*}} -> i5
// FWD-NEXT: %{{.*}} -> i4
// FWD-NEXT: %{{.*}} -> i6
func.func @diamond() {
  %a = "slicing-test-op"() : () -> i1
  %b = "slicing-test-op"() : () -> i2
  %c = "slicing-test-op"(%a, %b) : (i1, i2) -> i3
  %d = "slicing-test-op"(%a, %c) : (i1, i3) -> i4
  %e = "slicing-test-op"(%c) : (i3) -> i5
  %f = "slicing-test-op"(%d, %e) : (i4, i5) -> i6
  return
}

// -----

// Slices through loops: block arguments pull in the ops that own them,
// regions their values defined above.
func.func @loops(%n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = %c0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 {
      %b = "slicing-test-op"(%j) : (index) -> index
      %c = "slicing-test-op"(%i, %b) : (index, index) -> index
    }
  }
  %f = arith.constant 1.0 : f32
  %x = "slicing-test-op"(%f) : (f32) -> index
  scf.for %k = %x to %x step %x {
    %y = "slicing-test-op"(%x, %k) : (index, index) -> index
  }
  return
}

// -----

// Two results.
func.func @two_results(%arg0: index) -> (index, index) {
  %0:2 = "slicing-test-op"(%arg0, %arg0) : (index, index) -> (index, index)
  return %0#0, %0#1 : index, index
}

// -----

// A graph region with a cycle.
func.func @graph_region_with_cycle() {
  test.isolated_graph_region {
    %0 = "slicing-test-op"(%1) : (i1) -> i1
    %1 = "slicing-test-op"(%0) : (i1) -> i1
  }
  return
}
