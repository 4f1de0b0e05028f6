//! The `cf` (control flow) dialect: unstructured branches between blocks
//! (`cf.br`, `cf.cond_br`) and runtime assertions (`cf.assert`), parsed,
//! printed and verified exactly as `mlir-opt` 22 does.
//!
//! Successor operands are stored as ordinary operands: `cf.br` forwards all
//! of them to its single successor; `cf.cond_br` splits
//! `[condition, true operands.., false operands..]` with its
//! `operandSegmentSizes` property (`array<i32: 1, n, m>`) and may carry
//! `branch_weights` (`weights([3, 5])` in the custom form).
//! Branches are pure terminators; `cf.assert` writes (aborts the program),
//! so it reports a memory write like MLIR.

use crate::arith::types::{
    check_operand, custom_error, int_value, is_signless_int_of, op_error, plain_error, prop, q, resolve_counted,
    set_state_prop, shape_of,
};
use affine_ir::context::Location;
use affine_ir::context::{AttrData, Context, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{BlockId, OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;
use affine_ir::rewrite::PatternRewriter;

pub mod canonicalize;

const SEGMENTS: &str = "operandSegmentSizes";
const WEIGHTS: &str = "branch_weights";
const CASE_SEGMENTS: &str = "case_operand_segments";
const CASE_VALUES: &str = "case_values";

/// The properties of `cf.cond_br`.
const COND_BR_PROPS: &[PropDecl] =
    &[PropDecl::new(WEIGHTS, PropKind::DenseI32Array), PropDecl::new(SEGMENTS, PropKind::Segments(3))];
/// The properties of `cf.switch`.
const SWITCH_PROPS: &[PropDecl] = &[
    PropDecl::req(CASE_SEGMENTS, PropKind::DenseI32Array),
    PropDecl::new(CASE_VALUES, PropKind::DenseIntElements),
    PropDecl::new(SEGMENTS, PropKind::Segments(3)),
];
/// The property of `cf.assert`.
const ASSERT_PROPS: &[PropDecl] = &[PropDecl::new("msg", PropKind::String)];

/// Registers `cf.br`, `cf.cond_br`, `cf.switch` and `cf.assert`.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("cf");
    reg.add(OpDef {
        parse: Some(parse_br),
        print: Some(print_br),
        verify: Some(verify_br),
        traits: traits::PURE | traits::TERMINATOR,
        canonicalize: Some(canonicalize::patterns),
        successor_operands: Some(successor_operand_range),
        erase_successor_operand: Some(erase_successor_operand),
        append_successor_operands: Some(append_successor_operands),
        shape: Some(OpShape::variadic(0, 0).with_successors(Arity::Exactly(1))),
        ..OpDef::new("cf.br")
    });
    reg.add(OpDef {
        parse: Some(parse_cond_br),
        normalize: Some(normalize_props),
        print: Some(print_cond_br),
        verify: Some(verify_cond_br),
        traits: traits::PURE | traits::TERMINATOR,
        props: COND_BR_PROPS,
        canonicalize: Some(canonicalize::patterns),
        successor_operands: Some(successor_operand_range),
        erase_successor_operand: Some(erase_successor_operand),
        append_successor_operands: Some(append_successor_operands),
        shape: Some(OpShape::variadic(1, 0).with_successors(Arity::Exactly(2))),
        ..OpDef::new("cf.cond_br")
    });
    reg.add(OpDef {
        parse: Some(parse_switch),
        normalize: Some(normalize_props),
        print: Some(print_switch),
        verify: Some(verify_switch),
        traits: traits::PURE | traits::TERMINATOR,
        props: SWITCH_PROPS,
        canonicalize: Some(canonicalize::patterns),
        successor_operands: Some(successor_operand_range),
        erase_successor_operand: Some(erase_successor_operand),
        append_successor_operands: Some(append_successor_operands),
        shape: Some(OpShape::variadic(1, 0).with_successors(Arity::AtLeast(1))),
        ..OpDef::new("cf.switch")
    });
    reg.add(OpDef {
        parse: Some(parse_assert),
        print: Some(print_assert),
        verify: Some(verify_assert),
        effects: Some(assert_effects),
        normalize: Some(normalize_props),
        props: ASSERT_PROPS,
        canonicalize: Some(canonicalize::patterns),
        shape: Some(OpShape::fixed(1, 0)),
        ..OpDef::new("cf.assert")
    });
}

// ----------------------------------------------------------------------
// Accessors
// ----------------------------------------------------------------------

/// A non-negative `array<i32: ..>` property as sizes.
fn sizes_prop(ctx: &Context, op: OpId, name: &str) -> Option<Vec<usize>> {
    let v = ctx.attr_dense_i64s(prop(ctx, op, name)?)?;
    v.into_iter().map(|x| usize::try_from(x).ok()).collect()
}

/// Segment sizes of a `cf.cond_br` (`[1, n_true, n_false]`) or `cf.switch`
/// (`[1, n_default, n_cases]`).
fn segments(ctx: &Context, op: OpId) -> Option<Vec<usize>> {
    sizes_prop(ctx, op, SEGMENTS)
}

/// Case values of a `cf.switch` (in case order; empty when there are none).
pub fn switch_case_values(ctx: &Context, op: OpId) -> Vec<i128> {
    let Some(a) = prop(ctx, op, CASE_VALUES) else { return Vec::new() };
    let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) else { return Vec::new() };
    let vals: Vec<i128> = values.iter().filter_map(|&v| int_value(ctx, v)).collect();
    if *splat {
        let n = shape_of(ctx, *ty).map(|s| s.iter().product::<i64>()).unwrap_or(0);
        vals.first().map(|&v| vec![v; usize::try_from(n).unwrap_or(0)]).unwrap_or_default()
    } else {
        vals
    }
}

