// When -lower-affine cannot expand an op (a division or modulus by a
// non-positive constant), it reports the error at the op and leaves the op
// as it was: the part of the expansion built before the failing expression
// is erased again, as mlir-opt 22's conversion driver rolls back whatever a
// failed pattern created. The second RUN line checks that the expected
// output is mlir-opt's.
// RUN: affine-opt %s -lower-affine --split-input-file 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %mlir_opt %s -lower-affine --split-input-file 2>/dev/null | FileCheck %s

// The first result, d0 + 3, was expanded before `d0 mod 0` failed.
// ERR: error: modulo by non-positive value is not supported
// CHECK-LABEL: func.func @min_second_result_fails(%arg0: index) -> index {
// CHECK-NEXT:    %0 = affine.min #map(%arg0)
// CHECK-NEXT:    return %0 : index
func.func @min_second_result_fails(%x: index) -> index {
  %0 = affine.min affine_map<(d0) -> (d0 + 3, d0 mod 0)>(%x)
  return %0 : index
}

// -----

// The multiplication and the addition come before the failing modulus.
// ERR: error: modulo by non-positive value is not supported
// CHECK-LABEL: func.func @apply_outer_mod_fails(%arg0: index) -> index {
// CHECK-NEXT:    %0 = affine.apply #map(%arg0)
// CHECK-NEXT:    return %0 : index
func.func @apply_outer_mod_fails(%x: index) -> index {
  %0 = affine.apply affine_map<(d0) -> ((d0 * 3 + 2) mod 0)>(%x)
  return %0 : index
}

// -----

// The other ops of the function are still lowered.
// ERR: error: division by non-positive value is not supported
// CHECK-LABEL: func.func @others_still_lowered(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c5 : index
// CHECK-NEXT:    %1 = affine.max #map(%arg0)
// CHECK-NEXT:    return %0, %1 : index, index
func.func @others_still_lowered(%x: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 5)>(%x)
  %1 = affine.max affine_map<(d0) -> (d0 * 2, d0 floordiv -1)>(%x)
  return %0, %1 : index, index
}
