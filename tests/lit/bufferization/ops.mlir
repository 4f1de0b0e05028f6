// bufferization.clone, bufferization.dealloc and
// bufferization.materialize_in_destination: custom and generic forms as
// mlir-opt 22 prints them (dealloc's optional groups and inferred i1
// results, materialize's restrict / writable keywords), their effects
// (clone reads its operand and allocates and writes its result: a store
// between two clones keeps both under -cse, an unused clone is erased;
// materialize writes a memref destination and is dead on tensors) and
// dealloc's canonicalization patterns (duplicate memrefs and retained
// memrefs, empty and always-false deallocs, alloc/dealloc pairs).
// RUN: affine-opt %s --allow-unregistered-dialect | affine-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s --allow-unregistered-dialect -cse | FileCheck %s --check-prefix=CSE
// RUN: %mlir_opt %s --allow-unregistered-dialect -cse | FileCheck %s --check-prefix=CSE

// CHECK-LABEL: func.func @forms(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: i1, %arg3: tensor<4xf32>, %arg4: memref<?xf32>, %arg5: i1, %arg6: tensor<?xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = bufferization.clone %arg1 {x} : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: %2 = bufferization.dealloc (%arg0, %arg4 : memref<4xf32>, memref<?xf32>) if (%arg2, %arg5) retain (%arg1 : memref<*xf32>)
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2)
// CHECK-NEXT: %3:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg4, %arg1 : memref<?xf32>, memref<*xf32>)
// CHECK-NEXT: bufferization.dealloc {tag}
// CHECK-NEXT: %4 = bufferization.dealloc retain (%arg0 : memref<4xf32>)
// CHECK-NEXT: %5 = bufferization.materialize_in_destination %arg3 in %arg3 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg3 in restrict writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.materialize_in_destination %arg6 in writable %arg0 {tag} : (tensor<?xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "test.use"(%0, %1, %2, %3#0, %3#1, %4, %5) : (memref<4xf32>, memref<*xf32>, i1, i1, i1, i1, tensor<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @effects(%arg0: memref<4xf32>, %arg1: tensor<4xf32>, %arg2: f32) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %2 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %3 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %4 = bufferization.materialize_in_destination %arg1 in %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg1 in writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%true)
// CHECK-NEXT: return %0, %1, %2 : memref<4xf32>, memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dup_memrefs(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1, %arg3: i1) {
// CHECK-NEXT: bufferization.dealloc (%arg0, %arg1, %arg0 : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%arg2, %arg3, %arg3)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dup_memrefs_same_cond(%arg0: memref<4xf32>, %arg1: i1) {
// CHECK-NEXT: bufferization.dealloc (%arg0, %arg0 : memref<4xf32>, memref<4xf32>) if (%arg1, %arg1)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dup_retained(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: memref<2xf32>, %arg3: i1) -> (i1, i1, i1) {
// CHECK-NEXT: %0:3 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg3) retain (%arg1, %arg2, %arg1 : memref<?xf32>, memref<2xf32>, memref<?xf32>)
// CHECK-NEXT: return %0#0, %0#1, %0#2 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(%arg0: memref<?xf32>) -> (i1, i1) {
// CHECK-NEXT: %0:2 = bufferization.dealloc retain (%arg0, %arg0 : memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: return %0#0, %0#1 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @always_false(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<4xf32>) if (%false, %arg2)
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_pair(%arg0: i1, %arg1: memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc, %alloc_0, %0 : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%arg0, %arg0, %arg0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<*xf32>, i1, tensor<4xf32>, memref<?xf32>, i1, tensor<?xf32>) -> (), sym_name = "forms"}> ({
// GENERIC-NEXT: ^bb0(%arg19: memref<4xf32>, %arg20: memref<*xf32>, %arg21: i1, %arg22: tensor<4xf32>, %arg23: memref<?xf32>, %arg24: i1, %arg25: tensor<?xf32>):
// GENERIC-NEXT: %14 = "bufferization.clone"(%arg19) : (memref<4xf32>) -> memref<4xf32>
// GENERIC-NEXT: %15 = "bufferization.clone"(%arg20) {x} : (memref<*xf32>) -> memref<*xf32>
// GENERIC-NEXT: %16 = "bufferization.dealloc"(%arg19, %arg23, %arg21, %arg24, %arg20) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (memref<4xf32>, memref<?xf32>, i1, i1, memref<*xf32>) -> i1
// GENERIC-NEXT: "bufferization.dealloc"(%arg19, %arg21) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i1) -> ()
// GENERIC-NEXT: %17:2 = "bufferization.dealloc"(%arg19, %arg21, %arg23, %arg20) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (memref<4xf32>, i1, memref<?xf32>, memref<*xf32>) -> (i1, i1)
// GENERIC-NEXT: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> {tag} : () -> ()
// GENERIC-NEXT: %18 = "bufferization.dealloc"(%arg19) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<4xf32>) -> i1
// GENERIC-NEXT: %19 = "bufferization.materialize_in_destination"(%arg22, %arg22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg22, %arg19) <{restrict, writable}> : (tensor<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg25, %arg19) <{writable}> {tag} : (tensor<?xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "test.use"(%14, %15, %16, %17#0, %17#1, %18, %19) : (memref<4xf32>, memref<*xf32>, i1, i1, i1, i1, tensor<4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, tensor<4xf32>, f32) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>), sym_name = "effects"}> ({
// GENERIC-NEXT: ^bb0(%arg16: memref<4xf32>, %arg17: tensor<4xf32>, %arg18: f32):
// GENERIC-NEXT: %7 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %8 = "bufferization.clone"(%arg16) : (memref<4xf32>) -> memref<4xf32>
// GENERIC-NEXT: "memref.store"(%arg18, %arg16, %7) : (f32, memref<4xf32>, index) -> ()
// GENERIC-NEXT: %9 = "bufferization.clone"(%arg16) : (memref<4xf32>) -> memref<4xf32>
// GENERIC-NEXT: %10 = "bufferization.clone"(%arg16) : (memref<4xf32>) -> memref<4xf32>
// GENERIC-NEXT: %11 = "bufferization.clone"(%arg16) : (memref<4xf32>) -> memref<4xf32>
// GENERIC-NEXT: %12 = "bufferization.materialize_in_destination"(%arg17, %arg17) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg17, %arg16) <{writable}> : (tensor<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: %13 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: "bufferization.dealloc"(%arg16, %13) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i1) -> ()
// GENERIC-NEXT: "func.return"(%8, %9, %10) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, i1, i1) -> (), sym_name = "dup_memrefs"}> ({
// GENERIC-NEXT: ^bb0(%arg12: memref<4xf32>, %arg13: memref<4xf32>, %arg14: i1, %arg15: i1):
// GENERIC-NEXT: "bufferization.dealloc"(%arg12, %arg13, %arg12, %arg14, %arg15, %arg15) <{operandSegmentSizes = array<i32: 3, 3, 0>}> : (memref<4xf32>, memref<4xf32>, memref<4xf32>, i1, i1, i1) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, i1) -> (), sym_name = "dup_memrefs_same_cond"}> ({
// GENERIC-NEXT: ^bb0(%arg10: memref<4xf32>, %arg11: i1):
// GENERIC-NEXT: "bufferization.dealloc"(%arg10, %arg10, %arg11, %arg11) <{operandSegmentSizes = array<i32: 2, 2, 0>}> : (memref<4xf32>, memref<4xf32>, i1, i1) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<?xf32>, memref<2xf32>, i1) -> (i1, i1, i1), sym_name = "dup_retained"}> ({
// GENERIC-NEXT: ^bb0(%arg6: memref<4xf32>, %arg7: memref<?xf32>, %arg8: memref<2xf32>, %arg9: i1):
// GENERIC-NEXT: %6:3 = "bufferization.dealloc"(%arg6, %arg9, %arg7, %arg8, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 3>}> : (memref<4xf32>, i1, memref<?xf32>, memref<2xf32>, memref<?xf32>) -> (i1, i1, i1)
// GENERIC-NEXT: "func.return"(%6#0, %6#1, %6#2) : (i1, i1, i1) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<?xf32>) -> (i1, i1), sym_name = "empty"}> ({
// GENERIC-NEXT: ^bb0(%arg5: memref<?xf32>):
// GENERIC-NEXT: %5:2 = "bufferization.dealloc"(%arg5, %arg5) <{operandSegmentSizes = array<i32: 0, 0, 2>}> : (memref<?xf32>, memref<?xf32>) -> (i1, i1)
// GENERIC-NEXT: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
// GENERIC-NEXT: "func.return"(%5#0, %5#1) : (i1, i1) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, i1) -> (), sym_name = "always_false"}> ({
// GENERIC-NEXT: ^bb0(%arg2: memref<4xf32>, %arg3: memref<4xf32>, %arg4: i1):
// GENERIC-NEXT: %3 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: %4 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: "bufferization.dealloc"(%arg2, %arg3, %3, %arg4) <{operandSegmentSizes = array<i32: 2, 2, 0>}> : (memref<4xf32>, memref<4xf32>, i1, i1) -> ()
// GENERIC-NEXT: "bufferization.dealloc"(%arg2, %4) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i1) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i1, memref<4xf32>) -> (), sym_name = "alloc_pair"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i1, %arg1: memref<4xf32>):
// GENERIC-NEXT: %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT: %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC-NEXT: %2 = "bufferization.clone"(%arg1) : (memref<4xf32>) -> memref<4xf32>
// GENERIC-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// GENERIC-NEXT: "bufferization.dealloc"(%0, %1, %2, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 3, 3, 0>}> : (memref<4xf32>, memref<4xf32>, memref<4xf32>, i1, i1, i1) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON-LABEL: func.func @forms(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: i1, %arg3: tensor<4xf32>, %arg4: memref<?xf32>, %arg5: i1, %arg6: tensor<?xf32>) {
// CANON-NEXT: %false = arith.constant false
// CANON-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CANON-NEXT: %1 = bufferization.clone %arg1 {x} : memref<*xf32> to memref<*xf32>
// CANON-NEXT: %2 = bufferization.dealloc (%arg0, %arg4 : memref<4xf32>, memref<?xf32>) if (%arg2, %arg5) retain (%arg1 : memref<*xf32>)
// CANON-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2)
// CANON-NEXT: %3:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg4, %arg1 : memref<?xf32>, memref<*xf32>)
// CANON-NEXT: %4 = bufferization.materialize_in_destination %arg3 in %arg3 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CANON-NEXT: bufferization.materialize_in_destination %arg3 in restrict writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CANON-NEXT: bufferization.materialize_in_destination %arg6 in writable %arg0 {tag} : (tensor<?xf32>, memref<4xf32>) -> ()
// CANON-NEXT: "test.use"(%0, %1, %2, %3#0, %3#1, %false, %4) : (memref<4xf32>, memref<*xf32>, i1, i1, i1, i1, tensor<4xf32>) -> ()
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-LABEL: func.func @effects(%arg0: memref<4xf32>, %arg1: tensor<4xf32>, %arg2: f32) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
// CANON-NEXT: %true = arith.constant true
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CANON-NEXT: memref.store %arg2, %arg0[%c0] : memref<4xf32>
// CANON-NEXT: %1 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CANON-NEXT: %2 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CANON-NEXT: bufferization.materialize_in_destination %arg1 in writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CANON-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%true)
// CANON-NEXT: return %0, %1, %2 : memref<4xf32>, memref<4xf32>, memref<4xf32>
// CANON-NEXT: }
// CANON-LABEL: func.func @dup_memrefs(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1, %arg3: i1) {
// CANON-NEXT: %0 = arith.ori %arg2, %arg3 : i1
// CANON-NEXT: bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<4xf32>) if (%0, %arg3)
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-LABEL: func.func @dup_memrefs_same_cond(%arg0: memref<4xf32>, %arg1: i1) {
// CANON-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg1)
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-LABEL: func.func @dup_retained(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: memref<2xf32>, %arg3: i1) -> (i1, i1, i1) {
// CANON-NEXT: %0:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg3) retain (%arg1, %arg2 : memref<?xf32>, memref<2xf32>)
// CANON-NEXT: return %0#0, %0#1, %0#0 : i1, i1, i1
// CANON-NEXT: }
// CANON-LABEL: func.func @empty(%arg0: memref<?xf32>) -> (i1, i1) {
// CANON-NEXT: %false = arith.constant false
// CANON-NEXT: return %false, %false : i1, i1
// CANON-NEXT: }
// CANON-LABEL: func.func @always_false(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) {
// CANON-NEXT: %true = arith.constant true
// CANON-NEXT: bufferization.dealloc (%arg1 : memref<4xf32>) if (%arg2)
// CANON-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%true)
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-LABEL: func.func @alloc_pair(%arg0: i1, %arg1: memref<4xf32>) {
// CANON-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CANON-NEXT: %0 = bufferization.clone %arg1 : memref<4xf32> to memref<4xf32>
// CANON-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CANON-NEXT: bufferization.dealloc (%alloc, %0 : memref<4xf32>, memref<4xf32>) if (%arg0, %arg0)
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }

// CSE-LABEL: func.func @forms(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: i1, %arg3: tensor<4xf32>, %arg4: memref<?xf32>, %arg5: i1, %arg6: tensor<?xf32>) {
// CSE-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: %1 = bufferization.clone %arg1 {x} : memref<*xf32> to memref<*xf32>
// CSE-NEXT: %2 = bufferization.dealloc (%arg0, %arg4 : memref<4xf32>, memref<?xf32>) if (%arg2, %arg5) retain (%arg1 : memref<*xf32>)
// CSE-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2)
// CSE-NEXT: %3:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg4, %arg1 : memref<?xf32>, memref<*xf32>)
// CSE-NEXT: bufferization.dealloc {tag}
// CSE-NEXT: %4 = bufferization.dealloc retain (%arg0 : memref<4xf32>)
// CSE-NEXT: %5 = bufferization.materialize_in_destination %arg3 in %arg3 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CSE-NEXT: bufferization.materialize_in_destination %arg3 in restrict writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CSE-NEXT: bufferization.materialize_in_destination %arg6 in writable %arg0 {tag} : (tensor<?xf32>, memref<4xf32>) -> ()
// CSE-NEXT: "test.use"(%0, %1, %2, %3#0, %3#1, %4, %5) : (memref<4xf32>, memref<*xf32>, i1, i1, i1, i1, tensor<4xf32>) -> ()
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-LABEL: func.func @effects(%arg0: memref<4xf32>, %arg1: tensor<4xf32>, %arg2: f32) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: memref.store %arg2, %arg0[%c0] : memref<4xf32>
// CSE-NEXT: %1 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: %2 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: bufferization.materialize_in_destination %arg1 in writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CSE-NEXT: %true = arith.constant true
// CSE-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%true)
// CSE-NEXT: return %0, %1, %2 : memref<4xf32>, memref<4xf32>, memref<4xf32>
// CSE-NEXT: }
// CSE-LABEL: func.func @dup_memrefs(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1, %arg3: i1) {
// CSE-NEXT: bufferization.dealloc (%arg0, %arg1, %arg0 : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%arg2, %arg3, %arg3)
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-LABEL: func.func @dup_memrefs_same_cond(%arg0: memref<4xf32>, %arg1: i1) {
// CSE-NEXT: bufferization.dealloc (%arg0, %arg0 : memref<4xf32>, memref<4xf32>) if (%arg1, %arg1)
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-LABEL: func.func @dup_retained(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: memref<2xf32>, %arg3: i1) -> (i1, i1, i1) {
// CSE-NEXT: %0:3 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg3) retain (%arg1, %arg2, %arg1 : memref<?xf32>, memref<2xf32>, memref<?xf32>)
// CSE-NEXT: return %0#0, %0#1, %0#2 : i1, i1, i1
// CSE-NEXT: }
// CSE-LABEL: func.func @empty(%arg0: memref<?xf32>) -> (i1, i1) {
// CSE-NEXT: %0:2 = bufferization.dealloc retain (%arg0, %arg0 : memref<?xf32>, memref<?xf32>)
// CSE-NEXT: bufferization.dealloc
// CSE-NEXT: return %0#0, %0#1 : i1, i1
// CSE-NEXT: }
// CSE-LABEL: func.func @always_false(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) {
// CSE-NEXT: %false = arith.constant false
// CSE-NEXT: %true = arith.constant true
// CSE-NEXT: bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<4xf32>) if (%false, %arg2)
// CSE-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%true)
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-LABEL: func.func @alloc_pair(%arg0: i1, %arg1: memref<4xf32>) {
// CSE-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CSE-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CSE-NEXT: %0 = bufferization.clone %arg1 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CSE-NEXT: bufferization.dealloc (%alloc, %alloc_0, %0 : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%arg0, %arg0, %arg0)
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: }

func.func @forms(%m: memref<4xf32>, %u: memref<*xf32>, %c: i1, %t: tensor<4xf32>, %m2: memref<?xf32>, %c2: i1, %td: tensor<?xf32>) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = bufferization.clone %u {x} : memref<*xf32> to memref<*xf32>
  %2 = bufferization.dealloc (%m, %m2 : memref<4xf32>, memref<?xf32>) if (%c, %c2) retain (%u : memref<*xf32>)
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  %3:2 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%m2, %u : memref<?xf32>, memref<*xf32>)
  bufferization.dealloc {tag}
  %4 = bufferization.dealloc retain (%m : memref<4xf32>)
  %5 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %td in writable %m {tag} : (tensor<?xf32>, memref<4xf32>) -> ()
  "test.use"(%0, %1, %2, %3#0, %3#1, %4, %5) : (memref<4xf32>, memref<*xf32>, i1, i1, i1, i1, tensor<4xf32>) -> ()
  return
}

// clone allocates and writes its result and reads its operand; a store
// between two clones keeps both for -cse.
func.func @effects(%m: memref<4xf32>, %t: tensor<4xf32>, %v: f32) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  %1 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %2 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %unused = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %3 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %c = arith.constant true
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  return %0, %1, %2 : memref<4xf32>, memref<4xf32>, memref<4xf32>
}
func.func @dup_memrefs(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%m, %n, %m : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %d, %d)
  return
}
func.func @dup_memrefs_same_cond(%m: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m, %m : memref<4xf32>, memref<4xf32>) if (%c, %c)
  return
}
func.func @dup_retained(%m: memref<4xf32>, %r: memref<?xf32>, %s: memref<2xf32>, %c: i1) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%r, %s, %r : memref<?xf32>, memref<2xf32>, memref<?xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}
func.func @empty(%r: memref<?xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r, %r : memref<?xf32>, memref<?xf32>)
  bufferization.dealloc
  return %0#0, %0#1 : i1, i1
}
func.func @always_false(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1) {
  %false = arith.constant false
  %true = arith.constant true
  bufferization.dealloc (%m, %n : memref<4xf32>, memref<4xf32>) if (%false, %c)
  bufferization.dealloc (%m : memref<4xf32>) if (%true)
  return
}
func.func @alloc_pair(%c: i1, %n: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %k = bufferization.clone %n : memref<4xf32> to memref<4xf32>
  "test.use"(%b) : (memref<4xf32>) -> ()
  bufferization.dealloc (%a, %b, %k : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %c, %c)
  return
}
