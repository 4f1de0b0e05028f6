//! `vector.shuffle` and `vector.interleave`, parsed, printed, verified and
//! folded as `mlir-opt` 22 does:
//!
//! ```text
//! %0 = vector.shuffle %a, %b [0, 5, -1] : vector<4xf32>, vector<2xf32>
//! %1 = vector.interleave %a, %c : vector<4xf32> -> vector<8xf32>
//! ```
//!
//! A shuffle's result type is inferred: the mask's length, then the
//! trailing dimensions of `%a` (0-D operands give a 1-D result). Mask
//! entry `-1` is a poison lane. Folds: a mask selecting all of `%a` (or of
//! `%b`) in order is that operand; two constant 1-D operands (or poison)
//! give a constant. Patterns: a 0-D shuffle of one lane is a broadcast
//! (`Canonicalize0DShuffleOp`), a shuffle of two broadcasts of one scalar
//! is a broadcast (`ShuffleSplat`), an interleaving mask is a
//! `vector.interleave` (`ShuffleInterleave`).

use super::*;
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet};

/// The poison index of a shuffle mask.
const POISON: i64 = -1;

/// The shuffle's `mask` property.
const SHUFFLE_PROPS: &[affine_ir::dialect::PropDecl] =
    &[affine_ir::dialect::PropDecl::req("mask", affine_ir::dialect::PropKind::DenseI64Array)
        .desc("i64 dense array attribute")];

/// Registers `vector.shuffle` and `vector.interleave`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_shuffle),
        print: Some(print_shuffle),
        verify: Some(verify_shuffle),
        fold: Some(fold_shuffle),
        canonicalize: Some(shuffle_patterns),
        traits: traits::PURE,
        inherent_attrs: &["mask"],
        props: SHUFFLE_PROPS,
        ..OpDef::new("vector.shuffle")
    });
    reg.add(OpDef {
        parse: Some(parse_interleave),
        print: Some(print_interleave),
        verify: Some(verify_interleave),
        traits: traits::PURE,
        ..OpDef::new("vector.interleave")
    });
}

/// `AnyFixedVectorOfAnyRank`.
fn is_fixed_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { scalable, .. } if !scalable.iter().any(|&s| s))
}

fn mask_of(ctx: &Context, op: OpId) -> Vec<i64> {
    prop(ctx, op, "mask").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default()
}

/// The inferred result type of a shuffle of `v1` with `mask_len` lanes.
fn shuffle_result_type(ctx: &mut Context, v1: Type, mask_len: usize) -> Option<Type> {
    let (shape, _, elem) = vec_parts(ctx, v1)?;
    let mut out = vec![mask_len.max(1) as i64];
    out.extend(shape.iter().skip(1));
    Some(ctx.vector_type(out, elem))
}

fn parse_shuffle(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    // `operands $mask attr-dict : type(operands)`: any number of operands
    // (the verifier asks for two).
    let operands_at = p.offset();
    let operands = p.parse_operand_list()?;
    let mask = parse_i64_array(p, st)?;
    let attr = p.ctx.dense_i64_array_attr(&mask);
    set_state_prop(p.ctx, st, "mask", attr);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    // `type(operands)`: any types, as many as there are operands, resolved
    // before the result type is inferred from the first.
    let at = p.offset();
    let types = p.parse_type_list()?;
    if types.len() != operands.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            operands.len(),
            types.len()
        );
        return Err(custom_error(p, st, operands_at, &msg));
    }
    for (v, &t) in operands.iter().zip(&types) {
        p.resolve_operand(v, t, &mut st.operands)?;
    }
    let ta = types[0];
    let is_vector = |t| matches!(p.ctx.type_data(t), TypeData::Vector { .. });
    if let Some(bad) = types.iter().copied().take(2).find(|&t| !is_vector(t)) {
        // mlir-opt 22 crashes inferring the result type of scalar operands.
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.vector", bad));
    }
    // The result type is inferred from the mask property (an attribute
    // dictionary may override the bracketed mask).
    let len = st
        .attrs
        .iter()
        .chain(st.props.iter())
        .find(|na| p.ctx.ident_str(na.name) == "mask")
        .and_then(|na| p.ctx.attr_dense_i64s(na.value))
        .map_or(mask.len(), |m| m.len());
    match shuffle_result_type(p.ctx, ta, len) {
        Some(t) => st.result_types.push(t),
        None => return Err(custom_error(p, st, at, "invalid kind of type specified")),
    }
    Ok(())
}

