//! Unrolling `affine.for` loops (MLIR's `loopUnrollFull`,
//! `loopUnrollUpToFactor`, `loopUnrollByFactor` and the cleanup loop they
//! share with unroll-and-jam, in `LoopUtils.cpp`), with `mlir-opt` 22's
//! decisions and output.
//!
//! One deliberate difference: when the trip count of the loop may be
//! negative where the loop is reached (its upper bound below its lower
//! bound by more than a step, e.g. `affine.for %i = 1 to %j` inside
//! `affine.for %j = 0 to 2`), the cleanup loop starts at
//! `max(lb + (tc - tc mod f) * step, lb)` instead of `lb + (tc - tc mod f) *
//! step`. `mlir-opt` 22 computes `tc mod f` of the negative count and runs
//! the cleanup loop below the original lower bound, executing iterations
//! the original loop never runs (see
//! `tests/lit/upstream-bugs/loop-unroll-empty-loop-cleanup.mlir`). Whether
//! the count may be negative is decided exactly from the iteration domain
//! around the loop; when it cannot be, the output is `mlir-opt`'s.
//!
//! A second one: the cleanup loop's iter_args continue from the unrolled
//! loop's results position by position. `mlir-opt` 22 renames every operand
//! of the cleanup loop equal to each init in turn, so iter_args sharing an
//! init value all start from the last of their results, and a bound operand
//! equal to an init becomes a result
//! (`tests/lit/upstream-bugs/loop-unroll-shared-init-cleanup.mlir`).
//!
//! A third one: a value the loop yields unchanged from an iter_arg (a
//! rotation, `yield %new, %prev` with `%prev` an iter_arg) yields, after
//! unrolling, what the last copy sees for that iter_arg. `mlir-opt` 22
//! leaves such an operand of the terminator alone, so the unrolled loop
//! yields the first copy's value
//! (`tests/lit/upstream-bugs/loop-unroll-yielded-iter-arg.mlir`).

use affine_analysis::loop_analysis::{
    constant_trip_count, largest_divisor_of_trip_count, mlir_divisor_and_constant_trip_count,
    trip_count_map_and_operands,
};
use affine_analysis::loop_execution::map_result_may_be_negative;
use affine_dialects::affine::builders::build_apply;
use affine_dialects::affine::utils::{canonicalize_map_and_operands, fully_compose_affine_map_and_operands};
use affine_dialects::affine::{AffineForMut, AffineForView};
use affine_ir::affine::AffineMap;
use affine_ir::ir::{BlockId, InsertPoint, ValueMap};
use affine_ir::{Context, OpId, ValueId};

use super::loop_nest::{for_body, ops_without_terminator};
use super::loop_utils::promote_if_single_iteration;

/// The loop was left unchanged (MLIR's `failure()` of the unrolling
/// utilities).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unchanged;

/// Whether a transformation applied (MLIR's `LogicalResult` of the
/// unrolling utilities: `success` also when there was nothing to do).
pub type Outcome = Result<(), Unchanged>;

/// A constant the trip count of `for_op` cannot exceed, as `mlir-opt` 22's
/// `getUpperBoundOnTripCount` answers: the loop runs the minimum of its
/// trip count map's results times, so any constant result bounds it; the
/// smallest one (`None` when no result is constant).
// TODO(shared): move next to `constant_trip_count` in affine-analysis's
// loop_analysis when the affine-utils owner adds it there.
pub fn upper_bound_on_trip_count(ctx: &mut Context, for_op: OpId) -> Option<u64> {
    let (map, _) = trip_count_map_and_operands(ctx, for_op)?;
    let results = &ctx.affine.map_data(map).results;
    results.iter().filter_map(|&r| ctx.affine.as_constant(r)).map(|c| u64::try_from(c).unwrap_or(0)).min()
}

