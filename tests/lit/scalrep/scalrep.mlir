// -affine-scalrep: store-to-load forwarding, redundant load elimination,
// dead stores and allocations left with only stores. Output byte-identical
// to mlir-opt 22; every function computes the same before and after.
//
// RUN: affine-opt %s -allow-unregistered-dialect -split-input-file -affine-scalrep | FileCheck %s
// RUN: affine-opt %s -allow-unregistered-dialect -split-input-file -affine-scalrep > %t.ours
// RUN: %mlir_opt %s -allow-unregistered-dialect -split-input-file -affine-scalrep > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -allow-unregistered-dialect -split-input-file -affine-scalrep --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM-NOT: computes something else
// SEM-NOT: not checked

// The stored value reaches the load in the same iteration: the load goes,
// the alloc stays (it is read after the loop).
// CHECK-LABEL: func.func @forward_simple
// CHECK-SAME:    (%[[V:.*]]: f32)
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      %[[Y:.*]] = arith.addf %[[V]], %[[V]] : f32
// CHECK-NEXT:      affine.store %[[Y]], %{{.*}}[%[[I]]]
// CHECK-NEXT:    }
// CHECK:         memref.load
// SEM: @forward_simple: same results
func.func @forward_simple(%v: f32) -> f32 {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %v, %m[%i] : memref<10xf32>
    %x = affine.load %m[%i] : memref<10xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %m[%i] : memref<10xf32>
  }
  %c = arith.constant 0 : index
  %r = memref.load %m[%c] : memref<10xf32>
  return %r : f32
}


// -----

// Every load forwarded: the allocation, its stores and its dealloc go.
// CHECK-LABEL: func.func @dead_alloc
// CHECK-NOT:     memref.alloc
// CHECK:         arith.mulf
// CHECK-NOT:     affine.store
// CHECK-NOT:     memref.dealloc
// CHECK:         return
func.func @dead_alloc(%v: f32) {
  %m = memref.alloc() : memref<10x10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %v, %m[%i, %j] : memref<10x10xf32>
      %x = affine.load %m[%i, %j] : memref<10x10xf32>
      %y = arith.mulf %x, %x : f32
      affine.store %y, %m[%i, %j] : memref<10x10xf32>
    }
  }
  memref.dealloc %m : memref<10x10xf32>
  return
}


// -----

// Subscripts are compared after composing affine.apply.
// CHECK-LABEL: func.func @apply_forward
// CHECK-SAME:    (%{{.*}}: memref<10xf32>, %[[V:.*]]: f32)
// CHECK-NOT:     affine.load
// CHECK:         arith.addf %{{.*}}, %[[V]] : f32
func.func @apply_forward(%A: memref<10xf32>, %v: f32) -> f32 {
  %s = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 9 iter_args(%acc = %s) -> f32 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.store %v, %A[%a] : memref<10xf32>
    %x = affine.load %A[%i + 1] : memref<10xf32>
    %n = arith.addf %acc, %x : f32
    affine.yield %n : f32
  }
  return %r : f32
}


// -----

// Two memref arguments may alias: the store to %B may overwrite A[0].
// CHECK-LABEL: func.func @intervening
// CHECK:         affine.load
func.func @intervening(%A: memref<10xf32>, %B: memref<10xf32>, %v: f32, %w: f32) -> f32 {
  affine.store %v, %A[0] : memref<10xf32>
  affine.store %w, %B[0] : memref<10xf32>
  %x = affine.load %A[0] : memref<10xf32>
  return %x : f32
}


// -----

// A fresh allocation does not alias an argument: both loads forwarded,
// the allocation removed.
// CHECK-LABEL: func.func @intervening_alloc
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     affine.load
// CHECK:         return
func.func @intervening_alloc(%A: memref<10xf32>, %v: f32, %w: f32) -> f32 {
  %B = memref.alloc() : memref<10xf32>
  affine.store %v, %A[0] : memref<10xf32>
  affine.store %w, %B[0] : memref<10xf32>
  %x = affine.load %A[0] : memref<10xf32>
  %y = affine.load %B[0] : memref<10xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}


// -----

// The inner loop overwrites A[%i] (at %j == %i) before later loads.
// CHECK-LABEL: func.func @loop_carried
// CHECK:         affine.for
// CHECK:           affine.for
// CHECK-NEXT:        affine.load
func.func @loop_carried(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    affine.store %v, %A[%i] : memref<10xf32>
    affine.for %j = 0 to 10 {
      %x = affine.load %A[%i] : memref<10xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %A[%j] : memref<10xf32>
    }
  }
  return
}


