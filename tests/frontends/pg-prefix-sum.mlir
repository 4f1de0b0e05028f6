// Polygeist shape: prefix sums. An exclusive scan whose running total is an
// iter_args value stored each iteration, an in-place inclusive scan reading
// a[i-1], and a summed-area table (integral image) of i32 pixels computed
// from its row and column predecessors with the first row and column peeled.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 64 : i64>>, llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @exclusive_scan(%arg0: memref<?xi64>, %arg1: memref<?xi64>, %arg2: i32) -> i64 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.index_cast %arg2 : i32 to index
    %1 = affine.for %arg3 = 0 to %0 iter_args(%arg4 = %c0_i64) -> (i64) {
      affine.store %arg4, %arg1[%arg3] : memref<?xi64>
      %2 = affine.load %arg0[%arg3] : memref<?xi64>
      %3 = arith.addi %arg4, %2 : i64
      affine.yield %3 : i64
    }
    return %1 : i64
  }
  func.func @inclusive_scan(%arg0: memref<100xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg1 = 1 to 100 {
      %0 = affine.load %arg0[%arg1 - 1] : memref<100xf32>
      %1 = affine.load %arg0[%arg1] : memref<100xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %arg0[%arg1] : memref<100xf32>
    }
    return
  }
  func.func @integral_image(%arg0: memref<24x40xi8>, %arg1: memref<24x40xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = affine.load %arg0[0, 0] : memref<24x40xi8>
    %1 = arith.extui %0 : i8 to i32
    affine.store %1, %arg1[0, 0] : memref<24x40xi32>
    affine.for %arg2 = 1 to 40 {
      %2 = affine.load %arg0[0, %arg2] : memref<24x40xi8>
      %3 = arith.extui %2 : i8 to i32
      %4 = affine.load %arg1[0, %arg2 - 1] : memref<24x40xi32>
      %5 = arith.addi %3, %4 : i32
      affine.store %5, %arg1[0, %arg2] : memref<24x40xi32>
    }
    affine.for %arg2 = 1 to 24 {
      %2 = affine.load %arg0[%arg2, 0] : memref<24x40xi8>
      %3 = arith.extui %2 : i8 to i32
      %4 = affine.load %arg1[%arg2 - 1, 0] : memref<24x40xi32>
      %5 = arith.addi %3, %4 : i32
      affine.store %5, %arg1[%arg2, 0] : memref<24x40xi32>
      affine.for %arg3 = 1 to 40 {
        %6 = affine.load %arg0[%arg2, %arg3] : memref<24x40xi8>
        %7 = arith.extui %6 : i8 to i32
        %8 = affine.load %arg1[%arg2 - 1, %arg3] : memref<24x40xi32>
        %9 = affine.load %arg1[%arg2, %arg3 - 1] : memref<24x40xi32>
        %10 = affine.load %arg1[%arg2 - 1, %arg3 - 1] : memref<24x40xi32>
        %11 = arith.addi %7, %8 : i32
        %12 = arith.addi %11, %9 : i32
        %13 = arith.subi %12, %10 : i32
        affine.store %13, %arg1[%arg2, %arg3] : memref<24x40xi32>
      }
    }
    return
  }
}
