// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// Result names of arith.constant follow mlir-opt's getAsmResultNames:
// %c<N> for index, %c<N>_i<W> for integers, %true/%false for i1, %cst for the rest.

// CHECK-LABEL: func.func @int_constants() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %c5_i32_2 = arith.constant 5 : i32
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: "test.use"(%c0, %c1, %c-7, %c5_i32, %c-3_i64, %c-1_i8, %c9223372036854775807_i64, %c3_i16, %true, %false, %true_0, %false_1, %c5_i32_2, %c0_3) : (index, index, index, i32, i64, i8, i64, i16, i1, i1, i1, i1, i32, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_constants() {
  %a = arith.constant 0 : index
  %b = arith.constant 1 : index
  %c = arith.constant -7 : index
  %d = arith.constant 5 : i32
  %e = arith.constant -3 : i64
  %f = arith.constant 255 : i8
  %g = arith.constant 9223372036854775807 : i64
  %h = arith.constant 3 : i16
  %i = arith.constant 1 : i1
  %j = arith.constant 0 : i1
  %k = arith.constant true
  %l = arith.constant false
  %m = arith.constant 5 : i32
  %n = arith.constant 0 : index
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n) : (index, index, index, i32, i64, i8, i64, i16, i1, i1, i1, i1, i32, index) -> ()
  return
}

// CHECK-LABEL: func.func @float_constants() {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.500000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+10 : f64
// CHECK-NEXT: %cst_4 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_7 = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: %cst_8 = arith.constant 3.000000e-05 : f64
// CHECK-NEXT: %cst_9 = arith.constant 123456.789 : f32
// CHECK-NEXT: "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9) : (f32, f64, f32, f32, f64, f32, f32, f16, bf16, f64, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_constants() {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.5 : f64
  %c = arith.constant -0.0 : f32
  %d = arith.constant 0.1 : f32
  %e = arith.constant 1.0e10 : f64
  %f = arith.constant 0x7FC00000 : f32
  %g = arith.constant 0x7F800000 : f32
  %h = arith.constant 1.5 : f16
  %i = arith.constant 1.5 : bf16
  %j = arith.constant 3.0e-5 : f64
  %k = arith.constant 123456.789 : f32
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k) : (f32, f64, f32, f32, f64, f32, f32, f16, bf16, f64, f32) -> ()
  return
}

// CHECK-LABEL: func.func @dense_constants() {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : vector<8xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<7> : vector<2x3xindex>
// CHECK-NEXT: "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3) : (vector<4xf32>, vector<4xi32>, tensor<2x2xf32>, vector<8xi1>, vector<2x3xindex>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dense_constants() {
  %a = arith.constant dense<0.0> : vector<4xf32>
  %b = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %d = arith.constant dense<true> : vector<8xi1>
  %e = arith.constant dense<7> : vector<2x3xindex>
  "test.use"(%a, %b, %c, %d, %e) : (vector<4xf32>, vector<4xi32>, tensor<2x2xf32>, vector<8xi1>, vector<2x3xindex>) -> ()
  return
}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "int_constants"}> ({
// GENERIC-NEXT:     %16 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %17 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %18 = "arith.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT:     %19 = "arith.constant"() <{value = 5 : i32}> : () -> i32
// GENERIC-NEXT:     %20 = "arith.constant"() <{value = -3 : i64}> : () -> i64
// GENERIC-NEXT:     %21 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC-NEXT:     %22 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
// GENERIC-NEXT:     %23 = "arith.constant"() <{value = 3 : i16}> : () -> i16
// GENERIC-NEXT:     %24 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %25 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %26 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %27 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %28 = "arith.constant"() <{value = 5 : i32}> : () -> i32
// GENERIC-NEXT:     %29 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     "test.use"(%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29) : (index, index, index, i32, i64, i8, i64, i16, i1, i1, i1, i1, i32, index) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "float_constants"}> ({
// GENERIC-NEXT:     %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %6 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
// GENERIC-NEXT:     %7 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %8 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
// GENERIC-NEXT:     %9 = "arith.constant"() <{value = 1.000000e+10 : f64}> : () -> f64
// GENERIC-NEXT:     %10 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// GENERIC-NEXT:     %11 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
// GENERIC-NEXT:     %12 = "arith.constant"() <{value = 1.500000e+00 : f16}> : () -> f16
// GENERIC-NEXT:     %13 = "arith.constant"() <{value = 1.500000e+00 : bf16}> : () -> bf16
// GENERIC-NEXT:     %14 = "arith.constant"() <{value = 3.000000e-05 : f64}> : () -> f64
// GENERIC-NEXT:     %15 = "arith.constant"() <{value = 123456.789 : f32}> : () -> f32
// GENERIC-NEXT:     "test.use"(%5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (f32, f64, f32, f32, f64, f32, f32, f16, bf16, f64, f32) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "dense_constants"}> ({
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
// GENERIC-NEXT:     %2 = "arith.constant"() <{value = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
// GENERIC-NEXT:     %3 = "arith.constant"() <{value = dense<true> : vector<8xi1>}> : () -> vector<8xi1>
// GENERIC-NEXT:     %4 = "arith.constant"() <{value = dense<7> : vector<2x3xindex>}> : () -> vector<2x3xindex>
// GENERIC-NEXT:     "test.use"(%0, %1, %2, %3, %4) : (vector<4xf32>, vector<4xi32>, tensor<2x2xf32>, vector<8xi1>, vector<2x3xindex>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
