//! `linalg.transpose` and `linalg.broadcast`: structured ops with one input
//! and one init, no `operandSegmentSizes`, a `permutation` / `dimensions`
//! property that gives their maps, and an identity region (the input
//! element yielded) that the parser builds and the printer elides.

use super::{elem_or_self, parse_ins_outs_with, print_ins_outs, rank_of};
use crate::arith::types::{custom_error, op_error, prop, set_state_prop, state_prop};
use affine_ir::affine::AffineMap;
use affine_ir::context::{Context, Location, Type};
use affine_ir::diag::Diagnostic;
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueDef, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// `linalg.transpose`.
pub const TRANSPOSE: &str = "linalg.transpose";
/// `linalg.broadcast`.
pub const BROADCAST: &str = "linalg.broadcast";
const PERMUTATION: &str = "permutation";
const DIMENSIONS: &str = "dimensions";

/// The property of `name` (`permutation` or `dimensions`).
pub(super) fn attr_name(name: &str) -> Option<&'static str> {
    match name {
        TRANSPOSE => Some(PERMUTATION),
        BROADCAST => Some(DIMENSIONS),
        _ => None,
    }
}

/// The map results (as loops) of the input and init of `name` with init
/// rank `rank` and property values `vals`; `None` if they are malformed.
fn map_results(name: &str, vals: &[i64], rank: usize) -> Option<[Vec<u32>; 2]> {
    let init: Vec<u32> = (0..rank as u32).collect();
    let input = match name {
        TRANSPOSE => {
            // inversePermutation(permutationMap): input dim perm[i] is loop i.
            if vals.len() != rank {
                return None;
            }
            let mut inv = vec![None; rank];
            for (i, &p) in vals.iter().enumerate() {
                let slot = inv.get_mut(usize::try_from(p).ok()?)?;
                if slot.is_some() {
                    return None;
                }
                *slot = Some(i as u32);
            }
            inv.into_iter().collect::<Option<Vec<u32>>>()?
        }
        _ => init.iter().copied().filter(|&d| !vals.contains(&i64::from(d))).collect(),
    };
    Some([input, init])
}

/// The maps of a transpose / broadcast (looked up: they are interned when
/// the op is made).
pub(super) fn maps(ctx: &Context, op: OpId) -> Option<Vec<AffineMap>> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let vals = ctx.attr_dense_i64s(prop(ctx, op, attr_name(name)?)?)?;
    let &init = ctx.ir.operands(op).get(1)?;
    let rank = rank_of(ctx, ctx.ir.value_type(init));
    let results = map_results(name, &vals, rank)?;
    results.iter().map(|r| ctx.affine.lookup_dims_map(rank as u32, r)).collect()
}

/// Interns the maps of an op being made.
pub(super) fn normalize(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let name = ctx.op_name_str(st.name).to_string();
    let Some(attr) = attr_name(&name) else { return Ok(()) };
    let Some(vals) = state_prop(ctx, st, attr).and_then(|a| ctx.attr_dense_i64s(a)) else { return Ok(()) };
    let Some(&init) = st.operands.get(1) else { return Ok(()) };
    let rank = rank_of(ctx, ctx.ir.value_type(init));
    if let Some(results) = map_results(&name, &vals, rank) {
        for r in results {
            let exprs: Vec<_> = r.iter().map(|&d| ctx.affine.dim(d)).collect();
            ctx.affine.map(rank as u32, 0, &exprs);
        }
    }
    Ok(())
}

/// `{attrs}? ins(%a : T) outs(%b : U) permutation = [1, 0] {attrs}?` (MLIR's
/// `parseDstStyleOp`), building the identity region.
pub(super) fn parse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let Some(attr) = attr_name(&name) else { return Err(p.error("unknown linalg op")) };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let (ins, outs) = parse_dst_style(p, st, Some(attr))?;
    let types: Vec<Type> = ins.iter().chain(&outs).copied().collect();
    let region = identity_region_of(p.ctx, &types, &st.operands, st.loc);
    st.regions.push(region);
    Ok(())
}

