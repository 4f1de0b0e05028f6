//! The `vector` dialect subset used by affine vectorization:
//! `transfer_read`/`transfer_write` (permutation maps, padding, `in_bounds`,
//! masks), `load`/`store`, `broadcast`, `reduction`, `extract`/`insert`,
//! `shape_cast`, `fma`, `step`, `vscale`, `create_mask`/`constant_mask`,
//! `mask` (with `vector.yield`), `contract` and `outerproduct`, parsed,
//! printed and verified as `mlir-opt` 22 does (`vector.splat` and
//! `vector.extractelement`/`insertelement` no longer exist in 22); the
//! masked and indexed memory ops in [`memops`] and `shuffle` /
//! `interleave` in `shuffle.rs`; `to_elements`, `deinterleave`, `scan`,
//! `type_cast` and `scalable.insert`/`extract` in `misc.rs`.
//!
//! Memory effects: transfers, `load`/`store` and the [`memops`] on
//! memrefs read/write their base memref (no effect on tensors).
//!
//! Accessors: [`transfer_parts`] (base, indices, permutation map, vector type).

pub(crate) mod attrs;
pub mod builders;
pub mod memops;
mod misc;
mod shuffle;

use crate::arith::types::*;
use crate::enum_keyword::{EnumParam, parse_enum_case};
use crate::memref::{dynamic_index_list_parse, print_dynamic_index_list, segments};
use affine_ir::affine::AffineMap;
use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, NamedAttr, Signedness, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, EffectKind, MemEffect, OpDef, OpShape, Registry, traits};
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

/// Combining kinds of `#vector.kind<..>` in enum order.
pub const COMBINING_KINDS: [&str; 13] = [
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "maximumf", "minimumf",
];

/// Registers the `vector` ops.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("vector");
    // Folded vector constants are `arith.constant`s (MLIR's
    // `VectorDialect::materializeConstant`).
    reg.set_constant_materializer("vector", crate::arith::fold::materialize);
    reg.set_dialect_hooks("vector", attrs::HOOKS);
    let d = |name: &'static str,
             parse: affine_ir::dialect::ParseFn,
             print: affine_ir::dialect::PrintFn,
             verify: affine_ir::dialect::VerifyFn,
             t: u32,
             inh: &'static [&'static str]| OpDef {
        parse: Some(parse),
        print: Some(print),
        verify: Some(verify),
        traits: t,
        inherent_attrs: inh,
        ..OpDef::new(name)
    };
    const XFER: &[&str] = &["in_bounds", "operandSegmentSizes", "permutation_map"];
    reg.add(OpDef {
        effects: Some(xfer_effects),
        fold: Some(crate::vector_fold::fold),
        verify_structure: Some(|ctx, op| check_shape(ctx, op, &Shape::variadic(2, 1))),
        ..d("vector.transfer_read", parse_read, print_read, verify_read, 0, XFER)
    });
    reg.add(OpDef {
        effects: Some(xfer_effects),
        fold: Some(crate::vector_fold::fold),
        verify_structure: Some(|ctx, op| check_shape(ctx, op, &WRITE_SHAPE)),
        ..d("vector.transfer_write", parse_write, print_write, verify_write, 0, XFER)
    });
    reg.add(OpDef {
        effects: Some(load_effects),
        fold: Some(crate::vector_fold::fold),
        ..d("vector.load", parse_load, print_load, verify_load, 0, &["alignment", "nontemporal"])
    });
    reg.add(OpDef {
        effects: Some(store_effects),
        fold: Some(crate::vector_fold::fold),
        ..d("vector.store", parse_store, print_store, verify_store, 0, &["alignment", "nontemporal"])
    });
    reg.add(OpDef {
        fold: Some(crate::vector_fold::fold),
        ..d("vector.broadcast", parse_to, print_to, verify_broadcast, traits::PURE, &[])
    });
    reg.add(d("vector.shape_cast", parse_to, print_to, verify_shape_cast, traits::PURE, &[]));
    reg.add(OpDef {
        normalize: Some(normalize_fastmath_kind),
        ..d("vector.reduction", parse_reduction, print_reduction, verify_reduction, traits::PURE, &["fastmath", "kind"])
    });
    reg.add(d("vector.extract", parse_extract, print_extract, verify_extract, traits::PURE, &["static_position"]));
    reg.add(d("vector.insert", parse_insert, print_insert, verify_insert, traits::PURE, &["static_position"]));
    reg.add(d("vector.fma", parse_fma, print_fma, verify_fma, traits::PURE, &[]));
    reg.add(d("vector.step", parse_type_only, print_type_only, verify_step, traits::PURE, &[]));
    reg.add(OpDef {
        result_names: Some(vscale_names),
        ..d("vector.vscale", parse_vscale, print_vscale, verify_vscale, traits::PURE, &[])
    });
    reg.add(d("vector.create_mask", parse_create_mask, print_create_mask, verify_create_mask, traits::PURE, &[]));
    reg.add(d(
        "vector.constant_mask",
        parse_constant_mask,
        print_constant_mask,
        verify_constant_mask,
        traits::PURE,
        &["mask_dim_sizes"],
    ));
    reg.add(OpDef {
        implicit_terminator: Some("vector.yield"),
        ..d(
            "vector.mask",
            parse_mask,
            print_mask,
            verify_mask,
            traits::RECURSIVE_MEMORY_EFFECTS | traits::SINGLE_BLOCK | traits::NO_TERMINATOR,
            &[],
        )
    });
    reg.add(d(
        "vector.yield",
        parse_yield,
        print_yield,
        verify_yield,
        traits::TERMINATOR | traits::PURE | traits::RETURN_LIKE,
        &[],
    ));
    reg.add(OpDef {
        normalize: Some(normalize_fastmath_kind),
        ..d(
            "vector.contract",
            parse_contract,
            print_contract,
            verify_contract,
            traits::PURE,
            &["indexing_maps", "iterator_types", "kind"],
        )
    });
    reg.add(d("vector.transpose", parse_transpose, print_transpose, verify_transpose, traits::PURE, &["permutation"]));
    reg.add(d("vector.bitcast", parse_to, print_to, verify_bitcast, traits::PURE, &[]));
    reg.add(OpDef {
        fold: Some(misc::fold_from_elements),
        canonicalize: Some(misc::from_elements_patterns),
        ..d("vector.from_elements", parse_from_elements, print_from_elements, verify_from_elements, traits::PURE, &[])
    });
    reg.add(d(
        "vector.multi_reduction",
        parse_multi_reduction,
        print_multi_reduction,
        verify_multi_reduction,
        traits::PURE,
        &["kind", "reduction_dims"],
    ));
    reg.add(OpDef {
        normalize: Some(normalize_print),
        ..d("vector.print", parse_print, print_print, verify_print, 0, &["punctuation", "stringLiteral"])
    });
    reg.add(d(
        "vector.extract_strided_slice",
        parse_strided_slice,
        print_strided_slice,
        verify_strided_slice,
        traits::PURE,
        &["offsets", "sizes", "strides"],
    ));
    reg.add(d(
        "vector.insert_strided_slice",
        parse_strided_slice,
        print_strided_slice,
        verify_strided_slice,
        traits::PURE,
        &["offsets", "strides"],
    ));
    reg.add(OpDef {
        normalize: Some(normalize_fastmath_kind),
        ..d("vector.outerproduct", parse_outer, print_outer, verify_outer, traits::PURE, &["kind"])
    });
    memops::register(reg);
    shuffle::register(reg);
    misc::register(reg);
    reg.declare_shapes(SHAPES);
}

/// The ODS count traits of `vector` ops whose verifiers check required
/// attributes before the counts (checked first, as in MLIR).
const SHAPES: &[(&str, OpShape)] = &[
    ("vector.constant_mask", OpShape::fixed(0, 1)),
    ("vector.contract", OpShape::fixed(3, 1)),
    ("vector.extract", OpShape::variadic(1, 1)),
    ("vector.extract_strided_slice", OpShape::fixed(1, 1)),
    ("vector.insert", OpShape::variadic(2, 1)),
    ("vector.insert_strided_slice", OpShape::fixed(2, 1)),
    ("vector.multi_reduction", OpShape::fixed(2, 1)),
    ("vector.print", OpShape::variadic(0, 0)),
    ("vector.reduction", OpShape::variadic(1, 1)),
    ("vector.scatter", OpShape::variadic(4, 0).with_results(Arity::Any)),
    ("vector.shuffle", OpShape::fixed(2, 1)),
    ("vector.transpose", OpShape::fixed(1, 1)),
];

// ----------------------------------------------------------------------
// Helpers
// ----------------------------------------------------------------------

fn vec_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, elem } => Some((shape.clone(), scalable.clone(), *elem)),
        _ => None,
    }
}

fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { .. })
}

fn operand_ty(ctx: &Context, op: OpId, i: usize) -> Type {
    ctx.ir.value_type(ctx.ir.operands(op)[i])
}

fn result_ty(ctx: &Context, op: OpId) -> Option<Type> {
    ctx.ir.results(op).first().map(|&r| ctx.ir.value_type(r))
}

/// The `<kind>` of reductions and contractions.
const COMBINING_KIND: EnumParam = EnumParam {
    cpp_enum: "::mlir::vector::CombiningKind",
    attr_def: "Vector_CombiningKindAttr",
    cases: &COMBINING_KINDS,
};

/// The `punctuation <...>` of `vector.print`.
const PRINT_PUNCTUATION: EnumParam = EnumParam {
    cpp_enum: "::mlir::vector::PrintPunctuation",
    attr_def: "Vector_PrintPunctuation",
    cases: &PUNCTUATIONS,
};

fn kind_attr(ctx: &mut Context, k: &str) -> Attribute {
    ctx.attr(AttrData::Opaque(format!("vector.kind<{k}>")))
}

fn kind_of(ctx: &Context, op: OpId) -> Option<&'static str> {
    let a = prop(ctx, op, "kind")?;
    let body = opaque_body(ctx, a)?;
    let k = body.strip_prefix("vector.kind<")?.strip_suffix('>')?.trim();
    COMBINING_KINDS.iter().copied().find(|x| *x == k)
}

/// Materializes `fastmath = #arith.fastmath<none>` (reduction) and
/// `kind = #vector.kind<add>` (contract, outerproduct) defaults.
fn normalize_fastmath_kind(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let name = ctx.op_name_str(st.name).to_string();
    if name == "vector.reduction" && state_prop(ctx, st, "fastmath").is_none() {
        let a = ctx.attr(AttrData::Opaque("arith.fastmath<none>".into()));
        set_state_prop(ctx, st, "fastmath", a);
    }
    if name != "vector.reduction" && name != "vector.multi_reduction" && state_prop(ctx, st, "kind").is_none() {
        let a = kind_attr(ctx, "add");
        set_state_prop(ctx, st, "kind", a);
    }
    Ok(())
}

/// Parses `<kind>` (the custom-form spelling of a combining kind).
fn parse_kind(p: &mut OpParser, st: &OpState) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    let name = p.ctx.op_name_str(st.name).to_string();
    let k = parse_enum_case(p, &name, &COMBINING_KIND, |w| COMBINING_KINDS.iter().copied().find(|k| *k == w))?;
    p.expect(Tok::Greater)?;
    Ok(kind_attr(p.ctx, k))
}

