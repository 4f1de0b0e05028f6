// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize=top-down=false | FileCheck %s

// MLIR 22's folders and canonicalization patterns of linalg.pack and
// linalg.unpack: PackOp::fold / UnPackOp::fold, PackOp::canonicalize,
// UnPackOp::canonicalize, and the linalg dialect's FoldTensorCastPackOp /
// FoldTensorCastUnPackOp. (The interpreter does not run tensors, so there is
// no --check-semantics run.)

// unpack(pack(x)) -> x: the same tiles, no padding (with and without
// outer_dims_perm, a missing one equal to the identity).
// CHECK-LABEL: func.func @unpack_pack(
// CHECK-NEXT: return %arg0 : tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_pack(%x: tensor<16x64xf32>, %d: tensor<2x4x8x16xf32>) -> tensor<16x64xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  return %u : tensor<16x64xf32>
}

// CHECK-LABEL: func.func @unpack_pack_perm(
// CHECK-NEXT: return %arg0 : tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_pack_perm(%x: tensor<16x64xf32>, %d: tensor<4x2x8x16xf32>) -> tensor<16x64xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %p = linalg.pack %x outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x64xf32> -> tensor<4x2x8x16xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<4x2x8x16xf32> -> tensor<16x64xf32>
  return %u : tensor<16x64xf32>
}

// CHECK-LABEL: func.func @unpack_pack_perm_id(
// CHECK-NEXT: return %arg0 : tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_pack_perm_id(%x: tensor<16x64xf32>, %d: tensor<2x4x8x16xf32>) -> tensor<16x64xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %p = linalg.pack %x outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  return %u : tensor<16x64xf32>
}

// Different inner_dims_pos: kept.
// CHECK-LABEL: func.func @unpack_pack_diffpos(
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %0 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
// CHECK-NEXT: return %unpack : tensor<16x16xf32>
// CHECK-NEXT: }
func.func @unpack_pack_diffpos(%x: tensor<16x16xf32>, %d: tensor<2x2x8x8xf32>) -> tensor<16x16xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %u = linalg.unpack %p inner_dims_pos = [1, 0] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}

// A padded pack does not cancel; a padding value no element needs goes
// first, then the pair cancels.
// CHECK-LABEL: func.func @unpack_pack_pad(
// CHECK-NEXT: %0 = tensor.empty() : tensor<15x64xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<15x64xf32> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %0 : tensor<2x4x8x16xf32> -> tensor<15x64xf32>
// CHECK-NEXT: return %unpack : tensor<15x64xf32>
// CHECK-NEXT: }
func.func @unpack_pack_pad(%x: tensor<15x64xf32>, %d: tensor<2x4x8x16xf32>, %pad: f32) -> tensor<15x64xf32> {
  %e = tensor.empty() : tensor<15x64xf32>
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<15x64xf32> -> tensor<2x4x8x16xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<2x4x8x16xf32> -> tensor<15x64xf32>
  return %u : tensor<15x64xf32>
}

// CHECK-LABEL: func.func @unpack_pack_pad_unneeded(
// CHECK-NEXT: return %arg0 : tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_pack_pad_unneeded(%x: tensor<16x64xf32>, %d: tensor<2x4x8x16xf32>, %pad: f32) -> tensor<16x64xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  return %u : tensor<16x64xf32>
}

// pack(unpack(x)) -> x.
// CHECK-LABEL: func.func @pack_unpack(
// CHECK-NEXT: return %arg0 : tensor<2x4x8x16xf32>
// CHECK-NEXT: }
func.func @pack_unpack(%x: tensor<2x4x8x16xf32>, %d: tensor<2x4x8x16xf32>) -> tensor<2x4x8x16xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
  return %p : tensor<2x4x8x16xf32>
}

