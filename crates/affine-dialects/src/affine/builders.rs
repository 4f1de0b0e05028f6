//! Builders creating well-formed affine ops (MLIR's `AffineXxxOp::build`),
//! for transforms. Each builder creates the op at `ip`, sets the same
//! properties the parser would (so printing and verification behave as for
//! parsed IR) and returns the new op; use the [`super::views`] to reach its
//! results, induction variables and body blocks.

use affine_ir::affine::{AffineMap, IntegerSet};
use affine_ir::context::{Attribute, Context, Location, NamedAttr, Type, TypeData};
use affine_ir::ir::{BlockId, InsertPoint, OpId, OpState, ValueId};

use super::names;
use super::reduction::ReductionKind;

fn state(ctx: &mut Context, name: &str, loc: Location) -> OpState {
    let n = ctx.op_name(name);
    OpState::new(n, loc)
}

fn prop(ctx: &mut Context, st: &mut OpState, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    st.props.push(NamedAttr { name: id, value });
}

fn finish(ctx: &mut Context, mut st: OpState, ip: InsertPoint) -> OpId {
    ctx.sort_named(&mut st.props);
    ctx.sort_named(&mut st.attrs);
    ctx.ir.create_op_at(st, ip)
}

fn seg_sizes(ctx: &mut Context, sizes: &[usize]) -> Attribute {
    let v: Vec<i32> = sizes.iter().map(|&x| i32::try_from(x).unwrap_or(i32::MAX)).collect();
    ctx.dense_i32_array_attr(&v)
}

/// Appends an `affine.yield` of `operands` at `ip`.
pub fn build_yield(ctx: &mut Context, operands: &[ValueId], loc: Location, ip: InsertPoint) -> OpId {
    let mut st = state(ctx, names::YIELD, loc);
    st.operands = operands.to_vec();
    finish(ctx, st, ip)
}

/// `affine.apply map(operands)` (the map must have one result).
pub fn build_apply(ctx: &mut Context, map: AffineMap, operands: &[ValueId], loc: Location, ip: InsertPoint) -> OpId {
    build_map_op(ctx, names::APPLY, map, operands, loc, ip)
}

/// `affine.min map(operands)`.
pub fn build_min(ctx: &mut Context, map: AffineMap, operands: &[ValueId], loc: Location, ip: InsertPoint) -> OpId {
    build_map_op(ctx, names::MIN, map, operands, loc, ip)
}

/// `affine.max map(operands)`.
pub fn build_max(ctx: &mut Context, map: AffineMap, operands: &[ValueId], loc: Location, ip: InsertPoint) -> OpId {
    build_map_op(ctx, names::MAX, map, operands, loc, ip)
}

fn build_map_op(
    ctx: &mut Context,
    name: &str,
    map: AffineMap,
    operands: &[ValueId],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, name, loc);
    let a = ctx.affine_map_attr(map);
    prop(ctx, &mut st, "map", a);
    st.operands = operands.to_vec();
    st.result_types.push(ctx.index_type());
    finish(ctx, st, ip)
}

/// `affine.for %iv = max lb(lb_operands) to min ub(ub_operands) step step
/// iter_args(... = inits)`: creates the body block with the induction
/// variable and one argument per init. Without inits an empty
/// `affine.yield` is added; with inits the caller must add the yield (as
/// MLIR's builder without body callback). See [`build_for_with_body`] to
/// fill the body in the same call.
#[allow(clippy::too_many_arguments)]
pub fn build_for(
    ctx: &mut Context,
    lb: AffineMap,
    lb_operands: &[ValueId],
    ub: AffineMap,
    ub_operands: &[ValueId],
    step: i64,
    inits: &[ValueId],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let (op, body) = build_for_op(ctx, lb, lb_operands, ub, ub_operands, step, inits, loc, ip);
    if inits.is_empty() {
        build_yield(ctx, &[], loc, InsertPoint::BlockEnd(body));
    }
    op
}