fn parse_square_operands(p: &mut OpParser) -> PResult<Vec<UnresolvedOperand>> {
    p.expect(Tok::LSquare)?;
    let mut v = Vec::new();
    if !p.at(Tok::RSquare) {
        loop {
            v.push(p.parse_operand()?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    p.expect(Tok::RSquare)?;
    Ok(v)
}

/// Index list of the custom-parsed transfer ops (MLIR's `parseOperandList`
/// with a square delimiter: errors say "in operand list").
fn parse_transfer_indices(p: &mut OpParser) -> PResult<Vec<UnresolvedOperand>> {
    parse_delimited_operands(p, Tok::LSquare, Tok::RSquare, "operand list")
}

// ----------------------------------------------------------------------
// Transfers
// ----------------------------------------------------------------------

/// `(base, indices, permutation map, vector type)` of a transfer op.
pub fn transfer_parts(ctx: &Context, op: OpId) -> Option<(ValueId, Vec<ValueId>, AffineMap, Type)> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let seg = segments(ctx, op)?;
    let ops = ctx.ir.operands(op);
    let map = prop(ctx, op, "permutation_map").and_then(|a| ctx.attr_affine_map(a))?;
    match name {
        "vector.transfer_read" => {
            let idx = ops.get(1..1 + seg[1])?.to_vec();
            Some((ops[0], idx, map, result_ty(ctx, op)?))
        }
        "vector.transfer_write" => {
            let idx = ops.get(2..2 + seg[2])?.to_vec();
            Some((ops[1], idx, map, ctx.ir.value_type(ops[0])))
        }
        _ => None,
    }
}

fn shaped_rank_elem(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

/// MLIR's `getTransferMinorIdentityMap`.
fn minor_identity(ctx: &mut Context, shaped: Type, vector: Type) -> Option<AffineMap> {
    let (rank, elem) = shaped_rank_elem(ctx, shaped)?;
    let (vshape, _, _) = vec_parts(ctx, vector)?;
    let elem_rank = vec_parts(ctx, elem).map(|v| v.0.len()).unwrap_or(0);
    if rank == 0 && vshape == [1] {
        let z = ctx.affine.constant(0);
        return Some(ctx.affine.map(0, 0, &[z]));
    }
    let k = vshape.len().checked_sub(elem_rank)?;
    let k = k.min(rank);
    let res: Vec<_> = (rank - k..rank).map(|i| ctx.affine.dim(i as u32)).collect();
    Some(ctx.affine.map(rank as u32, 0, &res))
}

fn is_minor_identity(ctx: &Context, m: AffineMap) -> bool {
    let d = ctx.affine.map_data(m);
    let n = d.num_dims as usize;
    let k = d.results.len();
    if k > n {
        return false;
    }
    d.results.iter().enumerate().all(
        |(i, &e)| matches!(ctx.affine.data(e), affine_ir::affine::AffineExprData::Dim(p) if p as usize == n - k + i),
    )
}

/// Result positions of a permutation map: `Some(dim)` or `None` for the
/// broadcast constant 0 (other expressions: `Err`).
fn perm_results(ctx: &Context, m: AffineMap) -> Result<Vec<Option<u32>>, ()> {
    ctx.affine
        .map_data(m)
        .results
        .iter()
        .map(|&e| match ctx.affine.data(e) {
            affine_ir::affine::AffineExprData::Dim(p) => Ok(Some(p)),
            affine_ir::affine::AffineExprData::Constant(0) => Ok(None),
            _ => Err(()),
        })
        .collect()
}

/// `inferTransferOpMaskType`: the vector shape permuted back to the
/// order of the used source dims (broadcast dims dropped).
fn mask_shape(ctx: &Context, vector: Type, m: AffineMap) -> Option<(Vec<i64>, Vec<bool>)> {
    let (vshape, vscal, _) = vec_parts(ctx, vector)?;
    let res = perm_results(ctx, m).ok()?;
    let mut used: Vec<(u32, usize)> = res.iter().enumerate().filter_map(|(i, r)| r.map(|d| (d, i))).collect();
    used.sort();
    let mut shape: Vec<i64> = used.iter().map(|&(_, i)| vshape.get(i).copied().unwrap_or(1)).collect();
    let mut scal: Vec<bool> = used.iter().map(|&(_, i)| vscal.get(i).copied().unwrap_or(false)).collect();
    if shape.is_empty() {
        shape.push(1);
        scal.push(false);
    }
    Some((shape, scal))
}

fn mask_type(ctx: &mut Context, vector: Type, m: AffineMap) -> Option<Type> {
    let (shape, scalable) = mask_shape(ctx, vector, m)?;
    let i1 = ctx.i1_type();
    Some(ctx.ty(TypeData::Vector { shape, scalable, elem: i1 }))
}

/// Shared tail of transfer parsing: permutation map / in_bounds defaults.
fn transfer_attrs(
    p: &mut OpParser,
    st: &mut OpState,
    shaped: Type,
    vector: Type,
    types_off: usize,
) -> PResult<AffineMap> {
    let map = match state_prop(p.ctx, st, "permutation_map").and_then(|a| p.ctx.attr_affine_map(a)) {
        Some(m) => m,
        None => {
            let (rank, elem) = shaped_rank_elem(p.ctx, shaped).unwrap_or((0, shaped));
            let elem_rank = vec_parts(p.ctx, elem).map(|v| v.0.len()).unwrap_or(0);
            let vrank = vec_parts(p.ctx, vector).map(|v| v.0.len()).unwrap_or(0);
            if rank < vrank.saturating_sub(elem_rank) {
                let name = p.ctx.op_name_str(st.name).to_string();
                return Err(p.error_at(
                    types_off,
                    format!(
                        "custom op '{name}' expected a custom permutation_map when rank(source) != rank(destination)"
                    ),
                ));
            }
            let m =
                minor_identity(p.ctx, shaped, vector).ok_or_else(|| p.error_at(types_off, "invalid transfer types"))?;
            let a = p.ctx.affine_map_attr(m);
            set_state_prop(p.ctx, st, "permutation_map", a);
            m
        }
    };
    if state_prop(p.ctx, st, "in_bounds").is_none() {
        let n = p.ctx.affine.map_data(map).results.len();
        let f = p.ctx.bool_attr(false);
        let a = p.ctx.array_attr(vec![f; n]);
        set_state_prop(p.ctx, st, "in_bounds", a);
    }
    Ok(map)
}

fn parse_read(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let base = p.parse_operand()?;
    let idx = parse_transfer_indices(p)?;
    p.expect(Tok::Comma)?;
    let pad = p.parse_operand()?;
    let mask = if p.consume_if(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let toff = p.offset();
    p.expect(Tok::Colon)?;
    let types = p.parse_type_list()?;
    let name = p.ctx.op_name_str(st.name).to_string();
    if types.len() != 2 {
        return Err(p.error_at(toff, format!("custom op '{name}' requires two types")));
    }
    let (shaped, vector) = (types[0], types[1]);
    if shaped_rank_elem(p.ctx, shaped).is_none() {
        return Err(p.error_at(toff, format!("custom op '{name}' requires memref or ranked tensor type")));
    }
    if !is_vector(p.ctx, vector) {
        return Err(p.error_at(toff, format!("custom op '{name}' requires vector type")));
    }
    let map = transfer_attrs(p, st, shaped, vector, toff)?;
    p.resolve_operand(&base, shaped, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &idx {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    let elem = shaped_rank_elem(p.ctx, shaped).map(|x| x.1).unwrap_or(shaped);
    p.resolve_operand(&pad, elem, &mut st.operands)?;
    if let Some(m) = &mask {
        resolve_transfer_mask(p, st, m, elem, vector, map, toff)?;
    }
    let seg = p.ctx.dense_i32_array_attr(&[1, idx.len() as i32, 1, mask.is_some() as i32]);
    set_state_prop(p.ctx, st, "operandSegmentSizes", seg);
    st.result_types.push(vector);
    Ok(())
}

fn transfer_elided(ctx: &Context, op: OpId) -> Vec<&'static str> {
    let mut v = vec!["operandSegmentSizes"];
    if prop(ctx, op, "permutation_map").and_then(|a| ctx.attr_affine_map(a)).is_some_and(|m| is_minor_identity(ctx, m))
    {
        v.push("permutation_map");
    }
    let all_false = match prop(ctx, op, "in_bounds").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(xs)) => xs.iter().all(|&x| matches!(ctx.attr_data(x), AttrData::Bool(false))),
        _ => true,
    };
    if all_false {
        v.push("in_bounds");
    }
    v
}

fn print_read(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let seg = segments(ctx, op).unwrap_or_else(|| vec![1, 0, 1, 0]);
    let ops = ctx.ir.operands(op).to_vec();
    let ni = seg.get(1).copied().unwrap_or(0);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(&ops[1..1 + ni]);
    p.write("], ");
    p.print_operand(ops[1 + ni]);
    if let Some(&m) = ops.get(2 + ni) {
        p.write(", ");
        p.print_operand(m);
    }
    let el = transfer_elided(ctx, op);
    p.print_optional_attr_dict(op, &el);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn parse_write(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let val = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let base = p.parse_operand()?;
    let idx = parse_transfer_indices(p)?;
    let mask = if p.consume_if(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let toff = p.offset();
    p.expect(Tok::Colon)?;
    let types = p.parse_type_list()?;
    let name = p.ctx.op_name_str(st.name).to_string();
    if types.len() != 2 {
        return Err(p.error_at(toff, format!("custom op '{name}' requires two types")));
    }
    let (vector, shaped) = (types[0], types[1]);
    if !is_vector(p.ctx, vector) {
        return Err(p.error_at(toff, format!("custom op '{name}' requires vector type")));
    }
    if shaped_rank_elem(p.ctx, shaped).is_none() {
        return Err(p.error_at(toff, format!("custom op '{name}' requires memref or ranked tensor type")));
    }
    let map = transfer_attrs(p, st, shaped, vector, toff)?;
    p.resolve_operand(&val, vector, &mut st.operands)?;
    p.resolve_operand(&base, shaped, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &idx {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    if let Some(m) = &mask {
        let elem = shaped_rank_elem(p.ctx, shaped).map(|x| x.1).unwrap_or(shaped);
        resolve_transfer_mask(p, st, m, elem, vector, map, toff)?;
    }
    let seg = p.ctx.dense_i32_array_attr(&[1, 1, idx.len() as i32, mask.is_some() as i32]);
    set_state_prop(p.ctx, st, "operandSegmentSizes", seg);
    if matches!(p.ctx.type_data(shaped), TypeData::RankedTensor { .. }) {
        st.result_types.push(shaped);
    }
    Ok(())
}

fn print_write(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let seg = segments(ctx, op).unwrap_or_else(|| vec![1, 1, 0, 0]);
    let ops = ctx.ir.operands(op).to_vec();
    let ni = seg.get(2).copied().unwrap_or(0);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.write("[");
    p.print_operands(&ops[2..2 + ni]);
    p.write("]");
    if let Some(&m) = ops.get(2 + ni) {
        p.write(", ");
        p.print_operand(m);
    }
    let el = transfer_elided(ctx, op);
    p.print_optional_attr_dict(op, &el);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

fn xfer_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let Some((base, _, _, _)) = transfer_parts(ctx, op) else { return };
    if !is_memref(ctx, ctx.ir.value_type(base)) {
        return;
    }
    let kind = if ctx.op_name_str(ctx.ir.op(op).name) == "vector.transfer_read" {
        EffectKind::Read
    } else {
        EffectKind::Write
    };
    out.push(MemEffect { kind, value: Some(base) });
}

fn bitwidth(ctx: &Context, t: Type) -> u64 {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width as u64,
        TypeData::Index => 64,
        TypeData::Float(k) => k.width() as u64,
        TypeData::Vector { shape, elem, .. } => shape.iter().product::<i64>().max(0) as u64 * bitwidth(ctx, *elem),
        _ => 0,
    }
}

/// `verifyTransferOp` plus the permutation-map checks.
fn verify_transfer_common(
    ctx: &Context,
    op: OpId,
    shaped: Type,
    vector: Type,
    mask: Option<Type>,
) -> Result<(), Diagnostic> {
    if prop(ctx, op, "masked").is_some() {
        return Err(op_error(ctx, op, "masked attribute has been removed. Use in_bounds instead."));
    }
    let Some((rank, elem)) = shaped_rank_elem(ctx, shaped) else {
        return Err(op_error(ctx, op, "requires source to be a memref or ranked tensor type"));
    };
    let Some(map) = prop(ctx, op, "permutation_map").and_then(|a| ctx.attr_affine_map(a)) else {
        return Err(op_error(ctx, op, "requires attribute 'permutation_map'"));
    };
    let md = ctx.affine.map_data(map);
    let nres = md.results.len();
    let (vshape, _, velem) = vec_parts(ctx, vector).expect("checked vector");
    if let Some((eshape, _, eelem)) = vec_parts(ctx, elem) {
        let src = bitwidth(ctx, eelem) * eshape.last().copied().unwrap_or(1) as u64;
        let res = bitwidth(ctx, velem) * vshape.last().copied().unwrap_or(1) as u64;
        if src == 0 || !res.is_multiple_of(src) {
            return Err(op_error(
                ctx,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source",
            ));
        }
        if eshape.len() > vshape.len() {
            return Err(op_error(ctx, op, "requires source vector element and vector result ranks to match."));
        }
        if nres != vshape.len() - eshape.len() {
            return Err(op_error(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
        if mask.is_some() {
            return Err(op_error(ctx, op, "does not support masks with vector element type"));
        }
    } else {
        let minor = if vshape.is_empty() { 1 } else { *vshape.last().expect("non-empty") } as u64;
        let res = bitwidth(ctx, velem) * minor;
        let eb = bitwidth(ctx, elem);
        if eb == 0 || !res.is_multiple_of(eb) {
            return Err(op_error(
                ctx,
                op,
                "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type",
            ));
        }
        if nres != vshape.len() {
            return Err(op_error(
                ctx,
                op,
                "requires a permutation_map with result dims of the same rank as the vector type",
            ));
        }
        if let Some(mt) = mask
            && let Some((ms, msc)) = mask_shape(ctx, vector, map)
        {
            let ok = matches!(ctx.type_data(mt), TypeData::Vector { shape, scalable, elem } if *shape == ms && *scalable == msc && is_signless_int_of(ctx, *elem, 1));
            if !ok {
                let dims: String = ms.iter().map(|d| format!("{d}x")).collect();
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "inferred mask type ('vector<{dims}i1>') and mask operand type ({}) don't match",
                        q(ctx, mt)
                    ),
                ));
            }
        }
    }
    if md.num_symbols != 0 {
        return Err(op_error(ctx, op, "requires permutation_map without symbols"));
    }
    if md.num_dims as usize != rank {
        return Err(op_error(
            ctx,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    let nib = match prop(ctx, op, "in_bounds").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(v)) => v.len(),
        _ => 0,
    };
    if nib != nres {
        let ma = ctx.affine.map_to_string(map);
        return Err(op_error(
            ctx,
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: affine_map<{ma}> vs inBounds of size: {nib}"
            ),
        ));
    }
    Ok(())
}

fn verify_perm_map(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(map) = prop(ctx, op, "permutation_map").and_then(|a| ctx.attr_affine_map(a)) else { return Ok(()) };
    let projected =
        "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)";
    let Ok(res) = perm_results(ctx, map) else {
        return Err(op_error(ctx, op, projected));
    };
    let mut seen = vec![false; ctx.affine.map_data(map).num_dims as usize];
    for d in res.into_iter().flatten() {
        let d = d as usize;
        if d < seen.len() && seen[d] {
            return Err(op_error(
                ctx,
                op,
                "requires a permutation_map that is a permutation (found one dim used more than once)",
            ));
        }
        if d < seen.len() {
            seen[d] = true;
        }
    }
    Ok(())
}

fn verify_read(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 1))?;
    let seg = segments(ctx, op).unwrap_or_default();
    if seg.len() != 4 || seg.iter().sum::<usize>() != ctx.ir.operands(op).len() {
        return Err(op_error(
            ctx,
            op,
            "operand count does not match with the total size specified in attribute 'operandSegmentSizes'",
        ));
    }
    check_operand(ctx, op, 0, "shaped of any type values", is_shaped)?;
    check_operands(ctx, op, 1..1 + seg[1], "variadic of index", is_index)?;
    let has_mask = seg[3] == 1;
    if has_mask {
        check_operand(ctx, op, 2 + seg[1], "vector of 1-bit signless integer values", |c, t| {
            is_vector(c, t) && is_signless_int_of(c, elem_or_self(c, t), 1)
        })?;
    }
    check_result(ctx, op, 0, "vector of any type values", is_vector)?;
    let shaped = operand_ty(ctx, op, 0);
    let vector = result_ty(ctx, op).expect("result");
    let rank = shaped_rank_elem(ctx, shaped).map(|x| x.0).unwrap_or(0);
    if seg[1] != rank {
        return Err(op_error(ctx, op, format!("requires {rank} indices")));
    }
    let mask = has_mask.then(|| operand_ty(ctx, op, 2 + seg[1]));
    verify_transfer_common(ctx, op, shaped, vector, mask)?;
    let pad = operand_ty(ctx, op, 1 + seg[1]);
    let elem = shaped_rank_elem(ctx, shaped).map(|x| x.1).expect("shaped");
    if is_vector(ctx, elem) {
        if elem != pad {
            return Err(op_error(ctx, op, "requires source element type and padding type to match."));
        }
    } else if pad != elem {
        return Err(op_error(ctx, op, "requires formal padding and source of the same elemental type"));
    }
    verify_perm_map(ctx, op)
}

/// `vector.transfer_write`'s structure: no regions, 0 or 1 result, at least
/// two operands.
const WRITE_SHAPE: Shape = Shape { regions: 0, results: None, operands: None, min_operands: 2 };

fn verify_write(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &WRITE_SHAPE)?;
    let seg = segments(ctx, op).unwrap_or_default();
    if seg.len() != 4 || seg.iter().sum::<usize>() != ctx.ir.operands(op).len() {
        return Err(op_error(
            ctx,
            op,
            "operand count does not match with the total size specified in attribute 'operandSegmentSizes'",
        ));
    }
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    check_operand(ctx, op, 1, "shaped of any type values", is_shaped)?;
    check_operands(ctx, op, 2..2 + seg[2], "variadic of index", is_index)?;
    let vector = operand_ty(ctx, op, 0);
    let shaped = operand_ty(ctx, op, 1);
    let rank = shaped_rank_elem(ctx, shaped).map(|x| x.0).unwrap_or(0);
    if seg[2] != rank {
        return Err(op_error(ctx, op, format!("requires {rank} indices")));
    }
    if let Some(map) = prop(ctx, op, "permutation_map").and_then(|a| ctx.attr_affine_map(a))
        && perm_results(ctx, map).is_ok_and(|r| r.iter().any(|x| x.is_none()))
    {
        return Err(op_error(ctx, op, "should not have broadcast dimensions"));
    }
    let mask = (seg[3] == 1).then(|| operand_ty(ctx, op, 2 + seg[2]));
    verify_transfer_common(ctx, op, shaped, vector, mask)?;
    verify_perm_map(ctx, op)
}

// ----------------------------------------------------------------------
// vector.load / vector.store
// ----------------------------------------------------------------------

fn parse_load(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let base = p.parse_operand()?;
    let idx = parse_square_operands(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = parse_colon_memref_type(p, st)?;
    p.expect(Tok::Comma)?;
    let vt = parse_vector_type(p, st)?;
    p.resolve_operand(&base, mt, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &idx {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    st.result_types.push(vt);
    Ok(())
}

fn nontemporal_elided(ctx: &Context, op: OpId) -> &'static [&'static str] {
    if bool_prop(ctx, op, "nontemporal") == Some(false) { &["nontemporal"] } else { &[] }
}

fn print_load(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(&ops[1..]);
    p.write("]");
    p.print_optional_attr_dict(op, nontemporal_elided(ctx, op));
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn load_store_check(ctx: &Context, op: OpId, mem: Type, vec: Type, nidx: usize, load: bool) -> Result<(), Diagnostic> {
    let (shape, elem, _, _) = crate::memref::memref_parts(ctx, mem).expect("checked memref");
    let (vshape, _, velem) = vec_parts(ctx, vec).expect("checked vector");
    if shape.len() < vshape.len() {
        let what = if load {
            "destination memref has lower rank than the result vector"
        } else {
            "source memref has lower rank than the vector to store"
        };
        return Err(op_error(ctx, op, what));
    }
    let mut me = elem;
    if let Some((_, _, e)) = vec_parts(ctx, elem) {
        if elem != vec {
            let what = if load {
                "base memref and result vector types should match"
            } else {
                "base memref and valueToStore vector types should match"
            };
            return Err(op_error(ctx, op, what));
        }
        me = e;
    }
    if velem != me {
        let what = if load {
            "base and result element types should match"
        } else {
            "base and valueToStore element types should match"
        };
        return Err(op_error(ctx, op, what));
    }
    if nidx != shape.len() {
        return Err(op_error(ctx, op, format!("requires {} indices", shape.len())));
    }
    Ok(())
}

fn verify_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    check_operand(ctx, op, 0, "memref of any type values", is_memref)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 1..n, "variadic of index", is_index)?;
    check_result(ctx, op, 0, "vector of any type values", is_vector)?;
    load_store_check(ctx, op, operand_ty(ctx, op, 0), result_ty(ctx, op).expect("result"), n - 1, true)
}

fn load_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).first() {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(m) });
    }
}

