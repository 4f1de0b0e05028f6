// A convolution-like producer that initializes and then accumulates each
// element of a temporary, fused into a stride-2 pooling consumer whose
// 2-wide windows do not overlap (the shape of a conv + max-pool, issue #10:
// tests/frontends/linalg-conv-pool.mlir and linalg-conv-nhwc-stride2.mlir).
// mlir-opt 22 keeps the producer and fuses a slice of it at depth 2: each
// slice runs, for the element %t[2 o + p] the consumer reads, the store of
// zero and the three accumulations again, after the kept producer ran them.
// That computes the same: the read in each rerun accumulation sees the
// value its last writer in the producer (the zero store or the previous
// accumulation) wrote, since that writer runs again just before it in the
// same slice, and after the slice the element holds its final value again.
// We used to refuse every such rerun of a source that updates memory it
// reads ("source iterations that update memory they read would run more
// than once"); the check asks these questions exactly now
// (`reruns_recompute` in affine_analysis::fusion_legality). Without the
// zero store in the producer the rerun adds to the accumulated value and is
// still refused (soundness/kept-source-rerun-uninitialized.mlir).
//
// @overlapping_windows pools 2-wide windows with stride 1: the slices of
// neighbouring windows overlap, the producer has a dependence cycle, so the
// compute tolerance is 0 and neither tool fuses (mlir-opt 22's cost model).
//
// RUN: affine-opt %s -affine-loop-fusion=mode=producer > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion=mode=producer > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-loop-fusion > %t.ours.greedy
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref.greedy
// RUN: diff %t.ref.greedy %t.ours.greedy
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s -affine-loop-fusion=mode=producer --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT --implicit-check-not='would change'

// SEM-DAG: semantic check: @strided_windows: same results on 5 of 5 random inputs
// SEM-DAG: semantic check: @overlapping_windows: same results on 5 of 5 random inputs

// REPORT-LABEL: remark: fusion candidate (producer-consumer)
// REPORT: depth 2: slice %i0' = %i0 * 2 + %i1, 0 <= %i1' < 3; 3 source iterations per slice
// REPORT: fused at depth 2: {{.*}}; source nest kept; 0 private buffer(s)
// REPORT-LABEL: remark: fusion candidate (producer-consumer)
// REPORT: depth 2: slice %i0' = %i0 + %i1, 0 <= %i1' < 3; 3 source iterations per slice
// REPORT: not fused: several stores to the linked memrefs and the additional compute exceeds the tolerance

// CHECK-LABEL: func.func @strided_windows
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK:         affine.for %[[O:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.store %{{.*}}, %arg2[%[[O]]]
// CHECK-NEXT:      affine.for %[[P:.*]] = 0 to 2 {
// CHECK-NEXT:        %[[E:.*]] = affine.apply #{{.*}}(%[[O]], %[[P]])
// CHECK-NEXT:        affine.store %{{.*}}, %alloc[%[[E]]]
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 3 {
// CHECK:               affine.store %{{.*}}, %alloc[%[[E]]]
// CHECK-NEXT:        }
// CHECK-NEXT:        affine.load %alloc[%[[O]] * 2 + %[[P]]]
// CHECK-LABEL: func.func @overlapping_windows
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK:         affine.for %{{.*}} = 0 to 7 {
// CHECK-NOT:       affine.for %{{.*}} = 0 to 3
// CHECK:         return
func.func @strided_windows(%in: memref<10xf32>, %w: memref<3xf32>, %out: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.0e+38 : f32
  %t = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %zero, %t[%i] : memref<8xf32>
    affine.for %k = 0 to 3 {
      %a = affine.load %in[%i + %k] : memref<10xf32>
      %b = affine.load %w[%k] : memref<3xf32>
      %c = affine.load %t[%i] : memref<8xf32>
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %c, %m : f32
      affine.store %s, %t[%i] : memref<8xf32>
    }
  }
  affine.for %o = 0 to 4 {
    affine.store %ninf, %out[%o] : memref<4xf32>
    affine.for %p = 0 to 2 {
      %v = affine.load %t[%o * 2 + %p] : memref<8xf32>
      %r = affine.load %out[%o] : memref<4xf32>
      %x = arith.maximumf %r, %v : f32
      affine.store %x, %out[%o] : memref<4xf32>
    }
  }
  memref.dealloc %t : memref<8xf32>
  return
}

func.func @overlapping_windows(%in: memref<10xf32>, %w: memref<3xf32>, %out: memref<7xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.0e+38 : f32
  %t = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %zero, %t[%i] : memref<8xf32>
    affine.for %k = 0 to 3 {
      %a = affine.load %in[%i + %k] : memref<10xf32>
      %b = affine.load %w[%k] : memref<3xf32>
      %c = affine.load %t[%i] : memref<8xf32>
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %c, %m : f32
      affine.store %s, %t[%i] : memref<8xf32>
    }
  }
  affine.for %o = 0 to 7 {
    affine.store %ninf, %out[%o] : memref<7xf32>
    affine.for %p = 0 to 2 {
      %v = affine.load %t[%o + %p] : memref<8xf32>
      %r = affine.load %out[%o] : memref<7xf32>
      %x = arith.maximumf %r, %v : f32
      affine.store %x, %out[%o] : memref<7xf32>
    }
  }
  memref.dealloc %t : memref<8xf32>
  return
}
