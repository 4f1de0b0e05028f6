//! Memref dependence checks between two affine accesses, after MLIR's
//! `checkMemrefAccessDependence` (`mlir/lib/Dialect/Affine/Analysis/
//! AffineAnalysis.cpp`):
//!
//! 1. build each access relation `iteration domain -> memref element`
//!    ([`access_relation`]),
//! 2. compose `src` with the inverse of `dst`: a relation between the
//!    iterations of `src` and `dst` touching the same element,
//! 3. add "`src` runs before `dst`" ordering constraints at the requested
//!    loop depth,
//! 4. decide integer emptiness exactly, and on a dependence compute the
//!    distance / direction components by projecting onto `dst iv - src iv`.

use std::collections::HashMap;

use affine_dialects::affine::names;
use affine_dialects::affine::scope::{affine_analysis_scope, for_induction_var_owner, parallel_induction_var_owner};
use affine_ir::dialect::traits;
use affine_ir::{BlockId, Context, OpId, ValueId};
use presburger::lexmin::try_find_integer_sample_rows;
use presburger::{
    Checked, Coeff, Int, IntegerRelation, Optimum, PresburgerSpace, Simplex, VarKind, floor_div_constraints,
};

use crate::access::{MemRefAccess, Resolution, ValueMap};
use crate::constraints::{ValueConstraints, op_index_set, value_id};
use crate::error::AnalysisError;

/// One component of a dependence vector: the range of `dst iv - src iv` for
/// one loop common to both accesses. `None` bounds are unbounded (`-inf` /
/// `+inf`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DependenceComponent {
    /// The common loop (`affine.for`, or `affine.parallel` for a band IV).
    pub op: Option<OpId>,
    /// The induction variable of that loop.
    pub iv: Option<ValueId>,
    /// Lower bound of the distance, `None` for `-inf`.
    pub lb: Option<i64>,
    /// Upper bound of the distance, `None` for `+inf`.
    pub ub: Option<i64>,
}

/// The answer of [`check_memref_access_dependence`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DependenceResult {
    /// The analysis could not decide (treat as a dependence).
    Failure(AnalysisError),
    /// The accesses provably never touch the same element in this order.
    NoDependence,
    /// There is (or, for may-alias memrefs, may be) a dependence.
    HasDependence,
}

impl DependenceResult {
    /// True for [`DependenceResult::HasDependence`] (MLIR's `hasDependence`).
    pub fn has_dependence(&self) -> bool {
        matches!(self, DependenceResult::HasDependence)
    }
}

/// How two distinct memref values are compared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AliasMode {
    /// MLIR's rule: distinct SSA values never alias (unsound for views).
    #[default]
    ValueIdentity,
    /// Distinct values may alias when they are views (casts, subviews,
    /// reshapes, ...) of the same root memref, or when a root has unknown
    /// provenance (a call result, a loaded memref, a region argument).
    /// Distinct fresh allocations, globals and distinct function arguments
    /// are assumed not to alias (function arguments as in MLIR).
    Views,
    /// Only distinct fresh allocations are known not to alias; function
    /// arguments may alias each other.
    Conservative,
}

/// How precise the analysis is: exact, or exactly as imprecise as
/// `mlir-opt` 22 (to reproduce its test output).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Precision {
    /// Exact integer emptiness (no integer point means no dependence) and
    /// `memref.dim` of static dimensions folded to constants.
    #[default]
    Exact,
    /// MLIR's algorithm step for step: relations built in MLIR's column and
    /// row order, `memref.dim` kept as an unknown symbol, emptiness by
    /// MLIR's `IntegerRelation::isEmpty` (Gaussian elimination with GCD
    /// tests, then Fourier–Motzkin). Sound, but may report a dependence for
    /// a polyhedron with rational but no integer points; used by the test
    /// pass to print what `mlir-opt` prints.
    Mlir,
}

impl Precision {
    /// How SSA values are resolved under this precision.
    pub fn resolution(self) -> Resolution {
        match self {
            Precision::Exact => Resolution::EXACT,
            Precision::Mlir => Resolution::MLIR,
        }
    }
}

/// Options of [`check_memref_access_dependence_with`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DependenceOptions {
    /// Also report read-after-read dependences (MLIR's `allowRAR`).
    pub allow_rar: bool,
    /// How distinct memref values are compared. When they may alias the
    /// result is a dependence with unknown components (never "no
    /// dependence").
    pub alias_mode: AliasMode,
    /// Exact, or as `mlir-opt` 22 computes it.
    pub precision: Precision,
}

/// Everything the dependence check computed, for reports and dumps.
#[derive(Clone, Debug)]
pub struct DependenceDetails {
    /// The result.
    pub result: DependenceResult,
    /// Distance / direction per common loop (empty when there is none or
    /// no dependence).
    pub components: Vec<DependenceComponent>,
    /// Number of loops common to both accesses.
    pub num_common_loops: usize,
    /// The steps of the computation (only filled when requested).
    pub steps: Vec<(String, IntegerRelation)>,
    /// The dependence polyhedron `[src ivs, dst ivs, symbols, locals]`
    /// including ordering constraints (when computed and non-empty).
    pub polyhedron: Option<IntegerRelation>,
    /// Values of the source domain dims, then the destination domain dims.
    pub src_dims: Vec<Option<ValueId>>,
    /// Values of the destination domain dims.
    pub dst_dims: Vec<Option<ValueId>>,
    /// True when the result comes from may-alias reasoning, not polyhedra.
    pub from_aliasing: bool,
}

/// MLIR's `MemRefAccess::getAccessRelation`: the relation from the
/// iteration domain of the access (domain vars = enclosing IVs, plus any
/// further dim operands of the access map) to the accessed element (range
/// vars, one per memref dimension), with symbols and locals. Built in
/// MLIR's order (the map's relation first, then the domain's constraints),
/// since the column and row order decide what MLIR's inexact elimination
/// proves. Also returns the iteration domain and the composed access map.
pub fn access_relation(
    ctx: &mut Context,
    access: &MemRefAccess,
    res: Resolution,
) -> Result<(IntegerRelation, ValueConstraints, ValueMap), AnalysisError> {
    let domain = op_index_set(ctx, access.op, res)?;
    access_relation_in(ctx, access, res, domain)
}

