// f80 and f128 values run exactly: every result is the exact value rounded
// once to the format (rustc_apfloat, the implementation the arith folders
// use), printed as the shortest decimal that reads back to the same value
// (as f64 results print). The expected values were computed independently
// with Python's fractions/decimal (exact rationals rounded to 113 / 64
// significand bits, to nearest even), not by the interpreter.
// Inputs: decimal text is read correctly rounded in the format, so 0.1
// here is the f128 nearest to 1/10 (an `arith.constant 0.1 : f128` is the
// f64 0.1 widened, as MLIR's parser reads it).

// RUN: affine-opt %s --run=ops --run-inputs='["0.1", 3, -7.25]' | FileCheck %s --check-prefix=OPS
// OPS: @ops:
// OPS-NEXT: ret0: f128 = 3.1
// OPS-NEXT: ret1: f128 = -2.9
// OPS-NEXT: ret2: f128 = 0.30000000000000000000000000000000004
// OPS-NEXT: ret3: f128 = 30
// OPS-NEXT: ret4: f128 = -1.25
// OPS-NEXT: ret5: f128 = -6.95
// OPS-NEXT: ret6: f128 = 1.7320508075688772935274463415058723
// OPS-NEXT: ret7: f128 = 0.5773502691896257645091487805019575
// OPS-NEXT: ret8: f128 = 0.1
// OPS-NEXT: ret9: f128 = -7.25
// OPS-NEXT: ret10: f128 = -0.1
// OPS-NEXT: ret11: i1 = 1
// OPS-NEXT: ret12: f128 = 1.0000000000000000000000000000000004e-5
// OPS-NEXT: ret13: f128 = -8
// OPS-NEXT: ret14: f128 = -7
// OPS-NEXT: ret15: f128 = -7
// OPS-NEXT: ret16: f128 = 7.25
func.func @ops(%a: f128, %b: f128, %c: f128) -> (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, i1, f128, f128, f128, f128, f128) {
  %0 = arith.addf %a, %b : f128
  %1 = arith.subf %a, %b : f128
  %2 = arith.mulf %a, %b : f128
  %3 = arith.divf %b, %a : f128
  %4 = arith.remf %c, %b : f128
  %5 = math.fma %a, %b, %c : f128
  %6 = math.sqrt %b : f128
  %7 = math.rsqrt %b : f128
  %8 = arith.maximumf %a, %c : f128
  %9 = arith.minimumf %a, %c : f128
  %10 = arith.negf %a : f128
  %11 = arith.cmpf olt, %c, %a : f128
  %five = arith.constant 5 : i32
  %12 = math.fpowi %a, %five : f128, i32
  %13 = math.floor %c : f128
  %14 = math.ceil %c : f128
  %15 = math.roundeven %c : f128
  %16 = math.absf %c : f128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, i1, f128, f128, f128, f128, f128
}

// Conversions: f128 -> f80 / f64 / f32 (rounding modes too), ints both ways,
// and f80 arithmetic.
// RUN: affine-opt %s --run=casts --run-inputs='["0.1", 9223372036854775807, -7.25]' | FileCheck %s --check-prefix=CASTS
// CASTS: @casts:
// CASTS-NEXT: ret0: f80 = 0.1
// CASTS-NEXT: ret1: f80 = 0.010000000000000000001
// CASTS-NEXT: ret2: f64 = 0.1
// CASTS-NEXT: ret3: f32 = 0.099999994
// CASTS-NEXT: ret4: f32 = 0.1
// CASTS-NEXT: ret5: f80 = 9223372036854775807
// CASTS-NEXT: ret6: i32 = -7
// CASTS-NEXT: ret7: i64 = 9223372036854775807
// CASTS-NEXT: ret8: f128 = 2.5
func.func @casts(%a: f128, %i: i64, %c: f128) -> (f80, f80, f64, f32, f32, f80, i32, i64, f128) {
  %0 = arith.truncf %a : f128 to f80
  %1 = arith.mulf %0, %0 : f80
  %2 = arith.truncf %a : f128 to f64
  %3 = arith.truncf %a downward : f128 to f32
  %4 = arith.truncf %a upward : f128 to f32
  %5 = arith.sitofp %i : i64 to f80
  %6 = arith.fptosi %c : f128 to i32
  %7 = arith.fptoui %5 : f80 to i64
  %h = arith.constant 2.5 : f16
  %8 = arith.extf %h : f16 to f128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f80, f80, f64, f32, f32, f80, i32, i64, f128
}

