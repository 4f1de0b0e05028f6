// -affine-super-vectorizer-test=vectorize-affine-loop-nest on a reduction:
// mlir-opt 22 crashes; the loop is vectorized as -affine-super-vectorize
// vectorizes it (vector accumulator, masked last iteration, reduction after).
//
// RUN: not --crash %mlir_opt %s -affine-super-vectorizer-test=vectorize-affine-loop-nest -o /dev/null 2>&1
// RUN: affine-opt %s -affine-super-vectorizer-test=vectorize-affine-loop-nest | FileCheck %s
// RUN: affine-opt %s -affine-super-vectorizer-test=vectorize-affine-loop-nest > %t.ours
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=4 vectorize-reductions" > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-super-vectorizer-test=vectorize-affine-loop-nest --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// CHECK:       %[[Z:.*]] = arith.constant dense<0> : vector<4xi32>
// CHECK:       %[[R:.*]] = affine.for %{{.*}} = 0 to 10 step 4 iter_args(%[[ACC:.*]] = %[[Z]]) -> (vector<4xi32>) {
// CHECK:         %[[M:.*]] = vector.create_mask %{{.*}} : vector<4xi1>
// CHECK:         %[[S:.*]] = arith.select %[[M]], %{{.*}}, %[[Z]] : vector<4xi1>, vector<4xi32>
// CHECK:         arith.addi %[[ACC]], %[[S]] : vector<4xi32>
// CHECK:       vector.reduction <add>, %[[R]] : vector<4xi32> into i32
// SEM: @main: same results on 3 of 3
func.func @main() -> i32 {
  %c0 = arith.constant 0 : i32
  %sum = affine.for %i = 0 to 10 iter_args(%acc = %c0) -> i32 {
    %inc = arith.addi %acc, %c0 : i32
    affine.yield %inc : i32
  }
  return %sum : i32
}
