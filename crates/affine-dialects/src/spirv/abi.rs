//! The SPIR-V ABI attributes GPU-to-SPIR-V flows put on functions and
//! their arguments, and the checks MLIR 22's `SPIRVDialect` makes on
//! `spirv.*` attributes wherever they appear:
//!
//! * `#spirv.interface_var_abi<(set, binding)(, StorageClass)?>` on a
//!   function argument (a storage class only on a scalar argument);
//! * `#spirv.entry_point_abi<workgroup_size = [..], subgroup_size = N,
//!   target_width = N>` (every parameter optional) as the
//!   `spirv.entry_point_abi` attribute of an op;
//! * `#spirv.decoration<Case>` as the `spirv.decoration` attribute of a
//!   function argument;
//! * any other `spirv.*` attribute is rejected on ops, region arguments
//!   and region results.
//!
//! Values are kept as their canonical text (`AttrData::Opaque`).

use super::STORAGE_CLASS_CASES;
use crate::arith::types::plain_error;
use affine_ir::context::{AttrData, Attribute, Context, NamedAttr, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::ir::OpId;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

/// `spirv.interface_var_abi`: the argument attribute name and mnemonic.
pub(super) const INTERFACE_VAR_ABI: &str = "interface_var_abi";
/// `spirv.entry_point_abi`: the op attribute name and mnemonic.
pub(super) const ENTRY_POINT_ABI: &str = "entry_point_abi";
/// `spirv.decoration`: a decoration of a function argument.
const DECORATION: &str = "spirv.decoration";
/// `spirv.target_env`: the op attribute name of a target environment.
const TARGET_ENV: &str = "spirv.target_env";

/// The entry point parameters in the order they print.
const ENTRY_POINT_PARAMS: [&str; 3] = ["workgroup_size", "subgroup_size", "target_width"];

/// An integer as MLIR's `parseOptionalInteger` reads it into an `APInt`:
/// `true` / `false` are the 1-bit values 1 / 0; a literal is read as
/// `StringRef::getAsInteger` does (leading zeros dropped, 4 bits per
/// remaining decimal or hex digit, 64 bits for zero), one bit wider if the
/// top one is set, then negated. Returns the signed value and its width,
/// and the offset of its start; `None` for a value beyond `i128` (too
/// large for any 32-bit reader).
fn parse_apint(p: &mut OpParser) -> PResult<(Option<(i128, u32)>, usize)> {
    let at = p.offset();
    for (kw, v) in [("true", -1), ("false", 0)] {
        if p.at_keyword(kw) {
            p.consume();
            return Ok((Some((v, 1)), at));
        }
    }
    let neg = p.consume_if(Tok::Minus);
    if !p.at(Tok::Integer) {
        return Err(p.error("expected integer value"));
    }
    let text = p.token_text();
    let digits = text.strip_prefix("0x").unwrap_or(text);
    let radix = if digits.len() < text.len() { 16 } else { 10 };
    let digits = digits.trim_start_matches('0');
    p.consume();
    if digits.is_empty() {
        return Ok((Some((0, 64)), at));
    }
    let Some(magnitude) = u128::from_str_radix(digits, radix).ok().and_then(|m| i128::try_from(m).ok()) else {
        return Ok((None, at));
    };
    let width = 4 * digits.len() as u32;
    let width = if width < 128 && magnitude >> (width - 1) & 1 == 1 { width + 1 } else { width };
    Ok((Some((if neg { -magnitude } else { magnitude }, width)), at))
}

/// An unsigned 32-bit integer as MLIR's `parseInteger<uint32_t>` reads it:
/// the `APInt` of [`parse_apint`] sign-extended or truncated to 32 bits,
/// accepted only if it reads back the same, i.e. when it is at most 32 bits
/// wide or lies in `0..2^32` (so `-1` is 4294967295 and `-999999999`, 36
/// bits wide, is too large). The error is at its start.
pub(super) fn parse_u32(p: &mut OpParser) -> PResult<u32> {
    match parse_apint(p)? {
        (Some((v, w)), _) if w <= 32 => Ok(v as u32),
        (Some((v, _)), at) => u32::try_from(v).map_err(|_| p.error_at(at, "integer value too large")),
        (None, at) => Err(p.error_at(at, "integer value too large")),
    }
}

/// A signed 32-bit integer as `parseInteger<int>` reads it: as
/// [`parse_u32`], accepted when at most 32 bits wide or within `i32`.
fn parse_i32(p: &mut OpParser) -> PResult<i32> {
    match parse_apint(p)? {
        (Some((v, w)), _) if w <= 32 => Ok(v as i32),
        (Some((v, _)), at) => i32::try_from(v).map_err(|_| p.error_at(at, "integer value too large")),
        (None, at) => Err(p.error_at(at, "integer value too large")),
    }
}

/// An unsigned 32-bit integer that must be there (MLIR's
/// `parseOptionalInteger` then `missing` when absent or too large, the
/// latter after the `integer value too large` error).
fn parse_required_u32(p: &mut OpParser, missing: &str) -> PResult<u32> {
    let at = p.offset();
    if !p.at(Tok::Integer) && !p.at(Tok::Minus) && !p.at_keyword("true") && !p.at_keyword("false") {
        return Err(p.error_at(at, missing));
    }
    parse_u32(p).map_err(|mut e| {
        e.notes.push(p.error_at(at, missing));
        e
    })
}

/// `<(set, binding)(, StorageClass)?>` after the mnemonic.
pub(super) fn parse_interface_var_abi(p: &mut OpParser) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    p.expect(Tok::LParen)?;
    let set = parse_required_u32(p, "missing descriptor set")?;
    p.expect(Tok::Comma)?;
    let binding = parse_required_u32(p, "missing binding")?;
    p.expect(Tok::RParen)?;
    let mut text = format!("spirv.{INTERFACE_VAR_ABI}<({set}, {binding})");
    if p.consume_if(Tok::Comma) {
        let at = p.offset();
        let Some(word) = p.parse_optional_keyword_any() else {
            return Err(p.error_at(at, "expected valid keyword"));
        };
        if !STORAGE_CLASS_CASES.iter().any(|(c, _)| *c == word) {
            return Err(p.error_at(at, format!("unknown storage class: {word}")));
        }
        text.push_str(", ");
        text.push_str(word);
    }
    p.expect(Tok::Greater)?;
    text.push('>');
    Ok(p.ctx.attr(AttrData::Opaque(text)))
}

