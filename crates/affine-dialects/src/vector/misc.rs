//! The `vector` ops that move elements between vectors, scalars and
//! memrefs without computing on them, and `vector.scan`, parsed, printed
//! and verified as `mlir-opt` 22 does:
//!
//! ```text
//! %0:6 = vector.to_elements %v : vector<2x3xf32>
//! %res1, %res2 = vector.deinterleave %w : vector<[8]xf32> -> vector<[4]xf32>
//! %dest, %accumulated_value = vector.scan <add>, %s, %init {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
//! %1 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
//! %2 = vector.scalable.extract %w[0] : vector<[4]xf32> from vector<[8]xf32>
//! %3 = vector.scalable.insert %x, %w[4] : vector<[4]xf32> into vector<[8]xf32>
//! ```
//!
//! All are `Pure` in 22 (`type_cast` is a view: it neither reads nor
//! writes the memref it reinterprets). `to_elements` folds a
//! `from_elements` of its own type to that op's operands.

use super::*;
use affine_ir::dialect::{PropDecl, PropKind};
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet};

/// The summary of `VectorOfRank<[1]>` and `ScalableVectorOfRank<[1]>` as
/// 22 prints it (`must be  of ranks 1`).
const RANK_1: &str = " of ranks 1";
/// The summary of `AnyVectorOfAnyRank` / `AnyVectorOfNonZeroRank`.
const ANY_VECTOR: &str = "vector of any type values";

/// `vector.scan`'s properties.
const SCAN_PROPS: &[PropDecl] = &[
    PropDecl::req("inclusive", PropKind::Bool).desc("bool attribute"),
    PropDecl::req("kind", PropKind::Dialect("vector.kind")),
    PropDecl::req("reduction_dim", PropKind::Integer)
        .desc("64-bit signless integer attribute")
        .check(crate::props::is_i64_attr),
];

/// The `pos` property of `vector.scalable.insert` / `extract`.
const POS_PROPS: &[PropDecl] = &[PropDecl::req("pos", PropKind::Integer)
    .desc("64-bit signless integer attribute")
    .check(crate::props::is_i64_attr)];

/// Registers `to_elements`, `deinterleave`, `scan`, `type_cast` and
/// `scalable.insert` / `scalable.extract`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_to_elements),
        print: Some(print_to_elements),
        verify: Some(verify_to_elements),
        fold: Some(fold_to_elements),
        canonicalize: Some(to_elements_patterns),
        shape: Some(OpShape::fixed(1, 0).with_results(Arity::Any)),
        traits: traits::PURE,
        ..OpDef::new("vector.to_elements")
    });
    reg.add(OpDef {
        parse: Some(parse_deinterleave),
        print: Some(print_deinterleave),
        verify: Some(verify_deinterleave),
        result_names: Some(|_, _, out| {
            out.push((0, "res1".into()));
            out.push((1, "res2".into()));
        }),
        shape: Some(OpShape::fixed(1, 2)),
        traits: traits::PURE,
        ..OpDef::new("vector.deinterleave")
    });
    reg.add(OpDef {
        parse: Some(parse_scan),
        print: Some(print_scan),
        verify: Some(verify_scan),
        result_names: Some(|_, _, out| {
            out.push((0, "dest".into()));
            out.push((1, "accumulated_value".into()));
        }),
        shape: Some(OpShape::fixed(2, 2)),
        traits: traits::PURE,
        inherent_attrs: &["inclusive", "kind", "reduction_dim"],
        props: SCAN_PROPS,
        ..OpDef::new("vector.scan")
    });
    reg.add(OpDef {
        parse: Some(parse_type_cast),
        print: Some(crate::tensor::print_cast),
        verify: Some(verify_type_cast),
        shape: Some(OpShape::fixed(1, 1)),
        traits: traits::PURE,
        ..OpDef::new("vector.type_cast")
    });
    reg.add(OpDef {
        parse: Some(parse_scalable_insert),
        print: Some(print_scalable_insert),
        verify: Some(verify_scalable_insert),
        shape: Some(OpShape::fixed(2, 1)),
        traits: traits::PURE,
        inherent_attrs: &["pos"],
        props: POS_PROPS,
        ..OpDef::new("vector.scalable.insert")
    });
    reg.add(OpDef {
        parse: Some(parse_scalable_extract),
        print: Some(print_scalable_extract),
        verify: Some(verify_scalable_extract),
        shape: Some(OpShape::fixed(1, 1)),
        traits: traits::PURE,
        inherent_attrs: &["pos"],
        props: POS_PROPS,
        ..OpDef::new("vector.scalable.extract")
    });
}

