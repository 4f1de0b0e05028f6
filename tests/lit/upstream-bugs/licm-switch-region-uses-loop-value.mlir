// mlir-opt 22 BUG (invalid output): -affine-loop-invariant-code-motion moves
// an `scf.index_switch` (C `switch` on a run-time opcode, as Polygeist emits
// it) out of the loop because its own operand is invariant, without looking
// at the values its case regions use: here a value loaded in the loop, so
// the output does not verify. The same bug as licm-region-uses-iv.mlir with
// a loop-defined value other than the induction variable. affine-opt keeps
// the op in the loop. Found by tests/frontends/pg-fastmath-switch.mlir. The
// test fails once upstream fixes the pass.
//
// RUN: not %mlir_opt %s -affine-loop-invariant-code-motion -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s -affine-loop-invariant-code-motion | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-loop-invariant-code-motion --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// CHECK: error: operand #0 does not dominate this use
// OURS:      affine.for
// OURS-NEXT:   affine.load
// OURS-NEXT:   scf.index_switch
// SEM: @switch_uses_load: same results on 3 of 3

func.func @switch_uses_load(%A: memref<16xf32>, %B: memref<16xf32>, %op: index) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    %x = affine.load %A[%i] : memref<16xf32>
    %r = scf.index_switch %op -> f32
    case 0 {
      %m = arith.maximumf %x, %zero : f32
      scf.yield %m : f32
    }
    default {
      scf.yield %x : f32
    }
    affine.store %r, %B[%i] : memref<16xf32>
  }
  return
}
