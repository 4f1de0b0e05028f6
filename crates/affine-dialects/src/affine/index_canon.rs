//! Canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index` (MLIR 22's `AffineOps.cpp`), registered in
//! MLIR's order:
//!
//! * delinearize: `CancelDelinearizeOfLinearizeDisjointExactTail`,
//!   `DropUnitExtentBasis`, `SplitDelinearizeSpanningLastLinearizeArg`;
//! * linearize: `CancelLinearizeOfDelinearizePortion`,
//!   `DropLinearizeLeadingZero`, `DropLinearizeUnitComponentsIfDisjointOrZero`.
//!
//! A basis is handled as MLIR's "padded basis": one entry per multi-index
//! position, `None` for the outermost position when the op has no outer
//! bound. Sizes compare as MLIR's `OpFoldResult`s do: equal constants or the
//! same SSA value.

use affine_ir::context::{AttrData, Location};
use affine_ir::ir::{OpId, ValueId};
use affine_ir::rewrite::{PatternRewriter, RewritePatternSet, constant_value};

use super::builders::{build_apply, build_delinearize_index, build_linearize_index};
use super::names;
use super::views::{AffineIndexOpView, BasisElem};

/// A padded basis entry: `None` where the op leaves the bound unspecified.
type Padded = Option<BasisElem>;

/// Adds the patterns rooted at `root` (one of the two index ops).
pub(super) fn patterns(root: &'static str, set: &mut RewritePatternSet) {
    match root {
        names::DELINEARIZE_INDEX => {
            set.add_fn("CancelDelinearizeOfLinearizeDisjointExactTail", root, cancel_delinearize_of_linearize_tail);
            set.add_fn("DropUnitExtentBasis", root, drop_delinearize_unit_extent_basis);
            set.add_fn("SplitDelinearizeSpanningLastLinearizeArg", root, split_delinearize_spanning_last_linearize_arg);
        }
        names::LINEARIZE_INDEX => {
            set.add_fn("CancelLinearizeOfDelinearizePortion", root, cancel_linearize_of_delinearize_portion);
            set.add_fn("DropLinearizeLeadingZero", root, drop_linearize_leading_zero);
            set.add_fn("DropLinearizeUnitComponentsIfDisjointOrZero", root, drop_linearize_unit_components);
        }
        _ => {}
    }
}

