// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1, 0)>

#map = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK-LABEL: func.func @edge(%arg0: i1, %arg1: memref<8x16xf32, #map>, %arg2: memref<*xf32>, %arg3: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg4: index, %arg5: tensor<4x4xf32>, %arg6: vector<[4]xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<8xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2]> : vector<2xindex>
// CHECK-NEXT: %cst_1 = arith.constant -1.500000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_3 = arith.constant dense<0> : tensor<2x2xi32>
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e-10 : f32
// CHECK-NEXT: %cst_5 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT: %0 = arith.andi %arg0, %arg0 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg2 : memref<*xf32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<*xf32>
// CHECK-NEXT: %cast = memref.cast %arg3 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: 3>>
// CHECK-NEXT: %subview = memref.subview %arg3[0, 0] [1, 4] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32, 3>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: %2 = memref.load %arg1[%arg4, %arg4] : memref<8x16xf32, #map>
// CHECK-NEXT: %3 = arith.addf %2, %2 {attr = "x"} : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = vector.transfer_read %arg5[%c0, %c0], %2 {permutation_map = #map1} : tensor<4x4xf32>, vector<4x8xf32>
// CHECK-NEXT: %5 = arith.negf %arg6 : vector<[4]xf32>
// CHECK-NEXT: %6 = vector.extract %4[-1, 0] : f32 from vector<4x8xf32>
// CHECK-NEXT: %7 = vector.reduction <maxnumf>, %arg6, %2 : vector<[4]xf32> into f32
// CHECK-NEXT: %8 = vector.broadcast %2 : f32 to vector<[4]xf32>
// CHECK-NEXT: %9 = vector.outerproduct %arg6, %2, %arg6 {kind = #vector.kind<mul>} : vector<[4]xf32>, f32
// CHECK-NEXT: %low, %high = arith.mului_extended %arg4, %arg4 : index
// CHECK-NEXT: %10 = arith.index_castui %high : index to i64
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @edge(%a: i1, %m: memref<8x16xf32, #map>, %u: memref<*xf32>, %s: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %t: tensor<4x4xf32>, %v8: vector<[4]xf32>) {
  %0 = arith.constant dense<true> : vector<8xi1>
  %1 = arith.constant dense<[1, 2]> : vector<2xindex>
  %2 = arith.constant -1.5 : f64
  %3 = arith.constant 0x7F800000 : f32
  %4 = arith.constant 1 : i1
  %5 = arith.constant dense<0> : tensor<2x2xi32>
  %6 = arith.constant 1.0e-10 : f32
  %7 = arith.constant 65504.0 : f16
  %8 = arith.andi %a, %a : i1
  %9 = arith.select %a, %u, %u : memref<*xf32>
  memref.dealloc %u : memref<*xf32>
  %10 = memref.cast %s : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: 3>>
  %11 = memref.subview %s[0, 0] [1, 4] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  %12 = memref.alloc() : memref<4xf32, 3>
  %13 = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
  %14 = memref.load %m[%i, %i] : memref<8x16xf32, #map>
  %15 = arith.addf %14, %14 {attr = "x"} : f32 loc("here")
  %16 = arith.constant 0 : index
  %17 = vector.transfer_read %t[%16, %16], %14 {permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : tensor<4x4xf32>, vector<4x8xf32>
  %18 = arith.negf %v8 : vector<[4]xf32>
  %19 = vector.extract %17[-1, 0] : f32 from vector<4x8xf32>
  %20 = vector.reduction <maxnumf>, %v8, %14 : vector<[4]xf32> into f32
  %21 = vector.broadcast %14 : f32 to vector<[4]xf32>
  %22 = vector.outerproduct %v8, %14, %v8 {kind = #vector.kind<mul>} : vector<[4]xf32>, f32
  %23:2 = arith.mului_extended %i, %i : index
  %24 = arith.index_castui %23#1 : index to i64
  return
}

// GENERIC: #map = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d1, 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, memref<8x16xf32, #map>, memref<*xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index, tensor<4x4xf32>, vector<[4]xf32>) -> (), sym_name = "edge"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: memref<8x16xf32, #map>, %arg2: memref<*xf32>, %arg3: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg4: index, %arg5: tensor<4x4xf32>, %arg6: vector<[4]xf32>):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = dense<true> : vector<8xi1>}> : () -> vector<8xi1>
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xindex>}> : () -> vector<2xindex>
// GENERIC-NEXT:     %2 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
// GENERIC-NEXT:     %3 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
// GENERIC-NEXT:     %4 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %5 = "arith.constant"() <{value = dense<0> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
// GENERIC-NEXT:     %6 = "arith.constant"() <{value = 1.000000e-10 : f32}> : () -> f32
// GENERIC-NEXT:     %7 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
// GENERIC-NEXT:     %8 = "arith.andi"(%arg0, %arg0) : (i1, i1) -> i1
// GENERIC-NEXT:     %9 = "arith.select"(%arg0, %arg2, %arg2) : (i1, memref<*xf32>, memref<*xf32>) -> memref<*xf32>
// GENERIC-NEXT:     "memref.dealloc"(%arg2) : (memref<*xf32>) -> ()
// GENERIC-NEXT:     %10 = "memref.cast"(%arg3) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32, strided<[16, 1], offset: 3>>
// GENERIC-NEXT:     %11 = "memref.subview"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// GENERIC-NEXT:     %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32, 3>
// GENERIC-NEXT:     %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32, #gpu.address_space<workgroup>>
// GENERIC-NEXT:     %14 = "memref.load"(%arg1, %arg4, %arg4) : (memref<8x16xf32, #map>, index, index) -> f32
// GENERIC-NEXT:     %15 = "arith.addf"(%14, %14) <{fastmath = #arith.fastmath<none>}> {attr = "x"} : (f32, f32) -> f32
// GENERIC-NEXT:     %16 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %17 = "vector.transfer_read"(%arg5, %16, %16, %14) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (tensor<4x4xf32>, index, index, f32) -> vector<4x8xf32>
// GENERIC-NEXT:     %18 = "arith.negf"(%arg6) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xf32>) -> vector<[4]xf32>
// GENERIC-NEXT:     %19 = "vector.extract"(%17) <{static_position = array<i64: -1, 0>}> : (vector<4x8xf32>) -> f32
// GENERIC-NEXT:     %20 = "vector.reduction"(%arg6, %14) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxnumf>}> : (vector<[4]xf32>, f32) -> f32
// GENERIC-NEXT:     %21 = "vector.broadcast"(%14) : (f32) -> vector<[4]xf32>
// GENERIC-NEXT:     %22 = "vector.outerproduct"(%arg6, %14, %arg6) <{kind = #vector.kind<mul>}> : (vector<[4]xf32>, f32, vector<[4]xf32>) -> vector<[4]xf32>
// GENERIC-NEXT:     %23:2 = "arith.mului_extended"(%arg4, %arg4) : (index, index) -> (index, index)
// GENERIC-NEXT:     %24 = "arith.index_castui"(%23#1) : (index) -> i64
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
