//! Folders and canonicalization patterns of the `memref` ops (MLIR's
//! `MemRefOps.cpp`):
//!
//! * `memref.dim`: a static size folds to a constant; a dynamic size of an
//!   `alloc` / `alloca` / `subview` result folds to the size operand; a
//!   dim of a `memref.cast` reads the cast's source;
//! * `memref.rank` of a ranked memref folds to a constant;
//! * loads, stores, `dealloc`, `copy`, `prefetch`, `dma_*` and `cast` look
//!   through a `memref.cast` of a ranked memref (`foldMemRefCast`);
//! * `alloc` / `alloca`: constant dynamic sizes move into the type (with a
//!   `memref.cast` back to the old type); an allocation only stored into
//!   and deallocated is erased with its users;
//! * a `memref.subview` of the whole source is the source (cast to the
//!   result type when the types differ); the other subview and view
//!   patterns and folders are in `view_canon.rs`;
//! * `memref.copy` of a memref onto itself or of an empty memref is erased;
//! * `memref.memory_space_cast` of a `memory_space_cast` reads its source;
//! * `memref.dim` of a `memref.reshape` loads the size from the shape
//!   operand (`DimOfMemRefReshape`);
//! * `memref.alloca_scope` is inlined when that cannot extend an
//!   allocation's lifetime (`AllocaScopeInliner`), and its allocations move
//!   out to the enclosing allocation scope when the scope ends its parents
//!   (`AllocaScopeHoister`).

use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, TypeData};
use affine_ir::dialect::traits;
use affine_ir::ir::{InsertPoint, OpId, OpState, RegionId, ValueId, ValueMap};
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet, constant_value};

use super::{memref_parts, view_canon};
use crate::affine::fold::fold_memref_cast;
use crate::arith::types::prop;

/// The `fold` hook of the memref ops.
pub fn fold(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let name = ctx.op_name_str(ctx.ir.op(op).name).to_string();
    match name.as_str() {
        "memref.dim" => fold_dim(ctx, op, c, results),
        "memref.rank" => {
            let Some(&m) = ctx.ir.operands(op).first() else { return false };
            let Some(parts) = memref_parts(ctx, ctx.ir.value_type(m)) else { return false };
            let a = ctx.index_attr(parts.0.len() as i64);
            results.push(FoldResult::Attr(a));
            true
        }
        "memref.store" => {
            let value = ctx.ir.operands(op).first().copied();
            fold_memref_cast(ctx, op, value)
        }
        "memref.copy" => view_canon::fold_copy(ctx, op),
        "memref.subview" => view_canon::fold_subview(ctx, op, results),
        "memref.view" => view_canon::fold_view(ctx, op, results),
        "memref.reinterpret_cast" => view_canon::fold_reinterpret_cast(ctx, op, results),
        "memref.extract_strided_metadata" => view_canon::fold_extract_strided_metadata(ctx, op),
        "memref.assume_alignment" => view_canon::fold_assume_alignment(ctx, op, results),
        "memref.expand_shape" | "memref.collapse_shape" => view_canon::fold_reshape(ctx, op, results),
        "memref.transpose" => super::views::fold_transpose(ctx, op, results),
        "memref.atomic_rmw" => {
            let value = ctx.ir.operands(op).first().copied();
            fold_memref_cast(ctx, op, value)
        }
        "memref.load" | "memref.dealloc" | "memref.prefetch" | "memref.dma_start" | "memref.dma_wait"
        | "memref.cast" => fold_memref_cast(ctx, op, None),
        "memref.memory_space_cast" => fold_memory_space_cast(ctx, op),
        _ => false,
    }
}

/// MLIR's `MemorySpaceCastOp::fold`: a cast of a cast reads the inner
/// cast's source (in place; a cast back to the source type then folds away
/// as an identity cast).
fn fold_memory_space_cast(ctx: &mut Context, op: OpId) -> bool {
    let source = ctx.ir.operands(op)[0];
    let Some(inner) = ctx.ir.defining_op(source) else { return false };
    if ctx.ir.op(inner).name != ctx.ir.op(op).name {
        return false;
    }
    let inner_source = ctx.ir.operands(inner)[0];
    ctx.ir.set_operand(op, 0, inner_source);
    true
}

