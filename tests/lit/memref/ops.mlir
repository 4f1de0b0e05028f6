// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: module {
// CHECK: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK: memref.global @uninit : memref<4xi32> = uninitialized
// CHECK: memref.global "private" @zero : memref<f32> = dense<0.000000e+00> {alignment = 64 : i64}
// CHECK: memref.global @ext : memref<3xf32>

memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @uninit : memref<4xi32> = uninitialized
memref.global "private" @zero : memref<f32> = dense<0.0> {alignment = 64 : i64}
memref.global @ext : memref<3xf32>

// CHECK-LABEL: func.func @alloc_dealloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc()[%arg1] : memref<4xf32, #map>
// CHECK-NEXT: %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloca_4 = memref.alloca(%arg0) : memref<?xindex>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<2xf32, 1>
// CHECK-NEXT: %alloca_6 = memref.alloca() {alignment = 16 : i64} : memref<f64>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x8xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc_dealloc(%n: index, %s: index) {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloc(%n) : memref<?x8xf32>
  %2 = memref.alloc(%n, %n) : memref<?x?xf32>
  %3 = memref.alloc()[%s] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %4 = memref.alloc() {alignment = 64 : i64} : memref<16xi8>
  %5 = memref.alloca() : memref<4xf32>
  %6 = memref.alloca(%n) : memref<?xindex>
  %7 = memref.alloc() : memref<2xf32, 1>
  %8 = memref.alloca() {alignment = 16 : i64} : memref<f64>
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %1 : memref<?x8xf32>
  return
}

// CHECK-LABEL: func.func @load_store(%arg0: memref<4x8xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<f32>) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2] : memref<4x8xf32>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg1, %arg2] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1, %arg2] {nontemporal = true} : memref<4x8xf32>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg1, %arg2] {nontemporal = true} : memref<4x8xf32>
// CHECK-NEXT: %2 = memref.load %arg4[] : memref<f32>
// CHECK-NEXT: memref.store %2, %arg4[] : memref<f32>
// CHECK-NEXT: %3 = memref.load %arg0[%arg1, %arg2] : memref<4x8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @load_store(%m: memref<4x8xf32>, %i: index, %j: index, %v: f32, %z: memref<f32>) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x8xf32>
  memref.store %v, %m[%i, %j] : memref<4x8xf32>
  %1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x8xf32>
  memref.store %v, %m[%i, %j] {nontemporal = true} : memref<4x8xf32>
  %2 = memref.load %z[] : memref<f32>
  memref.store %2, %z[] : memref<f32>
  %3 = memref.load %m[%i, %j] {nontemporal = false} : memref<4x8xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @dim_cast(%arg0: memref<?x8xf32>, %arg1: memref<*xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<?x8xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x8xf32> to memref<4x8xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<?x8xf32> to memref<*xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<*xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_2 = memref.cast %cast : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
func.func @dim_cast(%m: memref<?x8xf32>, %u: memref<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x8xf32>
  %r = memref.rank %m : memref<?x8xf32>
  %0 = memref.cast %m : memref<?x8xf32> to memref<4x8xf32>
  %1 = memref.cast %m : memref<?x8xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %3 = memref.cast %0 : memref<4x8xf32> to memref<?x?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @copy_global(%arg0: memref<2xf32>, %arg1: memref<2xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %0 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @uninit : memref<4xi32>
// CHECK-NEXT: memref.copy %0, %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @copy_global(%a: memref<2xf32>, %b: memref<2xf32>) {
  memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  %0 = memref.get_global @cst : memref<2xf32>
  %1 = memref.get_global @uninit : memref<4xi32>
  memref.copy %0, %a : memref<2xf32> to memref<2xf32>
  return
}

// CHECK-LABEL: func.func @subview(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[2, 3] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 35>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[%arg1, %arg2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %arg0[0, 0] [4, 4] [2, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 2]>>
// CHECK-NEXT: %subview_3 = memref.subview %arg0[0, %arg2] [1, 8] [1, 1] : memref<8x16xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_4 = memref.subview %arg3[%arg1, %arg2] [%arg1, %arg2] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %subview_5 = memref.subview %arg0[0, 0] [%arg1, 4] [1, %arg2] : memref<8x16xf32> to memref<?x4xf32, strided<[16, ?]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @subview(%m: memref<8x16xf32>, %i: index, %j: index, %d: memref<?x?xf32>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.subview %m[2, 3] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 35>>
  %2 = memref.subview %m[%i, %j] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %3 = memref.subview %m[0, 0] [4, 4] [2, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 2]>>
  %4 = memref.subview %m[0, %j] [1, 8] [1, 1] : memref<8x16xf32> to memref<8xf32, strided<[1], offset: ?>>
  %5 = memref.subview %d[%i, %j] [%i, %j] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %6 = memref.subview %m[0, 0] [%i, 4] [1, %j] : memref<8x16xf32> to memref<?x4xf32, strided<[16, ?]>>
  return
}

// CHECK-LABEL: func.func @reinterpret_view(%arg0: memref<?xf32>, %arg1: memref<2048xi8>, %arg2: index) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32, strided<[10, 1]>>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [%arg2], sizes: [%arg2, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %view = memref.view %arg1[%c0][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %view_1 = memref.view %arg1[%c0][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reinterpret_view(%m: memref<?xf32>, %b: memref<2048xi8>, %n: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32, strided<[10, 1]>>
  %1 = memref.reinterpret_cast %m to offset: [%n], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %2 = memref.view %b[%c0][] : memref<2048xi8> to memref<64x4xf32>
  %3 = memref.view %b[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  return
}

// CHECK-LABEL: func.func @reshape(%arg0: memref<4x8xf32>, %arg1: memref<2x2x8xf32>, %arg2: index) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : memref<2x2x8xf32> into memref<4x8xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg1 {{\[\[}}0, 1, 2]] : memref<2x2x8xf32> into memref<32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reshape(%m: memref<4x8xf32>, %c: memref<2x2x8xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
  %1 = memref.collapse_shape %c [[0, 1], [2]] : memref<2x2x8xf32> into memref<4x8xf32>
  %2 = memref.collapse_shape %c [[0, 1, 2]] : memref<2x2x8xf32> into memref<32xf32>
  return
}

