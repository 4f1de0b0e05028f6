// Contraction bodies and indexing_maps mlir-opt 22 accepts: unary casts
// around the multiply and the add, integer mul/add, operands in either
// order, broadcast and transposed matmul operands.
// RUN: affine-opt %s -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @casts
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @casts(%a: memref<4x8xf16>, %b: memref<8x16xf16>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f16, %y: f16, %z: f32):
    %m = arith.mulf %y, %x : f16
    %e = arith.extf %m : f16 to f32
    %s = arith.addf %e, %z : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @int_mix
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @int_mix(%a: memref<4x8xi32>, %b: memref<8x16xi32>, %c: memref<4x16xi32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: i32, %y: i32, %z: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.addi %z, %m : i32
    linalg.yield %s : i32
  }) : (memref<4x8xi32>, memref<8x16xi32>, memref<4x16xi32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @unary
func.func @unary(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %n = arith.negf %x : f32
    %m = arith.mulf %n, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @mm_bcast_ok
func.func @mm_bcast_ok(%a: memref<8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @mm_transpose_ok
func.func @mm_transpose_ok(%a: memref<8x4xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @mm_out_any
func.func @mm_out_any(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<16x4xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>] ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<16x4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @bmm_bcast_ok
func.func @bmm_bcast_ok(%a: memref<4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @brm_bcast
func.func @brm_bcast(%a: memref<8xf32>, %b: memref<2x8x16xf32>, %c: memref<4x16xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<8xf32>, memref<2x8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
