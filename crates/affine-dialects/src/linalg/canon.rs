//! The canonicalization patterns of the linalg dialect (MLIR 22's
//! `LinalgOps.cpp`): the dialect's own patterns (`EraseDeadLinalgOp`,
//! `FoldTensorCastConsumerOp`, `FoldTensorCastPackOp`,
//! `FoldTensorCastUnPackOp` (in `relayout_canon.rs`),
//! `InferStaticShapeOfOperands`), which run
//! before every op's, then those of `linalg.generic`, `linalg.copy`,
//! `linalg.fill`, `linalg.transpose` and `linalg.broadcast`.

use super::{dst, is_structured_name, structured_parts};
use crate::affine::utils::{OpFoldResult, make_composed_folded_affine_apply};
use crate::arith::types::{prop, set_state_prop};
use crate::memref::view_canon::{Mixed, slice_lists};
use crate::tensor_canon::{can_fold_into_producer, clone_op_with, new_cast, ranked, slice_state};
use crate::tensor_pad_canon::{constant_padding_value, pad_lists};
use affine_ir::context::{Attribute, Context, Type, TypeData};
use affine_ir::dialect::Registry;
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueDef, ValueId};
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet};

/// The linalg dialect's patterns (MLIR's
/// `LinalgDialect::getCanonicalizationPatterns`), the interface patterns
/// once per registered structured op.
pub(super) fn dialect_patterns(reg: &Registry, set: &mut RewritePatternSet) {
    let mut names: Vec<&'static str> = reg.op_names().filter(|n| is_structured_name(n)).collect();
    names.sort_unstable();
    for &n in &names {
        set.add_fn("EraseDeadLinalgOp", n, erase_dead);
    }
    set.add_fn("FoldTensorCastConsumerOp", "tensor.cast", cast_consumer);
    super::relayout_canon::dialect_patterns(set);
    for &n in &names {
        set.add_fn("InferStaticShapeOfOperands", n, infer_static_shapes);
    }
}

/// The patterns of the op `name` (MLIR's `getCanonicalizationPatterns` of
/// the linalg ops that have some).
pub(super) fn op_patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "linalg.generic" => set.add_fn("EraseIdentityLinalgOp", "linalg.generic", erase_identity),
        "linalg.copy" => set.add_fn("EraseSelfCopy", "linalg.copy", erase_self_copy),
        "linalg.fill" => {
            set.add_fn("FoldConcatsOfFill", "tensor.concat", concat_of_fills);
            set.add_fn("FoldFillWithCopy", "linalg.copy", fill_with_copy);
            set.add_fn("FoldFillWithTensorExtract", "tensor.extract", fill_with_extract);
            set.add_fn("FoldFillWithPad", "tensor.pad", fill_with_pad);
            set.add_fn("FoldFillWithTensorReshape", "tensor.collapse_shape", fill_with_reshape);
            set.add_fn("FoldFillWithTensorReshape", "tensor.expand_shape", fill_with_reshape);
            set.add_fn("FoldInsertPadIntoFill", "tensor.insert_slice", insert_pad_into_fill);
            set.add_fn("FoldFillWithTranspose", dst::TRANSPOSE, fill_with_transpose);
        }
        dst::TRANSPOSE => {
            set.add_fn("FoldTransposeWithTranspose", dst::TRANSPOSE, transpose_of_transpose);
            set.add_fn("SwapTransposeWithBroadcast", dst::TRANSPOSE, swap_transpose_with_broadcast);
        }
        dst::BROADCAST => {
            set.add_fn("EraseIdentityLinalgOp", dst::BROADCAST, erase_identity);
            set.add_fn("FoldBroadcasts", dst::BROADCAST, broadcast_of_broadcast);
        }
        _ => {}
    }
}

fn is_tensor(ctx: &Context, v: ValueId) -> bool {
    matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
}

/// Whether a structured op's operand is a scalar (MLIR's `isScalar`: not a
/// memref, tensor or vector).
fn is_scalar(ctx: &Context, v: ValueId) -> bool {
    !matches!(
        ctx.type_data(ctx.ir.value_type(v)),
        TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
            | TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. }
            | TypeData::Vector { .. }
    )
}

/// `hasPureTensorSemantics`: every operand is a scalar or a tensor.
fn pure_tensor(ctx: &Context, op: OpId) -> bool {
    ctx.ir.operands(op).iter().all(|&v| is_scalar(ctx, v) || is_tensor(ctx, v))
}

