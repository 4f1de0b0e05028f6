// The box of a memref with a division subscript (`floordiv`, `ceildiv`,
// `mod`) is clamped to the memref where some values of its parameters
// (here the function argument %s) put a point of the box outside the
// memref while no access of the range touches an element outside it
// (decided on the exact access relations, with the range's loops and the
// division locals existentially quantified); elsewhere it is mlir-opt
// 22's box, byte for byte.
//
// @clamped: the box starts at max((3 * %s - 5) floordiv 4, -2) in
// mlir-opt 22, which is -1 at %s = 1, where the accesses read A[0 .. 3]
// only (tests/lit/upstream-bugs/data-copy-division-box-past-memref.mlir);
// ours starts at max((3 * %s - 5) floordiv 4, 0).
// @not_clamped: the box of A[(%i + %s) floordiv 2] leaves the memref only
// at values of %s where an access does too (%s < 0 or %s > 12): mlir-opt's.
// @mod_not_clamped: a `mod` subscript's box is inside the memref whatever
// %s is: mlir-opt's.
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate --check-semantics=8 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate > %t.ref
// RUN: not diff %t.ours %t.ref | FileCheck %s --check-prefix=DIFF

// SEM-COUNT-3: semantic check: @{{.*}}: same results on
// DIFF:     < #map = affine_map<()[s0] -> ((s0 * 3 - 5) floordiv 4, 0)>
// DIFF-NEXT: ---
// DIFF-NEXT: > #map = affine_map<()[s0] -> ((s0 * 3 - 5) floordiv 4, -2)>
// DIFF-NOT: {{.}}

// CHECK: #[[LB:.*]] = affine_map<()[s0] -> ((s0 * 3 - 5) floordiv 4, 0)>
// CHECK-LABEL: func.func @clamped
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<4xf32, 1>
// CHECK-NEXT:  affine.for %[[K:.*]] = max #[[LB]]()[%arg2] to 4 {
// CHECK-NEXT:    %[[V:.*]] = affine.load %arg0[%[[K]]] : memref<8xf32>
// CHECK-NEXT:    affine.store %[[V]], %[[BUF]][%[[K]]] : memref<4xf32, 1>
func.func @clamped(%A: memref<8xf32>, %B: memref<8xf32>, %s: index) {
  affine.for %i = max affine_map<()[s0] -> (s0 + 1, 0)>()[%s] to 7 step 2 {
    affine.for %j = affine_map<(d0) -> (d0 floordiv 2)>(%i) to 4 {
      %v = affine.load %A[(%j * 3 - 3) floordiv 2] : memref<8xf32>
      %w = affine.load %B[%j] : memref<8xf32>
      %x = arith.addf %v, %w : f32
      affine.store %x, %B[%j] : memref<8xf32>
    }
  }
  return
}

// -----

// CHECK: #[[LB:.*]] = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK: #[[UB:.*]] = affine_map<()[s0] -> (
// CHECK-LABEL: func.func @not_clamped
// CHECK:       memref.alloc() : memref<8xf32, 1>
// CHECK-NEXT:  affine.for %{{.*}} = #[[LB]]()[%arg2] to #[[UB]]()[%arg2] {
func.func @not_clamped(%A: memref<8xf32>, %B: memref<8xf32>, %s: index) {
  affine.for %i = 0 to 4 {
    %v = affine.load %A[(%i + %s) floordiv 2] : memref<8xf32>
    %w = affine.load %B[%i] : memref<8xf32>
    %x = arith.addf %v, %w : f32
    affine.store %x, %B[%i] : memref<8xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @mod_not_clamped
// CHECK:       memref.alloc() : memref<7xf32, 1>
// CHECK-NEXT:  affine.for %{{.*}} = 0 to 7 {
func.func @mod_not_clamped(%A: memref<8xf32>, %B: memref<8xf32>, %s: index) {
  affine.for %i = 0 to 4 {
    %v = affine.load %A[(%i - %s + 2) mod 4 + %i] : memref<8xf32>
    %w = affine.load %B[%i] : memref<8xf32>
    %x = arith.addf %v, %w : f32
    affine.store %x, %B[%i] : memref<8xf32>
  }
  return
}
