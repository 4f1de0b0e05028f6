//! The LLVM dialect attributes written in MLIR's `struct(params)` assembly
//! format that frontends put on loops and memory accesses: the loop
//! annotations (`#llvm.loop_annotation<unroll = #loop_unroll, ...>` and
//! its nine option attributes), TBAA (`#llvm.tbaa_root`,
//! `#llvm.tbaa_type_desc`, `#llvm.tbaa_tag`), access groups and alias
//! scopes (`#llvm.access_group`, `#llvm.alias_scope_domain`,
//! `#llvm.alias_scope`), the debug info attributes clang and flang emit
//! (`#llvm.di_compile_unit`, `#llvm.di_subprogram`,
//! `#llvm.di_local_variable`, `#llvm.di_composite_type`, ... with their
//! DWARF keywords, `DIFlags` and `DISubprogramFlags`), and
//! `#llvm.vscale_range`, `#llvm.vec_type_hint` and `#llvm.memory_effects`.
//! `#llvm.di_expression<[DW_OP_deref, DW_OP_plus_uconst(3)]>` has a custom
//! format of its own, read and printed here too.
//!
//! One table describes each attribute's parameters as its ODS definition
//! does (kind, C++ type, required or not), and one parser and one printer
//! read it: keys in any order, each once, required ones present, every
//! value of its kind, with mlir-opt 22's messages; printed in declaration
//! order with `key = value` and optional parameters left out, so an input
//! written in any order or spacing prints as mlir-opt prints it.
//!
//! An attribute is held as [`AttrData::Dialect`] named `llvm.<mnemonic>`
//! whose parameters are (key, value) pairs in declaration order, the key a
//! string attribute; values of C++ parameters are attributes too (an
//! `int64_t` an `i64` integer, a `bool` a bool, a `StringRef` a string, the
//! TBAA members an array of `llvm.tbaa_member`).

use affine_ir::asm::AsmWriter;
use affine_ir::context::{AttrData, Attribute, DialectData, LocData};
use affine_ir::diag::Diagnostic;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

use super::dwarf::{DW_ATES, DW_CCS, DW_LANGS, DW_OPS, DW_TAGS};

/// What a parameter holds, as its ODS type says.
#[derive(Clone, Copy)]
enum Kind {
    /// A `BoolAttr` (`true`, `false`, `1 : i1`).
    BoolAttr,
    /// An `IntegerAttr` (a bool too: MLIR's `BoolAttr` is one).
    IntegerAttr,
    /// A `StringAttr`.
    StringAttr,
    /// An attribute of one of these names; the first, when it is an
    /// attribute of this table, may be written without its `#llvm.name`.
    Nested(&'static [&'static str]),
    /// A C++ `int64_t`, printed as a bare integer.
    Int64,
    /// A C++ `bool` defaulting to false, printed only when true.
    Bool,
    /// A C++ `StringRef`: a string literal.
    StringRef,
    /// The TBAA members `{<#desc, offset>, ...}` (at least one).
    TbaaMembers,
    /// `ArrayRef<AccessGroupAttr>`: access groups separated by commas, no
    /// brackets (so it can only be the last parameter written).
    AccessGroups,
    /// A `FusedLoc` (`loc(fused[...])`).
    FusedLoc,
    /// A `DistinctAttr` (`distinct[N]<...>`).
    Distinct,
    /// Any attribute (`Attribute`).
    Any,
    /// A `TypeAttr`.
    TypeAttr,
    /// A debug info tag (`unsigned`, `DW_TAG_*` by name, default
    /// `DW_TAG_null`, which is left out).
    DwTag,
    /// A debug info encoding (`unsigned`, `DW_ATE_*` by name).
    DwEncoding,
    /// A C++ `uint64_t`, left out when 0 if optional.
    Uint64,
    /// A C++ `unsigned` / `uint32_t`, left out when 0 if optional.
    Unsigned,
    /// A `std::optional<unsigned>`: printed whenever it is set, 0 too.
    OptUnsigned,
    /// A debug info source language (`DW_LANG_*` by name).
    DwLang,
    /// A debug info calling convention (`DW_CC_*` by name, default 0).
    DwCc,
    /// An LLVM enum spelled by its case (`Full`); held as the case name,
    /// the first case the default of an optional parameter.
    Enum(&'static DiEnum),
    /// An LLVM bit enum (`DIFlags`): one keyword or a string of cases
    /// separated by `|`; held as its value, 0 the default.
    Flags(&'static DiEnum),
    /// An `ArrayRef` of attributes of these names, separated by commas
    /// without brackets (so it can only be the last parameter written).
    Array(&'static [&'static str]),
}

/// An enum of the LLVM dialect's debug info (`DIEmissionKind`, `DIFlags`,
/// ...): what its messages call it and its cases in declaration order
/// (value, and whether the case is a group of bits printed before the
/// single bits, MLIR's `printBitEnumPrimaryGroups`).
pub(crate) struct DiEnum {
    what: &'static str,
    cases: &'static [(&'static str, u32, bool)],
}

impl DiEnum {
    fn list(&self) -> String {
        self.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
    }

    /// MLIR's generated `symbolize` of a bit enum: the case of value 0 alone,
    /// or cases separated by `|` (spaces around them ignored).
    fn symbolize_bits(&self, text: &str) -> Option<u32> {
        if let Some(c) = self.cases.iter().find(|c| c.1 == 0 && c.0 == text) {
            return Some(c.1);
        }
        let mut value = 0;
        for part in text.split('|') {
            let part = part.trim();
            value |= self.cases.iter().find(|c| c.1 != 0 && c.0 == part)?.1;
        }
        Some(value)
    }

    /// MLIR's generated `stringify` of a bit enum: the groups first (the
    /// widest first), their bits taken out, then the single bits present,
    /// in declaration order.
    fn stringify_bits(&self, value: u32) -> String {
        if value == 0 {
            return self.cases.iter().find(|c| c.1 == 0).map_or("", |c| c.0).to_string();
        }
        let mut groups: Vec<_> = self.cases.iter().filter(|c| c.2).collect();
        groups.sort_by_key(|c| std::cmp::Reverse(c.1.count_ones()));
        let mut rest = value;
        let mut words = Vec::new();
        for g in groups {
            if rest & g.1 == g.1 {
                words.push(g.0);
                rest &= !g.1;
            }
        }
        for c in self.cases.iter().filter(|c| !c.2 && c.1 != 0) {
            if rest & c.1 == c.1 {
                words.push(c.0);
            }
        }
        words.join("|")
    }
}

/// `DIEmissionKind`.
const EMISSION_KIND: DiEnum = DiEnum {
    what: "LLVM debug emission kind",
    cases: &[("None", 0, false), ("Full", 1, false), ("LineTablesOnly", 2, false), ("DebugDirectivesOnly", 3, false)],
};

/// `DINameTableKind` (default `Default`).
const NAME_TABLE_KIND: DiEnum = DiEnum {
    what: "LLVM debug name table kind",
    cases: &[("Default", 0, false), ("GNU", 1, false), ("None", 2, false), ("Apple", 3, false)],
};

/// `ModRefInfo`, the access kinds of `#llvm.memory_effects`.
const MOD_REF: DiEnum = DiEnum {
    what: "LLVM ModRefInfo",
    cases: &[("none", 0, false), ("read", 1, false), ("write", 2, false), ("readwrite", 3, false)],
};
const MR: Kind = Kind::Enum(&MOD_REF);

