//! `-affine-super-vectorize` (MLIR's `mlir/lib/Dialect/Affine/Transforms/
//! SuperVectorize.cpp`): vectorizes affine loop nests to `virtual-vector-size`
//! (1 to 3 sizes) along the loops MLIR 22 chooses, with reductions
//! (`vectorize-reductions`) carried in vector `iter_args`.
//!
//! How loops are chosen is MLIR's, step for step:
//!
//! 1. the parallel loops of the function are found
//!    ([`affine_analysis::parallel::is_loop_parallel`], with reductions when
//!    `vectorize-reductions` is set);
//! 2. a 1-, 2- or 3-deep nested pattern of parallel loops with vectorizable
//!    bodies (accesses invariant or varying along one memref dimension,
//!    the one of `test-fastest-varying` when given) is matched over the
//!    function in post-order;
//! 3. matches are grouped in buckets of nested ones; in each bucket the
//!    matches are tried in order until one vectorizes (the innermost loop
//!    of a match takes the last vector dimension);
//! 4. a nest is vectorized op by op ([`super::super_vectorize_nest`]).
//!
//! Where `mlir-opt` 22 produces wrong or invalid code, this pass does not:
//! [`super::super_vectorize_lanes`] refuses nests whose lanes would not
//! compute what the scalar loops compute (non-contiguous subscripts,
//! non-unit steps, broadcast stores, lane-dependent bounds) and masks the
//! stores of lanes past the end of a loop. Such nests stay scalar (and
//! `--vectorization-report` says why); the differences are shown by the
//! file tests in `tests/lit/upstream-bugs/`.
//!
//! With the `report` option (set by `--vectorization-report`), the pass
//! emits one remark per loop saying whether and how it was vectorized, or
//! why not (see [`LoopOutcome`]).

use std::collections::{HashMap, HashSet};

use affine_analysis::dependence::RelationCache;
use affine_analysis::parallel::{
    LoopReduction, MemoryParallelRefusal, ParallelismOptions, combiner_kind, is_loop_parallel_cached, match_reduction,
    memory_parallel_refusal_cached,
};
use affine_analysis::vectorization::{BodyRefusal, NestedMatch, NestedPattern, remark_at, vectorizable_loop_body};
use affine_dialects::affine::{AffineForView, ReductionKind, names};
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, Diagnostic, OpId};

use super::super_vectorize_nest::{NestFailure, vectorize_loop_nest};
pub use super::super_vectorize_report::ReportFormat;
use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};

/// The options of `-affine-super-vectorize`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SuperVectorizeOptions {
    /// `virtual-vector-size`: the vector shape, 1 to 3 sizes.
    pub vector_sizes: Vec<i64>,
    /// `test-fastest-varying`: for each vector dimension, the memref
    /// dimension (counted from the fastest varying one) its loop's accesses
    /// must vary along.
    pub fastest_varying: Vec<i64>,
    /// `vectorize-reductions`: also vectorize loops along their reductions.
    pub vectorize_reductions: bool,
    /// `report`: emit one remark per loop saying what was done and why.
    pub report: Option<ReportFormat>,
}

/// MLIR's `VectorizationStrategy`: which loops are vectorized along which
/// vector dimension, by how much, and their reductions.
#[derive(Clone, Debug, Default)]
pub struct Strategy {
    /// The vector shape.
    pub vector_sizes: Vec<i64>,
    /// Scalar loop -> vector dimension.
    pub loop_to_vector_dim: HashMap<OpId, usize>,
    /// Loops vectorized along their reductions -> the reductions.
    pub reduction_loops: HashMap<OpId, Vec<LoopReduction>>,
}