/// [`access_relation`] given the iteration domain of the access
/// (`op_index_set` of its op, or a part of it: e.g. one disjunct of the
/// points where the `else` region of an `affine.if` runs).
pub fn access_relation_in(
    ctx: &mut Context,
    access: &MemRefAccess,
    res: Resolution,
    domain: ValueConstraints,
) -> Result<(IntegerRelation, ValueConstraints, ValueMap), AnalysisError> {
    let vm = access.access_map(ctx, res);
    let data = ctx.affine.map_data(vm.map).clone();
    let nd = data.num_dims as usize;
    let ns = vm.operands.len() - nd;
    let nres = data.results.len();
    // getRelationFromMap: [map dims, results, symbols, locals].
    let flat = ctx.affine.flatten_exprs(&data.results, nd, ns).map_err(AnalysisError::Flatten)?;
    let k = flat.locals.len();
    let mut rel = IntegerRelation::new(PresburgerSpace::set(nd, ns, 0));
    rel.append_var(VarKind::Local, k);
    let to_row = |r: &[i64]| -> Vec<Int> { r.iter().map(|&c| Int::from(c)).collect() };
    for (j, local) in flat.locals.iter().enumerate() {
        for r in floor_div_constraints(&to_row(&local.dividend), &Int::from(local.divisor), nd + ns + j) {
            rel.add_inequality(&r);
        }
    }
    rel.insert_var(VarKind::Range, nd, nres);
    for (i, fr) in flat.rows.iter().enumerate() {
        let mut eq = vec![Int::ZERO; rel.num_cols()];
        for (j, &c) in fr.iter().enumerate() {
            let col = if j < nd { j } else { j + nres };
            eq[col] = Int::from(c);
        }
        eq[nd + i] = Int::from(-1);
        rel.add_equality(&eq);
    }
    for (i, &v) in vm.operands.iter().enumerate() {
        if i < nd {
            rel.set_id(VarKind::Range, i, Some(value_id(v)));
        } else {
            rel.set_id(VarKind::Symbol, i - nd, Some(value_id(v)));
        }
    }
    // Align the map's dims with the domain's.
    let mut inserts = 0;
    for i in 0..domain.num_dims() {
        let id = domain.value(i).map(value_id);
        let found = id
            .as_ref()
            .and_then(|id| (i..rel.num_range_vars()).find(|&j| rel.space().id(VarKind::Range, j) == Some(id)));
        match found {
            Some(j) => rel.swap_var(i, j),
            None => {
                rel.insert_var(VarKind::Range, i, 1);
                rel.set_id(VarKind::Range, i, id);
                inserts += 1;
            }
        }
    }
    let mut domain_rel = domain.rel.clone();
    // Map dims that are not loop IVs of the domain (MLIR asserts there are
    // none): give the domain matching unconstrained dims.
    let extra = (nd + inserts).saturating_sub(domain_rel.num_range_vars());
    domain_rel.append_var(VarKind::Range, extra + nres);
    domain_rel.merge_and_align_symbols(&mut rel);
    domain_rel.merge_local_vars(&mut rel);
    rel.append(&domain_rel);
    rel.convert_var_kind(VarKind::Range, 0, nd + inserts, VarKind::Domain, 0);
    Ok((rel, domain, vm))
}

/// The chain of blocks from `op` up to and including the first block whose
/// parent op is an affine scope.
fn ancestor_blocks(ctx: &Context, op: OpId) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        let Some(region) = ctx.ir.parent_region(o) else { break };
        let Some(block) = block_of(ctx, o) else { break };
        out.push(block);
        let parent = ctx.ir.region(region).parent;
        match parent {
            Some(p) if !ctx.op_has_trait(p, traits::AFFINE_SCOPE) => cur = Some(p),
            _ => break,
        }
    }
    out
}

fn block_of(ctx: &Context, op: OpId) -> Option<BlockId> {
    ctx.ir.op(op).parent
}

/// MLIR's `getCommonBlockInAffineScope`.
fn common_block_in_affine_scope(ctx: &Context, a: OpId, b: OpId) -> Option<BlockId> {
    let ca = ancestor_blocks(ctx, a);
    let cb = ancestor_blocks(ctx, b);
    let mut common = None;
    for (x, y) in ca.iter().rev().zip(cb.iter().rev()) {
        if x != y {
            break;
        }
        common = Some(*x);
    }
    common
}

/// The ancestor of `op` (or `op`) directly in `block`.
fn ancestor_in_block(ctx: &Context, block: BlockId, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if block_of(ctx, cur) == Some(block) {
            return Some(cur);
        }
        cur = ctx.ir.parent_op(cur)?;
    }
}

/// MLIR's `srcAppearsBeforeDstInAncestralBlock`.
pub(crate) fn src_appears_before_dst(ctx: &Context, src: OpId, dst: OpId) -> bool {
    let Some(block) = common_block_in_affine_scope(ctx, src, dst) else { return false };
    let (Some(s), Some(d)) = (ancestor_in_block(ctx, block, src), ancestor_in_block(ctx, block, dst)) else {
        return false;
    };
    // Constant time (cached order indices), not a scan of the block.
    s != d && ctx.ir.is_before_in_block(s, d)
}

/// MLIR's `getNumCommonLoops` over two domains: the leading dims that are
/// the same loop induction variable in both.
fn num_common_loops(ctx: &Context, src: &[Option<ValueId>], dst: &[Option<ValueId>]) -> usize {
    src.iter()
        .zip(dst)
        .take_while(|(a, b)| match (a, b) {
            (Some(a), Some(b)) => a == b && crate::constraints::is_loop_iv(ctx, *a),
            _ => false,
        })
        .count()
}

/// The induction variables of the `affine.for` / `affine.parallel` ops
/// around `op` inside its affine scope, outermost first (MLIR's
/// `getAffineIVs`).
pub fn surrounding_ivs(ctx: &Context, op: OpId) -> Vec<ValueId> {
    let mut ivs = Vec::new();
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_has_trait(p, traits::AFFINE_SCOPE) {
            break;
        }
        let n = ctx.op_name_str(ctx.ir.op(p).name);
        if (n == names::FOR || n == names::PARALLEL)
            && let Some(&r) = ctx.ir.regions(p).first()
            && let Some(b) = ctx.ir.entry_block(r)
        {
            let args = ctx.ir.block_args(b);
            if n == names::FOR {
                ivs.extend(args.first().copied());
            } else {
                ivs.extend(args.iter().rev().copied());
            }
        }
        cur = ctx.ir.parent_op(p);
    }
    ivs.reverse();
    ivs
}

/// MLIR's `getNumCommonSurroundingLoops`: how many leading surrounding
/// loop IVs the two ops share.
pub fn common_surrounding_loops(ctx: &Context, a: OpId, b: OpId) -> usize {
    let (la, lb) = (surrounding_ivs(ctx, a), surrounding_ivs(ctx, b));
    la.iter().zip(&lb).take_while(|(x, y)| x == y).count()
}

/// The "root" memref a value is a view of (through casts, subviews and
/// other view-like ops), or the value itself.
fn alias_root(ctx: &Context, mut v: ValueId) -> ValueId {
    const VIEWS: &[&str] = &[
        "memref.cast",
        "memref.subview",
        "memref.view",
        "memref.reinterpret_cast",
        "memref.collapse_shape",
        "memref.expand_shape",
        "memref.transpose",
        "memref.memory_space_cast",
        "memref.assume_alignment",
    ];
    for _ in 0..64 {
        let Some(op) = ctx.ir.defining_op(v) else { return v };
        if !VIEWS.contains(&ctx.op_name_str(ctx.ir.op(op).name)) {
            return v;
        }
        match ctx.ir.operands(op).first() {
            Some(&src) => v = src,
            None => return v,
        }
    }
    v
}