/// `hasPureBufferSemantics`: every operand is a scalar or a memref.
fn pure_buffer(ctx: &Context, op: OpId) -> bool {
    ctx.ir.operands(op).iter().all(|&v| {
        is_scalar(ctx, v)
            || matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
    })
}

fn name_of(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.ir.op(op).name)
}

fn defined_by(ctx: &Context, v: ValueId, name: &str) -> Option<OpId> {
    ctx.ir.defining_op(v).filter(|&d| name_of(ctx, d) == name)
}

/// MLIR's `EraseDeadLinalgOp`: an op with a memref operand of zero
/// elements does nothing (a zero-sized tensor may not mean zero
/// iterations, so tensors keep their ops). An op whose results are still
/// used stays.
fn erase_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let empty = ctx.ir.operands(op).iter().any(|&v| match ctx.type_data(ctx.ir.value_type(v)) {
        TypeData::MemRef { shape, .. } => shape.contains(&0),
        _ => false,
    });
    if !empty || ctx.ir.results(op).iter().any(|&r| !ctx.ir.use_empty(r)) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// MLIR's `FoldTensorCastConsumerOp`: a `tensor.cast` that makes a
/// structured op's result more static (in the op's block) makes the op's
/// init more static instead; the op's other users see a cast back.
fn cast_consumer(cast: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    if !can_fold_into_producer(ctx, cast) {
        return false;
    }
    let Some(&src) = ctx.ir.operands(cast).first() else { return false };
    let ValueDef::OpResult(op, index) = ctx.ir.value(src).def else { return false };
    if !is_structured_name(name_of(ctx, op)) || ctx.ir.op(cast).parent != ctx.ir.op(op).parent {
        return false;
    }
    let Some(parts) = structured_parts(ctx, op) else { return false };
    let index = index as usize;
    let Some(&init) = parts.outputs.get(index) else { return false };
    let result_type = ctx.ir.value_type(ctx.ir.result(cast, 0));
    let old_type = ctx.ir.value_type(src);
    let n_in = parts.inputs.len();
    let mut operands = ctx.ir.operands(op).to_vec();
    let mut types: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    let loc = ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let new_init = new_cast(rw, loc, init, result_type);
    operands[n_in + index] = new_init;
    types[index] = result_type;
    let new = clone_op_with(rw, op, operands, types);
    let new_result = rw.ctx.ir.result(new, index);
    let back = new_cast(rw, loc, new_result, old_type);
    let mut results = rw.ctx.ir.results(new).to_vec();
    results[index] = back;
    rw.replace_op(op, &results);
    rw.replace_op(cast, &[new_result]);
    true
}

