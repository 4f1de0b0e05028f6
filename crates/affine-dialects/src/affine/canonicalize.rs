//! Canonicalization of the affine ops (MLIR's `AffineOps.cpp` patterns and
//! the map simplifications their folders use):
//!
//! * `SimplifyAffineOp` for apply, min, max, load, store, vector load/store
//!   and prefetch: compose the `affine.apply` ops feeding the map,
//!   canonicalize map and operands, simplify `floordiv` / `ceildiv` / `mod`
//!   with the known ranges of loop induction variables;
//! * min / max: single result to `affine.apply`, duplicate results removed,
//!   nested min / max of the same kind merged, results ordered;
//! * `affine.delinearize_index` / `affine.linearize_index`: see
//!   [`super::index_canon`];
//! * `affine.if`: an else block with only its yield dropped; a trivially
//!   true or false condition inlines the taken block;
//! * the map utilities the `affine.for` / `affine.if` / `affine.parallel`
//!   folders need (loop bound canonicalization, redundant min / max results).

use affine_ir::affine::{AffineExpr, AffineExprData, AffineExprKind, AffineMap};
use std::sync::Mutex;

use affine_ir::context::Context;
use affine_ir::fxhash::FxHashMap;
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueDef, ValueId};
use affine_ir::rewrite::{PatternRewriter, RewritePattern, RewritePatternSet};
use smallvec::SmallVec;

use super::builders::{
    build_apply, build_load, build_max, build_min, build_store, build_vector_load, build_vector_store,
};
use super::fold::{ceil_div, floor_div, modulo};
use super::names;
use super::scope::for_induction_var_owner;
use super::utils::{canonicalize_map_and_operands, compose_affine_map_and_operands_settled};
use super::views::{AccessKind, AffineAccessView, AffineApplyView, AffineForView, AffineIfView, AffinePrefetchView};

/// The op names with patterns here, as static strings (pattern roots).
const ROOTS: [&str; 11] = [
    names::APPLY,
    names::LOAD,
    names::STORE,
    names::VECTOR_LOAD,
    names::VECTOR_STORE,
    names::PREFETCH,
    names::MIN,
    names::MAX,
    names::IF,
    names::DELINEARIZE_INDEX,
    names::LINEARIZE_INDEX,
];

/// Adds the canonicalization patterns of affine op `name`.
pub fn patterns(name: &str, set: &mut RewritePatternSet) {
    let Some(&root) = ROOTS.iter().find(|&&r| r == name) else { return };
    match root {
        names::MIN | names::MAX => {
            set.add_fn("CanonicalizeSingleResultAffineMinMaxOp", root, single_result_min_max);
            set.add_fn("DeduplicateAffineMinMaxExpressions", root, deduplicate_min_max);
            set.add_fn("MergeAffineMinMaxOp", root, merge_min_max);
            set.add(SimplifyAffineOp::new(root));
            set.add_fn("CanonicalizeAffineMinMaxOpExprAndTermOrder", root, order_min_max);
        }
        names::IF => {
            set.add_fn("SimplifyDeadElse", root, simplify_dead_else);
            set.add_fn("AlwaysTrueOrFalseIf", root, always_true_or_false_if);
        }
        names::DELINEARIZE_INDEX | names::LINEARIZE_INDEX => super::index_canon::patterns(root, set),
        _ => set.add(SimplifyAffineOp::new(root)),
    }
}

// ----------------------------------------------------------------------
// Bounds of expressions over loop induction variables
// ----------------------------------------------------------------------

/// What the bound reasoning reads about an operand that is the induction
/// variable of an `affine.for`: its constant bounds (upper exclusive), its
/// step and the largest known divisor of its lower bound.
#[derive(Clone, Copy, Debug)]
struct LoopFacts {
    lower: Option<i64>,
    upper: Option<i64>,
    step: i64,
    lower_divisor: i64,
}

/// The loop facts of each operand, and their constant lower and upper
/// (inclusive) bounds (MLIR's per-operand bounds for
/// `simplifyExprAndOperands` and `simplifyMinOrMaxExprWithOperands`). One
/// loop view per operand, read once for all the questions asked about it.
struct OperandFacts {
    loops: Vec<Option<LoopFacts>>,
    lower: Vec<Option<i64>>,
    upper: Vec<Option<i64>>,
}

impl OperandFacts {
    fn of(ctx: &Context, operands: &[ValueId]) -> Self {
        let mut facts = OperandFacts {
            loops: Vec::with_capacity(operands.len()),
            lower: Vec::with_capacity(operands.len()),
            upper: Vec::with_capacity(operands.len()),
        };
        for &v in operands {
            let f = for_induction_var_owner(ctx, v).and_then(|o| AffineForView::get(ctx, o)).map(|f| LoopFacts {
                lower: f.constant_lower_bound(ctx),
                upper: f.constant_upper_bound(ctx),
                step: f.step,
                lower_divisor: ctx
                    .affine
                    .map_data(f.lower_map)
                    .results
                    .iter()
                    .map(|&r| ctx.affine.largest_known_divisor(r))
                    .fold(None::<i64>, |acc, d| Some(acc.map_or(d, |a| gcd(a, d))))
                    .unwrap_or(1),
            });
            facts.lower.push(f.and_then(|f| f.lower));
            facts.upper.push(f.and_then(|f| {
                f.upper.map(|ub| match f.lower {
                    Some(lb) => ub - 1 - (ub - lb - 1) % f.step,
                    None => ub - 1,
                })
            }));
            facts.loops.push(f);
        }
        facts
    }

    /// The loop facts of dim `pos` (`None` if it is not an induction
    /// variable).
    fn loop_of(&self, pos: u32) -> Option<LoopFacts> {
        self.loops.get(pos as usize).copied().flatten()
    }
}