/// `v` wrapped to a `width`-bit two's complement integer (read back
/// signed), as a switch stores its case values at the flag's width.
pub(crate) fn truncate_to_width(v: i128, width: u32) -> i128 {
    if width >= 128 {
        return v;
    }
    let m = 1i128 << width;
    let x = v.rem_euclid(m);
    if width > 0 && x >= m / 2 { x - m } else { x }
}

/// The `case_values` of a switch on a flag of type `ft`:
/// `dense<[..]> : vector<Nxft>` (a splat when all are equal).
pub(crate) fn case_values_attr(ctx: &mut Context, ft: Type, values: &[i128]) -> affine_ir::context::Attribute {
    let vt = ctx.vector_type(vec![values.len() as i64], ft);
    let splat = !values.is_empty() && values.iter().all(|&v| v == values[0]);
    let elems: Vec<_> = if splat { &values[..1] } else { values }.iter().map(|&v| ctx.int_attr(ft, v)).collect();
    ctx.attr(AttrData::DenseElements { ty: vt, splat, values: elems })
}

/// The operands forwarded to successor `i` of a `cf.br` / `cf.cond_br` /
/// `cf.switch` (empty if the op is none of them or is malformed).
pub fn successor_operands(ctx: &Context, op: OpId, i: usize) -> Vec<ValueId> {
    ctx.ir.operands(op)[successor_operand_range(ctx, op, i)].to_vec()
}

/// Where the operands forwarded to successor `i` sit among the operands of
/// a `cf` branch (MLIR's `BranchOpInterface::getSuccessorOperands`; empty if
/// the op is malformed).
fn successor_operand_range(ctx: &Context, op: OpId, i: usize) -> std::ops::Range<usize> {
    let n = ctx.ir.operands(op).len();
    match ctx.op_name_str(ctx.ir.op(op).name) {
        "cf.br" if i == 0 => 0..n,
        "cf.cond_br" => {
            let Some(seg) = segments(ctx, op) else { return 0..0 };
            if seg.len() != 3 || seg.iter().sum::<usize>() != n || i > 1 {
                return 0..0;
            }
            let start = seg[0] + if i == 1 { seg[1] } else { 0 };
            start..start + seg[1 + i]
        }
        "cf.switch" => {
            let (Some(seg), Some(cases)) = (segments(ctx, op), sizes_prop(ctx, op, CASE_SEGMENTS)) else {
                return 0..0;
            };
            if seg.len() != 3 || seg.iter().sum::<usize>() != n || cases.iter().sum::<usize>() != seg[2] {
                return 0..0;
            }
            if i == 0 {
                return 1..1 + seg[1];
            }
            let Some(&len) = cases.get(i - 1) else { return 0..0 };
            let start = 1 + seg[1] + cases[..i - 1].iter().sum::<usize>();
            start..start + len
        }
        _ => 0..0,
    }
}

