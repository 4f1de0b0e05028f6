//! `linalg.map` and `linalg.reduce` (MLIR 22's `LinalgOps.cpp`): structured
//! ops with no indexing-map attribute (identity maps; `reduce` drops its
//! `dimensions` from the inits' maps), one region argument per operand
//! (inputs, then the init(s)), and two custom forms:
//!
//! * the short form `linalg.map { arith.addf } ins(..) outs(..)`, whose
//!   region the parser builds around the one payload op (`map` applies it
//!   to the inputs, `reduce` to the init then the input);
//! * the region form `linalg.map ins(..) outs(..)` followed on a new line by
//!   `(%in: f32, %init: f32) { .. }`.
//!
//! The printer picks the short form when the region is exactly one payload
//! op over the block arguments in that order whose results are yielded.

use super::{dst, elem_or_self, print_ins_outs, rank_of, shape_of};
use crate::arith::types::{op_error, prop, state_prop};
use affine_ir::affine::AffineMap;
use affine_ir::context::{AttrData, Context, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{Argument, OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// `linalg.map`.
pub const MAP: &str = "linalg.map";
/// `linalg.reduce`.
pub const REDUCE: &str = "linalg.reduce";
/// The reduced dimensions of `linalg.reduce`.
pub(super) const DIMENSIONS: &str = "dimensions";

/// True for `linalg.map` / `linalg.reduce`.
pub(super) fn is_map_or_reduce(name: &str) -> bool {
    name == MAP || name == REDUCE
}

/// The number of inputs and inits of a `map` (one init, the last operand)
/// or `reduce` (as many inits as inputs: ODS's same-variadic-size split)
/// with `n` operands.
pub(super) fn split(name: &str, n: usize) -> (usize, usize) {
    if name == MAP { (n.saturating_sub(1), n.min(1)) } else { (n / 2, n / 2) }
}

/// The results (as loops) of each operand's indexing map and the number of
/// loops: identity maps of the init's rank for `map`; for `reduce`,
/// identity maps of the input rank, the inits' without `dimensions`.
fn map_results(ctx: &Context, name: &str, operands: &[ValueId], dims: &[i64]) -> Option<(u32, Vec<Vec<u32>>)> {
    let (n_in, n_out) = split(name, operands.len());
    let rank_at = |i: usize| operands.get(i).map(|&v| rank_of(ctx, ctx.ir.value_type(v)) as u32);
    if name == MAP {
        let rank = rank_at(n_in)?;
        return Some((rank, vec![(0..rank).collect(); n_in + n_out]));
    }
    let rank = rank_at(0)?;
    let identity: Vec<u32> = (0..rank).collect();
    let kept: Vec<u32> = identity.iter().copied().filter(|&d| !dims.contains(&i64::from(d))).collect();
    let mut out = vec![identity; n_in];
    out.extend(std::iter::repeat_n(kept, n_out));
    Some((rank, out))
}

fn dimensions(ctx: &Context, op: OpId) -> Vec<i64> {
    prop(ctx, op, DIMENSIONS).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default()
}

/// The indexing maps (looked up: they are interned when the op is made).
pub(super) fn maps(ctx: &Context, op: OpId) -> Option<Vec<AffineMap>> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let (loops, results) = map_results(ctx, name, ctx.ir.operands(op), &dimensions(ctx, op))?;
    results.iter().map(|r| ctx.affine.lookup_dims_map(loops, r)).collect()
}

/// Interns the maps of an op being made.
pub(super) fn normalize(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let name = ctx.op_name_str(st.name).to_string();
    let dims = state_prop(ctx, st, DIMENSIONS).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    if let Some((loops, results)) = map_results(ctx, &name, &st.operands, &dims) {
        for r in results {
            let exprs: Vec<_> = r.iter().map(|&d| ctx.affine.dim(d)).collect();
            ctx.affine.map(loops, 0, &exprs);
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// Syntax
// ----------------------------------------------------------------------

/// `{ payload.op {attrs}? }? ins(..) outs(..) (dimensions = [..])? {attrs}?`
/// then, without a payload op, `(%a: T, ..) { region }`.
pub(super) fn parse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let mut payload: Option<(String, Vec<NamedAttr>)> = None;
    if p.consume_if(Tok::LBrace) {
        // MLIR's parseCustomOperationName: a bare identifier or keyword; a
        // name without a dialect gets the default dialect of the op being
        // parsed, which is empty for linalg ops (so `addf` is `.addf`).
        if !p.at(Tok::BareIdent) {
            return Err(p.error_at_token("expected bare identifier or keyword"));
        }
        let text = p.token_text();
        let op_name = if text.contains('.') { text.to_string() } else { format!(".{text}") };
        p.consume();
        let mut attrs = Vec::new();
        p.parse_optional_attr_dict(&mut attrs)?;
        p.expect(Tok::RBrace)?;
        payload = Some((op_name, attrs));
    }
    let attr = (name == REDUCE).then_some(DIMENSIONS);
    dst::parse_dst_style(p, st, attr)?;
    if let Some((op_name, attrs)) = payload {
        // MLIR's addBodyWithPayloadOp (a map with no operands gets an empty
        // region; so does a reduce with none, where mlir-opt 22 crashes).
        let region = p.ctx.ir.new_region();
        if !st.operands.is_empty() {
            build_payload_body(p.ctx, st, region, &op_name, attrs, name == REDUCE);
        }
        st.regions.push(region);
        return Ok(());
    }
    p.expect_msg(Tok::LParen, "expected '(' in argument list")?;
    let mut args: Vec<Argument> = Vec::new();
    if !p.consume_if(Tok::RParen) {
        loop {
            args.push(p.parse_argument(true, false)?);
            // Argument attributes are accepted and dropped (block arguments
            // have none).
            let mut ignored = Vec::new();
            p.parse_optional_attr_dict(&mut ignored)?;
            if let Some(l) = p.parse_optional_loc_spec()? {
                args.last_mut().expect("just pushed").loc = Some(l);
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect_msg(Tok::RParen, "expected ')' in argument list")?;
    }
    let r = p.parse_region(&args, false)?;
    st.regions.push(r);
    Ok(())
}

/// The block of a short form: one argument per operand (element types), the
/// payload op on the inputs (`reduce`: the init first) with the element type
/// of the last operand as its result, and a `linalg.yield` of its result.
fn build_payload_body(
    ctx: &mut Context,
    st: &OpState,
    region: affine_ir::ir::RegionId,
    op_name: &str,
    attrs: Vec<NamedAttr>,
    init_first: bool,
) {
    let types: Vec<Type> = st.operands.iter().map(|&v| elem_or_self(ctx, ctx.ir.value_type(v))).collect();
    // The block arguments have unknown locations (MLIR's
    // `addBodyWithPayloadOp`); the payload and the yield have the op's.
    let block = ctx.ir.new_block(&[]);
    let unknown = ctx.unknown_loc();
    for &t in &types {
        ctx.ir.add_block_arg(block, t, Some(unknown));
    }
    ctx.ir.append_block(region, block);
    let args = ctx.ir.block_args(block).to_vec();
    let operands: Vec<ValueId> = match (init_first, args.split_last()) {
        (true, Some((&last, rest))) => std::iter::once(last).chain(rest.iter().copied()).collect(),
        (false, Some((_, inputs))) => inputs.to_vec(),
        (_, None) => Vec::new(),
    };
    let result = *types.last().expect("a short form has operands");
    let name = ctx.op_name(op_name);
    let mut pst = OpState::new(name, st.loc);
    pst.operands = operands;
    pst.result_types.push(result);
    if let Some(def) = ctx.op_def(name).copied() {
        // As the parser does for a registered op: inherent attributes are
        // properties, then the op's defaults are filled in.
        let (inherent, rest): (Vec<NamedAttr>, Vec<NamedAttr>) =
            attrs.into_iter().partition(|na| def.is_inherent(ctx.ident_str(na.name)));
        pst.props = inherent;
        pst.attrs = rest;
        if let Some(f) = def.normalize {
            // The defaults of the payload's flags; its verifier reports
            // anything wrong with the op.
            let _ = f(ctx, &mut pst);
        }
    } else {
        pst.attrs = attrs;
    }
    ctx.sort_named(&mut pst.props);
    ctx.sort_named(&mut pst.attrs);
    let payload = ctx.ir.create_op_at(pst, InsertPoint::BlockEnd(block));
    let mut y = OpState::new(ctx.op_name("linalg.yield"), st.loc);
    y.operands = ctx.ir.results(payload).to_vec();
    ctx.ir.create_op_at(y, InsertPoint::BlockEnd(block));
}

/// MLIR's `findPayloadOp`: the region's one op before the yield, if it
/// takes the block arguments in the short form's order (`map`: the inputs;
/// `reduce`: the init, then the input) and its results are yielded.
fn payload_op(ctx: &Context, op: OpId) -> Option<OpId> {
    let region = *ctx.ir.regions(op).first()?;
    let block = ctx.ir.entry_block(region)?;
    let mut ops = ctx.ir.block_ops(block);
    let (payload, term) = (ops.next()?, ops.next()?);
    if ops.next().is_some() {
        return None;
    }
    let args = ctx.ir.block_args(block);
    let operands = ctx.ir.operands(payload);
    if operands.is_empty() {
        return None;
    }
    let matches = if ctx.op_name_str(ctx.ir.op(op).name) == REDUCE {
        operands.len() == args.len()
            && operands.last() == args.first()
            && operands.iter().zip(&args[1..]).all(|(a, b)| a == b)
    } else {
        operands.len() + 1 == args.len() && operands.iter().zip(args).all(|(a, b)| a == b)
    };
    (matches && ctx.ir.operands(term) == ctx.ir.results(payload)).then_some(payload)
}

/// MLIR's `printShortForm`: ` { name {attrs} }`, eliding the first
/// attribute that is `#arith.fastmath<none>`.
fn print_short_form(p: &mut OpPrinter, payload: OpId) {
    let ctx = p.ctx;
    p.write(" { ");
    p.write(ctx.op_name_str(ctx.ir.op(payload).name));
    let d = ctx.ir.op(payload);
    let mut attrs: Vec<NamedAttr> = d.props.iter().chain(d.attrs.iter()).copied().collect();
    attrs.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    if let Some(i) = attrs.iter().position(|na| is_fastmath_none(ctx, na.value)) {
        attrs.remove(i);
    }
    p.print_named_attrs(&attrs);
    p.write(" }");
}

fn is_fastmath_none(ctx: &Context, a: affine_ir::context::Attribute) -> bool {
    // The canonical text of the flags attribute (`none` only when empty).
    matches!(ctx.attr_data(a), AttrData::Opaque(s) if s == "arith.fastmath<none>")
}

pub(super) fn print(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let payload = payload_op(ctx, op);
    if let Some(pl) = payload {
        print_short_form(p, pl);
    }
    print_ins_outs(p, op);
    if name == REDUCE {
        let list: Vec<String> = dimensions(ctx, op).iter().map(i64::to_string).collect();
        p.write(&format!(" {DIMENSIONS} = [{}] ", list.join(", ")));
        p.print_optional_attr_dict(op, &[DIMENSIONS]);
    } else {
        p.print_optional_attr_dict(op, &[]);
    }
    if payload.is_some() {
        return;
    }
    let Some(&r) = ctx.ir.regions(op).first() else { return };
    p.increase_indent();
    p.print_newline();
    p.write("(");
    let args = ctx.ir.entry_block(r).map(|b| ctx.ir.block_args(b).to_vec()).unwrap_or_default();
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region_argument(a, &[]);
    }
    p.write(") ");
    p.print_region(r, false, true);
    p.decrease_indent();
}

// ----------------------------------------------------------------------
// Verification
// ----------------------------------------------------------------------

fn shape_text(shape: &[i64]) -> String {
    shape.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

fn shape(ctx: &Context, v: ValueId) -> Vec<i64> {
    shape_of(ctx, ctx.ir.value_type(v)).map(<[i64]>::to_vec).unwrap_or_default()
}

/// The op verifiers (`MapOp::verify`, `ReduceOp::verify`), run before the
/// region and the structured-op checks; then the check MLIR's verifier
/// makes on the first op of the region, which for a short form is the
/// payload op the parser made from any name (the parser of the region form
/// rejects unknown ops itself).
pub(super) fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_op(ctx, op)?;
    let Some(first) =
        ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r)).and_then(|b| ctx.ir.block(b).first)
    else {
        return Ok(());
    };
    let name = ctx.op_name_str(ctx.ir.op(first).name);
    let dialect = name.split_once('.').map_or("", |x| x.0);
    if !ctx.is_registered(first) && !ctx.registry.has_dialect(dialect) && !ctx.allow_unregistered_dialect {
        let mut e = Diagnostic::error(
            ctx.ir.op(first).loc,
            format!(
                "'{name}' op created with unregistered dialect. If this is intended, please call \
                 allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR \
                 opt tool used"
            ),
        );
        e.notes.push(affine_ir::verify::current_op_note(ctx, first));
        return Err(e);
    }
    Ok(())
}

fn verify_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let operands = ctx.ir.operands(op);
    let (n_in, n_out) = split(name, operands.len());
    let (inputs, inits) = (&operands[..n_in], &operands[n_in..n_in + n_out]);
    let block = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r));
    let args: Vec<ValueId> = block.map(|b| ctx.ir.block_args(b).to_vec()).unwrap_or_default();
    let ty_text = |t: Type| ctx.type_to_string(t);
    if name == MAP {
        if operands.len() != args.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects number of operands to match the arity of mapper, but got: {} and {}",
                    operands.len(),
                    args.len()
                ),
            ));
        }
        for (&a, &v) in args.iter().zip(inputs) {
            let (want, got) = (elem_or_self(ctx, ctx.ir.value_type(v)), ctx.ir.value_type(a));
            if want != got {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected element type of input '{}' to match bbArg type '{}'",
                        ty_text(want),
                        ty_text(got)
                    ),
                ));
            }
        }
        let out_shape = inits.first().map(|&v| shape(ctx, v)).unwrap_or_default();
        for &v in inputs {
            let s = shape(ctx, v);
            if s != out_shape {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected shape of input ({}) to match shape of output ({})",
                        shape_text(&s),
                        shape_text(&out_shape)
                    ),
                ));
            }
        }
        return Ok(());
    }
    for (kind, list) in [("inputs", inputs), ("outputs", inits)] {
        let index = if kind == "inputs" { "input-index" } else { "output-index" };
        for (i, &v) in list.iter().enumerate().skip(1) {
            if shape(ctx, v) != shape(ctx, list[0]) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expects all {kind} to have the same shapes. Shape at {index} {i} is not equal to the shape \
                         at {index} 0."
                    ),
                ));
            }
        }
    }
    let (Some(&input), Some(&init)) = (inputs.first(), inits.first()) else { return Ok(()) };
    let (in_shape, init_shape) = (shape(ctx, input), shape(ctx, init));
    let dims = dimensions(ctx, op);
    for &d in &dims {
        if d < 0 || d >= in_shape.len() as i64 {
            return Err(op_error(
                ctx,
                op,
                format!("dimensions for reduction should be in the range [0, {}].", in_shape.len() as i64 - 1),
            ));
        }
    }
    let reduced: Vec<i64> =
        in_shape.iter().enumerate().filter(|&(i, _)| !dims.contains(&(i as i64))).map(|(_, &s)| s).collect();
    if reduced.len() != init_shape.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "number of dimensions after reduction {} doesn't match the init rank {}",
                reduced.len(),
                init_shape.len()
            ),
        ));
    }
    if reduced != init_shape {
        return Err(op_error(
            ctx,
            op,
            format!(
                "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
                shape_text(&init_shape),
                shape_text(&reduced)
            ),
        ));
    }
    if args.len() != operands.len() {
        return Err(op_error(ctx, op, "mismatching number of operands and block arguments"));
    }
    for (kind, list, arg_list) in
        [("input", inputs, &args[..]), ("output", inits, &args[args.len().saturating_sub(inits.len())..])]
    {
        for (&v, &a) in list.iter().zip(arg_list) {
            let (want, got) = (elem_or_self(ctx, ctx.ir.value_type(v)), ctx.ir.value_type(a));
            if want != got {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{kind} element type '{}' does not match corresponding block argument type '{}'",
                        ty_text(want),
                        ty_text(got)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The ODS invariants: `reduce`'s `dimensions`, its operand count (at
/// least one input and init, where mlir-opt 22 crashes) and the operand
/// types (ranked memrefs or tensors).
pub(super) fn verify_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    if name == REDUCE && prop(ctx, op, DIMENSIONS).and_then(|a| ctx.attr_dense_i64s(a)).is_none() {
        return Err(op_error(ctx, op, format!("requires attribute '{DIMENSIONS}'")));
    }
    let operands = ctx.ir.operands(op);
    if name == REDUCE && operands.len() < 2 {
        return Err(op_error(
            ctx,
            op,
            format!("expected at least one input and one init, but found {} operands", operands.len()),
        ));
    }
    for (i, &v) in operands.iter().enumerate() {
        let t = ctx.ir.value_type(v);
        if matches!(ctx.type_data(t), TypeData::MemRef { .. } | TypeData::RankedTensor { .. }) {
            continue;
        }
        let variadic = if name == MAP && i + 1 == operands.len() { "" } else { "variadic of " };
        return Err(op_error(
            ctx,
            op,
            format!(
                "operand #{i} must be {variadic}memref of any type values or ranked tensor of any type values, but \
                 got '{}'",
                ctx.type_to_string(t)
            ),
        ));
    }
    Ok(())
}

/// True if the operands are all tensors or all buffers (scalars aside):
/// MLIR's `hasPureTensorSemantics() || hasPureBufferSemantics()`.
pub(super) fn has_pure_semantics(ctx: &Context, op: OpId) -> bool {
    let kinds = ctx.ir.operands(op).iter().filter_map(|&v| match ctx.type_data(ctx.ir.value_type(v)) {
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => Some(true),
        TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. } => Some(false),
        _ => None,
    });
    let mut seen: Option<bool> = None;
    for k in kinds {
        if seen.is_some_and(|s| s != k) {
            return false;
        }
        seen = Some(k);
    }
    true
}

/// `mapped` / `reduced` (MLIR's `getAsmResultNames`).
pub(super) fn result_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    if ctx.ir.results(op).is_empty() {
        return;
    }
    let name = if ctx.op_name_str(ctx.ir.op(op).name) == MAP { "mapped" } else { "reduced" };
    out.push((0, name.into()));
}