/// Why a loop was not vectorized (or a nest failed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The loop carries a dependence or side effects (see [`ParallelRefusal`]).
    NotParallel(ParallelRefusal),
    /// The loop body is not vectorizable (`None`: reason unknown).
    Body(Option<BodyRefusal>),
    /// Its accesses vary along memref dimension `found`, which
    /// `test-fastest-varying` does not ask for.
    FastestVarying {
        /// Memref dimension the accesses vary along.
        found: usize,
    },
    /// Part of no match of the loop-nest pattern (e.g. no vectorizable loop
    /// inside it for a 2-D vector).
    NotInPattern,
    /// A nest overlapping it was vectorized instead.
    OverlapsVectorizedNest,
    /// An op of this kind cannot be vectorized.
    UnsupportedOp(OpId),
    /// An operand of this op is neither vectorized, constant nor uniform.
    OperandNotVectorizable(OpId),
    /// An `affine.apply` of a vector value.
    ApplyOnVector(OpId),
    /// A load with a non-identity map whose subscripts come from `affine.apply`.
    LoadSubscriptFromApply(OpId),
    /// No permutation map for this access (two subscripts vary along one loop).
    NoPermutationMap(OpId),
    /// A reduction loop with a step other than 1.
    ReductionWithNonUnitStep,
    /// A subscript varies along the loop with this coefficient, not 1.
    NonUnitStride(OpId, i64),
    /// A subscript depends on the loop through `floordiv`, `ceildiv` or `mod`.
    NonAffineSubscript(OpId),
    /// Two subscripts of this access vary along the loop.
    SeveralVaryingSubscripts(OpId),
    /// The loop has a step other than 1 and an access varying along it.
    NonUnitStep(OpId),
    /// A store invariant along a vectorized loop (every lane would write one element).
    BroadcastStore(OpId),
    /// A loop inside has bounds depending on the vectorized induction variable.
    LaneDependentBounds(OpId),
    /// Integer division by a value computed in lanes past the end of the loop.
    DivisionPastEnd(OpId),
    /// The vector step does not fit in 32 bits.
    StepOverflow(OpId),
    /// The subscripts do not vary as MLIR's permutation map assumes.
    SubscriptMismatch(OpId),
    /// A store needs a mask that cannot be built.
    MaskUnavailable,
}

/// Why a loop is not parallel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParallelRefusal {
    /// The loop carries `iter_args` and `vectorize-reductions` is off.
    ReductionsOff,
    /// `iter_args` value `position` is not a reduction of a supported kind:
    /// updated by `combiner`, a side-effect-free binary op of another kind,
    /// or (`None`) not updated by a single such op yielded in place.
    UnsupportedReduction {
        /// The `iter_args` position.
        position: usize,
        /// The op combining it, if it has the shape of a reduction.
        combiner: Option<OpId>,
    },
    /// The loop returns memrefs.
    MemRefResults,
    /// An op with unknown memory effects.
    SideEffects(OpId),
    /// A dependence between these two accesses is carried by the loop.
    Dependence(OpId, OpId),
}

/// What happened to one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopOutcome {
    /// Vectorized along vector dimension `dim` of the strategy rooted at `root`.
    Vectorized {
        /// The vector dimension.
        dim: usize,
        /// The outermost vectorized loop of its nest.
        root: OpId,
        /// Reductions vectorized along the loop.
        reductions: Vec<ReductionKind>,
        /// For the root of a nest: stores masked so that lanes past the end
        /// of a loop do not write (mlir-opt 22 does not mask them).
        masked_stores: usize,
    },
    /// Kept scalar inside the vector nest rooted at `root` (every lane runs it).
    ScalarInVectorNest {
        /// The outermost vectorized loop around it.
        root: OpId,
    },
    /// Not vectorized.
    NotVectorized(Refusal),
}

/// Registry entry for `-affine-super-vectorize`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-super-vectorize",
        summary: "Vectorize to a target independent n-D vector abstraction",
        options: vec![
            PassOption {
                name: "virtual-vector-size",
                kind: OptionKind::IntegerList,
                help: "Specify an n-D virtual vector size for vectorization. This must be greater than zero.",
                default: OptionDefault::EmptyList,
            },
            PassOption {
                name: "test-fastest-varying",
                kind: OptionKind::IntegerList,
                help: "Specify a 1-D, 2-D or 3-D pattern of fastest varying memory dimensions to match. See defaultPatterns in Vectorize.cpp for a description and examples. This is used for testing purposes",
                default: OptionDefault::EmptyList,
            },
            PassOption {
                name: "vectorize-reductions",
                kind: OptionKind::Bool,
                help: "Vectorize known reductions expressed via iter_args. Switched off by default.",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "report",
                kind: OptionKind::Enum(&[("text", "A remark per loop"), ("json", "A JSON document instead of the IR")]),
                help: "Emit a remark per loop: vectorized how, or why not, as text or JSON (affine-opt extension)",
                default: OptionDefault::Extension,
            },
        ],
        anchor: Some("func.func"),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(SuperVectorize {
        options: SuperVectorizeOptions {
            vector_sizes: options.get_i64_list("virtual-vector-size"),
            fastest_varying: options.get_i64_list("test-fastest-varying"),
            vectorize_reductions: options.get_bool("vectorize-reductions", false),
            report: match options.get("report") {
                Some("json") => Some(ReportFormat::Json),
                Some(_) => Some(ReportFormat::Text),
                None => None,
            },
        },
    })
}

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct SuperVectorize {
    /// Its options.
    pub options: SuperVectorizeOptions,
}

