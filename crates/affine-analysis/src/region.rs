//! The region of a memref an affine access touches (MLIR's `MemRefRegion`,
//! `mlir/lib/Dialect/Affine/Analysis/Utils.cpp`): a constraint system whose
//! first `rank` dims are the memref subscripts and whose symbols are the
//! loop IVs the region is parametric in (the `loop_depth` outermost loops
//! around the access) and the function's symbols. From it: a bounding box
//! of constant extent, the number of elements and bytes, and the memory
//! footprint of a loop nest.
//!
//! Fusion uses it for its cost model and to size private buffers; tiling's
//! cache model, data-copy generation and bound checks use the same region.

use affine_dialects::affine::scope::{
    constant_int_value, for_induction_var_owner, is_affine_induction_var, is_valid_symbol, parallel_induction_var_owner,
};
use affine_ir::fxhash::{FxHashMap, FxHashSet};

use affine_dialects::affine::AccessKind;
use affine_ir::affine::{AffineExpr, AffineMap};
use affine_ir::context::{DYNAMIC, TypeData};
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, Diagnostic, Location, OpId, Type, ValueId};
use presburger::{BoundType, Int, IntegerRelation, PresburgerSpace, VarKind};

use crate::access::{MemRefAccess, Resolution, ValueMap, access_memref_and_kind};
use crate::constraints::{ValueConstraints, value_id};
use crate::error::AnalysisError;
use crate::loop_nest::{affine_ivs, nesting_depth};
use crate::slice::{ComputationSliceState, add_slice_bounds, union_bounding_box};
use crate::slice_bounds::{i64_of, local_exprs, row_i64};

/// How [`MemRefRegion::compute`] treats what it does not keep symbolic
/// (MLIR's `compute` flags).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionOptions {
    /// Add `0 <= d < size` for each memref dimension of static size.
    pub add_memref_dim_bounds: bool,
    /// Project out the local variables (from `mod`/`floordiv` subscripts).
    pub drop_local_vars: bool,
    /// Project out the loop IVs below `loop_depth` (otherwise they become
    /// local variables).
    pub drop_outer_ivs: bool,
}

impl Default for RegionOptions {
    fn default() -> Self {
        RegionOptions { add_memref_dim_bounds: true, drop_local_vars: true, drop_outer_ivs: true }
    }
}

/// The part of a memref accessed by an op (MLIR's `MemRefRegion`).
#[derive(Clone, Debug)]
pub struct MemRefRegion {
    /// The memref.
    pub memref: ValueId,
    /// True for a region written (by a store).
    pub write: bool,
    /// Where the access is.
    pub loc: Location,
    /// `[subscripts (rank dims), symbols, locals]`.
    pub cst: ValueConstraints,
}

/// MLIR's `getMemRefIntOrFloatEltSizeInBytes`: the element size of an
/// int, float or vector-of-int-or-float memref, in bytes.
pub fn element_size_bytes(ctx: &Context, memref_type: Type) -> Option<i64> {
    let elem = ctx.element_type(memref_type)?;
    let bits = match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => *width as i64,
        TypeData::Float(k) => k.width() as i64,
        TypeData::Vector { shape, elem: inner, .. } => {
            let w = match ctx.type_data(*inner) {
                TypeData::Integer { width, .. } => *width as i64,
                TypeData::Float(k) => k.width() as i64,
                _ => return None,
            };
            w * shape.iter().product::<i64>()
        }
        _ => return None,
    };
    Some((bits + 7) / 8)
}

/// The static shape of a memref type (`None` for unranked / non-memref).
fn memref_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// True if the memref type's layout is the identity map: MLIR 22's
/// `MemRefType::getLayout().isIdentity()`, shared by the region size (fusion's
/// cost model, `getRegionSize`) and the super-vectorizer's
/// `isContiguousAccess`. No layout is the identity; an `affine_map` layout is
/// when its map is; a strided layout's map is `offset + sum of d_i *
/// stride_i` (one result), so it is the identity only for `strided<[1]>` of
/// rank 1 (`strided<[1], offset: 0>` prints so), e.g. a `memref.subview` of a
/// whole 1-D memref. `strided<[]>` of rank 0 maps to `() -> (0)` and
/// `strided<[4, 1]>` to one result from two dims: neither is the identity.
/// False for non-memref types.
pub fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::MemRef { layout, .. } => layout.is_none_or(|a| match ctx.attr_data(a) {
            affine_ir::context::AttrData::Strided { strides, offset } => strides[..] == [1] && *offset == 0,
            _ => ctx.attr_affine_map(a).is_some_and(|m| ctx.affine.map_is_identity(m)),
        }),
        _ => false,
    }
}

/// MLIR's `FlatAffineValueConstraints::composeMap`: prepends one dim per
/// result of `vm` (anonymous) equal to that result.
fn compose_map_into(ctx: &mut Context, cst: &mut ValueConstraints, vm: &ValueMap) -> Result<(), AnalysisError> {
    let exprs = cst.aligned_exprs(ctx, vm)?;
    let flat = ctx.affine.flatten_exprs(&exprs, cst.num_dims(), cst.num_symbols()).map_err(AnalysisError::Flatten)?;
    let rows = cst.merge_flat_locals(&flat);
    let n = rows.len();
    cst.rel.insert_var(VarKind::Range, 0, n);
    for (r, row) in rows.iter().enumerate() {
        let mut eq = vec![Int::ZERO; cst.rel.num_cols()];
        eq[r] = Int::ONE;
        for (j, v) in row.iter().enumerate() {
            eq[n + j] = -v;
        }
        cst.rel.add_equality(&eq);
    }
    Ok(())
}

impl MemRefRegion {
    /// MLIR's `MemRefRegion::compute`: the region accessed by the affine
    /// load/store `op`, symbolic in the `loop_depth` outermost loops around
    /// it (and in the slice's bound operands when `slice` is given, whose
    /// bounds then replace the sliced loops' bounds).
    pub fn compute(
        ctx: &mut Context,
        op: OpId,
        loop_depth: usize,
        slice: Option<&ComputationSliceState>,
        opts: RegionOptions,
    ) -> Result<MemRefRegion, AnalysisError> {
        let access = MemRefAccess::from_op(ctx, op).ok_or(AnalysisError::Malformed(op))?;
        Self::compute_access(ctx, &access, loop_depth, slice, opts)
    }

