// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// affine.delinearize_index and affine.linearize_index: static, dynamic and
// mixed bases, with and without the outer bound, `disjoint`.

func.func @delinearize(%x: index, %b0: index, %b1: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (16, 224, 224) : index, index, index
  %1:2 = affine.delinearize_index %x into (%b0, %b1) : index, index
  %2:3 = affine.delinearize_index %x into (%b0, 8) : index, index, index
  %3:2 = affine.delinearize_index %x into (4) : index, index
  return %0#0, %1#1, %2#2 : index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg0 into (16, 224, 224) : index, index, index
// CHECK-NEXT:     %1:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
// CHECK-NEXT:     %2:3 = affine.delinearize_index %arg0 into (%arg1, 8) : index, index, index
// CHECK-NEXT:     %3:2 = affine.delinearize_index %arg0 into (4) : index, index
// CHECK-NEXT:     return %0#0, %1#1, %2#2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @linearize(%i: index, %j: index, %k: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index [%i, %j, %k] by (2, 3, 5) : index
  %1 = affine.linearize_index [%i, %j, %k] by (3, 5) : index
  %2 = affine.linearize_index disjoint [%i, %j] by (%b, 7) : index
  %3 = affine.linearize_index disjoint [%i, %j, %k] by (%b, %b) {tag} : index
  return %0, %1, %2 : index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @linearize(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (2, 3, 5) : index
// CHECK-NEXT:     %1 = affine.linearize_index [%arg0, %arg1, %arg2] by (3, 5) : index
// CHECK-NEXT:     %2 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg3, 7) : index
// CHECK-NEXT:     %3 = affine.linearize_index disjoint [%arg0, %arg1, %arg2] by (%arg3, %arg3) {tag} : index
// CHECK-NEXT:     return %0, %1, %2 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

// Results of index ops on loop ivs are valid affine dims.
func.func @as_subscripts(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 100 {
    %ij:2 = affine.delinearize_index %i into (10, 10) : index, index
    %r = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)> (%ij#0, %ij#1)
    %v = affine.load %A[%r floordiv 10, %r mod 10] : memref<10x10xf32>
    %l = affine.linearize_index [%ij#1, %ij#0] by (10, 10) : index
    %w = affine.load %A[%l floordiv 10, %l mod 10] : memref<10x10xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 10 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @as_subscripts(%arg0: memref<10x10xf32>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 100 {
// CHECK-NEXT:       %0:2 = affine.delinearize_index %arg1 into (10, 10) : index, index
// CHECK-NEXT:       %1 = affine.apply #map(%0#0, %0#1)
// CHECK-NEXT:       %2 = affine.load %arg0[%1 floordiv 10, %1 mod 10] : memref<10x10xf32>
// CHECK-NEXT:       %3 = affine.linearize_index [%0#1, %0#0] by (10, 10) : index
// CHECK-NEXT:       %4 = affine.load %arg0[%3 floordiv 10, %3 mod 10] : memref<10x10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
