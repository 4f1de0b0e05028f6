// mlir-opt 22 BUG (miscompile): -affine-loop-fusion keeps a producer whose
// store writes some elements more than once, and reruns only some of those
// writes in the fused slice, after the producer: an element the consumer
// does not read is left holding an earlier write.
//
// The producer writes T[i + k] = A[i][k] for i, k in 0..3 (the last write of
// T[e] is the one with the largest i); the consumer copies T[0..1] out; a
// third nest copies all of T. T is read by the third nest, so fusion keeps
// the producer and moves a slice of it (0 <= i, k < 2, writing T[0..2]) into
// the consumer: T[2] ends up holding A[1][1] instead of A[2][0]. With
// A[i][k] = 4 i + k the program copies T = [0, 4, 8, 12, 13, 14, 15];
// mlir-opt's output copies [0, 4, 5, 12, 13, 14, 15]. Found while checking
// lone non-injective stores under slices (issue #10).
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// Our interpreter, on the original and on mlir-opt's output:
// RUN: affine-opt %s --run=kernel --run-inputs='[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]], [0, 0], [0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | affine-opt --run=kernel --run-inputs='[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]], [0, 0], [0, 0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=WRONG
// mlir-runner (JIT) confirms both results:
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG
// Our fusion (sound here: tests/lit/fusion/soundness/kept-source-non-injective-store.mlir)
// computes what the input computes:
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS-SEM
// OURS-SEM: @kernel: same results on

// CORRECT: arg2: memref<7xf32> = [0, 4, 8, 12, 13, 14, 15]
// WRONG: arg2: memref<7xf32> = [0, 4, 5, 12, 13, 14, 15]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [0, 4, 8, 12, 13, 14, 15]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [0, 4, 5, 12, 13, 14, 15]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%a: memref<4x4xf32>, %out: memref<2xf32>, %all: memref<7xf32>) {
  %t = memref.alloc() : memref<7xf32>
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 4 {
      %x = affine.load %a[%i, %k] : memref<4x4xf32>
      affine.store %x, %t[%i + %k] : memref<7xf32>
    }
  }
  affine.for %j = 0 to 2 {
    %y = affine.load %t[%j] : memref<7xf32>
    affine.store %y, %out[%j] : memref<2xf32>
  }
  affine.for %j = 0 to 7 {
    %y = affine.load %t[%j] : memref<7xf32>
    affine.store %y, %all[%j] : memref<7xf32>
  }
  memref.dealloc %t : memref<7xf32>
  return
}

// A[i][k] = 4 i + k; prints the copy of T after the kernel.
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %out = memref.alloc() : memref<2xf32>
  %all = memref.alloc() : memref<7xf32>
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 4 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %k)
      %c = arith.index_cast %v : index to i32
      %f = arith.sitofp %c : i32 to f32
      affine.store %f, %a[%i, %k] : memref<4x4xf32>
    }
  }
  call @kernel(%a, %out, %all) : (memref<4x4xf32>, memref<2xf32>, memref<7xf32>) -> ()
  %u = memref.cast %all : memref<7xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %out : memref<2xf32>
  memref.dealloc %all : memref<7xf32>
  return
}