    /// [`MemRefRegion::compute`] for an access given as a [`MemRefAccess`]
    /// (its op places it in the loops; its memref, map and indices may
    /// differ from the op's, e.g. an access of a copy buffer seen in the
    /// memref the buffer holds a part of).
    pub fn compute_access(
        ctx: &mut Context,
        access: &MemRefAccess,
        loop_depth: usize,
        slice: Option<&ComputationSliceState>,
        opts: RegionOptions,
    ) -> Result<MemRefRegion, AnalysisError> {
        let op = access.op;
        let memref_type = ctx.ir.value_type(access.memref);
        let shape = memref_shape(ctx, memref_type).ok_or(AnalysisError::Malformed(op))?;
        let rank = shape.len();
        let loc = ctx.ir.op(op).loc;
        let mut region = MemRefRegion {
            memref: access.memref,
            write: access.is_write(),
            loc,
            cst: ValueConstraints { rel: IntegerRelation::new(PresburgerSpace::set(0, 0, 0)) },
        };
        if rank == 0 {
            let mut ivs = affine_ivs(ctx, op);
            ivs.truncate(loop_depth);
            let mut rel = IntegerRelation::new(PresburgerSpace::set(0, ivs.len(), 0));
            for (i, &v) in ivs.iter().enumerate() {
                rel.set_id(VarKind::Symbol, i, Some(value_id(v)));
            }
            region.cst = ValueConstraints { rel };
            return Ok(region);
        }
        let vm = access.access_map(ctx, Resolution::MLIR);
        let num_dims = vm.num_dims(ctx);
        let mut operands = vm.operands.clone();
        if let Some(s) = slice {
            for &v in s.lb_operands.first().map(Vec::as_slice).unwrap_or(&[]) {
                if !operands.contains(&v) {
                    operands.push(v);
                }
            }
        }
        let num_symbols = operands.len() - num_dims;
        let mut rel = IntegerRelation::new(PresburgerSpace::set(num_dims, num_symbols, 0));
        for (i, &v) in operands.iter().enumerate() {
            if i < num_dims {
                rel.set_id(VarKind::Range, i, Some(value_id(v)));
            } else {
                rel.set_id(VarKind::Symbol, i - num_dims, Some(value_id(v)));
            }
        }
        let mut cst = ValueConstraints { rel };
        for &v in &operands {
            if let Some(f) = for_induction_var_owner(ctx, v) {
                cst.add_for_domain(ctx, f, Resolution::MLIR)?;
            } else if let Some(p) = parallel_induction_var_owner(ctx, v) {
                cst.add_parallel_domain(ctx, p, Resolution::MLIR)?;
            } else if is_valid_symbol(ctx, v) {
                if let Some(c) = constant_int_value(ctx, v) {
                    let pos = cst.find_var(v).ok_or(AnalysisError::UnresolvedOperand)?;
                    cst.rel.add_bound(BoundType::EQ, pos, &Int::from(c));
                }
            } else {
                return Err(AnalysisError::UnresolvedOperand);
            }
        }
        if let Some(s) = slice {
            let slice_operands = s.lb_operands.first().cloned().unwrap_or_default();
            for &v in &slice_operands {
                cst.add_induction_var_or_terminal_symbol(ctx, v, Resolution::MLIR)?;
            }
            add_slice_bounds(ctx, &mut cst, &s.ivs, &s.lbs, &s.ubs, &slice_operands)?;
        }
        compose_map_into(ctx, &mut cst, &vm).map_err(|e| match e {
            AnalysisError::Flatten(f) => AnalysisError::ComposeAccessMap(f),
            e => e,
        })?;
        // Only the subscripts stay dims; everything else becomes a symbol.
        let nd = cst.num_dims();
        cst.rel.convert_var_kind(VarKind::Range, rank, nd, VarKind::Symbol, 0);
        let mut enclosing = affine_ivs(ctx, op);
        enclosing.truncate(loop_depth);
        let vars: Vec<Option<ValueId>> = (rank..cst.rel.num_dim_and_symbol_vars()).map(|p| cst.value(p)).collect();
        for v in vars.into_iter().flatten() {
            if !is_affine_induction_var(ctx, v) || enclosing.contains(&v) {
                continue;
            }
            let Some(pos) = cst.find_var(v) else { continue };
            if opts.drop_outer_ivs {
                cst.rel.fourier_motzkin_eliminate(pos, false);
            } else {
                let kind = cst.rel.space().var_kind_at(pos);
                let rel_pos = pos - cst.rel.var_kind_offset(kind);
                cst.rel.convert_to_local(kind, rel_pos, rel_pos + 1);
            }
        }
        if opts.drop_local_vars {
            let (p, n) = (cst.rel.num_dim_and_symbol_vars(), cst.rel.num_local_vars());
            cst.rel.project_out(p, n);
        }
        let (p, n) = (cst.num_dims(), cst.num_symbols());
        cst.rel.constant_fold_var_range(p, n);
        if opts.add_memref_dim_bounds {
            for (r, &size) in shape.iter().enumerate() {
                cst.rel.add_bound(BoundType::LB, r, &Int::ZERO);
                if size != DYNAMIC {
                    cst.rel.add_bound(BoundType::UB, r, &Int::from(size - 1));
                }
            }
        }
        cst.rel.remove_trivial_redundancy();
        region.cst = cst;
        Ok(region)
    }

    /// The memref's rank.
    pub fn rank(&self) -> usize {
        self.cst.num_dims()
    }

    /// MLIR's `getConstantBoundingSizeAndShape`: a constant upper bound on
    /// the number of elements of the region (the product of per-dimension
    /// extents of its bounding box), the extents, and each dimension's lower
    /// bound as a map over the region's symbols.
    pub fn constant_bounding_size_and_shape(&self, ctx: &mut Context) -> Option<(i64, Vec<i64>, Vec<AffineMap>)> {
        let shape = memref_shape(ctx, ctx.ir.value_type(self.memref))?;
        let mut rel = self.cst.rel.clone();
        for (r, &size) in shape.iter().enumerate() {
            rel.add_bound(BoundType::LB, r, &Int::ZERO);
            if size != DYNAMIC {
                rel.add_bound(BoundType::UB, r, &Int::from(size - 1));
            }
        }
        let ns = rel.num_symbol_vars() as u32;
        let mut elements: i64 = 1;
        let mut extents = Vec::with_capacity(shape.len());
        let mut lbs = Vec::with_capacity(shape.len());
        for (d, &size) in shape.iter().enumerate() {
            let (extent, lb) = match constant_bound_on_dim_size(ctx, &rel, d) {
                Some(x) => x,
                None => {
                    if size == DYNAMIC {
                        return None;
                    }
                    let zero = ctx.affine.constant(0);
                    (size, ctx.affine.map(0, ns, &[zero]))
                }
            };
            elements = elements.wrapping_mul(extent);
            extents.push(extent);
            lbs.push(lb);
        }
        Some((elements, extents, lbs))
    }

