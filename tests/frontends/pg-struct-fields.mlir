// Polygeist shape: an array of `struct { float x, y; int tag; }` passed as a
// pointer stays in the llvm dialect (llvm.getelementptr on the struct type,
// llvm.load / llvm.store) while the loop over it is affine.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>>, llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @norms(%arg0: !llvm.ptr, %arg1: i32, %arg2: memref<?xf32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.index_cast %arg1 : i32 to index
    affine.for %arg3 = 0 to %0 {
      %1 = arith.index_cast %arg3 : index to i64
      %2 = llvm.getelementptr %arg0[%1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.pt", (f32, f32, i32)>
      %3 = llvm.load %2 : !llvm.ptr -> f32
      %4 = llvm.getelementptr %arg0[%1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.pt", (f32, f32, i32)>
      %5 = llvm.load %4 : !llvm.ptr -> f32
      %6 = arith.mulf %3, %3 : f32
      %7 = arith.mulf %5, %5 : f32
      %8 = arith.addf %6, %7 : f32
      %9 = math.sqrt %8 : f32
      affine.store %9, %arg2[%arg3] : memref<?xf32>
      %10 = llvm.getelementptr %arg0[%1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.pt", (f32, f32, i32)>
      llvm.store %c1_i32, %10 : i32, !llvm.ptr
    }
    return
  }
}
