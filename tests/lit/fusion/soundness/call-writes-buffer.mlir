// Sound where mlir-opt 22 is not: a call with unknown effects between a
// producer and a consumer orders them.
//
// @touch writes the temporary between the nests. mlir-opt 22's dependence
// graph asks `hasEffect<Write>` of the call, which is false for an op
// without declared effects, so it has no edge through the call; it fuses
// the consumer into the producer before the call and the consumer no longer
// sees the call's write. Our graph takes an op with unknown effects to read
// and write every memref operand, so the call separates the nests.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=kernel --run-inputs='[[5, 5, 5, 5], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[5, 5, 5, 5], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for
// CHECK:           affine.store %{{.*}}, %alloc
// CHECK:         call @touch(%alloc)
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.load %alloc

// SEM: semantic check: @kernel: same results

// CORRECT: arg1: memref<4xf32> = [1, 5, 5, 5]
// MLIR-WRONG: arg1: memref<4xf32> = [5, 5, 5, 5]

func.func @touch(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %m[%c0] : memref<4xf32>
  return
}

func.func @kernel(%A: memref<4xf32>, %B: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
    affine.store %a, %t[%i] : memref<4xf32>
  }
  call @touch(%t) : (memref<4xf32>) -> ()
  affine.for %i = 0 to 4 {
    %a = affine.load %t[%i] : memref<4xf32>
    affine.store %a, %B[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<4xf32>
  return
}
