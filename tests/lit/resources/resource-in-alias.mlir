// A dense_resource written only inside an aliased attribute (here a fused
// location's metadata, printed as a #loc alias) is in the file metadata
// all the same, in printing order: the aliases defined before the body,
// the body, then the location aliases deferred to the end.
// RUN: affine-opt %s -split-input-file --mlir-print-debuginfo | FileCheck %s
// RUN: %mlir_opt %s -split-input-file --mlir-print-debuginfo | FileCheck %s
// RUN: affine-opt %s -split-input-file | FileCheck %s --check-prefix=ATTR
// RUN: %mlir_opt %s -split-input-file | FileCheck %s --check-prefix=ATTR

// CHECK: #loc4 = loc(fused<dense_resource<blob1> : tensor<2xi32>>[#loc2])
// CHECK: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: blob2: "0x040000000300000004000000",
// CHECK-NEXT: blob1: "0x040000000100000002000000"
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<blob2> : tensor<2xi32> loc(fused<dense_resource<blob1> : tensor<2xi32>>["a"])
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x040000000300000004000000"
    }
  }
#-}

// -----

// ATTR: #loc1 = loc(fused<dense_resource<blob3> : tensor<2xi32>>[#loc])
// ATTR: %cst = arith.constant {x = #loc1} dense_resource<blob4> : tensor<2xi32>
// ATTR: {-#
// ATTR-NEXT: dialect_resources: {
// ATTR-NEXT: builtin: {
// ATTR-NEXT: blob3: "0x040000000100000002000000",
// ATTR-NEXT: blob4: "0x040000000300000004000000"
// ATTR-NEXT: }
// ATTR-NEXT: }
// ATTR-NEXT: #-}
func.func @g() -> tensor<2xi32> {
  %0 = arith.constant {x = loc(fused<dense_resource<blob3> : tensor<2xi32>>["a"])} dense_resource<blob4> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob3: "0x040000000100000002000000",
      blob4: "0x040000000300000004000000"
    }
  }
#-}
