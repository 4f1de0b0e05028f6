// linalg.map / linalg.reduce diagnostics as mlir-opt 22 words them: the
// op's own checks first, then its region's ops, then the structured-op
// checks (block argument types of the init).
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: [[@LINE+2]]:3: error: 'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1
func.func @map_arity(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) (%x: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.map' op expects number of operands to match the arity of mapper, but got: 3 and 2
func.func @map_two_inits(%a: memref<4x8xf32>, %c: memref<4x8xf32>, %d: memref<4x8xf32>) {
  linalg.map ins(%a : memref<4x8xf32>) outs(%c, %d : memref<4x8xf32>, memref<4x8xf32>) (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.map' op expected element type of input 'f32' to match bbArg type 'f64'
func.func @map_input_type(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) (%x: f64, %y: f32) {
      linalg.yield %y : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.map' op expected type of bb argument #1 ('f64') to match element or self type of the corresponding operand ('f32')
func.func @map_init_type(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) (%x: f32, %y: f64) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.map' op expected shape of input (4, 7) to match shape of output (4, 8)
func.func @map_shape(%a: memref<4x7xf32>, %c: memref<4x8xf32>) {
  linalg.map ins(%a : memref<4x7xf32>) outs(%c : memref<4x8xf32>) (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: [[@LINE+3]]:7: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)
func.func @map_yield(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) (%x: f32, %y: f32) {
      linalg.yield %x, %x : f32, f32
    }
  return
}

// -----

// The payload op of a short form is verified as any op, at the map's
// location.
// CHECK: [[@LINE+2]]:3: error: 'arith.addf' op expected 2 operands, but found 1
func.func @map_payload_arity(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map { arith.addf } ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

// CHECK: error: 'math.absf' op result #0 must be floating-point-like, but got 'i32'
func.func @map_payload_type(%a: memref<4x8xf32>, %c: memref<4x8xi32>) {
  linalg.map { math.absf } ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xi32>)
  return
}

// -----

// CHECK: [[@LINE+2]]:16: error: expected bare identifier or keyword
func.func @map_payload_name(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map { 3 } ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}

// -----

// CHECK: error: 'linalg.map' op expected to have pure tensor or buffer semantics
func.func @map_mixed(%a: memref<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.map { math.absf } ins(%a : memref<4x8xf32>) outs(%c : tensor<4x8xf32>)
  return
}

// -----

// CHECK: error: 'linalg.reduce' op dimensions for reduction should be in the range [0, 1].
func.func @reduce_dim_range(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [2]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.reduce' op dimensions for reduction should be in the range [0, 1].
func.func @reduce_dim_negative(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [-1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.reduce' op number of dimensions after reduction 0 doesn't match the init rank 1
func.func @reduce_rank(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [0, 1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.reduce' op init dimensions [8] doesn't match input dimensions after reduction [4]
func.func @reduce_dims(%a: memref<4x8xf32>, %c: memref<8xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<8xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.reduce' op mismatching number of operands and block arguments
func.func @reduce_args(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'f64'
func.func @reduce_input_type(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: f64, %y: f32) {
      linalg.yield %y : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'f64'
func.func @reduce_init_type(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: f32, %y: f64) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: error: 'linalg.reduce' op expects all inputs to have the same shapes. Shape at input-index 1 is not equal to the shape at input-index 0.
func.func @reduce_input_shapes(%a: memref<4x8xf32>, %b: memref<4x9xf32>, %c: memref<4xf32>, %d: memref<4xf32>) {
  linalg.reduce ins(%a, %b : memref<4x8xf32>, memref<4x9xf32>) outs(%c, %d : memref<4xf32>, memref<4xf32>) dimensions = [1]
    (%x: f32, %x2: f32, %y: f32, %y2: f32) {
      linalg.yield %x, %x : f32, f32
    }
  return
}

// -----

// CHECK: error: 'linalg.reduce' op expects all outputs to have the same shapes. Shape at output-index 1 is not equal to the shape at output-index 0.
func.func @reduce_init_shapes(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4xf32>, %d: memref<5xf32>) {
  linalg.reduce ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c, %d : memref<4xf32>, memref<5xf32>) dimensions = [1]
    (%x: f32, %x2: f32, %y: f32, %y2: f32) {
      linalg.yield %x, %x : f32, f32
    }
  return
}

// -----

// An odd operand count splits as ODS splits same-sized variadic groups:
// the last operand belongs to neither.
// CHECK: error: 'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2
func.func @reduce_odd(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [1] (%x: f32, %w: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// CHECK: [[@LINE+3]]:5: error: custom op 'linalg.reduce' expected 'dimensions'
func.func @reduce_no_dims(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

// A payload op of an unregistered dialect is reported by the verifier;
// a name without a dialect gets the empty default dialect of linalg ops.
// CHECK: [[@LINE+2]]:3: error: 'foo.bar' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
func.func @map_unregistered(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map { foo.bar } ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

// CHECK: error: '.addf' op created with unregistered dialect
func.func @map_no_dialect(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map { addf } ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}

// -----

// CHECK: error: unregistered operation 'arith.foo' found in dialect ('arith') that does not allow unknown operations
func.func @map_unknown_op(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map { arith.foo } ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}

// -----

// The ODS constraints, in the generic form (the short forms of mlir-opt 22
// crash on them: tests/lit/upstream-bugs/linalg-map-reduce-parser-crashes.mlir).
// CHECK: error: 'linalg.map' op operand #1 must be memref of any type values or ranked tensor of any type values, but got 'f32'
func.func @map_scalar_init(%a: memref<4xf32>, %c: f32) {
  "linalg.map"(%a, %c) ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, f32) -> ()
  return
}

// -----

// CHECK: error: 'linalg.reduce' op operand #1 must be variadic of memref of any type values or ranked tensor of any type values, but got 'f32'
func.func @reduce_scalar_init(%a: memref<4xf32>, %c: f32) {
  "linalg.reduce"(%a, %c) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, f32) -> ()
  return
}

// -----

// CHECK: error: 'linalg.reduce' op requires attribute 'dimensions'
func.func @reduce_no_dims_attr(%a: memref<4xf32>, %c: memref<f32>) {
  "linalg.reduce"(%a, %c) ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, memref<f32>) -> ()
  return
}

// -----

// CHECK: error: 'linalg.map' op expected 1 or more operands, but found 0
func.func @map_no_operands() {
  linalg.map { arith.addf }
  return
}

// -----

// The single-block trait is checked before the ODS invariants and the op's
// own checks.
// CHECK: error: 'linalg.reduce' op expects a non-empty block
func.func @reduce_empty_block(%a: memref<4x8xf32>, %c: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [-1]
    (%x: f32, %y: f32) {
    }
  return
}

// -----

// CHECK: error: 'linalg.map' op expects a non-empty block
func.func @map_empty_block(%a: f32, %c: memref<4xf32>) {
  "linalg.map"(%a, %c) ({
  ^bb0(%x: f32, %y: f32):
  }) : (f32, memref<4xf32>) -> ()
  return
}

// -----

// CHECK: [[@LINE+2]]:62: error: expected '(' in argument list
func.func @map_no_args(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  return
}

// -----

// CHECK: error: expected ')' in argument list
func.func @map_unclosed_args(%a: memref<4xf32>, %c: memref<4xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%c : memref<4xf32>) (%x: f32 %y: f32) {
    linalg.yield %x : f32
  }
  return
}
