// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map2 = affine_map<(d0, d1) -> (0)>
// CHECK: #map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map6 = affine_map<(d0) -> (d0)>
// CHECK: #map7 = affine_map<(d0) -> ()>

// CHECK-LABEL: func.func @transfers(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: vector<4xi1>, %arg5: vector<4xf32>, %arg6: vector<2x4xf32>) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg2], %arg3 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %arg2], %arg3 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %arg2], %arg3 {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg1, %arg2], %arg3, %arg4 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%arg1, %arg2], %arg3 {permutation_map = #map1} : memref<?x?xf32>, vector<4x2xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg2], %arg3 {permutation_map = #map2} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg1, %arg2], %arg3 {in_bounds = [false, true]} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %arg5, %arg0[%arg1, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg5, %arg0[%arg1, %arg2] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg5, %arg0[%arg1, %arg2], %arg4 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg5, %arg0[%arg1, %arg2] {permutation_map = #map} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg6, %arg0[%arg1, %arg2] : vector<2x4xf32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfers(%m: memref<?x?xf32>, %i: index, %j: index, %pad: f32, %mask: vector<4xi1>, %v: vector<4xf32>, %v2: vector<2x4xf32>) {
  %0 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %j], %pad, %mask : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
  %5 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  %6 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [false, true]} : memref<?x?xf32>, vector<2x4xf32>
  vector.transfer_write %v, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j], %mask : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v2, %m[%i, %j] : vector<2x4xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @transfer_tensor(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %arg2 : tensor<?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_write %arg3, %arg0[%arg1] : vector<4xf32>, tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
func.func @transfer_tensor(%t: tensor<?xf32>, %i: index, %pad: f32, %v: vector<4xf32>) -> tensor<?xf32> {
  %0 = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<4xf32>
  %1 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  return %1 : tensor<?xf32>
}

// CHECK-LABEL: func.func @transfer_vector_memref(%arg0: memref<?x?xvector<4xf32>>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xvector<4xf32>>, vector<1x1x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfer_vector_memref(%m: memref<?x?xvector<4xf32>>, %i: index, %pad: vector<4xf32>) {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xvector<4xf32>>, vector<1x1x4xf32>
  return
}

// CHECK-LABEL: func.func @elementwise(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<2x4xf32>, %arg4: index) {
// CHECK-NEXT: %0 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT: %3 = vector.reduction <mul>, %arg0, %arg2 : vector<4xf32> into f32
// CHECK-NEXT: %4 = vector.reduction <maximumf>, %arg0 fastmath<nnan> : vector<4xf32> into f32
// CHECK-NEXT: %5 = vector.fma %arg0, %arg1, %arg0 : vector<4xf32>
// CHECK-NEXT: %6 = vector.extract %arg3[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %7 = vector.extract %arg3[1, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT: %8 = vector.extract %arg3[%arg4, 3] : f32 from vector<2x4xf32>
// CHECK-NEXT: %9 = vector.insert %arg2, %arg3 [0, 0] : f32 into vector<2x4xf32>
// CHECK-NEXT: %10 = vector.insert %arg0, %arg3 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %11 = vector.shape_cast %arg3 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %12 = vector.step : vector<4xindex>
// CHECK-NEXT: %13 = vector.extract %arg0[%arg4] : f32 from vector<4xf32>
// CHECK-NEXT: %14 = vector.insert %arg2, %arg0 [%arg4] : f32 into vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @elementwise(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32, %v2: vector<2x4xf32>, %i: index) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %a : vector<4xf32> to vector<3x4xf32>
  %2 = vector.reduction <add>, %a : vector<4xf32> into f32
  %3 = vector.reduction <mul>, %a, %s : vector<4xf32> into f32
  %4 = vector.reduction <maximumf>, %a fastmath<nnan> : vector<4xf32> into f32
  %5 = vector.fma %a, %b, %a : vector<4xf32>
  %6 = vector.extract %v2[0] : vector<4xf32> from vector<2x4xf32>
  %7 = vector.extract %v2[1, 2] : f32 from vector<2x4xf32>
  %8 = vector.extract %v2[%i, 3] : f32 from vector<2x4xf32>
  %9 = vector.insert %s, %v2[0, 0] : f32 into vector<2x4xf32>
  %10 = vector.insert %a, %v2[1] : vector<4xf32> into vector<2x4xf32>
  %11 = vector.shape_cast %v2 : vector<2x4xf32> to vector<8xf32>
  %12 = vector.step : vector<4xindex>
  %14 = vector.extract %a[%i] : f32 from vector<4xf32>
  %15 = vector.insert %s, %a[%i] : f32 into vector<4xf32>
  return
}

