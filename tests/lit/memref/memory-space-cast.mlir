// memref.memory_space_cast round-trips as mlir-opt 22 prints it (custom and
// generic form, `memspacecast` result names); canonicalize folds a cast of
// a cast to one cast from the first source, and a cast to the source's own
// type away; cse merges equal casts.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s --cse | FileCheck %s --check-prefix=CSE
// RUN: %mlir_opt %s --cse | FileCheck %s --check-prefix=CSE

// CHECK-LABEL: func.func @casts
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 1>
// CHECK-NEXT: %memspacecast_0 = memref.memory_space_cast %memspacecast : memref<4xf32, 1> to memref<4xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: %memspacecast_1 = memref.memory_space_cast %memspacecast_0 {foo} : memref<4xf32, #gpu.address_space<workgroup>> to memref<4xf32, 1>
// CHECK-NEXT: %memspacecast_2 = memref.memory_space_cast %arg1 : memref<*xf32, 1> to memref<*xf32>
// CHECK-NEXT: %memspacecast_3 = memref.memory_space_cast %arg2 : memref<?xf32, strided<[2]>> to memref<?xf32, strided<[2]>, 3>
// CHECK-NEXT: return %memspacecast_1, %memspacecast_2, %memspacecast_3
// GENERIC: %[[A:.*]] = "memref.memory_space_cast"(%arg1) : (memref<4xf32>) -> memref<4xf32, 1>
// GENERIC-NEXT: %[[B:.*]] = "memref.memory_space_cast"(%[[A]]) : (memref<4xf32, 1>) -> memref<4xf32, #gpu.address_space<workgroup>>
// GENERIC-NEXT: "memref.memory_space_cast"(%[[B]]) {foo} : (memref<4xf32, #gpu.address_space<workgroup>>) -> memref<4xf32, 1>
// CANON-LABEL: func.func @casts
// CANON-NEXT: %memspacecast = memref.memory_space_cast %arg0 {foo} : memref<4xf32> to memref<4xf32, 1>
// CANON-NEXT: %memspacecast_0 = memref.memory_space_cast %arg1
// CANON-NEXT: %memspacecast_1 = memref.memory_space_cast %arg2
// CANON-NEXT: return %memspacecast, %memspacecast_0, %memspacecast_1
func.func @casts(%m: memref<4xf32>, %u: memref<*xf32, 1>, %s: memref<?xf32, strided<[2]>>) -> (memref<4xf32, 1>, memref<*xf32>, memref<?xf32, strided<[2]>, 3>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %1 = memref.memory_space_cast %0 : memref<4xf32, 1> to memref<4xf32, #gpu.address_space<workgroup>>
  %2 = memref.memory_space_cast %1 {foo} : memref<4xf32, #gpu.address_space<workgroup>> to memref<4xf32, 1>
  %3 = memref.memory_space_cast %u : memref<*xf32, 1> to memref<*xf32>
  %4 = memref.memory_space_cast %s : memref<?xf32, strided<[2]>> to memref<?xf32, strided<[2]>, 3>
  return %2, %3, %4 : memref<4xf32, 1>, memref<*xf32>, memref<?xf32, strided<[2]>, 3>
}

// CHECK-LABEL: func.func @round_trip_and_back
// CANON-LABEL: func.func @round_trip_and_back
// CANON-NEXT: return %arg0, %arg0 : memref<4xf32>, memref<4xf32>
// CSE-LABEL: func.func @round_trip_and_back
// CSE-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: %memspacecast_0 = memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 1>
// CSE-NEXT: %memspacecast_1 = memref.memory_space_cast %memspacecast_0 : memref<4xf32, 1> to memref<4xf32>
// CSE-NEXT: return %memspacecast, %memspacecast_1
func.func @round_trip_and_back(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32>
  %1 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %2 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %3 = memref.memory_space_cast %2 : memref<4xf32, 1> to memref<4xf32>
  return %0, %3 : memref<4xf32>, memref<4xf32>
}
