// Reductions (vectorize-reductions=true): every kind mlir-opt 22 supports,
// with its neutral element in the vector accumulator, a vector.reduction
// after the loop, the initial value combined unless it is the neutral
// element, and a create_mask + select where the trip count may not be a
// multiple of the vector size. Identical to mlir-opt 22; same results before
// and after (float sums here are exact: the random inputs are multiples of
// 1/8).
//
// RUN: affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions=true" | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions=true" > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions=true" > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -split-input-file -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions=true" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM-NOT: computes something else
// SEM-NOT: not checked

// CHECK-LABEL: func.func @float_kinds
// CHECK:       %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK:       %[[ADD:.*]] = affine.for %{{.*}} = 0 to 64 step 8 iter_args(%[[ACC:.*]] = %[[Z]]) -> (vector<8xf32>) {
// CHECK:         arith.addf %[[ACC]], %{{.*}} : vector<8xf32>
// CHECK:       %[[R:.*]] = vector.reduction <add>, %[[ADD]] : vector<8xf32> into f32
// CHECK:       arith.addf %[[R]], %{{.*}} : f32
// CHECK:       arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK:       vector.reduction <mul>
// CHECK:       arith.constant dense<0x7F800000> : vector<8xf32>
// CHECK:       vector.reduction <minimumf>
// CHECK:       arith.constant dense<0xFF800000> : vector<8xf32>
// CHECK:       vector.reduction <maximumf>
// CHECK:       arith.constant dense<0x7FC00000> : vector<8xf32>
// CHECK:       vector.reduction <minnumf>
// CHECK:       arith.constant dense<0xFFC00000> : vector<8xf32>
// CHECK:       vector.reduction <maxnumf>
// SEM: @float_kinds: same results
func.func @float_kinds(%in: memref<64xf32>, %short: memref<16xf32>, %f: f32) -> (f32, f32, f32, f32, f32, f32) {
 %a = affine.for %j = 0 to 64 iter_args(%r = %f) -> (f32) {
   %ld = affine.load %in[%j] : memref<64xf32>
   %x = arith.addf %r, %ld : f32
   affine.yield %x : f32 }
 %b = affine.for %j = 0 to 16 iter_args(%r = %f) -> (f32) {
   %ld = affine.load %short[%j] : memref<16xf32>
   %x = arith.mulf %r, %ld : f32
   affine.yield %x : f32 }
 %c = affine.for %j = 0 to 64 iter_args(%r = %f) -> (f32) {
   %ld = affine.load %in[%j] : memref<64xf32>
   %x = arith.minimumf %r, %ld : f32
   affine.yield %x : f32 }
 %d = affine.for %j = 0 to 64 iter_args(%r = %f) -> (f32) {
   %ld = affine.load %in[%j] : memref<64xf32>
   %x = arith.maximumf %ld, %r : f32
   affine.yield %x : f32 }
 %e = affine.for %j = 0 to 64 iter_args(%r = %f) -> (f32) {
   %ld = affine.load %in[%j] : memref<64xf32>
   %x = arith.minnumf %r, %ld : f32
   affine.yield %x : f32 }
 %g = affine.for %j = 0 to 64 iter_args(%r = %f) -> (f32) {
   %ld = affine.load %in[%j] : memref<64xf32>
   %x = arith.maxnumf %r, %ld : f32
   affine.yield %x : f32 }
 return %a, %b, %c, %d, %e, %g : f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @int_kinds
// CHECK:       arith.constant dense<0> : vector<8xi32>
// CHECK:       vector.reduction <add>
// CHECK:       arith.constant dense<1> : vector<8xi32>
// CHECK:       vector.reduction <mul>
// CHECK:       arith.constant dense<-1> : vector<8xi32>
// CHECK:       vector.reduction <and>
// CHECK:       vector.reduction <or>
// CHECK:       vector.reduction <xor>
// CHECK:       arith.constant dense<2147483647> : vector<8xi32>
// CHECK:       vector.reduction <minsi>
// CHECK:       arith.constant dense<-2147483648> : vector<8xi32>
// CHECK:       vector.reduction <maxsi>
// CHECK:       vector.reduction <minui>
// CHECK:       vector.reduction <maxui>
// SEM: @int_kinds: same results
func.func @int_kinds(%ii: memref<64xi32>, %i: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
 %h = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.addi %r, %ld : i32
   affine.yield %x : i32 }
 %h2 = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.muli %r, %ld : i32
   affine.yield %x : i32 }
 %h3 = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.andi %r, %ld : i32
   affine.yield %x : i32 }
 %h4 = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.ori %r, %ld : i32
   affine.yield %x : i32 }
 %h5 = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.xori %r, %ld : i32
   affine.yield %x : i32 }
 %h6 = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.minsi %r, %ld : i32
   affine.yield %x : i32 }
 %h7 = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.maxsi %r, %ld : i32
   affine.yield %x : i32 }
 %h8 = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.minui %r, %ld : i32
   affine.yield %x : i32 }
 %h9 = affine.for %j = 0 to 64 iter_args(%r = %i) -> (i32) {
   %ld = affine.load %ii[%j] : memref<64xi32>
   %x = arith.maxui %r, %ld : i32
   affine.yield %x : i32 }
 return %h, %h2, %h3, %h4, %h5, %h6, %h7, %h8, %h9 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// The initial value is the neutral element: no final combine.