// CHECK-LABEL: func.func @masks(%arg0: index, %arg1: memref<?xf32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT: %0 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT: %1 = vector.create_mask %arg0, %arg0 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: %3 = vector.constant_mask [1, 3] : vector<2x4xi1>
// CHECK-NEXT: %4 = vector.mask %0 { vector.transfer_read %arg1[%arg2], %arg3 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %5 = vector.mask %0, %4 { vector.transfer_read %arg1[%arg2], %arg3 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: vector.mask %0 { vector.transfer_write %4, %arg1[%arg2] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @masks(%n: index, %m: memref<?xf32>, %i: index, %pad: f32) {
  %0 = vector.create_mask %n : vector<4xi1>
  %1 = vector.create_mask %n, %n : vector<4x8xi1>
  %2 = vector.constant_mask [2] : vector<4xi1>
  %3 = vector.constant_mask [1, 3] : vector<2x4xi1>
  %4 = vector.mask %0 { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %5 = vector.mask %0, %4 { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %0 { vector.transfer_write %4, %m[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return
}

// CHECK-LABEL: func.func @load_store(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<8xf32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %arg2, %arg0[%arg1, %arg1] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1, %arg1] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @load_store(%m: memref<?x?xf32>, %i: index, %v: vector<8xf32>) {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  return
}

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @contract(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>, %arg3: vector<8xf32>, %arg4: vector<8xf32>, %arg5: f32) -> vector<4x16xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map6, #map6, #map7], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg3, %arg4, %arg5 : vector<8xf32>, vector<8xf32> into f32
// CHECK-NEXT: %2 = vector.outerproduct %arg3, %arg4 : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<4x16xf32>
// CHECK-NEXT: }
func.func @contract(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %x: vector<8xf32>, %y: vector<8xf32>, %s: f32) -> vector<4x16xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %x, %y, %s : vector<8xf32>, vector<8xf32> into f32
  %2 = vector.outerproduct %x, %y : vector<8xf32>, vector<8xf32>
  return %0 : vector<4x16xf32>
}

// GENERIC: #map = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1) -> (0)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map5 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map9 = affine_map<(d0) -> ()>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, index, index, f32, vector<4xi1>, vector<4xf32>, vector<2x4xf32>) -> (), sym_name = "transfers"}> ({
// GENERIC-NEXT:   ^bb0(%arg25: memref<?x?xf32>, %arg26: index, %arg27: index, %arg28: f32, %arg29: vector<4xi1>, %arg30: vector<4xf32>, %arg31: vector<2x4xf32>):
// GENERIC-NEXT:     %31 = "vector.transfer_read"(%arg25, %arg26, %arg27, %arg28) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC-NEXT:     %32 = "vector.transfer_read"(%arg25, %arg26, %arg27, %arg28) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC-NEXT:     %33 = "vector.transfer_read"(%arg25, %arg26, %arg27, %arg28) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC-NEXT:     %34 = "vector.transfer_read"(%arg25, %arg26, %arg27, %arg28, %arg29) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
// GENERIC-NEXT:     %35 = "vector.transfer_read"(%arg25, %arg26, %arg27, %arg28) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (memref<?x?xf32>, index, index, f32) -> vector<4x2xf32>
// GENERIC-NEXT:     %36 = "vector.transfer_read"(%arg25, %arg26, %arg27, %arg28) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map3}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// GENERIC-NEXT:     %37 = "vector.transfer_read"(%arg25, %arg26, %arg27, %arg28) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map4}> : (memref<?x?xf32>, index, index, f32) -> vector<2x4xf32>
// GENERIC-NEXT:     "vector.transfer_write"(%arg30, %arg25, %arg26, %arg27) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:     "vector.transfer_write"(%arg30, %arg25, %arg26, %arg27) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:     "vector.transfer_write"(%arg30, %arg25, %arg26, %arg27, %arg29) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index, vector<4xi1>) -> ()
// GENERIC-NEXT:     "vector.transfer_write"(%arg30, %arg25, %arg26, %arg27) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map1}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:     "vector.transfer_write"(%arg31, %arg25, %arg26, %arg27) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map4}> : (vector<2x4xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?xf32>, index, f32, vector<4xf32>) -> tensor<?xf32>, sym_name = "transfer_tensor"}> ({
// GENERIC-NEXT:   ^bb0(%arg21: tensor<?xf32>, %arg22: index, %arg23: f32, %arg24: vector<4xf32>):
// GENERIC-NEXT:     %29 = "vector.transfer_read"(%arg21, %arg22, %arg23) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map5}> : (tensor<?xf32>, index, f32) -> vector<4xf32>
// GENERIC-NEXT:     %30 = "vector.transfer_write"(%arg24, %arg21, %arg22) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map5}> : (vector<4xf32>, tensor<?xf32>, index) -> tensor<?xf32>
// GENERIC-NEXT:     "func.return"(%30) : (tensor<?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<?x?xvector<4xf32>>, index, vector<4xf32>) -> (), sym_name = "transfer_vector_memref"}> ({
// GENERIC-NEXT:   ^bb0(%arg18: memref<?x?xvector<4xf32>>, %arg19: index, %arg20: vector<4xf32>):
// GENERIC-NEXT:     %28 = "vector.transfer_read"(%arg18, %arg19, %arg19, %arg20) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map4}> : (memref<?x?xvector<4xf32>>, index, index, vector<4xf32>) -> vector<1x1x4xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>, f32, vector<2x4xf32>, index) -> (), sym_name = "elementwise"}> ({
// GENERIC-NEXT:   ^bb0(%arg13: vector<4xf32>, %arg14: vector<4xf32>, %arg15: f32, %arg16: vector<2x4xf32>, %arg17: index):
// GENERIC-NEXT:     %13 = "vector.broadcast"(%arg15) : (f32) -> vector<4xf32>
// GENERIC-NEXT:     %14 = "vector.broadcast"(%arg13) : (vector<4xf32>) -> vector<3x4xf32>
// GENERIC-NEXT:     %15 = "vector.reduction"(%arg13) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:     %16 = "vector.reduction"(%arg13, %arg15) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xf32>, f32) -> f32
// GENERIC-NEXT:     %17 = "vector.reduction"(%arg13) <{fastmath = #arith.fastmath<nnan>, kind = #vector.kind<maximumf>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:     %18 = "vector.fma"(%arg13, %arg14, %arg13) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %19 = "vector.extract"(%arg16) <{static_position = array<i64: 0>}> : (vector<2x4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %20 = "vector.extract"(%arg16) <{static_position = array<i64: 1, 2>}> : (vector<2x4xf32>) -> f32
// GENERIC-NEXT:     %21 = "vector.extract"(%arg16, %arg17) <{static_position = array<i64: -9223372036854775808, 3>}> : (vector<2x4xf32>, index) -> f32
// GENERIC-NEXT:     %22 = "vector.insert"(%arg15, %arg16) <{static_position = array<i64: 0, 0>}> : (f32, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:     %23 = "vector.insert"(%arg13, %arg16) <{static_position = array<i64: 1>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:     %24 = "vector.shape_cast"(%arg16) : (vector<2x4xf32>) -> vector<8xf32>
// GENERIC-NEXT:     %25 = "vector.step"() : () -> vector<4xindex>
// GENERIC-NEXT:     %26 = "vector.extract"(%arg13, %arg17) <{static_position = array<i64: -9223372036854775808>}> : (vector<4xf32>, index) -> f32
// GENERIC-NEXT:     %27 = "vector.insert"(%arg15, %arg13, %arg17) <{static_position = array<i64: -9223372036854775808>}> : (f32, vector<4xf32>, index) -> vector<4xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, memref<?xf32>, index, f32) -> (), sym_name = "masks"}> ({
// GENERIC-NEXT:   ^bb0(%arg9: index, %arg10: memref<?xf32>, %arg11: index, %arg12: f32):
// GENERIC-NEXT:     %5 = "vector.create_mask"(%arg9) : (index) -> vector<4xi1>
// GENERIC-NEXT:     %6 = "vector.create_mask"(%arg9, %arg9) : (index, index) -> vector<4x8xi1>
// GENERIC-NEXT:     %7 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
// GENERIC-NEXT:     %8 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1, 3>}> : () -> vector<2x4xi1>
// GENERIC-NEXT:     %9 = "vector.mask"(%5) ({
// GENERIC-NEXT:       %12 = "vector.transfer_read"(%arg10, %arg11, %arg12) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map5}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// GENERIC-NEXT:       "vector.yield"(%12) : (vector<4xf32>) -> ()
// GENERIC-NEXT:     }) : (vector<4xi1>) -> vector<4xf32>
// GENERIC-NEXT:     %10 = "vector.mask"(%5, %9) ({
// GENERIC-NEXT:       %11 = "vector.transfer_read"(%arg10, %arg11, %arg12) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map5}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// GENERIC-NEXT:       "vector.yield"(%11) : (vector<4xf32>) -> ()
// GENERIC-NEXT:     }) : (vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     "vector.mask"(%5) ({
// GENERIC-NEXT:       "vector.transfer_write"(%9, %arg10, %arg11) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map5}> : (vector<4xf32>, memref<?xf32>, index) -> ()
// GENERIC-NEXT:       "vector.yield"() : () -> ()
// GENERIC-NEXT:     }) : (vector<4xi1>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<?x?xf32>, index, vector<8xf32>) -> (), sym_name = "load_store"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: memref<?x?xf32>, %arg7: index, %arg8: vector<8xf32>):
// GENERIC-NEXT:     %3 = "vector.load"(%arg6, %arg7, %arg7) : (memref<?x?xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT:     "vector.store"(%arg8, %arg6, %arg7, %arg7) : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:     %4 = "vector.load"(%arg6, %arg7, %arg7) <{nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>, vector<8xf32>, vector<8xf32>, f32) -> vector<4x16xf32>, sym_name = "contract"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>, %arg3: vector<8xf32>, %arg4: vector<8xf32>, %arg5: f32):
// GENERIC-NEXT:     %0 = "vector.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// GENERIC-NEXT:     %1 = "vector.contract"(%arg3, %arg4, %arg5) <{indexing_maps = [#map5, #map5, #map9], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<maxnumf>}> : (vector<8xf32>, vector<8xf32>, f32) -> f32
// GENERIC-NEXT:     %2 = "vector.outerproduct"(%arg3, %arg4) <{kind = #vector.kind<add>}> : (vector<8xf32>, vector<8xf32>) -> vector<8x8xf32>
// GENERIC-NEXT:     "func.return"(%0) : (vector<4x16xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
