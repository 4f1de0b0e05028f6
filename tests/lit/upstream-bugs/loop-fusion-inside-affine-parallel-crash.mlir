// mlir-opt 22 BUG (crash): -affine-loop-fusion segfaults on a producer and a
// consumer nest inside an affine.parallel whose accesses use the parallel
// IV: the slice validity check (ComputationSliceState::isSliceValid) adds
// the domain of every enclosing IV as an affine.for, and the parallel IV
// has no affine.for (FlatAffineValueConstraints::addAffineForOpDomain
// dereferences null). ScaleHLS emits this shape for processing elements
// (tests/frontends/hls-parallel-tiles.mlir), reduced.
//
// RUN: not --crash %mlir_opt %s -affine-loop-fusion -o /dev/null
//
// Ours: the nests in the affine.parallel body are left alone, and the
// program computes what it computed.
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// CHECK-LABEL: func.func @pe
// CHECK:         affine.parallel
// CHECK:           affine.for
// CHECK:             affine.store %{{.*}}, %alloc
// CHECK:           }
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.load %alloc
// SEM: semantic check: @pe: same results on 5 of 5 random inputs
func.func @pe(%a: memref<16xf32>, %b: memref<16xf32>) {
  affine.parallel (%i) = (0) to (16) step (8) {
    %t = memref.alloc() : memref<8xf32>
    affine.for %j = 0 to 8 {
      %x = affine.load %a[%i + %j] : memref<16xf32>
      affine.store %x, %t[%j] : memref<8xf32>
    }
    affine.for %j = 0 to 8 {
      %x = affine.load %t[%j] : memref<8xf32>
      affine.store %x, %b[%i + %j] : memref<16xf32>
    }
    memref.dealloc %t : memref<8xf32>
  }
  return
}
