// RUN: affine-opt %s -test-memref-dependence-check -verify-diagnostics > /dev/null
// RUN: %mlir_opt %s -test-memref-dependence-check -verify-diagnostics > /dev/null

// The arguments of a gpu.func kernel are distinct memrefs, as those of a
// func.func are: accesses to two of them are independent, accesses to one
// of them depend on each other as usual.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy_scale(%in: memref<8xf32>, %out: memref<8xf32>) kernel {
      affine.for %i = 0 to 8 {
        %v = affine.load %in[%i] : memref<8xf32>
        // expected-remark@above {{dependence from 0 to 0 at depth 1 = false}}
        // expected-remark@above {{dependence from 0 to 0 at depth 2 = false}}
        // expected-remark@above {{dependence from 0 to 1 at depth 1 = false}}
        // expected-remark@above {{dependence from 0 to 1 at depth 2 = false}}
        // expected-remark@above {{dependence from 0 to 2 at depth 1 = false}}
        // expected-remark@above {{dependence from 0 to 2 at depth 2 = false}}
        affine.store %v, %out[%i] : memref<8xf32>
        // expected-remark@above {{dependence from 1 to 0 at depth 1 = false}}
        // expected-remark@above {{dependence from 1 to 0 at depth 2 = false}}
        // expected-remark@above {{dependence from 1 to 1 at depth 1 = false}}
        // expected-remark@above {{dependence from 1 to 1 at depth 2 = false}}
        // expected-remark@above {{dependence from 1 to 2 at depth 1 = false}}
        // expected-remark@above {{dependence from 1 to 2 at depth 2 = true}}
        %w = affine.load %out[%i] : memref<8xf32>
        // expected-remark@above {{dependence from 2 to 0 at depth 1 = false}}
        // expected-remark@above {{dependence from 2 to 0 at depth 2 = false}}
        // expected-remark@above {{dependence from 2 to 1 at depth 1 = false}}
        // expected-remark@above {{dependence from 2 to 1 at depth 2 = false}}
        // expected-remark@above {{dependence from 2 to 2 at depth 1 = false}}
        // expected-remark@above {{dependence from 2 to 2 at depth 2 = false}}
      }
      gpu.return
    }
  }
}
