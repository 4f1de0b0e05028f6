// Every float type of MLIR 22's builtin dialect: types, constants (decimal
// literals read as a double and rounded to the format, hex bit patterns,
// NaN/Inf encodings of the FN/FNUZ/E8M0 formats, overflow to Inf/NaN or
// saturation, underflow) and dense elements, printed as mlir-opt 22 prints them.
// RUN: affine-opt %s --allow-unregistered-dialect > %t.ours
// RUN: mlir-opt %s --allow-unregistered-dialect | diff - %t.ours
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.generic
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | diff - %t.generic
// NOT-A-FIXED-POINT: reading the printed form back is lossy exactly where
// mlir-opt's is (the RUN lines below check that): decimal
// literals are read as doubles (wide values beyond double precision or range
// change) and the `0x0` infinity of a finite-only format reads back as zero.
// RUN: affine-opt %t.generic --allow-unregistered-dialect > %t.again
// RUN: mlir-opt %t.generic --allow-unregistered-dialect | diff - %t.again
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: func.func @types(%arg0: f4E2M1FN, %arg1: f6E2M3FN, %arg2: f6E3M2FN, %arg3: f8E5M2, %arg4: f8E4M3, %arg5: f8E4M3FN, %arg6: f8E5M2FNUZ, %arg7: f8E4M3FNUZ, %arg8: f8E4M3B11FNUZ, %arg9: f8E3M4, %arg10: f8E8M0FNU, %arg11: tf32, %arg12: memref<4x?xtf32>, %arg13: vector<2x[4]xf8E8M0FNU>, %arg14: tensor<*xf80>, %arg15: memref<2xf128>) -> (f8E4M3FN, tensor<3xf6E3M2FN>)
func.func @types(%a: f4E2M1FN, %b: f6E2M3FN, %c: f6E3M2FN, %d: f8E5M2, %e: f8E4M3, %f: f8E4M3FN, %g: f8E5M2FNUZ, %h: f8E4M3FNUZ, %i: f8E4M3B11FNUZ, %j: f8E3M4, %k: f8E8M0FNU, %l: tf32, %m: memref<4x?xtf32>, %n: vector<2x[4]xf8E8M0FNU>, %o: tensor<*xf80>, %p: memref<2xf128>) -> (f8E4M3FN, tensor<3xf6E3M2FN>) {
  %t = "test.op"() : () -> tensor<3xf6E3M2FN>
  return %f, %t : f8E4M3FN, tensor<3xf6E3M2FN>
}

// CHECK-LABEL: func.func @checked
// CHECK: arith.constant 0.100000000000000005551115123125782702 : f128
// CHECK: arith.constant 0.100000000000000005551 : f80
// CHECK: arith.constant 6.000000e+00 : f4E2M1FN
// CHECK: arith.constant 0x7F : f8E4M3FN
// CHECK: arith.constant 0x80 : f8E4M3FNUZ
// CHECK: arith.constant 5.877470e-39 : f8E8M0FNU
// CHECK: arith.constant 9.997550e-02 : tf32
// CHECK: arith.constant 0x7FFF8000000000000000 : f80
func.func @checked() {
  %0 = arith.constant 0.1 : f128
  %1 = arith.constant 0.1 : f80
  %2 = arith.constant 100.0 : f4E2M1FN
  %3 = arith.constant 1000.0 : f8E4M3FN
  %4 = arith.constant -1000.0 : f8E4M3FNUZ
  %5 = arith.constant 0.0 : f8E8M0FNU
  %6 = arith.constant 0.1 : tf32
  %7 = arith.constant 1.0e5000 : f80
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7) : (f128, f80, f4E2M1FN, f8E4M3FN, f8E4M3FNUZ, f8E8M0FNU, tf32, f80) -> ()
  return
}

func.func @constants_f4E2M1FN() {
  %c0 = arith.constant 0.0 : f4E2M1FN
  %c1 = arith.constant -0.0 : f4E2M1FN
  %c2 = arith.constant 1.0 : f4E2M1FN
  %c3 = arith.constant -1.5 : f4E2M1FN
  %c4 = arith.constant 0.1 : f4E2M1FN
  %c5 = arith.constant 1.0e-3 : f4E2M1FN
  %c6 = arith.constant 1.0e-8 : f4E2M1FN
  %c7 = arith.constant 1.0e-40 : f4E2M1FN
  %c8 = arith.constant 65520.0 : f4E2M1FN
  %c9 = arith.constant 464.0 : f4E2M1FN
  %c10 = arith.constant 480.0 : f4E2M1FN
  %c11 = arith.constant 1.0e10 : f4E2M1FN
  %c12 = arith.constant 1.0e38 : f4E2M1FN
  %c13 = arith.constant 1.0e300 : f4E2M1FN
  %c14 = arith.constant 1.0e400 : f4E2M1FN
  %c15 = arith.constant -2.5e-310 : f4E2M1FN
  %c16 = arith.constant 123456789.0 : f4E2M1FN
  %c17 = arith.constant 0.333333333333 : f4E2M1FN
  %c18 = arith.constant 6.5 : f4E2M1FN
  %c19 = arith.constant 0x0 : f4E2M1FN
  %c20 = arith.constant 0xF : f4E2M1FN
  %c21 = arith.constant 0x8 : f4E2M1FN
  %c22 = arith.constant 0x7 : f4E2M1FN
  %c23 = arith.constant 0x1 : f4E2M1FN
  %c24 = arith.constant 0xA : f4E2M1FN
  %c25 = arith.constant 0xC : f4E2M1FN
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf4E2M1FN>
  %d1 = arith.constant dense<0.1> : vector<4xf4E2M1FN>
  %d2 = arith.constant dense<[0x0, 0xF, 0x8, 0x7, 0x1, 0xA, 0xC]> : tensor<7xf4E2M1FN>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, f4E2M1FN, tensor<10xf4E2M1FN>, vector<4xf4E2M1FN>, tensor<7xf4E2M1FN>) -> ()
  return
}

