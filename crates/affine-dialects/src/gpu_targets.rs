//! The GPU target attributes a `gpu.module` lists (`gpu.module @k
//! [#nvvm.target<chip = "sm_80">]`): `#nvvm.target` and `#rocdl.target`, the
//! only attributes of the `nvvm` and `rocdl` dialects affine code meets.
//!
//! Both are MLIR structs of parameters with defaults, written in any order
//! (`struct(params)`), printed in declaration order with the parameters
//! that hold their default left out (`#nvvm.target` when all do). They are
//! kept as their canonical text ([`AttrData::Opaque`]), so equal targets are
//! the same attribute.

use crate::dialect_attrs::{parse_mnemonic, unknown_attr};
use affine_ir::context::{AttrData, Attribute, Context};
use affine_ir::dialect::{DialectHooks, Registry};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

/// How a parameter's value is written.
#[derive(Clone, Copy)]
enum Kind {
    /// The optimization level, a plain integer in `0..=3`.
    OptLevel,
    /// A string (`triple`, `chip`, `features`, `abi`).
    Str,
    /// A dictionary attribute (`flags`).
    Dict,
    /// An array attribute (`link`).
    Array,
    /// `true` or `false`.
    Bool,
}

/// A parameter: name, kind and default (its canonical text; `None`: absent
/// by default).
struct Param {
    name: &'static str,
    kind: Kind,
    default: Option<&'static str>,
}

const fn param(name: &'static str, kind: Kind, default: Option<&'static str>) -> Param {
    Param { name, kind, default }
}

/// `#nvvm.target`'s parameters, in MLIR 22's order.
const NVVM: &[Param] = &[
    param("O", Kind::OptLevel, Some("2")),
    param("triple", Kind::Str, Some("\"nvptx64-nvidia-cuda\"")),
    param("chip", Kind::Str, Some("\"sm_50\"")),
    param("features", Kind::Str, Some("\"\"")),
    param("flags", Kind::Dict, None),
    param("link", Kind::Array, None),
    param("verifyTarget", Kind::Bool, Some("true")),
];

/// `#rocdl.target`'s parameters, in MLIR 22's order.
const ROCDL: &[Param] = &[
    param("O", Kind::OptLevel, Some("2")),
    param("triple", Kind::Str, Some("\"amdgcn-amd-amdhsa\"")),
    param("chip", Kind::Str, Some("\"gfx900\"")),
    param("features", Kind::Str, Some("\"\"")),
    param("abi", Kind::Str, Some("\"600\"")),
    param("flags", Kind::Dict, None),
    param("link", Kind::Array, None),
];

/// Registers the `nvvm` and `rocdl` dialects' attribute parsers.
pub fn register(reg: &mut Registry) {
    reg.set_dialect_hooks("nvvm", DialectHooks { parse_attr: Some(parse_nvvm_attr), ..DialectHooks::NONE });
    reg.set_dialect_hooks("rocdl", DialectHooks { parse_attr: Some(parse_rocdl_attr), ..DialectHooks::NONE });
}

/// True if `a` is an `#nvvm.target` or a `#rocdl.target` (a GPU target
/// attribute a `gpu.module` may list).
pub fn is_target(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Opaque(s) if ["nvvm.target", "rocdl.target"]
        .iter()
        .any(|t| s.strip_prefix(t).is_some_and(|rest| rest.is_empty() || rest.starts_with('<'))))
}

fn parse_nvvm_attr(p: &mut OpParser, _ty: Option<affine_ir::context::Type>) -> PResult<Attribute> {
    parse_target(p, "nvvm", NVVM)
}

fn parse_rocdl_attr(p: &mut OpParser, _ty: Option<affine_ir::context::Type>) -> PResult<Attribute> {
    parse_target(p, "rocdl", ROCDL)
}

