// Refusals of the instance-by-instance view rules
// (tests/lit/fusion/view-instance-order.mlir has the fusions they allow):
//
// 1. As there, but the memref.store writes %c[%i + %j]: the last write of
//    each element comes from the largest %i, and interchanging the loops
//    would make it the largest %j. The loops stay as they are (mlir-opt 22
//    interchanges them; same bug as
//    upstream-bugs/loop-fusion-sink-hidden-dependence.mlir). The
//    producer's slice still goes into the nest.
// 2. As there, but the sibling after the destination writes %b[7 - %i]:
//    fused, iteration %i would write element 7 - %i before the
//    destination writes it through the cast at iteration 7 - %i.
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion=mode=sibling --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// SEM: semantic check: @interchange_reversed: same results
// SEM: semantic check: @sibling_after_reversed: same results

// REPORT: loops not interchanged (sinkSequentialLoops): interchanging them would change what the program computes: the memref.store and the memref.store may access one element in an order the interchange reverses
// REPORT: fused at depth 2: {{.*}}; source nest kept
// REPORT: fusion candidate (sibling)
// REPORT: not fused: fusing would change what the program computes: the two nests access the buffer of %arg1 through different memrefs (views) and one of them writes it

func.func @interchange_reversed(%a: memref<10x10xf32>, %b: memref<10x10xf32>, %c: memref<19xf32>) {
  %t = memref.alloc() : memref<10x10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %a[%i, %j] : memref<10x10xf32>
      affine.store %v, %t[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 10 {
      %x = affine.load %b[%i - 1, %j] : memref<10x10xf32>
      %y = affine.load %t[%i, %j] : memref<10x10xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %b[%i, %j] : memref<10x10xf32>
      %k = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      memref.store %s, %c[%k] : memref<19xf32>
    }
  }
  memref.dealloc %t : memref<10x10xf32>
  return
}

// -----

func.func @sibling_after_reversed(%a: memref<8xf32>, %b: memref<8xf32>) {
  %v = memref.cast %b : memref<8xf32> to memref<?xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    affine.store %x, %v[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %b[7 - %i] : memref<8xf32>
  }
  return
}
