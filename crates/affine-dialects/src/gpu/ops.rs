//! The host-side `gpu` ops around affine kernels (`gpu.wait`, `gpu.alloc`,
//! `gpu.dealloc`, `gpu.memcpy`, `gpu.memset`, `gpu.launch_func`) with
//! their `async [deps]` tokens, and the subgroup index ops, with
//! `mlir-opt` 22's custom syntax (spaces included) and memory effects.

use super::async_token_type;
use crate::arith::types::{
    Shape, check_operand, check_result, check_shape, is_memref, op_error, parse_kw, plain_error, prop, set_state_prop,
};
use affine_ir::context::{AttrData, Context, Ident, NamedAttr, Type};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, EffectKind, MemEffect, OpDef, OpShape, Registry, traits};
use affine_ir::ir::WalkOrder;
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_wait),
        print: Some(print_wait),
        shape: Some(OpShape::variadic(0, 0).with_results(Arity::Any)),
        verify_invariants: Some(|ctx, op| verify_token_operands(ctx, op, 0, &[])),
        canonicalize: Some(patterns),
        ..OpDef::new("gpu.wait")
    });
    reg.add(OpDef {
        parse: Some(parse_alloc),
        print: Some(print_alloc),
        effects: Some(alloc_effects),
        result_names: Some(alloc_names),
        verify_structure: Some(alloc_structure),
        verify: Some(verify_alloc),
        inherent_attrs: &["hostShared", "operandSegmentSizes"],
        ..OpDef::new("gpu.alloc")
    });
    reg.add(OpDef {
        parse: Some(parse_dealloc),
        print: Some(print_dealloc),
        effects: Some(dealloc_effects),
        verify_structure: Some(|ctx, op| {
            check_shape(ctx, op, &Shape { regions: 0, results: None, operands: None, min_operands: 1 })
        }),
        verify: Some(verify_dealloc),
        ..OpDef::new("gpu.dealloc")
    });
    reg.add(OpDef {
        parse: Some(parse_pair),
        print: Some(print_pair),
        shape: Some(OpShape::variadic(2, 0).with_results(Arity::Any)),
        verify_invariants: Some(|ctx, op| verify_token_operands(ctx, op, 0, &[MEMREF, MEMREF])),
        effects: Some(memcpy_effects),
        canonicalize: Some(patterns),
        ..OpDef::new("gpu.memcpy")
    });
    reg.add(OpDef {
        parse: Some(parse_pair),
        print: Some(print_pair),
        shape: Some(OpShape::variadic(2, 0).with_results(Arity::Any)),
        verify_invariants: Some(|ctx, op| verify_token_operands(ctx, op, 0, &[MEMREF, ANY])),
        effects: Some(memset_effects),
        ..OpDef::new("gpu.memset")
    });
    reg.add(OpDef {
        parse: Some(parse_launch_func),
        print: Some(print_launch_func),
        // Async dependencies, six launch sizes, then optional and variadic
        // groups; an optional async token.
        shape: Some(OpShape::variadic(6, 0).with_results(Arity::Any)),
        verify: Some(verify_launch_func),
        inherent_attrs: &["kernel", "operandSegmentSizes"],
        ..OpDef::new("gpu.launch_func")
    });
    reg.add(OpDef {
        parse: Some(parse_lane_id),
        print: Some(print_lane_id),
        shape: Some(OpShape::fixed(0, 1)),
        verify_invariants: Some(verify_index_result),
        traits: traits::PURE,
        inherent_attrs: &["upper_bound"],
        ..OpDef::new("gpu.lane_id")
    });
    for name in ["gpu.subgroup_id", "gpu.num_subgroups", "gpu.subgroup_size"] {
        reg.add(OpDef {
            parse: Some(parse_subgroup_op),
            print: Some(print_subgroup_op),
            shape: Some(OpShape::fixed(0, 1)),
            verify_invariants: Some(verify_index_result),
            traits: traits::PURE,
            inherent_attrs: &["upper_bound"],
            ..OpDef::new(name)
        });
    }
}

