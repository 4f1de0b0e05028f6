// A `memref.dim` of a memref in the loop its copies leave reads no element:
// it does not keep the copies in the loop (before, any non-access use of
// the memref did, and the `memref.dim`s that bound copy loops by a dynamic
// size, tests/lit/data-copy/dynamic-box-clamped.mlir, kept later copies of
// the memref in loops: loops_mix seeds 13 and 105). Here the nests do not
// fit in 1 KiB together, so each is a range of its own, and the copies of
// %A and of %B leave %t as in mlir-opt 22, byte for byte (those of %A
// stayed in %t before).
//
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-capacity=1 2>/dev/null | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-capacity=1 --check-semantics=4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-capacity=1 2>/dev/null > %t.ours
// RUN: %mlir_opt %s -affine-data-copy-generate=fast-mem-capacity=1 2>/dev/null > %t.ref
// RUN: diff %t.ours %t.ref

// SEM: semantic check: @dim_in_loop: same results on 4 of 4 random inputs

// CHECK-LABEL: func.func @dim_in_loop
// CHECK:       %[[A:.*]] = memref.alloc() : memref<200xf32, 1>
// CHECK-NEXT:  affine.for
// CHECK-NEXT:    affine.load %arg0
// CHECK:       %[[B:.*]] = memref.alloc() : memref<200xf32, 1>
// CHECK-NEXT:  affine.for
// CHECK-NEXT:    affine.load %arg1
// CHECK:       affine.for %{{.*}} = 0 to 4 {
// CHECK-NOT:     memref.alloc
// CHECK:         memref.dim %arg0
// CHECK-NOT:     memref.alloc
// CHECK:       }
func.func @dim_in_loop(%A: memref<200xf32>, %B: memref<200xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %t = 0 to 4 {
    affine.for %i = 0 to 200 {
      %v = affine.load %A[%i] : memref<200xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i] : memref<200xf32>
    }
    %d = memref.dim %A, %c0 : memref<200xf32>
    affine.for %j = 0 to 200 {
      %v = affine.load %B[%j] : memref<200xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %B[%j] : memref<200xf32>
    }
  }
  return
}
