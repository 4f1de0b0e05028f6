// -test-affine-access-analysis: for each affine load/store under a
// top-level affine.for, and each affine.for around it (numbered from the
// outermost, affine.parallel and affine.if skipped), a remark when the
// access varies along the loop only in the innermost memref dimension
// ("contiguous") and when it does not vary along the loop ("invariant").
// Subscripts are composed through affine.apply chains. Remarks and errors
// identical to mlir-opt 22's (the messages end with a newline upstream).
//
// RUN: affine-opt %s -split-input-file -test-affine-access-analysis -verify-diagnostics
// RUN: affine-opt %s -split-input-file -test-affine-access-analysis 2> %t.ours.err > %t.ours
// RUN: %mlir_opt %s -split-input-file -test-affine-access-analysis 2> %t.ref.err > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: diff %t.ref.err %t.ours.err

func.func @two_loops(%A: memref<10x10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %b = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
      // expected-remark @below {{contiguous along loop 1}}
      %v = affine.load %A[%i, %a] : memref<10x10xf32>
      // expected-remark @below {{contiguous along loop 0}}
      %w = affine.load %A[%j, %i] : memref<10x10xf32>
      // expected-remark @below {{invariant along loop 1}}
      %x = affine.load %A[%i, 0] : memref<10x10xf32>
      %y = affine.load %A[%i + %j, 0] : memref<10x10xf32>
      // Two affine.apply ops deep: still composed.
      // expected-remark @below {{contiguous along loop 1}}
      %z = affine.load %A[%i, %b] : memref<10x10xf32>
      // expected-remark @below {{invariant along loop 1}}
      %s = affine.load %A[%i, symbol(%n)] : memref<10x10xf32>
      %c = affine.apply affine_map<(d0, d1) -> (d0 - d0 + d1)>(%j, %i)
      // expected-remark @below {{invariant along loop 1}}
      %u = affine.load %A[%c, %c] : memref<10x10xf32>
      // expected-remark @below {{invariant along loop 0}}
      // expected-remark @below {{invariant along loop 1}}
      affine.store %v, %A[0, 0] : memref<10x10xf32>
    }
  }
  return
}

// -----

func.func @strided(%B: memref<10xf32, strided<[2]>>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      // A layout other than the identity is not analysed: an error per
      // loop, and the pass goes on (-verify-diagnostics, as mlir-opt's,
      // matches the two identical errors with one expectation).
      // expected-error @below {{NYI: non-trivial layout map}}
      // expected-remark @below {{invariant along loop 0}}
      %t = affine.load %B[%j] : memref<10xf32, strided<[2]>>
    }
  }
  return
}

// -----

func.func @nest3(%A: memref<8x8x8xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.parallel (%p) = (0) to (8) {
      affine.for %k = 0 to 8 {
        // expected-remark @below {{contiguous along loop 1}}
        %v = affine.load %A[%i, %p, %k] : memref<8x8x8xf32>
        %w = affine.load %A[%k, %i, %p] : memref<8x8x8xf32>
        affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%k) {
          affine.store %v, %A[%i, %k floordiv 2, %k mod 2] : memref<8x8x8xf32>
        }
        // expected-remark @below {{contiguous along loop 1}}
        %x = affine.vector_load %A[%i, 0, %k * 4] : memref<8x8x8xf32>, vector<4xf32>
        %s = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%k)[%n]
        %t = affine.apply affine_map<(d0, d1) -> (d1 - d0)>(%k, %s)
        // expected-remark @below {{invariant along loop 1}}
        %y = affine.load %A[%t, %i, %t] : memref<8x8x8xf32>
      }
    }
  }
  // Loops that are not at the top level of the function are not visited.
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    affine.for %q = 0 to 8 {
      %z = affine.load %A[0, 0, %q] : memref<8x8x8xf32>
    }
  }
  return
}

// -----

func.func @symbolic_bound(%B: memref<?xf32>, %m: index) {
  affine.for %i = 0 to %m {
    // expected-remark @below {{contiguous along loop 0}}
    %v = affine.load %B[%i] : memref<?xf32>
    // expected-remark @below {{invariant along loop 0}}
    %w = affine.load %B[%m] : memref<?xf32>
    %c = arith.constant 3 : index
    // expected-remark @below {{invariant along loop 0}}
    %x = affine.load %B[%c] : memref<?xf32>
  }
  return
}
