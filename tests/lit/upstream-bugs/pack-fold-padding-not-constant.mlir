// mlir-opt 22 BUG (miscompile): PackOp::fold replaces a linalg.pack of a
// splat constant by the splat of the packed type whenever the padding value
// is not a constant (reshapeConstantSource only compares a *constant*
// padding value with the splat). When the tiles do not divide the source,
// the packed tensor holds the padding value in the padded positions, not
// the splat: here row 15 of the 16 rows in tiles of 8 is %pad in the
// result, and mlir-opt's output has 1.0 there.
//
// Ours: with a padding value that is not constant, the pack folds only when
// no element is padding (then the result is the splat), as in
// @no_padding_needed, where both tools fold.
//
// The WRONG lines check what mlir-opt's output holds, so this test fails
// once upstream fixes the folder.
//
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=WRONG

// CHECK-LABEL: func.func @pad(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<15x64xf32>
// CHECK-NEXT: %pack = linalg.pack %cst padding_value(%arg1 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg0 : tensor<15x64xf32> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: return %pack
// WRONG-LABEL: func.func @pad(
// WRONG-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x16xf32>
// WRONG-NEXT: return %cst
func.func @pad(%d: tensor<2x4x8x16xf32>, %pad: f32) -> tensor<2x4x8x16xf32> {
  %cst = arith.constant dense<1.0> : tensor<15x64xf32>
  %p = linalg.pack %cst padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<15x64xf32> -> tensor<2x4x8x16xf32>
  return %p : tensor<2x4x8x16xf32>
}

// CHECK-LABEL: func.func @no_padding_needed(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x16xf32>
// CHECK-NEXT: return %cst
// WRONG-LABEL: func.func @no_padding_needed(
// WRONG-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x4x8x16xf32>
// WRONG-NEXT: return %cst
func.func @no_padding_needed(%d: tensor<2x4x8x16xf32>, %pad: f32) -> tensor<2x4x8x16xf32> {
  %cst = arith.constant dense<1.0> : tensor<16x64xf32>
  %p = linalg.pack %cst padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
  return %p : tensor<2x4x8x16xf32>
}
