// Sound where mlir-opt 22 is not: the producer accumulates into a
// temporary that it does not initialize itself (a `memref.copy` does, which
// fusion does not touch), and the stride-2 pooling consumer reads it.
// mlir-opt 22 keeps the producer and fuses a slice of it at depth 2, as for
// a convolution with its own initialization
// (../kept-source-strided-rerun.mlir), but here the slice's first
// accumulation of an element reads what the kept producer left there (the
// fully accumulated value), not the copied initial value: each element gets
// the products added twice. The first read of each element in a slice has
// no write of it before it in the producer while the producer writes it
// (`reruns_recompute` in affine_analysis::fusion_legality, question 2), so
// our pass leaves the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion=mode=producer | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// What the program computes, what ours computes, and what mlir-opt's output computes:
// RUN: affine-opt %s --run=accumulate_pool --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 0, 1], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=accumulate_pool --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 0, 1], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=accumulate_pool --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 0, 1], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @accumulate_pool
// CHECK:         memref.copy
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 3 {
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.store
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 2 {
// CHECK-NEXT:        affine.load %alloc
// CHECK-NOT:     affine.for

// SEM: semantic check: @accumulate_pool: same results

// REPORT: depth 2: slice %i0' = %i0 * 2 + %i1, 0 <= %i1' < 3; 3 source iterations per slice
// REPORT: not fused: fusing would change what the program computes: source iterations that update memory they read would run more than once

// CORRECT: arg3: memref<4xf32> = [6, 10, 14, 18]
// MLIR-WRONG: arg3: memref<4xf32> = [12, 20, 28, 36]

func.func @accumulate_pool(%in: memref<10xf32>, %w: memref<3xf32>, %init: memref<8xf32>, %out: memref<4xf32>) {
  %ninf = arith.constant -3.0e+38 : f32
  %t = memref.alloc() : memref<8xf32>
  memref.copy %init, %t : memref<8xf32> to memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 3 {
      %a = affine.load %in[%i + %k] : memref<10xf32>
      %b = affine.load %w[%k] : memref<3xf32>
      %c = affine.load %t[%i] : memref<8xf32>
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %c, %m : f32
      affine.store %s, %t[%i] : memref<8xf32>
    }
  }
  affine.for %o = 0 to 4 {
    affine.store %ninf, %out[%o] : memref<4xf32>
    affine.for %p = 0 to 2 {
      %v = affine.load %t[%o * 2 + %p] : memref<8xf32>
      %r = affine.load %out[%o] : memref<4xf32>
      %x = arith.maximumf %r, %v : f32
      affine.store %x, %out[%o] : memref<4xf32>
    }
  }
  memref.dealloc %t : memref<8xf32>
  return
}
