// Polygeist shape: a 3x3 blur with clamp-to-edge borders, `in[min(max(i+di,
// 0), h-1)][...]`: the clamped subscripts are affine.max / affine.min ops of
// the IVs and the run-time height, feeding memref.load (not raised to
// affine.load); and a 1-D mirror-border smoothing whose reflected indices
// come from arith.select on index comparisons.
#map = affine_map<(d0) -> (d0 - 1, 0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 1, s0 - 1)>
#map2 = affine_map<(d0) -> (d0 - 1, 0)>
#map3 = affine_map<(d0) -> (d0 + 1, 47)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @blur_clamp(%arg0: memref<?x48xf32>, %arg1: memref<?x48xf32>, %arg2: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.111111112 : f32
    %0 = arith.index_cast %arg2 : i32 to index
    affine.for %arg3 = 0 to %0 {
      affine.for %arg4 = 0 to 48 {
        %1 = affine.max #map(%arg3)
        %2 = affine.min #map1(%arg3)[%0]
        %3 = affine.max #map2(%arg4)
        %4 = affine.min #map3(%arg4)
        %5 = memref.load %arg0[%1, %3] : memref<?x48xf32>
        %6 = memref.load %arg0[%1, %arg4] : memref<?x48xf32>
        %7 = memref.load %arg0[%1, %4] : memref<?x48xf32>
        %8 = memref.load %arg0[%arg3, %3] : memref<?x48xf32>
        %9 = affine.load %arg0[%arg3, %arg4] : memref<?x48xf32>
        %10 = memref.load %arg0[%arg3, %4] : memref<?x48xf32>
        %11 = memref.load %arg0[%2, %3] : memref<?x48xf32>
        %12 = memref.load %arg0[%2, %arg4] : memref<?x48xf32>
        %13 = memref.load %arg0[%2, %4] : memref<?x48xf32>
        %14 = arith.addf %5, %6 : f32
        %15 = arith.addf %14, %7 : f32
        %16 = arith.addf %15, %8 : f32
        %17 = arith.addf %16, %9 : f32
        %18 = arith.addf %17, %10 : f32
        %19 = arith.addf %18, %11 : f32
        %20 = arith.addf %19, %12 : f32
        %21 = arith.addf %20, %13 : f32
        %22 = arith.mulf %21, %cst : f32
        affine.store %22, %arg1[%arg3, %arg4] : memref<?x48xf32>
      }
    }
    return
  }
  func.func @smooth_mirror(%arg0: memref<64xf32>, %arg1: memref<64xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c62 = arith.constant 62 : index
    %c63 = arith.constant 63 : index
    %cst = arith.constant 2.500000e-01 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    affine.for %arg2 = 0 to 64 {
      %0 = arith.cmpi eq, %arg2, %c0 : index
      %1 = arith.subi %arg2, %c1 : index
      %2 = arith.select %0, %c1, %1 : index
      %3 = arith.cmpi eq, %arg2, %c63 : index
      %4 = arith.addi %arg2, %c1 : index
      %5 = arith.select %3, %c62, %4 : index
      %6 = memref.load %arg0[%2] : memref<64xf32>
      %7 = affine.load %arg0[%arg2] : memref<64xf32>
      %8 = memref.load %arg0[%5] : memref<64xf32>
      %9 = arith.addf %6, %8 : f32
      %10 = arith.mulf %9, %cst : f32
      %11 = arith.mulf %7, %cst_0 : f32
      %12 = arith.addf %10, %11 : f32
      affine.store %12, %arg1[%arg2] : memref<64xf32>
    }
    return
  }
}
