// Polygeist shape: a 3x3 box blur on an 8-bit grayscale image (`unsigned
// char`): i8 loads zero-extended to i32, a sum over the window as two
// constant-bound inner loops with iter_args, division by 9, trunci back, and
// the border copied by separate loops.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @blur3x3(%arg0: memref<32x48xi8>, %arg1: memref<32x48xi8>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c9_i32 = arith.constant 9 : i32
    affine.for %arg2 = 1 to 31 {
      affine.for %arg3 = 1 to 47 {
        %0 = affine.for %arg4 = -1 to 2 iter_args(%arg5 = %c0_i32) -> (i32) {
          %3 = affine.for %arg6 = -1 to 2 iter_args(%arg7 = %arg5) -> (i32) {
            %4 = affine.load %arg0[%arg2 + %arg4, %arg3 + %arg6] : memref<32x48xi8>
            %5 = arith.extui %4 : i8 to i32
            %6 = arith.addi %arg7, %5 : i32
            affine.yield %6 : i32
          }
          affine.yield %3 : i32
        }
        %1 = arith.divui %0, %c9_i32 : i32
        %2 = arith.trunci %1 : i32 to i8
        affine.store %2, %arg1[%arg2, %arg3] : memref<32x48xi8>
      }
    }
    affine.for %arg2 = 0 to 48 {
      %0 = affine.load %arg0[0, %arg2] : memref<32x48xi8>
      affine.store %0, %arg1[0, %arg2] : memref<32x48xi8>
      %1 = affine.load %arg0[31, %arg2] : memref<32x48xi8>
      affine.store %1, %arg1[31, %arg2] : memref<32x48xi8>
    }
    affine.for %arg2 = 1 to 31 {
      %0 = affine.load %arg0[%arg2, 0] : memref<32x48xi8>
      affine.store %0, %arg1[%arg2, 0] : memref<32x48xi8>
      %1 = affine.load %arg0[%arg2, 47] : memref<32x48xi8>
      affine.store %1, %arg1[%arg2, 47] : memref<32x48xi8>
    }
    return
  }
}
