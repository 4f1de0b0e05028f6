// `dense_resource<key> : type` elements stored in the blobs of the file's
// `dialect_resources` section, as ML frontends (torch-mlir, IREE) write
// weights: the section is printed after the module with the blobs the
// output refers to, in their order of first use (hex, alignment first); an
// unused blob and a reference without a blob print nothing. Constants are
// deduplicated by attribute and never folded.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s --allow-unregistered-dialect --run=sum_weights | FileCheck %s --check-prefix=VALUES
// RUN: affine-opt %s --allow-unregistered-dialect -canonicalize --check-semantics=3 -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SEM

// CHECK-LABEL: func.func @sum_weights
// CHECK: memref.get_global @weights : memref<4xi32>
// CHECK: arith.constant dense_resource<bias> : vector<4xi32>
// CHECK: arith.constant dense_resource<bias> : vector<4xi32>
// CHECK: memref.global "private" constant @weights : memref<4xi32> = dense_resource<"layer 0">
// CHECK: memref.global "private" constant @halves : memref<2xf32> = dense_resource<halves>
// CHECK: "foo.holder"() {missing = dense_resource<no_blob> : tensor<2xi8>} : () -> ()
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       bias: "0x1000000001000000020000000300000004000000",
// CHECK-NEXT:       "layer 0": "0x04000000FFFFFFFF0A000000140000001E000000",
// CHECK-NEXT:       halves: "0x040000000000003F0000C03F"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-NOT: unused

// CANON-LABEL: func.func @sum_weights
// CANON: arith.constant dense_resource<bias> : vector<4xi32>
// CANON-NOT: dense_resource<bias>
// CANON: return

// GENERIC: "memref.global"() <{constant, initial_value = dense_resource<"layer 0"> : tensor<4xi32>
// GENERIC: dialect_resources

// The interpreter reads the blobs: -1 + 10 + 20 + 30 + 2 * (1 + 2 + 3 + 4)
// and 0.5 + 1.5.
// VALUES: ret0: i32 = 79
// VALUES: ret1: f32 = 2
// SEM: semantic check: @sum_weights: same results on 3 of 3 random inputs
func.func @sum_weights() -> (i32, f32) {
  %w = memref.get_global @weights : memref<4xi32>
  %b = arith.constant dense_resource<bias> : vector<4xi32>
  %b2 = arith.constant dense_resource<bias> : vector<4xi32>
  %zero = arith.constant 0 : i32
  %s = affine.for %i = 0 to 4 iter_args(%acc = %zero) -> (i32) {
    %v = affine.load %w[%i] : memref<4xi32>
    %a = arith.addi %acc, %v : i32
    affine.yield %a : i32
  }
  %bb = arith.addi %b, %b2 : vector<4xi32>
  %r = vector.reduction <add>, %bb : vector<4xi32> into i32
  %t = arith.addi %s, %r : i32
  %h = memref.get_global @halves : memref<2xf32>
  %f0 = affine.load %h[0] : memref<2xf32>
  %f1 = affine.load %h[1] : memref<2xf32>
  %f = arith.addf %f0, %f1 : f32
  return %t, %f : i32, f32
}
memref.global "private" constant @weights : memref<4xi32> = dense_resource<"layer 0">
memref.global "private" constant @halves : memref<2xf32> = dense_resource<halves>
"foo.holder"() {missing = dense_resource<no_blob> : tensor<2xi8>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000",
      halves: "0x040000000000003f0000c03f",
      "layer 0": "0x04000000ffffffff0a000000140000001e000000",
      bias: "0x1000000001000000020000000300000004000000"
    }
  }
#-}
