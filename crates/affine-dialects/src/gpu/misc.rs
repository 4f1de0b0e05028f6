//! The small `gpu` ops affine-adjacent GPU code carries: `gpu.printf`,
//! `gpu.dynamic_shared_memory`, `gpu.host_register` /
//! `gpu.host_unregister`, `gpu.set_default_device`, `gpu.rotate` and
//! `gpu.subgroup_broadcast`, with `mlir-opt` 22's custom syntax (spaces
//! included), ODS constraints in MLIR's order, verifiers and memory
//! effects (`printf` and `set_default_device` write, `rotate` and the
//! shared-memory view are pure, `subgroup_broadcast` has no memory
//! effect, the host registrations keep unknown effects).

use super::attrs::BROADCAST;
use crate::arith::types::{
    check_operand, check_result, custom_error, is_memref, op_error, parse_colon_type_of_kind, prop, set_state_prop,
};
use crate::enum_keyword::{EnumParam, parse_enum_case};
use affine_ir::context::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_printf),
        print: Some(print_printf),
        shape: Some(OpShape::variadic(0, 0)),
        verify: Some(verify_printf),
        effects: Some(write_effect),
        props: PRINTF_PROPS,
        ..OpDef::new("gpu.printf")
    });
    reg.add(OpDef {
        parse: Some(parse_dynamic_shared_memory),
        print: Some(print_colon_result_type),
        shape: Some(OpShape::fixed(0, 1)),
        verify: Some(verify_dynamic_shared_memory),
        traits: traits::PURE,
        ..OpDef::new("gpu.dynamic_shared_memory")
    });
    for name in ["gpu.host_register", "gpu.host_unregister"] {
        reg.add(OpDef {
            parse: Some(parse_host_register),
            print: Some(print_host_register),
            shape: Some(OpShape::fixed(1, 0)),
            verify: Some(|ctx, op| check_operand(ctx, op, 0, "unranked.memref of any type values", is_unranked_memref)),
            ..OpDef::new(name)
        });
    }
    reg.add(OpDef {
        parse: Some(parse_set_default_device),
        print: Some(print_set_default_device),
        shape: Some(OpShape::fixed(1, 0)),
        verify: Some(|ctx, op| check_operand(ctx, op, 0, "32-bit signless integer", is_i32)),
        effects: Some(write_effect),
        ..OpDef::new("gpu.set_default_device")
    });
    reg.add(OpDef {
        parse: Some(parse_rotate),
        print: Some(print_rotate),
        shape: Some(OpShape::fixed(1, 2)),
        verify: Some(verify_rotate),
        result_names: Some(|_, _, out| {
            out.push((0, "rotateResult".into()));
            out.push((1, "valid".into()));
        }),
        traits: traits::PURE,
        props: ROTATE_PROPS,
        ..OpDef::new("gpu.rotate")
    });
    reg.add(OpDef {
        parse: Some(parse_subgroup_broadcast),
        print: Some(print_subgroup_broadcast),
        shape: Some(OpShape::variadic(1, 1)),
        verify: Some(verify_subgroup_broadcast),
        // `NoMemoryEffect` and speculatable only for a first-active-lane
        // broadcast: no effects, but not freely hoisted (not `PURE`).
        effects: Some(|_, _, _| {}),
        props: BROADCAST_PROPS,
        ..OpDef::new("gpu.subgroup_broadcast")
    });
}

/// `gpu.printf`'s one property.
const PRINTF_PROPS: &[PropDecl] = &[PropDecl::req("format", PropKind::String).desc("string attribute")];

/// `gpu.rotate`'s confined `I32Attr`s.
const ROTATE_PROPS: &[PropDecl] = &[
    PropDecl::req("offset", PropKind::Integer)
        .desc("32-bit signless integer attribute whose minimum value is 0")
        .check(is_non_negative_i32),
    PropDecl::req("width", PropKind::Integer)
        .desc("32-bit signless integer attribute whose value is a power of two > 0")
        .check(is_power_of_two_i32),
];

/// `gpu.subgroup_broadcast`'s enum property.
const BROADCAST_PROPS: &[PropDecl] =
    &[PropDecl::req("broadcast_type", PropKind::Dialect("gpu<broadcast ")).desc("a lane to broadcast from")];

/// `MemoryEffects<[MemWrite]>` on no particular value.
fn write_effect(_: &Context, _: OpId, out: &mut Vec<MemEffect>) {
    out.push(MemEffect { kind: EffectKind::Write, value: None });
}