// CHECK-LABEL: func.func @misc(%arg0: memref<4xf32>) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg0[%intptr], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @misc(%m: memref<4xf32>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  %base, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index
  memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.alloca_scope -> (f32) {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.prefetch %m[%0], read, locality<3>, data : memref<4xf32>
  return
}

// GENERIC: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "cst", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// GENERIC-NEXT:   "memref.global"() <{initial_value, sym_name = "uninit", type = memref<4xi32>}> : () -> ()
// GENERIC-NEXT:   "memref.global"() <{alignment = 64 : i64, initial_value = dense<0.000000e+00> : tensor<f32>, sym_name = "zero", sym_visibility = "private", type = memref<f32>}> : () -> ()
// GENERIC-NEXT:   "memref.global"() <{sym_name = "ext", type = memref<3xf32>}> : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index) -> (), sym_name = "alloc_dealloc"}> ({
// GENERIC-NEXT:   ^bb0(%arg20: index, %arg21: index):
// GENERIC-NEXT:     %34 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
// GENERIC-NEXT:     %35 = "memref.alloc"(%arg20) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
// GENERIC-NEXT:     %36 = "memref.alloc"(%arg20, %arg20) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>
// GENERIC-NEXT:     %37 = "memref.alloc"(%arg21) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4xf32, #map>
// GENERIC-NEXT:     %38 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xi8>
// GENERIC-NEXT:     %39 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT:     %40 = "memref.alloca"(%arg20) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xindex>
// GENERIC-NEXT:     %41 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32, 1>
// GENERIC-NEXT:     %42 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f64>
// GENERIC-NEXT:     "memref.dealloc"(%34) : (memref<4x8xf32>) -> ()
// GENERIC-NEXT:     "memref.dealloc"(%35) : (memref<?x8xf32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xf32>, index, index, f32, memref<f32>) -> f32, sym_name = "load_store"}> ({
// GENERIC-NEXT:   ^bb0(%arg15: memref<4x8xf32>, %arg16: index, %arg17: index, %arg18: f32, %arg19: memref<f32>):
// GENERIC-NEXT:     %30 = "memref.load"(%arg15, %arg16, %arg17) : (memref<4x8xf32>, index, index) -> f32
// GENERIC-NEXT:     "memref.store"(%arg18, %arg15, %arg16, %arg17) : (f32, memref<4x8xf32>, index, index) -> ()
// GENERIC-NEXT:     %31 = "memref.load"(%arg15, %arg16, %arg17) <{nontemporal = true}> : (memref<4x8xf32>, index, index) -> f32
// GENERIC-NEXT:     "memref.store"(%arg18, %arg15, %arg16, %arg17) <{nontemporal = true}> : (f32, memref<4x8xf32>, index, index) -> ()
// GENERIC-NEXT:     %32 = "memref.load"(%arg19) : (memref<f32>) -> f32
// GENERIC-NEXT:     "memref.store"(%32, %arg19) : (f32, memref<f32>) -> ()
// GENERIC-NEXT:     %33 = "memref.load"(%arg15, %arg16, %arg17) <{nontemporal = false}> : (memref<4x8xf32>, index, index) -> f32
// GENERIC-NEXT:     "func.return"(%30) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<?x8xf32>, memref<*xf32>) -> index, sym_name = "dim_cast"}> ({
// GENERIC-NEXT:   ^bb0(%arg13: memref<?x8xf32>, %arg14: memref<*xf32>):
// GENERIC-NEXT:     %23 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %24 = "memref.dim"(%arg13, %23) : (memref<?x8xf32>, index) -> index
// GENERIC-NEXT:     %25 = "memref.rank"(%arg13) : (memref<?x8xf32>) -> index
// GENERIC-NEXT:     %26 = "memref.cast"(%arg13) : (memref<?x8xf32>) -> memref<4x8xf32>
// GENERIC-NEXT:     %27 = "memref.cast"(%arg13) : (memref<?x8xf32>) -> memref<*xf32>
// GENERIC-NEXT:     %28 = "memref.cast"(%arg14) : (memref<*xf32>) -> memref<?x?xf32>
// GENERIC-NEXT:     %29 = "memref.cast"(%26) : (memref<4x8xf32>) -> memref<?x?xf32>
// GENERIC-NEXT:     "func.return"(%24) : (index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<2xf32>, memref<2xf32>) -> (), sym_name = "copy_global"}> ({
// GENERIC-NEXT:   ^bb0(%arg11: memref<2xf32>, %arg12: memref<2xf32>):
// GENERIC-NEXT:     "memref.copy"(%arg11, %arg12) : (memref<2xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT:     %21 = "memref.get_global"() <{name = @cst}> : () -> memref<2xf32>
// GENERIC-NEXT:     %22 = "memref.get_global"() <{name = @uninit}> : () -> memref<4xi32>
// GENERIC-NEXT:     "memref.copy"(%21, %arg11) : (memref<2xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<8x16xf32>, index, index, memref<?x?xf32>) -> (), sym_name = "subview"}> ({
// GENERIC-NEXT:   ^bb0(%arg7: memref<8x16xf32>, %arg8: index, %arg9: index, %arg10: memref<?x?xf32>):
// GENERIC-NEXT:     %14 = "memref.subview"(%arg7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1]>>
// GENERIC-NEXT:     %15 = "memref.subview"(%arg7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 3>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 35>>
// GENERIC-NEXT:     %16 = "memref.subview"(%arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index, index) -> memref<4x4xf32, strided<[16, 1], offset: ?>>
// GENERIC-NEXT:     %17 = "memref.subview"(%arg7) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 2>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[32, 2]>>
// GENERIC-NEXT:     %18 = "memref.subview"(%arg7, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<8xf32, strided<[1], offset: ?>>
// GENERIC-NEXT:     %19 = "memref.subview"(%arg10, %arg8, %arg9, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
// GENERIC-NEXT:     %20 = "memref.subview"(%arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<8x16xf32>, index, index) -> memref<?x4xf32, strided<[16, ?]>>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<?xf32>, memref<2048xi8>, index) -> (), sym_name = "reinterpret_view"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: memref<?xf32>, %arg5: memref<2048xi8>, %arg6: index):
// GENERIC-NEXT:     %9 = "memref.reinterpret_cast"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 10, 10>, static_strides = array<i64: 10, 1>}> : (memref<?xf32>) -> memref<10x10xf32, strided<[10, 1]>>
// GENERIC-NEXT:     %10 = "memref.reinterpret_cast"(%arg4, %arg6, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<?xf32>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>
// GENERIC-NEXT:     %11 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %12 = "memref.view"(%arg5, %11) : (memref<2048xi8>, index) -> memref<64x4xf32>
// GENERIC-NEXT:     %13 = "memref.view"(%arg5, %11, %arg6) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xf32>, memref<2x2x8xf32>, index) -> (), sym_name = "reshape"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: memref<4x8xf32>, %arg2: memref<2x2x8xf32>, %arg3: index):
// GENERIC-NEXT:     %6 = "memref.expand_shape"(%arg1) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 2, 8>}> : (memref<4x8xf32>) -> memref<2x2x8xf32>
// GENERIC-NEXT:     %7 = "memref.collapse_shape"(%arg2) <{reassociation = {{\[\[}}0, 1], [2]]}> : (memref<2x2x8xf32>) -> memref<4x8xf32>
// GENERIC-NEXT:     %8 = "memref.collapse_shape"(%arg2) <{reassociation = {{\[\[}}0, 1, 2]]}> : (memref<2x2x8xf32>) -> memref<32xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4xf32>) -> (), sym_name = "misc"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4xf32>):
// GENERIC-NEXT:     %0 = "memref.extract_aligned_pointer_as_index"(%arg0) : (memref<4xf32>) -> index
// GENERIC-NEXT:     %1:4 = "memref.extract_strided_metadata"(%arg0) : (memref<4xf32>) -> (memref<f32>, index, index, index)
// GENERIC-NEXT:     %2 = "memref.assume_alignment"(%arg0) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>
// GENERIC-NEXT:     %3 = "memref.alloca_scope"() ({
// GENERIC-NEXT:       %4 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:       %5 = "memref.load"(%arg0, %4) : (memref<4xf32>, index) -> f32
// GENERIC-NEXT:       "memref.alloca_scope.return"(%5) : (f32) -> ()
// GENERIC-NEXT:     }) : () -> f32
// GENERIC-NEXT:     "memref.prefetch"(%arg0, %0) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4xf32>, index) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
