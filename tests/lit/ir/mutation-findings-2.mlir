// Diagnostics scripts/mutation-diff.py found differing in session 22 (and
// seeds 71-100), now as mlir-opt 22 words and places them: element literals
// are reported at the token (after a minus with their own message), dense
// array elements of integer type take only integer tokens, a pretty dialect
// body's bracket errors are at the last string lexed in it, ODS's
// BaseMemRefType operands report a bare 'invalid kind of type specified',
// the gpu reductions' operand count at the op name, scf.while's SingleBlock
// check, cf.assert's message kind, tensor.pad's argument count without the
// op prefix.
// RUN: not affine-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

func.func @dense_loc() -> tensor<3xi32> {
  // CHECK: [[@LINE+1]]:36: error: expected element literal of primitive type
  %0 = arith.constant dense<[1, 2, loc(unknown)4]> : tensor<3xi32>
  return %0 : tensor<3xi32>
}
// -----
func.func @dense_empty() {
  // CHECK: [[@LINE+1]]:34: error: expected element literal of primitive type
  %0 = arith.constant dense<[1,  ]> : tensor<2xi32>
  return
}
// -----
func.func @dense_minus() {
  // CHECK: [[@LINE+1]]:35: error: expected integer or floating point literal
  %0 = arith.constant dense<[1, - ]> : tensor<2xi32>
  return
}
// -----
// CHECK: [[@LINE+1]]:29: error: expected integer literal
"test.op"() {b = array<i136:i321, -1>} : () -> ()
// -----
// CHECK: [[@LINE+1]]:32: error: expected integer literal
"test.op"() {b = array<i32: 1, 2.5>} : () -> ()
// -----
// CHECK: [[@LINE+1]]:34: error: expected integer literal
"test.op"() {b = array<i32: 1, - x>} : () -> ()
// -----
// CHECK: [[@LINE+1]]:32: error: expected i1 type for 'true' or 'false' values
"test.op"() {b = array<i32: 1, true>} : () -> ()
// -----
// CHECK: [[@LINE+1]]:64: error: unbalanced '<' character in pretty dialect name
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"x", ]>>} {}
// -----
// CHECK: [[@LINE+1]]:88: error: unbalanced '<' character in pretty dialect name
"test.op"() {a = #dlti.dl_entry<"x", 2 : <i32>, b = #dlti.dl_spec<>, c = #dlti<dl_spec<"y" = 1>>} : () -> ()
// -----
// CHECK: [[@LINE+1]]:32: error: unbalanced '<' character in pretty dialect name
"test.op"() {a = #dlti.dl_entry<x, 2 : <i32>} : () -> ()
// -----
func.func @dealloc(%c: f32) {
  // CHECK: [[@LINE+1]]:23: error: custom op 'memref.dealloc' invalid kind of type specified
  memref.dealloc %c : f32
  return
}
// -----
func.func @rank(%c: f32) {
  // CHECK: [[@LINE+1]]:25: error: custom op 'memref.rank' invalid kind of type specified
  %r = memref.rank %c : tensor<4xf32>
  return
}
// -----
func.func @cast(%v: memref<4xf32>) {
  // CHECK: [[@LINE+1]]:42: error: custom op 'memref.cast' invalid kind of type specified
  %r = memref.cast %v : memref<4xf32> to f32
  return
}
// -----
func.func @copy(%v: memref<4xf32>, %c: f32) {
  // CHECK: [[@LINE+1]]:24: error: custom op 'memref.copy' invalid kind of type specified
  memref.copy %c, %v : f32 to memref<4xf32>
  return
}
// -----
func.func @copy_target(%v: memref<4xf32>, %c: f32) {
  // CHECK: [[@LINE+1]]:41: error: custom op 'memref.copy' invalid kind of type specified
  memref.copy %v, %c : memref<4xf32> to f32
  return
}
// -----
func.func @all_reduce(%x: f32) {
  // CHECK: [[@LINE+1]]:8: error: custom op 'gpu.all_reduce' number of operands and types do not match: got 1 operands and 2 types
  %0 = gpu.all_reduce add %x {} : (f32, f32) -> (f32)
  return
}
// -----
func.func @subgroup_reduce(%x: f32) {
  // CHECK: [[@LINE+1]]:8: error: custom op 'gpu.subgroup_reduce' number of operands and types do not match: got 1 operands and 0 types
  %0 = gpu.subgroup_reduce add %x : () -> (f32)
  return
}
// -----
func.func @while_empty_before(%x: i32) -> i32 {
  // CHECK: [[@LINE+1]]:8: error: 'scf.while' op expects a non-empty block
  %r = scf.while (%i = %x) : (i32) -> i32 {
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %r : i32
}
// -----
func.func @assert_msg(%c: i1) {
  // CHECK: [[@LINE+1]]:17: error: custom op 'cf.assert' invalid kind of attribute specified
  cf.assert %c, loc(unknown)"always"
  return
}
// -----
func.func @assert_int(%c: i1) {
  // CHECK: [[@LINE+1]]:17: error: custom op 'cf.assert' invalid kind of attribute specified
  cf.assert %c, unit
  return
}
// -----
func.func @pad_args(%t: tensor<4xf32>, %p: f32) -> tensor<6xf32> {
  // CHECK: [[@LINE+1]]:8: error: expected the block to have 1 arguments
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}
// -----
// CHECK: [[@LINE+1]]:29: error: expected floating point literal
"test.op"() {c = array<f32: true>} : () -> ()
// -----
// CHECK: [[@LINE+1]]:34: error: expected floating point literal
"test.op"() {c = array<f32: 1.0, x>} : () -> ()
// -----
// CHECK: [[@LINE+1]]:30: error: expected i1 type for 'true' or 'false' values
"test.op"() {c = array<i32: -true>} : () -> ()
// -----
// CHECK: [[@LINE+1]]:23: error: expected '<' after 'array'
"test.op"() {c = array)<f32: 1.0>} : () -> ()
// -----
func.func @while_result_number(%x: i32) -> i32 {
  %f = arith.constant false
  // CHECK: [[@LINE+1]]:22: error: result number not allowed in argument list
  %r = scf.while (%i #map %x) : (i32) -> i32 {
    scf.condition(%f) %i : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %r : i32
}
// -----
func.func @generic_empty_block(%a: tensor<4xf32>, %c: memref<4xf32>) {
  // CHECK: [[@LINE+1]]:3: error: 'linalg.generic' op expects a non-empty block
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
  }
  return
}
