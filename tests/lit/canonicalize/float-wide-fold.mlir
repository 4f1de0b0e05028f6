// Constant folding of arith ops on f80 and f128 (exact, with rustc_apfloat:
// rounding, NaN payloads, x87 unnormals, casts from and to every width);
// expected values are mlir-opt 22's.
// NOT-A-FIXED-POINT: the printed decimal f80/f128 literals are read back as
// doubles (by mlir-opt too), so printing the output again is lossy.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize > %t.ours
// RUN: %mlir_opt %s -canonicalize | diff - %t.ours
// The folds agree with the interpreter's f80 / f128 arithmetic (functions on
// i80 / i128 or tensors are not run):
// RUN: affine-opt %s -canonicalize --check-semantics 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM-NOT: computes something else
// SEM: semantic check: @addf_f80: same results

// CHECK-LABEL: func.func @addf_f80() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 1.60000000000000000555 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @addf_f80() -> f80 {
  %a = arith.constant 1.5 : f80
  %b = arith.constant 0.1 : f80
  %r = arith.addf %a, %b : f80
  return %r : f80
}

// CHECK-LABEL: func.func @divf_f80_inexact() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 0.333333333333333333342 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @divf_f80_inexact() -> f80 {
  %a = arith.constant 1.0 : f80
  %b = arith.constant 3.0 : f80
  %r = arith.divf %a, %b : f80
  return %r : f80
}

// CHECK-LABEL: func.func @subf_f128() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 5.55111512312578269730333347948601193E-18 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @subf_f128() -> f128 {
  %a = arith.constant 0.1 : f128
  %b = arith.constant 0x3FFB999999999999999999999999999A : f128
  %r = arith.subf %a, %b : f128
  return %r : f128
}

// CHECK-LABEL: func.func @mulf_f128_overflow() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 0x7FFF0000000000000000000000000000 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @mulf_f128_overflow() -> f128 {
  %a = arith.constant 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128
  %b = arith.constant 2.0 : f128
  %r = arith.mulf %a, %b : f128
  return %r : f128
}

// CHECK-LABEL: func.func @remf_f128() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 0.0999999999999999999999999999999995233 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @remf_f128() -> f128 {
  %a = arith.constant 10.0 : f128
  %b = arith.constant 0x3FFB999999999999999999999999999A : f128
  %r = arith.remf %a, %b : f128
  return %r : f128
}

// CHECK-LABEL: func.func @divf_f80_zero_by_zero() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 0x7FFFC000000000000000 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @divf_f80_zero_by_zero() -> f80 {
  %a = arith.constant 0.0 : f80
  %r = arith.divf %a, %a : f80
  return %r : f80
}

// CHECK-LABEL: func.func @negf_f80() -> f80 {
// CHECK-NEXT:    %cst = arith.constant -1.00000000000000000011 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @negf_f80() -> f80 {
  %a = arith.constant 0x3FFF8000000000000001 : f80
  %r = arith.negf %a : f80
  return %r : f80
}

// CHECK-LABEL: func.func @addf_f80_nan_payload() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 0x7FFFC000000000000123 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @addf_f80_nan_payload() -> f80 {
  %a = arith.constant 0x7FFFC000000000000123 : f80
  %b = arith.constant 1.0 : f80
  %r = arith.addf %b, %a : f80
  return %r : f80
}

// CHECK-LABEL: func.func @maximumf_f128_snan() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 0x7FFF8000000000000000000000000001 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @maximumf_f128_snan() -> f128 {
  %a = arith.constant 0x7FFF0000000000000000000000000001 : f128
  %b = arith.constant 1.0 : f128
  %r = arith.maximumf %b, %a : f128
  return %r : f128
}

// CHECK-LABEL: func.func @maxnumf_f80_qnan() -> f80 {
// CHECK-NEXT:    %cst = arith.constant -2.500000e+00 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @maxnumf_f80_qnan() -> f80 {
  %a = arith.constant 0x7FFFC000000000000000 : f80
  %b = arith.constant -2.5 : f80
  %r = arith.maxnumf %a, %b : f80
  return %r : f80
}

// CHECK-LABEL: func.func @minnumf_f80_unnormal_is_quiet_nan() -> f80 {
// CHECK-NEXT:    %cst = arith.constant -2.500000e+00 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @minnumf_f80_unnormal_is_quiet_nan() -> f80 {
  %a = arith.constant 0x40005000000000000000 : f80
  %b = arith.constant -2.5 : f80
  %r = arith.minnumf %a, %b : f80
  return %r : f80
}

// CHECK-LABEL: func.func @minimumf_f128_zeros() -> f128 {
// CHECK-NEXT:    %cst = arith.constant -0.000000e+00 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @minimumf_f128_zeros() -> f128 {
  %a = arith.constant 0.0 : f128
  %b = arith.constant -0.0 : f128
  %r = arith.minimumf %a, %b : f128
  return %r : f128
}

