// Diagnostics mlir-opt 22 produces that affine-opt cannot match yet: HasParent checks ('expects parent op') must run before the terminator-position check.
// XFAIL: *
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect


func.func @condition_outside(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}
