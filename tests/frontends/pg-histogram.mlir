// Polygeist shape: `hist[data[i] & 15]++`: an indirect (non-affine) index
// becomes memref.load/memref.store inside an affine.for; sizes as i32.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @histogram(%arg0: i32, %arg1: memref<?xi32>, %arg2: memref<16xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c1_i32 = arith.constant 1 : i32
    %c15_i32 = arith.constant 15 : i32
    %c0_i32 = arith.constant 0 : i32
    affine.for %arg3 = 0 to 16 {
      affine.store %c0_i32, %arg2[%arg3] : memref<16xi32>
    }
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg3 = 0 to %0 {
      %1 = affine.load %arg1[%arg3] : memref<?xi32>
      %2 = arith.andi %1, %c15_i32 : i32
      %3 = arith.index_cast %2 : i32 to index
      %4 = memref.load %arg2[%3] : memref<16xi32>
      %5 = arith.addi %4, %c1_i32 : i32
      memref.store %5, %arg2[%3] : memref<16xi32>
    }
    return
  }
}
