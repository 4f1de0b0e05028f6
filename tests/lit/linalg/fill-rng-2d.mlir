// linalg.fill_rng_2d reads and prints in its custom form; its region is the
// one mlir-opt 22's builder makes (two rounds of a linear congruential
// generator in i32 on the seed and the point's indices, scaled into
// [min, max) in f64, cast to the output's element type), and it lowers to
// affine loops whose linalg.index ops are the induction variables.
// RUN: affine-opt %s | FileCheck %s --check-prefix=PRINT
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=PRINT
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @rng_f32: same results on 3 of 3 random inputs
// SEM: @rng_i32: same results on 3 of 3 random inputs

// PRINT: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<3x5xf32>)
// PRINT: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<?x2xi32>)

// GENERIC: "linalg.fill_rng_2d"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[MIN:.*]]: f64, %[[MAX:.*]]: f64, %[[SEED:.*]]: i32, %{{.*}}: f32):
// GENERIC-NEXT: "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
// GENERIC-NEXT: "arith.sitofp"(%{{.*}}) : (i64) -> f64
// GENERIC-NEXT: "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT: "arith.index_cast"
// GENERIC-NEXT: "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC-NEXT: "arith.index_cast"
// GENERIC-NEXT: "arith.addi"(%{{.*}}, %[[SEED]])
// GENERIC-NEXT: "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GENERIC-NEXT: "arith.trunci"
// GENERIC-NEXT: "arith.muli"
// GENERIC-NEXT: "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GENERIC-NEXT: "arith.trunci"
// GENERIC-NEXT: "arith.addi"
// GENERIC-NEXT: "arith.addi"
// GENERIC: "arith.sitofp"(%{{.*}}) : (i32) -> f64
// GENERIC-NEXT: "arith.addf"
// GENERIC-NEXT: "arith.subf"(%[[MAX]], %[[MIN]])
// GENERIC-NEXT: "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64
// GENERIC-NEXT: "arith.mulf"
// GENERIC-NEXT: "arith.mulf"
// GENERIC-NEXT: "arith.addf"(%{{.*}}, %[[MIN]])
// GENERIC-NEXT: "arith.truncf"(%{{.*}}) : (f64) -> f32
// GENERIC-NEXT: "linalg.yield"
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map, #map, #map1]}
// GENERIC: "arith.fptosi"(%{{.*}}) : (f64) -> i32

// CHECK-LABEL: func.func @rng_f32
// CHECK-DAG: %[[OFF:.*]] = arith.constant 0x41DFFFFFFFC00000 : f64
// CHECK-DAG: %[[INC:.*]] = arith.constant 12345 : i32
// CHECK-DAG: %[[MUL:.*]] = arith.constant 1103515245 : i32
// CHECK-DAG: %[[INV:.*]] = arith.constant 2.3283063999999999E-10 : f64
// CHECK: affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 5 {
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK-NEXT: %[[M:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[M]], %arg2 : i32
// CHECK-NEXT: %[[R1:.*]] = arith.muli %[[S]], %[[MUL]] : i32
// CHECK-NEXT: %[[R2:.*]] = arith.addi %[[R1]], %[[INC]] : i32
// CHECK-NEXT: %[[R3:.*]] = arith.addi %[[N]], %[[R2]] : i32
// CHECK-NEXT: %[[R4:.*]] = arith.muli %[[R3]], %[[MUL]] : i32
// CHECK-NEXT: %[[R5:.*]] = arith.addi %[[R4]], %[[INC]] : i32
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[R5]] : i32 to f64
// CHECK-NEXT: %[[SH:.*]] = arith.addf %[[F]], %[[OFF]] : f64
// CHECK-NEXT: %[[RG:.*]] = arith.subf %arg1, %arg0 : f64
// CHECK-NEXT: %[[SC:.*]] = arith.mulf %[[RG]], %[[INV]] : f64
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[SH]], %[[SC]] : f64
// CHECK-NEXT: %[[V:.*]] = arith.addf %[[P]], %arg0 : f64
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[V]] : f64 to f32
// CHECK-NEXT: affine.store %[[T]], %arg3[%[[I]], %[[J]]] : memref<3x5xf32>
func.func @rng_f32(%min: f64, %max: f64, %seed: i32, %out: memref<3x5xf32>) {
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%out : memref<3x5xf32>)
  return
}

// CHECK-LABEL: func.func @rng_i32
// CHECK: %[[D:.*]] = memref.dim %arg3, %c0 : memref<?x2xi32>
// CHECK: affine.for %[[I:.*]] = 0 to %[[D]] {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 2 {
// CHECK: %[[C:.*]] = arith.fptosi %{{.*}} : f64 to i32
// CHECK-NEXT: affine.store %[[C]], %arg3[%[[I]], %[[J]]] : memref<?x2xi32>
func.func @rng_i32(%min: f64, %max: f64, %seed: i32, %out: memref<?x2xi32>) {
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%out : memref<?x2xi32>)
  return
}
