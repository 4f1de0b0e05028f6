//! Folders of the `vector` ops that affine code carries, as `mlir-opt` 22
//! has them (`VectorOps.cpp`):
//!
//! * `vector.transfer_read` / `transfer_write`: dimensions statically in
//!   bounds (a constant index plus the vector size within a static
//!   dimension) are marked `in_bounds`, and broadcast dimensions too once
//!   every other dimension is; then `memref.cast` operands fold away;
//! * `vector.load` / `vector.store`: `memref.cast` operands fold away;
//! * `vector.broadcast` to its own type is its source; of a constant
//!   scalar (of the element type) or splat, a splat constant (materialized
//!   as `arith.constant`, as the vector dialect does).

use affine_ir::affine::AffineExprData;
use affine_ir::context::{AttrData, Attribute, Context, TypeData};
use affine_ir::ir::OpId;
use affine_ir::rewrite::FoldResult;

use crate::affine::fold::fold_memref_cast;
use crate::arith::constant_index_value;
use crate::arith::num::{splat_value, typed_attr_type};
use crate::arith::types::prop;
use crate::vector::transfer_parts;

/// The `fold` hook of the vector ops with folders (all in place).
pub fn fold(ctx: &mut Context, op: OpId, _c: &[Option<Attribute>], _results: &mut Vec<FoldResult>) -> bool {
    match ctx.op_name_str(ctx.ir.op(op).name) {
        "vector.transfer_read" | "vector.transfer_write" => {
            fold_transfer_in_bounds(ctx, op) || fold_memref_cast(ctx, op, None)
        }
        "vector.load" | "vector.store" => fold_memref_cast(ctx, op, None),
        "vector.broadcast" => fold_broadcast(ctx, op, _c, _results),
        _ => false,
    }
}

/// MLIR's `BroadcastOp::fold` (without the poison case).
fn fold_broadcast(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let (Some(&source), Some(&result)) = (ctx.ir.operands(op).first(), ctx.ir.results(op).first()) else {
        return false;
    };
    let ty = ctx.ir.value_type(result);
    if ctx.ir.value_type(source) == ty {
        results.push(FoldResult::Value(source));
        return true;
    }
    let Some(a) = c.first().copied().flatten() else { return false };
    let Some(elem) = ctx.element_type(ty) else { return false };
    let scalar = match ctx.attr_data(a) {
        AttrData::Integer { .. } | AttrData::Float { .. } | AttrData::WideFloat { .. } | AttrData::Bool(_) => {
            if typed_attr_type(ctx, a) != Some(elem) {
                return false;
            }
            a
        }
        AttrData::DenseElements { .. } => match splat_value(ctx, a) {
            Some(v) if matches!(ctx.attr_data(a), AttrData::DenseElements { splat: true, .. }) => v,
            _ => return false,
        },
        _ => return false,
    };
    let splat = ctx.attr(AttrData::DenseElements { ty, splat: true, values: vec![scalar] });
    results.push(FoldResult::Attr(splat));
    true
}

/// MLIR's `foldTransferInBoundsAttribute`.
fn fold_transfer_in_bounds(ctx: &mut Context, op: OpId) -> bool {
    let Some((base, indices, map, vector)) = transfer_parts(ctx, op) else { return false };
    let results = ctx.affine.map_data(map).results.clone();
    if results.is_empty() {
        return false;
    }
    let current: Vec<bool> = match prop(ctx, op, "in_bounds").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(xs)) => xs.iter().map(|&x| matches!(ctx.attr_data(x), AttrData::Bool(true))).collect(),
        _ => return false,
    };
    if current.len() != results.len() {
        return false;
    }
    let (TypeData::MemRef { shape, .. } | TypeData::RankedTensor { shape, .. }) =
        ctx.type_data(ctx.ir.value_type(base))
    else {
        return false;
    };
    let TypeData::Vector { shape: vshape, .. } = ctx.type_data(vector) else { return false };
    let (shape, vshape) = (shape.clone(), vshape.clone());
    let mut in_bounds = Vec::with_capacity(results.len());
    let mut changed = false;
    let mut non_broadcast = Vec::new();
    for (i, &e) in results.iter().enumerate() {
        if current[i] {
            in_bounds.push(true);
            continue;
        }
        let mut known = false;
        if let AffineExprData::Dim(d) = ctx.affine.data(e) {
            let d = d as usize;
            known = shape.get(d).is_some_and(|&size| size >= 0)
                && indices.get(d).and_then(|&v| constant_index_value(ctx, v)).is_some_and(|c| {
                    vshape.get(i).is_some_and(|&n| c.checked_add(n).is_some_and(|end| end <= shape[d]))
                });
            non_broadcast.push(i);
        }
        in_bounds.push(known);
        changed |= known;
    }
    if non_broadcast.iter().all(|&i| in_bounds[i]) {
        for (i, &e) in results.iter().enumerate() {
            if ctx.affine.as_constant(e) == Some(0) && !in_bounds[i] {
                in_bounds[i] = true;
                changed = true;
            }
        }
    }
    if !changed {
        return false;
    }
    let flags: Vec<Attribute> = in_bounds.iter().map(|&b| ctx.bool_attr(b)).collect();
    let a = ctx.array_attr(flags);
    crate::arith::set_prop(ctx, op, "in_bounds", a);
    true
}
