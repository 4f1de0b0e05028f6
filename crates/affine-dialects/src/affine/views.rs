//! Typed read-only views of affine ops, for analyses, transforms and the
//! interpreter.
//!
//! A view is built with `XView::get(ctx, op)`, which returns `None` if `op`
//! is not that kind of op or is malformed (missing property, operand count
//! not matching the maps). After verification `get` always succeeds on ops
//! of the right name. Views borrow operand slices from the IR, so they are
//! cheap; rebuild them after mutating the op.
//!
//! | op | view |
//! |----|------|
//! | `affine.for` | [`AffineForView`] |
//! | `affine.if` | [`AffineIfView`] |
//! | `affine.parallel` | [`AffineParallelView`] |
//! | `affine.load`, `affine.store`, `affine.vector_load`, `affine.vector_store` | [`AffineAccessView`] |
//! | `affine.apply`, `affine.min`, `affine.max` | [`AffineApplyView`] |
//! | `affine.prefetch` | [`AffinePrefetchView`] |
//! | `affine.dma_start` | [`AffineDmaStartView`] |
//! | `affine.dma_wait` | [`AffineDmaWaitView`] |
//! | `affine.delinearize_index`, `affine.linearize_index` | [`AffineIndexOpView`] |

use std::ops::Range;

use affine_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use affine_ir::context::{Attribute, Context, DYNAMIC, Ident, Type};
use affine_ir::ir::{BlockId, OpId, ValueId};
use affine_ir::known;

use super::reduction::ReductionKind;
use super::{Code, code_of, is_code};

/// Property / attribute `name` of `op`.
pub(crate) fn prop(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    crate::arith::types::prop(ctx, op, name)
}

/// Property / attribute `name` of `op`, by interned identifier (for the
/// [`affine_ir::known`] names: no string is compared).
pub(crate) fn prop_id(ctx: &Context, op: OpId, name: Ident) -> Option<Attribute> {
    ctx.ir.attr(op, name)
}

/// The affine map held by property `name` of `op`, by interned identifier.
pub(crate) fn map_prop_id(ctx: &Context, op: OpId, name: Ident) -> Option<AffineMap> {
    prop_id(ctx, op, name).and_then(|a| ctx.attr_affine_map(a))
}

/// The affine map held by property `name` of `op`.
pub(crate) fn map_prop(ctx: &Context, op: OpId, name: &str) -> Option<AffineMap> {
    prop(ctx, op, name).and_then(|a| ctx.attr_affine_map(a))
}

/// Number of dims + symbols of a map.
pub(crate) fn num_inputs(ctx: &Context, m: AffineMap) -> usize {
    let d = ctx.affine.map_data(m);
    (d.num_dims + d.num_symbols) as usize
}

/// Number of dims of a map.
pub(crate) fn num_dims(ctx: &Context, m: AffineMap) -> usize {
    ctx.affine.map_data(m).num_dims as usize
}

fn op_is(ctx: &Context, op: OpId, code: Code) -> bool {
    is_code(ctx, op, code)
}

fn entry_block(ctx: &Context, op: OpId, region: usize) -> Option<BlockId> {
    ctx.ir.regions(op).get(region).and_then(|&r| ctx.ir.entry_block(r))
}

/// The single result expression of a map if it is a constant.
fn single_constant(ctx: &Context, m: AffineMap) -> Option<i64> {
    match ctx.affine.map_data(m).results.as_slice() {
        [e] => ctx.affine.as_constant(*e),
        _ => None,
    }
}

/// `affine.for`: bounds, step, induction variable, loop-carried values.
#[derive(Clone, Copy, Debug)]
pub struct AffineForView<'a> {
    /// The op.
    pub op: OpId,
    /// Lower bound map (the bound is the max of its results).
    pub lower_map: AffineMap,
    /// Operands of the lower bound map (dims then symbols).
    pub lower_operands: &'a [ValueId],
    /// Upper bound map (exclusive; the bound is the min of its results).
    pub upper_map: AffineMap,
    /// Operands of the upper bound map (dims then symbols).
    pub upper_operands: &'a [ValueId],
    /// Step (positive after verification).
    pub step: i64,
    /// Induction variable (first argument of the body block).
    pub iv: ValueId,
    /// Region arguments carrying the loop-carried values (after the iv).
    pub iter_args: &'a [ValueId],
    /// Initial values of the loop-carried values.
    pub inits: &'a [ValueId],
    /// Results (final loop-carried values).
    pub results: &'a [ValueId],
    /// The body block (ends with `affine.yield`).
    pub body: BlockId,
}

