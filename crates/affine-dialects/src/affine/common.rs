//! Helpers shared by the affine op hooks: diagnostics worded like MLIR's
//! (`custom op '...'` parser errors, `'op' op ...` verifier errors, ODS
//! constraint messages), dim/symbol operand lists, implicit terminators.

use affine_ir::affine::{AffineMap, IntegerSet};
use affine_ir::context::{Attribute, Context, Ident, Location, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, traits};
use affine_ir::ir::{InsertPoint, OpId, OpState, RegionId, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

use super::names;

// ----------------------------------------------------------------------
// Parser side
// ----------------------------------------------------------------------

/// An error from a custom parser reported at the op name, worded as MLIR's
/// `parser.emitError(parser.getNameLoc(), msg)`: `custom op 'NAME' msg`.
pub(crate) fn custom_error(st: &OpState, name: &str, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::error(st.loc, format!("custom op '{name}' {}", msg.as_ref()))
}

/// Like [`custom_error`] but at byte offset `off` of the source.
pub(crate) fn custom_error_at(p: &mut OpParser, off: usize, name: &str, msg: impl AsRef<str>) -> Diagnostic {
    p.error_at(off, format!("custom op '{name}' {}", msg.as_ref()))
}

/// MLIR's `OpAsmParser::parseKeyword(kw, msg)`: the failure goes through the
/// custom-op diagnostic (`custom op 'NAME' expected 'kw'msg`).
pub(crate) fn parse_keyword(p: &mut OpParser, name: &str, kw: &str, msg: &str) -> PResult<()> {
    if p.parse_optional_keyword(kw) {
        return Ok(());
    }
    let off = p.offset();
    Err(custom_error_at(p, off, name, format!("expected '{kw}'{msg}")))
}

/// MLIR's `parseOperandList` with a `Paren` (or optional `Square`)
/// delimiter: `(%a, %b)`, with MLIR's ` in operand list` messages.
pub(crate) fn parse_operand_list_delimited(
    p: &mut OpParser,
    square: bool,
    optional: bool,
) -> PResult<Vec<UnresolvedOperand>> {
    let (open, close, o, c) =
        if square { (Tok::LSquare, Tok::RSquare, "[", "]") } else { (Tok::LParen, Tok::RParen, "(", ")") };
    if !p.at(open) {
        if optional {
            return Ok(Vec::new());
        }
        return Err(p.error(format!("expected '{o}' in operand list")));
    }
    p.consume();
    let mut v = Vec::new();
    if p.consume_if(close) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_operand()?);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    if !p.consume_if(close) {
        return Err(p.error(format!("expected '{c}' in operand list")));
    }
    Ok(v)
}

/// MLIR's `parseDimAndSymbolList`: `(dims)[symbols]`, resolved as `index`
/// into `out`. Returns the number of dims.
pub(crate) fn parse_dim_and_symbol_list(p: &mut OpParser, out: &mut Vec<ValueId>) -> PResult<usize> {
    let mut ops = parse_operand_list_delimited(p, false, false)?;
    let num_dims = ops.len();
    ops.extend(parse_operand_list_delimited(p, true, true)?);
    resolve_index(p, &ops, out)?;
    Ok(num_dims)
}

/// Resolves every operand as an `index` value, appending to `out`.
pub(crate) fn resolve_index(p: &mut OpParser, ops: &[UnresolvedOperand], out: &mut Vec<ValueId>) -> PResult<()> {
    let index = p.ctx.index_type();
    for u in ops {
        p.resolve_operand(u, index, out)?;
    }
    Ok(())
}

/// Parses an attribute that must be an affine map (MLIR's
/// `parseAttribute(AffineMapAttr &)`).
pub(crate) fn parse_affine_map_attr(p: &mut OpParser, name: &str) -> PResult<(Attribute, AffineMap)> {
    let off = p.offset();
    let a = p.parse_attribute()?;
    match p.ctx.attr_affine_map(a) {
        Some(m) => Ok((a, m)),
        None => Err(custom_error_at(p, off, name, "invalid kind of attribute specified")),
    }
}

