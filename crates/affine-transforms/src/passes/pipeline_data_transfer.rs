//! `-affine-pipeline-data-transfer` (MLIR's `PipelineDataTransfer.cpp`):
//! overlaps the DMA of the next iteration with the computation of the
//! current one. In each `affine.for` with a constant trip count, every
//! `affine.dma_start` into a faster memory space whose buffer does not
//! live out of the loop, paired with the `affine.dma_wait` on the same
//! tag, gets its buffer and tag double-buffered (a leading dimension of 2
//! indexed by the iteration parity), and the loop body is skewed so that
//! the DMA starts (and the index computations they need) run one
//! iteration ahead of everything else.
//!
//! Deliberate difference from `mlir-opt` 22, where its output is wrong:
//! `mlir-opt` never checks memory dependences, so a loop that writes in
//! one iteration what the next iteration's DMA reads gets the DMA moved
//! before the write
//! (tests/lit/upstream-bugs/pipeline-data-transfer-ignores-dependence.mlir).
//! We pipeline only when no op run one iteration later may write memory a
//! moved DMA reads (ops of unknown effects count as writing anything;
//! unregistered ops, whose semantics the tool does not know, are treated
//! as `mlir-opt` treats them, as touching no memory), and never loops with
//! `iter_args` (`mlir-opt` builds invalid IR there).

use std::collections::HashMap;

use affine_analysis::access::reachable_affine_apply_ops;
use affine_analysis::dependence::{AliasMode, may_alias};
use affine_analysis::loop_analysis::constant_trip_count;
use affine_dialects::affine::builders::build_apply;
use affine_dialects::affine::utils::fully_compose_affine_map_and_operands;
use affine_dialects::affine::{AffineDmaStartView, AffineDmaWaitView, AffineForView, names};
use affine_ir::context::{NamedAttr, TypeData};
use affine_ir::dialect::EffectKind;
use affine_ir::ir::{InsertPoint, OpState};
use affine_ir::{Context, Diagnostic, OpId, ValueId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;
use crate::utils::loop_nest::{for_body, loops_post_order, ops_without_terminator};
use crate::utils::memref_utils::{MemRefRemap, replace_memref_uses};
use crate::utils::skew::{SkewError, affine_for_op_body_skew, is_opwise_shift_valid};

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct AffinePipelineDataTransfer {
    /// Reproduce `mlir-opt` 22's output even where it is wrong (for
    /// differential tests): no memory dependence check.
    pub mlir_compat: bool,
}

/// Registry entry for `-affine-pipeline-data-transfer`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-pipeline-data-transfer",
        summary: "Pipeline non-blocking data transfers between explicitly managed levels of the memory hierarchy",
        options: vec![],
        anchor: Some("func.func"),
        create,
    }
}

fn create(_options: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffinePipelineDataTransfer::default())
}

impl Pass for AffinePipelineDataTransfer {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        // Post-order: a loop is processed after the loops in it; skewing
        // erases only the loop being processed.
        for for_op in loops_post_order(ctx, op) {
            self.run_on_loop(ctx, for_op, sink);
        }
        Ok(())
    }
}

/// The integer memory space of a memref value (0 when it has none).
fn memory_space(ctx: &Context, memref: ValueId) -> i128 {
    match ctx.type_data(ctx.ir.value_type(memref)) {
        TypeData::MemRef { memory_space: Some(a), .. } => ctx.attr_int(*a).unwrap_or(0),
        _ => 0,
    }
}

/// The op of `block`'s body that is or contains `op`, if any.
fn is_in_body(ctx: &Context, for_op: OpId, op: OpId) -> bool {
    op != for_op && ctx.ir.is_ancestor(for_op, op)
}

fn is_dealloc(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == "memref.dealloc"
}

