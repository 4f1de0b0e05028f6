// memref.distinct_objects: custom and generic forms as mlir-opt 22 prints
// them (results take the operand types), and its effects: it is Pure, so
// -canonicalize erases an unused one and -cse merges two of the same
// operands, whatever memory operations come between.
// RUN: affine-opt %s --allow-unregistered-dialect | affine-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s --allow-unregistered-dialect -cse | FileCheck %s --check-prefix=CSE
// RUN: %mlir_opt %s --allow-unregistered-dialect -cse | FileCheck %s --check-prefix=CSE

// CHECK-LABEL: func.func @forms(%arg0: memref<4xf32>, %arg1: memref<?x8xf32, strided<[16, 1]>>, %arg2: memref<f32, 1>) {
// CHECK-NEXT: %0:3 = memref.distinct_objects %arg0, %arg1, %arg2 : memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>
// CHECK-NEXT: %1 = memref.distinct_objects %arg0 {tag} : memref<4xf32>
// CHECK-NEXT: "test.use"(%0#0, %0#1, %0#2, %1) : (memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>, memref<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0:2 = memref.distinct_objects %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: %1:2 = memref.distinct_objects %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: %2:2 = memref.distinct_objects %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %1#0[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %3, %2#1[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %3, %1#1[%c0] : memref<4xf32>
// CHECK-NEXT: return %2#0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>) -> (), sym_name = "forms"}> ({
// GENERIC-NEXT: ^bb0(%arg2: memref<4xf32>, %arg3: memref<?x8xf32, strided<[16, 1]>>, %arg4: memref<f32, 1>):
// GENERIC-NEXT: %5:3 = "memref.distinct_objects"(%arg2, %arg3, %arg4) : (memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>) -> (memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>)
// GENERIC-NEXT: %6 = "memref.distinct_objects"(%arg2) {tag} : (memref<4xf32>) -> memref<4xf32>
// GENERIC-NEXT: "test.use"(%5#0, %5#1, %5#2, %6) : (memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>, memref<4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>) -> memref<4xf32>, sym_name = "unused"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>):
// GENERIC-NEXT: %0:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
// GENERIC-NEXT: %1:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
// GENERIC-NEXT: %2:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
// GENERIC-NEXT: %3 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %4 = "memref.load"(%1#0, %3) : (memref<4xf32>, index) -> f32
// GENERIC-NEXT: "memref.store"(%4, %2#1, %3) : (f32, memref<4xf32>, index) -> ()
// GENERIC-NEXT: "memref.store"(%4, %1#1, %3) : (f32, memref<4xf32>, index) -> ()
// GENERIC-NEXT: "func.return"(%2#0) : (memref<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON-LABEL: func.func @forms(%arg0: memref<4xf32>, %arg1: memref<?x8xf32, strided<[16, 1]>>, %arg2: memref<f32, 1>) {
// CANON-NEXT: %0:3 = memref.distinct_objects %arg0, %arg1, %arg2 : memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>
// CANON-NEXT: %1 = memref.distinct_objects %arg0 {tag} : memref<4xf32>
// CANON-NEXT: "test.use"(%0#0, %0#1, %0#2, %1) : (memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>, memref<4xf32>) -> ()
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-LABEL: func.func @unused(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %0:2 = memref.distinct_objects %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// CANON-NEXT: %1:2 = memref.distinct_objects %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// CANON-NEXT: %2 = memref.load %0#0[%c0] : memref<4xf32>
// CANON-NEXT: memref.store %2, %1#1[%c0] : memref<4xf32>
// CANON-NEXT: memref.store %2, %0#1[%c0] : memref<4xf32>
// CANON-NEXT: return %1#0 : memref<4xf32>
// CANON-NEXT: }
// CANON-NEXT: }

// CSE-LABEL: func.func @forms(%arg0: memref<4xf32>, %arg1: memref<?x8xf32, strided<[16, 1]>>, %arg2: memref<f32, 1>) {
// CSE-NEXT: %0:3 = memref.distinct_objects %arg0, %arg1, %arg2 : memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>
// CSE-NEXT: %1 = memref.distinct_objects %arg0 {tag} : memref<4xf32>
// CSE-NEXT: "test.use"(%0#0, %0#1, %0#2, %1) : (memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>, memref<4xf32>) -> ()
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-LABEL: func.func @unused(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// CSE-NEXT: %0:2 = memref.distinct_objects %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: %1 = memref.load %0#0[%c0] : memref<4xf32>
// CSE-NEXT: memref.store %1, %0#1[%c0] : memref<4xf32>
// CSE-NEXT: memref.store %1, %0#1[%c0] : memref<4xf32>
// CSE-NEXT: return %0#0 : memref<4xf32>
// CSE-NEXT: }
// CSE-NEXT: }

func.func @forms(%a: memref<4xf32>, %b: memref<?x8xf32, strided<[16, 1]>>, %c: memref<f32, 1>) {
  %0:3 = memref.distinct_objects %a, %b, %c : memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>
  %1 = memref.distinct_objects %a {tag} : memref<4xf32>
  "test.use"(%0#0, %0#1, %0#2, %1) : (memref<4xf32>, memref<?x8xf32, strided<[16, 1]>>, memref<f32, 1>, memref<4xf32>) -> ()
  return
}

func.func @unused(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  %0:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  %1:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  %2:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  %c = arith.constant 0 : index
  %v = memref.load %1#0[%c] : memref<4xf32>
  memref.store %v, %2#1[%c] : memref<4xf32>
  memref.store %v, %1#1[%c] : memref<4xf32>
  return %2#0 : memref<4xf32>
}
