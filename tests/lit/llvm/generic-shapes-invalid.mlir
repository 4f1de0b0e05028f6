// The count traits of the llvm ops written in the generic form with wrong
// shapes, checked before anything else about the op with mlir-opt 22's
// messages, then the ODS invariants in its order (required properties
// before operand and result types).
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

func.func @f() {
  // expected-error @+1 {{'llvm.fcmp' op requires one result}}
  "llvm.fcmp"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.icmp' op expected 2 operands, but found 1}}
  %0 = "llvm.icmp"(%a) : (i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.alloca' op requires zero regions}}
  %0 = "llvm.alloca"(%a) ({}) : (i32) -> !llvm.ptr
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op requires one result}}
  "llvm.mlir.constant"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.undef' op requires zero regions}}
  %0 = "llvm.mlir.undef"() ({}) : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.addressof' op requires one result}}
  "llvm.mlir.addressof"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.func' op requires one region}}
  "llvm.func"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.mlir.global' op requires zero results}}
  %0 = "llvm.mlir.global"() ({}) : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.comdat' op requires one region}}
  "llvm.comdat"() ({}, {}) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.mlir.ifunc' op requires zero operands}}
  "llvm.mlir.ifunc"(%a) : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.global_ctors' op requires zero regions}}
  "llvm.mlir.global_ctors"() ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.blocktag' op requires zero regions}}
  "llvm.blocktag"() ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.landingpad' op requires one result}}
  "llvm.landingpad"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.resume' op requires a single operand}}
  "llvm.resume"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.return' op requires zero regions}}
  "llvm.return"() ({}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.call' op requires zero regions}}
  "llvm.call"() ({}) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = "llvm.load"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.store' op operand #1 must be LLVM pointer type, but got 'i32'}}
  "llvm.store"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.blockaddress' op requires attribute 'block_addr'}}
  %0 = "llvm.blockaddress"() : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.indirectbr' op requires attribute 'indbr_operand_segments'}}
  "llvm.indirectbr"(%a) : (i32) -> ()
  return
}