func.func @constants_f6E2M3FN() {
  %c0 = arith.constant 0.0 : f6E2M3FN
  %c1 = arith.constant -0.0 : f6E2M3FN
  %c2 = arith.constant 1.0 : f6E2M3FN
  %c3 = arith.constant -1.5 : f6E2M3FN
  %c4 = arith.constant 0.1 : f6E2M3FN
  %c5 = arith.constant 1.0e-3 : f6E2M3FN
  %c6 = arith.constant 1.0e-8 : f6E2M3FN
  %c7 = arith.constant 1.0e-40 : f6E2M3FN
  %c8 = arith.constant 65520.0 : f6E2M3FN
  %c9 = arith.constant 464.0 : f6E2M3FN
  %c10 = arith.constant 480.0 : f6E2M3FN
  %c11 = arith.constant 1.0e10 : f6E2M3FN
  %c12 = arith.constant 1.0e38 : f6E2M3FN
  %c13 = arith.constant 1.0e300 : f6E2M3FN
  %c14 = arith.constant 1.0e400 : f6E2M3FN
  %c15 = arith.constant -2.5e-310 : f6E2M3FN
  %c16 = arith.constant 123456789.0 : f6E2M3FN
  %c17 = arith.constant 0.333333333333 : f6E2M3FN
  %c18 = arith.constant 6.5 : f6E2M3FN
  %c19 = arith.constant 0x0 : f6E2M3FN
  %c20 = arith.constant 0x3F : f6E2M3FN
  %c21 = arith.constant 0x20 : f6E2M3FN
  %c22 = arith.constant 0x1F : f6E2M3FN
  %c23 = arith.constant 0x1 : f6E2M3FN
  %c24 = arith.constant 0x1A : f6E2M3FN
  %c25 = arith.constant 0x3C : f6E2M3FN
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf6E2M3FN>
  %d1 = arith.constant dense<0.1> : vector<4xf6E2M3FN>
  %d2 = arith.constant dense<[0x0, 0x3F, 0x20, 0x1F, 0x1, 0x1A, 0x3C]> : tensor<7xf6E2M3FN>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, f6E2M3FN, tensor<10xf6E2M3FN>, vector<4xf6E2M3FN>, tensor<7xf6E2M3FN>) -> ()
  return
}

func.func @constants_f6E3M2FN() {
  %c0 = arith.constant 0.0 : f6E3M2FN
  %c1 = arith.constant -0.0 : f6E3M2FN
  %c2 = arith.constant 1.0 : f6E3M2FN
  %c3 = arith.constant -1.5 : f6E3M2FN
  %c4 = arith.constant 0.1 : f6E3M2FN
  %c5 = arith.constant 1.0e-3 : f6E3M2FN
  %c6 = arith.constant 1.0e-8 : f6E3M2FN
  %c7 = arith.constant 1.0e-40 : f6E3M2FN
  %c8 = arith.constant 65520.0 : f6E3M2FN
  %c9 = arith.constant 464.0 : f6E3M2FN
  %c10 = arith.constant 480.0 : f6E3M2FN
  %c11 = arith.constant 1.0e10 : f6E3M2FN
  %c12 = arith.constant 1.0e38 : f6E3M2FN
  %c13 = arith.constant 1.0e300 : f6E3M2FN
  %c14 = arith.constant 1.0e400 : f6E3M2FN
  %c15 = arith.constant -2.5e-310 : f6E3M2FN
  %c16 = arith.constant 123456789.0 : f6E3M2FN
  %c17 = arith.constant 0.333333333333 : f6E3M2FN
  %c18 = arith.constant 6.5 : f6E3M2FN
  %c19 = arith.constant 0x0 : f6E3M2FN
  %c20 = arith.constant 0x3F : f6E3M2FN
  %c21 = arith.constant 0x20 : f6E3M2FN
  %c22 = arith.constant 0x1F : f6E3M2FN
  %c23 = arith.constant 0x1 : f6E3M2FN
  %c24 = arith.constant 0x1A : f6E3M2FN
  %c25 = arith.constant 0x3C : f6E3M2FN
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf6E3M2FN>
  %d1 = arith.constant dense<0.1> : vector<4xf6E3M2FN>
  %d2 = arith.constant dense<[0x0, 0x3F, 0x20, 0x1F, 0x1, 0x1A, 0x3C]> : tensor<7xf6E3M2FN>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, f6E3M2FN, tensor<10xf6E3M2FN>, vector<4xf6E3M2FN>, tensor<7xf6E3M2FN>) -> ()
  return
}

