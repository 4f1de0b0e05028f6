// Polygeist shape of C where only some loops are raised to affine: an outer
// `for (t = 0; t < steps; t += stride)` with a run-time stride stays
// scf.for around an affine nest on symbols, an affine.for whose body holds
// an scf.for from a loaded bound (`for (k = 0; k < len[i]; k++)`), and an
// scf.if on a run-time flag around an affine.for.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @relax(%arg0: memref<?xf32>, %arg1: i32, %arg2: i32, %arg3: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 2.500000e-01 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = arith.index_cast %arg3 : i32 to index
    %3 = arith.maxsi %2, %c1 : index
    scf.for %arg4 = %c0 to %1 step %3 {
      affine.for %arg5 = 1 to affine_map<()[s0] -> (s0 - 1)>()[%0] {
        %4 = affine.load %arg0[%arg5 - 1] : memref<?xf32>
        %5 = affine.load %arg0[%arg5] : memref<?xf32>
        %6 = affine.load %arg0[%arg5 + 1] : memref<?xf32>
        %7 = arith.addf %4, %6 : f32
        %8 = arith.mulf %7, %cst : f32
        %9 = arith.mulf %5, %cst_0 : f32
        %10 = arith.addf %8, %9 : f32
        affine.store %10, %arg0[%arg5] : memref<?xf32>
      }
    }
    return
  }
  func.func @ragged_rows(%arg0: memref<8x16xi32>, %arg1: memref<8xi32>, %arg2: memref<8xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0_i32 = arith.constant 0 : i32
    affine.for %arg3 = 0 to 8 {
      %0 = affine.load %arg1[%arg3] : memref<8xi32>
      %1 = arith.index_cast %0 : i32 to index
      %2 = arith.minsi %1, %c16 : index
      %3 = scf.for %arg4 = %c0 to %2 step %c1 iter_args(%arg5 = %c0_i32) -> (i32) {
        %4 = memref.load %arg0[%arg3, %arg4] : memref<8x16xi32>
        %5 = arith.addi %arg5, %4 : i32
        scf.yield %5 : i32
      }
      affine.store %3, %arg2[%arg3] : memref<8xi32>
    }
    return
  }
  func.func @maybe_scale(%arg0: memref<32xf32>, %arg1: i32, %arg2: f32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi ne, %arg1, %c0_i32 : i32
    scf.if %0 {
      affine.for %arg3 = 0 to 32 {
        %1 = affine.load %arg0[%arg3] : memref<32xf32>
        %2 = arith.mulf %1, %arg2 : f32
        affine.store %2, %arg0[%arg3] : memref<32xf32>
      }
    } else {
      affine.for %arg3 = 0 to 32 {
        %1 = affine.load %arg0[%arg3] : memref<32xf32>
        %2 = arith.negf %1 : f32
        affine.store %2, %arg0[%arg3] : memref<32xf32>
      }
    }
    return
  }
}
