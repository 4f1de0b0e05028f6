//! The warp-synchronous matrix ops on `!gpu.mma_matrix` values:
//! `gpu.subgroup_mma_load_matrix` / `store_matrix` (reading and writing a
//! memref), `compute`, `constant_matrix`, `elementwise`, and
//! `extract_thread_local` / `insert_thread_local`, with `mlir-opt` 22's
//! custom syntax, ODS constraints in MLIR's order, verifiers, and memory
//! effects (the load reads its memref, the store writes it, the others are
//! pure).

use super::attrs::MMA_ELEMENT_WISE;
use crate::arith::types::{check_operand, check_result, name_error, op_error, plain_error, prop, set_state_prop};
use crate::enum_keyword::{EnumParam, parse_enum_case};
use affine_ir::context::{AttrData, Attribute, Context, DialectData, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_load),
        print: Some(print_indexed_to_result),
        shape: Some(OpShape::variadic(1, 1)),
        verify: Some(verify_load),
        effects: Some(|ctx, op, out| {
            out.push(MemEffect { kind: EffectKind::Read, value: Some(ctx.ir.operands(op)[0]) })
        }),
        props: LOAD_STORE_PROPS,
        ..OpDef::new("gpu.subgroup_mma_load_matrix")
    });
    reg.add(OpDef {
        parse: Some(parse_store),
        print: Some(print_store),
        shape: Some(OpShape::variadic(2, 0)),
        verify: Some(verify_store),
        effects: Some(|ctx, op, out| {
            out.push(MemEffect { kind: EffectKind::Write, value: Some(ctx.ir.operands(op)[1]) })
        }),
        props: LOAD_STORE_PROPS,
        ..OpDef::new("gpu.subgroup_mma_store_matrix")
    });
    reg.add(OpDef {
        parse: Some(parse_compute),
        print: Some(print_compute),
        shape: Some(OpShape::fixed(3, 1)),
        verify: Some(verify_compute),
        traits: traits::PURE,
        props: COMPUTE_PROPS,
        ..OpDef::new("gpu.subgroup_mma_compute")
    });
    reg.add(OpDef {
        parse: Some(parse_constant),
        print: Some(print_constant),
        shape: Some(OpShape::fixed(1, 1)),
        verify: Some(verify_constant),
        traits: traits::PURE,
        ..OpDef::new("gpu.subgroup_mma_constant_matrix")
    });
    reg.add(OpDef {
        parse: Some(parse_elementwise),
        print: Some(print_elementwise),
        shape: Some(OpShape::variadic(0, 1)),
        verify: Some(verify_elementwise),
        traits: traits::PURE,
        props: ELEMENTWISE_PROPS,
        ..OpDef::new("gpu.subgroup_mma_elementwise")
    });
    reg.add(OpDef {
        parse: Some(parse_extract),
        print: Some(print_indexed_to_result),
        shape: Some(OpShape::variadic(1, 1)),
        verify: Some(verify_extract),
        traits: traits::PURE,
        ..OpDef::new("gpu.subgroup_mma_extract_thread_local")
    });
    reg.add(OpDef {
        parse: Some(parse_insert),
        print: Some(print_insert),
        shape: Some(OpShape::variadic(2, 1).with_results(Arity::Exactly(1))),
        verify: Some(verify_insert),
        traits: traits::PURE,
        ..OpDef::new("gpu.subgroup_mma_insert_thread_local")
    });
}

/// `IndexAttr`: an integer attribute of type `index`.
fn is_index_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Integer { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Index))
}

const LOAD_STORE_PROPS: &[PropDecl] = &[
    PropDecl::req("leadDimension", PropKind::Integer).desc("index attribute").check(is_index_attr),
    PropDecl::new("transpose", PropKind::Unit).desc("unit attribute"),
];

const COMPUTE_PROPS: &[PropDecl] = &[
    PropDecl::new("a_transpose", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("b_transpose", PropKind::Unit).desc("unit attribute"),
];

const ELEMENTWISE_PROPS: &[PropDecl] = &[PropDecl::req("opType", PropKind::Dialect("gpu<mma_element_wise "))
    .desc("elementwise operation to apply to mma matrix")];

/// The parameters of an `!gpu.mma_matrix<RxCxE, "Op">`.
fn mma(ctx: &Context, t: Type) -> Option<&DialectData> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.name == "gpu.mma_matrix" && d.params.len() == 4 => Some(d),
        _ => None,
    }
}

