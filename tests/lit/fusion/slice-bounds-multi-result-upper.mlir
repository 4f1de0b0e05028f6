// A slice upper bound that comes out of several inequalities: the consumer
// is tiled with its last tile clamped (`min(32 %ii + 32, 100)`), so at depth 1
// the producer's slice is bounded by `32 %ii <= %i' < min(32 %ii + 32, 100)`.
// mlir-opt 22's getSliceBounds keeps only single-result bounds and falls
// back to the constant bound of the variable otherwise (a TODO about
// getConstDifference): the slice is [32 %ii, 100), every source iteration
// from the tile on. llvm-project PR #219369 (after 22) keeps the min
// instead; we follow 22, whose superset slice only recomputes what the pure
// producer computes anyway (sound: the fusion checks are exact for
// whatever slice is chosen). Ours is in affine_analysis::slice_bounds.
//
// RUN: affine-opt %s -test-loop-fusion=test-loop-fusion-slice-computation -o /dev/null 2> %t.ours
// RUN: %mlir_opt %s -test-loop-fusion=test-loop-fusion-slice-computation -o /dev/null 2> %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s --input-file=%t.ours
// RUN: affine-opt %s -affine-loop-fusion > %t.fused.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.fused.ref
// RUN: diff %t.fused.ref %t.fused.ours
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// CHECK: remark: slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (d0 * 32), (d0) -> (100)] )
// CHECK: remark: slice ( src loop: 0, dst loop: 1, depth: 2 : insert point: (2, 0) loop bounds: [(d0, d1) -> (d1), (d0, d1) -> (d1 + 1)] )

// REPORT: depth 1: slice %i0 * 32 <= %i0' < 100{{$}}
// REPORT: depth 2: slice %i0' = %i1; 1 source iteration per slice
func.func @clamped_tiles(%a: memref<100xf32>, %b: memref<100xf32>) {
  %t = memref.alloc() : memref<100xf32>
  affine.for %i = 0 to 100 {
    %x = affine.load %a[%i] : memref<100xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %t[%i] : memref<100xf32>
  }
  affine.for %ii = 0 to 4 {
    affine.for %i = affine_map<(d0) -> (d0 * 32)>(%ii) to min affine_map<(d0) -> (d0 * 32 + 32, 100)>(%ii) {
      %v = affine.load %t[%i] : memref<100xf32>
      affine.store %v, %b[%i] : memref<100xf32>
    }
  }
  memref.dealloc %t : memref<100xf32>
  return
}