func.func @constants_f8E5M2() {
  %c0 = arith.constant 0.0 : f8E5M2
  %c1 = arith.constant -0.0 : f8E5M2
  %c2 = arith.constant 1.0 : f8E5M2
  %c3 = arith.constant -1.5 : f8E5M2
  %c4 = arith.constant 0.1 : f8E5M2
  %c5 = arith.constant 1.0e-3 : f8E5M2
  %c6 = arith.constant 1.0e-8 : f8E5M2
  %c7 = arith.constant 1.0e-40 : f8E5M2
  %c8 = arith.constant 65520.0 : f8E5M2
  %c9 = arith.constant 464.0 : f8E5M2
  %c10 = arith.constant 480.0 : f8E5M2
  %c11 = arith.constant 1.0e10 : f8E5M2
  %c12 = arith.constant 1.0e38 : f8E5M2
  %c13 = arith.constant 1.0e300 : f8E5M2
  %c14 = arith.constant 1.0e400 : f8E5M2
  %c15 = arith.constant -2.5e-310 : f8E5M2
  %c16 = arith.constant 123456789.0 : f8E5M2
  %c17 = arith.constant 0.333333333333 : f8E5M2
  %c18 = arith.constant 6.5 : f8E5M2
  %c19 = arith.constant 0x0 : f8E5M2
  %c20 = arith.constant 0xFF : f8E5M2
  %c21 = arith.constant 0x80 : f8E5M2
  %c22 = arith.constant 0x7F : f8E5M2
  %c23 = arith.constant 0x1 : f8E5M2
  %c24 = arith.constant 0x5A : f8E5M2
  %c25 = arith.constant 0x3C : f8E5M2
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf8E5M2>
  %d1 = arith.constant dense<0.1> : vector<4xf8E5M2>
  %d2 = arith.constant dense<[0x0, 0xFF, 0x80, 0x7F, 0x1, 0x5A, 0x3C]> : tensor<7xf8E5M2>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, tensor<10xf8E5M2>, vector<4xf8E5M2>, tensor<7xf8E5M2>) -> ()
  return
}

func.func @constants_f8E4M3() {
  %c0 = arith.constant 0.0 : f8E4M3
  %c1 = arith.constant -0.0 : f8E4M3
  %c2 = arith.constant 1.0 : f8E4M3
  %c3 = arith.constant -1.5 : f8E4M3
  %c4 = arith.constant 0.1 : f8E4M3
  %c5 = arith.constant 1.0e-3 : f8E4M3
  %c6 = arith.constant 1.0e-8 : f8E4M3
  %c7 = arith.constant 1.0e-40 : f8E4M3
  %c8 = arith.constant 65520.0 : f8E4M3
  %c9 = arith.constant 464.0 : f8E4M3
  %c10 = arith.constant 480.0 : f8E4M3
  %c11 = arith.constant 1.0e10 : f8E4M3
  %c12 = arith.constant 1.0e38 : f8E4M3
  %c13 = arith.constant 1.0e300 : f8E4M3
  %c14 = arith.constant 1.0e400 : f8E4M3
  %c15 = arith.constant -2.5e-310 : f8E4M3
  %c16 = arith.constant 123456789.0 : f8E4M3
  %c17 = arith.constant 0.333333333333 : f8E4M3
  %c18 = arith.constant 6.5 : f8E4M3
  %c19 = arith.constant 0x0 : f8E4M3
  %c20 = arith.constant 0xFF : f8E4M3
  %c21 = arith.constant 0x80 : f8E4M3
  %c22 = arith.constant 0x7F : f8E4M3
  %c23 = arith.constant 0x1 : f8E4M3
  %c24 = arith.constant 0x5A : f8E4M3
  %c25 = arith.constant 0x3C : f8E4M3
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf8E4M3>
  %d1 = arith.constant dense<0.1> : vector<4xf8E4M3>
  %d2 = arith.constant dense<[0x0, 0xFF, 0x80, 0x7F, 0x1, 0x5A, 0x3C]> : tensor<7xf8E4M3>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, tensor<10xf8E4M3>, vector<4xf8E4M3>, tensor<7xf8E4M3>) -> ()
  return
}

func.func @constants_f8E4M3FN() {
  %c0 = arith.constant 0.0 : f8E4M3FN
  %c1 = arith.constant -0.0 : f8E4M3FN
  %c2 = arith.constant 1.0 : f8E4M3FN
  %c3 = arith.constant -1.5 : f8E4M3FN
  %c4 = arith.constant 0.1 : f8E4M3FN
  %c5 = arith.constant 1.0e-3 : f8E4M3FN
  %c6 = arith.constant 1.0e-8 : f8E4M3FN
  %c7 = arith.constant 1.0e-40 : f8E4M3FN
  %c8 = arith.constant 65520.0 : f8E4M3FN
  %c9 = arith.constant 464.0 : f8E4M3FN
  %c10 = arith.constant 480.0 : f8E4M3FN
  %c11 = arith.constant 1.0e10 : f8E4M3FN
  %c12 = arith.constant 1.0e38 : f8E4M3FN
  %c13 = arith.constant 1.0e300 : f8E4M3FN
  %c14 = arith.constant 1.0e400 : f8E4M3FN
  %c15 = arith.constant -2.5e-310 : f8E4M3FN
  %c16 = arith.constant 123456789.0 : f8E4M3FN
  %c17 = arith.constant 0.333333333333 : f8E4M3FN
  %c18 = arith.constant 6.5 : f8E4M3FN
  %c19 = arith.constant 0x0 : f8E4M3FN
  %c20 = arith.constant 0xFF : f8E4M3FN
  %c21 = arith.constant 0x80 : f8E4M3FN
  %c22 = arith.constant 0x7F : f8E4M3FN
  %c23 = arith.constant 0x1 : f8E4M3FN
  %c24 = arith.constant 0x5A : f8E4M3FN
  %c25 = arith.constant 0x3C : f8E4M3FN
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf8E4M3FN>
  %d1 = arith.constant dense<0.1> : vector<4xf8E4M3FN>
  %d2 = arith.constant dense<[0x0, 0xFF, 0x80, 0x7F, 0x1, 0x5A, 0x3C]> : tensor<7xf8E4M3FN>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, tensor<10xf8E4M3FN>, vector<4xf8E4M3FN>, tensor<7xf8E4M3FN>) -> ()
  return
}

