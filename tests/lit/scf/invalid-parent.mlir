// 'scf.condition' outside 'scf.while': its HasParent check runs before the
// terminator check, as in mlir-opt 22 (the op is not last in its block here).
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @condition_outside(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}

// -----

func.func @condition_in_for(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

// The implicit-terminator check of scf.if runs after its nested ops, so the
// misplaced scf.condition reports first (not "expects regions to end with").
func.func @condition_in_if(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @condition_in_alloca_scope(%c: i1) {
  memref.alloca_scope {
    // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

// scf.index_switch checks its terminators in its own verifier, which runs
// before the nested ops: here the switch reports, not func.return.
func.func @return_in_switch(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
  scf.index_switch %i
  case 2 {
    func.return
  }
  default {
    scf.yield
  }
  return
}