// -----

// The second load of A[%i, 0] reuses the first; the one in the inner
// loop stays: the inner loop stores to %O, an argument that may alias %A.
// CHECK-LABEL: func.func @redundant_load
// CHECK:         %[[A:.*]] = affine.load %{{.*}}[%{{.*}}, 0]
// CHECK-NEXT:    affine.load %{{.*}}[%{{.*}}, 1]
// CHECK:         affine.for
// CHECK-NEXT:      affine.load %{{.*}}[%{{.*}}, 0]
// CHECK:         arith.addf %[[A]], %[[A]] : f32
func.func @redundant_load(%A: memref<10x10xf32>, %O: memref<10xf32>) -> f32 {
  %s = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %s) -> f32 {
    %a = affine.load %A[%i, 0] : memref<10x10xf32>
    %b = affine.load %A[%i, 0] : memref<10x10xf32>
    %c = affine.load %A[%i, 1] : memref<10x10xf32>
    affine.for %j = 0 to 10 {
      %d = affine.load %A[%i, 0] : memref<10x10xf32>
      affine.store %d, %O[%j] : memref<10xf32>
    }
    %t = arith.addf %a, %b : f32
    %u = arith.addf %t, %c : f32
    %n = arith.addf %acc, %u : f32
    affine.yield %n : f32
  }
  return %r : f32
}


// -----

// Stores overwritten before any read go; the last stores stay.
// CHECK-LABEL: func.func @dead_store
// CHECK-SAME:    (%{{.*}}: memref<10xf32>, %{{.*}}: f32, %[[W:.*]]: f32)
// CHECK:         affine.for
// CHECK-NEXT:      affine.store %[[W]]
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.store %[[W]], %{{.*}}[3]
// CHECK-NEXT:    return
func.func @dead_store(%A: memref<10xf32>, %v: f32, %w: f32) {
  affine.for %i = 0 to 10 {
    affine.store %v, %A[%i] : memref<10xf32>
    affine.store %w, %A[%i] : memref<10xf32>
  }
  affine.store %v, %A[3] : memref<10xf32>
  %x = affine.load %A[3] : memref<10xf32>
  affine.store %x, %A[3] : memref<10xf32>
  affine.store %w, %A[3] : memref<10xf32>
  return
}


// -----

// CHECK-LABEL: func.func @if_then
// CHECK-SAME:    (%{{.*}}: memref<10xf32>, %{{.*}}: memref<10xf32>, %[[V:.*]]: f32, %{{.*}}: index)
// CHECK:         return %[[V]] : f32
func.func @if_then(%A: memref<10xf32>, %O: memref<10xf32>, %v: f32, %n: index) -> f32 {
  affine.store %v, %A[0] : memref<10xf32>
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%n) {
    affine.store %v, %A[1] : memref<10xf32>
  }
  %x = affine.load %A[0] : memref<10xf32>
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%n) {
    %y = affine.load %A[0] : memref<10xf32>
    affine.store %y, %O[0] : memref<10xf32>
  }
  return %x : f32
}


// -----

// A call has unknown effects: nothing is forwarded across it.
// CHECK-LABEL: func.func @call_between
// CHECK:         call @ext(%{{.*}})
// CHECK-NEXT:    affine.load
func.func @call_between(%A: memref<10xf32>, %v: f32) -> f32 {
  affine.store %v, %A[0] : memref<10xf32>
  func.call @ext(%A) : (memref<10xf32>) -> ()
  %x = affine.load %A[0] : memref<10xf32>
  return %x : f32
}
func.func @ext(%A: memref<10xf32>) {
  %c = arith.constant 3.0 : f32
  affine.store %c, %A[0] : memref<10xf32>
  return
}

// -----

// Vector accesses forward only to a load of the same type.
// CHECK-LABEL: func.func @vector
// CHECK-SAME:    (%{{.*}}: memref<16xf32>, %[[V:.*]]: vector<4xf32>)
// CHECK-NOT:     affine.vector_load
// CHECK:         %[[S:.*]] = affine.load
// CHECK-NEXT:    return %[[V]], %[[S]]
func.func @vector(%A: memref<16xf32>, %v: vector<4xf32>) -> (vector<4xf32>, f32) {
  affine.vector_store %v, %A[0] : memref<16xf32>, vector<4xf32>
  %x = affine.vector_load %A[0] : memref<16xf32>, vector<4xf32>
  %y = affine.load %A[0] : memref<16xf32>
  return %x, %y : vector<4xf32>, f32
}


