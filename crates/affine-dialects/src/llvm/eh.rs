//! Exception handling and block addresses: `llvm.landingpad`,
//! `llvm.resume`, `llvm.invoke` (parsed and printed with `llvm.call`'s
//! code in [`super::symbols`]), `llvm.blocktag` and `llvm.blockaddress`,
//! with mlir-opt 22's custom syntax and verifiers. None of them declares
//! memory effects (MLIR's ops do not): analyses treat them as touching
//! anything, as they do `llvm.call`. `llvm.blockaddress` is a pure
//! constant (canonicalization hoists and merges it). `llvm.invoke`'s
//! forwarded operands are read and updated by [`super::branch`], as the
//! other branches'.

use super::attrs::{BLOCKADDRESS, BLOCKTAG, blocktag_id, parse_blockaddress_operand, parse_blocktag_operand};
use super::branch::check_compatible_operands;
use super::types::{is_compatible_type, ptr_address_space};
use crate::arith::types::{op_error, plain_error, prop, set_state_prop};
use affine_ir::context::{AttrData, Context, Type};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// `#llvm.cconv<ccc>`, the default calling convention.
fn cconv_default(ctx: &mut Context) -> affine_ir::context::Attribute {
    super::attrs::CCONV.attr(ctx, 0)
}

/// The properties of `llvm.invoke` (MLIR 22's `LLVM_InvokeOp`).
const INVOKE_PROPS: &[PropDecl] = &[
    PropDecl::with_default("CConv", PropKind::Dialect("llvm.cconv"), cconv_default),
    PropDecl::new("arg_attrs", PropKind::Array),
    PropDecl::new("branch_weights", PropKind::DenseI32Array),
    PropDecl::new("callee", PropKind::FlatSymbolRef),
    PropDecl::req("op_bundle_sizes", PropKind::DenseI32Array),
    PropDecl::new("op_bundle_tags", PropKind::Array),
    PropDecl::new("operandSegmentSizes", PropKind::Segments(4)),
    PropDecl::new("res_attrs", PropKind::Array),
    PropDecl::new("var_callee_type", PropKind::Type),
];

/// `llvm.landingpad`'s `cleanup`.
const LANDINGPAD_PROPS: &[PropDecl] = &[PropDecl::new("cleanup", PropKind::Unit)];
/// `llvm.blocktag`'s `tag`.
const BLOCKTAG_PROPS: &[PropDecl] = &[PropDecl::req("tag", PropKind::Dialect(BLOCKTAG)).unsummarized()];
/// `llvm.blockaddress`'s `block_addr`.
const BLOCKADDRESS_PROPS: &[PropDecl] = &[PropDecl::req("block_addr", PropKind::Dialect(BLOCKADDRESS))];

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_landingpad),
        print: Some(print_landingpad),
        verify_invariants: Some(verify_landingpad_invariants),
        verify: Some(verify_landingpad),
        props: LANDINGPAD_PROPS,
        ..OpDef::new("llvm.landingpad")
    });
    reg.add(OpDef {
        parse: Some(parse_resume),
        print: Some(print_resume),
        verify_invariants: Some(verify_resume),
        traits: traits::TERMINATOR,
        ..OpDef::new("llvm.resume")
    });
    reg.add(OpDef {
        parse: Some(super::symbols::parse_invoke),
        print: Some(super::symbols::print_invoke),
        verify_structure: Some(invoke_structure),
        verify_invariants: Some(verify_invoke_invariants),
        verify: Some(verify_invoke),
        traits: traits::TERMINATOR,
        props: INVOKE_PROPS,
        successor_operands: Some(super::branch::successor_range),
        erase_successor_operand: Some(super::branch::erase_successor_operand),
        append_successor_operands: Some(super::branch::append_successor_operands),
        ..OpDef::new("llvm.invoke")
    });
    reg.add(OpDef {
        parse: Some(parse_blocktag),
        print: Some(print_blocktag),
        verify: Some(verify_blocktag),
        props: BLOCKTAG_PROPS,
        ..OpDef::new("llvm.blocktag")
    });
    reg.add(OpDef {
        parse: Some(parse_blockaddress),
        print: Some(print_blockaddress),
        verify_invariants: Some(verify_blockaddress),
        verify_symbol_uses: Some(verify_blockaddress_symbol_uses),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        constant_value: Some(|ctx, op| prop(ctx, op, "block_addr")),
        props: BLOCKADDRESS_PROPS,
        ..OpDef::new("llvm.blockaddress")
    });
}

// ----------------------------------------------------------------------
// llvm.landingpad
// ----------------------------------------------------------------------

