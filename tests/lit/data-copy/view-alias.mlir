// A memref the range writes through a view of its buffer (here a
// reinterpret_cast, whose identity layout the pass could copy) is copied
// neither through the view nor through the memref itself: each value would
// get a buffer of its own, and the loads of %A's buffer would miss the
// stores through %r (tests/lit/upstream-bugs/data-copy-view-alias.mlir has
// mlir-opt 22's wrong copy). Views that are only read are copied as
// mlir-opt 22 copies them (@only_read is byte-identical to its output).
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' --check-semantics 2>%t.sem | FileCheck %s
// RUN: FileCheck %s --check-prefix=SEM < %t.sem
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' > %t.ours
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' > %t.mlir
// RUN: sed -n '/@only_read/,$p' %t.ours > %t.ours.read
// RUN: sed -n '/@only_read/,$p' %t.mlir | diff %t.ours.read -

// SEM: @written_through_view: same results on 5 of 5 random inputs
// SEM: @only_read: same results on 5 of 5 random inputs

// CHECK-LABEL: func.func @written_through_view
// CHECK-NOT: memref.alloc
// CHECK: affine.load %arg0[%arg1]
// CHECK: affine.store %{{.*}}, %reinterpret_cast[
// CHECK-NOT: memref.alloc
// CHECK-LABEL: func.func @only_read
// CHECK: memref.alloc() : memref<3xf32, 1>

func.func @written_through_view(%A: memref<4xf32>) {
  %r = memref.reinterpret_cast %A to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
  affine.for %i = 0 to 3 {
    %x = affine.load %A[%i] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %r[(%i + 1) floordiv 2, (%i + 1) mod 2] : memref<2x2xf32>
  }
  return
}

func.func @only_read(%A: memref<4xf32>, %B: memref<3xf32>) {
  %r = memref.reinterpret_cast %A to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
  affine.for %i = 0 to 3 {
    %x = affine.load %A[%i] : memref<4xf32>
    %y = affine.load %r[(%i + 1) floordiv 2, (%i + 1) mod 2] : memref<2x2xf32>
    %z = arith.addf %x, %y : f32
    affine.store %z, %B[%i] : memref<3xf32>
  }
  return
}
