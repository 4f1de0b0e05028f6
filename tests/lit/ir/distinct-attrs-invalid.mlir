// `distinct[N]<attr>` written wrong, with mlir-opt 22's messages.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+1 {{expected distinct ID}}
module attributes {test.a = distinct[x]<>} {}

// -----

// expected-error @+1 {{expected distinct ID}}
module attributes {test.a = distinct[-1]<>} {}

// -----

// expected-error @+1 {{expected an unsigned 64-bit integer}}
module attributes {test.a = distinct[18446744073709551616]<>} {}

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
module attributes {test.a = distinct[1]} {}

// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
module attributes {test.a = distinct<>} {}

// -----

// expected-error @+1 {{expected ']' to close distinct ID}}
module attributes {test.a = distinct[1} {}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{expected attribute}}
module attributes {test.a = distinct[1]<foo>} {}

// -----

// expected-error @+2 {{undefined symbol alias id 'foo'}}
// expected-error @+1 {{expected attribute}}
module attributes {test.a = distinct[1]<#foo>} {}

// -----

// expected-error @+1 {{expected '>' to close distinct attribute}}
module attributes {test.a = distinct[1]<1 : i32} {}

// -----

// expected-error @+1 {{referenced attribute does not match previous definition: unit}}
module attributes {test.a = distinct[3]<>, test.b = distinct[3]<1>} {}

// -----

// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i64}}
module attributes {test.a = distinct[3]<1>, test.b = distinct[3]<1 : i32>} {}
