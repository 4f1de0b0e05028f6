//! Tile sizes from the cache model of `-affine-loop-tile` (MLIR's
//! `LoopTiling::getTileSizes` and `adjustToDivisorsOfTripCounts`), on the
//! memory footprint of the band ([`memory_footprint_bytes`]).

use affine_analysis::access::MemRefAccess;
use affine_analysis::loop_analysis::mlir_divisor_and_constant_trip_count;
use affine_analysis::region::memory_footprint_bytes;
use affine_ir::{Context, Diagnostic, OpId};

/// MLIR's `kDefaultTileSize`.
pub const DEFAULT_TILE_SIZE: u64 = 4;

/// MLIR's `adjustToDivisorsOfTripCounts`: each size of a loop with a
/// constant trip count `tc` becomes the largest divisor of `tc` not above
/// it (and not above `tc / 2` when `tc > 1`). The trip count is read as
/// MLIR reads it: a negative count `c` is the `uint64_t` `2^64 + c` (the
/// loop never runs, so only its tile size depends on that).
pub fn adjust_to_divisors_of_trip_counts(ctx: &mut Context, band: &[OpId], sizes: &mut [u64]) {
    for (&l, size) in band.iter().zip(sizes.iter_mut()) {
        let Some(tc) = mlir_divisor_and_constant_trip_count(ctx, l).1 else { continue };
        if tc > 1 && *size > tc / 2 {
            *size = tc / 2;
        }
        // MLIR loops forever on a size of 0 (a trip count of 1 or 0 with a
        // size pushed to 0); a size of 1 divides everything.
        if *size == 0 {
            *size = 1;
        }
        while tc % *size != 0 {
            *size -= 1;
        }
    }
}

/// MLIR's cache model (`getTileSizes` without explicit sizes): the tile
/// size of every loop of `band` such that a tile's memory footprint fits
/// in `cache_kib` KiB, assuming the footprint grows linearly with each
/// size; default sizes (adjusted to the trip counts) when the footprint is
/// unknown; sizes of 1 for a cache of 0 KiB (whatever the footprint,
/// which is then not computed). Diagnostics MLIR emits while computing the footprint are
/// returned with the op they are about.
pub fn cache_model_tile_sizes(ctx: &mut Context, band: &[OpId], cache_kib: u64) -> (Vec<u64>, Vec<(OpId, Diagnostic)>) {
    let n = band.len();
    // A cache of 0 KiB: sizes of 1, before (and without) the footprint.
    if cache_kib == 0 {
        return (vec![1; n], Vec::new());
    }
    let (footprint, diagnostics) = footprint_with_ops(ctx, band[0]);
    let Some(footprint) = footprint else {
        let mut sizes = vec![DEFAULT_TILE_SIZE; n];
        adjust_to_divisors_of_trip_counts(ctx, band, &mut sizes);
        return (sizes, diagnostics);
    };
    let cache_bytes = cache_kib.wrapping_mul(1024);
    // MLIR divides in uint64_t: a negative footprint (a wrapped sum) is huge.
    let excess = if cache_bytes == 0 { u64::MAX } else { (footprint as u64).div_ceil(cache_bytes) };
    if excess <= 1 {
        return (vec![1; n], diagnostics);
    }
    // The n-th root of the excess for all loops but the last, which covers
    // the balance.
    let size = ((excess as f64).powf(1.0 / n as f64)).floor() as u64;
    let mut sizes = Vec::with_capacity(n);
    // MLIR keeps sizes and their running product in 32-bit unsigned ints.
    let mut product: u32 = 1;
    for i in 0..n {
        let s = if i + 1 < n { size as u32 } else { ((excess / u64::from(product).max(1)) as u32).max(1) };
        sizes.push(u64::from(s));
        product = product.wrapping_mul(s);
    }
    adjust_to_divisors_of_trip_counts(ctx, band, &mut sizes);
    (sizes, diagnostics)
}

/// The footprint of the nest rooted at `for_op`
/// ([`memory_footprint_bytes`]), with each diagnostic paired with the
/// access op it is about (found by its location, for the `see current
/// operation:` note).
fn footprint_with_ops(ctx: &mut Context, for_op: OpId) -> (Option<i64>, Vec<(OpId, Diagnostic)>) {
    let (footprint, diagnostics) = memory_footprint_bytes(ctx, for_op);
    if diagnostics.is_empty() {
        return (footprint, Vec::new());
    }
    let accesses: Vec<OpId> = ctx
        .ir
        .walk(for_op, affine_ir::ir::WalkOrder::PostOrder)
        .into_iter()
        .filter(|&o| MemRefAccess::from_op(ctx, o).is_some())
        .collect();
    let paired = diagnostics
        .into_iter()
        .map(|d| {
            let op = accesses.iter().copied().find(|&o| ctx.ir.op(o).loc == d.loc).unwrap_or(for_op);
            (op, d)
        })
        .collect();
    (footprint, paired)
}
