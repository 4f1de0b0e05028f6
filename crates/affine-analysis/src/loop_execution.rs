//! Facts about where and how often code runs that transforms must prove
//! before changing it: does an `affine.for` run at least once wherever it
//! is reached (before moving code with effects out of it), and may a bound
//! or trip count expression be negative there (before unrolling with a
//! cleanup loop).

use affine_dialects::affine::AffineForView;
use affine_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use affine_ir::{Context, OpId, ValueId};
use presburger::{BoundType, Int};

use crate::access::Resolution;
use crate::constraints::{ValueConstraints, op_index_set};

/// True if `for_op` runs at least one iteration for every point of the
/// iteration domain around it (enclosing loops and `affine.if` conditions;
/// symbols are unconstrained): for every lower bound `l` and upper bound
/// `u`, `l < u` holds on that domain, checked exactly. False when the
/// analysis cannot model the bounds.
pub fn loop_runs_at_least_once(ctx: &mut Context, for_op: OpId) -> bool {
    runs_at_least_once(ctx, for_op, true)
}

/// [`loop_runs_at_least_once`]; with `shortcut`, a bound pair whose
/// difference `upper - lower` is a positive constant (as functions of the
/// operand values) skips the emptiness check, which would find the empty
/// set `iv = lower, iv >= lower + c`. The pair's constraints are still
/// built, so the answer is the same as without the shortcut when they
/// cannot be (a semi-affine bound). A zero or negative difference still
/// needs the check (the domain around the loop may be empty).
fn runs_at_least_once(ctx: &mut Context, for_op: OpId, shortcut: bool) -> bool {
    let Some(view) = AffineForView::get(ctx, for_op) else { return false };
    if let Some(n) = view.constant_trip_count(ctx) {
        return n > 0;
    }
    let (iv, lmap, umap) = (view.iv, view.lower_map, view.upper_map);
    let (lops, uops) = (view.lower_operands.to_vec(), view.upper_operands.to_vec());
    let (nl, nu) = (ctx.affine.map_data(lmap).results.len(), ctx.affine.map_data(umap).results.len());
    let Ok(domain) = op_index_set(ctx, for_op, Resolution::EXACT) else { return false };
    for i in 0..nl {
        let lower = ctx.affine.sub_map(lmap, &[i]);
        for j in 0..nu {
            let upper = ctx.affine.sub_map(umap, &[j]);
            let known_empty = shortcut && constant_gap(ctx, lower, &lops, upper, &uops).is_some_and(|gap| gap > 0);
            // Is there a point with lower >= upper? `iv` stands for `lower`.
            let mut cst = domain.clone();
            let pos = cst.append_dim(iv);
            let ok = cst.add_bound_map(ctx, BoundType::EQ, pos, lower, &lops, Resolution::EXACT).is_ok()
                && cst.add_bound_map(ctx, BoundType::LB, pos, upper, &uops, Resolution::EXACT).is_ok();
            if !ok || (!known_empty && !cst.rel.is_integer_empty()) {
                return false;
            }
        }
    }
    true
}

/// `upper - lower` for single-result maps `lower` over `lops` and `upper`
/// over `uops` if it is a constant for all values of the operands: both
/// expressions are rewritten over one list of the distinct operand values
/// (as dims), subtracted and simplified.
fn constant_gap(
    ctx: &mut Context,
    lower: AffineMap,
    lops: &[ValueId],
    upper: AffineMap,
    uops: &[ValueId],
) -> Option<i64> {
    let mut values: Vec<ValueId> = Vec::with_capacity(lops.len() + uops.len());
    let mut over_values = |ctx: &mut Context, map: AffineMap, ops: &[ValueId]| -> Option<AffineExpr> {
        let data = ctx.affine.map_data(map);
        let (nd, ns, expr) = (data.num_dims as usize, data.num_symbols as usize, *data.results.first()?);
        if ops.len() != nd + ns {
            return None;
        }
        let inputs: Vec<AffineExpr> = ops
            .iter()
            .map(|&v| {
                let k = values.iter().position(|&w| w == v).unwrap_or_else(|| {
                    values.push(v);
                    values.len() - 1
                });
                ctx.affine.dim(k as u32)
            })
            .collect();
        Some(ctx.affine.replace_dims_and_symbols(expr, &inputs[..nd], &inputs[nd..]))
    };
    let l = over_values(ctx, lower, lops)?;
    let u = over_values(ctx, upper, uops)?;
    let n = u32::try_from(values.len()).ok()?;
    let diff = ctx.affine.sub(u, l);
    let diff = ctx.affine.simplify_expr(diff, n, 0);
    ctx.affine.as_constant(diff)
}

