// Polygeist output before any cleanup (what -canonicalize and -cse first
// see): index_cast round trips (i32 -> index -> i32 -> index), constants
// repeated per use, affine.apply chains feeding affine.load subscripts, a
// memref.cast to a dynamic shape read through memref.dim, an scf.if on a
// constant condition, an affine.min whose second result is redundant, an
// affine.if whose set always holds inside the loop, a dead memref.alloca,
// arith.select with equal operands and an scf.while that never loops.
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 - 1)>
#map2 = affine_map<(d0) -> (d0 + 2, 64, d0 + 3)>
#set = affine_set<(d0) : (d0 >= 0, -d0 + 63 >= 0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @raw(%arg0: memref<64xf32>, %arg1: memref<64xf32>, %arg2: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %true = arith.constant true
    %false = arith.constant false
    %c1_i32 = arith.constant 1 : i32
    %c1_i32_1 = arith.constant 1 : i32
    %cst = arith.constant 2.000000e+00 : f32
    %alloca = memref.alloca() : memref<4xf32>
    %cast = memref.cast %arg0 : memref<64xf32> to memref<?xf32>
    %dim = memref.dim %cast, %c0_0 : memref<?xf32>
    %0 = arith.index_cast %arg2 : i32 to index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.index_cast %1 : i32 to index
    affine.for %arg3 = 0 to 64 {
      %5 = affine.apply #map(%arg3)
      %6 = affine.apply #map1(%5)
      %7 = affine.load %arg0[%6] : memref<64xf32>
      %8 = affine.min #map2(%arg3)
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.sitofp %9 : i32 to f32
      %11 = scf.if %true -> (f32) {
        %13 = arith.mulf %7, %cst : f32
        scf.yield %13 : f32
      } else {
        scf.yield %7 : f32
      }
      %12 = arith.select %false, %10, %10 : f32
      affine.if #set(%arg3) {
        %13 = arith.addf %11, %12 : f32
        affine.store %13, %arg1[%arg3] : memref<64xf32>
      }
    }
    %3 = scf.while (%arg3 = %c1_i32) : (i32) -> i32 {
      scf.condition(%false) %arg3 : i32
    } do {
    ^bb0(%arg3: i32):
      %5 = arith.addi %arg3, %c1_i32_1 : i32
      scf.yield %5 : i32
    }
    %4 = arith.index_cast %dim : index to i32
    %5 = arith.addi %3, %4 : i32
    %6 = arith.index_cast %2 : index to i32
    %7 = arith.addi %5, %6 : i32
    return %7 : i32
  }
}
