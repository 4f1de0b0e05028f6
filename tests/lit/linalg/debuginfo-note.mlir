// Under --mlir-print-debuginfo the op of a `see current operation:` note
// is printed with its locations, as mlir-opt 22 prints it with the command
// line's flags: the region a named op's builder made has unknown
// locations, the op its own.
// RUN: not affine-opt %s --mlir-print-debuginfo 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s --mlir-print-debuginfo 2>&1 | FileCheck %s

// CHECK: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 6, but found 7
// CHECK: note: see current operation:
// CHECK-NEXT: "linalg.matmul"(%arg0, %arg1, %arg2)
// CHECK-NEXT: ^bb0(%arg3: f32 loc(unknown), %arg4: f32 loc(unknown), %arg5: f32 loc(unknown)):
// CHECK-NEXT: %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(unknown)
// CHECK-NEXT: %1 = "arith.addf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(unknown)
// CHECK-NEXT: "linalg.yield"(%1) : (f32) -> () loc(unknown)
// CHECK-NEXT: }) : (memref<4x6xf32>, memref<7x5xf32>, memref<4x5xf32>) -> () loc("{{.*}}debuginfo-note.mlir":[[@LINE+2]]:3)
func.func @shapes(%a: memref<4x6xf32>, %b: memref<7x5xf32>, %c: memref<4x5xf32>) {
  linalg.matmul ins(%a, %b : memref<4x6xf32>, memref<7x5xf32>) outs(%c : memref<4x5xf32>)
  return
}
