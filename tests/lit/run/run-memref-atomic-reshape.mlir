// memref.atomic_rmw and memref.generic_atomic_rmw return the element's old
// value and store the combined one (mlir-runner agrees: lowered with the
// runner pipeline, an addi of 2 on 5 returns 5 and leaves 7);
// memref.reshape views its source row-major with the sizes read from the
// shape memref; memref.transpose permutes sizes and strides;
// memref.alloca_scope runs its body and frees its allocas at its end.
//
// RUN: affine-opt %s --run=atomics --run-inputs='[[5, 6, 7, 8], [1.0, 2.0, 3.0]]' | FileCheck %s --check-prefix=ATOMICS
// RUN: affine-opt %s --run=shapes --run-inputs='[[[1, 2, 3], [4, 5, 6]]]' | FileCheck %s --check-prefix=SHAPES
// RUN: affine-opt %s --run=scoped --run-inputs='[3]' | FileCheck %s --check-prefix=SCOPED
// RUN: not affine-opt %s --run=bad_reshape --run-inputs='[[1, 2, 3, 4, 5, 6], 4]' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not affine-opt %s --run=atomic_out_of_bounds --run-inputs='[[1, 2], 2]' 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: affine-opt %s -canonicalize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM: @atomics: same results on 3 of 3 random inputs
// SEM: @shapes: same results on 3 of 3 random inputs
// SEM: @scoped: same results on
// SEM-NOT: not checked

// ATOMICS: ret0: i32 = 5
// ATOMICS-NEXT: ret1: i32 = 6
// ATOMICS-NEXT: ret2: f32 = 2
// ATOMICS-NEXT: ret3: f32 = 3
// ATOMICS-NEXT: arg0: memref<4xi32> = [7, 12, 7, 7]
// ATOMICS-NEXT: arg1: memref<3xf32> = [1, 2, 4.5]
func.func @atomics(%m: memref<4xi32>, %f: memref<3xf32>) -> (i32, i32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %two = arith.constant 2 : i32
  %seven = arith.constant 7 : i32
  %h = arith.constant 1.5 : f32
  %old = memref.atomic_rmw addi %two, %m[%c0] : (i32, memref<4xi32>) -> i32
  %g = memref.generic_atomic_rmw %m[%c1] : memref<4xi32> {
  ^bb0(%cur: i32):
    %n = arith.muli %cur, %two : i32
    memref.atomic_yield %n : i32
  }
  %a = memref.atomic_rmw mins %seven, %m[%c3] : (i32, memref<4xi32>) -> i32
  %x = memref.atomic_rmw maximumf %h, %f[%c1] : (f32, memref<3xf32>) -> f32
  %y = memref.atomic_rmw addf %h, %f[%c2] : (f32, memref<3xf32>) -> f32
  return %old, %g, %x, %y : i32, i32, f32, f32
}

// The shape is built in the function, so random inputs are valid.
// SHAPES: ret0: f32 = 3
// SHAPES-NEXT: ret1: f32 = 2
// SHAPES-NEXT: ret2: f32 = 5
func.func @shapes(%m: memref<2x3xf32>) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.alloca() : memref<2xi32>
  %three = arith.constant 3 : i32
  %twoi = arith.constant 2 : i32
  memref.store %three, %s[%c0] : memref<2xi32>
  memref.store %twoi, %s[%c1] : memref<2xi32>
  %r = memref.reshape %m(%s) : (memref<2x3xf32>, memref<2xi32>) -> memref<?x?xf32>
  %a = memref.load %r[%c1, %c0] : memref<?x?xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %b = memref.load %t[%c1, %c0] : memref<3x2xf32, strided<[1, 3]>>
  %one = memref.alloca() : memref<1xindex>
  %six = arith.constant 6 : index
  memref.store %six, %one[%c0] : memref<1xindex>
  %flat = memref.reshape %m(%one) : (memref<2x3xf32>, memref<1xindex>) -> memref<6xf32>
  %e = memref.load %flat[%c3] : memref<6xf32>
  %u = memref.transpose %t (i, j) -> (j, i) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32, strided<[3, 1]>>
  %v = memref.load %u[%c1, %c1] : memref<2x3xf32, strided<[3, 1]>>
  %sum = arith.addf %e, %v : f32
  %half = arith.constant 0.5 : f32
  %avg = arith.mulf %sum, %half : f32
  %f1 = arith.addf %avg, %avg : f32
  %f2 = arith.subf %f1, %e : f32
  return %a, %b, %f2 : f32, f32, f32
}

// SCOPED: ret0: index = 3
// SCOPED-NEXT: ret1: index = 6
func.func @scoped(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = memref.alloca_scope -> (index) {
    %a = memref.alloca(%n) : memref<?xindex>
    memref.store %n, %a[%c0] : memref<?xindex>
    %v = memref.load %a[%c0] : memref<?xindex>
    memref.alloca_scope.return %v : index
  }
  // A scope in a loop frees its allocas at each iteration.
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> (index) {
    %w = memref.alloca_scope -> (index) {
      %b = memref.alloca() : memref<1xindex>
      memref.store %i, %b[%c0] : memref<1xindex>
      %x = memref.load %b[%c0] : memref<1xindex>
      memref.alloca_scope.return %x : index
    }
    %next = arith.addi %acc, %w : index
    scf.yield %next : index
  }
  return %r, %s : index, index
}

// BAD: 'memref.reshape' op undefined behaviour (invalid-operation): memref.reshape: [4] has 4 elements, the source 6
func.func @bad_reshape(%m: memref<6xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xindex>
  memref.store %n, %s[%c0] : memref<1xindex>
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<1xindex>) -> memref<?xf32>
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}

// OOB: 'memref.atomic_rmw' op undefined behaviour (out-of-bounds)
func.func @atomic_out_of_bounds(%m: memref<2xi64>, %i: index) -> i64 {
  %one = arith.constant 1 : i64
  %x = memref.atomic_rmw addi %one, %m[%i] : (i64, memref<2xi64>) -> i64
  return %x : i64
}
