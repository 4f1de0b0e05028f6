// RUN: affine-opt %s --split-input-file --verify-diagnostics

// An elements literal whose type is not shaped is reported at `dense`.

func.func @scalar_type() {
  // expected-error @+1 {{elements literal must be a shaped type}}
  %0 = arith.constant dense<[1, 2]> : i32
  return
}
