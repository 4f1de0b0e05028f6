//! MLIR 22's `sinkSequentialLoops` (`Affine/Utils/LoopUtils.cpp`), which
//! `-affine-loop-fusion` runs on every destination nest before looking for
//! producers (`performFusionsIntoDest`): the loops of the nest's perfect
//! band that carry a dependence move inside the parallel ones, so that a
//! producer's slice can be inserted deeper. It is MLIR's algorithm, not a
//! stand-in: the dependence components of every access pair at every depth
//! of the band (`getDependenceComponents`), a loop is parallel when all
//! its components are `[0, 0]`, the stable permutation sinking the others,
//! MLIR's `checkLoopInterchangeDependences` on it and `permuteLoops` (the
//! shared loop-nest utilities, `utils/loop_nest.rs`). Two checks MLIR lacks
//! refuse permutations that would break the program (see
//! [`sink_sequential_loops`]); they never change a permutation MLIR applies
//! correctly. Tested by `tests/lit/fusion/sink-sequential-loops.mlir` and
//! `tests/lit/fusion/soundness/tiled-nests.mlir`.

use affine_ir::{Context, OpId};

use super::loop_nest::{perfectly_nested_loops, permutation_keeps_bounds_valid, permute_loops};

// The interchange check reads dependence components both as MLIR 22 does
// (the band as if it were not nested) and at the band's true depths, which
// `affine_analysis::loop_dependences::is_valid_loop_interchange_permutation`
// does not offer; it stays here.

use affine_analysis::access::MemRefAccess;
use affine_analysis::dependence::{AliasMode, DependenceComponent, RelationCache, check_with_details_cached};
use affine_analysis::fusion_legality::{
    ViewAccess, inert_accesses, load_is_live_except, permutation_reorders, unmodelled_reason, view_accesses_in,
    views_may_overlap,
};
use affine_analysis::loop_nest::mlir_precision;
use affine_dialects::affine::AffineForView;
use affine_ir::ValueId;
use affine_ir::fxhash::FxHashMap;
use affine_ir::ir::WalkOrder;

/// MLIR's `getDependenceComponents` for the accesses of the nest at
/// `root`, at the depths `depths`.
///
/// Under MLIR's precision a pair can only depend when both accesses name
/// the same memref value and one of them writes (no read-after-read, no
/// aliasing through distinct values), so pairs are formed within each
/// memref's accesses only: a fused nest of k accesses on distinct
/// temporaries costs O(k), not k² checks. The components of the pairs
/// that depend are the same as MLIR's; only their order differs, which
/// no caller reads (both uses quantify over all of them). Access relations
/// come from (and go to) `cache`.
fn dependence_components(
    ctx: &mut Context,
    root: OpId,
    depths: std::ops::RangeInclusive<usize>,
    cache: &mut RelationCache,
) -> Vec<Vec<DependenceComponent>> {
    let accesses: Vec<MemRefAccess> =
        ctx.ir.walk(root, WalkOrder::PostOrder).into_iter().filter_map(|o| MemRefAccess::from_op(ctx, o)).collect();
    let mut groups: FxHashMap<ValueId, Vec<usize>> = FxHashMap::default();
    for (i, a) in accesses.iter().enumerate() {
        groups.entry(a.memref).or_default().push(i);
    }
    let opts = mlir_precision();
    debug_assert!(!opts.allow_rar && opts.alias_mode == AliasMode::ValueIdentity);
    let mut out = Vec::new();
    for d in depths {
        for group in groups.values() {
            if !group.iter().any(|&i| accesses[i].is_write()) {
                continue;
            }
            for &i in group {
                for &j in group {
                    let (a, b) = (&accesses[i], &accesses[j]);
                    if !a.is_write() && !b.is_write() {
                        continue;
                    }
                    let r = check_with_details_cached(ctx, a, b, d, true, opts, false, cache);
                    if r.result.has_dependence() {
                        out.push(r.components);
                    }
                }
            }
        }
    }
    out
}

/// MLIR's `checkLoopInterchangeDependences` (components indexed from
/// `shift`); an unknown lower bound counts as negative.
fn interchange_preserves(comps: &[Vec<DependenceComponent>], perm: &[usize], shift: usize) -> bool {
    let n = perm.len();
    let mut inv = vec![0; n];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    for c in comps {
        for &idx in inv.iter().take(n) {
            let Some(comp) = c.get(shift + idx) else { return false };
            match comp.lb {
                Some(lb) if lb > 0 => break,
                Some(0) => {}
                _ => return false,
            }
        }
    }
    true
}

