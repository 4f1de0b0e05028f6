// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The generic form of every affine op: which inherent attributes are
// properties (`<{...}>`), operand segment sizes, explicit terminators.

func.func @generic(%A: memref<16x16xf32>, %B: memref<1xi32>, %n: index, %f: f32) -> f32 {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)> (%n)[%n]
  %mn = affine.min affine_map<(d0) -> (d0, 8)> (%a)
  %mx = affine.max affine_map<()[s0] -> (s0, 2)> ()[%n] {k}
  %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 16)> ()[%n] step 2 iter_args(%acc = %f) -> f32 {
    %v = affine.load %A[%i, %i + 1] : memref<16x16xf32>
    affine.store %v, %A[%i, 0] : memref<16x16xf32>
    %w = affine.vector_load %A[%i, 0] : memref<16x16xf32>, vector<4xf32>
    affine.vector_store %w, %A[0, %i] : memref<16x16xf32>, vector<4xf32>
    affine.prefetch %A[%i, 3], write, locality<2>, data : memref<16x16xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%a)[%n] {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  %p = affine.parallel (%i, %j) = (0, max(%n, 2)) to (16, 16) step (2, 4) reduce ("addf") -> (f32) {
    %v = affine.load %A[%i, %j] : memref<16x16xf32>
    affine.yield %v : f32
  }
  %c0 = arith.constant 0 : index
  affine.dma_start %A[%c0, %c0], %A[%n, %c0], %B[%c0], %n : memref<16x16xf32>, memref<16x16xf32>, memref<1xi32>
  affine.dma_wait %B[%c0], %n : memref<1xi32>
  %d:2 = affine.delinearize_index %n into (4, %a) : index, index
  %l = affine.linearize_index disjoint [%d#0, %d#1] by (%a, 4) : index
  %l2 = affine.linearize_index [%d#0, %d#1] by (4) : index
  return %r : f32
}

// GENERIC: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0, 8)>
// GENERIC-NEXT: #map2 = affine_map<()[s0] -> (s0, 2)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0, d0 + 1)>
// GENERIC-NEXT: #map4 = affine_map<(d0) -> (d0, 0)>
// GENERIC-NEXT: #map5 = affine_map<(d0) -> (0, d0)>
// GENERIC-NEXT: #map6 = affine_map<(d0) -> (d0, 3)>
// GENERIC-NEXT: #map7 = affine_map<() -> (0)>
// GENERIC-NEXT: #map8 = affine_map<()[s0] -> (s0, 16)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map10 = affine_map<(d0) -> (0, d0, 2)>
// GENERIC-NEXT: #map11 = affine_map<() -> (16, 16)>
// GENERIC-NEXT: #map12 = affine_map<(d0) -> (d0, d0)>
// GENERIC-NEXT: #map13 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<16x16xf32>, memref<1xi32>, index, f32) -> f32, sym_name = "generic"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<16x16xf32>, %arg1: memref<1xi32>, %arg2: index, %arg3: f32):
// GENERIC-NEXT:     %0 = "affine.apply"(%arg2, %arg2) <{map = #map}> : (index, index) -> index
// GENERIC-NEXT:     %1 = "affine.min"(%0) <{map = #map1}> : (index) -> index
// GENERIC-NEXT:     %2 = "affine.max"(%arg2) <{map = #map2}> {k} : (index) -> index
// GENERIC-NEXT:     %3 = "affine.for"(%arg2, %arg3) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 1, 1>, step = 2 : index, upperBoundMap = #map8}> ({
// GENERIC-NEXT:     ^bb0(%arg6: index, %arg7: f32):
// GENERIC-NEXT:       %10 = "affine.load"(%arg0, %arg6) <{map = #map3}> : (memref<16x16xf32>, index) -> f32
// GENERIC-NEXT:       "affine.store"(%10, %arg0, %arg6) <{map = #map4}> : (f32, memref<16x16xf32>, index) -> ()
// GENERIC-NEXT:       %11 = "affine.vector_load"(%arg0, %arg6) <{map = #map4}> : (memref<16x16xf32>, index) -> vector<4xf32>
// GENERIC-NEXT:       "affine.vector_store"(%11, %arg0, %arg6) <{map = #map5}> : (vector<4xf32>, memref<16x16xf32>, index) -> ()
// GENERIC-NEXT:       "affine.prefetch"(%arg0, %arg6) <{isDataCache = true, isWrite = true, localityHint = 2 : i32, map = #map6}> : (memref<16x16xf32>, index) -> ()
// GENERIC-NEXT:       %12 = "arith.addf"(%arg7, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "affine.yield"(%12) : (f32) -> ()
// GENERIC-NEXT:     }) : (index, f32) -> f32
// GENERIC-NEXT:     "affine.if"(%0, %arg2) <{condition = #set}> ({
// GENERIC-NEXT:       "test.then"() : () -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "test.else"() : () -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index) -> ()
// GENERIC-NEXT:     %4 = "affine.parallel"(%arg2) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #map10, reductions = [0], steps = [2, 4], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map11}> ({
// GENERIC-NEXT:     ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT:       %9 = "affine.load"(%arg0, %arg4, %arg5) <{map = #map9}> : (memref<16x16xf32>, index, index) -> f32
// GENERIC-NEXT:       "affine.yield"(%9) : (f32) -> ()
// GENERIC-NEXT:     }) : (index) -> f32
// GENERIC-NEXT:     %5 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     "affine.dma_start"(%arg0, %5, %arg0, %arg2, %5, %arg1, %5, %arg2) {dst_map = #map9, src_map = #map12, tag_map = #map13} : (memref<16x16xf32>, index, memref<16x16xf32>, index, index, memref<1xi32>, index, index) -> ()
// GENERIC-NEXT:     "affine.dma_wait"(%arg1, %5, %arg2) {tag_map = #map13} : (memref<1xi32>, index, index) -> ()
// GENERIC-NEXT:     %6:2 = "affine.delinearize_index"(%arg2, %0) <{static_basis = array<i64: 4, -9223372036854775808>}> : (index, index) -> (index, index)
// GENERIC-NEXT:     %7 = "affine.linearize_index"(%6#0, %6#1, %0) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 4>}> : (index, index, index) -> index
// GENERIC-NEXT:     %8 = "affine.linearize_index"(%6#0, %6#1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}> : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%3) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