/// The value of an integer attribute of type `iN` (signless), sign-extended.
fn signless_int(ctx: &Context, a: Attribute, width: u32) -> Option<i128> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, ty } => match ctx.type_data(*ty) {
            TypeData::Integer { width: w, signedness: Signedness::Signless } if *w == width => {
                let shift = 128 - width;
                Some((value << shift) >> shift)
            }
            _ => None,
        },
        _ => None,
    }
}

/// `ConfinedAttr<I32Attr, [IntMinValue<0>]>`.
fn is_non_negative_i32(ctx: &Context, a: Attribute) -> bool {
    signless_int(ctx, a, 32).is_some_and(|v| v >= 0)
}

/// `ConfinedAttr<I32Attr, [IntPowerOf2]>`.
fn is_power_of_two_i32(ctx: &Context, a: Attribute) -> bool {
    signless_int(ctx, a, 32).is_some_and(|v| v > 0 && (v as u32).is_power_of_two())
}

/// `I32`.
fn is_i32(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: 32, signedness: Signedness::Signless })
}

/// `AnyUnrankedMemRef`.
fn is_unranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::UnrankedMemRef { .. })
}

/// `AnyInteger`, `Index` or `AnyFloat` (`gpu.printf`'s arguments).
fn is_printf_arg(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_))
}

/// `AnyIntegerOrFloat`: a signless integer or a float.
fn is_signless_int_or_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signless, .. } | TypeData::Float(_))
}

/// `AnyIntegerOrFloatOr1DVector`.
fn is_int_or_float_or_1d_vector(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, elem } => {
            shape.len() == 1 && !scalable[0] && is_signless_int_or_float(ctx, *elem)
        }
        _ => is_signless_int_or_float(ctx, t),
    }
}

const INT_OR_FLOAT_OR_1D_VECTOR: &str = "Integer or Float or fixed-length vector of Integer or Float values of ranks 1";

/// `attr-dict` of an op with an ODS assembly format: the inherent
/// attributes written in it must satisfy their constraints, checked in
/// name order as the generated `verifyInherentAttrs` does ("custom op 'x'
/// 'x' op attribute 'name' failed to satisfy constraint: summary" at the
/// dictionary).
pub(super) fn parse_format_attr_dict(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let off = p.offset();
    let mut entries = Vec::new();
    p.parse_optional_attr_dict(&mut entries)?;
    if !entries.is_empty()
        && let Some(def) = p.ctx.op_def(st.name)
    {
        let mut decls: Vec<&PropDecl> = def.props.iter().filter(|d| d.checked).collect();
        decls.sort_by_key(|d| d.name);
        let bad = decls
            .into_iter()
            .find(|d| entries.iter().any(|na| p.ctx.ident_str(na.name) == d.name && !d.satisfies(p.ctx, na.value)));
        if let Some(d) = bad {
            let op = p.ctx.op_name_str(st.name).to_string();
            let msg = format!("'{op}' op attribute '{}' failed to satisfy constraint: {}", d.name, d.summary);
            return Err(custom_error(p, st, off, msg));
        }
    }
    st.attrs.extend(entries);
    Ok(())
}

/// A `StrAttr` of a custom format: any attribute is read, then its kind
/// checked.
fn parse_str_attr(p: &mut OpParser, st: &OpState) -> PResult<Attribute> {
    let at = p.offset();
    let none = p.ctx.none_type();
    let a = p.parse_attribute_typed(Some(none))?;
    if matches!(p.ctx.attr_data(a), AttrData::String { .. }) {
        return Ok(a);
    }
    Err(custom_error(p, st, at, "invalid kind of attribute specified"))
}

/// `$format attr-dict (, $args^ : type($args))?`.
fn parse_printf(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let f = parse_str_attr(p, st)?;
    set_state_prop(p.ctx, st, "format", f);
    parse_format_attr_dict(p, st)?;
    if p.consume_if(Tok::Comma) {
        let at = p.offset();
        let args = p.parse_operand_list()?;
        let types = p.parse_colon_type_list()?;
        if args.len() != types.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                args.len(),
                types.len()
            );
            return Err(custom_error(p, st, at, msg));
        }
        p.resolve_operands(&args, &types, &mut st.operands)?;
    }
    Ok(())
}

fn print_printf(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(f) = prop(ctx, op, "format") {
        p.print_attribute(f);
    }
    p.print_optional_attr_dict(op, &["format"]);
    let args = ctx.ir.operands(op).to_vec();
    if !args.is_empty() {
        p.write(", ");
        p.print_operands(&args);
        p.write(" : ");
        let tys: Vec<Type> = args.iter().map(|&v| ctx.ir.value_type(v)).collect();
        p.print_types(&tys);
    }
}

