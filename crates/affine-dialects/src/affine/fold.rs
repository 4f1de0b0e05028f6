//! The folders of the affine ops (MLIR's `AffineOps.cpp` `fold` methods)
//! and the dialect's constant materializer.
//!
//! * `affine.apply`: a map returning one of its inputs folds to that
//!   operand; otherwise the map is constant-folded over the constant
//!   operands (a division by zero or a non-positive modulus folds to poison).
//! * `affine.min` / `affine.max`: constant results are folded into the map
//!   (in place) or, all constant, to the min / max.
//! * `affine.load`: through a `memref.cast`; from a constant
//!   `memref.global` (splat, or constant subscripts).
//! * `affine.store`, `affine.prefetch`, `affine.dma_start`,
//!   `affine.dma_wait`: through a `memref.cast`.
//! * `affine.for`: constant bounds folded into the maps; a loop with no
//!   iteration folds to its initial values.

use affine_ir::affine::{AffineExprData, AffineExprKind, AffineMap};
use affine_ir::context::{AttrData, Attribute, Context, Location, Type, TypeData};
use affine_ir::ir::{OpId, ValueId};
use affine_ir::rewrite::{FoldResult, PatternRewriter};

use super::canonicalize::canonicalize_for_bounds;
use super::names;
use super::utils::{canonicalize_set_and_operands, compose_affine_map_and_operands, compose_set_and_operands};
use super::views::{
    AffineApplyView, AffineForMut, AffineForView, AffineIfMut, AffineIfView, AffineIndexOpView, AffineParallelMut,
    AffineParallelView, BasisElem, map_prop, prop,
};
use super::{Code, code_of};
use crate::arith::fold::build_poison;
use crate::arith::num::is_poison;

/// The result of constant-folding an affine map over partly constant
/// operands (MLIR's `AffineMap::partialConstantFold`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartialFold {
    /// The map with every result that folded replaced by its constant.
    pub map: AffineMap,
    /// The constant results, if all results folded.
    pub constants: Option<Vec<i64>>,
    /// A result would divide by zero or take a non-positive modulus.
    pub poison: bool,
}

/// Floor division rounding towards negative infinity (MLIR's `divideFloorSigned`).
pub fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) != (b < 0)) { q - 1 } else { q }
}

/// Ceiling division (MLIR's `divideCeilSigned`).
pub fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) == (b < 0)) { q + 1 } else { q }
}

/// Euclidean modulus for positive `b` (MLIR's `mod`).
pub fn modulo(a: i64, b: i64) -> i64 {
    let r = a % b;
    if r < 0 { r + b } else { r }
}

/// Constant-folds an expression of `map` (MLIR's `AffineExprConstantFolder`):
/// `Err(())` for poison, `Ok(None)` if some input is not constant.
fn fold_expr(
    ctx: &Context,
    e: affine_ir::affine::AffineExpr,
    num_dims: usize,
    c: &[Option<i64>],
) -> Result<Option<i64>, ()> {
    Ok(match ctx.affine.data(e) {
        AffineExprData::Constant(v) => Some(v),
        AffineExprData::Dim(i) => c.get(i as usize).copied().flatten(),
        AffineExprData::Symbol(i) => c.get(num_dims + i as usize).copied().flatten(),
        AffineExprData::Binary(kind, l, r) => {
            // The right operand is only looked at once the left one folded
            // (so a division by zero on the right of a non-constant left
            // side is no poison), as MLIR's folder does.
            let Some(a) = fold_expr(ctx, l, num_dims, c)? else { return Ok(None) };
            let Some(b) = fold_expr(ctx, r, num_dims, c)? else { return Ok(None) };
            match kind {
                AffineExprKind::Add => Some(a.wrapping_add(b)),
                AffineExprKind::Mul => Some(a.wrapping_mul(b)),
                AffineExprKind::Mod => {
                    if b < 1 {
                        return Err(());
                    }
                    Some(modulo(a, b))
                }
                AffineExprKind::FloorDiv => {
                    if b == 0 {
                        return Err(());
                    }
                    Some(floor_div(a, b))
                }
                AffineExprKind::CeilDiv => {
                    if b == 0 {
                        return Err(());
                    }
                    Some(ceil_div(a, b))
                }
                _ => None,
            }
        }
    })
}

