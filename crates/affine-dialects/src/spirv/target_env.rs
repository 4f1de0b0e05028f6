//! The target description GPU-to-SPIR-V flows put on modules and
//! functions, with MLIR 22's syntax and diagnostics:
//!
//! * `#spirv.target_env<#spirv.vce<..>, (api=ClientAPI,)?
//!   (Vendor(:DeviceType(:id)?)?,)? #spirv.resource_limits<..>>`: the
//!   client API, vendor and device type print only when known (an unknown
//!   keyword is reported and parsing goes on with `Unknown`, as in MLIR),
//!   the device id only after a known device type and when not
//!   `0x7FFFFFFF`;
//! * `#spirv.resource_limits<name = value, ..>`: struct parameters in any
//!   order, each at most once, printed in declaration order when they
//!   differ from their default.
//!
//! Values are kept as their canonical text (`AttrData::Opaque`), as the
//! other SPIR-V attributes are.

use super::abi::parse_u32;
use affine_ir::context::{AttrData, Attribute, Context};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

/// The mnemonic of the target environment attribute.
pub(super) const TARGET_ENV: &str = "target_env";
/// The mnemonic of the resource limits attribute.
pub(super) const RESOURCE_LIMITS: &str = "resource_limits";

/// `spirv::ClientAPI` cases (`Unknown` is the default and never prints).
const CLIENT_APIS: &[&str] = &["Metal", "OpenCL", "Vulkan", "WebGPU", "Unknown"];
/// `spirv::Vendor` cases.
const VENDORS: &[&str] =
    &["AMD", "Apple", "ARM", "Imagination", "Intel", "NVIDIA", "Qualcomm", "SwiftShader", "Unknown"];
/// `spirv::DeviceType` cases.
const DEVICE_TYPES: &[&str] = &["CPU", "DiscreteGPU", "IntegratedGPU", "Other", "Unknown"];
/// `TargetEnvAttr::kUnknownDeviceID`: the device id that does not print.
const UNKNOWN_DEVICE_ID: u32 = 0x7FFF_FFFF;

/// True if `a` is a `#spirv.<mnemonic><..>` attribute; its text if so.
fn spirv_attr_text<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_data(a) {
        AttrData::Opaque(s)
            if s.strip_prefix("spirv.").and_then(|r| r.strip_prefix(mnemonic)).is_some_and(|r| r.starts_with('<')) =>
        {
            Some(s)
        }
        _ => None,
    }
}

/// An attribute that must be `#spirv.<mnemonic>` (MLIR's typed
/// `parseAttribute`): any attribute is read, then its kind checked.
fn parse_spirv_attr(p: &mut OpParser, mnemonic: &str) -> PResult<String> {
    let at = p.offset();
    let a = p.parse_attribute()?;
    match spirv_attr_text(p.ctx, a, mnemonic) {
        Some(text) => Ok(text.to_string()),
        None => Err(p.error_at(at, "invalid kind of attribute specified")),
    }
}