/// `(async)? ([deps])?` (MLIR's `parseAsyncDependencies`): resolves the
/// dependencies and returns whether the op yields a token.
pub(super) fn parse_async(p: &mut OpParser, st: &mut OpState) -> PResult<(bool, usize)> {
    let is_async = p.parse_optional_keyword("async");
    let mut n = 0;
    if p.at(Tok::LSquare) {
        let deps = p.parse_comma_separated_operands(Tok::LSquare, Tok::RSquare)?;
        let tok = async_token_type(p.ctx);
        let tys = vec![tok; deps.len()];
        p.resolve_operands(&deps, &tys, &mut st.operands)?;
        n = deps.len();
    }
    Ok((is_async, n))
}

pub(super) fn add_token(p: &mut OpParser, st: &mut OpState, is_async: bool) {
    if is_async {
        let tok = async_token_type(p.ctx);
        st.result_types.push(tok);
    }
}

fn is_token(ctx: &Context, v: ValueId) -> bool {
    is_async_token(ctx, ctx.ir.value_type(v))
}

/// The leading token operands of `op`.
fn deps(ctx: &Context, op: OpId) -> usize {
    ctx.ir.operands(op).iter().take_while(|&&v| is_token(ctx, v)).count()
}

/// ` ` then `async`, ` [deps]` (MLIR's `printAsyncDependencies`).
pub(super) fn print_async(p: &mut OpPrinter, op: OpId, n_deps: usize) {
    let ctx = p.ctx;
    let is_async = ctx.ir.results(op).iter().any(|&r| is_token(ctx, r));
    p.write(" ");
    if is_async {
        p.write("async");
    }
    if n_deps > 0 {
        if is_async {
            p.write(" ");
        }
        p.write("[");
        let d = ctx.ir.operands(op)[..n_deps].to_vec();
        p.print_operands(&d);
        p.write("]");
    }
}

fn parse_wait(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let (a, _) = parse_async(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    add_token(p, st, a);
    Ok(())
}

fn print_wait(p: &mut OpPrinter, op: OpId) {
    let n = p.ctx.ir.operands(op).len();
    print_async(p, op, n);
    p.print_optional_attr_dict(op, &[]);
}

/// `async-deps (host_shared)? (sizes) ([symbols])? attr-dict : type`.
fn parse_alloc(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let (a, n_deps) = parse_async(p, st)?;
    if p.parse_optional_keyword("host_shared") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "hostShared", u);
    }
    let sizes = p.parse_delimited_operand_list(Tok::LParen, Tok::RParen)?;
    let syms = if p.at(Tok::LSquare) { p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)? } else { vec![] };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = crate::arith::types::parse_colon_memref_type(p, st)?;
    let index = p.ctx.index_type();
    resolve_all(p, &sizes, index, st)?;
    resolve_all(p, &syms, index, st)?;
    let seg = p.ctx.dense_i32_array_attr(&[n_deps as i32, sizes.len() as i32, syms.len() as i32]);
    set_state_prop(p.ctx, st, "operandSegmentSizes", seg);
    st.result_types.push(t);
    add_token(p, st, a);
    Ok(())
}

fn resolve_all(p: &mut OpParser, us: &[UnresolvedOperand], t: Type, st: &mut OpState) -> PResult<()> {
    let tys = vec![t; us.len()];
    p.resolve_operands(us, &tys, &mut st.operands)
}

fn segments(ctx: &Context, op: OpId) -> Vec<usize> {
    prop(ctx, op, "operandSegmentSizes")
        .and_then(|a| ctx.attr_dense_i64s(a))
        .map(|v| v.iter().map(|&x| x.max(0) as usize).collect())
        .unwrap_or_default()
}

