//! The `scf` dialect (structured control flow): `scf.for`, `scf.if`,
//! `scf.while` (with `scf.condition`), `scf.parallel` (with `scf.reduce` and
//! `scf.reduce.return`), `scf.execute_region`, `scf.index_switch` and
//! `scf.yield`, `scf.forall` (with `scf.forall.in_parallel` and
//! `tensor.parallel_insert_slice`, in [`forall`]), parsed, printed and verified as `mlir-opt` 22 does,
//! including implicit `scf.yield`/`scf.reduce` terminators and MLIR's
//! region-branch type checks along control-flow edges.
//!
//! Accessors: [`for_parts`] (bounds, step, inits, body), [`for_is_unsigned`],
//! [`if_regions`]; [`for_with_additional_iter_args`] adds loop-carried values.

pub mod canonicalize;
pub mod forall;

use crate::arith::types::*;
use affine_ir::context::{AttrData, Context, Location, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpDef, OpShape, Registry, traits};
use affine_ir::ir::{BlockId, InsertPoint, OpId, OpState, RegionId, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{Argument, OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;
use affine_ir::verify::{check_implicit_terminator, check_non_empty_blocks};

const YIELD: &str = "scf.yield";
const REDUCE: &str = "scf.reduce";

/// Registers the `scf` ops.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("scf");
    let rec = traits::RECURSIVE_MEMORY_EFFECTS;
    let d = |name: &'static str,
             parse: affine_ir::dialect::ParseFn,
             print: affine_ir::dialect::PrintFn,
             verify: affine_ir::dialect::VerifyFn,
             t: u32| OpDef {
        parse: Some(parse),
        print: Some(print),
        verify: Some(verify),
        traits: t,
        ..OpDef::new(name)
    };
    reg.add(OpDef {
        verify_regions: Some(verify_for_regions),
        implicit_terminator: Some(YIELD),
        inherent_attrs: &["unsignedCmp"],
        shape: Some(OpShape::variadic(3, 0).with_results(Arity::Any).with_regions(Arity::Exactly(1))),
        canonicalize: Some(canonicalize::patterns),
        ..d(
            "scf.for",
            parse_for,
            print_for,
            verify_for,
            rec | traits::SINGLE_BLOCK | traits::AUTOMATIC_ALLOCATION_SCOPE,
        )
    });
    reg.add(OpDef {
        verify_regions: Some(verify_if_regions),
        implicit_terminator: Some(YIELD),
        fold: Some(canonicalize::fold),
        canonicalize: Some(canonicalize::patterns),
        shape: Some(OpShape::fixed(1, 0).with_results(Arity::Any).with_regions(Arity::Exactly(2))),
        ..d("scf.if", parse_if, print_if, verify_if, rec | traits::SINGLE_BLOCK)
    });
    reg.add(OpDef {
        verify_regions: Some(verify_while_regions),
        canonicalize: Some(canonicalize::patterns),
        shape: Some(OpShape::variadic(0, 0).with_results(Arity::Any).with_regions(Arity::Exactly(2))),
        ..d("scf.while", parse_while, print_while, verify_while, rec)
    });
    reg.add(OpDef {
        implicit_terminator: Some(REDUCE),
        inherent_attrs: &["operandSegmentSizes"],
        canonicalize: Some(canonicalize::patterns),
        shape: Some(OpShape::variadic(0, 0).with_results(Arity::Any).with_regions(Arity::Exactly(1))),
        ..d(
            "scf.parallel",
            parse_parallel,
            print_parallel,
            verify_parallel,
            rec | traits::SINGLE_BLOCK | traits::AUTOMATIC_ALLOCATION_SCOPE,
        )
    });
    reg.add(OpDef {
        verify_regions: Some(verify_reduce_regions),
        shape: Some(OpShape::variadic(0, 0).with_regions(Arity::Any)),
        parent_ops: &["scf.parallel"],
        ..d("scf.reduce", parse_reduce, print_reduce, verify_reduce, traits::TERMINATOR | traits::PURE)
    });
    reg.add(OpDef {
        shape: Some(OpShape::fixed(1, 0)),
        parent_ops: &["scf.reduce"],
        ..d(
            "scf.reduce.return",
            parse_reduce_return,
            print_reduce_return,
            verify_reduce_return,
            traits::TERMINATOR | traits::PURE,
        )
    });
    reg.add(OpDef {
        shape: Some(OpShape::variadic(0, 0)),
        parent_ops: &["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"],
        ..d(
            "scf.yield",
            parse_yield,
            print_yield,
            verify_yield,
            traits::TERMINATOR | traits::PURE | traits::RETURN_LIKE,
        )
    });
    // HasParent comes before IsTerminator in MLIR's trait list, so a
    // misplaced scf.condition reports its parent first.
    reg.add(OpDef {
        parent_ops: &["scf.while"],
        shape: Some(OpShape::variadic(1, 0)),
        ..d("scf.condition", parse_condition, print_condition, verify_condition, traits::TERMINATOR | traits::PURE)
    });
    forall::register(reg);
    reg.add(OpDef {
        verify_regions: Some(verify_execute_regions),
        inherent_attrs: &["no_inline"],
        canonicalize: Some(canonicalize::patterns),
        shape: Some(OpShape::fixed(0, 0).with_results(Arity::Any).with_regions(Arity::Exactly(1))),
        ..d("scf.execute_region", parse_execute, print_execute, verify_execute, rec)
    });
    reg.add(OpDef {
        verify_regions: Some(verify_switch_regions),
        implicit_terminator: Some(YIELD),
        inherent_attrs: &["cases"],
        canonicalize: Some(canonicalize::patterns),
        shape: Some(OpShape::fixed(1, 0).with_results(Arity::Any).with_regions(Arity::AtLeast(1))),
        ..d("scf.index_switch", parse_switch, print_switch, verify_switch, rec | traits::SINGLE_BLOCK)
    });
}

// ----------------------------------------------------------------------
// Helpers
// ----------------------------------------------------------------------

fn name_of(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.ir.op(op).name)
}

