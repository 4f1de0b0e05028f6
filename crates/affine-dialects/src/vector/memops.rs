//! The masked and indexed memory ops of the `vector` dialect:
//! `vector.maskedload` / `maskedstore`, `vector.gather` / `scatter` and
//! `vector.expandload` / `compressstore`, parsed, printed and verified as
//! `mlir-opt` 22 does, with their memory effects (a read or a write of the
//! base memref) and 22's canonicalization patterns:
//!
//! ```text
//! %0 = vector.maskedload %base[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
//! vector.maskedstore %base[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
//! %1 = vector.gather %base[%i] [%idx], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
//! vector.scatter %base[%i] [%idx], %mask, %v : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
//! %2 = vector.expandload %base[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
//! vector.compressstore %base[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
//! ```
//!
//! A mask known all true turns a masked load/store (and an expand/compress)
//! into `vector.load` / `vector.store`; one known all false turns a load
//! into its pass-through value and erases a store (MLIR's `getMaskFormat`
//! decides, [`mask_format`]). `memref.cast` operands fold away.

use super::*;
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet};

/// The op kinds of this module.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    MaskedLoad,
    MaskedStore,
    Gather,
    Scatter,
    ExpandLoad,
    CompressStore,
}

const OPS: &[(&str, Kind)] = &[
    ("vector.maskedload", Kind::MaskedLoad),
    ("vector.maskedstore", Kind::MaskedStore),
    ("vector.gather", Kind::Gather),
    ("vector.scatter", Kind::Scatter),
    ("vector.expandload", Kind::ExpandLoad),
    ("vector.compressstore", Kind::CompressStore),
];

impl Kind {
    fn is_load(self) -> bool {
        matches!(self, Kind::MaskedLoad | Kind::Gather | Kind::ExpandLoad)
    }
    fn indexed(self) -> bool {
        matches!(self, Kind::Gather | Kind::Scatter)
    }
    /// The name of the stored value in messages (`valueToStore`) or the
    /// loaded one (`result`).
    fn value_name(self) -> &'static str {
        if self.is_load() { "result" } else { "valueToStore" }
    }
}

/// Registers the ops of this module.
pub(super) fn register(reg: &mut Registry) {
    for (index, &(name, _)) in OPS.iter().enumerate() {
        reg.add(OpDef {
            parse: Some(parse_op),
            print: Some(print_op),
            verify: Some(verify_op),
            effects: Some(effects),
            fold: Some(fold_op),
            canonicalize: Some(patterns),
            inherent_attrs: &["alignment"],
            props: ALIGNMENT_PROPS,
            table_index: index as u32,
            ..OpDef::new(name)
        });
    }
}

/// The optional `alignment` property the six ops share.
const ALIGNMENT_PROPS: &[affine_ir::dialect::PropDecl] =
    &[affine_ir::dialect::PropDecl::new("alignment", affine_ir::dialect::PropKind::Integer)
        .desc("64-bit signless integer attribute whose value is positive and whose value is a power of two > 0")];

fn kind_of(ctx: &Context, op: OpId) -> Option<Kind> {
    let def = ctx.op_def(ctx.ir.op(op).name)?;
    let &(n, k) = OPS.get(def.table_index as usize)?;
    (n == def.name).then_some(k)
}

fn kind_of_state(ctx: &Context, st: &OpState) -> Kind {
    let name = ctx.op_name_str(st.name);
    OPS.iter().find(|(n, _)| *n == name).map(|&(_, k)| k).expect("registered op")
}

/// Operand layout: `(number of indices, position of the index vector,
/// position of the mask, position of the pass-through / stored value)`.
fn layout(ctx: &Context, op: OpId, kind: Kind) -> Option<(usize, Option<usize>, usize, usize)> {
    let n = ctx.ir.operands(op).len();
    let fixed = if kind.indexed() { 4 } else { 3 };
    let nidx = n.checked_sub(fixed)?;
    let idx_vec = kind.indexed().then_some(1 + nidx);
    let mask = 1 + nidx + usize::from(kind.indexed());
    Some((nidx, idx_vec, mask, mask + 1))
}

