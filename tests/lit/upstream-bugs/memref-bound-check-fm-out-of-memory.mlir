// mlir-opt 22 BUG (out of memory): -test-memref-bound-check runs out of
// memory on the load below. MemRefRegion::compute projects the loop IVs out
// of the access relation with Fourier-Motzkin elimination; with the local
// variables of the mod, floordiv and ceildiv subscripts (and of the floordiv
// loop bounds) the constraint count blows up and the allocation fails
// ("LLVM ERROR: out of memory", within seconds under a 2 GB limit; unlimited
// it grows until the machine's memory runs out). Each subscript alone is
// fine. Found by differential_affine_passes (bound check, seed 1593, reduced).
// The RUN line caps mlir-opt's address space so the crash comes early; the
// test fails once upstream checks the access without the blow-up.
//
// affine-opt finds the access in bounds (no error): dim 0 is a `mod 2`,
// dim 1 is `(k - j + 3) floordiv 3` with k in [j floordiv 2, j floordiv 2 + 4)
// and j in [1, 7), so 0 or 1, and dim 2 is a `mod 8`.
//
// RUN: affine-opt %s -test-memref-bound-check -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS --allow-empty
// RUN: not sh -c 'ulimit -v 2000000; timeout 20 %mlir_opt %s -test-memref-bound-check -o /dev/null' 2>&1 | FileCheck %s --check-prefix=MLIR

// OURS-NOT: error
// MLIR: LLVM ERROR: out of memory

func.func @kernel(%A: memref<2x3x8xf32>, %n: index) {
  affine.for %i = affine_map<()[s0] -> (s0 floordiv 2)>()[%n] to 8 {
    affine.for %j = 1 to 7 {
      affine.for %k = affine_map<(d0) -> (d0 floordiv 2)>(%j) to affine_map<(d0) -> (d0 floordiv 2 + 4)>(%j) {
        %v = affine.load %A[(%j + %i + 3) mod 2, (%k - %j + 3) floordiv 3, ((%i * 2 - %k - 1) ceildiv 2) mod 8] : memref<2x3x8xf32>
      }
    }
  }
  return
}