fn verify_printf(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for i in 0..ctx.ir.operands(op).len() {
        check_operand(ctx, op, i, "variadic of integer or index or floating-point", is_printf_arg)?;
    }
    Ok(())
}

/// `attr-dict : type($resultMemref)`.
fn parse_dynamic_shared_memory(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_format_attr_dict(p, st)?;
    let t = parse_colon_type_of_kind(p, st, "builtin.memref", is_memref)?;
    st.result_types.push(t);
    Ok(())
}

/// ` attr-dict : type(result)`.
fn print_colon_result_type(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(p.ctx.ir.result(op, 0));
    p.print_type(t);
}

/// ODS's `MemRefRankOf<[I8], [1]>` result, then
/// `DynamicSharedMemoryOp::verify`: workgroup memory, a dynamic size.
fn verify_dynamic_shared_memory(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let i8_1d = |ctx: &Context, t: Type| match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } => {
            shape.len() == 1
                && matches!(ctx.type_data(*elem), TypeData::Integer { width: 8, signedness: Signedness::Signless })
        }
        _ => false,
    };
    check_result(ctx, op, 0, "1D memref of 8-bit signless integer values", i8_1d)?;
    let t = ctx.ir.value_type(ctx.ir.result(op, 0));
    let TypeData::MemRef { shape, memory_space, .. } = ctx.type_data(t) else { return Ok(()) };
    let workgroup = memory_space.is_some_and(|m| ctx.attr_to_string(m) == "#gpu.address_space<workgroup>");
    if !workgroup {
        return Err(op_error(ctx, op, "address space must be address_space<workgroup>"));
    }
    if shape.iter().all(|&d| d != affine_ir::context::DYNAMIC) {
        return Err(op_error(ctx, op, "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>"));
    }
    Ok(())
}

/// `$value attr-dict : type($value)` with an unranked memref.
fn parse_host_register(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    parse_format_attr_dict(p, st)?;
    let t = parse_colon_type_of_kind(p, st, "builtin.unranked_memref", is_unranked_memref)?;
    p.resolve_operand(&v, t, &mut st.operands)
}

fn print_host_register(p: &mut OpPrinter, op: OpId) {
    let v = p.ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(v);
    p.print_type(t);
}

/// `attr-dict $devIndex` (an `i32`).
fn parse_set_default_device(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_format_attr_dict(p, st)?;
    let v = p.parse_operand()?;
    let i32t = p.ctx.int_type(32);
    p.resolve_operand(&v, i32t, &mut st.operands)
}

fn print_set_default_device(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    p.write(" ");
    let v = p.ctx.ir.operands(op)[0];
    p.print_operand(v);
}

/// `$value , $offset , $width attr-dict : type($value)`.
fn parse_rotate(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let i32t = p.ctx.int_type(32);
    let offset = crate::arith::types::parse_int_attr_of_type(p, st, i32t)?;
    set_state_prop(p.ctx, st, "offset", offset);
    p.expect(Tok::Comma)?;
    let width = crate::arith::types::parse_int_attr_of_type(p, st, i32t)?;
    set_state_prop(p.ctx, st, "width", width);
    parse_format_attr_dict(p, st)?;
    let t = p.parse_colon_type()?;
    p.resolve_operand(&v, t, &mut st.operands)?;
    let i1 = p.ctx.i1_type();
    st.result_types.extend([t, i1]);
    Ok(())
}

fn print_rotate(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let v = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    for name in ["offset", "width"] {
        p.write(", ");
        if let Some(v) = prop(ctx, op, name).and_then(|a| ctx.attr_int(a)) {
            p.write(&v.to_string());
        }
    }
    p.print_optional_attr_dict(op, &["offset", "width"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v));
}

/// A confined attribute's ODS check: `attribute 'name' failed to satisfy
/// constraint: summary`.
fn check_attr(
    ctx: &Context,
    op: OpId,
    name: &str,
    summary: &str,
    ok: fn(&Context, Attribute) -> bool,
) -> Result<(), Diagnostic> {
    match prop(ctx, op, name) {
        Some(a) if !ok(ctx, a) => {
            Err(op_error(ctx, op, format!("attribute '{name}' failed to satisfy constraint: {summary}")))
        }
        _ => Ok(()),
    }
}

