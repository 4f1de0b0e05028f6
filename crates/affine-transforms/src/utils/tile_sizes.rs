//! Tile sizes from the cache model of `-affine-loop-tile` (MLIR's
//! `LoopTiling::getTileSizes` and `adjustToDivisorsOfTripCounts`), and the
//! memory footprint of a loop nest it needs (MLIR's
//! `getMemoryFootprintBytes` over `MemRefRegion`s).

use affine_analysis::ValueConstraints;
use affine_analysis::access::{MemRefAccess, Resolution};
use affine_analysis::dependence::surrounding_ivs;
use affine_analysis::loop_analysis::constant_trip_count;
use affine_dialects::affine::scope::{
    constant_int_value, for_induction_var_owner, is_affine_induction_var, is_valid_symbol, parallel_induction_var_owner,
};
use affine_ir::context::{DYNAMIC, TypeData};
use affine_ir::{Context, Diagnostic, OpId, ValueId};
use presburger::{BoundType, Identifier, Int, VarKind};

/// MLIR's `kDefaultTileSize`.
pub const DEFAULT_TILE_SIZE: u64 = 4;

/// MLIR's `adjustToDivisorsOfTripCounts`: each size of a loop with a
/// constant trip count `tc` becomes the largest divisor of `tc` not above
/// it (and not above `tc / 2` when `tc > 1`).
pub fn adjust_to_divisors_of_trip_counts(ctx: &mut Context, band: &[OpId], sizes: &mut [u64]) {
    for (&l, size) in band.iter().zip(sizes.iter_mut()) {
        let Some(tc) = constant_trip_count(ctx, l) else { continue };
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
/// unknown. Diagnostics MLIR emits while computing the footprint are
/// returned with the op they are about.
pub fn cache_model_tile_sizes(ctx: &mut Context, band: &[OpId], cache_kib: u64) -> (Vec<u64>, Vec<(OpId, Diagnostic)>) {
    let n = band.len();
    let (footprint, diagnostics) = memory_footprint_bytes(ctx, band[0]);
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

// TODO(shared): replace the region computation below with fusion's
// `affine_analysis::region` (`MemRefRegion`, `memory_footprint_bytes`) when
// it lands; this is the smallest stand-in the cache model needs.

/// Identifier of region dimension `r` while two regions are aligned (the
/// region dims carry no value): a value index no IR reaches.
fn region_dim_id(r: usize) -> Identifier {
    Identifier::Opaque(u64::from(u32::MAX) - r as u64)
}

/// MLIR's `MemRefRegion::compute(op, loop_depth)` with the default options:
/// the subscripts the access `op` reaches, as dims, symbolic in the
/// `loop_depth` outermost loops around it and in the other symbols, inner
/// loop IVs and local variables projected out, and bounded by the memref's
/// static shape. `None` where MLIR fails.
fn region(ctx: &mut Context, op: OpId, loop_depth: usize) -> Option<(ValueId, ValueConstraints)> {
    let access = MemRefAccess::from_op(ctx, op)?;
    let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(access.memref)).clone() else {
        return None;
    };
    let rank = shape.len();
    let mut enclosing = surrounding_ivs(ctx, op);
    enclosing.truncate(loop_depth);
    let mut cst = ValueConstraints::new();
    if rank == 0 {
        for &v in &enclosing {
            cst.append_symbol(v);
        }
        return Some((access.memref, cst));
    }
    let vm = access.access_map(ctx, Resolution::MLIR);
    let num_dims = {
        let d = ctx.affine.map_data(vm.map);
        d.num_dims as usize
    };
    for (i, &v) in vm.operands.iter().enumerate() {
        if i < num_dims {
            cst.append_dim(v);
        } else {
            cst.append_symbol(v);
        }
    }
    for &v in &vm.operands {
        if let Some(f) = for_induction_var_owner(ctx, v) {
            cst.add_for_domain(ctx, f, Resolution::MLIR).ok()?;
        } else if let Some(p) = parallel_induction_var_owner(ctx, v) {
            cst.add_parallel_domain(ctx, p, Resolution::MLIR).ok()?;
        } else if is_valid_symbol(ctx, v) {
            if let Some(c) = constant_int_value(ctx, v) {
                let pos = cst.find_var(v)?;
                cst.rel.add_bound(BoundType::EQ, pos, &Int::from(c));
            }
        } else {
            return None;
        }
    }
    // composeMap: one dim per subscript in front, equal to it.
    let results = ctx.affine.map_data(vm.map).results.clone();
    for r in 0..rank {
        cst.insert_dim(r, None);
    }
    let (nd, ns) = {
        let d = ctx.affine.map_data(vm.map);
        (d.num_dims, d.num_symbols)
    };
    for (r, &e) in results.iter().enumerate() {
        let single = ctx.affine.map(nd, ns, &[e]);
        cst.add_bound_map(ctx, BoundType::EQ, r, single, &vm.operands, Resolution::MLIR).ok()?;
    }
    // The subscripts stay dims; everything else becomes a symbol.
    let total = cst.num_dims();
    cst.rel.convert_var_kind(VarKind::Range, rank, total, VarKind::Symbol, 0);
    let vars: Vec<Option<ValueId>> = (rank..cst.rel.num_dim_and_symbol_vars()).map(|p| cst.value(p)).collect();
    for v in vars.into_iter().flatten() {
        if is_affine_induction_var(ctx, v) && !enclosing.contains(&v) {
            let pos = cst.find_var(v)?;
            cst.rel.project_out(pos, 1);
        }
    }
    let (p, n) = (cst.rel.num_dim_and_symbol_vars(), cst.rel.num_local_vars());
    cst.rel.project_out(p, n);
    let (p, n) = (cst.num_dims(), cst.num_symbols());
    cst.rel.constant_fold_var_range(p, n);
    for (r, &size) in shape.iter().enumerate() {
        cst.rel.add_bound(BoundType::LB, r, &Int::ZERO);
        if size != DYNAMIC {
            cst.rel.add_bound(BoundType::UB, r, &Int::from(size - 1));
        }
    }
    cst.rel.remove_trivial_redundancy();
    Some((access.memref, cst))
}

/// Size in bytes of an element of `memref` (integers, floats and vectors
/// of them; MLIR's `getMemRefIntOrFloatEltSizeInBytes`).
fn element_size_bytes(ctx: &Context, memref: ValueId) -> Option<i64> {
    let TypeData::MemRef { elem, .. } = ctx.type_data(ctx.ir.value_type(memref)) else { return None };
    let scalar_bits = |t| match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(i64::from(*width)),
        TypeData::Float(k) => Some(i64::from(k.width())),
        _ => None,
    };
    let bits = match ctx.type_data(*elem) {
        TypeData::Vector { shape, elem, .. } => scalar_bits(*elem)? * shape.iter().product::<i64>(),
        _ => scalar_bits(*elem)?,
    };
    Some((bits + 7) / 8)
}

/// MLIR's `MemRefRegion::getRegionSize`: the constant bounding box of the
/// region (each dim's extent, or the memref's size along it) times the
/// element size; 0 for a non-identity layout (as MLIR returns `false`).
fn region_size(ctx: &Context, memref: ValueId, cst: &ValueConstraints) -> Option<i64> {
    let TypeData::MemRef { shape, layout, .. } = ctx.type_data(ctx.ir.value_type(memref)).clone() else {
        return None;
    };
    if layout.is_some() {
        return Some(0);
    }
    let mut with_shape = cst.rel.clone();
    for (r, &size) in shape.iter().enumerate() {
        with_shape.add_bound(BoundType::LB, r, &Int::ZERO);
        if size != DYNAMIC {
            with_shape.add_bound(BoundType::UB, r, &Int::from(size - 1));
        }
    }
    let mut elements: i64 = 1;
    for (d, &size) in shape.iter().enumerate() {
        let extent = match with_shape.constant_bound_on_dim_size(d) {
            Some(b) => b.extent.to_i64()?,
            None if size == DYNAMIC => return None,
            None => size,
        };
        elements = elements.wrapping_mul(extent);
    }
    Some(element_size_bytes(ctx, memref)?.wrapping_mul(elements))
}

/// MLIR's `getMemoryFootprintBytes(forOp)`: the total size of the bounding
/// boxes of the regions the nest rooted at `for_op` accesses (one box per
/// memref), symbolic in the loops around the nest; `None` when a region or
/// a size is unknown, with the diagnostics MLIR emits then (and their op).
fn memory_footprint_bytes(ctx: &mut Context, for_op: OpId) -> (Option<i64>, Vec<(OpId, Diagnostic)>) {
    let mut diagnostics = Vec::new();
    let Some(block) = ctx.ir.op(for_op).parent else { return (None, diagnostics) };
    let Some(first) = ctx.ir.block_ops(block).next() else { return (None, diagnostics) };
    let depth = {
        let mut depth = 0;
        let mut cur = ctx.ir.parent_op(first);
        while let Some(p) = cur {
            let name = ctx.op_name_str(ctx.ir.op(p).name);
            if name == affine_dialects::affine::names::FOR || name == affine_dialects::affine::names::PARALLEL {
                depth += 1;
            }
            cur = ctx.ir.parent_op(p);
        }
        depth
    };
    let mut regions: Vec<(ValueId, ValueConstraints)> = Vec::new();
    for o in ctx.ir.walk(for_op, affine_ir::ir::WalkOrder::PreOrder) {
        if MemRefAccess::from_op(ctx, o).is_none() {
            continue;
        }
        let Some((memref, cst)) = region(ctx, o, depth) else {
            diagnostics.push((o, Diagnostic::error(ctx.ir.op(o).loc, "error obtaining memory region")));
            return (None, diagnostics);
        };
        match regions.iter_mut().find(|(m, _)| *m == memref) {
            None => regions.push((memref, cst)),
            Some((_, existing)) => {
                if !union_bounding_box(existing, cst) {
                    diagnostics.push((
                        o,
                        Diagnostic::warning(
                            ctx.ir.op(o).loc,
                            "getMemoryFootprintBytes: unable to perform a union on a memory region",
                        ),
                    ));
                    return (None, diagnostics);
                }
            }
        }
    }
    let mut total: i64 = 0;
    for (memref, cst) in &regions {
        let Some(size) = region_size(ctx, *memref, cst) else { return (None, diagnostics) };
        total = total.wrapping_add(size);
    }
    (Some(total), diagnostics)
}

/// MLIR's `FlatAffineValueConstraints::unionBoundingBox` for two regions
/// of one memref: the symbols aligned (the region dims by position), then
/// the bounding box of both.
fn union_bounding_box(a: &mut ValueConstraints, mut b: ValueConstraints) -> bool {
    let rank = a.num_dims();
    for r in 0..rank {
        a.rel.set_id(VarKind::Range, r, Some(region_dim_id(r)));
        b.rel.set_id(VarKind::Range, r, Some(region_dim_id(r)));
    }
    a.merge_and_align_vars(&mut b);
    let ok = a.rel.union_bounding_box(&b.rel);
    for r in 0..rank {
        a.rel.set_id(VarKind::Range, r, None);
    }
    ok
}