/// The number of elements of a vector of `shape` (scalable dimensions
/// count their base size, as `VectorType::getNumElements` does).
fn num_elements(shape: &[i64]) -> i64 {
    shape.iter().product()
}

/// A vector of rank 1 (`VectorOfRank<[1]>`).
fn is_rank1_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { shape, .. } if shape.len() == 1)
}

/// A scalable vector of rank 1 (`ScalableVectorOfRank<[1]>`).
fn is_scalable_rank1_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { shape, scalable, .. } if shape.len() == 1 && scalable.iter().any(|&s| s))
}

/// A vector of rank > 0 (`AnyVectorOfNonZeroRank`).
fn is_nonzero_rank_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { shape, .. } if !shape.is_empty())
}

/// The first of `decls` (in name order) whose attribute in `attrs` breaks
/// its ODS constraint, as "attribute 'name' failed to satisfy constraint:
/// summary" (MLIR's generated `verifyInvariantsImpl`, and the inherent
/// attribute check of a custom form's attribute dictionary).
fn prop_violation(ctx: &Context, decls: &[PropDecl], attrs: &[NamedAttr]) -> Option<String> {
    let mut decls: Vec<&PropDecl> = decls.iter().filter(|d| d.checked).collect();
    decls.sort_by_key(|d| d.name);
    decls.into_iter().find_map(|d| {
        let na = attrs.iter().find(|na| ctx.ident_str(na.name) == d.name)?;
        (!d.satisfies(ctx, na.value))
            .then(|| format!("attribute '{}' failed to satisfy constraint: {}", d.name, d.summary))
    })
}

/// The op's properties against `decls` (before its other invariants).
fn check_props(ctx: &Context, op: OpId, decls: &[PropDecl]) -> Result<(), Diagnostic> {
    match prop_violation(ctx, decls, &ctx.ir.op(op).props) {
        Some(msg) => Err(op_error(ctx, op, msg)),
        None => Ok(()),
    }
}

/// `attr-dict` of a custom form whose op has properties `decls`: an
/// inherent attribute written there must satisfy its constraint (22
/// rejects it at the dictionary: "custom op 'x' 'x' op attribute ...").
fn parse_attr_dict_checked(p: &mut OpParser, st: &mut OpState, decls: &[PropDecl]) -> PResult<()> {
    let at = p.offset();
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if let Some(msg) = prop_violation(p.ctx, decls, &st.attrs) {
        let name = p.ctx.op_name_str(st.name).to_string();
        return Err(custom_error(p, st, at, format!("'{name}' op {msg}")));
    }
    Ok(())
}

fn vector_elem(ctx: &Context, t: Type) -> Option<Type> {
    vec_parts(ctx, t).map(|(_, _, e)| e)
}

fn pos_of(ctx: &Context, op: OpId) -> Option<i64> {
    prop(ctx, op, "pos").and_then(|a| ctx.attr_int(a)).map(|v| v as i64)
}

// ----------------------------------------------------------------------
// vector.to_elements
// ----------------------------------------------------------------------

/// `$source attr-dict : type($source)`; one result per element.
fn parse_to_elements(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_vector_type(p, st)?;
    p.resolve_operand(&src, t, &mut st.operands)?;
    let (shape, _, elem) = vec_parts(p.ctx, t).expect("a vector type");
    st.result_types.extend(std::iter::repeat_n(elem, num_elements(&shape).max(0) as usize));
    Ok(())
}

fn print_to_elements(p: &mut OpPrinter, op: OpId) {
    let v = p.ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(p.ctx.ir.value_type(v));
}

fn verify_to_elements(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_operand(ctx, op, 0, ANY_VECTOR, is_vector)?;
    let (shape, _, elem) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("a vector type");
    let results = ctx.ir.results(op);
    if results.len() as i64 != num_elements(&shape) || results.iter().any(|&r| ctx.ir.value_type(r) != elem) {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that shaped type 'source' matches 'elements' element count and types",
        ));
    }
    Ok(())
}

