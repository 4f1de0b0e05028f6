// Diagnostics of float literals of the small and wide formats, as mlir-opt 22 gives them.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @hex_too_wide() {
  // expected-error @below {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x40 : f6E3M2FN
  return
}

// -----

func.func @hex_too_wide_tf32() {
  // expected-error @below {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x80000 : tf32
  return
}

// -----

func.func @hex_too_wide_f80() {
  // expected-error @below {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x100000000000000000000 : f80
  return
}

// -----

func.func @hex_minus() {
  // expected-error @below {{hexadecimal float literal should not have a leading minus}}
  %0 = arith.constant -0x1 : f8E4M3FN
  return
}

// -----

func.func @decimal_integer() {
  // expected-error @below {{unexpected decimal integer literal for a floating point value}}
  // expected-note @below {{add a trailing dot to make the literal a float}}
  %0 = arith.constant 1 : f128
  return
}

// -----

// expected-error @below {{expected non-function type}}
func.func @bad_name(%a: f8E4M3FNX) {
  return
}
