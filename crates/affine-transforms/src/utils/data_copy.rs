//! Explicit copies of memref regions into buffers of a faster memory space
//! (MLIR's `affineDataCopyGenerate`, `generateCopy` and
//! `generateCopyForMemRegion` in `Utils/LoopUtils.cpp`), used by
//! `-affine-data-copy-generate` and `-test-affine-data-copy`.
//!
//! For a range of ops of one block, the region of each memref the affine
//! loads / stores of the range access (symbolic in the loops around the
//! range) is bounded by a box of constant extent; a buffer of that shape is
//! allocated in the fast memory space, the data is copied in before the
//! range (read regions) and out after it (write regions), by point-wise
//! `affine.for` nests or by `affine.dma_start` / `affine.dma_wait` pairs,
//! and the accesses of the range are rewritten to the buffer. Copies are
//! hoisted above the loops around the range the region does not depend on.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use affine_analysis::access::Resolution;
use affine_analysis::access::{MemRefAccess, access_memref_and_kind, compose_map};
use affine_analysis::constraints::{ValueConstraints, op_index_set, value_id};
use affine_analysis::dead_values::results_are_dead;
use affine_analysis::dependence::{
    AliasMode, DependenceOptions, DependenceResult, PairCheck, RelationCache, access_relation, access_relation_in,
    check_with_details, may_alias, surrounding_ivs,
};
use affine_analysis::error::AnalysisError;
use affine_analysis::loop_analysis::constant_trip_count;
use affine_analysis::loop_dependences::{UnmodeledAccess, unmodeled_accesses};
use affine_analysis::loop_execution::loop_runs_at_least_once;
use affine_analysis::loop_nest::{affine_for_ivs, nesting_depth};
use affine_analysis::region::{MemRefRegion, RegionOptions, element_size_bytes, has_identity_layout};
use affine_analysis::slice::merge_and_align_symbols;
use affine_analysis::slice_bounds::lower_and_upper_bound;
use affine_dialects::affine::builders::{
    DmaAccess, build_apply, build_dma_start, build_dma_wait, build_load, build_store,
};
use affine_dialects::affine::utils::{canonicalize_map_and_operands, fully_compose_affine_map_and_operands};
use affine_dialects::affine::{AffineAccessView, AffineForView, names};
use affine_dialects::arith::build_constant_index;
use affine_dialects::memref::{build_dealloc, build_static_alloc};
use affine_dialects::scf::canonicalize::{region_is_ancestor, value_region};
use affine_ir::affine::{AffineExpr, AffineMap};
use affine_ir::context::{DYNAMIC, Type, TypeData};
use affine_ir::diag::Severity;
use affine_ir::ir::{InsertPoint, WalkOrder};
use affine_ir::printer::print_op_local;
use affine_ir::verify::current_op_note;
use affine_ir::{BlockId, Context, Diagnostic, Location, OpId, PrintOptions, ValueId};
use presburger::{BoundType, Int, IntegerRelation, PresburgerRelation, PresburgerSpace, VarKind};

use super::loop_utils::enclosing_function_body;
use super::memref_utils::{MemRefRemap, memref_users_in_ops, replace_memref_uses_among};
use super::separate_tiles::create_canonicalized_for;

/// How copies are generated (MLIR's `AffineCopyOptions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CopyOptions {
    /// DMA ops instead of point-wise copy loops.
    pub generate_dma: bool,
    /// Only memrefs in this integer memory space (or in none, or in a
    /// non-integer one) are copied.
    pub slow_memory_space: u32,
    /// The memory space of the buffers.
    pub fast_memory_space: u32,
    /// The memory space of the DMA tags.
    pub tag_memory_space: u32,
    /// The capacity of the fast memory in bytes (`u64::MAX`: unlimited).
    pub fast_mem_capacity_bytes: u64,
    /// Hoist copies out of every loop the region does not depend on, as
    /// `mlir-opt` 22 does, even past accesses of other ranges that
    /// conflict with them (see `hoist_conflicts`): wrong for some
    /// programs; for differential tests only.
    pub hoist_past_conflicts: bool,
    /// Copy boxes over the ends of dynamic dimensions as `mlir-opt` 22
    /// does, where they can leave the memref while the accesses do not
    /// (see `dynamic_box_leaves_memref`): wrong for some inputs; for
    /// differential tests only.
    pub copy_past_dynamic_ends: bool,
}

/// The root loops of the copy nests generated so far, in creation order,
/// so that later copy generation skips them (MLIR's `copyNests`).
#[derive(Clone, Debug, Default)]
pub struct CopyNests {
    order: Vec<OpId>,
    set: HashSet<OpId>,
    /// The fast buffers created so far, by buffer value.
    buffers: HashMap<ValueId, BufferOrigin>,
    /// Per loop, the ops in it that [`hoist_conflicts`] may find in
    /// conflict, indexed once ([`LoopOps`]).
    hoist_index: RefCell<HashMap<OpId, LoopOps>>,
}

/// The ops of one loop that can conflict with copies hoisted out of it
/// ([`hoist_conflicts`]), indexed when the first range asks, so that each
/// range looks at the accesses that may touch its elements rather than at
/// every op of the loop (K nests in one loop made the check quadratic:
/// `bench/data-copy`). The index stays valid while copies are generated:
/// accesses are rewritten to buffers in place (same op, same elements of
/// the memref the buffer holds), and the ops created later (copy nests,
/// DMAs of buffers, allocations, `memref.dim`s, `affine.apply`s) are ops
/// the check skips anyway; each candidate is checked as it is now.
#[derive(Clone, Debug, Default)]
struct LoopOps {
    /// Ops with memref operands that are not affine loads / stores
    /// (`memref.load`, calls, ...): candidates for every memref.
    other_users: Vec<OpId>,
    /// The affine loads / stores, by the memref they access (a buffer's
    /// accesses under the memref the buffer holds).
    by_memref: HashMap<ValueId, MemRefOps>,
}

/// The affine loads / stores of one memref in a loop ([`LoopOps`]).
#[derive(Clone, Debug, Default)]
struct MemRefOps {
    /// Those with a constant interval in the first dimension
    /// ([`access_intervals`]): `(lo, hi, op)`, sorted.
    sorted: Vec<(i64, i64, OpId)>,
    /// The largest `hi - lo` among them.
    max_len: i64,
    /// The others.
    unknown: Vec<OpId>,
}

impl LoopOps {
    /// Indexes the ops of `loop_op` (not in copy nests, not DMAs of
    /// buffers).
    fn build(ctx: &mut Context, copies: &CopyNests, loop_op: OpId) -> LoopOps {
        let mut out = LoopOps::default();
        for o in ctx.ir.walk(loop_op, WalkOrder::PreOrder) {
            if o == loop_op || is_copy_machinery(ctx, copies, loop_op, o) {
                continue;
            }
            let name = ctx.op_name_str(ctx.ir.op(o).name);
            let Some((m, _)) = access_memref_and_kind(ctx, o) else {
                if ctx.ir.operands(o).iter().any(|&v| affine_analysis::loop_nest::is_memref(ctx, v)) {
                    out.other_users.push(o);
                }
                continue;
            };
            let buffer = copies.buffers.get(&m);
            let memref = buffer.map_or(m, |b| b.memref);
            let access = match buffer {
                Some(b) if name == names::LOAD || name == names::STORE => buffer_access_in_memref(ctx, o, b),
                Some(_) => None,
                None => MemRefAccess::from_op(ctx, o),
            };
            let first = access.and_then(|a| access_intervals(ctx, &a).first().copied().flatten());
            let entry = out.by_memref.entry(memref).or_default();
            match first {
                Some((lo, hi)) => {
                    entry.sorted.push((lo, hi, o));
                    entry.max_len = entry.max_len.max(hi.saturating_sub(lo));
                }
                None => entry.unknown.push(o),
            }
        }
        for entry in out.by_memref.values_mut() {
            entry.sorted.sort_unstable();
        }
        out
    }

