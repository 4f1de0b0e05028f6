// mlir-opt 22 BUG (miscompile): -affine-super-vectorize ignores dependences
// carried through a view of a memref. Its parallelism check takes two
// distinct memref values to be distinct memory, so a loop that reads %A[%i]
// and writes the same buffer through a `memref.reinterpret_cast` view at
// %i + 1 (each iteration reads what the previous one wrote) is vectorized as
// independent lanes: every lane reads the original values.
//
// affine-opt's dependence check treats a view as possibly aliasing its
// source (AliasMode::Views), finds the carried dependence and leaves the loop
// scalar; the report says which dependence.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 1, 1, 1, 1, 1, 1, 1]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=4" | affine-opt --run=kernel --run-inputs='[[1, 1, 1, 1, 1, 1, 1, 1]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=4" | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" | affine-opt --run=kernel --run-inputs='[[1, 1, 1, 1, 1, 1, 1, 1]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" --vectorization-report 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT

// CORRECT: arg0: memref<8xf32> = [1, 2, 4, 8, 16, 1, 1, 1]
// WRONG: arg0: memref<8xf32> = [1, 2, 2, 2, 2, 1, 1, 1]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [1, 2, 4, 8, 16, 1, 1, 1]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [1, 2, 2, 2, 2, 1, 1, 1]
// OURS-LABEL: func.func @kernel
// OURS-NOT: vector.
// OURS: affine.for %{{.*}} = 0 to 4 {
// OURS-NEXT: affine.load
// SEM: @kernel: same results on 3 of 3 random inputs
// REPORT: :[[@LINE+6]]:3: remark: not vectorized: not parallel: loop-carried dependence from `affine.load` (line [[@LINE+7]]) to `affine.store` (line [[@LINE+9]])

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<8xf32>) {
  %view = memref.reinterpret_cast %A to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32, strided<[1]>>
  affine.for %i = 0 to 4 {
    %v = affine.load %A[%i] : memref<8xf32>
    %d = arith.addf %v, %v : f32
    affine.store %d, %view[%i + 1] : memref<8xf32, strided<[1]>>
  }
  return
}

// A = [1, ..., 1]; prints A after the kernel.
func.func @main() {
  %A = memref.alloc() : memref<8xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %one, %A[%i] : memref<8xf32>
  }
  call @kernel(%A) : (memref<8xf32>) -> ()
  %u = memref.cast %A : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8xf32>
  return
}
