// 1-D vectorization of elementwise nests: loads and stores become
// vector.transfer_read / transfer_write (ub.poison padding), loop-invariant
// scalars are broadcast, constants splat, elementwise arith/math ops widen,
// affine.apply subscripts stay scalar. Output identical to mlir-opt 22, and
// every function computes the same before and after.
//
// RUN: affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8" | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8" > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8" > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM-NOT: computes something else
// SEM-NOT: not checked

// CHECK-LABEL: func.func @scale_add
// CHECK-SAME:    (%[[A:.*]]: memref<64xf32>, %[[B:.*]]: memref<64xf32>, %[[S:.*]]: f32)
// CHECK:         %[[BS:.*]] = vector.broadcast %[[S]] : f32 to vector<8xf32>
// CHECK:         affine.for %[[I:.*]] = 0 to 64 step 8 {
// CHECK-NEXT:      %[[TWO:.*]] = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT:      %[[PAD:.*]] = ub.poison : f32
// CHECK-NEXT:      %[[V:.*]] = vector.transfer_read %[[A]][%[[I]]], %[[PAD]] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT:      %[[M:.*]] = arith.mulf %[[V]], %[[TWO]] : vector<8xf32>
// CHECK-NEXT:      %[[R:.*]] = arith.addf %[[M]], %[[BS]] : vector<8xf32>
// CHECK-NEXT:      vector.transfer_write %[[R]], %[[B]][%[[I]]] : vector<8xf32>, memref<64xf32>
// SEM: @scale_add: same results on 3 of 3 random inputs
func.func @scale_add(%A: memref<64xf32>, %B: memref<64xf32>, %s: f32) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    %m = arith.mulf %v, %two : f32
    %r = arith.addf %m, %s : f32
    affine.store %r, %B[%i] : memref<64xf32>
  }
  return
}

// -----

// The loop-invariant subscript is a broadcast dimension of the read.
// CHECK-LABEL: func.func @row_broadcast
// CHECK:         affine.for %[[I:.*]] = 0 to 16 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 32 step 8 {
// CHECK:             vector.transfer_read %{{.*}}[%[[I]]], %{{.*}} {permutation_map = #{{.*}}} : memref<16xf32>, vector<8xf32>
// CHECK:             vector.transfer_read %{{.*}}[%[[I]], %[[J]]], %{{.*}} : memref<16x32xf32>, vector<8xf32>
// SEM: @row_broadcast: same results on 3 of 3 random inputs
func.func @row_broadcast(%R: memref<16xf32>, %M: memref<16x32xf32>, %O: memref<16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %r = affine.load %R[%i] : memref<16xf32>
      %m = affine.load %M[%i, %j] : memref<16x32xf32>
      %p = arith.mulf %r, %m : f32
      affine.store %p, %O[%i, %j] : memref<16x32xf32>
    }
  }
  return
}

// -----

// The induction variable of a loop that is not vectorized is uniform: it is
// broadcast inside the vector loop nest.
// CHECK-LABEL: func.func @uniform_iv
// CHECK:         affine.for %[[I:.*]] = 0 to 64 step 8 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:        %[[BJ:.*]] = vector.broadcast %[[J]] : index to vector<8xindex>
// CHECK-NEXT:        %[[C:.*]] = arith.index_cast %[[BJ]] : vector<8xindex> to vector<8xi32>
// CHECK-NEXT:        vector.transfer_write %[[C]], %{{.*}}[%[[J]], %[[I]]] : vector<8xi32>, memref<4x64xi32>
// SEM: @uniform_iv: same results on 3 of 3 random inputs
func.func @uniform_iv(%A: memref<4x64xi32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 4 {
      %c = arith.index_cast %j : index to i32
      affine.store %c, %A[%j, %i] : memref<4x64xi32>
    }
  }
  return
}

// -----

// affine.apply results used as subscripts stay scalar (re-applied to the
// vector loop's induction variable).
// CHECK-LABEL: func.func @apply_subscript
// CHECK:         affine.for %[[I:.*]] = 0 to 32 step 8 {
// CHECK-NEXT:      %[[S:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:      %[[PAD:.*]] = ub.poison : f32
// CHECK-NEXT:      vector.transfer_read %{{.*}}[%[[S]]], %[[PAD]] : memref<40xf32>, vector<8xf32>
// SEM: @apply_subscript: same results on 3 of 3 random inputs
func.func @apply_subscript(%A: memref<40xf32>, %B: memref<32xf32>) {
  affine.for %i = 0 to 32 {
    %s = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)
    %v = affine.load %A[%s] : memref<40xf32>
    affine.store %v, %B[%i] : memref<32xf32>
  }
  return
}

// -----

