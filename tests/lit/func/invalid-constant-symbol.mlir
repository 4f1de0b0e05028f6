// func.constant's symbol must name a func.func of the result's type
// (verifySymbolUses, after the op's own verifier), as in mlir-opt 22.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'missing'}}
  %f = func.constant @missing : (i32) -> i32
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @not_a_function() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'g'}}
  %f = func.constant @g : () -> ()
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @mismatched_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @callee : (i32) -> i64
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @ok() -> ((i32) -> i32) {
  %f = func.constant @callee : (i32) -> i32
  return %f : (i32) -> i32
}