/// The `affine.for` op with an empty body block; returns the op and block.
#[allow(clippy::too_many_arguments)]
fn build_for_op(
    ctx: &mut Context,
    lb: AffineMap,
    lb_operands: &[ValueId],
    ub: AffineMap,
    ub_operands: &[ValueId],
    step: i64,
    inits: &[ValueId],
    loc: Location,
    ip: InsertPoint,
) -> (OpId, BlockId) {
    let mut st = state(ctx, names::FOR, loc);
    let (la, ua, sa) = (ctx.affine_map_attr(lb), ctx.affine_map_attr(ub), ctx.index_attr(step));
    prop(ctx, &mut st, "lowerBoundMap", la);
    prop(ctx, &mut st, "upperBoundMap", ua);
    prop(ctx, &mut st, "step", sa);
    let seg = seg_sizes(ctx, &[lb_operands.len(), ub_operands.len(), inits.len()]);
    prop(ctx, &mut st, "operandSegmentSizes", seg);
    st.operands.extend_from_slice(lb_operands);
    st.operands.extend_from_slice(ub_operands);
    st.operands.extend_from_slice(inits);
    let init_types: Vec<Type> = inits.iter().map(|&v| ctx.ir.value_type(v)).collect();
    st.result_types = init_types.clone();
    let mut arg_types = vec![ctx.index_type()];
    arg_types.extend(init_types);
    let region = ctx.ir.new_region();
    let body = ctx.ir.new_block(&arg_types);
    ctx.ir.append_block(region, body);
    st.regions.push(region);
    (finish(ctx, st, ip), body)
}

/// What the body callback of [`build_for_with_body`] receives.
#[derive(Clone, Debug)]
pub struct ForBody {
    /// The (so far empty) body block; append ops with
    /// `InsertPoint::BlockEnd(block)`.
    pub block: BlockId,
    /// The induction variable.
    pub iv: ValueId,
    /// The region arguments of the loop-carried values.
    pub iter_args: Vec<ValueId>,
    /// The loop's location.
    pub loc: Location,
}

/// [`build_for`] with a body callback (MLIR's `AffineForOp::build` with a
/// `bodyBuilder`): the loop is created at `ip`, then `body` fills its block
/// and returns the values to yield (one per init), and the builder ends the
/// block with the `affine.yield` of them. The loop is already in place when
/// `body` runs, so dim / symbol queries on values built there see their
/// real affine scope.
#[allow(clippy::too_many_arguments)]
pub fn build_for_with_body(
    ctx: &mut Context,
    lb: AffineMap,
    lb_operands: &[ValueId],
    ub: AffineMap,
    ub_operands: &[ValueId],
    step: i64,
    inits: &[ValueId],
    loc: Location,
    ip: InsertPoint,
    body: impl FnOnce(&mut Context, &ForBody) -> Vec<ValueId>,
) -> OpId {
    let (op, block) = build_for_op(ctx, lb, lb_operands, ub, ub_operands, step, inits, loc, ip);
    let args = ctx.ir.block_args(block);
    let info = ForBody { block, iv: args[0], iter_args: args[1..].to_vec(), loc };
    let yielded = body(ctx, &info);
    build_yield(ctx, &yielded, loc, InsertPoint::BlockEnd(block));
    op
}

/// `affine.for %iv = lb to ub step step` with constant bounds.
pub fn build_for_const(ctx: &mut Context, lb: i64, ub: i64, step: i64, loc: Location, ip: InsertPoint) -> OpId {
    let (l, u) = (ctx.affine.constant(lb), ctx.affine.constant(ub));
    let lm = ctx.affine.map(0, 0, &[l]);
    let um = ctx.affine.map(0, 0, &[u]);
    build_for(ctx, lm, &[], um, &[], step, &[], loc, ip)
}

/// `affine.if set(operands) -> result_types { } [else { }]`. Without results
/// both blocks get an empty `affine.yield`; with results the caller adds
/// the yields (results require an else block, as upstream). See
/// [`build_if_with_bodies`] to fill the blocks in the same call.
pub fn build_if(
    ctx: &mut Context,
    set: IntegerSet,
    operands: &[ValueId],
    result_types: &[Type],
    with_else: bool,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let op = build_if_op(ctx, set, operands, result_types, with_else, loc, ip);
    if result_types.is_empty() {
        let regions = ctx.ir.regions(op).to_vec();
        for r in regions {
            if let Some(b) = ctx.ir.entry_block(r) {
                build_yield(ctx, &[], loc, InsertPoint::BlockEnd(b));
            }
        }
    }
    op
}