/// Parses an attribute that must be an integer set.
pub(crate) fn parse_integer_set_attr(p: &mut OpParser, name: &str) -> PResult<(Attribute, IntegerSet)> {
    let off = p.offset();
    let a = p.parse_attribute()?;
    match p.ctx.attr_integer_set(a) {
        Some(s) => Ok((a, s)),
        None => Err(custom_error_at(p, off, name, "invalid kind of attribute specified")),
    }
}

/// Parses `: type` where the type must be a memref (MLIR's
/// `parseColonType(MemRefType &)`, which reports at the colon).
pub(crate) fn parse_colon_memref_type(p: &mut OpParser, name: &str) -> PResult<Type> {
    let off = p.offset();
    p.expect(Tok::Colon)?;
    let t = p.parse_type()?;
    if matches!(p.ctx.type_data(t), TypeData::MemRef { .. }) {
        return Ok(t);
    }
    let msg = crate::arith::types::type_kind_message(p.ctx, "builtin.memref", t);
    Err(custom_error_at(p, off, name, msg))
}

/// Parses a type that must be a vector (MLIR's `parseType(VectorType &)`).
pub(crate) fn parse_vector_type(p: &mut OpParser, name: &str) -> PResult<Type> {
    let off = p.offset();
    let t = p.parse_type()?;
    if matches!(p.ctx.type_data(t), TypeData::Vector { .. }) {
        return Ok(t);
    }
    let msg = crate::arith::types::type_kind_message(p.ctx, "builtin.vector", t);
    Err(custom_error_at(p, off, name, msg))
}

/// Adds the named property `name = value` to `st`.
pub(crate) fn add_prop(p: &mut OpParser, st: &mut OpState, name: &str, value: Attribute) {
    let id = p.ctx.ident(name);
    st.props.push(NamedAttr { name: id, value });
}

/// Adds the named discardable attribute `name = value` to `st`.
pub(crate) fn add_attr(p: &mut OpParser, st: &mut OpState, name: &str, value: Attribute) {
    let id = p.ctx.ident(name);
    st.attrs.push(NamedAttr { name: id, value });
}

/// MLIR's `ensureTerminator`: gives `region` a block if it has none and
/// appends an `affine.yield` (at `loc`) to its last block unless that block
/// already ends with a terminator.
pub(crate) fn ensure_terminator(ctx: &mut Context, region: RegionId, loc: Location) {
    let block = match ctx.ir.region(region).last {
        Some(b) => b,
        None => {
            let b = ctx.ir.new_block(&[]);
            ctx.ir.append_block(region, b);
            b
        }
    };
    if let Some(last) = ctx.ir.terminator(block)
        && ctx.op_has_trait(last, traits::TERMINATOR)
    {
        return;
    }
    let name = ctx.op_name(names::YIELD);
    ctx.ir.create_op_at(OpState::new(name, loc), InsertPoint::BlockEnd(block));
}

/// Integer `array<i32: ...>` property value.
pub(crate) fn i32_array(p: &mut OpParser, vals: &[usize]) -> Attribute {
    let v: Vec<i32> = vals.iter().map(|&x| i32::try_from(x).unwrap_or(i32::MAX)).collect();
    p.ctx.dense_i32_array_attr(&v)
}

// ----------------------------------------------------------------------
// Printer side
// ----------------------------------------------------------------------

/// MLIR's `printDimAndSymbolList`: `(dims)` then `[symbols]` if any.
pub(crate) fn print_dim_and_symbol_list(p: &mut OpPrinter, operands: &[ValueId], num_dims: usize) {
    let nd = num_dims.min(operands.len());
    p.write("(");
    p.print_operands(&operands[..nd]);
    p.write(")");
    if operands.len() > nd {
        p.write("[");
        p.print_operands(&operands[nd..]);
        p.write("]");
    }
}

/// Prints `expr` over SSA names: dims as `dims[i]`, symbols as
/// `symbol(syms[i])` (MLIR's `printAffineExprOfSSAIds`).
pub(crate) fn print_expr_of_ssa_ids(
    p: &mut OpPrinter,
    e: affine_ir::affine::AffineExpr,
    dims: &[ValueId],
    syms: &[ValueId],
) {
    let dn: Vec<String> = dims.iter().map(|&v| p.value_name(v)).collect();
    let sn: Vec<String> = syms.iter().map(|&v| p.value_name(v)).collect();
    let dr: Vec<&str> = dn.iter().map(String::as_str).collect();
    let sr: Vec<&str> = sn.iter().map(String::as_str).collect();
    let ctx = p.ctx;
    ctx.affine.write_expr_of_ssa_ids(p.out(), e, &dr, &sr);
}