// Dynamic tiles: the same values (or equal constants) cancel, others do not.
// CHECK-LABEL: func.func @dyn_tiles(
// CHECK-NEXT: return %arg0 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @dyn_tiles(%x: tensor<?x?xf32>, %d: tensor<?x?x?x?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.dim %x, %c0 : tensor<?x?xf32>
  %b = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%a, %b) : tensor<?x?xf32>
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [%n, %m] into %d : tensor<?x?xf32> -> tensor<?x?x?x?xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [%n, %m] into %e : tensor<?x?x?x?xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @dyn_tiles_mixed(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%c8, %arg3] into %arg1 : tensor<?x?xf32> -> tensor<?x?x?x?xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [%c8, %arg2] into %arg4 : tensor<?x?x?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT: return %unpack : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @dyn_tiles_mixed(%x: tensor<?x?xf32>, %d: tensor<?x?x?x?xf32>, %n: index, %m: index, %e: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c8 = arith.constant 8 : index
  %c8b = arith.constant 8 : index
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [%c8, %m] into %d : tensor<?x?xf32> -> tensor<?x?x?x?xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [%c8b, %n] into %e : tensor<?x?x?x?xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}

// The folders: a splat constant source becomes a splat of a static result
// type (a padding value must be the same constant).
// CHECK-LABEL: func.func @fold_splat(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<15x64xf32>
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<1.000000e+00> : tensor<2x4x8x16xf32>
// CHECK-NEXT: %pack = linalg.pack %cst padding_value(%cst_0 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg0 : tensor<15x64xf32> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: return %cst_1, %pack, %cst_1 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>
// CHECK-NEXT: }
func.func @fold_splat(%d: tensor<2x4x8x16xf32>, %d2: tensor<2x4x8x16xf32>) -> (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) {
  %cst = arith.constant dense<1.0> : tensor<15x64xf32>
  %cst16 = arith.constant dense<1.0> : tensor<16x64xf32>
  %c2 = arith.constant 2.0 : f32
  %c1 = arith.constant 1.0 : f32
  %p = linalg.pack %cst16 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d2 : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
  %q = linalg.pack %cst padding_value(%c2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<15x64xf32> -> tensor<2x4x8x16xf32>
  %r = linalg.pack %cst padding_value(%c1 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<15x64xf32> -> tensor<2x4x8x16xf32>
  return %p, %q, %r : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>
}

// CHECK-LABEL: func.func @fold_unpack_splat(
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<2x4x8x16xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3> : tensor<16x64xi32>
// CHECK-NEXT: %unpack = linalg.unpack %cst inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xi32> -> tensor<?x64xi32>
// CHECK-NEXT: return %cst_0, %unpack : tensor<16x64xi32>, tensor<?x64xi32>
// CHECK-NEXT: }
func.func @fold_unpack_splat(%e: tensor<16x64xi32>, %e2: tensor<?x64xi32>) -> (tensor<16x64xi32>, tensor<?x64xi32>) {
  %cst = arith.constant dense<3> : tensor<2x4x8x16xi32>
  %u = linalg.unpack %cst inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<2x4x8x16xi32> -> tensor<16x64xi32>
  %v = linalg.unpack %cst inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e2 : tensor<2x4x8x16xi32> -> tensor<?x64xi32>
  return %u, %v : tensor<16x64xi32>, tensor<?x64xi32>
}

// Untiled dimensions static on one side become static on the other
// through tensor.cast (in place for a pack; a new unpack, without the
// discardable attributes, for an unpack).
// CHECK-LABEL: func.func @infer_pack(
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<2x?x?x8x16xf32> to tensor<2x?x5x8x16xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %cast {foo} : tensor<?x64x5xf32> -> tensor<2x?x5x8x16xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %pack : tensor<2x?x5x8x16xf32> to tensor<2x?x?x8x16xf32>
// CHECK-NEXT: return %cast_0 : tensor<2x?x?x8x16xf32>
// CHECK-NEXT: }
func.func @infer_pack(%x: tensor<?x64x5xf32>, %d: tensor<2x?x?x8x16xf32>) -> tensor<2x?x?x8x16xf32> {
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d {foo} : tensor<?x64x5xf32> -> tensor<2x?x?x8x16xf32>
  return %p : tensor<2x?x?x8x16xf32>
}

// CHECK-LABEL: func.func @infer_pack_perm(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x64x?xf32> to tensor<?x64x7xf32>
// CHECK-NEXT: %pack = linalg.pack %cast outer_dims_perm = [2, 1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<?x64x7xf32> -> tensor<7x?x3x8x16xf32>
// CHECK-NEXT: return %pack : tensor<7x?x3x8x16xf32>
// CHECK-NEXT: }
func.func @infer_pack_perm(%x: tensor<?x64x?xf32>, %d: tensor<7x?x3x8x16xf32>) -> tensor<7x?x3x8x16xf32> {
  %p = linalg.pack %x outer_dims_perm = [2, 1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<?x64x?xf32> -> tensor<7x?x3x8x16xf32>
  return %p : tensor<7x?x3x8x16xf32>
}

// CHECK-LABEL: func.func @infer_unpack(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<2x4x?x8x16xf32> to tensor<2x4x5x8x16xf32>
// CHECK-NEXT: %unpack = linalg.unpack %cast inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x5x8x16xf32> -> tensor<16x64x5xf32>
// CHECK-NEXT: return %unpack : tensor<16x64x5xf32>
// CHECK-NEXT: }
func.func @infer_unpack(%x: tensor<2x4x?x8x16xf32>, %d: tensor<16x64x5xf32>) -> tensor<16x64x5xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d {foo} : tensor<2x4x?x8x16xf32> -> tensor<16x64x5xf32>
  return %u : tensor<16x64x5xf32>
}

// CHECK-LABEL: func.func @infer_unpack2(
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<16x64x?xf32> to tensor<16x64x5xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %cast : tensor<2x4x5x8x16xf32> -> tensor<16x64x5xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %unpack : tensor<16x64x5xf32> to tensor<16x64x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<16x64x?xf32>
// CHECK-NEXT: }
func.func @infer_unpack2(%x: tensor<2x4x5x8x16xf32>, %d: tensor<16x64x?xf32>) -> tensor<16x64x?xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x5x8x16xf32> -> tensor<16x64x?xf32>
  return %u : tensor<16x64x?xf32>
}

// CHECK-LABEL: func.func @infer_unpack_perm(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [2, 1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<?x4x2x8x16xf32> -> tensor<16x64x?xf32>
// CHECK-NEXT: return %unpack : tensor<16x64x?xf32>
// CHECK-NEXT: }
func.func @infer_unpack_perm(%x: tensor<?x4x2x8x16xf32>, %d: tensor<16x64x?xf32>) -> tensor<16x64x?xf32> {
  %u = linalg.unpack %x outer_dims_perm = [2, 1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<?x4x2x8x16xf32> -> tensor<16x64x?xf32>
  return %u : tensor<16x64x?xf32>
}

// FoldTensorCastPackOp / FoldTensorCastUnPackOp: casts that lose static
// information fold into the op (discardable attributes kept), tiles take
// the static sizes, the result is cast back.
// CHECK-LABEL: func.func @cast_pack(
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 {foo} : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: %cast = tensor.cast %pack : tensor<2x4x8x16xf32> to tensor<?x?x?x16xf32>
// CHECK-NEXT: return %cast : tensor<?x?x?x16xf32>
// CHECK-NEXT: }
func.func @cast_pack(%x: tensor<16x64xf32>, %d: tensor<2x4x8x16xf32>, %n: index) -> tensor<?x?x?x16xf32> {
  %cx = tensor.cast %x : tensor<16x64xf32> to tensor<?x?xf32>
  %cd = tensor.cast %d : tensor<2x4x8x16xf32> to tensor<?x?x?x16xf32>
  %p = linalg.pack %cx inner_dims_pos = [0, 1] inner_tiles = [%n, 16] into %cd {foo} : tensor<?x?xf32> -> tensor<?x?x?x16xf32>
  return %p : tensor<?x?x?x16xf32>
}

// CHECK-LABEL: func.func @cast_unpack(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 {foo} : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: %cast = tensor.cast %unpack : tensor<16x64xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @cast_unpack(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>, %n: index) -> tensor<?x?xf32> {
  %cx = tensor.cast %x : tensor<2x4x8x16xf32> to tensor<?x?x?x16xf32>
  %cd = tensor.cast %d : tensor<16x64xf32> to tensor<?x?xf32>
  %u = linalg.unpack %cx inner_dims_pos = [0, 1] inner_tiles = [%n, 16] into %cd {foo} : tensor<?x?x?x16xf32> -> tensor<?x?xf32>
  return %u : tensor<?x?xf32>
}

// An unpack into a destination-style op's result unpacks into its init.
// CHECK-LABEL: func.func @unpack_dps(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: return %unpack : tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_dps(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>, %f: f32) -> tensor<16x64xf32> {
  %fill = linalg.fill ins(%f : f32) outs(%d : tensor<16x64xf32>) -> tensor<16x64xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %fill : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  return %u : tensor<16x64xf32>
}