/// 22's `ToElementsOp::fold`: the elements of a `vector.from_elements`
/// are its operands (`foldToElementsFromElements`); the elements of a
/// `vector.broadcast` of a scalar are that scalar
/// (`foldToElementsOfBroadcast`).
fn fold_to_elements(ctx: &mut Context, op: OpId, _: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let src = ctx.ir.operands(op)[0];
    let Some(def) = ctx.ir.defining_op(src) else { return false };
    let n = ctx.ir.results(op).len();
    match ctx.op_name_str(ctx.ir.op(def).name) {
        "vector.from_elements" => {
            let elements = ctx.ir.operands(def).to_vec();
            if elements.len() != n {
                return false;
            }
            results.extend(elements.into_iter().map(FoldResult::Value));
            true
        }
        "vector.broadcast" => {
            let scalar = ctx.ir.operands(def)[0];
            if matches!(ctx.type_data(ctx.ir.value_type(scalar)), TypeData::Vector { .. }) {
                return false;
            }
            results.extend(std::iter::repeat_n(FoldResult::Value(scalar), n));
            true
        }
        _ => false,
    }
}

/// `to_elements`' canonicalization pattern (22's `ToElementsOfBroadcast`).
fn to_elements_patterns(_: &str, set: &mut RewritePatternSet) {
    set.add_fn("ToElementsOfBroadcast", "vector.to_elements", to_elements_of_broadcast);
}

/// The static shape of a vector type.
fn vector_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// 22's `ToElementsOfBroadcast`: the elements of a `vector.broadcast` of a
/// vector are elements of a new `to_elements` of that vector, each read at
/// the position it is broadcast from (unit dimensions and leading
/// dimensions repeat).
fn to_elements_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let src = ctx.ir.operands(op)[0];
    let Some(def) = ctx.ir.defining_op(src) else { return false };
    if ctx.op_name_str(ctx.ir.op(def).name) != "vector.broadcast" {
        return false;
    }
    let bsrc = ctx.ir.operands(def)[0];
    let (Some(src_shape), Some(dst_shape)) =
        (vector_shape(ctx, ctx.ir.value_type(bsrc)), vector_shape(ctx, ctx.ir.value_type(src)))
    else {
        return false;
    };
    let Some(elem) = ctx.element_type(ctx.ir.value_type(bsrc)) else { return false };
    if src_shape.len() > dst_shape.len() {
        return false;
    }
    let src_count: i64 = src_shape.iter().product();
    let dst_count: i64 = dst_shape.iter().product();
    if src_count < 0 || dst_count as usize != ctx.ir.results(op).len() {
        return false;
    }
    let loc = ctx.ir.op(op).loc;
    let name = rw.ctx.op_name("vector.to_elements");
    let mut st = OpState::new(name, loc);
    st.operands.push(bsrc);
    st.result_types = vec![elem; src_count as usize];
    rw.set_insertion_point_before(op);
    let elems = rw.create(st);
    let lead = dst_shape.len() - src_shape.len();
    let mut replacements = Vec::with_capacity(dst_count as usize);
    for lin in 0..dst_count {
        // The destination position of `lin`, then the source's.
        let mut rest = lin;
        let mut dst_idx = vec![0; dst_shape.len()];
        for (d, &size) in dst_shape.iter().enumerate().rev() {
            dst_idx[d] = rest % size;
            rest /= size;
        }
        let mut src_lin = 0;
        for (k, &size) in src_shape.iter().enumerate() {
            let i = if size == 1 { 0 } else { dst_idx[lead + k] };
            src_lin = src_lin * size + i;
        }
        replacements.push(rw.ctx.ir.result(elems, src_lin as usize));
    }
    rw.replace_op(op, &replacements);
    true
}

