// RUN: affine-opt %s --split-input-file --verify-diagnostics

func.func @return_outside_gpu_func() {
  // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
  gpu.return
}

// -----

gpu.module @m {
  // expected-note @+1 {{return type declared here}}
  gpu.func @k(%a: index) -> index {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%a: index) -> index {
    %c = arith.constant 0 : i32
    // expected-error @+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %c : i32
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
  gpu.func @k(index) {
    gpu.return
  }
}

// -----

func.func @func_outside_gpu_module() {
  // expected-error @+1 {{'gpu.func' op expects parent op 'gpu.module'}}
  "gpu.func"() <{function_type = () -> ()}> ({
    "gpu.return"() : () -> ()
  }) {sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  return
}

// -----

func.func @terminator_outside_launch() {
  // expected-error @+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

gpu.module @mixed_arguments {
  // expected-error @+1 {{custom op 'gpu.func' expected SSA identifier}}
  gpu.func @f(%a: i32, f32) {
    gpu.return
  }
}

// -----

gpu.module @unnamed_arguments {
  // expected-error @+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
  gpu.func @f(i32, f32) {
    gpu.return
  }
}

// -----

gpu.module @kernel_result {
  // The signature is checked before the body's gpu.return.
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @f(%a: i32) -> i32 kernel {
    gpu.return
  }
}

// -----

gpu.module @empty_body {
  // expected-error @+1 {{'gpu.func' op expected body with at least one block}}
  gpu.func @f() {
  }
}

// -----

func.func @launch_size_name_with_result_number(%n: index) {
  // expected-error @+1 {{result number not allowed in argument list}}
  gpu.launch blocks(%p, %q, %r) in (%u = %n, %v#1 = %n, %w = %n) threads(%s, %t, %o) in (%e = %n, %f = %n, %g = %n) {
    gpu.terminator
  }
  return
}

// -----

// The offloading handler is an attribute between `<` and `>`.
// expected-error @+1 {{expected attribute name}}
gpu.module @handler<{ {
}

// -----

// expected-error @+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @no_targets [] {
}

// -----

gpu.module @visibility_not_string {
  // A gpu.func's visibility is a discardable attribute: the symbol verifier
  // requires a string.
  // expected-error @+1 {{'gpu.func' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 1 : i64}}
  gpu.func @f() attributes {sym_visibility = 1} {
    gpu.return
  }
}
