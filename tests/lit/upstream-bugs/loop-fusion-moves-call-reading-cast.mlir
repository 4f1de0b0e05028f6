// mlir-opt 22 BUG (miscompile): -affine-loop-fusion moves a func.call that
// reads the buffer through a memref.cast of it in front of the nest that
// writes the buffer, and then fuses that nest with the one after the call.
// Its dependence graph keys memrefs by SSA value: the call's operand is
// %cast, not %a, so no edge ties the call to the producer nest, and the
// fused nest is placed after the call. Found on
// tests/frontends/pg-extern-calls.mlir (a C function passing the array to
// an external `log_row(float *, int)` between two loops), reduced with a
// defined callee so that the interpreter can run it.
//
// Here the producer adds 1 to %a, @row_sum sums %a through the cast into
// %out, and the consumer squares %a into %b. mlir-opt's output calls
// @row_sum before the additions: %out gets 36 instead of 44. Ours sees
// that the call's operand is a view of %a (the call may read and write
// it), so neither nest moves across the call and nothing is fused.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], [0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], [0]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=kernel --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0], [0]]' | FileCheck %s --check-prefix=MLIR-WRONG

// CHECK-LABEL: func.func @kernel
// CHECK:         memref.cast
// CHECK-NEXT:    affine.for
// CHECK:           arith.addf
// CHECK:         }
// CHECK-NEXT:    call @row_sum
// CHECK-NEXT:    affine.for
// CHECK:           arith.mulf
// SEM: semantic check: @kernel: same results on 5 of 5 random inputs
// CORRECT: arg2: memref<1xf32> = [44]
// MLIR-WRONG: arg2: memref<1xf32> = [36]
func.func private @row_sum(%a: memref<?xf32>, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %a[%i] : memref<?xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  memref.store %s, %out[%c0] : memref<1xf32>
  return
}
func.func @kernel(%a: memref<8xf32>, %b: memref<8xf32>, %out: memref<1xf32>) {
  %one = arith.constant 1.0 : f32
  %cast = memref.cast %a : memref<8xf32> to memref<?xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<8xf32>
    %w = arith.addf %v, %one : f32
    affine.store %w, %a[%i] : memref<8xf32>
  }
  func.call @row_sum(%cast, %out) : (memref<?xf32>, memref<1xf32>) -> ()
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<8xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %b[%i] : memref<8xf32>
  }
  return
}