/// [`upper_bound_on_trip_count`] as `mlir-opt` 22 reads a negative
/// constant result: as the `uint64_t` `2^64 + c`.
fn mlir_upper_bound_on_trip_count(ctx: &mut Context, for_op: OpId) -> Option<u64> {
    let (map, _) = trip_count_map_and_operands(ctx, for_op)?;
    let results = &ctx.affine.map_data(map).results;
    results.iter().filter_map(|&r| ctx.affine.as_constant(r)).map(|c| c as u64).min()
}

/// The constant trip count, the constant bound on it and the largest known
/// divisor of the trip count of `for_op`, which unrolling decides on: with
/// `mlir_compat` as `mlir-opt` 22 reads them, a negative constant count
/// `c` as `2^64 + c` (the loop `s + 1 to s` then runs `2^64 - 1` times, a
/// multiple of 3: unrolled by 3 it stays an empty loop, but unrolled by 4
/// it gets a cleanup loop from `s - 3` that runs); otherwise a negative
/// count is 0 (`affine_analysis::loop_analysis`), and such a loop is not
/// unrolled.
fn unroll_trip_counts(ctx: &mut Context, for_op: OpId, mlir_compat: bool) -> (Option<u64>, Option<u64>, u64) {
    if mlir_compat {
        let (divisor, trip_count) = mlir_divisor_and_constant_trip_count(ctx, for_op);
        (trip_count, mlir_upper_bound_on_trip_count(ctx, for_op), divisor)
    } else {
        let trip_count = constant_trip_count(ctx, for_op);
        (trip_count, upper_bound_on_trip_count(ctx, for_op), largest_divisor_of_trip_count(ctx, for_op))
    }
}

/// The trip count of `for_op` when its trip count map is the single
/// constant `c` and `c` is negative: the loop never runs, and its bounds
/// are not both constant (`mlir-opt` 22 counts a constant-bound loop such
/// as `10 to 2` as 0 and leaves it alone, as we do), e.g. `%n + 4 to %n`.
fn negative_constant_trip_count(ctx: &mut Context, for_op: OpId) -> Option<i64> {
    let (map, _) = trip_count_map_and_operands(ctx, for_op)?;
    match ctx.affine.map_data(map).results[..] {
        [r] => ctx.affine.as_constant(r).filter(|&c| c < 0),
        _ => None,
    }
}

/// True if `mlir-opt` 22's unrolling by `factor` of a loop whose trip count
/// is the negative constant `c` keeps it a loop that never runs. 22 reads
/// the count as the `uint64_t` `2^64 + c`, never below the factor. If that
/// is a multiple of `factor` it only multiplies the step and copies the
/// body: the loop still never runs. Otherwise it adds a cleanup loop from
/// `lb + (c - c mod f) * step` (mod rounding down): that runs no iteration
/// exactly when `c mod f = 0` (its start is then `lb + c * step`, not
/// below the upper bound); for other `c` it runs `c mod f` iterations the
/// original never runs (`tests/lit/upstream-bugs/loop-unroll-negative-constant-trip-count.mlir`),
/// and with `cleanup-unroll` 22 would instead unroll the loop `2^64 + c`
/// times. Only the sound cases are unrolled as 22 does them
/// (`tests/lit/loops/unroll-negative-constant-trip-count.mlir`).
fn negative_count_unrolls_soundly(c: i64, factor: u64, cleanup_unroll: bool) -> bool {
    let Ok(f) = i64::try_from(factor) else { return false };
    if f < 2 {
        return false;
    }
    (c as u64).is_multiple_of(factor) || (!cleanup_unroll && c.rem_euclid(f) == 0)
}

/// Unrolls `for_op` completely (MLIR's `loopUnrollFull`).
pub fn loop_unroll_full(ctx: &mut Context, for_op: OpId, mlir_compat: bool) -> Outcome {
    let Some(trip_count) = constant_trip_count(ctx, for_op) else { return Err(Unchanged) };
    if trip_count == 0 {
        return Ok(());
    }
    if promote_if_single_iteration(ctx, for_op) {
        return Ok(());
    }
    loop_unroll_by_factor(ctx, for_op, trip_count, false, mlir_compat)
}

