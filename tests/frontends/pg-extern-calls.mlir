// Polygeist shape of C calling functions of other translation units:
// external declarations (`float noise(int);`, `void log_row(float *, int);`)
// as private func.func without a body called inside and between affine
// nests; the external call taking the buffer sits between a producer and
// a consumer nest of the same array. A defined `static` helper with a
// memref argument is called per row too.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func private @noise(i32) -> f32 attributes {llvm.linkage = #llvm.linkage<external>}
  func.func private @log_row(memref<?xf32>, i32) attributes {llvm.linkage = #llvm.linkage<external>}
  func.func @perturb(%arg0: memref<64xf32>, %arg1: memref<64xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c64_i32 = arith.constant 64 : i32
    %cast = memref.cast %arg0 : memref<64xf32> to memref<?xf32>
    affine.for %arg2 = 0 to 64 {
      %0 = arith.index_cast %arg2 : index to i32
      %1 = func.call @noise(%0) : (i32) -> f32
      %2 = affine.load %arg0[%arg2] : memref<64xf32>
      %3 = arith.addf %2, %1 : f32
      affine.store %3, %arg0[%arg2] : memref<64xf32>
    }
    func.call @log_row(%cast, %c64_i32) : (memref<?xf32>, i32) -> ()
    affine.for %arg2 = 0 to 64 {
      %0 = affine.load %arg0[%arg2] : memref<64xf32>
      %1 = arith.mulf %0, %0 : f32
      affine.store %1, %arg1[%arg2] : memref<64xf32>
    }
    return
  }
  func.func private @row_max(%arg0: memref<16xf32>) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %cst = arith.constant 0xFF800000 : f32
    %0 = affine.for %arg1 = 0 to 16 iter_args(%arg2 = %cst) -> (f32) {
      %1 = affine.load %arg0[%arg1] : memref<16xf32>
      %2 = arith.maximumf %arg2, %1 : f32
      affine.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @normalize_rows(%arg0: memref<8x16xf32>, %arg1: memref<8x16xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %alloca = memref.alloca() : memref<16xf32>
    affine.for %arg2 = 0 to 8 {
      affine.for %arg3 = 0 to 16 {
        %1 = affine.load %arg0[%arg2, %arg3] : memref<8x16xf32>
        affine.store %1, %alloca[%arg3] : memref<16xf32>
      }
      %0 = func.call @row_max(%alloca) : (memref<16xf32>) -> f32
      affine.for %arg3 = 0 to 16 {
        %1 = affine.load %alloca[%arg3] : memref<16xf32>
        %2 = arith.subf %1, %0 : f32
        affine.store %2, %arg1[%arg2, %arg3] : memref<8x16xf32>
      }
    }
    return
  }
}
