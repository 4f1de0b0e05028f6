// Folds producing or consuming NaN / Inf / overflow in the formats without
// infinities (FN, FNUZ, B11FNUZ, E8M0FNU: overflow gives NaN) or without
// NaNs and infinities (f6*, f4E2M1FN: overflow saturates, a NaN or infinity
// category encodes as a signed zero, dense elements store the encoding),
// signaling NaNs not converted; expected values are mlir-opt 22's.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize > %t.ours
// RUN: %mlir_opt %s -canonicalize | diff - %t.ours

// CHECK-LABEL: func.func @truncf_nan_to_finite_only_encodes_zero() -> f4E2M1FN {
// CHECK-NEXT:    %cst = arith.constant 0x0 : f4E2M1FN
// CHECK-NEXT:    return %cst : f4E2M1FN
// CHECK-NEXT:  }
func.func @truncf_nan_to_finite_only_encodes_zero() -> f4E2M1FN {
  %a = arith.constant 0x7E00 : f16
  %r = arith.truncf %a : f16 to f4E2M1FN
  return %r : f4E2M1FN
}

// CHECK-LABEL: func.func @truncf_neg_nan_to_finite_only_keeps_sign() -> f6E3M2FN {
// CHECK-NEXT:    %cst = arith.constant 0x20 : f6E3M2FN
// CHECK-NEXT:    return %cst : f6E3M2FN
// CHECK-NEXT:  }
func.func @truncf_neg_nan_to_finite_only_keeps_sign() -> f6E3M2FN {
  %a = arith.constant 0xFFC00000 : f32
  %r = arith.truncf %a : f32 to f6E3M2FN
  return %r : f6E3M2FN
}

// CHECK-LABEL: func.func @truncf_neg_inf_to_finite_only() -> f6E2M3FN {
// CHECK-NEXT:    %cst = arith.constant 0x20 : f6E2M3FN
// CHECK-NEXT:    return %cst : f6E2M3FN
// CHECK-NEXT:  }
func.func @truncf_neg_inf_to_finite_only() -> f6E2M3FN {
  %a = arith.constant 0xFC00 : f16
  %r = arith.truncf %a : f16 to f6E2M3FN
  return %r : f6E2M3FN
}

// CHECK-LABEL: func.func @truncf_f128_neg_nan_to_finite_only() -> f6E2M3FN {
// CHECK-NEXT:    %cst = arith.constant 0x20 : f6E2M3FN
// CHECK-NEXT:    return %cst : f6E2M3FN
// CHECK-NEXT:  }
func.func @truncf_f128_neg_nan_to_finite_only() -> f6E2M3FN {
  %a = arith.constant 0xFFFF8000000000000000000000000000 : f128
  %r = arith.truncf %a : f128 to f6E2M3FN
  return %r : f6E2M3FN
}

// CHECK-LABEL: func.func @truncf_inf_to_nan_only_not_folded() -> f8E4M3FN {
// CHECK-NEXT:    %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT:    %0 = arith.truncf %cst : f16 to f8E4M3FN
// CHECK-NEXT:    return %0 : f8E4M3FN
// CHECK-NEXT:  }
func.func @truncf_inf_to_nan_only_not_folded() -> f8E4M3FN {
  %a = arith.constant 0xFC00 : f16
  %r = arith.truncf %a : f16 to f8E4M3FN
  return %r : f8E4M3FN
}

// CHECK-LABEL: func.func @truncf_nan_to_fnuz_not_folded() -> f8E4M3FNUZ {
// CHECK-NEXT:    %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT:    %0 = arith.truncf %cst : f16 to f8E4M3FNUZ
// CHECK-NEXT:    return %0 : f8E4M3FNUZ
// CHECK-NEXT:  }
func.func @truncf_nan_to_fnuz_not_folded() -> f8E4M3FNUZ {
  %a = arith.constant 0x7E00 : f16
  %r = arith.truncf %a : f16 to f8E4M3FNUZ
  return %r : f8E4M3FNUZ
}

