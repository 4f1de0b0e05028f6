//! Rewriting the accesses of one memref to another (MLIR's
//! `replaceAllMemRefUsesWith` in `mlir/lib/Dialect/Affine/Utils/Utils.cpp`),
//! used by fusion's private buffers and by data-copy style transforms.

use std::collections::HashSet;

use affine_analysis::access::MemRefAccess;
use affine_dialects::affine::builders::build_apply;
use affine_dialects::affine::utils::{canonicalize_map_and_operands, fully_compose_affine_map_and_operands};
use affine_dialects::affine::{
    AffineAccessMut, AffineAccessView, AffineDmaStartMut, AffineDmaStartView, AffineDmaWaitMut, AffineDmaWaitView,
    DmaMemRef,
};
use affine_ir::affine::AffineMap;
use affine_ir::dialect::EffectKind;
use affine_ir::ir::{InsertPoint, WalkOrder};
use affine_ir::{Context, OpId, ValueId};

/// Why a replacement was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplaceError {
    /// The memref is used by an op that does not access it through an
    /// affine map (nothing was changed).
    NonDereferencingUse(OpId),
}

/// True if `op` accesses memrefs through affine maps (MLIR's
/// `AffineMapAccessInterface`).
pub fn is_affine_map_access(ctx: &Context, op: OpId) -> bool {
    MemRefAccess::from_op(ctx, op).is_some()
        || matches!(ctx.op_name_str(ctx.ir.op(op).name), "affine.prefetch" | "affine.dma_start" | "affine.dma_wait")
}

/// MLIR's `replaceAllMemRefUsesWith(old, new, {}, index_remap, extra_operands,
/// {}, filter)`: every affine access of `old` accepted by `filter` is
/// rewritten to `new` with subscripts `index_remap(extra_operands, old
/// subscripts)` (composed, simplified and canonicalized). Deallocations are
/// left alone. Fails, changing nothing, if an accepted user is not an
/// affine access. See [`replace_memref_uses`] for the general form.
pub fn replace_all_memref_uses_with(
    ctx: &mut Context,
    old: ValueId,
    new: ValueId,
    index_remap: AffineMap,
    extra_operands: &[ValueId],
    filter: &mut dyn FnMut(&Context, OpId) -> bool,
) -> Result<(), ReplaceError> {
    let remap = MemRefRemap {
        index_remap: Some(index_remap),
        extra_operands: extra_operands.to_vec(),
        ..MemRefRemap::default()
    };
    replace_memref_uses(ctx, old, new, &remap, filter)
}

/// How [`replace_memref_uses`] rewrites the subscripts of an access to the
/// old memref into subscripts of the new one (MLIR's `extraIndices`,
/// `indexRemap`, `extraOperands`, `symbolOperands`): the new subscripts are
/// `extra_indices` followed by `index_remap(extra_operands, old subscripts,
/// symbol_operands)` (the old subscripts themselves without a remap).
#[derive(Clone, Debug, Default)]
pub struct MemRefRemap {
    /// Leading subscripts of the new memref (valid dims or symbols).
    pub extra_indices: Vec<ValueId>,
    /// The remap of the old subscripts, if any.
    pub index_remap: Option<AffineMap>,
    /// Leading inputs of `index_remap` before the old subscripts.
    pub extra_operands: Vec<ValueId>,
    /// Trailing (symbol) inputs of `index_remap`.
    pub symbol_operands: Vec<ValueId>,
}

/// Which operand group of an affine map access op holds the memref.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AccessSlot {
    LoadStore,
    DmaStart(DmaMemRef),
    DmaWait,
}

/// The subscript map and its operands with which `op` accesses `memref`,
/// if `op` is an affine map access op (MLIR's `AffineMapAccessInterface`:
/// load/store, vector load/store, `affine.dma_start`, `affine.dma_wait`;
/// not `affine.prefetch`) using `memref` exactly once.
fn map_access_of(ctx: &Context, op: OpId, memref: ValueId) -> Option<(AccessSlot, AffineMap, Vec<ValueId>)> {
    if ctx.ir.operands(op).iter().filter(|&&v| v == memref).count() != 1 {
        return None;
    }
    if let Some(a) = AffineAccessView::get(ctx, op) {
        return (a.memref == memref).then(|| (AccessSlot::LoadStore, a.map, a.map_operands.to_vec()));
    }
    if let Some(d) = AffineDmaStartView::get(ctx, op) {
        return Some(if d.src == memref {
            (AccessSlot::DmaStart(DmaMemRef::Src), d.src_map, d.src_indices.to_vec())
        } else if d.dst == memref {
            (AccessSlot::DmaStart(DmaMemRef::Dst), d.dst_map, d.dst_indices.to_vec())
        } else {
            (AccessSlot::DmaStart(DmaMemRef::Tag), d.tag_map, d.tag_indices.to_vec())
        });
    }
    let w = AffineDmaWaitView::get(ctx, op)?;
    (w.tag == memref).then(|| (AccessSlot::DmaWait, w.tag_map, w.tag_indices.to_vec()))
}

/// True if `op` only frees `memref` (MLIR's
/// `hasSingleEffect<MemoryEffects::Free>`).
pub fn only_frees(ctx: &Context, op: OpId, memref: ValueId) -> bool {
    ctx.memory_effects(op).is_some_and(|e| e.len() == 1 && e[0].kind == EffectKind::Free && e[0].value == Some(memref))
}

