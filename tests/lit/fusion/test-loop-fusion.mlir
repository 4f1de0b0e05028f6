// The fusion utilities as `-test-loop-fusion` exercises them, checked
// against mlir-opt 22 (both tools must produce the same remarks).
// RUN: affine-opt %s -test-loop-fusion=test-loop-fusion-slice-computation -split-input-file -verify-diagnostics > /dev/null
// RUN: %mlir_opt %s -test-loop-fusion=test-loop-fusion-slice-computation -split-input-file -verify-diagnostics > /dev/null

// The seed's batched matrix product chain (smaller): the consumer needs one
// row of the producer's output per (%i, %j); at depth 4 also one column.
func.func @matmul_chain(%a: memref<2x4x6xf32>, %b: memref<2x6x8xf32>, %c: memref<2x4x8xf32>, %d: memref<2x8x3xf32>, %e: memref<2x4x3xf32>) {
  affine.for %i = 0 to 2 {
    // expected-remark@-1 {{slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 1) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] [(d0) -> (0), (d0) -> (4)] [(d0) -> (0), (d0) -> (3)] [(d0) -> (0), (d0) -> (8)] )}}
    // expected-remark@-2 {{slice ( src loop: 1, dst loop: 0, depth: 2 : insert point: (2, 1) loop bounds: [(d0, d1) -> (d0), (d0, d1) -> (d0 + 1)] [(d0, d1) -> (d1), (d0, d1) -> (d1 + 1)] [(d0, d1) -> (0), (d0, d1) -> (3)] [(d0, d1) -> (0), (d0, d1) -> (8)] )}}
    // expected-remark@-3 {{slice ( src loop: 1, dst loop: 0, depth: 3 : insert point: (3, 1) loop bounds: [(d0, d1, d2) -> (d0), (d0, d1, d2) -> (d0 + 1)] [(d0, d1, d2) -> (d1), (d0, d1, d2) -> (d1 + 1)] [(d0, d1, d2) -> (0), (d0, d1, d2) -> (3)] [(d0, d1, d2) -> (0), (d0, d1, d2) -> (8)] )}}
    // expected-remark@-4 {{slice ( src loop: 1, dst loop: 0, depth: 4 : insert point: (4, 6) loop bounds: [(d0, d1, d2, d3) -> (d0), (d0, d1, d2, d3) -> (d0 + 1)] [(d0, d1, d2, d3) -> (d1), (d0, d1, d2, d3) -> (d1 + 1)] [(d0, d1, d2, d3) -> (0), (d0, d1, d2, d3) -> (3)] [(d0, d1, d2, d3) -> (0), (d0, d1, d2, d3) -> (8)] )}}
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 8 {
        affine.for %l = 0 to 6 {
          %0 = affine.load %a[%i, %j, %l] : memref<2x4x6xf32>
          %1 = affine.load %b[%i, %l, %k] : memref<2x6x8xf32>
          %2 = affine.load %c[%i, %j, %k] : memref<2x4x8xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %c[%i, %j, %k] : memref<2x4x8xf32>
        }
      }
    }
  }
  affine.for %i = 0 to 2 {
    // expected-remark@-1 {{slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 1)] [(d0) -> (0), (d0) -> (4)] [(d0) -> (0), (d0) -> (8)] [(d0) -> (0), (d0) -> (6)] )}}
    // expected-remark@-2 {{slice ( src loop: 0, dst loop: 1, depth: 2 : insert point: (2, 0) loop bounds: [(d0, d1) -> (d0), (d0, d1) -> (d0 + 1)] [(d0, d1) -> (d1), (d0, d1) -> (d1 + 1)] [(d0, d1) -> (0), (d0, d1) -> (8)] [(d0, d1) -> (0), (d0, d1) -> (6)] )}}
    // expected-remark@-3 {{slice ( src loop: 0, dst loop: 1, depth: 3 : insert point: (3, 0) loop bounds: [(d0, d1, d2) -> (d0), (d0, d1, d2) -> (d0 + 1)] [(d0, d1, d2) -> (d1), (d0, d1, d2) -> (d1 + 1)] [(d0, d1, d2) -> (0), (d0, d1, d2) -> (8)] [(d0, d1, d2) -> (0), (d0, d1, d2) -> (6)] )}}
    // expected-remark@-4 {{slice ( src loop: 0, dst loop: 1, depth: 4 : insert point: (4, 0) loop bounds: [(d0, d1, d2, d3) -> (d0), (d0, d1, d2, d3) -> (d0 + 1)] [(d0, d1, d2, d3) -> (d1), (d0, d1, d2, d3) -> (d1 + 1)] [(d0, d1, d2, d3) -> (d3), (d0, d1, d2, d3) -> (d3 + 1)] [(d0, d1, d2, d3) -> (0), (d0, d1, d2, d3) -> (6)] )}}
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 3 {
        affine.for %l = 0 to 8 {
          %0 = affine.load %c[%i, %j, %l] : memref<2x4x8xf32>
          %1 = affine.load %d[%i, %l, %k] : memref<2x8x3xf32>
          %2 = affine.load %e[%i, %j, %k] : memref<2x4x3xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %e[%i, %j, %k] : memref<2x4x3xf32>
        }
      }
    }
  }
  return
}

// -----

// A stencil consumer needs three producer iterations per iteration; a
// non-unit step producer is sliced with strided bounds.
func.func @stencil_and_step(%in: memref<34xf32>, %out: memref<32xf32>) {
  %t = memref.alloc() : memref<34xf32>
  affine.for %i = 0 to 34 {
    // expected-remark@-1 {{Incorrect slice ( src loop: 1, dst loop: 0, depth: 1 : insert point: (1, 2) loop bounds: [(d0) -> (d0 - 2), (d0) -> (d0 + 1)] )}}
    %v = affine.load %in[%i] : memref<34xf32>
    affine.store %v, %t[%i] : memref<34xf32>
  }
  affine.for %i = 0 to 32 {
    // expected-remark@-1 {{slice ( src loop: 0, dst loop: 1, depth: 1 : insert point: (1, 0) loop bounds: [(d0) -> (d0), (d0) -> (d0 + 3)] )}}
    %a = affine.load %t[%i] : memref<34xf32>
    %b = affine.load %t[%i + 1] : memref<34xf32>
    %c = affine.load %t[%i + 2] : memref<34xf32>
    %s = arith.addf %a, %b : f32
    %r = arith.addf %s, %c : f32
    affine.store %r, %out[%i] : memref<32xf32>
  }
  return
}