/// The `affine.if` op with empty blocks (no terminators).
fn build_if_op(
    ctx: &mut Context,
    set: IntegerSet,
    operands: &[ValueId],
    result_types: &[Type],
    with_else: bool,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, names::IF, loc);
    let a = ctx.integer_set_attr(set);
    prop(ctx, &mut st, "condition", a);
    st.operands = operands.to_vec();
    st.result_types = result_types.to_vec();
    for has_block in [true, with_else] {
        let region = ctx.ir.new_region();
        if has_block {
            let b = ctx.ir.new_block(&[]);
            ctx.ir.append_block(region, b);
        }
        st.regions.push(region);
    }
    finish(ctx, st, ip)
}

/// A callback filling one block of an `affine.if` and returning the values
/// it yields.
pub type IfBlockBuilder<'b> = &'b mut dyn FnMut(&mut Context, BlockId) -> Vec<ValueId>;

/// [`build_if`] with callbacks filling the blocks (MLIR's `AffineIfOp::build`
/// followed by filling `getThenBlock()` / `getElseBlock()`): the op is
/// created at `ip`, each callback appends to its block and returns the
/// values to yield, and the builder ends the block with that
/// `affine.yield`. `else_body == None` leaves the else region empty (only
/// valid without results).
#[allow(clippy::too_many_arguments)]
pub fn build_if_with_bodies(
    ctx: &mut Context,
    set: IntegerSet,
    operands: &[ValueId],
    result_types: &[Type],
    loc: Location,
    ip: InsertPoint,
    then_body: IfBlockBuilder<'_>,
    else_body: Option<IfBlockBuilder<'_>>,
) -> OpId {
    // With results no yields are pre-built, so the callbacks start from
    // empty blocks in both cases.
    let op = build_if_op(ctx, set, operands, result_types, else_body.is_some(), loc, ip);
    let regions = ctx.ir.regions(op).to_vec();
    if let Some(block) = ctx.ir.entry_block(regions[0]) {
        let yielded = then_body(ctx, block);
        build_yield(ctx, &yielded, loc, InsertPoint::BlockEnd(block));
    }
    if let (Some(body), Some(block)) = (else_body, ctx.ir.entry_block(regions[1])) {
        let yielded = body(ctx, block);
        build_yield(ctx, &yielded, loc, InsertPoint::BlockEnd(block));
    }
    op
}

/// `affine.parallel` over `lbs.len()` loops: loop `i` has lower bounds
/// `lbs[i]` (max) and upper bounds `ubs[i]` (min), all lower maps over
/// `lb_operands` and all upper maps over `ub_operands`. Without results an
/// empty `affine.yield` is added.
#[allow(clippy::too_many_arguments)]
pub fn build_parallel(
    ctx: &mut Context,
    lbs: &[AffineMap],
    lb_operands: &[ValueId],
    ubs: &[AffineMap],
    ub_operands: &[ValueId],
    steps: &[i64],
    reductions: &[(ReductionKind, Type)],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, names::PARALLEL, loc);
    let red: Vec<Attribute> = reductions.iter().map(|(k, _)| ctx.i64_attr(k.value())).collect();
    let ra = ctx.array_attr(red);
    prop(ctx, &mut st, "reductions", ra);
    for (maps, map_name, group_name) in
        [(lbs, "lowerBoundsMap", "lowerBoundsGroups"), (ubs, "upperBoundsMap", "upperBoundsGroups")]
    {
        let (map, groups) = concat_maps(ctx, maps);
        let ma = ctx.affine_map_attr(map);
        prop(ctx, &mut st, map_name, ma);
        let ga = i32_tensor(ctx, &groups);
        prop(ctx, &mut st, group_name, ga);
    }
    let steps_a: Vec<Attribute> = steps.iter().map(|&s| ctx.i64_attr(s)).collect();
    let sa = ctx.array_attr(steps_a);
    prop(ctx, &mut st, "steps", sa);
    st.operands.extend_from_slice(lb_operands);
    st.operands.extend_from_slice(ub_operands);
    st.result_types = reductions.iter().map(|&(_, t)| t).collect();
    let index = ctx.index_type();
    let region = ctx.ir.new_region();
    let body = ctx.ir.new_block(&vec![index; steps.len()]);
    ctx.ir.append_block(region, body);
    st.regions.push(region);
    if reductions.is_empty() {
        build_yield(ctx, &[], loc, InsertPoint::BlockEnd(body));
    }
    finish(ctx, st, ip)
}

