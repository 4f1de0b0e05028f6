// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @unknown_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %x = memref.atomic_rmw plus %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @number_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'kind'}}
  %x = memref.atomic_rmw 1 %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @string_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' invalid kind attribute specification: "plus"}}
  %x = memref.atomic_rmw "plus" %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @result_type(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %x = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<4xi32>) -> i64
  return
}

// -----

func.func @element_type(%m: memref<4xi32>, %v: i64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %x = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi32>) -> i64
  return
}

// -----

func.func @subscripts(%m: memref<4x4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %x = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<4x4xi32>) -> i32
  return
}

// -----

func.func @int_kind_on_float(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %x = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @float_kind_on_int(%m: memref<4xi8>, %v: i8, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'minimumf' expects a floating-point type}}
  %x = memref.atomic_rmw minimumf %v, %m[%i] : (i8, memref<4xi8>) -> i8
  return
}

// -----

// maxnumf, minnumf and assign accept any value type.
func.func @unchecked_kinds(%m: memref<4xi8>, %v: i8, %i: index) {
  %x = memref.atomic_rmw maxnumf %v, %m[%i] : (i8, memref<4xi8>) -> i8
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %y = "memref.atomic_rmw"(%i, %m, %i) <{kind = 3 : i64}> : (index, memref<4xi8>, index) -> index
  return
}

// -----

func.func @signed_memref(%m: memref<4xsi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #1 must be memref of signless integer or floating-point values, but got 'memref<4xsi32>'}}
  %y = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i32, memref<4xsi32>, index) -> i32
  return
}

// -----

func.func @index_operand(%m: memref<4xi32>, %v: i32, %i: i32) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #2 must be variadic of index, but got 'i32'}}
  %y = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i32, memref<4xi32>, i32) -> i32
  return
}

// -----

func.func @unranked(%m: memref<*xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' invalid kind of type specified: expected builtin.memref, but found 'memref<*xi32>'}}
  %x = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<*xi32>) -> i32
  return
}

// -----

func.func @no_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op requires attribute 'kind'}}
  %x = "memref.atomic_rmw"(%v, %m, %i) : (i32, memref<4xi32>, index) -> i32
  return
}

// -----

func.func @kind_width(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op attribute 'kind' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %x = "memref.atomic_rmw"(%v, %m, %i) {kind = 1 : i32} : (i32, memref<4xi32>, index) -> i32
  return
}

// -----

func.func @kind_out_of_range(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{invalid properties {kind = 16 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 16 : i64}}
  %x = "memref.atomic_rmw"(%v, %m, %i) <{kind = 16 : i64}> : (i32, memref<4xi32>, index) -> i32
  return
}

// -----

func.func @two_arguments(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @no_block(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  }
  return
}

// -----

func.func @argument_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f16):
    %c = arith.constant 0.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.extf %a : f32 to f64
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'f64' and its parent: 'f32'}}
    memref.atomic_yield %c : f64
  }
  return
}

// -----

func.func @side_effect(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %b = memref.load %m[%i] : memref<4xf32>
    memref.atomic_yield %b : f32
  }
  return
}

// -----

// A nested read-modify-write reads and writes memory.
func.func @nested(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %y = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
    ^bb0(%b: f32):
      memref.atomic_yield %b : f32
    }
    memref.atomic_yield %y : f32
  }
  return
}

// -----

func.func @outside(%v: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %v : f32
  return
}

// -----

func.func @result_element(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %x = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: f32):
    "memref.atomic_yield"(%a) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @index_elements(%m: memref<4xindex>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<4xindex>'}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xindex> {
  ^bb0(%a: index):
    memref.atomic_yield %a : index
  }
  return
}

// -----

func.func @two_blocks(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expects region #0 to have 0 or 1 blocks}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    cf.br ^bb1
  ^bb1:
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @no_terminator(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{block with no terminator}}
    %c = arith.constant 1.0 : f32
  }
  return
}
