// Types that ODS reads as one builtin kind (`MemRefType`, or the base class
// `BaseMemRefType` of ranked and unranked memrefs) are checked when they are
// parsed, at the type and before the operands are resolved, as mlir-opt 22
// does; the base class has no name to quote. extract_strided_metadata's
// result types are any types, checked by the verifier (ODS constraints, then
// the inferred types).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics
// RUN: not affine-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=AT

func.func @subview_source(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.subview' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.subview %m[0] [4] [1] : f32 to memref<4xf32>
  return
}
// AT: invalid-type-kinds.mlir:[[@LINE-3]]:39: error: custom op 'memref.subview' invalid kind

// -----

func.func @subview_result(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.subview' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32> to f32
  return
}
// AT: invalid-type-kinds.mlir:[[@LINE-3]]:56: error: custom op 'memref.subview' invalid kind

// -----

func.func @reinterpret_source(%m: memref<8xf32>) {
  // expected-error @+1 {{custom op 'memref.reinterpret_cast' invalid kind of type specified}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : f32 to memref<4xf32>
  return
}
// AT: invalid-type-kinds.mlir:[[@LINE-3]]:78: error: custom op 'memref.reinterpret_cast' invalid kind of type specified{{$}}

// -----

func.func @reinterpret_result(%m: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.reinterpret_cast' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @view_source(%b: memref<32xi8>, %i: index) {
  // expected-error @+1 {{custom op 'memref.view' invalid kind of type specified: expected builtin.memref, but found 'tensor<32xi8>'}}
  %0 = memref.view %b[%i][] : tensor<32xi8> to memref<4xf32>
  return
}
// AT: invalid-type-kinds.mlir:[[@LINE-3]]:31: error: custom op 'memref.view' invalid kind

// -----

// The result type of memref.view is `type(results)`: any type, then the
// verifier's constraint.
func.func @view_result(%b: memref<32xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op result #0 must be memref of any type values, but got 'f32'}}
  %0 = memref.view %b[%i][] : memref<32xi8> to f32
  return
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @get_global() {
  // expected-error @+1 {{custom op 'memref.get_global' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = memref.get_global @g : f32
  return
}
// AT: invalid-type-kinds.mlir:[[@LINE-3]]:31: error: custom op 'memref.get_global' invalid kind

// -----

func.func @intptr_source(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'memref.extract_aligned_pointer_as_index' invalid kind of type specified}}
  %0 = memref.extract_aligned_pointer_as_index %m : f32 -> index
  return
}

// -----

func.func @metadata_source(%m: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.extract_strided_metadata' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %a:2 = memref.extract_strided_metadata %m : memref<*xf32> -> memref<f32>, index
  return
}

// -----

func.func @metadata_one_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op expected 2 or more results}}
  %a = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>
  return
}

// -----

func.func @metadata_base_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<4xf32>'}}
  %a:4 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<4xf32>, index, index, index
  return
}

// -----

func.func @metadata_offset(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #1 must be index, but got 'f32'}}
  %a:4 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, f32, index, index
  return
}

// -----

func.func @metadata_size(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #2 must be variadic of index, but got 'i32'}}
  %a:4 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, i32, index
  return
}

// -----

// Five results: SameVariadicResultSize gives sizes and strides one each, so
// the last result is left to the inferred types.
func.func @metadata_count(%m: memref<4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index', 'f32'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %a:5 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index, f32
  return
}

// -----

func.func @metadata_base_type(%m: memref<4xf32, 3>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32, 3>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32, strided<[], offset: ?>, 3>', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %a:4 = memref.extract_strided_metadata %m : memref<4xf32, 3> -> memref<f32, strided<[], offset: ?>, 3>, index, index, index
  return
}

// -----

func.func @metadata_not_strided(%m: memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>'}}
  %a:4 = memref.extract_strided_metadata %m : memref<4xf32, affine_map<(d0) -> (d0 mod 2)>> -> memref<f32>, index, index, index
  return
}

// -----

// generic_atomic_rmw reads any type and resolves the operand first.
func.func @generic_atomic_rmw_resolves_first(%m: memref<4xf32>, %i: index) {
  // expected-error @+2 {{use of value '%m' expects different type than prior uses: 'f32' vs 'memref<4xf32>'}}
  // expected-note @-2 {{prior use here}}
  %x = memref.generic_atomic_rmw %m[%i] : f32 {
  ^bb0(%old: f32):
    memref.atomic_yield %old : f32
  }
  return
}
