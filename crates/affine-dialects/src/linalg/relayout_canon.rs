//! The folders and canonicalization patterns of `linalg.pack` and
//! `linalg.unpack` (MLIR 22's `LinalgOps.cpp`): `PackOp::fold` /
//! `UnPackOp::fold` (a splat constant source becomes a splat of the result
//! type), `PackOp::canonicalize` / `UnPackOp::canonicalize` (a pack of an
//! unpack with the same tiles and permutations, or the reverse, is its
//! source; an unneeded padding value goes; a destination made by a
//! destination-style op is that op's init; an unpack read by one
//! zero-offset `extract_slice` that drops only padding unpacks into a slice
//! of its destination; sizes one side gives statically become static on the
//! other through casts) and the dialect's `FoldTensorCastPackOp` /
//! `FoldTensorCastUnPackOp` (casts that only lose static information fold
//! into the op, whose result is cast back).

use super::relayout::{PACK, UNPACK};
use crate::arith::types::{prop, set_state_prop};
use crate::memref::view_canon::{Mixed, slice_lists};
use crate::tensor_canon::{can_fold_into_consumer, dps_init, new_cast, ranked, slice_state};
use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, Type, TypeData};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet};

const OUTER: &str = "outer_dims_perm";
const INNER_POS: &str = "inner_dims_pos";
const STATIC_TILES: &str = "static_inner_tiles";

/// The patterns of `linalg.pack` / `linalg.unpack` (their `canonicalize`
/// methods).
pub(super) fn op_patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        PACK => set.add_fn("PackOp::canonicalize", PACK, canonicalize_pack),
        UNPACK => set.add_fn("UnPackOp::canonicalize", UNPACK, canonicalize_unpack),
        _ => {}
    }
}

/// The dialect's cast-folding patterns of the relayout ops (registered
/// between `FoldTensorCastConsumerOp` and `InferStaticShapeOfOperands`).
pub(super) fn dialect_patterns(set: &mut RewritePatternSet) {
    set.add_fn("FoldTensorCastPackOp", PACK, fold_cast_pack);
    set.add_fn("FoldTensorCastUnPackOp", UNPACK, fold_cast_unpack);
}

/// The parts of a pack or unpack.
struct Relayout {
    pack: bool,
    source: ValueId,
    dest: ValueId,
    padding: Option<ValueId>,
    inner_pos: Vec<i64>,
    outer_perm: Vec<i64>,
    /// The mixed tiles (static values and tile operands).
    tiles: Vec<Mixed>,
}

fn i64s(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    prop(ctx, op, name).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default()
}

/// Reads a verified pack or unpack; `None` for anything else.
fn parts(ctx: &Context, op: OpId) -> Option<Relayout> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let pack = match name {
        PACK => true,
        UNPACK => false,
        _ => return None,
    };
    let operands = ctx.ir.operands(op);
    let statics = i64s(ctx, op, STATIC_TILES);
    let n_dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if operands.len() < 2 + n_dynamic {
        return None;
    }
    let first_tile = operands.len() - n_dynamic;
    let padding = match first_tile {
        2 => None,
        3 if pack => Some(operands[2]),
        _ => return None,
    };
    let mut dynamic = operands[first_tile..].iter();
    let tiles = statics
        .iter()
        .map(|&s| if s == DYNAMIC { dynamic.next().map(|&v| Mixed::Value(v)) } else { Some(Mixed::Static(s)) })
        .collect::<Option<Vec<_>>>()?;
    Some(Relayout {
        pack,
        source: operands[0],
        dest: operands[1],
        padding,
        inner_pos: i64s(ctx, op, INNER_POS),
        outer_perm: i64s(ctx, op, OUTER),
        tiles,
    })
}

fn shape(ctx: &Context, v: ValueId) -> Option<Vec<i64>> {
    ranked(ctx, ctx.ir.value_type(v)).map(|(s, ..)| s)
}

