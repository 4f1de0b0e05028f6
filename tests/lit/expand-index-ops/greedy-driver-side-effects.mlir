// The expand-index-ops passes run MLIR's greedy driver with its default
// configuration, which does more than apply the two patterns: it simplifies
// regions aggressively (identical blocks are merged, their differing
// operands becoming block arguments) and it folds every op. The affine
// min/max folder returns its first operand only for a map MLIR's
// `isSymbolIdentity` accepts, `(d0)[s0] -> (d0)`; `()[s0] -> (s0)` is left
// alone (only -canonicalize's patterns remove it). Both as mlir-opt 22.
//
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops-as-affine | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-expand-index-ops --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @identical_blocks
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT:  ^bb1(%[[V:.*]]: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    memref.store %[[V]], %arg3[%[[C0]]] : memref<4xi32>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return
func.func @identical_blocks(%c: i1, %x: i32, %y: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  memref.store %x, %m[%c0] : memref<4xi32>
  cf.br ^e
^b:
  memref.store %y, %m[%c0] : memref<4xi32>
  cf.br ^e
^e:
  return
}

// -----

// CHECK-LABEL: func.func @min_max_identity
// CHECK-NEXT:    %[[M:.*]] = affine.max #{{.*}}()[%arg1]
// CHECK-NEXT:    return %[[M]], %arg0 : index, index
// CANON-LABEL: func.func @min_max_identity
// CANON-NEXT:    return %arg1, %arg0 : index, index
func.func @min_max_identity(%a: index, %n: index) -> (index, index) {
  %0 = affine.max affine_map<()[s0] -> (s0)> ()[%n]
  %1 = affine.min affine_map<(d0)[s0] -> (d0)> (%a)[%n]
  return %0, %1 : index, index
}
