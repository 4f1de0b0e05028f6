// memref.realloc: custom and generic forms, -canonicalize (22's
// SimplifyDeadAlloc: a result only stored into or deallocated is erased
// with those users), and the interpreter (the new buffer keeps the
// elements that fit, the source is freed: reading it afterwards is an
// error).
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s --run=grow --run-inputs='[[1, 2, 3, 4]]' | FileCheck %s --check-prefix=EXEC
// RUN: not affine-opt %s --run=use_after_realloc --run-inputs='[[1, 2, 3, 4]]' 2>&1 | FileCheck %s --check-prefix=UAF

// CHECK-LABEL: func.func @forms(
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %1 = memref.realloc %alloc(%arg1) {alignment = 8 : i64} : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %1[%arg1] : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %2 = memref.realloc %alloc_0 {tag} : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<8xf32>
// CHECK-NEXT: return %0 : memref<8xf32>

// GENERIC: "memref.realloc"({{.*}}) : (memref<4xf32>) -> memref<8xf32>
// GENERIC: "memref.realloc"({{.*}}) <{alignment = 8 : i64}> : (memref<4xf32>, index) -> memref<?xf32>
// GENERIC: "memref.realloc"({{.*}}) {tag} : (memref<4xf32>) -> memref<8xf32>

// CANON-LABEL: func.func @forms(
// CANON-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CANON-NEXT: return %0 : memref<8xf32>
func.func @forms(%m: memref<4xf32>, %d: index, %v: f32) -> memref<8xf32> {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %a = memref.alloc() : memref<4xf32>
  %1 = memref.realloc %a(%d) {alignment = 8} : memref<4xf32> to memref<?xf32>
  memref.store %v, %1[%d] : memref<?xf32>
  %b = memref.alloc() : memref<4xf32>
  %2 = memref.realloc %b {tag} : memref<4xf32> to memref<8xf32>
  memref.dealloc %2 : memref<8xf32>
  return %0 : memref<8xf32>
}

// EXEC: @grow:
// EXEC: ret0: f32 = 10
func.func @grow(%arg: memref<4xf32>) -> f32 {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<4xf32>
  memref.copy %arg, %m : memref<4xf32> to memref<4xf32>
  %big = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %small = memref.realloc %big(%c6) : memref<8xf32> to memref<?xf32>
  %one = arith.constant 7.0 : f32
  memref.store %one, %small[%c2] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %small[%c0] : memref<?xf32>
  %b = memref.load %small[%c1] : memref<?xf32>
  %s = arith.addf %a, %b : f32
  %t = arith.addf %s, %one : f32
  return %t : f32
}

// UAF: access to a deallocated memref
func.func @use_after_realloc(%arg: memref<4xf32>) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  memref.copy %arg, %m : memref<4xf32> to memref<4xf32>
  %big = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  return %x : f32
}