/// The memref a value is an identity view of (same elements at the same
/// subscripts): through `memref.cast`, `memref.memory_space_cast` and
/// `memref.assume_alignment`.
fn identity_root(ctx: &Context, mut v: ValueId) -> ValueId {
    const IDENTITY_VIEWS: &[&str] = &["memref.cast", "memref.memory_space_cast", "memref.assume_alignment"];
    for _ in 0..64 {
        let Some(op) = ctx.ir.defining_op(v) else { return v };
        if !IDENTITY_VIEWS.contains(&ctx.op_name_str(ctx.ir.op(op).name)) {
            return v;
        }
        match ctx.ir.operands(op).first() {
            Some(&src) => v = src,
            None => return v,
        }
    }
    v
}

/// True if the root memref is a fresh allocation (which aliases nothing
/// else).
fn is_fresh_allocation(ctx: &Context, v: ValueId) -> bool {
    ctx.ir
        .defining_op(v)
        .is_some_and(|op| matches!(ctx.op_name_str(ctx.ir.op(op).name), "memref.alloc" | "memref.alloca"))
}

/// True if the root memref has known provenance: a fresh allocation, a
/// global, or an argument of a function's entry block (a `func.func`, or a
/// `gpu.func` kernel, whose attributions are entry arguments too).
fn is_known_root(ctx: &Context, v: ValueId) -> bool {
    if is_fresh_allocation(ctx, v) {
        return true;
    }
    if let Some(op) = ctx.ir.defining_op(v) {
        return ctx.op_name_str(ctx.ir.op(op).name) == "memref.get_global";
    }
    ctx.ir
        .value_parent_block(v)
        .and_then(|b| ctx.ir.block_parent_op(b))
        .is_some_and(|op| matches!(ctx.op_name_str(ctx.ir.op(op).name), "func.func" | "gpu.func"))
}

/// True if memref values `a` and `b` may refer to overlapping memory
/// under `mode` (see [`AliasMode`]).
pub fn may_alias(ctx: &Context, a: ValueId, b: ValueId, mode: AliasMode) -> bool {
    if a == b {
        return true;
    }
    let (ra, rb) = (alias_root(ctx, a), alias_root(ctx, b));
    match mode {
        AliasMode::ValueIdentity => false,
        AliasMode::Views => ra == rb || !is_known_root(ctx, ra) || !is_known_root(ctx, rb),
        AliasMode::Conservative => ra == rb || !(is_fresh_allocation(ctx, ra) || is_fresh_allocation(ctx, rb)),
    }
}

/// MLIR's `checkMemrefAccessDependence(src, dst, loopDepth, nullptr,
/// components, allowRAR)`; `loop_depth` is in `1..=common loops + 1`.
/// Components are computed when `want_components`.
pub fn check_memref_access_dependence(
    ctx: &mut Context,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    want_components: bool,
) -> (DependenceResult, Vec<DependenceComponent>) {
    let d = check_with_details(ctx, src, dst, loop_depth, want_components, DependenceOptions::default(), false);
    (d.result, d.components)
}

/// [`check_memref_access_dependence`] with options.
pub fn check_memref_access_dependence_with(
    ctx: &mut Context,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    want_components: bool,
    opts: DependenceOptions,
) -> (DependenceResult, Vec<DependenceComponent>) {
    let d = check_with_details(ctx, src, dst, loop_depth, want_components, opts, false);
    (d.result, d.components)
}

/// The full computation behind [`check_memref_access_dependence`],
/// keeping intermediate relations (`record_steps`) and the polyhedron.
pub fn check_with_details(
    ctx: &mut Context,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    want_components: bool,
    opts: DependenceOptions,
    record_steps: bool,
) -> DependenceDetails {
    check_with_details_cached(
        ctx,
        src,
        dst,
        loop_depth,
        want_components,
        opts,
        record_steps,
        &mut RelationCache::default(),
    )
}

/// An access relation, with its machine-integer copy when every
/// coefficient fits (the dependence check runs on that copy and redoes the
/// work over exact integers if it overflows).
struct CachedRelation {
    exact: IntegerRelation,
    small: Option<IntegerRelation<i64>>,
}

/// The composed relation of a pair of accesses (`[src dims, dst dims]`
/// as range variables, symbols, locals), the same at every loop depth.
struct PairRelation {
    key: (OpId, OpId, Resolution),
    small: Option<IntegerRelation<i64>>,
    exact: Option<IntegerRelation>,
    /// Scratch polyhedra of this pair's depths.
    scratch: Scratch<i64>,
}

/// Access relations computed once per access and reused across the pairs
/// and depths of a whole-module check (the relation of an access depends
/// only on the access and the resolution, not on the pair), and the
/// composed relation of the last pair (reused across its loop depths).
#[derive(Default)]
pub struct RelationCache {
    relations: HashMap<(OpId, Resolution), Result<CachedRelation, AnalysisError>>,
    pair: Option<PairRelation>,
    /// Iteration domains by the block holding the access (`None` unless
    /// made by [`RelationCache::with_domains`]).
    domains: Option<HashMap<(BlockId, Resolution), Result<ValueConstraints, AnalysisError>>>,
}

impl RelationCache {
    /// A cache that also keeps the iteration domain of the accesses of each
    /// block (the loops and conditions around an op are those of its
    /// block), so that accesses in one loop body share it. Only for users
    /// that change no loop, condition or block while the cache lives (an
    /// analysis, or a transformation that only rewrites or removes
    /// accesses): a domain is not recomputed when its loops change.
    pub fn with_domains() -> Self {
        RelationCache { domains: Some(HashMap::default()), ..RelationCache::default() }
    }

    /// Forgets what was computed for `op` (after a transformation rewrote
    /// its memref or subscripts in place, keeping its id).
    pub fn forget_op(&mut self, op: OpId) {
        for res in [Resolution::MLIR, Resolution::EXACT] {
            self.relations.remove(&(op, res));
        }
        if self.pair.as_ref().is_some_and(|p| p.key.0 == op || p.key.1 == op) {
            self.pair = None;
        }
    }

    /// The access relation of `access` (see [`access_relation`]).
    fn get(
        &mut self,
        ctx: &mut Context,
        access: &MemRefAccess,
        res: Resolution,
    ) -> Result<&CachedRelation, AnalysisError> {
        let entry = match self.relations.entry((access.op, res)) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let block = ctx.ir.op(access.op).parent;
                let relation = match (&mut self.domains, block) {
                    (Some(domains), Some(block)) => {
                        match domains.entry((block, res)).or_insert_with(|| op_index_set(ctx, access.op, res)) {
                            Ok(domain) => access_relation_in(ctx, access, res, domain.clone()),
                            Err(err) => Err(err.clone()),
                        }
                    }
                    _ => access_relation(ctx, access, res),
                };
                e.insert(relation.map(|(rel, _, _)| {
                    let small = rel.to_coeffs::<i64>().ok();
                    CachedRelation { exact: rel, small }
                }))
            }
        };
        entry.as_ref().map_err(Clone::clone)
    }
}

