// The interpreter runs every builtin float format up to f64 (the 4-, 6- and
// 8-bit formats, bf16, f16, tf32): values are held exactly and every result
// is rounded to nearest even in its own format, with the format's overflow
// (f8E4M3FN's NaN, f4E2M1FN's saturation, f8E5M2's infinity) as the arith
// folders compute it (mlir-opt 22's APFloat). Results print in the
// shortest decimal that reads back to the same value of the format (64 in
// f8E5M2 prints as 60: 60 rounds to 64).

// Arithmetic and conversions in the small formats.
// RUN: affine-opt %s --run=small --run-inputs='[1.5, 0.3, 200, 3]' | FileCheck %s --check-prefix=SMALL
// 1.5 + 3 = 4.5 rounds to even 4 in f4E2M1FN; 6 * 3 saturates at 6.
// SMALL: ret0: f4E2M1FN = 4
// SMALL-NEXT: ret1: f4E2M1FN = 6
// 0.3 is 0.3125 in f8E5M2 (printed 0.3), 200 is 192; 0.3125 * 192 = 60
// ties to 64 (printed 60).
// SMALL-NEXT: ret2: f8E5M2 = 0.3{{$}}
// SMALL-NEXT: ret3: f8E5M2 = 60{{$}}
// 200 is 192 in f8E4M3FN; 192 * 3 = 576 overflows it (largest 448) to NaN.
// SMALL-NEXT: ret4: f8E4M3FN = nan
// SMALL-NEXT: ret5: f8E4M3FNUZ = 200{{$}}
// SMALL-NEXT: ret6: tf32 = 0.3{{$}}
// SMALL-NEXT: ret7: i8 = 6
// SMALL-NEXT: ret8: f32 = 4
func.func @small(%a: f4E2M1FN, %x: f32, %y: f32, %i: i32)
    -> (f4E2M1FN, f4E2M1FN, f8E5M2, f8E5M2, f8E4M3FN, f8E4M3FNUZ, tf32, i8, f32) {
  %b = arith.sitofp %i : i32 to f4E2M1FN
  %s = arith.addf %a, %b : f4E2M1FN
  %p = arith.mulf %s, %b : f4E2M1FN
  %x8 = arith.truncf %x : f32 to f8E5M2
  %y8 = arith.truncf %y : f32 to f8E5M2
  %xy = arith.mulf %x8, %y8 : f8E5M2
  %y4 = arith.truncf %y : f32 to f8E4M3FN
  %i4 = arith.sitofp %i : i32 to f8E4M3FN
  %o = arith.mulf %y4, %i4 : f8E4M3FN
  %u = arith.truncf %y : f32 to f8E4M3FNUZ
  %t = arith.truncf %x : f32 to tf32
  %n = arith.fptosi %p : f4E2M1FN to i8
  %e = arith.extf %s : f4E2M1FN to f32
  return %s, %p, %x8, %xy, %o, %u, %t, %n, %e
      : f4E2M1FN, f4E2M1FN, f8E5M2, f8E5M2, f8E4M3FN, f8E4M3FNUZ, tf32, i8, f32
}

// arith.scaling_extf / scaling_truncf compute what their expansion
// (mlir-opt 22's -arith-expand, their only lowering) computes: the value
// times (or divided by) the scale, a scale of 16 bits or more first
// rounded to its f8E8M0FNU power of two (3.0 -> 4.0).
// RUN: affine-opt %s --run=scale_ext --run-inputs='[1.5, 4, 3]' | FileCheck %s --check-prefix=EXT
// RUN: %mlir_opt %s -arith-expand | affine-opt - --run=scale_ext --run-inputs='[1.5, 4, 3]' | FileCheck %s --check-prefix=EXT
// EXT: ret0: f32 = 6
// EXT-NEXT: ret1: f32 = 6
// EXT-NEXT: ret2: f16 = 6
func.func @scale_ext(%a: f4E2M1FN, %s: f8E8M0FNU, %h: f16) -> (f32, f32, f16) {
  %r = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %r2 = arith.scaling_extf %a, %h : f4E2M1FN, f16 to f32
  %r3 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f16
  return %r, %r2, %r3 : f32, f32, f16
}

// 1000 / 2 = 500: f4E2M1FN saturates at 6, f8E5M2 toward zero gives 448
// (printed 450),
// f8E4M3FN overflows to NaN; 10 / 4 = 2.5 ties to even 2 in f4E2M1FN.
// RUN: affine-opt %s --run=scale_trunc --run-inputs='[1000, 2, 3, 10]' | FileCheck %s --check-prefix=TRUNC
// RUN: %mlir_opt %s -arith-expand | affine-opt - --run=scale_trunc --run-inputs='[1000, 2, 3, 10]' | FileCheck %s --check-prefix=TRUNC
// TRUNC: ret0: f4E2M1FN = 6
// TRUNC-NEXT: ret1: f4E2M1FN = 6
// TRUNC-NEXT: ret2: f8E5M2 = 450
// TRUNC-NEXT: ret3: f8E4M3FN = nan
// TRUNC-NEXT: ret4: f4E2M1FN = 2
func.func @scale_trunc(%x: f32, %s: f8E8M0FNU, %h: f16, %z: f32)
    -> (f4E2M1FN, f4E2M1FN, f8E5M2, f8E4M3FN, f4E2M1FN) {
  %r = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN
  %r2 = arith.scaling_truncf %x, %h : f32, f16 to f4E2M1FN
  %r3 = arith.scaling_truncf %x, %s toward_zero : f32, f8E8M0FNU to f8E5M2
  %r4 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f8E4M3FN
  %h4 = arith.constant 4.0 : f16
  %r5 = arith.scaling_truncf %z, %h4 : f32, f16 to f4E2M1FN
  return %r, %r2, %r3, %r4, %r5 : f4E2M1FN, f4E2M1FN, f8E5M2, f8E4M3FN, f4E2M1FN
}

// A vector of scales, one per lane.
// RUN: affine-opt %s --run=scale_vector --run-inputs='[[1, 2, 3, 4], [1, 2, 0.5, 8]]' | FileCheck %s --check-prefix=VEC
// RUN: %mlir_opt %s -arith-expand | affine-opt - --run=scale_vector --run-inputs='[[1, 2, 3, 4], [1, 2, 0.5, 8]]' | FileCheck %s --check-prefix=VEC
// VEC: ret0: vector<4xf32> = [1, 4, 1.5, 32]
func.func @scale_vector(%v: vector<4xf8E4M3FN>, %s: vector<4xf8E8M0FNU>) -> vector<4xf32> {
  %r = arith.scaling_extf %v, %s : vector<4xf8E4M3FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  return %r : vector<4xf32>
}

// Canonicalization keeps what every function computes, on random inputs.
// RUN: affine-opt %s -canonicalize --check-semantics=4 > /dev/null