/// A ranked tensor type like `t` with `shape`.
fn with_shape(ctx: &mut Context, t: Type, shape: &[i64]) -> Option<Type> {
    let (_, elem, encoding) = ranked(ctx, t)?;
    Some(ctx.ty(TypeData::RankedTensor { shape: shape.to_vec(), elem, encoding }))
}

/// `getConstantIntValue` of a mixed tile.
fn tile_constant(ctx: &Context, t: Mixed) -> Option<i64> {
    match t {
        Mixed::Static(s) => Some(s),
        Mixed::Value(v) => crate::arith::constant_int(ctx, v).and_then(|c| i64::try_from(c).ok()),
    }
}

/// MLIR's `isIdentityPermutation` (the empty permutation is one).
fn is_identity(perm: &[i64]) -> bool {
    perm.iter().enumerate().all(|(i, &p)| p == i as i64)
}

/// MLIR's `hasSameInnerOuterAttribute`: the same `inner_dims_pos`, and the
/// same `outer_dims_perm` (a missing one equals the identity).
fn same_inner_outer(a: &Relayout, b: &Relayout) -> bool {
    a.inner_pos == b.inner_pos
        && (a.outer_perm == b.outer_perm || (is_identity(&a.outer_perm) && is_identity(&b.outer_perm)))
}

/// MLIR's `haveSameTiles`: each tile the same constant or the same value
/// (`isEqualConstantIntOrValue`).
fn same_tiles(ctx: &Context, a: &Relayout, b: &Relayout) -> bool {
    a.tiles.len() == b.tiles.len()
        && a.tiles.iter().zip(&b.tiles).all(|(&x, &y)| match (tile_constant(ctx, x), tile_constant(ctx, y)) {
            (Some(p), Some(q)) => p == q,
            _ => x == y,
        })
}

/// The source of the `defining` relayout op of `v` (an unpack under a pack
/// or the reverse) when the two cancel: the same types across, no padding,
/// the same tiles and permutations (MLIR's `pack(unpack(x))` and
/// `unpack(pack(x))` folds).
fn cancelling_source(ctx: &Context, outer: &Relayout, outer_result: Type) -> Option<ValueId> {
    let def = ctx.ir.defining_op(outer.source)?;
    let inner = parts(ctx, def)?;
    if inner.pack == outer.pack {
        return None;
    }
    let (pack, unpack) = if outer.pack { (outer, &inner) } else { (&inner, outer) };
    // pack(unpack(x)): the unpack's source type is the pack's dest type;
    // unpack(pack(x)): the pack's source type is the unpack's dest type.
    let inner_source_type = ctx.ir.value_type(inner.source);
    if inner_source_type != outer_result || pack.padding.is_some() {
        return None;
    }
    (same_inner_outer(pack, unpack) && same_tiles(ctx, pack, unpack)).then_some(inner.source)
}

/// `applyPermutationToVector(v, invertPermutationVector(perm))`:
/// `out[perm[i]] = v[i]`.
fn apply_inverse(v: &[i64], perm: &[i64]) -> Vec<i64> {
    let mut out = v.to_vec();
    for (i, &p) in perm.iter().enumerate() {
        if let (Some(slot), Some(&x)) = (out.get_mut(p as usize), v.get(i)) {
            *slot = x;
        }
    }
    out
}