/// 22's `FromElementsOp::fold`: the operands in order of one
/// `vector.to_elements` of a vector of this type are that vector
/// (`foldFromElementsToElements`); constant scalars of the element type make
/// a dense constant (`foldFromElementsToConstant`).
pub(crate) fn fold_from_elements(
    ctx: &mut Context,
    op: OpId,
    c: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let elements = ctx.ir.operands(op).to_vec();
    let ty = ctx.ir.value_type(ctx.ir.result(op, 0));
    if let Some(&first) = elements.first()
        && let Some(def) = ctx.ir.defining_op(first)
        && ctx.op_name_str(ctx.ir.op(def).name) == "vector.to_elements"
        && ctx.ir.results(def) == elements.as_slice()
    {
        let v = ctx.ir.operands(def)[0];
        if ctx.ir.value_type(v) == ty {
            results.push(FoldResult::Value(v));
            return true;
        }
        return false;
    }
    let Some(values) = c.iter().copied().collect::<Option<Vec<_>>>() else { return false };
    let Some(elem) = ctx.element_type(ty) else { return false };
    if values.is_empty() {
        return false;
    }
    for &a in &values {
        let scalar = matches!(
            ctx.attr_data(a),
            AttrData::Integer { .. } | AttrData::Float { .. } | AttrData::WideFloat { .. } | AttrData::Bool(_)
        );
        if !scalar || crate::arith::num::typed_attr_type(ctx, a) != Some(elem) {
            return false;
        }
    }
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let values = if splat { vec![values[0]] } else { values };
    let a = ctx.attr(AttrData::DenseElements { ty, splat, values });
    results.push(FoldResult::Attr(a));
    true
}

/// `from_elements`' canonicalization pattern (22's
/// `rewriteFromElementsAsBroadcast`).
pub(crate) fn from_elements_patterns(_: &str, set: &mut RewritePatternSet) {
    set.add_fn("rewriteFromElementsAsBroadcast", "vector.from_elements", from_elements_as_broadcast);
}

/// 22's `rewriteFromElementsAsBroadcast`: a `from_elements` of one value
/// repeated is a `vector.broadcast` of it.
fn from_elements_as_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let elements = rw.ctx.ir.operands(op);
    let Some(&first) = elements.first() else { return false };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    let d = rw.ctx.ir.op(op);
    let loc = d.loc;
    let ty = rw.ctx.ir.value_type(rw.ctx.ir.result(op, 0));
    let name = rw.ctx.op_name("vector.broadcast");
    let mut st = OpState::new(name, loc);
    st.operands.push(first);
    st.result_types.push(ty);
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
    true
}

// ----------------------------------------------------------------------
// vector.deinterleave
// ----------------------------------------------------------------------

/// `$source attr-dict : type($source) -> type($res1)`; `res2` has the type
/// of `res1`.
fn parse_deinterleave(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_vector_type(p, st)?;
    p.expect(Tok::Arrow)?;
    let r = parse_vector_type(p, st)?;
    p.resolve_operand(&src, t, &mut st.operands)?;
    st.result_types.push(r);
    st.result_types.push(r);
    Ok(())
}

fn print_deinterleave(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let v = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v));
    p.write(" -> ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
}