// extract_slice(unpack(x into y)) -> unpack(x into extract_slice(y)) when
// the slice drops less than a tile of padding at offset 0, unit strides,
// one use, same rank.
// CHECK-LABEL: func.func @unpack_slice(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[0, 0] [15, 60] [1, 1] : tensor<16x64xf32> to tensor<15x60xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %extracted_slice : tensor<2x4x8x16xf32> -> tensor<15x60xf32>
// CHECK-NEXT: return %unpack : tensor<15x60xf32>
// CHECK-NEXT: }
func.func @unpack_slice(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>) -> tensor<15x60xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %s = tensor.extract_slice %u[0, 0] [15, 60] [1, 1] : tensor<16x64xf32> to tensor<15x60xf32>
  return %s : tensor<15x60xf32>
}

// CHECK-LABEL: func.func @unpack_slice_no(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [8, 60] [1, 1] : tensor<16x64xf32> to tensor<8x60xf32>
// CHECK-NEXT: %unpack_0 = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %unpack_0[1, 0] [15, 60] [1, 1] : tensor<16x64xf32> to tensor<15x60xf32>
// CHECK-NEXT: return %extracted_slice, %extracted_slice_1 : tensor<8x60xf32>, tensor<15x60xf32>
// CHECK-NEXT: }
func.func @unpack_slice_no(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>) -> (tensor<8x60xf32>, tensor<15x60xf32>) {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %s = tensor.extract_slice %u[0, 0] [8, 60] [1, 1] : tensor<16x64xf32> to tensor<8x60xf32>
  %v = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %t = tensor.extract_slice %v[1, 0] [15, 60] [1, 1] : tensor<16x64xf32> to tensor<15x60xf32>
  return %s, %t : tensor<8x60xf32>, tensor<15x60xf32>
}

