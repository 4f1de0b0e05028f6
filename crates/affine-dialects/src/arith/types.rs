//! Type constraints, verifier building blocks and small attribute helpers
//! shared by the `arith`, `memref`, `vector`, `scf` and `ub` dialects.
//!
//! The functions mirror ODS: each type constraint has the description
//! `mlir-tblgen` puts into its messages (`operand #0 must be
//! signless-integer-like, but got 'f32'`), and the structural checks produce
//! the messages of MLIR's op traits (`expected 2 operands, but found 1`).

use affine_ir::context::{AttrData, Attribute, Context, Signedness, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpShape};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::OpParser;

/// An op-located error `'name' op msg`, as MLIR's `emitOpError`.
pub fn op_error(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    affine_ir::verify::op_error(ctx, op, msg.as_ref())
}

/// An op-located error without the `'name' op` prefix (MLIR's `op->emitError`).
pub fn plain_error(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    let mut d = Diagnostic::error(ctx.ir.op(op).loc, msg);
    d.notes.push(affine_ir::verify::current_op_note(ctx, op));
    d
}

/// A custom-parser error at byte offset `off`: `custom op 'name' msg`, as
/// MLIR's `OpAsmParser::emitError`.
pub fn custom_error(p: &mut OpParser, st: &OpState, off: usize, msg: impl AsRef<str>) -> Diagnostic {
    let name = p.ctx.op_name_str(st.name).to_string();
    p.error_at(off, format!("custom op '{name}' {}", msg.as_ref()))
}

/// `@name` where a custom parser reads a symbol name (MLIR's
/// `parseSymbolName`): otherwise the custom-op error at the current token.
pub fn parse_symbol_name(p: &mut OpParser, st: &OpState) -> affine_ir::parser::PResult<String> {
    if !p.at(Tok::AtIdent) {
        let off = p.offset();
        return Err(custom_error(p, st, off, "expected valid '@'-identifier for symbol name"));
    }
    p.parse_symbol_name()
}

/// A `FlatSymbolRefAttr` operand (`func.call @f`, `memref.get_global @g`):
/// any other attribute is read and rejected as MLIR's attribute parser does
/// with a `none` expected type (numbers fail on the type, everything else
/// is 'invalid kind of attribute specified').
pub fn parse_flat_symbol_ref(p: &mut OpParser, st: &OpState) -> affine_ir::parser::PResult<String> {
    let off = p.offset();
    let none = p.ctx.none_type();
    let attr = p.parse_attribute_typed(Some(none))?;
    if let AttrData::SymbolRef { root, nested } = p.ctx.attr_data(attr)
        && nested.is_empty()
    {
        return Ok(p.ctx.ident_str(*root).to_string());
    }
    Err(custom_error(p, st, off, "invalid kind of attribute specified"))
}

/// `kw` or the custom-op error MLIR's `parseKeyword` emits at the current
/// token (`custom op 'scf.for' expected 'step'`).
pub fn parse_kw(p: &mut OpParser, st: &OpState, kw: &str) -> affine_ir::parser::PResult<()> {
    if p.parse_optional_keyword(kw) {
        return Ok(());
    }
    let off = p.offset();
    Err(custom_error(p, st, off, format!("expected '{kw}'")))
}

/// A custom-op error at the op name (MLIR's `parser.emitError(getNameLoc())`).
pub fn name_error(p: &OpParser, st: &OpState, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::error(st.loc, format!("custom op '{}' {}", p.ctx.op_name_str(st.name), msg.as_ref()))
}

/// Parses `: type` where the type must be a ranked memref (ODS `type($x)` of
/// a `MemRefType` operand): otherwise MLIR's "invalid kind of type" error.
pub fn parse_colon_memref_type(p: &mut OpParser, st: &OpState) -> affine_ir::parser::PResult<Type> {
    parse_colon_type_of_kind(p, st, "builtin.memref", is_memref)
}

