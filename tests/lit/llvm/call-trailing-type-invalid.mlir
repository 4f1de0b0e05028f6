// An indirect llvm.call whose function type after the callee's type is
// bad: the parser's error, then mlir-opt 22's "expected trailing function
// type" (found by CI's mutation-diff seed 1).
// RUN: affine-opt %s --verify-diagnostics
// RUN: %mlir_opt %s --verify-diagnostics

func.func @m(%x: i32, %fp: !llvm.ptr) {
  // expected-error @+2 {{expected '('}}
  // expected-error @+1 {{custom op 'llvm.call' expected trailing function type}}
  llvm.call %fp(%x) : !llvm.ptr,  -> ()
  return
}
