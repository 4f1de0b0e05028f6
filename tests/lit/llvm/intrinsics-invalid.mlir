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

// -----

// Issue 13's third round: the new intrinsics' parsers and verifiers.
func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.invariant.start' op operand #0 must be LLVM pointer type, but got 'f32'}}
  %0 = "llvm.intr.invariant.start"(%f) <{size = 16 : i64}> : (f32) -> !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.invariant.start' op result #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<1>'}}
  %0 = "llvm.intr.invariant.start"(%p) <{size = 16 : i64}> : (!llvm.ptr) -> !llvm.ptr<1>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.invariant.end' op operand #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<1>'}}
  "llvm.intr.invariant.end"(%p1, %p) <{size = 16 : i64}> : (!llvm.ptr<1>, !llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.invariant.end' op attribute 'size' failed to satisfy constraint: 64-bit signless integer attribute}}
  "llvm.intr.invariant.end"(%p1, %p) <{size = 16 : i32}> : (!llvm.ptr<1>, !llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = llvm.intr.invariant.start 16 : i32, %p : !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{expected attribute value}}
  %0 = llvm.intr.invariant.start %p : !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op operand #0 must be LLVM dialect-compatible vector of LLVM pointer type, but got '!llvm.ptr'}}
  %0 = "llvm.intr.masked.gather"(%p, %m) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op operand #2 must be variadic of LLVM dialect-compatible vector type, but got 'i32'}}
  %0 = "llvm.intr.masked.gather"(%vp, %m, %i) <{alignment = 4 : i32}> : (vector<4x!llvm.ptr>, vector<4xi1>, i32) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op result #0 must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = "llvm.intr.masked.gather"(%vp, %m) <{alignment = 4 : i32}> : (vector<4x!llvm.ptr>, vector<4xi1>) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<8x!llvm.ptr>'}}
  %0 = "llvm.intr.masked.gather"(%vp, %m) <{alignment = 4 : i32}> : (vector<4x!llvm.ptr>, vector<4xi1>) -> vector<8xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<[4]x!llvm.ptr>'}}
  %0 = "llvm.intr.masked.gather"(%vp, %m) <{alignment = 4 : i32}> : (vector<4x!llvm.ptr>, vector<4xi1>) -> vector<[4]xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<8x!llvm.ptr<1>>'}}
  %0 = "llvm.intr.masked.gather"(%vp1, %m) <{alignment = 4 : i32}> : (vector<4x!llvm.ptr<1>>, vector<4xi1>) -> vector<8xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<4x!llvm.ptr>'}}
  %0 = "llvm.intr.masked.gather"(%svp, %m) <{alignment = 4 : i32}> : (vector<[4]x!llvm.ptr>, vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<8x!llvm.ptr>'}}
  "llvm.intr.masked.scatter"(%v8, %vp, %m) <{alignment = 4 : i32}> : (vector<8xf32>, vector<4x!llvm.ptr>, vector<4xi1>) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<[4]x!llvm.ptr>'}}
  "llvm.intr.masked.scatter"(%sv, %vp, %m) <{alignment = 4 : i32}> : (vector<[4]xf32>, vector<4x!llvm.ptr>, vector<4xi1>) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.load' op operand group starting at #2 requires 0 or 1 element, but found 2}}
  %0 = "llvm.intr.masked.load"(%p, %m, %v, %v) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.load' op requires attribute 'alignment'}}
  %0 = "llvm.intr.masked.load"(%p, %m) : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{invalid properties {alignment = 4 : i32, nontemporal = 1 : i64} for op llvm.intr.masked.load: Invalid attribute `nontemporal` in property conversion: 1 : i64}}
  %0 = "llvm.intr.masked.load"(%p, %m) <{alignment = 4 : i32, nontemporal = 1}> : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.load' op attribute 'nontemporal' failed to satisfy constraint: unit attribute}}
  %0 = "llvm.intr.masked.load"(%p, %m) {alignment = 4 : i32, nontemporal = 1} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.load' op operand #1 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<4xi32>'}}
  %0 = "llvm.intr.masked.load"(%p, %vi) {alignment = 4 : i32} : (!llvm.ptr, vector<4xi32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.load' op operand #2 must be LLVM dialect-compatible vector type, but got 'i32'}}
  %0 = "llvm.intr.masked.load"(%p, %m, %i) {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.load' op expected 2 or more operands, but found 1}}
  %0 = "llvm.intr.masked.load"(%p) {alignment = 4 : i32} : (!llvm.ptr) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.masked.load' 'llvm.intr.masked.load' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = llvm.intr.masked.load %p, %m {alignment = 4} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.masked.load' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : (!llvm.ptr) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.masked.load' invalid kind of type specified: expected builtin.function, but found 'vector<4xf32>'}}
  %0 = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.masked.store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : f32, vector<4xi1> into !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.masked.store' expected 'into'}}
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> to !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.masked.scatter' invalid kind of type specified: expected builtin.vector, but found '!llvm.ptr'}}
  llvm.intr.masked.scatter %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.ssa.copy' op requires the same type for all operands and results}}
  %0 = "llvm.intr.ssa.copy"(%f) : (f32) -> f64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.ssa.copy' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.intr.ssa.copy"(%f) : (f32) -> index
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.ssa.copy' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.intr.ssa.copy %x : index
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.is.constant' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.intr.is.constant"(%f) : (f32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.expect.with.probability' op attribute 'prob' failed to satisfy constraint: 64-bit float attribute}}
  %0 = "llvm.intr.expect.with.probability"(%i, %i) <{prob = 5.0e-01 : f32}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.expect.with.probability' op failed to verify that all of {val, expected, res} have same type}}
  %0 = "llvm.intr.expect.with.probability"(%i, %j) <{prob = 5.0e-01}> : (i32, i64) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.expect.with.probability' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  %0 = llvm.intr.expect.with.probability %i, %i, 0.5 : f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.eh.typeid.for' op operand #0 must be LLVM pointer type, but got 'f32'}}
  %0 = "llvm.intr.eh.typeid.for"(%f) : (f32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.eh.typeid.for' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = llvm.intr.eh.typeid.for %p : (!llvm.ptr, i32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.coro.suspend' op operand #0 must be LLVM token type, but got '!llvm.ptr'}}
  %0 = "llvm.intr.coro.suspend"(%p, %b) : (!llvm.ptr, i1) -> i8
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.coro.promise' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0 = "llvm.intr.coro.promise"(%p, %j, %b) : (!llvm.ptr, i64, i1) -> !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.coro.promise' op result #0 must be LLVM pointer type, but got 'i8'}}
  %0 = "llvm.intr.coro.promise"(%p, %i, %b) : (!llvm.ptr, i32, i1) -> i8
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.ubsantrap' op attribute 'failureKind' failed to satisfy constraint: 8-bit signless integer attribute}}
  "llvm.intr.ubsantrap"() <{failureKind = 2 : i32}> : () -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.ubsantrap' op requires attribute 'failureKind'}}
  "llvm.intr.ubsantrap"() : () -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{invalid properties {} for op llvm.intr.ubsantrap: expected key entry for failureKind in DictionaryAttr to set Properties.}}
  llvm.intr.ubsantrap
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.ubsantrap' op attribute 'failureKind' failed to satisfy constraint: 8-bit signless integer attribute}}
  llvm.intr.ubsantrap <{failureKind = 300 : i32}>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{invalid properties {} for op llvm.intr.ubsantrap: expected key entry for failureKind in DictionaryAttr to set Properties.}}
  llvm.intr.ubsantrap {failureKind = 3 : i8}
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{expected operation name in quotes}}
  llvm.intr.trap {x = 1} : i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vscale' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.intr.vscale"() : () -> index
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.stepvector' op result #0 must be LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.intr.stepvector"() : () -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.stepvector' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %0 = llvm.intr.stepvector : i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.scmp' op requires all operands to have the same type}}
  %0 = "llvm.intr.scmp"(%i, %j) : (i32, i64) -> i8
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.scmp' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.scmp"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.llround' op operand #0 must be floating point LLVM type, but got 'vector<4xf32>'}}
  %0 = "llvm.intr.llround"(%v) : (vector<4xf32>) -> vector<4xi64>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.lround' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.lround"(%i) : (i32) -> i64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got 'f32'}}
  %0 = "llvm.intr.sincos"(%f) : (f32) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f32, f64)>'}}
  %0 = "llvm.intr.sincos"(%f) : (f32) -> !llvm.struct<(f32, f64)>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f32)>'}}
  %0 = "llvm.intr.sincos"(%f) : (f32) -> !llvm.struct<(f32)>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.frexp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.frexp"(%i) : (i32) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op attribute 'pos' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "llvm.intr.vector.insert"(%v8, %v) <{pos = 4 : i32}> : (vector<8xf32>, vector<4xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that all of {dstvec, res} have same type}}
  %0 = "llvm.intr.vector.insert"(%v8, %v) <{pos = 4}> : (vector<8xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that it is not inserting scalable into fixed-length vectors.}}
  %0 = "llvm.intr.vector.insert"(%v, %sv) <{pos = 4}> : (vector<4xf32>, vector<[4]xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = "llvm.intr.vector.insert"(%big, %v) <{pos = 4}> : (vector<8192xf32>, vector<4xf32>) -> vector<8192xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = "llvm.intr.vector.extract"(%big) <{pos = 4}> : (vector<8192xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %0 = "llvm.intr.vector.extract"(%v) <{pos = 4}> : (vector<4xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op result #0 must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = "llvm.intr.vector.extract"(%v) <{pos = 4}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{expected attribute value}}
  %0 = llvm.intr.vector.extract %v[x] : vector<4xf32> from vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.vector.extract' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.intr.vector.extract %v[1] : vector<4xf32> from f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = llvm.intr.vector.insert %v, %v8 : vector<4xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that all of {vec1, vec2} have same type}}
  %0 = "llvm.intr.vector.interleave2"(%v, %vi) : (vector<4xf32>, vector<4xi32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<8xi32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%sv, %sv) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<[8]xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{invalid properties {fpExceptionBehavior = 3 : i64, roundingmode = 0 : i64} for op llvm.intr.experimental.constrained.fptrunc: Invalid attribute `fpExceptionBehavior` in property conversion: 3 : i64}}
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 3 : i64, roundingmode = 0 : i64}> : (f64) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{invalid properties {fpExceptionBehavior = 0 : i64, roundingmode = 5 : i64} for op llvm.intr.experimental.constrained.fptrunc: Invalid attribute `roundingmode` in property conversion: 5 : i64}}
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 0 : i64, roundingmode = 5 : i64}> : (f64) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.experimental.constrained.fptrunc' op requires attribute 'roundingmode'}}
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 0 : i64}> : (f64) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.experimental.constrained.fptrunc' op attribute 'fpExceptionBehavior' failed to satisfy constraint: LLVM Exception Behavior}}
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) {fpExceptionBehavior = 0 : i32, roundingmode = 0 : i64} : (f64) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.experimental.constrained.fptrunc' op attribute 'roundingmode' failed to satisfy constraint: LLVM Rounding Mode whose minimum value is 0}}
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) {fpExceptionBehavior = 0 : i64, roundingmode = 0 : i32} : (f64) -> f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, downward, tonearestaway, dynamic, invalid]}}
  %0 = llvm.intr.experimental.constrained.fptrunc %d foo ignore : f64 to f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' invalid roundingmode attribute specification: "foo"}}
  %0 = llvm.intr.experimental.constrained.fptrunc %d "foo" ignore : f64 to f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]}}
  %0 = llvm.intr.experimental.constrained.fptrunc %d tonearest bar : f64 to f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' invalid fpExceptionBehavior attribute specification: "bar"}}
  %0 = llvm.intr.experimental.constrained.fptrunc %d tonearest "bar" : f64 to f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, downward, tonearestaway, dynamic, invalid]}}
  %0 = llvm.intr.experimental.constrained.fptrunc %d 5 ignore : f64 to f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fpext' expected string or keyword containing one of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]}}
  %0 = llvm.intr.experimental.constrained.fpext %f tonearest ignore : f32 to f64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fpext' expected 'to'}}
  %0 = llvm.intr.experimental.constrained.fpext %f ignore : f32 f64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.add' op operand #1 must be LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.intr.vp.add"(%vi, %v, %m, %i) : (vector<4xi32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xi32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.add' op operand #3 must be 32-bit signless integer, but got 'i64'}}
  %0 = "llvm.intr.vp.add"(%vi, %vi, %m, %j) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i64) -> vector<4xi32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.fadd' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'vector<4xi32>'}}
  %0 = "llvm.intr.vp.fadd"(%vi, %vi, %m, %i) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.reduce.add' op operand #0 must be signless integer, but got 'f32'}}
  %0 = "llvm.intr.vp.reduce.add"(%f, %vi, %m, %i) : (f32, vector<4xi32>, vector<4xi1>, i32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.ptrtoint' op operand #0 must be LLVM dialect-compatible vector of LLVM pointer type, but got 'vector<4xi32>'}}
  %0 = "llvm.intr.vp.ptrtoint"(%vi, %m, %i) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.select' op operand #0 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<4xi32>'}}
  %0 = "llvm.intr.vp.select"(%vi, %v, %v, %i) : (vector<4xi32>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.load' op operand #0 must be LLVM pointer type, but got 'vector<4xf32>'}}
  %0 = "llvm.intr.vp.load"(%v, %m, %i) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.store' op expected 4 operands, but found 3}}
  "llvm.intr.vp.store"(%v, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vp.fneg' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.intr.vp.fneg"(%v, %m, %i) : (vector<4xf32>, vector<4xi1>, i32) -> index
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.matrix.column.major.load' op requires attribute 'rows'}}
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %j> {columns = 2 : i32, isVolatile = false} : vector<4xf32> from !llvm.ptr stride i64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.matrix.column.major.load' 'llvm.intr.matrix.column.major.load' op attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %j> {columns = 2 : i32, isVolatile = 1, rows = 2 : i32} : vector<4xf32> from !llvm.ptr stride i64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.matrix.column.major.load' expected 'stride'}}
  %0 = llvm.intr.matrix.column.major.load %p, <strid = %j> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> from !llvm.ptr stride i64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.matrix.column.major.load' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %j> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> from !llvm.ptr stride f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.matrix.column.major.load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %j> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : f32 from !llvm.ptr stride i64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.matrix.column.major.store' expected 'to'}}
  llvm.intr.matrix.column.major.store %v, %p, <stride = %j> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> from !llvm.ptr stride i64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.vacopy' number of operands and types do not match: got 2 operands and 1 types}}
  llvm.intr.vacopy %p to %p : !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.vacopy' expected 'to'}}
  llvm.intr.vacopy %p, %p : !llvm.ptr, !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vacopy' op operand #1 must be LLVM pointer type, but got 'f32'}}
  "llvm.intr.vacopy"(%p, %f) : (!llvm.ptr, f32) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vastart' op operand #0 must be LLVM pointer type, but got 'f32'}}
  llvm.intr.vastart %f : f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = llvm.intr.coro.suspend %tok, %b : i8 {x}
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{expected ','}}
  %0 = llvm.intr.coro.id %i, %p, %p : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = "llvm.intr.var.annotation"(%p, %p, %p1, %i, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, i32, !llvm.ptr) -> ()
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.ptr.annotation' op failed to verify that all of {annotation, fileName, attr} have same type}}
  %0 = "llvm.intr.ptr.annotation"(%p, %p, %p1, %i, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, i32, !llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.ptr.annotation' op failed to verify that all of {res, ptr} have same type}}
  %0 = "llvm.intr.ptr.annotation"(%p, %p, %p, %i, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr<1>
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.annotation' op failed to verify that all of {annotation, fileName} have same type}}
  %0 = "llvm.intr.annotation"(%j, %p, %p1, %i) : (i64, !llvm.ptr, !llvm.ptr<1>, i32) -> i64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.annotation' op failed to verify that all of {res, integer} have same type}}
  %0 = "llvm.intr.annotation"(%j, %p, %p, %i) : (i64, !llvm.ptr, !llvm.ptr, i32) -> i32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.launder.invariant.group' op operand #0 must be LLVM pointer type, but got 'f32'}}
  %0 = llvm.intr.launder.invariant.group %f : f32
  return
}

// -----

func.func @f(%p: !llvm.ptr, %i: i32, %j: i64, %f: f32, %d: f64, %m: vector<4xi1>, %v: vector<4xf32>, %vp: vector<4x!llvm.ptr>, %vi: vector<4xi32>, %v8: vector<8xf32>, %sv: vector<[4]xf32>, %tok: !llvm.token, %b: i1, %p1: !llvm.ptr<1>, %vp1: vector<4x!llvm.ptr<1>>, %svp: vector<[4]x!llvm.ptr>, %x: index, %big: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.strip.invariant.group' op requires the same type for all operands and results}}
  %0 = "llvm.intr.strip.invariant.group"(%p) : (!llvm.ptr) -> !llvm.ptr<1>
  return
}
