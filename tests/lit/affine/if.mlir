// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// affine.if: conditions inline and aliased, else regions, results.

#interior = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 - 1 >= 0, s0 - d0 - 2 >= 0, s0 - d1 - 2 >= 0)>
#diag = affine_set<(d0, d1) : (d0 - d1 == 0)>

func.func @conditions(%n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.if #interior(%i, %j)[%n] {
        "test.inside"() : () -> ()
      }
      affine.if #diag(%i, %j) {
        "test.diag"() : () -> ()
      } else {
        "test.offdiag"() : () -> ()
      }
      affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
      } else {
      }
    }
  }
  return
}

// CHECK: #set = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + s0 - 2 >= 0, -d1 + s0 - 2 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0, d1) : (d0 - d1 == 0)>
// CHECK-NEXT: #set2 = affine_set<(d0) : (d0 mod 2 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @conditions(%arg0: index) {
// CHECK-NEXT:     affine.for %arg1 = 0 to %arg0 {
// CHECK-NEXT:       affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT:         affine.if #set(%arg1, %arg2)[%arg0] {
// CHECK-NEXT:           "test.inside"() : () -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:         affine.if #set1(%arg1, %arg2) {
// CHECK-NEXT:           "test.diag"() : () -> ()
// CHECK-NEXT:         } else {
// CHECK-NEXT:           "test.offdiag"() : () -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:         affine.if #set2(%arg1) {
// CHECK-NEXT:         } else {
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @results(%n: index, %a: f32, %b: f32) -> f32 {
  %0 = affine.if affine_set<()[s0] : (s0 - 10 >= 0)>()[%n] -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  %1:2 = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> (f32, index) {
    affine.yield %0, %n : f32, index
  } else {
    affine.yield %b, %n : f32, index
  } {marked}
  return %1#0 : f32
}

// CHECK: #set = affine_set<()[s0] : (s0 - 10 >= 0)>
// CHECK-NEXT: #set1 = affine_set<()[s0] : (s0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @results(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = affine.if #set()[%arg0] -> f32 {
// CHECK-NEXT:       affine.yield %arg1 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = affine.if #set1()[%arg0] -> (f32, index) {
// CHECK-NEXT:       affine.yield %0, %arg0 : f32, index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %arg2, %arg0 : f32, index
// CHECK-NEXT:     } {marked}
// CHECK-NEXT:     return %1#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @empty_sets() {
  %c = arith.constant 3 : index
  affine.if affine_set<() : ()>() {
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%c) {
  }
  return
}

// CHECK: #set = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @empty_sets() {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     affine.if #set() {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.if #set1(%c3) {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