/// Most inputs (dims + symbols) [`linear_row`] handles without the general
/// flattener.
const LINEAR_ROW_INPUTS: usize = 15;

/// The coefficients of `e` over its inputs, then its constant term, if `e`
/// is a sum of inputs times constants and constants (no `floordiv`,
/// `ceildiv`, `mod`, no product of two non-constants) over at most
/// [`LINEAR_ROW_INPUTS`] inputs, computed without overflow: exactly the row
/// the flattener makes for such an expression, without its allocations.
/// `None` means "ask the flattener" (which also decides the other cases).
fn linear_row(
    ctx: &Context,
    e: AffineExpr,
    num_dims: usize,
    num_symbols: usize,
) -> Option<[i64; LINEAR_ROW_INPUTS + 1]> {
    fn add_scaled(
        ctx: &Context,
        e: AffineExpr,
        scale: i64,
        num_dims: usize,
        num_inputs: usize,
        row: &mut [i64; LINEAR_ROW_INPUTS + 1],
    ) -> Option<()> {
        let (slot, term) = match ctx.affine.data(e) {
            AffineExprData::Dim(p) if (p as usize) < num_dims => (p as usize, scale),
            AffineExprData::Symbol(p) if num_dims + (p as usize) < num_inputs => (num_dims + p as usize, scale),
            AffineExprData::Constant(c) => (LINEAR_ROW_INPUTS, c.checked_mul(scale)?),
            AffineExprData::Binary(AffineExprKind::Add, l, r) => {
                add_scaled(ctx, l, scale, num_dims, num_inputs, row)?;
                return add_scaled(ctx, r, scale, num_dims, num_inputs, row);
            }
            AffineExprData::Binary(AffineExprKind::Mul, l, r) => {
                let c = ctx.affine.as_constant(r)?;
                return add_scaled(ctx, l, scale.checked_mul(c)?, num_dims, num_inputs, row);
            }
            _ => return None,
        };
        row[slot] = row[slot].checked_add(term)?;
        Some(())
    }
    let num_inputs = num_dims + num_symbols;
    if num_inputs > LINEAR_ROW_INPUTS {
        return None;
    }
    let mut row = [0i64; LINEAR_ROW_INPUTS + 1];
    add_scaled(ctx, e, 1, num_dims, num_inputs, &mut row)?;
    Some(row)
}