/// Parses `: type` where ODS constrains the type to one builtin kind
/// (`kind` as MLIR names it, e.g. `builtin.index`): otherwise MLIR's
/// "invalid kind of type specified" error at the type.
pub fn parse_colon_type_of_kind(
    p: &mut OpParser,
    st: &OpState,
    kind: &str,
    is_kind: fn(&Context, Type) -> bool,
) -> affine_ir::parser::PResult<Type> {
    p.expect(affine_ir::lexer::Tok::Colon)?;
    parse_type_of_kind(p, st, kind, is_kind)
}

/// Parses a type that ODS constrains to one builtin kind (`type($x)` of an
/// operand or result whose C++ type is e.g. `MemRefType`): another kind is
/// MLIR's "invalid kind of type specified" error at the type.
pub fn parse_type_of_kind(
    p: &mut OpParser,
    st: &OpState,
    kind: &str,
    is_kind: fn(&Context, Type) -> bool,
) -> affine_ir::parser::PResult<Type> {
    let off = p.offset();
    let t = p.parse_type()?;
    if !is_kind(p.ctx, t) {
        return Err(type_kind_error(p, st, off, kind, t));
    }
    Ok(t)
}

/// The bit width of an integer or float type (`isIntOrFloat`; `index` is
/// neither), for the bitcast verifiers.
pub fn int_or_float_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// ODS's message for a type `t` that is not of the builtin `kind` a typed
/// operand or result wants (`kind` as MLIR names it, e.g. `builtin.memref`).
pub fn type_kind_message(ctx: &Context, kind: &str, t: Type) -> String {
    format!("invalid kind of type specified: expected {kind}, but found {}", q(ctx, t))
}

/// ODS's custom-op "invalid kind of type specified" error at `at` (the
/// type, or the colon before it, depending on how the format reads it).
pub fn type_kind_error(p: &mut OpParser, st: &OpState, at: usize, kind: &str, t: Type) -> Diagnostic {
    let msg = type_kind_message(p.ctx, kind, t);
    custom_error(p, st, at, msg)
}

/// An integer, or the custom-op error of MLIR's `parseInteger`.
pub fn parse_int(p: &mut OpParser, st: &OpState) -> affine_ir::parser::PResult<i64> {
    parse_int_in(p, st, i64::MIN, i64::MAX)
}

/// An integer in `min..=max`, with the errors of MLIR's `parseInteger<T>`:
/// no integer is the custom-op error at the token; a `-` not followed by an
/// integer is the parser's own error after the `-`; a value outside the
/// range is the custom-op "integer value too large" at the literal's start.
pub fn parse_int_in(p: &mut OpParser, st: &OpState, min: i64, max: i64) -> affine_ir::parser::PResult<i64> {
    let start = p.offset();
    let negative = p.at(Tok::Minus);
    if !negative && !p.at(Tok::Integer) {
        return Err(custom_error(p, st, start, "expected integer value"));
    }
    if negative {
        p.consume();
        if !p.at(Tok::Integer) {
            return Err(p.error("expected integer value"));
        }
    }
    let magnitude = affine_ir::parser::parse_int_literal(p.token_text());
    p.consume();
    let value = magnitude.map(|m| if negative { -m } else { m });
    match value.and_then(|v| i64::try_from(v).ok()) {
        Some(v) if (min..=max).contains(&v) => Ok(v),
        _ => Err(custom_error(p, st, start, "integer value too large")),
    }
}

