// The options of -canonicalize, each against mlir-opt 22 (every RUN line
// with affine-opt has a twin with %mlir_opt checking the same output):
// max-num-rewrites bounds the pattern rewrites (not the folds) of one
// iteration, max-iterations the iterations, test-convergence fails the pass
// when the last iteration still changed the IR, region-simplify=disabled
// keeps dead block arguments (unreachable blocks go in every mode, before
// any op is processed), top-down=false seeds the worklist in post-order.
// RUN: affine-opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -canonicalize --split-input-file | FileCheck %s
// RUN: affine-opt %s -canonicalize=top-down=false --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -canonicalize=top-down=false --split-input-file | FileCheck %s
// RUN: affine-opt %s '-canonicalize=max-iterations=1 max-num-rewrites=1' --split-input-file | FileCheck %s --check-prefix=ONE
// RUN: %mlir_opt %s '-canonicalize=max-iterations=1 max-num-rewrites=1' --split-input-file | FileCheck %s --check-prefix=ONE
// RUN: affine-opt %s -canonicalize=max-num-rewrites=0 --split-input-file | FileCheck %s --check-prefix=ZERO
// RUN: %mlir_opt %s -canonicalize=max-num-rewrites=0 --split-input-file | FileCheck %s --check-prefix=ZERO
// RUN: affine-opt %s -canonicalize=region-simplify=disabled --split-input-file | FileCheck %s --check-prefix=NOSIMP
// RUN: %mlir_opt %s -canonicalize=region-simplify=disabled --split-input-file | FileCheck %s --check-prefix=NOSIMP
// RUN: not affine-opt %s '-canonicalize=max-iterations=1 test-convergence=true' --split-input-file -o /dev/null
// RUN: not %mlir_opt %s '-canonicalize=max-iterations=1 test-convergence=true' --split-input-file -o /dev/null
// RUN: affine-opt %s '-canonicalize=max-iterations=2 test-convergence=true' --split-input-file -o /dev/null
// RUN: %mlir_opt %s '-canonicalize=max-iterations=2 test-convergence=true' --split-input-file -o /dev/null
// RUN: affine-opt %s -canonicalize --split-input-file --check-semantics=5 -o /dev/null

// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT: return %0 : i32
// ONE-LABEL: func.func @chain(%arg0: i32) -> i32 {
// ONE-NEXT: %c1_i32 = arith.constant 1 : i32
// ONE-NEXT: %c3_i32 = arith.constant 3 : i32
// ONE-NEXT: %c3_i32_0 = arith.constant 3 : i32
// ONE-NEXT: %0 = arith.addi %arg0, %c3_i32_0 : i32
// ONE-NEXT: %1 = arith.addi %0, %c3_i32 : i32
// ONE-NEXT: %2 = arith.subi %1, %c1_i32 : i32
// ONE-NEXT: return %2 : i32
// ZERO-LABEL: func.func @chain(%arg0: i32) -> i32 {
// ZERO-NEXT: %c1_i32 = arith.constant 1 : i32
// ZERO-NEXT: %c2_i32 = arith.constant 2 : i32
// ZERO-NEXT: %c3_i32 = arith.constant 3 : i32
// ZERO-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// ZERO-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// ZERO-NEXT: %2 = arith.addi %1, %c3_i32 : i32
// ZERO-NEXT: %3 = arith.subi %2, %c1_i32 : i32
// ZERO-NEXT: return %3 : i32
func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %c = arith.addi %b, %c3 : i32
  %d = arith.subi %c, %c1 : i32
  return %d : i32
}

// -----

// CHECK-LABEL: func.func @dead_args(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg1, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg2, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// NOSIMP-LABEL: func.func @dead_args(
// NOSIMP-NEXT: %c0 = arith.constant 0 : index
// NOSIMP-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// NOSIMP-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// NOSIMP-NEXT: memref.store %arg1, %arg3[%c0] : memref<4xi32>
// NOSIMP-NEXT: cf.br ^bb3(%0 : i32)
// NOSIMP-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// NOSIMP-NEXT: memref.store %arg2, %arg3[%c0] : memref<4xi32>
// NOSIMP-NEXT: cf.br ^bb3(%1 : i32)
// NOSIMP-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// NOSIMP-NEXT: return
// NOSIMP-NOT: ^bb4
func.func @dead_args(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) {
  %i0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  memref.store %a, %m[%i0] : memref<4xi32>
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  memref.store %b, %m[%i0] : memref<4xi32>
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return
^unreachable:
  %u = arith.addi %a, %b : i32
  memref.store %u, %m[%i0] : memref<4xi32>
  return
}
