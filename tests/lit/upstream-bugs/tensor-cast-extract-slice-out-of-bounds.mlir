// mlir-opt 22 BUG (invalid IR): -canonicalize's TensorCastExtractSlice puts
// the static sizes of a cast into the extract_slice it casts without
// looking at the offsets, so a cast that can only fail at run time (a
// slice of at most 2 elements cast to 8) becomes an extract_slice that
// runs past its source; the verifier then rejects the pass's output
// ("slice along dimension 0 runs out-of-bounds: 9 >= 4").
//
// Ours: the pattern is not applied when a new static size runs out of
// bounds; the cast stays (and fails at run time, as the input does).
//
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: not %mlir_opt %s -canonicalize 2>&1 | FileCheck %s --check-prefix=REF

// CHECK-LABEL: func.func @oob
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %{{.*}}[2] [%{{.*}}] [1] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]] : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT: return %[[C]]
// REF: error: slice along dimension 0 runs out-of-bounds: 9 >= 4
func.func @oob(%t: tensor<4xf32>, %n: index) -> tensor<8xf32> {
  %0 = tensor.extract_slice %t[2] [%n] [1] : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

// An in-bounds cast is still folded into the slice.
// CHECK-LABEL: func.func @in_bounds
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %{{.*}}[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT: return %[[S]]
func.func @in_bounds(%t: tensor<4xf32>, %n: index) -> tensor<2xf32> {
  %0 = tensor.extract_slice %t[2] [%n] [1] : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<2xf32>
  return %1 : tensor<2xf32>
}