/// An integer attribute of type `ty` written bare in custom syntax (ODS
/// `$attr` of an `I64Attr`, `I32Attr` or `IndexAttr`): any attribute parsed
/// with that type (its range errors), then MLIR's "invalid kind of attribute
/// specified" at the attribute when it is not an integer.
pub fn parse_int_attr_of_type(p: &mut OpParser, st: &OpState, ty: Type) -> affine_ir::parser::PResult<Attribute> {
    let off = p.offset();
    let a = p.parse_attribute_typed(Some(ty))?;
    if !matches!(p.ctx.attr_data(a), AttrData::Integer { .. }) {
        return Err(custom_error(p, st, off, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// A `DenseI64ArrayAttr` in custom syntax (`[1, 0]`), parsed like MLIR's
/// `DenseArrayAttr::parse`: when an element fails, the closing `]` is still
/// demanded, so a second error ('expected ']'') follows the first.
pub fn parse_i64_array(p: &mut OpParser, st: &OpState) -> affine_ir::parser::PResult<Vec<i64>> {
    parse_int_array(p, st, i64::MIN, i64::MAX)
}

/// A dense integer array in custom syntax (`[1, 0]`) whose elements lie in
/// `min..=max` (a `DenseI32ArrayAttr` passes the `i32` range), with the
/// errors of MLIR's `DenseArrayAttr::parse`.
pub fn parse_int_array(p: &mut OpParser, st: &OpState, min: i64, max: i64) -> affine_ir::parser::PResult<Vec<i64>> {
    p.expect_msg(Tok::LSquare, "expected '['")?;
    let mut values = Vec::new();
    if p.consume_if(Tok::RSquare) {
        return Ok(values);
    }
    loop {
        match parse_int_in(p, st, min, max) {
            Ok(v) => values.push(v),
            Err(mut e) => {
                if !p.at(Tok::RSquare) {
                    e.notes.push(p.error("expected ']'"));
                }
                return Err(e);
            }
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect_msg(Tok::RSquare, "expected ']'")?;
    Ok(values)
}

/// Resolves `us` against `ts` (appending to `st.operands`) after MLIR's count check ("number of operands
/// and types do not match: got N operands and M types", at the first operand).
pub fn resolve_counted(
    p: &mut OpParser,
    st: &mut OpState,
    us: &[affine_ir::parser::UnresolvedOperand],
    ts: &[Type],
) -> affine_ir::parser::PResult<()> {
    if us.len() != ts.len() {
        let off = us.first().map(|u| u.offset).unwrap_or_else(|| p.offset());
        let (n, m) = (us.len(), ts.len());
        return Err(custom_error(
            p,
            st,
            off,
            format!("number of operands and types do not match: got {n} operands and {m} types"),
        ));
    }
    p.resolve_operands(us, ts, &mut st.operands)
}

/// ODS `($operands^ `:` type($operands))?`: an optional operand list with
/// its types, resolved with MLIR's count check (the yield-like terminators).
pub fn parse_optional_typed_operands(p: &mut OpParser, st: &mut OpState) -> affine_ir::parser::PResult<()> {
    let us = p.parse_operand_list()?;
    if us.is_empty() {
        return Ok(());
    }
    p.expect(Tok::Colon)?;
    let ts = p.parse_type_list()?;
    resolve_counted(p, st, &us, &ts)
}

/// Prints ` %a, %b : t1, t2` for `operands` (nothing when there are none),
/// the printed form of [`parse_optional_typed_operands`].
pub fn print_optional_typed_operands(p: &mut affine_ir::printer::OpPrinter, operands: &[affine_ir::ir::ValueId]) {
    if operands.is_empty() {
        return;
    }
    let types: Vec<Type> = operands.iter().map(|&v| p.ctx.ir.value_type(v)).collect();
    p.write(" ");
    p.print_operands(operands);
    p.write(" : ");
    p.print_types(&types);
}

/// `[` or `(`-delimited comma-separated SSA operands with MLIR's
/// `" in operand list"` error context.
pub fn parse_delimited_operands(
    p: &mut OpParser,
    open: affine_ir::lexer::Tok,
    close: affine_ir::lexer::Tok,
    context: &str,
) -> affine_ir::parser::PResult<Vec<affine_ir::parser::UnresolvedOperand>> {
    use affine_ir::lexer::Tok;
    let (o, c) = match open {
        Tok::LSquare => ("[", "]"),
        _ => ("(", ")"),
    };
    // The messages are built only on failure (this runs for every operand
    // list parsed).
    if !p.consume_if(open) {
        return Err(p.error(format!("expected '{o}' in {context}")));
    }
    let mut v = Vec::new();
    if !p.at(close) {
        loop {
            v.push(p.parse_operand()?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    if !p.consume_if(close) {
        return Err(p.error(format!("expected '{c}' in {context}")));
    }
    Ok(v)
}

/// `'t'` as MLIR quotes types in messages.
pub fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", ctx.type_to_string(t))
}

/// Element type of a vector/tensor (ranked or unranked); the type itself otherwise.
pub fn elem_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. }
        | TypeData::RankedTensor { elem, .. }
        | TypeData::UnrankedTensor { elem }
        | TypeData::MemRef { elem, .. }
        | TypeData::UnrankedMemRef { elem, .. } => *elem,
        _ => t,
    }
}

/// True for `vector`, `tensor` (ranked or not).
pub fn is_vector_or_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// True for shaped types (vector, tensor, memref).
pub fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Vector { .. }
            | TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
    )
}

/// `iN` (signless).
pub fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signless, .. })
}

