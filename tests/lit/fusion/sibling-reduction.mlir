// Sibling fusion of a row reduction (iter_args) with a nest reading the same
// input: the single-iteration reduction loop of the slice is promoted into
// the destination's inner loop, which takes over its iter_args, and the
// store of the result moves after that loop. Identical to mlir-opt 22
// (whose output computes the same), and checked with our interpreter.
//
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion="mode=sibling" > %t.mlir
// RUN: diff %t.ours %t.mlir

// CHECK-LABEL: func.func @kernel
// CHECK:         %[[Z:.*]] = arith.constant 0.0
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      %[[S:.*]] = affine.for %[[J:.*]] = 0 to 8 iter_args(%[[ACC:.*]] = %[[Z]]) -> (f32) {
// CHECK-NEXT:        affine.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT:        arith.addf %[[ACC]]
// CHECK-NEXT:        affine.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.load %arg2[%[[J]]]
// CHECK-NEXT:        arith.addf
// CHECK-NEXT:        affine.store %{{.*}}, %arg2[%[[J]]]
// CHECK-NEXT:        affine.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.store %[[S]], %arg1[%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return

// SEM: semantic check: @kernel: same results

func.func @kernel(%A: memref<4x8xf32>, %R: memref<4xf32>, %C: memref<8xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    %s = affine.for %j = 0 to 8 iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %n = arith.addf %acc, %a : f32
      affine.yield %n : f32
    }
    affine.store %s, %R[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %c = affine.load %C[%j] : memref<8xf32>
      %n = arith.addf %c, %a : f32
      affine.store %n, %C[%j] : memref<8xf32>
    }
  }
  return
}
