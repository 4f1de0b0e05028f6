//! Loop parallelism: which `affine.for` loops have no loop-carried
//! dependence, and which of their `iter_args` are reductions a parallel or
//! vectorized loop may reorder (MLIR's `isLoopParallel`,
//! `isLoopMemoryParallel`, `getSupportedReductions` in
//! `mlir/lib/Dialect/Affine/Analysis/AffineAnalysis.cpp` and
//! `matchReduction` in `mlir/lib/Analysis/SliceAnalysis.cpp`).
//!
//! Used by the super-vectorizer (which loops may be vectorized, and along
//! which reductions) and by `-affine-parallelize`.
//!
//! Memory dependences are checked with [`crate::dependence`] for every pair
//! of affine accesses in the loop at the loop's depth. The default
//! [`ParallelismOptions`] decide like `mlir-opt` 22 (MLIR's precision, so
//! the same loops are found parallel) except that distinct memref values
//! that are views of one buffer are treated as aliasing ([`AliasMode::Views`]):
//! MLIR assumes they never alias and calls a loop parallel that writes
//! through one view what another iteration reads through the other.

use affine_dialects::affine::{AffineForView, ReductionKind, names};
use affine_ir::affine::AffineMap;
use affine_ir::dialect::{EffectKind, traits};
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, OpId, ValueId};

use crate::access::MemRefAccess;
use crate::dependence::{
    AliasMode, DependenceOptions, DependenceResult, Precision, RelationCache, check_with_details_cached,
};
use crate::loop_nest::is_memref;

/// A reduction carried by an `iter_args` value of an `affine.for` (MLIR's
/// `LoopReduction`): `iter_args[iter_arg] = combiner(iter_args[iter_arg],
/// value)` every iteration, with a combiner whose order does not matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopReduction {
    /// The kind of the combiner (`addf`, `maxsi`, ...).
    pub kind: ReductionKind,
    /// Position of the reduced value among the loop's `iter_args`.
    pub iter_arg: usize,
    /// The value combined into the accumulator each iteration.
    pub value: ValueId,
    /// The combiner op (`arith.addf %acc, %value`).
    pub combiner: OpId,
}

/// How [`is_loop_parallel`] decides memory dependences.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParallelismOptions {
    /// Options of every dependence check (read-after-read pairs are never
    /// dependences here, whatever `allow_rar` says).
    pub dependence: DependenceOptions,
}

impl Default for ParallelismOptions {
    /// `mlir-opt` 22's answers, except that views of one buffer alias.
    fn default() -> Self {
        ParallelismOptions {
            dependence: DependenceOptions {
                allow_rar: false,
                alias_mode: AliasMode::Views,
                precision: Precision::Mlir,
            },
        }
    }
}

/// MLIR's `matchReduction`: if `iter_args[pos]` is updated by exactly one
/// side-effect-free binary op directly in the loop body whose result is
/// yielded at the same position, returns the other operand of that op (the
/// reduced value) and the op. The reduced value must not depend on the
/// loop-carried values.
///
/// (MLIR computes the backward slice of the reduced value restricted to
/// ops outside the loop and looks for the loop's `iter_args` among their
/// operands; ops outside the loop cannot use the loop's region arguments,
/// so this is exactly "the reduced value is not one of the `iter_args`".)
pub fn match_reduction(ctx: &Context, iter_args: &[ValueId], pos: usize) -> Option<(ValueId, OpId)> {
    let carried = *iter_args.get(pos)?;
    let [only_use] = ctx.ir.uses(carried) else { return None };
    let first = only_use.op;
    let operands = ctx.ir.operands(first);
    if operands.len() != 2 {
        return None;
    }
    let reduced = if operands[0] == carried { operands[1] } else { operands[0] };
    let body = ctx.ir.value_parent_block(carried)?;
    let region_op = ctx.ir.block_parent_op(body)?;
    if iter_args.contains(&reduced) {
        return None;
    }
    let mut combiners = Vec::new();
    let mut cur = first;
    while !might_be_terminator(ctx, cur) {
        let results = ctx.ir.results(cur);
        if !is_memory_effect_free(ctx, cur) || results.len() != 1 || ctx.ir.parent_op(cur) != Some(region_op) {
            return None;
        }
        let [next] = ctx.ir.uses(results[0]) else { return None };
        combiners.push(cur);
        cur = next.op;
    }
    let [combiner] = combiners[..] else { return None };
    let yielded = ctx.ir.operands(cur).get(pos).copied();
    (yielded == Some(ctx.ir.result(combiner, 0))).then_some((reduced, combiner))
}

