// mlir-opt 22 BUG (miscompile): -affine-scalrep forwards a store across a
// store in the `else` region of an `affine.if` that overwrites the element.
//
// A[7] = 1.0 is stored, then the loop %i = 0 to 6 stores 2.0 to A[%i + 3]
// in the else branch of `if (%i >= 5)`, i.e. for %i = 0..4: A[7] is
// overwritten at %i = 4. mlir-opt's dependence analysis gives an access in
// an `else` region the `then` condition (%i >= 5) as its domain, finds
// that A[%i + 3] never reaches A[7] there, and replaces the final load of
// A[7] by 1.0. The program returns 2.0; after mlir-opt's scalrep it
// returns 1.0. Ours keeps the load (the else store may write A[7]).
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s -affine-scalrep | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-scalrep --check-semantics 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=kernel --run-inputs='[[0,0,0,0,0,0,0,0,0,0], [0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-scalrep | affine-opt --run=kernel --run-inputs='[[0,0,0,0,0,0,0,0,0,0], [0]]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s -affine-scalrep | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// OURS-LABEL: func.func @kernel
// OURS:         affine.if
// OURS:         } else {
// OURS-NEXT:      affine.store %{{.*}}, %{{.*}}[%{{.*}} + 3]
// OURS:         %[[X:.*]] = affine.load %{{.*}}[7]
// OURS-NEXT:    affine.store %[[X]], %{{.*}}[0]
// SEM: @kernel: same results
// SEM-NOT: computes something else
// CORRECT: arg1: memref<1xf32> = [2]
// WRONG: arg1: memref<1xf32> = [1]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [2]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [1]

func.func private @printMemrefF32(memref<*xf32>)

func.func @kernel(%A: memref<10xf32>, %out: memref<1xf32>) {
  %v = arith.constant 1.0 : f32
  %w = arith.constant 2.0 : f32
  affine.store %v, %A[7] : memref<10xf32>
  affine.for %i = 0 to 6 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
    } else {
      affine.store %w, %A[%i + 3] : memref<10xf32>
    }
  }
  %x = affine.load %A[7] : memref<10xf32>
  affine.store %x, %out[0] : memref<1xf32>
  return
}

func.func @main() {
  %A = memref.alloc() : memref<10xf32>
  %out = memref.alloc() : memref<1xf32>
  call @kernel(%A, %out) : (memref<10xf32>, memref<1xf32>) -> ()
  %u = memref.cast %out : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<10xf32>
  memref.dealloc %out : memref<1xf32>
  return
}