// ----------------------------------------------------------------------
// Verifier side
// ----------------------------------------------------------------------

/// The op's name.
pub(crate) fn name_of(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.ir.op(op).name)
}

/// `'NAME' op msg` at the op's location with the `see current operation`
/// note (MLIR's `emitOpError`).
pub(crate) fn op_error(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    affine_ir::verify::op_error(ctx, op, msg.as_ref())
}

/// A plain error at the op's location with the `see current operation`
/// note (MLIR's `Operation::emitError`).
pub(crate) fn plain_error(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    let mut d = Diagnostic::error(ctx.ir.op(op).loc, msg);
    d.notes.push(affine_ir::verify::current_op_note(ctx, op));
    d
}

/// Verify result.
pub(crate) type VResult = Result<(), Diagnostic>;

/// Expected number of results / regions for the structural ODS traits.
#[derive(Clone, Copy)]
pub(crate) enum Count {
    /// Exactly `n`.
    Exactly(usize),
    /// Any number.
    Variadic,
}

/// The structural traits MLIR verifies first: region count
/// (`ZeroRegions`/`OneRegion`/`NRegions`), result count
/// (`ZeroResults`/`OneResult`), `ZeroSuccessors` and
/// `AtLeastNOperands`.
pub(crate) fn verify_structure(
    ctx: &Context,
    op: OpId,
    regions: usize,
    results: Count,
    min_operands: usize,
) -> VResult {
    let d = ctx.ir.op(op);
    let shape = affine_ir::dialect::OpShape {
        regions: Arity::Exactly(regions as u32),
        results: match results {
            Count::Exactly(n) => Arity::Exactly(n as u32),
            Count::Variadic => Arity::Any,
        },
        successors: Arity::Exactly(0),
        operands: if min_operands == 0 { Arity::Any } else { Arity::AtLeast(min_operands as u32) },
    };
    match shape.violation(d.regions.len(), d.results.len(), d.successors.len(), d.operands.len()) {
        Some(msg) => Err(op_error(ctx, op, msg)),
        None => Ok(()),
    }
}

/// The attribute `name` of `op`, or MLIR's `requires attribute 'name'`.
pub(crate) fn require_attr(ctx: &Context, op: OpId, name: &str) -> Result<Attribute, Diagnostic> {
    // Known names (`map`, `lowerBoundMap`, `step`, ...) without hashing.
    affine_ir::known::lookup(name)
        .or_else(|| ctx.lookup_ident(name))
        .and_then(|id| ctx.ir.attr(op, id))
        .ok_or_else(|| op_error(ctx, op, format!("requires attribute '{name}'")))
}

/// [`require_map`] of the `map` attribute (the affine accesses), by its
/// known identifier: no lookup of the name by string.
pub(crate) fn require_access_map(ctx: &Context, op: OpId) -> Result<AffineMap, Diagnostic> {
    let a = ctx.ir.attr(op, affine_ir::known::MAP).ok_or_else(|| op_error(ctx, op, "requires attribute 'map'"))?;
    ctx.attr_affine_map(a)
        .ok_or_else(|| op_error(ctx, op, "attribute 'map' failed to satisfy constraint: AffineMap attribute"))
}

/// [`require_map`] of a property with a known identifier (`id` is
/// `name`'s): no lookup of the name by string.
pub(crate) fn require_map_id(ctx: &Context, op: OpId, id: Ident, name: &str) -> Result<AffineMap, Diagnostic> {
    let a = ctx.ir.attr(op, id).ok_or_else(|| op_error(ctx, op, format!("requires attribute '{name}'")))?;
    ctx.attr_affine_map(a).ok_or_else(|| {
        op_error(ctx, op, format!("attribute '{name}' failed to satisfy constraint: AffineMap attribute"))
    })
}

/// The affine map attribute `name` of `op`, with MLIR's ODS messages.
pub(crate) fn require_map(ctx: &Context, op: OpId, name: &str) -> Result<AffineMap, Diagnostic> {
    let a = require_attr(ctx, op, name)?;
    ctx.attr_affine_map(a).ok_or_else(|| {
        op_error(ctx, op, format!("attribute '{name}' failed to satisfy constraint: AffineMap attribute"))
    })
}

