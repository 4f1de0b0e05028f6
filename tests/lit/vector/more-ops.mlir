// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @v2(%arg0: vector<2x4xf32>, %arg1: f32, %arg2: f32, %arg3: vector<2xf32>, %arg4: vector<4xi32>) {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %1 = vector.bitcast %arg4 : vector<4xi32> to vector<8xi16>
// CHECK-NEXT: %2 = vector.from_elements %arg1, %arg2 : vector<2xf32>
// CHECK-NEXT: %3 = vector.multi_reduction <add>, %arg0, %arg3 [1] : vector<2x4xf32> to vector<2xf32>
// CHECK-NEXT: vector.print %arg1 : f32
// CHECK-NEXT: %4 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
// CHECK-NEXT: %5 = vector.insert_strided_slice %4, %arg0 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @v2(%v: vector<2x4xf32>, %a: f32, %b: f32, %acc: vector<2xf32>, %w: vector<4xi32>) {
  %0 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %1 = vector.bitcast %w : vector<4xi32> to vector<8xi16>
  %2 = vector.from_elements %a, %b : vector<2xf32>
  %3 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  vector.print %a : f32
  %4 = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  %5 = vector.insert_strided_slice %4, %v {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  return
}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<2x4xf32>, f32, f32, vector<2xf32>, vector<4xi32>) -> (), sym_name = "v2"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: vector<2x4xf32>, %arg1: f32, %arg2: f32, %arg3: vector<2xf32>, %arg4: vector<4xi32>):
// GENERIC-NEXT:     %0 = "vector.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// GENERIC-NEXT:     %1 = "vector.bitcast"(%arg4) : (vector<4xi32>) -> vector<8xi16>
// GENERIC-NEXT:     %2 = "vector.from_elements"(%arg1, %arg2) : (f32, f32) -> vector<2xf32>
// GENERIC-NEXT:     %3 = "vector.multi_reduction"(%arg0, %arg3) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x4xf32>, vector<2xf32>) -> vector<2xf32>
// GENERIC-NEXT:     "vector.print"(%arg1) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
// GENERIC-NEXT:     %4 = "vector.extract_strided_slice"(%arg0) <{offsets = [0, 1], sizes = [2, 2], strides = [1, 1]}> : (vector<2x4xf32>) -> vector<2x2xf32>
// GENERIC-NEXT:     %5 = "vector.insert_strided_slice"(%4, %arg0) <{offsets = [0, 2], strides = [1, 1]}> : (vector<2x2xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
