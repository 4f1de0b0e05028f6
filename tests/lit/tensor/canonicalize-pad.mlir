// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s

// The folder and canonicalization patterns of tensor.pad in MLIR 22.

// Zero pads: the folder (same static type), FoldStaticZeroPadding (a cast;
// constant-zero operands count as zero); a nofold pad stays.
// CHECK-LABEL: func.func @zero
// CHECK-SAME: (%[[T:.*]]: tensor<4x5xf32>, %[[X:.*]]: f32)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[T]] : tensor<4x5xf32> to tensor<?x5xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[T]] nofold low[0, 0] high[0, 0] {
// CHECK:      } : tensor<4x5xf32> to tensor<4x5xf32>
// CHECK-NEXT: return %[[T]], %[[C]], %[[P]]
func.func @zero(%t: tensor<4x5xf32>, %x: f32) -> (tensor<4x5xf32>, tensor<?x5xf32>, tensor<4x5xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x5xf32> to tensor<4x5xf32>
  %1 = tensor.pad %t low[0, %c0] high[%c0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x5xf32> to tensor<?x5xf32>
  %2 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x5xf32> to tensor<4x5xf32>
  return %0, %1, %2 : tensor<4x5xf32>, tensor<?x5xf32>, tensor<4x5xf32>
}

// -----

// FoldSourceTensorCast and FoldStaticPadding: the pad reads the cast's
// source, and constant pads that make a dynamic size static become static
// (a cast restores the type); a constant pad of a size already static
// stays an operand.
// CHECK-LABEL: func.func @static
// CHECK-SAME: (%[[T:.*]]: tensor<4x5xf32>, %[[X:.*]]: f32, %[[N:.*]]: index)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[T]] low[1, %[[N]]] high[2, 1] {
// CHECK:      } : tensor<4x5xf32> to tensor<7x?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[P]] : tensor<7x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[Q:.*]] = tensor.pad %[[T]] low[%[[C1]], 0] high[1, 0] {
// CHECK:      } : tensor<4x5xf32> to tensor<6x5xf32>
// CHECK-NEXT: return %[[C]], %[[Q]]
func.func @static(%t: tensor<4x5xf32>, %x: f32, %n: index) -> (tensor<?x?xf32>, tensor<6x5xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c = tensor.cast %t : tensor<4x5xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[%c1, %n] high[%c2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %t low[%c1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<4x5xf32> to tensor<6x5xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<6x5xf32>
}

// -----

// FoldTargetTensorCast: a pad whose only use is a cast to a more static
// type pads to that type.
// CHECK-LABEL: func.func @target
// CHECK-SAME: (%[[T:.*]]: tensor<?x5xf32>, %[[X:.*]]: f32, %[[N:.*]]: index)
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[T]] low[%[[N]], 1] high[2, 1] {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT:   tensor.yield %[[X]] : f32
// CHECK-NEXT: } : tensor<?x5xf32> to tensor<8x7xf32>
// CHECK-NEXT: return %[[P]] : tensor<8x7xf32>
func.func @target(%t: tensor<?x5xf32>, %x: f32, %n: index) -> tensor<8x7xf32> {
  %0 = tensor.pad %t low[%n, 1] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x5xf32> to tensor<?x7xf32>
  %1 = tensor.cast %0 : tensor<?x7xf32> to tensor<8x7xf32>
  return %1 : tensor<8x7xf32>
}

// -----

// FoldConsecutiveConstantPadding: two pads of the same constant value are
// one pad by the sums (high ones first; dynamic ones by a composed
// affine.apply).
// CHECK: #[[MAP:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @consecutive
// CHECK-SAME: (%[[T:.*]]: tensor<?x5xf32>, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK-NEXT: %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[H:.*]] = affine.apply #[[MAP]]()[%[[M]]]
// CHECK-NEXT: %[[L:.*]] = affine.apply #[[MAP]]()[%[[N]]]
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[T]] low[3, %[[L]]] high[%[[H]], 3] {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT:   tensor.yield %[[CST]] : f32
// CHECK-NEXT: } : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[P]]
func.func @consecutive(%t: tensor<?x5xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[1, %n] high[%m, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x5xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[2, %n] high[%m, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// Different padding values, a value computed in the body, or a nofold
// producer: the pads stay apart.
// CHECK-LABEL: func.func @not_consecutive
// CHECK-COUNT-6: tensor.pad
// CHECK-NOT: tensor.pad
func.func @not_consecutive(%t: tensor<4xf32>, %x: f32, %y: f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  %1 = tensor.pad %0 low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %y : f32
  } : tensor<6xf32> to tensor<8xf32>
  %2 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    %s = arith.addf %x, %y : f32
    tensor.yield %s : f32
  } : tensor<4xf32> to tensor<6xf32>
  %3 = tensor.pad %2 low[1] high[1] {
  ^bb0(%i: index):
    %s = arith.addf %x, %y : f32
    tensor.yield %s : f32
  } : tensor<6xf32> to tensor<8xf32>
  %4 = tensor.pad %t nofold low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  %5 = tensor.pad %4 low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<6xf32> to tensor<8xf32>
  return %1, %3, %5 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// DimOfReshapeOp: the dim of a reshape is the element of its shape operand
// (cast to index when it is not one).
// CHECK-LABEL: func.func @dim_of_reshape
// CHECK-SAME: (%[[T:.*]]: tensor<?x4xf32>, %[[S:.*]]: tensor<2xi32>, %[[U:.*]]: tensor<2xindex>, %[[I:.*]]: index)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[S]][%[[I]]] : tensor<2xi32>
// CHECK-NEXT: %[[D:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK-NEXT: %[[E2:.*]] = tensor.extract %[[U]][%[[C0]]] : tensor<2xindex>
// CHECK-NEXT: return %[[D]], %[[E2]] : index, index
func.func @dim_of_reshape(%t: tensor<?x4xf32>, %s: tensor<2xi32>, %u: tensor<2xindex>, %i: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %r = tensor.reshape %t(%s) : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %i : tensor<?x?xf32>
  %r2 = tensor.reshape %t(%u) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d2 = tensor.dim %r2, %c0 : tensor<?x?xf32>
  return %d, %d2 : index, index
}
