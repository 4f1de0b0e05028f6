//! The cooperative matrix properties a SPIR-V target environment lists in
//! its resource limits, with MLIR 22's syntax and diagnostics:
//!
//! * `#spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32,
//!   a_type = i8, b_type = i8, c_type = i32, result_type = i32,
//!   acc_sat = false, scope = <Subgroup>>` (sizes are `uint32_t`);
//! * `#spirv.coop_matrix_props_nv<..>`: the same without `acc_sat`, sizes
//!   of type `int`.
//!
//! Every parameter is required, once, in any order (ODS `struct(params)`);
//! the attribute prints them in declaration order. Integers are read as
//! MLIR's `parseInteger<IntT>` reads them (an unsigned size wraps a small
//! negative literal), `scope` as `<Case>` or as a whole `#spirv.scope<..>`.
//! Values are kept as their canonical text (`AttrData::Opaque`), as the
//! other SPIR-V attributes are.

use super::SCOPE;
use super::target_env::parse_optional_i32;
use affine_ir::context::{AttrData, Attribute};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

/// The mnemonic of the KHR properties.
pub(super) const KHR: &str = "coop_matrix_props_khr";
/// The mnemonic of the NV properties.
pub(super) const NV: &str = "coop_matrix_props_nv";

/// The C++ type of a parameter, which decides how it is read.
#[derive(Clone, Copy)]
enum Param {
    /// `uint32_t`.
    U32,
    /// `int`.
    Int,
    /// `mlir::Type`.
    Type,
    /// `bool`.
    Bool,
    /// `mlir::spirv::ScopeAttr`.
    Scope,
}

impl Param {
    fn cpp(self) -> &'static str {
        match self {
            Param::U32 => "uint32_t",
            Param::Int => "int",
            Param::Type => "mlir::Type",
            Param::Bool => "bool",
            Param::Scope => "mlir::spirv::ScopeAttr",
        }
    }
}

/// `SPIRV_CooperativeMatrixPropertiesKHRAttr`'s parameters.
const KHR_PARAMS: [(&str, Param); 9] = [
    ("m_size", Param::U32),
    ("n_size", Param::U32),
    ("k_size", Param::U32),
    ("a_type", Param::Type),
    ("b_type", Param::Type),
    ("c_type", Param::Type),
    ("result_type", Param::Type),
    ("acc_sat", Param::Bool),
    ("scope", Param::Scope),
];

/// `SPIRV_CooperativeMatrixPropertiesNVAttr`'s parameters.
const NV_PARAMS: [(&str, Param); 8] = [
    ("m_size", Param::Int),
    ("n_size", Param::Int),
    ("k_size", Param::Int),
    ("a_type", Param::Type),
    ("b_type", Param::Type),
    ("c_type", Param::Type),
    ("result_type", Param::Type),
    ("scope", Param::Scope),
];

/// `<name = value, ..>` after the mnemonic `KHR` (`khr`) or `NV`.
pub(super) fn parse_coop_matrix_props(p: &mut OpParser, khr: bool) -> PResult<Attribute> {
    let (mnemonic, attr_def, params): (&str, &str, &[(&str, Param)]) = if khr {
        (KHR, "SPIRV_CooperativeMatrixPropertiesKHRAttr", &KHR_PARAMS)
    } else {
        (NV, "SPIRV_CooperativeMatrixPropertiesNVAttr", &NV_PARAMS)
    };
    p.expect(Tok::Less)?;
    let mut values: Vec<Option<String>> = vec![None; params.len()];
    for index in 0..params.len() {
        let at = p.offset();
        let Some(name) = p.parse_optional_keyword_any() else {
            let mut e = p.error_at(at, "expected valid keyword");
            e.notes.push(p.error_at(at, "expected a parameter name in struct"));
            return Err(e);
        };
        p.expect(Tok::Equal)?;
        let at = p.offset();
        let Some(i) = params.iter().position(|&(n, _)| n == name).filter(|&i| values[i].is_none()) else {
            return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {name}")));
        };
        let (param, kind) = params[i];
        let value = parse_value(p, kind).map_err(|mut e| {
            let here = p.offset();
            let msg = format!("failed to parse {attr_def} parameter '{param}' which is to be a `{}`", kind.cpp());
            e.notes.push(p.error_at(here, msg));
            e
        })?;
        values[i] = Some(value);
        if index + 1 != params.len() {
            p.expect(Tok::Comma)?;
        }
    }
    p.expect(Tok::Greater)?;
    let parts: Vec<String> =
        params.iter().zip(&values).map(|(&(name, _), v)| format!("{name} = {}", v.as_deref().unwrap_or(""))).collect();
    Ok(p.ctx.attr(AttrData::Opaque(format!("spirv.{mnemonic}<{}>", parts.join(", ")))))
}

