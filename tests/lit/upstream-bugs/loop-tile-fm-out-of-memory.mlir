// mlir-opt 22 BUG (out of memory): -affine-loop-tile aborts with "LLVM ERROR:
// out of memory" on this band, whatever the tile sizes (tile-size,
// tile-sizes, cache-size: the failure comes before them).
//
// The legality check `isTilingValid` calls `checkMemrefAccessDependence`
// with dependence components for each pair of accesses and depth;
// `computeDirectionVector` projects the dependence polyhedron onto the
// distances of the four common loops and `getConstantBound` then eliminates
// the other distances for each bound, all by Fourier-Motzkin elimination.
// With the local variables of the floordiv/mod subscripts and the min/max
// bounds on `%mm` and `%dim`, the constraint count multiplies at each step
// until an allocation fails (`IntegerRelation::fourierMotzkinEliminate` in
// the stack trace). This band fails within about 4 s on an idle machine,
// with or without a limit (the failing request is larger than the
// machine's memory); the generated program it comes from grows to 1.7 GB
// over a minute under a 2 GB limit, and fails in 2 s under a 1 GB one. The
// differentials stop mlir-opt after 5 s, where these showed up as timeouts (differential_loops seeds 1662, 1728,
// 1766, 1774, 1812, 1814; loops_mix seeds 16, 133, 166, 216, 325; this is
// mix seed 16, reduced; issue #12). To see it (paste in this directory):
//
//   (ulimit -v 1000000; timeout 60 /usr/lib/llvm-22/bin/mlir-opt loop-tile-fm-out-of-memory.mlir --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=3}))' -o /dev/null) 2>&1 | grep -E 'LLVM ERROR|fourierMotzkin|isTilingValid'
//
// which prints "LLVM ERROR: out of memory" and the two frames. The
// differentials rerun a timed-out mlir-opt that way and list such runs as
// "out of memory in Fourier-Motzkin elimination under isTilingValid".
//
// affine-opt's dependence check finishes (in seconds) and leaves the band
// alone, which computes what the input computes:
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile))' --check-semantics 2>&1 | FileCheck %s
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=3}))' --check-semantics 2>&1 | FileCheck %s
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=1}))' --check-semantics 2>&1 | FileCheck %s

// CHECK: semantic check: @kernel: same results on
// CHECK: affine.for %[[I:.*]] = %{{.*}} to min #{{.*}}()[%{{.*}}, %{{.*}}] {
// CHECK-NEXT: affine.for %[[J:.*]] = 2 to min #{{.*}}(%[[I]])[%{{.*}}] {
// CHECK-NEXT: affine.for %{{.*}} = 0 to #{{.*}}(%[[I]]) {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT: affine.load
// CHECK-NEXT: affine.store

func.func @kernel(%arg0: memref<2x3x4xf32>, %sym0: index) {
  %c1 = arith.constant 1 : index
  %dim = memref.dim %arg0, %c1 : memref<2x3x4xf32>
  %mm = affine.min affine_map<()[s0, s1] -> (s0 + 2, s1 + 2, 2)>()[%dim, %sym0]
  affine.for %i = %mm to min affine_map<()[s0, s1] -> (s0 + 5, s1)>()[%mm, %dim] {
    affine.for %j = 2 to min affine_map<(d0)[s0] -> (s0 + 1, d0 + 4)>(%i)[%dim] {
      affine.for %k = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        affine.for %l = 0 to 4 {
          %v = affine.load %arg0[(-%i + symbol(%dim) + 2) floordiv 3 - 1, -%j + %i * 2 - 1, %l + symbol(%mm) - 2] : memref<2x3x4xf32>
          affine.store %v, %arg0[(%k + symbol(%dim) + 3) mod 2, (%k * 2 + 2) mod 3, (%i + %k * 3 - 2) floordiv 2] : memref<2x3x4xf32>
        }
      }
    }
  }
  return
}