/// MLIR's `inferStaticShape` of a pack or unpack: an untiled dimension
/// static on one side (the unpacked tensor) and dynamic on the other (the
/// outer dimension of the packed tensor it becomes) takes the static size on
/// both. Gives the new (unpacked, packed) shapes when something changed.
fn infer_static_shape(unpacked: &[i64], packed: &[i64], r: &Relayout) -> Option<(Vec<i64>, Vec<i64>)> {
    let (mut u, mut p) = (unpacked.to_vec(), packed.to_vec());
    // inverse[i]: the packed outer position of unpacked dimension i.
    let inverse: Vec<i64> = if r.outer_perm.is_empty() {
        Vec::new()
    } else {
        let mut inv = vec![0; r.outer_perm.len()];
        for (i, &q) in r.outer_perm.iter().enumerate() {
            *inv.get_mut(q as usize)? = i as i64;
        }
        inv
    };
    let mut changed = false;
    for i in 0..u.len() {
        if r.inner_pos.contains(&(i as i64)) {
            continue;
        }
        // Unpacked dimension `i` is the packed outer dimension `inverse[i]`.
        let (upos, ppos) = if inverse.is_empty() { (i, i) } else { (i, *inverse.get(i)? as usize) };
        let (usz, psz) = (*u.get(upos)?, *p.get(ppos)?);
        if (usz == DYNAMIC) == (psz == DYNAMIC) {
            continue;
        }
        let size = if usz == DYNAMIC { psz } else { usz };
        u[upos] = size;
        p[ppos] = size;
        changed = true;
    }
    changed.then_some((u, p))
}

/// MLIR's `PackOp::canonicalize`.
fn canonicalize_pack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(r) = parts(rw.ctx, op) else { return false };
    let result_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    // pack(unpack(x)) -> x.
    if let Some(x) = cancelling_source(rw.ctx, &r, result_type) {
        rw.replace_op(op, &[x]);
        return true;
    }
    let (Some(src_shape), Some(dest_shape)) = (shape(rw.ctx, r.source), shape(rw.ctx, r.dest)) else { return false };
    // An unneeded padding value goes.
    if r.padding.is_some() && padding_not_needed(rw.ctx, &r, &src_shape, &dest_shape) {
        rw.modify_op_in_place(op, |ctx| {
            let mut operands = ctx.ir.operands(op).to_vec();
            operands.remove(2);
            ctx.ir.set_operands(op, operands);
            let segs = ctx.dense_i32_array_attr(&[
                1,
                1,
                0,
                r.tiles.iter().filter(|t| matches!(t, Mixed::Value(_))).count() as i32,
            ]);
            crate::arith::set_prop(ctx, op, "operandSegmentSizes", segs);
        });
        return true;
    }
    // Static sizes across, through casts.
    let Some((new_src, new_dest)) = infer_static_shape(&src_shape, &dest_shape, &r) else { return false };
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut source = r.source;
    if new_src != src_shape {
        let Some(t) = with_shape(rw.ctx, rw.ctx.ir.value_type(r.source), &new_src) else { return false };
        source = new_cast(rw, loc, r.source, t);
    }
    let mut dest = r.dest;
    let dest_changed = new_dest != dest_shape;
    if dest_changed {
        let Some(t) = with_shape(rw.ctx, rw.ctx.ir.value_type(r.dest), &new_dest) else { return false };
        dest = new_cast(rw, loc, r.dest, t);
    }
    let dest_type = rw.ctx.ir.value_type(dest);
    let result = rw.ctx.ir.result(op, 0);
    rw.modify_op_in_place(op, |ctx| {
        ctx.ir.set_operand(op, 0, source);
        ctx.ir.set_operand(op, 1, dest);
        ctx.ir.set_value_type(result, dest_type);
    });
    if dest_changed {
        rw.set_insertion_point_after(op);
        let back = new_cast(rw, loc, result, result_type);
        let cast = rw.ctx.ir.defining_op(back);
        rw.replace_uses_where(result, back, |_, user| Some(user) != cast);
    }
    true
}

