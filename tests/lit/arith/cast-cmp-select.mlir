// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: index, %arg2: f32, %arg3: f16, %arg4: vector<4xi32>, %arg5: vector<4xf32>, %arg6: memref<4xi32>, %arg7: tensor<2x?xi32>) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = arith.index_cast %arg1 : index to i64
// CHECK-NEXT: %2 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %3 = arith.index_castui %arg1 : index to i8
// CHECK-NEXT: %4 = arith.index_cast %arg6 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %5 = arith.extf %arg2 : f32 to f64
// CHECK-NEXT: %6 = arith.truncf %arg2 : f32 to f16
// CHECK-NEXT: %7 = arith.truncf %arg2 to_nearest_even : f32 to bf16
// CHECK-NEXT: %8 = arith.truncf %arg2 downward : f32 to f16
// CHECK-NEXT: %9 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %10 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %11 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %12 = arith.trunci %arg0 overflow<nuw> : i32 to i16
// CHECK-NEXT: %13 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %14 = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %15 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %16 = arith.fptoui %arg2 : f32 to i16
// CHECK-NEXT: %17 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %18 = arith.bitcast %arg3 : f16 to i16
// CHECK-NEXT: %19 = arith.extsi %arg4 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %20 = arith.sitofp %arg4 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %21 = arith.index_cast %arg4 : vector<4xi32> to vector<4xindex>
// CHECK-NEXT: %22 = arith.extui %arg7 : tensor<2x?xi32> to tensor<2x?xi64>
// CHECK-NEXT: %23 = arith.extf %arg3 : f16 to f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%a: i32, %i: index, %x: f32, %h: f16, %vi: vector<4xi32>, %vf: vector<4xf32>, %m: memref<4xi32>, %t: tensor<2x?xi32>) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %i : index to i64
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_castui %i : index to i8
  %4 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %5 = arith.extf %x : f32 to f64
  %6 = arith.truncf %x : f32 to f16
  %7 = arith.truncf %x to_nearest_even : f32 to bf16
  %8 = arith.truncf %x downward : f32 to f16
  %9 = arith.extsi %a : i32 to i64
  %10 = arith.extui %a : i32 to i64
  %11 = arith.trunci %a : i32 to i8
  %12 = arith.trunci %a overflow<nuw> : i32 to i16
  %13 = arith.sitofp %a : i32 to f32
  %14 = arith.uitofp %a : i32 to f64
  %15 = arith.fptosi %x : f32 to i32
  %16 = arith.fptoui %x : f32 to i16
  %17 = arith.bitcast %a : i32 to f32
  %18 = arith.bitcast %h : f16 to i16
  %19 = arith.extsi %vi : vector<4xi32> to vector<4xi64>
  %20 = arith.sitofp %vi : vector<4xi32> to vector<4xf32>
  %21 = arith.index_cast %vi : vector<4xi32> to vector<4xindex>
  %22 = arith.extui %t : tensor<2x?xi32> to tensor<2x?xi64>
  %23 = arith.extf %h : f16 to f32
  return
}

