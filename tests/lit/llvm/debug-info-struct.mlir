// The debug info attributes through the struct(params) engine, printed as
// mlir-opt 22 prints them: keys in any order and spacing print in
// declaration order, optional parameters equal to their default (a zero
// line, DIFlags Zero, nameTableKind Default, isRecSelf false, a DW_TAG_null
// tag) are left out, required ones always printed; DIFlags in 22's order
// (visibility groups first), quoted unless the value is one case; the
// stripped forms of a di_file, di_compile_unit, di_subroutine_type,
// di_global_variable and di_expression parameter; di_expression operands
// (a DW_OP_LLVM_convert encoding by name); array parameters; aliases (none
// for di_expression, di_subrange, di_annotation).
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_derived_type = #llvm.di_derived_type<>
// CHECK-NEXT: #di_file = #llvm.di_file<"b.c" in "/e">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"a.c" in "/d">
// CHECK-NEXT: #di_module = #llvm.di_module<name = "m">
// CHECK-NEXT: #di_null_type = #llvm.di_null_type
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<recId = distinct[0]<>, isRecSelf = true>
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_vectorcall>
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #di_file, isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-NEXT: #di_compile_unit1 = #llvm.di_compile_unit<id = distinct[2]<>, sourceLanguage = DW_LANG_Fortran95, file = #di_file1, producer = "flang", isOptimized = false, emissionKind = Full, nameTableKind = GNU>
// CHECK-NEXT: #di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "p", baseType = #di_basic_type, offsetInBits = 8, dwarfAddressSpace = 0, extraData = #di_basic_type>
// CHECK-NEXT: #di_global_variable = #llvm.di_global_variable<file = #di_file1, line = 1, type = #di_basic_type>
// CHECK-NEXT: #di_namespace = #llvm.di_namespace<scope = #di_file1, exportSymbols = true>
// CHECK-NEXT: #di_subroutine_type1 = #llvm.di_subroutine_type<types = #di_null_type, #di_basic_type>
// CHECK-NEXT: #di_subroutine_type2 = #llvm.di_subroutine_type<types = #di_basic_type>
// CHECK-NEXT: #di_global_variable1 = #llvm.di_global_variable<scope = #di_compile_unit, file = #di_file1, line = 0, type = #di_derived_type1, isLocalToUnit = true>
// CHECK-NEXT: #di_global_variable_expression = #llvm.di_global_variable_expression<var = #di_global_variable, expr = <>>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<recId = distinct[3]<>, id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_compile_unit, name = "main", file = #di_file1, line = 4, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type1>
// CHECK-NEXT: #di_subprogram2 = #llvm.di_subprogram<scope = #di_file1, subprogramFlags = Definition, type = #di_subroutine_type2, retainedNodes = #di_basic_type, #di_null_type>
// CHECK-NEXT: #di_common_block = #llvm.di_common_block<scope = #di_subprogram1, decl = #di_global_variable1, name = "cb">
// CHECK-NEXT: #di_global_variable_expression1 = #llvm.di_global_variable_expression<var = #di_global_variable1>
// CHECK-NEXT: #di_imported_entity = #llvm.di_imported_entity<tag = DW_TAG_imported_declaration, scope = #di_subprogram1, entity = #di_namespace, elements = #di_basic_type>
// CHECK-NEXT: #di_label = #llvm.di_label<scope = #di_subprogram1, line = 9>
// CHECK-NEXT: #di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram1, column = 7>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram1>
// CHECK-NEXT: #di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram1, flags = "Public|FwdDecl|SingleInheritance|MultipleInheritance|VirtualInheritance|AllCallsDescribed">
// CHECK-NEXT: #di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram1, flags = "Artificial|Vector">
// CHECK-NEXT: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_lexical_block, discriminator = 16>
// CHECK-NEXT: #di_local_variable3 = #llvm.di_local_variable<scope = #di_lexical_block_file, name = "x", file = #di_file1, line = 4294967295, arg = 2, type = #di_basic_type, flags = "Public|Artificial">
// CHECK-NEXT: #di_string_type = #llvm.di_string_type<name = "s", stringLength = #di_local_variable3, stringLengthExp = <[DW_OP_deref]>, encoding = DW_ATE_UTF>
// CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<recId = distinct[5]<>, tag = DW_TAG_array_type, flags = Vector, associated = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4 : i64, upperBound = #di_local_variable3, stride = #llvm.di_expression<[DW_OP_deref]>>, #di_basic_type>
// CHECK-NEXT: module attributes {t.a = [#di_compile_unit, #di_compile_unit1, #di_subprogram1, #di_subprogram, #di_subprogram2, #di_subroutine_type, #di_lexical_block, #di_lexical_block_file, #di_local_variable3, #di_local_variable, #di_local_variable1, #di_local_variable2, #di_derived_type1, #di_derived_type, #di_composite_type, #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_signed, 0, DW_ATE_HP_complex_float), DW_OP_plus_uconst(16), DW_OP_LLVM_fragment(0, 32), DW_OP_constu(18446744073709551615)]>, #di_global_variable_expression, #di_global_variable_expression1, #di_label, #di_namespace, #di_module, #di_imported_entity, #di_common_block, #llvm.di_annotation<name = "a", value = "b">, #llvm.di_subrange<count = 4 : i64, upperBound = #di_local_variable3, stride = #llvm.di_expression<[DW_OP_deref]>>, #di_string_type, #llvm.di_generic_subrange<lowerBound = 0 : i64, stride = 1 : i32>, #llvm.di_expression<>]} {
// CHECK-NEXT: }

