//! The LLVM dialect's attributes as frontends leave them on functions,
//! globals and calls: the enums `#llvm.linkage<internal>`,
//! `#llvm.cconv<ccc>`, `#llvm.fastmath<nnan, ninf>`,
//! `#llvm.tailcallkind<tail>`, `#llvm.framePointerKind<"non-leaf">`,
//! `#llvm.uwtableKind<async>` and `#llvm.overflow<nsw>` are parsed,
//! validated and printed as `mlir-opt` 22 does, and so are
//! `#llvm.constant_range<i32, 0, 12>`, `#llvm.target_features`,
//! `#llvm.dereferenceable`, `#llvm.blocktag`, `#llvm.blockaddress` and
//! `#llvm.di_file`. The attributes written in MLIR's `struct(params)`
//! format (loop annotations, TBAA, access groups, alias scopes, the debug
//! info attributes, `#llvm.vscale_range`, `#llvm.vec_type_hint`,
//! `#llvm.memory_effects`) and `#llvm.di_expression` go through
//! `struct_attrs`. The LLVM attributes this project does not model
//! (`#llvm.annotation`, `#llvm.mmra_tag`) are kept as written; any other
//! mnemonic is an error.

use crate::dialect_attrs::{CaseMessage, EnumAttr, parse_mnemonic, unknown_attr};
use affine_ir::context::{AttrData, Attribute, Type};
use affine_ir::parser::{OpParser, PResult};

/// `#llvm.linkage<...>`.
pub(crate) const LINKAGE: EnumAttr = EnumAttr {
    name: "llvm.linkage",
    keyword_form: false,
    cases: &[
        ("private", 0),
        ("internal", 1),
        ("available_externally", 2),
        ("linkonce", 3),
        ("weak", 4),
        ("common", 5),
        ("appending", 6),
        ("extern_weak", 7),
        ("linkonce_odr", 8),
        ("weak_odr", 9),
        ("external", 10),
    ],
    bit_separator: None,
    attr_def: "LinkageAttr",
    param: "linkage",
    cpp_type: "linkage::Linkage",
    message: CaseMessage::Llvm {
        what: "LLVM linkage types",
        list: "external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, \
               private, extern_weak, common",
    },
};

/// `#llvm.cconv<...>`.
pub(crate) const CCONV: EnumAttr = EnumAttr {
    name: "llvm.cconv",
    keyword_form: false,
    cases: &[
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("msp430_intrcc", 69),
        ("x86_thiscallcc", 70),
        ("ptx_kernelcc", 71),
        ("ptx_devicecc", 72),
        ("spir_funccc", 75),
        ("spir_kernelcc", 76),
        ("intel_ocl_bicc", 77),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("hhvmcc", 81),
        ("hhvm_ccc", 82),
        ("x86_intrcc", 83),
        ("avr_intrcc", 84),
        ("avr_builtincc", 86),
        ("amdgpu_vscc", 87),
        ("amdgpu_gscc", 88),
        ("amdgpu_cscc", 90),
        ("amdgpu_kernelcc", 91),
        ("x86_regcallcc", 92),
        ("amdgpu_hscc", 93),
        ("msp430_builtincc", 94),
        ("amdgpu_lscc", 95),
        ("amdgpu_escc", 96),
        ("aarch64_vectorcallcc", 97),
        ("aarch64_sve_vectorcallcc", 98),
        ("wasm_emscripten_invokecc", 99),
        ("amdgpu_gfxcc", 100),
        ("m68k_intrcc", 101),
    ],
    bit_separator: None,
    attr_def: "CConvAttr",
    param: "CallingConv",
    cpp_type: "CConv",
    message: CaseMessage::Llvm {
        what: "Calling Conventions",
        list: "ccc, fastcc, coldcc, cc_10, cc_11, anyregcc, preserve_mostcc, preserve_allcc, swiftcc, \
               cxx_fast_tlscc, tailcc, cfguard_checkcc, swifttailcc, x86_stdcallcc, x86_fastcallcc, arm_apcscc, \
               arm_aapcscc, arm_aapcs_vfpcc, msp430_intrcc, x86_thiscallcc, ptx_kernelcc, ptx_devicecc, \
               spir_funccc, spir_kernelcc, intel_ocl_bicc, x86_64_sysvcc, win64cc, x86_vectorcallcc, hhvmcc, \
               hhvm_ccc, x86_intrcc, avr_intrcc, avr_builtincc, amdgpu_vscc, amdgpu_gscc, amdgpu_cscc, \
               amdgpu_kernelcc, x86_regcallcc, amdgpu_hscc, msp430_builtincc, amdgpu_lscc, amdgpu_escc, \
               aarch64_vectorcallcc, aarch64_sve_vectorcallcc, wasm_emscripten_invokecc, amdgpu_gfxcc, m68k_intrcc",
    },
};