/// A constant bound (upper, inclusive, or lower) of `e` from bounds of its
/// inputs (MLIR's `getBoundForAffineExpr`).
pub fn bound_for_affine_expr(
    ctx: &mut Context,
    e: AffineExpr,
    num_dims: usize,
    num_symbols: usize,
    lower_bounds: &[Option<i64>],
    upper_bounds: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    if let AffineExprData::Binary(kind, l, r) = ctx.affine.data(e) {
        let rhs = ctx.affine.as_constant(r);
        match kind {
            AffineExprKind::FloorDiv => {
                let c = rhs.filter(|&c| c >= 1)?;
                let b = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower_bounds, upper_bounds, upper)?;
                return Some(floor_div(b, c));
            }
            AffineExprKind::CeilDiv => {
                let c = rhs.filter(|&c| c >= 1)?;
                let b = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower_bounds, upper_bounds, upper)?;
                return Some(ceil_div(b, c));
            }
            AffineExprKind::Mod => {
                if let Some(c) = rhs.filter(|&c| c >= 1) {
                    let lb = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower_bounds, upper_bounds, false);
                    let ub = bound_for_affine_expr(ctx, l, num_dims, num_symbols, lower_bounds, upper_bounds, upper);
                    if let (Some(lb), Some(ub)) = (lb, ub)
                        && floor_div(lb, c) == floor_div(ub, c)
                    {
                        return Some(if upper { modulo(ub, c) } else { modulo(lb, c) });
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let n = num_dims + num_symbols;
    let fold_row = |coefs: &[i64], cst: i64| {
        let mut bound: i64 = 0;
        for (i, &coef) in coefs.iter().enumerate() {
            if coef == 0 {
                continue;
            }
            let b = if (coef > 0) == upper { upper_bounds[i] } else { lower_bounds[i] };
            bound = bound.wrapping_add(b?.wrapping_mul(coef));
        }
        Some(bound.wrapping_add(cst))
    };
    if let Some(row) = linear_row(ctx, e, num_dims, num_symbols) {
        return fold_row(&row[..n], row[LINEAR_ROW_INPUTS]);
    }
    let flat = ctx.affine.flatten_exprs(&[e], num_dims, num_symbols).ok()?;
    if !flat.locals.is_empty() {
        return None;
    }
    let row = &flat.rows[0];
    fold_row(&row[..n], *row.last()?)
}

/// The largest constant known to divide `e` (MLIR's
/// `getLargestKnownDivisor` in `AffineOps.cpp`, using loop steps).
fn largest_known_divisor(ctx: &Context, e: AffineExpr, facts: &OperandFacts) -> i64 {
    let div = ctx.affine.largest_known_divisor(e);
    let AffineExprData::Dim(pos) = ctx.affine.data(e) else { return div };
    let Some(f) = facts.loop_of(pos) else { return 1 };
    if f.lower == Some(0) {
        return f.step;
    }
    gcd(f.lower_divisor, f.step)
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// True if `e` is known to be in `[0, k)` (a constant, or a loop iv with
/// constant bounds inside the range).
fn non_negative_bounded_by(ctx: &Context, e: AffineExpr, facts: &OperandFacts, k: i64) -> bool {
    match ctx.affine.data(e) {
        AffineExprData::Constant(c) => c >= 0 && c < k,
        AffineExprData::Dim(pos) => {
            facts.loop_of(pos).is_some_and(|f| matches!((f.lower, f.upper), (Some(lb), Some(ub)) if lb >= 0 && ub <= k))
        }
        _ => false,
    }
}

/// `e = q * d + r` with `0 <= r < d` (MLIR's `isQTimesDPlusR`): `(d, q*d, r)`.
fn q_times_d_plus_r(ctx: &Context, e: AffineExpr, facts: &OperandFacts) -> Option<(i64, AffineExpr, AffineExpr)> {
    let AffineExprData::Binary(AffineExprKind::Add, l, r) = ctx.affine.data(e) else { return None };
    let div = largest_known_divisor(ctx, l, facts);
    if non_negative_bounded_by(ctx, r, facts, div) {
        return Some((div, l, r));
    }
    let div = largest_known_divisor(ctx, r, facts);
    if non_negative_bounded_by(ctx, l, facts, div) {
        return Some((div, r, l));
    }
    None
}

/// The operand bounds [`simplify_expr_and_operands`] needs, computed on
/// first use: most expressions have no `floordiv` / `ceildiv` / `mod` by a
/// positive constant and never need them.
type LazyBounds = Option<OperandFacts>;

/// MLIR's `simplifyExprAndOperands`: simplifies `floordiv`, `ceildiv` and
/// `mod` using the ranges of loop induction variables among `operands`.
/// Unchanged subexpressions are kept as they are (rebuilding a node from
/// its own children gives the node back: every binary node is interned by
/// the simplifying constructor, which is a pure function of the children).
fn simplify_expr_and_operands(
    ctx: &mut Context,
    expr: AffineExpr,
    num_dims: usize,
    num_symbols: usize,
    operands: &[ValueId],
    bounds: &mut LazyBounds,
) -> AffineExpr {
    let AffineExprData::Binary(kind, l0, r0) = ctx.affine.data(expr) else { return expr };
    let l = simplify_expr_and_operands(ctx, l0, num_dims, num_symbols, operands, bounds);
    let r = simplify_expr_and_operands(ctx, r0, num_dims, num_symbols, operands, bounds);
    let expr = if l == l0 && r == r0 { expr } else { ctx.affine.binary(kind, l, r) };
    let AffineExprData::Binary(kind, lhs, rhs) = ctx.affine.data(expr) else { return expr };
    if !matches!(kind, AffineExprKind::FloorDiv | AffineExprKind::CeilDiv | AffineExprKind::Mod) {
        return expr;
    }
    let Some(c) = ctx.affine.as_constant(rhs) else { return expr };
    if c <= 0 {
        return expr;
    }
    let facts = bounds.get_or_insert_with(|| OperandFacts::of(ctx, operands));
    let (lbs, ubs) = (&facts.lower, &facts.upper);
    let bound = |ctx: &mut Context, upper: bool| match ctx.affine.as_constant(lhs) {
        Some(v) => Some(v),
        None => bound_for_affine_expr(ctx, lhs, num_dims, num_symbols, lbs, ubs, upper),
    };
    if let (Some(lb), Some(ub)) = (bound(ctx, false), bound(ctx, true)) {
        if kind == AffineExprKind::FloorDiv && floor_div(lb, c) == floor_div(ub, c) {
            return ctx.affine.constant(floor_div(lb, c));
        }
        if kind == AffineExprKind::CeilDiv && ceil_div(lb, c) == ceil_div(ub, c) {
            return ctx.affine.constant(ceil_div(lb, c));
        }
        if kind == AffineExprKind::Mod && lb >= 0 && lb < c && ub < c {
            return lhs;
        }
    }
    if let Some((div, q_times_d, rem)) = q_times_d_plus_r(ctx, lhs, facts) {
        if div != 0 && c % div == 0 && kind == AffineExprKind::FloorDiv {
            return ctx.affine.floor_div(q_times_d, rhs);
        }
        if div % c == 0 && kind == AffineExprKind::Mod {
            return ctx.affine.modulo(rem, rhs);
        }
        return expr;
    }
    if (non_negative_bounded_by(ctx, lhs, facts, c) && kind == AffineExprKind::FloorDiv)
        || (largest_known_divisor(ctx, lhs, facts) % c == 0 && kind == AffineExprKind::Mod)
    {
        return ctx.affine.constant(0);
    }
    expr
}

/// MLIR's `simplifyMapWithOperands`. A map none of whose results changes
/// is returned as it is (no new map is interned).
pub fn simplify_map_with_operands(ctx: &mut Context, map: AffineMap, operands: &[ValueId]) -> AffineMap {
    let d = ctx.affine.map_data(map);
    let (nd, ns, n) = (d.num_dims, d.num_symbols, d.results.len());
    let mut bounds: LazyBounds = None;
    let mut results: Vec<AffineExpr> = Vec::new();
    for i in 0..n {
        let e = ctx.affine.map_data(map).results[i];
        let s = simplify_expr_and_operands(ctx, e, nd as usize, ns as usize, operands, &mut bounds);
        if s != e && results.is_empty() {
            results.extend_from_slice(&ctx.affine.map_data(map).results[..i]);
        }
        if s != e || !results.is_empty() {
            results.push(s);
        }
    }
    if results.is_empty() {
        return map;
    }
    ctx.affine.map(nd, ns, &results)
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: drops results of a min (max)
/// map that can never be the smallest (largest), and turns results with
/// equal bounds into constants.
pub fn simplify_min_or_max_expr_with_operands(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[ValueId],
    is_max: bool,
) -> AffineMap {
    if operands.is_empty() {
        return map;
    }
    let OperandFacts { lower: clbs, upper: cubs, .. } = OperandFacts::of(ctx, operands);
    let d = ctx.affine.map_data(map).clone();
    let (nd, ns) = (d.num_dims as usize, d.num_symbols as usize);
    let mut lower = Vec::with_capacity(d.results.len());
    let mut upper = Vec::with_capacity(d.results.len());
    for &e in &d.results {
        match ctx.affine.as_constant(e) {
            Some(c) => {
                lower.push(Some(c));
                upper.push(Some(c));
            }
            None => {
                lower.push(bound_for_affine_expr(ctx, e, nd, ns, &clbs, &cubs, false));
                upper.push(bound_for_affine_expr(ctx, e, nd, ns, &clbs, &cubs, true));
            }
        }
    }
    let mut kept = Vec::with_capacity(d.results.len());
    for (i, &e0) in d.results.iter().enumerate() {
        let mut e = e0;
        if let (Some(l), Some(u)) = (lower[i], upper[i])
            && l == u
        {
            e = ctx.affine.constant(l);
        }
        let redundant = if is_max {
            let Some(ui) = upper[i] else {
                kept.push(e);
                continue;
            };
            lower.iter().enumerate().any(|(pos, &other)| {
                let Some(other) = other else { return false };
                if pos == i || other < ui {
                    return false;
                }
                if other > ui {
                    return true;
                }
                !(upper[pos].is_some()
                    && lower[i].is_some()
                    && lower[i] == upper[i]
                    && Some(other) == upper[pos]
                    && i < pos)
            })
        } else {
            let Some(li) = lower[i] else {
                kept.push(e);
                continue;
            };
            upper.iter().enumerate().any(|(pos, &other)| {
                let Some(other) = other else { return false };
                if pos == i || other > li {
                    return false;
                }
                if other < li {
                    return true;
                }
                !(lower[pos].is_some()
                    && upper[i].is_some()
                    && lower[i] == upper[i]
                    && Some(other) == lower[pos]
                    && i < pos)
            })
        };
        if !redundant {
            kept.push(e);
        }
    }
    // Nothing dropped or made constant (the usual revisit of a loop): the
    // map itself, without interning it again.
    if kept == d.results {
        return map;
    }
    ctx.affine.map(d.num_dims, d.num_symbols, &kept)
}

/// The map without repeated results (first occurrences kept; MLIR's
/// `removeDuplicateExprs`).
pub fn remove_duplicate_exprs(ctx: &mut Context, map: AffineMap) -> AffineMap {
    let results = &ctx.affine.map_data(map).results;
    if !(1..results.len()).any(|i| results[..i].contains(&results[i])) {
        return map;
    }
    let d = ctx.affine.map_data(map).clone();
    let mut unique: Vec<AffineExpr> = Vec::with_capacity(d.results.len());
    for &e in &d.results {
        if !unique.contains(&e) {
            unique.push(e);
        }
    }
    ctx.affine.map(d.num_dims, d.num_symbols, &unique)
}

// ----------------------------------------------------------------------
// SimplifyAffineOp
// ----------------------------------------------------------------------

/// The map and map operands of an op `SimplifyAffineOp` applies to (the
/// map operands are the op's last operands).
fn map_and_operands(ctx: &Context, op: OpId) -> Option<(AffineMap, &[ValueId])> {
    if let Some(v) = AffineApplyView::get(ctx, op) {
        return Some((v.map, v.operands));
    }
    if let Some(v) = AffineAccessView::get(ctx, op) {
        return Some((v.map, v.map_operands));
    }
    let v = AffinePrefetchView::get(ctx, op)?;
    Some((v.map, v.map_operands))
}

/// Replaces `op` (an apply, min, max, access or prefetch) by the same op
/// with `map` over `operands`; returns the new op (`None`: `op` is none of
/// those, nothing done).
fn replace_affine_op(rw: &mut PatternRewriter<'_>, op: OpId, map: AffineMap, operands: &[ValueId]) -> Option<OpId> {
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let name = rw.ctx.ir.op(op).name;
    // The names are static strings: match on a copy of the `&'static str`
    // the op name is equal to, without allocating.
    let name = ROOTS.iter().copied().find(|&r| rw.ctx.op_name_str(name) == r).unwrap_or("");
    let new = match name {
        names::APPLY => rw.build(|ctx, ip| build_apply(ctx, map, operands, loc, ip)),
        names::MIN => rw.build(|ctx, ip| build_min(ctx, map, operands, loc, ip)),
        names::MAX => rw.build(|ctx, ip| build_max(ctx, map, operands, loc, ip)),
        names::PREFETCH => {
            let n = rw.ctx.ir.op(op).name;
            let mut st = OpState::new(n, loc);
            st.operands.push(rw.ctx.ir.operands(op)[0]);
            st.operands.extend_from_slice(operands);
            st.props = rw.ctx.ir.op(op).props.to_vec();
            let key = rw.ctx.ident("map");
            let a = rw.ctx.affine_map_attr(map);
            st.props.retain(|na| na.name != key);
            st.props.push(affine_ir::NamedAttr { name: key, value: a });
            rw.create(st)
        }
        _ => {
            let v = AffineAccessView::get(rw.ctx, op)?;
            let (kind, memref, value) = (v.kind, v.memref, v.value);
            let vt = rw.ctx.ir.value_type(value);
            rw.build(|ctx, ip: InsertPoint| match kind {
                AccessKind::Load => build_load(ctx, memref, map, operands, loc, ip),
                AccessKind::Store => build_store(ctx, value, memref, map, operands, loc, ip),
                AccessKind::VectorLoad => build_vector_load(ctx, vt, memref, map, operands, loc, ip),
                AccessKind::VectorStore => build_vector_store(ctx, value, memref, map, operands, loc, ip),
            })
        }
    };
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
    Some(new)
}

/// MLIR's `SimplifyAffineOp` pattern with a memo of the states in which it
/// has nothing to do.
///
/// What the pattern computes (composition with the producer `affine.apply`
/// ops, map canonicalization, bound-based simplification) is a pure
/// function of the op's map and map operands and of what it reads about
/// them. When every map operand is a block argument (the usual case once an
/// access is canonical: induction variables and function arguments), that
/// is all in [`simplify_signature`]. A visit whose state has the signature
/// recorded for the op is answered "nothing to do" without composing and
/// simplifying again. Signatures are recorded after a visit that changed
/// nothing, and for the op a rewrite creates when its map and operands are
/// a fixed point (see [`SimplifyOutcome::fixed`]): the greedy driver visits
/// that new op right away, revisits an access each time something around
/// it changes and once more in the confirming iteration, and most of those
/// visits change nothing. The signature is computed again at each visit, so
/// anything that changed in between (a loop bound folded in place, an
/// operand replaced) makes the pattern compute. The memo lives with the
/// pattern set, i.e. one greedy rewrite on one context, whose op ids are
/// never reused.
struct SimplifyAffineOp {
    root: &'static str,
    memo: Mutex<SimplifyMemo>,
}

/// See [`SimplifyAffineOp`].
#[derive(Default)]
struct SimplifyMemo {
    /// By op: the signature of a state in which the pattern changes nothing.
    fixed: FxHashMap<OpId, Box<[u32]>>,
    /// The signature of the current visit.
    scratch: Vec<u32>,
}

impl SimplifyAffineOp {
    fn new(root: &'static str) -> Self {
        SimplifyAffineOp { root, memo: Mutex::new(SimplifyMemo::default()) }
    }
}

impl RewritePattern for SimplifyAffineOp {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "SimplifyAffineOp"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let mut guard = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        let memo = &mut *guard;
        let Some((map, operands)) = map_and_operands(rw.ctx, op) else { return false };
        // A recorded signature is compared as it is computed (no copy): the
        // usual visit of an op the memo knows is a hit.
        if let Some(recorded) = memo.fixed.get(&op) {
            let mut check = SignatureCheck { recorded, at: 0, same: true };
            if simplify_signature(rw.ctx, map, operands, &mut check) && check.same && check.at == recorded.len() {
                return false;
            }
        }
        // Copied only when the pattern computes (not on a memo hit).
        let operands = operands.to_vec();
        memo.scratch.clear();
        let known = simplify_signature(rw.ctx, map, &operands, &mut memo.scratch);
        match simplify_affine_op_result(rw.ctx, op, map, operands) {
            SimplifyOutcome { result: None, .. } => {
                if known {
                    memo.fixed.insert(op, memo.scratch.as_slice().into());
                }
                false
            }
            SimplifyOutcome { result: Some((map, operands)), fixed } => {
                memo.fixed.remove(&op);
                let new = replace_affine_op(rw, op, map, &operands);
                memo.scratch.clear();
                if let Some(new) = new.filter(|_| fixed)
                    && simplify_signature(rw.ctx, map, &operands, &mut memo.scratch)
                {
                    memo.fixed.insert(new, memo.scratch.as_slice().into());
                }
                true
            }
        }
    }
}

/// Where [`simplify_signature`] writes: a vector to record, or a
/// [`SignatureCheck`] comparing with a recorded signature.
trait SignatureSink {
    /// Takes the next word; false to stop early (a mismatch).
    fn put(&mut self, word: u32) -> bool;
}

impl SignatureSink for Vec<u32> {
    #[inline]
    fn put(&mut self, word: u32) -> bool {
        self.push(word);
        true
    }
}

/// Compares the words of a signature with `recorded` as they come.
struct SignatureCheck<'a> {
    recorded: &'a [u32],
    /// Words compared so far.
    at: usize,
    /// All equal so far.
    same: bool,
}

impl SignatureSink for SignatureCheck<'_> {
    #[inline]
    fn put(&mut self, word: u32) -> bool {
        self.same = self.recorded.get(self.at) == Some(&word);
        self.at += 1;
        self.same
    }
}

/// Writes to `out` everything `SimplifyAffineOp` reads about an op with
/// `map` over `operands` when they are all block arguments (false, and
/// `out` meaningless, otherwise): the map, and for each operand the value,
/// its index in its block and its type, the op and region owning the block
/// (the op's name decides the dim and symbol rules; no producer is
/// composable and no operand is a constant), and for the induction variable
/// of an `affine.for` the loop's attributes and operand count (its bounds,
/// step and the largest divisor of its lower bound come from those alone).
/// A [`SignatureCheck`] sink stops at the first mismatch (the result is
/// then true with the check's `same` false).
fn simplify_signature(ctx: &Context, map: AffineMap, operands: &[ValueId], out: &mut impl SignatureSink) -> bool {
    macro_rules! put {
        ($w:expr) => {
            if !out.put($w) {
                return true;
            }
        };
    }
    put!(map.0);
    put!(operands.len() as u32);
    for &v in operands {
        let ValueDef::BlockArg(block, index) = ctx.ir.value(v).def else { return false };
        let (Some(owner), Some(region)) = (ctx.ir.block_parent_op(block), ctx.ir.block(block).parent) else {
            return false;
        };
        put!(v.0);
        put!(index);
        put!(ctx.ir.value_type(v).0);
        put!(owner.0);
        put!(region.0);
        if index == 0 && super::is_code(ctx, owner, super::Code::For) {
            // `for_induction_var_owner(v) == Some(owner)`.
            let d = ctx.ir.op(owner);
            put!(d.operands.len() as u32);
            put!(d.props.len() as u32);
            for na in d.props.iter() {
                put!(na.name.0);
                put!(na.value.0);
            }
            put!(d.attrs.len() as u32);
            for na in d.attrs.iter() {
                put!(na.name.0);
                put!(na.value.0);
            }
        }
    }
    true
}

/// What [`simplify_affine_op_result`] found.
struct SimplifyOutcome {
    /// The new map and map operands (`None`: the old ones).
    result: Option<(AffineMap, Vec<ValueId>)>,
    /// The new map and operands are a fixed point: the pattern would change
    /// nothing on an op built from them (in the same IR around it). True
    /// when the composition's canonical result was settled (canonicalizing
    /// it again changes nothing, see
    /// [`compose_affine_map_and_operands_settled`]) or the second
    /// canonicalization changed nothing and the map is its own
    /// simplification, and the bound-based simplification left it as it was
    /// (it is a pure function of the same map and operands): the second run
    /// composes nothing when the operands have no producer, which the caller
    /// checks through the signature.
    fixed: bool,
}

/// MLIR's `SimplifyAffineOp` on `op`, whose map and map operands are
/// `old_map` and `operands`, without the rewrite.
fn simplify_affine_op_result(
    ctx: &mut Context,
    op: OpId,
    old_map: AffineMap,
    mut operands: Vec<ValueId>,
) -> SimplifyOutcome {
    let num_old_operands = operands.len();
    let mut map = old_map;
    // MLIR canonicalizes again after composing; skipped when the
    // composition's result is already canonical (it would be unchanged).
    let mut canonical_fixed = compose_affine_map_and_operands_settled(ctx, &mut map, &mut operands);
    if !canonical_fixed {
        let before = map;
        let before_operands: SmallVec<[ValueId; 8]> = SmallVec::from_slice(&operands);
        canonicalize_map_and_operands(ctx, &mut map, &mut operands);
        // Unchanged by canonicalization: canonical, and a fixed point of the
        // composition's simplification if simplifying the map gives it back.
        canonical_fixed =
            map == before && operands[..] == before_operands[..] && ctx.affine.simplify_affine_map(map) == map;
    }
    let canonical = map;
    map = simplify_map_with_operands(ctx, map, &operands);
    let fixed = canonical_fixed && map == canonical;
    // The map operands are the last operands of the op (unchanged by the
    // above, which only reads the IR); as MLIR, compare pairwise up to the
    // shorter list.
    let old_operands = ctx.ir.operands(op);
    let old_operands = &old_operands[old_operands.len().saturating_sub(num_old_operands)..];
    if map == old_map && operands.iter().zip(old_operands).all(|(a, b)| a == b) {
        return SimplifyOutcome { result: None, fixed };
    }
    SimplifyOutcome { result: Some((map, operands)), fixed }
}

// ----------------------------------------------------------------------
// affine.min / affine.max
// ----------------------------------------------------------------------

fn single_result_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    if rw.ctx.affine.map_data(v.map).results.len() != 1 {
        return false;
    }
    let (map, operands) = (v.map, v.operands.to_vec());
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = rw.build(|ctx, ip| build_apply(ctx, map, &operands, loc, ip));
    let r = rw.ctx.ir.result(new, 0);
    rw.replace_op(op, &[r]);
    true
}

