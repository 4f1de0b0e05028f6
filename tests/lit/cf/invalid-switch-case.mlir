// A cf.switch case that is not an integer is reported as mlir-opt 22
// reports it: the custom-op error at the offending token (found by
// scripts/mutation-diff.py --seed 15).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @switch_case_not_integer(%a: i32) -> i32 {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : i32),
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}

// -----

// A `-` must be followed by an integer: the core parser's error at what
// follows, without the custom-op prefix (mutation-diff seed 593).
func.func @switch_case_minus_operand(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    // expected-error @+1 {{expected integer value}}
    -%a: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