fn parse_store(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let base = p.parse_operand()?;
    let idx = parse_square_operands(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = parse_colon_memref_type(p, st)?;
    p.expect(Tok::Comma)?;
    let vt = parse_vector_type(p, st)?;
    p.resolve_operand(&v, vt, &mut st.operands)?;
    p.resolve_operand(&base, mt, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &idx {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    Ok(())
}

fn print_store(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.write("[");
    p.print_operands(&ops[2..]);
    p.write("]");
    p.print_optional_attr_dict(op, nontemporal_elided(ctx, op));
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[1]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[0]));
}

fn verify_store(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 0))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    check_operand(ctx, op, 1, "memref of any type values", is_memref)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 2..n, "variadic of index", is_index)?;
    load_store_check(ctx, op, operand_ty(ctx, op, 1), operand_ty(ctx, op, 0), n - 2, false)
}

fn store_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).get(1) {
        out.push(MemEffect { kind: EffectKind::Write, value: Some(m) });
    }
}

// ----------------------------------------------------------------------
// broadcast / shape_cast (`$src attr-dict : T to T`)
// ----------------------------------------------------------------------

/// `vector.broadcast` (a source of any type), `vector.shape_cast` and
/// `vector.bitcast` (vectors); the result is a vector.
fn parse_to(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let s = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let a = if p.ctx.op_name_str(st.name) == "vector.broadcast" {
        p.parse_colon_type()?
    } else {
        parse_colon_vector_type(p, st)?
    };
    parse_kw(p, st, "to")?;
    let b = parse_vector_type(p, st)?;
    p.resolve_operand(&s, a, &mut st.operands)?;
    st.result_types.push(b);
    Ok(())
}