/// `#llvm.fastmath<...>` (a bit enum).
pub(crate) const FASTMATH: EnumAttr = EnumAttr {
    name: "llvm.fastmath",
    keyword_form: false,
    cases: &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    bit_separator: Some(", "),
    attr_def: "LLVM_FastmathFlagsAttr",
    param: "value",
    cpp_type: "::mlir::LLVM::FastmathFlags",
    message: CaseMessage::Ods,
};

/// `#llvm.tailcallkind<...>`.
pub(crate) const TAIL_CALL_KIND: EnumAttr = EnumAttr {
    name: "llvm.tailcallkind",
    keyword_form: false,
    cases: &[("none", 0), ("notail", 1), ("musttail", 2), ("tail", 3)],
    bit_separator: None,
    attr_def: "TailCallKindAttr",
    param: "tailCallKind",
    cpp_type: "TailCallKind",
    message: CaseMessage::Llvm { what: "Tail Call Kind", list: "none, notail, musttail, tail" },
};

/// `#llvm.framePointerKind<...>`.
const FRAME_POINTER_KIND: EnumAttr = EnumAttr {
    name: "llvm.framePointerKind",
    keyword_form: false,
    cases: &[("none", 0), ("non-leaf", 1), ("all", 2), ("reserved", 3), ("non-leaf-no-reserve", 4)],
    bit_separator: None,
    attr_def: "FramePointerKindAttr",
    param: "framePointerKind",
    cpp_type: "framePointerKind::FramePointerKind",
    message: CaseMessage::Llvm {
        what: "LLVM FramePointerKind",
        list: "none, \"non-leaf\"non-leaf, all, reserved, \"non-leaf-no-reserve\"non-leaf-no-reserve",
    },
};

/// `#llvm.overflow<...>` (a bit enum).
const OVERFLOW: EnumAttr = EnumAttr {
    name: "llvm.overflow",
    keyword_form: false,
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    bit_separator: Some(", "),
    attr_def: "LLVM_IntegerOverflowFlagsAttr",
    param: "value",
    cpp_type: "::mlir::LLVM::IntegerOverflowFlags",
    message: CaseMessage::Llvm { what: "LLVM integer overflow flags", list: "none, nsw, nuw" },
};

/// `#llvm.uwtableKind<...>` (a function's `uwtable_kind`).
const UWTABLE_KIND: EnumAttr = EnumAttr {
    name: "llvm.uwtableKind",
    keyword_form: false,
    cases: &[("none", 0), ("sync", 1), ("async", 2)],
    bit_separator: None,
    attr_def: "UWTableKindAttr",
    param: "uwtableKind",
    cpp_type: "uwtable::UWTableKind",
    message: CaseMessage::Llvm { what: "LLVM Unwind Behavior", list: "none, sync, async" },
};

const ENUMS: &[&EnumAttr] =
    &[&LINKAGE, &CCONV, &FASTMATH, &TAIL_CALL_KIND, &FRAME_POINTER_KIND, &OVERFLOW, &UWTABLE_KIND];

/// The name of `#llvm.vscale_range<minRange = A, maxRange = B>`, held as
/// [`AttrData::Dialect`] with the two integer attributes as parameters.
pub(crate) const VSCALE_RANGE: &str = "llvm.vscale_range";

/// LLVM attributes kept as written (valid in `mlir-opt` 22, not modelled
/// here): their text with the attributes nested in it (`#loop_unroll`,
/// `#llvm.di_file<..>`) parsed, held as [`AttrData::Dialect`] named
/// `llvm.<mnemonic>` whose first parameter is the text (a `\0` where each
/// nested attribute goes) and the others the nested attributes. The second
/// field says whether 22 gives it an alias named by its mnemonic
/// (`LLVMOpAsmDialectInterface::getAlias`).
const KEPT_AS_WRITTEN: &[(&str, bool)] = &[("llvm.annotation", false), ("llvm.mmra_tag", true)];

