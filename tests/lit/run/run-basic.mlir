// RUN: affine-opt %s --run=accumulate --run-inputs='[[[0, 1], [2, 3]]]' | FileCheck %s
// RUN: affine-opt %s --run=sum --run-inputs='[[1.5, 2.5, 3.0, 4.0]]' | FileCheck %s --check-prefix=SUM
// RUN: not affine-opt %s --run=oob --run-inputs='[[1, 2, 3, 4]]' 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not affine-opt %s --run=missing 2>&1 | FileCheck %s --check-prefix=MISSING

// Three nested loops with an iter_args reduction: every element gains 3.
// CHECK: @accumulate:
// CHECK: arg0: memref<2x2xf32> = {{\[\[}}3, 4], [5, 6]]
func.func @accumulate(%C: memref<2x2xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %v = affine.load %C[%i, %j] : memref<2x2xf32>
      %r = affine.for %k = 0 to 3 iter_args(%acc = %v) -> (f32) {
        %s = arith.addf %acc, %one : f32
        affine.yield %s : f32
      }
      affine.store %r, %C[%i, %j] : memref<2x2xf32>
    }
  }
  return
}

// SUM: @sum:
// SUM: ret0: f32 = 11
func.func @sum(%A: memref<4xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 4 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %A[%i] : memref<4xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// Reading one element past the end is undefined behaviour: an error naming the op and its place.
// OOB: run-basic.mlir:[[@LINE+5]]:{{[0-9]+}}: error: 'affine.load' op undefined behaviour (out-of-bounds)
// OOB-NEXT: %v = affine.load %A[%i] : memref<4xi32>
// OOB-NEXT: {{^ *\^$}}
func.func @oob(%A: memref<4xi32>) {
  affine.for %i = 0 to 5 {
    %v = affine.load %A[%i] : memref<4xi32>
  }
  return
}

// MISSING: no function named @missing
