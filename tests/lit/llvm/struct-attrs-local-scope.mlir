// Without aliases (--mlir-print-local-scope, and the ops diagnostics print)
// a struct attribute parameter of one attribute class prints stripped, as
// MLIR's printStrippedAttrOrType does (`domain = <id = ...>`), and distinct
// ids are numbered in the order they are printed. Checked with both tools.
// RUN: affine-opt %s -mlir-print-local-scope | FileCheck %s
// RUN: %mlir_opt %s -mlir-print-local-scope | FileCheck %s

// CHECK: %0 = llvm.load %arg0 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>, description = "f">>], tbaa = [#llvm.tbaa_tag<base_type = <id = "int", members = {<#llvm.tbaa_root<id = "r">, 0>}>, access_type = <id = "int", members = {<#llvm.tbaa_root<id = "r">, 0>}>, offset = 0>]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<unroll = <disable = true, followupAll = <mustProgress = true>>>}
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "f">
#s1 = #llvm.alias_scope<id = distinct[1]<>, domain = #dom>
#root = #llvm.tbaa_root<id = "r">
#td = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #td, access_type = #td, offset = 0>
#la = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true, followupAll = #llvm.loop_annotation<mustProgress = true>>>
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p {alias_scopes = [#s1], tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
}
