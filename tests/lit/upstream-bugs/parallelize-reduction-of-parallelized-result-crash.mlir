// mlir-opt 22 BUG (crash): -affine-parallelize{parallel-reductions=1}
// decides every loop before rewriting any, and keeps each reduction's
// combined value. Here the second loop combines the result of the first
// (%s) into its accumulator. Rewriting the first loop replaces %s by the
// value combined after its affine.parallel and erases the loop; rewriting
// the second then yields the erased %s, a dangling value, and mlir-opt
// crashes in affineParallelize (OperandStorage::setOperands). Found by
// differential_scalrep_parallel on a loops_mix program (mix seed 455),
// reduced by line deletion and by hand. The test fails once upstream
// fixes the pass.
//
// affine-opt read the stale value the same way and produced IR its
// verifier rejected ("'affine.yield' op using value defined outside the
// region"); it now reads the reductions of a loop again when rewriting it,
// so the second affine.parallel yields the new combined value, and both
// loops compute what they computed before.
//
// RUN: not --crash %mlir_opt %s -affine-parallelize='parallel-reductions=1' -o /dev/null
// RUN: affine-opt %s -affine-parallelize='parallel-reductions=1' | FileCheck %s
// RUN: affine-opt %s -affine-parallelize='parallel-reductions=1' --check-semantics 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=sum_then_min --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 3]' | FileCheck %s --check-prefix=RES
// RUN: affine-opt %s -affine-parallelize='parallel-reductions=1' | affine-opt --run=sum_then_min --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 3]' | FileCheck %s --check-prefix=RES

// CHECK-LABEL: func.func @sum_then_min
// CHECK:         %[[SUM:.*]] = affine.parallel (%{{.*}}) = (0) to (8) reduce ("addf") -> (f32) {
// CHECK:         %[[S:.*]] = arith.addf %{{.*}}, %[[SUM]] : f32
// CHECK-NEXT:    %[[MIN:.*]] = affine.parallel (%{{.*}}) = (0) to (symbol(%{{.*}})) reduce ("minimumf") -> (f32) {
// CHECK-NEXT:      affine.yield %[[S]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[M:.*]] = arith.minimumf %[[S]], %[[MIN]] : f32
// CHECK-NEXT:    return %[[M]] : f32
// SEM: @sum_then_min: same results
// RES: ret0: f32 = 39
func.func @sum_then_min(%A: memref<8xf32>, %n: index) -> f32 {
  %c3 = arith.constant 3.0 : f32
  %s = affine.for %i = 0 to 8 iter_args(%acc = %c3) -> (f32) {
    %v = affine.load %A[%i] : memref<8xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  %m = affine.for %j = 0 to %n iter_args(%acc2 = %s) -> (f32) {
    %b = arith.minimumf %acc2, %s : f32
    affine.yield %b : f32
  }
  return %m : f32
}
