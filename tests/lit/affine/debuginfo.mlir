// RUN: affine-opt %s --mlir-print-debuginfo | FileCheck %s

// The affine.for induction variable prints its location; affine.parallel
// induction variables do not (they are printed as plain operands).

// CHECK-LABEL: func.func @locs
// CHECK: affine.for %[[I:.*]] loc("{{.*}}debuginfo.mlir":[[@LINE+3]]:14) = 0 to %{{.*}} {
// CHECK-NEXT: affine.parallel (%{{.*}}) = (0) to (4) {
func.func @locs(%n: index) {
  affine.for %i = 0 to %n {
    affine.parallel (%j) = (0) to (4) {
    }
  }
  return
}
