// The cache model's warnings come for every band, also for a band whose
// dependences then forbid tiling: mlir-opt 22 computes the tile sizes
// first (LoopTiling::runOnOperation), so the diagnostics are the same. This
// in-place stencil (PolyBench's seidel-2d step) has a dependence of
// distance (1, -1), so affine-opt leaves it alone, where mlir-opt 22 tiles
// it (tests/lit/upstream-bugs/loop-tile-illegal-dependence.mlir says why
// that is wrong).
// RUN: affine-opt %s -affine-loop-tile=cache-size=1 2>&1 >/dev/null | FileCheck %s
// RUN: %mlir_opt %s -affine-loop-tile=cache-size=1 2>&1 >/dev/null | FileCheck %s
// RUN: affine-opt %s -affine-loop-tile=cache-size=1 2>/dev/null | FileCheck %s --check-prefix=UNTILED
// RUN: affine-opt %s -affine-loop-tile=cache-size=1 --check-semantics 2>/dev/null > /dev/null

// CHECK: warning: getMemoryFootprintBytes: unable to perform a union on a memory region
// CHECK-NEXT: %b = affine.load %A[%i, %j - 1] : memref<?x40xf64>
// CHECK: note: see current operation:
// CHECK-NOT: warning

// UNTILED: affine.for %{{.*}} = 1 to #map()[%arg1] {
// UNTILED-NEXT: affine.for %{{.*}} = 1 to #map()[%arg1] {
// UNTILED-NEXT: affine.load
func.func @seidel_step(%A: memref<?x40xf64>, %n: index) {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      %a = affine.load %A[%i - 1, %j + 1] : memref<?x40xf64>
      %b = affine.load %A[%i, %j - 1] : memref<?x40xf64>
      %c = arith.addf %a, %b : f64
      affine.store %c, %A[%i, %j] : memref<?x40xf64>
    }
  }
  return
}