/// `cleanup? ((catch | filter) %v : type)* : type` (no attribute
/// dictionary: MLIR's parser reads none, though its printer writes one).
fn parse_landingpad(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("cleanup") {
        let u = p.ctx.attr(AttrData::Unit);
        set_state_prop(p.ctx, st, "cleanup", u);
    }
    while p.consume_if(Tok::LParen) {
        if !p.parse_optional_keyword("filter") && !p.parse_optional_keyword("catch") {
            break;
        }
        let u = p.parse_operand()?;
        p.expect(Tok::Colon)?;
        let t = p.parse_type()?;
        p.resolve_operand(&u, t, &mut st.operands)?;
        p.expect(Tok::RParen)?;
    }
    p.expect(Tok::Colon)?;
    let t = p.parse_type()?;
    st.result_types = vec![t];
    Ok(())
}

/// True for a filter clause (an array-typed operand).
fn is_filter(ctx: &Context, t: Type) -> bool {
    super::types::array_parts(ctx, t).is_some()
}

fn print_landingpad(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(if prop(ctx, op, "cleanup").is_some() { " cleanup " } else { " " });
    for &v in ctx.ir.operands(op) {
        let t = ctx.ir.value_type(v);
        p.write(if is_filter(ctx, t) { "(filter " } else { "(catch " });
        p.print_operand(v);
        p.write(" : ");
        p.print_type(t);
        p.write(") ");
    }
    p.print_optional_attr_dict(op, &["cleanup"]);
    p.write(": ");
    if let Some(&r) = ctx.ir.results(op).first() {
        p.print_type(ctx.ir.value_type(r));
    }
}

/// ODS: LLVM-compatible clause operands and one LLVM-compatible result.
fn verify_landingpad_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_compatible_operands(ctx, op, 0..ctx.ir.operands(op).len())?;
    let results = ctx.ir.results(op);
    if results.len() != 1 {
        return Err(op_error(ctx, op, format!("requires one result but found {}", results.len())));
    }
    let t = ctx.ir.value_type(results[0]);
    if !is_compatible_type(ctx, t) {
        let msg = format!("result #0 must be LLVM dialect-compatible type, but got '{}'", ctx.type_to_string(t));
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// The nearest enclosing `llvm.func` of `op`.
fn enclosing_func(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.ir.parent_op(op);
    while let Some(o) = cur {
        if ctx.op_name_str(ctx.ir.op(o).name) == "llvm.func" {
            return Some(o);
        }
        cur = ctx.ir.parent_op(o);
    }
    None
}

/// MLIR's `LandingpadOp::verify`: the enclosing function has a
/// personality, there is a clause or `cleanup`, and every catch clause is
/// a known constant (`llvm.mlir.zero`, `llvm.mlir.addressof`, or a bitcast
/// of an `addressof`); filter clauses are not checked.
fn verify_landingpad(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if let Some(f) = enclosing_func(ctx, op)
        && prop(ctx, f, "personality").is_none()
    {
        return Err(plain_error(ctx, op, "llvm.landingpad needs to be in a function with a personality"));
    }
    let operands = ctx.ir.operands(op);
    if prop(ctx, op, "cleanup").is_none() && operands.is_empty() {
        return Err(plain_error(ctx, op, "landingpad instruction expects at least one clause or cleanup attribute"));
    }
    let def_name = |v: ValueId| ctx.ir.defining_op(v).map(|d| (d, ctx.op_name_str(ctx.ir.op(d).name)));
    for (i, &v) in operands.iter().enumerate() {
        if is_filter(ctx, ctx.ir.value_type(v)) {
            continue;
        }
        match def_name(v) {
            Some((bc, "llvm.bitcast")) => {
                let arg = ctx.ir.operands(bc).first().copied();
                if arg.and_then(def_name).is_some_and(|(_, n)| n == "llvm.mlir.addressof") {
                    continue;
                }
                let d = plain_error(ctx, op, "constant clauses expected").with_note(
                    ctx.ir.op(bc).loc,
                    "global addresses expected as operand to bitcast used in clauses for landingpad",
                );
                return Err(d);
            }
            Some((_, "llvm.mlir.zero" | "llvm.mlir.addressof")) => {}
            _ => {
                let msg = format!("clause #{i} is not a known constant - null, addressof, bitcast");
                return Err(plain_error(ctx, op, msg));
            }
        }
    }
    Ok(())
}

/// Part of MLIR's `LLVMFuncOp::verify`: every `llvm.landingpad` result and
/// `llvm.resume` operand of the function (nested ops included, in walk
/// order) has the type of the first of them.
pub(super) fn verify_eh_types(ctx: &Context, func: OpId) -> Result<(), Diagnostic> {
    let mut seen: Option<Type> = None;
    let mut bad: Option<&str> = None;
    ctx.ir.walk_pre(func, &mut |o| {
        if bad.is_some() || o == func {
            return;
        }
        let (t, msg) = match ctx.op_name_str(ctx.ir.op(o).name) {
            "llvm.landingpad" => (
                ctx.ir.results(o).first().map(|&r| ctx.ir.value_type(r)),
                "'llvm.landingpad' should have a consistent result type inside a function",
            ),
            "llvm.resume" => (
                ctx.ir.operands(o).first().map(|&v| ctx.ir.value_type(v)),
                "'llvm.resume' should have a consistent input type inside a function",
            ),
            _ => return,
        };
        let Some(t) = t else { return };
        match seen {
            None => seen = Some(t),
            Some(s) if s != t => bad = Some(msg),
            Some(_) => {}
        }
    });
    match bad {
        Some(msg) => Err(plain_error(ctx, func, msg)),
        None => Ok(()),
    }
}

// ----------------------------------------------------------------------
// llvm.resume
// ----------------------------------------------------------------------

/// `%v attr-dict : type`.
fn parse_resume(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    let dict = super::parse_format_dict(p, st)?;
    p.expect(Tok::Colon)?;
    let t = p.parse_type()?;
    p.resolve_operand(&u, t, &mut st.operands)?;
    super::finish_dict(p, st, dict)
}

fn print_resume(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(&v) = ctx.ir.operands(op).first() else { return };
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v));
}

