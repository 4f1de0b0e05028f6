// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect | affine-opt --allow-unregistered-dialect | FileCheck %s

// Custom form of the gpu ops used with affine code: gpu.module, gpu.func
// (attributions, kernel flag, results), gpu.launch (async, clusters,
// dynamic shared memory, kernel symbols, workgroup attributions), the
// dimension ops with their suggested result names, barrier, return and
// terminator. Expected output taken from mlir-opt 22.

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @kernels attributes {tag = 7 : i64} {
// CHECK-NEXT: gpu.func @kern(%arg0: memref<8xf32>, %arg1: index) workgroup(%arg2 : memref<32xf32, 3>) private(%arg3 : memref<4xf32, 5>) kernel {
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y upper_bound 16
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %global_id_y = gpu.global_id  y
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %arg2[%arg4 + symbol(%thread_id_x)] : memref<32xf32, 3>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @helper(%arg0: index) -> index {
// CHECK-NEXT: gpu.return %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @empty {
// CHECK-NEXT: }
// CHECK-NEXT: func.func @launch(%arg0: memref<?xf32>, %arg1: !gpu.async.token, %arg2: i32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c4, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c4, %arg13 = %c1, %arg14 = %c1) {
// CHECK-NEXT: affine.for %arg15 = %arg6 to 16 step 4 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg15] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: %0 = gpu.launch async [%arg1] clusters(%arg15, %arg16, %arg17) in (%arg18 = %c1, %arg19 = %c1, %arg20 = %c1) blocks(%arg3, %arg4, %arg5) in (%arg9 = %c4, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c4, %arg13 = %c1, %arg14 = %c1) dynamic_shared_memory_size %arg2 module(@kernels) function(@kern) workgroup(%arg21 : memref<16xf32, 3>) {
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: } {marker}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "gpu.module"() <{sym_name = "kernels"}> ({
// GENERIC: %5 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC: %6 = "gpu.block_id"() <{dimension = #gpu<dim y>, upper_bound = 16 : index}> : () -> index
// GENERIC: "gpu.barrier"() : () -> ()
// GENERIC: "gpu.return"() : () -> ()
// GENERIC: }) {gpu.kernel, sym_name = "kern", workgroup_attributions = 1 : i64} : () -> ()
// GENERIC: "gpu.return"(%arg35) : (index) -> ()
// GENERIC: }) {sym_name = "helper", workgroup_attributions = 0 : i64} : () -> ()
// GENERIC: "gpu.launch"(%1, %0, %0, %1, %0, %0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
// GENERIC: }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
// GENERIC: %2 = "gpu.launch"(%arg1, %1, %0, %0, %1, %0, %0, %0, %0, %0, %arg2) <{function = @kern, module = @kernels, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>}> ({
// GENERIC: }) {marker, workgroup_attributions = 1 : i64} : (!gpu.async.token, index, index, index, index, index, index, index, index, index, i32) -> !gpu.async.token

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {tag = 7} {
    gpu.func @kern(%buf: memref<8xf32>, %n: index) workgroup(%ws : memref<32xf32, 3>) private(%ps : memref<4xf32, 5>) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id y upper_bound 16
      %bdim = gpu.block_dim z
      %gdim = gpu.grid_dim x
      %gid = gpu.global_id y
      affine.for %i = 0 to 8 {
        %v = affine.load %buf[%i] : memref<8xf32>
        affine.store %v, %ws[%i + symbol(%tid)] : memref<32xf32, 3>
      }
      gpu.barrier
      gpu.return
    }
    gpu.func @helper(%x: index) -> index {
      gpu.return %x : index
    }
  }
  gpu.module @empty {
  }
  func.func @launch(%m: memref<?xf32>, %dep: !gpu.async.token, %smem: i32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      affine.for %i = %tx to 16 step 4 {
        %v = affine.load %m[%i] : memref<?xf32>
      }
      gpu.terminator
    }
    %tok = gpu.launch async [%dep] clusters(%cx, %cy, %cz) in (%csx = %c1, %csy = %c1, %csz = %c1)
               blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
               dynamic_shared_memory_size %smem module(@kernels) function(@kern)
               workgroup(%w : memref<16xf32, 3>) {
      %t = gpu.thread_id z
      gpu.terminator
    } {marker}
    return
  }
}
