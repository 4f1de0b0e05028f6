// RUN: affine-opt %s -test-memref-dependence-check -split-input-file -verify-diagnostics > /dev/null
// RUN: %mlir_opt %s -test-memref-dependence-check -split-input-file -verify-diagnostics > /dev/null

// affine.if restricts the iteration domain of the ops it guards.
func.func @guarded_store() {
  %buf = memref.alloc() : memref<100xf32>
  %z = arith.constant 0.0 : f32
  affine.for %k = 0 to 100 {
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%k) {
      affine.store %z, %buf[%k - 50] : memref<100xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    }
    %x = affine.load %buf[%k] : memref<100xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [50, 50]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

// -----

// An affine.if whose condition mixes a dim and a symbol.
func.func @guard_with_symbol(%t: index) {
  %buf = memref.alloc() : memref<100xf32>
  %z = arith.constant 0.0 : f32
  affine.for %k = 0 to 100 {
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%k)[%t] {
      affine.store %z, %buf[%k] : memref<100xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    }
    %x = affine.load %buf[%k + 1] : memref<100xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [1, 1]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

// -----

// Imperfect nest: an access in the outer body and one in the inner loop.
func.func @imperfect() {
  %buf = memref.alloc() : memref<10x10xf32>
  %row = memref.alloc() : memref<10xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %z, %row[%i] : memref<10xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = [1, 9]}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = true}}
    // expected-remark@above {{dependence from 0 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 2 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 3 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 3 at depth 2 = false}}
    affine.for %j = 0 to 10 {
      %x = affine.load %row[%j] : memref<10xf32>
      // expected-remark@above {{dependence from 1 to 0 at depth 1 = [1, 9]}}
      // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 3 = false}}
      // expected-remark@above {{dependence from 1 to 2 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 2 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 2 at depth 3 = false}}
      // expected-remark@above {{dependence from 1 to 3 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 3 at depth 2 = false}}
      affine.store %x, %buf[%i, %j] : memref<10x10xf32>
      // expected-remark@above {{dependence from 2 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 2 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 2 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 2 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 2 to 1 at depth 3 = false}}
      // expected-remark@above {{dependence from 2 to 2 at depth 1 = false}}
      // expected-remark@above {{dependence from 2 to 2 at depth 2 = false}}
      // expected-remark@above {{dependence from 2 to 2 at depth 3 = false}}
      // expected-remark@above {{dependence from 2 to 3 at depth 1 = false}}
      // expected-remark@above {{dependence from 2 to 3 at depth 2 = true}}
    }
    %y = affine.load %buf[%i, 0] : memref<10x10xf32>
    // expected-remark@above {{dependence from 3 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 3 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 3 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 2 at depth 2 = false}}
    // expected-remark@above {{dependence from 3 to 3 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 3 at depth 2 = false}}
  }
  return
}

// -----

// Loops with iter_args: the carried scalar is not a memory access.
func.func @iter_args_sum() -> f32 {
  %buf = memref.alloc() : memref<10xf32>
  %z = arith.constant 0.0 : f32
  %r = affine.for %k = 0 to 10 iter_args(%acc = %z) -> (f32) {
    %x = affine.load %buf[%k] : memref<10xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = true}}
    %s = arith.addf %acc, %x : f32
    affine.store %s, %buf[%k] : memref<10xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// affine.parallel bands contribute one dimension per induction variable.
func.func @parallel_band() {
  %buf = memref.alloc() : memref<20x20xf32>
  %z = arith.constant 0.0 : f32
  affine.parallel (%i, %j) = (0, 0) to (10, 10) {
    affine.store %z, %buf[%i, %j] : memref<20x20xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 3 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 3 = false}}
    %x = affine.load %buf[%i + 1, %j] : memref<20x20xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [1, 1][0, 0]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 0 at depth 3 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 3 = false}}
  }
  return
}

// -----

// Vector loads and stores are not checked by this test pass.
func.func @vectors() {
  %buf = memref.alloc() : memref<64xf32>
  affine.for %k = 0 to 60 {
    %v = affine.vector_load %buf[%k] : memref<64xf32>, vector<4xf32>
    affine.vector_store %v, %buf[%k + 1] : memref<64xf32>, vector<4xf32>
    %x = affine.load %buf[%k] : memref<64xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
  }
  return
}

// -----

// Accesses in different functions are in different affine scopes.
func.func @writer(%m: memref<10xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %k = 0 to 10 {
    affine.store %z, %m[%k] : memref<10xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
  }
  return
}
func.func @reader(%m: memref<10xf32>) {
  affine.for %k = 0 to 10 {
    %x = affine.load %m[%k] : memref<10xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}
