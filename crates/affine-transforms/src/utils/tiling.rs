//! Rectangular tiling of perfect `affine.for` bands and the separation of
//! full and partial tiles (MLIR's `tilePerfectlyNested`,
//! `constructTiledIndexSetHyperRect`, `separateFullTiles` in
//! `LoopUtils.cpp`), with `mlir-opt` 22's output.
//!
//! One deliberate difference: a band is tiled only when no loop bound of
//! the band depends on the induction variable of an outer loop of the band.
//! MLIR checks this on the band's constraint system, where a bound such as
//! `(d0 + 5) ceildiv 2` of an outer IV only appears through a local
//! variable, so it tiles such a band and prints IR whose loop bounds use a
//! value that does not dominate them (see
//! `tests/lit/upstream-bugs/loop-tile-invalid-dominance.mlir`).
//!
//! The intra-tile bounds read the trip count as MLIR does, unclamped: a
//! loop whose trip count composes to a negative constant (from `s + 1` to
//! `s`) gets `min(d0 + T, ub)` or `d0 + T` as in `mlir-opt` 22, not the
//! `d0` a count of zero would give. The tile-space loop keeps the original
//! bounds, so neither runs (`tests/lit/loops/tile-negative-trip-count.mlir`).

use affine_analysis::access::Resolution;
use affine_analysis::constraints::ValueConstraints;
use affine_analysis::loop_analysis::mlir_divisor_and_constant_trip_count;
use affine_dialects::affine::builders::build_for_const;
use affine_dialects::affine::{AffineForMut, AffineForView};
use affine_ir::affine::AffineExpr;
use affine_ir::ir::InsertPoint;
use affine_ir::{Context, OpId, ValueId};

use super::loop_nest::{bound_dependencies, for_body, is_perfectly_nested, move_ops, move_ops_without_terminator};

/// Why a band was not tiled (MLIR's debug messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TilingError {
    /// A loop of the band carries values (`iter_args`).
    YieldValues,
    /// The loops are not perfectly nested.
    NotPerfectlyNested,
    /// Some bound of a loop depends on an outer loop of the band.
    NotHyperRectangular,
}

/// The band's index set (MLIR's `getIndexSet` over the loops): one dim
/// per loop and every loop's domain.
fn band_index_set(ctx: &mut Context, band: &[OpId]) -> Option<ValueConstraints> {
    let mut cst = ValueConstraints::new();
    for &l in band {
        let iv = AffineForView::get(ctx, l)?.iv;
        cst.append_dim(iv);
    }
    for &l in band {
        cst.add_for_domain(ctx, l, Resolution::MLIR).ok()?;
    }
    Some(cst)
}

/// True if the bounds of each loop of `band` are independent of the
/// induction variables of the loops around it in the band: MLIR's
/// `checkIfHyperRectangular` (no constraint of the index set involves two
/// band IVs), and no bound operand, after composition through
/// `affine.apply`, is an outer band IV (see the module docs).
/// With `mlir_compat`, only MLIR's check (for differential tests).
pub fn is_hyper_rectangular(ctx: &mut Context, band: &[OpId], mlir_compat: bool) -> bool {
    if band.len() <= 1 {
        return true;
    }
    let Some(cst) = band_index_set(ctx, band) else { return false };
    if !cst.rel.is_hyper_rectangular(0, band.len()) || mlir_compat {
        return cst.rel.is_hyper_rectangular(0, band.len());
    }
    let ivs: Vec<ValueId> = band.iter().filter_map(|&l| AffineForView::get(ctx, l).map(|v| v.iv)).collect();
    band.iter().all(|&l| bound_dependencies(ctx, l).iter().all(|v| !ivs.contains(v)))
}

/// MLIR's `performPreTilingChecks`.
fn pre_tiling_checks(ctx: &mut Context, band: &[OpId], mlir_compat: bool) -> Result<(), TilingError> {
    if band.iter().any(|&l| !ctx.ir.results(l).is_empty()) {
        return Err(TilingError::YieldValues);
    }
    if !is_perfectly_nested(ctx, band) {
        return Err(TilingError::NotPerfectlyNested);
    }
    if !is_hyper_rectangular(ctx, band, mlir_compat) {
        return Err(TilingError::NotHyperRectangular);
    }
    Ok(())
}

