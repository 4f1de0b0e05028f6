// The exact cover proof of a write-only region projects the store's loops
// out of its access relation; a `mod` subscript leaves a local variable
// whose dark shadow must not lose points: `%i mod 7` over 0 to 8 writes
// every element of the box [0, 6], so there is no copy-in, byte-identical
// to mlir-opt 22 (the dark shadow of `0 <= x + 7q <= 7` was empty before).
// `(%i * 2) mod 7` over 0 to 4 leaves the odd elements of the box
// unwritten: copied in first (mlir-opt 22 writes garbage back there).
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate=fast-mem-space=0 | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate=fast-mem-space=0 --check-semantics=8 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate=fast-mem-space=0 > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate=fast-mem-space=0 > %t.ref
// RUN: not diff %t.ours %t.ref | FileCheck %s --check-prefix=DIFF

// SEM-COUNT-2: semantic check: @{{.*}}: same results on 8 of 8 random inputs
// DIFF-COUNT-1: < {{.*}} = affine.load %arg0[%arg{{[0-9]+}}] : memref<7xf32>
// DIFF-NOT: affine.load %arg0

// CHECK-LABEL: func.func @covered
// CHECK-NOT:     affine.load %arg0
// CHECK:         return
func.func @covered(%A: memref<7xf32>, %B: memref<2xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %B[%i mod 2] : memref<2xf32>
    affine.store %v, %A[%i mod 7] : memref<7xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @gap
// CHECK:         affine.for %{{.*}} = 0 to 7 {
// CHECK-NEXT:      affine.load %arg0
func.func @gap(%A: memref<7xf32>, %B: memref<2xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %B[%i mod 2] : memref<2xf32>
    affine.store %v, %A[(%i * 2) mod 7] : memref<7xf32>
  }
  return
}
