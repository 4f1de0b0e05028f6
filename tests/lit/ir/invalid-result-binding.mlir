// Binding result names: the count must match what the op defines, and an op
// without results cannot be named at all (mlir-opt 22's two messages).
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @named_no_results(%m: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{cannot name an operation with no results}}
  %x = memref.store %v, %m[%c0] : memref<4xf32>
  return
}

// -----

func.func @named_generic_no_results() {
  // expected-error @+1 {{cannot name an operation with no results}}
  %x:2 = "test.none"() : () -> ()
  return
}

// -----

func.func @too_many_names(%n: index) {
  // expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
  %q:3 = affine.delinearize_index %n into (4, 25) : index, index
  return
}

// -----

func.func @too_few_names() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %a = "test.two"() : () -> (i32, i32)
  return
}
