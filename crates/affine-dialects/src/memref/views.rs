//! `memref` view-like ops: `subview`, `reinterpret_cast`, `view`,
//! `expand_shape`, `collapse_shape`, `reshape`, `transpose`, and the metadata ops
//! `extract_aligned_pointer_as_index`, `extract_strided_metadata`,
//! `assume_alignment`.

use super::view_canon::{sat_add, sat_mul};
use super::{
    ANY_MEMREF_DESC, INDEX_VARIADIC, MEMREF_DESC, check_segments, memref_parts, operand_type, result_type,
    segment_sizes,
};
use crate::arith::types::*;
use affine_ir::affine::{AffineExpr, AffineMap, AffineStore};
use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

pub(super) fn register(reg: &mut Registry) {
    let d = |name: &'static str,
             parse: affine_ir::dialect::ParseFn,
             print: affine_ir::dialect::PrintFn,
             verify: affine_ir::dialect::VerifyFn,
             names: affine_ir::dialect::ResultNamesFn,
             inh: &'static [&'static str]| OpDef {
        parse: Some(parse),
        print: Some(print),
        verify: Some(verify),
        result_names: Some(names),
        traits: traits::PURE,
        inherent_attrs: inh,
        ..OpDef::new(name)
    };
    const OSS: &[&str] = &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"];
    reg.add(d("memref.subview", parse_subview, print_subview, verify_subview, names_subview, OSS));
    reg.add(d(
        "memref.reinterpret_cast",
        parse_reinterpret,
        print_reinterpret,
        verify_reinterpret,
        names_reinterpret,
        OSS,
    ));
    reg.add(d("memref.view", parse_view, print_view, verify_view, names_view, &[]));
    reg.add(d(
        "memref.expand_shape",
        parse_reshape,
        print_reshape,
        verify_reshape,
        names_expand,
        &["reassociation", "static_output_shape"],
    ));
    reg.add(d(
        "memref.collapse_shape",
        parse_reshape,
        print_reshape,
        verify_reshape,
        names_collapse,
        &["reassociation"],
    ));
    reg.add(d(
        "memref.extract_aligned_pointer_as_index",
        parse_intptr,
        print_to_results,
        verify_intptr,
        names_intptr,
        &[],
    ));
    reg.add(d(
        "memref.extract_strided_metadata",
        parse_metadata,
        print_to_results,
        verify_metadata,
        names_metadata,
        &[],
    ));
    reg.add(d("memref.reshape", parse_shape_reshape, print_shape_reshape, verify_shape_reshape, names_reshape, &[]));
    reg.add(d(
        "memref.transpose",
        parse_transpose,
        print_transpose,
        verify_transpose,
        names_transpose,
        &["permutation"],
    ));
    // Pure in MLIR 22 (it returns the aligned view): an unused one is dead.
    reg.add(d("memref.assume_alignment", parse_assume, print_assume, verify_assume, names_assume, &["alignment"]));
}

macro_rules! namer {
    ($f:ident, $($n:expr),*) => {
        fn $f(_: &Context, _: OpId, out: &mut Vec<(u32, String)>) {
            let names: &[&str] = &[$($n),*];
            for (i, n) in names.iter().enumerate() {
                out.push((i as u32, n.to_string()));
            }
        }
    };
}
namer!(names_subview, "subview");
namer!(names_reinterpret, "reinterpret_cast");
namer!(names_view, "view");
namer!(names_expand, "expand_shape");
namer!(names_collapse, "collapse_shape");
namer!(names_intptr, "intptr");
namer!(names_reshape, "reshape");
namer!(names_transpose, "transpose");
/// `base_buffer`, `offset`, then `sizes` and `strides` on the first of the
/// sizes and of the strides (rank `r`: results 2 and 2 + r), none when the
/// source is 0-d.
fn names_metadata(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "base_buffer".to_string()));
    out.push((1, "offset".to_string()));
    let n = ctx.ir.results(op).len();
    if n > 2 {
        let rank = (n - 2) / 2;
        out.push((2, "sizes".to_string()));
        out.push(((2 + rank) as u32, "strides".to_string()));
    }
}
namer!(names_assume, "assume_align");

// ----------------------------------------------------------------------
// Dynamic index lists and strided layouts
// ----------------------------------------------------------------------

/// Parses `[0, %x, 4]`: returns the SSA operands and the static values
/// (with [`DYNAMIC`] where an operand stands).
pub fn dynamic_index_list_parse(p: &mut OpParser, st: &OpState) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    // Any failure inside the list ends with MLIR's summary error at the op
    // name, after the element's own error when it reported one.
    dynamic_index_list_items(p, st).map_err(|e| {
        // MLIR drops the summary while a lexer error token is current (the
        // lexer reported it).
        if let (Some(d), true) = (&e, p.at(Tok::Error)) {
            return d.clone();
        }
        let name = p.ctx.op_name_str(st.name).to_string();
        let summary = Diagnostic::error(st.loc, format!("custom op '{name}' expected SSA value or integer"));
        match e {
            Some(mut e) => {
                e.notes.push(summary);
                e
            }
            None => summary,
        }
    })
}

