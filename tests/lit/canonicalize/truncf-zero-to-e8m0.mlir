// arith.truncf of a zero to f8E8M0FNU (a format without zero) folds to the
// format's smallest value, 2^-127, whatever the width of the source: LLVM's
// conversion reports no loss for it. Sources up to f64 and the wide f80 /
// f128 ones (kept as their own bit patterns) fold alike; a non-zero value
// below the range is inexact and stays. The second RUN line checks that the
// expected output is mlir-opt's.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM-NOT: computes something else

// CHECK-LABEL: func.func @zero_to_e8m0
// CHECK-NEXT:    %cst = arith.constant 1.00000000000000000761622370578234286E-50 : f128
// CHECK-NEXT:    %cst_0 = arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK-NEXT:    %0 = arith.truncf %cst : f128 to f8E8M0FNU
// CHECK-NEXT:    return %cst_0, %cst_0, %cst_0, %cst_0, %cst_0, %0
func.func @zero_to_e8m0() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %f32 = arith.constant 0.0 : f32
  %f80 = arith.constant 0.0 : f80
  %f128 = arith.constant 0.0 : f128
  %neg_f128 = arith.constant -0.0 : f128
  %neg_f80 = arith.constant -0.0 : f80
  %tiny = arith.constant 1.0e-50 : f128
  %0 = arith.truncf %f32 : f32 to f8E8M0FNU
  %1 = arith.truncf %f80 : f80 to f8E8M0FNU
  %2 = arith.truncf %f128 : f128 to f8E8M0FNU
  %3 = arith.truncf %neg_f128 : f128 to f8E8M0FNU
  %4 = arith.truncf %neg_f80 : f80 to f8E8M0FNU
  %5 = arith.truncf %tiny : f128 to f8E8M0FNU
  return %0, %1, %2, %3, %4, %5 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}
