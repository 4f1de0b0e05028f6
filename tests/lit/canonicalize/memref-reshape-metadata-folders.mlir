// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize=top-down=false | FileCheck %s

// Folders and patterns of MLIR 22's memref.reinterpret_cast,
// extract_strided_metadata, collapse_shape / expand_shape and
// assume_alignment: a reinterpret_cast reads through reinterpret_casts,
// casts and zero-offset subviews, makes what its type or constants know
// static, and undoes an extract_strided_metadata; metadata results the
// source type knows become constants; reshapes of reshapes compose; a
// collapse_shape of a cast collapses the cast's source; repeated
// assume_alignment folds.

// Constant offset and stride operands become static (the new type is
// strided<>, cast back); a reinterpret_cast to its source's type is the source.
// CHECK-LABEL: func.func @rc(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT: return %cast, %alloc : memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<16xf32>
func.func @rc(%m: memref<?xf32>, %i: index) -> (memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<16xf32>) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %0 = memref.reinterpret_cast %m to offset: [%c0], sizes: [4, 4], strides: [%c4, 1] : memref<?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %a = memref.alloc() : memref<16xf32>
  %1 = memref.reinterpret_cast %a to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xf32>
  return %0, %1 : memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<16xf32>
}

// -----

// CHECK-LABEL: func.func @rc_of_rc(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [2, 8], strides: [8, 1] : memref<?xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x8xf32, strided<[8, 1], offset: ?>>
func.func @rc_of_rc(%m: memref<?xf32>, %i: index) -> memref<2x8xf32, strided<[8, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [%i], sizes: [16], strides: [1] : memref<?xf32> to memref<16xf32, strided<[1], offset: ?>>
  %1 = memref.reinterpret_cast %0 to offset: [%i], sizes: [2, 8], strides: [8, 1] : memref<16xf32, strided<[1], offset: ?>> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  return %1 : memref<2x8xf32, strided<[8, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @meta(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c0, %c4, %sizes#1, %strides#0, %c1 : index, index, index, index, index
func.func @meta(%m: memref<4x?xf32>) -> (index, index, index, index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %off, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @meta_of_cast(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: return %c4, %c8 : index, index
func.func @meta_of_cast(%m: memref<4x8xf32>) -> (index, index) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %st#0 : index, index
}

// -----

// CHECK-LABEL: func.func @collapse_expand(
// CHECK-NEXT: return %arg0 : memref<4x8xf32>
func.func @collapse_expand(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  return %1 : memref<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_collapse(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} : memref<2x4x8xf32> into memref<64xf32>
// CHECK-NEXT: return %collapse_shape : memref<64xf32>
func.func @collapse_collapse(%m: memref<2x4x8xf32>) -> memref<64xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x8xf32> into memref<8x8xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  return %1 : memref<64xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<4x8xf32> into memref<32xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<32xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
func.func @collapse_of_cast(%m: memref<4x8xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %0 = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @expand_expand(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} output_shape [2, 4, 8] : memref<64xf32> into memref<2x4x8xf32>
// CHECK-NEXT: return %expand_shape : memref<2x4x8xf32>
func.func @expand_expand(%m: memref<64xf32>) -> memref<2x4x8xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32>
  return %1 : memref<2x4x8xf32>
}

// -----

// CHECK-LABEL: func.func @cast_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
func.func @cast_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %1 : memref<4xf32> to memref<?xf32>
  return %2 : memref<?xf32>
}

// -----

// Nothing folds on unranked memrefs.
// CHECK-LABEL: func.func @rank_dim(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %dim = memref.dim %arg1, %c1 : memref<*xf32>
// CHECK-NEXT: return %0, %dim : index, index
func.func @rank_dim(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %r = memref.rank %u : memref<*xf32>
  %c1 = arith.constant 1 : index
  %d = memref.dim %u, %c1 : memref<*xf32>
  return %r, %d : index, index
}

// -----

// Loads of constant globals are not folded by canonicalize.
// CHECK-LABEL: func.func @load_global(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.get_global @gv : memref<2xf32>
// CHECK-NEXT: %1 = memref.load %0[%c1] : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK: memref.global "private" constant @gv : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
func.func @load_global() -> f32 {
  %g = memref.get_global @gv : memref<2xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %g[%c1] : memref<2xf32>
  return %v : f32
}
memref.global "private" constant @gv : memref<2xf32> = dense<[1.0, 2.0]>

// -----

// CHECK-LABEL: func.func @assume(
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT: return %assume_align : memref<4xf32>
func.func @assume(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2{{\]\]}} output_shape [4, 8, 1] : memref<4x8xf32> into memref<4x8x1xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1], [2{{\]\]}} : memref<4x8x1xf32> into memref<32x1xf32>
// CHECK-NEXT: return %collapse_shape, %arg0 : memref<32x1xf32>, memref<4x8xf32>
func.func @collapse_of_expand(%m: memref<4x8xf32>) -> (memref<32x1xf32>, memref<4x8xf32>) {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 8, 1] : memref<4x8xf32> into memref<4x8x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<4x8x1xf32> into memref<32x1xf32>
  %2 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 2, 2, 4] : memref<4x8xf32> into memref<2x2x2x4xf32>
  %3 = memref.collapse_shape %2 [[0, 1], [2, 3]] : memref<2x2x2x4xf32> into memref<4x8xf32>
  return %1, %3 : memref<32x1xf32>, memref<4x8xf32>
}

// -----

// An expand_shape of fewer groups than the collapse: one expand_shape.
// CHECK-LABEL: func.func @collapse_of_expand_up(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
// CHECK-NEXT: return %expand_shape : memref<4x8xf32>
func.func @collapse_of_expand_up(%m: memref<32xf32>) -> memref<4x8xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [4, 2, 4] : memref<32xf32> into memref<4x2x4xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<4x2x4xf32> into memref<4x8xf32>
  return %1 : memref<4x8xf32>
}

// -----

// A reinterpret_cast that rebuilds the memref its metadata came from is
// that memref (cast to the result type).
// CHECK-LABEL: func.func @rc_meta(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x?xf32, strided<[?, 1], offset: ?>>
func.func @rc_meta(%m: memref<4x?xf32>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %base to offset: [%c0], sizes: [4, %s#1], strides: [%st#0, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// Another offset: the reinterpret_cast reads the metadata's source.
// CHECK-LABEL: func.func @rc_meta_other(
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [4, %sizes#1], strides: [%strides#0, 1] : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x?xf32, strided<[?, 1], offset: ?>>
func.func @rc_meta_other(%m: memref<4x?xf32>, %i: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%i], sizes: [4, %s#1], strides: [%st#0, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @rc_sub(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [4], strides: [1] : memref<16x16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4xf32, strided<[1], offset: ?>>
func.func @rc_sub(%m: memref<16x16xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.reinterpret_cast %0 to offset: [%i], sizes: [4], strides: [1] : memref<4x4xf32, strided<[16, 1]>> to memref<4xf32, strided<[1], offset: ?>>
  return %1 : memref<4xf32, strided<[1], offset: ?>>
}
