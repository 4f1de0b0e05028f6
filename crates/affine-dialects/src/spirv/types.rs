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
//!   is given), decorations (array of arrays of strings, one per member)]`.

use affine_ir::asm::{AsmWriter, write_keyword_or_string};
use affine_ir::context::{AttrData, Attribute, Context, DialectData, Type, TypeData};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

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

/// The member types of a `!spirv.struct`.
pub fn struct_members(ctx: &Context, t: Type) -> Option<Vec<Type>> {
    let d = dialect_data(ctx, t, "spirv.struct")?;
    let AttrData::Array(items) = ctx.attr_data(d.params[1]) else { return None };
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

/// `struct<(name ,)? (member ([offset, decorations])?, ...)>`.
fn parse_struct(p: &mut OpParser, key_at: usize) -> PResult<Type> {
    p.expect(Tok::Less)?;
    let mut name = String::new();
    if p.at(Tok::BareIdent) {
        name = p.token_text().to_string();
        p.consume();
    } else if p.at(Tok::String) {
        name = p.parse_string()?;
    }
    if !name.is_empty() {
        if p.at(Tok::Greater) {
            return Err(p.error_at(key_at, "recursive struct reference not nested in struct definition"));
        }
        p.expect(Tok::Comma)?;
    }
    p.expect(Tok::LParen)?;
    let (mut members, mut offsets, mut decorations) = (Vec::new(), Vec::new(), Vec::new());
    if !p.consume_if(Tok::RParen) {
        loop {
            let t = p.parse_type()?;
            members.push(p.ctx.type_attr(t));
            let mut decos = Vec::new();
            if p.consume_if(Tok::LSquare) {
                if let Some(off) = p.parse_optional_integer()? {
                    let i32 = p.ctx.int_type(32);
                    offsets.push(p.ctx.int_attr(i32, i128::from(off)));
                    if !p.at(Tok::RSquare) {
                        p.expect(Tok::Comma)?;
                    }
                }
                while !p.at(Tok::RSquare) {
                    let Some(word) = p.parse_optional_keyword_any() else {
                        return Err(p.error_at(p.offset(), "expected valid keyword"));
                    };
                    let word = word.to_string();
                    decos.push(p.ctx.string_attr(&word));
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
                p.expect(Tok::RSquare)?;
            }
            decorations.push(p.ctx.array_attr(decos));
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen)?;
    }
    if !offsets.is_empty() && offsets.len() != members.len() {
        return Err(p.error_at(key_at, "offset specification must be given for all members"));
    }
    p.expect(Tok::Greater)?;
    let ctx = &mut *p.ctx;
    let params =
        vec![ctx.string_attr(&name), ctx.array_attr(members), ctx.array_attr(offsets), ctx.array_attr(decorations)];
    Ok(ctx.ty(TypeData::Dialect(DialectData { name: "spirv.struct", params })))
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
            let name = ctx.attr_str(d.params[0]).unwrap_or("");
            if !name.is_empty() {
                write_keyword_or_string(&mut w.out, name);
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
                let mut words: Vec<String> = Vec::new();
                if let Some(&off) = offsets.get(i) {
                    words.push(ctx.attr_int(off).unwrap_or(0).to_string());
                }
                if let Some(&decos) = decorations.get(i) {
                    words.extend(array_items(ctx, decos).iter().filter_map(|&s| ctx.attr_str(s)).map(str::to_string));
                }
                if !words.is_empty() {
                    w.out.push_str(&format!(" [{}]", words.join(", ")));
                }
            }
            w.out.push_str(")>");
        }
        _ => {}
    }
}
