// -test-memref-bound-check: every affine load/store whose accessed region
// (over the whole iteration space around it) crosses a static memref
// dimension gets an error per dimension and side, worded and placed as
// mlir-opt 22 does; the IR is unchanged and the pass succeeds.
//
// RUN: affine-opt %s -split-input-file -test-memref-bound-check -verify-diagnostics | FileCheck %s --check-prefix=IR
// RUN: affine-opt %s -split-input-file -test-memref-bound-check > %t.out 2> %t.err
// RUN: %mlir_opt %s -split-input-file -test-memref-bound-check > %t.ref.out 2> %t.ref.err
// RUN: diff %t.out %t.ref.out
// RUN: diff %t.err %t.ref.err
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(test-memref-bound-check)' -verify-diagnostics > /dev/null
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(test-memref-bound-check))' -verify-diagnostics > /dev/null

// IR-LABEL: func.func @loops
// IR: affine.load %arg0[%arg2, %arg3] : memref<10x20xf32>
func.func @loops(%A: memref<10x20xf32>, %N: index) {
  affine.for %i = 0 to 11 {
    affine.for %j = -1 to 20 {
      // expected-error@+2 {{'affine.load' op memref out of upper bound access along dimension #1}}
      // expected-error@+1 {{'affine.load' op memref out of lower bound access along dimension #2}}
      %v = affine.load %A[%i, %j] : memref<10x20xf32>
      // In bounds: 0 <= i mod 10 <= 9 and 0 <= (j + 1) floordiv 2 <= 10.
      affine.store %v, %A[%i mod 10, (%j + 1) floordiv 2] : memref<10x20xf32>
      // expected-error@+2 {{'affine.load' op memref out of upper bound access along dimension #2}}
      // expected-error@+1 {{'affine.load' op memref out of lower bound access along dimension #2}}
      %w = affine.load %A[%i mod 10, %j floordiv 2 + %N] : memref<10x20xf32>
    }
  }
  return
}

// -----

// Symbolic bounds: nothing is known of %N, so the access may leave the
// memref; a loop bounded by the memref size stays inside.
func.func @symbolic(%A: memref<10x20xf32>, %N: index) {
  affine.for %k = 0 to %N {
    // expected-error@+1 {{'affine.load' op memref out of upper bound access along dimension #1}}
    %u = affine.load %A[%k, 0] : memref<10x20xf32>
    // expected-error@+1 {{'affine.vector_load' op memref out of upper bound access along dimension #2}}
    %x = affine.vector_load %A[0, %k] : memref<10x20xf32>, vector<4xf32>
  }
  affine.for %k = 0 to min affine_map<()[s0] -> (s0, 10)>()[%N] {
    %u = affine.load %A[%k, 19] : memref<10x20xf32>
    affine.store %u, %A[9 - %k, 0] : memref<10x20xf32>
  }
  return
}

// -----

// Stores, vector stores, 0-d memrefs, and accesses through affine.apply.
func.func @stores(%B: memref<8xi32>, %S: memref<i32>, %v: vector<2xi32>, %c: i32) {
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    // expected-error@+1 {{'affine.store' op memref out of upper bound access along dimension #1}}
    affine.store %c, %B[%a] : memref<8xi32>
    // expected-error@+1 {{'affine.vector_store' op memref out of lower bound access along dimension #1}}
    affine.vector_store %v, %B[%i - 1] : memref<8xi32>, vector<2xi32>
    affine.store %c, %S[] : memref<i32>
  }
  return
}

// -----

// A semi-affine access map cannot be composed into the region's
// constraints: mlir-opt 22 reports that and checks nothing else.
func.func @semi_affine(%B: memref<10xi32>, %N: index) {
  affine.for %i = 0 to 10 {
    %idx = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%N]
    // expected-error@+1 {{getMemRefRegion: compose affine map failed}}
    %y = affine.load %B[%idx] : memref<10xi32>
  }
  return
}

// -----

// Loop bounds that depend on outer loops, affine.parallel, and a loop
// nest whose accesses stay inside only thanks to gcd tightening.
func.func @dependent_bounds(%A: memref<7xf32>, %B: memref<6xf32>, %M: memref<20x8xf32>, %C: memref<257xi32>) {
  affine.for %i = 0 to 4096 {
    affine.for %j = affine_map<(d0) -> (d0 mod 4)>(%i) to affine_map<(d0) -> (d0 mod 4 + 4)>(%i) {
      %a = affine.load %A[%j] : memref<7xf32>
      // expected-error@+1 {{'affine.load' op memref out of upper bound access along dimension #1}}
      %b = affine.load %B[%j] : memref<6xf32>
    }
  }
  affine.parallel (%p) = (0) to (21) {
    affine.for %q = 0 to 8 {
      // expected-error@+1 {{'affine.load' op memref out of upper bound access along dimension #1}}
      %m = affine.load %M[%p, %q] : memref<20x8xf32>
    }
  }
  affine.for %i = 0 to 256 {
    %c = affine.load %C[64 * (%i ceildiv 64)] : memref<257xi32>
  }
  return
}
