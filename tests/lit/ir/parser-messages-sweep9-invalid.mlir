// Core parser messages as mlir-opt 22 prints them: a vector type checks
// its sizes after its element type and the closing '>' (VectorType's
// verifier, at the type, every size listed); a generic successor list may
// not be empty (MLIR's parseSuccessors); an elements literal given an
// expected type (the `none` of a symbol operand in custom syntax) takes
// that type and leaves a following `: type` unread.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
func.func @zero_vector(%a: vector<0xi64>)

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 2, 0, 0}}
"t.op"() : () -> vector<2x0x[0]xf32>

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"t.op"() {a = dense<1> : vector<0xi32>} : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{expected list element}}
  "cf.br"()[] : () -> ()
}

// -----

"t.op"() ({
  // expected-error @+1 {{expected list element}}
  "t.term"()[] : () -> ()
}) : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{elements literal must be a shaped type}}
  func.call dense<[1, 2]> : tensor<2xi32>() : () -> ()
  return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{elements literal must be a shaped type}}
  %0 = llvm.mlir.addressof dense<1> : tensor<i32> : !llvm.ptr
  llvm.return
}

// -----

func.func @f() {
  // expected-error @+1 {{elements literal must be a shaped type}}
  %0 = index.constant dense<1> : tensor<2xindex>
  return
}

// -----

// An expected tensor type is used as is: the written type is left over.
// expected-error @+1 {{expected operation name in quotes}}
memref.global @g : memref<2xf32> = dense<1.0> : tensor<2xf32>

// -----

// A bool parameter that is neither a keyword nor an integer: the error is
// at the token (mutation-diff seed 1200, gpu filter).
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse NVVM_TargetAttr parameter 'verifyTarget' which is to be a `bool`}}
gpu.module @c [#nvvm.target<verifyTarget = foo>] {}