// -----

// Symbolic and semi-affine subscripts.
// CHECK-LABEL: func.func @symbolic
// CHECK:         affine.store
// CHECK-NEXT:    %[[Y:.*]] = affine.load %{{.*}}[symbol(%{{.*}}) floordiv 2]
// CHECK-NOT:     affine.load
func.func @symbolic(%A: memref<?xf32>, %n: index, %v: f32) -> f32 {
  affine.store %v, %A[symbol(%n) + 1] : memref<?xf32>
  %x = affine.load %A[symbol(%n) + 1] : memref<?xf32>
  %y = affine.load %A[symbol(%n) floordiv 2] : memref<?xf32>
  %z = affine.load %A[symbol(%n) floordiv 2] : memref<?xf32>
  %s = arith.addf %x, %y : f32
  %t = arith.addf %s, %z : f32
  return %t : f32
}

// -----

// CHECK-LABEL: func.func @alloca_scope
// CHECK-NOT:     memref.alloc
// CHECK:         arith.addf
func.func @alloca_scope(%v: f32) -> f32 {
  %m = memref.alloca() : memref<4xf32>
  %n = memref.alloc() : memref<4xf32>
  affine.store %v, %m[0] : memref<4xf32>
  affine.store %v, %n[1] : memref<4xf32>
  %x = affine.load %m[0] : memref<4xf32>
  %y = affine.load %n[1] : memref<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}


// -----

// memref.copy writes only its target: A[0] is not overwritten by the
// first copy when it targets %B... but %B may alias %A (arguments), so the
// second forwarding is blocked; the first (from a fresh allocation) is not.
// CHECK-LABEL: func.func @copy_between
// CHECK:         memref.copy
// CHECK-NEXT:    affine.store
// CHECK-NEXT:    memref.copy
// CHECK-NEXT:    affine.load
func.func @copy_between(%A: memref<4xf32>, %B: memref<4xf32>, %v: f32) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  affine.store %v, %m[0] : memref<4xf32>
  memref.copy %A, %B : memref<4xf32> to memref<4xf32>
  %x = affine.load %m[0] : memref<4xf32>
  affine.store %v, %A[0] : memref<4xf32>
  memref.copy %m, %B : memref<4xf32> to memref<4xf32>
  %y = affine.load %A[0] : memref<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}


// -----

// A non-affine store to the same memref blocks forwarding.
// CHECK-LABEL: func.func @memref_store_between
// CHECK:         memref.store
// CHECK-NEXT:    affine.load
func.func @memref_store_between(%A: memref<4xf32>, %v: f32, %w: f32) -> f32 {
  %c0 = arith.constant 0 : index
  affine.store %v, %A[0] : memref<4xf32>
  memref.store %w, %A[%c0] : memref<4xf32>
  %x = affine.load %A[0] : memref<4xf32>
  return %x : f32
}


// -----

// A store through a subview of the allocation may overwrite it.
// CHECK-LABEL: func.func @subview_alias
// CHECK:         affine.store
// CHECK-NEXT:    affine.store
// CHECK-NEXT:    affine.load
func.func @subview_alias(%v: f32, %w: f32) -> f32 {
  %m = memref.alloc() : memref<8xf32>
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  affine.store %v, %m[2] : memref<8xf32>
  affine.store %w, %s[0] : memref<4xf32, strided<[1], offset: 2>>
  %x = affine.load %m[2] : memref<8xf32>
  return %x : f32
}


// -----

// CHECK-LABEL: func.func @parallel_op
// CHECK:         affine.parallel
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
func.func @parallel_op(%A: memref<10x10xf32>, %v: f32) {
  affine.parallel (%i, %j) = (0, 0) to (10, 10) {
    affine.store %v, %A[%i, %j] : memref<10x10xf32>
    %x = affine.load %A[%i, %j] : memref<10x10xf32>
    %y = arith.addf %x, %v : f32
    affine.store %y, %A[%i, %j] : memref<10x10xf32>
  }
  return
}


// -----