/// `GPU_MMAMatrix`.
fn is_mma(ctx: &Context, t: Type) -> bool {
    mma(ctx, t).is_some()
}

/// The element type of an MMA matrix type.
fn mma_elem(ctx: &Context, t: Type) -> Option<Type> {
    ctx.attr_type(mma(ctx, t)?.params[2])
}

/// The operand kind of an MMA matrix type (`AOp`, `BOp`, `COp`).
fn mma_operand(ctx: &Context, t: Type) -> Option<&str> {
    ctx.attr_str(mma(ctx, t)?.params[3])
}

/// The shape of an MMA matrix type.
fn mma_shape(ctx: &Context, t: Type) -> Option<[i128; 2]> {
    let d = mma(ctx, t)?;
    Some([ctx.attr_int(d.params[0])?, ctx.attr_int(d.params[1])?])
}

/// True if `t` prints as one of `names` (`f16`, `si8`, ...).
fn type_is(ctx: &Context, t: Type, names: &[&str]) -> bool {
    names.contains(&ctx.type_to_string(t).as_str())
}

/// `MMAMatrixOf<names>`.
fn mma_of(ctx: &Context, t: Type, names: &[&str]) -> bool {
    mma_elem(ctx, t).is_some_and(|e| type_is(ctx, e, names))
}

const MMA_MATRIX: &str = "MMAMatrix type";
const INDEX: &str = "variadic of index";
const INT_OR_FLOAT: &str = "Integer or Float";
const MMA_MEMREF: &str = "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float \
     or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or \
     64-bit float values of ranks 1 values";

/// `GPU_MMAMemRef`: a ranked memref of `i8`, `i32`, `f16`, `f32`, `f64` or
/// 1-D vectors of them.
fn is_mma_memref(ctx: &Context, t: Type) -> bool {
    const ELEMS: &[&str] = &["i8", "i32", "f16", "f32", "f64"];
    let TypeData::MemRef { elem, .. } = ctx.type_data(t) else { return false };
    match ctx.type_data(*elem) {
        TypeData::Vector { shape, elem: e, .. } => shape.len() == 1 && type_is(ctx, *e, ELEMS),
        _ => type_is(ctx, *elem, ELEMS),
    }
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

/// `AnyIntegerOrFloat`: a signless integer or a float.
fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer { signedness: affine_ir::context::Signedness::Signless, .. } | TypeData::Float(_)
    )
}

/// MLIR's `MemRefType::isLastDimUnitStride`.
fn last_dim_unit_stride(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::MemRef { layout: None, .. } => true,
        _ => crate::memref::views::strides_and_offset(ctx, t).is_none_or(|(s, _)| s.last().is_none_or(|&x| x == 1)),
    }
}

/// The index operands `[%i, %j]` of a load or store.
fn parse_indices(p: &mut OpParser) -> PResult<Vec<affine_ir::parser::UnresolvedOperand>> {
    p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)
}

fn resolve_indices(p: &mut OpParser, st: &mut OpState, us: &[affine_ir::parser::UnresolvedOperand]) -> PResult<()> {
    let index = p.ctx.index_type();
    let tys = vec![index; us.len()];
    p.resolve_operands(us, &tys, &mut st.operands)
}

/// A type of an MMA matrix operand or result: ODS constrains it only in
/// the verifier (the format reads any type).
fn parse_mma_type(p: &mut OpParser, _: &OpState) -> PResult<Type> {
    p.parse_type()
}

/// `%m[%i, ...]` then `[indices]` printed.
fn print_indexed(p: &mut OpPrinter, base: affine_ir::ir::ValueId, indices: &[affine_ir::ir::ValueId]) {
    p.print_operand(base);
    p.write("[");
    p.print_operands(indices);
    p.write("]");
}

/// `$srcMemref[$indices] attr-dict : type($srcMemref) -> type($res)`.
fn parse_load(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let idx = parse_indices(p)?;
    super::misc::parse_format_attr_dict(p, st)?;
    let mt = crate::arith::types::parse_colon_memref_type(p, st)?;
    p.expect(Tok::Arrow)?;
    let rt = parse_mma_type(p, st)?;
    p.resolve_operand(&m, mt, &mut st.operands)?;
    resolve_indices(p, st, &idx)?;
    st.result_types.push(rt);
    Ok(())
}