    /// MLIR's `getRegionSize`: the bounding box's size in bytes (`Some(0)`
    /// for a non-identity layout, as MLIR returns `false` there).
    pub fn region_size(&self, ctx: &mut Context) -> Option<i64> {
        let t = ctx.ir.value_type(self.memref);
        if !has_identity_layout(ctx, t) {
            return Some(0);
        }
        let (elements, _, _) = self.constant_bounding_size_and_shape(ctx)?;
        let elt = element_size_bytes(ctx, t)?;
        Some(elt.wrapping_mul(elements))
    }

    /// MLIR's `unionBoundingBox`: replaces the region with the bounding box
    /// of its union with `other` (same memref); false if it cannot.
    pub fn union_bounding_box(&mut self, other: &MemRefRegion) -> bool {
        union_bounding_box(&mut self.cst, &other.cst)
    }
}

/// MLIR's `FlatLinearConstraints::getConstantBoundOnDimSize` (the variant
/// returning the lower bound as a map): the smallest constant extent of dim
/// `pos` given by an equality or a pair of lower/upper bounds whose
/// difference, built and simplified as affine expressions as MLIR builds
/// them, is a constant, over the symbols (and local variables whose value is
/// a function of the symbols), with that lower bound.
pub fn constant_bound_on_dim_size(ctx: &mut Context, rel: &IntegerRelation, pos: usize) -> Option<(i64, AffineMap)> {
    let nd = rel.num_dim_vars();
    let ns = rel.num_symbol_vars();
    let nds = nd + ns;
    let nc = rel.num_cols();
    let memo = local_exprs(ctx, rel);
    let locals: Vec<Option<AffineExpr>> = memo[nds..].to_vec();
    let free_of_unknown_locals = |ctx: &Context, row: &[i64]| {
        (nds..nc - 1).all(|i| row[i] == 0 || locals[i - nds].is_some_and(|e| ctx.affine.is_symbolic_or_constant(e)))
    };
    // Unknown locals are never used (rows with them are skipped).
    let zero = ctx.affine.constant(0);
    let local_vals: Vec<AffineExpr> = locals.iter().map(|e| e.unwrap_or(zero)).collect();
    // An equality fixing the dim to a function of the symbols.
    for r in 0..rel.num_equalities() {
        let row = row_i64(rel.equality(r));
        let v = row[pos];
        if v * v != 1 || (0..nd).any(|c| c != pos && row[c] != 0) || !free_of_unknown_locals(ctx, &row) {
            continue;
        }
        // pos = -(rest) / v.
        let rest: Vec<i64> = row[nd..].iter().map(|&c| -c * v).collect();
        let e = ctx.affine.expr_from_flat(&rest, 0, ns, &local_vals);
        return Some((1, ctx.affine.map(0, ns as u32, &[e])));
    }
    if (0..rel.num_inequalities()).all(|r| rel.at_ineq(r, pos).is_zero()) {
        return None;
    }
    let (lbs, ubs, _) = rel.lower_and_upper_bound_indices(pos, 0, nd);
    // MLIR 22 bounds the extent with affine expressions: for each pair of an
    // upper bound `floor(ub / c)` and a lower bound `ceil(lb / c')` over the
    // symbols, `ub - lb + 1` simplified (flattened) must be a constant. The
    // divisions are built as MLIR builds them, so a pair whose divisions
    // flatten to different floordivs of the same value (`s floordiv 2 + 3`
    // against `(s + 6) floordiv 2`) gives no constant, as in `mlir-opt`.
    let mut best: Option<(i64, usize)> = None;
    for &u in &ubs {
        let ur = row_i64(rel.inequality(u));
        if !free_of_unknown_locals(ctx, &ur) {
            continue;
        }
        let ub = ctx.affine.expr_from_flat(&ur[nd..], 0, ns, &local_vals);
        let ub = ctx.affine.floor_div_const(ub, -ur[pos]);
        for &l in &lbs {
            let lr = row_i64(rel.inequality(l));
            if !free_of_unknown_locals(ctx, &lr) {
                continue;
            }
            let lb = lower_bound_expr(ctx, &lr, pos, nd, ns, &local_vals);
            let span = ctx.affine.sub(ub, lb);
            let span = ctx.affine.add_const(span, 1);
            let span = ctx.affine.simplify_expr(span, 0, ns as u32);
            let Some(diff) = ctx.affine.as_constant(span) else { continue };
            let diff = diff.max(0);
            if best.is_none_or(|(d, _)| diff < d) {
                best = Some((diff, l));
            }
        }
    }
    let (extent, l) = best?;
    let lr = row_i64(rel.inequality(l));
    let e = lower_bound_expr(ctx, &lr, pos, nd, ns, &local_vals);
    Some((extent, ctx.affine.map(0, ns as u32, &[e])))
}

/// The lower bound `ceil(-(rest) / coef)` of dim `pos` given by inequality
/// `row`, as `floor((-(rest) + coef - 1) / coef)` over the symbols, with the
/// negation applied to the expression as MLIR builds it (so that `-(-s0 -
/// 9)` stays unsimplified, as in `mlir-opt`'s output).
fn lower_bound_expr(
    ctx: &mut Context,
    row: &[i64],
    pos: usize,
    nd: usize,
    ns: usize,
    local_vals: &[AffineExpr],
) -> AffineExpr {
    let coef = row[pos];
    let e = ctx.affine.expr_from_flat(&row[nd..], 0, ns, local_vals);
    let e = ctx.affine.neg(e);
    let e = ctx.affine.add_const(e, coef - 1);
    ctx.affine.floor_div_const(e, coef)
}

/// Diagnostics MLIR emits while computing a memory footprint.
pub type FootprintDiagnostics = Vec<Diagnostic>;

/// MLIR's `getMemoryFootprintBytes(forOp)`: the total size in bytes of the
/// bounding boxes of the regions accessed in the nest rooted at `for_op`
/// (one box per memref), symbolic in the loops around the nest. `None` when
/// a region or size cannot be computed; the diagnostics are the ones MLIR
/// emits then (an error for a region, a warning for a union).
pub fn memory_footprint_bytes(ctx: &mut Context, for_op: OpId) -> (Option<i64>, FootprintDiagnostics) {
    footprint_bytes(ctx, for_op, None, &mut RegionCache::default(), false)
}