/// Concatenates the results of maps over the same inputs; returns the map
/// and the number of results of each.
pub(crate) fn concat_maps(ctx: &mut Context, maps: &[AffineMap]) -> (AffineMap, Vec<u32>) {
    let Some(&first) = maps.first() else {
        return (ctx.affine.empty_map(), Vec::new());
    };
    let (nd, ns) = {
        let d = ctx.affine.map_data(first);
        (d.num_dims, d.num_symbols)
    };
    let mut exprs = Vec::new();
    let mut groups = Vec::with_capacity(maps.len());
    for &m in maps {
        let r = &ctx.affine.map_data(m).results;
        groups.push(r.len() as u32);
        exprs.extend_from_slice(r);
    }
    (ctx.affine.map(nd, ns, &exprs), groups)
}

/// `dense<...> : tensor<Nxi32>` (splat when all equal, as MLIR).
pub(crate) fn i32_tensor(ctx: &mut Context, vals: &[u32]) -> Attribute {
    let i32t = ctx.int_type(32);
    let ty = ctx.ty(TypeData::RankedTensor { shape: vec![vals.len() as i64], elem: i32t, encoding: None });
    let splat = !vals.is_empty() && vals.iter().all(|&v| v == vals[0]);
    let values: Vec<Attribute> = if splat {
        vec![ctx.int_attr(i32t, vals[0] as i128)]
    } else {
        vals.iter().map(|&v| ctx.int_attr(i32t, v as i128)).collect()
    };
    ctx.attr(affine_ir::context::AttrData::DenseElements { ty, splat, values })
}

/// `affine.load memref[map(operands)]`; the result has the element type.
pub fn build_load(
    ctx: &mut Context,
    memref: ValueId,
    map: AffineMap,
    operands: &[ValueId],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let elem = ctx.element_type(ctx.ir.value_type(memref)).unwrap_or_else(|| ctx.ir.value_type(memref));
    build_access(ctx, names::LOAD, None, memref, map, operands, Some(elem), loc, ip)
}

/// `affine.store value, memref[map(operands)]`.
pub fn build_store(
    ctx: &mut Context,
    value: ValueId,
    memref: ValueId,
    map: AffineMap,
    operands: &[ValueId],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    build_access(ctx, names::STORE, Some(value), memref, map, operands, None, loc, ip)
}

/// `affine.vector_load memref[map(operands)] : vector_type`.
pub fn build_vector_load(
    ctx: &mut Context,
    vector_type: Type,
    memref: ValueId,
    map: AffineMap,
    operands: &[ValueId],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    build_access(ctx, names::VECTOR_LOAD, None, memref, map, operands, Some(vector_type), loc, ip)
}

/// `affine.vector_store value, memref[map(operands)]`.
pub fn build_vector_store(
    ctx: &mut Context,
    value: ValueId,
    memref: ValueId,
    map: AffineMap,
    operands: &[ValueId],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    build_access(ctx, names::VECTOR_STORE, Some(value), memref, map, operands, None, loc, ip)
}

#[allow(clippy::too_many_arguments)]
fn build_access(
    ctx: &mut Context,
    name: &str,
    value: Option<ValueId>,
    memref: ValueId,
    map: AffineMap,
    operands: &[ValueId],
    result: Option<Type>,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, name, loc);
    let a = ctx.affine_map_attr(map);
    prop(ctx, &mut st, "map", a);
    st.operands.extend(value);
    st.operands.push(memref);
    st.operands.extend_from_slice(operands);
    st.result_types.extend(result);
    finish(ctx, st, ip)
}

/// One memref operand of an `affine.dma_start`: the memref, its subscript
/// map and the map's operands.
#[derive(Clone, Debug)]
pub struct DmaAccess {
    /// The memref.
    pub memref: ValueId,
    /// The subscript map.
    pub map: AffineMap,
    /// The map's operands.
    pub indices: Vec<ValueId>,
}

