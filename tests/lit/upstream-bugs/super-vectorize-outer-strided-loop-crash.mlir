// mlir-opt 22 BUG (crash): -affine-super-vectorize segfaults in the
// affine.for verifier on a blocked loop (`for (i = 0; i < 64; i += 16) for
// (ii = i; ii < i + 16; ii++) b[ii / 2] = a[ii]`): the inner loop's
// bounds use the outer IV and its store subscript is not a vectorizable
// function of either IV. Found by tests/frontends/pg-step-min-bounds.mlir
// (Polygeist-shaped blocked pairs), reduced.
//
// RUN: not --crash %mlir_opt %s -affine-super-vectorize=virtual-vector-size=4 -o /dev/null
//
// Ours: no loop of the nest vectorizes (the inner store writes b[ii floordiv
// 2], not consecutive lanes; the outer loop's lanes are 16 elements apart),
// so the nest is left as it is and computes what it computed.
// RUN: affine-opt %s -affine-super-vectorize=virtual-vector-size=4 | FileCheck %s
// RUN: affine-opt %s -affine-super-vectorize=virtual-vector-size=4 --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM
// CHECK-LABEL: func.func @f
// CHECK-NOT:     vector
// CHECK:         affine.for %{{.*}} = 0 to 64 step 16 {
// CHECK-NEXT:      affine.for %{{.*}} = #map(%{{.*}}) to #map1(%{{.*}}) {
// CHECK-NEXT:        affine.load %{{.*}} : memref<64xf32>
// CHECK-NEXT:        affine.store %{{.*}}[%{{.*}} floordiv 2] : memref<32xf32>
// SEM: semantic check: @f: same results on 5 of 5 random inputs
func.func @f(%a: memref<64xf32>, %b: memref<32xf32>) {
  affine.for %i = 0 to 64 step 16 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 16)>(%i) {
      %x = affine.load %a[%ii] : memref<64xf32>
      affine.store %x, %b[%ii floordiv 2] : memref<32xf32>
    }
  }
  return
}