/// MLIR 22's `paddingIsNotNeeded`: static tiles, no dynamic tiled
/// dimension, and every tile divides its dimension.
fn padding_not_needed(ctx: &Context, r: &Relayout, src: &[i64], dest: &[i64]) -> bool {
    if r.tiles.iter().any(|t| matches!(t, Mixed::Value(_))) {
        return false;
    }
    // mlir-opt 22 keeps the padding of any dynamic tiled dimension (later
    // MLIR drops it under a tile of one).
    if r.inner_pos.iter().any(|&pos| src.get(pos as usize) == Some(&DYNAMIC)) {
        return false;
    }
    if dest.len() < src.len() {
        return false;
    }
    let tiles: Vec<super::relayout::Tile> = r
        .tiles
        .iter()
        .map(|&t| match t {
            Mixed::Static(s) => super::relayout::Tile::Static(s),
            Mixed::Value(v) => super::relayout::Tile::Dynamic(tile_constant(ctx, Mixed::Value(v))),
        })
        .collect();
    !super::relayout::requires_padding(src, &r.inner_pos, dest, &r.outer_perm, &tiles)
}

/// MLIR's `UnPackOp::canonicalize`.
fn canonicalize_unpack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(r) = parts(rw.ctx, op) else { return false };
    let result = rw.ctx.ir.result(op, 0);
    let result_type = rw.ctx.ir.value_type(result);
    // unpack(pack(x)) -> x: MLIR stops here when the source is a pack,
    // whether or not the two cancel.
    if let Some(def) = rw.ctx.ir.defining_op(r.source)
        && rw.ctx.op_name_str(rw.ctx.ir.op(def).name) == PACK
    {
        let Some(x) = cancelling_source(rw.ctx, &r, result_type) else { return false };
        rw.replace_op(op, &[x]);
        return true;
    }
    // unpack(x into dps(y)) -> unpack(x into y's init).
    if let affine_ir::ir::ValueDef::OpResult(def, index) = rw.ctx.ir.value(r.dest).def
        && let Some(init) = dps_init(rw.ctx, def, index as usize)
    {
        rw.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, 1, init));
        return true;
    }
    // extract_slice(unpack(x into y)) -> unpack(x into extract_slice(y)).
    if let [u] = rw.ctx.ir.uses(result)
        && let slice = u.op
        && rw.ctx.op_name_str(rw.ctx.ir.op(slice).name) == "tensor.extract_slice"
        && let Some(lists) = slice_lists(rw.ctx, slice, 1)
        && can_fold_slice(rw.ctx, &r, slice, &lists)
    {
        let loc = rw.ctx.ir.op(op).loc;
        let slice_type = rw.ctx.ir.value_type(rw.ctx.ir.result(slice, 0));
        let st = slice_state(rw.ctx, "tensor.extract_slice", loc, Some(slice_type), &[r.dest], &lists);
        rw.set_insertion_point_before(op);
        let new_dest = rw.create(st);
        let new_dest = rw.ctx.ir.result(new_dest, 0);
        rw.modify_op_in_place(op, |ctx| {
            ctx.ir.set_operand(op, 1, new_dest);
            ctx.ir.set_value_type(result, slice_type);
        });
        rw.replace_op(slice, &[result]);
        return true;
    }
    // Static sizes across, through casts, on a new unpack.
    let (Some(src_shape), Some(dest_shape)) = (shape(rw.ctx, r.source), shape(rw.ctx, r.dest)) else { return false };
    let Some((new_dest, new_src)) = infer_static_shape(&dest_shape, &src_shape, &r) else { return false };
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut source = r.source;
    if new_src != src_shape {
        let Some(t) = with_shape(rw.ctx, rw.ctx.ir.value_type(r.source), &new_src) else { return false };
        source = new_cast(rw, loc, r.source, t);
    }
    let mut dest = r.dest;
    if new_dest != dest_shape {
        let Some(t) = with_shape(rw.ctx, rw.ctx.ir.value_type(r.dest), &new_dest) else { return false };
        dest = new_cast(rw, loc, r.dest, t);
    }
    // `UnPackOp::create` keeps no discardable attribute.
    let st = relayout_state(rw.ctx, op, &r, source, dest, &r.tiles, false);
    let new = rw.create(st);
    let new_result = rw.ctx.ir.result(new, 0);
    let back = new_cast(rw, loc, new_result, result_type);
    rw.replace_op(op, &[back]);
    true
}

