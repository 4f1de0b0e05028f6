//! Folders and canonicalization patterns of the ops of `tensor_reshape.rs`
//! as MLIR 22 has them:
//!
//! * folders: `concat` of one input of the result type, `reshape`
//!   (`reshapeConstantSource` of a splat, reshape of a reshape, same-type
//!   reshapes of rank <= 1 or whose shape operand is the source's own
//!   sizes), `expand_shape` / `collapse_shape` (`foldReshapeOp`: identity,
//!   dense constants, the inverse reshape), `splat` of a constant into a
//!   static shape, `gather` of a splat constant;
//! * patterns: `ChainedTensorBitcast`, `SingleInputConcatOp`,
//!   `InferConcatOperandTypes`, `InferConcatResultType`,
//!   `StaticTensorGenerate`, `ExtractFromTensorGenerate`,
//!   `ComposeReassociativeReshapeOps`, `ComposeCollapseOfExpandOp`,
//!   `ComposeExpandOfCollapseOp` (shared with memref),
//!   `ConvertToStaticExpandShape`, `FoldReshapeWithConstant`, `FoldReshapeWithSplat`,
//!   `FoldReshapeWithFromElements` and `FoldCollapseOfCastOp`.

use crate::memref::view_canon;
use crate::tensor_canon::{new_cast, preserves_static_information, ranked, replace_with_cast_back};
use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, Type, TypeData};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet, constant_value, would_op_be_trivially_dead};

fn name_of(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.ir.op(op).name)
}

fn defined_by(ctx: &Context, v: ValueId, name: &str) -> Option<OpId> {
    ctx.ir.defining_op(v).filter(|&d| name_of(ctx, d) == name)
}

fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.ir.value_type(ctx.ir.result(op, 0))
}

fn is_static(ctx: &Context, t: Type) -> bool {
    ranked(ctx, t).is_some_and(|(s, ..)| !s.contains(&DYNAMIC))
}

/// A dense elements attribute of `value` resized to `ty` when it is a splat.
fn resize_splat(ctx: &mut Context, value: Attribute, ty: Type) -> Option<Attribute> {
    match ctx.attr_data(value).clone() {
        AttrData::DenseElements { splat, values, .. } if splat || values.len() == 1 => {
            Some(ctx.attr(AttrData::DenseElements { ty, splat: true, values: vec![values[0]] }))
        }
        _ => None,
    }
}

/// `DenseElementsAttr::reshape`: the same elements under `ty`.
fn reshape_dense(ctx: &mut Context, value: Attribute, ty: Type) -> Option<Attribute> {
    match ctx.attr_data(value).clone() {
        AttrData::DenseElements { splat, values, .. } => Some(ctx.attr(AttrData::DenseElements { ty, splat, values })),
        _ => None,
    }
}

/// `ConcatOp::fold`: one input of the result's type.
pub(crate) fn fold_concat(ctx: &mut Context, op: OpId, _: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let ops = ctx.ir.operands(op);
    if ops.len() == 1 && ctx.ir.value_type(ops[0]) == result_type(ctx, op) {
        results.push(FoldResult::Value(ops[0]));
        return true;
    }
    false
}

/// `ReshapeOp::fold`.
pub(crate) fn fold_reshape(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let rt = result_type(ctx, op);
    if let Some(Some(a)) = c.first()
        && is_static(ctx, rt)
        && let Some(r) = resize_splat(ctx, *a, rt)
    {
        results.push(FoldResult::Attr(r));
        return true;
    }
    let source = ctx.ir.operands(op)[0];
    if let Some(prev) = defined_by(ctx, source, "tensor.reshape") {
        let prev_src = ctx.ir.operands(prev)[0];
        // Folded in place (no replacement values).
        ctx.ir.set_operand(op, 0, prev_src);
        return true;
    }
    let st = ctx.ir.value_type(source);
    let Some((shape, ..)) = ranked(ctx, st) else { return false };
    if st != rt || ranked(ctx, rt).is_none() {
        return false;
    }
    if shape.len() <= 1 {
        results.push(FoldResult::Value(source));
        return true;
    }
    let shape_operand = ctx.ir.operands(op)[1];
    let Some(from) = defined_by(ctx, shape_operand, "tensor.from_elements") else { return false };
    let elements = ctx.ir.operands(from).to_vec();
    let mut noop = shape.len() == elements.len();
    for (id, &e) in elements.iter().enumerate() {
        if !noop {
            break;
        }
        if let Some(cst) = const_int(ctx, e) {
            noop &= cst == shape[id];
            continue;
        }
        if let Some(dim) = defined_by(ctx, e, "tensor.dim") {
            let dops = ctx.ir.operands(dim);
            noop &= dops[0] == source;
            noop &= dops.get(1).and_then(|&i| const_int(ctx, i)) == Some(id as i64);
            continue;
        }
        noop = false;
    }
    if noop {
        results.push(FoldResult::Value(source));
    }
    noop
}

