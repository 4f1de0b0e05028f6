//! Trip counts of `affine.for` loops (MLIR's `LoopAnalysis.cpp`:
//! `getTripCountMapAndOperands`, `getConstantTripCount`,
//! `getLargestDivisorOfTripCount`), which unrolling, unroll-and-jam,
//! fusion and loop promotion decide on.
//!
//! The trip count is computed by map composition only (no constraint
//! solving): the single lower bound is subtracted from each upper bound,
//! the `affine.apply` producers of the operands are composed in, and each
//! difference is divided (ceil) by the step. The loop runs the minimum of
//! those counts (never fewer than zero) times.
//!
//! One deliberate difference from `mlir-opt` 22: a trip count expression
//! that folds to a negative constant counts as zero iterations. MLIR casts
//! it to `uint64_t`, which makes e.g. the loop
//! `affine.for %i = %n to min ()[s0] -> (s0 + 1, s0 - 3)` look like it runs
//! once (`-affine-loop-normalize=promote-single-iter` then moves its body
//! out: the zero-trip loop's store runs), and a loop whose bounds differ by
//! a negative constant look like it runs 2^64 - k times (unrolling then
//! adds a cleanup loop that runs). [`mlir_divisor_and_constant_trip_count`]
//! gives MLIR's unclamped reading, for decisions that only matter where a
//! loop runs (tiling).

use affine_dialects::affine::AffineForView;
use affine_dialects::affine::utils::{canonicalize_map_and_operands, fully_compose_affine_map_and_operands};
use affine_ir::affine::{AffineExpr, AffineMap};
use affine_ir::{Context, OpId, ValueId};

