// scf.forall in its two custom forms (`in (ubs)` when every lower bound is
// 0 and every step 1, else `= (lbs) to (ubs) step (steps)`), with mixed
// static and dynamic bounds, `shared_outs` with the
// `scf.forall.in_parallel` terminator holding `tensor.parallel_insert_slice`
// ops, `mapping` and discardable attributes; the generic form carries the
// static bound arrays and `operandSegmentSizes` as properties. A loop
// without results elides its terminator; a constant-zero lower bound and a
// constant-one step given as SSA values still print the `in` form (as
// mlir-opt 22 prints it: the operands are not printed).
// RUN: affine-opt %s --allow-unregistered-dialect > %t
// RUN: %mlir_opt %s --allow-unregistered-dialect | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.g
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | diff %t.g -
// RUN: FileCheck %s --check-prefix=GENERIC < %t.g
// RUN: affine-opt %t.g --allow-unregistered-dialect | diff %t -

// CHECK-LABEL: func.func @tiles(
// CHECK-NEXT:    %0 = scf.forall (%arg3, %arg4) in (8, %arg1) shared_outs(%arg5 = %arg0) -> (tensor<8x16xf32>) {
// CHECK-NEXT:      %extracted_slice = tensor.extract_slice %arg5[%arg3, %arg4] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<1x1xf32>
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %extracted_slice into %arg5[%arg3, %arg4] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x16xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// GENERIC-LABEL: sym_name = "tiles"
// GENERIC:  "scf.forall"(%{{.*}}, %{{.*}}) <{mapping = [#gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 8, -9223372036854775808>}>
// GENERIC:  "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"
func.func @tiles(%t: tensor<8x16xf32>, %n: index, %m: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i, %j) in (8, %n) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x16xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @bounds(
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    scf.forall (%arg2) = (%arg0) to (10) step (%c1) {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg2, %arg3) = (0, %arg0) to (10, %arg1) step (2, %c1) {
// CHECK-NEXT:      "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:    } {foo, mapping = [#gpu.block<x>, #gpu.block<y>]}
// CHECK-NEXT:    scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT:      "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall () in () {
// CHECK-NEXT:    }
// GENERIC-LABEL: sym_name = "bounds"
// GENERIC:  "scf.forall"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: 10>}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: index):
// GENERIC-NEXT:   "scf.forall.in_parallel"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
func.func @bounds(%n: index, %m: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (%n) to (10) step (%c1) {
  }
  scf.forall (%i, %j) = (0, %n) to (10, %m) step (2, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.block<x>, #gpu.block<y>], foo}
  scf.forall (%i) = (%c0) to (%m) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall () in () {
  }
  return
}

// CHECK-LABEL: func.func @two_outs(
// CHECK-NEXT:    %0:2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0, %arg4 = %arg1) -> (tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %arg3 into %arg3[0] [4] [1] {k} : tensor<4xf32> into tensor<4xf32>
// CHECK-NEXT:      } {x}
// CHECK-NEXT:    }
func.func @two_outs(%a: tensor<4xf32>, %b: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %a, %p = %b) -> (tensor<4xf32>, tensor<4xi32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %o into %o[0] [4] [1] {k} : tensor<4xf32> into tensor<4xf32>
    } {x}
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}