/// MLIR's `InferStaticShapeOfOperands`: on tensors, with projected
/// permutation maps, a loop whose size some operand gives statically makes
/// that size static in every operand indexed by it (through casts); the
/// results whose type changed are cast back.
fn infer_static_shapes(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    if !pure_tensor(ctx, op) {
        return false;
    }
    let Some(parts) = structured_parts(ctx, op) else { return false };
    let operands = ctx.ir.operands(op).to_vec();
    if parts.maps.len() != operands.len() {
        return false;
    }
    let mut dims_of = Vec::with_capacity(operands.len());
    for &m in &parts.maps {
        if ctx.affine.map_data(m).num_symbols != 0 {
            return false;
        }
        let Some(dims) = super::projected_dims(ctx, m) else { return false };
        dims_of.push(dims);
    }
    // The first static size seen for each loop.
    let mut sizes: Vec<Option<i64>> = vec![None; parts.num_loops];
    for (&v, dims) in operands.iter().zip(&dims_of) {
        if is_scalar(ctx, v) {
            continue;
        }
        let Some((shape, ..)) = ranked(ctx, ctx.ir.value_type(v)) else { return false };
        for (&s, &d) in shape.iter().zip(dims) {
            if s != affine_ir::context::DYNAMIC
                && let Some(slot) = sizes.get_mut(d as usize)
                && slot.is_none()
            {
                *slot = Some(s);
            }
        }
    }
    let n_in = parts.inputs.len();
    let loc = ctx.ir.op(op).loc;
    let mut new_types: Vec<Option<Type>> = Vec::with_capacity(operands.len());
    let mut result_types = Vec::new();
    for (i, (&v, dims)) in operands.iter().zip(&dims_of).enumerate() {
        if is_scalar(rw.ctx, v) {
            new_types.push(None);
            continue;
        }
        let ty = rw.ctx.ir.value_type(v);
        let Some((shape, elem, encoding)) = ranked(rw.ctx, ty) else { return false };
        let is_init = i >= n_in;
        if is_init && !shape.contains(&affine_ir::context::DYNAMIC) {
            new_types.push(None);
            result_types.push(ty);
            continue;
        }
        let mut changed = false;
        let new_shape: Vec<i64> = shape
            .iter()
            .zip(dims)
            .map(|(&s, &d)| match sizes.get(d as usize).copied().flatten() {
                Some(k) if s == affine_ir::context::DYNAMIC => {
                    changed = true;
                    k
                }
                _ => s,
            })
            .collect();
        let new_ty = rw.ctx.ty(TypeData::RankedTensor { shape: new_shape, elem, encoding });
        new_types.push(changed.then_some(new_ty));
        if is_init {
            result_types.push(new_ty);
        }
    }
    if new_types.iter().all(Option::is_none) {
        return false;
    }
    let old_types: Vec<Type> = rw.ctx.ir.results(op).iter().map(|&r| rw.ctx.ir.value_type(r)).collect();
    if result_types.len() != old_types.len() {
        return false;
    }
    rw.set_insertion_point_before(op);
    let mut new_operands = operands.clone();
    for (slot, t) in new_operands.iter_mut().zip(&new_types) {
        if let Some(t) = *t {
            *slot = new_cast(rw, loc, *slot, t);
        }
    }
    let new = clone_op_with(rw, op, new_operands, result_types.clone());
    let mut replacements = Vec::with_capacity(old_types.len());
    for (i, (&old, &newt)) in old_types.iter().zip(&result_types).enumerate() {
        let r = rw.ctx.ir.result(new, i);
        replacements.push(if old == newt { r } else { new_cast(rw, loc, r, old) });
    }
    rw.replace_op(op, &replacements);
    true
}

/// MLIR's `EraseIdentityLinalgOp`: an op whose maps are all equal and whose
/// body only yields block arguments copies its operands: on buffers (one
/// input that is also the init) it is erased, on tensors its results are
/// the yielded arguments' operands (cast to the result types if needed).
fn erase_identity(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(parts) = structured_parts(ctx, op) else { return false };
    if parts.maps.windows(2).any(|w| w[0] != w[1]) {
        return false;
    }
    let Some(&region) = ctx.ir.regions(op).first() else { return false };
    let Some(body) = ctx.ir.entry_block(region) else { return false };
    let ops: Vec<OpId> = ctx.ir.block_ops(body).take(2).collect();
    let &[yield_op] = ops.as_slice() else { return false };
    if name_of(ctx, yield_op) != "linalg.yield" {
        return false;
    }
    let arg_of = |v: ValueId| match ctx.ir.value(v).def {
        ValueDef::BlockArg(b, i) if b == body => Some(i as usize),
        _ => None,
    };
    let yielded = ctx.ir.operands(yield_op).to_vec();
    if pure_buffer(ctx, op) {
        if parts.inputs.len() != 1 || parts.outputs.len() != 1 || parts.inputs[0] != parts.outputs[0] {
            return false;
        }
        if yielded.first().and_then(|&v| arg_of(v)).is_none() {
            return false;
        }
        rw.erase_op(op);
        return true;
    }
    if !pure_tensor(ctx, op) {
        return false;
    }
    let operands = ctx.ir.operands(op).to_vec();
    let results = ctx.ir.results(op).to_vec();
    if yielded.len() != results.len() {
        return false;
    }
    // (operand, the result type when a cast is needed)
    let mut plan = Vec::with_capacity(results.len());
    for (&y, &r) in yielded.iter().zip(&results) {
        let Some(&arg) = arg_of(y).and_then(|i| operands.get(i)) else { return false };
        let (from, to) = (ctx.ir.value_type(arg), ctx.ir.value_type(r));
        if from == to {
            plan.push((arg, None));
            continue;
        }
        let (Some((a, ea, enc_a)), Some((b, eb, enc_b))) = (ranked(ctx, from), ranked(ctx, to)) else { return false };
        // Sparse encodings would need `sparse_tensor.convert`.
        if enc_a.is_some() || enc_b.is_some() || ea != eb || !shapes_compatible(&a, &b) {
            return false;
        }
        plan.push((arg, Some(to)));
    }
    let loc = ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let values: Vec<ValueId> =
        plan.into_iter().map(|(v, to)| if let Some(to) = to { new_cast(rw, loc, v, to) } else { v }).collect();
    rw.replace_op(op, &values);
    true
}