impl<'a> AffineForView<'a> {
    /// The view of `op` if it is a well-formed `affine.for`.
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        if !op_is(ctx, op, Code::For) {
            return None;
        }
        // One scan over the op's attributes for the three properties (the
        // view is built on every visit of every loop and of every access
        // to an induction variable); the first of each name wins, as `prop`.
        let (mut lower, mut upper, mut step) = (None, None, None);
        let d = ctx.ir.op(op);
        for na in d.props.iter().chain(d.attrs.iter()) {
            let slot = match na.name {
                known::LOWER_BOUND_MAP => &mut lower,
                known::UPPER_BOUND_MAP => &mut upper,
                known::STEP => &mut step,
                _ => continue,
            };
            slot.get_or_insert(na.value);
        }
        let lower_map = ctx.attr_affine_map(lower?)?;
        let upper_map = ctx.attr_affine_map(upper?)?;
        let step = ctx.attr_int(step?)?;
        let step = i64::try_from(step).ok()?;
        let operands = ctx.ir.operands(op);
        let nl = num_inputs(ctx, lower_map);
        let nu = num_inputs(ctx, upper_map);
        if operands.len() < nl + nu {
            return None;
        }
        let body = entry_block(ctx, op, 0)?;
        let (&iv, iter_args) = ctx.ir.block_args(body).split_first()?;
        Some(AffineForView {
            op,
            lower_map,
            lower_operands: &operands[..nl],
            upper_map,
            upper_operands: &operands[nl..nl + nu],
            step,
            iv,
            iter_args,
            inits: &operands[nl + nu..],
            results: ctx.ir.results(op),
            body,
        })
    }

    /// The lower bound if it is a single constant.
    pub fn constant_lower_bound(&self, ctx: &Context) -> Option<i64> {
        single_constant(ctx, self.lower_map)
    }

    /// The upper bound if it is a single constant.
    pub fn constant_upper_bound(&self, ctx: &Context) -> Option<i64> {
        single_constant(ctx, self.upper_map)
    }

    /// The trip count when both bounds are constants (MLIR's
    /// `getTrivialConstantTripCount`); `None` otherwise or on overflow.
    pub fn constant_trip_count(&self, ctx: &Context) -> Option<u64> {
        let lb = self.constant_lower_bound(ctx)?;
        let ub = self.constant_upper_bound(ctx)?;
        if self.step <= 0 {
            return None;
        }
        let diff = ub.checked_sub(lb)?;
        if diff <= 0 {
            return Some(0);
        }
        let n = diff.checked_add(self.step - 1)? / self.step;
        u64::try_from(n).ok()
    }

    /// The `affine.yield` terminating the body, if present.
    pub fn yield_op(&self, ctx: &Context) -> Option<OpId> {
        ctx.ir.terminator(self.body).filter(|&t| op_is(ctx, t, Code::Yield))
    }
}

/// `affine.if`: condition, operands and the two blocks.
#[derive(Clone, Copy, Debug)]
pub struct AffineIfView<'a> {
    /// The op.
    pub op: OpId,
    /// The integer set that must hold for the `then` block to run.
    pub condition: IntegerSet,
    /// Operands bound to the set's dims then symbols.
    pub operands: &'a [ValueId],
    /// Number of dim operands (the rest are symbols).
    pub num_dims: usize,
    /// The `then` block.
    pub then_block: BlockId,
    /// The `else` block, if the else region is not empty.
    pub else_block: Option<BlockId>,
    /// Results (yielded by whichever block runs).
    pub results: &'a [ValueId],
}

impl<'a> AffineIfView<'a> {
    /// The view of `op` if it is a well-formed `affine.if`.
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        if !op_is(ctx, op, Code::If) {
            return None;
        }
        let condition = ctx.attr_integer_set(prop_id(ctx, op, known::CONDITION)?)?;
        let num_dims = ctx.affine.set_data(condition).num_dims as usize;
        Some(AffineIfView {
            op,
            condition,
            operands: ctx.ir.operands(op),
            num_dims,
            then_block: entry_block(ctx, op, 0)?,
            else_block: entry_block(ctx, op, 1),
            results: ctx.ir.results(op),
        })
    }

    /// Dim operands of the condition.
    pub fn dim_operands(&self) -> &'a [ValueId] {
        &self.operands[..self.num_dims.min(self.operands.len())]
    }

    /// Symbol operands of the condition.
    pub fn symbol_operands(&self) -> &'a [ValueId] {
        &self.operands[self.num_dims.min(self.operands.len())..]
    }
}

/// `affine.parallel`: a band of parallel loops with grouped min/max bounds.
#[derive(Clone, Debug)]
pub struct AffineParallelView<'a> {
    /// The op.
    pub op: OpId,
    /// All lower bound expressions; loop `i` uses [`Self::lower_group`]`(i)`
    /// and takes their max.
    pub lower_map: AffineMap,
    /// Number of lower bound expressions per loop.
    pub lower_groups: Vec<u32>,
    /// Operands of `lower_map`.
    pub lower_operands: &'a [ValueId],
    /// All upper bound expressions (exclusive; min within a group).
    pub upper_map: AffineMap,
    /// Number of upper bound expressions per loop.
    pub upper_groups: Vec<u32>,
    /// Operands of `upper_map`.
    pub upper_operands: &'a [ValueId],
    /// Step of each loop.
    pub steps: Vec<i64>,
    /// Induction variables (body block arguments).
    pub ivs: &'a [ValueId],
    /// Reduction applied to each yielded value.
    pub reductions: Vec<ReductionKind>,
    /// Results (reduced values).
    pub results: &'a [ValueId],
    /// The body block.
    pub body: BlockId,
}

fn groups_range(groups: &[u32], i: usize) -> Option<Range<usize>> {
    let start: usize = groups.get(..i)?.iter().map(|&g| g as usize).sum();
    Some(start..start + *groups.get(i)? as usize)
}