fn const_int(ctx: &Context, v: ValueId) -> Option<i64> {
    let a = constant_value(ctx, v)?;
    match ctx.attr_data(a) {
        AttrData::Integer { .. } => ctx.attr_int(a).and_then(|c| i64::try_from(c).ok()),
        _ => None,
    }
}

/// `foldReshapeOp` for the tensor reshapes: identity, a dense constant
/// source reshaped, then the inverse reshape (shared with memref).
pub(crate) fn fold_expand_collapse(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let src = ctx.ir.operands(op)[0];
    let rt = result_type(ctx, op);
    if ctx.ir.value_type(src) == rt {
        results.push(FoldResult::Value(src));
        return true;
    }
    if let Some(Some(a)) = c.first()
        && let Some(r) = reshape_dense(ctx, *a, rt)
    {
        results.push(FoldResult::Attr(r));
        return true;
    }
    view_canon::fold_reshape(ctx, op, results)
}

/// `SplatOp::fold`: an integer or float constant into a static shape.
pub(crate) fn fold_splat(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some(Some(a)) = c.first() else { return false };
    if !matches!(ctx.attr_data(*a), AttrData::Integer { .. } | AttrData::Float { .. }) {
        return false;
    }
    let ty = result_type(ctx, op);
    if !is_static(ctx, ty) {
        return false;
    }
    let d = ctx.attr(AttrData::DenseElements { ty, splat: true, values: vec![*a] });
    results.push(FoldResult::Attr(d));
    true
}

/// `GatherOp::fold`: a splat constant source gathers into a static result.
pub(crate) fn fold_gather(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let rt = result_type(ctx, op);
    if let Some(Some(a)) = c.first()
        && is_static(ctx, rt)
        && let Some(r) = resize_splat(ctx, *a, rt)
    {
        results.push(FoldResult::Attr(r));
        return true;
    }
    false
}

/// The canonicalization patterns of the ops of `tensor_reshape.rs`.
pub(crate) fn patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "tensor.bitcast" => set.add_fn("ChainedTensorBitcast", "tensor.bitcast", chained_bitcast),
        "tensor.concat" => {
            set.add_fn("SingleInputConcatOp", "tensor.concat", single_input_concat);
            set.add_fn("InferConcatOperandTypes", "tensor.concat", infer_concat_operand_types);
            set.add_fn("InferConcatResultType", "tensor.concat", infer_concat_result_type);
        }
        "tensor.generate" => {
            set.add_fn("ExtractFromTensorGenerate", "tensor.extract", extract_from_generate);
            set.add_fn("StaticTensorGenerate", "tensor.generate", static_generate);
        }
        "tensor.collapse_shape" => {
            const C: &str = "tensor.collapse_shape";
            set.add_fn("ComposeReassociativeReshapeOps", C, view_canon::compose_reshapes);
            set.add_fn("ComposeCollapseOfExpandOp", C, view_canon::collapse_of_expand);
            set.add_fn("FoldReshapeWithConstant", C, reshape_with_constant);
            set.add_fn("FoldReshapeWithSplat", C, reshape_with_splat);
            set.add_fn("FoldReshapeWithFromElements", C, reshape_with_from_elements);
            set.add_fn("FoldCollapseOfCastOp", C, collapse_of_cast);
        }
        "tensor.expand_shape" => {
            const E: &str = "tensor.expand_shape";
            set.add_fn("ComposeReassociativeReshapeOps", E, view_canon::compose_reshapes);
            set.add_fn("ComposeExpandOfCollapseOp", E, view_canon::expand_of_collapse);
            set.add_fn("ConvertToStaticExpandShape", E, static_expand_shape);
            set.add_fn("FoldReshapeWithConstant", E, reshape_with_constant);
            set.add_fn("FoldReshapeWithSplat", E, reshape_with_splat);
            set.add_fn("FoldReshapeWithFromElements", E, reshape_with_from_elements);
        }
        _ => {}
    }
}

