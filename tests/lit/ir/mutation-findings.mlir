// Diagnostics scripts/mutation-diff.py found differing at seeds other than
// the CI seed, now as mlir-opt 22 words and places them: declarative
// operand lists end at a non-operand, a hash identifier after an SSA name
// is a result number, gpu async dependencies and llvm nested types and
// call signatures report as the reference does.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: error: expected ']'
func.func @load(%m: memref<4xf32>) {
  %0 = memref.load %m[i32] : memref<4xf32>
  return
}
// -----
// CHECK: error: invalid SSA value result number
func.func @hash(%A: memref<16xf32>, %v: f32) {
  affine.for %i = 0 to 16 {
    affine.store %v, %A[%i#map] : memref<16xf32>
  }
  return
}
// -----
// CHECK: error: expected operand
func.func @select(%c: i1, %a: i32, %b: i32) {
  %0 = arith.select i1 %a, %b : i32
  return
}
// -----
// CHECK: error: expected SSA operand
func.func @deps(%t: !gpu.async.token) {
  %0 = gpu.wait async [iter_args%t]
  return
}
// -----
// CHECK: error: expected valid keyword
llvm.func @s() -> !llvm.struct<(i32,0f32)>
// -----
// CHECK: error: expected non-function type
// CHECK: error: custom op 'llvm.call' expected direct call to have 1 trailing types
llvm.func @v(i32) -> i32
func.func @call(%x: i32) {
  %0 = llvm.call @v(%x) : (i32) ->[ i32
  return
}
