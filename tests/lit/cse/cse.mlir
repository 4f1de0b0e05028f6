// -cse with MLIR's scoping rules: a dominating equivalent op replaces an op
// (commutative operands in any order, nested regions see enclosing scopes,
// isolated ops start empty, blocks see their dominators only), reads are
// merged only without a possible write in between, identical side-effect
// free loops are merged, dead ops are erased. Expected output: mlir-opt 22's.
// RUN: affine-opt %s -cse --split-input-file | FileCheck %s
// RUN: %mlir_opt %s -cse --split-input-file | FileCheck %s
// RUN: affine-opt %s -cse --split-input-file --check-semantics=5 -o /dev/null
// CHECK-LABEL: func.func @commutative(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.muli %1, %2 : i32
// CHECK-NEXT: return %0, %0, %3 : i32, i32, i32
// CHECK-NEXT: }
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %b, %a : i32
  %3 = arith.subi %a, %b : i32
  %4 = arith.muli %2, %3 : i32
  return %0, %1, %4 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @nested_scopes(%arg0: memref<8xindex>, %arg1: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %2 = arith.muli %0, %0 : index
// CHECK-NEXT: affine.store %2, %arg0[%arg2] : memref<8xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %2 = arith.muli %0, %0 : index
// CHECK-NEXT: affine.store %2, %arg0[%arg2] : memref<8xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.muli %0, %0 : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @nested_scopes(%m: memref<8xindex>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %n, %c1 : index
  affine.for %i = 0 to 8 {
    %c1b = arith.constant 1 : index
    %1 = arith.addi %n, %c1b : index
    %2 = arith.muli %1, %1 : index
    affine.store %2, %m[%i] : memref<8xindex>
  }
  affine.for %i = 0 to 8 {
    %3 = arith.muli %0, %0 : index
    affine.store %3, %m[%i] : memref<8xindex>
  }
  %4 = arith.muli %0, %0 : index
  return %4 : index
}

// -----

// CHECK-LABEL: func.func @loads(%arg0: memref<8xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: affine.store %arg2, %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: return %0, %0, %1, %2 : f32, f32, f32, f32
// CHECK-NEXT: }
func.func @loads(%m: memref<8xf32>, %i: index, %f: f32) -> (f32, f32, f32, f32) {
  %0 = affine.load %m[%i] : memref<8xf32>
  %1 = affine.load %m[%i] : memref<8xf32>
  affine.store %f, %m[%i] : memref<8xf32>
  %2 = affine.load %m[%i] : memref<8xf32>
  %3 = memref.load %m[%i] : memref<8xf32>
  %4 = memref.load %m[%i] : memref<8xf32>
  return %0, %1, %2, %4 : f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @loads_across_regions(%arg0: memref<8xf32>, %arg1: index, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @loads_across_regions(%m: memref<8xf32>, %i: index, %f: f32) -> (f32, f32) {
  %0 = affine.load %m[%i] : memref<8xf32>
  affine.for %j = 0 to 4 {
    %x = arith.addf %f, %f : f32
  }
  %1 = affine.load %m[%i] : memref<8xf32>
  affine.for %j = 0 to 4 {
    %2 = affine.load %m[%i] : memref<8xf32>
    affine.store %2, %m[%j] : memref<8xf32>
  }
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.muli %0, %0 : i32
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = arith.muli %0, %0 : i32
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
func.func @blocks(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %1, %1 : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %0, %0 : i32
  cf.br ^bb3(%3 : i32)
^bb3(%r: i32):
  %4 = arith.muli %0, %0 : i32
  %5 = arith.addi %r, %4 : i32
  return %5 : i32
}

// -----

// CHECK-LABEL: func.func @identical_loops(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 4 iter_args(%arg2 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: affine.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @identical_loops(%a: f32) -> (f32, f32) {
  %0 = affine.for %i = 0 to 4 iter_args(%s = %a) -> f32 {
    %t = arith.addf %s, %s : f32
    affine.yield %t : f32
  }
  %1 = affine.for %i = 0 to 4 iter_args(%s = %a) -> f32 {
    %t = arith.addf %s, %s : f32
    affine.yield %t : f32
  }
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @isolated(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %f = constant @isolated : (i32) -> i32
// CHECK-NEXT: %1 = call_indirect %f(%0) : (i32) -> i32
// CHECK-NEXT: %2 = call_indirect %f(%0) : (i32) -> i32
// CHECK-NEXT: %3 = arith.addi %1, %2 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @isolated(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %f = func.constant @isolated : (i32) -> i32
  %g = func.constant @isolated : (i32) -> i32
  %1 = func.call_indirect %f(%0) : (i32) -> i32
  %2 = func.call_indirect %g(%0) : (i32) -> i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}

// -----

// CHECK-LABEL: func.func @dead_and_allocs(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead_and_allocs(%a: index) {
  %x = arith.addi %a, %a : index
  %m = memref.alloc() : memref<4xf32>
  %n = memref.alloc() : memref<4xf32>
  %k = memref.alloca() : memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  return
}
