//! `affine.delinearize_index` and `affine.linearize_index`.
//!
//! ```mlir
//! %q:3 = affine.delinearize_index %x into (%b, 8, 8) : index, index, index
//! %l = affine.linearize_index disjoint [%i, %j] by (4, %n) : index
//! ```
//!
//! The basis is a mixed static/dynamic list (MLIR's `DynamicIndexList`):
//! static entries go to the `static_basis` property, SSA values are operands
//! and marked with `ShapedType::kDynamic` (`i64::MIN`) in `static_basis`.

use affine_ir::context::{AttrData, Context, DYNAMIC};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

use super::common::{
    Count, VResult, add_prop, check_index_group, custom_error, custom_error_at, i32_array, op_error, parse_keyword,
    require_attr, resolve_index, verify_segments, verify_structure,
};
use super::names;

const DELIN_ELIDED: &[&str] = &["static_basis"];
const LIN_ELIDED: &[&str] = &["disjoint", "operandSegmentSizes", "static_basis"];
/// The property of `affine.delinearize_index`.
const DELIN_PROPS: &[PropDecl] = &[PropDecl::new("static_basis", PropKind::DenseI64Array)];
/// The properties of `affine.linearize_index`; `disjoint` is a native
/// `bool` (`UnitProp`: a unit or bool attribute, kept discardable when
/// written in the attribute dictionary), which the normalize hook defaults
/// and spells.
const LIN_PROPS: &[PropDecl] = &[
    PropDecl::new("disjoint", PropKind::UnitProp),
    PropDecl::new("static_basis", PropKind::DenseI64Array),
    PropDecl::new("operandSegmentSizes", PropKind::Segments(2)),
];

/// Registers the two index ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_delinearize),
        print: Some(print_delinearize),
        verify: Some(verify_delinearize),
        normalize: Some(normalize_delinearize),
        traits: traits::PURE,
        inherent_attrs: DELIN_ELIDED,
        props: DELIN_PROPS,
        ..OpDef::new(names::DELINEARIZE_INDEX)
    });
    reg.add(OpDef {
        parse: Some(parse_linearize),
        print: Some(print_linearize),
        verify: Some(verify_linearize),
        normalize: Some(normalize_linearize),
        traits: traits::PURE,
        inherent_attrs: LIN_ELIDED,
        props: LIN_PROPS,
        shape: Some(OpShape::variadic(0, 1)),
        ..OpDef::new(names::LINEARIZE_INDEX)
    });
}

/// `( (%v | int) , ... )` (MLIR's `parseDynamicIndexList` with parens).
/// On failure MLIR reports the first error and then `expected SSA value or
/// integer` at the op name; the second error is attached as an
/// error-severity note so both are rendered.
pub(crate) fn parse_dynamic_index_list(
    p: &mut OpParser,
    st: &OpState,
    name: &str,
) -> PResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    let r = parse_dynamic_index_list_impl(p, name);
    // MLIR drops the parser's diagnostics while a lexer error token is
    // current (the lexer has reported it).
    let lexer_error = p.at(Tok::Error);
    r.map_err(|first| {
        if let (Some(d), true) = (&first, lexer_error) {
            return d.clone();
        }
        let mut second = custom_error(st, name, "expected SSA value or integer");
        second.notes.clear();
        match first {
            Some(mut d) => {
                d.notes.push(second);
                d
            }
            None => second,
        }
    })
}

