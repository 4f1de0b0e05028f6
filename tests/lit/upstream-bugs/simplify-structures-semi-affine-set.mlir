// mlir-opt 22 BUG (miscompile): -affine-simplify-structures replaces an
// integer set with a semi-affine constraint (here `d0 * s0 - 4 >= 0`) by the
// always-true set: its constraint system cannot hold the product, is built
// without any constraint (an assertion only in debug builds), and the empty
// system reads back as `0 == 0`. The affine.if is then inlined, so the store
// runs whatever the operands. affine-opt leaves sets it cannot flatten
// unchanged.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s -affine-simplify-structures | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-simplify-structures --check-semantics=3 > /dev/null
// RUN: affine-opt %s -affine-simplify-structures --run=kernel --run-inputs='[[0, 0], 1, 1]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-simplify-structures | affine-opt --run=kernel --run-inputs='[[0, 0], 1, 1]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s -affine-simplify-structures | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// OURS: affine.if #{{.*}}()[%arg2, %arg1]
// 1 * 1 - 4 < 0: nothing is stored.
// CORRECT: @kernel:
// CORRECT-NOT: arg0
// WRONG: arg0: memref<2xf32> = [1, 0]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 0]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [1, 0]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<2xf32>, %a: index, %b: index) {
  %one = arith.constant 1.0 : f32
  affine.if affine_set<(d0)[s0] : (d0 * s0 - 4 >= 0)>(%a)[%b] {
    affine.store %one, %A[0] : memref<2xf32>
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<2xf32>
  %z = arith.constant 0.0 : f32
  affine.store %z, %A[0] : memref<2xf32>
  affine.store %z, %A[1] : memref<2xf32>
  %c1 = arith.constant 1 : index
  call @kernel(%A, %c1, %c1) : (memref<2xf32>, index, index) -> ()
  %u = memref.cast %A : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<2xf32>
  return
}
