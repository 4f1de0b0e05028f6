// Polygeist shape of C block-scope scratch arrays without an alloca scope:
// `for (i) { float tmp[16]; for (j) tmp[j] = ...; for (j) out[i][j] =
// tmp[15 - j] + tmp[j]; }` as memref.alloca inside the affine.for body,
// a 0-d scalar alloca accumulator (`float acc;` as memref<f32>) reset and
// read back per row, and a 2-D scratch tile reused by every iteration.
#map = affine_map<(d0) -> (-d0 + 15)>
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @mirror_rows(%arg0: memref<?x16xf32>, %arg1: memref<?x16xf32>, %arg2: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 5.000000e-01 : f32
    %0 = arith.index_cast %arg2 : i32 to index
    affine.for %arg3 = 0 to %0 {
      %alloca = memref.alloca() : memref<16xf32>
      affine.for %arg4 = 0 to 16 {
        %1 = affine.load %arg0[%arg3, %arg4] : memref<?x16xf32>
        %2 = arith.mulf %1, %cst : f32
        affine.store %2, %alloca[%arg4] : memref<16xf32>
      }
      affine.for %arg4 = 0 to 16 {
        %1 = affine.apply #map(%arg4)
        %2 = affine.load %alloca[%1] : memref<16xf32>
        %3 = affine.load %alloca[%arg4] : memref<16xf32>
        %4 = arith.addf %2, %3 : f32
        affine.store %4, %arg1[%arg3, %arg4] : memref<?x16xf32>
      }
    }
    return
  }
  func.func @row_dot(%arg0: memref<8x32xf32>, %arg1: memref<32xf32>, %arg2: memref<8xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloca = memref.alloca() : memref<f32>
    affine.for %arg3 = 0 to 8 {
      affine.store %cst, %alloca[] : memref<f32>
      affine.for %arg4 = 0 to 32 {
        %1 = affine.load %arg0[%arg3, %arg4] : memref<8x32xf32>
        %2 = affine.load %arg1[%arg4] : memref<32xf32>
        %3 = arith.mulf %1, %2 : f32
        %4 = affine.load %alloca[] : memref<f32>
        %5 = arith.addf %4, %3 : f32
        affine.store %5, %alloca[] : memref<f32>
      }
      %0 = affine.load %alloca[] : memref<f32>
      affine.store %0, %arg2[%arg3] : memref<8xf32>
    }
    return
  }
  func.func @tile_transpose(%arg0: memref<16x16xi32>, %arg1: memref<16x16xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %alloca = memref.alloca() : memref<4x4xi32>
    affine.for %arg2 = 0 to 4 {
      affine.for %arg3 = 0 to 4 {
        affine.for %arg4 = 0 to 4 {
          affine.for %arg5 = 0 to 4 {
            %0 = affine.load %arg0[%arg2 * 4 + %arg4, %arg3 * 4 + %arg5] : memref<16x16xi32>
            affine.store %0, %alloca[%arg5, %arg4] : memref<4x4xi32>
          }
        }
        affine.for %arg4 = 0 to 4 {
          affine.for %arg5 = 0 to 4 {
            %0 = affine.load %alloca[%arg4, %arg5] : memref<4x4xi32>
            affine.store %0, %arg1[%arg3 * 4 + %arg4, %arg2 * 4 + %arg5] : memref<16x16xi32>
          }
        }
      }
    }
    return
  }
}
