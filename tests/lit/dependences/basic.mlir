// RUN: affine-opt %s -test-memref-dependence-check -split-input-file -verify-diagnostics > /dev/null
// RUN: %mlir_opt %s -test-memref-dependence-check -split-input-file -verify-diagnostics > /dev/null

// Constant bounds: a shift by 3 is carried by the loop at distance 3.
func.func @shift_by_three() {
  %buf = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  affine.for %k = 0 to 32 {
    %x = affine.load %buf[%k] : memref<64xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    affine.store %one, %buf[%k + 3] : memref<64xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [3, 3]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

// -----

// Symbolic bounds: the upper bound is a function argument, so the
// distance upper end is unbounded.
func.func @symbolic_upper(%len: index) {
  %buf = memref.alloc() : memref<1024xf32>
  %one = arith.constant 1.0 : f32
  affine.for %k = 1 to %len {
    %x = affine.load %buf[%k - 1] : memref<1024xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    affine.store %x, %buf[%k] : memref<1024xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [1, 1]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

// -----

// A symbolic offset between the two subscripts.
func.func @symbolic_offset(%off: index, %n: index) {
  %buf = memref.alloc() : memref<4096xf32>
  affine.for %k = 0 to %n {
    %x = affine.load %buf[%k + symbol(%off)] : memref<4096xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = [1, +inf]}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = true}}
    affine.store %x, %buf[%k] : memref<4096xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [1, +inf]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

// -----

// Non-unit steps: even and odd elements never meet.
func.func @steps_even_odd() {
  %buf = memref.alloc() : memref<200xf32>
  %z = arith.constant 0.0 : f32
  affine.for %k = 0 to 100 step 2 {
    affine.store %z, %buf[%k] : memref<200xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 2 at depth 1 = true}}
    // expected-remark@above {{dependence from 0 to 3 at depth 1 = true}}
    %x = affine.load %buf[%k + 1] : memref<200xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 3 at depth 1 = false}}
  }
  affine.for %k = 0 to 100 step 4 {
    affine.store %z, %buf[%k + 8] : memref<200xf32>
    // expected-remark@above {{dependence from 2 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 2 at depth 2 = false}}
    // expected-remark@above {{dependence from 2 to 3 at depth 1 = [8, 8]}}
    // expected-remark@above {{dependence from 2 to 3 at depth 2 = false}}
    %x = affine.load %buf[%k] : memref<200xf32>
    // expected-remark@above {{dependence from 3 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 2 at depth 2 = false}}
    // expected-remark@above {{dependence from 3 to 3 at depth 1 = false}}
    // expected-remark@above {{dependence from 3 to 3 at depth 2 = false}}
  }
  return
}

// -----

// max lower bound and min upper bound.
func.func @min_max_bounds(%a: index, %b: index) {
  %buf = memref.alloc() : memref<100xf32>
  %z = arith.constant 0.0 : f32
  affine.for %k = max affine_map<()[s0] -> (s0, 10)>()[%a] to min affine_map<()[s0] -> (s0, 50)>()[%b] {
    affine.store %z, %buf[%k] : memref<100xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = [5, 5]}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 2 at depth 2 = false}}
    %x = affine.load %buf[%k - 5] : memref<100xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 2 at depth 2 = false}}
    %y = affine.load %buf[%k - 60] : memref<100xf32>
    // expected-remark@above {{dependence from 2 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 2 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 2 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 2 at depth 2 = false}}
  }
  return
}

// -----

// Two nests with nothing in common: only program order matters.
func.func @sibling_nests() {
  %buf = memref.alloc() : memref<10x10xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %z, %buf[%i, %j] : memref<10x10xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = true}}
    }
  }
  affine.for %p = 0 to 10 {
    affine.for %q = 0 to 10 {
      %x = affine.load %buf[%q, %p] : memref<10x10xf32>
      // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 3 = false}}
    }
  }
  return
}

// -----

// Different memrefs are independent; two loads (RAR) are not reported.
func.func @two_buffers() {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %x = affine.load %a[%i] : memref<10xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 2 at depth 2 = false}}
    %y = affine.load %a[%i] : memref<10xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 2 at depth 2 = false}}
    affine.store %x, %b[%i] : memref<10xf32>
    // expected-remark@above {{dependence from 2 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 2 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 1 at depth 2 = false}}
    // expected-remark@above {{dependence from 2 to 2 at depth 1 = false}}
    // expected-remark@above {{dependence from 2 to 2 at depth 2 = false}}
  }
  return
}

// -----

// A 2-d stencil: distances in both loops.
func.func @stencil_2d() {
  %g = memref.alloc() : memref<34x34xf32>
  affine.for %i = 1 to 33 {
    affine.for %j = 1 to 33 {
      %n = affine.load %g[%i - 1, %j] : memref<34x34xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 3 = false}}
      // expected-remark@above {{dependence from 0 to 2 at depth 1 = false}}
      // expected-remark@above {{dependence from 0 to 2 at depth 2 = false}}
      // expected-remark@above {{dependence from 0 to 2 at depth 3 = false}}
      %w = affine.load %g[%i, %j - 1] : memref<34x34xf32>
      // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 3 = false}}
      // expected-remark@above {{dependence from 1 to 2 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 2 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 2 at depth 3 = false}}
      %s = arith.addf %n, %w : f32
      affine.store %s, %g[%i, %j] : memref<34x34xf32>
      // expected-remark@above {{dependence from 2 to 0 at depth 1 = [1, 1][0, 0]}}
      // expected-remark@above {{dependence from 2 to 0 at depth 2 = false}}
      // expected-remark@above {{dependence from 2 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 2 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 2 to 1 at depth 2 = [0, 0][1, 1]}}
      // expected-remark@above {{dependence from 2 to 1 at depth 3 = false}}
      // expected-remark@above {{dependence from 2 to 2 at depth 1 = false}}
      // expected-remark@above {{dependence from 2 to 2 at depth 2 = false}}
      // expected-remark@above {{dependence from 2 to 2 at depth 3 = false}}
    }
  }
  return
}
