//! `-affine-expand-index-ops` and `-affine-expand-index-ops-as-affine`
//! (MLIR's `AffineExpandIndexOps.cpp` and `AffineExpandIndexOpsAsAffine.cpp`
//! in LLVM 22): replace `affine.delinearize_index` / `affine.linearize_index`
//! by more basic ops, through the greedy pattern driver (which also folds
//! every op of the region and hoists and deduplicates constants, as
//! `applyPatternsGreedily` does).
//!
//! * `-affine-expand-index-ops` builds `arith` ops: `floordivsi`, then for
//!   each further result a positive remainder (`remsi`, `cmpi slt`, `addi`,
//!   `select`) divided (`divsi`) by the next stride; linear indices are sums
//!   of `muli` terms ordered by how many loops each is invariant in. The
//!   lowering is shared with `-lower-affine`.
//! * `-affine-expand-index-ops-as-affine` builds composed `affine.apply`
//!   ops: `floordiv` / `mod` by the products of the basis (MLIR's
//!   `affine::delinearizeIndex`) and one `affine.apply` for the linear index
//!   (`affine::linearizeIndex`).
//!
//! Both passes run on any op (MLIR 22's anchor-less `Pass<...>`).

use affine_dialects::affine::utils::{
    make_composed_affine_apply_expr, make_composed_folded_affine_apply, value_or_create_constant_index,
};
use affine_dialects::affine::{AffineIndexOpView, BasisElem, OpFoldResult, names};
use affine_ir::affine::AffineExpr;
use affine_ir::context::Location;
use affine_ir::ir::InsertPoint;
use affine_ir::rewrite::{PatternRewriter, RewritePatternSet, constant_value};
use affine_ir::{Context, Diagnostic, OpId, ValueId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::passes::lower_affine::{expand_delinearize_index, expand_linearize_index};
use crate::registry::PassInfo;
use crate::rewrite::{FrozenPatterns, GreedyConfig, apply_patterns_greedily};

/// Which ops the index ops expand into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpandTarget {
    /// `arith` ops (`-affine-expand-index-ops`).
    Arith,
    /// `affine.apply` ops (`-affine-expand-index-ops-as-affine`).
    AffineApply,
}

/// The pass (no options).
#[derive(Clone, Copy, Debug)]
pub struct AffineExpandIndexOps {
    /// What the index ops become.
    pub target: ExpandTarget,
}

/// Registry entry for `-affine-expand-index-ops`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-expand-index-ops",
        summary: "Lower affine operations operating on indices into more fundamental operations",
        options: Vec::new(),
        anchor: None,
        create: |_: &PassOptions| Box::new(AffineExpandIndexOps { target: ExpandTarget::Arith }) as Box<dyn Pass>,
    }
}

/// Registry entry for `-affine-expand-index-ops-as-affine`.
pub fn as_affine_pass_info() -> PassInfo {
    PassInfo {
        name: "affine-expand-index-ops-as-affine",
        summary: "Lower affine operations operating on indices into affine.apply operations",
        options: Vec::new(),
        anchor: None,
        create: |_: &PassOptions| Box::new(AffineExpandIndexOps { target: ExpandTarget::AffineApply }) as Box<dyn Pass>,
    }
}

/// The two lowering patterns for `target` (MLIR's
/// `populateAffineExpandIndexOpsPatterns` /
/// `populateAffineExpandIndexOpsAsAffinePatterns`).
pub fn expand_index_ops_patterns(target: ExpandTarget) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    match target {
        ExpandTarget::Arith => {
            set.add_fn("LowerDelinearizeIndexOps", names::DELINEARIZE_INDEX, lower_delinearize_to_arith);
            set.add_fn("LowerLinearizeIndexOps", names::LINEARIZE_INDEX, lower_linearize_to_arith);
        }
        ExpandTarget::AffineApply => {
            set.add_fn("LowerDelinearizeIndexOps", names::DELINEARIZE_INDEX, lower_delinearize_to_apply);
            set.add_fn("LowerLinearizeIndexOps", names::LINEARIZE_INDEX, lower_linearize_to_apply);
        }
    }
    set
}

