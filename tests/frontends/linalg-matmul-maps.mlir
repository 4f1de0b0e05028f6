// torch-mlir / IREE shape in LLVM 22: a matmul with a transposed right-hand
// side written as linalg.matmul with explicit indexing_maps (the form that
// replaced matmul_transpose_b), an i8 x i8 -> i32 quantized matmul with
// extension, and a requantizing linalg.generic.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @matmul_tb(%arg0: memref<4x8xf32>, %arg1: memref<6x8xf32>, %arg2: memref<4x6xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<4x6xf32>)
    linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<4x8xf32>, memref<6x8xf32>) outs(%arg2 : memref<4x6xf32>)
    return
  }
  func.func @qmatmul(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi8>) {
    %c0_i32 = arith.constant 0 : i32
    %c7_i32 = arith.constant 7 : i32
    %c127_i32 = arith.constant 127 : i32
    %c-128_i32 = arith.constant -128 : i32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<4x4xi32>)
    linalg.matmul ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x4xi8>) outs(%alloc : memref<4x4xi32>)
    linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<4x4xi32>) outs(%arg2 : memref<4x4xi8>) {
    ^bb0(%in: i32, %out: i8):
      %0 = arith.shrsi %in, %c7_i32 : i32
      %1 = arith.minsi %0, %c127_i32 : i32
      %2 = arith.maxsi %1, %c-128_i32 : i32
      %3 = arith.trunci %2 : i32 to i8
      linalg.yield %3 : i8
    }
    memref.dealloc %alloc : memref<4x4xi32>
    return
  }
}