impl<'a> AffineParallelView<'a> {
    /// The view of `op` if it is a well-formed `affine.parallel`.
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        if !op_is(ctx, op, Code::Parallel) {
            return None;
        }
        let lower_map = map_prop(ctx, op, "lowerBoundsMap")?;
        let upper_map = map_prop(ctx, op, "upperBoundsMap")?;
        let lower_groups = dense_elements_u32(ctx, prop(ctx, op, "lowerBoundsGroups")?)?;
        let upper_groups = dense_elements_u32(ctx, prop(ctx, op, "upperBoundsGroups")?)?;
        let steps = int_array(ctx, prop(ctx, op, "steps")?)?;
        let reductions = int_array(ctx, prop(ctx, op, "reductions")?)?
            .into_iter()
            .map(|v| ReductionKind::from_value(v.into()))
            .collect::<Option<Vec<_>>>()?;
        let operands = ctx.ir.operands(op);
        let nl = num_inputs(ctx, lower_map);
        let nu = num_inputs(ctx, upper_map);
        if operands.len() != nl + nu {
            return None;
        }
        let body = entry_block(ctx, op, 0)?;
        Some(AffineParallelView {
            op,
            lower_map,
            lower_groups,
            lower_operands: &operands[..nl],
            upper_map,
            upper_groups,
            upper_operands: &operands[nl..],
            steps,
            ivs: ctx.ir.block_args(body),
            reductions,
            results: ctx.ir.results(op),
            body,
        })
    }

    /// Number of loops in the band.
    pub fn num_loops(&self) -> usize {
        self.steps.len()
    }

    /// Positions in `lower_map`'s results of loop `i`'s lower bounds.
    pub fn lower_group(&self, i: usize) -> Option<Range<usize>> {
        groups_range(&self.lower_groups, i)
    }

    /// Positions in `upper_map`'s results of loop `i`'s upper bounds.
    pub fn upper_group(&self, i: usize) -> Option<Range<usize>> {
        groups_range(&self.upper_groups, i)
    }

    /// Lower bound expressions of loop `i` (over `lower_operands`).
    pub fn lower_exprs<'c>(&self, ctx: &'c Context, i: usize) -> Option<&'c [AffineExpr]> {
        ctx.affine.map_data(self.lower_map).results.get(self.lower_group(i)?)
    }

    /// Upper bound expressions of loop `i` (over `upper_operands`).
    pub fn upper_exprs<'c>(&self, ctx: &'c Context, i: usize) -> Option<&'c [AffineExpr]> {
        ctx.affine.map_data(self.upper_map).results.get(self.upper_group(i)?)
    }
}

/// The integer elements of a `dense<...> : tensor<Nxi32>` attribute.
pub(crate) fn dense_elements_u32(ctx: &Context, a: Attribute) -> Option<Vec<u32>> {
    use affine_ir::context::AttrData;
    let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) else {
        return None;
    };
    let n: i64 = ctx.shape(*ty)?.iter().product();
    let vals =
        values.iter().map(|&v| ctx.attr_int(v).and_then(|x| u32::try_from(x).ok())).collect::<Option<Vec<_>>>()?;
    if *splat {
        let v = *vals.first()?;
        Some(vec![v; usize::try_from(n).ok()?])
    } else {
        Some(vals)
    }
}

/// The integers of an array attribute of integer attributes (`[1, 2]`).
pub(crate) fn int_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    use affine_ir::context::AttrData;
    let AttrData::Array(items) = ctx.attr_data(a) else {
        return None;
    };
    items.iter().map(|&v| ctx.attr_int(v).and_then(|x| i64::try_from(x).ok())).collect()
}

/// Which affine memory access an [`AffineAccessView`] describes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AccessKind {
    /// `affine.load`.
    Load,
    /// `affine.store`.
    Store,
    /// `affine.vector_load`.
    VectorLoad,
    /// `affine.vector_store`.
    VectorStore,
}

impl AccessKind {
    /// True for the two loads.
    pub fn is_read(self) -> bool {
        matches!(self, AccessKind::Load | AccessKind::VectorLoad)
    }
    /// True for the two stores.
    pub fn is_write(self) -> bool {
        !self.is_read()
    }
}

/// An affine memory access (MLIR's `AffineReadOpInterface` /
/// `AffineWriteOpInterface`): `memref[map(map_operands)]`.
#[derive(Clone, Copy, Debug)]
pub struct AffineAccessView<'a> {
    /// The op.
    pub op: OpId,
    /// Load, store, vector load or vector store.
    pub kind: AccessKind,
    /// The accessed memref.
    pub memref: ValueId,
    /// Subscript map: one result per memref dimension.
    pub map: AffineMap,
    /// Operands of `map` (dims then symbols).
    pub map_operands: &'a [ValueId],
    /// The loaded result, or the stored value.
    pub value: ValueId,
}

