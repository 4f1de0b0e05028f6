// -affine-parallelize: affine.for loops without loop-carried dependences
// become 1-d affine.parallel ops; with parallel-reductions, iter_args
// reductions become affine.parallel reductions whose result is combined
// with the initial value after the loop; max-nested bounds the nesting.
// Output byte-identical to mlir-opt 22; every function computes the same
// before and after (reassociated float reductions within the tolerance).
//
// RUN: affine-opt %s -affine-parallelize | FileCheck %s
// RUN: affine-opt %s -affine-parallelize='max-nested=1' | FileCheck %s --check-prefix=MAX
// RUN: affine-opt %s -affine-parallelize='parallel-reductions=1' | FileCheck %s --check-prefix=RED
// RUN: affine-opt %s -affine-parallelize > %t.ours
// RUN: %mlir_opt %s -affine-parallelize > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-parallelize='max-nested=1' > %t.ours
// RUN: %mlir_opt %s -affine-parallelize='max-nested=1' > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-parallelize='max-nested=2 parallel-reductions=true' > %t.ours
// RUN: %mlir_opt %s -affine-parallelize='max-nested=2 parallel-reductions=true' > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s --pass-pipeline='builtin.module(func.func(affine-parallelize{parallel-reductions=1 max-nested=0}))' > %t.ours
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-parallelize{parallel-reductions=1 max-nested=0}))' > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-parallelize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-parallelize='parallel-reductions=1' --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM-NOT: computes something else
// SEM-NOT: not checked
// SEM: @in_parallel: same results

// CHECK-LABEL: func.func @copy_2d
// CHECK:         affine.parallel (%{{.*}}) = (0) to (8) {
// CHECK-NEXT:      affine.parallel (%{{.*}}) = (0) to (16) step (2) {
// MAX-LABEL:   func.func @copy_2d
// MAX:           affine.parallel (%{{.*}}) = (0) to (8) {
// MAX-NEXT:        affine.for %{{.*}} = 0 to 16 step 2 {
func.func @copy_2d(%A: memref<8x16xf32>, %B: memref<8x16xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 step 2 {
      %v = affine.load %A[%i, %j] : memref<8x16xf32>
      affine.store %v, %B[%i, %j] : memref<8x16xf32>
    }
  }
  return
}


// A loop-carried dependence: stays sequential.
// CHECK-LABEL: func.func @carried
// CHECK:         affine.for
func.func @carried(%A: memref<16xf32>) {
  affine.for %i = 1 to 16 {
    %v = affine.load %A[%i - 1] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}


// Reductions only with parallel-reductions.
// CHECK-LABEL: func.func @sum_rows
// CHECK:         affine.parallel (%{{.*}}) = (0) to (8) {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 16 iter_args
// RED-LABEL:   func.func @sum_rows
// RED-SAME:      (%[[A:.*]]: memref<8x16xf32>, %[[O:.*]]: memref<8xf32>)
// RED:           %[[Z:.*]] = arith.constant 0.0
// RED:           affine.parallel (%[[I:.*]]) = (0) to (8) {
// RED-NEXT:        %[[P:.*]] = affine.parallel (%[[J:.*]]) = (0) to (16) reduce ("addf") -> (f32) {
// RED-NEXT:          %[[V:.*]] = affine.load %[[A]][%[[I]], %[[J]]]
// RED-NEXT:          affine.yield %[[V]] : f32
// RED-NEXT:        }
// RED-NEXT:        %[[S:.*]] = arith.addf %[[Z]], %[[P]] : f32
// RED-NEXT:        affine.store %[[S]], %[[O]][%[[I]]]
func.func @sum_rows(%A: memref<8x16xf32>, %O: memref<8xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %s = affine.for %j = 0 to 16 iter_args(%acc = %z) -> f32 {
      %v = affine.load %A[%i, %j] : memref<8x16xf32>
      %n = arith.addf %acc, %v : f32
      affine.yield %n : f32
    }
    affine.store %s, %O[%i] : memref<8xf32>
  }
  return
}