/// `<name = value, ..>` after the mnemonic: the struct parameters in any
/// order, each at most once; printed in declaration order.
pub(super) fn parse_entry_point_abi(p: &mut OpParser) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    let mut values: [Option<String>; 3] = Default::default();
    let mut seen = [false; 3];
    if !p.consume_if(Tok::Greater) {
        let mut first = true;
        loop {
            // ODS's struct parser: no name at first means the struct ends.
            let Some(name) = p.parse_optional_keyword_any() else {
                let at = p.offset();
                if first {
                    return Err(p.error_at(at, "expected '>'"));
                }
                // Two errors, as ODS's struct parser emits them.
                let mut e = p.error_at(at, "expected valid keyword");
                e.notes.push(p.error_at(at, "expected a parameter name in struct"));
                return Err(e);
            };
            first = false;
            p.expect(Tok::Equal)?;
            // MLIR reports a bad name where the value starts.
            let at = p.offset();
            let Some(i) = ENTRY_POINT_PARAMS.iter().position(|&n| n == name).filter(|&i| !seen[i]) else {
                return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {name}")));
            };
            seen[i] = true;
            if i == 0 {
                values[i] = Some(parse_i32_list(p)?);
            } else if p.at(Tok::Integer) || p.at(Tok::Minus) || p.at_keyword("true") || p.at_keyword("false") {
                let v = parse_i32(p).map_err(|mut e| {
                    // ODS's struct parameter parser adds its own error
                    // after the value.
                    let param = ENTRY_POINT_PARAMS[i];
                    let msg = format!(
                        "failed to parse SPIRV_EntryPointABIAttr parameter '{param}' which is to be a `std::optional<int>`"
                    );
                    let off = p.offset();
                    e.notes.push(p.error_at(off, msg));
                    e
                })?;
                values[i] = Some(v.to_string());
            }
            // Otherwise an optional integer is absent (MLIR's
            // `parseOptionalInteger`): the parameter stays unset.
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::Greater)?;
    }
    let parts: Vec<String> =
        ENTRY_POINT_PARAMS.iter().zip(&values).filter_map(|(n, v)| v.as_ref().map(|v| format!("{n} = {v}"))).collect();
    let text = format!("spirv.{ENTRY_POINT_ABI}<{}>", parts.join(", "));
    Ok(p.ctx.attr(AttrData::Opaque(text)))
}

