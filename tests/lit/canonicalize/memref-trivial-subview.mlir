// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize --check-semantics

// A subview of the whole source (zero offsets, unit strides, full static
// sizes) is the source: with another layout it becomes a `memref.cast`,
// which the loads and stores then look through, and the cast dies.

// CHECK-LABEL: func.func @whole_view_other_layout
// CHECK-NOT: memref.subview
// CHECK-NOT: memref.cast
// CHECK: affine.load %arg0[%{{.*}}] : memref<4xf32>
// CHECK: affine.store %{{.*}}, %arg0[%{{.*}}] : memref<4xf32>
func.func @whole_view_other_layout(%arg0: memref<4xf32>) {
  %v = memref.subview %arg0[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
  affine.for %i = 0 to 4 {
    %x = affine.load %v[%i] : memref<4xf32, strided<[1]>>
    %y = arith.addf %x, %x : f32
    affine.store %y, %v[%i] : memref<4xf32, strided<[1]>>
  }
  return
}

// -----

// The subview escapes through the return, so the cast stays.

// CHECK-LABEL: func.func @whole_view_returned
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<2x4xf32> to memref<2x4xf32, strided<[4, 1]>>
// CHECK-NEXT: return %[[C]]
func.func @whole_view_returned(%arg0: memref<2x4xf32>) -> memref<2x4xf32, strided<[4, 1]>> {
  %v = memref.subview %arg0[0, 0] [2, 4] [1, 1] : memref<2x4xf32> to memref<2x4xf32, strided<[4, 1]>>
  return %v : memref<2x4xf32, strided<[4, 1]>>
}

// -----

// Not the whole source: an offset, a smaller size or a stride keeps the view.

// CHECK-LABEL: func.func @partial_views
// CHECK-COUNT-3: memref.subview
func.func @partial_views(%arg0: memref<8xf32>) -> (memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[2]>>) {
  %a = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %b = memref.subview %arg0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %c = memref.subview %arg0[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  return %a, %b, %c : memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[2]>>
}
