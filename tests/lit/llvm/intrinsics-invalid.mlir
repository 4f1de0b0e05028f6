// The verifiers and parsers of the LLVM intrinsics, with mlir-opt 22's
// diagnostics, in its order: count traits, required properties, property
// constraints, operand then result constraints, type-equality traits, the
// op's own checks.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

func.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.sqrt' op requires a single operand}}
  %0 = "llvm.intr.sqrt"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.sqrt' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.sqrt(%i) : (i32) -> i32
  return
}

// -----

func.func @f(%a: tf32) {
  // expected-error @+1 {{'llvm.intr.exp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'tf32'}}
  %0 = llvm.intr.exp(%a) : (tf32) -> tf32
  return
}

// -----

func.func @f(%a: vector<2x4xf32>) {
  // expected-error @+1 {{operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'vector<2x4xf32>'}}
  %0 = llvm.intr.fabs(%a) : (vector<2x4xf32>) -> vector<2x4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.sqrt' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.intr.sqrt(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.fmuladd' op requires the same type for all operands and results}}
  %0 = llvm.intr.fmuladd(%a, %a, %a) : (f32, f32, f32) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.sqrt' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = "llvm.intr.sqrt"(%a) {fastmathFlags = #arith.fastmath<fast>} : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.intr.sqrt' 'llvm.intr.sqrt' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.intr.sqrt(%a) {fastmathFlags = 1} : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.intr.sqrt' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = llvm.intr.sqrt(%a, %a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.intr.sqrt' invalid kind of type specified: expected builtin.function, but found 'f32'}}
  %0 = llvm.intr.sqrt(%a) : f32
  return
}

// -----

func.func @f(%a: f32, %i: i64) {
  // expected-error @+1 {{'llvm.intr.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = llvm.intr.powi(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%i: si32) {
  // expected-error @+1 {{'llvm.intr.smax' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'si32'}}
  %0 = llvm.intr.smax(%i, %i) : (si32, si32) -> si32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.ctlz' op requires attribute 'is_zero_poison'}}
  %0 = "llvm.intr.ctlz"(%i) : (i32) -> i64
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.ctlz' op attribute 'is_zero_poison' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = "llvm.intr.ctlz"(%i) <{is_zero_poison = 1 : i32}> : (i32) -> i32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{custom op 'llvm.intr.ctlz' has no custom assembly form}}
  %0 = llvm.intr.ctlz(%i) : (i32) -> i32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.abs' op requires attribute 'is_int_min_poison'}}
  %0 = "llvm.intr.abs"(%i) : (i32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memcpy' op requires attribute 'isVolatile'}}
  "llvm.intr.memcpy"(%p, %p, %i) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memcpy' op operand #0 must be LLVM pointer type, but got 'i32'}}
  "llvm.intr.memcpy"(%i, %p, %i) <{isVolatile = false}> : (i32, !llvm.ptr, i32) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %a: f32) {
  // expected-error @+1 {{'llvm.intr.memmove' op operand #2 must be signless integer, but got 'f32'}}
  "llvm.intr.memmove"(%p, %p, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, f32) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i32'}}
  "llvm.intr.memset"(%p, %i, %i) <{isVolatile = false}> : (!llvm.ptr, i32, i32) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %b: i8) {
  // expected-error @+1 {{'llvm.intr.memset.inline' op requires attribute 'len'}}
  "llvm.intr.memset.inline"(%p, %b) <{isVolatile = false}> : (!llvm.ptr, i8) -> ()
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.lifetime.start' op operand #0 must be LLVM pointer type, but got 'i32'}}
  llvm.intr.lifetime.start %i : i32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.stackrestore' op operand #0 must be LLVM pointer type, but got 'i32'}}
  llvm.intr.stackrestore %i : i32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.assume' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.intr.assume"(%i) <{op_bundle_sizes = array<i32>}> : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'llvm.intr.assume' op requires attribute 'op_bundle_sizes'}}
  "llvm.intr.assume"(%c) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error @+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.intr.assume"(%c, %p) <{op_bundle_sizes = array<i32: 1>}> : (i1, !llvm.ptr) -> ()
  return
}

// -----

func.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.assume' op op_bundle_operands count (1) does not match with the total size (2) specified in attribute 'op_bundle_sizes'}}
  "llvm.intr.assume"(%c, %p) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["a"]}> : (i1, !llvm.ptr) -> ()
  return
}

// -----

func.func @f(%c: i1, %i: i32) {
  // expected-error @+1 {{operand bundle tag must be a StringAttr}}
  "llvm.intr.assume"(%c, %i) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = [1]}> : (i1, i32) -> ()
  return
}

// -----

func.func @f(%c: f32) {
  // expected-error @+1 {{custom op 'llvm.intr.assume' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  llvm.intr.assume %c : f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.intr.expect' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  %0 = llvm.intr.expect %a, %a : f32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.expect' op requires the same type for all operands and results}}
  %0 = "llvm.intr.expect"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.matrix.multiply' op requires attribute 'rhs_columns'}}
  %0 = "llvm.intr.matrix.multiply"(%v, %v) <{lhs_rows = 2 : i32, lhs_columns = 2 : i32}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %a: f32) {
  // expected-error @+1 {{'llvm.intr.matrix.multiply' op attribute 'rhs_columns' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "llvm.intr.matrix.multiply"(%a, %v) <{lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i64}> : (f32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.matrix.transpose' op result #0 must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = "llvm.intr.matrix.transpose"(%v) <{rows = 2 : i32, columns = 2 : i32}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.matrix.transpose' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.intr.matrix.transpose %v {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op requires the same element type for all operands and results}}
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i64
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.add"(%i) : (i32) -> i32
  return
}