/// MLIR's `UnPackOp::canFoldSliceOp`: a slice of the same rank at offset
/// zero with unit strides that cuts, in each tiled dimension, less than one
/// tile (static sizes), and leaves the untiled dimensions whole.
fn can_fold_slice(ctx: &Context, r: &Relayout, slice: OpId, lists: &[Vec<Mixed>; 3]) -> bool {
    let Some(sliced) = shape(ctx, ctx.ir.result(slice, 0)) else { return false };
    let (Some(dest), Some(src)) = (shape(ctx, r.dest), shape(ctx, r.source)) else { return false };
    if sliced.len() != dest.len() || src.len() < dest.len() {
        return false;
    }
    let all = |list: &[Mixed], want: i64| list.iter().all(|&m| tile_constant(ctx, m) == Some(want));
    if !all(&lists[0], 0) || !all(&lists[2], 1) {
        return false;
    }
    // getPackedOuterShapeWithoutTransposition.
    let outer = apply_inverse(&src[..dest.len()], &r.outer_perm);
    let mut tiled = vec![false; outer.len()];
    for (&pos, t) in r.inner_pos.iter().zip(&r.tiles) {
        let pos = pos as usize;
        let Some(slot) = tiled.get_mut(pos) else { return false };
        *slot = true;
        let Mixed::Static(tile) = *t else { return false };
        if sliced[pos] == DYNAMIC || outer[pos] == DYNAMIC {
            return false;
        }
        let padding = outer[pos].wrapping_mul(tile).wrapping_sub(sliced[pos]);
        if padding >= tile {
            return false;
        }
    }
    outer.iter().zip(&tiled).zip(&sliced).all(|((&o, &t), &s)| t || (o != DYNAMIC && o == s))
}

/// A new pack / unpack like `op` (its permutations, padding for a pack) on
/// `source`, `dest` and `tiles`, its result of `dest`'s type; discardable
/// attributes copied if `keep_attrs`.
fn relayout_state(
    ctx: &mut Context,
    op: OpId,
    r: &Relayout,
    source: ValueId,
    dest: ValueId,
    tiles: &[Mixed],
    keep_attrs: bool,
) -> OpState {
    let d = ctx.ir.op(op);
    let (name, loc) = (d.name, d.loc);
    let attrs: Vec<_> = if keep_attrs { d.attrs.iter().copied().collect() } else { Vec::new() };
    let mut st = OpState::new(name, loc);
    st.attrs = attrs.into_iter().collect();
    st.operands.push(source);
    st.operands.push(dest);
    if let Some(p) = r.padding {
        st.operands.push(p);
    }
    let mut n_dynamic = 0;
    let mut statics = Vec::with_capacity(tiles.len());
    for t in tiles {
        match *t {
            Mixed::Static(s) => statics.push(s),
            Mixed::Value(v) => {
                st.operands.push(v);
                statics.push(DYNAMIC);
                n_dynamic += 1;
            }
        }
    }
    let a = ctx.dense_i64_array_attr(&r.inner_pos);
    set_state_prop(ctx, &mut st, INNER_POS, a);
    if !r.outer_perm.is_empty() {
        let a = ctx.dense_i64_array_attr(&r.outer_perm);
        set_state_prop(ctx, &mut st, OUTER, a);
    }
    let a = ctx.dense_i64_array_attr(&statics);
    set_state_prop(ctx, &mut st, STATIC_TILES, a);
    if r.pack {
        crate::memref::segment_sizes(ctx, &mut st, &[1, 1, i32::from(r.padding.is_some()), n_dynamic]);
    }
    st.result_types.push(ctx.ir.value_type(dest));
    st
}

/// The source of a `tensor.cast` defining `v` that only loses static
/// information (`canFoldIntoConsumerOp`).
fn foldable_cast_source(ctx: &Context, v: ValueId) -> Option<ValueId> {
    let def = ctx.ir.defining_op(v)?;
    (ctx.op_name_str(ctx.ir.op(def).name) == "tensor.cast" && can_fold_into_consumer(ctx, def))
        .then(|| ctx.ir.operands(def)[0])
}

