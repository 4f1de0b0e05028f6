// `--mlir-elide-elementsattrs-if-larger=N` prints every non-splat elements
// attribute with more than N elements as `dense_resource<__elided__>`
// (splats and `array<...>` stay), in both forms; ops printed inside
// diagnostics always elide past 16 elements, as MLIR's diagnostics do.
// Both tools' outputs are compared byte for byte.

// RUN: not affine-opt %s --split-input-file --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 > %t.ours 2>&1
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: not affine-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=0x4 > %t.ours 2>&1
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=0x4 > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: not affine-opt %s --split-input-file --allow-unregistered-dialect > %t.ours 2>&1
// RUN: not mlir-opt %s --split-input-file --allow-unregistered-dialect > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=DIAG < %t.ours

// A bad limit is LLVM's command-line error.
// RUN: not affine-opt %s --mlir-elide-elementsattrs-if-larger=-1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: affine-opt: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!

// CHECK-LABEL: func.func @constants
// CHECK:       arith.constant dense_resource<__elided__> : tensor<4xf32>
// CHECK:       arith.constant dense_resource<__elided__> : tensor<2x2xi32>
// CHECK:       arith.constant dense<7> : tensor<8xi8>
// CHECK:       arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK:       "test.op"() {a = array<i32: 1, 2, 3, 4, 5>, b = dense_resource<__elided__> : tensor<3xi1>}

func.func @constants() -> (tensor<4xf32>, tensor<2x2xi32>, tensor<8xi8>, vector<2xi32>) {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %2 = arith.constant dense<7> : tensor<8xi8>
  %3 = arith.constant dense<[1, 2]> : vector<2xi32>
  "test.op"() {a = array<i32: 1, 2, 3, 4, 5>, b = dense<[true, false, true]> : tensor<3xi1>} : () -> ()
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<2x2xi32>, tensor<8xi8>, vector<2xi32>
}

// -----

// DIAG: error: 'arith.addi' op requires the same type for all operands and results
// DIAG: note: see current operation: %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> {big = dense_resource<__elided__> : tensor<17xi32>, small = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi32>}

func.func @diagnostic() {
  %0 = arith.constant dense<1> : tensor<16xi32>
  %1 = "arith.addi"(%0, %0) {small = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi32>, big = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>} : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi64>
  return
}
