// With -allow-unregistered-dialect the short form's payload may be any
// op; a name without a dialect takes the empty default dialect of linalg
// ops (`addf` is `.addf`), as in mlir-opt 22.
// RUN: affine-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @payloads
// CHECK-NEXT: linalg.map { foo.baz {a = 1 : i64} } ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>){{$}}
// CHECK-NEXT: linalg.map { .addf } ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>){{$}}
// CHECK-NEXT: linalg.reduce { foo.bar } ins(%arg0 : memref<4xf32>) outs(%arg2 : memref<f32>) dimensions = [0] {{$}}
// GENERIC: "foo.baz"(%{{.*}}) {a = 1 : i64} : (f32) -> f32
// GENERIC: ".addf"(%{{.*}}) : (f32) -> f32
// GENERIC: ^bb0(%[[IN:.*]]: f32, %[[INIT:.*]]: f32):
// GENERIC-NEXT: "foo.bar"(%[[INIT]], %[[IN]]) : (f32, f32) -> f32
func.func @payloads(%a: memref<4xf32>, %c: memref<4xf32>, %d: memref<f32>) {
  linalg.map { foo.baz {a = 1} } ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  linalg.map { addf } ins(%a : memref<4xf32>) outs(%c : memref<4xf32>)
  linalg.reduce { foo.bar } ins(%a : memref<4xf32>) outs(%d : memref<f32>) dimensions = [0]
  return
}
