// -canonicalize=region-simplify=aggressive: identical blocks (same
// successors, same ops; operands from other blocks may differ and become
// new block arguments, deduplicated) merge, and block arguments every
// predecessor passes the same value are dropped.
// The expected output is mlir-opt 22's (the second RUN line checks that).
// The interpreter does not run multi-block functions yet, so there is no
// --check-semantics line here.
// RUN: affine-opt %s -canonicalize=region-simplify=aggressive --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s -canonicalize=region-simplify=aggressive --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @dead_args(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %0, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_args(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) {
  %i0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  memref.store %a, %m[%i0] : memref<4xi32>
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  memref.store %b, %m[%i0] : memref<4xi32>
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return
}

// -----

// CHECK-LABEL: func.func @merge_returns(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @merge_returns(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  return %x : i32
^bb2:
  %y = arith.addi %b, %b : i32
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @switch_merge(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1, %arg1 : i32, i32),
// CHECK-NEXT: 1: ^bb1(%arg2, %arg2 : i32, i32),
// CHECK-NEXT: 2: ^bb1(%arg3, %arg1 : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: memref.store %0, %arg4[%c0] : memref<4xi32>
// CHECK-NEXT: "test.op"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_merge(%f: i32, %a: i32, %b: i32, %d: i32, %m: memref<4xi32>) {
  %i0 = arith.constant 0 : index
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  memref.store %a, %m[%i0] : memref<4xi32>
  "test.op"(%a, %a) : (i32, i32) -> ()
  cf.br ^bb4
^bb2:
  memref.store %b, %m[%i0] : memref<4xi32>
  "test.op"(%b, %b) : (i32, i32) -> ()
  cf.br ^bb4
^bb3:
  memref.store %d, %m[%i0] : memref<4xi32>
  "test.op"(%d, %a) : (i32, i32) -> ()
  cf.br ^bb4
^bb4:
  return
}

// -----

// CHECK-LABEL: func.func @redundant_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %arg1, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @redundant_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2
^bb2:
  "test.op"() : () -> ()
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %s = arith.addi %x, %y : i32
  return %s : i32
}
