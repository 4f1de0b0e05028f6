// `distinct[N]<attr>` (MLIR's DistinctAttr) wherever an attribute can be:
// the same id written twice is one attribute, the printer renumbers the
// ids 0, 1, ... in printing order (alias definitions first), and a distinct
// attribute gets a `#distinct` alias unless it refers to `unit` (`<>`).
// Aliases only used in deferred locations are printed with them at the
// end. Checked with both tools.
// RUN: affine-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s -split-input-file -allow-unregistered-dialect | affine-opt -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s --check-prefix=DBG
// RUN: %mlir_opt %s -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s --check-prefix=DBG
// RUN: affine-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: %mlir_opt %s -split-input-file -allow-unregistered-dialect -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<[1, distinct[2]<>]>
// CHECK-NEXT: #distinct2 = distinct[3]<distinct[4]<>>
// CHECK-NEXT: module attributes {test.a = distinct[2]<>, test.b = #distinct, test.c = distinct[2]<>, test.d = [#distinct1], test.e = #distinct2} {
// LOCAL: module attributes {test.a = distinct[0]<>, test.b = distinct[1]<42 : i32>, test.c = distinct[0]<>, test.d = [distinct[2]<[1, distinct[0]<>]>], test.e = distinct[3]<distinct[4]<>>} {
module attributes {test.a = distinct[3]<>, test.b = distinct[7]<42 : i32>, test.c = distinct[3]<>, test.d = [distinct[9]<[1, distinct[3]<>]>], test.e = distinct[2]<distinct[0x5]<unit>>} {}

// -----

// Aliases by depth: the map below its distinct attribute, which is below
// the array's.
// CHECK-LABEL: #distinct = distinct[0]<"x">
// CHECK-NEXT: #distinct1 = distinct[1]<#llvm.linkage<internal>>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #distinct2 = distinct[2]<#map>
// CHECK-NEXT: #distinct3 = distinct[3]<[#distinct2, #distinct]>
// CHECK: func.func @f() attributes {a = #distinct3, b = #distinct, c = #distinct2, u = distinct[4]<>} {
// CHECK-NEXT: "test.op"() {x = distinct[4]<>, y = {k = #distinct1}} : () -> ()
#d = distinct[5]<affine_map<(d0) -> (d0)>>
#e = distinct[9]<[#d, distinct[1]<"x">]>
func.func @f() attributes {a = #e, b = distinct[1]<"x">, c = #d, u = distinct[2]<unit>} {
  "test.op"() {x = distinct[2]<>, y = {k = distinct[7]<#llvm.linkage<internal>>}} : () -> ()
  return
}

// -----

// Equal referenced attributes, different ids: two attributes.
// CHECK-LABEL: #distinct = distinct[0]<2 : i64>
// CHECK-NEXT: #distinct1 = distinct[1]<2 : i64>
// CHECK-NEXT: module attributes {test.a = #distinct} {
// CHECK-NEXT: func.func private @g() attributes {w = #distinct1, z = #distinct}
module attributes {test.a = distinct[1]<2>} {
  func.func private @g() attributes {z = distinct [1] < 2 >, w = distinct[0]<2>}
}

// -----

// Location metadata: an alias only used there is printed at the end, with
// the location aliases.
// CHECK-LABEL: #distinct = distinct[0]<1 : i64>
// CHECK: "test.op"() {a = #distinct} : () -> ()
// CHECK-NEXT: "test.op"() : () -> ()
// DBG-LABEL: #distinct = distinct[0]<1 : i64>
// DBG-NEXT: module {
// DBG: "test.op"() {a = #distinct} : () -> () loc(#[[L5:loc[0-9]*]])
// DBG: "test.op"() : () -> () loc(#[[L6:loc[0-9]*]])
// DBG: } loc(#loc)
// DBG-NEXT: #distinct1 = distinct[1]<2 : i64>
// DBG: #[[L5]] = loc(fused<distinct[2]<>>[#{{loc[0-9]*}}])
// DBG-NEXT: #[[L6]] = loc(fused<#distinct1>[#{{loc[0-9]*}}])
func.func @h() {
  "test.op"() {a = distinct[4]<1>} : () -> () loc(fused<distinct[3]<>>["a.c":1:2])
  "test.op"() : () -> () loc(fused<distinct[8]<2>>["a.c":1:3])
  return
}
