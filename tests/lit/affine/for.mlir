// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// affine.for: bounds in every printed form, steps, iter_args, attributes.

func.func @constant_bounds() {
  affine.for %i = 0 to 10 {
  }
  affine.for %i = -5 to 5 step 3 {
  }
  affine.for %i = 0 to 10 step 1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @constant_bounds() {
// CHECK-NEXT:     affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg0 = -5 to 5 step 3 {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:       "test.use"(%arg0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

#ub = affine_map<(d0)[s0] -> (d0 + s0, 100)>
#lb = affine_map<(d0)[s0] -> (d0 - 4, s0)>

func.func @symbolic_bounds(%n: index, %m: index) {
  affine.for %i = %n to %m {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i)[%m] step 4 {
      affine.for %k = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 8)>(%j) {
      }
    }
  }
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<() -> (7)>() {
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%n] to 64 {
  }
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 - 4, s0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0, 100)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 8)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @symbolic_bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = %arg0 to %arg1 {
// CHECK-NEXT:       affine.for %arg3 = max #map(%arg2)[%arg0] to min #map1(%arg2)[%arg1] step 4 {
// CHECK-NEXT:         affine.for %arg4 = #map2(%arg3) to #map3(%arg3) {
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = %arg0 to 7 {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = #map4()[%arg0] to 64 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @iter_args(%buf: memref<128xf32>, %init: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to 128 step 2 iter_args(%a = %init, %b = %init) -> (f32, f32) {
    %v = affine.load %buf[%i] : memref<128xf32>
    %s = arith.addf %a, %v : f32
    %p = arith.mulf %b, %v : f32
    affine.yield %s, %p : f32, f32
  }
  %c = affine.for %i = 0 to 4 iter_args(%acc = %r#0) -> f32 {
    affine.yield %acc : f32
  }
  return %c, %r#1 : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @iter_args(%arg0: memref<128xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %0:2 = affine.for %arg2 = 0 to 128 step 2 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg2] : memref<128xf32>
// CHECK-NEXT:       %3 = arith.addf %arg3, %2 : f32
// CHECK-NEXT:       %4 = arith.mulf %arg4, %2 : f32
// CHECK-NEXT:       affine.yield %3, %4 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %0#0) -> (f32) {
// CHECK-NEXT:       affine.yield %arg3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1, %0#1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @attributes_and_yield() {
  affine.for %i = 0 to 8 {
    affine.yield
  } {unroll = 4 : i64, name = "outer"}
  affine.for %i = 0 to 8 {
    "affine.yield"() : () -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @attributes_and_yield() {
// CHECK-NEXT:     affine.for %arg0 = 0 to 8 {
// CHECK-NEXT:     } {name = "outer", unroll = 4 : i64}
// CHECK-NEXT:     affine.for %arg0 = 0 to 8 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