/// ` %m[%i, ...] attr-dict : type(%m) -> type(result)`: the custom form
/// `subgroup_mma_load_matrix` and `subgroup_mma_extract_thread_local` share.
fn print_indexed_to_result(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    print_indexed(p, ops[0], &ops[1..]);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" -> ");
    p.print_type(ctx.ir.value_type(ctx.ir.result(op, 0)));
}

/// The `leadDimension` constraint (`IndexAttr`), checked with the ODS
/// attribute constraints.
fn check_lead_dimension(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    match prop(ctx, op, "leadDimension") {
        Some(a) if !is_index_attr(ctx, a) => {
            Err(op_error(ctx, op, "attribute 'leadDimension' failed to satisfy constraint: index attribute"))
        }
        _ => Ok(()),
    }
}

/// ODS's constraints, then `SubgroupMmaLoadMatrixOp::verify`.
fn verify_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_lead_dimension(ctx, op)?;
    check_operand(ctx, op, 0, MMA_MEMREF, is_mma_memref)?;
    for i in 1..ctx.ir.operands(op).len() {
        check_operand(ctx, op, i, INDEX, is_index)?;
    }
    check_result(ctx, op, 0, MMA_MATRIX, is_mma)?;
    if !last_dim_unit_stride(ctx, ctx.ir.value_type(ctx.ir.operands(op)[0])) {
        return Err(plain_error(ctx, op, "expected source memref most minor dim must have unit stride"));
    }
    Ok(())
}

/// `$src, $dstMemref[$indices] attr-dict : type($src), type($dstMemref)`.
fn parse_store(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let m = p.parse_operand()?;
    let idx = parse_indices(p)?;
    super::misc::parse_format_attr_dict(p, st)?;
    p.expect(Tok::Colon)?;
    // `MMAMatrixOf` has a C++ type: another kind of type is a parse error.
    let st_ty = crate::arith::types::parse_type_of_kind(p, st, "gpu.mma_matrix", is_mma)?;
    p.expect(Tok::Comma)?;
    let mt = crate::arith::types::parse_type_of_kind(p, st, "builtin.memref", crate::arith::types::is_memref)?;
    p.resolve_operand(&src, st_ty, &mut st.operands)?;
    p.resolve_operand(&m, mt, &mut st.operands)?;
    resolve_indices(p, st, &idx)
}

