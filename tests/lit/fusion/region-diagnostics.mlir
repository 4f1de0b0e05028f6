// A destination nest with a semi-affine access (`d0 floordiv s0`): its
// memory region cannot be computed, so the footprint in the cost model
// fails. mlir-opt 22 reports the region computation's own error
// ("getMemRefRegion: compose affine map failed") and then the footprint's
// ("error obtaining memory region"), each with the current operation, at
// every footprint it tries, and does not fuse. Same diagnostics and output,
// byte for byte; the program computes the same.
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
// CHECK-NEXT:     %w = affine.load %in[%i floordiv symbol(%n)]
// CHECK:      note: see current operation: %{{.*}} = "affine.load"
// CHECK:      error: error obtaining memory region
// CHECK:      note: see current operation: %{{.*}} = "affine.load"
// CHECK:      func.func @semi_affine_destination
// CHECK-COUNT-2: affine.for
// SEM: semantic check: @semi_affine_destination: same results
func.func @semi_affine_destination(%n: index, %in: memref<10xf32>, %out: memref<10xf32>) {
  %cst = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %cst, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    %w = affine.load %in[%i floordiv symbol(%n)] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %out[%i] : memref<10xf32>
  }
  return
}
