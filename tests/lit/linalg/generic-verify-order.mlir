// linalg.generic as mlir-opt 22 verifies it: the inherent attributes'
// constraints at parse time (at the token after the dictionary, in
// alphabetical order), the required `indexing_maps`, then the payload's
// ops (a bad linalg.yield is reported before the structured-op checks,
// which run after the region), then the structured-op checks, first of
// which is "pure tensor or buffer semantics" (a tensor input with a
// buffer output is rejected). Vectors are scalars there: rank 0 and
// their own block argument type.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: generic-verify-order.mlir:[[@LINE+3]]:3: error: 'linalg.generic' op expected to have pure tensor or buffer semantics
// CHECK-NEXT: linalg.generic
func.func @mixed(%a: tensor<4xf32>, %c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}
// CHECK: note: see current operation:
// CHECK-NEXT: "linalg.generic"(%arg0, %arg1)

// -----

// The pure-semantics check comes before the map checks.
// CHECK: generic-verify-order.mlir:[[@LINE+2]]:3: error: 'linalg.generic' op expected to have pure tensor or buffer semantics
func.func @mixed_bad_maps(%a: tensor<4xf32>, %c: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

// The yield is verified before the generic's own region checks (here the
// missing block argument).
// CHECK: generic-verify-order.mlir:[[@LINE+3]]:5: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')
func.func @yield_first(%c: memref<4xf32>, %v: i32) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%c : memref<4xf32>) {
    linalg.yield %v : i32
  }
  return
}

// -----

// CHECK: generic-verify-order.mlir:[[@LINE+2]]:3: error: 'linalg.generic' op requires attribute 'indexing_maps'
func.func @no_maps(%c: memref<4xf32>, %v: f32) {
  linalg.generic {iterator_types = ["parallel"]} outs(%c : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %v : f32
  }
  return
}

// -----

// CHECK: generic-verify-order.mlir:[[@LINE+2]]:89: error: custom op 'linalg.generic' 'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute
func.func @maps_not_maps(%c: memref<4xf32>, %v: f32) {
  linalg.generic {indexing_maps = [1], iterator_types = ["parallel"], library_call = 1} outs(%c : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %v : f32
  }
  return
}

// -----

// CHECK: generic-verify-order.mlir:[[@LINE+2]]:121: error: custom op 'linalg.generic' 'linalg.generic' op attribute 'doc' failed to satisfy constraint: string attribute
func.func @doc_first(%c: memref<4xf32>, %v: f32) {
  linalg.generic {doc = 1, library_call = 2, indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%c : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %v : f32
  }
  return
}

// -----

// In the generic form the constraint is checked by the verifier.
// CHECK: generic-verify-order.mlir:[[@LINE+3]]:3: error: 'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute
"func.func"() <{function_type = (memref<4xf32>, f32) -> (), sym_name = "generic_form"}> ({
^bb0(%c: memref<4xf32>, %v: f32):
  "linalg.generic"(%c) <{indexing_maps = [1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%o: f32):
    "linalg.yield"(%v) : (f32) -> ()
  }) : (memref<4xf32>) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A vector input has rank 0 for the maps.
// CHECK: generic-verify-order.mlir:[[@LINE+2]]:3: error: 'linalg.generic' op expected operand #0 rank (0) to match the result rank of indexing_map (1)
func.func @vector_rank(%c: memref<4xf32>, %v: f32, %w: vector<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w : vector<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%i: vector<4xf32>, %o: f32):
    linalg.yield %v : f32
  }
  return
}

// -----

// ... and is its own block argument type.
// CHECK: generic-verify-order.mlir:[[@LINE+2]]:3: error: 'linalg.generic' op expected type of bb argument #0 ('f32') to match element or self type of the corresponding operand ('vector<4xf32>')
func.func @vector_arg(%c: memref<4xf32>, %v: f32, %w: vector<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w : vector<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %v : f32
  }
  return
}