/// MLIR's `mightHaveTrait<IsTerminator>`: registered terminators and every
/// unregistered op.
fn might_be_terminator(ctx: &Context, op: OpId) -> bool {
    !ctx.is_registered(op) || ctx.op_has_trait(op, traits::TERMINATOR)
}

/// The reduction kind of a combiner op, if the vectorizer and
/// `affine.parallel` support it (the kinds `mlir-opt` 22 recognises).
pub fn combiner_kind(ctx: &Context, op: OpId) -> Option<ReductionKind> {
    Some(match ctx.op_name_str(ctx.ir.op(op).name) {
        "arith.addf" => ReductionKind::AddF,
        "arith.mulf" => ReductionKind::MulF,
        "arith.addi" => ReductionKind::AddI,
        "arith.andi" => ReductionKind::AndI,
        "arith.ori" => ReductionKind::OrI,
        "arith.xori" => ReductionKind::XOrI,
        "arith.muli" => ReductionKind::MulI,
        "arith.minimumf" => ReductionKind::MinimumF,
        "arith.maximumf" => ReductionKind::MaximumF,
        "arith.minnumf" => ReductionKind::MinNumF,
        "arith.maxnumf" => ReductionKind::MaxNumF,
        "arith.minsi" => ReductionKind::MinS,
        "arith.maxsi" => ReductionKind::MaxS,
        "arith.minui" => ReductionKind::MinU,
        "arith.maxui" => ReductionKind::MaxU,
        _ => return None,
    })
}

/// MLIR's `getSupportedReductions`: the `iter_args` of `for_op` that are
/// reductions of a supported kind, in `iter_args` order.
pub fn supported_reductions(ctx: &Context, for_op: OpId) -> Vec<LoopReduction> {
    let Some(view) = AffineForView::get(ctx, for_op) else { return Vec::new() };
    (0..view.iter_args.len())
        .filter_map(|pos| {
            let (value, combiner) = match_reduction(ctx, view.iter_args, pos)?;
            let kind = combiner_kind(ctx, combiner)?;
            Some(LoopReduction { kind, iter_arg: pos, value, combiner })
        })
        .collect()
}

/// MLIR's `isLoopParallel`: true if `for_op` has no loop-carried
/// dependence. Without `reductions` a loop with `iter_args` is never
/// parallel; with it, the supported reductions are stored there (all of
/// them, even when the loop turns out not to be parallel) and do not
/// prevent parallelism as long as every `iter_args` value is one.
pub fn is_loop_parallel(
    ctx: &mut Context,
    for_op: OpId,
    reductions: Option<&mut Vec<LoopReduction>>,
    opts: &ParallelismOptions,
) -> bool {
    is_loop_parallel_cached(ctx, for_op, reductions, opts, &mut RelationCache::default())
}

/// [`is_loop_parallel`] reusing the access relations of `cache` (valid
/// while the IR does not change): asking about every loop of a nest builds
/// each access's relation once.
pub fn is_loop_parallel_cached(
    ctx: &mut Context,
    for_op: OpId,
    reductions: Option<&mut Vec<LoopReduction>>,
    opts: &ParallelismOptions,
    cache: &mut RelationCache,
) -> bool {
    let Some(num_iter_args) = AffineForView::get(ctx, for_op).map(|v| v.iter_args.len()) else { return false };
    match reductions {
        None if num_iter_args > 0 => return false,
        None => {}
        Some(out) => {
            out.extend(supported_reductions(ctx, for_op));
            if out.len() != num_iter_args {
                return false;
            }
        }
    }
    is_loop_memory_parallel_cached(ctx, for_op, opts, cache)
}