/// Appends a `name` terminator (no operands) to the last block of `r` unless
/// it already ends with a terminator; creates the block if the region is
/// empty (MLIR's `ensureTerminator`).
pub(crate) fn ensure_terminator(ctx: &mut Context, r: RegionId, name: &str, loc: Location) {
    let b = match ctx.ir.region(r).last {
        Some(b) => b,
        None => {
            let b = ctx.ir.new_block(&[]);
            ctx.ir.append_block(r, b);
            b
        }
    };
    if let Some(last) = ctx.ir.terminator(b)
        && ctx.op_has_trait(last, traits::TERMINATOR)
    {
        return;
    }
    let n = ctx.op_name(name);
    ctx.ir.create_op_at(OpState::new(n, loc), InsertPoint::BlockEnd(b));
}

fn arg(name: UnresolvedOperand, ty: Type) -> Argument {
    Argument { name, ty, loc: None }
}

/// `(%a = %x, %b = %y)`: region arguments and their initial operands.
fn parse_assignment_list(p: &mut OpParser) -> PResult<(Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
    p.expect(Tok::LParen)?;
    let mut lhs = Vec::new();
    let mut rhs = Vec::new();
    if !p.at(Tok::RParen) {
        loop {
            lhs.push(p.parse_argument_name()?);
            p.expect(Tok::Equal)?;
            rhs.push(p.parse_operand()?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    // MLIR's `parseCommaSeparatedListUntil(')')`.
    p.expect_msg(Tok::RParen, "expected ',' or ')'")?;
    Ok((lhs, rhs))
}

/// `(%a, %b)` operand list.
fn parse_paren_operands(p: &mut OpParser) -> PResult<Vec<UnresolvedOperand>> {
    parse_delimited_operands(p, Tok::LParen, Tok::RParen, "operand list")
}

/// `-> type` / `-> (t1, t2)` (nothing if no arrow).
fn parse_optional_arrow_types(p: &mut OpParser) -> PResult<Vec<Type>> {
    p.parse_optional_arrow_type_list()
}

fn print_optional_arrow_types(p: &mut OpPrinter, ts: &[Type]) {
    if ts.is_empty() {
        return;
    }
    p.write(" -> ");
    if ts.len() == 1 && !matches!(p.ctx.type_data(ts[0]), TypeData::Function { .. }) {
        p.print_type(ts[0]);
    } else {
        p.write("(");
        p.print_types(ts);
        p.write(")");
    }
}

fn result_types(ctx: &Context, op: OpId) -> Vec<Type> {
    ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect()
}

fn types_of(ctx: &Context, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|&v| ctx.ir.value_type(v)).collect()
}

fn entry(ctx: &Context, op: OpId, i: usize) -> Option<BlockId> {
    ctx.ir.regions(op).get(i).and_then(|&r| ctx.ir.entry_block(r))
}

fn last_op(ctx: &Context, op: OpId, i: usize) -> Option<OpId> {
    let r = *ctx.ir.regions(op).get(i)?;
    let b = ctx.ir.region(r).last?;
    ctx.ir.block(b).last
}

/// MLIR's region-branch edge check (`verifyTypesAlongControlFlowEdges`):
/// the types `operands` that `point` (a terminator, or `None` for the
/// parent op) forwards to `to` must match that successor's `inputs`.
pub(crate) fn check_edge(
    ctx: &Context,
    op: OpId,
    point: Option<OpId>,
    to: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let from = match point {
        Some(t) => format!("Operation {}", name_of(ctx, t)),
        None => "parent".to_string(),
    };
    let note_loc = point.map(|t| ctx.ir.op(t).loc).unwrap_or(ctx.ir.op(op).loc);
    if operands.len() != inputs.len() {
        let e = op_error(
            ctx,
            op,
            format!(
                "along control flow edge from {from} to {to}: region branch point has {} operands, but region successor needs {} inputs",
                operands.len(),
                inputs.len()
            ),
        );
        return Err(e.with_note(note_loc, "region branch point"));
    }
    for (i, (a, b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            let e = op_error(
                ctx,
                op,
                format!(
                    "along control flow edge from {from} to {to}: successor operand type #{i} {} should match successor input type #{i} {}",
                    q(ctx, *a),
                    q(ctx, *b)
                ),
            );
            return Err(e.with_note(note_loc, "region branch point"));
        }
    }
    Ok(())
}

/// The `scf.yield` terminating region `i` of `op`, if any.
fn region_yield(ctx: &Context, op: OpId, i: usize) -> Option<OpId> {
    last_op(ctx, op, i).filter(|&t| name_of(ctx, t) == YIELD)
}

// ----------------------------------------------------------------------
// scf.for
// ----------------------------------------------------------------------

/// Parts of an `scf.for`: `(lb, ub, step, inits, body block)`.
pub fn for_parts(ctx: &Context, op: OpId) -> Option<(ValueId, ValueId, ValueId, Vec<ValueId>, BlockId)> {
    if name_of(ctx, op) != "scf.for" {
        return None;
    }
    let ops = ctx.ir.operands(op);
    if ops.len() < 3 {
        return None;
    }
    Some((ops[0], ops[1], ops[2], ops[3..].to_vec(), entry(ctx, op, 0)?))
}

/// The case values of an `scf.index_switch` (its regions are the default
/// region, then one per case).
pub fn switch_cases(ctx: &Context, op: OpId) -> Vec<i64> {
    prop(ctx, op, "cases").and_then(|c| ctx.attr_dense_i64s(c)).unwrap_or_default()
}

/// True if the `scf.for` compares its induction variable unsigned
/// (`scf.for unsigned`).
pub fn for_is_unsigned(ctx: &Context, op: OpId) -> bool {
    prop(ctx, op, "unsignedCmp").is_some()
}

/// MLIR's `scf::ForOp::replaceWithAdditionalYields`: replaces `op` by an
/// `scf.for` with the same bounds and body and the extra loop-carried
/// values `new_inits` (new block arguments and results after the old ones,
/// initially yielding the new arguments unchanged). With
/// `replace_init_uses_in_loop`, uses of the new initial values inside the
/// loop become uses of the new arguments. Uses of the old results move to
/// the new loop's first results; `op` is erased. Returns the new loop.
pub fn for_with_additional_iter_args(
    ctx: &mut Context,
    op: OpId,
    new_inits: &[ValueId],
    replace_init_uses_in_loop: bool,
) -> OpId {
    let old = ctx.ir.op(op).clone();
    let mut st = OpState::new(old.name, old.loc);
    st.operands = old.operands.to_vec();
    st.operands.extend_from_slice(new_inits);
    st.result_types = result_types(ctx, op);
    st.result_types.extend(types_of(ctx, new_inits));
    st.attrs = old.attrs.to_vec();
    st.props = old.props.to_vec();
    let region = ctx.ir.new_region();
    ctx.ir.take_region_body(old.regions[0], region);
    st.regions.push(region);
    let new_op = ctx.ir.create_op_at(st, InsertPoint::Before(op));
    let body = ctx.ir.entry_block(region).expect("scf.for has a body");
    let mut new_args = Vec::with_capacity(new_inits.len());
    for &v in new_inits {
        let t = ctx.ir.value_type(v);
        new_args.push(ctx.ir.add_block_arg(body, t, Some(old.loc)));
    }
    if replace_init_uses_in_loop {
        for (&init, &arg) in new_inits.iter().zip(&new_args) {
            let ir = &ctx.ir;
            let inside: Vec<_> =
                ir.uses(init).iter().copied().filter(|u| ir.is_ancestor(new_op, u.op) && u.op != new_op).collect();
            for u in inside {
                ctx.ir.set_operand(u.op, u.index as usize, arg);
            }
        }
    }
    if let Some(yield_op) = ctx.ir.terminator(body) {
        let mut operands = ctx.ir.operands(yield_op).to_vec();
        operands.extend_from_slice(&new_args);
        ctx.ir.set_operands(yield_op, operands);
    }
    for (i, &r) in old.results.iter().enumerate() {
        let nr = ctx.ir.result(new_op, i);
        ctx.ir.replace_all_uses(r, nr);
    }
    ctx.ir.erase_op(op);
    new_op
}

/// `(then, else)` regions of an `scf.if` (else may be empty).
pub fn if_regions(ctx: &Context, op: OpId) -> Option<(RegionId, RegionId)> {
    if name_of(ctx, op) != "scf.if" {
        return None;
    }
    match ctx.ir.regions(op) {
        [a, b] => Some((*a, *b)),
        _ => None,
    }
}

fn parse_for(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("unsigned") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "unsignedCmp", u);
    }
    let iv = p.parse_operand()?;
    p.expect(Tok::Equal)?;
    let lb = p.parse_operand()?;
    parse_kw(p, st, "to")?;
    let ub = p.parse_operand()?;
    parse_kw(p, st, "step")?;
    let step = p.parse_operand()?;
    let mut iter_names = Vec::new();
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        let (l, r) = parse_assignment_list(p)?;
        iter_names = l;
        inits = r;
        p.expect(Tok::Arrow)?;
        st.result_types = p.parse_function_result_types()?;
    }
    if iter_names.len() != st.result_types.len() {
        return Err(name_error(p, st, "mismatch in number of loop-carried values and defined values"));
    }
    let t = if p.consume_if(Tok::Colon) { p.parse_type()? } else { p.ctx.index_type() };
    let mut args = vec![arg(iv, t)];
    for (n, &ty) in iter_names.into_iter().zip(st.result_types.iter()) {
        args.push(arg(n, ty));
    }
    let body = p.parse_region(&args, false)?;
    ensure_terminator(p.ctx, body, YIELD, st.loc);
    st.regions.push(body);
    p.resolve_operand(&lb, t, &mut st.operands)?;
    p.resolve_operand(&ub, t, &mut st.operands)?;
    p.resolve_operand(&step, t, &mut st.operands)?;
    let rts = st.result_types.clone();
    for (u, ty) in inits.iter().zip(rts) {
        p.resolve_operand(u, ty, &mut st.operands)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_for(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    let Some(body) = entry(ctx, op, 0) else { return };
    let args = ctx.ir.block_args(body).to_vec();
    if prop(ctx, op, "unsignedCmp").is_some() {
        p.write(" unsigned");
    }
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_operand(iv);
    }
    p.write(" = ");
    p.print_operand(ops[0]);
    p.write(" to ");
    p.print_operand(ops[1]);
    p.write(" step ");
    p.print_operand(ops[2]);
    let inits = &ops[3..];
    if !inits.is_empty() {
        p.write(" iter_args(");
        for (i, (&a, &v)) in args[1..].iter().zip(inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" = ");
            p.print_operand(v);
        }
        p.write(") -> (");
        p.print_types(&types_of(ctx, inits));
        p.write(")");
    }
    p.write(" ");
    let ivt = ctx.ir.value_type(ops[0]);
    if let Some(&iv) = args.first() {
        let t = ctx.ir.value_type(iv);
        if !is_index(ctx, t) {
            p.write(" : ");
            p.print_type(t);
            p.write(" ");
        }
    } else if !is_index(ctx, ivt) {
        p.write(" : ");
        p.print_type(ivt);
        p.write(" ");
    }
    let r = ctx.ir.regions(op)[0];
    p.print_region(r, false, !inits.is_empty());
    p.print_optional_attr_dict(op, &["unsignedCmp"]);
}