/// True if result `result` of `map` applied to `operands` may be negative
/// at `at`: some point of the iteration domain around `at` (enclosing
/// loops and `affine.if` conditions) gives it a value below zero, with
/// symbols constrained only by what their defining ops guarantee (a
/// `memref.dim` is not negative; a gpu thread or block id is in
/// `[0, size)`). Affine expressions are checked exactly; a semi-affine one
/// (a division or product by a symbol) is shown non-negative from the
/// signs of its parts (`a floordiv b`, `a ceildiv b` with `a >= 0` and
/// `b >= 1`, `a mod b` with `b >= 1`, sums and products of non-negative
/// parts), and otherwise may be negative.
pub fn map_result_may_be_negative(
    ctx: &mut Context,
    at: OpId,
    map: AffineMap,
    operands: &[ValueId],
    result: usize,
) -> bool {
    let Ok(mut domain) = op_index_set(ctx, at, Resolution::EXACT) else { return true };
    add_value_range_facts(ctx, &mut domain);
    let data = ctx.affine.map_data(map).clone();
    let expr = data.results[result];
    !SignCheck { domain: &domain, num_dims: data.num_dims, num_symbols: data.num_symbols, operands }
        .at_least(ctx, expr, 0)
}

/// Sign questions about expressions over `operands` on `domain`.
struct SignCheck<'a> {
    domain: &'a ValueConstraints,
    num_dims: u32,
    num_symbols: u32,
    operands: &'a [ValueId],
}

impl SignCheck<'_> {
    /// True if `expr >= bound` everywhere on the domain (proved exactly for
    /// affine expressions, by signs for semi-affine ones).
    fn at_least(&self, ctx: &mut Context, expr: AffineExpr, bound: i64) -> bool {
        let map = ctx.affine.map(self.num_dims, self.num_symbols, &[expr]);
        let mut cst = self.domain.clone();
        let pos = cst.num_dims();
        cst.insert_dim(pos, None);
        if cst.add_bound_map(ctx, BoundType::EQ, pos, map, self.operands, Resolution::EXACT).is_ok() {
            add_value_range_facts(ctx, &mut cst);
            cst.rel.add_bound(BoundType::UB, pos, &Int::from(bound - 1));
            return cst.rel.is_integer_empty();
        }
        if bound > 0 {
            return false;
        }
        match ctx.affine.as_binary(expr) {
            Some((AffineExprKind::FloorDiv | AffineExprKind::CeilDiv, a, b)) => {
                self.at_least(ctx, a, 0) && self.at_least(ctx, b, 1)
            }
            Some((AffineExprKind::Mod, _, b)) => self.at_least(ctx, b, 1),
            Some((AffineExprKind::Add | AffineExprKind::Mul, a, b)) => {
                self.at_least(ctx, a, 0) && self.at_least(ctx, b, 0)
            }
            _ => false,
        }
    }
}

