// Sound where mlir-opt 22 is not: sibling fusion where a nest's loop result
// is used does not crash and keeps the IR valid.
//
// The first nest reduces A into a loop result that is stored to R between
// the nests; the second nest reads A too. mlir-opt 22 crashes (sibling
// source erased while its result is still used), or, fusing the other way
// round, moves the loop with the result after its user. Our pass replaces
// uses of a fused sibling's results with the fused values and keeps the
// fusion only if every use is still dominated; here it leaves the nests
// alone.
//
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion="mode=sibling" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: not --crash %mlir_opt %s -affine-loop-fusion="mode=sibling" -o /dev/null

// CHECK-LABEL: func.func @kernel
// CHECK:         %[[S:.*]] = affine.for %{{.*}} = 0 to 8 iter_args
// CHECK:         affine.store %[[S]], %arg1[0]
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 8 {

// SEM: semantic check: @kernel: same results

func.func @kernel(%A: memref<8xf32>, %R: memref<1xf32>, %C: memref<8xf32>) {
  %z = arith.constant 0.0 : f32
  %s = affine.for %j = 0 to 8 iter_args(%acc = %z) -> (f32) {
    %a = affine.load %A[%j] : memref<8xf32>
    %n = arith.addf %acc, %a : f32
    affine.yield %n : f32
  }
  affine.store %s, %R[0] : memref<1xf32>
  affine.for %j = 0 to 8 {
    %a = affine.load %A[%j] : memref<8xf32>
    %n = arith.mulf %a, %a : f32
    affine.store %n, %C[%j] : memref<8xf32>
  }
  return
}
