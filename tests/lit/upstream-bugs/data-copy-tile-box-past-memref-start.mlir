// mlir-opt 22 BUG (miscompile, out-of-bounds access):
// -affine-data-copy-generate copies a tile's bounding box without checking
// it against the memref. The point loop of a tile clipped at the memref's
// edges runs from max(%t, 1) to min(%t + 64, 511), so A[%i - 1] and
// A[%i + 1] stay inside memref<512xi32>. The region of the two reads is
// exact, but the union of their regions keeps, per dimension, the one lower
// and upper bound of constant extent: the box A[%t - 1 .. %t + 64]. The
// copy loop runs over that box, which reads A[-1] in the first tile and
// A[512] in the last one.
// Found on tests/frontends/hls-tiled-minmax.mlir (fast-mem-capacity=4, or
// skip-non-unit-stride-loops), reduced by hand.
//
// Ours: where the copy loops of a box can leave the memref at values of
// the loops around the range at which the region has an element inside the
// memref, the box gets the memref's bounds: the copy loop runs from
// max(%t - 1, 0) to min(%t + 65, 512), into the same 66-element buffer at
// the same offsets. Boxes that stay inside are copied as mlir-opt copies
// them. Our -test-memref-bound-check finds both out-of-bounds reads in
// mlir-opt's copy loop and none in ours. The UPSTREAM and WRONG lines fail
// once upstream fixes the pass.
//
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-capacity=1" | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-capacity=1" --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OURS
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-capacity=1" | affine-opt -test-memref-bound-check 2>&1 | FileCheck %s --check-prefix=OURS-BOUNDS
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma=false fast-mem-capacity=1" | FileCheck %s --check-prefix=UPSTREAM
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma=false fast-mem-capacity=1" | affine-opt -test-memref-bound-check 2>&1 | FileCheck %s --check-prefix=BOUNDS
// RUN: %mlir_opt %s -affine-data-copy-generate="generate-dma=false fast-mem-capacity=1" | not affine-opt --run=tiles 2>&1 | FileCheck %s --check-prefix=WRONG

// OURS: semantic check: @tiles: same results on 3 of 3 random inputs
// OURS-BOUNDS-NOT: error

// BOUNDS: error: 'affine.load' op memref out of upper bound access along dimension #1
// BOUNDS: error: 'affine.load' op memref out of lower bound access along dimension #1
// WRONG: error: 'affine.load' op undefined behaviour (out-of-bounds): index [-1] out of bounds for memref of shape [512]

// CHECK-DAG:   #[[LB:.*]] = affine_map<(d0) -> (d0 - 1, 0)>
// CHECK-DAG:   #[[UB:.*]] = affine_map<(d0) -> (d0 + 65, 512)>
// CHECK-LABEL: func.func @tiles
// CHECK:       affine.for %[[T:.*]] = 0 to 510 step 64 {
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<66xi32, 1>
// CHECK-NEXT:    affine.for %[[K:.*]] = max #[[LB]](%[[T]]) to min #[[UB]](%[[T]]) {
// CHECK-NEXT:      %[[V:.*]] = affine.load %arg0[%[[K]]] : memref<512xi32>
// CHECK-NEXT:      affine.store %[[V]], %[[BUF]][%[[K]] - %[[T]] + 1] : memref<66xi32, 1>

// UPSTREAM-DAG:   #[[LB:.*]] = affine_map<(d0) -> (d0 - 1)>
// UPSTREAM-DAG:   #[[UB:.*]] = affine_map<(d0) -> (d0 + 65)>
// UPSTREAM-LABEL: func.func @tiles
// UPSTREAM:         %[[BUF:.*]] = memref.alloc() : memref<66xi32, 1>
// UPSTREAM-NEXT:    affine.for %[[K:.*]] = #[[LB]](%{{.*}}) to #[[UB]](%{{.*}}) {
// UPSTREAM-NEXT:      %[[V:.*]] = affine.load %arg0[%[[K]]] : memref<512xi32>

func.func @tiles(%A: memref<512xi32>, %B: memref<512xi32>) {
  affine.for %t = 0 to 510 step 64 {
    affine.for %i = max affine_map<(d0) -> (d0, 1)>(%t) to min affine_map<(d0) -> (d0 + 64, 511)>(%t) {
      %a = affine.load %A[%i - 1] : memref<512xi32>
      %b = affine.load %A[%i + 1] : memref<512xi32>
      %s = arith.addi %a, %b : i32
      affine.store %s, %B[%i] : memref<512xi32>
    }
  }
  return
}
