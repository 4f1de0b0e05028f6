// -affine-scalrep on functions with several blocks (cf branches): a store
// dominates the loads of its successors, and a store in the join block
// post-dominates (kills) a store of the entry block. The interpreter does
// not run cf, so these are checked against mlir-opt 22 byte for byte only.
//
// RUN: affine-opt %s -split-input-file -affine-scalrep | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-scalrep > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-scalrep > %t.ref
// RUN: diff %t.ref %t.ours

// The search for intervening writes follows every successor of the
// store's block (^bb2 overwrites A[0]), even for the load in ^bb1, so no
// load is forwarded; the first store to A[1] is dead.
// CHECK-LABEL: func.func @cfg
// CHECK:       ^bb1:
// CHECK-NEXT:    affine.load
// CHECK-NEXT:    cf.br ^bb3(%{{.*}} : f32)
// CHECK:       ^bb3(%{{.*}}: f32):
// CHECK-NEXT:    affine.load
// CHECK-NEXT:    affine.store %{{.*}}, %{{.*}}[1]
// CHECK-NEXT:    arith.addf
func.func @cfg(%A: memref<10xf32>, %v: f32, %w: f32, %c: i1) -> f32 {
  affine.store %v, %A[0] : memref<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = affine.load %A[0] : memref<10xf32>
  cf.br ^bb3(%x : f32)
^bb2:
  affine.store %w, %A[0] : memref<10xf32>
  cf.br ^bb3(%w : f32)
^bb3(%r: f32):
  %y = affine.load %A[0] : memref<10xf32>
  affine.store %v, %A[1] : memref<10xf32>
  affine.store %w, %A[1] : memref<10xf32>
  %s = arith.addf %r, %y : f32
  return %s : f32
}


// -----

// CHECK-LABEL: func.func @cfg_dead
// CHECK-NEXT:    cf.cond_br
func.func @cfg_dead(%A: memref<10xf32>, %v: f32, %w: f32, %c: i1) {
  affine.store %v, %A[0] : memref<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  affine.store %w, %A[0] : memref<10xf32>
  return
}

