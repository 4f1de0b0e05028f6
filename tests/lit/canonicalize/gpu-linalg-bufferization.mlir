// Canonicalization of the host gpu ops, linalg.copy and the bufferization
// casts, as mlir-opt 22: a wait with nothing to wait for goes, a wait on one
// token is that token, a copy into a buffer that is only allocated, copied
// into and freed goes (its dependency replaces its token), a buffer copied
// onto itself is not copied, unused to_tensor/to_buffer casts are dead; an
// op of unknown effects (test.value_with_bounds) stays.
// RUN: affine-opt %s -canonicalize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @waits
func.func @waits(%n: index) -> !gpu.async.token {
  // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  gpu.wait
  %unused = gpu.wait async [%t0, %t1]
  // CHECK-NEXT: return %[[T0]]
  return %t1 : !gpu.async.token
}

// -----

// CHECK-LABEL: func.func @trivial_copies
func.func @trivial_copies(%n: index, %src: memref<?xf32>) -> memref<?xf32> {
  // CHECK: %[[T0:.*]] = gpu.wait async
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  // The async copy into %m goes; its dependency is the dealloc's.
  %t2 = gpu.memcpy async [%t1] %m, %src : memref<?xf32>, memref<?xf32>
  // CHECK: %[[M:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]]
  // CHECK-NOT: gpu.memcpy async
  // CHECK: gpu.dealloc async [%[[T1]]] %[[M]]
  %t3 = gpu.dealloc async [%t2] %m : memref<?xf32>
  // A copy into a buffer the function returns stays.
  // CHECK: gpu.memcpy %[[K:.*]], %{{.*}} : memref<?xf32>, memref<?xf32>
  %k = gpu.alloc (%n) : memref<?xf32>
  gpu.memcpy %k, %src : memref<?xf32>, memref<?xf32>
  return %k : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @self_copy_and_casts
func.func @self_copy_and_casts(%a: memref<4xf32>, %b: memref<4xf32>) {
  // CHECK-NEXT: linalg.copy ins(%{{.*}} : memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
  // CHECK-NEXT: %{{.*}} = test.value_with_bounds
  // CHECK-NEXT: return
  linalg.copy ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  %t = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %v = test.value_with_bounds {min = 0 : index, max = 3 : index}
  return
}