// DimOfDestStyleOp on pack / unpack: the dim of the destination.
// CHECK-LABEL: func.func @dim_of_pack(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x4x8x16xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_pack(%x: tensor<16x64xf32>, %d: tensor<?x4x8x16xf32>) -> index {
  %c0 = arith.constant 0 : index
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x64xf32> -> tensor<?x4x8x16xf32>
  %r = tensor.dim %p, %c0 : tensor<?x4x8x16xf32>
  return %r : index
}

// pack(unpack(x)) that does not cancel: permutations, types, padding.
// CHECK-LABEL: func.func @pack_unpack_perm_mismatch(
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %pack = linalg.pack %unpack inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
// CHECK-NEXT: return %pack : tensor<2x2x8x8xf32>
// CHECK-NEXT: }
func.func @pack_unpack_perm_mismatch(%x: tensor<2x2x8x8xf32>, %d: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %u = linalg.unpack %x outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  return %p : tensor<2x2x8x8xf32>
}

// CHECK-LABEL: func.func @pack_unpack_type_mismatch(
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
// CHECK-NEXT: %pack = linalg.pack %unpack inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<16x16xf32> -> tensor<?x2x8x8xf32>
// CHECK-NEXT: return %pack : tensor<?x2x8x8xf32>
// CHECK-NEXT: }
func.func @pack_unpack_type_mismatch(%x: tensor<2x2x8x8xf32>, %d: tensor<?x2x8x8xf32>) -> tensor<?x2x8x8xf32> {
  %e = tensor.empty() : tensor<16x16xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<?x2x8x8xf32>
  return %p : tensor<?x2x8x8xf32>
}

