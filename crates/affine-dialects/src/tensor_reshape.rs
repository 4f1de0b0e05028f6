//! The `tensor` ops that build or reshape whole tensors, with `mlir-opt`
//! 22's custom syntax, verifiers (messages and order), result names and
//! folders: `tensor.bitcast`, `concat`, `generate`, `rank`, `reshape`,
//! `expand_shape`, `collapse_shape`, `splat`, `gather` and `scatter`.
//! Their canonicalization patterns are in `tensor_reshape_canon.rs`. All
//! are pure (`generate` through its body: `RecursiveMemoryEffects`).

use crate::arith::types::{
    Shape, check_operand, check_operands, check_result, check_shape, custom_error, is_index, op_error, parse_i64_array,
    parse_int_attr_of_type, parse_kw, plain_error, prop, q, resolve_counted, set_state_prop,
};
use crate::memref::views::reassociation;
use crate::tensor_canon::ranked;
use crate::tensor_reshape_canon as trc;
use affine_ir::context::{Attribute, Context, DYNAMIC, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;
use affine_ir::rewrite::FoldResult;

const RANKED: &str = "ranked tensor of any type values";
const TENSOR: &str = "tensor of any type values";
const INDEX_VARIADIC: &str = "variadic of index";
const BITCAST_ELEM: &str = "tensor of signless integer or unsigned integer or signed integer or floating-point values";

/// Registers the ops of this module (called by `tensor::register`).
pub(crate) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_bitcast),
        print: Some(print_bitcast),
        verify: Some(verify_bitcast),
        canonicalize: Some(trc::patterns),
        traits: traits::PURE | traits::CAST,
        ..OpDef::new("tensor.bitcast")
    });
    reg.add(OpDef {
        parse: Some(parse_concat),
        print: Some(print_concat),
        verify: Some(verify_concat),
        fold: Some(trc::fold_concat),
        canonicalize: Some(trc::patterns),
        result_names: Some(|_, _, o| o.push((0, "concat".into()))),
        traits: traits::PURE,
        inherent_attrs: &["dim"],
        ..OpDef::new("tensor.concat")
    });
    reg.add(OpDef {
        parse: Some(parse_generate),
        print: Some(print_generate),
        verify: Some(verify_generate),
        verify_regions: Some(verify_generate_regions),
        canonicalize: Some(trc::patterns),
        result_names: Some(|_, _, o| o.push((0, "generated".into()))),
        traits: traits::SINGLE_BLOCK | traits::RECURSIVE_MEMORY_EFFECTS,
        implicit_terminator: Some("tensor.yield"),
        ..OpDef::new("tensor.generate")
    });
    reg.add(OpDef {
        parse: Some(parse_rank),
        print: Some(print_rank),
        verify: Some(verify_rank),
        fold: Some(fold_rank),
        result_names: Some(|_, _, o| o.push((0, "rank".into()))),
        traits: traits::PURE,
        ..OpDef::new("tensor.rank")
    });
    reg.add(OpDef {
        parse: Some(parse_reshape),
        print: Some(print_reshape),
        verify: Some(verify_reshape),
        fold: Some(trc::fold_reshape),
        result_names: Some(|_, _, o| o.push((0, "reshape".into()))),
        traits: traits::PURE,
        ..OpDef::new("tensor.reshape")
    });
    for (name, result) in [("tensor.expand_shape", "expanded"), ("tensor.collapse_shape", "collapsed")] {
        reg.add(OpDef {
            parse: Some(parse_expand_collapse),
            print: Some(crate::reshape_syntax::print),
            verify: Some(verify_expand_collapse),
            fold: Some(trc::fold_expand_collapse),
            canonicalize: Some(trc::patterns),
            result_names: Some(if result == "expanded" {
                |_, _, o| o.push((0, "expanded".into()))
            } else {
                |_, _, o| o.push((0, "collapsed".into()))
            }),
            traits: traits::PURE,
            inherent_attrs: if result == "expanded" {
                &["reassociation", "static_output_shape"]
            } else {
                &["reassociation"]
            },
            ..OpDef::new(name)
        });
    }
    reg.add(OpDef {
        parse: Some(parse_splat),
        print: Some(print_splat),
        verify: Some(verify_splat),
        fold: Some(trc::fold_splat),
        canonicalize: Some(trc::patterns),
        result_names: Some(|_, _, o| o.push((0, "splat".into()))),
        traits: traits::PURE,
        ..OpDef::new("tensor.splat")
    });
    reg.add(OpDef {
        parse: Some(parse_gather),
        print: Some(print_gather),
        verify: Some(verify_gather),
        fold: Some(trc::fold_gather),
        result_names: Some(|_, _, o| o.push((0, "gather".into()))),
        traits: traits::PURE,
        inherent_attrs: &["gather_dims", "unique"],
        ..OpDef::new("tensor.gather")
    });
    reg.add(OpDef {
        parse: Some(parse_scatter),
        print: Some(print_scatter),
        verify: Some(verify_scatter),
        result_names: Some(|_, _, o| o.push((0, "scatter".into()))),
        traits: traits::PURE,
        inherent_attrs: &["scatter_dims", "unique"],
        ..OpDef::new("tensor.scatter")
    });
}

