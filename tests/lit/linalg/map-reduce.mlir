// linalg.map and linalg.reduce read and print as in mlir-opt 22: the short
// form `{ payload.op {attrs} }` when the region is one op over the block
// arguments in order (map: the inputs; reduce: the init, then the input)
// whose result is yielded, `#arith.fastmath<none>` elided; otherwise the
// region on its own line after `(%in: T, .., %init: T)`. The map's region
// has an argument for its init too; reduce prints `dimensions = [..] `
// with a trailing space; results are named %mapped / %reduced.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s

// CHECK-LABEL: func.func @map_short
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>){{$}}
// CHECK-NEXT: linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {foo}{{$}}
// CHECK-NEXT: linalg.map { arith.addf {zz = 1 : i64} } ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>){{$}}
// CHECK-NEXT: linalg.map { math.absf } ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>){{$}}
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "map_short"
// GENERIC: "linalg.map"(%{{.*}}, %{{.*}}, %{{.*}}) ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[A]], %[[B]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
func.func @map_short(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>) {foo}
  linalg.map { arith.addf {zz = 1, fastmath = #arith.fastmath<none>} } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
    (%x: f32, %y: f32) {
      %r = math.absf %x : f32
      linalg.yield %r : f32
    }
  return
}

// Region forms: the payload uses the init, takes its inputs in another
// order, is not yielded, or there is more than one op.
// CHECK-LABEL: func.func @map_region
// CHECK-NEXT: linalg.map ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>){{$}}
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %init : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>){{$}}
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in_0, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>){{$}}
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>){{$}}
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map outs(%arg2 : memref<4x8xf32>){{$}}
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @map_region(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.map ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.addf %x, %y : f32
      %t = arith.addf %s, %z : f32
      linalg.yield %t : f32
    }
  linalg.map ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.addf %y, %x : f32
      linalg.yield %s : f32
    }
  linalg.map ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) (%x: f32, %z: f32) {
      %s = arith.addf %x, %z : f32
      linalg.yield %s : f32
    }
  linalg.map ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %x : f32
    }
  linalg.map outs(%c : memref<4x8xf32>)
    (%z: f32) {
      %s = arith.constant 1.0 : f32
      linalg.yield %s : f32
    }
  return
}

// CHECK-LABEL: func.func @reduce
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4xf32>) dimensions = [1] {{$}}
// CHECK-NEXT: linalg.reduce { arith.maximumf } ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4xf32>) dimensions = [1] {{$}}
// CHECK-NEXT: linalg.reduce ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4xf32>) dimensions = [1] {{$}}
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.reduce ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xi32>) outs(%arg2, %arg3 : memref<4xf32>, memref<4xi32>) dimensions = [1] {{$}}
// CHECK-NEXT: (%in: f32, %in_0: i32, %init: f32, %init_1: i32) {
// CHECK-NEXT: %0 = arith.addf %init, %in : f32
// CHECK-NEXT: %1 = arith.addi %init_1, %in_0 : i32
// CHECK-NEXT: linalg.yield %0, %1 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.reduce { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%arg1 : memref<4x8xi32>) outs(%arg3 : memref<4xi32>) dimensions = [1]  {foo = 1 : i64}{{$}}
// CHECK-NEXT: linalg.reduce { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg1 : memref<4x8xi32>) outs(%arg4 : memref<i32>) dimensions = [0, 1] {{$}}
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "reduce"
// GENERIC: "linalg.reduce"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%[[IN:.*]]: f32, %[[INIT:.*]]: f32):
// GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[INIT]], %[[IN]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<4xf32>) -> ()
func.func @reduce(%a: memref<4x8xf32>, %b: memref<4x8xi32>, %c: memref<4xf32>, %d: memref<4xi32>, %e: memref<i32>) {
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [1]
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.maximumf %acc, %x : f32
      linalg.yield %s : f32
    }
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  linalg.reduce ins(%a, %b : memref<4x8xf32>, memref<4x8xi32>) outs(%c, %d : memref<4xf32>, memref<4xi32>) dimensions = [1]
    (%x: f32, %y: i32, %acc: f32, %acc2: i32) {
      %s = arith.addf %acc, %x : f32
      %t = arith.addi %acc2, %y : i32
      linalg.yield %s, %t : f32, i32
    }
  linalg.reduce { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%b : memref<4x8xi32>) outs(%d : memref<4xi32>) dimensions = [1] {foo = 1}
  linalg.reduce { arith.addi } ins(%b : memref<4x8xi32>) outs(%e : memref<i32>) dimensions = [0, 1]
  return
}

// On tensors: one result per init, no `->` printed.
// CHECK-LABEL: func.func @tensors
// CHECK-NEXT: %mapped = linalg.map { math.absf } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>){{$}}
// CHECK-NEXT: %mapped_0 = linalg.map ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>){{$}}
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %in, %cst : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<8xf32>) dimensions = [0] {{$}}
// CHECK-NEXT: return %mapped, %mapped_0, %reduced : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>
func.func @tensors(%a: tensor<4x8xf32>, %i: tensor<4x8xf32>, %c: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>) {
  %0 = linalg.map { math.absf } ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>)
  %1 = linalg.map ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) (%x: f32, %y: f32) {
    %k = arith.constant 2.0 : f32
    %m = arith.mulf %x, %k : f32
    linalg.yield %m : f32
  }
  %2 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%c : tensor<8xf32>) dimensions = [0]
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8xf32>
}