impl Pass for SuperVectorize {
    fn run(&mut self, ctx: &mut Context, func: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let o = &self.options;
        if !o.fastest_varying.is_empty() && o.fastest_varying.len() != o.vector_sizes.len() {
            return Err(remark_at(
                ctx,
                func,
                "Fastest varying pattern specified with different size than the vector size.",
            ));
        }
        if o.vectorize_reductions && o.vector_sizes.len() != 1 {
            return Err(affine_analysis::vectorization::error_at(
                ctx,
                func,
                "Vectorizing reductions is supported only for 1-D vectors.",
            ));
        }
        if o.vector_sizes.iter().any(|&s| s <= 0) {
            return Err(affine_analysis::vectorization::error_at(
                ctx,
                func,
                "Vectorization factor must be greater than zero.",
            ));
        }
        let loops: Vec<OpId> =
            ctx.ir.walk(func, WalkOrder::PreOrder).into_iter().filter(|&op| is_for(ctx, op)).collect();
        let popts = ParallelismOptions::default();
        let mut relations = RelationCache::default();
        let mut parallel = HashSet::with_capacity(loops.len());
        let mut reduction_loops = HashMap::new();
        // Dependences are only checked between accesses of one loop nest:
        // each outermost nest gets a fresh relation cache, so the cache
        // stays small instead of growing (and rehashing) with the function.
        let mut nest_root: Option<OpId> = None;
        for &l in &loops {
            if nest_root.is_none_or(|r| !ctx.ir.is_ancestor(r, l)) {
                nest_root = Some(l);
                relations = RelationCache::default();
            }
            if o.vectorize_reductions {
                let mut reductions = Vec::new();
                if is_loop_parallel_cached(ctx, l, Some(&mut reductions), &popts, &mut relations) {
                    parallel.insert(l);
                    if !reductions.is_empty() {
                        reduction_loops.insert(l, reductions);
                    }
                }
            } else if is_loop_parallel_cached(ctx, l, None, &popts, &mut relations) {
                parallel.insert(l);
            }
        }
        let mut log = Log::default();
        if o.report.is_some() {
            for &l in &loops {
                let before = if parallel.contains(&l) {
                    let body = vectorizable_loop_body(ctx, l, true, &mut Vec::new());
                    match (body.refusal, body.memref_dim) {
                        (Some(r), _) => Some(Refusal::Body(Some(r))),
                        (None, Some(found))
                            if !o.fastest_varying.is_empty() && !o.fastest_varying.contains(&(found as i64)) =>
                        {
                            Some(Refusal::FastestVarying { found })
                        }
                        _ => None,
                    }
                } else {
                    explain_not_parallel(ctx, l, o.vectorize_reductions, &popts, &mut relations)
                        .map(Refusal::NotParallel)
                };
                if let Some(r) = before {
                    log.static_refusals.insert(l, r);
                }
            }
        }
        let mut diags = Vec::new();
        vectorize_loops(ctx, func, &loops, &parallel, o, &reduction_loops, &mut diags, &mut log);
        for d in diags {
            sink.emit(ctx, d);
        }
        if let Some(format) = o.report {
            for &l in &loops {
                let outcome = log.outcome(l);
                let beyond = log.refused_beyond_mlir.contains(&l);
                let text = super::super_vectorize_report::describe(ctx, l, &outcome, &o.vector_sizes, beyond, format);
                sink.emit(ctx, Diagnostic::remark(ctx.ir.op(l).loc, text));
            }
        }
        Ok(())
    }
}

