// RUN: affine-opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The fastmath of arith.extf and arith.truncf is an optional attribute
// (not default-valued as on the other float ops): an explicit
// fastmath<none> is kept and printed, as mlir-opt 22 does; an absent one
// stays absent.

// CHECK-LABEL: func.func @optional_fastmath
// CHECK-NEXT: %0 = arith.extf %arg0 fastmath<none> : f32 to f64
// CHECK-NEXT: %1 = arith.extf %arg0 : f32 to f64
// CHECK-NEXT: %2 = arith.extf %arg0 fastmath<fast> : f32 to f64
// CHECK-NEXT: %3 = arith.extf %arg0 fastmath<none> : f32 to f64
// CHECK-NEXT: %4 = arith.truncf %arg1 fastmath<none> : f64 to f32
// CHECK-NEXT: %5 = arith.truncf %arg1 to_nearest_even fastmath<none> : f64 to f32
// CHECK-NEXT: %6 = arith.truncf %arg1 : f64 to f32
// CHECK-NEXT: %7 = arith.addf %arg0, %arg0 : f32
// GENERIC: "arith.extf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f64
// GENERIC-NEXT: "arith.extf"(%arg0) : (f32) -> f64
func.func @optional_fastmath(%a: f32, %b: f64) -> (f64, f64, f64, f64, f32, f32, f32, f32) {
  %0 = arith.extf %a fastmath<none> : f32 to f64
  %1 = arith.extf %a : f32 to f64
  %2 = arith.extf %a fastmath<fast> : f32 to f64
  %3 = "arith.extf"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f64
  %4 = arith.truncf %b fastmath<none> : f64 to f32
  %5 = arith.truncf %b to_nearest_even fastmath<none> : f64 to f32
  %6 = arith.truncf %b : f64 to f32
  %7 = arith.addf %a, %a fastmath<none> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f64, f64, f64, f64, f32, f32, f32, f32
}