/// `iN` signless of width `w`.
pub fn is_signless_int_of(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signless, width } if *width == w)
}

/// Any float type.
pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

/// `index`.
pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Index)
}

/// Applies `pred` to a scalar, or to the element type of a vector/tensor.
fn like(ctx: &Context, t: Type, pred: impl Fn(&Context, Type) -> bool) -> bool {
    if is_vector_or_tensor(ctx, t) { pred(ctx, elem_or_self(ctx, t)) } else { pred(ctx, t) }
}

/// ODS `SignlessIntegerOrIndexLike` ("signless-integer-like").
pub fn signless_int_or_index_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, |c, e| is_signless_int(c, e) || is_index(c, e))
}

/// `signless-fixed-width-integer-like` (no index).
pub fn signless_fixed_int_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_int)
}

/// ODS `FloatLike` ("floating-point-like").
pub fn float_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_float)
}

/// ODS `BoolLike` ("bool-like").
pub fn bool_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, |c, e| is_signless_int_of(c, e, 1))
}

/// `SignlessIntegerOrFloatLike`.
pub fn signless_int_or_float_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, |c, e| is_signless_int(c, e) || is_float(c, e))
}

/// Ranked memref.
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. })
}

/// Ranked or unranked memref.
pub fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. })
}

/// Shape of a ranked shaped type.
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
            Some(shape.clone())
        }
        _ => None,
    }
}

/// The `i1` type with the same shape as `t` (MLIR's `getI1SameShape`).
pub fn i1_same_shape(ctx: &mut Context, t: Type) -> Type {
    let i1 = ctx.i1_type();
    match ctx.type_data(t).clone() {
        TypeData::Vector { shape, scalable, .. } => ctx.ty(TypeData::Vector { shape, scalable, elem: i1 }),
        TypeData::RankedTensor { shape, encoding, .. } => ctx.ty(TypeData::RankedTensor { shape, elem: i1, encoding }),
        TypeData::UnrankedTensor { .. } => ctx.ty(TypeData::UnrankedTensor { elem: i1 }),
        _ => i1,
    }
}