// ----------------------------------------------------------------------
// Syntax
// ----------------------------------------------------------------------

fn parse_op(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let kind = kind_of_state(p.ctx, st);
    let base = p.parse_operand()?;
    let idx = parse_square_operands(p)?;
    let index_vec = if kind.indexed() {
        p.expect(Tok::LSquare)?;
        let v = p.parse_operand()?;
        p.expect(Tok::RSquare)?;
        Some(v)
    } else {
        None
    };
    p.expect(Tok::Comma)?;
    let mask = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let value = p.parse_operand()?;
    crate::memref::parse_attr_dict_alignment_checked(p, st)?;
    p.expect(Tok::Colon)?;
    let base_ty = if kind.indexed() {
        // `ShapedType`: a base class, so the error names no kind.
        let at = p.offset();
        let t = p.parse_type()?;
        if !is_shaped_kind(p.ctx, t) {
            return Err(custom_error(p, st, at, "invalid kind of type specified"));
        }
        t
    } else {
        parse_type_of_kind(p, st, "builtin.memref", is_memref_kind)?
    };
    p.expect(Tok::Comma)?;
    let index_vec_ty = if kind.indexed() {
        let t = parse_vector_type(p, st)?;
        p.expect(Tok::Comma)?;
        Some(t)
    } else {
        None
    };
    let mask_ty = parse_vector_type(p, st)?;
    p.expect(Tok::Comma)?;
    let value_ty = parse_vector_type(p, st)?;
    if kind.is_load() {
        parse_kw(p, st, "into")?;
        let result = parse_vector_type(p, st)?;
        st.result_types.push(result);
    } else if kind.indexed() && p.consume_if(Tok::Arrow) {
        let result = parse_type_of_kind(p, st, "builtin.tensor", is_ranked_tensor)?;
        st.result_types.push(result);
    }
    p.resolve_operand(&base, base_ty, &mut st.operands)?;
    let it = p.ctx.index_type();
    for u in &idx {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    if let (Some(v), Some(t)) = (index_vec, index_vec_ty) {
        p.resolve_operand(&v, t, &mut st.operands)?;
    }
    p.resolve_operand(&mask, mask_ty, &mut st.operands)?;
    p.resolve_operand(&value, value_ty, &mut st.operands)?;
    Ok(())
}

fn is_memref_kind(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. })
}

fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

/// A `ShapedType` (what the custom form of gather and scatter parses).
fn is_shaped_kind(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
            | TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. }
    ) || is_vector(ctx, t)
}

/// `TensorOrMemRef`: the base of a gather or scatter.
fn is_tensor_or_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::MemRef { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

fn print_op(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(kind) = kind_of(ctx, op) else { return };
    let ops = ctx.ir.operands(op).to_vec();
    let Some((nidx, idx_vec, mask, value)) = layout(ctx, op, kind) else { return };
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(&ops[1..1 + nidx]);
    p.write("]");
    if let Some(i) = idx_vec {
        p.write(" [");
        p.print_operand(ops[i]);
        p.write("]");
    }
    p.write(", ");
    p.print_operand(ops[mask]);
    p.write(", ");
    p.print_operand(ops[value]);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    if let Some(i) = idx_vec {
        p.write(", ");
        p.print_type(ctx.ir.value_type(ops[i]));
    }
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[mask]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[value]));
    if let Some(t) = result_ty(ctx, op) {
        p.write(if kind.is_load() { " into " } else { " -> " });
        p.print_type(t);
    }
}

// ----------------------------------------------------------------------
// Verifier
// ----------------------------------------------------------------------

fn is_nonzero_rank_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { shape, .. } if !shape.is_empty())
}

fn is_i1_mask(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { shape, elem, .. }
        if !shape.is_empty() && is_signless_int_of(ctx, *elem, 1))
}

/// `VectorOfNonZeroRankOf<[AnyInteger, Index]>`: the index vector of a
/// gather or scatter.
fn is_index_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { shape, elem, .. }
        if !shape.is_empty() && matches!(ctx.type_data(*elem), TypeData::Integer { .. } | TypeData::Index))
}

