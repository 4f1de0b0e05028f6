// The masked and indexed memory ops (maskedload / maskedstore, gather /
// scatter, expandload / compressstore): custom and generic forms, and
// -canonicalize, which turns an all-true mask into vector.load /
// vector.store (alignment dropped, nontemporal = false set, as 22 builds
// them), an all-false one into the pass-through value or nothing, and
// folds memref.cast bases. The interpreter runs them (masked-off lanes
// touch no memory).
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s -canonicalize --check-semantics=5 -o /dev/null
// RUN: affine-opt %s --run=masked --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8]]' | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @forms(
// CHECK-NEXT: %0 = vector.maskedload %arg0[%arg2], %arg3, %arg4 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %1 = vector.maskedload %arg1[%arg2, %arg2], %arg3, %arg4 {alignment = 16 : i64} : memref<4x8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg2], %arg3, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg1[%arg2, %arg2], %arg3, %1 {alignment = 16 : i64, tag} : memref<4x8xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %2 = vector.gather %arg0[%arg2] [%arg5], %arg3, %arg4 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.scatter %arg1[%arg2, %arg2] [%arg5], %arg3, %2 {alignment = 8 : i64} : memref<4x8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %3 = vector.expandload %arg0[%arg2], %arg3, %arg4 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.compressstore %arg1[%arg2, %arg2], %arg3, %3 : memref<4x8xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %4 = vector.gather %arg6[%arg2] [%arg5], %arg3, %arg4 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %5 = vector.scatter %arg6[%arg2] [%arg5], %arg3, %4 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
// CHECK-NEXT: return %5 : tensor<?xf32>

// GENERIC-LABEL: "func.func"() <{function_type = (memref<?xf32>, memref<4x8xf32>, index, vector<8xi1>, vector<8xf32>, vector<8xi32>, tensor<?xf32>) -> tensor<?xf32>, sym_name = "forms"}>
// GENERIC: "vector.maskedload"({{.*}}) : (memref<?xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GENERIC-NEXT: "vector.maskedload"({{.*}}) <{alignment = 16 : i64}> : (memref<4x8xf32>, index, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GENERIC-NEXT: "vector.maskedstore"({{.*}}) : (memref<?xf32>, index, vector<8xi1>, vector<8xf32>) -> ()
// GENERIC-NEXT: "vector.maskedstore"({{.*}}) <{alignment = 16 : i64}> {tag} : (memref<4x8xf32>, index, index, vector<8xi1>, vector<8xf32>) -> ()
// GENERIC-NEXT: "vector.gather"({{.*}}) : (memref<?xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GENERIC-NEXT: "vector.scatter"({{.*}}) <{alignment = 8 : i64}> : (memref<4x8xf32>, index, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
// GENERIC: "vector.scatter"({{.*}}) : (tensor<?xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> tensor<?xf32>

// CANON-LABEL: func.func @forms(
// CANON: vector.maskedstore %arg1[%arg2, %arg2], %arg3, %1 {alignment = 16 : i64, tag}
func.func @forms(%m: memref<?xf32>, %m2: memref<4x8xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>, %t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = vector.maskedload %m[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %1 = vector.maskedload %m2[%i, %i], %mask, %pt {alignment = 16} : memref<4x8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  vector.maskedstore %m2[%i, %i], %mask, %1 {alignment = 16, tag} : memref<4x8xf32>, vector<8xi1>, vector<8xf32>
  %2 = vector.gather %m[%i] [%idx], %mask, %pt : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m2[%i, %i] [%idx], %mask, %2 {alignment = 8} : memref<4x8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %3 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m2[%i, %i], %mask, %3 : memref<4x8xf32>, vector<8xi1>, vector<8xf32>
  %4 = vector.gather %t[%i] [%idx], %mask, %pt : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %5 = vector.scatter %t[%i] [%idx], %mask, %4 : tensor<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<?xf32>
  return %5 : tensor<?xf32>
}

// Known masks: arith.constant dense, vector.constant_mask, a create_mask
// with a constant bound <= 0.
// CANON-LABEL: func.func @known_masks(
// CANON-NEXT: %cst = arith.constant dense<true> : vector<8xi1>
// CANON-NEXT: %0 = vector.load %arg0[%arg1] : memref<8xf32>, vector<8xf32>
// CANON-NEXT: vector.store %arg2, %arg0[%arg1] : memref<8xf32>, vector<8xf32>
// CANON-NEXT: %1 = vector.load %arg0[%arg1] : memref<8xf32>, vector<8xf32>
// CANON-NEXT: vector.store %1, %arg0[%arg1] : memref<8xf32>, vector<8xf32>
// CANON-NEXT: %2 = vector.gather %arg0[%arg1] [%arg3], %cst, %arg2 : memref<8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CANON-NEXT: return %0, %arg2, %arg2, %arg2, %2 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
func.func @known_masks(%m: memref<8xf32>, %i: index, %pt: vector<8xf32>, %idx: vector<8xi32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %t = arith.constant dense<true> : vector<8xi1>
  %f = arith.constant dense<false> : vector<8xi1>
  %ct = vector.constant_mask [8] : vector<8xi1>
  %cf = vector.constant_mask [0] : vector<8xi1>
  %c0 = arith.constant 0 : index
  %z = vector.create_mask %c0 : vector<8xi1>
  %0 = vector.maskedload %m[%i], %t, %pt {alignment = 16} : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %1 = vector.maskedload %m[%i], %cf, %pt : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %ct, %pt {alignment = 8} : memref<8xf32>, vector<8xi1>, vector<8xf32>
  vector.maskedstore %m[%i], %f, %0 : memref<8xf32>, vector<8xi1>, vector<8xf32>
  %2 = vector.expandload %m[%i], %t, %pt : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i], %ct, %2 : memref<8xf32>, vector<8xi1>, vector<8xf32>
  %3 = vector.expandload %m[%i], %z, %pt : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i], %f, %3 : memref<8xf32>, vector<8xi1>, vector<8xf32>
  %4 = vector.gather %m[%i] [%idx], %f, %pt : memref<8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i] [%idx], %cf, %4 : memref<8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %5 = vector.gather %m[%i] [%idx], %t, %pt : memref<8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0, %1, %3, %4, %5 : vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>
}