    /// The ops that may conflict with accesses of `memref` whose elements
    /// lie in the first-dimension intervals `query` (`None`: unknown):
    /// every other user, every access of a memref that may alias `memref`,
    /// and the accesses of `memref` whose interval meets one of `query`,
    /// sorted.
    fn candidates(&self, ctx: &Context, memref: ValueId, query: &[Option<(i64, i64)>]) -> Vec<OpId> {
        let mut out = self.other_users.clone();
        for (&m, ops) in &self.by_memref {
            if m != memref {
                if may_alias(ctx, m, memref, AliasMode::Views) {
                    out.extend(ops.sorted.iter().map(|e| e.2));
                    out.extend(&ops.unknown);
                }
                continue;
            }
            out.extend(&ops.unknown);
            if query.iter().any(Option::is_none) {
                out.extend(ops.sorted.iter().map(|e| e.2));
                continue;
            }
            for &(ql, qh) in query.iter().flatten() {
                let from = ops.sorted.partition_point(|e| e.0 < ql.saturating_sub(ops.max_len));
                for &(lo, hi, o) in ops.sorted[from..].iter().take_while(|e| e.0 <= qh) {
                    if hi >= ql && lo <= qh {
                        out.push(o);
                    }
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Where a fast buffer's elements come from: element `i` of the buffer is
/// element `i + origin(symbols)` of `memref`.
#[derive(Clone, Debug)]
struct BufferOrigin {
    memref: ValueId,
    /// Per dimension, over the symbols as dims.
    origin: Vec<AffineExpr>,
    symbols: Vec<ValueId>,
}

impl CopyNests {
    /// True if `op` is the root of a copy nest.
    pub fn contains(&self, op: OpId) -> bool {
        self.set.contains(&op)
    }

    /// Records a copy nest root.
    fn insert(&mut self, op: OpId) {
        if self.set.insert(op) {
            self.order.push(op);
        }
    }

    /// The roots in creation order.
    pub fn roots(&self) -> &[OpId] {
        &self.order
    }
}

/// What [`generate_copy_for_mem_region`] created.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CopyGenerateResult {
    /// The size of the fast buffer in bytes (0 if unknown).
    pub size_in_bytes: u64,
    /// The `memref.alloc` of the fast buffer.
    pub alloc: OpId,
    /// The copy nest, if point-wise copies were generated.
    pub copy_nest: Option<OpId>,
}

/// Where the copies of one region go: copy-ins before `copy_in`,
/// copy-outs before `copy_out` (both in the same block).
#[derive(Clone, Copy, Debug)]
struct Placement {
    copy_in: OpId,
    copy_out: OpId,
}

/// A half-open range `[begin, end)` of the ops of a block (`end` is an op
/// of the block, never past its end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct OpRange {
    begin: OpId,
    end: OpId,
}

/// The ops of `[range.begin, range.end)`.
fn range_ops(ctx: &Context, range: OpRange) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = Some(range.begin);
    while let Some(o) = cur {
        if o == range.end {
            break;
        }
        out.push(o);
        cur = ctx.ir.op(o).next;
    }
    out
}

/// MLIR's `Block::findAncestorOpInBlock`: `op` or the op containing it
/// that is in `block`.
fn ancestor_in_block(ctx: &Context, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        if ctx.ir.op(op).parent == Some(block) {
            return Some(op);
        }
        op = ctx.ir.parent_op(op)?;
    }
}

/// The ops of a range, for membership tests without op-order queries (on
/// one huge function, an order query after each insertion of copy code
/// renumbers the whole block: quadratic).
struct RangeMembers(HashSet<OpId>);

impl RangeMembers {
    fn new(ctx: &Context, range: OpRange) -> Self {
        RangeMembers(range_ops(ctx, range).into_iter().collect())
    }
}

/// True if `op` is nested in one of the ops of `range` (or is one).
fn in_range(ctx: &Context, block: BlockId, range: &RangeMembers, op: OpId) -> bool {
    ancestor_in_block(ctx, block, op).is_some_and(|a| range.0.contains(&a))
}

/// True if the store `store` writes every element of the box its region
/// in the range is copied out of: each subscript is a sum of a constant,
/// multiples of values defined outside the range (one point per copy) and
/// at most one distinct unit-step loop IV of the range with coefficient 1
/// or -1 whose bounds do not depend on other loops of the range, and only
/// loops of the range are around the store in it, the others running at
/// least once wherever they are reached ([`loop_runs_at_least_once`]).
/// Then the copy-out writes back only written elements. With `dma`, the
/// copy-out transfers the constant-size bounding box (as large as the
/// memref allows where a subscript loop's trip count depends on symbols),
/// not the region's own bounds: the subscript loops must then have a
/// constant trip count too, which makes the two boxes one. Point-wise
/// copies do the same where a subscript loop's bound has a `mod` or a
/// division (the region's bound then has a local variable, which a copy
/// loop bound cannot hold): `affine.for %r = 0 to (n mod 4)` writes
/// `n mod 4` elements but the copy-out writes back 3, so such a loop must
/// have a constant trip count as well.
fn store_covers_its_box(ctx: &mut Context, block: BlockId, range: &RangeMembers, store: OpId, dma: bool) -> bool {
    let ctx_ref: &Context = ctx;
    let Some(access) = AffineAccessView::get(ctx_ref, store) else { return false };
    let mut enclosing = Vec::new();
    let mut cur = ctx.ir.parent_op(store);
    while let Some(p) = cur {
        if !in_range(ctx, block, range, p) {
            break;
        }
        if ctx.op_name_str(ctx.ir.op(p).name) != names::FOR {
            return false;
        }
        enclosing.push(p);
        cur = ctx.ir.parent_op(p);
    }
    let data = ctx.affine.map_data(access.map).clone();
    let operands: Vec<ValueId> = access.map_operands.to_vec();
    let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
    let Ok(flat) = ctx.affine.flatten_exprs(&data.results, nd, ns) else { return false };
    if !flat.locals.is_empty() {
        return false;
    }
    let range_loop = |v: ValueId| {
        affine_dialects::affine::scope::for_induction_var_owner(ctx, v).filter(|&f| in_range(ctx, block, range, f))
    };
    let mut used = Vec::new();
    for row in &flat.rows {
        // At most one loop IV of the range per subscript.
        let mut iv_term = false;
        for (pos, &coeff) in row[..nd + ns].iter().enumerate() {
            if coeff == 0 {
                continue;
            }
            let v = operands[pos];
            match range_loop(v) {
                None => {
                    // Defined outside the range: a single point per copy.
                    if ctx.ir.defining_op(v).is_some_and(|d| in_range(ctx, block, range, d)) {
                        return false;
                    }
                }
                Some(f) => {
                    let Some(view) = AffineForView::get(ctx, f) else { return false };
                    let bound_operands = view.lower_operands.iter().chain(view.upper_operands);
                    if iv_term
                        || coeff.abs() != 1
                        || view.step != 1
                        || used.contains(&v)
                        || bound_operands.clone().any(|&b| range_loop(b).is_some())
                    {
                        return false;
                    }
                    iv_term = true;
                    used.push(v);
                }
            }
        }
    }
    // The other loops around the store must run (at least once) for every
    // value of the subscript loops.
    let loops: Vec<(OpId, ValueId)> =
        enclosing.iter().filter_map(|&f| AffineForView::get(ctx, f).map(|v| (f, v.iv))).collect();
    // A subscript loop of a DMA needs a constant trip count (the box is then
    // the loop's range).
    loops.into_iter().all(|(f, iv)| {
        if used.contains(&iv) {
            constant_trip_count(ctx, f).is_some() || (!dma && bounds_are_division_free(ctx, f))
        } else {
            loop_runs_at_least_once(ctx, f)
        }
    })
}

/// True if the bounds of the `affine.for` `f` are sums of multiples of
/// their operands and a constant (no `mod`, `floordiv` or `ceildiv`), so
/// that the region of an access subscripted by its IV has bounds a copy
/// loop can use as they are.
fn bounds_are_division_free(ctx: &mut Context, f: OpId) -> bool {
    let Some(view) = AffineForView::get(ctx, f) else { return false };
    let maps = [view.lower_map, view.upper_map];
    maps.into_iter().all(|map| {
        let data = ctx.affine.map_data(map).clone();
        let flat = ctx.affine.flatten_exprs(&data.results, data.num_dims as usize, data.num_symbols as usize);
        flat.is_ok_and(|flat| flat.locals.is_empty())
    })
}

/// True if the stores `stores` (every write of `region`'s memref in the
/// range) together write every element of the box its copy-out writes
/// back, at every point of the domain of the loops around the range,
/// decided on Presburger sets where [`store_covers_its_box`] cannot see it:
/// a union of tiles (point loops bounded by `max`/`min` of tile IVs,
/// `tests/lit/data-copy/write-only-tiled-box.mlir`), stores under
/// `affine.if`s (their conditions, negated for an `else` region, are
/// constraints of the written set: an `if` that always holds in the loop,
/// or a store in each branch, `tests/lit/data-copy/write-cover-else.mlir`),
/// several stores that write the box together (`[0]` and
/// `[1]`), transposed subscripts (`tests/lit/data-copy/write-cover-exact.mlir`).
/// The box is the region's constraints on one memref dimension each (the
/// copy loops' bounds), or with DMAs (`dma_box`: the box's origin per
/// dimension over the region's symbols and its extents) the transferred
/// box; at every point of the domain of the loops around the range
/// (constraints on them alone: a superset). The written set is the union
/// over the stores of a subset of the exact projection of their range
/// loops ([`projection_subset`]), so that `true` is always right, over the
/// store's exact iteration domain ([`store_domains`]).
fn stores_cover_box_exactly(
    ctx: &mut Context,
    block: BlockId,
    stores: &[OpId],
    region: &MemRefRegion,
    dma_box: Option<(&[AffineMap], &[i64])>,
) -> bool {
    let Some(parent) = ctx.ir.block_parent_op(block) else { return false };
    let rank = region.rank();
    let mut outer_ivs: Option<Vec<ValueId>> = None;
    let mut outer_domain: Option<IntegerRelation> = None;
    let mut written_sets = Vec::with_capacity(stores.len());
    for &store in stores {
        if ctx.op_name_str(ctx.ir.op(store).name) != names::STORE {
            return false;
        }
        let Some(domains) = store_domains(ctx, store, parent) else { return false };
        let Some(access) = MemRefAccess::from_op(ctx, store) else { return false };
        let Ok((rel, _, _)) = access_relation(ctx, &access, Resolution::EXACT) else { return false };
        let ivs = surrounding_ivs(ctx, store);
        // The loops of the range around the store.
        let mut inner = 0;
        let mut cur = ctx.ir.parent_op(store);
        while let Some(p) = cur.filter(|&p| p != parent) {
            if ctx.op_name_str(ctx.ir.op(p).name) == names::FOR {
                inner += 1;
            }
            cur = ctx.ir.parent_op(p);
        }
        let Some(outer) = ivs.len().checked_sub(inner) else { return false };
        let nd = rel.num_domain_vars();
        let dims_are_ivs = nd == ivs.len()
            && ivs.iter().enumerate().all(|(k, &iv)| {
                rel.space().id(VarKind::Domain, k).and_then(affine_analysis::constraints::id_value) == Some(iv)
            });
        if !dims_are_ivs || rel.num_range_vars() != rank {
            return false;
        }
        match &outer_ivs {
            Some(o) if o[..] != ivs[..outer] => return false,
            Some(_) => {}
            None => outer_ivs = Some(ivs[..outer].to_vec()),
        }
        if outer_domain.is_none() {
            // The domain of the loops around the range (and of the
            // `affine.if`s around it, whose conditions hold wherever the
            // range runs), without their divisions: a superset. Not the
            // store's rows on the outer IVs alone, which include the
            // conditions of `affine.if`s inside the range: under
            // `if (%j == 0)` the box would only have to be covered at
            // `%j = 0`, and the copy-out would write an unwritten buffer
            // back at the other values (tests/lit/upstream-bugs/data-copy-write-only-outer-condition.mlir).
            let Some(member) = ancestor_in_block(ctx, block, store) else { return false };
            let Ok(around) = op_index_set(ctx, member, Resolution::EXACT) else { return false };
            if around.num_dims() != outer || (0..outer).any(|k| around.value(k) != Some(ivs[k])) {
                return false;
            }
            let a = &around.rel;
            let ns = a.num_symbol_vars();
            let mut d = IntegerRelation::new(PresburgerSpace::relation(outer, rank, ns, 0));
            for k in 0..ns {
                d.set_id(VarKind::Symbol, k, a.space().id(VarKind::Symbol, k).cloned());
            }
            let a_locals = a.var_kind_offset(VarKind::Local)..a.num_cols() - 1;
            // `[outer, symbols, const]` of `around` to `[outer, elements, symbols, const]`.
            let place = |row: &[Int]| -> Option<Vec<Int>> {
                if row[a_locals.clone()].iter().any(|c| !c.is_zero()) {
                    return None;
                }
                let mut r = row[..outer].to_vec();
                r.extend(std::iter::repeat_n(Int::ZERO, rank));
                r.extend_from_slice(&row[outer..outer + ns]);
                r.push(row[row.len() - 1].clone());
                Some(r)
            };
            for i in 0..a.num_inequalities() {
                if let Some(r) = place(a.inequality(i)) {
                    d.add_inequality(&r);
                }
            }
            for i in 0..a.num_equalities() {
                if let Some(r) = place(a.equality(i)) {
                    d.add_equality(&r);
                }
            }
            outer_domain = Some(d);
        }
        // The written elements: the range's loops projected out, for each
        // part of the store's domain.
        match domains {
            None => {
                let Some(written) = projection_subset(rel, outer, nd - outer) else { return false };
                written_sets.push(written);
            }
            Some(parts) => {
                for part in parts {
                    let Ok((part_rel, _, _)) = access_relation_in(ctx, &access, Resolution::EXACT, part) else {
                        return false;
                    };
                    if part_rel.num_domain_vars() != nd || part_rel.num_range_vars() != rank {
                        return false;
                    }
                    let Some(written) = projection_subset(part_rel, outer, nd - outer) else { return false };
                    written_sets.push(written);
                }
            }
        }
    }
    let (Some(outer_ivs), Some(mut boxed)) = (outer_ivs, outer_domain) else { return false };
    let outer = outer_ivs.len();
    // The box, over `[outer ivs, elements, symbols]` of the written sets.
    let cst = &region.cst.rel;
    let ncols = cst.num_cols();
    let nvals = cst.num_dim_and_symbol_vars();
    let mut columns = Vec::with_capacity(nvals);
    for p in 0..nvals {
        if p < rank {
            columns.push(outer + p);
            continue;
        }
        let Some(v) = region.cst.value(p) else { return false };
        if let Some(k) = outer_ivs.iter().position(|&iv| iv == v) {
            columns.push(k);
            continue;
        }
        let id = value_id(v);
        let ns = boxed.num_symbol_vars();
        let k = match (0..ns).find(|&k| boxed.space().id(VarKind::Symbol, k) == Some(&id)) {
            Some(k) => k,
            None => {
                boxed.append_var(VarKind::Symbol, 1);
                boxed.set_id(VarKind::Symbol, ns, Some(id));
                ns
            }
        };
        columns.push(boxed.var_kind_offset(VarKind::Symbol) + k);
    }
    match dma_box {
        None => {
            let multi_dim = |row: &[Int]| row[..rank].iter().filter(|c| !c.is_zero()).count() > 1;
            let has_local = |row: &[Int]| row[nvals..ncols - 1].iter().any(|c| !c.is_zero());
            let mut rows: Vec<(Vec<Int>, bool)> = Vec::new();
            for i in 0..cst.num_inequalities() {
                rows.push((cst.inequality(i).to_vec(), false));
            }
            for i in 0..cst.num_equalities() {
                rows.push((cst.equality(i).to_vec(), true));
            }
            let width = boxed.num_cols();
            for (row, eq) in rows {
                if multi_dim(&row) {
                    continue;
                }
                if has_local(&row) {
                    return false;
                }
                let mut out = vec![Int::ZERO; width];
                for (p, &c) in columns.iter().enumerate() {
                    out[c] = row[p].clone();
                }
                out[width - 1] = row[ncols - 1].clone();
                if eq { boxed.add_equality(&out) } else { boxed.add_inequality(&out) }
            }
        }
        Some((lbs, extents)) => {
            // `lb <= x < lb + extent` per dimension, the origin's divisions
            // as locals.
            for (d, (&lb, &extent)) in lbs.iter().zip(extents).enumerate() {
                let data = ctx.affine.map_data(lb).clone();
                let (mnd, mns) = (data.num_dims as usize, data.num_symbols as usize);
                if data.results.len() != 1 || rank + mnd + mns != nvals {
                    return false;
                }
                let Ok(flat) = ctx.affine.flatten_exprs(&data.results, mnd, mns) else { return false };
                let first_local = boxed.append_var(VarKind::Local, flat.locals.len());
                let width = boxed.num_cols();
                let nops = mnd + mns;
                let place = |row: &[i64], sign: i64| -> Vec<Int> {
                    let mut out = vec![Int::ZERO; width];
                    for (j, &c) in row[..row.len() - 1].iter().enumerate() {
                        let col = if j < nops { columns[rank + j] } else { first_local + j - nops };
                        out[col] += Int::from(sign * c);
                    }
                    out[width - 1] = Int::from(sign * row[row.len() - 1]);
                    out
                };
                for (j, local) in flat.locals.iter().enumerate() {
                    let dividend = place(&local.dividend, 1);
                    for r in presburger::floor_div_constraints(&dividend, &Int::from(local.divisor), first_local + j) {
                        boxed.add_inequality(&r);
                    }
                }
                // x - lb >= 0 and lb + extent - 1 - x >= 0.
                let mut lo = place(&flat.rows[0], -1);
                lo[columns[d]] += Int::from(1);
                boxed.add_inequality(&lo);
                let mut hi = place(&flat.rows[0], 1);
                hi[columns[d]] -= Int::from(1);
                hi[width - 1] += Int::from(extent - 1);
                boxed.add_inequality(&hi);
            }
        }
    }
    let mut boxed = boxed;
    for _ in 0..2 {
        for w in written_sets.iter_mut() {
            boxed.merge_and_align_symbols(w);
        }
    }
    let mut written = PresburgerRelation::empty(boxed.space().clone());
    for w in written_sets {
        if written.union_in_place(w).is_err() {
            return false;
        }
    }
    let Ok(rest) = PresburgerRelation::from_relation(boxed).subtract(&written) else { return false };
    rest.is_integer_empty()
}

/// True if the stores `stores` (every write of the memref of the write
/// region `w` in the range) write every element of the box the copy-out
/// writes back at each execution of the range: one store by the pattern of
/// its subscripts ([`store_covers_its_box`]), any by the exact check
/// ([`stores_cover_box_exactly`]; with DMAs on the transferred box).
fn stores_cover_copy_out(
    ctx: &mut Context,
    block: BlockId,
    members: &RangeMembers,
    stores: &[OpId],
    w: &MemRefRegion,
    dma: bool,
) -> bool {
    if let [store] = stores
        && store_covers_its_box(ctx, block, members, *store, dma)
    {
        return true;
    }
    if !dma {
        return stores_cover_box_exactly(ctx, block, stores, w, None);
    }
    w.constant_bounding_size_and_shape(ctx)
        .is_some_and(|(_, extents, lbs)| stores_cover_box_exactly(ctx, block, stores, w, Some((&lbs, &extents))))
}

/// The iteration domain of the store `store` where it runs, for the exact
/// cover check of [`stores_cover_box_exactly`]: `Some(None)` if its
/// `op_index_set` is that domain (every op between it and `ancestor` an
/// `affine.for` with a unit step or a constant lower bound, or an
/// `affine.if` with the store in its `then` region); `Some(Some(parts))`
/// if it lies in `else` regions of `affine.if`s inside the range (between it and
/// `ancestor`), whose conditions `op_index_set` leaves out: the domain with
/// each negated condition, a union of one part per negated constraint
/// (`c >= 0` fails where `-c - 1 >= 0`, `e == 0` where `e - 1 >= 0` or
/// `-e - 1 >= 0`), at most [`MAX_ELSE_PARTS`] parts. `None` where it cannot
/// be modelled exactly (a loop step, a division in a condition).
fn store_domains(ctx: &mut Context, store: OpId, ancestor: OpId) -> Option<Option<Vec<ValueConstraints>>> {
    let mut else_ifs = Vec::new();
    let mut child = store;
    loop {
        let p = ctx.ir.parent_op(child)?;
        if p == ancestor {
            break;
        }
        let name = ctx.op_name_str(ctx.ir.op(p).name);
        if name == names::IF {
            if ctx.ir.parent_region(child) != ctx.ir.regions(p).first().copied() {
                else_ifs.push(p);
            }
        } else {
            let view = AffineForView::get(ctx, p)?;
            if view.step != 1 && view.constant_lower_bound(ctx).is_none() {
                return None;
            }
        }
        child = p;
    }
    if else_ifs.is_empty() {
        return Some(None);
    }
    let domain = op_index_set(ctx, store, Resolution::EXACT).ok()?;
    let mut parts = vec![domain];
    for if_op in else_ifs {
        let mut next = Vec::new();
        for part in parts {
            let (ineqs, eqs, locals) =
                (part.rel.num_inequalities(), part.rel.num_equalities(), part.rel.num_local_vars());
            let mut base = part;
            base.add_if_domain(ctx, if_op, Resolution::EXACT).ok()?;
            if base.rel.num_local_vars() != locals {
                return None;
            }
            let cond_ineqs: Vec<Vec<Int>> =
                (ineqs..base.rel.num_inequalities()).map(|i| base.rel.inequality(i).to_vec()).collect();
            let cond_eqs: Vec<Vec<Int>> =
                (eqs..base.rel.num_equalities()).map(|i| base.rel.equality(i).to_vec()).collect();
            // The part over the condition's columns, without the condition.
            let (ni, ne) = (base.rel.num_inequalities(), base.rel.num_equalities());
            base.rel.remove_inequality_range(ineqs, ni);
            base.rel.remove_equality_range(eqs, ne);
            // `sign * row - 1 >= 0`.
            let negated = |row: &[Int], sign: i64| -> Vec<Int> {
                let mut r: Vec<Int> = row.iter().map(|c| c * &Int::from(sign)).collect();
                let last = r.len() - 1;
                r[last] -= Int::from(1);
                r
            };
            for row in &cond_ineqs {
                let mut p = base.clone();
                p.rel.add_inequality(&negated(row, -1));
                next.push(p);
            }
            for row in &cond_eqs {
                for sign in [1, -1] {
                    let mut p = base.clone();
                    p.rel.add_inequality(&negated(row, sign));
                    next.push(p);
                }
            }
            if next.len() > MAX_ELSE_PARTS {
                return None;
            }
        }
        parts = next;
    }
    Some(Some(parts))
}

/// True if every element the copy-out of the write region `w` writes back
/// is overwritten before anything can read it: the first op after the
/// copy-out (in the block of `placement`) that uses `w`'s memref or a value
/// that may alias it only writes the memref itself, by affine stores (and
/// reads it only into dead values), or frees it, and
/// those stores write every element of the box at each execution of the
/// block, whatever the loops around it and the parameters (the exact cover
/// check of [`stores_cover_box_exactly`], with the transferred box for
/// DMAs).
/// Then the elements of the box the range does not write, which the
/// copy-out writes back from an uninitialized buffer, hold no value anyone
/// sees, and the region needs no copy-in: `mlir-opt` 22 (which never copies
/// a write-only region in) is right there
/// (tests/lit/data-copy/write-only-overwritten-later.mlir).
fn copy_out_overwritten_later(ctx: &mut Context, placement: Placement, w: &MemRefRegion, dma: bool) -> bool {
    let Some(block) = ctx.ir.op(placement.copy_out).parent else { return false };
    let memref = w.memref;
    let mut cur = Some(placement.copy_out);
    while let Some(o) = cur {
        if ctx.op_has_trait(o, affine_ir::dialect::traits::TERMINATOR) {
            // Past the block, the box may be read (a function argument
            // after the return, the next iteration of a loop), unless the
            // buffer dies with the block.
            return dies_with_block(ctx, block, memref, o);
        }
        let mut stores = Vec::new();
        for op in ctx.ir.walk(o, WalkOrder::PreOrder) {
            let operands = ctx.ir.operands(op);
            let touches = operands
                .iter()
                .any(|&v| affine_analysis::loop_nest::is_memref(ctx, v) && may_alias(ctx, v, memref, AliasMode::Views));
            if !touches {
                continue;
            }
            let name = ctx.op_name_str(ctx.ir.op(op).name);
            let plain_store = name == names::STORE
                && operands.first() != Some(&memref)
                && AffineAccessView::get(ctx, op).is_some_and(|a| a.memref == memref);
            let dead_load = name == names::LOAD
                && AffineAccessView::get(ctx, op).is_some_and(|a| a.memref == memref)
                && results_are_dead(ctx, op);
            if plain_store {
                stores.push(op);
            } else if dead_load {
                // Its value reaches nothing (`affine_analysis::dead_values`).
            } else if name == "memref.dealloc" && operands == [memref] && o == op && stores.is_empty() {
                // Freed before anything reads it: nothing may.
                return true;
            } else if name != "memref.dim" {
                // A read, a write through a view, a call, a copy: the
                // garbage may be seen.
                return false;
            }
        }
        if !stores.is_empty() {
            // The exact check on `w`'s box (the pattern check of
            // [`store_covers_its_box`] is about a store's own box).
            if !dma {
                return stores_cover_box_exactly(ctx, block, &stores, w, None);
            }
            return w.constant_bounding_size_and_shape(ctx).is_some_and(|(_, extents, lbs)| {
                stores_cover_box_exactly(ctx, block, &stores, w, Some((&lbs, &extents)))
            });
        }
        cur = ctx.ir.op(o).next;
    }
    false
}

/// True if `memref` is a buffer allocated in `block` (`memref.alloc` or
/// `memref.alloca`) that only affine loads and stores, `memref.dim` and
/// `memref.dealloc` use (no view, no call, not stored or yielded), none of
/// them the terminator `end`: once `end` runs, nothing can read it.
fn dies_with_block(ctx: &Context, block: BlockId, memref: ValueId, end: OpId) -> bool {
    let Some(def) = ctx.ir.defining_op(memref) else { return false };
    if ctx.ir.op(def).parent != Some(block)
        || !matches!(ctx.op_name_str(ctx.ir.op(def).name), "memref.alloc" | "memref.alloca")
    {
        return false;
    }
    ctx.ir.uses(memref).iter().all(|u| {
        let name = ctx.op_name_str(ctx.ir.op(u.op).name);
        let access = (name == names::LOAD || name == names::STORE)
            && AffineAccessView::get(ctx, u.op).is_some_and(|a| a.memref == memref)
            && ctx.ir.operands(u.op).first() != Some(&memref);
        u.op != end && (access || name == "memref.dim" || name == "memref.dealloc")
    })
}

/// The most parts [`store_domains`] splits a store's domain into.
const MAX_ELSE_PARTS: usize = 16;

/// True if each loop from the one around `block` out to (not including)
/// `outer` runs at least once wherever it is reached
/// ([`loop_runs_at_least_once`]: proved on the iteration domain around it,
/// e.g. `max(i - 2, 0) to i + 6`; a constant trip count of at least 1 is
/// the simplest case).
fn loops_between_run(ctx: &mut Context, block: BlockId, outer: OpId) -> bool {
    let mut cur = ctx.ir.block_parent_op(block);
    while let Some(op) = cur.filter(|&op| op != outer) {
        if !loop_runs_at_least_once(ctx, op) {
            return false;
        }
        cur = ctx.ir.parent_op(op);
    }
    cur.is_some()
}

/// True if each of the loops from the one around `block` out to
/// `hoist_over` (none if `None`) runs at least once wherever it is reached
/// (see [`loops_between_run`]).
fn hoisted_loops_run(ctx: &mut Context, block: BlockId, hoist_over: Option<OpId>) -> bool {
    let Some(last) = hoist_over else { return true };
    let mut cur = ctx.ir.block_parent_op(block);
    while let Some(op) = cur {
        if !loop_runs_at_least_once(ctx, op) {
            return false;
        }
        if op == last {
            return true;
        }
        cur = ctx.ir.parent_op(op);
    }
    false
}

/// True if a DMA of the bounding box of `region` (origin `lbs`, a map over
/// the region's symbols per dimension, and `extents`) stays inside the
/// memref whenever the accesses it covers are inside it. Per dimension
/// (the others projected out): a dimension fixed by an equality is; an end
/// of the box given by the only bound on that side is where an access is;
/// otherwise no symbol values may put that end outside the memref while
/// the region has an element inside it. For a region of an access under
/// an `affine.if` in the range (`guarded`), which may not run where the
/// region leaves the memref, no symbol values the region allows may put an
/// end outside. A box origin with a division, or a box end past a
/// dynamic dimension's (unknown) end that is not where an access is, is
/// not proven.
fn dma_box_in_bounds(
    ctx: &mut Context,
    region: &MemRefRegion,
    shape: &[i64],
    lbs: &[AffineMap],
    extents: &[i64],
    guarded: bool,
) -> bool {
    let rank = region.rank();
    let mut base = region.cst.rel.clone();
    for (d, &size) in shape.iter().enumerate() {
        // A guarded access may not run where its region leaves the
        // memref: every box the symbols allow must then be inside.
        if !guarded {
            base.add_bound(BoundType::LB, d, &Int::ZERO);
            if size != DYNAMIC {
                base.add_bound(BoundType::UB, d, &Int::from(size - 1));
            }
        }
    }
    let ns = base.num_symbol_vars();
    let ncols = base.num_cols();
    for d in 0..rank {
        let mut own = region.cst.rel.clone();
        if d + 1 < rank {
            own.project_out(d + 1, rank - d - 1);
        }
        if d > 0 {
            own.project_out(0, d);
        }
        own.remove_redundant_inequalities();
        let (own_lbs, own_ubs, own_eqs) = own.lower_and_upper_bound_indices(0, 0, 1);
        if !guarded && (!own_eqs.is_empty() || (own_lbs.len() == 1 && own_ubs.len() == 1)) {
            continue;
        }
        let e = ctx.affine.map_data(lbs[d]).results[0];
        let Ok(flat) = ctx.affine.flatten_exprs(&[e], 0, ns) else { return false };
        if !flat.locals.is_empty() {
            return false;
        }
        let row = &flat.rows[0];
        // origin(s) + extent - 1 >= size, and -origin(s) - 1 >= 0.
        let mut past_end = vec![Int::ZERO; ncols];
        let mut before_start = vec![Int::ZERO; ncols];
        for j in 0..ns {
            past_end[rank + j] = Int::from(row[j]);
            before_start[rank + j] = Int::from(-row[j]);
        }
        // (A dynamic dimension never gets to this check: see below.)
        past_end[ncols - 1] = Int::from(row[ns]) + Int::from(extents[d] - 1) - Int::from(shape[d]);
        before_start[ncols - 1] = Int::from(-row[ns] - 1);
        let checks = [(!guarded && own_ubs.len() == 1, past_end), (!guarded && own_lbs.len() == 1, before_start)];
        for (k, (only_bound, violation)) in checks.into_iter().enumerate() {
            if only_bound {
                continue;
            }
            if k == 0 && shape[d] == DYNAMIC {
                // The end of a dynamic dimension is unknown.
                return false;
            }
            let mut rel = base.clone();
            rel.add_inequality(&violation);
            if !rel.is_integer_empty() {
                return false;
            }
        }
    }
    true
}

/// True if an affine load / store of `memref` in `range` is under an
/// `affine.if` inside `block`: its region (from loop bounds only) may then
/// reach elements no access touches.
fn guarded_access(ctx: &Context, block: BlockId, range: OpRange, memref: ValueId) -> bool {
    range_ops(ctx, range).into_iter().flat_map(|o| ctx.ir.walk(o, WalkOrder::PreOrder)).any(|o| {
        let name = ctx.op_name_str(ctx.ir.op(o).name);
        (name == names::LOAD || name == names::STORE)
            && access_memref_and_kind(ctx, o).is_some_and(|(m, _)| m == memref)
            && guarded_in_block(ctx, o, block)
    })
}

/// True if an affine load / store of `memref` in `range` has a subscript
/// with a division (`floordiv`, `ceildiv`, `mod`): its region bounds the
/// quotient rationally and may reach elements no access touches, past the
/// memref's ends (`A[%i mod 2 - 1]` for `%i = 1` is `A[-1 .. 0]`; data-copy
/// differential loops_mix seeds 46 and 175,
/// tests/lit/upstream-bugs/data-copy-division-box-past-memref-start.mlir).
fn division_access(ctx: &Context, range: OpRange, memref: ValueId) -> bool {
    range_ops(ctx, range).into_iter().flat_map(|o| ctx.ir.walk(o, WalkOrder::PreOrder)).any(|o| {
        let name = ctx.op_name_str(ctx.ir.op(o).name);
        if name != names::LOAD && name != names::STORE {
            return false;
        }
        let Some(access) = AffineAccessView::get(ctx, o).filter(|a| a.memref == memref) else { return false };
        ctx.affine.map_data(access.map).results.iter().any(|&e| has_division(ctx, e))
    })
}

/// True if the affine expression `e` has a `floordiv`, `ceildiv` or `mod`.
fn has_division(ctx: &Context, e: AffineExpr) -> bool {
    use affine_ir::affine::AffineExprKind;
    match ctx.affine.as_binary(e) {
        Some((AffineExprKind::FloorDiv | AffineExprKind::CeilDiv | AffineExprKind::Mod, _, _)) => true,
        Some((_, l, r)) => has_division(ctx, l) || has_division(ctx, r),
        None => false,
    }
}

/// The integer memory space of a memref type, if it has an integer one.
fn integer_memory_space(ctx: &Context, memref: ValueId) -> Option<i128> {
    match ctx.type_data(ctx.ir.value_type(memref)) {
        TypeData::MemRef { memory_space: Some(a), .. } => ctx.attr_int(*a),
        _ => None,
    }
}

/// The memory space attribute for integer space `space` (none for 0, as
/// `MemRefType::get` with an `unsigned` space).
fn memory_space_attr(ctx: &mut Context, space: u32) -> Option<affine_ir::Attribute> {
    (space != 0).then(|| ctx.i64_attr(i64::from(space)))
}

/// MLIR's `getFullMemRefAsRegion`: the whole memref accessed by the affine
/// load / store `op`, symbolic in its `num_param_loop_ivs` outermost
/// `affine.for` IVs; `None` for a memref without a static shape.
fn full_memref_region(ctx: &Context, op: OpId, num_param_loop_ivs: usize) -> Option<MemRefRegion> {
    let access = AffineAccessView::get(ctx, op)?;
    let (memref, write) = (access.memref, !access.kind.is_read());
    let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(memref)) else { return None };
    if shape.contains(&DYNAMIC) {
        return None;
    }
    let shape = shape.clone();
    let loops = affine_for_ivs(ctx, op);
    if loops.len() < num_param_loop_ivs {
        return None;
    }
    let rank = shape.len();
    let mut rel = IntegerRelation::new(PresburgerSpace::set(rank, num_param_loop_ivs, 0));
    for (i, &l) in loops[..num_param_loop_ivs].iter().enumerate() {
        let iv = AffineForView::get(ctx, l)?.iv;
        rel.set_id(VarKind::Symbol, i, Some(value_id(iv)));
    }
    for (d, &size) in shape.iter().enumerate() {
        rel.add_bound(BoundType::LB, d, &Int::ZERO);
        rel.add_bound(BoundType::UB, d, &Int::from(size - 1));
    }
    Some(MemRefRegion { memref, write, loc: ctx.ir.op(op).loc, cst: ValueConstraints { rel } })
}

