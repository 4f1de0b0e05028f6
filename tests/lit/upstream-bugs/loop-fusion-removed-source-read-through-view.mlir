// mlir-opt 22 BUG (miscompile): -affine-loop-fusion removes a producer
// whose slices do not run all of its iterations although the elements the
// left-out iterations write are read afterwards through a view of the
// buffer. Its dependence graph keys accesses by SSA value, so the read of
// %v (a subview of %t) after the consumer is no edge from the producer,
// and nothing else keeps the source.
//
// The producer squares %a[0..7] into %t; the consumer reads %t[i] and
// %t[i + 2] for i < 4, so the slices run source iterations 0..5 only; the
// last nest copies %t[4..7] through %v into %rest. mlir-opt fuses and
// removes the producer: %t[6] and %t[7] are never written and %rest gets
// what the fresh buffer held (0 in our interpreter) instead of 49 and 64.
// Ours refuses (the source would be removed but not every iteration is
// fused) and leaves the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], [0, 0, 0, 0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK:           affine.store %{{.*}}, %alloc[%[[I]]]
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 6 {
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.load %subview

// SEM: semantic check: @kernel: same results

// REPORT: not fused: fusing would change what the program computes: the source would be removed but not every iteration is fused

// CORRECT: arg2: memref<4xf32> = [25, 36, 49, 64]
// MLIR-WRONG: arg2: memref<4xf32> = [25, 36, 0, 0]

func.func @kernel(%a: memref<8xf32>, %out: memref<4x6xf32>, %rest: memref<4xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %v = memref.subview %t[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %t[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %p = affine.load %t[%i + 2] : memref<8xf32>
      %q = affine.load %t[%i] : memref<8xf32>
      %s = arith.addf %p, %q : f32
      affine.store %s, %out[%i, %j] : memref<4x6xf32>
    }
  }
  affine.for %i = 0 to 4 {
    %r = affine.load %v[%i] : memref<4xf32, strided<[1], offset: 4>>
    affine.store %r, %rest[%i] : memref<4xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}
