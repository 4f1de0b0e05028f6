// gpu.launch_func's kernel checks as mlir-opt 22 makes them: the launch
// needs a `gpu.container_module` around it; the module attribute's
// verifier looks each launch's kernel up (container, gpu.module, function,
// `gpu.kernel` marker) and compares the kernel operands with the gpu.func's
// arguments, before the ops inside the module are verified.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

module {
  func.func @not_a_container(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @no_container(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel { gpu.return }
  }
  func.func @no_function(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@kernels::@nope' is undefined}}
    gpu.launch_func @kernels::@nope blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) { gpu.return }
  }
  func.func @not_marked(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel { gpu.return }
  }
  func.func @operand_count(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel { gpu.return }
  }
  func.func @operand_type(%n: index, %x: i32) {
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @k() { return }
  func.func @not_a_gpu_module(%n: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel module 'k' is undefined}}
    gpu.launch_func @k::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel { gpu.return }
  }
  func.func @checked_before_nested_ops(%n: index, %x: f32) {
    // The launch is checked by the module's attribute before the function
    // body's ops are verified, so only this error is reported.
    // expected-error @+1 {{'gpu.launch_func' op got 2 kernel operands but expected 1}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : f32, %x : f32)
    %bad = "arith.addi"(%x, %x) : (f32, f32) -> f32
    return
  }
}

// -----

// expected-error @+1 {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @attribute_on_a_function() attributes {gpu.container_module} {
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel { gpu.return }
  }
  func.func @nested_launch_is_skipped(%n: index, %c: i1) {
    // A launch nested deeper than a function of the module is left to
    // other checks (none here): the operand count is not compared.
    scf.if %c {
      gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    }
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@kernels::@missing' is undefined}}
    gpu.launch_func @kernels::@missing blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

// The kernel operands are a parenthesized list (MLIR's " in argument list"
// context in both messages).
module attributes {gpu.container_module} {
  func.func @args_without_parens(%m: memref<8xf32>, %n: index) {
    // expected-error @+1 {{expected '(' in argument list}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args %m : memref<8xf32>
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @args_unclosed(%m: memref<8xf32>, %n: index) {
    // expected-error @+1 {{expected ')' in argument list}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<8xf32> %m)
    return
  }
}