/// True if `op` is nested in an `affine.if` inside `block`.
fn guarded_in_block(ctx: &Context, op: OpId, block: BlockId) -> bool {
    let outside = ctx.ir.block_parent_op(block);
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur.filter(|&p| Some(p) != outside) {
        if ctx.op_name_str(ctx.ir.op(p).name) == names::IF {
            return true;
        }
        if ctx.ir.op(p).parent == Some(block) {
            return false;
        }
        cur = ctx.ir.parent_op(p);
    }
    false
}

/// Deliberate difference from `mlir-opt` 22, which computes copy regions
/// from loop bounds only (without the memref's bounds or the conditions of
/// enclosing `affine.if` ops): the region of an access guarded by an
/// `affine.if` can reach outside the memref where the guard keeps the
/// access inside (`A[%i + 1]` under `%i <= 98`), and then its copy loops
/// read and write past the memref's ends
/// (tests/lit/upstream-bugs/data-copy-guarded-past-memref-end.mlir). For
/// the region of a memref with such an access (after `mlir-opt`'s unions of
/// its accesses' regions, so that a union `mlir-opt` cannot form takes the
/// whole memref as in `mlir-opt`), and only when it can reach outside the
/// memref, the memref's bounds are added to it: that keeps every element the guarded
/// access touches in a program without out-of-bounds accesses. Other
/// regions are left as `mlir-opt` computes them (there an access of every
/// point of the region is what the loops execute).
fn clamp_region_past_memref(ctx: &Context, region: &mut MemRefRegion, guarded: bool) {
    let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(region.memref)) else { return };
    // With a guarded access, where nothing bounds a symbol (a function
    // argument, a size), the region can reach outside the memref at some of
    // its values: the copy runs at those values too, whether or not the
    // guards let the access run, so it is clamped (data-copy seeds 26, 33
    // and 36). Without one (division subscripts), such a symbol is what
    // keeps a valid program's accesses, and the box over them, inside the
    // memref: no clamping.
    let Some(values) = iteration_values(ctx, region, !guarded) else { return };
    let ncols = values.num_cols();
    let reaches = |d: usize, coeff: i64, constant: i64| {
        let mut row = vec![Int::ZERO; ncols];
        row[d] = Int::from(coeff);
        row[ncols - 1] = Int::from(constant);
        let mut outside = values.clone();
        outside.add_inequality(&row);
        !outside.is_integer_empty()
    };
    let mut exceeds = false;
    for (d, &size) in shape.iter().enumerate() {
        // -d - 1 >= 0 (before the start), d - size >= 0 (past the end).
        exceeds |= reaches(d, -1, -1) || (size != DYNAMIC && reaches(d, 1, -size));
    }
    if !exceeds {
        return;
    }
    let rel = &mut region.cst.rel;
    for (d, &size) in shape.iter().enumerate() {
        rel.add_bound(BoundType::LB, d, &Int::ZERO);
        if size != DYNAMIC {
            rel.add_bound(BoundType::UB, d, &Int::from(size - 1));
        }
    }
    rel.remove_trivial_redundancy();
}

/// Deliberate difference from `mlir-opt` 22, whose copy loops run over the
/// bounds [`lower_and_upper_bound`] reads off the region's constraints on
/// one memref dimension each (after `mlir-opt`'s unions, a bounding box
/// with a single lower and upper bound per dimension: the ones of constant
/// extent): where the accesses' own bounds are `max`/`min` of the loops
/// around the range (tiles clipped at the memref's edges, `max(%i, 1) - 1`),
/// that box reaches outside the memref at the edge tiles
/// (tests/lit/upstream-bugs/data-copy-tile-box-past-memref-start.mlir).
/// True if the copy loops of `region` (the rows on one dimension each, as
/// those bounds are read from them) can touch an element outside the
/// memref at symbol values the loops around `at` reach (their index set,
/// the values their bounds use free) where the region has an element
/// inside the memref (values at which a valid program may run the range);
/// the region's symbols must all be IVs of those loops. Then the region is
/// clamped to the memref ([`clamped_to_memref`]), which keeps every element
/// the range touches in such a program; elsewhere the region stays as
/// `mlir-opt` computes it.
fn copy_box_leaves_memref(ctx: &mut Context, region: &MemRefRegion, at: OpId) -> bool {
    let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(region.memref)).clone() else {
        return false;
    };
    let rel = &region.cst.rel;
    let rank = region.rank();
    // A dimension without a lower or an upper bound fails the copy (as in
    // `mlir-opt`): nothing to clamp.
    let unbounded = (0..rank).any(|d| {
        let (lbs, ubs, eqs) = rel.lower_and_upper_bound_indices(d, 0, rank);
        eqs.is_empty() && (lbs.is_empty() || ubs.is_empty())
    });
    if unbounded {
        return false;
    }
    let nvals = rel.num_dim_and_symbol_vars();
    let ns = nvals - rank;
    let nl = rel.num_local_vars();
    let ncols = rel.num_cols();
    // The domain of the loops around the range (anything if it cannot be
    // computed: the check is then over all symbol values).
    let Ok(domain) = op_index_set(ctx, at, Resolution::EXACT).map(|c| c.rel) else { return false };
    // Every symbol of the region must be a loop IV of that domain: a value
    // from outside the loops (`%B[%i + %s - 2]`) is what keeps a valid
    // program inside the memref, and the box is then the region's.
    let is_iv = |v: ValueId| {
        (0..domain.num_dim_vars())
            .any(|p| domain.space().id_at(p).and_then(affine_analysis::constraints::id_value) == Some(v))
    };
    if !(rank..nvals).all(|p| region.cst.value(p).is_some_and(is_iv)) {
        return false;
    }
    let domain = Some(domain);
    let nd_vars = domain.as_ref().map_or(0, |d| d.num_vars());
    // Columns: the box point x, the symbols, the box's locals, a region
    // point y, the region's locals, the domain's variables.
    let (x0, s0, bl0, y0, rl0, d0) = (0, rank, rank + ns, rank + ns + nl, 2 * rank + ns + nl, 2 * rank + ns + 2 * nl);
    let total = d0 + nd_vars;
    let mut sys = IntegerRelation::new(PresburgerSpace::set(total, 0, 0));
    let place = |row: &[Int], dims: usize, locals: usize| -> Vec<Int> {
        let mut out = vec![Int::ZERO; total + 1];
        for (c, v) in row[..ncols - 1].iter().enumerate() {
            let col = if c < rank {
                dims + c
            } else if c < nvals {
                s0 + c - rank
            } else {
                locals + c - nvals
            };
            out[col] = v.clone();
        }
        out[total] = row[ncols - 1].clone();
        out
    };
    let single_dim = |row: &[Int]| {
        row[..rank].iter().filter(|c| !c.is_zero()).count() <= 1 && row[nvals..ncols - 1].iter().all(Int::is_zero)
    };
    for i in 0..rel.num_inequalities() {
        let row = rel.inequality(i);
        sys.add_inequality(&place(row, y0, rl0));
        if single_dim(row) {
            sys.add_inequality(&place(row, x0, bl0));
        }
    }
    for i in 0..rel.num_equalities() {
        let row = rel.equality(i);
        sys.add_equality(&place(row, y0, rl0));
        if single_dim(row) {
            sys.add_equality(&place(row, x0, bl0));
        }
    }
    // y inside the memref.
    for (d, &size) in shape.iter().enumerate() {
        let mut lo = vec![Int::ZERO; total + 1];
        lo[y0 + d] = Int::from(1);
        sys.add_inequality(&lo);
        if size != DYNAMIC {
            let mut hi = vec![Int::ZERO; total + 1];
            hi[y0 + d] = Int::from(-1);
            hi[total] = Int::from(size - 1);
            sys.add_inequality(&hi);
        }
    }
    if let Some(dom) = &domain {
        let dc = dom.num_cols();
        let shift = |row: &[Int]| -> Vec<Int> {
            let mut out = vec![Int::ZERO; total + 1];
            for (c, v) in row[..dc - 1].iter().enumerate() {
                out[d0 + c] = v.clone();
            }
            out[total] = row[dc - 1].clone();
            out
        };
        for i in 0..dom.num_inequalities() {
            sys.add_inequality(&shift(dom.inequality(i)));
        }
        for i in 0..dom.num_equalities() {
            sys.add_equality(&shift(dom.equality(i)));
        }
        // The domain's values that are symbols of the region.
        for p in 0..dom.num_dim_and_symbol_vars() {
            let Some(v) = dom.space().id_at(p).and_then(affine_analysis::constraints::id_value) else { continue };
            let Some(k) = (0..ns).find(|&k| region.cst.value(rank + k) == Some(v)) else { continue };
            let mut eq = vec![Int::ZERO; total + 1];
            eq[d0 + p] = Int::from(1);
            eq[s0 + k] = Int::from(-1);
            sys.add_equality(&eq);
        }
    }
    // A box point before the start or past the end of a dimension.
    shape.iter().enumerate().any(|(d, &size)| {
        let mut before = vec![Int::ZERO; total + 1];
        before[x0 + d] = Int::from(-1);
        before[total] = Int::from(-1);
        let mut outside = sys.clone();
        outside.add_inequality(&before);
        if !outside.is_integer_empty() {
            return true;
        }
        if size == DYNAMIC {
            return false;
        }
        let mut past = vec![Int::ZERO; total + 1];
        past[x0 + d] = Int::from(1);
        past[total] = Int::from(-size);
        let mut outside = sys.clone();
        outside.add_inequality(&past);
        !outside.is_integer_empty()
    })
}

/// Budget of disjuncts for rewriting one piece of the parameter values at
/// which an access leaves the memref with division locals only
/// ([`division_box_leaves_memref`]).
const DIV_LOCALS_BUDGET: usize = 64;
/// Rounds of sampling and subtracting in [`division_box_leaves_memref`].
const DIFFERENCE_ROUNDS: usize = 128;
/// Disjuncts of the box's pieces beyond which
/// [`division_box_leaves_memref`] stops (and clamps).
const DIFFERENCE_DISJUNCTS: usize = 256;

/// `rel` as a set over `[quantified, parameters, locals]`: its variables
/// that carry an identifier and satisfy `is_param` (by position) are the
/// symbols (identifiers kept), the other dims and symbols are the set's
/// dims (the variables to quantify), its locals stay locals; and for each
/// old variable, its new column.
fn as_parameter_set(rel: &IntegerRelation, is_param: &dyn Fn(usize) -> bool) -> (IntegerRelation, Vec<usize>) {
    let nv = rel.num_vars();
    let nds = rel.num_dim_and_symbol_vars();
    let param = |p: usize| p < nds && rel.space().id_at(p).is_some() && is_param(p);
    let ns = (0..nds).filter(|&p| param(p)).count();
    let nq = nds - ns;
    let mut out = IntegerRelation::new(PresburgerSpace::set(nq, ns, 0));
    out.append_var(VarKind::Local, nv - nds);
    let (mut next_dim, mut next_sym) = (0, nq);
    let mut cols = Vec::with_capacity(nv);
    for p in 0..nv {
        if p >= nds {
            cols.push(p);
        } else if param(p) {
            out.set_id(VarKind::Symbol, next_sym - nq, rel.space().id_at(p).cloned());
            cols.push(next_sym);
            next_sym += 1;
        } else {
            cols.push(next_dim);
            next_dim += 1;
        }
    }
    let width = out.num_cols();
    let place = |row: &[Int]| -> Vec<Int> {
        let mut r = vec![Int::ZERO; width];
        for (p, &c) in cols.iter().enumerate() {
            r[c] = row[p].clone();
        }
        r[width - 1] = row[nv].clone();
        r
    };
    for i in 0..rel.num_inequalities() {
        out.add_inequality(&place(rel.inequality(i)));
    }
    for i in 0..rel.num_equalities() {
        out.add_equality(&place(rel.equality(i)));
    }
    (out, cols)
}