/// `dst⁻¹ ∘ src` with the domain moved into the range: the relation
/// between the iterations of `src` and `dst` touching the same element,
/// before ordering constraints (MLIR's steps, in MLIR's order).
fn compose_pair<T: Coeff>(src_rel: &IntegerRelation<T>, dst_rel: &IntegerRelation<T>) -> Checked<IntegerRelation<T>> {
    let mut dep = dst_rel.clone();
    dep.inverse();
    dep.try_compose(src_rel)?;
    let nd = dep.num_domain_vars();
    dep.convert_var_kind(VarKind::Domain, 0, nd, VarKind::Range, 0);
    Ok(dep)
}

/// Adds "`src` runs before `dst` at `loop_depth`" to the pair relation:
/// equal IVs for the common loops above that depth, then `dst iv >= src iv
/// + 1` at it (nothing but equalities past the common loops).
fn add_ordering_constraints<T: Coeff>(
    dep: &mut IntegerRelation<T>,
    ncl: usize,
    loop_depth: usize,
    num_src_dims: usize,
) {
    add_ordering_constraints_at(dep, 0, ncl, loop_depth, num_src_dims);
}

/// [`add_ordering_constraints`] on a relation whose source dims start at
/// column `first` (after `first` inserted variables).
fn add_ordering_constraints_at<T: Coeff>(
    dep: &mut IntegerRelation<T>,
    first: usize,
    ncl: usize,
    loop_depth: usize,
    num_src_dims: usize,
) {
    let ncols = dep.num_cols();
    let mut row = vec![T::ZERO; ncols];
    for i in 0..ncl.min(loop_depth) {
        row.iter_mut().for_each(|v| *v = T::ZERO);
        row[first + i] = T::MINUS_ONE;
        row[first + i + num_src_dims] = T::ONE;
        if i + 1 == loop_depth {
            row[ncols - 1] = T::MINUS_ONE;
            dep.add_inequality(&row);
        } else {
            dep.add_equality(&row);
        }
    }
}

/// Adds the direction variables' definitions `d_j = dst iv_j - src iv_j`
/// (as `d_j + src iv_j - dst iv_j = 0`) for the `ncl` variables in front.
fn add_direction_equalities<T: Coeff>(d: &mut IntegerRelation<T>, ncl: usize, num_src_dims: usize) {
    let ncols = d.num_cols();
    let mut row = vec![T::ZERO; ncols];
    for j in 0..ncl {
        row.iter_mut().for_each(|v| *v = T::ZERO);
        row[j] = T::ONE;
        row[j + ncl] = T::ONE;
        row[j + ncl + num_src_dims] = T::MINUS_ONE;
        d.add_equality(&row);
    }
}

/// What the check computes at one depth from the pair relation.
struct DepthOutcome {
    /// False when the polyhedron is proven empty.
    non_empty: bool,
    /// Constant bounds of `dst iv - src iv` per common loop (when asked).
    bounds: Vec<(Option<i64>, Option<i64>)>,
    /// [`Want::NegativeFrom`]'s answer (false otherwise).
    negative: bool,
}

/// What the check of one depth computes past emptiness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Want {
    /// Nothing: emptiness only.
    Nothing,
    /// The components (Fourier–Motzkin bounds of every common loop).
    Components,
    /// Only whether a component from this common loop on is negative by
    /// MLIR's tiling rule ([`is_negative_component`]), over the bounds
    /// [`Want::Components`] would compute.
    NegativeFrom(usize),
}

/// MLIR's tiling rule on one component (`isTilingValid`): a distance range
/// strictly inside the negative numbers and not a single value
/// (`lb < ub < 0`, an unbounded end read as the extreme `i64`, as MLIR
/// stores it).
pub fn is_negative_component(lb: Option<i64>, ub: Option<i64>) -> bool {
    let (lb, ub) = (lb.unwrap_or(i64::MIN), ub.unwrap_or(i64::MAX));
    lb < ub && ub < 0
}

/// Scratch relations of the checks of one pair's depths, reused from call
/// to call (and pair to pair): the polyhedron of the emptiness test and
/// that of the direction-vector projection.
struct Scratch<T: Coeff> {
    emptiness: IntegerRelation<T>,
    projection: IntegerRelation<T>,
}

impl<T: Coeff> Default for Scratch<T> {
    fn default() -> Self {
        Scratch {
            emptiness: IntegerRelation::universe(PresburgerSpace::set(0, 0, 0)),
            projection: IntegerRelation::universe(PresburgerSpace::set(0, 0, 0)),
        }
    }
}

/// Steps 3 and 4 of the check over any coefficient type: ordering
/// constraints, emptiness, and the direction vector, on `scratch`.
#[allow(clippy::too_many_arguments)]
fn check_depth<T: Coeff>(
    pair: &IntegerRelation<T>,
    scratch: &mut Scratch<T>,
    ncl: usize,
    loop_depth: usize,
    num_src_dims: usize,
    precision: Precision,
    want: Want,
) -> Checked<DepthOutcome> {
    // Most depths are empty: the elimination runs on the scratch copy.
    let test = &mut scratch.emptiness;
    test.copy_from(pair);
    add_ordering_constraints(test, ncl, loop_depth, num_src_dims);
    let empty = match precision {
        Precision::Exact => test.try_is_integer_empty()?,
        Precision::Mlir => test.try_eliminate_to_emptiness_in_place()?,
    };
    if empty {
        return Ok(DepthOutcome { non_empty: false, bounds: Vec::new(), negative: false });
    }
    let direction_bounds = |scratch: &mut Scratch<T>| -> Checked<Vec<(Option<i64>, Option<i64>)>> {
        // The polyhedron with the direction variables in front, built in
        // place (the rows in the order MLIR has them).
        let proj = &mut scratch.projection;
        proj.copy_with_room_from(pair, VarKind::Range, 0, ncl);
        add_ordering_constraints_at(proj, ncl, ncl, loop_depth, num_src_dims);
        add_direction_equalities(proj, ncl, num_src_dims);
        direction_bounds_in_place(proj, ncl, pair.num_vars())
    };
    let mut out = DepthOutcome { non_empty: true, bounds: Vec::new(), negative: false };
    match want {
        Want::Nothing => {}
        Want::Components if ncl == 0 => {}
        Want::Components => out.bounds = direction_bounds(scratch)?,
        Want::NegativeFrom(from) if from >= ncl => {}
        Want::NegativeFrom(from) => {
            let test = &mut scratch.emptiness;
            test.copy_from(pair);
            add_ordering_constraints(test, ncl, loop_depth, num_src_dims);
            out.negative = match negative_component_without_projection(test, ncl, num_src_dims, from)? {
                Some(negative) => negative,
                // Not settled by the integer points and the rational
                // relaxation: MLIR's projection itself.
                None => direction_bounds(scratch)?[from..].iter().any(|&(lb, ub)| is_negative_component(lb, ub)),
            };
        }
    }
    Ok(out)
}