fn print_store(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    print_indexed(p, ops[1], &ops[2..]);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

/// ODS's constraints, then `SubgroupMmaStoreMatrixOp::verify`.
fn verify_store(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_lead_dimension(ctx, op)?;
    check_operand(
        ctx,
        op,
        0,
        "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float \
         or 32-bit float or 64-bit float values",
        |ctx, t| mma_of(ctx, t, &["si8", "ui8", "i32", "f16", "f32", "f64"]),
    )?;
    check_operand(ctx, op, 1, MMA_MEMREF, is_mma_memref)?;
    for i in 2..ctx.ir.operands(op).len() {
        check_operand(ctx, op, i, INDEX, is_index)?;
    }
    let ops = ctx.ir.operands(op);
    if !last_dim_unit_stride(ctx, ctx.ir.value_type(ops[1])) {
        return Err(plain_error(ctx, op, "expected destination memref most minor dim must have unit stride"));
    }
    if mma_operand(ctx, ctx.ir.value_type(ops[0])) != Some("COp") {
        return Err(plain_error(ctx, op, "expected the operand matrix being stored to have 'COp' operand type"));
    }
    Ok(())
}

/// `$opA, $opB, $opC attr-dict : type($opA), type($opB) -> type($res)`
/// (`$opC` has the result's type).
fn parse_compute(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let b = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let c = p.parse_operand()?;
    super::misc::parse_format_attr_dict(p, st)?;
    p.expect(Tok::Colon)?;
    // `MMAMatrixOf` has a C++ type: another kind of type is a parse error.
    let ta = crate::arith::types::parse_type_of_kind(p, st, "gpu.mma_matrix", is_mma)?;
    p.expect(Tok::Comma)?;
    let tb = crate::arith::types::parse_type_of_kind(p, st, "gpu.mma_matrix", is_mma)?;
    p.expect(Tok::Arrow)?;
    let tr = parse_mma_type(p, st)?;
    p.resolve_operands(&[a, b, c], &[ta, tb, tr], &mut st.operands)?;
    st.result_types.push(tr);
    Ok(())
}

fn print_compute(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
    p.write(" -> ");
    p.print_type(ctx.ir.value_type(ctx.ir.result(op, 0)));
}

/// ODS's constraints, `AllTypesMatch<[opC, res]>`, then
/// `SubgroupMmaComputeOp::verify`: operand kinds in order, matmul shapes.
fn verify_compute(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    const AB: &str = "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float \
                      or 64-bit float values";
    const AB_ELEMS: &[&str] = &["si8", "ui8", "f16", "f32", "f64"];
    check_operand(ctx, op, 0, AB, |ctx, t| mma_of(ctx, t, AB_ELEMS))?;
    check_operand(ctx, op, 1, AB, |ctx, t| mma_of(ctx, t, AB_ELEMS))?;
    check_operand(
        ctx,
        op,
        2,
        "gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values",
        |ctx, t| mma_of(ctx, t, &["i32", "f16", "f32", "f64"]),
    )?;
    check_result(ctx, op, 0, MMA_MATRIX, is_mma)?;
    let ops = ctx.ir.operands(op);
    let tys: Vec<Type> = ops.iter().map(|&v| ctx.ir.value_type(v)).collect();
    if ctx.ir.value_type(ctx.ir.result(op, 0)) != tys[2] {
        return Err(op_error(ctx, op, "failed to verify that all of {opC, res} have same type"));
    }
    let kinds: Vec<Option<&str>> = tys.iter().map(|&t| mma_operand(ctx, t)).collect();
    if kinds != [Some("AOp"), Some("BOp"), Some("COp")] {
        return Err(plain_error(ctx, op, "operands must be in the order AOp, BOp, COp"));
    }
    let (Some(a), Some(b), Some(c)) = (mma_shape(ctx, tys[0]), mma_shape(ctx, tys[1]), mma_shape(ctx, tys[2])) else {
        return Ok(());
    };
    if a[1] != b[0] || a[0] != c[0] || b[1] != c[1] {
        return Err(plain_error(ctx, op, "operand shapes do not satisfy matmul constraints"));
    }
    Ok(())
}

/// `$value attr-dict : type($res)`: the value has the matrix's element
/// type.
fn parse_constant(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    super::misc::parse_format_attr_dict(p, st)?;
    p.expect(Tok::Colon)?;
    let t = p.parse_type()?;
    let Some(elem) = mma_elem(p.ctx, t) else {
        let msg = format!("'res' must be MMAMatrix type, but got '{}'", p.ctx.type_to_string(t));
        return Err(name_error(p, st, msg));
    };
    p.resolve_operand(&v, elem, &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

fn print_constant(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    p.print_operand(ctx.ir.operands(op)[0]);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ctx.ir.result(op, 0)));
}

/// ODS's constraints and `TypesMatchWith` (the value has the element type).
fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_operand(
        ctx,
        op,
        0,
        "8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float",
        |ctx, t| type_is(ctx, t, &["si8", "ui8", "i32", "f16", "f32"]),
    )?;
    check_result(ctx, op, 0, MMA_MATRIX, is_mma)?;
    let r = ctx.ir.value_type(ctx.ir.result(op, 0));
    if mma_elem(ctx, r) != Some(ctx.ir.value_type(ctx.ir.operands(op)[0])) {
        return Err(op_error(ctx, op, "failed to verify that value type matches element type of mma_matrix"));
    }
    Ok(())
}

const ELEMENTWISE_PARAM: EnumParam = EnumParam {
    cpp_enum: "::mlir::gpu::MMAElementwiseOp",
    attr_def: "MMAElementWiseAttr",
    cases: &[
        "addf", "mulf", "subf", "maxf", "minf", "divf", "addi", "muli", "subi", "divs", "divu", "negatef", "negates",
        "extf",
    ],
};