// CHECK-LABEL: func.func @neutral_init
// CHECK:       %[[R:.*]] = vector.reduction <add>, %{{.*}} : vector<8xf32> into f32
// CHECK-NEXT:  return %[[R]] : f32
// SEM: @neutral_init: same results
func.func @neutral_init(%in: memref<64xf32>) -> f32 {
 %zero = arith.constant 0.0 : f32
 %a = affine.for %j = 0 to 64 iter_args(%r = %zero) -> (f32) {
   %ld = affine.load %in[%j] : memref<64xf32>
   %x = arith.addf %r, %ld : f32
   affine.yield %x : f32 }
 return %a : f32
}

// -----

// 61 iterations: the last vector iteration selects the neutral element in
// the lanes past the end.
// CHECK-LABEL: func.func @masked_reduction
// CHECK:       %[[Z:.*]] = arith.constant dense<0> : vector<8xi32>
// CHECK:       affine.for %[[J:.*]] = 0 to 61 step 8 iter_args(%[[ACC:.*]] = %[[Z]]) -> (vector<8xi32>) {
// CHECK-NEXT:    %[[LEFT:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK-NEXT:    %[[M:.*]] = vector.create_mask %[[LEFT]] : vector<8xi1>
// CHECK:         %[[V:.*]] = vector.transfer_read
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[M]], %[[V]], %[[Z]] : vector<8xi1>, vector<8xi32>
// CHECK-NEXT:    arith.addi %[[ACC]], %[[S]] : vector<8xi32>
// SEM: @masked_reduction: same results
func.func @masked_reduction(%in: memref<64xi32>) -> i32 {
 %zero = arith.constant 0 : i32
 %a = affine.for %j = 0 to 61 iter_args(%r = %zero) -> (i32) {
   %ld = affine.load %in[%j] : memref<64xi32>
   %x = arith.addi %r, %ld : i32
   affine.yield %x : i32 }
 return %a : i32
}

// -----

// Symbolic bounds: masked (the mask counts the iterations left from the
// upper bound).
// CHECK-LABEL: func.func @symbolic_bounds
// CHECK:       affine.for %[[J:.*]] = %{{.*}} to %[[N:.*]] step 8 iter_args
// CHECK-NEXT:    affine.apply #{{.*}}(%[[J]])[%[[N]]]
// CHECK-NEXT:    vector.create_mask
// SEM: @symbolic_bounds: same results
func.func @symbolic_bounds(%in: memref<64xf32>, %lb: index, %n: index) -> f32 {
 %zero = arith.constant 0.0 : f32
 %a = affine.for %j = %lb to %n iter_args(%r = %zero) -> (f32) {
   %ld = affine.load %in[%j] : memref<64xf32>
   %x = arith.maxnumf %r, %ld : f32
   affine.yield %x : f32 }
 return %a : f32
}

// -----

// Column sums: the inner reduction loop is matched first (post-order) and
// vectorized; without vectorize-reductions the outer loop is vectorized
// instead, each lane carrying a whole column sum (super-vectorize-1d.mlir).
// CHECK-LABEL: func.func @column_sums
// CHECK:       affine.for %{{.*}} = 0 to 128 {
// CHECK:         affine.for %{{.*}} = 0 to 16 step 8 iter_args(%{{.*}} = %{{.*}}) -> (vector<8xf32>) {
// CHECK:         vector.reduction <add>
// SEM: @column_sums: same results
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

// Not a supported reduction (the accumulator is used twice): not vectorized.
// CHECK-LABEL: func.func @unsupported_reduction
// CHECK-NOT:   vector.
// SEM: @unsupported_reduction: same results
func.func @unsupported_reduction(%in: memref<64xf32>) -> f32 {
 %one = arith.constant 1.0 : f32
 %a = affine.for %j = 0 to 64 iter_args(%r = %one) -> (f32) {
   %x = arith.addf %r, %r : f32
   affine.yield %x : f32 }
 return %a : f32
}
