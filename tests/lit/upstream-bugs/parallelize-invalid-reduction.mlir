// mlir-opt 22 BUG (invalid IR): -affine-parallelize{parallel-reductions=1}
// turns every reduction isLoopParallel recognises into an affine.parallel
// reduction, also those affine.parallel cannot express for their type:
// `arith.xori` ("xori" is rejected for every type), `arith.maxsi` on a
// signless integer ("maxs" wants a signed one) and `arith.addf` on vectors.
// The verifier then rejects mlir-opt's own output ("result type cannot
// match reduction attribute"). Ours leaves such loops sequential and
// parallelizes the rest.
//
// RUN: not %mlir_opt %s -split-input-file -affine-parallelize='parallel-reductions=1' 2>&1 | FileCheck %s --check-prefix=MLIR
// RUN: affine-opt %s -split-input-file -affine-parallelize='parallel-reductions=1' | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-parallelize='parallel-reductions=1' --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// MLIR: error: 'affine.parallel' op result type cannot match reduction attribute
// MLIR: error: 'affine.parallel' op result type cannot match reduction attribute
// MLIR: error: 'affine.parallel' op result type cannot match reduction attribute
// SEM-NOT: computes something else
// SEM-NOT: not checked

// CHECK-LABEL: func.func @xor_reduction
// CHECK:         affine.for %{{.*}} = 0 to 16 iter_args
// CHECK:           arith.xori
// SEM: @xor_reduction: same results
func.func @xor_reduction(%A: memref<16xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 16 iter_args(%x = %z) -> i32 {
    %v = affine.load %A[%i] : memref<16xi32>
    %x2 = arith.xori %x, %v : i32
    affine.yield %x2 : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @max_reduction
// CHECK:         affine.parallel (%{{.*}}) = (0) to (4) {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 16 iter_args
// CHECK:             arith.maxsi
// SEM: @max_reduction: same results
func.func @max_reduction(%A: memref<4x16xi32>, %O: memref<4xi32>) {
  %z = arith.constant 0 : i32
  affine.for %j = 0 to 4 {
    %r = affine.for %i = 0 to 16 iter_args(%m = %z) -> i32 {
      %v = affine.load %A[%j, %i] : memref<4x16xi32>
      %m2 = arith.maxsi %m, %v : i32
      affine.yield %m2 : i32
    }
    affine.store %r, %O[%j] : memref<4xi32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @vector_reduction
// CHECK:         affine.for %{{.*}} = 0 to 16 step 4 iter_args
// CHECK:           arith.addf %{{.*}} : vector<4xf32>
// SEM: @vector_reduction: same results
func.func @vector_reduction(%A: memref<16xf32>) -> vector<4xf32> {
  %z = arith.constant dense<0.0> : vector<4xf32>
  %r = affine.for %i = 0 to 16 step 4 iter_args(%s = %z) -> vector<4xf32> {
    %v = affine.vector_load %A[%i] : memref<16xf32>, vector<4xf32>
    %s2 = arith.addf %s, %v : vector<4xf32>
    affine.yield %s2 : vector<4xf32>
  }
  return %r : vector<4xf32>
}
