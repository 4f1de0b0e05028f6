// A payload op that folds while -convert-linalg-to-affine-loops runs: as in
// mlir-opt 22, the loop body made for a structured op is first visited by
// the greedy driver in its next iteration (22 builds it before the loop is
// inserted, so it is never queued), so the constant folded from
// `arith.subi %x, %x` is hoisted after the `memref.dim` index constant of
// the next op has been, and lands before it. A constant hoisted out of its
// block loses its location (DBG).
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops -mlir-print-debuginfo | FileCheck %s --check-prefix=DBG
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops -mlir-print-debuginfo | FileCheck %s --check-prefix=DBG
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @folded: same results on 3 of 3 random inputs

// CHECK-LABEL: func.func @folded
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: affine.store %[[Z]], %arg1[%[[I]]] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[D:.*]] = memref.dim %arg2, %[[C0]] : memref<?xi64>
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to %[[D]] {

// DBG: %c0_i32 = arith.constant 0 : i32 loc([[UNK:#loc[0-9]*]])
// DBG-NEXT: %c0 = arith.constant 0 : index loc(
// DBG: [[UNK]] = loc(unknown)
func.func @folded(%a0: memref<4xi32>, %a1: memref<4xi32>, %a2: memref<?xi64>, %a3: memref<?xi64>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a0 : memref<4xi32>) outs(%a1 : memref<4xi32>) {
  ^bb0(%x: i32, %y: i32):
    %z = arith.subi %y, %y : i32
    linalg.yield %z : i32
  }
  linalg.copy ins(%a2 : memref<?xi64>) outs(%a3 : memref<?xi64>)
  return
}