/// The list's elements; `Err(None)` is a failure MLIR reports with the
/// summary only (a `[` scalable marker without its `]`).
fn dynamic_index_list_items(
    p: &mut OpParser,
    st: &OpState,
) -> Result<(Vec<UnresolvedOperand>, Vec<i64>), Option<Diagnostic>> {
    p.expect_msg(Tok::LSquare, "expected '[' in dynamic index list")?;
    let mut ops = Vec::new();
    let mut vals = Vec::new();
    if !p.at(Tok::RSquare) {
        loop {
            let operand = p.parse_optional_operand()?;
            // `[4]` marks a scalable entry (vector ops); the marker is read
            // as MLIR reads it and carries no meaning for these ops.
            let scalable = p.consume_if(Tok::LSquare);
            match operand {
                Some(u) => {
                    ops.push(u);
                    vals.push(DYNAMIC);
                }
                None => vals.push(parse_int(p, st)?),
            }
            if scalable && !p.consume_if(Tok::RSquare) {
                return Err(None);
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    p.expect_msg(Tok::RSquare, "expected ']' in dynamic index list")?;
    Ok((ops, vals))
}

/// Prints `[0, %x, 4]` from static values and the dynamic operands.
pub fn print_dynamic_index_list(p: &mut OpPrinter, statics: &[i64], dynamics: &[affine_ir::ir::ValueId]) {
    p.write("[");
    let mut d = dynamics.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if s == DYNAMIC {
            if let Some(&v) = d.next() {
                p.print_operand(v);
            }
        } else {
            p.write(&s.to_string());
        }
    }
    p.write("]");
}

/// Strides and offset of a memref type (MLIR's `getStridesAndOffset`):
/// identity layouts get the canonical row-major strides; `strided<>`
/// layouts give theirs; other affine map layouts go through
/// [`affine_layout_strides_and_offset`]; `None` when the layout is not
/// strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let (shape, _, layout, _) = memref_parts(ctx, t)?;
    match layout.map(|l| ctx.attr_data(l)) {
        None => Some((canonical_strides(&shape), 0)),
        Some(AttrData::Strided { strides, offset }) => Some((strides.clone(), *offset)),
        Some(AttrData::AffineMap(m)) if ctx.affine.map_is_identity(*m) => Some((canonical_strides(&shape), 0)),
        Some(AttrData::AffineMap(m)) => affine_layout_strides_and_offset(&ctx.affine, *m, shape.len()),
        _ => None,
    }
}

/// One variable of a layout polynomial: a dim (`false`) or a symbol
/// (`true`) and its position.
type PolyVar = (bool, u32);

/// A polynomial over the dims and symbols of a layout map: coefficient of
/// each monomial (a sorted list of variables), zero terms removed.
type Poly = std::collections::BTreeMap<Vec<PolyVar>, i64>;

fn poly_add(mut a: Poly, b: Poly) -> Poly {
    for (k, v) in b {
        let e = a.entry(k).or_insert(0);
        *e = e.wrapping_add(v);
    }
    a.retain(|_, v| *v != 0);
    a
}

fn poly_mul(a: &Poly, b: &Poly) -> Poly {
    let mut out = Poly::new();
    for (ka, va) in a {
        for (kb, vb) in b {
            let mut k = ka.clone();
            k.extend_from_slice(kb);
            k.sort_unstable();
            let e = out.entry(k).or_insert(0);
            *e = e.wrapping_add(va.wrapping_mul(*vb));
        }
    }
    out.retain(|_, v| *v != 0);
    out
}

/// The expression as a polynomial. A `floordiv`, `ceildiv` or `mod` by a
/// constant that divides every coefficient of its left side is folded as
/// MLIR's simplification folds it (exact quotient, zero remainder); any
/// other one has no polynomial form (`None`).
fn layout_poly(store: &affine_ir::affine::AffineStore, e: affine_ir::affine::AffineExpr) -> Option<Poly> {
    use affine_ir::affine::{AffineExprData, AffineExprKind};
    let mut p = Poly::new();
    match store.data(e) {
        AffineExprData::Dim(i) => {
            p.insert(vec![(false, i)], 1);
        }
        AffineExprData::Symbol(i) => {
            p.insert(vec![(true, i)], 1);
        }
        AffineExprData::Constant(c) => {
            if c != 0 {
                p.insert(Vec::new(), c);
            }
        }
        AffineExprData::Binary(kind, l, r) => {
            let lp = layout_poly(store, l)?;
            match kind {
                AffineExprKind::Add => return Some(poly_add(lp, layout_poly(store, r)?)),
                AffineExprKind::Mul => return Some(poly_mul(&lp, &layout_poly(store, r)?)),
                _ => {
                    let c = store.as_constant(r)?;
                    if c <= 0 || lp.values().any(|v| v % c != 0) {
                        return None;
                    }
                    if kind == AffineExprKind::Mod {
                        return Some(Poly::new());
                    }
                    return Some(lp.into_iter().map(|(k, v)| (k, v / c)).collect());
                }
            }
        }
    }
    Some(p)
}

/// MLIR's `getStridesAndOffset` on a (non-identity) affine map layout of a
/// memref of rank `rank`: the single result is expanded into a polynomial
/// (what `simplifyAffineExpr` then `extractStrides` compute); the stride of
/// `d<i>` is the sum of the terms holding `d<i>` with it removed, the offset
/// the sum of the terms without dims, each static if it is a constant and
/// dynamic otherwise. `None` for a map with several results or a term
/// `extractStrides` rejects (a division or modulo left after folding).
pub fn affine_layout_strides_and_offset(
    store: &affine_ir::affine::AffineStore,
    m: affine_ir::affine::AffineMap,
    rank: usize,
) -> Option<(Vec<i64>, i64)> {
    let data = store.map_data(m);
    if data.results.len() != 1 {
        return None;
    }
    let poly = layout_poly(store, data.results[0])?;
    let mut strides: Vec<Poly> = vec![Poly::new(); rank];
    let mut offset = Poly::new();
    for (mut k, v) in poly {
        let dims: Vec<usize> = k.iter().enumerate().filter(|(_, x)| !x.0).map(|(i, _)| i).collect();
        match dims.as_slice() {
            [] => offset = poly_add(offset, Poly::from([(k, v)])),
            [i] => {
                let d = k.remove(*i).1 as usize;
                let s = strides.get_mut(d)?;
                *s = poly_add(std::mem::take(s), Poly::from([(k, v)]));
            }
            _ => return None,
        }
    }
    let value = |p: &Poly| match p.len() {
        0 => 0,
        1 => p.get(&Vec::new()).copied().unwrap_or(DYNAMIC),
        _ => DYNAMIC,
    };
    Some((strides.iter().map(value).collect(), value(&offset)))
}

/// Row-major strides of a shape (dynamic once a dynamic size was crossed).
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        if running != DYNAMIC {
            running = if shape[i] == DYNAMIC { DYNAMIC } else { running.saturating_mul(shape[i]) };
        }
    }
    strides
}

fn dense_i64(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    prop(ctx, op, name).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default()
}

fn dyn_text(x: i64) -> String {
    if x == DYNAMIC { "?".into() } else { x.to_string() }
}

/// Text of a memref type with a strided layout, as MLIR prints it.
fn strided_memref_text(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    strides: &[i64],
    offset: i64,
    ms: Option<Attribute>,
) -> String {
    let mut s = String::from("memref<");
    for d in shape {
        s.push_str(&dyn_text(*d));
        s.push('x');
    }
    s.push_str(&ctx.type_to_string(elem));
    s.push_str(", strided<[");
    s.push_str(&strides.iter().map(|&x| dyn_text(x)).collect::<Vec<_>>().join(", "));
    s.push(']');
    if offset != 0 {
        s.push_str(&format!(", offset: {}", dyn_text(offset)));
    }
    s.push('>');
    if let Some(m) = ms {
        s.push_str(", ");
        s.push_str(&ctx.attr_to_string_elided(m));
    }
    s.push('>');
    s
}

/// Parses `%src[offsets] [sizes] [strides]` lists into operands/props.
pub(crate) fn parse_osss(
    p: &mut OpParser,
    st: &mut OpState,
    lists: &mut [(Vec<UnresolvedOperand>, Vec<i64>); 3],
) -> PResult<()> {
    for l in lists.iter_mut() {
        *l = dynamic_index_list_parse(p, st)?;
    }
    let names = ["static_offsets", "static_sizes", "static_strides"];
    for (l, n) in lists.iter().zip(names) {
        let a = p.ctx.dense_i64_array_attr(&l.1);
        set_state_prop(p.ctx, st, n, a);
    }
    let _ = st;
    Ok(())
}

/// The checks of an op with offsets, sizes and strides (the one tensor
/// operand `lead` segments of `tensor.insert_slice` come first): each list
/// has as many operands as dynamic entries (mlir-opt 22 checks this
/// first), then `OffsetSizeAndStrideOpInterface`'s verifier (list ranks,
/// `max_ranks`, non-negative static sizes). Returns the static lists.
pub(crate) fn check_osss_after(
    ctx: &Context,
    op: OpId,
    lead: usize,
    max_ranks: [usize; 3],
) -> Result<[Vec<i64>; 3], Diagnostic> {
    let seg = check_segments(ctx, op, lead + 3)?;
    let offs = dense_i64(ctx, op, "static_offsets");
    let sizes = dense_i64(ctx, op, "static_sizes");
    let strides = dense_i64(ctx, op, "static_strides");
    for ((name, vals), &nd) in
        [("offsets", &offs), ("sizes", &sizes), ("strides", &strides)].into_iter().zip(&seg[lead..])
    {
        let want = vals.iter().filter(|&&v| v == DYNAMIC).count();
        if nd != want {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({nd} vs {want})"
                ),
            ));
        }
    }
    if !(offs.len() == 1 && max_ranks[0] == 1) && offs.len() != sizes.len() {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                offs.len(),
                sizes.len()
            ),
        ));
    }
    if sizes.len() != strides.len() {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                sizes.len(),
                strides.len()
            ),
        ));
    }
    for ((name, vals), n) in [("offset", &offs), ("size", &sizes), ("stride", &strides)].into_iter().zip(max_ranks) {
        if vals.len() != n {
            return Err(plain_error(ctx, op, format!("expected {n} {name} values, got {}", vals.len())));
        }
    }
    for &o in &offs {
        if o != DYNAMIC && o < 0 {
            return Err(plain_error(ctx, op, format!("expected offsets to be non-negative, but got {o}")));
        }
    }
    for &s in &sizes {
        if s != DYNAMIC && s < 0 {
            return Err(plain_error(ctx, op, format!("expected sizes to be non-negative, but got {s}")));
        }
    }
    Ok([offs, sizes, strides])
}