// The first loop never writes A[5] (dependence analysis); the second does.
// CHECK-LABEL: func.func @inner_loop_store
// CHECK-COUNT-2: affine.for
// CHECK:         %[[Y:.*]] = affine.load %{{.*}}[5]
// CHECK-NEXT:    arith.addf %{{.*}}, %[[Y]]
func.func @inner_loop_store(%A: memref<10xf32>, %v: f32, %w: f32) -> f32 {
  affine.store %v, %A[5] : memref<10xf32>
  affine.for %i = 0 to 4 {
    affine.store %w, %A[%i] : memref<10xf32>
  }
  %x = affine.load %A[5] : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %w, %A[%i] : memref<10xf32>
  }
  %y = affine.load %A[5] : memref<10xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}


// -----

// (%i + 4) mod 4 and %i mod 4 are the same element.
// CHECK-LABEL: func.func @loop_iv_mod
// CHECK-NOT:     affine.load
func.func @loop_iv_mod(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    affine.store %v, %A[%i mod 4] : memref<10xf32>
    %x = affine.load %A[(%i + 4) mod 4] : memref<10xf32>
    %y = affine.load %A[%i mod 4] : memref<10xf32>
    %z = arith.addf %x, %y : f32
    affine.store %z, %A[%i floordiv 2] : memref<10xf32>
  }
  return
}


// -----

// Index values read from memory are forwarded too, and then subscripts
// using them compare equal.
// CHECK-LABEL: func.func @index_loaded
// CHECK-NOT:     affine.load
// CHECK:         return
func.func @index_loaded(%A: memref<10xf32>, %I: memref<2xindex>, %v: f32) -> f32 {
  %c = arith.constant 0 : index
  affine.store %c, %I[0] : memref<2xindex>
  %i = affine.load %I[0] : memref<2xindex>
  %j = affine.load %I[0] : memref<2xindex>
  affine.store %v, %A[symbol(%i)] : memref<10xf32>
  %x = affine.load %A[symbol(%j)] : memref<10xf32>
  return %x : f32
}


// -----

// The first store is killed by the last; the one under affine.if stays
// (it is in another region).
// CHECK-LABEL: func.func @nested_if_store
// CHECK:         affine.for
// CHECK-NEXT:      affine.if
// CHECK-NEXT:        affine.store
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
func.func @nested_if_store(%A: memref<10xf32>, %v: f32, %w: f32) {
  affine.for %i = 0 to 10 {
    affine.store %v, %A[%i] : memref<10xf32>
    affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%i) {
      affine.store %w, %A[%i] : memref<10xf32>
    }
    affine.store %w, %A[%i] : memref<10xf32>
  }
  return
}

// -----

// Memrefs chosen by scf.if are traced to the two allocations: a store
// through the result does not alias the third allocation.
// CHECK-LABEL: func.func @scf_if_memref
// CHECK:         scf.if
// CHECK:         affine.store
// CHECK-NOT:     affine.load
// CHECK:         arith.addf
func.func @scf_if_memref(%c: i1, %v: f32, %w: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  %o = memref.alloc() : memref<4xf32>
  affine.store %v, %o[0] : memref<4xf32>
  affine.store %w, %s[0] : memref<4xf32>
  %x = affine.load %o[0] : memref<4xf32>
  %y = affine.load %s[0] : memref<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

// -----

// Loop-carried memrefs are traced to their init (and to what the body
// yields): a fresh allocation, or an argument (which cannot be the fresh
// allocation %o either).
// CHECK-LABEL: func.func @loop_carried_memref
// CHECK-COUNT-2: affine.for
// CHECK:         affine.load
// CHECK-NOT:     affine.load
func.func @loop_carried_memref(%A: memref<4xf32>, %v: f32, %w: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %o = memref.alloc() : memref<4xf32>
  affine.store %v, %o[0] : memref<4xf32>
  %r = affine.for %i = 0 to 4 iter_args(%m = %a) -> memref<4xf32> {
    affine.store %w, %m[0] : memref<4xf32>
    affine.yield %m : memref<4xf32>
  }
  %x = affine.load %o[0] : memref<4xf32>
  %s = affine.for %i = 0 to 4 iter_args(%m = %A) -> memref<4xf32> {
    affine.store %w, %m[1] : memref<4xf32>
    affine.yield %m : memref<4xf32>
  }
  %y = affine.load %o[0] : memref<4xf32>
  %t = affine.load %r[0] : memref<4xf32>
  %z = arith.addf %x, %y : f32
  %u = arith.addf %z, %t : f32
  return %u : f32
}
