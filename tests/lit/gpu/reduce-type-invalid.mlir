// RUN: affine-opt %s --split-input-file --verify-diagnostics

// The reductions' trailing type is MLIR's `functional-type` directive:
// any type is read, then its kind is checked.

func.func @not_a_function_type(%a: f32) {
  // expected-error @+1 {{custom op 'gpu.all_reduce' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = gpu.all_reduce add %a {} : i32
  return
}