/// The type of a value as MLIR prints it.
pub(crate) fn type_str(ctx: &Context, v: ValueId) -> String {
    ctx.type_to_string(ctx.ir.value_type(v))
}

/// ODS check that `values` (operand or result group starting at position
/// `first`) are all `index`: `operand #i must be [variadic of ]index, but
/// got 'T'`.
pub(crate) fn check_index_group(
    ctx: &Context,
    op: OpId,
    values: &[ValueId],
    first: usize,
    what: &str,
    variadic: bool,
) -> VResult {
    for (i, &v) in values.iter().enumerate() {
        if !ctx.is_index(ctx.ir.value_type(v)) {
            let kind = if variadic { "variadic of index" } else { "index" };
            return Err(op_error(
                ctx,
                op,
                format!("{what} #{} must be {kind}, but got '{}'", first + i, type_str(ctx, v)),
            ));
        }
    }
    Ok(())
}

/// ODS check that operand `i` is a memref (`AnyMemRef`).
pub(crate) fn check_memref_operand(ctx: &Context, op: OpId, i: usize) -> VResult {
    let v = ctx.ir.operands(op)[i];
    if matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::MemRef { .. }) {
        return Ok(());
    }
    Err(op_error(ctx, op, format!("operand #{i} must be memref of any type values, but got '{}'", type_str(ctx, v))))
}

/// ODS check that a value is a vector (`AnyVectorOfNonZeroRank`).
pub(crate) fn check_vector(ctx: &Context, op: OpId, v: ValueId, what: &str, i: usize) -> VResult {
    if matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::Vector { .. }) {
        return Ok(());
    }
    Err(op_error(ctx, op, format!("{what} #{i} must be vector of any type values, but got '{}'", type_str(ctx, v))))
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands
/// must be valid dims and the rest valid symbols in the op's affine scope.
pub(crate) fn verify_dims_and_symbols(ctx: &Context, op: OpId, operands: &[ValueId], num_dims: usize) -> VResult {
    // Most operands (induction variables, constants, `affine.apply`s of
    // them) are valid whatever the scope: the scope walk and the memoized
    // rules are only needed for the others.
    // Operands before the first one needing the scope are valid, so the
    // first invalid operand (the one reported) is at or after it.
    let Some(first) =
        operands.iter().enumerate().position(|(i, &v)| !super::scope::valid_in_any_scope(ctx, v, i < num_dims))
    else {
        return Ok(());
    };
    let scope = super::scope::affine_scope(ctx, op);
    match super::scope::first_invalid_dim_or_symbol(ctx, &operands[first..], num_dims.saturating_sub(first), scope) {
        None => Ok(()),
        Some(super::scope::InvalidOperand::Dim) => Err(op_error(ctx, op, "operand cannot be used as a dimension id")),
        Some(super::scope::InvalidOperand::Symbol) => Err(op_error(ctx, op, "operand cannot be used as a symbol")),
    }
}

/// The `SingleBlock` + `SingleBlockImplicitTerminator<affine.yield>` trait
/// checks: each non-empty region has one non-empty block ending with
/// `affine.yield`.
pub(crate) fn verify_single_block_yield(ctx: &Context, op: OpId) -> VResult {
    for (i, &r) in ctx.ir.regions(op).iter().enumerate() {
        let Some(first) = ctx.ir.entry_block(r) else {
            continue;
        };
        if ctx.ir.block(first).next.is_some() {
            return Err(op_error(ctx, op, format!("expects region #{i} to have 0 or 1 blocks")));
        }
        let Some(last) = ctx.ir.terminator(first) else {
            return Err(op_error(ctx, op, "expects a non-empty block"));
        };
        if !super::is_code(ctx, last, super::Code::Yield) {
            let n = name_of(ctx, last);
            let loc = ctx.ir.op(op).loc;
            return Err(op_error(ctx, op, format!("expects regions to end with '{}', found '{n}'", names::YIELD))
                .with_note(
                    loc,
                    format!("in custom textual format, the absence of terminator implies '{}'", names::YIELD),
                ));
        }
    }
    Ok(())
}

