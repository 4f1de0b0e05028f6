// Polygeist shape of C99 `float complex` code: a naive DFT over
// memref<?xcomplex<f32>> with the twiddle built from the loop indices
// (sitofp of i*k, complex.create of cos/sin), complex.mul / complex.add
// accumulated in iter_args, and a magnitude pass with complex.abs.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @dft(%arg0: memref<64xcomplex<f32>>, %arg1: memref<64xcomplex<f32>>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant -0.0981747731 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = complex.create %cst_0, %cst_0 : complex<f32>
    affine.for %arg2 = 0 to 64 {
      %1 = affine.for %arg3 = 0 to 64 iter_args(%arg4 = %0) -> (complex<f32>) {
        %2 = arith.muli %arg2, %arg3 : index
        %3 = arith.index_cast %2 : index to i64
        %4 = arith.sitofp %3 : i64 to f32
        %5 = arith.mulf %4, %cst : f32
        %6 = math.cos %5 : f32
        %7 = math.sin %5 : f32
        %8 = complex.create %6, %7 : complex<f32>
        %9 = affine.load %arg0[%arg3] : memref<64xcomplex<f32>>
        %10 = complex.mul %9, %8 : complex<f32>
        %11 = complex.add %arg4, %10 : complex<f32>
        affine.yield %11 : complex<f32>
      }
      affine.store %1, %arg1[%arg2] : memref<64xcomplex<f32>>
    }
    return
  }
  func.func @magnitude(%arg0: memref<64xcomplex<f32>>, %arg1: memref<64xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    affine.for %arg2 = 0 to 64 {
      %0 = affine.load %arg0[%arg2] : memref<64xcomplex<f32>>
      %1 = complex.abs %0 : complex<f32>
      %2 = complex.re %0 : complex<f32>
      %3 = arith.cmpf olt, %2, %1 : f32
      %4 = arith.select %3, %1, %2 : f32
      affine.store %4, %arg1[%arg2] : memref<64xf32>
    }
    return
  }
}