/// A keyword of `cases`, or the non-fatal `unknown <what>: <word>` error
/// and `Unknown` (MLIR goes on parsing after that error).
fn parse_case(p: &mut OpParser, cases: &[&'static str], what: &str) -> PResult<&'static str> {
    let at = p.offset();
    let Some(word) = p.parse_optional_keyword_any() else {
        return Err(p.error_at(at, "expected valid keyword"));
    };
    if let Some(&case) = cases.iter().find(|&&c| c == word) {
        return Ok(case);
    }
    let d = p.error_at(at, format!("unknown {what}: {word}"));
    p.emit_error_and_continue(d);
    Ok("Unknown")
}

/// `<#spirv.vce<..>, (api=X,)? (Vendor(:Type(:id)?)?,)? #spirv.resource_limits<..>>`.
pub(super) fn parse_target_env(p: &mut OpParser) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    let triple = parse_spirv_attr(p, "vce")?;
    p.expect(Tok::Comma)?;
    let mut text = format!("spirv.{TARGET_ENV}<#{triple}");
    if p.parse_optional_keyword("api") {
        p.expect(Tok::Equal)?;
        let api = parse_case(p, CLIENT_APIS, "client API")?;
        if api != "Unknown" {
            text.push_str(", api=");
            text.push_str(api);
        }
        p.expect(Tok::Comma)?;
    }
    if p.at(Tok::BareIdent) {
        let vendor = parse_case(p, VENDORS, "vendor")?;
        let (mut device_type, mut device_id) = ("Unknown", UNKNOWN_DEVICE_ID);
        if p.consume_if(Tok::Colon) {
            device_type = parse_case(p, DEVICE_TYPES, "device type")?;
            if p.consume_if(Tok::Colon) {
                device_id = parse_u32(p)?;
            }
        }
        p.expect(Tok::Comma)?;
        if vendor != "Unknown" {
            text.push_str(", ");
            text.push_str(vendor);
            if device_type != "Unknown" {
                text.push(':');
                text.push_str(device_type);
                if device_id != UNKNOWN_DEVICE_ID {
                    text.push_str(&format!(":{device_id}"));
                }
            }
        }
    }
    let limits = parse_spirv_attr(p, RESOURCE_LIMITS)?;
    p.expect(Tok::Greater)?;
    text.push_str(", #");
    text.push_str(&limits);
    text.push('>');
    Ok(p.ctx.attr(AttrData::Opaque(text)))
}

/// How a resource limit's value is read and when it prints.
#[derive(Clone, Copy)]
enum Limit {
    /// An `int` with a default value (printed when different).
    Int(i64),
    /// A `std::optional<int>` (printed when present).
    OptionalInt,
    /// An `ArrayAttr` with a default text (`None`: null, so any array prints).
    Array(Option<&'static str>),
}

/// The parameters of `#spirv.resource_limits` in declaration order.
const LIMITS: [(&str, Limit); 8] = [
    ("max_compute_shared_memory_size", Limit::Int(16384)),
    ("max_compute_workgroup_invocations", Limit::Int(128)),
    ("max_compute_workgroup_size", Limit::Array(Some("[128 : i32, 128 : i32, 64 : i32]"))),
    ("subgroup_size", Limit::Int(32)),
    ("min_subgroup_size", Limit::OptionalInt),
    ("max_subgroup_size", Limit::OptionalInt),
    ("cooperative_matrix_properties_khr", Limit::Array(None)),
    ("cooperative_matrix_properties_nv", Limit::Array(None)),
];

/// The error ODS adds when a struct parameter fails to parse, at the
/// current token.
fn param_failure(p: &mut OpParser, name: &str, cpp: &str) -> affine_ir::diag::Diagnostic {
    let at = p.offset();
    p.error_at(at, format!("failed to parse SPIRV_ResourceLimitsAttr parameter '{name}' which is to be a `{cpp}`"))
}

/// An `int` as MLIR's `parseOptionalInteger<int>` reads it (`true` is -1,
/// `false` 0): `None` when no integer starts here.
pub(super) fn parse_optional_i32(p: &mut OpParser) -> PResult<Option<i64>> {
    if p.at_keyword("true") || p.at_keyword("false") {
        let v = if p.at_keyword("true") { -1 } else { 0 };
        p.consume();
        return Ok(Some(v));
    }
    if !p.at(Tok::Integer) && !p.at(Tok::Minus) {
        return Ok(None);
    }
    let minus = p.at(Tok::Minus);
    let at = p.offset();
    if minus {
        p.consume();
        if !p.at(Tok::Integer) {
            return Err(p.error_at_token("expected integer value"));
        }
    }
    let lit = p.token_text();
    let magnitude = affine_ir::parser::parse_int_literal(lit);
    p.consume();
    let value = magnitude.map(|m| if minus { -m } else { m }).and_then(|v| i32::try_from(v).ok());
    match value {
        Some(v) => Ok(Some(i64::from(v))),
        None => Err(p.error_at(at, "integer value too large")),
    }
}

/// One parameter's value: its printed text, or `None` for an absent
/// optional integer.
fn parse_limit_value(p: &mut OpParser, name: &str, kind: Limit) -> PResult<Option<String>> {
    let cpp = match kind {
        Limit::Int(_) => "int",
        Limit::OptionalInt => "std::optional<int>",
        Limit::Array(_) => "ArrayAttr",
    };
    let value = match kind {
        Limit::Int(_) | Limit::OptionalInt => match parse_optional_i32(p) {
            Ok(Some(v)) => Ok(Some(v.to_string())),
            Ok(None) if matches!(kind, Limit::OptionalInt) => Ok(None),
            Ok(None) => Err(p.error_at_token("expected integer value")),
            Err(e) => Err(e),
        },
        Limit::Array(_) => {
            let at = p.offset();
            p.parse_attribute().and_then(|a| {
                if matches!(p.ctx.attr_data(a), AttrData::Array(_)) {
                    Ok(Some(p.ctx.attr_to_string(a)))
                } else {
                    Err(p.error_at(at, "invalid kind of attribute specified"))
                }
            })
        }
    };
    value.map_err(|mut e| {
        let failure = param_failure(p, name, cpp);
        e.notes.push(failure);
        e
    })
}

/// `<(name = value (, name = value)*)?>` after the mnemonic.
pub(super) fn parse_resource_limits(p: &mut OpParser) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    let mut values: [Option<String>; LIMITS.len()] = Default::default();
    let mut seen = [false; LIMITS.len()];
    // The first parameter name is optional (every parameter is), the ones
    // after a comma are not.
    let mut first = true;
    loop {
        let at = p.offset();
        let name = match p.parse_optional_keyword_any() {
            Some(name) => name,
            None if first => break,
            None => {
                let mut e = p.error_at(at, "expected valid keyword");
                e.notes.push(p.error_at(at, "expected a parameter name in struct"));
                return Err(e);
            }
        };
        first = false;
        p.expect(Tok::Equal)?;
        let at = p.offset();
        let Some(i) = LIMITS.iter().position(|&(n, _)| n == name).filter(|&i| !seen[i]) else {
            return Err(p.error_at(at, format!("duplicate or unknown struct parameter name: {name}")));
        };
        seen[i] = true;
        values[i] = parse_limit_value(p, name, LIMITS[i].1)?;
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater)?;
    let parts: Vec<String> = LIMITS
        .iter()
        .zip(&values)
        .filter_map(|(&(name, kind), v)| {
            let v = v.as_ref()?;
            let default = match kind {
                Limit::Int(d) => Some(d.to_string()),
                Limit::OptionalInt => None,
                Limit::Array(d) => d.map(str::to_string),
            };
            (default.as_deref() != Some(v.as_str())).then(|| format!("{name} = {v}"))
        })
        .collect();
    let text = format!("spirv.{RESOURCE_LIMITS}<{}>", parts.join(", "));
    Ok(p.ctx.attr(AttrData::Opaque(text)))
}

/// True if `a` is a `#spirv.target_env` (what `spirv.target_env` must be).
pub(crate) fn is_target_env(ctx: &Context, a: Attribute) -> bool {
    spirv_attr_text(ctx, a, TARGET_ENV).is_some()
}
