// A kept producer that writes back through %A what it reads through a
// view %v of the same buffer, into a consumer that reads %A and writes %v
// (fusion-mix seed 2317, reduced). mlir-opt 22 makes %A private to the
// fused nest. The consumer's write through %v at iteration j is read
// through %A at a later iteration (2j, 2j + 1): a private copy of %A would
// hide it, and we used to keep %A shared ("not made private: ... would not
// see a write through" the view). But the slice copies into the private
// buffer what the buffer holds when it runs, through %v: at the start of
// each iteration, after every earlier write through the view. So the
// private buffer is sound where each read follows the view writes of its
// element only at earlier iterations of the loops around the slice, and
// the slice's load may read what the consumer wrote (it only fills the
// private buffer). Output identical to mlir-opt 22.
//
// @same_iteration: the consumer writes the element through the view in
// the same iteration, before it reads it through %A; the slice ran before
// that write. Still refused (mlir-opt 22 miscompiles it: its private copy
// misses the write, and %A[2] differs).
//
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: sed -n '/func.func @reload/,/^  }/p' %t.ours > %t.ours.reload
// RUN: sed -n '/func.func @reload/,/^  }/p' %t.ref > %t.ref.reload
// RUN: diff %t.ref.reload %t.ours.reload
// RUN: affine-opt %s -affine-loop-fusion=mode=producer > %t.ours.producer
// RUN: FileCheck %s < %t.ours.producer
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s --run reload | sed -n '/^@reload:/,$p' > %t.run.before
// RUN: affine-opt %t.ref --run reload | sed -n '/^@reload:/,$p' > %t.run.ref
// RUN: diff %t.run.before %t.run.ref
// RUN: affine-opt %s --run same_iteration | sed -n '/^@same_iteration:/,$p' > %t.run2.before
// RUN: affine-opt %t.ref --run same_iteration | sed -n '/^@same_iteration:/,$p' > %t.run2.ref
// RUN: not diff %t.run2.before %t.run2.ref

// CHECK-LABEL: func.func @reload
// CHECK:         %[[P:.*]] = memref.alloc() : memref<1xi32>
// CHECK:         %[[V:.*]] = memref.subview %arg0
// CHECK:         affine.for
// CHECK:         affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT:      %[[E:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK-NEXT:      %[[X:.*]] = affine.load %[[V]][%[[E]]]
// CHECK-NEXT:      affine.store %[[X]], %[[P]][0]
// CHECK:           affine.load %[[P]][0]
// CHECK-LABEL: func.func @same_iteration
// CHECK-NOT:     memref.alloc
// CHECK:         return

// SEM: semantic check: @reload: same results
// SEM: semantic check: @same_iteration: same results

// REPORT: fused at depth 1: {{.*}}; source nest kept; 1 private buffer(s)
// REPORT: fused at depth 1: {{.*}}; source nest kept; 0 private buffer(s); not made private: %arg0 would not see a write through the memref.subview at line [[#]] (line [[#]])

func.func @reload(%A: memref<4xi32>) {
  %v = memref.subview %A[0] [4] [1] : memref<4xi32> to memref<4xi32, strided<[1]>>
  affine.for %i = 0 to 4 {
    %x = affine.load %v[%i] : memref<4xi32, strided<[1]>>
    affine.store %x, %A[%i] : memref<4xi32>
  }
  affine.for %j = 0 to 4 {
    %y = affine.load %A[%j floordiv 2] : memref<4xi32>
    %z = arith.addi %y, %y : i32
    affine.store %z, %v[%j] : memref<4xi32, strided<[1]>>
  }
  return
}
func.func @same_iteration(%A: memref<4xi32>) {
  %v = memref.subview %A[0] [4] [1] : memref<4xi32> to memref<4xi32, strided<[1]>>
  %c = arith.constant 7 : i32
  affine.for %i = 0 to 4 {
    %x = affine.load %v[%i] : memref<4xi32, strided<[1]>>
    affine.store %x, %A[%i] : memref<4xi32>
  }
  affine.for %j = 0 to 4 {
    affine.store %c, %v[%j floordiv 2] : memref<4xi32, strided<[1]>>
    %y = affine.load %A[%j floordiv 2] : memref<4xi32>
    %z = arith.addi %y, %y : i32
    affine.store %z, %v[%j] : memref<4xi32, strided<[1]>>
  }
  return
}