impl<'a> AffineAccessView<'a> {
    /// The view of `op` if it is a well-formed affine load/store (scalar or
    /// vector).
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        let kind = match code_of(ctx, op)? {
            Code::Load => AccessKind::Load,
            Code::Store => AccessKind::Store,
            Code::VectorLoad => AccessKind::VectorLoad,
            Code::VectorStore => AccessKind::VectorStore,
            _ => return None,
        };
        let map = map_prop_id(ctx, op, known::MAP)?;
        let operands = ctx.ir.operands(op);
        let (value, rest) = if kind.is_read() {
            (*ctx.ir.results(op).first()?, operands)
        } else {
            let (&v, rest) = operands.split_first()?;
            (v, rest)
        };
        let (&memref, map_operands) = rest.split_first()?;
        if map_operands.len() != num_inputs(ctx, map) {
            return None;
        }
        Some(AffineAccessView { op, kind, memref, map, map_operands, value })
    }

    /// Number of dim operands (the rest of `map_operands` are symbols).
    pub fn num_dims(&self, ctx: &Context) -> usize {
        num_dims(ctx, self.map)
    }

    /// The accessed vector type for vector accesses.
    pub fn vector_type(&self, ctx: &Context) -> Option<Type> {
        match self.kind {
            AccessKind::VectorLoad | AccessKind::VectorStore => Some(ctx.ir.value_type(self.value)),
            _ => None,
        }
    }
}

/// `affine.apply`, `affine.min` or `affine.max`: `map(operands)`, reduced
/// with min / max for the latter two.
#[derive(Clone, Copy, Debug)]
pub struct AffineApplyView<'a> {
    /// The op.
    pub op: OpId,
    /// `None` for `affine.apply`, `Some(true)` for min, `Some(false)` for max.
    pub min: Option<bool>,
    /// The map.
    pub map: AffineMap,
    /// Its operands (dims then symbols).
    pub operands: &'a [ValueId],
    /// The single index result.
    pub result: ValueId,
}

impl<'a> AffineApplyView<'a> {
    /// The view of `op` if it is a well-formed apply / min / max.
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        let min = match code_of(ctx, op)? {
            Code::Apply => None,
            Code::Min => Some(true),
            Code::Max => Some(false),
            _ => return None,
        };
        let map = map_prop_id(ctx, op, known::MAP)?;
        let operands = ctx.ir.operands(op);
        if operands.len() != num_inputs(ctx, map) {
            return None;
        }
        Some(AffineApplyView { op, min, map, operands, result: *ctx.ir.results(op).first()? })
    }
}

/// `affine.prefetch memref[map(operands)], read|write, locality<N>, data|instr`.
#[derive(Clone, Copy, Debug)]
pub struct AffinePrefetchView<'a> {
    /// The op.
    pub op: OpId,
    /// The memref.
    pub memref: ValueId,
    /// Subscript map.
    pub map: AffineMap,
    /// Operands of the map.
    pub map_operands: &'a [ValueId],
    /// `write` (true) or `read`.
    pub is_write: bool,
    /// Locality hint 0..=3.
    pub locality_hint: u32,
    /// `data` (true) or `instr` cache.
    pub is_data_cache: bool,
}

impl<'a> AffinePrefetchView<'a> {
    /// The view of `op` if it is a well-formed `affine.prefetch`.
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        if !op_is(ctx, op, Code::Prefetch) {
            return None;
        }
        let map = map_prop_id(ctx, op, known::MAP)?;
        let (&memref, map_operands) = ctx.ir.operands(op).split_first()?;
        let flag = |n: &str| prop(ctx, op, n).and_then(|a| ctx.attr_int(a));
        Some(AffinePrefetchView {
            op,
            memref,
            map,
            map_operands,
            is_write: flag("isWrite")? != 0,
            locality_hint: u32::try_from(flag("localityHint")?).ok()?,
            is_data_cache: flag("isDataCache")? != 0,
        })
    }
}

/// `affine.dma_start`: a DMA from `src[src_map]` to `dst[dst_map]`,
/// signalled on `tag[tag_map]`.
#[derive(Clone, Copy, Debug)]
pub struct AffineDmaStartView<'a> {
    /// The op.
    pub op: OpId,
    /// Source memref.
    pub src: ValueId,
    /// Source subscript map.
    pub src_map: AffineMap,
    /// Its operands.
    pub src_indices: &'a [ValueId],
    /// Destination memref.
    pub dst: ValueId,
    /// Destination subscript map.
    pub dst_map: AffineMap,
    /// Its operands.
    pub dst_indices: &'a [ValueId],
    /// Tag memref.
    pub tag: ValueId,
    /// Tag subscript map.
    pub tag_map: AffineMap,
    /// Its operands.
    pub tag_indices: &'a [ValueId],
    /// Number of elements transferred.
    pub num_elements: ValueId,
    /// `(stride, elements per stride)` for strided DMAs.
    pub stride: Option<(ValueId, ValueId)>,
}

