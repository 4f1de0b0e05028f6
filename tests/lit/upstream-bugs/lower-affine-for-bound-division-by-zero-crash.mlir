// mlir-opt 22 BUG (crash): -lower-affine on an `affine.for` whose bound map
// divides by a non-positive constant reports the division error and then
// segfaults: the affine.for pattern builds the `scf.for` from the null value
// the failed bound expansion returned (the affine.apply, affine.if and
// affine.load patterns check for that failure and give up instead).
// Found by the -lower-affine differential sweep, reduced.
//
// RUN: not --crash %mlir_opt %s -lower-affine -o /dev/null
//
// Ours: the same division error, and the loop stays, as the affine.if and
// affine.load cases do in both tools; its body's affine.yield was lowered
// already (it comes later in the conversion order), so the verifier then
// rejects the `scf.yield` left in the affine.for, as mlir-opt 22 reports for
// an affine.if in the same situation. The exit status is non-zero.
// RUN: not affine-opt %s -lower-affine 2>&1 | FileCheck %s
// CHECK: error: division by non-positive value is not supported
// CHECK-NEXT: affine.for %i = 0 to affine_map<(d0) -> (d0 floordiv 0)>(%n) {
// CHECK: error: 'scf.yield' op expects parent op to be one of
func.func @f(%n: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0 floordiv 0)>(%n) {
    "test.foo"(%i) : (index) -> ()
  }
  return
}
