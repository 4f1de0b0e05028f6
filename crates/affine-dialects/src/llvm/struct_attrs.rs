//! The LLVM dialect attributes written in MLIR's `struct(params)` assembly
//! format that frontends put on loops and memory accesses: the loop
//! annotations (`#llvm.loop_annotation<unroll = #loop_unroll, ...>` and
//! its nine option attributes), TBAA (`#llvm.tbaa_root`,
//! `#llvm.tbaa_type_desc`, `#llvm.tbaa_tag`), access groups and alias
//! scopes (`#llvm.access_group`, `#llvm.alias_scope_domain`,
//! `#llvm.alias_scope`) and the debug info basic and null types
//! (`#llvm.di_basic_type`, `#llvm.di_null_type`).
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
    /// A debug info tag (`unsigned`, `DW_TAG_*` by name, default
    /// `DW_TAG_null`, which is left out).
    DwTag,
    /// A debug info encoding (`unsigned`, `DW_ATE_*` by name).
    DwEncoding,
    /// An optional C++ `uint64_t`, left out when 0.
    Uint64,
}

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

/// The DWARF tag names LLVM's `dwarf::getTag` knows (`Dwarf.def`), in
/// the order of their values; `DW_TAG_null` is 0.
const DW_TAGS: &[&str] = &[
    "DW_TAG_null",
    "DW_TAG_array_type",
    "DW_TAG_class_type",
    "DW_TAG_entry_point",
    "DW_TAG_enumeration_type",
    "DW_TAG_formal_parameter",
    "DW_TAG_imported_declaration",
    "DW_TAG_label",
    "DW_TAG_lexical_block",
    "DW_TAG_member",
    "DW_TAG_pointer_type",
    "DW_TAG_reference_type",
    "DW_TAG_compile_unit",
    "DW_TAG_string_type",
    "DW_TAG_structure_type",
    "DW_TAG_subroutine_type",
    "DW_TAG_typedef",
    "DW_TAG_union_type",
    "DW_TAG_unspecified_parameters",
    "DW_TAG_variant",
    "DW_TAG_common_block",
    "DW_TAG_common_inclusion",
    "DW_TAG_inheritance",
    "DW_TAG_inlined_subroutine",
    "DW_TAG_module",
    "DW_TAG_ptr_to_member_type",
    "DW_TAG_set_type",
    "DW_TAG_subrange_type",
    "DW_TAG_with_stmt",
    "DW_TAG_access_declaration",
    "DW_TAG_base_type",
    "DW_TAG_catch_block",
    "DW_TAG_const_type",
    "DW_TAG_constant",
    "DW_TAG_enumerator",
    "DW_TAG_file_type",
    "DW_TAG_friend",
    "DW_TAG_namelist",
    "DW_TAG_namelist_item",
    "DW_TAG_packed_type",
    "DW_TAG_subprogram",
    "DW_TAG_template_type_parameter",
    "DW_TAG_template_value_parameter",
    "DW_TAG_thrown_type",
    "DW_TAG_try_block",
    "DW_TAG_variant_part",
    "DW_TAG_variable",
    "DW_TAG_volatile_type",
    "DW_TAG_dwarf_procedure",
    "DW_TAG_restrict_type",
    "DW_TAG_interface_type",
    "DW_TAG_namespace",
    "DW_TAG_imported_module",
    "DW_TAG_unspecified_type",
    "DW_TAG_partial_unit",
    "DW_TAG_imported_unit",
    "DW_TAG_condition",
    "DW_TAG_shared_type",
    "DW_TAG_type_unit",
    "DW_TAG_rvalue_reference_type",
    "DW_TAG_template_alias",
    "DW_TAG_coarray_type",
    "DW_TAG_generic_subrange",
    "DW_TAG_dynamic_type",
    "DW_TAG_atomic_type",
    "DW_TAG_call_site",
    "DW_TAG_call_site_parameter",
    "DW_TAG_skeleton_unit",
    "DW_TAG_immutable_type",
    "DW_TAG_MIPS_loop",
    "DW_TAG_format_label",
    "DW_TAG_function_template",
    "DW_TAG_class_template",
    "DW_TAG_GNU_BINCL",
    "DW_TAG_GNU_EINCL",
    "DW_TAG_GNU_template_template_param",
    "DW_TAG_GNU_template_parameter_pack",
    "DW_TAG_GNU_formal_parameter_pack",
    "DW_TAG_GNU_call_site",
    "DW_TAG_GNU_call_site_parameter",
    "DW_TAG_APPLE_property",
    "DW_TAG_SUN_function_template",
    "DW_TAG_SUN_class_template",
    "DW_TAG_SUN_struct_template",
    "DW_TAG_SUN_union_template",
    "DW_TAG_SUN_indirect_inheritance",
    "DW_TAG_SUN_codeflags",
    "DW_TAG_SUN_memop_info",
    "DW_TAG_SUN_omp_child_func",
    "DW_TAG_SUN_rtti_descriptor",
    "DW_TAG_SUN_dtor_info",
    "DW_TAG_SUN_dtor",
    "DW_TAG_SUN_f90_interface",
    "DW_TAG_SUN_fortran_vax_structure",
    "DW_TAG_SUN_hi",
    "DW_TAG_ALTIUM_circ_type",
    "DW_TAG_ALTIUM_mwa_circ_type",
    "DW_TAG_ALTIUM_rev_carry_type",
    "DW_TAG_ALTIUM_rom",
    "DW_TAG_GHS_namespace",
    "DW_TAG_GHS_using_namespace",
    "DW_TAG_GHS_using_declaration",
    "DW_TAG_GHS_template_templ_param",
    "DW_TAG_UPC_shared_type",
    "DW_TAG_UPC_strict_type",
    "DW_TAG_UPC_relaxed",
    "DW_TAG_PGI_kanji_type",
    "DW_TAG_PGI_interface_block",
    "DW_TAG_BORLAND_property",
    "DW_TAG_BORLAND_Delphi_string",
    "DW_TAG_BORLAND_Delphi_dynamic_array",
    "DW_TAG_BORLAND_Delphi_set",
    "DW_TAG_BORLAND_Delphi_variant",
    "DW_TAG_LLVM_ptrauth_type",
    "DW_TAG_LLVM_annotation",
];