/// MLIR's `AffineMap::partialConstantFold` with `constants[i]` the value of
/// input `i` if it is a constant, for a caller that asks about poison
/// (`affine.apply`): a result that would divide by zero makes the whole
/// fold poison.
pub fn partial_constant_fold(ctx: &mut Context, map: AffineMap, constants: &[Option<i64>]) -> PartialFold {
    partial_constant_fold_with(ctx, map, constants, true)
}

/// MLIR's `AffineMap::partialConstantFold` for a caller that does not ask
/// about poison (`affine.min` / `affine.max`): a result that would divide by
/// zero is kept as it is, as one over a non-constant input is, and the
/// other results still fold (so the op's map may change in place).
pub fn partial_constant_fold_keeping_poison(
    ctx: &mut Context,
    map: AffineMap,
    constants: &[Option<i64>],
) -> PartialFold {
    partial_constant_fold_with(ctx, map, constants, false)
}

fn partial_constant_fold_with(
    ctx: &mut Context,
    map: AffineMap,
    constants: &[Option<i64>],
    poison_stops: bool,
) -> PartialFold {
    let d = ctx.affine.map_data(map);
    let (num_dims, num_symbols, n) = (d.num_dims, d.num_symbols, d.results.len());
    let mut exprs = Vec::with_capacity(n);
    let mut values = Some(Vec::with_capacity(n));
    let mut changed = false;
    for i in 0..n {
        let e = ctx.affine.map_data(map).results[i];
        match fold_expr(ctx, e, num_dims as usize, constants) {
            Err(()) if poison_stops => return PartialFold { map, constants: None, poison: true },
            Ok(Some(v)) => {
                let c = ctx.affine.constant(v);
                changed |= c != e;
                exprs.push(c);
                if let Some(vs) = values.as_mut() {
                    vs.push(v);
                }
            }
            Ok(None) | Err(()) => {
                exprs.push(e);
                values = None;
            }
        }
    }
    // Unchanged results: the same map (interning would give it back).
    let folded = if changed { ctx.affine.map(num_dims, num_symbols, &exprs) } else { map };
    PartialFold { map: folded, constants: values, poison: false }
}

/// The integer constant of each operand (MLIR's `m_Constant` on an
/// `IntegerAttr`), from the fold hook's constant operands.
fn int_constants(ctx: &Context, c: &[Option<Attribute>]) -> Vec<Option<i64>> {
    c.iter()
        .map(|a| {
            a.and_then(|a| match ctx.attr_data(a) {
                AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
                _ => None,
            })
        })
        .collect()
}

fn poison_attr(ctx: &mut Context) -> Attribute {
    ctx.attr(AttrData::Opaque("ub.poison".into()))
}

/// The `fold` hook of every affine op.
pub fn fold(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    // Dispatch on the name without copying it (this runs for every visit
    // of every affine op).
    enum Kind {
        Apply,
        MinMax { is_min: bool },
        Load,
        Store,
        MemRefCast,
        For,
        If,
        Parallel,
        Delinearize,
        Linearize,
    }
    let Some(code) = code_of(ctx, op) else { return false };
    let kind = match code {
        Code::Apply => Kind::Apply,
        Code::Min => Kind::MinMax { is_min: true },
        Code::Max => Kind::MinMax { is_min: false },
        Code::Load => Kind::Load,
        Code::Store => Kind::Store,
        Code::Prefetch | Code::DmaStart | Code::DmaWait => Kind::MemRefCast,
        Code::For => Kind::For,
        Code::If => Kind::If,
        Code::Parallel => Kind::Parallel,
        Code::DelinearizeIndex => Kind::Delinearize,
        Code::LinearizeIndex => Kind::Linearize,
        _ => return false,
    };
    match kind {
        Kind::Apply => fold_apply(ctx, op, c, results),
        Kind::MinMax { is_min } => fold_min_max(ctx, op, c, results, is_min),
        Kind::Load => fold_load(ctx, op, results),
        Kind::Store => fold_memref_cast(ctx, op, ctx.ir.operands(op).first().copied()),
        Kind::MemRefCast => fold_memref_cast(ctx, op, None),
        Kind::For => fold_for(ctx, op, results),
        Kind::If => fold_if(ctx, op),
        Kind::Parallel => fold_parallel(ctx, op),
        Kind::Delinearize => fold_delinearize(ctx, op, c, results),
        Kind::Linearize => fold_linearize(ctx, op, c, results),
    }
}

