// Folds and canonicalization patterns of the affine ops (and the memref
// folds they meet): affine.apply chains composed into loads, stores and
// other applies; maps canonicalized (unused and duplicate operands dropped,
// constants folded in); floordiv/mod simplified with loop ranges; constant
// loop bounds folded; loops without iterations and empty loops folded to
// their values; min/max merged, deduplicated and ordered; dead else blocks
// and trivially true/false ifs removed; affine.parallel bounds composed;
// memref.dim of static shapes and allocations, dead allocations erased.
// The expected output is mlir-opt 22's (the second RUN line checks that).
// RUN: affine-opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: affine-opt %s -canonicalize --split-input-file --check-semantics=5 -o /dev/null

// CHECK-LABEL: func.func @compose_into_accesses(%arg0: memref<64xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = affine.load %arg0[symbol(%arg1) * 2 + symbol(%arg2) + 1] : memref<64xf32>
// CHECK-NEXT: affine.store %0, %arg0[symbol(%arg1) * 2 + 3] : memref<64xf32>
// CHECK-NEXT: %1 = affine.load %arg0[symbol(%arg1) * 3 + symbol(%arg2) + 1] : memref<64xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @compose_into_accesses(%m: memref<64xf32>, %i: index, %j: index) -> f32 {
  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  %b = affine.apply affine_map<(d0, d1) -> (d0 + d1 + 1)>(%a, %j)
  %v = affine.load %m[%b] : memref<64xf32>
  affine.store %v, %m[%a + 3] : memref<64xf32>
  %c = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%b)[%i]
  %w = affine.load %m[%c] : memref<64xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1 + 12)>
// CHECK-LABEL: func.func @canonical_maps(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = affine.load %arg0[symbol(%arg1), 3] : memref<16x16xf32>
// CHECK-NEXT: affine.store %0, %arg0[4, symbol(%arg1)] : memref<16x16xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @canonical_maps(%m: memref<16x16xf32>, %i: index, %n: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d2)>(%i, %n, %i)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%c3)[%n]
  %v = affine.load %m[%i, %c3] : memref<16x16xf32>
  affine.store %v, %m[%c3 + 1, %i] : memref<16x16xf32>
  %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%0, %1)
  return %2 : index
}

// -----

// CHECK-LABEL: func.func @iv_ranges(%arg0: memref<64xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 8 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<64xf32>
// CHECK-NEXT: %2 = affine.load %arg0[%arg2] : memref<64xf32>
// CHECK-NEXT: %3 = arith.addf %1, %2 : f32
// CHECK-NEXT: %4 = arith.addf %arg3, %3 : f32
// CHECK-NEXT: affine.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 64 step 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg2 floordiv 4] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @iv_ranges(%m: memref<64xf32>, %n: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %cst) -> (f32) {
    %q = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
    %r = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
    %v = affine.load %m[%q * 8 + %r] : memref<64xf32>
    %t = affine.load %m[(%i * 16 + 3) floordiv 16] : memref<64xf32>
    %s = arith.addf %v, %t : f32
    %a = arith.addf %acc, %s : f32
    affine.yield %a : f32
  }
  affine.for %i = 0 to 64 step 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %m[(%i + %j) mod 4] : memref<64xf32>
      affine.store %v, %m[(%i + %j) floordiv 4] : memref<64xf32>
    }
  }
  return %r : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map1 = affine_map<(d0) -> (d0, d0 - 3)>