impl<'a> AffineDmaStartView<'a> {
    /// The view of `op` if it is a well-formed `affine.dma_start`.
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        if !op_is(ctx, op, Code::DmaStart) {
            return None;
        }
        let src_map = map_prop(ctx, op, "src_map")?;
        let dst_map = map_prop(ctx, op, "dst_map")?;
        let tag_map = map_prop(ctx, op, "tag_map")?;
        let ops = ctx.ir.operands(op);
        let (ns, nd, nt) = (num_inputs(ctx, src_map), num_inputs(ctx, dst_map), num_inputs(ctx, tag_map));
        let base = ns + nd + nt + 4;
        if ops.len() != base && ops.len() != base + 2 {
            return None;
        }
        let src_i = 1..1 + ns;
        let dst = 1 + ns;
        let dst_i = dst + 1..dst + 1 + nd;
        let tag = dst + 1 + nd;
        let tag_i = tag + 1..tag + 1 + nt;
        let num = tag + 1 + nt;
        Some(AffineDmaStartView {
            op,
            src: ops[0],
            src_map,
            src_indices: &ops[src_i],
            dst: ops[dst],
            dst_map,
            dst_indices: &ops[dst_i],
            tag: ops[tag],
            tag_map,
            tag_indices: &ops[tag_i],
            num_elements: ops[num],
            stride: (ops.len() == base + 2).then(|| (ops[num + 1], ops[num + 2])),
        })
    }
}

/// `affine.dma_wait tag[tag_map], num_elements`.
#[derive(Clone, Copy, Debug)]
pub struct AffineDmaWaitView<'a> {
    /// The op.
    pub op: OpId,
    /// Tag memref.
    pub tag: ValueId,
    /// Tag subscript map.
    pub tag_map: AffineMap,
    /// Its operands.
    pub tag_indices: &'a [ValueId],
    /// Number of elements of the DMA waited on.
    pub num_elements: ValueId,
}

impl<'a> AffineDmaWaitView<'a> {
    /// The view of `op` if it is a well-formed `affine.dma_wait`.
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        if !op_is(ctx, op, Code::DmaWait) {
            return None;
        }
        let tag_map = map_prop(ctx, op, "tag_map")?;
        let ops = ctx.ir.operands(op);
        let nt = num_inputs(ctx, tag_map);
        if ops.len() != nt + 2 {
            return None;
        }
        Some(AffineDmaWaitView { op, tag: ops[0], tag_map, tag_indices: &ops[1..1 + nt], num_elements: ops[1 + nt] })
    }
}

/// One element of a mixed static/dynamic basis.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BasisElem {
    /// A constant size.
    Static(i64),
    /// A size given by an SSA value.
    Dynamic(ValueId),
}

/// `affine.delinearize_index` or `affine.linearize_index`.
#[derive(Clone, Debug)]
pub struct AffineIndexOpView<'a> {
    /// The op.
    pub op: OpId,
    /// True for `linearize_index`, false for `delinearize_index`.
    pub linearize: bool,
    /// The multi-index: operands of `linearize_index`, results of
    /// `delinearize_index`.
    pub multi_index: &'a [ValueId],
    /// The linear index: operand of `delinearize_index`, result of
    /// `linearize_index`.
    pub linear_index: ValueId,
    /// The basis (static entries and dynamic operands in order).
    pub basis: Vec<BasisElem>,
    /// `disjoint` flag of `linearize_index` (always false for delinearize).
    pub disjoint: bool,
}

impl<'a> AffineIndexOpView<'a> {
    /// The view of `op` if it is a well-formed index op.
    pub fn get(ctx: &'a Context, op: OpId) -> Option<Self> {
        let linearize = match code_of(ctx, op)? {
            Code::LinearizeIndex => true,
            Code::DelinearizeIndex => false,
            _ => return None,
        };
        let stat = ctx.attr_dense_i64s(prop(ctx, op, "static_basis")?)?;
        let ops = ctx.ir.operands(op);
        let (multi_index, linear_index, dynamic) = if linearize {
            let n_dyn = stat.iter().filter(|&&s| s == DYNAMIC).count();
            let split = ops.len().checked_sub(n_dyn)?;
            (&ops[..split], *ctx.ir.results(op).first()?, &ops[split..])
        } else {
            let (&li, dynamic) = ops.split_first()?;
            (ctx.ir.results(op), li, dynamic)
        };
        let mut dyn_iter = dynamic.iter();
        let basis = stat
            .iter()
            .map(|&s| {
                if s == DYNAMIC { dyn_iter.next().map(|&v| BasisElem::Dynamic(v)) } else { Some(BasisElem::Static(s)) }
            })
            .collect::<Option<Vec<_>>>()?;
        let disjoint = linearize
            && prop(ctx, op, "disjoint").is_some_and(|a| {
                matches!(
                    ctx.attr_data(a),
                    affine_ir::context::AttrData::Unit | affine_ir::context::AttrData::Bool(true)
                )
            });
        Some(AffineIndexOpView { op, linearize, multi_index, linear_index, basis, disjoint })
    }

    /// True if the basis has one element per multi-index entry (the first
    /// entry then only bounds the outermost index).
    pub fn has_outer_bound(&self) -> bool {
        self.basis.len() == self.multi_index.len()
    }
}

// ---------------------------------------------------------------------------
// Editing: mutable counterparts of the views. Each holds the context
// mutably, checks the op kind on creation, keeps the properties and operand
// segments consistent on every change, and gives the read-only view back
// with `view()`. As in MLIR, the caller passes operands matching the maps
// and sets it installs (MLIR asserts); a mismatch is not a panic but leaves
// an op that has no view and fails verification.
// ---------------------------------------------------------------------------

