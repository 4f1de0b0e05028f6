//! The SPIR-V dialect's composite types, parsed, validated and printed as
//! `mlir-opt` 22 does: `!spirv.array<4 x f32>` (with an optional
//! `, stride=N`), `!spirv.rtarray<i32, stride=4>`,
//! `!spirv.ptr<f32, StorageBuffer>` and `!spirv.struct<(f32 [0], i32 [4])>`
//! (literal, or identified `!spirv.struct<S, (i32)>`, with member offsets
//! and decorations).
//!
//! Nested SPIR-V types keep their `!spirv.` prefix (unlike LLVM types).
//!
//! Representation: [`TypeData::Dialect`] with parameters
//! * `spirv.array`: `[count, element, stride (0: none)]`;
//! * `spirv.rtarray`: `[element, stride (0: none)]`;
//! * `spirv.ptr`: `[pointee, storage class (string)]`;
//! * `spirv.struct`: `[name (string, empty for a literal struct),
//!   members (array of types), offsets (array of integers, empty when none
//!   is given), member decorations (one array per member)]`, then the
//!   struct's own decorations (an array) when it has some; a decoration is
//!   its case string, or `[case, value]`. A reference to an enclosing
//!   identified struct (`!spirv.struct<S>` in the body of `S`) is
//!   `[name]` alone: MLIR uniques identified structs by name, so the body
//!   lives in the definition and an identifier keeps its first body.

use affine_ir::asm::AsmWriter;
use affine_ir::context::{AttrData, Attribute, Context, DialectData, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use std::cell::RefCell;

/// SPIR-V storage classes (the spelling of `spirv::StorageClass`).
pub const STORAGE_CLASSES: &[&str] = &[
    "UniformConstant",
    "Input",
    "Uniform",
    "Output",
    "Workgroup",
    "CrossWorkgroup",
    "Private",
    "Function",
    "Generic",
    "PushConstant",
    "AtomicCounter",
    "Image",
    "StorageBuffer",
    "CallableDataKHR",
    "IncomingCallableDataKHR",
    "RayPayloadKHR",
    "HitAttributeKHR",
    "IncomingRayPayloadKHR",
    "ShaderRecordBufferKHR",
    "PhysicalStorageBuffer",
    "TaskPayloadWorkgroupEXT",
    "CodeSectionINTEL",
    "DeviceOnlyINTEL",
    "HostOnlyINTEL",
];

/// `!spirv.array<count x elem>` (`stride` 0: no `ArrayStride`).
pub fn array_type(ctx: &mut Context, count: i64, elem: Type, stride: i64) -> Type {
    let params = vec![ctx.index_attr(count), ctx.type_attr(elem), ctx.index_attr(stride)];
    ctx.ty(TypeData::Dialect(DialectData { name: "spirv.array", params }))
}

/// `!spirv.rtarray<elem>` (`stride` 0: no `ArrayStride`).
pub fn runtime_array_type(ctx: &mut Context, elem: Type, stride: i64) -> Type {
    let params = vec![ctx.type_attr(elem), ctx.index_attr(stride)];
    ctx.ty(TypeData::Dialect(DialectData { name: "spirv.rtarray", params }))
}

/// `!spirv.ptr<pointee, storage_class>`.
pub fn pointer_type(ctx: &mut Context, pointee: Type, storage_class: &str) -> Type {
    let params = vec![ctx.type_attr(pointee), ctx.string_attr(storage_class)];
    ctx.ty(TypeData::Dialect(DialectData { name: "spirv.ptr", params }))
}

fn dialect_data<'c>(ctx: &'c Context, t: Type, name: &str) -> Option<&'c DialectData> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.name == name => Some(d),
        _ => None,
    }
}

/// The element count, element type and stride of a `!spirv.array`.
pub fn array_parts(ctx: &Context, t: Type) -> Option<(i64, Type, i64)> {
    let d = dialect_data(ctx, t, "spirv.array")?;
    Some((ctx.attr_int(d.params[0])? as i64, ctx.attr_type(d.params[1])?, ctx.attr_int(d.params[2])? as i64))
}

/// The pointee type and storage class of a `!spirv.ptr`.
pub fn pointer_parts(ctx: &Context, t: Type) -> Option<(Type, &str)> {
    let d = dialect_data(ctx, t, "spirv.ptr")?;
    Some((ctx.attr_type(d.params[0])?, ctx.attr_str(d.params[1])?))
}

