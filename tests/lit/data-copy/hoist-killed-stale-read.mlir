// Copies leave a loop even where another range in it reads an element the
// range writes, when every value read stale is killed: only stored, over
// elements that a later store rewrites before anything reads them (data-copy
// differential seed 294, class (f) until the kill analysis, reduced).
// mlir-opt 22 hoists these copies without a check (its output is this one,
// byte for byte); it decides in findHighestBlockForPlacement from the region
// alone.
//
// In @kernel the store A[%i]'s one-element write box does not depend on %j,
// so its copies leave the step-2 loop %j: the buffer is written back after
// %j. The %k range reads A[0] at %j = 2; at %i = 0 that is the element the
// store wrote at %j = 0, so the read sees the value from before %i (its last
// writer is the range's store of an earlier iteration of %j). That stale
// value is only stored, into A[6] and A[7], and the same store rewrites both
// at the next iteration of %i before anything reads them (where A[0] is no
// longer stale). The instance-wise analysis (hoist_conflicts ->
// stale_values_killed in utils/data_copy.rs) decides it on the dependence
// polyhedra: the stale read instances, the store instances fed by them, no
// later read of their elements, and a later store for each.
// In @dead_if the stale value also feeds a dead affine.if result (seed 294
// itself).
// In @read_before_kill a later read of A[7] sees the stale value, so ours
// keeps the copies inside %j (mlir-opt 22 hoists them and computes
// something else: with one iteration of %i, nothing rewrites the stale
// elements at all, tests/lit/upstream-bugs/data-copy-hoist-stale-value-stored.mlir).
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' --check-semantics=10 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 skip-non-unit-stride-loops}))' > %t.ref
// RUN: FileCheck %s --check-prefix=UPSTREAM < %t.ref
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8]]' > %t.before
// RUN: affine-opt %t.ref --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8]]' | diff %t.before -
// RUN: affine-opt %s --run=read_before_kill --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [9, 9, 9, 9, 9, 9, 9, 9]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %t.ref --run=read_before_kill --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [9, 9, 9, 9, 9, 9, 9, 9]]' | FileCheck %s --check-prefix=WRONG

// SEM: semantic check: @kernel: same results on 10 of 10 random inputs
// SEM: semantic check: @dead_if: same results on 10 of 10 random inputs
// SEM: semantic check: @read_before_kill: same results on 10 of 10 random inputs
// CORRECT: arg1: memref<8xi32> = [0, 9, 0, 9, 0, 9, 9, 9]
// WRONG: arg1: memref<8xi32> = [8, 9, 8, 9, 8, 9, 9, 9]

// Ours and mlir-opt 22's: the buffer around %j, written back after it.
// CHECK-LABEL: func.func @kernel
// CHECK:       affine.for %[[I:.*]] = 0 to 6 step 2 {
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 3 step 2 {
// CHECK:           affine.store %{{.*}}, %[[BUF]][0] : memref<1xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.apply
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[BUF]][0] : memref<1xi32>
// CHECK-NEXT:    affine.store %[[V]], %arg0[%[[I]]] : memref<8xi32>
// UPSTREAM-LABEL: func.func @kernel
// UPSTREAM:       affine.for %[[I:.*]] = 0 to 6 step 2 {
// UPSTREAM-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// UPSTREAM-NEXT:    affine.for %{{.*}} = 0 to 3 step 2 {
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

// CHECK-LABEL: func.func @dead_if
// CHECK:       affine.for %{{.*}} = 0 to 6 step 2 {
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 3 step 2 {
// UPSTREAM-LABEL: func.func @dead_if
// UPSTREAM:       affine.for %{{.*}} = 0 to 6 step 2 {
// UPSTREAM-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// UPSTREAM-NEXT:    affine.for %{{.*}} = 0 to 3 step 2 {
func.func @dead_if(%A: memref<8xi32>) {
  affine.for %i = 0 to 6 step 2 {
    affine.for %j = 0 to 3 step 2 {
      affine.for %k = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 2)>(%j) {
        %v = affine.load %A[0] : memref<8xi32>
        %s = affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%k) -> i32 {
          %n = arith.addi %v, %v : i32
          affine.yield %n : i32
        } else {
          affine.yield %v : i32
        }
        affine.store %v, %A[%k + 4] : memref<8xi32>
      }
      %c = arith.index_cast %i : index to i32
      affine.store %c, %A[%i] : memref<8xi32>
    }
  }
  return
}

// Ours: the store's buffer stays inside %j.
// CHECK-LABEL: func.func @read_before_kill
// CHECK:       affine.for %{{.*}} = 0 to 6 step 2 {
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 3 step 2 {
// CHECK:           %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:      affine.store %{{.*}}, %[[BUF]][0] : memref<1xi32>
// CHECK:           memref.dealloc %[[BUF]] : memref<1xi32>
// CHECK-NEXT:    }
// UPSTREAM-LABEL: func.func @read_before_kill
// UPSTREAM:       affine.for %{{.*}} = 0 to 6 step 2 {
// UPSTREAM-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1xi32>
// UPSTREAM-NEXT:    affine.for %{{.*}} = 0 to 3 step 2 {
func.func @read_before_kill(%A: memref<8xi32>, %B: memref<8xi32>) {
  affine.for %i = 0 to 6 step 2 {
    affine.for %j = 0 to 3 step 2 {
      affine.for %k = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 2)>(%j) {
        %v = affine.load %A[0] : memref<8xi32>
        affine.store %v, %A[%k + 4] : memref<8xi32>
      }
      %c = arith.index_cast %i : index to i32
      affine.store %c, %A[%i] : memref<8xi32>
    }
    affine.for %m = 0 to 1 {
      %r = affine.load %A[7] : memref<8xi32>
      affine.store %r, %B[%i] : memref<8xi32>
    }
  }
  return
}