/// ODS: one LLVM-compatible operand, no results.
fn verify_resume(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.ir.operands(op);
    if operands.len() != 1 {
        return Err(op_error(ctx, op, format!("expected 1 operands, but found {}", operands.len())));
    }
    if !ctx.ir.results(op).is_empty() {
        return Err(op_error(ctx, op, "requires zero results"));
    }
    let t = ctx.ir.value_type(operands[0]);
    if !is_compatible_type(ctx, t) {
        let msg = format!("operand #0 must be LLVM dialect-compatible type, but got '{}'", ctx.type_to_string(t));
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// llvm.invoke
// ----------------------------------------------------------------------

/// ODS's traits before the operand segments: no regions, two successors
/// (the results are variadic).
fn invoke_structure(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    if !d.regions.is_empty() {
        return Err(op_error(ctx, op, "requires zero regions"));
    }
    if d.successors.len() != 2 {
        return Err(op_error(ctx, op, format!("requires 2 successors but found {}", d.successors.len())));
    }
    Ok(())
}

/// ODS (after [`invoke_structure`]) and the `BranchOpInterface`:
/// LLVM-compatible operands, forwarded operands that match the
/// destinations' arguments.
fn verify_invoke_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(seg) = super::symbols::invoke_segments(ctx, op) else {
        return Err(op_error(ctx, op, "operand segments do not match the operands ('operandSegmentSizes')"));
    };
    check_compatible_operands(ctx, op, 0..ctx.ir.operands(op).len())?;
    let bundles: i64 =
        prop(ctx, op, "op_bundle_sizes").and_then(|a| ctx.attr_dense_i64s(a)).map_or(0, |v| v.iter().sum());
    if bundles != seg[3] as i64 {
        let msg = format!(
            "op_bundle_operands count ({}) does not match with the total size ({bundles}) specified in attribute 'op_bundle_sizes'",
            seg[3]
        );
        return Err(op_error(ctx, op, msg));
    }
    super::branch::verify_successor_operands(ctx, op)
}

/// MLIR's `InvokeOp::verify`: at most one result, an unwind destination
/// that starts with `llvm.landingpad`, and a consistent `var_callee_type`.
fn verify_invoke(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx.ir.results(op).len() > 1 {
        return Err(op_error(ctx, op, "must have 0 or 1 result"));
    }
    let unwind = ctx.ir.op(op).successors[1];
    match ctx.ir.block_ops(unwind).next() {
        None => return Err(plain_error(ctx, op, "must have at least one operation in unwind destination")),
        Some(first) if ctx.op_name_str(ctx.ir.op(first).name) != "llvm.landingpad" => {
            return Err(plain_error(
                ctx,
                op,
                "first operation in unwind destination should be a llvm.landingpad operation",
            ));
        }
        Some(_) => {}
    }
    Ok(())
}

// ----------------------------------------------------------------------
// llvm.blocktag / llvm.blockaddress
// ----------------------------------------------------------------------

/// `<id = N> attr-dict` (or a full `#llvm.blocktag<...>`).
fn parse_blocktag(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let tag = parse_blocktag_operand(p, "llvm.blocktag")?;
    set_state_prop(p.ctx, st, "tag", tag);
    let dict = super::parse_format_dict(p, st)?;
    super::finish_dict(p, st, dict)
}

/// Writes `<id = N>` for a `#llvm.blocktag`.
fn print_tag_body(p: &mut OpPrinter, id: Option<i128>) {
    p.write(&format!("<id = {}>", id.unwrap_or(0)));
}

fn print_blocktag(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    print_tag_body(p, prop(ctx, op, "tag").and_then(|a| blocktag_id(ctx, a)));
    p.print_optional_attr_dict(op, &["tag"]);
}

/// MLIR's `BlockTagOp::verify`: no earlier `llvm.blocktag` of the
/// enclosing `llvm.func` has the same id.
fn verify_blocktag(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(id) = prop(ctx, op, "tag").and_then(|a| blocktag_id(ctx, a)) else { return Ok(()) };
    let Some(f) = enclosing_func(ctx, op) else { return Ok(()) };
    let mut first = None;
    ctx.ir.walk_pre(f, &mut |o| {
        if first.is_none()
            && ctx.op_name_str(ctx.ir.op(o).name) == "llvm.blocktag"
            && prop(ctx, o, "tag").and_then(|a| blocktag_id(ctx, a)) == Some(id)
        {
            first = Some(o);
        }
    });
    if first.is_some_and(|o| o != op) {
        return Err(plain_error(ctx, op, format!("duplicate block tag '{id}' in the same function: ")));
    }
    Ok(())
}

/// `<function = @f, tag = <id = N>> attr-dict : type`.
fn parse_blockaddress(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let a = parse_blockaddress_operand(p, "llvm.blockaddress")?;
    set_state_prop(p.ctx, st, "block_addr", a);
    let dict = super::parse_format_dict(p, st)?;
    p.expect(Tok::Colon)?;
    let t = p.parse_type()?;
    st.result_types = vec![t];
    super::finish_dict(p, st, dict)
}

/// The function symbol and tag id of a `#llvm.blockaddress`.
fn blockaddress_parts(ctx: &Context, a: affine_ir::context::Attribute) -> Option<(affine_ir::context::Ident, i128)> {
    let AttrData::Dialect(d) = ctx.attr_data(a) else { return None };
    let [f, t] = d.params[..] else { return None };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(f) else { return None };
    Some((*root, blocktag_id(ctx, t)?))
}

fn print_blockaddress(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" <function = ");
    let a = prop(ctx, op, "block_addr");
    if let Some(AttrData::Dialect(d)) = a.map(|a| ctx.attr_data(a))
        && let [f, t] = d.params[..]
    {
        p.print_attribute(f);
        p.write(", tag = ");
        print_tag_body(p, blocktag_id(ctx, t));
    }
    p.write(">");
    p.print_optional_attr_dict(op, &["block_addr"]);
    p.write(" : ");
    if let Some(&r) = ctx.ir.results(op).first() {
        p.print_type(ctx.ir.value_type(r));
    }
}

