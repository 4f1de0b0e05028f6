// Canonicalization of scf.forall as mlir-opt 22 does it: constant bounds
// and steps move into the static lists (ForallOpControlOperandsFolder);
// shared_outs whose result is unused or that the terminator never writes
// are dropped (ForallOpIterArgsFolder); dimensions of one iteration go
// and a loop with a dimension of zero iterations is replaced by its
// outputs, unless the loop is mapped; a loop of one iteration in every
// dimension is inlined with its parallel inserts turned into
// tensor.insert_slice (ForallOpSingleOrZeroIterationDimsFolder); the
// used induction variable of a one-iteration dimension of a mapped loop
// becomes its lower bound (ForallOpReplaceConstantInductionVar);
// tensor.dim of a result reads the tied output (DimOfForallOp).
// RUN: affine-opt %s --split-input-file --allow-unregistered-dialect -canonicalize > %t
// RUN: %mlir_opt %s --split-input-file --allow-unregistered-dialect -canonicalize | diff %t -
// RUN: FileCheck %s < %t

// CHECK-LABEL: func.func @control_operands(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT:   %0 = scf.forall (%arg2) = (0) to (8) step (2) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg3[%arg2] [2] [1] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @control_operands(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.forall (%i) = (%c0) to (%c8) step (%c2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @unused_result(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT:   %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg3] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg4[%arg3] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT:     "test.use"(%extracted_slice, %extracted_slice_0) : (tensor<1xf32>, tensor<1xf32>) -> ()
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %extracted_slice_0 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @unused_result(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %q = tensor.extract_slice %p[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    "test.use"(%s, %q) : (tensor<1xf32>, tensor<1xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %q into %p[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#1 : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @not_written(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT:   scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg2] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT:     "test.use"(%extracted_slice) : (tensor<1xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @not_written(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    "test.use"(%s) : (tensor<1xf32>) -> ()
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @single_dim(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:     "test.use"(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT:   } {foo}
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @single_dim(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {foo}
  return
}

// -----

// CHECK-LABEL: func.func @zero_dim(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT:   return %arg0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @zero_dim(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (0, %n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @all_single(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[%arg1] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT:   %0 = "test.op"(%extracted_slice, %c3, %c4) : (tensor<1xf32>, index, index) -> tensor<1xf32>
// CHECK-NEXT:   %inserted_slice = tensor.insert_slice %0 into %arg0[%arg1] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:   return %inserted_slice : tensor<8xf32>
// CHECK-NEXT: }
func.func @all_single(%t: tensor<8xf32>, %k: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) = (3, 4) to (4, 9) step (1, 5) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%k] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %s2 = "test.op"(%s, %i, %j) : (tensor<1xf32>, index, index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s2 into %o[%k] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @mapped_single(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   scf.forall (%arg1) in (1) {
// CHECK-NEXT:     "test.use"(%c0) : (index) -> ()
// CHECK-NEXT:   } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @mapped_single(%n: index) {
  scf.forall (%i) in (1) {
    "test.use"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  return
}

// -----

// CHECK-LABEL: func.func @dim_of(%arg0: tensor<?xf32>, %arg1: index) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = scf.forall (%arg2) in (%arg1) shared_outs(%arg3 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg3[%arg2] [1] [1] : tensor<?xf32> to tensor<1xf32>
// CHECK-NEXT:     scf.forall.in_parallel {
// CHECK-NEXT:       tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:   "test.use"(%0) : (tensor<?xf32>) -> ()
// CHECK-NEXT:   return %dim : index
// CHECK-NEXT: }
func.func @dim_of(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  "test.use"(%r) : (tensor<?xf32>) -> ()
  return %d : index
}
