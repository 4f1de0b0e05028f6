// mlir-opt 22 BUG (miscompile, out-of-bounds access), and why our copies
// of a dynamic memref are bounded by its size even where the range may not
// run (class (g) of crates/affine-opt/tests/differential_data_copy.rs):
//
// The region of A is A[0 .. 3] whatever %n is, so -affine-data-copy-generate
// hoists the copy-in of A out of the %i loop, where it runs even when the
// loop runs zero times. With %n = 0 the program is valid for any size of A
// (no access runs), but mlir-opt's copy loop reads A[0 .. 3] and a size-2 A
// is read past its end. The box is inside A whenever the range runs, so the
// outputs differ only at such degenerate values (size or trip count 0): we
// do not assume the range runs, and the copy loop stops at
// `min(4, memref.dim)` (tests/lit/data-copy/dynamic-box-clamped.mlir; the
// general case, a box past the end while the range runs:
// data-copy-dynamic-box-past-memref-end.mlir). The WRONG line fails once
// upstream fixes the pass.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2], [0, 0, 0, 0], 0]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-space=0 | affine-opt --run=kernel --run-inputs='[[1, 2], [0, 0, 0, 0], 0]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-space=0 | FileCheck %s --check-prefix=OURS
// RUN: %mlir_opt %s -affine-data-copy-generate=fast-mem-space=0 | FileCheck %s --check-prefix=UPSTREAM
// RUN: %mlir_opt %s -affine-data-copy-generate=fast-mem-space=0 | not affine-opt --run=kernel --run-inputs='[[1, 2], [0, 0, 0, 0], 0]' 2>&1 | FileCheck %s --check-prefix=WRONG

// CORRECT: @kernel:
// CORRECT-NOT: out of bounds
// WRONG: index [2] out of bounds for memref of shape [2]

// OURS:       %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32>
// OURS-NEXT:  affine.for %[[K:.*]] = 0 to min #map()[%[[DIM]]] {
// OURS-NEXT:    affine.load %arg0[%[[K]]] : memref<?xf32>

// UPSTREAM:       %[[BUF:.*]] = memref.alloc() : memref<4xf32>
// UPSTREAM-NEXT:  affine.for %[[K:.*]] = 0 to 4 {
// UPSTREAM-NEXT:    affine.load %arg0[%[[K]]] : memref<?xf32>
func.func @kernel(%A: memref<?xf32>, %B: memref<4xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%j] : memref<?xf32>
      affine.store %v, %B[%j] : memref<4xf32>
    }
  }
  return
}
