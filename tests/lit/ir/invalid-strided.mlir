// strided<...> layout syntax errors, with mlir-opt 22's messages.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{expected '<' after 'strided'}}
"test.op"() {a = strided[1]>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[x]>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[99999999999999999999]>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.op"() {a = strided<[1] offset: 0>} : () -> ()

// -----

// expected-error @+1 {{expected 'offset' after comma}}
"test.op"() {a = strided<[1], off: 0>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after 'offset'}}
"test.op"() {a = strided<[1], offset 0>} : () -> ()

// -----

func.func @subview_list(%m: memref<4x4xf32>) {
  // A failure inside a dynamic index list is followed by a summary error.
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, 0] [1, 4]][1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  return
}