// RED-LABEL:   func.func @many_reductions
// RED:           affine.parallel (%{{.*}}) = (0) to (16) reduce ("addi", "muli", "mulf", "ori", "andi") -> (i32, i32, f32, i32, i32)
func.func @many_reductions(%A: memref<16xi32>, %B: memref<16xf32>) -> (i32, i32, f32, i32, i32) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %fz = arith.constant 1.0 : f32
  %r:5 = affine.for %i = 0 to 16 iter_args(%a = %z, %m = %one, %f = %fz, %x = %z, %mx = %z) -> (i32, i32, f32, i32, i32) {
    %v = affine.load %A[%i] : memref<16xi32>
    %w = affine.load %B[%i] : memref<16xf32>
    %a2 = arith.addi %v, %a : i32
    %m2 = arith.muli %m, %v : i32
    %f2 = arith.mulf %f, %w : f32
    %x2 = arith.ori %x, %v : i32
    %mx2 = arith.andi %mx, %v : i32
    affine.yield %a2, %m2, %f2, %x2, %mx2 : i32, i32, f32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : i32, i32, f32, i32, i32
}


// The accumulator is used twice: not a reduction.
// RED-LABEL:   func.func @not_a_reduction
// RED:           affine.for
func.func @not_a_reduction(%A: memref<16xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 16 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<16xf32>
    %t = arith.mulf %acc, %acc : f32
    %n = arith.addf %t, %v : f32
    affine.yield %n : f32
  }
  return %r : f32
}


// max / min bounds and the step carry over.
// CHECK-LABEL: func.func @bounds
// CHECK:         affine.parallel (%{{.*}}) = (max(0, symbol(%{{.*}}) - 10)) to (min(100, symbol(%{{.*}}) + symbol(%{{.*}}))) step (3) {
func.func @bounds(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = max affine_map<()[s0] -> (0, s0 - 10)>()[%n] to min affine_map<()[s0, s1] -> (100, s0 + s1)>()[%n, %m] step 3 {
    %c = arith.constant 1.0 : f32
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}


// CHECK-LABEL: func.func @nested3
// CHECK-COUNT-3: affine.parallel
// MAX-LABEL:   func.func @nested3
// MAX:           affine.parallel
// MAX-NEXT:        affine.for
// MAX-NEXT:          affine.for
func.func @nested3(%A: memref<4x4x4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %v = affine.load %A[%i, %j, %k] : memref<4x4x4xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %A[%i, %j, %k] : memref<4x4x4xf32>
      }
    }
  }
  return
}


// A deallocation in the body is a memory effect isLoopParallel does not
// analyse.
// CHECK-LABEL: func.func @local_alloc
// CHECK:         affine.for
func.func @local_alloc(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %t = memref.alloc() : memref<1xf32>
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %t[0] : memref<1xf32>
    %w = affine.load %t[0] : memref<1xf32>
    affine.store %w, %A[%i] : memref<16xf32>
    memref.dealloc %t : memref<1xf32>
  }
  return
}


// RED-LABEL:   func.func @reduction_with_carried_memory
// RED:           affine.for
func.func @reduction_with_carried_memory(%A: memref<16xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 1 to 16 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i - 1] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  return %r : f32
}


// RED-LABEL:   func.func @float_reductions
// RED:           affine.parallel (%{{.*}}) = (0) to (16) reduce ("maximumf", "minimumf") -> (f32, f32)
func.func @float_reductions(%A: memref<16xf32>) -> (f32, f32) {
  %z = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 0 to 16 iter_args(%a = %z, %b = %z) -> (f32, f32) {
    %v = affine.load %A[%i] : memref<16xf32>
    %a2 = arith.maximumf %a, %v : f32
    %b2 = arith.minimumf %v, %b : f32
    affine.yield %a2, %b2 : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}


// An existing affine.parallel counts for max-nested.
// CHECK-LABEL: func.func @in_parallel
// CHECK:         affine.parallel
// CHECK-NEXT:      affine.parallel
// MAX-LABEL:   func.func @in_parallel
// MAX:           affine.parallel
// MAX-NEXT:        affine.for
func.func @in_parallel(%A: memref<4x4xf32>) {
  affine.parallel (%i) = (0) to (4) {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%i, %j] : memref<4x4xf32>
      affine.store %v, %A[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
