// Polygeist shape: CSR sparse matrix-vector product `for (i..n) for (k =
// rowptr[i]; k < rowptr[i+1]; k++) y[i] += val[k] * x[col[k]]`: the inner
// bounds come from memory, so the inner loop is scf.for with index_cast
// bounds and indirect memref.load of x; the outer loop stays affine.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @spmv_csr(%arg0: i32, %arg1: memref<?xi32>, %arg2: memref<?xi32>, %arg3: memref<?xf64>, %arg4: memref<?xf64>, %arg5: memref<?xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg6 = 0 to %0 {
      %1 = affine.load %arg1[%arg6] : memref<?xi32>
      %2 = arith.index_cast %1 : i32 to index
      %3 = affine.load %arg1[%arg6 + 1] : memref<?xi32>
      %4 = arith.index_cast %3 : i32 to index
      %5 = scf.for %arg7 = %2 to %4 step %c1 iter_args(%arg8 = %cst) -> (f64) {
        %6 = memref.load %arg3[%arg7] : memref<?xf64>
        %7 = memref.load %arg2[%arg7] : memref<?xi32>
        %8 = arith.index_cast %7 : i32 to index
        %9 = memref.load %arg4[%8] : memref<?xf64>
        %10 = arith.mulf %6, %9 : f64
        %11 = arith.addf %arg8, %10 : f64
        scf.yield %11 : f64
      }
      affine.store %5, %arg5[%arg6] : memref<?xf64>
    }
    return
  }
}