/// MLIR's `getNewMixedTileSizes`: a tile whose packed dimension is static
/// in `packed` takes that size.
fn new_mixed_tiles(packed: &[i64], tiles: &[Mixed]) -> Vec<Mixed> {
    let tail = &packed[packed.len().saturating_sub(tiles.len())..];
    tiles.iter().zip(tail).map(|(&t, &d)| if d == DYNAMIC { t } else { Mixed::Static(d) }).collect()
}

/// MLIR's `FoldTensorCastPackOp` and `FoldTensorCastUnPackOp`: operands
/// defined by casts that only lose static information are replaced by the
/// casts' sources (`hasFoldableTensorCastOperand` /
/// `getUpdatedOperandsAfterCastOpFolding`), the tiles take the static sizes
/// of the new packed type, and the new op (its discardable attributes kept)
/// is cast back to the old result type if that changed.
fn fold_cast_relayout(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(r) = parts(rw.ctx, op) else { return false };
    let operands = rw.ctx.ir.operands(op).to_vec();
    if !operands.iter().any(|&v| foldable_cast_source(rw.ctx, v).is_some()) {
        return false;
    }
    let source = foldable_cast_source(rw.ctx, r.source).unwrap_or(r.source);
    let dest = foldable_cast_source(rw.ctx, r.dest).unwrap_or(r.dest);
    let packed = if r.pack { dest } else { source };
    let Some(packed_shape) = shape(rw.ctx, packed) else { return false };
    let tiles = new_mixed_tiles(&packed_shape, &r.tiles);
    if r.pack && tiles.contains(&Mixed::Static(0)) {
        return false;
    }
    let old_type = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let loc = rw.ctx.ir.op(op).loc;
    let st = relayout_state(rw.ctx, op, &r, source, dest, &tiles, true);
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let mut v = rw.ctx.ir.result(new, 0);
    if rw.ctx.ir.value_type(v) != old_type {
        v = new_cast(rw, loc, v, old_type);
    }
    rw.replace_op(op, &[v]);
    true
}

fn fold_cast_pack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    fold_cast_relayout(op, rw)
}

fn fold_cast_unpack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    fold_cast_relayout(op, rw)
}

/// MLIR's `PackOp::fold` / `UnPackOp::fold` (`reshapeConstantSource`): a
/// splat constant source of a result with a static shape folds to the splat
/// of the result type; for a pack with a padding value, only if the padding
/// is the same constant or no element is padding. (mlir-opt 22 also folds a
/// pack that pads with a value that is not constant, although the padded
/// elements then are not the splat: a miscompile we do not copy, see
/// `tests/lit/upstream-bugs/pack-fold-padding.mlir`.)
pub(super) fn fold(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some(r) = parts(ctx, op) else { return false };
    let Some(Some(src)) = c.first() else { return false };
    let value = match ctx.attr_data(*src) {
        AttrData::DenseElements { splat, values, .. } if *splat || values.len() == 1 => values[0],
        _ => return false,
    };
    if r.padding.is_some() {
        match c.get(2).copied().flatten() {
            Some(p) if p != value => return false,
            Some(_) => {}
            // A padding value that is not constant: only if no element is
            // padding.
            None => {
                let (Some(src), Some(dest)) = (shape(ctx, r.source), shape(ctx, r.dest)) else { return false };
                if !padding_not_needed(ctx, &r, &src, &dest) {
                    return false;
                }
            }
        }
    }
    let result_type = ctx.ir.value_type(ctx.ir.result(op, 0));
    let Some((shape, ..)) = ranked(ctx, result_type) else { return false };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let a = ctx.attr(AttrData::DenseElements { ty: result_type, splat: true, values: vec![value] });
    results.push(FoldResult::Attr(a));
    true
}
