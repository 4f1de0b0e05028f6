// The spirv subset affine code meets: modules, functions (control bits,
// declarations, argument attributes), constants with their result names,
// returns, and the composite types, printed as mlir-opt 22 prints them
// (custom and generic forms).
// RUN: affine-opt %s --allow-unregistered-dialect > %t.ours && %mlir_opt %s --allow-unregistered-dialect > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s --allow-unregistered-dialect -mlir-print-op-generic > %t.ours && %mlir_opt %s --allow-unregistered-dialect -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s --allow-unregistered-dialect -mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: spirv.func @consts(%arg0: !spirv.array<8192 x f32>, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<10 x f32, stride=4> [0])>, StorageBuffer>) -> !spirv.array<8192 x f32> "None" {
// CHECK-NEXT: %cst_f32 = spirv.Constant 0.000000e+00 : f32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %cst-1_i64 = spirv.Constant -1 : i64
// CHECK-NEXT: %cst200_ui8 = spirv.Constant 200 : ui8
// CHECK-NEXT: %cst-3_si8 = spirv.Constant -3 : si8
// CHECK-NEXT: %cst_vec_2xi32 = spirv.Constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %cst_vec_2xf32 = spirv.Constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
// CHECK-NEXT: %cst_0 = spirv.Constant dense<1> : tensor<2xi32> : !spirv.array<2 x i32>
// CHECK-NEXT: %true = spirv.Constant true
// CHECK-NEXT: %false = spirv.Constant false
// CHECK-NEXT: spirv.ReturnValue %arg0 : !spirv.array<8192 x f32>
spirv.func @consts(%arg0: !spirv.array<8192 x f32>, %p: !spirv.ptr<!spirv.struct<(!spirv.array<10 x f32, stride=4> [0])>, StorageBuffer>) -> !spirv.array<8192 x f32> "None" {
  %0 = spirv.Constant 0.0 : f32
  %1 = spirv.Constant 1 : i32
  %2 = spirv.Constant -1 : i64
  %3 = spirv.Constant 200 : ui8
  %4 = spirv.Constant -3 : si8
  %5 = spirv.Constant dense<[1, 2]> : vector<2xi32>
  %6 = spirv.Constant dense<1.0> : vector<2xf32>
  %7 = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
  %8 = spirv.Constant dense<1> : tensor<2xi32> : !spirv.array<2 x i32>
  %9 = spirv.Constant true
  %10 = spirv.Constant 0 : i1
  spirv.ReturnValue %arg0 : !spirv.array<8192 x f32>
}

// CHECK-LABEL: spirv.func @control() "Inline|Pure" attributes {foo = 1 : i64} {
// CHECK-NEXT: spirv.Return
spirv.func @control() " Pure | Inline" attributes {foo = 1} {
  spirv.Return
}

// CHECK: spirv.func @declaration(i32) -> i32 "DontInline"
spirv.func @declaration(i32) -> i32 "DontInline"

// CHECK: spirv.module Logical GLSL450 {
// CHECK-NEXT: spirv.func @k() "None" {
spirv.module Logical GLSL450 {
  spirv.func @k() "None" {
    spirv.Return
  }
}

// CHECK: spirv.module @named Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> attributes {foo} {
// CHECK-NEXT: }
spirv.module @named Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses], []> attributes {foo} {
}

// CHECK: "t.types"() {a = !spirv.struct<(f32 [0], i32 [4])>, b = !spirv.struct<(f32, i32)>, c = !spirv.ptr<f32, Function>, d = !spirv.array<4 x !spirv.array<2 x i32>>, e = !spirv.struct<()>, f = !spirv.rtarray<i32, stride=4>, g = !spirv.struct<S, (i32)>, h = !spirv.array<2 x i32>, i = !spirv.struct<(f32 [0, NonWritable])>, j = !spirv.array<2 x vector<3xf32>>, k = !spirv.rtarray<f16>}
"t.types"() {a = !spirv.struct<(f32 [0], i32 [4])>, b = !spirv.struct<(f32, i32)>, c = !spirv.ptr<f32, Function>, d = !spirv.array<4 x !spirv.array<2 x i32>>, e = !spirv.struct<()>, f = !spirv.rtarray<i32, stride=4>, g=!spirv.struct<S, (i32)>, h = !spirv.array<2xi32>, i = !spirv.struct<(f32 [0, NonWritable])>, j = !spirv.array<2 x vector<3xf32>>, k = !spirv.rtarray<f16>} : () -> ()

// CHECK: "t.attrs"() {a = #spirv.function_control<Inline|Pure>, b = #spirv.storage_class<CrossWorkgroup>, c = #spirv.addressing_model<Logical>, d = #spirv.memory_model<Vulkan>, e = #spirv.vce<v1.3, [Shader], [SPV_KHR_storage_buffer_storage_class]>, f = memref<4xf32, #spirv.storage_class<Workgroup>>}
"t.attrs"() {a = #spirv.function_control<Pure|Inline>, b = #spirv.storage_class<CrossWorkgroup>, c = #spirv.addressing_model<Logical>, d = #spirv.memory_model<Vulkan>, e = #spirv.vce<v1.3, [Shader], [SPV_KHR_storage_buffer_storage_class]>, f = memref<4xf32, #spirv.storage_class<Workgroup>>} : () -> ()
