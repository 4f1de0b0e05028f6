// Fusion-mix seed 2225: a reduction loop (iter_args) bounded by
// `%c4 floordiv 2` to `%c4 floordiv 2 + 3` (a constant passed as a
// symbol), sibling-fused into a nest reading the same argument. The slice
// runs source iterations 2 <= i < 5: the whole loop. We used to take the
// bounds for symbolic and report "the slice splits a loop carrying values";
// the bounds are evaluated now and the output is mlir-opt 22's in the three
// modes.
//
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-loop-fusion=mode=sibling > %t.ours.sibling
// RUN: %mlir_opt %s -affine-loop-fusion=mode=sibling > %t.ref.sibling
// RUN: diff %t.ref.sibling %t.ours.sibling
// RUN: affine-opt %s -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=sibling --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=sibling --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 5 {
// CHECK:           affine.for %{{.*}} = 2 to 5 iter_args

// SEM: semantic check: @kernel: same results

// REPORT: fusion candidate (sibling)
// REPORT: fused at depth 1
// REPORT-NOT: splits a loop carrying values

func.func @kernel(%arg0: memref<9x5xi64>) {
  %c0 = arith.constant 4 : index
  %c1 = arith.constant 0 : index
  %dim2 = memref.dim %arg0, %c1 : memref<9x5xi64>
  %sa3 = affine.apply affine_map<()[s0] -> (s0)>()[%c0]
  %mm4 = affine.max affine_map<()[s0] -> ((s0 + 2), 6)>()[%dim2]
  %tmp5 = memref.alloc() : memref<5x6xi64>
  %tmp6 = memref.alloc() : memref<5x7xf32>
  %view7 = memref.subview %tmp5[2, 0] [3, 6] [1, 1] : memref<5x6xi64> to memref<3x6xi64, strided<[6, 1], offset: 12>>
  %cst8 = arith.constant 0 : i64
  %red11 = affine.for %i9 = affine_map<()[s0] -> ((s0 floordiv 2))>()[%c0] to affine_map<()[s0] -> (((s0 floordiv 2) + 3))>()[%c0] iter_args(%acc10 = %cst8) -> (i64) {
    %v12 = affine.load %arg0[((%i9 + 1) + -3), ((%i9 + 1) + -3)] : memref<9x5xi64>
    %v13 = arith.xori %acc10, %v12 : i64
    affine.yield %v13 : i64
  }
  affine.for %i14 = 0 to 5 {
    affine.for %i15 = 0 to 6 {
      %v16 = affine.load %arg0[((%i15 + -1) + 3), ((%i15 + 1) mod 5)] : memref<9x5xi64>
      %v17 = affine.load %arg0[((%i14 + 1) + -1), (3 + -3)] : memref<9x5xi64>
      affine.store %v17, %tmp5[%i14, %i15] : memref<5x6xi64>
    }
  }
  affine.for %i18 = 0 to 5 {
    affine.for %i19 = 0 to 7 {
      %v20 = affine.load %tmp5[((%i18 + 1) + -1), ((%i18 + -1) + 1)] : memref<5x6xi64>
      %v21 = affine.load %tmp5[((%i18 + -1) + 1), (%i19 mod 6)] : memref<5x6xi64>
      %cst23 = arith.constant 4 : i64
      %v24 = arith.remsi %v20, %cst23 : i64
      %v22 = arith.sitofp %v24 : i64 to f32
      %cst25 = arith.constant 4.0 : f32
      %v26 = arith.negf %v22 : f32
      %v28 = arith.cmpf une, %v26, %v26 : f32
      %v27 = arith.select %v28, %v26, %v26 : f32
      affine.store %v27, %tmp6[%i18, %i19] : memref<5x7xf32>
    }
  }
  memref.dealloc %tmp5 : memref<5x6xi64>
  memref.dealloc %tmp6 : memref<5x7xf32>
  return
}
