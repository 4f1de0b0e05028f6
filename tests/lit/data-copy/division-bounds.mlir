// Copy buffers of division subscripts are sized as mlir-opt 22 sizes them:
// a region dimension has a constant extent only when the difference of a
// lower and an upper bound, built as affine expressions with floordivs and
// simplified, is a constant. For `%s floordiv 2 + 3` the bounds are
// `(-(-s0 - 5) + 1) floordiv 2` and `s0 floordiv 2 + 3` (the constant left
// the division when the upper bound was built): no constant difference, so
// the buffer is as large as the memref although one element is read; for
// `%s floordiv 2` both are `s0 floordiv 2`: one element. The same holds for
// `(%i + %s) floordiv 2` from %i = 1 (whole memref) and from %i = 0 (4
// elements). Byte-identical to mlir-opt 22 (loops differential seed 548,
// where -affine-loop-tile's cache model uses the same extents).
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate --check-semantics=5 -o /dev/null

// CHECK-LABEL: func.func @constant_after_division
// CHECK:         memref.alloc() : memref<20xi64, 1>
func.func @constant_after_division(%A: memref<20xi64>, %B: memref<6xi64>, %s: index) {
  affine.for %i = 0 to 6 {
    %v = affine.load %A[symbol(%s) floordiv 2 + 3] : memref<20xi64>
    affine.store %v, %B[%i] : memref<6xi64>
  }
  return
}

// -----

// CHECK-LABEL: func.func @division_only
// CHECK:         memref.alloc() : memref<1xi64, 1>
func.func @division_only(%A: memref<20xi64>, %B: memref<6xi64>, %s: index) {
  affine.for %i = 0 to 6 {
    %v = affine.load %A[symbol(%s) floordiv 2] : memref<20xi64>
    affine.store %v, %B[%i] : memref<6xi64>
  }
  return
}

// -----

// CHECK-LABEL: func.func @iv_plus_symbol_from_one
// CHECK:         memref.alloc() : memref<20xi64, 1>
func.func @iv_plus_symbol_from_one(%A: memref<20xi64>, %B: memref<7xi64>, %s: index) {
  affine.for %i = 1 to 7 {
    %v = affine.load %A[(%i + symbol(%s)) floordiv 2] : memref<20xi64>
    affine.store %v, %B[%i] : memref<7xi64>
  }
  return
}

// -----

// CHECK-LABEL: func.func @iv_plus_symbol_from_zero
// CHECK:         memref.alloc() : memref<4xi64, 1>
func.func @iv_plus_symbol_from_zero(%A: memref<20xi64>, %B: memref<7xi64>, %s: index) {
  affine.for %i = 0 to 7 {
    %v = affine.load %A[(%i + symbol(%s)) floordiv 2] : memref<20xi64>
    affine.store %v, %B[%i] : memref<7xi64>
  }
  return
}
