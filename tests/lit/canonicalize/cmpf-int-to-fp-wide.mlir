// cmpf of sitofp / uitofp against a constant becomes a cmpi (or a constant)
// in f80 and f128 too, the constant compared exactly in its own format
// (x87 pseudo-infinities read as NaN: no rewrite); output identical to mlir-opt 22's.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize > %t.ours
// RUN: %mlir_opt %s -canonicalize | diff - %t.ours

// CHECK-LABEL: func.func @wide
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[CM2:.*]] = arith.constant -2 : i8
// CHECK: arith.cmpi sle, %arg0, %[[C3]] : i32
// CHECK: arith.cmpf oeq, %{{.*}}, %{{.*}} : f80
// CHECK: arith.cmpi sge, %arg3, %[[CM2]] : i8
func.func @wide(%a: i32, %b: i64, %c: i128, %d: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  // 3.5 is not an integer: olt 3.5 is sle 3.
  %f = arith.sitofp %a : i32 to f80
  %k = arith.constant 3.5 : f80
  %r = arith.cmpf olt, %f, %k : f80
  // Above every u64: false.
  %g = arith.uitofp %b : i64 to f128
  %k2 = arith.constant 1.0e30 : f128
  %r2 = arith.cmpf ogt, %g, %k2 : f128
  // i128 does not fit f80's 64-bit significand and 1e30 is within its
  // range: no rewrite.
  %h = arith.sitofp %c : i128 to f80
  %k3 = arith.constant 1.0e30 : f80
  %r3 = arith.cmpf oeq, %h, %k3 : f80
  // 2^63 is above every i64.
  %i = arith.sitofp %b : i64 to f80
  %k4 = arith.constant 9223372036854775807.0 : f80
  %r4 = arith.cmpf oeq, %i, %k4 : f80
  // A NaN constant: the comparison folds (unordered).
  %k5 = arith.constant 0x7FFF8000000000000001 : f80
  %r5 = arith.cmpf ult, %i, %k5 : f80
  %k6 = arith.constant -2.5 : f128
  %j = arith.sitofp %d : i8 to f128
  %r6 = arith.cmpf oge, %j, %k6 : f128
  // An x87 pseudo-infinity (integer bit clear) reads as NaN.
  %k7 = arith.constant 0x7FFF0000000000000000 : f80
  %r7 = arith.cmpf olt, %h, %k7 : f80
  // 2^100: every i64 is below it.
  %k8 = arith.constant 0x40638000000000000000 : f80
  %r8 = arith.cmpf olt, %i, %k8 : f80
  // 2^-1000: above zero, below one.
  %k9 = arith.constant 0x3C170000000000000000000000000000 : f128
  %j2 = arith.uitofp %d : i8 to f128
  %r9 = arith.cmpf ugt, %j2, %k9 : f128
  return %r, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}
