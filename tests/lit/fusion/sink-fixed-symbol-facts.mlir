// sinkSequentialLoops (run by -affine-loop-fusion on each destination)
// asks whether a `memref.load` and an affine store of the band may touch
// one element in an order the interchange reverses (the dependence
// components do not see a `memref.load`). The loop bounds' symbols are
// values fixed for the run: an `affine.min` / `affine.max` is bounded by
// its results, a `memref.dim` of a static dimension is its size. Without
// those facts a symbol was any value and the interchange was refused
// (fusion-mix seed 3035, issue #10).
//
// 1. @static_dim: %i runs from dim floordiv 2 = 3 to min(dim, 3) + 2 = 5
//    (dim is 7, static): the `memref.load` reads %b[3 or 4, 8], the stores
//    write rows 0..1 and the diagonal below row 4: no element in common.
//    mlir-opt 22 moves %j outside; so do we, byte for byte.
// 2. @real_dependence: the same nest, its load reading %b[i - 4, j + 6],
//    which the store made at (i - 1, j + 1): at %i = 4 a real dependence
//    the interchange reverses. Still refused; mlir-opt 22 interchanges and
//    computes something else (%b's diagonal).
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: %mlir_opt %s -affine-loop-fusion | FileCheck %s --check-prefix=MLIR
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=real_dependence --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9], [[1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9]], [[0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]]]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=real_dependence --run-inputs='[[1, 2, 3, 4, 5, 6, 7, 8, 9], [[1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9]], [[0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]]]' | FileCheck %s --check-prefix=MLIR-WRONG

// SEM: semantic check: @static_dim: same results
// SEM: semantic check: @real_dependence: same results

// REPORT-COUNT-2: sink-fixed-symbol-facts.mlir:[[#@LINE+55]]:3: remark: loops not interchanged (sinkSequentialLoops): interchanging them would change what the program computes: the memref.load and the affine.store may access one element in an order the interchange reverses
// REPORT-NOT: loops not interchanged

// CORRECT: arg1: memref<9x9xf32> = {{\[\[}}2, 2, 3, 4, 5, 2, 2, 2, 2],
// MLIR-WRONG: arg1: memref<9x9xf32> = {{\[\[}}7, 2, 3, 4, 5, 2, 2, 2, 2],

// Both tools: %j outside in @static_dim; mlir-opt also in @real_dependence.
// CHECK-LABEL: func.func @static_dim
// CHECK:         affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:      affine.for %{{.*}} = #{{.*}}()[%{{.*}}] to #{{.*}}()[%{{.*}}] {
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 5 {
// CHECK-LABEL: func.func @real_dependence
// CHECK:         affine.for %{{.*}} = #{{.*}}()[%{{.*}}] to #{{.*}}()[%{{.*}}] {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 4 {
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 5 {
// MLIR-LABEL: func.func @static_dim
// MLIR:         affine.for %{{.*}} = 0 to 4 {
// MLIR-NEXT:      affine.for %{{.*}} = #{{.*}}()[%{{.*}}] to #{{.*}}()[%{{.*}}] {
// MLIR-LABEL: func.func @real_dependence
// MLIR:         affine.for %{{.*}} = 0 to 4 {
// MLIR-NEXT:      affine.for %{{.*}} = #{{.*}}()[%{{.*}}] to #{{.*}}()[%{{.*}}] {

func.func @static_dim(%a: memref<9xf32>, %b: memref<9x9xf32>, %m: memref<6x7xf32>) {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<6x7xf32>
  %n = affine.min affine_map<()[s0] -> (s0, 3)>()[%d]
  affine.for %i = 0 to 9 {
    %x = affine.load %a[%i] : memref<9xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %a[%i] : memref<9xf32>
  }
  affine.for %i = affine_map<()[s0] -> (s0 floordiv 2)>()[%d] to affine_map<()[s0] -> (s0 + 2)>()[%n] {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 5 {
        %x = affine.load %a[%i - 3] : memref<9xf32>
        %mi = affine.min affine_map<(d0) -> (d0 mod 9, 5)>(%i)
        %mj = affine.max affine_map<(d0) -> (d0 mod 9, 8)>(%j)
        %v = memref.load %b[%mi, %mj] : memref<9x9xf32>
        affine.store %x, %b[%i - 3, %j + 5] : memref<9x9xf32>
        affine.store %v, %b[%j, %j] : memref<9x9xf32>
      }
    }
  }
  return
}

func.func @real_dependence(%a: memref<9xf32>, %b: memref<9x9xf32>, %m: memref<6x7xf32>) {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<6x7xf32>
  %n = affine.min affine_map<()[s0] -> (s0, 3)>()[%d]
  affine.for %i = 0 to 9 {
    %x = affine.load %a[%i] : memref<9xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %a[%i] : memref<9xf32>
  }
  affine.for %i = affine_map<()[s0] -> (s0 floordiv 2)>()[%d] to affine_map<()[s0] -> (s0 + 2)>()[%n] {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 5 {
        %x = affine.load %a[%i - 3] : memref<9xf32>
        %mi = affine.max affine_map<(d0) -> (d0 - 4, 0)>(%i)
        %mj = affine.min affine_map<(d0) -> (d0 + 6, 8)>(%j)
        %v = memref.load %b[%mi, %mj] : memref<9x9xf32>
        affine.store %x, %b[%i - 3, %j + 5] : memref<9x9xf32>
        affine.store %v, %b[%j, %j] : memref<9x9xf32>
      }
    }
  }
  return
}
