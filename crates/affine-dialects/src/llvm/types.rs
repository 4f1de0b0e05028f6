//! The LLVM dialect's types, parsed, validated and printed as `mlir-opt` 22
//! does: `!llvm.ptr` (with an address space), `!llvm.void`, `!llvm.token`,
//! `!llvm.label`, `!llvm.metadata`, `!llvm.ppc_fp128`, `!llvm.x86_amx`,
//! `!llvm.array<4 x i32>`, `!llvm.func<i32 (ptr, ...)>`, literal and
//! identified structs (`!llvm.struct<(i32, ptr)>`,
//! `!llvm.struct<"name", packed (i8)>`, `!llvm.struct<"name", opaque>`)
//! and `!llvm.target<"name", types, ints>`.
//!
//! Inside an LLVM type, nested LLVM types are written without `!llvm.`
//! (`!llvm.array<2 x struct<(ptr)>>`) and other types as usual.
//!
//! Representation: types without parameters are [`TypeData::Opaque`]
//! (`llvm.ptr`, `llvm.ptr<3>`, `llvm.void`); the others are
//! [`TypeData::Dialect`] with parameters
//! * `llvm.array`: `[count, element]`;
//! * `llvm.func`: `[result, vararg (bool), inputs...]`;
//! * `llvm.struct`: `[name (string, empty for a literal struct), flags
//!   (integer: 1 packed, 2 opaque), fields...]`;
//! * `llvm.target`: `[name, type params (array), int params (array)]`.

use affine_ir::asm::{AsmWriter, write_escaped_string};
use affine_ir::context::{AttrData, Attribute, Context, DialectData, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

/// Struct flag: packed.
const PACKED: i64 = 1;
/// Struct flag: opaque (identified struct without a body).
const OPAQUE: i64 = 2;

/// Types without parameters, by mnemonic.
const LEAVES: &[&str] = &["void", "token", "label", "metadata", "ppc_fp128", "x86_amx"];

/// `!llvm.ptr` in address space `space`.
pub fn ptr_type(ctx: &mut Context, space: u32) -> Type {
    let text = if space == 0 { "llvm.ptr".to_string() } else { format!("llvm.ptr<{space}>") };
    ctx.ty(TypeData::Opaque(text))
}

/// The address space of an `!llvm.ptr` type (`None` if `t` is not one).
pub fn ptr_address_space(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Opaque(s) if s == "llvm.ptr" => Some(0),
        TypeData::Opaque(s) => s.strip_prefix("llvm.ptr<")?.strip_suffix('>')?.parse().ok(),
        _ => None,
    }
}

/// `!llvm.void`.
pub fn void_type(ctx: &mut Context) -> Type {
    ctx.ty(TypeData::Opaque("llvm.void".into()))
}

/// True for `!llvm.void`.
pub fn is_void(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Opaque(s) if s == "llvm.void")
}

/// `!llvm.array<count x elem>`.
pub fn array_type(ctx: &mut Context, count: i64, elem: Type) -> Type {
    let params = vec![ctx.index_attr(count), ctx.type_attr(elem)];
    ctx.ty(TypeData::Dialect(DialectData { name: "llvm.array", params }))
}

/// `!llvm.func<result (inputs)>`.
pub fn function_type(ctx: &mut Context, result: Type, inputs: &[Type], vararg: bool) -> Type {
    let mut params = vec![ctx.type_attr(result), ctx.bool_attr(vararg)];
    params.extend(inputs.iter().map(|&t| ctx.type_attr(t)));
    ctx.ty(TypeData::Dialect(DialectData { name: "llvm.func", params }))
}