/// True if the product of the trip counts of a perfect band of normalized
/// loops (lower bound 0, step 1; `upper_bounds` are their upper bound maps
/// and operands, all defined above the band) may be positive where the band
/// runs no iteration, for some point of the iteration domain around `at`
/// (the band's outermost loop): an even number (two or more) of the counts
/// negative and the others positive. Coalescing the band into one loop
/// over the product is then wrong. Each count is the least result of its
/// map; every sign pattern is checked exactly. True (may be wrong) when the
/// bounds cannot be modelled (semi-affine) or the band is too deep to
/// enumerate (more than 6 loops or 64 result choices).
pub fn trip_count_product_may_be_positive_when_empty(
    ctx: &mut Context,
    at: OpId,
    upper_bounds: &[(AffineMap, Vec<ValueId>)],
) -> bool {
    let n = upper_bounds.len();
    if n > 6 {
        return true;
    }
    let Ok(mut cst) = op_index_set(ctx, at, Resolution::EXACT) else { return true };
    // One column per result of each upper bound map, equal to the result.
    let mut columns: Vec<Vec<usize>> = Vec::with_capacity(n);
    for (map, operands) in upper_bounds {
        let results = ctx.affine.map_data(*map).results.len();
        let mut cols = Vec::with_capacity(results);
        for r in 0..results {
            let pos = cst.num_dims();
            cst.insert_dim(pos, None);
            let result = ctx.affine.sub_map(*map, &[r]);
            if cst.add_bound_map(ctx, BoundType::EQ, pos, result, operands, Resolution::EXACT).is_err() {
                return true;
            }
            // The operands are defined above the band, so they have
            // columns already or become symbols; a new dim would move the
            // recorded columns.
            if cst.num_dims() != pos + 1 {
                return true;
            }
            cols.push(pos);
        }
        columns.push(cols);
    }
    add_value_range_facts(ctx, &mut cst);
    let choices: usize = columns.iter().map(Vec::len).product();
    if choices > 64 {
        return true;
    }
    for negative in 0u32..(1 << n) {
        if negative.count_ones() < 2 || negative.count_ones() % 2 == 1 {
            continue;
        }
        // A negative count is one negative result (of the count's choice);
        // a positive count has every result positive.
        let negatives: Vec<usize> = (0..n).filter(|k| negative & (1 << k) != 0).collect();
        let mut choice = vec![0usize; negatives.len()];
        loop {
            let mut pattern = cst.clone();
            for (k, cols) in columns.iter().enumerate() {
                if let Some(i) = negatives.iter().position(|&j| j == k) {
                    pattern.rel.add_bound(BoundType::UB, cols[choice[i]], &Int::from(-1));
                } else {
                    for &c in cols {
                        pattern.rel.add_bound(BoundType::LB, c, &Int::from(1));
                    }
                }
            }
            if !pattern.rel.is_integer_empty() {
                return true;
            }
            // The next choice of negative results (an odometer).
            let mut i = 0;
            while i < choice.len() {
                choice[i] += 1;
                if choice[i] < columns[negatives[i]].len() {
                    break;
                }
                choice[i] = 0;
                i += 1;
            }
            if i == choice.len() {
                break;
            }
        }
    }
    false
}

/// Adds to `cst` the bounds the defining ops of its columns' values
/// guarantee (see [`map_result_may_be_negative`]).
fn add_value_range_facts(ctx: &Context, cst: &mut ValueConstraints) {
    for pos in 0..cst.rel.num_dim_and_symbol_vars() {
        let Some(v) = cst.value(pos) else { continue };
        let range = match ctx.ir.defining_op(v) {
            Some(op) if ctx.op_name_str(ctx.ir.op(op).name) == "memref.dim" => Some((0, None)),
            _ => affine_dialects::gpu::id_value_range(ctx, v),
        };
        if let Some((lower, upper)) = range {
            cst.rel.add_bound(BoundType::LB, pos, &Int::from(lower));
            if let Some(u) = upper {
                cst.rel.add_bound(BoundType::UB, pos, &Int::from(u - 1));
            }
        }
    }
}