// CHECK-LABEL: func.func @extf_fn_nan() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 0xFF80 : f16
// CHECK-NEXT:    return %cst : f16
// CHECK-NEXT:  }
func.func @extf_fn_nan() -> f16 {
  %a = arith.constant 0xFF : f8E4M3FN
  %r = arith.extf %a : f8E4M3FN to f16
  return %r : f16
}

// CHECK-LABEL: func.func @extf_fnuz_nan_is_positive() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @extf_fnuz_nan_is_positive() -> f32 {
  %a = arith.constant 0x80 : f8E5M2FNUZ
  %r = arith.extf %a : f8E5M2FNUZ to f32
  return %r : f32
}

// CHECK-LABEL: func.func @extf_overflowed_fnuz_constant_is_positive_nan() -> tf32 {
// CHECK-NEXT:    %cst = arith.constant 0x3FE00 : tf32
// CHECK-NEXT:    return %cst : tf32
// CHECK-NEXT:  }
func.func @extf_overflowed_fnuz_constant_is_positive_nan() -> tf32 {
  %a = arith.constant -3.8e1 : f8E4M3B11FNUZ
  %r = arith.extf %a : f8E4M3B11FNUZ to tf32
  return %r : tf32
}

// CHECK-LABEL: func.func @extf_signaling_nan_not_folded() -> f16 {
// CHECK-NEXT:    %cst = arith.constant 0x71 : f8E3M4
// CHECK-NEXT:    %0 = arith.extf %cst : f8E3M4 to f16
// CHECK-NEXT:    return %0 : f16
// CHECK-NEXT:  }
func.func @extf_signaling_nan_not_folded() -> f16 {
  %a = arith.constant 0x71 : f8E3M4
  %r = arith.extf %a : f8E3M4 to f16
  return %r : f16
}

// CHECK-LABEL: func.func @extf_finite_only_nan_bits_read_as_number() -> f80 {
// CHECK-NEXT:    %cst = arith.constant -6.000000e+00 : f80
// CHECK-NEXT:    return %cst : f80
// CHECK-NEXT:  }
func.func @extf_finite_only_nan_bits_read_as_number() -> f80 {
  %a = arith.constant 0xF : f4E2M1FN
  %r = arith.extf %a : f4E2M1FN to f80
  return %r : f80
}

// CHECK-LABEL: func.func @remf_by_zero_finite_only_dense() -> vector<3xf4E2M1FN> {
// CHECK-NEXT:    %cst = arith.constant dense<[0.000000e+00, 2.000000e+00, 0.000000e+00]> : vector<3xf4E2M1FN>
// CHECK-NEXT:    return %cst : vector<3xf4E2M1FN>
// CHECK-NEXT:  }
func.func @remf_by_zero_finite_only_dense() -> vector<3xf4E2M1FN> {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf4E2M1FN>
  %b = arith.constant dense<[1.0, 4.0, 0.0]> : vector<3xf4E2M1FN>
  %r = arith.remf %a, %b : vector<3xf4E2M1FN>
  return %r : vector<3xf4E2M1FN>
}

// CHECK-LABEL: func.func @divf_zero_by_zero_finite_only_scalar() -> f4E2M1FN {
// CHECK-NEXT:    %cst = arith.constant 0x0 : f4E2M1FN
// CHECK-NEXT:    return %cst : f4E2M1FN
// CHECK-NEXT:  }
func.func @divf_zero_by_zero_finite_only_scalar() -> f4E2M1FN {
  %a = arith.constant 0.0 : f4E2M1FN
  %r = arith.divf %a, %a : f4E2M1FN
  return %r : f4E2M1FN
}