/// Two shapes of equal rank whose static sizes agree.
fn shapes_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == affine_ir::context::DYNAMIC || y == affine_ir::context::DYNAMIC || x == y)
}

/// MLIR's `EraseSelfCopy`: a copy of a value onto itself is erased on
/// buffers and replaced by its input on tensors.
fn erase_self_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(parts) = structured_parts(rw.ctx, op) else { return false };
    if parts.inputs != parts.outputs {
        return false;
    }
    if pure_buffer(rw.ctx, op) {
        rw.erase_op(op);
    } else {
        if rw.ctx.ir.results(op).len() != parts.inputs.len() {
            return false;
        }
        rw.replace_op(op, &parts.inputs);
    }
    true
}

/// MLIR's `TransposeOp::fold`: on tensors, a transpose by the identity
/// permutation (or of rank 0) is its input.
pub(super) fn fold_transpose(
    ctx: &mut Context,
    op: OpId,
    _: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let Some(&input) = ctx.ir.operands(op).first() else { return false };
    if !is_tensor(ctx, input) || ctx.ir.results(op).len() != 1 {
        return false;
    }
    let Some(perm) = prop(ctx, op, "permutation").and_then(|a| ctx.attr_dense_i64s(a)) else { return false };
    if perm.iter().enumerate().any(|(i, &p)| p != i as i64) {
        return false;
    }
    results.push(FoldResult::Value(input));
    true
}

/// A new `linalg.transpose` / `linalg.broadcast` of `input` into `init`
/// with property `vals` (MLIR's builders: a result when the init is a
/// tensor, the identity region), at the rewriter's insertion point.
fn create_dst(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    input: ValueId,
    init: ValueId,
    vals: &[i64],
    loc: affine_ir::context::Location,
) -> OpId {
    let op_name = rw.ctx.op_name(name);
    let mut st = OpState::new(op_name, loc);
    st.operands = vec![input, init];
    let init_ty = rw.ctx.ir.value_type(init);
    if matches!(rw.ctx.type_data(init_ty), TypeData::RankedTensor { .. }) {
        st.result_types.push(init_ty);
    }
    let a = rw.ctx.dense_i64_array_attr(vals);
    let attr = dst::attr_name(name).unwrap_or("permutation");
    set_state_prop(rw.ctx, &mut st, attr, a);
    let _ = dst::normalize(rw.ctx, &mut st);
    st.regions.push(dst::identity_region(rw.ctx, &[input, init], loc));
    rw.create(st)
}

/// A transpose / broadcast (`name`) of an op of the same name: the op's
/// init, the inner op's input, the inner op's and the op's property.
fn dst_of_dst(ctx: &Context, op: OpId, name: &str) -> Option<(ValueId, ValueId, Vec<i64>, Vec<i64>)> {
    let &[input, init] = ctx.ir.operands(op) else { return None };
    let def = defined_by(ctx, input, name)?;
    let &def_input = ctx.ir.operands(def).first()?;
    let attr = dst::attr_name(name)?;
    let vals = |o| prop(ctx, o, attr).and_then(|a| ctx.attr_dense_i64s(a));
    Some((init, def_input, vals(def)?, vals(op)?))
}

/// Replaces `op` by a new transpose / broadcast (`name`) of `input` into
/// `init` with property `vals`, at `op`'s location.
fn replace_with_dst(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    input: ValueId,
    init: ValueId,
    vals: &[i64],
) -> bool {
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = create_dst(rw, name, input, init, vals, loc);
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `FoldTransposeWithTranspose`: a transpose of a transpose is one
/// transpose by the composed permutation.
fn transpose_of_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((init, def_input, def_perm, perm)) = dst_of_dst(rw.ctx, op, dst::TRANSPOSE) else { return false };
    let Some(folded) = perm
        .iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| def_perm.get(p).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    replace_with_dst(rw, op, dst::TRANSPOSE, def_input, init, &folded)
}

/// MLIR's `dropDims`: `perm` without the entries in `drop`, the others
/// renumbered densely in their order.
fn drop_dims(perm: &[i64], drop: &[i64]) -> Vec<i64> {
    perm.iter().filter(|p| !drop.contains(p)).map(|&p| p - drop.iter().filter(|&&d| d < p).count() as i64).collect()
}

