// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// func.call's trailing type is a functional type and call_indirect's the
// callee's FunctionType: any type is read, then its kind is checked (found
// by mutation-diff seed 94; verify-diagnostics form keeps the mutation
// corpus as it was).

func.func private @g(f32)

func.func @call(%x: f32) {
  // expected-error @+1 {{custom op 'func.call' invalid kind of type specified: expected builtin.function, but found 'index'}}
  call @g(%x) : index
  return
}

// -----

func.func @call_indirect(%g: () -> ()) {
  // expected-error @+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'index'}}
  call_indirect %g() : index
  return
}
