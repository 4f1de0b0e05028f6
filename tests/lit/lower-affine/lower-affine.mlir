// -lower-affine expands every affine op as mlir-opt 22 does: expressions to
// arith ops (each constant its own arith.constant), bounds to maxsi/minsi
// chains, loops/ifs/parallel to scf with their bodies moved, accesses to
// memref/vector ops, dma to memref.dma_*, index ops to arith. Ops are folded
// first (constant bounds, empty loops, constant min/max). The second RUN
// line checks that the expected output is mlir-opt's.
// RUN: affine-opt %s -lower-affine --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -lower-affine --split-input-file | FileCheck %s
// RUN: affine-opt %s -lower-affine --split-input-file --check-semantics=5 -o /dev/null
// CHECK-LABEL: func.func @exprs(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c3 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %2 = arith.addi %1, %c-7 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %3 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %c0 : index
// CHECK-NEXT: %5 = arith.addi %3, %c4 : index
// CHECK-NEXT: %6 = arith.select %4, %5, %3 : index
// CHECK-NEXT: %7 = arith.addi %6, %arg2 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_0 : index
// CHECK-NEXT: %9 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %10 = arith.select %8, %9, %arg0 : index
// CHECK-NEXT: %11 = arith.divsi %10, %c8 : index
// CHECK-NEXT: %12 = arith.subi %c-1, %11 : index
// CHECK-NEXT: %13 = arith.select %8, %12, %11 : index
// CHECK-NEXT: %14 = arith.addi %arg0, %arg2 : index
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %15 = arith.cmpi sle, %14, %c0_2 : index
// CHECK-NEXT: %16 = arith.subi %c0_2, %14 : index
// CHECK-NEXT: %17 = arith.subi %14, %c1 : index
// CHECK-NEXT: %18 = arith.select %15, %16, %17 : index
// CHECK-NEXT: %19 = arith.divsi %18, %c3_1 : index
// CHECK-NEXT: %20 = arith.subi %c0_2, %19 : index
// CHECK-NEXT: %21 = arith.addi %19, %c1 : index
// CHECK-NEXT: %22 = arith.select %15, %20, %21 : index
// CHECK-NEXT: return %2, %7, %13, %22, %arg1 : index, index, index, index, index
// CHECK-NEXT: }
func.func @exprs(%i: index, %j: index, %s: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 3 - 7)>(%i, %j)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 mod 4 + s0)>(%i)[%s]
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
  %3 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) ceildiv 3)>(%i)[%s]
  %4 = affine.apply affine_map<(d0) -> (d0)>(%j)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @min_max(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c4 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %1 = arith.minsi %0, %arg1 : index
// CHECK-NEXT: %2 = arith.minsi %1, %c16 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %3 = arith.addi %arg0, %c-2 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %6 = arith.select %4, %5, %arg1 : index
// CHECK-NEXT: %7 = arith.divsi %6, %c2 : index
// CHECK-NEXT: %8 = arith.subi %c-1, %7 : index
// CHECK-NEXT: %9 = arith.select %4, %8, %7 : index
// CHECK-NEXT: %10 = arith.maxsi %3, %9 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c3_0 = arith.constant 3 : index
// CHECK-NEXT: return %2, %10, %c3_0 : index, index, index
// CHECK-NEXT: }
func.func @min_max(%i: index, %n: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0, 16)>(%i)[%n]
  %1 = affine.max affine_map<(d0)[s0] -> (d0 - 2, s0 floordiv 2)>(%i)[%n]
  %c3 = arith.constant 3 : index
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1 * 2)>(%c3, %c3)
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @loops(%arg0: memref<16x16xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-8 = arith.constant -8 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c-8 : index
// CHECK-NEXT: %1 = arith.maxsi %c0, %0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %2 = arith.minsi %c16, %arg1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %3 = scf.for %arg2 = %1 to %2 step %c2 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %c16_0 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %4 = scf.for %arg4 = %arg2 to %c16_0 step %c1 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg2, %arg4] : memref<16x16xf32>
// CHECK-NEXT: %6 = arith.addf %arg5, %5 : f32
// CHECK-NEXT: memref.store %6, %arg0[%arg4, %arg2] : memref<16x16xf32>
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
func.func @loops(%m: memref<16x16xf32>, %n: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = max affine_map<()[s0] -> (0, s0 - 8)>()[%n] to min affine_map<()[s0] -> (16, s0)>()[%n] step 2 iter_args(%acc = %cst) -> (f32) {
    %s = affine.for %j = affine_map<(d0) -> (d0)>(%i) to 16 iter_args(%a = %acc) -> (f32) {
      %v = affine.load %m[%i, %j] : memref<16x16xf32>
      %w = arith.addf %a, %v : f32
      affine.store %w, %m[%j, %i] : memref<16x16xf32>
      affine.yield %w : f32
    }
    affine.yield %s : f32
  }
  %e = affine.for %i = 0 to 4 iter_args(%x = %r) -> (f32) {
    affine.yield %x : f32
  }
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @conditions(%arg0: memref<16xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %4 = arith.addi %arg2, %c-2 : index
// CHECK-NEXT: %5 = arith.cmpi sge, %4, %c0_3 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %6 = arith.muli %arg2, %c-1 overflow<nsw> : index
// CHECK-NEXT: %7 = arith.addi %6, %arg1 : index
// CHECK-NEXT: %c-1_4 = arith.constant -1 : index
// CHECK-NEXT: %8 = arith.addi %7, %c-1_4 : index
// CHECK-NEXT: %9 = arith.cmpi sge, %8, %c0_3 : index
// CHECK-NEXT: %10 = arith.andi %5, %9 : i1
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %11 = arith.remsi %arg2, %c2 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %11, %c0_5 : index
// CHECK-NEXT: %13 = arith.addi %11, %c2 : index
// CHECK-NEXT: %14 = arith.select %12, %13, %11 : index
// CHECK-NEXT: %15 = arith.cmpi eq, %14, %c0_3 : index
// CHECK-NEXT: %16 = arith.andi %10, %15 : i1
// CHECK-NEXT: scf.if %16 {
// CHECK-NEXT: memref.store %cst, %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c-4 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %c0_0 : index
// CHECK-NEXT: %2 = scf.if %1 -> (f32) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %4 = memref.load %arg0[%c3] : memref<16xf32>
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %c0_2, %c0_1 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %2, %arg0[%c0_3] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @conditions(%m: memref<16xf32>, %n: index) -> f32 {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)>(%i)[%n] {
      affine.store %c, %m[%i] : memref<16xf32>
    }
  }
  %r = affine.if affine_set<()[s0] : (s0 - 4 >= 0)>()[%n] -> f32 {
    %v = affine.load %m[3] : memref<16xf32>
    affine.yield %v : f32
  } else {
    affine.yield %c : f32
  }
  affine.if affine_set<() : ()>() {
    affine.store %r, %m[0] : memref<16xf32>
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @parallel(%arg0: memref<8x8xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8_1 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.minsi %c8_1, %arg1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c8, %0) step (%c2, %c1) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg2, %arg3] : memref<8x8xf32>
// CHECK-NEXT: memref.store %2, %arg0[%arg3, %arg2] : memref<8x8xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c8_3 = arith.constant 8 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %1:2 = scf.parallel (%arg2) = (%c0_2) to (%c8_3) step (%c1_4) init (%cst, %cst_5) -> (f32, f32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg2, %arg2] : memref<8x8xf32>
// CHECK-NEXT: scf.reduce(%2, %2 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %3 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %3 = arith.maximumf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : f32, f32
// CHECK-NEXT: }
func.func @parallel(%m: memref<8x8xf32>, %n: index) -> (f32, f32) {
  affine.parallel (%i, %j) = (0, 0) to (8, min(8, %n)) step (2, 1) {
    %v = affine.load %m[%i, %j] : memref<8x8xf32>
    affine.store %v, %m[%j, %i] : memref<8x8xf32>
  }
  %r:2 = affine.parallel (%i) = (0) to (8) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<8x8xf32>
    affine.yield %v, %v : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @vectors(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c8 overflow<nsw> : index
// CHECK-NEXT: %1 = vector.load %arg0[%0] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %2 = arith.muli %arg1, %c8_0 overflow<nsw> : index
// CHECK-NEXT: %c8_1 = arith.constant 8 : index
// CHECK-NEXT: %3 = arith.addi %2, %c8_1 : index
// CHECK-NEXT: vector.store %1, %arg0[%3] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: memref.prefetch %arg0[%4], read, locality<3>, data : memref<64xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @vectors(%m: memref<64xf32>, %i: index) {
  %v = affine.vector_load %m[%i * 8] : memref<64xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i * 8 + 8] : memref<64xf32>, vector<8xf32>
  affine.prefetch %m[%i + 1], read, locality<3>, data : memref<64xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dma(%arg0: memref<256xf32>, %arg1: memref<32xf32, 2>, %arg2: memref<2xi32>, %arg3: index) {
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %c32_0 = arith.constant 32 : index
// CHECK-NEXT: %0 = arith.muli %arg4, %c32_0 overflow<nsw> : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %1 = arith.remsi %arg4, %c2 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0_2 : index
// CHECK-NEXT: %3 = arith.addi %1, %c2 : index
// CHECK-NEXT: %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT: memref.dma_start %arg0[%0], %arg1[%c0_1], %c32, %arg2[%4] : memref<256xf32>, memref<32xf32, 2>, memref<2xi32>
// CHECK-NEXT: %c2_3 = arith.constant 2 : index
// CHECK-NEXT: %5 = arith.remsi %arg4, %c2_3 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %c0_4 : index
// CHECK-NEXT: %7 = arith.addi %5, %c2_3 : index
// CHECK-NEXT: %8 = arith.select %6, %7, %5 : index
// CHECK-NEXT: memref.dma_wait %arg2[%8], %c32 : memref<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dma(%a: memref<256xf32>, %b: memref<32xf32, 2>, %t: memref<2xi32>, %i: index) {
  %c32 = arith.constant 32 : index
  affine.for %k = 0 to 8 {
    affine.dma_start %a[%k * 32], %b[0], %t[%k mod 2], %c32 : memref<256xf32>, memref<32xf32, 2>, memref<2xi32>
    affine.dma_wait %t[%k mod 2], %c32 : memref<2xi32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @index_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.muli %arg3, %c8_0 overflow<nsw, nuw> : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.floordivsi %arg0, %0 : index
// CHECK-NEXT: %2 = arith.remsi %arg0, %0 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c0 : index
// CHECK-NEXT: %4 = arith.addi %2, %0 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.select %3, %4, %2 : index
// CHECK-NEXT: %6 = arith.divsi %5, %c8 : index
// CHECK-NEXT: %7 = arith.remsi %arg0, %c8 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %7, %c0 : index
// CHECK-NEXT: %9 = arith.addi %7, %c8 overflow<nsw> : index
// CHECK-NEXT: %10 = arith.select %8, %9, %7 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.floordivsi %arg0, %c16 : index
// CHECK-NEXT: %12 = arith.remsi %arg0, %c16 : index
// CHECK-NEXT: %13 = arith.cmpi slt, %12, %c0_1 : index
// CHECK-NEXT: %14 = arith.addi %12, %c16 overflow<nsw> : index
// CHECK-NEXT: %15 = arith.select %13, %14, %12 : index
// CHECK-NEXT: %c8_2 = arith.constant 8 : index
// CHECK-NEXT: %16 = arith.muli %arg1, %c8_2 overflow<nsw> : index
// CHECK-NEXT: %17 = arith.addi %16, %arg2 overflow<nsw> : index
// CHECK-NEXT: %c8_3 = arith.constant 8 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %18 = arith.muli %arg1, %c32 overflow<nsw> : index
// CHECK-NEXT: %19 = arith.muli %arg2, %c8_3 overflow<nsw> : index
// CHECK-NEXT: %20 = arith.addi %18, %19 overflow<nsw> : index
// CHECK-NEXT: %21 = arith.addi %20, %10 overflow<nsw> : index
// CHECK-NEXT: return %1, %6, %15, %17, %21 : index, index, index, index, index
// CHECK-NEXT: }
func.func @index_ops(%l: index, %a: index, %b: index, %n: index) -> (index, index, index, index, index) {
  %0:3 = affine.delinearize_index %l into (4, %n, 8) : index, index, index
  %1:2 = affine.delinearize_index %l into (16) : index, index
  %2 = affine.linearize_index [%a, %b] by (%n, 8) : index
  %3 = affine.linearize_index disjoint [%a, %b, %0#2] by (4, 8) : index
  return %0#0, %0#1, %1#1, %2, %3 : index, index, index, index, index
}
