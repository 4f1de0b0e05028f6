// mlir-opt 22 BUG (hang, out of memory): -affine-simplify-structures never
// settles on the last affine.apply below. Composing it with the two applies
// feeding it gives a semi-affine map; each SimplifyAffineOp rewrite swaps
// the order of the two floordiv terms inside the product with s0, so the
// map differs every time and the op is rewritten again and again, growing
// memory until it runs out (differential_affine_passes, index kernel of
// seed 1212 after -affine-expand-index-ops-as-affine). The RUN line gives
// mlir-opt 3 seconds; the test fails once upstream makes the rewrite settle.
// roundtrip-diff: skip (mlir-opt 22 never finishes on this file).
//
// affine-opt stops after a rewrite limit (64 per simplified op plus 1024),
// so the output is one of the two swapped forms, and computes what the
// input computes.
//
// RUN: affine-opt %s -affine-simplify-structures | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-simplify-structures --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS-SEM
// RUN: not timeout 3 %mlir_opt %s -affine-simplify-structures -o /dev/null

// OURS: #[[MAP:.*]] = affine_map<(d0)[s0] -> (d0 * 131 - (d0 floordiv 4) * 100 - (d0 floordiv 5) * 25 + ((d0 * 26 - (d0 floordiv 5) * 5 - (d0 floordiv 4) * 20) * s0) * 5 + (d0 * (s0 * s0)) * 5)>
// OURS: affine.apply #[[MAP]](%{{.*}})[%arg1]
// OURS-SEM: @kernel: same results on

func.func @kernel(%A: memref<29xindex>, %n: index) {
  affine.for %i = 0 to 29 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 26 - (d0 floordiv 4) * 20 - (d0 floordiv 5) * 5)>(%i)
    %1 = affine.apply affine_map<(d0, d1)[s0] -> (d1 + d1 * s0 + d0 * (s0 * s0))>(%i, %0)[%n]
    %2 = affine.apply affine_map<(d0, d1) -> (d0 * 5 + d1)>(%1, %i)
    memref.store %2, %A[%i] : memref<29xindex>
  }
  return
}