fn is_ranked(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
}

fn tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.ir.value_type(ctx.ir.result(op, 0))
}

fn operand_type(ctx: &Context, op: OpId, i: usize) -> Type {
    ctx.ir.value_type(ctx.ir.operands(op)[i])
}

/// A type that must be a tensor, ranked or not (ODS `AnyTensor` in a
/// custom format: the base class `TensorType` has no name in the error).
fn parse_tensor_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if !is_tensor(p.ctx, t) {
        return Err(custom_error(p, st, at, "invalid kind of type specified"));
    }
    Ok(t)
}

/// A type that must be a ranked tensor, with ODS's error at the type.
fn parse_ranked_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if !is_ranked(p.ctx, t) {
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.tensor", t));
    }
    Ok(t)
}

/// `: (types) -> type`, ODS's `functional-type(operands, results)`.
fn parse_functional(p: &mut OpParser, st: &mut OpState, ops: &[affine_ir::parser::UnresolvedOperand]) -> PResult<()> {
    p.expect(Tok::Colon)?;
    let off = p.offset();
    let ft = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(ft).clone() else {
        return Err(crate::arith::types::type_kind_error(p, st, off, "builtin.function", ft));
    };
    resolve_counted(p, st, ops, &inputs)?;
    st.result_types = results;
    Ok(())
}

fn print_functional(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    let res = p.ctx.ir.results(op).to_vec();
    p.write(" : ");
    p.print_functional_type(&ops, &res);
}

// ----------------------------------------------------------------------
// bitcast
// ----------------------------------------------------------------------