// CHECK-LABEL: func.func @compares(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32, %arg4: f32, %arg5: vector<4xi32>, %arg6: vector<2x2xf64>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg2, %arg2 : index
// CHECK-NEXT: %7 = arith.cmpi ule, %arg2, %arg2 : index
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg2, %arg2 : index
// CHECK-NEXT: %9 = arith.cmpi uge, %arg5, %arg5 : vector<4xi32>
// CHECK-NEXT: %10 = arith.cmpf false, %arg3, %arg4 : f32
// CHECK-NEXT: %11 = arith.cmpf oeq, %arg3, %arg4 : f32
// CHECK-NEXT: %12 = arith.cmpf ogt, %arg3, %arg4 : f32
// CHECK-NEXT: %13 = arith.cmpf oge, %arg3, %arg4 : f32
// CHECK-NEXT: %14 = arith.cmpf olt, %arg3, %arg4 : f32
// CHECK-NEXT: %15 = arith.cmpf ole, %arg3, %arg4 : f32
// CHECK-NEXT: %16 = arith.cmpf one, %arg3, %arg4 : f32
// CHECK-NEXT: %17 = arith.cmpf ord, %arg3, %arg4 : f32
// CHECK-NEXT: %18 = arith.cmpf ueq, %arg3, %arg4 : f32
// CHECK-NEXT: %19 = arith.cmpf ugt, %arg3, %arg4 : f32
// CHECK-NEXT: %20 = arith.cmpf uge, %arg3, %arg4 : f32
// CHECK-NEXT: %21 = arith.cmpf ult, %arg3, %arg4 : f32
// CHECK-NEXT: %22 = arith.cmpf ule, %arg3, %arg4 : f32
// CHECK-NEXT: %23 = arith.cmpf une, %arg3, %arg4 : f32
// CHECK-NEXT: %24 = arith.cmpf uno, %arg3, %arg4 : f32
// CHECK-NEXT: %25 = arith.cmpf true, %arg6, %arg6 : vector<2x2xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compares(%a: i32, %b: i32, %i: index, %x: f32, %y: f32, %v: vector<4xi32>, %vf: vector<2x2xf64>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %i, %i : index
  %7 = arith.cmpi ule, %i, %i : index
  %8 = arith.cmpi ugt, %i, %i : index
  %9 = arith.cmpi uge, %v, %v : vector<4xi32>
  %10 = arith.cmpf false, %x, %y : f32
  %11 = arith.cmpf oeq, %x, %y : f32
  %12 = arith.cmpf ogt, %x, %y : f32
  %13 = arith.cmpf oge, %x, %y : f32
  %14 = arith.cmpf olt, %x, %y : f32
  %15 = arith.cmpf ole, %x, %y : f32
  %16 = arith.cmpf one, %x, %y : f32
  %17 = arith.cmpf ord, %x, %y : f32
  %18 = arith.cmpf ueq, %x, %y : f32
  %19 = arith.cmpf ugt, %x, %y : f32
  %20 = arith.cmpf uge, %x, %y : f32
  %21 = arith.cmpf ult, %x, %y : f32
  %22 = arith.cmpf ule, %x, %y : f32
  %23 = arith.cmpf une, %x, %y : f32
  %24 = arith.cmpf uno, %x, %y : f32
  %25 = arith.cmpf true, %vf, %vf : vector<2x2xf64>
  return
}