fn print_alloc(p: &mut OpPrinter, op: OpId) {
    let seg = segments(p.ctx, op);
    let (nd, ns) = (seg.first().copied().unwrap_or(0), seg.get(1).copied().unwrap_or(0));
    print_async(p, op, nd);
    if prop(p.ctx, op, "hostShared").is_some() {
        p.write(" host_shared");
    }
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" (");
    p.print_operands(&ops[nd..nd + ns]);
    p.write(")");
    if ops.len() > nd + ns {
        p.write("[");
        p.print_operands(&ops[nd + ns..]);
        p.write("]");
    }
    p.print_optional_attr_dict(op, &["hostShared", "operandSegmentSizes"]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(p.ctx.ir.result(op, 0));
    p.print_type(t);
}

/// `gpu.alloc`'s structural traits: no region, at least one result (the
/// memref, then the optional token), in MLIR's trait order.
fn alloc_structure(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 0, results: None, operands: None, min_operands: 0 })?;
    if ctx.ir.results(op).is_empty() {
        return Err(op_error(ctx, op, "expected 1 or more results"));
    }
    Ok(())
}

/// ODS's result constraints of `gpu.alloc`: a memref, then at most one
/// async token.
fn verify_alloc(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op, 0, "memref of any type values", is_memref)?;
    verify_optional_token_result(ctx, op, 1)
}

/// ODS's operand and result constraints of `gpu.dealloc`: async tokens,
/// then the memref; at most one async token result.
fn verify_dealloc(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.ir.operands(op).len();
    for i in 0..n - 1 {
        check_operand(ctx, op, i, "variadic of async token type", is_async_token)?;
    }
    check_operand(ctx, op, n - 1, "memref of any type values", is_memref)?;
    verify_optional_token_result(ctx, op, 0)
}

/// A fixed operand after the async dependencies: its ODS description and
/// predicate.
type OperandConstraint = (&'static str, fn(&Context, Type) -> bool);

/// `MemRefOf<[AnyType]>`.
const MEMREF: OperandConstraint = ("memref of any type values", is_memref);

/// `AnyType`.
const ANY: OperandConstraint = ("any type", |_, _| true);

/// ODS's operand and result constraints of an op whose operands are a
/// `Variadic<GPU_AsyncToken>` group followed by `fixed` (`gpu.wait`,
/// `gpu.memcpy`, `gpu.memset`), and whose results are an optional async
/// token starting at `first_result`, in the order ODS checks them.
fn verify_token_operands(
    ctx: &Context,
    op: OpId,
    first_result: usize,
    fixed: &[OperandConstraint],
) -> Result<(), Diagnostic> {
    let n = ctx.ir.operands(op).len();
    let deps = n - fixed.len();
    for i in 0..deps {
        check_operand(ctx, op, i, "variadic of async token type", is_async_token)?;
    }
    for (k, &(desc, ok)) in fixed.iter().enumerate() {
        check_operand(ctx, op, deps + k, desc, ok)?;
    }
    verify_optional_token_result(ctx, op, first_result)
}

/// ODS's `Index` result constraint of the subgroup and lane index ops.
fn verify_index_result(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op, 0, "index", |ctx, t| matches!(ctx.type_data(t), affine_ir::context::TypeData::Index))
}

/// An `Optional<GPU_AsyncToken>` result group starting at result `first`.
pub(super) fn verify_optional_token_result(ctx: &Context, op: OpId, first: usize) -> Result<(), Diagnostic> {
    let found = ctx.ir.results(op).len() - first;
    if found > 1 {
        let msg = format!("result group starting at #{first} requires 0 or 1 element, but found {found}");
        return Err(op_error(ctx, op, &msg));
    }
    if found == 1 {
        check_result(ctx, op, first, "async token type", is_async_token)?;
    }
    Ok(())
}

pub(super) fn is_async_token(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), affine_ir::context::TypeData::Opaque(s) if s == "gpu.async.token")
}

fn alloc_names(_: &Context, _: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "memref".into()));
    out.push((1, "asyncToken".into()));
}

fn alloc_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    out.push(MemEffect { kind: EffectKind::Allocate, value: ctx.ir.results(op).first().copied() });
}