// CHECK-LABEL: func.func @mulf_overflow_saturates_finite_only() -> f6E3M2FN {
// CHECK-NEXT:    %cst = arith.constant 2.800000e+01 : f6E3M2FN
// CHECK-NEXT:    return %cst : f6E3M2FN
// CHECK-NEXT:  }
func.func @mulf_overflow_saturates_finite_only() -> f6E3M2FN {
  %a = arith.constant 28.0 : f6E3M2FN
  %r = arith.mulf %a, %a : f6E3M2FN
  return %r : f6E3M2FN
}

// CHECK-LABEL: func.func @mulf_overflow_nan_fn() -> f8E4M3FN {
// CHECK-NEXT:    %cst = arith.constant 0xFF : f8E4M3FN
// CHECK-NEXT:    return %cst : f8E4M3FN
// CHECK-NEXT:  }
func.func @mulf_overflow_nan_fn() -> f8E4M3FN {
  %a = arith.constant 448.0 : f8E4M3FN
  %b = arith.constant -2.0 : f8E4M3FN
  %r = arith.mulf %a, %b : f8E4M3FN
  return %r : f8E4M3FN
}

// CHECK-LABEL: func.func @addf_overflow_nan_fnuz() -> f8E5M2FNUZ {
// CHECK-NEXT:    %cst = arith.constant 0x80 : f8E5M2FNUZ
// CHECK-NEXT:    return %cst : f8E5M2FNUZ
// CHECK-NEXT:  }
func.func @addf_overflow_nan_fnuz() -> f8E5M2FNUZ {
  %a = arith.constant 57344.0 : f8E5M2FNUZ
  %r = arith.addf %a, %a : f8E5M2FNUZ
  return %r : f8E5M2FNUZ
}

// CHECK-LABEL: func.func @negf_e8m0_dense_drops_sign() -> vector<3xf8E8M0FNU> {
// CHECK-NEXT:    %cst = arith.constant dense<5.242880e+05> : vector<3xf8E8M0FNU>
// CHECK-NEXT:    return %cst : vector<3xf8E8M0FNU>
// CHECK-NEXT:  }
func.func @negf_e8m0_dense_drops_sign() -> vector<3xf8E8M0FNU> {
  %a = arith.constant dense<-5.9e5> : vector<3xf8E8M0FNU>
  %r = arith.negf %a : vector<3xf8E8M0FNU>
  return %r : vector<3xf8E8M0FNU>
}

// CHECK-LABEL: func.func @negf_e8m0_scalar_keeps_sign() -> f8E8M0FNU {
// CHECK-NEXT:    %cst = arith.constant -4.000000e+00 : f8E8M0FNU
// CHECK-NEXT:    return %cst : f8E8M0FNU
// CHECK-NEXT:  }
func.func @negf_e8m0_scalar_keeps_sign() -> f8E8M0FNU {
  %a = arith.constant 4.0 : f8E8M0FNU
  %r = arith.negf %a : f8E8M0FNU
  return %r : f8E8M0FNU
}

// CHECK-LABEL: func.func @f32_signaling_nan_constant_kept() -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0xFF800001 : f32
// CHECK-NEXT:    return %cst : f32
// CHECK-NEXT:  }
func.func @f32_signaling_nan_constant_kept() -> f32 {
  %r = arith.constant 0xFF800001 : f32
  return %r : f32
}

// CHECK-LABEL: func.func @truncf_f32_signaling_nan_not_folded() -> f8E4M3B11FNUZ {
// CHECK-NEXT:    %cst = arith.constant 0xFF800001 : f32
// CHECK-NEXT:    %0 = arith.truncf %cst : f32 to f8E4M3B11FNUZ
// CHECK-NEXT:    return %0 : f8E4M3B11FNUZ
// CHECK-NEXT:  }
func.func @truncf_f32_signaling_nan_not_folded() -> f8E4M3B11FNUZ {
  %a = arith.constant 0xFF800001 : f32
  %r = arith.truncf %a : f32 to f8E4M3B11FNUZ
  return %r : f8E4M3B11FNUZ
}
