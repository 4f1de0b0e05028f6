// A memref the range also touches by ops the pass does not model
// (`memref.load`, `memref.store`, calls, ...) is copied only where it is
// read-only in the range: those ops only read it (by their memory effects)
// and nothing in the range may write it. Then the buffer holds what the
// memref holds throughout the range, and the copy is mlir-opt 22's, byte
// for byte (its accesses stay on the memref, as in mlir-opt: a range with
// users of the memref other than affine accesses keeps them all; the
// buffer is copied in and unused). Where the range may write it, the
// memref keeps its accesses and is not copied: mlir-opt 22 copies it and
// the other ops see stale data or lose their writes
// (tests/lit/upstream-bugs/data-copy-non-affine-access.mlir).
//
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 generate-dma=false}))' | FileCheck %s
// RUN: affine-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(affine-data-copy-generate{fast-mem-space=0 generate-dma=false}))' --check-semantics=4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM-COUNT-3: semantic check: @{{.*}}: same results on 4 of 4 random inputs

// CHECK-LABEL: func.func @read_only
// CHECK:       %[[IN:.*]] = memref.alloc() : memref<15xf32>
// CHECK-NEXT:  affine.for %[[K:.*]] = 0 to 15 {
// CHECK-NEXT:    %[[V:.*]] = affine.load %arg0[%[[K]]] : memref<16xf32>
// CHECK-NEXT:    affine.store %[[V]], %[[IN]][%[[K]]] : memref<15xf32>
// CHECK:       %[[OUT:.*]] = memref.alloc() : memref<15xf32>
// CHECK:         memref.load %arg0
// CHECK-NEXT:    affine.load %arg0
// CHECK:         affine.store %{{.*}}, %[[OUT]]
// CHECK:       memref.dealloc %[[OUT]]
// CHECK-NEXT:  memref.dealloc %[[IN]]
func.func @read_only(%A: memref<16xf32>, %B: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 15 {
    %j = arith.addi %i, %c1 : index
    %u = memref.load %A[%j] : memref<16xf32>
    %v = affine.load %A[%i] : memref<16xf32>
    %w = arith.addf %u, %v : f32
    affine.store %w, %B[%i] : memref<16xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @written_by_affine_store
// CHECK-NOT:   memref.alloc
// CHECK:       affine.store %{{.*}}, %arg0
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @written_by_affine_store(%A: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 15 {
    %j = arith.addi %i, %c1 : index
    %u = memref.load %A[%j] : memref<16xf32>
    %v = affine.load %A[%i] : memref<16xf32>
    %w = arith.addf %u, %v : f32
    affine.store %w, %A[%i] : memref<16xf32>
  }
  return
}

// -----

// The memref.store may write %A: only %B is copied.
// CHECK-LABEL: func.func @written_by_memref_store
// CHECK:       %[[OUT:.*]] = memref.alloc() : memref<15xf32>
// CHECK-NOT:   memref.alloc
// CHECK:         %[[V:.*]] = affine.load %arg0
// CHECK-NEXT:    memref.store %[[V]], %arg0
// CHECK-NEXT:    affine.store %[[V]], %[[OUT]]
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @written_by_memref_store(%A: memref<16xf32>, %B: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 15 {
    %j = arith.addi %i, %c1 : index
    %v = affine.load %A[%i] : memref<16xf32>
    memref.store %v, %A[%j] : memref<16xf32>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}
