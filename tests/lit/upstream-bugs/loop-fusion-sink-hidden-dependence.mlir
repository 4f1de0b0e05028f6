// mlir-opt 22 BUG (miscompile): -affine-loop-fusion first sinks the
// sequential loops of a destination nest inside its parallel ones
// (sinkSequentialLoops), from dependence components that only compare
// affine accesses to one and the same memref value.
//
// Here %V is %A shifted by one element: iteration (%i, %j) stores A[%j] and
// reads A[%j + 1] through the view, which iteration (%i, %j + 1) stores, so
// each %i shifts A left once more. Seeing only the store's own dependence
// (carried by %i), mlir-opt calls %i sequential and %j parallel, moves %i
// inside %j and fuses: A ends up shifted once instead of three times. Ours
// maps the view's accesses to the buffer's elements, sees the dependence
// and keeps the loop order (and still fuses, as mlir-opt does). The same
// holds for accesses the components skip altogether (a memref.store with
// an affine.min index: differential fusion-mix seed 730).
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5], [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], [[1, 2, 3, 4], [10, 20, 30, 40], [100, 200, 300, 400]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5], [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], [[1, 2, 3, 4], [10, 20, 30, 40], [100, 200, 300, 400]]]' | FileCheck %s --check-prefix=MLIR-WRONG

// SEM: semantic check: @kernel: same results
// REPORT: loops not interchanged (sinkSequentialLoops): interchanging them would change what the program computes: the affine.load and the affine.store may access one element through different memrefs (views)
// CORRECT:    arg0: memref<5xf32> = [127, 239, 345, 405, 5]
// MLIR-WRONG: arg0: memref<5xf32> = [102, 203, 304, 405, 5]

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.subview
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:        affine.load %arg2[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.store %{{.*}}, %arg1[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.load %arg1[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.load %subview[%[[J]]]
// CHECK-NEXT:        arith.addf
// CHECK-NEXT:        affine.store %{{.*}}, %arg0[%[[J]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @kernel(%A: memref<5xf32>, %B: memref<3x4xf32>, %C: memref<3x4xf32>) {
  %V = memref.subview %A[1] [4] [1] : memref<5xf32> to memref<4xf32, strided<[1], offset: 1>>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %c = affine.load %C[%i, %j] : memref<3x4xf32>
      affine.store %c, %B[%i, %j] : memref<3x4xf32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %b = affine.load %B[%i, %j] : memref<3x4xf32>
      %a = affine.load %V[%j] : memref<4xf32, strided<[1], offset: 1>>
      %s = arith.addf %a, %b : f32
      affine.store %s, %A[%j] : memref<5xf32>
    }
  }
  return
}