fn check_osss(ctx: &Context, op: OpId, max_ranks: [usize; 3]) -> Result<[Vec<i64>; 3], Diagnostic> {
    check_osss_after(ctx, op, 1, max_ranks)
}

fn print_osss(p: &mut OpPrinter, op: OpId) {
    print_osss_after(p, op, 1);
}

/// Prints the `[offsets] [sizes] [strides]` lists of an op whose first
/// `lead` operand segments come before them (`tensor.insert_slice`: 2).
pub(crate) fn print_osss_after(p: &mut OpPrinter, op: OpId, lead: usize) {
    let ctx = p.ctx;
    let seg = super::segments(ctx, op).unwrap_or_default();
    let ops = ctx.ir.operands(op);
    let mut start: usize = seg.iter().take(lead).sum();
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"].into_iter().enumerate() {
        let n = seg.get(i + lead).copied().unwrap_or(0);
        let end = (start + n).min(ops.len());
        let statics = dense_i64(ctx, op, name);
        if i > 0 {
            p.write(" ");
        }
        print_dynamic_index_list(p, &statics, &ops[start.min(end)..end]);
        start = end;
    }
}

// ----------------------------------------------------------------------
// subview
// ----------------------------------------------------------------------

fn parse_subview(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let mut lists: [(Vec<UnresolvedOperand>, Vec<i64>); 3] = Default::default();
    parse_osss(p, st, &mut lists)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_memref_type_at(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_memref_type_at(p, st)?;
    p.resolve_operand(&src, from, &mut st.operands)?;
    let it = p.ctx.index_type();
    for l in &lists {
        for u in &l.0 {
            p.resolve_operand(u, it, &mut st.operands)?;
        }
    }
    segment_sizes(p.ctx, st, &[1, lists[0].0.len() as i32, lists[1].0.len() as i32, lists[2].0.len() as i32]);
    st.result_types.push(to);
    Ok(())
}

fn print_subview(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let src = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(src);
    print_osss(p, op);
    p.print_optional_attr_dict(op, &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(src));
    p.write(" to ");
    if let Some(t) = result_type(ctx, op) {
        p.print_type(t);
    }
}

/// MLIR's `computeRankReductionMask` (without `matchDynamic`): which dims of
/// `orig` are dropped to obtain `reduced`, matching sizes greedily; only
/// static 1 dims may be dropped.
fn rank_reduction_mask(orig: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; orig.len()];
    let mut j = 0;
    for (i, &d) in orig.iter().enumerate() {
        if j < reduced.len() && (reduced[j] == d) {
            j += 1;
        } else if d == 1 {
            dropped[i] = true;
        } else {
            return None;
        }
    }
    if j != reduced.len() {
        return None;
    }
    Some(dropped)
}

/// MLIR's `computeMemRefRankReductionMask`: which of the `orank` dims of
/// an original type are dropped in a reduced type of rank `rrank`, given
/// which of the op's sizes are a static 1 (only those can be dropped).
/// When there are more unit sizes than dropped dims, `strides` is called
/// (only then) for the strides of the original and of the reduced type: a
/// unit dim counts as dropped only if its stride occurs fewer times in the
/// reduced type than is still unaccounted for in the original. `None` when
/// no mask fits or `strides` has none.
pub(super) fn memref_rank_reduction_mask(
    orank: usize,
    rrank: usize,
    unit_sizes: impl IntoIterator<Item = bool>,
    strides: impl FnOnce() -> Option<(Vec<i64>, Vec<i64>)>,
) -> Option<Vec<bool>> {
    let mut unused = vec![false; orank];
    if orank == rrank {
        return Some(unused);
    }
    for (u, unit) in unused.iter_mut().zip(unit_sizes) {
        *u = unit;
    }
    let ndropped = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if ndropped(&unused) + rrank == orank {
        return Some(unused);
    }
    let (ostrides, rstrides) = strides()?;
    let count = |vals: &[i64]| {
        let mut m = std::collections::BTreeMap::new();
        for &v in vals {
            *m.entry(v).or_insert(0usize) += 1;
        }
        m
    };
    let mut unaccounted = count(&ostrides);
    let candidate = count(&rstrides);
    for (dim, &s) in ostrides.iter().enumerate().take(orank) {
        if !unused[dim] {
            continue;
        }
        let have = unaccounted.get(&s).copied().unwrap_or(0);
        let want = candidate.get(&s).copied().unwrap_or(0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => *unaccounted.entry(s).or_insert(0) -= 1,
            std::cmp::Ordering::Equal => unused[dim] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (ndropped(&unused) + rrank == orank).then_some(unused)
}

/// MLIR's `SubViewOp::verify`: memory spaces, a strided base, the result
/// against the inferred type (`inferResultType` with `SaturatedInteger`
/// arithmetic, so a zero times a dynamic value is 0) up to rank reduction,
/// with exactly equal offsets and kept strides (a dynamic value matches only
/// a dynamic one), then `verifyInBoundsSlice`.
fn verify_subview(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    check_operand(ctx, op, 0, MEMREF_DESC, is_memref)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 1..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, MEMREF_DESC, is_memref)?;
    let bt = operand_type(ctx, op, 0).expect("operand");
    let rt = result_type(ctx, op).expect("result");
    let (bshape, belem, _, bms) = memref_parts(ctx, bt).expect("memref");
    let (rshape, relem, _, rms) = memref_parts(ctx, rt).expect("memref");
    let r = bshape.len();
    let [offs, sizes, strides] = check_osss(ctx, op, [r, r, r])?;
    if bms != rms {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "different memory spaces specified for base memref type {} and subview memref type {}",
                q(ctx, bt),
                q(ctx, rt)
            ),
        ));
    }
    let Some((bstrides, boff)) = strides_and_offset(ctx, bt) else {
        return Err(plain_error(ctx, op, format!("base type {} is not strided", q(ctx, bt))));
    };
    // Expected (non rank-reduced) type.
    let exp_off = offs.iter().zip(&bstrides).fold(boff, |acc, (&o, &s)| sat_add(acc, sat_mul(o, s)));
    let exp_strides: Vec<i64> = bstrides.iter().zip(&strides).map(|(&b, &a)| sat_mul(b, a)).collect();
    let exp_shape = sizes.clone();
    let exp_text = || strided_memref_text(ctx, &exp_shape, belem, &exp_strides, exp_off, bms);
    if rshape.len() > exp_shape.len() {
        return Err(plain_error(
            ctx,
            op,
            format!("expected result rank to be smaller or equal to the source rank, but got {}", q(ctx, rt)),
        ));
    }
    if rank_reduction_mask(&exp_shape, &rshape).is_none() {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "expected result type to be '{}' or a rank-reduced version. (mismatch of result sizes), but got {}",
                exp_text(),
                q(ctx, rt)
            ),
        ));
    }
    if relem != belem {
        return Err(plain_error(
            ctx,
            op,
            format!("expected result element type to be {}, but got {}", q(ctx, belem), q(ctx, rt)),
        ));
    }
    let layout_err = || {
        plain_error(
            ctx,
            op,
            format!(
                "expected result type to be '{}' or a rank-reduced version. (mismatch of result layout), but got {}",
                exp_text(),
                q(ctx, rt)
            ),
        )
    };
    // haveCompatibleOffsets: both strided, offsets equal (`?` only matches `?`).
    let Some((rstrides, roff)) = strides_and_offset(ctx, rt) else {
        return Err(layout_err());
    };
    if exp_off != roff {
        return Err(layout_err());
    }
    // Dropped dims are found from the static unit sizes and the strides.
    let unit_sizes = sizes.iter().map(|&s| s == 1);
    let both_strides = || Some((exp_strides.clone(), rstrides.clone()));
    let Some(dropped) = memref_rank_reduction_mask(exp_strides.len(), rshape.len(), unit_sizes, both_strides) else {
        return Err(layout_err());
    };
    // haveCompatibleStrides: the kept strides equal the result's exactly.
    let kept = exp_strides.iter().zip(&dropped).filter(|(_, d)| !**d).map(|(s, _)| *s);
    if !kept.eq(rstrides.iter().copied()) {
        return Err(layout_err());
    }
    // verifyInBoundsSlice on the static values.
    match slice_out_of_bounds(&bshape, &offs, &sizes, &strides) {
        None => Ok(()),
        Some(SliceOutOfBounds::Offset { dim, offset, size }) => {
            Err(plain_error(ctx, op, format!("offset {dim} is out-of-bounds: {offset} >= {size}")))
        }
        Some(SliceOutOfBounds::Slice { dim, last, size }) => {
            Err(plain_error(ctx, op, format!("slice along dimension {dim} runs out-of-bounds: {last} >= {size}")))
        }
    }
}

