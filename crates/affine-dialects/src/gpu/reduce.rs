//! The `gpu` communication ops of reduction kernels: `gpu.shuffle`,
//! `gpu.all_reduce` (with an operation or a body region), its
//! `gpu.yield`, and `gpu.subgroup_reduce` (uniform, clustered), with
//! `mlir-opt` 22's custom syntax (its double space after the op name
//! included), verifiers and memory effects: `gpu.shuffle` and `gpu.yield`
//! are pure; the reductions synchronize work items and keep unknown
//! effects, so analyses stay conservative around them (CSE does not merge
//! them, as in MLIR).

use super::attrs::{ALL_REDUCE_OP, SHUFFLE_MODE};
use crate::arith::types::{custom_error, plain_error, prop, set_state_prop};
use crate::enum_keyword::{EnumParam, parse_enum_case};
use affine_ir::context::{AttrData, Context, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpDef, OpShape, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;
use affine_ir::verify::op_error;

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_shuffle),
        print: Some(print_shuffle),
        shape: Some(OpShape::fixed(3, 2)),
        verify: Some(verify_shuffle),
        result_names: Some(|_, _, out| {
            out.push((0, "shuffleResult".into()));
            out.push((1, "valid".into()));
        }),
        traits: traits::PURE,
        inherent_attrs: &["mode"],
        ..OpDef::new("gpu.shuffle")
    });
    reg.add(OpDef {
        parse: Some(parse_all_reduce),
        print: Some(print_all_reduce),
        shape: Some(OpShape::fixed(1, 1).with_regions(Arity::Exactly(1))),
        verify: Some(verify_value_type),
        verify_regions: Some(verify_all_reduce),
        traits: traits::ISOLATED_FROM_ABOVE,
        inherent_attrs: &["op", "uniform"],
        ..OpDef::new("gpu.all_reduce")
    });
    reg.add(OpDef {
        parse: Some(parse_subgroup_reduce),
        print: Some(print_subgroup_reduce),
        shape: Some(OpShape::fixed(1, 1)),
        verify: Some(verify_subgroup_reduce),
        inherent_attrs: &["op", "uniform", "cluster_size", "cluster_stride"],
        ..OpDef::new("gpu.subgroup_reduce")
    });
    reg.add(OpDef {
        parse: Some(crate::func::parse_return),
        print: Some(crate::func::print_return),
        shape: Some(OpShape::variadic(0, 0)),
        traits: traits::PURE | traits::TERMINATOR | traits::RETURN_LIKE,
        ..OpDef::new("gpu.yield")
    });
}

const SHUFFLE_PARAM: EnumParam = EnumParam {
    cpp_enum: "::mlir::gpu::ShuffleMode",
    attr_def: "GPU_ShuffleModeAttr",
    cases: &["xor", "up", "down", "idx"],
};

/// The case text of a keyword-form enum attribute (`xor` of
/// `gpu<shuffle_mode xor>`).
fn enum_case<'c>(ctx: &'c Context, op: OpId, name: &str) -> Option<&'c str> {
    let AttrData::Opaque(text) = ctx.attr_data(prop(ctx, op, name)?) else { return None };
    text.split_once(' ')?.1.strip_suffix('>')
}

/// `$mode $value, $offset, $width attr-dict : type($value)`.
fn parse_shuffle(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let mode = parse_enum_case(p, &name, &SHUFFLE_PARAM, |w| SHUFFLE_MODE.case_value(w))?;
    let a = SHUFFLE_MODE.attr(p.ctx, mode);
    set_state_prop(p.ctx, st, "mode", a);
    let value = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let offset = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let width = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    let i32t = p.ctx.int_type(32);
    p.resolve_operands(&[value, offset, width], &[t, i32t, i32t], &mut st.operands)?;
    let i1 = p.ctx.i1_type();
    st.result_types.extend([t, i1]);
    Ok(())
}

fn print_shuffle(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write("  ");
    p.write(enum_case(ctx, op, "mode").unwrap_or(""));
    p.write(" ");
    let operands = ctx.ir.operands(op).to_vec();
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &["mode"]);
    p.write(" : ");
    if let Some(&v) = operands.first() {
        p.print_type(ctx.ir.value_type(v));
    }
}

/// The ODS type constraint of a reduction's value: `AnyIntegerOrFloat`
/// (`gpu.all_reduce`) or `AnyIntegerOrFloatOr1DVector` (the others), as
/// its summary and predicate.
fn value_constraint(ctx: &Context, op: OpId) -> (&'static str, bool) {
    let vectors = ctx.op_name_str(ctx.ir.op(op).name) != "gpu.all_reduce";
    let summary = if vectors {
        "Integer or Float or fixed-length vector of Integer or Float values of ranks 1"
    } else {
        "Integer or Float"
    };
    (summary, vectors)
}

/// Whether `t` satisfies the value constraint (with 1-D fixed vectors of
/// integers or floats when `vectors`).
fn fits_value_constraint(ctx: &Context, t: Type, vectors: bool) -> bool {
    let scalar = |t: Type| matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Float(_));
    match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, elem } if vectors => shape.len() == 1 && !scalable[0] && scalar(*elem),
        _ => scalar(t),
    }
}

