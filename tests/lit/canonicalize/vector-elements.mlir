// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize=top-down=false | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=to_elements_order | FileCheck %s --check-prefix=EXEC

// MLIR 22's folders and canonicalization patterns of vector.to_elements and
// vector.from_elements: ToElementsOp::fold (of from_elements, of a
// broadcast scalar), ToElementsOfBroadcast, FromElementsOp::fold (of
// to_elements, of constants) and rewriteFromElementsAsBroadcast. (22's
// FromElementsToShapeCast, from_elements of consecutive extracts, is not
// here yet.)

// SEM: @to_from: same results
// SEM: @from_to: same results
// SEM: @from_to_shape: same results
// SEM: @from_to_perm: same results
// SEM: @from_splat: same results
// SEM: @from_consts: same results
// SEM: @to_bcast_scalar: same results
// SEM: @to_bcast_vector: same results
// SEM: @to_shape_cast: same results
// SEM: @to_const: same results
// SEM: @to_dead: same results
// SEM: @from_0d: same results
// SEM: @to_from_diff_shape: same results
// SEM: @bcast_unit: same results
// SEM: @bcast_partial_use: same results
// SEM: @consts_mixed: same results
// SEM: @consts_poison: same results
// SEM: @from_to_partial: same results
// SEM: @splat_i1: same results

// The interpreter's to_elements: row-major order.
// EXEC: @to_elements_order:
// EXEC-NEXT: ret0: f32 = 1
// EXEC-NEXT: ret1: f32 = 2
// EXEC-NEXT: ret2: f32 = 3
// EXEC-NEXT: ret3: f32 = 4
// EXEC-NEXT: ret4: f32 = 5
// EXEC-NEXT: ret5: f32 = 6

// ToElementsOp::fold: to_elements(from_elements(x)) is x.
// CHECK-LABEL: func.func @to_from(
// CHECK-NEXT: return %arg0, %arg1, %arg2, %arg3 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @to_from(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, f32, f32, f32) {
  %v = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
}

// FromElementsOp::fold: from_elements of all the results of one to_elements,
// in order, of a vector of the same type, is that vector (not another
// shape, not another order).
// CHECK-LABEL: func.func @from_to(
// CHECK-NEXT: return %arg0 : vector<2x2xf32>
// CHECK-NEXT: }
func.func @from_to(%v: vector<2x2xf32>) -> vector<2x2xf32> {
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  %w = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<2x2xf32>
  return %w : vector<2x2xf32>
}

// CHECK-LABEL: func.func @from_to_shape(
// CHECK-NEXT: %0:4 = vector.to_elements %arg0 : vector<2x2xf32>
// CHECK-NEXT: %1 = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
func.func @from_to_shape(%v: vector<2x2xf32>) -> vector<4xf32> {
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  %w = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<4xf32>
  return %w : vector<4xf32>
}

// CHECK-LABEL: func.func @from_to_perm(
// CHECK-NEXT: %0:4 = vector.to_elements %arg0 : vector<2x2xf32>
// CHECK-NEXT: %1 = vector.from_elements %0#1, %0#0, %0#2, %0#3 : vector<2x2xf32>
// CHECK-NEXT: return %1 : vector<2x2xf32>
// CHECK-NEXT: }
func.func @from_to_perm(%v: vector<2x2xf32>) -> vector<2x2xf32> {
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  %w = vector.from_elements %0#1, %0#0, %0#2, %0#3 : vector<2x2xf32>
  return %w : vector<2x2xf32>
}

// rewriteFromElementsAsBroadcast: one value repeated is a broadcast (also 0-d).
// CHECK-LABEL: func.func @from_splat(
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<3xf32>
// CHECK-NEXT: return %0 : vector<3xf32>
// CHECK-NEXT: }
func.func @from_splat(%a: f32) -> vector<3xf32> {
  %w = vector.from_elements %a, %a, %a : vector<3xf32>
  return %w : vector<3xf32>
}

