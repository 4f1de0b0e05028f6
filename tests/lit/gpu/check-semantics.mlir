// --check-semantics also runs the functions of a gpu.module (its gpu.func
// kernels and func.func helpers, named `module::function`, calls resolved in
// the gpu.module's symbol table) as sequential functions, so passes run on
// kernels are checked. Kernels whose meaning depends on the launch (thread
// or block ids) or that have workgroup/private attributions are reported as
// not checked. (Several kernels run on worker threads: the verification
// after the pass sees each kernel's gpu.module parent there too.)
//
// RUN: affine-opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=2})))" --check-semantics=3 -o %t 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR < %t
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=2})))" | diff %t -
// RUN: affine-opt %s --run=kernels::scale --run-inputs='[[1, 2, 3, 4, 5]]' | FileCheck %s --check-prefix=EXEC
// RUN: affine-opt %s --run=kernels::via_helper --run-inputs='[21]' | FileCheck %s --check-prefix=CALL

// CHECK-DAG: semantic check: @host: same results on 3 of 3 random inputs
// CHECK-DAG: semantic check: @kernels::scale: same results on 3 of 3 random inputs
// CHECK-DAG: semantic check: @kernels::twice: same results on 3 of 3 random inputs
// CHECK-DAG: semantic check: @kernels::via_helper: same results on 3 of 3 random inputs
// CHECK-DAG: semantic check: @kernels::with_ids: not checked
// CHECK-DAG: semantic check: @kernels::with_workgroup: not checked

// The kernel's loop was unrolled (what the check above ran).
// IR-LABEL: gpu.func @scale
// IR:         affine.for %{{.*}} = 0 to 4 step 2
// IR:         affine.store
// IR:         affine.store

// A kernel runs as a function: element i is multiplied by i.
// EXEC: @kernels::scale:
// EXEC: arg0: memref<5xi32> = [0, 2, 6, 12, 20]

// CALL: @kernels::via_helper:
// CALL: ret0: i32 = 42
module attributes {gpu.container_module} {
  func.func @host(%a: index) -> index {
    %c = arith.addi %a, %a : index
    return %c : index
  }
  gpu.module @kernels {
    gpu.func @scale(%A: memref<5xi32>) kernel {
      affine.for %i = 0 to 5 {
        %v = affine.load %A[%i] : memref<5xi32>
        %c = arith.index_cast %i : index to i32
        %w = arith.muli %c, %v : i32
        affine.store %w, %A[%i] : memref<5xi32>
      }
      gpu.return
    }
    func.func @twice(%x: i32) -> i32 {
      %y = arith.addi %x, %x : i32
      return %y : i32
    }
    gpu.func @via_helper(%x: i32) -> i32 {
      %y = func.call @twice(%x) : (i32) -> i32
      gpu.return %y : i32
    }
    gpu.func @with_ids(%A: memref<4xi32>) kernel {
      %t = gpu.thread_id x
      %c = arith.index_cast %t : index to i32
      affine.store %c, %A[0] : memref<4xi32>
      gpu.return
    }
    gpu.func @with_workgroup(%A: memref<4xf32>) workgroup(%w: memref<4xf32, 3>) kernel {
      gpu.return
    }
  }
}