/// MLIR's `isLoopMemoryParallel`: no memref-typed results, no op with
/// unknown memory effects in the body, and no dependence between any two
/// affine accesses (of memrefs not allocated inside the loop) carried by
/// the loop.
pub fn is_loop_memory_parallel(ctx: &mut Context, for_op: OpId, opts: &ParallelismOptions) -> bool {
    is_loop_memory_parallel_cached(ctx, for_op, opts, &mut RelationCache::default())
}

/// [`is_loop_memory_parallel`] reusing the access relations of `cache`.
pub fn is_loop_memory_parallel_cached(
    ctx: &mut Context,
    for_op: OpId,
    opts: &ParallelismOptions,
    cache: &mut RelationCache,
) -> bool {
    memory_parallel_refusal_cached(ctx, for_op, opts, cache).is_none()
}

/// Why a loop is not memory-parallel: the first obstacle
/// [`is_loop_memory_parallel`] meets (for reports and remarks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryParallelRefusal {
    /// The loop returns memrefs.
    MemRefResults,
    /// This op in the body has memory effects other than allocation (or
    /// unknown ones).
    SideEffects(OpId),
    /// A dependence from the first access to the second is carried by the
    /// loop (or cannot be ruled out).
    Dependence(OpId, OpId),
}

/// `None` if `for_op` is memory-parallel ([`is_loop_memory_parallel`]),
/// else why not; reuses the access relations of `cache`.
pub fn memory_parallel_refusal_cached(
    ctx: &mut Context,
    for_op: OpId,
    opts: &ParallelismOptions,
    cache: &mut RelationCache,
) -> Option<MemoryParallelRefusal> {
    if ctx.ir.results(for_op).iter().any(|&r| is_memref(ctx, r)) {
        return Some(MemoryParallelRefusal::MemRefResults);
    }
    let mut accesses = Vec::new();
    for op in ctx.ir.walk(for_op, WalkOrder::PostOrder) {
        if let Some(access) = MemRefAccess::from_op(ctx, op) {
            if !is_locally_defined(ctx, access.memref, for_op) {
                accesses.push(access);
            }
            continue;
        }
        let name = ctx.op_name_str(ctx.ir.op(op).name);
        if matches!(name, names::FOR | names::YIELD | names::IF) {
            continue;
        }
        if !only_allocates(ctx, op, None) && !is_memory_effect_free(ctx, op) {
            return Some(MemoryParallelRefusal::SideEffects(op));
        }
    }
    let depth = nesting_depth(ctx, for_op) + 1;
    let dep_opts = DependenceOptions { allow_rar: false, ..opts.dependence };
    for src in &accesses {
        for dst in &accesses {
            if src.op == dst.op && store_varies_along(ctx, src, for_op) {
                continue;
            }
            let d = check_with_details_cached(ctx, src, dst, depth, false, dep_opts, false, cache);
            if d.result != DependenceResult::NoDependence {
                return Some(MemoryParallelRefusal::Dependence(src.op, dst.op));
            }
        }
    }
    None
}