/// `async-deps $memref attr-dict : type`.
fn parse_dealloc(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let (a, _) = parse_async(p, st)?;
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = crate::arith::types::parse_colon_memref_type(p, st)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    add_token(p, st, a);
    Ok(())
}

fn print_dealloc(p: &mut OpPrinter, op: OpId) {
    let nd = deps(p.ctx, op);
    print_async(p, op, nd);
    let m = p.ctx.ir.operands(op)[nd];
    p.write(" ");
    p.print_operand(m);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(m);
    p.print_type(t);
}

fn dealloc_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let nd = deps(ctx, op);
    out.push(MemEffect { kind: EffectKind::Free, value: ctx.ir.operands(op).get(nd).copied() });
}

/// `async-deps $a, $b attr-dict : type($a), type($b)` (memcpy, memset):
/// the destination is a ranked memref, and so is memcpy's source.
fn parse_pair(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let (a, _) = parse_async(p, st)?;
    let x = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let y = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let tx = crate::arith::types::parse_colon_memref_type(p, st)?;
    p.expect(Tok::Comma)?;
    let ty = if p.ctx.op_name_str(st.name) == "gpu.memcpy" {
        crate::arith::types::parse_type_of_kind(p, st, "builtin.memref", crate::arith::types::is_memref)?
    } else {
        p.parse_type()?
    };
    p.resolve_operand(&x, tx, &mut st.operands)?;
    p.resolve_operand(&y, ty, &mut st.operands)?;
    add_token(p, st, a);
    Ok(())
}

fn print_pair(p: &mut OpPrinter, op: OpId) {
    let nd = deps(p.ctx, op);
    print_async(p, op, nd);
    let ops = p.ctx.ir.operands(op)[nd..].to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let tys: Vec<Type> = ops.iter().map(|&v| p.ctx.ir.value_type(v)).collect();
    p.print_types(&tys);
}

fn memcpy_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let nd = deps(ctx, op);
    let ops = ctx.ir.operands(op);
    out.push(MemEffect { kind: EffectKind::Write, value: ops.get(nd).copied() });
    out.push(MemEffect { kind: EffectKind::Read, value: ops.get(nd + 1).copied() });
}

fn memset_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let nd = deps(ctx, op);
    out.push(MemEffect { kind: EffectKind::Write, value: ctx.ir.operands(op).get(nd).copied() });
}

