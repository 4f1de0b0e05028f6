// -test-affine-data-copy: the copy utilities on the single loop nest of a
// function (memref-filter: only the first memref loaded in the innermost
// loop; for-memref-region: that load's region around the nest;
// capacity-kib: mlir-opt 22 takes the value as bytes), byte-identical to
// mlir-opt 22.
//
// RUN: affine-opt %s -test-affine-data-copy=memref-filter | FileCheck %s --check-prefix=FILTER
// RUN: affine-opt %s -test-affine-data-copy=for-memref-region | FileCheck %s --check-prefix=REGION
// RUN: affine-opt %s -test-affine-data-copy=memref-filter > %t.ours
// RUN: %mlir_opt %s -test-affine-data-copy=memref-filter > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -test-affine-data-copy=for-memref-region > %t.ours
// RUN: %mlir_opt %s -test-affine-data-copy=for-memref-region > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -test-affine-data-copy=capacity-kib=32 > %t.ours 2>&1
// RUN: %mlir_opt %s -test-affine-data-copy=capacity-kib=32 > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -test-affine-data-copy=memref-filter --check-semantics=3 -o /dev/null
// RUN: affine-opt %s -test-affine-data-copy=for-memref-region --check-semantics=3 -o /dev/null
// RUN: affine-opt %s -test-affine-data-copy --check-semantics=3 -o /dev/null

// FILTER-LABEL: func.func @transpose_add
// FILTER:         memref.alloc() : memref<64x1xf32>
// FILTER-NOT:     memref.alloc()
// REGION-LABEL: func.func @transpose_add
// REGION:         memref.alloc() : memref<64x64xf32>
// REGION-NOT:     memref.alloc()
func.func @transpose_add(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%j, %i] : memref<64x64xf32>
      %b = affine.load %B[%i, %j] : memref<64x64xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
