// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s

// memref.dim of a memref.reshape result reads the size from the shape
// operand (DimOfMemRefReshape): a load right after the reshape, cast to
// index when the shape holds integers; the reshape is then dead.

// CHECK-LABEL: func.func @index_shape(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %2 = arith.addi %1, %0 : index
// CHECK-NEXT: return %2 : index
func.func @index_shape(%m: memref<*xf32>, %s: memref<?xindex>, %i: index) -> index {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %r, %i : memref<*xf32>
  %d1 = memref.dim %r, %c1 : memref<*xf32>
  %sum = arith.addi %d0, %d1 : index
  return %sum : index
}

// CHECK-LABEL: func.func @int_shape(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<2xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %2 = memref.load %arg1[%c0] : memref<2xi32>
// CHECK-NEXT: %3 = arith.index_cast %2 : i32 to index
// CHECK-NEXT: return %3, %1 : index, index
func.func @int_shape(%m: memref<6xf32>, %s: memref<2xi32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi32>) -> memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %r, %c0 : memref<?x?xf32>
  %d1 = memref.dim %r, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}

// A static size folds to a constant before the pattern is tried.
// CHECK-LABEL: func.func @static_dim(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c2 : index
func.func @static_dim(%m: memref<6xf32>, %s: memref<2xi64>) -> index {
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi64>) -> memref<2x?xf32>
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %r, %c0 : memref<2x?xf32>
  return %d0 : index
}

// An index defined after the reshape in its block is not used.
// CHECK-LABEL: func.func @index_after(
// CHECK: %reshape = memref.reshape
// CHECK-NEXT: %0 = memref.load %arg2[%c0] : memref<2xindex>
// CHECK-NEXT: %dim = memref.dim %reshape, %0 : memref<?x?xf32>
func.func @index_after(%m: memref<6xf32>, %s: memref<2xi64>, %t: memref<2xindex>) -> index {
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi64>) -> memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %i = memref.load %t[%c0] : memref<2xindex>
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}

// An index defined in a region nested below the reshape's is not used
// either (the cheap dominance test).
// CHECK-LABEL: func.func @nested_index(
// CHECK: %reshape = memref.reshape
// CHECK-NEXT: affine.for %arg4 = 0 to 2 {
// CHECK-NEXT: %dim = memref.dim %reshape, %arg4 : memref<?x?xf32>
func.func @nested_index(%m: memref<6xf32>, %s: memref<2xi64>, %n: index, %out: memref<?xindex>) {
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi64>) -> memref<?x?xf32>
  affine.for %k = 0 to 2 {
    %d = memref.dim %r, %k : memref<?x?xf32>
    memref.store %d, %out[%k] : memref<?xindex>
  }
  return
}

// A reshape inside a loop: the loop's IV (a block argument of the
// reshape's block) and an index from above both dominate it.
// CHECK-LABEL: func.func @reshape_in_loop(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: affine.for %arg3 = 0 to 2 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg3] : memref<2xi64>
// CHECK-NEXT: %1 = arith.index_cast %0 : i64 to index
// CHECK-NEXT: %2 = memref.load %arg1[%c1] : memref<2xi64>
// CHECK-NEXT: %3 = arith.index_cast %2 : i64 to index
// CHECK-NEXT: %4 = arith.addi %3, %1 : index
func.func @reshape_in_loop(%m: memref<6xf32>, %s: memref<2xi64>, %out: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  affine.for %k = 0 to 2 {
    %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi64>) -> memref<?x?xf32>
    %d = memref.dim %r, %c1 : memref<?x?xf32>
    %e = memref.dim %r, %k : memref<?x?xf32>
    %f = arith.addi %d, %e : index
    memref.store %f, %out[%k] : memref<?xindex>
  }
  return
}