/// Same as [`i1_same_shape`] but only looks types up (for verifiers): true
/// if `r` is the `i1`-shaped counterpart of `t`.
pub fn is_i1_same_shape(ctx: &Context, t: Type, r: Type) -> bool {
    if !is_signless_int_of(ctx, elem_or_self(ctx, r), 1) {
        return false;
    }
    match (ctx.type_data(t), ctx.type_data(r)) {
        (TypeData::Vector { shape: a, scalable: sa, .. }, TypeData::Vector { shape: b, scalable: sb, .. }) => {
            a == b && sa == sb
        }
        (
            TypeData::RankedTensor { shape: a, encoding: ea, .. },
            TypeData::RankedTensor { shape: b, encoding: eb, .. },
        ) => a == b && ea == eb,
        (TypeData::UnrankedTensor { .. }, TypeData::UnrankedTensor { .. }) => true,
        (a, b) => {
            !matches!(a, TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
                && matches!(b, TypeData::Integer { .. })
        }
    }
}

/// The type of a typed attribute (`IntegerAttr`, `FloatAttr`, elements, ...).
pub fn attr_type(ctx: &mut Context, a: Attribute) -> Option<Type> {
    match ctx.attr_data(a).clone() {
        AttrData::Integer { ty, .. }
        | AttrData::BigInteger { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::WideFloat { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::SparseElements { ty, .. } => Some(ty),
        AttrData::Bool(_) => Some(ctx.i1_type()),
        AttrData::String { ty, .. } => Some(ty.unwrap_or_else(|| ctx.none_type())),
        AttrData::TypedOpaque { ty, .. } => Some(ty),
        _ => None,
    }
}

/// True if the typed attribute `a` has type `t` (MLIR's `AllTypesMatch`
/// between an attribute and a value), without interning anything.
pub fn attr_has_type(ctx: &Context, a: Attribute, t: Type) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { ty, .. }
        | AttrData::BigInteger { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::WideFloat { ty, .. }
        | AttrData::DenseElements { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::SparseElements { ty, .. } => *ty == t,
        AttrData::Bool(_) => is_signless_int_of(ctx, t, 1),
        AttrData::String { ty, .. } => match ty {
            Some(ty) => *ty == t,
            None => matches!(ctx.type_data(t), TypeData::None),
        },
        AttrData::TypedOpaque { ty, .. } => *ty == t,
        _ => false,
    }
}

/// Looks up a property (or discardable attribute) by name.
#[inline]
pub fn prop(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    // The names dialects read on every visit of every op have constant ids
    // (`affine_ir::known`): compare ids (inlined, so that a literal `name`
    // is matched at compile time). For the others, comparing the few names
    // an op has with `name` is cheaper than hashing `name` to look its
    // identifier up.
    if let Some(id) = affine_ir::known::lookup(name) {
        return ctx.ir.attr(op, id);
    }
    prop_by_name(ctx, op, name)
}

/// [`prop`] of a name without a constant identifier.
fn prop_by_name(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    let d = ctx.ir.op(op);
    d.props.iter().chain(d.attrs.iter()).find(|na| ctx.ident_str(na.name) == name).map(|na| na.value)
}

/// MLIR's property-conversion failure of attribute `attr` (value `a`) of
/// an op being parsed: `invalid properties {..} for op name: ...`.
pub fn invalid_property_message(ctx: &Context, st: &OpState, attr: &str, a: Attribute) -> String {
    let dict: Vec<String> =
        st.props.iter().map(|na| format!("{} = {}", ctx.ident_str(na.name), ctx.attr_to_string(na.value))).collect();
    format!(
        "invalid properties {{{}}} for op {}: Invalid attribute `{attr}` in property conversion: {}",
        dict.join(", "),
        ctx.op_name_str(st.name),
        ctx.attr_to_string(a)
    )
}

/// Looks up an attribute in an op being parsed.
pub fn state_prop(ctx: &Context, st: &OpState, name: &str) -> Option<Attribute> {
    let id = ctx.lookup_ident(name)?;
    st.props.iter().chain(st.attrs.iter()).find(|na| na.name == id).map(|na| na.value)
}

/// Sets (or replaces) a property of an op being parsed.
pub fn set_state_prop(ctx: &mut Context, st: &mut OpState, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    st.attrs.retain(|na| na.name != id);
    if let Some(na) = st.props.iter_mut().find(|na| na.name == id) {
        na.value = value;
    } else {
        st.props.push(affine_ir::context::NamedAttr { name: id, value });
    }
}

/// Removes an attribute (property or discardable) from a parse state.
pub fn remove_state_prop(ctx: &Context, st: &mut OpState, name: &str) {
    if let Some(id) = ctx.lookup_ident(name) {
        st.attrs.retain(|na| na.name != id);
        st.props.retain(|na| na.name != id);
    }
}

/// Opaque dialect attribute body (`arith.overflow<nsw>`), if `a` is one.
pub fn opaque_body(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Opaque(s) => Some(s.as_str()),
        _ => None,
    }
}

/// Structural checks shared by most ops, in MLIR's trait order:
/// regions, results, successors, operands.
pub struct Shape {
    /// Exact number of regions.
    pub regions: usize,
    /// Exact number of results (`None`: variadic).
    pub results: Option<usize>,
    /// Exact number of operands (`None`: variadic).
    pub operands: Option<usize>,
    /// Minimum number of operands when `operands` is `None`.
    pub min_operands: usize,
}

impl Shape {
    /// `n` operands, one result, no region.
    pub const fn fixed(operands: usize, results: usize) -> Self {
        Shape { regions: 0, results: Some(results), operands: Some(operands), min_operands: 0 }
    }
    /// Variadic operands (at least `min`), `results` results.
    pub const fn variadic(min: usize, results: usize) -> Self {
        Shape { regions: 0, results: Some(results), operands: None, min_operands: min }
    }
}

/// Checks the op's structure against `s` with MLIR's trait messages.
pub fn check_shape(ctx: &Context, op: OpId, s: &Shape) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let count = |n: Option<usize>, min: usize| match n {
        Some(n) => Arity::Exactly(n as u32),
        None if min > 0 => Arity::AtLeast(min as u32),
        None => Arity::Any,
    };
    let shape = OpShape {
        regions: Arity::Exactly(s.regions as u32),
        results: count(s.results, 0),
        successors: Arity::Exactly(0),
        operands: count(s.operands, s.min_operands),
    };
    match shape.violation(d.regions.len(), d.results.len(), d.successors.len(), d.operands.len()) {
        Some(msg) => Err(op_error(ctx, op, msg)),
        None => Ok(()),
    }
}

/// `operand #i must be DESC, but got 'T'` unless `ok`.
pub fn check_operand(
    ctx: &Context,
    op: OpId,
    i: usize,
    desc: &str,
    ok: impl Fn(&Context, Type) -> bool,
) -> Result<(), Diagnostic> {
    let v = ctx.ir.operands(op)[i];
    let t = ctx.ir.value_type(v);
    if ok(ctx, t) {
        Ok(())
    } else {
        Err(op_error(ctx, op, format!("operand #{i} must be {desc}, but got {}", q(ctx, t))))
    }
}

/// Like [`check_operand`] for a range of operands (ODS variadic operands
/// report the index of the operand in the op).
pub fn check_operands(
    ctx: &Context,
    op: OpId,
    range: std::ops::Range<usize>,
    desc: &str,
    ok: impl Fn(&Context, Type) -> bool,
) -> Result<(), Diagnostic> {
    for i in range {
        check_operand(ctx, op, i, desc, &ok)?;
    }
    Ok(())
}

/// `result #i must be DESC, but got 'T'` unless `ok`.
pub fn check_result(
    ctx: &Context,
    op: OpId,
    i: usize,
    desc: &str,
    ok: impl Fn(&Context, Type) -> bool,
) -> Result<(), Diagnostic> {
    let v = ctx.ir.results(op)[i];
    let t = ctx.ir.value_type(v);
    if ok(ctx, t) {
        Ok(())
    } else {
        Err(op_error(ctx, op, format!("result #{i} must be {desc}, but got {}", q(ctx, t))))
    }
}

/// `SameOperandsAndResultType`.
pub fn check_same_operands_and_result_type(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let mut all = d.operands.iter().chain(d.results.iter()).map(|&v| ctx.ir.value_type(v));
    if let Some(first) = all.next()
        && all.any(|t| t != first)
    {
        return Err(op_error(ctx, op, "requires the same type for all operands and results"));
    }
    Ok(())
}

/// `SameTypeOperands`.
pub fn check_same_type_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let mut all = d.operands.iter().map(|&v| ctx.ir.value_type(v));
    if let Some(first) = all.next()
        && all.any(|t| t != first)
    {
        return Err(op_error(ctx, op, "requires all operands to have the same type"));
    }
    Ok(())
}

