// `sparse<indices, values> : type` elements attributes: indices and values
// print as dense literals (a splat when all equal), `sparse<>` when there is
// no index; a 1-d type may take a flat index list. The interpreter reads a
// sparse constant (zero where no index is given).
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --run=lanes | FileCheck %s --check-prefix=VALUES

// CHECK: "foo.op"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<0, 1.500000e+00> : tensor<3x4xf32>, c = sparse<> : tensor<3xi32>, d = sparse<1, 7> : vector<3xi16>, e = sparse<{{\[\[}}0, 1]], 5> : tensor<3x4xi32>, f = sparse<[0, 2], [true, false]> : tensor<3xi1>, g = sparse<0, "s"> : tensor<2x!foo.string>, h = sparse<> : tensor<2x2xf64>} : () -> ()
// GENERIC: c = sparse<> : tensor<3xi32>
"foo.op"() {
  a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>,
  b = sparse<[[0, 0]], [1.5]> : tensor<3x4xf32>,
  c = sparse<[], []> : tensor<3xi32>,
  d = sparse<[1], [7]> : vector<3xi16>,
  e = sparse<[[0, 1]], 5> : tensor<3x4xi32>,
  f = sparse<[0, 2], [true, false]> : tensor<3xi1>,
  g = sparse<[[0]], ["s"]> : tensor<2x!foo.string>,
  h = sparse<> : tensor<2x2xf64>
} : () -> ()

// CHECK: memref.global "private" constant @table : memref<2x3xi32> = sparse<{{\[\[}}0, 1], [1, 2]], [7, -3]>
memref.global "private" constant @table : memref<2x3xi32> = sparse<[[0, 1], [1, 2]], [7, -3]>

// VALUES: ret0: vector<4xi32> = [0, 5, 0, 6]
// VALUES: ret1: i32 = 4
func.func @lanes() -> (vector<4xi32>, i32) {
  %c = arith.constant sparse<[[1], [3]], [5, 6]> : vector<4xi32>
  %t = memref.get_global @table : memref<2x3xi32>
  %a = affine.load %t[0, 1] : memref<2x3xi32>
  %b = affine.load %t[1, 2] : memref<2x3xi32>
  %z = affine.load %t[1, 1] : memref<2x3xi32>
  %s = arith.addi %a, %b : i32
  %r = arith.addi %s, %z : i32
  return %c, %r : vector<4xi32>, i32
}