/// True if the affine load or store `access` stays inside its memref for
/// every point of the iteration domain around `at` (an op enclosing the
/// access, typically a loop the access does not depend on), proved
/// exactly: so the access could run there even where `at`'s loop runs
/// zero times. False for memrefs with dynamic sizes and subscripts the
/// analysis cannot model.
pub fn access_in_bounds_around(ctx: &mut Context, at: OpId, access: OpId) -> bool {
    let Some(view) = affine_dialects::affine::AffineAccessView::get(ctx, access) else { return false };
    let (map, operands, memref) = (view.map, view.map_operands.to_vec(), view.memref);
    let Some(shape) = ctx.shape(ctx.ir.value_type(memref)) else { return false };
    let shape = shape.to_vec();
    if shape.contains(&affine_ir::context::DYNAMIC) {
        return false;
    }
    let Ok(mut domain) = op_index_set(ctx, at, Resolution::EXACT) else { return false };
    add_value_range_facts(ctx, &mut domain);
    for (k, &size) in shape.iter().enumerate() {
        let subscript = ctx.affine.sub_map(map, &[k]);
        for below in [true, false] {
            let mut cst = domain.clone();
            let pos = cst.num_dims();
            cst.insert_dim(pos, None);
            if cst.add_bound_map(ctx, BoundType::EQ, pos, subscript, &operands, Resolution::EXACT).is_err() {
                return false;
            }
            add_value_range_facts(ctx, &mut cst);
            if below {
                cst.rel.add_bound(BoundType::UB, pos, &Int::from(-1));
            } else {
                cst.rel.add_bound(BoundType::LB, pos, &Int::from(size));
            }
            if !cst.rel.is_integer_empty() {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use affine_ir::ir::WalkOrder;

    use super::*;

    /// The shortcut answers as the full check on loops whose bound pairs
    /// differ by positive, zero and negative constants, by non-constants,
    /// through shared and distinct operands, symbols, `affine.apply`,
    /// semi-affine bounds and an empty domain.
    #[test]
    fn shortcut_answers_as_the_full_check() {
        let src = r#"
#gap = affine_map<(d0)[s0] -> (d0 + 4, s0)>
func.func @f(%n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = %i to min #gap(%i)[%n] { }
    affine.for %j = affine_map<(d0) -> (d0 + 3)>(%i) to affine_map<(d0) -> (d0 + 3)>(%i) { }
    affine.for %j = affine_map<(d0) -> (d0 + 5)>(%i) to affine_map<(d0) -> (d0 + 2)>(%i) { }
    affine.for %j = affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%m] to affine_map<(d0)[s0] -> (s0 + d0 + 1)>(%i)[%m] { }
    affine.for %j = affine_map<(d0) -> (d0 floordiv 2)>(%i) to affine_map<(d0) -> ((d0 + 2) floordiv 2)>(%i) { }
    affine.for %j = affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%m] to affine_map<(d0)[s0] -> (d0 * s0 + 1)>(%i)[%m] { }
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = %i to %a { }
    affine.for %j = %a to affine_map<(d0, d1) -> (d0 + d1)>(%a, %i) { }
    affine.for %j = %i to %i { }
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 20 >= 0)>(%i) {
      affine.for %j = affine_map<(d0) -> (d0 + 2)>(%i) to affine_map<(d0) -> (d0 + 1)>(%i) { }
    }
  }
  return
}
"#;
        let mut ctx = affine_dialects::new_context();
        let m = crate::tests::parse(&mut ctx, src);
        let loops: Vec<OpId> = ctx
            .ir
            .walk(m, WalkOrder::PreOrder)
            .into_iter()
            .filter(|&o| AffineForView::get(&ctx, o).is_some())
            .collect();
        assert_eq!(loops.len(), 12);
        let mut answers = Vec::new();
        for &l in &loops {
            let fast = runs_at_least_once(&mut ctx, l, true);
            let full = runs_at_least_once(&mut ctx, l, false);
            assert_eq!(fast, full, "loop {l:?}");
            answers.push(fast);
        }
        // Both answers occur, so the comparison is not vacuous.
        assert!(answers.contains(&true) && answers.contains(&false), "{answers:?}");
    }
}