/// The parts of an `!llvm.func` type: result, inputs, vararg.
pub fn function_parts(ctx: &Context, t: Type) -> Option<(Type, Vec<Type>, bool)> {
    let TypeData::Dialect(d) = ctx.type_data(t) else { return None };
    if d.name != "llvm.func" {
        return None;
    }
    let ty = |a: Attribute| ctx.attr_type(a);
    let result = ty(d.params[0])?;
    let vararg = matches!(ctx.attr_data(d.params[1]), AttrData::Bool(true));
    Some((result, d.params[2..].iter().filter_map(|&a| ty(a)).collect(), vararg))
}

/// The element count and type of an `!llvm.array`.
pub fn array_parts(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    let TypeData::Dialect(d) = ctx.type_data(t) else { return None };
    if d.name != "llvm.array" {
        return None;
    }
    Some((ctx.attr_int(d.params[0])? as i64, ctx.attr_type(d.params[1])?))
}

/// The field types of an `!llvm.struct` (empty for an opaque one).
pub fn struct_fields(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    let TypeData::Dialect(d) = ctx.type_data(t) else { return None };
    if d.name != "llvm.struct" {
        return None;
    }
    Some(d.params[2..].iter().filter_map(|&a| ctx.attr_type(a)).collect())
}

/// MLIR's `LLVM::isLoadableType` (ODS `LLVM_LoadableType`, "LLVM type
/// with size"): a compatible outer type other than `!llvm.void`, a function
/// type, an opaque struct or a target extension type without memory
/// operations.
pub fn is_loadable_type(ctx: &Context, t: Type) -> bool {
    let opaque_struct = match ctx.type_data(t) {
        TypeData::Dialect(d) if d.name == "llvm.struct" => {
            d.params.get(1).and_then(|&a| ctx.attr_int(a)).is_some_and(|f| f as i64 & OPAQUE != 0)
        }
        _ => false,
    };
    is_compatible_outer_type(ctx, t)
        && !is_void(ctx, t)
        && function_parts(ctx, t).is_none()
        && !opaque_struct
        && target_ext_name(ctx, t).is_none_or(target_ext_supports_mem_ops)
}

/// MLIR's `LLVMTargetExtType::supportsMemOps`: only the `spirv.` types and
/// `aarch64.svcount` may be loaded and stored.
pub fn target_ext_supports_mem_ops(name: &str) -> bool {
    name.starts_with("spirv.") || name == "aarch64.svcount"
}

/// True if `t` is a type of the LLVM dialect.
pub fn is_llvm_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Opaque(s) => s.starts_with("llvm."),
        TypeData::Dialect(d) => d.dialect() == "llvm",
        _ => false,
    }
}

/// MLIR's `LLVM::isCompatibleOuterType`: LLVM dialect types, signless
/// integers, the LLVM float types and 1-D vectors (elements unchecked).
pub fn is_compatible_outer_type(ctx: &Context, t: Type) -> bool {
    use affine_ir::context::FloatKind as K;
    match ctx.type_data(t) {
        TypeData::Integer { signedness, .. } => *signedness == affine_ir::context::Signedness::Signless,
        TypeData::Float(k) => matches!(k, K::BF16 | K::F16 | K::F32 | K::F64 | K::F80 | K::F128),
        TypeData::Vector { shape, .. } => shape.len() == 1,
        _ => is_llvm_type(ctx, t),
    }
}

/// True for `!llvm.array` and `!llvm.struct` (MLIR's `LLVM_AnyAggregate`).
pub fn is_aggregate(ctx: &Context, t: Type) -> bool {
    array_parts(ctx, t).is_some() || struct_fields(ctx, t).is_some()
}

/// MLIR's `LLVM::isCompatibleType`: signless integers, floats, LLVM
/// dialect types and 1-D vectors of integers, floats or pointers.
pub fn is_compatible_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Integer { signedness, .. } => *signedness == affine_ir::context::Signedness::Signless,
        TypeData::Float(_) => true,
        TypeData::Vector { shape, elem, .. } => {
            shape.len() == 1
                && (matches!(
                    ctx.type_data(*elem),
                    TypeData::Integer { signedness: affine_ir::context::Signedness::Signless, .. } | TypeData::Float(_)
                ) || ptr_address_space(ctx, *elem).is_some())
        }
        _ => is_llvm_type(ctx, t),
    }
}

