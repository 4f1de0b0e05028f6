// 2-D and 3-D vectorization: the loops MLIR 22 picks (a nested pattern of
// vectorizable loops, innermost loop on the last vector dimension), with
// test-fastest-varying choosing the memref dimension each loop must vary
// along (transposed permutation maps). Identical to mlir-opt 22, and the
// same results before and after.
//
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4,8" | FileCheck %s --check-prefix=VEC2D
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4,8" > %t.ours
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=4,8" > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8,4 test-fastest-varying=0,1" | FileCheck %s --check-prefix=TRANSPOSE
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8,4 test-fastest-varying=0,1" > %t.ours
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=8,4 test-fastest-varying=0,1" > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=2,4,8" | FileCheck %s --check-prefix=VEC3D
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=2,4,8" > %t.ours
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=2,4,8" > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4,8" --check-semantics=2 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8,4 test-fastest-varying=0,1" --check-semantics=2 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=2,4,8" --check-semantics=2 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM-NOT: computes something else
// SEM: @copy3d: same results
// SEM: @transpose_copy: same results
// SEM: @matmul_like: same results

// VEC2D-LABEL: func.func @copy3d
// VEC2D:         affine.for %{{.*}} = 0 to 16 {
// VEC2D-NEXT:      affine.for %{{.*}} = 0 to 16 step 4 {
// VEC2D-NEXT:        affine.for %{{.*}} = 0 to 32 step 8 {
// VEC2D:               vector.transfer_read {{.*}} : memref<16x16x32xf32>, vector<4x8xf32>
// VEC3D-LABEL: func.func @copy3d
// VEC3D:         affine.for %{{.*}} = 0 to 16 step 2 {
// VEC3D-NEXT:      affine.for %{{.*}} = 0 to 16 step 4 {
// VEC3D-NEXT:        affine.for %{{.*}} = 0 to 32 step 8 {
// VEC3D:               vector.transfer_read {{.*}} : memref<16x16x32xf32>, vector<2x4x8xf32>
// VEC3D:               arith.mulf {{.*}} : vector<2x4x8xf32>
// VEC3D:               vector.transfer_write {{.*}} : vector<2x4x8xf32>, memref<16x16x32xf32>
func.func @copy3d(%A : memref<16x16x32xf32>, %B : memref<16x16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 32 {
        %v = affine.load %A[%i, %j, %k] : memref<16x16x32xf32>
        %w = arith.mulf %v, %v : f32
        affine.store %w, %B[%i, %j, %k] : memref<16x16x32xf32>
      }
    }
  }
  return
}

// With test-fastest-varying=0,1 the outer loop must vary along the fastest
// memref dimension and the inner one along the next: both transfers are
// transposed (a copy from A[j, i] to B[i, j] needs two different transposes
// and is not vectorized, as in MLIR).
// TRANSPOSE-LABEL: func.func @transpose_copy
// TRANSPOSE:         affine.for %[[I:.*]] = 0 to 32 step 8 {
// TRANSPOSE-NEXT:      affine.for %[[J:.*]] = 0 to 16 step 4 {
// TRANSPOSE:             vector.transfer_read %{{.*}}[%[[J]], %[[I]]], %{{.*}} {permutation_map = #[[T:.*]]} : memref<16x32xf32>, vector<8x4xf32>
// TRANSPOSE:             vector.transfer_write %{{.*}}, %{{.*}}[%[[J]], %[[I]]] {permutation_map = #[[T]]} : vector<8x4xf32>, memref<16x32xf32>
// TRANSPOSE:           }
// TRANSPOSE:         affine.for %{{.*}} = 0 to 32 {
// TRANSPOSE-NEXT:      affine.for %{{.*}} = 0 to 16 {
func.func @transpose_copy(%A : memref<16x32xf32>, %B : memref<16x32xf32>, %C : memref<32x16xf32>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 16 {
      %v = affine.load %A[%j, %i] : memref<16x32xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %B[%j, %i] : memref<16x32xf32>
    }
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 16 {
      %v = affine.load %A[%j, %i] : memref<16x32xf32>
      affine.store %v, %C[%i, %j] : memref<32x16xf32>
    }
  }
  return
}

// Reads invariant along one of the vectorized loops broadcast along its
// vector dimension.
// VEC2D-LABEL: func.func @matmul_like
// VEC2D:         vector.transfer_read %{{.*}} {permutation_map = #{{.*}}} : memref<16x16xf32>, vector<4x8xf32>
// VEC2D:         vector.transfer_read %{{.*}} {permutation_map = #{{.*}}} : memref<16x16xf32>, vector<4x8xf32>
// VEC2D:         arith.mulf %{{.*}} : vector<4x8xf32>
func.func @matmul_like(%A : memref<16x16xf32>, %B : memref<16x16xf32>, %C : memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<16x16xf32>
        %b = affine.load %B[%k, %j] : memref<16x16xf32>
        %c = affine.load %C[%i, %j] : memref<16x16xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<16x16xf32>
      }
    }
  }
  return
}