fn fold_dim(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some(index) = c.get(1).copied().flatten().and_then(|a| match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }) else {
        return false;
    };
    let source = ctx.ir.operands(op)[0];
    let Some((shape, ..)) = memref_parts(ctx, ctx.ir.value_type(source)) else { return false };
    if index < 0 || index as usize >= shape.len() {
        return false;
    }
    let i = index as usize;
    if shape[i] != DYNAMIC {
        let a = ctx.index_attr(shape[i]);
        results.push(FoldResult::Attr(a));
        return true;
    }
    // Position of dim `i` among the dynamic dims.
    let dyn_pos = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
    if let Some(def) = ctx.ir.defining_op(source) {
        match ctx.op_name_str(ctx.ir.op(def).name) {
            "memref.alloc" | "memref.alloca" => {
                if let Some(&v) = ctx.ir.operands(def).get(dyn_pos) {
                    results.push(FoldResult::Value(v));
                    return true;
                }
            }
            "memref.view" => {
                if let Some(&v) = ctx.ir.operands(def).get(2 + dyn_pos) {
                    results.push(FoldResult::Value(v));
                    return true;
                }
            }
            "memref.subview" => {
                if let Some(v) = view_canon::subview_dynamic_size(ctx, def, i) {
                    results.push(FoldResult::Value(v));
                    return true;
                }
            }
            _ => {}
        }
    }
    fold_memref_cast(ctx, op, None)
}

/// Adds the patterns of memref op `name`.
pub fn patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "memref.alloc" => {
            set.add_fn("SimplifyAllocConst", "memref.alloc", simplify_alloc_const);
            set.add_fn("SimplifyDeadAlloc", "memref.alloc", simplify_dead_alloc);
        }
        "memref.alloca" => {
            set.add_fn("SimplifyAllocConst", "memref.alloca", simplify_alloc_const);
            set.add_fn("SimplifyDeadAlloc", "memref.alloca", simplify_dead_alloc);
        }
        "memref.realloc" => set.add_fn("SimplifyDeadAlloc", "memref.realloc", simplify_dead_alloc),
        "memref.subview" => {
            set.add_fn(
                "OpWithOffsetSizesAndStridesConstantArgumentFolder",
                "memref.subview",
                view_canon::subview_constant_arguments,
            );
            set.add_fn("SubViewOpMemRefCastFolder", "memref.subview", view_canon::subview_of_cast);
            set.add_fn("TrivialSubViewOpFolder", "memref.subview", fold_trivial_subview);
        }
        "memref.view" => {
            set.add_fn("ViewOpShapeFolder", "memref.view", view_canon::view_shape);
            set.add_fn("ViewOpMemrefCastFolder", "memref.view", view_canon::view_of_cast);
        }
        "memref.reinterpret_cast" => {
            set.add_fn(
                "ReinterpretCastOpExtractStridedMetadataFolder",
                "memref.reinterpret_cast",
                view_canon::reinterpret_of_metadata,
            );
            set.add_fn("ReinterpretCastOpConstantFolder", "memref.reinterpret_cast", view_canon::reinterpret_constants);
        }
        "memref.collapse_shape" => {
            set.add_fn("ComposeReassociativeReshapeOps", "memref.collapse_shape", view_canon::compose_reshapes);
            set.add_fn("ComposeCollapseOfExpandOp", "memref.collapse_shape", view_canon::collapse_of_expand);
            set.add_fn("CollapseShapeOpMemRefCastFolder", "memref.collapse_shape", view_canon::collapse_of_cast);
        }
        "memref.expand_shape" => {
            set.add_fn("ComposeReassociativeReshapeOps", "memref.expand_shape", view_canon::compose_reshapes);
            set.add_fn("ComposeExpandOfCollapseOp", "memref.expand_shape", view_canon::expand_of_collapse);
        }
        "memref.dim" => set.add_fn("DimOfMemRefReshape", "memref.dim", dim_of_reshape),
        "memref.alloca_scope" => {
            set.add_fn("AllocaScopeInliner", "memref.alloca_scope", alloca_scope_inliner);
            set.add_fn("AllocaScopeHoister", "memref.alloca_scope", alloca_scope_hoister);
        }
        "memref.copy" => {
            set.add_fn("FoldEmptyCopy", "memref.copy", fold_empty_copy);
            set.add_fn("FoldSelfCopy", "memref.copy", fold_self_copy);
        }
        _ => {}
    }
}