/// Erases operand `j` forwarded to successor `i` of a `cf` branch, keeping
/// its segment sizes right (MLIR's `SuccessorOperands::erase`).
fn erase_successor_operand(ctx: &mut Context, op: OpId, i: usize, j: usize) {
    let range = successor_operand_range(ctx, op, i);
    if j >= range.len() {
        return;
    }
    let mut operands = ctx.ir.operands(op).to_vec();
    operands.remove(range.start + j);
    ctx.ir.set_operands(op, operands);
    resize_successor_segment(ctx, op, i, -1);
}

/// Appends `values` to the operands forwarded to successor `i` of a `cf`
/// branch (MLIR's `SuccessorOperands::append`).
fn append_successor_operands(ctx: &mut Context, op: OpId, i: usize, values: &[ValueId]) {
    if values.is_empty() {
        return;
    }
    let range = successor_operand_range(ctx, op, i);
    let mut operands = ctx.ir.operands(op).to_vec();
    operands.splice(range.end..range.end, values.iter().copied());
    ctx.ir.set_operands(op, operands);
    resize_successor_segment(ctx, op, i, values.len() as i64);
}

/// Adds `delta` to the segment sizes that count the operands of successor `i`.
fn resize_successor_segment(ctx: &mut Context, op: OpId, i: usize, delta: i64) {
    let resize = |ctx: &mut Context, name: &str, k: usize| {
        if let Some(sizes) = sizes_prop(ctx, op, name) {
            let v: Vec<i32> =
                sizes.iter().enumerate().map(|(x, &n)| (n as i64 + if x == k { delta } else { 0 }) as i32).collect();
            let a = ctx.dense_i32_array_attr(&v);
            crate::arith::set_prop(ctx, op, name, a);
        }
    };
    match ctx.op_name_str(ctx.ir.op(op).name) {
        "cf.cond_br" => resize(ctx, SEGMENTS, 1 + i),
        "cf.switch" if i == 0 => resize(ctx, SEGMENTS, 1),
        "cf.switch" => {
            resize(ctx, SEGMENTS, 2);
            resize(ctx, CASE_SEGMENTS, i - 1);
        }
        _ => {}
    }
}

// ----------------------------------------------------------------------
// Builders
// ----------------------------------------------------------------------

/// Creates `cf.br ^dest(operands)` at the rewriter's insertion point.
pub fn build_br(rw: &mut PatternRewriter<'_>, dest: BlockId, operands: Vec<ValueId>, loc: Location) -> OpId {
    let n = rw.ctx.op_name("cf.br");
    let mut st = OpState::new(n, loc);
    st.operands = operands;
    st.successors = vec![dest];
    rw.create(st)
}

/// Creates `cf.cond_br %cond, ^t(t_ops), ^f(f_ops)` (no branch weights) at
/// the rewriter's insertion point.
pub fn build_cond_br(
    rw: &mut PatternRewriter<'_>,
    cond: ValueId,
    (t, t_ops): (BlockId, Vec<ValueId>),
    (f, f_ops): (BlockId, Vec<ValueId>),
    loc: Location,
) -> OpId {
    let n = rw.ctx.op_name("cf.cond_br");
    let mut st = OpState::new(n, loc);
    let seg = rw.ctx.dense_i32_array_attr(&[1, t_ops.len() as i32, f_ops.len() as i32]);
    st.operands = std::iter::once(cond).chain(t_ops).chain(f_ops).collect();
    st.successors = vec![t, f];
    set_state_prop(rw.ctx, &mut st, SEGMENTS, seg);
    rw.create(st)
}