/// Copies of `set` with the constraint that variable `col` is before the
/// start of dimension `d` (`-x - 1 >= 0`) or, for a static size, past its
/// end (`x - size >= 0`), one per side.
fn outside_memref_pieces(set: &IntegerRelation, col: usize, size: i64) -> Vec<IntegerRelation> {
    let width = set.num_cols();
    let mut pieces = Vec::with_capacity(2);
    let mut before = vec![Int::ZERO; width];
    before[col] = Int::from(-1);
    before[width - 1] = Int::from(-1);
    let mut piece = set.clone();
    piece.add_inequality(&before);
    pieces.push(piece);
    if size != DYNAMIC {
        let mut past = vec![Int::ZERO; width];
        past[col] = Int::from(1);
        past[width - 1] = Int::from(-size);
        let mut piece = set.clone();
        piece.add_inequality(&past);
        pieces.push(piece);
    }
    pieces
}

/// `set` with the constraint that variable `col` is at or past the size
/// parameter in column `size` (`x - N >= 0`).
fn past_dynamic_end(set: &IntegerRelation, col: usize, size: usize) -> IntegerRelation {
    let width = set.num_cols();
    let mut past = vec![Int::ZERO; width];
    past[col] = Int::from(1);
    past[size] = Int::from(-1);
    let mut piece = set.clone();
    piece.add_inequality(&past);
    piece
}

/// The memref and dimension `v` is the size of, if `v` is a `memref.dim`
/// with a constant index.
fn dim_of(ctx: &Context, v: ValueId) -> Option<(ValueId, usize)> {
    let def = ctx.ir.defining_op(v)?;
    if ctx.op_name_str(ctx.ir.op(def).name) != "memref.dim" {
        return None;
    }
    let operands = ctx.ir.operands(def);
    let index = Resolution::EXACT.constant(ctx, *operands.get(1)?)?;
    Some((operands[0], usize::try_from(index).ok()?))
}

/// Deliberate difference from `mlir-opt` 22, whose copy loops run over the
/// region's box also where the memref's dimension is dynamic (its region
/// analysis adds no bound for a dynamic size): where the box is looser
/// than the accesses (bounds from loops over values the range does not
/// reach: an `affine.min` of constants, a symbol the loop bounds leave
/// free, a guard, a zero-trip loop), the copy loops read and write past a
/// dynamic dimension's end at sizes where every access of the range is
/// inside the memref (data-copy differential mix seeds 163 and 190;
/// tests/lit/upstream-bugs/data-copy-dynamic-box-past-memref-end.mlir).
/// True if some parameter values and sizes put a point of the copy box at
/// or past the end of a dynamic dimension while every access of the memref
/// in the range is inside the memref ([`division_box_leaves_memref`] with
/// `dynamic_ends`). Then the copy loops of those dimensions are bounded by
/// the memref's size too (`affine.min` with a `memref.dim`), which keeps
/// every element a valid program's range touches; with DMAs, which
/// transfer whole boxes, the region is not copied.
fn dynamic_box_leaves_memref(
    ctx: &mut Context,
    region: &MemRefRegion,
    block: BlockId,
    range: OpRange,
    members: &RangeMembers,
) -> bool {
    division_box_leaves_memref(ctx, region, block, range, members, true)
}

/// Deliberate difference from `mlir-opt` 22, which copies the box its
/// region analysis gives: with `floordiv` / `ceildiv` / `mod` subscripts
/// the box is looser than the accesses (a quotient is bounded from the
/// loop bounds alone: `(3 * %i48 - 3) floordiv 2` with `%i48 >= %i42
/// floordiv 2`, `%i42 >= max(%s + 1, 0)` starts at column -2 for every
/// `%s`), and its copy loops read or write past the memref's ends at
/// parameter values where every access of the range is inside the memref
/// (data-copy differential default seed 68, mix seeds 117, 163, 175;
/// tests/lit/upstream-bugs/data-copy-division-box-past-memref.mlir).
/// True if some values of the parameters (the values the region and the
/// accesses are symbolic in: IVs of the loops around the range, function
/// arguments, sizes), in the domain of the loops around the range, put a
/// point of the copy box (the region's rows on one dimension each, as the
/// copy loops' bounds are read from them) outside the memref while no
/// access of the memref in the range touches an element outside it, at
/// any of its iterations (the exact access relations, with `affine.if`
/// conditions and division locals, the range's own loops existentially
/// quantified). Where that cannot be decided (the set difference's budget)
/// the answer is `true`: a valid program only touches elements inside the
/// memref, so clamping the box to it never loses an accessed element.
///
/// With `dynamic_ends`, the question is asked of the ends of the memref's
/// dynamic dimensions instead ([`dynamic_box_leaves_memref`]): the sizes
/// are parameters too (`N_d >= 0`, equal to a `memref.dim` of the memref
/// the loops use), a box point outside is one at or past `N_d` of a dynamic
/// dimension, and an access outside is one outside any dimension (before
/// its start, past a static or a dynamic end). The IVs of loops around the
/// range the box does not depend on are quantified with the range's own
/// (the copies may be hoisted out of those loops, and then run whether or
/// not they do: their constraints are dropped from the domain).
fn division_box_leaves_memref(
    ctx: &mut Context,
    region: &MemRefRegion,
    block: BlockId,
    range: OpRange,
    members: &RangeMembers,
    dynamic_ends: bool,
) -> bool {
    let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(region.memref)).clone() else {
        return false;
    };
    // A copy that fails as the region is (no bound on a dimension, no
    // constant extent, ...) fails in `mlir-opt` too: nothing to clamp.
    if copy_box(ctx, region, block, range, false, false).is_none() {
        return false;
    }
    let dynamic_dims: Vec<usize> = (0..shape.len()).filter(|&d| dynamic_ends && shape[d] == DYNAMIC).collect();
    if dynamic_ends && dynamic_dims.is_empty() {
        return false;
    }
    // The identifier of the size parameter of dynamic dimension `d`.
    let size_id = |d: usize| presburger::Identifier::Name(format!("memref-size-{d}"));
    // Appends the size parameters to `set` (a set over `[dims, params,
    // locals]`); returns their columns, by dimension.
    let add_sizes = |set: &mut IntegerRelation| -> HashMap<usize, usize> {
        let mut cols = HashMap::new();
        for &d in &dynamic_dims {
            let col = set.append_var(VarKind::Symbol, 1);
            set.set_id(VarKind::Symbol, col - set.var_kind_offset(VarKind::Symbol), Some(size_id(d)));
            cols.insert(d, col);
        }
        cols
    };
    let rel = &region.cst.rel;
    let rank = region.rank();
    let nvals = rel.num_dim_and_symbol_vars();
    let ncols = rel.num_cols();
    // The box: rows on at most one memref dimension, without locals.
    let mut boxed = rel.clone();
    boxed.clear_constraints();
    boxed.remove_var_range(VarKind::Local, 0, rel.num_local_vars());
    let box_row = |row: &[Int]| {
        let mut r = row[..nvals].to_vec();
        r.push(row[ncols - 1].clone());
        r
    };
    let single_dim = |row: &[Int]| {
        row[..rank].iter().filter(|c| !c.is_zero()).count() <= 1 && row[nvals..ncols - 1].iter().all(Int::is_zero)
    };
    for i in 0..rel.num_inequalities() {
        if single_dim(rel.inequality(i)) {
            boxed.add_inequality(&box_row(rel.inequality(i)));
        }
    }
    for i in 0..rel.num_equalities() {
        if single_dim(rel.equality(i)) {
            boxed.add_equality(&box_row(rel.equality(i)));
        }
    }
    // The values the box depends on (a symbol with a coefficient in one of
    // its rows).
    let box_values: HashSet<ValueId> = (rank..nvals)
        .filter(|&p| {
            (0..boxed.num_inequalities()).any(|i| !boxed.inequality(i)[p].is_zero())
                || (0..boxed.num_equalities()).any(|i| !boxed.equality(i)[p].is_zero())
        })
        .filter_map(|p| region.cst.value(p))
        .collect();
    // With `dynamic_ends`: an IV of a loop around the range that the box
    // does not depend on.
    let hoistable = |ctx: &Context, v: ValueId| {
        dynamic_ends && !box_values.contains(&v) && affine_dialects::affine::for_induction_var_owner(ctx, v).is_some()
    };
    let (mut boxed, box_cols) = as_parameter_set(&boxed, &|p| p >= rank);
    let box_sizes = add_sizes(&mut boxed);
    // The domain of the loops around the range.
    let Ok(domain) = op_index_set(ctx, range.begin, Resolution::EXACT) else { return true };
    let mut domain = domain.rel;
    if dynamic_ends {
        // Without the constraints on the IVs the copies may leave.
        let dropped: Vec<usize> = (0..domain.num_dim_and_symbol_vars())
            .filter(|&p| {
                domain
                    .space()
                    .id_at(p)
                    .and_then(affine_analysis::constraints::id_value)
                    .is_some_and(|v| hoistable(ctx, v))
            })
            .collect();
        if !dropped.is_empty() {
            let mut kept = domain.clone();
            kept.clear_constraints();
            for i in 0..domain.num_inequalities() {
                let row = domain.inequality(i);
                if dropped.iter().all(|&p| row[p].is_zero()) {
                    kept.add_inequality(row);
                }
            }
            for i in 0..domain.num_equalities() {
                let row = domain.equality(i);
                if dropped.iter().all(|&p| row[p].is_zero()) {
                    kept.add_equality(row);
                }
            }
            domain = kept;
        }
    }
    let (mut domain, _) = as_parameter_set(&domain, &|_| true);
    let nq = domain.num_range_vars();
    domain.convert_to_local(VarKind::Range, 0, nq);
    let domain_sizes = add_sizes(&mut domain);
    for (&d, &col) in &domain_sizes {
        // A size is not negative, and equals a `memref.dim` of it the loops
        // use.
        let width = domain.num_cols();
        let mut nonneg = vec![Int::ZERO; width];
        nonneg[col] = Int::from(1);
        domain.add_inequality(&nonneg);
        for p in 0..domain.num_dim_and_symbol_vars() {
            let Some(v) = domain.space().id_at(p).and_then(affine_analysis::constraints::id_value) else { continue };
            if dim_of(ctx, v) == Some((region.memref, d)) {
                let mut eq = vec![Int::ZERO; width];
                eq[col] = Int::from(1);
                eq[p] = Int::from(-1);
                domain.add_equality(&eq);
            }
        }
    }
    let mut outside_box = Vec::new();
    for (d, &size) in shape.iter().enumerate() {
        let pieces = if dynamic_ends {
            match box_sizes.get(&d) {
                Some(&n) => vec![past_dynamic_end(&boxed, box_cols[d], n)],
                None => Vec::new(),
            }
        } else {
            outside_memref_pieces(&boxed, box_cols[d], size)
        };
        for mut piece in pieces {
            // The box's point (and any anonymous variable) is existential.
            let nq = piece.num_range_vars();
            piece.convert_to_local(VarKind::Range, 0, nq);
            outside_box.push(piece);
        }
    }
    // Where an access touches an element outside the memref.
    let accesses: Vec<OpId> = range_ops(ctx, range)
        .into_iter()
        .flat_map(|o| ctx.ir.walk(o, WalkOrder::PreOrder))
        .filter(|&o| {
            let name = ctx.op_name_str(ctx.ir.op(o).name);
            (name == names::LOAD || name == names::STORE)
                && AffineAccessView::get(ctx, o).is_some_and(|a| a.memref == region.memref)
        })
        .collect();
    let mut outside_accesses = Vec::new();
    for op in accesses {
        let Some(access) = MemRefAccess::from_op(ctx, op) else { return true };
        let Ok((arel, _, _)) = access_relation(ctx, &access, Resolution::EXACT) else { return true };
        if arel.num_range_vars() != rank {
            return true;
        }
        // Values defined in the range (its loops' IVs) vary over its
        // iterations: existentially quantified.
        let defined_in_range = |p: usize| {
            let Some(v) = arel.space().id_at(p).and_then(affine_analysis::constraints::id_value) else {
                return true;
            };
            let owner =
                ctx.ir.defining_op(v).or_else(|| ctx.ir.value_parent_block(v).and_then(|b| ctx.ir.block_parent_op(b)));
            owner.is_some_and(|o| in_range(ctx, block, members, o)) || hoistable(ctx, v)
        };
        let (mut aset, cols) = as_parameter_set(&arel, &|p| !defined_in_range(p));
        let access_sizes = add_sizes(&mut aset);
        let first = arel.var_kind_offset(VarKind::Range);
        let nq = aset.num_range_vars();
        for (d, &size) in shape.iter().enumerate() {
            let mut pieces = outside_memref_pieces(&aset, cols[first + d], size);
            if let Some(&n) = access_sizes.get(&d) {
                pieces.push(past_dynamic_end(&aset, cols[first + d], n));
            }
            for mut piece in pieces {
                // The range's iterations and the element, projected out
                // exactly (what no exact step removes stays existential).
                piece.project_out_exact(0, nq);
                outside_accesses.push(piece);
            }
        }
    }
    // One parameter space for all of them.
    let mut template = domain.clone();
    template.clear_constraints();
    let nl = template.num_local_vars();
    template.remove_var_range(VarKind::Local, 0, nl);
    let mut pieces: Vec<&mut IntegerRelation> = outside_box.iter_mut().chain(outside_accesses.iter_mut()).collect();
    let mut domain = domain;
    for _ in 0..2 {
        template.merge_and_align_symbols(&mut domain);
        for piece in pieces.iter_mut() {
            template.merge_and_align_symbols(piece);
        }
    }
    let union = |rels: &[IntegerRelation], space: &IntegerRelation| {
        let mut u = PresburgerRelation::empty(space.space().clone());
        for r in rels {
            u.union_in_place(r.clone())?;
        }
        Ok::<_, presburger::SetError>(u)
    };
    let leaves = || -> Result<bool, presburger::SetError> {
        let b = union(&outside_box, &template)?.intersect(&PresburgerRelation::from_relation(domain))?;
        if b.is_integer_empty() {
            return Ok(false);
        }
        // Each access piece as a union of pieces whose locals are all
        // divisions (exact; a piece past the budget is left out: fewer
        // parameter values where an access leaves the memref can only clamp
        // more).
        let mut pending = Vec::new();
        for piece in &outside_accesses {
            pending.extend(piece.repr_with_only_div_locals(DIV_LOCALS_BUDGET).unwrap_or_default());
        }
        // A parameter point of the box's pieces in no access piece answers
        // `true`; otherwise the access piece it is in is taken out of the
        // box's pieces and the search goes on: the difference is made of the
        // pieces needed only, one at a time (past the budgets: `true`).
        let mut b = b;
        for _ in 0..DIFFERENCE_ROUNDS {
            let Some(point) = b.find_integer_sample() else { return Ok(false) };
            let holding = pending.iter().position(|piece| {
                let mut at = piece.clone();
                for (k, value) in point.iter().enumerate() {
                    at.add_bound(BoundType::EQ, k, value);
                }
                !at.is_integer_empty()
            });
            let Some(k) = holding else { return Ok(true) };
            let piece = pending.swap_remove(k);
            b = b.subtract(&PresburgerRelation::from_relation(piece))?.coalesce();
            if b.num_disjuncts() > DIFFERENCE_DISJUNCTS {
                return Ok(true);
            }
        }
        Ok(true)
    };
    leaves().unwrap_or(true)
}

/// The region's relation with what is known of the values its symbols
/// take: an IV of a loop with constant bounds ranges over that loop's
/// values (`s = lb + step * q`, `q >= 0`, so that a tile's box is checked
/// only at the tile origins the loop reaches); a constant, or a
/// `memref.dim` of a static dimension, is that value; any other symbol (a
/// function argument, a size, an IV of a loop with symbolic bounds) takes
/// any value, or, with `known_only`, makes the result `None`.
fn iteration_values(ctx: &Context, region: &MemRefRegion, known_only: bool) -> Option<IntegerRelation> {
    let mut rel = region.cst.rel.clone();
    let rank = region.rank();
    for p in rank..region.cst.rel.num_dim_and_symbol_vars() {
        let Some(v) = region.cst.value(p) else {
            if known_only {
                return None;
            }
            continue;
        };
        if !known_only && let Some(c) = Resolution::EXACT.constant(ctx, v) {
            rel.add_bound(BoundType::EQ, p, &Int::from(c));
            continue;
        }
        let Some(view) =
            affine_dialects::affine::for_induction_var_owner(ctx, v).and_then(|l| AffineForView::get(ctx, l))
        else {
            if known_only {
                return None;
            }
            continue;
        };
        let (Some(lb), Some(ub)) = (
            ctx.affine.map_single_constant_result(view.lower_map),
            ctx.affine.map_single_constant_result(view.upper_map),
        ) else {
            if known_only {
                return None;
            }
            continue;
        };
        rel.add_bound(BoundType::LB, p, &Int::from(lb));
        rel.add_bound(BoundType::UB, p, &Int::from(ub - 1));
        if view.step > 1 {
            let q = rel.append_var(VarKind::Local, 1);
            let ncols = rel.num_cols();
            let mut eq = vec![Int::ZERO; ncols];
            eq[p] = Int::from(1);
            eq[q] = Int::from(-view.step);
            eq[ncols - 1] = Int::from(-lb);
            rel.add_equality(&eq);
            let mut nonneg = vec![Int::ZERO; ncols];
            nonneg[q] = Int::from(1);
            rel.add_inequality(&nonneg);
        }
    }
    Some(rel)
}

/// The values the region is symbolic in (its variables after the memref
/// dimensions); `None` if one has no value.
fn region_symbols(region: &MemRefRegion) -> Option<Vec<ValueId>> {
    let rank = region.rank();
    (rank..region.cst.rel.num_dim_and_symbol_vars()).map(|p| region.cst.value(p)).collect()
}

/// What decides whether the copies of one memref may leave a loop around
/// the range: the range's affine loads / stores of the memref and the box
/// its copy-out writes back (if the range writes the memref).
struct HoistCheck {
    memref: ValueId,
    /// The affine loads / stores of the memref in the range, and whether
    /// each writes.
    accesses: Vec<(OpId, bool)>,
    /// The box the copy-out writes back: the constraints of the write
    /// region that involve at most one of its dims (those the copy loop
    /// bounds are read from), `None` if the range does not write.
    write_box: Option<ValueConstraints>,
    /// The range only writes the memref, by one store that writes every
    /// element of the box at each run of the range.
    covers: bool,
}

