//! Rewriting the accesses of one memref to another (MLIR's
//! `replaceAllMemRefUsesWith` in `mlir/lib/Dialect/Affine/Utils/Utils.cpp`),
//! used by fusion's private buffers and by data-copy style transforms.

use affine_analysis::access::{MemRefAccess, Resolution, compose_map};
use affine_dialects::affine::builders::build_apply;
use affine_ir::affine::AffineMap;
use affine_ir::dialect::EffectKind;
use affine_ir::ir::{InsertPoint, OpState};
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
/// {}, filter)`: every affine load/store of `old` accepted by `filter` is
/// recreated on `new` with subscripts `index_remap(extra_operands, old
/// subscripts)` (composed, simplified and canonicalized). Deallocations are
/// left alone. Fails, changing nothing, if an accepted user is not an
/// affine access.
pub fn replace_all_memref_uses_with(
    ctx: &mut Context,
    old: ValueId,
    new: ValueId,
    index_remap: AffineMap,
    extra_operands: &[ValueId],
    filter: &mut dyn FnMut(&Context, OpId) -> bool,
) -> Result<(), ReplaceError> {
    let mut users: Vec<OpId> = Vec::new();
    for u in ctx.ir.uses(old).to_vec() {
        let user = u.op;
        if !filter(ctx, user) {
            continue;
        }
        let single_free = ctx
            .memory_effects(user)
            .is_some_and(|e| e.len() == 1 && e[0].kind == EffectKind::Free && e[0].value == Some(old));
        if single_free {
            continue;
        }
        if MemRefAccess::from_op(ctx, user).is_none() {
            return Err(ReplaceError::NonDereferencingUse(user));
        }
        if !users.contains(&user) {
            users.push(user);
        }
    }
    for user in users {
        replace_in_access(ctx, old, new, user, index_remap, extra_operands);
    }
    Ok(())
}

/// Recreates the access `op` of `old` on `new` with remapped subscripts.
fn replace_in_access(
    ctx: &mut Context,
    old: ValueId,
    new: ValueId,
    op: OpId,
    index_remap: AffineMap,
    extra_operands: &[ValueId],
) {
    let Some(access) = MemRefAccess::from_op(ctx, op) else { return };
    if access.memref != old {
        return;
    }
    let loc = ctx.ir.op(op).loc;
    let operands = ctx.ir.operands(op).to_vec();
    let Some(mem_pos) = operands.iter().position(|&v| v == old) else { return };
    let old_map = access.map;
    let old_data = ctx.affine.map_data(old_map).clone();
    let n_inputs = (old_data.num_dims + old_data.num_symbols) as usize;
    let old_operands = operands[mem_pos + 1..mem_pos + 1 + n_inputs].to_vec();
    let mut applies: Vec<OpId> = Vec::new();
    let old_indices: Vec<ValueId> = if old_map != ctx.affine.multi_dim_identity_map(old_data.num_dims) {
        old_data
            .results
            .iter()
            .map(|&r| {
                let m = ctx.affine.map(old_data.num_dims, old_data.num_symbols, &[r]);
                let a = build_apply(ctx, m, &old_operands, loc, InsertPoint::Before(op));
                applies.push(a);
                ctx.ir.result(a, 0)
            })
            .collect()
    } else {
        old_operands.clone()
    };
    let mut remap_operands = extra_operands.to_vec();
    remap_operands.extend_from_slice(&old_indices);
    let rd = ctx.affine.map_data(index_remap).clone();
    let outputs: Vec<ValueId> = if index_remap != ctx.affine.multi_dim_identity_map(rd.num_dims) {
        rd.results
            .iter()
            .map(|&r| {
                let m = ctx.affine.map(rd.num_dims, rd.num_symbols, &[r]);
                let a = build_apply(ctx, m, &remap_operands, loc, InsertPoint::Before(op));
                applies.push(a);
                ctx.ir.result(a, 0)
            })
            .collect()
    } else {
        remap_operands
    };
    let rank = outputs.len() as u32;
    let identity = ctx.affine.multi_dim_identity_map(rank);
    // TODO(shared): use affine-utils' fully_compose_affine_map_and_operands +
    // simplify + canonicalize when they land (compose_map does the same).
    let vm = compose_map(ctx, identity, &outputs, Resolution::MLIR);
    // In creation order, as MLIR: an apply feeding a later (still live)
    // apply survives, dead.
    for &a in &applies {
        if ctx.ir.results_unused(a) {
            ctx.ir.erase_op(a);
        }
    }
    let od = ctx.ir.op(op).clone();
    let mut new_operands = operands[..mem_pos].to_vec();
    new_operands.push(new);
    new_operands.extend_from_slice(&vm.operands);
    new_operands.extend_from_slice(&operands[mem_pos + 1 + n_inputs..]);
    let map_attr = ctx.affine_map_attr(vm.map);
    let map_name = ctx.ident("map");
    let mut props = od.props.clone();
    for p in props.iter_mut() {
        if p.name == map_name {
            p.value = map_attr;
        }
    }
    let result_types = od.results.iter().map(|&r| ctx.ir.value_type(r)).collect();
    let st = OpState {
        name: od.name,
        operands: new_operands,
        result_types,
        attrs: od.attrs.clone(),
        props,
        successors: Vec::new(),
        regions: Vec::new(),
        loc,
    };
    let rep = ctx.ir.create_op_at(st, InsertPoint::Before(op));
    let new_results = ctx.ir.results(rep).to_vec();
    ctx.ir.replace_op(op, &new_results);
}