/// What the driver did, for the report.
#[derive(Default)]
struct Log {
    /// Why loops were out of the running before any vectorization: not
    /// parallel, or a body the pattern rejects.
    static_refusals: HashMap<OpId, Refusal>,
    /// Loops that are in some match.
    matched: HashSet<OpId>,
    /// Loops of vectorized strategies: (dim, root, reductions).
    vectorized: HashMap<OpId, (usize, OpId, Vec<ReductionKind>)>,
    /// Roots of vectorized nests -> their masked stores.
    masked_stores: HashMap<OpId, usize>,
    /// Loops of strategies refused by the exact lane checks (where mlir-opt
    /// 22 would have vectorized).
    refused_beyond_mlir: HashSet<OpId>,
    /// Loops inside a vectorized nest that stayed scalar -> the nest root.
    scalar_inside: HashMap<OpId, OpId>,
    /// First failure of a strategy involving the loop.
    failures: HashMap<OpId, Refusal>,
}

impl Log {
    fn outcome(&self, l: OpId) -> LoopOutcome {
        if let Some((dim, root, reductions)) = self.vectorized.get(&l) {
            let masked_stores = if *root == l { self.masked_stores.get(&l).copied().unwrap_or(0) } else { 0 };
            return LoopOutcome::Vectorized { dim: *dim, root: *root, reductions: reductions.clone(), masked_stores };
        }
        if let Some(&root) = self.scalar_inside.get(&l) {
            return LoopOutcome::ScalarInVectorNest { root };
        }
        let refusal = if let Some(&r) = self.static_refusals.get(&l) {
            r
        } else if let Some(&f) = self.failures.get(&l) {
            f
        } else if self.matched.contains(&l) {
            Refusal::OverlapsVectorizedNest
        } else {
            Refusal::NotInPattern
        };
        LoopOutcome::NotVectorized(refusal)
    }
}

