// Folding affine.min / affine.max over constant operands (MLIR's
// foldMinMaxOp, which -lower-affine runs before its patterns): a result that
// would divide by zero stays as it is, like one over a non-constant operand,
// while the other results still fold to constants, so the op's map changes
// in place and is then expanded. (affine.apply folds such a result to
// ub.poison instead.) The second RUN line checks that the expected output is
// mlir-opt's.
// RUN: affine-opt %s -lower-affine | FileCheck %s
// RUN: %mlir_opt %s -lower-affine | FileCheck %s

// `s1 mod 2` folds to 0 (%c0_0), `d0 floordiv s1` stays (the divsi by %c0).
// CHECK-LABEL: func.func @min_poison_result(%arg0: index) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %0 = arith.cmpi slt, %c16, %c0_1 : index
// CHECK-NEXT:   %1 = arith.subi %c-1, %c16 : index
// CHECK-NEXT:   %2 = arith.select %0, %1, %c16 : index
// CHECK-NEXT:   %3 = arith.divsi %2, %c0 : index
// CHECK-NEXT:   %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:   %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:   %6 = arith.addi %c16, %arg0 : index
// CHECK-NEXT:   %7 = arith.minsi %c0_0, %5 : index
// CHECK-NEXT:   %8 = arith.minsi %7, %6 : index
// CHECK-NEXT:   return %8 : index
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @max_poison_result(%arg0: index) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = arith.remsi %c16, %c0 : index
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %c0_1 : index
// CHECK-NEXT:   %2 = arith.addi %0, %c0 : index
// CHECK-NEXT:   %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %4 = arith.maxsi %c0_0, %3 : index
// CHECK-NEXT:   %5 = arith.maxsi %4, %c4 : index
// CHECK-NEXT:   return %5 : index
// CHECK-NEXT:  }
func.func @min_poison_result(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = affine.min affine_map<(d0)[s0, s1] -> (s1 mod 2, d0 floordiv s1, d0 + s0)>(%c16)[%a, %c0]
  return %0 : index
}
func.func @max_poison_result(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = affine.max affine_map<(d0)[s0] -> (s0, d0 mod s0, d0 ceildiv 4)>(%c16)[%c0]
  return %0 : index
}
