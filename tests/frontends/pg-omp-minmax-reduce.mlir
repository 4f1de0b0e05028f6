// Polygeist shape of `#pragma omp parallel for reduction(max:mx)
// reduction(min:mn)` over a 2-D array: affine.parallel over two dims with
// steps (2, 4) and the reductions ["maximumf", "minimumf"] yielding two
// values, a parallel loop with max/min bounds on a symbol, and an
// affine.parallel with an "addi" reduction of i32 over a 1-D band.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @extrema(%arg0: memref<16x32xf32>, %arg1: memref<2xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0:2 = affine.parallel (%arg2, %arg3) = (0, 0) to (16, 32) step (2, 4) reduce ("maximumf", "minimumf") -> (f32, f32) {
      %1 = affine.load %arg0[%arg2, %arg3] : memref<16x32xf32>
      %2 = affine.load %arg0[%arg2 + 1, %arg3 + 3] : memref<16x32xf32>
      %3 = arith.maximumf %1, %2 : f32
      %4 = arith.minimumf %1, %2 : f32
      affine.yield %3, %4 : f32, f32
    }
    affine.store %0#0, %arg1[0] : memref<2xf32>
    affine.store %0#1, %arg1[1] : memref<2xf32>
    return
  }
  func.func @window(%arg0: memref<64xi32>, %arg1: memref<64xi32>, %arg2: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.index_cast %arg2 : i32 to index
    affine.parallel (%arg3) = (max(0, symbol(%0) - 32)) to (min(64, symbol(%0))) {
      %2 = affine.load %arg0[%arg3] : memref<64xi32>
      %3 = arith.muli %2, %c2_i32 : i32
      affine.store %3, %arg1[%arg3] : memref<64xi32>
    }
    %1 = affine.parallel (%arg3) = (0) to (64) reduce ("addi") -> (i32) {
      %2 = affine.load %arg1[%arg3] : memref<64xi32>
      affine.yield %2 : i32
    }
    return %1 : i32
  }
}
