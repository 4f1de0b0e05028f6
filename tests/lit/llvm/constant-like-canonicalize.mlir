// llvm.mlir.addressof, llvm.mlir.zero, llvm.mlir.undef and llvm.mlir.poison
// are constant-like in MLIR 22 (they fold to the global's symbol,
// #llvm.zero, #llvm.undef and #llvm.poison): -canonicalize hoists them to the
// start of the entry block with the other constants and merges equal ones
// (same value and type), as a Polygeist printf call site needs.
// The expected output is mlir-opt 22's (the second RUN line checks that).
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s

llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @other("x\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// CHECK-LABEL: func.func @merged
// CHECK-NEXT:    %0 = llvm.mlir.addressof @fmt : !llvm.ptr
// CHECK-NEXT:    %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %2 = llvm.mlir.undef : i32
// CHECK-NEXT:    %3 = llvm.mlir.poison : i32
// CHECK-NEXT:    %4 = llvm.mlir.addressof @other : !llvm.ptr
// CHECK-NEXT:    %5 = llvm.mlir.undef : i64
// CHECK-NEXT:    return %0, %1, %2, %3, %0, %1, %2, %3, %4, %5 :
func.func @merged() -> (!llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr, i64) {
  %a = llvm.mlir.addressof @fmt : !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  %u = llvm.mlir.undef : i32
  %p = llvm.mlir.poison : i32
  %a2 = llvm.mlir.addressof @fmt : !llvm.ptr
  %z2 = llvm.mlir.zero : !llvm.ptr
  %u2 = llvm.mlir.undef : i32
  %p2 = llvm.mlir.poison : i32
  %o = llvm.mlir.addressof @other : !llvm.ptr
  %u3 = llvm.mlir.undef : i64
  return %a, %z, %u, %p, %a2, %z2, %u2, %p2, %o, %u3 : !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr, i64
}

// The address of the format string, taken in a loop, moves out of it with
// the arith constant (each hoisted constant goes to the front of the entry
// block, so they end up in reverse order of hoisting).
// CHECK-LABEL: func.func @print_each(%arg0: memref<8xi32>) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = llvm.mlir.addressof @fmt : !llvm.ptr
// CHECK-NEXT:    affine.for %arg1 = 0 to 8 {
// CHECK-NEXT:      %1 = affine.load %arg0[%arg1] : memref<8xi32>
// CHECK-NEXT:      %2 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT:      %3 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:      %4 = llvm.call @printf(%3, %2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @print_each(%m: memref<8xi32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xi32>
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %one = arith.constant 1 : i32
    %w = arith.addi %v, %one : i32
    %ptr = llvm.getelementptr %fmt[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %r = llvm.call @printf(%ptr, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  }
  return
}
