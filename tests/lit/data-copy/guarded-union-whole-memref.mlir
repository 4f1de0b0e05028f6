// The regions of a memref's accesses are unioned into one box as
// mlir-opt 22 does; where the union fails (here: the guarded access's region
// {(%i - 7, %i - 8)} bounds its second dimension only through the first, so
// that dimension has no constant extent of its own), the whole memref is the
// box, as in mlir-opt: a 3x2 buffer. The guarded access can reach outside
// the memref (its guard keeps it inside), so only the final box would be
// clamped to the memref, and the whole memref needs no clamping.
// Byte-identical to mlir-opt 22 (data-copy differential seed 274).
//
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma > %t.ours
// RUN: %mlir_opt %s -affine-data-copy-generate=generate-dma > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s -affine-data-copy-generate=generate-dma --check-semantics=5 -o /dev/null
// RUN: affine-opt %s -affine-data-copy-generate > %t.ours2
// RUN: %mlir_opt %s -affine-data-copy-generate > %t.ref2
// RUN: diff %t.ours2 %t.ref2
// RUN: affine-opt %s -affine-data-copy-generate --check-semantics=5 -o /dev/null

// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<3x2xi64, 1>
// CHECK:       affine.dma_start %arg0[%{{.*}}, %{{.*}}], %[[BUF]][%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %c6 : memref<3x2xi64>, memref<3x2xi64, 1>, memref<1xi32>
// CHECK:       affine.load %[[BUF]][0, 0] : memref<3x2xi64, 1>
// CHECK:       affine.if
// CHECK-NEXT:    affine.load %[[BUF]][%{{.*}} - 7, %{{.*}} - 8] : memref<3x2xi64, 1>
func.func @kernel(%A: memref<3x2xi64>, %B: memref<8xi64>) {
  affine.for %i = 1 to 9 {
    %a = affine.load %A[0, 0] : memref<3x2xi64>
    %r = affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%i) -> i64 {
      %b = affine.load %A[%i - 7, %i - 8] : memref<3x2xi64>
      %c = arith.addi %a, %b : i64
      affine.yield %c : i64
    } else {
      affine.yield %a : i64
    }
    affine.store %r, %B[%i - 1] : memref<8xi64>
  }
  return
}
