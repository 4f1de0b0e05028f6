// Point-wise copies of -affine-data-copy-generate: buffers in memory space
// 0, copies placed right inside the tile-space loops (their non-unit steps
// are skipped), hoisted above the loops a region does not depend on, and
// byte-identical to mlir-opt 22.
//
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="fast-mem-space=0 skip-non-unit-stride-loops" | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="fast-mem-space=0 skip-non-unit-stride-loops" > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-data-copy-generate="fast-mem-space=0 skip-non-unit-stride-loops" > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate="fast-mem-space=0 skip-non-unit-stride-loops" --check-semantics=3 -o /dev/null
// RUN: affine-opt %s -split-input-file -affine-data-copy-generate --check-semantics=3 -o /dev/null

// CHECK-LABEL: func.func @tiled_matmul
// CHECK:       affine.for %[[I:.*]] = 0 to 32 step 8 {
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 32 step 8 {
// The accumulator's region does not depend on %k: copied around the k loop.
// CHECK:           %[[BUFC:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK:           affine.store %{{.*}}, %[[BUFC]][%{{.*}} - %[[I]], %{{.*}} - %[[J]]] : memref<8x8xf32>
// CHECK:           affine.for %[[K:.*]] = 0 to 32 step 8 {
// CHECK:             %[[BUFA:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK:             %[[BUFB:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK:             affine.load %[[BUFA]][-%[[I]] + %{{.*}}, -%[[K]] + %{{.*}}] : memref<8x8xf32>
// CHECK:             memref.dealloc %[[BUFB]] : memref<8x8xf32>
// CHECK-NEXT:        memref.dealloc %[[BUFA]] : memref<8x8xf32>
// CHECK-NEXT:      }
// Copy-out of the accumulator after the k loop.
// CHECK:           affine.load %[[BUFC]][%{{.*}} - %[[I]], %{{.*}} - %[[J]]] : memref<8x8xf32>
// CHECK:           memref.dealloc %[[BUFC]] : memref<8x8xf32>
func.func @tiled_matmul(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>) {
  affine.for %i = 0 to 32 step 8 {
    affine.for %j = 0 to 32 step 8 {
      affine.for %k = 0 to 32 step 8 {
        affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {
          affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 8)>(%j) {
            affine.for %kk = affine_map<(d0) -> (d0)>(%k) to affine_map<(d0) -> (d0 + 8)>(%k) {
              %a = affine.load %A[%ii, %kk] : memref<32x32xf32>
              %b = affine.load %B[%kk, %jj] : memref<32x32xf32>
              %c = affine.load %C[%ii, %jj] : memref<32x32xf32>
              %p = arith.mulf %a, %b : f32
              %s = arith.addf %c, %p : f32
              affine.store %s, %C[%ii, %jj] : memref<32x32xf32>
            }
          }
        }
      }
    }
  }
  return
}

// -----

// A partial last tile: the copy loops keep the `min` upper bound.
// CHECK-LABEL: func.func @partial_tile
// CHECK:         %[[BUF:.*]] = memref.alloc() : memref<10xf32>
// CHECK-NEXT:    affine.for %{{.*}} = #{{.*}}(%{{.*}}) to min #{{.*}}(%{{.*}}) {
func.func @partial_tile(%A: memref<95xf32>) {
  affine.for %i = 0 to 95 step 10 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (95, d0 + 10)>(%i) {
      %v = affine.load %A[%ii] : memref<95xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %A[%ii] : memref<95xf32>
    }
  }
  return
}

// -----

// Memrefs in another integer memory space are left alone; a memref
// allocated inside the range is not copied.
// CHECK-LABEL: func.func @spaces_and_local_allocs
// CHECK-NOT:     memref<16xf32, 2>, {{.*}}alloc
// CHECK:         affine.load %{{.*}}[%{{.*}}] : memref<16xf32, 2>
func.func @spaces_and_local_allocs(%F: memref<16xf32, 2>, %v: f32) {
  affine.for %i = 0 to 4 {
    %L = memref.alloc() : memref<16xf32>
    affine.for %j = 0 to 16 {
      %x = affine.load %F[%j] : memref<16xf32, 2>
      affine.store %x, %L[%j] : memref<16xf32>
    }
    memref.dealloc %L : memref<16xf32>
  }
  return
}
