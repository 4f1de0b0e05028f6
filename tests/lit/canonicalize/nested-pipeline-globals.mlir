// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-disable-threading | FileCheck %s
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s

// A function pass sees the symbols of its parent module: loads of a
// constant global fold under a nested func.func pipeline as they do at the
// top level, whether the functions run on worker threads or not.

memref.global "private" constant @splat : memref<8xf32> = dense<2.0>
memref.global "private" constant @table : memref<2xi32> = dense<[7, 9]>
memref.global "private" @mutable : memref<2xi32> = dense<[1, 3]>

// CHECK-LABEL: func.func @load_splat
// CHECK: %[[C:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NOT: memref.get_global
// CHECK: arith.mulf %{{.*}}, %[[C]] : f32
func.func @load_splat(%m: memref<8xf32>) {
  %g = memref.get_global @splat : memref<8xf32>
  affine.for %i = 0 to 8 {
    %a = affine.load %m[%i] : memref<8xf32>
    %b = affine.load %g[%i] : memref<8xf32>
    %c = arith.mulf %a, %b : f32
    affine.store %c, %m[%i] : memref<8xf32>
  }
  return
}

// CHECK-LABEL: func.func @load_table
// CHECK: %[[C:.*]] = arith.constant 9 : i32
// CHECK-NEXT: return %[[C]]
func.func @load_table() -> i32 {
  %g = memref.get_global @table : memref<2xi32>
  %v = affine.load %g[1] : memref<2xi32>
  return %v : i32
}

// A global that is not constant is read.

// CHECK-LABEL: func.func @load_mutable
// CHECK: memref.get_global @mutable
// CHECK: affine.load
func.func @load_mutable() -> i32 {
  %g = memref.get_global @mutable : memref<2xi32>
  %v = affine.load %g[1] : memref<2xi32>
  return %v : i32
}
