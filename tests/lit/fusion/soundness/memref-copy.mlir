// memref.copy reading or writing a buffer between a producer and a consumer:
// a copy that reads the buffer keeps it from being privatized (the fused nest
// still writes it, before the copy); a copy that overwrites it leaves no
// insertion point for the producer, so nothing is fused. Identical to
// mlir-opt 22 (sound here), and checked with our interpreter.
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion > %t.mlir
// RUN: diff %t.ours %t.mlir

// CHECK-LABEL: func.func @copy_reads
// CHECK:         memref.alloc() : memref<8xf32>
// CHECK:         affine.for
// CHECK:           affine.store %{{.*}}, %[[T:.*]][%{{.*}}] : memref<8xf32>
// CHECK:           affine.load %[[T]]
// CHECK-NOT:     affine.for
// CHECK:         memref.copy %[[T]]
// SEM: @copy_reads: same results on 5 of 5 random inputs
func.func @copy_reads(%in: memref<8xf32>, %snap: memref<8xf32>, %out: memref<8xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 8 {
    %x = affine.load %in[%i] : memref<8xf32>
    %y = arith.mulf %x, %c : f32
    affine.store %y, %t[%i] : memref<8xf32>
  }
  memref.copy %t, %snap : memref<8xf32> to memref<8xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %t[%i] : memref<8xf32>
    %y = arith.addf %x, %c : f32
    affine.store %y, %out[%i] : memref<8xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @copy_overwrites
// CHECK:         affine.for
// CHECK:         memref.copy
// CHECK:         affine.for
// SEM: @copy_overwrites: same results on 5 of 5 random inputs
func.func @copy_overwrites(%in: memref<8xf32>, %other: memref<8xf32>, %out: memref<8xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 8 {
    %x = affine.load %in[%i] : memref<8xf32>
    %y = arith.mulf %x, %c : f32
    affine.store %y, %t[%i] : memref<8xf32>
  }
  memref.copy %other, %t : memref<8xf32> to memref<8xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %t[%i] : memref<8xf32>
    %y = arith.addf %x, %c : f32
    affine.store %y, %out[%i] : memref<8xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}