/// `DIFlags`: bits 0 and 1 are the visibility (the groups `Private`,
/// `Protected`, `Public`); MLIR 22 declares the three inheritance flags
/// all as bit 16, so each stands for all three.
const DI_FLAGS: DiEnum = DiEnum {
    what: "LLVM DI flags",
    cases: &[
        ("Zero", 0, false),
        ("Bit0", 1, false),
        ("Bit1", 2, false),
        ("Private", 1, true),
        ("Protected", 2, true),
        ("Public", 3, true),
        ("FwdDecl", 1 << 2, false),
        ("AppleBlock", 1 << 3, false),
        ("ReservedBit4", 1 << 4, false),
        ("Virtual", 1 << 5, false),
        ("Artificial", 1 << 6, false),
        ("Explicit", 1 << 7, false),
        ("Prototyped", 1 << 8, false),
        ("ObjcClassComplete", 1 << 9, false),
        ("ObjectPointer", 1 << 10, false),
        ("Vector", 1 << 11, false),
        ("StaticMember", 1 << 12, false),
        ("LValueReference", 1 << 13, false),
        ("RValueReference", 1 << 14, false),
        ("ExportSymbols", 1 << 15, false),
        ("SingleInheritance", 1 << 16, false),
        ("MultipleInheritance", 1 << 16, false),
        ("VirtualInheritance", 1 << 16, false),
        ("IntroducedVirtual", 1 << 18, false),
        ("BitField", 1 << 19, false),
        ("NoReturn", 1 << 20, false),
        ("TypePassByValue", 1 << 22, false),
        ("TypePassByReference", 1 << 23, false),
        ("EnumClass", 1 << 24, false),
        ("Thunk", 1 << 25, false),
        ("NonTrivial", 1 << 26, false),
        ("BigEndian", 1 << 27, false),
        ("LittleEndian", 1 << 28, false),
        ("AllCallsDescribed", 1 << 29, false),
    ],
};

/// `DISubprogramFlags`.
const SUBPROGRAM_FLAGS: DiEnum = DiEnum {
    what: "LLVM DISubprogram flags",
    cases: &[
        ("Virtual", 1, false),
        ("PureVirtual", 1 << 1, false),
        ("LocalToUnit", 1 << 2, false),
        ("Definition", 1 << 3, false),
        ("Optimized", 1 << 4, false),
        ("Pure", 1 << 5, false),
        ("Elemental", 1 << 6, false),
        ("Recursive", 1 << 7, false),
        ("MainSubprogram", 1 << 8, false),
        ("Deleted", 1 << 9, false),
        ("ObjCDirect", 1 << 11, false),
    ],
};

/// An ODS verifier of a struct attribute: an error message for its
/// parameter values (in declaration order), if they are invalid.
type VerifyFn = fn(&affine_ir::context::Context, &[Option<Attribute>]) -> Option<&'static str>;

/// One parameter of a struct attribute.
struct Param {
    name: &'static str,
    kind: Kind,
    /// The C++ type in "failed to parse ... which is to be a `T`".
    cpp: &'static str,
    required: bool,
}

/// A struct attribute: its name, the ODS class its messages name, its
/// parameters in declaration order, and whether the `<...>` may be left
/// out when no parameter is set (`#llvm.tbaa_root`).
struct StructAttr {
    name: &'static str,
    class: &'static str,
    params: &'static [Param],
    optional_body: bool,
    /// The ODS verifier (`genVerifyDecl`): an error message for the
    /// parameter values, in declaration order.
    verify: Option<VerifyFn>,
}

const fn opt(name: &'static str, kind: Kind, cpp: &'static str) -> Param {
    Param { name, kind, cpp, required: false }
}

const fn req(name: &'static str, kind: Kind, cpp: &'static str) -> Param {
    Param { name, kind, cpp, required: true }
}

const LOOP_ANNOTATION: &[&str] = &["llvm.loop_annotation"];
const FOLLOWUP: Kind = Kind::Nested(LOOP_ANNOTATION);
const LA: &str = "LoopAnnotationAttr";
const B: Kind = Kind::BoolAttr;
const I: Kind = Kind::IntegerAttr;

/// `DIFileAttr`, which has a stripped form `<"name" in "dir">`.
const DI_FILE: Kind = Kind::Nested(&[super::attrs::DI_FILE]);
/// `DIExpressionAttr`, which has a stripped form `<[...]>`.
const DI_EXPRESSION: Kind = Kind::Nested(&[DI_EXPRESSION_NAME]);

/// The attributes `DIScopeAttr::classof` accepts.
const DI_SCOPES: &[&str] = &[
    "llvm.di_common_block",
    "llvm.di_compile_unit",
    "llvm.di_composite_type",
    "llvm.di_derived_type",
    "llvm.di_file",
    "llvm.di_lexical_block",
    "llvm.di_lexical_block_file",
    "llvm.di_subprogram",
    "llvm.di_module",
    "llvm.di_namespace",
];
const DI_SCOPE: Kind = Kind::Nested(DI_SCOPES);

/// The attributes `DITypeAttr::classof` accepts.
const DI_TYPES: &[&str] = &[
    "llvm.di_null_type",
    "llvm.di_basic_type",
    "llvm.di_composite_type",
    "llvm.di_derived_type",
    "llvm.di_string_type",
    "llvm.di_subroutine_type",
];
const DI_TYPE: Kind = Kind::Nested(DI_TYPES);

/// The attributes `DIVariableAttr::classof` accepts.
const DI_VARIABLE: Kind = Kind::Nested(&["llvm.di_local_variable", "llvm.di_global_variable"]);

/// The attributes `DINodeAttr::classof` accepts.
const DI_NODE: &[&str] = &[
    "llvm.di_basic_type",
    "llvm.di_common_block",
    "llvm.di_compile_unit",
    "llvm.di_composite_type",
    "llvm.di_derived_type",
    "llvm.di_file",
    "llvm.di_generic_subrange",
    "llvm.di_global_variable",
    "llvm.di_imported_entity",
    "llvm.di_label",
    "llvm.di_lexical_block",
    "llvm.di_lexical_block_file",
    "llvm.di_local_variable",
    "llvm.di_module",
    "llvm.di_namespace",
    "llvm.di_null_type",
    "llvm.di_annotation",
    "llvm.di_string_type",
    "llvm.di_subprogram",
    "llvm.di_subrange",
    "llvm.di_subroutine_type",
];
const DI_NODE_ONE: Kind = Kind::Nested(DI_NODE);