/// Unrolls `for_op` by `factor`, or by its trip count if that is a smaller
/// constant (MLIR's `loopUnrollUpToFactor`).
pub fn loop_unroll_up_to_factor(ctx: &mut Context, for_op: OpId, factor: u64, mlir_compat: bool) -> Outcome {
    if negative_constant_trip_count(ctx, for_op).is_some() {
        // `mlir-opt` 22 reads the count as `2^64 + c`, not below the factor.
        return loop_unroll_by_factor(ctx, for_op, factor, false, mlir_compat);
    }
    let (trip_count, _, _) = unroll_trip_counts(ctx, for_op, mlir_compat);
    match trip_count {
        Some(tc) if tc < factor => loop_unroll_by_factor(ctx, for_op, tc, false, mlir_compat),
        _ => loop_unroll_by_factor(ctx, for_op, factor, false, mlir_compat),
    }
}

/// Unrolls `for_op` by `factor` (MLIR's `loopUnrollByFactor`): the step
/// grows `factor` times and the body holds `factor` copies of itself, the
/// `k`-th using `iv + k * step`; a cleanup loop runs the remaining
/// iterations when the trip count may not be a multiple of `factor` (with
/// `cleanup_unroll`, the whole loop is unrolled instead when its trip count
/// is constant). A factor of 0 changes nothing (`mlir-opt` divides by it).
/// `mlir_compat` leaves out the fix of the module docs (for differential
/// tests only: the output is then `mlir-opt`'s, wrong or not).
pub fn loop_unroll_by_factor(
    ctx: &mut Context,
    for_op: OpId,
    factor: u64,
    cleanup_unroll: bool,
    mlir_compat: bool,
) -> Outcome {
    if factor == 0 {
        return Ok(());
    }
    // A negative constant count is read as `mlir-opt` 22 reads it where
    // its unrolling of the loop is sound (see `negative_count_unrolls_soundly`).
    let mlir_counts = mlir_compat
        || negative_constant_trip_count(ctx, for_op)
            .is_some_and(|c| negative_count_unrolls_soundly(c, factor, cleanup_unroll));
    let (trip_count, max_trip_count, divisor) = unroll_trip_counts(ctx, for_op, mlir_counts);
    if factor == 1 {
        if trip_count == Some(1) && max_trip_count == Some(1) && !promote_if_single_iteration(ctx, for_op) {
            return Err(Unchanged);
        }
        return Ok(());
    }
    let body = for_body(ctx, for_op);
    if ctx.ir.block_len(body) == 1 {
        return Ok(());
    }
    if let Some(tc) = trip_count
        && tc < factor
    {
        return if cleanup_unroll { loop_unroll_full(ctx, for_op, mlir_compat) } else { Err(Unchanged) };
    }
    let has_range = matches!((trip_count, max_trip_count), (Some(a), Some(b)) if a != b);
    if has_range || !divisor.is_multiple_of(factor) {
        if !has_single_bounds(ctx, for_op) {
            return Err(Unchanged);
        }
        if cleanup_unroll {
            return loop_unroll_full(ctx, for_op, mlir_compat);
        }
        generate_cleanup_loop_for_unroll(ctx, for_op, factor, mlir_compat)?;
    }
    let view = AffineForView::get(ctx, for_op).ok_or(Unchanged)?;
    let (iv, step) = (view.iv, view.step);
    let iter_args = view.iter_args.to_vec();
    let yielded = view.yielded_values(ctx).to_vec();
    let loc = ctx.ir.op(for_op).loc;
    AffineForMut::get(ctx, for_op).ok_or(Unchanged)?.set_step(step * factor as i64);
    generate_unrolled_loop(
        ctx,
        body,
        iv,
        factor,
        &mut |ctx, i, iv, ip| {
            let d0 = ctx.affine.dim(0);
            let e = ctx.affine.add_const(d0, i as i64 * step);
            let map = ctx.affine.map(1, 0, &[e]);
            let apply = build_apply(ctx, map, &[iv], loc, ip);
            ctx.ir.result(apply, 0)
        },
        &iter_args,
        &yielded,
        mlir_compat,
    );
    promote_if_single_iteration(ctx, for_op);
    Ok(())
}