impl HoistCheck {
    fn new(ctx: &Context, memref: ValueId, range: OpRange, write_region: Option<&MemRefRegion>) -> HoistCheck {
        let mut accesses = Vec::new();
        for top in range_ops(ctx, range) {
            for op in ctx.ir.walk(top, WalkOrder::PreOrder) {
                let name = ctx.op_name_str(ctx.ir.op(op).name);
                if name != names::LOAD && name != names::STORE {
                    continue;
                }
                if let Some((_, write)) = access_memref_and_kind(ctx, op).filter(|&(m, _)| m == memref) {
                    accesses.push((op, write));
                }
            }
        }
        let write_box = write_region.map(|w| {
            let rank = w.rank();
            let mut rel = w.cst.rel.clone();
            let multi_dim = |row: &[Int]| row[..rank].iter().filter(|c| !c.is_zero()).count() > 1;
            for i in (0..rel.num_inequalities()).rev() {
                if multi_dim(rel.inequality(i)) {
                    rel.remove_inequality(i);
                }
            }
            for i in (0..rel.num_equalities()).rev() {
                if multi_dim(rel.equality(i)) {
                    rel.remove_equality(i);
                }
            }
            ValueConstraints { rel }
        });
        HoistCheck { memref, accesses, write_box, covers: false }
    }

    fn range_writes(&self) -> bool {
        self.accesses.iter().any(|&(_, w)| w)
    }
}

/// A constant interval per memref dimension (`None` where unknown) that
/// holds every element an access touches: its subscripts (linear, without
/// divisions) over the ranges of the IVs of constant-bound loops and of
/// index constants among their operands. A cheap filter before the exact
/// dependence checks of [`hoist_conflicts`]: two accesses whose intervals
/// are disjoint in one dimension never touch the same element, whatever
/// the iterations (K conflicting nests in one loop made those checks
/// quadratic: `bench/data-copy`).
fn access_intervals(ctx: &mut Context, access: &MemRefAccess) -> Vec<Option<(i64, i64)>> {
    let data = ctx.affine.map_data(access.map).clone();
    let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
    let operand_range = |ctx: &Context, v: ValueId| -> Option<(i64, i64)> {
        if let Some(c) = affine_dialects::arith::constant_index_value(ctx, v) {
            return Some((c, c));
        }
        let view = affine_dialects::affine::for_induction_var_owner(ctx, v).and_then(|l| AffineForView::get(ctx, l))?;
        let lb = ctx.affine.map_single_constant_result(view.lower_map)?;
        let ub = ctx.affine.map_single_constant_result(view.upper_map)?;
        (lb < ub).then_some((lb, ub - 1))
    };
    let ranges: Vec<Option<(i64, i64)>> = access.indices.iter().map(|&v| operand_range(ctx, v)).collect();
    let Ok(flat) = ctx.affine.flatten_exprs(&data.results, nd, ns) else { return vec![None; data.results.len()] };
    flat.rows
        .iter()
        .map(|row| {
            if !flat.locals.is_empty() || row.len() != nd + ns + 1 || ranges.len() != nd + ns {
                return None;
            }
            let (mut lo, mut hi) = (i128::from(row[nd + ns]), i128::from(row[nd + ns]));
            for (k, &c) in row[..nd + ns].iter().enumerate() {
                if c == 0 {
                    continue;
                }
                let (a, b) = ranges[k]?;
                let (x, y) = (i128::from(c) * i128::from(a), i128::from(c) * i128::from(b));
                lo += x.min(y);
                hi += x.max(y);
            }
            Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?))
        })
        .collect()
}

/// True if the intervals `a` and `b` (of [`access_intervals`]) are disjoint
/// in some dimension.
fn intervals_disjoint(a: &[Option<(i64, i64)>], b: &[Option<(i64, i64)>]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).any(|(x, y)| matches!((x, y), (Some((l1, h1)), Some((l2, h2))) if h1 < l2 || h2 < l1))
}

/// Deliberate difference from `mlir-opt` 22, which hoists the copies of a
/// region out of every loop the region does not depend on, even when the
/// loop accesses the memref outside the range
/// (`tests/lit/upstream-bugs/data-copy-hoist-past-other-accesses.mlir`):
/// true if hoisting the copies of `check.memref` out of `loop` (whose
/// child loop `inner` around the range they already leave, if any) would
/// change what an access sees. Inside `loop` the range uses the buffer
/// and the other accesses the memref, so it conflicts (exactly, by the
/// dependence check at the depths of `loop` and the loops it holds, in
/// one iteration of the loops outside it) when a write of the range
/// reaches a later read outside it, a write outside the range reaches a
/// later read of the range, or a write outside the range hits the box the
/// copy-out writes back afterwards. A read of the range before a write
/// outside it is harmless, and so is a read whose loaded value is dead
/// (`affine_analysis::dead_values`: it feeds no store, yield, subscript or
/// other effect, so a stale value there changes nothing; `mlir-opt`
/// hoists such copies too, data-copy differential seeds 1186 and 1218),
/// and so is a dependence whose stale values are all killed (only stored
/// over elements rewritten before any read, [`stale_values_killed`]: seed
/// 294). Any other use of the memref in `loop` (or an
/// access of a view that may alias it) conflicts.
fn hoist_conflicts(
    ctx: &mut Context,
    check: &HoistCheck,
    block: BlockId,
    members: &RangeMembers,
    copies: &CopyNests,
    loop_op: OpId,
    inner: Option<OpId>,
) -> bool {
    let depth = surrounding_ivs(ctx, loop_op).len() + 1;
    let range_writes = check.range_writes();
    let mut cache = RelationCache::default();
    // The range's accesses and their intervals, and the constant box the
    // copy-out writes back, for the filter of disjoint accesses.
    let mut mine_all = Vec::with_capacity(check.accesses.len());
    for &(r, r_write) in &check.accesses {
        let Some(mine) = MemRefAccess::from_op(ctx, r) else { return true };
        let intervals = access_intervals(ctx, &mine);
        mine_all.push((r, r_write, mine, intervals));
    }
    let write_box_intervals: Option<Vec<Option<(i64, i64)>>> = check.write_box.as_ref().map(|w| {
        (0..w.num_dims())
            .map(|d| {
                let (lo, hi) = w.rel.constant_bounds(d);
                Some((lo?.to_i64()?, hi?.to_i64()?))
            })
            .collect()
    });
    // The ops of the loop that may touch the range's elements or its
    // copy-out's box (the others pass every test below).
    let query: Vec<Option<(i64, i64)>> =
        mine_all.iter().map(|m| &m.3).chain(&write_box_intervals).map(|i| i.first().copied().flatten()).collect();
    let candidates = {
        let mut index = copies.hoist_index.borrow_mut();
        let ops = index.entry(loop_op).or_insert_with(|| LoopOps::build(ctx, copies, loop_op));
        ops.candidates(ctx, check.memref, &query)
    };
    let others: Vec<OpId> =
        candidates.into_iter().filter(|&o| o != loop_op && !in_range(ctx, block, members, o)).collect();
    for o in others {
        // The copies of other ranges move data between the memref and their
        // buffers unchanged (written-back elements not written by the
        // range were copied in): the accesses of those ranges to their
        // buffers stand for them, at the elements of the memref they
        // copy.
        if is_copy_machinery(ctx, copies, loop_op, o) {
            continue;
        }
        let name = ctx.op_name_str(ctx.ir.op(o).name);
        let Some((m, write)) = access_memref_and_kind(ctx, o) else {
            // (A `memref.dim` reads no element.)
            if ctx.ir.operands(o).contains(&check.memref) && name != "memref.dim" {
                return true;
            }
            continue;
        };
        let other = match copies.buffers.get(&m) {
            Some(b) if b.memref == check.memref && (name == names::LOAD || name == names::STORE) => {
                buffer_access_in_memref(ctx, o, b)
            }
            _ if m == check.memref => MemRefAccess::from_op(ctx, o),
            _ => {
                if (write || range_writes) && may_alias(ctx, m, check.memref, AliasMode::Views) {
                    return true;
                }
                continue;
            }
        };
        if !write && !range_writes {
            continue;
        }
        let Some(other) = other else { return true };
        let other_intervals = access_intervals(ctx, &other);
        // Pairs inside `inner` were checked at the deeper depths already.
        let old = inner.is_some_and(|i| ctx.ir.is_ancestor(i, o));
        for (r, r_write, mine, intervals) in &mine_all {
            let (r, r_write) = (*r, *r_write);
            if r_write == write || intervals_disjoint(intervals, &other_intervals) {
                // Write-write pairs: the box check below. Disjoint
                // accesses: no dependence.
                continue;
            }
            // A read whose value is dead may see a stale element.
            let reader = if r_write { o } else { r };
            if results_are_dead(ctx, reader) {
                continue;
            }
            let (src, dst) = if r_write { (mine, &other) } else { (&other, mine) };
            let pair = PairCheck::new(ctx, src, dst, DependenceOptions::default(), &mut cache);
            if pair.failed() {
                return true;
            }
            let deepest = if old { depth } else { pair.num_common_loops() + 1 };
            for d in depth..=deepest {
                match pair.check_depth(d, false, false, &mut cache).result {
                    DependenceResult::NoDependence => {}
                    DependenceResult::HasDependence if impossible_in_valid_runs(ctx, copies, src, dst, d) => {}
                    DependenceResult::HasDependence if stale_values_killed(ctx, copies, src, dst, d) => {}
                    _ => return true,
                }
            }
        }
        if write && write_box_intervals.as_ref().is_some_and(|b| intervals_disjoint(b, &other_intervals)) {
            // A write outside the copy-out's box (which holds every
            // element the range writes).
            continue;
        }
        if write && check.covers && loops_between_run(ctx, block, loop_op) {
            // The range's stores rewrite the whole box at every iteration
            // of `loop`: a write outside the range is lost to the copy-out
            // only if it comes after one of them in the same iteration.
            for (_, _, mine, _) in &mine_all {
                let pair = PairCheck::new(ctx, mine, &other, DependenceOptions::default(), &mut cache);
                if pair.failed() {
                    return true;
                }
                for d in depth + 1..=pair.num_common_loops() + 1 {
                    match pair.check_depth(d, false, false, &mut cache).result {
                        DependenceResult::NoDependence => {}
                        DependenceResult::HasDependence if impossible_in_valid_runs(ctx, copies, mine, &other, d) => {}
                        _ => return true,
                    }
                }
            }
        } else if let (true, Some(write_box)) = (write, &check.write_box) {
            let Ok(region) = region_of_access(ctx, &other, depth - 1) else {
                return true;
            };
            let mut written = region.cst;
            let mut target = write_box.clone();
            if written.num_dims() != target.num_dims() {
                return true;
            }
            merge_and_align_symbols(&mut target, &mut written);
            written.rel.append(&target.rel);
            if !written.rel.is_integer_empty() {
                return true;
            }
        }
    }
    false
}

/// Instance-wise kill analysis: true if every value the read `dst` may
/// see stale, at the instances where the dependence from the write `src`
/// at `depth` reaches it (the reads the moved copies make see another
/// write), changes nothing the function computes. The loaded value must
/// be dead apart from being stored (`affine_analysis::dead_values::value_store_sinks`),
/// and each store instance that stores a value of such a read instance
/// must be overwritten later in the function, by a store that writes at
/// every instance of its loops, with no read of the element after it
/// ([`store_instances_killed`]). `mlir-opt` 22 hoists copies without any
/// such check; where a stale value is only stored over an element that is
/// rewritten before anything reads it, its output is right (data-copy
/// differential seed 294, `tests/lit/data-copy/hoist-killed-stale-read.mlir`).
fn stale_values_killed(
    ctx: &mut Context,
    copies: &CopyNests,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    depth: usize,
) -> bool {
    let Some(&value) = ctx.ir.results(dst.op).first() else { return false };
    let Some(sinks) = affine_analysis::dead_values::value_store_sinks(ctx, value) else { return false };
    let details = check_with_details(ctx, src, dst, depth, false, DependenceOptions::default(), false);
    if details.from_aliasing {
        return false;
    }
    let Some(poly) = details.polyhedron else { return !details.result.has_dependence() };
    // The read instances that see the write: `[dst dims, symbols, locals]`.
    let mut stale = all_dims_as_domain(poly);
    stale.project_out_exact(0, details.src_dims.len());
    sinks.into_iter().all(|store| store_instances_killed(ctx, copies, store, &stale, &details.dst_dims))
}

/// `rel` with its range variables turned into domain variables after the
/// domain ones (a set over all its dims).
fn all_dims_as_domain(mut rel: IntegerRelation) -> IntegerRelation {
    let (nd, nr) = (rel.num_domain_vars(), rel.num_range_vars());
    rel.convert_var_kind(VarKind::Range, 0, nr, VarKind::Domain, nd);
    rel
}

/// `set` (domain variables `from`, no range variables) over the domain
/// variables `to`: dims of `from` are moved to the position of the same
/// value in `to`, dims of `to` it lacks are unconstrained, and dims of
/// `from` not in `to` become existential locals.
fn embed_dims(mut set: IntegerRelation, from: &[Option<ValueId>], to: &[Option<ValueId>]) -> IntegerRelation {
    let mut cur = from.to_vec();
    for (p, &t) in to.iter().enumerate() {
        match cur[p..].iter().position(|&c| c.is_some() && c == t) {
            Some(0) => {}
            Some(q) => {
                set.swap_var(p, p + q);
                cur.swap(p, p + q);
            }
            None => {
                set.insert_var(VarKind::Domain, p, 1);
                cur.insert(p, t);
            }
        }
    }
    if cur.len() > to.len() {
        set.convert_to_local(VarKind::Domain, to.len(), cur.len());
    }
    set
}

/// The affine load / store `op` as an access of the memref it reads or
/// writes: a fast buffer's access seen in the memref it holds a box of.
fn access_in_memref(ctx: &mut Context, copies: &CopyNests, op: OpId) -> Option<MemRefAccess> {
    let (m, _) = access_memref_and_kind(ctx, op)?;
    match copies.buffers.get(&m) {
        Some(b) => buffer_access_in_memref(ctx, op, &b.clone()),
        None => MemRefAccess::from_op(ctx, op),
    }
}

/// True if every op between `op` and `ancestor` is an `affine.for` whose
/// domain the dependence polyhedra model exactly (unit step, or a constant
/// lower bound): the op runs at every point of its iteration domain.
fn runs_at_every_iteration(ctx: &Context, op: OpId, ancestor: OpId) -> bool {
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if p == ancestor {
            return true;
        }
        let Some(view) = AffineForView::get(ctx, p) else { return false };
        if view.step != 1 && view.constant_lower_bound(ctx).is_none() {
            return false;
        }
        cur = ctx.ir.parent_op(p);
    }
    false
}

/// The integer points of `rel` with its variables `[pos, pos + num)`
/// projected out, or a subset of them: exact eliminations first, then the
/// dark shadow of each local left without a division representation.
/// `None` if such a local has an equality (eliminating it could only
/// over-approximate).
fn projection_subset(mut rel: IntegerRelation, pos: usize, num: usize) -> Option<IntegerRelation> {
    rel.project_out_exact(pos, num);
    loop {
        rel.remove_unused_local_vars();
        let reprs = rel.local_reprs();
        let Some(k) = reprs.iter().position(Option::is_none) else { return Some(rel) };
        let col = rel.var_kind_offset(VarKind::Local) + k;
        if (0..rel.num_equalities()).any(|e| !rel.equality(e)[col].is_zero()) {
            return None;
        }
        rel.fourier_motzkin_eliminate(col, true);
    }
}

/// True if no instance of the store `store` in `stale` (a set over
/// `stale_dims`: the instances of the loops around the op whose value it
/// stores) writes a value anything can observe: each is followed, in the
/// function, by another store to its element (one that runs at every
/// iteration of its loops), and no read of that element comes after it.
/// Decided on dependence polyhedra: the later reads must be empty, the
/// instances minus those with a later store (a subset of them, see
/// [`projection_subset`]) must be empty. Any access to the memref the
/// analysis does not model (a non-affine use, a view, a call) answers false.
/// The copies generated so far stand for the accesses they replace, as in
/// [`hoist_conflicts`].
fn store_instances_killed(
    ctx: &mut Context,
    copies: &CopyNests,
    store: OpId,
    stale: &IntegerRelation,
    stale_dims: &[Option<ValueId>],
) -> bool {
    if ctx.op_name_str(ctx.ir.op(store).name) != names::STORE {
        return false;
    }
    let Some(func) = enclosing_function_body(ctx, store).and_then(|b| ctx.ir.block_parent_op(b)) else {
        return false;
    };
    let Some(mine) = access_in_memref(ctx, copies, store) else { return false };
    let memref = mine.memref;
    let mut reads = Vec::new();
    let mut writes = Vec::new();
    for o in ctx.ir.walk(func, WalkOrder::PreOrder) {
        if o == func || is_copy_machinery(ctx, copies, func, o) {
            continue;
        }
        let name = ctx.op_name_str(ctx.ir.op(o).name);
        let scalar = name == names::LOAD || name == names::STORE;
        if let Some((m, write)) = access_memref_and_kind(ctx, o) {
            let origin = copies.buffers.get(&m).map_or(m, |b| b.memref);
            if origin != memref {
                if may_alias(ctx, origin, memref, AliasMode::Views) {
                    return false;
                }
                continue;
            }
            let Some(access) = scalar.then(|| access_in_memref(ctx, copies, o)).flatten() else { return false };
            if write {
                writes.push(access)
            } else {
                reads.push(access)
            }
            continue;
        }
        for &v in ctx.ir.operands(o) {
            let is_memref = matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::MemRef { .. });
            if !is_memref || copies.buffers.contains_key(&v) {
                continue;
            }
            if v == memref && name == "memref.dim" {
                continue;
            }
            if may_alias(ctx, v, memref, AliasMode::Views) {
                return false;
            }
        }
    }
    let opts = DependenceOptions::default();
    let mut cache = RelationCache::default();
    // The store's instances whose value may be stale, over its dims.
    let Ok((relation, _, _)) = access_relation(ctx, &mine, Resolution::EXACT) else { return false };
    let mut instances = relation;
    let nr = instances.num_range_vars();
    instances.convert_var_kind(VarKind::Range, 0, nr, VarKind::Local, 0);
    let store_dims: Vec<Option<ValueId>> = (0..instances.num_domain_vars())
        .map(|k| instances.space().id(VarKind::Domain, k).and_then(affine_analysis::constraints::id_value))
        .collect();
    let mut embedded = embed_dims(stale.clone(), stale_dims, &store_dims);
    instances.merge_and_align_symbols(&mut embedded);
    instances.merge_and_align_symbols(&mut embedded);
    let instances = instances.intersect(&embedded);
    if instances.is_integer_empty() {
        return true;
    }
    // `[store dims, other dims, symbols, locals]` of the pairs where `other`
    // comes after the store on its element, at each depth.
    let mut later = |ctx: &mut Context, other: &MemRefAccess| -> Option<Vec<IntegerRelation>> {
        let pair = PairCheck::new(ctx, &mine, other, opts, &mut cache);
        if pair.failed() {
            return None;
        }
        let mut out = Vec::new();
        for d in 1..=pair.num_common_loops() + 1 {
            let c = pair.check_depth(d, false, true, &mut cache);
            match (c.result, c.polyhedron) {
                (DependenceResult::NoDependence, _) => {}
                (DependenceResult::HasDependence, Some(p)) => out.push(all_dims_as_domain(p)),
                _ => return None,
            }
        }
        Some(out)
    };
    let ns = store_dims.len();
    let restrict = |p: &IntegerRelation| -> IntegerRelation {
        let mut p = p.clone();
        let mut inst = instances.clone();
        let extra = p.num_domain_vars() - ns;
        inst.insert_var(VarKind::Domain, ns, extra);
        p.merge_and_align_symbols(&mut inst);
        p.merge_and_align_symbols(&mut inst);
        p.intersect(&inst)
    };
    // No read of the element after a stale instance.
    for read in &reads {
        let Some(pieces) = later(ctx, read) else { return false };
        if pieces.iter().any(|p| p.num_domain_vars() < ns || !restrict(p).is_integer_empty()) {
            return false;
        }
    }
    // A later store to the element after every stale instance.
    let mut minuend = instances.clone();
    let mut covers = Vec::new();
    for write in &writes {
        if !runs_at_every_iteration(ctx, write.op, func) {
            continue;
        }
        let Some(pieces) = later(ctx, write) else { continue };
        for p in pieces {
            if p.num_domain_vars() < ns {
                return false;
            }
            let n = p.num_domain_vars() - ns;
            let Some(cover) = projection_subset(p, ns, n) else { continue };
            covers.push(cover);
        }
    }
    for c in covers.iter_mut() {
        minuend.merge_and_align_symbols(c);
    }
    for c in covers.iter_mut() {
        minuend.merge_and_align_symbols(c);
    }
    let mut subtrahend = PresburgerRelation::empty(minuend.space().clone());
    for c in covers {
        if subtrahend.union_in_place(c).is_err() {
            return false;
        }
    }
    PresburgerRelation::from_relation(minuend).subtract(&subtrahend).is_ok_and(|rest| rest.is_integer_empty())
}

