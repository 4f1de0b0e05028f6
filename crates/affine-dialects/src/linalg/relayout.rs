//! `linalg.pack` and `linalg.unpack` (MLIR's relayout ops,
//! `LinalgRelayoutOps.td`): on ranked tensors only in mlir-opt 22 (no
//! memory effects), with its custom syntax
//!
//! ```text
//! linalg.pack %src (padding_value(%p : T))? (outer_dims_perm = [..])?
//!     inner_dims_pos = [..] inner_tiles = [8, %n] into %dest attr-dict
//!     : type($src) -> type($dest)
//! ```
//!
//! (`unpack` has no `padding_value`), the ODS invariants and MLIR's
//! `commonVerifierPackAndUnPackOp` with its messages in its order.
//! `-convert-linalg-to-affine-loops` leaves them alone (they are not
//! structured ops), as 22 does.

use crate::arith::types::{check_operand, check_result, op_error, parse_i64_array, plain_error, prop, q};
use crate::memref::views::{dynamic_index_list_parse, print_dynamic_index_list};
use crate::memref::{segment_sizes, segments};
use crate::tensor::parse_ranked_tensor_type;
use affine_ir::context::{Context, DYNAMIC, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// `linalg.pack`.
pub const PACK: &str = "linalg.pack";
/// `linalg.unpack`.
pub const UNPACK: &str = "linalg.unpack";

const OUTER: &str = "outer_dims_perm";
const INNER_POS: &str = "inner_dims_pos";
const STATIC_TILES: &str = "static_inner_tiles";
const SEGMENTS: &str = "operandSegmentSizes";

/// `linalg.pack`'s properties (mlir-opt 22).
const PACK_PROPS: &[PropDecl] = &[
    PropDecl::req(INNER_POS, PropKind::DenseI64Array).desc("i64 dense array attribute"),
    PropDecl::new(SEGMENTS, PropKind::Segments(4)),
    PropDecl::new(OUTER, PropKind::DenseI64Array).desc("i64 dense array attribute"),
    PropDecl::req(STATIC_TILES, PropKind::DenseI64Array).desc("i64 dense array attribute"),
];
/// `linalg.unpack`'s properties (no operand segments: one variadic group).
const UNPACK_PROPS: &[PropDecl] = &[
    PropDecl::req(INNER_POS, PropKind::DenseI64Array).desc("i64 dense array attribute"),
    PropDecl::new(OUTER, PropKind::DenseI64Array).desc("i64 dense array attribute"),
    PropDecl::req(STATIC_TILES, PropKind::DenseI64Array).desc("i64 dense array attribute"),
];

/// Registers `linalg.pack` and `linalg.unpack`.
pub(super) fn register(reg: &mut Registry) {
    for name in [PACK, UNPACK] {
        let pack = name == PACK;
        reg.add(OpDef {
            parse: Some(parse),
            print: Some(print),
            // One result, at least the source and the destination.
            shape: Some(OpShape::variadic(2, 1)),
            verify: Some(verify),
            // `NoMemoryEffect` (tensors only).
            effects: Some(no_effects),
            result_names: Some(result_names),
            fold: Some(super::relayout_canon::fold),
            canonicalize: Some(super::relayout_canon::op_patterns),
            inherent_attrs: if pack {
                &[INNER_POS, SEGMENTS, OUTER, STATIC_TILES]
            } else {
                &[INNER_POS, OUTER, STATIC_TILES]
            },
            props: if pack { PACK_PROPS } else { UNPACK_PROPS },
            ..OpDef::new(name)
        });
    }
}

fn no_effects(_: &Context, _: OpId, _: &mut Vec<MemEffect>) {}

/// `%pack` / `%unpack` (MLIR's `getAsmResultNames`).
fn result_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    let name = if ctx.op_name_str(ctx.ir.op(op).name) == PACK { "pack" } else { "unpack" };
    out.push((0, name.into()));
}