/// True if the loop's lower and upper bounds are single expressions (the
/// cleanup loop's lower bound is not expressible otherwise).
pub fn has_single_bounds(ctx: &Context, for_op: OpId) -> bool {
    AffineForView::get(ctx, for_op).is_some_and(|v| {
        ctx.affine.map_data(v.lower_map).results.len() == 1 && ctx.affine.map_data(v.upper_map).results.len() == 1
    })
}

/// Computes the new value of the induction variable for copy `i`, creating
/// any op it needs at the insertion point.
pub type IvRemap<'a> = dyn FnMut(&mut Context, u64, ValueId, InsertPoint) -> ValueId + 'a;

/// Appends `factor - 1` copies of the body ops of `body` (all but the
/// terminator) before its terminator (MLIR's `generateUnrolledLoop`): copy
/// `i` uses `iv_remap(i)` for the induction variable (when it is used) and
/// the values yielded by copy `i - 1` for `iter_args`; the terminator then
/// yields what the last copy computed. A yielded value that is an iter_arg
/// or the induction variable itself is what copy `factor - 1` sees for it;
/// with `mlir_compat`, as `mlir-opt` 22 does, only values defined in the
/// body are renamed, so such a value stays the first copy's
/// (tests/lit/upstream-bugs/loop-unroll-yielded-iter-arg.mlir).
#[allow(clippy::too_many_arguments)]
pub fn generate_unrolled_loop(
    ctx: &mut Context,
    body: BlockId,
    iv: ValueId,
    factor: u64,
    iv_remap: &mut IvRemap<'_>,
    iter_args: &[ValueId],
    yielded: &[ValueId],
    mlir_compat: bool,
) {
    let terminator = ctx.ir.terminator(body).expect("loop body has a terminator");
    let originals = ops_without_terminator(ctx, body);
    let mut last_yielded = yielded.to_vec();
    for i in 1..factor {
        let mut map = ValueMap::new();
        for (&arg, &v) in iter_args.iter().zip(&last_yielded) {
            map.map(arg, v);
        }
        if !ctx.ir.use_empty(iv) {
            let new_iv = iv_remap(ctx, i, iv, InsertPoint::Before(terminator));
            map.map(iv, new_iv);
        }
        for &op in &originals {
            let copy = ctx.ir.clone_op(op, &mut map);
            ctx.ir.insert_op(copy, InsertPoint::Before(terminator));
        }
        for (k, &y) in yielded.iter().enumerate() {
            let defined_in_body = ctx.ir.defining_op(y).is_some_and(|d| ctx.ir.op(d).parent == Some(body));
            let block_argument = !mlir_compat && (y == iv || iter_args.contains(&y));
            if defined_in_body || block_argument {
                last_yielded[k] = map.lookup(y);
            }
        }
    }
    ctx.ir.set_operands(terminator, last_yielded);
}

