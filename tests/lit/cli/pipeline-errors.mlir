// Pass-pipeline errors as mlir-opt 22 reports them: the structure of the
// text first (parentheses, braces, commas), then every pass name, then each
// pass's options and placement; and only after the input has parsed (a
// chunk that fails to parse reports its parse error instead), once per
// chunk with --split-input-file. Each run is compared byte for byte.
//
// RUN: not affine-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(cse)' > %t.ours 2>&1
// RUN: not %mlir_opt %s --split-input-file --pass-pipeline='builtin.module(func.func(cse)' > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: not affine-opt %s --pass-pipeline='builtin.module(func.func(cse)))' > %t.ours 2>&1
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(cse)))' > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: not affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=x}),foo)' > %t.ours 2>&1
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=x}),foo)' > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: not affine-opt %s --pass-pipeline='builtin.module(cse{a}(x))' > %t.ours 2>&1
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(cse{a}(x))' > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: not affine-opt %s --pass-pipeline='builtin.module(func.func(),cse)' > %t.ours 2>&1
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(),cse)' > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: not affine-opt %s --pass-pipeline='builtin.module(cse' > %t.ours 2>&1
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(cse' > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: not affine-opt %s --split-input-file -affine-loop-unroll=unroll-factor=x > %t.ours 2>&1
// RUN: not %mlir_opt %s --split-input-file -affine-loop-unroll=unroll-factor=x > %t.ref 2>&1
// RUN: sed -i 's/^mlir-opt:/affine-opt:/' %t.ref
// RUN: diff %t.ours %t.ref
// RUN: not affine-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(foo)' > %t.ours 2>&1
// RUN: not %mlir_opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(foo)' > %t.ref 2>&1
// RUN: diff %t.ours %t.ref

func.func @parses() {
  return
}

// -----

// This chunk does not parse: its parse error is reported, not the pipeline's.
func.func @does_not_parse( {