/// MLIR's `SwapTransposeWithBroadcast`: a transpose of a broadcast (its
/// only use) becomes a broadcast of a transpose of the broadcast's input,
/// into a new `tensor.empty` of the transposed input's shape.
fn swap_transpose_with_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let &[input, init] = ctx.ir.operands(op) else { return false };
    let Some(bcast) = defined_by(ctx, input, dst::BROADCAST) else { return false };
    if ctx.ir.uses(input).len() != 1 {
        return false;
    }
    let Some(&bcast_input) = ctx.ir.operands(bcast).first() else { return false };
    let (Some(dims), Some(perm)) = (
        prop(ctx, bcast, "dimensions").and_then(|a| ctx.attr_dense_i64s(a)),
        prop(ctx, op, "permutation").and_then(|a| ctx.attr_dense_i64s(a)),
    ) else {
        return false;
    };
    let Some((in_shape, elem, _)) = ranked(ctx, ctx.ir.value_type(bcast_input)) else { return false };
    let result_perm = drop_dims(&perm, &dims);
    let mut inverse = vec![0i64; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        let Some(slot) = usize::try_from(p).ok().and_then(|p| inverse.get_mut(p)) else { return false };
        *slot = i as i64;
    }
    let Some(result_dims) = dims
        .iter()
        .map(|&d| usize::try_from(d).ok().and_then(|d| inverse.get(d).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    if result_perm.len() != in_shape.len()
        || !result_perm.iter().all(|&p| usize::try_from(p).is_ok_and(|p| p < in_shape.len()))
    {
        return false;
    }
    let loc = ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    // The input's sizes: static ones as they are, dynamic ones as `tensor.dim`.
    let mut sizes = Vec::with_capacity(in_shape.len());
    for (i, &s) in in_shape.iter().enumerate() {
        sizes.push(if s == affine_ir::context::DYNAMIC {
            OpFoldResult::Value(create_dim(rw, bcast_input, i, loc))
        } else {
            OpFoldResult::Constant(s)
        });
    }
    let permuted: Vec<OpFoldResult> = result_perm.iter().map(|&p| sizes[p as usize]).collect();
    let empty = create_empty(rw, &permuted, elem, loc);
    let transposed = create_dst(rw, dst::TRANSPOSE, bcast_input, empty, &result_perm, loc);
    let Some(&transposed) = rw.ctx.ir.results(transposed).first() else { return false };
    let new = create_dst(rw, dst::BROADCAST, transposed, init, &result_dims, loc);
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `FoldBroadcasts`: a broadcast of a broadcast is one broadcast
/// adding both ops' dimensions (the inner ones mapped to the result's).
fn broadcast_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((init, def_input, def_dims, dims)) = dst_of_dst(rw.ctx, op, dst::BROADCAST) else { return false };
    let Some((init_shape, ..)) = ranked(rw.ctx, rw.ctx.ir.value_type(init)) else { return false };
    let kept: Vec<i64> = (0..init_shape.len() as i64).filter(|d| !dims.contains(d)).collect();
    let mut folded = dims.clone();
    for &d in &def_dims {
        let Some(&m) = usize::try_from(d).ok().and_then(|d| kept.get(d)) else { return false };
        folded.push(m);
    }
    folded.sort_unstable();
    replace_with_dst(rw, op, dst::BROADCAST, def_input, init, &folded)
}

/// The `linalg.fill` defining `v`, with its value and init.
fn fill_of(ctx: &Context, v: ValueId) -> Option<(OpId, ValueId, ValueId)> {
    let fill = defined_by(ctx, v, "linalg.fill")?;
    let &[value, init] = ctx.ir.operands(fill) else { return None };
    Some((fill, value, init))
}

/// A new named op `name` on `ins` / `outs` at the rewriter's insertion
/// point (MLIR's builders of named ops).
fn create_named(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    ins: &[ValueId],
    outs: &[ValueId],
    loc: affine_ir::context::Location,
) -> Option<OpId> {
    let st = super::named::build_named(rw.ctx, name, ins, outs, loc)?;
    Some(rw.create(st))
}

/// Replaces `op` by a new named op `name` on `ins` / `outs` at `op`'s
/// location.
fn replace_with_named(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, ins: &[ValueId], outs: &[ValueId]) -> bool {
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let Some(new) = create_named(rw, name, ins, outs, loc) else { return false };
    let results = rw.ctx.ir.results(new).to_vec();
    if results.len() != rw.ctx.ir.results(op).len() {
        return false;
    }
    rw.replace_op(op, &results);
    true
}

/// MLIR's `FoldFillWithCopy`: a copy of a fill is a fill of the copy's
/// init; a copy into a fill's result copies into the fill's init.
fn fill_with_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let &[input, output] = ctx.ir.operands(op) else { return false };
    if let Some((_, value, _)) = fill_of(ctx, input) {
        return replace_with_named(rw, op, "linalg.fill", &[value], &[output]);
    }
    if let Some((_, _, init)) = fill_of(ctx, output) {
        return replace_with_named(rw, op, "linalg.copy", &[input], &[init]);
    }
    false
}

