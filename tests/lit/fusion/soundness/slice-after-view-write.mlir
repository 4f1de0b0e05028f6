// Sound where mlir-opt 22 is not (fusion-mix seed 1382, reduced and made
// observable): the consumer reads %t[i] and %t[i + 1] and then zeroes row i
// of a 2x2 `memref.reinterpret_cast` view of %t (%t[2 i], %t[2 i + 1]).
// mlir-opt 22 fuses the producer (which copies %a into %t) at depth 1 and
// removes it: the slice of i = 1 runs source iterations 1 and 2, writing
// %t[1] again after the consumer of i = 0 zeroed it through the view, so
// the consumer of i = 1 reads %a[1] instead of 0, and the nest after it
// finds elements of %t not zeroed. Our pass relates the accesses through
// both memrefs by their offsets in the buffer and refuses ("the slice would
// access memory after the destination wrote it"). The per-element check of
// the later reads through views (../unread-uncovered-through-views.mlir)
// is what lets the fusion get this far: in seed 1382 the later reads go
// through another view and the wrong values are never used.
//
// RUN: affine-opt %s -affine-loop-fusion=mode=producer | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// What the program computes, and what mlir-opt's output computes:
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4], [0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion=mode=producer | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4], [0, 0], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.load %arg0
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 2 {

// SEM: semantic check: @kernel: same results

// REPORT: depth 1: slice %i0 <= %i0' < %i0 + 2; 2 source iterations per slice
// REPORT: not fused: fusing would change what the program computes: the two nests access the buffer of the memref.alloc at line {{[0-9]+}} through different memrefs (views) and one of them writes it; in the fused nest, the slice would access memory after the destination wrote it

// CORRECT: arg1: memref<2xi64> = [2, 0]
// CORRECT-NEXT: arg2: memref<4xi64> = [0, 0, 0, 0]
// MLIR-WRONG: arg1: memref<2xi64> = [2, 2]
// MLIR-WRONG-NEXT: arg2: memref<4xi64> = [1, 2, 3, 0]

func.func @kernel(%a: memref<4xi64>, %out: memref<2xi64>, %later: memref<4xi64>) {
  %zero = arith.constant 0 : i64
  %t = memref.alloc() : memref<4xi64>
  %v = memref.reinterpret_cast %t to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xi64> to memref<2x2xi64>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xi64>
    affine.store %x, %t[%i] : memref<4xi64>
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %y = affine.load %t[%i] : memref<4xi64>
      %z = affine.load %t[%i + 1] : memref<4xi64>
      %s = arith.addi %y, %z : i64
      affine.store %s, %out[%i] : memref<2xi64>
      affine.store %zero, %v[%i, %j] : memref<2x2xi64>
    }
  }
  affine.for %k = 0 to 4 {
    %w = affine.load %t[%k] : memref<4xi64>
    affine.store %w, %later[%k] : memref<4xi64>
  }
  memref.dealloc %t : memref<4xi64>
  return
}
