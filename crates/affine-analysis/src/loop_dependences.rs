//! Dependence questions about a perfect loop nest that the loop transforms
//! ask before reordering iterations: may the band be tiled rectangularly
//! (MLIR's `isTilingValid`), and may its loops be permuted (MLIR's
//! `isValidLoopInterchangePermutation`)?
//!
//! Each answer is the conjunction of two checks:
//! * MLIR's own decision rule, on dependence components computed exactly as
//!   `mlir-opt` 22 computes them ([`Precision::Mlir`]), so that a nest
//!   `mlir-opt` refuses to transform is refused here too;
//! * an exact check: for every pair of accesses with a dependence, the
//!   dependence polyhedron intersected with "this instance would run in the
//!   wrong order after the transformation" must have no integer point.
//!   Distinct memrefs that may be views of one buffer, and accesses the
//!   analysis cannot model, count as dependences in every direction.
//!
//! The second check is what makes the answers sound where MLIR's rule is
//! not: MLIR's tiling rule only rejects a component whose whole range is
//! negative and not a single value (`lb < ub < 0`), so a dependence with
//! distance exactly `-1` (or an unbounded range) is tiled anyway; see
//! `tests/lit/upstream-bugs/loop-tile-illegal-dependence.mlir`.

use affine_ir::ir::WalkOrder;
use affine_ir::{Context, OpId};
use presburger::{Int, IntegerRelation};

use crate::access::MemRefAccess;
use crate::dependence::{
    AliasMode, DependenceComponent, DependenceOptions, DependenceResult, Precision, RelationCache,
    check_with_details_cached,
};

/// The affine loads and stores nested in `root` (including `root`), in
/// pre-order (MLIR walks post-order, but for these ops, which have no
/// regions, the relative order is the same).
pub fn nested_accesses(ctx: &Context, root: OpId) -> Vec<MemRefAccess> {
    ctx.ir.walk(root, WalkOrder::PreOrder).into_iter().filter_map(|o| MemRefAccess::from_op(ctx, o)).collect()
}

/// One dependence found between two accesses of a nest at one loop depth.
struct FoundDependence {
    /// Distance bounds per common loop (empty when unknown).
    components: Vec<DependenceComponent>,
    /// The dependence polyhedron over `[src ivs, dst ivs, symbols, locals]`,
    /// `None` when the dependence comes from aliasing or a failed analysis
    /// (then every direction is possible).
    polyhedron: Option<IntegerRelation>,
    /// Number of source iteration dims (offset of the destination dims).
    num_src_dims: usize,
}

/// Calls `f` with every dependence between accesses of `accesses` at loop
/// depths `depths`, in MLIR's order (depth, then source, then destination);
/// stops when `f` returns false. Failed analyses are reported as
/// dependences without polyhedron.
fn for_each_dependence(
    ctx: &mut Context,
    accesses: &[MemRefAccess],
    depths: std::ops::RangeInclusive<usize>,
    opts: DependenceOptions,
    cache: &mut RelationCache,
    f: &mut dyn FnMut(&FoundDependence) -> bool,
) {
    for depth in depths {
        for src in accesses {
            for dst in accesses {
                let details = check_with_details_cached(ctx, src, dst, depth, true, opts, false, cache);
                let found = match details.result {
                    DependenceResult::NoDependence => continue,
                    DependenceResult::Failure(_) => {
                        // MLIR's `hasDependence` is false on failure; only the
                        // exact check treats it as "anything may happen".
                        if opts.precision == Precision::Mlir {
                            continue;
                        }
                        FoundDependence { components: Vec::new(), polyhedron: None, num_src_dims: 0 }
                    }
                    DependenceResult::HasDependence => FoundDependence {
                        components: details.components,
                        polyhedron: if details.from_aliasing { None } else { details.polyhedron },
                        num_src_dims: details.src_dims.len(),
                    },
                };
                if !f(&found) {
                    return;
                }
            }
        }
    }
}

/// Options of the exact checks: exact emptiness, and distinct memrefs that
/// may be views of one buffer treated as aliases.
const EXACT: DependenceOptions =
    DependenceOptions { allow_rar: false, alias_mode: AliasMode::Views, precision: Precision::Exact };

/// Options reproducing `mlir-opt` 22's dependence answers.
const AS_MLIR: DependenceOptions =
    DependenceOptions { allow_rar: false, alias_mode: AliasMode::ValueIdentity, precision: Precision::Mlir };

