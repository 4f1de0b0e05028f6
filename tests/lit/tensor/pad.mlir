// `tensor.pad` (static and dynamic padding, `nofold`) with its
// `tensor.yield`, and `builtin.unrealized_conversion_cast`, printed as
// mlir-opt 22 prints them, custom and generic forms.
// RUN: affine-opt %s > %t.ours && %mlir_opt %s > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s

// CHECK-LABEL: func.func @pad
// CHECK:      %padded = tensor.pad %arg0 low[0, %arg1] high[%arg1, 3] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:   tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK:      %padded_0 = tensor.pad %arg0 nofold low[1, 1] high[1, 1] {
// CHECK:      } {foo} : tensor<4x4xf32> to tensor<6x6xf32>
// CHECK:      %0 = builtin.unrealized_conversion_cast %padded_0 : tensor<6x6xf32> to memref<6x6xf32>
// CHECK:      %1:2 = builtin.unrealized_conversion_cast %arg1, %arg1 : index, index to i64, i32
// CHECK:      %2 = builtin.unrealized_conversion_cast to i8 {bar}
func.func @pad(%t: tensor<4x4xf32>, %n: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[0, %n] high[%n, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x4xf32> to tensor<?x?xf32>
  %q = tensor.pad %t nofold low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } {foo} : tensor<4x4xf32> to tensor<6x6xf32>
  %m = builtin.unrealized_conversion_cast %q : tensor<6x6xf32> to memref<6x6xf32>
  %a:2 = builtin.unrealized_conversion_cast %n, %n : index, index to i64, i32
  %b = builtin.unrealized_conversion_cast to i8 {bar}
  return %p : tensor<?x?xf32>
}
