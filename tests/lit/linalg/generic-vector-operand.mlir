// A vector input of linalg.generic is a scalar for the structured-op
// checks (rank 0, its own block argument type): mlir-opt 22 accepts it.
// RUN: affine-opt %s > %t.ours && %mlir_opt %s > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s | FileCheck %s

// CHECK: ins(%arg2 : vector<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: ^bb0(%in: vector<4xf32>, %out: f32):
func.func @vector_input(%c: memref<4xf32>, %v: f32, %w: vector<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w : vector<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%i: vector<4xf32>, %o: f32):
    linalg.yield %v : f32
  }
  return
}