/// MLIR's tiling rule ([`is_negative_component`]) on the components `from..ncl`
/// of the dependence polyhedron `p` (pair relation with ordering
/// constraints, non-empty by the emptiness test), decided without the
/// Fourier–Motzkin projection that computes the components where that is
/// possible; `None` where only the projection can tell.
///
/// The projection keeps every integer point of `p` (its steps combine
/// constraints and round them down to integer bounds, both true at every
/// integer point) and is inside the rational projection (rounding only
/// shrinks the rows), and the bound read for `d = dst iv - src iv` is an
/// integer. So with `I` the values of `d` at integer points of `p` and
/// `[rmin, rmax]` its range over the rational points, MLIR's bounds
/// satisfy `lb <= min I`, `ub >= max I`, and (when `I` is not empty)
/// `lb >= ceil(rmin)`, `ub <= floor(rmax)`. Hence, per component:
/// * an integer point with `d >= 0`: `ub >= 0`, not negative;
/// * `rmax < 0` and two integer points with different `d`: `lb < ub < 0`,
///   negative;
/// * an integer point and `ceil(rmin) >= floor(rmax)`: `lb >= ub`, not
///   negative;
///
/// and the component is undecided otherwise (a range of `d` whose ends are
/// not integer points, which only the projection's own rounding settles).
fn negative_component_without_projection<T: Coeff>(
    p: &IntegerRelation<T>,
    ncl: usize,
    num_src_dims: usize,
    from: usize,
) -> Checked<Option<bool>> {
    let n = p.num_vars();
    let eqs: Vec<Vec<T>> = (0..p.num_equalities()).map(|i| p.equality(i).to_vec()).collect();
    let mut ineqs: Vec<Vec<T>> = (0..p.num_inequalities()).map(|i| p.inequality(i).to_vec()).collect();
    let mut simplex = Simplex::try_from_rows(n, eqs.iter().map(Vec::as_slice), ineqs.iter().map(Vec::as_slice))?;
    if simplex.is_empty() {
        return Ok(None);
    }
    // `d_j + c` as a row.
    let distance = |j: usize, c: i64| {
        let mut row = vec![T::ZERO; n + 1];
        row[j] = T::MINUS_ONE;
        row[num_src_dims + j] = T::ONE;
        row[n] = T::from_i64(c);
        row
    };
    let value = |x: &[T], j: usize| x[num_src_dims + j].sub(&x[j]);
    // Is there an integer point of `p` with `row >= 0`?
    let mut sample_with = |row: Vec<T>| -> Checked<Option<Vec<T>>> {
        ineqs.push(row);
        let found = try_find_integer_sample_rows(n, &eqs, &ineqs);
        ineqs.pop();
        found
    };
    let mut point: Option<Vec<T>> = None;
    let mut undecided = false;
    for j in from..ncl {
        let d = distance(j, 0);
        let rmax = match simplex.try_maximize(&d)? {
            Optimum::Empty => return Ok(None),
            Optimum::Unbounded => None,
            Optimum::Bounded(v) => Some(v),
        };
        if rmax.as_ref().is_none_or(|v| v.signum() >= 0) {
            // Some rational point has `d >= 0`: an integer one decides.
            if sample_with(d)?.is_none() {
                undecided = true;
            }
            continue;
        }
        let Some(rmax) = rmax else { unreachable!("bounded above") };
        // All of `p` has `d < 0`: two integer values of `d` make the
        // component negative.
        let x = match &point {
            Some(x) => x,
            None => match sample_with(vec![T::ZERO; n + 1])? {
                Some(x) => point.insert(x),
                // No integer point: nothing bounds the projection from the
                // inside.
                None => return Ok(None),
            },
        };
        let v = value(x, j)?;
        if let Optimum::Bounded(rmin) = simplex.try_minimize(&d)?
            && rmin.try_ceil()? >= rmax.try_floor()?
        {
            continue;
        }
        // `d <= v - 1` or `d >= v + 1`.
        let mut below = distance(j, 0).iter().map(T::neg).collect::<Checked<Vec<T>>>()?;
        below[n] = v.sub(&T::ONE)?;
        let mut above = distance(j, 0);
        above[n] = v.add(&T::ONE)?.neg()?;
        let other = match sample_with(below)? {
            Some(y) => Some(y),
            None => sample_with(above)?,
        };
        match other {
            // `ub >= max(v, w)`, which must be an i64 to be read as one.
            Some(y) => {
                let w = value(&y, j)?;
                let high = if w > v { w } else { v };
                if high.to_i64().is_some() {
                    return Ok(Some(true));
                }
                undecided = true;
            }
            None => undecided = true,
        }
    }
    Ok(if undecided { None } else { Some(false) })
}

/// [`check_with_details`] reusing access relations from `cache`.
#[allow(clippy::too_many_arguments)]
pub fn check_with_details_cached(
    ctx: &mut Context,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    loop_depth: usize,
    want_components: bool,
    opts: DependenceOptions,
    record_steps: bool,
    cache: &mut RelationCache,
) -> DependenceDetails {
    let pair = PairCheck::new(ctx, src, dst, opts, cache);
    let mut out = DependenceDetails {
        result: DependenceResult::NoDependence,
        components: Vec::new(),
        num_common_loops: pair.num_common_loops(),
        steps: Vec::new(),
        polyhedron: None,
        src_dims: Vec::new(),
        dst_dims: Vec::new(),
        from_aliasing: matches!(pair.kind, PairKind::MayAlias { .. }),
    };
    if let PairKind::Polyhedral { src_dims, dst_dims, src_before_dst, .. } = &pair.kind {
        out.src_dims.clone_from(src_dims);
        out.dst_dims.clone_from(dst_dims);
        if record_steps && (opts.allow_rar || loop_depth <= out.num_common_loops || *src_before_dst) {
            let res = opts.precision.resolution();
            let (Some(Ok(src_rel)), Some(Ok(dst_rel))) =
                (cache.relations.get(&(src.op, res)), cache.relations.get(&(dst.op, res)))
            else {
                unreachable!("access relations were cached by PairCheck::new")
            };
            return check_with_steps(out, &src_rel.exact, &dst_rel.exact, loop_depth, want_components, opts, ctx);
        }
    }
    let depth = pair.check_depth(loop_depth, want_components, true, cache);
    if matches!(depth.result, DependenceResult::NoDependence) {
        out.from_aliasing = false;
    }
    out.result = depth.result;
    out.components = depth.components;
    out.polyhedron = depth.polyhedron;
    out
}