fn verify_for(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, results: None, operands: None, min_operands: 3 })?;
    let sig = "signless integer or index";
    let int_or_index = |c: &Context, t: Type| is_signless_int(c, t) || is_index(c, t);
    for i in 0..3 {
        check_operand(ctx, op, i, sig, int_or_index)?;
    }
    let ops = ctx.ir.operands(op);
    let ts = types_of(ctx, &ops[..3]);
    if ts[0] != ts[1] || ts[1] != ts[2] {
        return Err(op_error(ctx, op, "failed to verify that all of {lowerBound, upperBound, step} have same type"));
    }
    let r = ctx.ir.regions(op)[0];
    if ctx.ir.region_blocks(r).count() != 1 {
        return Err(op_error(ctx, op, "region #0 ('region') failed to verify constraint: region with 1 blocks"));
    }
    check_non_empty_blocks(ctx, op)?;
    // LoopLikeOpInterface.
    let body = entry(ctx, op, 0).expect("one block");
    let nargs = ctx.ir.block_args(body).len();
    let inits = &ops[3..];
    let iter_args: Vec<ValueId> = ctx.ir.block_args(body).iter().skip(1).copied().collect();
    let n_iter: u64 = if nargs == 0 { u64::MAX } else { (nargs - 1) as u64 };
    if inits.len() as u64 != n_iter {
        return Err(op_error(
            ctx,
            op,
            format!("different number of inits and region iter_args: {} != {n_iter}", inits.len()),
        ));
    }
    let yielded: Vec<ValueId> = region_yield(ctx, op, 0).map(|y| ctx.ir.operands(y).to_vec()).unwrap_or_default();
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    let results = ctx.ir.results(op);
    if results.len() != iter_args.len() {
        return Err(op_error(
            ctx,
            op,
            format!("different number of loop results and region iter_args: {} != {}", results.len(), iter_args.len()),
        ));
    }
    for (i, (&init, &ia)) in inits.iter().zip(&iter_args).enumerate() {
        let (a, b) = (ctx.ir.value_type(init), ctx.ir.value_type(ia));
        if a != b {
            return Err(op_error(
                ctx,
                op,
                format!("{i}-th init and {i}-th region iter_arg have different type: {} != {}", q(ctx, a), q(ctx, b)),
            ));
        }
        if !yielded.is_empty() {
            let y = ctx.ir.value_type(yielded[i]);
            if b != y {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                        q(ctx, b),
                        q(ctx, y)
                    ),
                ));
            }
        }
    }
    for (i, (&ia, &res)) in iter_args.iter().zip(results).enumerate() {
        let (a, b) = (ctx.ir.value_type(ia), ctx.ir.value_type(res));
        if a != b {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    q(ctx, a),
                    q(ctx, b)
                ),
            ));
        }
    }
    if inits.len() != results.len() {
        return Err(op_error(ctx, op, "mismatch in number of loop-carried values and defined values"));
    }
    Ok(())
}