/// Declares a mutable counterpart `$mut` of the view `$view`: the struct,
/// `get` (checking the op kind) and `view`.
macro_rules! editor {
    ($(#[$doc:meta])* $mut:ident, $view:ident, $what:literal) => {
        $(#[$doc])*
        pub struct $mut<'c> {
            ctx: &'c mut Context,
            op: OpId,
        }

        impl<'c> $mut<'c> {
            #[doc = concat!("The editor of `op` if it is ", $what, ".")]
            pub fn get(ctx: &'c mut Context, op: OpId) -> Option<Self> {
                $view::get(ctx, op)?;
                Some($mut { ctx, op })
            }

            /// The read-only view of the op as it is now (`None` only after
            /// an edit with operands not matching the map or set).
            pub fn view(&self) -> Option<$view<'_>> {
                $view::get(self.ctx, self.op)
            }

            /// The context, for building ops while editing.
            pub fn ctx(&mut self) -> &mut Context {
                self.ctx
            }

            /// The op being edited.
            pub fn op(&self) -> OpId {
                self.op
            }
        }
    };
}

/// Sets property `name` of `op` to `value` (replacing it, or inserting it in
/// name order as the parser and builders keep properties).
pub(crate) fn set_prop(ctx: &mut Context, op: OpId, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    let mut props = std::mem::take(&mut ctx.ir.op_mut(op).props);
    match props.iter_mut().find(|na| na.name == id) {
        Some(na) => na.value = value,
        None => {
            props.push(affine_ir::context::NamedAttr { name: id, value });
            ctx.sort_named(&mut props);
        }
    }
    ctx.ir.op_mut(op).props = props;
}

/// The values yielded by the `affine.yield` ending `block` (empty if the
/// block does not end with one).
pub fn yielded_values(ctx: &Context, block: BlockId) -> &[ValueId] {
    match ctx.ir.terminator(block).filter(|&t| op_is(ctx, t, Code::Yield)) {
        Some(t) => ctx.ir.operands(t),
        None => &[],
    }
}

/// Replaces the operands of the `affine.yield` ending `block`; returns false
/// (changing nothing) if the block does not end with one.
pub fn set_yielded_values(ctx: &mut Context, block: BlockId, values: &[ValueId]) -> bool {
    match ctx.ir.terminator(block).filter(|&t| op_is(ctx, t, Code::Yield)) {
        Some(t) => {
            ctx.ir.set_operands(t, values.to_vec());
            true
        }
        None => false,
    }
}

impl AffineForView<'_> {
    /// True if both bounds are single constants (MLIR's
    /// `hasConstantBounds`).
    pub fn has_constant_bounds(&self, ctx: &Context) -> bool {
        self.constant_lower_bound(ctx).is_some() && self.constant_upper_bound(ctx).is_some()
    }

    /// The values yielded to the next iteration (operands of the
    /// `affine.yield`), one per iter_arg.
    pub fn yielded_values<'c>(&self, ctx: &'c Context) -> &'c [ValueId] {
        yielded_values(ctx, self.body)
    }
}

editor!(
    /// Mutable counterpart of [`AffineForView`]: changes bounds, step and
    /// initial values of an `affine.for` (MLIR's `setLowerBound`,
    /// `setUpperBound`, `setStep`, `getInitsMutable().assign`).
    AffineForMut,
    AffineForView,
    "a well-formed `affine.for`"
);