fn deduplicate_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    let (map, operands) = (v.map, v.operands.to_vec());
    let new_map = remove_duplicate_exprs(rw.ctx, map);
    if rw.ctx.affine.map_data(new_map).results.len() == rw.ctx.affine.map_data(map).results.len() {
        return false;
    }
    replace_affine_op(rw, op, new_map, &operands);
    true
}

fn merge_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    let (map, operands) = (v.map, v.operands.to_vec());
    let name = rw.ctx.ir.op(op).name;
    let d = rw.ctx.affine.map_data(map).clone();
    let (nd, ns) = (d.num_dims as usize, d.num_symbols as usize);
    let mut dims = operands[..nd].to_vec();
    let mut syms = operands[nd..].to_vec();
    let mut exprs = Vec::new();
    let mut producers = Vec::new();
    for &e in &d.results {
        let operand = match rw.ctx.affine.data(e) {
            AffineExprData::Symbol(p) => Some(syms[p as usize]),
            AffineExprData::Dim(p) => Some(dims[p as usize]),
            _ => None,
        };
        if let Some(p) = operand.and_then(|v| rw.ctx.ir.defining_op(v)).filter(|&p| rw.ctx.ir.op(p).name == name) {
            producers.push(p);
            continue;
        }
        exprs.push(e);
    }
    if producers.is_empty() {
        return false;
    }
    let (mut used_dims, mut used_syms) = (nd as u32, ns as u32);
    for p in producers {
        let Some(pv) = AffineApplyView::get(rw.ctx, p) else { return false };
        let (pmap, pops) = (pv.map, pv.operands.to_vec());
        let pd = rw.ctx.affine.map_data(pmap).clone();
        let (pnd, pns) = (pd.num_dims, pd.num_symbols);
        dims.extend_from_slice(&pops[..pnd as usize]);
        syms.extend_from_slice(&pops[pops.len() - pns as usize..]);
        for &e in &pd.results {
            let shifted = rw.ctx.affine.shift_dims(e, pnd, used_dims, 0);
            exprs.push(rw.ctx.affine.shift_symbols(shifted, pns, used_syms, 0));
        }
        used_dims += pnd;
        used_syms += pns;
    }
    let new_map = rw.ctx.affine.map(used_dims, used_syms, &exprs);
    dims.extend(syms);
    replace_affine_op(rw, op, new_map, &dims);
    true
}

