// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// affine.load / affine.store / affine.vector_load / affine.vector_store /
// affine.prefetch: subscript expressions over SSA ids.

func.func @scalar(%A: memref<16x32xf32>, %B: memref<f32>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %v = affine.load %A[%i, %j] : memref<16x32xf32>
      %w = affine.load %A[%i + 1, %j * 2 - 3] : memref<16x32xf32>
      %x = affine.load %A[%i floordiv 2 + symbol(%n), (%j + %i) mod 8] : memref<16x32xf32>
      %y = affine.load %A[%j + %j, 3] {hint} : memref<16x32xf32>
      affine.store %v, %A[%j, %i] : memref<16x32xf32>
      affine.store %w, %A[symbol(%n), %i + symbol(%n)] {nontemporal = true} : memref<16x32xf32>
      %z = affine.load %B[] : memref<f32>
      affine.store %z, %B[] : memref<f32>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @scalar(%arg0: memref<16x32xf32>, %arg1: memref<f32>, %arg2: index) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 16 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 32 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3, %arg4] : memref<16x32xf32>
// CHECK-NEXT:         %1 = affine.load %arg0[%arg3 + 1, %arg4 * 2 - 3] : memref<16x32xf32>
// CHECK-NEXT:         %2 = affine.load %arg0[%arg3 floordiv 2 + symbol(%arg2), (%arg3 + %arg4) mod 8] : memref<16x32xf32>
// CHECK-NEXT:         %3 = affine.load %arg0[%arg4 * 2, 3] {hint} : memref<16x32xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg4, %arg3] : memref<16x32xf32>
// CHECK-NEXT:         affine.store %1, %arg0[symbol(%arg2), %arg3 + symbol(%arg2)] {nontemporal = true} : memref<16x32xf32>
// CHECK-NEXT:         %4 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT:         affine.store %4, %arg1[] : memref<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @vector(%A: memref<64x64xf32>, %v: vector<8xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 step 8 {
      %0 = affine.vector_load %A[%i, %j] : memref<64x64xf32>, vector<8xf32>
      %1 = affine.vector_load %A[%i + 1, %j] : memref<64x64xf32>, vector<2x8xf32>
      affine.vector_store %0, %A[%i, %j + 8] : memref<64x64xf32>, vector<8xf32>
      affine.vector_store %1, %A[%i - 1, %j] {x} : memref<64x64xf32>, vector<2x8xf32>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @vector(%arg0: memref<64x64xf32>, %arg1: vector<8xf32>) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 64 step 8 {
// CHECK-NEXT:         %0 = affine.vector_load %arg0[%arg2, %arg3] : memref<64x64xf32>, vector<8xf32>
// CHECK-NEXT:         %1 = affine.vector_load %arg0[%arg2 + 1, %arg3] : memref<64x64xf32>, vector<2x8xf32>
// CHECK-NEXT:         affine.vector_store %0, %arg0[%arg2, %arg3 + 8] : memref<64x64xf32>, vector<8xf32>
// CHECK-NEXT:         affine.vector_store %1, %arg0[%arg2 - 1, %arg3] {x} : memref<64x64xf32>, vector<2x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @prefetch(%A: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 400 {
      affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
      affine.prefetch %A[%i, %j], write, locality<0>, instr : memref<400x400xi32>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @prefetch(%arg0: memref<400x400xi32>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 400 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 400 {
// CHECK-NEXT:         affine.prefetch %arg0[%arg1, %arg2 + 5], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT:         affine.prefetch %arg0[%arg1, %arg2], write, locality<0>, instr : memref<400x400xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

// Values defined at the top level of a function are valid symbols and dims.
func.func @top_level_values(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 7 : index
  %s = arith.addi %n, %c : index
  %v = affine.load %A[%s] : memref<100xf32>
  affine.for %i = 0 to 10 {
    %w = affine.load %A[%i + symbol(%s)] : memref<100xf32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @top_level_values(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %c7 : index
// CHECK-NEXT:     %1 = affine.load %arg0[%0] : memref<100xf32>
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg2 + symbol(%0)] : memref<100xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
