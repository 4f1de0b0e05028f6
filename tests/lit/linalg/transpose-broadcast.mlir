// linalg.transpose and linalg.broadcast read and print as in mlir-opt 22
// (the list property printed `name = [..] ` with a trailing space, the
// identity region elided; no operandSegmentSizes), and lower through
// -convert-linalg-to-affine-loops with loops over the init's dimensions:
// the transpose's input read through the inverse permutation, the
// broadcast's input through the init dimensions it keeps.
// RUN: affine-opt %s | FileCheck %s --check-prefix=PRINT
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=PRINT
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s --check-prefix=PRINT
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @transpose: same results on 3 of 3 random inputs
// SEM: @broadcast: same results on 3 of 3 random inputs

// PRINT-LABEL: func.func @transpose
// PRINT-NEXT: linalg.transpose ins(%arg0 : memref<2x3x4xf32>) outs(%arg1 : memref<4x2x3xf32>) permutation = [2, 0, 1] {{$}}
// PRINT-NEXT: linalg.transpose ins(%arg2 : memref<?x8xi32>) outs(%arg3 : memref<8x?xi32>) permutation = [1, 0]  {foo}
// GENERIC-LABEL: sym_name = "transpose"
// GENERIC: "linalg.transpose"(%{{.*}}, %{{.*}}) <{permutation = array<i64: 2, 0, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: "linalg.yield"(%[[IN]]) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x3x4xf32>, memref<4x2x3xf32>) -> ()
// GENERIC: }) {foo} : (memref<?x8xi32>, memref<8x?xi32>) -> ()

// CHECK-LABEL: func.func @transpose
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: affine.for %arg5 = 0 to 2 {
// CHECK-NEXT: affine.for %arg6 = 0 to 3 {
// CHECK-NEXT: %[[V:.*]] = affine.load %arg0[%arg5, %arg6, %arg4] : memref<2x3x4xf32>
// CHECK-NEXT: affine.store %[[V]], %arg1[%arg4, %arg5, %arg6] : memref<4x2x3xf32>
// CHECK: %[[D:.*]] = memref.dim %arg2, %[[C0]] : memref<?x8xi32>
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: affine.for %arg5 = 0 to %[[D]] {
// CHECK-NEXT: %[[W:.*]] = affine.load %arg2[%arg5, %arg4] : memref<?x8xi32>
// CHECK-NEXT: affine.store %[[W]], %arg3[%arg4, %arg5] : memref<8x?xi32>
func.func @transpose(%a: memref<2x3x4xf32>, %b: memref<4x2x3xf32>, %c: memref<?x8xi32>, %d: memref<8x?xi32>) {
  linalg.transpose ins(%a : memref<2x3x4xf32>) outs(%b : memref<4x2x3xf32>) permutation = [2, 0, 1]
  linalg.transpose {foo} ins(%c : memref<?x8xi32>) outs(%d : memref<8x?xi32>) permutation = [1, 0]
  return
}

// PRINT-LABEL: func.func @broadcast
// PRINT-NEXT: linalg.broadcast ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<2x4x3xf32>) dimensions = [0, 2] {{$}}
// PRINT-NEXT: linalg.broadcast ins(%arg2 : memref<f32>) outs(%arg3 : memref<5xf32>) dimensions = [0]  {bar}
// GENERIC-LABEL: sym_name = "broadcast"
// GENERIC: "linalg.broadcast"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 0, 2>}> ({

// CHECK-LABEL: func.func @broadcast
// CHECK-NEXT: affine.for %arg4 = 0 to 2 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to 3 {
// CHECK-NEXT: %[[V:.*]] = affine.load %arg0[%arg5] : memref<4xf32>
// CHECK-NEXT: affine.store %[[V]], %arg1[%arg4, %arg5, %arg6] : memref<2x4x3xf32>
// CHECK: affine.for %arg4 = 0 to 5 {
// CHECK-NEXT: %[[S:.*]] = affine.load %arg2[] : memref<f32>
// CHECK-NEXT: affine.store %[[S]], %arg3[%arg4] : memref<5xf32>
func.func @broadcast(%v: memref<4xf32>, %o: memref<2x4x3xf32>, %s: memref<f32>, %w: memref<5xf32>) {
  linalg.broadcast ins(%v : memref<4xf32>) outs(%o : memref<2x4x3xf32>) dimensions = [0, 2]
  linalg.broadcast ins(%s : memref<f32>) outs(%w : memref<5xf32>) dimensions = [0] {bar}
  return
}
