// Polygeist shape: Sobel edge magnitude on a float image: the two gradients
// written out term by term (constant-offset affine loads), |gx| + |gy| via
// math.absf, clamped to 255 with arith.minimumf, on a dynamic-height image.
#map = affine_map<()[s0] -> (s0 - 1)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @sobel(%arg0: memref<?x64xf32>, %arg1: memref<?x64xf32>, %arg2: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant 2.550000e+02 : f32
    %0 = arith.index_cast %arg2 : i32 to index
    affine.for %arg3 = 1 to #map()[%0] {
      affine.for %arg4 = 1 to 63 {
        %1 = affine.load %arg0[%arg3 - 1, %arg4 - 1] : memref<?x64xf32>
        %2 = affine.load %arg0[%arg3 - 1, %arg4] : memref<?x64xf32>
        %3 = affine.load %arg0[%arg3 - 1, %arg4 + 1] : memref<?x64xf32>
        %4 = affine.load %arg0[%arg3, %arg4 - 1] : memref<?x64xf32>
        %5 = affine.load %arg0[%arg3, %arg4 + 1] : memref<?x64xf32>
        %6 = affine.load %arg0[%arg3 + 1, %arg4 - 1] : memref<?x64xf32>
        %7 = affine.load %arg0[%arg3 + 1, %arg4] : memref<?x64xf32>
        %8 = affine.load %arg0[%arg3 + 1, %arg4 + 1] : memref<?x64xf32>
        %9 = arith.subf %3, %1 : f32
        %10 = arith.subf %5, %4 : f32
        %11 = arith.mulf %10, %cst : f32
        %12 = arith.addf %9, %11 : f32
        %13 = arith.subf %8, %6 : f32
        %14 = arith.addf %12, %13 : f32
        %15 = arith.subf %6, %1 : f32
        %16 = arith.subf %7, %2 : f32
        %17 = arith.mulf %16, %cst : f32
        %18 = arith.addf %15, %17 : f32
        %19 = arith.subf %8, %3 : f32
        %20 = arith.addf %18, %19 : f32
        %21 = math.absf %14 : f32
        %22 = math.absf %20 : f32
        %23 = arith.addf %21, %22 : f32
        %24 = arith.minimumf %23, %cst_0 : f32
        affine.store %24, %arg1[%arg3, %arg4] : memref<?x64xf32>
      }
    }
    return
  }
}