fn parse_bitcast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_tensor_type(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_tensor_type(p, st)?;
    p.resolve_operand(&v, from, &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

fn print_bitcast(p: &mut OpPrinter, op: OpId) {
    crate::tensor::print_cast(p, op);
}

/// Integer (signless, signed or unsigned) or float element types.
fn bitcast_elem_ok(ctx: &Context, t: Type) -> bool {
    tensor_elem(ctx, t).is_some_and(|e| crate::arith::types::int_or_float_width(ctx, e).is_some())
}

/// `tensor.bitcast`: ODS element types, then `areCastCompatible` (equal
/// element widths, compatible shapes).
fn verify_bitcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, BITCAST_ELEM, bitcast_elem_ok)?;
    check_result(ctx, op, 0, BITCAST_ELEM, bitcast_elem_ok)?;
    let (a, b) = (operand_type(ctx, op, 0), result_type(ctx, op));
    let widths = tensor_elem(ctx, a).and_then(|e| crate::arith::types::int_or_float_width(ctx, e))
        == tensor_elem(ctx, b).and_then(|e| crate::arith::types::int_or_float_width(ctx, e));
    let shapes = match (ranked(ctx, a), ranked(ctx, b)) {
        (Some((sa, ..)), Some((sb, ..))) => {
            sa.len() == sb.len() && sa.iter().zip(&sb).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        _ => true,
    };
    if !(widths && shapes) {
        return Err(op_error(
            ctx,
            op,
            format!("operand type {} and result type {} are cast incompatible", q(ctx, a), q(ctx, b)),
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// concat
// ----------------------------------------------------------------------

/// `dim(N) $inputs attr-dict : functional-type(operands, results)`.
fn parse_concat(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_kw(p, st, "dim")?;
    p.expect(Tok::LParen)?;
    let i64t = p.ctx.int_type(64);
    let d = parse_int_attr_of_type(p, st, i64t)?;
    set_state_prop(p.ctx, st, "dim", d);
    p.expect(Tok::RParen)?;
    let ops = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_functional(p, st, &ops)
}

fn print_concat(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" dim(");
    if let Some(d) = prop(ctx, op, "dim").and_then(|a| ctx.attr_int(a)) {
        p.write(&d.to_string());
    }
    p.write(")");
    let ops = ctx.ir.operands(op).to_vec();
    if !ops.is_empty() {
        p.write(" ");
        p.print_operands(&ops);
    }
    p.print_optional_attr_dict(op, &["dim"]);
    print_functional(p, op);
}

/// The `dim` of a `tensor.concat` as MLIR's `uint64_t` getter reads it.
pub(crate) fn concat_dim(ctx: &Context, op: OpId) -> Option<u64> {
    prop(ctx, op, "dim").and_then(|a| ctx.attr_int(a)).map(|d| d as i64 as u64)
}

/// `ConcatOp::inferResultType`: the inputs' shapes joined, the concatenated
/// dim summed (dynamic when any is).
pub(crate) fn concat_inferred_shape(ctx: &Context, dim: usize, inputs: &[Type]) -> Option<Vec<i64>> {
    let (first, ..) = ranked(ctx, *inputs.first()?)?;
    let mut sizes = first.clone();
    sizes[dim] = 0;
    for &t in inputs {
        let (s, ..) = ranked(ctx, t)?;
        for (i, &d) in s.iter().enumerate() {
            if i == dim {
                sizes[i] = if sizes[i] == DYNAMIC || d == DYNAMIC { DYNAMIC } else { sizes[i].wrapping_add(d) };
            } else if sizes[i] == DYNAMIC {
                sizes[i] = d;
            }
        }
    }
    Some(sizes)
}

/// `ConcatOp::verify`: at least one input, a dim below the rank, equal
/// ranks and element types, static sizes that agree, and a result shape
/// compatible with the inferred one.
fn verify_concat(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(0, 1))?;
    if prop(ctx, op, "dim").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'dim'"));
    }
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 0..n, "variadic of ranked tensor of any type values", is_ranked)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let inputs: Vec<Type> = ctx.ir.operands(op).iter().map(|&v| ctx.ir.value_type(v)).collect();
    if inputs.is_empty() {
        return Err(op_error(ctx, op, "requires at least one input"));
    }
    let (rshape, relem, _) = ranked(ctx, result_type(ctx, op)).expect("ranked");
    let rank = rshape.len();
    if inputs.iter().any(|&t| ranked(ctx, t).is_some_and(|(s, ..)| s.len() != rank)) {
        return Err(op_error(ctx, op, "rank of concatenated inputs must match result rank"));
    }
    if inputs.iter().any(|&t| ranked(ctx, t).is_some_and(|(_, e, _)| e != relem)) {
        return Err(op_error(ctx, op, "inputs and result element type must match"));
    }
    let dim = concat_dim(ctx, op).unwrap_or(u64::MAX);
    if dim >= rank as u64 {
        return Err(op_error(ctx, op, "concatenation dim must be less than the tensor rank"));
    }
    let dim = dim as usize;
    let mut sizes = vec![DYNAMIC; rank];
    for &t in &inputs {
        let (s, ..) = ranked(ctx, t).expect("ranked");
        for (i, &d) in s.iter().enumerate() {
            if i == dim || d == DYNAMIC {
                continue;
            }
            if sizes[i] == DYNAMIC {
                sizes[i] = d;
            } else if sizes[i] != d {
                return Err(op_error(
                    ctx,
                    op,
                    format!("static concatenation size mismatch along non-concatenated dimension {i}"),
                ));
            }
        }
    }
    let inferred = concat_inferred_shape(ctx, dim, &inputs).expect("ranked");
    if rshape.iter().zip(&inferred).any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b) {
        let it = crate::tensor_canon::expected_type_text(ctx, &inferred, relem, None);
        return Err(op_error(
            ctx,
            op,
            format!("result type {}does not match inferred shape '{it}' static sizes", q(ctx, result_type(ctx, op))),
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// generate
// ----------------------------------------------------------------------

/// `$dynamicExtents $body attr-dict : type($result)`.
fn parse_generate(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let extents = p.parse_operand_list()?;
    let region = p.parse_region(&[], false)?;
    crate::scf::ensure_terminator(p.ctx, region, "tensor.yield", st.loc);
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let t = parse_ranked_type(p, st)?;
    let index = p.ctx.index_type();
    p.resolve_operands(&extents, &vec![index; extents.len()], &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

fn print_generate(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.write(" ");
    p.print_region(ctx.ir.regions(op)[0], true, true);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(result_type(ctx, op));
}

/// `verifyDynamicDimensionCount`: one size operand per dynamic dim.
fn check_dynamic_count(ctx: &Context, op: OpId, shape: &[i64], n: usize) -> Result<(), Diagnostic> {
    let want = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if want != n {
        return Err(op_error(ctx, op, format!("incorrect number of dynamic sizes, has {n}, expected {want}")));
    }
    Ok(())
}

/// `GenerateOp::verify`: ODS types, then one extent per dynamic dim.
fn verify_generate(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, ..Shape::variadic(0, 1) })?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 0..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let (shape, ..) = ranked(ctx, result_type(ctx, op)).expect("ranked");
    check_dynamic_count(ctx, op, &shape, n)
}

/// `GenerateOp::verifyRegions`: index arguments, one per dim, and a yield
/// of the element type.
fn verify_generate_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((shape, elem, _)) = ranked(ctx, result_type(ctx, op)) else { return Ok(()) };
    let Some(block) = ctx.ir.entry_block(ctx.ir.regions(op)[0]) else { return Ok(()) };
    let args = ctx.ir.block_args(block);
    if !args.iter().all(|&a| is_index(ctx, ctx.ir.value_type(a))) {
        return Err(plain_error(ctx, op, "all body arguments must be index"));
    }
    if args.len() != shape.len() {
        return Err(plain_error(ctx, op, "must have one body argument per input dimension"));
    }
    let yielded = ctx.ir.terminator(block).and_then(|y| ctx.ir.operands(y).first().copied());
    if yielded.is_none_or(|v| ctx.ir.value_type(v) != elem) {
        return Err(op_error(ctx, op, "body must be terminated with a `yield` operation of the tensor element type"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// rank
// ----------------------------------------------------------------------

fn parse_rank(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let t = parse_tensor_type(p, st)?;
    p.resolve_operand(&v, t, &mut st.operands)?;
    let index = p.ctx.index_type();
    st.result_types.push(index);
    Ok(())
}

fn print_rank(p: &mut OpPrinter, op: OpId) {
    let v = p.ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(v);
    p.print_type(t);
}

fn verify_rank(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, TENSOR, is_tensor)?;
    check_result(ctx, op, 0, "index", is_index)
}

/// `RankOp::fold`: the rank of a ranked operand.
fn fold_rank(ctx: &mut Context, op: OpId, _: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some((shape, ..)) = ranked(ctx, operand_type(ctx, op, 0)) else { return false };
    let a = ctx.index_attr(shape.len() as i64);
    results.push(FoldResult::Attr(a));
    true
}

// ----------------------------------------------------------------------
// reshape
// ----------------------------------------------------------------------

/// `$source ( $shape ) attr-dict : functional-type(operands, results)`.
fn parse_reshape(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Tok::LParen)?;
    let shape = p.parse_operand()?;
    p.expect(Tok::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_functional(p, st, &[src, shape])
}

fn print_reshape(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("(");
    p.print_operand(ops[1]);
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    print_functional(p, op);
}

/// `ReshapeOp::verify` after the ODS types: element types, element counts
/// of static shapes, and a static shape operand of the result's rank.
fn verify_reshape(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(ctx, op, 0, TENSOR, is_tensor)?;
    check_operand(ctx, op, 1, "1D tensor of signless integer or index values", |ctx, t| {
        ranked(ctx, t)
            .is_some_and(|(s, e, _)| s.len() == 1 && (is_index(ctx, e) || crate::arith::types::is_signless_int(ctx, e)))
    })?;
    check_result(ctx, op, 0, TENSOR, is_tensor)?;
    let (src, res) = (operand_type(ctx, op, 0), result_type(ctx, op));
    if tensor_elem(ctx, src) != tensor_elem(ctx, res) {
        return Err(op_error(ctx, op, "element types of source and destination tensor types should be the same"));
    }
    let shape_size = ranked(ctx, operand_type(ctx, op, 1)).map_or(DYNAMIC, |(s, ..)| s[0]);
    if let Some((rshape, ..)) = ranked(ctx, res) {
        if let Some((sshape, ..)) = ranked(ctx, src)
            && !rshape.contains(&DYNAMIC)
            && !sshape.contains(&DYNAMIC)
            && sshape.iter().fold(1i64, |a, &d| a.wrapping_mul(d))
                != rshape.iter().fold(1i64, |a, &d| a.wrapping_mul(d))
        {
            return Err(op_error(ctx, op, "source and destination tensor should have the same number of elements"));
        }
        if shape_size == DYNAMIC {
            return Err(op_error(
                ctx,
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
            ));
        }
        if shape_size != rshape.len() as i64 {
            return Err(op_error(ctx, op, "length of shape operand differs from the result's tensor rank"));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// expand_shape / collapse_shape
// ----------------------------------------------------------------------

/// `tensor.expand_shape` / `tensor.collapse_shape` (the syntax the memref
/// ops share); any tensor type parses (an unranked one fails
/// verification), with ODS's error that names no type.
fn parse_expand_collapse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    crate::reshape_syntax::parse(p, st, parse_tensor_type)
}

/// The collapsed shape of `expanded` by `groups` (MLIR's
/// `computeTensorReshapeCollapsedType`): a group is dynamic when any of
/// its dims is, else the product of its sizes.
pub(crate) fn collapsed_shape(expanded: &[i64], groups: &[Vec<i64>]) -> Option<Vec<i64>> {
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size = 1i64;
        for &d in g {
            let &dim = usize::try_from(d).ok().and_then(|d| expanded.get(d))?;
            if dim == DYNAMIC || size == DYNAMIC {
                size = DYNAMIC;
            } else {
                size = size.wrapping_mul(dim);
            }
        }
        out.push(size);
    }
    Some(out)
}

/// `ExpandShapeOp::verify` / `CollapseShapeOp::verify`: the output shape
/// lists (expand), then `verifyReshapeLikeTypes` and the collapsed type
/// against the inferred one.
fn verify_expand_collapse(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let expand = ctx.op_name_str(ctx.ir.op(op).name) == "tensor.expand_shape";
    check_shape(ctx, op, &if expand { Shape::variadic(1, 1) } else { Shape::fixed(1, 1) })?;
    if prop(ctx, op, "reassociation").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'reassociation'"));
    }
    if expand && prop(ctx, op, "static_output_shape").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'static_output_shape'"));
    }
    let Some(groups) = reassociation(ctx, op) else {
        return Err(op_error(
            ctx,
            op,
            "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes",
        ));
    };
    check_operand(ctx, op, 0, RANKED, is_ranked)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 1..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let (sshape, selem, _) = ranked(ctx, operand_type(ctx, op, 0)).expect("ranked");
    let (rshape, relem, _) = ranked(ctx, result_type(ctx, op)).expect("ranked");
    if expand {
        let statics = prop(ctx, op, "static_output_shape").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
        if statics.len() != rshape.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
                    rshape.len(),
                    statics.len()
                ),
            ));
        }
        let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
        if n - 1 != dynamic {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values",
                    n - 1
                ),
            ));
        }
    }
    let (expanded, collapsed, eelem, celem, et, ct) = if expand {
        (&rshape, &sshape, relem, selem, result_type(ctx, op), operand_type(ctx, op, 0))
    } else {
        (&sshape, &rshape, selem, relem, operand_type(ctx, op, 0), result_type(ctx, op))
    };
    if expanded.len() < collapsed.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
                q(ctx, et),
                q(ctx, ct)
            ),
        ));
    }
    if collapsed.len() != groups.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
                collapsed.len(),
                groups.len()
            ),
        ));
    }
    // The maps of `getReassociationMaps` all have as many dims as the
    // largest index plus one.
    let map_dims = groups.iter().flatten().map(|&d| d.saturating_add(1)).max().unwrap_or(0).max(0);
    if !groups.is_empty() && map_dims != expanded.len() as i64 {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {map_dims}.",
                expanded.len()
            ),
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return Err(op_error(ctx, op, format!("expected reassociation map #{i} to be valid and contiguous.")));
            }
            next += 1;
        }
    }
    if !groups.is_empty() && next != map_dims {
        return Err(op_error(
            ctx,
            op,
            format!("expected reassociation map #{} to be valid and contiguous.", groups.len() - 1),
        ));
    }
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let slice = &expanded[start..start + g.len()];
        if slice.contains(&DYNAMIC) {
            if collapsed[i] != DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                    ),
                ));
            }
        } else {
            let product = slice.iter().fold(1i64, |a, &d| a.wrapping_mul(d));
            if collapsed[i] != product {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected dimension {i} of collapsed type to be static value of {product}"),
                ));
            }
        }
        start += g.len();
    }
    let inferred = collapsed_shape(expanded, &groups).expect("valid reassociation");
    if &inferred != collapsed || eelem != celem {
        let expected = crate::tensor_canon::expected_type_text(ctx, &inferred, eelem, None);
        return Err(op_error(ctx, op, format!("expected collapsed type to be '{expected}', but got {}", q(ctx, ct))));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// splat
// ----------------------------------------------------------------------

/// `$input ([ $dynamicSizes ])? attr-dict : type($aggregate)`.
fn parse_splat(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    let sizes = if p.at(Tok::LSquare) { p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)? } else { vec![] };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let t = parse_ranked_type(p, st)?;
    let elem = tensor_elem(p.ctx, t).expect("ranked");
    p.resolve_operand(&v, elem, &mut st.operands)?;
    let index = p.ctx.index_type();
    p.resolve_operands(&sizes, &vec![index; sizes.len()], &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

fn print_splat(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    if ops.len() > 1 {
        p.write("[");
        p.print_operands(&ops[1..]);
        p.write("]");
    }
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = result_type(p.ctx, op);
    p.print_type(t);
}

fn verify_splat(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 1..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let (shape, elem, _) = ranked(ctx, result_type(ctx, op)).expect("ranked");
    if operand_type(ctx, op, 0) != elem {
        return Err(op_error(ctx, op, "failed to verify that operand type matches element type of result"));
    }
    check_dynamic_count(ctx, op, &shape, n - 1)
}

// ----------------------------------------------------------------------
// gather / scatter
// ----------------------------------------------------------------------

fn parse_dims_and_unique(p: &mut OpParser, st: &mut OpState, kw: &'static str) -> PResult<()> {
    parse_kw(p, st, kw)?;
    p.expect(Tok::LParen)?;
    let dims = parse_i64_array(p, st)?;
    let a = p.ctx.dense_i64_array_attr(&dims);
    set_state_prop(p.ctx, st, kw, a);
    p.expect(Tok::RParen)?;
    if p.parse_optional_keyword("unique") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "unique", u);
    }
    Ok(())
}

