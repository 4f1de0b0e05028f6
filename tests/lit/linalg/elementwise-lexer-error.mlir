// linalg's parsers add a second error after a failure ("unable to parse
// elemwise op", "expected 'indexing_maps' attribute", "expected operation
// 'kind' attribute"), but not while the lexer's error token is current:
// MLIR drops parser diagnostics then (found by mutation-diff seed 1024).
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @ins(%c: memref<3x4xf32>) {
  // expected-error @+1 {{invalid SSA name}}
  linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%<c : memref<3x4xf32>) outs(%c : memref<3x4xf32>)
  return
}

// -----

func.func @kind(%c: memref<3x4xf32>) {
  // expected-error @+1 {{invalid SSA name}}
  linalg.elementwise kind=%< ins(%c : memref<3x4xf32>) outs(%c : memref<3x4xf32>)
  return
}

// -----

func.func @maps(%c: memref<3x4xf32>) {
  // expected-error @+1 {{invalid SSA name}}
  linalg.contract indexing_maps = %< ins(%c : memref<3x4xf32>) outs(%c : memref<3x4xf32>)
  return
}

// -----

// An undefined value is reported once the function's body is read, so the
// op itself parses.
func.func @not_lexer(%c: memref<3x4xf32>) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%c : memref<3x4xf32>) outs(%d : memref<3x4xf32>)
  return
}