fn print_to(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let s = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(s);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(s));
    p.write(" to ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn dim_text(d: i64, scalable: bool) -> String {
    if scalable { format!("[{d}]") } else { d.to_string() }
}

fn verify_broadcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_result(ctx, op, 0, "vector of any type values", is_vector)?;
    let src = operand_ty(ctx, op, 0);
    let dst = result_ty(ctx, op).expect("result");
    let (dshape, dscal, delem) = vec_parts(ctx, dst).expect("vector");
    if elem_or_self(ctx, src) != delem {
        return Err(op_error(ctx, op, "failed to verify that source operand and result have same element type"));
    }
    let Some((sshape, sscal, _)) = vec_parts(ctx, src) else { return Ok(()) };
    if sshape.len() > dshape.len() {
        return Err(op_error(ctx, op, "source rank higher than destination rank"));
    }
    let lead = dshape.len() - sshape.len();
    for i in 0..sshape.len() {
        let (s, d) = (sshape[i], dshape[lead + i]);
        let (ss, ds) = (sscal[i], dscal[lead + i]);
        if s == 1 && !ss {
            continue;
        }
        if s != d || ss != ds {
            return Err(op_error(ctx, op, format!("dimension mismatch ({} vs. {})", dim_text(s, ss), dim_text(d, ds))));
        }
    }
    Ok(())
}

