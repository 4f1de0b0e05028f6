// Diagnostics mlir-opt 22 produces that affine-opt cannot match yet: a custom-parser failure must be able to report two errors (mlir-opt emits 'expected ... to be one of' and 'failed to parse ... parameter').
// XFAIL: *
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect


func.func @bad_overflow(%a: i32) {
  // expected-error @+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<foo> : i32
  return
}

// -----

func.func @bad_fastmath(%x: f32) {
  // expected-error @+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x fastmath<bar> : f32
  return
}
