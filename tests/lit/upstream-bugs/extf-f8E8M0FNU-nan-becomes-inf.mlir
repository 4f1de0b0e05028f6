// mlir-opt 22 BUG (miscompile): folding `arith.extf` of the NaN of
// f8E8M0FNU (0xFF; the format has no significand bits) gives a NaN whose
// significand is empty, which encodes as the infinity of the wider format:
// mlir-opt prints 0x7FF0000000000000 : f64, 0x7F800000 : f32, 0x7C00 : f16,
// and those constants read back as +inf, not NaN.
//
// Ours: the default quiet NaN of the wider format (what APFloat gives when
// a conversion would leave a NaN without payload bits).
//
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=WRONG

// CHECK-LABEL: func.func @e8m0_nan_extf
// CHECK-DAG:     arith.constant 0x7FF8000000000000 : f64
// CHECK-DAG:     arith.constant 0x7FC00000 : f32
// CHECK-DAG:     arith.constant 0x7E00 : f16
// WRONG-DAG:     arith.constant 0x7FF0000000000000 : f64
// WRONG-DAG:     arith.constant 0x7F800000 : f32
// WRONG-DAG:     arith.constant 0x7C00 : f16
func.func @e8m0_nan_extf() -> (f64, f32, f16) {
  %n = arith.constant 0xFF : f8E8M0FNU
  %a = arith.extf %n : f8E8M0FNU to f64
  %b = arith.extf %n : f8E8M0FNU to f32
  %c = arith.extf %n : f8E8M0FNU to f16
  return %a, %b, %c : f64, f32, f16
}