/// The member types of a `!spirv.struct` (`None` for a reference to an
/// enclosing struct, whose members are in its definition).
pub fn struct_members(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    let d = dialect_data(ctx, t, "spirv.struct")?;
    let AttrData::Array(items) = ctx.attr_data(*d.params.get(1)?) else { return None };
    items.iter().map(|&a| ctx.attr_type(a)).collect()
}

/// True if `t` is a type of the SPIR-V dialect.
pub fn is_spirv_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Dialect(d) if d.dialect() == "spirv")
}

/// MLIR's `SPIRVDialect::parseType`: the mnemonic is next.
pub(crate) fn parse_type(p: &mut OpParser) -> PResult<Type> {
    let key_at = p.offset();
    let key = if p.at(Tok::BareIdent) { p.token_text().to_string() } else { String::new() };
    if key.is_empty() {
        return Err(p.error_at(p.offset(), "expected valid keyword"));
    }
    p.consume();
    match key.as_str() {
        "array" => parse_array(p),
        "rtarray" => {
            p.expect(Tok::Less)?;
            let elem = parse_and_verify_type(p)?;
            let stride = parse_optional_stride(p)?;
            p.expect(Tok::Greater)?;
            Ok(runtime_array_type(p.ctx, elem, stride))
        }
        "ptr" => {
            p.expect(Tok::Less)?;
            let pointee = parse_and_verify_type(p)?;
            let class_at = p.offset();
            p.expect(Tok::Comma)?;
            let Some(class) = p.parse_optional_keyword_any() else {
                return Err(p.error_at(p.offset(), "expected valid keyword"));
            };
            if !STORAGE_CLASSES.contains(&class) {
                return Err(p.error_at(class_at, format!("unknown storage class: {class}")));
            }
            let class = class.to_string();
            p.expect(Tok::Greater)?;
            Ok(pointer_type(p.ctx, pointee, &class))
        }
        "struct" => parse_struct(p, key_at),
        _ => Err(p.error_at(key_at, format!("unknown SPIR-V type: {key}"))),
    }
}

/// `array<N x type (, stride=K)?>`.
fn parse_array(p: &mut OpParser) -> PResult<Type> {
    p.expect(Tok::Less)?;
    let count_at = p.offset();
    let dims = p.parse_dimension_list(false)?;
    if dims.len() != 1 {
        return Err(p.error_at(count_at, "expected single integer for array element count"));
    }
    if dims[0] == 0 {
        return Err(p.error_at(count_at, "expected array length greater than 0"));
    }
    let elem = parse_and_verify_type(p)?;
    let stride = parse_optional_stride(p)?;
    p.expect(Tok::Greater)?;
    Ok(array_type(p.ctx, dims[0], elem, stride))
}

/// `, stride=K` (0 when absent).
fn parse_optional_stride(p: &mut OpParser) -> PResult<i64> {
    if !p.consume_if(Tok::Comma) {
        return Ok(0);
    }
    if !p.parse_optional_keyword("stride") {
        let at = p.offset();
        return Err(p.error_at(at, "expected 'stride'"));
    }
    p.expect(Tok::Equal)?;
    let at = p.offset();
    let stride = p.parse_integer()?;
    if !(0..=i64::from(u32::MAX)).contains(&stride) {
        return Err(p.error_at(at, "integer value too large"));
    }
    if stride == 0 {
        return Err(p.error_at(at, "ArrayStride must be greater than zero"));
    }
    Ok(stride)
}

/// MLIR's `parseAndVerifyType`: an element type SPIR-V composite types
/// accept (SPIR-V types, floats, 1/8/16/32/64-bit integers, 1-D vectors of
/// at most 4 elements).
fn parse_and_verify_type(p: &mut OpParser) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if let Some(msg) = element_type_error(p.ctx, t) {
        return Err(p.error_at(at, msg));
    }
    Ok(t)
}

fn element_type_error(ctx: &Context, t: Type) -> Option<String> {
    let shown = || ctx.type_to_string(t);
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.dialect() == "spirv" => None,
        TypeData::Float(_) => None,
        TypeData::Integer { width, .. } => (!matches!(width, 1 | 8 | 16 | 32 | 64))
            .then(|| format!("only 1/8/16/32/64-bit integer type allowed but found '{}'", shown())),
        TypeData::Vector { shape, .. } if shape.len() != 1 => {
            Some(format!("only 1-D vector allowed but found '{}'", shown()))
        }
        TypeData::Vector { shape, .. } if shape[0] > 4 => {
            Some(format!("vector length has to be less than or equal to 4 but found {}", shape[0]))
        }
        TypeData::Vector { .. } => None,
        _ => Some(format!("cannot use '{}' to compose SPIR-V types", shown())),
    }
}

