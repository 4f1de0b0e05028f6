// -cse on the test-dialect ops of MLIR's CSE tests: `test.op_with_memread`
// results merge unless a `test.op_with_memwrite` (or any write) may come in
// between, and `test.cse_of_single_block_op` (pure, one block ended by
// `test.region_yield`) merges with an earlier op whose operands,
// attributes and body are the same. Expected output: mlir-opt 22's.
// RUN: affine-opt %s -cse --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -cse --split-input-file | FileCheck %s
// RUN: affine-opt %s -cse --split-input-file > %t.ours
// RUN: %mlir_opt %s -cse --split-input-file > %t.ref
// RUN: diff %t.ref %t.ours

// CHECK-LABEL: func.func @reads
// CHECK-NEXT: %0 = "test.op_with_memread"() : () -> i16
// CHECK-NEXT: %1 = arith.muli %0, %0 : i16
// CHECK-NEXT: "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT: %2 = "test.op_with_memread"() : () -> i16
// CHECK-NEXT: %3 = arith.muli %1, %2 : i16
// CHECK-NEXT: %4 = "test.op_with_memread"() {tag} : () -> i16
// CHECK-NEXT: return %3, %4 : i16, i16
func.func @reads() -> (i16, i16) {
  %a = "test.op_with_memread"() : () -> i16
  %b = "test.op_with_memread"() : () -> i16
  %p = arith.muli %a, %b : i16
  "test.op_with_memwrite"() : () -> ()
  %c = "test.op_with_memread"() : () -> i16
  %d = "test.op_with_memread"() : () -> i16
  %q = arith.muli %p, %c : i16
  %r = arith.muli %p, %d : i16
  %t = "test.op_with_memread"() {tag} : () -> i16
  %dead = "test.op_with_memread"() : () -> i16
  return %r, %t : i16, i16
}

// -----

// CHECK-LABEL: func.func @write_in_region
// CHECK-NEXT: %0 = "test.op_with_memread"() : () -> i8
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = "test.op_with_memread"() : () -> i8
// CHECK-NEXT: return %0, %1 : i8, i8
func.func @write_in_region(%c: i1) -> (i8, i8) {
  %a = "test.op_with_memread"() : () -> i8
  scf.if %c {
    "test.op_with_memwrite"() : () -> ()
  }
  %b = "test.op_with_memread"() : () -> i8
  return %a, %b : i8, i8
}

// -----

// CHECK-LABEL: func.func @single_block_ops
// CHECK-NEXT: %0 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT: ^bb0(%arg3: f64, %arg4: f64):
// CHECK-NEXT: %3 = arith.mulf %arg3, %arg2 : f64
// CHECK-NEXT: test.region_yield %3 : f64
// CHECK-NEXT: } : memref<4xf64>, memref<4xf64> -> memref<4xf64>
// CHECK-NEXT: %1 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT: ^bb0(%arg3: f64, %arg4: f64):
// CHECK-NEXT: %3 = arith.mulf %arg4, %arg2 : f64
// CHECK-NEXT: test.region_yield %3 : f64
// CHECK-NEXT: } : memref<4xf64>, memref<4xf64> -> memref<4xf64>
// CHECK-NEXT: %2 = test.cse_of_single_block_op {k = 1 : i64} inputs(%arg1) {
// CHECK-NEXT: ^bb0(%arg3: f64):
// CHECK-NEXT: test.region_yield %arg3 : f64 {y}
// CHECK-NEXT: } : memref<4xf64> -> memref<4xf64>
// CHECK-NEXT: return %0, %1, %0, %2, %2 :
func.func @single_block_ops(%a: memref<4xf64>, %b: memref<4xf64>, %s: f64) -> (memref<4xf64>, memref<4xf64>, memref<4xf64>, memref<4xf64>, memref<4xf64>) {
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f64, %y: f64):
    %m = arith.mulf %x, %s : f64
    test.region_yield %m : f64
  } : memref<4xf64>, memref<4xf64> -> memref<4xf64>
  %1 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f64, %y: f64):
    %m = arith.mulf %y, %s : f64
    test.region_yield %m : f64
  } : memref<4xf64>, memref<4xf64> -> memref<4xf64>
  %2 = test.cse_of_single_block_op inputs(%a, %b) {
  ^bb0(%x: f64, %y: f64):
    %m = arith.mulf %x, %s : f64
    test.region_yield %m : f64
  } : memref<4xf64>, memref<4xf64> -> memref<4xf64>
  %3 = test.cse_of_single_block_op {k = 1} inputs(%b) {
  ^bb0(%x: f64):
    test.region_yield %x : f64 {y}
  } : memref<4xf64> -> memref<4xf64>
  %4 = test.cse_of_single_block_op {k = 1} inputs(%b) {
  ^bb0(%x: f64):
    test.region_yield %x : f64 {y}
  } : memref<4xf64> -> memref<4xf64>
  return %0, %1, %2, %3, %4 : memref<4xf64>, memref<4xf64>, memref<4xf64>, memref<4xf64>, memref<4xf64>
}