/// The entry of [`KEPT_AS_WRITTEN`] for `mnemonic`.
fn kept_as_written(mnemonic: &str) -> Option<(&'static str, bool)> {
    KEPT_AS_WRITTEN.iter().copied().find(|(n, _)| n.strip_prefix("llvm.") == Some(mnemonic))
}

/// The `alias_name` hook of the llvm dialect: the mnemonic of the
/// attributes 22 aliases.
pub(crate) fn alias_name(d: &affine_ir::context::DialectData) -> Option<&'static str> {
    let mnemonic = d.name.strip_prefix("llvm.")?;
    if super::struct_attrs::struct_attr_name(mnemonic).is_some() {
        return super::struct_attrs::struct_attr_alias(mnemonic);
    }
    if d.name == DI_FILE {
        return Some("di_file");
    }
    let (name, aliased) = kept_as_written(mnemonic)?;
    aliased.then(|| &name[5..])
}

/// Parses the rest of a kept-as-written attribute (the parser is after its
/// mnemonic, which starts at `start`): the text up to the symbol's end,
/// with each attribute nested in it parsed (aliases resolved).
fn parse_kept(p: &mut OpParser, name: &'static str, start: usize) -> PResult<Attribute> {
    use affine_ir::lexer::Tok;
    let end = p.symbol_end();
    let src = p.source();
    let mut text = String::new();
    let mut params = Vec::new();
    let mut seg = start;
    while p.offset() < end && !p.at(Tok::Eof) {
        if p.at(Tok::HashIdent) {
            let at = p.offset();
            text.push_str(&src[seg..at]);
            let a = p.parse_attribute()?;
            text.push('\0');
            params.push(a);
            seg = src[..p.offset().min(end)].trim_end().len().max(at);
        } else {
            p.consume();
        }
    }
    text.push_str(&src[seg..end]);
    let t = p.ctx.string_attr(&text);
    params.insert(0, t);
    Ok(p.ctx.attr(AttrData::Dialect(affine_ir::context::DialectData { name, params })))
}

/// Prints a kept-as-written attribute (see [`parse_kept`]), the nested
/// attributes through the writer (with their aliases).
fn print_kept(w: &mut affine_ir::asm::AsmWriter, d: &affine_ir::context::DialectData) {
    let Some(AttrData::String { value: text, .. }) = d.params.first().map(|&t| w.ctx.attr_data(t).clone()) else {
        return;
    };
    // Alias depth as MLIR counts it: a nested attribute inside a further
    // `<..>` (a TBAA member `<#tbaa_root, 0>`, an attribute of its own
    // without an alias) sits one more level down per bracket.
    let mut open = 0u32;
    let mut in_string = false;
    for (i, piece) in text.split('\0').enumerate() {
        if i > 0
            && let Some(&a) = d.params.get(i)
        {
            w.with_extra_nesting(open.saturating_sub(1), |w| w.write_attr(a, false));
        }
        w.out.push_str(piece);
        let mut escaped = false;
        for c in piece.chars() {
            match c {
                _ if escaped => escaped = false,
                '\\' if in_string => escaped = true,
                '"' => in_string = !in_string,
                '<' if !in_string => open += 1,
                '>' if !in_string => open = open.saturating_sub(1),
                _ => {}
            }
        }
    }
}