/// MLIR's `FoldFillWithTensorExtract`: an element of a fill is its value.
fn fill_with_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(&t) = rw.ctx.ir.operands(op).first() else { return false };
    let Some((_, value, _)) = fill_of(rw.ctx, t) else { return false };
    rw.replace_op(op, &[value]);
    true
}

/// MLIR's `FoldFillWithTranspose`: a transpose of a fill is a fill of the
/// transpose's init.
fn fill_with_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let &[input, init] = ctx.ir.operands(op) else { return false };
    let Some((_, value, _)) = fill_of(ctx, input) else { return false };
    replace_with_named(rw, op, "linalg.fill", &[value], &[init])
}

/// MLIR's `FoldFillWithTensorReshape`: a reshape of a fill is a fill of the
/// reshaped init (the new reshape at the fill's location, the new fill at
/// the reshape's).
fn fill_with_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(&src) = ctx.ir.operands(op).first() else { return false };
    let Some((fill, value, init)) = fill_of(ctx, src) else { return false };
    let d = ctx.ir.op(op);
    let mut st = OpState::new(d.name, ctx.ir.op(fill).loc);
    st.operands = ctx.ir.operands(op).to_vec();
    st.operands[0] = init;
    st.result_types = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    st.props = d.props.iter().copied().collect();
    rw.set_insertion_point_before(op);
    let reshaped = rw.create(st);
    let Some(&new_init) = rw.ctx.ir.results(reshaped).first() else { return false };
    replace_with_named(rw, op, "linalg.fill", &[value], &[new_init])
}

/// `arith.constant <i> : index` then `tensor.dim %v, %c` at the rewriter's
/// insertion point (MLIR's `tensor::DimOp::create` with a constant index).
fn create_dim(rw: &mut PatternRewriter<'_>, v: ValueId, i: usize, loc: affine_ir::context::Location) -> ValueId {
    let c = rw.build(|ctx, ip| crate::arith::build_constant_index(ctx, i as i64, loc, ip));
    let c = rw.ctx.ir.result(c, 0);
    let name = rw.ctx.op_name("tensor.dim");
    let mut st = OpState::new(name, loc);
    st.operands = vec![v, c];
    st.result_types.push(rw.ctx.index_type());
    let d = rw.create(st);
    rw.ctx.ir.result(d, 0)
}

/// A `tensor.empty` of the sizes `sizes` (MLIR's `EmptyOp::create` with
/// mixed sizes) at the rewriter's insertion point.
fn create_empty(
    rw: &mut PatternRewriter<'_>,
    sizes: &[OpFoldResult],
    elem: Type,
    loc: affine_ir::context::Location,
) -> ValueId {
    let shape: Vec<i64> = sizes
        .iter()
        .map(|s| if let OpFoldResult::Constant(k) = s { *k } else { affine_ir::context::DYNAMIC })
        .collect();
    let ty = rw.ctx.ty(TypeData::RankedTensor { shape, elem, encoding: None });
    let name = rw.ctx.op_name("tensor.empty");
    let mut st = OpState::new(name, loc);
    st.operands = sizes.iter().filter_map(|s| if let OpFoldResult::Value(v) = s { Some(*v) } else { None }).collect();
    st.result_types.push(ty);
    let empty = rw.create(st);
    rw.ctx.ir.result(empty, 0)
}

fn ofr(m: Mixed) -> OpFoldResult {
    match m {
        Mixed::Static(s) => OpFoldResult::Constant(s),
        Mixed::Value(v) => OpFoldResult::Value(v),
    }
}

