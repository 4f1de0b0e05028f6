// Polygeist shape of C index arithmetic on signed `int`s that may be
// negative, after MLIR's arith canonicalization: arith.floordivsi,
// arith.ceildivsi and arith.remsi on index values computed from the IV and
// a run-time offset, clamped and fed to memref.load / memref.store; an
// affine.apply with `mod` and `floordiv` on an IV shifted below zero.
#map = affine_map<(d0) -> ((d0 - 8) floordiv 3 + 3)>
#map1 = affine_map<(d0) -> ((d0 - 8) mod 3)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @bins(%arg0: memref<16xi32>, %arg1: memref<8xi32>, %arg2: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.index_cast %arg2 : i32 to index
    affine.for %arg3 = 0 to 16 {
      %1 = arith.subi %arg3, %0 : index
      %2 = arith.floordivsi %1, %c3 : index
      %3 = arith.ceildivsi %1, %c3 : index
      %4 = arith.remsi %1, %c3 : index
      %5 = arith.addi %2, %3 : index
      %6 = arith.addi %5, %4 : index
      %7 = arith.maxsi %6, %c0 : index
      %8 = arith.minsi %7, %c7 : index
      %9 = memref.load %arg1[%8] : memref<8xi32>
      %10 = arith.addi %9, %c1_i32 : i32
      memref.store %10, %arg1[%8] : memref<8xi32>
    }
    affine.for %arg3 = 0 to 16 {
      %1 = affine.apply #map(%arg3)
      %2 = affine.apply #map1(%arg3)
      %3 = arith.index_cast %2 : index to i32
      %4 = affine.load %arg0[%arg3] : memref<16xi32>
      %5 = arith.addi %4, %3 : i32
      %6 = memref.load %arg1[%1] : memref<8xi32>
      %7 = arith.addi %6, %5 : i32
      memref.store %7, %arg1[%1] : memref<8xi32>
    }
    return
  }
}