// CHECK-LABEL: func.func @pack_unpack_padded(
// CHECK-NEXT: %0 = tensor.empty() : tensor<15x16xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %0 : tensor<2x2x8x8xf32> -> tensor<15x16xf32>
// CHECK-NEXT: %pack = linalg.pack %unpack padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg1 : tensor<15x16xf32> -> tensor<2x2x8x8xf32>
// CHECK-NEXT: return %pack : tensor<2x2x8x8xf32>
// CHECK-NEXT: }
func.func @pack_unpack_padded(%x: tensor<2x2x8x8xf32>, %d: tensor<2x2x8x8xf32>, %f: f32) -> tensor<2x2x8x8xf32> {
  %e = tensor.empty() : tensor<15x16xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<2x2x8x8xf32> -> tensor<15x16xf32>
  %p = linalg.pack %u padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<15x16xf32> -> tensor<2x2x8x8xf32>
  return %p : tensor<2x2x8x8xf32>
}

// A padding value stays on a dynamic tiled dimension (even under a tile
// of one in mlir-opt 22) and with a dynamic tile.
// CHECK-LABEL: func.func @pad_dyn_unit_tile(
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [1, 8] into %arg1 : tensor<?x16xf32> -> tensor<?x2x1x8xf32>
// CHECK-NEXT: return %pack : tensor<?x2x1x8xf32>
// CHECK-NEXT: }
func.func @pad_dyn_unit_tile(%x: tensor<?x16xf32>, %d: tensor<?x2x1x8xf32>, %f: f32) -> tensor<?x2x1x8xf32> {
  %p = linalg.pack %x padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [1, 8] into %d : tensor<?x16xf32> -> tensor<?x2x1x8xf32>
  return %p : tensor<?x2x1x8xf32>
}

// CHECK-LABEL: func.func @pad_dyn_tile(
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %arg1 : tensor<?x16xf32> -> tensor<?x2x4x8xf32>
// CHECK-NEXT: return %pack : tensor<?x2x4x8xf32>
// CHECK-NEXT: }
func.func @pad_dyn_tile(%x: tensor<?x16xf32>, %d: tensor<?x2x4x8xf32>, %f: f32) -> tensor<?x2x4x8xf32> {
  %p = linalg.pack %x padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 8] into %d : tensor<?x16xf32> -> tensor<?x2x4x8xf32>
  return %p : tensor<?x2x4x8xf32>
}

// CHECK-LABEL: func.func @pad_dynamic_tile_op(
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [%arg3, 8] into %arg1 : tensor<32x16xf32> -> tensor<?x2x?x8xf32>
// CHECK-NEXT: return %pack : tensor<?x2x?x8xf32>
// CHECK-NEXT: }
func.func @pad_dynamic_tile_op(%x: tensor<32x16xf32>, %d: tensor<?x2x?x8xf32>, %f: f32, %n: index) -> tensor<?x2x?x8xf32> {
  %p = linalg.pack %x padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [%n, 8] into %d : tensor<32x16xf32> -> tensor<?x2x?x8xf32>
  return %p : tensor<?x2x?x8xf32>
}

// CHECK-LABEL: func.func @unpack_generic_dest(
// CHECK-NEXT: %0:2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} outs(%arg1, %arg2 : tensor<16x64xf32>, tensor<16x64xf32>) {
// CHECK-NEXT: ^bb0(%out: f32, %out_0: f32):
// CHECK-NEXT: %1 = arith.addf %out, %out_0 : f32
// CHECK-NEXT: linalg.yield %1, %1 : f32, f32
// CHECK-NEXT: } -> (tensor<16x64xf32>, tensor<16x64xf32>)
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg2 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: return %unpack, %0#0 : tensor<16x64xf32>, tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_generic_dest(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>, %d2: tensor<16x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %g:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%d, %d2 : tensor<16x64xf32>, tensor<16x64xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    linalg.yield %c, %c : f32, f32
  } -> (tensor<16x64xf32>, tensor<16x64xf32>)
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %g#1 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  return %u, %g#0 : tensor<16x64xf32>, tensor<16x64xf32>
}

// CHECK-LABEL: func.func @unpack_insert_dest(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: return %unpack : tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_insert_dest(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>, %f: f32, %i: index) -> tensor<16x64xf32> {
  %ins = tensor.insert %f into %d[%i, %i] : tensor<16x64xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %ins : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  return %u : tensor<16x64xf32>
}

