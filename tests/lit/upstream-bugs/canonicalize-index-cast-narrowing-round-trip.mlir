// mlir-opt 22 BUG (miscompile): -canonicalize replaces
// `index_cast(index_cast(%x : index to i32) : i32 to index)` by %x
// (the pattern IndexCastOfIndexCast only checks that the outer cast's
// result type is %x's type), which drops the truncation to 32 bits.
//
// For %x = 2^32 + 5 the kernel stores 5; mlir-opt's output stores 2^32 + 5.
// Code from a C frontend has such chains wherever an `int` is computed from a
// `size_t` and used as an index again.
//
// affine-opt folds the round trip only when the middle type is at least as
// wide as %x's (`i32 -> index -> i32`, `index -> i64 -> index`: lossless),
// as tests/lit/canonicalize/index-cast-round-trip.mlir checks; here it keeps both
// casts.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pattern.
//
// RUN: affine-opt %s --run=kernel --run-inputs='[[0], 4294967301]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -canonicalize --run=kernel --run-inputs='[[0], 4294967301]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=OURS
// RUN: %mlir_opt %s -canonicalize | affine-opt --run=kernel --run-inputs='[[0], 4294967301]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s -canonicalize | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// CORRECT: arg0: memref<1xi64> = [5]
// OURS: %[[T:.*]] = arith.index_cast %arg1 : index to i32
// OURS-NEXT: %[[I:.*]] = arith.index_cast %[[T]] : i32 to index
// OURS-NEXT: arith.index_cast %[[I]] : index to i64
// WRONG: arg0: memref<1xi64> = [4294967301]
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [5]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [4294967301]

func.func private @printMemrefI64(memref<*xi64>)

func.func @kernel(%A: memref<1xi64>, %x: index) {
  %t = arith.index_cast %x : index to i32
  %i = arith.index_cast %t : i32 to index
  %w = arith.index_cast %i : index to i64
  affine.store %w, %A[0] : memref<1xi64>
  return
}

func.func @main() {
  %A = memref.alloc() : memref<1xi64>
  %x = arith.constant 4294967301 : index
  call @kernel(%A, %x) : (memref<1xi64>, index) -> ()
  %u = memref.cast %A : memref<1xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %A : memref<1xi64>
  return
}
