// index.cmp in its custom form (`pred(lhs, rhs)`) and in the generic form
// with its `#index<cmp_predicate ...>` property, every predicate.
// RUN: affine-opt %s > %t
// RUN: %mlir_opt %s | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s --mlir-print-op-generic > %t.g
// RUN: %mlir_opt %s --mlir-print-op-generic | diff %t.g -
// RUN: FileCheck %s --check-prefix=GENERIC < %t.g
// RUN: affine-opt %t.g | diff %t -

// CHECK-LABEL: func.func @predicates(
// CHECK-NEXT:    %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT:    %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT:    %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:    %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT:    %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT:    %5 = index.cmp sge(%arg0, %arg1) {tag}
// CHECK-NEXT:    %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:    %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT:    %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT:    %9 = index.cmp uge(%arg1, %arg0)
// GENERIC: "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC: "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate sge>}> {tag} : (index, index) -> i1
// GENERIC: "index.cmp"(%arg1, %arg0) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
func.func @predicates(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b) {tag}
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = "index.cmp"(%b, %a) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
