// Generic forms of ops with operand segments: the structural traits
// (regions, results, operand counts) are checked before the segment sizes,
// in mlir-opt 22's trait order (OpDef::verify_structure).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @f(%i: index) {
  // expected-error @+1 {{'memref.alloc' op requires one result}}
  "memref.alloc"(%i) : (index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'memref.alloca' op requires zero regions}}
  "memref.alloca"(%i) ({}) : (index) -> ()
  return
}

// -----

func.func @f(%i: index, %m: memref<?xf32>) {
  // expected-error @+1 {{'memref.subview' op requires one result}}
  "memref.subview"(%m, %i) : (memref<?xf32>, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'memref.reinterpret_cast' op expected 1 or more operands, but found 0}}
  %0 = "memref.reinterpret_cast"() : () -> memref<?xf32>
  return
}

// -----

func.func @f(%i: index, %m: memref<?xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires one result}}
  "vector.transfer_read"(%m, %i) : (memref<?xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op expected 2 or more operands, but found 1}}
  "vector.transfer_write"(%m) : (memref<?xf32>) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%i) : (index) -> memref<?xf32>
  return
}
