// A kept producer that stores a value, reads it back and copies it
// through a view of the same buffer, into a consumer that reads one of the
// two memrefs (fusion-mix seed 2175, reduced, and the seed itself). mlir-opt
// 22 makes the memref the consumer reads private. We used to keep it
// shared: the producer writes the buffer through the other memref ("not
// made private: ... would not see a write through ..."). But each such
// write is copied into the private memref at once, onto the same element
// (@copy: the store into %T, read back and stored into %v, now private),
// or the write into the private memref is read back and copied through
// the other memref, writing the value the kept producer left there (@seed2175,
// greedy mode: %tmp1 private, its value copied through %view4). Output
// identical to mlir-opt 22 in the three modes.
//
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: %mlir_opt %s -affine-loop-fusion=mode=producer > %t.ref.producer
// RUN: diff %t.ref.producer %t.ours.producer
// RUN: affine-opt %s -affine-loop-fusion=mode=sibling > %t.ours.sibling
// RUN: %mlir_opt %s -affine-loop-fusion=mode=sibling > %t.ref.sibling
// RUN: diff %t.ref.sibling %t.ours.sibling
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// CHECK-LABEL: func.func @copy
// CHECK:         %[[P:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         %[[T:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK:         affine.for %[[J:.*]] = 0 to 7 {
// CHECK:           affine.store %{{.*}}, %[[T]][%[[J]]]
// CHECK-NEXT:      %[[C:.*]] = affine.load %[[T]][%[[J]]]
// CHECK-NEXT:      affine.store %[[C]], %[[P]][0]
// CHECK-NEXT:      affine.load %[[P]][0]
// CHECK-LABEL: func.func @seed2175

// SEM: semantic check: @copy: same results
// SEM: semantic check: @seed2175: same results

// REPORT: fused at depth 1: {{.*}}; source nest kept; 1 private buffer(s)
// REPORT-NOT: not made private

func.func @copy(%A: memref<8xf32>, %O: memref<8xf32>) {
  %T = memref.alloc() : memref<8xf32>
  %v = memref.subview %T[0] [8] [1] : memref<8xf32> to memref<8xf32, strided<[1]>>
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %b = arith.mulf %a, %a : f32
    affine.store %b, %T[%i] : memref<8xf32>
    %c = affine.load %T[%i] : memref<8xf32>
    affine.store %c, %v[%i] : memref<8xf32, strided<[1]>>
  }
  affine.for %j = 0 to 7 {
    %d = affine.load %v[%j] : memref<8xf32, strided<[1]>>
    %e = arith.addf %d, %d : f32
    affine.store %e, %O[%j] : memref<8xf32>
  }
  memref.dealloc %T : memref<8xf32>
  return
}
func.func @seed2175(%arg0: memref<6xf32>, %sym0: index, %sym1: index) {
  %c0 = arith.constant 6 : index
  %tmp1 = memref.alloc() : memref<8xi32>
  %tmp2 = memref.alloc() : memref<7xf32>
  %view3 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32>
  %view4 = memref.subview %tmp1[0] [8] [1] : memref<8xi32> to memref<8xi32, strided<[1], offset: 0>>
  affine.for %i5 = 0 to 8 {
    %v6 = affine.load %arg0[(((%i5 + 1) + -1) floordiv 2)] : memref<6xf32>
    %v7 = affine.load %view3[((%i5 + 1) mod 2), ((%i5 + -1) mod 3)] : memref<2x3xf32>
    %v9 = arith.cmpf olt, %v6, %v6 : f32
    %v8 = arith.select %v9, %v6, %v6 : f32
    %v10 = arith.fptosi %v6 : f32 to i32
    %cst12 = arith.constant 7 : i32
    %v11 = arith.floordivsi %v10, %cst12 : i32
    affine.store %v11, %tmp1[%i5] : memref<8xi32>
  }
  affine.for %i13 = 0 to 8 {
    %v14 = affine.load %tmp1[((%i13 + 1) + -1)] : memref<8xi32>
    %v15 = affine.load %tmp1[((%i13 + -1) + 1)] : memref<8xi32>
    %v16 = arith.extsi %v15 : i32 to i64
    %cst18 = arith.constant 2 : i64
    %v17 = arith.addi %v16, %cst18 : i64
    %cst20 = arith.constant 8 : i32
    %v21 = arith.remsi %v14, %cst20 : i32
    %v19 = arith.sitofp %v21 : i32 to f32
    %cst23 = arith.constant 3 : i32
    %v24 = arith.remsi %v15, %cst23 : i32
    %v22 = arith.sitofp %v24 : i32 to f32
    %v25 = arith.minimumf %v19, %v22 : f32
    affine.store %v14, %view4[%i13] : memref<8xi32, strided<[1], offset: 0>>
  }
  affine.for %i26 = 0 to 7 {
    %v27 = affine.load %view4[((%i26 + -1) + 1)] : memref<8xi32, strided<[1], offset: 0>>
    %cst28 = arith.constant -1.0 : f32
    affine.store %cst28, %tmp2[%i26] : memref<7xf32>
  }
  memref.dealloc %tmp1 : memref<8xi32>
  memref.dealloc %tmp2 : memref<7xf32>
  return
}