/// The integer value of a constant-like defining op of `v` (MLIR's
/// `getConstantIntValue` on a value).
fn constant_int(rw: &PatternRewriter<'_>, v: ValueId) -> Option<i64> {
    let a = constant_value(rw.ctx, v)?;
    match rw.ctx.attr_data(a) {
        AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// The constant value of a basis entry (a static size or a constant SSA size).
fn basis_constant(rw: &PatternRewriter<'_>, b: BasisElem) -> Option<i64> {
    match b {
        BasisElem::Static(s) => Some(s),
        BasisElem::Dynamic(v) => constant_int(rw, v),
    }
}

/// The basis of an index op with `None` in front when it has no outer bound.
fn padded_basis(v: &AffineIndexOpView<'_>) -> Vec<Padded> {
    let mut out = Vec::with_capacity(v.basis.len() + 1);
    if !v.has_outer_bound() {
        out.push(None);
    }
    out.extend(v.basis.iter().map(|&b| Some(b)));
    out
}

/// Splits a padded basis as MLIR's builders taking `OpFoldResult`s do: a
/// leading `None` means "no outer bound" and is dropped. Returns the basis
/// and whether it has an outer bound.
fn unpad(basis: &[Padded]) -> (Vec<BasisElem>, bool) {
    match basis.split_first() {
        Some((None, rest)) => (rest.iter().flatten().copied().collect(), false),
        _ => (basis.iter().flatten().copied().collect(), true),
    }
}

/// The index op view of `op` with its data copied out (so the rewriter can
/// be borrowed mutably afterwards).
struct IndexOp {
    linear_index: ValueId,
    multi_index: Vec<ValueId>,
    basis: Vec<BasisElem>,
    padded: Vec<Padded>,
    has_outer_bound: bool,
    disjoint: bool,
    loc: Location,
}

fn index_op(rw: &PatternRewriter<'_>, op: OpId, linearize: bool) -> Option<IndexOp> {
    let v = AffineIndexOpView::get(rw.ctx, op)?;
    if v.linearize != linearize {
        return None;
    }
    Some(IndexOp {
        linear_index: v.linear_index,
        multi_index: v.multi_index.to_vec(),
        basis: v.basis.clone(),
        padded: padded_basis(&v),
        has_outer_bound: v.has_outer_bound(),
        disjoint: v.disjoint,
        loc: rw.ctx.ir.op(op).loc,
    })
}

/// The `affine.linearize_index` defining `v`, if any.
fn linearize_producer(rw: &PatternRewriter<'_>, v: ValueId) -> Option<(OpId, IndexOp)> {
    let op = rw.ctx.ir.defining_op(v)?;
    Some((op, index_op(rw, op, true)?))
}

fn new_delinearize(
    rw: &mut PatternRewriter<'_>,
    linear: ValueId,
    basis: &[BasisElem],
    has_outer_bound: bool,
    loc: Location,
) -> Vec<ValueId> {
    let op = rw.build(|ctx, ip| build_delinearize_index(ctx, linear, basis, has_outer_bound, loc, ip));
    rw.ctx.ir.results(op).to_vec()
}

/// A delinearization over a padded basis (MLIR's builder with
/// `hasOuterBound = true` and `OpFoldResult`s).
fn new_delinearize_padded(
    rw: &mut PatternRewriter<'_>,
    linear: ValueId,
    basis: &[Padded],
    loc: Location,
) -> Vec<ValueId> {
    let (basis, outer) = unpad(basis);
    new_delinearize(rw, linear, &basis, outer, loc)
}

fn new_linearize(
    rw: &mut PatternRewriter<'_>,
    multi_index: &[ValueId],
    basis: &[BasisElem],
    disjoint: bool,
    loc: Location,
) -> ValueId {
    let op = rw.build(|ctx, ip| build_linearize_index(ctx, multi_index, basis, disjoint, loc, ip));
    rw.ctx.ir.result(op, 0)
}

fn new_constant_index(rw: &mut PatternRewriter<'_>, value: i64, loc: Location) -> ValueId {
    let op = rw.build(|ctx, ip| crate::arith::build_constant_index(ctx, value, loc, ip));
    rw.ctx.ir.result(op, 0)
}

// ----------------------------------------------------------------------
// affine.delinearize_index
// ----------------------------------------------------------------------

/// MLIR's `DropUnitExtentBasis`: results whose basis entry is the constant 1
/// are 0; the other results come from a delinearization over the remaining
/// basis.
fn drop_delinearize_unit_extent_basis(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(d) = index_op(rw, op, false) else { return false };
    let n = d.multi_index.len();
    if d.padded.len() != n {
        return false;
    }
    rw.set_insertion_point_before(op);
    let is_unit: Vec<bool> = d.padded.iter().map(|b| b.and_then(|b| basis_constant(rw, b)) == Some(1)).collect();
    let new_basis: Vec<Padded> = d.padded.iter().zip(&is_unit).filter(|(_, u)| !**u).map(|(b, _)| *b).collect();
    if new_basis.len() == n {
        return false;
    }
    let zero = new_constant_index(rw, 0, d.loc);
    let mut kept = Vec::new();
    if !new_basis.is_empty() {
        kept = new_delinearize_padded(rw, d.linear_index, &new_basis, d.loc);
    }
    let mut kept = kept.into_iter();
    let replacements: Vec<ValueId> =
        is_unit.iter().map(|&u| if u { zero } else { kept.next().unwrap_or(zero) }).collect();
    rw.replace_op(op, &replacements);
    true
}

/// MLIR's `CancelDelinearizeOfLinearizeDisjointExactTail`: a delinearization
/// of a disjoint linearization whose bases end alike gives back the
/// linearized indices of that common tail.
fn cancel_delinearize_of_linearize_tail(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(d) = index_op(rw, op, false) else { return false };
    let Some((_, l)) = linearize_producer(rw, d.linear_index) else { return false };
    if !l.disjoint {
        return false;
    }
    let matches = l.basis.iter().rev().zip(d.basis.iter().rev()).take_while(|(a, b)| a == b).count();
    if matches == 0 {
        return false;
    }
    if matches == l.basis.len() && matches == d.basis.len() && l.multi_index.len() == d.multi_index.len() {
        rw.replace_op(op, &l.multi_index);
        return true;
    }
    rw.set_insertion_point_before(op);
    let lin_keep = l.multi_index.len() - matches;
    let new_lin = new_linearize(rw, &l.multi_index[..lin_keep], &l.basis[..l.basis.len() - matches], true, l.loc);
    let mut results = new_delinearize(rw, new_lin, &d.basis[..d.basis.len() - matches], d.has_outer_bound, d.loc);
    results.extend_from_slice(&l.multi_index[lin_keep..]);
    rw.replace_op(op, &results);
    true
}

/// MLIR's `SplitDelinearizeSpanningLastLinearizeArg`: when the last k > 1
/// static basis entries of a delinearization of a disjoint linearization
/// multiply to the linearization's last static basis entry, the last
/// linearized index is delinearized on its own.
fn split_delinearize_spanning_last_linearize_arg(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(d) = index_op(rw, op, false) else { return false };
    let Some((_, l)) = linearize_producer(rw, d.linear_index) else { return false };
    if !l.disjoint {
        return false;
    }
    let Some(&BasisElem::Static(target)) = l.basis.last() else { return false };
    let mut size: i64 = 1;
    let mut split = 0usize;
    for b in d.basis.iter().rev() {
        let BasisElem::Static(s) = *b else { return false };
        size = size.wrapping_mul(s);
        split += 1;
        if size > target {
            return false;
        }
        if size == target {
            break;
        }
    }
    if size < target || split < 2 {
        return false;
    }
    let Some((&last_index, front_indices)) = l.multi_index.split_last() else { return false };
    rw.set_insertion_point_before(op);
    let front_lin = new_linearize(rw, front_indices, &l.basis[..l.basis.len() - 1], true, l.loc);
    let keep = d.basis.len() - split;
    let mut results = new_delinearize(rw, front_lin, &d.basis[..keep], d.has_outer_bound, d.loc);
    let back = new_delinearize(rw, last_index, &d.basis[keep..], true, d.loc);
    results.extend(back);
    rw.replace_op(op, &results);
    true
}

// ----------------------------------------------------------------------
// affine.linearize_index
// ----------------------------------------------------------------------

/// MLIR's `computeProduct`: the product of basis entries, as a constant or
/// an `affine.apply` of the dynamic ones (created at the insertion point);
/// `None` if an entry is unbounded.
fn compute_product(rw: &mut PatternRewriter<'_>, terms: &[Padded], loc: Location) -> Padded {
    let mut dynamic = Vec::new();
    let mut product = rw.ctx.affine.constant(1);
    for &term in terms {
        let term = term?;
        let factor = match basis_constant(rw, term) {
            Some(c) => rw.ctx.affine.constant(c),
            None => {
                let BasisElem::Dynamic(v) = term else { unreachable!("static entries are constant") };
                dynamic.push(v);
                rw.ctx.affine.symbol(dynamic.len() as u32 - 1)
            }
        };
        product = rw.ctx.affine.mul(product, factor);
    }
    if let Some(c) = rw.ctx.affine.as_constant(product) {
        return Some(BasisElem::Static(c));
    }
    let map = rw.ctx.affine.map(0, dynamic.len() as u32, &[product]);
    let apply = rw.build(|ctx, ip| build_apply(ctx, map, &dynamic, loc, ip));
    Some(BasisElem::Dynamic(rw.ctx.ir.result(apply, 0)))
}

/// A run of `length` linearized indices starting at `lin_start` that are
/// the results `delin_start..` of `delinearize`, with the same bounds.
struct PortionMatch {
    delinearize: OpId,
    delin: IndexOp,
    lin_start: usize,
    delin_start: usize,
    length: usize,
}

/// MLIR's `CancelLinearizeOfDelinearizePortion`: consecutive results of a
/// delinearization, linearized with the same bounds, merge into one
/// delinearized result over the product of those bounds (or into the
/// delinearized index itself when the run covers every result).
fn cancel_linearize_of_delinearize_portion(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = index_op(rw, op, true) else { return false };
    let multi = &l.multi_index;
    let lin_basis = &l.padded;
    let n = multi.len();
    if lin_basis.len() != n {
        return false;
    }
    let mut matches: Vec<PortionMatch> = Vec::new();
    let mut i = 0;
    while i < n {
        let Some(def) = rw.ctx.ir.defining_op(multi[i]) else {
            i += 1;
            continue;
        };
        let Some(delin) = index_op(rw, def, false) else {
            i += 1;
            continue;
        };
        let Some(delin_idx) = delin.multi_index.iter().position(|&r| r == multi[i]) else {
            i += 1;
            continue;
        };
        let first_delin = delin.padded[delin_idx];
        let bounds_match = first_delin == lin_basis[i];
        let both_at_front = i == 0 && delin_idx == 0;
        let known_by_disjoint = l.disjoint && delin_idx == 0 && first_delin.is_none();
        if !bounds_match && !both_at_front && !known_by_disjoint {
            i += 1;
            continue;
        }
        let mut j = 1;
        while j + i < n && j + delin_idx < delin.multi_index.len() {
            if multi[i + j] != delin.multi_index[delin_idx + j] || lin_basis[i + j] != delin.padded[delin_idx + j] {
                break;
            }
            j += 1;
        }
        if j <= 1 || matches.iter().any(|m| m.delinearize == def) {
            i += 1;
            continue;
        }
        matches.push(PortionMatch { delinearize: def, delin, lin_start: i, delin_start: delin_idx, length: j });
        i += j;
    }
    if matches.is_empty() {
        return false;
    }

    let mut replacements: Vec<Vec<ValueId>> = Vec::with_capacity(matches.len());
    let mut new_index = Vec::with_capacity(n);
    let mut new_basis: Vec<Padded> = Vec::with_capacity(n);
    let mut prev_end = 0;
    for m in &matches {
        new_index.extend_from_slice(&multi[prev_end..m.lin_start]);
        new_basis.extend_from_slice(&lin_basis[prev_end..m.lin_start]);
        prev_end = m.lin_start + m.length;

        rw.set_insertion_point_before(m.delinearize);
        let to_merge = &lin_basis[m.lin_start..m.lin_start + m.length];
        let new_size = compute_product(rw, to_merge, l.loc);
        if m.length == m.delin.multi_index.len() {
            new_index.push(m.delin.linear_index);
            new_basis.push(new_size);
            replacements.push(Vec::new());
            continue;
        }
        let mut delin_basis = m.delin.padded.clone();
        delin_basis.splice(m.delin_start..m.delin_start + m.length, [new_size]);
        let merged = new_delinearize_padded(rw, m.delin.linear_index, &delin_basis, m.delin.loc);
        let combined = merged[m.delin_start];
        let residual = new_delinearize_padded(rw, combined, to_merge, m.delin.loc);
        let mut results = merged[..m.delin_start].to_vec();
        results.extend(residual);
        results.extend_from_slice(&merged[m.delin_start + 1..]);
        replacements.push(results);
        new_index.push(combined);
        new_basis.push(new_size);
    }
    new_index.extend_from_slice(&multi[prev_end..]);
    new_basis.extend_from_slice(&lin_basis[prev_end..]);

    rw.set_insertion_point_before(op);
    let (basis, _) = unpad(&new_basis);
    let new = new_linearize(rw, &new_index, &basis, l.disjoint, l.loc);
    rw.replace_op(op, &[new]);
    for (m, results) in matches.iter().zip(replacements) {
        if !results.is_empty() {
            rw.replace_op(m.delinearize, &results);
        }
    }
    true
}

/// MLIR's `DropLinearizeLeadingZero`: a leading constant 0 index is dropped
/// with its bound.
fn drop_linearize_leading_zero(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = index_op(rw, op, true) else { return false };
    let Some((&lead, rest)) = l.multi_index.split_first() else { return false };
    if constant_int(rw, lead) != Some(0) {
        return false;
    }
    if rest.is_empty() {
        rw.replace_op(op, &[lead]);
        return true;
    }
    let basis = if l.has_outer_bound { &l.basis[1..] } else { &l.basis[..] };
    rw.set_insertion_point_before(op);
    let new = new_linearize(rw, rest, basis, l.disjoint, l.loc);
    rw.replace_op(op, &[new]);
    true
}

/// MLIR's `DropLinearizeUnitComponentsIfDisjointOrZero`: indices with the
/// constant bound 1 are dropped when the linearization is disjoint or the
/// index is the constant 0.
fn drop_linearize_unit_components(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = index_op(rw, op, true) else { return false };
    let n = l.multi_index.len();
    let mut indices = Vec::with_capacity(n);
    let mut basis = Vec::with_capacity(n);
    let mut rest = &l.multi_index[..];
    if !l.has_outer_bound {
        let Some((&first, tail)) = rest.split_first() else { return false };
        indices.push(first);
        rest = tail;
    }
    if rest.len() != l.basis.len() {
        return false;
    }
    for (&index, &b) in rest.iter().zip(&l.basis) {
        let unit = basis_constant(rw, b) == Some(1);
        if !unit || (!l.disjoint && constant_int(rw, index) != Some(0)) {
            indices.push(index);
            basis.push(b);
        }
    }
    if indices.len() == n {
        return false;
    }
    rw.set_insertion_point_before(op);
    let new = if indices.is_empty() {
        new_constant_index(rw, 0, l.loc)
    } else {
        new_linearize(rw, &indices, &basis, l.disjoint, l.loc)
    };
    rw.replace_op(op, &[new]);
    true
}
