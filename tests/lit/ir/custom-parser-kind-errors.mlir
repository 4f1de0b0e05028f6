// Custom parsers report wrong kinds and missing keywords where mlir-opt 22
// does: at the offending token, as `custom op` errors.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: 8:23: error: custom op 'arith.constant' invalid kind of attribute specified
func.func @f() {
  %0 = arith.constant i32
  return
}

// -----

// CHECK: 16:35: error: custom op 'vector.transpose' invalid kind of type specified: expected builtin.vector, but found 'f32'
func.func @f(%v: f32) {
  %0 = vector.transpose %v, [0] : f32 to f32
  return
}

// -----

// CHECK: 24:67: error: custom op 'gpu.launch' expected 'threads'
func.func @f(%i: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%x = %i, %y = %i, %z = %i) thread(%tx, %ty, %tz) in (%a = %i, %b = %i, %c = %i) {
    gpu.terminator
  }
  return
}