/// MLIR's `SimplifyAllocConst`: non-negative constant dynamic sizes become
/// static (the new allocation is cast back to the old type).
fn simplify_alloc_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let t = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let Some((shape, elem, layout, space)) = memref_parts(rw.ctx, t) else { return false };
    let ndyn = shape.iter().filter(|&&d| d == DYNAMIC).count();
    let operands = rw.ctx.ir.operands(op).to_vec();
    let sizes = &operands[..ndyn.min(operands.len())];
    let const_size = |rw: &PatternRewriter<'_>, v: ValueId| {
        constant_value(rw.ctx, v).and_then(|a| rw.ctx.attr_int(a)).filter(|&c| c >= 0)
    };
    if !sizes.iter().any(|&v| const_size(rw, v).is_some()) {
        return false;
    }
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_sizes = Vec::new();
    let mut pos = 0;
    for &d in &shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let v = sizes[pos];
        pos += 1;
        match const_size(rw, v) {
            Some(c) => new_shape.push(c as i64),
            None => {
                new_shape.push(DYNAMIC);
                new_sizes.push(v);
            }
        }
    }
    let new_type = rw.ctx.ty(TypeData::MemRef { shape: new_shape, elem, layout, memory_space: space });
    let symbols = operands[ndyn.min(operands.len())..].to_vec();
    let loc = rw.ctx.ir.op(op).loc;
    let name = rw.ctx.ir.op(op).name;
    let mut st = OpState::new(name, loc);
    st.operands = new_sizes.iter().chain(&symbols).copied().collect();
    st.result_types.push(new_type);
    if let Some(a) = prop(rw.ctx, op, "alignment") {
        let k = rw.ctx.ident("alignment");
        st.props.push(affine_ir::NamedAttr { name: k, value: a });
    }
    let seg = rw.ctx.dense_i32_array_attr(&[new_sizes.len() as i32, symbols.len() as i32]);
    let k = rw.ctx.ident("operandSegmentSizes");
    st.props.push(affine_ir::NamedAttr { name: k, value: seg });
    view_canon::replace_with_cast_of_new(rw, op, st);
    true
}

/// MLIR's `SimplifyDeadAlloc`: an allocation whose only users deallocate it
/// or store into it (not store it) is erased with them.
fn simplify_dead_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rw.ctx.ir.result(op, 0);
    let uses = rw.ctx.ir.uses_in_mlir_order(v);
    let removable = uses.iter().all(|u| match rw.ctx.op_name_str(rw.ctx.ir.op(u.op).name) {
        "memref.store" => u.index != 0,
        "memref.dealloc" => true,
        _ => false,
    });
    if !removable {
        return false;
    }
    let mut users: Vec<OpId> = uses.iter().map(|u| u.op).collect();
    users.dedup();
    for u in users {
        if rw.ctx.ir.is_alive(u) {
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    true
}

/// MLIR's `TrivialSubViewOpFolder`: a subview of the whole source (same
/// rank, zero offsets, unit strides, sizes equal to the source's static
/// shape) is the source itself, cast to the result type when the types
/// differ.
fn fold_trivial_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !view_canon::is_trivial_subview(rw.ctx, op) {
        return false;
    }
    let source = rw.ctx.ir.operands(op)[0];
    let result = rw.ctx.ir.result(op, 0);
    let (source_type, result_type) = (rw.ctx.ir.value_type(source), rw.ctx.ir.value_type(result));
    if source_type == result_type {
        rw.replace_op(op, &[source]);
        return true;
    }
    let loc = rw.ctx.ir.op(op).loc;
    let cast_name = rw.ctx.op_name("memref.cast");
    let mut cast = OpState::new(cast_name, loc);
    cast.operands.push(source);
    cast.result_types.push(result_type);
    rw.set_insertion_point_before(op);
    let c = rw.create(cast);
    let cv = rw.ctx.ir.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

fn fold_empty_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let empty = |ctx: &Context, v: ValueId| memref_parts(ctx, ctx.ir.value_type(v)).is_some_and(|p| p.0.contains(&0));
    let ops = rw.ctx.ir.operands(op).to_vec();
    if ops.iter().any(|&v| empty(rw.ctx, v)) {
        rw.erase_op(op);
        return true;
    }
    false
}

fn fold_self_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = rw.ctx.ir.operands(op).to_vec();
    if ops.len() == 2 && ops[0] == ops[1] {
        rw.erase_op(op);
        return true;
    }
    false
}

