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
//! negative and not a single value (`lb < ub < 0`, an unbounded lower end
//! counting as the smallest i64), so a dependence with distance exactly
//! `-1`, or with a range reaching positive distances, is tiled anyway; see
//! `tests/lit/upstream-bugs/loop-tile-illegal-dependence.mlir`.

use affine_ir::ir::WalkOrder;
use affine_ir::{Context, OpId, ValueId};
use presburger::{Int, IntegerRelation};

use crate::access::MemRefAccess;
use crate::dependence::{
    AliasMode, DependenceComponent, DependenceOptions, DependenceResult, PairCheck, Precision, RelationCache,
    check_with_details_cached,
};

/// The affine loads and stores nested in `root` (including `root`), in
/// pre-order (MLIR walks post-order, but for these ops, which have no
/// regions, the relative order is the same).
pub fn nested_accesses(ctx: &Context, root: OpId) -> Vec<MemRefAccess> {
    ctx.ir.walk(root, WalkOrder::PreOrder).into_iter().filter_map(|o| MemRefAccess::from_op(ctx, o)).collect()
}

/// A memory access by an op that an affine analysis does not model
/// (`memref.load`/`store`, `vector.transfer_*`, calls, ops with unknown
/// effects): what [`unmodeled_accesses`] finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnmodeledAccess {
    /// The op.
    pub op: OpId,
    /// The memref it accesses (`None`: unknown memory, possibly any).
    pub memref: Option<ValueId>,
    /// True if it may write (false: it only reads).
    pub write: bool,
}

/// The memory accesses of the ops nested in `root` (including `root`) that
/// `modeled` does not cover, from their declared memory effects.
/// Allocations and frees are not accesses. An op whose effects are unknown
/// (unregistered, or registered without effect information) reads and
/// writes each of its memref operands; without memref operands it counts
/// as touching no memref (the placeholder ops of tests).
pub fn unmodeled_accesses(
    ctx: &Context,
    root: OpId,
    modeled: &dyn Fn(&Context, OpId) -> bool,
    out: &mut Vec<UnmodeledAccess>,
) {
    use affine_ir::dialect::EffectKind;
    for op in ctx.ir.walk(root, WalkOrder::PreOrder) {
        if modeled(ctx, op) {
            continue;
        }
        match ctx.memory_effects(op) {
            Some(effects) => {
                for e in effects {
                    let write = match e.kind {
                        EffectKind::Write => true,
                        EffectKind::Read => false,
                        EffectKind::Allocate | EffectKind::Free => continue,
                    };
                    out.push(UnmodeledAccess { op, memref: e.value, write });
                }
            }
            None => {
                for &v in ctx.ir.operands(op) {
                    if crate::loop_nest::is_memref(ctx, v) {
                        out.push(UnmodeledAccess { op, memref: Some(v), write: true });
                    }
                }
            }
        }
    }
}