// Memory, vectors, reductions, classification, NaNs and infinities. The
// invalid operation inf - inf gives -nan (as the narrow formats compute it
// on x86); bit patterns of other NaNs print as such.
// RUN: affine-opt %s --run=mem --run-inputs='["dense<[1, 2, 10, 0.5]>", "dense<[0x7FFF8000000000000000000000000001, 0]>"]' | FileCheck %s --check-prefix=MEM
// MEM: @mem:
// MEM-NEXT: ret0: f128 = 13.5
// MEM-NEXT: ret1: vector<4xf128> = [0.3333333333333333333333333333333333, 0.6666666666666666666666666666666666, 3.3333333333333333333333333333333335, 0.16666666666666666666666666666666666]
// MEM-NEXT: ret2: vector<4xi1> = [1, 0, 0, 1]
// MEM-NEXT: ret3: f128 = -nan
// MEM-NEXT: arg1: memref<2xf128> = [0x7FFF8000000000000000000000000001, inf]
func.func @mem(%v: vector<4xf128>, %m: memref<2xf128>) -> (f128, vector<4xf128>, vector<4xi1>, f128) {
  %0 = vector.reduction <add>, %v : vector<4xf128> into f128
  %three = arith.constant dense<3.0> : vector<4xf128>
  %1 = arith.divf %v, %three : vector<4xf128>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nan = memref.load %m[%c0] : memref<2xf128>
  %isnan = math.isnan %nan : f128
  %inf = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %isinf = math.isinf %nan : f128
  %zero = memref.load %m[%c1] : memref<2xf128>
  %isnormal = math.isnormal %zero : f128
  %isfinite = math.isfinite %zero : f128
  %2 = vector.from_elements %isnan, %isnormal, %isinf, %isfinite : vector<4xi1>
  %3 = arith.subf %inf, %inf : f128
  memref.store %inf, %m[%c1] : memref<2xf128>
  return %0, %1, %2, %3 : f128, vector<4xf128>, vector<4xi1>, f128
}

// Transformations are checked on f80 / f128 programs.
// RUN: affine-opt %s -canonicalize --check-semantics 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: semantic check: @ops: same results on 5 of 5 random inputs
// SEM-NEXT: semantic check: @casts: same results on 5 of 5 random inputs
// SEM-NEXT: semantic check: @mem: same results on 5 of 5 random inputs
// SEM-NEXT: semantic check: @sum: same results on 5 of 5 random inputs
// SEM-NEXT: semantic check: @transcendental: not checked (the interpreter does not support it)
func.func @sum(%m: memref<8xf128>, %n: memref<8xf80>) -> (f128, f80) {
  %z = arith.constant 0.0 : f128
  %z80 = arith.constant 0.0 : f80
  %r:2 = affine.for %i = 0 to 8 iter_args(%acc = %z, %acc80 = %z80) -> (f128, f80) {
    %v = affine.load %m[%i] : memref<8xf128>
    %w = affine.load %n[%i] : memref<8xf80>
    %s = arith.addf %acc, %v : f128
    %q = arith.mulf %w, %w : f80
    %t = arith.addf %acc80, %q : f80
    affine.yield %s, %t : f128, f80
  }
  return %r#0, %r#1 : f128, f80
}

// Transcendental functions go to the C library's long double / _Float128
// functions in MLIR's lowering: no exact result to reproduce.
// RUN: not affine-opt %s --run=transcendental --run-inputs='[1]' 2>&1 | FileCheck %s --check-prefix=SIN
// SIN: error: 'math.sin' op unsupported: {{.*}}math.sin on f80 is not supported (MLIR calls the C library for it: no exact result)
func.func @transcendental(%a: f80) -> f80 {
  %0 = math.sin %a : f80
  return %0 : f80
}