func.func @constants_f8E5M2FNUZ() {
  %c0 = arith.constant 0.0 : f8E5M2FNUZ
  %c1 = arith.constant -0.0 : f8E5M2FNUZ
  %c2 = arith.constant 1.0 : f8E5M2FNUZ
  %c3 = arith.constant -1.5 : f8E5M2FNUZ
  %c4 = arith.constant 0.1 : f8E5M2FNUZ
  %c5 = arith.constant 1.0e-3 : f8E5M2FNUZ
  %c6 = arith.constant 1.0e-8 : f8E5M2FNUZ
  %c7 = arith.constant 1.0e-40 : f8E5M2FNUZ
  %c8 = arith.constant 65520.0 : f8E5M2FNUZ
  %c9 = arith.constant 464.0 : f8E5M2FNUZ
  %c10 = arith.constant 480.0 : f8E5M2FNUZ
  %c11 = arith.constant 1.0e10 : f8E5M2FNUZ
  %c12 = arith.constant 1.0e38 : f8E5M2FNUZ
  %c13 = arith.constant 1.0e300 : f8E5M2FNUZ
  %c14 = arith.constant 1.0e400 : f8E5M2FNUZ
  %c15 = arith.constant -2.5e-310 : f8E5M2FNUZ
  %c16 = arith.constant 123456789.0 : f8E5M2FNUZ
  %c17 = arith.constant 0.333333333333 : f8E5M2FNUZ
  %c18 = arith.constant 6.5 : f8E5M2FNUZ
  %c19 = arith.constant 0x0 : f8E5M2FNUZ
  %c20 = arith.constant 0xFF : f8E5M2FNUZ
  %c21 = arith.constant 0x80 : f8E5M2FNUZ
  %c22 = arith.constant 0x7F : f8E5M2FNUZ
  %c23 = arith.constant 0x1 : f8E5M2FNUZ
  %c24 = arith.constant 0x5A : f8E5M2FNUZ
  %c25 = arith.constant 0x3C : f8E5M2FNUZ
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf8E5M2FNUZ>
  %d1 = arith.constant dense<0.1> : vector<4xf8E5M2FNUZ>
  %d2 = arith.constant dense<[0x0, 0xFF, 0x80, 0x7F, 0x1, 0x5A, 0x3C]> : tensor<7xf8E5M2FNUZ>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, tensor<10xf8E5M2FNUZ>, vector<4xf8E5M2FNUZ>, tensor<7xf8E5M2FNUZ>) -> ()
  return
}

func.func @constants_f8E4M3FNUZ() {
  %c0 = arith.constant 0.0 : f8E4M3FNUZ
  %c1 = arith.constant -0.0 : f8E4M3FNUZ
  %c2 = arith.constant 1.0 : f8E4M3FNUZ
  %c3 = arith.constant -1.5 : f8E4M3FNUZ
  %c4 = arith.constant 0.1 : f8E4M3FNUZ
  %c5 = arith.constant 1.0e-3 : f8E4M3FNUZ
  %c6 = arith.constant 1.0e-8 : f8E4M3FNUZ
  %c7 = arith.constant 1.0e-40 : f8E4M3FNUZ
  %c8 = arith.constant 65520.0 : f8E4M3FNUZ
  %c9 = arith.constant 464.0 : f8E4M3FNUZ
  %c10 = arith.constant 480.0 : f8E4M3FNUZ
  %c11 = arith.constant 1.0e10 : f8E4M3FNUZ
  %c12 = arith.constant 1.0e38 : f8E4M3FNUZ
  %c13 = arith.constant 1.0e300 : f8E4M3FNUZ
  %c14 = arith.constant 1.0e400 : f8E4M3FNUZ
  %c15 = arith.constant -2.5e-310 : f8E4M3FNUZ
  %c16 = arith.constant 123456789.0 : f8E4M3FNUZ
  %c17 = arith.constant 0.333333333333 : f8E4M3FNUZ
  %c18 = arith.constant 6.5 : f8E4M3FNUZ
  %c19 = arith.constant 0x0 : f8E4M3FNUZ
  %c20 = arith.constant 0xFF : f8E4M3FNUZ
  %c21 = arith.constant 0x80 : f8E4M3FNUZ
  %c22 = arith.constant 0x7F : f8E4M3FNUZ
  %c23 = arith.constant 0x1 : f8E4M3FNUZ
  %c24 = arith.constant 0x5A : f8E4M3FNUZ
  %c25 = arith.constant 0x3C : f8E4M3FNUZ
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf8E4M3FNUZ>
  %d1 = arith.constant dense<0.1> : vector<4xf8E4M3FNUZ>
  %d2 = arith.constant dense<[0x0, 0xFF, 0x80, 0x7F, 0x1, 0x5A, 0x3C]> : tensor<7xf8E4M3FNUZ>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, tensor<10xf8E4M3FNUZ>, vector<4xf8E4M3FNUZ>, tensor<7xf8E4M3FNUZ>) -> ()
  return
}

