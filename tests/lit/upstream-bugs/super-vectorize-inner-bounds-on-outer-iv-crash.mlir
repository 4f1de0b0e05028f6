// mlir-opt 22 BUG (crash): -affine-super-vectorize segfaults in the
// affine.for verifier on a tile loop whose inner reduction loop (iter_args)
// runs from `4 * t` to `min(4 * t + 4, n)`: it vectorizes the outer loop,
// and the inner loop's bound operands become vectors. Found on
// tests/frontends/pg-intdiv-bounds.mlir (`for (t = 0; t < (n + 3) / 4;
// t++)` summing each tile of 4 into out[t]), reduced.
//
// RUN: not --crash %mlir_opt %s -affine-super-vectorize=virtual-vector-size=4 -o /dev/null
//
// Ours: the outer loop does not vectorize (the bounds of the loop inside
// it use its IV), and the inner loop is a reduction (vectorize-reductions
// is off), so the nest is left as it is and computes what it computed.
// RUN: affine-opt %s -affine-super-vectorize=virtual-vector-size=4 | FileCheck %s
// RUN: affine-opt %s -affine-super-vectorize=virtual-vector-size=4 --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// CHECK-LABEL: func.func @tile_sums
// CHECK-NOT:     vector
// CHECK:         affine.for %[[T:.*]] = 0 to #map()[%{{.*}}] {
// CHECK-NEXT:      affine.for %{{.*}} = #map1(%[[T]]) to min #map2(%[[T]])[%{{.*}}] iter_args
// SEM: semantic check: @tile_sums: same results on 5 of 5 random inputs
#map2 = affine_map<()[s0] -> (s0 ceildiv 4)>
#map3 = affine_map<(d0)[s0] -> (d0 * 4 + 4, s0)>
#map4 = affine_map<(d0) -> (d0 * 4)>
func.func @tile_sums(%arg0: memref<?xi32>, %arg1: memref<?xi32>, %n: index) {
  %c0_i32 = arith.constant 0 : i32
  affine.for %arg3 = 0 to #map2()[%n] {
    %1 = affine.for %arg4 = #map4(%arg3) to min #map3(%arg3)[%n] iter_args(%arg5 = %c0_i32) -> (i32) {
      %2 = affine.load %arg0[%arg4] : memref<?xi32>
      %3 = arith.addi %arg5, %2 : i32
      affine.yield %3 : i32
    }
    affine.store %1, %arg1[%arg3] : memref<?xi32>
  }
  return
}