/// One case of a `cf.switch`: its value (at the flag's width, sign-extended
/// as [`switch_case_values`] gives it), destination and forwarded operands.
pub type SwitchCase = (i128, BlockId, Vec<ValueId>);

/// Creates `cf.switch %flag, [default: ^d(d_ops), cases..]` at the
/// rewriter's insertion point (without `case_values` when there is no case,
/// as MLIR's builder).
pub fn build_switch(
    rw: &mut PatternRewriter<'_>,
    flag: ValueId,
    (default, default_ops): (BlockId, Vec<ValueId>),
    cases: Vec<SwitchCase>,
    loc: Location,
) -> OpId {
    let n = rw.ctx.op_name("cf.switch");
    let mut st = OpState::new(n, loc);
    let ft = rw.ctx.ir.value_type(flag);
    let sizes: Vec<i32> = cases.iter().map(|c| c.2.len() as i32).collect();
    let seg = rw.ctx.dense_i32_array_attr(&[1, default_ops.len() as i32, sizes.iter().sum()]);
    let cs = rw.ctx.dense_i32_array_attr(&sizes);
    set_state_prop(rw.ctx, &mut st, CASE_SEGMENTS, cs);
    if !cases.is_empty() {
        let values: Vec<i128> = cases.iter().map(|c| c.0).collect();
        let a = case_values_attr(rw.ctx, ft, &values);
        set_state_prop(rw.ctx, &mut st, CASE_VALUES, a);
    }
    set_state_prop(rw.ctx, &mut st, SEGMENTS, seg);
    st.operands.push(flag);
    st.operands.extend(default_ops);
    st.successors.push(default);
    for (_, dest, ops) in cases {
        st.operands.extend(ops);
        st.successors.push(dest);
    }
    rw.create(st)
}

/// Property conversion checks (MLIR's `setPropertiesFromAttr`): `msg` must be
/// a string, the segment/weight properties `array<i32: ..>`, `case_values` a
/// dense elements attribute.
fn normalize_props(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let name = ctx.op_name_str(st.name).to_string();
    let bad = st.props.iter().find(|na| {
        let d = ctx.attr_data(na.value);
        match ctx.ident_str(na.name) {
            "msg" => !matches!(d, AttrData::String { .. }),
            SEGMENTS | WEIGHTS | CASE_SEGMENTS => {
                !matches!(d, AttrData::DenseArray { elem, .. } if is_signless_int_of(ctx, *elem, 32))
            }
            CASE_VALUES => !matches!(d, AttrData::DenseElements { .. }),
            _ => false,
        }
    });
    let Some(bad) = bad else { return Ok(()) };
    let dict: Vec<String> =
        st.props.iter().map(|na| format!("{} = {}", ctx.ident_str(na.name), ctx.attr_to_string(na.value))).collect();
    Err(format!(
        "invalid properties {{{}}} for op {name}: Invalid attribute `{}` in property conversion: {}",
        dict.join(", "),
        ctx.ident_str(bad.name),
        ctx.attr_to_string(bad.value)
    ))
}

// ----------------------------------------------------------------------
// Successors with operands: `^bb1(%a, %b : i32, f32)`
// ----------------------------------------------------------------------

fn parse_dest(p: &mut OpParser, st: &mut OpState) -> PResult<(BlockId, usize)> {
    let b = p.parse_successor()?;
    st.successors.push(b);
    if !p.consume_if(Tok::LParen) {
        return Ok((b, 0));
    }
    let us = p.parse_operand_list()?;
    p.expect(Tok::Colon)?;
    let ts: Vec<Type> = p.parse_type_list()?;
    p.expect(Tok::RParen)?;
    resolve_counted(p, st, &us, &ts)?;
    Ok((b, us.len()))
}