/// `[1, 2, 3]` (a `DenseI32ArrayAttr` parameter), as its printed text.
///
/// As MLIR's `DenseArrayAttr` parser: the closing `]` is still expected
/// after an element failed (so both errors are reported), and any failure
/// is followed by the struct parameter's own error at the current token.
fn parse_i32_list(p: &mut OpParser) -> PResult<String> {
    const PARAM_ERROR: &str =
        "failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`";
    let with_param_error = |p: &mut OpParser, mut e: Diagnostic| {
        let off = p.offset();
        let next = p.error_at(off, PARAM_ERROR);
        e.notes.push(next);
        e
    };
    if let Err(e) = p.expect(Tok::LSquare) {
        return Err(with_param_error(p, e));
    }
    if p.consume_if(Tok::RSquare) {
        return Ok("[]".to_string());
    }
    let mut vals = Vec::new();
    let mut failed = None;
    loop {
        match parse_i32_element(p) {
            Ok(v) => vals.push(v.to_string()),
            Err(e) => {
                failed = Some(e);
                break;
            }
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    let err = match (failed, p.expect(Tok::RSquare)) {
        (None, Ok(())) => return Ok(format!("[{}]", vals.join(", "))),
        (Some(mut e), Err(close)) => {
            e.notes.push(close);
            e
        }
        (Some(e), Ok(())) | (None, Err(e)) => e,
    };
    Err(with_param_error(p, err))
}

/// One `i32` element (MLIR's `parseOptionalInteger` into an `int32_t`):
/// `true` and `false` are the `i1` values 1 and 0, sign-extended (so
/// `true` is -1); a `-` must be followed by an integer literal.
fn parse_i32_element(p: &mut OpParser) -> PResult<i32> {
    if p.parse_optional_keyword("true") {
        return Ok(-1);
    }
    if p.parse_optional_keyword("false") {
        return Ok(0);
    }
    let at = p.offset();
    if !p.at(Tok::Integer) && !p.at(Tok::Minus) {
        return Err(p.error_at(at, "expected integer value"));
    }
    let negative = p.consume_if(Tok::Minus);
    if !p.at(Tok::Integer) {
        return Err(p.error("expected integer value"));
    }
    let text = p.token_text();
    let magnitude = match text.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok(),
        None => text.parse::<i128>().ok(),
    };
    p.consume();
    magnitude
        .map(|m| if negative { -m } else { m })
        .and_then(|v| i32::try_from(v).ok())
        .ok_or_else(|| p.error_at(at, "integer value too large"))
}

/// True if `a` is a `#spirv.<mnemonic><..>` attribute.
fn is_attr(ctx: &Context, a: Attribute, mnemonic: &str) -> bool {
    match ctx.attr_data(a) {
        AttrData::Opaque(s) => {
            s.strip_prefix("spirv.").and_then(|r| r.strip_prefix(mnemonic)).is_some_and(|r| r.starts_with('<'))
        }
        _ => false,
    }
}

/// MLIR's `SPIRVDialect::verifyOperationAttribute`.
pub(super) fn verify_op_attr(ctx: &Context, op: OpId, na: &NamedAttr) -> Result<(), Diagnostic> {
    let name = ctx.ident_str(na.name);
    let plain = |msg: String| plain_error(ctx, op, msg);
    if name == format!("spirv.{ENTRY_POINT_ABI}") {
        if !is_attr(ctx, na.value, ENTRY_POINT_ABI) {
            return Err(plain(format!("'{name}' attribute must be an entry point ABI attribute")));
        }
        return Ok(());
    }
    if name == TARGET_ENV {
        if !super::target_env::is_target_env(ctx, na.value) {
            return Err(plain(format!("'{name}' must be a spirv::TargetEnvAttr")));
        }
        return Ok(());
    }
    Err(plain(format!("found unsupported '{name}' attribute on operation")))
}

/// MLIR's `SPIRVDialect::verifyRegionArgAttribute` (the argument of
/// `value_type`): `spirv.decoration` (a decoration attribute) and
/// `spirv.interface_var_abi` (with a storage class only on a scalar).
/// Reported at the op, without the op's dump.
pub(super) fn verify_region_arg_attr(
    ctx: &Context,
    op: OpId,
    value_type: affine_ir::context::Type,
    na: &NamedAttr,
) -> Result<(), Diagnostic> {
    let name = ctx.ident_str(na.name);
    let loc = ctx.ir.op(op).loc;
    if name == DECORATION {
        if !is_attr(ctx, na.value, "decoration") {
            return Err(Diagnostic::error(loc, format!("'{name}' must be a spirv::DecorationAttr")));
        }
        return Ok(());
    }
    if name != format!("spirv.{INTERFACE_VAR_ABI}") {
        return Err(Diagnostic::error(loc, format!("found unsupported '{name}' attribute on region argument")));
    }
    if !is_attr(ctx, na.value, INTERFACE_VAR_ABI) {
        return Err(Diagnostic::error(loc, format!("'{name}' must be a spirv::InterfaceVarABIAttr")));
    }
    let has_storage_class = matches!(ctx.attr_data(na.value), AttrData::Opaque(s) if s.contains("), "));
    let scalar = matches!(ctx.type_data(value_type), TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_));
    if has_storage_class && !scalar {
        return Err(Diagnostic::error(
            loc,
            format!("'{name}' attribute cannot specify storage class when attaching to a non-scalar value"),
        ));
    }
    Ok(())
}

/// MLIR's `SPIRVDialect::verifyRegionResultAttribute`: only graph ops
/// (which we do not have) may carry SPIR-V attributes on their results.
pub(super) fn verify_region_result_attr(
    ctx: &Context,
    op: OpId,
    _value_type: affine_ir::context::Type,
    _na: &NamedAttr,
) -> Result<(), Diagnostic> {
    Err(plain_error(
        ctx,
        op,
        "cannot attach SPIR-V attributes to region result which is not part of a spirv::GraphARMOp type",
    ))
}