fn verify_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let kind = kind_of(ctx, op).expect("registered op");
    let fixed = if kind.indexed() { 4 } else { 3 };
    crate::memref::check_alignment(ctx, op)?;
    let results = ctx.ir.results(op).len();
    let scatter_result = kind == Kind::Scatter && results == 1;
    if kind == Kind::Scatter && results > 1 {
        // The operand count trait comes before the result group size.
        check_shape(ctx, op, &Shape::variadic(fixed, results))?;
        return Err(op_error(
            ctx,
            op,
            format!("result group starting at #0 requires 0 or 1 element, but found {results}"),
        ));
    }
    let nres = if scatter_result { 1 } else { usize::from(kind.is_load()) };
    check_shape(ctx, op, &Shape::variadic(fixed, nres))?;
    let (nidx, idx_vec, mask, value) = layout(ctx, op, kind).expect("enough operands");
    if kind.indexed() {
        check_operand(ctx, op, 0, "Tensor or MemRef of any type values", is_tensor_or_memref)?;
    } else {
        check_operand(ctx, op, 0, "memref of any type values", is_memref_kind)?;
    }
    check_operands(ctx, op, 1..1 + nidx, "variadic of index", is_index)?;
    if let Some(i) = idx_vec {
        check_operand(ctx, op, i, "vector of integer or index values", is_index_vector)?;
    }
    check_operand(ctx, op, mask, "vector of 1-bit signless integer values", is_i1_mask)?;
    check_operand(ctx, op, value, "vector of any type values", is_nonzero_rank_vector)?;
    if kind.is_load() {
        check_result(ctx, op, 0, "vector of any type values", is_nonzero_rank_vector)?;
    } else if scatter_result {
        check_result(ctx, op, 0, "ranked tensor of any type values", is_ranked_tensor)?;
    }
    let mem = operand_ty(ctx, op, 0);
    let vec = if kind.is_load() { result_ty(ctx, op).expect("result") } else { operand_ty(ctx, op, value) };
    let (mshape, melem) = match ctx.type_data(mem) {
        TypeData::MemRef { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => (shape.clone(), *elem),
        _ => return Err(op_error(ctx, op, "requires base to be a memref or ranked tensor type")),
    };
    let (vshape, _, velem) = vec_parts(ctx, vec).expect("checked vector");
    let (kshape, _, _) = vec_parts(ctx, operand_ty(ctx, op, mask)).expect("checked mask");
    let what = kind.value_name();
    if velem != melem {
        return Err(op_error(ctx, op, format!("base and {what} element type should match")));
    }
    if nidx != mshape.len() {
        return Err(op_error(ctx, op, format!("requires {} indices", mshape.len())));
    }
    if let Some(i) = idx_vec {
        let (ishape, _, _) = vec_parts(ctx, operand_ty(ctx, op, i)).expect("checked index vector");
        if vshape != ishape {
            return Err(op_error(ctx, op, format!("expected {what} dim to match indices dim")));
        }
    }
    if vshape != kshape {
        let msg = if !matches!(kind, Kind::MaskedLoad | Kind::MaskedStore) {
            format!("expected {what} dim to match mask dim")
        } else {
            format!("expected {what} shape to match mask shape")
        };
        return Err(op_error(ctx, op, msg));
    }
    if kind.is_load() && operand_ty(ctx, op, value) != vec {
        return Err(op_error(ctx, op, "expected pass_thru of same type as result type"));
    }
    Ok(())
}

fn effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let Some(kind) = kind_of(ctx, op) else { return };
    if let Some(&m) = ctx.ir.operands(op).first()
        && is_memref_kind(ctx, ctx.ir.value_type(m))
    {
        let kind = if kind.is_load() { EffectKind::Read } else { EffectKind::Write };
        out.push(MemEffect { kind, value: Some(m) });
    }
}

// ----------------------------------------------------------------------
// Folds and patterns
// ----------------------------------------------------------------------