func.func @constants_f8E4M3B11FNUZ() {
  %c0 = arith.constant 0.0 : f8E4M3B11FNUZ
  %c1 = arith.constant -0.0 : f8E4M3B11FNUZ
  %c2 = arith.constant 1.0 : f8E4M3B11FNUZ
  %c3 = arith.constant -1.5 : f8E4M3B11FNUZ
  %c4 = arith.constant 0.1 : f8E4M3B11FNUZ
  %c5 = arith.constant 1.0e-3 : f8E4M3B11FNUZ
  %c6 = arith.constant 1.0e-8 : f8E4M3B11FNUZ
  %c7 = arith.constant 1.0e-40 : f8E4M3B11FNUZ
  %c8 = arith.constant 65520.0 : f8E4M3B11FNUZ
  %c9 = arith.constant 464.0 : f8E4M3B11FNUZ
  %c10 = arith.constant 480.0 : f8E4M3B11FNUZ
  %c11 = arith.constant 1.0e10 : f8E4M3B11FNUZ
  %c12 = arith.constant 1.0e38 : f8E4M3B11FNUZ
  %c13 = arith.constant 1.0e300 : f8E4M3B11FNUZ
  %c14 = arith.constant 1.0e400 : f8E4M3B11FNUZ
  %c15 = arith.constant -2.5e-310 : f8E4M3B11FNUZ
  %c16 = arith.constant 123456789.0 : f8E4M3B11FNUZ
  %c17 = arith.constant 0.333333333333 : f8E4M3B11FNUZ
  %c18 = arith.constant 6.5 : f8E4M3B11FNUZ
  %c19 = arith.constant 0x0 : f8E4M3B11FNUZ
  %c20 = arith.constant 0xFF : f8E4M3B11FNUZ
  %c21 = arith.constant 0x80 : f8E4M3B11FNUZ
  %c22 = arith.constant 0x7F : f8E4M3B11FNUZ
  %c23 = arith.constant 0x1 : f8E4M3B11FNUZ
  %c24 = arith.constant 0x5A : f8E4M3B11FNUZ
  %c25 = arith.constant 0x3C : f8E4M3B11FNUZ
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf8E4M3B11FNUZ>
  %d1 = arith.constant dense<0.1> : vector<4xf8E4M3B11FNUZ>
  %d2 = arith.constant dense<[0x0, 0xFF, 0x80, 0x7F, 0x1, 0x5A, 0x3C]> : tensor<7xf8E4M3B11FNUZ>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, tensor<10xf8E4M3B11FNUZ>, vector<4xf8E4M3B11FNUZ>, tensor<7xf8E4M3B11FNUZ>) -> ()
  return
}

func.func @constants_f8E3M4() {
  %c0 = arith.constant 0.0 : f8E3M4
  %c1 = arith.constant -0.0 : f8E3M4
  %c2 = arith.constant 1.0 : f8E3M4
  %c3 = arith.constant -1.5 : f8E3M4
  %c4 = arith.constant 0.1 : f8E3M4
  %c5 = arith.constant 1.0e-3 : f8E3M4
  %c6 = arith.constant 1.0e-8 : f8E3M4
  %c7 = arith.constant 1.0e-40 : f8E3M4
  %c8 = arith.constant 65520.0 : f8E3M4
  %c9 = arith.constant 464.0 : f8E3M4
  %c10 = arith.constant 480.0 : f8E3M4
  %c11 = arith.constant 1.0e10 : f8E3M4
  %c12 = arith.constant 1.0e38 : f8E3M4
  %c13 = arith.constant 1.0e300 : f8E3M4
  %c14 = arith.constant 1.0e400 : f8E3M4
  %c15 = arith.constant -2.5e-310 : f8E3M4
  %c16 = arith.constant 123456789.0 : f8E3M4
  %c17 = arith.constant 0.333333333333 : f8E3M4
  %c18 = arith.constant 6.5 : f8E3M4
  %c19 = arith.constant 0x0 : f8E3M4
  %c20 = arith.constant 0xFF : f8E3M4
  %c21 = arith.constant 0x80 : f8E3M4
  %c22 = arith.constant 0x7F : f8E3M4
  %c23 = arith.constant 0x1 : f8E3M4
  %c24 = arith.constant 0x5A : f8E3M4
  %c25 = arith.constant 0x3C : f8E3M4
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf8E3M4>
  %d1 = arith.constant dense<0.1> : vector<4xf8E3M4>
  %d2 = arith.constant dense<[0x0, 0xFF, 0x80, 0x7F, 0x1, 0x5A, 0x3C]> : tensor<7xf8E3M4>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, f8E3M4, tensor<10xf8E3M4>, vector<4xf8E3M4>, tensor<7xf8E3M4>) -> ()
  return
}

