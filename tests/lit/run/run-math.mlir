// math.clampf, erf, erfc, fpowi, ipowi, sincos and the two-result arith ops
// run in the interpreter. The bit patterns of the results are the ones
// mlir-opt 22 + mlir-runner compute on CPU (erf/erfc call the C library
// through -convert-math-to-libm, fpowi/ipowi are MLIR's software definitions
// from -convert-math-to-funcs); crates/affine-opt/tests/differential_math.rs
// compares many more inputs.
//
// RUN: affine-opt %s --run=bits --run-inputs='[[0.5, -1.25, 3.0, 1e-3], [3, -2, 0, -7], [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]]' | FileCheck %s --check-prefix=BITS
// RUN: %mlir_opt %s -math-expand-ops=ops=clampf -convert-math-to-funcs -convert-math-to-llvm -convert-math-to-libm %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER
// RUN: affine-opt %s --run=values --run-inputs='[1.5, -3, 0.25, 2.0, 5, -3]' | FileCheck %s --check-prefix=VALUES
// RUN: affine-opt %s --run=extended --run-inputs='[-7, 100]' | FileCheck %s --check-prefix=EXT
// RUN: not affine-opt %s --run=zero_to_negative --run-inputs='[0, -1]' 2>&1 | FileCheck %s --check-prefix=DIVZERO
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" | FileCheck %s --check-prefix=VEC

// BITS: arg2: memref<4x4xi32> = {{\[\[}}1057308539, -1083423953, 1065352845, 982771228], [1056276746, 1073095063, 934891260, 1065334285], [1040187392, 1059313418, 1065353216, 1649989409], [27, 0, 1, 0]]
// RUNNER:      {{\[\[}}1057308539,   -1083423953,   1065352845,   982771228],
// RUNNER-NEXT: [1056276746,   1073095063,   934891260,   1065334285],
// RUNNER-NEXT: [1040187392,   1059313418,   1065353216,   1649989409],
// RUNNER-NEXT: [27,   0,   1,   0]]
func.func @bits(%X: memref<4xf32>, %N: memref<4xi32>, %O: memref<4x4xi32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %X[%i] : memref<4xf32>
    %n = affine.load %N[%i] : memref<4xi32>
    %e = math.erf %x : f32
    %ec = math.erfc %x : f32
    %p = math.fpowi %x, %n : f32, i32
    %q = math.ipowi %n, %n : i32
    %eb = arith.bitcast %e : f32 to i32
    %ecb = arith.bitcast %ec : f32 to i32
    %pb = arith.bitcast %p : f32 to i32
    affine.store %eb, %O[0, %i] : memref<4x4xi32>
    affine.store %ecb, %O[1, %i] : memref<4x4xi32>
    affine.store %pb, %O[2, %i] : memref<4x4xi32>
    affine.store %q, %O[3, %i] : memref<4x4xi32>
  }
  return
}

// clampf(x, lo, hi) = maximumf(minimumf(x, hi), lo); sincos = (sin, cos);
// 5^-3 in f64 by squaring then 1 / x; ipowi wraps around in i8 (5^5 = 3125).
// VALUES: ret0: f32 = 1.5
// VALUES: ret1: f32 = 0.25
// VALUES: ret2: f32 = 0.9092974
// VALUES: ret3: f32 = -0.41614684
// VALUES: ret4: f64 = 8e-3
// VALUES: ret5: i8 = 53
func.func @values(%x: f32, %y: f32, %lo: f32, %hi: f32, %n: i8, %m: i32) -> (f32, f32, f32, f32, f64, i8) {
  %a = math.clampf %x to [%lo, %hi] : f32
  %b = math.clampf %y to [%lo, %hi] : f32
  %s, %c = math.sincos %hi : f32
  %five = arith.constant 5.0 : f64
  %f = math.fpowi %five, %m : f64, i32
  %p = math.ipowi %n, %n : i8
  return %a, %b, %s, %c, %f, %p : f32, f32, f32, f32, f64, i8
}

// The two-result ops: sum and carry, low and high halves of the product.
// EXT: ret0: i32 = 93
// EXT: ret1: i1 = 1
// EXT: ret2: i32 = -700
// EXT: ret3: i32 = -1
// EXT: ret4: i32 = -700
// EXT: ret5: i32 = 99
func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %s, %c = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  return %s, %c, %l, %h, %ul, %uh : i32, i1, i32, i32, i32, i32
}

// 0 to a negative power is 1 / 0: undefined behaviour.
// DIVZERO: error: 'math.ipowi' op undefined behaviour (division-by-zero): integer division by zero
func.func @zero_to_negative(%a: i32, %b: i32) -> i32 {
  %p = math.ipowi %a, %b : i32
  return %p : i32
}

// The vectorizer widens the new ops; --check-semantics runs both versions.
// SEM: @bits: same results on 3 of 3 random inputs
// SEM: @widened: same results on 3 of 3 random inputs
// VEC-LABEL: func.func @widened
// VEC: math.clampf %{{.*}} to [%{{.*}}, %{{.*}}] : vector<4xf32>
// VEC: math.erf %{{.*}} : vector<4xf32>
// VEC: math.erfc %{{.*}} : vector<4xf32>
// VEC: math.fpowi %{{.*}}, %{{.*}} : vector<4xf32>, vector<4xi32>
// VEC: math.ipowi %{{.*}}, %{{.*}} : vector<4xi32>
func.func @widened(%A: memref<64xf32>, %N: memref<64xi32>, %B: memref<64xf32>, %I: memref<64xi32>) {
  %lo = arith.constant -0.5 : f32
  %hi = arith.constant 0.75 : f32
  affine.for %i = 0 to 64 {
    %x = affine.load %A[%i] : memref<64xf32>
    %n = affine.load %N[%i] : memref<64xi32>
    %c = math.clampf %x to [%lo, %hi] : f32
    %e = math.erf %x : f32
    %ec = math.erfc %c : f32
    %p = math.fpowi %e, %n : f32, i32
    %s = arith.addf %p, %ec : f32
    affine.store %s, %B[%i] : memref<64xf32>
    %q = math.ipowi %n, %n : i32
    affine.store %q, %I[%i] : memref<64xi32>
  }
  return
}

// mlir-runner entry point for the RUNNER line (clampf is expanded there only
// because mlir-opt has no other lowering of it; @main does not use it).
memref.global "private" constant @x : memref<4xf32> = dense<[0.5, -1.25, 3.0, 1.0e-3]>
memref.global "private" constant @n : memref<4xi32> = dense<[3, -2, 0, -7]>
func.func @main() {
  %x = memref.get_global @x : memref<4xf32>
  %n = memref.get_global @n : memref<4xi32>
  %o = memref.alloc() : memref<4x4xi32>
  call @bits(%x, %n, %o) : (memref<4xf32>, memref<4xi32>, memref<4x4xi32>) -> ()
  %u = memref.cast %o : memref<4x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>)