fn print_dims_and_unique(p: &mut OpPrinter, op: OpId, kw: &'static str) {
    let ctx = p.ctx;
    p.write(" ");
    p.write(kw);
    p.write("([");
    let dims = prop(ctx, op, kw).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    let text: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    p.write(&text.join(", "));
    p.write("])");
    if prop(ctx, op, "unique").is_some() {
        p.write(" unique");
    }
    p.print_optional_attr_dict(op, &[kw, "unique"]);
    print_functional(p, op);
}

/// `$source [ $indices ] gather_dims(...) (unique)? attr-dict :
/// functional-type(operands, results)`.
fn parse_gather(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Tok::LSquare)?;
    let idx = p.parse_operand()?;
    p.expect(Tok::RSquare)?;
    parse_dims_and_unique(p, st, "gather_dims")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_functional(p, st, &[src, idx])
}

fn print_gather(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operand(ops[1]);
    p.write("]");
    print_dims_and_unique(p, op, "gather_dims");
}

/// `$source into $dest [ $indices ] scatter_dims(...) (unique)? attr-dict
/// : functional-type(operands, results)`.
fn parse_scatter(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_kw(p, st, "into")?;
    let dest = p.parse_operand()?;
    p.expect(Tok::LSquare)?;
    let idx = p.parse_operand()?;
    p.expect(Tok::RSquare)?;
    parse_dims_and_unique(p, st, "scatter_dims")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_functional(p, st, &[src, dest, idx])
}