/// Adds the cleanup loop of unrolling (or unroll-and-jamming) `for_op` by
/// `factor` right after it (MLIR's `generateCleanupLoopForUnroll`): a copy
/// of the loop that starts where the unrolled loop, now ending there,
/// stops. Fails when the trip count cannot be expressed.
pub fn generate_cleanup_loop_for_unroll(ctx: &mut Context, for_op: OpId, factor: u64, mlir_compat: bool) -> Outcome {
    let mut map = ValueMap::new();
    let cleanup = ctx.ir.clone_op(for_op, &mut map);
    ctx.ir.insert_op(cleanup, InsertPoint::After(for_op));
    let results = ctx.ir.results(for_op).to_vec();
    let cleanup_results = ctx.ir.results(cleanup).to_vec();
    let num_inits = AffineForView::get(ctx, cleanup).ok_or(Unchanged)?.inits.len();
    let first_init = ctx.ir.operands(cleanup).len() - num_inits;
    for (k, (&r, &cr)) in results.iter().zip(&cleanup_results).enumerate() {
        ctx.ir.replace_all_uses(r, cr);
        if mlir_compat {
            // MLIR's `cleanupForOp->replaceUsesOfWith(init_k, r_k)`, with
            // `init_k` read from the live operand list: every operand equal
            // to it changes, bounds included. When two inits are the same
            // value, a later step renames the results an earlier one put
            // there, so those iter_args all start from the last result
            // (tests/lit/upstream-bugs/loop-unroll-shared-init-cleanup.mlir).
            let init = ctx.ir.operands(cleanup)[first_init + k];
            let operands = ctx.ir.operands(cleanup).to_vec();
            for (i, &v) in operands.iter().enumerate() {
                if v == init {
                    ctx.ir.set_operand(cleanup, i, r);
                }
            }
        } else {
            // Iter_arg k of the cleanup loop continues from result k of the
            // unrolled loop; nothing else of the cleanup loop changes.
            ctx.ir.set_operand(cleanup, first_init + k, r);
        }
    }
    let Some(bound) = cleanup_loop_lower_bound(ctx, for_op, factor, !mlir_compat) else { return Err(Unchanged) };
    AffineForMut::get(ctx, cleanup).ok_or(Unchanged)?.set_lower_bound(bound.cleanup_lower, &bound.cleanup_operands);
    promote_if_single_iteration(ctx, cleanup);
    AffineForMut::get(ctx, for_op).ok_or(Unchanged)?.set_upper_bound(bound.main_upper, &bound.main_operands);
    Ok(())
}

/// Where the unrolled loop stops and the cleanup loop starts.
struct CleanupBound {
    /// Upper bound of the unrolled loop: `lb + (tc - tc mod f) * step` for
    /// each trip count expression.
    main_upper: AffineMap,
    /// Operands of `main_upper`.
    main_operands: Vec<ValueId>,
    /// Lower bound of the cleanup loop: the same, and also `lb` itself when
    /// a trip count may be negative (see the module docs).
    cleanup_lower: AffineMap,
    /// Operands of `cleanup_lower`.
    cleanup_operands: Vec<ValueId>,
}

