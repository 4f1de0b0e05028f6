// mlir-opt 22 BUG (miscompile): -affine-super-vectorize treats any subscript
// of the vectorized IV as contiguous.
//
// `B[%i] = A[%i floordiv 2]` is vectorized into a `vector.transfer_read` of
// A[k floordiv 2 .. k floordiv 2 + 3] (four consecutive elements) instead of
// A[k/2], A[k/2], A[k/2 + 1], A[k/2 + 1]. The same happens for every non-unit
// coefficient of the vectorized IV in the fastest-varying subscript:
// `A[%i * 2]`, `A[7 - %i]` (a reversal, vectorized ascending), `mod`. Most
// of the super-vectorizer miscompiles the differential test finds on
// generated programs are this bug (with `mod`/`floordiv` subscripts; lanes
// past the end of the memref read the `ub.poison` padding).
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' | affine-opt --run=kernel --run-inputs='[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG
//
// affine-opt leaves the loop scalar (lane k would read A[(i + k) floordiv 2],
// not the A[i floordiv 2 + k] a transfer reads) and computes the right result:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' | affine-opt --run=kernel --run-inputs='[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4}))' --vectorization-report 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @kernel: same results on 3 of 3 random inputs
// OURS-LABEL: func.func @kernel
// OURS-NOT: vector.transfer_read
// OURS: affine.load %{{.*}}[%{{.*}} floordiv 2]
// REPORT: remark: not vectorized: the subscripts of `affine.load` (line {{[0-9]+}}) do not vary along the loops as the transfer would assume

// CORRECT: arg1: memref<16xf32> = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]
// WRONG: arg1: memref<16xf32> = [0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7, 8, 9]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<16xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i floordiv 2] : memref<16xf32>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// A = [0, 1, ..., 15], B zero; prints B after the kernel.
func.func @main() {
  %A = memref.alloc() : memref<16xf32>
  %B = memref.alloc() : memref<16xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    affine.store %f, %A[%i] : memref<16xf32>
    affine.store %z, %B[%i] : memref<16xf32>
  }
  call @kernel(%A, %B) : (memref<16xf32>, memref<16xf32>) -> ()
  %u = memref.cast %B : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<16xf32>
  memref.dealloc %B : memref<16xf32>
  return
}