fn verify_for_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_implicit_terminator(ctx, op, YIELD)?;
    let ops = ctx.ir.operands(op);
    let body = entry(ctx, op, 0).expect("verified");
    let args = ctx.ir.block_args(body);
    if let Some(&iv) = args.first()
        && ctx.ir.value_type(iv) != ctx.ir.value_type(ops[0])
    {
        return Err(op_error(ctx, op, "expected induction variable to be same type as bounds and step"));
    }
    let iter_types = types_of(ctx, &args[1.min(args.len())..]);
    let res = result_types(ctx, op);
    let inits = types_of(ctx, &ops[3..]);
    check_edge(ctx, op, None, "Region #0", &inits, &iter_types)?;
    check_edge(ctx, op, None, "parent", &inits, &res)?;
    if let Some(y) = region_yield(ctx, op, 0) {
        let yt = types_of(ctx, ctx.ir.operands(y));
        check_edge(ctx, op, Some(y), "Region #0", &yt, &iter_types)?;
        check_edge(ctx, op, Some(y), "parent", &yt, &res)?;
    }
    Ok(())
}

// ----------------------------------------------------------------------
// scf.if
// ----------------------------------------------------------------------

fn parse_if(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ctx.i1_type();
    p.resolve_operand(&c, i1, &mut st.operands)?;
    st.result_types = parse_optional_arrow_types(p)?;
    let then_r = p.parse_region(&[], false)?;
    ensure_terminator(p.ctx, then_r, YIELD, st.loc);
    st.regions.push(then_r);
    let else_r = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[], false)?;
        ensure_terminator(p.ctx, r, YIELD, st.loc);
        r
    } else {
        p.ctx.ir.new_region()
    };
    st.regions.push(else_r);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_if(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let c = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(c);
    let rts = result_types(ctx, op);
    let terms = !rts.is_empty();
    if terms {
        p.write(" -> (");
        p.print_types(&rts);
        p.write(")");
    }
    p.write(" ");
    let regs = ctx.ir.regions(op).to_vec();
    p.print_region(regs[0], false, terms);
    if let Some(&e) = regs.get(1)
        && !ctx.ir.region_is_empty(e)
    {
        p.write(" else ");
        p.print_region(e, false, terms);
    }
    p.print_optional_attr_dict(op, &[]);
}

fn verify_if(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 2, results: None, operands: Some(1), min_operands: 1 })?;
    check_operand(ctx, op, 0, "1-bit signless integer", |c, t| is_signless_int_of(c, t, 1))?;
    for (i, name) in ["thenRegion", "elseRegion"].into_iter().enumerate() {
        let r = ctx.ir.regions(op)[i];
        let n = ctx.ir.region_blocks(r).count();
        if n > 1 || (i == 0 && n != 1) {
            let c = if i == 0 { "region with 1 blocks" } else { "region with at most 1 blocks" };
            return Err(op_error(ctx, op, format!("region #{i} ('{name}') failed to verify constraint: {c}")));
        }
    }
    check_non_empty_blocks(ctx, op)?;
    for (i, &r) in ctx.ir.regions(op).iter().enumerate() {
        if let Some(b) = ctx.ir.entry_block(r)
            && !ctx.ir.block_args(b).is_empty()
        {
            return Err(op_error(ctx, op, format!("region #{i} should have no arguments")));
        }
    }
    if !ctx.ir.results(op).is_empty() && ctx.ir.region_is_empty(ctx.ir.regions(op)[1]) {
        return Err(op_error(ctx, op, "must have an else block if defining values"));
    }
    Ok(())
}