/// True if the store `access` cannot write one element in two iterations
/// of `for_op` that agree on the loops around `for_op`: a subscript is
/// `c * iv + (terms of outer induction variables and function arguments)`
/// with `c != 0`, so equal subscripts force equal `iv`s. Then the
/// dependence polyhedron of the store with itself at `for_op`'s depth
/// (outer `iv`s equal, `iv_src < iv_dst`, equal subscripts) is empty over
/// the rationals, which the full check (MLIR's too) finds; asking it is
/// skipped. Only for accesses whose full check cannot fail to build the
/// polyhedron: every op around the store up to the function is an
/// `affine.for`, and the subscripts and loop bounds are linear in
/// enclosing induction variables and function arguments (anything else,
/// `affine.apply` operands included, goes to the full check).
fn store_varies_along(ctx: &Context, access: &MemRefAccess, for_op: OpId) -> bool {
    if access.kind != affine_dialects::affine::AccessKind::Store {
        return false;
    }
    // Enclosing loops, innermost first, and the function's entry block.
    let mut loops: Vec<OpId> = Vec::new();
    let mut cur = ctx.ir.parent_op(access.op);
    let func_block = loop {
        let Some(op) = cur else { return false };
        match ctx.op_name_str(ctx.ir.op(op).name) {
            names::FOR => loops.push(op),
            "func.func" => match ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r)) {
                Some(b) => break b,
                None => return false,
            },
            _ => return false,
        }
        cur = ctx.ir.parent_op(op);
    };
    let Some(target) = loops.iter().position(|&l| l == for_op) else { return false };
    let mut ivs = Vec::with_capacity(loops.len());
    for &l in &loops {
        let Some(view) = AffineForView::get(ctx, l) else { return false };
        ivs.push(view.iv);
    }
    // How an operand relates to `for_op`: `Some(Ordering::Less)` invariant
    // in its iterations (outer iv, function argument), `Equal` its iv,
    // `Greater` an inner loop's iv; `None`: anything else.
    let class = |v: ValueId| -> Option<std::cmp::Ordering> {
        if let Some(i) = ivs.iter().position(|&iv| iv == v) {
            return Some(target.cmp(&i));
        }
        (ctx.ir.value_parent_block(v) == Some(func_block) && ctx.ir.defining_op(v).is_none())
            .then_some(std::cmp::Ordering::Less)
    };
    let linear_in_allowed = |map: AffineMap, operands: &[ValueId]| -> Option<Vec<Vec<i64>>> {
        if operands.iter().any(|&v| class(v).is_none()) {
            return None;
        }
        let data = ctx.affine.map_data(map);
        let width = data.num_dims as usize + data.num_symbols as usize;
        (width == operands.len()).then_some(())?;
        data.results.iter().map(|&e| linear_coefficients(ctx, e, data.num_dims, width)).collect()
    };
    for &l in &loops {
        let Some(view) = AffineForView::get(ctx, l) else { return false };
        if linear_in_allowed(view.lower_map, view.lower_operands).is_none()
            || linear_in_allowed(view.upper_map, view.upper_operands).is_none()
        {
            return false;
        }
    }
    let Some(results) = linear_in_allowed(access.map, &access.indices) else { return false };
    results.iter().any(|coeffs| {
        // Net coefficient of each operand value (one value may be passed
        // several times).
        let net = |wanted: std::cmp::Ordering| {
            let mut sums: Vec<(ValueId, i64)> = Vec::new();
            for (&v, &c) in access.indices.iter().zip(coeffs) {
                if class(v) == Some(wanted) {
                    match sums.iter_mut().find(|(u, _)| *u == v) {
                        Some((_, s)) => *s = s.saturating_add(c),
                        None => sums.push((v, c)),
                    }
                }
            }
            sums
        };
        net(std::cmp::Ordering::Equal).iter().any(|&(_, c)| c != 0)
            && net(std::cmp::Ordering::Greater).iter().all(|&(_, c)| c == 0)
    })
}

