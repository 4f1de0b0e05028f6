// RUN: affine-opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --mlir-print-op-generic | affine-opt | FileCheck %s

// CHECK-LABEL: func.func @float_unary(%arg0: f32, %arg1: vector<4xf16>, %arg2: tensor<2x?xf64>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg0 : f32
// CHECK-NEXT: %2 = math.acosh %arg0 : f32
// CHECK-NEXT: %3 = math.asin %arg0 : f32
// CHECK-NEXT: %4 = math.asinh %arg0 : f32
// CHECK-NEXT: %5 = math.atan %arg0 : f32
// CHECK-NEXT: %6 = math.atanh %arg0 : f32
// CHECK-NEXT: %7 = math.cbrt %arg0 : f32
// CHECK-NEXT: %8 = math.ceil %arg1 : vector<4xf16>
// CHECK-NEXT: %9 = math.cos %arg1 : vector<4xf16>
// CHECK-NEXT: %10 = math.cosh %arg0 : f32
// CHECK-NEXT: %11 = math.erf %arg0 : f32
// CHECK-NEXT: %12 = math.erfc %arg0 : f32
// CHECK-NEXT: %13 = math.exp %arg2 : tensor<2x?xf64>
// CHECK-NEXT: %14 = math.exp2 %arg0 : f32
// CHECK-NEXT: %15 = math.expm1 %arg0 : f32
// CHECK-NEXT: %16 = math.floor %arg0 : f32
// CHECK-NEXT: %17 = math.log %arg0 : f32
// CHECK-NEXT: %18 = math.log10 %arg0 : f32
// CHECK-NEXT: %19 = math.log1p %arg0 : f32
// CHECK-NEXT: %20 = math.log2 %arg0 : f32
// CHECK-NEXT: %21 = math.round %arg0 : f32
// CHECK-NEXT: %22 = math.roundeven %arg0 : f32
// CHECK-NEXT: %23 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %24 = math.sin %arg0 : f32
// CHECK-NEXT: %25 = math.sinh %arg0 : f32
// CHECK-NEXT: %26 = math.sqrt %arg0 : f32
// CHECK-NEXT: %27 = math.tan %arg0 : f32
// CHECK-NEXT: %28 = math.tanh %arg0 : f32
// CHECK-NEXT: %29 = math.trunc %arg0 : f32
// CHECK-NEXT: return
// GENERIC: %28 = "math.absf"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %29 = "math.acos"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %30 = "math.acosh"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %31 = "math.asin"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %32 = "math.asinh"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %33 = "math.atan"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %34 = "math.atanh"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %35 = "math.cbrt"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %36 = "math.ceil"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC: %37 = "math.cos"(%arg15) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC: %38 = "math.cosh"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %39 = "math.erf"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %40 = "math.erfc"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %41 = "math.exp"(%arg16) <{fastmath = #arith.fastmath<none>}> : (tensor<2x?xf64>) -> tensor<2x?xf64>
// GENERIC: %42 = "math.exp2"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %43 = "math.expm1"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %44 = "math.floor"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %45 = "math.log"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %46 = "math.log10"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %47 = "math.log1p"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %48 = "math.log2"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %49 = "math.round"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %50 = "math.roundeven"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %51 = "math.rsqrt"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %52 = "math.sin"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %53 = "math.sinh"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %54 = "math.sqrt"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %55 = "math.tan"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %56 = "math.tanh"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %57 = "math.trunc"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
func.func @float_unary(%x: f32, %v: vector<4xf16>, %t: tensor<2x?xf64>) {
  %0 = math.absf %x : f32
  %1 = math.acos %x : f32
  %2 = math.acosh %x : f32
  %3 = math.asin %x : f32
  %4 = math.asinh %x : f32
  %5 = math.atan %x : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.ceil %v : vector<4xf16>
  %9 = math.cos %v : vector<4xf16>
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %x : f32
  %13 = math.exp %t : tensor<2x?xf64>
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x : f32
  %16 = math.floor %x : f32
  %17 = math.log %x : f32
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x : f32
  %21 = math.round %x : f32
  %22 = math.roundeven %x : f32
  %23 = math.rsqrt %x : f32
  %24 = math.sin %x : f32
  %25 = math.sinh %x : f32
  %26 = math.sqrt %x : f32
  %27 = math.tan %x : f32
  %28 = math.tanh %x : f32
  %29 = math.trunc %x : f32
  return
}

