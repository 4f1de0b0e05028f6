// Errors of the reshape ops' types, with mlir-opt 22's exact wording:
// expand_shape / collapse_shape name no type when given a non-tensor
// ("invalid kind of type specified" and nothing after it), splat names the
// builtin tensor type it expects.
// RUN: not affine-opt %s --split-input-file 2> %t.ours
// RUN: not mlir-opt %s --split-input-file 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours

// CHECK: error: custom op 'tensor.collapse_shape' invalid kind of type specified{{$}}
func.func @collapse_into_scalar(%a: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into i32
  return
}

// -----

// CHECK: error: custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'i32'
func.func @splat_scalar(%v: f32) {
  %0 = tensor.splat %v : i32
  return
}