/// Regions of accesses computed by [`memory_footprint_bytes_cached`], by
/// op and depth, and the footprint of each memref in each nest over the
/// list of ops that accessed it (per nest: two nests reading one input
/// would otherwise evict each other's fold). Valid while the loops around those ops are unchanged:
/// whoever moves ops into other loops or changes loop bounds clears it.
/// (Op ids are never reused within a pass, so a memref's list of ops
/// identifies its accesses: a nest that grew by a fusion recomputes only
/// the memrefs the new ops access.)
#[derive(Default)]
pub struct RegionCache {
    regions: FxHashMap<(OpId, usize), Result<MemRefRegion, AnalysisError>>,
    footprints: FxHashMap<(OpId, ValueId, usize), MemRefFootprint>,
    nests: FxHashMap<(OpId, usize), NestFootprint>,
}

/// The last footprint of a nest computed without failure: its accesses in
/// walk order and the sizes of its memrefs, kept as a wrapping sum of the
/// constant ones and the number of the others, so that a nest that grew
/// by appended accesses updates only the memrefs those touch.
struct NestFootprint {
    accesses: Vec<(OpId, ValueId)>,
    sizes: FxHashMap<ValueId, Option<i64>>,
    sum: i64,
    unknown: usize,
}

impl NestFootprint {
    fn new(accesses: Vec<(OpId, ValueId)>) -> NestFootprint {
        NestFootprint { accesses, sizes: FxHashMap::default(), sum: 0, unknown: 0 }
    }

    /// Sets the size of `memref`'s footprint.
    fn set(&mut self, memref: ValueId, size: Option<i64>) {
        match self.sizes.insert(memref, size) {
            Some(Some(old)) => self.sum = self.sum.wrapping_sub(old),
            Some(None) => self.unknown -= 1,
            None => {}
        }
        match size {
            Some(s) => self.sum = self.sum.wrapping_add(s),
            None => self.unknown += 1,
        }
    }

    /// Forgets `memref` (no access of the nest touches it any more).
    fn remove(&mut self, memref: ValueId) {
        match self.sizes.remove(&memref) {
            Some(Some(old)) => self.sum = self.sum.wrapping_sub(old),
            Some(None) => self.unknown -= 1,
            None => {}
        }
    }

    /// The nest's footprint: the sum, unless a size is not constant.
    fn total(&self) -> Option<i64> {
        (self.unknown == 0).then_some(self.sum)
    }
}

impl RegionCache {
    /// Forgets everything (after loops changed).
    pub fn clear(&mut self) {
        self.regions.clear();
        self.footprints.clear();
        self.nests.clear();
    }

    /// Forgets the regions of the access `op` (after a transformation
    /// rewrote its memref or subscripts in place, keeping its id);
    /// footprints and nests holding it recompute it, since their access
    /// lists name the memref each access had.
    pub fn forget_access(&mut self, ctx: &Context, op: OpId) {
        for depth in 0..=nesting_depth(ctx, op) {
            self.regions.remove(&(op, depth));
        }
    }
}

/// The footprint of one memref in a nest: the accesses it was computed
/// from (in walk order), the state of the fold after them and the
/// outcome. A nest that grew by ops appended to a memref's accesses (a
/// sibling fusion inserts the sibling's body at the end of the host's)
/// resumes the fold from `fold` instead of redoing it.
struct MemRefFootprint {
    ops: Vec<OpId>,
    fold: FootprintFold,
    outcome: FootprintOutcome,
}

/// How folding the regions of one memref's accesses ended.
#[derive(Clone, Copy)]
enum FootprintOutcome {
    /// The size in bytes of the union's bounding box, if constant.
    Size(Option<i64>),
    /// The region of this access could not be computed.
    RegionError(OpId),
    /// The union with this access's region failed.
    UnionFailure(OpId),
}

/// The state of MLIR's footprint fold for one memref: the bounding box so
/// far and the scalar accesses (subscript map, operands, block) already
/// unioned into it.
#[derive(Clone, Default)]
struct FootprintFold {
    total: Option<MemRefRegion>,
    unioned: FxHashSet<FoldKey>,
    /// The key of the access whose region started the box, if scalar.
    first: Option<FoldKey>,
}

/// What makes two scalar accesses of one memref have the same region: the
/// subscript map, its operands and the block (so the same loops around).
type FoldKey = (AffineMap, Vec<ValueId>, affine_ir::BlockId);

/// The [`FoldKey`] of the access `o`, if it is a scalar load or store.
fn fold_key(ctx: &Context, o: OpId) -> Option<FoldKey> {
    let access = MemRefAccess::from_op(ctx, o)?;
    matches!(access.kind, AccessKind::Load | AccessKind::Store)
        .then(|| ctx.ir.op(o).parent.map(|b| (access.map, access.indices, b)))
        .flatten()
}

impl FootprintFold {
    /// Folds the regions of `ops` (in walk order) into the box, skipping a
    /// scalar access whose memref, subscripts and block were already
    /// unioned (its region is inside the box; unioning again leaves the
    /// size as it is). `Err` is the failure that ends the fold.
    fn extend(
        &mut self,
        ctx: &mut Context,
        ops: &[OpId],
        depth: usize,
        cache: &mut FxHashMap<(OpId, usize), Result<MemRefRegion, AnalysisError>>,
    ) -> Result<(), FootprintOutcome> {
        for &o in ops {
            let Some(access) = MemRefAccess::from_op(ctx, o) else { continue };
            let key = matches!(access.kind, AccessKind::Load | AccessKind::Store)
                .then(|| ctx.ir.op(o).parent.map(|b| (access.map, access.indices, b)))
                .flatten();
            if key.as_ref().is_some_and(|k| self.unioned.contains(k)) {
                continue;
            }
            let computed = cache
                .entry((o, depth))
                .or_insert_with(|| MemRefRegion::compute(ctx, o, depth, None, RegionOptions::default()));
            let Ok(region) = computed else { return Err(FootprintOutcome::RegionError(o)) };
            match self.total.as_mut() {
                None => {
                    self.total = Some(region.clone());
                    self.first = key;
                }
                Some(t) => {
                    if !t.union_bounding_box(region) {
                        return Err(FootprintOutcome::UnionFailure(o));
                    }
                    self.unioned.extend(key);
                }
            }
        }
        Ok(())
    }

