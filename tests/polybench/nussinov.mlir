// PolyBench/C 4.2 kernel_nussinov, written by us in the shape a C frontend (Polygeist) emits: i32 sizes cast to index, memref<?xNxf64> arguments. Checked by scripts/polybench-diff.py.
#map = affine_map<(d0)[s0] -> (-d0 + s0)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
#set1 = affine_set<(d0)[s0] : (-d0 + s0 - 2 >= 0)>
module {
  func.func @kernel_nussinov(%arg0: i32, %arg1: memref<?xi8>, %arg2: memref<?x60xi32>) {
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg3 = 0 to %0 {
      affine.for %arg4 = #map(%arg3)[%0] to %0 {
        affine.if #set(%arg4) {
          %1 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x60xi32>
          %2 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4 - 1] : memref<?x60xi32>
          %3 = arith.cmpi sge, %1, %2 : i32
          %4 = arith.select %3, %1, %2 : i32
          affine.store %4, %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x60xi32>
        }
        affine.if #set1(%arg3)[%0] {
          %1 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x60xi32>
          %2 = affine.load %arg2[-%arg3 + symbol(%0), %arg4] : memref<?x60xi32>
          %3 = arith.cmpi sge, %1, %2 : i32
          %4 = arith.select %3, %1, %2 : i32
          affine.store %4, %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x60xi32>
        }
        affine.for %arg5 = #map(%arg3)[%0] to %arg4 {
          %1 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x60xi32>
          %2 = affine.load %arg2[-%arg3 + symbol(%0) - 1, %arg5] : memref<?x60xi32>
          %3 = affine.load %arg2[%arg5 + 1, %arg4] : memref<?x60xi32>
          %4 = arith.addi %2, %3 : i32
          %5 = arith.cmpi sge, %1, %4 : i32
          %6 = arith.select %5, %1, %4 : i32
          affine.store %6, %arg2[-%arg3 + symbol(%0) - 1, %arg4] : memref<?x60xi32>
        }
      }
    }
    return
  }
}