/// MLIR's `sinkSequentialLoops`: in the perfect nest at `root`, moves the
/// loops that carry a dependence inside the parallel ones (keeping each
/// group's order) when the interchange is valid; returns the new root and
/// whether the loops were permuted.
///
/// MLIR reads the dependence components of the band as if it were not
/// nested in other loops; for a nested band that misattributes the outer
/// loops' components. The permutation MLIR would choose is kept (so the
/// output matches), but it is applied only if it also preserves the
/// components read at the band's true depths. Access relations come from
/// (and go to) `cache`; the caller clears it when the loops were permuted.
///
/// MLIR's dependence components see only affine accesses through one and
/// the same memref: when the band also accesses memory otherwise (a
/// `memref.store`, a call, or one buffer through two views) so that two
/// of its instances may touch one element, one writing, the loops are not
/// permuted (mlir-opt 22 permutes them, and the nest may compute something
/// else: differential fusion-mix seed 730) and `refused` says why.
pub(crate) fn sink_sequential_loops(
    ctx: &mut Context,
    root: OpId,
    cache: &mut RelationCache,
    refused: &mut Option<String>,
) -> (OpId, bool) {
    let loops = perfectly_nested_loops(ctx, root);
    if loops.len() < 2 {
        return (root, false);
    }
    let n = loops.len();
    let comps = dependence_components(ctx, loops[0], 1..=n, cache);
    let mut parallel = vec![true; n];
    for c in &comps {
        for (j, p) in parallel.iter_mut().enumerate() {
            match c.get(j) {
                Some(DependenceComponent { lb: Some(0), ub: Some(0), .. }) => {}
                _ => *p = false,
            }
        }
    }
    let num_parallel = parallel.iter().filter(|&&p| p).count();
    let (mut next_seq, mut next_par) = (num_parallel, 0);
    let perm: Vec<usize> = parallel
        .iter()
        .map(|&p| {
            if p {
                next_par += 1;
                next_par - 1
            } else {
                next_seq += 1;
                next_seq - 1
            }
        })
        .collect();
    if !interchange_preserves(&comps, &perm, 0) {
        return (root, false);
    }
    let shift = affine_analysis::loop_nest::nesting_depth(ctx, loops[0]);
    if shift > 0 && perm.iter().enumerate().any(|(i, &p)| i != p) {
        let true_comps = dependence_components(ctx, loops[0], shift + 1..=shift + n, cache);
        if !interchange_preserves(&true_comps, &perm, shift) {
            return (root, false);
        }
    }
    // MLIR's permuteLoops does not look at loop bounds; a loop whose bounds
    // use an IV of the band must stay inside that loop (else the output does
    // not verify: "operand does not dominate this use").
    if !permutation_keeps_bounds_valid(ctx, &loops, &perm) {
        return (root, false);
    }
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return (root, false);
    }
    let band: Vec<ValueId> = loops.iter().filter_map(|&l| AffineForView::get(ctx, l).map(|v| v.iv)).collect();
    if let Some(why) = hidden_dependence(ctx, root, &band, &perm) {
        *refused = Some(why);
        return (root, false);
    }
    let new_root = permute_loops(ctx, &loops, &perm);
    (loops[new_root], true)
}

/// Why the dependence components of the nest at `root` may miss a
/// dependence the permutation `perm` of the band `band` (its loop IVs)
/// breaks: two instances of its accesses touch one element, one writing,
/// in an order the permutation reverses, where one is not an affine load
/// or store or the two go through different memrefs of one buffer. Pairs
/// are decided instance by instance
/// (`affine_analysis::fusion_legality::permutation_reorders`): an access
/// through a view that cannot be modelled, or an op that is no load or
/// store, touches any element of its view.
fn hidden_dependence(ctx: &mut Context, root: OpId, band: &[ValueId], perm: &[usize]) -> Option<String> {
    let mut buffers: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    ctx.ir.walk_pre(root, &mut |op| {
        for &v in ctx.ir.operands(op) {
            if affine_analysis::loop_nest::is_memref(ctx, v) {
                buffers.insert(v, affine_analysis::mdg::memref_root(ctx, v));
            }
        }
    });
    let mut acc = view_accesses_in(ctx, root, &buffers);
    // Stores writing back what was just loaded change nothing, in either
    // loop order (`inert_accesses`).
    let ops: Vec<OpId> = acc.iter().map(|a| a.op).collect();
    let inert = inert_accesses(ctx, &ops, &[], false);
    acc.retain(|a| !inert.contains(&a.op));
    // Nor does what a load reads whose value nothing uses (fusion-mix seed
    // 2564: loads through a view feeding only dead arithmetic; mlir-opt 22
    // interchanges the loops).
    acc.retain(|a| {
        a.write
            || !matches!(ctx.op_name_str(ctx.ir.op(a.op).name), "affine.load" | "memref.load")
            || load_is_live_except(ctx, a.op, &inert)
    });
    for (i, x) in acc.iter().enumerate() {
        for y in &acc[i..] {
            if x.buffer != y.buffer || !(x.write || y.write) {
                continue;
            }
            if x.memref == y.memref && x.affine.is_some() && y.affine.is_some() {
                // The components' business.
                continue;
            }
            if views_may_overlap(ctx, x, root, y, root)
                && (permutation_reorders(ctx, root, band, perm, x, y)
                    || permutation_reorders(ctx, root, band, perm, y, x))
            {
                let what = |a: &ViewAccess| ctx.op_name_str(ctx.ir.op(a.op).name).to_string();
                let how = if x.memref == y.memref { "" } else { " through different memrefs (views)" };
                // Say so when the answer is conservative.
                let note = [x, y]
                    .iter()
                    .find_map(|a| unmodelled_reason(ctx, a).map(|why| format!(" (the {}: {why})", what(a))))
                    .unwrap_or_default();
                return Some(format!(
                    "the {} and the {} may access one element{how} in an order the interchange reverses, which the \
                     dependence components do not see{note}",
                    what(x),
                    what(y)
                ));
            }
        }
    }
    None
}
