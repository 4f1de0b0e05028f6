// Sound where mlir-opt 22 is not: accesses to one buffer through different
// views (memref.subview, memref.cast) are ordered.
//
// Between the producer and the consumer of %t, a nest writes part of %t
// through a view. mlir-opt 22's dependence graph keys accesses by SSA value,
// sees no dependence between the view's writer and the nests accessing %t,
// and fuses the producer into the consumer after the view's writer: the
// producer's values overwrite the writer's. Our graph is mlir-opt's, but
// fusion refuses to move a nest across one that accesses the same buffer
// through another view when either writes (see view-reordering.mlir), and
// leaves these nests alone.
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file --run=kernel --run-inputs='[[1, 1, 1, 1], [0, 0, 0, 0], [7, 7]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion | affine-opt -split-input-file --run=kernel --run-inputs='[[1, 1, 1, 1], [0, 0, 0, 0], [7, 7]]' | FileCheck %s --check-prefix=MLIR-WRONG

// SEM: semantic check: @kernel: same results
// SEM: semantic check: @kernel: same results

// CORRECT: arg1: memref<4xf32> = [1, 1, 7, 7]
// CORRECT: arg1: memref<4xf32> = [7, 7, 1, 1]
// MLIR-WRONG: arg1: memref<4xf32> = [1, 1, 1, 1]
// MLIR-WRONG: arg1: memref<4xf32> = [1, 1, 1, 1]

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.subview
// CHECK-NEXT:    affine.for
// CHECK:         affine.for
// CHECK:         affine.for
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<2xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %s = memref.subview %t[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 2 {
    %c = affine.load %C[%i] : memref<2xf32>
    affine.store %c, %s[%i] : memref<2xf32, strided<[1], offset: 2>>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %t[%i] : memref<4xf32>
    affine.store %a, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.cast
// CHECK-NEXT:    affine.for
// CHECK:         affine.for
// CHECK:         affine.for
func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>, %C: memref<2xf32>) {
  %t = memref.alloc() : memref<4xf32>
  %u = memref.cast %t : memref<4xf32> to memref<?xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 2 {
    %c = affine.load %C[%i] : memref<2xf32>
    affine.store %c, %u[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 4 {
    %a = affine.load %t[%i] : memref<4xf32>
    affine.store %a, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}