/// MLIR's `getCleanupLoopLowerBound`, with the guard of the module docs.
fn cleanup_loop_lower_bound(ctx: &mut Context, for_op: OpId, factor: u64, guard: bool) -> Option<CleanupBound> {
    let (tc_map, tc_operands) = trip_count_map_and_operands(ctx, for_op)?;
    let view = AffineForView::get(ctx, for_op)?;
    let (lb_map, lb_operands, step) = (view.lower_map, view.lower_operands.to_vec(), view.step);
    let loc = ctx.ir.op(for_op).loc;
    let lb_apply = build_apply(ctx, lb_map, &lb_operands, loc, InsertPoint::Before(for_op));
    let lb = ctx.ir.result(lb_apply, 0);
    let tc = ctx.affine.map_data(tc_map).clone();
    let n = tc.results.len();
    let mut bump_values = Vec::with_capacity(n);
    let f = factor as i64;
    for &e in &tc.results {
        let rem = ctx.affine.modulo_const(e, f);
        let diff = ctx.affine.sub(e, rem);
        let bump = ctx.affine.mul_const(diff, step);
        let bump_map = ctx.affine.map(tc.num_dims, tc.num_symbols, &[bump]);
        let apply = build_apply(ctx, bump_map, &tc_operands, loc, InsertPoint::Before(for_op));
        bump_values.push(ctx.ir.result(apply, 0));
    }
    let d0 = ctx.affine.dim(0);
    let mut exprs: Vec<_> = (0..n)
        .map(|i| {
            let di = ctx.affine.dim(i as u32 + 1);
            ctx.affine.add(d0, di)
        })
        .collect();
    let mut operands = vec![lb];
    operands.extend_from_slice(&bump_values);
    let main_map = ctx.affine.map(1 + n as u32, 0, &exprs);
    let (main_upper, main_operands) = simplified(ctx, main_map, operands.clone());
    // A constant count that is a multiple of the factor needs no guard: the
    // cleanup loop then starts at `lb + tc * step`, where the loop ends.
    let may_be_negative = guard
        && (0..n).any(|i| match ctx.affine.as_constant(tc.results[i]) {
            Some(c) => c < 0 && c.rem_euclid(f) != 0,
            None => map_result_may_be_negative(ctx, for_op, tc_map, &tc_operands, i),
        });
    let (cleanup_lower, cleanup_operands) = if may_be_negative {
        exprs.push(d0);
        let guarded = ctx.affine.map(1 + n as u32, 0, &exprs);
        simplified(ctx, guarded, operands)
    } else {
        (main_upper, main_operands.clone())
    };
    erase_unused(ctx, &bump_values, lb);
    Some(CleanupBound { main_upper, main_operands, cleanup_lower, cleanup_operands })
}

/// MLIR's clean-up of a new bound: full composition through
/// `affine.apply`, simplification, canonicalization.
fn simplified(ctx: &mut Context, mut map: AffineMap, mut operands: Vec<ValueId>) -> (AffineMap, Vec<ValueId>) {
    fully_compose_affine_map_and_operands(ctx, &mut map, &mut operands);
    map = ctx.affine.simplify_affine_map(map);
    canonicalize_map_and_operands(ctx, &mut map, &mut operands);
    (map, operands)
}

/// Erases the helper `affine.apply` ops that simplification left unused.
fn erase_unused(ctx: &mut Context, bump_values: &[ValueId], lb: ValueId) {
    for &v in bump_values {
        if ctx.ir.use_empty(v)
            && let Some(op) = ctx.ir.defining_op(v)
        {
            ctx.ir.erase_op(op);
        }
    }
    if ctx.ir.use_empty(lb)
        && let Some(op) = ctx.ir.defining_op(lb)
    {
        ctx.ir.erase_op(op);
    }
}

#[cfg(test)]
mod tests {
    use super::negative_count_unrolls_soundly;

    #[test]
    fn negative_counts_unroll_where_mlir_opt_keeps_the_loop_empty() {
        // 2^64 - 4 is a multiple of 2 and 4: no cleanup loop.
        assert!(negative_count_unrolls_soundly(-4, 2, false));
        assert!(negative_count_unrolls_soundly(-4, 4, true));
        // 2^64 - 1 is a multiple of 3 (2^64 = 1 mod 3).
        assert!(negative_count_unrolls_soundly(-1, 3, false));
        // 2^64 - 6 = 1 mod 3: a cleanup loop from lb + (-6) * step, empty.
        assert!(negative_count_unrolls_soundly(-6, 3, false));
        // ... unless cleanup-unroll would unroll it 2^64 - 6 times.
        assert!(!negative_count_unrolls_soundly(-6, 3, true));
        // -3 mod 4 = 1: the cleanup loop runs an iteration.
        assert!(!negative_count_unrolls_soundly(-3, 4, false));
        assert!(!negative_count_unrolls_soundly(-1, 4, false));
        // Factors below 2 and beyond i64 are not handled here.
        assert!(!negative_count_unrolls_soundly(-4, 1, false));
        assert!(!negative_count_unrolls_soundly(-4, u64::MAX, false));
    }
}
