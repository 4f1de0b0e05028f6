// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics

// The affine dimension / symbol rules (isValidDim / isValidSymbol, affine
// scopes) as enforced by the verifiers.

func.func @iv_as_symbol(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%i)] : memref<100xf32>
  }
  return
}

// -----

func.func @non_affine_dim(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %j = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%j] : memref<100xf32>
  }
  return
}

// -----

func.func @non_affine_store(%A: memref<100xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    %j = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.store' op operand cannot be used as a dimension id}}
    affine.store %v, %A[%j] : memref<100xf32>
  }
  return
}

// -----

func.func @dma_index(%A: memref<100xf32>, %T: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 10 {
    %j = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %A[%j], %A[0], %T[0], %n : memref<100xf32>, memref<100xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_wait_index(%T: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 10 {
    %j = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %T[%j], %n : memref<1xi32>
  }
  return
}

// -----

func.func @prefetch_index(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %j = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %A[%j], read, locality<3>, data : memref<100xf32>
  }
  return
}

// -----

func.func @iter_arg_not_dim(%A: memref<100xf32>, %n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%it = %n) -> index {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%it] : memref<100xf32>
    affine.yield %it : index
  }
  return
}

// -----

func.func @scf_iv_not_dim(%A: memref<100xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// -----

func.func @iv_bound_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func.func @parallel_iv_bound() {
  affine.parallel (%i) = (0) to (10) {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func.func @linearize_of_iv_is_not_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    %x = affine.linearize_index [%i, %n] by (4) : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}

// -----

func.func @min_of_iv_is_not_dim(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %x = affine.min affine_map<(d0) -> (d0, 4)> (%i)
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%x] : memref<100xf32>
  }
  return
}

// -----

func.func @if_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func.func @parallel_dim(%n: index) {
  affine.for %i = 0 to 10 {
    %y = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%j) = (0) to (%y) {
    }
  }
  return
}

// -----

func.func @apply_dim_as_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0 + 1)> ()[%i]
  }
  return
}

// -----

func.func @unstructured_region(%A: memref<10xi32>) {
  "test.region"() ({
  ^bb0(%arg: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%arg] : memref<10xi32>
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// The verifiers accept induction variables, constants and affine.apply
// results of them without looking at the scope; anything else gets the full
// rules. An apply of an induction variable is a dimension, not a symbol.
func.func @apply_of_iv_as_symbol(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%a)] : memref<100xf32>
  }
  return
}

// -----

func.func @apply_of_non_affine_as_dim(%A: memref<100xf32>, %v0: f32) {
  affine.for %i = 0 to 10 {
    %j = arith.muli %i, %i : index
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
    // expected-error@+1 {{'affine.store' op operand cannot be used as a dimension id}}
    affine.store %v0, %A[%a] : memref<100xf32>
  }
  return
}
