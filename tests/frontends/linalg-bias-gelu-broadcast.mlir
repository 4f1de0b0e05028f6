// torch-mlir shape after bufferization: Linear + GELU (tanh approximation):
// linalg.matmul into a filled buffer, then one linalg.generic whose bias
// operand has a broadcasting map (d0, d1) -> (d1) and whose body uses
// math.tanh and math.powf, on static shapes.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {torch.debug_module_name = "LinearGelu"} {
  func.func @forward(%arg0: memref<4x16xf32>, %arg1: memref<16x8xf32>, %arg2: memref<8xf32>, %arg3: memref<4x8xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 0.797884583 : f32
    %cst_4 = arith.constant 3.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x8xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<4x16xf32>, memref<16x8xf32>) outs(%alloc : memref<4x8xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg2 : memref<4x8xf32>, memref<8xf32>) outs(%arg3 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %0 = arith.addf %in, %in_5 : f32
      %1 = math.powf %0, %cst_4 : f32
      %2 = arith.mulf %1, %cst_2 : f32
      %3 = arith.addf %0, %2 : f32
      %4 = arith.mulf %3, %cst_3 : f32
      %5 = math.tanh %4 : f32
      %6 = arith.addf %5, %cst_1 : f32
      %7 = arith.mulf %0, %cst_0 : f32
      %8 = arith.mulf %7, %6 : f32
      linalg.yield %8 : f32
    }
    memref.dealloc %alloc : memref<4x8xf32>
    return
  }
}