/// What a mask is known to be (MLIR's `MaskFormat`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MaskFormat {
    /// Every lane is on.
    AllTrue,
    /// Every lane is off.
    AllFalse,
    /// Unknown or mixed.
    Unknown,
}

/// MLIR's `getMaskFormat`: a dense `arith.constant` of all-equal bits, a
/// `vector.constant_mask` whose sizes cover every dimension (or one of
/// them is 0), or a `vector.create_mask` with a constant bound `<= 0`.
pub fn mask_format(ctx: &Context, mask: ValueId) -> MaskFormat {
    let Some(def) = ctx.ir.defining_op(mask) else { return MaskFormat::Unknown };
    match ctx.op_name_str(ctx.ir.op(def).name) {
        "arith.constant" => {
            let Some(a) = prop(ctx, def, "value") else { return MaskFormat::Unknown };
            let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) else { return MaskFormat::Unknown };
            if !ctx.element_type(*ty).is_some_and(|e| is_signless_int_of(ctx, e, 1)) {
                return MaskFormat::Unknown;
            }
            let count = if *splat { shape_of(ctx, *ty).map_or(1, |s| s.iter().product::<i64>()) } else { 1 };
            let mut val: i64 = 0;
            for &v in values {
                let on = int_value(ctx, v).is_some_and(|x| x & 1 != 0);
                for _ in 0..count.max(0) {
                    if on && val >= 0 {
                        val += 1;
                    } else if !on && val <= 0 {
                        val -= 1;
                    } else {
                        return MaskFormat::Unknown;
                    }
                }
            }
            match val.cmp(&0) {
                std::cmp::Ordering::Greater => MaskFormat::AllTrue,
                std::cmp::Ordering::Less => MaskFormat::AllFalse,
                std::cmp::Ordering::Equal => MaskFormat::Unknown,
            }
        }
        "vector.constant_mask" => {
            let sizes = prop(ctx, def, "mask_dim_sizes").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
            let Some((shape, _, _)) = vec_parts(ctx, ctx.ir.value_type(mask)) else { return MaskFormat::Unknown };
            let all_true = sizes.iter().zip(&shape).all(|(&m, &d)| m >= d);
            let all_false = sizes.iter().all(|&m| m <= 0);
            if all_true {
                MaskFormat::AllTrue
            } else if all_false {
                MaskFormat::AllFalse
            } else {
                MaskFormat::Unknown
            }
        }
        "vector.create_mask" => {
            for &operand in ctx.ir.operands(def) {
                let Some(c) = ctx.ir.defining_op(operand) else { continue };
                if ctx.op_name_str(ctx.ir.op(c).name) != "arith.constant" {
                    continue;
                }
                if prop(ctx, c, "value").and_then(|a| int_value(ctx, a)).is_some_and(|v| v <= 0) {
                    return MaskFormat::AllFalse;
                }
            }
            MaskFormat::Unknown
        }
        _ => MaskFormat::Unknown,
    }
}

/// The ops' folder: `memref.cast` operands fold away.
fn fold_op(ctx: &mut Context, op: OpId, _c: &[Option<Attribute>], _results: &mut Vec<FoldResult>) -> bool {
    crate::affine::fold::fold_memref_cast(ctx, op, None)
}

fn patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "vector.maskedload" => set.add_fn("MaskedLoadFolder", "vector.maskedload", fold_masked),
        "vector.maskedstore" => set.add_fn("MaskedStoreFolder", "vector.maskedstore", fold_masked),
        "vector.gather" => {
            set.add_fn("GatherFolder", "vector.gather", fold_masked);
            set.add_fn("FoldContiguousGather", "vector.gather", fold_contiguous);
        }
        "vector.scatter" => {
            set.add_fn("ScatterFolder", "vector.scatter", fold_masked);
            set.add_fn("FoldContiguousScatter", "vector.scatter", fold_contiguous);
        }
        "vector.expandload" => set.add_fn("ExpandLoadFolder", "vector.expandload", fold_masked),
        "vector.compressstore" => set.add_fn("CompressStoreFolder", "vector.compressstore", fold_masked),
        _ => {}
    }
}

