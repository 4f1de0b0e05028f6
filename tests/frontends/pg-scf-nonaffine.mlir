// Polygeist shape: `for (i = 0; i < n; i += s)` with a run-time stride
// becomes scf.for over index (with an scf.if on the parity of the i32-cast
// index yielding a value), nested inside an affine.for over rows.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @strided_rows(%arg0: i32, %arg1: i32, %arg2: memref<?x64xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant 2.000000e+00 : f32
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg3 = 0 to %0 {
      scf.for %arg4 = %c0 to %c64 step %1 {
        %2 = arith.index_cast %arg4 : index to i32
        %3 = arith.andi %2, %c1_i32 : i32
        %4 = arith.cmpi eq, %3, %c0_i32 : i32
        %5 = memref.load %arg2[%arg3, %arg4] : memref<?x64xf32>
        %6 = scf.if %4 -> (f32) {
          %7 = arith.mulf %5, %cst : f32
          scf.yield %7 : f32
        } else {
          %7 = arith.divf %5, %cst : f32
          scf.yield %7 : f32
        }
        memref.store %6, %arg2[%arg3, %arg4] : memref<?x64xf32>
      }
    }
    return
  }
}
