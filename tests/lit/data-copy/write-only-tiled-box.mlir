// A write-only region of a store in tiled loops is not copied in when the
// tiles cover its box (tests/frontends/hls-tiled-minmax.mlir under
// -affine-data-copy-generate, reduced; ours had an extra copy-in there).
//
// In @kernel the store B[%p, %q] runs in point loops bounded by max/min
// maps of the step-4 tile loops %ti and %u. The union of the tiles is
// 1 .. 9 in each dimension, exactly the box of B's write region, so every
// element the copy-out writes back was written: as mlir-opt 22 (whose
// output this is, byte for byte) nothing is copied in. The coverage is
// decided on the Presburger set of written elements against the box
// (store_covers_box_exactly in utils/data_copy.rs), where the syntactic
// check cannot see it (a subscript loop whose bounds depend on other loops
// of the range).
// In @gaps the tile loop %ti steps by 5 over tiles of 4: rows 4 and 9 are
// never written, so ours copies the box in first (mlir-opt 22 does not and
// writes garbage back over row 4: the class of
// tests/lit/upstream-bugs/data-copy-write-only-strided.mlir).
//
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' > %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' --check-semantics=5 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-data-copy-generate))' > %t.ref
// RUN: FileCheck %s --check-prefix=UPSTREAM < %t.ref
// RUN: affine-opt %s --run=gaps --run-seed=1 > %t.before
// RUN: affine-opt %t.ours --run=gaps --run-seed=1 | diff %t.before -
// RUN: affine-opt %t.ref --run=gaps --run-seed=1 | not diff %t.before - > /dev/null

// SEM: semantic check: @kernel: same results on 5 of 5 random inputs
// SEM: semantic check: @gaps: same results on 5 of 5 random inputs

// Ours and mlir-opt 22's: only the copy-out of B's 9x9 box.
// CHECK-LABEL: func.func @kernel
// CHECK:       memref.alloc() : memref<9x9xi32, 1>
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<9x9xi32, 1>
// CHECK-NEXT:  affine.for %{{.*}} = 0 to 10 step 4 {
// UPSTREAM-LABEL: func.func @kernel
// UPSTREAM:       memref.alloc() : memref<9x9xi32, 1>
// UPSTREAM:       memref.alloc() : memref<9x9xi32, 1>
// UPSTREAM-NEXT:  affine.for %{{.*}} = 0 to 10 step 4 {
func.func @kernel(%A: memref<12x12xi32>, %B: memref<12x12xi32>) {
  affine.for %ti = 0 to 10 step 4 {
    affine.for %u = 0 to 10 step 4 {
      affine.for %p = max affine_map<(d0) -> (d0, 1)>(%ti) to min affine_map<(d0) -> (d0 + 4, 10)>(%ti) {
        affine.for %q = max affine_map<(d0) -> (d0, 1)>(%u) to min affine_map<(d0) -> (d0 + 4, 10)>(%u) {
          %v = affine.load %A[%p - 1, %q + 1] : memref<12x12xi32>
          %w = arith.addi %v, %v : i32
          affine.store %w, %B[%p, %q] : memref<12x12xi32>
        }
      }
    }
  }
  return
}

// Ours: B's 8x9 box is copied in before the tile loops (after A's
// copy-in).
// CHECK-LABEL: func.func @gaps
// CHECK:       memref.alloc() : memref<8x9xi32, 1>
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<8x9xi32, 1>
// CHECK-NEXT:  affine.for %[[I:.*]] = 1 to 9 {
// CHECK-NEXT:    affine.for %[[J:.*]] = 1 to 10 {
// CHECK-NEXT:      %[[V:.*]] = affine.load %arg1[%[[I]], %[[J]]] : memref<12x12xi32>
// CHECK-NEXT:      affine.store %[[V]], %[[BUF]][%[[I]] - 1, %[[J]] - 1] : memref<8x9xi32, 1>
// UPSTREAM-LABEL: func.func @gaps
// UPSTREAM:       memref.alloc() : memref<8x9xi32, 1>
// UPSTREAM:       memref.alloc() : memref<8x9xi32, 1>
// UPSTREAM-NEXT:  affine.for %{{.*}} = 0 to 10 step 5 {
func.func @gaps(%A: memref<12x12xi32>, %B: memref<12x12xi32>) {
  affine.for %ti = 0 to 10 step 5 {
    affine.for %u = 0 to 10 step 4 {
      affine.for %p = max affine_map<(d0) -> (d0, 1)>(%ti) to min affine_map<(d0) -> (d0 + 4, 10)>(%ti) {
        affine.for %q = max affine_map<(d0) -> (d0, 1)>(%u) to min affine_map<(d0) -> (d0 + 4, 10)>(%u) {
          %v = affine.load %A[%p - 1, %q + 1] : memref<12x12xi32>
          %w = arith.addi %v, %v : i32
          affine.store %w, %B[%p, %q] : memref<12x12xi32>
        }
      }
    }
  }
  return
}