/// The DWARF base type encodings LLVM's `dwarf::getAttributeEncoding`
/// knows (values 1 to 0x12; 0 is no encoding).
const DW_ATES: &[&str] = &[
    "DW_ATE_address",
    "DW_ATE_boolean",
    "DW_ATE_complex_float",
    "DW_ATE_float",
    "DW_ATE_signed",
    "DW_ATE_signed_char",
    "DW_ATE_unsigned",
    "DW_ATE_unsigned_char",
    "DW_ATE_imaginary_float",
    "DW_ATE_packed_decimal",
    "DW_ATE_numeric_string",
    "DW_ATE_edited",
    "DW_ATE_signed_fixed",
    "DW_ATE_unsigned_fixed",
    "DW_ATE_decimal_float",
    "DW_ATE_UTF",
    "DW_ATE_UCS",
    "DW_ATE_ASCII",
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
    // A value equal to its parameter's default is not stored (MLIR
    // elides it).
    let default = match (q.kind, p.ctx.attr_data(v)) {
        (Kind::Bool, AttrData::Bool(false)) => true,
        (Kind::Uint64, AttrData::Integer { value, .. }) => *value == 0,
        (Kind::DwTag, AttrData::String { value, .. }) => value == DW_TAGS[0],
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
    if !p.at(Tok::HashIdent)
        && names.len() == 1
        && let Some(def) = def_of(names[0])
    {
        return parse_struct_attr(p, def.name);
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
        Kind::BoolAttr | Kind::IntegerAttr | Kind::StringAttr | Kind::FusedLoc | Kind::Distinct | Kind::Any => {
            let a = p.parse_attribute()?;
            let ok = match (kind, p.ctx.attr_data(a)) {
                (Kind::BoolAttr, AttrData::Bool(_)) => true,
                (Kind::IntegerAttr, AttrData::Bool(_) | AttrData::Integer { .. } | AttrData::BigInteger { .. }) => true,
                (Kind::StringAttr, AttrData::String { .. }) => true,
                (Kind::FusedLoc, AttrData::Loc(l)) => matches!(&*p.ctx.loc_data(*l), LocData::Fused { .. }),
                (Kind::Distinct, AttrData::Distinct { .. }) | (Kind::Any, _) => true,
                _ => false,
            };
            if ok { Ok(a) } else { Err(invalid_kind(p, at)) }
        }
        Kind::Nested(names) => parse_nested(p, names),
        Kind::DwTag => parse_dwarf_keyword(p, DW_TAGS, "tag"),
        Kind::DwEncoding => parse_dwarf_keyword(p, DW_ATES, "encoding"),
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

/// Whether `d` is one of the struct attributes (or a TBAA member).
pub(crate) fn is_struct_attr(d: &DialectData) -> bool {
    d.name == TBAA_MEMBER || def_of(d.name).is_some()
}

/// Prints a struct attribute without its `#llvm.` (or a TBAA member in
/// its stripped form `<#desc, offset>`).
pub(crate) fn print_struct_attr(w: &mut AsmWriter, d: &DialectData) {
    if d.name == TBAA_MEMBER {
        return print_tbaa_member(w, d);
    }
    let Some(def) = def_of(d.name) else { return };
    w.out.push_str(&d.name[5..]);
    if def.optional_body && d.params.is_empty() {
        return;
    }
    w.out.push('<');
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
    w.out.push('>');
}

fn print_value(w: &mut AsmWriter, kind: Kind, v: Attribute) {
    let ctx = w.ctx;
    match (kind, ctx.attr_data(v)) {
        (Kind::Int64, AttrData::Integer { value, .. }) => w.out.push_str(&value.to_string()),
        // A parameter of one struct attribute class prints stripped.
        (Kind::Nested(&[name]), AttrData::Dialect(_)) if def_of(name).is_some() => w.write_attr_stripped(v),
        (Kind::Uint64, AttrData::Integer { value, .. }) => w.out.push_str(&(*value as i64 as u64).to_string()),
        (Kind::DwTag | Kind::DwEncoding, AttrData::String { value, .. }) => w.out.push_str(value),
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
                if let Kind::Nested(names) = q.kind {
                    for n in names {
                        assert!(def_of(n).is_some(), "{}: {} names {n}", def.name, q.name);
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
}