/// MLIR's `vectorizeLoops`: match the pattern, bucket the matches, try
/// each bucket's matches in order. `loops` are the function's loops in
/// pre-order, `parallel` those that are parallel.
#[allow(clippy::too_many_arguments)]
fn vectorize_loops(
    ctx: &mut Context,
    func: OpId,
    loops: &[OpId],
    parallel: &HashSet<OpId>,
    o: &SuperVectorizeOptions,
    reduction_loops: &HashMap<OpId, Vec<LoopReduction>>,
    diags: &mut Vec<Diagnostic>,
    log: &mut Log,
) {
    let rank = o.vector_sizes.len();
    if !(1..=3).contains(&rank) {
        return;
    }
    let matches = {
        // The pattern's filters see the context read-only; the body checks
        // compose affine maps, so they run first, for every candidate loop.
        let mut bodies = HashMap::with_capacity(parallel.len());
        // In program order (not the set's): a loop's body is then visited
        // right after its parent's, while it is still in cache.
        for &l in loops.iter().filter(|l| parallel.contains(l)) {
            if ctx.ir.is_alive(l) {
                let mut d = Vec::new();
                let body = vectorizable_loop_body(ctx, l, true, &mut d);
                bodies.insert(l, (body.vectorizable, body.memref_dim, d));
            }
        }
        let cache = std::cell::RefCell::new(FilterCache { bodies, diags: Vec::new() });
        let mut pattern = make_pattern(parallel, rank, &o.fastest_varying, &cache);
        let depth = pattern.depth();
        let matches = pattern.match_all(ctx, func);
        drop(pattern);
        let cache = cache.into_inner();
        diags.extend(cache.diags);
        (matches, depth)
    };
    let (matches, depth) = matches;
    let report = o.report.is_some();
    if report {
        for m in &matches {
            mark_matched(m, &mut log.matched);
        }
    }
    let mut vector_types = Vec::new();
    // Roots of the nests tried so far, and their proper ancestors: a nest
    // none of whose ancestors or descendants was tried still has the body
    // the pattern filter accepted (vectorizing a nest, or failing to,
    // changes only its own subtree and inserts next to it), so MLIR's
    // body check need not be redone on it.
    let mut tried: HashSet<OpId> = HashSet::new();
    let mut around_tried: HashSet<OpId> = HashSet::new();
    for bucket in intersection_buckets(ctx, matches) {
        for m in &bucket {
            let mut untouched = ctx.ir.is_alive(m.op) && !around_tried.contains(&m.op);
            let mut cur = Some(m.op);
            while let Some(op) = cur {
                untouched &= !tried.contains(&op);
                cur = ctx.ir.parent_op(op);
                if let Some(p) = cur {
                    around_tried.insert(p);
                }
            }
            tried.insert(m.op);
            let body_known_vectorizable = untouched;
            let mut strategy = Strategy {
                vector_sizes: o.vector_sizes.clone(),
                loop_to_vector_dim: HashMap::new(),
                reduction_loops: HashMap::new(),
            };
            analyze_profitability(&m.children, 1, depth, &mut strategy);
            vectorize_if_profitable(m.op, 0, depth, &mut strategy);
            // Only the vectorized loops' reductions are ever looked up (MLIR
            // copies the whole map into every strategy).
            for l in strategy.loop_to_vector_dim.keys() {
                if let Some(r) = reduction_loops.get(l) {
                    strategy.reduction_loops.insert(*l, r.clone());
                }
            }
            let nest: Vec<OpId> = if report {
                ctx.ir.walk(m.op, WalkOrder::PreOrder).into_iter().filter(|&op| is_for(ctx, op)).collect()
            } else {
                Vec::new()
            };
            let outcome = vectorize_loop_nest(ctx, m.op, &strategy, body_known_vectorizable, &mut vector_types, diags);
            if !report {
                if outcome.is_ok() {
                    break;
                }
                continue;
            }
            match outcome {
                Ok(stats) => {
                    log.masked_stores.insert(m.op, stats.masked_stores);
                    for l in nest {
                        if !strategy.loop_to_vector_dim.contains_key(&l) {
                            log.scalar_inside.insert(l, m.op);
                        }
                    }
                    for (&l, &dim) in &strategy.loop_to_vector_dim {
                        let kinds = strategy.reduction_loops.get(&l).map(|r| r.iter().map(|r| r.kind).collect());
                        log.vectorized.insert(l, (dim, m.op, kinds.unwrap_or_default()));
                        log.failures.remove(&l);
                    }
                    break;
                }
                Err(failure) => {
                    let (r, beyond) = match failure {
                        NestFailure::Mlir(r) => (r, false),
                        NestFailure::Unsafe(r) => (r, true),
                    };
                    for &l in strategy.loop_to_vector_dim.keys() {
                        log.failures.entry(l).or_insert(r);
                        if beyond {
                            log.refused_beyond_mlir.insert(l);
                        }
                    }
                }
            }
        }
    }
}

fn mark_matched(m: &NestedMatch, out: &mut HashSet<OpId>) {
    out.insert(m.op);
    for c in &m.children {
        mark_matched(c, out);
    }
}

/// `isVectorizableLoopBody` results of the candidate loops, computed before
/// matching: the pattern filters ask about a loop once per pattern level;
/// the remarks MLIR emits on each call are replayed.
#[derive(Default)]
struct FilterCache {
    bodies: HashMap<OpId, (bool, Option<usize>, Vec<Diagnostic>)>,
    diags: Vec<Diagnostic>,
}

/// MLIR's `makePattern`: `rank` nested loops, each parallel with a
/// vectorizable body whose accesses vary along the requested memref
/// dimension (if any).
fn make_pattern<'a>(
    parallel: &'a HashSet<OpId>,
    rank: usize,
    fastest: &'a [i64],
    cache: &'a std::cell::RefCell<FilterCache>,
) -> NestedPattern<'a> {
    let filter = move |level: usize| {
        let wanted = fastest.get(level).copied().unwrap_or(-1);
        move |_: &Context, op: OpId| {
            let mut c = cache.borrow_mut();
            if !parallel.contains(&op) {
                return false;
            }
            let Some((ok, dim, d)) = c.bodies.get(&op).cloned() else { return false };
            c.diags.extend(d);
            ok && (dim.is_none() || wanted == -1 || dim.map(|x| x as i64) == Some(wanted))
        }
    };
    let mut pattern = NestedPattern::for_op(filter(rank - 1), Vec::new());
    for level in (0..rank - 1).rev() {
        pattern = NestedPattern::for_op(filter(level), vec![pattern]);
    }
    pattern
}

