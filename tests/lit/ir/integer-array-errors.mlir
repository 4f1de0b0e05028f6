// Integer lists in custom op syntax (`weights([..])`, `[..]` masks,
// `permutation = [..]`) are read like MLIR 22's DenseArrayAttr parser: a
// missing integer is the op's own error at the bad token, a `-` without an
// integer is the parser's error after the `-`, a value outside the element
// type is "integer value too large" at the literal, and a list left open
// adds "expected ']'" (the linalg.transpose case, on which mlir-opt 22 crashes,
// is in upstream-bugs/). Columns checked against mlir-opt 22. Bare integer
// attributes (`upper_bound` of the gpu index ops, the cluster of
// gpu.subgroup_reduce, the dim of linalg.index) are attributes of their
// type: range checked, any other kind of attribute rejected.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: not affine-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=RENDER

func.func @weight_not_integer(%c: i1) {
  // expected-error @+2 {{custom op 'cf.cond_br' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  cf.cond_br %c weights([1, %c ^bb1, ^bb1
^bb1:
  return
}
// RENDER: integer-array-errors.mlir:[[@LINE-4]]:29: error: custom op 'cf.cond_br' expected integer value
// RENDER: integer-array-errors.mlir:[[@LINE-5]]:28: error: expected ']'

// -----

func.func @weight_too_large(%c: i1) {
  // expected-error @+1 {{custom op 'cf.cond_br' integer value too large}}
  cf.cond_br %c weights([1, 4294967296]), ^bb1, ^bb1
^bb1:
  return
}
// RENDER: integer-array-errors.mlir:[[@LINE-4]]:29: error: custom op 'cf.cond_br' integer value too large

// -----

func.func @minus_without_integer() {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = vector.constant_mask [1, -x] : vector<4x3xi1>
  return
}
// RENDER: integer-array-errors.mlir:[[@LINE-3]]:34: error: expected integer value
// RENDER: integer-array-errors.mlir:[[@LINE-4]]:34: error: expected ']'

// -----

func.func @mask_too_large() {
  // expected-error @+2 {{custom op 'vector.constant_mask' integer value too large}}
  // expected-error @+1 {{expected ']'}}
  %0 = vector.constant_mask [99999999999999999999 2] : vector<4x3xi1>
  return
}
// RENDER: integer-array-errors.mlir:[[@LINE-3]]:30: error: custom op 'vector.constant_mask' integer value too large
// RENDER: integer-array-errors.mlir:[[@LINE-4]]:50: error: expected ']'

// -----

func.func @upper_bound_kind() {
  // expected-error @+1 {{custom op 'gpu.thread_id' invalid kind of attribute specified}}
  %0 = gpu.thread_id x upper_bound "s"
  return
}

// -----

func.func @upper_bound_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = gpu.block_dim y upper_bound 99999999999999999999
  return
}

// -----

gpu.module @m {
  gpu.func @cluster_size_not_integer(%a: f32) {
    // expected-error @+1 {{expected attribute value}}
    %0 = gpu.subgroup_reduce add %a cluster(size = x) : (f32) -> f32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @cluster_stride_too_large(%a: f32) {
    // expected-error @+1 {{integer constant out of range for attribute}}
    %0 = gpu.subgroup_reduce add %a cluster(size = 4, stride = 99999999999) : (f32) -> f32
    gpu.return
  }
}

// -----

func.func @index_dim_negative(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%o: f32):
    // expected-error @+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %i = linalg.index -1 : index
    linalg.yield %o : f32
  }
  return
}

// -----

func.func @index_result_type(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%o: f32):
    // expected-error @+1 {{custom op 'linalg.index' invalid kind of type specified: expected builtin.index, but found 'i32'}}
    %i = linalg.index 0 : i32
    linalg.yield %o : f32
  }
  return
}