/// True if `op` is in one of the copy nests (below `stop`).
/// Whether `op` belongs to the copies generated so far (inside a copy nest
/// below `stop`, or a DMA start/wait of one of their buffers): such ops
/// move data between a memref and its buffer unchanged, so the conflict
/// and coverage checks look at the accesses they stand for instead.
fn is_copy_machinery(ctx: &Context, copies: &CopyNests, stop: OpId, op: OpId) -> bool {
    if in_copy_nest(ctx, copies, stop, op) {
        return true;
    }
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    (name == names::DMA_START || name == names::DMA_WAIT)
        && ctx.ir.operands(op).iter().any(|v| copies.buffers.contains_key(v))
}

fn in_copy_nest(ctx: &Context, copies: &CopyNests, stop: OpId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(c) = cur.filter(|&c| c != stop) {
        if copies.contains(c) {
            return true;
        }
        cur = ctx.ir.parent_op(c);
    }
    false
}

/// The affine load / store `op` of a fast buffer as the access of the
/// memref the buffer holds a box of (subscripts plus the box's origin).
fn buffer_access_in_memref(ctx: &mut Context, op: OpId, buffer: &BufferOrigin) -> Option<MemRefAccess> {
    let mut access = MemRefAccess::from_op(ctx, op)?;
    let data = ctx.affine.map_data(access.map).clone();
    let nd = data.num_dims;
    let ns_extra = buffer.symbols.len() as u32;
    let shifted: Vec<AffineExpr> = (0..ns_extra).map(|i| ctx.affine.dim(nd + i)).collect();
    let results: Vec<AffineExpr> = data
        .results
        .iter()
        .zip(&buffer.origin)
        .map(|(&r, &o)| {
            let o = ctx.affine.replace_dims_and_symbols(o, &shifted, &[]);
            ctx.affine.add(r, o)
        })
        .collect();
    if results.len() != data.results.len() {
        return None;
    }
    access.map = ctx.affine.map(nd + ns_extra, data.num_symbols, &results);
    let mut indices = access.indices[..nd as usize].to_vec();
    indices.extend(&buffer.symbols);
    indices.extend(&access.indices[nd as usize..]);
    access.indices = indices;
    access.memref = buffer.memref;
    Some(access)
}

/// The region `access` touches, symbolic in its `depth` outermost loops
/// (MLIR's `MemRefRegion::compute` on the access as given, which may be a
/// buffer access seen in the memref).
fn region_of_access(ctx: &mut Context, access: &MemRefAccess, depth: usize) -> Result<MemRefRegion, AnalysisError> {
    MemRefRegion::compute_access(ctx, access, depth, None, RegionOptions::default())
}

/// True if every instance pair of the dependence from `src` to `dst` at
/// `depth` runs an out-of-bounds access (so none occurs in a valid
/// program): an affine load / store directly in the body of a loop runs at
/// every iteration of it, so the subscripts of those of each loop around
/// either access (each side with its own iteration) are inside their
/// memrefs; and a loop with a step runs only at `lb + step * q` (which the
/// domain leaves out for a non-constant lower bound, as MLIR's does).
/// Subscripts and bounds with divisions, or over values the polyhedron
/// has no column for, add nothing.
fn impossible_in_valid_runs(
    ctx: &mut Context,
    copies: &CopyNests,
    src: &MemRefAccess,
    dst: &MemRefAccess,
    depth: usize,
) -> bool {
    let details = check_with_details(ctx, src, dst, depth, false, DependenceOptions::default(), false);
    let Some(mut rel) = details.polyhedron else { return false };
    if details.from_aliasing || !details.result.has_dependence() {
        return false;
    }
    let sym_off = rel.var_kind_offset(VarKind::Symbol);
    let symbols: Vec<Option<ValueId>> = (0..rel.num_symbol_vars())
        .map(|i| rel.space().id(VarKind::Symbol, i).and_then(affine_analysis::constraints::id_value))
        .collect();
    let sides = [(&details.src_dims, 0usize), (&details.dst_dims, details.src_dims.len())];
    for (dims, offset) in sides {
        // The column of `v` on this side, if the polyhedron has one.
        let column = |v: ValueId| match dims.iter().position(|d| *d == Some(v)) {
            Some(p) => Some(offset + p),
            None => symbols.iter().position(|s| *s == Some(v)).map(|p| sym_off + p),
        };
        // `coeffs . operands + constant` as a row, if every operand with a
        // non-zero coefficient has a column.
        let as_row = |row: &[i64], operands: &[ValueId], ncols: usize| -> Option<Vec<Int>> {
            let mut out = vec![Int::ZERO; ncols];
            for (j, &operand) in operands.iter().enumerate() {
                if row[j] != 0 {
                    out[column(operand)?] = Int::from(row[j]);
                }
            }
            out[ncols - 1] = Int::from(row[row.len() - 1]);
            Some(out)
        };
        for (k, v) in dims.iter().enumerate() {
            let Some(view) = v
                .and_then(|v| affine_dialects::affine::for_induction_var_owner(ctx, v))
                .and_then(|f| AffineForView::get(ctx, f))
            else {
                continue;
            };
            let (body, step, lower_map) = (view.body, view.step, view.lower_map);
            let lower_operands = view.lower_operands.to_vec();
            // A step the domain leaves out (MLIR's, for a non-constant lower
            // bound): `iv = lb + step * q`, `q >= 0`.
            let lower = compose_map(ctx, lower_map, &lower_operands, affine_analysis::access::Resolution::EXACT);
            let data = ctx.affine.map_data(lower.map).clone();
            if step > 1 && data.results.len() == 1 {
                let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
                if let Ok(flat) = ctx.affine.flatten_exprs(&data.results, nd, ns) {
                    let row = &flat.rows[0];
                    if row[nd + ns..row.len() - 1].iter().all(|&c| c == 0) {
                        let q = rel.append_var(VarKind::Local, 1);
                        let ncols = rel.num_cols();
                        if let Some(mut eq) = as_row(row, &lower.operands, ncols) {
                            eq.iter_mut().for_each(|c| *c = -&*c);
                            eq[offset + k] = Int::from(1);
                            eq[q] = Int::from(-step);
                            rel.add_equality(&eq);
                            let mut nonneg = vec![Int::ZERO; ncols];
                            nonneg[q] = Int::from(1);
                            rel.add_inequality(&nonneg);
                        }
                    }
                }
            }
            let mut cur = ctx.ir.block(body).first;
            while let Some(op) = cur {
                cur = ctx.ir.op(op).next;
                let name = ctx.op_name_str(ctx.ir.op(op).name);
                if name != names::LOAD && name != names::STORE {
                    continue;
                }
                // A buffer access stands for the access of its memref (the
                // facts are the memref's bounds).
                let access = match access_memref_and_kind(ctx, op).and_then(|(m, _)| copies.buffers.get(&m)) {
                    Some(b) => buffer_access_in_memref(ctx, op, b),
                    None => MemRefAccess::from_op(ctx, op),
                };
                let Some(access) = access else { continue };
                let Some(shape) = ctx.shape(ctx.ir.value_type(access.memref)).map(<[i64]>::to_vec) else { continue };
                let vm = access.access_map(ctx, affine_analysis::access::Resolution::EXACT);
                let data = ctx.affine.map_data(vm.map).clone();
                let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
                let Ok(flat) = ctx.affine.flatten_exprs(&data.results, nd, ns) else { continue };
                let ncols = rel.num_cols();
                for (row, &size) in flat.rows.iter().zip(&shape) {
                    if row[nd + ns..row.len() - 1].iter().any(|&c| c != 0) {
                        continue;
                    }
                    // `f >= 0` and `size - 1 - f >= 0`.
                    let Some(lower) = as_row(row, &vm.operands, ncols) else { continue };
                    if size != DYNAMIC {
                        let mut upper: Vec<Int> = lower.iter().map(|c| -c).collect();
                        upper[ncols - 1] = Int::from(size - 1 - row[row.len() - 1]);
                        rel.add_inequality(&upper);
                    }
                    rel.add_inequality(&lower);
                }
            }
        }
    }
    rel.is_integer_empty()
}

/// MLIR's `findHighestBlockForPlacement`: the copies of `region` for the
/// range go right around the outermost of the loops around `block` that
/// the region does not depend on (and inside the memref's definition
/// scope); around the range itself when there is none. Returns that loop.
/// Unlike MLIR, with `guard`, a loop whose other accesses of the memref
/// conflict with the copies' (see [`hoist_conflicts`]) is not left.
fn highest_placement(
    ctx: &mut Context,
    region: &MemRefRegion,
    block: BlockId,
    members: &RangeMembers,
    copies: &CopyNests,
    check: &HoistCheck,
    guard: bool,
) -> Option<OpId> {
    let symbols: Vec<Option<ValueId>> =
        (region.rank()..region.cst.rel.num_dim_and_symbol_vars()).map(|p| region.cst.value(p)).collect();
    let memref_region = value_region(ctx, region.memref);
    let mut last_invariant: Option<OpId> = None;
    let mut cur = ctx.ir.block_parent_op(block);
    while let Some(op) = cur {
        let name = ctx.op_name_str(ctx.ir.op(op).name);
        if name != names::FOR && name != names::IF && name != names::PARALLEL {
            // MLIR's `getEnclosingAffineOps` skips other ops up to the
            // affine scope; stopping here keeps the copies inside them.
            break;
        }
        let hoistable = match (memref_region, ctx.ir.parent_region(op)) {
            (Some(m), Some(r)) => region_is_ancestor(ctx, m, r),
            _ => false,
        };
        if !hoistable || name != names::FOR {
            break;
        }
        let Some(iv) = AffineForView::get(ctx, op).map(|f| f.iv) else { break };
        if symbols.contains(&Some(iv)) {
            break;
        }
        if guard && hoist_conflicts(ctx, check, block, members, copies, op, last_invariant) {
            break;
        }
        last_invariant = Some(op);
        cur = ctx.ir.parent_op(op);
    }
    last_invariant
}

/// The placement of the copies: around `hoist_over` if given, else around
/// the range.
fn placement_around(ctx: &Context, hoist_over: Option<OpId>, range: OpRange) -> Placement {
    match hoist_over {
        Some(f) => Placement { copy_in: f, copy_out: ctx.ir.op(f).next.expect("a loop before its block's terminator") },
        None => Placement { copy_in: range.begin, copy_out: range.end },
    }
}

/// MLIR's `getMultiLevelStrides`: `(stride, elements per stride)` of each
/// level of striding of a copy of a `buffer_shape` box out of a memref of
/// shape `memref_shape`, outermost level last.
fn multi_level_strides(memref_shape: &[i64], buffer_shape: &[i64]) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    if buffer_shape.len() <= 1 {
        return out;
    }
    let (mut per_stride, mut stride) = (1i64, 1i64);
    for d in (1..buffer_shape.len()).rev() {
        let dim_size = memref_shape[d];
        stride = stride.wrapping_mul(dim_size);
        per_stride = per_stride.wrapping_mul(buffer_shape[d]);
        if buffer_shape[d] < dim_size && buffer_shape[d - 1] > 1 {
            out.push((stride, per_stride));
        }
    }
    out
}

/// True if a DMA of a `buffer_shape` box out of a memref of shape
/// `memref_shape` is described by [`multi_level_strides`]: no dynamic
/// dimension of the memref lies inside a box dimension of more than one
/// element. Past such a dimension, the distance between the box's rows
/// depends on the memref's runtime size, and whether the box spans that
/// dimension whole is unknown: MLIR's `getMultiLevelStrides` multiplies the
/// dynamic size's sentinel into the stride (wrapping to a stride of 0, or
/// treating the box as contiguous), and its DMA transfers other elements
/// than the accesses read (`tests/lit/data-copy/dma-dynamic-inner-dim.mlir`).
fn dma_strides_static(memref_shape: &[i64], buffer_shape: &[i64]) -> bool {
    let outermost_wide = buffer_shape.iter().position(|&e| e > 1).unwrap_or(buffer_shape.len());
    memref_shape.iter().enumerate().all(|(d, &size)| size != DYNAMIC || d <= outermost_wide)
}

/// `region` with the memref's bounds added to its box (as the write-only
/// safeguard clamps a copy-in of a write region).
fn clamped_to_memref(ctx: &Context, region: &MemRefRegion) -> MemRefRegion {
    let mut r = region.clone();
    if let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(r.memref)) {
        for (d, &size) in shape.iter().enumerate() {
            r.cst.rel.add_bound(BoundType::LB, d, &Int::ZERO);
            if size != DYNAMIC {
                r.cst.rel.add_bound(BoundType::UB, d, &Int::from(size - 1));
            }
        }
        r.cst.rel.remove_trivial_redundancy();
    }
    r
}

/// What [`generate_copy`] needs to know of a region's box before it makes
/// the buffer.
struct CopyBox {
    /// Elements of the box (not 0).
    num_elements: i64,
    memref_shape: Vec<i64>,
    elem: Type,
    buffer_shape: Vec<i64>,
    /// The box's origin per dimension, one result each, over the region's
    /// symbols.
    lbs: Vec<AffineMap>,
    /// The copy loops' bounds per dimension.
    lb_maps: Vec<AffineMap>,
    ub_maps: Vec<AffineMap>,
    /// The values the region is symbolic in.
    symbols: Vec<ValueId>,
}

/// The checks of MLIR's `generateCopy` before it makes the buffer, in its
/// order: `None` where it fails (a non-identity layout, rank 0, no constant
/// box size, a box origin with several results, a region dimension without
/// a lower or upper bound; and, a deliberate difference from `mlir-opt`
/// 22, which transfers the whole box and reads / writes past the memref's
/// end for a partial tile, a DMA box that can leave the memref:
/// tests/lit/upstream-bugs/data-copy-dma-partial-tile.mlir), `Some(None)`
/// where the box is empty (nothing to copy, a success). With
/// `dynamic_clamp` (the box can leave a dynamic dimension,
/// [`dynamic_box_leaves_memref`]) a DMA fails too: it transfers the whole
/// box; so does a copy whose sizes a loop bound cannot use
/// ([`dynamic_sizes_are_symbols`]).
fn copy_box(
    ctx: &mut Context,
    region: &MemRefRegion,
    block: BlockId,
    range: OpRange,
    generate_dma: bool,
    dynamic_clamp: bool,
) -> Option<Option<CopyBox>> {
    let memref = region.memref;
    let memref_type = ctx.ir.value_type(memref);
    let TypeData::MemRef { shape: memref_shape, elem, .. } = ctx.type_data(memref_type).clone() else {
        return None;
    };
    // MLIR's `getLayout().isIdentity()`: a rank-1 `strided<[1]>` counts.
    if !has_identity_layout(ctx, memref_type) {
        return None;
    }
    let rank = memref_shape.len();
    if rank == 0 {
        return None;
    }
    let (num_elements, buffer_shape, lbs) = region.constant_bounding_size_and_shape(ctx)?;
    if lbs.iter().any(|&m| ctx.affine.map_data(m).results.len() > 1) {
        return None;
    }
    if num_elements == 0 {
        return Some(None);
    }
    if generate_dma && !dma_strides_static(&memref_shape, &buffer_shape) {
        return None;
    }
    if dynamic_clamp && (generate_dma || !dynamic_sizes_are_symbols(ctx, memref)) {
        return None;
    }
    if generate_dma
        && !dma_box_in_bounds(
            ctx,
            region,
            &memref_shape,
            &lbs,
            &buffer_shape,
            guarded_access(ctx, block, range, memref),
        )
    {
        return None;
    }
    let nvars = region.cst.rel.num_dim_and_symbol_vars();
    let mut lb_maps = Vec::with_capacity(rank);
    let mut ub_maps = Vec::with_capacity(rank);
    for i in 0..rank {
        let (lb, ub) = lower_and_upper_bound(ctx, &region.cst.rel, i, 0, rank, nvars, false);
        if ctx.affine.map_data(lb).results.is_empty() || ctx.affine.map_data(ub).results.is_empty() {
            return None;
        }
        lb_maps.push(lb);
        ub_maps.push(ub);
    }
    let symbols = region_symbols(region)?;
    Some(Some(CopyBox { num_elements, memref_shape, elem, buffer_shape, lbs, lb_maps, ub_maps, symbols }))
}