fn verify_deinterleave(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_operand(ctx, op, 0, ANY_VECTOR, is_nonzero_rank_vector)?;
    check_result(ctx, op, 0, ANY_VECTOR, is_nonzero_rank_vector)?;
    check_result(ctx, op, 1, ANY_VECTOR, is_nonzero_rank_vector)?;
    let (mut shape, scalable, elem) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("a vector type");
    let last = shape.last_mut().expect("non-zero rank");
    if *last % 2 != 0 {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that the trailing dimension of the source vector has an even number of elements",
        ));
    }
    let results = ctx.ir.results(op);
    let (r1, r2) = (ctx.ir.value_type(results[0]), ctx.ir.value_type(results[1]));
    if r1 != r2 {
        return Err(op_error(ctx, op, "failed to verify that all of {res1, res2} have same type"));
    }
    *last /= 2;
    if vec_parts(ctx, r1) != Some((shape, scalable, elem)) {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// vector.scan
// ----------------------------------------------------------------------

/// `$kind, $source, $initial_value attr-dict : type($source),
/// type($initial_value)`; the results have the types of the operands.
fn parse_scan(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let k = parse_kind(p, st)?;
    set_state_prop(p.ctx, st, "kind", k);
    p.expect(Tok::Comma)?;
    let src = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let init = p.parse_operand()?;
    parse_attr_dict_checked(p, st, SCAN_PROPS)?;
    let ts = parse_colon_vector_type(p, st)?;
    p.expect(Tok::Comma)?;
    let ti = parse_vector_type(p, st)?;
    p.resolve_operand(&src, ts, &mut st.operands)?;
    p.resolve_operand(&init, ti, &mut st.operands)?;
    st.result_types.push(ts);
    st.result_types.push(ti);
    Ok(())
}

fn print_scan(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" <");
    p.write(kind_of(ctx, op).unwrap_or("add"));
    p.write(">, ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &["kind"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(", ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

fn verify_scan(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_props(ctx, op, SCAN_PROPS)?;
    check_operand(ctx, op, 0, ANY_VECTOR, is_vector)?;
    check_operand(ctx, op, 1, ANY_VECTOR, is_vector)?;
    check_result(ctx, op, 0, ANY_VECTOR, is_vector)?;
    check_result(ctx, op, 1, ANY_VECTOR, is_vector)?;
    let results = ctx.ir.results(op);
    if operand_ty(ctx, op, 0) != ctx.ir.value_type(results[0]) {
        return Err(op_error(ctx, op, "failed to verify that all of {source, dest} have same type"));
    }
    if operand_ty(ctx, op, 1) != ctx.ir.value_type(results[1]) {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that all of {initial_value, accumulated_value} have same type",
        ));
    }
    let (src_shape, _, elem) = vec_parts(ctx, operand_ty(ctx, op, 0)).expect("a vector type");
    let (init_shape, _, _) = vec_parts(ctx, operand_ty(ctx, op, 1)).expect("a vector type");
    let rank = src_shape.len() as i64;
    let dim = prop(ctx, op, "reduction_dim").and_then(|a| ctx.attr_int(a)).unwrap_or(0) as i64;
    if dim >= rank {
        return Err(op_error(ctx, op, format!("reduction dimension {dim} has to be less than {rank}")));
    }
    if init_shape.len() as i64 != rank - 1 {
        return Err(op_error(
            ctx,
            op,
            format!("initial value rank {} has to be equal to {}", init_shape.len(), rank - 1),
        ));
    }
    let expected: Vec<i64> = src_shape.iter().enumerate().filter(|&(i, _)| i as i64 != dim).map(|(_, &d)| d).collect();
    if init_shape != expected {
        return Err(op_error(ctx, op, "incompatible input/initial value shapes"));
    }
    let k = kind_of(ctx, op).unwrap_or("add");
    if !kind_supported(ctx, k, elem) {
        return Err(op_error(ctx, op, format!("unsupported reduction type {} for kind '{k}'", q(ctx, elem))));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// vector.type_cast
// ----------------------------------------------------------------------

/// A ranked memref of static shape (`AnyStaticShapeMemRef`).
fn is_static_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { shape, .. } if shape.iter().all(|&d| d != DYNAMIC))
}

/// A memref type as the parser of `type($memref)` takes it.
fn parse_memref_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    parse_type_of_kind(p, st, "builtin.memref", is_memref)
}

