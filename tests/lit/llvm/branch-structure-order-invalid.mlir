// The generic forms of llvm.cond_br, llvm.switch and llvm.invoke: their
// structural traits (regions, results, successor and operand counts) are
// checked before the operand segment sizes, in mlir-opt 22's trait order.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @f(%c: i1) {
  // expected-error @+1 {{'llvm.cond_br' op requires zero results}}
  %0 = "llvm.cond_br"(%c)[^a, ^b] : (i1) -> i32
^a:
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  // expected-error @+1 {{'llvm.cond_br' op requires 2 successors but found 1}}
  "llvm.cond_br"(%c)[^a] : (i1) -> ()
^a:
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  // expected-error @+1 {{'llvm.cond_br' op expected 1 or more operands, but found 0}}
  "llvm.cond_br"() [^a, ^a] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : () -> ()
^a:
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  // expected-error @+1 {{'llvm.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "llvm.cond_br"(%c)[^a, ^a] : (i1) -> ()
^a:
  llvm.return
}

// -----

llvm.func @f(%c: i64) {
  // expected-error @+1 {{'llvm.switch' op requires zero results}}
  %0 = "llvm.switch"(%c)[^a, ^a] : (i64) -> (i32)
^a:
  llvm.return
}

// -----

llvm.func @f(%c: i64) {
  // expected-error @+1 {{'llvm.switch' op requires at least 1 successors but found 0}}
  "llvm.switch"(%c) : (i64) -> ()
}

// -----

llvm.func @g()
llvm.func @f(%c: i1) attributes {personality = @g} {
  // expected-error @+1 {{'llvm.invoke' op requires 2 successors but found 1}}
  "llvm.invoke"(%c)[^a] <{callee = @g}> : (i1) -> ()
^a:
  llvm.return
}

// -----

llvm.func @g()
llvm.func @f(%c: i1) attributes {personality = @g} {
  // expected-error @+1 {{'llvm.invoke' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0:2 = "llvm.invoke"(%c)[^a, ^a] <{callee = @g}> : (i1) -> (i32, i32)
^a:
  llvm.return
}