/// The answer of [`PairCheck::check_depth`] at one loop depth.
#[derive(Clone, Debug)]
pub struct DepthCheck {
    /// The result.
    pub result: DependenceResult,
    /// Distance / direction per common loop (when asked for and there is
    /// a dependence).
    pub components: Vec<DependenceComponent>,
    /// The dependence polyhedron `[src ivs, dst ivs, symbols, locals]`
    /// with ordering constraints (when asked for and non-empty).
    pub polyhedron: Option<IntegerRelation>,
}

/// How a pair of accesses is checked, decided once for all loop depths.
enum PairKind {
    /// Read after read (not asked for), or memrefs that do not alias.
    Independent,
    /// The analysis cannot run (different scopes, unsupported access).
    Failure(AnalysisError),
    /// Distinct memrefs that may alias: a dependence with unknown
    /// components at every depth the order allows.
    MayAlias { num_common: usize, src_before_dst: bool, unknown: Vec<DependenceComponent> },
    /// Accesses to one buffer: the polyhedral check.
    Polyhedral {
        src_dims: Vec<Option<ValueId>>,
        dst_dims: Vec<Option<ValueId>>,
        num_common: usize,
        src_before_dst: bool,
        /// The loop op of each common loop (for the components).
        loops: Vec<Option<OpId>>,
    },
}

/// The part of the dependence check of two accesses that is the same at
/// every loop depth (aliasing, scopes, access relations, common loops,
/// textual order), computed once so that a caller asking about every
/// depth of a pair (the test pass, the loop analyses) pays for it once.
pub struct PairCheck {
    key: (OpId, OpId, Resolution),
    opts: DependenceOptions,
    kind: PairKind,
}

impl PairCheck {
    /// Prepares the check of `src` against `dst` (access relations come
    /// from and go to `cache`).
    pub fn new(
        ctx: &mut Context,
        src: &MemRefAccess,
        dst: &MemRefAccess,
        opts: DependenceOptions,
        cache: &mut RelationCache,
    ) -> PairCheck {
        let res = opts.precision.resolution();
        let kind = Self::kind(ctx, src, dst, opts, cache);
        PairCheck { key: (src.op, dst.op, res), opts, kind }
    }

    fn kind(
        ctx: &mut Context,
        src: &MemRefAccess,
        dst: &MemRefAccess,
        opts: DependenceOptions,
        cache: &mut RelationCache,
    ) -> PairKind {
        if !opts.allow_rar && !src.is_write() && !dst.is_write() {
            return PairKind::Independent;
        }
        let same_buffer = src.memref == dst.memref
            || (opts.alias_mode != AliasMode::ValueIdentity
                && identity_root(ctx, src.memref) == identity_root(ctx, dst.memref));
        if !same_buffer {
            if !may_alias(ctx, src.memref, dst.memref, opts.alias_mode) {
                return PairKind::Independent;
            }
            let num_common = common_surrounding_loops(ctx, src.op, dst.op);
            return PairKind::MayAlias {
                num_common,
                src_before_dst: src_appears_before_dst(ctx, src.op, dst.op),
                unknown: unknown_components(ctx, src.op, num_common),
            };
        }
        if affine_analysis_scope(ctx, src.op) != affine_analysis_scope(ctx, dst.op)
            || common_block_in_affine_scope(ctx, src.op, dst.op).is_none()
        {
            return PairKind::Failure(AnalysisError::DifferentScopes);
        }
        let res = opts.precision.resolution();
        for access in [src, dst] {
            if let Err(e) = cache.get(ctx, access, res) {
                return PairKind::Failure(e);
            }
        }
        let (Some(Ok(src_rel)), Some(Ok(dst_rel))) =
            (cache.relations.get(&(src.op, res)), cache.relations.get(&(dst.op, res)))
        else {
            unreachable!("access relations were just cached")
        };
        let dims = |rel: &IntegerRelation| -> Vec<Option<ValueId>> {
            (0..rel.num_domain_vars())
                .map(|i| rel.space().id(VarKind::Domain, i).and_then(crate::constraints::id_value))
                .collect()
        };
        let src_dims = dims(&src_rel.exact);
        let dst_dims = dims(&dst_rel.exact);
        let num_common = num_common_loops(ctx, &src_dims, &dst_dims);
        let loops = src_dims[..num_common]
            .iter()
            .map(|iv| iv.and_then(|v| for_induction_var_owner(ctx, v).or_else(|| parallel_induction_var_owner(ctx, v))))
            .collect();
        PairKind::Polyhedral {
            src_dims,
            dst_dims,
            num_common,
            src_before_dst: src_appears_before_dst(ctx, src.op, dst.op),
            loops,
        }
    }

    /// Number of loops common to both accesses, as the check counts them
    /// (0 when the check does not get that far).
    pub fn num_common_loops(&self) -> usize {
        match &self.kind {
            PairKind::MayAlias { num_common, .. } | PairKind::Polyhedral { num_common, .. } => *num_common,
            PairKind::Independent | PairKind::Failure(_) => 0,
        }
    }

    /// True if the analysis cannot run on the pair (different scopes, an
    /// access relation that cannot be computed): every depth answers
    /// [`DependenceResult::Failure`].
    pub fn failed(&self) -> bool {
        matches!(self.kind, PairKind::Failure(_))
    }

    /// Number of the source access's iteration dims (the offset of the
    /// destination's in the polyhedron of [`PairCheck::check_depth`]); 0
    /// when the pair is not checked polyhedrally.
    pub fn num_src_dims(&self) -> usize {
        match &self.kind {
            PairKind::Polyhedral { src_dims, .. } => src_dims.len(),
            _ => 0,
        }
    }

    /// MLIR's `checkMemrefAccessDependence` at `loop_depth` (in
    /// `1..=common loops + 1`); components when `want_components`, the
    /// polyhedron when `want_polyhedron`.
    pub fn check_depth(
        &self,
        loop_depth: usize,
        want_components: bool,
        want_polyhedron: bool,
        cache: &mut RelationCache,
    ) -> DepthCheck {
        let want = if want_components { Want::Components } else { Want::Nothing };
        self.check_depth_with(loop_depth, want, want_polyhedron, cache).0
    }

    /// MLIR's tiling rule at `loop_depth`: the result of
    /// [`PairCheck::check_depth`], and with a dependence whether a
    /// component of a common loop from `from` on (0-based) is negative by
    /// [`is_negative_component`], over the components `check_depth` would
    /// compute. Only the components the answer needs are computed, and
    /// without their Fourier–Motzkin projection where integer points and
    /// the rational relaxation settle it (see
    /// `negative_component_without_projection`): the projection is what
    /// runs out of memory in `mlir-opt` 22 on some nests
    /// (`tests/lit/upstream-bugs/loop-tile-fm-out-of-memory.mlir`).
    pub fn check_depth_negative(
        &self,
        loop_depth: usize,
        from: usize,
        cache: &mut RelationCache,
    ) -> (DependenceResult, bool) {
        let (out, negative) = self.check_depth_with(loop_depth, Want::NegativeFrom(from), false, cache);
        (out.result, negative)
    }

