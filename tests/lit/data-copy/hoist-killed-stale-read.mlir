// OPEN difference from mlir-opt 22 (data-copy differential seed 294, class
// (f)), reduced: where to put the copies of the store A[%i]'s one-element
// write box. mlir-opt 22 decides it in findHighestBlockForPlacement from
// the region alone: the box does not depend on %j, so its copies leave the
// step-2 loop %j, whatever else %j's body does. Here the %k range reads
// A[0] at %j = 2: at %i = 0 that is the element the store wrote at %j = 0,
// so with the store's buffer written back only after %j, the read sees the
// value from before %i (a flow dependence carried by %j: the read's last
// writer is the range's store of an earlier iteration of %j, so a
// last-writer analysis across iterations answers "conflict" too). Ours
// refuses to hoist past such a dependence (the safeguard of
// tests/lit/upstream-bugs/data-copy-hoist-past-other-accesses.mlir) and
// keeps the copies inside %j.
//
// mlir-opt 22 is right here, for a reason neither rule sees: the stale
// value is only stored, into A[6] and A[7], and the same store overwrites
// both at the next iteration of %i before anything reads them (and there
// A[0] is not stale). Matching 22 needs an instance-wise kill analysis
// (each stale read's value reaches only store instances whose elements
// are rewritten before any read, and before the function returns); the
// dead-value rule of hoist-dead-stale-reads.mlir is the special case of a
// value that reaches no store. Both outputs compute what the input
// computes (the semantics checks below).
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | FileCheck %s
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' --check-semantics=10 -o /dev/null
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' | FileCheck %s --check-prefix=UPSTREAM
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ref
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8]]' > %t.before
// RUN: affine-opt %t.ref --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8]]' | diff %t.before -

// Ours: the store's buffer is written back inside %j.
// CHECK-LABEL: func.func @kernel
// CHECK:       affine.for %[[I:.*]] = 0 to 6 step 2 {
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 3 step 2 {
// CHECK:           %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:      affine.store %{{.*}}, %[[BUF]][0] : memref<1xi32>
// CHECK-NEXT:      affine.apply
// CHECK-NEXT:      %[[V:.*]] = affine.load %[[BUF]][0] : memref<1xi32>
// CHECK-NEXT:      affine.store %[[V]], %arg0[%[[I]]] : memref<8xi32>
// CHECK-NEXT:      memref.dealloc %[[BUF]] : memref<1xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// mlir-opt 22: the buffer around %j, written back after it.
// UPSTREAM-LABEL: func.func @kernel
// UPSTREAM:       affine.for %[[I:.*]] = 0 to 6 step 2 {
// UPSTREAM-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// UPSTREAM-NEXT:    affine.for %{{.*}} = 0 to 3 step 2 {
// UPSTREAM:           affine.store %{{.*}}, %[[BUF]][0] : memref<1xi32>
// UPSTREAM-NEXT:    }
// UPSTREAM-NEXT:    affine.apply
// UPSTREAM-NEXT:    %[[V:.*]] = affine.load %[[BUF]][0] : memref<1xi32>
// UPSTREAM-NEXT:    affine.store %[[V]], %arg0[%[[I]]] : memref<8xi32>
func.func @kernel(%A: memref<8xi32>) {
  affine.for %i = 0 to 6 step 2 {
    affine.for %j = 0 to 3 step 2 {
      affine.for %k = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 2)>(%j) {
        %v = affine.load %A[0] : memref<8xi32>
        affine.store %v, %A[%k + 4] : memref<8xi32>
      }
      %c = arith.index_cast %i : index to i32
      affine.store %c, %A[%i] : memref<8xi32>
    }
  }
  return
}