impl AffineForMut<'_> {
    fn set_operands(&mut self, lb: &[ValueId], ub: &[ValueId], inits: &[ValueId]) {
        let mut all = Vec::with_capacity(lb.len() + ub.len() + inits.len());
        all.extend_from_slice(lb);
        all.extend_from_slice(ub);
        all.extend_from_slice(inits);
        self.ctx.ir.set_operands(self.op, all);
        let seg: Vec<i32> =
            [lb.len(), ub.len(), inits.len()].iter().map(|&n| i32::try_from(n).unwrap_or(i32::MAX)).collect();
        let seg = self.ctx.dense_i32_array_attr(&seg);
        set_prop(self.ctx, self.op, "operandSegmentSizes", seg);
    }

    /// Sets the lower bound to the max of `map`'s results applied to
    /// `operands` (dims then symbols; their count must match the map).
    pub fn set_lower_bound(&mut self, map: AffineMap, operands: &[ValueId]) {
        let Some(v) = self.view() else { return };
        let (ub, inits) = (v.upper_operands.to_vec(), v.inits.to_vec());
        self.set_operands(operands, &ub, &inits);
        let a = self.ctx.affine_map_attr(map);
        set_prop(self.ctx, self.op, "lowerBoundMap", a);
    }

    /// Sets the upper bound (exclusive) to the min of `map`'s results
    /// applied to `operands`.
    pub fn set_upper_bound(&mut self, map: AffineMap, operands: &[ValueId]) {
        let Some(v) = self.view() else { return };
        let (lb, inits) = (v.lower_operands.to_vec(), v.inits.to_vec());
        self.set_operands(&lb, operands, &inits);
        let a = self.ctx.affine_map_attr(map);
        set_prop(self.ctx, self.op, "upperBoundMap", a);
    }

    /// Sets both bounds at once: the same result as [`Self::set_lower_bound`]
    /// then [`Self::set_upper_bound`], with one read of the op's view and
    /// one rewrite of its operands instead of two.
    pub fn set_bounds(
        &mut self,
        lower: AffineMap,
        lower_operands: &[ValueId],
        upper: AffineMap,
        upper_operands: &[ValueId],
    ) {
        let Some(v) = self.view() else { return };
        let inits = v.inits.to_vec();
        self.set_operands(lower_operands, upper_operands, &inits);
        let a = self.ctx.affine_map_attr(lower);
        set_prop(self.ctx, self.op, "lowerBoundMap", a);
        let a = self.ctx.affine_map_attr(upper);
        set_prop(self.ctx, self.op, "upperBoundMap", a);
    }

    /// Sets the lower bound to the constant `c` (MLIR's
    /// `setConstantLowerBound`).
    pub fn set_constant_lower_bound(&mut self, c: i64) {
        let m = self.ctx.affine.constant_map(c);
        self.set_lower_bound(m, &[]);
    }

    /// Sets the upper bound to the constant `c` (MLIR's
    /// `setConstantUpperBound`).
    pub fn set_constant_upper_bound(&mut self, c: i64) {
        let m = self.ctx.affine.constant_map(c);
        self.set_upper_bound(m, &[]);
    }

    /// Sets the step (must be positive for the op to verify).
    pub fn set_step(&mut self, step: i64) {
        let a = self.ctx.index_attr(step);
        set_prop(self.ctx, self.op, "step", a);
    }

    /// Replaces the initial values of the loop-carried values (one per
    /// iter_arg, of the same types; the count cannot change here).
    pub fn set_inits(&mut self, inits: &[ValueId]) {
        let Some(v) = self.view() else { return };
        let (lb, ub) = (v.lower_operands.to_vec(), v.upper_operands.to_vec());
        self.set_operands(&lb, &ub, inits);
    }

    /// Replaces the values the body yields to the next iteration.
    pub fn set_yielded_values(&mut self, values: &[ValueId]) -> bool {
        let Some(body) = self.view().map(|v| v.body) else { return false };
        set_yielded_values(self.ctx, body, values)
    }
}

impl AffineIfView<'_> {
    /// The values the `then` block yields.
    pub fn then_yielded_values<'c>(&self, ctx: &'c Context) -> &'c [ValueId] {
        yielded_values(ctx, self.then_block)
    }

    /// The values the `else` block yields (empty without an else block).
    pub fn else_yielded_values<'c>(&self, ctx: &'c Context) -> &'c [ValueId] {
        self.else_block.map_or(&[], |b| yielded_values(ctx, b))
    }
}

editor!(
    /// Mutable counterpart of [`AffineIfView`] (MLIR's `setConditional`,
    /// `setIntegerSet`).
    AffineIfMut,
    AffineIfView,
    "a well-formed `affine.if`"
);

impl AffineIfMut<'_> {
    /// Sets the condition to `set` applied to `operands` (dims then symbols).
    pub fn set_conditional(&mut self, set: IntegerSet, operands: &[ValueId]) {
        let a = self.ctx.integer_set_attr(set);
        set_prop(self.ctx, self.op, "condition", a);
        self.ctx.ir.set_operands(self.op, operands.to_vec());
    }

    /// Replaces the integer set, keeping the operands (MLIR's
    /// `setIntegerSet`).
    pub fn set_integer_set(&mut self, set: IntegerSet) {
        let a = self.ctx.integer_set_attr(set);
        set_prop(self.ctx, self.op, "condition", a);
    }
}

editor!(
    /// Mutable counterpart of [`AffineApplyView`] for `affine.apply`,
    /// `affine.min` and `affine.max`.
    AffineApplyMut,
    AffineApplyView,
    "a well-formed apply / min / max"
);

impl AffineApplyMut<'_> {
    /// Replaces the map and its operands together (their counts must
    /// match).
    pub fn set_map_and_operands(&mut self, map: AffineMap, operands: &[ValueId]) {
        let a = self.ctx.affine_map_attr(map);
        set_prop(self.ctx, self.op, "map", a);
        self.ctx.ir.set_operands(self.op, operands.to_vec());
    }
}

editor!(
    /// Mutable counterpart of [`AffineAccessView`] (loads, stores, vector loads
    /// and vector stores).
    AffineAccessMut,
    AffineAccessView,
    "a well-formed affine load / store"
);

impl AffineAccessMut<'_> {
    /// Replaces the subscript map and its operands together (their counts
    /// must match).
    pub fn set_map_and_indices(&mut self, map: AffineMap, indices: &[ValueId]) {
        let Some(v) = self.view() else { return };
        let mut ops = Vec::with_capacity(2 + indices.len());
        if v.kind.is_write() {
            ops.push(v.value);
        }
        ops.push(v.memref);
        ops.extend_from_slice(indices);
        self.ctx.ir.set_operands(self.op, ops);
        let a = self.ctx.affine_map_attr(map);
        set_prop(self.ctx, self.op, "map", a);
    }

    /// Replaces the accessed memref (same type, or the op will not verify).
    pub fn set_memref(&mut self, memref: ValueId) {
        let Some(kind) = self.view().map(|v| v.kind) else { return };
        self.ctx.ir.set_operand(self.op, usize::from(kind.is_write()), memref);
    }

    /// Replaces the stored value of a store (no effect on loads).
    pub fn set_stored_value(&mut self, value: ValueId) {
        if self.view().is_some_and(|v| v.kind.is_write()) {
            self.ctx.ir.set_operand(self.op, 0, value);
        }
    }
}