// FromElementsOp::fold: constant elements make a dense constant.
// CHECK-LABEL: func.func @from_consts(
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 1.000000e+00]> : vector<3xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[7, 8]> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<3> : vector<2xindex>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<3xf32>, vector<2xi32>, vector<2xindex>
// CHECK-NEXT: }
func.func @from_consts() -> (vector<3xf32>, vector<2xi32>, vector<2xindex>) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %i = arith.constant 7 : i32
  %j = arith.constant 8 : i32
  %x = arith.constant 3 : index
  %w = vector.from_elements %c1, %c2, %c1 : vector<3xf32>
  %u = vector.from_elements %i, %j : vector<2xi32>
  %z = vector.from_elements %x, %x : vector<2xindex>
  return %w, %u, %z : vector<3xf32>, vector<2xi32>, vector<2xindex>
}

// ToElementsOp::fold: the elements of a broadcast scalar are the scalar.
// CHECK-LABEL: func.func @to_bcast_scalar(
// CHECK-NEXT: return %arg0, %arg0, %arg0 : f32, f32, f32
// CHECK-NEXT: }
func.func @to_bcast_scalar(%a: f32) -> (f32, f32, f32) {
  %v = vector.broadcast %a : f32 to vector<3xf32>
  %0:3 = vector.to_elements %v : vector<3xf32>
  return %0#0, %0#1, %0#2 : f32, f32, f32
}

// ToElementsOfBroadcast: the elements of a broadcast vector are elements of
// the vector (leading and unit dimensions repeat).
// CHECK-LABEL: func.func @to_bcast_vector(
// CHECK-NEXT: %0:2 = vector.to_elements %arg0 : vector<2xf32>
// CHECK-NEXT: return %0#0, %0#1, %0#0, %0#1 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @to_bcast_vector(%a: vector<2xf32>) -> (f32, f32, f32, f32) {
  %v = vector.broadcast %a : vector<2xf32> to vector<2x2xf32>
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
}

// Not folded in 22: through a shape_cast, of a constant.
// CHECK-LABEL: func.func @to_shape_cast(
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4xf32> to vector<2x2xf32>
// CHECK-NEXT: %1:4 = vector.to_elements %0 : vector<2x2xf32>
// CHECK-NEXT: return %1#0, %1#1, %1#2, %1#3 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @to_shape_cast(%a: vector<4xf32>) -> (f32, f32, f32, f32) {
  %v = vector.shape_cast %a : vector<4xf32> to vector<2x2xf32>
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
}

// CHECK-LABEL: func.func @to_const(
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %0:2 = vector.to_elements %cst : vector<2xf32>
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
func.func @to_const() -> (f32, f32) {
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %0:2 = vector.to_elements %v : vector<2xf32>
  return %0#0, %0#1 : f32, f32
}

// Unused to_elements (pure) is erased.
// CHECK-LABEL: func.func @to_dead(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @to_dead(%v: vector<2xf32>) {
  %0:2 = vector.to_elements %v : vector<2xf32>
  return
}

// CHECK-LABEL: func.func @from_0d(
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT: return %0 : vector<f32>
// CHECK-NEXT: }
func.func @from_0d(%a: f32) -> vector<f32> {
  %w = vector.from_elements %a : vector<f32>
  return %w : vector<f32>
}

// CHECK-LABEL: func.func @to_from_diff_shape(
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg1, %arg2, %arg3 : vector<4xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<4xf32> to vector<2x2xf32>
// CHECK-NEXT: %2:4 = vector.to_elements %1 : vector<2x2xf32>
// CHECK-NEXT: return %2#0, %2#1, %2#2, %2#3 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @to_from_diff_shape(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, f32, f32, f32) {
  %v = vector.from_elements %a, %b, %c, %d : vector<4xf32>
  %s = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  %0:4 = vector.to_elements %s : vector<2x2xf32>
  return %0#0, %0#1, %0#2, %0#3 : f32, f32, f32, f32
}

