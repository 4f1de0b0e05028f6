// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: affine-opt %s -split-input-file -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s

// FoldOrthogonalPaddings (MLIR 22's tensor.pad pattern): a pad of a slice of
// a pad of a slice, the two pads high-only on different dimensions with the
// same constant value, is one slice and one pad.

// A nofold outer pad keeps nofold; dynamic pads and sizes are combined.
// CHECK-LABEL: func.func @orth
// CHECK-SAME: (%[[IN:[^:]*]]: tensor<64x64xf32>, %[[S0:[^:]*]]: index, %[[S1:[^:]*]]: index, %[[P0:[^:]*]]: index, %[[P1:[^:]*]]: index)
// CHECK-NEXT: %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[IN]][16, 4] [%[[S0]], %[[S1]]] [1, 1] : tensor<64x64xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[S]] nofold low[0, 0] high[%[[P0]], %[[P1]]] {
// CHECK:        tensor.yield %[[CST]] : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<8x4xf32>
// CHECK-NEXT: return %[[P]]
func.func @orth(%input: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}

// -----

// Static pads, a constant offset operand, and a discardable attribute that
// stays on the new pad.
// CHECK-LABEL: func.func @orth_static
// CHECK:      %[[S:.*]] = tensor.extract_slice %{{.*}}[3, 5] [6, 7] [1, 1] : tensor<64x64xf32> to tensor<6x7xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[S]] low[0, 0] high[2, 1] {
// CHECK:      } {foo = 1 : i32} : tensor<6x7xf32> to tensor<8x8xf32>
// CHECK-NEXT: return %[[P]]
func.func @orth_static(%input: tensor<64x64xf32>, %sz0: index) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %input[%c3, 0] [6, 64] [1, 1] : tensor<64x64xf32> to tensor<6x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<6x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 5] [8, 7] [1, 1] : tensor<8x64xf32> to tensor<8x7xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } {foo = 1 : i32} : tensor<8x7xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// Different padding values: no fold.
// CHECK-LABEL: func.func @orth_diffval
// CHECK-COUNT-2: tensor.pad
func.func @orth_diffval(%input: tensor<64x64xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %input[3, 0] [6, 64] [1, 1] : tensor<64x64xf32> to tensor<6x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<6x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 5] [8, 7] [1, 1] : tensor<8x64xf32> to tensor<8x7xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c1 : f32
  } : tensor<8x7xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// A dimension padded by both pads: no fold.
// CHECK-LABEL: func.func @orth_common
// CHECK-COUNT-2: tensor.pad
func.func @orth_common(%input: tensor<64x64xf32>) -> tensor<9x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[3, 0] [6, 64] [1, 1] : tensor<64x64xf32> to tensor<6x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<6x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 5] [8, 7] [1, 1] : tensor<8x64xf32> to tensor<8x7xf32>
  %3 = tensor.pad %2 low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<8x7xf32> to tensor<9x8xf32>
  return %3 : tensor<9x8xf32>
}

// -----

// The inner slice does not take the whole outer-padded dimension: no fold.
// CHECK-LABEL: func.func @orth_size_mismatch
// CHECK-COUNT-2: tensor.pad
func.func @orth_size_mismatch(%input: tensor<64x64xf32>) -> tensor<7x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[3, 0] [6, 64] [1, 1] : tensor<64x64xf32> to tensor<6x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<6x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 5] [7, 7] [1, 1] : tensor<8x64xf32> to tensor<7x7xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<7x7xf32> to tensor<7x8xf32>
  return %3 : tensor<7x8xf32>
}

// -----

// A padding value that is not a constant (a function argument): no fold.
// CHECK-LABEL: func.func @orth_arg
// CHECK-COUNT-2: tensor.pad
func.func @orth_arg(%input: tensor<64x64xf32>, %v: f32) -> tensor<8x8xf32> {
  %0 = tensor.extract_slice %input[3, 0] [6, 64] [1, 1] : tensor<64x64xf32> to tensor<6x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<6x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 5] [8, 7] [1, 1] : tensor<8x64xf32> to tensor<8x7xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<8x7xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// The outer-padded dimension is dynamic after the pad: no fold.
// CHECK-LABEL: func.func @orth_dyn_pad
// CHECK-COUNT-2: tensor.pad
func.func @orth_dyn_pad(%input: tensor<64x64xf32>, %p: index, %s: index) -> tensor<?x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[3, 0] [6, 64] [1, 1] : tensor<64x64xf32> to tensor<6x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%p, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<6x64xf32> to tensor<?x64xf32>
  %2 = tensor.extract_slice %1[0, 5] [%s, 7] [1, 1] : tensor<?x64xf32> to tensor<?x7xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c0 : f32
  } : tensor<?x7xf32> to tensor<?x8xf32>
  return %3 : tensor<?x8xf32>
}
