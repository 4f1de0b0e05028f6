// math folders as mlir-opt 22's: absf, ceil, floor, roundeven, copysign and
// the classifications (isnan, isinf, isfinite, isnormal: scalars and splats
// only) exactly on every float format (f80 unnormals read as NaN, FNUZ
// formats without -0, f8E8M0FNU); the C library's functions on f32 / f64
// only (sqrt and the logarithms not for negative operands, -0 and -NaN
// included; log1p not when x + 1 is negative); absi, ctlz, cttz, ctpop and
// ipowi on every integer width (i129 included). cbrt, rsqrt, fma, clampf,
// sincos and fpowi do not fold. Output identical to mlir-opt 22's.
// NOT-A-FIXED-POINT: the printed decimal f80 literals of tiny values are
// read back as doubles (by mlir-opt too), so printing the output again is lossy.
// RUN: affine-opt %s -allow-unregistered-dialect -canonicalize > %t.ours
// RUN: %mlir_opt %s -allow-unregistered-dialect -canonicalize | diff - %t.ours
// RUN: affine-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s

func.func @f_f16() {
  %c = arith.constant 0.5 : f16
  %absf = math.absf %c : f16
  "test.use"(%absf) : (f16) -> ()
  %acos = math.acos %c : f16
  "test.use"(%acos) : (f16) -> ()
  %acosh = math.acosh %c : f16
  "test.use"(%acosh) : (f16) -> ()
  %asin = math.asin %c : f16
  "test.use"(%asin) : (f16) -> ()
  %asinh = math.asinh %c : f16
  "test.use"(%asinh) : (f16) -> ()
  %atan = math.atan %c : f16
  "test.use"(%atan) : (f16) -> ()
  %atanh = math.atanh %c : f16
  "test.use"(%atanh) : (f16) -> ()
  %cbrt = math.cbrt %c : f16
  "test.use"(%cbrt) : (f16) -> ()
  %ceil = math.ceil %c : f16
  "test.use"(%ceil) : (f16) -> ()
  %cos = math.cos %c : f16
  "test.use"(%cos) : (f16) -> ()
  %cosh = math.cosh %c : f16
  "test.use"(%cosh) : (f16) -> ()
  %erf = math.erf %c : f16
  "test.use"(%erf) : (f16) -> ()
  %erfc = math.erfc %c : f16
  "test.use"(%erfc) : (f16) -> ()
  %exp = math.exp %c : f16
  "test.use"(%exp) : (f16) -> ()
  %exp2 = math.exp2 %c : f16
  "test.use"(%exp2) : (f16) -> ()
  %expm1 = math.expm1 %c : f16
  "test.use"(%expm1) : (f16) -> ()
  %floor = math.floor %c : f16
  "test.use"(%floor) : (f16) -> ()
  %log = math.log %c : f16
  "test.use"(%log) : (f16) -> ()
  %log10 = math.log10 %c : f16
  "test.use"(%log10) : (f16) -> ()
  %log1p = math.log1p %c : f16
  "test.use"(%log1p) : (f16) -> ()
  %log2 = math.log2 %c : f16
  "test.use"(%log2) : (f16) -> ()
  %round = math.round %c : f16
  "test.use"(%round) : (f16) -> ()
  %roundeven = math.roundeven %c : f16
  "test.use"(%roundeven) : (f16) -> ()
  %rsqrt = math.rsqrt %c : f16
  "test.use"(%rsqrt) : (f16) -> ()
  %sin = math.sin %c : f16
  "test.use"(%sin) : (f16) -> ()
  %sinh = math.sinh %c : f16
  "test.use"(%sinh) : (f16) -> ()
  %sqrt = math.sqrt %c : f16
  "test.use"(%sqrt) : (f16) -> ()
  %tan = math.tan %c : f16
  "test.use"(%tan) : (f16) -> ()
  %tanh = math.tanh %c : f16
  "test.use"(%tanh) : (f16) -> ()
  %trunc = math.trunc %c : f16
  "test.use"(%trunc) : (f16) -> ()
  %atan2 = math.atan2 %c, %c : f16
  "test.use"(%atan2) : (f16) -> ()
  %copysign = math.copysign %c, %c : f16
  "test.use"(%copysign) : (f16) -> ()
  %powf = math.powf %c, %c : f16
  "test.use"(%powf) : (f16) -> ()
  %fma = math.fma %c, %c, %c : f16
  "test.use"(%fma) : (f16) -> ()
  %cl = math.clampf %c to [%c, %c] : f16
  "test.use"(%cl) : (f16) -> ()
  %s:2 = math.sincos %c : f16
  "test.use"(%s#0) : (f16) -> ()
  %isnan = math.isnan %c : f16
  "test.use"(%isnan) : (i1) -> ()
  %isinf = math.isinf %c : f16
  "test.use"(%isinf) : (i1) -> ()
  %isfinite = math.isfinite %c : f16
  "test.use"(%isfinite) : (i1) -> ()
  %isnormal = math.isnormal %c : f16
  "test.use"(%isnormal) : (i1) -> ()
  %i = arith.constant 3 : i32
  %fp = math.fpowi %c, %i : f16, i32
  "test.use"(%fp) : (f16) -> ()
  return
}

func.func @f_bf16() {
  %c = arith.constant 0.5 : bf16
  %absf = math.absf %c : bf16
  "test.use"(%absf) : (bf16) -> ()
  %acos = math.acos %c : bf16
  "test.use"(%acos) : (bf16) -> ()
  %acosh = math.acosh %c : bf16
  "test.use"(%acosh) : (bf16) -> ()
  %asin = math.asin %c : bf16
  "test.use"(%asin) : (bf16) -> ()
  %asinh = math.asinh %c : bf16
  "test.use"(%asinh) : (bf16) -> ()
  %atan = math.atan %c : bf16
  "test.use"(%atan) : (bf16) -> ()
  %atanh = math.atanh %c : bf16
  "test.use"(%atanh) : (bf16) -> ()
  %cbrt = math.cbrt %c : bf16
  "test.use"(%cbrt) : (bf16) -> ()
  %ceil = math.ceil %c : bf16
  "test.use"(%ceil) : (bf16) -> ()
  %cos = math.cos %c : bf16
  "test.use"(%cos) : (bf16) -> ()
  %cosh = math.cosh %c : bf16
  "test.use"(%cosh) : (bf16) -> ()
  %erf = math.erf %c : bf16
  "test.use"(%erf) : (bf16) -> ()
  %erfc = math.erfc %c : bf16
  "test.use"(%erfc) : (bf16) -> ()
  %exp = math.exp %c : bf16
  "test.use"(%exp) : (bf16) -> ()
  %exp2 = math.exp2 %c : bf16
  "test.use"(%exp2) : (bf16) -> ()
  %expm1 = math.expm1 %c : bf16
  "test.use"(%expm1) : (bf16) -> ()
  %floor = math.floor %c : bf16
  "test.use"(%floor) : (bf16) -> ()
  %log = math.log %c : bf16
  "test.use"(%log) : (bf16) -> ()
  %log10 = math.log10 %c : bf16
  "test.use"(%log10) : (bf16) -> ()
  %log1p = math.log1p %c : bf16
  "test.use"(%log1p) : (bf16) -> ()
  %log2 = math.log2 %c : bf16
  "test.use"(%log2) : (bf16) -> ()
  %round = math.round %c : bf16
  "test.use"(%round) : (bf16) -> ()
  %roundeven = math.roundeven %c : bf16
  "test.use"(%roundeven) : (bf16) -> ()
  %rsqrt = math.rsqrt %c : bf16
  "test.use"(%rsqrt) : (bf16) -> ()
  %sin = math.sin %c : bf16
  "test.use"(%sin) : (bf16) -> ()
  %sinh = math.sinh %c : bf16
  "test.use"(%sinh) : (bf16) -> ()
  %sqrt = math.sqrt %c : bf16
  "test.use"(%sqrt) : (bf16) -> ()
  %tan = math.tan %c : bf16
  "test.use"(%tan) : (bf16) -> ()
  %tanh = math.tanh %c : bf16
  "test.use"(%tanh) : (bf16) -> ()
  %trunc = math.trunc %c : bf16
  "test.use"(%trunc) : (bf16) -> ()
  %atan2 = math.atan2 %c, %c : bf16
  "test.use"(%atan2) : (bf16) -> ()
  %copysign = math.copysign %c, %c : bf16
  "test.use"(%copysign) : (bf16) -> ()
  %powf = math.powf %c, %c : bf16
  "test.use"(%powf) : (bf16) -> ()
  %fma = math.fma %c, %c, %c : bf16
  "test.use"(%fma) : (bf16) -> ()
  %cl = math.clampf %c to [%c, %c] : bf16
  "test.use"(%cl) : (bf16) -> ()
  %s:2 = math.sincos %c : bf16
  "test.use"(%s#0) : (bf16) -> ()
  %isnan = math.isnan %c : bf16
  "test.use"(%isnan) : (i1) -> ()
  %isinf = math.isinf %c : bf16
  "test.use"(%isinf) : (i1) -> ()
  %isfinite = math.isfinite %c : bf16
  "test.use"(%isfinite) : (i1) -> ()
  %isnormal = math.isnormal %c : bf16
  "test.use"(%isnormal) : (i1) -> ()
  %i = arith.constant 3 : i32
  %fp = math.fpowi %c, %i : bf16, i32
  "test.use"(%fp) : (bf16) -> ()
  return
}

func.func @f_f32() {
  %c = arith.constant 0.5 : f32
  %absf = math.absf %c : f32
  "test.use"(%absf) : (f32) -> ()
  %acos = math.acos %c : f32
  "test.use"(%acos) : (f32) -> ()
  %acosh = math.acosh %c : f32
  "test.use"(%acosh) : (f32) -> ()
  %asin = math.asin %c : f32
  "test.use"(%asin) : (f32) -> ()
  %asinh = math.asinh %c : f32
  "test.use"(%asinh) : (f32) -> ()
  %atan = math.atan %c : f32
  "test.use"(%atan) : (f32) -> ()
  %atanh = math.atanh %c : f32
  "test.use"(%atanh) : (f32) -> ()
  %cbrt = math.cbrt %c : f32
  "test.use"(%cbrt) : (f32) -> ()
  %ceil = math.ceil %c : f32
  "test.use"(%ceil) : (f32) -> ()
  %cos = math.cos %c : f32
  "test.use"(%cos) : (f32) -> ()
  %cosh = math.cosh %c : f32
  "test.use"(%cosh) : (f32) -> ()
  %erf = math.erf %c : f32
  "test.use"(%erf) : (f32) -> ()
  %erfc = math.erfc %c : f32
  "test.use"(%erfc) : (f32) -> ()
  %exp = math.exp %c : f32
  "test.use"(%exp) : (f32) -> ()
  %exp2 = math.exp2 %c : f32
  "test.use"(%exp2) : (f32) -> ()
  %expm1 = math.expm1 %c : f32
  "test.use"(%expm1) : (f32) -> ()
  %floor = math.floor %c : f32
  "test.use"(%floor) : (f32) -> ()
  %log = math.log %c : f32
  "test.use"(%log) : (f32) -> ()
  %log10 = math.log10 %c : f32
  "test.use"(%log10) : (f32) -> ()
  %log1p = math.log1p %c : f32
  "test.use"(%log1p) : (f32) -> ()
  %log2 = math.log2 %c : f32
  "test.use"(%log2) : (f32) -> ()
  %round = math.round %c : f32
  "test.use"(%round) : (f32) -> ()
  %roundeven = math.roundeven %c : f32
  "test.use"(%roundeven) : (f32) -> ()
  %rsqrt = math.rsqrt %c : f32
  "test.use"(%rsqrt) : (f32) -> ()
  %sin = math.sin %c : f32
  "test.use"(%sin) : (f32) -> ()
  %sinh = math.sinh %c : f32
  "test.use"(%sinh) : (f32) -> ()
  %sqrt = math.sqrt %c : f32
  "test.use"(%sqrt) : (f32) -> ()
  %tan = math.tan %c : f32
  "test.use"(%tan) : (f32) -> ()
  %tanh = math.tanh %c : f32
  "test.use"(%tanh) : (f32) -> ()
  %trunc = math.trunc %c : f32
  "test.use"(%trunc) : (f32) -> ()
  %atan2 = math.atan2 %c, %c : f32
  "test.use"(%atan2) : (f32) -> ()
  %copysign = math.copysign %c, %c : f32
  "test.use"(%copysign) : (f32) -> ()
  %powf = math.powf %c, %c : f32
  "test.use"(%powf) : (f32) -> ()
  %fma = math.fma %c, %c, %c : f32
  "test.use"(%fma) : (f32) -> ()
  %cl = math.clampf %c to [%c, %c] : f32
  "test.use"(%cl) : (f32) -> ()
  %s:2 = math.sincos %c : f32
  "test.use"(%s#0) : (f32) -> ()
  %isnan = math.isnan %c : f32
  "test.use"(%isnan) : (i1) -> ()
  %isinf = math.isinf %c : f32
  "test.use"(%isinf) : (i1) -> ()
  %isfinite = math.isfinite %c : f32
  "test.use"(%isfinite) : (i1) -> ()
  %isnormal = math.isnormal %c : f32
  "test.use"(%isnormal) : (i1) -> ()
  %i = arith.constant 3 : i32
  %fp = math.fpowi %c, %i : f32, i32
  "test.use"(%fp) : (f32) -> ()
  return
}

func.func @f_f64() {
  %c = arith.constant 0.5 : f64
  %absf = math.absf %c : f64
  "test.use"(%absf) : (f64) -> ()
  %acos = math.acos %c : f64
  "test.use"(%acos) : (f64) -> ()
  %acosh = math.acosh %c : f64
  "test.use"(%acosh) : (f64) -> ()
  %asin = math.asin %c : f64
  "test.use"(%asin) : (f64) -> ()
  %asinh = math.asinh %c : f64
  "test.use"(%asinh) : (f64) -> ()
  %atan = math.atan %c : f64
  "test.use"(%atan) : (f64) -> ()
  %atanh = math.atanh %c : f64
  "test.use"(%atanh) : (f64) -> ()
  %cbrt = math.cbrt %c : f64
  "test.use"(%cbrt) : (f64) -> ()
  %ceil = math.ceil %c : f64
  "test.use"(%ceil) : (f64) -> ()
  %cos = math.cos %c : f64
  "test.use"(%cos) : (f64) -> ()
  %cosh = math.cosh %c : f64
  "test.use"(%cosh) : (f64) -> ()
  %erf = math.erf %c : f64
  "test.use"(%erf) : (f64) -> ()
  %erfc = math.erfc %c : f64
  "test.use"(%erfc) : (f64) -> ()
  %exp = math.exp %c : f64
  "test.use"(%exp) : (f64) -> ()
  %exp2 = math.exp2 %c : f64
  "test.use"(%exp2) : (f64) -> ()
  %expm1 = math.expm1 %c : f64
  "test.use"(%expm1) : (f64) -> ()
  %floor = math.floor %c : f64
  "test.use"(%floor) : (f64) -> ()
  %log = math.log %c : f64
  "test.use"(%log) : (f64) -> ()
  %log10 = math.log10 %c : f64
  "test.use"(%log10) : (f64) -> ()
  %log1p = math.log1p %c : f64
  "test.use"(%log1p) : (f64) -> ()
  %log2 = math.log2 %c : f64
  "test.use"(%log2) : (f64) -> ()
  %round = math.round %c : f64
  "test.use"(%round) : (f64) -> ()
  %roundeven = math.roundeven %c : f64
  "test.use"(%roundeven) : (f64) -> ()
  %rsqrt = math.rsqrt %c : f64
  "test.use"(%rsqrt) : (f64) -> ()
  %sin = math.sin %c : f64
  "test.use"(%sin) : (f64) -> ()
  %sinh = math.sinh %c : f64
  "test.use"(%sinh) : (f64) -> ()
  %sqrt = math.sqrt %c : f64
  "test.use"(%sqrt) : (f64) -> ()
  %tan = math.tan %c : f64
  "test.use"(%tan) : (f64) -> ()
  %tanh = math.tanh %c : f64
  "test.use"(%tanh) : (f64) -> ()
  %trunc = math.trunc %c : f64
  "test.use"(%trunc) : (f64) -> ()
  %atan2 = math.atan2 %c, %c : f64
  "test.use"(%atan2) : (f64) -> ()
  %copysign = math.copysign %c, %c : f64
  "test.use"(%copysign) : (f64) -> ()
  %powf = math.powf %c, %c : f64
  "test.use"(%powf) : (f64) -> ()
  %fma = math.fma %c, %c, %c : f64
  "test.use"(%fma) : (f64) -> ()
  %cl = math.clampf %c to [%c, %c] : f64
  "test.use"(%cl) : (f64) -> ()
  %s:2 = math.sincos %c : f64
  "test.use"(%s#0) : (f64) -> ()
  %isnan = math.isnan %c : f64
  "test.use"(%isnan) : (i1) -> ()
  %isinf = math.isinf %c : f64
  "test.use"(%isinf) : (i1) -> ()
  %isfinite = math.isfinite %c : f64
  "test.use"(%isfinite) : (i1) -> ()
  %isnormal = math.isnormal %c : f64
  "test.use"(%isnormal) : (i1) -> ()
  %i = arith.constant 3 : i32
  %fp = math.fpowi %c, %i : f64, i32
  "test.use"(%fp) : (f64) -> ()
  return
}

// CHECK-LABEL: func.func @f_f80
// CHECK-NOT: math.isnan
// CHECK: math.acos
func.func @f_f80() {
  %c = arith.constant 0.5 : f80
  %absf = math.absf %c : f80
  "test.use"(%absf) : (f80) -> ()
  %acos = math.acos %c : f80
  "test.use"(%acos) : (f80) -> ()
  %acosh = math.acosh %c : f80
  "test.use"(%acosh) : (f80) -> ()
  %asin = math.asin %c : f80
  "test.use"(%asin) : (f80) -> ()
  %asinh = math.asinh %c : f80
  "test.use"(%asinh) : (f80) -> ()
  %atan = math.atan %c : f80
  "test.use"(%atan) : (f80) -> ()
  %atanh = math.atanh %c : f80
  "test.use"(%atanh) : (f80) -> ()
  %cbrt = math.cbrt %c : f80
  "test.use"(%cbrt) : (f80) -> ()
  %ceil = math.ceil %c : f80
  "test.use"(%ceil) : (f80) -> ()
  %cos = math.cos %c : f80
  "test.use"(%cos) : (f80) -> ()
  %cosh = math.cosh %c : f80
  "test.use"(%cosh) : (f80) -> ()
  %erf = math.erf %c : f80
  "test.use"(%erf) : (f80) -> ()
  %erfc = math.erfc %c : f80
  "test.use"(%erfc) : (f80) -> ()
  %exp = math.exp %c : f80
  "test.use"(%exp) : (f80) -> ()
  %exp2 = math.exp2 %c : f80
  "test.use"(%exp2) : (f80) -> ()
  %expm1 = math.expm1 %c : f80
  "test.use"(%expm1) : (f80) -> ()
  %floor = math.floor %c : f80
  "test.use"(%floor) : (f80) -> ()
  %log = math.log %c : f80
  "test.use"(%log) : (f80) -> ()
  %log10 = math.log10 %c : f80
  "test.use"(%log10) : (f80) -> ()
  %log1p = math.log1p %c : f80
  "test.use"(%log1p) : (f80) -> ()
  %log2 = math.log2 %c : f80
  "test.use"(%log2) : (f80) -> ()
  %round = math.round %c : f80
  "test.use"(%round) : (f80) -> ()
  %roundeven = math.roundeven %c : f80
  "test.use"(%roundeven) : (f80) -> ()
  %rsqrt = math.rsqrt %c : f80
  "test.use"(%rsqrt) : (f80) -> ()
  %sin = math.sin %c : f80
  "test.use"(%sin) : (f80) -> ()
  %sinh = math.sinh %c : f80
  "test.use"(%sinh) : (f80) -> ()
  %sqrt = math.sqrt %c : f80
  "test.use"(%sqrt) : (f80) -> ()
  %tan = math.tan %c : f80
  "test.use"(%tan) : (f80) -> ()
  %tanh = math.tanh %c : f80
  "test.use"(%tanh) : (f80) -> ()
  %trunc = math.trunc %c : f80
  "test.use"(%trunc) : (f80) -> ()
  %atan2 = math.atan2 %c, %c : f80
  "test.use"(%atan2) : (f80) -> ()
  %copysign = math.copysign %c, %c : f80
  "test.use"(%copysign) : (f80) -> ()
  %powf = math.powf %c, %c : f80
  "test.use"(%powf) : (f80) -> ()
  %fma = math.fma %c, %c, %c : f80
  "test.use"(%fma) : (f80) -> ()
  %cl = math.clampf %c to [%c, %c] : f80
  "test.use"(%cl) : (f80) -> ()
  %s:2 = math.sincos %c : f80
  "test.use"(%s#0) : (f80) -> ()
  %isnan = math.isnan %c : f80
  "test.use"(%isnan) : (i1) -> ()
  %isinf = math.isinf %c : f80
  "test.use"(%isinf) : (i1) -> ()
  %isfinite = math.isfinite %c : f80
  "test.use"(%isfinite) : (i1) -> ()
  %isnormal = math.isnormal %c : f80
  "test.use"(%isnormal) : (i1) -> ()
  %i = arith.constant 3 : i32
  %fp = math.fpowi %c, %i : f80, i32
  "test.use"(%fp) : (f80) -> ()
  return
}

func.func @f_f128() {
  %c = arith.constant 0.5 : f128
  %absf = math.absf %c : f128
  "test.use"(%absf) : (f128) -> ()
  %acos = math.acos %c : f128
  "test.use"(%acos) : (f128) -> ()
  %acosh = math.acosh %c : f128
  "test.use"(%acosh) : (f128) -> ()
  %asin = math.asin %c : f128
  "test.use"(%asin) : (f128) -> ()
  %asinh = math.asinh %c : f128
  "test.use"(%asinh) : (f128) -> ()
  %atan = math.atan %c : f128
  "test.use"(%atan) : (f128) -> ()
  %atanh = math.atanh %c : f128
  "test.use"(%atanh) : (f128) -> ()
  %cbrt = math.cbrt %c : f128
  "test.use"(%cbrt) : (f128) -> ()
  %ceil = math.ceil %c : f128
  "test.use"(%ceil) : (f128) -> ()
  %cos = math.cos %c : f128
  "test.use"(%cos) : (f128) -> ()
  %cosh = math.cosh %c : f128
  "test.use"(%cosh) : (f128) -> ()
  %erf = math.erf %c : f128
  "test.use"(%erf) : (f128) -> ()
  %erfc = math.erfc %c : f128
  "test.use"(%erfc) : (f128) -> ()
  %exp = math.exp %c : f128
  "test.use"(%exp) : (f128) -> ()
  %exp2 = math.exp2 %c : f128
  "test.use"(%exp2) : (f128) -> ()
  %expm1 = math.expm1 %c : f128
  "test.use"(%expm1) : (f128) -> ()
  %floor = math.floor %c : f128
  "test.use"(%floor) : (f128) -> ()
  %log = math.log %c : f128
  "test.use"(%log) : (f128) -> ()
  %log10 = math.log10 %c : f128
  "test.use"(%log10) : (f128) -> ()
  %log1p = math.log1p %c : f128
  "test.use"(%log1p) : (f128) -> ()
  %log2 = math.log2 %c : f128
  "test.use"(%log2) : (f128) -> ()
  %round = math.round %c : f128
  "test.use"(%round) : (f128) -> ()
  %roundeven = math.roundeven %c : f128
  "test.use"(%roundeven) : (f128) -> ()
  %rsqrt = math.rsqrt %c : f128
  "test.use"(%rsqrt) : (f128) -> ()
  %sin = math.sin %c : f128
  "test.use"(%sin) : (f128) -> ()
  %sinh = math.sinh %c : f128
  "test.use"(%sinh) : (f128) -> ()
  %sqrt = math.sqrt %c : f128
  "test.use"(%sqrt) : (f128) -> ()
  %tan = math.tan %c : f128
  "test.use"(%tan) : (f128) -> ()
  %tanh = math.tanh %c : f128
  "test.use"(%tanh) : (f128) -> ()
  %trunc = math.trunc %c : f128
  "test.use"(%trunc) : (f128) -> ()
  %atan2 = math.atan2 %c, %c : f128
  "test.use"(%atan2) : (f128) -> ()
  %copysign = math.copysign %c, %c : f128
  "test.use"(%copysign) : (f128) -> ()
  %powf = math.powf %c, %c : f128
  "test.use"(%powf) : (f128) -> ()
  %fma = math.fma %c, %c, %c : f128
  "test.use"(%fma) : (f128) -> ()
  %cl = math.clampf %c to [%c, %c] : f128
  "test.use"(%cl) : (f128) -> ()
  %s:2 = math.sincos %c : f128
  "test.use"(%s#0) : (f128) -> ()
  %isnan = math.isnan %c : f128
  "test.use"(%isnan) : (i1) -> ()
  %isinf = math.isinf %c : f128
  "test.use"(%isinf) : (i1) -> ()
  %isfinite = math.isfinite %c : f128
  "test.use"(%isfinite) : (i1) -> ()
  %isnormal = math.isnormal %c : f128
  "test.use"(%isnormal) : (i1) -> ()
  %i = arith.constant 3 : i32
  %fp = math.fpowi %c, %i : f128, i32
  "test.use"(%fp) : (f128) -> ()
  return
}

func.func @f_f8E4M3FN() {
  %c = arith.constant 0.5 : f8E4M3FN
  %absf = math.absf %c : f8E4M3FN
  "test.use"(%absf) : (f8E4M3FN) -> ()
  %acos = math.acos %c : f8E4M3FN
  "test.use"(%acos) : (f8E4M3FN) -> ()
  %acosh = math.acosh %c : f8E4M3FN
  "test.use"(%acosh) : (f8E4M3FN) -> ()
  %asin = math.asin %c : f8E4M3FN
  "test.use"(%asin) : (f8E4M3FN) -> ()
  %asinh = math.asinh %c : f8E4M3FN
  "test.use"(%asinh) : (f8E4M3FN) -> ()
  %atan = math.atan %c : f8E4M3FN
  "test.use"(%atan) : (f8E4M3FN) -> ()
  %atanh = math.atanh %c : f8E4M3FN
  "test.use"(%atanh) : (f8E4M3FN) -> ()
  %cbrt = math.cbrt %c : f8E4M3FN
  "test.use"(%cbrt) : (f8E4M3FN) -> ()
  %ceil = math.ceil %c : f8E4M3FN
  "test.use"(%ceil) : (f8E4M3FN) -> ()
  %cos = math.cos %c : f8E4M3FN
  "test.use"(%cos) : (f8E4M3FN) -> ()
  %cosh = math.cosh %c : f8E4M3FN
  "test.use"(%cosh) : (f8E4M3FN) -> ()
  %erf = math.erf %c : f8E4M3FN
  "test.use"(%erf) : (f8E4M3FN) -> ()
  %erfc = math.erfc %c : f8E4M3FN
  "test.use"(%erfc) : (f8E4M3FN) -> ()
  %exp = math.exp %c : f8E4M3FN
  "test.use"(%exp) : (f8E4M3FN) -> ()
  %exp2 = math.exp2 %c : f8E4M3FN
  "test.use"(%exp2) : (f8E4M3FN) -> ()
  %expm1 = math.expm1 %c : f8E4M3FN
  "test.use"(%expm1) : (f8E4M3FN) -> ()
  %floor = math.floor %c : f8E4M3FN
  "test.use"(%floor) : (f8E4M3FN) -> ()
  %log = math.log %c : f8E4M3FN
  "test.use"(%log) : (f8E4M3FN) -> ()
  %log10 = math.log10 %c : f8E4M3FN
  "test.use"(%log10) : (f8E4M3FN) -> ()
  %log1p = math.log1p %c : f8E4M3FN
  "test.use"(%log1p) : (f8E4M3FN) -> ()
  %log2 = math.log2 %c : f8E4M3FN
  "test.use"(%log2) : (f8E4M3FN) -> ()
  %round = math.round %c : f8E4M3FN
  "test.use"(%round) : (f8E4M3FN) -> ()
  %roundeven = math.roundeven %c : f8E4M3FN
  "test.use"(%roundeven) : (f8E4M3FN) -> ()
  %rsqrt = math.rsqrt %c : f8E4M3FN
  "test.use"(%rsqrt) : (f8E4M3FN) -> ()
  %sin = math.sin %c : f8E4M3FN
  "test.use"(%sin) : (f8E4M3FN) -> ()
  %sinh = math.sinh %c : f8E4M3FN
  "test.use"(%sinh) : (f8E4M3FN) -> ()
  %sqrt = math.sqrt %c : f8E4M3FN
  "test.use"(%sqrt) : (f8E4M3FN) -> ()
  %tan = math.tan %c : f8E4M3FN
  "test.use"(%tan) : (f8E4M3FN) -> ()
  %tanh = math.tanh %c : f8E4M3FN
  "test.use"(%tanh) : (f8E4M3FN) -> ()
  %trunc = math.trunc %c : f8E4M3FN
  "test.use"(%trunc) : (f8E4M3FN) -> ()
  %atan2 = math.atan2 %c, %c : f8E4M3FN
  "test.use"(%atan2) : (f8E4M3FN) -> ()
  %copysign = math.copysign %c, %c : f8E4M3FN
  "test.use"(%copysign) : (f8E4M3FN) -> ()
  %powf = math.powf %c, %c : f8E4M3FN
  "test.use"(%powf) : (f8E4M3FN) -> ()
  %fma = math.fma %c, %c, %c : f8E4M3FN
  "test.use"(%fma) : (f8E4M3FN) -> ()
  %cl = math.clampf %c to [%c, %c] : f8E4M3FN
  "test.use"(%cl) : (f8E4M3FN) -> ()
  %s:2 = math.sincos %c : f8E4M3FN
  "test.use"(%s#0) : (f8E4M3FN) -> ()
  %isnan = math.isnan %c : f8E4M3FN
  "test.use"(%isnan) : (i1) -> ()
  %isinf = math.isinf %c : f8E4M3FN
  "test.use"(%isinf) : (i1) -> ()
  %isfinite = math.isfinite %c : f8E4M3FN
  "test.use"(%isfinite) : (i1) -> ()
  %isnormal = math.isnormal %c : f8E4M3FN
  "test.use"(%isnormal) : (i1) -> ()
  %i = arith.constant 3 : i32
  %fp = math.fpowi %c, %i : f8E4M3FN, i32
  "test.use"(%fp) : (f8E4M3FN) -> ()
  return
}

// CHECK-LABEL: func.func @ints
// CHECK-NOT: math.
func.func @ints() {
  %ci8 = arith.constant -6 : i8
  %ni8 = arith.constant 3 : i8
  %absii8 = math.absi %ci8 : i8
  "test.use"(%absii8) : (i8) -> ()
  %ctlzi8 = math.ctlz %ci8 : i8
  "test.use"(%ctlzi8) : (i8) -> ()
  %cttzi8 = math.cttz %ci8 : i8
  "test.use"(%cttzi8) : (i8) -> ()
  %ctpopi8 = math.ctpop %ci8 : i8
  "test.use"(%ctpopi8) : (i8) -> ()
  %pi8 = math.ipowi %ci8, %ni8 : i8
  "test.use"(%pi8) : (i8) -> ()
  %ci32 = arith.constant -6 : i32
  %ni32 = arith.constant 3 : i32
  %absii32 = math.absi %ci32 : i32
  "test.use"(%absii32) : (i32) -> ()
  %ctlzi32 = math.ctlz %ci32 : i32
  "test.use"(%ctlzi32) : (i32) -> ()
  %cttzi32 = math.cttz %ci32 : i32
  "test.use"(%cttzi32) : (i32) -> ()
  %ctpopi32 = math.ctpop %ci32 : i32
  "test.use"(%ctpopi32) : (i32) -> ()
  %pi32 = math.ipowi %ci32, %ni32 : i32
  "test.use"(%pi32) : (i32) -> ()
  %ci129 = arith.constant -6 : i129
  %ni129 = arith.constant 3 : i129
  %absii129 = math.absi %ci129 : i129
  "test.use"(%absii129) : (i129) -> ()
  %ctlzi129 = math.ctlz %ci129 : i129
  "test.use"(%ctlzi129) : (i129) -> ()
  %cttzi129 = math.cttz %ci129 : i129
  "test.use"(%cttzi129) : (i129) -> ()
  %ctpopi129 = math.ctpop %ci129 : i129
  "test.use"(%ctpopi129) : (i129) -> ()
  %pi129 = math.ipowi %ci129, %ni129 : i129
  "test.use"(%pi129) : (i129) -> ()
  return
}

// CHECK-LABEL: func.func @f(
// CHECK-DAG: arith.constant 0x7FFF5000000000000000 : f80
// CHECK-DAG: arith.constant 0.000000e+00 : f8E5M2FNUZ
// CHECK: math.isinf %{{.*}} : vector<2xf32>
// CHECK-NOT: math.
func.func @f() {
  %s = arith.constant dense<0x7FC00000> : vector<4xf32>
  %d = arith.constant dense<[1.0, 0x7F800000]> : vector<2xf32>
  %t = arith.constant dense<1.0e-40> : tensor<3xf32>
  %a = math.isnan %s : vector<4xf32>
  %b = math.isinf %d : vector<2xf32>
  %c = math.isnormal %t : tensor<3xf32>
  %e = math.isfinite %t : tensor<3xf32>
  %h = arith.constant 0x7F : f8E4M3FN
  %h1 = math.isnan %h : f8E4M3FN
  %h2 = math.isinf %h : f8E4M3FN
  %h3 = math.absf %h : f8E4M3FN
  %p = arith.constant 0x00000000000000000001 : f80
  %p1 = math.isnormal %p : f80
  %p2 = math.isfinite %p : f80
  %u = arith.constant 0x40005000000000000000 : f80
  %u1 = math.isnan %u : f80
  %u2 = math.isnormal %u : f80
  %u3 = math.isfinite %u : f80
  %u4 = math.absf %u : f80
  %pd = arith.constant 0x00008000000000000001 : f80
  %pd1 = math.isnormal %pd : f80
  %z = arith.constant -0.5 : f8E5M2FNUZ
  %z1 = math.ceil %z : f8E5M2FNUZ
  %zz = arith.constant -0.5 : f8E4M3FN
  %z2 = math.copysign %h, %zz : f8E4M3FN
  %sn = arith.constant 0x7FA00000 : f32
  %sn1 = math.ceil %sn : f32
  %sn2 = math.absf %sn : f32
  %sq = math.sqrt %sn : f32
  %e8 = arith.constant 0.25 : f8E8M0FNU
  %e81 = math.ceil %e8 : f8E8M0FNU
  %e82 = math.isnormal %e8 : f8E8M0FNU
  %e83 = math.absf %e8 : f8E8M0FNU
  %q = arith.constant 2.5 : f128
  %q1 = math.roundeven %q : f128
  %q2 = math.floor %q : f128
  %ceil = math.ceil %q : f128
  "test.use"(%a, %b, %c, %e, %h1, %h2, %h3, %p1, %p2, %u1, %u2, %u3, %u4, %pd1, %z1, %z2, %sn1, %sn2, %sq, %e81, %e82, %e83, %q1, %q2, %ceil) : (vector<4xi1>, vector<2xi1>, tensor<3xi1>, tensor<3xi1>, i1, i1, f8E4M3FN, i1, i1, i1, i1, i1, f80, i1, f8E5M2FNUZ, f8E4M3FN, f32, f32, f32, f8E8M0FNU, i1, f8E8M0FNU, f128, f128, f128) -> ()
  return
}

// CHECK-LABEL: func.func @edge_f64
// CHECK: math.log %{{.*}} : f64
// CHECK-NOT: math.sin
func.func @edge_f64() {
  %c0 = arith.constant 2.0 : f64
  %acos0 = math.acos %c0 : f64
  "test.use"(%acos0) {n="acos 2.0"} : (f64) -> ()
  %acosh0 = math.acosh %c0 : f64
  "test.use"(%acosh0) {n="acosh 2.0"} : (f64) -> ()
  %asin0 = math.asin %c0 : f64
  "test.use"(%asin0) {n="asin 2.0"} : (f64) -> ()
  %asinh0 = math.asinh %c0 : f64
  "test.use"(%asinh0) {n="asinh 2.0"} : (f64) -> ()
  %atan0 = math.atan %c0 : f64
  "test.use"(%atan0) {n="atan 2.0"} : (f64) -> ()
  %atanh0 = math.atanh %c0 : f64
  "test.use"(%atanh0) {n="atanh 2.0"} : (f64) -> ()
  %cos0 = math.cos %c0 : f64
  "test.use"(%cos0) {n="cos 2.0"} : (f64) -> ()
  %cosh0 = math.cosh %c0 : f64
  "test.use"(%cosh0) {n="cosh 2.0"} : (f64) -> ()
  %erf0 = math.erf %c0 : f64
  "test.use"(%erf0) {n="erf 2.0"} : (f64) -> ()
  %erfc0 = math.erfc %c0 : f64
  "test.use"(%erfc0) {n="erfc 2.0"} : (f64) -> ()
  %exp0 = math.exp %c0 : f64
  "test.use"(%exp0) {n="exp 2.0"} : (f64) -> ()
  %exp20 = math.exp2 %c0 : f64
  "test.use"(%exp20) {n="exp2 2.0"} : (f64) -> ()
  %expm10 = math.expm1 %c0 : f64
  "test.use"(%expm10) {n="expm1 2.0"} : (f64) -> ()
  %log0 = math.log %c0 : f64
  "test.use"(%log0) {n="log 2.0"} : (f64) -> ()
  %log100 = math.log10 %c0 : f64
  "test.use"(%log100) {n="log10 2.0"} : (f64) -> ()
  %log1p0 = math.log1p %c0 : f64
  "test.use"(%log1p0) {n="log1p 2.0"} : (f64) -> ()
  %log20 = math.log2 %c0 : f64
  "test.use"(%log20) {n="log2 2.0"} : (f64) -> ()
  %round0 = math.round %c0 : f64
  "test.use"(%round0) {n="round 2.0"} : (f64) -> ()
  %sin0 = math.sin %c0 : f64
  "test.use"(%sin0) {n="sin 2.0"} : (f64) -> ()
  %sinh0 = math.sinh %c0 : f64
  "test.use"(%sinh0) {n="sinh 2.0"} : (f64) -> ()
  %sqrt0 = math.sqrt %c0 : f64
  "test.use"(%sqrt0) {n="sqrt 2.0"} : (f64) -> ()
  %tan0 = math.tan %c0 : f64
  "test.use"(%tan0) {n="tan 2.0"} : (f64) -> ()
  %tanh0 = math.tanh %c0 : f64
  "test.use"(%tanh0) {n="tanh 2.0"} : (f64) -> ()
  %trunc0 = math.trunc %c0 : f64
  "test.use"(%trunc0) {n="trunc 2.0"} : (f64) -> ()
  %absf0 = math.absf %c0 : f64
  "test.use"(%absf0) {n="absf 2.0"} : (f64) -> ()
  %ceil0 = math.ceil %c0 : f64
  "test.use"(%ceil0) {n="ceil 2.0"} : (f64) -> ()
  %floor0 = math.floor %c0 : f64
  "test.use"(%floor0) {n="floor 2.0"} : (f64) -> ()
  %roundeven0 = math.roundeven %c0 : f64
  "test.use"(%roundeven0) {n="roundeven 2.0"} : (f64) -> ()
  %atan20 = math.atan2 %c0, %c0 : f64
  "test.use"(%atan20) {n="atan2 2.0"} : (f64) -> ()
  %powf0 = math.powf %c0, %c0 : f64
  "test.use"(%powf0) {n="powf 2.0"} : (f64) -> ()
  %copysign0 = math.copysign %c0, %c0 : f64
  "test.use"(%copysign0) {n="copysign 2.0"} : (f64) -> ()
  %c1 = arith.constant -2.0 : f64
  %acos1 = math.acos %c1 : f64
  "test.use"(%acos1) {n="acos -2.0"} : (f64) -> ()
  %acosh1 = math.acosh %c1 : f64
  "test.use"(%acosh1) {n="acosh -2.0"} : (f64) -> ()
  %asin1 = math.asin %c1 : f64
  "test.use"(%asin1) {n="asin -2.0"} : (f64) -> ()
  %asinh1 = math.asinh %c1 : f64
  "test.use"(%asinh1) {n="asinh -2.0"} : (f64) -> ()
  %atan1 = math.atan %c1 : f64
  "test.use"(%atan1) {n="atan -2.0"} : (f64) -> ()
  %atanh1 = math.atanh %c1 : f64
  "test.use"(%atanh1) {n="atanh -2.0"} : (f64) -> ()
  %cos1 = math.cos %c1 : f64
  "test.use"(%cos1) {n="cos -2.0"} : (f64) -> ()
  %cosh1 = math.cosh %c1 : f64
  "test.use"(%cosh1) {n="cosh -2.0"} : (f64) -> ()
  %erf1 = math.erf %c1 : f64
  "test.use"(%erf1) {n="erf -2.0"} : (f64) -> ()
  %erfc1 = math.erfc %c1 : f64
  "test.use"(%erfc1) {n="erfc -2.0"} : (f64) -> ()
  %exp1 = math.exp %c1 : f64
  "test.use"(%exp1) {n="exp -2.0"} : (f64) -> ()
  %exp21 = math.exp2 %c1 : f64
  "test.use"(%exp21) {n="exp2 -2.0"} : (f64) -> ()
  %expm11 = math.expm1 %c1 : f64
  "test.use"(%expm11) {n="expm1 -2.0"} : (f64) -> ()
  %log1 = math.log %c1 : f64
  "test.use"(%log1) {n="log -2.0"} : (f64) -> ()
  %log101 = math.log10 %c1 : f64
  "test.use"(%log101) {n="log10 -2.0"} : (f64) -> ()
  %log1p1 = math.log1p %c1 : f64
  "test.use"(%log1p1) {n="log1p -2.0"} : (f64) -> ()
  %log21 = math.log2 %c1 : f64
  "test.use"(%log21) {n="log2 -2.0"} : (f64) -> ()
  %round1 = math.round %c1 : f64
  "test.use"(%round1) {n="round -2.0"} : (f64) -> ()
  %sin1 = math.sin %c1 : f64
  "test.use"(%sin1) {n="sin -2.0"} : (f64) -> ()
  %sinh1 = math.sinh %c1 : f64
  "test.use"(%sinh1) {n="sinh -2.0"} : (f64) -> ()
  %sqrt1 = math.sqrt %c1 : f64
  "test.use"(%sqrt1) {n="sqrt -2.0"} : (f64) -> ()
  %tan1 = math.tan %c1 : f64
  "test.use"(%tan1) {n="tan -2.0"} : (f64) -> ()
  %tanh1 = math.tanh %c1 : f64
  "test.use"(%tanh1) {n="tanh -2.0"} : (f64) -> ()
  %trunc1 = math.trunc %c1 : f64
  "test.use"(%trunc1) {n="trunc -2.0"} : (f64) -> ()
  %absf1 = math.absf %c1 : f64
  "test.use"(%absf1) {n="absf -2.0"} : (f64) -> ()
  %ceil1 = math.ceil %c1 : f64
  "test.use"(%ceil1) {n="ceil -2.0"} : (f64) -> ()
  %floor1 = math.floor %c1 : f64
  "test.use"(%floor1) {n="floor -2.0"} : (f64) -> ()
  %roundeven1 = math.roundeven %c1 : f64
  "test.use"(%roundeven1) {n="roundeven -2.0"} : (f64) -> ()
  %atan21 = math.atan2 %c1, %c1 : f64
  "test.use"(%atan21) {n="atan2 -2.0"} : (f64) -> ()
  %powf1 = math.powf %c1, %c1 : f64
  "test.use"(%powf1) {n="powf -2.0"} : (f64) -> ()
  %copysign1 = math.copysign %c1, %c1 : f64
  "test.use"(%copysign1) {n="copysign -2.0"} : (f64) -> ()
  %c2 = arith.constant 0.5 : f64
  %acos2 = math.acos %c2 : f64
  "test.use"(%acos2) {n="acos 0.5"} : (f64) -> ()
  %acosh2 = math.acosh %c2 : f64
  "test.use"(%acosh2) {n="acosh 0.5"} : (f64) -> ()
  %asin2 = math.asin %c2 : f64
  "test.use"(%asin2) {n="asin 0.5"} : (f64) -> ()
  %asinh2 = math.asinh %c2 : f64
  "test.use"(%asinh2) {n="asinh 0.5"} : (f64) -> ()
  %atan2 = math.atan %c2 : f64
  "test.use"(%atan2) {n="atan 0.5"} : (f64) -> ()
  %atanh2 = math.atanh %c2 : f64
  "test.use"(%atanh2) {n="atanh 0.5"} : (f64) -> ()
  %cos2 = math.cos %c2 : f64
  "test.use"(%cos2) {n="cos 0.5"} : (f64) -> ()
  %cosh2 = math.cosh %c2 : f64
  "test.use"(%cosh2) {n="cosh 0.5"} : (f64) -> ()
  %erf2 = math.erf %c2 : f64
  "test.use"(%erf2) {n="erf 0.5"} : (f64) -> ()
  %erfc2 = math.erfc %c2 : f64
  "test.use"(%erfc2) {n="erfc 0.5"} : (f64) -> ()
  %exp2 = math.exp %c2 : f64
  "test.use"(%exp2) {n="exp 0.5"} : (f64) -> ()
  %exp22 = math.exp2 %c2 : f64
  "test.use"(%exp22) {n="exp2 0.5"} : (f64) -> ()
  %expm12 = math.expm1 %c2 : f64
  "test.use"(%expm12) {n="expm1 0.5"} : (f64) -> ()
  %log2 = math.log %c2 : f64
  "test.use"(%log2) {n="log 0.5"} : (f64) -> ()
  %log102 = math.log10 %c2 : f64
  "test.use"(%log102) {n="log10 0.5"} : (f64) -> ()
  %log1p2 = math.log1p %c2 : f64
  "test.use"(%log1p2) {n="log1p 0.5"} : (f64) -> ()
  %log22 = math.log2 %c2 : f64
  "test.use"(%log22) {n="log2 0.5"} : (f64) -> ()
  %round2 = math.round %c2 : f64
  "test.use"(%round2) {n="round 0.5"} : (f64) -> ()
  %sin2 = math.sin %c2 : f64
  "test.use"(%sin2) {n="sin 0.5"} : (f64) -> ()
  %sinh2 = math.sinh %c2 : f64
  "test.use"(%sinh2) {n="sinh 0.5"} : (f64) -> ()
  %sqrt2 = math.sqrt %c2 : f64
  "test.use"(%sqrt2) {n="sqrt 0.5"} : (f64) -> ()
  %tan2 = math.tan %c2 : f64
  "test.use"(%tan2) {n="tan 0.5"} : (f64) -> ()
  %tanh2 = math.tanh %c2 : f64
  "test.use"(%tanh2) {n="tanh 0.5"} : (f64) -> ()
  %trunc2 = math.trunc %c2 : f64
  "test.use"(%trunc2) {n="trunc 0.5"} : (f64) -> ()
  %absf2 = math.absf %c2 : f64
  "test.use"(%absf2) {n="absf 0.5"} : (f64) -> ()
  %ceil2 = math.ceil %c2 : f64
  "test.use"(%ceil2) {n="ceil 0.5"} : (f64) -> ()
  %floor2 = math.floor %c2 : f64
  "test.use"(%floor2) {n="floor 0.5"} : (f64) -> ()
  %roundeven2 = math.roundeven %c2 : f64
  "test.use"(%roundeven2) {n="roundeven 0.5"} : (f64) -> ()
  %atan22 = math.atan2 %c2, %c2 : f64
  "test.use"(%atan22) {n="atan2 0.5"} : (f64) -> ()
  %powf2 = math.powf %c2, %c2 : f64
  "test.use"(%powf2) {n="powf 0.5"} : (f64) -> ()
  %copysign2 = math.copysign %c2, %c2 : f64
  "test.use"(%copysign2) {n="copysign 0.5"} : (f64) -> ()
  %c3 = arith.constant -0.0 : f64
  %acos3 = math.acos %c3 : f64
  "test.use"(%acos3) {n="acos -0.0"} : (f64) -> ()
  %acosh3 = math.acosh %c3 : f64
  "test.use"(%acosh3) {n="acosh -0.0"} : (f64) -> ()
  %asin3 = math.asin %c3 : f64
  "test.use"(%asin3) {n="asin -0.0"} : (f64) -> ()
  %asinh3 = math.asinh %c3 : f64
  "test.use"(%asinh3) {n="asinh -0.0"} : (f64) -> ()
  %atan3 = math.atan %c3 : f64
  "test.use"(%atan3) {n="atan -0.0"} : (f64) -> ()
  %atanh3 = math.atanh %c3 : f64
  "test.use"(%atanh3) {n="atanh -0.0"} : (f64) -> ()
  %cos3 = math.cos %c3 : f64
  "test.use"(%cos3) {n="cos -0.0"} : (f64) -> ()
  %cosh3 = math.cosh %c3 : f64
  "test.use"(%cosh3) {n="cosh -0.0"} : (f64) -> ()
  %erf3 = math.erf %c3 : f64
  "test.use"(%erf3) {n="erf -0.0"} : (f64) -> ()
  %erfc3 = math.erfc %c3 : f64
  "test.use"(%erfc3) {n="erfc -0.0"} : (f64) -> ()
  %exp3 = math.exp %c3 : f64
  "test.use"(%exp3) {n="exp -0.0"} : (f64) -> ()
  %exp23 = math.exp2 %c3 : f64
  "test.use"(%exp23) {n="exp2 -0.0"} : (f64) -> ()
  %expm13 = math.expm1 %c3 : f64
  "test.use"(%expm13) {n="expm1 -0.0"} : (f64) -> ()
  %log3 = math.log %c3 : f64
  "test.use"(%log3) {n="log -0.0"} : (f64) -> ()
  %log103 = math.log10 %c3 : f64
  "test.use"(%log103) {n="log10 -0.0"} : (f64) -> ()
  %log1p3 = math.log1p %c3 : f64
  "test.use"(%log1p3) {n="log1p -0.0"} : (f64) -> ()
  %log23 = math.log2 %c3 : f64
  "test.use"(%log23) {n="log2 -0.0"} : (f64) -> ()
  %round3 = math.round %c3 : f64
  "test.use"(%round3) {n="round -0.0"} : (f64) -> ()
  %sin3 = math.sin %c3 : f64
  "test.use"(%sin3) {n="sin -0.0"} : (f64) -> ()
  %sinh3 = math.sinh %c3 : f64
  "test.use"(%sinh3) {n="sinh -0.0"} : (f64) -> ()
  %sqrt3 = math.sqrt %c3 : f64
  "test.use"(%sqrt3) {n="sqrt -0.0"} : (f64) -> ()
  %tan3 = math.tan %c3 : f64
  "test.use"(%tan3) {n="tan -0.0"} : (f64) -> ()
  %tanh3 = math.tanh %c3 : f64
  "test.use"(%tanh3) {n="tanh -0.0"} : (f64) -> ()
  %trunc3 = math.trunc %c3 : f64
  "test.use"(%trunc3) {n="trunc -0.0"} : (f64) -> ()
  %absf3 = math.absf %c3 : f64
  "test.use"(%absf3) {n="absf -0.0"} : (f64) -> ()
  %ceil3 = math.ceil %c3 : f64
  "test.use"(%ceil3) {n="ceil -0.0"} : (f64) -> ()
  %floor3 = math.floor %c3 : f64
  "test.use"(%floor3) {n="floor -0.0"} : (f64) -> ()
  %roundeven3 = math.roundeven %c3 : f64
  "test.use"(%roundeven3) {n="roundeven -0.0"} : (f64) -> ()
  %atan23 = math.atan2 %c3, %c3 : f64
  "test.use"(%atan23) {n="atan2 -0.0"} : (f64) -> ()
  %powf3 = math.powf %c3, %c3 : f64
  "test.use"(%powf3) {n="powf -0.0"} : (f64) -> ()
  %copysign3 = math.copysign %c3, %c3 : f64
  "test.use"(%copysign3) {n="copysign -0.0"} : (f64) -> ()
  %c4 = arith.constant 0.0 : f64
  %acos4 = math.acos %c4 : f64
  "test.use"(%acos4) {n="acos 0.0"} : (f64) -> ()
  %acosh4 = math.acosh %c4 : f64
  "test.use"(%acosh4) {n="acosh 0.0"} : (f64) -> ()
  %asin4 = math.asin %c4 : f64
  "test.use"(%asin4) {n="asin 0.0"} : (f64) -> ()
  %asinh4 = math.asinh %c4 : f64
  "test.use"(%asinh4) {n="asinh 0.0"} : (f64) -> ()
  %atan4 = math.atan %c4 : f64
  "test.use"(%atan4) {n="atan 0.0"} : (f64) -> ()
  %atanh4 = math.atanh %c4 : f64
  "test.use"(%atanh4) {n="atanh 0.0"} : (f64) -> ()
  %cos4 = math.cos %c4 : f64
  "test.use"(%cos4) {n="cos 0.0"} : (f64) -> ()
  %cosh4 = math.cosh %c4 : f64
  "test.use"(%cosh4) {n="cosh 0.0"} : (f64) -> ()
  %erf4 = math.erf %c4 : f64
  "test.use"(%erf4) {n="erf 0.0"} : (f64) -> ()
  %erfc4 = math.erfc %c4 : f64
  "test.use"(%erfc4) {n="erfc 0.0"} : (f64) -> ()
  %exp4 = math.exp %c4 : f64
  "test.use"(%exp4) {n="exp 0.0"} : (f64) -> ()
  %exp24 = math.exp2 %c4 : f64
  "test.use"(%exp24) {n="exp2 0.0"} : (f64) -> ()
  %expm14 = math.expm1 %c4 : f64
  "test.use"(%expm14) {n="expm1 0.0"} : (f64) -> ()
  %log4 = math.log %c4 : f64
  "test.use"(%log4) {n="log 0.0"} : (f64) -> ()
  %log104 = math.log10 %c4 : f64
  "test.use"(%log104) {n="log10 0.0"} : (f64) -> ()
  %log1p4 = math.log1p %c4 : f64
  "test.use"(%log1p4) {n="log1p 0.0"} : (f64) -> ()
  %log24 = math.log2 %c4 : f64
  "test.use"(%log24) {n="log2 0.0"} : (f64) -> ()
  %round4 = math.round %c4 : f64
  "test.use"(%round4) {n="round 0.0"} : (f64) -> ()
  %sin4 = math.sin %c4 : f64
  "test.use"(%sin4) {n="sin 0.0"} : (f64) -> ()
  %sinh4 = math.sinh %c4 : f64
  "test.use"(%sinh4) {n="sinh 0.0"} : (f64) -> ()
  %sqrt4 = math.sqrt %c4 : f64
  "test.use"(%sqrt4) {n="sqrt 0.0"} : (f64) -> ()
  %tan4 = math.tan %c4 : f64
  "test.use"(%tan4) {n="tan 0.0"} : (f64) -> ()
  %tanh4 = math.tanh %c4 : f64
  "test.use"(%tanh4) {n="tanh 0.0"} : (f64) -> ()
  %trunc4 = math.trunc %c4 : f64
  "test.use"(%trunc4) {n="trunc 0.0"} : (f64) -> ()
  %absf4 = math.absf %c4 : f64
  "test.use"(%absf4) {n="absf 0.0"} : (f64) -> ()
  %ceil4 = math.ceil %c4 : f64
  "test.use"(%ceil4) {n="ceil 0.0"} : (f64) -> ()
  %floor4 = math.floor %c4 : f64
  "test.use"(%floor4) {n="floor 0.0"} : (f64) -> ()
  %roundeven4 = math.roundeven %c4 : f64
  "test.use"(%roundeven4) {n="roundeven 0.0"} : (f64) -> ()
  %atan24 = math.atan2 %c4, %c4 : f64
  "test.use"(%atan24) {n="atan2 0.0"} : (f64) -> ()
  %powf4 = math.powf %c4, %c4 : f64
  "test.use"(%powf4) {n="powf 0.0"} : (f64) -> ()
  %copysign4 = math.copysign %c4, %c4 : f64
  "test.use"(%copysign4) {n="copysign 0.0"} : (f64) -> ()
  %c5 = arith.constant 0x7FF8000000000000 : f64
  %acos5 = math.acos %c5 : f64
  "test.use"(%acos5) {n="acos 0x7FF8000000000000"} : (f64) -> ()
  %acosh5 = math.acosh %c5 : f64
  "test.use"(%acosh5) {n="acosh 0x7FF8000000000000"} : (f64) -> ()
  %asin5 = math.asin %c5 : f64
  "test.use"(%asin5) {n="asin 0x7FF8000000000000"} : (f64) -> ()
  %asinh5 = math.asinh %c5 : f64
  "test.use"(%asinh5) {n="asinh 0x7FF8000000000000"} : (f64) -> ()
  %atan5 = math.atan %c5 : f64
  "test.use"(%atan5) {n="atan 0x7FF8000000000000"} : (f64) -> ()
  %atanh5 = math.atanh %c5 : f64
  "test.use"(%atanh5) {n="atanh 0x7FF8000000000000"} : (f64) -> ()
  %cos5 = math.cos %c5 : f64
  "test.use"(%cos5) {n="cos 0x7FF8000000000000"} : (f64) -> ()
  %cosh5 = math.cosh %c5 : f64
  "test.use"(%cosh5) {n="cosh 0x7FF8000000000000"} : (f64) -> ()
  %erf5 = math.erf %c5 : f64
  "test.use"(%erf5) {n="erf 0x7FF8000000000000"} : (f64) -> ()
  %erfc5 = math.erfc %c5 : f64
  "test.use"(%erfc5) {n="erfc 0x7FF8000000000000"} : (f64) -> ()
  %exp5 = math.exp %c5 : f64
  "test.use"(%exp5) {n="exp 0x7FF8000000000000"} : (f64) -> ()
  %exp25 = math.exp2 %c5 : f64
  "test.use"(%exp25) {n="exp2 0x7FF8000000000000"} : (f64) -> ()
  %expm15 = math.expm1 %c5 : f64
  "test.use"(%expm15) {n="expm1 0x7FF8000000000000"} : (f64) -> ()
  %log5 = math.log %c5 : f64
  "test.use"(%log5) {n="log 0x7FF8000000000000"} : (f64) -> ()
  %log105 = math.log10 %c5 : f64
  "test.use"(%log105) {n="log10 0x7FF8000000000000"} : (f64) -> ()
  %log1p5 = math.log1p %c5 : f64
  "test.use"(%log1p5) {n="log1p 0x7FF8000000000000"} : (f64) -> ()
  %log25 = math.log2 %c5 : f64
  "test.use"(%log25) {n="log2 0x7FF8000000000000"} : (f64) -> ()
  %round5 = math.round %c5 : f64
  "test.use"(%round5) {n="round 0x7FF8000000000000"} : (f64) -> ()
  %sin5 = math.sin %c5 : f64
  "test.use"(%sin5) {n="sin 0x7FF8000000000000"} : (f64) -> ()
  %sinh5 = math.sinh %c5 : f64
  "test.use"(%sinh5) {n="sinh 0x7FF8000000000000"} : (f64) -> ()
  %sqrt5 = math.sqrt %c5 : f64
  "test.use"(%sqrt5) {n="sqrt 0x7FF8000000000000"} : (f64) -> ()
  %tan5 = math.tan %c5 : f64
  "test.use"(%tan5) {n="tan 0x7FF8000000000000"} : (f64) -> ()
  %tanh5 = math.tanh %c5 : f64
  "test.use"(%tanh5) {n="tanh 0x7FF8000000000000"} : (f64) -> ()
  %trunc5 = math.trunc %c5 : f64
  "test.use"(%trunc5) {n="trunc 0x7FF8000000000000"} : (f64) -> ()
  %absf5 = math.absf %c5 : f64
  "test.use"(%absf5) {n="absf 0x7FF8000000000000"} : (f64) -> ()
  %ceil5 = math.ceil %c5 : f64
  "test.use"(%ceil5) {n="ceil 0x7FF8000000000000"} : (f64) -> ()
  %floor5 = math.floor %c5 : f64
  "test.use"(%floor5) {n="floor 0x7FF8000000000000"} : (f64) -> ()
  %roundeven5 = math.roundeven %c5 : f64
  "test.use"(%roundeven5) {n="roundeven 0x7FF8000000000000"} : (f64) -> ()
  %atan25 = math.atan2 %c5, %c5 : f64
  "test.use"(%atan25) {n="atan2 0x7FF8000000000000"} : (f64) -> ()
  %powf5 = math.powf %c5, %c5 : f64
  "test.use"(%powf5) {n="powf 0x7FF8000000000000"} : (f64) -> ()
  %copysign5 = math.copysign %c5, %c5 : f64
  "test.use"(%copysign5) {n="copysign 0x7FF8000000000000"} : (f64) -> ()
  %c6 = arith.constant 0xFFF8000000000000 : f64
  %acos6 = math.acos %c6 : f64
  "test.use"(%acos6) {n="acos 0xFFF8000000000000"} : (f64) -> ()
  %acosh6 = math.acosh %c6 : f64
  "test.use"(%acosh6) {n="acosh 0xFFF8000000000000"} : (f64) -> ()
  %asin6 = math.asin %c6 : f64
  "test.use"(%asin6) {n="asin 0xFFF8000000000000"} : (f64) -> ()
  %asinh6 = math.asinh %c6 : f64
  "test.use"(%asinh6) {n="asinh 0xFFF8000000000000"} : (f64) -> ()
  %atan6 = math.atan %c6 : f64
  "test.use"(%atan6) {n="atan 0xFFF8000000000000"} : (f64) -> ()
  %atanh6 = math.atanh %c6 : f64
  "test.use"(%atanh6) {n="atanh 0xFFF8000000000000"} : (f64) -> ()
  %cos6 = math.cos %c6 : f64
  "test.use"(%cos6) {n="cos 0xFFF8000000000000"} : (f64) -> ()
  %cosh6 = math.cosh %c6 : f64
  "test.use"(%cosh6) {n="cosh 0xFFF8000000000000"} : (f64) -> ()
  %erf6 = math.erf %c6 : f64
  "test.use"(%erf6) {n="erf 0xFFF8000000000000"} : (f64) -> ()
  %erfc6 = math.erfc %c6 : f64
  "test.use"(%erfc6) {n="erfc 0xFFF8000000000000"} : (f64) -> ()
  %exp6 = math.exp %c6 : f64
  "test.use"(%exp6) {n="exp 0xFFF8000000000000"} : (f64) -> ()
  %exp26 = math.exp2 %c6 : f64
  "test.use"(%exp26) {n="exp2 0xFFF8000000000000"} : (f64) -> ()
  %expm16 = math.expm1 %c6 : f64
  "test.use"(%expm16) {n="expm1 0xFFF8000000000000"} : (f64) -> ()
  %log6 = math.log %c6 : f64
  "test.use"(%log6) {n="log 0xFFF8000000000000"} : (f64) -> ()
  %log106 = math.log10 %c6 : f64
  "test.use"(%log106) {n="log10 0xFFF8000000000000"} : (f64) -> ()
  %log1p6 = math.log1p %c6 : f64
  "test.use"(%log1p6) {n="log1p 0xFFF8000000000000"} : (f64) -> ()
  %log26 = math.log2 %c6 : f64
  "test.use"(%log26) {n="log2 0xFFF8000000000000"} : (f64) -> ()
  %round6 = math.round %c6 : f64
  "test.use"(%round6) {n="round 0xFFF8000000000000"} : (f64) -> ()
  %sin6 = math.sin %c6 : f64
  "test.use"(%sin6) {n="sin 0xFFF8000000000000"} : (f64) -> ()
  %sinh6 = math.sinh %c6 : f64
  "test.use"(%sinh6) {n="sinh 0xFFF8000000000000"} : (f64) -> ()
  %sqrt6 = math.sqrt %c6 : f64
  "test.use"(%sqrt6) {n="sqrt 0xFFF8000000000000"} : (f64) -> ()
  %tan6 = math.tan %c6 : f64
  "test.use"(%tan6) {n="tan 0xFFF8000000000000"} : (f64) -> ()
  %tanh6 = math.tanh %c6 : f64
  "test.use"(%tanh6) {n="tanh 0xFFF8000000000000"} : (f64) -> ()
  %trunc6 = math.trunc %c6 : f64
  "test.use"(%trunc6) {n="trunc 0xFFF8000000000000"} : (f64) -> ()
  %absf6 = math.absf %c6 : f64
  "test.use"(%absf6) {n="absf 0xFFF8000000000000"} : (f64) -> ()
  %ceil6 = math.ceil %c6 : f64
  "test.use"(%ceil6) {n="ceil 0xFFF8000000000000"} : (f64) -> ()
  %floor6 = math.floor %c6 : f64
  "test.use"(%floor6) {n="floor 0xFFF8000000000000"} : (f64) -> ()
  %roundeven6 = math.roundeven %c6 : f64
  "test.use"(%roundeven6) {n="roundeven 0xFFF8000000000000"} : (f64) -> ()
  %atan26 = math.atan2 %c6, %c6 : f64
  "test.use"(%atan26) {n="atan2 0xFFF8000000000000"} : (f64) -> ()
  %powf6 = math.powf %c6, %c6 : f64
  "test.use"(%powf6) {n="powf 0xFFF8000000000000"} : (f64) -> ()
  %copysign6 = math.copysign %c6, %c6 : f64
  "test.use"(%copysign6) {n="copysign 0xFFF8000000000000"} : (f64) -> ()
  %c7 = arith.constant -1.0 : f64
  %acos7 = math.acos %c7 : f64
  "test.use"(%acos7) {n="acos -1.0"} : (f64) -> ()
  %acosh7 = math.acosh %c7 : f64
  "test.use"(%acosh7) {n="acosh -1.0"} : (f64) -> ()
  %asin7 = math.asin %c7 : f64
  "test.use"(%asin7) {n="asin -1.0"} : (f64) -> ()
  %asinh7 = math.asinh %c7 : f64
  "test.use"(%asinh7) {n="asinh -1.0"} : (f64) -> ()
  %atan7 = math.atan %c7 : f64
  "test.use"(%atan7) {n="atan -1.0"} : (f64) -> ()
  %atanh7 = math.atanh %c7 : f64
  "test.use"(%atanh7) {n="atanh -1.0"} : (f64) -> ()
  %cos7 = math.cos %c7 : f64
  "test.use"(%cos7) {n="cos -1.0"} : (f64) -> ()
  %cosh7 = math.cosh %c7 : f64
  "test.use"(%cosh7) {n="cosh -1.0"} : (f64) -> ()
  %erf7 = math.erf %c7 : f64
  "test.use"(%erf7) {n="erf -1.0"} : (f64) -> ()
  %erfc7 = math.erfc %c7 : f64
  "test.use"(%erfc7) {n="erfc -1.0"} : (f64) -> ()
  %exp7 = math.exp %c7 : f64
  "test.use"(%exp7) {n="exp -1.0"} : (f64) -> ()
  %exp27 = math.exp2 %c7 : f64
  "test.use"(%exp27) {n="exp2 -1.0"} : (f64) -> ()
  %expm17 = math.expm1 %c7 : f64
  "test.use"(%expm17) {n="expm1 -1.0"} : (f64) -> ()
  %log7 = math.log %c7 : f64
  "test.use"(%log7) {n="log -1.0"} : (f64) -> ()
  %log107 = math.log10 %c7 : f64
  "test.use"(%log107) {n="log10 -1.0"} : (f64) -> ()
  %log1p7 = math.log1p %c7 : f64
  "test.use"(%log1p7) {n="log1p -1.0"} : (f64) -> ()
  %log27 = math.log2 %c7 : f64
  "test.use"(%log27) {n="log2 -1.0"} : (f64) -> ()
  %round7 = math.round %c7 : f64
  "test.use"(%round7) {n="round -1.0"} : (f64) -> ()
  %sin7 = math.sin %c7 : f64
  "test.use"(%sin7) {n="sin -1.0"} : (f64) -> ()
  %sinh7 = math.sinh %c7 : f64
  "test.use"(%sinh7) {n="sinh -1.0"} : (f64) -> ()
  %sqrt7 = math.sqrt %c7 : f64
  "test.use"(%sqrt7) {n="sqrt -1.0"} : (f64) -> ()
  %tan7 = math.tan %c7 : f64
  "test.use"(%tan7) {n="tan -1.0"} : (f64) -> ()
  %tanh7 = math.tanh %c7 : f64
  "test.use"(%tanh7) {n="tanh -1.0"} : (f64) -> ()
  %trunc7 = math.trunc %c7 : f64
  "test.use"(%trunc7) {n="trunc -1.0"} : (f64) -> ()
  %absf7 = math.absf %c7 : f64
  "test.use"(%absf7) {n="absf -1.0"} : (f64) -> ()
  %ceil7 = math.ceil %c7 : f64
  "test.use"(%ceil7) {n="ceil -1.0"} : (f64) -> ()
  %floor7 = math.floor %c7 : f64
  "test.use"(%floor7) {n="floor -1.0"} : (f64) -> ()
  %roundeven7 = math.roundeven %c7 : f64
  "test.use"(%roundeven7) {n="roundeven -1.0"} : (f64) -> ()
  %atan27 = math.atan2 %c7, %c7 : f64
  "test.use"(%atan27) {n="atan2 -1.0"} : (f64) -> ()
  %powf7 = math.powf %c7, %c7 : f64
  "test.use"(%powf7) {n="powf -1.0"} : (f64) -> ()
  %copysign7 = math.copysign %c7, %c7 : f64
  "test.use"(%copysign7) {n="copysign -1.0"} : (f64) -> ()
  %c8 = arith.constant 1.0 : f64
  %acos8 = math.acos %c8 : f64
  "test.use"(%acos8) {n="acos 1.0"} : (f64) -> ()
  %acosh8 = math.acosh %c8 : f64
  "test.use"(%acosh8) {n="acosh 1.0"} : (f64) -> ()
  %asin8 = math.asin %c8 : f64
  "test.use"(%asin8) {n="asin 1.0"} : (f64) -> ()
  %asinh8 = math.asinh %c8 : f64
  "test.use"(%asinh8) {n="asinh 1.0"} : (f64) -> ()
  %atan8 = math.atan %c8 : f64
  "test.use"(%atan8) {n="atan 1.0"} : (f64) -> ()
  %atanh8 = math.atanh %c8 : f64
  "test.use"(%atanh8) {n="atanh 1.0"} : (f64) -> ()
  %cos8 = math.cos %c8 : f64
  "test.use"(%cos8) {n="cos 1.0"} : (f64) -> ()
  %cosh8 = math.cosh %c8 : f64
  "test.use"(%cosh8) {n="cosh 1.0"} : (f64) -> ()
  %erf8 = math.erf %c8 : f64
  "test.use"(%erf8) {n="erf 1.0"} : (f64) -> ()
  %erfc8 = math.erfc %c8 : f64
  "test.use"(%erfc8) {n="erfc 1.0"} : (f64) -> ()
  %exp8 = math.exp %c8 : f64
  "test.use"(%exp8) {n="exp 1.0"} : (f64) -> ()
  %exp28 = math.exp2 %c8 : f64
  "test.use"(%exp28) {n="exp2 1.0"} : (f64) -> ()
  %expm18 = math.expm1 %c8 : f64
  "test.use"(%expm18) {n="expm1 1.0"} : (f64) -> ()
  %log8 = math.log %c8 : f64
  "test.use"(%log8) {n="log 1.0"} : (f64) -> ()
  %log108 = math.log10 %c8 : f64
  "test.use"(%log108) {n="log10 1.0"} : (f64) -> ()
  %log1p8 = math.log1p %c8 : f64
  "test.use"(%log1p8) {n="log1p 1.0"} : (f64) -> ()
  %log28 = math.log2 %c8 : f64
  "test.use"(%log28) {n="log2 1.0"} : (f64) -> ()
  %round8 = math.round %c8 : f64
  "test.use"(%round8) {n="round 1.0"} : (f64) -> ()
  %sin8 = math.sin %c8 : f64
  "test.use"(%sin8) {n="sin 1.0"} : (f64) -> ()
  %sinh8 = math.sinh %c8 : f64
  "test.use"(%sinh8) {n="sinh 1.0"} : (f64) -> ()
  %sqrt8 = math.sqrt %c8 : f64
  "test.use"(%sqrt8) {n="sqrt 1.0"} : (f64) -> ()
  %tan8 = math.tan %c8 : f64
  "test.use"(%tan8) {n="tan 1.0"} : (f64) -> ()
  %tanh8 = math.tanh %c8 : f64
  "test.use"(%tanh8) {n="tanh 1.0"} : (f64) -> ()
  %trunc8 = math.trunc %c8 : f64
  "test.use"(%trunc8) {n="trunc 1.0"} : (f64) -> ()
  %absf8 = math.absf %c8 : f64
  "test.use"(%absf8) {n="absf 1.0"} : (f64) -> ()
  %ceil8 = math.ceil %c8 : f64
  "test.use"(%ceil8) {n="ceil 1.0"} : (f64) -> ()
  %floor8 = math.floor %c8 : f64
  "test.use"(%floor8) {n="floor 1.0"} : (f64) -> ()
  %roundeven8 = math.roundeven %c8 : f64
  "test.use"(%roundeven8) {n="roundeven 1.0"} : (f64) -> ()
  %atan28 = math.atan2 %c8, %c8 : f64
  "test.use"(%atan28) {n="atan2 1.0"} : (f64) -> ()
  %powf8 = math.powf %c8, %c8 : f64
  "test.use"(%powf8) {n="powf 1.0"} : (f64) -> ()
  %copysign8 = math.copysign %c8, %c8 : f64
  "test.use"(%copysign8) {n="copysign 1.0"} : (f64) -> ()
  %c9 = arith.constant 0x7FF0000000000000 : f64
  %acos9 = math.acos %c9 : f64
  "test.use"(%acos9) {n="acos 0x7FF0000000000000"} : (f64) -> ()
  %acosh9 = math.acosh %c9 : f64
  "test.use"(%acosh9) {n="acosh 0x7FF0000000000000"} : (f64) -> ()
  %asin9 = math.asin %c9 : f64
  "test.use"(%asin9) {n="asin 0x7FF0000000000000"} : (f64) -> ()
  %asinh9 = math.asinh %c9 : f64
  "test.use"(%asinh9) {n="asinh 0x7FF0000000000000"} : (f64) -> ()
  %atan9 = math.atan %c9 : f64
  "test.use"(%atan9) {n="atan 0x7FF0000000000000"} : (f64) -> ()
  %atanh9 = math.atanh %c9 : f64
  "test.use"(%atanh9) {n="atanh 0x7FF0000000000000"} : (f64) -> ()
  %cos9 = math.cos %c9 : f64
  "test.use"(%cos9) {n="cos 0x7FF0000000000000"} : (f64) -> ()
  %cosh9 = math.cosh %c9 : f64
  "test.use"(%cosh9) {n="cosh 0x7FF0000000000000"} : (f64) -> ()
  %erf9 = math.erf %c9 : f64
  "test.use"(%erf9) {n="erf 0x7FF0000000000000"} : (f64) -> ()
  %erfc9 = math.erfc %c9 : f64
  "test.use"(%erfc9) {n="erfc 0x7FF0000000000000"} : (f64) -> ()
  %exp9 = math.exp %c9 : f64
  "test.use"(%exp9) {n="exp 0x7FF0000000000000"} : (f64) -> ()
  %exp29 = math.exp2 %c9 : f64
  "test.use"(%exp29) {n="exp2 0x7FF0000000000000"} : (f64) -> ()
  %expm19 = math.expm1 %c9 : f64
  "test.use"(%expm19) {n="expm1 0x7FF0000000000000"} : (f64) -> ()
  %log9 = math.log %c9 : f64
  "test.use"(%log9) {n="log 0x7FF0000000000000"} : (f64) -> ()
  %log109 = math.log10 %c9 : f64
  "test.use"(%log109) {n="log10 0x7FF0000000000000"} : (f64) -> ()
  %log1p9 = math.log1p %c9 : f64
  "test.use"(%log1p9) {n="log1p 0x7FF0000000000000"} : (f64) -> ()
  %log29 = math.log2 %c9 : f64
  "test.use"(%log29) {n="log2 0x7FF0000000000000"} : (f64) -> ()
  %round9 = math.round %c9 : f64
  "test.use"(%round9) {n="round 0x7FF0000000000000"} : (f64) -> ()
  %sin9 = math.sin %c9 : f64
  "test.use"(%sin9) {n="sin 0x7FF0000000000000"} : (f64) -> ()
  %sinh9 = math.sinh %c9 : f64
  "test.use"(%sinh9) {n="sinh 0x7FF0000000000000"} : (f64) -> ()
  %sqrt9 = math.sqrt %c9 : f64
  "test.use"(%sqrt9) {n="sqrt 0x7FF0000000000000"} : (f64) -> ()
  %tan9 = math.tan %c9 : f64
  "test.use"(%tan9) {n="tan 0x7FF0000000000000"} : (f64) -> ()
  %tanh9 = math.tanh %c9 : f64
  "test.use"(%tanh9) {n="tanh 0x7FF0000000000000"} : (f64) -> ()
  %trunc9 = math.trunc %c9 : f64
  "test.use"(%trunc9) {n="trunc 0x7FF0000000000000"} : (f64) -> ()
  %absf9 = math.absf %c9 : f64
  "test.use"(%absf9) {n="absf 0x7FF0000000000000"} : (f64) -> ()
  %ceil9 = math.ceil %c9 : f64
  "test.use"(%ceil9) {n="ceil 0x7FF0000000000000"} : (f64) -> ()
  %floor9 = math.floor %c9 : f64
  "test.use"(%floor9) {n="floor 0x7FF0000000000000"} : (f64) -> ()
  %roundeven9 = math.roundeven %c9 : f64
  "test.use"(%roundeven9) {n="roundeven 0x7FF0000000000000"} : (f64) -> ()
  %atan29 = math.atan2 %c9, %c9 : f64
  "test.use"(%atan29) {n="atan2 0x7FF0000000000000"} : (f64) -> ()
  %powf9 = math.powf %c9, %c9 : f64
  "test.use"(%powf9) {n="powf 0x7FF0000000000000"} : (f64) -> ()
  %copysign9 = math.copysign %c9, %c9 : f64
  "test.use"(%copysign9) {n="copysign 0x7FF0000000000000"} : (f64) -> ()
  return
}

// CHECK-LABEL: func.func @edge_f32
// CHECK: math.log %{{.*}} : f32
// CHECK-NOT: math.sin
func.func @edge_f32() {
  %c0 = arith.constant 2.0 : f32
  %acos0 = math.acos %c0 : f32
  "test.use"(%acos0) {n="acos 2.0"} : (f32) -> ()
  %acosh0 = math.acosh %c0 : f32
  "test.use"(%acosh0) {n="acosh 2.0"} : (f32) -> ()
  %asin0 = math.asin %c0 : f32
  "test.use"(%asin0) {n="asin 2.0"} : (f32) -> ()
  %asinh0 = math.asinh %c0 : f32
  "test.use"(%asinh0) {n="asinh 2.0"} : (f32) -> ()
  %atan0 = math.atan %c0 : f32
  "test.use"(%atan0) {n="atan 2.0"} : (f32) -> ()
  %atanh0 = math.atanh %c0 : f32
  "test.use"(%atanh0) {n="atanh 2.0"} : (f32) -> ()
  %cos0 = math.cos %c0 : f32
  "test.use"(%cos0) {n="cos 2.0"} : (f32) -> ()
  %cosh0 = math.cosh %c0 : f32
  "test.use"(%cosh0) {n="cosh 2.0"} : (f32) -> ()
  %erf0 = math.erf %c0 : f32
  "test.use"(%erf0) {n="erf 2.0"} : (f32) -> ()
  %erfc0 = math.erfc %c0 : f32
  "test.use"(%erfc0) {n="erfc 2.0"} : (f32) -> ()
  %exp0 = math.exp %c0 : f32
  "test.use"(%exp0) {n="exp 2.0"} : (f32) -> ()
  %exp20 = math.exp2 %c0 : f32
  "test.use"(%exp20) {n="exp2 2.0"} : (f32) -> ()
  %expm10 = math.expm1 %c0 : f32
  "test.use"(%expm10) {n="expm1 2.0"} : (f32) -> ()
  %log0 = math.log %c0 : f32
  "test.use"(%log0) {n="log 2.0"} : (f32) -> ()
  %log100 = math.log10 %c0 : f32
  "test.use"(%log100) {n="log10 2.0"} : (f32) -> ()
  %log1p0 = math.log1p %c0 : f32
  "test.use"(%log1p0) {n="log1p 2.0"} : (f32) -> ()
  %log20 = math.log2 %c0 : f32
  "test.use"(%log20) {n="log2 2.0"} : (f32) -> ()
  %round0 = math.round %c0 : f32
  "test.use"(%round0) {n="round 2.0"} : (f32) -> ()
  %sin0 = math.sin %c0 : f32
  "test.use"(%sin0) {n="sin 2.0"} : (f32) -> ()
  %sinh0 = math.sinh %c0 : f32
  "test.use"(%sinh0) {n="sinh 2.0"} : (f32) -> ()
  %sqrt0 = math.sqrt %c0 : f32
  "test.use"(%sqrt0) {n="sqrt 2.0"} : (f32) -> ()
  %tan0 = math.tan %c0 : f32
  "test.use"(%tan0) {n="tan 2.0"} : (f32) -> ()
  %tanh0 = math.tanh %c0 : f32
  "test.use"(%tanh0) {n="tanh 2.0"} : (f32) -> ()
  %trunc0 = math.trunc %c0 : f32
  "test.use"(%trunc0) {n="trunc 2.0"} : (f32) -> ()
  %absf0 = math.absf %c0 : f32
  "test.use"(%absf0) {n="absf 2.0"} : (f32) -> ()
  %ceil0 = math.ceil %c0 : f32
  "test.use"(%ceil0) {n="ceil 2.0"} : (f32) -> ()
  %floor0 = math.floor %c0 : f32
  "test.use"(%floor0) {n="floor 2.0"} : (f32) -> ()
  %roundeven0 = math.roundeven %c0 : f32
  "test.use"(%roundeven0) {n="roundeven 2.0"} : (f32) -> ()
  %atan20 = math.atan2 %c0, %c0 : f32
  "test.use"(%atan20) {n="atan2 2.0"} : (f32) -> ()
  %powf0 = math.powf %c0, %c0 : f32
  "test.use"(%powf0) {n="powf 2.0"} : (f32) -> ()
  %copysign0 = math.copysign %c0, %c0 : f32
  "test.use"(%copysign0) {n="copysign 2.0"} : (f32) -> ()
  %c1 = arith.constant -2.0 : f32
  %acos1 = math.acos %c1 : f32
  "test.use"(%acos1) {n="acos -2.0"} : (f32) -> ()
  %acosh1 = math.acosh %c1 : f32
  "test.use"(%acosh1) {n="acosh -2.0"} : (f32) -> ()
  %asin1 = math.asin %c1 : f32
  "test.use"(%asin1) {n="asin -2.0"} : (f32) -> ()
  %asinh1 = math.asinh %c1 : f32
  "test.use"(%asinh1) {n="asinh -2.0"} : (f32) -> ()
  %atan1 = math.atan %c1 : f32
  "test.use"(%atan1) {n="atan -2.0"} : (f32) -> ()
  %atanh1 = math.atanh %c1 : f32
  "test.use"(%atanh1) {n="atanh -2.0"} : (f32) -> ()
  %cos1 = math.cos %c1 : f32
  "test.use"(%cos1) {n="cos -2.0"} : (f32) -> ()
  %cosh1 = math.cosh %c1 : f32
  "test.use"(%cosh1) {n="cosh -2.0"} : (f32) -> ()
  %erf1 = math.erf %c1 : f32
  "test.use"(%erf1) {n="erf -2.0"} : (f32) -> ()
  %erfc1 = math.erfc %c1 : f32
  "test.use"(%erfc1) {n="erfc -2.0"} : (f32) -> ()
  %exp1 = math.exp %c1 : f32
  "test.use"(%exp1) {n="exp -2.0"} : (f32) -> ()
  %exp21 = math.exp2 %c1 : f32
  "test.use"(%exp21) {n="exp2 -2.0"} : (f32) -> ()
  %expm11 = math.expm1 %c1 : f32
  "test.use"(%expm11) {n="expm1 -2.0"} : (f32) -> ()
  %log1 = math.log %c1 : f32
  "test.use"(%log1) {n="log -2.0"} : (f32) -> ()
  %log101 = math.log10 %c1 : f32
  "test.use"(%log101) {n="log10 -2.0"} : (f32) -> ()
  %log1p1 = math.log1p %c1 : f32
  "test.use"(%log1p1) {n="log1p -2.0"} : (f32) -> ()
  %log21 = math.log2 %c1 : f32
  "test.use"(%log21) {n="log2 -2.0"} : (f32) -> ()
  %round1 = math.round %c1 : f32
  "test.use"(%round1) {n="round -2.0"} : (f32) -> ()
  %sin1 = math.sin %c1 : f32
  "test.use"(%sin1) {n="sin -2.0"} : (f32) -> ()
  %sinh1 = math.sinh %c1 : f32
  "test.use"(%sinh1) {n="sinh -2.0"} : (f32) -> ()
  %sqrt1 = math.sqrt %c1 : f32
  "test.use"(%sqrt1) {n="sqrt -2.0"} : (f32) -> ()
  %tan1 = math.tan %c1 : f32
  "test.use"(%tan1) {n="tan -2.0"} : (f32) -> ()
  %tanh1 = math.tanh %c1 : f32
  "test.use"(%tanh1) {n="tanh -2.0"} : (f32) -> ()
  %trunc1 = math.trunc %c1 : f32
  "test.use"(%trunc1) {n="trunc -2.0"} : (f32) -> ()
  %absf1 = math.absf %c1 : f32
  "test.use"(%absf1) {n="absf -2.0"} : (f32) -> ()
  %ceil1 = math.ceil %c1 : f32
  "test.use"(%ceil1) {n="ceil -2.0"} : (f32) -> ()
  %floor1 = math.floor %c1 : f32
  "test.use"(%floor1) {n="floor -2.0"} : (f32) -> ()
  %roundeven1 = math.roundeven %c1 : f32
  "test.use"(%roundeven1) {n="roundeven -2.0"} : (f32) -> ()
  %atan21 = math.atan2 %c1, %c1 : f32
  "test.use"(%atan21) {n="atan2 -2.0"} : (f32) -> ()
  %powf1 = math.powf %c1, %c1 : f32
  "test.use"(%powf1) {n="powf -2.0"} : (f32) -> ()
  %copysign1 = math.copysign %c1, %c1 : f32
  "test.use"(%copysign1) {n="copysign -2.0"} : (f32) -> ()
  %c2 = arith.constant 0.5 : f32
  %acos2 = math.acos %c2 : f32
  "test.use"(%acos2) {n="acos 0.5"} : (f32) -> ()
  %acosh2 = math.acosh %c2 : f32
  "test.use"(%acosh2) {n="acosh 0.5"} : (f32) -> ()
  %asin2 = math.asin %c2 : f32
  "test.use"(%asin2) {n="asin 0.5"} : (f32) -> ()
  %asinh2 = math.asinh %c2 : f32
  "test.use"(%asinh2) {n="asinh 0.5"} : (f32) -> ()
  %atan2 = math.atan %c2 : f32
  "test.use"(%atan2) {n="atan 0.5"} : (f32) -> ()
  %atanh2 = math.atanh %c2 : f32
  "test.use"(%atanh2) {n="atanh 0.5"} : (f32) -> ()
  %cos2 = math.cos %c2 : f32
  "test.use"(%cos2) {n="cos 0.5"} : (f32) -> ()
  %cosh2 = math.cosh %c2 : f32
  "test.use"(%cosh2) {n="cosh 0.5"} : (f32) -> ()
  %erf2 = math.erf %c2 : f32
  "test.use"(%erf2) {n="erf 0.5"} : (f32) -> ()
  %erfc2 = math.erfc %c2 : f32
  "test.use"(%erfc2) {n="erfc 0.5"} : (f32) -> ()
  %exp2 = math.exp %c2 : f32
  "test.use"(%exp2) {n="exp 0.5"} : (f32) -> ()
  %exp22 = math.exp2 %c2 : f32
  "test.use"(%exp22) {n="exp2 0.5"} : (f32) -> ()
  %expm12 = math.expm1 %c2 : f32
  "test.use"(%expm12) {n="expm1 0.5"} : (f32) -> ()
  %log2 = math.log %c2 : f32
  "test.use"(%log2) {n="log 0.5"} : (f32) -> ()
  %log102 = math.log10 %c2 : f32
  "test.use"(%log102) {n="log10 0.5"} : (f32) -> ()
  %log1p2 = math.log1p %c2 : f32
  "test.use"(%log1p2) {n="log1p 0.5"} : (f32) -> ()
  %log22 = math.log2 %c2 : f32
  "test.use"(%log22) {n="log2 0.5"} : (f32) -> ()
  %round2 = math.round %c2 : f32
  "test.use"(%round2) {n="round 0.5"} : (f32) -> ()
  %sin2 = math.sin %c2 : f32
  "test.use"(%sin2) {n="sin 0.5"} : (f32) -> ()
  %sinh2 = math.sinh %c2 : f32
  "test.use"(%sinh2) {n="sinh 0.5"} : (f32) -> ()
  %sqrt2 = math.sqrt %c2 : f32
  "test.use"(%sqrt2) {n="sqrt 0.5"} : (f32) -> ()
  %tan2 = math.tan %c2 : f32
  "test.use"(%tan2) {n="tan 0.5"} : (f32) -> ()
  %tanh2 = math.tanh %c2 : f32
  "test.use"(%tanh2) {n="tanh 0.5"} : (f32) -> ()
  %trunc2 = math.trunc %c2 : f32
  "test.use"(%trunc2) {n="trunc 0.5"} : (f32) -> ()
  %absf2 = math.absf %c2 : f32
  "test.use"(%absf2) {n="absf 0.5"} : (f32) -> ()
  %ceil2 = math.ceil %c2 : f32
  "test.use"(%ceil2) {n="ceil 0.5"} : (f32) -> ()
  %floor2 = math.floor %c2 : f32
  "test.use"(%floor2) {n="floor 0.5"} : (f32) -> ()
  %roundeven2 = math.roundeven %c2 : f32
  "test.use"(%roundeven2) {n="roundeven 0.5"} : (f32) -> ()
  %atan22 = math.atan2 %c2, %c2 : f32
  "test.use"(%atan22) {n="atan2 0.5"} : (f32) -> ()
  %powf2 = math.powf %c2, %c2 : f32
  "test.use"(%powf2) {n="powf 0.5"} : (f32) -> ()
  %copysign2 = math.copysign %c2, %c2 : f32
  "test.use"(%copysign2) {n="copysign 0.5"} : (f32) -> ()
  %c3 = arith.constant -0.0 : f32
  %acos3 = math.acos %c3 : f32
  "test.use"(%acos3) {n="acos -0.0"} : (f32) -> ()
  %acosh3 = math.acosh %c3 : f32
  "test.use"(%acosh3) {n="acosh -0.0"} : (f32) -> ()
  %asin3 = math.asin %c3 : f32
  "test.use"(%asin3) {n="asin -0.0"} : (f32) -> ()
  %asinh3 = math.asinh %c3 : f32
  "test.use"(%asinh3) {n="asinh -0.0"} : (f32) -> ()
  %atan3 = math.atan %c3 : f32
  "test.use"(%atan3) {n="atan -0.0"} : (f32) -> ()
  %atanh3 = math.atanh %c3 : f32
  "test.use"(%atanh3) {n="atanh -0.0"} : (f32) -> ()
  %cos3 = math.cos %c3 : f32
  "test.use"(%cos3) {n="cos -0.0"} : (f32) -> ()
  %cosh3 = math.cosh %c3 : f32
  "test.use"(%cosh3) {n="cosh -0.0"} : (f32) -> ()
  %erf3 = math.erf %c3 : f32
  "test.use"(%erf3) {n="erf -0.0"} : (f32) -> ()
  %erfc3 = math.erfc %c3 : f32
  "test.use"(%erfc3) {n="erfc -0.0"} : (f32) -> ()
  %exp3 = math.exp %c3 : f32
  "test.use"(%exp3) {n="exp -0.0"} : (f32) -> ()
  %exp23 = math.exp2 %c3 : f32
  "test.use"(%exp23) {n="exp2 -0.0"} : (f32) -> ()
  %expm13 = math.expm1 %c3 : f32
  "test.use"(%expm13) {n="expm1 -0.0"} : (f32) -> ()
  %log3 = math.log %c3 : f32
  "test.use"(%log3) {n="log -0.0"} : (f32) -> ()
  %log103 = math.log10 %c3 : f32
  "test.use"(%log103) {n="log10 -0.0"} : (f32) -> ()
  %log1p3 = math.log1p %c3 : f32
  "test.use"(%log1p3) {n="log1p -0.0"} : (f32) -> ()
  %log23 = math.log2 %c3 : f32
  "test.use"(%log23) {n="log2 -0.0"} : (f32) -> ()
  %round3 = math.round %c3 : f32
  "test.use"(%round3) {n="round -0.0"} : (f32) -> ()
  %sin3 = math.sin %c3 : f32
  "test.use"(%sin3) {n="sin -0.0"} : (f32) -> ()
  %sinh3 = math.sinh %c3 : f32
  "test.use"(%sinh3) {n="sinh -0.0"} : (f32) -> ()
  %sqrt3 = math.sqrt %c3 : f32
  "test.use"(%sqrt3) {n="sqrt -0.0"} : (f32) -> ()
  %tan3 = math.tan %c3 : f32
  "test.use"(%tan3) {n="tan -0.0"} : (f32) -> ()
  %tanh3 = math.tanh %c3 : f32
  "test.use"(%tanh3) {n="tanh -0.0"} : (f32) -> ()
  %trunc3 = math.trunc %c3 : f32
  "test.use"(%trunc3) {n="trunc -0.0"} : (f32) -> ()
  %absf3 = math.absf %c3 : f32
  "test.use"(%absf3) {n="absf -0.0"} : (f32) -> ()
  %ceil3 = math.ceil %c3 : f32
  "test.use"(%ceil3) {n="ceil -0.0"} : (f32) -> ()
  %floor3 = math.floor %c3 : f32
  "test.use"(%floor3) {n="floor -0.0"} : (f32) -> ()
  %roundeven3 = math.roundeven %c3 : f32
  "test.use"(%roundeven3) {n="roundeven -0.0"} : (f32) -> ()
  %atan23 = math.atan2 %c3, %c3 : f32
  "test.use"(%atan23) {n="atan2 -0.0"} : (f32) -> ()
  %powf3 = math.powf %c3, %c3 : f32
  "test.use"(%powf3) {n="powf -0.0"} : (f32) -> ()
  %copysign3 = math.copysign %c3, %c3 : f32
  "test.use"(%copysign3) {n="copysign -0.0"} : (f32) -> ()
  %c4 = arith.constant 0.0 : f32
  %acos4 = math.acos %c4 : f32
  "test.use"(%acos4) {n="acos 0.0"} : (f32) -> ()
  %acosh4 = math.acosh %c4 : f32
  "test.use"(%acosh4) {n="acosh 0.0"} : (f32) -> ()
  %asin4 = math.asin %c4 : f32
  "test.use"(%asin4) {n="asin 0.0"} : (f32) -> ()
  %asinh4 = math.asinh %c4 : f32
  "test.use"(%asinh4) {n="asinh 0.0"} : (f32) -> ()
  %atan4 = math.atan %c4 : f32
  "test.use"(%atan4) {n="atan 0.0"} : (f32) -> ()
  %atanh4 = math.atanh %c4 : f32
  "test.use"(%atanh4) {n="atanh 0.0"} : (f32) -> ()
  %cos4 = math.cos %c4 : f32
  "test.use"(%cos4) {n="cos 0.0"} : (f32) -> ()
  %cosh4 = math.cosh %c4 : f32
  "test.use"(%cosh4) {n="cosh 0.0"} : (f32) -> ()
  %erf4 = math.erf %c4 : f32
  "test.use"(%erf4) {n="erf 0.0"} : (f32) -> ()
  %erfc4 = math.erfc %c4 : f32
  "test.use"(%erfc4) {n="erfc 0.0"} : (f32) -> ()
  %exp4 = math.exp %c4 : f32
  "test.use"(%exp4) {n="exp 0.0"} : (f32) -> ()
  %exp24 = math.exp2 %c4 : f32
  "test.use"(%exp24) {n="exp2 0.0"} : (f32) -> ()
  %expm14 = math.expm1 %c4 : f32
  "test.use"(%expm14) {n="expm1 0.0"} : (f32) -> ()
  %log4 = math.log %c4 : f32
  "test.use"(%log4) {n="log 0.0"} : (f32) -> ()
  %log104 = math.log10 %c4 : f32
  "test.use"(%log104) {n="log10 0.0"} : (f32) -> ()
  %log1p4 = math.log1p %c4 : f32
  "test.use"(%log1p4) {n="log1p 0.0"} : (f32) -> ()
  %log24 = math.log2 %c4 : f32
  "test.use"(%log24) {n="log2 0.0"} : (f32) -> ()
  %round4 = math.round %c4 : f32
  "test.use"(%round4) {n="round 0.0"} : (f32) -> ()
  %sin4 = math.sin %c4 : f32
  "test.use"(%sin4) {n="sin 0.0"} : (f32) -> ()
  %sinh4 = math.sinh %c4 : f32
  "test.use"(%sinh4) {n="sinh 0.0"} : (f32) -> ()
  %sqrt4 = math.sqrt %c4 : f32
  "test.use"(%sqrt4) {n="sqrt 0.0"} : (f32) -> ()
  %tan4 = math.tan %c4 : f32
  "test.use"(%tan4) {n="tan 0.0"} : (f32) -> ()
  %tanh4 = math.tanh %c4 : f32
  "test.use"(%tanh4) {n="tanh 0.0"} : (f32) -> ()
  %trunc4 = math.trunc %c4 : f32
  "test.use"(%trunc4) {n="trunc 0.0"} : (f32) -> ()
  %absf4 = math.absf %c4 : f32
  "test.use"(%absf4) {n="absf 0.0"} : (f32) -> ()
  %ceil4 = math.ceil %c4 : f32
  "test.use"(%ceil4) {n="ceil 0.0"} : (f32) -> ()
  %floor4 = math.floor %c4 : f32
  "test.use"(%floor4) {n="floor 0.0"} : (f32) -> ()
  %roundeven4 = math.roundeven %c4 : f32
  "test.use"(%roundeven4) {n="roundeven 0.0"} : (f32) -> ()
  %atan24 = math.atan2 %c4, %c4 : f32
  "test.use"(%atan24) {n="atan2 0.0"} : (f32) -> ()
  %powf4 = math.powf %c4, %c4 : f32
  "test.use"(%powf4) {n="powf 0.0"} : (f32) -> ()
  %copysign4 = math.copysign %c4, %c4 : f32
  "test.use"(%copysign4) {n="copysign 0.0"} : (f32) -> ()
  %c5 = arith.constant 0x7FC00000 : f32
  %acos5 = math.acos %c5 : f32
  "test.use"(%acos5) {n="acos 0x7FF8000000000000"} : (f32) -> ()
  %acosh5 = math.acosh %c5 : f32
  "test.use"(%acosh5) {n="acosh 0x7FF8000000000000"} : (f32) -> ()
  %asin5 = math.asin %c5 : f32
  "test.use"(%asin5) {n="asin 0x7FF8000000000000"} : (f32) -> ()
  %asinh5 = math.asinh %c5 : f32
  "test.use"(%asinh5) {n="asinh 0x7FF8000000000000"} : (f32) -> ()
  %atan5 = math.atan %c5 : f32
  "test.use"(%atan5) {n="atan 0x7FF8000000000000"} : (f32) -> ()
  %atanh5 = math.atanh %c5 : f32
  "test.use"(%atanh5) {n="atanh 0x7FF8000000000000"} : (f32) -> ()
  %cos5 = math.cos %c5 : f32
  "test.use"(%cos5) {n="cos 0x7FF8000000000000"} : (f32) -> ()
  %cosh5 = math.cosh %c5 : f32
  "test.use"(%cosh5) {n="cosh 0x7FF8000000000000"} : (f32) -> ()
  %erf5 = math.erf %c5 : f32
  "test.use"(%erf5) {n="erf 0x7FF8000000000000"} : (f32) -> ()
  %erfc5 = math.erfc %c5 : f32
  "test.use"(%erfc5) {n="erfc 0x7FF8000000000000"} : (f32) -> ()
  %exp5 = math.exp %c5 : f32
  "test.use"(%exp5) {n="exp 0x7FF8000000000000"} : (f32) -> ()
  %exp25 = math.exp2 %c5 : f32
  "test.use"(%exp25) {n="exp2 0x7FF8000000000000"} : (f32) -> ()
  %expm15 = math.expm1 %c5 : f32
  "test.use"(%expm15) {n="expm1 0x7FF8000000000000"} : (f32) -> ()
  %log5 = math.log %c5 : f32
  "test.use"(%log5) {n="log 0x7FF8000000000000"} : (f32) -> ()
  %log105 = math.log10 %c5 : f32
  "test.use"(%log105) {n="log10 0x7FF8000000000000"} : (f32) -> ()
  %log1p5 = math.log1p %c5 : f32
  "test.use"(%log1p5) {n="log1p 0x7FF8000000000000"} : (f32) -> ()
  %log25 = math.log2 %c5 : f32
  "test.use"(%log25) {n="log2 0x7FF8000000000000"} : (f32) -> ()
  %round5 = math.round %c5 : f32
  "test.use"(%round5) {n="round 0x7FF8000000000000"} : (f32) -> ()
  %sin5 = math.sin %c5 : f32
  "test.use"(%sin5) {n="sin 0x7FF8000000000000"} : (f32) -> ()
  %sinh5 = math.sinh %c5 : f32
  "test.use"(%sinh5) {n="sinh 0x7FF8000000000000"} : (f32) -> ()
  %sqrt5 = math.sqrt %c5 : f32
  "test.use"(%sqrt5) {n="sqrt 0x7FF8000000000000"} : (f32) -> ()
  %tan5 = math.tan %c5 : f32
  "test.use"(%tan5) {n="tan 0x7FF8000000000000"} : (f32) -> ()
  %tanh5 = math.tanh %c5 : f32
  "test.use"(%tanh5) {n="tanh 0x7FF8000000000000"} : (f32) -> ()
  %trunc5 = math.trunc %c5 : f32
  "test.use"(%trunc5) {n="trunc 0x7FF8000000000000"} : (f32) -> ()
  %absf5 = math.absf %c5 : f32
  "test.use"(%absf5) {n="absf 0x7FF8000000000000"} : (f32) -> ()
  %ceil5 = math.ceil %c5 : f32
  "test.use"(%ceil5) {n="ceil 0x7FF8000000000000"} : (f32) -> ()
  %floor5 = math.floor %c5 : f32
  "test.use"(%floor5) {n="floor 0x7FF8000000000000"} : (f32) -> ()
  %roundeven5 = math.roundeven %c5 : f32
  "test.use"(%roundeven5) {n="roundeven 0x7FF8000000000000"} : (f32) -> ()
  %atan25 = math.atan2 %c5, %c5 : f32
  "test.use"(%atan25) {n="atan2 0x7FF8000000000000"} : (f32) -> ()
  %powf5 = math.powf %c5, %c5 : f32
  "test.use"(%powf5) {n="powf 0x7FF8000000000000"} : (f32) -> ()
  %copysign5 = math.copysign %c5, %c5 : f32
  "test.use"(%copysign5) {n="copysign 0x7FF8000000000000"} : (f32) -> ()
  %c6 = arith.constant 0xFFC00000 : f32
  %acos6 = math.acos %c6 : f32
  "test.use"(%acos6) {n="acos 0xFFF8000000000000"} : (f32) -> ()
  %acosh6 = math.acosh %c6 : f32
  "test.use"(%acosh6) {n="acosh 0xFFF8000000000000"} : (f32) -> ()
  %asin6 = math.asin %c6 : f32
  "test.use"(%asin6) {n="asin 0xFFF8000000000000"} : (f32) -> ()
  %asinh6 = math.asinh %c6 : f32
  "test.use"(%asinh6) {n="asinh 0xFFF8000000000000"} : (f32) -> ()
  %atan6 = math.atan %c6 : f32
  "test.use"(%atan6) {n="atan 0xFFF8000000000000"} : (f32) -> ()
  %atanh6 = math.atanh %c6 : f32
  "test.use"(%atanh6) {n="atanh 0xFFF8000000000000"} : (f32) -> ()
  %cos6 = math.cos %c6 : f32
  "test.use"(%cos6) {n="cos 0xFFF8000000000000"} : (f32) -> ()
  %cosh6 = math.cosh %c6 : f32
  "test.use"(%cosh6) {n="cosh 0xFFF8000000000000"} : (f32) -> ()
  %erf6 = math.erf %c6 : f32
  "test.use"(%erf6) {n="erf 0xFFF8000000000000"} : (f32) -> ()
  %erfc6 = math.erfc %c6 : f32
  "test.use"(%erfc6) {n="erfc 0xFFF8000000000000"} : (f32) -> ()
  %exp6 = math.exp %c6 : f32
  "test.use"(%exp6) {n="exp 0xFFF8000000000000"} : (f32) -> ()
  %exp26 = math.exp2 %c6 : f32
  "test.use"(%exp26) {n="exp2 0xFFF8000000000000"} : (f32) -> ()
  %expm16 = math.expm1 %c6 : f32
  "test.use"(%expm16) {n="expm1 0xFFF8000000000000"} : (f32) -> ()
  %log6 = math.log %c6 : f32
  "test.use"(%log6) {n="log 0xFFF8000000000000"} : (f32) -> ()
  %log106 = math.log10 %c6 : f32
  "test.use"(%log106) {n="log10 0xFFF8000000000000"} : (f32) -> ()
  %log1p6 = math.log1p %c6 : f32
  "test.use"(%log1p6) {n="log1p 0xFFF8000000000000"} : (f32) -> ()
  %log26 = math.log2 %c6 : f32
  "test.use"(%log26) {n="log2 0xFFF8000000000000"} : (f32) -> ()
  %round6 = math.round %c6 : f32
  "test.use"(%round6) {n="round 0xFFF8000000000000"} : (f32) -> ()
  %sin6 = math.sin %c6 : f32
  "test.use"(%sin6) {n="sin 0xFFF8000000000000"} : (f32) -> ()
  %sinh6 = math.sinh %c6 : f32
  "test.use"(%sinh6) {n="sinh 0xFFF8000000000000"} : (f32) -> ()
  %sqrt6 = math.sqrt %c6 : f32
  "test.use"(%sqrt6) {n="sqrt 0xFFF8000000000000"} : (f32) -> ()
  %tan6 = math.tan %c6 : f32
  "test.use"(%tan6) {n="tan 0xFFF8000000000000"} : (f32) -> ()
  %tanh6 = math.tanh %c6 : f32
  "test.use"(%tanh6) {n="tanh 0xFFF8000000000000"} : (f32) -> ()
  %trunc6 = math.trunc %c6 : f32
  "test.use"(%trunc6) {n="trunc 0xFFF8000000000000"} : (f32) -> ()
  %absf6 = math.absf %c6 : f32
  "test.use"(%absf6) {n="absf 0xFFF8000000000000"} : (f32) -> ()
  %ceil6 = math.ceil %c6 : f32
  "test.use"(%ceil6) {n="ceil 0xFFF8000000000000"} : (f32) -> ()
  %floor6 = math.floor %c6 : f32
  "test.use"(%floor6) {n="floor 0xFFF8000000000000"} : (f32) -> ()
  %roundeven6 = math.roundeven %c6 : f32
  "test.use"(%roundeven6) {n="roundeven 0xFFF8000000000000"} : (f32) -> ()
  %atan26 = math.atan2 %c6, %c6 : f32
  "test.use"(%atan26) {n="atan2 0xFFF8000000000000"} : (f32) -> ()
  %powf6 = math.powf %c6, %c6 : f32
  "test.use"(%powf6) {n="powf 0xFFF8000000000000"} : (f32) -> ()
  %copysign6 = math.copysign %c6, %c6 : f32
  "test.use"(%copysign6) {n="copysign 0xFFF8000000000000"} : (f32) -> ()
  %c7 = arith.constant -1.0 : f32
  %acos7 = math.acos %c7 : f32
  "test.use"(%acos7) {n="acos -1.0"} : (f32) -> ()
  %acosh7 = math.acosh %c7 : f32
  "test.use"(%acosh7) {n="acosh -1.0"} : (f32) -> ()
  %asin7 = math.asin %c7 : f32
  "test.use"(%asin7) {n="asin -1.0"} : (f32) -> ()
  %asinh7 = math.asinh %c7 : f32
  "test.use"(%asinh7) {n="asinh -1.0"} : (f32) -> ()
  %atan7 = math.atan %c7 : f32
  "test.use"(%atan7) {n="atan -1.0"} : (f32) -> ()
  %atanh7 = math.atanh %c7 : f32
  "test.use"(%atanh7) {n="atanh -1.0"} : (f32) -> ()
  %cos7 = math.cos %c7 : f32
  "test.use"(%cos7) {n="cos -1.0"} : (f32) -> ()
  %cosh7 = math.cosh %c7 : f32
  "test.use"(%cosh7) {n="cosh -1.0"} : (f32) -> ()
  %erf7 = math.erf %c7 : f32
  "test.use"(%erf7) {n="erf -1.0"} : (f32) -> ()
  %erfc7 = math.erfc %c7 : f32
  "test.use"(%erfc7) {n="erfc -1.0"} : (f32) -> ()
  %exp7 = math.exp %c7 : f32
  "test.use"(%exp7) {n="exp -1.0"} : (f32) -> ()
  %exp27 = math.exp2 %c7 : f32
  "test.use"(%exp27) {n="exp2 -1.0"} : (f32) -> ()
  %expm17 = math.expm1 %c7 : f32
  "test.use"(%expm17) {n="expm1 -1.0"} : (f32) -> ()
  %log7 = math.log %c7 : f32
  "test.use"(%log7) {n="log -1.0"} : (f32) -> ()
  %log107 = math.log10 %c7 : f32
  "test.use"(%log107) {n="log10 -1.0"} : (f32) -> ()
  %log1p7 = math.log1p %c7 : f32
  "test.use"(%log1p7) {n="log1p -1.0"} : (f32) -> ()
  %log27 = math.log2 %c7 : f32
  "test.use"(%log27) {n="log2 -1.0"} : (f32) -> ()
  %round7 = math.round %c7 : f32
  "test.use"(%round7) {n="round -1.0"} : (f32) -> ()
  %sin7 = math.sin %c7 : f32
  "test.use"(%sin7) {n="sin -1.0"} : (f32) -> ()
  %sinh7 = math.sinh %c7 : f32
  "test.use"(%sinh7) {n="sinh -1.0"} : (f32) -> ()
  %sqrt7 = math.sqrt %c7 : f32
  "test.use"(%sqrt7) {n="sqrt -1.0"} : (f32) -> ()
  %tan7 = math.tan %c7 : f32
  "test.use"(%tan7) {n="tan -1.0"} : (f32) -> ()
  %tanh7 = math.tanh %c7 : f32
  "test.use"(%tanh7) {n="tanh -1.0"} : (f32) -> ()
  %trunc7 = math.trunc %c7 : f32
  "test.use"(%trunc7) {n="trunc -1.0"} : (f32) -> ()
  %absf7 = math.absf %c7 : f32
  "test.use"(%absf7) {n="absf -1.0"} : (f32) -> ()
  %ceil7 = math.ceil %c7 : f32
  "test.use"(%ceil7) {n="ceil -1.0"} : (f32) -> ()
  %floor7 = math.floor %c7 : f32
  "test.use"(%floor7) {n="floor -1.0"} : (f32) -> ()
  %roundeven7 = math.roundeven %c7 : f32
  "test.use"(%roundeven7) {n="roundeven -1.0"} : (f32) -> ()
  %atan27 = math.atan2 %c7, %c7 : f32
  "test.use"(%atan27) {n="atan2 -1.0"} : (f32) -> ()
  %powf7 = math.powf %c7, %c7 : f32
  "test.use"(%powf7) {n="powf -1.0"} : (f32) -> ()
  %copysign7 = math.copysign %c7, %c7 : f32
  "test.use"(%copysign7) {n="copysign -1.0"} : (f32) -> ()
  %c8 = arith.constant 1.0 : f32
  %acos8 = math.acos %c8 : f32
  "test.use"(%acos8) {n="acos 1.0"} : (f32) -> ()
  %acosh8 = math.acosh %c8 : f32
  "test.use"(%acosh8) {n="acosh 1.0"} : (f32) -> ()
  %asin8 = math.asin %c8 : f32
  "test.use"(%asin8) {n="asin 1.0"} : (f32) -> ()
  %asinh8 = math.asinh %c8 : f32
  "test.use"(%asinh8) {n="asinh 1.0"} : (f32) -> ()
  %atan8 = math.atan %c8 : f32
  "test.use"(%atan8) {n="atan 1.0"} : (f32) -> ()
  %atanh8 = math.atanh %c8 : f32
  "test.use"(%atanh8) {n="atanh 1.0"} : (f32) -> ()
  %cos8 = math.cos %c8 : f32
  "test.use"(%cos8) {n="cos 1.0"} : (f32) -> ()
  %cosh8 = math.cosh %c8 : f32
  "test.use"(%cosh8) {n="cosh 1.0"} : (f32) -> ()
  %erf8 = math.erf %c8 : f32
  "test.use"(%erf8) {n="erf 1.0"} : (f32) -> ()
  %erfc8 = math.erfc %c8 : f32
  "test.use"(%erfc8) {n="erfc 1.0"} : (f32) -> ()
  %exp8 = math.exp %c8 : f32
  "test.use"(%exp8) {n="exp 1.0"} : (f32) -> ()
  %exp28 = math.exp2 %c8 : f32
  "test.use"(%exp28) {n="exp2 1.0"} : (f32) -> ()
  %expm18 = math.expm1 %c8 : f32
  "test.use"(%expm18) {n="expm1 1.0"} : (f32) -> ()
  %log8 = math.log %c8 : f32
  "test.use"(%log8) {n="log 1.0"} : (f32) -> ()
  %log108 = math.log10 %c8 : f32
  "test.use"(%log108) {n="log10 1.0"} : (f32) -> ()
  %log1p8 = math.log1p %c8 : f32
  "test.use"(%log1p8) {n="log1p 1.0"} : (f32) -> ()
  %log28 = math.log2 %c8 : f32
  "test.use"(%log28) {n="log2 1.0"} : (f32) -> ()
  %round8 = math.round %c8 : f32
  "test.use"(%round8) {n="round 1.0"} : (f32) -> ()
  %sin8 = math.sin %c8 : f32
  "test.use"(%sin8) {n="sin 1.0"} : (f32) -> ()
  %sinh8 = math.sinh %c8 : f32
  "test.use"(%sinh8) {n="sinh 1.0"} : (f32) -> ()
  %sqrt8 = math.sqrt %c8 : f32
  "test.use"(%sqrt8) {n="sqrt 1.0"} : (f32) -> ()
  %tan8 = math.tan %c8 : f32
  "test.use"(%tan8) {n="tan 1.0"} : (f32) -> ()
  %tanh8 = math.tanh %c8 : f32
  "test.use"(%tanh8) {n="tanh 1.0"} : (f32) -> ()
  %trunc8 = math.trunc %c8 : f32
  "test.use"(%trunc8) {n="trunc 1.0"} : (f32) -> ()
  %absf8 = math.absf %c8 : f32
  "test.use"(%absf8) {n="absf 1.0"} : (f32) -> ()
  %ceil8 = math.ceil %c8 : f32
  "test.use"(%ceil8) {n="ceil 1.0"} : (f32) -> ()
  %floor8 = math.floor %c8 : f32
  "test.use"(%floor8) {n="floor 1.0"} : (f32) -> ()
  %roundeven8 = math.roundeven %c8 : f32
  "test.use"(%roundeven8) {n="roundeven 1.0"} : (f32) -> ()
  %atan28 = math.atan2 %c8, %c8 : f32
  "test.use"(%atan28) {n="atan2 1.0"} : (f32) -> ()
  %powf8 = math.powf %c8, %c8 : f32
  "test.use"(%powf8) {n="powf 1.0"} : (f32) -> ()
  %copysign8 = math.copysign %c8, %c8 : f32
  "test.use"(%copysign8) {n="copysign 1.0"} : (f32) -> ()
  %c9 = arith.constant 0x7F800000 : f32
  %acos9 = math.acos %c9 : f32
  "test.use"(%acos9) {n="acos 0x7FF0000000000000"} : (f32) -> ()
  %acosh9 = math.acosh %c9 : f32
  "test.use"(%acosh9) {n="acosh 0x7FF0000000000000"} : (f32) -> ()
  %asin9 = math.asin %c9 : f32
  "test.use"(%asin9) {n="asin 0x7FF0000000000000"} : (f32) -> ()
  %asinh9 = math.asinh %c9 : f32
  "test.use"(%asinh9) {n="asinh 0x7FF0000000000000"} : (f32) -> ()
  %atan9 = math.atan %c9 : f32
  "test.use"(%atan9) {n="atan 0x7FF0000000000000"} : (f32) -> ()
  %atanh9 = math.atanh %c9 : f32
  "test.use"(%atanh9) {n="atanh 0x7FF0000000000000"} : (f32) -> ()
  %cos9 = math.cos %c9 : f32
  "test.use"(%cos9) {n="cos 0x7FF0000000000000"} : (f32) -> ()
  %cosh9 = math.cosh %c9 : f32
  "test.use"(%cosh9) {n="cosh 0x7FF0000000000000"} : (f32) -> ()
  %erf9 = math.erf %c9 : f32
  "test.use"(%erf9) {n="erf 0x7FF0000000000000"} : (f32) -> ()
  %erfc9 = math.erfc %c9 : f32
  "test.use"(%erfc9) {n="erfc 0x7FF0000000000000"} : (f32) -> ()
  %exp9 = math.exp %c9 : f32
  "test.use"(%exp9) {n="exp 0x7FF0000000000000"} : (f32) -> ()
  %exp29 = math.exp2 %c9 : f32
  "test.use"(%exp29) {n="exp2 0x7FF0000000000000"} : (f32) -> ()
  %expm19 = math.expm1 %c9 : f32
  "test.use"(%expm19) {n="expm1 0x7FF0000000000000"} : (f32) -> ()
  %log9 = math.log %c9 : f32
  "test.use"(%log9) {n="log 0x7FF0000000000000"} : (f32) -> ()
  %log109 = math.log10 %c9 : f32
  "test.use"(%log109) {n="log10 0x7FF0000000000000"} : (f32) -> ()
  %log1p9 = math.log1p %c9 : f32
  "test.use"(%log1p9) {n="log1p 0x7FF0000000000000"} : (f32) -> ()
  %log29 = math.log2 %c9 : f32
  "test.use"(%log29) {n="log2 0x7FF0000000000000"} : (f32) -> ()
  %round9 = math.round %c9 : f32
  "test.use"(%round9) {n="round 0x7FF0000000000000"} : (f32) -> ()
  %sin9 = math.sin %c9 : f32
  "test.use"(%sin9) {n="sin 0x7FF0000000000000"} : (f32) -> ()
  %sinh9 = math.sinh %c9 : f32
  "test.use"(%sinh9) {n="sinh 0x7FF0000000000000"} : (f32) -> ()
  %sqrt9 = math.sqrt %c9 : f32
  "test.use"(%sqrt9) {n="sqrt 0x7FF0000000000000"} : (f32) -> ()
  %tan9 = math.tan %c9 : f32
  "test.use"(%tan9) {n="tan 0x7FF0000000000000"} : (f32) -> ()
  %tanh9 = math.tanh %c9 : f32
  "test.use"(%tanh9) {n="tanh 0x7FF0000000000000"} : (f32) -> ()
  %trunc9 = math.trunc %c9 : f32
  "test.use"(%trunc9) {n="trunc 0x7FF0000000000000"} : (f32) -> ()
  %absf9 = math.absf %c9 : f32
  "test.use"(%absf9) {n="absf 0x7FF0000000000000"} : (f32) -> ()
  %ceil9 = math.ceil %c9 : f32
  "test.use"(%ceil9) {n="ceil 0x7FF0000000000000"} : (f32) -> ()
  %floor9 = math.floor %c9 : f32
  "test.use"(%floor9) {n="floor 0x7FF0000000000000"} : (f32) -> ()
  %roundeven9 = math.roundeven %c9 : f32
  "test.use"(%roundeven9) {n="roundeven 0x7FF0000000000000"} : (f32) -> ()
  %atan29 = math.atan2 %c9, %c9 : f32
  "test.use"(%atan29) {n="atan2 0x7FF0000000000000"} : (f32) -> ()
  %powf9 = math.powf %c9, %c9 : f32
  "test.use"(%powf9) {n="powf 0x7FF0000000000000"} : (f32) -> ()
  %copysign9 = math.copysign %c9, %c9 : f32
  "test.use"(%copysign9) {n="copysign 0x7FF0000000000000"} : (f32) -> ()
  return
}
// A poison operand folds to poison (but for the classifications).
// CHECK-LABEL: func.func @p()
// CHECK: math.isnan
// CHECK-NOT: math.
func.func @p() -> (f32, i1, i32, f32, f32, vector<2xf32>) {
  %p = ub.poison : f32
  %i = ub.poison : i32
  %a = math.absf %p : f32
  %b = math.isnan %p : f32
  %c = math.ctpop %i : i32
  %d = math.sin %p : f32
  %one = arith.constant 1.0 : f32
  %e = math.copysign %one, %p : f32
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %f = math.absf %v : vector<2xf32>
  return %a, %b, %c, %d, %e, %f : f32, i1, i32, f32, f32, vector<2xf32>
}
