// The super-vectorizer vectorizes loads and stores only through memrefs whose
// layout is the identity map (MLIR 22's isContiguousAccess asks
// getLayout().isIdentity() and emits "NYI: non-trivial layout map" on an
// access through any other layout, without failing the pass). A strided
// layout's map is offset + sum of d_i * stride_i, the identity only for
// strided<[1]> of rank 1 (offset 0): a subview of a whole 1-D memref is
// vectorized, strided<[4, 1]>, an offset, a dynamic stride, strided<[]> of
// rank 0 and a shifted affine_map are not. Output and errors are
// mlir-opt 22's; every function computes what it computed.
//
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" 2>/dev/null | FileCheck %s
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" > %t.ours 2>&1
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=4" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" --check-semantics=2 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM-NOT: computes something else
// SEM-NOT: not checked

// CHECK-LABEL: func.func @unit_stride
// CHECK:         affine.for %{{.*}} = 0 to 16 step 4 {
// CHECK:           vector.transfer_read %arg0[%{{.*}}], %{{.*}} : memref<16xf32, strided<[1]>>, vector<4xf32>
// CHECK:           vector.transfer_write %{{.*}}, %arg1[%{{.*}}] : vector<4xf32>, memref<16xf32>
// SEM: @unit_stride: same results
func.func @unit_stride(%A: memref<16xf32, strided<[1]>>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32, strided<[1]>>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// An explicit zero offset is the same layout.
// CHECK-LABEL: func.func @zero_offset
// CHECK:         vector.transfer_read %arg0[%{{.*}}], %{{.*}} : memref<16xf32, strided<[1]>>, vector<4xf32>
// SEM: @zero_offset: same results
func.func @zero_offset(%A: memref<16xf32, strided<[1], offset: 0>>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32, strided<[1], offset: 0>>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// A store through the subview of a whole buffer.
// CHECK-LABEL: func.func @subview_store
// CHECK:         %[[S:.*]] = memref.subview
// CHECK:         vector.transfer_read %arg1[%{{.*}}], %{{.*}} : memref<16xf32>, vector<4xf32>
// CHECK:         vector.transfer_write %{{.*}}, %[[S]][%{{.*}}] : vector<4xf32>, memref<16xf32, strided<[1]>>
// SEM: @subview_store: same results
func.func @subview_store(%A: memref<16xf32>, %B: memref<16xf32>) {
  %s = memref.subview %A[0] [16] [1] : memref<16xf32> to memref<16xf32, strided<[1]>>
  affine.for %i = 0 to 16 {
    %v = affine.load %B[%i] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %s[%i] : memref<16xf32, strided<[1]>>
  }
  return
}

// ERR: [[#@LINE+6]]:10: error: NYI: non-trivial layout map
// CHECK-LABEL: func.func @offset
// CHECK-NOT:     vector.transfer_read
// SEM: @offset: same results
func.func @offset(%A: memref<16xf32, strided<[1], offset: 2>>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32, strided<[1], offset: 2>>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// Rank 2: both loops are candidates, each access is refused once per loop.
// ERR: [[#@LINE+8]]:12: error: NYI: non-trivial layout map
// ERR: [[#@LINE+7]]:12: error: NYI: non-trivial layout map
// CHECK-LABEL: func.func @rows
// CHECK-NOT:     vector.transfer_read
// SEM: @rows: same results
func.func @rows(%A: memref<4x4xf32, strided<[4, 1]>>, %B: memref<4x4xf32>) {
  affine.for %j = 0 to 4 {
    affine.for %i = 0 to 4 {
      %v = affine.load %A[%j, %i] : memref<4x4xf32, strided<[4, 1]>>
      affine.store %v, %B[%j, %i] : memref<4x4xf32>
    }
  }
  return
}

// ERR: [[#@LINE+6]]:10: error: NYI: non-trivial layout map
// CHECK-LABEL: func.func @dynamic_stride
// CHECK-NOT:     vector.transfer_read
// SEM: @dynamic_stride: same results
func.func @dynamic_stride(%A: memref<16xf32, strided<[?]>>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32, strided<[?]>>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// Rank 0: strided<[]> maps () to (0), not the identity, though the load is
// invariant along the loop.
// ERR: [[#@LINE+6]]:10: error: NYI: non-trivial layout map
// CHECK-LABEL: func.func @scalar
// CHECK-NOT:     vector.transfer_read
// SEM: @scalar: same results
func.func @scalar(%A: memref<f32, strided<[]>>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[] : memref<f32, strided<[]>>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}

// ERR: [[#@LINE+6]]:10: error: NYI: non-trivial layout map
// CHECK-LABEL: func.func @shifted_map
// CHECK-NOT:     vector.transfer_read
// SEM: @shifted_map: same results
func.func @shifted_map(%A: memref<16xf32, affine_map<(d0) -> (d0 + 1)>>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32, affine_map<(d0) -> (d0 + 1)>>
    affine.store %v, %B[%i] : memref<16xf32>
  }
  return
}