// CHECK-LABEL: func.func @fastmath(%arg0: f32, %arg1: vector<4xf32>) {
// CHECK-NEXT: %0 = math.sin %arg0 fastmath<fast> : f32
// CHECK-NEXT: %1 = math.exp %arg1 fastmath<nnan,ninf> : vector<4xf32>
// CHECK-NEXT: %2 = math.powf %arg0, %arg0 fastmath<reassoc,contract,afn> : f32
// CHECK-NEXT: %3 = math.sqrt %arg0 : f32
// CHECK-NEXT: %4 = math.fma %arg1, %arg1, %arg1 fastmath<nsz,arcp> : vector<4xf32>
// CHECK-NEXT: %5 = math.tanh %arg0 fastmath<fast> {tag = 1 : i32} : f32
// CHECK-NEXT: %6 = math.cos %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: return
// GENERIC: %21 = "math.sin"(%arg12) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC: %22 = "math.exp"(%arg13) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>) -> vector<4xf32>
// GENERIC: %23 = "math.powf"(%arg12, %arg12) <{fastmath = #arith.fastmath<reassoc,contract,afn>}> : (f32, f32) -> f32
// GENERIC: %24 = "math.sqrt"(%arg12) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: %25 = "math.fma"(%arg13, %arg13, %arg13) <{fastmath = #arith.fastmath<nsz,arcp>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: %26 = "math.tanh"(%arg12) <{fastmath = #arith.fastmath<fast>}> {tag = 1 : i32} : (f32) -> f32
// GENERIC: %27 = "math.cos"(%arg12) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
func.func @fastmath(%x: f32, %v: vector<4xf32>) {
  %0 = math.sin %x fastmath<fast> : f32
  %1 = math.exp %v fastmath<nnan, ninf> : vector<4xf32>
  %2 = math.powf %x, %x fastmath<reassoc,contract,afn> : f32
  %3 = math.sqrt %x fastmath<none> : f32
  %4 = math.fma %v, %v, %v fastmath<nsz,arcp> : vector<4xf32>
  %5 = math.tanh %x fastmath<fast> {tag = 1 : i32} : f32
  %6 = "math.cos"(%x) <{fastmath = #arith.fastmath<ninf,nnan>}> : (f32) -> f32
  return
}

// CHECK-LABEL: func.func @binary_and_fma(%arg0: f64, %arg1: vector<2x3xf32>) {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg0 : f64
// CHECK-NEXT: %1 = math.copysign %arg1, %arg1 : vector<2x3xf32>
// CHECK-NEXT: %2 = math.powf %arg0, %arg0 : f64
// CHECK-NEXT: %3 = math.fma %arg0, %arg0, %arg0 : f64
// CHECK-NEXT: return
// GENERIC: %17 = "math.atan2"(%arg10, %arg10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC: %18 = "math.copysign"(%arg11, %arg11) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
// GENERIC: %19 = "math.powf"(%arg10, %arg10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC: %20 = "math.fma"(%arg10, %arg10, %arg10) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
func.func @binary_and_fma(%x: f64, %v: vector<2x3xf32>) {
  %0 = math.atan2 %x, %x : f64
  %1 = math.copysign %v, %v : vector<2x3xf32>
  %2 = math.powf %x, %x : f64
  %3 = math.fma %x, %x, %x : f64
  return
}

// CHECK-LABEL: func.func @integer(%arg0: i32, %arg1: vector<8xi64>, %arg2: index) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg1 : vector<8xi64>
// CHECK-NEXT: %2 = math.cttz %arg0 : i32
// CHECK-NEXT: %3 = math.ctpop %arg2 : index
// CHECK-NEXT: %4 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: %5 = math.ipowi %arg1, %arg1 : vector<8xi64>
// CHECK-NEXT: return
// GENERIC: %11 = "math.absi"(%arg7) : (i32) -> i32
// GENERIC: %12 = "math.ctlz"(%arg8) : (vector<8xi64>) -> vector<8xi64>
// GENERIC: %13 = "math.cttz"(%arg7) : (i32) -> i32
// GENERIC: %14 = "math.ctpop"(%arg9) : (index) -> index
// GENERIC: %15 = "math.ipowi"(%arg7, %arg7) : (i32, i32) -> i32
// GENERIC: %16 = "math.ipowi"(%arg8, %arg8) : (vector<8xi64>, vector<8xi64>) -> vector<8xi64>
func.func @integer(%i: i32, %v: vector<8xi64>, %n: index) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %v : vector<8xi64>
  %2 = math.cttz %i : i32
  %3 = math.ctpop %n : index
  %4 = math.ipowi %i, %i : i32
  %5 = math.ipowi %v, %v : vector<8xi64>
  return
}

