// mlir-opt 22 BUG (invalid IR): UnPackOp::canonicalize moves an
// extract_slice of an unpack's result into the unpack's destination
// (canFoldSliceOp) without checking that the slice keeps the dimensions that
// are not tiled whole. Cutting the untiled dimension 1 from 5 to 4 gives an
// unpack of a 2x5x8 source into a 10x4 destination, which the verifier
// rejects ("expected 'tensor<2x4x8xf32>' for the packed domain value").
//
// Ours: the slice folds only when each untiled dimension is static and
// kept whole (as later MLIR checks); the slice that cuts only padding in the
// tiled dimension still folds (@tiled_only).
//
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: not %mlir_opt %s -canonicalize 2>&1 | FileCheck %s --check-prefix=REF

// CHECK-LABEL: func.func @untiled_cut(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0] inner_tiles = [8] into %arg1 : tensor<2x5x8xf32> -> tensor<16x5xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [10, 4] [1, 1] : tensor<16x5xf32> to tensor<10x4xf32>
// CHECK-NEXT: return %extracted_slice
// REF: error: expected 'tensor<2x4x8xf32>' for the packed domain value, got 'tensor<2x5x8xf32>'
func.func @untiled_cut(%x: tensor<2x5x8xf32>, %d: tensor<16x5xf32>) -> tensor<10x4xf32> {
  %v = linalg.unpack %x inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x5x8xf32> -> tensor<16x5xf32>
  %t = tensor.extract_slice %v[0, 0] [10, 4] [1, 1] : tensor<16x5xf32> to tensor<10x4xf32>
  return %t : tensor<10x4xf32>
}

// CHECK-LABEL: func.func @tiled_only(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[0, 0] [10, 5] [1, 1] : tensor<16x5xf32> to tensor<10x5xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0] inner_tiles = [8] into %extracted_slice : tensor<2x5x8xf32> -> tensor<10x5xf32>
// CHECK-NEXT: return %unpack
func.func @tiled_only(%x: tensor<2x5x8xf32>, %d: tensor<16x5xf32>) -> tensor<10x5xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0] inner_tiles = [8] into %d : tensor<2x5x8xf32> -> tensor<16x5xf32>
  %s = tensor.extract_slice %u[0, 0] [10, 5] [1, 1] : tensor<16x5xf32> to tensor<10x5xf32>
  return %s : tensor<10x5xf32>
}
