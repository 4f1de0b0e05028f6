// Verifier messages of ub.unreachable, as mlir-opt 22's (count traits,
// then its place as a terminator).
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @h() {
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  "ub.unreachable"() : () -> ()
  return
}

// -----

func.func @h2(%a: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%a) : (i32) -> ()
}

// -----

func.func @h3(%a: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero results}}
  %0 = "ub.unreachable"() : () -> (i32)
}

// -----

func.func @h4(%a: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero regions}}
  "ub.unreachable"() ({}) : () -> ()
}

// -----

func.func @h4(%a: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires 0 successors but found 1}}
  "ub.unreachable"() [^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @h5() {
  // expected-error @+1 {{expected '=' after SSA name}}
  ub.unreachable %x
}