/// True if some integer point of `dep` satisfies all of `zero` (as
/// `dst - src == 0` for those loops) and `dst_k - src_k <= -1` for loop
/// `negative`: an instance whose order the transformation would reverse.
fn has_instance(dep: &FoundDependence, zero: &[usize], negative: usize) -> bool {
    let Some(poly) = &dep.polyhedron else { return true };
    let mut p = poly.clone();
    let n = p.num_cols();
    let diff_row = |k: usize, c: i64| {
        let mut row = vec![Int::ZERO; n];
        row[k] = Int::from(-1);
        row[dep.num_src_dims + k] = Int::ONE;
        row[n - 1] = Int::from(c);
        row
    };
    for &k in zero {
        p.add_equality(&diff_row(k, 0));
    }
    // src_k - dst_k - 1 >= 0.
    let mut row = diff_row(negative, 0);
    for c in row.iter_mut() {
        *c = -c.clone();
    }
    row[n - 1] = Int::from(-1);
    p.add_inequality(&row);
    !p.is_integer_empty()
}

/// True if tiling the perfect band `loops` (outermost first; `loops[0]` is
/// the root of the nest) with hyper-rectangular tiles preserves every
/// dependence: MLIR's `isTilingValid` rule holds, and no dependence instance
/// has a negative distance along a band loop (checked exactly).
pub fn is_tiling_valid(ctx: &mut Context, loops: &[OpId]) -> bool {
    let Some(&root) = loops.first() else { return true };
    let accesses = nested_accesses(ctx, root);
    let n = loops.len();
    let mut cache = RelationCache::default();
    // MLIR's rule: a component range strictly inside the negative numbers.
    let mut valid = true;
    for_each_dependence(ctx, &accesses, 1..=n + 1, AS_MLIR, &mut cache, &mut |dep| {
        let negative = dep.components.iter().any(|c| matches!((c.lb, c.ub), (Some(lb), Some(ub)) if lb < ub && ub < 0));
        valid &= !negative;
        valid
    });
    if !valid {
        return false;
    }
    // Exact: along band loops at or below the carrying depth, no distance
    // may be negative.
    for_each_dependence(ctx, &accesses, 1..=n, EXACT, &mut cache, &mut |dep| {
        valid &= !(0..n).any(|k| has_instance(dep, &[], k));
        valid
    });
    valid
}

/// MLIR's `getDependenceComponents` restricted to what
/// `checkLoopInterchangeDependences` reads: the lower bound of each
/// component of every dependence at depths `1..=loops.len()`.
fn interchange_valid_as_mlir(
    ctx: &mut Context,
    accesses: &[MemRefAccess],
    n: usize,
    perm: &[usize],
    cache: &mut RelationCache,
) -> bool {
    let mut inverse = vec![0; n];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p] = i;
    }
    let mut valid = true;
    for_each_dependence(ctx, accesses, 1..=n, AS_MLIR, cache, &mut |dep| {
        for &pos in &inverse {
            // MLIR dereferences the lower bound unchecked; an unbounded one
            // is treated as negative here.
            match dep.components.get(pos).and_then(|c| c.lb) {
                Some(lb) if lb > 0 => break,
                Some(0) => continue,
                _ => {
                    valid = false;
                    break;
                }
            }
        }
        valid
    });
    valid
}

/// True if permuting the perfect nest `loops` so that `loops[i]` moves to
/// position `perm[i]` preserves every dependence (MLIR's
/// `isValidLoopInterchangePermutation`): no loop carries values
/// (`iter_args`), MLIR's component rule holds, and exactly, no dependence
/// instance becomes lexicographically negative in the new loop order.
/// `perm` must be a permutation of `0..loops.len()`.
pub fn is_valid_loop_interchange_permutation(ctx: &mut Context, loops: &[OpId], perm: &[usize]) -> bool {
    let n = loops.len();
    if n <= 1 {
        return true;
    }
    let carries_values =
        loops.iter().any(|&l| affine_dialects::affine::AffineForView::get(ctx, l).is_none_or(|v| !v.inits.is_empty()));
    if carries_values {
        return false;
    }
    let accesses = nested_accesses(ctx, loops[0]);
    let mut cache = RelationCache::default();
    if !interchange_valid_as_mlir(ctx, &accesses, n, perm, &mut cache) {
        return false;
    }
    let mut order = vec![0; n];
    for (i, &p) in perm.iter().enumerate() {
        order[p] = i;
    }
    let mut valid = true;
    for_each_dependence(ctx, &accesses, 1..=n, EXACT, &mut cache, &mut |dep| {
        // The first nonzero component in the new order must be positive.
        valid &= !(0..n).any(|j| has_instance(dep, &order[..j], order[j]));
        valid
    });
    valid
}
