// -affine-loop-tile on a band whose dependence (distance (1, -1): iteration
// (i, j) reads what (i - 1, j + 1) wrote) forbids rectangular tiles: tile
// sizes that keep the original iteration order still tile it, as mlir-opt
// 22 does (tiles of one iteration on the outer loops, a single tile on the
// inner ones; the cache model picks one-iteration tiles for large
// footprints, e.g. tests/frontends/hls-window-conv.mlir); mlir-opt 22's own
// rule, which accepts this band, still decides (it refuses some 1-d bands:
// tests/lit/loops/tile-validity-free-loops.mlir). Sizes that reorder
// iterations leave the band alone (mlir-opt 22 tiles it and computes
// something else: tests/lit/upstream-bugs/loop-tile-illegal-dependence.mlir).
//
// RUN: affine-opt %s -affine-loop-tile="tile-sizes=1,1" | FileCheck %s --check-prefix=ONE
// RUN: affine-opt %s -affine-loop-tile="tile-sizes=3,8" | FileCheck %s --check-prefix=WHOLE-INNER
// RUN: affine-opt %s -affine-loop-tile="tile-sizes=2,4" | FileCheck %s --check-prefix=REORDER
// RUN: affine-opt %s -affine-loop-tile="tile-sizes=3,7" | FileCheck %s --check-prefix=REORDER
// RUN: affine-opt %s -affine-loop-tile="tile-sizes=1,1" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-tile="tile-sizes=3,8" --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// ONE:      affine.for %[[I:.*]] = 1 to 9 {
// ONE-NEXT:   affine.for %[[J:.*]] = 1 to 9 {
// ONE-NEXT:     affine.for %{{.*}} = #map(%[[I]]) to #map1(%[[I]]) {
// ONE-NEXT:       affine.for %{{.*}} = #map(%[[J]]) to #map1(%[[J]]) {

// WHOLE-INNER:      affine.for %[[I:.*]] = 1 to 9 step 3 {
// WHOLE-INNER-NEXT:   affine.for %[[J:.*]] = 1 to 9 step 8 {
// WHOLE-INNER-NEXT:     affine.for %{{.*}} = #map(%[[I]]) to min #map1(%[[I]]) {
// WHOLE-INNER-NEXT:       affine.for %{{.*}} = #map(%[[J]]) to #map2(%[[J]]) {

// REORDER:      func.func @skewed
// REORDER-NEXT:   affine.for %{{.*}} = 1 to 9 {
// REORDER-NEXT:     affine.for %{{.*}} = 1 to 9 {
// REORDER-NEXT:       affine.load

// SEM: semantic check: @skewed: same results on 5 of 5 random inputs
func.func @skewed(%a: memref<10x10xf32>) {
  affine.for %i = 1 to 9 {
    affine.for %j = 1 to 9 {
      %x = affine.load %a[%i - 1, %j + 1] : memref<10x10xf32>
      %y = affine.load %a[%i, %j - 1] : memref<10x10xf32>
      %z = arith.addf %x, %y : f32
      affine.store %z, %a[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