pub(crate) fn parse_attr(p: &mut OpParser, _ty: Option<Type>) -> PResult<Attribute> {
    let start = p.offset();
    let (off, mnemonic) = parse_mnemonic(p)?;
    if let Some(def) = ENUMS.iter().find(|d| d.mnemonic() == mnemonic) {
        return def.parse_body(p);
    }
    if mnemonic == "constant_range" {
        return parse_constant_range(p);
    }
    match mnemonic.as_str() {
        "di_file" => return parse_di_file(p),
        "di_expression" => return super::struct_attrs::parse_di_expression(p),
        "target_features" => return parse_target_features(p),
        "blocktag" => return parse_blocktag_body(p),
        "blockaddress" => return parse_blockaddress_body(p),
        _ => {}
    }
    if matches!(mnemonic.as_str(), "zero" | "undef" | "poison") {
        // No parameters: kept as text.
        let end = p.symbol_end();
        let text = format!("llvm.{}", &p.source()[start..end]);
        return Ok(p.ctx.attr(AttrData::Opaque(text)));
    }
    if let Some(name) = super::struct_attrs::struct_attr_name(&mnemonic) {
        return super::struct_attrs::parse_struct_attr(p, name);
    }
    if let Some((name, _)) = kept_as_written(&mnemonic) {
        return parse_kept(p, name, start);
    }
    Err(unknown_attr(p, off, &mnemonic, "llvm"))
}

/// The name of `#llvm.di_file<"name" in "directory">`, held as
/// [`AttrData::Dialect`] with the two string attributes as parameters.
pub(crate) const DI_FILE: &str = "llvm.di_file";

/// The body `<"name" in "directory">` of `#llvm.di_file` (MLIR's
/// `DIFileAttr`: `$name in $directory`, both `StringAttr`s).
pub(crate) fn parse_di_file(p: &mut OpParser) -> PResult<Attribute> {
    use affine_ir::lexer::Tok;
    p.expect(Tok::Less)?;
    let name = di_file_string(p, "name")?;
    if !p.parse_optional_keyword("in") {
        // MLIR's `parseKeyword` error is at the token, not after the
        // previous one.
        let at = p.offset();
        return Err(p.error_at(at, "expected 'in'"));
    }
    let directory = di_file_string(p, "directory")?;
    p.expect(Tok::Greater)?;
    Ok(p.ctx.attr(AttrData::Dialect(affine_ir::context::DialectData { name: DI_FILE, params: vec![name, directory] })))
}

/// A string parameter of `#llvm.di_file` (any attribute, which must be a
/// string), with MLIR's follow-up error naming the parameter.
fn di_file_string(p: &mut OpParser, param: &str) -> PResult<Attribute> {
    let at = p.offset();
    let parsed = p.parse_attribute().and_then(|a| match p.ctx.attr_data(a) {
        AttrData::String { .. } => Ok(a),
        _ => Err(p.error_at(at, "invalid kind of attribute specified")),
    });
    parsed.map_err(|mut d| {
        let here = p.offset();
        let follow = format!("failed to parse LLVM_DIFileAttr parameter '{param}' which is to be a `StringAttr`");
        d.notes.push(p.error_at(here, follow));
        d
    })
}

/// Prints `di_file<"name" in "directory">`.
fn print_di_file(w: &mut affine_ir::asm::AsmWriter, d: &affine_ir::context::DialectData) {
    let [name, directory] = d.params[..] else { return };
    w.out.push_str("di_file<");
    w.write_attr(name, false);
    w.out.push_str(" in ");
    w.write_attr(directory, false);
    w.out.push('>');
}

/// The `#llvm.vscale_range` attribute of two integer attributes.
pub(crate) fn vscale_range(ctx: &mut affine_ir::context::Context, min: Attribute, max: Attribute) -> Attribute {
    super::struct_attrs::struct_attr(ctx, VSCALE_RANGE, &[("minRange", min), ("maxRange", max)])
}

/// Prints the dialect attributes held as [`AttrData::Dialect`]
/// (`#llvm.vscale_range`, `#llvm.vec_type_hint`, `#llvm.blocktag`,
/// `#llvm.blockaddress`).
pub(crate) fn print_attr(w: &mut affine_ir::asm::AsmWriter, d: &affine_ir::context::DialectData) {
    if kept_as_written(d.name.strip_prefix("llvm.").unwrap_or("")).is_some() {
        return print_kept(w, d);
    }
    if d.name == DI_FILE {
        return print_di_file(w, d);
    }
    if super::struct_attrs::is_struct_attr(d) {
        return super::struct_attrs::print_struct_attr(w, d);
    }
    match (d.name, d.params.as_slice()) {
        (BLOCKTAG, &[id]) => {
            w.out.push_str("blocktag<id = ");
            w.write_attr(id, true);
            w.out.push('>');
        }
        (BLOCKADDRESS, &[function, tag]) => {
            w.out.push_str("blockaddress<function = ");
            w.write_attr(function, false);
            w.out.push_str(", tag = <id = ");
            if let AttrData::Dialect(t) = w.ctx.attr_data(tag)
                && let Some(&id) = t.params.first()
            {
                w.write_attr(id, true);
            }
            w.out.push_str(">>");
        }
        _ => {}
    }
}