fn print_scatter(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(" into ");
    p.print_operand(ops[1]);
    p.write("[");
    p.print_operand(ops[2]);
    p.write("]");
    print_dims_and_unique(p, op, "scatter_dims");
}

const INDICES: &str = "ranked tensor of signless integer or index values";

fn indices_ok(ctx: &Context, t: Type) -> bool {
    ranked(ctx, t).is_some_and(|(_, e, _)| is_index(ctx, e) || crate::arith::types::is_signless_int(ctx, e))
}

/// `verifyGatherOrScatterDims`.
fn check_gather_dims(
    ctx: &Context,
    op: OpId,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    what: &str,
    source_or_dest: &str,
) -> Result<(), Diagnostic> {
    if dims.is_empty() {
        return Err(op_error(ctx, op, format!("{what}_dims must be non-empty")));
    }
    if dims.len() > rank {
        return Err(op_error(ctx, op, format!("{what}_dims overflow {source_or_dest} rank")));
    }
    if indices.last() != Some(&(dims.len() as i64)) {
        return Err(op_error(ctx, op, format!("{what}_dims length must match the size of last dimension of indices")));
    }
    for &d in dims {
        if d < 0 {
            return Err(op_error(ctx, op, format!("{what}_dims value must be non-negative")));
        }
        if d >= rank as i64 {
            return Err(op_error(ctx, op, format!("{what}_dims value must be smaller than {source_or_dest} rank")));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(op_error(ctx, op, format!("{what}_dims values must be strictly increasing")));
    }
    Ok(())
}

/// `GatherOp::inferResultType`: the index dims but the last, then the
/// source dims, gathered ones as 1 (dropped when `rank_reduced`).
pub(crate) fn gather_shape(source: &[i64], indices: &[i64], dims: &[i64], rank_reduced: bool) -> Vec<i64> {
    let mut shape: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in source.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                shape.push(1);
            }
            continue;
        }
        shape.push(d);
    }
    shape
}

