//! The control-flow terminators of the `llvm` dialect: `llvm.br`,
//! `llvm.cond_br`, `llvm.switch`, `llvm.indirectbr` and `llvm.unreachable`,
//! with mlir-opt 22's assembly formats, verifiers and `BranchOpInterface`
//! (so region simplification merges and prunes the blocks of a multi-block
//! `llvm.func` as `-canonicalize` does). The branches are pure (MLIR's
//! `Pure`); `llvm.unreachable` declares no effects, so analyses treat it as
//! touching anything, as MLIR does.
//!
//! The operands a branch forwards are ordinary operands counted by size
//! properties: `operandSegmentSizes` (`llvm.cond_br`, `llvm.switch`,
//! `llvm.invoke`), `case_operand_segments` (the cases of `llvm.switch`) and
//! `indbr_operand_segments` (`llvm.indirectbr`). [`successor_range`],
//! [`erase_successor_operand`] and [`append_successor_operands`] read and
//! update them for all of these ops.

use super::types::{is_compatible_type, ptr_address_space};
use crate::arith::types::{custom_error, is_signless_int_of, op_error, plain_error, prop, q, set_state_prop};
use affine_ir::context::{AttrData, Context, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{BlockId, OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

const SEGMENTS: &str = "operandSegmentSizes";
const WEIGHTS: &str = "branch_weights";
const CASE_SEGMENTS: &str = "case_operand_segments";
const CASE_VALUES: &str = "case_values";
const INDBR_SEGMENTS: &str = "indbr_operand_segments";
const LOOP_ANNOTATION: &str = "loop_annotation";

/// `branch_weights` (`OptionalAttr<DenseI32ArrayAttr>`).
const WEIGHTS_PROP: PropDecl = PropDecl::new(WEIGHTS, PropKind::DenseI32Array).desc("i32 dense array attribute");
/// `loop_annotation` (`OptionalAttr<LoopAnnotationAttr>`, whose ODS
/// summary is empty).
const LOOP_PROP: PropDecl = PropDecl::new(LOOP_ANNOTATION, PropKind::Dialect("llvm.loop_annotation")).unsummarized();

/// `llvm.br`'s properties.
const BR_PROPS: &[PropDecl] = &[LOOP_PROP];
/// `llvm.cond_br`'s properties.
const COND_BR_PROPS: &[PropDecl] = &[WEIGHTS_PROP, LOOP_PROP, PropDecl::new(SEGMENTS, PropKind::Segments(3))];
/// `llvm.switch`'s properties.
const SWITCH_PROPS: &[PropDecl] = &[
    WEIGHTS_PROP,
    PropDecl::req(CASE_SEGMENTS, PropKind::DenseI32Array).desc("i32 dense array attribute"),
    PropDecl::new(CASE_VALUES, PropKind::DenseIntElements).desc("integer elements attribute"),
    PropDecl::new(SEGMENTS, PropKind::Segments(3)),
];
/// `llvm.indirectbr`'s properties.
const INDBR_PROPS: &[PropDecl] =
    &[PropDecl::req(INDBR_SEGMENTS, PropKind::DenseI32Array).desc("i32 dense array attribute")];

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    let branch = |name, parse, print, verify, props| OpDef {
        parse: Some(parse),
        print: Some(print),
        verify_invariants: Some(verify),
        traits: traits::PURE | traits::TERMINATOR,
        props,
        successor_operands: Some(successor_range),
        erase_successor_operand: Some(erase_successor_operand),
        append_successor_operands: Some(append_successor_operands),
        ..OpDef::new(name)
    };
    reg.add(branch("llvm.br", parse_br, print_br, verify_br, BR_PROPS));
    reg.add(OpDef {
        verify_structure: Some(cond_br_structure),
        ..branch("llvm.cond_br", parse_cond_br, print_cond_br, verify_cond_br, COND_BR_PROPS)
    });
    reg.add(OpDef {
        verify_structure: Some(switch_structure),
        verify: Some(verify_switch),
        ..branch("llvm.switch", parse_switch, print_switch, verify_switch_invariants, SWITCH_PROPS)
    });
    reg.add(branch("llvm.indirectbr", parse_indirectbr, print_indirectbr, verify_indirectbr, INDBR_PROPS));
    reg.add(OpDef {
        parse: Some(parse_unreachable),
        print: Some(|p, op| p.print_optional_attr_dict(op, &[])),
        verify_invariants: Some(verify_unreachable),
        traits: traits::TERMINATOR,
        ..OpDef::new("llvm.unreachable")
    });
}

// ----------------------------------------------------------------------
// Forwarded operands (MLIR's `BranchOpInterface::getSuccessorOperands`)
// ----------------------------------------------------------------------

/// A non-negative `array<i32: ..>` property as sizes.
fn sizes(ctx: &Context, op: OpId, name: &str) -> Option<Vec<usize>> {
    let v = ctx.attr_dense_i64s(prop(ctx, op, name)?)?;
    v.into_iter().map(|x| usize::try_from(x).ok()).collect()
}

/// A successor's forwarded operands and the size properties (name,
/// position) that count them.
type Slot = (std::ops::Range<usize>, Vec<(&'static str, usize)>);

/// Where the operands forwarded to successor `i` sit among the operands of
/// an llvm branch, and the size properties (name, position) that count
/// them; `None` if the op is malformed or has no such successor.
fn slot(ctx: &Context, op: OpId, i: usize) -> Option<Slot> {
    let n = ctx.ir.operands(op).len();
    let seg = || sizes(ctx, op, SEGMENTS).filter(|s| s.iter().sum::<usize>() == n);
    match ctx.op_name_str(ctx.ir.op(op).name) {
        "llvm.br" => (i == 0).then(|| (0..n, Vec::new())),
        "llvm.cond_br" => {
            let s = seg().filter(|s| s.len() == 3 && i < 2)?;
            let start = s[0] + if i == 1 { s[1] } else { 0 };
            Some((start..start + s[1 + i], vec![(SEGMENTS, 1 + i)]))
        }
        "llvm.invoke" => {
            let s = seg().filter(|s| s.len() == 4 && i < 2)?;
            let start = s[0] + if i == 1 { s[1] } else { 0 };
            Some((start..start + s[1 + i], vec![(SEGMENTS, 1 + i)]))
        }
        "llvm.switch" => {
            let s = seg().filter(|s| s.len() == 3)?;
            if i == 0 {
                return Some((s[0]..s[0] + s[1], vec![(SEGMENTS, 1)]));
            }
            let cases = sizes(ctx, op, CASE_SEGMENTS).filter(|c| c.iter().sum::<usize>() == s[2])?;
            let len = *cases.get(i - 1)?;
            let start = s[0] + s[1] + cases[..i - 1].iter().sum::<usize>();
            Some((start..start + len, vec![(SEGMENTS, 2), (CASE_SEGMENTS, i - 1)]))
        }
        "llvm.indirectbr" => {
            let s = sizes(ctx, op, INDBR_SEGMENTS).filter(|s| n > 0 && s.iter().sum::<usize>() == n - 1)?;
            let len = *s.get(i)?;
            let start = 1 + s[..i].iter().sum::<usize>();
            Some((start..start + len, vec![(INDBR_SEGMENTS, i)]))
        }
        _ => None,
    }
}

/// The operands forwarded to successor `i` (empty if malformed).
pub(super) fn successor_range(ctx: &Context, op: OpId, i: usize) -> std::ops::Range<usize> {
    slot(ctx, op, i).map_or(0..0, |s| s.0)
}

/// Adds `delta` to each size property entry of `counts`.
fn resize(ctx: &mut Context, op: OpId, counts: &[(&str, usize)], delta: i64) {
    for &(name, k) in counts {
        let Some(v) = sizes(ctx, op, name) else { continue };
        let v: Vec<i32> =
            v.iter().enumerate().map(|(x, &n)| (n as i64 + if x == k { delta } else { 0 }) as i32).collect();
        let a = ctx.dense_i32_array_attr(&v);
        crate::arith::set_prop(ctx, op, name, a);
    }
}

/// Erases operand `j` forwarded to successor `i` (MLIR's
/// `SuccessorOperands::erase`).
pub(super) fn erase_successor_operand(ctx: &mut Context, op: OpId, i: usize, j: usize) {
    let Some((range, counts)) = slot(ctx, op, i) else { return };
    if j >= range.len() {
        return;
    }
    let mut operands = ctx.ir.operands(op).to_vec();
    operands.remove(range.start + j);
    ctx.ir.set_operands(op, operands);
    resize(ctx, op, &counts, -1);
}

/// Appends `values` to the operands forwarded to successor `i` (MLIR's
/// `SuccessorOperands::append`).
pub(super) fn append_successor_operands(ctx: &mut Context, op: OpId, i: usize, values: &[ValueId]) {
    if values.is_empty() {
        return;
    }
    let Some((range, counts)) = slot(ctx, op, i) else { return };
    let mut operands = ctx.ir.operands(op).to_vec();
    operands.splice(range.end..range.end, values.iter().copied());
    ctx.ir.set_operands(op, operands);
    resize(ctx, op, &counts, values.len() as i64);
}

/// The `BranchOpInterface` check: the operands forwarded to each successor
/// match its arguments in number and type.
pub(super) fn verify_successor_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for (i, &b) in ctx.ir.op(op).successors.iter().enumerate() {
        let vals = &ctx.ir.operands(op)[successor_range(ctx, op, i)];
        let args = ctx.ir.block_args(b);
        if vals.len() != args.len() {
            let msg =
                format!("branch has {} operands for successor #{i}, but target block has {}", vals.len(), args.len());
            return Err(plain_error(ctx, op, msg));
        }
        for (j, (&v, &a)) in vals.iter().zip(args).enumerate() {
            if ctx.ir.value_type(v) != ctx.ir.value_type(a) {
                return Err(plain_error(ctx, op, format!("type mismatch for bb argument #{j} of successor #{i}")));
            }
        }
    }
    Ok(())
}

/// ODS's "operand #i must be variadic of LLVM dialect-compatible type" for
/// the operands of `range`.
pub(super) fn check_compatible_operands(
    ctx: &Context,
    op: OpId,
    range: std::ops::Range<usize>,
) -> Result<(), Diagnostic> {
    for i in range {
        let t = ctx.ir.value_type(ctx.ir.operands(op)[i]);
        if !is_compatible_type(ctx, t) {
            let msg = format!("operand #{i} must be variadic of LLVM dialect-compatible type, but got {}", q(ctx, t));
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

/// The structural traits ODS checks first: no regions, no results, and
/// `succ` successors (`exact`) or at least `succ`.
fn check_structure(ctx: &Context, op: OpId, succ: usize, exact: bool) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    if !d.regions.is_empty() {
        return Err(op_error(ctx, op, "requires zero regions"));
    }
    if !d.results.is_empty() {
        return Err(op_error(ctx, op, "requires zero results"));
    }
    let n = d.successors.len();
    if exact && n != succ {
        let s = if succ == 1 { "successor" } else { "successors" };
        return Err(op_error(ctx, op, format!("requires {succ} {s} but found {n}")));
    }
    if !exact && n < succ {
        return Err(op_error(ctx, op, format!("requires at least {succ} successors but found {n}")));
    }
    Ok(())
}

/// ODS's `AtLeastNOperands<1>`.
fn check_first_operand(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.ir.operands(op).len();
    if n == 0 {
        return Err(op_error(ctx, op, "expected 1 or more operands, but found 0"));
    }
    Ok(())
}

/// The `WeightedBranchOpInterface` check: as many weights as successors.
fn verify_weights(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.ir.op(op).successors.len();
    if let Some(w) = prop(ctx, op, WEIGHTS).and_then(|a| ctx.attr_dense_i64s(a))
        && !w.is_empty()
        && w.len() != n
    {
        let msg = format!("expects number of branch weights to match number of successors: {} vs {n}", w.len());
        return Err(plain_error(ctx, op, msg));
    }
    Ok(())
}

/// A `VariadicOfVariadic` group's check ("caseOperands count (N) does not
/// match with the total size (M) specified in attribute '...'").
fn check_group_sizes(ctx: &Context, op: OpId, group: &str, attr: &str, count: usize) -> Result<(), Diagnostic> {
    let total: usize = sizes(ctx, op, attr).map_or(0, |s| s.iter().sum());
    if total != count {
        let msg = format!(
            "{group} count ({count}) does not match with the total size ({total}) specified in attribute '{attr}'"
        );
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// Parsing and printing successors with their operands
// ----------------------------------------------------------------------

/// A successor's `(operands : types)` as read: resolved once the whole op
/// is read, as an ODS assembly format does.
#[derive(Default)]
struct Uses {
    /// Where the operand list starts (where a count mismatch is reported).
    at: usize,
    operands: Vec<UnresolvedOperand>,
    types: Vec<Type>,
}

/// `^bb` or `^bb(%a, %b : t1, t2)`: pushes the successor.
fn parse_dest(p: &mut OpParser, st: &mut OpState) -> PResult<Uses> {
    let b = p.parse_successor()?;
    st.successors.push(b);
    let mut uses = Uses { at: p.offset(), ..Uses::default() };
    if p.consume_if(Tok::LParen) {
        uses.at = p.offset();
        uses.operands = p.parse_operand_list()?;
        p.expect(Tok::Colon)?;
        uses.types = p.parse_type_list()?;
        p.expect(Tok::RParen)?;
    }
    Ok(uses)
}

/// A case's operands are read without result numbers (MLIR's
/// `parseOperandList` with `allowResultNumber = false`): "result number
/// not allowed in argument list" at the `#`.
fn no_result_numbers(p: &mut OpParser, uses: &Uses) -> PResult<()> {
    for u in &uses.operands {
        let text = &p.source()[u.offset..];
        let name_len =
            text[1..].find(|c: char| !(c.is_ascii_alphanumeric() || "_$.-".contains(c))).map_or(text.len(), |n| n + 1);
        if text[name_len..].starts_with('#') {
            return Err(p.error_at(u.offset + name_len, "result number not allowed in argument list"));
        }
    }
    Ok(())
}

/// Resolves what [`parse_dest`] read, after the ODS count check.
fn resolve_uses(p: &mut OpParser, st: &mut OpState, uses: &Uses) -> PResult<()> {
    if uses.operands.len() != uses.types.len() {
        let (n, m) = (uses.operands.len(), uses.types.len());
        let msg = format!("number of operands and types do not match: got {n} operands and {m} types");
        return Err(custom_error(p, st, uses.at, msg));
    }
    p.resolve_operands(&uses.operands, &uses.types, &mut st.operands)
}

/// The operands of `uses` flattened into one list (a `VariadicOfVariadic`
/// group is resolved as one, at the directive), with the group sizes.
fn flatten(uses: Vec<Uses>, at: usize) -> (Uses, Vec<i32>) {
    let sizes = uses.iter().map(|u| u.operands.len() as i32).collect();
    let mut all = Uses { at, ..Uses::default() };
    for u in uses {
        all.operands.extend(u.operands);
        all.types.extend(u.types);
    }
    (all, sizes)
}

/// Writes `^bb` or `^bb(%a, %b : t1, t2)`.
pub(super) fn print_dest(p: &mut OpPrinter, b: BlockId, vals: &[ValueId]) {
    crate::cf::print_dest(p, b, vals);
}

/// Writes successor `i` of `op` with its forwarded operands.
fn print_successor(p: &mut OpPrinter, op: OpId, i: usize) {
    let ctx = p.ctx;
    if let Some(&b) = ctx.ir.op(op).successors.get(i) {
        print_dest(p, b, &ctx.ir.operands(op)[successor_range(ctx, op, i)]);
    }
}

// ----------------------------------------------------------------------
// llvm.br
// ----------------------------------------------------------------------

/// `^dest ((%a : t))? attr-dict`.
fn parse_br(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let uses = parse_dest(p, st)?;
    let dict = super::parse_format_dict(p, st)?;
    resolve_uses(p, st, &uses)?;
    super::finish_dict(p, st, dict)
}

fn print_br(p: &mut OpPrinter, op: OpId) {
    p.write(" ");
    print_successor(p, op, 0);
    p.print_optional_attr_dict(op, &[]);
}

/// ODS (one successor, LLVM-compatible operands) and the successor check.
fn verify_br(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_structure(ctx, op, 1, true)?;
    check_compatible_operands(ctx, op, 0..ctx.ir.operands(op).len())?;
    verify_successor_operands(ctx, op)
}

// ----------------------------------------------------------------------
// llvm.cond_br
// ----------------------------------------------------------------------

/// `%c (weights([w, ..]))? , ^t((..))? , ^f((..))? attr-dict`.
fn parse_cond_br(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    crate::cf::parse_optional_weights(p, st)?;
    p.expect(Tok::Comma)?;
    let t = parse_dest(p, st)?;
    p.expect(Tok::Comma)?;
    let f = parse_dest(p, st)?;
    let dict = super::parse_format_dict(p, st)?;
    let i1 = p.ctx.i1_type();
    p.resolve_operand(&c, i1, &mut st.operands)?;
    resolve_uses(p, st, &t)?;
    resolve_uses(p, st, &f)?;
    let seg = p.ctx.dense_i32_array_attr(&[1, t.operands.len() as i32, f.operands.len() as i32]);
    set_state_prop(p.ctx, st, SEGMENTS, seg);
    super::finish_dict(p, st, dict)
}

fn print_cond_br(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(&c) = ctx.ir.operands(op).first() {
        p.print_operand(c);
    }
    if let Some(w) = prop(ctx, op, WEIGHTS).and_then(|a| ctx.attr_dense_i64s(a)) {
        let ws: Vec<String> = w.iter().map(|x| x.to_string()).collect();
        p.write(&format!(" weights([{}])", ws.join(", ")));
    }
    for i in 0..2 {
        p.write(", ");
        print_successor(p, op, i);
    }
    p.print_optional_attr_dict(op, &[WEIGHTS, SEGMENTS]);
}

/// ODS's traits before the operand segments: two successors and a
/// condition operand.
fn cond_br_structure(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_structure(ctx, op, 2, true)?;
    check_first_operand(ctx, op)
}

/// ODS (an `i1` condition, LLVM-compatible forwarded operands, after
/// [`cond_br_structure`]), the successor check and the weights.
fn verify_cond_br(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    super::verify_prop_constraints(ctx, op)?;
    let operands = ctx.ir.operands(op);
    let t = ctx.ir.value_type(operands[0]);
    if !is_signless_int_of(ctx, t, 1) {
        return Err(op_error(ctx, op, format!("operand #0 must be 1-bit signless integer, but got {}", q(ctx, t))));
    }
    check_compatible_operands(ctx, op, 1..operands.len())?;
    verify_successor_operands(ctx, op)?;
    verify_weights(ctx, op)
}

// ----------------------------------------------------------------------
// llvm.switch
// ----------------------------------------------------------------------

/// `%v : type , ^default((..))? [ (value : ^dest((..))?),* ] attr-dict`.
fn parse_switch(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let flag = p.parse_operand()?;
    let (ft, width) = crate::cf::parse_flag_type(p, st)?;
    p.expect(Tok::Comma)?;
    let default = parse_dest(p, st)?;
    let at = p.offset();
    p.expect_msg(Tok::LSquare, "expected '['")?;
    let mut values = Vec::new();
    let mut cases = Vec::new();
    if !p.consume_if(Tok::RSquare) {
        loop {
            // MLIR's `parseInteger` into an `int64_t`: its own errors at
            // the value.
            let vat = p.offset();
            let v = match p.parse_optional_integer() {
                Ok(Some(v)) => v,
                Ok(None) => return Err(custom_error(p, st, vat, "expected integer value")),
                Err(d) if d.message == "integer value too large" => {
                    return Err(custom_error(p, st, vat, "integer value too large"));
                }
                Err(d) => return Err(d),
            };
            values.push(crate::cf::truncate_to_width(i128::from(v), width));
            p.expect(Tok::Colon)?;
            let dest = parse_dest(p, st)?;
            no_result_numbers(p, &dest)?;
            cases.push(dest);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect_msg(Tok::RSquare, "expected ']'")?;
        let a = crate::cf::case_values_attr(p.ctx, ft, &values);
        set_state_prop(p.ctx, st, CASE_VALUES, a);
    }
    let dict = super::parse_format_dict(p, st)?;
    p.resolve_operand(&flag, ft, &mut st.operands)?;
    resolve_uses(p, st, &default)?;
    let (cases, case_sizes) = flatten(cases, at);
    resolve_uses(p, st, &cases)?;
    let cs = p.ctx.dense_i32_array_attr(&case_sizes);
    set_state_prop(p.ctx, st, CASE_SEGMENTS, cs);
    let seg = p.ctx.dense_i32_array_attr(&[1, default.operands.len() as i32, cases.operands.len() as i32]);
    set_state_prop(p.ctx, st, SEGMENTS, seg);
    super::finish_dict(p, st, dict)
}

fn print_switch(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(&flag) = ctx.ir.operands(op).first() else { return };
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(flag));
    p.write(", ");
    print_successor(p, op, 0);
    // MLIR's `printSwitchOpCases`: the values as signed integers, one case
    // a line.
    p.write(" [");
    p.print_newline();
    let width = match ctx.type_data(ctx.ir.value_type(flag)) {
        TypeData::Integer { width, .. } => *width,
        _ => 128,
    };
    if prop(ctx, op, CASE_VALUES).is_some() {
        for (i, v) in switch_case_values(ctx, op).into_iter().enumerate() {
            let v = crate::cf::truncate_to_width(v, width);
            if i > 0 {
                p.write(",");
                p.print_newline();
            }
            p.write(&format!("  {v}: "));
            print_successor(p, op, i + 1);
        }
        p.print_newline();
    }
    p.write("]");
    p.print_optional_attr_dict(op, &[CASE_VALUES, CASE_SEGMENTS, SEGMENTS]);
}

/// The case values of an `llvm.switch` (signed, at the flag's width).
fn switch_case_values(ctx: &Context, op: OpId) -> Vec<i128> {
    crate::cf::switch_case_values(ctx, op)
}

/// ODS's traits before the operand segments: at least one successor and a
/// flag operand.
fn switch_structure(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_structure(ctx, op, 1, false)?;
    check_first_operand(ctx, op)
}

/// ODS (a signless integer flag, the case operand groups, after
/// [`switch_structure`]); then the successor check and the weights.
fn verify_switch_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    super::verify_prop_constraints(ctx, op)?;
    let t = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    if !matches!(ctx.type_data(t), TypeData::Integer { signedness: affine_ir::context::Signedness::Signless, .. }) {
        return Err(op_error(ctx, op, format!("operand #0 must be signless integer, but got {}", q(ctx, t))));
    }
    let cases = sizes(ctx, op, SEGMENTS).and_then(|s| s.get(2).copied()).unwrap_or(0);
    check_group_sizes(ctx, op, "caseOperands", CASE_SEGMENTS, cases)?;
    verify_successor_operands(ctx, op)?;
    verify_weights(ctx, op)
}

/// MLIR's `SwitchOp::verify`: as many case values as case destinations,
/// of the flag's type.
fn verify_switch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let ncases = ctx.ir.op(op).successors.len().saturating_sub(1);
    let values = prop(ctx, op, CASE_VALUES);
    let nvalues = values.map(|_| switch_case_values(ctx, op).len());
    if nvalues.map_or(ncases != 0, |n| n != ncases) {
        return Err(op_error(ctx, op, "expects number of case values to match number of case destinations"));
    }
    let flag = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    if let Some(AttrData::DenseElements { ty, .. }) = values.map(|a| ctx.attr_data(a))
        && crate::arith::types::elem_or_self(ctx, *ty) != flag
    {
        return Err(plain_error(ctx, op, "expects case value type to match condition value type"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// llvm.indirectbr
// ----------------------------------------------------------------------

/// `%addr : type , [ (^dest((..))?),* ] attr-dict`; the pointer type may
/// be written without its `!llvm.` prefix (`ptr<1>`, or just `<1>`).
fn parse_indirectbr(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let addr = p.parse_operand()?;
    p.expect(Tok::Colon)?;
    let toff = p.offset();
    let t = if p.at(Tok::ExclIdent) {
        let t = p.parse_type()?;
        if ptr_address_space(p.ctx, t).is_none() {
            return Err(custom_error(p, st, toff, "invalid kind of type specified"));
        }
        t
    } else {
        let mut space = 0;
        if p.consume_if(Tok::Less) {
            space = p.parse_integer()? as u32;
            p.expect(Tok::Greater)?;
        }
        super::types::ptr_type(p.ctx, space)
    };
    p.expect(Tok::Comma)?;
    let at = p.offset();
    // MLIR's `parseCommaSeparatedList` with the context "successor
    // blocks" appended to its bracket messages (no space).
    p.expect_msg(Tok::LSquare, "expected '['successor blocks")?;
    let mut dests = Vec::new();
    if !p.consume_if(Tok::RSquare) {
        loop {
            dests.push(parse_dest(p, st)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect_msg(Tok::RSquare, "expected ']'successor blocks")?;
    }
    let dict = super::parse_format_dict(p, st)?;
    p.resolve_operand(&addr, t, &mut st.operands)?;
    let (dests, group_sizes) = flatten(dests, at);
    resolve_uses(p, st, &dests)?;
    let a = p.ctx.dense_i32_array_attr(&group_sizes);
    set_state_prop(p.ctx, st, INDBR_SEGMENTS, a);
    super::finish_dict(p, st, dict)
}

fn print_indirectbr(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(&addr) = ctx.ir.operands(op).first() else { return };
    p.write(" ");
    p.print_operand(addr);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(addr));
    p.write(", [");
    let n = ctx.ir.op(op).successors.len();
    for i in 0..n {
        if i > 0 {
            p.write(",");
        }
        p.print_newline();
        print_successor(p, op, i);
    }
    if n > 0 {
        p.print_newline();
    }
    p.write("]");
    p.print_optional_attr_dict(op, &[INDBR_SEGMENTS]);
}

/// ODS: a pointer operand, the operand groups; then the successor check.
fn verify_indirectbr(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_structure(ctx, op, 0, false)?;
    check_first_operand(ctx, op)?;
    super::verify_required_props(ctx, op)?;
    super::verify_prop_constraints(ctx, op)?;
    let operands = ctx.ir.operands(op);
    let t = ctx.ir.value_type(operands[0]);
    if ptr_address_space(ctx, t).is_none() {
        return Err(op_error(ctx, op, format!("operand #0 must be LLVM pointer type, but got {}", q(ctx, t))));
    }
    check_group_sizes(ctx, op, "succOperands", INDBR_SEGMENTS, operands.len() - 1)?;
    verify_successor_operands(ctx, op)
}

// ----------------------------------------------------------------------
// llvm.unreachable
// ----------------------------------------------------------------------

/// `attr-dict`.
fn parse_unreachable(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let dict = super::parse_format_dict(p, st)?;
    super::finish_dict(p, st, dict)
}

/// ODS: no regions, results, successors or operands.
fn verify_unreachable(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_structure(ctx, op, 0, true)?;
    if !ctx.ir.operands(op).is_empty() {
        return Err(op_error(ctx, op, "requires zero operands"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::roundtrip;

    #[test]
    fn switch_prints_signed_cases_one_a_line() {
        let src = "llvm.func @f(%a: i8) {\n  llvm.switch %a : i8, ^bb1 [\n    255: ^bb1,\n    7: ^bb1\n  ]\n^bb1:\n  llvm.return\n}\n";
        let out = roundtrip(src);
        assert!(out.contains("llvm.switch %arg0 : i8, ^bb1 [\n      -1: ^bb1,\n      7: ^bb1\n    ]"), "{out}");
    }

    #[test]
    fn cond_br_and_indirectbr_round_trip() {
        let src = "llvm.func @f(%c: i1, %p: !llvm.ptr, %x: i32) {\n  llvm.cond_br %c weights([1, 2]), ^bb1(%x : i32), ^bb2\n^bb1(%y: i32):\n  llvm.indirectbr %p : !llvm.ptr, [^bb2]\n^bb2:\n  llvm.unreachable\n}\n";
        let out = roundtrip(src);
        assert!(out.contains("llvm.cond_br %arg0 weights([1, 2]), ^bb1(%arg2 : i32), ^bb2\n"), "{out}");
        assert!(out.contains("llvm.indirectbr %arg1 : !llvm.ptr, [\n    ^bb2\n    ]\n"), "{out}");
        assert!(out.contains("llvm.unreachable\n"), "{out}");
    }
}