/// A successor and its `(operands : types)`, left unresolved.
fn parse_dest_unresolved(p: &mut OpParser, st: &mut OpState) -> PResult<(Vec<UnresolvedOperand>, Vec<Type>)> {
    let b = p.parse_successor()?;
    st.successors.push(b);
    if !p.consume_if(Tok::LParen) {
        return Ok((Vec::new(), Vec::new()));
    }
    let us = p.parse_operand_list()?;
    p.expect(Tok::Colon)?;
    let ts: Vec<Type> = p.parse_type_list()?;
    p.expect(Tok::RParen)?;
    Ok((us, ts))
}

/// Writes `^bb` or `^bb(%a, %b : t1, t2)` (cf's and llvm's branches).
pub(crate) fn print_dest(p: &mut OpPrinter, b: BlockId, vals: &[ValueId]) {
    p.print_successor(b);
    if vals.is_empty() {
        return;
    }
    p.write("(");
    p.print_operands(vals);
    p.write(" : ");
    let ts: Vec<Type> = vals.iter().map(|&v| p.ctx.ir.value_type(v)).collect();
    p.print_types(&ts);
    p.write(")");
}

/// BranchOpInterface: successor operands must match the block arguments.
fn verify_successor_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for (i, &b) in ctx.ir.op(op).successors.iter().enumerate() {
        let vals = successor_operands(ctx, op, i);
        let args = ctx.ir.block_args(b);
        if vals.len() != args.len() {
            return Err(plain_error(
                ctx,
                op,
                format!("branch has {} operands for successor #{i}, but target block has {}", vals.len(), args.len()),
            ));
        }
        for (j, (&v, &a)) in vals.iter().zip(args).enumerate() {
            if ctx.ir.value_type(v) != ctx.ir.value_type(a) {
                return Err(plain_error(ctx, op, format!("type mismatch for bb argument #{j} of successor #{i}")));
            }
        }
    }
    Ok(())
}

fn check_no_results_regions(ctx: &Context, op: OpId, nsucc: usize) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    if !d.regions.is_empty() {
        return Err(op_error(ctx, op, "requires zero regions"));
    }
    if !d.results.is_empty() {
        return Err(op_error(ctx, op, "requires zero results"));
    }
    if d.successors.len() != nsucc {
        let s = if nsucc == 1 { "successor" } else { "successors" };
        return Err(op_error(ctx, op, format!("requires {nsucc} {s} but found {}", d.successors.len())));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// cf.br
// ----------------------------------------------------------------------

fn parse_br(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_dest(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_br(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    if let Some(&b) = ctx.ir.op(op).successors.first() {
        p.write(" ");
        print_dest(p, b, ctx.ir.operands(op));
    }
    p.print_optional_attr_dict(op, &[]);
}

fn verify_br(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_no_results_regions(ctx, op, 1)?;
    verify_successor_operands(ctx, op)
}

// ----------------------------------------------------------------------
// cf.cond_br
// ----------------------------------------------------------------------

fn parse_cond_br(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ctx.i1_type();
    p.resolve_operand(&c, i1, &mut st.operands)?;
    parse_optional_weights(p, st)?;
    p.expect(Tok::Comma)?;
    let (_, nt) = parse_dest(p, st)?;
    p.expect(Tok::Comma)?;
    let (_, nf) = parse_dest(p, st)?;
    let seg = p.ctx.dense_i32_array_attr(&[1, nt as i32, nf as i32]);
    set_state_prop(p.ctx, st, SEGMENTS, seg);
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_cond_br(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    p.write(" ");
    if let Some(&c) = ops.first() {
        p.print_operand(c);
    }
    if let Some(w) = prop(ctx, op, WEIGHTS).and_then(|a| ctx.attr_dense_i64s(a)) {
        let ws: Vec<String> = w.iter().map(|x| x.to_string()).collect();
        p.write(&format!(" weights([{}])", ws.join(", ")));
    }
    for (i, &b) in ctx.ir.op(op).successors.iter().enumerate() {
        p.write(", ");
        print_dest(p, b, &successor_operands(ctx, op, i));
    }
    p.print_optional_attr_dict(op, &[WEIGHTS, SEGMENTS]);
}

fn verify_cond_br(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.ir.operands(op).len();
    match segments(ctx, op) {
        Some(seg) if seg.len() == 3 => {
            let total: usize = seg.iter().sum();
            if total != n {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
                    ),
                ));
            }
        }
        Some(seg) => {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got {}",
                    seg.len()
                ),
            ));
        }
        None => return Err(op_error(ctx, op, "requires attribute 'operandSegmentSizes'")),
    }
    check_no_results_regions(ctx, op, 2)?;
    if n > 0 {
        check_operand(ctx, op, 0, "1-bit signless integer", |c, t| is_signless_int_of(c, t, 1))?;
    }
    if let Some(w) = prop(ctx, op, WEIGHTS).and_then(|a| ctx.attr_dense_i64s(a))
        && !w.is_empty()
        && w.len() != 2
    {
        return Err(plain_error(
            ctx,
            op,
            format!("expects number of branch weights to match number of successors: {} vs 2", w.len()),
        ));
    }
    verify_successor_operands(ctx, op)
}