/// `ChainedTensorBitcast`: a bitcast of a bitcast is one bitcast of the
/// first one's source.
fn chained_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.ctx.ir.operands(op)[0];
    let Some(inner) = defined_by(rw.ctx, src, "tensor.bitcast") else { return false };
    let inner_src = rw.ctx.ir.operands(inner)[0];
    let (name, loc) = (rw.ctx.ir.op(op).name, rw.ctx.ir.op(op).loc);
    let mut st = OpState::new(name, loc);
    st.operands.push(inner_src);
    st.result_types.push(result_type(rw.ctx, op));
    rw.replace_op_with_new(op, st);
    true
}

/// `SingleInputConcatOp`: a concat of one input is a cast of it.
fn single_input_concat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = rw.ctx.ir.operands(op);
    if ops.len() != 1 {
        return false;
    }
    let input = ops[0];
    let loc = rw.ctx.ir.op(op).loc;
    let to = result_type(rw.ctx, op);
    rw.set_insertion_point_before(op);
    let v = new_cast(rw, loc, input, to);
    rw.replace_op(op, &[v]);
    true
}

/// The concat dim and the inferred result shape and element type.
fn concat_inferred(ctx: &Context, op: OpId) -> Option<(usize, Vec<i64>, Type)> {
    let dim = usize::try_from(crate::tensor_reshape::concat_dim(ctx, op)?).ok()?;
    let inputs: Vec<Type> = ctx.ir.operands(op).iter().map(|&v| ctx.ir.value_type(v)).collect();
    let shape = crate::tensor_reshape::concat_inferred_shape(ctx, dim, &inputs)?;
    let (_, elem, _) = ranked(ctx, *inputs.first()?)?;
    Some((dim, shape, elem))
}

/// `InferConcatOperandTypes`: operands whose type the other operands make
/// more static are cast to it.
fn infer_concat_operand_types(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((dim, inferred, elem)) = concat_inferred(rw.ctx, op) else { return false };
    let loc = rw.ctx.ir.op(op).loc;
    let mut matched = false;
    for i in 0..rw.ctx.ir.operands(op).len() {
        let v = rw.ctx.ir.operands(op)[i];
        let t = rw.ctx.ir.value_type(v);
        let Some((shape, ..)) = ranked(rw.ctx, t) else { return matched };
        let mut s = inferred.clone();
        s[dim] = shape[dim];
        let it = rw.ctx.ty(TypeData::RankedTensor { shape: s, elem, encoding: None });
        if !preserves_static_information(rw.ctx, it, t) {
            matched = true;
            rw.set_insertion_point_before(op);
            let c = new_cast(rw, loc, v, it);
            rw.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, i, c));
        }
    }
    matched
}

/// `InferConcatResultType`: a result type less static than the inferred
/// one is refined, with a cast back.
fn infer_concat_result_type(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, inferred, elem)) = concat_inferred(rw.ctx, op) else { return false };
    let it = rw.ctx.ty(TypeData::RankedTensor { shape: inferred, elem, encoding: None });
    let old = result_type(rw.ctx, op);
    if preserves_static_information(rw.ctx, it, old) {
        return false;
    }
    let d = rw.ctx.ir.op(op);
    let (name, loc) = (d.name, d.loc);
    let mut st = OpState::new(name, loc);
    st.operands = rw.ctx.ir.operands(op).to_vec();
    st.result_types.push(it);
    if let Some(a) = crate::arith::types::prop(rw.ctx, op, "dim") {
        crate::arith::types::set_state_prop(rw.ctx, &mut st, "dim", a);
    }
    replace_with_cast_back(rw, op, st, old)
}