// CHECK-LABEL: func.func @cmpf_olt_f128_tiny() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @cmpf_olt_f128_tiny() -> i1 {
  %a = arith.constant 0x00000000000000000000000000000001 : f128
  %b = arith.constant 0.0 : f128
  %r = arith.cmpf olt, %b, %a : f128
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_uno_f80() -> i1 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %true : i1
// CHECK-NEXT:  }
func.func @cmpf_uno_f80() -> i1 {
  %a = arith.constant 0x7FFFC000000000000000 : f80
  %b = arith.constant 1.0 : f80
  %r = arith.cmpf uno, %b, %a : f80
  return %r : i1
}

// CHECK-LABEL: func.func @cmpf_oeq_f80() -> i1 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-NEXT:  }
func.func @cmpf_oeq_f80() -> i1 {
  %a = arith.constant 0.1 : f80
  %b = arith.constant 0x3FFBCCCCCCCCCCCCCCCD : f80
  %r = arith.cmpf oeq, %a, %b : f80
  return %r : i1
}

// CHECK-LABEL: func.func @sitofp_i128_f80_rounds() -> f80 {
// CHECK-NEXT:    %cst = arith.constant -1.70141183460469231732E+38 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @sitofp_i128_f80_rounds() -> f80 {
  %a = arith.constant -170141183460469231731687303715884105727 : i128
  %r = arith.sitofp %a : i128 to f80
  return %r : f80
}

// CHECK-LABEL: func.func @uitofp_i64_f128_exact() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 0x403EFFFFFFFFFFFFFFFE000000000000 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @uitofp_i64_f128_exact() -> f128 {
  %a = arith.constant -1 : i64
  %r = arith.uitofp %a : i64 to f128
  return %r : f128
}

// CHECK-LABEL: func.func @fptosi_f128_i128() -> i128 {
// CHECK-NEXT:    %c-1000000000000000019884624838656_i128 = arith.constant -1000000000000000019884624838656 : i128
// CHECK-NEXT:    return %c-1000000000000000019884624838656_i128 : i128
// CHECK-NEXT:  }
func.func @fptosi_f128_i128() -> i128 {
  %a = arith.constant -1.0e30 : f128
  %r = arith.fptosi %a : f128 to i128
  return %r : i128
}

// CHECK-LABEL: func.func @fptoui_f80_out_of_range_not_folded() -> i8 {
// CHECK-NEXT:    %cst = arith.constant 2.565000e+02 : f80
// CHECK-NEXT:    %0 = arith.fptoui %cst : f80 to i8
// CHECK-NEXT:    return %0 : i8
// CHECK-NEXT:  }
func.func @fptoui_f80_out_of_range_not_folded() -> i8 {
  %a = arith.constant 256.5 : f80
  %r = arith.fptoui %a : f80 to i8
  return %r : i8
}

// CHECK-LABEL: func.func @truncf_f80_f64_exact() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:    return %cst : f64
// CHECK-NEXT:  }
func.func @truncf_f80_f64_exact() -> f64 {
  %a = arith.constant 0.1 : f80
  %r = arith.truncf %a : f80 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @truncf_f80_f64_inexact_not_folded() -> f64 {
// CHECK-NEXT:    %cst = arith.constant 1.00000000000000000011 : f80
// CHECK-NEXT:    %0 = arith.truncf %cst : f80 to f64
// CHECK-NEXT:    return %0 : f64
// CHECK-NEXT:  }
func.func @truncf_f80_f64_inexact_not_folded() -> f64 {
  %a = arith.constant 0x3FFF8000000000000001 : f80
  %r = arith.truncf %a : f80 to f64
  return %r : f64
}

// CHECK-LABEL: func.func @truncf_f128_f80() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 2.500000e+00 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @truncf_f128_f80() -> f80 {
  %a = arith.constant 2.5 : f128
  %r = arith.truncf %a : f128 to f80
  return %r : f80
}

// CHECK-LABEL: func.func @truncf_f128_f8E4M3FN() -> f8E4M3FN {
// CHECK-NEXT:    %cst = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-NEXT:    return %cst : f8E4M3FN
// CHECK-NEXT:  }
func.func @truncf_f128_f8E4M3FN() -> f8E4M3FN {
  %a = arith.constant 448.0 : f128
  %r = arith.truncf %a : f128 to f8E4M3FN
  return %r : f8E4M3FN
}

// CHECK-LABEL: func.func @truncf_f80_neg_inf_f4E2M1FN() -> f4E2M1FN {
// CHECK-NEXT:    %cst = arith.constant 0x8 : f4E2M1FN
// CHECK-NEXT:    return %cst : f4E2M1FN
// CHECK-NEXT:  }
func.func @truncf_f80_neg_inf_f4E2M1FN() -> f4E2M1FN {
  %a = arith.constant 0xFFFF8000000000000000 : f80
  %r = arith.truncf %a : f80 to f4E2M1FN
  return %r : f4E2M1FN
}

// CHECK-LABEL: func.func @extf_f16_f128() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 0.0999755859375 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @extf_f16_f128() -> f128 {
  %a = arith.constant 0.1 : f16
  %r = arith.extf %a : f16 to f128
  return %r : f128
}

