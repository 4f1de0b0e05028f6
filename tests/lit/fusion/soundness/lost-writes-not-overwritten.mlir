// Sound where mlir-opt 22 is not: a source whose slices miss iterations
// writing a function argument is removed only if a later nest overwrites
// every lost element, unconditionally, before anything reads it
// (tests/lit/fusion/lost-writes-overwritten.mlir has the fusions this
// proof allows). In each function below the producer writes %out[0..8],
// the consumer reads %out[i] and %out[i + 1] for i < 6 (slices run source
// iterations 0..6: %out[7] and %out[8] are lost), and the proof fails:
//
// - @partial_overwrite: the last nest writes %out[0..7] only;
// - @conditional_overwrite: it writes under an affine.if on a symbol
//   (%n >= 0), so for %n < 0 nothing overwrites the lost elements;
// - @overwrite_under_scf_if: it writes under an scf.if;
// - @read_before_overwrite: a load of %out[8] comes first;
// - @overwriter_reads_first: the overwriting nest itself reads %out[8 - i]
//   before it writes %out[8].
//
// mlir-opt 22 fuses and removes the producer in all five: the lost
// elements keep what the caller passed in (0 below), and the caller, or the
// read, sees them. Ours refuses ("the source would be removed but not
// every iteration is fused") and leaves the nests alone.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion=mode=producer | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=partial_overwrite --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=PARTIAL
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=partial_overwrite --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=PARTIAL-MLIR
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=conditional_overwrite --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0], -1]' | FileCheck %s --check-prefix=COND
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=conditional_overwrite --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0], -1]' | FileCheck %s --check-prefix=COND-MLIR
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=overwrite_under_scf_if --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0], false]' | FileCheck %s --check-prefix=COND
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=overwrite_under_scf_if --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0], false]' | FileCheck %s --check-prefix=COND-MLIR
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=read_before_overwrite --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0], [0]]' | FileCheck %s --check-prefix=READ
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=read_before_overwrite --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0], [0]]' | FileCheck %s --check-prefix=READ-MLIR
// RUN: affine-opt %s -affine-loop-fusion | affine-opt --run=overwriter_reads_first --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=FIRST
// RUN: %mlir_opt %s -affine-loop-fusion | affine-opt --run=overwriter_reads_first --run-inputs='[[0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 0, 0, 0, 0, 0]]' | FileCheck %s --check-prefix=FIRST-MLIR

// SEM: semantic check: @partial_overwrite: same results
// SEM: semantic check: @conditional_overwrite: same results
// SEM: semantic check: @overwrite_under_scf_if: same results
// SEM: semantic check: @read_before_overwrite: same results
// SEM: semantic check: @overwriter_reads_first: same results

// REPORT-COUNT-5: not fused: fusing would change what the program computes: the source would be removed but not every iteration is fused
// REPORT-NOT: fused at depth

// PARTIAL: arg0: memref<9xf32> = [2, 4, 6, 8, 10, 12, 14, 16, 81]
// PARTIAL-MLIR: arg0: memref<9xf32> = [2, 4, 6, 8, 10, 12, 14, 16, 0]
// COND: arg0: memref<9xf32> = [1, 4, 9, 16, 25, 36, 49, 64, 81]
// COND-MLIR: arg0: memref<9xf32> = [1, 4, 9, 16, 25, 36, 49, 0, 0]
// READ: arg3: memref<1xf32> = [81]
// READ-MLIR: arg3: memref<1xf32> = [0]
// FIRST: arg0: memref<9xf32> = [162, 128, 98, 72, 50, 144, 196, 256, 324]
// FIRST-MLIR: arg0: memref<9xf32> = [0, 0, 98, 72, 50, 144, 196, 0, 0]

