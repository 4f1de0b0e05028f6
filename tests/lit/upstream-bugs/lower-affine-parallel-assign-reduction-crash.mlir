// mlir-opt 22 BUG (crash): -lower-affine on an affine.parallel with an
// "assign" reduction asks for the identity value of a reduction that has
// none and aborts building an arith.constant from a null attribute
// ("Failed to infer result type(s)"). Upstream fixed this after 22 (the
// pattern now reports "Reduction operation type not supported" and fails).
//
// RUN: not --crash %mlir_opt %s -lower-affine -o /dev/null
//
// Ours reports that error and leaves the op as it was: nothing the failed
// pattern built before finding the reduction stays behind (the bound and
// step constants are erased again), and the pass does not fail, as the
// conversion leaves an op it cannot lower that was not declared illegal.
// RUN: affine-opt %s -lower-affine 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// ERR: error: Reduction operation type not supported
// CHECK-LABEL: func.func @assign_reduction(%arg0: index) -> i32 {
// CHECK-NEXT:    %0 = affine.parallel (%arg1) = (0) to (symbol(%arg0)) reduce ("assign") -> (i32) {
// CHECK-NEXT:      %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:      affine.yield %c0_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
func.func @assign_reduction(%n: index) -> i32 {
  %0 = affine.parallel (%i) = (0) to (%n) reduce ("assign") -> i32 {
    %c0 = arith.constant 0 : i32
    affine.yield %c0 : i32
  }
  return %0 : i32
}
