// Host-side gpu ops (async tokens and dependencies, alloc/dealloc,
// memcpy/memset, launch_func) and the subgroup index ops, printed as
// mlir-opt 22 prints them, spaces included.
// RUN: affine-opt %s | FileCheck %s --strict-whitespace
// RUN: %mlir_opt %s | FileCheck %s --strict-whitespace
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK: module attributes {gpu.container_module} {
// CHECK: gpu.module @kernels {
// CHECK: gpu.func @k(%arg0: memref<?xf32>) kernel {
// CHECK-NEXT: %0 = gpu.lane_id
// CHECK-NEXT: %1 = gpu.subgroup_id : index
// CHECK-NEXT: %2 = gpu.num_subgroups : index
// CHECK-NEXT: %3 = gpu.subgroup_size : index
// CHECK-NEXT: gpu.return
// CHECK: func.func @host(%arg0: index, %arg1: f32, %arg2: memref<?xf32>, %arg3: i32) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %memref, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32>
// CHECK-NEXT: %1 = gpu.memcpy async [%asyncToken] %memref, %arg2 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: %2 = gpu.memset async [%1] %memref, %arg1 : memref<?xf32>, f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %3 = gpu.launch_func async [%2] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%memref : memref<?xf32>)
// CHECK-NEXT: gpu.wait [%3]
// CHECK-NEXT: %memref_0 = gpu.alloc  host_shared (%arg0) : memref<?xf32>
// CHECK-NEXT: gpu.memcpy  %memref_0, %memref : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: %4 = gpu.dealloc async [%3] %memref : memref<?xf32>
// CHECK-NEXT: gpu.dealloc  %memref_0 : memref<?xf32>
// CHECK-NEXT: gpu.wait
// CHECK-NEXT: gpu.launch_func  @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  dynamic_shared_memory_size %arg3 args(%memref : memref<?xf32>)
// CHECK-NEXT: return

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<?xf32>) kernel {
      %l = gpu.lane_id
      %s = gpu.subgroup_id : index
      %n = gpu.num_subgroups : index
      %z = gpu.subgroup_size : index
      gpu.return
    }
  }
  func.func @host(%n: index, %v: f32, %src: memref<?xf32>, %sh: i32) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %m, %src : memref<?xf32>, memref<?xf32>
    %t3 = gpu.memset async [%t2] %m, %v : memref<?xf32>, f32
    %c1 = arith.constant 1 : index
    %t4 = gpu.launch_func async [%t3] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    gpu.wait [%t4]
    %m2 = gpu.alloc host_shared (%n) : memref<?xf32>
    gpu.memcpy %m2, %m : memref<?xf32>, memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %m : memref<?xf32>
    gpu.dealloc %m2 : memref<?xf32>
    gpu.wait
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %sh args(%m : memref<?xf32>)
    return
  }
}