editor!(
    /// Mutable counterpart of [`AffineParallelView`]: bounds and steps.
    AffineParallelMut,
    AffineParallelView,
    "a well-formed `affine.parallel`"
);

impl AffineParallelMut<'_> {
    /// Sets the lower bounds: loop `i` gets the max of `maps[i]`'s results;
    /// all maps range over the same dims and symbols, bound to `operands`
    /// (MLIR's `setLowerBounds`).
    pub fn set_lower_bounds(&mut self, maps: &[AffineMap], operands: &[ValueId]) {
        let Some(ub) = self.view().map(|v| v.upper_operands.to_vec()) else { return };
        self.set_bounds(maps, true);
        let mut all = operands.to_vec();
        all.extend(ub);
        self.ctx.ir.set_operands(self.op, all);
    }

    /// Sets the upper bounds: loop `i` gets the min of `maps[i]`'s results;
    /// all maps range over the same inputs, bound to `operands` (MLIR's
    /// `setUpperBounds`).
    pub fn set_upper_bounds(&mut self, maps: &[AffineMap], operands: &[ValueId]) {
        let Some(mut all) = self.view().map(|v| v.lower_operands.to_vec()) else { return };
        self.set_bounds(maps, false);
        all.extend_from_slice(operands);
        self.ctx.ir.set_operands(self.op, all);
    }

    fn set_bounds(&mut self, maps: &[AffineMap], lower: bool) {
        let (map, groups) = super::builders::concat_maps(self.ctx, maps);
        let (map_name, group_name) =
            if lower { ("lowerBoundsMap", "lowerBoundsGroups") } else { ("upperBoundsMap", "upperBoundsGroups") };
        let ma = self.ctx.affine_map_attr(map);
        set_prop(self.ctx, self.op, map_name, ma);
        let ga = super::builders::i32_tensor(self.ctx, &groups);
        set_prop(self.ctx, self.op, group_name, ga);
    }

    /// Sets the steps (one per loop).
    pub fn set_steps(&mut self, steps: &[i64]) {
        let vals: Vec<Attribute> = steps.iter().map(|&s| self.ctx.i64_attr(s)).collect();
        let a = self.ctx.array_attr(vals);
        set_prop(self.ctx, self.op, "steps", a);
    }
}

/// One of the three memrefs of an `affine.dma_start`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DmaMemRef {
    /// The source memref (`src_map`).
    Src,
    /// The destination memref (`dst_map`).
    Dst,
    /// The tag memref (`tag_map`).
    Tag,
}

editor!(
    /// Mutable counterpart of [`AffineDmaStartView`]: the memrefs and their
    /// subscripts.
    AffineDmaStartMut,
    AffineDmaStartView,
    "a well-formed `affine.dma_start`"
);

impl AffineDmaStartMut<'_> {
    /// Replaces memref `which` with `memref` accessed at `map(indices)`
    /// (the map's input count must match `indices`).
    pub fn set_access(&mut self, which: DmaMemRef, memref: ValueId, map: AffineMap, indices: &[ValueId]) {
        let Some(v) = self.view() else { return };
        let (start, old_count, prop_name) = match which {
            DmaMemRef::Src => (0, v.src_indices.len(), "src_map"),
            DmaMemRef::Dst => (1 + v.src_indices.len(), v.dst_indices.len(), "dst_map"),
            DmaMemRef::Tag => (2 + v.src_indices.len() + v.dst_indices.len(), v.tag_indices.len(), "tag_map"),
        };
        let old = self.ctx.ir.operands(self.op);
        let mut ops = Vec::with_capacity(old.len() + indices.len());
        ops.extend_from_slice(&old[..start]);
        ops.push(memref);
        ops.extend_from_slice(indices);
        ops.extend_from_slice(&old[start + 1 + old_count..]);
        self.ctx.ir.set_operands(self.op, ops);
        let a = self.ctx.affine_map_attr(map);
        set_prop(self.ctx, self.op, prop_name, a);
    }
}

editor!(
    /// Mutable counterpart of [`AffineDmaWaitView`]: the tag and its
    /// subscripts.
    AffineDmaWaitMut,
    AffineDmaWaitView,
    "a well-formed `affine.dma_wait`"
);

impl AffineDmaWaitMut<'_> {
    /// Replaces the tag memref with `memref` accessed at `map(indices)`
    /// (the map's input count must match `indices`).
    pub fn set_tag_access(&mut self, memref: ValueId, map: AffineMap, indices: &[ValueId]) {
        let Some(num_elements) = self.view().map(|v| v.num_elements) else { return };
        let mut ops = Vec::with_capacity(indices.len() + 2);
        ops.push(memref);
        ops.extend_from_slice(indices);
        ops.push(num_elements);
        self.ctx.ir.set_operands(self.op, ops);
        let a = self.ctx.affine_map_attr(map);
        set_prop(self.ctx, self.op, "tag_map", a);
    }
}
