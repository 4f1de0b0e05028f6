// Access groups and alias scopes are read as MLIR's struct(params) format
// (keys in any order, the domain also in its stripped `<...>` form, the
// optional description left out when absent) and printed as mlir-opt 22
// prints them, with their aliases and distinct ids renumbered. Checked
// with both tools.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = 3 : i64, description = "d">
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = "y">
// CHECK-NEXT: #alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "f">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = "x", domain = #alias_scope_domain1>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain2>
// CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain2, description = "b">
// CHECK-NEXT: module attributes {test.d = #alias_scope_domain, test.s = #alias_scope} {
// CHECK: %0 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope2]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %0, %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope2], noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
#dom = #llvm.alias_scope_domain<description = "f", id = distinct[7]<>>
#s1 = #llvm.alias_scope<domain = #dom, id = distinct[5]<>>
#s2 = #llvm.alias_scope<id = distinct[2]<>, description = "b", domain = #dom>
#g = #llvm.access_group<id = distinct[3]<>>
module attributes {test.d = #llvm.alias_scope_domain<description = "d", id = 3>, test.s = #llvm.alias_scope<id = "x", domain = <id = "y">>} {
  llvm.func @f(%p: !llvm.ptr) {
    %0 = llvm.load %p {access_groups = [#g], alias_scopes = [#s1], noalias_scopes = [#s2]} : !llvm.ptr -> i32
    llvm.store %0, %p {access_groups = [#g], alias_scopes = [#s2], noalias_scopes = [#s1]} : i32, !llvm.ptr
    llvm.return
  }
}