/// True if region `anc` strictly contains region `r` (MLIR's
/// `Region::isProperAncestor`).
fn region_is_proper_ancestor(ctx: &Context, anc: RegionId, r: RegionId) -> bool {
    let mut cur = ctx.ir.region(r).parent;
    while let Some(op) = cur {
        let Some(parent) = ctx.ir.parent_region(op) else { return false };
        if parent == anc {
            return true;
        }
        cur = ctx.ir.region(parent).parent;
    }
    false
}

/// The region holding the definition of `v`.
fn value_region(ctx: &Context, v: ValueId) -> Option<RegionId> {
    ctx.ir.value_parent_block(v).and_then(|b| ctx.ir.block(b).parent)
}

/// MLIR's `DimOfMemRefReshape`: `memref.dim` of a `memref.reshape` result
/// is a load of the shape operand (cast to `index` when the shape holds
/// integers), placed right after the reshape, provided the dim's index is
/// cheaply seen to dominate the reshape (defined before it in its block, or
/// in an enclosing region).
fn dim_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let (source, index) = match ctx.ir.operands(op) {
        &[s, i] => (s, i),
        _ => return false,
    };
    let Some(reshape) = ctx.ir.defining_op(source) else { return false };
    if ctx.op_name_str(ctx.ir.op(reshape).name) != "memref.reshape" {
        return false;
    }
    let reshape_block = ctx.ir.op(reshape).parent;
    if ctx.ir.value_parent_block(index) == reshape_block {
        if let Some(def) = ctx.ir.defining_op(index)
            && ctx.ir.is_before_in_block(reshape, def)
        {
            return false;
        }
    } else if ctx.ir.op(op).parent != reshape_block {
        let (Some(index_region), Some(reshape_region)) = (value_region(ctx, index), ctx.ir.parent_region(reshape))
        else {
            return false;
        };
        if !region_is_proper_ancestor(ctx, index_region, reshape_region) {
            return false;
        }
    }
    let Some(&shape) = ctx.ir.operands(reshape).get(1) else { return false };
    let Some((_, elem, ..)) = memref_parts(ctx, ctx.ir.value_type(shape)) else { return false };
    let loc = ctx.ir.op(op).loc;
    let dim_type = ctx.ir.value_type(ctx.ir.result(op, 0));
    rw.set_insertion_point_after(reshape);
    let load_name = rw.ctx.op_name("memref.load");
    let mut load = OpState::new(load_name, loc);
    load.operands.extend([shape, index]);
    load.result_types.push(elem);
    let load = rw.create(load);
    let mut value = rw.ctx.ir.result(load, 0);
    if elem != dim_type {
        rw.set_insertion_point_after(load);
        let cast_name = rw.ctx.op_name("arith.index_cast");
        let mut cast = OpState::new(cast_name, loc);
        cast.operands.push(value);
        cast.result_types.push(dim_type);
        let cast = rw.create(cast);
        value = rw.ctx.ir.result(cast, 0);
    }
    rw.replace_op(op, &[value]);
    true
}

/// Ops that always allocate on the automatic allocation scope's stack
/// (MLIR's `isGuaranteedAutomaticAllocation`: an `Allocate` effect on
/// `AutomaticAllocationScopeResource`).
fn is_guaranteed_automatic_allocation(ctx: &Context, op: OpId) -> bool {
    matches!(ctx.op_name_str(ctx.ir.op(op).name), "memref.alloca" | "llvm.alloca")
}