thread_local! {
    /// The identifiers of the identified structs whose bodies are being
    /// parsed, outermost first (MLIR's cyclic-parse stack): a reference
    /// `!spirv.struct<S>` is only valid inside the definition of `S`.
    static ENCLOSING_STRUCTS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `name` on [`ENCLOSING_STRUCTS`] while its body is parsed.
struct EnclosingStruct;

impl EnclosingStruct {
    fn enter(name: &str) -> Self {
        ENCLOSING_STRUCTS.with(|s| s.borrow_mut().push(name.to_string()));
        EnclosingStruct
    }
}

impl Drop for EnclosingStruct {
    fn drop(&mut self) {
        ENCLOSING_STRUCTS.with(|s| s.borrow_mut().pop());
    }
}

fn is_enclosing(name: &str) -> bool {
    ENCLOSING_STRUCTS.with(|s| s.borrow().iter().any(|n| n == name))
}

/// The reference `!spirv.struct<name>` to an enclosing identified struct.
fn struct_reference(ctx: &mut Context, name: &str) -> Type {
    let params = vec![ctx.string_attr(name)];
    ctx.ty(TypeData::Dialect(DialectData { name: "spirv.struct", params }))
}

/// The identifier of an identified struct (definition or reference).
fn struct_name<'c>(ctx: &'c Context, d: &DialectData) -> &'c str {
    ctx.attr_str(d.params[0]).unwrap_or("")
}

/// `t` with every identified struct nested in it replaced by its
/// reference: what makes two bodies of one identifier the same in MLIR,
/// which uniques identified structs by name.
fn by_identity(ctx: &mut Context, t: Type) -> Type {
    let TypeData::Dialect(d) = ctx.type_data(t) else { return t };
    let d = d.clone();
    match d.name {
        "spirv.struct" if !struct_name(ctx, &d).is_empty() => {
            let name = struct_name(ctx, &d).to_string();
            struct_reference(ctx, &name)
        }
        "spirv.struct" | "spirv.array" | "spirv.rtarray" | "spirv.ptr" => {
            let params = d.params.iter().map(|&a| by_identity_attr(ctx, a)).collect();
            ctx.ty(TypeData::Dialect(DialectData { name: d.name, params }))
        }
        _ => t,
    }
}

fn by_identity_attr(ctx: &mut Context, a: Attribute) -> Attribute {
    if let Some(t) = ctx.attr_type(a) {
        let t = by_identity(ctx, t);
        return ctx.type_attr(t);
    }
    if let AttrData::Array(items) = ctx.attr_data(a) {
        let items = items.clone();
        let items = items.into_iter().map(|i| by_identity_attr(ctx, i)).collect();
        return ctx.array_attr(items);
    }
    a
}

/// MLIR's `StructType::trySetBody`: an identifier keeps the body it was
/// first given; another one fails (silently, as in `mlir-opt`).
fn body_conflicts(ctx: &mut Context, name: &str, params: &[Attribute]) -> bool {
    let mine: Vec<Attribute> = params[1..].iter().map(|&a| by_identity_attr(ctx, a)).collect();
    let name_attr = ctx.string_attr(name);
    let earlier: Vec<Vec<Attribute>> = (0..ctx.type_count())
        .filter_map(|i| match ctx.type_data(Type(i as u32)) {
            TypeData::Dialect(d) if d.name == "spirv.struct" && d.params.len() >= 4 && d.params[0] == name_attr => {
                Some(d.params[1..].to_vec())
            }
            _ => None,
        })
        .collect();
    earlier.into_iter().any(|body| {
        let body: Vec<Attribute> = body.into_iter().map(|a| by_identity_attr(ctx, a)).collect();
        body != mine
    })
}

