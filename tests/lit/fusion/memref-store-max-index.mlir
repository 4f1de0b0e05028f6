// A consumer that stores with `memref.store` at an `affine.max` index into
// a memref the producer's slice reads (fusion-mix seed 137, greedy and
// producer modes, reduced). The store writes the element its index names,
// one of the max's results at each instance (here max(j mod 7, 3) = 3),
// not the whole memref: the slice of iteration j reads v[j - 2] < 3, never
// what the store wrote at an earlier iteration. We used to refuse, the
// store counted as writing all of %v; now fused as mlir-opt 22 fuses.
//
// @store_at_max_read_later: the slice reads v[j - 1], and the store of
// iteration 2 writes v[2] (max(2, 2)) before the slice of iteration 3
// reads it: refused (mlir-opt 22 fuses it and the results change).
//
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: sed -n '/func.func @store_at_max(/,/^  }/p' %t.ours > %t.ours.fn
// RUN: sed -n '/func.func @store_at_max(/,/^  }/p' %t.ref > %t.ref.fn
// RUN: diff %t.ref.fn %t.ours.fn
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s --run store_at_max_read_later | sed -n '/^@store_at_max_read_later:/,$p' > %t.run.before
// RUN: affine-opt %t.ref --run store_at_max_read_later | sed -n '/^@store_at_max_read_later:/,$p' > %t.run.ref
// RUN: not diff %t.run.before %t.run.ref

// CHECK-LABEL: func.func @store_at_max(
// CHECK:         affine.for %[[J:.*]] = 2 to 4 {
// CHECK:           affine.store %{{.*}}, %[[P:.*]][0] : memref<1xi64>
// CHECK:           affine.load %[[P]][0] : memref<1xi64>
// CHECK:           memref.store
// CHECK-LABEL: func.func @store_at_max_read_later(
// CHECK:         affine.for %{{.*}} = 0 to 3 {
// CHECK:         affine.for %{{.*}} = 2 to 4 {
// CHECK-NEXT:      affine.load %arg0

// SEM: semantic check: @store_at_max: same results
// SEM: semantic check: @store_at_max_read_later: same results

// REPORT: fused at depth 1: {{.*}}; source nest kept; 1 private buffer(s)
// REPORT: not fused: fusing would change what the program computes: the slice would access memory after the destination wrote it

func.func @store_at_max(%B: memref<3xi64>, %C: memref<8xi32>) {
  %v = memref.subview %C[1] [7] [1] : memref<8xi32> to memref<7xi32, strided<[1], offset: 1>>
  affine.for %i = 0 to 3 {
    %x = affine.load %v[%i] : memref<7xi32, strided<[1], offset: 1>>
    %y = arith.extsi %x : i32 to i64
    affine.store %y, %B[%i] : memref<3xi64>
  }
  affine.for %j = 2 to 4 {
    %b = affine.load %B[%j - 2] : memref<3xi64>
    %m = affine.max affine_map<(d0) -> (d0 mod 7, 3)>(%j)
    %t = arith.trunci %b : i64 to i32
    memref.store %t, %v[%m] : memref<7xi32, strided<[1], offset: 1>>
  }
  return
}
func.func @store_at_max_read_later(%B: memref<3xi64>, %C: memref<8xi32>) {
  %v = memref.subview %C[1] [7] [1] : memref<8xi32> to memref<7xi32, strided<[1], offset: 1>>
  affine.for %i = 0 to 3 {
    %x = affine.load %v[%i + 1] : memref<7xi32, strided<[1], offset: 1>>
    %y = arith.extsi %x : i32 to i64
    affine.store %y, %B[%i] : memref<3xi64>
  }
  affine.for %j = 2 to 4 {
    %b = affine.load %B[%j - 2] : memref<3xi64>
    %m = affine.max affine_map<(d0) -> (d0 mod 7, 2)>(%j)
    %t = arith.trunci %b : i64 to i32
    memref.store %t, %v[%m] : memref<7xi32, strided<[1], offset: 1>>
  }
  return
}