const STRUCT_ATTRS: &[StructAttr] = &[
    StructAttr {
        name: "llvm.loop_vectorize",
        class: "LoopVectorizeAttr",
        params: &[
            opt("disable", B, "BoolAttr"),
            opt("predicateEnable", B, "BoolAttr"),
            opt("scalableEnable", B, "BoolAttr"),
            opt("width", I, "IntegerAttr"),
            opt("followupVectorized", FOLLOWUP, LA),
            opt("followupEpilogue", FOLLOWUP, LA),
            opt("followupAll", FOLLOWUP, LA),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_interleave",
        class: "LoopInterleaveAttr",
        params: &[req("count", I, "IntegerAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_unroll",
        class: "LoopUnrollAttr",
        params: &[
            opt("disable", B, "BoolAttr"),
            opt("count", I, "IntegerAttr"),
            opt("runtimeDisable", B, "BoolAttr"),
            opt("full", B, "BoolAttr"),
            opt("followupUnrolled", FOLLOWUP, LA),
            opt("followupRemainder", FOLLOWUP, LA),
            opt("followupAll", FOLLOWUP, LA),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_unroll_and_jam",
        class: "LoopUnrollAndJamAttr",
        params: &[
            opt("disable", B, "BoolAttr"),
            opt("count", I, "IntegerAttr"),
            opt("followupOuter", FOLLOWUP, LA),
            opt("followupInner", FOLLOWUP, LA),
            opt("followupRemainderOuter", FOLLOWUP, LA),
            opt("followupRemainderInner", FOLLOWUP, LA),
            opt("followupAll", FOLLOWUP, LA),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_licm",
        class: "LoopLICMAttr",
        params: &[opt("disable", B, "BoolAttr"), opt("versioningDisable", B, "BoolAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_distribute",
        class: "LoopDistributeAttr",
        params: &[
            opt("disable", B, "BoolAttr"),
            opt("followupCoincident", FOLLOWUP, LA),
            opt("followupSequential", FOLLOWUP, LA),
            opt("followupFallback", FOLLOWUP, LA),
            opt("followupAll", FOLLOWUP, LA),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_pipeline",
        class: "LoopPipelineAttr",
        params: &[opt("disable", B, "BoolAttr"), opt("initiationinterval", I, "IntegerAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_peeled",
        class: "LoopPeeledAttr",
        params: &[opt("count", I, "IntegerAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_unswitch",
        class: "LoopUnswitchAttr",
        params: &[opt("partialDisable", B, "BoolAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.loop_annotation",
        class: "LoopAnnotationAttr",
        params: &[
            opt("disableNonforced", B, "BoolAttr"),
            opt("vectorize", Kind::Nested(&["llvm.loop_vectorize"]), "LoopVectorizeAttr"),
            opt("interleave", Kind::Nested(&["llvm.loop_interleave"]), "LoopInterleaveAttr"),
            opt("unroll", Kind::Nested(&["llvm.loop_unroll"]), "LoopUnrollAttr"),
            opt("unrollAndJam", Kind::Nested(&["llvm.loop_unroll_and_jam"]), "LoopUnrollAndJamAttr"),
            opt("licm", Kind::Nested(&["llvm.loop_licm"]), "LoopLICMAttr"),
            opt("distribute", Kind::Nested(&["llvm.loop_distribute"]), "LoopDistributeAttr"),
            opt("pipeline", Kind::Nested(&["llvm.loop_pipeline"]), "LoopPipelineAttr"),
            opt("peeled", Kind::Nested(&["llvm.loop_peeled"]), "LoopPeeledAttr"),
            opt("unswitch", Kind::Nested(&["llvm.loop_unswitch"]), "LoopUnswitchAttr"),
            opt("mustProgress", B, "BoolAttr"),
            opt("isVectorized", B, "BoolAttr"),
            opt("startLoc", Kind::FusedLoc, "FusedLoc"),
            opt("endLoc", Kind::FusedLoc, "FusedLoc"),
            opt("parallelAccesses", Kind::AccessGroups, "::llvm::ArrayRef<AccessGroupAttr>"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.tbaa_root",
        class: "LLVM_TBAARootAttr",
        params: &[opt("id", Kind::StringAttr, "StringAttr")],
        optional_body: true,
        verify: None,
    },
    StructAttr {
        name: "llvm.tbaa_type_desc",
        class: "LLVM_TBAATypeDescriptorAttr",
        params: &[
            req("id", Kind::StringRef, "::llvm::StringRef"),
            req("members", Kind::TbaaMembers, "::llvm::ArrayRef<TBAAMemberAttr>"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.tbaa_tag",
        class: "LLVM_TBAATagAttr",
        params: &[
            req("base_type", Kind::Nested(&["llvm.tbaa_type_desc"]), "TBAATypeDescriptorAttr"),
            req("access_type", Kind::Nested(&["llvm.tbaa_type_desc"]), "TBAATypeDescriptorAttr"),
            req("offset", Kind::Int64, "int64_t"),
            opt("constant", Kind::Bool, "bool"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_basic_type",
        class: "LLVM_DIBasicTypeAttr",
        params: &[
            opt("tag", Kind::DwTag, "unsigned"),
            req("name", Kind::StringAttr, "StringAttr"),
            opt("sizeInBits", Kind::Uint64, "uint64_t"),
            opt("encoding", Kind::DwEncoding, "unsigned"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_null_type",
        class: "LLVM_DINullTypeAttr",
        params: &[],
        optional_body: true,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_compile_unit",
        class: "LLVM_DICompileUnitAttr",
        params: &[
            req("id", Kind::Distinct, "DistinctAttr"),
            req("sourceLanguage", Kind::DwLang, "unsigned"),
            req("file", DI_FILE, "DIFileAttr"),
            opt("producer", Kind::StringAttr, "StringAttr"),
            req("isOptimized", Kind::Bool, "bool"),
            req("emissionKind", Kind::Enum(&EMISSION_KIND), "DIEmissionKind"),
            opt("nameTableKind", Kind::Enum(&NAME_TABLE_KIND), "DINameTableKind"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_composite_type",
        class: "LLVM_DICompositeTypeAttr",
        params: &[
            opt("recId", Kind::Distinct, "DistinctAttr"),
            opt("isRecSelf", Kind::Bool, "bool"),
            opt("tag", Kind::DwTag, "unsigned"),
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("file", DI_FILE, "DIFileAttr"),
            opt("line", Kind::Unsigned, "uint32_t"),
            opt("scope", DI_SCOPE, "DIScopeAttr"),
            opt("baseType", DI_TYPE, "DITypeAttr"),
            opt("flags", Kind::Flags(&DI_FLAGS), "DIFlags"),
            opt("sizeInBits", Kind::Uint64, "uint64_t"),
            opt("alignInBits", Kind::Uint64, "uint64_t"),
            opt("dataLocation", DI_EXPRESSION, "DIExpressionAttr"),
            opt("rank", DI_EXPRESSION, "DIExpressionAttr"),
            opt("allocated", DI_EXPRESSION, "DIExpressionAttr"),
            opt("associated", DI_EXPRESSION, "DIExpressionAttr"),
            // Last in mlir-opt 22 (so its comma-separated list ends the
            // printed body).
            opt("elements", Kind::Array(DI_NODE), "::llvm::ArrayRef<DINodeAttr>"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_derived_type",
        class: "LLVM_DIDerivedTypeAttr",
        params: &[
            opt("tag", Kind::DwTag, "unsigned"),
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("baseType", DI_TYPE, "DITypeAttr"),
            opt("sizeInBits", Kind::Uint64, "uint64_t"),
            opt("alignInBits", Kind::Unsigned, "uint32_t"),
            opt("offsetInBits", Kind::Uint64, "uint64_t"),
            opt("dwarfAddressSpace", Kind::OptUnsigned, "std::optional<unsigned>"),
            opt("extraData", DI_NODE_ONE, "DINodeAttr"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_global_variable_expression",
        class: "LLVM_DIGlobalVariableExpressionAttr",
        params: &[
            req("var", Kind::Nested(&["llvm.di_global_variable"]), "DIGlobalVariableAttr"),
            opt("expr", DI_EXPRESSION, "DIExpressionAttr"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_global_variable",
        class: "LLVM_DIGlobalVariable",
        params: &[
            opt("scope", DI_SCOPE, "DIScopeAttr"),
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("linkageName", Kind::StringAttr, "StringAttr"),
            req("file", DI_FILE, "DIFileAttr"),
            req("line", Kind::Unsigned, "unsigned"),
            req("type", DI_TYPE, "DITypeAttr"),
            opt("isLocalToUnit", Kind::Bool, "bool"),
            opt("isDefined", Kind::Bool, "bool"),
            opt("alignInBits", Kind::Unsigned, "unsigned"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_lexical_block",
        class: "LLVM_DILexicalBlockAttr",
        params: &[
            req("scope", DI_SCOPE, "DIScopeAttr"),
            opt("file", DI_FILE, "DIFileAttr"),
            opt("line", Kind::Unsigned, "unsigned"),
            opt("column", Kind::Unsigned, "unsigned"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_lexical_block_file",
        class: "LLVM_DILexicalBlockFile",
        params: &[
            req("scope", DI_SCOPE, "DIScopeAttr"),
            opt("file", DI_FILE, "DIFileAttr"),
            req("discriminator", Kind::Unsigned, "unsigned"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_local_variable",
        class: "LLVM_DILocalVariableAttr",
        params: &[
            req("scope", DI_SCOPE, "DIScopeAttr"),
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("file", DI_FILE, "DIFileAttr"),
            opt("line", Kind::Unsigned, "unsigned"),
            opt("arg", Kind::Unsigned, "unsigned"),
            opt("alignInBits", Kind::Unsigned, "unsigned"),
            opt("type", DI_TYPE, "DITypeAttr"),
            opt("flags", Kind::Flags(&DI_FLAGS), "DIFlags"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_subprogram",
        class: "LLVM_DISubprogramAttr",
        params: &[
            opt("recId", Kind::Distinct, "DistinctAttr"),
            opt("isRecSelf", Kind::Bool, "bool"),
            opt("id", Kind::Distinct, "DistinctAttr"),
            opt("compileUnit", Kind::Nested(&["llvm.di_compile_unit"]), "DICompileUnitAttr"),
            opt("scope", DI_SCOPE, "DIScopeAttr"),
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("linkageName", Kind::StringAttr, "StringAttr"),
            opt("file", DI_FILE, "DIFileAttr"),
            opt("line", Kind::Unsigned, "unsigned"),
            opt("scopeLine", Kind::Unsigned, "unsigned"),
            opt("subprogramFlags", Kind::Flags(&SUBPROGRAM_FLAGS), "DISubprogramFlags"),
            opt("type", Kind::Nested(&["llvm.di_subroutine_type"]), "DISubroutineTypeAttr"),
            opt("retainedNodes", Kind::Array(DI_NODE), "::llvm::ArrayRef<DINodeAttr>"),
            opt("annotations", Kind::Array(DI_NODE), "::llvm::ArrayRef<DINodeAttr>"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_module",
        class: "LLVM_DIModuleAttr",
        params: &[
            opt("file", DI_FILE, "DIFileAttr"),
            opt("scope", DI_SCOPE, "DIScopeAttr"),
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("configMacros", Kind::StringAttr, "StringAttr"),
            opt("includePath", Kind::StringAttr, "StringAttr"),
            opt("apinotes", Kind::StringAttr, "StringAttr"),
            opt("line", Kind::Unsigned, "unsigned"),
            opt("isDecl", Kind::Bool, "bool"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_namespace",
        class: "LLVM_DINamespaceAttr",
        params: &[
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("scope", DI_SCOPE, "DIScopeAttr"),
            req("exportSymbols", Kind::Bool, "bool"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_imported_entity",
        class: "LLVM_DIImportedEntityAttr",
        params: &[
            opt("tag", Kind::DwTag, "unsigned"),
            req("scope", DI_SCOPE, "DIScopeAttr"),
            req("entity", DI_NODE_ONE, "DINodeAttr"),
            opt("file", DI_FILE, "DIFileAttr"),
            opt("line", Kind::Unsigned, "unsigned"),
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("elements", Kind::Array(DI_NODE), "::llvm::ArrayRef<DINodeAttr>"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_annotation",
        class: "LLVM_DIAnnotationAttr",
        params: &[req("name", Kind::StringAttr, "StringAttr"), req("value", Kind::StringAttr, "StringAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_subrange",
        class: "LLVM_DISubrangeAttr",
        params: &[
            opt("count", Kind::Any, "::mlir::Attribute"),
            opt("lowerBound", Kind::Any, "::mlir::Attribute"),
            opt("upperBound", Kind::Any, "::mlir::Attribute"),
            opt("stride", Kind::Any, "::mlir::Attribute"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_generic_subrange",
        class: "LLVM_DIGenericSubrangeAttr",
        params: &[
            opt("count", Kind::Any, "::mlir::Attribute"),
            req("lowerBound", Kind::Any, "::mlir::Attribute"),
            opt("upperBound", Kind::Any, "::mlir::Attribute"),
            req("stride", Kind::Any, "::mlir::Attribute"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_common_block",
        class: "LLVM_DICommonBlockAttr",
        params: &[
            req("scope", DI_SCOPE, "DIScopeAttr"),
            opt("decl", Kind::Nested(&["llvm.di_global_variable"]), "DIGlobalVariableAttr"),
            req("name", Kind::StringAttr, "StringAttr"),
            opt("file", DI_FILE, "DIFileAttr"),
            opt("line", Kind::Unsigned, "unsigned"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_subroutine_type",
        class: "LLVM_DISubroutineTypeAttr",
        params: &[
            opt("callingConvention", Kind::DwCc, "unsigned"),
            opt("types", Kind::Array(DI_TYPES), "::llvm::ArrayRef<DITypeAttr>"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_label",
        class: "LLVM_DILabelAttr",
        params: &[
            req("scope", DI_SCOPE, "DIScopeAttr"),
            opt("name", Kind::StringAttr, "StringAttr"),
            opt("file", DI_FILE, "DIFileAttr"),
            opt("line", Kind::Unsigned, "unsigned"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.di_string_type",
        class: "LLVM_DIStringTypeAttr",
        params: &[
            opt("tag", Kind::DwTag, "unsigned"),
            req("name", Kind::StringAttr, "StringAttr"),
            opt("sizeInBits", Kind::Uint64, "uint64_t"),
            opt("alignInBits", Kind::Unsigned, "uint32_t"),
            opt("stringLength", DI_VARIABLE, "DIVariableAttr"),
            opt("stringLengthExp", DI_EXPRESSION, "DIExpressionAttr"),
            opt("stringLocationExp", DI_EXPRESSION, "DIExpressionAttr"),
            opt("encoding", Kind::DwEncoding, "unsigned"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.vscale_range",
        class: "LLVM_VScaleRangeAttr",
        params: &[req("minRange", I, "IntegerAttr"), req("maxRange", I, "IntegerAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.vec_type_hint",
        class: "LLVM_VecTypeHintAttr",
        params: &[req("hint", Kind::TypeAttr, "TypeAttr"), opt("is_signed", Kind::Bool, "bool")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.memory_effects",
        class: "LLVM_MemoryEffectsAttr",
        params: &[
            req("other", MR, "ModRefInfo"),
            req("argMem", MR, "ModRefInfo"),
            req("inaccessibleMem", MR, "ModRefInfo"),
            req("errnoMem", MR, "ModRefInfo"),
            req("targetMem0", MR, "ModRefInfo"),
            req("targetMem1", MR, "ModRefInfo"),
        ],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.dereferenceable",
        class: "LLVM_DereferenceableAttr",
        params: &[req("bytes", Kind::Uint64, "uint64_t"), opt("mayBeNull", Kind::Bool, "bool")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.access_group",
        class: "LLVM_AccessGroupAttr",
        params: &[req("id", Kind::Distinct, "DistinctAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.alias_scope_domain",
        class: "LLVM_AliasScopeDomainAttr",
        params: &[req("id", Kind::Any, "Attribute"), opt("description", Kind::StringAttr, "StringAttr")],
        optional_body: false,
        verify: None,
    },
    StructAttr {
        name: "llvm.alias_scope",
        class: "LLVM_AliasScopeAttr",
        params: &[
            req("id", Kind::Any, "Attribute"),
            req("domain", Kind::Nested(&["llvm.alias_scope_domain"]), "AliasScopeDomainAttr"),
            opt("description", Kind::StringAttr, "StringAttr"),
        ],
        optional_body: false,
        verify: Some(verify_alias_scope),
    },
];

/// A DWARF keyword parameter (MLIR's `LLVM_DIParameter` parser): a bare
/// keyword that must be one of `names` ("invalid debug info <what> name",
/// with the doubled "debug info" of MLIR 22's message, at the keyword).
/// Held as the name, a string attribute.
fn parse_dwarf_keyword(p: &mut OpParser, names: &[&str], what: &str) -> PResult<Attribute> {
    let at = p.offset();
    let Some(name) = p.parse_optional_keyword_any().map(str::to_string) else {
        return Err(p.error_at(at, "expected valid keyword"));
    };
    if !names.contains(&name.as_str()) {
        return Err(p.error_at(at, format!("invalid debug info debug info {what} name: {name}")));
    }
    Ok(p.ctx.string_attr(&name))
}

/// `AliasScopeAttr::verify`: the id is a string or a distinct attribute
/// (the message's spelling is MLIR's).
fn verify_alias_scope(ctx: &affine_ir::context::Context, values: &[Option<Attribute>]) -> Option<&'static str> {
    let id = values.first().copied().flatten()?;
    match ctx.attr_data(id) {
        AttrData::String { .. } | AttrData::Distinct { .. } => None,
        _ => Some("id of an alias scope must be a StringAttr or a DistrinctAttr"),
    }
}

/// The name of a TBAA member `<#desc, offset>` (parameters: the type
/// descriptor or root and the offset as an `i64` integer).
const TBAA_MEMBER: &str = "llvm.tbaa_member";

/// The attributes a TBAA member's type descriptor may be (`TBAANodeAttr`).
const TBAA_NODE: &[&str] = &["llvm.tbaa_root", "llvm.tbaa_type_desc"];

/// Whether a parameter of the one attribute class `name` is read and
/// printed without its `#llvm.mnemonic` (it has a custom parser).
fn has_stripped_form(name: &str) -> bool {
    def_of(name).is_some() || name == super::attrs::DI_FILE || name == DI_EXPRESSION_NAME
}

/// The struct attributes mlir-opt 22 prints without an alias (the LLVM
/// dialect's `getAlias` names only some).
const NOT_ALIASED: &[&str] = &[
    "llvm.di_annotation",
    "llvm.di_subrange",
    "llvm.di_generic_subrange",
    "llvm.vscale_range",
    "llvm.vec_type_hint",
    "llvm.memory_effects",
    "llvm.dereferenceable",
];

/// Parses the body of the struct attribute `name` where the custom op
/// `op`'s parser reads it (`llvm.inttoptr`'s `dereferenceable<...>`): MLIR
/// prefixes "custom op 'op'" to the attribute parser's own errors, not to
/// the token expectations (`expected '='`) of the core parser.
pub(crate) fn parse_struct_attr_in_op(p: &mut OpParser, name: &'static str, op: &str) -> PResult<Attribute> {
    fn prefix(d: &mut Diagnostic, op: &str) {
        if !d.message.starts_with("expected '") {
            d.message = format!("custom op '{op}' {}", d.message);
        }
        for n in &mut d.notes {
            prefix(n, op);
        }
    }
    parse_struct_attr(p, name).map_err(|mut d| {
        prefix(&mut d, op);
        d
    })
}

/// The struct attribute `name` with these (key, value) parameters, given
/// in declaration order (what [`parse_struct_attr`] builds).
pub(crate) fn struct_attr(
    ctx: &mut affine_ir::context::Context,
    name: &'static str,
    params: &[(&str, Attribute)],
) -> Attribute {
    let mut flat = Vec::new();
    for &(k, v) in params {
        flat.push(ctx.string_attr(k));
        flat.push(v);
    }
    ctx.attr(AttrData::Dialect(DialectData { name, params: flat }))
}

/// The value of parameter `key` of a struct attribute, if set.
pub(crate) fn struct_param(ctx: &affine_ir::context::Context, d: &DialectData, key: &str) -> Option<Attribute> {
    d.params.chunks(2).find(|kv| ctx.attr_str(kv[0]) == Some(key)).and_then(|kv| kv.get(1).copied())
}

/// The alias name of the struct attribute with this mnemonic (its
/// mnemonic), if mlir-opt 22 gives it one.
pub(crate) fn struct_attr_alias(mnemonic: &str) -> Option<&'static str> {
    let name = struct_attr_name(mnemonic)?;
    (!NOT_ALIASED.contains(&name)).then(|| &name[5..])
}

fn def_of(name: &str) -> Option<&'static StructAttr> {
    STRUCT_ATTRS.iter().find(|d| d.name == name)
}

/// The full name (`llvm.loop_unroll`) of the struct attribute with this
/// mnemonic, if it is one.
pub(crate) fn struct_attr_name(mnemonic: &str) -> Option<&'static str> {
    STRUCT_ATTRS.iter().map(|d| d.name).find(|n| n.strip_prefix("llvm.") == Some(mnemonic))
}

/// Parses the body of the struct attribute `name` (the parser is after its
/// mnemonic, or at the `<` of its stripped form).
pub(crate) fn parse_struct_attr(p: &mut OpParser, name: &'static str) -> PResult<Attribute> {
    let def = def_of(name).expect("a struct attribute");
    let start = p.offset();
    let mut values: Vec<Option<Attribute>> = vec![None; def.params.len()];
    // An attribute without parameters (`#llvm.di_null_type`) has no
    // assembly format in ODS: MLIR's generated parser reads nothing, so
    // whatever body is written is ignored.
    if def.params.is_empty() || (def.optional_body && !p.at(Tok::Less)) {
        return Ok(build(p, def, values));
    }
    p.expect(Tok::Less)?;
    if def.params.iter().all(|q| q.required) {
        for i in 0..def.params.len() {
            if i > 0 {
                p.expect(Tok::Comma)?;
            }
            let key = expect_key(p)?;
            parse_entry(p, def, &key, &mut values)?;
        }
    } else if def.params.iter().any(|q| q.required) {
        // With a required parameter, MLIR's generated parser reads at
        // least one key: an empty body is "expected valid keyword".
        loop {
            let key = expect_key(p)?;
            parse_entry(p, def, &key, &mut values)?;
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    } else if let Some(key) = p.parse_optional_keyword_any() {
        let key = key.to_string();
        parse_entry(p, def, &key, &mut values)?;
        while p.consume_if(Tok::Comma) {
            let key = expect_key(p)?;
            parse_entry(p, def, &key, &mut values)?;
        }
    }
    if let Some(missing) = def.params.iter().zip(&values).find(|(q, v)| q.required && v.is_none()) {
        let at = p.offset();
        return Err(p.error_at(at, format!("struct is missing required parameter: {}", missing.0.name)));
    }
    p.expect(Tok::Greater)?;
    if let Some(msg) = def.verify.and_then(|v| v(p.ctx, &values)) {
        return Err(p.error_at(start, msg));
    }
    Ok(build(p, def, values))
}

/// The attribute of `def` with these parameter values.
fn build(p: &mut OpParser, def: &StructAttr, values: Vec<Option<Attribute>>) -> Attribute {
    let mut params = Vec::new();
    for (q, v) in def.params.iter().zip(values) {
        if let Some(v) = v {
            params.push(p.ctx.string_attr(q.name));
            params.push(v);
        }
    }
    p.ctx.attr(AttrData::Dialect(DialectData { name: def.name, params }))
}

/// A parameter's key, which must be there: MLIR's "expected valid keyword"
/// with "expected a parameter name in struct".
fn expect_key(p: &mut OpParser) -> PResult<String> {
    let off = p.offset();
    match p.parse_optional_keyword_any() {
        Some(k) => Ok(k.to_string()),
        None => {
            let mut d = p.error_at(off, "expected valid keyword");
            d.notes.push(p.error_at(off, "expected a parameter name in struct"));
            Err(d)
        }
    }
}

/// `= value` of the parameter `key` (unknown or already seen: MLIR's
/// "duplicate or unknown struct parameter name" at the value).
fn parse_entry(p: &mut OpParser, def: &StructAttr, key: &str, values: &mut [Option<Attribute>]) -> PResult<()> {
    p.expect(Tok::Equal)?;
    let Some(i) = def.params.iter().position(|q| q.name == key).filter(|&i| values[i].is_none()) else {
        let at = p.offset();
        return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {key}")));
    };
    let q = &def.params[i];
    let v = parse_value(p, q.kind).map_err(|mut d| {
        let here = p.offset();
        let follow = format!("failed to parse {} parameter '{}' which is to be a `{}`", def.class, q.name, q.cpp);
        d.notes.push(p.error_at(here, follow));
        d
    })?;
    // A value of an optional parameter equal to its default is not stored
    // (MLIR elides it).
    let default = !q.required
        && match (q.kind, p.ctx.attr_data(v)) {
            (Kind::Bool, AttrData::Bool(false)) => true,
            (Kind::Uint64 | Kind::Unsigned | Kind::Flags(_), AttrData::Integer { value, .. }) => *value == 0,
            (Kind::DwTag, AttrData::String { value, .. }) => value == DW_TAGS[0],
            (Kind::Enum(e), AttrData::String { value, .. }) => e.cases.first().is_some_and(|c| c.0 == value),
            _ => false,
        };
    if !default {
        values[i] = Some(v);
    }
    Ok(())
}

fn invalid_kind(p: &mut OpParser, at: usize) -> Diagnostic {
    p.error_at(at, "invalid kind of attribute specified")
}

/// Parses an attribute (MLIR's `parseCustomAttributeWithFallback`: the
/// stripped `<...>` form of `names[0]` when it is a struct attribute and
/// the value does not start with `#`) and checks that it is one of `names`.
fn parse_nested(p: &mut OpParser, names: &[&'static str]) -> PResult<Attribute> {
    let at = p.offset();
    // An attribute interface (a TBAA node: root or type descriptor) has no
    // stripped form.
    if !p.at(Tok::HashIdent) && names.len() == 1 {
        if let Some(def) = def_of(names[0]) {
            return parse_struct_attr(p, def.name);
        }
        if names[0] == super::attrs::DI_FILE {
            return super::attrs::parse_di_file(p);
        }
        if names[0] == DI_EXPRESSION_NAME {
            return parse_di_expression(p);
        }
    }
    let a = p.parse_attribute()?;
    match p.ctx.attr_data(a) {
        AttrData::Dialect(d) if names.contains(&d.name) => Ok(a),
        _ => Err(invalid_kind(p, at)),
    }
}

fn parse_value(p: &mut OpParser, kind: Kind) -> PResult<Attribute> {
    let at = p.offset();
    match kind {
        Kind::BoolAttr
        | Kind::IntegerAttr
        | Kind::StringAttr
        | Kind::FusedLoc
        | Kind::Distinct
        | Kind::Any
        | Kind::TypeAttr => {
            let a = p.parse_attribute()?;
            let ok = match (kind, p.ctx.attr_data(a)) {
                (Kind::BoolAttr, AttrData::Bool(_)) => true,
                (Kind::IntegerAttr, AttrData::Bool(_) | AttrData::Integer { .. } | AttrData::BigInteger { .. }) => true,
                (Kind::StringAttr, AttrData::String { .. }) => true,
                (Kind::FusedLoc, AttrData::Loc(l)) => matches!(&*p.ctx.loc_data(*l), LocData::Fused { .. }),
                (Kind::Distinct, AttrData::Distinct { .. }) | (Kind::Any, _) => true,
                (Kind::TypeAttr, AttrData::Type(_)) => true,
                _ => false,
            };
            if ok { Ok(a) } else { Err(invalid_kind(p, at)) }
        }
        Kind::Nested(names) => parse_nested(p, names),
        Kind::DwTag => parse_dwarf_keyword(p, DW_TAGS, "tag"),
        Kind::DwEncoding => {
            let names: Vec<&str> = DW_ATES.iter().map(|e| e.0).collect();
            parse_dwarf_keyword(p, &names, "encoding")
        }
        Kind::DwLang => parse_dwarf_keyword(p, DW_LANGS, "language"),
        Kind::DwCc => parse_dwarf_keyword(p, DW_CCS, "calling convention"),
        Kind::Unsigned | Kind::OptUnsigned => match super::attrs::parse_field_integer(p, 32) {
            Ok(v) => Ok(p.ctx.i64_attr(v as i64)),
            Err((off, msg)) => Err(p.error_at(off, msg)),
        },
        Kind::Enum(e) | Kind::Flags(e) => {
            let Some(word) = crate::dialect_attrs::parse_keyword_or_string(p) else {
                return Err(p.error_at(at, format!("expected keyword for {}", e.what)));
            };
            let bad = |p: &mut OpParser| {
                p.error_at(at, format!("expected one of [{}] for {}, got: {word}", e.list(), e.what))
            };
            if let Kind::Flags(_) = kind {
                let Some(v) = e.symbolize_bits(&word) else { return Err(bad(p)) };
                Ok(p.ctx.i64_attr(i64::from(v)))
            } else {
                let Some(c) = e.cases.iter().find(|c| c.0 == word) else { return Err(bad(p)) };
                Ok(p.ctx.string_attr(c.0))
            }
        }
        Kind::Array(names) => {
            let mut items = vec![parse_nested(p, names)?];
            while p.consume_if(Tok::Comma) {
                items.push(parse_nested(p, names)?);
            }
            Ok(p.ctx.array_attr(items))
        }
        Kind::Uint64 => match super::attrs::parse_field_integer(p, 64) {
            Ok(v) => Ok(p.ctx.i64_attr(v as i64)),
            Err((off, msg)) => Err(p.error_at(off, msg)),
        },
        Kind::Int64 => match super::attrs::parse_field_integer(p, 64) {
            Ok(v) => Ok(p.ctx.i64_attr(v as i64)),
            Err((off, msg)) => Err(p.error_at(off, msg)),
        },
        Kind::Bool => match super::attrs::parse_field_integer(p, 8) {
            Ok(v) => Ok(p.ctx.bool_attr(v != 0)),
            Err((off, msg)) => Err(p.error_at(off, msg)),
        },
        Kind::StringRef => {
            if !p.at(Tok::String) {
                return Err(p.error_at(at, "expected string"));
            }
            let s = p.parse_string()?;
            Ok(p.ctx.string_attr(&s))
        }
        Kind::TbaaMembers => {
            p.expect(Tok::LBrace)?;
            let mut members = vec![parse_tbaa_member(p)?];
            while p.consume_if(Tok::Comma) {
                members.push(parse_tbaa_member(p)?);
            }
            p.expect(Tok::RBrace)?;
            Ok(p.ctx.array_attr(members))
        }
        Kind::AccessGroups => {
            let mut groups = vec![parse_nested(p, &["llvm.access_group"])?];
            while p.consume_if(Tok::Comma) {
                groups.push(parse_nested(p, &["llvm.access_group"])?);
            }
            Ok(p.ctx.array_attr(groups))
        }
    }
}

/// One TBAA member: `<#desc, offset>` (or a `#`-attribute, which is not
/// a member: "invalid kind of attribute specified").
fn parse_tbaa_member(p: &mut OpParser) -> PResult<Attribute> {
    let at = p.offset();
    if p.at(Tok::HashIdent) {
        let a = p.parse_attribute()?;
        return match p.ctx.attr_data(a) {
            AttrData::Dialect(d) if d.name == TBAA_MEMBER => Ok(a),
            _ => Err(invalid_kind(p, at)),
        };
    }
    let follow = |p: &mut OpParser, mut d: Diagnostic, param: &str, cpp: &str| {
        let here = p.offset();
        d.notes.push(p.error_at(
            here,
            format!("failed to parse LLVM_TBAAMemberAttr parameter '{param}' which is to be a `{cpp}`"),
        ));
        d
    };
    p.expect(Tok::Less)?;
    let desc = match parse_nested(p, TBAA_NODE) {
        Ok(a) => a,
        Err(d) => return Err(follow(p, d, "typeDesc", "TBAANodeAttr")),
    };
    p.expect(Tok::Comma)?;
    let offset = match super::attrs::parse_field_integer(p, 64) {
        Ok(v) => p.ctx.i64_attr(v as i64),
        Err((off, msg)) => {
            let d = p.error_at(off, msg);
            return Err(follow(p, d, "offset", "int64_t"));
        }
    };
    p.expect(Tok::Greater)?;
    Ok(p.ctx.attr(AttrData::Dialect(DialectData { name: TBAA_MEMBER, params: vec![desc, offset] })))
}

/// The name of `#llvm.di_expression<[DW_OP_deref, DW_OP_plus_uconst(3)]>`,
/// held as [`AttrData::Dialect`] whose one parameter (none for `<>`) is
/// the canonical text of its operations, brackets included.
pub(crate) const DI_EXPRESSION_NAME: &str = "llvm.di_expression";

/// The ODS follow-up of a failed operation of a debug info expression.
fn operations_follow_up(p: &mut OpParser, d: &mut Diagnostic) {
    let here = p.offset();
    d.notes.push(p.error_at(
        here,
        "failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a \
         `::llvm::ArrayRef<DIExpressionElemAttr>`",
    ));
}

/// The body `<[op, op(args), ...]>` (or `<>`) of `#llvm.di_expression`
/// (MLIR's `DIExpressionAttr`: operations of `DIExpressionElemAttr`, an
/// opcode by name and its arguments as `uint64_t`s, the arguments after
/// the first of `DW_OP_LLVM_convert` may be `DW_ATE_*` names, as
/// `parseExpressionArg` reads them).
pub(crate) fn parse_di_expression(p: &mut OpParser) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    let mut params = Vec::new();
    if p.consume_if(Tok::LSquare) {
        let mut text = String::from("[");
        loop {
            if text.len() > 1 {
                text.push_str(", ");
            }
            parse_expression_elem(p, &mut text).map_err(|mut d| {
                operations_follow_up(p, &mut d);
                d
            })?;
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RSquare)?;
        text.push(']');
        params.push(p.ctx.string_attr(&text));
    }
    p.expect(Tok::Greater)?;
    Ok(p.ctx.attr(AttrData::Dialect(DialectData { name: DI_EXPRESSION_NAME, params })))
}

/// One operation of a debug info expression, its canonical text appended
/// to `text`.
fn parse_expression_elem(p: &mut OpParser, text: &mut String) -> PResult<()> {
    let opcode = parse_dwarf_keyword(p, DW_OPS, "operation encoding").map_err(|mut d| {
        let here = p.offset();
        d.notes.push(p.error_at(
            here,
            "failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`",
        ));
        d
    })?;
    let opcode = p.ctx.attr_str(opcode).unwrap_or_default().to_string();
    text.push_str(&opcode);
    if !p.consume_if(Tok::LParen) {
        return Ok(());
    }
    let convert = opcode == "DW_OP_LLVM_convert";
    text.push('(');
    let mut first = true;
    loop {
        let mut value = None;
        if convert
            && !first
            && let Some(k) = p.parse_optional_keyword_any()
        {
            let k = k.to_string();
            match super::dwarf::ate_value(&k) {
                Some(v) => value = Some(v),
                None => {
                    let here = p.offset();
                    return Err(p.error_at(here, format!("encountered unknown attribute encoding \"{k}\"")));
                }
            }
        }
        let value = match value {
            Some(v) => v,
            None => match super::attrs::parse_field_integer(p, 64) {
                Ok(v) => v,
                Err((off, msg)) => {
                    let mut d = p.error_at(off, msg);
                    let here = p.offset();
                    d.notes.push(p.error_at(here, "expected integer operand"));
                    return Err(d);
                }
            },
        };
        if !first {
            text.push_str(", ");
        }
        // `printExpressionArg`: after the first operand of a conversion,
        // an encoding prints by name.
        match super::dwarf::ate_name(value).filter(|_| convert && !first) {
            Some(name) => text.push_str(name),
            None => text.push_str(&value.to_string()),
        }
        first = false;
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen)?;
    text.push(')');
    Ok(())
}

/// Prints `di_expression<[...]>`.
fn print_di_expression(w: &mut AsmWriter, d: &DialectData) {
    w.out.push_str("di_expression<");
    if let Some(AttrData::String { value, .. }) = d.params.first().map(|&t| w.ctx.attr_data(t)) {
        w.out.push_str(value);
    }
    w.out.push('>');
}

/// Whether `d` is one of the struct attributes (or a TBAA member).
pub(crate) fn is_struct_attr(d: &DialectData) -> bool {
    d.name == TBAA_MEMBER || d.name == DI_EXPRESSION_NAME || def_of(d.name).is_some()
}

/// Prints a struct attribute without its `#llvm.` (or a TBAA member in
/// its stripped form `<#desc, offset>`).
pub(crate) fn print_struct_attr(w: &mut AsmWriter, d: &DialectData) {
    if d.name == TBAA_MEMBER {
        return print_tbaa_member(w, d);
    }
    if d.name == DI_EXPRESSION_NAME {
        return print_di_expression(w, d);
    }
    let Some(def) = def_of(d.name) else { return };
    w.out.push_str(&d.name[5..]);
    if def.optional_body && d.params.is_empty() {
        return;
    }
    w.out.push('<');
    // An attribute without an alias is one more level of nesting for the
    // order of the alias definitions of what it holds.
    let extra = u32::from(NOT_ALIASED.contains(&def.name));
    w.with_extra_nesting(extra, |w| {
        for (i, pair) in d.params.chunks(2).enumerate() {
            let [key, value] = *pair else { continue };
            let AttrData::String { value: key, .. } = w.ctx.attr_data(key) else { continue };
            let Some(q) = def.params.iter().find(|q| q.name == key) else { continue };
            if i > 0 {
                w.out.push_str(", ");
            }
            w.out.push_str(q.name);
            w.out.push_str(" = ");
            print_value(w, q.kind, value);
        }
    });
    w.out.push('>');
}

fn print_value(w: &mut AsmWriter, kind: Kind, v: Attribute) {
    let ctx = w.ctx;
    match (kind, ctx.attr_data(v)) {
        (Kind::Int64, AttrData::Integer { value, .. }) => w.out.push_str(&value.to_string()),
        // A parameter of one struct attribute class prints stripped.
        (Kind::Nested(&[name]), AttrData::Dialect(_)) if has_stripped_form(name) => w.write_attr_stripped(v),
        (Kind::Uint64, AttrData::Integer { value, .. }) => w.out.push_str(&(*value as i64 as u64).to_string()),
        (Kind::Unsigned | Kind::OptUnsigned, AttrData::Integer { value, .. }) => w.out.push_str(&value.to_string()),
        (
            Kind::DwTag | Kind::DwEncoding | Kind::DwLang | Kind::DwCc | Kind::Enum(_),
            AttrData::String { value, .. },
        ) => w.out.push_str(value),
        // MLIR's generated printer: bare when the value is one case, else
        // quoted. Unlike mlir-opt 22 we quote too when one case's value
        // prints as several names (the inheritance flags, all bit 16 in
        // 22), which 22 prints bare and then cannot read back
        // (tests/lit/llvm/debug-info-flags-single-bit.mlir).
        (Kind::Flags(e), AttrData::Integer { value, .. }) => {
            let value = *value as u32;
            let text = e.stringify_bits(value);
            if e.cases.iter().any(|c| c.1 == value) && !text.contains('|') {
                w.out.push_str(&text);
            } else {
                w.out.push('"');
                w.out.push_str(&text);
                w.out.push('"');
            }
        }
        (Kind::Array(_), AttrData::Array(items)) => {
            for (i, &a) in items.iter().enumerate() {
                if i > 0 {
                    w.out.push_str(", ");
                }
                w.write_attr(a, false);
            }
        }
        (Kind::TbaaMembers, AttrData::Array(members)) => {
            w.out.push('{');
            for (i, &m) in members.iter().enumerate() {
                if i > 0 {
                    w.out.push_str(", ");
                }
                if let AttrData::Dialect(d) = ctx.attr_data(m) {
                    print_tbaa_member(w, d);
                }
            }
            w.out.push('}');
        }
        (Kind::AccessGroups, AttrData::Array(groups)) => {
            for (i, &g) in groups.iter().enumerate() {
                if i > 0 {
                    w.out.push_str(", ");
                }
                w.write_attr(g, false);
            }
        }
        _ => w.write_attr(v, false),
    }
}

/// `<#desc, offset>`: the member has no alias, so its descriptor sits one
/// level deeper for the order of alias definitions.
fn print_tbaa_member(w: &mut AsmWriter, d: &DialectData) {
    let ctx = w.ctx;
    let [desc, offset] = d.params[..] else { return };
    w.out.push('<');
    w.with_extra_nesting(1, |w| w.write_attr(desc, false));
    w.out.push_str(", ");
    if let AttrData::Integer { value, .. } = ctx.attr_data(offset) {
        w.out.push_str(&value.to_string());
    }
    w.out.push('>');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_nested_kind_names_known_attributes() {
        for def in STRUCT_ATTRS {
            for q in def.params {
                if let Kind::Nested(names) | Kind::Array(names) = q.kind {
                    for n in names {
                        let known = def_of(n).is_some() || has_stripped_form(n);
                        assert!(known, "{}: {} names {n}", def.name, q.name);
                    }
                }
            }
            assert!(def.name.starts_with("llvm."));
        }
    }

    #[test]
    fn required_parameters_come_with_their_cpp_type() {
        for def in STRUCT_ATTRS {
            assert!(def.params.iter().all(|q| !q.cpp.is_empty()));
            assert_eq!(struct_attr_name(&def.name[5..]), Some(def.name));
        }
        assert_eq!(struct_attr_name("di_file"), None);
    }

    #[test]
    fn di_flags_print_in_canonical_order() {
        let v = DI_FLAGS.symbolize_bits("Artificial|Public").unwrap();
        assert_eq!(DI_FLAGS.stringify_bits(v), "Public|Artificial");
        // The visibility bits print as their group.
        assert_eq!(DI_FLAGS.stringify_bits(DI_FLAGS.symbolize_bits("Bit1").unwrap()), "Protected");
        assert_eq!(DI_FLAGS.stringify_bits(DI_FLAGS.symbolize_bits("Bit0 | Bit1").unwrap()), "Public");
        assert_eq!(DI_FLAGS.symbolize_bits("Zero"), Some(0));
        assert_eq!(DI_FLAGS.stringify_bits(0), "Zero");
        // `Zero` only alone; an unknown or empty case is no value.
        assert_eq!(DI_FLAGS.symbolize_bits("Zero|Vector"), None);
        assert_eq!(DI_FLAGS.symbolize_bits("Vector|Bogus"), None);
        assert_eq!(DI_FLAGS.symbolize_bits(""), None);
        let sp = SUBPROGRAM_FLAGS.symbolize_bits("ObjCDirect|Virtual|Definition").unwrap();
        assert_eq!(SUBPROGRAM_FLAGS.stringify_bits(sp), "Virtual|Definition|ObjCDirect");
    }

    #[test]
    fn dwarf_tables_hold_distinct_names() {
        use super::super::dwarf::{DW_ATES, ate_name, ate_value};
        for table in [DW_LANGS, DW_CCS, DW_OPS, DW_TAGS] {
            let mut names = table.to_vec();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), table.len());
        }
        for &(name, value) in DW_ATES {
            assert_eq!(ate_name(value), Some(name));
            assert_eq!(ate_value(name), Some(value));
        }
        assert_eq!(ate_name(0), None);
    }
}