/// The `operandSegmentSizes` check of `AttrSizedOperandSegments` for `n`
/// segments. A missing property counts as all-zero sizes (the default of
/// the property storage, as upstream).
pub(crate) fn verify_segments(ctx: &Context, op: OpId, n: usize) -> Result<smallvec::SmallVec<[usize; 4]>, Diagnostic> {
    // Read the sizes in place (this runs for every `affine.for` in every
    // verification): no vector of the attribute's values is built.
    let sizes: smallvec::SmallVec<[usize; 4]> = match ctx.ir.attr(op, affine_ir::known::OPERAND_SEGMENT_SIZES) {
        None => smallvec::smallvec![0; n],
        Some(a) => match ctx.attr_data(a) {
            affine_ir::context::AttrData::DenseArray { values, .. } if values.len() == n => values
                .iter()
                .map(|&v| ctx.attr_int(v).and_then(|x| usize::try_from(x as i64).ok()))
                .collect::<Option<smallvec::SmallVec<[usize; 4]>>>(),
            _ => None,
        }
        .ok_or_else(|| {
            op_error(
                ctx,
                op,
                format!("'operandSegmentSizes' attribute for specifying operand segments must have {n} elements"),
            )
        })?,
    };
    let total: usize = sizes.iter().sum();
    let count = ctx.ir.operands(op).len();
    if total != count {
        return Err(op_error(
            ctx,
            op,
            format!(
                "operand count ({count}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
            ),
        ));
    }
    Ok(sizes)
}

/// Normalization hook helper: materializes a missing
/// `operandSegmentSizes` property as `n` zero sizes (the default value of
/// the property storage, which `mlir-opt` prints in the generic form).
pub(crate) fn default_segment_sizes(ctx: &mut Context, st: &mut OpState, n: usize) {
    let id = ctx.ident("operandSegmentSizes");
    if st.props.iter().all(|na| na.name != id) {
        let zeros = vec![0i32; n];
        let value = ctx.dense_i32_array_attr(&zeros);
        st.props.push(NamedAttr { name: id, value });
    }
}

/// Storage kind of an inherent attribute, checked when the op is parsed.
#[derive(Clone, Copy)]
pub(crate) enum AttrKind {
    /// `AffineMapAttr`.
    Map,
    /// `IntegerSetAttr`.
    Set,
    /// `IntegerAttr`.
    Int,
    /// `BoolAttr`.
    Bool,
    /// `ArrayAttr`.
    Array,
    /// `DenseIntElementsAttr`.
    Elements,
    /// `DenseI64ArrayAttr`.
    DenseArray,
}

/// Checks the storage kind of the inherent attributes present in `st`;
/// `attrs` lists (name, kind, ODS constraint description). A mismatch is
/// reported at the op without the `see current operation` note, as
/// `mlir-opt` does for inherent attributes given in the attribute
/// dictionary of the generic form (checked while parsing).
pub(crate) fn check_attr_kinds(
    ctx: &Context,
    st: &OpState,
    op: &str,
    attrs: &[(&str, AttrKind, &str)],
) -> Result<(), String> {
    use affine_ir::context::AttrData;
    for &(name, kind, desc) in attrs {
        let Some(id) = ctx.lookup_ident(name) else { continue };
        let Some(na) = st.props.iter().find(|na| na.name == id) else { continue };
        let d = ctx.attr_data(na.value);
        let ok = match kind {
            AttrKind::Map => matches!(d, AttrData::AffineMap(_)),
            AttrKind::Set => matches!(d, AttrData::IntegerSet(_)),
            AttrKind::Int => matches!(d, AttrData::Integer { .. }),
            AttrKind::Bool => matches!(d, AttrData::Bool(_)),
            AttrKind::Array => matches!(d, AttrData::Array(_)),
            AttrKind::Elements => matches!(d, AttrData::DenseElements { .. }),
            AttrKind::DenseArray => matches!(d, AttrData::DenseArray { .. }),
        };
        if !ok {
            return Err(format!("'{op}' op attribute '{name}' failed to satisfy constraint: {desc}"));
        }
    }
    Ok(())
}

/// ODS description of `AffineMapAttr`.
pub(crate) const MAP_DESC: &str = "AffineMap attribute";
