// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s

// MLIR 22's canonicalization patterns of linalg.fill, rooted at the ops
// that read a fill: FoldConcatsOfFill, FoldFillWithCopy,
// FoldFillWithTensorExtract, FoldFillWithPad, FoldFillWithTensorReshape,
// FoldInsertPadIntoFill and FoldFillWithTranspose.

// CHECK-LABEL: func.func @fill_extract
// CHECK-SAME: (%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @fill_extract(%f: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.extract %0[%i, %i] : tensor<4x8xf32>
  return %1 : f32
}

// -----

// A copy of a fill fills the copy's init; a copy into a fill copies into
// the fill's init.
// CHECK-LABEL: func.func @fill_copy
// CHECK-SAME: (%arg0: f32, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @fill_copy(%f: f32, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.copy ins(%0 : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @copy_into_fill
// CHECK-SAME: (%arg0: f32, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.copy ins(%arg1 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @copy_into_fill(%f: f32, %a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @fill_transpose
// CHECK-SAME: (%arg0: f32, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: return %0 : tensor<8x4xf32>
// CHECK-NEXT: }
func.func @fill_transpose(%f: f32, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.transpose ins(%0 : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  return %1 : tensor<8x4xf32>
}

// -----

// A reshape of a fill fills the reshaped init.
// CHECK-LABEL: func.func @fill_collapse
// CHECK-SAME: (%arg0: f32) -> tensor<32xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1{{\]\]}} : tensor<4x8xf32> into tensor<32xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg0 : f32) outs(%collapsed : tensor<32xf32>) -> tensor<32xf32>
// CHECK-NEXT: return %1 : tensor<32xf32>
// CHECK-NEXT: }
func.func @fill_collapse(%f: f32) -> tensor<32xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  return %1 : tensor<32xf32>
}

// -----

// CHECK-LABEL: func.func @fill_expand
// CHECK-SAME: (%arg0: f32, %arg1: tensor<?xf32>, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [%arg2, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%expanded : tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: return %0 : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @fill_expand(%f: f32, %t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

// -----

// A pad of a fill by its value fills a tensor.empty of the pad's shape
// (dynamic sizes as composed affine.apply).
// CHECK-LABEL: func.func @fill_pad
// CHECK-SAME: (%arg0: f32, %arg1: tensor<4x?xf32>, %arg2: index, %arg3: index) -> tensor<6x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg2, %arg3]
// CHECK-NEXT: %1 = tensor.empty(%0) : tensor<6x?xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg0 : f32) outs(%1 : tensor<6x?xf32>) -> tensor<6x?xf32>
// CHECK-NEXT: return %2 : tensor<6x?xf32>
// CHECK-NEXT: }
func.func @fill_pad(%f: f32, %t: tensor<4x?xf32>, %l: index, %h: index) -> tensor<6x?xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x?xf32>) -> tensor<4x?xf32>
  %1 = tensor.pad %0 low[1, %l] high[1, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<6x?xf32>
  return %1 : tensor<6x?xf32>
}

// -----

// CHECK-LABEL: func.func @fill_pad_static
// CHECK-SAME: (%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: index) -> (tensor<6x10xf32>, tensor<?x8xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<6x10xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<6x10xf32>) -> tensor<6x10xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg2]
// CHECK-NEXT: %3 = tensor.empty(%2) : tensor<?x8xf32>
// CHECK-NEXT: %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: return %1, %4 : tensor<6x10xf32>, tensor<?x8xf32>
// CHECK-NEXT: }
func.func @fill_pad_static(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>, %l: index) -> (tensor<6x10xf32>, tensor<?x8xf32>) {
  %f = arith.constant 0.0 : f32
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.pad %0 low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<6x10xf32>
  %2 = linalg.fill ins(%f : f32) outs(%u : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = tensor.pad %2 low[%l, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<?x8xf32>
  return %1, %3 : tensor<6x10xf32>, tensor<?x8xf32>
}

// -----

// Another padding value keeps the pad.
// CHECK-LABEL: func.func @fill_pad_other_value
// CHECK-SAME: (%arg0: f32, %arg1: f32, %arg2: tensor<4x8xf32>) -> tensor<6x8xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %padded = tensor.pad %0 low[1, 0] high[1, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x8xf32> to tensor<6x8xf32>
// CHECK-NEXT: return %padded : tensor<6x8xf32>
// CHECK-NEXT: }
func.func @fill_pad_other_value(%f: f32, %g: f32, %t: tensor<4x8xf32>) -> tensor<6x8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.pad %0 low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %g : f32
  } : tensor<4x8xf32> to tensor<6x8xf32>
  return %1 : tensor<6x8xf32>
}

