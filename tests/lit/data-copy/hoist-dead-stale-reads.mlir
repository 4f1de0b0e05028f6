// Copies leave a loop even where an access of another range in it reads an
// element the range writes (or the range reads one written outside it),
// when the value read is dead: a stale value there changes nothing, and
// mlir-opt 22 (whose output this is, byte for byte) hoists these copies.
// In @kernel the store of 1.0 into A[0] is copied into a one-element buffer
// around the step-2 loop %i; the %j range (its own copies, hoisted too)
// reads A[0] again at the next iteration of %i, now from its buffer, which
// holds the value from before %i: only %w = %v * %v uses it, and %w is
// unused. In @carried the value read goes through an iter_args loop and an
// affine.if before it is dropped. Where such a value is stored, the copies
// stay in the loop (tests/lit/upstream-bugs/data-copy-hoist-past-other-accesses.mlir).
// Found as data-copy differential seeds 1186 and 1218 (fast-mem-capacity=1).
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ours
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' --check-semantics=5 -o /dev/null

// CHECK-LABEL: func.func @kernel
// CHECK:       %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:       %[[B:.*]] = memref.alloc() : memref<8xf32>
// CHECK:       %[[ZERO:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:  affine.for %{{.*}} = 0 to 8 step 2 {
// CHECK:         affine.load %[[A]][%{{.*}}] : memref<4xf32>
// CHECK:         affine.store %{{.*}}, %[[ZERO]][0] : memref<1xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V:.*]] = affine.load %[[ZERO]][0] : memref<1xf32>
// CHECK-NEXT:  affine.store %[[V]], %arg0[0] : memref<8xf32>
func.func @kernel(%A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 step 2 {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%j] : memref<8xf32>
      %w = arith.mulf %v, %v : f32
      %u = affine.load %B[%j] : memref<8xf32>
      affine.store %u, %B[%j + 4] : memref<8xf32>
    }
    %c = arith.constant 1.0 : f32
    affine.store %c, %A[0] : memref<8xf32>
  }
  return
}

// CHECK-LABEL: func.func @carried
// CHECK:       %[[ZERO:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:  affine.for %{{.*}} = 0 to 8 step 2 {
// CHECK:         affine.store %{{.*}}, %[[ZERO]][0] : memref<1xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V:.*]] = affine.load %[[ZERO]][0] : memref<1xf32>
// CHECK-NEXT:  affine.store %[[V]], %arg0[0] : memref<8xf32>
func.func @carried(%A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 step 2 {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%j] : memref<8xf32>
      %s = affine.for %k = 0 to 2 iter_args(%acc = %v) -> (f32) {
        %t = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%k) -> f32 {
          %n = arith.negf %acc : f32
          affine.yield %n : f32
        } else {
          affine.yield %acc : f32
        }
        affine.yield %t : f32
      }
      %u = affine.load %B[%j] : memref<8xf32>
      affine.store %u, %B[%j + 4] : memref<8xf32>
    }
    %c = arith.constant 1.0 : f32
    affine.store %c, %A[0] : memref<8xf32>
  }
  return
}