/// Tiles the perfect band `band` (outermost first) with `tile_sizes` (one
/// positive size per loop; MLIR's `tilePerfectlyNested`): returns the
/// tile-space loops followed by the intra-tile loops, outermost first.
/// `mlir_compat` drops the check of the module docs (differential tests).
/// Loop `i` becomes a tile-space loop with the original bounds and step
/// `size * step`, and an intra-tile loop from the tile-space IV to
/// `iv + size * step`, or `min(iv + size * step, original upper bounds)`
/// when the trip count may not be a multiple of the size, or `iv + tc *
/// step` when the constant trip count `tc` is below the size.
pub fn tile_perfectly_nested(
    ctx: &mut Context,
    band: &[OpId],
    tile_sizes: &[u64],
    mlir_compat: bool,
) -> Result<Vec<OpId>, TilingError> {
    if band.is_empty() {
        return Ok(Vec::new());
    }
    debug_assert_eq!(band.len(), tile_sizes.len());
    pre_tiling_checks(ctx, band, mlir_compat)?;
    let width = band.len();
    let root = band[0];
    let loc = ctx.ir.op(root).loc;
    // constructTiledLoopNest: point loops around the root, innermost
    // first, then tile-space loops around those.
    let mut tiled = vec![root; 2 * width];
    let mut top = root;
    let mut innermost_point = root;
    for i in 0..2 * width {
        let new = build_for_const(ctx, 0, 0, 1, loc, InsertPoint::Before(top));
        let body = for_body(ctx, new);
        let start = ctx.ir.block(body).first.map_or(InsertPoint::BlockEnd(body), InsertPoint::Before);
        move_ops(ctx, &[top], start);
        tiled[2 * width - 1 - i] = new;
        if i == 0 {
            innermost_point = new;
        }
        top = new;
    }
    let last_body = for_body(ctx, band[width - 1]);
    let point_body = for_body(ctx, innermost_point);
    let start = ctx.ir.block(point_body).first.map_or(InsertPoint::BlockEnd(point_body), InsertPoint::Before);
    move_ops_without_terminator(ctx, last_body, start);

    let orig_ivs: Vec<ValueId> = band.iter().map(|&l| AffineForView::get(ctx, l).expect("a loop").iv).collect();
    set_tiled_bounds(ctx, band, &tiled, tile_sizes);
    for (i, &iv) in orig_ivs.iter().enumerate() {
        let new_iv = AffineForView::get(ctx, tiled[width + i]).expect("a loop").iv;
        ctx.ir.replace_all_uses(iv, new_iv);
    }
    ctx.ir.erase_op(root);
    Ok(tiled)
}

/// MLIR's `constructTiledIndexSetHyperRect`.
fn set_tiled_bounds(ctx: &mut Context, band: &[OpId], tiled: &[OpId], tile_sizes: &[u64]) {
    let width = band.len();
    for i in 0..width {
        let view = AffineForView::get(ctx, band[i]).expect("a loop");
        let (lm, lo, um, uo, step) =
            (view.lower_map, view.lower_operands.to_vec(), view.upper_map, view.upper_operands.to_vec(), view.step);
        let mut m = AffineForMut::get(ctx, tiled[i]).expect("a loop");
        m.set_bounds(lm, &lo, um, &uo);
        m.set_step(tile_sizes[i] as i64 * step);
    }
    for i in 0..width {
        // MLIR's reading of the counts (a negative count is a huge
        // `uint64_t`, and the largest divisor an `int64_t` again below): it
        // differs from the clamped one only for a loop that never runs, so
        // the intra-tile bounds chosen from it are never executed.
        let (largest_div, trip_count) = mlir_divisor_and_constant_trip_count(ctx, band[i]);
        let view = AffineForView::get(ctx, band[i]).expect("a loop");
        let (step, um, uo) = (view.step, view.upper_map, view.upper_operands.to_vec());
        let tile_iv = AffineForView::get(ctx, tiled[i]).expect("a loop").iv;
        let size = tile_sizes[i] as i64;
        let identity = ctx.affine.multi_dim_identity_map(1);
        let d0 = ctx.affine.dim(0);
        let (ub_map, ub_operands) = match trip_count {
            Some(tc) if tc < tile_sizes[i] => {
                let e = ctx.affine.add_const(d0, tc as i64 * step);
                (ctx.affine.map(1, 0, &[e]), vec![tile_iv])
            }
            // `int64_t largestDiv % unsigned tileSize`: a signed remainder.
            _ if (largest_div as i64) % size != 0 => {
                let data = ctx.affine.map_data(um).clone();
                let nd = data.num_dims as usize;
                let mut operands = uo[..nd].to_vec();
                operands.push(tile_iv);
                operands.extend_from_slice(&uo[nd..]);
                let dim = ctx.affine.dim(data.num_dims);
                let mut exprs: Vec<AffineExpr> = vec![ctx.affine.add_const(dim, size * step)];
                exprs.extend_from_slice(&data.results);
                (ctx.affine.map(data.num_dims + 1, data.num_symbols, &exprs), operands)
            }
            _ => {
                let e = ctx.affine.add_const(d0, size * step);
                (ctx.affine.map(1, 0, &[e]), vec![tile_iv])
            }
        };
        let mut m = AffineForMut::get(ctx, tiled[width + i]).expect("a loop");
        m.set_bounds(identity, &[tile_iv], ub_map, &ub_operands);
        m.set_step(step);
    }
}
