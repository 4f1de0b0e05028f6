// vector.to_elements, vector.deinterleave, vector.scan, vector.type_cast
// and vector.scalable.insert / extract: custom and generic forms as
// mlir-opt 22 prints them (default result names of deinterleave and scan,
// inherent attributes of scan merged into its attribute dictionary), all
// Pure (-canonicalize erases unused ones, -cse merges equal type_casts),
// and to_elements of a from_elements of its type folds to the elements.
// RUN: affine-opt %s --allow-unregistered-dialect | affine-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s --allow-unregistered-dialect -cse | FileCheck %s --check-prefix=CSE
// RUN: %mlir_opt %s --allow-unregistered-dialect -cse | FileCheck %s --check-prefix=CSE

// CHECK-LABEL: func.func @forms(%arg0: vector<2x3xf32>, %arg1: vector<[4]xf32>, %arg2: vector<[8]xf32>, %arg3: memref<4x8xf32>, %arg4: vector<4xi32>, %arg5: vector<i32>, %arg6: vector<4xf32>, %arg7: vector<f32>, %arg8: vector<3xf32>, %arg9: vector<2x4xf32>) {
// CHECK-NEXT: %0:6 = vector.to_elements %arg0 : vector<2x3xf32>
// CHECK-NEXT: %1 = vector.to_elements %arg7 {tag} : vector<f32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg2 : vector<[8]xf32> -> vector<[4]xf32>
// CHECK-NEXT: %res1_0, %res2_1 = vector.deinterleave %arg9 {tag} : vector<2x4xf32> -> vector<2x2xf32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg4, %arg5 {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
// CHECK-NEXT: %dest_2, %accumulated_value_3 = vector.scan <maxnumf>, %arg0, %arg8 {a, inclusive = false, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
// CHECK-NEXT: %2 = vector.type_cast %arg3 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CHECK-NEXT: %3 = vector.type_cast %arg3 {tag} : memref<4x8xf32> to memref<4xvector<8xf32>>
// CHECK-NEXT: %4 = vector.scalable.extract %arg2[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %5 = vector.scalable.extract %arg2[4] {tag} : vector<4xf32> from vector<[8]xf32>
// CHECK-NEXT: %6 = vector.scalable.insert %arg1, %arg2[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %7 = vector.scalable.insert %arg6, %arg2[-4] {tag} : vector<4xf32> into vector<[8]xf32>
// CHECK-NEXT: "test.use"(%0#0, %0#5, %1, %res1, %res2, %res1_0, %res2_1, %dest, %accumulated_value, %dest_2, %accumulated_value_3, %2, %3, %4, %5, %6, %7) : (f32, f32, f32, vector<[4]xf32>, vector<[4]xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4xi32>, vector<i32>, vector<2x3xf32>, vector<3xf32>, memref<vector<4x8xf32>>, memref<4xvector<8xf32>>, vector<[4]xf32>, vector<4xf32>, vector<[8]xf32>, vector<[8]xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pure(%arg0: vector<4xf32>, %arg1: memref<4x8xf32>, %arg2: vector<[8]xf32>, %arg3: vector<4xi32>, %arg4: vector<i32>) -> (memref<vector<4x8xf32>>, memref<vector<4x8xf32>>) {
// CHECK-NEXT: %0:4 = vector.to_elements %arg0 : vector<4xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg0 : vector<4xf32> -> vector<2xf32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <mul>, %arg3, %arg4 {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
// CHECK-NEXT: %1 = vector.scalable.extract %arg2[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %2 = vector.type_cast %arg1 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CHECK-NEXT: %3 = vector.type_cast %arg1 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CHECK-NEXT: return %2, %3 : memref<vector<4x8xf32>>, memref<vector<4x8xf32>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_elements_of_from_elements(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT: %1:2 = vector.to_elements %0 : vector<2xf32>
// CHECK-NEXT: return %1#1, %1#0 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (vector<2x3xf32>, vector<[4]xf32>, vector<[8]xf32>, memref<4x8xf32>, vector<4xi32>, vector<i32>, vector<4xf32>, vector<f32>, vector<3xf32>, vector<2x4xf32>) -> (), sym_name = "forms"}> ({
// GENERIC-NEXT: ^bb0(%arg7: vector<2x3xf32>, %arg8: vector<[4]xf32>, %arg9: vector<[8]xf32>, %arg10: memref<4x8xf32>, %arg11: vector<4xi32>, %arg12: vector<i32>, %arg13: vector<4xf32>, %arg14: vector<f32>, %arg15: vector<3xf32>, %arg16: vector<2x4xf32>):
// GENERIC-NEXT: %8:6 = "vector.to_elements"(%arg7) : (vector<2x3xf32>) -> (f32, f32, f32, f32, f32, f32)
// GENERIC-NEXT: %9 = "vector.to_elements"(%arg14) {tag} : (vector<f32>) -> f32
// GENERIC-NEXT: %10:2 = "vector.deinterleave"(%arg9) : (vector<[8]xf32>) -> (vector<[4]xf32>, vector<[4]xf32>)
// GENERIC-NEXT: %11:2 = "vector.deinterleave"(%arg16) {tag} : (vector<2x4xf32>) -> (vector<2x2xf32>, vector<2x2xf32>)
// GENERIC-NEXT: %12:2 = "vector.scan"(%arg11, %arg12) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<4xi32>, vector<i32>) -> (vector<4xi32>, vector<i32>)
// GENERIC-NEXT: %13:2 = "vector.scan"(%arg7, %arg15) <{inclusive = false, kind = #vector.kind<maxnumf>, reduction_dim = 0 : i64}> {a} : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
// GENERIC-NEXT: %14 = "vector.type_cast"(%arg10) : (memref<4x8xf32>) -> memref<vector<4x8xf32>>
// GENERIC-NEXT: %15 = "vector.type_cast"(%arg10) {tag} : (memref<4x8xf32>) -> memref<4xvector<8xf32>>
// GENERIC-NEXT: %16 = "vector.scalable.extract"(%arg9) <{pos = 0 : i64}> : (vector<[8]xf32>) -> vector<[4]xf32>
// GENERIC-NEXT: %17 = "vector.scalable.extract"(%arg9) <{pos = 4 : i64}> {tag} : (vector<[8]xf32>) -> vector<4xf32>
// GENERIC-NEXT: %18 = "vector.scalable.insert"(%arg8, %arg9) <{pos = 4 : i64}> : (vector<[4]xf32>, vector<[8]xf32>) -> vector<[8]xf32>
// GENERIC-NEXT: %19 = "vector.scalable.insert"(%arg13, %arg9) <{pos = -4 : i64}> {tag} : (vector<4xf32>, vector<[8]xf32>) -> vector<[8]xf32>
// GENERIC-NEXT: "test.use"(%8#0, %8#5, %9, %10#0, %10#1, %11#0, %11#1, %12#0, %12#1, %13#0, %13#1, %14, %15, %16, %17, %18, %19) : (f32, f32, f32, vector<[4]xf32>, vector<[4]xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4xi32>, vector<i32>, vector<2x3xf32>, vector<3xf32>, memref<vector<4x8xf32>>, memref<4xvector<8xf32>>, vector<[4]xf32>, vector<4xf32>, vector<[8]xf32>, vector<[8]xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (vector<4xf32>, memref<4x8xf32>, vector<[8]xf32>, vector<4xi32>, vector<i32>) -> (memref<vector<4x8xf32>>, memref<vector<4x8xf32>>), sym_name = "pure"}> ({
// GENERIC-NEXT: ^bb0(%arg2: vector<4xf32>, %arg3: memref<4x8xf32>, %arg4: vector<[8]xf32>, %arg5: vector<4xi32>, %arg6: vector<i32>):
// GENERIC-NEXT: %2:4 = "vector.to_elements"(%arg2) : (vector<4xf32>) -> (f32, f32, f32, f32)
// GENERIC-NEXT: %3:2 = "vector.deinterleave"(%arg2) : (vector<4xf32>) -> (vector<2xf32>, vector<2xf32>)
// GENERIC-NEXT: %4:2 = "vector.scan"(%arg5, %arg6) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<4xi32>, vector<i32>) -> (vector<4xi32>, vector<i32>)
// GENERIC-NEXT: %5 = "vector.scalable.extract"(%arg4) <{pos = 0 : i64}> : (vector<[8]xf32>) -> vector<[4]xf32>
// GENERIC-NEXT: %6 = "vector.type_cast"(%arg3) : (memref<4x8xf32>) -> memref<vector<4x8xf32>>
// GENERIC-NEXT: %7 = "vector.type_cast"(%arg3) : (memref<4x8xf32>) -> memref<vector<4x8xf32>>
// GENERIC-NEXT: "func.return"(%6, %7) : (memref<vector<4x8xf32>>, memref<vector<4x8xf32>>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f32, f32) -> (f32, f32), sym_name = "to_elements_of_from_elements"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32, %arg1: f32):
// GENERIC-NEXT: %0 = "vector.from_elements"(%arg0, %arg1) : (f32, f32) -> vector<2xf32>
// GENERIC-NEXT: %1:2 = "vector.to_elements"(%0) : (vector<2xf32>) -> (f32, f32)
// GENERIC-NEXT: "func.return"(%1#1, %1#0) : (f32, f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CANON-LABEL: func.func @forms(%arg0: vector<2x3xf32>, %arg1: vector<[4]xf32>, %arg2: vector<[8]xf32>, %arg3: memref<4x8xf32>, %arg4: vector<4xi32>, %arg5: vector<i32>, %arg6: vector<4xf32>, %arg7: vector<f32>, %arg8: vector<3xf32>, %arg9: vector<2x4xf32>) {
// CANON-NEXT: %0:6 = vector.to_elements %arg0 : vector<2x3xf32>
// CANON-NEXT: %1 = vector.to_elements %arg7 {tag} : vector<f32>
// CANON-NEXT: %res1, %res2 = vector.deinterleave %arg2 : vector<[8]xf32> -> vector<[4]xf32>
// CANON-NEXT: %res1_0, %res2_1 = vector.deinterleave %arg9 {tag} : vector<2x4xf32> -> vector<2x2xf32>
// CANON-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg4, %arg5 {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
// CANON-NEXT: %dest_2, %accumulated_value_3 = vector.scan <maxnumf>, %arg0, %arg8 {a, inclusive = false, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
// CANON-NEXT: %2 = vector.type_cast %arg3 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CANON-NEXT: %3 = vector.type_cast %arg3 {tag} : memref<4x8xf32> to memref<4xvector<8xf32>>
// CANON-NEXT: %4 = vector.scalable.extract %arg2[0] : vector<[4]xf32> from vector<[8]xf32>
// CANON-NEXT: %5 = vector.scalable.extract %arg2[4] {tag} : vector<4xf32> from vector<[8]xf32>
// CANON-NEXT: %6 = vector.scalable.insert %arg1, %arg2[4] : vector<[4]xf32> into vector<[8]xf32>
// CANON-NEXT: %7 = vector.scalable.insert %arg6, %arg2[-4] {tag} : vector<4xf32> into vector<[8]xf32>
// CANON-NEXT: "test.use"(%0#0, %0#5, %1, %res1, %res2, %res1_0, %res2_1, %dest, %accumulated_value, %dest_2, %accumulated_value_3, %2, %3, %4, %5, %6, %7) : (f32, f32, f32, vector<[4]xf32>, vector<[4]xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4xi32>, vector<i32>, vector<2x3xf32>, vector<3xf32>, memref<vector<4x8xf32>>, memref<4xvector<8xf32>>, vector<[4]xf32>, vector<4xf32>, vector<[8]xf32>, vector<[8]xf32>) -> ()
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-LABEL: func.func @pure(%arg0: vector<4xf32>, %arg1: memref<4x8xf32>, %arg2: vector<[8]xf32>, %arg3: vector<4xi32>, %arg4: vector<i32>) -> (memref<vector<4x8xf32>>, memref<vector<4x8xf32>>) {
// CANON-NEXT: %0 = vector.type_cast %arg1 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CANON-NEXT: %1 = vector.type_cast %arg1 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CANON-NEXT: return %0, %1 : memref<vector<4x8xf32>>, memref<vector<4x8xf32>>
// CANON-NEXT: }
// CANON-LABEL: func.func @to_elements_of_from_elements(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CANON-NEXT: return %arg1, %arg0 : f32, f32
// CANON-NEXT: }
// CANON-NEXT: }

// CSE-LABEL: func.func @forms(%arg0: vector<2x3xf32>, %arg1: vector<[4]xf32>, %arg2: vector<[8]xf32>, %arg3: memref<4x8xf32>, %arg4: vector<4xi32>, %arg5: vector<i32>, %arg6: vector<4xf32>, %arg7: vector<f32>, %arg8: vector<3xf32>, %arg9: vector<2x4xf32>) {
// CSE-NEXT: %0:6 = vector.to_elements %arg0 : vector<2x3xf32>
// CSE-NEXT: %1 = vector.to_elements %arg7 {tag} : vector<f32>
// CSE-NEXT: %res1, %res2 = vector.deinterleave %arg2 : vector<[8]xf32> -> vector<[4]xf32>
// CSE-NEXT: %res1_0, %res2_1 = vector.deinterleave %arg9 {tag} : vector<2x4xf32> -> vector<2x2xf32>
// CSE-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg4, %arg5 {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
// CSE-NEXT: %dest_2, %accumulated_value_3 = vector.scan <maxnumf>, %arg0, %arg8 {a, inclusive = false, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
// CSE-NEXT: %2 = vector.type_cast %arg3 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CSE-NEXT: %3 = vector.type_cast %arg3 {tag} : memref<4x8xf32> to memref<4xvector<8xf32>>
// CSE-NEXT: %4 = vector.scalable.extract %arg2[0] : vector<[4]xf32> from vector<[8]xf32>
// CSE-NEXT: %5 = vector.scalable.extract %arg2[4] {tag} : vector<4xf32> from vector<[8]xf32>
// CSE-NEXT: %6 = vector.scalable.insert %arg1, %arg2[4] : vector<[4]xf32> into vector<[8]xf32>
// CSE-NEXT: %7 = vector.scalable.insert %arg6, %arg2[-4] {tag} : vector<4xf32> into vector<[8]xf32>
// CSE-NEXT: "test.use"(%0#0, %0#5, %1, %res1, %res2, %res1_0, %res2_1, %dest, %accumulated_value, %dest_2, %accumulated_value_3, %2, %3, %4, %5, %6, %7) : (f32, f32, f32, vector<[4]xf32>, vector<[4]xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4xi32>, vector<i32>, vector<2x3xf32>, vector<3xf32>, memref<vector<4x8xf32>>, memref<4xvector<8xf32>>, vector<[4]xf32>, vector<4xf32>, vector<[8]xf32>, vector<[8]xf32>) -> ()
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-LABEL: func.func @pure(%arg0: vector<4xf32>, %arg1: memref<4x8xf32>, %arg2: vector<[8]xf32>, %arg3: vector<4xi32>, %arg4: vector<i32>) -> (memref<vector<4x8xf32>>, memref<vector<4x8xf32>>) {
// CSE-NEXT: %0 = vector.type_cast %arg1 : memref<4x8xf32> to memref<vector<4x8xf32>>
// CSE-NEXT: return %0, %0 : memref<vector<4x8xf32>>, memref<vector<4x8xf32>>
// CSE-NEXT: }
// CSE-LABEL: func.func @to_elements_of_from_elements(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CSE-NEXT: %0 = vector.from_elements %arg0, %arg1 : vector<2xf32>
// CSE-NEXT: %1:2 = vector.to_elements %0 : vector<2xf32>
// CSE-NEXT: return %1#1, %1#0 : f32, f32
// CSE-NEXT: }
// CSE-NEXT: }

func.func @forms(%v: vector<2x3xf32>, %s: vector<[4]xf32>, %b: vector<[8]xf32>, %m: memref<4x8xf32>, %i: vector<4xi32>, %i0: vector<i32>, %x: vector<4xf32>, %z: vector<f32>, %y: vector<3xf32>, %w: vector<2x4xf32>) {
  %0:6 = vector.to_elements %v : vector<2x3xf32>
  %1:1 = vector.to_elements %z {tag} : vector<f32>
  %2, %3 = vector.deinterleave %b : vector<[8]xf32> -> vector<[4]xf32>
  %4, %5 = vector.deinterleave %w {tag} : vector<2x4xf32> -> vector<2x2xf32>
  %6, %7 = vector.scan <add>, %i, %i0 {inclusive = true, reduction_dim = 0} : vector<4xi32>, vector<i32>
  %8, %9 = vector.scan <maxnumf>, %v, %y {reduction_dim = 0 : i64, inclusive = false, a} : vector<2x3xf32>, vector<3xf32>
  %10 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  %11 = vector.type_cast %m {tag} : memref<4x8xf32> to memref<4xvector<8xf32>>
  %12 = vector.scalable.extract %b[0] : vector<[4]xf32> from vector<[8]xf32>
  %13 = vector.scalable.extract %b[4] {tag} : vector<4xf32> from vector<[8]xf32>
  %14 = vector.scalable.insert %s, %b[4] : vector<[4]xf32> into vector<[8]xf32>
  %15 = vector.scalable.insert %x, %b[-4] {tag} : vector<4xf32> into vector<[8]xf32>
  "test.use"(%0#0, %0#5, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (f32, f32, f32, vector<[4]xf32>, vector<[4]xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4xi32>, vector<i32>, vector<2x3xf32>, vector<3xf32>, memref<vector<4x8xf32>>, memref<4xvector<8xf32>>, vector<[4]xf32>, vector<4xf32>, vector<[8]xf32>, vector<[8]xf32>) -> ()
  return
}

func.func @pure(%v: vector<4xf32>, %m: memref<4x8xf32>, %b: vector<[8]xf32>, %i: vector<4xi32>, %i0: vector<i32>) -> (memref<vector<4x8xf32>>, memref<vector<4x8xf32>>) {
  %0:4 = vector.to_elements %v : vector<4xf32>
  %1, %2 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  %3, %4 = vector.scan <mul>, %i, %i0 {inclusive = true, reduction_dim = 0} : vector<4xi32>, vector<i32>
  %5 = vector.scalable.extract %b[0] : vector<[4]xf32> from vector<[8]xf32>
  %6 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  %7 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  return %6, %7 : memref<vector<4x8xf32>>, memref<vector<4x8xf32>>
}

func.func @to_elements_of_from_elements(%a: f32, %b: f32) -> (f32, f32) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1:2 = vector.to_elements %0 : vector<2xf32>
  return %1#1, %1#0 : f32, f32
}