/// `makeComposedFoldedAffineApply` of the sum of `parts` (as dims, or as
/// symbols if `symbols`) before `before`, reporting the `affine.apply` it
/// leaves to the rewriter.
fn folded_sum(
    rw: &mut PatternRewriter<'_>,
    parts: &[OpFoldResult],
    symbols: bool,
    loc: affine_ir::context::Location,
    before: OpId,
) -> OpFoldResult {
    let n = parts.len() as u32;
    let terms: Vec<_> = (0..n).map(|i| if symbols { rw.ctx.affine.symbol(i) } else { rw.ctx.affine.dim(i) }).collect();
    let mut sum = terms[0];
    for &t in &terms[1..] {
        sum = rw.ctx.affine.add(sum, t);
    }
    let map = if symbols { rw.ctx.affine.map(0, n, &[sum]) } else { rw.ctx.affine.map(n, 0, &[sum]) };
    let prev = rw.ctx.ir.op(before).prev;
    let r = make_composed_folded_affine_apply(rw.ctx, map, parts, loc, InsertPoint::Before(before));
    if let OpFoldResult::Value(v) = r
        && let Some(created) = rw.ctx.ir.op(before).prev
        && Some(created) != prev
        && rw.ctx.ir.defining_op(v) == Some(created)
    {
        rw.notify_inserted(created);
    }
    r
}

