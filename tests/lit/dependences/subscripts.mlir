// RUN: affine-opt %s -test-memref-dependence-check -split-input-file -verify-diagnostics > /dev/null
// RUN: %mlir_opt %s -test-memref-dependence-check -split-input-file -verify-diagnostics > /dev/null

// floordiv subscripts: pairs of iterations write the same element.
func.func @floordiv_pairs() {
  %buf = memref.alloc() : memref<50xf32>
  %z = arith.constant 0.0 : f32
  affine.for %k = 0 to 100 {
    affine.store %z, %buf[%k floordiv 2] : memref<50xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = [1, 1]}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
  }
  return
}

// -----

// mod subscripts: a circular buffer of 4 slots.
func.func @mod_ring() {
  %ring = memref.alloc() : memref<4xf32>
  affine.for %k = 0 to 64 {
    %x = affine.load %ring[%k mod 4] : memref<4xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = [3, 63]}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    affine.store %x, %ring[(%k + 1) mod 4] : memref<4xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [1, 63]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = [4, 63]}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

// -----

// ceildiv and a 2-d tiled access.
func.func @ceildiv_tile() {
  %buf = memref.alloc() : memref<16x16xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      affine.store %z, %buf[%i ceildiv 2, %j floordiv 2] : memref<16x16xf32>
      // expected-remark@above {{dependence from 0 to 0 at depth 1 = [1, 1][-1, 1]}}
      // expected-remark@above {{dependence from 0 to 0 at depth 2 = [0, 0][1, 1]}}
      // expected-remark@above {{dependence from 0 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 0 to 1 at depth 1 = [1, 2][-31, 31]}}
      // expected-remark@above {{dependence from 0 to 1 at depth 2 = [0, 0][1, 31]}}
      // expected-remark@above {{dependence from 0 to 1 at depth 3 = true}}
      %x = affine.load %buf[%i floordiv 2, %j mod 16] : memref<16x16xf32>
      // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 0 at depth 2 = [0, 0][1, 31]}}
      // expected-remark@above {{dependence from 1 to 0 at depth 3 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
      // expected-remark@above {{dependence from 1 to 1 at depth 3 = false}}
    }
  }
  return
}

// -----

// Chains of affine.apply are composed into the access map.
func.func @apply_chain(%base: index) {
  %buf = memref.alloc() : memref<512xf32>
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  affine.for %k = 0 to 100 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%k)[%c2]
    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%base]
    %c = affine.apply affine_map<(d0) -> (d0 + 4)>(%b)
    affine.store %z, %buf[%b] : memref<512xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    %x = affine.load %buf[%c] : memref<512xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [2, 2]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

// -----

// memref.dim of a static dimension folds to a constant bound.
func.func @static_dim_bound() {
  %buf = memref.alloc() : memref<20xf32>
  %c0 = arith.constant 0 : index
  %n = memref.dim %buf, %c0 : memref<20xf32>
  %z = arith.constant 0.0 : f32
  affine.for %k = 0 to %n {
    affine.store %z, %buf[%k] : memref<20xf32>
    // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
    %x = affine.load %buf[%k + 19] : memref<20xf32>
    // expected-remark@above {{dependence from 1 to 0 at depth 1 = [19, 19]}}
    // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
    // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
  }
  return
}

// -----

// Semi-affine subscripts cannot be analyzed: the check fails (it never
// claims independence).
func.func @semi_affine(%s: index) {
  %buf = memref.alloc() : memref<100xf32>
  %z = arith.constant 0.0 : f32
  affine.for %k = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%k)[%s]
    affine.store %z, %buf[%a] : memref<100xf32>
    // expected-error@above {{dependence check failed}}
  }
  return
}