/// MLIR's generated `verifyInvariantsImpl` for the value: operand #0, then
/// result #0 (ODS checks operands before results).
fn value_type_error(ctx: &Context, op: OpId) -> Option<Diagnostic> {
    let (summary, vectors) = value_constraint(ctx, op);
    let groups = [("operand", ctx.ir.operands(op).first()), ("result", ctx.ir.results(op).first())];
    groups.into_iter().find_map(|(kind, v)| {
        let t = ctx.ir.value_type(*v?);
        (!fits_value_constraint(ctx, t, vectors))
            .then(|| op_error(ctx, op, &format!("{kind} #0 must be {summary}, but got '{}'", ctx.type_to_string(t))))
    })
}

fn verify_shuffle(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    value_type_error(ctx, op).map_or(Ok(()), Err)
}

/// ODS checks shared by the reductions: the value types (before the
/// traits, as MLIR's `OpInvariants` precedes them), then
/// `SameOperandsAndResultType`.
fn verify_value_type(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if let Some(e) = value_type_error(ctx, op) {
        return Err(e);
    }
    let value = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    if ctx.ir.results(op).iter().any(|&r| ctx.ir.value_type(r) != value) {
        return Err(op_error(ctx, op, "requires the same type for all operands and results"));
    }
    Ok(())
}

/// `custom<AllReduceOperation>($op)`: an optional operation keyword.
fn parse_reduce_operation(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let Some(word) = p.at(Tok::BareIdent).then(|| p.token_text().to_string()) else { return Ok(()) };
    p.consume();
    let Some(value) = ALL_REDUCE_OP.case_value(&word) else {
        let at = p.offset();
        return Err(custom_error(p, st, at, "invalid op kind"));
    };
    let a = ALL_REDUCE_OP.attr(p.ctx, value);
    set_state_prop(p.ctx, st, "op", a);
    Ok(())
}

fn parse_uniform(p: &mut OpParser, st: &mut OpState) {
    if p.parse_optional_keyword("uniform") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "uniform", u);
    }
}

/// `: (type) -> type` of the reductions (MLIR's `functional-type`).
fn parse_functional_type(
    p: &mut OpParser,
    st: &mut OpState,
    value: &affine_ir::parser::UnresolvedOperand,
) -> PResult<()> {
    // MLIR's `functional-type` directive: any type, then its kind.
    p.expect(Tok::Colon)?;
    let at = p.offset();
    let ft = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(ft).clone() else {
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.function", ft));
    };
    if inputs.len() != 1 {
        // ODS resolves the operand against the input types at the op name.
        let msg = format!("number of operands and types do not match: got 1 operands and {} types", inputs.len());
        return Err(crate::arith::types::name_error(p, st, msg));
    }
    p.resolve_operand(value, inputs[0], &mut st.operands)?;
    st.result_types.extend(results);
    Ok(())
}

/// The `op (uniform)?` head both reductions print after a double space.
fn print_head(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write("  ");
    if let Some(kind) = enum_case(ctx, op, "op") {
        p.write(kind);
        p.write(" ");
    }
    if let Some(&v) = ctx.ir.operands(op).first() {
        p.print_operand(v);
    }
    if prop(ctx, op, "uniform").is_some() {
        p.write(" uniform");
    }
}

fn print_functional_type(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" : ");
    let operands = ctx.ir.operands(op).to_vec();
    let results = ctx.ir.results(op).to_vec();
    p.print_functional_type(&operands, &results);
}

/// `custom<AllReduceOperation>($op) $value (uniform)? $body attr-dict :
/// functional-type`.
fn parse_all_reduce(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_reduce_operation(p, st)?;
    let value = p.parse_operand()?;
    parse_uniform(p, st);
    let body = p.parse_region(&[], false)?;
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_functional_type(p, st, &value)
}

fn print_all_reduce(p: &mut OpPrinter, op: OpId) {
    print_head(p, op);
    p.write(" ");
    p.print_region(p.ctx.ir.regions(op)[0], true, true);
    p.print_optional_attr_dict(op, &["op", "uniform"]);
    print_functional_type(p, op);
}

/// MLIR's `verifyReduceOpAndType`: min/max of floats need a float type,
/// the integer ones an integer type.
fn reduction_fits_type(ctx: &Context, kind: &str, t: Type) -> bool {
    let elem = match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    match kind {
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => matches!(ctx.type_data(elem), TypeData::Float(_)),
        "minsi" | "minui" | "maxsi" | "maxui" | "and" | "or" | "xor" => {
            matches!(ctx.type_data(elem), TypeData::Integer { .. })
        }
        _ => true,
    }
}

fn incompatible(ctx: &Context, op: OpId, kind: &str, t: Type) -> Diagnostic {
    plain_error(
        ctx,
        op,
        format!("`{kind}` reduction operation is not compatible with type '{}'", ctx.type_to_string(t)),
    )
}