/// `weights([w, ..])` of a conditional branch (cf's or llvm's), if
/// present: sets `branch_weights`.
pub(crate) fn parse_optional_weights(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("weights") {
        p.expect(Tok::LParen)?;
        let ws: Vec<i32> = crate::arith::types::parse_int_array(p, st, i32::MIN.into(), i32::MAX.into())?
            .into_iter()
            .map(|w| w as i32)
            .collect();
        p.expect(Tok::RParen)?;
        let a = p.ctx.dense_i32_array_attr(&ws);
        set_state_prop(p.ctx, st, WEIGHTS, a);
    }
    Ok(())
}

// ----------------------------------------------------------------------
// cf.switch
// ----------------------------------------------------------------------

/// `: type` of a switch's flag (cf's or llvm's): an integer type, with
/// its width.
pub(crate) fn parse_flag_type(p: &mut OpParser, st: &OpState) -> PResult<(Type, u32)> {
    p.expect(Tok::Colon)?;
    let toff = p.offset();
    let ft = p.parse_type()?;
    match p.ctx.type_data(ft) {
        TypeData::Integer { width, .. } => Ok((ft, *width)),
        _ => Err(crate::arith::types::type_kind_error(p, st, toff, "builtin.integer", ft)),
    }
}

fn parse_switch(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let flag = p.parse_operand()?;
    let (ft, width) = parse_flag_type(p, st)?;
    p.expect(Tok::Comma)?;
    p.expect(Tok::LSquare)?;
    let kw_off = p.offset();
    if !p.parse_optional_keyword("default") {
        return Err(custom_error(p, st, kw_off, "expected 'default'"));
    }
    p.expect(Tok::Colon)?;
    // The generated parser resolves the operands after the whole op is
    // parsed (the flag first), so syntax errors come before type errors.
    let mut dests = vec![parse_dest_unresolved(p, st)?];
    let nd = dests[0].0.len();
    let mut values = Vec::new();
    let mut case_sizes = Vec::new();
    while p.consume_if(Tok::Comma) {
        // MLIR's `OpAsmParser::parseInteger`: the custom-op error at the
        // current token.
        let at = p.offset();
        let Some(v) = p.parse_optional_integer()? else {
            return Err(crate::arith::types::custom_error(p, st, at, "expected integer value"));
        };
        values.push(truncate_to_width(i128::from(v), width));
        p.expect(Tok::Colon)?;
        let dest = parse_dest_unresolved(p, st)?;
        case_sizes.push(dest.0.len() as i32);
        dests.push(dest);
    }
    p.expect(Tok::RSquare)?;
    let ncase: i32 = case_sizes.iter().sum();
    let cs = p.ctx.dense_i32_array_attr(&case_sizes);
    set_state_prop(p.ctx, st, CASE_SEGMENTS, cs);
    if !values.is_empty() {
        let a = case_values_attr(p.ctx, ft, &values);
        set_state_prop(p.ctx, st, CASE_VALUES, a);
    }
    let seg = p.ctx.dense_i32_array_attr(&[1, nd as i32, ncase]);
    set_state_prop(p.ctx, st, SEGMENTS, seg);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.resolve_operand(&flag, ft, &mut st.operands)?;
    // A count mismatch is reported where the cases directive starts.
    for (us, ts) in &dests {
        if us.len() != ts.len() {
            let msg =
                format!("number of operands and types do not match: got {} operands and {} types", us.len(), ts.len());
            return Err(custom_error(p, st, kw_off, msg));
        }
        p.resolve_operands(us, ts, &mut st.operands)?;
    }
    Ok(())
}

