// index.cmp under -canonicalize as in mlir-opt 22: two constants fold
// when the comparison agrees on 64 and 32 bits (2^32 vs 1 does not), a
// min/max against a constant folds when its range decides the answer on
// both widths, cmp(x, x) folds by predicate, and cmp(x - y, 0) /
// cmp(0, x - y) compare x and y directly. Folded values are
// index.bool.constant ops.
// RUN: affine-opt %s --split-input-file -canonicalize > %t
// RUN: %mlir_opt %s --split-input-file -canonicalize | diff %t -
// RUN: FileCheck %s < %t

// CHECK-LABEL: func.func @constants() -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %0 = index.cmp ugt(%idx4294967296, %idx1)
// CHECK-NEXT:   %1 = index.cmp sge(%idx4294967296, %idx1)
// CHECK-NEXT:   return %true, %false, %0, %true, %1 : i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @constants() -> (i1, i1, i1, i1, i1) {
  %a = index.constant 3
  %b = index.constant -1
  %c = index.constant 4294967296
  %d = index.constant 1
  %0 = index.cmp slt(%b, %a)
  %1 = index.cmp ult(%b, %a)
  %2 = index.cmp ugt(%c, %d)
  %3 = index.cmp eq(%a, %a)
  %4 = index.cmp sge(%c, %d)
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @same_operands(%arg0: index) -> (i1, i1, i1) {
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   return %true, %false, %true : i1, i1, i1
// CHECK-NEXT: }
func.func @same_operands(%x: index) -> (i1, i1, i1) {
  %0 = index.cmp eq(%x, %x)
  %1 = index.cmp ult(%x, %x)
  %2 = index.cmp sge(%x, %x)
  return %0, %1, %2 : i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @min_max(%arg0: index) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %idx5 = index.constant 5
// CHECK-NEXT:   %idx7 = index.constant 7
// CHECK-NEXT:   %0 = index.maxu %arg0, %idx7
// CHECK-NEXT:   %1 = index.cmp eq(%0, %idx5)
// CHECK-NEXT:   return %true, %false, %true, %1, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @min_max(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c7 = index.constant 7
  %m = index.mins %x, %c5
  %n = index.maxu %x, %c7
  %p = index.minu %x, %c5
  %0 = index.cmp slt(%m, %c7)
  %1 = index.cmp sgt(%m, %c7)
  %2 = index.cmp uge(%n, %c5)
  %3 = index.cmp eq(%n, %c5)
  %4 = index.cmp ne(%p, %c7)
  %5 = index.cmp sle(%m, %c5)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @min_max_open(%arg0: index) -> (i1, i1) {
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %idx5 = index.constant 5
// CHECK-NEXT:   %idx3 = index.constant 3
// CHECK-NEXT:   %0 = index.mins %arg0, %idx5
// CHECK-NEXT:   %1 = index.cmp slt(%0, %idx3)
// CHECK-NEXT:   return %1, %false : i1, i1
// CHECK-NEXT: }
func.func @min_max_open(%x: index) -> (i1, i1) {
  %c5 = index.constant 5
  %c3 = index.constant 3
  %m = index.mins %x, %c5
  %n = index.maxs %x, %c5
  %0 = index.cmp slt(%m, %c3)
  %1 = index.cmp ult(%n, %c3)
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @sub_against_zero(%arg0: index, %arg1: index) -> (i1, i1) {
// CHECK-NEXT:   %0 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:   %1 = index.cmp ule(%arg1, %arg0)
// CHECK-NEXT:   return %0, %1 : i1, i1
// CHECK-NEXT: }
func.func @sub_against_zero(%x: index, %y: index) -> (i1, i1) {
  %z = index.constant 0
  %s = index.sub %x, %y
  %0 = index.cmp slt(%s, %z)
  %1 = index.cmp ule(%z, %s)
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @arith_zero(%arg0: index, %arg1: index) -> i1 {
// CHECK-NEXT:   %0 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT:   return %0 : i1
// CHECK-NEXT: }
func.func @arith_zero(%x: index, %y: index) -> i1 {
  %z = arith.constant 0 : index
  %s = index.sub %x, %y
  %0 = index.cmp sgt(%s, %z)
  return %0 : i1
}
