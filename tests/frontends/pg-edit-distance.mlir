// Polygeist shape: Levenshtein distance by dynamic programming over two i8
// strings: the first row and column initialized from the IVs
// (index_cast to i32), then a wavefront-dependent nest taking the minimum of
// the three predecessors with arith.minsi and a substitution cost chosen by
// arith.select on the compared characters; the result read back at [m, n].
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @levenshtein(%arg0: memref<32xi8>, %arg1: memref<24xi8>) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %alloca = memref.alloca() : memref<33x25xi32>
    affine.for %arg2 = 0 to 33 {
      %1 = arith.index_cast %arg2 : index to i32
      affine.store %1, %alloca[%arg2, 0] : memref<33x25xi32>
    }
    affine.for %arg2 = 1 to 25 {
      %1 = arith.index_cast %arg2 : index to i32
      affine.store %1, %alloca[0, %arg2] : memref<33x25xi32>
    }
    affine.for %arg2 = 1 to 33 {
      affine.for %arg3 = 1 to 25 {
        %1 = affine.load %arg0[%arg2 - 1] : memref<32xi8>
        %2 = affine.load %arg1[%arg3 - 1] : memref<24xi8>
        %3 = arith.cmpi eq, %1, %2 : i8
        %4 = arith.select %3, %c0_i32, %c1_i32 : i32
        %5 = affine.load %alloca[%arg2 - 1, %arg3 - 1] : memref<33x25xi32>
        %6 = arith.addi %5, %4 : i32
        %7 = affine.load %alloca[%arg2 - 1, %arg3] : memref<33x25xi32>
        %8 = arith.addi %7, %c1_i32 : i32
        %9 = affine.load %alloca[%arg2, %arg3 - 1] : memref<33x25xi32>
        %10 = arith.addi %9, %c1_i32 : i32
        %11 = arith.minsi %8, %10 : i32
        %12 = arith.minsi %6, %11 : i32
        affine.store %12, %alloca[%arg2, %arg3] : memref<33x25xi32>
      }
    }
    %0 = affine.load %alloca[32, 24] : memref<33x25xi32>
    return %0 : i32
  }
}