/// MLIR's `canonicalizeMapExprAndTermOrder`: results sorted by their
/// flattened coefficients (pure affine results without locals only).
fn order_min_max(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    let (map, operands) = (v.map, v.operands.to_vec());
    let d = rw.ctx.affine.map_data(map).clone();
    let (nd, ns) = (d.num_dims as usize, d.num_symbols as usize);
    let mut rows = Vec::with_capacity(d.results.len());
    for &e in &d.results {
        if !rw.ctx.affine.is_pure_affine(e) {
            return false;
        }
        let Ok(flat) = rw.ctx.affine.flatten_exprs(&[e], nd, ns) else { return false };
        if !flat.locals.is_empty() {
            return false;
        }
        rows.push(flat.rows[0].clone());
    }
    if rows.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut perm: Vec<usize> = (0..rows.len()).collect();
    perm.sort_by(|&a, &b| rows[a].cmp(&rows[b]));
    let exprs: Vec<AffineExpr> = perm.iter().map(|&i| d.results[i]).collect();
    let new_map = rw.ctx.affine.map(d.num_dims, d.num_symbols, &exprs);
    replace_affine_op(rw, op, new_map, &operands);
    true
}

// ----------------------------------------------------------------------
// affine.if
// ----------------------------------------------------------------------

