// Property dictionaries of the generic form are set as mlir-opt 22 sets
// them: rejected on ops without properties, when not a dictionary, or when
// a declared property holds an attribute of another kind; segment sizes left
// out are zeros, which the verifier then rejects.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @no_properties(%a: i32) -> i32 {
  // expected-error @below {{invalid properties {} for op func.return: this operation does not support properties}}
  "func.return"(%a) <{}> : (i32) -> ()
}

// -----

func.func @no_properties_keys(%a: i32) -> i32 {
  %0 = arith.andi %a, %a : i32
  // expected-error @below {{invalid properties {overflowFlags = #arith.overflow<nsw>} for op arith.andi: this operation does not support properties}}
  %1 = "arith.andi"(%a, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  return %1 : i32
}

// -----

func.func @not_a_dictionary(%a: index) -> index {
  // expected-error @below {{invalid properties 1 : i32 for op affine.apply: expected DictionaryAttr to set properties}}
  %0 = "affine.apply"(%a) <1 : i32> : (index) -> index
  return %0 : index
}

// -----

func.func @wrong_kind(%a: index) -> index {
  // expected-error @below {{invalid properties {map = "m"} for op affine.apply: Invalid attribute `map` in property conversion: "m"}}
  %0 = "affine.apply"(%a) <{map = "m"}> : (index) -> index
  return %0 : index
}

// -----

// The first failing property in name order is reported.
func.func @first_in_name_order(%a: i32) -> i1 {
  // expected-error @below {{invalid properties {fastmath = 1 : i32, predicate = 99 : i64} for op arith.cmpf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "arith.cmpf"(%a, %a) <{fastmath = 1 : i32, predicate = 99 : i64}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @enum_out_of_range(%a: i32) -> i1 {
  // expected-error @below {{invalid properties {predicate = 10 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 10 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 10 : i64}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @segments_size(%n: index) {
  // expected-error @below {{invalid properties {operandSegmentSizes = array<i32: 1>} for op memref.alloc: size mismatch in attribute conversion: 1 vs 2}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @segments_kind(%n: index) {
  // expected-error @below {{invalid properties {operandSegmentSizes = [1, 0]} for op memref.alloc: expected DenseI32ArrayAttr for key `value`}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = [1, 0]}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @segments_missing(%n: index) {
  // expected-error @below {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%n) <{}> : (index) -> memref<?xf32>
  return
}

// -----

llvm.func @callee(i32) -> i32

// A generic llvm.call without its default-valued properties gets them.
llvm.func @call_defaults(%a: i32) -> i32 {
  // expected-error @below {{'llvm.call' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "llvm.call"(%a) <{callee = @callee}> : (i32) -> i32
  llvm.return %0 : i32
}