/// `StaticTensorGenerate`: constant non-negative extents become static
/// sizes (the body moves to the new op, a cast restores the type).
fn static_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let old = result_type(rw.ctx, op);
    let Some((shape, elem, encoding)) = ranked(rw.ctx, old) else { return false };
    let extents = rw.ctx.ir.operands(op).to_vec();
    let mut new_shape = shape.clone();
    let mut dynamic = Vec::new();
    let mut next = extents.iter();
    for d in new_shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let Some(&v) = next.next() else { return false };
        match const_int(rw.ctx, v) {
            Some(c) if c >= 0 => *d = c,
            _ => dynamic.push(v),
        }
    }
    if new_shape == shape {
        return false;
    }
    let ty = rw.ctx.ty(TypeData::RankedTensor { shape: new_shape, elem, encoding });
    let d = rw.ctx.ir.op(op);
    let (name, loc) = (d.name, d.loc);
    let mut st = OpState::new(name, loc);
    st.operands = dynamic;
    st.result_types.push(ty);
    let region = rw.ctx.ir.new_region();
    st.regions.push(region);
    let old_region = rw.ctx.ir.regions(op)[0];
    rw.inline_region_at_end(old_region, region);
    replace_with_cast_back(rw, op, st, old)
}

/// `ExtractFromTensorGenerate`: an extract of a side-effect-free generate
/// is its body, cloned with the indices for the arguments.
fn extract_from_generate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let t = rw.ctx.ir.operands(op)[0];
    let Some(generate) = defined_by(rw.ctx, t, "tensor.generate") else { return false };
    if !would_op_be_trivially_dead(rw.ctx, generate) {
        return false;
    }
    let Some(body) = rw.ctx.ir.entry_block(rw.ctx.ir.regions(generate)[0]) else { return false };
    let Some(yield_op) = rw.ctx.ir.terminator(body) else { return false };
    let args = rw.ctx.ir.block_args(body).to_vec();
    let indices = rw.ctx.ir.operands(op)[1..].to_vec();
    if args.len() != indices.len() {
        return false;
    }
    let mut map = affine_ir::ir::ValueMap::new();
    for (a, i) in args.into_iter().zip(indices) {
        map.map(a, i);
    }
    rw.set_insertion_point_before(op);
    let body_ops: Vec<OpId> = rw.ctx.ir.block_ops(body).filter(|&o| o != yield_op).collect();
    for o in body_ops {
        rw.clone_op(o, &mut map);
    }
    let yielded = rw.ctx.ir.operands(yield_op)[0];
    let v = map.lookup(yielded);
    rw.replace_op(op, &[v]);
    true
}

/// `FoldReshapeWithConstant`: a reshape of a splat constant is a constant.
fn reshape_with_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.ctx.ir.operands(op)[0];
    let Some(a) = constant_value(rw.ctx, src) else { return false };
    let rt = result_type(rw.ctx, op);
    let Some(r) = resize_splat(rw.ctx, a, rt) else { return false };
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let c = crate::arith::fold::build_constant(rw, r, rt, loc);
    let v = rw.ctx.ir.result(c, 0);
    rw.replace_op(op, &[v]);
    true
}

/// `FoldReshapeWithSplat`: a reshape of a static `tensor.splat` is a splat.
fn reshape_with_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.ctx.ir.operands(op)[0];
    let Some(splat) = defined_by(rw.ctx, src, "tensor.splat") else { return false };
    if !is_static(rw.ctx, rw.ctx.ir.value_type(src)) {
        return false;
    }
    let input = rw.ctx.ir.operands(splat)[0];
    let name = rw.ctx.op_name("tensor.splat");
    let mut st = OpState::new(name, rw.ctx.ir.op(op).loc);
    st.operands.push(input);
    st.result_types.push(result_type(rw.ctx, op));
    rw.replace_op_with_new(op, st);
    true
}

/// `FoldReshapeWithFromElements`: a static reshape of `from_elements`
/// is `from_elements` of the new type.
fn reshape_with_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.ctx.ir.operands(op)[0];
    let Some(from) = defined_by(rw.ctx, src, "tensor.from_elements") else { return false };
    let rt = result_type(rw.ctx, op);
    if !is_static(rw.ctx, rt) {
        return false;
    }
    let name = rw.ctx.op_name("tensor.from_elements");
    let mut st = OpState::new(name, rw.ctx.ir.op(op).loc);
    st.operands = rw.ctx.ir.operands(from).to_vec();
    st.result_types.push(rt);
    rw.replace_op_with_new(op, st);
    true
}

