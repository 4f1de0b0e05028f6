// --vectorization-report: for every loop, whether -affine-super-vectorize
// vectorized it (vector dimension, shape, the nest's root, reductions) or
// why not. As text, one remark per loop (the IR is printed as usual); as json, one
// document instead of the IR, an entry per loop with its location and
// source line.
//
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions" --vectorization-report 2>&1 >/dev/null | FileCheck %s --check-prefix=TEXT
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions" --vectorization-report=json | FileCheck %s --check-prefix=JSON
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-super-vectorize{virtual-vector-size=8 vectorize-reductions}))" --vectorization-report=json | FileCheck %s --check-prefix=JSON
// The report option alone gives the remarks (checked here with --verify-diagnostics):
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions report=text" --verify-diagnostics > /dev/null
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=8 vectorize-reductions" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM-NOT: computes something else
// SEM: @report: same results on 3 of 3 random inputs
// SEM: @stricter: same results on 3 of 3 random inputs

// TEXT: :3: remark: vectorized: vector dimension 0 of 8 (step x8)
// TEXT: :3: remark: not vectorized: `affine.store` (line {{[0-9]+}}) varies along another memref dimension than an earlier access
// TEXT: :10: remark: vectorized: vector dimension 0 of 8 (step x8), reductions addf in vector iter_args
// TEXT: :3: remark: not vectorized: not parallel: loop-carried dependence from `affine.store` (line {{[0-9]+}}) to `affine.load` (line {{[0-9]+}})
// TEXT: :3: remark: not vectorized: the subscripts of `affine.load` (line {{[0-9]+}}) do not vary along the loops as the transfer would assume

// JSON:      "loops": [
// JSON:          "line": {{[0-9]+}},
// JSON-NEXT:     "source": "affine.for %i = 0 to 64 {",
// JSON-NEXT:     "vectorization": {
// JSON-NEXT:       "dim": 0,
// JSON-NEXT:       "masked_stores": 0,
// JSON-NEXT:       "reductions": [],
func.func @report(%A: memref<64xf32>, %B: memref<64xf32>, %M: memref<16x64xf32>, %out: memref<16xf32>) {
  // expected-remark@+1 {{vectorized: vector dimension 0 of 8 (step x8)}}
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.store %v, %B[%i] : memref<64xf32>
  }
  %z = arith.constant 0.0 : f32
  // expected-remark@+1 {{varies along another memref dimension than an earlier access}}
  affine.for %r = 0 to 16 {
    // expected-remark@+1 {{vectorized: vector dimension 0 of 8 (step x8), reductions addf in vector iter_args}}
    %s = affine.for %c = 0 to 64 iter_args(%acc = %z) -> f32 {
      %x = affine.load %M[%r, %c] : memref<16x64xf32>
      %n = arith.addf %acc, %x : f32
      affine.yield %n : f32
    }
    affine.store %s, %out[%r] : memref<16xf32>
  }
  // expected-remark@+1 {{not vectorized: not parallel: loop-carried dependence}}
  affine.for %i = 1 to 64 {
    %v = affine.load %A[%i - 1] : memref<64xf32>
    affine.store %v, %A[%i] : memref<64xf32>
  }
  // expected-remark@+1 {{not vectorized: the subscripts of `affine.load`}}
  affine.for %i = 0 to 32 {
    %v = affine.load %A[%i * 2] : memref<64xf32>
    affine.store %v, %B[%i] : memref<64xf32>
  }
  return
}
// JSON:          "reason": "mixed-dimensions",
// JSON:          "reason": "loop-carried-dependence",
// JSON:          "reason": "subscript-mismatch",
// JSON-NEXT:     "status": "not-vectorized",
// JSON-NEXT:     "stricter_than_mlir": true
// JSON:          "masked_stores": 1,
// JSON:          "stricter_than_mlir": true

// Where mlir-opt 22 would do otherwise, JSON says `stricter_than_mlir`:
// above, mlir-opt 22 vectorizes the stride-2 load as if it were contiguous;
// below, it writes lanes 62 and 63 of %B, which the loop never writes (we
// mask the store).
// TEXT: :3: remark: vectorized: vector dimension 0 of 8 (step x8), 1 store masked past the end of the loop
func.func @stricter(%A: memref<64xf32>, %B: memref<64xf32>) {
  // expected-remark@+1 {{vectorized: vector dimension 0 of 8 (step x8), 1 store masked past the end of the loop}}
  affine.for %i = 0 to 62 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.store %v, %B[%i] : memref<64xf32>
  }
  return
}

// Loops carrying iter_args that are not reductions of a supported kind:
// the report names the combiner or says there is none.
// TEXT: :[[@LINE+7]]:8: remark: not vectorized: not parallel: iter_args #0 is combined by `arith.subf` (line [[@LINE+9]]), not a supported reduction kind
// TEXT: :[[@LINE+12]]:8: remark: not vectorized: not parallel: iter_args #0 is not a reduction (not updated by one side-effect-free binary op yielded in place)
// JSON: "reason": "unsupported-reduction-kind",
// JSON: "reason": "not-a-reduction",
func.func @not_reductions(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  // expected-remark@+1 {{not parallel: iter_args #0 is combined by `arith.subf`}}
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %x = affine.load %A[%i] : memref<64xf32>
    %n = arith.subf %acc, %x : f32
    affine.yield %n : f32
  }
  // expected-remark@+1 {{not parallel: iter_args #0 is not a reduction}}
  %s = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %x = affine.load %A[%i] : memref<64xf32>
    %n = arith.addf %acc, %x : f32
    %q = arith.addf %n, %x : f32
    affine.yield %q : f32
  }
  %t = arith.addf %r, %s : f32
  return %t : f32
}
