// mlir-opt 22 BUG (miscompile): -affine-loop-tile checks the legality of
// tiling from the dependences between affine.load / affine.store ops only;
// vector.transfer_read / transfer_write (what -affine-super-vectorize
// leaves in a nest) are not looked at, so a band whose dependences go
// through transfers is tiled even where its dependences forbid it. Found
// while running the tiling pipelines on tests/frontends/pg-vectorized-
// kernels.mlir (code after the super-vectorizer, where tiling is legal),
// made illegal by hand.
//
// Iteration (i, j) reads A[i][j + 1] and writes A[i + 1][j]: the value
// read at (i + 1, j - 1) was written at (i, j), a dependence of distance
// (1, -1), which 4x4 tiles reverse at every tile's left edge. mlir-opt
// tiles the band and A differs from the row-by-row result. Ours, whose
// dependence analysis does not model transfers, does not tile a band with
// a transfer that writes memory when its tiles would reorder iterations,
// and leaves the nest alone.
//
// RUN: affine-opt %s -affine-loop-tile=tile-size=4 | FileCheck %s
// RUN: affine-opt %s -affine-loop-tile=tile-size=4 --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=wave --run-inputs='[[[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23, 24, 25, 26], [27, 28, 29, 30, 31, 32, 33, 34, 35], [36, 37, 38, 39, 40, 41, 42, 43, 44], [45, 46, 47, 48, 49, 50, 51, 52, 53], [54, 55, 56, 57, 58, 59, 60, 61, 62], [63, 64, 65, 66, 67, 68, 69, 70, 71], [72, 73, 74, 75, 76, 77, 78, 79, 80]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-tile=tile-size=4 | affine-opt --run=wave --run-inputs='[[[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23, 24, 25, 26], [27, 28, 29, 30, 31, 32, 33, 34, 35], [36, 37, 38, 39, 40, 41, 42, 43, 44], [45, 46, 47, 48, 49, 50, 51, 52, 53], [54, 55, 56, 57, 58, 59, 60, 61, 62], [63, 64, 65, 66, 67, 68, 69, 70, 71], [72, 73, 74, 75, 76, 77, 78, 79, 80]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-tile=tile-size=4 | affine-opt --run=wave --run-inputs='[[[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23, 24, 25, 26], [27, 28, 29, 30, 31, 32, 33, 34, 35], [36, 37, 38, 39, 40, 41, 42, 43, 44], [45, 46, 47, 48, 49, 50, 51, 52, 53], [54, 55, 56, 57, 58, 59, 60, 61, 62], [63, 64, 65, 66, 67, 68, 69, 70, 71], [72, 73, 74, 75, 76, 77, 78, 79, 80]]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @wave
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 8 {
// CHECK-NOT:     step 4
// SEM: semantic check: @wave: same results on 5 of 5 random inputs
// CORRECT: arg0: memref<9x9xf32> = {{\[}}[0, 1, 2, 3, 4, 5, 6, 7, 8], [2, 4, 6, 8, 10, 12, 14, 16, 17], [8, 12, 16, 20, 24, 28, 32, 34, 26],
// MLIR-WRONG: arg0: memref<9x9xf32> = {{\[}}[0, 1, 2, 3, 4, 5, 6, 7, 8], [2, 4, 6, 8, 10, 12, 14, 16, 17], [8, 12, 16, 26, 24, 28, 32, 34, 26],
func.func @wave(%a: memref<9x9xf32>) {
  %pad = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %j1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %i1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %v = vector.transfer_read %a[%i, %j1], %pad {in_bounds = [true]} : memref<9x9xf32>, vector<1xf32>
      %w = arith.addf %v, %v : vector<1xf32>
      vector.transfer_write %w, %a[%i1, %j] {in_bounds = [true]} : vector<1xf32>, memref<9x9xf32>
    }
  }
  return
}