/// MLIR's `foldCstValueToCstAttrBasis`: dynamic basis operands that are
/// constants become static entries (operands from `first_dynamic` on are
/// the dynamic basis). True if the op changed.
fn fold_constant_basis(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], first_dynamic: usize) -> bool {
    let Some(statics) = prop(ctx, op, "static_basis").and_then(|a| ctx.attr_dense_i64s(a)) else { return false };
    let consts = int_constants(ctx, c);
    let operands = ctx.ir.operands(op).to_vec();
    if operands.len() < first_dynamic || !consts[first_dynamic..].iter().any(Option::is_some) {
        return false;
    }
    let mut kept = operands[..first_dynamic].to_vec();
    let mut dynamic = operands[first_dynamic..].iter().zip(&consts[first_dynamic..]);
    let mut new_statics = Vec::with_capacity(statics.len());
    for s in statics {
        if s != affine_ir::context::DYNAMIC {
            new_statics.push(s);
            continue;
        }
        match dynamic.next() {
            Some((_, Some(k))) => new_statics.push(*k),
            Some((&v, None)) => {
                new_statics.push(s);
                kept.push(v);
            }
            None => return false,
        }
    }
    let n_dynamic = kept.len() - first_dynamic;
    ctx.ir.set_operands(op, kept);
    let sb = ctx.dense_i64_array_attr(&new_statics);
    super::views::set_prop(ctx, op, "static_basis", sb);
    if ctx.op_name_str(ctx.ir.op(op).name) == names::LINEARIZE_INDEX {
        let seg = ctx.dense_i32_array_attr(&[first_dynamic as i32, n_dynamic as i32]);
        super::views::set_prop(ctx, op, "operandSegmentSizes", seg);
    }
    true
}

/// MLIR's `AffineDelinearizeIndexOp::fold`: constant dynamic basis entries
/// become static (in place); one result is the linear index; a constant
/// linear index over a static basis folds to constants.
fn fold_delinearize(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    if fold_constant_basis(ctx, op, c, 1) {
        return true;
    }
    let Some(v) = AffineIndexOpView::get(ctx, op) else { return false };
    if v.multi_index.len() == 1 {
        results.push(FoldResult::Value(v.linear_index));
        return true;
    }
    let Some(Some(mut high)) = int_constants(ctx, c).first().copied() else { return false };
    let mut statics = Vec::with_capacity(v.basis.len());
    for b in &v.basis {
        match *b {
            BasisElem::Static(s) => statics.push(s),
            BasisElem::Dynamic(_) => return false,
        }
    }
    if v.has_outer_bound() {
        statics.remove(0);
    }
    let mut values = Vec::with_capacity(statics.len() + 1);
    for &m in statics.iter().rev() {
        if m <= 0 {
            // Invalid (the verifier rejects it): nothing to fold.
            return false;
        }
        values.push(modulo(high, m));
        high = floor_div(high, m);
    }
    values.push(high);
    for x in values.into_iter().rev() {
        let a = ctx.index_attr(x);
        results.push(FoldResult::Attr(a));
    }
    true
}