func.func @constants_f8E8M0FNU() {
  %c0 = arith.constant 0.0 : f8E8M0FNU
  %c1 = arith.constant -0.0 : f8E8M0FNU
  %c2 = arith.constant 1.0 : f8E8M0FNU
  %c3 = arith.constant -1.5 : f8E8M0FNU
  %c4 = arith.constant 0.1 : f8E8M0FNU
  %c5 = arith.constant 1.0e-3 : f8E8M0FNU
  %c6 = arith.constant 1.0e-8 : f8E8M0FNU
  %c7 = arith.constant 1.0e-40 : f8E8M0FNU
  %c8 = arith.constant 65520.0 : f8E8M0FNU
  %c9 = arith.constant 464.0 : f8E8M0FNU
  %c10 = arith.constant 480.0 : f8E8M0FNU
  %c11 = arith.constant 1.0e10 : f8E8M0FNU
  %c12 = arith.constant 1.0e38 : f8E8M0FNU
  %c13 = arith.constant 1.0e300 : f8E8M0FNU
  %c14 = arith.constant 1.0e400 : f8E8M0FNU
  %c15 = arith.constant -2.5e-310 : f8E8M0FNU
  %c16 = arith.constant 123456789.0 : f8E8M0FNU
  %c17 = arith.constant 0.333333333333 : f8E8M0FNU
  %c18 = arith.constant 6.5 : f8E8M0FNU
  %c19 = arith.constant 0x0 : f8E8M0FNU
  %c20 = arith.constant 0xFF : f8E8M0FNU
  %c21 = arith.constant 0x80 : f8E8M0FNU
  %c22 = arith.constant 0x7F : f8E8M0FNU
  %c23 = arith.constant 0x1 : f8E8M0FNU
  %c24 = arith.constant 0x5A : f8E8M0FNU
  %c25 = arith.constant 0x3C : f8E8M0FNU
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf8E8M0FNU>
  %d1 = arith.constant dense<0.1> : vector<4xf8E8M0FNU>
  %d2 = arith.constant dense<[0x0, 0xFF, 0x80, 0x7F, 0x1, 0x5A, 0x3C]> : tensor<7xf8E8M0FNU>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, tensor<10xf8E8M0FNU>, vector<4xf8E8M0FNU>, tensor<7xf8E8M0FNU>) -> ()
  return
}

func.func @constants_bf16() {
  %c0 = arith.constant 0.0 : bf16
  %c1 = arith.constant -0.0 : bf16
  %c2 = arith.constant 1.0 : bf16
  %c3 = arith.constant -1.5 : bf16
  %c4 = arith.constant 0.1 : bf16
  %c5 = arith.constant 1.0e-3 : bf16
  %c6 = arith.constant 1.0e-8 : bf16
  %c7 = arith.constant 1.0e-40 : bf16
  %c8 = arith.constant 65520.0 : bf16
  %c9 = arith.constant 464.0 : bf16
  %c10 = arith.constant 480.0 : bf16
  %c11 = arith.constant 1.0e10 : bf16
  %c12 = arith.constant 1.0e38 : bf16
  %c13 = arith.constant 1.0e300 : bf16
  %c14 = arith.constant 1.0e400 : bf16
  %c15 = arith.constant -2.5e-310 : bf16
  %c16 = arith.constant 123456789.0 : bf16
  %c17 = arith.constant 0.333333333333 : bf16
  %c18 = arith.constant 6.5 : bf16
  %c19 = arith.constant 0x0 : bf16
  %c20 = arith.constant 0xFFFF : bf16
  %c21 = arith.constant 0x8000 : bf16
  %c22 = arith.constant 0x7FFF : bf16
  %c23 = arith.constant 0x1 : bf16
  %c24 = arith.constant 0x5A5A : bf16
  %c25 = arith.constant 0x3C3C : bf16
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xbf16>
  %d1 = arith.constant dense<0.1> : vector<4xbf16>
  %d2 = arith.constant dense<[0x0, 0xFFFF, 0x8000, 0x7FFF, 0x1, 0x5A5A, 0x3C3C]> : tensor<7xbf16>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, tensor<10xbf16>, vector<4xbf16>, tensor<7xbf16>) -> ()
  return
}

func.func @constants_f16() {
  %c0 = arith.constant 0.0 : f16
  %c1 = arith.constant -0.0 : f16
  %c2 = arith.constant 1.0 : f16
  %c3 = arith.constant -1.5 : f16
  %c4 = arith.constant 0.1 : f16
  %c5 = arith.constant 1.0e-3 : f16
  %c6 = arith.constant 1.0e-8 : f16
  %c7 = arith.constant 1.0e-40 : f16
  %c8 = arith.constant 65520.0 : f16
  %c9 = arith.constant 464.0 : f16
  %c10 = arith.constant 480.0 : f16
  %c11 = arith.constant 1.0e10 : f16
  %c12 = arith.constant 1.0e38 : f16
  %c13 = arith.constant 1.0e300 : f16
  %c14 = arith.constant 1.0e400 : f16
  %c15 = arith.constant -2.5e-310 : f16
  %c16 = arith.constant 123456789.0 : f16
  %c17 = arith.constant 0.333333333333 : f16
  %c18 = arith.constant 6.5 : f16
  %c19 = arith.constant 0x0 : f16
  %c20 = arith.constant 0xFFFF : f16
  %c21 = arith.constant 0x8000 : f16
  %c22 = arith.constant 0x7FFF : f16
  %c23 = arith.constant 0x1 : f16
  %c24 = arith.constant 0x5A5A : f16
  %c25 = arith.constant 0x3C3C : f16
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf16>
  %d1 = arith.constant dense<0.1> : vector<4xf16>
  %d2 = arith.constant dense<[0x0, 0xFFFF, 0x8000, 0x7FFF, 0x1, 0x5A5A, 0x3C3C]> : tensor<7xf16>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, tensor<10xf16>, vector<4xf16>, tensor<7xf16>) -> ()
  return
}