/// The name of `#llvm.blocktag<id = N>` (one `i64` integer parameter, the
/// `uint32_t` id).
pub(crate) const BLOCKTAG: &str = "llvm.blocktag";
/// The name of `#llvm.blockaddress<function = @f, tag = <id = N>>`
/// (parameters: the flat symbol reference and the `#llvm.blocktag`).
pub(crate) const BLOCKADDRESS: &str = "llvm.blockaddress";

/// A parameter's value failed to parse: `first` at `at`, then MLIR's
/// "failed to parse A parameter 'k' which is to be a `T`" where the parser
/// stopped.
fn param_error(
    p: &mut OpParser,
    at: usize,
    first: &str,
    attr_def: &str,
    key: &str,
    what: &str,
) -> affine_ir::diag::Diagnostic {
    let mut d = p.error_at(at, first);
    let here = p.offset();
    d.notes.push(p.error_at(here, format!("failed to parse {attr_def} parameter '{key}' which is to be a `{what}`")));
    d
}

/// `#llvm.target_features<["+a", "-b"]>`: a list of strings, each non-empty,
/// starting with `+` or `-` and without `,` (MLIR's verifier, reported at
/// the `<`).
fn parse_target_features(p: &mut OpParser) -> PResult<Attribute> {
    use affine_ir::lexer::Tok;
    let start = p.offset();
    p.expect(Tok::Less)?;
    p.expect(Tok::LSquare)?;
    let mut features = Vec::new();
    if !p.consume_if(Tok::RSquare) {
        loop {
            let at = p.offset();
            let a = p.parse_attribute()?;
            let Some(s) = p.ctx.attr_str(a).filter(|_| matches!(p.ctx.attr_data(a), AttrData::String { .. })) else {
                return Err(param_error(
                    p,
                    at,
                    "invalid kind of attribute specified",
                    "LLVM_TargetFeaturesAttr",
                    "features",
                    "::llvm::ArrayRef<StringAttr>",
                ));
            };
            features.push(s.to_string());
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RSquare)?;
    }
    p.expect(Tok::Greater)?;
    for f in &features {
        let msg = if f.is_empty() {
            "target features can not be null or empty"
        } else if !f.starts_with(['+', '-']) {
            "target features must start with '+' or '-'"
        } else if f.contains(',') {
            "target features can not contain ','"
        } else {
            continue;
        };
        return Err(p.error_at(start, msg));
    }
    let mut text = String::from("llvm.target_features<[");
    for (i, f) in features.iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        affine_ir::asm::write_escaped_string(&mut text, f);
    }
    text.push_str("]>");
    Ok(p.ctx.attr(AttrData::Opaque(text)))
}

/// An error of an attribute parser; `op` names the custom op whose parser
/// reads the attribute (MLIR prefixes the op's name to the attribute
/// parser's own errors, not to the core parser's punctuation errors).
fn attr_error(p: &mut OpParser, op: Option<&str>, at: usize, msg: &str) -> affine_ir::diag::Diagnostic {
    match op {
        Some(o) => p.error_at(at, format!("custom op '{o}' {msg}")),
        None => p.error_at(at, msg),
    }
}

/// Reads the `key =` of one parameter of a `struct(params)` body where a
/// custom op's parser reads it: MLIR's "expected valid keyword" /
/// "expected a parameter name in struct" pair, with the op prefix.
fn struct_key_in(p: &mut OpParser, op: Option<&str>) -> PResult<String> {
    use affine_ir::lexer::Tok;
    let off = p.offset();
    let Some(key) = p.parse_optional_keyword_any() else {
        let mut d = attr_error(p, op, off, "expected valid keyword");
        d.notes.push(attr_error(p, op, off, "expected a parameter name in struct"));
        return Err(d);
    };
    let key = key.to_string();
    p.expect(Tok::Equal)?;
    Ok(key)
}