// CHECK-LABEL: func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: memref<2xf32>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %3 = arith.select %arg0, %arg5, %arg5 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @selects(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xf32>, %m: memref<2xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %c, %m, %m : memref<2xf32>
  return
}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, index, f32, f16, vector<4xi32>, vector<4xf32>, memref<4xi32>, tensor<2x?xi32>) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT:   ^bb0(%arg13: i32, %arg14: index, %arg15: f32, %arg16: f16, %arg17: vector<4xi32>, %arg18: vector<4xf32>, %arg19: memref<4xi32>, %arg20: tensor<2x?xi32>):
// GENERIC-NEXT:     %30 = "arith.index_cast"(%arg13) : (i32) -> index
// GENERIC-NEXT:     %31 = "arith.index_cast"(%arg14) : (index) -> i64
// GENERIC-NEXT:     %32 = "arith.index_castui"(%arg13) : (i32) -> index
// GENERIC-NEXT:     %33 = "arith.index_castui"(%arg14) : (index) -> i8
// GENERIC-NEXT:     %34 = "arith.index_cast"(%arg19) : (memref<4xi32>) -> memref<4xindex>
// GENERIC-NEXT:     %35 = "arith.extf"(%arg15) : (f32) -> f64
// GENERIC-NEXT:     %36 = "arith.truncf"(%arg15) : (f32) -> f16
// GENERIC-NEXT:     %37 = "arith.truncf"(%arg15) <{roundingmode = 0 : i32}> : (f32) -> bf16
// GENERIC-NEXT:     %38 = "arith.truncf"(%arg15) <{roundingmode = 1 : i32}> : (f32) -> f16
// GENERIC-NEXT:     %39 = "arith.extsi"(%arg13) : (i32) -> i64
// GENERIC-NEXT:     %40 = "arith.extui"(%arg13) : (i32) -> i64
// GENERIC-NEXT:     %41 = "arith.trunci"(%arg13) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT:     %42 = "arith.trunci"(%arg13) <{overflowFlags = #arith.overflow<nuw>}> : (i32) -> i16
// GENERIC-NEXT:     %43 = "arith.sitofp"(%arg13) : (i32) -> f32
// GENERIC-NEXT:     %44 = "arith.uitofp"(%arg13) : (i32) -> f64
// GENERIC-NEXT:     %45 = "arith.fptosi"(%arg15) : (f32) -> i32
// GENERIC-NEXT:     %46 = "arith.fptoui"(%arg15) : (f32) -> i16
// GENERIC-NEXT:     %47 = "arith.bitcast"(%arg13) : (i32) -> f32
// GENERIC-NEXT:     %48 = "arith.bitcast"(%arg16) : (f16) -> i16
// GENERIC-NEXT:     %49 = "arith.extsi"(%arg17) : (vector<4xi32>) -> vector<4xi64>
// GENERIC-NEXT:     %50 = "arith.sitofp"(%arg17) : (vector<4xi32>) -> vector<4xf32>
// GENERIC-NEXT:     %51 = "arith.index_cast"(%arg17) : (vector<4xi32>) -> vector<4xindex>
// GENERIC-NEXT:     %52 = "arith.extui"(%arg20) : (tensor<2x?xi32>) -> tensor<2x?xi64>
// GENERIC-NEXT:     %53 = "arith.extf"(%arg16) : (f16) -> f32
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32, index, f32, f32, vector<4xi32>, vector<2x2xf64>) -> (), sym_name = "compares"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: i32, %arg7: i32, %arg8: index, %arg9: f32, %arg10: f32, %arg11: vector<4xi32>, %arg12: vector<2x2xf64>):
// GENERIC-NEXT:     %4 = "arith.cmpi"(%arg6, %arg7) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:     %5 = "arith.cmpi"(%arg6, %arg7) <{predicate = 1 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:     %6 = "arith.cmpi"(%arg6, %arg7) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:     %7 = "arith.cmpi"(%arg6, %arg7) <{predicate = 3 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:     %8 = "arith.cmpi"(%arg6, %arg7) <{predicate = 4 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:     %9 = "arith.cmpi"(%arg6, %arg7) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:     %10 = "arith.cmpi"(%arg8, %arg8) <{predicate = 6 : i64}> : (index, index) -> i1
// GENERIC-NEXT:     %11 = "arith.cmpi"(%arg8, %arg8) <{predicate = 7 : i64}> : (index, index) -> i1
// GENERIC-NEXT:     %12 = "arith.cmpi"(%arg8, %arg8) <{predicate = 8 : i64}> : (index, index) -> i1
// GENERIC-NEXT:     %13 = "arith.cmpi"(%arg11, %arg11) <{predicate = 9 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// GENERIC-NEXT:     %14 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %15 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %16 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %17 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %18 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %19 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %20 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %21 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %22 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %23 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %24 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %25 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %26 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %27 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %28 = "arith.cmpf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %29 = "arith.cmpf"(%arg12, %arg12) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (vector<2x2xf64>, vector<2x2xf64>) -> vector<2x2xi1>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, i32, i32, vector<4xi1>, vector<4xf32>, memref<2xf32>) -> (), sym_name = "selects"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: memref<2xf32>):
// GENERIC-NEXT:     %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
// GENERIC-NEXT:     %1 = "arith.select"(%arg3, %arg4, %arg4) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %2 = "arith.select"(%arg0, %arg4, %arg4) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %3 = "arith.select"(%arg0, %arg5, %arg5) : (i1, memref<2xf32>, memref<2xf32>) -> memref<2xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