/// `target` (`<` param `=` value (`,` ...)* `>`)?, with MLIR's checks.
fn parse_target(p: &mut OpParser, dialect: &str, params: &[Param]) -> PResult<Attribute> {
    let (off, mnemonic) = parse_mnemonic(p)?;
    if mnemonic != "target" {
        return Err(unknown_attr(p, off, &mnemonic, dialect));
    }
    let mut values: Vec<Option<String>> = vec![None; params.len()];
    let body_off = p.offset();
    if p.consume_if(Tok::Less) && !p.consume_if(Tok::Greater) {
        let mut first = true;
        loop {
            let name = match p.parse_optional_keyword_any() {
                Some(n) => n.to_string(),
                // The struct is optional: no parameter name first means its end.
                None if first => break,
                None => {
                    let mut e = p.error_at_token("expected valid keyword");
                    let follow = p.error_at_token("expected a parameter name in struct");
                    e.notes.push(follow);
                    return Err(e);
                }
            };
            first = false;
            p.expect_msg(Tok::Equal, "expected '='")?;
            let Some(i) = params.iter().position(|q| q.name == name).filter(|&i| values[i].is_none()) else {
                // At the value, as MLIR's generated struct parser reports it.
                return Err(p.error_at_token(format!("duplicate or unknown struct parameter name: {name}")));
            };
            values[i] = Some(parse_value(p, params[i].kind).map_err(|mut e| {
                let cpp = match params[i].kind {
                    Kind::OptLevel => "int",
                    Kind::Str => "::llvm::StringRef",
                    Kind::Dict => "DictionaryAttr",
                    Kind::Array => "ArrayAttr",
                    Kind::Bool => "bool",
                };
                let attr_def = if dialect == "nvvm" { "NVVM_TargetAttr" } else { "ROCDL_TargetAttr" };
                let here = p.offset();
                let follow =
                    p.error_at(here, format!("failed to parse {attr_def} parameter '{name}' which is to be a `{cpp}`"));
                e.notes.push(follow);
                e
            })?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect_msg(Tok::Greater, "expected '>'")?;
    }
    // MLIR's checks of `#nvvm.target` (`#rocdl.target` has none at parse time).
    let value = |name: &str| {
        let i = params.iter().position(|q| q.name == name)?;
        values[i].as_deref().or(params[i].default)
    };
    let nvvm = dialect == "nvvm";
    if nvvm && value("O").and_then(|o| o.parse::<i64>().ok()).is_some_and(|o| !(0..=3).contains(&o)) {
        return Err(p.error_at(body_off, "The optimization level must be a number between 0 and 3."));
    }
    if nvvm && value("triple") == Some("\"\"") {
        return Err(p.error_at(body_off, "The target triple cannot be empty."));
    }
    if nvvm && value("chip") == Some("\"\"") {
        return Err(p.error_at(body_off, "The target chip cannot be empty."));
    }
    let shown: Vec<String> = params
        .iter()
        .zip(&values)
        .filter_map(|(q, v)| v.as_ref().filter(|v| Some(v.as_str()) != q.default).map(|v| format!("{} = {v}", q.name)))
        .collect();
    let mut text = format!("{dialect}.target");
    if !shown.is_empty() {
        text.push('<');
        text.push_str(&shown.join(", "));
        text.push('>');
    }
    Ok(p.ctx.attr(AttrData::Opaque(text)))
}

/// One parameter value, as its canonical text.
fn parse_value(p: &mut OpParser, kind: Kind) -> PResult<String> {
    Ok(match kind {
        Kind::OptLevel => {
            // `parseInteger` reports a missing integer at the current token.
            if !p.at(Tok::Integer) && !p.at(Tok::Minus) {
                return Err(p.error_at_token("expected integer value"));
            }
            p.parse_integer()?.to_string()
        }
        Kind::Str => {
            // `parseString` reports a missing string at the current token.
            if !p.at(Tok::String) {
                return Err(p.error_at_token("expected string"));
            }
            let s = p.parse_string()?;
            let a = p.ctx.attr(AttrData::String { value: s, ty: None });
            p.ctx.attr_to_string(a)
        }
        Kind::Dict | Kind::Array => {
            let off = p.offset();
            let a = p.parse_attribute()?;
            let ok = matches!(
                (kind, p.ctx.attr_data(a)),
                (Kind::Dict, AttrData::Dictionary(_)) | (Kind::Array, AttrData::Array(_))
            );
            if !ok {
                return Err(p.error_at(off, "invalid kind of attribute specified"));
            }
            p.ctx.attr_to_string(a)
        }
        Kind::Bool => {
            if p.parse_optional_keyword("true") {
                "true".to_string()
            } else if p.parse_optional_keyword("false") {
                "false".to_string()
            } else {
                // MLIR reads any other bool as a 1-bit integer
                // (`parseInteger`: a missing one at the current token).
                let off = p.offset();
                if !p.at(Tok::Integer) && !p.at(Tok::Minus) {
                    return Err(p.error_at_token("expected integer value"));
                }
                match p.parse_integer()? {
                    0 => "false".to_string(),
                    1 => "true".to_string(),
                    _ => return Err(p.error_at(off, "integer value too large")),
                }
            }
        }
    })
}
