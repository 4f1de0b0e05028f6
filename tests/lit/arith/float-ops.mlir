// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: vector<4xf16>, %arg4: tensor<4x?xbf16>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.negf %arg0 : f32
// CHECK-NEXT: %10 = arith.addf %arg2, %arg2 : f64
// CHECK-NEXT: %11 = arith.mulf %arg3, %arg3 : vector<4xf16>
// CHECK-NEXT: %12 = arith.divf %arg4, %arg4 : tensor<4x?xbf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_binary(%x: f32, %y: f32, %d: f64, %v: vector<4xf16>, %t: tensor<4x?xbf16>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y : f32
  %2 = arith.mulf %x, %y : f32
  %3 = arith.divf %x, %y : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.minimumf %x, %y : f32
  %7 = arith.maxnumf %x, %y : f32
  %8 = arith.minnumf %x, %y : f32
  %9 = arith.negf %x : f32
  %10 = arith.addf %d, %d : f64
  %11 = arith.mulf %v, %v : vector<4xf16>
  %12 = arith.divf %t, %t : tensor<4x?xbf16>
  return
}

// CHECK-LABEL: func.func @fastmath(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %2 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.negf %arg0 fastmath<contract> : f32
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %6 = arith.cmpf olt, %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %7 = arith.extf %arg0 fastmath<fast> : f32 to f64
// CHECK-NEXT: %8 = arith.truncf %arg0 fastmath<afn> : f32 to f16
// CHECK-NEXT: %9 = arith.addf %arg0, %arg1 fastmath<arcp> {tag} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fastmath(%x: f32, %y: f32) {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %2 = arith.subf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %3 = arith.divf %x, %y fastmath<none> : f32
  %4 = arith.negf %x fastmath<contract> : f32
  %5 = arith.maximumf %x, %y fastmath<nsz> : f32
  %6 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
  %7 = arith.extf %x fastmath<fast> : f32 to f64
  %8 = arith.truncf %x fastmath<afn> : f32 to f16
  %9 = arith.addf %x, %y fastmath<arcp> {tag} : f32
  return
}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, f32, f64, vector<4xf16>, tensor<4x?xbf16>) -> (), sym_name = "float_binary"}> ({
// GENERIC-NEXT:   ^bb0(%arg2: f32, %arg3: f32, %arg4: f64, %arg5: vector<4xf16>, %arg6: tensor<4x?xbf16>):
// GENERIC-NEXT:     %10 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %11 = "arith.subf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %12 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %13 = "arith.divf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %14 = "arith.remf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %15 = "arith.maximumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %16 = "arith.minimumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %17 = "arith.maxnumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %18 = "arith.minnumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %19 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %20 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:     %21 = "arith.mulf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>, vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:     %22 = "arith.divf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<4x?xbf16>, tensor<4x?xbf16>) -> tensor<4x?xbf16>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, f32) -> (), sym_name = "fastmath"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32, %arg1: f32):
// GENERIC-NEXT:     %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %1 = "arith.mulf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %2 = "arith.subf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %3 = "arith.divf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %4 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
// GENERIC-NEXT:     %5 = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nsz>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %6 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>, predicate = 4 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %7 = "arith.extf"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f64
// GENERIC-NEXT:     %8 = "arith.truncf"(%arg0) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f16
// GENERIC-NEXT:     %9 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<arcp>}> {tag} : (f32, f32) -> f32
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
