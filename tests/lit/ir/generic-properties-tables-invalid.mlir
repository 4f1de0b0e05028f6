// Generic forms the property tables reject as mlir-opt 22 does: a declared
// property holding another kind of attribute (in <{...}>, or in the
// attribute dictionary, checked against the property's constraint before
// the trailing location is read), a required property left out (the
// verifier's first complaint), and a malformed trailing location reported
// before the properties are converted.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @wrong_kind(%v: vector<4xf32>) -> f32 {
  // expected-error @below {{invalid properties {kind = "add"} for op vector.reduction: Invalid attribute `kind` in property conversion: "add"}}
  %0 = "vector.reduction"(%v) <{kind = "add"}> : (vector<4xf32>) -> f32
  return %0 : f32
}

// -----

func.func @required(%v: vector<4xf32>) -> f32 {
  // expected-error @below {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%v) : (vector<4xf32>) -> f32
  return %0 : f32
}

// -----

func.func @required_gpu() -> index {
  // expected-error @below {{'gpu.block_dim' op requires attribute 'dimension'}}
  %0 = "gpu.block_dim"() <{}> : () -> index
  return %0 : index
}

// -----

func.func @attribute_dictionary(%m: memref<8xf32>, %i: index) -> f32 {
  // expected-error @below {{'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = "memref.load"(%m, %i) {nontemporal = 1 : i32} : (memref<8xf32>, index) -> f32
  return %0 : f32
}

// -----

func.func @attribute_dictionary_before_location() -> index {
  // expected-error @below {{'gpu.thread_id' op attribute 'dimension' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
  %0 = "gpu.thread_id"() {dimension = 0 : i32} : () -> index loc(3)
  return %0 : index
}

// -----

func.func @location_before_properties(%a: index) -> index {
  // expected-error @+1 {{expected location instance}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 3 : i32}> : (index, index) -> index loc(3)
  return %0 : index
}

// -----

llvm.func @native_wrong_kind(%a: i32) -> i32 {
  // expected-error @below {{invalid properties {overflowFlags = "none"} for op llvm.add: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = "none"}> : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

func.func @segments_required(%m: memref<8xf32>) {
  // expected-error @below {{'memref.subview' op requires attribute 'static_offsets'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>
  return
}
