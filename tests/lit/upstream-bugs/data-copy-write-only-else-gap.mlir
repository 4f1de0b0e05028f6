// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate does not copy in
// a region the range only writes, and copies the whole box back out, even
// where the stores under `affine.if`s leave elements of the box unwritten.
// Here A[0] is written at %i = 0 and A[%i] for 2 <= %i < %n in the `else`
// region; with %n = 3 the box A[0 .. 7] is written back from a buffer that
// holds only A[0] and A[2]: A[1] and A[3 ..] are lost.
//
// Ours: the exact cover proof models `else` regions (the negated
// condition); where it fails, the box is copied in first
// (tests/lit/data-copy/write-cover-else.mlir).
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 3]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-space=0 | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 3]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-data-copy-generate=fast-mem-space=0 | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], 3]' | FileCheck %s --check-prefix=WRONG

// CORRECT: arg0: memref<8xf32> = [10, 2, 20, 4, 5, 6, 7, 8]
// WRONG: arg0: memref<8xf32> = [10, 0, 20, 0, 0, 0, 0, 0]
#eq0 = affine_set<(d0) : (d0 == 0)>
#mid = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>
func.func @kernel(%A: memref<8xf32>, %n: index) {
  %c1 = arith.constant 10.0 : f32
  %c2 = arith.constant 20.0 : f32
  affine.for %i = 0 to 8 {
    affine.if #eq0(%i) {
      affine.store %c1, %A[%i] : memref<8xf32>
    } else {
      affine.if #mid(%i)[%n] {
        affine.store %c2, %A[%i] : memref<8xf32>
      }
    }
  }
  return
}