// The producer stays whole in every function.
// CHECK-LABEL: func.func @partial_overwrite
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 9 {
// CHECK:           affine.store %{{.*}}, %arg0[%[[I]]]
// CHECK-LABEL: func.func @conditional_overwrite
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 9 {
// CHECK:           affine.store %{{.*}}, %arg0[%[[I]]]
// CHECK-LABEL: func.func @overwrite_under_scf_if
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 9 {
// CHECK:           affine.store %{{.*}}, %arg0[%[[I]]]
// CHECK-LABEL: func.func @read_before_overwrite
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 9 {
// CHECK:           affine.store %{{.*}}, %arg0[%[[I]]]
// CHECK-LABEL: func.func @overwriter_reads_first
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 9 {
// CHECK:           affine.store %{{.*}}, %arg0[%[[I]]]

func.func @partial_overwrite(%out: memref<9xf32>, %a: memref<9xf32>, %r: memref<6xf32>) {
  affine.for %i = 0 to 9 {
    %x = affine.load %a[%i] : memref<9xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %out[%i] : memref<9xf32>
  }
  affine.for %i = 0 to 6 {
    %p = affine.load %out[%i] : memref<9xf32>
    %q = affine.load %out[%i + 1] : memref<9xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %r[%i] : memref<6xf32>
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<9xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %out[%i] : memref<9xf32>
  }
  return
}

func.func @conditional_overwrite(%out: memref<9xf32>, %a: memref<9xf32>, %r: memref<6xf32>, %n: index) {
  affine.for %i = 0 to 9 {
    %x = affine.load %a[%i] : memref<9xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %out[%i] : memref<9xf32>
  }
  affine.for %i = 0 to 6 {
    %p = affine.load %out[%i] : memref<9xf32>
    %q = affine.load %out[%i + 1] : memref<9xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %r[%i] : memref<6xf32>
  }
  affine.for %i = 0 to 9 {
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] {
      %v = affine.load %a[%i] : memref<9xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %out[%i] : memref<9xf32>
    }
  }
  return
}

func.func @overwrite_under_scf_if(%out: memref<9xf32>, %a: memref<9xf32>, %r: memref<6xf32>, %c: i1) {
  affine.for %i = 0 to 9 {
    %x = affine.load %a[%i] : memref<9xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %out[%i] : memref<9xf32>
  }
  affine.for %i = 0 to 6 {
    %p = affine.load %out[%i] : memref<9xf32>
    %q = affine.load %out[%i + 1] : memref<9xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %r[%i] : memref<6xf32>
  }
  affine.for %i = 0 to 9 {
    scf.if %c {
      %v = affine.load %a[%i] : memref<9xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %out[%i] : memref<9xf32>
    }
  }
  return
}

func.func @read_before_overwrite(%out: memref<9xf32>, %a: memref<9xf32>, %r: memref<6xf32>, %last: memref<1xf32>) {
  affine.for %i = 0 to 9 {
    %x = affine.load %a[%i] : memref<9xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %out[%i] : memref<9xf32>
  }
  affine.for %i = 0 to 6 {
    %p = affine.load %out[%i] : memref<9xf32>
    %q = affine.load %out[%i + 1] : memref<9xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %r[%i] : memref<6xf32>
  }
  %e = affine.load %out[8] : memref<9xf32>
  affine.store %e, %last[0] : memref<1xf32>
  affine.for %i = 0 to 9 {
    %v = affine.load %a[%i] : memref<9xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %out[%i] : memref<9xf32>
  }
  return
}

func.func @overwriter_reads_first(%out: memref<9xf32>, %a: memref<9xf32>, %r: memref<6xf32>) {
  affine.for %i = 0 to 9 {
    %x = affine.load %a[%i] : memref<9xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %out[%i] : memref<9xf32>
  }
  affine.for %i = 0 to 6 {
    %p = affine.load %out[%i] : memref<9xf32>
    %q = affine.load %out[%i + 1] : memref<9xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %r[%i] : memref<6xf32>
  }
  affine.for %i = 0 to 9 {
    %v = affine.load %out[8 - %i] : memref<9xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %out[%i] : memref<9xf32>
  }
  return
}