/// `struct<(name ,)? (member ([offset, decorations])?, ...)>`, or the
/// reference `struct<name>` inside the definition of `name`.
fn parse_struct(p: &mut OpParser, key_at: usize) -> PResult<Type> {
    p.expect(Tok::Less)?;
    let mut name = String::new();
    let mut _enclosing = None;
    if let Some(word) = p.parse_optional_keyword_any() {
        name = word.to_string();
        let enclosing = is_enclosing(&name);
        if p.consume_if(Tok::Greater) {
            if !enclosing {
                return Err(p.error_at(key_at, "recursive struct reference not nested in struct definition"));
            }
            return Ok(struct_reference(p.ctx, &name));
        }
        p.expect(Tok::Comma)?;
        if enclosing {
            return Err(p.error_at(key_at, "identifier already used for an enclosing struct"));
        }
        _enclosing = Some(EnclosingStruct::enter(&name));
    }
    p.expect(Tok::LParen)?;
    let (mut members, mut offsets, mut decorations) = (Vec::new(), Vec::new(), Vec::new());
    let mut struct_decorations = Vec::new();
    // MLIR tries `)` then `>` for an empty body; a `)` alone stays consumed.
    let empty = p.consume_if(Tok::RParen) && p.consume_if(Tok::Greater);
    if !empty {
        loop {
            let t = p.parse_type()?;
            members.push(p.ctx.type_attr(t));
            let decos = if p.consume_if(Tok::LSquare) {
                parse_member_decorations(p, members.len(), &mut offsets)?
            } else {
                Vec::new()
            };
            decorations.push(p.ctx.array_attr(decos));
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        if !offsets.is_empty() && offsets.len() != members.len() {
            return Err(p.error_at(key_at, "offset specification must be given for all members"));
        }
        p.expect(Tok::RParen)?;
        while p.consume_if(Tok::Comma) {
            struct_decorations.push(parse_decoration(p)?);
        }
        p.expect(Tok::Greater)?;
    }
    drop(_enclosing);
    let struct_decorations = sorted_decorations(struct_decorations);
    let ctx = &mut *p.ctx;
    let mut params =
        vec![ctx.string_attr(&name), ctx.array_attr(members), ctx.array_attr(offsets), ctx.array_attr(decorations)];
    if !struct_decorations.is_empty() {
        params.push(ctx.array_attr(struct_decorations));
    }
    if !name.is_empty() && body_conflicts(ctx, &name, &params) {
        return Err(Diagnostic::silent_failure(p.loc_at(key_at)));
    }
    Ok(p.ctx.ty(TypeData::Dialect(DialectData { name: "spirv.struct", params })))
}

/// `[offset?, Decoration(=value)?, ...]` after the `[` of the member
/// `member` (1-based); the offset goes to `offsets`. Decorations are kept
/// as their case string, or `[case, value]` when they have a value, sorted
/// as MLIR sorts them (by decoration, stable).
fn parse_member_decorations(p: &mut OpParser, member: usize, offsets: &mut Vec<Attribute>) -> PResult<Vec<Attribute>> {
    let offset_at = p.offset();
    let has_offset = p.at(Tok::Integer) || p.at(Tok::Minus);
    if has_offset {
        let off = super::abi::parse_u32(p)?;
        if offsets.len() != member - 1 {
            return Err(p.error_at(offset_at, "offset specification must be given for all members"));
        }
        let i32 = p.ctx.int_type(32);
        offsets.push(p.ctx.int_attr(i32, i128::from(off)));
    }
    let mut decos: Vec<(u32, Attribute)> = Vec::new();
    if p.consume_if(Tok::RSquare) {
        return Ok(Vec::new());
    }
    if has_offset {
        p.expect(Tok::Comma)?;
    }
    loop {
        decos.push(parse_decoration(p)?);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare)?;
    Ok(sorted_decorations(decos))
}

/// `Case` or `Case=value` (a SPIR-V decoration), with its case value.
fn parse_decoration(p: &mut OpParser) -> PResult<(u32, Attribute)> {
    let at = p.offset();
    let Some(word) = p.parse_optional_keyword_any() else {
        return Err(p.error_at(at, "expected valid keyword"));
    };
    let Some(value) = super::DECORATION.case_value(word) else {
        return Err(p.error_at(at, format!("unknown attribute: '{word}'")));
    };
    let word = p.ctx.string_attr(word);
    let deco = if p.consume_if(Tok::Equal) {
        let v = p.parse_attribute()?;
        p.ctx.array_attr(vec![word, v])
    } else {
        word
    };
    Ok((value, deco))
}

/// Decorations in MLIR's order: by decoration, stable.
fn sorted_decorations(mut decos: Vec<(u32, Attribute)>) -> Vec<Attribute> {
    decos.sort_by_key(|&(v, _)| v);
    decos.into_iter().map(|(_, a)| a).collect()
}

fn write_type_attr(w: &mut AsmWriter, a: Attribute) {
    if let Some(t) = w.ctx.attr_type(a) {
        w.write_type(t);
    }
}

fn write_stride(w: &mut AsmWriter, a: Attribute) {
    let stride = w.ctx.attr_int(a).unwrap_or(0);
    if stride != 0 {
        w.out.push_str(&format!(", stride={stride}"));
    }
}

fn array_items(ctx: &Context, a: Attribute) -> &[Attribute] {
    match ctx.attr_data(a) {
        AttrData::Array(v) => v,
        _ => &[],
    }
}

/// A decoration `Case` or `Case=value` (the value printed without its type,
/// as MLIR's `printAttributeWithoutType`).
fn write_decoration(w: &mut AsmWriter, deco: Attribute) {
    let ctx = w.ctx;
    let AttrData::Array(pair) = ctx.attr_data(deco) else {
        w.out.push_str(ctx.attr_str(deco).unwrap_or(""));
        return;
    };
    w.out.push_str(ctx.attr_str(pair[0]).unwrap_or(""));
    w.out.push('=');
    let typed = match ctx.attr_data(pair[1]) {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } | AttrData::BigInteger { ty, .. } => Some(*ty),
        AttrData::String { ty, .. } => *ty,
        _ => None,
    };
    let start = w.out.len();
    w.write_attr(pair[1], typed.is_none());
    if let Some(ty) = typed {
        let suffix = format!(" : {}", ctx.type_to_string(ty));
        if w.out[start..].ends_with(&suffix) {
            let keep = w.out.len() - suffix.len();
            w.out.truncate(keep);
        }
    }
}

