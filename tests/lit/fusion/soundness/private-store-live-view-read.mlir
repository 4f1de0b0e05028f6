// Sound where mlir-opt 22 is not: the consumer writes %B through a view
// and reads, at the next iteration, the element it wrote, through %B
// itself. mlir-opt 22 makes %B private to the fused nest (a kept producer
// whose store goes to a one-element buffer), so the consumer's load reads
// the producer's value instead of the one its view store left there. We
// keep %B shared (the private buffer would hide the view store from a
// load whose value is used) and then refuse the fusion: the slice's store
// to %B would follow the consumer's view store to the same element.
// Where the load's value is unused, the fusion is made as mlir-opt 22
// makes it (../private-store-dead-view-read.mlir).
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion=mode=producer | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK-NOT:     memref.alloc
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK:           affine.store %{{.*}}, %arg1[%[[I]]]
// CHECK:         }
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 7 {
// CHECK-NEXT:      affine.load %arg1[%[[J]]]
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[J]] + 1]

// SEM: semantic check: @kernel: same results

// REPORT: not fused: fusing would change what the program computes: the two nests access the buffer of %arg1 through different memrefs (views) and one of them writes it; in the fused nest, the slice would access memory after the destination wrote it

// CORRECT: arg1: memref<8xf32> = [2, 6, 18, 54, 162, 486, 1458, 4374]
// MLIR-WRONG: arg1: memref<8xf32> = [2, 6, 12, 18, 24, 30, 36, 42]

func.func @kernel(%A: memref<8xf32>, %B: memref<8xf32>) {
  %v = memref.reinterpret_cast %B to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %d = arith.addf %a, %a : f32
    affine.store %d, %B[%i] : memref<8xf32>
  }
  affine.for %j = 0 to 7 {
    %b = affine.load %B[%j] : memref<8xf32>
    %e = arith.mulf %b, %c : f32
    affine.store %e, %v[%j + 1] : memref<8xf32>
  }
  return
}