/// The trip count of the `affine.for` `for_op` as a map (one result per
/// upper bound expression; the trip count is the minimum of the results)
/// with its operands (MLIR's `getTripCountMapAndOperands`).
///
/// With constant bounds the map is the constant `max(0, ub - lb) ceildiv
/// step` over no operands. Otherwise the lower bound must be a single
/// expression: `None` for a `max` lower bound (MLIR's null map), as well as
/// for ops that are not well-formed loops.
pub fn trip_count_map_and_operands(ctx: &mut Context, for_op: OpId) -> Option<(AffineMap, Vec<ValueId>)> {
    let view = AffineForView::get(ctx, for_op)?;
    let step = view.step;
    if step <= 0 {
        return None;
    }
    if let (Some(lb), Some(ub)) = (view.constant_lower_bound(ctx), view.constant_upper_bound(ctx)) {
        let span = (i128::from(ub) - i128::from(lb)).max(0);
        let count = i64::try_from((span + i128::from(step) - 1) / i128::from(step)).ok()?;
        return Some((ctx.affine.constant_map(count), Vec::new()));
    }
    let (lb_map, ub_map) = (view.lower_map, view.upper_map);
    let (lb_operands, ub_operands) = (view.lower_operands.to_vec(), view.upper_operands.to_vec());
    let lb = ctx.affine.map_data(lb_map);
    let [lb_expr] = lb.results[..] else { return None };
    let (lb_dims, lb_syms) = (lb.num_dims, lb.num_symbols);
    let ub = ctx.affine.map_data(ub_map);
    let (ub_dims, ub_syms, ub_results) = (ub.num_dims, ub.num_symbols, ub.results.clone());

    // AffineValueMap::difference(ub, splat(lb)): operands are the upper
    // bound's dims, the lower bound's dims, the upper bound's symbols, the
    // lower bound's symbols; the lower bound is shifted past the upper
    // bound's dims and symbols.
    let (ubd, lbd) = (ub_dims as usize, lb_dims as usize);
    let mut operands = Vec::with_capacity(ub_operands.len() + lb_operands.len());
    operands.extend_from_slice(&ub_operands[..ubd]);
    operands.extend_from_slice(&lb_operands[..lbd]);
    operands.extend_from_slice(&ub_operands[ubd..]);
    operands.extend_from_slice(&lb_operands[lbd..]);
    let shifted = ctx.affine.shift_dims(lb_expr, lb_dims, ub_dims, 0);
    let lb_shifted = ctx.affine.shift_symbols(shifted, lb_syms, ub_syms, 0);
    let diffs: Vec<AffineExpr> = ub_results.iter().map(|&u| ctx.affine.sub(u, lb_shifted)).collect();
    let mut map = ctx.affine.map(ub_dims + lb_dims, ub_syms + lb_syms, &diffs);
    fully_compose_affine_map_and_operands(ctx, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    map = ctx.affine.simplify_affine_map(map);

    let d = ctx.affine.map_data(map);
    let (nd, ns, results) = (d.num_dims, d.num_symbols, d.results.clone());
    let counts: Vec<AffineExpr> = results.into_iter().map(|r| ctx.affine.ceil_div_const(r, step)).collect();
    Some((ctx.affine.map(nd, ns, &counts), operands))
}

/// The constant results of the trip count map, each clamped at zero
/// (`None` if some result is not constant).
fn constant_counts(ctx: &mut Context, for_op: OpId) -> Option<Vec<u64>> {
    let (map, _) = trip_count_map_and_operands(ctx, for_op)?;
    let results = &ctx.affine.map_data(map).results;
    results.iter().map(|&r| ctx.affine.as_constant(r).map(|c| u64::try_from(c).unwrap_or(0))).collect()
}

/// The trip count of `for_op` if it is a known constant (MLIR's
/// `getConstantTripCount`): every result of the trip count map must be a
/// constant, and the loop runs their minimum times. Finds constant trip
/// counts of loops with symbolic bounds, such as `%n to %n + 4`.
/// A negative count is reported as 0 (see the module documentation).
pub fn constant_trip_count(ctx: &mut Context, for_op: OpId) -> Option<u64> {
    constant_counts(ctx, for_op)?.into_iter().min()
}

/// The largest number known to divide the trip count of `for_op` (MLIR's
/// `getLargestDivisorOfTripCount`): the gcd over the trip count map's
/// results of the constant itself (`u64::MAX` for a zero-trip result,
/// which every number divides) or the largest known divisor of a symbolic
/// result. 1 when the trip count map cannot be built.
pub fn largest_divisor_of_trip_count(ctx: &mut Context, for_op: OpId) -> u64 {
    let Some((map, _)) = trip_count_map_and_operands(ctx, for_op) else {
        return 1;
    };
    largest_divisor_of_counts(ctx, map)
}

/// [`largest_divisor_of_trip_count`] and [`constant_trip_count`] of one
/// loop, building its trip count map once instead of twice (`(1, None)`
/// when the map cannot be built, as the two give then).
pub fn largest_divisor_and_constant_trip_count(ctx: &mut Context, for_op: OpId) -> (u64, Option<u64>) {
    let Some((map, _)) = trip_count_map_and_operands(ctx, for_op) else {
        return (1, None);
    };
    let results = &ctx.affine.map_data(map).results;
    let counts: Option<Vec<u64>> =
        results.iter().map(|&r| ctx.affine.as_constant(r).map(|c| u64::try_from(c).unwrap_or(0))).collect();
    let constant = counts.and_then(|c| c.into_iter().min());
    (largest_divisor_of_counts(ctx, map), constant)
}

/// [`largest_divisor_and_constant_trip_count`] exactly as `mlir-opt` 22
/// computes `getLargestDivisorOfTripCount` and `getConstantTripCount`,
/// without the clamping of the module documentation: a negative constant
/// result `c` reads as the `uint64_t` `2^64 + c` (so a loop from `s + 1`
/// to `s` has the constant trip count `2^64 - 1`, and that is its largest
/// divisor too). Only for decisions that cannot change what a program
/// computes, such as the intra-tile bounds of a tiled loop that never
/// runs: some trip count result is then negative, so the loop runs no
/// iteration whatever its tiles' bounds are.
pub fn mlir_divisor_and_constant_trip_count(ctx: &mut Context, for_op: OpId) -> (u64, Option<u64>) {
    let Some((map, _)) = trip_count_map_and_operands(ctx, for_op) else {
        return (1, None);
    };
    let results = &ctx.affine.map_data(map).results;
    let constants: Option<Vec<u64>> = results.iter().map(|&r| ctx.affine.as_constant(r).map(|c| c as u64)).collect();
    let mut gcd: Option<u64> = None;
    for &r in results {
        let this = match ctx.affine.as_constant(r) {
            Some(0) => u64::MAX,
            Some(c) => c as u64,
            None => ctx.affine.largest_known_divisor(r).unsigned_abs(),
        };
        gcd = Some(gcd.map_or(this, |g| gcd_u64(g, this)));
    }
    (gcd.unwrap_or(1), constants.and_then(|c| c.into_iter().min()))
}

/// The largest number known to divide the minimum of the results of a trip
/// count map (see [`largest_divisor_of_trip_count`]).
fn largest_divisor_of_counts(ctx: &Context, map: AffineMap) -> u64 {
    let results = &ctx.affine.map_data(map).results;
    let mut gcd: Option<u64> = None;
    for &r in results {
        let this = match ctx.affine.as_constant(r) {
            Some(c) if c > 0 => c as u64,
            Some(_) => u64::MAX,
            None => ctx.affine.largest_known_divisor(r).unsigned_abs(),
        };
        gcd = Some(match gcd {
            Some(g) => gcd_u64(g, this),
            None => this,
        });
    }
    gcd.unwrap_or(1)
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use affine_ir::ir::WalkOrder;
    use affine_ir::{ParseOptions, parse_source};

    fn parse(ctx: &mut Context, body: &str) -> OpId {
        let text = format!("func.func @f(%n: index, %m: index) {{\n{body}\n  return\n}}\n");
        parse_source(ctx, &text, "t.mlir", &ParseOptions::default()).expect("parse")
    }

    fn loops(ctx: &Context, root: OpId) -> Vec<OpId> {
        ctx.ir.walk(root, WalkOrder::PreOrder).into_iter().filter(|&o| AffineForView::get(ctx, o).is_some()).collect()
    }

    /// The trip count map of the first loop as `map(operands)` text, with
    /// operands named by their position among the function arguments.
    fn trip_map(body: &str) -> (String, Option<u64>, u64) {
        let mut ctx = affine_dialects::new_context();
        let m = parse(&mut ctx, body);
        let l = loops(&ctx, m)[0];
        let text = match trip_count_map_and_operands(&mut ctx, l) {
            Some((map, ops)) => {
                let s = ctx.affine.map_to_string(map);
                let names: Vec<String> = ops.iter().map(|&v| value_name(&ctx, v)).collect();
                format!("{s} ({})", names.join(", "))
            }
            None => "none".to_string(),
        };
        let c = constant_trip_count(&mut ctx, l);
        let d = largest_divisor_of_trip_count(&mut ctx, l);
        (text, c, d)
    }

    fn value_name(ctx: &Context, v: ValueId) -> String {
        match ctx.ir.value(v).def {
            affine_ir::ir::ValueDef::BlockArg(_, i) => format!("arg{i}"),
            affine_ir::ir::ValueDef::OpResult(o, _) => ctx.op_name_str(ctx.ir.op(o).name).to_string(),
        }
    }

    #[test]
    fn constant_bounds() {
        let (m, c, d) = trip_map("affine.for %i = 3 to 17 step 4 {\n}");
        assert_eq!(m, "() -> (4) ()");
        assert_eq!((c, d), (Some(4), 4));
        let (m, c, d) = trip_map("affine.for %i = 10 to 2 {\n}");
        assert_eq!(m, "() -> (0) ()");
        assert_eq!((c, d), (Some(0), u64::MAX));
    }

    #[test]
    fn symbolic_bounds_with_constant_difference() {
        // As in MLIR, the operands are canonicalized before the map is
        // simplified, so the symbol that cancels out stays an operand.
        let (m, c, d) = trip_map("affine.for %i = %n to affine_map<()[s0] -> (s0 + 8)>()[%n] step 2 {\n}");
        assert_eq!(m, "()[s0] -> (4) (arg0)");
        assert_eq!((c, d), (Some(4), 4));
    }

    #[test]
    fn symbolic_trip_count_and_divisor() {
        // (4 * n - 0) ceildiv 2 = 2 * n: divisor 2.
        let (m, c, d) = trip_map("affine.for %i = 0 to affine_map<()[s0] -> (s0 * 4)>()[%n] step 2 {\n}");
        assert_eq!(m, "()[s0] -> (s0 * 2) (arg0)");
        assert_eq!((c, d), (None, 2));
    }

    #[test]
    fn min_upper_bound() {
        let (m, c, d) = trip_map("affine.for %i = %n to min affine_map<()[s0] -> (s0 + 6, s0 + 9)>()[%n] step 3 {\n}");
        assert_eq!(m, "()[s0] -> (2, 3) (arg0)");
        assert_eq!((c, d), (Some(2), 1));
    }

    #[test]
    fn max_lower_bound_has_no_trip_count_map() {
        let (m, c, d) = trip_map("affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%n] to 10 {\n}");
        assert_eq!(m, "none");
        assert_eq!((c, d), (None, 1));
    }

    #[test]
    fn composes_apply_operands() {
        let (m, c, _) = trip_map(
            "affine.for %j = 0 to 4 {\n  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)\n  \
             %b = affine.apply affine_map<(d0) -> (d0 + 5)>(%a)\n  affine.for %i = %a to %b {\n  }\n}",
        );
        // The outer loop is first; its trip count is constant.
        assert_eq!((m.as_str(), c), ("() -> (4) ()", Some(4)));
        let mut ctx = affine_dialects::new_context();
        let root = parse(
            &mut ctx,
            "affine.for %j = 0 to 4 {\n  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)\n  \
             %b = affine.apply affine_map<(d0) -> (d0 + 5)>(%a)\n  affine.for %i = %a to %b {\n  }\n}",
        );
        let inner = loops(&ctx, root)[1];
        assert_eq!(constant_trip_count(&mut ctx, inner), Some(5));
    }

    #[test]
    fn mlir_reads_negative_counts_as_unsigned() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(
            &mut ctx,
            "affine.for %i = affine_map<()[s0] -> (s0 + 1)>()[%n] to %n {\n}\n\
             affine.for %i = %n to min affine_map<()[s0] -> (s0 - 2, s0 - 4)>()[%n] {\n}\n\
             affine.for %i = %n to min affine_map<()[s0] -> (s0 + 6, s0 - 3)>()[%n] step 2 {\n}\n\
             affine.for %i = 7 to 3 {\n}\n\
             affine.for %i = 0 to affine_map<()[s0] -> (s0 * 6)>()[%n] step 2 {\n}",
        );
        let got: Vec<(u64, Option<u64>)> =
            loops(&ctx, m).into_iter().map(|l| mlir_divisor_and_constant_trip_count(&mut ctx, l)).collect();
        assert_eq!(
            got,
            [
                (u64::MAX, Some(u64::MAX)),
                // gcd(2^64 - 2, 2^64 - 4) = 2.
                (2, Some(u64::MAX - 3)),
                // (6 ceildiv 2, -3 ceildiv 2) = (3, -1); gcd(3, 2^64 - 1) = 3.
                (3, Some(3)),
                // Constant bounds: the span is clamped at zero, as in MLIR.
                (u64::MAX, Some(0)),
                (3, None),
            ]
        );
        // The clamped variant the other passes use.
        let first = loops(&ctx, m)[0];
        assert_eq!(largest_divisor_and_constant_trip_count(&mut ctx, first), (u64::MAX, Some(0)));
    }

    #[test]
    fn negative_constant_counts_as_zero_trips() {
        // mlir-opt 22 takes (uint64_t)-3 here and reports a trip count of 1.
        let (m, c, d) = trip_map("affine.for %i = %n to min affine_map<()[s0] -> (s0 + 1, s0 - 3)>()[%n] {\n}");
        assert_eq!(m, "()[s0] -> (1, -3) (arg0)");
        assert_eq!((c, d), (Some(0), 1));
    }
}