fn verify_if_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_implicit_terminator(ctx, op, YIELD)?;
    let res = result_types(ctx, op);
    for i in 0..2 {
        if let Some(y) = region_yield(ctx, op, i) {
            let yt = types_of(ctx, ctx.ir.operands(y));
            check_edge(ctx, op, Some(y), "parent", &yt, &res)?;
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// scf.while / scf.condition
// ----------------------------------------------------------------------

fn parse_while(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let (names, inits) = if p.at(Tok::LParen) { parse_assignment_list(p)? } else { (Vec::new(), Vec::new()) };
    // MLIR's `parseColonType(FunctionType &)`: any type, then its kind,
    // reported at the colon.
    let colon = p.offset();
    p.expect(Tok::Colon)?;
    let ft = p.parse_type()?;
    let (ins, outs) = match p.ctx.type_data(ft) {
        TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
        _ => {
            return Err(crate::arith::types::type_kind_error(p, st, colon, "builtin.function", ft));
        }
    };
    st.result_types = outs;
    if ins.len() != inits.len() {
        let msg = format!("expected as many input types as operands (expected {} got {})", inits.len(), ins.len());
        return Err(crate::arith::types::custom_error(p, st, colon, msg));
    }
    for (u, &t) in inits.iter().zip(&ins) {
        p.resolve_operand(u, t, &mut st.operands)?;
    }
    let args: Vec<Argument> = names.into_iter().zip(&ins).map(|(n, &t)| arg(n, t)).collect();
    let before = p.parse_region(&args, false)?;
    parse_kw(p, st, "do")?;
    let after = p.parse_region(&[], false)?;
    st.regions.push(before);
    st.regions.push(after);
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    Ok(())
}

fn print_while(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let inits = ctx.ir.operands(op).to_vec();
    let regs = ctx.ir.regions(op).to_vec();
    let before_args = ctx.ir.entry_block(regs[0]).map(|b| ctx.ir.block_args(b).to_vec()).unwrap_or_default();
    p.write(" ");
    if !inits.is_empty() {
        p.write("(");
        for (i, (&a, &v)) in before_args.iter().zip(&inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" = ");
            p.print_operand(v);
        }
        p.write(") ");
    }
    p.write(": ");
    let results = ctx.ir.results(op).to_vec();
    p.print_functional_type(&inits, &results);
    p.write(" ");
    p.print_region(regs[0], false, true);
    p.write(" do ");
    p.print_region(regs[1], true, true);
    p.print_optional_attr_dict_with_keyword(op, &[]);
}

fn terminator_check(ctx: &Context, op: OpId, i: usize, name: &str, msg: &str) -> Result<(), Diagnostic> {
    let t = entry(ctx, op, i).and_then(|b| ctx.ir.block(b).last);
    match t {
        Some(t) if name_of(ctx, t) == name => Ok(()),
        Some(t) => Err(op_error(ctx, op, msg).with_note(ctx.ir.op(t).loc, "terminator here")),
        None => Err(op_error(ctx, op, msg)),
    }
}

fn verify_while(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 2, results: None, operands: None, min_operands: 0 })?;
    // The `SingleBlock` trait, checked before the op's own verifier.
    for (i, &r) in ctx.ir.regions(op).iter().enumerate() {
        if ctx.ir.region_blocks(r).count() > 1 {
            return Err(op_error(ctx, op, format!("expects region #{i} to have 0 or 1 blocks")));
        }
    }
    affine_ir::verify::check_non_empty_blocks(ctx, op)?;
    terminator_check(ctx, op, 0, "scf.condition", "expects the 'before' region to terminate with 'scf.condition'")?;
    terminator_check(ctx, op, 1, YIELD, "expects the 'after' region to terminate with 'scf.yield'")
}

fn verify_while_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let regs = ctx.ir.regions(op);
    let before_args = ctx.ir.entry_block(regs[0]).map(|b| types_of(ctx, ctx.ir.block_args(b))).unwrap_or_default();
    let after_args = ctx.ir.entry_block(regs[1]).map(|b| types_of(ctx, ctx.ir.block_args(b))).unwrap_or_default();
    let inits = types_of(ctx, ctx.ir.operands(op));
    let res = result_types(ctx, op);
    check_edge(ctx, op, None, "Region #0", &inits, &before_args)?;
    if let Some(c) = last_op(ctx, op, 0).filter(|&t| name_of(ctx, t) == "scf.condition") {
        let ct = types_of(ctx, &ctx.ir.operands(c)[1.min(ctx.ir.operands(c).len())..]);
        check_edge(ctx, op, Some(c), "parent", &ct, &res)?;
        check_edge(ctx, op, Some(c), "Region #1", &ct, &after_args)?;
    }
    if let Some(y) = region_yield(ctx, op, 1) {
        let yt = types_of(ctx, ctx.ir.operands(y));
        check_edge(ctx, op, Some(y), "Region #0", &yt, &before_args)?;
    }
    Ok(())
}

fn parse_condition(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LParen)?;
    let c = p.parse_operand()?;
    p.expect(Tok::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let i1 = p.ctx.i1_type();
    p.resolve_operand(&c, i1, &mut st.operands)?;
    parse_optional_typed_operands(p, st)
}

fn print_condition(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write("(");
    p.print_operand(ops[0]);
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    print_optional_typed_operands(p, &ops[1..]);
}

fn verify_condition(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 0))?;
    check_operand(ctx, op, 0, "1-bit signless integer", |c, t| is_signless_int_of(c, t, 1))
}

// ----------------------------------------------------------------------
// scf.yield
// ----------------------------------------------------------------------

fn parse_yield(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_optional_typed_operands(p, st)
}

fn print_yield(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    let ops = p.ctx.ir.operands(op).to_vec();
    print_optional_typed_operands(p, &ops);
}

