// --mlir-print-local-scope: no alias definitions; maps, sets, types and
// (with --mlir-print-debuginfo) locations are written where they are used,
// byte for byte as mlir-opt 22 prints them.

// RUN: affine-opt %s --mlir-print-local-scope | FileCheck %s
// RUN: affine-opt %s --mlir-print-local-scope --mlir-print-debuginfo > %t.ours
// RUN: mlir-opt %s --mlir-print-local-scope --mlir-print-debuginfo > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s --mlir-print-local-scope -affine-loop-normalize > %t.ours
// RUN: mlir-opt %s --mlir-print-local-scope -affine-loop-normalize > %t.ref
// RUN: diff %t.ours %t.ref

// CHECK-NOT: #map
// CHECK-NOT: #set
// CHECK-LABEL: func.func @inline_maps
// CHECK: affine.for %{{.*}} = 0 to 64 step 4 {
// CHECK: affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%{{.*}}) {
// CHECK: affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%{{.*}})

#set = affine_set<(d0) : (d0 - 8 >= 0)>
#quarter = affine_map<(d0) -> (d0 floordiv 4)>
func.func @inline_maps(%A: memref<64xf32, affine_map<(d0) -> (d0 + 1)>>, %B: memref<16xf32>) {
  affine.for %i = 0 to 64 step 4 {
    affine.if #set(%i) {
      %v = affine.load %A[%i] : memref<64xf32, affine_map<(d0) -> (d0 + 1)>>
      %q = affine.apply #quarter(%i)
      affine.store %v, %B[%q] : memref<16xf32>
    }
  }
  return
}