/// The first way a slice leaves its source, from [`slice_out_of_bounds`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SliceOutOfBounds {
    /// The static offset along `dim` is not below the static `size`.
    Offset { dim: usize, offset: i64, size: i64 },
    /// The last element along `dim` (`offset + (slice size - 1) * stride`)
    /// is not below the static `size`.
    Slice { dim: usize, last: i64, size: i64 },
}

/// MLIR's `verifyInBoundsSlice` on static values (the subview verifier and
/// the canonicalizer's in-bounds test share it): dimensions whose size or
/// offset is dynamic are skipped, an empty slice (size 0) still needs an
/// offset inside the dimension, and the last element is only checked when
/// the slice size and stride are static. Missing entries count as dynamic.
pub(crate) fn slice_out_of_bounds(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<SliceOutOfBounds> {
    for (dim, &size) in shape.iter().enumerate() {
        let offset = offsets.get(dim).copied().unwrap_or(DYNAMIC);
        if size == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= size {
            return Some(SliceOutOfBounds::Offset { dim, offset, size });
        }
        let (s, st) = (sizes.get(dim).copied().unwrap_or(DYNAMIC), strides.get(dim).copied().unwrap_or(DYNAMIC));
        if s == DYNAMIC || st == DYNAMIC {
            continue;
        }
        let last = offset.wrapping_add((s - 1).wrapping_mul(st));
        if last >= size {
            return Some(SliceOutOfBounds::Slice { dim, last, size });
        }
    }
    None
}

// ----------------------------------------------------------------------
// reinterpret_cast
// ----------------------------------------------------------------------

fn parse_reinterpret(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_kw(p, st, "to")?;
    let mut lists: [(Vec<UnresolvedOperand>, Vec<i64>); 3] = Default::default();
    for (i, kw) in ["offset", "sizes", "strides"].into_iter().enumerate() {
        if i > 0 {
            p.expect(Tok::Comma)?;
        }
        parse_kw(p, st, kw)?;
        p.expect(Tok::Colon)?;
        lists[i] = dynamic_index_list_parse(p, st)?;
    }
    for (l, n) in lists.iter().zip(["static_offsets", "static_sizes", "static_strides"]) {
        let a = p.ctx.dense_i64_array_attr(&l.1);
        set_state_prop(p.ctx, st, n, a);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = super::parse_any_memref_type(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_memref_type_at(p, st)?;
    p.resolve_operand(&src, from, &mut st.operands)?;
    let it = p.ctx.index_type();
    for l in &lists {
        for u in &l.0 {
            p.resolve_operand(u, it, &mut st.operands)?;
        }
    }
    segment_sizes(p.ctx, st, &[1, lists[0].0.len() as i32, lists[1].0.len() as i32, lists[2].0.len() as i32]);
    st.result_types.push(to);
    Ok(())
}

fn print_reinterpret(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let src = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(src);
    p.write(" to ");
    let seg = super::segments(ctx, op).unwrap_or_default();
    let ops = ctx.ir.operands(op);
    let mut start = 1;
    for (i, (name, kw)) in
        [("static_offsets", "offset"), ("static_sizes", "sizes"), ("static_strides", "strides")].into_iter().enumerate()
    {
        if i > 0 {
            p.write(", ");
        }
        p.write(kw);
        p.write(": ");
        let n = seg.get(i + 1).copied().unwrap_or(0);
        let end = (start + n).min(ops.len());
        let statics = dense_i64(ctx, op, name);
        print_dynamic_index_list(p, &statics, &ops[start.min(end)..end]);
        start = end;
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(src));
    p.write(" to ");
    if let Some(t) = result_type(ctx, op) {
        p.print_type(t);
    }
}

fn verify_reinterpret(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    check_operand(ctx, op, 0, ANY_MEMREF_DESC, is_any_memref)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 1..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, MEMREF_DESC, is_memref)?;
    let st = operand_type(ctx, op, 0).expect("operand");
    let rt = result_type(ctx, op).expect("result");
    let (rshape, relem, _, rms) = memref_parts(ctx, rt).expect("memref");
    let r = rshape.len();
    let [offs, sizes, strides] = check_osss(ctx, op, [1, r, r])?;
    let (selem, sms) = match ctx.type_data(st) {
        TypeData::MemRef { elem, memory_space, .. } | TypeData::UnrankedMemRef { elem, memory_space } => {
            (*elem, *memory_space)
        }
        _ => unreachable!("checked memref"),
    };
    if sms != rms {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "different memory spaces specified for source type {} and result memref type {}",
                q(ctx, st),
                q(ctx, rt)
            ),
        ));
    }
    if selem != relem {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "different element types specified for source type {} and result memref type {}",
                q(ctx, st),
                q(ctx, rt)
            ),
        ));
    }
    let txt = |x: i64| if x == DYNAMIC { "dynamic".to_string() } else { x.to_string() };
    for (i, (&rs, &es)) in rshape.iter().zip(&sizes).enumerate() {
        if rs != DYNAMIC && rs != es {
            return Err(plain_error(
                ctx,
                op,
                format!("expected result type with size = {} instead of {rs} in dim = {i}", txt(es)),
            ));
        }
    }
    let Some((rstrides, roff)) = strides_and_offset(ctx, rt) else {
        return Err(plain_error(
            ctx,
            op,
            format!("expected result type to have strided layout but found {}", q(ctx, rt)),
        ));
    };
    let eoff = offs.first().copied().unwrap_or(0);
    if roff != DYNAMIC && roff != eoff {
        return Err(plain_error(
            ctx,
            op,
            format!("expected result type with offset = {} instead of {roff}", txt(eoff)),
        ));
    }
    for (i, (&rs, &es)) in rstrides.iter().zip(&strides).enumerate() {
        if rs != DYNAMIC && rs != es {
            return Err(plain_error(
                ctx,
                op,
                format!("expected result type with stride = {} instead of {rs} in dim = {i}", txt(es)),
            ));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// view
// ----------------------------------------------------------------------

fn parse_view(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Tok::LSquare)?;
    let shift = p.parse_operand()?;
    p.expect(Tok::RSquare)?;
    p.expect(Tok::LSquare)?;
    let mut sizes = Vec::new();
    if !p.at(Tok::RSquare) {
        loop {
            sizes.push(p.parse_operand()?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    p.expect(Tok::RSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_memref_type_at(p, st)?;
    parse_kw(p, st, "to")?;
    // `type(results)`: any type, left to the verifier.
    let to = p.parse_type()?;
    p.resolve_operand(&src, from, &mut st.operands)?;
    let it = p.ctx.index_type();
    p.resolve_operand(&shift, it, &mut st.operands)?;
    for u in &sizes {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    st.result_types.push(to);
    Ok(())
}

fn print_view(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    if let Some(&s) = ops.get(1) {
        p.print_operand(s);
    }
    p.write("][");
    if ops.len() > 2 {
        p.print_operands(&ops[2..]);
    }
    p.write("]");
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" to ");
    if let Some(t) = result_type(ctx, op) {
        p.print_type(t);
    }
}

fn verify_view(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 1))?;
    check_operand(
        ctx,
        op,
        0,
        "1D memref of 8-bit signless integer values",
        |c, t| matches!(c.type_data(t), TypeData::MemRef { shape, elem, .. } if shape.len() == 1 && is_signless_int_of(c, *elem, 8)),
    )?;
    check_operand(ctx, op, 1, "index", is_index)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 2..n, INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, MEMREF_DESC, is_memref)?;
    let bt = operand_type(ctx, op, 0).expect("operand");
    let vt = result_type(ctx, op).expect("result");
    let (_, _, bl, bms) = memref_parts(ctx, bt).expect("memref");
    let (vshape, _, vl, vms) = memref_parts(ctx, vt).expect("memref");
    let is_identity = |l: Option<Attribute>| match l.map(|l| ctx.attr_data(l)) {
        None => true,
        Some(AttrData::AffineMap(m)) => ctx.affine.map_is_identity(*m),
        _ => false,
    };
    if !is_identity(bl) {
        return Err(plain_error(ctx, op, format!("unsupported map for base memref type {}", q(ctx, bt))));
    }
    if !is_identity(vl) {
        return Err(plain_error(ctx, op, format!("unsupported map for result memref type {}", q(ctx, vt))));
    }
    if bms != vms {
        return Err(plain_error(
            ctx,
            op,
            format!(
                "different memory spaces specified for base memref type {} and view memref type {}",
                q(ctx, bt),
                q(ctx, vt)
            ),
        ));
    }
    if n - 2 != vshape.iter().filter(|&&d| d == DYNAMIC).count() {
        return Err(plain_error(ctx, op, format!("incorrect number of size operands for type {}", q(ctx, vt))));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// expand_shape / collapse_shape
// ----------------------------------------------------------------------

/// `memref.expand_shape` / `memref.collapse_shape` (the syntax the tensor
/// ops share).
fn parse_reshape(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    crate::reshape_syntax::parse(p, st, parse_memref_type_at)
}

/// A type that must be a memref (ODS `MemRefType` in a custom format):
/// another kind is "invalid kind of type specified" at the type.
fn parse_memref_type_at(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_data(t), TypeData::MemRef { .. }) {
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.memref", t));
    }
    Ok(t)
}

fn print_reshape(p: &mut OpPrinter, op: OpId) {
    crate::reshape_syntax::print(p, op);
}

/// Reassociation groups of an expand/collapse op.
pub fn reassociation(ctx: &Context, op: OpId) -> Option<Vec<Vec<i64>>> {
    let a = prop(ctx, op, "reassociation")?;
    let AttrData::Array(groups) = ctx.attr_data(a) else { return None };
    groups
        .iter()
        .map(|&g| match ctx.attr_data(g) {
            AttrData::Array(v) => v.iter().map(|&x| int_value(ctx, x).map(|i| i as i64)).collect(),
            _ => None,
        })
        .collect()
}

fn verify_reshape(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let expand = ctx.op_name_str(ctx.ir.op(op).name) == "memref.expand_shape";
    check_shape(ctx, op, &if expand { Shape::variadic(1, 1) } else { Shape::fixed(1, 1) })?;
    check_operand(ctx, op, 0, "strided memref of any type values", is_strided_memref)?;
    check_result(ctx, op, 0, "strided memref of any type values", is_strided_memref)?;
    let st = operand_type(ctx, op, 0).expect("operand");
    let rt = result_type(ctx, op).expect("result");
    let (sshape, selem, slayout, sms) = memref_parts(ctx, st).expect("memref");
    let (rshape, relem, rlayout, rms) = memref_parts(ctx, rt).expect("memref");
    if prop(ctx, op, "reassociation").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'reassociation'"));
    }
    let Some(groups) = reassociation(ctx, op) else {
        return Err(op_error(
            ctx,
            op,
            "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes",
        ));
    };
    let (r0, r1) = (sshape.len(), rshape.len());
    if expand && r0 > r1 {
        return Err(op_error(
            ctx,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
        ));
    }
    if !expand && r0 < r1 {
        return Err(op_error(
            ctx,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."),
        ));
    }
    let (expanded, collapsed) = if expand { (&rshape, &sshape) } else { (&sshape, &rshape) };
    verify_collapsed_shape(ctx, op, collapsed, expanded, &groups)?;
    // The expected result type: the source's element type and memory space
    // with the result's shape, and the layout the reshape gives the
    // source's (none for an identity source).
    let identity =
        slayout.is_none_or(|l| matches!(ctx.attr_data(l), AttrData::AffineMap(m) if ctx.affine.map_is_identity(*m)));
    let expected_layout = if identity {
        None
    } else {
        let computed = strides_and_offset(ctx, st).and_then(|(strides, offset)| {
            let new_strides = if expand {
                expanded_strides(&rshape, &strides, &groups)
            } else {
                super::view_canon::collapsed_layout(&sshape, &strides, &groups)?
            };
            Some((new_strides, offset))
        });
        let Some(layout) = computed else {
            let msg = if expand {
                "invalid source layout map"
            } else {
                "invalid source layout map or collapsing non-contiguous dims"
            };
            return Err(op_error(ctx, op, msg));
        };
        Some(layout)
    };
    let layout_matches = match (&expected_layout, rlayout) {
        (None, None) => true,
        (Some((strides, offset)), Some(l)) => {
            matches!(ctx.attr_data(l), AttrData::Strided { strides: s, offset: o } if s == strides && o == offset)
        }
        _ => false,
    };
    if !(layout_matches && relem == selem && rms == sms) {
        let expected = match &expected_layout {
            None => memref_text_with_layout(ctx, &rshape, selem, "", sms),
            Some((strides, offset)) => strided_memref_text(ctx, &rshape, selem, strides, *offset, sms),
        };
        let what = if expand { "expanded" } else { "collapsed" };
        return Err(op_error(ctx, op, format!("expected {what} type to be '{expected}' but found {}", q(ctx, rt))));
    }
    if !expand {
        return Ok(());
    }
    let statics = dense_i64(ctx, op, "static_output_shape");
    if statics.len() != r1 {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|&&d| d == DYNAMIC).count();
    let values = ctx.ir.operands(op).len() - 1;
    if values != dynamic {
        return Err(op_error(
            ctx,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
            ),
        ));
    }
    if let Some(pos) = rshape.iter().zip(&statics).position(|(&d, &s)| d != DYNAMIC && d != s) {
        return Err(op_error(ctx, op, format!("invalid output shape provided at pos {pos}")));
    }
    Ok(())
}

/// MLIR's `verifyCollapsedShape` (with several dynamic dims allowed in a
/// group): one group per collapsed dim, the groups listing the expanded
/// dims in order, a collapsed dim dynamic exactly when its group has a
/// dynamic dim and otherwise the product of the group's sizes, and every
/// expanded dim in some group (all of them ones when the collapsed side has
/// rank 0).
fn verify_collapsed_shape(
    ctx: &Context,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    if groups.len() != collapsed.len() {
        return Err(op_error(
            ctx,
            op,
            format!("invalid number of reassociation groups: found {}, expected {}", groups.len(), collapsed.len()),
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        let mut found_dynamic = false;
        for &d in g {
            if d != next {
                return Err(op_error(ctx, op, "reassociation indices must be contiguous"));
            }
            next += 1;
            let Some(&size) = usize::try_from(d).ok().and_then(|d| expanded.get(d)) else {
                return Err(op_error(ctx, op, format!("reassociation index {d} is out of bounds")));
            };
            found_dynamic |= size == DYNAMIC;
        }
        if (collapsed[i] == DYNAMIC) != found_dynamic {
            return Err(op_error(
                ctx,
                op,
                format!("collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic"),
            ));
        }
        if !found_dynamic {
            let size = g.iter().fold(1i64, |acc, &d| acc.wrapping_mul(expanded[d as usize]));
            if size != collapsed[i] {
                return Err(op_error(
                    ctx,
                    op,
                    format!("collapsed dim size ({}) must equal reassociation group size ({size})", collapsed[i]),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(op_error(ctx, op, "rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
    } else if next as usize != expanded.len() {
        return Err(op_error(
            ctx,
            op,
            format!("expanded rank ({}) inconsistent with number of reassociation indices ({next})", expanded.len()),
        ));
    }
    Ok(())
}

/// MLIR's `computeExpandedLayoutMap` on strides: each source stride is the
/// stride of the last dim of its group, and each earlier dim's stride is
/// the next one's times the next one's size (saturating to dynamic); dims
/// not covered by a group get stride one.
fn expanded_strides(result_shape: &[i64], src_strides: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    let mut reversed = Vec::with_capacity(result_shape.len());
    let mut index = result_shape.len();
    for (g, &stride) in groups.iter().zip(src_strides).rev() {
        let mut current = stride;
        for _ in g {
            reversed.push(current);
            index = index.wrapping_sub(1);
            current = sat_mul(current, result_shape.get(index).copied().unwrap_or(DYNAMIC));
        }
    }
    let mut strides: Vec<i64> = reversed.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    strides
}

// ----------------------------------------------------------------------
// Metadata ops
// ----------------------------------------------------------------------

/// `extract_aligned_pointer_as_index`: ODS reads the source type as a
/// `BaseMemRefType` (ranked or unranked).
fn parse_intptr(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_to_results(p, st, super::parse_any_memref_type)
}

/// `extract_strided_metadata`: ODS reads the source type as a `MemRefType`.
fn parse_metadata(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_to_results(p, st, parse_memref_type_at)
}

/// `$source : type($source) -> type(results) attr-dict`, the source type
/// read by `source_type` (its kind is checked at the type, before the
/// operand is resolved); the result types are any types, left to the
/// verifier.
fn parse_to_results(
    p: &mut OpParser,
    st: &mut OpState,
    source_type: fn(&mut OpParser, &OpState) -> PResult<Type>,
) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Tok::Colon)?;
    let t = source_type(p, st)?;
    p.expect(Tok::Arrow)?;
    let rs = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.resolve_operand(&src, t, &mut st.operands)?;
    st.result_types.extend(rs);
    Ok(())
}

fn print_to_results(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let src = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(src);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(src));
    p.write(" -> ");
    let rs: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    p.print_types(&rs);
    p.print_optional_attr_dict(op, &[]);
}

fn verify_intptr(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, ANY_MEMREF_DESC, is_any_memref)?;
    check_result(ctx, op, 0, "index", is_index)
}

/// MLIR's `ExtractStridedMetadataOp` invariants: at least two results, the
/// ODS constraints (a strided source; a rank-0 strided base buffer, an index
/// offset, then `sizes` and `strides` of `(n - 2) / 2` index results each, as
/// `SameVariadicResultSize` splits them), then the inferred result types
/// (`memref<elem, space>`, `index`, one size and one stride per source dim).
fn verify_metadata(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 0, results: None, operands: Some(1), min_operands: 1 })?;
    let n = ctx.ir.results(op).len();
    if n < 2 {
        return Err(op_error(ctx, op, "expected 2 or more results"));
    }
    check_operand(ctx, op, 0, "strided memref of any type values", is_strided_memref)?;
    check_result(ctx, op, 0, "strided memref of any type values of rank 0", |c, t| {
        is_strided_memref(c, t) && memref_parts(c, t).is_some_and(|parts| parts.0.is_empty())
    })?;
    check_result(ctx, op, 1, "index", is_index)?;
    for i in 2..2 + (n - 2) / 2 * 2 {
        check_result(ctx, op, i, INDEX_VARIADIC, is_index)?;
    }
    let src = operand_type(ctx, op, 0).expect("operand");
    let (shape, elem, _, ms) = memref_parts(ctx, src).expect("memref");
    let rank = shape.len();
    let results: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    let base_ok = memref_parts(ctx, results[0])
        .is_some_and(|(bs, be, bl, bms)| bs.is_empty() && be == elem && bl.is_none() && bms == ms);
    if !base_ok || n != 2 + 2 * rank || !results[1..].iter().all(|&t| is_index(ctx, t)) {
        let mut base = format!("'memref<{}", ctx.type_to_string(elem));
        if let Some(m) = ms {
            base.push_str(", ");
            base.push_str(&ctx.attr_to_string_elided(m));
        }
        base.push_str(">'");
        let inferred: Vec<String> =
            std::iter::once(base).chain(std::iter::repeat_n("'index'".to_string(), 1 + 2 * rank)).collect();
        return Err(inferred_type_mismatch(ctx, op, &inferred.join(", ")));
    }
    Ok(())
}

fn parse_assume(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    // ODS `$alignment` (an I32Attr: any attribute read with type i32) and
    // `type($memref)` (a ranked memref, reported at the type).
    let i32t = p.ctx.int_type(32);
    let a = crate::arith::types::parse_int_attr_of_type(p, st, i32t)?;
    set_state_prop(p.ctx, st, "alignment", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let toff = p.offset();
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_data(t), TypeData::MemRef { .. }) {
        return Err(crate::arith::types::type_kind_error(p, st, toff, "builtin.memref", t));
    }
    p.resolve_operand(&m, t, &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

fn print_assume(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let m = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(m);
    p.write(", ");
    if let Some(a) = prop(ctx, op, "alignment") {
        p.print_attribute_value(a);
    }
    p.print_optional_attr_dict(op, &["alignment"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(m));
}

fn verify_assume(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, MEMREF_DESC, is_memref)?;
    let a = prop(ctx, op, "alignment").and_then(|a| int_value(ctx, a)).unwrap_or(0);
    if a <= 0 {
        return Err(op_error(
            ctx,
            op,
            "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive",
        ));
    }
    if (a & (a - 1)) != 0 {
        return Err(op_error(ctx, op, "alignment must be power of 2"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// reshape (to a shape held in a memref)
// ----------------------------------------------------------------------

/// `$source ( $shape ) attr-dict : functional-type(operands, results)`.
fn parse_shape_reshape(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let source = p.parse_operand()?;
    p.expect(Tok::LParen)?;
    let shape = p.parse_operand()?;
    p.expect(Tok::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let at = p.offset();
    let ft = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(ft).clone() else {
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.function", ft));
    };
    if inputs.len() != 2 {
        let msg = format!("number of operands and types do not match: got 2 operands and {} types", inputs.len());
        return Err(name_error(p, st, msg));
    }
    p.resolve_operands(&[source, shape], &inputs, &mut st.operands)?;
    st.result_types.extend(results);
    Ok(())
}

fn print_shape_reshape(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("(");
    p.print_operand(ops[1]);
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let res = ctx.ir.results(op).to_vec();
    p.print_functional_type(&ops, &res);
}

/// A layout that is absent or an identity affine map (`isIdentity`).
pub(crate) fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match memref_parts(ctx, t) {
        Some((_, _, Some(l), _)) => {
            matches!(ctx.attr_data(l), AttrData::AffineMap(m) if ctx.affine.map_is_identity(*m))
        }
        _ => true,
    }
}

/// MLIR's `MemRefLayoutAttrInterface::isIdentity` of a ranked memref's
/// layout: absent, or one whose affine map is the identity (an identity
/// affine map, or `strided<[1]>` on a rank-1 memref).
pub(crate) fn layout_is_identity(ctx: &Context, t: Type) -> bool {
    match memref_parts(ctx, t) {
        Some((shape, _, Some(l), _)) => match ctx.attr_data(l) {
            AttrData::AffineMap(m) => ctx.affine.map_is_identity(*m),
            AttrData::Strided { strides, offset } => shape.len() == 1 && strides[..] == [1] && *offset == 0,
            _ => false,
        },
        _ => true,
    }
}

/// True if a ranked memref's layout is the identity after MLIR's
/// `MemRefType::canonicalizeStridedLayout` (`strided<[8, 1]>` on a
/// `4x8` memref is; `vector.type_cast` asks this of its operand).
pub(crate) fn canonical_layout_is_identity(ctx: &Context, t: Type) -> bool {
    if layout_is_identity(ctx, t) {
        return true;
    }
    let Some((shape, _, Some(l), _)) = memref_parts(ctx, t) else { return true };
    // The canonical map is built in a copy of the expression store (the
    // verifier only reads the context).
    let mut store = ctx.affine.clone();
    canonical_layout(&mut store, &shape, Some(ctx.attr_data(l))) == CanonicalLayout::Identity
}

fn element_type_of(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn verify_shape_reshape(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(ctx, op, 0, ANY_MEMREF_DESC, is_any_memref)?;
    let shape_ok = |c: &Context, t: Type| {
        memref_parts(c, t)
            .is_some_and(|(shape, elem, ..)| shape.len() == 1 && (is_signless_int(c, elem) || is_index(c, elem)))
    };
    check_operand(ctx, op, 1, "1D memref of signless integer or index values", shape_ok)?;
    check_result(ctx, op, 0, ANY_MEMREF_DESC, is_any_memref)?;
    let source_type = operand_type(ctx, op, 0).expect("operand");
    let result = result_type(ctx, op).expect("result");
    if element_type_of(ctx, source_type) != element_type_of(ctx, result) {
        return Err(op_error(ctx, op, "element types of source and destination memref types should be the same"));
    }
    if !has_identity_layout(ctx, source_type) {
        return Err(op_error(ctx, op, "source memref type should have identity affine map"));
    }
    let shape_size = operand_type(ctx, op, 1).and_then(|t| memref_parts(ctx, t)).map_or(DYNAMIC, |p| p.0[0]);
    if let Some((shape, ..)) = memref_parts(ctx, result) {
        if !has_identity_layout(ctx, result) {
            return Err(op_error(ctx, op, "result memref type should have identity affine map"));
        }
        if shape_size == DYNAMIC {
            return Err(op_error(
                ctx,
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_size != shape.len() as i64 {
            return Err(op_error(ctx, op, "length of shape operand differs from the result's memref rank"));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// transpose
// ----------------------------------------------------------------------

/// `$in $permutation attr-dict : type($in) to type(results)`, the
/// permutation a bare affine map (`(d0, d1) -> (d1, d0)`).
fn parse_transpose(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let input = p.parse_operand()?;
    let map = p.parse_affine_map_reference()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    // `parseColonType` into a `MemRefType`: the error is at the colon.
    let colon_at = p.offset();
    p.expect(Tok::Colon)?;
    let source = p.parse_type()?;
    if !is_memref(p.ctx, source) {
        return Err(crate::arith::types::type_kind_error(p, st, colon_at, "builtin.memref", source));
    }
    p.resolve_operand(&input, source, &mut st.operands)?;
    parse_kw(p, st, "to")?;
    let result = p.parse_type()?;
    st.result_types.push(result);
    let a = p.ctx.affine_map_attr(map);
    set_state_prop(p.ctx, st, "permutation", a);
    Ok(())
}

fn print_transpose(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let input = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(input);
    p.write(" ");
    if let Some(m) = transpose_permutation(ctx, op) {
        let text = ctx.affine.map_to_string(m);
        p.write(&text);
    }
    p.print_optional_attr_dict(op, &["permutation"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(input));
    p.write(" to ");
    if let Some(t) = result_type(ctx, op) {
        p.print_type(t);
    }
}

/// The `permutation` map of a `memref.transpose`.
pub(super) fn transpose_permutation(ctx: &Context, op: OpId) -> Option<AffineMap> {
    match prop(ctx, op, "permutation").map(|a| ctx.attr_data(a)) {
        Some(AttrData::AffineMap(m)) => Some(*m),
        _ => None,
    }
}

/// The dims a permutation map sends its results to (MLIR's
/// `isPermutation`: as many results as dims, no symbols, each result a
/// distinct dim), `None` for any other map.
pub fn permutation_dims(ctx: &Context, m: AffineMap) -> Option<Vec<usize>> {
    let data = ctx.affine.map_data(m);
    if data.num_symbols != 0 || data.num_dims as usize != data.results.len() {
        return None;
    }
    let mut seen = vec![false; data.results.len()];
    let mut dims = Vec::with_capacity(data.results.len());
    for &r in &data.results {
        let affine_ir::affine::AffineExprData::Dim(d) = ctx.affine.data(r) else { return None };
        let slot = seen.get_mut(d as usize)?;
        if *slot {
            return None;
        }
        *slot = true;
        dims.push(d as usize);
    }
    Some(dims)
}

/// MLIR's `inferTransposeResultType`: sizes and strides permuted, the
/// offset kept (the result has a `strided<>` layout): `(sizes, strides,
/// offset)`.
pub(super) fn infer_transpose_layout(ctx: &Context, source: Type, perm: &[usize]) -> Option<(Vec<i64>, Vec<i64>, i64)> {
    let (shape, ..) = memref_parts(ctx, source)?;
    let (strides, offset) = strides_and_offset(ctx, source)?;
    let sizes = perm.iter().map(|&d| shape.get(d).copied()).collect::<Option<Vec<_>>>()?;
    let strides = perm.iter().map(|&d| strides.get(d).copied()).collect::<Option<Vec<_>>>()?;
    Some((sizes, strides, offset))
}

/// The affine map of a memref layout (`StridedLayoutAttr::getAffineMap`
/// is MLIR's `makeStridedLinearLayoutMap`: offset, then `d<i> * stride`,
/// each dynamic value a new symbol); `None` for another attribute.
fn layout_affine_map(store: &mut AffineStore, layout: &AttrData, rank: usize) -> Option<AffineMap> {
    match layout {
        AttrData::AffineMap(m) => Some(*m),
        AttrData::Strided { strides, offset } => {
            let mut symbols = 0u32;
            let mut next = |a: &mut AffineStore, v: i64| {
                if v == DYNAMIC {
                    symbols += 1;
                    a.symbol(symbols - 1)
                } else {
                    a.constant(v)
                }
            };
            let mut expr = next(store, *offset);
            for (i, &s) in strides.iter().enumerate() {
                let d = store.dim(i as u32);
                let m = next(store, s);
                let term = store.mul(d, m);
                expr = store.add(expr, term);
            }
            Some(store.map(rank as u32, symbols, &[expr]))
        }
        _ => None,
    }
}

/// MLIR's `makeCanonicalStridedLayoutExpr` over the dims: row-major
/// strides, a new symbol for every stride past a size that is not
/// positive, simplified.
fn canonical_strided_layout_expr(store: &mut AffineStore, shape: &[i64]) -> AffineExpr {
    if shape.is_empty() {
        return store.constant(0);
    }
    let mut symbols = 0u32;
    let mut running = 1i64;
    let mut poisoned = false;
    let mut expr: Option<AffineExpr> = None;
    for (i, &size) in shape.iter().enumerate().rev() {
        let stride = if poisoned {
            symbols += 1;
            store.symbol(symbols - 1)
        } else {
            store.constant(running)
        };
        let d = store.dim(i as u32);
        let term = store.mul(d, stride);
        expr = Some(match expr {
            Some(e) => store.add(e, term),
            None => term,
        });
        if size > 0 {
            running = running.saturating_mul(size);
        } else {
            poisoned = true;
        }
    }
    let e = expr.expect("non-empty shape");
    store.simplify_expr(e, shape.len() as u32, symbols)
}

/// The layout of a memref type after MLIR's
/// `MemRefType::canonicalizeStridedLayout`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CanonicalLayout {
    /// No layout (the row-major identity).
    Identity,
    /// This simplified single-result map (in the store it was built in).
    Map(AffineMap),
    /// The layout as it was.
    Unchanged,
}

/// MLIR's `MemRefType::canonicalizeStridedLayout` for a layout of a memref
/// of `shape`: the layout as a simplified affine map, dropped when it is
/// the row-major identity.
fn canonical_layout(store: &mut AffineStore, shape: &[i64], layout: Option<&AttrData>) -> CanonicalLayout {
    let Some(layout) = layout else { return CanonicalLayout::Identity };
    let Some(m) = layout_affine_map(store, layout, shape.len()) else { return CanonicalLayout::Unchanged };
    if store.map_is_identity(m) {
        return CanonicalLayout::Unchanged;
    }
    let data = store.map_data(m).clone();
    if data.results.len() > 1 {
        return CanonicalLayout::Unchanged;
    }
    let Some(&result) = data.results.first() else { return CanonicalLayout::Unchanged };
    if data.num_dims == 0 && data.num_symbols == 0 {
        return if store.as_constant(result) == Some(0) {
            CanonicalLayout::Identity
        } else {
            CanonicalLayout::Unchanged
        };
    }
    if shape.is_empty() {
        return CanonicalLayout::Unchanged;
    }
    let canonical = canonical_strided_layout_expr(store, shape);
    let simplified = store.simplify_expr(result, data.num_dims, data.num_symbols);
    if canonical == simplified {
        return CanonicalLayout::Identity;
    }
    CanonicalLayout::Map(store.map(data.num_dims, data.num_symbols, &[simplified]))
}

/// The text of a memref type whose layout is `layout_text` (none if empty).
fn memref_text_with_layout(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout_text: &str,
    ms: Option<Attribute>,
) -> String {
    let mut s = String::from("memref<");
    for d in shape {
        s.push_str(&dyn_text(*d));
        s.push('x');
    }
    s.push_str(&ctx.type_to_string(elem));
    if !layout_text.is_empty() {
        s.push_str(", ");
        s.push_str(layout_text);
    }
    if let Some(m) = ms {
        s.push_str(", ");
        s.push_str(&ctx.attr_to_string_elided(m));
    }
    s.push('>');
    s
}

/// A ranked memref type whose layout is strided (MLIR's `isStrided`).
fn is_strided_memref(ctx: &Context, t: Type) -> bool {
    is_memref(ctx, t) && strides_and_offset(ctx, t).is_some()
}

fn verify_transpose(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, "strided memref of any type values", is_strided_memref)?;
    check_result(ctx, op, 0, "strided memref of any type values", is_strided_memref)?;
    let Some(m) = transpose_permutation(ctx, op) else {
        return Err(op_error(ctx, op, "attribute 'permutation' failed to satisfy constraint: AffineMap attribute"));
    };
    let Some(perm) = permutation_dims(ctx, m) else {
        return Err(op_error(ctx, op, "expected a permutation map"));
    };
    let source = operand_type(ctx, op, 0).expect("one operand");
    let result = result_type(ctx, op).expect("one result");
    if Some(perm.len()) != super::memref_rank(ctx, source) {
        return Err(op_error(ctx, op, "expected a permutation map of same rank as the input"));
    }
    let (Some((_, elem, _, ms)), Some((rshape, relem, rlayout, rms))) =
        (memref_parts(ctx, source), memref_parts(ctx, result))
    else {
        return Ok(());
    };
    let Some((shape, strides, offset)) = infer_transpose_layout(ctx, source, &perm) else { return Ok(()) };
    let inferred_layout = AttrData::Strided { strides: strides.clone(), offset };
    // The common case: the result is written with the inferred layout.
    if rshape == shape && relem == elem && rms == ms && rlayout.map(|l| ctx.attr_data(l)) == Some(&inferred_layout) {
        return Ok(());
    }
    // Otherwise both types are compared in canonical form, whose maps are
    // built in a copy of the expression store (the verifier only reads the
    // context).
    let mut store = ctx.affine.clone();
    let canonical = canonical_layout(&mut store, &shape, Some(&inferred_layout));
    let result_canonical = canonical_layout(&mut store, &rshape, rlayout.map(|l| ctx.attr_data(l)));
    let same_layout = match (canonical, result_canonical) {
        (CanonicalLayout::Unchanged, CanonicalLayout::Unchanged) => {
            rlayout.map(|l| ctx.attr_data(l)) == Some(&inferred_layout)
        }
        (a, b) => a == b,
    };
    if rshape == shape && relem == elem && rms == ms && same_layout {
        return Ok(());
    }
    let layout_text = match canonical {
        CanonicalLayout::Identity => String::new(),
        CanonicalLayout::Map(m) => format!("affine_map<{}>", store.map_to_string(m)),
        CanonicalLayout::Unchanged => {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result type {} is not equivalent to the canonical transposed input type '{}'",
                    q(ctx, result),
                    strided_memref_text(ctx, &shape, elem, &strides, offset, ms)
                ),
            ));
        }
    };
    Err(op_error(
        ctx,
        op,
        format!(
            "result type {} is not equivalent to the canonical transposed input type '{}'",
            q(ctx, result),
            memref_text_with_layout(ctx, &shape, elem, &layout_text, ms)
        ),
    ))
}

/// MLIR's `TransposeOp::fold`: an identity permutation between equal types
/// is its input; a transpose of a transpose reads the inner one's input
/// with the composed permutation (in place).
pub(super) fn fold_transpose(ctx: &mut Context, op: OpId, results: &mut Vec<affine_ir::rewrite::FoldResult>) -> bool {
    let Some(m) = transpose_permutation(ctx, op) else { return false };
    let input = ctx.ir.operands(op)[0];
    if ctx.affine.map_is_identity(m) && result_type(ctx, op) == Some(ctx.ir.value_type(input)) {
        results.push(affine_ir::rewrite::FoldResult::Value(input));
        return true;
    }
    let Some(inner) = ctx.ir.defining_op(input) else { return false };
    if ctx.ir.op(inner).name != ctx.ir.op(op).name {
        return false;
    }
    let Some(inner_map) = transpose_permutation(ctx, inner) else { return false };
    let Some(composed) = ctx.affine.compose(m, inner_map) else { return false };
    let inner_input = ctx.ir.operands(inner)[0];
    ctx.ir.set_operand(op, 0, inner_input);
    let a = ctx.affine_map_attr(composed);
    let key = ctx.ident("permutation");
    if let Some(na) = ctx.ir.op_mut(op).props.iter_mut().find(|na| na.name == key) {
        na.value = a;
    }
    true
}
