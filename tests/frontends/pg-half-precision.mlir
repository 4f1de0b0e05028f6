// Polygeist shape: `_Float16` / `__bf16` arrays: loads of f16 and bf16,
// extension to f32 for the arithmetic, truncation back; a dot product of
// mixed precision with fastmath flags from -ffast-math.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @mixed_dot(%arg0: i32, %arg1: memref<?xf16>, %arg2: memref<?xbf16>, %arg3: memref<?xf16>) -> f32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = affine.for %arg4 = 0 to %0 iter_args(%arg5 = %cst) -> (f32) {
      %2 = affine.load %arg1[%arg4] : memref<?xf16>
      %3 = affine.load %arg2[%arg4] : memref<?xbf16>
      %4 = arith.extf %2 : f16 to f32
      %5 = arith.extf %3 : bf16 to f32
      %6 = arith.mulf %4, %5 fastmath<fast> : f32
      %7 = arith.truncf %6 : f32 to f16
      affine.store %7, %arg3[%arg4] : memref<?xf16>
      %8 = arith.addf %arg5, %6 fastmath<fast> : f32
      affine.yield %8 : f32
    }
    return %1 : f32
  }
}