/// One parameter's value, as its printed text.
fn parse_value(p: &mut OpParser, kind: Param) -> PResult<String> {
    let at = p.offset();
    match kind {
        Param::U32 | Param::Bool => {
            let bits = if matches!(kind, Param::Bool) { 1 } else { 32 };
            match parse_optional_unsigned(p, bits)? {
                Some(v) if bits == 1 => Ok((v == 1).to_string()),
                Some(v) => Ok(v.to_string()),
                None => Err(p.error_at(at, "expected integer value")),
            }
        }
        Param::Int => match parse_optional_i32(p)? {
            Some(v) => Ok(v.to_string()),
            None => Err(p.error_at(at, "expected integer value")),
        },
        Param::Type => {
            let t = p.parse_type()?;
            Ok(p.ctx.type_to_string(t))
        }
        Param::Scope => {
            // A whole attribute after `#` (it must be a scope), else the
            // scope's own `<Case>` syntax.
            let a = if p.at(Tok::HashIdent) { p.parse_attribute()? } else { SCOPE.parse_body(p)? };
            let prefix = format!("{}<", SCOPE.name);
            match p.ctx.attr_data(a) {
                AttrData::Opaque(text) if text.starts_with(&prefix) => Ok(text[SCOPE.name.len()..].to_string()),
                _ => Err(p.error_at(at, "invalid kind of attribute specified")),
            }
        }
    }
}

/// MLIR's `AsmParser::parseOptionalInteger<IntT>` for an unsigned C++
/// integer of `bits` bits (`bool` for 1): `true`, `false` or `-`? and an
/// integer literal, read as an `APInt` of 4 bits per significant digit
/// (one more when the top one is set), negated if `-`, then sign-extended
/// or truncated to the C++ type; "integer value too large" unless that
/// value, put back in the literal's width, is the literal's.
pub(super) fn parse_optional_unsigned(p: &mut OpParser, bits: u32) -> PResult<Option<u64>> {
    let at = p.offset();
    let (width, literal) = if p.at_keyword("true") || p.at_keyword("false") {
        let v = p.at_keyword("true");
        p.consume();
        (1, u128::from(v))
    } else if p.at(Tok::Integer) || p.at(Tok::Minus) {
        let negative = p.consume_if(Tok::Minus);
        if !p.at(Tok::Integer) {
            return Err(p.error("expected integer value"));
        }
        let parsed = apint_literal(p.token_text(), negative);
        p.consume();
        match parsed {
            Some(v) => v,
            None => return Err(p.error_at(at, "integer value too large")),
        }
    } else {
        return Ok(None);
    };
    // `bool` is a byte for `sextOrTrunc`, then any non-zero value is 1.
    let n = if bits == 1 { 8 } else { bits };
    let mask_n = (1u128 << n) - 1;
    let narrowed = if width >= n {
        literal & mask_n
    } else if literal >> (width - 1) & 1 == 1 {
        (literal | !((1u128 << width) - 1)) & mask_n
    } else {
        literal
    };
    let result = if bits == 1 { u64::from(narrowed != 0) } else { narrowed as u64 };
    let back = if width >= 64 { u128::from(result) } else { u128::from(result) & ((1u128 << width) - 1) };
    if back != literal {
        return Err(p.error_at(at, "integer value too large"));
    }
    Ok(Some(result))
}

/// The `APInt` MLIR's `Parser::parseOptionalInteger` makes of an integer
/// literal (negated if `negative`): its width and bits. `None` when wider
/// than 128 bits (too large for any C++ integer type).
fn apint_literal(lit: &str, negative: bool) -> Option<(u32, u128)> {
    let (digits, radix) = match lit.strip_prefix("0x") {
        Some(h) => (h, 16),
        None => (lit, 10),
    };
    let significant = digits.trim_start_matches('0');
    if significant.is_empty() {
        // LLVM's `getAsInteger` gives an all-zero literal 64 bits.
        return Some((64, 0));
    }
    if significant.len() > 32 {
        return None;
    }
    let value = u128::from_str_radix(significant, radix).ok()?;
    let mut width = 4 * significant.len() as u32;
    if value >> (width - 1) & 1 == 1 {
        width += 1;
    }
    if width > 128 {
        return None;
    }
    let mask = if width == 128 { u128::MAX } else { (1u128 << width) - 1 };
    Some((width, if negative { value.wrapping_neg() & mask } else { value }))
}