    /// The outcome of a fold that ended without failure.
    fn size(&self, ctx: &mut Context) -> FootprintOutcome {
        FootprintOutcome::Size(self.total.as_ref().and_then(|t| t.region_size(ctx)))
    }

    /// Whether every op of `ops` is a scalar access whose key is already
    /// in the box (unioned, or the access that started it): folding them
    /// before the others unions the same regions in another order, and a
    /// bounding box does not depend on the order of its regions.
    fn holds_all(&self, ctx: &Context, ops: &[OpId]) -> bool {
        self.total.is_some()
            && ops.iter().all(|&o| {
                fold_key(ctx, o).is_some_and(|k| self.unioned.contains(&k) || self.first.as_ref() == Some(&k))
            })
    }
}

/// MLIR's footprint fold for one memref over `ops` (in walk order),
/// resuming `previous` (the fold over a prefix of `ops`) when there is
/// one.
fn memref_footprint(
    ctx: &mut Context,
    ops: Vec<OpId>,
    depth: usize,
    previous: Option<MemRefFootprint>,
    cache: &mut FxHashMap<(OpId, usize), Result<MemRefRegion, AnalysisError>>,
) -> MemRefFootprint {
    let (mut fold, start) = match previous {
        Some(p) if ops.starts_with(&p.ops) && matches!(p.outcome, FootprintOutcome::Size(_)) => (p.fold, p.ops.len()),
        // Accesses prepended (a fusion inserts its slice at the start of a
        // loop body) whose regions are all in the box already: the box,
        // and so the size, stay as they are; a grown nest is not folded
        // again from its first access.
        Some(p)
            if matches!(p.outcome, FootprintOutcome::Size(_))
                && ops.len() > p.ops.len()
                && ops.ends_with(&p.ops)
                && p.fold.holds_all(ctx, &ops[..ops.len() - p.ops.len()]) =>
        {
            return MemRefFootprint { ops, fold: p.fold, outcome: p.outcome };
        }
        _ => (FootprintFold::default(), 0),
    };
    let outcome = match fold.extend(ctx, &ops[start..], depth, cache) {
        Ok(()) => fold.size(ctx),
        Err(failure) => failure,
    };
    MemRefFootprint { ops, fold, outcome }
}

/// [`memory_footprint_bytes`] reusing (and filling) `cache`, with every
/// diagnostic MLIR emits on a failed region as it emits it: the region
/// computation's own `getMemRefRegion: compose affine map failed` before
/// `error obtaining memory region`, each with the `see current operation:`
/// note (callers of [`memory_footprint_bytes`] add those themselves).
pub fn memory_footprint_bytes_cached(
    ctx: &mut Context,
    for_op: OpId,
    cache: &mut RegionCache,
) -> (Option<i64>, FootprintDiagnostics) {
    footprint_bytes(ctx, for_op, None, cache, true)
}

/// [`memory_footprint_bytes_cached`] of the nest at `for_op` whose affine
/// loads and stores (with their memrefs, in walk order) are `accesses`, as
/// a caller that keeps them knows them (the fusion pass's dependence
/// graph): the nest is not walked.
pub fn memory_footprint_bytes_of_accesses(
    ctx: &mut Context,
    for_op: OpId,
    accesses: Vec<(OpId, ValueId)>,
    cache: &mut RegionCache,
) -> (Option<i64>, FootprintDiagnostics) {
    footprint_bytes(ctx, for_op, Some(accesses), cache, true)
}

/// The scalar access structures ([`FoldKey`]) of a nest's accesses by
/// memref, to update its footprint when accesses are inserted without
/// folding the nest again ([`NestAccessKeys::grow`]).
#[derive(Clone, Debug, Default)]
pub struct NestAccessKeys {
    /// The keys of each memref's accesses; `None` once a memref has an
    /// access without one (a vector access).
    by_memref: FxHashMap<ValueId, Option<FxHashSet<FoldKey>>>,
}

impl NestAccessKeys {
    /// The keys of `accesses` (a nest's affine loads and stores with
    /// their memrefs).
    pub fn collect(ctx: &Context, accesses: impl Iterator<Item = (OpId, ValueId)>) -> NestAccessKeys {
        let mut keys = NestAccessKeys::default();
        for (o, memref) in accesses {
            keys.add(ctx, o, memref);
        }
        keys
    }

    fn add(&mut self, ctx: &Context, o: OpId, memref: ValueId) {
        let entry = self.by_memref.entry(memref).or_insert_with(|| Some(FxHashSet::default()));
        match fold_key(ctx, o) {
            Some(k) => {
                if let Some(set) = entry {
                    set.insert(k);
                }
            }
            None => *entry = None,
        }
    }

    /// The footprint of the nest `for_op` (whose footprint was `total`,
    /// computed without failure) after `added` (accesses with their
    /// memrefs, in walk order) were inserted in it, when that needs no
    /// fold of its other accesses: every added access to a memref the nest
    /// already accessed has the structure of one of those (its region is
    /// in that memref's box, which a bounding box does not depend on the
    /// order of), and the memrefs new to the nest are folded from their
    /// added accesses alone. `None` if this does not apply or a fold fails
    /// (the caller computes the footprint in full, with its diagnostics);
    /// the keys are up to date only when it returns `Some`.
    pub fn grow(
        &mut self,
        ctx: &mut Context,
        for_op: OpId,
        total: Option<i64>,
        added: &[(OpId, ValueId)],
        cache: &mut RegionCache,
    ) -> Option<Option<i64>> {
        let mut new_memrefs: Vec<(ValueId, Vec<OpId>)> = Vec::new();
        for &(o, memref) in added {
            match self.by_memref.get(&memref) {
                Some(Some(keys)) => {
                    if !fold_key(ctx, o).is_some_and(|k| keys.contains(&k)) {
                        return None;
                    }
                }
                Some(None) => return None,
                None => match new_memrefs.iter_mut().find(|(m, _)| *m == memref) {
                    Some((_, ops)) => ops.push(o),
                    None => new_memrefs.push((memref, vec![o])),
                },
            }
        }
        let block = ctx.ir.op(for_op).parent?;
        let first = ctx.ir.block_ops(block).next()?;
        let depth = nesting_depth(ctx, first);
        let mut total = total;
        for (memref, ops) in new_memrefs {
            let mut fold = FootprintFold::default();
            fold.extend(ctx, &ops, depth, &mut cache.regions).ok()?;
            let FootprintOutcome::Size(size) = fold.size(ctx) else { return None };
            total = match (total, size) {
                (Some(t), Some(s)) => Some(t.wrapping_add(s)),
                _ => None,
            };
            for o in ops {
                self.add(ctx, o, memref);
            }
        }
        Some(total)
    }
}

