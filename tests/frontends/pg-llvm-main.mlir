// Polygeist shape of a whole C program: `main(int argc, char **argv)` as an
// llvm.func calling atoi through llvm.getelementptr/llvm.load on argv and a
// func.func kernel on a memref.alloc'd array, freed with memref.dealloc.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>>, llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @atoi(!llvm.ptr) -> i32
  func.func @fill(%arg0: i32, %arg1: memref<?xi32>) attributes {llvm.linkage = #llvm.linkage<internal>} {
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg2 = 0 to %0 {
      %1 = arith.index_cast %arg2 : index to i32
      %2 = arith.muli %1, %c7_i32 : i32
      %3 = arith.xori %2, %1 : i32
      affine.store %3, %arg1[%arg2] : memref<?xi32>
    }
    return
  }
  func.func @main(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %0 = llvm.getelementptr %arg1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %1 = llvm.load %0 : !llvm.ptr -> !llvm.ptr
    %2 = llvm.call @atoi(%1) : (!llvm.ptr) -> i32
    %3 = arith.index_cast %2 : i32 to index
    %alloc = memref.alloc(%3) : memref<?xi32>
    call @fill(%2, %alloc) : (i32, memref<?xi32>) -> ()
    %4 = affine.load %alloc[0] : memref<?xi32>
    memref.dealloc %alloc : memref<?xi32>
    %5 = arith.cmpi eq, %4, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    return %6 : i32
  }
}
