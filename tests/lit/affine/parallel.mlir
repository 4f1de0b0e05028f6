// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// affine.parallel: bands, steps, min/max bound groups, reductions.

func.func @band(%A: memref<100x100xf32>, %n: index, %m: index) {
  affine.parallel (%i, %j) = (0, 0) to (%n, 100) step (4, 10) {
    affine.parallel (%ii, %jj) = (%i, %j) to (min(%i + 4, %n), min(%j + 10, 100)) {
      %v = affine.load %A[%ii, %jj] : memref<100x100xf32>
      affine.store %v, %A[%jj, %ii] : memref<100x100xf32>
    }
  }
  affine.parallel (%k) = (max(%n, %m, 3)) to (symbol(%m) * 2) {
    affine.yield
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @band(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.parallel (%arg3, %arg4) = (0, 0) to (%arg1, 100) step (4, 10) {
// CHECK-NEXT:       affine.parallel (%arg5, %arg6) = (%arg3, %arg4) to (min(%arg3 + 4, %arg1), min(%arg4 + 10, 100)) {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg5, %arg6] : memref<100x100xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg6, %arg5] : memref<100x100xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel (%arg3) = (max(%arg1, %arg2, 3)) to (symbol(%arg2) * 2) {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @reductions(%A: memref<32x32xf32>, %B: memref<32xi32>) -> (f32, f32, i32) {
  %0:2 = affine.parallel (%i, %j) = (0, 0) to (32, 32) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %A[%i, %j] : memref<32x32xf32>
    affine.yield %v, %v : f32, f32
  }
  %1 = affine.parallel (%k) = (0) to (32) reduce ("muli") -> i32 {
    %w = affine.load %B[%k] : memref<32xi32>
    affine.yield %w : i32
  }
  return %0#0, %0#1, %1 : f32, f32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @reductions(%arg0: memref<32x32xf32>, %arg1: memref<32xi32>) -> (f32, f32, i32) {
// CHECK-NEXT:     %0:2 = affine.parallel (%arg2, %arg3) = (0, 0) to (32, 32) reduce ("addf", "maximumf") -> (f32, f32) {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg2, %arg3] : memref<32x32xf32>
// CHECK-NEXT:       affine.yield %2, %2 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = affine.parallel (%arg2) = (0) to (32) reduce ("muli") -> (i32) {
// CHECK-NEXT:       %2 = affine.load %arg1[%arg2] : memref<32xi32>
// CHECK-NEXT:       affine.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1, %1 : f32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @zero_dims_and_attrs() {
  affine.parallel () = () to () {
  }
  affine.parallel (%i) = (0) to (10) step (1) {
  } {tag = 1 : i32}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @zero_dims_and_attrs() {
// CHECK-NEXT:     affine.parallel () = () to () {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.parallel (%arg0) = (0) to (10) {
// CHECK-NEXT:     } {tag = 1 : i32}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