/// `$opType $args attr-dict : functional-type($args, $res)`.
fn parse_elementwise(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let kind = parse_enum_case(p, &name, &ELEMENTWISE_PARAM, |w| MMA_ELEMENT_WISE.case_value(w))?;
    let a = MMA_ELEMENT_WISE.attr(p.ctx, kind);
    set_state_prop(p.ctx, st, "opType", a);
    let at = p.offset();
    let args = p.parse_operand_list()?;
    super::misc::parse_format_attr_dict(p, st)?;
    p.expect(Tok::Colon)?;
    let ft = crate::arith::types::parse_type_of_kind(p, st, "builtin.function", |ctx, t| {
        matches!(ctx.type_data(t), TypeData::Function { .. })
    })?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(ft).clone() else {
        return Err(p.error_at(at, "expected a function type"));
    };
    if inputs.len() != args.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            args.len(),
            inputs.len()
        );
        return Err(crate::arith::types::custom_error(p, st, at, msg));
    }
    p.resolve_operands(&args, &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    Ok(())
}

fn print_elementwise(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write("  ");
    if let Some(AttrData::Opaque(s)) = prop(ctx, op, "opType").map(|a| ctx.attr_data(a)) {
        p.write(s.strip_prefix("gpu<mma_element_wise ").and_then(|s| s.strip_suffix('>')).unwrap_or(""));
    }
    let args = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&args);
    p.print_optional_attr_dict(op, &["opType"]);
    p.write(" : ");
    let results = ctx.ir.results(op).to_vec();
    p.print_functional_type(&args, &results);
}

/// ODS's constraints: matrix arguments and result.
fn verify_elementwise(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for i in 0..ctx.ir.operands(op).len() {
        check_operand(ctx, op, i, "variadic of MMAMatrix type", is_mma)?;
    }
    check_result(ctx, op, 0, MMA_MATRIX, is_mma)
}

/// `$matrix[$indices] attr-dict : type($matrix) -> type($res)`.
fn parse_extract(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let idx = parse_indices(p)?;
    super::misc::parse_format_attr_dict(p, st)?;
    p.expect(Tok::Colon)?;
    let mt = parse_mma_type(p, st)?;
    p.expect(Tok::Arrow)?;
    let rt = p.parse_type()?;
    p.resolve_operand(&m, mt, &mut st.operands)?;
    resolve_indices(p, st, &idx)?;
    st.result_types.push(rt);
    Ok(())
}

/// ODS's constraints and `TypesMatchWith` (the result has the element
/// type).
fn verify_extract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_operand(ctx, op, 0, MMA_MATRIX, is_mma)?;
    for i in 1..ctx.ir.operands(op).len() {
        check_operand(ctx, op, i, INDEX, is_index)?;
    }
    check_result(ctx, op, 0, INT_OR_FLOAT, is_int_or_float)?;
    let m = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    if mma_elem(ctx, m) != Some(ctx.ir.value_type(ctx.ir.result(op, 0))) {
        return Err(op_error(ctx, op, "failed to verify that value type matches element type of mma_matrix"));
    }
    Ok(())
}

/// `$value, $matrix[$indices] attr-dict : type($value), type($matrix) ->
/// type($res)`.
fn parse_insert(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let m = p.parse_operand()?;
    let idx = parse_indices(p)?;
    super::misc::parse_format_attr_dict(p, st)?;
    p.expect(Tok::Colon)?;
    let vt = p.parse_type()?;
    p.expect(Tok::Comma)?;
    let mt = parse_mma_type(p, st)?;
    p.expect(Tok::Arrow)?;
    let rt = parse_mma_type(p, st)?;
    p.resolve_operand(&v, vt, &mut st.operands)?;
    p.resolve_operand(&m, mt, &mut st.operands)?;
    resolve_indices(p, st, &idx)?;
    st.result_types.push(rt);
    Ok(())
}

fn print_insert(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    print_indexed(p, ops[1], &ops[2..]);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
    p.write(" -> ");
    p.print_type(ctx.ir.value_type(ctx.ir.result(op, 0)));
}

/// ODS's constraints and `TypesMatchWith` (the value has the element
/// type).
fn verify_insert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_operand(ctx, op, 0, INT_OR_FLOAT, is_int_or_float)?;
    check_operand(ctx, op, 1, MMA_MATRIX, is_mma)?;
    for i in 2..ctx.ir.operands(op).len() {
        check_operand(ctx, op, i, INDEX, is_index)?;
    }
    check_result(ctx, op, 0, MMA_MATRIX, is_mma)?;
    let ops = ctx.ir.operands(op);
    if mma_elem(ctx, ctx.ir.value_type(ops[1])) != Some(ctx.ir.value_type(ops[0])) {
        return Err(op_error(ctx, op, "failed to verify that value type matches element type of mma_matrix"));
    }
    Ok(())
}
