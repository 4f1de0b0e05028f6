// The debug info attributes through the struct(params) engine, with
// mlir-opt 22's diagnostics: unknown DWARF keywords (DW_LANG_*, DW_TAG_*,
// DW_CC_*, DW_OP_*, DW_ATE_*), the LLVM enums (emission kind, name table
// kind, DIFlags, DISubprogramFlags), missing required parameters, values of
// the wrong attribute class, bad integers and the custom
// #llvm.di_expression syntax. Checked with both tools.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+2 {{invalid debug info debug info language name: DW_LANG_Klingon}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a `unsigned`}}
module attributes {t.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Klingon, file = <"a" in "b">, isOptimized = false, emissionKind = Full>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: isOptimized}}
module attributes {t.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, emissionKind = Full>} {}
// -----
// expected-error @+2 {{expected one of [None, Full, LineTablesOnly, DebugDirectivesOnly] for LLVM debug emission kind, got: Bogus}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'emissionKind' which is to be a `DIEmissionKind`}}
module attributes {t.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false, emissionKind = Bogus>} {}
// -----
// expected-error @+2 {{expected keyword for LLVM debug emission kind}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'emissionKind' which is to be a `DIEmissionKind`}}
module attributes {t.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false, emissionKind = 1>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'id' which is to be a `DistinctAttr`}}
module attributes {t.a = #llvm.di_compile_unit<id = 0, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false, emissionKind = Full>} {}
// -----
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a `unsigned`}}
module attributes {t.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = "DW_LANG_C", file = <"a" in "b">, isOptimized = false, emissionKind = Full>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'file' which is to be a `DIFileAttr`}}
module attributes {t.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_basic_type<name = "i">, isOptimized = false, emissionKind = Full>} {}
// -----
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'isOptimized' which is to be a `bool`}}
module attributes {t.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = 2, emissionKind = Full>} {}
// -----
// expected-error @+2 {{expected one of [Virtual, PureVirtual, LocalToUnit, Definition, Optimized, Pure, Elemental, Recursive, MainSubprogram, Deleted, ObjCDirect] for LLVM DISubprogram flags, got: Definition|Bogus}}
// expected-error @+1 {{failed to parse LLVM_DISubprogramAttr parameter 'subprogramFlags' which is to be a `DISubprogramFlags`}}
module attributes {t.a = #llvm.di_subprogram<subprogramFlags = "Definition|Bogus">} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DISubprogramAttr parameter 'compileUnit' which is to be a `DICompileUnitAttr`}}
module attributes {t.a = #llvm.di_subprogram<compileUnit = #llvm.di_file<"a" in "b">>} {}
// -----
// expected-error @+3 {{invalid debug info debug info calling convention name: DW_CC_bogus}}
// expected-error @+2 {{failed to parse LLVM_DISubroutineTypeAttr parameter 'callingConvention' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DISubprogramAttr parameter 'type' which is to be a `DISubroutineTypeAttr`}}
module attributes {t.a = #llvm.di_subprogram<type = <callingConvention = DW_CC_bogus>>} {}
// -----
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVM_DISubprogramAttr parameter 'line' which is to be a `unsigned`}}
module attributes {t.a = #llvm.di_subprogram<line = 4294967296>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DISubprogramAttr parameter 'retainedNodes' which is to be a `::llvm::ArrayRef<DINodeAttr>`}}
module attributes {t.a = #llvm.di_subprogram<retainedNodes = 1>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DISubroutineTypeAttr parameter 'types' which is to be a `::llvm::ArrayRef<DITypeAttr>`}}
module attributes {t.a = #llvm.di_subroutine_type<types = #llvm.di_file<"a" in "b">>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: scope}}
module attributes {t.a = #llvm.di_local_variable<name = "x">} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'scope' which is to be a `DIScopeAttr`}}
module attributes {t.a = #llvm.di_local_variable<scope = #llvm.di_basic_type<name = "x">>} {}
// -----
// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'scope' which is to be a `DIScopeAttr`}}
module attributes {t.a = #llvm.di_local_variable<scope = <"a" in "b">>} {}
// -----
// expected-error @+2 {{expected one of [Zero, Bit0, Bit1, Private, Protected, Public, FwdDecl, AppleBlock, ReservedBit4, Virtual, Artificial, Explicit, Prototyped, ObjcClassComplete, ObjectPointer, Vector, StaticMember, LValueReference, RValueReference, ExportSymbols, SingleInheritance, MultipleInheritance, VirtualInheritance, IntroducedVirtual, BitField, NoReturn, TypePassByValue, TypePassByReference, EnumClass, Thunk, NonTrivial, BigEndian, LittleEndian, AllCallsDescribed] for LLVM DI flags, got: Bogus}}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'flags' which is to be a `DIFlags`}}
module attributes {t.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = Bogus>} {}
// -----
// expected-error @+2 {{expected keyword for LLVM DI flags}}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'flags' which is to be a `DIFlags`}}
module attributes {t.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = 3>} {}
// -----
// expected-error @+2 {{expected one of [Zero, Bit0, Bit1, Private, Protected, Public, FwdDecl, AppleBlock, ReservedBit4, Virtual, Artificial, Explicit, Prototyped, ObjcClassComplete, ObjectPointer, Vector, StaticMember, LValueReference, RValueReference, ExportSymbols, SingleInheritance, MultipleInheritance, VirtualInheritance, IntroducedVirtual, BitField, NoReturn, TypePassByValue, TypePassByReference, EnumClass, Thunk, NonTrivial, BigEndian, LittleEndian, AllCallsDescribed] for LLVM DI flags, got: }}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'flags' which is to be a `DIFlags`}}
module attributes {t.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = "">} {}
// -----
// expected-error @+2 {{expected one of [Zero, Bit0, Bit1, Private, Protected, Public, FwdDecl, AppleBlock, ReservedBit4, Virtual, Artificial, Explicit, Prototyped, ObjcClassComplete, ObjectPointer, Vector, StaticMember, LValueReference, RValueReference, ExportSymbols, SingleInheritance, MultipleInheritance, VirtualInheritance, IntroducedVirtual, BitField, NoReturn, TypePassByValue, TypePassByReference, EnumClass, Thunk, NonTrivial, BigEndian, LittleEndian, AllCallsDescribed] for LLVM DI flags, got: Zero|Vector}}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'flags' which is to be a `DIFlags`}}
module attributes {t.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = "Zero|Vector">} {}
// -----
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'line' which is to be a `unsigned`}}
module attributes {t.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, line = "x">} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'type' which is to be a `DITypeAttr`}}
module attributes {t.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, type = #llvm.di_file<"a" in "b">>} {}
// -----
// expected-error @+2 {{invalid debug info debug info tag name: DW_TAG_bogus}}
// expected-error @+1 {{failed to parse LLVM_DIDerivedTypeAttr parameter 'tag' which is to be a `unsigned`}}
module attributes {t.a = #llvm.di_derived_type<tag = DW_TAG_bogus>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DIDerivedTypeAttr parameter 'extraData' which is to be a `DINodeAttr`}}
module attributes {t.a = #llvm.di_derived_type<dwarfAddressSpace = -1, extraData = 3>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'dataLocation' which is to be a `DIExpressionAttr`}}
module attributes {t.a = #llvm.di_composite_type<tag = DW_TAG_array_type, dataLocation = #llvm.di_file<"a" in "b">>} {}
// -----
// expected-error @+4 {{invalid debug info debug info operation encoding name: DW_OP_bogus}}
// expected-error @+3 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
// expected-error @+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'rank' which is to be a `DIExpressionAttr`}}
module attributes {t.a = #llvm.di_composite_type<tag = DW_TAG_array_type, rank = <[DW_OP_bogus]>>} {}
// -----
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'isRecSelf' which is to be a `bool`}}
module attributes {t.a = #llvm.di_composite_type<isRecSelf = 2>} {}
// -----
// expected-error @+3 {{invalid debug info debug info operation encoding name: DW_OP_bogus}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {t.a = #llvm.di_expression<[DW_OP_bogus]>} {}
// -----
// expected-error @+2 {{encountered unknown attribute encoding "DW_ATE_bogus"}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {t.a = #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_bogus)]>} {}
// -----
// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {t.a = #llvm.di_expression<[DW_OP_LLVM_convert(DW_ATE_signed, 4)]>} {}
// -----
// expected-error @+3 {{expected valid keyword}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {t.a = #llvm.di_expression<[]>} {}
// -----
// expected-error @+3 {{expected valid keyword}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {t.a = #llvm.di_expression<[DW_OP_deref,]>} {}
// -----
// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {t.a = #llvm.di_expression<[DW_OP_deref()]>} {}
// -----
// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {t.a = #llvm.di_expression<[DW_OP_constu(1.0)]>} {}
// -----
// expected-error @+2 {{expected ')'}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
module attributes {t.a = #llvm.di_expression<[DW_OP_constu(1 2)]>} {}
// -----
// expected-error @+1 {{expected '>'}}
module attributes {t.a = #llvm.di_expression<DW_OP_deref>} {}
// -----
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
module attributes {t.a = #llvm.di_expression<[DW_OP_deref]} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DIGlobalVariableExpressionAttr parameter 'var' which is to be a `DIGlobalVariableAttr`}}
module attributes {t.a = #llvm.di_global_variable_expression<var = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">>>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: var}}
module attributes {t.a = #llvm.di_global_variable_expression<expr = <>>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: type}}
module attributes {t.a = #llvm.di_global_variable<file = <"a" in "b">, line = 1>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: discriminator}}
module attributes {t.a = #llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: exportSymbols}}
module attributes {t.a = #llvm.di_namespace<name = "n">} {}
// -----
// expected-error @+1 {{duplicate or unknown struct parameter name: exportSymbols}}
module attributes {t.a = #llvm.di_namespace<exportSymbols = true, exportSymbols = false>} {}
// -----
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVM_DIModuleAttr parameter 'isDecl' which is to be a `bool`}}
module attributes {t.a = #llvm.di_module<isDecl = maybe>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DIImportedEntityAttr parameter 'entity' which is to be a `DINodeAttr`}}
module attributes {t.a = #llvm.di_imported_entity<scope = #llvm.di_file<"a" in "b">, entity = 1>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: entity}}
module attributes {t.a = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #llvm.di_file<"a" in "b">>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DICommonBlockAttr parameter 'name' which is to be a `StringAttr`}}
module attributes {t.a = #llvm.di_common_block<scope = #llvm.di_file<"a" in "b">, name = 1>} {}
// -----
// expected-error @+1 {{expected ','}}
module attributes {t.a = #llvm.di_annotation<name = "a">} {}
// -----
// expected-error @+1 {{expected ','}}
module attributes {t.a = #llvm.di_annotation<name = "a" value = "b">} {}
// -----
// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse LLVM_DISubrangeAttr parameter 'count' which is to be a `::mlir::Attribute`}}
module attributes {t.a = #llvm.di_subrange<count = >} {}
// -----
// expected-error @+1 {{duplicate or unknown struct parameter name: lines}}
module attributes {t.a = #llvm.di_label<scope = #llvm.di_file<"a" in "b">, lines = 3>} {}
// -----
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DIStringTypeAttr parameter 'stringLength' which is to be a `DIVariableAttr`}}
module attributes {t.a = #llvm.di_string_type<name = "s", stringLength = #llvm.di_basic_type<name = "i">>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: lowerBound}}
module attributes {t.a = #llvm.di_generic_subrange<count = 1>} {}
// -----
// expected-error @+1 {{expected '>'}}
module attributes {t.a = #llvm.di_subroutine_type<callingConvention = DW_CC_normal types = #llvm.di_null_type>} {}
// -----
// expected-error @+1 {{expected '>'}}
module attributes {t.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = Artificial|Vector>} {}
