// --mlir-timing: mlir-opt 22's execution time report on stderr, one per
// chunk: parsing (with verification), each pass (with the verification
// after it) under its nested pipeline, printing, the rest and the total.
// The times differ from run to run; the layout is mlir-opt's, checked here
// on both tools with the same patterns.

// RUN: affine-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2},cse),canonicalize)" --mlir-timing -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=TREE
// RUN: mlir-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2},cse),canonicalize)" --mlir-timing -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=TREE
// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT:                          ... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT:   ----Wall Time----  ----Name----
// TREE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  Parser$}}
// TREE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  'func.func' Pipeline$}}
// TREE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)    AffineLoopUnroll$}}
// TREE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)    CSE$}}
// TREE:      {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  Canonicalizer$}}
// TREE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  Output$}}
// TREE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  Rest$}}
// TREE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}

// A pass placed twice has one row per place in the tree (and one row,
// times summed, in the list), as in mlir-opt.
// RUN: affine-opt %s --mlir-disable-threading -canonicalize -cse -canonicalize --mlir-timing -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=TWICE
// RUN: mlir-opt %s --mlir-disable-threading -canonicalize -cse -canonicalize --mlir-timing -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=TWICE
// TWICE:      {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  Parser$}}
// TWICE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  Canonicalizer$}}
// TWICE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  CSE$}}
// TWICE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)    \(A\) DominanceInfo$}}
// TWICE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  Canonicalizer$}}
// TWICE-NEXT: {{^  [ 0-9][ 0-9][0-9]\.[0-9][0-9][0-9][0-9] \([ 0-9][ 0-9][ 0-9]\.[0-9]%\)  Output$}}
// RUN: affine-opt %s -canonicalize -cse -canonicalize --mlir-timing --mlir-timing-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWICE-LIST
// TWICE-LIST-COUNT-1: Canonicalizer
// TWICE-LIST-NOT: Canonicalizer

// A display option without its value.
// RUN: not affine-opt %s --mlir-timing --mlir-timing-display 2>&1 | FileCheck %s --check-prefix=NO-VALUE
// RUN: not mlir-opt %s --mlir-timing --mlir-timing-display 2>&1 | FileCheck %s --check-prefix=NO-VALUE
// NO-VALUE: for the --mlir-timing-display option: requires a value!

// One report per chunk of --split-input-file.
// RUN: affine-opt %s --split-input-file -cse --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-2: Execution time report

// The list (sorted by time, with the root timer) and JSON layouts.
// RUN: affine-opt %s -cse --mlir-timing --mlir-timing-display=list -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=LIST
// LIST: ----Wall Time----  ----Name----
// LIST-NEXT: {{^    [0-9]\.[0-9][0-9][0-9][0-9] \(100\.0%\)  root$}}
// LIST: {{  CSE$}}
// LIST: {{  Total$}}
// RUN: affine-opt %s -cse --mlir-timing --mlir-output-format=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// JSON:      [
// JSON-NEXT: {"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Parser", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {"duration": {{.*}}, "name": "CSE", "passes": [
// JSON:      "name": "Total"}
// JSON-NEXT: ]

func.func @f(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}

// -----

func.func @g() {
  return
}
