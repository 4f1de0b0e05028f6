// Canonicalization patterns of the cf ops: asserts on true erased; branches
// to a block with a single predecessor merged; branches through blocks that
// only branch on collapsed; cond_br on constants, to identical successors
// (arith.select for differing operands), on the condition its predecessor
// branched on, and the condition known in its successors; switches with
// only a default, cases that match the default, constant flags, collapsed
// destinations, and switches on the flag their predecessor switched on.
// Dead block arguments go with the operands that feed them (region DCE).
// The expected output is mlir-opt 22's (the second RUN line checks that).
// The interpreter does not run multi-block functions yet, so there is no
// --check-semantics line here.
// RUN: affine-opt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @assert_true(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "maybe"
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert_true(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  return
}

// -----

// CHECK-LABEL: func.func @br_merge(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @br_merge(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @br_pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @cond_br_const(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cond_br_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.muli %y, %y : i32
  return %z : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_identical(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @cond_br_identical(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  return %x, %y : i32, i32
}

// -----

// CHECK-LABEL: func.func @cond_br_identical_same_operands(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_identical_same_operands(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_same_condition(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cond_br_same_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb3(%b : i32)
^bb1:
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3(%a : i32)
^bb2:
  "test.op"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_truth(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.consumer1"(%true) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.consumer2"(%false) : (i1) -> ()
// CHECK-NEXT: "test.consumer3"(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.consumer1"(%c) : (i1) -> ()
  return
^bb2:
  "test.consumer2"(%c) : (i1) -> ()
  "test.consumer3"(%c) : (i1) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @cond_br_loop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}

// -----

// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @switch_only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @switch_drop_default_cases(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 43: ^bb2,
// CHECK-NEXT: 44: ^bb1(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
func.func @switch_drop_default_cases(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  "test.op"() : () -> ()
  return %b : i32
}

// -----

// CHECK-LABEL: func.func @switch_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch_const(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  "test.op"() : () -> ()
  return %a : i32
^bb3(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}

// -----

// CHECK-LABEL: func.func @switch_const_default(%arg0: i32) -> i32 {
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @switch_const_default(%a: i32) -> i32 {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : i32),
    255: ^bb2
  ]
^bb1(%x: i32):
  "test.op"() : () -> ()
  return %x : i32
^bb2:
  "test.other"() : () -> ()
  return %a : i32
}

// -----

// CHECK-LABEL: func.func @switch_pass_through(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg2 : i32),
// CHECK-NEXT: 42: ^bb2(%arg1 : i32),
// CHECK-NEXT: 43: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch_pass_through(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2(%a : i32),
    43: ^bb3
  ]
^bb1:
  cf.br ^bb4(%b : i32)
^bb2(%x: i32):
  cf.br ^bb4(%x : i32)
^bb3:
  "test.op"() : () -> ()
  return %a : i32
^bb4(%y: i32):
  "test.op"() : () -> ()
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @switch_same_condition(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_same_condition(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "test.b"() : () -> ()
  return
^bb4:
  "test.c"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @switch_default_same_condition(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 43: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_default_same_condition(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "test.a"() : () -> ()
  return
^bb3:
  "test.b"() : () -> ()
  return
^bb4:
  "test.c"() : () -> ()
  return
^bb5:
  "test.d"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @infinite_loop() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
func.func @infinite_loop() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}
