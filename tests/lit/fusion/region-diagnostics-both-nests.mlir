// Both nests of a candidate pair have a semi-affine access (`%i *
// symbol(%s)`): neither memory footprint can be computed. mlir-opt 22's
// cost model computes the destination's footprint and then the source's
// before it checks either, so it reports the region errors of both nests,
// the destination's first, and does not fuse. We used to stop after the
// destination's (the shape of `tests/frontends/gpu-transpose-shared.mlir`
// under fusion). Same diagnostics and output, byte for byte; the program
// computes the same.
//
// RUN: affine-opt %s -affine-loop-fusion 2>&1 | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion > %t.ours 2>&1
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -affine-loop-fusion="mode=producer" > %t.ours 2>&1
// RUN: %mlir_opt %s -affine-loop-fusion="mode=producer" > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// CHECK:      error: getMemRefRegion: compose affine map failed
// CHECK-NEXT:     affine.store %v, %a[%i * symbol(%s)]
// CHECK:      error: error obtaining memory region
// CHECK-NEXT:     affine.store %v, %a[%i * symbol(%s)]
// CHECK:      error: getMemRefRegion: compose affine map failed
// CHECK-NEXT:     %v = affine.load %a[%i * symbol(%s)]
// CHECK:      error: error obtaining memory region
// CHECK-NEXT:     %v = affine.load %a[%i * symbol(%s)]
// CHECK:      func.func @both_nests_semi_affine
// CHECK-COUNT-2: affine.for
// SEM: semantic check: @both_nests_semi_affine: same results
func.func @both_nests_semi_affine(%s: index, %a: memref<64xf32>) {
  %t = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i * symbol(%s)] : memref<64xf32>
    affine.store %v, %t[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %t[%i] : memref<8xf32>
    affine.store %v, %a[%i * symbol(%s)] : memref<64xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}
