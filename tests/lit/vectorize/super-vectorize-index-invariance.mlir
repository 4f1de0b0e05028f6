// Whether a subscript is invariant along a loop, as mlir-opt 22 decides it
// (LLVM 22's isAccessIndexInvariant): the subscript is composed through all
// the affine.apply ops producing it and canonicalized, so duplicate operands
// cancel and chains of applies are looked through, with no remark (older
// MLIR gave up at two applies with "CompositionAffineMapsPass must have been
// run"). -test-affine-access-analysis uses the same function.
//
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8" 2>&1 | FileCheck %s
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=8" 2>&1 | FileCheck %s
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -test-affine-access-analysis 2>&1 >/dev/null | FileCheck %s --check-prefix=ACCESS
// RUN: %mlir_opt %s -test-affine-access-analysis 2>&1 >/dev/null | FileCheck %s --check-prefix=ACCESS

// CHECK-NOT: remark
// SEM: @dedup: same results on 3 of 3 random inputs
// SEM: @chain: same results on 3 of 3 random inputs
// SEM: @chain_inv: same results on 3 of 3 random inputs

// %a = %i - %i does not vary along %i: the load is a broadcast and %i is
// vectorized (the store is contiguous along it).
// CHECK-LABEL: func.func @dedup
// CHECK: affine.for %[[I:.*]] = 0 to 64 step 8 {
// CHECK: vector.transfer_read %{{.*}} {permutation_map = #{{.*}}} : memref<64x64xf32>, vector<8xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %[[I]]] : vector<8xf32>, memref<64x64xf32>
// ACCESS: super-vectorize-index-invariance.mlir:[[@LINE+5]]:12: remark: invariant along loop 0
func.func @dedup(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%i, %i)
      %v = affine.load %A[%a, %j] : memref<64x64xf32>
      affine.store %v, %B[%j, %i] : memref<64x64xf32>
    }
  }
  return
}

// Two applies on %j: varying along %j (no remark).
// CHECK-LABEL: func.func @chain
// CHECK: affine.for %{{.*}} = 0 to 64 step 8 {
// CHECK: vector.transfer_read
func.func @chain(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %b = affine.apply affine_map<(d0) -> (d0 - 1)>(%a)
      %v = affine.load %A[%i, %b] : memref<64x64xf32>
      affine.store %v, %B[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// Two applies on %i: invariant along %j, so the load is contiguous along %j
// and %j is vectorized.
// CHECK-LABEL: func.func @chain_inv
// CHECK: affine.for %{{.*}} = 0 to 64 {
// CHECK: affine.for %{{.*}} = 0 to 64 step 8 {
// CHECK: vector.transfer_read %{{.*}} : memref<64x64xf32>, vector<8xf32>
// ACCESS: super-vectorize-index-invariance.mlir:[[@LINE+6]]:12: remark: contiguous along loop 1
func.func @chain_inv(%A: memref<64x64xf32>, %B: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %b = affine.apply affine_map<(d0) -> (d0 - 1)>(%a)
      %v = affine.load %A[%b, %j] : memref<64x64xf32>
      affine.store %v, %B[%j] : memref<64xf32>
    }
  }
  return
}