// memref.cast bases fold away.
// CANON-LABEL: func.func @cast_base(
// CANON-NEXT: %0 = vector.maskedload %arg0[%arg1, %arg1], %arg2, %arg3 : memref<4x8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CANON-NEXT: vector.maskedstore %arg0[%arg1, %arg1], %arg2, %0 : memref<4x8xf32>, vector<8xi1>, vector<8xf32>
func.func @cast_base(%m: memref<4x8xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>) {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %0 = vector.maskedload %c[%i, %i], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %c[%i, %i], %mask, %0 : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// Lanes 0, 2, 4 and 6 of a[1 ..] are loaded (pass-through 0 elsewhere):
// v = [2, 0, 4, 0, 6, 0, 8]; the odd lanes of a[0 ..] are zeroed and the
// even ones get v's: a = [2, 0, 4, 0, 6, 0, 8, 8]; lanes 0 and 1 of v are
// compressed to a[4], a[5]: [2, 0, 4, 0, 2, 0, 8, 8]; lanes 0..3 gather
// a[7], a[6], a[5], a[4] and are scattered to a[0 .. 3].
// EXEC: @masked:
// EXEC: arg0: memref<8xf32> = [8, 8, 0, 2, 2, 0, 8, 8]
func.func @masked(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant dense<0.0> : vector<7xf32>
  %even = arith.constant dense<[true, false, true, false, true, false, true]> : vector<7xi1>
  %odd = arith.constant dense<[false, true, false, true, false, true, false]> : vector<7xi1>
  %v = vector.maskedload %a[%c1], %even, %zero : memref<8xf32>, vector<7xi1>, vector<7xf32> into vector<7xf32>
  vector.maskedstore %a[%c0], %odd, %zero : memref<8xf32>, vector<7xi1>, vector<7xf32>
  vector.maskedstore %a[%c0], %even, %v : memref<8xf32>, vector<7xi1>, vector<7xf32>
  %two = arith.constant dense<[true, true, false, false, false, false, false]> : vector<7xi1>
  vector.compressstore %a[%c4], %two, %v : memref<8xf32>, vector<7xi1>, vector<7xf32>
  %idx = arith.constant dense<[7, 6, 5, 4, 3, 2, 1, 0]> : vector<8xi32>
  %first = vector.constant_mask [4] : vector<8xi1>
  %pt = arith.constant dense<0.0> : vector<8xf32>
  %g = vector.gather %a[%c0] [%idx], %first, %pt : memref<8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %back = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  vector.scatter %a[%c0] [%back], %first, %g : memref<8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return
}

// Contiguous indices (vector.step, or the constant 0, 1, ..) make a
// gather a maskedload and a scatter a maskedstore (on memrefs only).
// CANON-LABEL: func.func @contiguous(
// CANON-NEXT: %0 = vector.step : vector<4xindex>
// CANON-NEXT: %1 = vector.maskedload %arg0[%arg1], %arg2, %arg3 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CANON-NEXT: vector.maskedstore %arg0[%arg1], %arg2, %1 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CANON-NEXT: %2 = vector.gather %arg4[%arg1] [%0], %arg2, %1 : tensor<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
func.func @contiguous(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %t: tensor<?xf32>) -> vector<4xf32> {
  %s = vector.step : vector<4xindex>
  %0 = vector.gather %m[%i] [%s], %mask, %pt : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %c = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
  vector.scatter %m[%i] [%c], %mask, %0 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %1 = vector.gather %t[%i] [%s], %mask, %0 : tensor<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %1 : vector<4xf32>
}
