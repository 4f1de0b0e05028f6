// Constant-folding an affine expression looks at the right operand of a
// binary expression only once the left one folded, as MLIR's folder does:
// a modulus by a non-positive constant on the right of a non-constant left
// side makes no poison, and the affine.apply stays (with the constants
// composed into its map). When every input is constant, the same modulus is
// poison. The second RUN line checks that the expected output is mlir-opt's.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s

// CHECK: #[[$MAP:.*]] = affine_map<()[s0] -> ((s0 + -1 mod -1) ceildiv 8)>
// CHECK-LABEL: func.func @non_constant_left
// CHECK-NEXT:    %[[R:.*]] = affine.apply #[[$MAP]]()[%arg0]
// CHECK-NEXT:    return %[[R]] : index
func.func @non_constant_left(%a: index) -> index {
  %cm1 = arith.constant -1 : index
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0 mod s0) ceildiv 8)>(%a)[%cm1]
  return %0 : index
}

// CHECK-LABEL: func.func @all_constant
// CHECK-NEXT:    %[[P:.*]] = ub.poison : index
// CHECK-NEXT:    return %[[P]] : index
func.func @all_constant() -> index {
  %cm1 = arith.constant -1 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0 mod s0) ceildiv 8)>(%c5)[%cm1]
  return %0 : index
}