fn print_switch(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    let Some(&flag) = ops.first() else { return };
    let ft = ctx.ir.value_type(flag);
    let width = match ctx.type_data(ft) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(ft);
    let pad = " ".repeat(p.indent());
    p.write(&format!(", [\n{pad}  default: "));
    let succs = &ctx.ir.op(op).successors;
    if let Some(&d) = succs.first() {
        print_dest(p, d, &successor_operands(ctx, op, 0));
    }
    let values = switch_case_values(ctx, op);
    if prop(ctx, op, CASE_VALUES).is_some() {
        for (i, v) in values.iter().enumerate() {
            // MLIR prints the zero-extended (unsigned) value.
            let u = if width < 128 { v.rem_euclid(1i128 << width) } else { *v };
            p.write(&format!(",\n{pad}  {u}: "));
            if let Some(&b) = succs.get(i + 1) {
                print_dest(p, b, &successor_operands(ctx, op, i + 1));
            }
        }
        p.write(&format!("\n{pad}"));
    }
    p.write("]");
    p.print_optional_attr_dict(op, &[CASE_SEGMENTS, CASE_VALUES, SEGMENTS]);
}

fn verify_switch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.ir.operands(op).len();
    match segments(ctx, op) {
        Some(seg) if seg.len() == 3 => {
            let total: usize = seg.iter().sum();
            if total != n {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand count ({n}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
                    ),
                ));
            }
        }
        _ => return Err(op_error(ctx, op, "requires attribute 'operandSegmentSizes'")),
    }
    let d = ctx.ir.op(op);
    if !d.regions.is_empty() {
        return Err(op_error(ctx, op, "requires zero regions"));
    }
    if !d.results.is_empty() {
        return Err(op_error(ctx, op, "requires zero results"));
    }
    if d.successors.is_empty() {
        return Err(op_error(ctx, op, "requires at least 1 successor but found 0"));
    }
    let Some(&flag) = d.operands.first() else { return Ok(()) };
    let ft = ctx.ir.value_type(flag);
    if !matches!(ctx.type_data(ft), TypeData::Integer { .. }) {
        return Err(op_error(ctx, op, format!("operand #0 must be integer, but got {}", q(ctx, ft))));
    }
    let ncases = d.successors.len() - 1;
    if let Some(a) = prop(ctx, op, CASE_VALUES) {
        if let AttrData::DenseElements { ty, .. } = ctx.attr_data(a)
            && let TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } = ctx.type_data(*ty)
            && *elem != ft
        {
            return Err(op_error(
                ctx,
                op,
                format!("'flag' type ({}) should match case value type ({})", q(ctx, ft), q(ctx, *elem)),
            ));
        }
        let nv = switch_case_values(ctx, op).len();
        if nv != ncases {
            return Err(op_error(
                ctx,
                op,
                format!("number of case values ({nv}) should match number of case destinations ({ncases})"),
            ));
        }
    } else if ncases != 0 {
        return Err(op_error(
            ctx,
            op,
            format!("number of case values (0) should match number of case destinations ({ncases})"),
        ));
    }
    verify_successor_operands(ctx, op)
}

// ----------------------------------------------------------------------
// cf.assert
// ----------------------------------------------------------------------