// CHECK-LABEL: func.func @unpack_pack_dest(
// CHECK-NEXT: return %arg1 : tensor<2x4x8x16xf32>
// CHECK-NEXT: }
func.func @unpack_pack_dest(%x: tensor<2x4x8x16xf32>, %y: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>) -> tensor<2x4x8x16xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %u2 = linalg.unpack %y inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %u : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %p = linalg.pack %u2 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %e : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
  return %p : tensor<2x4x8x16xf32>
}

// CHECK-LABEL: func.func @unpack_softmax_dest(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: return %unpack : tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_softmax_dest(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>, %i: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %s = linalg.softmax dimension(1) ins(%i : tensor<16x64xf32>) outs(%d : tensor<16x64xf32>) -> tensor<16x64xf32>
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %s : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  return %u : tensor<16x64xf32>
}

// CHECK-LABEL: func.func @unpack_slice_perm(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[0, 0] [10, 64] [1, 1] : tensor<16x64xf32> to tensor<10x64xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %extracted_slice : tensor<4x2x8x16xf32> -> tensor<10x64xf32>
// CHECK-NEXT: return %unpack : tensor<10x64xf32>
// CHECK-NEXT: }
func.func @unpack_slice_perm(%x: tensor<4x2x8x16xf32>, %d: tensor<16x64xf32>) -> tensor<10x64xf32> {
  %u = linalg.unpack %x outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<4x2x8x16xf32> -> tensor<16x64xf32>
  %s = tensor.extract_slice %u[0, 0] [10, 64] [1, 1] : tensor<16x64xf32> to tensor<10x64xf32>
  return %s : tensor<10x64xf32>
}

// CHECK-LABEL: func.func @unpack_slice_two_uses(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [15, 60] [1, 1] : tensor<16x64xf32> to tensor<15x60xf32>
// CHECK-NEXT: return %extracted_slice, %unpack : tensor<15x60xf32>, tensor<16x64xf32>
// CHECK-NEXT: }
func.func @unpack_slice_two_uses(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>) -> (tensor<15x60xf32>, tensor<16x64xf32>) {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %s = tensor.extract_slice %u[0, 0] [15, 60] [1, 1] : tensor<16x64xf32> to tensor<15x60xf32>
  return %s, %u : tensor<15x60xf32>, tensor<16x64xf32>
}

// CHECK-LABEL: func.func @unpack_slice_dynsize(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [%arg2, 60] [1, 1] : tensor<16x64xf32> to tensor<?x60xf32>
// CHECK-NEXT: return %extracted_slice : tensor<?x60xf32>
// CHECK-NEXT: }
func.func @unpack_slice_dynsize(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>, %n: index) -> tensor<?x60xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %s = tensor.extract_slice %u[0, 0] [%n, 60] [1, 1] : tensor<16x64xf32> to tensor<?x60xf32>
  return %s : tensor<?x60xf32>
}

// CHECK-LABEL: func.func @unpack_slice_const_off(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[0, 0] [15, 60] [1, 1] : tensor<16x64xf32> to tensor<15x60xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %extracted_slice : tensor<2x4x8x16xf32> -> tensor<15x60xf32>
// CHECK-NEXT: return %unpack : tensor<15x60xf32>
// CHECK-NEXT: }
func.func @unpack_slice_const_off(%x: tensor<2x4x8x16xf32>, %d: tensor<16x64xf32>) -> tensor<15x60xf32> {
  %c0 = arith.constant 0 : index
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<16x64xf32>
  %s = tensor.extract_slice %u[%c0, 0] [15, 60] [1, 1] : tensor<16x64xf32> to tensor<15x60xf32>
  return %s : tensor<15x60xf32>
}

// CHECK-LABEL: func.func @unpack_slice_rank_reduce(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<1x4x8x16xf32> -> tensor<8x64xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %unpack[0, 0] [1, 60] [1, 1] : tensor<8x64xf32> to tensor<60xf32>
// CHECK-NEXT: return %extracted_slice : tensor<60xf32>
// CHECK-NEXT: }
func.func @unpack_slice_rank_reduce(%x: tensor<1x4x8x16xf32>, %d: tensor<8x64xf32>) -> tensor<60xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<1x4x8x16xf32> -> tensor<8x64xf32>
  %s = tensor.extract_slice %u[0, 0] [1, 60] [1, 1] : tensor<8x64xf32> to tensor<60xf32>
  return %s : tensor<60xf32>
}