/// MLIR's `replaceAllMemRefUsesWith(old, new, op, ...)` for one op: makes
/// the affine map access `op` use `new` at the subscripts `remap` gives,
/// the map fully composed, simplified and canonicalized (affine.apply ops
/// made for the old map or the remap and left unused are erased). False,
/// changing nothing, if `op` is not an affine map access using `old` once.
pub fn replace_memref_uses_in_op(ctx: &mut Context, old: ValueId, new: ValueId, op: OpId, remap: &MemRefRemap) -> bool {
    let Some((slot, old_map, old_operands)) = map_access_of(ctx, op, old) else { return false };
    let loc = ctx.ir.op(op).loc;
    let data = ctx.affine.map_data(old_map).clone();
    let mut temporaries = Vec::new();
    let old_indices: Vec<ValueId> = if old_map != ctx.affine.multi_dim_identity_map(data.num_dims) {
        data.results
            .iter()
            .map(|&r| {
                let m = ctx.affine.map(data.num_dims, data.num_symbols, &[r]);
                let a = build_apply(ctx, m, &old_operands, loc, InsertPoint::Before(op));
                temporaries.push(a);
                ctx.ir.result(a, 0)
            })
            .collect()
    } else {
        old_operands
    };
    let mut remap_operands = remap.extra_operands.clone();
    remap_operands.extend(old_indices);
    remap_operands.extend_from_slice(&remap.symbol_operands);
    let outputs: Vec<ValueId> = match remap.index_remap {
        Some(m) if m != ctx.affine.multi_dim_identity_map(ctx.affine.map_data(m).num_dims) => {
            let rd = ctx.affine.map_data(m).clone();
            rd.results
                .iter()
                .map(|&r| {
                    let single = ctx.affine.map(rd.num_dims, rd.num_symbols, &[r]);
                    let a = build_apply(ctx, single, &remap_operands, loc, InsertPoint::Before(op));
                    temporaries.push(a);
                    ctx.ir.result(a, 0)
                })
                .collect()
        }
        _ => remap_operands,
    };
    let mut operands = remap.extra_indices.clone();
    operands.extend(outputs);
    let mut map = ctx.affine.multi_dim_identity_map(operands.len() as u32);
    fully_compose_affine_map_and_operands(ctx, &mut map, &mut operands);
    map = ctx.affine.simplify_affine_map(map);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    for a in temporaries {
        if ctx.ir.results_unused(a) {
            ctx.ir.erase_op(a);
        }
    }
    match slot {
        AccessSlot::LoadStore => {
            let mut edit = AffineAccessMut::get(ctx, op).expect("an access");
            edit.set_memref(new);
            edit.set_map_and_indices(map, &operands);
        }
        AccessSlot::DmaStart(which) => {
            AffineDmaStartMut::get(ctx, op).expect("a dma_start").set_access(which, new, map, &operands);
        }
        AccessSlot::DmaWait => {
            AffineDmaWaitMut::get(ctx, op).expect("a dma_wait").set_tag_access(new, map, &operands);
        }
    }
    true
}

/// MLIR's `replaceAllMemRefUsesWith(old, new, extraIndices, indexRemap,
/// extraOperands, symbolOperands, userFilterFn)`: every user of `old`
/// accepted by `filter` (other than ops that only free it) is rewritten by
/// [`replace_memref_uses_in_op`]. Fails, changing nothing, if an accepted
/// user is not an affine map access of `old`.
pub fn replace_memref_uses(
    ctx: &mut Context,
    old: ValueId,
    new: ValueId,
    remap: &MemRefRemap,
    filter: &mut dyn FnMut(&Context, OpId) -> bool,
) -> Result<(), ReplaceError> {
    let candidates: Vec<OpId> = ctx.ir.uses(old).iter().map(|u| u.op).filter(|&u| filter(ctx, u)).collect();
    replace_memref_uses_among(ctx, old, new, remap, &candidates)
}

/// [`replace_memref_uses`] with the accepted users given as a list
/// (duplicates allowed, each an op using `old`): callers that know where
/// the users are (the ops of a range, see [`memref_users_in_ops`]) avoid
/// a filter call per use of `old` in the whole function.
pub fn replace_memref_uses_among(
    ctx: &mut Context,
    old: ValueId,
    new: ValueId,
    remap: &MemRefRemap,
    candidates: &[OpId],
) -> Result<(), ReplaceError> {
    let mut seen: HashSet<OpId> = HashSet::with_capacity(candidates.len());
    let mut users: Vec<OpId> = Vec::with_capacity(candidates.len());
    for &u in candidates {
        if !seen.insert(u) || only_frees(ctx, u, old) {
            continue;
        }
        if map_access_of(ctx, u, old).is_none() {
            return Err(ReplaceError::NonDereferencingUse(u));
        }
        users.push(u);
    }
    for user in users {
        replace_memref_uses_in_op(ctx, old, new, user, remap);
    }
    Ok(())
}

/// The ops nested in (or being) one of `tops` that use `memref` as an
/// operand, in pre-order: the users [`replace_memref_uses`] would accept
/// with a filter "inside these ops", found in time proportional to the
/// ops rather than to all uses of `memref`.
pub fn memref_users_in_ops(ctx: &Context, memref: ValueId, tops: impl IntoIterator<Item = OpId>) -> Vec<OpId> {
    let mut out = Vec::new();
    for top in tops {
        for op in ctx.ir.walk(top, WalkOrder::PreOrder) {
            if ctx.ir.operands(op).contains(&memref) {
                out.push(op);
            }
        }
    }
    out
}
