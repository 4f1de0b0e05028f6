// affine-loop-unroll runs on gpu.func as on func.func (it is anchored on any
// function), nested in gpu.module.
//
// RUN: affine-opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=-1})))" > %t
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=-1})))" | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=2}),func.func(affine-loop-unroll{unroll-factor=2})))" > %t2
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=2}),func.func(affine-loop-unroll{unroll-factor=2})))" | diff %t2 -
// The unrolled kernel computes what the original does:
// RUN: affine-opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=-1})))" --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=2}),func.func(affine-loop-unroll{unroll-factor=2})))" --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// SEM: semantic check: @kernels::kernel: same results on 3 of 3 random inputs

// CHECK-LABEL: gpu.func @kernel
// CHECK-NOT:     affine.for
// CHECK:         gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%A: memref<4xf32>) kernel {
      affine.for %i = 0 to 4 {
        %v = affine.load %A[%i] : memref<4xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %A[%i] : memref<4xf32>
      }
      gpu.return
    }
  }
}