/// ODS: one result, an LLVM pointer.
fn verify_blockaddress(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    super::verify_required_props(ctx, op)?;
    let results = ctx.ir.results(op);
    if results.len() != 1 {
        return Err(op_error(ctx, op, format!("requires one result but found {}", results.len())));
    }
    let t = ctx.ir.value_type(results[0]);
    if ptr_address_space(ctx, t).is_none() {
        let msg = format!("result #0 must be LLVM pointer type, but got '{}'", ctx.type_to_string(t));
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// MLIR's `BlockAddressOp::verifySymbolUses`: the function exists, is an
/// `llvm.func`, and holds an `llvm.blocktag` with the id.
fn verify_blockaddress_symbol_uses(
    ctx: &Context,
    op: OpId,
    tables: &mut affine_ir::verify::SymbolTables,
) -> Result<(), Diagnostic> {
    let Some((name, id)) = prop(ctx, op, "block_addr").and_then(|a| blockaddress_parts(ctx, a)) else {
        return Ok(());
    };
    let found = tables.lookup_nearest(ctx, op, name).is_some_and(|f| {
        if ctx.op_name_str(ctx.ir.op(f).name) != "llvm.func" {
            return false;
        }
        let mut hit = false;
        ctx.ir.walk_pre(f, &mut |o| {
            hit |= ctx.op_name_str(ctx.ir.op(o).name) == "llvm.blocktag"
                && prop(ctx, o, "tag").and_then(|a| blocktag_id(ctx, a)) == Some(id);
        });
        hit
    });
    if !found {
        return Err(op_error(ctx, op, "expects an existing block label target in the referenced function"));
    }
    Ok(())
}
