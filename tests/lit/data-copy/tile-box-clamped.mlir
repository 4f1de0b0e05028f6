// The copy loops of a tile's box are clamped to the memref where they could
// leave it: the point loops of this tiled stencil (ScaleHLS' shape) run from
// max(%t, 1) to min(%t + 4, 30), so the reads A[%i - 1] .. A[%i + 1] stay
// inside memref<32x32xi32>, but the bounding box of their union starts at
// %t - 1 and ends at %t + 4 (mlir-opt 22 copies that box and reads A[-1]:
// tests/lit/upstream-bugs/data-copy-tile-box-past-memref-start.mlir). Ours
// runs the copy loops from max(%t - 1, 0) to min(%t + 5, 32), into the same
// buffer at the same offsets; the write box (rows max(%t, 1) ..) stays
// inside and is copied as mlir-opt copies it.
//
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1 skip-non-unit-stride-loops" | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1 skip-non-unit-stride-loops" --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1 fast-mem-capacity=4" | FileCheck %s --check-prefix=CAP
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1 fast-mem-capacity=4" --check-semantics=3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=1 skip-non-unit-stride-loops" | affine-opt -test-memref-bound-check 2>&1 | FileCheck %s --check-prefix=BOUNDS

// SEM: semantic check: @sharpen: same results on 3 of 3 random inputs
// BOUNDS-NOT: error

// CHECK-DAG:   #[[LB:.*]] = affine_map<(d0) -> (d0 - 1, 0)>
// CHECK-DAG:   #[[UB:.*]] = affine_map<(d0) -> (d0 + 5, 32)>
// CHECK-DAG:   #[[PLB:.*]] = affine_map<(d0) -> (d0, 1)>
// CHECK-DAG:   #[[PUB:.*]] = affine_map<(d0) -> (d0 + 4, 30)>
// CHECK-LABEL: func.func @sharpen
// CHECK:       affine.for %[[T:.*]] = 0 to 30 step 4 {
// CHECK-NEXT:    affine.for %[[U:.*]] = 0 to 30 step 4 {
// CHECK:           %[[BUF:.*]] = memref.alloc() : memref<6x6xi32, 1>
// CHECK-NEXT:      affine.for %[[I:.*]] = max #[[LB]](%[[T]]) to min #[[UB]](%[[T]]) {
// CHECK-NEXT:        affine.for %[[J:.*]] = max #[[LB]](%[[U]]) to min #[[UB]](%[[U]]) {
// CHECK-NEXT:          %[[V:.*]] = affine.load %arg0[%[[I]], %[[J]]] : memref<32x32xi32>
// CHECK-NEXT:          affine.store %[[V]], %[[BUF]][%[[I]] - %[[T]] + 1, %[[J]] - %[[U]] + 1] : memref<6x6xi32, 1>
// CHECK:           %[[OUT:.*]] = memref.alloc() : memref<4x4xi32, 1>
// CHECK:             } {hls.unroll}
// CHECK-NEXT:      } {hls.unroll}
// CHECK:           affine.for %[[I2:.*]] = max #[[PLB]](%[[T]]) to min #[[PUB]](%[[T]]) {
// CHECK-NEXT:        affine.for %[[J2:.*]] = max #[[PLB]](%[[U]]) to min #[[PUB]](%[[U]]) {
// CHECK-NEXT:          %[[W:.*]] = affine.load %[[OUT]][%[[I2]] - %[[T]], %[[J2]] - %[[U]]] : memref<4x4xi32, 1>
// CHECK-NEXT:          affine.store %[[W]], %arg1[%[[I2]], %[[J2]]] : memref<32x32xi32>

// CAP-DAG:   #[[LB:.*]] = affine_map<(d0) -> (d0 - 1, 0)>
// CAP-DAG:   #[[UB:.*]] = affine_map<(d0) -> (d0 + 5, 32)>
// CAP-LABEL: func.func @sharpen
// CAP:       affine.for %[[T:.*]] = 0 to 30 step 4 {
// CAP:         %[[BUF:.*]] = memref.alloc() : memref<6x31xi32, 1>
// CAP-NEXT:    affine.for %[[I:.*]] = max #[[LB]](%[[T]]) to min #[[UB]](%[[T]]) {
// CAP-NEXT:      affine.for %[[J:.*]] = 0 to 31 {
// CAP-NEXT:        %[[V:.*]] = affine.load %arg0[%[[I]], %[[J]]] : memref<32x32xi32>
// CAP-NEXT:        affine.store %[[V]], %[[BUF]][%[[I]] - %[[T]] + 1, %[[J]]] : memref<6x31xi32, 1>

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4, 30)>
#map2 = affine_map<(d0) -> (d0, 1)>
module {
  func.func @sharpen(%arg0: memref<32x32xi32>, %arg1: memref<32x32xi32>) attributes {hls.top_func} {
    %c255_i32 = arith.constant 255 : i32
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    affine.for %arg2 = 0 to 30 step 4 {
      affine.for %arg3 = 0 to 30 step 4 {
        affine.for %arg4 = max #map2(%arg2) to min #map1(%arg2) {
          affine.for %arg5 = max #map2(%arg3) to min #map1(%arg3) {
            %0 = affine.load %arg0[%arg4, %arg5] : memref<32x32xi32>
            %1 = arith.shli %0, %c2_i32 : i32
            %2 = affine.load %arg0[%arg4 - 1, %arg5] : memref<32x32xi32>
            %3 = affine.load %arg0[%arg4 + 1, %arg5] : memref<32x32xi32>
            %4 = affine.load %arg0[%arg4, %arg5 - 1] : memref<32x32xi32>
            %5 = affine.load %arg0[%arg4, %arg5 + 1] : memref<32x32xi32>
            %6 = arith.addi %2, %3 : i32
            %7 = arith.addi %4, %5 : i32
            %8 = arith.addi %6, %7 : i32
            %9 = arith.subi %1, %8 : i32
            %10 = arith.addi %9, %0 : i32
            %11 = arith.cmpi sgt, %10, %c255_i32 : i32
            %12 = arith.select %11, %c255_i32, %10 : i32
            %13 = arith.cmpi slt, %12, %c0_i32 : i32
            %14 = arith.select %13, %c0_i32, %12 : i32
            affine.store %14, %arg1[%arg4, %arg5] : memref<32x32xi32>
          } {hls.unroll}
        } {hls.unroll}
      } {hls.pipeline}
    }
    return
  }
}