/// The coefficients of `e` on its `width` dims then symbols, if `e` is a
/// linear expression (sums of constant multiples; no division, modulo or
/// product of two variables) and nothing overflows; the constant term is
/// dropped.
fn linear_coefficients(
    ctx: &Context,
    e: affine_ir::affine::AffineExpr,
    num_dims: u32,
    width: usize,
) -> Option<Vec<i64>> {
    use affine_ir::affine::{AffineExprData, AffineExprKind};
    match ctx.affine.data(e) {
        AffineExprData::Constant(_) => Some(vec![0; width]),
        AffineExprData::Dim(d) => unit(d as usize, width),
        AffineExprData::Symbol(s) => unit(num_dims as usize + s as usize, width),
        AffineExprData::Binary(AffineExprKind::Add, l, r) => {
            let (a, b) = (linear_coefficients(ctx, l, num_dims, width)?, linear_coefficients(ctx, r, num_dims, width)?);
            a.iter().zip(&b).map(|(x, y)| x.checked_add(*y)).collect()
        }
        AffineExprData::Binary(AffineExprKind::Mul, l, r) => {
            let (var, factor) = match (ctx.affine.data(l), ctx.affine.data(r)) {
                (_, AffineExprData::Constant(c)) => (l, c),
                (AffineExprData::Constant(c), _) => (r, c),
                _ => return None,
            };
            linear_coefficients(ctx, var, num_dims, width)?.iter().map(|x| x.checked_mul(factor)).collect()
        }
        AffineExprData::Binary(..) => None,
    }
}

fn unit(pos: usize, width: usize) -> Option<Vec<i64>> {
    let mut v = vec![0; width];
    *v.get_mut(pos)? = 1;
    Some(v)
}

/// MLIR's `getNestingDepth`: the number of `affine.for` loops and
/// `affine.parallel` dimensions around `op`.
pub fn nesting_depth(ctx: &Context, op: OpId) -> usize {
    let mut depth = 0;
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        match ctx.op_name_str(ctx.ir.op(p).name) {
            names::FOR => depth += 1,
            names::PARALLEL => {
                depth += affine_dialects::affine::AffineParallelView::get(ctx, p).map_or(0, |v| v.num_loops())
            }
            _ => {}
        }
        cur = ctx.ir.parent_op(p);
    }
    depth
}

/// MLIR's `hasSingleEffect<MemoryEffects::Allocate>`: the op's memory
/// effects are all allocations (of `value` when given), and there is at
/// least one.
fn only_allocates(ctx: &Context, op: OpId, value: Option<ValueId>) -> bool {
    match ctx.memory_effects(op) {
        Some(effects) => {
            !effects.is_empty()
                && effects.iter().all(|e| e.kind == EffectKind::Allocate && (value.is_none() || e.value == value))
        }
        None => false,
    }
}

/// MLIR's `isLocallyDefined`: `v` is allocated by an op nested in
/// `enclosing` (directly or through views).
fn is_locally_defined(ctx: &Context, v: ValueId, enclosing: OpId) -> bool {
    let mut v = v;
    loop {
        let Some(def) = ctx.ir.defining_op(v) else { return false };
        if only_allocates(ctx, def, Some(v)) && def != enclosing && ctx.ir.is_ancestor(enclosing, def) {
            return true;
        }
        match affine_dialects::memref::view_source(ctx, def) {
            Some(src) => v = src,
            None => return false,
        }
    }
}

/// MLIR's `isMemoryEffectFree`, re-exported from the IR core so analyses
/// and passes share one definition.
pub use affine_ir::rewrite::is_memory_effect_free;

#[cfg(test)]
mod tests {
    use super::*;
    use affine_ir::{ParseOptions, parse_source};

    /// For every store and every loop around it: whether the shortcut
    /// skips the self-dependence check, asserting that the full check
    /// then finds no dependence (the shortcut is only ever sound).
    fn shortcut_outcomes(text: &str) -> Vec<bool> {
        let mut ctx = affine_dialects::new_context();
        let module = parse_source(&mut ctx, text, "t.mlir", &ParseOptions::default()).expect("parse");
        let ops = ctx.ir.walk(module, WalkOrder::PreOrder);
        let mut out = Vec::new();
        for &op in &ops {
            let Some(store) = MemRefAccess::from_op(&ctx, op).filter(MemRefAccess::is_write) else { continue };
            let mut loops = Vec::new();
            let mut cur = ctx.ir.parent_op(op);
            while let Some(p) = cur {
                if ctx.op_name_str(ctx.ir.op(p).name) == names::FOR {
                    loops.push(p);
                }
                cur = ctx.ir.parent_op(p);
            }
            for &l in loops.iter().rev() {
                let skipped = store_varies_along(&ctx, &store, l);
                if skipped {
                    let opts = ParallelismOptions::default().dependence;
                    let depth = nesting_depth(&ctx, l) + 1;
                    let mut cache = RelationCache::default();
                    let d = check_with_details_cached(&mut ctx, &store, &store, depth, false, opts, false, &mut cache);
                    assert_eq!(d.result, DependenceResult::NoDependence, "shortcut unsound in:\n{text}");
                }
                out.push(skipped);
            }
        }
        out
    }