/// `async-deps @mod::@kernel blocks in (x, y, z) threads in (x, y, z)
/// (dynamic_shared_memory_size %s)? (args(%a : T, ...))? attr-dict`.
fn parse_launch_func(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let (a, n_deps) = parse_async(p, st)?;
    let kernel = p.parse_attribute()?;
    set_state_prop(p.ctx, st, "kernel", kernel);
    let index = p.ctx.index_type();
    let mut dims = Vec::new();
    for kw in ["blocks", "threads"] {
        parse_kw(p, st, kw)?;
        parse_kw(p, st, "in")?;
        let v = p.parse_delimited_operand_list(Tok::LParen, Tok::RParen)?;
        if v.len() != 3 {
            return Err(p.error("expected 3 launch dimensions"));
        }
        dims.extend(v);
    }
    let dim_ty = if p.consume_if(Tok::Colon) { p.parse_type()? } else { index };
    resolve_all(p, &dims, dim_ty, st)?;
    let mut n_shared = 0;
    // ODS reads the optional operand with `parseOptionalOperand`: the
    // keyword alone is accepted (and dropped).
    if p.parse_optional_keyword("dynamic_shared_memory_size") && p.at(Tok::PercentIdent) {
        let s = p.parse_operand()?;
        let i32t = p.ctx.int_type(32);
        p.resolve_operand(&s, i32t, &mut st.operands)?;
        n_shared = 1;
    }
    let mut n_args = 0;
    if p.parse_optional_keyword("args") {
        // MLIR's comma-separated list with the context " in argument list".
        p.expect_msg(Tok::LParen, "expected '(' in argument list")?;
        if !p.at(Tok::RParen) {
            loop {
                let v = p.parse_operand()?;
                let t = p.parse_colon_type()?;
                p.resolve_operand(&v, t, &mut st.operands)?;
                n_args += 1;
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        p.expect_msg(Tok::RParen, "expected ')' in argument list")?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let seg = p.ctx.dense_i32_array_attr(&[n_deps as i32, 1, 1, 1, 1, 1, 1, 0, 0, 0, n_shared, n_args, 0]);
    set_state_prop(p.ctx, st, "operandSegmentSizes", seg);
    add_token(p, st, a);
    Ok(())
}

fn print_launch_func(p: &mut OpPrinter, op: OpId) {
    let seg = segments(p.ctx, op);
    if seg.len() != 13 {
        return;
    }
    let nd = seg[0];
    print_async(p, op, nd);
    p.write(" ");
    if let Some(k) = prop(p.ctx, op, "kernel") {
        p.print_attribute(k);
    }
    let ops = p.ctx.ir.operands(op).to_vec();
    let dims = &ops[nd..nd + 6];
    p.write(" blocks in (");
    p.print_operands(&dims[..3]);
    p.write(") threads in (");
    p.print_operands(&dims[3..]);
    p.write(") ");
    let dim_ty = p.ctx.ir.value_type(dims[0]);
    if !matches!(p.ctx.type_data(dim_ty), affine_ir::context::TypeData::Index) {
        p.write(": ");
        p.print_type(dim_ty);
    }
    let mut at = nd + 6 + seg[7] + seg[8] + seg[9];
    if seg[10] == 1 {
        p.write(" dynamic_shared_memory_size ");
        p.print_operand(ops[at]);
        at += 1;
    }
    let args = &ops[at..at + seg[11]];
    p.write(" ");
    if !args.is_empty() {
        p.write("args(");
        for (i, &v) in args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(v);
            p.write(" : ");
            let t = p.ctx.ir.value_type(v);
            p.print_type(t);
        }
        p.write(")");
    }
    p.print_optional_attr_dict(op, &["kernel", "operandSegmentSizes"]);
}

fn parse_upper_bound(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("upper_bound") {
        let a = super::parse_index_attr(p, st)?;
        set_state_prop(p.ctx, st, "upper_bound", a);
    }
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_upper_bound(p: &mut OpPrinter, op: OpId) {
    if let Some(v) = prop(p.ctx, op, "upper_bound").and_then(|a| p.ctx.attr_int(a)) {
        p.write(&format!(" upper_bound {v}"));
    }
    p.print_optional_attr_dict(op, &["upper_bound"]);
}

fn parse_lane_id(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_upper_bound(p, st)?;
    let index = p.ctx.index_type();
    st.result_types.push(index);
    Ok(())
}

fn print_lane_id(p: &mut OpPrinter, op: OpId) {
    print_upper_bound(p, op);
}

fn parse_subgroup_op(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_upper_bound(p, st)?;
    p.expect(Tok::Colon)?;
    let t = crate::arith::types::parse_type_of_kind(p, st, "builtin.index", crate::arith::types::is_index)?;
    st.result_types.push(t);
    Ok(())
}

fn print_subgroup_op(p: &mut OpPrinter, op: OpId) {
    print_upper_bound(p, op);
    p.write(" : ");
    let t = p.ctx.ir.value_type(p.ctx.ir.result(op, 0));
    p.print_type(t);
}

/// Canonicalization patterns of the host ops (MLIR's `GPUDialect.cpp`).
fn patterns(name: &str, set: &mut affine_ir::rewrite::RewritePatternSet) {
    match name {
        "gpu.wait" => set.add_fn("SimplifyGpuWaitOp", "gpu.wait", simplify_wait),
        "gpu.memcpy" => set.add_fn("EraseTrivialCopyOp", "gpu.memcpy", erase_trivial_copy),
        _ => {}
    }
}

/// MLIR's `SimplifyGpuWaitOp`: a `gpu.wait` without dependencies or token
/// goes; `%t1 = gpu.wait async [%t0]` is `%t0`; an unused token's wait goes.
fn simplify_wait(op: OpId, rw: &mut affine_ir::rewrite::PatternRewriter<'_>) -> bool {
    let deps = rw.ctx.ir.operands(op).to_vec();
    let token = rw.ctx.ir.results(op).first().copied();
    match token {
        None if deps.is_empty() => {
            rw.erase_op(op);
            true
        }
        Some(_) if deps.len() == 1 => {
            rw.replace_op(op, &deps);
            true
        }
        Some(t) if rw.ctx.ir.use_empty(t) => {
            rw.erase_op(op);
            true
        }
        _ => false,
    }
}

/// MLIR's `EraseTrivialCopyOp`: a copy into a buffer allocated here and
/// otherwise only freed is dead; it goes when its dependencies and token
/// match (one dependency and a token, or neither), replaced by its
/// dependency.
fn erase_trivial_copy(op: OpId, rw: &mut affine_ir::rewrite::PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let nd = deps(ctx, op);
    let Some(&dest) = ctx.ir.operands(op).get(nd) else { return false };
    let single_effect = |o: OpId, kind: EffectKind| {
        let mut effects = Vec::new();
        match ctx.op_def(ctx.ir.op(o).name).and_then(|d| d.effects) {
            Some(f) => f(ctx, o, &mut effects),
            None => return false,
        }
        effects.len() == 1 && effects[0].kind == kind && effects[0].value == Some(dest)
    };
    let Some(def) = ctx.ir.defining_op(dest) else { return false };
    if !single_effect(def, EffectKind::Allocate) {
        return false;
    }
    let users: Vec<OpId> = ctx.ir.uses(dest).iter().map(|u| u.op).collect();
    if users.iter().any(|&u| u != op && !single_effect(u, EffectKind::Free)) {
        return false;
    }
    let has_token = !ctx.ir.results(op).is_empty();
    if nd > 1 || (nd == 0 && has_token) || (nd == 1 && !has_token) {
        return false;
    }
    let replacement = ctx.ir.operands(op)[..nd].to_vec();
    rw.replace_op(op, &replacement);
    true
}

// ----------------------------------------------------------------------
// gpu.launch_func kernel checks
// ----------------------------------------------------------------------

fn op_name_is(ctx: &Context, op: OpId, name: &str) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == name
}

/// `LaunchFuncOp::verify`: the closest enclosing `builtin.module` must be a
/// `gpu.container_module`.
fn verify_launch_func(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let mut p = ctx.ir.parent_op(op);
    while let Some(x) = p
        && !op_name_is(ctx, x, "builtin.module")
    {
        p = ctx.ir.parent_op(x);
    }
    let Some(module) = p else { return Err(op_error(ctx, op, "expected to belong to a module")) };
    let has = ctx
        .lookup_ident("gpu.container_module")
        .and_then(|id| ctx.ir.attr(module, id))
        .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Unit));
    if !has {
        return Err(op_error(
            ctx,
            op,
            "expected the closest surrounding module to have the 'gpu.container_module' attribute",
        ));
    }
    Ok(())
}

