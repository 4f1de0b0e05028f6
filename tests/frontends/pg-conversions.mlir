// Polygeist shape: quantize `float` to `int8_t` and back (sitofp, fptosi,
// trunci, extsi, clamping with arith.minsi/maxsi); unsigned division by a shift.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @quantize(%arg0: i32, %arg1: memref<?xf32>, %arg2: memref<?xi8>, %arg3: memref<?xf32>, %arg4: f32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c127_i32 = arith.constant 127 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg5 = 0 to %0 {
      %1 = affine.load %arg1[%arg5] : memref<?xf32>
      %2 = arith.divf %1, %arg4 : f32
      %3 = math.roundeven %2 : f32
      %4 = arith.fptosi %3 : f32 to i32
      %5 = arith.minsi %4, %c127_i32 : i32
      %6 = arith.maxsi %5, %c-128_i32 : i32
      %7 = arith.trunci %6 : i32 to i8
      affine.store %7, %arg2[%arg5] : memref<?xi8>
      %8 = arith.extsi %7 : i8 to i32
      %9 = arith.shrsi %8, %c2_i32 : i32
      %10 = arith.shli %9, %c2_i32 : i32
      %11 = arith.sitofp %10 : i32 to f32
      %12 = arith.mulf %11, %arg4 : f32
      affine.store %12, %arg3[%arg5] : memref<?xf32>
    }
    return
  }
}