    fn nest(subscript: &str) -> String {
        format!(
            "func.func @f(%A: memref<64x64xf32>, %v: f32, %n: index) {{\n  affine.for %i = 0 to 16 {{\n    \
             affine.for %j = 0 to %n {{\n      affine.store %v, %A[{subscript}] : memref<64x64xf32>\n    }}\n  }}\n  \
             return\n}}\n"
        )
    }

    #[test]
    fn self_store_shortcut_only_where_a_subscript_pins_the_loop() {
        // (outer loop %i, inner loop %j)
        assert_eq!(shortcut_outcomes(&nest("%i, %j")), [true, true]);
        assert_eq!(shortcut_outcomes(&nest("%i, 0")), [true, false]);
        assert_eq!(shortcut_outcomes(&nest("%j * 2 + %i, symbol(%n)")), [false, true]);
        // Any division in the access goes to the full check.
        assert_eq!(shortcut_outcomes(&nest("%i floordiv 2, %j")), [false, false]);
        assert_eq!(shortcut_outcomes(&nest("%i + %j, 0")), [false, true]);
        assert_eq!(shortcut_outcomes(&nest("0, 0")), [false, false]);
    }

    #[test]
    fn self_store_shortcut_leaves_other_structures_to_the_full_check() {
        let apply = "func.func @f(%A: memref<64xf32>, %v: f32) {\n  affine.for %i = 0 to 16 {\n    \
                     %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n    affine.store %v, %A[%a] : memref<64xf32>\n  \
                     }\n  return\n}\n";
        assert_eq!(shortcut_outcomes(apply), [false]);
        let guarded = "func.func @f(%A: memref<64xf32>, %v: f32) {\n  affine.for %i = 0 to 16 {\n    \
                       affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {\n      affine.store %v, %A[%i] : memref<64xf32>\n    \
                       }\n  }\n  return\n}\n";
        assert_eq!(shortcut_outcomes(guarded), [false]);
        let semi_affine_bound = "func.func @f(%A: memref<64xf32>, %v: f32, %n: index) {\n  affine.for %i = 0 to 4 {\n    \
                                 affine.for %j = 0 to affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%n] {\n      \
                                 affine.store %v, %A[%j] : memref<64xf32>\n    }\n  }\n  return\n}\n";
        assert_eq!(shortcut_outcomes(semi_affine_bound), [false, false]);
    }

    /// Whether each loop of `text` is parallel (no reductions), in pre-order.
    fn parallel_loops(text: &str) -> Vec<bool> {
        let mut ctx = affine_dialects::new_context();
        let module = parse_source(&mut ctx, text, "t.mlir", &ParseOptions::default()).expect("parse");
        let loops: Vec<OpId> = ctx
            .ir
            .walk(module, WalkOrder::PreOrder)
            .into_iter()
            .filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == names::FOR)
            .collect();
        let opts = ParallelismOptions::default();
        loops.iter().map(|&l| is_loop_parallel(&mut ctx, l, None, &opts)).collect()
    }

    #[test]
    fn parallel_loops_unchanged_by_the_shortcut() {
        let bounded = |subscript: &str| nest(subscript).replace("%j = 0 to %n", "%j = 0 to 8");
        assert_eq!(parallel_loops(&bounded("%i, %j")), [true, true]);
        assert_eq!(parallel_loops(&bounded("%i, 0")), [true, false]);
        assert_eq!(parallel_loops(&bounded("0, %j")), [false, true]);
    }
}
