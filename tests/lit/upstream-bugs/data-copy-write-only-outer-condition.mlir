// mlir-opt 22 BUG (miscompile): -affine-data-copy-generate does not copy in
// a region the range only writes, and copies the whole buffer out, even
// where the store runs under an `affine.if` on an outer IV. Here the
// fast-memory capacity (1 KiB) puts the copies of %A[%j, 0 .. 127] inside
// the %j loop; the store runs only at %j = 0, but the copy-out also runs
// at %j = 1 and writes the unwritten buffer over %A[1, *].
//
// Ours: the box a copy-out writes back must be covered by the stores at
// every point of the loops around the range (their bounds and the
// conditions around the range), not only where the store's own
// conditions hold; otherwise the box is also copied in, so an unwritten
// buffer copies back what it read. (Before session 36 ours had this bug
// too: the proof took the store's conditions on the outer IVs as
// conditions of the range.)
//
// RUN: affine-opt %s -affine-data-copy-generate="fast-mem-space=0 fast-mem-capacity=1" | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate="fast-mem-space=0 fast-mem-capacity=1" --check-semantics=8 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=kernel --run-seed=0 > %t.before
// RUN: %mlir_opt %s -affine-data-copy-generate="fast-mem-space=0 fast-mem-capacity=1" | affine-opt --run=kernel --run-seed=0 > %t.upstream
// RUN: not diff %t.before %t.upstream | FileCheck %s --check-prefix=WRONG

// SEM: semantic check: @kernel: same results on 8 of 8 random inputs
// WRONG: arg0: memref<2x128xf32>

// The copy-in of %A[%j, *] before the %i loop, the copy-out after it.
// CHECK-LABEL: func.func @kernel
// CHECK:         affine.for %[[J:.*]] = 0 to 2 {
// CHECK:           %[[BUF:.*]] = memref.alloc() : memref<1x128xf32>
// CHECK:           affine.load %arg0[%{{.*}}, %{{.*}}] : memref<2x128xf32>
// CHECK-NEXT:      affine.store %{{.*}}, %[[BUF]][%{{.*}}, %{{.*}}] : memref<1x128xf32>
// CHECK:           affine.for %{{.*}} = 0 to 128 {
// CHECK-NEXT:        affine.if
// CHECK-NEXT:          affine.store %{{.*}}, %[[BUF]][0, %{{.*}}] : memref<1x128xf32>
// CHECK:           affine.load %[[BUF]]
// CHECK-NEXT:      affine.store %{{.*}}, %arg0[%{{.*}}, %{{.*}}] : memref<2x128xf32>
#set = affine_set<(d0) : (d0 == 0)>
func.func @kernel(%A: memref<2x128xf32>, %B: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.for %j = 0 to 2 {
    affine.for %i = 0 to 128 {
      affine.if #set(%j) {
        affine.store %cst, %A[%j, %i] : memref<2x128xf32>
      }
      %v = affine.load %B[0] : memref<4xf32>
      %w = arith.addf %v, %cst : f32
      affine.store %w, %B[0] : memref<4xf32>
    }
  }
  return
}