/// True if [`generate_copy`] of `region` over `range` of `block` copies
/// nothing: one of its checks before the buffer fails ([`copy_box`]), or,
/// with DMAs, the box needs more than one level of strides (MLIR's
/// `generateCopy` then fails after allocating the buffer, which stays,
/// unused, where the copies would have gone).
fn copy_fails(
    ctx: &mut Context,
    region: &MemRefRegion,
    block: BlockId,
    range: OpRange,
    generate_dma: bool,
    dynamic_clamp: bool,
) -> bool {
    match copy_box(ctx, region, block, range, generate_dma, dynamic_clamp) {
        None => true,
        Some(None) => false,
        Some(Some(b)) => generate_dma && multi_level_strides(&b.memref_shape, &b.buffer_shape).len() > 1,
    }
}

/// The bounds and buffer indexing of a point-wise copy nest.
struct CopyNestSpec<'a> {
    memref: ValueId,
    fast: ValueId,
    lb_maps: &'a [AffineMap],
    ub_maps: &'a [AffineMap],
    /// Operands of the bound maps (the region's symbols).
    bound_operands: &'a [ValueId],
    /// Per dimension, the buffer's origin in the memref over the bound
    /// operands (as dims).
    offsets: &'a [AffineExpr],
    /// Per dimension, a size the copy loop also stops at (a dynamic
    /// dimension's `memref.dim`, [`dynamic_box_leaves_memref`]).
    ub_limits: &'a [Option<ValueId>],
    copy_out: bool,
}

/// MLIR's `generatePointWiseCopy`: a nest of one loop per memref dimension
/// over the region's bounds copying `memref[ivs]` into (or, for a
/// copy-out, from) `fast[ivs - offsets]`; returns the outermost loop.
fn generate_point_wise_copy(ctx: &mut Context, spec: &CopyNestSpec<'_>, loc: Location, mut ip: InsertPoint) -> OpId {
    let rank = spec.lb_maps.len();
    let mut mem_indices = Vec::with_capacity(rank);
    let mut buf_exprs = Vec::with_capacity(rank);
    let mut buf_operands = Vec::with_capacity(2 * rank);
    let mut maybe_dead = Vec::with_capacity(rank);
    let mut root = None;
    for d in 0..rank {
        let lb = (spec.lb_maps[d], spec.bound_operands.to_vec());
        let mut ub = (spec.ub_maps[d], spec.bound_operands.to_vec());
        if let Some(size) = spec.ub_limits.get(d).copied().flatten() {
            // `min(ub, size)`: the size as one more symbol.
            let data = ctx.affine.map_data(ub.0).clone();
            let mut results = data.results.clone();
            results.push(ctx.affine.symbol(data.num_symbols));
            ub.0 = ctx.affine.map(data.num_dims, data.num_symbols + 1, &results);
            ub.1.push(size);
        }
        let for_op = create_canonicalized_for(ctx, lb, ub, loc, ip);
        root.get_or_insert(for_op);
        let view = AffineForView::get(ctx, for_op).expect("a loop");
        let (iv, body) = (view.iv, view.body);
        ip = InsertPoint::Before(ctx.ir.terminator(body).expect("a yield"));
        let offset_map = ctx.affine.map(spec.bound_operands.len() as u32, 0, &[spec.offsets[d]]);
        let offset = build_apply(ctx, offset_map, spec.bound_operands, loc, ip);
        let (lo, hi) = (ctx.affine.dim(2 * d as u32), ctx.affine.dim(2 * d as u32 + 1));
        buf_exprs.push(ctx.affine.sub(hi, lo));
        buf_operands.push(ctx.ir.result(offset, 0));
        buf_operands.push(iv);
        maybe_dead.push(offset);
        mem_indices.push(iv);
    }
    let mut buf_map = ctx.affine.map(2 * rank as u32, 0, &buf_exprs);
    fully_compose_affine_map_and_operands(ctx, &mut buf_map, &mut buf_operands);
    buf_map = ctx.affine.simplify_affine_map(buf_map);
    canonicalize_map_and_operands(ctx, &mut buf_map, &mut buf_operands);
    for a in maybe_dead {
        if ctx.ir.results_unused(a) {
            ctx.ir.erase_op(a);
        }
    }
    let identity = ctx.affine.multi_dim_identity_map(rank as u32);
    if spec.copy_out {
        let load = build_load(ctx, spec.fast, buf_map, &buf_operands, loc, ip);
        let v = ctx.ir.result(load, 0);
        build_store(ctx, v, spec.memref, identity, &mem_indices, loc, ip);
    } else {
        let load = build_load(ctx, spec.memref, identity, &mem_indices, loc, ip);
        let v = ctx.ir.result(load, 0);
        build_store(ctx, v, spec.fast, buf_map, &buf_operands, loc, ip);
    }
    root.expect("a non-zero rank")
}

/// The size of dynamic dimension `d` of `memref`: the size operand of its
/// `memref.alloc` / `memref.alloca` where it has one, else a `memref.dim`
/// at `ip` (its index constant at `top`, with the other constants).
fn dim_size(ctx: &mut Context, memref: ValueId, d: usize, loc: Location, top: InsertPoint, ip: InsertPoint) -> ValueId {
    if let Some(def) = ctx.ir.defining_op(memref)
        && affine_dialects::memref::is_alloc_like(ctx, def)
        && let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(memref))
    {
        let dynamic_before = shape[..d].iter().filter(|&&s| s == DYNAMIC).count();
        if let Some(&size) = ctx.ir.operands(def).get(dynamic_before) {
            return size;
        }
    }
    let c = build_constant_index(ctx, d as i64, loc, top);
    let index = ctx.ir.result(c, 0);
    let index_type = ctx.index_type();
    let mut st = affine_ir::ir::OpState::new(ctx.op_name("memref.dim"), loc);
    st.operands = vec![memref, index];
    st.result_types.push(index_type);
    let dim = ctx.ir.create_op_at(st, ip);
    ctx.ir.result(dim, 0)
}

/// True if the sizes [`dim_size`] gives for the dynamic dimensions of
/// `memref` are valid affine symbols (a copy loop bound can use them): the
/// size operands of its allocation, or `memref.dim`s of a memref defined at
/// the top level of an affine scope.
fn dynamic_sizes_are_symbols(ctx: &Context, memref: ValueId) -> bool {
    let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(memref)) else { return false };
    let alloc = ctx.ir.defining_op(memref).filter(|&d| affine_dialects::memref::is_alloc_like(ctx, d));
    let dynamic = shape.iter().filter(|&&s| s == DYNAMIC).count();
    match alloc {
        Some(def) if ctx.ir.operands(def).len() >= dynamic => {
            ctx.ir.operands(def)[..dynamic].iter().all(|&v| affine_dialects::affine::scope::is_valid_symbol(ctx, v))
        }
        _ => affine_dialects::affine::scope::is_top_level_value(ctx, memref),
    }
}

/// The state one call of [`affine_data_copy_generate`] shares between the
/// regions it copies.
struct CopyState<'a> {
    opts: CopyOptions,
    fast_buffers: HashMap<ValueId, ValueId>,
    copy_nests: &'a mut CopyNests,
    /// Memrefs whose copy loops are bounded by their dynamic sizes too
    /// ([`dynamic_box_leaves_memref`]).
    dynamic_clamps: HashSet<ValueId>,
}

/// The index constant 0 MLIR's `generateCopy` creates first, at the start
/// of the function around `op` (with the function's location), whether or
/// not the copy succeeds; `None` outside a function.
fn function_start_zero(ctx: &mut Context, op: OpId) -> Option<OpId> {
    let func_body = enclosing_function_body(ctx, op)?;
    let func_loc = ctx.ir.block_parent_op(func_body).map_or(ctx.ir.op(op).loc, |f| ctx.ir.op(f).loc);
    Some(build_constant_index(ctx, 0, func_loc, InsertPoint::BlockStart(func_body)))
}

/// MLIR's `generateCopy`: allocates the fast buffer of `region` (unless
/// one exists for its memref), generates the copy in / out at `placement`
/// and rewrites the accesses of `range` to the buffer. Returns the new
/// range (its ends may have moved) and the size of the buffer allocated,
/// or `None` where MLIR's copy generation fails (some IR may already have
/// been created then, as in MLIR).
fn generate_copy(
    ctx: &mut Context,
    region: &MemRefRegion,
    block: BlockId,
    range: OpRange,
    placement: Placement,
    state: &mut CopyState<'_>,
) -> Option<(OpRange, u64)> {
    let mut new_range = range;
    let zero_op = function_start_zero(ctx, range.begin)?;
    let zero = ctx.ir.result(zero_op, 0);
    // MLIR's `top` builder: constants at the start of the function, before
    // the zero just created.
    let top = InsertPoint::Before(zero_op);
    if range.begin == range.end {
        return Some((range, 0));
    }
    let last_copy_op = ctx.ir.op(range.end).prev.expect("a non-empty range");
    let copy_out_at_end = range.end == placement.copy_out;
    let prologue = InsertPoint::Before(placement.copy_in);
    let epilogue = InsertPoint::Before(placement.copy_out);
    let b = if region.write { epilogue } else { prologue };
    let loc = region.loc;
    let memref = region.memref;
    let dynamic_clamp = state.dynamic_clamps.contains(&memref);
    let CopyBox { num_elements, memref_shape, elem, buffer_shape, mut lbs, lb_maps, ub_maps, symbols } =
        match copy_box(ctx, region, block, range, state.opts.generate_dma, dynamic_clamp)? {
            Some(b) => b,
            None => return Some((range, 0)),
        };
    let rank = memref_shape.len();

    let mut mem_indices = Vec::with_capacity(rank);
    let mut buf_indices = Vec::with_capacity(rank);
    let mut offsets = Vec::with_capacity(rank);
    for lb in &mut lbs {
        if let Some(c) = ctx.affine.map_single_constant_result(*lb) {
            if c == 0 {
                mem_indices.push(zero);
            } else {
                let k = build_constant_index(ctx, c, loc, top);
                mem_indices.push(ctx.ir.result(k, 0));
            }
        } else {
            // The region's symbols become dims: in the IR they are valid
            // dims, not necessarily valid symbols.
            let ns = ctx.affine.map_data(*lb).num_symbols;
            let dims: Vec<AffineExpr> = (0..ns).map(|i| ctx.affine.dim(i)).collect();
            *lb = ctx.affine.replace_dims_and_symbols_in_map(*lb, &[], &dims, ns, 0);
            let a = build_apply(ctx, *lb, &symbols, loc, b);
            mem_indices.push(ctx.ir.result(a, 0));
        }
        buf_indices.push(zero);
        offsets.push(ctx.affine.map_data(*lb).results[0]);
    }

    let existing = state.fast_buffers.get(&memref).copied();
    let mut size_in_bytes = 0u64;
    let fast = match existing {
        Some(f) => f,
        None => {
            let memory_space = memory_space_attr(ctx, state.opts.fast_memory_space);
            let fast_type = ctx.ty(TypeData::MemRef { shape: buffer_shape.clone(), elem, layout: None, memory_space });
            let alloc = build_static_alloc(ctx, fast_type, loc, prologue);
            let fast = ctx.ir.result(alloc, 0);
            state.fast_buffers.insert(memref, fast);
            let origin = BufferOrigin { memref, origin: offsets.clone(), symbols: symbols.clone() };
            state.copy_nests.buffers.insert(fast, origin);
            size_in_bytes = element_size_bytes(ctx, fast_type)
                .map_or(0, |e| (e as u64).wrapping_mul(buffer_shape.iter().product::<i64>() as u64));
            fast
        }
    };
    let num_elements_op = build_constant_index(ctx, num_elements, loc, top);
    let num_elements_value = ctx.ir.result(num_elements_op, 0);

    let mut stride = None;
    if state.opts.generate_dma {
        let strides = multi_level_strides(&memref_shape, &buffer_shape);
        if strides.len() > 1 {
            return None;
        }
        if let Some(&(s, n)) = strides.first() {
            let s = build_constant_index(ctx, s, loc, top);
            let n = build_constant_index(ctx, n, loc, top);
            stride = Some((ctx.ir.result(s, 0), ctx.ir.result(n, 0)));
        }
    }

    let mut mem_map = ctx.affine.multi_dim_identity_map(rank as u32);
    fully_compose_affine_map_and_operands(ctx, &mut mem_map, &mut mem_indices);
    let mut buf_map = ctx.affine.multi_dim_identity_map(rank as u32);
    fully_compose_affine_map_and_operands(ctx, &mut buf_map, &mut buf_indices);

    if !state.opts.generate_dma {
        let ub_limits: Vec<Option<ValueId>> = memref_shape
            .iter()
            .enumerate()
            .map(|(d, &size)| (dynamic_clamp && size == DYNAMIC).then(|| dim_size(ctx, memref, d, loc, top, b)))
            .collect();
        let spec = CopyNestSpec {
            memref,
            fast,
            lb_maps: &lb_maps,
            ub_maps: &ub_maps,
            bound_operands: &symbols,
            offsets: &offsets,
            ub_limits: &ub_limits,
            copy_out: region.write,
        };
        let nest = generate_point_wise_copy(ctx, &spec, loc, b);
        state.copy_nests.insert(nest);
        if region.write && copy_out_at_end {
            new_range.end = nest;
        }
    } else {
        let tag_space = memory_space_attr(ctx, state.opts.tag_memory_space);
        let i32t = ctx.int_type(32);
        let tag_type = ctx.ty(TypeData::MemRef { shape: vec![1], elem: i32t, layout: None, memory_space: tag_space });
        let tag_alloc = build_static_alloc(ctx, tag_type, loc, prologue);
        let tag_memref = ctx.ir.result(tag_alloc, 0);
        let mut tag_indices = vec![zero];
        let mut tag_map = ctx.affine.multi_dim_identity_map(1);
        fully_compose_affine_map_and_operands(ctx, &mut tag_map, &mut tag_indices);
        let slow = DmaAccess { memref, map: mem_map, indices: mem_indices };
        let fast_access = DmaAccess { memref: fast, map: buf_map, indices: buf_indices };
        let tag = DmaAccess { memref: tag_memref, map: tag_map, indices: tag_indices };
        if region.write {
            let start = build_dma_start(ctx, &fast_access, &slow, &tag, num_elements_value, stride, loc, b);
            if copy_out_at_end {
                new_range.end = start;
            }
        } else {
            build_dma_start(ctx, &slow, &fast_access, &tag, num_elements_value, stride, loc, b);
        }
        let wait_tag = DmaAccess { indices: vec![zero], ..tag };
        build_dma_wait(ctx, &wait_tag, num_elements_value, loc, b);
        let tag_dealloc = build_dealloc(ctx, tag_memref, loc, epilogue);
        if new_range.end == range.end && copy_out_at_end {
            new_range.end = tag_dealloc;
        }
    }

    if existing.is_none() {
        let dealloc = build_dealloc(ctx, fast, loc, epilogue);
        if !state.opts.generate_dma && new_range.end == range.end && copy_out_at_end {
            new_range.end = dealloc;
        }
    }

    // Accesses of the range use the buffer at `subscripts - origin`.
    let n = symbols.len() as u32;
    let remap_exprs: Vec<AffineExpr> = offsets
        .iter()
        .enumerate()
        .map(|(i, &o)| {
            let d = ctx.affine.dim(n + i as u32);
            ctx.affine.sub(d, o)
        })
        .collect();
    let index_remap = ctx.affine.map(n + rank as u32, 0, &remap_exprs);
    let prev_of_begin = ctx.ir.op(range.begin).prev;
    // The users in `[range.begin, last_copy_op]` (the copies were placed
    // outside it), found by walking the range rather than by filtering
    // every use of the memref in the function.
    let tops = range_ops(ctx, OpRange { begin: range.begin, end: last_copy_op });
    let users = memref_users_in_ops(ctx, memref, tops.into_iter().chain([last_copy_op]));
    let remap = MemRefRemap { index_remap: Some(index_remap), extra_operands: symbols, ..MemRefRemap::default() };
    // As in MLIR, a range whose memref has other users keeps its accesses.
    let _ = replace_memref_uses_among(ctx, memref, fast, &remap, &users);
    new_range.begin = match prev_of_begin {
        Some(p) => ctx.ir.op(p).next.expect("the range is not empty"),
        None => ctx.ir.block(block).first.expect("a non-empty block"),
    };
    Some((new_range, size_in_bytes))
}

/// The diagnostics copy generation emits (MLIR emits them on the context
/// while it runs), each already with its `see current operation` note.
pub type CopyDiagnostics = Vec<Diagnostic>;

/// `diag` emitted on `op` as `mlir-opt` emits it: with a note showing the
/// op as it is now (in generic form for an error, custom form otherwise).
pub fn op_diagnostic(ctx: &Context, op: OpId, diag: Diagnostic) -> Diagnostic {
    if diag.severity == Severity::Error {
        let note = current_op_note(ctx, op);
        return diag.with_note(note.loc, note.message);
    }
    let text = print_op_local(ctx, op, &PrintOptions::for_diagnostic(false, ctx.diag_debug_info));
    let separator = if text.contains('\n') { "\n" } else { "" };
    diag.with_note(ctx.ir.op(op).loc, format!("see current operation: {separator}{text}"))
}

/// MLIR's `MemRefRegion::compute` as copy generation calls it, with the
/// error MLIR emits when the access map cannot be composed (semi-affine).
pub fn compute_region_reporting(
    ctx: &mut Context,
    op: OpId,
    depth: usize,
    opts: RegionOptions,
    diags: &mut CopyDiagnostics,
) -> Option<MemRefRegion> {
    match MemRefRegion::compute(ctx, op, depth, None, opts) {
        Ok(r) => Some(r),
        Err(e) => {
            if matches!(e, AnalysisError::ComposeAccessMap(_) | AnalysisError::Flatten(_)) {
                let loc = ctx.ir.op(op).loc;
                let d = Diagnostic::error(loc, affine_analysis::bound_check::COMPOSE_FAILURE_MESSAGE);
                diags.push(op_diagnostic(ctx, op, d));
            }
            None
        }
    }
}

/// The regions of one memref read or written by a range, in order of first
/// access (MLIR's `SmallMapVector`).
#[derive(Default)]
struct RegionList {
    regions: Vec<MemRefRegion>,
}

impl RegionList {
    fn position(&self, memref: ValueId) -> Option<usize> {
        self.regions.iter().position(|r| r.memref == memref)
    }
}

