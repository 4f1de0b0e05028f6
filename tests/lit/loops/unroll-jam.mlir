// Our output is mlir-opt 22's byte for byte, and it computes what the input
// computes.
//
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))" > %t.2
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))" | diff %t.2 -
// RUN: FileCheck %s < %t.2
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))" --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam))" > %t.4
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam))" | diff %t.4 -
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(affine-loop-unroll-jam))" --check-semantics=3 > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll-jam{unroll-jam-factor=3})),func.func(affine-loop-unroll-jam{unroll-jam-factor=3}))" > %t.3
// RUN: %mlir_opt %s -split-input-file --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll-jam{unroll-jam-factor=3})),func.func(affine-loop-unroll-jam{unroll-jam-factor=3}))" | diff %t.3 -
// RUN: affine-opt %s -split-input-file --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll-jam{unroll-jam-factor=3})),func.func(affine-loop-unroll-jam{unroll-jam-factor=3}))" --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// SEM: semantic check: @kernels::kernel: same results on 3 of 3 random inputs

// The ops around the inner loop are copied next to themselves; the inner
// loop's body holds both iterations' ops.
// CHECK-LABEL: func.func @matvec
// CHECK:         affine.for %[[I:.*]] = 0 to 8 step 2 {
// CHECK:           affine.for %[[J:.*]] = 0 to 8 {
// CHECK:             affine.load %arg0[%[[I]], %[[J]]]
// CHECK:             affine.load %arg0[%{{.*}}, %[[J]]]
func.func @matvec(%A: memref<8x8xf32>, %x: memref<8xf32>, %y: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %zero = arith.constant 0.0 : f32
    affine.store %zero, %y[%i] : memref<8xf32>
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      %b = affine.load %x[%j] : memref<8xf32>
      %c = affine.load %y[%i] : memref<8xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      affine.store %s, %y[%i] : memref<8xf32>
    }
  }
  return
}

// -----

// An inner loop carrying a value gets one carried value per jammed
// iteration; the cleanup loop runs the odd last iteration (promoted: it
// runs once).
// CHECK-LABEL: func.func @inner_reduction
// CHECK:         affine.for %{{.*}} = 0 to 6 step 2 {
// CHECK:           %{{.*}}:2 = affine.for %{{.*}} = 0 to 5 iter_args
// CHECK:         affine.store %{{.*}}, %arg1[%c6]
func.func @inner_reduction(%A: memref<7x5xi32>, %out: memref<7xi32>) {
  affine.for %i = 0 to 7 {
    %zero = arith.constant 0 : i32
    %r = affine.for %j = 0 to 5 iter_args(%acc = %zero) -> (i32) {
      %a = affine.load %A[%i, %j] : memref<7x5xi32>
      %s = arith.addi %acc, %a : i32
      affine.yield %s : i32
    }
    affine.store %r, %out[%i] : memref<7xi32>
  }
  return
}

// -----

// The jammed loop's own carried value is a minimum: the partial minima
// (each starting from the initial value, which does not change a minimum)
// are combined after the loop. (For a sum, see
// upstream-bugs/loop-unroll-jam-reduction-init.mlir.)
// CHECK-LABEL: func.func @outer_reduction
// CHECK:         %[[R:.*]]:2 = affine.for %{{.*}} = 0 to 8 step 2 iter_args
// CHECK:         arith.minsi %[[R]]#0, %[[R]]#1 : i32
func.func @outer_reduction(%A: memref<8x4xi32>, %init: i32) -> i32 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> (i32) {
    %a = affine.load %A[%i, 0] : memref<8x4xi32>
    %s = arith.minsi %acc, %a : i32
    affine.yield %s : i32
  }
  return %r : i32
}

// -----

// Only a loop that is the first op of the entry block is jammed.
// CHECK-LABEL: func.func @not_first
// CHECK:         affine.for %{{.*}} = 0 to 4 {
func.func @not_first(%A: memref<4xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %c, %A[%i] : memref<4xf32>
  }
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%A: memref<6x6xf32>) kernel {
      affine.for %i = 0 to 6 {
        affine.for %j = 0 to 6 {
          %v = affine.load %A[%i, %j] : memref<6x6xf32>
          %w = arith.addf %v, %v : f32
          affine.store %w, %A[%i, %j] : memref<6x6xf32>
        }
      }
      gpu.return
    }
  }
}