/// MLIR's "duplicate or unknown struct parameter name" at the value that
/// follows the key, with the op prefix.
fn unknown_key_in(p: &mut OpParser, op: Option<&str>, key: &str) -> affine_ir::diag::Diagnostic {
    let at = p.offset();
    attr_error(p, op, at, &format!("duplicate or unknown struct parameter name: {key}"))
}

/// [`param_error`] with the op prefix.
fn param_error_in(
    p: &mut OpParser,
    op: Option<&str>,
    at: usize,
    first: &str,
    (attr_def, key, what): (&str, &str, &str),
) -> affine_ir::diag::Diagnostic {
    let mut d = attr_error(p, op, at, first);
    let here = p.offset();
    d.notes.push(attr_error(
        p,
        op,
        here,
        &format!("failed to parse {attr_def} parameter '{key}' which is to be a `{what}`"),
    ));
    d
}

/// The body `<id = N>` of `#llvm.blocktag` (`id` a `uint32_t`).
pub(crate) fn parse_blocktag_body(p: &mut OpParser) -> PResult<Attribute> {
    blocktag_body_in(p, None)
}

fn blocktag_body_in(p: &mut OpParser, op: Option<&str>) -> PResult<Attribute> {
    use affine_ir::lexer::Tok;
    p.expect(Tok::Less)?;
    let key = struct_key_in(p, op)?;
    if key != "id" {
        return Err(unknown_key_in(p, op, &key));
    }
    let id = match parse_field_integer(p, 32) {
        Ok(v) => v,
        Err((off, msg)) => return Err(param_error_in(p, op, off, msg, ("LLVM_BlockTagAttr", "id", "uint32_t"))),
    };
    p.expect(Tok::Greater)?;
    Ok(blocktag(p.ctx, id))
}

/// The `#llvm.blocktag<id = N>` attribute.
pub(crate) fn blocktag(ctx: &mut affine_ir::context::Context, id: u64) -> Attribute {
    let t = ctx.int_type(64);
    let id = ctx.int_attr(t, i128::from(id));
    ctx.attr(AttrData::Dialect(affine_ir::context::DialectData { name: BLOCKTAG, params: vec![id] }))
}

/// The id of a `#llvm.blocktag` attribute.
pub(crate) fn blocktag_id(ctx: &affine_ir::context::Context, a: Attribute) -> Option<i128> {
    match ctx.attr_data(a) {
        AttrData::Dialect(d) if d.name == BLOCKTAG => match d.params.first().map(|&x| ctx.attr_data(x)) {
            Some(AttrData::Integer { value, .. }) => Some(*value),
            _ => None,
        },
        _ => None,
    }
}