/// The gathered type and its rank-reduced variant (the source's element
/// type and encoding).
fn gather_types(ctx: &Context, source: Type, indices: &[i64], dims: &[i64]) -> (String, String, Vec<i64>, Vec<i64>) {
    let (shape, elem, enc) = ranked(ctx, source).expect("ranked");
    let full = gather_shape(&shape, indices, dims, false);
    let reduced = gather_shape(&shape, indices, dims, true);
    let text = |s: &[i64]| crate::tensor_canon::expected_type_text(ctx, s, elem, enc);
    (text(&full), text(&reduced), full, reduced)
}

fn same_as(ctx: &Context, t: Type, like: Type, shape: &[i64]) -> bool {
    match (ranked(ctx, t), ranked(ctx, like)) {
        (Some((s, e, enc)), Some((_, le, lenc))) => s == shape && e == le && enc == lenc,
        _ => false,
    }
}

fn verify_gather(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    if prop(ctx, op, "gather_dims").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'gather_dims'"));
    }
    check_operand(ctx, op, 0, RANKED, is_ranked)?;
    check_operand(ctx, op, 1, INDICES, indices_ok)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let (source, result) = (operand_type(ctx, op, 0), result_type(ctx, op));
    let (sshape, ..) = ranked(ctx, source).expect("ranked");
    let (ishape, ..) = ranked(ctx, operand_type(ctx, op, 1)).expect("ranked");
    let dims = prop(ctx, op, "gather_dims").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    check_gather_dims(ctx, op, &dims, &ishape, sshape.len(), "gather", "source")?;
    let (full, reduced, fs, rs) = gather_types(ctx, source, &ishape, &dims);
    if !same_as(ctx, result, source, &fs) && !same_as(ctx, result, source, &rs) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "result type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' (got: {})",
                q(ctx, result)
            ),
        ));
    }
    Ok(())
}