/// MLIR's `AffineLinearizeIndexOp::fold`: constant dynamic basis entries
/// become static (in place); no index is 0; one index is itself; constant
/// indices over a static basis fold to their linearization.
fn fold_linearize(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let n_multi = AffineIndexOpView::get(ctx, op).map(|v| v.multi_index.len());
    let Some(n_multi) = n_multi else { return false };
    if fold_constant_basis(ctx, op, c, n_multi) {
        return true;
    }
    let Some(v) = AffineIndexOpView::get(ctx, op) else { return false };
    if v.multi_index.is_empty() {
        let a = ctx.index_attr(0);
        results.push(FoldResult::Attr(a));
        return true;
    }
    if v.multi_index.len() == 1 {
        results.push(FoldResult::Value(v.multi_index[0]));
        return true;
    }
    let consts = int_constants(ctx, c);
    let Some(indices) = consts[..n_multi].iter().copied().collect::<Option<Vec<i64>>>() else { return false };
    let mut statics = Vec::with_capacity(v.basis.len());
    for b in &v.basis {
        match *b {
            BasisElem::Static(s) => statics.push(s),
            BasisElem::Dynamic(_) => return false,
        }
    }
    // MLIR computes with wrapping int64 arithmetic.
    let (mut result, mut stride) = (0i64, 1i64);
    for (&len, &idx) in statics.iter().rev().zip(indices.iter().rev()) {
        result = result.wrapping_add(idx.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if !v.has_outer_bound() {
        result = result.wrapping_add(indices[0].wrapping_mul(stride));
    }
    let a = ctx.index_attr(result);
    results.push(FoldResult::Attr(a));
    true
}

fn fold_apply(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some(v) = AffineApplyView::get(ctx, op) else { return false };
    let (map, operands) = (v.map, v.operands.to_vec());
    let d = ctx.affine.map_data(map).clone();
    let Some(&e) = d.results.first() else { return false };
    match ctx.affine.data(e) {
        AffineExprData::Dim(i) => {
            results.push(FoldResult::Value(operands[i as usize]));
            return true;
        }
        AffineExprData::Symbol(i) => {
            results.push(FoldResult::Value(operands[d.num_dims as usize + i as usize]));
            return true;
        }
        _ => {}
    }
    let constants = int_constants(ctx, c);
    let folded = partial_constant_fold(ctx, map, &constants);
    if folded.poison {
        let p = poison_attr(ctx);
        results.push(FoldResult::Attr(p));
        return true;
    }
    match folded.constants.as_deref() {
        Some([v]) => {
            let a = ctx.index_attr(*v);
            results.push(FoldResult::Attr(a));
            true
        }
        _ => false,
    }
}

fn fold_min_max(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
    min: bool,
) -> bool {
    let Some(v) = AffineApplyView::get(ctx, op) else { return false };
    let (map, first) = (v.map, v.operands.first().copied());
    let constants = int_constants(ctx, c);
    let folded = partial_constant_fold_keeping_poison(ctx, map, &constants);
    // MLIR's `foldedMap.getNumSymbols() == 1 && foldedMap.isSymbolIdentity()`.
    // `AffineMap::isSymbolIdentity` in MLIR 22 compares the results with
    // *dimensions*: it holds for `(d0, ...)[s0] -> (d0)` and never for
    // `()[s0] -> (s0)` (that one is left to the canonicalization patterns),
    // so the fold returns the first operand only where it is the result.
    let d = ctx.affine.map_data(folded.map);
    if d.num_symbols == 1
        && d.results.len() == 1
        && ctx.affine.data(d.results[0]) == AffineExprData::Dim(0)
        && let Some(f) = first
    {
        results.push(FoldResult::Value(f));
        return true;
    }
    let Some(values) = folded.constants else {
        if folded.map == map {
            return false;
        }
        let a = ctx.affine_map_attr(folded.map);
        crate::arith::set_prop(ctx, op, "map", a);
        return true;
    };
    let best = if min { values.iter().min() } else { values.iter().max() };
    match best {
        Some(&b) => {
            let a = ctx.index_attr(b);
            results.push(FoldResult::Attr(a));
            true
        }
        None => false,
    }
}

/// MLIR's `memref::foldMemRefCast`: operands produced by a `memref.cast` of
/// a ranked memref use the cast's source instead (except `inner`).
pub fn fold_memref_cast(ctx: &mut Context, op: OpId, inner: Option<ValueId>) -> bool {
    // Every visit of every access asks: decide "no operand comes from a
    // cast" in one read-only pass over the operands (most are block
    // arguments, which have no defining op) before the loop that edits.
    let Some(first) = ctx.ir.operands(op).iter().position(|&v| {
        Some(v) != inner && ctx.ir.defining_op(v).is_some_and(|d| ctx.op_name_str(ctx.ir.op(d).name) == "memref.cast")
    }) else {
        return false;
    };
    let mut folded = false;
    for i in first..ctx.ir.operands(op).len() {
        let v = ctx.ir.operands(op)[i];
        if Some(v) == inner {
            continue;
        }
        let Some(cast) = ctx.ir.defining_op(v) else { continue };
        if ctx.op_name_str(ctx.ir.op(cast).name) != "memref.cast" {
            continue;
        }
        let src = ctx.ir.operands(cast)[0];
        if matches!(ctx.type_data(ctx.ir.value_type(src)), TypeData::UnrankedMemRef { .. }) {
            continue;
        }
        ctx.ir.set_operand(op, i, src);
        folded = true;
    }
    folded
}

fn fold_load(ctx: &mut Context, op: OpId, results: &mut Vec<FoldResult>) -> bool {
    if fold_memref_cast(ctx, op, None) {
        return true;
    }
    let Some(&memref) = ctx.ir.operands(op).first() else { return false };
    let Some(get_global) = ctx.ir.defining_op(memref) else { return false };
    if ctx.op_name_str(ctx.ir.op(get_global).name) != "memref.get_global" {
        return false;
    }
    let Some(name) = prop(ctx, get_global, "name").and_then(|a| match ctx.attr_data(a) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }) else {
        return false;
    };
    let Some(global) = lookup_global(ctx, get_global, name) else { return false };
    // Only constant globals with an elements initializer.
    if prop(ctx, global, "constant").is_none() {
        return false;
    }
    let Some(init) = prop(ctx, global, "initial_value") else { return false };
    let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(init).clone() else { return false };
    if splat || values.len() == 1 {
        results.push(FoldResult::Attr(values[0]));
        return true;
    }
    let Some(map) = map_prop(ctx, op, "map") else { return false };
    let Some(indices) = ctx.affine.map_constant_results(map) else { return false };
    let Some(shape) = ctx.shape(ty).map(|s| s.to_vec()) else { return false };
    let mut linear: i64 = 0;
    for (&i, &d) in indices.iter().zip(&shape) {
        if i < 0 || i >= d {
            return false;
        }
        linear = linear * d + i;
    }
    match values.get(linear as usize) {
        Some(&v) => {
            results.push(FoldResult::Attr(v));
            true
        }
        None => false,
    }
}

/// The `memref.global` named `name` in the closest symbol table above `from`.
fn lookup_global(ctx: &Context, from: OpId, name: affine_ir::Ident) -> Option<OpId> {
    let mut cur = ctx.ir.parent_op(from);
    while let Some(p) = cur {
        if ctx.op_has_trait(p, affine_ir::dialect::traits::SYMBOL_TABLE) {
            let sym = ctx.lookup_ident("sym_name")?;
            for &r in ctx.ir.regions(p) {
                for b in ctx.ir.region_blocks(r) {
                    for o in ctx.ir.block_ops(b) {
                        let named = ctx.ir.attr(o, sym).is_some_and(
                            |a| matches!(ctx.attr_data(a), AttrData::String { value, .. } if ctx.lookup_ident(value) == Some(name)),
                        );
                        if named {
                            return (ctx.op_name_str(ctx.ir.op(o).name) == "memref.global").then_some(o);
                        }
                    }
                }
            }
            return None;
        }
        cur = ctx.ir.parent_op(p);
    }
    None
}

/// The constant value of every operand of `operands`.
fn operand_constants(ctx: &Context, operands: &[ValueId]) -> Vec<Option<i64>> {
    operands.iter().map(|&v| super::scope::constant_int_value(ctx, v)).collect()
}

/// A loop bound read once from the op: its map and operands.
type LoopBound = (AffineMap, Vec<ValueId>);

/// MLIR's `foldLoopBounds`: a bound whose map folds to constants over
/// constant operands becomes that constant (max / min of its results).
/// `lower` and `upper` are the loop's bounds as read before the call
/// (setting one bound to a constant leaves the other as it is).
fn fold_loop_bounds(ctx: &mut Context, op: OpId, lower: &LoopBound, upper: &LoopBound) -> bool {
    let mut folded = false;
    for (is_lower, (map, operands)) in [(true, lower), (false, upper)] {
        // Constant bounds (`0`, `16`, the common case) have nothing to fold.
        if ctx.affine.map_single_constant_result(*map).is_some() {
            continue;
        }
        let constants = operand_constants(ctx, operands);
        let fold = partial_constant_fold(ctx, *map, &constants);
        let Some(values) = fold.constants else { continue };
        let bound = if is_lower { values.iter().max() } else { values.iter().min() };
        let Some(&bound) = bound else { continue };
        let Some(mut f) = AffineForMut::get(ctx, op) else { return folded };
        if is_lower {
            f.set_constant_lower_bound(bound);
        } else {
            f.set_constant_upper_bound(bound);
        }
        folded = true;
    }
    folded
}

/// True if `map` is a single constant over no inputs (`0`, `16`): such a
/// bound has nothing to fold or canonicalize.
fn is_plain_constant_bound(ctx: &Context, map: AffineMap) -> bool {
    // One read of the map's data (`map_single_constant_result` would read
    // it again): this runs twice for every visit of every loop.
    let d = ctx.affine.map_data(map);
    d.num_dims == 0
        && d.num_symbols == 0
        && d.results.len() == 1
        && matches!(ctx.affine.data(d.results[0]), AffineExprData::Constant(_))
}

/// True if `op` (an `affine.for`) has no operands and no results and both
/// of its bounds are plain constants: then [`fold_for`] has nothing to do
/// (no bound to fold or canonicalize, no result to fold). That is the usual
/// loop once canonical, and the driver revisits a loop each time anything
/// in its body changes: this reads the two bound properties only, without
/// building the loop's view (the same properties as the view: the first of
/// each name among properties, then attributes).
fn is_inert_constant_loop(ctx: &Context, op: OpId) -> bool {
    let d = ctx.ir.op(op);
    if !d.operands.is_empty() || !d.results.is_empty() {
        return false;
    }
    let (mut lower, mut upper) = (None, None);
    for na in d.props.iter().chain(d.attrs.iter()) {
        let slot = match na.name {
            affine_ir::known::LOWER_BOUND_MAP => &mut lower,
            affine_ir::known::UPPER_BOUND_MAP => &mut upper,
            _ => continue,
        };
        slot.get_or_insert(na.value);
    }
    let bound = |a: Option<Attribute>| a.and_then(|a| ctx.attr_affine_map(a));
    match (bound(lower), bound(upper)) {
        (Some(l), Some(u)) => is_plain_constant_bound(ctx, l) && is_plain_constant_bound(ctx, u),
        _ => false,
    }
}

fn fold_for(ctx: &mut Context, op: OpId, results: &mut Vec<FoldResult>) -> bool {
    if is_inert_constant_loop(ctx, op) {
        return false;
    }
    // Loops with plain constant bounds (the common case) skip the bound
    // folding and canonicalization (both would leave them as they are) and
    // build their view once; other loops read their bounds once for both.
    let (lower, upper) = {
        let Some(v) = AffineForView::get(ctx, op) else { return false };
        if v.lower_operands.is_empty()
            && v.upper_operands.is_empty()
            && is_plain_constant_bound(ctx, v.lower_map)
            && is_plain_constant_bound(ctx, v.upper_map)
        {
            return fold_for_results(ctx, &v, results, false);
        }
        ((v.lower_map, v.lower_operands.to_vec()), (v.upper_map, v.upper_operands.to_vec()))
    };
    let folded = fold_for_bounds(ctx, op, lower, upper);
    match AffineForView::get(ctx, op) {
        Some(v) => fold_for_results(ctx, &v, results, folded),
        None => folded,
    }
}

/// The end of [`fold_for`]: a loop with results that runs zero times, or
/// whose body only yields, folds to the values it produces; else `folded`
/// (whether a bound changed in place).
fn fold_for_results(ctx: &Context, v: &AffineForView<'_>, results: &mut Vec<FoldResult>, folded: bool) -> bool {
    if !v.results.is_empty() && v.constant_trip_count(ctx) == Some(0) {
        results.extend(v.inits.iter().map(|&i| FoldResult::Value(i)));
        return true;
    }
    if let Some(values) = fold_empty_loop(ctx, v) {
        results.extend(values.into_iter().map(FoldResult::Value));
        return true;
    }
    folded
}

/// The bound folding and canonicalization of [`fold_for`] (`lower` and
/// `upper`: the bounds as read from the op): true if a bound changed.
fn fold_for_bounds(ctx: &mut Context, op: OpId, lower: LoopBound, upper: LoopBound) -> bool {
    let mut folded = fold_loop_bounds(ctx, op, &lower, &upper);
    // Unless a bound was just folded, canonicalize the bounds already read.
    let bounds = if folded { None } else { Some((lower, upper)) };
    if let Some(((lb_map, lb_ops), (ub_map, ub_ops))) = canonicalize_for_bounds(ctx, op, bounds)
        && let Some(mut f) = AffineForMut::get(ctx, op)
    {
        let (old_lb, old_ub) = f.view().map(|v| (v.lower_map, v.upper_map)).unwrap_or((lb_map, ub_map));
        if lb_map != old_lb {
            f.set_lower_bound(lb_map, &lb_ops);
        }
        if ub_map != old_ub {
            f.set_upper_bound(ub_map, &ub_ops);
        }
        folded = true;
    }
    folded
}

/// A loop whose body is only its `affine.yield` folds to the values it
/// would produce when they do not depend on the iterations (MLIR 22 folds
/// what its `AffineForEmptyLoopFolder` pattern did): inits for yielded
/// iteration arguments, the value itself for values defined outside.
fn fold_empty_loop(ctx: &Context, v: &AffineForView<'_>) -> Option<Vec<ValueId>> {
    if v.results.is_empty() || ctx.ir.block(v.body).first != ctx.ir.block(v.body).last {
        return None;
    }
    let trip = v.constant_trip_count(ctx);
    let yield_op = v.yield_op(ctx)?;
    let mut replacements = Vec::with_capacity(v.results.len());
    let (mut outside, mut out_of_order) = (false, false);
    for (i, &val) in ctx.ir.operands(yield_op).iter().enumerate() {
        if val == v.iv {
            return None;
        }
        match v.iter_args.iter().position(|&a| a == val) {
            Some(pos) => {
                out_of_order |= pos != i;
                replacements.push(v.inits[pos]);
            }
            None => {
                outside = true;
                replacements.push(val);
            }
        }
    }
    if trip.is_none() && (outside || out_of_order) {
        return None;
    }
    if trip.is_some_and(|t| t >= 2) && out_of_order {
        return None;
    }
    Some(replacements)
}

/// `affine.if` folds by composing and canonicalizing its condition (in place).
fn fold_if(ctx: &mut Context, op: OpId) -> bool {
    let Some(v) = AffineIfView::get(ctx, op) else { return false };
    let (old_set, old_operands) = (v.condition, v.operands.to_vec());
    let (mut set, mut operands) = (old_set, old_operands.clone());
    compose_set_and_operands(ctx, &mut set, &mut operands);
    canonicalize_set_and_operands(ctx, &mut set, &mut operands);
    if set == old_set && operands == old_operands {
        return false;
    }
    match AffineIfMut::get(ctx, op) {
        Some(mut e) => {
            e.set_conditional(set, &operands);
            true
        }
        None => false,
    }
}

/// `affine.parallel` folds by composing the `affine.apply` ops feeding its
/// bound maps into them (MLIR's `AffineValueMap::canonicalize`), in place.
fn fold_parallel(ctx: &mut Context, op: OpId) -> bool {
    let Some(v) = AffineParallelView::get(ctx, op) else { return false };
    let n = v.num_loops();
    let groups: Option<Vec<_>> = (0..n).map(|i| Some((v.lower_group(i)?, v.upper_group(i)?))).collect();
    let Some(groups) = groups else { return false };
    let (lmap, lops, umap, uops) = (v.lower_map, v.lower_operands.to_vec(), v.upper_map, v.upper_operands.to_vec());
    let mut changed = false;
    for lower in [true, false] {
        let (old_map, old_ops) = if lower { (lmap, lops.clone()) } else { (umap, uops.clone()) };
        let (mut map, mut ops) = (old_map, old_ops.clone());
        compose_affine_map_and_operands(ctx, &mut map, &mut ops);
        if map == old_map && ops == old_ops {
            continue;
        }
        let maps: Vec<AffineMap> = groups
            .iter()
            .map(|(lg, ug)| {
                let range: Vec<usize> = if lower { lg.clone().collect() } else { ug.clone().collect() };
                ctx.affine.sub_map(map, &range)
            })
            .collect();
        let Some(mut e) = AffineParallelMut::get(ctx, op) else { return changed };
        if lower {
            e.set_lower_bounds(&maps, &ops);
        } else {
            e.set_upper_bounds(&maps, &ops);
        }
        changed = true;
    }
    changed
}

/// The affine dialect's constant materializer (MLIR's
/// `AffineDialect::materializeConstant`): `ub.poison` for poison, else an
/// `arith.constant`.
pub fn materialize(rw: &mut PatternRewriter<'_>, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    if is_poison(rw.ctx, Some(value)) {
        return Some(build_poison(rw, value, ty, loc));
    }
    crate::arith::fold::materialize(rw, value, ty, loc)
}