// Unit dimensions, 0-d source.
// CHECK-LABEL: func.func @bcast_unit(
// CHECK-NEXT: %0:2 = vector.to_elements %arg0 : vector<1x2xf32>
// CHECK-NEXT: %1:2 = vector.to_elements %arg1 : vector<2x1xf32>
// CHECK-NEXT: %2 = vector.to_elements %arg2 : vector<f32>
// CHECK-NEXT: return %0#0, %0#1, %0#0, %0#1, %0#0, %0#1, %1#0, %1#0, %1#0, %1#1, %1#1, %1#1, %2, %2, %2 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @bcast_unit(%a: vector<1x2xf32>, %b: vector<2x1xf32>, %c: vector<f32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %v = vector.broadcast %a : vector<1x2xf32> to vector<3x2xf32>
  %0:6 = vector.to_elements %v : vector<3x2xf32>
  %w = vector.broadcast %b : vector<2x1xf32> to vector<2x3xf32>
  %1:6 = vector.to_elements %w : vector<2x3xf32>
  %x = vector.broadcast %c : vector<f32> to vector<3xf32>
  %2:3 = vector.to_elements %x : vector<3xf32>
  return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %2#0, %2#1, %2#2 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @bcast_partial_use(
// CHECK-NEXT: %0:2 = vector.to_elements %arg0 : vector<2xi32>
// CHECK-NEXT: return %0#1 : i32
// CHECK-NEXT: }
func.func @bcast_partial_use(%a: vector<2xi32>) -> i32 {
  %v = vector.broadcast %a : vector<2xi32> to vector<3x2xi32>
  %0:6 = vector.to_elements %v : vector<3x2xi32>
  return %0#5 : i32
}

// Mixed constant and non-constant elements; index, i1, f16; ub.poison
// elements do not fold.
// CHECK-LABEL: func.func @consts_mixed(
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<2xf16>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 5, 0]> : vector<3xindex>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = vector.from_elements %true, %arg0 : vector<2xi1>
// CHECK-NEXT: return %0, %cst_0, %cst : vector<2xi1>, vector<3xindex>, vector<2xf16>
// CHECK-NEXT: }
func.func @consts_mixed(%x: i1) -> (vector<2xi1>, vector<3xindex>, vector<2xf16>) {
  %t = arith.constant true
  %f = arith.constant false
  %i0 = arith.constant 0 : index
  %i5 = arith.constant 5 : index
  %h = arith.constant 1.5 : f16
  %a = vector.from_elements %t, %x : vector<2xi1>
  %b = vector.from_elements %i0, %i5, %i0 : vector<3xindex>
  %c = vector.from_elements %h, %h : vector<2xf16>
  return %a, %b, %c : vector<2xi1>, vector<3xindex>, vector<2xf16>
}

// CHECK-LABEL: func.func @consts_poison(
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %1 = vector.from_elements %cst, %0 : vector<2xf32>
// CHECK-NEXT: return %1 : vector<2xf32>
// CHECK-NEXT: }
func.func @consts_poison() -> vector<2xf32> {
  %p = ub.poison : f32
  %h = arith.constant 1.5 : f32
  %a = vector.from_elements %h, %p : vector<2xf32>
  return %a : vector<2xf32>
}

// A prefix of the elements of a longer vector: kept.
// CHECK-LABEL: func.func @from_to_partial(
// CHECK-NEXT: %0:3 = vector.to_elements %arg0 : vector<3xf32>
// CHECK-NEXT: %1 = vector.from_elements %0#0, %0#1 : vector<2xf32>
// CHECK-NEXT: return %1 : vector<2xf32>
// CHECK-NEXT: }
func.func @from_to_partial(%v: vector<3xf32>) -> vector<2xf32> {
  %0:3 = vector.to_elements %v : vector<3xf32>
  %w = vector.from_elements %0#0, %0#1 : vector<2xf32>
  return %w : vector<2xf32>
}

// CHECK-LABEL: func.func @splat_i1(
// CHECK-NEXT: %0 = vector.broadcast %arg0 : i1 to vector<2x2xi1>
// CHECK-NEXT: return %0 : vector<2x2xi1>
// CHECK-NEXT: }
func.func @splat_i1(%a: i1) -> vector<2x2xi1> {
  %w = vector.from_elements %a, %a, %a, %a : vector<2x2xi1>
  return %w : vector<2x2xi1>
}

// CHECK-LABEL: func.func @to_elements_order(
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : vector<2x3xf32>
// CHECK-NEXT: %0:6 = vector.to_elements %cst : vector<2x3xf32>
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @to_elements_order() -> (f32, f32, f32, f32, f32, f32) {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0:6 = vector.to_elements %v : vector<2x3xf32>
  return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : f32, f32, f32, f32, f32, f32
}
