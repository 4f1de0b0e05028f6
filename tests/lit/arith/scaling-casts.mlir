// arith.scaling_extf / arith.scaling_truncf (the OCP MX block-scaled
// conversions): custom and generic forms, optional rounding mode and
// fast-math flags (an explicit `fastmath<none>` stays), a scalar scale for
// a vector input, a scale of 16 bits or more; output identical to
// mlir-opt 22's (mlir-opt has no folder for them: they stay). Semantics:
// tests/lit/run/run-small-floats.mlir.
// RUN: affine-opt %s | FileCheck %s
// RUN: affine-opt %s > %t.ours
// RUN: %mlir_opt %s | diff - %t.ours
// RUN: affine-opt %s -mlir-print-op-generic > %t.generic
// RUN: %mlir_opt %s -mlir-print-op-generic | diff - %t.generic
// RUN: affine-opt %t.generic | diff - %t.ours
// RUN: affine-opt %s -canonicalize > %t.canon
// RUN: %mlir_opt %s -canonicalize | diff - %t.canon

// CHECK-LABEL: func.func @scaling
// CHECK-NEXT: arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT: arith.scaling_extf %arg0, %arg2 fastmath<fast> : f4E2M1FN, f16 to bf16
// CHECK-NEXT: arith.scaling_extf %arg0, %arg1 fastmath<none> {tag} : f4E2M1FN, f8E8M0FNU to f8E5M2
// CHECK-NEXT: arith.scaling_truncf %arg3, %arg1 to_nearest_even : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT: arith.scaling_truncf %arg3, %arg2 toward_zero fastmath<nnan,ninf> : f32, f16 to f8E4M3FN
// CHECK-NEXT: arith.scaling_extf %arg4, %arg1 : vector<4xf6E3M2FN>, f8E8M0FNU to vector<4xf32>
// CHECK-NEXT: arith.scaling_truncf %arg5, %arg6 : tensor<?xf32>, tensor<?xf8E8M0FNU> to tensor<?xf6E2M3FN>
func.func @scaling(%a: f4E2M1FN, %s: f8E8M0FNU, %h: f16, %x: f32, %v: vector<4xf6E3M2FN>,
                   %t: tensor<?xf32>, %ts: tensor<?xf8E8M0FNU>)
    -> (f32, bf16, f8E5M2, f4E2M1FN, f8E4M3FN, vector<4xf32>, tensor<?xf6E2M3FN>) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %a, %h fastmath<fast> : f4E2M1FN, f16 to bf16
  %2 = "arith.scaling_extf"(%a, %s) {fastmath = #arith.fastmath<none>, tag} : (f4E2M1FN, f8E8M0FNU) -> f8E5M2
  %3 = arith.scaling_truncf %x, %s to_nearest_even : f32, f8E8M0FNU to f4E2M1FN
  %4 = "arith.scaling_truncf"(%x, %h) <{roundingmode = 3 : i32, fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f16) -> f8E4M3FN
  %5 = arith.scaling_extf %v, %s : vector<4xf6E3M2FN>, f8E8M0FNU to vector<4xf32>
  %6 = arith.scaling_truncf %t, %ts : tensor<?xf32>, tensor<?xf8E8M0FNU> to tensor<?xf6E2M3FN>
  return %0, %1, %2, %3, %4, %5, %6 : f32, bf16, f8E5M2, f4E2M1FN, f8E4M3FN, vector<4xf32>, tensor<?xf6E2M3FN>
}
