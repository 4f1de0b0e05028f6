// Polygeist shape of C built with -ffast-math: float arithmetic carrying
// fastmath flags (fast, contract), `__builtin_prefetch` as affine.prefetch,
// and a `switch (op)` on a run-time opcode inside the loop lowered to
// scf.index_switch with a default case; the result stored through affine.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @axpby(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: f32, %arg3: f32, %arg4: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %0 = arith.index_cast %arg4 : i32 to index
    affine.for %arg5 = 0 to %0 {
      affine.prefetch %arg0[%arg5 + 16], read, locality<3>, data : memref<?xf32>
      %1 = affine.load %arg0[%arg5] : memref<?xf32>
      %2 = affine.load %arg1[%arg5] : memref<?xf32>
      %3 = arith.mulf %arg2, %1 fastmath<fast> : f32
      %4 = arith.mulf %arg3, %2 fastmath<fast> : f32
      %5 = arith.addf %3, %4 fastmath<fast> : f32
      affine.store %5, %arg1[%arg5] : memref<?xf32>
    }
    return
  }
  func.func @apply_op(%arg0: memref<128xf32>, %arg1: memref<128xf32>, %arg2: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = arith.index_cast %arg2 : i32 to index
    affine.for %arg3 = 0 to 128 {
      %1 = affine.load %arg0[%arg3] : memref<128xf32>
      %2 = scf.index_switch %0 -> f32
      case 0 {
        %3 = arith.maximumf %1, %cst : f32
        scf.yield %3 : f32
      }
      case 1 {
        %3 = arith.negf %1 fastmath<contract> : f32
        %4 = math.exp %3 fastmath<contract> : f32
        %5 = arith.addf %4, %cst_0 fastmath<contract> : f32
        %6 = arith.divf %cst_0, %5 fastmath<contract> : f32
        scf.yield %6 : f32
      }
      case 2 {
        %3 = math.fma %1, %1, %cst_0 fastmath<contract> : f32
        scf.yield %3 : f32
      }
      default {
        scf.yield %1 : f32
      }
      affine.store %2, %arg1[%arg3] : memref<128xf32>
    }
    return
  }
}
