// Property tables of the vector, memref, gpu, llvm, linalg, scf and
// bufferization ops in generic form, as mlir-opt 22 has them: undeclared
// keys of <{...}> are dropped, default-valued properties are set when left
// out, native properties (LLVM's overflow flags, `disjoint`) get their
// defaults.
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "tables"
func.func @tables(%v: vector<4xf32>, %m: memref<8xf32>, %i: index, %t: tensor<8xf32>) -> f32 {
  // CHECK: "vector.reduction"(%{{.*}}) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}>
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>, not_a_property = 1 : i64}> : (vector<4xf32>) -> f32
  // CHECK: "memref.load"(%{{.*}}, %{{.*}}) : (memref<8xf32>, index) -> f32
  %1 = "memref.load"(%m, %i) <{zz = unit}> : (memref<8xf32>, index) -> f32
  // CHECK: "memref.store"(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, memref<8xf32>, index) -> ()
  "memref.store"(%1, %m, %i) : (f32, memref<8xf32>, index) -> ()
  // CHECK: "memref.subview"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}>
  %2 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>, extra}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>
  // CHECK: "gpu.thread_id"() <{dimension = #gpu<dim x>}>
  %3 = "gpu.thread_id"() <{dimension = #gpu<dim x>, zz = 2}> : () -> index
  // CHECK: "bufferization.to_tensor"(%{{.*}}) : (memref<8xf32>) -> tensor<8xf32>
  %4 = "bufferization.to_tensor"(%m) <{not_declared}> : (memref<8xf32>) -> tensor<8xf32>
  return %0 : f32
}

// CHECK-LABEL: sym_name = "llvm_native"
llvm.func @llvm_native(%a: i32, %f: f32) -> i32 {
  // CHECK: "llvm.add"(%{{.*}}, %{{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  %0 = "llvm.add"(%a, %a) <{zz = 1 : i32}> : (i32, i32) -> i32
  // CHECK: "llvm.mul"(%{{.*}}, %{{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  %1 = "llvm.mul"(%0, %a) <{overflowFlags = 0 : i32, zz}> : (i32, i32) -> i32
  // CHECK: "llvm.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
  %2 = "llvm.fadd"(%f, %f) : (f32, f32) -> f32
  llvm.return %1 : i32
}

// CHECK-LABEL: sym_name = "linalg_named"
func.func @linalg_named(%a: memref<4xf32>, %b: memref<4xf32>) {
  // CHECK: "linalg.copy"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// CHECK-LABEL: sym_name = "native_bool"
func.func @native_bool(%a: index, %b: index) -> index {
  // `disjoint` is a native bool, set from a unit or bool attribute.
  // CHECK: "affine.linearize_index"(%{{.*}}, %{{.*}}) <{disjoint = false, operandSegmentSizes = array<i32: 1, 1>, static_basis = array<i64: -9223372036854775808>}> : (index, index) -> index
  %0 = "affine.linearize_index"(%a, %b) <{disjoint = false, operandSegmentSizes = array<i32: 1, 1>, static_basis = array<i64: -9223372036854775808>}> : (index, index) -> index
  // CHECK: "affine.linearize_index"(%{{.*}}, %{{.*}}) <{disjoint, operandSegmentSizes = array<i32: 1, 1>, static_basis = array<i64: -9223372036854775808>}> : (index, index) -> index
  %1 = "affine.linearize_index"(%a, %b) <{disjoint = true, operandSegmentSizes = array<i32: 1, 1>, static_basis = array<i64: -9223372036854775808>}> : (index, index) -> index
  return %1 : index
}