/// MLIR's `vectorizeLoopIfProfitable`: the loop at `depth_in_pattern` takes
/// vector dimension `rank - (pattern_depth - depth_in_pattern)` if any.
fn vectorize_if_profitable(l: OpId, depth_in_pattern: usize, pattern_depth: usize, strategy: &mut Strategy) {
    let rank = strategy.vector_sizes.len();
    let from_inner = pattern_depth - depth_in_pattern;
    if from_inner > rank {
        return;
    }
    strategy.loop_to_vector_dim.insert(l, rank - from_inner);
}

/// MLIR's `analyzeProfitability`: every loop of the match takes a vector
/// dimension by its depth in the pattern.
fn analyze_profitability(matches: &[NestedMatch], depth_in_pattern: usize, pattern_depth: usize, s: &mut Strategy) {
    for m in matches {
        analyze_profitability(&m.children, depth_in_pattern + 1, pattern_depth, s);
        vectorize_if_profitable(m.op, depth_in_pattern, pattern_depth, s);
    }
}

/// MLIR's `computeIntersectionBuckets`: matches grouped by nesting. A match
/// joins the first bucket (in creation order) whose root encloses it or
/// that it encloses (then becoming that bucket's root). MLIR tests every
/// bucket for every match; the buckets concerned are found here by looking
/// up the match root's ancestors and the ops of its subtree among the
/// bucket roots, so the cost does not grow with the number of nests.
fn intersection_buckets(ctx: &Context, matches: Vec<NestedMatch>) -> Vec<Vec<NestedMatch>> {
    let mut root_of: HashMap<OpId, usize> = HashMap::new();
    let mut roots: Vec<OpId> = Vec::new();
    let mut buckets: Vec<Vec<NestedMatch>> = Vec::new();
    for m in matches {
        let root = m.op;
        let mut enclosing = None;
        let mut cur = Some(root);
        while let Some(op) = cur {
            if let Some(&b) = root_of.get(&op) {
                enclosing = Some(enclosing.map_or(b, |e: usize| e.min(b)));
            }
            cur = ctx.ir.parent_op(op);
        }
        let mut enclosed = None;
        for op in ctx.ir.walk(root, WalkOrder::PreOrder).into_iter().skip(1) {
            if let Some(&b) = root_of.get(&op) {
                enclosed = Some(enclosed.map_or(b, |e: usize| e.min(b)));
            }
        }
        let replaced = match (enclosing, enclosed) {
            (Some(a), Some(b)) if b < a => Some(b),
            (Some(a), _) => {
                buckets[a].push(m);
                continue;
            }
            (None, b) => b,
        };
        match replaced {
            Some(b) => {
                root_of.remove(&roots[b]);
                roots[b] = root;
                root_of.insert(root, b);
                buckets[b].push(m);
            }
            None => {
                root_of.insert(root, buckets.len());
                roots.push(root);
                buckets.push(vec![m]);
            }
        }
    }
    buckets
}

fn is_for(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == names::FOR
}

/// Why `l` is not parallel: the first reason [`is_loop_parallel`] meets
/// with the same options (`None` if it is parallel).
fn explain_not_parallel(
    ctx: &mut Context,
    l: OpId,
    with_reductions: bool,
    opts: &ParallelismOptions,
    relations: &mut RelationCache,
) -> Option<ParallelRefusal> {
    let iter_args = AffineForView::get(ctx, l).map(|v| v.iter_args.to_vec()).unwrap_or_default();
    if !iter_args.is_empty() && !with_reductions {
        return Some(ParallelRefusal::ReductionsOff);
    }
    for position in 0..iter_args.len() {
        let combiner = match_reduction(ctx, &iter_args, position).map(|(_, op)| op);
        if combiner.is_none_or(|op| combiner_kind(ctx, op).is_none()) {
            return Some(ParallelRefusal::UnsupportedReduction { position, combiner });
        }
    }
    Some(match memory_parallel_refusal_cached(ctx, l, opts, relations)? {
        MemoryParallelRefusal::MemRefResults => ParallelRefusal::MemRefResults,
        MemoryParallelRefusal::SideEffects(op) => ParallelRefusal::SideEffects(op),
        MemoryParallelRefusal::Dependence(a, b) => ParallelRefusal::Dependence(a, b),
    })
}
