// Polygeist shape: integer matrix-vector product `y[i] += A[i][j] * x[j]` on
// `int` arrays with a fixed inner dimension (memref<?x64xi32>), sizes as i32.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>>, llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @matvec(%arg0: i32, %arg1: i32, %arg2: memref<?x64xi32>, %arg3: memref<?xi32>, %arg4: memref<?xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg5 = 0 to %0 {
      affine.store %c0_i32, %arg4[%arg5] : memref<?xi32>
      affine.for %arg6 = 0 to %1 {
        %2 = affine.load %arg2[%arg5, %arg6] : memref<?x64xi32>
        %3 = affine.load %arg3[%arg6] : memref<?xi32>
        %4 = arith.muli %2, %3 : i32
        %5 = affine.load %arg4[%arg5] : memref<?xi32>
        %6 = arith.addi %5, %4 : i32
        affine.store %6, %arg4[%arg5] : memref<?xi32>
      }
    }
    return
  }
}
