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

/// An unsigned 32-bit integer as MLIR's `parseInteger<uint32_t>` reads it:
/// the literal's two's-complement value in its minimal width plus a sign
/// bit, sign-extended or truncated to 32 bits, accepted only if that is
/// the same value (so `-1` is 4294967295, `-2147483648` is too large).
pub(super) fn parse_u32(p: &mut OpParser) -> PResult<u32> {
    let at = p.offset();
    let v = p.parse_integer()?;
    let magnitude = v.unsigned_abs();
    let width = if magnitude == 0 { 1 } else { 65 - magnitude.leading_zeros() };
    let modulus = 1u128 << width;
    let apint = if v < 0 { modulus - u128::from(magnitude) } else { u128::from(magnitude) };
    let result: u32 = if width >= 32 {
        apint as u32
    } else if apint >> (width - 1) & 1 == 1 {
        (apint | (u128::from(u32::MAX) & !(modulus - 1))) as u32
    } else {
        apint as u32
    };
    let same = if width <= 32 { u128::from(result) & (modulus - 1) == apint } else { u128::from(result) == apint };
    if !same {
        return Err(p.error_at(at, "integer value too large"));
    }
    Ok(result)
}

/// An unsigned 32-bit integer that must be there (MLIR's
/// `parseOptionalInteger` then `missing` when absent or too large, the
/// latter after the `integer value too large` error).
fn parse_required_u32(p: &mut OpParser, missing: &str) -> PResult<u32> {
    let at = p.offset();
    if !p.at(Tok::Integer) && !p.at(Tok::Minus) {
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
        loop {
            let name = p.parse_optional_keyword_any().unwrap_or("");
            p.expect(Tok::Equal)?;
            // MLIR reports a bad name where the value starts.
            let at = p.offset();
            let Some(i) = ENTRY_POINT_PARAMS.iter().position(|&n| n == name).filter(|&i| !seen[i]) else {
                return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {name}")));
            };
            seen[i] = true;
            if i == 0 {
                values[i] = Some(parse_i32_list(p)?);
            } else if p.at(Tok::Integer) || p.at(Tok::Minus) {
                values[i] = Some(parse_u32(p)?.to_string());
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
fn parse_i32_list(p: &mut OpParser) -> PResult<String> {
    let at = p.offset();
    if let Err(mut e) = p.expect(Tok::LSquare) {
        let next = p.error_at(
            at,
            "failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`",
        );
        e.notes.push(next);
        return Err(e);
    }
    let mut vals = Vec::new();
    if !p.consume_if(Tok::RSquare) {
        loop {
            let at = p.offset();
            let v = p.parse_integer()?;
            let v = i32::try_from(v).map_err(|_| p.error_at(at, "integer value too large"))?;
            vals.push(v.to_string());
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RSquare)?;
    }
    Ok(format!("[{}]", vals.join(", ")))
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
