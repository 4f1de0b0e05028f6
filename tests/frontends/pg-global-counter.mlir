// Polygeist shape: a mutable file-scope `int calls;` as an llvm.mlir.global
// updated through llvm.mlir.addressof / llvm.load / llvm.store, and a mutable
// memref.global `lut` (a lookup table filled once, then used by an affine loop).
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global internal @calls(0 : i32) {addr_space = 0 : i32} : i32
  memref.global "private" @lut : memref<256xi32> = uninitialized
  func.func @init_lut() attributes {llvm.linkage = #llvm.linkage<external>} {
    %c3_i32 = arith.constant 3 : i32
    %0 = memref.get_global @lut : memref<256xi32>
    affine.for %arg0 = 0 to 256 {
      %1 = arith.index_cast %arg0 : index to i32
      %2 = arith.muli %1, %1 : i32
      %3 = arith.remsi %2, %c3_i32 : i32
      affine.store %3, %0[%arg0] : memref<256xi32>
    }
    return
  }
  func.func @apply_lut(%arg0: i32, %arg1: memref<?xi8>, %arg2: memref<?xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c1_i32 = arith.constant 1 : i32
    %0 = llvm.mlir.addressof @calls : !llvm.ptr
    %1 = llvm.load %0 : !llvm.ptr -> i32
    %2 = arith.addi %1, %c1_i32 : i32
    llvm.store %2, %0 : i32, !llvm.ptr
    %3 = memref.get_global @lut : memref<256xi32>
    %4 = arith.index_cast %arg0 : i32 to index
    affine.for %arg3 = 0 to %4 {
      %5 = affine.load %arg1[%arg3] : memref<?xi8>
      %6 = arith.extui %5 : i8 to i32
      %7 = arith.index_cast %6 : i32 to index
      %8 = memref.load %3[%7] : memref<256xi32>
      affine.store %8, %arg2[%arg3] : memref<?xi32>
    }
    return
  }
}