func.func @constants_tf32() {
  %c0 = arith.constant 0.0 : tf32
  %c1 = arith.constant -0.0 : tf32
  %c2 = arith.constant 1.0 : tf32
  %c3 = arith.constant -1.5 : tf32
  %c4 = arith.constant 0.1 : tf32
  %c5 = arith.constant 1.0e-3 : tf32
  %c6 = arith.constant 1.0e-8 : tf32
  %c7 = arith.constant 1.0e-40 : tf32
  %c8 = arith.constant 65520.0 : tf32
  %c9 = arith.constant 464.0 : tf32
  %c10 = arith.constant 480.0 : tf32
  %c11 = arith.constant 1.0e10 : tf32
  %c12 = arith.constant 1.0e38 : tf32
  %c13 = arith.constant 1.0e300 : tf32
  %c14 = arith.constant 1.0e400 : tf32
  %c15 = arith.constant -2.5e-310 : tf32
  %c16 = arith.constant 123456789.0 : tf32
  %c17 = arith.constant 0.333333333333 : tf32
  %c18 = arith.constant 6.5 : tf32
  %c19 = arith.constant 0x0 : tf32
  %c20 = arith.constant 0x7FFFF : tf32
  %c21 = arith.constant 0x40000 : tf32
  %c22 = arith.constant 0x3FFFF : tf32
  %c23 = arith.constant 0x1 : tf32
  %c24 = arith.constant 0x25A5A : tf32
  %c25 = arith.constant 0x43C3C : tf32
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xtf32>
  %d1 = arith.constant dense<0.1> : vector<4xtf32>
  %d2 = arith.constant dense<[0x0, 0x7FFFF, 0x40000, 0x3FFFF, 0x1, 0x25A5A, 0x43C3C]> : tensor<7xtf32>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, tensor<10xtf32>, vector<4xtf32>, tensor<7xtf32>) -> ()
  return
}

func.func @constants_f32() {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -0.0 : f32
  %c2 = arith.constant 1.0 : f32
  %c3 = arith.constant -1.5 : f32
  %c4 = arith.constant 0.1 : f32
  %c5 = arith.constant 1.0e-3 : f32
  %c6 = arith.constant 1.0e-8 : f32
  %c7 = arith.constant 1.0e-40 : f32
  %c8 = arith.constant 65520.0 : f32
  %c9 = arith.constant 464.0 : f32
  %c10 = arith.constant 480.0 : f32
  %c11 = arith.constant 1.0e10 : f32
  %c12 = arith.constant 1.0e38 : f32
  %c13 = arith.constant 1.0e300 : f32
  %c14 = arith.constant 1.0e400 : f32
  %c15 = arith.constant -2.5e-310 : f32
  %c16 = arith.constant 123456789.0 : f32
  %c17 = arith.constant 0.333333333333 : f32
  %c18 = arith.constant 6.5 : f32
  %c19 = arith.constant 0x0 : f32
  %c20 = arith.constant 0xFFFFFFFF : f32
  %c21 = arith.constant 0x80000000 : f32
  %c22 = arith.constant 0x7FFFFFFF : f32
  %c23 = arith.constant 0x1 : f32
  %c24 = arith.constant 0x5A5A5A5A : f32
  %c25 = arith.constant 0x3C3C3C3C : f32
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf32>
  %d1 = arith.constant dense<0.1> : vector<4xf32>
  %d2 = arith.constant dense<[0x0, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0x1, 0x5A5A5A5A, 0x3C3C3C3C]> : tensor<7xf32>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, tensor<10xf32>, vector<4xf32>, tensor<7xf32>) -> ()
  return
}