/// MLIR's `affineDataCopyGenerate(begin, end, ...)`: generates copies for
/// the memref regions the affine loads and stores of the ops `[begin, end)`
/// of one block access (only those of `filter_memref` when given), at the
/// depth of the range and hoisted as high as possible. False where MLIR
/// returns failure. A warning is added to `diags` when the buffers exceed
/// the fast memory capacity.
pub fn affine_data_copy_generate(
    ctx: &mut Context,
    begin: OpId,
    end: OpId,
    opts: CopyOptions,
    filter_memref: Option<ValueId>,
    copy_nests: &mut CopyNests,
    diags: &mut CopyDiagnostics,
) -> bool {
    if begin == end {
        return true;
    }
    let block = ctx.ir.op(begin).parent.expect("an op in a block");
    let block_region = ctx.ir.block(block).parent;
    let copy_depth = nesting_depth(ctx, begin);
    let mut reads = RegionList::default();
    let mut writes = RegionList::default();
    let mut error = false;
    let range = OpRange { begin, end };
    'walk: for top_op in range_ops(ctx, range) {
        for op in ctx.ir.walk(top_op, WalkOrder::PostOrder) {
            let name = ctx.op_name_str(ctx.ir.op(op).name);
            if name != names::LOAD && name != names::STORE {
                continue;
            }
            let Some(access) = AffineAccessView::get(ctx, op) else { continue };
            let memref = access.memref;
            if filter_memref.is_some_and(|f| f != memref) {
                continue;
            }
            if integer_memory_space(ctx, memref).is_some_and(|s| s != i128::from(opts.slow_memory_space)) {
                continue;
            }
            let defined_around = match (value_region(ctx, memref), block_region) {
                (Some(m), Some(r)) => region_is_ancestor(ctx, m, r),
                _ => false,
            };
            if !defined_around {
                continue;
            }
            let options = RegionOptions { add_memref_dim_bounds: false, ..RegionOptions::default() };
            let mut region = match compute_region_reporting(ctx, op, copy_depth, options, diags) {
                Some(r) => r,
                None => match full_memref_region(ctx, op, copy_depth) {
                    Some(r) => r,
                    None => {
                        error = true;
                        break 'walk;
                    }
                },
            };
            // One bounding box per memref across its reads and writes: a
            // union with the region in either list updates both.
            let mut exists = [false, false];
            for (k, list) in [&mut reads, &mut writes].into_iter().enumerate() {
                let Some(i) = list.position(region.memref) else { continue };
                exists[k] = true;
                if list.regions[i].union_bounding_box(&region) {
                    region.cst = list.regions[i].cst.clone();
                } else {
                    let Some(full) = full_memref_region(ctx, op, copy_depth) else {
                        error = true;
                        break 'walk;
                    };
                    region.cst = full.cst.clone();
                    list.regions[i].cst = full.cst;
                }
            }
            if region.write && !exists[1] {
                writes.regions.push(region);
            } else if !region.write && !exists[0] {
                reads.regions.push(region);
            }
        }
    }
    if error {
        return false;
    }
    // The affine loads and stores of the range: memref, and whether it
    // writes.
    let mut accessed: Vec<(ValueId, bool)> = Vec::new();
    for top_op in range_ops(ctx, range) {
        for op in ctx.ir.walk(top_op, WalkOrder::PreOrder) {
            let name = ctx.op_name_str(ctx.ir.op(op).name);
            if name != names::LOAD && name != names::STORE {
                continue;
            }
            if let Some(access) = AffineAccessView::get(ctx, op) {
                accessed.push((access.memref, name == names::STORE));
            }
        }
    }
    // A memref the range also accesses by other ops (`memref.load`/`store`,
    // vector transfers, calls, ...) keeps its accesses: only the affine
    // loads and stores would move to the buffer, and the others would see
    // stale data or have their writes lost. `mlir-opt` 22 copies it anyway
    // (tests/lit/upstream-bugs/data-copy-non-affine-access.mlir). Unless
    // the memref is read-only in the range: the other ops only read it (by
    // their memory effects) and nothing in the range may write it (no
    // affine store, no other op's write, of it or of a value that may alias
    // it); then the buffer holds what the memref holds throughout, and the
    // copy is made as `mlir-opt` makes it (tests/frontends/pg-clamp-border,
    // tests/lit/data-copy/read-only-unmodeled-reader.mlir).
    let mut unmodeled = Vec::new();
    let is_affine_access = |ctx: &Context, op: OpId| {
        let name = ctx.op_name_str(ctx.ir.op(op).name);
        (name == names::LOAD || name == names::STORE) && AffineAccessView::get(ctx, op).is_some()
    };
    for top_op in range_ops(ctx, range) {
        unmodeled_accesses(ctx, top_op, &is_affine_access, &mut unmodeled);
    }
    // `mlir-opt`'s order of its regions (reads, then writes), kept for the
    // regions refused below: `mlir-opt` still calls `generateCopy` on them.
    let mlir_order: Vec<(ValueId, bool)> =
        reads.regions.iter().chain(&writes.regions).map(|r| (r.memref, r.write)).collect();
    let mut refused: Vec<MemRefRegion> = Vec::new();
    let mut refuse = |list: &mut RegionList, out: &dyn Fn(ValueId) -> bool| {
        let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut list.regions).into_iter().partition(|r| out(r.memref));
        list.regions = kept;
        refused.extend(gone);
    };
    if !unmodeled.is_empty() {
        let touched = |memref: ValueId| {
            let may_touch = |u: &&UnmodeledAccess| u.memref.is_none_or(|m| may_alias(ctx, m, memref, AliasMode::Views));
            let mut touching = unmodeled.iter().filter(may_touch).peekable();
            if touching.peek().is_none() {
                return false;
            }
            let written_in_range = accessed.iter().any(|&(m, w)| w && may_alias(ctx, m, memref, AliasMode::Views));
            written_in_range || touching.any(|u| u.write)
        };
        refuse(&mut reads, &touched);
        refuse(&mut writes, &touched);
    }
    // A memref the range also accesses through another value that may alias
    // it (a view of the same buffer: subview, reinterpret_cast, ...) keeps
    // its accesses when either value is written in the range: each value
    // would get a buffer of its own, so a write through one is not seen by
    // reads of the other's buffer, or is overwritten by its copy-out.
    // `mlir-opt` 22 copies them anyway
    // (tests/lit/upstream-bugs/data-copy-view-alias.mlir).
    let written = |memref: ValueId| accessed.iter().any(|&(m, w)| w && m == memref);
    let aliased_and_written = |ctx: &Context, memref: ValueId| {
        accessed.iter().any(|&(other, w)| {
            other != memref && (w || written(memref)) && may_alias(ctx, other, memref, AliasMode::Views)
        })
    };
    refuse(&mut reads, &|m| aliased_and_written(ctx, m));
    refuse(&mut writes, &|m| aliased_and_written(ctx, m));
    // The regions and their unions are `mlir-opt`'s (where a union fails, it
    // takes the whole memref, which is then what we copy too); only the
    // final box of a memref with a guarded access is clamped, where it can
    // reach outside the memref, and a box whose copy loops can leave the
    // memref where the region is inside it ([`copy_box_leaves_memref`]).
    let members = RangeMembers::new(ctx, range);
    // The read and write regions of a memref share their box: decided once.
    let mut division_boxes: HashMap<ValueId, bool> = HashMap::new();
    let mut dynamic_boxes: HashMap<ValueId, bool> = HashMap::new();
    for region in reads.regions.iter_mut().chain(&mut writes.regions) {
        let guarded = guarded_access(ctx, block, range, region.memref);
        let division = division_access(ctx, range, region.memref);
        if guarded || division {
            clamp_region_past_memref(ctx, region, guarded);
        }
        // (With DMAs, the clamped region makes `dma_box_in_bounds` refuse
        // a box whose origin can leave the memref.)
        if copy_box_leaves_memref(ctx, region, range.begin)
            || (division
                && !guarded
                && *division_boxes
                    .entry(region.memref)
                    .or_insert_with(|| division_box_leaves_memref(ctx, region, block, range, &members, false)))
        {
            *region = clamped_to_memref(ctx, region);
        }
        // The box's end in a dynamic dimension, decided once per memref too.
        if !opts.copy_past_dynamic_ends && !dynamic_boxes.contains_key(&region.memref) {
            let leaves = dynamic_box_leaves_memref(ctx, region, block, range, &members);
            dynamic_boxes.insert(region.memref, leaves);
        }
    }
    let dynamic_clamps: HashSet<ValueId> = dynamic_boxes.into_iter().filter(|e| e.1).map(|e| e.0).collect();
    // Where the copies of each memref go, decided on the range as it is
    // (before any copy): the read and write regions of a memref share its
    // buffer, so they share the placement.
    // Memrefs none of whose copies can be made (see [`copy_fails`]): their
    // copies only leave an unused buffer, placed as `mlir-opt` places it,
    // since no access changes (data-copy differential seed 766). A write
    // region counts as it is, not as the safeguard below clamps it: where
    // `mlir-opt` cannot copy it, neither do we (seed 1158, a box whose
    // origin has no single bound unless clamped).
    let mut failing: HashSet<ValueId> = HashSet::new();
    for region in reads.regions.iter().chain(&writes.regions) {
        let memref = region.memref;
        if failing.contains(&memref) || (region.write && reads.position(memref).is_some()) {
            continue;
        }
        let clamp = dynamic_clamps.contains(&memref);
        let fails = |ctx: &mut Context, r: &MemRefRegion| copy_fails(ctx, r, block, range, opts.generate_dma, clamp);
        let all_fail = reads.position(memref).is_none_or(|i| fails(ctx, &reads.regions[i]))
            && writes.position(memref).is_none_or(|i| fails(ctx, &writes.regions[i]));
        if all_fail {
            failing.insert(memref);
        }
    }
    let mut hoist_over: HashMap<ValueId, Option<OpId>> = HashMap::new();
    for region in reads.regions.iter().chain(&writes.regions) {
        if hoist_over.contains_key(&region.memref) {
            continue;
        }
        let write_region = writes.position(region.memref).map(|i| &writes.regions[i]);
        let mut check = HoistCheck::new(ctx, region.memref, range, write_region);
        // Every access of the memref in the range is a store, and together
        // they write the whole box at each execution of the range.
        let stores: Vec<OpId> = check.accesses.iter().filter(|a| a.1).map(|a| a.0).collect();
        check.covers = !stores.is_empty()
            && stores.len() == check.accesses.len()
            && write_region.is_some_and(|w| stores_cover_copy_out(ctx, block, &members, &stores, w, opts.generate_dma));
        let guard = !opts.hoist_past_conflicts && !failing.contains(&region.memref);
        let over = highest_placement(ctx, region, block, &members, copy_nests, &check, guard);
        hoist_over.insert(region.memref, over);
    }
    // Deliberate difference from `mlir-opt` 22: a memref only written in the
    // range is copied out over its whole box, which writes back garbage for
    // elements of the box the range does not write (strided stores, several
    // stores); such a region is also copied in
    // (tests/lit/upstream-bugs/data-copy-write-only-strided.mlir), unless
    // what the copy-out writes back is overwritten before any read
    // ([`copy_out_overwritten_later`]).
    let mut extra_reads = Vec::new();
    for w in &mut writes.regions {
        if reads.position(w.memref).is_some() || failing.contains(&w.memref) {
            continue;
        }
        let stores: Vec<OpId> = range_ops(ctx, range)
            .into_iter()
            .flat_map(|o| ctx.ir.walk(o, WalkOrder::PreOrder))
            .filter(|&o| {
                ctx.op_name_str(ctx.ir.op(o).name) == names::STORE
                    && AffineAccessView::get(ctx, o).is_some_and(|a| a.memref == w.memref)
            })
            .collect();
        // Copies hoisted out of loops write back after them: the store
        // covers the box only if those loops run.
        let hoisted_run = hoisted_loops_run(ctx, block, hoist_over[&w.memref]);
        let covered = hoisted_run && stores_cover_copy_out(ctx, block, &members, &stores, w, opts.generate_dma);
        let placement = placement_around(ctx, hoist_over[&w.memref], range);
        if !covered && !copy_out_overwritten_later(ctx, placement, w, opts.generate_dma) {
            // The box is clamped to the memref: the copy-in must not read
            // past it where the region over-approximates the stores.
            *w = clamped_to_memref(ctx, w);
            let mut read = w.clone();
            read.write = false;
            extra_reads.push(read);
        }
    }
    reads.regions.extend(extra_reads);
    let mut state =
        CopyState { opts, fast_buffers: HashMap::new(), copy_nests, dynamic_clamps: dynamic_clamps.clone() };
    let mut total: u64 = 0;
    let mut ok = true;
    let mut range = range;
    // `mlir-opt`'s reads, our copy-ins of write-only regions, `mlir-opt`'s
    // writes; a refused region in its place in `mlir-opt`'s order.
    let slot = |&(memref, write): &(ValueId, bool)| {
        let list = if write { &writes } else { &reads };
        refused
            .iter()
            .find(|r| r.memref == memref && r.write == write)
            .map(|r| (r, true))
            .or_else(|| list.position(memref).map(|i| (&list.regions[i], false)))
    };
    let mut order: Vec<(&MemRefRegion, bool)> = mlir_order.iter().filter(|m| !m.1).filter_map(slot).collect();
    order.extend(reads.regions.iter().filter(|r| !mlir_order.contains(&(r.memref, false))).map(|r| (r, false)));
    order.extend(mlir_order.iter().filter(|m| m.1).filter_map(slot));
    for (region, is_refused) in order {
        if is_refused {
            // `mlir-opt` creates its index constant 0 before it fails
            // (pg-struct-fields in tests/frontends: a dynamic size) or
            // copies (an upstream bug, see above).
            let _ = function_start_zero(ctx, range.begin);
            if copy_fails(ctx, region, block, range, opts.generate_dma, dynamic_clamps.contains(&region.memref)) {
                ok = false;
            }
            continue;
        }
        let placement = placement_around(ctx, hoist_over[&region.memref], range);
        match generate_copy(ctx, region, block, range, placement, &mut state) {
            Some((r, size)) => {
                range = r;
                total = total.wrapping_add(size);
            }
            None => ok = false,
        }
    }
    if !ok {
        return false;
    }
    if total > opts.fast_mem_capacity_bytes {
        let parent = ctx.ir.block_parent_op(block).expect("a block in an op");
        let warning = Diagnostic::warning(
            ctx.ir.op(parent).loc,
            "total size of all copy buffers' for this block exceeds fast memory capacity",
        );
        diags.push(op_diagnostic(ctx, parent, warning));
    }
    true
}

/// [`affine_data_copy_generate`] over the body of the loop `for_op`
/// (without its terminator).
pub fn affine_data_copy_generate_for(
    ctx: &mut Context,
    for_op: OpId,
    opts: CopyOptions,
    filter_memref: Option<ValueId>,
    copy_nests: &mut CopyNests,
    diags: &mut CopyDiagnostics,
) -> bool {
    let body = AffineForView::get(ctx, for_op).expect("a loop").body;
    let (Some(first), Some(last)) = (ctx.ir.block(body).first, ctx.ir.terminator(body)) else { return true };
    affine_data_copy_generate(ctx, first, last, opts, filter_memref, copy_nests, diags)
}

/// MLIR's `generateCopyForMemRegion`: copies `region` around the op
/// `analyzed_op` (which the accesses to the region are in), without
/// hoisting. `None` if the copy could not be generated or nothing was
/// copied.
pub fn generate_copy_for_mem_region(
    ctx: &mut Context,
    region: &MemRefRegion,
    analyzed_op: OpId,
    opts: CopyOptions,
) -> Option<CopyGenerateResult> {
    let block = ctx.ir.op(analyzed_op).parent?;
    let end = ctx.ir.op(analyzed_op).next?;
    let range = OpRange { begin: analyzed_op, end };
    let placement = Placement { copy_in: analyzed_op, copy_out: end };
    let mut copy_nests = CopyNests::default();
    // The caller's region as it is (MLIR's utility, for the test pass),
    // except that copies stop at the end of a dynamic dimension where the
    // box can pass it while the accesses do not, as in the pass.
    let mut dynamic_clamps = HashSet::new();
    if !opts.copy_past_dynamic_ends
        && dynamic_box_leaves_memref(ctx, region, block, range, &RangeMembers::new(ctx, range))
    {
        dynamic_clamps.insert(region.memref);
    }
    let mut state = CopyState { opts, fast_buffers: HashMap::new(), copy_nests: &mut copy_nests, dynamic_clamps };
    let (_, size_in_bytes) = generate_copy(ctx, region, block, range, placement, &mut state)?;
    let fast = *state.fast_buffers.get(&region.memref)?;
    let alloc = ctx.ir.defining_op(fast)?;
    Some(CopyGenerateResult { size_in_bytes, alloc, copy_nest: copy_nests.roots().first().copied() })
}

/// The first half of the last step of MLIR's copy passes: promotes the
/// single-iteration loops of the copy nests (post-order) and returns their
/// affine loads and stores.
pub fn promote_copy_nests_and_collect_accesses(ctx: &mut Context, copy_nests: &CopyNests) -> Vec<OpId> {
    let mut copy_ops = Vec::new();
    for &nest in copy_nests.roots() {
        if !ctx.ir.is_alive(nest) {
            continue;
        }
        for op in ctx.ir.walk(nest, WalkOrder::PostOrder) {
            if !ctx.ir.is_alive(op) {
                continue;
            }
            let name = ctx.op_name_str(ctx.ir.op(op).name);
            if name == names::FOR {
                super::loop_utils::promote_if_single_iteration(ctx, op);
            } else if name == names::LOAD || name == names::STORE {
                copy_ops.push(op);
            }
        }
    }
    copy_ops
}

/// The second half: applies the canonicalization patterns of the affine
/// ops named in `kinds` (`affine.load` / `affine.store`) to `ops` only
/// (and to the ops created meanwhile when `and_new_ops`).
pub fn simplify_copy_accesses(ctx: &mut Context, ops: &[OpId], kinds: &[&str], and_new_ops: bool) {
    use crate::rewrite::{FrozenPatterns, GreedyConfig, Strictness, apply_op_patterns};
    let mut set = affine_ir::rewrite::RewritePatternSet::new();
    for kind in kinds {
        affine_dialects::affine::canonicalize::patterns(kind, &mut set);
    }
    let patterns = FrozenPatterns::from_set(set);
    let strictness = if and_new_ops { Strictness::ExistingAndNewOps } else { Strictness::ExistingOps };
    let config = GreedyConfig { strictness, ..GreedyConfig::default() };
    apply_op_patterns(ctx, ops, &patterns, config);
}

/// The last step of `-affine-data-copy-generate`: promotes the
/// single-iteration loops of the copy nests and simplifies their loads and
/// stores with the affine load / store canonicalization patterns.
pub fn simplify_copy_nests(ctx: &mut Context, copy_nests: &CopyNests) {
    let ops = promote_copy_nests_and_collect_accesses(ctx, copy_nests);
    simplify_copy_accesses(ctx, &ops, &[names::LOAD, names::STORE], false);
}