    /// [`PairCheck::check_depth`] computing `want`; with it the answer of
    /// [`Want::NegativeFrom`] (false for the others).
    fn check_depth_with(
        &self,
        loop_depth: usize,
        want: Want,
        want_polyhedron: bool,
        cache: &mut RelationCache,
    ) -> (DepthCheck, bool) {
        let want_components = want == Want::Components;
        let mut out = DepthCheck { result: DependenceResult::NoDependence, components: Vec::new(), polyhedron: None };
        let (src_dims, ncl, loops) = match &self.kind {
            PairKind::Independent => return (out, false),
            PairKind::Failure(e) => {
                out.result = DependenceResult::Failure(e.clone());
                return (out, false);
            }
            PairKind::MayAlias { num_common, src_before_dst, unknown } => {
                if !self.opts.allow_rar && loop_depth > *num_common && !*src_before_dst {
                    return (out, false);
                }
                out.result = DependenceResult::HasDependence;
                if want_components && loop_depth <= *num_common {
                    out.components = unknown.clone();
                }
                // Unknown components are unbounded: never negative.
                return (out, false);
            }
            PairKind::Polyhedral { src_dims, num_common, src_before_dst, loops, .. } => {
                if !self.opts.allow_rar && loop_depth > *num_common && !*src_before_dst {
                    return (out, false);
                }
                (src_dims, *num_common, loops)
            }
        };
        let num_src_dims = src_dims.len();
        let (src_op, dst_op, res) = self.key;
        // The pair relation, composed once per pair (over i64 when it fits).
        if cache.pair.as_ref().is_none_or(|p| p.key != self.key) {
            let (Some(Ok(src_rel)), Some(Ok(dst_rel))) =
                (cache.relations.get(&(src_op, res)), cache.relations.get(&(dst_op, res)))
            else {
                unreachable!("access relations were cached by PairCheck::new")
            };
            let small = match (&src_rel.small, &dst_rel.small) {
                (Some(s), Some(d)) => compose_pair(s, d).ok(),
                _ => None,
            };
            let scratch = match cache.pair.take() {
                Some(old) => old.scratch,
                None => Scratch::default(),
            };
            cache.pair = Some(PairRelation { key: self.key, small, exact: None, scratch });
        }
        let Some(pair) = cache.pair.as_mut() else { unreachable!("pair relation was just cached") };
        let precision = self.opts.precision;
        let fast = pair.small.as_ref().map(|small| {
            check_depth(small, &mut pair.scratch, ncl, loop_depth, num_src_dims, precision, want)
                .map(|o| (o.non_empty, o.bounds, o.negative))
        });
        let (non_empty, bounds, negative) = match fast {
            Some(Ok(done)) => done,
            _ => {
                // Not representable in i64, or overflowed: redo exactly.
                let exact_pair = exact_pair_relation(&cache.relations, pair, src_op, dst_op, res);
                let o = presburger::coeff::exact(check_depth(
                    exact_pair,
                    &mut Scratch::default(),
                    ncl,
                    loop_depth,
                    num_src_dims,
                    precision,
                    want,
                ));
                (o.non_empty, o.bounds, o.negative)
            }
        };
        if !non_empty {
            return (out, false);
        }
        out.result = DependenceResult::HasDependence;
        if want_components && ncl > 0 {
            out.components = bounds
                .iter()
                .enumerate()
                .map(|(j, &(lb, ub))| DependenceComponent {
                    op: loops.get(j).copied().flatten(),
                    iv: src_dims.get(j).copied().flatten(),
                    lb,
                    ub,
                })
                .collect();
        }
        if want_polyhedron {
            let mut dep = match &pair.small {
                Some(small) => small.to_int_relation(),
                None => exact_pair_relation(&cache.relations, pair, src_op, dst_op, res).clone(),
            };
            add_ordering_constraints(&mut dep, ncl, loop_depth, num_src_dims);
            out.polyhedron = Some(dep);
        }
        (out, negative)
    }
}

/// The exact (`Int`) composed relation of the cached pair, composed on
/// first use.
fn exact_pair_relation<'a>(
    relations: &HashMap<(OpId, Resolution), Result<CachedRelation, AnalysisError>>,
    pair: &'a mut PairRelation,
    src_op: OpId,
    dst_op: OpId,
    res: Resolution,
) -> &'a IntegerRelation {
    pair.exact.get_or_insert_with(|| {
        let (Some(Ok(src_rel)), Some(Ok(dst_rel))) = (relations.get(&(src_op, res)), relations.get(&(dst_op, res)))
        else {
            unreachable!("access relations were cached by PairCheck::new")
        };
        presburger::coeff::exact(compose_pair(&src_rel.exact, &dst_rel.exact))
    })
}

/// The check with every intermediate relation recorded (for reports),
/// over exact integers.
fn check_with_steps(
    mut out: DependenceDetails,
    src_rel: &IntegerRelation,
    dst_rel: &IntegerRelation,
    loop_depth: usize,
    want_components: bool,
    opts: DependenceOptions,
    ctx: &Context,
) -> DependenceDetails {
    let (ncl, num_src_dims) = (out.num_common_loops, out.src_dims.len());
    out.steps.push(("srcRel".into(), src_rel.clone()));
    out.steps.push(("dstRel".into(), dst_rel.clone()));
    let mut dep = dst_rel.clone();
    dep.inverse();
    out.steps.push(("dstRel.inverse()".into(), dep.clone()));
    dep.compose(src_rel);
    out.steps.push(("dstRel.compose(srcRel)".into(), dep.clone()));
    let nd = dep.num_domain_vars();
    dep.convert_var_kind(VarKind::Domain, 0, nd, VarKind::Range, 0);
    add_ordering_constraints(&mut dep, ncl, loop_depth, num_src_dims);
    out.steps.push(("with ordering constraints".into(), dep.clone()));
    let empty = match opts.precision {
        Precision::Exact => dep.is_integer_empty(),
        Precision::Mlir => dep.is_empty_by_elimination(),
    };
    if empty {
        return out;
    }
    out.result = DependenceResult::HasDependence;
    if want_components && ncl > 0 {
        let bounds = presburger::coeff::exact(direction_bounds(&dep, ncl, num_src_dims));
        out.components = components(ctx, &bounds, &out.src_dims);
        out.steps.push(("Dependence polyhedron".into(), presburger::coeff::exact(projected(&dep, ncl, num_src_dims))));
    }
    out.polyhedron = Some(dep);
    out
}

/// The polyhedron over `dst iv - src iv` of the common loops.
fn projected<T: Coeff>(dep: &IntegerRelation<T>, ncl: usize, num_src_dims: usize) -> Checked<IntegerRelation<T>> {
    let n = dep.num_vars();
    let mut d = dep.clone_with_room(VarKind::Range, 0, ncl, ncl, 0);
    add_direction_equalities(&mut d, ncl, num_src_dims);
    d.try_project_out(ncl, n)?;
    Ok(d)
}