/// MLIR's `FoldFillWithPad`: a pad of a fill by the fill's value is a fill
/// of a `tensor.empty` of the pad's (reified) shape, cast to the pad's type
/// if they differ.
fn fill_with_pad(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(&src) = ctx.ir.operands(op).first() else { return false };
    let Some((fill, value, _)) = fill_of(ctx, src) else { return false };
    if constant_padding_value(ctx, op) != Some(value) {
        return false;
    }
    let Some(lists) = pad_lists(ctx, op) else { return false };
    let result_type = ctx.ir.value_type(ctx.ir.result(op, 0));
    let Some((shape, elem, _)) = ranked(ctx, result_type) else { return false };
    if lists.iter().any(|l| l.len() != shape.len()) {
        return false;
    }
    let (loc, fill_loc) = (ctx.ir.op(op).loc, ctx.ir.op(fill).loc);
    rw.set_insertion_point_before(op);
    // PadOp::reifyResultShapes: dynamic sizes are source size + low + high.
    let mut sizes = Vec::with_capacity(shape.len());
    for (i, &s) in shape.iter().enumerate() {
        if s != affine_ir::context::DYNAMIC {
            sizes.push(OpFoldResult::Constant(s));
            continue;
        }
        let src_size = match ranked(rw.ctx, rw.ctx.ir.value_type(src)).and_then(|(ss, ..)| ss.get(i).copied()) {
            Some(k) if k != affine_ir::context::DYNAMIC => OpFoldResult::Constant(k),
            _ => OpFoldResult::Value(create_dim(rw, src, i, loc)),
        };
        sizes.push(folded_sum(rw, &[src_size, ofr(lists[0][i]), ofr(lists[1][i])], false, loc, op));
    }
    rw.set_insertion_point_before(op);
    let empty = create_empty(rw, &sizes, elem, loc);
    let Some(new_fill) = create_named(rw, "linalg.fill", &[value], &[empty], fill_loc) else { return false };
    let mut v = rw.ctx.ir.result(new_fill, 0);
    if rw.ctx.ir.value_type(v) != result_type {
        v = new_cast(rw, fill_loc, v, result_type);
    }
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `FoldInsertPadIntoFill`: inserting a pad into (a chain of
/// disjoint inserts into) a fill by the pad's value inserts the pad's
/// source at the offsets moved by the low pads.
fn insert_pad_into_fill(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let &[source, dest, ..] = ctx.ir.operands(op) else { return false };
    let Some(pad) = defined_by(ctx, source, "tensor.pad") else { return false };
    let rank_of = |v: ValueId| ranked(ctx, ctx.ir.value_type(v)).map(|(s, ..)| s.len());
    let same_rank = |o: OpId| {
        let ops = ctx.ir.operands(o);
        rank_of(ops[0]).is_some() && rank_of(ops[0]) == ctx.ir.results(o).first().and_then(|&r| rank_of(r))
    };
    if !same_rank(op) {
        return false;
    }
    let Some(lists) = slice_lists(ctx, op, 2) else { return false };
    let static_range = |l: &[Vec<Mixed>; 3], i: usize| match (l[0].get(i)?, l[1].get(i)?, l[2].get(i)?) {
        (&Mixed::Static(o), &Mixed::Static(s), &Mixed::Static(st)) => {
            Some((o, o.saturating_add(s.saturating_sub(1).saturating_mul(st))))
        }
        _ => None,
    };
    let mut first_dest = dest;
    while let Some(prev) = defined_by(ctx, first_dest, "tensor.insert_slice") {
        if !same_rank(prev) {
            return false;
        }
        let Some(prev_lists) = slice_lists(ctx, prev, 2) else { return false };
        let rank = prev_lists[0].len();
        let disjoint = (0..rank).any(|i| match (static_range(&lists, i), static_range(&prev_lists, i)) {
            (Some((ns, ne)), Some((ps, pe))) => pe < ns || ne < ps,
            _ => false,
        });
        if !disjoint {
            break;
        }
        first_dest = ctx.ir.operands(prev)[1];
    }
    let Some((_, value, _)) = fill_of(ctx, first_dest) else { return false };
    if constant_padding_value(ctx, pad) != Some(value) {
        return false;
    }
    let Some(pad_lists) = pad_lists(ctx, pad) else { return false };
    let pad_source = ctx.ir.operands(pad)[0];
    let Some((src_shape, ..)) = ranked(ctx, ctx.ir.value_type(pad_source)) else { return false };
    if pad_lists[0].len() != lists[0].len() || src_shape.len() != lists[0].len() {
        return false;
    }
    let loc = ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut offsets = Vec::with_capacity(lists[0].len());
    for (&low, &off) in pad_lists[0].iter().zip(&lists[0]) {
        offsets.push(match folded_sum(rw, &[ofr(low), ofr(off)], true, loc, op) {
            OpFoldResult::Constant(k) => Mixed::Static(k),
            OpFoldResult::Value(v) => Mixed::Value(v),
        });
    }
    rw.set_insertion_point_before(op);
    let mut sizes = Vec::with_capacity(src_shape.len());
    for (i, &s) in src_shape.iter().enumerate() {
        sizes.push(if s == affine_ir::context::DYNAMIC {
            Mixed::Value(create_dim(rw, pad_source, i, loc))
        } else {
            Mixed::Static(s)
        });
    }
    let new_lists = [offsets, sizes, lists[2].clone()];
    let result_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let st = slice_state(rw.ctx, "tensor.insert_slice", loc, Some(result_type), &[pad_source, dest], &new_lists);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let v = rw.ctx.ir.result(new, 0);
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `FoldConcatsOfFill`: a concatenation of fills of one value (the
/// same SSA value, or equal constants) is a fill of the concatenation of
/// their inits.
fn concat_of_fills(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let operands = ctx.ir.operands(op).to_vec();
    let Some(&first) = operands.first() else { return false };
    let Some((_, value, init)) = fill_of(ctx, first) else { return false };
    // getAsOpFoldResult: a constant compares by its attribute.
    let key = |v: ValueId| affine_ir::rewrite::constant_value(ctx, v).ok_or(v);
    let first_key = key(value);
    let mut outs = vec![init];
    for &v in &operands[1..] {
        let Some((_, val, out)) = fill_of(ctx, v) else { return false };
        if key(val) != first_key {
            return false;
        }
        outs.push(out);
    }
    let Some(dim) = crate::tensor_reshape::concat_dim(ctx, op) else { return false };
    let types: Vec<Type> = outs.iter().map(|&v| ctx.ir.value_type(v)).collect();
    let Some(shape) = crate::tensor_reshape::concat_inferred_shape(ctx, dim as usize, &types) else { return false };
    let Some((_, elem, _)) = ranked(ctx, types[0]) else { return false };
    let loc = ctx.ir.op(op).loc;
    let d = ctx.ir.op(op);
    let name = d.name;
    let props: Vec<_> = d.props.iter().copied().collect();
    let ty = rw.ctx.ty(TypeData::RankedTensor { shape, elem, encoding: None });
    let mut st = OpState::new(name, loc);
    st.operands = outs;
    st.result_types.push(ty);
    st.props = props;
    rw.set_insertion_point_before(op);
    let cat = rw.create(st);
    let cat = rw.ctx.ir.result(cat, 0);
    replace_with_named(rw, op, "linalg.fill", &[value], &[cat])
}