/// MLIR's `LLVMDialect::parseType`: a type whose mnemonic is next.
///
/// Like MLIR's `dispatchParse` with `allowAny = false`: a builtin type
/// (`!llvm.i32`, `!llvm.memref<4xf32>`, `!llvm.(i32) -> i32`) is parsed
/// first, so its own errors win, and then rejected at its start.
pub(crate) fn parse_type(p: &mut OpParser) -> PResult<Type> {
    // MLIR's `parseOptionalType` also starts a type at `(` (a function
    // type) and at `!` (a dialect type or alias).
    let builtin = p.at(Tok::BareIdent) && affine_ir::parser::is_type_keyword(p.token_text());
    if builtin || p.at(Tok::LParen) || p.at(Tok::ExclIdent) {
        let at = p.offset();
        p.parse_type()?;
        return Err(p.error_at(at, "unexpected type, expected keyword"));
    }
    parse_llvm_keyword_type(p)
}

/// A type nested in an LLVM type: an LLVM type without its prefix, or any
/// other type (MLIR's `parsePrettyLLVMType`).
fn parse_nested(p: &mut OpParser) -> PResult<Type> {
    if p.at(Tok::BareIdent) && !affine_ir::parser::is_type_keyword(p.token_text()) {
        return parse_llvm_keyword_type(p);
    }
    // MLIR's `dispatchParse`: no type here, so a keyword was expected.
    if !(p.at(Tok::BareIdent) || p.at(Tok::ExclIdent) || p.at(Tok::LParen)) {
        let at = p.offset();
        return Err(p.error_at(at, "expected valid keyword"));
    }
    p.parse_type()
}

fn parse_llvm_keyword_type(p: &mut OpParser) -> PResult<Type> {
    let off = p.offset();
    if !p.at(Tok::BareIdent) {
        return Err(p.error("expected valid keyword"));
    }
    let key = p.token_text().to_string();
    p.consume();
    if LEAVES.contains(&key.as_str()) {
        return Ok(p.ctx.ty(TypeData::Opaque(format!("llvm.{key}"))));
    }
    let body_loc = p.offset();
    match key.as_str() {
        "ptr" => {
            let mut space = 0u32;
            if p.consume_if(Tok::Less) {
                let v = p.parse_integer()?;
                space = v as u32;
                p.expect(Tok::Greater)?;
            }
            Ok(ptr_type(p.ctx, space))
        }
        "array" => {
            p.expect(Tok::Less)?;
            let n = p.parse_integer()?;
            if !p.at_keyword("x") {
                let o = p.offset();
                return Err(p.error_at(o, "expected 'x'"));
            }
            p.consume();
            let elem = parse_nested(p)?;
            p.expect(Tok::Greater)?;
            if !is_valid_element(p.ctx, elem) {
                let msg = format!("invalid array element type: '{}'", p.ctx.type_to_string(elem));
                return Err(p.error_at(body_loc, msg));
            }
            Ok(array_type(p.ctx, n, elem))
        }
        "func" => {
            p.expect(Tok::Less)?;
            let result = parse_nested(p)?;
            p.expect(Tok::LParen)?;
            let mut inputs = Vec::new();
            let mut vararg = false;
            if !p.consume_if(Tok::RParen) {
                loop {
                    if p.at(Tok::Ellipsis) {
                        p.consume();
                        vararg = true;
                        break;
                    }
                    inputs.push(parse_nested(p)?);
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RParen)?;
            }
            p.expect(Tok::Greater)?;
            if let Some(&bad) = inputs.iter().find(|&&t| !is_valid_argument(p.ctx, t)) {
                let msg = format!("invalid function argument type: '{}'", p.ctx.type_to_string(bad));
                return Err(p.error_at(body_loc, msg));
            }
            Ok(function_type(p.ctx, result, &inputs, vararg))
        }
        "struct" => parse_struct(p, body_loc),
        "target" => {
            p.expect(Tok::Less)?;
            let name = p.parse_string()?;
            let (mut tys, mut ints) = (Vec::new(), Vec::new());
            if p.consume_if(Tok::Comma) {
                parse_target_params(p, &mut tys, &mut ints)?;
            }
            p.expect(Tok::Greater)?;
            let ctx = &mut *p.ctx;
            let tys: Vec<Attribute> = tys.into_iter().map(|t| ctx.type_attr(t)).collect();
            let i64t = ctx.int_type(64);
            let ints: Vec<Attribute> = ints.into_iter().map(|v| ctx.int_attr(i64t, i128::from(v))).collect();
            let params =
                vec![ctx.attr(AttrData::String { value: name, ty: None }), ctx.array_attr(tys), ctx.array_attr(ints)];
            Ok(ctx.ty(TypeData::Dialect(DialectData { name: "llvm.target", params })))
        }
        _ => Err(p.error_at(off, format!("unknown LLVM type: {key}"))),
    }
}