/// MLIR's `isOpItselfPotentialAutomaticAllocation`: ops with recursive
/// effects do not allocate themselves; ops whose effects are unknown might.
fn is_potential_automatic_allocation(ctx: &Context, op: OpId) -> bool {
    if ctx.op_has_trait(op, traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    if ctx.memory_effects(op).is_none() {
        return true;
    }
    is_guaranteed_automatic_allocation(ctx, op)
}

/// MLIR's `lastNonTerminatorInRegion`: `op` is followed only by its block's
/// terminator, in a region of one block.
fn last_non_terminator_in_region(ctx: &Context, op: OpId) -> bool {
    let Some(block) = ctx.ir.op(op).parent else { return false };
    let Some(last) = ctx.ir.terminator(block) else { return false };
    let might_be_terminator = !ctx.is_registered(last) || ctx.op_has_trait(last, traits::TERMINATOR);
    might_be_terminator
        && ctx.ir.op(op).next == Some(last)
        && ctx.ir.block(block).parent.is_some_and(|r| ctx.ir.region_blocks(r).count() == 1)
}

/// True if some op nested in the scope (not inside a nested allocation
/// scope) might allocate on the stack.
fn has_potential_alloca(ctx: &Context, scope: OpId) -> bool {
    let mut stack: Vec<OpId> = Vec::new();
    let push_children = |stack: &mut Vec<OpId>, op: OpId| {
        for &r in ctx.ir.regions(op).iter().rev() {
            let blocks: Vec<_> = ctx.ir.region_blocks(r).collect();
            for &b in blocks.iter().rev() {
                let ops: Vec<_> = ctx.ir.block_ops(b).collect();
                stack.extend(ops.into_iter().rev());
            }
        }
    };
    push_children(&mut stack, scope);
    while let Some(op) = stack.pop() {
        if is_potential_automatic_allocation(ctx, op) {
            return true;
        }
        if !ctx.op_has_trait(op, traits::AUTOMATIC_ALLOCATION_SCOPE) {
            push_children(&mut stack, op);
        }
    }
    false
}

/// MLIR's `AllocaScopeInliner`: a scope whose body cannot allocate on the
/// stack, or that is the last op of a one-block region of an allocation
/// scope, is replaced by its body.
fn alloca_scope_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    if has_potential_alloca(ctx, op) {
        let parent_is_scope =
            ctx.ir.parent_op(op).is_some_and(|p| ctx.op_has_trait(p, traits::AUTOMATIC_ALLOCATION_SCOPE));
        if !parent_is_scope || !last_non_terminator_in_region(ctx, op) {
            return false;
        }
    }
    let Some(&region) = ctx.ir.regions(op).first() else { return false };
    let Some(block) = ctx.ir.entry_block(region) else { return false };
    let Some(terminator) = ctx.ir.terminator(block) else { return false };
    if ctx.ir.results(op).len() != ctx.ir.operands(terminator).len() {
        return false;
    }
    let results = ctx.ir.operands(terminator).to_vec();
    rw.inline_block_before(block, InsertPoint::Before(op), &[]);
    rw.replace_op(op, &results);
    rw.erase_op(terminator);
    true
}

/// MLIR's `AllocaScopeHoister`: when the scope is the last op of its
/// parents up to the enclosing allocation scope (each in a one-block
/// region), its stack allocations whose operands are defined outside those
/// parents are cloned before the outermost of them.
fn alloca_scope_hoister(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let is_scope = |o: OpId| ctx.op_has_trait(o, traits::AUTOMATIC_ALLOCATION_SCOPE);
    let mut anc = ctx.ir.parent_op(op);
    while let Some(a) = anc {
        if is_scope(a) {
            break;
        }
        anc = ctx.ir.parent_op(a);
    }
    if anc.is_none() {
        return false;
    }
    let Some(mut last_parent) = ctx.ir.parent_op(op) else { return false };
    if is_scope(last_parent) {
        return false;
    }
    if !last_non_terminator_in_region(ctx, op) || !last_non_terminator_in_region(ctx, last_parent) {
        return false;
    }
    loop {
        let Some(parent) = ctx.ir.parent_op(last_parent) else { return false };
        if is_scope(parent) {
            break;
        }
        last_parent = parent;
        if !last_non_terminator_in_region(ctx, last_parent) {
            return false;
        }
    }
    let Some(op_region) = ctx.ir.parent_region(op) else { return false };
    let Some(containing) = ctx
        .ir
        .regions(last_parent)
        .iter()
        .copied()
        .find(|&r| r == op_region || region_is_proper_ancestor(ctx, r, op_region))
    else {
        return false;
    };
    let in_containing = |v: ValueId| {
        value_region(ctx, v).is_some_and(|r| r == containing || region_is_proper_ancestor(ctx, containing, r))
    };
    let to_hoist: Vec<OpId> = ctx
        .ir
        .walk(op, affine_ir::ir::WalkOrder::PostOrder)
        .into_iter()
        .filter(|&o| {
            is_guaranteed_automatic_allocation(ctx, o) && !ctx.ir.operands(o).iter().any(|&v| in_containing(v))
        })
        .collect();
    if to_hoist.is_empty() {
        return false;
    }
    rw.set_insertion_point_before(last_parent);
    for o in to_hoist {
        let mut map = ValueMap::default();
        let cloned = rw.clone_op(o, &mut map);
        let results = rw.ctx.ir.results(cloned).to_vec();
        rw.replace_op(o, &results);
    }
    true
}
