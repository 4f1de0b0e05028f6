// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize=top-down=false | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize --check-semantics

// memref.subview and memref.view folders and patterns of MLIR 22: constant
// offset / size / stride operands become static (the result type is
// recomputed, a memref.cast casts back to the old type), a subview or view
// of a memref.cast reads the cast's source when the cast only loses static
// information, no-op subviews fold to their source, and memref.dim of a
// view or of a rank-reducing subview is the size operand.

// The load then reads through the cast.

// CHECK-LABEL: func.func @constant_arguments(
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[S:.*]] = memref.subview %arg0[2, %arg1] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT: memref.load %[[S]][%[[C1]], %[[C1]]] : memref<4x4xf32, strided<[16, 2], offset: ?>>
func.func @constant_arguments(%m: memref<8x16xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c2, %i] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %v = memref.load %0[%c1, %c1] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}

// -----

// A rank-reducing subview keeps its dropped dims dropped; the constant
// offset makes the result offset static.

// CHECK-LABEL: func.func @constant_arguments_rank_reducing
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[S:.*]] = memref.subview %arg0[3, 0, 0] [1, 3, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<3x4xf32, strided<[4, 1], offset: 192>>
// CHECK-NEXT: memref.load %[[S]][%[[C0]], %[[C0]]] : memref<3x4xf32, strided<[4, 1], offset: 192>>
func.func @constant_arguments_rank_reducing(%m: memref<8x16x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%c3, 0, 0] [1, %c3, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %v = memref.load %0[%c0, %c0] : memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %v : f32
}

// -----

// Constant arguments that describe the whole source: the subview becomes a
// cast of the source.

// CHECK-LABEL: func.func @constant_arguments_whole
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @constant_arguments_whole(%m: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c0, %c0] [%c8, %c16] [%c1, %c1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Not folded: the static values would run out of bounds (the op would no
// longer verify); a negative offset is not made static, a negative stride
// is.

// CHECK-LABEL: func.func @constant_arguments_kept
// CHECK: memref.subview %arg0[%{{.*}}, 0] [%{{.*}}, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
// CHECK: memref.subview %arg1[%{{.*}}, 0] [%arg2, %arg2] [-1, %arg3] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @constant_arguments_kept(%m: memref<8x16xf32>, %n: memref<?x?xf32>, %s: index, %t: index) -> (memref<?x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c9 = arith.constant 9 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%c9, 0] [%c2, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  %cm = arith.constant -1 : index
  %1 = memref.subview %n[%cm, 0] [%s, %s] [%cm, %t] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0, %1 : memref<?x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// A subview of a cast to a more dynamic type reads the cast's source.

// CHECK-LABEL: func.func @subview_of_cast
// CHECK-NEXT: %[[S:.*]] = memref.subview %arg0[%arg1, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[S]] : memref<3x4xf32, strided<[16, 1], offset: ?>> to memref<3x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_of_cast(%m: memref<16x16xf32>, %i: index) -> memref<3x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, 0] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<3x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_of_cast_rank_reducing
// CHECK-NEXT: %[[S:.*]] = memref.subview %arg0[%arg1, 0, 0] [1, 1, 4] [1, 1, 1] : memref<16x1x16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %[[S]]
func.func @subview_of_cast_rank_reducing(%m: memref<16x1x16xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.cast %m : memref<16x1x16xf32> to memref<?x1x?xf32>
  %1 = memref.subview %0[%i, 0, 0] [1, 1, 4] [1, 1, 1] : memref<?x1x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %1 : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// A cast to a more static type is not looked through.

// CHECK-LABEL: func.func @subview_of_cast_to_static
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<?x?xf32> to memref<16x16xf32>
// CHECK-NEXT: memref.subview %[[C]][%arg1, 0] [3, 4] [1, 1]
func.func @subview_of_cast_to_static(%m: memref<?x?xf32>, %i: index) -> memref<3x4xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.cast %m : memref<?x?xf32> to memref<16x16xf32>
  %1 = memref.subview %0[%i, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, strided<[16, 1], offset: ?>>
  return %1 : memref<3x4xf32, strided<[16, 1], offset: ?>>
}

// -----

// The folder: a subview with its source's fully static type, and a no-op
// subview (zero offsets, unit strides, the same sizes) of a subview.

// CHECK-LABEL: func.func @subview_folds
// CHECK-NEXT: %[[S:.*]] = memref.subview %arg1[%arg2, 0] [%arg3, %arg3] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %arg0, %[[S]]
func.func @subview_folds(%m: memref<4x4xf32, strided<[16, 1], offset: 4>>, %n: memref<?x?xf32>, %i: index, %s: index) -> (memref<4x4xf32, strided<[16, 1], offset: 4>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: 4>> to memref<4x4xf32, strided<[16, 1], offset: 4>>
  %1 = memref.subview %n[%i, 0] [%s, %s] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %1[0, 0] [%s, %s] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0, %2 : memref<4x4xf32, strided<[16, 1], offset: 4>>, memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// A zero offset times a dynamic stride is zero: the result offset is
// static.

// CHECK-LABEL: func.func @zero_offset_dynamic_stride
// CHECK-NEXT: %[[S:.*]] = memref.subview %arg0[0, 0] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, ?]>> to memref<2x2xf32, strided<[?, ?]>>
// CHECK-NEXT: memref.cast %[[S]] : memref<2x2xf32, strided<[?, ?]>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
func.func @zero_offset_dynamic_stride(%m: memref<?x?xf32, strided<[?, ?]>>) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[%c0, %c0] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, ?]>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<2x2xf32, strided<[?, ?], offset: ?>>
}

// -----

// memref.dim of a rank-reducing subview is the size operand of the kept
// dim.

// CHECK-LABEL: func.func @dim_of_rank_reducing_subview
// CHECK-NEXT: return %arg2
func.func @dim_of_rank_reducing_subview(%m: memref<?x?x?xf32>, %a: index, %b: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, 0, 0] [%a, 1, %b] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d = memref.dim %0, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d : index
}

// -----

// memref.view: a constant size moves into the type, a view of a cast of an
// alloc views the alloc, and memref.dim of a view is its size.

// CHECK-LABEL: func.func @view
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[A:.*]] = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %[[V:.*]] = memref.view %[[A]][%[[C0]]][%arg0] : memref<2048xi8> to memref<4x?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %[[C]], %[[C4]]
func.func @view(%s: index) -> (memref<?x?xf32>, index) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%c4, %s] : memref<?xi8> to memref<?x?xf32>
  %d = memref.dim %v, %c0 : memref<?x?xf32>
  return %v, %d : memref<?x?xf32>, index
}

// -----

// memref.copy looks through casts that only lose static information, not
// through a cast to a more static type.

// CHECK-LABEL: func.func @copy_of_casts
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %[[D:.*]] = memref.cast %arg2 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %[[D]], %arg0 : memref<4xf32> to memref<4xf32>
func.func @copy_of_casts(%a: memref<4xf32>, %b: memref<4xf32>, %d: memref<?xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  %2 = memref.cast %d : memref<?xf32> to memref<4xf32>
  memref.copy %2, %a : memref<4xf32> to memref<4xf32>
  return
}
