//! The LLVM dialect's attributes as frontends leave them on functions,
//! globals and calls: the enums `#llvm.linkage<internal>`,
//! `#llvm.cconv<ccc>`, `#llvm.fastmath<nnan, ninf>`,
//! `#llvm.tailcallkind<tail>`, `#llvm.framePointerKind<"non-leaf">`,
//! `#llvm.uwtableKind<async>` and `#llvm.overflow<nsw>` are parsed,
//! validated and printed as `mlir-opt` 22 does, and
//! `#llvm.constant_range<i32, 0, 12>` and `#llvm.vscale_range<minRange = 1 :
//! i32, maxRange = 16 : i32>` are read and printed as mlir-opt 22 does. The LLVM attributes this project does not model (debug info,
//! TBAA, loop annotations, memory effects, ...) are kept as written; any
//! other mnemonic is an error.

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
/// here).
const KEPT_AS_WRITTEN: &[&str] = &[
    "access_group",
    "alias_scope",
    "alias_scope_domain",
    "annotation",
    "di_basic_type",
    "di_composite_type",
    "di_compile_unit",
    "di_derived_type",
    "di_expression",
    "di_file",
    "di_global_variable",
    "di_global_variable_expression",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_subprogram",
    "di_subrange",
    "di_subroutine_type",
    "loop_annotation",
    "loop_vectorize",
    "loop_unroll",
    "memory_effects",
    "mmra_tag",
    "target_features",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
    "vec_type_hint",
    "zero",
    "undef",
    "poison",
];

pub(crate) fn parse_attr(p: &mut OpParser, _ty: Option<Type>) -> PResult<Attribute> {
    let start = p.offset();
    let (off, mnemonic) = parse_mnemonic(p)?;
    if let Some(def) = ENUMS.iter().find(|d| d.mnemonic() == mnemonic) {
        return def.parse_body(p);
    }
    if mnemonic == "constant_range" {
        return parse_constant_range(p);
    }
    if mnemonic == "vscale_range" {
        return parse_vscale_range(p);
    }
    if mnemonic == "dereferenceable" {
        return parse_dereferenceable_body(p, None);
    }
    if KEPT_AS_WRITTEN.contains(&mnemonic.as_str()) {
        // The core hands us the symbol's text up to its end; keep it.
        let end = p.symbol_end();
        let text = format!("llvm.{}", &p.source()[start..end]);
        return Ok(p.ctx.attr(AttrData::Opaque(text)));
    }
    Err(unknown_attr(p, off, &mnemonic, "llvm"))
}

/// `#llvm.vscale_range<minRange = A, maxRange = B>` (MLIR's
/// `struct(params)`: both `IntegerAttr`s, in either order, both required).
fn parse_vscale_range(p: &mut OpParser) -> PResult<Attribute> {
    use affine_ir::lexer::Tok;
    p.expect(Tok::Less)?;
    let (mut min, mut max) = (None, None);
    for i in 0..2 {
        if i > 0 {
            p.expect(Tok::Comma)?;
        }
        let off = p.offset();
        let Some(key) = p.parse_optional_keyword_any() else {
            let mut d = p.error_at(off, "expected valid keyword");
            d.notes.push(p.error_at(off, "expected a parameter name in struct"));
            return Err(d);
        };
        let key = key.to_string();
        p.expect(Tok::Equal)?;
        // MLIR names a bad key at the value that follows it.
        let at = p.offset();
        let slot = match key.as_str() {
            "minRange" if min.is_none() => &mut min,
            "maxRange" if max.is_none() => &mut max,
            _ => {
                let msg = format!("duplicate or unknown struct parameter name: {key}");
                return Err(p.error_at(at, msg));
            }
        };
        let a = p.parse_attribute()?;
        if !matches!(p.ctx.attr_data(a), AttrData::Integer { .. } | AttrData::BigInteger { .. } | AttrData::Bool(_)) {
            let mut d = p.error_at(at, "invalid kind of attribute specified");
            let here = p.offset();
            let follow =
                format!("failed to parse LLVM_VScaleRangeAttr parameter '{key}' which is to be a `IntegerAttr`");
            d.notes.push(p.error_at(here, follow));
            return Err(d);
        }
        *slot = Some(a);
    }
    p.expect(Tok::Greater)?;
    match (min, max) {
        (Some(min), Some(max)) => Ok(vscale_range(p.ctx, min, max)),
        _ => {
            let at = p.offset();
            Err(p.error_at(at, "struct is missing required parameter"))
        }
    }
}

