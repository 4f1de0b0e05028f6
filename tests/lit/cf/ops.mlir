// RUN: affine-opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --mlir-print-op-generic | affine-opt | FileCheck %s

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.assert %arg0, "must hold"
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 5]), ^bb3(%arg1 : i32), ^bb4 {tag}
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: return %arg1 : i32
// GENERIC: "cf.assert"(%arg6) <{msg = "must hold"}> : (i1) -> ()
// GENERIC: "cf.br"(%arg7, %arg8)[^bb1] : (i32, f32) -> ()
// GENERIC: "cf.cond_br"(%arg6, %7)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC: "cf.cond_br"(%arg6, %arg7)[^bb3, ^bb4] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 1, 0>}> {tag} : (i1, i32) -> ()
// GENERIC: "cf.br"()[^bb4] : () -> ()
// GENERIC: "cf.br"()[^bb5] : () -> ()
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.assert %c, "must hold"
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.cond_br %c, ^bb2, ^bb3(%x : i32)
^bb2:
  cf.cond_br %c weights([3, 5]), ^bb3(%a : i32), ^bb4 {tag}
^bb3(%z: i32):
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  return %a : i32
}

// CHECK-LABEL: func.func @loop(%arg0: index) {
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
// GENERIC: "cf.br"(%2)[^bb1] : (index) -> ()
// GENERIC: "cf.cond_br"(%5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC: "cf.br"(%6)[^bb1] : (index) -> ()
func.func @loop(%n: index) {
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

// CHECK-LABEL: func.func @vector_cond(%arg0: vector<4xi1>, %arg1: i1) {
// CHECK-NEXT: cf.assert %arg1, "escaped \22quote\22 and \\ backslash"
// CHECK-NEXT: cf.br ^bb1 {note = "generic"}
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// GENERIC: "cf.assert"(%arg4) <{msg = "escaped \22quote\22 and \\ backslash"}> : (i1) -> ()
// GENERIC: "cf.br"()[^bb1] {note = "generic"} : () -> ()
func.func @vector_cond(%v: vector<4xi1>, %c: i1) {
  cf.assert %c, "escaped \"quote\" and \\ backslash"
  "cf.br"()[^bb1] {note = "generic"} : () -> ()
^bb1:
  return
}

// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: i64, %arg2: i8) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg0 : i32),
// CHECK-NEXT: 4294967295: ^bb2,
// CHECK-NEXT: 7: ^bb3(%arg1 : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg1 : i64, [
// CHECK-NEXT: default: ^bb2]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %arg2 : i8, [
// CHECK-NEXT: default: ^bb3(%arg1 : i64),
// CHECK-NEXT: 200: ^bb4
// CHECK-NEXT: ] {tag}
// CHECK-NEXT: ^bb3(%1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: return
// GENERIC: "cf.switch"(%arg0, %arg0, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-1, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i64) -> ()
// GENERIC: "cf.switch"(%arg1)[^bb2] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC: "cf.switch"(%arg2, %arg1)[^bb3, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<-56> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 1, 0>}> {tag} : (i8, i64) -> ()
func.func @switches(%z: i32, %w: i64, %b: i8) {
  cf.switch %z : i32, [
    default: ^bb1(%z : i32),
    -1: ^bb2,
    7: ^bb3(%w : i64)
  ]
^bb1(%x: i32):
  cf.switch %w : i64, [
    default: ^bb2
  ]
^bb2:
  cf.switch %b : i8, [
    default: ^bb3(%w : i64),
    200: ^bb4
  ] {tag}
^bb3(%y: i64):
  return
^bb4:
  return
}