/// `struct<("name" ",")? (opaque | packed? "(" types ")")>`.
fn parse_struct(p: &mut OpParser, body_loc: usize) -> PResult<Type> {
    p.expect(Tok::Less)?;
    let mut name = String::new();
    if p.at(Tok::String) {
        name = p.parse_string()?;
        if !p.consume_if(Tok::Comma) {
            let o = p.offset();
            if p.at(Tok::Greater) {
                return Err(p.error_at(o, "struct without a body only allowed in a recursive struct"));
            }
            return Err(p.error("expected ','"));
        }
        if p.parse_optional_keyword("opaque") {
            p.expect(Tok::Greater)?;
            return Ok(struct_type(p.ctx, &name, OPAQUE, &[]));
        }
    }
    let mut flags = 0;
    if p.parse_optional_keyword("packed") {
        flags |= PACKED;
    }
    p.expect(Tok::LParen)?;
    let mut fields = Vec::new();
    if !p.consume_if(Tok::RParen) {
        loop {
            fields.push(parse_nested(p)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen)?;
    }
    p.expect(Tok::Greater)?;
    if let Some(&bad) = fields.iter().find(|&&t| !is_valid_element(p.ctx, t)) {
        let msg = format!("invalid LLVM structure element type: '{}'", p.ctx.type_to_string(bad));
        return Err(p.error_at(body_loc, msg));
    }
    Ok(struct_type(p.ctx, &name, flags, &fields))
}

/// The parameters of `!llvm.target<"name", ...>` after the first comma
/// (MLIR's `parseExtTypeParams`): a comma-separated list of types, then of
/// `unsigned` integers (no type after the first integer). A failed element
/// is followed by "failed to parse parameter list for target extension
/// type" where parsing stopped.
fn parse_target_params(p: &mut OpParser, tys: &mut Vec<Type>, ints: &mut Vec<u32>) -> PResult<()> {
    let mut types_allowed = true;
    loop {
        let (ok, mut errors) = match parse_optional_unsigned(p)? {
            Some(Ok(v)) => {
                ints.push(v);
                types_allowed = false;
                (true, Vec::new())
            }
            other => {
                let mut errors: Vec<Diagnostic> = match other {
                    Some(Err(d)) => vec![d],
                    _ => Vec::new(),
                };
                let ok = types_allowed
                    && match parse_nested(p) {
                        Ok(t) => {
                            tys.push(t);
                            true
                        }
                        Err(d) => {
                            errors.push(d);
                            false
                        }
                    };
                (ok, errors)
            }
        };
        if !ok {
            let at = p.offset();
            let last = p.error_at(at, "failed to parse parameter list for target extension type");
            if errors.is_empty() {
                return Err(last);
            }
            let mut first = errors.remove(0);
            first.notes.extend(errors);
            first.notes.push(last);
            return Err(first);
        }
        // MLIR reports a bad integer followed by a type and goes on; the
        // error still fails the run here.
        if let Some(first) = errors.into_iter().next() {
            return Err(first);
        }
        if !p.consume_if(Tok::Comma) {
            return Ok(());
        }
    }
}

/// MLIR's `parseOptionalInteger` into an `unsigned`: `true` / `false`,
/// else an optionally negated literal read as an `APInt` as wide as four
/// bits per digit (one more when its top bit is set), negated, then
/// sign-extended or truncated to 32 bits; a value that does not come back
/// the same is "integer value too large" at its start. `None`: no integer
/// here; `Some(Err)`: the error of one that failed (after consuming it).
fn parse_optional_unsigned(p: &mut OpParser) -> PResult<Option<Result<u32, Diagnostic>>> {
    if p.at_keyword("true") || p.at_keyword("false") {
        let v = if p.at_keyword("true") { u32::MAX } else { 0 };
        p.consume();
        return Ok(Some(Ok(v)));
    }
    let start = p.offset();
    let neg = p.at(Tok::Minus);
    if !neg && !p.at(Tok::Integer) {
        return Ok(None);
    }
    if neg {
        p.consume();
        if !p.at(Tok::Integer) {
            return Err(p.error_at_token("expected integer value"));
        }
    }
    let text = p.token_text().to_string();
    p.consume();
    let digits = text.strip_prefix("0x").unwrap_or(&text);
    let radix = if digits.len() == text.len() { 10 } else { 16 };
    let mut width = 4 * digits.len() as u32;
    let too_large = |p: &mut OpParser| Ok(Some(Err(p.error_at(start, "integer value too large"))));
    let Ok(v) = u128::from_str_radix(digits, radix) else { return too_large(p) };
    if width < 128 && (v >> (width - 1)) & 1 == 1 {
        width += 1;
    }
    if v == 0 {
        return Ok(Some(Ok(0)));
    }
    if width <= 32 {
        let modulus = 1u64 << width;
        let x = if neg { (modulus - v as u64) % modulus } else { v as u64 };
        // Sign-extend the `width`-bit value to 32 bits.
        let shift = 64 - width;
        let sext = ((x << shift) as i64) >> shift;
        return Ok(Some(Ok(sext as u32)));
    }
    if neg || v > u128::from(u32::MAX) {
        return too_large(p);
    }
    Ok(Some(Ok(v as u32)))
}

/// The name of an `!llvm.target<"name", ...>` type.
pub fn target_ext_name(ctx: &Context, t: Type) -> Option<&str> {
    let TypeData::Dialect(d) = ctx.type_data(t) else { return None };
    if d.name != "llvm.target" {
        return None;
    }
    ctx.attr_str(*d.params.first()?)
}

/// MLIR's `LLVMTargetExtType::hasProperty(CanBeGlobal)` (and
/// `HasZeroInit`, the same set): the `spirv.` types.
pub fn target_ext_can_be_global(name: &str) -> bool {
    name.starts_with("spirv.")
}

/// An `!llvm.struct` (literal when `name` is empty).
pub fn struct_type(ctx: &mut Context, name: &str, flags: i64, fields: &[Type]) -> Type {
    let mut params = vec![ctx.attr(AttrData::String { value: name.to_string(), ty: None }), ctx.index_attr(flags)];
    params.extend(fields.iter().map(|&t| ctx.type_attr(t)));
    ctx.ty(TypeData::Dialect(DialectData { name: "llvm.struct", params }))
}

/// Element types of arrays and structs: anything but void, labels,
/// metadata, tokens and functions.
fn is_valid_element(ctx: &Context, t: Type) -> bool {
    !matches!(ctx.type_data(t), TypeData::Opaque(s) if matches!(s.as_str(), "llvm.void" | "llvm.label" | "llvm.metadata" | "llvm.token"))
        && !matches!(ctx.type_data(t), TypeData::Dialect(d) if d.name == "llvm.func")
        && !matches!(ctx.type_data(t), TypeData::Function { .. })
}

fn is_valid_argument(ctx: &Context, t: Type) -> bool {
    !matches!(ctx.type_data(t), TypeData::Opaque(s) if matches!(s.as_str(), "llvm.void" | "llvm.label"))
        && !matches!(ctx.type_data(t), TypeData::Dialect(d) if d.name == "llvm.func")
        && !matches!(ctx.type_data(t), TypeData::Function { .. })
}

/// Writes a type nested in an LLVM type (MLIR's `printPrettyLLVMType`).
pub(crate) fn write_nested(w: &mut AsmWriter, t: Type) {
    let ctx = w.ctx;
    match ctx.type_data(t) {
        TypeData::Opaque(s) if s.starts_with("llvm.") => w.out.push_str(&s[5..]),
        TypeData::Dialect(d) if d.dialect() == "llvm" => print_type(w, d),
        _ => w.write_type(t),
    }
}

fn write_nested_attr(w: &mut AsmWriter, a: Attribute) {
    if let Some(t) = w.ctx.attr_type(a) {
        write_nested(w, t);
    }
}

/// MLIR's `LLVMDialect::printType` for the parameterized types.
pub(crate) fn print_type(w: &mut AsmWriter, d: &DialectData) {
    let ctx = w.ctx;
    match d.name {
        "llvm.array" => {
            w.out.push_str(&format!("array<{} x ", ctx.attr_int(d.params[0]).unwrap_or(0)));
            write_nested_attr(w, d.params[1]);
            w.out.push('>');
        }
        "llvm.func" => {
            w.out.push_str("func<");
            write_nested_attr(w, d.params[0]);
            w.out.push_str(" (");
            for (i, &a) in d.params[2..].iter().enumerate() {
                if i > 0 {
                    w.out.push_str(", ");
                }
                write_nested_attr(w, a);
            }
            if matches!(ctx.attr_data(d.params[1]), AttrData::Bool(true)) {
                if d.params.len() > 2 {
                    w.out.push_str(", ");
                }
                w.out.push_str("...");
            }
            w.out.push_str(")>");
        }
        "llvm.struct" => {
            w.out.push_str("struct<");
            let name = ctx.attr_str(d.params[0]).unwrap_or("");
            let flags = ctx.attr_int(d.params[1]).unwrap_or(0) as i64;
            if !name.is_empty() {
                write_escaped_string(&mut w.out, name);
                w.out.push_str(", ");
                if flags & OPAQUE != 0 {
                    w.out.push_str("opaque>");
                    return;
                }
            }
            if flags & PACKED != 0 {
                w.out.push_str("packed ");
            }
            w.out.push('(');
            for (i, &a) in d.params[2..].iter().enumerate() {
                if i > 0 {
                    w.out.push_str(", ");
                }
                write_nested_attr(w, a);
            }
            w.out.push_str(")>");
        }
        "llvm.target" => {
            w.out.push_str("target<");
            write_escaped_string(&mut w.out, ctx.attr_str(d.params[0]).unwrap_or(""));
            // MLIR prints the type parameters with the full type syntax.
            for list in [d.params[1], d.params[2]] {
                if let AttrData::Array(items) = ctx.attr_data(list) {
                    for &a in items {
                        w.out.push_str(", ");
                        match ctx.attr_type(a) {
                            Some(t) => w.write_type(t),
                            None => w.out.push_str(&ctx.attr_int(a).unwrap_or(0).to_string()),
                        }
                    }
                }
            }
            w.out.push('>');
        }
        _ => {}
    }
}
