// A single-block scf.execute_region that is not directly in a function (here
// in a memref.alloca_scope in an affine.for, as Polygeist emits for
// statement expressions in block scopes) is inlined where it stands by the
// InlineRegionBranchOp pattern; the op has no operands (the pattern must not
// read an scf.for lower bound from it). The expected output is mlir-opt 22's.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM-DAG: @sum_rows: same results on 3 of 3 random inputs
// SEM-DAG: @scoped_tmp: same results on 3 of 3 random inputs

// CHECK-LABEL: func.func @sum_rows(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.for %arg3 = 0 to 8 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:        %1 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT:        %2 = arith.addf %arg4, %1 : f32
// CHECK-NEXT:        affine.yield %2 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.store %0, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @sum_rows(%a: memref<4x8xf32>, %out: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    memref.alloca_scope {
      %s = scf.execute_region -> f32 {
        %r = affine.for %j = 0 to 8 iter_args(%acc = %zero) -> (f32) {
          %v = affine.load %a[%i, %j] : memref<4x8xf32>
          %n = arith.addf %acc, %v : f32
          affine.yield %n : f32
        }
        scf.yield %r : f32
      }
      affine.store %s, %out[%i] : memref<4xf32>
    }
  }
  return
}

// With an alloca in the scope: the scope is inlined into the affine.for (an
// automatic allocation scope itself) and so is the execute_region.
// CHECK-LABEL: func.func @scoped_tmp(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:      %alloca = memref.alloca() : memref<8xf32>
// CHECK-NEXT:      affine.for %arg3 = 0 to 8 {
// CHECK-NEXT:        %1 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT:        %2 = arith.mulf %1, %1 : f32
// CHECK-NEXT:        affine.store %2, %alloca[%arg3] : memref<8xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      %0 = affine.for %arg3 = 0 to 8 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:        %1 = affine.load %alloca[%arg3] : memref<8xf32>
// CHECK-NEXT:        %2 = arith.addf %arg4, %1 : f32
// CHECK-NEXT:        affine.yield %2 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.store %0, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @scoped_tmp(%a: memref<4x8xf32>, %out: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    memref.alloca_scope {
      %tmp = memref.alloca() : memref<8xf32>
      affine.for %j = 0 to 8 {
        %v = affine.load %a[%i, %j] : memref<4x8xf32>
        %w = arith.mulf %v, %v : f32
        affine.store %w, %tmp[%j] : memref<8xf32>
      }
      %s = scf.execute_region -> f32 {
        %r = affine.for %j = 0 to 8 iter_args(%acc = %zero) -> (f32) {
          %v = affine.load %tmp[%j] : memref<8xf32>
          %n = arith.addf %acc, %v : f32
          affine.yield %n : f32
        }
        scf.yield %r : f32
      }
      affine.store %s, %out[%i] : memref<4xf32>
    }
  }
  return
}