fn parse_assert(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ctx.i1_type();
    p.resolve_operand(&c, i1, &mut st.operands)?;
    p.expect(Tok::Comma)?;
    let none = p.ctx.none_type();
    // `$msg` is a StrAttr: any attribute is read, then its kind checked.
    let off = p.offset();
    let a = p.parse_attribute_typed(Some(none))?;
    if !matches!(p.ctx.attr_data(a), AttrData::String { .. }) {
        return Err(crate::arith::types::custom_error(p, st, off, "invalid kind of attribute specified"));
    }
    set_state_prop(p.ctx, st, "msg", a);
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_assert(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(&c) = ctx.ir.operands(op).first() {
        p.print_operand(c);
    }
    p.write(", ");
    if let Some(m) = prop(ctx, op, "msg") {
        p.print_attribute(m);
    }
    p.print_optional_attr_dict(op, &["msg"]);
}

fn verify_assert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    match prop(ctx, op, "msg") {
        None => return Err(op_error(ctx, op, "requires attribute 'msg'")),
        Some(a) if ctx.attr_str(a).is_none() => {
            return Err(op_error(ctx, op, "attribute 'msg' failed to satisfy constraint: string attribute"));
        }
        Some(_) => {}
    }
    let d = ctx.ir.op(op);
    if !d.results.is_empty() {
        return Err(op_error(ctx, op, "requires zero results"));
    }
    if d.operands.len() != 1 {
        return Err(op_error(ctx, op, "requires a single operand"));
    }
    check_operand(ctx, op, 0, "1-bit signless integer", |c, t| is_signless_int_of(c, t, 1))
}

fn assert_effects(_ctx: &Context, _op: OpId, out: &mut Vec<MemEffect>) {
    out.push(MemEffect { kind: EffectKind::Write, value: None });
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    const SRC: &str = "func.func @f(%c: i1, %a: i32) -> i32 {\n cf.assert %c, \"m\"\n cf.br ^bb1(%a : i32)\n^bb1(%x: i32):\n cf.cond_br %c weights([3, 5]), ^bb2, ^bb3(%x : i32)\n^bb2:\n cf.br ^bb3(%a : i32)\n^bb3(%y: i32):\n return %y : i32\n}";

    #[test]
    fn roundtrip_custom() {
        let out = roundtrip(SRC);
        assert!(out.contains("cf.assert %arg0, \"m\""), "{out}");
        assert!(out.contains("cf.br ^bb1(%arg1 : i32)"), "{out}");
        assert!(out.contains("cf.cond_br %arg0 weights([3, 5]), ^bb2, ^bb3(%0 : i32)"), "{out}");
    }

    #[test]
    fn roundtrip_generic_form() {
        let g = roundtrip_generic(SRC);
        assert!(g.contains("<{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 0, 1>}>"), "{g}");
        assert!(g.contains("\"cf.assert\"(%arg0) <{msg = \"m\"}> : (i1) -> ()"), "{g}");
    }

    #[test]
    fn switch_roundtrip() {
        let src = "func.func @f(%z: i8) {\n cf.switch %z : i8, [\n default: ^bb1(%z : i8),\n -1: ^bb2\n ]\n^bb1(%a: i8):\n return\n^bb2:\n return\n}";
        let out = roundtrip(src);
        assert!(
            out.contains("cf.switch %arg0 : i8, [\n      default: ^bb1(%arg0 : i8),\n      255: ^bb2\n    ]"),
            "{out}"
        );
        let g = roundtrip_generic(src);
        assert!(g.contains("case_values = dense<-1> : vector<1xi8>"), "{g}");
        assert!(g.contains("operandSegmentSizes = array<i32: 1, 1, 0>"), "{g}");
    }

    #[test]
    fn successor_checks() {
        let e = error("func.func @f(%a: i32) {\n cf.br ^bb1(%a : i32)\n^bb1(%x: i64):\n return\n}");
        assert!(e.contains("type mismatch for bb argument #0 of successor #0"), "{e}");
        let e = error("func.func @f(%a: i32) {\n cf.br ^bb1(%a : i32)\n^bb1:\n return\n}");
        assert!(e.contains("branch has 1 operands for successor #0, but target block has 0"), "{e}");
    }
}
