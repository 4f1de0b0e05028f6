//! The `builtin` dialect: `builtin.module` (and `builtin.unrealized_conversion_cast`).

use crate::context::AttrData;
use crate::dialect::{OpDef, Registry, traits};
use crate::ir::{OpId, OpState};
use crate::lexer::Tok;
use crate::parser::{OpParser, PResult};
use crate::printer::OpPrinter;

/// Registers the builtin ops.
pub fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_module),
        print: Some(print_module),
        verify_invariants: Some(verify_module_counts),
        verify: Some(verify_module),
        traits: traits::ISOLATED_FROM_ABOVE
            | traits::NO_TERMINATOR
            | traits::SINGLE_BLOCK
            | traits::SYMBOL_TABLE
            | traits::AFFINE_SCOPE,
        inherent_attrs: &["sym_name", "sym_visibility"],
        default_dialect: "builtin",
        ..OpDef::new("builtin.module")
    });
    reg.add(OpDef {
        parse: Some(parse_unrealized_cast),
        print: Some(print_unrealized_cast),
        verify_invariants: Some(verify_cast_counts),
        traits: traits::PURE,
        ..OpDef::new("builtin.unrealized_conversion_cast")
    });
}

fn parse_module(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.at(Tok::AtIdent) {
        let n = p.parse_symbol_name()?;
        let id = p.ctx.ident("sym_name");
        let v = p.ctx.string_attr(&n);
        st.props.push(crate::context::NamedAttr { name: id, value: v });
    }
    let dict_at = p.offset();
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    // The generated parser's `verifyInherentAttrs`: the symbol's own
    // attributes written in the dictionary must be strings, reported at
    // the dictionary.
    for key in ["sym_name", "sym_visibility"] {
        let bad = st
            .attrs
            .iter()
            .any(|na| p.ctx.ident_str(na.name) == key && !matches!(p.ctx.attr_data(na.value), AttrData::String { .. }));
        if bad {
            let msg = format!(
                "custom op 'builtin.module' 'builtin.module' op attribute '{key}' failed to satisfy constraint: string attribute"
            );
            return Err(p.error_at(dict_at, msg));
        }
    }
    let r = p.parse_module_body()?;
    st.regions.push(r);
    Ok(())
}

fn print_module(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let name = ctx.ir.attr(op, crate::known::SYM_NAME);
    if let Some(a) = name
        && let AttrData::String { value, .. } = ctx.attr_data(a)
    {
        p.write(" ");
        p.print_symbol_name(value);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.write(" ");
    let r = ctx.ir.regions(op)[0];
    p.print_region(r, false, false);
}

/// `builtin.module`'s count traits in ODS order (`OneRegion`,
/// `ZeroResults`, `ZeroOperands`), before anything else is checked.
fn verify_module_counts(ctx: &crate::context::Context, op: OpId) -> Result<(), crate::diag::Diagnostic> {
    let d = ctx.ir.op(op);
    let msg = if d.regions.len() != 1 {
        "requires one region"
    } else if !d.results.is_empty() {
        "requires zero results"
    } else if !d.operands.is_empty() {
        "requires zero operands"
    } else {
        return Ok(());
    };
    Err(crate::verify::op_error(ctx, op, msg))
}

/// `builtin.unrealized_conversion_cast`'s `ZeroRegions`, then its
/// `CastOpInterface` (at least one result).
fn verify_cast_counts(ctx: &crate::context::Context, op: OpId) -> Result<(), crate::diag::Diagnostic> {
    if !ctx.ir.regions(op).is_empty() {
        return Err(crate::verify::op_error(ctx, op, "requires zero regions"));
    }
    if ctx.ir.results(op).is_empty() {
        return Err(crate::verify::op_error(ctx, op, "expected at least one result for cast operation"));
    }
    Ok(())
}

fn verify_module(ctx: &crate::context::Context, op: OpId) -> Result<(), crate::diag::Diagnostic> {
    // A named module's visibility is checked with every symbol's, before
    // this verifier (crate::verify).
    // Only dialect attributes (a dotted name) and the symbol's own may sit
    // on a module; MLIR reports the first other one in name order.
    let stray = ctx
        .ir
        .op(op)
        .attrs
        .iter()
        .map(|na| ctx.ident_str(na.name))
        .filter(|name| !name.contains('.') && *name != "sym_name" && *name != "sym_visibility")
        .min();
    if let Some(name) = stray {
        let msg = format!("can only contain attributes with dialect-prefixed names, found: '{name}'");
        return Err(crate::verify::op_error(ctx, op, &msg));
    }
    Ok(())
}

/// `($inputs^ : type($inputs))? to type($outputs) attr-dict`, read as
/// MLIR's generated parser reads it: the operands are resolved last, and
/// its errors carry the `custom op` prefix.
fn parse_unrealized_cast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let custom_error = |p: &mut OpParser, st: &OpState, off: usize, msg: String| {
        let name = p.ctx.op_name_str(st.name).to_string();
        p.error_at(off, format!("custom op '{name}' {msg}"))
    };
    let inputs_at = p.offset();
    let inputs = p.parse_operand_list()?;
    let types = if inputs.is_empty() { Vec::new() } else { p.parse_colon_type_list()? };
    if !p.parse_optional_keyword("to") {
        let at = p.offset();
        return Err(custom_error(p, st, at, "expected 'to'".into()));
    }
    st.result_types = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if types.len() != inputs.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            inputs.len(),
            types.len()
        );
        return Err(custom_error(p, st, inputs_at, msg));
    }
    p.resolve_operands(&inputs, &types, &mut st.operands)
}

fn print_unrealized_cast(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let inputs = ctx.ir.operands(op).to_vec();
    if !inputs.is_empty() {
        p.write(" ");
        p.print_operands(&inputs);
        p.write(" : ");
        let types: Vec<_> = inputs.iter().map(|&v| ctx.ir.value_type(v)).collect();
        p.print_types(&types);
    }
    p.write(" to ");
    let results: Vec<_> = ctx.ir.results(op).iter().map(|&v| ctx.ir.value_type(v)).collect();
    p.print_types(&results);
    p.print_optional_attr_dict(op, &[]);
}