/// MLIR's `SPIRVDialect::printType` for the composite types.
pub(crate) fn print_type(w: &mut AsmWriter, d: &DialectData) {
    let ctx = w.ctx;
    match d.name {
        "spirv.array" => {
            w.out.push_str(&format!("array<{} x ", ctx.attr_int(d.params[0]).unwrap_or(0)));
            write_type_attr(w, d.params[1]);
            write_stride(w, d.params[2]);
            w.out.push('>');
        }
        "spirv.rtarray" => {
            w.out.push_str("rtarray<");
            write_type_attr(w, d.params[0]);
            write_stride(w, d.params[1]);
            w.out.push('>');
        }
        "spirv.ptr" => {
            w.out.push_str("ptr<");
            write_type_attr(w, d.params[0]);
            w.out.push_str(", ");
            w.out.push_str(ctx.attr_str(d.params[1]).unwrap_or(""));
            w.out.push('>');
        }
        "spirv.struct" => {
            w.out.push_str("struct<");
            w.out.push_str(struct_name(ctx, d));
            if d.params.len() == 1 {
                w.out.push('>');
                return;
            }
            if !struct_name(ctx, d).is_empty() {
                w.out.push_str(", ");
            }
            w.out.push('(');
            let offsets = array_items(ctx, d.params[2]);
            let decorations = array_items(ctx, d.params[3]);
            for (i, &m) in array_items(ctx, d.params[1]).iter().enumerate() {
                if i > 0 {
                    w.out.push_str(", ");
                }
                write_type_attr(w, m);
                let decos = decorations.get(i).map_or(&[][..], |&a| array_items(ctx, a));
                if offsets.is_empty() && decos.is_empty() {
                    continue;
                }
                w.out.push_str(" [");
                if let Some(&off) = offsets.get(i) {
                    w.out.push_str(&(ctx.attr_int(off).unwrap_or(0) as u32).to_string());
                    if !decos.is_empty() {
                        w.out.push_str(", ");
                    }
                }
                for (k, &deco) in decos.iter().enumerate() {
                    if k > 0 {
                        w.out.push_str(", ");
                    }
                    write_decoration(w, deco);
                }
                w.out.push(']');
            }
            w.out.push(')');
            for &deco in d.params.get(4).map_or(&[][..], |&a| array_items(ctx, a)) {
                w.out.push_str(", ");
                write_decoration(w, deco);
            }
            w.out.push('>');
        }
        _ => {}
    }
}