/// [`memory_footprint_bytes_cached`] (of `known`, the nest's accesses,
/// if given); `full_diagnostics` as it describes.
fn footprint_bytes(
    ctx: &mut Context,
    for_op: OpId,
    known: Option<Vec<(OpId, ValueId)>>,
    cache: &mut RegionCache,
    full_diagnostics: bool,
) -> (Option<i64>, FootprintDiagnostics) {
    let mut diags = Vec::new();
    let Some(block) = ctx.ir.op(for_op).parent else { return (None, diags) };
    let Some(first) = ctx.ir.block_ops(block).next() else { return (None, diags) };
    let depth = nesting_depth(ctx, first);
    // The accesses in walk order, with their positions in the walk (only
    // their order matters).
    let mut walk_positions: Vec<usize> = Vec::new();
    let accesses: Vec<(OpId, ValueId)> = match known {
        Some(accesses) => {
            walk_positions.extend(0..accesses.len());
            accesses
        }
        None => {
            let mut accesses = Vec::new();
            for (i, o) in ctx.ir.walk(for_op, WalkOrder::PostOrder).into_iter().enumerate() {
                if let Some((memref, _)) = access_memref_and_kind(ctx, o) {
                    accesses.push((o, memref));
                    walk_positions.push(i);
                }
            }
            accesses
        }
    };
    if let Some(total) = grown_nest_footprint(ctx, for_op, depth, &accesses, cache) {
        return (total, diags);
    }
    // The accesses of each memref in walk order (memrefs in order of first
    // access), with each access's position in the walk.
    let mut memrefs: Vec<(ValueId, Vec<OpId>)> = Vec::new();
    // The walk position of each access, parallel to `memrefs`' op lists
    // (needed only to order failures).
    let mut positions: Vec<Vec<usize>> = Vec::new();
    let mut memref_index: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (&(o, memref), &i) in accesses.iter().zip(&walk_positions) {
        let k = *memref_index.entry(memref).or_insert_with(|| {
            memrefs.push((memref, Vec::new()));
            positions.push(Vec::new());
            memrefs.len() - 1
        });
        memrefs[k].1.push(o);
        positions[k].push(i);
    }
    let mut nest = NestFootprint::new(accesses);
    // The first failure in walk order ends the fold (as MLIR's walk).
    let mut failure: Option<(usize, FootprintOutcome)> = None;
    let mut sizes: Vec<Option<i64>> = Vec::with_capacity(memrefs.len());
    for ((memref, ops), pos) in memrefs.into_iter().zip(positions) {
        let outcome = match cache.footprints.remove(&(for_op, memref, depth)) {
            Some(f) if f.ops == ops => {
                let outcome = f.outcome;
                cache.footprints.insert((for_op, memref, depth), f);
                outcome
            }
            previous => {
                let f = memref_footprint(ctx, ops, depth, previous, &mut cache.regions);
                let outcome = f.outcome;
                cache.footprints.insert((for_op, memref, depth), f);
                outcome
            }
        };
        match outcome {
            FootprintOutcome::Size(s) => {
                nest.set(memref, s);
                sizes.push(s)
            }
            FootprintOutcome::RegionError(o) | FootprintOutcome::UnionFailure(o) => {
                // The cache now holds this memref's accesses, in walk order.
                let cached = &cache.footprints[&(for_op, memref, depth)];
                let at = cached.ops.iter().position(|&x| x == o).map_or(usize::MAX, |j| pos[j]);
                if failure.is_none_or(|(p, _)| at < p) {
                    failure = Some((at, outcome));
                }
            }
        }
    }
    match failure {
        Some((_, FootprintOutcome::RegionError(o))) => {
            const MESSAGE: &str = "error obtaining memory region";
            if !full_diagnostics {
                diags.push(Diagnostic::error(ctx.ir.op(o).loc, MESSAGE));
                return (None, diags);
            }
            if let Some(Err(e)) = cache.regions.get(&(o, depth)) {
                diags.extend(region_error_diagnostic(ctx, o, e));
            }
            diags.push(error_with_op_note(ctx, o, MESSAGE));
            return (None, diags);
        }
        Some((_, FootprintOutcome::UnionFailure(o))) => {
            diags.push(Diagnostic::warning(
                ctx.ir.op(o).loc,
                "getMemoryFootprintBytes: unable to perform a union on a memory region",
            ));
            return (None, diags);
        }
        _ => {}
    }
    cache.nests.insert((for_op, depth), nest);
    let mut total: i64 = 0;
    for size in sizes {
        let Some(size) = size else { return (None, diags) };
        total = total.wrapping_add(size);
    }
    (Some(total), diags)
}

