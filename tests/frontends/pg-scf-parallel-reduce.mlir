// Polygeist shape: `#pragma omp parallel for reduction(+:sum)` over a
// dynamic range, emitted as scf.parallel with an scf.reduce region (the
// non-affine bound comes from an i64 argument cast to index), followed by
// an affine loop that scales by the result.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @omp_normalize(%arg0: memref<?xf32>, %arg1: i64) -> f32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = arith.index_cast %arg1 : i64 to index
    %1 = scf.parallel (%arg2) = (%c0) to (%0) step (%c1) init (%cst) -> f32 {
      %4 = memref.load %arg0[%arg2] : memref<?xf32>
      %5 = arith.mulf %4, %4 : f32
      scf.reduce(%5 : f32) {
      ^bb0(%arg3: f32, %arg4: f32):
        %6 = arith.addf %arg3, %arg4 : f32
        scf.reduce.return %6 : f32
      }
    }
    %2 = math.sqrt %1 : f32
    %3 = arith.divf %cst_0, %2 : f32
    affine.for %arg2 = 0 to %0 {
      %4 = affine.load %arg0[%arg2] : memref<?xf32>
      %5 = arith.mulf %4, %3 : f32
      affine.store %5, %arg0[%arg2] : memref<?xf32>
    }
    return %2 : f32
  }
}