/// An attribute of the dialect attribute `name` where a custom parser
/// reads one (MLIR's `parseCustomAttributeWithFallback`): the full
/// `#llvm...` attribute, which must be of that kind, or its body, read by
/// `body`.
fn custom_or_full(
    p: &mut OpParser,
    op: Option<&str>,
    name: &str,
    body: fn(&mut OpParser, Option<&str>) -> PResult<Attribute>,
) -> PResult<Attribute> {
    use affine_ir::lexer::Tok;
    if !p.at(Tok::HashIdent) {
        return body(p, op);
    }
    let at = p.offset();
    let a = p.parse_attribute()?;
    if !matches!(p.ctx.attr_data(a), AttrData::Dialect(d) if d.name == name) {
        return Err(attr_error(p, op, at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// A `#llvm.blocktag` where a custom op's parser reads one (`op` its name).
pub(crate) fn parse_blocktag_operand(p: &mut OpParser, op: &str) -> PResult<Attribute> {
    custom_or_full(p, Some(op), BLOCKTAG, blocktag_body_in)
}

/// A `#llvm.blockaddress` where a custom op's parser reads one.
pub(crate) fn parse_blockaddress_operand(p: &mut OpParser, op: &str) -> PResult<Attribute> {
    custom_or_full(p, Some(op), BLOCKADDRESS, blockaddress_body_in)
}

/// The body `<function = @f, tag = <id = N>>` of `#llvm.blockaddress`
/// (both parameters required, in either order).
pub(crate) fn parse_blockaddress_body(p: &mut OpParser) -> PResult<Attribute> {
    blockaddress_body_in(p, None)
}

fn blockaddress_body_in(p: &mut OpParser, op: Option<&str>) -> PResult<Attribute> {
    use affine_ir::lexer::Tok;
    p.expect(Tok::Less)?;
    let (mut function, mut tag) = (None, None);
    for i in 0..2 {
        if i > 0 {
            p.expect(Tok::Comma)?;
        }
        let key = struct_key_in(p, op)?;
        match key.as_str() {
            "function" if function.is_none() => {
                let at = p.offset();
                let a = p.parse_attribute()?;
                let flat = matches!(p.ctx.attr_data(a), AttrData::SymbolRef { nested, .. } if nested.is_empty());
                if !flat {
                    let what = ("LLVM_BlockAddressAttr", "function", "FlatSymbolRefAttr");
                    return Err(param_error_in(p, op, at, "invalid kind of attribute specified", what));
                }
                function = Some(a);
            }
            "tag" if tag.is_none() => match custom_or_full(p, op, BLOCKTAG, blocktag_body_in) {
                Ok(t) => tag = Some(t),
                Err(mut d) => {
                    let here = p.offset();
                    let msg = "failed to parse LLVM_BlockAddressAttr parameter 'tag' which is to be a `BlockTagAttr`";
                    d.notes.push(attr_error(p, op, here, msg));
                    return Err(d);
                }
            },
            _ => return Err(unknown_key_in(p, op, &key)),
        }
    }
    p.expect(Tok::Greater)?;
    match (function, tag) {
        (Some(f), Some(t)) => Ok(blockaddress(p.ctx, f, t)),
        _ => {
            let at = p.offset();
            Err(attr_error(p, op, at, "struct is missing required parameter"))
        }
    }
}

/// The `#llvm.blockaddress` attribute of a function symbol and a block tag.
pub(crate) fn blockaddress(ctx: &mut affine_ir::context::Context, function: Attribute, tag: Attribute) -> Attribute {
    ctx.attr(AttrData::Dialect(affine_ir::context::DialectData { name: BLOCKADDRESS, params: vec![function, tag] }))
}

/// `#llvm.constant_range<iN, lower, upper>` (LLVM's `range` attribute):
/// the bounds are read as unbounded integers (`true` / `false` are 1 / 0)
/// and wrap to `N` bits; they print as signed decimals, as mlir-opt 22's
/// `ConstantRangeAttr` does (a signedness in the type is dropped).
fn parse_constant_range(p: &mut OpParser) -> PResult<Attribute> {
    use affine_ir::context::TypeData;
    use affine_ir::lexer::Tok;
    p.expect(Tok::Less)?;
    let at = p.offset();
    let ty = p.parse_type()?;
    let TypeData::Integer { width, .. } = *p.ctx.type_data(ty) else {
        return Err(p.error_at(at, crate::arith::types::type_kind_message(p.ctx, "builtin.integer", ty)));
    };
    p.expect(Tok::Comma)?;
    let lower = parse_wrapped_integer(p, width)?;
    p.expect(Tok::Comma)?;
    let upper = parse_wrapped_integer(p, width)?;
    p.expect(Tok::Greater)?;
    Ok(p.ctx.attr(AttrData::Opaque(format!("llvm.constant_range<i{width}, {lower}, {upper}>"))))
}

/// An integer literal (`-` allowed, `true` / `false` as 1 / 0) of any size,
/// wrapped to a signed `width`-bit value (MLIR's `parseInteger(APInt&)`
/// then `sextOrTrunc`).
fn parse_wrapped_integer(p: &mut OpParser, width: u32) -> PResult<num_bigint::BigInt> {
    use affine_ir::lexer::Tok;
    use num_bigint::{BigInt, BigUint};
    let value = if p.at_keyword("true") || p.at_keyword("false") {
        let v = BigInt::from(u8::from(p.at_keyword("true")));
        p.consume();
        v
    } else {
        let neg = p.consume_if(Tok::Minus);
        if !p.at(Tok::Integer) {
            return Err(p.error_at(p.offset(), "expected integer value"));
        }
        let text = p.token_text();
        let mag = match text.strip_prefix("0x") {
            Some(h) => BigUint::parse_bytes(h.as_bytes(), 16),
            None => BigUint::parse_bytes(text.as_bytes(), 10),
        };
        let Some(mag) = mag else { return Err(p.error_at(p.offset(), "expected integer value")) };
        p.consume();
        if neg { -BigInt::from(mag) } else { BigInt::from(mag) }
    };
    if width == 0 {
        return Ok(BigInt::from(0u8));
    }
    let full = BigInt::from(1u8) << width;
    let half = BigInt::from(1u8) << (width - 1);
    let wrapped = ((value % &full) + &full) % &full;
    Ok(if wrapped >= half { wrapped - full } else { wrapped })
}

/// The name of `#llvm.dereferenceable<bytes = N, mayBeNull = B>` (a
/// struct attribute of `struct_attrs`).
pub(crate) const DEREFERENCEABLE: &str = "llvm.dereferenceable";

/// The body `<bytes = N, mayBeNull = true>` of a `#llvm.dereferenceable`
/// as its printer writes it (`mayBeNull` only when true), for the custom
/// form of `llvm.inttoptr`.
pub(crate) fn dereferenceable_body(ctx: &affine_ir::context::Context, a: Attribute) -> Option<String> {
    let AttrData::Dialect(d) = ctx.attr_data(a) else { return None };
    if d.name != DEREFERENCEABLE {
        return None;
    }
    let bytes = super::struct_attrs::struct_param(ctx, d, "bytes").and_then(|b| ctx.attr_int(b))?;
    let may_be_null = super::struct_attrs::struct_param(ctx, d, "mayBeNull")
        .is_some_and(|m| matches!(ctx.attr_data(m), AttrData::Bool(true)));
    let tail = if may_be_null { ", mayBeNull = true" } else { "" };
    Some(format!("<bytes = {}{tail}>", bytes as i64 as u64))
}

/// MLIR's `AsmParser::parseInteger` of a `bits`-wide field (64: `uint64_t`,
/// 8: `bool`, whose value is then 0 or 1): the literal (or `true`/`false`,
/// a 1-bit value) is read as an APInt of 4 bits per digit (one more if its
/// top bit is set), negated if `-` precedes it, sign-extended or truncated
/// to the field and must convert back to the same APInt. The error is the
/// message and where it goes.
pub(crate) fn parse_field_integer(p: &mut OpParser, bits: u32) -> Result<u64, (usize, &'static str)> {
    use affine_ir::lexer::Tok;
    use num_bigint::BigUint;
    let off = p.offset();
    let (width, value) = if p.at_keyword("true") || p.at_keyword("false") {
        let v = BigUint::from(u8::from(p.at_keyword("true")));
        p.consume();
        (1u64, v)
    } else if p.at(Tok::Minus) || p.at(Tok::Integer) {
        let neg = p.consume_if(Tok::Minus);
        if !p.at(Tok::Integer) {
            let at = p.offset();
            return Err((at, "expected integer value"));
        }
        let text = p.token_text();
        let (digits, radix) = match text.strip_prefix("0x") {
            Some(h) => (h, 16),
            None => (text, 10),
        };
        let mag = BigUint::parse_bytes(digits.as_bytes(), radix).ok_or((off, "integer value too large"))?;
        p.consume();
        let mut width = 4 * digits.len() as u64;
        if mag.bits() == width {
            width += 1;
        }
        let full = BigUint::from(1u8) << width;
        let value = if neg && mag.bits() > 0 { &full - mag } else { mag };
        (width, value)
    } else {
        return Err((off, "expected integer value"));
    };
    let field = BigUint::from(1u8) << bits;
    let top_set = width > 0 && value.bit(width - 1);
    // sextOrTrunc to the field width.
    let r = if width >= u64::from(bits) {
        &value % &field
    } else if top_set {
        &value + (&field - (BigUint::from(1u8) << width))
    } else {
        value.clone()
    };
    let r = u64::try_from(&r).unwrap_or(u64::MAX);
    let result = if bits == 8 { u64::from(r & 0xff != 0) } else { r };
    // `APInt(width, result)` keeps the low `width` bits.
    let back = BigUint::from(result) % (BigUint::from(1u8) << width);
    if back != value {
        return Err((off, "integer value too large"));
    }
    Ok(result)
}