// -----

func.func @f(%i: i32, %v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.fadd' op operand #0 must be floating-point, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.fadd"(%i, %v) : (i32, vector<4xi32>) -> i32
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.fmax' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'vector<4xi32>'}}
  %0 = llvm.intr.vector.reduce.fmax(%v) : (vector<4xi32>) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.intr.experimental.noalias.scope.decl' op requires attribute 'scope'}}
  "llvm.intr.experimental.noalias.scope.decl"() : () -> ()
  return
}

// -----

func.func @f(%i: i32, %j: i64) {
  // expected-error @+1 {{'llvm.intr.sadd.with.overflow' op requires the same element type for all operands}}
  %0 = "llvm.intr.sadd.with.overflow"(%i, %j) : (i32, i64) -> !llvm.struct<(i32, i1)>
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.umul.with.overflow' op result #0 must be LLVM dialect-compatible type, but got 'tensor<2xi32>'}}
  %0 = "llvm.intr.umul.with.overflow"(%i, %i) : (i32, i32) -> tensor<2xi32>
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.is.fpclass' op requires attribute 'bit'}}
  %0 = "llvm.intr.is.fpclass"(%x) : (f32) -> i1
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.is.fpclass' op attribute 'bit' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i64}> : (f32) -> i1
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.prefetch' op requires attribute 'cache'}}
  "llvm.intr.prefetch"(%p) <{hint = 1 : i32}> : (!llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.prefetch' op attribute 'rw' failed to satisfy constraint: 32-bit signless integer attribute}}
  "llvm.intr.prefetch"(%p) <{rw = 0 : i64, hint = 1 : i32, cache = 1 : i32}> : (!llvm.ptr) -> ()
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.prefetch' op operand #0 must be LLVM pointer type, but got 'i32'}}
  "llvm.intr.prefetch"(%i) <{rw = 0 : i32, hint = 1 : i32, cache = 1 : i32}> : (i32) -> ()
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.threadlocal.address' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = "llvm.intr.threadlocal.address"(%i) : (i32) -> i32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.vector.deinterleave2' op operand #0 must be LLVM dialect-compatible vector type, but got 'i32'}}
  %0 = "llvm.intr.vector.deinterleave2"(%i) : (i32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.masked.expandload' op operand #1 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<4xi32>'}}
  %0 = "llvm.intr.masked.expandload"(%p, %v, %v) : (!llvm.ptr, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.masked.compressstore' op operand #2 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<4xi32>'}}
  "llvm.intr.masked.compressstore"(%v, %p, %v) : (vector<4xi32>, !llvm.ptr, vector<4xi32>) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.masked.compressstore' op expected 3 operands, but found 1}}
  "llvm.intr.masked.compressstore"(%p) : (!llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %j: i64) {
  // expected-error @+1 {{'llvm.intr.ptrmask' op failed to verify that all of {ptr, res} have same type}}
  %0 = llvm.intr.ptrmask %p, %j : (!llvm.ptr, i64) -> !llvm.ptr<1>
  return
}

// -----

func.func @f(%j: i64) {
  // expected-error @+1 {{'llvm.intr.ptrmask' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = llvm.intr.ptrmask %j, %j : (i64, i64) -> i64
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.ptrmask' op operand #1 must be integer or LLVM dialect-compatible vector of integer, but got '!llvm.ptr'}}
  %0 = llvm.intr.ptrmask %p, %p : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %j: i64) {
  // expected-error @+1 {{custom op 'llvm.intr.ptrmask' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = llvm.intr.ptrmask %p, %j : (!llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %j: i64) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.function, but found '!llvm.ptr'}}
  %0 = llvm.intr.ptrmask %p, %j : !llvm.ptr
  return
}

// -----

func.func @f(%i: i32, %j: i64) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  %0 = llvm.intr.get.active.lane.mask %i, %j : f32, i64 to vector<4xi1>
  return
}

// -----

func.func @f(%i: i32, %j: i64) {
  // expected-error @+1 {{expected 'to'}}
  %0 = llvm.intr.get.active.lane.mask %i, %j : i32, i64 into vector<4xi1>
  return
}

// -----

func.func @f(%i: i32, %j: ui64) {
  // expected-error @+1 {{'llvm.intr.get.active.lane.mask' op operand #1 must be signless integer, but got 'ui64'}}
  %0 = llvm.intr.get.active.lane.mask %i, %j : i32, ui64 to vector<4xi1>
  return
}

// -----

func.func @f(%i: i32, %j: i64) {
  // expected-error @+1 {{'llvm.intr.get.active.lane.mask' op result #0 must be LLVM dialect-compatible type, but got 'tensor<4xi1>'}}
  %0 = llvm.intr.get.active.lane.mask %i, %j : i32, i64 to tensor<4xi1>
  return
}