/// MLIR's `findMatchingStartFinishInsts`: the `affine.dma_start` ops of
/// the body into a faster memory space, whose fast buffer is used only in
/// the loop (or freed) and is not the destination of an outgoing DMA of
/// the body, each with the first `affine.dma_wait` of the body on the same
/// tag and tag indices.
fn matching_start_wait_pairs(ctx: &Context, for_op: OpId) -> Vec<(OpId, OpId)> {
    let body = for_body(ctx, for_op);
    let ops: Vec<OpId> = ctx.ir.block_ops(body).collect();
    let outgoing: Vec<ValueId> = ops
        .iter()
        .filter_map(|&o| AffineDmaStartView::get(ctx, o))
        .filter(|d| memory_space(ctx, d.dst) < memory_space(ctx, d.src))
        .map(|d| d.dst)
        .collect();
    let mut starts = Vec::new();
    let mut waits = Vec::new();
    for &o in &ops {
        if AffineDmaWaitView::get(ctx, o).is_some() {
            waits.push(o);
            continue;
        }
        let Some(dma) = AffineDmaStartView::get(ctx, o) else { continue };
        if memory_space(ctx, dma.src) >= memory_space(ctx, dma.dst) || outgoing.contains(&dma.src) {
            continue;
        }
        let escapes = ctx.ir.uses(dma.dst).iter().any(|u| !is_dealloc(ctx, u.op) && !is_in_body(ctx, for_op, u.op));
        if !escapes {
            starts.push(o);
        }
    }
    let mut pairs = Vec::new();
    for start in starts {
        let s = AffineDmaStartView::get(ctx, start).expect("a dma_start");
        let matching = waits.iter().copied().find(|&w| {
            let w = AffineDmaWaitView::get(ctx, w).expect("a dma_wait");
            w.tag == s.tag && w.tag_indices == s.tag_indices
        });
        if let Some(w) = matching {
            pairs.push((start, w));
        }
    }
    pairs
}

/// Creates `op_name` with `operands` and one result of type `ty` (or none)
/// at `ip`.
fn create_op(
    ctx: &mut Context,
    op_name: &str,
    operands: Vec<ValueId>,
    result: Option<affine_ir::context::Type>,
    props: Vec<NamedAttr>,
    loc: affine_ir::Location,
    ip: InsertPoint,
) -> OpId {
    let name = ctx.op_name(op_name);
    let mut st = OpState::new(name, loc);
    st.operands = operands;
    st.result_types.extend(result);
    st.props = props;
    ctx.ir.create_op_at(st, ip)
}

/// MLIR's `doubleBuffer`: allocates `old` with a leading dimension of 2
/// before the loop (freed after it) and makes every access to `old` in the
/// loop body use it at `[(iv floordiv step) mod 2, ...]`. False if some
/// use in the body is not an affine access (the new buffer is then left
/// allocated and unused, as `mlir-opt` leaves it).
fn double_buffer(ctx: &mut Context, old: ValueId, for_op: OpId) -> bool {
    let TypeData::MemRef { shape, elem, memory_space, .. } = ctx.type_data(ctx.ir.value_type(old)).clone() else {
        return false;
    };
    let loc = ctx.ir.op(for_op).loc;
    let mut new_shape = Vec::with_capacity(shape.len() + 1);
    new_shape.push(2);
    new_shape.extend_from_slice(&shape);
    let new_type = ctx.ty(TypeData::MemRef { shape: new_shape, elem, layout: None, memory_space });
    let mut dynamic_sizes = Vec::new();
    for (i, &size) in shape.iter().enumerate() {
        if size == affine_ir::context::DYNAMIC {
            dynamic_sizes.push(dim_size(ctx, old, i, loc, InsertPoint::Before(for_op)));
        }
    }
    let segments = ctx.dense_i32_array_attr(&[dynamic_sizes.len() as i32, 0]);
    let seg_name = ctx.ident("operandSegmentSizes");
    let props = vec![NamedAttr { name: seg_name, value: segments }];
    let alloc = create_op(ctx, "memref.alloc", dynamic_sizes, Some(new_type), props, loc, InsertPoint::Before(for_op));
    let new = ctx.ir.result(alloc, 0);

    let view = AffineForView::get(ctx, for_op).expect("a loop");
    let (iv, step, body) = (view.iv, view.step, view.body);
    let d0 = ctx.affine.dim(0);
    let q = ctx.affine.floor_div_const(d0, step);
    let parity = ctx.affine.modulo_const(q, 2);
    let parity_map = ctx.affine.map(1, 0, &[parity]);
    let start = ctx.ir.block(body).first.map_or(InsertPoint::BlockEnd(body), InsertPoint::Before);
    let parity_op = build_apply(ctx, parity_map, &[iv], loc, start);
    let parity_value = ctx.ir.result(parity_op, 0);

    let remap = MemRefRemap { extra_indices: vec![parity_value], ..MemRefRemap::default() };
    let mut in_body = |ctx: &Context, user: OpId| is_in_body(ctx, for_op, user);
    if replace_memref_uses(ctx, old, new, &remap, &mut in_body).is_err() {
        ctx.ir.erase_op(parity_op);
        return false;
    }
    let after = ctx
        .ir
        .op(for_op)
        .next
        .map_or_else(|| InsertPoint::BlockEnd(ctx.ir.op(for_op).parent.expect("in a block")), InsertPoint::Before);
    create_op(ctx, "memref.dealloc", vec![new], None, Vec::new(), loc, after);
    true
}

