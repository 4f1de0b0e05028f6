// The cache model of -affine-loop-tile sizes a division subscript's extent
// as mlir-opt 22 does: a lower and an upper bound of a region dimension give
// a constant extent only when their difference, built as affine expressions
// with floordivs and simplified, is a constant. For `(%i + %s) floordiv 2`
// the bounds are `(s0 + 1) floordiv 2` and `s0 floordiv 2 + 3` (the constant
// left the division when the bound was built): not a constant difference,
// so the footprint is the whole memref (1600 bytes > 1 KiB, tile size 2),
// although 4 elements are read. From %i = 0 the bounds are `s0 floordiv 2`
// and `s0 floordiv 2 + 3`, a constant difference: 4 elements, 32 bytes,
// tile size 1 (loops differential seed 548, where we sized the first one
// tightly too). Output and warnings are mlir-opt 22's byte for byte.
//
// RUN: affine-opt %s -split-input-file -affine-loop-tile="cache-size=1" > %t 2>&1
// RUN: %mlir_opt %s -split-input-file -affine-loop-tile="cache-size=1" 2>&1 | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s -split-input-file -affine-loop-tile="cache-size=1" --check-semantics=3 > /dev/null 2>&1

// CHECK-LABEL: func.func @whole_memref
// CHECK:         affine.for %{{.*}} = 1 to 7 step 2 {
func.func @whole_memref(%A: memref<200xi64>, %B: memref<7xi64>, %s: index) {
  affine.for %i = 1 to 7 {
    %v = affine.load %A[(%i + symbol(%s)) floordiv 2] : memref<200xi64>
    affine.store %v, %B[%i] : memref<7xi64>
  }
  return
}

// -----

// CHECK-LABEL: func.func @same_division
// CHECK:         affine.for %{{.*}} = 0 to 7 {
// CHECK-NOT:     step
func.func @same_division(%A: memref<200xi64>, %B: memref<7xi64>, %s: index) {
  affine.for %i = 0 to 7 {
    %v = affine.load %A[(%i + symbol(%s)) floordiv 2] : memref<200xi64>
    affine.store %v, %B[%i] : memref<7xi64>
  }
  return
}