/// MLIR's `buildIdentityRegion` for an op on `operands` at `loc`.
pub(super) fn identity_region(ctx: &mut Context, operands: &[ValueId], loc: Location) -> affine_ir::ir::RegionId {
    let types: Vec<Type> = operands.iter().map(|&v| ctx.ir.value_type(v)).collect();
    identity_region_of(ctx, &types, operands, loc)
}

/// `buildIdentityRegion`: one block argument per operand type (its element
/// type), at the operand's location, the first one yielded.
fn identity_region_of(
    ctx: &mut Context,
    types: &[Type],
    operands: &[ValueId],
    loc: Location,
) -> affine_ir::ir::RegionId {
    let region = ctx.ir.new_region();
    let block = ctx.ir.new_block(&[]);
    for (i, &t) in types.iter().enumerate() {
        let at = operands.get(i).and_then(|&v| value_loc(ctx, v));
        let t = elem_or_self(ctx, t);
        ctx.ir.add_block_arg(block, t, at);
    }
    ctx.ir.append_block(region, block);
    let mut y = OpState::new(ctx.op_name("linalg.yield"), loc);
    y.operands = ctx.ir.block_args(block).first().copied().into_iter().collect();
    ctx.ir.create_op_at(y, InsertPoint::BlockEnd(block));
    region
}

/// The location of `v`: its own (a block argument's), else its defining
/// op's (`None` for an argument of a block whose op is being parsed).
fn value_loc(ctx: &Context, v: ValueId) -> Option<Location> {
    ctx.ir.value(v).loc.or_else(|| match ctx.ir.value(v).def {
        ValueDef::OpResult(o, _) => Some(ctx.ir.op(o).loc),
        ValueDef::BlockArg(b, _) => ctx.ir.block_parent_op(b).map(|o| ctx.ir.op(o).loc),
    })
}

