// The contraction ops' verifiers as mlir-opt 22 words them: the
// ContractionOpInterface check (after the structured-op interface's and the
// region's own diagnostics) and the matmul ops' user-defined indexing_maps.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: error: expected add/mul op in the body
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @sub(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.subf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: 'linalg.matmul' op Unexpected dim expression in map result.
#a = affine_map<(d0, d1, d2) -> (d0 + d2, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @nonproj(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul indexing_maps = [#a, #b, #c] ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// CHECK: error: expected add/mul op in the body
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @same_args(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %x : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: expected add/mul op in the body
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @no_acc(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %m : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: expected add/mul op in the body
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @int_float(%a: memref<4x8xi32>, %b: memref<8x16xi32>, %c: memref<4x16xi32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: i32, %y: i32, %z: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.ori %z, %m : i32
    linalg.yield %s : i32
  }) : (memref<4x8xi32>, memref<8x16xi32>, memref<4x16xi32>) -> ()
  return
}

// -----

// CHECK: error: expected add/mul op in the body
func.func @dot(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<f32>) {
  "linalg.dot"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.addf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<8xf32>, memref<8xf32>, memref<f32>) -> ()
  return
}

// -----

// CHECK: error: expected add/mul op in the body
func.func @matvec(%a: memref<4x8xf32>, %b: memref<8xf32>, %c: memref<4xf32>) {
  "linalg.matvec"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.maximumf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf32>, memref<8xf32>, memref<4xf32>) -> ()
  return
}

// -----

// CHECK: error: expected add/mul op in the body
func.func @mmt4d(%a: memref<2x2x4x4xf32>, %b: memref<2x2x4x4xf32>, %c: memref<2x2x4x4xf32>) {
  "linalg.mmt4d"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.subf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<2x2x4x4xf32>, memref<2x2x4x4xf32>, memref<2x2x4x4xf32>) -> ()
  return
}

// -----

// CHECK: error: expected add/mul op in the body
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @bmm(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>) {
  "linalg.batch_matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.divf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<2x4x8xf32>, memref<2x8x16xf32>, memref<2x4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: expected add/mul op in the body
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @contract(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  "linalg.contract"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.subf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @region_err(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.subf %z, %m : f32
    %bad = arith.addi %x, %y : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @yield_type(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.subf %z, %m : f32
    %i = arith.fptosi %s : f32 to i32
    linalg.yield %i : i32
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: 'linalg.matmul' op expected as many non-induction variable region arguments as the number of input/output operands
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @two_args(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 9
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @shape_and_body(%a: memref<4x8xf32>, %b: memref<9x16xf32>, %c: memref<4x16xf32>) {
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [#a, #b, #c]}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.subf %z, %m : f32
    linalg.yield %s : f32
  }) : (memref<4x8xf32>, memref<9x16xf32>, memref<4x16xf32>) -> ()
  return
}

// -----

// CHECK: error: provided affine_map is not a projected permutation
#a = affine_map<(d0, d1, d2) -> (d0 + d2, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @contract_nonproj(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.contract indexing_maps = [#a, #b, #c] ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// CHECK: error: 'indexing_maps' do not specify a contracting dimension
#a = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1) -> (d0, d1)>
#c = affine_map<(d0, d1) -> (d0, d1)>
func.func @contract_noreduction(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.contract indexing_maps = [#a, #b, #c] ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

// CHECK: error: 'linalg.matmul' op Invalid broadcast requested, should be (d2).
func.func @mm_bcast_bad(%a: memref<4xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// CHECK: error: 'linalg.matmul' op Unexpected dim expression in map result.
func.func @mm_rhs_bad(%a: memref<4x8xf32>, %b: memref<16x8xf32>, %c: memref<4x16xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4x8xf32>, memref<16x8xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// CHECK: error: 'linalg.batch_matmul' op expects 3 dims, but got (2).
func.func @bmm_bad_out(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<4x16xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// CHECK: error: 'linalg.batch_matmul' op Invalid output map result dimension.
func.func @bmm_bad_out_dims(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x16x4xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x16x4xf32>)
  return
}

// -----

// CHECK: error: 'linalg.batch_matmul' op Invalid broadcast requested.
func.func @bmm_bcast_bad(%a: memref<8x4xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<8x4xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

// CHECK: error: 'linalg.batch_matmul' op Invalid batch dimension expression.
func.func @bmm_batch_bad(%a: memref<4x2x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<4x2x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

// CHECK: error: 'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).
func.func @bmm_rhs_bad(%a: memref<2x4x8xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x16xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

// CHECK: error: 'linalg.batch_reduce_matmul' op Invalid output map result dimension.
func.func @brm_bad_out(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<16x4xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<16x4xf32>)
  return
}

// -----

// CHECK: error: 'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.
func.func @bmm_two_maps(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}
