// `--mlir-pass-statistics` reports after the passes ran, successful or
// not, before the output, once per chunk; not when the pipeline is refused
// before it runs. mlir-opt 22 as Debian ships it has pass statistics
// compiled out, so its report is the banner alone: ours prints exactly
// that, and both tools' outputs are compared byte for byte.

// RUN: affine-opt %s --split-input-file --mlir-pass-statistics -cse 2>&1 | sed 's/^mlir-opt:/affine-opt:/' > %t.ours
// RUN: mlir-opt %s --split-input-file --mlir-pass-statistics -cse 2>&1 | sed 's/^mlir-opt:/affine-opt:/' > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours

// A failing pass: its error, then the report.
// RUN: not affine-opt %s --split-input-file --mlir-pass-statistics --mlir-pass-statistics-display=list --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=0}))" > %t.ours 2>&1
// RUN: not mlir-opt %s --split-input-file --mlir-pass-statistics --mlir-pass-statistics-display=list --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=0}))" > %t.ref 2>&1
// RUN: diff %t.ours %t.ref

// Refused before running: no report.
// RUN: not affine-opt %s --split-input-file --mlir-pass-statistics --dump-pass-pipeline -affine-loop-unroll -cse > %t.ours 2>&1
// RUN: not mlir-opt %s --split-input-file --mlir-pass-statistics --dump-pass-pipeline -affine-loop-unroll -cse > %t.ref 2>&1
// RUN: diff %t.ours %t.ref

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Pass statistics report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-EMPTY:
// CHECK:      ... Pass statistics report ...
// CHECK:      func.func @first
// CHECK:      func.func @second

func.func @first(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 1 : index
  %x = arith.addi %a, %c1 : index
  %y = arith.addi %a, %c2 : index
  return %y : index
}

// -----

func.func @second() {
  return
}