// CHECK-LABEL: func.func @extf_f32_snan_f80_not_folded() -> f80 {
// CHECK-NEXT:    %cst = arith.constant 0x7F800001 : f32
// CHECK-NEXT:    %0 = arith.extf %cst : f32 to f80
// CHECK-NEXT:    return %0 : f80
// CHECK-NEXT:  }
func.func @extf_f32_snan_f80_not_folded() -> f80 {
  %a = arith.constant 0x7F800001 : f32
  %r = arith.extf %a : f32 to f80
  return %r : f80
}

// CHECK-LABEL: func.func @extf_f80_f128() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 1.00000000000000000010842021724855044 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @extf_f80_f128() -> f128 {
  %a = arith.constant 0x3FFF8000000000000001 : f80
  %r = arith.extf %a : f80 to f128
  return %r : f128
}

// CHECK-LABEL: func.func @bitcast_f80_i80() -> i80 {
// CHECK-NEXT:    %c-302236066589675721064448_i80 = arith.constant -302236066589675721064448 : i80
// CHECK-NEXT:    return %c-302236066589675721064448_i80 : i80
// CHECK-NEXT:  }
func.func @bitcast_f80_i80() -> i80 {
  %a = arith.constant -1.5 : f80
  %r = arith.bitcast %a : f80 to i80
  return %r : i80
}

// CHECK-LABEL: func.func @bitcast_i128_f128() -> f128 {
// CHECK-NEXT:    %cst = arith.constant 2.98596519654152907066114372052434774E-4947 : f128
// CHECK-NEXT:    return %cst : f128
// CHECK-NEXT:  }
func.func @bitcast_i128_f128() -> f128 {
  %a = arith.constant 4611404543450677248 : i128
  %r = arith.bitcast %a : i128 to f128
  return %r : f128
}

// CHECK-LABEL: func.func @addf_splat_f80() -> vector<4xf80> {
// CHECK-NEXT:    %cst = arith.constant dense<1.750000e+00> : vector<4xf80>
// CHECK-NEXT:    return %cst : vector<4xf80>
// CHECK-NEXT:  }
func.func @addf_splat_f80() -> vector<4xf80> {
  %a = arith.constant dense<1.5> : vector<4xf80>
  %b = arith.constant dense<0.25> : vector<4xf80>
  %r = arith.addf %a, %b : vector<4xf80>
  return %r : vector<4xf80>
}

// CHECK-LABEL: func.func @mulf_dense_f128() -> tensor<2xf128> {
// CHECK-NEXT:    %cst = arith.constant dense<[4.500000e+00, 0.300000000000000016653345369377348106]> : tensor<2xf128>
// CHECK-NEXT:    return %cst : tensor<2xf128>
// CHECK-NEXT:  }
func.func @mulf_dense_f128() -> tensor<2xf128> {
  %a = arith.constant dense<[1.5, 0.1]> : tensor<2xf128>
  %b = arith.constant dense<[3.0, 3.0]> : tensor<2xf128>
  %r = arith.mulf %a, %b : tensor<2xf128>
  return %r : tensor<2xf128>
}

// CHECK-LABEL: func.func @addf_identity_neg_zero_f128(%arg0: f128) -> f128 {
// CHECK-NEXT:    return %arg0 : f128
// CHECK-NEXT:  }
func.func @addf_identity_neg_zero_f128(%arg0: f128) -> f128 {
  %b = arith.constant -0.0 : f128
  %r = arith.addf %arg0, %b : f128
  return %r : f128
}

// CHECK-LABEL: func.func @mulf_not_identity_near_one_f128(%arg0: f128) -> f128 {
// CHECK-NEXT:    %cst = arith.constant 1.00000000000000000000000000000000019 : f128
// CHECK-NEXT:    %0 = arith.mulf %arg0, %cst : f128
// CHECK-NEXT:    return %0 : f128
// CHECK-NEXT:  }
func.func @mulf_not_identity_near_one_f128(%arg0: f128) -> f128 {
  %b = arith.constant 0x3FFF0000000000000000000000000001 : f128
  %r = arith.mulf %arg0, %b : f128
  return %r : f128
}
