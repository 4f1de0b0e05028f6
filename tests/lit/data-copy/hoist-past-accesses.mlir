// Copies leave a loop that accesses the memref outside the range only when
// no access sees a different value for it; here both ranges' copies leave
// %i, as in mlir-opt 22 (whose output this is, byte for byte):
// - the %j loop's box A[5 .. 7] is neither read nor written elsewhere in %i;
// - the last range's A[0] is read by %u = A[%i - 2] only at %i = 2, after
//   a store at %i = 0; but %u runs at every iteration, so %i >= 2 in a run
//   without out-of-bounds accesses, and there is no such earlier store.
// The order-aware check of tests/lit/upstream-bugs/data-copy-hoist-past-other-accesses.mlir
// keeps the copies inside where an access would see a stale value.
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ours
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' --check-semantics=5 -o /dev/null

// CHECK:       %[[BOX:.*]] = memref.alloc() : memref<3xf32>
// CHECK:       %[[ZERO:.*]] = memref.alloc() : memref<1xf32>
// CHECK:       affine.store %{{.*}}, %[[ZERO]][0] : memref<1xf32>
// CHECK-NEXT:  affine.for %{{.*}} = %arg1 to 8 step 2 {
// CHECK:         affine.store %{{.*}}, %[[BOX]][%{{.*}} + 1] : memref<3xf32>
// CHECK:         affine.store %{{.*}}, %[[ZERO]][0] : memref<1xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V:.*]] = affine.load %[[ZERO]][0] : memref<1xf32>
// CHECK-NEXT:  affine.store %[[V]], %arg0[0] : memref<8xf32>
func.func @kernel(%A: memref<8xf32>, %lb: index) {
  affine.for %i = %lb to 8 step 2 {
    %u = affine.load %A[%i - 2] : memref<8xf32>
    affine.for %j = 0 to 2 {
      %v = affine.load %A[%j + 5] : memref<8xf32>
      %w = arith.addf %u, %v : f32
      affine.store %w, %A[%j + 6] : memref<8xf32>
    }
    %z = affine.load %A[0] : memref<8xf32>
    %c = arith.addf %z, %z : f32
    affine.store %c, %A[0] : memref<8xf32>
  }
  return
}