fn verify_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(0, 0))?;
    let parent = ctx.ir.parent_op(op).map(|p| name_of(ctx, p));
    if !matches!(parent, Some("scf.execute_region" | "scf.for" | "scf.if" | "scf.index_switch" | "scf.while")) {
        return Err(op_error(
            ctx,
            op,
            "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'",
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// scf.parallel / scf.reduce / scf.reduce.return
// ----------------------------------------------------------------------

/// MLIR's `parseArgumentList(ivs, Delimiter::Paren)`: untyped arguments
/// with optional locations (`scf.parallel`, `scf.forall`).
fn parse_paren_argument_list(p: &mut OpParser) -> PResult<Vec<Argument>> {
    p.expect_msg(Tok::LParen, "expected '(' in argument list")?;
    let mut ivs = Vec::new();
    if !p.consume_if(Tok::RParen) {
        loop {
            ivs.push(p.parse_argument(false, true)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect_msg(Tok::RParen, "expected ')' in argument list")?;
    }
    Ok(ivs)
}

fn parse_parallel(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let ivs = parse_paren_argument_list(p)?;
    p.expect(Tok::Equal)?;
    let lbs_off = p.offset();
    let lbs = parse_paren_operands(p)?;
    let it = p.ctx.index_type();
    let n = ivs.len();
    let count_err =
        |p: &mut OpParser, st: &OpState, off: usize| custom_error(p, st, off, format!("expected {n} operands"));
    if lbs.len() != n {
        return Err(count_err(p, st, lbs_off));
    }
    for u in &lbs {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    parse_kw(p, st, "to")?;
    let ubs_off = p.offset();
    let ubs = parse_paren_operands(p)?;
    if ubs.len() != n {
        return Err(count_err(p, st, ubs_off));
    }
    for u in &ubs {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    parse_kw(p, st, "step")?;
    let steps_off = p.offset();
    let steps = parse_paren_operands(p)?;
    if steps.len() != n {
        return Err(count_err(p, st, steps_off));
    }
    for u in &steps {
        p.resolve_operand(u, it, &mut st.operands)?;
    }
    let inits = if p.parse_optional_keyword("init") { parse_paren_operands(p)? } else { Vec::new() };
    st.result_types = parse_optional_arrow_types(p)?;
    let args: Vec<Argument> = ivs.into_iter().map(|a| Argument { ty: it, ..a }).collect();
    let body = p.parse_region(&args, false)?;
    st.regions.push(body);
    let seg = p.ctx.dense_i32_array_attr(&[n as i32, n as i32, n as i32, inits.len() as i32]);
    set_state_prop(p.ctx, st, "operandSegmentSizes", seg);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let rts = st.result_types.clone();
    if inits.len() != rts.len() {
        let (n, m) = (inits.len(), rts.len());
        return Err(name_error(
            p,
            st,
            format!("number of operands and types do not match: got {n} operands and {m} types"),
        ));
    }
    p.resolve_operands(&inits, &rts, &mut st.operands)?;
    ensure_terminator(p.ctx, body, REDUCE, st.loc);
    Ok(())
}

fn print_parallel(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(body) = entry(ctx, op, 0) else { return };
    let ivs = ctx.ir.block_args(body).to_vec();
    let ops = ctx.ir.operands(op).to_vec();
    let n = ivs.len();
    p.write(" (");
    p.print_operands(&ivs);
    p.write(") = (");
    p.print_operands(&ops[..n.min(ops.len())]);
    p.write(") to (");
    p.print_operands(&ops[n.min(ops.len())..(2 * n).min(ops.len())]);
    p.write(") step (");
    p.print_operands(&ops[(2 * n).min(ops.len())..(3 * n).min(ops.len())]);
    p.write(")");
    if ops.len() > 3 * n {
        p.write(" init (");
        p.print_operands(&ops[3 * n..]);
        p.write(")");
    }
    print_optional_arrow_types(p, &result_types(ctx, op));
    p.write(" ");
    let r = ctx.ir.regions(op)[0];
    p.print_region(r, false, true);
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

fn verify_parallel(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, results: None, operands: None, min_operands: 0 })?;
    let seg = crate::memref::segments(ctx, op).unwrap_or_default();
    if seg.len() != 4 || seg.iter().sum::<usize>() != ctx.ir.operands(op).len() {
        return Err(op_error(
            ctx,
            op,
            "operand count does not match with the total size specified in attribute 'operandSegmentSizes'",
        ));
    }
    let nb: usize = seg[..3].iter().sum();
    check_operands(ctx, op, 0..nb, "variadic of index", is_index)?;
    if ctx.ir.region_blocks(ctx.ir.regions(op)[0]).count() != 1 {
        return Err(op_error(ctx, op, "region #0 ('region') failed to verify constraint: region with 1 blocks"));
    }
    let ops = ctx.ir.operands(op);
    let steps = &ops[seg[0] + seg[1]..nb];
    if steps.is_empty() {
        return Err(op_error(ctx, op, "needs at least one tuple element for lowerBound, upperBound and step"));
    }
    for &s in steps {
        if let Some(c) = crate::arith::constant_int(ctx, s)
            && c <= 0
        {
            return Err(op_error(ctx, op, "constant step operand must be positive"));
        }
    }
    let body = entry(ctx, op, 0).expect("one block");
    let nargs = ctx.ir.block_args(body).len();
    if nargs != steps.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expects the same number of induction variables: {nargs} as bound and step values: {}",
                steps.len()
            ),
        ));
    }
    if ctx.ir.block_args(body).iter().any(|&a| !is_index(ctx, ctx.ir.value_type(a))) {
        return Err(op_error(ctx, op, "expects arguments for the induction variable to be of index type"));
    }
    terminator_check(ctx, op, 0, REDUCE, "expects body to terminate with 'scf.reduce'")?;
    let red = last_op(ctx, op, 0).expect("terminator");
    let nres = ctx.ir.results(op).len();
    let nred = ctx.ir.regions(red).len();
    let ninit = seg[3];
    if nres != nred {
        return Err(op_error(
            ctx,
            op,
            format!("expects number of results: {nres} to be the same as number of reductions: {nred}"),
        ));
    }
    if nres != ninit {
        return Err(op_error(
            ctx,
            op,
            format!("expects number of results: {nres} to be the same as number of initial values: {ninit}"),
        ));
    }
    for i in 0..nred {
        let rt = ctx.ir.value_type(ctx.ir.results(op)[i]);
        let Some(&o) = ctx.ir.operands(red).get(i) else { break };
        let ot = ctx.ir.value_type(o);
        if rt != ot {
            return Err(op_error(
                ctx,
                red,
                format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    q(ctx, ot),
                    q(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

fn parse_reduce(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.consume_if(Tok::LParen) {
        // ODS `$operands`: a possibly empty list, then `:`.
        let us = p.parse_operand_list()?;
        p.expect(Tok::Colon)?;
        let ts = p.parse_type_list()?;
        p.expect(Tok::RParen)?;
        resolve_counted(p, st, &us, &ts)?;
    }
    if let Some(r) = p.parse_optional_region(&[], false)? {
        st.regions.push(r);
        while p.consume_if(Tok::Comma) {
            let r = p.parse_region(&[], false)?;
            st.regions.push(r);
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_reduce(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    if !ops.is_empty() {
        p.write("(");
        p.print_operands(&ops);
        p.write(" : ");
        p.print_types(&types_of(ctx, &ops));
        p.write(")");
    }
    p.write(" ");
    for (i, &r) in ctx.ir.regions(op).iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region(r, true, true);
    }
    p.print_optional_attr_dict(op, &[]);
}

/// After the parent check (`HasParent`, from the op's definition): the
/// region constraints, then the op's own checks.
fn verify_reduce(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_reduce_invariants(ctx, op)?;
    let nops = ctx.ir.operands(op).len();
    let nregs = ctx.ir.regions(op).len();
    if nops != nregs {
        return Err(op_error(ctx, op, format!("expected {nops} regions")));
    }
    Ok(())
}

/// ODS's `VariadicRegion<SizedRegion<1>>` constraint on the reductions,
/// checked on entry (before the parent check and the nested ops).
fn verify_reduce_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for (i, &r) in ctx.ir.regions(op).iter().enumerate() {
        if ctx.ir.region_blocks(r).count() != 1 {
            let msg = format!("region #{i} ('reductions') failed to verify constraint: region with 1 blocks");
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

fn verify_reduce_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for (i, &r) in ctx.ir.regions(op).iter().enumerate() {
        let t = ctx.ir.value_type(ctx.ir.operands(op)[i]);
        let Some(b) = ctx.ir.entry_block(r) else { continue };
        if ctx.ir.block(b).first.is_none() {
            return Err(op_error(ctx, op, format!("{i}-th reduction has an empty body")));
        }
        let args = ctx.ir.block_args(b);
        if args.len() != 2 || args.iter().any(|&a| ctx.ir.value_type(a) != t) {
            return Err(op_error(
                ctx,
                op,
                format!("expected two block arguments with type {} in the {i}-th reduction region", q(ctx, t)),
            ));
        }
        if ctx.ir.block(b).last.map(|l| name_of(ctx, l)) != Some("scf.reduce.return") {
            return Err(op_error(ctx, op, "reduction bodies must be terminated with an 'scf.reduce.return' op"));
        }
    }
    Ok(())
}

fn parse_reduce_return(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.resolve_operand(&v, t, &mut st.operands)
}

fn print_reduce_return(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let v = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v));
}

fn verify_reduce_return(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 0))?;
    let Some(b) = ctx.ir.op(op).parent else { return Ok(()) };
    let parent = ctx.ir.block_parent_op(b);
    if parent.map(|p| name_of(ctx, p)) != Some("scf.reduce") {
        return Err(op_error(ctx, op, "expects parent op 'scf.reduce'"));
    }
    if let Some(&a) = ctx.ir.block_args(b).first() {
        let et = ctx.ir.value_type(a);
        let t = ctx.ir.value_type(ctx.ir.operands(op)[0]);
        if et != t {
            return Err(op_error(ctx, op, format!("must have type {} (the type of the reduction inputs)", q(ctx, et))));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// scf.execute_region
// ----------------------------------------------------------------------

fn parse_execute(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    st.result_types = parse_optional_arrow_types(p)?;
    if p.parse_optional_keyword("no_inline") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "no_inline", u);
    }
    let r = p.parse_region(&[], false)?;
    st.regions.push(r);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_execute(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    print_optional_arrow_types(p, &result_types(ctx, op));
    p.write(" ");
    if prop(ctx, op, "no_inline").is_some() {
        p.write("no_inline ");
    }
    let r = ctx.ir.regions(op)[0];
    p.print_region(r, false, true);
    p.print_optional_attr_dict(op, &["no_inline"]);
}

fn verify_execute(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, results: None, operands: Some(0), min_operands: 0 })?;
    let r = ctx.ir.regions(op)[0];
    if ctx.ir.region_is_empty(r) {
        return Err(op_error(ctx, op, "region needs to have at least one block"));
    }
    if let Some(b) = ctx.ir.entry_block(r)
        && !ctx.ir.block_args(b).is_empty()
    {
        return Err(op_error(ctx, op, "region cannot have any arguments"));
    }
    Ok(())
}

fn verify_execute_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let res = result_types(ctx, op);
    let r = ctx.ir.regions(op)[0];
    for b in ctx.ir.region_blocks(r) {
        if let Some(t) = ctx.ir.block(b).last.filter(|&t| name_of(ctx, t) == YIELD) {
            let yt = types_of(ctx, ctx.ir.operands(t));
            check_edge(ctx, op, Some(t), "parent", &yt, &res)?;
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// scf.index_switch
// ----------------------------------------------------------------------

fn parse_switch(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    let it = p.ctx.index_type();
    p.resolve_operand(&a, it, &mut st.operands)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if p.consume_if(Tok::Arrow) {
        st.result_types = p.parse_type_list()?;
    }
    let mut cases = Vec::new();
    let mut regions = Vec::new();
    while p.parse_optional_keyword("case") {
        cases.push(parse_int(p, st)?);
        let r = p.parse_region(&[], false)?;
        regions.push(r);
    }
    parse_kw(p, st, "default")?;
    let d = p.parse_region(&[], false)?;
    st.regions.push(d);
    st.regions.extend(regions);
    let ca = p.ctx.dense_i64_array_attr(&cases);
    set_state_prop(p.ctx, st, "cases", ca);
    // Only the default region gets an implicit `scf.yield`: the case regions
    // come from a custom directive, which MLIR's generated parser does not
    // complete.
    ensure_terminator(p.ctx, d, YIELD, st.loc);
    Ok(())
}

fn print_switch(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let a = ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(a);
    p.print_optional_attr_dict(op, &["cases"]);
    let rts = result_types(ctx, op);
    if !rts.is_empty() {
        p.write(" -> ");
        p.print_types(&rts);
    }
    p.write(" ");
    let cases = prop(ctx, op, "cases").and_then(|c| ctx.attr_dense_i64s(c)).unwrap_or_default();
    let regs = ctx.ir.regions(op).to_vec();
    let indent = " ".repeat(p.indent());
    for (v, &r) in cases.iter().zip(regs.iter().skip(1)) {
        p.write("\n");
        p.write(&indent);
        p.write(&format!("case {v} "));
        p.print_region(r, false, true);
    }
    p.write("\n");
    p.write(&indent);
    p.write("default ");
    if let Some(&d) = regs.first() {
        let elide = last_op(ctx, op, 0).is_some_and(|t| {
            ctx.ir.operands(t).is_empty() && ctx.ir.op(t).attrs.is_empty() && ctx.ir.op(t).props.is_empty()
        });
        p.print_region(d, true, !elide);
    }
}

fn verify_switch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(
        ctx,
        op,
        &Shape { regions: ctx.ir.regions(op).len().max(1), results: None, operands: Some(1), min_operands: 1 },
    )?;
    check_operand(ctx, op, 0, "index", is_index)?;
    for (i, &r) in ctx.ir.regions(op).iter().enumerate() {
        if ctx.ir.region_blocks(r).count() != 1 {
            let name = if i == 0 { "defaultRegion" } else { "caseRegions" };
            return Err(op_error(
                ctx,
                op,
                format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks"),
            ));
        }
    }
    check_non_empty_blocks(ctx, op)?;
    let cases = prop(ctx, op, "cases").and_then(|c| ctx.attr_dense_i64s(c)).unwrap_or_default();
    let ncase_regions = ctx.ir.regions(op).len().saturating_sub(1);
    if cases.len() != ncase_regions {
        return Err(op_error(ctx, op, format!("has {ncase_regions} case regions but {} case values", cases.len())));
    }
    let mut seen = std::collections::HashSet::new();
    for v in &cases {
        if !seen.insert(*v) {
            return Err(op_error(ctx, op, format!("has duplicate case value: {v}")));
        }
    }
    let res = result_types(ctx, op);
    for i in 0..ctx.ir.regions(op).len() {
        let name = if i == 0 { "default region".to_string() } else { format!("case region #{}", i - 1) };
        let Some(t) = last_op(ctx, op, i) else { continue };
        if name_of(ctx, t) != YIELD {
            return Err(op_error(
                ctx,
                op,
                format!("expected region to end with scf.yield, but got {}", name_of(ctx, t)),
            ));
        }
        let yt = types_of(ctx, ctx.ir.operands(t));
        if yt.len() != res.len() {
            return Err(op_error(
                ctx,
                op,
                format!("expected each region to return {} values, but {name} returns {}", res.len(), yt.len()),
            )
            .with_note(ctx.ir.op(t).loc, "see yield operation here"));
        }
        for (idx, (r, o)) in res.iter().zip(&yt).enumerate() {
            if r != o {
                return Err(op_error(ctx, op, format!("expected result #{idx} of each region to be {}", q(ctx, *r)))
                    .with_note(ctx.ir.op(t).loc, format!("{name} returns {} here", q(ctx, *o))));
            }
        }
    }
    Ok(())
}

fn verify_switch_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_implicit_terminator(ctx, op, YIELD)?;
    let res = result_types(ctx, op);
    for i in 0..ctx.ir.regions(op).len() {
        if let Some(y) = region_yield(ctx, op, i) {
            let yt = types_of(ctx, ctx.ir.operands(y));
            check_edge(ctx, op, Some(y), "parent", &yt, &res)?;
        }
    }
    Ok(())
}

#[allow(dead_code)]
fn _unused(_: AttrData) {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::types::testing::{error, parse, roundtrip};
    use affine_ir::ir::WalkOrder;

    #[test]
    fn for_if_while_roundtrip() {
        let src = "func.func @f(%lb: index, %x: f32, %c: i1) -> f32 {\n \
                   %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {\n   scf.yield %a : f32\n }\n \
                   scf.for %i = %lb to %lb step %lb {\n }\n \
                   %s = scf.if %c -> (f32) {\n   scf.yield %x : f32\n } else {\n   scf.yield %r : f32\n }\n \
                   scf.if %c {\n }\n return %s : f32\n}";
        let out = roundtrip(src);
        assert!(out.contains("%0 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg1) -> (f32) {\n      scf.yield %arg4 : f32\n    }"), "{out}");
        assert!(out.contains("scf.for %arg3 = %arg0 to %arg0 step %arg0 {\n    }"), "{out}");
        assert!(out.contains("%1 = scf.if %arg2 -> (f32) {"), "{out}");
        assert!(out.contains("scf.if %arg2 {\n    }"), "{out}");
    }

    #[test]
    fn for_parts_accessor() {
        let mut ctx = crate::new_context();
        let m = parse(&mut ctx, "func.func @f(%n: index) {\n scf.for %i = %n to %n step %n {\n }\n return\n}")
            .expect("valid");
        let f = ctx.ir.walk(m, WalkOrder::PreOrder).into_iter().find(|&o| name_of(&ctx, o) == "scf.for").expect("for");
        let (lb, ub, step, inits, body) = for_parts(&ctx, f).expect("parts");
        assert_eq!((lb, ub), (step, step));
        assert!(inits.is_empty());
        assert_eq!(ctx.ir.block_args(body).len(), 1);
        // The implicit terminator was inserted.
        assert_eq!(ctx.ir.block(body).last.map(|t| name_of(&ctx, t)), Some("scf.yield"));
    }

    #[test]
    fn verifier_messages() {
        assert_eq!(
            error("func.func @f(%c: i1, %x: f32) {\n %r = scf.if %c -> (f32) {\n   scf.yield %x : f32\n }\n return\n}"),
            "'scf.if' op must have an else block if defining values"
        );
        assert_eq!(
            error(
                "func.func @f(%lb: index, %x: f32) {\n %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {\n   \
                 %c = arith.constant 0 : i32\n   scf.yield %c : i32\n }\n return\n}"
            ),
            "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'"
        );
        assert_eq!(
            error("func.func @f(%x: f32) {\n scf.yield %x : f32\n}"),
            "'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'"
        );
    }
}
