// Nests inside an enclosing loop (Vitis HLS's adder tree over the rows of
// a matrix, tests/frontends/hls-adder-tree.mlir): the products and four
// levels of sums fused into one chain per row, as mlir-opt 22 does. The
// source of the last fusion (products and three levels, fused before) runs
// two of its iterations per destination iteration and writes its private
// buffers again at every iteration. The check that dependent source
// instances keep their order across slices took the loop over rows, around
// both nests, for one of the loops ordering the two instances; nothing
// constrains its two copies, so every dependent pair looked reordered and
// the fusion was refused ("dependent source iterations would run in the
// opposite order"). Loops around the source are the same iteration for
// both instances and take no part in their order.
//
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// One nest per row: the level of two sums (0 to 2) holds the three others
// and the products, five loops deep.
// CHECK-LABEL: func.func @tree
// CHECK:       affine.for %[[R:.*]] = 0 to 4 {
// CHECK:         affine.for %{{.*}} = 0 to 2 {
// CHECK-NEXT:      affine.for
// CHECK-NEXT:        affine.for
// CHECK-NEXT:          affine.for
// CHECK-NEXT:            affine.for
// CHECK-NEXT:              affine.load %arg0[%[[R]], %{{.*}}] : memref<4x32xi32>
// CHECK-NOT:     affine.for %{{.*}} = 0 to 2 {

// SEM: semantic check: @tree: same results

// REPORT-NOT: opposite order
// REPORT-COUNT-4: fused at depth

func.func @tree(%A: memref<4x32xi32>, %w: memref<32xi32>, %out: memref<4xi32>) {
  %p = memref.alloca() : memref<32xi32>
  %s16 = memref.alloca() : memref<16xi32>
  %s8 = memref.alloca() : memref<8xi32>
  %s4 = memref.alloca() : memref<4xi32>
  %s2 = memref.alloca() : memref<2xi32>
  affine.for %r = 0 to 4 {
    affine.for %i = 0 to 32 {
      %a = affine.load %A[%r, %i] : memref<4x32xi32>
      %b = affine.load %w[%i] : memref<32xi32>
      %m = arith.muli %a, %b : i32
      affine.store %m, %p[%i] : memref<32xi32>
    }
    affine.for %i = 0 to 16 {
      %a = affine.load %p[%i * 2] : memref<32xi32>
      %b = affine.load %p[%i * 2 + 1] : memref<32xi32>
      %s = arith.addi %a, %b : i32
      affine.store %s, %s16[%i] : memref<16xi32>
    }
    affine.for %i = 0 to 8 {
      %a = affine.load %s16[%i * 2] : memref<16xi32>
      %b = affine.load %s16[%i * 2 + 1] : memref<16xi32>
      %s = arith.addi %a, %b : i32
      affine.store %s, %s8[%i] : memref<8xi32>
    }
    affine.for %i = 0 to 4 {
      %a = affine.load %s8[%i * 2] : memref<8xi32>
      %b = affine.load %s8[%i * 2 + 1] : memref<8xi32>
      %s = arith.addi %a, %b : i32
      affine.store %s, %s4[%i] : memref<4xi32>
    }
    affine.for %i = 0 to 2 {
      %a = affine.load %s4[%i * 2] : memref<4xi32>
      %b = affine.load %s4[%i * 2 + 1] : memref<4xi32>
      %s = arith.addi %a, %b : i32
      affine.store %s, %s2[%i] : memref<2xi32>
    }
    %a = affine.load %s2[0] : memref<2xi32>
    %b = affine.load %s2[1] : memref<2xi32>
    %s = arith.addi %a, %b : i32
    affine.store %s, %out[%r] : memref<4xi32>
  }
  return
}