/// MLIR's `AllReduceOp::verifyRegions`: an operation or a body (two
/// arguments of the value's type, `gpu.yield` of one such value).
fn verify_all_reduce(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let t = ctx.ir.value_type(ctx.ir.results(op)[0]);
    let body = ctx.ir.regions(op)[0];
    let kind = enum_case(ctx, op, "op");
    if ctx.ir.region_is_empty(body) != kind.is_some() {
        return Err(plain_error(ctx, op, "expected either an op attribute or a non-empty body"));
    }
    let Some(entry) = ctx.ir.entry_block(body) else {
        let kind = kind.unwrap_or("");
        return if reduction_fits_type(ctx, kind, t) { Ok(()) } else { Err(incompatible(ctx, op, kind, t)) };
    };
    let args = ctx.ir.block_args(entry);
    if args.len() != 2 {
        return Err(plain_error(ctx, op, "expected two region arguments"));
    }
    if args.iter().any(|&a| ctx.ir.value_type(a) != t) {
        return Err(plain_error(ctx, op, "incorrect region argument type"));
    }
    let mut yields = 0;
    for block in ctx.ir.region_blocks(body) {
        let Some(term) = ctx.ir.block_ops(block).last() else { continue };
        if ctx.op_name_str(ctx.ir.op(term).name) != "gpu.yield" {
            continue;
        }
        let values = ctx.ir.operands(term);
        if values.len() != 1 {
            return Err(plain_error(ctx, op, "expected one gpu.yield operand"));
        }
        if ctx.ir.value_type(values[0]) != t {
            return Err(plain_error(ctx, op, "incorrect gpu.yield type"));
        }
        yields += 1;
    }
    if yields == 0 {
        return Err(plain_error(ctx, op, "expected gpu.yield op in region"));
    }
    Ok(())
}

/// `custom<AllReduceOperation>($op) $value (uniform)? (cluster(size = N
/// (, stride = M)?))? attr-dict : functional-type`.
fn parse_subgroup_reduce(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_reduce_operation(p, st)?;
    let value = p.parse_operand()?;
    parse_uniform(p, st);
    let i32t = p.ctx.int_type(32);
    let mut stride = None;
    if p.parse_optional_keyword("cluster") {
        p.expect(Tok::LParen)?;
        crate::arith::types::parse_kw(p, st, "size")?;
        p.expect(Tok::Equal)?;
        let a = crate::arith::types::parse_int_attr_of_type(p, st, i32t)?;
        set_state_prop(p.ctx, st, "cluster_size", a);
        if p.consume_if(Tok::Comma) {
            crate::arith::types::parse_kw(p, st, "stride")?;
            p.expect(Tok::Equal)?;
            stride = Some(crate::arith::types::parse_int_attr_of_type(p, st, i32t)?);
        }
        p.expect(Tok::RParen)?;
    }
    let a = match stride {
        Some(a) => a,
        None => p.ctx.int_attr(i32t, 1),
    };
    set_state_prop(p.ctx, st, "cluster_stride", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_functional_type(p, st, &value)
}

fn int_prop(ctx: &Context, op: OpId, name: &str) -> Option<i128> {
    prop(ctx, op, name).and_then(|a| ctx.attr_int(a))
}

fn print_subgroup_reduce(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    print_head(p, op);
    let stride = int_prop(ctx, op, "cluster_stride").unwrap_or(1);
    if let Some(size) = int_prop(ctx, op, "cluster_size") {
        p.write(&format!(" cluster(size = {size}"));
        if stride != 1 {
            p.write(&format!(", stride = {stride}"));
        }
        p.write(")");
    }
    p.print_optional_attr_dict(op, &["op", "uniform", "cluster_size", "cluster_stride"]);
    print_functional_type(p, op);
}

/// MLIR's `SubgroupReduceOp::verify` after the ODS checks: the operation
/// fits the element type, and cluster size and stride are powers of two.
fn verify_subgroup_reduce(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_value_type(ctx, op)?;
    let Some(kind) = enum_case(ctx, op, "op") else {
        return Err(op_error(ctx, op, "requires attribute 'op'"));
    };
    let t = ctx.ir.value_type(ctx.ir.results(op)[0]);
    if !reduction_fits_type(ctx, kind, t) {
        return Err(incompatible(ctx, op, kind, t));
    }
    let size = int_prop(ctx, op, "cluster_size").map(|s| s as u32);
    if let Some(size) = size
        && !size.is_power_of_two()
    {
        return Err(op_error(ctx, op, &format!("cluster size {size} is not a power of two")));
    }
    let stride = int_prop(ctx, op, "cluster_stride").map_or(1, |s| s as u32);
    if stride != 1 && size.is_none() {
        return Err(op_error(ctx, op, "cluster stride can only be specified if cluster size is specified"));
    }
    if !stride.is_power_of_two() {
        return Err(op_error(ctx, op, &format!("cluster stride {stride} is not a power of two")));
    }
    Ok(())
}