// Elementwise math, comparisons, selects and casts widen.
// CHECK-LABEL: func.func @math_ops
// CHECK:         math.absf %{{.*}} : vector<8xf32>
// CHECK:         math.sqrt %{{.*}} : vector<8xf32>
// CHECK:         arith.cmpf ogt, %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<8xi1>, vector<8xf32>
// CHECK:         math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK:         arith.fptosi %{{.*}} : vector<8xf32> to vector<8xi32>
// SEM: @math_ops: same results on 3 of 3 random inputs
func.func @math_ops(%A: memref<32xf32>, %B: memref<32xi32>) {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 32 {
    %v = affine.load %A[%i] : memref<32xf32>
    %a = math.absf %v : f32
    %s = math.sqrt %a : f32
    %c = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %c, %s, %v : f32
    %f = math.fma %r, %half, %v : f32
    %t = arith.fptosi %f : f32 to i32
    affine.store %t, %B[%i] : memref<32xi32>
  }
  return
}

// -----

// Integer math and float classification widen too (and run in the
// interpreter, so --check-semantics checks them).
// CHECK-LABEL: func.func @int_math
// CHECK:         math.absi %{{.*}} : vector<8xi32>
// CHECK:         math.ctlz %{{.*}} : vector<8xi32>
// CHECK:         math.cttz %{{.*}} : vector<8xi32>
// CHECK:         math.ctpop %{{.*}} : vector<8xi32>
// CHECK:         math.asinh %{{.*}} : vector<8xf32>
// CHECK:         math.isnormal %{{.*}} : vector<8xf32>
// CHECK:         math.isnan %{{.*}} : vector<8xf32>
// SEM: @int_math: same results on 3 of 3 random inputs
func.func @int_math(%A: memref<32xi32>, %F: memref<32xf32>, %B: memref<32xi32>, %C: memref<32xi1>) {
  affine.for %i = 0 to 32 {
    %v = affine.load %A[%i] : memref<32xi32>
    %a = math.absi %v : i32
    %l = math.ctlz %a : i32
    %t = math.cttz %v : i32
    %p = math.ctpop %v : i32
    %s = arith.addi %l, %t : i32
    %r = arith.addi %s, %p : i32
    affine.store %r, %B[%i] : memref<32xi32>
    %f = affine.load %F[%i] : memref<32xf32>
    %h = math.asinh %f : f32
    %n = math.isnormal %h : f32
    %z = math.isnan %f : f32
    %o = arith.ori %n, %z : i1
    affine.store %o, %C[%i] : memref<32xi1>
  }
  return
}

// -----

// Column sums: without vectorize-reductions the loop with iter_args is not
// parallel; the outer loop is vectorized and each lane carries a whole
// column sum in a vector iter_args (no vector.reduction).
// CHECK-LABEL: func.func @column_sums
// CHECK:       affine.for %[[I:.*]] = 0 to 128 step 8 {
// CHECK:         %[[S:.*]] = affine.for %{{.*}} = 0 to 16 iter_args(%{{.*}} = %{{.*}}) -> (vector<8xf32>) {
// CHECK:         vector.transfer_write %[[S]], %{{.*}}[%[[I]]] : vector<8xf32>, memref<128xf32>
// CHECK-NOT:   vector.reduction
// SEM: @column_sums: same results on 3 of 3 random inputs
func.func @column_sums(%A: memref<16x128xf32>, %out: memref<128xf32>) {
 %zero = arith.constant 0.0 : f32
 affine.for %i = 0 to 128 {
   %s = affine.for %k = 0 to 16 iter_args(%acc = %zero) -> (f32) {
     %v = affine.load %A[%k, %i] : memref<16x128xf32>
     %n = arith.addf %acc, %v : f32
     affine.yield %n : f32
   }
   affine.store %s, %out[%i] : memref<128xf32>
 }
 return
}

// -----

// Not vectorized, IR untouched: a loop-carried dependence, a conditional, the
// vectorized induction variable used as a value.
// CHECK-LABEL: func.func @untouched
// CHECK-NOT:     vector.
// CHECK:         return
// SEM: @untouched: same results on 3 of 3 random inputs
#set = affine_set<(d0) : (d0 - 4 >= 0)>
func.func @untouched(%A: memref<33xf32>, %B: memref<32xi32>) {
  affine.for %i = 0 to 32 {
    %v = affine.load %A[%i] : memref<33xf32>
    affine.store %v, %A[%i + 1] : memref<33xf32>
  }
  affine.for %i = 0 to 32 {
    affine.if #set(%i) {
      %v = affine.load %A[%i] : memref<33xf32>
      affine.store %v, %A[%i] : memref<33xf32>
    }
  }
  affine.for %i = 0 to 32 {
    %c = arith.index_cast %i : index to i32
    affine.store %c, %B[%i] : memref<32xi32>
  }
  return
}