/// Shape of a value for the `SameOperandsAndResultShape` trait: `None` for
/// unranked / scalar, else the dims.
fn shape_for_trait(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    shape_of(ctx, t)
}

/// `SameOperandsAndResultShape` (scalars and unranked types are compatible
/// with anything; `?` is compatible with any size).
pub fn check_same_operands_and_result_shape(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let types: Vec<Type> = d.operands.iter().chain(d.results.iter()).map(|&v| ctx.ir.value_type(v)).collect();
    // MLIR: all shaped or all not shaped; shapes compatible.
    let shaped: Vec<bool> = types.iter().map(|&t| is_shaped(ctx, t)).collect();
    let err = || op_error(ctx, op, "requires the same shape for all operands and results");
    if shaped.iter().any(|&s| s) && !shaped.iter().all(|&s| s) {
        return Err(err());
    }
    let shapes: Vec<Option<Vec<i64>>> = types.iter().map(|&t| shape_for_trait(ctx, t)).collect();
    for a in &shapes {
        for b in &shapes {
            if let (Some(a), Some(b)) = (a, b)
                && (a.len() != b.len()
                    || a.iter()
                        .zip(b)
                        .any(|(x, y)| *x != affine_ir::context::DYNAMIC && *y != affine_ir::context::DYNAMIC && x != y))
            {
                return Err(err());
            }
        }
    }
    Ok(())
}