impl Pass for AffineExpandIndexOps {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let patterns = FrozenPatterns::from_set(expand_index_ops_patterns(self.target));
        // MLIR's `applyPatternsGreedily` with a default `GreedyRewriteConfig`:
        // bottom-up (ops seeded in post-order, the last one processed first),
        // which decides which expansions compose into which.
        let config = GreedyConfig::default();
        let outcome = apply_patterns_greedily(ctx, op, &patterns, config);
        if !outcome.converged {
            // MLIR signals the failure without a diagnostic.
            return Err(Diagnostic::silent_failure(ctx.ir.op(op).loc));
        }
        Ok(())
    }
}

/// Replaces `op` by the values `expand` builds right before it.
fn replace_with_expansion(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    expand: fn(&mut PatternRewriter<'_>, OpId, Location) -> Option<Vec<ValueId>>,
) -> bool {
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let Some(values) = expand(rw, op, loc) else { return false };
    rw.replace_op(op, &values);
    true
}

fn lower_delinearize_to_arith(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    replace_with_expansion(rw, op, expand_delinearize_index)
}

fn lower_linearize_to_arith(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    replace_with_expansion(rw, op, expand_linearize_index)
}

fn lower_delinearize_to_apply(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    replace_with_expansion(rw, op, delinearize_as_affine)
}

fn lower_linearize_to_apply(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    replace_with_expansion(rw, op, linearize_as_affine)
}

/// A basis element as an `OpFoldResult` (MLIR's `getMixedBasis`).
fn basis_ofr(b: &BasisElem) -> OpFoldResult {
    match *b {
        BasisElem::Static(c) => OpFoldResult::Constant(c),
        BasisElem::Dynamic(v) => OpFoldResult::Value(v),
    }
}

/// The op right before `op` (new ops are inserted there).
fn prev_op(rw: &PatternRewriter<'_>, op: OpId) -> Option<OpId> {
    rw.ctx.ir.op(op).prev
}

/// Reports the op defining `v` to the driver if the shared affine builders
/// (which create ops outside the rewriter) just created it before `op`.
fn notify_if_new(rw: &mut PatternRewriter<'_>, op: OpId, prev_before: Option<OpId>, v: ValueId) {
    let Some(prev) = prev_op(rw, op) else { return };
    if Some(prev) != prev_before && rw.ctx.ir.defining_op(v) == Some(prev) {
        rw.notify_inserted(prev);
    }
}

/// `make_composed_folded_affine_apply` of `e` (over `operands.len()`
/// symbols) right before `op`, reporting a created op.
fn folded_apply(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    e: AffineExpr,
    operands: &[OpFoldResult],
    loc: Location,
) -> OpFoldResult {
    let map = rw.ctx.affine.map(0, operands.len() as u32, &[e]);
    let prev_before = prev_op(rw, op);
    let r = make_composed_folded_affine_apply(rw.ctx, map, operands, loc, InsertPoint::Before(op));
    if let OpFoldResult::Value(v) = r {
        notify_if_new(rw, op, prev_before, v);
    }
    r
}

/// A value for `ofr`, materializing a constant right before `op`.
fn materialize(rw: &mut PatternRewriter<'_>, op: OpId, ofr: OpFoldResult, loc: Location) -> ValueId {
    let prev_before = prev_op(rw, op);
    let v = value_or_create_constant_index(rw.ctx, ofr, loc, InsertPoint::Before(op));
    notify_if_new(rw, op, prev_before, v);
    v
}

/// The results of `affine.delinearize_index` `op` as composed
/// `affine.apply` ops (MLIR's `affine::delinearizeIndex` on the effective
/// basis, without outer bound).
fn delinearize_as_affine(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location) -> Option<Vec<ValueId>> {
    let v = AffineIndexOpView::get(rw.ctx, op)?;
    let basis: Vec<OpFoldResult> =
        if v.has_outer_bound() { &v.basis[1..] } else { &v.basis[..] }.iter().map(basis_ofr).collect();
    let linear = v.linear_index;
    let ip = InsertPoint::Before(op);
    let (s0, s1) = (rw.ctx.affine.symbol(0), rw.ctx.affine.symbol(1));
    let product = rw.ctx.affine.mul(s0, s1);
    // Divisors from the innermost basis element out.
    let mut divisors = Vec::with_capacity(basis.len());
    let mut prod = OpFoldResult::Constant(1);
    for &elem in basis.iter().rev() {
        prod = folded_apply(rw, op, product, &[elem, prod], loc);
        divisors.push(materialize(rw, op, prod, loc));
    }
    let (d0, d1) = (rw.ctx.affine.dim(0), rw.ctx.affine.dim(1));
    let quotient = rw.ctx.affine.floor_div(d0, d1);
    let remainder = rw.ctx.affine.modulo(d0, d1);
    let mut results = Vec::with_capacity(divisors.len() + 1);
    let mut residual = linear;
    for &divisor in divisors.iter().rev() {
        let operands = [OpFoldResult::Value(residual), OpFoldResult::Value(divisor)];
        let q = make_composed_affine_apply_expr(rw.ctx, quotient, &operands, loc, ip);
        rw.notify_inserted(q);
        let r = make_composed_affine_apply_expr(rw.ctx, remainder, &operands, loc, ip);
        rw.notify_inserted(r);
        results.push(rw.ctx.ir.result(q, 0));
        residual = rw.ctx.ir.result(r, 0);
    }
    results.push(residual);
    Some(results)
}

/// The result of `affine.linearize_index` `op` as one composed
/// `affine.apply` (MLIR's `affine::linearizeIndex`: strides are suffix
/// products of the basis, the index `0 + sum(index_i * stride_i)`).
fn linearize_as_affine(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location) -> Option<Vec<ValueId>> {
    let v = AffineIndexOpView::get(rw.ctx, op)?;
    let multi: Vec<OpFoldResult> = v
        .multi_index
        .iter()
        .map(|&x| match constant_value(rw.ctx, x).and_then(|a| rw.ctx.attr_int(a)) {
            Some(c) => OpFoldResult::Constant(c as i64),
            None => OpFoldResult::Value(x),
        })
        .collect();
    let basis: Vec<OpFoldResult> = v.basis.iter().map(basis_ofr).collect();
    if multi.is_empty() {
        // Folded away normally; kept for safety as in MLIR.
        return Some(vec![materialize(rw, op, OpFoldResult::Constant(0), loc)]);
    }
    // Sizes: a leading 1 when there is no outer bound, then one symbol per
    // basis element.
    let mut sizes: Vec<AffineExpr> = Vec::with_capacity(multi.len());
    if multi.len() == basis.len() + 1 {
        sizes.push(rw.ctx.affine.constant(1));
    }
    for i in 0..basis.len() {
        sizes.push(rw.ctx.affine.symbol(i as u32));
    }
    // Suffix products (MLIR's `computeStrides` on affine expressions).
    let one = rw.ctx.affine.constant(1);
    let mut stride_exprs = vec![one; sizes.len()];
    for r in (0..sizes.len().saturating_sub(1)).rev() {
        stride_exprs[r] = rw.ctx.affine.mul(stride_exprs[r + 1], sizes[r + 1]);
    }
    let strides: Vec<OpFoldResult> = stride_exprs.iter().map(|&e| folded_apply(rw, op, e, &basis, loc)).collect();
    // MLIR's `computeLinearIndex(0, strides, multiIndex)`.
    let mut expr = rw.ctx.affine.symbol(0);
    let mut values = Vec::with_capacity(2 * multi.len() + 1);
    values.push(OpFoldResult::Constant(0));
    for (i, (&idx, &stride)) in multi.iter().zip(&strides).enumerate() {
        let a = rw.ctx.affine.symbol(1 + 2 * i as u32);
        let b = rw.ctx.affine.symbol(2 + 2 * i as u32);
        let term = rw.ctx.affine.mul(a, b);
        expr = rw.ctx.affine.add(expr, term);
        values.push(idx);
        values.push(stride);
    }
    let linear = folded_apply(rw, op, expr, &values, loc);
    Some(vec![materialize(rw, op, linear, loc)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_the_two_index_ops() {
        for target in [ExpandTarget::Arith, ExpandTarget::AffineApply] {
            let set = expand_index_ops_patterns(target);
            let roots: Vec<_> = set.patterns.iter().filter_map(|p| p.root().map(str::to_string)).collect();
            assert_eq!(roots, vec![names::DELINEARIZE_INDEX.to_string(), names::LINEARIZE_INDEX.to_string()]);
        }
    }
}