/// MLIR's `parseDstStyleOp`: `ins(..) outs(..)` (no `operandSegmentSizes`),
/// a result per ranked tensor init, the required `attr = [..]` if any, and
/// an optional attribute dictionary. Returns the input and init types.
pub(super) fn parse_dst_style(
    p: &mut OpParser,
    st: &mut OpState,
    attr: Option<&str>,
) -> PResult<(Vec<Type>, Vec<Type>)> {
    let (ins, outs) = parse_ins_outs_with(p, st, false)?;
    for &t in &outs {
        if matches!(p.ctx.type_data(t), affine_ir::context::TypeData::RankedTensor { .. }) {
            st.result_types.push(t);
        }
    }
    if let Some(attr) = attr {
        let off = p.offset();
        if !p.parse_optional_keyword(attr) {
            return Err(custom_error(p, st, off, format!("expected '{attr}'")));
        }
        p.expect(Tok::Equal)?;
        let vals = crate::arith::types::parse_i64_array(p, st)?;
        // A `<{attr = ..}>` properties dictionary before `ins` wins.
        if !st.props.iter().any(|na| p.ctx.ident_str(na.name) == attr) {
            let a = p.ctx.dense_i64_array_attr(&vals);
            set_state_prop(p.ctx, st, attr, a);
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok((ins, outs))
}

/// ` ins(..) outs(..) permutation = [1, 0] {attrs}`: MLIR prints a space
/// after the list even when no dictionary follows.
pub(super) fn print(p: &mut OpPrinter, op: OpId) {
    let name = p.ctx.op_name_str(p.ctx.ir.op(op).name);
    let Some(attr) = attr_name(name) else { return };
    print_ins_outs(p, op);
    let vals = prop(p.ctx, op, attr).and_then(|a| p.ctx.attr_dense_i64s(a)).unwrap_or_default();
    let list: Vec<String> = vals.iter().map(i64::to_string).collect();
    p.write(&format!(" {attr} = [{}] ", list.join(", ")));
    p.print_optional_attr_dict(op, &[attr]);
}

/// The result names of `linalg.transpose` / `linalg.broadcast` on tensors
/// (MLIR's `getAsmResultNames`).
pub(super) fn result_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    if ctx.ir.results(op).is_empty() {
        return;
    }
    let name = if ctx.op_name_str(ctx.ir.op(op).name) == TRANSPOSE { "transposed" } else { "broadcasted" };
    out.push((0, name.into()));
}

/// The operand and region counts of `linalg.transpose` / `linalg.broadcast`
/// (MLIR's `NOperands<2>` and `OneRegion` traits), checked before the
/// required property as mlir-opt 22 does.
pub(super) fn verify_counts(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.ir.operands(op);
    if operands.len() != 2 {
        return Err(op_error(ctx, op, format!("expected 2 operands, but found {}", operands.len())));
    }
    if ctx.ir.regions(op).len() != 1 {
        return Err(op_error(ctx, op, "requires one region"));
    }
    Ok(())
}

/// MLIR's `TransposeOp::verify` / `BroadcastOp::verify` (before the
/// structured-op checks).
pub(super) fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let Some(attr) = attr_name(name) else { return Ok(()) };
    // After `verify_counts` and the required property (checked by the core
    // verifier), the region's block count, as mlir-opt 22's
    // `verifyInvariantsImpl`.
    let &[input, init] = ctx.ir.operands(op) else { return verify_counts(ctx, op) };
    let Some(vals) = prop(ctx, op, attr).and_then(|a| ctx.attr_dense_i64s(a)) else {
        return Err(op_error(ctx, op, format!("requires attribute '{attr}'")));
    };
    let Some(&region) = ctx.ir.regions(op).first() else { return verify_counts(ctx, op) };
    if ctx.ir.region_blocks(region).take(2).count() != 1 {
        return Err(op_error(ctx, op, "region #0 ('region') failed to verify constraint: region with 1 blocks"));
    }
    let shape = |v| super::shape_of(ctx, ctx.ir.value_type(v)).map(<[i64]>::to_vec).unwrap_or_default();
    let (input, init) = (shape(input), shape(init));
    if name == TRANSPOSE {
        let rank = input.len();
        let mut seen = vec![false; vals.len()];
        let valid = vals.iter().all(|&p| {
            usize::try_from(p).ok().and_then(|i| seen.get_mut(i)).is_some_and(|s| !std::mem::replace(s, true))
        });
        if !valid {
            return Err(op_error(ctx, op, "permutation is not valid"));
        }
        if rank != init.len() {
            return Err(op_error(ctx, op, format!("input rank {rank} does not match init rank {}", init.len())));
        }
        if rank != vals.len() {
            return Err(op_error(
                ctx,
                op,
                format!("size of permutation {} does not match the argument rank {rank}", vals.len()),
            ));
        }
        for (i, &p) in vals.iter().enumerate() {
            let (in_dim, init_dim) = (input[p as usize], init[i]);
            if in_dim != init_dim {
                return Err(op_error(
                    ctx,
                    op,
                    format!("dim(result, {i}) = {init_dim} doesn't match dim(input, permutation[{i}]) = {in_dim}"),
                ));
            }
        }
        return Ok(());
    }
    let (in_rank, init_rank) = (input.len(), init.len());
    if in_rank + vals.len() != init_rank {
        return Err(op_error(
            ctx,
            op,
            format!(
                "input rank plus added dimensions does not match init rank. input rank: {in_rank}, dimensions size: \
                 {}, init rank: {init_rank}",
                vals.len()
            ),
        ));
    }
    for (i, &d) in vals.iter().enumerate() {
        if d < 0 || d >= init_rank as i64 {
            return Err(op_error(
                ctx,
                op,
                format!("dimension {i} is out of range. expected range: [0, {}], got: {d}", init_rank as i64 - 1),
            ));
        }
    }
    let kept = (0..init_rank).filter(|&d| !vals.contains(&(d as i64)));
    for (i, d) in kept.enumerate() {
        if input[i] != init[d] {
            return Err(op_error(
                ctx,
                op,
                format!("input dim {i} should match init dim {d}. input: {}, init: {}", input[i], init[d]),
            ));
        }
    }
    Ok(())
}