/// MLIR's `computeDirectionVector`: constant bounds of `dst iv - src iv`
/// for each common loop after Fourier–Motzkin projection (as `i64`, `None`
/// when unbounded or out of range).
#[allow(clippy::type_complexity)]
fn direction_bounds<T: Coeff>(
    dep: &IntegerRelation<T>,
    ncl: usize,
    num_src_dims: usize,
) -> Checked<Vec<(Option<i64>, Option<i64>)>> {
    let d = projected(dep, ncl, num_src_dims)?;
    constant_bounds_i64(&d)
}

/// [`direction_bounds`] on the polyhedron with its direction variables in
/// front already (`n` further variables to project out), in place.
#[allow(clippy::type_complexity)]
fn direction_bounds_in_place<T: Coeff>(
    d: &mut IntegerRelation<T>,
    ncl: usize,
    n: usize,
) -> Checked<Vec<(Option<i64>, Option<i64>)>> {
    d.try_project_out(ncl, n)?;
    constant_bounds_i64(d)
}

/// The constant bounds of every variable of `d`, as `i64`.
#[allow(clippy::type_complexity)]
fn constant_bounds_i64<T: Coeff>(d: &IntegerRelation<T>) -> Checked<Vec<(Option<i64>, Option<i64>)>> {
    Ok(d.try_constant_bounds_of_all()?
        .into_iter()
        .map(|(lb, ub)| (lb.and_then(|v| v.to_i64()), ub.and_then(|v| v.to_i64())))
        .collect())
}

/// The dependence components of the common loops from their bounds.
fn components(
    ctx: &Context,
    bounds: &[(Option<i64>, Option<i64>)],
    src_dims: &[Option<ValueId>],
) -> Vec<DependenceComponent> {
    bounds
        .iter()
        .enumerate()
        .map(|(j, &(lb, ub))| {
            let iv = src_dims.get(j).copied().flatten();
            DependenceComponent {
                op: iv.and_then(|v| for_induction_var_owner(ctx, v).or_else(|| parallel_induction_var_owner(ctx, v))),
                iv,
                lb,
                ub,
            }
        })
        .collect()
}

/// Unbounded components for the common loops of `op` (may-alias case).
fn unknown_components(ctx: &Context, op: OpId, n: usize) -> Vec<DependenceComponent> {
    let mut loops = Vec::new();
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        let name = ctx.op_name_str(ctx.ir.op(p).name);
        if name == names::FOR || name == names::PARALLEL {
            loops.push(p);
        }
        cur = ctx.ir.parent_op(p);
    }
    loops.reverse();
    loops.into_iter().take(n).map(|l| DependenceComponent { op: Some(l), iv: None, lb: None, ub: None }).collect()
}

/// MLIR's `getNumCommonSurroundingLoops` as used by the test pass.
pub fn num_common_surrounding_loops(ctx: &Context, a: OpId, b: OpId) -> usize {
    common_surrounding_loops(ctx, a, b)
}

#[cfg(test)]
mod negative_component_tests {
    use super::*;

    /// A small deterministic generator (64-bit LCG).
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }

        fn coeff(&mut self, max: i64) -> i64 {
            self.below((2 * max + 1) as u64) as i64 - max
        }
    }

    /// Random polyhedra over `[src0, src1, src2, dst0, dst1, dst2, s, q]`
    /// (three common loops, a symbol and a floordiv-like local): boxes,
    /// couplings and divisions, with the ordering constraints of a depth.
    fn random_polyhedron(rng: &mut Lcg, depth: usize) -> IntegerRelation<i64> {
        let (nsd, n) = (3, 8);
        let mut p = IntegerRelation::<i64>::universe(PresburgerSpace::set(n, 0, 0));
        let row = |entries: &[(usize, i64)], c: i64| {
            let mut r = vec![0i64; n + 1];
            for &(k, v) in entries {
                r[k] += v;
            }
            r[n] = c;
            r
        };
        for k in 0..2 * nsd {
            let hi = rng.below(6) as i64;
            p.add_inequality(&row(&[(k, 1)], 0));
            p.add_inequality(&row(&[(k, -1)], hi));
        }
        // The symbol in 0..4.
        p.add_inequality(&row(&[(6, 1)], 0));
        p.add_inequality(&row(&[(6, -1)], 4));
        // q = floor((a . x + c) / m) as two inequalities.
        let m = 2 + rng.below(3) as i64;
        let terms: Vec<(usize, i64)> = (0..7).map(|k| (k, rng.coeff(2))).collect();
        let c = rng.coeff(3);
        let mut lo = row(&terms, c);
        lo[7] = -m;
        p.add_inequality(&lo);
        let mut hi: Vec<i64> = lo.iter().map(|v| -v).collect();
        hi[n] += m - 1;
        p.add_inequality(&hi);
        for _ in 0..rng.below(3) {
            let terms: Vec<(usize, i64)> = (0..8).map(|k| (k, rng.coeff(2))).collect();
            let c = rng.coeff(6);
            if rng.below(5) == 0 {
                p.add_equality(&row(&terms, c));
            } else {
                p.add_inequality(&row(&terms, c));
            }
        }
        add_ordering_constraints(&mut p, nsd, depth, nsd);
        p
    }

    /// Wherever the decision without projection answers, it is the answer
    /// of MLIR's rule on the projected components. (The polyhedra are
    /// small enough for the projection never to over-approximate: where
    /// it gives up on a constraint explosion, the decision is the exact
    /// projection's, which the projection's answer then need not be.)
    #[test]
    fn agrees_with_the_projection() {
        let mut rng = Lcg(31);
        let (mut decided, mut undecided) = (0, 0);
        for _ in 0..1500 {
            let depth = 1 + rng.below(3) as usize;
            let p = random_polyhedron(&mut rng, depth);
            if p.try_is_empty_by_elimination().expect("small") {
                continue;
            }
            let bounds = direction_bounds(&p, 3, 3).expect("small");
            for from in depth..3 {
                let rule = bounds[from..].iter().any(|&(lb, ub)| is_negative_component(lb, ub));
                match negative_component_without_projection(&p, 3, 3, from).expect("small") {
                    Some(answer) => {
                        decided += 1;
                        assert_eq!(answer, rule, "{p:?} from {from}: bounds {bounds:?}");
                    }
                    None => undecided += 1,
                }
            }
        }
        // The test must exercise the decision (most cases are decided).
        assert!(decided > 10 * undecided.max(1), "decided {decided}, undecided {undecided}");
    }

    #[test]
    fn rule_on_components() {
        assert!(is_negative_component(Some(-3), Some(-1)));
        assert!(is_negative_component(None, Some(-1)));
        assert!(!is_negative_component(Some(-1), Some(-1)));
        assert!(!is_negative_component(Some(-2), Some(0)));
        assert!(!is_negative_component(Some(-2), None));
    }
}