/// `memref.dim old, i` as MLIR's `createOrFold` builds it before `ip`:
/// the index constant, then the size operand of `old`'s `memref.alloc` /
/// `memref.alloca` when there is one (the `memref.dim` folds), else the
/// `memref.dim` op.
fn dim_size(ctx: &mut Context, old: ValueId, i: usize, loc: affine_ir::Location, ip: InsertPoint) -> ValueId {
    let c = affine_dialects::arith::build_constant_index(ctx, i as i64, loc, ip);
    let index = ctx.ir.result(c, 0);
    if let Some(def) = ctx.ir.defining_op(old)
        && affine_dialects::memref::is_alloc_like(ctx, def)
        && let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(old))
    {
        let dynamic_before = shape[..i].iter().filter(|&&s| s == affine_ir::context::DYNAMIC).count();
        if let Some(&size) = ctx.ir.operands(def).get(dynamic_before) {
            return size;
        }
    }
    let index_type = ctx.index_type();
    let dim = create_op(ctx, "memref.dim", vec![old, index], Some(index_type), Vec::new(), loc, ip);
    ctx.ir.result(dim, 0)
}

/// Erases the op defining `old` when nothing uses `old` any more, or only
/// a `memref.dealloc` (erased too).
fn erase_if_dead(ctx: &mut Context, old: ValueId) {
    let Some(def) = ctx.ir.defining_op(old) else { return };
    let uses = ctx.ir.uses(old);
    if uses.is_empty() {
        ctx.ir.erase_op(def);
    } else if uses.len() == 1 && is_dealloc(ctx, uses[0].op) {
        let dealloc = uses[0].op;
        ctx.ir.erase_op(dealloc);
        ctx.ir.erase_op(def);
    }
}

fn is_apply(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == names::APPLY
}

/// MLIR's `createAffineComputationSlice`: when the `affine.apply` ops
/// feeding `op` are also used elsewhere, gives `op` private applies of the
/// composed maps (one per operand that an apply defines) and returns them.
fn create_affine_computation_slice(ctx: &mut Context, op: OpId) -> Vec<OpId> {
    let operands = ctx.ir.operands(op).to_vec();
    let sub_operands: Vec<ValueId> =
        operands.iter().copied().filter(|&v| ctx.ir.defining_op(v).is_some_and(|d| is_apply(ctx, d))).collect();
    let applies = reachable_affine_apply_ops(ctx, &sub_operands);
    if applies.is_empty() {
        return Vec::new();
    }
    let localized =
        applies.iter().all(|&a| ctx.ir.results(a).iter().all(|&r| ctx.ir.uses(r).iter().all(|u| u.op == op)));
    if localized {
        return Vec::new();
    }
    let loc = ctx.ir.op(op).loc;
    let mut composed_operands = sub_operands.clone();
    let mut composed = ctx.affine.multi_dim_identity_map(composed_operands.len() as u32);
    fully_compose_affine_map_and_operands(ctx, &mut composed, &mut composed_operands);
    let data = ctx.affine.map_data(composed).clone();
    let slice: Vec<OpId> = data
        .results
        .iter()
        .map(|&r| {
            let m = ctx.affine.map(data.num_dims, data.num_symbols, &[r]);
            build_apply(ctx, m, &composed_operands, loc, InsertPoint::Before(op))
        })
        .collect();
    let new_operands: Vec<ValueId> = operands
        .iter()
        .map(|&v| match sub_operands.iter().position(|&s| s == v) {
            Some(j) => ctx.ir.result(slice[j], 0),
            None => v,
        })
        .collect();
    ctx.ir.set_operands(op, new_operands);
    slice
}

