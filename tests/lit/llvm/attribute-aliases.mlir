// LLVM dialect attributes get the aliases mlir-opt 22 gives them
// (LLVMOpAsmDialectInterface::getAlias: #loop_annotation, #di_file,
// #tbaa_tag, #access_group, ... named by their mnemonic, numbered per
// name), defined at the top ordered by nesting depth (an attribute inside
// a TBAA member `<#tbaa_root, 0>` counts one level deeper) and then by
// name; attributes nested in them (written through an alias or inline)
// print through their own aliases. di_expression and di_subrange get none.
// RUN: affine-opt %s -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -split-input-file | FileCheck %s
// RUN: affine-opt %s -split-input-file | affine-opt -split-input-file | FileCheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true>
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @f(%arg0: i64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.br ^bb1(%0 : i64)
// CHECK-NEXT: ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = llvm.icmp "slt" %1, %arg0 : i64
// CHECK-NEXT: llvm.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb1(%1 : i64) {loop_annotation = #loop_annotation1}
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g() attributes {x = #loop_vectorize, y = #loop_annotation, z = #access_group} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
#loop_unroll = #llvm.loop_unroll<disable = true>
#la = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true>
llvm.func @f(%n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^bb1(%c0 : i64)
^bb1(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  llvm.br ^bb1(%i : i64) {loop_annotation = #la}
^bb3:
  llvm.return
}
func.func @g() attributes {x = #llvm.loop_vectorize<disable = false>, y = #llvm.loop_annotation<disableNonforced = true>, z = #llvm.access_group<id = distinct[0]<>>} {
  return
}

// -----

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_file = #llvm.di_file<"a.c" in "/tmp">
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false>
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = Full>
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<vectorize = #loop_vectorize, mustProgress = true>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 1, subprogramFlags = Definition, type = #di_subroutine_type>
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: i64) attributes {x = #di_subprogram} {
// CHECK-NEXT: %0 = llvm.load %arg0 {tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %0, %arg0 {tbaa = [#tbaa_tag]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1 {loop_annotation = #loop_annotation}
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
#file = #llvm.di_file<"a.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sty = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition, type = #sty>
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#intd = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#tag = #llvm.tbaa_tag<base_type = #intd, access_type = #intd, offset = 0>
#vec = #llvm.loop_vectorize<disable = false>
#la = #llvm.loop_annotation<vectorize = #vec, mustProgress = true>
#la2 = #llvm.loop_annotation<vectorize = #vec>
llvm.func @f(%p: !llvm.ptr, %n: i64) attributes {x = #sp} {
  %v = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.store %v, %p {tbaa = [#tag]} : i32, !llvm.ptr
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.br ^bb2 {loop_annotation = #la2}
^bb2:
  llvm.return
}

// -----

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "d">
// CHECK-NEXT: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_file = #llvm.di_file<"a.c" in "/tmp">
// CHECK-NEXT: #di_null_type = #llvm.di_null_type
// CHECK-NEXT: #loop_distribute = #llvm.loop_distribute<disable = true>
// CHECK-NEXT: #loop_interleave = #llvm.loop_interleave<count = 2 : i32>
// CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = true>
// CHECK-NEXT: #loop_peeled = #llvm.loop_peeled<count = 2 : i32>
// CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<disable = true>
// CHECK-NEXT: #loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = true>
// CHECK-NEXT: #loop_unswitch = #llvm.loop_unswitch<partialDisable = true>
// CHECK-NEXT: #mmra_tag = #llvm.mmra_tag<"a":"b">
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "r">
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g() attributes {a = #access_group, b = #alias_scope_domain, c = #di_file, d = #di_basic_type, e = #tbaa_root, f = #llvm.di_expression<[DW_OP_deref]>, g = #loop_interleave, h = #loop_unroll_and_jam, i = #loop_licm, j = #loop_distribute, k = #loop_pipeline, l = #loop_peeled, m = #loop_unswitch, n = #di_null_type, o = #mmra_tag, p = #llvm.di_subrange<count = 4 : i64>} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @g() attributes {
 a = #llvm.access_group<id = distinct[0]<>>,
 b = #llvm.alias_scope_domain<id = distinct[1]<>, description = "d">,
 c = #llvm.di_file<"a.c" in "/tmp">,
 d = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>,
 e = #llvm.tbaa_root<id = "r">,
 f = #llvm.di_expression<[DW_OP_deref]>,
 g = #llvm.loop_interleave<count = 2 : i32>,
 h = #llvm.loop_unroll_and_jam<disable = true>,
 i = #llvm.loop_licm<disable = true>,
 j = #llvm.loop_distribute<disable = true>,
 k = #llvm.loop_pipeline<disable = true>,
 l = #llvm.loop_peeled<count = 2 : i32>,
 m = #llvm.loop_unswitch<partialDisable = true>,
 n = #llvm.di_null_type,
 o = #llvm.mmra_tag<"a":"b">,
 p = #llvm.di_subrange<count = 4 : i64>
} {
  return
}
