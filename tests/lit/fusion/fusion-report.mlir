// The fusion report (--fusion-report, an affine-opt extension): one remark
// per candidate pair in the order the pass considers them, with the slice at
// each depth in named form, the costs, the storage reduction and the
// decision. The IR output is unchanged by the report and identical to
// mlir-opt 22's; the fusion computes what the input computes.
//
// RUN: affine-opt %s -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --fusion-report=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-fusion{mode=producer}))" --fusion-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: affine-opt %s -affine-loop-fusion=report=text -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion --fusion-report 2>/dev/null > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.mlir
// RUN: diff %t.ours %t.mlir
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// The two batched products of examples/fusion-two-matmuls.mlir, smaller.
// CHECK: remark: fusion candidate (producer-consumer): source nest at line [[#@LINE+2]] into destination nest at line [[#@LINE+16]], linked by %arg2
func.func @two_matmuls(%A: memref<2x4x6xf32>, %B: memref<2x6x8xf32>, %C: memref<2x4x8xf32>, %D: memref<2x8x3xf32>, %E: memref<2x4x3xf32>) {
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 8 {
        affine.for %k = 0 to 6 {
          %a = affine.load %A[%b, %i, %k] : memref<2x4x6xf32>
          %x = affine.load %B[%b, %k, %j] : memref<2x6x8xf32>
          %c = affine.load %C[%b, %i, %j] : memref<2x4x8xf32>
          %p = arith.mulf %a, %x : f32
          %s = arith.addf %c, %p : f32
          affine.store %s, %C[%b, %i, %j] : memref<2x4x8xf32>
        }
      }
    }
  }
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 3 {
        affine.for %k = 0 to 8 {
          %c = affine.load %C[%b, %i, %k] : memref<2x4x8xf32>
          %d = affine.load %D[%b, %k, %j] : memref<2x8x3xf32>
          %e = affine.load %E[%b, %i, %j] : memref<2x4x3xf32>
          %p = arith.mulf %c, %d : f32
          %s = arith.addf %e, %p : f32
          affine.store %s, %E[%b, %i, %j] : memref<2x4x3xf32>
        }
      }
    }
  }
  return
}
// CHECK:      depth 1: slice %i0' = %i0, 0 <= %i1' < 4, 0 <= %i2' < 8, 0 <= %i3' < 6; 192 source iterations per slice
// CHECK-NEXT:   compute cost: source {{[0-9]+}}, destination {{[0-9]+}}, fused {{[0-9]+}}; additional compute 0.0% (tolerance 0.0%: the source has a dependence cycle)
// CHECK-NEXT:   storage reduction: 1.00x
// CHECK-NEXT: depth 2: slice %i0' = %i0, %i1' = %i1, 0 <= %i2' < 8, 0 <= %i3' < 6; 48 source iterations per slice
// CHECK:      depth 4: slice %i0' = %i0, %i1' = %i1, %i2' = %i3, 0 <= %i3' < 6; 6 source iterations per slice
// CHECK:      fused at depth 2: the deepest depth with the largest storage reduction (1.00x) within the tolerance; source nest removed

// A producer with two consumers: the first phase (single-use producers)
// skips it, the second fuses it into the first consumer (the second consumer
// still reads the buffer, so it stays and the source is recomputed).
// CHECK: remark: fusion candidate (producer-consumer): source nest at line [[#@LINE+13]] into destination nest at line [[#@LINE+20]], linked by the memref.alloc at line [[#@LINE+12]]
// CHECK-NEXT: not fused: a linked memref has other users (this phase fuses single-use producers)
// CHECK: remark: fusion candidate (producer-consumer): source nest at line [[#@LINE+11]] into destination nest at line [[#@LINE+14]]
// CHECK-NEXT: not fused: a linked memref has other users
// CHECK: remark: fusion candidate (producer-consumer): source nest at line [[#@LINE+9]] into destination nest at line [[#@LINE+16]]
// CHECK-NEXT: not fused: no insertion point keeps the dependences of the ops between the nests
// CHECK: remark: fusion candidate (producer-consumer): source nest at line [[#@LINE+7]] into destination nest at line [[#@LINE+10]]
// CHECK-NEXT: depth 1: slice %i0' = %i0; 1 source iteration per slice
// CHECK-NEXT:   compute cost: source 10, destination 20, fused 30; additional compute 0.0% (tolerance 30.0%)
// CHECK-NEXT:   storage reduction: 1.00x
// CHECK-NEXT: fused at depth 1: the deepest depth with the largest storage reduction (1.00x) within the tolerance; source nest removed; 0 private buffer(s)
func.func @blocked(%out: memref<10xf32>, %v: f32) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %x = affine.load %t[%i] : memref<10xf32>
    affine.store %x, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %x = affine.load %t[%i] : memref<10xf32>
    affine.store %x, %out[%i] : memref<10xf32>
  }
  return
}

// JSON: <unknown>:0: remark: {"compute_tolerance":0.0,"depth":2,"depths":[{"additional_compute_fraction":0.0,"bounds":"%i0' = %i0, 0 <= %i1' < 4, 0 <= %i2' < 8, 0 <= %i3' < 6","depth":1,
// JSON-SAME: "destination":{"col":3,"file":"{{[^"]*}}fusion-report.mlir","line":
// JSON-SAME: "fused":true,"kind":"producer-consumer","memrefs":["%arg2"]
// PIPE: remark: fusion candidate (producer-consumer)
// PIPE: fused at depth 2
// SEM: @two_matmuls: same results on