impl AffinePipelineDataTransfer {
    fn run_on_loop(&self, ctx: &mut Context, for_op: OpId, sink: &mut DiagnosticSink<'_>) {
        if constant_trip_count(ctx, for_op).is_none() {
            return;
        }
        let view = AffineForView::get(ctx, for_op).expect("a loop");
        let lb_inputs = {
            let d = ctx.affine.map_data(view.lower_map);
            (d.num_dims + d.num_symbols) as usize
        };
        // The skewed loops take no iter_args and both bounds from the lower
        // bound map: refuse before changing anything (mlir-opt builds
        // invalid IR or asserts).
        if !view.iter_args.is_empty() || lb_inputs != view.upper_operands.len() {
            return;
        }
        let pairs = matching_start_wait_pairs(ctx, for_op);
        if pairs.is_empty() {
            return;
        }
        if !self.mlir_compat && !moving_dmas_is_safe(ctx, for_op, &pairs) {
            return;
        }
        for &(start, _) in &pairs {
            let buffer = AffineDmaStartView::get(ctx, start).expect("a dma_start").dst;
            if !double_buffer(ctx, buffer, for_op) {
                return;
            }
            erase_if_dead(ctx, buffer);
        }
        for &(_, wait) in &pairs {
            let tag = AffineDmaWaitView::get(ctx, wait).expect("a dma_wait").tag;
            if !double_buffer(ctx, tag, for_op) {
                return;
            }
            erase_if_dead(ctx, tag);
        }
        let pairs = matching_start_wait_pairs(ctx, for_op);
        let mut shift_of: HashMap<OpId, u64> = HashMap::new();
        for &(start, _) in &pairs {
            shift_of.insert(start, 0);
            let slice = create_affine_computation_slice(ctx, start);
            let early = if slice.is_empty() {
                let operands = ctx.ir.operands(start).to_vec();
                reachable_affine_apply_ops(ctx, &operands)
            } else {
                slice
            };
            for op in early {
                shift_of.insert(op, 0);
            }
        }
        let body = for_body(ctx, for_op);
        let mut shifts: Vec<u64> =
            ops_without_terminator(ctx, body).iter().map(|o| shift_of.get(o).map_or(1, |&s| s)).collect();
        shifts.push(0);
        if !is_opwise_shift_valid(ctx, for_op, &shifts) {
            return;
        }
        if let Err(SkewError::ShiftsTooLarge) = affine_for_op_body_skew(ctx, for_op, &shifts) {
            let loc = ctx.ir.op(for_op).loc;
            sink.emit(ctx, Diagnostic::warning(loc, "not shifting because shifts are unrealistically large"));
        }
    }
}

/// True when running the DMA starts of `pairs` (and the index
/// computations they use) one iteration ahead keeps every memory
/// dependence: no other op of the body (at any depth) may write, or
/// free, memory that one of those DMAs reads. Ops with unknown effects
/// count as writing anything when registered; unregistered ops as writing
/// nothing (see the module documentation).
fn moving_dmas_is_safe(ctx: &Context, for_op: OpId, pairs: &[(OpId, OpId)]) -> bool {
    let moved: Vec<OpId> = pairs.iter().map(|&(s, _)| s).collect();
    let sources: Vec<ValueId> =
        moved.iter().map(|&s| AffineDmaStartView::get(ctx, s).expect("a dma_start").src).collect();
    let mut safe = true;
    ctx.ir.walk_pre(for_op, &mut |o| {
        if !safe || o == for_op || moved.contains(&o) {
            return;
        }
        match ctx.memory_effects(o) {
            Some(effects) => {
                safe = !effects.iter().any(|e| {
                    matches!(e.kind, EffectKind::Write | EffectKind::Free)
                        && e.value.is_none_or(|v| sources.iter().any(|&s| may_alias(ctx, v, s, AliasMode::Views)))
                });
            }
            None => safe = !ctx.is_registered(o),
        }
    });
    safe
}