/// The footprint of `for_op` from its last one when the nest only grew by
/// accesses added before or after all of its accesses in walk order (a
/// fusion inserts the slice at the start of a loop body, a sibling fusion
/// possibly at its end), possibly with some of its accesses moved to
/// another memref in place (a private buffer replaces the memref of the
/// accesses the slice's stores dominate), and no fold fails: only the
/// memrefs the new or moved accesses touch are folded again (resumed when
/// appended). `None` when this does not apply (the caller computes it in
/// full, and emits the diagnostics of a failure).
fn grown_nest_footprint(
    ctx: &mut Context,
    for_op: OpId,
    depth: usize,
    accesses: &[(OpId, ValueId)],
    cache: &mut RegionCache,
) -> Option<Option<i64>> {
    let mut nest = cache.nests.remove(&(for_op, depth))?;
    let old_len = nest.accesses.len();
    if accesses.len() < old_len {
        return None;
    }
    let same_ops = |new: &[(OpId, ValueId)]| new.iter().zip(&nest.accesses).all(|(a, b)| a.0 == b.0);
    let (added, kept, prepended) = if same_ops(&accesses[..old_len]) {
        (&accesses[old_len..], &accesses[..old_len], false)
    } else if same_ops(&accesses[accesses.len() - old_len..]) {
        (&accesses[..accesses.len() - old_len], &accesses[accesses.len() - old_len..], true)
    } else {
        return None;
    };
    let mut touched: Vec<ValueId> = Vec::new();
    let mut seen: FxHashSet<ValueId> = FxHashSet::default();
    for &(_, memref) in added {
        if seen.insert(memref) {
            touched.push(memref);
        }
    }
    // Accesses whose memref changed in place: both memrefs are folded again.
    let mut moved = false;
    for (&(_, new), &(_, old)) in kept.iter().zip(&nest.accesses) {
        if new != old {
            moved = true;
            for m in [old, new] {
                if seen.insert(m) {
                    touched.push(m);
                }
            }
        }
    }
    // The new access lists of the touched memrefs: from the old lists and
    // the added accesses, or (after a move) from one pass over the nest.
    let mut lists: Vec<Vec<OpId>> = vec![Vec::new(); touched.len()];
    if moved {
        let index: FxHashMap<ValueId, usize> = touched.iter().enumerate().map(|(i, &m)| (m, i)).collect();
        for &(o, m) in accesses {
            if let Some(&i) = index.get(&m) {
                lists[i].push(o);
            }
        }
    } else {
        for (memref, list) in touched.iter().zip(&mut lists) {
            let old_ops: &[OpId] = cache.footprints.get(&(for_op, *memref, depth)).map_or(&[], |p| &p.ops);
            let new_ops = added.iter().filter(|&&(_, m)| m == *memref).map(|&(o, _)| o);
            *list = if prepended {
                new_ops.chain(old_ops.iter().copied()).collect()
            } else {
                old_ops.iter().copied().chain(new_ops).collect()
            };
        }
    }
    for (memref, ops) in touched.into_iter().zip(lists) {
        let key = (for_op, memref, depth);
        let previous = cache.footprints.remove(&key);
        if ops.is_empty() {
            nest.remove(memref);
            continue;
        }
        let f = memref_footprint(ctx, ops, depth, previous, &mut cache.regions);
        let outcome = f.outcome;
        cache.footprints.insert(key, f);
        let FootprintOutcome::Size(size) = outcome else { return None };
        nest.set(memref, size);
    }
    nest.accesses.clear();
    nest.accesses.extend_from_slice(accesses);
    let total = nest.total();
    cache.nests.insert((for_op, depth), nest);
    Some(total)
}

/// An error at `op` with MLIR's `see current operation:` note.
fn error_with_op_note(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    let mut d = Diagnostic::error(ctx.ir.op(op).loc, message);
    d.notes.push(affine_ir::verify::current_op_note(ctx, op));
    d
}

/// The error MLIR's `MemRefRegion::compute` itself emits when it fails
/// with `error`: `getMemRefRegion: compose affine map failed` when the
/// access map of `op` does not compose into the constraints (a semi-affine
/// subscript such as `d0 floordiv s0`); its other failures are silent.
pub fn region_error_diagnostic(ctx: &Context, op: OpId, error: &AnalysisError) -> Option<Diagnostic> {
    matches!(error, AnalysisError::ComposeAccessMap(_))
        .then(|| error_with_op_note(ctx, op, crate::bound_check::COMPOSE_FAILURE_MESSAGE))
}

