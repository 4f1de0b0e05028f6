// --check-semantics on a function that calls an external declaration (a
// frontend's `func.func private @f(...)` with no body, or a C library
// function): the interpreter cannot run the call, so the function is
// reported as not checked instead of failing the check. A function that
// reaches the call only on some inputs is checked on the others. The
// functions that do not reach it are checked as usual.
//
// RUN: affine-opt %s -canonicalize --check-semantics=4 -o /dev/null 2>&1 | FileCheck %s

// CHECK-DAG: semantic check: @calls_external: not checked (the interpreter cannot run it: {{.*}}function @log_row has no body)
// CHECK-DAG: semantic check: @sometimes: same results on {{[1-3]}} of 4 random inputs
// CHECK-DAG: semantic check: @sometimes: the interpreter cannot run the other inputs ({{.*}}function @log_row has no body)
// CHECK-DAG: semantic check: @plain: same results on 4 of 4 random inputs
// CHECK-NOT: semantic check failed

func.func private @log_row(memref<4xf32>)

func.func @calls_external(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %m[%i] : memref<4xf32>
  }
  func.call @log_row(%m) : (memref<4xf32>) -> ()
  return
}

func.func @sometimes(%m: memref<4xf32>, %c: i1) {
  scf.if %c {
    func.call @log_row(%m) : (memref<4xf32>) -> ()
  }
  return
}

func.func @plain(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %m[%i] : memref<4xf32>
  }
  return
}
