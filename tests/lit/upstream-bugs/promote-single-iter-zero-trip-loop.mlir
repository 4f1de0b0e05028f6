// mlir-opt 22 BUG (miscompile): promoteIfSingleIteration moves the body of a
// loop that runs zero times out of the loop.
//
// The trip count map of `affine.for %i = %n to min(%n + 1, %n - 3)` is
// `(1, -3)`: the loop runs min(1, -3) < 1, i.e. zero, times. MLIR's
// getConstantTripCount casts each constant to uint64_t, takes the minimum of
// 1 and 2^64 - 3, reports one iteration, and promoteIfSingleIteration (here
// through -affine-loop-normalize=promote-single-iter) replaces the loop by its
// body: the store the original never executes runs. affine-analysis's
// `constant_trip_count` counts a negative constant as zero iterations, so
// `promote_if_single_iteration` leaves this loop alone (unit test
// `zero_trip_loop_is_not_promoted` in affine-transforms/src/utils/loop_utils.rs).
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the analysis.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-normalize=promote-single-iter | affine-opt --run=kernel --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s -affine-loop-normalize=promote-single-iter | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// The original stores nothing (`--run` prints only the memrefs a run wrote).
// CORRECT: @kernel:
// CORRECT-NOT: arg0
// WRONG: arg0: memref<8xf32> = [0, 0, 1, 0, 0, 0, 0, 0]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0, 0, 0, 0, 0, 0, 0]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0, 0, 1, 0, 0, 0, 0, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<8xf32>) {
  %one = arith.constant 1.0 : f32
  %n = arith.constant 2 : index
  affine.for %i = %n to min affine_map<()[s0] -> (s0 + 1, s0 - 3)>()[%n] {
    affine.store %one, %A[%i] : memref<8xf32>
  }
  return
}

// A zero; prints A after the kernel.
func.func @main() {
  %A = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %z, %A[%i] : memref<8xf32>
  }
  call @kernel(%A) : (memref<8xf32>) -> ()
  %u = memref.cast %A : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8xf32>
  return
}