// CHECK-LABEL: func.func @fpowi_and_classes(%arg0: f32, %arg1: i64, %arg2: vector<4xf32>, %arg3: vector<4xi32>, %arg4: tensor<?xbf16>) {
// CHECK-NEXT: %0 = math.fpowi %arg0, %arg1 : f32, i64
// CHECK-NEXT: %1 = math.fpowi %arg2, %arg3 fastmath<fast> : vector<4xf32>, vector<4xi32>
// CHECK-NEXT: %2 = math.isnan %arg0 : f32
// CHECK-NEXT: %3 = math.isinf %arg2 : vector<4xf32>
// CHECK-NEXT: %4 = math.isfinite %arg4 : tensor<?xbf16>
// CHECK-NEXT: %5 = math.isnormal %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT: %6 = math.isnan %arg0 : f32
// CHECK-NEXT: return
// GENERIC: %4 = "math.fpowi"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, i64) -> f32
// GENERIC: %5 = "math.fpowi"(%arg4, %arg5) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
// GENERIC: %6 = "math.isnan"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC: %7 = "math.isinf"(%arg4) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xi1>
// GENERIC: %8 = "math.isfinite"(%arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<?xbf16>) -> tensor<?xi1>
// GENERIC: %9 = "math.isnormal"(%arg2) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
// GENERIC: %10 = "math.isnan"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
func.func @fpowi_and_classes(%x: f32, %i: i64, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xbf16>) {
  %0 = math.fpowi %x, %i : f32, i64
  %1 = math.fpowi %v, %vi fastmath<fast> : vector<4xf32>, vector<4xi32>
  %2 = math.isnan %x : f32
  %3 = math.isinf %v : vector<4xf32>
  %4 = math.isfinite %t : tensor<?xbf16>
  %5 = math.isnormal %x {fastmath = #arith.fastmath<nnan>} : f32
  %6 = math.isnan %x {fastmath = #arith.fastmath<none>} : f32
  return
}

// CHECK-LABEL: func.func @clamp_sincos(%arg0: f32, %arg1: vector<2xf64>) {
// CHECK-NEXT: %0 = math.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT: %1 = math.clampf %arg1 to [%arg1, %arg1] fastmath<fast> : vector<2xf64>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg1 fastmath<nnan> {tag} : vector<2xf64>
// CHECK-NEXT: return
// GENERIC: %0 = "math.clampf"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC: %1 = "math.clampf"(%arg1, %arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// GENERIC: %2:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
// GENERIC: %3:2 = "math.sincos"(%arg1) <{fastmath = #arith.fastmath<nnan>}> {tag} : (vector<2xf64>) -> (vector<2xf64>, vector<2xf64>)
func.func @clamp_sincos(%x: f32, %v: vector<2xf64>) {
  %0 = math.clampf %x to [%x, %x] : f32
  %1 = math.clampf %v to [%v, %v] fastmath<fast> : vector<2xf64>
  %2:2 = math.sincos %x : f32
  %3:2 = math.sincos %v fastmath<nnan> {tag} : vector<2xf64>
  return
}
