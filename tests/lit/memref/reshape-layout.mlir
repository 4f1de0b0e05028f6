// RUN: affine-opt %s | FileCheck %s

// Reshapes whose result carries the layout the verifier expects: the
// source's offset kept, a group's stride that of its last dim not of size
// one (dynamic when that dim is dynamic), expanded strides the products of
// the later sizes in the group.

// CHECK-LABEL: func.func @layouts(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<3x5x2xf32, strided<[20, 4, 2], offset: 9>> into memref<15x2xf32, strided<[4, 2], offset: 9>>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg1 {{\[\[}}0, 1, 2]] : memref<4x1x2xf32, strided<[4, 99, 2], offset: 1>> into memref<8xf32, strided<[2], offset: 1>>
// CHECK-NEXT: %collapse_shape_1 = memref.collapse_shape %arg2 {{\[\[}}0, 1]] : memref<3x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
// CHECK-NEXT: %collapse_shape_2 = memref.collapse_shape %arg3 [] : memref<1x1xi32, strided<[4, 4], offset: 2>> into memref<i32, strided<[], offset: 2>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg4 {{\[\[}}0, 1]] output_shape [3, 5] : memref<15xf32, strided<[3]>> into memref<3x5xf32, strided<[15, 3]>>
// CHECK-NEXT: %expand_shape_3 = memref.expand_shape %arg5 {{\[\[}}0], [1, 2]] output_shape [%arg6, 2, 3] : memref<?x6xf32, strided<[?, 1], offset: ?>> into memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>>
// CHECK-NEXT: %expand_shape_4 = memref.expand_shape %arg7 [] output_shape [1, 1] : memref<f32, strided<[], offset: 4>, 3> into memref<1x1xf32, strided<[1, 1], offset: 4>, 3>
// CHECK-NEXT: %expand_shape_5 = memref.expand_shape %arg8 {{\[\[}}0, 1]] output_shape [%arg6, 4] : memref<?xf32, strided<[?]>> into memref<?x4xf32, strided<[?, ?]>>
// CHECK-NEXT: return
func.func @layouts(%a: memref<3x5x2xf32, strided<[20, 4, 2], offset: 9>>,
                   %b: memref<4x1x2xf32, strided<[4, 99, 2], offset: 1>>,
                   %c: memref<3x?xf32, strided<[?, 1]>>,
                   %d: memref<1x1xi32, strided<[4, 4], offset: 2>>,
                   %e: memref<15xf32, strided<[3]>>,
                   %f: memref<?x6xf32, strided<[?, 1], offset: ?>>, %n: index,
                   %g: memref<f32, strided<[], offset: 4>, 3>,
                   %h: memref<?xf32, strided<[?]>>) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<3x5x2xf32, strided<[20, 4, 2], offset: 9>> into memref<15x2xf32, strided<[4, 2], offset: 9>>
  %1 = memref.collapse_shape %b [[0, 1, 2]] : memref<4x1x2xf32, strided<[4, 99, 2], offset: 1>> into memref<8xf32, strided<[2], offset: 1>>
  %2 = memref.collapse_shape %c [[0, 1]] : memref<3x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
  %3 = memref.collapse_shape %d [] : memref<1x1xi32, strided<[4, 4], offset: 2>> into memref<i32, strided<[], offset: 2>>
  %4 = memref.expand_shape %e [[0, 1]] output_shape [3, 5] : memref<15xf32, strided<[3]>> into memref<3x5xf32, strided<[15, 3]>>
  %5 = memref.expand_shape %f [[0], [1, 2]] output_shape [%n, 2, 3] : memref<?x6xf32, strided<[?, 1], offset: ?>> into memref<?x2x3xf32, strided<[?, 3, 1], offset: ?>>
  %6 = memref.expand_shape %g [] output_shape [1, 1] : memref<f32, strided<[], offset: 4>, 3> into memref<1x1xf32, strided<[1, 1], offset: 4>, 3>
  %7 = memref.expand_shape %h [[0, 1]] output_shape [%n, 4] : memref<?xf32, strided<[?]>> into memref<?x4xf32, strided<[?, ?]>>
  return
}
