// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: %mlir_opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics=3 -o /dev/null

// memref.atomic_rmw and memref.generic_atomic_rmw read and write their
// element (MLIR's MemRead + MemWrite on the memref), and a memref.transpose
// view is a view of its source: fusion keeps every one of these nests
// apart, as mlir-opt 22 does, and the programs compute the same.

// CHECK-LABEL: func.func @atomic_producer(
// CHECK: affine.for
// CHECK-NEXT: memref.atomic_rmw addf
// CHECK-NEXT: }
// CHECK-NEXT: affine.for
// CHECK-LABEL: func.func @atomic_consumer(
// CHECK: affine.for
// CHECK-NEXT: affine.store
// CHECK-NEXT: }
// CHECK-NEXT: affine.for
// CHECK-NEXT: memref.atomic_rmw addf
// CHECK-LABEL: func.func @generic_between(
// CHECK: affine.for
// CHECK-NEXT: affine.store
// CHECK-NEXT: }
// CHECK-NEXT: memref.generic_atomic_rmw
// CHECK-LABEL: func.func @transposed(
// CHECK: affine.store %arg1, %alloc
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %transpose = memref.transpose
// CHECK-NEXT: affine.for
func.func @atomic_producer(%out: memref<10xf32>, %v: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  }
  affine.for %i = 0 to 10 {
    %y = affine.load %m[%i] : memref<10xf32>
    affine.store %y, %out[%i] : memref<10xf32>
  }
  return
}
func.func @atomic_consumer(%out: memref<10xf32>, %v: f32) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %v, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
    affine.store %x, %out[%i] : memref<10xf32>
  }
  return
}
func.func @generic_between(%out: memref<10xf32>, %v: f32, %c: index) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %v, %m[%i] : memref<10xf32>
  }
  %g = memref.generic_atomic_rmw %m[%c] : memref<10xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  affine.for %i = 0 to 10 {
    %y = affine.load %m[%i] : memref<10xf32>
    affine.store %y, %out[%i] : memref<10xf32>
  }
  return
}
func.func @transposed(%out: memref<4x4xf32>, %v: f32) {
  %m = memref.alloc() : memref<4x4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %v, %m[%i, %j] : memref<4x4xf32>
    }
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %y = affine.load %t[%i, %j] : memref<4x4xf32, strided<[1, 4]>>
      affine.store %y, %out[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