/// `$memref attr-dict : type($memref) to type($result)`.
fn parse_type_cast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_memref_type(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_memref_type(p, st)?;
    p.resolve_operand(&m, from, &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

/// The shape of a memref followed by the shape of its vector element
/// type, if any (22's `extractShape`), and the scalar element type.
fn concatenated_shape(ctx: &Context, t: Type) -> (Vec<i64>, Type) {
    let (mut shape, elem, _, _) = crate::memref::memref_parts(ctx, t).expect("a ranked memref");
    match vec_parts(ctx, elem) {
        Some((vshape, _, scalar)) => {
            shape.extend(vshape);
            (shape, scalar)
        }
        None => (shape, elem),
    }
}

fn verify_type_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_operand(ctx, op, 0, "statically shaped memref of any type values", is_static_memref)?;
    check_result(ctx, op, 0, "memref of any type values", is_memref)?;
    let source = operand_ty(ctx, op, 0);
    let result = result_ty(ctx, op).expect("one result");
    if !crate::memref::views::canonical_layout_is_identity(ctx, source) {
        return Err(op_error(ctx, op, "expects operand to be a memref with identity layout"));
    }
    if !crate::memref::views::layout_is_identity(ctx, result) {
        return Err(op_error(ctx, op, "expects result to be a memref with identity layout"));
    }
    let space = |t| crate::memref::memref_parts(ctx, t).and_then(|(_, _, _, ms)| ms);
    if space(source) != space(result) {
        return Err(op_error(ctx, op, "expects result in same memory space"));
    }
    let (source_shape, source_scalar) = concatenated_shape(ctx, source);
    let (result_shape, result_scalar) = concatenated_shape(ctx, result);
    if source_scalar != result_scalar {
        return Err(op_error(
            ctx,
            op,
            format!("expects result and operand with same underlying scalar type: {}", q(ctx, result)),
        ));
    }
    if source_shape != result_shape {
        return Err(op_error(
            ctx,
            op,
            format!("expects concatenated result and operand shapes to be equal: {}", q(ctx, result)),
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// vector.scalable.insert / vector.scalable.extract
// ----------------------------------------------------------------------

/// `[$pos]` with `pos` an `I64Attr`.
fn parse_pos(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LSquare)?;
    let i64t = p.ctx.int_type(64);
    let a = p.parse_attribute_typed(Some(i64t))?;
    set_state_prop(p.ctx, st, "pos", a);
    p.expect(Tok::RSquare)
}

fn print_pos(p: &mut OpPrinter, op: OpId) {
    let pos = pos_of(p.ctx, op).unwrap_or(0);
    p.write(&format!("[{pos}]"));
}

/// `$valueToStore, $dest [$pos] attr-dict : type($valueToStore) into
/// type($dest)`; the result has the type of `dest`.
fn parse_scalable_insert(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let dest = p.parse_operand()?;
    parse_pos(p, st)?;
    parse_attr_dict_checked(p, st, POS_PROPS)?;
    let tv = parse_colon_vector_type(p, st)?;
    parse_kw(p, st, "into")?;
    let td = parse_vector_type(p, st)?;
    p.resolve_operand(&v, tv, &mut st.operands)?;
    p.resolve_operand(&dest, td, &mut st.operands)?;
    st.result_types.push(td);
    Ok(())
}

fn print_scalable_insert(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    print_pos(p, op);
    p.print_optional_attr_dict(op, &["pos"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" into ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

fn verify_scalable_insert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_props(ctx, op, POS_PROPS)?;
    check_operand(ctx, op, 0, RANK_1, is_rank1_vector)?;
    check_operand(ctx, op, 1, RANK_1, is_scalable_rank1_vector)?;
    check_result(ctx, op, 0, RANK_1, is_scalable_rank1_vector)?;
    let (value, dest) = (operand_ty(ctx, op, 0), operand_ty(ctx, op, 1));
    if vector_elem(ctx, value) != vector_elem(ctx, dest) {
        return Err(op_error(ctx, op, "failed to verify that all of {valueToStore, dest} have same element type"));
    }
    if result_ty(ctx, op) != Some(dest) {
        return Err(op_error(ctx, op, "failed to verify that all of {dest, result} have same type"));
    }
    let (shape, _, _) = vec_parts(ctx, value).expect("a vector type");
    if pos_of(ctx, op).unwrap_or(0) % num_elements(&shape) != 0 {
        return Err(op_error(ctx, op, "failed to verify that position is a multiple of the source length."));
    }
    Ok(())
}

/// `$source [$pos] attr-dict : type($res) from type($source)`.
fn parse_scalable_extract(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_pos(p, st)?;
    parse_attr_dict_checked(p, st, POS_PROPS)?;
    let tr = parse_colon_vector_type(p, st)?;
    parse_kw(p, st, "from")?;
    let ts = parse_vector_type(p, st)?;
    p.resolve_operand(&src, ts, &mut st.operands)?;
    st.result_types.push(tr);
    Ok(())
}

fn print_scalable_extract(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let v = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    print_pos(p, op);
    p.print_optional_attr_dict(op, &["pos"]);
    p.write(" : ");
    if let Some(t) = result_ty(ctx, op) {
        p.print_type(t);
    }
    p.write(" from ");
    p.print_type(ctx.ir.value_type(v));
}

fn verify_scalable_extract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_props(ctx, op, POS_PROPS)?;
    check_operand(ctx, op, 0, RANK_1, is_scalable_rank1_vector)?;
    check_result(ctx, op, 0, RANK_1, is_rank1_vector)?;
    let (source, result) = (operand_ty(ctx, op, 0), result_ty(ctx, op).expect("one result"));
    if vector_elem(ctx, source) != vector_elem(ctx, result) {
        return Err(op_error(ctx, op, "failed to verify that all of {source, result} have same element type"));
    }
    let (shape, _, _) = vec_parts(ctx, result).expect("a vector type");
    if pos_of(ctx, op).unwrap_or(0) % num_elements(&shape) != 0 {
        return Err(op_error(ctx, op, "failed to verify that position is a multiple of the result length."));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn forms_roundtrip() {
        let src = "func.func @f(%v: vector<2x3xf32>, %s: vector<[4]xf32>, %b: vector<[8]xf32>, %m: memref<4x8xf32>, %i: vector<4xi32>, %i0: vector<i32>) {\n  %0:6 = vector.to_elements %v : vector<2x3xf32>\n  %1, %2 = vector.deinterleave %b : vector<[8]xf32> -> vector<[4]xf32>\n  %a, %c = vector.scan <add>, %i, %i0 {inclusive = true, reduction_dim = 0} : vector<4xi32>, vector<i32>\n  %t = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>\n  %e = vector.scalable.extract %b[0] : vector<[4]xf32> from vector<[8]xf32>\n  %n = vector.scalable.insert %s, %b[4] {x} : vector<[4]xf32> into vector<[8]xf32>\n  return\n}";
        let out = roundtrip(src);
        for line in [
            "%0:6 = vector.to_elements %arg0 : vector<2x3xf32>",
            "%res1, %res2 = vector.deinterleave %arg2 : vector<[8]xf32> -> vector<[4]xf32>",
            "%dest, %accumulated_value = vector.scan <add>, %arg4, %arg5 {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>",
            "%1 = vector.type_cast %arg3 : memref<4x8xf32> to memref<vector<4x8xf32>>",
            "%2 = vector.scalable.extract %arg2[0] : vector<[4]xf32> from vector<[8]xf32>",
            "%3 = vector.scalable.insert %arg1, %arg2[4] {x} : vector<[4]xf32> into vector<[8]xf32>",
        ] {
            assert!(out.contains(line), "{line}\n{out}");
        }
        let g = roundtrip_generic(src);
        assert!(g.contains("\"vector.scan\"(%arg4, %arg5) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<4xi32>, vector<i32>) -> (vector<4xi32>, vector<i32>)"), "{g}");
        assert!(g.contains("\"vector.scalable.insert\"(%arg1, %arg2) <{pos = 4 : i64}> {x} : (vector<[4]xf32>, vector<[8]xf32>) -> vector<[8]xf32>"), "{g}");
    }

    #[test]
    fn verifier_messages() {
        let e = error(
            "func.func @f(%v: vector<2x3xf32>) {\n %0:2 = \"vector.deinterleave\"(%v) : (vector<2x3xf32>) -> (vector<2x2xf32>, vector<2x3xf32>)\n return\n}",
        );
        assert!(e.contains("the trailing dimension of the source vector has an even number of elements"), "{e}");
        let e = error(
            "func.func @f(%v: vector<4x8xf32>, %i: vector<8xf32>) {\n %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 2} : vector<4x8xf32>, vector<8xf32>\n return\n}",
        );
        assert!(e.contains("reduction dimension 2 has to be less than 2"), "{e}");
        let e = error(
            "func.func @f(%m: memref<4x8xf32>) {\n %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x4xf32>>\n return\n}",
        );
        assert!(
            e.contains("expects concatenated result and operand shapes to be equal: 'memref<vector<4x4xf32>>'"),
            "{e}"
        );
        let e = error(
            "func.func @f(%b: vector<[8]xf32>) {\n %0 = vector.scalable.extract %b[3] : vector<4xf32> from vector<[8]xf32>\n return\n}",
        );
        assert!(e.contains("position is a multiple of the result length."), "{e}");
        let e = error(
            "func.func @f(%b: vector<8xf32>, %s: vector<[4]xf32>) {\n %0 = vector.scalable.insert %s, %b[0] : vector<[4]xf32> into vector<8xf32>\n return\n}",
        );
        assert!(e.contains("operand #1 must be  of ranks 1, but got 'vector<8xf32>'"), "{e}");
    }
}
