// `i0` (and `si0`/`ui0`) is a builtin integer type: its only value is 0,
// arith folds on it to 0, and a dense splat of it prints every element
// (zero-bit elements have no splat storage). Same output as mlir-opt 22.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s --allow-unregistered-dialect > %t.ours
// RUN: %mlir_opt %s --allow-unregistered-dialect > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s --allow-unregistered-dialect --canonicalize > %t.ours
// RUN: %mlir_opt %s --allow-unregistered-dialect --canonicalize > %t.ref
// RUN: diff %t.ref %t.ours

// CHECK-LABEL: func.func @fold
// CHECK: arith.constant 0 : i0
// CANON-LABEL: func.func @fold
// CANON-DAG: %[[Z:.*]] = arith.constant 0 : i0
// CANON-DAG: %[[W:.*]] = arith.constant 0 : i32
// CANON: return %[[Z]], %[[Z]], %{{.*}}, %[[W]], %[[Z]], %arg1
func.func @fold(%a: i0, %b: i0) -> (i0, i0, i1, i32, i0, i0) {
  %s = arith.addi %a, %b : i0
  %z = arith.constant 0 : i0
  %m = arith.muli %s, %z : i0
  %z2 = arith.constant 0 : i0
  %g = arith.addi %z2, %z : i0
  %c = arith.cmpi slt, %a, %z : i0
  %e = arith.extsi %z : i0 to i32
  %d = arith.subi %a, %a : i0
  %x = arith.xori %b, %z : i0
  return %m, %g, %c, %e, %d, %x : i0, i0, i1, i32, i0, i0
}

// At width 0 mlir-opt has no signed max/min value (maxsi with 0 stays) but
// 0 is all ones (maxui with 0 folds to 0), and 0 is the unsigned minimum.
// CANON-LABEL: func.func @minmax
// CANON: %[[Z:.*]] = arith.constant 0 : i0
// CANON-NEXT: %[[M:.*]] = arith.maxsi %arg0, %[[Z]] : i0
// CANON-NEXT: return %[[M]], %[[Z]], %[[Z]]
func.func @minmax(%a: i0) -> (i0, i0, i0) {
  %z = arith.constant 0 : i0
  %0 = arith.maxsi %a, %z : i0
  %1 = arith.maxui %a, %z : i0
  %2 = arith.minui %a, %z : i0
  return %0, %1, %2 : i0, i0, i0
}

// CHECK-LABEL: func.func @shaped
// CHECK: memref.alloc() : memref<4xi0>
// CHECK: arith.constant dense<[0, 0]> : vector<2xi0>
func.func @shaped() -> (memref<4xi0>, vector<2xi0>) {
  %m = memref.alloc() : memref<4xi0>
  %v = arith.constant dense<0> : vector<2xi0>
  return %m, %v : memref<4xi0>, vector<2xi0>
}

// CHECK-LABEL: func.func @attrs
// CHECK: a = 0 : si0, b = 0 : ui0, c = array<i0: 0>, d = dense<{{\[\[}}0], [0]]> : tensor<2x1xi0>, e = dense<"0x"> : tensor<200xi0>, f = dense<> : tensor<0xi0>
func.func @attrs() {
  "test.op"() {a = 0 : si0, b = 0x0 : ui0, c = array<i0: 0>, d = dense<0> : tensor<2x1xi0>, e = dense<0> : tensor<200xi0>, f = dense<0> : tensor<0xi0>} : () -> ()
  return
}
