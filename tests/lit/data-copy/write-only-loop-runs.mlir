// A write-only region whose copies leave loops is not copied in when each
// of those loops provably runs wherever it is reached, not only when its
// trip count is a constant: %j runs from max(%i - 2, 0) to %i + 6, at
// least 8 values, so the store into A[%i] covers the buffer before the
// copy-out writes it back. As mlir-opt 22 (whose output this is, byte for
// byte), the copies of A leave both %j and %i and nothing is copied in.
// Found as data-copy differential seed 1218 (a box hoisted out of such a
// loop got an extra copy-in).
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ours
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' --check-semantics=5 -o /dev/null

// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT:  affine.for %[[I:.*]] = 1 to 4 {
// CHECK-NEXT:    affine.for %{{.*}} = max #{{.*}}(%[[I]]) to #{{.*}}(%[[I]]) step 2 {
// CHECK:           affine.store %{{.*}}, %[[BUF]][%[[I]] - 1] : memref<3xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.for %[[K:.*]] = 1 to 4 {
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[BUF]][%[[K]] - 1] : memref<3xf32>
// CHECK-NEXT:    affine.store %[[V]], %arg0[%[[K]]] : memref<8xf32>
func.func @kernel(%A: memref<8xf32>, %B: memref<16xf32>) {
  affine.for %i = 1 to 4 {
    affine.for %j = max affine_map<(d0) -> (d0 - 2, 0)>(%i) to affine_map<(d0) -> (d0 + 6)>(%i) step 2 {
      affine.for %k = 0 to 4 {
        %v = affine.load %B[%j + %k] : memref<16xf32>
        affine.store %v, %B[%j + %k + 1] : memref<16xf32>
      }
      %c = arith.constant 2.0 : f32
      affine.store %c, %A[%i] : memref<8xf32>
    }
  }
  return
}