/// Reads a `BoolAttr`-valued property.
pub fn bool_prop(ctx: &Context, op: OpId, name: &str) -> Option<bool> {
    prop(ctx, op, name).and_then(|a| match ctx.attr_data(a) {
        AttrData::Bool(b) => Some(*b),
        _ => None,
    })
}

/// Integer value of an attribute (integer or bool).
pub fn int_value(ctx: &Context, a: Attribute) -> Option<i128> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(*value),
        AttrData::Bool(b) => Some(*b as i128),
        _ => None,
    }
}

/// Test helpers shared by the dialect unit tests.
/// MLIR's `verifyInferredResultTypes` failure: the interface's error at the
/// op's location (without the op note), then `failed to infer returned types`.
pub fn inferred_type_mismatch(ctx: &Context, op: OpId, inferred: &str) -> Diagnostic {
    let results: Vec<String> = ctx.ir.results(op).iter().map(|&v| q(ctx, ctx.ir.value_type(v))).collect();
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let mut e = Diagnostic::error(
        ctx.ir.op(op).loc,
        format!(
            "'{name}' op inferred type(s) {inferred} are incompatible with return type(s) of operation {}",
            results.join(", ")
        ),
    );
    let failed = op_error(ctx, op, "failed to infer returned types");
    e.notes.push(Diagnostic { notes: Vec::new(), ..failed.clone() });
    e.notes.extend(failed.notes);
    e
}

#[cfg(test)]
pub(crate) mod testing {
    use affine_ir::context::Context;
    use affine_ir::diag::SourceMgr;
    use affine_ir::ir::OpId;
    use affine_ir::parser::{ParseOptions, parse_source};
    use affine_ir::printer::{PrintOptions, print_op};

    /// Parses and verifies `src` (unregistered ops allowed).
    pub(crate) fn parse(ctx: &mut Context, src: &str) -> Result<OpId, String> {
        ctx.allow_unregistered_dialect = true;
        let mut sm = SourceMgr::new();
        sm.add_buffer("t.mlir", src);
        let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
        let m = parse_source(ctx, src, "t.mlir", &opts).map_err(|d| d.render(ctx, &sm))?;
        affine_ir::verify::verify(ctx, m).map_err(|d| d.message.clone())?;
        Ok(m)
    }

    /// Parse + verify + print (custom form).
    pub(crate) fn roundtrip(src: &str) -> String {
        let mut ctx = crate::new_context();
        match parse(&mut ctx, src) {
            Ok(m) => print_op(&ctx, m, &PrintOptions::default()),
            Err(e) => panic!("unexpected error: {e}"),
        }
    }

    /// Parse + verify + print in generic form.
    pub(crate) fn roundtrip_generic(src: &str) -> String {
        let mut ctx = crate::new_context();
        match parse(&mut ctx, src) {
            Ok(m) => print_op(
                &ctx,
                m,
                &PrintOptions {
                    generic: true,
                    debug_info: false,
                    elide_elements_over: None,
                    ..PrintOptions::default()
                },
            ),
            Err(e) => panic!("unexpected error: {e}"),
        }
    }

    /// The first error message (parse or verify) of `src`.
    pub(crate) fn error(src: &str) -> String {
        let mut ctx = crate::new_context();
        match parse(&mut ctx, src) {
            Ok(_) => panic!("expected an error"),
            Err(e) => e,
        }
    }
}
