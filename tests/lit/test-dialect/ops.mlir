// The test-dialect ops affine tests use, printed as mlir-opt 22 prints them.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %0 = test.value_with_bounds {max = 5 : index, min = 0 : index}
// CHECK-NEXT: test.isolated_graph_region {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: test.affine_scope {
func.func @f() {
  %0 = test.value_with_bounds { min = 0 : index, max = 5 : index}
  "test.isolated_graph_region"() ({
    "test.foo"() : () -> ()
  }) : () -> ()
  test.affine_scope {
    "test.bar"() : () -> ()
  }
  return
}
