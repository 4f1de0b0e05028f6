// A store whose loop runs `n mod 4` times writes only some elements of
// the 3-element box its copy-out writes back (the copy loop cannot carry
// the `mod`): the box must be copied in first, or the copy-out writes
// back elements the loop never wrote. mlir-opt 22 copies out without the
// copy-in (the same output as ours without it), which overwrites
// arg0[n mod 4 .. 2] with the buffer's uninitialized values.
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=0" | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=0" --check-semantics=20 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// SEM: same results on 20 of 20 random inputs

// CHECK-LABEL: func.func @partial_store
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<3xf32>
// CHECK:       affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:    %[[V:.*]] = affine.load %arg0[%[[I]]] : memref<4xf32>
// CHECK-NEXT:    affine.store %[[V]], %[[BUF]][%[[I]]] : memref<3xf32>
// CHECK:       affine.for %[[R:.*]] = 0 to #{{.*}}()[%arg1] {
// CHECK-NEXT:    affine.store %{{.*}}, %[[BUF]][%[[R]]] : memref<3xf32>
// CHECK:       affine.for %[[J:.*]] = 0 to 3 {
// CHECK-NEXT:    %[[W:.*]] = affine.load %[[BUF]][%[[J]]] : memref<3xf32>
// CHECK-NEXT:    affine.store %[[W]], %arg0[%[[J]]] : memref<4xf32>
func.func @partial_store(%b: memref<4xf32>, %n: index) {
  %c = arith.constant 7.0 : f32
  affine.for %r = 0 to affine_map<()[s0] -> (s0 mod 4)>()[%n] {
    affine.store %c, %b[%r] : memref<4xf32>
  }
  return
}

// A loop bound without division keeps the copy-out alone (the copy loops
// take the region's own bound), as in mlir-opt 22.
// CHECK-LABEL: func.func @whole_store
// CHECK:       memref.alloc
// CHECK-NEXT:  affine.for
// CHECK-NEXT:    affine.store
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.for
// CHECK-NEXT:    affine.load
// CHECK-NEXT:    affine.store
func.func @whole_store(%b: memref<4xf32>, %n: index) {
  %c = arith.constant 7.0 : f32
  affine.for %r = 0 to min affine_map<()[s0] -> (s0, 4)>()[%n] {
    affine.store %c, %b[%r] : memref<4xf32>
  }
  return
}