// CHECK-LABEL: func.func @bounds(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: affine.for %arg3 = 2 to 10 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to #map()[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: affine.for %arg4 = max #map1(%arg3) to 15 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg4] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 5 to 5 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @bounds(%m: memref<100xf32>, %n: index, %v: f32) {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %a = affine.apply affine_map<()[s0] -> (s0 + 4)>()[%n]
  affine.for %i = %c2 to %c10 {
    affine.store %v, %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %a {
    affine.store %v, %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0, 0, d0 - 3)>(%i) to min affine_map<(d0) -> (d0 + 20, 15, 15)>(%i) {
      affine.store %v, %m[%j] : memref<100xf32>
    }
  }
  affine.for %i = 5 to 5 {
    affine.store %v, %m[%i] : memref<100xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @loops_with_results(%arg0: f32, %arg1: index) -> (f32, f32, f32, f32) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @loops_with_results(%a: f32, %n: index) -> (f32, f32, f32, f32) {
  %0 = affine.for %i = 0 to 0 iter_args(%x = %a) -> (f32) {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  %1 = affine.for %i = 0 to %n iter_args(%x = %a) -> (f32) {
    affine.yield %x : f32
  }
  %2:2 = affine.for %i = 0 to 1 iter_args(%x = %a, %y = %0) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  return %0, %1, %2#0, %2#1 : f32, f32, f32, f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-DAG: #map2 = affine_map<()[s0, s1, s2] -> (s2 + 4, s1 + 16, s0)>
// CHECK-DAG: #map3 = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0]
// CHECK-NEXT: %1 = affine.max #map1()[%arg2, %arg0]
// CHECK-NEXT: %2 = affine.min #map2()[%arg2, %arg1, %arg0]
// CHECK-NEXT: %3 = affine.max #map3()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1, %2, %3, %c5 : index, index, index, index, index
// CHECK-NEXT: }
func.func @min_max(%i: index, %j: index, %n: index) -> (index, index, index, index, index) {
  %0 = affine.min affine_map<(d0) -> (d0 + 2)>(%i)
  %1 = affine.max affine_map<(d0)[s0] -> (d0, s0, d0)>(%i)[%n]
  %2 = affine.min affine_map<(d0)[s0] -> (s0, d0 + 16)>(%j)[%n]
  %3 = affine.min affine_map<(d0, d1) -> (d0, d1 + 4)>(%2, %i)
  %4 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %j)
  %c4 = arith.constant 4 : index
  %5 = affine.min affine_map<(d0, d1) -> (d0 * 2, d1 + 1)>(%c4, %c4)
  return %0, %1, %3, %4, %5 : index, index, index, index, index
}

// -----

// CHECK-DAG: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-DAG: #set1 = affine_set<() : (-1 >= 0)>
// CHECK-DAG: #set2 = affine_set<()[s0] : (s0 - 3 >= 0)>
// CHECK-LABEL: func.func @ifs(%arg0: memref<16xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: affine.for %arg3 = 0 to 16 {
// CHECK-NEXT: affine.if #set(%arg3) {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<16xf32>
// CHECK-NEXT: affine.if #set1() {
// CHECK-NEXT: affine.store %arg1, %arg0[1] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.load %arg0[2] : memref<16xf32>
// CHECK-NEXT: affine.if #set2()[%arg2] {
// CHECK-NEXT: affine.store %arg1, %arg0[3] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @ifs(%m: memref<16xf32>, %v: f32, %n: index) -> f32 {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 16 {
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %c2) {
      affine.store %v, %m[%i] : memref<16xf32>
    } else {
    }
  }
  affine.if affine_set<() : (0 == 0)>() {
    affine.store %v, %m[0] : memref<16xf32>
  }
  affine.if affine_set<() : (-1 >= 0)>() {
    affine.store %v, %m[1] : memref<16xf32>
  }
  %r = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %v : f32
  } else {
    %w = affine.load %m[2] : memref<16xf32>
    affine.yield %w : f32
  }
  %a = affine.apply affine_map<()[s0] -> (s0 - 3)>()[%n]
  affine.if affine_set<(d0) : (d0 >= 0)>(%a) {
    affine.store %v, %m[3] : memref<16xf32>
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @parallel_bounds(%arg0: memref<64xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (symbol(%arg1) * 2) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel_bounds(%m: memref<64xf32>, %n: index, %v: f32) {
  %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  affine.parallel (%i) = (0) to (%a) {
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @memref_folds(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4, %arg0, %c8 : index, index, index
// CHECK-NEXT: }
func.func @memref_folds(%n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %b = memref.alloc(%c8, %n) : memref<?x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %d2 = memref.dim %b, %c0 : memref<?x?xf32>
  %dead = memref.alloc() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  memref.store %f, %dead[%c0] : memref<4xf32>
  memref.dealloc %dead : memref<4xf32>
  memref.dealloc %a : memref<4x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  return %d0, %d1, %d2 : index, index, index
}
