// Polygeist shape: `if (j <= i)` inside a rectangular nest becomes affine.if
// on an integer set; the else branch stores zero (lower-triangular copy).
#set = affine_set<(d0, d1) : (d0 - d1 >= 0)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @lower_copy(%arg0: i32, %arg1: memref<?x32xf64>, %arg2: memref<?x32xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg3 = 0 to %0 {
      affine.for %arg4 = 0 to 32 {
        affine.if #set(%arg3, %arg4) {
          %1 = affine.load %arg1[%arg3, %arg4] : memref<?x32xf64>
          affine.store %1, %arg2[%arg3, %arg4] : memref<?x32xf64>
        } else {
          affine.store %cst, %arg2[%arg3, %arg4] : memref<?x32xf64>
        }
      }
    }
    return
  }
}
