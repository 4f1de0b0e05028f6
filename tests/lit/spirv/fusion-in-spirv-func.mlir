// Passes anchored on functions run inside `spirv.func` as in mlir-opt 22
// (MLIR's FunctionOpInterface): producer-consumer fusion there gives the
// reference's output byte for byte. (Not under --check-semantics: the
// interpreter runs func.func only.)
// RUN: affine-opt %s -pass-pipeline='builtin.module(spirv.func(affine-loop-fusion{mode=producer}))' > %t.ours
// RUN: %mlir_opt %s -pass-pipeline='builtin.module(spirv.func(affine-loop-fusion{mode=producer}))' > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours

// CHECK-LABEL: spirv.func @fuse
// CHECK-NEXT:    %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT:    %cst_f32 = spirv.Constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : !spirv.array<64 x f32> to memref<64xf32>
// CHECK-NEXT:    affine.for %arg1 = 0 to 32 {
// CHECK-NEXT:      %1 = affine.load %0[%arg1] : memref<64xf32>
// CHECK-NEXT:      %2 = arith.addf %1, %cst_f32 : f32
// CHECK-NEXT:      affine.store %2, %alloc[0] : memref<1xf32>
// CHECK-NEXT:      %3 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT:      affine.store %3, %0[%arg1] : memref<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    spirv.ReturnValue %arg0 : !spirv.array<64 x f32>
spirv.func @fuse(%arg0: !spirv.array<64 x f32>) -> !spirv.array<64 x f32> "None" {
  %cst = spirv.Constant 0.0 : f32
  %0 = builtin.unrealized_conversion_cast %arg0 : !spirv.array<64 x f32> to memref<64xf32>
  %tmp = memref.alloc() : memref<32xf32>
  affine.for %i = 0 to 32 {
    %v = affine.load %0[%i] : memref<64xf32>
    %w = arith.addf %v, %cst : f32
    affine.store %w, %tmp[%i] : memref<32xf32>
  }
  affine.for %i = 0 to 32 {
    %v = affine.load %tmp[%i] : memref<32xf32>
    affine.store %v, %0[%i] : memref<64xf32>
  }
  spirv.ReturnValue %arg0 : !spirv.array<64 x f32>
}