func.func @constants_f64() {
  %c0 = arith.constant 0.0 : f64
  %c1 = arith.constant -0.0 : f64
  %c2 = arith.constant 1.0 : f64
  %c3 = arith.constant -1.5 : f64
  %c4 = arith.constant 0.1 : f64
  %c5 = arith.constant 1.0e-3 : f64
  %c6 = arith.constant 1.0e-8 : f64
  %c7 = arith.constant 1.0e-40 : f64
  %c8 = arith.constant 65520.0 : f64
  %c9 = arith.constant 464.0 : f64
  %c10 = arith.constant 480.0 : f64
  %c11 = arith.constant 1.0e10 : f64
  %c12 = arith.constant 1.0e38 : f64
  %c13 = arith.constant 1.0e300 : f64
  %c14 = arith.constant 1.0e400 : f64
  %c15 = arith.constant -2.5e-310 : f64
  %c16 = arith.constant 123456789.0 : f64
  %c17 = arith.constant 0.333333333333 : f64
  %c18 = arith.constant 6.5 : f64
  %c19 = arith.constant 0x0 : f64
  %c20 = arith.constant 0xFFFFFFFFFFFFFFFF : f64
  %c21 = arith.constant 0x8000000000000000 : f64
  %c22 = arith.constant 0x7FFFFFFFFFFFFFFF : f64
  %c23 = arith.constant 0x1 : f64
  %c24 = arith.constant 0x5A5A5A5A5A5A5A5A : f64
  %c25 = arith.constant 0x3C3C3C3C3C3C3C3C : f64
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf64>
  %d1 = arith.constant dense<0.1> : vector<4xf64>
  %d2 = arith.constant dense<[0x0, 0xFFFFFFFFFFFFFFFF, 0x8000000000000000, 0x7FFFFFFFFFFFFFFF, 0x1, 0x5A5A5A5A5A5A5A5A, 0x3C3C3C3C3C3C3C3C]> : tensor<7xf64>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, tensor<10xf64>, vector<4xf64>, tensor<7xf64>) -> ()
  return
}

func.func @constants_f80() {
  %c0 = arith.constant 0.0 : f80
  %c1 = arith.constant -0.0 : f80
  %c2 = arith.constant 1.0 : f80
  %c3 = arith.constant -1.5 : f80
  %c4 = arith.constant 0.1 : f80
  %c5 = arith.constant 1.0e-3 : f80
  %c6 = arith.constant 1.0e-8 : f80
  %c7 = arith.constant 1.0e-40 : f80
  %c8 = arith.constant 65520.0 : f80
  %c9 = arith.constant 464.0 : f80
  %c10 = arith.constant 480.0 : f80
  %c11 = arith.constant 1.0e10 : f80
  %c12 = arith.constant 1.0e38 : f80
  %c13 = arith.constant 1.0e300 : f80
  %c14 = arith.constant 1.0e400 : f80
  %c15 = arith.constant -2.5e-310 : f80
  %c16 = arith.constant 123456789.0 : f80
  %c17 = arith.constant 0.333333333333 : f80
  %c18 = arith.constant 6.5 : f80
  %c19 = arith.constant 0x0 : f80
  %c20 = arith.constant 0xFFFFFFFFFFFFFFFFFFFF : f80
  %c21 = arith.constant 0x80000000000000000000 : f80
  %c22 = arith.constant 0x7FFFFFFFFFFFFFFFFFFF : f80
  %c23 = arith.constant 0x1 : f80
  %c24 = arith.constant 0x5A5A5A5A5A5A5A5A5A5A : f80
  %c25 = arith.constant 0x3C3C3C3C3C3C3C3C3C3C : f80
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf80>
  %d1 = arith.constant dense<0.1> : vector<4xf80>
  %d2 = arith.constant dense<[0x0, 0xFFFFFFFFFFFFFFFFFFFF, 0x80000000000000000000, 0x7FFFFFFFFFFFFFFFFFFF, 0x1, 0x5A5A5A5A5A5A5A5A5A5A, 0x3C3C3C3C3C3C3C3C3C3C]> : tensor<7xf80>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, f80, tensor<10xf80>, vector<4xf80>, tensor<7xf80>) -> ()
  return
}

func.func @constants_f128() {
  %c0 = arith.constant 0.0 : f128
  %c1 = arith.constant -0.0 : f128
  %c2 = arith.constant 1.0 : f128
  %c3 = arith.constant -1.5 : f128
  %c4 = arith.constant 0.1 : f128
  %c5 = arith.constant 1.0e-3 : f128
  %c6 = arith.constant 1.0e-8 : f128
  %c7 = arith.constant 1.0e-40 : f128
  %c8 = arith.constant 65520.0 : f128
  %c9 = arith.constant 464.0 : f128
  %c10 = arith.constant 480.0 : f128
  %c11 = arith.constant 1.0e10 : f128
  %c12 = arith.constant 1.0e38 : f128
  %c13 = arith.constant 1.0e300 : f128
  %c14 = arith.constant 1.0e400 : f128
  %c15 = arith.constant -2.5e-310 : f128
  %c16 = arith.constant 123456789.0 : f128
  %c17 = arith.constant 0.333333333333 : f128
  %c18 = arith.constant 6.5 : f128
  %c19 = arith.constant 0x0 : f128
  %c20 = arith.constant 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128
  %c21 = arith.constant 0x80000000000000000000000000000000 : f128
  %c22 = arith.constant 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128
  %c23 = arith.constant 0x1 : f128
  %c24 = arith.constant 0x5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A : f128
  %c25 = arith.constant 0x3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C : f128
  %d0 = arith.constant dense<[0.0, -0.0, 1.0, -1.5, 0.1, 1.0e-3, 1.0e-8, 1.0e-40, 65520.0, 464.0]> : tensor<10xf128>
  %d1 = arith.constant dense<0.1> : vector<4xf128>
  %d2 = arith.constant dense<[0x0, 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, 0x80000000000000000000000000000000, 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF, 0x1, 0x5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A, 0x3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C]> : tensor<7xf128>
  "test.use"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15, %c16, %c17, %c18, %c19, %c20, %c21, %c22, %c23, %c24, %c25, %d0, %d1, %d2) : (f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, f128, tensor<10xf128>, vector<4xf128>, tensor<7xf128>) -> ()
  return
}