/// `affine.dma_start src[...], dst[...], tag[...], num_elements (, stride,
/// elements_per_stride)?` (MLIR's `AffineDmaStartOp::build`).
#[allow(clippy::too_many_arguments)]
pub fn build_dma_start(
    ctx: &mut Context,
    src: &DmaAccess,
    dst: &DmaAccess,
    tag: &DmaAccess,
    num_elements: ValueId,
    stride: Option<(ValueId, ValueId)>,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, names::DMA_START, loc);
    for (name, access) in [("src_map", src), ("dst_map", dst), ("tag_map", tag)] {
        let a = ctx.affine_map_attr(access.map);
        let id = ctx.ident(name);
        st.attrs.push(NamedAttr { name: id, value: a });
        st.operands.push(access.memref);
        st.operands.extend_from_slice(&access.indices);
    }
    st.operands.push(num_elements);
    if let Some((s, n)) = stride {
        st.operands.extend([s, n]);
    }
    finish(ctx, st, ip)
}

/// `affine.dma_wait tag[...], num_elements` (MLIR's `AffineDmaWaitOp::build`).
pub fn build_dma_wait(
    ctx: &mut Context,
    tag: &DmaAccess,
    num_elements: ValueId,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, names::DMA_WAIT, loc);
    let a = ctx.affine_map_attr(tag.map);
    let id = ctx.ident("tag_map");
    st.attrs.push(NamedAttr { name: id, value: a });
    st.operands.push(tag.memref);
    st.operands.extend_from_slice(&tag.indices);
    st.operands.push(num_elements);
    finish(ctx, st, ip)
}

/// Splits a mixed basis into the `static_basis` entries (`DYNAMIC` for SSA
/// sizes) and the dynamic operands (MLIR's `dispatchIndexOpFoldResults`).
fn dispatch_basis(basis: &[super::views::BasisElem]) -> (Vec<i64>, Vec<ValueId>) {
    use super::views::BasisElem;
    let mut statics = Vec::with_capacity(basis.len());
    let mut dynamic = Vec::new();
    for b in basis {
        match *b {
            BasisElem::Static(s) => statics.push(s),
            BasisElem::Dynamic(v) => {
                statics.push(affine_ir::context::DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    (statics, dynamic)
}

/// `affine.delinearize_index %linear into (basis)`: one result per basis
/// entry with `has_outer_bound`, one more (the unbounded outermost index)
/// without (MLIR's `AffineDelinearizeIndexOp::build`).
pub fn build_delinearize_index(
    ctx: &mut Context,
    linear: ValueId,
    basis: &[super::views::BasisElem],
    has_outer_bound: bool,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let (statics, dynamic) = dispatch_basis(basis);
    let mut st = state(ctx, names::DELINEARIZE_INDEX, loc);
    let sb = ctx.dense_i64_array_attr(&statics);
    prop(ctx, &mut st, "static_basis", sb);
    st.operands.push(linear);
    st.operands.extend_from_slice(&dynamic);
    let ty = ctx.ir.value_type(linear);
    let n = if has_outer_bound { basis.len() } else { basis.len() + 1 };
    st.result_types = vec![ty; n];
    finish(ctx, st, ip)
}

/// `affine.linearize_index [disjoint] [multi_index] by (basis) : index`
/// (MLIR's `AffineLinearizeIndexOp::build`).
pub fn build_linearize_index(
    ctx: &mut Context,
    multi_index: &[ValueId],
    basis: &[super::views::BasisElem],
    disjoint: bool,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let (statics, dynamic) = dispatch_basis(basis);
    let mut st = state(ctx, names::LINEARIZE_INDEX, loc);
    let d = if disjoint { ctx.unit_attr() } else { ctx.bool_attr(false) };
    prop(ctx, &mut st, "disjoint", d);
    let sb = ctx.dense_i64_array_attr(&statics);
    prop(ctx, &mut st, "static_basis", sb);
    let seg = seg_sizes(ctx, &[multi_index.len(), dynamic.len()]);
    prop(ctx, &mut st, "operandSegmentSizes", seg);
    st.operands.extend_from_slice(multi_index);
    st.operands.extend_from_slice(&dynamic);
    st.result_types.push(ctx.index_type());
    finish(ctx, st, ip)
}
