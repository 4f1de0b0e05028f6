// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// Values accepted as affine dims / symbols.

// Function arguments and values defined at the top level of the function are
// symbols everywhere in the function; results of pure ops on symbols too.
func.func @symbols(%A: memref<?xf32>, %n: index) {
  %c4 = arith.constant 4 : index
  %m = arith.muli %n, %c4 : index
  affine.for %i = 0 to %m {
    %k = arith.addi %n, %c4 : index
    affine.for %j = %k to %n {
      %v = affine.load %A[%i + symbol(%k)] : memref<?xf32>
    }
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%k] {
      %w = affine.load %A[symbol(%m)] : memref<?xf32>
    }
  }
  return
}

// CHECK: #set = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @symbols(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c4 : index
// CHECK-NEXT:     affine.for %arg2 = 0 to %0 {
// CHECK-NEXT:       %1 = arith.addi %arg1, %c4 : index
// CHECK-NEXT:       affine.for %arg3 = %1 to %arg1 {
// CHECK-NEXT:         %2 = affine.load %arg0[%arg2 + symbol(%1)] : memref<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.if #set(%arg2)[%1] {
// CHECK-NEXT:         %2 = affine.load %arg0[symbol(%0)] : memref<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

// Results of index ops and affine.apply on dims are dims.
func.func @dims(%A: memref<?x?xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)> (%i)
    %d:2 = affine.delinearize_index %i into (8, 8) : index, index
    %l = affine.linearize_index [%d#1, %d#0] by (8, 8) : index
    %v = affine.load %A[%a, %l] : memref<?x?xf32>
    affine.parallel (%p) = (0) to (%a) {
      %w = affine.load %A[%p, %i] : memref<?x?xf32>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dims(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 64 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg2)
// CHECK-NEXT:       %1:2 = affine.delinearize_index %arg2 into (8, 8) : index, index
// CHECK-NEXT:       %2 = affine.linearize_index [%1#1, %1#0] by (8, 8) : index
// CHECK-NEXT:       %3 = affine.load %arg0[%0, %2] : memref<?x?xf32>
// CHECK-NEXT:       affine.parallel (%arg3) = (0) to (%0) {
// CHECK-NEXT:         %4 = affine.load %arg0[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

// The module is an affine scope: a value defined at its top level is a
// symbol inside a nested region that is not isolated from above.
%idx = "test.value"() : () -> index
"test.region"() ({
^bb0(%A: memref<?xf32>):
  %v = affine.load %A[symbol(%idx)] : memref<?xf32>
  %w = affine.load %A[%idx] : memref<?xf32>
  "test.end"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   %0 = "test.value"() : () -> index
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: memref<?xf32>):
// CHECK-NEXT:     %1 = affine.load %arg0[symbol(%0)] : memref<?xf32>
// CHECK-NEXT:     %2 = affine.load %arg0[%0] : memref<?xf32>
// CHECK-NEXT:     "test.end"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
