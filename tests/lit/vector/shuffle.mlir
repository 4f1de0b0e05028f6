// vector.shuffle (1-D, n-D, 0-D operands, poison lanes -1) and
// vector.interleave: custom and generic forms, and -canonicalize with
// mlir-opt 22's folds (a mask taking all of one operand in order is that
// operand; constant and poison operands fold to a constant) and patterns
// (Canonicalize0DShuffleOp: a one-lane 0-D shuffle is a broadcast;
// ShuffleSplat: a shuffle of two broadcasts of one scalar is a broadcast;
// ShuffleInterleave). The interpreter checks canonicalization keeps what
// the functions compute.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s -canonicalize --check-semantics=5 -o /dev/null
// RUN: affine-opt %s --run=lanes | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @forms(
// CHECK-NEXT: %0 = vector.shuffle %arg0, %arg1 [0, 5, 3] : vector<4xf32>, vector<2xf32>
// CHECK-NEXT: %1 = vector.shuffle %arg2, %arg2 [0, 1] {tag} : vector<f32>, vector<f32>
// CHECK-NEXT: %2 = vector.shuffle %arg3, %arg4 [2, 0, -1] : vector<2x3xi32>, vector<1x3xi32>
// CHECK-NEXT: %3 = vector.interleave %arg3, %arg3 : vector<2x3xi32> -> vector<2x6xi32>
// CHECK-NEXT: %4 = vector.interleave %arg2, %arg2 {tag} : vector<f32> -> vector<2xf32>

// GENERIC-LABEL: sym_name = "forms"
// GENERIC: "vector.shuffle"({{.*}}) <{mask = array<i64: 0, 5, 3>}> : (vector<4xf32>, vector<2xf32>) -> vector<3xf32>
// GENERIC-NEXT: "vector.shuffle"({{.*}}) <{mask = array<i64: 0, 1>}> {tag} : (vector<f32>, vector<f32>) -> vector<2xf32>
// GENERIC-NEXT: "vector.shuffle"({{.*}}) <{mask = array<i64: 2, 0, -1>}> : (vector<2x3xi32>, vector<1x3xi32>) -> vector<3x3xi32>
// GENERIC-NEXT: "vector.interleave"({{.*}}) : (vector<2x3xi32>, vector<2x3xi32>) -> vector<2x6xi32>
func.func @forms(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<f32>, %d: vector<2x3xi32>, %e: vector<1x3xi32>) -> (vector<3xf32>, vector<2xf32>, vector<3x3xi32>, vector<2x6xi32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 5, 3] : vector<4xf32>, vector<2xf32>
  %1 = vector.shuffle %c, %c [0, 1] {tag} : vector<f32>, vector<f32>
  %2 = vector.shuffle %d, %e [2, 0, -1] : vector<2x3xi32>, vector<1x3xi32>
  %3 = vector.interleave %d, %d : vector<2x3xi32> -> vector<2x6xi32>
  %4 = vector.interleave %c, %c {tag} : vector<f32> -> vector<2xf32>
  return %0, %1, %2, %3, %4 : vector<3xf32>, vector<2xf32>, vector<3x3xi32>, vector<2x6xi32>, vector<2xf32>
}

// CANON-LABEL: func.func @canon(
// CANON-NEXT: %cst = arith.constant dense<[8, 7, 7]> : vector<3xi32>
// CANON-NEXT: %cst_0 = arith.constant dense<[8, 1, 1, 7]> : vector<4xi32>
// CANON-NEXT: %0 = vector.interleave %arg2, %arg3 : vector<f32> -> vector<2xf32>
// CANON-NEXT: %1 = vector.broadcast %arg3 : vector<f32> to vector<1xf32>
// CANON-NEXT: %2 = vector.broadcast %arg2 : vector<f32> to vector<1xf32>
// CANON-NEXT: %3 = vector.broadcast %arg4 : f32 to vector<3xf32>
// CANON-NEXT: %4 = vector.interleave %arg0, %arg5 : vector<4xf32> -> vector<8xf32>
// CANON-NEXT: %5 = vector.shuffle %arg2, %arg2 [1, 0] : vector<f32>, vector<f32>
// CANON-NEXT: return %arg0, %arg1, %0, %1, %2, %3, %4, %cst_0, %cst, %5
func.func @canon(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<f32>, %d: vector<f32>, %s: f32, %e: vector<4xf32>) -> (vector<4xf32>, vector<2xf32>, vector<2xf32>, vector<1xf32>, vector<1xf32>, vector<3xf32>, vector<8xf32>, vector<4xi32>, vector<3xi32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<2xf32>
  %1 = vector.shuffle %a, %b [4, 5] : vector<4xf32>, vector<2xf32>
  %2 = vector.shuffle %c, %d [0, 1] : vector<f32>, vector<f32>
  %3 = vector.shuffle %c, %d [1] : vector<f32>, vector<f32>
  %4 = vector.shuffle %c, %d [0] : vector<f32>, vector<f32>
  %b1 = vector.broadcast %s : f32 to vector<4xf32>
  %b2 = vector.broadcast %s : f32 to vector<2xf32>
  %5 = vector.shuffle %b1, %b2 [0, 5, 1] : vector<4xf32>, vector<2xf32>
  %6 = vector.shuffle %a, %e [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %k1 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %k2 = arith.constant dense<[7, 8]> : vector<2xi32>
  %7 = vector.shuffle %k1, %k2 [4, -1, 0, 3] : vector<3xi32>, vector<2xi32>
  %p = ub.poison : vector<3xi32>
  %8 = vector.shuffle %p, %k2 [4, -1, 1] : vector<3xi32>, vector<2xi32>
  %9 = vector.shuffle %c, %c [1, 0] : vector<f32>, vector<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : vector<4xf32>, vector<2xf32>, vector<2xf32>, vector<1xf32>, vector<1xf32>, vector<3xf32>, vector<8xf32>, vector<4xi32>, vector<3xi32>, vector<2xf32>
}

// EXEC: @lanes:
// EXEC: ret0: vector<3x2xi32> = {{\[\[}}5, 6], [1, 2], [3, 4]]
// EXEC: ret1: vector<2x4xi32> = {{\[\[}}1, 5, 2, 6], [3, 7, 4, 8]]
func.func @lanes() -> (vector<3x2xi32>, vector<2x4xi32>) {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %b = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi32>
  %0 = vector.shuffle %a, %b [2, 0, 1] : vector<2x2xi32>, vector<2x2xi32>
  %1 = vector.interleave %a, %b : vector<2x2xi32> -> vector<2x4xi32>
  return %0, %1 : vector<3x2xi32>, vector<2x4xi32>
}
