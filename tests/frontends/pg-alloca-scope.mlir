// Polygeist shape: a block-scoped local array (`{ double row[32]; ... }`
// inside the loop body) becomes memref.alloca inside memref.alloca_scope;
// scf.execute_region wraps a statement expression yielding a value.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @row_scaled(%arg0: i32, %arg1: memref<?x32xf64>, %arg2: memref<?xf64>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg3 = 0 to %0 {
      memref.alloca_scope  {
        %alloca = memref.alloca() : memref<32xf64>
        affine.for %arg4 = 0 to 32 {
          %2 = affine.load %arg1[%arg3, %arg4] : memref<?x32xf64>
          %3 = arith.mulf %2, %2 : f64
          affine.store %3, %alloca[%arg4] : memref<32xf64>
        }
        %1 = scf.execute_region -> f64 {
          %2 = affine.for %arg4 = 0 to 32 iter_args(%arg5 = %cst) -> (f64) {
            %3 = affine.load %alloca[%arg4] : memref<32xf64>
            %4 = arith.addf %arg5, %3 : f64
            affine.yield %4 : f64
          }
          scf.yield %2 : f64
        }
        affine.store %1, %arg2[%arg3] : memref<?xf64>
      }
    }
    return
  }
}