/// MLIR's `MaskedLoadFolder`, `MaskedStoreFolder`, `GatherFolder`,
/// `ScatterFolder`, `ExpandLoadFolder` and `CompressStoreFolder`: an
/// all-false mask leaves the pass-through value (loads) or nothing
/// (stores); an all-true one makes a plain `vector.load` / `vector.store`
/// (not for gather and scatter, whose lanes are not contiguous).
fn fold_masked(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(kind) = kind_of(ctx, op) else { return false };
    let Some((nidx, _, mask, value)) = layout(ctx, op, kind) else { return false };
    let ops = ctx.ir.operands(op).to_vec();
    match mask_format(ctx, ops[mask]) {
        MaskFormat::AllFalse => {
            if kind.is_load() {
                rw.replace_op(op, &[ops[value]]);
            } else {
                rw.erase_op(op);
            }
            true
        }
        MaskFormat::AllTrue if !kind.indexed() => {
            let loc = ctx.ir.op(op).loc;
            let result = if kind.is_load() { result_ty(ctx, op) } else { None };
            let name = if kind.is_load() { "vector.load" } else { "vector.store" };
            let mut st = OpState::new(rw.ctx.op_name(name), loc);
            if !kind.is_load() {
                st.operands.push(ops[value]);
            }
            st.operands.extend_from_slice(&ops[..1 + nidx]);
            st.result_types.extend(result);
            let f = rw.ctx.bool_attr(false);
            set_state_prop(rw.ctx, &mut st, "nontemporal", f);
            rw.set_insertion_point_before(op);
            let new = rw.build(|ctx, ip| builders::create_normalized(ctx, st, ip));
            let results = rw.ctx.ir.results(new).to_vec();
            rw.replace_op(op, &results);
            true
        }
        _ => false,
    }
}

/// MLIR's `isZeroBasedContiguousSeq`: a fixed 1-D index vector that is a
/// `vector.step` or the constant `[0, 1, .., n - 1]`.
fn is_zero_based_sequence(ctx: &Context, v: ValueId) -> bool {
    let Some((shape, scalable, _)) = vec_parts(ctx, ctx.ir.value_type(v)) else { return false };
    if shape.len() != 1 || scalable[0] {
        return false;
    }
    let Some(def) = ctx.ir.defining_op(v) else { return false };
    if ctx.op_name_str(ctx.ir.op(def).name) == "vector.step" {
        return true;
    }
    let Some(a) = affine_ir::rewrite::constant_op_value(ctx, def) else { return false };
    let AttrData::DenseElements { splat, values, .. } = ctx.attr_data(a) else { return false };
    let n = shape[0];
    let at = |i: i64| values.get(if *splat { 0 } else { i as usize }).and_then(|&x| int_value(ctx, x));
    (0..n).all(|i| at(i) == Some(i128::from(i)))
}

/// MLIR's `FoldContiguousGather` / `FoldContiguousScatter`: on a memref,
/// indices `[0, 1, ..]` make a `vector.maskedload` / `maskedstore`.
fn fold_contiguous(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(kind) = kind_of(ctx, op) else { return false };
    let Some((nidx, Some(iv), mask, value)) = layout(ctx, op, kind) else { return false };
    let ops = ctx.ir.operands(op).to_vec();
    if !is_memref_kind(ctx, ctx.ir.value_type(ops[0])) || !is_zero_based_sequence(ctx, ops[iv]) {
        return false;
    }
    let loc = ctx.ir.op(op).loc;
    let result = result_ty(ctx, op);
    let name = if kind.is_load() { "vector.maskedload" } else { "vector.maskedstore" };
    let mut st = OpState::new(rw.ctx.op_name(name), loc);
    st.operands.extend_from_slice(&ops[..1 + nidx]);
    st.operands.push(ops[mask]);
    st.operands.push(ops[value]);
    if kind.is_load() {
        st.result_types.extend(result);
    }
    rw.set_insertion_point_before(op);
    let new = rw.build(|ctx, ip| builders::create_normalized(ctx, st, ip));
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}
