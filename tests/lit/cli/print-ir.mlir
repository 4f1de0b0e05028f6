// IR dumps around passes (`--mlir-print-ir-*`), written to stderr as
// mlir-opt 22 writes them: a header naming the pass by its class and its
// argument, then the op the pass ran on printed on its own (maps inline),
// or the whole module under --mlir-print-ir-module-scope, then a blank
// line. With threads, the dumps of each function come in function order
// (mlir-opt's order with --mlir-disable-threading), so the two tools'
// outputs are compared byte for byte.

// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2},cse),canonicalize)" --mlir-print-ir-after-all -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2},cse),canonicalize)" --mlir-print-ir-after-all -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=AFTER < %t.ours

// AFTER: // -----// IR Dump After AffineLoopUnroll (affine-loop-unroll) //----- //
// AFTER-NEXT: func.func @unrolled(%arg0: memref<16xf32>) {
// AFTER-NEXT:   affine.for %arg1 = 0 to 16 step 2 {
// AFTER:          %{{.*}} = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg1)
// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @unrolled
// AFTER:      // -----// IR Dump After AffineLoopUnroll (affine-loop-unroll) //----- //
// AFTER-NEXT: func.func @constants()
// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @constants()
// AFTER:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: module {

// Only passes named, before and after; only when the IR changed.
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2},cse),canonicalize)" --mlir-print-ir-before=cse,canonicalize --mlir-print-ir-after=affine-loop-unroll -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2},cse),canonicalize)" --mlir-print-ir-before=cse,canonicalize --mlir-print-ir-after=affine-loop-unroll -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(cse,cse),canonicalize)" --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(cse,cse),canonicalize)" --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=CHANGE < %t.ours
// The first cse changes each function, the second and canonicalize nothing.
// CHANGE-COUNT-2: IR Dump After CSE (cse)
// CHANGE-NOT:     IR Dump

// The whole module, with the op each dump is about in the header; this
// needs a sequential run, as in mlir-opt.
// RUN: affine-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(cse))" --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-print-debuginfo -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(cse))" --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-print-debuginfo -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=SCOPE < %t.ours
// SCOPE: // -----// IR Dump After CSE (cse) ('func.func' operation: @unrolled) //----- //
// SCOPE-NEXT: #loc{{[0-9]*}} = loc(
// SCOPE: // -----// IR Dump After CSE (cse) ('func.func' operation: @constants) //----- //
// RUN: not affine-opt %s -cse --mlir-print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=THREADS
// THREADS: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
// THREADS-EMPTY:
// THREADS-NOT: func.func

// A failing pass: its error, then the IR it failed on; every function
// still runs it (mlir-opt reports the error once per function).
// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(cse,affine-loop-unroll{unroll-factor=0}))" --mlir-print-ir-after-failure -o /dev/null 2> %t.ours
// RUN: not mlir-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(cse,affine-loop-unroll{unroll-factor=0}))" --mlir-print-ir-after-failure -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=FAILED < %t.ours
// FAILED:      <unknown>:0: error: Invalid option: 'unroll-factor' should be greater than 0 or equal to -1
// FAILED-NEXT: // -----// IR Dump After AffineLoopUnroll Failed (affine-loop-unroll) //----- //
// FAILED-NEXT: func.func @unrolled
// FAILED-NOT:  IR Dump After CSE
// FAILED:      <unknown>:0: error: Invalid option: 'unroll-factor' should be greater than 0 or equal to -1
// FAILED-NEXT: // -----// IR Dump After AffineLoopUnroll Failed (affine-loop-unroll) //----- //
// FAILED-NEXT: func.func @constants

// An unknown pass name is a command-line error.
// RUN: not affine-opt %s --mlir-print-ir-after=cse,no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: affine-opt: for the --mlir-print-ir-after option: Cannot find option named 'no-such-pass'!

#map = affine_map<(d0) -> (d0 + 1)>
func.func @unrolled(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32>
    %w = affine.apply #map(%i)
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}

func.func @constants() -> (i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  return %a, %b : i32, i32
}
