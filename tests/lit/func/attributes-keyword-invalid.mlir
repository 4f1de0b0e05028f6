// `attributes` must be followed by a dictionary: mlir-opt 22's message is
// "expected '{' in attribute dictionary" (found by mutation-diff seed 63).
// RUN: not affine-opt %s 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s 2>&1 | FileCheck %s

// CHECK: attributes-keyword-invalid.mlir:[[@LINE+1]]:26: error: expected '{' in attribute dictionary
func.func @f() attributes loc(unknown) = #spirv.entry_point_abi<bogus = 1>} { return }
