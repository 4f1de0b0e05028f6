// Polygeist shape: two loop nests through a local `double tmp[N][M]` array
// (memref.alloca at function scope), producer then consumer: what fusion
// and scalar replacement see in C code with a temporary.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @blur(%arg0: memref<32x32xf64>, %arg1: memref<32x32xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 3.333333e-01 : f64
    %alloca = memref.alloca() : memref<32x30xf64>
    affine.for %arg2 = 0 to 32 {
      affine.for %arg3 = 0 to 30 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<32x32xf64>
        %1 = affine.load %arg0[%arg2, %arg3 + 1] : memref<32x32xf64>
        %2 = arith.addf %0, %1 : f64
        %3 = affine.load %arg0[%arg2, %arg3 + 2] : memref<32x32xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = arith.mulf %4, %cst : f64
        affine.store %5, %alloca[%arg2, %arg3] : memref<32x30xf64>
      }
    }
    affine.for %arg2 = 0 to 30 {
      affine.for %arg3 = 0 to 30 {
        %0 = affine.load %alloca[%arg2, %arg3] : memref<32x30xf64>
        %1 = affine.load %alloca[%arg2 + 1, %arg3] : memref<32x30xf64>
        %2 = arith.addf %0, %1 : f64
        %3 = affine.load %alloca[%arg2 + 2, %arg3] : memref<32x30xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = arith.mulf %4, %cst : f64
        affine.store %5, %arg1[%arg2, %arg3] : memref<32x32xf64>
      }
    }
    return
  }
}