/// The declarative format of both ops (see the module doc).
fn parse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let pack = p.ctx.op_name_str(st.name) == PACK;
    let src = p.parse_operand()?;
    let mut padding = None;
    if pack && p.parse_optional_keyword("padding_value") {
        p.expect(Tok::LParen)?;
        let v = p.parse_operand()?;
        p.expect(Tok::Colon)?;
        let t = p.parse_type()?;
        p.expect(Tok::RParen)?;
        padding = Some((v, t));
    }
    if p.parse_optional_keyword(OUTER) {
        p.expect(Tok::Equal)?;
        let vals = parse_i64_array(p, st)?;
        let a = p.ctx.dense_i64_array_attr(&vals);
        crate::arith::types::set_state_prop(p.ctx, st, OUTER, a);
    }
    crate::arith::types::parse_kw(p, st, INNER_POS)?;
    p.expect(Tok::Equal)?;
    let pos = parse_i64_array(p, st)?;
    let a = p.ctx.dense_i64_array_attr(&pos);
    crate::arith::types::set_state_prop(p.ctx, st, INNER_POS, a);
    crate::arith::types::parse_kw(p, st, "inner_tiles")?;
    p.expect(Tok::Equal)?;
    let (tiles, statics) = dynamic_index_list_parse(p, st)?;
    let a = p.ctx.dense_i64_array_attr(&statics);
    crate::arith::types::set_state_prop(p.ctx, st, STATIC_TILES, a);
    crate::arith::types::parse_kw(p, st, "into")?;
    let dest = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let src_ty = parse_ranked_tensor_type(p, st)?;
    p.expect(Tok::Arrow)?;
    let dest_ty = parse_ranked_tensor_type(p, st)?;
    p.resolve_operand(&src, src_ty, &mut st.operands)?;
    p.resolve_operand(&dest, dest_ty, &mut st.operands)?;
    if let Some((v, t)) = &padding {
        p.resolve_operand(v, *t, &mut st.operands)?;
    }
    let index = p.ctx.index_type();
    p.resolve_operands(&tiles, &vec![index; tiles.len()], &mut st.operands)?;
    if pack {
        segment_sizes(p.ctx, st, &[1, 1, i32::from(padding.is_some()), tiles.len() as i32]);
    }
    st.result_types.push(dest_ty);
    Ok(())
}

fn i64s(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    prop(ctx, op, name).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default()
}

/// The operand groups: source, dest, padding value (if any), dynamic tiles.
fn groups(ctx: &Context, op: OpId) -> (ValueId, ValueId, Option<ValueId>, Vec<ValueId>) {
    let ops = ctx.ir.operands(op);
    let pack = ctx.op_name_str(ctx.ir.op(op).name) == PACK;
    let n_pad = if pack { segments(ctx, op).and_then(|s| s.get(2).copied()).unwrap_or(0).min(1) } else { 0 };
    let pad = if n_pad == 1 { ops.get(2).copied() } else { None };
    let tiles = ops.get((2 + n_pad).min(ops.len())..).unwrap_or(&[]).to_vec();
    (ops[0], ops[1], pad, tiles)
}

fn print(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let (src, dest, pad, tiles) = groups(ctx, op);
    p.write(" ");
    p.print_operand(src);
    if let Some(v) = pad {
        p.write(" padding_value(");
        p.print_operand(v);
        p.write(" : ");
        p.print_type(ctx.ir.value_type(v));
        p.write(")");
    }
    let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let outer = i64s(ctx, op, OUTER);
    if !outer.is_empty() {
        p.write(&format!(" {OUTER} = [{}]", list(&outer)));
    }
    p.write(&format!(" {INNER_POS} = [{}] inner_tiles = ", list(&i64s(ctx, op, INNER_POS))));
    print_dynamic_index_list(p, &i64s(ctx, op, STATIC_TILES), &tiles);
    p.write(" into ");
    p.print_operand(dest);
    p.print_optional_attr_dict(op, &[INNER_POS, SEGMENTS, OUTER, STATIC_TILES]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(src));
    p.write(" -> ");
    p.print_type(ctx.ir.value_type(dest));
}

