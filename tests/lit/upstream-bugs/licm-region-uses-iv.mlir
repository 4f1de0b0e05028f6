// mlir-opt 22 BUG (invalid output): -affine-loop-invariant-code-motion moves
// an `scf.if` out of the loop when its own operands are invariant, without
// looking at the values its regions use: here the induction variable, so the
// output does not verify. affine-opt keeps the op in the loop. The test fails
// once upstream fixes the pass.
//
// RUN: not %mlir_opt %s -affine-loop-invariant-code-motion -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s -affine-loop-invariant-code-motion | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-loop-invariant-code-motion --check-semantics=3 > /dev/null

// CHECK: error: operand #0 does not dominate this use
// OURS:      affine.for
// OURS-NEXT:   scf.if

func.func @region_uses_iv(%A: memref<10xindex>, %c: i1) {
  affine.for %i = 0 to 10 {
    %r = scf.if %c -> index {
      %x = arith.addi %i, %i : index
      scf.yield %x : index
    } else {
      scf.yield %i : index
    }
    affine.store %r, %A[%i] : memref<10xindex>
  }
  return
}