// -----

// Inserting a pad into a fill by the pad's value inserts the pad's source
// at offsets moved by the low pads.
// CHECK-LABEL: func.func @insert_pad_into_fill
// CHECK-SAME: (%arg0: f32, %arg1: tensor<?x8xf32>, %arg2: index) -> tensor<16x16xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg2]
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %1[%2, 5] [%dim, 8] [1, 1] : tensor<?x8xf32> into tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<16x16xf32>
// CHECK-NEXT: }
func.func @insert_pad_into_fill(%f: f32, %a: tensor<?x8xf32>, %o: index) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %p = tensor.pad %a low[1, 2] high[1, %o] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x8xf32> to tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %p, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %p, %c1 : tensor<?x?xf32>
  %r = tensor.insert_slice %p into %fill[%o, 3] [%d0, %d1] [1, 1] : tensor<?x?xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

// Through a chain of disjoint inserts; an overlapping one stops the walk.
// CHECK-LABEL: func.func @insert_pad_chain
// CHECK-SAME: (%arg0: f32, %arg1: tensor<2x2xf32>, %arg2: tensor<2x2xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %1[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<16x16xf32>
// CHECK-NEXT: %padded = tensor.pad %arg1 low[1, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg0 : f32
// CHECK-NEXT: } : tensor<2x2xf32> to tensor<4x4xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg1 into %inserted_slice[9, 9] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<16x16xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %arg2 into %1[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<16x16xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %padded into %inserted_slice_1[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x16xf32>
// CHECK-NEXT: return %inserted_slice_0, %inserted_slice_2 : tensor<16x16xf32>, tensor<16x16xf32>
// CHECK-NEXT: }
func.func @insert_pad_chain(%f: f32, %a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %e = tensor.empty() : tensor<16x16xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %i0 = tensor.insert_slice %b into %fill[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<16x16xf32>
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x2xf32> to tensor<4x4xf32>
  %r = tensor.insert_slice %p into %i0[8, 8] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x16xf32>
  %i1 = tensor.insert_slice %b into %fill[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<16x16xf32>
  %s = tensor.insert_slice %p into %i1[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x16xf32>
  return %r, %s : tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// A concatenation of fills of one value (an SSA value or equal constants)
// fills the concatenation of their inits.
// CHECK-LABEL: func.func @concat_fills
// CHECK-SAME: (%arg0: f32, %arg1: tensor<2x8xf32>, %arg2: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg1, %arg2 : (tensor<2x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%concat : tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: return %0 : tensor<?x8xf32>
// CHECK-NEXT: }
func.func @concat_fills(%f: f32, %a: tensor<2x8xf32>, %b: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%a : tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%b : tensor<?x8xf32>) -> tensor<?x8xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<2x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %2 : tensor<?x8xf32>
}

// -----

// CHECK-LABEL: func.func @concat_fills_constants
// CHECK-SAME: (%arg0: tensor<2x8xf32>, %arg1: tensor<3x8xf32>, %arg2: tensor<3x8xf32>) -> (tensor<5x8xf32>, tensor<5x8xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%concat : tensor<5x8xf32>) -> tensor<5x8xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%cst_0 : f32) outs(%arg2 : tensor<3x8xf32>) -> tensor<3x8xf32>
// CHECK-NEXT: %concat_1 = tensor.concat dim(0) %0, %2 : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
// CHECK-NEXT: return %1, %concat_1 : tensor<5x8xf32>, tensor<5x8xf32>
// CHECK-NEXT: }
func.func @concat_fills_constants(%a: tensor<2x8xf32>, %b: tensor<3x8xf32>, %c: tensor<3x8xf32>) -> (tensor<5x8xf32>, tensor<5x8xf32>) {
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %0 = linalg.fill ins(%f : f32) outs(%a : tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%b : tensor<3x8xf32>) -> tensor<3x8xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
  %3 = linalg.fill ins(%g : f32) outs(%c : tensor<3x8xf32>) -> tensor<3x8xf32>
  %4 = tensor.concat dim(0) %0, %3 : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
  return %2, %4 : tensor<5x8xf32>, tensor<5x8xf32>
}