fn verify_scatter(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(3, 1))?;
    if prop(ctx, op, "scatter_dims").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'scatter_dims'"));
    }
    check_operand(ctx, op, 0, RANKED, is_ranked)?;
    check_operand(ctx, op, 1, RANKED, is_ranked)?;
    check_operand(ctx, op, 2, INDICES, indices_ok)?;
    check_result(ctx, op, 0, RANKED, is_ranked)?;
    let (source, dest) = (operand_type(ctx, op, 0), operand_type(ctx, op, 1));
    let (dshape, ..) = ranked(ctx, dest).expect("ranked");
    let (ishape, ..) = ranked(ctx, operand_type(ctx, op, 2)).expect("ranked");
    let dims = prop(ctx, op, "scatter_dims").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    check_gather_dims(ctx, op, &dims, &ishape, dshape.len(), "scatter", "dest")?;
    if prop(ctx, op, "unique").is_none() {
        return Err(op_error(ctx, op, "requires 'unique' attribute to be set"));
    }
    let (full, reduced, fs, rs) = gather_types(ctx, dest, &ishape, &dims);
    if !same_as(ctx, source, dest, &fs) && !same_as(ctx, source, dest, &rs) {
        return Err(op_error(
            ctx,
            op,
            format!(
                "source type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' (got: {})",
                q(ctx, source)
            ),
        ));
    }
    Ok(())
}
