// The structured-op verifier's diagnostics, as mlir-opt 22 words them.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'linalg.fill' op expected fill value type ('i32') to match output element type ('f32')
func.func @fill(%x: i32, %c: memref<4xf32>) {
  linalg.fill ins(%x : i32) outs(%c : memref<4xf32>)
  return
}

// -----

// CHECK: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 7
func.func @shape(%a: memref<4x8xf32>, %b: memref<7x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<7x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// CHECK: error: 'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0))
func.func @noninvertible(%c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} outs(%c : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}

// -----

// CHECK: error: 'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)
func.func @rank(%c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%c : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}

// -----

// CHECK: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')
func.func @yield(%c: memref<4xf32>, %v: i32) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%c : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %v : i32
  }
  return
}

// -----

// CHECK: error: 'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp
func.func @index(%c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%c : memref<4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 1 : index
    linalg.yield %o : f32
  }
  return
}

// -----

// CHECK: error: custom op 'linalg.exp' unsupported non numeric type
func.func @unary_int(%i: memref<4xi32>, %j: memref<4xi32>) {
  linalg.exp ins(%i : memref<4xi32>) outs(%j : memref<4xi32>)
  return
}
