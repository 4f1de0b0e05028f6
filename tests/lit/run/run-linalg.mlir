// Structured linalg ops on memrefs run in the interpreter as
// -convert-linalg-to-affine-loops lowers them: running mlir-opt 22's lowering
// gives the same results as running the ops.
//
// RUN: affine-opt %s --run=named --run-inputs='[[[1, 2, 3], [4, 5, 6]], [[1, 0], [2, 1], [0, 3]], [[0, 0], [0, 0]], [1, 2, 3], [0, 0, 0], [0, 0], [0, 0]]' | FileCheck %s --check-prefix=NAMED
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | affine-opt --run=named --run-inputs='[[[1, 2, 3], [4, 5, 6]], [[1, 0], [2, 1], [0, 3]], [[0, 0], [0, 0]], [1, 2, 3], [0, 0, 0], [0, 0], [0, 0]]' | FileCheck %s --check-prefix=NAMED
// RUN: affine-opt %s --run=generic --run-inputs='[[[1, 2, 3], [4, 5, 6]], [[0, 0], [0, 0], [0, 0]], 0]' | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | affine-opt --run=generic --run-inputs='[[[1, 2, 3], [4, 5, 6]], [[0, 0], [0, 0], [0, 0]], 0]' | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --run=elementwise --run-inputs='[[8, -6, 7], [2, 3, -2], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]' | FileCheck %s --check-prefix=ELEM
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | affine-opt --run=elementwise --run-inputs='[[8, -6, 7], [2, 3, -2], [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]]' | FileCheck %s --check-prefix=ELEM
// RUN: not affine-opt %s --run=mismatch --run-inputs='[[1, 2, 3, 4], [0, 0, 0]]' 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM: @named: same results on 3 of 3 random inputs
// SEM: @generic: same results on 3 of 3 random inputs
// SEM: @elementwise: same results on {{[1-3]}} of 3 random inputs
// SEM-NOT: not checked

// matmul C = A * B, fill then copy, matvec A * x, vecmat x^T * B.
// NAMED: @named:
// NAMED: arg2: memref<2x2xi32> = {{\[\[}}5, 11], [14, 23]]
// NAMED: arg4: memref<3xi32> = [7, 7, 7]
// NAMED: arg5: memref<2xi32> = [14, 32]
// NAMED: arg6: memref<2xi32> = [5, 11]
func.func @named(%A: memref<2x3xi32>, %B: memref<3x2xi32>, %C: memref<2x2xi32>, %x: memref<3xi32>,
                 %f: memref<3xi32>, %y: memref<2xi32>, %z: memref<2xi32>) {
  linalg.matmul ins(%A, %B : memref<2x3xi32>, memref<3x2xi32>) outs(%C : memref<2x2xi32>)
  %seven = arith.constant 7 : i32
  %t = memref.alloc() : memref<3xi32>
  linalg.fill ins(%seven : i32) outs(%t : memref<3xi32>)
  linalg.copy ins(%t : memref<3xi32>) outs(%f : memref<3xi32>)
  memref.dealloc %t : memref<3xi32>
  linalg.matvec ins(%A, %x : memref<2x3xi32>, memref<3xi32>) outs(%y : memref<2xi32>)
  linalg.vecmat ins(%x, %B : memref<3xi32>, memref<3x2xi32>) outs(%z : memref<2xi32>)
  return
}

// A transpose with linalg.index, and a reduction into a rank-0 memref.
// GENERIC: arg1: memref<3x2xf32> = {{\[\[}}1, 104], [2, 105], [3, 106]]
// GENERIC: arg2: memref<f32> = 21
func.func @generic(%A: memref<2x3xf32>, %T: memref<3x2xf32>, %S: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<2x3xf32>) outs(%T : memref<3x2xf32>) {
  ^bb0(%a: f32, %t: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %h = arith.constant 100 : i32
    %m = arith.muli %ii, %h : i32
    %mf = arith.sitofp %m : i32 to f32
    %r = arith.addf %a, %mf : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%A : memref<2x3xf32>) outs(%S : memref<f32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  }
  return
}

// ELEM: arg2: memref<3xi32> = [10, -3, 5]
// ELEM: arg3: memref<3xi32> = [6, -9, 9]
// ELEM: arg4: memref<3xi32> = [16, -18, -14]
// ELEM: arg5: memref<3xi32> = [4, -2, -3]
func.func @elementwise(%a: memref<3xi32>, %b: memref<3xi32>, %s: memref<3xi32>, %d: memref<3xi32>, %p: memref<3xi32>, %q: memref<3xi32>) {
  linalg.add ins(%a, %b : memref<3xi32>, memref<3xi32>) outs(%s : memref<3xi32>)
  linalg.sub ins(%a, %b : memref<3xi32>, memref<3xi32>) outs(%d : memref<3xi32>)
  linalg.mul ins(%a, %b : memref<3xi32>, memref<3xi32>) outs(%p : memref<3xi32>)
  linalg.div ins(%a, %b : memref<3xi32>, memref<3xi32>) outs(%q : memref<3xi32>)
  return
}

// The loop runs over the first operand's size (4, the input's): writing the
// 3-element output past its end is undefined behaviour, as in the lowered
// loops (a shorter input would leave the rest of the output untouched).
// OOB: error: 'linalg.copy' op undefined behaviour (out-of-bounds)
func.func @mismatch(%a: memref<?xf32>, %b: memref<?xf32>) {
  linalg.copy ins(%a : memref<?xf32>) outs(%b : memref<?xf32>)
  return
}