/// The `#llvm.vscale_range` attribute of two integer attributes.
pub(crate) fn vscale_range(ctx: &mut affine_ir::context::Context, min: Attribute, max: Attribute) -> Attribute {
    ctx.attr(AttrData::Dialect(affine_ir::context::DialectData { name: VSCALE_RANGE, params: vec![min, max] }))
}

/// Prints the dialect attributes held as [`AttrData::Dialect`]
/// (`#llvm.vscale_range`).
pub(crate) fn print_attr(w: &mut affine_ir::asm::AsmWriter, d: &affine_ir::context::DialectData) {
    if d.name == VSCALE_RANGE && d.params.len() == 2 {
        w.out.push_str("vscale_range<minRange = ");
        w.write_attr(d.params[0], false);
        w.out.push_str(", maxRange = ");
        w.write_attr(d.params[1], false);
        w.out.push('>');
    }
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
        let found = crate::arith::types::q(p.ctx, ty);
        return Err(
            p.error_at(at, format!("invalid kind of type specified: expected builtin.integer, but found {found}"))
        );
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

/// The body `<bytes = N, mayBeNull = B>` of `#llvm.dereferenceable` (MLIR's
/// `struct(params)`: parameters in any order, `mayBeNull` defaulting to
/// false and printed only when true). `op` names the custom op whose
/// parser reads it (`llvm.inttoptr`'s `dereferenceable<...>`): MLIR
/// prefixes that op's name to the attribute parser's own errors, not to
/// the punctuation errors of the core parser.
pub(crate) fn parse_dereferenceable_body(p: &mut OpParser, op: Option<&str>) -> PResult<Attribute> {
    use affine_ir::lexer::Tok;
    let err = |p: &mut OpParser, off: usize, msg: &str| match op {
        Some(o) => p.error_at(off, format!("custom op '{o}' {msg}")),
        None => p.error_at(off, msg),
    };
    p.expect(Tok::Less)?;
    let (mut bytes, mut may_be_null) = (None, None);
    loop {
        let off = p.offset();
        let Some(key) = p.parse_optional_keyword_any() else {
            let mut d = err(p, off, "expected valid keyword");
            d.notes.push(err(p, off, "expected a parameter name in struct"));
            return Err(d);
        };
        p.expect(Tok::Equal)?;
        let (slot, bits, what) = match key {
            "bytes" if bytes.is_none() => (&mut bytes, 64, "uint64_t"),
            "mayBeNull" if may_be_null.is_none() => (&mut may_be_null, 8, "bool"),
            _ => {
                let at = p.offset();
                return Err(err(p, at, &format!("duplicate or unknown struct parameter name: {key}")));
            }
        };
        match parse_field_integer(p, bits) {
            Ok(v) => *slot = Some(v),
            Err((off, msg)) => {
                let mut d = err(p, off, msg);
                let at = p.offset();
                let follow =
                    format!("failed to parse LLVM_DereferenceableAttr parameter '{key}' which is to be a `{what}`");
                d.notes.push(err(p, at, &follow));
                return Err(d);
            }
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    let Some(bytes) = bytes else {
        let at = p.offset();
        return Err(err(p, at, "struct is missing required parameter: bytes"));
    };
    p.expect(Tok::Greater)?;
    let tail = if may_be_null == Some(1) { ", mayBeNull = true" } else { "" };
    Ok(p.ctx.attr(AttrData::Opaque(format!("llvm.dereferenceable<bytes = {bytes}{tail}>"))))
}

/// MLIR's `AsmParser::parseInteger` of a `bits`-wide field (64: `uint64_t`,
/// 8: `bool`, whose value is then 0 or 1): the literal (or `true`/`false`,
/// a 1-bit value) is read as an APInt of 4 bits per digit (one more if its
/// top bit is set), negated if `-` precedes it, sign-extended or truncated
/// to the field and must convert back to the same APInt. The error is the
/// message and where it goes.
fn parse_field_integer(p: &mut OpParser, bits: u32) -> Result<u64, (usize, &'static str)> {
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