/// The op named `name` directly in the body of symbol table `table`
/// (MLIR's `SymbolTable::lookupSymbolIn`).
fn lookup_in(ctx: &Context, table: OpId, name: Ident) -> Option<OpId> {
    let sym = ctx.lookup_ident("sym_name")?;
    let r = *ctx.ir.regions(table).first()?;
    let b = ctx.ir.entry_block(r)?;
    ctx.ir.block_ops(b).find(|&o| {
        ctx.ir
            .attr(o, sym)
            .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::String { value, .. } if value == ctx.ident_str(name)))
    })
}

/// `GPUDialect::verifyOperationAttribute` for `gpu.container_module`: the
/// attribute is on a `builtin.module`, and each `gpu.launch_func` in a
/// function of it names a kernel of a `gpu.module` (or a `gpu.binary`),
/// marked `gpu.kernel`, taking the launch's kernel operands.
pub(super) fn verify_container_module(ctx: &Context, op: OpId, na: &NamedAttr) -> Result<(), Diagnostic> {
    if ctx.ident_str(na.name) != "gpu.container_module" || !matches!(ctx.attr_data(na.value), AttrData::Unit) {
        return Ok(());
    }
    if !op_name_is(ctx, op, "builtin.module") {
        return Err(plain_error(
            ctx,
            op,
            "expected 'gpu.container_module' attribute to be attached to 'builtin.module'",
        ));
    }
    for l in ctx.ir.walk(op, WalkOrder::PostOrder) {
        if !op_name_is(ctx, l, "gpu.launch_func") || ctx.ir.parent_op(l).and_then(|p| ctx.ir.parent_op(p)) != Some(op) {
            continue;
        }
        let Some(kernel) = prop(ctx, l, "kernel") else { continue };
        let AttrData::SymbolRef { root, nested } = ctx.attr_data(kernel) else { continue };
        let (root, nested) = (*root, nested.clone());
        let Some(container) = lookup_in(ctx, op, root) else {
            return Err(op_error(ctx, l, format!("kernel container '{}' is undefined", ctx.ident_str(root))));
        };
        if op_name_is(ctx, container, "gpu.binary") {
            continue;
        }
        if !op_name_is(ctx, container, "gpu.module") {
            return Err(op_error(ctx, l, format!("kernel module '{}' is undefined", ctx.ident_str(root))));
        }
        let mut f = Some(container);
        for &n in &nested {
            f = f.and_then(|t| lookup_in(ctx, t, n));
        }
        let kernel_text = ctx.attr_to_string(kernel);
        let Some(f) = f.filter(|_| !nested.is_empty()) else {
            return Err(op_error(ctx, l, format!("kernel function '{kernel_text}' is undefined")));
        };
        if !["gpu.func", "func.func", "llvm.func", "spirv.func"].iter().any(|n| op_name_is(ctx, f, n)) {
            let e = op_error(ctx, l, format!("referenced kernel '{kernel_text}' is not a function"));
            return Err(e.with_note(ctx.ir.op(f).loc, "see the kernel definition here"));
        }
        let is_kernel = ctx
            .lookup_ident("gpu.kernel")
            .and_then(|id| ctx.ir.attr(f, id))
            .is_some_and(|a| matches!(ctx.attr_data(a), AttrData::Unit));
        if !is_kernel {
            return Err(op_error(ctx, l, "kernel function is missing the 'gpu.kernel' attribute"));
        }
        if !op_name_is(ctx, f, "gpu.func") {
            continue;
        }
        let Some(body) = ctx.ir.regions(f).first().and_then(|&r| ctx.ir.entry_block(r)) else { continue };
        let params: Vec<Type> = match prop(ctx, f, "function_type").and_then(|a| ctx.attr_type(a)) {
            Some(t) => match ctx.type_data(t) {
                affine_ir::context::TypeData::Function { inputs, .. } => inputs.clone(),
                _ => continue,
            },
            None => ctx.ir.block_args(body).iter().map(|&v| ctx.ir.value_type(v)).collect(),
        };
        let seg = segments(ctx, l);
        if seg.len() != 13 {
            continue;
        }
        let start: usize = seg[..11].iter().sum();
        let args = ctx.ir.operands(l).get(start..start + seg[11]).unwrap_or(&[]).to_vec();
        if args.len() != params.len() {
            return Err(op_error(ctx, l, format!("got {} kernel operands but expected {}", args.len(), params.len())));
        }
        for (i, (&a, &t)) in args.iter().zip(&params).enumerate() {
            if ctx.ir.value_type(a) != t {
                return Err(op_error(ctx, l, format!("type of function argument {i} does not match")));
            }
        }
    }
    Ok(())
}