fn simplify_dead_else(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineIfView::get(rw.ctx, op) else { return false };
    let Some(else_block) = v.else_block else { return false };
    if !v.results.is_empty() || rw.ctx.ir.block(else_block).first != rw.ctx.ir.block(else_block).last {
        return false;
    }
    rw.erase_block(else_block);
    rw.notify_modified(op);
    true
}

fn always_true_or_false_if(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(v) = AffineIfView::get(rw.ctx, op) else { return false };
    let (set, then_block, else_block, has_results) = (v.condition, v.then_block, v.else_block, !v.results.is_empty());
    let sd = rw.ctx.affine.set_data(set).clone();
    let block = if rw.ctx.affine.set_is_empty_integer_set(set) {
        if !has_results && else_block.is_none() {
            rw.erase_op(op);
            return true;
        }
        match else_block {
            Some(b) => b,
            None => return false,
        }
    } else if sd.constraints.len() == 1
        && sd.eq_flags == [true]
        && rw.ctx.affine.as_constant(sd.constraints[0]) == Some(0)
    {
        then_block
    } else {
        return false;
    };
    let Some(terminator) = rw.ctx.ir.terminator(block) else { return false };
    rw.inline_block_before(block, InsertPoint::Before(op), &[]);
    let values = rw.ctx.ir.operands(terminator).to_vec();
    rw.replace_op(op, &values);
    rw.erase_op(terminator);
    true
}