#file = #llvm.di_file<"a.c" in "/d">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#cu = #llvm.di_compile_unit<  emissionKind=LineTablesOnly , isOptimized = true, file = <"b.c" in "/e">, sourceLanguage = DW_LANG_C_plus_plus_14, id = distinct[3]<>, nameTableKind = Default>
#cu2 = #llvm.di_compile_unit<id = distinct[4]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, producer = "flang", isOptimized = false, emissionKind = Full, nameTableKind = "GNU">
#sty = #llvm.di_subroutine_type<types = #llvm.di_null_type, #int>
#sty2 = #llvm.di_subroutine_type<callingConvention = DW_CC_LLVM_vectorcall>
#sp = #llvm.di_subprogram<type = #sty, subprogramFlags = "Optimized|Definition", scopeLine = 0, line = 4, file = #file, name = "main", scope = #cu, compileUnit = #cu, id = distinct[5]<>, recId = distinct[6]<>, isRecSelf = false>
#sp2 = #llvm.di_subprogram<recId = distinct[7]<>, isRecSelf = true>
#sp3 = #llvm.di_subprogram<scope = #file, subprogramFlags = Definition, type = <types = #int>, retainedNodes = #int, #llvm.di_null_type>
#lb = #llvm.di_lexical_block<line = 0, scope = #sp, column = 7>
#lbf = #llvm.di_lexical_block_file<discriminator = 0x10, scope = #lb>
#lv = #llvm.di_local_variable<flags = "Public|Artificial", type = #int, alignInBits = 0, arg = 2, line = -1, file = #file, name = "x", scope = #lbf>
#lv2 = #llvm.di_local_variable<scope = #sp, flags = Zero>
#lv3 = #llvm.di_local_variable<scope = #sp, flags = "Bit1|Bit0|AllCallsDescribed|FwdDecl|VirtualInheritance">
#lv5 = #llvm.di_local_variable<scope = #sp, flags = "Artificial | Vector">
#dt = #llvm.di_derived_type<extraData = #int, dwarfAddressSpace = 0, offsetInBits = 8, alignInBits = 0, sizeInBits = 0, baseType = #int, name = "p", tag = DW_TAG_member>
#dt2 = #llvm.di_derived_type<tag = DW_TAG_null>
#sr = #llvm.di_subrange<stride = #llvm.di_expression<[DW_OP_deref]>, upperBound = #lv, count = 4 : i64>
#ct = #llvm.di_composite_type<associated = <[DW_OP_push_object_address, DW_OP_deref]>, flags = Vector, tag = DW_TAG_array_type, recId = distinct[8]<>, line = 0, alignInBits = 0, elements = #sr, #int>
#ex = #llvm.di_expression<[DW_OP_LLVM_convert(4, 5, 0, 0x81), DW_OP_plus_uconst(0x10), DW_OP_LLVM_fragment(0, 32), DW_OP_constu(true)]>
#gv = #llvm.di_global_variable<alignInBits = 0, isDefined = false, isLocalToUnit = true, type = #dt, line = 0, file = #file, scope = #cu>
#gve = #llvm.di_global_variable_expression<expr = <>, var = <file = #file, line = 1, type = #int>>
#gve2 = #llvm.di_global_variable_expression<var = #gv>
#lab = #llvm.di_label<line = 9, scope = #sp>
#ns = #llvm.di_namespace<exportSymbols = true, scope = #file>
#mod = #llvm.di_module<isDecl = false, line = 0, name = "m">
#ie = #llvm.di_imported_entity<entity = #ns, scope = #sp, tag = DW_TAG_imported_declaration, elements = #int>
#cb = #llvm.di_common_block<name = "cb", scope = #sp, decl = #gv>
#ann = #llvm.di_annotation<value = "b", name = "a">
#st = #llvm.di_string_type<encoding = DW_ATE_UTF, stringLength = #lv, name = "s", sizeInBits = 0, stringLengthExp = <[DW_OP_deref]>>
#gs = #llvm.di_generic_subrange<stride = 1 : i32, lowerBound = 0 : i64>
module attributes {t.a = [#cu, #cu2, #sp, #sp2, #sp3, #sty2, #lb, #lbf, #lv, #lv2, #lv3, #lv5, #dt, #dt2, #ct, #ex, #gve, #gve2, #lab, #ns, #mod, #ie, #cb, #ann, #sr, #st, #gs, #llvm.di_expression<>]} {}
