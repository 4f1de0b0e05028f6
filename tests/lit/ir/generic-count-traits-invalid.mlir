// Count traits (regions, results, successors, operands) are checked before
// required attributes, parents and the terminator position, with MLIR's
// messages (OpShape in the op definition; scripts/generic-diff.py compares
// every op the tests use this way).
// RUN: affine-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.yield' op requires zero results}}
  "scf.yield"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.yield' op requires zero regions}}
  "scf.yield"() ({}) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  "scf.reduce"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.reduce.return' op requires zero results}}
  "scf.reduce.return"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.condition' op requires zero results}}
  "scf.condition"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.forall' op requires one region}}
  "scf.forall"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.forall' op requires attribute 'staticLowerBound'}}
  "scf.forall"() ({}) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.parallel' op requires one region}}
  "scf.parallel"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%a) ({}) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.for' op expected 3 or more operands, but found 1}}
  "scf.for"(%a) ({}) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.forall.in_parallel' op requires one region}}
  "scf.forall.in_parallel"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.br' op requires zero results}}
  "cf.br"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 0}}
  "cf.cond_br"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.assert' op requires zero results}}
  "cf.assert"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
  "func.func"() ({}) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'affine.yield' op requires zero results}}
  "affine.yield"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'affine.for' op requires one region}}
  "affine.for"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'affine.linearize_index' op requires one result}}
  "affine.linearize_index"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'affine.parallel' op requires attribute 'lowerBoundsGroups'}}
  "affine.parallel"() ({}) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'affine.prefetch' op requires attribute 'isDataCache'}}
  "affine.prefetch"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  "affine.dma_start"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'affine.dma_wait' op requires zero results}}
  "affine.dma_wait"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'linalg.matmul' op requires one region}}
  "linalg.matmul"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'linalg.yield' op requires zero results}}
  "linalg.yield"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'linalg.transpose' op expected 2 operands, but found 1}}
  "linalg.transpose"(%a) ({}) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.side_effect_op' op requires zero operands}}
  "test.side_effect_op"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.value_with_bounds' op requires one result}}
  "test.value_with_bounds"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'test.region_yield' op requires zero results}}
  "test.region_yield"(%a) : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}
