// The fusion report names the real reason when the cost model finds no
// depth: MLIR 22's getRegionSize gives no size (0) for a memref whose layout
// is not the identity map, so every depth is passed over, and the report
// says that, not that the additional compute is over the tolerance. The IR
// is mlir-opt 22's (nothing fused); the input computes what it computed.
//
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report -o /dev/null 2>&1 | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --fusion-report 2>/dev/null > %t.ours
// RUN: %mlir_opt %s -split-input-file -affine-loop-fusion > %t.mlir
// RUN: diff %t.ours %t.mlir
// RUN: affine-opt %s -split-input-file -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM: semantic check: @rows: same results
// SEM: semantic check: @shifted: same results

// A rank-2 subview: strided<[4, 1]> maps (d0, d1) to one result, 4 * d0 + d1.
// CHECK: remark: fusion candidate (producer-consumer): source nest at line [[#@LINE+6]] into destination nest at line [[#@LINE+12]], linked by the memref.subview at line [[#@LINE+5]]
// CHECK-NEXT: depth 1: slice %i0' = %i0, 0 <= %i1' < 4; 4 source iterations per slice
// CHECK-NEXT: depth 2: slice %i0' = %i0, %i1' = %i1; 1 source iteration per slice
// CHECK-NEXT: not fused: no depth qualifies: the region size of the memref.subview at line [[#@LINE+2]] is unknown, as its layout is not the identity map (memref<2x4xf32, strided<[4, 1], offset: 4>>)
func.func @rows(%A: memref<3x4xf32>, %B: memref<2x4xf32>, %C: memref<2x4xf32>) {
  %s = memref.subview %A[1, 0] [2, 4] [1, 1] : memref<3x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 4>>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %b = affine.load %B[%i, %j] : memref<2x4xf32>
      affine.store %b, %s[%i, %j] : memref<2x4xf32, strided<[4, 1], offset: 4>>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %a = affine.load %s[%i, %j] : memref<2x4xf32, strided<[4, 1], offset: 4>>
      %c = arith.addf %a, %a : f32
      affine.store %c, %C[%i, %j] : memref<2x4xf32>
    }
  }
  return
}
// JSON: "reason":"no depth qualifies: the region size of the memref.subview at line {{[0-9]+}} is unknown, as its layout is not the identity map (memref<2x4xf32, strided<[4, 1], offset: 4>>)"

// -----

// An affine_map layout that is not the identity, on a 1-D buffer.
// CHECK: remark: fusion candidate (producer-consumer): source nest at line [[#@LINE+4]] into destination nest at line [[#@LINE+8]], linked by %arg0
// CHECK-NEXT: depth 1: slice %i0' = %i0; 1 source iteration per slice
// CHECK-NEXT: not fused: no depth qualifies: the region size of %arg0 is unknown, as its layout is not the identity map (memref<8xf32, affine_map<(d0) -> (d0 + 2)>>)
func.func @shifted(%A: memref<8xf32, affine_map<(d0) -> (d0 + 2)>>, %B: memref<8xf32>, %C: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %b = affine.load %B[%i] : memref<8xf32>
    affine.store %b, %A[%i] : memref<8xf32, affine_map<(d0) -> (d0 + 2)>>
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32, affine_map<(d0) -> (d0 + 2)>>
    %c = arith.mulf %a, %a : f32
    affine.store %c, %C[%i] : memref<8xf32>
  }
  return
}
// JSON: "reason":"no depth qualifies: the region size of %arg0 is unknown, as its layout is not the identity map (memref<8xf32, affine_map<(d0) -> (d0 + 2)>>)"
