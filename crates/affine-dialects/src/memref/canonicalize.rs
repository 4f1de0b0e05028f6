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
//! * `memref.memory_space_cast` of a `memory_space_cast` reads its source.

use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, TypeData};
use affine_ir::ir::{OpId, OpState, ValueId};
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