fn ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

fn tensor_shape(ctx: &Context, t: Type) -> (Vec<i64>, Option<Type>) {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, elem, .. } => (shape.clone(), Some(*elem)),
        _ => (Vec::new(), None),
    }
}

/// A tile: its static value, or the constant its dynamic operand is
/// defined by (MLIR's `getConstantIntValue` on the mixed tiles); `None`
/// when unknown.
#[derive(Clone, Copy)]
pub(super) enum Tile {
    /// A static tile.
    Static(i64),
    /// A tile operand, with its constant value if it has one.
    Dynamic(Option<i64>),
}

impl Tile {
    fn constant(self) -> Option<i64> {
        match self {
            Tile::Static(v) => Some(v),
            Tile::Dynamic(c) => c,
        }
    }
}

/// MLIR's `isInvalidPackingPosSpecification`.
fn invalid_positions(pos: &[i64], rank: usize) -> bool {
    if pos.len() > rank {
        return true;
    }
    let mut seen = std::collections::HashSet::new();
    if !pos.iter().all(|v| seen.insert(*v)) {
        return true;
    }
    pos.iter().any(|&d| d < 0 || d >= rank as i64)
}

/// The ODS invariants (operand and result kinds, `TypesMatchWith` of the
/// result and the destination), then MLIR's `PackOp::verify` /
/// `UnPackOp::verify`.
fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let pack = ctx.op_name_str(ctx.ir.op(op).name) == PACK;
    let desc = "ranked tensor of any type values";
    check_operand(ctx, op, 0, desc, ranked_tensor)?;
    check_operand(ctx, op, 1, desc, ranked_tensor)?;
    let (src, dest, pad, tiles) = groups(ctx, op);
    let first_tile = ctx.ir.operands(op).len() - tiles.len();
    for i in first_tile..ctx.ir.operands(op).len() {
        check_operand(ctx, op, i, "variadic of index", |c, t| matches!(c.type_data(t), TypeData::Index))?;
    }
    check_result(ctx, op, 0, desc, ranked_tensor)?;
    let dest_ty = ctx.ir.value_type(dest);
    if ctx.ir.value_type(ctx.ir.result(op, 0)) != dest_ty {
        return Err(op_error(ctx, op, "failed to verify that result type matches type of dest"));
    }
    let statics = i64s(ctx, op, STATIC_TILES);
    let n_dynamic = statics.iter().filter(|&&v| v == DYNAMIC).count();
    if n_dynamic != tiles.len() {
        // mlir-opt 22 crashes here (it reads a tile operand that is not
        // there); we report the mismatch instead.
        let msg = format!("expected {n_dynamic} dynamic inner tile operands, but found {}", tiles.len());
        return Err(op_error(ctx, op, msg));
    }
    let mut dyn_iter = tiles.iter();
    let mixed: Vec<Tile> = statics
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                let v = dyn_iter.next().copied();
                Tile::Dynamic(v.and_then(|v| crate::arith::constant_int(ctx, v)).and_then(|c| i64::try_from(c).ok()))
            } else {
                Tile::Static(s)
            }
        })
        .collect();
    let src_ty = ctx.ir.value_type(src);
    let (unpacked_ty, packed_ty) = if pack { (src_ty, dest_ty) } else { (dest_ty, src_ty) };
    let (unpacked, elem) = tensor_shape(ctx, unpacked_ty);
    let (packed, _) = tensor_shape(ctx, packed_ty);
    let err = |m: &str| Err(plain_error(ctx, op, m));
    if mixed.iter().any(|t| t.constant() == Some(0)) {
        return err("invalid zero tile factor");
    }
    let rank = unpacked.len();
    let pos = i64s(ctx, op, INNER_POS);
    let outer = i64s(ctx, op, OUTER);
    if invalid_positions(&pos, rank) {
        return err("invalid inner_dims_pos vector");
    }
    if invalid_positions(&outer, rank) {
        return err("invalid outer_dims_perm vector");
    }
    if !outer.is_empty() && outer.len() != rank {
        return err("outer_dims_perm must be a permutation or empty");
    }
    if mixed.len() > rank {
        return err("tiling factors must be less than or equal to the input rank for pack or output rank for unpack");
    }
    if mixed.len() != pos.len() {
        return err("tiling factors must equal the number of dimensions to tile");
    }
    let expected_rank = rank + mixed.len();
    if packed.len() != expected_rank {
        return err(&format!(
            "packed rank != (unpacked rank + num tiling factors), got {} != {expected_rank}",
            packed.len()
        ));
    }
    let tile_mismatch = packed[rank..].iter().zip(&mixed).any(|(&shape, t)| match t {
        Tile::Static(v) => shape != *v,
        Tile::Dynamic(_) => shape != DYNAMIC,
    });
    if tile_mismatch {
        return err("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type");
    }
    // MLIR's `getPackOpResultTypeShape`.
    let mut expected = unpacked.clone();
    for (i, &d) in pos.iter().enumerate() {
        let d = d as usize;
        if expected[d] == DYNAMIC {
            continue;
        }
        expected[d] = if statics[i] == DYNAMIC { DYNAMIC } else { div_ceil(expected[d], statics[i]) };
    }
    if !outer.is_empty() {
        expected = outer.iter().map(|&i| expected[i as usize]).collect();
    }
    expected.extend_from_slice(&statics);
    let compatible = expected.iter().zip(&packed).all(|(&e, &g)| e == DYNAMIC || g == DYNAMIC || e == g);
    if !compatible {
        let expected_ty = crate::tensor_canon::expected_type_text(ctx, &expected, elem.unwrap_or(src_ty), None);
        return err(&format!("expected '{expected_ty}' for the packed domain value, got {}", q(ctx, packed_ty)));
    }
    if !pack {
        return Ok(());
    }
    if let Some(pad) = pad {
        let pt = ctx.ir.value_type(pad);
        if Some(pt) != elem {
            let e = elem.map_or_else(String::new, |e| q(ctx, e));
            return Err(op_error(ctx, op, format!("expected padding_value has {e} but got: {}", q(ctx, pt))));
        }
        return Ok(());
    }
    if requires_padding(&unpacked, &pos, &packed, &outer, &mixed) {
        return Err(op_error(
            ctx,
            op,
            "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set",
        ));
    }
    Ok(())
}