/// `FoldCollapseOfCastOp`: a collapse of a cast that only loses static
/// information collapses the cast's source (cast back when the type
/// differs).
fn collapse_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.ctx.ir.operands(op)[0];
    let Some(cast) = defined_by(rw.ctx, src, "tensor.cast") else { return false };
    let cast_src = rw.ctx.ir.operands(cast)[0];
    let cast_src_type = rw.ctx.ir.value_type(cast_src);
    if !preserves_static_information(rw.ctx, rw.ctx.ir.value_type(src), cast_src_type) {
        return false;
    }
    let Some(groups) = crate::memref::views::reassociation(rw.ctx, op) else { return false };
    let Some((shape, elem, _)) = ranked(rw.ctx, cast_src_type) else { return false };
    let Some(new_shape) = crate::tensor_reshape::collapsed_shape(&shape, &groups) else { return false };
    let new_type = rw.ctx.ty(TypeData::RankedTensor { shape: new_shape, elem, encoding: None });
    let old = result_type(rw.ctx, op);
    if new_type == old {
        rw.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, 0, cast_src));
        return true;
    }
    let d = rw.ctx.ir.op(op);
    let (name, loc) = (d.name, d.loc);
    let mut st = OpState::new(name, loc);
    st.operands.push(cast_src);
    st.result_types.push(new_type);
    if let Some(re) = crate::arith::types::prop(rw.ctx, op, "reassociation") {
        crate::arith::types::set_state_prop(rw.ctx, &mut st, "reassociation", re);
    }
    replace_with_cast_back(rw, op, st, old)
}

/// `ConvertToStaticExpandShape`: an `expand_shape` of a cast that only
/// loses static information takes its constant `output_shape` operands
/// (in groups whose source size is static before the cast) as static
/// sizes: a cast of the source to the shape that implies, the more static
/// expand, and a cast back.
fn static_expand_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let operands = ctx.ir.operands(op);
    let src = operands[0];
    let Some(cast) = defined_by(ctx, src, "tensor.cast") else { return false };
    let cast_src_type = ctx.ir.value_type(ctx.ir.operands(cast)[0]);
    if !preserves_static_information(ctx, ctx.ir.value_type(src), cast_src_type) {
        return false;
    }
    let Some((cast_src_shape, ..)) = ranked(ctx, cast_src_type) else { return false };
    let Some(groups) = crate::memref::views::reassociation(ctx, op) else { return false };
    let old = result_type(ctx, op);
    let Some((mut out_shape, elem, _)) = ranked(ctx, old) else { return false };
    let output = &operands[1..];
    if out_shape.iter().filter(|&&d| d == DYNAMIC).count() != output.len() || groups.len() != cast_src_shape.len() {
        return false;
    }
    let mut dynamic = Vec::new();
    let mut next = output.iter();
    for (in_dim, group) in groups.iter().enumerate() {
        for &out_dim in group {
            let Some(size) = usize::try_from(out_dim).ok().and_then(|d| out_shape.get_mut(d)) else { return false };
            if *size != DYNAMIC {
                continue;
            }
            let Some(&v) = next.next() else { return false };
            let c = constant_value(ctx, v).and_then(|a| ctx.attr_int(a)).and_then(|c| i64::try_from(c).ok());
            match c {
                Some(c) if cast_src_shape[in_dim] != DYNAMIC => *size = c,
                _ => dynamic.push(v),
            }
        }
    }
    if dynamic.len() == output.len() {
        return false;
    }
    let in_shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter()
                .try_fold(1i64, |acc, &d| {
                    let s = out_shape[d as usize];
                    (s != DYNAMIC).then(|| acc.wrapping_mul(s))
                })
                .unwrap_or(DYNAMIC)
        })
        .collect();
    let reassociation = crate::arith::types::prop(ctx, op, "reassociation");
    let d = ctx.ir.op(op);
    let (name, loc) = (d.name, d.loc);
    let in_type = rw.ctx.ty(TypeData::RankedTensor { shape: in_shape, elem, encoding: None });
    let out_type = rw.ctx.ty(TypeData::RankedTensor { shape: out_shape.clone(), elem, encoding: None });
    rw.set_insertion_point_before(op);
    let input = new_cast(rw, loc, src, in_type);
    let mut st = OpState::new(name, loc);
    st.operands.push(input);
    st.operands.extend(dynamic);
    st.result_types.push(out_type);
    if let Some(re) = reassociation {
        crate::arith::types::set_state_prop(rw.ctx, &mut st, "reassociation", re);
    }
    let statics = rw.ctx.dense_i64_array_attr(&out_shape);
    crate::arith::types::set_state_prop(rw.ctx, &mut st, "static_output_shape", statics);
    replace_with_cast_back(rw, op, st, old)
}
