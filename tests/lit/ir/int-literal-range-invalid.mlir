// Integer literals out of their type's range: mlir-opt 22's messages, at
// its locations (the digits after a minus sign; an array element's error at
// the token after it).
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not affine-opt %s --split-input-file --allow-unregistered-dialect 2> %t.ours
// RUN: not %mlir_opt %s --split-input-file --allow-unregistered-dialect 2> %t.theirs
// RUN: diff %t.theirs %t.ours

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = 340282366920938463463374607431768211456 : i128} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -170141183460469231731687303715884105729 : i128} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = 170141183460469231731687303715884105728 : si128} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {v = -1 : ui128} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {v = -0 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -200 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -2 : i1} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = 0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i128} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {v = array<i8: 1, -200>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {v = dense<[1, -200]> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {v = dense<[-170141183460469231731687303715884105729]> : tensor<1xi128>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"test.op"() {v = dense<-1> : tensor<ui128>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = 680564733841876926926749214863536422912 : i129} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = 340282366920938463463374607431768211456 : si129} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -340282366920938463463374607431768211457 : si129} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {v = dense<[1, 115792089237316195423570985008687907853269984665640564039457584007913129639936]> : tensor<2xi256>} : () -> ()

// -----

// `i0` holds only 0; a minus sign is out of range even on zero.
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = 1 : i0} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -0 : i0} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {v = array<i0: -1>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {v = dense<[0, 1]> : tensor<2xi0>} : () -> ()

// -----

// A negated literal must have its sign bit set, which -0 has not
// (buildAttributeAPInt), in every integer type and in every literal site.
// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -0 : i32} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -0} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = [-0x0 : i1]} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -0 : index} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -9223372036854775809 : index} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {v = -0 : i256} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {v = dense<[1, -0]> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {v = dense<-0> : vector<2xindex>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.op"() {v = array<i16: 3, -0>} : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %c = arith.constant -0 : i64
  return
}

// -----

// An i1 array element is spelled true/false only (any integer is an
// error at the token after it, before its range is checked).
// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"test.op"() {v = array<i1: true, 1>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"test.op"() {v = array<si1: -0>} : () -> ()

// -----

// An integer literal of a type that is neither an integer nor a float:
// reported at the digits after the minus sign.
// expected-error @+1 {{integer literal not valid for specified type}}
"test.op"() {v = -134 : memref<4xf32>} : () -> ()