/// MLIR's `llvm::divideCeil` on the signed sizes of a type (tiles are
/// non-zero here).
fn div_ceil(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a > 0) == (b > 0)) { q.wrapping_add(1) } else { q }
}

/// MLIR's `PackOp::requirePaddingValue`: a static source dimension that a
/// constant tile (or, for a dynamic tile, the static outer size of the
/// destination) does not divide.
pub(super) fn requires_padding(input: &[i64], pos: &[i64], output: &[i64], outer: &[i64], tiles: &[Tile]) -> bool {
    let mut outer_sizes: Vec<i64> = output[..input.len()].to_vec();
    if !outer.is_empty() {
        // applyPermutationToVector(v, invert(perm)): v'[perm[i]] = v[i].
        let mut inv = outer_sizes.clone();
        for (i, &p) in outer.iter().enumerate() {
            inv[p as usize] = outer_sizes[i];
        }
        outer_sizes = inv;
    }
    for (&d, t) in pos.iter().zip(tiles) {
        let d = d as usize;
        if input[d] == DYNAMIC {
            continue;
        }
        match t.constant() {
            Some(c) => {
                if input[d].wrapping_rem(c) != 0 {
                    return true;
                }
            }
            None => {
                let o = outer_sizes[d];
                if o != DYNAMIC && o != 0 && input[d].wrapping_rem(o) != 0 {
                    return true;
                }
            }
        }
    }
    false
}