/// The list itself; `Err(None)` is a failure MLIR reports no message of
/// its own for (a scalable `[` entry without its `]`).
fn parse_dynamic_index_list_impl(
    p: &mut OpParser,
    name: &str,
) -> Result<(Vec<UnresolvedOperand>, Vec<i64>), Option<Diagnostic>> {
    p.expect_msg(Tok::LParen, "expected '(' in dynamic index list")?;
    let mut values = Vec::new();
    let mut statics = Vec::new();
    if p.consume_if(Tok::RParen) {
        return Ok((values, statics));
    }
    loop {
        // MLIR's `parseDynamicIndexList`: an optional operand, then an
        // optional `[` marking a scalable entry (dropped here: the basis
        // has no scalable flags), then the integer if there was no operand.
        let operand = p.parse_optional_operand()?;
        let scalable = p.consume_if(Tok::LSquare);
        if let Some(u) = operand {
            values.push(u);
            statics.push(DYNAMIC);
        } else {
            let off = p.offset();
            match p.parse_optional_integer()? {
                Some(v) => statics.push(v),
                None => return Err(Some(custom_error_at(p, off, name, "expected integer value"))),
            }
        }
        if scalable && !p.consume_if(Tok::RSquare) {
            return Err(None);
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect_msg(Tok::RParen, "expected ')' in dynamic index list")?;
    Ok((values, statics))
}

/// Prints `(2, %b, 3)` from the static basis and the dynamic operands.
fn print_dynamic_index_list(p: &mut OpPrinter, statics: &[i64], dynamic: &[ValueId]) {
    p.write("(");
    let mut dyn_iter = dynamic.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if s == DYNAMIC {
            match dyn_iter.next() {
                Some(&v) => p.print_operand(v),
                None => p.write("<<missing>>"),
            }
        } else {
            p.write(&s.to_string());
        }
    }
    p.write(")");
}

fn static_basis(ctx: &Context, op: OpId) -> Vec<i64> {
    ctx.lookup_ident("static_basis")
        .and_then(|id| ctx.ir.attr(op, id))
        .and_then(|a| ctx.attr_dense_i64s(a))
        .unwrap_or_default()
}

/// `%x into (basis) attr-dict : type, type, ...`.
fn parse_delinearize(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let x = p.parse_operand()?;
    parse_keyword(p, names::DELINEARIZE_INDEX, "into", "")?;
    let (dynamic, statics) = parse_dynamic_index_list(p, st, names::DELINEARIZE_INDEX)?;
    let sb = p.ctx.dense_i64_array_attr(&statics);
    add_prop(p, st, "static_basis", sb);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types = p.parse_colon_type_list()?;
    let index = p.ctx.index_type();
    p.resolve_operand(&x, index, &mut st.operands)?;
    resolve_index(p, &dynamic, &mut st.operands)
}

fn print_delinearize(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    let Some((&x, dynamic)) = ops.split_first() else {
        return;
    };
    p.write(" ");
    p.print_operand(x);
    p.write(" into ");
    print_dynamic_index_list(p, &static_basis(ctx, op), dynamic);
    p.print_optional_attr_dict(op, DELIN_ELIDED);
    p.write(" : ");
    let tys: Vec<_> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    p.print_types(&tys);
}

/// Checks that the `static_basis` property is an `array<i64: ...>`.
fn require_static_basis(ctx: &Context, op: OpId) -> Result<Vec<i64>, affine_ir::diag::Diagnostic> {
    let a = require_attr(ctx, op, "static_basis")?;
    match ctx.attr_data(a) {
        AttrData::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(64) => {
            Ok(ctx.attr_dense_i64s(a).unwrap_or_default())
        }
        _ => Err(op_error(ctx, op, "attribute 'static_basis' failed to satisfy constraint: i64 dense array attribute")),
    }
}

/// Dynamic entries of the basis must match the dynamic operands.
fn verify_dynamic_markers(ctx: &Context, op: OpId, statics: &[i64], dynamic: usize) -> VResult {
    if statics.iter().filter(|&&s| s == DYNAMIC).count() != dynamic {
        return Err(op_error(
            ctx,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

fn verify_delinearize(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Variadic, 1)?;
    let statics = require_static_basis(ctx, op)?;
    let ops = ctx.ir.operands(op);
    check_index_group(ctx, op, &ops[..1], 0, "operand", false)?;
    check_index_group(ctx, op, &ops[1..], 1, "operand", true)?;
    check_index_group(ctx, op, ctx.ir.results(op), 0, "result", true)?;
    let nres = ctx.ir.results(op).len();
    if nres != statics.len() && nres != statics.len() + 1 {
        return Err(op_error(ctx, op, "should return an index for each basis element and up to one extra index"));
    }
    verify_dynamic_markers(ctx, op, &statics, ops.len() - 1)?;
    if statics.iter().any(|&s| s != DYNAMIC && s <= 0) {
        return Err(op_error(ctx, op, "no basis element may be statically non-positive"));
    }
    Ok(())
}

/// `[disjoint] [%i, ...] by (basis) attr-dict : index`.
fn parse_linearize(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let disjoint = p.parse_optional_keyword("disjoint");
    let d = if disjoint { p.ctx.unit_attr() } else { p.ctx.bool_attr(false) };
    add_prop(p, st, "disjoint", d);
    p.expect(Tok::LSquare)?;
    let multi = if p.at(Tok::RSquare) { Vec::new() } else { p.parse_operand_list()? };
    p.expect(Tok::RSquare)?;
    parse_keyword(p, names::LINEARIZE_INDEX, "by", "")?;
    let (dynamic, statics) = parse_dynamic_index_list(p, st, names::LINEARIZE_INDEX)?;
    let sb = p.ctx.dense_i64_array_attr(&statics);
    add_prop(p, st, "static_basis", sb);
    let seg = i32_array(p, &[multi.len(), dynamic.len()]);
    add_prop(p, st, "operandSegmentSizes", seg);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    // `type($linear_index)` of an `Index` result: any other type is the
    // custom type parser's error at the type.
    p.expect(Tok::Colon)?;
    let toff = p.offset();
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_data(t), affine_ir::context::TypeData::Index) {
        let msg = crate::arith::types::type_kind_message(p.ctx, "builtin.index", t);
        return Err(custom_error_at(p, toff, names::LINEARIZE_INDEX, msg));
    }
    st.result_types.push(t);
    resolve_index(p, &multi, &mut st.operands)?;
    resolve_index(p, &dynamic, &mut st.operands)
}

fn print_linearize(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(v) = super::views::AffineIndexOpView::get(ctx, op) else {
        return;
    };
    p.write(if v.disjoint { " disjoint [" } else { " [" });
    p.print_operands(v.multi_index);
    p.write("] by ");
    let ops = ctx.ir.operands(op);
    print_dynamic_index_list(p, &static_basis(ctx, op), &ops[v.multi_index.len()..]);
    // `disjoint` is a native property: a discardable one prints.
    crate::props::print_attr_dict_with_native(p, op, &["operandSegmentSizes", "static_basis"], &["disjoint"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v.linear_index));
}

/// Parse-time check of the `static_basis` property kind.
fn check_basis_kind(ctx: &Context, st: &OpState, op: &str) -> Result<(), String> {
    use super::common::{AttrKind, check_attr_kinds};
    check_attr_kinds(ctx, st, op, &[("static_basis", AttrKind::DenseArray, "i64 dense array attribute")])
}

/// Parse-time checks of `affine.delinearize_index` properties.
fn normalize_delinearize(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    check_basis_kind(ctx, st, names::DELINEARIZE_INDEX)
}

/// Default-valued properties of `affine.linearize_index`: `disjoint`
/// (false, printed `disjoint = false` in the generic form; `true` prints as
/// the unit `disjoint`) and `operandSegmentSizes`.
fn normalize_linearize(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    check_basis_kind(ctx, st, names::LINEARIZE_INDEX)?;
    super::common::default_segment_sizes(ctx, st, 2);
    let id = ctx.ident("disjoint");
    let unit = ctx.unit_attr();
    let fals = ctx.bool_attr(false);
    match st.props.iter_mut().find(|na| na.name == id) {
        Some(na) => {
            if matches!(ctx.attr_data(na.value), AttrData::Bool(true)) {
                na.value = unit;
            }
        }
        None => st.props.push(affine_ir::context::NamedAttr { name: id, value: fals }),
    }
    Ok(())
}

fn verify_linearize(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Exactly(1), 0)?;
    let statics = require_static_basis(ctx, op)?;
    let seg = verify_segments(ctx, op, 2)?;
    let ops = ctx.ir.operands(op);
    let nmulti = seg[0].min(ops.len());
    check_index_group(ctx, op, ops, 0, "operand", true)?;
    check_index_group(ctx, op, ctx.ir.results(op), 0, "result", false)?;
    if nmulti != statics.len() && nmulti != statics.len() + 1 {
        return Err(op_error(ctx, op, "should be passed a basis element for each index except possibly the first"));
    }
    verify_dynamic_markers(ctx, op, &statics, ops.len() - nmulti)
}