// ----------------------------------------------------------------------
// Loop bounds
// ----------------------------------------------------------------------

/// A bound map with its operands.
pub type BoundMap = (AffineMap, Vec<ValueId>);

/// MLIR's `canonicalizeLoopBounds` for `affine.for`: the new lower and
/// upper bounds if they change.
pub fn canonicalize_for_bounds(
    ctx: &mut Context,
    op: OpId,
    bounds: Option<(BoundMap, BoundMap)>,
) -> Option<(BoundMap, BoundMap)> {
    let ((mut lb_map, mut lb_ops), (mut ub_map, mut ub_ops)) = match bounds {
        Some(b) => b,
        None => {
            let v = AffineForView::get(ctx, op)?;
            ((v.lower_map, v.lower_operands.to_vec()), (v.upper_map, v.upper_operands.to_vec()))
        }
    };
    // Constant bounds without operands (`0 to 16`) are already canonical:
    // skip the composition machinery on every visit of every loop.
    let constant_only = |m: AffineMap| {
        let d = ctx.affine.map_data(m);
        d.num_dims == 0 && d.num_symbols == 0 && ctx.affine.map_single_constant_result(m).is_some()
    };
    if lb_ops.is_empty() && ub_ops.is_empty() && constant_only(lb_map) && constant_only(ub_map) {
        return None;
    }
    let (prev_lb, prev_ub) = (lb_map, ub_map);
    if !compose_affine_map_and_operands_settled(ctx, &mut lb_map, &mut lb_ops) {
        canonicalize_map_and_operands(ctx, &mut lb_map, &mut lb_ops);
    }
    lb_map = simplify_min_or_max_expr_with_operands(ctx, lb_map, &lb_ops, true);
    ub_map = simplify_min_or_max_expr_with_operands(ctx, ub_map, &ub_ops, false);
    lb_map = remove_duplicate_exprs(ctx, lb_map);
    if !compose_affine_map_and_operands_settled(ctx, &mut ub_map, &mut ub_ops) {
        canonicalize_map_and_operands(ctx, &mut ub_map, &mut ub_ops);
    }
    ub_map = remove_duplicate_exprs(ctx, ub_map);
    if lb_map == prev_lb && ub_map == prev_ub {
        return None;
    }
    Some(((lb_map, lb_ops), (ub_map, ub_ops)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (no dependency needed for a test).
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }
    }

    fn random_expr(ctx: &mut Context, g: &mut Lcg, depth: u32, nd: u32, ns: u32) -> AffineExpr {
        if depth == 0 || g.next(4) == 0 {
            return match g.next(3) {
                0 => ctx.affine.dim(g.next(nd as u64) as u32),
                1 => ctx.affine.symbol(g.next(ns as u64) as u32),
                _ => ctx.affine.constant(g.next(21) as i64 - 10),
            };
        }
        let l = random_expr(ctx, g, depth - 1, nd, ns);
        match g.next(6) {
            0 | 1 => {
                let r = random_expr(ctx, g, depth - 1, nd, ns);
                ctx.affine.add(l, r)
            }
            2 => {
                let c = ctx.affine.constant(g.next(9) as i64 - 4);
                ctx.affine.mul(l, c)
            }
            3 => {
                // Semi-affine now and then: both sides must refuse it.
                let r = random_expr(ctx, g, depth - 1, nd, ns);
                ctx.affine.mul(l, r)
            }
            4 => {
                let c = ctx.affine.constant(g.next(4) as i64 + 1);
                ctx.affine.floor_div(l, c)
            }
            _ => {
                let c = ctx.affine.constant(i64::MAX / 3);
                ctx.affine.mul(l, c)
            }
        }
    }

    /// The memo of `SimplifyAffineOp` answers "nothing to do" only in the
    /// state it recorded: a change of the enclosing loop's bounds (made in
    /// place, as loop bound folding does) or of the op's operands makes the
    /// pattern compute again.
    #[test]
    fn simplify_memo_follows_loop_bounds_and_operands() {
        use affine_ir::ir::WalkOrder;
        use affine_ir::parser::{ParseOptions, parse_source};
        use affine_ir::printer::{PrintOptions, print_op};
        use affine_ir::rewrite::NoListener;

        let mut ctx = crate::new_context();
        let src = "func.func @f(%A: memref<16xf32>, %n: index, %m: index) {\n\
                   affine.for %i = 0 to %n {\n\
                     affine.for %j = 0 to 16 {\n\
                       %v = affine.load %A[%i mod 16] : memref<16xf32>\n\
                       affine.store %v, %A[%i mod 16] : memref<16xf32>\n\
                       %a = affine.apply affine_map<(d0) -> (d0 + 2)>(%j)\n\
                       %w = affine.load %A[%a] : memref<16xf32>\n\
                     }\n\
                   }\n\
                   return\n}\n";
        let opts = ParseOptions { allow_unregistered_dialect: false, range: None };
        let m = parse_source(&mut ctx, src, "t.mlir", &opts).unwrap_or_else(|d| panic!("{}", d.message));
        let named = |ctx: &Context, name: &str| {
            ctx.ir.walk(m, WalkOrder::PreOrder).into_iter().find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == name)
        };
        let visit = |ctx: &mut Context, p: &SimplifyAffineOp, op: OpId| {
            let mut listener = NoListener;
            p.match_and_rewrite(op, &mut PatternRewriter::new(ctx, &mut listener))
        };
        // The store, with the outer induction variable (upper bound
        // unknown): `%i mod 16` stays; the fruitless visit is recorded, and
        // a second one in the same state is answered by the memo.
        let store = named(&ctx, names::STORE).unwrap();
        let store_pattern = SimplifyAffineOp::new(names::STORE);
        assert!(!visit(&mut ctx, &store_pattern, store));
        assert!(store_pattern.memo.lock().unwrap().fixed.contains_key(&store));
        assert!(!visit(&mut ctx, &store_pattern, store));
        assert!(store_pattern.memo.lock().unwrap().fixed.contains_key(&store));
        // An operand replaced in place (the inner induction variable, which
        // stays below 16): `%j mod 16` is `%j`.
        let inner = ctx.ir.parent_op(store).unwrap();
        let inner_iv = ctx.ir.block_args(ctx.ir.entry_block(ctx.ir.regions(inner)[0]).unwrap())[0];
        ctx.ir.set_operand(store, 2, inner_iv);
        assert!(visit(&mut ctx, &store_pattern, store));
        // A load through an `affine.apply`: composed into `[%j + 2]`, a
        // fixed point, so the new load is known to need nothing.
        let loads = |ctx: &Context| {
            let all = ctx.ir.walk(m, WalkOrder::PreOrder);
            all.into_iter().filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == names::LOAD).collect::<Vec<_>>()
        };
        let composed_pattern = SimplifyAffineOp::new(names::LOAD);
        let through_apply = loads(&ctx)[1];
        assert!(visit(&mut ctx, &composed_pattern, through_apply));
        let new_load = loads(&ctx)[1];
        assert!(composed_pattern.memo.lock().unwrap().fixed.contains_key(&new_load));
        assert!(!visit(&mut ctx, &composed_pattern, new_load));
        // The load, likewise recorded as fruitless; then the outer loop's
        // bounds change in place (as loop bound folding does) so that it
        // runs below 16: `%i mod 16` is `%i`.
        let load = named(&ctx, names::LOAD).unwrap();
        let load_pattern = SimplifyAffineOp::new(names::LOAD);
        assert!(!visit(&mut ctx, &load_pattern, load));
        assert!(!visit(&mut ctx, &load_pattern, load));
        let outer = named(&ctx, names::FOR).unwrap();
        super::super::views::AffineForMut::get(&mut ctx, outer).unwrap().set_constant_upper_bound(16);
        assert!(visit(&mut ctx, &load_pattern, load));
        let out = print_op(&ctx, m, &PrintOptions::default());
        assert!(out.contains("affine.load %arg0[%arg3] : memref<16xf32>"), "{out}");
        assert!(out.contains("affine.store %0, %arg0[%arg4] : memref<16xf32>"), "{out}");
        assert!(out.contains("affine.load %arg0[%arg4 + 2] : memref<16xf32>"), "{out}");
    }

    /// Wherever [`linear_row`] answers, it is the flattener's row (and the
    /// flattener has no local); it answers for most linear expressions.
    #[test]
    fn linear_row_matches_the_flattener() {
        let mut ctx = crate::new_context();
        let mut g = Lcg(7);
        let (mut answered, mut linear) = (0, 0);
        for _ in 0..3000 {
            let (nd, ns) = (g.next(4) as u32 + 1, g.next(3) as u32 + 1);
            let e = random_expr(&mut ctx, &mut g, 4, nd, ns);
            let flat = ctx.affine.flatten_exprs(&[e], nd as usize, ns as usize).ok().filter(|f| f.locals.is_empty());
            linear += usize::from(flat.is_some());
            let Some(row) = linear_row(&ctx, e, nd as usize, ns as usize) else { continue };
            answered += 1;
            let flat = flat.unwrap_or_else(|| panic!("linear_row answered where the flattener did not"));
            let n = (nd + ns) as usize;
            assert_eq!(&row[..n], &flat.rows[0][..n]);
            assert_eq!(row[LINEAR_ROW_INPUTS], *flat.rows[0].last().unwrap());
        }
        assert!(answered * 10 >= linear * 9 && answered > 100, "{answered} of {linear}");
    }
}
