// -canonicalize folds a memref.cast operand into linalg.generic and the
// named ops (mlir-opt 22's memref::foldMemRefCast, their folder): the op
// uses the cast's source. linalg.map, linalg.reduce, linalg.transpose and
// linalg.broadcast have no such folder and keep the cast.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @folds: same results on 3 of 3 random inputs
// SEM: @keeps: same results on 3 of 3 random inputs

// CHECK-LABEL: func.func @folds
// CHECK-NOT: memref.cast
// CHECK: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x4xf32>) outs(%arg2 : memref<4x4xf32>)
// CHECK-NEXT: linalg.fill ins(%arg3 : f32) outs(%arg2 : memref<4x4xf32>)
// CHECK-NEXT: linalg.generic {{.*}} ins(%arg0 : memref<4x8xf32>) outs(%arg4 : memref<4x8xf32>) {
// CHECK: linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg4 : memref<4x8xf32>)
// CHECK-NEXT: linalg.fill_rng_2d ins(%arg5, %arg5, %arg6 : f64, f64, i32) outs(%arg2 : memref<4x4xf32>)
// CHECK-NEXT: return
func.func @folds(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>, %v: f32, %d: memref<4x8xf32>, %w: f64, %s: i32) {
  %ca = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %cc = memref.cast %c : memref<4x4xf32> to memref<?x?xf32>
  %cd = memref.cast %d : memref<4x8xf32> to memref<4x?xf32>
  linalg.matmul ins(%ca, %b : memref<?x?xf32>, memref<8x4xf32>) outs(%cc : memref<?x?xf32>)
  linalg.fill ins(%v : f32) outs(%cc : memref<?x?xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ca : memref<?x?xf32>) outs(%cd : memref<4x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  }
  linalg.exp ins(%ca : memref<?x?xf32>) outs(%cd : memref<4x?xf32>)
  linalg.fill_rng_2d ins(%w, %w, %s : f64, f64, i32) outs(%cc : memref<?x?xf32>)
  return
}

// CHECK-LABEL: func.func @keeps
// CHECK: %[[C:.*]] = memref.cast %arg0 : memref<4x8xf32> to memref<?x?xf32>
// CHECK: %[[E:.*]] = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// CHECK: %[[T:.*]] = memref.cast %arg2 : memref<8x4xf32> to memref<?x?xf32>
// CHECK: linalg.map { math.absf } ins(%[[C]] : memref<?x?xf32>) outs(%[[C]] : memref<?x?xf32>)
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%[[C]] : memref<?x?xf32>) outs(%[[E]] : memref<?xf32>) dimensions = [1]
// CHECK-NEXT: linalg.transpose ins(%[[C]] : memref<?x?xf32>) outs(%[[T]] : memref<?x?xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.broadcast ins(%[[E]] : memref<?xf32>) outs(%[[C]] : memref<?x?xf32>) dimensions = [1]
func.func @keeps(%a: memref<4x8xf32>, %e: memref<4xf32>, %t: memref<8x4xf32>) {
  %ca = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %ce = memref.cast %e : memref<4xf32> to memref<?xf32>
  %ct = memref.cast %t : memref<8x4xf32> to memref<?x?xf32>
  linalg.map { math.absf } ins(%ca : memref<?x?xf32>) outs(%ca : memref<?x?xf32>)
  linalg.reduce { arith.addf } ins(%ca : memref<?x?xf32>) outs(%ce : memref<?xf32>) dimensions = [1]
  linalg.transpose ins(%ca : memref<?x?xf32>) outs(%ct : memref<?x?xf32>) permutation = [1, 0]
  linalg.broadcast ins(%ce : memref<?xf32>) outs(%ca : memref<?x?xf32>) dimensions = [1]
  return
}
