// RUN: not affine-opt %s -no-such-pass 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(no-such-pass))" 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not affine-opt %s --pass-pipeline="no-anchor" 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not affine-opt %S/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not affine-opt %s %s -canonicalize 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not %mlir_opt %s %s -canonicalize 2>&1 | FileCheck %s --check-prefix=TWO

// FLAG: Unknown command line argument '-no-such-pass'.  Try: '{{.*}} --help'

// The nearest flag is suggested, with the value given, as LLVM does.
// RUN: not affine-opt %s -affine-loop-tilee=3 2>&1 | FileCheck %s --check-prefix=NEAR
// RUN: not %mlir_opt %s -affine-loop-tilee=3 2>&1 | FileCheck %s --check-prefix=NEAR
// NEAR: Unknown command line argument '-affine-loop-tilee=3'.  Try: '{{.*}} --help'
// NEAR-NEXT: Did you mean '--affine-loop-tile=3'?
// RUN: not affine-opt %s --mlir-timingg 2>&1 | FileCheck %s --check-prefix=NEAR-FLAG
// RUN: not %mlir_opt %s --mlir-timingg 2>&1 | FileCheck %s --check-prefix=NEAR-FLAG
// NEAR-FLAG: Did you mean '--mlir-timing'?
// PIPE: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// PIPE-NEXT: func.func(no-such-pass)
// PIPE-NEXT: {{^          \^$}}
// ANCHOR: expected pass pipeline to be wrapped with the anchor operation type
// TWO: Too many positional arguments specified!
// TWO-NEXT: Can specify at most 1 positional arguments: See: {{.*}} --help
// MISSING: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
func.func @f() {
  return
}