/// The lower bound of a region dimension as an `i64` row (for reports).
pub fn row_as_i64(row: &[Int]) -> Vec<i64> {
    row.iter().map(i64_of).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::parse;
    use affine_dialects::affine::AffineForView;

    fn ops_named(ctx: &Context, root: OpId, name: &str) -> Vec<OpId> {
        ctx.ir
            .walk(root, WalkOrder::PreOrder)
            .into_iter()
            .filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == name)
            .collect()
    }

    #[test]
    fn region_of_a_store_at_each_depth() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<8x128x512xf32>) {\n  %c = arith.constant 0.0 : f32\n  affine.for %i = 0 to 8 {\n    affine.for %j = 0 to 128 {\n      affine.for %k = 0 to 512 {\n        affine.store %c, %a[%i, %j, %k] : memref<8x128x512xf32>\n      }\n    }\n  }\n  return\n}\n",
        );
        let store = ops_named(&ctx, m, "affine.store")[0];
        let r0 = MemRefRegion::compute(&mut ctx, store, 0, None, RegionOptions::default()).expect("region");
        assert_eq!(r0.region_size(&mut ctx), Some(8 * 128 * 512 * 4));
        let r2 = MemRefRegion::compute(&mut ctx, store, 2, None, RegionOptions::default()).expect("region");
        let (n, shape, lbs) = r2.constant_bounding_size_and_shape(&mut ctx).expect("bounded");
        assert_eq!((n, shape), (512, vec![1, 1, 512]));
        assert_eq!(ctx.affine.map_to_string(lbs[0]), "()[s0, s1] -> (s0)");
        let f = ops_named(&ctx, m, "affine.for")[0];
        assert_eq!(memory_footprint_bytes(&mut ctx, f).0, Some(8 * 128 * 512 * 4));
    }

    #[test]
    fn cached_footprint_of_a_nest_grown_at_either_end_matches_a_fresh_one() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<128xf32>, %b: memref<128xf32>) {\n  %c = arith.constant 0.0 : f32\n  affine.for %i = 0 to 64 {\n    affine.store %c, %a[%i] : memref<128xf32>\n    affine.store %c, %b[3] : memref<128xf32>\n  }\n  affine.for %j = 0 to 4 {\n    affine.store %c, %b[100] : memref<128xf32>\n    %v = affine.load %a[80] : memref<128xf32>\n  }\n  return\n}\n",
        );
        let fors = ops_named(&ctx, m, "affine.for");
        let (nest, donor) = (fors[0], fors[1]);
        let body = AffineForView::get(&ctx, nest).expect("for").body;
        let donated = ops_named(&ctx, donor, "affine.store")[0];
        let load = ops_named(&ctx, donor, "affine.load")[0];
        let mut cache = RegionCache::default();
        let cached = |ctx: &mut Context, cache: &mut RegionCache| memory_footprint_bytes_cached(ctx, nest, cache).0;
        assert_eq!(cached(&mut ctx, &mut cache), Some((64 + 1) * 4));
        // Prepended (as a producer's slice): %b spans [3, 100].
        let first = ctx.ir.block_ops(body).next().expect("op");
        ctx.ir.move_before(donated, first);
        assert_eq!(cached(&mut ctx, &mut cache), memory_footprint_bytes(&mut ctx, nest).0);
        assert_eq!(cached(&mut ctx, &mut cache), Some((64 + 98) * 4));
        // Appended (as a sibling's body): %a spans [0, 80].
        let terminator = ctx.ir.terminator(body).expect("yield");
        ctx.ir.move_before(load, terminator);
        assert_eq!(cached(&mut ctx, &mut cache), memory_footprint_bytes(&mut ctx, nest).0);
        assert_eq!(cached(&mut ctx, &mut cache), Some((81 + 98) * 4));
        assert!(cache.nests.contains_key(&(nest, 0)), "the grown nest's footprint is kept");
    }

    #[test]
    fn cached_footprint_of_a_nest_grown_with_accesses_moved_to_another_memref_matches_a_fresh_one() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<128xf32>, %b: memref<128xf32>, %p: memref<128xf32>) {\n  %c = arith.constant 0.0 : f32\n  affine.for %i = 0 to 64 {\n    affine.store %c, %a[%i] : memref<128xf32>\n    affine.store %c, %b[3] : memref<128xf32>\n  }\n  affine.for %j = 0 to 4 {\n    affine.store %c, %b[100] : memref<128xf32>\n  }\n  return\n}\n",
        );
        let fors = ops_named(&ctx, m, "affine.for");
        let (nest, donor) = (fors[0], fors[1]);
        let body = AffineForView::get(&ctx, nest).expect("for").body;
        let donated = ops_named(&ctx, donor, "affine.store")[0];
        let moved = ops_named(&ctx, nest, "affine.store")[1];
        let func = ops_named(&ctx, m, "func.func")[0];
        let entry = ctx.ir.region_blocks(ctx.ir.regions(func)[0]).next().expect("entry");
        let p = ctx.ir.block_args(entry)[2];
        let mut cache = RegionCache::default();
        let cached = |ctx: &mut Context, cache: &mut RegionCache| memory_footprint_bytes_cached(ctx, nest, cache).0;
        assert_eq!(cached(&mut ctx, &mut cache), Some((64 + 1) * 4));
        // A slice prepended, and the old access to %b moved to %p in place.
        let first = ctx.ir.block_ops(body).next().expect("op");
        ctx.ir.move_before(donated, first);
        affine_dialects::affine::views::AffineAccessMut::get(&mut ctx, moved).expect("access").set_memref(p);
        cache.forget_access(&ctx, moved);
        // The update path applies (it is not the full recomputation).
        let accesses: Vec<(OpId, ValueId)> = ctx
            .ir
            .walk(nest, WalkOrder::PostOrder)
            .into_iter()
            .filter_map(|o| access_memref_and_kind(&ctx, o).map(|(m, _)| (o, m)))
            .collect();
        let updated = grown_nest_footprint(&mut ctx, nest, 0, &accesses, &mut cache);
        assert_eq!(updated, Some(memory_footprint_bytes(&mut ctx, nest).0));
        assert_eq!(cached(&mut ctx, &mut cache), Some((64 + 1 + 1) * 4));
        // Every access to %b moved: %b drops out of the sum.
        affine_dialects::affine::views::AffineAccessMut::get(&mut ctx, donated).expect("access").set_memref(p);
        cache.forget_access(&ctx, donated);
        assert_eq!(cached(&mut ctx, &mut cache), memory_footprint_bytes(&mut ctx, nest).0);
        assert_eq!(cached(&mut ctx, &mut cache), Some((64 + 98) * 4));
        assert!(cache.nests.contains_key(&(nest, 0)), "the grown nest's footprint is kept");
    }

    #[test]
    fn footprint_grown_by_inserted_accesses_matches_a_fresh_one() {
        let mut ctx = affine_dialects::new_context();
        // `%b`'s nest is inserted at the start of `%j`'s body twice: its
        // read of `%a` has the structure of one the nest has (the box
        // stays), its write of `%b` is new to the nest (folded alone).
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<8x4xf32>, %b: memref<8x4xf32>, %c: memref<8x4xf32>) {\n  affine.for %i = 0 to 8 {\n    affine.for %j = 0 to 4 {\n      %0 = affine.load %a[%i, %j] : memref<8x4xf32>\n      affine.store %0, %c[%i, %j] : memref<8x4xf32>\n    }\n  }\n  return\n}\n",
        );
        let fors = ops_named(&ctx, m, "affine.for");
        let (dst, inner) = (fors[0], fors[1]);
        let body = ctx.ir.regions(inner).first().and_then(|&r| ctx.ir.entry_block(r)).expect("body");
        let accesses = |ctx: &Context| -> Vec<(OpId, ValueId)> {
            ctx.ir
                .walk(dst, WalkOrder::PostOrder)
                .into_iter()
                .filter_map(|o| access_memref_and_kind(ctx, o).map(|(m, _)| (o, m)))
                .collect()
        };
        let mut cache = RegionCache::default();
        let (total, diags) = memory_footprint_bytes_cached(&mut ctx, dst, &mut cache);
        assert!(diags.is_empty());
        let mut keys = NestAccessKeys::collect(&ctx, accesses(&ctx).into_iter());
        let mut total = total;
        let func = ops_named(&ctx, m, "func.func")[0];
        let args = ctx
            .ir
            .block_args(ctx.ir.regions(func).first().and_then(|&r| ctx.ir.entry_block(r)).expect("entry"))
            .to_vec();
        let (b, c) = (args[1], args[2]);
        let originals: Vec<OpId> = ctx.ir.block_ops(body).take(2).collect();
        for (round, memref) in [(0, b), (1, b), (2, c)] {
            let first = ctx.ir.block_ops(body).next().expect("body op");
            let mut map = affine_ir::ir::ValueMap::new();
            let mut added = Vec::new();
            for &o in &originals {
                let clone = ctx.ir.clone_op(o, &mut map);
                ctx.ir.insert_op(clone, affine_ir::InsertPoint::Before(first));
                if let Some((_, true)) = access_memref_and_kind(&ctx, clone) {
                    ctx.ir.set_operand(clone, 1, memref);
                }
                added.extend(access_memref_and_kind(&ctx, clone).map(|(m, _)| (clone, m)));
            }
            total = keys.grow(&mut ctx, dst, total, &added, &mut cache).expect("grown");
            let (fresh, diags) = memory_footprint_bytes_cached(&mut ctx, dst, &mut RegionCache::default());
            assert!(diags.is_empty());
            assert_eq!(total, fresh, "round {round}");
        }
        // Three memrefs of 8 * 4 f32.
        assert_eq!(total, Some(3 * 8 * 4 * 4));
    }
}
