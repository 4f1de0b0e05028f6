// The regions mlir-opt 22's builders give named ops, map / reduce short
// forms and transpose / broadcast: `copy` converts its input to the output
// type (signed, or unsigned with `cast = #linalg.type_fn<cast_unsigned>`);
// the elementwise binary ops (`add`, `max`, ...) do not cast, so mixed
// element types make an invalid region, reported at an unknown location.
// The block arguments and ops a named op's builder makes have unknown
// locations; a short form's block arguments too (its payload op and yield
// have the op's location); transpose's and broadcast's block arguments
// have the locations of their operands.
// RUN: not affine-opt %s -mlir-print-op-generic -split-input-file 2>/dev/null | FileCheck %s
// RUN: not %mlir_opt %s -mlir-print-op-generic -split-input-file 2>/dev/null | FileCheck %s
// RUN: not affine-opt %s -convert-linalg-to-affine-loops -split-input-file 2>/dev/null | FileCheck %s --check-prefix=LOOPS
// RUN: not %mlir_opt %s -convert-linalg-to-affine-loops -split-input-file 2>/dev/null | FileCheck %s --check-prefix=LOOPS
// RUN: not affine-opt %s -split-input-file -mlir-print-debuginfo -mlir-print-op-generic 2>/dev/null | FileCheck %s --check-prefix=DEBUG
// RUN: not %mlir_opt %s -split-input-file -mlir-print-debuginfo -mlir-print-op-generic 2>/dev/null | FileCheck %s --check-prefix=DEBUG
// RUN: not affine-opt %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not %mlir_opt %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: sym_name = "copy_casts"
// CHECK: "linalg.copy"(%arg0, %arg1)
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f64):
// CHECK-NEXT: %1 = "arith.extf"(%arg6) : (f32) -> f64
// CHECK-NEXT: "linalg.yield"(%1) : (f64) -> ()
// CHECK: "linalg.copy"(%arg2, %arg3) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}>
// CHECK-NEXT: ^bb0(%arg4: i8, %arg5: i32):
// CHECK-NEXT: %0 = "arith.extui"(%arg4) : (i8) -> i32
// CHECK-NEXT: "linalg.yield"(%0) : (i32) -> ()
// LOOPS-LABEL: func.func @copy_casts
// LOOPS: %[[A:.*]] = affine.load %arg0[%arg4] : memref<3xf32>
// LOOPS-NEXT: %[[B:.*]] = arith.extf %[[A]] : f32 to f64
// LOOPS-NEXT: affine.store %[[B]], %arg1[%arg4] : memref<3xf64>
// LOOPS: %[[C:.*]] = affine.load %arg2[%arg4] : memref<3xi8>
// LOOPS-NEXT: %[[D:.*]] = arith.extui %[[C]] : i8 to i32
// LOOPS-NEXT: affine.store %[[D]], %arg3[%arg4] : memref<3xi32>
// DEBUG-LABEL: sym_name = "copy_casts"
// DEBUG: ^bb0(%arg6: f32 loc(unknown), %arg7: f64 loc(unknown)):
// DEBUG-NEXT: "arith.extf"(%arg6) : (f32) -> f64 loc(#[[UNKNOWN:loc[0-9]+]])
func.func @copy_casts(%a: memref<3xf32>, %b: memref<3xf64>, %c: memref<3xi8>, %d: memref<3xi32>) {
  linalg.copy ins(%a : memref<3xf32>) outs(%b : memref<3xf64>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%c : memref<3xi8>) outs(%d : memref<3xi32>)
  return
}

// -----

// CHECK-LABEL: sym_name = "same_types"
// CHECK: "linalg.max"(%arg0, %arg1, %arg2)
// CHECK-NEXT: ^bb0(%arg3: i8, %arg4: i8, %arg5: i8):
// CHECK-NEXT: "arith.maxsi"(%arg3, %arg4) : (i8, i8) -> i8
// DEBUG-LABEL: sym_name = "same_types"
// DEBUG: ^bb0(%arg3: i8 loc(unknown), %arg4: i8 loc(unknown), %arg5: i8 loc(unknown)):
func.func @same_types(%a: memref<3xi8>, %b: memref<3xi8>, %c: memref<3xi8>) {
  linalg.max ins(%a, %b : memref<3xi8>, memref<3xi8>) outs(%c : memref<3xi8>)
  return
}

// -----

// ERR: <unknown>:0: error: 'arith.addi' op requires the same type for all operands and results
// ERR-NEXT: <unknown>:0: note: see current operation: %0 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i64) -> i32
func.func @mixed_add(%a: memref<3xi32>, %b: memref<3xi64>, %c: memref<3xi64>) {
  linalg.add ins(%a, %b : memref<3xi32>, memref<3xi64>) outs(%c : memref<3xi64>)
  return
}

// -----

// ERR: <unknown>:0: error: 'linalg.yield' op type of yield operand 1 ('f32') doesn't match the element type of the enclosing linalg.generic op ('f64')
func.func @mixed_mul(%a: memref<3xf32>, %b: memref<3xf32>, %c: memref<3xf64>) {
  linalg.mul ins(%a, %b : memref<3xf32>, memref<3xf32>) outs(%c : memref<3xf64>)
  return
}

// -----

// DEBUG-LABEL: sym_name = "short_forms"
// DEBUG: "linalg.map"(%arg0, %arg1)
// DEBUG-NEXT: ^bb0(%arg7: f32 loc(unknown), %arg8: f32 loc(unknown)):
// DEBUG-NEXT: "arith.negf"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#[[MAP:loc[0-9]+]])
// DEBUG: "linalg.reduce"(%arg0, %arg2)
// DEBUG-NEXT: ^bb0(%arg5: f32 loc(unknown), %arg6: f32 loc(unknown)):
// DEBUG-NEXT: "arith.addf"(%arg6, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#[[RED:loc[0-9]+]])
// DEBUG: "linalg.transpose"(%arg0, %arg1)
// DEBUG-NEXT: ^bb0(%arg3: f32 loc("{{.*}}":[[#@LINE+3]]:24), %arg4: f32 loc("{{.*}}":[[#@LINE+4]]:24)):
// DEBUG: #[[MAP]] = loc("{{.*}}":[[#@LINE+4]]:3)
// DEBUG: #[[RED]] = loc("{{.*}}":[[#@LINE+4]]:3)
func.func @short_forms(%a: memref<3xf32>,
                       %c: memref<3xf32>, %d: memref<f32>) {
  linalg.map { arith.negf } ins(%a : memref<3xf32>) outs(%c : memref<3xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<3xf32>) outs(%d : memref<f32>) dimensions = [0]
  linalg.transpose ins(%a : memref<3xf32>) outs(%c : memref<3xf32>) permutation = [0]
  return
}
