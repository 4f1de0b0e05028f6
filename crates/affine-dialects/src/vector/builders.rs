//! Builders for the vector ops transforms create (the super-vectorizer's
//! transfers, broadcasts, masks and reductions), with the same properties
//! the parser gives these ops, so that printing and verification behave as
//! for parsed IR (MLIR's `TransferReadOp::build` and friends).

use affine_ir::affine::AffineMap;
use affine_ir::context::{Attribute, Context, Location, NamedAttr, Type, TypeData};
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueId};

/// Creates `st` at `ip` after running the op's property normalization (as
/// the parser does: default-valued properties are materialized) and
/// sorting its properties and attributes. Panics only if the op name is
/// registered with a normalizer that rejects the state, which a builder in
/// this crate never produces.
pub fn create_normalized(ctx: &mut Context, mut st: OpState, ip: InsertPoint) -> OpId {
    if let Some(normalize) = ctx.op_def(st.name).and_then(|d| d.normalize) {
        let _ = normalize(ctx, &mut st);
    }
    ctx.sort_named(&mut st.props);
    ctx.sort_named(&mut st.attrs);
    ctx.ir.create_op_at(st, ip)
}

fn state(ctx: &mut Context, name: &str, loc: Location) -> OpState {
    let n = ctx.op_name(name);
    OpState::new(n, loc)
}

fn set_prop(ctx: &mut Context, st: &mut OpState, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    st.props.retain(|p| p.name != id);
    st.props.push(NamedAttr { name: id, value });
}

fn all_false(ctx: &mut Context, n: usize) -> Attribute {
    let f = ctx.bool_attr(false);
    ctx.array_attr(vec![f; n])
}

fn vector_rank(ctx: &Context, t: Type) -> usize {
    match ctx.type_data(t) {
        TypeData::Vector { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// `%r = vector.transfer_read %memref[%indices], %padding [, %mask]
/// {permutation_map} : memref, vector_type` with every dimension possibly
/// out of bounds (MLIR's builder without `in_bounds`).
#[allow(clippy::too_many_arguments)]
pub fn build_transfer_read(
    ctx: &mut Context,
    vector_type: Type,
    memref: ValueId,
    indices: &[ValueId],
    padding: ValueId,
    permutation_map: AffineMap,
    mask: Option<ValueId>,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, "vector.transfer_read", loc);
    let pm = ctx.affine_map_attr(permutation_map);
    set_prop(ctx, &mut st, "permutation_map", pm);
    let ib = all_false(ctx, vector_rank(ctx, vector_type));
    set_prop(ctx, &mut st, "in_bounds", ib);
    let seg = ctx.dense_i32_array_attr(&[1, indices.len() as i32, 1, i32::from(mask.is_some())]);
    set_prop(ctx, &mut st, "operandSegmentSizes", seg);
    st.operands.push(memref);
    st.operands.extend_from_slice(indices);
    st.operands.push(padding);
    st.operands.extend(mask);
    st.result_types.push(vector_type);
    create_normalized(ctx, st, ip)
}

/// `vector.transfer_write %vector, %memref[%indices] [, %mask]
/// {permutation_map} : vector_type, memref` with every dimension possibly
/// out of bounds.
#[allow(clippy::too_many_arguments)]
pub fn build_transfer_write(
    ctx: &mut Context,
    vector: ValueId,
    memref: ValueId,
    indices: &[ValueId],
    permutation_map: AffineMap,
    mask: Option<ValueId>,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, "vector.transfer_write", loc);
    let pm = ctx.affine_map_attr(permutation_map);
    set_prop(ctx, &mut st, "permutation_map", pm);
    let rank = vector_rank(ctx, ctx.ir.value_type(vector));
    let ib = all_false(ctx, rank);
    set_prop(ctx, &mut st, "in_bounds", ib);
    let seg = ctx.dense_i32_array_attr(&[1, 1, indices.len() as i32, i32::from(mask.is_some())]);
    set_prop(ctx, &mut st, "operandSegmentSizes", seg);
    st.operands.push(vector);
    st.operands.push(memref);
    st.operands.extend_from_slice(indices);
    st.operands.extend(mask);
    create_normalized(ctx, st, ip)
}

/// `%r = vector.broadcast %source : T to vector_type`.
pub fn build_broadcast(ctx: &mut Context, vector_type: Type, source: ValueId, loc: Location, ip: InsertPoint) -> OpId {
    let mut st = state(ctx, "vector.broadcast", loc);
    st.operands.push(source);
    st.result_types.push(vector_type);
    create_normalized(ctx, st, ip)
}

/// `%r = vector.reduction <kind>, %vector : vector_type into elem` where
/// `kind` is a combining kind keyword (`add`, `maxsi`, `minimumf`, ...).
pub fn build_reduction(ctx: &mut Context, kind: &str, vector: ValueId, loc: Location, ip: InsertPoint) -> OpId {
    let mut st = state(ctx, "vector.reduction", loc);
    let k = ctx.attr(affine_ir::context::AttrData::Opaque(format!("vector.kind<{kind}>")));
    set_prop(ctx, &mut st, "kind", k);
    let vt = ctx.ir.value_type(vector);
    let elem = ctx.element_type(vt).unwrap_or(vt);
    st.operands.push(vector);
    st.result_types.push(elem);
    create_normalized(ctx, st, ip)
}

/// `%m = vector.create_mask %bounds : mask_type`.
pub fn build_create_mask(
    ctx: &mut Context,
    mask_type: Type,
    bounds: &[ValueId],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let mut st = state(ctx, "vector.create_mask", loc);
    st.operands.extend_from_slice(bounds);
    st.result_types.push(mask_type);
    create_normalized(ctx, st, ip)
}

/// A copy of the region-less op `op` (same name, properties, attributes
/// and location) with other operands and result types: how the
/// vectorizer widens an elementwise op to vectors (MLIR's
/// `OpBuilder::create(loc, name, operands, types, attrs)`).
pub fn build_with_types(
    ctx: &mut Context,
    op: OpId,
    operands: &[ValueId],
    result_types: &[Type],
    ip: InsertPoint,
) -> OpId {
    let data = ctx.ir.op(op);
    let mut st = OpState::new(data.name, data.loc);
    st.props = data.props.to_vec();
    st.attrs = data.attrs.to_vec();
    st.operands = operands.to_vec();
    st.result_types = result_types.to_vec();
    ctx.ir.create_op_at(st, ip)
}