/// ODS's attribute, operand and result constraints of `gpu.rotate`,
/// `AllTypesMatch`, then `RotateOp::verify` (the offset is below the
/// width).
fn verify_rotate(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_attr(ctx, op, "offset", "32-bit signless integer attribute whose minimum value is 0", is_non_negative_i32)?;
    check_attr(
        ctx,
        op,
        "width",
        "32-bit signless integer attribute whose value is a power of two > 0",
        is_power_of_two_i32,
    )?;
    check_operand(ctx, op, 0, INT_OR_FLOAT_OR_1D_VECTOR, is_int_or_float_or_1d_vector)?;
    check_result(ctx, op, 0, INT_OR_FLOAT_OR_1D_VECTOR, is_int_or_float_or_1d_vector)?;
    check_result(ctx, op, 1, "1-bit signless integer", |ctx, t| {
        matches!(ctx.type_data(t), TypeData::Integer { width: 1, signedness: Signedness::Signless })
    })?;
    if ctx.ir.value_type(ctx.ir.operands(op)[0]) != ctx.ir.value_type(ctx.ir.result(op, 0)) {
        return Err(op_error(ctx, op, "failed to verify that all of {value, rotateResult} have same type"));
    }
    let int = |name| prop(ctx, op, name).and_then(|a| signless_int(ctx, a, 32)).unwrap_or(0);
    let (offset, width) = (int("offset"), int("width"));
    if offset >= width {
        return Err(op_error(ctx, op, format!("offset must be in the range [0, {width})")));
    }
    Ok(())
}

const BROADCAST_PARAM: EnumParam = EnumParam {
    cpp_enum: "::mlir::gpu::BroadcastType",
    attr_def: "GPU_BroadcastTypeAttr",
    cases: &["first_active_lane", "specific_lane"],
};

/// The broadcast kind of a `gpu.subgroup_broadcast` (`specific_lane`).
fn broadcast_case(ctx: &Context, op: OpId) -> Option<&str> {
    let a = prop(ctx, op, "broadcast_type")?;
    match ctx.attr_data(a) {
        AttrData::Opaque(s) => s.strip_prefix("gpu<broadcast ")?.strip_suffix('>'),
        _ => None,
    }
}

/// `$src , $broadcast_type ($lane^)? attr-dict : type($result)`.
fn parse_subgroup_broadcast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let name = p.ctx.op_name_str(st.name).to_string();
    let kind = parse_enum_case(p, &name, &BROADCAST_PARAM, |w| BROADCAST.case_value(w))?;
    let a = BROADCAST.attr(p.ctx, kind);
    set_state_prop(p.ctx, st, "broadcast_type", a);
    let lane = p.parse_optional_operand()?;
    parse_format_attr_dict(p, st)?;
    let t = p.parse_colon_type()?;
    p.resolve_operand(&src, t, &mut st.operands)?;
    if let Some(l) = lane {
        let i32t = p.ctx.int_type(32);
        p.resolve_operand(&l, i32t, &mut st.operands)?;
    }
    st.result_types.push(t);
    Ok(())
}

fn print_subgroup_broadcast(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(",  ");
    p.write(broadcast_case(ctx, op).unwrap_or(""));
    if let Some(&l) = ops.get(1) {
        p.write(" ");
        p.print_operand(l);
    }
    p.print_optional_attr_dict(op, &["broadcast_type"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ctx.ir.result(op, 0)));
}

/// ODS's `Optional<I32>` lane and `AllTypesMatch`, then
/// `SubgroupBroadcastOp::verify`: a lane exactly for `specific_lane`.
fn verify_subgroup_broadcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.ir.operands(op).len();
    if n > 2 {
        return Err(op_error(
            ctx,
            op,
            format!("operand group starting at #1 requires 0 or 1 element, but found {}", n - 1),
        ));
    }
    if n == 2 {
        check_operand(ctx, op, 1, "32-bit signless integer", is_i32)?;
    }
    let src = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    if ctx.ir.value_type(ctx.ir.result(op, 0)) != src {
        return Err(op_error(ctx, op, "failed to verify that all of {result, src} have same type"));
    }
    match (broadcast_case(ctx, op), n == 2) {
        (Some("specific_lane"), false) => {
            Err(op_error(ctx, op, "lane must be specified for `specific_lane` broadcast"))
        }
        (Some("first_active_lane"), true) => {
            Err(op_error(ctx, op, "lane can only be specified for `specific_lane` broadcast"))
        }
        _ => Ok(()),
    }
}
