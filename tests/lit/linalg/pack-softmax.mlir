// linalg.pack, linalg.unpack and linalg.softmax read and print as in
// mlir-opt 22 (declarative formats: optional padding_value and
// outer_dims_perm, mixed static/dynamic inner_tiles, softmax's attr-dict
// first and its result types unparenthesized), with the generic forms 22
// prints. -convert-linalg-to-affine-loops leaves them (they are not
// structured ops) and, like -cse, drops the unused ones without memory
// effects: pack/unpack on tensors, softmax reading only a memref; softmax
// writing a memref stays.
// RUN: affine-opt %s | FileCheck %s --check-prefix=PRINT
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=PRINT
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s --check-prefix=PRINT
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s --check-prefix=LOWER
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s --check-prefix=LOWER
// RUN: affine-opt %s -cse | FileCheck %s --check-prefix=LOWER
// RUN: %mlir_opt %s -cse | FileCheck %s --check-prefix=LOWER

// PRINT-LABEL: func.func @pack
// PRINT-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg1 {foo} : tensor<127x255xf32> -> tensor<8x16x8x32xf32>
// PRINT-NEXT: %pack_0 = linalg.pack %arg3 inner_dims_pos = [1, 0] inner_tiles = [%arg5, 32] into %arg4 : tensor<?x?xf32> -> tensor<?x?x?x32xf32>
// PRINT-NEXT: %unpack = linalg.unpack %arg1 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg0 : tensor<8x16x8x32xf32> -> tensor<127x255xf32>
// PRINT-NEXT: %unpack_1 = linalg.unpack %pack_0 inner_dims_pos = [1, 0] inner_tiles = [%arg5, 32] into %arg3 : tensor<?x?x?x32xf32> -> tensor<?x?xf32>
// PRINT-NEXT: return %pack, %unpack_1
// GENERIC-LABEL: sym_name = "pack"
// GENERIC: "linalg.pack"(%{{.*}}, %{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 32>}> {foo} : (tensor<127x255xf32>, tensor<8x16x8x32xf32>, f32) -> tensor<8x16x8x32xf32>
// GENERIC: "linalg.pack"(%{{.*}}, %{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, 32>}> : (tensor<?x?xf32>, tensor<?x?x?x32xf32>, index) -> tensor<?x?x?x32xf32>
// GENERIC: "linalg.unpack"(%{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<8x16x8x32xf32>, tensor<127x255xf32>) -> tensor<127x255xf32>
// GENERIC: "linalg.unpack"(%{{.*}}, %{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, 32>}> : (tensor<?x?x?x32xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
// LOWER-LABEL: func.func @pack
// LOWER-NEXT: %pack = linalg.pack
// LOWER-NEXT: %pack_0 = linalg.pack
// LOWER-NEXT: %unpack = linalg.unpack %pack_0
// LOWER-NEXT: return %pack, %unpack
func.func @pack(%s: tensor<127x255xf32>, %d: tensor<8x16x8x32xf32>, %pad: f32, %ds: tensor<?x?xf32>, %dd: tensor<?x?x?x32xf32>, %n: index) -> (tensor<8x16x8x32xf32>, tensor<?x?xf32>) {
  %0 = linalg.pack %s padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d {foo} : tensor<127x255xf32> -> tensor<8x16x8x32xf32>
  %1 = linalg.pack %ds inner_dims_pos = [1, 0] inner_tiles = [%n, 32] into %dd : tensor<?x?xf32> -> tensor<?x?x?x32xf32>
  %2 = linalg.unpack %d outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %s : tensor<8x16x8x32xf32> -> tensor<127x255xf32>
  %3 = linalg.unpack %1 inner_dims_pos = [1, 0] inner_tiles = [%n, 32] into %ds : tensor<?x?x?x32xf32> -> tensor<?x?xf32>
  return %0, %3 : tensor<8x16x8x32xf32>, tensor<?x?xf32>
}

// PRINT-LABEL: func.func @softmax
// PRINT-NEXT: %0 = tensor.empty() : tensor<2x16xf32>
// PRINT-NEXT: %1 = linalg.softmax dimension(1) ins(%arg0 : tensor<2x16xf32>) outs(%0 : tensor<2x16xf32>) -> tensor<2x16xf32>
// PRINT-NEXT: linalg.softmax {foo = 1 : i32} dimension(0) ins(%arg1 : memref<2x16xf32>) outs(%arg2 : memref<2x16xf32>)
// PRINT-NEXT: %2 = linalg.softmax dimension(1) ins(%arg1 : memref<2x16xf32>) outs(%0 : tensor<2x16xf32>) -> tensor<2x16xf32>
// GENERIC-LABEL: sym_name = "softmax"
// GENERIC: "linalg.softmax"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
// GENERIC: "linalg.softmax"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64}> {foo = 1 : i32} : (memref<2x16xf32>, memref<2x16xf32>) -> ()
// LOWER-LABEL: func.func @softmax
// LOWER-NEXT: %0 = tensor.empty() : tensor<2x16xf32>
// LOWER-NEXT: %1 = linalg.softmax dimension(1)
// LOWER-NEXT: linalg.softmax {foo = 1 : i32} dimension(0) ins(%arg1 : memref<2x16xf32>) outs(%arg2 : memref<2x16xf32>)
// LOWER-NEXT: return %1
func.func @softmax(%t: tensor<2x16xf32>, %m: memref<2x16xf32>, %m2: memref<2x16xf32>) -> tensor<2x16xf32> {
  %e = tensor.empty() : tensor<2x16xf32>
  %1 = linalg.softmax dimension(1) ins(%t : tensor<2x16xf32>) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  linalg.softmax {foo = 1 : i32} dimension(0) ins(%m : memref<2x16xf32>) outs(%m2 : memref<2x16xf32>)
  %2 = linalg.softmax dimension(1) ins(%m : memref<2x16xf32>) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %1 : tensor<2x16xf32>
}