// CHECK-LABEL: func.func @cast_pack_pad(
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<15x64xf32> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: %cast = tensor.cast %pack : tensor<2x4x8x16xf32> to tensor<?x4x8x16xf32>
// CHECK-NEXT: return %cast : tensor<?x4x8x16xf32>
// CHECK-NEXT: }
func.func @cast_pack_pad(%x: tensor<15x64xf32>, %d: tensor<2x4x8x16xf32>, %f: f32) -> tensor<?x4x8x16xf32> {
  %cx = tensor.cast %x : tensor<15x64xf32> to tensor<?x64xf32>
  %cd = tensor.cast %d : tensor<2x4x8x16xf32> to tensor<?x4x8x16xf32>
  %p = linalg.pack %cx padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %cd : tensor<?x64xf32> -> tensor<?x4x8x16xf32>
  return %p : tensor<?x4x8x16xf32>
}

// CHECK-LABEL: func.func @cast_pack_src_only(
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<16x64xf32> -> tensor<?x4x8x16xf32>
// CHECK-NEXT: return %pack : tensor<?x4x8x16xf32>
// CHECK-NEXT: }
func.func @cast_pack_src_only(%x: tensor<16x64xf32>, %d: tensor<?x4x8x16xf32>) -> tensor<?x4x8x16xf32> {
  %cx = tensor.cast %x : tensor<16x64xf32> to tensor<?x64xf32>
  %p = linalg.pack %cx inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<?x64xf32> -> tensor<?x4x8x16xf32>
  return %p : tensor<?x4x8x16xf32>
}

// CHECK-LABEL: func.func @cast_unpack_dyn_tile(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%arg2, 16] into %arg1 : tensor<2x4x?x16xf32> -> tensor<?x64xf32>
// CHECK-NEXT: return %unpack : tensor<?x64xf32>
// CHECK-NEXT: }
func.func @cast_unpack_dyn_tile(%x: tensor<2x4x?x16xf32>, %d: tensor<?x64xf32>, %n: index) -> tensor<?x64xf32> {
  %cx = tensor.cast %x : tensor<2x4x?x16xf32> to tensor<?x?x?x16xf32>
  %u = linalg.unpack %cx inner_dims_pos = [0, 1] inner_tiles = [%n, 16] into %d : tensor<?x?x?x16xf32> -> tensor<?x64xf32>
  return %u : tensor<?x64xf32>
}

// CHECK-LABEL: func.func @cast_unpack_dest_more_static(
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %arg1 : tensor<2x4x8x16xf32> -> tensor<?x64xf32>
// CHECK-NEXT: %cast = tensor.cast %unpack : tensor<?x64xf32> to tensor<16x64xf32>
// CHECK-NEXT: return %cast : tensor<16x64xf32>
// CHECK-NEXT: }
func.func @cast_unpack_dest_more_static(%x: tensor<2x4x8x16xf32>, %d: tensor<?x64xf32>) -> tensor<16x64xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<?x64xf32>
  %c = tensor.cast %u : tensor<?x64xf32> to tensor<16x64xf32>
  return %c : tensor<16x64xf32>
}

// CHECK-LABEL: func.func @dim_of_unpack(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x64xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_of_unpack(%x: tensor<2x4x8x16xf32>, %d: tensor<?x64xf32>) -> index {
  %c0 = arith.constant 0 : index
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<2x4x8x16xf32> -> tensor<?x64xf32>
  %r = tensor.dim %u, %c0 : tensor<?x64xf32>
  return %r : index
}

// An unused pack (no memory effects) is erased.
// CHECK-LABEL: func.func @dead(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead(%x: tensor<16x64xf32>, %d: tensor<2x4x8x16xf32>) {
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x64xf32> -> tensor<2x4x8x16xf32>
  return
}