fn verify_shape_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    check_result(ctx, op, 0, "vector of any type values", is_vector)?;
    let (ss, ssc, se) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    let (rs, rsc, re) = vec_parts(ctx, result_ty(ctx, op).expect("result")).expect("vector");
    if se != re {
        return Err(op_error(ctx, op, "has different source and result element types"));
    }
    let (a, b): (i64, i64) = (ss.iter().product(), rs.iter().product());
    if a != b {
        return Err(op_error(ctx, op, format!("has different number of elements at source ({a}) and result ({b})")));
    }
    let (na, nb) = (ssc.iter().filter(|&&x| x).count(), rsc.iter().filter(|&&x| x).count());
    if na != nb {
        return Err(op_error(
            ctx,
            op,
            format!("has different number of scalable dims at source ({na}) and result ({nb})"),
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// reduction
// ----------------------------------------------------------------------

fn parse_reduction(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let k = parse_kind(p, st)?;
    set_state_prop(p.ctx, st, "kind", k);
    p.expect(Tok::Comma)?;
    let v = p.parse_operand()?;
    let acc = if p.consume_if(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    if p.parse_optional_keyword("fastmath") {
        p.expect(Tok::Less)?;
        let off = p.offset();
        let mut words = Vec::new();
        loop {
            if !p.at(Tok::BareIdent) {
                return Err(p.error_at(off, "expected fastmath flag"));
            }
            words.push(p.token_text().to_string());
            p.consume();
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::Greater)?;
        let a = p.ctx.attr(AttrData::Opaque(format!("arith.fastmath<{}>", words.join(","))));
        set_state_prop(p.ctx, st, "fastmath", a);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let vt = parse_colon_vector_type(p, st)?;
    parse_kw(p, st, "into")?;
    let rt = p.parse_type()?;
    p.resolve_operand(&v, vt, &mut st.operands)?;
    if let Some(a) = acc {
        p.resolve_operand(&a, rt, &mut st.operands)?;
    }
    st.result_types.push(rt);
    Ok(())
}

fn print_reduction(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" <");
    p.write(kind_of(ctx, op).unwrap_or("add"));
    p.write(">, ");
    p.print_operands(&ops);
    let fm = crate::arith::fastmath_bits(ctx, op);
    if fm != 0 {
        let s = format!(" fastmath<{}>", crate::arith::fastmath_to_string(fm));
        p.write(&s);
    }
    p.print_optional_attr_dict(op, &["kind", "fastmath"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" into ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn kind_supported(ctx: &Context, kind: &str, t: Type) -> bool {
    let int = matches!(ctx.type_data(t), TypeData::Integer { .. } | TypeData::Index);
    let fl = is_float(ctx, t);
    match kind {
        "add" | "mul" => int || fl,
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int,
        _ => fl,
    }
}

fn verify_reduction(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    let (shape, _, elem) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    let rt = result_ty(ctx, op).expect("result");
    if elem != rt {
        return Err(op_error(ctx, op, "failed to verify that source operand and result have same element type"));
    }
    if shape.len() > 1 {
        return Err(op_error(ctx, op, format!("unsupported reduction rank: {}", shape.len())));
    }
    let k = kind_of(ctx, op).unwrap_or("add");
    if !kind_supported(ctx, k, rt) {
        return Err(op_error(ctx, op, format!("unsupported reduction type '{}' for kind '{k}'", q(ctx, rt))));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// extract / insert
// ----------------------------------------------------------------------

fn parse_extract(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let (dyns, statics) = dynamic_index_list_parse(p, st)?;
    let a = p.ctx.dense_i64_array_attr(&statics);
    set_state_prop(p.ctx, st, "static_position", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let rt = p.parse_colon_type()?;
    parse_kw(p, st, "from")?;
    let st_ty = parse_vector_type(p, st)?;
    p.resolve_operand(&src, st_ty, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &dyns {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    st.result_types.push(rt);
    Ok(())
}

fn print_extract(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    let statics = prop(ctx, op, "static_position").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    print_dynamic_index_list(p, &statics, &ops[1..]);
    p.print_optional_attr_dict(op, &["static_position"]);
    p.write(" : ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
    p.write(" from ");
    p.print_type(ctx.ir.value_type(ops[0]));
}

fn check_positions(ctx: &Context, op: OpId, shape: &[i64], dest: bool) -> Result<Vec<i64>, Diagnostic> {
    let statics = prop(ctx, op, "static_position").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    let ndyn = statics.iter().filter(|&&x| x == DYNAMIC).count();
    let first_dyn = if dest { 2 } else { 1 };
    if ndyn != ctx.ir.operands(op).len() - first_dyn {
        return Err(op_error(ctx, op, "mismatch between dynamic and static positions"));
    }
    if statics.len() > shape.len() {
        let what = if dest { "dest vector rank" } else { "vector rank" };
        return Err(op_error(ctx, op, format!("expected position attribute of rank no greater than {what}")));
    }
    Ok(statics)
}

fn check_position_bounds(
    ctx: &Context,
    op: OpId,
    statics: &[i64],
    shape: &[i64],
    dest: bool,
) -> Result<(), Diagnostic> {
    for (i, (&p, &d)) in statics.iter().zip(shape).enumerate() {
        if p == DYNAMIC {
            continue;
        }
        let ok = p == -1 || (p >= 0 && p < d);
        if !ok {
            let msg = if dest {
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                    i + 1
                )
            } else {
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                    i + 1
                )
            };
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

fn verify_extract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    let rt = result_ty(ctx, op).expect("result");
    let (shape, scalable, elem) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    if vec_parts(ctx, rt).map_or(rt, |v| v.2) != elem {
        return Err(op_error(ctx, op, "failed to verify that operand and result have same element type"));
    }
    if vec_parts(ctx, rt).is_some_and(|v| v.0.is_empty()) {
        return Err(plain_error(ctx, op, "expected a scalar instead of a 0-d vector as the result type"));
    }
    let statics = check_positions(ctx, op, &shape, false)?;
    check_position_bounds(ctx, op, &statics, &shape, false)?;
    // InferTypeOpInterface: the result type is the source with the indexed
    // leading dims dropped (a 1-element vector and its scalar are compatible).
    let n = statics.len().min(shape.len());
    let (inferred_shape, inferred_scalable) = (&shape[n..], &scalable[n..]);
    let matches = match vec_parts(ctx, rt) {
        Some((s, sc, _)) => (s == inferred_shape && sc == inferred_scalable) || (inferred_shape.is_empty() && s == [1]),
        None => inferred_shape.is_empty() || inferred_shape == [1],
    };
    if !matches {
        let elem_text = ctx.type_to_string(elem);
        let inferred = if inferred_shape.is_empty() {
            elem_text
        } else {
            let dims: Vec<String> = inferred_shape
                .iter()
                .zip(inferred_scalable)
                .map(|(d, &sc)| if sc { format!("[{d}]") } else { d.to_string() })
                .collect();
            format!("vector<{}x{elem_text}>", dims.join("x"))
        };
        return Err(inferred_type_mismatch(ctx, op, &format!("'{inferred}'")));
    }
    Ok(())
}

fn parse_insert(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let dest = p.parse_operand()?;
    let (dyns, statics) = dynamic_index_list_parse(p, st)?;
    let a = p.ctx.dense_i64_array_attr(&statics);
    set_state_prop(p.ctx, st, "static_position", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let vt = p.parse_colon_type()?;
    parse_kw(p, st, "into")?;
    let dt = parse_vector_type(p, st)?;
    p.resolve_operand(&v, vt, &mut st.operands)?;
    p.resolve_operand(&dest, dt, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &dyns {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    st.result_types.push(dt);
    Ok(())
}

fn print_insert(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.write(" ");
    let statics = prop(ctx, op, "static_position").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    print_dynamic_index_list(p, &statics, &ops[2..]);
    p.print_optional_attr_dict(op, &["static_position"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" into ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

fn verify_insert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 1))?;
    check_operand(ctx, op, 1, "vector of any type values", is_vector)?;
    let vt = operand_ty(ctx, op, 0);
    let dt = operand_ty(ctx, op, 1);
    if result_ty(ctx, op) != Some(dt) {
        return Err(op_error(ctx, op, "failed to verify that all of {dest, result} have same type"));
    }
    if vec_parts(ctx, vt).is_some_and(|v| v.0.is_empty()) {
        return Err(plain_error(ctx, op, "expected a scalar instead of a 0-d vector as the source operand"));
    }
    let (shape, _, _) = vec_parts(ctx, dt).expect("vector");
    let statics = check_positions(ctx, op, &shape, true)?;
    match vec_parts(ctx, vt) {
        Some((vs, _, _)) if vs.len() + statics.len() != shape.len() => {
            return Err(op_error(ctx, op, "expected position attribute rank + source rank to match dest vector rank"));
        }
        None if statics.len() != shape.len() => {
            return Err(op_error(ctx, op, "expected position attribute rank to match the dest vector rank"));
        }
        _ => {}
    }
    check_position_bounds(ctx, op, &statics, &shape, true)
}

// ----------------------------------------------------------------------
// fma / step / vscale
// ----------------------------------------------------------------------

fn parse_fma(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let b = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let c = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_vector_type(p, st)?;
    for u in [&a, &b, &c] {
        p.resolve_operand(u, t, &mut st.operands)?;
    }
    st.result_types.push(t);
    Ok(())
}

fn print_fma(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
}

fn verify_fma(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(3, 1))?;
    let fv = |c: &Context, t: Type| is_vector(c, t) && is_float(c, elem_or_self(c, t));
    check_operands(ctx, op, 0..3, "vector of floating-point values", fv)?;
    check_result(ctx, op, 0, "vector of floating-point values", fv)?;
    let d = ctx.ir.op(op);
    let ts: Vec<Type> = d.operands.iter().chain(d.results.iter()).map(|&v| ctx.ir.value_type(v)).collect();
    if ts.iter().any(|&t| t != ts[0]) {
        return Err(op_error(ctx, op, "failed to verify that all of {lhs, rhs, acc, result} have same type"));
    }
    Ok(())
}

fn parse_type_only(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_type_only(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(t) = result_ty(p.ctx, op) {
        p.print_type(t);
    }
}

fn verify_step(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    check_result(
        ctx,
        op,
        0,
        "vector of index values of ranks 1",
        |c, t| matches!(c.type_data(t), TypeData::Vector { shape, elem, .. } if shape.len() == 1 && is_index(c, *elem)),
    )
}

fn parse_vscale(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let it = p.ctx.index_type();
    st.result_types.push(it);
    Ok(())
}

fn print_vscale(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
}

fn verify_vscale(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    check_result(ctx, op, 0, "index", is_index)
}

fn vscale_names(_: &Context, _: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "vscale".into()));
}

// ----------------------------------------------------------------------
// masks
// ----------------------------------------------------------------------

fn parse_create_mask(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let us = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    let it = p.ctx.index_type();
    for u in &us {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    st.result_types.push(t);
    Ok(())
}

fn print_create_mask(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn mask_result_ok(c: &Context, t: Type) -> bool {
    is_vector(c, t) && is_signless_int_of(c, elem_or_self(c, t), 1)
}

fn verify_create_mask(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(0, 1))?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 0..n, "variadic of index", is_index)?;
    check_result(ctx, op, 0, "vector of 1-bit signless integer values", mask_result_ok)?;
    let (shape, _, _) = vec_parts(ctx, result_ty(ctx, op).expect("result")).expect("vector");
    if shape.is_empty() {
        if n != 1 {
            return Err(op_error(ctx, op, "must specify exactly one operand for 0-D create_mask"));
        }
    } else if n != shape.len() {
        return Err(op_error(ctx, op, "must specify an operand for each result vector dimension"));
    }
    Ok(())
}

fn parse_constant_mask(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = crate::arith::types::parse_i64_array(p, st)?;
    let a = p.ctx.dense_i64_array_attr(&v);
    set_state_prop(p.ctx, st, "mask_dim_sizes", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_constant_mask(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let v = prop(ctx, op, "mask_dim_sizes").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    p.write(" [");
    p.write(&v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "));
    p.write("]");
    p.print_optional_attr_dict(op, &["mask_dim_sizes"]);
    p.write(" : ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn verify_constant_mask(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    check_result(ctx, op, 0, "vector of 1-bit signless integer values", mask_result_ok)?;
    let sizes = prop(ctx, op, "mask_dim_sizes").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    let (shape, scal, _) = vec_parts(ctx, result_ty(ctx, op).expect("result")).expect("vector");
    if shape.is_empty() {
        if sizes.len() != 1 {
            return Err(plain_error(ctx, op, "array attr must have length 1 for 0-D vectors"));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(plain_error(ctx, op, "mask dim size must be either 0 or 1 for 0-D vectors"));
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return Err(op_error(ctx, op, "must specify array attr of size equal vector result rank"));
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s < 0 || s > shape[i] {
            return Err(op_error(ctx, op, "array attr of size out of bounds of vector result dimension size"));
        }
        if scal[i] && s != 0 && s != shape[i] {
            return Err(op_error(ctx, op, "only supports 'none set' or 'all set' scalable dimensions"));
        }
    }
    if sizes.contains(&0) && !sizes.iter().all(|&s| s == 0) {
        return Err(op_error(
            ctx,
            op,
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// vector.mask / vector.yield
// ----------------------------------------------------------------------

fn parse_mask(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let pass = if p.consume_if(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    let r = p.parse_region(&[], false)?;
    // ensureTerminator: yield the results of the single masked op.
    let block = match p.ctx.ir.region(r).last {
        Some(b) => b,
        None => {
            let b = p.ctx.ir.new_block(&[]);
            p.ctx.ir.append_block(r, b);
            b
        }
    };
    let yield_name = p.ctx.op_name("vector.yield");
    let n_ops = p.ctx.ir.block_len(block);
    let last_is_term = p.ctx.ir.terminator(block).is_some_and(|t| p.ctx.op_has_trait(t, traits::TERMINATOR));
    if !last_is_term {
        let mut ys = OpState::new(yield_name, st.loc);
        if n_ops == 1
            && let Some(first) = p.ctx.ir.block(block).first
        {
            ys.operands = p.ctx.ir.results(first).to_vec();
        }
        p.ctx.ir.create_op_at(ys, InsertPoint::BlockEnd(block));
    }
    st.regions.push(r);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = p.parse_colon_type()?;
    st.result_types = p.parse_optional_arrow_type_list()?;
    p.resolve_operand(&m, mt, &mut st.operands)?;
    if let Some(u) = pass {
        let Some(&t) = st.result_types.first() else {
            let name = p.ctx.op_name_str(st.name).to_string();
            return Err(Diagnostic::error(
                st.loc,
                format!("custom op '{name}' expects a result if passthru operand is provided"),
            ));
        };
        p.resolve_operand(&u, t, &mut st.operands)?;
    }
    Ok(())
}

fn print_mask(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    if let Some(&pt) = ops.get(1) {
        p.write(", ");
        p.print_operand(pt);
    }
    p.write(" { ");
    if let Some(b) = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r))
        && let Some(inner) = ctx.ir.block(b).first
    {
        let name = ctx.ir.op(inner).name;
        match ctx.op_def(name).and_then(|d| d.print) {
            Some(f) => {
                p.write(ctx.op_name_str(name));
                f(p, inner);
            }
            None => p.print_generic(inner),
        }
    }
    p.write(" }");
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    let rts: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    if !rts.is_empty() {
        p.write(" -> ");
        p.print_types(&rts);
    }
}

fn verify_mask(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, results: None, operands: None, min_operands: 1 })?;
    check_operand(ctx, op, 0, "vector of 1-bit signless integer values", mask_result_ok)?;
    let Some(b) = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r)) else {
        return Err(op_error(ctx, op, "expects a terminator within the mask region"));
    };
    let n = ctx.ir.block_len(b);
    let term = ctx.ir.block(b).last;
    if term.map(|t| ctx.op_name_str(ctx.ir.op(t).name)) != Some("vector.yield") {
        return Err(op_error(ctx, op, "expects a terminator within the mask region"));
    }
    if n > 2 {
        return Err(op_error(ctx, op, "expects only one operation to mask"));
    }
    let term = term.expect("checked");
    if n == 1 {
        if !ctx.ir.results(op).is_empty() && ctx.ir.operands(op).len() < 2 && !ctx.ir.operands(term).is_empty() {
            return Ok(());
        }
        return Ok(());
    }
    let inner = ctx.ir.block(b).first.expect("two ops");
    let maskable = matches!(
        ctx.op_name_str(ctx.ir.op(inner).name),
        "vector.transfer_read"
            | "vector.transfer_write"
            | "vector.reduction"
            | "vector.contract"
            | "vector.outerproduct"
            | "vector.gather"
            | "vector.scatter"
            | "vector.multi_reduction"
            | "vector.expandload"
            | "vector.compressstore"
    );
    if !maskable {
        return Err(op_error(ctx, op, "expects a MaskableOpInterface within the mask region"));
    }
    let nres = ctx.ir.results(op).len();
    if ctx.ir.operands(term).len() != nres {
        return Err(op_error(ctx, op, "expects number of results to match mask region yielded values"));
    }
    Ok(())
}

fn parse_yield(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_optional_typed_operands(p, st)
}

fn print_yield(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    let ops = p.ctx.ir.operands(op).to_vec();
    print_optional_typed_operands(p, &ops);
}

fn verify_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(0, 0))?;
    let parent = ctx.ir.parent_op(op).map(|p| ctx.op_name_str(ctx.ir.op(p).name));
    if !matches!(parent, Some("vector.mask" | "vector.warp_execute_on_lane_0")) {
        return Err(op_error(ctx, op, "expects parent op to be one of 'vector.mask, vector.warp_execute_on_lane_0'"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// contract / outerproduct
// ----------------------------------------------------------------------

const ITERATOR_TYPES: [&str; 2] = ["parallel", "reduction"];

fn parse_contract(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let dict_at = p.offset();
    if !p.at(Tok::LBrace) {
        // MLIR parses any attribute here and then requires a dictionary.
        p.parse_attribute()?;
        return Err(custom_error(p, st, dict_at, "invalid kind of attribute specified"));
    }
    let mut trait_attrs = Vec::new();
    p.parse_attr_dict_into(&mut trait_attrs)?;
    let lhs = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let rhs = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let acc = p.parse_operand()?;
    // MLIR 22's parser still reads trailing mask operands (`, %m0, %m1`),
    // though the op has exactly three operands: two masks parse (typed as
    // the lhs/rhs shapes of i1) and the verifier then rejects the count.
    // (A comma followed by anything but an operand is a list of none.)
    let mut masks = Vec::new();
    if p.consume_if(Tok::Comma) && p.at(Tok::PercentIdent) {
        masks.push(p.parse_operand()?);
        while p.consume_if(Tok::Comma) {
            masks.push(p.parse_operand()?);
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    // MLIR reads a type list (types past the second are ignored) and
    // resolves the lhs before looking at the second type.
    let types = p.parse_colon_type_list()?;
    let types_end = p.offset();
    parse_kw(p, st, "into")?;
    let res = p.parse_type()?;
    p.resolve_operand(&lhs, types[0], &mut st.operands)?;
    // (mlir-opt 22 reads past its type list here and crashes.)
    let Some(&rt) = types.get(1) else {
        return Err(custom_error(p, st, types_end, "expected a type for each of lhs and rhs"));
    };
    p.resolve_operand(&rhs, rt, &mut st.operands)?;
    p.resolve_operand(&acc, res, &mut st.operands)?;
    st.result_types.push(res);
    // The trait dictionary's iterator types are checked once the operands
    // are resolved (as MLIR's parser does).
    let it_name = p.ctx.ident("iterator_types");
    if !trait_attrs.iter().any(|na| na.name == it_name && matches!(p.ctx.attr_data(na.value), AttrData::Array(_))) {
        return Err(custom_error(p, st, dict_at, "expected \"iterator_types\" array attribute"));
    }
    for na in trait_attrs {
        let mut value = na.value;
        if na.name == it_name
            && let AttrData::Array(xs) = p.ctx.attr_data(value).clone()
        {
            let mut conv = Vec::new();
            for x in xs {
                let s = match p.ctx.attr_data(x) {
                    AttrData::String { value, .. } => Some(value.clone()),
                    _ => None,
                };
                match s {
                    Some(s) if ITERATOR_TYPES.contains(&s.as_str()) => {
                        conv.push(p.ctx.attr(AttrData::Opaque(format!("vector.iterator_type<{s}>"))));
                    }
                    Some(s) => return Err(custom_error(p, st, dict_at, format!("unexpected iterator_type ({s})"))),
                    None => conv.push(x),
                }
            }
            value = p.ctx.array_attr(conv);
        }
        // The dictionary's other entries are ordinary (discardable) attributes.
        let name = p.ctx.ident_str(na.name).to_string();
        if ["indexing_maps", "iterator_types", "kind"].contains(&name.as_str()) {
            set_state_prop(p.ctx, st, &name, value);
        } else {
            st.attrs.push(NamedAttr { name: na.name, value });
        }
    }
    if masks.is_empty() {
        return Ok(());
    }
    if masks.len() != 2 {
        return Err(name_error(p, st, "expected zero or exactly 2 vector mask operands"));
    }
    // (mlir-opt 22 casts both types to vectors here and crashes on others;
    // a non-vector is reported as the verifier would report it.)
    let (Some((ls, lsc, _)), Some((rs, rsc, _))) = (vec_parts(p.ctx, types[0]), vec_parts(p.ctx, rt)) else {
        return Err(custom_error(p, st, types_end, "expected vector types for masked lhs and rhs"));
    };
    let i1 = p.ctx.i1_type();
    let mask_tys = [
        p.ctx.ty(TypeData::Vector { shape: ls, scalable: lsc, elem: i1 }),
        p.ctx.ty(TypeData::Vector { shape: rs, scalable: rsc, elem: i1 }),
    ];
    p.resolve_operands(&masks, &mask_tys, &mut st.operands)?;
    Ok(())
}

fn print_contract(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    // The trait dictionary, with iterator types spelled as strings.
    let mut parts = Vec::new();
    if let Some(m) = prop(ctx, op, "indexing_maps") {
        parts.push(("indexing_maps", m, false));
    }
    if let Some(it) = prop(ctx, op, "iterator_types") {
        parts.push(("iterator_types", it, true));
    }
    if let Some(k) = prop(ctx, op, "kind") {
        parts.push(("kind", k, false));
    }
    p.write(" {");
    for (i, (name, a, is_it)) in parts.into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.write(name);
        p.write(" = ");
        if is_it {
            let names: Vec<String> = match ctx.attr_data(a) {
                AttrData::Array(xs) => xs
                    .iter()
                    .map(|&x| {
                        let body = opaque_body(ctx, x).unwrap_or("");
                        let s = body
                            .strip_prefix("vector.iterator_type<")
                            .and_then(|b| b.strip_suffix('>'))
                            .unwrap_or(body);
                        format!("\"{s}\"")
                    })
                    .collect(),
                _ => Vec::new(),
            };
            p.write("[");
            p.write(&names.join(", "));
            p.write("]");
        } else {
            p.print_attribute(a);
        }
    }
    p.write("} ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &["indexing_maps", "iterator_types", "kind"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
    p.write(" into ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn verify_contract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(3, 1))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    check_operand(ctx, op, 1, "vector of any type values", is_vector)?;
    let maps: Vec<AffineMap> = match prop(ctx, op, "indexing_maps").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(xs)) => xs.iter().filter_map(|&x| ctx.attr_affine_map(x)).collect(),
        _ => return Err(op_error(ctx, op, "requires attribute 'indexing_maps'")),
    };
    let its: Vec<String> = match prop(ctx, op, "iterator_types").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(xs)) => xs.iter().map(|&x| opaque_body(ctx, x).unwrap_or("").to_string()).collect(),
        _ => return Err(op_error(ctx, op, "requires attribute 'iterator_types'")),
    };
    let (lhs_shape, _, lhs_elem) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    let (rhs_shape, _, _) = vec_parts(ctx, operand_ty(ctx, op, 1)).expect("vector");
    if vec_parts(ctx, operand_ty(ctx, op, 1)).map(|v| v.2) != Some(lhs_elem) {
        return Err(op_error(ctx, op, "failed to verify that lhs and rhs have same element type"));
    }
    let acc_ty = operand_ty(ctx, op, 2);
    let res_ty = result_ty(ctx, op).expect("result");
    if matches!(ctx.type_data(lhs_elem), TypeData::Integer { signedness, .. } if *signedness != Signedness::Signless) {
        return Err(op_error(ctx, op, "only supports signless integer types"));
    }
    if maps.len() != 3 {
        return Err(op_error(ctx, op, "expected an indexing map for each vector operand"));
    }
    let ndims = its.len() as u32;
    let dim_of = |e| match ctx.affine.data(e) {
        affine_ir::affine::AffineExprData::Dim(p) => Some(p),
        _ => None,
    };
    for (i, &m) in maps.iter().enumerate() {
        let d = ctx.affine.map_data(m);
        if d.num_symbols != 0 {
            return Err(op_error(ctx, op, format!("expected indexing map {i} to have no symbols")));
        }
        let rank = vec_parts(ctx, operand_ty(ctx, op, i)).map_or(0, |v| v.0.len());
        if d.num_dims != ndims {
            return Err(op_error(ctx, op, format!("expected indexing map {i} to have {ndims} number of inputs")));
        }
        if d.results.len() != rank {
            return Err(op_error(ctx, op, format!("expected indexing map {i} to have {rank} number of outputs")));
        }
        // A projected permutation: distinct dims (constant 0 results allowed).
        let mut seen = vec![false; ndims as usize];
        let projected = d.results.iter().all(|&e| match dim_of(e) {
            Some(p) => !std::mem::replace(&mut seen[p as usize], true),
            None => matches!(ctx.affine.data(e), affine_ir::affine::AffineExprData::Constant(0)),
        });
        if !projected {
            return Err(op_error(
                ctx,
                op,
                format!("expected indexing map {i} to be a projected permutation of its inputs"),
            ));
        }
    }
    let result_index =
        |m: AffineMap, dim: u32| ctx.affine.map_data(m).results.iter().position(|&e| dim_of(e) == Some(dim));
    // Pairs (lhs position, rhs position) of the iterators of one kind that
    // both lhs and rhs index: contracting (reduction) and batch (parallel).
    let dim_map = |kind: &str| -> Vec<(usize, usize)> {
        (0..ndims)
            .filter(|&d| opaque_iterator_kind(&its[d as usize]) == kind)
            .filter_map(|d| Some((result_index(maps[0], d)?, result_index(maps[1], d)?)))
            .collect()
    };
    let contracting = dim_map("reduction");
    let batch = dim_map("parallel");
    if contracting.is_empty() {
        return Err(op_error(ctx, op, "expected at least one contracting dimension pair"));
    }
    let dims_match = |pairs: &[(usize, usize)]| pairs.iter().all(|&(l, r)| lhs_shape[l] == rhs_shape[r]);
    if !dims_match(&contracting) {
        return Err(op_error(ctx, op, "invalid contracting dimension map"));
    }
    if !dims_match(&batch) {
        return Err(op_error(ctx, op, "invalid batch dimension map"));
    }
    verify_contract_output_shape(ctx, op, &maps, (&lhs_shape, &rhs_shape), (acc_ty, res_ty), &contracting, &batch)?;
    let kind = kind_of(ctx, op).unwrap_or("add");
    let res_elem = vec_parts(ctx, res_ty).map_or(res_ty, |v| v.2);
    if !kind_supported(ctx, kind, res_elem) {
        return Err(op_error(ctx, op, "unsupported contraction type"));
    }
    Ok(())
}

/// `parallel` or `reduction` from an iterator type (`#vector.iterator_type<parallel>`
/// or the plain word).
fn opaque_iterator_kind(text: &str) -> &str {
    text.trim_start_matches("vector.iterator_type<").trim_end_matches('>').trim_matches('"')
}

/// MLIR's `verifyOutputShape` for `vector.contract`: the accumulator and
/// result are scalars when every dim is contracted, and otherwise vectors of
/// the shape the lhs/rhs extents give through the result map.
fn verify_contract_output_shape(
    ctx: &Context,
    op: OpId,
    maps: &[AffineMap],
    (lhs_shape, rhs_shape): (&[i64], &[i64]),
    (acc_ty, res_ty): (Type, Type),
    contracting: &[(usize, usize)],
    batch: &[(usize, usize)],
) -> Result<(), Diagnostic> {
    let free_lhs = (0..lhs_shape.len()).filter(|i| !contracting.iter().any(|p| p.0 == *i));
    let free_rhs =
        (0..rhs_shape.len()).filter(|i| !contracting.iter().any(|p| p.1 == *i) && !batch.iter().any(|p| p.1 == *i));
    let has_result_dims = free_lhs.count() + free_rhs.count() > 0;
    let (res_vec, acc_vec) = (vec_parts(ctx, res_ty), vec_parts(ctx, acc_ty));
    if !has_result_dims {
        if res_vec.is_some() || acc_vec.is_some() {
            return Err(op_error(ctx, op, "invalid accumulator/result vector shape"));
        }
        return Ok(());
    }
    let (Some((res_shape, res_scalable, res_elem)), Some(acc_parts)) = (res_vec, acc_vec) else {
        return Err(op_error(ctx, op, "invalid accumulator/result vector shape"));
    };
    let dim_of = |e| match ctx.affine.data(e) {
        affine_ir::affine::AffineExprData::Dim(p) => Some(p as usize),
        _ => None,
    };
    let ndims = ctx.affine.map_data(maps[0]).num_dims as usize;
    let mut extents: Vec<Option<i64>> = vec![None; ndims];
    let mut used = vec![false; ndims];
    for (shape, m) in [(lhs_shape, maps[0]), (rhs_shape, maps[1])] {
        for (idx, &e) in ctx.affine.map_data(m).results.iter().enumerate() {
            if let Some(pos) = dim_of(e) {
                used[pos] = true;
                if extents[pos].is_none() {
                    extents[pos] = shape.get(idx).copied();
                }
            }
        }
    }
    if used.iter().any(|u| !u) {
        return Err(op_error(ctx, op, "expected all dimensions to be either a LHS or a RHS dimension"));
    }
    if extents.iter().any(|e| e.is_none()) {
        return Err(op_error(ctx, op, "expected all dimensions to get an extent as either a LHS or a RHS dimension"));
    }
    let expected: Vec<i64> =
        ctx.affine.map_data(maps[2]).results.iter().map(|&e| dim_of(e).and_then(|p| extents[p]).unwrap_or(0)).collect();
    let matches = |(shape, scalable, elem): &(Vec<i64>, Vec<bool>, Type)| {
        *shape == expected && *scalable == res_scalable && *elem == res_elem
    };
    if res_shape != expected || !matches(&acc_parts) {
        let dims: Vec<String> = expected
            .iter()
            .zip(res_scalable.iter().chain(std::iter::repeat(&false)))
            .map(|(d, &sc)| if sc { format!("[{d}]") } else { d.to_string() })
            .collect();
        let elem = ctx.type_to_string(res_elem);
        return Err(op_error(
            ctx,
            op,
            format!("invalid accumulator/result vector shape, expected: 'vector<{}x{elem}>'", dims.join("x")),
        ));
    }
    Ok(())
}

fn parse_outer(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let mut us = Vec::new();
    loop {
        us.push(p.parse_operand()?);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let lt = p.parse_colon_type()?;
    p.expect(Tok::Comma)?;
    let rt = p.parse_type()?;
    // MLIR's `OuterProductOp::parse`: both errors at the op name.
    if us.len() < 2 {
        return Err(name_error(p, st, "expected at least 2 operands"));
    }
    let (ls, lsc, le) = vec_parts(p.ctx, lt).ok_or_else(|| name_error(p, st, "expected vector type for operand #1"))?;
    let res = match vec_parts(p.ctx, rt) {
        Some((rs, rsc, _)) => {
            p.ctx.ty(TypeData::Vector { shape: vec![ls[0], rs[0]], scalable: vec![lsc[0], rsc[0]], elem: le })
        }
        None => lt,
    };
    p.resolve_operand(&us[0], lt, &mut st.operands)?;
    p.resolve_operand(&us[1], rt, &mut st.operands)?;
    if let Some(acc) = us.get(2) {
        p.resolve_operand(acc, res, &mut st.operands)?;
    }
    st.result_types.push(res);
    Ok(())
}

fn print_outer(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    let el: &[&str] = if kind_of(ctx, op) == Some("add") { &["kind"] } else { &[] };
    p.print_optional_attr_dict(op, el);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

fn verify_outer(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 1))?;
    let n = ctx.ir.operands(op).len();
    if n > 3 {
        let msg = format!("operand group starting at #2 requires 0 or 1 element, but found {}", n - 2);
        return Err(op_error(ctx, op, msg));
    }
    // `AnyVectorOfNonZeroRank` lhs, acc and result.
    let nonzero_rank =
        |ctx: &Context, t| matches!(ctx.type_data(t), TypeData::Vector { shape, .. } if !shape.is_empty());
    check_operand(ctx, op, 0, "vector of any type values", nonzero_rank)?;
    if n == 3 {
        check_operand(ctx, op, 2, "vector of any type values", nonzero_rank)?;
    }
    check_result(ctx, op, 0, "vector of any type values", nonzero_rank)?;
    // MLIR's `OuterProductOp::verify`: an outer product of two 1-d vectors
    // into a 2-d one, or an AXPY of a 1-d vector and a scalar.
    let (lhs, lhs_scalable, _) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    let res_ty = result_ty(ctx, op).expect("result");
    let (res, _, _) = vec_parts(ctx, res_ty).expect("vector");
    if lhs.len() != 1 {
        return Err(op_error(ctx, op, "expected 1-d vector for operand #1"));
    }
    if let Some((rhs, rhs_scalable, _)) = vec_parts(ctx, operand_ty(ctx, op, 1)) {
        if rhs.len() != 1 {
            return Err(op_error(ctx, op, "expected 1-d vector for operand #2"));
        }
        if res.len() != 2 {
            return Err(op_error(ctx, op, "expected 2-d vector result"));
        }
        if lhs[0] != res[0] {
            return Err(op_error(ctx, op, "expected #1 operand dim to match result dim #1"));
        }
        if rhs[0] != res[1] {
            return Err(op_error(ctx, op, "expected #2 operand dim to match result dim #2"));
        }
        if lhs_scalable[0] && !rhs_scalable[0] {
            return Err(op_error(ctx, op, "expected either both or only #2 operand dim to be scalable"));
        }
    } else {
        if res.len() != 1 {
            return Err(op_error(ctx, op, "expected 1-d vector result"));
        }
        if lhs[0] != res[0] {
            return Err(op_error(ctx, op, "expected #1 operand dim to match result dim #1"));
        }
    }
    if n == 3 && operand_ty(ctx, op, 2) != res_ty {
        return Err(op_error(ctx, op, "expected operand #3 of same type as result type"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// transpose / bitcast / from_elements / multi_reduction / print / strided slices
// ----------------------------------------------------------------------

fn parse_transpose(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let perm = parse_i64_array(p, st)?;
    let a = p.ctx.dense_i64_array_attr(&perm);
    set_state_prop(p.ctx, st, "permutation", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_vector_type(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_vector_type(p, st)?;
    p.resolve_operand(&v, from, &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

/// A type that must be a vector (MLIR's `parseType<VectorType>`, ODS
/// `type($x)` of a `VectorType` operand or result).
fn parse_vector_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    parse_type_of_kind(p, st, "builtin.vector", is_vector)
}

/// `: type` where the type must be a vector.
fn parse_colon_vector_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    p.expect(Tok::Colon)?;
    parse_vector_type(p, st)
}

fn print_transpose(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let v = ctx.ir.operands(op)[0];
    let perm = prop(ctx, op, "permutation").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    p.write(" ");
    p.print_operand(v);
    p.write(", [");
    p.write(&perm.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "));
    p.write("]");
    p.print_optional_attr_dict(op, &["permutation"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v));
    p.write(" to ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn verify_transpose(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    check_result(ctx, op, 0, "vector of any type values", is_vector)?;
    let (ss, ssc, se) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    let (rs, rsc, re) = vec_parts(ctx, result_ty(ctx, op).expect("result")).expect("vector");
    if se != re {
        return Err(op_error(ctx, op, "failed to verify that result type has same element type as vector"));
    }
    let perm = prop(ctx, op, "permutation").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    if ss.len() != rs.len() {
        return Err(op_error(ctx, op, format!("vector result rank mismatch: {}", rs.len())));
    }
    if perm.len() != ss.len() {
        return Err(op_error(ctx, op, format!("transposition length mismatch: {}", perm.len())));
    }
    let mut seen = vec![false; ss.len()];
    for (i, &x) in perm.iter().enumerate() {
        if x < 0 || x as usize >= ss.len() {
            return Err(op_error(ctx, op, format!("transposition index out of range: {x}")));
        }
        if seen[x as usize] {
            return Err(op_error(ctx, op, format!("duplicate position index: {x}")));
        }
        seen[x as usize] = true;
        if ss[x as usize] != rs[i] || ssc[x as usize] != rsc[i] {
            return Err(op_error(ctx, op, format!("dimension size mismatch at: {x}")));
        }
    }
    Ok(())
}

fn verify_bitcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    check_result(ctx, op, 0, "vector of any type values", is_vector)?;
    let (ss, _, se) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    let (rs, _, re) = vec_parts(ctx, result_ty(ctx, op).expect("result")).expect("vector");
    if ss.len() != rs.len() {
        return Err(op_error(ctx, op, "failed to verify that all of {source, result} have same rank"));
    }
    let n = ss.len();
    if n > 0 && ss[..n - 1] != rs[..n - 1] {
        return Err(op_error(ctx, op, "dimension size mismatch at: 0"));
    }
    let (sb, rb) = (
        bitwidth(ctx, se) * ss.last().copied().unwrap_or(1) as u64,
        bitwidth(ctx, re) * rs.last().copied().unwrap_or(1) as u64,
    );
    if sb != rb {
        return Err(op_error(ctx, op, "source/result bitwidth of the minor 1-D vectors must be equal"));
    }
    Ok(())
}

fn parse_from_elements(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let ops_off = p.offset();
    let us = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_vector_type(p, st)?;
    let (n, elem) = match vec_parts(p.ctx, t) {
        Some((shape, _, e)) => (shape.iter().product::<i64>().max(0) as usize, e),
        None => (1, t),
    };
    if us.len() != n {
        let l = us.len();
        return Err(custom_error(
            p,
            st,
            ops_off,
            format!("number of operands and types do not match: got {l} operands and {n} types"),
        ));
    }
    for u in &us {
        p.resolve_operand(u, elem, &mut st.operands)?;
    }
    st.result_types.push(t);
    Ok(())
}

fn print_from_elements(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn verify_from_elements(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(0, 1))?;
    check_result(ctx, op, 0, "fixed-length vector of any type values", is_vector)?;
    let (shape, _, elem) = vec_parts(ctx, result_ty(ctx, op).expect("result")).expect("vector");
    let n: i64 = shape.iter().product();
    let ops = ctx.ir.operands(op);
    if ops.len() as i64 != n || ops.iter().any(|&v| ctx.ir.value_type(v) != elem) {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that shaped type 'dest' matches 'elements' element count and types",
        ));
    }
    Ok(())
}

fn parse_multi_reduction(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let k = parse_kind(p, st)?;
    set_state_prop(p.ctx, st, "kind", k);
    p.expect(Tok::Comma)?;
    let src = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let acc = p.parse_operand()?;
    // ODS: `$acc attr-dict $reduction_dims`, the dictionary first.
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::LSquare)?;
    let mut dims = Vec::new();
    if !p.at(Tok::RSquare) {
        loop {
            dims.push(parse_int(p, st)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    p.expect(Tok::RSquare)?;
    let a = p.ctx.dense_i64_array_attr(&dims);
    set_state_prop(p.ctx, st, "reduction_dims", a);
    let st_ty = parse_colon_vector_type(p, st)?;
    parse_kw(p, st, "to")?;
    let rt = p.parse_type()?;
    p.resolve_operand(&src, st_ty, &mut st.operands)?;
    p.resolve_operand(&acc, rt, &mut st.operands)?;
    st.result_types.push(rt);
    Ok(())
}

fn print_multi_reduction(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    let dims = prop(ctx, op, "reduction_dims").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    p.write(" <");
    p.write(kind_of(ctx, op).unwrap_or("add"));
    p.write(">, ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &["kind", "reduction_dims"]);
    p.write(" [");
    p.write(&dims.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "));
    p.write("]");
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" to ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn verify_multi_reduction(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    let (shape, scal, elem) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    let rt = result_ty(ctx, op).expect("result");
    let acc = operand_ty(ctx, op, 1);
    if acc != rt {
        return Err(op_error(ctx, op, "failed to verify that all of {acc, dest} have same type"));
    }
    let dims = prop(ctx, op, "reduction_dims").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    let kept: Vec<usize> = (0..shape.len()).filter(|&i| !dims.contains(&(i as i64))).collect();
    let expected_ok = if kept.is_empty() {
        rt == elem
    } else {
        matches!(ctx.type_data(rt), TypeData::Vector { shape: s, scalable: sc, elem: e }
            if *e == elem && *s == kept.iter().map(|&i| shape[i]).collect::<Vec<_>>() && *sc == kept.iter().map(|&i| scal[i]).collect::<Vec<_>>())
    };
    if !expected_ok {
        return Err(op_error(
            ctx,
            op,
            format!(
                "destination type {} is incompatible with source type {}",
                q(ctx, rt),
                q(ctx, operand_ty(ctx, op, 0))
            ),
        ));
    }
    Ok(())
}

const PUNCTUATIONS: [&str; 5] = ["no_punctuation", "newline", "comma", "open", "close"];

fn normalize_print(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    if state_prop(ctx, st, "punctuation").is_none() {
        let a = ctx.attr(AttrData::Opaque("vector.punctuation<newline>".into()));
        set_state_prop(ctx, st, "punctuation", a);
    }
    Ok(())
}

/// `($source^ : type($source))? oilist(str $stringLiteral | punctuation
/// $punctuation) attr-dict`, read as ODS generates it: the type of the
/// source is optional (a missing one is an operand/type count mismatch at
/// the source, reported when the operands are resolved, last), the string
/// after `str` is an optional attribute, and each clause may appear once
/// (otherwise an error at the op name).
fn parse_print(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let src_at = p.offset();
    let mut src = None;
    if let Some(u) = p.parse_optional_operand()? {
        p.expect(Tok::Colon)?;
        src = Some((u, p.parse_optional_type()?));
    }
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        let clause = if p.parse_optional_keyword("str") {
            "str"
        } else if p.parse_optional_keyword("punctuation") {
            "punctuation"
        } else {
            break;
        };
        let seen = if clause == "str" { &mut seen_str } else { &mut seen_punct };
        if std::mem::replace(seen, true) {
            let msg = format!(
                "custom op '{name}' `{clause}` clause can appear at most once in the expansion of the oilist directive"
            );
            return Err(Diagnostic::error(st.loc, msg));
        }
        if clause == "str" {
            if p.at(Tok::String) {
                let a = p.parse_attribute()?;
                set_state_prop(p.ctx, st, "stringLiteral", a);
            }
        } else {
            p.expect(Tok::Less)?;
            let w = parse_enum_case(p, &name, &PRINT_PUNCTUATION, |w| PUNCTUATIONS.iter().copied().find(|k| *k == w))?;
            p.expect(Tok::Greater)?;
            let a = p.ctx.attr(AttrData::Opaque(format!("vector.punctuation<{w}>")));
            set_state_prop(p.ctx, st, "punctuation", a);
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    match src {
        Some((u, Some(t))) => p.resolve_operand(&u, t, &mut st.operands)?,
        Some((_, None)) => {
            return Err(custom_error(
                p,
                st,
                src_at,
                "number of operands and types do not match: got 1 operands and 0 types",
            ));
        }
        None => {}
    }
    Ok(())
}

fn print_print(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    if let Some(&v) = ops.first() {
        p.write(" ");
        p.print_operand(v);
        p.write(" : ");
        p.print_type(ctx.ir.value_type(v));
    }
    if let Some(s) = prop(ctx, op, "stringLiteral") {
        p.write(" str ");
        p.print_attribute(s);
    }
    let punct = prop(ctx, op, "punctuation").and_then(|a| opaque_body(ctx, a)).unwrap_or("vector.punctuation<newline>");
    if punct != "vector.punctuation<newline>" {
        let w = punct.strip_prefix("vector.punctuation<").and_then(|x| x.strip_suffix('>')).unwrap_or("newline");
        p.write(" punctuation <");
        p.write(w);
        p.write(">");
    }
    p.print_optional_attr_dict(op, &["punctuation", "stringLiteral"]);
}

/// The count traits, then the `PredOpTrait`: a string is printed alone
/// (no source, the default punctuation).
fn verify_print(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 0, results: Some(0), operands: None, min_operands: 0 })?;
    // ODS: an optional `source` of a type with no description.
    let n = ctx.ir.operands(op).len();
    if n > 1 {
        return Err(op_error(ctx, op, format!("operand group starting at #0 requires 0 or 1 element, but found {n}")));
    }
    if n == 1 {
        check_operand(ctx, op, 0, "", |ctx, t| {
            matches!(
                ctx.type_data(t),
                TypeData::Vector { .. } | TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
            )
        })?;
    }
    let punct = prop(ctx, op, "punctuation").and_then(|a| opaque_body(ctx, a)).unwrap_or("vector.punctuation<newline>");
    if prop(ctx, op, "stringLiteral").is_some()
        && (!ctx.ir.operands(op).is_empty() || punct != "vector.punctuation<newline>")
    {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        ));
    }
    Ok(())
}

fn array_i64(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    match prop(ctx, op, name).map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(xs)) => xs.iter().filter_map(|&x| int_value(ctx, x).map(|v| v as i64)).collect(),
        _ => Vec::new(),
    }
}

fn parse_strided_slice(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let insert = p.ctx.op_name_str(st.name) == "vector.insert_strided_slice";
    let a = p.parse_operand()?;
    let b = if insert {
        p.expect(Tok::Comma)?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    // The source is a vector; so is the destination of an insertion (the
    // extracted result is checked by the verifier).
    let t1 = parse_colon_vector_type(p, st)?;
    parse_kw(p, st, if insert { "into" } else { "to" })?;
    let t2 = if insert { parse_vector_type(p, st)? } else { p.parse_type()? };
    p.resolve_operand(&a, t1, &mut st.operands)?;
    if let Some(b) = b {
        p.resolve_operand(&b, t2, &mut st.operands)?;
    }
    st.result_types.push(t2);
    Ok(())
}

fn print_strided_slice(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let insert = ctx.op_name_str(ctx.ir.op(op).name) == "vector.insert_strided_slice";
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(if insert { " into " } else { " to " });
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn verify_strided_slice(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let insert = ctx.op_name_str(ctx.ir.op(op).name) == "vector.insert_strided_slice";
    check_shape(ctx, op, &Shape::fixed(if insert { 2 } else { 1 }, 1))?;
    // ODS's required properties, in declaration order.
    let required: &[&str] = if insert { &["offsets", "strides"] } else { &["offsets", "sizes", "strides"] };
    for name in required {
        if prop(ctx, op, name).is_none() {
            return Err(op_error(ctx, op, format!("requires attribute '{name}'")));
        }
    }
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    let src = operand_ty(ctx, op, 0);
    let rt = result_ty(ctx, op).expect("result");
    let (sshape, _, se) = vec_parts(ctx, src).expect("vector");
    let Some((rshape, _, re)) = vec_parts(ctx, rt) else {
        return Err(op_error(ctx, op, format!("result #0 must be vector of any type values, but got {}", q(ctx, rt))));
    };
    if se != re {
        return Err(op_error(ctx, op, "failed to verify that source and result have the same element type"));
    }
    let offsets = array_i64(ctx, op, "offsets");
    let strides = array_i64(ctx, op, "strides");
    let (big, small) = if insert { (&rshape, &sshape) } else { (&sshape, &rshape) };
    if offsets.len() > big.len() {
        return Err(op_error(ctx, op, "expected offsets attribute of rank no greater than vector rank"));
    }
    for (i, &o) in offsets.iter().enumerate() {
        if o < 0 || o >= big[i] {
            return Err(op_error(ctx, op, format!("expected offsets dimension {i} to be confined to [0, {})", big[i])));
        }
    }
    if strides.iter().any(|&s| s != 1) {
        return Err(op_error(ctx, op, "expected strides to be confined to [1, 2)"));
    }
    let _ = small;
    Ok(())
}

/// Resolves the mask operand of `vector.transfer_read`/`transfer_write` after
/// the custom parser's checks (no vector elements, vector rank equal to the
/// permutation map's results); the mask's type follows from the map.
fn resolve_transfer_mask(
    p: &mut OpParser,
    st: &mut OpState,
    m: &UnresolvedOperand,
    elem: Type,
    vector: Type,
    map: AffineMap,
    toff: usize,
) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name);
    if is_vector(p.ctx, elem) {
        return Err(p.error_at(m.offset, format!("custom op '{name}' does not support masks with vector element type")));
    }
    let vrank = vec_parts(p.ctx, vector).map(|v| v.0.len()).unwrap_or(0);
    if vrank != p.ctx.affine.map_data(map).results.len() {
        return Err(p.error_at(
            toff,
            format!("custom op '{name}' expected the same rank for the vector and the results of the permutation map"),
        ));
    }
    let mt = mask_type(p.ctx, vector, map).ok_or_else(|| p.error_at(toff, "invalid permutation map"))?;
    p.resolve_operand(m, mt, &mut st.operands)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::types::testing::{error, parse, roundtrip, roundtrip_generic};
    use affine_ir::ir::WalkOrder;

    const SRC: &str = "func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4xi1>) {\n \
        %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>\n \
        %1 = vector.transfer_read %m[%i, %i], %p, %k {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>\n \
        vector.transfer_write %0, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>\n \
        %2 = vector.reduction <add>, %0 : vector<4xf32> into f32\n return\n}";

    #[test]
    fn transfer_roundtrip_and_defaults() {
        let out = roundtrip(SRC);
        assert!(
            out.contains("%0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32>"),
            "{out}"
        );
        assert!(out.contains("%1 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg3 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>"), "{out}");
        assert!(out.contains("vector.transfer_write %0, %arg0[%arg1, %arg1] {permutation_map = #map} : vector<4xf32>, memref<?x?xf32>"), "{out}");
        let g = roundtrip_generic(SRC);
        assert!(
            g.contains("<{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}>"),
            "{g}"
        );
        assert!(g.contains("<{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}>"), "{g}");
    }

    #[test]
    fn transfer_accessor_and_effects() {
        let mut ctx = crate::new_context();
        let m = parse(&mut ctx, SRC).expect("valid");
        let ops = ctx.ir.walk(m, WalkOrder::PreOrder);
        let read =
            ops.iter().copied().find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "vector.transfer_read").expect("read");
        let write = ops
            .iter()
            .copied()
            .find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "vector.transfer_write")
            .expect("write");
        let (base, idx, map, vt) = transfer_parts(&ctx, read).expect("parts");
        assert_eq!(idx.len(), 2);
        assert_eq!(ctx.affine.map_to_string(map), "(d0, d1) -> (d1)");
        assert_eq!(ctx.type_to_string(vt), "vector<4xf32>");
        assert_eq!(ctx.memory_effects(read), Some(vec![MemEffect { kind: EffectKind::Read, value: Some(base) }]));
        assert_eq!(ctx.memory_effects(write), Some(vec![MemEffect { kind: EffectKind::Write, value: Some(base) }]));
    }

    #[test]
    fn verifier_messages() {
        assert_eq!(
            error(
                "func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {\n %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>\n return\n}"
            ),
            "'vector.transfer_read' op requires 2 indices"
        );
        assert_eq!(
            error(
                "func.func @f(%v: vector<4xf32>) {\n %0 = vector.broadcast %v : vector<4xf32> to vector<3xf32>\n return\n}"
            ),
            "'vector.broadcast' op dimension mismatch (4 vs. 3)"
        );
        assert_eq!(
            error(
                "func.func @f(%v: vector<4xf32>) {\n %0 = vector.reduction <and>, %v : vector<4xf32> into f32\n return\n}"
            ),
            "'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'"
        );
    }
}