fn print_shuffle(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    let mask = mask_of(ctx, op);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.write(" [");
    p.write(&mask.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "));
    p.write("]");
    p.print_optional_attr_dict(op, &["mask"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

fn verify_shuffle(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(ctx, op, 0, "fixed-length vector of any type values", is_fixed_vector)?;
    check_operand(ctx, op, 1, "fixed-length vector of any type values", is_fixed_vector)?;
    check_result(ctx, op, 0, "vector of any type values", is_vector)?;
    let (s1, _, e1) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("vector");
    let (s2, _, e2) = vec_parts(ctx, operand_ty(ctx, op, 1)).expect("vector");
    let (rs, _, re) = vec_parts(ctx, result_ty(ctx, op).expect("result")).expect("vector");
    if e1 != re {
        return Err(op_error(ctx, op, "failed to verify that first operand v1 and result have same element type"));
    }
    if e2 != re {
        return Err(op_error(ctx, op, "failed to verify that second operand v2 and result have same element type"));
    }
    let zero_d = s1.is_empty() && s2.is_empty() && rs.len() == 1;
    let nd = s1.len() == rs.len() && s2.len() == rs.len();
    if !zero_d && !nd {
        return Err(op_error(ctx, op, "rank mismatch"));
    }
    for r in 1..s1.len() {
        if rs[r] != s1[r] || s1[r] != s2[r] {
            return Err(op_error(ctx, op, "dimension mismatch"));
        }
    }
    let mask = mask_of(ctx, op);
    if mask.is_empty() {
        return Err(op_error(ctx, op, "invalid mask length"));
    }
    if mask.len() as i64 != rs[0] {
        return Err(op_error(ctx, op, "mask length mismatch"));
    }
    let lanes = |s: &[i64]| s.first().copied().unwrap_or(1);
    let size = lanes(&s1) + lanes(&s2);
    for (i, &m) in mask.iter().enumerate() {
        if m != POISON && !(0..size).contains(&m) {
            return Err(op_error(ctx, op, format!("mask index #{} out of range", i + 1)));
        }
    }
    Ok(())
}

/// `mask` is `begin, begin + 1, ..` of length `width`.
fn is_step(mask: &[i64], begin: i64, width: i64) -> bool {
    mask.len() as i64 == width && mask.iter().enumerate().all(|(i, &m)| m == begin + i as i64)
}

/// MLIR's `ShuffleOp::fold`.
fn fold_shuffle(ctx: &mut Context, op: OpId, c: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let ops = ctx.ir.operands(op).to_vec();
    let (Some((s1, _, _)), Some((s2, _, _))) =
        (vec_parts(ctx, ctx.ir.value_type(ops[0])), vec_parts(ctx, ctx.ir.value_type(ops[1])))
    else {
        return false;
    };
    // A 0-D shuffle's result is 1-D: not a fold (Canonicalize0DShuffleOp).
    if s1.is_empty() {
        return false;
    }
    let mask = mask_of(ctx, op);
    if is_step(&mask, 0, s1[0]) {
        results.push(FoldResult::Value(ops[0]));
        return true;
    }
    if s2.first().is_some_and(|&n| is_step(&mask, s1[0], n)) {
        results.push(FoldResult::Value(ops[1]));
        return true;
    }
    let (Some(a1), Some(a2)) = (c.first().copied().flatten(), c.get(1).copied().flatten()) else { return false };
    let p1 = is_poison_attr(ctx, a1);
    let p2 = is_poison_attr(ctx, a2);
    if p1 && p2 {
        results.push(FoldResult::Attr(a1));
        return true;
    }
    if s1.len() != 1 {
        return false;
    }
    let elements = |a: Attribute, n: i64| -> Option<Vec<Attribute>> {
        match ctx.attr_data(a) {
            AttrData::DenseElements { splat: true, values, .. } => Some(vec![*values.first()?; n.max(0) as usize]),
            AttrData::DenseElements { values, .. } => Some(values.clone()),
            _ => None,
        }
    };
    let mut poison_element = None;
    let mut e2 = Vec::new();
    if !p2 {
        let Some(v) = elements(a2, s2[0]) else { return false };
        poison_element = v.first().copied();
        e2 = v;
    }
    let mut e1 = Vec::new();
    if !p1 {
        let Some(v) = elements(a1, s1[0]) else { return false };
        poison_element = v.first().copied();
        e1 = v;
    }
    let Some(poison_element) = poison_element else { return false };
    let mut out = Vec::with_capacity(mask.len());
    for &m in &mask {
        let e = if m == POISON {
            poison_element
        } else if m < s1[0] {
            if p1 { poison_element } else { e1[m as usize] }
        } else if p2 {
            poison_element
        } else {
            e2[(m - s1[0]) as usize]
        };
        out.push(e);
    }
    let ty = ctx.ir.value_type(ctx.ir.results(op)[0]);
    let splat = out.windows(2).all(|w| w[0] == w[1]);
    let values = if splat { vec![out[0]] } else { out };
    let a = ctx.attr(AttrData::DenseElements { ty, splat, values });
    results.push(FoldResult::Attr(a));
    true
}

/// A `ub.poison` attribute (what the fold of `ub.poison` gives).
fn is_poison_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Opaque(s) if s.starts_with("ub.poison"))
}

fn shuffle_patterns(name: &str, set: &mut RewritePatternSet) {
    if name == "vector.shuffle" {
        set.add_fn("ShuffleSplat", "vector.shuffle", shuffle_splat);
        set.add_fn("ShuffleInterleave", "vector.shuffle", shuffle_interleave);
        set.add_fn("Canonicalize0DShuffleOp", "vector.shuffle", shuffle_0d);
    }
}

/// Replaces `op` with a new op `name` of `operands` and result type `ty`.
fn replace_with(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, operands: &[ValueId], ty: Type) {
    let loc = rw.ctx.ir.op(op).loc;
    let mut st = OpState::new(rw.ctx.op_name(name), loc);
    st.operands.extend_from_slice(operands);
    st.result_types.push(ty);
    rw.set_insertion_point_before(op);
    let new = rw.build(|ctx, ip| builders::create_normalized(ctx, st, ip));
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
}

/// The scalar a `vector.broadcast` of a non-vector broadcasts.
fn scalar_splat_source(ctx: &Context, v: ValueId) -> Option<ValueId> {
    let def = ctx.ir.defining_op(v)?;
    if ctx.op_name_str(ctx.ir.op(def).name) != "vector.broadcast" {
        return None;
    }
    let src = *ctx.ir.operands(def).first()?;
    (!is_vector(ctx, ctx.ir.value_type(src))).then_some(src)
}

/// MLIR's `ShuffleSplat`.
fn shuffle_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    let Some(s) = scalar_splat_source(ctx, ops[0]) else { return false };
    if scalar_splat_source(ctx, ops[1]) != Some(s) {
        return false;
    }
    let ty = ctx.ir.value_type(ctx.ir.results(op)[0]);
    replace_with(rw, op, "vector.broadcast", &[s], ty);
    true
}

/// MLIR's `ShuffleInterleave`: mask `0, n, 1, n + 1, ..` of two operands
/// of one type with `n` elements each.
fn shuffle_interleave(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    let ty = ctx.ir.value_type(ctx.ir.results(op)[0]);
    let Some((rs, _, _)) = vec_parts(ctx, ty) else { return false };
    if rs.len() != 1 {
        return false;
    }
    let t1 = ctx.ir.value_type(ops[0]);
    let Some((s1, _, _)) = vec_parts(ctx, t1) else { return false };
    let n: i64 = s1.iter().product();
    if t1 != ctx.ir.value_type(ops[1]) || n * 2 != rs[0] {
        return false;
    }
    let mask = mask_of(ctx, op);
    let half = rs[0] / 2;
    if (0..half).any(|i| mask.get(2 * i as usize) != Some(&i) || mask.get(2 * i as usize + 1) != Some(&(half + i))) {
        return false;
    }
    replace_with(rw, op, "vector.interleave", &ops, ty);
    true
}

/// MLIR's `Canonicalize0DShuffleOp`: a one-lane shuffle of 0-D vectors is
/// a broadcast of the selected one.
fn shuffle_0d(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    let Some((s1, _, elem)) = vec_parts(ctx, ctx.ir.value_type(ops[0])) else { return false };
    let mask = mask_of(ctx, op);
    if !s1.is_empty() || mask.len() != 1 {
        return false;
    }
    let src = if mask[0] == 0 { ops[0] } else { ops[1] };
    let ty = rw.ctx.vector_type(vec![1], elem);
    replace_with(rw, op, "vector.broadcast", &[src], ty);
    true
}

// ----------------------------------------------------------------------
// vector.interleave
// ----------------------------------------------------------------------

/// The shape of interleaving two vectors of `shape`: the trailing
/// dimension doubled (a 0-D operand gives `vector<2xT>`).
fn doubled(mut shape: Vec<i64>, mut scalable: Vec<bool>) -> (Vec<i64>, Vec<bool>) {
    match shape.last_mut() {
        Some(d) => *d *= 2,
        None => {
            shape.push(2);
            scalable.push(false);
        }
    }
    (shape, scalable)
}

fn parse_interleave(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let b = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let t = parse_vector_type(p, st)?;
    p.expect(Tok::Arrow)?;
    let r = parse_vector_type(p, st)?;
    p.resolve_operand(&a, t, &mut st.operands)?;
    p.resolve_operand(&b, t, &mut st.operands)?;
    st.result_types.push(r);
    Ok(())
}

fn print_interleave(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" -> ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn verify_interleave(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(ctx, op, 0, "vector of any type values", is_vector)?;
    check_operand(ctx, op, 1, "vector of any type values", is_vector)?;
    check_result(ctx, op, 0, "vector of any type values", is_vector)?;
    let t = operand_ty(ctx, op, 0);
    if t != operand_ty(ctx, op, 1) {
        return Err(op_error(ctx, op, "failed to verify that all of {lhs, rhs} have same type"));
    }
    let (shape, scalable, elem) = vec_parts(ctx, t).expect("vector");
    let (shape, scalable) = doubled(shape, scalable);
    let (rs, rsc, re) = vec_parts(ctx, result_ty(ctx, op).expect("result")).expect("vector");
    if rs != shape || rsc != scalable || re != elem {
        return Err(op_error(ctx, op, "failed to verify that type of 'result' is double the width of the inputs"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip};

    #[test]
    fn shuffle_roundtrip_and_errors() {
        let out = roundtrip(
            "func.func @f(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<f32>) {\n %0 = vector.shuffle %a, %b [0, 5, -1] : vector<4xf32>, vector<2xf32>\n %1 = vector.shuffle %c, %c [0, 1] : vector<f32>, vector<f32>\n %2 = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>\n return\n}",
        );
        assert!(out.contains("%0 = vector.shuffle %arg0, %arg1 [0, 5, -1] : vector<4xf32>, vector<2xf32>"), "{out}");
        assert!(out.contains("%1 = vector.shuffle %arg2, %arg2 [0, 1] : vector<f32>, vector<f32>"), "{out}");
        assert!(out.contains("%2 = vector.interleave %arg0, %arg0 : vector<4xf32> -> vector<8xf32>"), "{out}");
        let e = error(
            "func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) {\n %0 = vector.shuffle %a, %b [0, 6] : vector<4xf32>, vector<2xf32>\n return\n}",
        );
        assert!(e.contains("mask index #2 out of range"), "{e}");
    }
}