/// True if `root` holds a memory access the dependence analysis does not
/// model (anything but affine loads and stores, see [`unmodeled_accesses`])
/// that may conflict with another access of the nest, so that reordering
/// the nest's iterations may change what it computes: an unmodeled write
/// (it may conflict with itself in another iteration), or an unmodeled
/// read of memory that something in the nest may write. `mlir-opt` 22's
/// tiling, interchange and unroll-and-jam look only at affine accesses and
/// reorder such nests anyway
/// (`tests/lit/upstream-bugs/loop-tile-non-affine-access.mlir`).
pub fn has_unmodeled_conflict(ctx: &Context, root: OpId) -> bool {
    let mut unmodeled = Vec::new();
    unmodeled_accesses(ctx, root, &|ctx, op| MemRefAccess::from_op(ctx, op).is_some(), &mut unmodeled);
    if unmodeled.is_empty() {
        return false;
    }
    if unmodeled.iter().any(|u| u.write) {
        return true;
    }
    let writes: Vec<ValueId> = nested_accesses(ctx, root).iter().filter(|a| a.is_write()).map(|a| a.memref).collect();
    unmodeled.iter().any(|read| match read.memref {
        None => !writes.is_empty(),
        Some(r) => writes.iter().any(|&w| crate::dependence::may_alias(ctx, r, w, AliasMode::Views)),
    })
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
/// has a negative distance along a band loop (checked exactly), except on
/// memrefs private to the band's iterations
/// ([`crate::last_writer::is_private_to_iterations`]), whose dependences
/// carry no value between iterations.
pub fn is_tiling_valid(ctx: &mut Context, loops: &[OpId]) -> bool {
    is_tiling_valid_with(ctx, loops, false)
}

/// [`is_tiling_valid`], or with `mlir_rule_only` exactly `mlir-opt` 22's
/// (unsound) answer, for differential tests.
///
/// Only the dependences that can decide are computed: a dependence carried
/// at depth `d` has zero distance along the loops outside `d` and a
/// positive one along loop `d`, so only the loops inside `d` can make a
/// distance negative (a 1-d band is always valid), and MLIR's rule, which
/// reads every common loop's component, only looks at those too.
pub fn is_tiling_valid_with(ctx: &mut Context, loops: &[OpId], mlir_rule_only: bool) -> bool {
    let Some(&root) = loops.first() else { return true };
    if !mlir_rule_only && loops.len() >= 2 && has_unmodeled_conflict(ctx, root) {
        return false;
    }
    let accesses = nested_accesses(ctx, root);
    // Accesses of one block share their loops: walk up once per block.
    let mut last: Option<(Option<OpId>, Option<EnclosingLoops>)> = None;
    let subscripts: Vec<Option<SubscriptLoops>> = accesses
        .iter()
        .map(|a| {
            let parent = ctx.ir.parent_op(a.op);
            if !matches!(&last, Some((p, _)) if *p == parent) {
                last = Some((parent, enclosing_loops(ctx, parent)));
            }
            subscript_loops(ctx, a, last.as_ref().and_then(|(_, nest)| nest.as_ref())?)
        })
        .collect();
    let n = loops.len();
    // Nothing changes the nest while it is checked.
    let mut cache = RelationCache::with_domains();
    let mut private_memrefs: std::collections::HashMap<ValueId, bool> = std::collections::HashMap::new();
    for (src, src_loops) in accesses.iter().zip(&subscripts) {
        for (dst, dst_loops) in accesses.iter().zip(&subscripts) {
            if !src.is_write() && !dst.is_write() {
                continue;
            }
            let ncl = crate::dependence::common_surrounding_loops(ctx, src.op, dst.op);
            // Band loops inside a carrying depth: only those can get a
            // negative distance.
            let band = n.min(ncl);
            if src.memref != dst.memref {
                // mlir-opt: distinct values never alias. Exact: views of one
                // buffer may.
                if !mlir_rule_only
                    && band >= 2
                    && crate::dependence::may_alias(ctx, src.memref, dst.memref, AliasMode::Views)
                {
                    return false;
                }
                continue;
            }
            // MLIR's rule at depths 1 to n + 1 (a component range strictly
            // inside the negative numbers; only loops inside the depth can
            // have one). The exact check runs where MLIR's analysis finds a
            // dependence: it never finds fewer than there are. Both checks
            // are pure, so all of MLIR's run first (one preparation of the
            // pair, no polyhedron built) and then the exact ones: the
            // answer is the same in any order.
            let max_depth = (n + 1).min(ncl.saturating_sub(1));
            if max_depth == 0 {
                // No depth can make a distance negative: nothing to check
                // (the pair is not even prepared).
                continue;
            }
            // A depth whose inner common loops are all free on one side or
            // at a constant distance (see `subscript_loops`) cannot give
            // MLIR's rule a negative component; past the band there is no
            // exact check either. Only a failed analysis answers.
            let shared = last_shared_loop(src_loops.as_ref(), dst_loops.as_ref(), ncl);
            let decided = |depth: usize| shared.is_some_and(|s| s.is_none_or(|k| k < depth));
            let skip = |depth: usize| decided(depth) && (mlir_rule_only || depth >= band);
            if (1..=max_depth).all(skip) {
                if !mlir_rule_only && PairCheck::new(ctx, src, dst, AS_MLIR, &mut cache).failed() {
                    return false;
                }
                continue;
            }
            let as_mlir = PairCheck::new(ctx, src, dst, AS_MLIR, &mut cache);
            let pinned = pinned_depths(ctx, src, dst, max_depth.min(as_mlir.num_common_loops()));
            let mut exact_depths = Vec::new();
            for depth in 1..=max_depth {
                if skip(depth) || pinned.get(depth - 1).copied().unwrap_or(false) {
                    // Both accesses subscript one dimension with this loop's
                    // induction variable: no instances of the pair differ
                    // along it, so none is carried here (MLIR's polyhedron
                    // at this depth is empty; see `pinned_depths`).
                    continue;
                }
                // Only the loops inside the depth can have a negative
                // component.
                let (result, negative) = as_mlir.check_depth_negative(depth, depth, &mut cache);
                match result {
                    DependenceResult::NoDependence => continue,
                    DependenceResult::Failure(_) if mlir_rule_only => continue,
                    DependenceResult::Failure(_) => return false,
                    DependenceResult::HasDependence => {}
                }
                if negative {
                    return false;
                }
                if !mlir_rule_only && depth < band {
                    exact_depths.push(depth);
                }
            }
            if exact_depths.is_empty() {
                continue;
            }
            // A memref private to the band's iterations (each iteration
            // writes what it reads before reading it, and nothing reads it
            // after the band) carries no value between iterations: tiling
            // runs each iteration whole, so these dependences do not
            // constrain the order (see `last_writer`).
            let memref = src.memref;
            let private = *private_memrefs
                .entry(memref)
                .or_insert_with(|| crate::last_writer::is_private_to_iterations(ctx, root, loops[n - 1], memref));
            if private {
                continue;
            }
            // Exact: no instance may have a negative distance along a band
            // loop inside the carrying one.
            let exact = PairCheck::new(ctx, src, dst, EXACT, &mut cache);
            for depth in exact_depths {
                let checked = exact.check_depth(depth, false, true, &mut cache);
                let dep = match checked.result {
                    DependenceResult::NoDependence => continue,
                    DependenceResult::Failure(_) => return false,
                    // Same memref: the pair is polyhedral, never an alias.
                    DependenceResult::HasDependence => match checked.polyhedron {
                        Some(p) => FoundDependence {
                            components: Vec::new(),
                            polyhedron: Some(p),
                            num_src_dims: exact.num_src_dims(),
                        },
                        None => return false,
                    },
                };
                if (depth..band).any(|k| has_instance(&dep, &[], k)) {
                    return false;
                }
            }
        }
    }
    true
}

/// The induction variables of the `affine.for` nest around an op whose
/// parent is `parent` (outermost first) and the `func.func` directly
/// around the nest, for [`subscript_loops`].
struct EnclosingLoops {
    ivs: Vec<ValueId>,
    outside: OpId,
}

/// [`EnclosingLoops`] of an op whose parent op is `parent`; `None` when a
/// loop around it has operands in its bounds, is not well formed, or the
/// nest is not directly in a function.
fn enclosing_loops(ctx: &Context, parent: Option<OpId>) -> Option<EnclosingLoops> {
    use affine_dialects::affine::{AffineForView, names};
    let mut ivs = Vec::new();
    let mut cur = parent;
    let outside = loop {
        let p = cur?;
        if ctx.op_name_str(ctx.ir.op(p).name) != names::FOR {
            break p;
        }
        let view = AffineForView::get(ctx, p)?;
        if !view.lower_operands.is_empty() || !view.upper_operands.is_empty() {
            return None;
        }
        ivs.push(view.iv);
        cur = ctx.ir.parent_op(p);
    };
    if ctx.op_name_str(ctx.ir.op(outside).name) != "func.func" {
        return None;
    }
    ivs.reverse();
    Some(EnclosingLoops { ivs, outside })
}

/// Which loops the subscripts of an access use (see [`subscript_loops`]).
struct SubscriptLoops {
    /// Positions (outermost first, among the loops around the access) of
    /// the loops whose induction variables the subscripts use.
    used: Vec<usize>,
    /// Per memref dimension, the loop whose induction variable the
    /// subscript is, plus a constant (`None`: another form).
    offset_of: Vec<Option<usize>>,
}

/// The loops the subscripts of `access` use, when the access is in a nest
/// of `affine.for` loops with operand-free bounds directly in a function
/// and every subscript operand is one of their induction variables or a
/// value defined outside the nest; `None` otherwise.
///
/// For such accesses, MLIR's tiling rule cannot find a negative component
/// along a common loop `k` inside the carrying depth (no ordering
/// constraint is on it) when either
/// * one side's subscripts do not use loop `k`'s induction variable: on
///   that side it appears in the dependence polyhedron only in loop `k`'s
///   constant bounds, so moving it to the other side's value keeps every
///   constraint; if the polyhedron has a point, distance 0 along `k` is
///   reached and the component's upper bound is at least 0; or
/// * both sides subscript one memref dimension with that induction
///   variable plus a constant: the distance along `k` is that constant's
///   difference at every point, an equality the projection keeps, so the
///   component's bounds are equal (the rule needs `lb < ub`).
fn subscript_loops(ctx: &Context, access: &MemRefAccess, nest: &EnclosingLoops) -> Option<SubscriptLoops> {
    use affine_ir::affine::{AffineExprData, AffineExprKind};
    let EnclosingLoops { ivs, outside } = nest;
    let outside = *outside;
    let mut used = Vec::new();
    let mut operand_loop = Vec::with_capacity(access.indices.len());
    for &v in &access.indices {
        let k = ivs.iter().position(|&iv| iv == v);
        operand_loop.push(k);
        if let Some(k) = k {
            used.push(k);
            continue;
        }
        // Defined outside the nest: a function argument or an op of the
        // function's body.
        if ctx.ir.value_parent_block(v).and_then(|b| ctx.ir.block_parent_op(b)) != Some(outside) {
            return None;
        }
    }
    let data = ctx.affine.map_data(access.map);
    let offset_of = data
        .results
        .iter()
        .map(|&r| {
            let base = match ctx.affine.data(r) {
                AffineExprData::Binary(AffineExprKind::Add, l, c) if ctx.affine.as_constant(c).is_some() => l,
                _ => r,
            };
            match ctx.affine.data(base) {
                AffineExprData::Dim(i) => operand_loop.get(i as usize).copied().flatten(),
                _ => None,
            }
        })
        .collect();
    Some(SubscriptLoops { used, offset_of })
}

/// The innermost common loop (below `ncl`) along which MLIR's tiling rule
/// may find a negative component for the pair, by [`subscript_loops`]
/// (`Some(None)`: none); `None` when one of the accesses is not of the
/// form it handles.
fn last_shared_loop(src: Option<&SubscriptLoops>, dst: Option<&SubscriptLoops>, ncl: usize) -> Option<Option<usize>> {
    let (src, dst) = (src?, dst?);
    let constant_distance =
        |k: usize| src.offset_of.iter().zip(&dst.offset_of).any(|(a, b)| *a == Some(k) && *b == Some(k));
    Some(src.used.iter().copied().filter(|&k| k < ncl && dst.used.contains(&k) && !constant_distance(k)).max())
}

/// For each loop depth `1..=depths` (common loops of `src` and `dst`,
/// outermost first), whether some memref dimension is subscripted by that
/// loop's induction variable itself in both scalar accesses (the same map
/// result position is the bare dim bound to it). A dependence carried at
/// that depth needs a source instance strictly before the destination's
/// along the loop (`x_d < y_d`) touching the same element (`x_d == y_d` in
/// that dimension): it has none, whatever the rest of the accesses, so the
/// dependence check there would answer "no dependence", in MLIR's precision
/// and exactly. `depths` must not exceed the pair's common loops as the
/// dependence check counts them.
fn pinned_depths(ctx: &Context, src: &MemRefAccess, dst: &MemRefAccess, depths: usize) -> Vec<bool> {
    use affine_dialects::affine::AccessKind;
    use affine_ir::affine::AffineExprData;
    let scalar = |a: &MemRefAccess| matches!(a.kind, AccessKind::Load | AccessKind::Store);
    if depths == 0 || src.memref != dst.memref || !scalar(src) || !scalar(dst) {
        return Vec::new();
    }
    let (sd, dd) = (ctx.affine.map_data(src.map), ctx.affine.map_data(dst.map));
    if sd.results.len() != dd.results.len() {
        return Vec::new();
    }
    // The value a result is exactly (a bare dim), per result position.
    let bare = |results: &[affine_ir::affine::AffineExpr], num_dims: u32, indices: &[ValueId], r: usize| match ctx
        .affine
        .data(results[r])
    {
        AffineExprData::Dim(k) if k < num_dims => indices.get(k as usize).copied(),
        _ => None,
    };
    let ivs = crate::dependence::surrounding_ivs(ctx, src.op);
    let mut pinned = vec![false; depths.min(ivs.len())];
    for r in 0..sd.results.len() {
        let (Some(a), Some(b)) =
            (bare(&sd.results, sd.num_dims, &src.indices, r), bare(&dd.results, dd.num_dims, &dst.indices, r))
        else {
            continue;
        };
        if a != b {
            continue;
        }
        if let Some(d) = ivs[..pinned.len()].iter().position(|&iv| iv == a) {
            pinned[d] = true;
        }
    }
    pinned
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
    is_valid_loop_interchange_permutation_with(ctx, loops, perm, false)
}

/// [`is_valid_loop_interchange_permutation`], or with `mlir_rule_only`
/// exactly `mlir-opt` 22's answer, for differential tests.
pub fn is_valid_loop_interchange_permutation_with(
    ctx: &mut Context,
    loops: &[OpId],
    perm: &[usize],
    mlir_rule_only: bool,
) -> bool {
    let n = loops.len();
    if n <= 1 {
        return true;
    }
    let carries_values =
        loops.iter().any(|&l| affine_dialects::affine::AffineForView::get(ctx, l).is_none_or(|v| !v.inits.is_empty()));
    if carries_values {
        return false;
    }
    if !mlir_rule_only && has_unmodeled_conflict(ctx, loops[0]) {
        return false;
    }
    let accesses = nested_accesses(ctx, loops[0]);
    let mut cache = RelationCache::default();
    let mlir_valid = interchange_valid_as_mlir(ctx, &accesses, n, perm, &mut cache);
    if !mlir_valid || mlir_rule_only {
        return mlir_valid;
    }
    // Columns of the nest's loops in the dependence polyhedra: after the
    // loops around the nest (MLIR's rule above reads the components from
    // the outermost loop on, whatever the nest's depth).
    let offset = crate::dependence::surrounding_ivs(ctx, loops[0]).len();
    let mut order = vec![0; n];
    for (i, &p) in perm.iter().enumerate() {
        order[p] = offset + i;
    }
    let mut valid = true;
    for_each_dependence(ctx, &accesses, offset + 1..=offset + n, EXACT, &mut cache, &mut |dep| {
        // The first nonzero component in the new order must be positive.
        valid &= !(0..n).any(|j| has_instance(dep, &order[..j], order[j]));
        valid
    });
    valid
}

/// True if unroll-and-jam of `for_op` by `factor` preserves every memory
/// dependence. Unroll-and-jam runs `factor` consecutive iterations of
/// `for_op` together: their ops between nested loops stay together, in
/// iteration order, and their nested loops are fused into one. A
/// dependence from iteration `k` to iteration `k + d` of `for_op`
/// (`0 < d < factor`) is reversed if its destination comes first within the
/// fused iteration: an earlier iteration of the common nested loops, or
/// the same one and an earlier group of ops. MLIR's `loopUnrollJamByFactor`
/// checks nothing; this check is exact except that it assumes the two
/// iterations fall in the same group of `factor`.
pub fn is_unroll_jam_valid(ctx: &mut Context, for_op: OpId, factor: u64) -> bool {
    let Some(view) = affine_dialects::affine::AffineForView::get(ctx, for_op) else { return false };
    let step = view.step;
    // Without nested loops, unroll-and-jam is unrolling: no reordering.
    let has_nested_loop = ctx
        .ir
        .walk(for_op, WalkOrder::PreOrder)
        .into_iter()
        .skip(1)
        .any(|o| ctx.op_name_str(ctx.ir.op(o).name) == affine_dialects::affine::names::FOR);
    if has_nested_loop && has_unmodeled_conflict(ctx, for_op) {
        return false;
    }
    let accesses = nested_accesses(ctx, for_op);
    let depth = crate::dependence::surrounding_ivs(ctx, for_op).len() + 1;
    let max_distance = (factor as i64 - 1).saturating_mul(step);
    let mut cache = RelationCache::default();
    for src in &accesses {
        for dst in &accesses {
            let details = check_with_details_cached(ctx, src, dst, depth, false, EXACT, false, &mut cache);
            let poly = match details.result {
                DependenceResult::NoDependence => continue,
                DependenceResult::Failure(_) => return false,
                DependenceResult::HasDependence if details.from_aliasing => return false,
                DependenceResult::HasDependence => match details.polyhedron {
                    Some(p) => p,
                    None => return false,
                },
            };
            let num_src_dims = details.src_dims.len();
            let ncl = details.num_common_loops;
            let mut near = poly;
            // dst iv - src iv <= (factor - 1) * step along `for_op`.
            let n = near.num_cols();
            let mut row = vec![Int::ZERO; n];
            row[depth - 1] = Int::ONE;
            row[num_src_dims + depth - 1] = Int::from(-1);
            row[n - 1] = Int::from(max_distance);
            near.add_inequality(&row);
            let dep = FoundDependence { components: Vec::new(), polyhedron: Some(near), num_src_dims };
            let inner: Vec<usize> = (depth..ncl).collect();
            // An earlier iteration of the common nested loops.
            if (0..inner.len()).any(|j| has_instance(&dep, &inner[..j], inner[j])) {
                return false;
            }
            // The same iteration of them, and the destination's ops first.
            if destination_group_first(ctx, src.op, dst.op, ncl) && has_instance_with_zeros(&dep, &inner) {
                return false;
            }
        }
    }
    true
}

/// True if some point of `dep` has `dst - src == 0` for all loops `zero`.
fn has_instance_with_zeros(dep: &FoundDependence, zero: &[usize]) -> bool {
    let Some(poly) = &dep.polyhedron else { return true };
    let mut p = poly.clone();
    let n = p.num_cols();
    for &k in zero {
        let mut row = vec![Int::ZERO; n];
        row[k] = Int::from(-1);
        row[dep.num_src_dims + k] = Int::ONE;
        p.add_equality(&row);
    }
    !p.is_integer_empty()
}

/// Within one iteration of their `ncl` common loops, does `dst`'s group of
/// ops run before `src`'s after unroll-and-jam? The ops are compared
/// through their ancestors in the body of the innermost common loop: a
/// loop ancestor is its own group; consecutive other ops form one group
/// (whose copies run in iteration order, so the same group is fine).
fn destination_group_first(ctx: &Context, src: OpId, dst: OpId, ncl: usize) -> bool {
    let ivs = crate::dependence::surrounding_ivs(ctx, src);
    let Some(&iv) = ivs.get(ncl.wrapping_sub(1)) else { return false };
    let Some(block) = ctx.ir.value_parent_block(iv) else { return false };
    let ancestor = |op: OpId| {
        let mut cur = op;
        loop {
            if ctx.ir.op(cur).parent == Some(block) {
                return Some(cur);
            }
            cur = ctx.ir.parent_op(cur)?;
        }
    };
    let (Some(a_src), Some(a_dst)) = (ancestor(src), ancestor(dst)) else { return false };
    if a_src == a_dst || !ctx.ir.is_before_in_block(a_dst, a_src) {
        return false;
    }
    // Same group: no loop between them (inclusive).
    let is_loop = |o: OpId| ctx.op_name_str(ctx.ir.op(o).name) == affine_dialects::affine::names::FOR;
    let mut cur = Some(a_dst);
    while let Some(o) = cur {
        if is_loop(o) {
            return true;
        }
        if o == a_src {
            return false;
        }
        cur = ctx.ir.op(o).next;
    }
    true
}
