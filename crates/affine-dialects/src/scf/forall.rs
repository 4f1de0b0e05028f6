//! `scf.forall` with its terminator `scf.forall.in_parallel` and the one
//! op that terminator holds, `tensor.parallel_insert_slice`: custom forms
//! (`(%i, %j) in (8, %n)` or `= (lbs) to (ubs) step (steps)`, mixed static
//! and dynamic bounds, `shared_outs`, `mapping`), the properties of the
//! generic form, MLIR 22's verifiers and the canonicalization patterns of
//! `SCF.cpp` (`ForallOpControlOperandsFolder`, `ForallOpIterArgsFolder`,
//! `ForallOpSingleOrZeroIterationDimsFolder`, `DimOfForallOp`).

use crate::arith::types::*;
use affine_ir::context::{Attribute, Context, DYNAMIC, Location, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{BlockId, InsertPoint, OpId, OpState, RegionId, ValueId, ValueMap};
use affine_ir::parser::{Argument, OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;
use affine_ir::rewrite::{PatternRewriter, RewritePatternSet};
use affine_ir::verify::check_implicit_terminator;

const FORALL: &str = "scf.forall";
const IN_PARALLEL: &str = "scf.forall.in_parallel";
const PARALLEL_INSERT_SLICE: &str = "tensor.parallel_insert_slice";

/// The properties `scf.forall`'s custom form elides.
const ELIDED: &[&str] = &["operandSegmentSizes", "staticLowerBound", "staticStep", "staticUpperBound"];

const FORALL_PROPS: &[PropDecl] = &[
    PropDecl::new("mapping", PropKind::Array),
    PropDecl::new("operandSegmentSizes", PropKind::Segments(4)),
    PropDecl::req("staticLowerBound", PropKind::DenseI64Array),
    PropDecl::req("staticStep", PropKind::DenseI64Array),
    PropDecl::req("staticUpperBound", PropKind::DenseI64Array),
];

const INSERT_PROPS: &[PropDecl] = &[
    PropDecl::new("operandSegmentSizes", PropKind::Segments(5)),
    PropDecl::req("static_offsets", PropKind::DenseI64Array),
    PropDecl::req("static_sizes", PropKind::DenseI64Array),
    PropDecl::req("static_strides", PropKind::DenseI64Array),
];

/// Registers `scf.forall`, `scf.forall.in_parallel` and
/// `tensor.parallel_insert_slice`.
pub fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_forall),
        print: Some(print_forall),
        verify_invariants: Some(verify_forall_invariants),
        verify: Some(verify_forall),
        verify_regions: Some(|ctx, op| check_implicit_terminator(ctx, op, IN_PARALLEL)),
        normalize: Some(|ctx, st| drop_unconvertible(ctx, st, FORALL_PROPS)),
        canonicalize: Some(patterns),
        implicit_terminator: Some(IN_PARALLEL),
        traits: traits::RECURSIVE_MEMORY_EFFECTS | traits::SINGLE_BLOCK | traits::AUTOMATIC_ALLOCATION_SCOPE,
        props: FORALL_PROPS,
        shape: Some(OpShape::variadic(0, 0).with_results(Arity::Any).with_regions(Arity::Exactly(1))),
        ..OpDef::new(FORALL)
    });
    reg.add(OpDef {
        parse: Some(parse_in_parallel),
        print: Some(print_in_parallel),
        verify: Some(verify_in_parallel),
        traits: traits::PURE | traits::TERMINATOR | traits::SINGLE_BLOCK | traits::NO_TERMINATOR,
        parent_ops: &[FORALL],
        shape: Some(OpShape::fixed(0, 0).with_regions(Arity::Exactly(1))),
        ..OpDef::new(IN_PARALLEL)
    });
    reg.add(OpDef {
        parse: Some(parse_parallel_insert_slice),
        print: Some(print_parallel_insert_slice),
        verify: Some(verify_parallel_insert_slice),
        canonicalize: Some(crate::tensor::parallel_insert_slice_patterns),
        normalize: Some(|ctx, st| drop_unconvertible(ctx, st, INSERT_PROPS)),
        props: INSERT_PROPS,
        ..OpDef::new(PARALLEL_INSERT_SLICE)
    });
}

/// An inherent attribute written in the attribute dictionary whose class
/// is not its property's is dropped, as MLIR's generated `setInherentAttr`
/// drops it (a `<{...}>` of the wrong class was rejected before).
fn drop_unconvertible(ctx: &mut Context, st: &mut OpState, decls: &[PropDecl]) -> Result<(), String> {
    st.props.retain(|na| {
        let n = ctx.ident_str(na.name);
        decls
            .iter()
            .find(|d| d.name == n)
            .is_none_or(|d| matches!(d.kind, PropKind::Segments(_)) || d.accepts(ctx, na.value))
    });
    Ok(())
}

// ----------------------------------------------------------------------
// Mixed static / dynamic values
// ----------------------------------------------------------------------

/// MLIR's `OpFoldResult` over `index`: a static integer or an SSA value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ofr {
    Int(i64),
    Val(ValueId),
}

/// The entries of a static list with `DYNAMIC` replaced by the operands.
fn mixed(statics: &[i64], dynamics: &[ValueId]) -> Vec<Ofr> {
    let mut d = dynamics.iter();
    statics
        .iter()
        .map(|&s| if s == DYNAMIC { d.next().map_or(Ofr::Int(s), |&v| Ofr::Val(v)) } else { Ofr::Int(s) })
        .collect()
}

/// MLIR's `getConstantIntValue` of an `OpFoldResult`.
fn const_of(ctx: &Context, o: Ofr) -> Option<i64> {
    match o {
        Ofr::Int(i) => Some(i),
        Ofr::Val(v) => crate::arith::constant_int(ctx, v).and_then(|c| i64::try_from(c).ok()),
    }
}

/// MLIR's `dispatchIndexOpFoldResults`: the static list and the operands.
fn dispatch(list: &[Ofr]) -> (Vec<i64>, Vec<ValueId>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut dynamics = Vec::new();
    for &o in list {
        match o {
            Ofr::Int(i) => statics.push(i),
            Ofr::Val(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

fn dense_i64(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    prop(ctx, op, name).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default()
}

/// The parts of an `scf.forall`.
struct Forall {
    lbs: Vec<Ofr>,
    ubs: Vec<Ofr>,
    steps: Vec<Ofr>,
    outputs: Vec<ValueId>,
    body: BlockId,
}

fn forall_parts(ctx: &Context, op: OpId) -> Option<Forall> {
    if ctx.op_name_str(ctx.ir.op(op).name) != FORALL {
        return None;
    }
    let seg = crate::memref::segments(ctx, op)?;
    if seg.len() != 4 || seg.iter().sum::<usize>() != ctx.ir.operands(op).len() {
        return None;
    }
    let ops = ctx.ir.operands(op);
    let (a, b, c) = (seg[0], seg[0] + seg[1], seg[0] + seg[1] + seg[2]);
    let body = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r))?;
    Some(Forall {
        lbs: mixed(&dense_i64(ctx, op, "staticLowerBound"), &ops[..a]),
        ubs: mixed(&dense_i64(ctx, op, "staticUpperBound"), &ops[a..b]),
        steps: mixed(&dense_i64(ctx, op, "staticStep"), &ops[b..c]),
        outputs: ops[c..].to_vec(),
        body,
    })
}

/// An `scf.forall` description with an empty region (MLIR's builder
/// without its body).
fn forall_state(
    ctx: &mut Context,
    lbs: &[Ofr],
    ubs: &[Ofr],
    steps: &[Ofr],
    outputs: &[ValueId],
    mapping: Option<Attribute>,
    loc: Location,
) -> OpState {
    let n = ctx.op_name(FORALL);
    let mut st = OpState::new(n, loc);
    let (sl, dl) = dispatch(lbs);
    let (su, du) = dispatch(ubs);
    let (ss, ds) = dispatch(steps);
    st.operands = dl.iter().chain(&du).chain(&ds).chain(outputs).copied().collect();
    st.result_types = outputs.iter().map(|&v| ctx.ir.value_type(v)).collect();
    let seg = [dl.len() as i32, du.len() as i32, ds.len() as i32, outputs.len() as i32];
    for (name, vals) in [("staticLowerBound", &sl), ("staticUpperBound", &su), ("staticStep", &ss)] {
        let a = ctx.dense_i64_array_attr(vals);
        set_state_prop(ctx, &mut st, name, a);
    }
    let a = ctx.dense_i32_array_attr(&seg);
    set_state_prop(ctx, &mut st, "operandSegmentSizes", a);
    if let Some(m) = mapping {
        set_state_prop(ctx, &mut st, "mapping", m);
    }
    st.regions.push(ctx.ir.new_region());
    st
}

/// Appends an `scf.forall.in_parallel` with one empty block to `b`
/// (MLIR's `ForallOp::ensureTerminator`).
fn add_in_parallel(ctx: &mut Context, b: BlockId, loc: Location) -> OpId {
    let n = ctx.op_name(IN_PARALLEL);
    let mut st = OpState::new(n, loc);
    let r = ctx.ir.new_region();
    let inner = ctx.ir.new_block(&[]);
    ctx.ir.append_block(r, inner);
    st.regions.push(r);
    ctx.ir.create_op_at(st, InsertPoint::BlockEnd(b))
}

/// `ensureTerminator` of a parsed body: an empty region gets a block, a
/// block without terminator an `scf.forall.in_parallel`.
fn ensure_in_parallel(ctx: &mut Context, r: RegionId, loc: Location) {
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
        // An `scf.forall.in_parallel` written without a block gets one.
        if ctx.op_name_str(ctx.ir.op(last).name) == IN_PARALLEL
            && let Some(&tr) = ctx.ir.regions(last).first()
            && ctx.ir.region_is_empty(tr)
        {
            let inner = ctx.ir.new_block(&[]);
            ctx.ir.append_block(tr, inner);
        }
        return;
    }
    add_in_parallel(ctx, b, loc);
}

// ----------------------------------------------------------------------
// scf.forall: syntax
// ----------------------------------------------------------------------

fn parse_forall(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let ivs = super::parse_paren_argument_list(p)?;
    let index = p.ctx.index_type();
    let n = ivs.len();
    let name = p.ctx.op_name_str(st.name).to_string();
    let (mut dl, mut ds) = (Vec::new(), Vec::new());
    let (du, sl, su, ss);
    if p.parse_optional_keyword("in") {
        let (d, s) = crate::affine::parse_paren_index_list(p, st, &name)?;
        resolve_all(p, &d, index, st)?;
        du = d;
        su = s;
        sl = vec![0; n];
        ss = vec![1; n];
    } else {
        p.expect(affine_ir::lexer::Tok::Equal)?;
        let (d, s) = crate::affine::parse_paren_index_list(p, st, &name)?;
        resolve_all(p, &d, index, st)?;
        (dl, sl) = (d, s);
        parse_kw(p, st, "to")?;
        let (d, s) = crate::affine::parse_paren_index_list(p, st, &name)?;
        resolve_all(p, &d, index, st)?;
        (du, su) = (d, s);
        parse_kw(p, st, "step")?;
        let (d, s) = crate::affine::parse_paren_index_list(p, st, &name)?;
        resolve_all(p, &d, index, st)?;
        (ds, ss) = (d, s);
    }
    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let outs_off = p.offset();
    if p.parse_optional_keyword("shared_outs") {
        (out_args, outs) = super::parse_assignment_list(p)?;
        st.result_types = p.parse_optional_arrow_type_list()?;
        if outs.len() != st.result_types.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                outs.len(),
                st.result_types.len()
            );
            return Err(custom_error(p, st, outs_off, msg));
        }
        let tys = st.result_types.clone();
        p.resolve_operands(&outs, &tys, &mut st.operands)?;
    }
    let mut args: Vec<Argument> = ivs.into_iter().map(|a| Argument { ty: index, ..a }).collect();
    for (u, &t) in out_args.into_iter().zip(&st.result_types) {
        args.push(Argument { name: u, ty: t, loc: None });
    }
    let body = p.parse_region(&args, false)?;
    ensure_in_parallel(p.ctx, body, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    for (prop_name, vals) in [("staticLowerBound", &sl), ("staticUpperBound", &su), ("staticStep", &ss)] {
        let a = p.ctx.dense_i64_array_attr(vals);
        set_state_prop(p.ctx, st, prop_name, a);
    }
    let seg = p.ctx.dense_i32_array_attr(&[dl.len() as i32, du.len() as i32, ds.len() as i32, outs.len() as i32]);
    set_state_prop(p.ctx, st, "operandSegmentSizes", seg);
    Ok(())
}

fn resolve_all(p: &mut OpParser, us: &[UnresolvedOperand], t: Type, st: &mut OpState) -> PResult<()> {
    for u in us {
        p.resolve_operand(u, t, &mut st.operands)?;
    }
    Ok(())
}

fn print_list(p: &mut OpPrinter, list: &[Ofr]) {
    p.write("(");
    for (i, o) in list.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match *o {
            Ofr::Int(v) => p.write(&v.to_string()),
            Ofr::Val(v) => p.print_operand(v),
        }
    }
    p.write(")");
}

fn print_forall(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(f) = forall_parts(ctx, op) else { return };
    let args = ctx.ir.block_args(f.body).to_vec();
    let rank = f.lbs.len().min(args.len());
    p.write(" (");
    p.print_operands(&args[..rank]);
    let all = |l: &[Ofr], v: i64| l.iter().all(|&o| const_of(ctx, o) == Some(v));
    if all(&f.lbs, 0) && all(&f.steps, 1) {
        p.write(") in ");
        print_list(p, &f.ubs);
    } else {
        p.write(") = ");
        print_list(p, &f.lbs);
        p.write(" to ");
        print_list(p, &f.ubs);
        p.write(" step ");
        print_list(p, &f.steps);
    }
    let outs_args = &args[rank..];
    if !f.outputs.is_empty() {
        p.write(" shared_outs(");
        for (i, (&a, &v)) in outs_args.iter().zip(&f.outputs).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" = ");
            p.print_operand(v);
        }
        p.write(")");
    }
    p.write(" ");
    if !outs_args.is_empty() {
        p.write("-> (");
        let ts: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
        p.print_types(&ts);
        p.write(") ");
    }
    let r = ctx.ir.regions(op)[0];
    let nres = ctx.ir.results(op).len();
    p.print_region(r, false, nres > 0);
    p.print_optional_attr_dict(op, ELIDED);
}

// ----------------------------------------------------------------------
// scf.forall: verification
// ----------------------------------------------------------------------

fn array_elems(ctx: &Context, a: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_data(a) {
        affine_ir::context::AttrData::Array(v) => Some(v),
        _ => None,
    }
}

fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. })
}

/// A device mapping attribute (`#gpu.thread<x>`, `#gpu.block<y>`, ...).
fn is_device_mapping(ctx: &Context, a: Attribute) -> bool {
    const PREFIXES: &[&str] =
        &["gpu.thread<", "gpu.block<", "gpu.warp<", "gpu.warpgroup<", "gpu.lane<", "gpu.memory_space<"];
    let text = match opaque_body(ctx, a) {
        Some(s) => s.to_string(),
        None => ctx.attr_to_string(a),
    };
    let text = text.trim_start_matches('#');
    PREFIXES.iter().any(|p| text.starts_with(p))
}

/// The ODS invariants: segment sizes, the mapping's constraint, operand
/// types, the one-block region.
fn verify_forall_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if let Some(m) = prop(ctx, op, "mapping") {
        let ok = array_elems(ctx, m).is_some_and(|xs| xs.iter().all(|&x| is_device_mapping(ctx, x)));
        if !ok {
            return Err(op_error(
                ctx,
                op,
                "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute",
            ));
        }
    }
    let seg = crate::memref::check_segments(ctx, op, 4)?;
    let nb: usize = seg[..3].iter().sum();
    check_operands(ctx, op, 0..nb, "variadic of index", is_index)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, nb..n, "variadic of ranked tensor of any type values", is_ranked_tensor)
}

/// MLIR's `verifyListOfOperandsOrIntegers`.
fn verify_list(ctx: &Context, op: OpId, name: &str, n: usize, statics: &[i64], ndyn: usize) -> Result<(), Diagnostic> {
    if statics.len() != n {
        return Err(plain_error(ctx, op, format!("expected {n} {name} values, got {}", statics.len())));
    }
    let want = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if want != ndyn {
        return Err(plain_error(ctx, op, format!("expected {want} dynamic {name} values")));
    }
    Ok(())
}

/// `ForallOp::verify`.
fn verify_forall(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    // The region constraint, after the required properties (the count
    // traits checked the single region).
    if ctx.ir.region_blocks(ctx.ir.regions(op)[0]).count() != 1 {
        return Err(op_error(ctx, op, "region #0 ('region') failed to verify constraint: region with 1 blocks"));
    }
    let seg = crate::memref::segments(ctx, op).unwrap_or_default();
    if seg.len() != 4 {
        return Ok(());
    }
    let lbs = dense_i64(ctx, op, "staticLowerBound");
    let rank = lbs.len();
    let nres = ctx.ir.results(op).len();
    if nres != seg[3] {
        return Err(op_error(ctx, op, format!("produces {nres} results, but has only {} outputs", seg[3])));
    }
    let Some(body) = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r)) else { return Ok(()) };
    let args = ctx.ir.block_args(body);
    if args.len() != rank + seg[3] {
        return Err(op_error(ctx, op, format!("region expects {rank} arguments")));
    }
    for (i, &a) in args[..rank].iter().enumerate() {
        if !is_index(ctx, ctx.ir.value_type(a)) {
            return Err(op_error(ctx, op, format!("expects {i}-th block argument to be an index")));
        }
    }
    let outs = &ctx.ir.operands(op)[seg[..3].iter().sum::<usize>()..];
    for (i, (&a, &o)) in args[rank..].iter().zip(outs).enumerate() {
        if ctx.ir.value_type(a) != ctx.ir.value_type(o) {
            return Err(op_error(
                ctx,
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    if let Some(m) = prop(ctx, op, "mapping")
        && let Some(xs) = array_elems(ctx, m)
        && !xs.is_empty()
        && xs.len() != rank
    {
        return Err(op_error(ctx, op, "mapping attribute size must match op rank"));
    }
    verify_list(ctx, op, "lower bound", rank, &lbs, seg[0])?;
    verify_list(ctx, op, "upper bound", rank, &dense_i64(ctx, op, "staticUpperBound"), seg[1])?;
    verify_list(ctx, op, "step", rank, &dense_i64(ctx, op, "staticStep"), seg[2])
}

// ----------------------------------------------------------------------
// scf.forall.in_parallel
// ----------------------------------------------------------------------

fn parse_in_parallel(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let r = p.parse_region(&[], false)?;
    if p.ctx.ir.region_is_empty(r) {
        let b = p.ctx.ir.new_block(&[]);
        p.ctx.ir.append_block(r, b);
    }
    st.regions.push(r);
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_in_parallel(p: &mut OpPrinter, op: OpId) {
    p.write(" ");
    let r = p.ctx.ir.regions(op)[0];
    p.print_region(r, false, false);
    p.print_optional_attr_dict(op, &[]);
}

fn verify_in_parallel(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape { regions: 1, results: Some(0), operands: Some(0), min_operands: 0 })?;
    let Some(parent) = ctx.ir.parent_op(op) else { return Ok(()) };
    let Some(f) = forall_parts(ctx, parent) else { return Ok(()) };
    let Some(b) = ctx.ir.entry_block(ctx.ir.regions(op)[0]) else { return Ok(()) };
    let rank = f.lbs.len();
    let out_args = ctx.ir.block_args(f.body).get(rank..).unwrap_or(&[]).to_vec();
    for o in ctx.ir.block_ops(b) {
        if ctx.op_name_str(ctx.ir.op(o).name) != PARALLEL_INSERT_SLICE {
            return Err(op_error(ctx, op, "expected only ParallelCombiningOpInterface ops"));
        }
        let dest = ctx.ir.operands(o).get(1).copied();
        if !dest.is_some_and(|d| out_args.contains(&d)) {
            return Err(op_error(ctx, o, "may only insert into an output block argument"));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// tensor.parallel_insert_slice
// ----------------------------------------------------------------------

/// `$source into $dest[offsets] [sizes] [strides] attr-dict : type into type`.
fn parse_parallel_insert_slice(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_kw(p, st, "into")?;
    let dest = p.parse_operand()?;
    let mut lists: [(Vec<UnresolvedOperand>, Vec<i64>); 3] = Default::default();
    crate::memref::views::parse_osss(p, st, &mut lists)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(affine_ir::lexer::Tok::Colon)?;
    let from = crate::tensor::parse_ranked_tensor_type(p, st)?;
    parse_kw(p, st, "into")?;
    let to = crate::tensor::parse_ranked_tensor_type(p, st)?;
    p.resolve_operand(&src, from, &mut st.operands)?;
    p.resolve_operand(&dest, to, &mut st.operands)?;
    let index = p.ctx.index_type();
    for l in &lists {
        resolve_all(p, &l.0, index, st)?;
    }
    let seg = [1, 1, lists[0].0.len() as i32, lists[1].0.len() as i32, lists[2].0.len() as i32];
    let a = p.ctx.dense_i32_array_attr(&seg);
    set_state_prop(p.ctx, st, "operandSegmentSizes", a);
    Ok(())
}

fn print_parallel_insert_slice(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    if ops.len() < 2 {
        return;
    }
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(" into ");
    p.print_operand(ops[1]);
    crate::memref::views::print_osss_after(p, op, 2);
    p.print_optional_attr_dict(op, &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(ops[0]);
    p.print_type(t);
    p.write(" into ");
    let t = p.ctx.ir.value_type(ops[1]);
    p.print_type(t);
}

/// ODS types, then the parent must be an `scf.forall.in_parallel` (MLIR's
/// `InParallelOpInterface`), then the slice checks of `tensor.insert_slice`.
fn verify_parallel_insert_slice(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    crate::tensor_canon::verify_parallel_insert_slice_ods(ctx, op)?;
    let parent = ctx.ir.parent_op(op);
    if let Some(parent) = parent
        && ctx.op_name_str(ctx.ir.op(parent).name) != IN_PARALLEL
    {
        let text = affine_ir::verify::op_in_diagnostic(ctx, parent);
        return Err(plain_error(ctx, op, format!("expected InParallelOpInterface parent, got:{text}")));
    }
    crate::tensor_canon::verify_parallel_insert_slice_types(ctx, op)
}

// ----------------------------------------------------------------------
// Canonicalization
// ----------------------------------------------------------------------

/// The canonicalization patterns of `scf.forall`, in MLIR's order.
pub fn patterns(_name: &str, set: &mut RewritePatternSet) {
    set.add_fn("DimOfForallOp", "tensor.dim", dim_of_forall);
    set.add_fn("FoldTensorCastOfOutputIntoForallOp", FORALL, fold_cast_of_output);
    set.add_fn("ForallOpControlOperandsFolder", FORALL, control_operands_folder);
    set.add_fn("ForallOpIterArgsFolder", FORALL, iter_args_folder);
    set.add_fn("ForallOpSingleOrZeroIterationDimsFolder", FORALL, single_or_zero_iteration_dims);
    set.add_fn("ForallOpReplaceConstantInductionVar", FORALL, replace_constant_induction_var);
}

/// `FoldTensorCastOfOutputIntoForallOp`: `shared_outs` operands that are
/// casts losing static information take the casts' sources; the body sees
/// the old types through casts of its block arguments, the terminator's
/// ops write into the new block arguments (the i-th op into the i-th, as
/// MLIR pairs them) and the results are cast back.
fn fold_cast_of_output(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else { return false };
    let rank = f.lbs.len();
    let mut casts: Vec<(usize, Type)> = Vec::new();
    let mut new_outs = f.outputs.clone();
    for (i, &o) in f.outputs.iter().enumerate() {
        let Some(c) = rw.ctx.ir.defining_op(o) else { continue };
        if rw.ctx.op_name_str(rw.ctx.ir.op(c).name) != "tensor.cast" {
            continue;
        }
        let Some(&src) = rw.ctx.ir.operands(c).first() else { continue };
        let dst_type = rw.ctx.ir.value_type(o);
        if !crate::tensor_canon::preserves_static_information(rw.ctx, dst_type, rw.ctx.ir.value_type(src)) {
            continue;
        }
        casts.push((i, dst_type));
        new_outs[i] = src;
    }
    let results = rw.ctx.ir.results(op).to_vec();
    if casts.is_empty() || rw.ctx.ir.block_args(f.body).len() != rank + results.len() {
        return false;
    }
    let l = rw.ctx.ir.op(op).loc;
    let (new, body) = rebuild_with_outputs(rw, op, &f, rank, &new_outs);
    let new_args = rw.ctx.ir.block_args(body).to_vec();
    let mut repl = new_args.clone();
    rw.set_insertion_point(InsertPoint::BlockStart(body));
    let cast_name = rw.ctx.op_name("tensor.cast");
    for &(i, t) in &casts {
        let mut c = OpState::new(cast_name, l);
        c.operands.push(new_args[rank + i]);
        c.result_types.push(t);
        let c = rw.create(c);
        rw.set_insertion_point_after(c);
        repl[rank + i] = rw.ctx.ir.result(c, 0);
    }
    rw.merge_blocks(f.body, body, &repl);
    // The terminator's ops write into the new block arguments.
    if let Some(t) = rw.ctx.ir.terminator(body)
        && let Some(b) = rw.ctx.ir.regions(t).first().and_then(|&r| rw.ctx.ir.entry_block(r))
    {
        let yielding: Vec<OpId> = rw.ctx.ir.block_ops(b).collect();
        for (y, &arg) in yielding.into_iter().zip(&new_args[rank..]) {
            if rw.ctx.op_name_str(rw.ctx.ir.op(y).name) == PARALLEL_INSERT_SLICE && rw.ctx.ir.operands(y).len() > 1 {
                rw.modify_op_in_place(y, |ctx| ctx.ir.set_operand(y, 1, arg));
            }
        }
    }
    rw.set_insertion_point_after(new);
    let mut values = rw.ctx.ir.results(new).to_vec();
    for &(i, t) in &casts {
        let mut c = OpState::new(cast_name, l);
        c.operands.push(values[i]);
        c.result_types.push(t);
        let c = rw.create(c);
        rw.set_insertion_point_after(c);
        values[i] = rw.ctx.ir.result(c, 0);
    }
    rw.replace_op(op, &values);
    true
}

/// `ForallOpReplaceConstantInductionVar`: a used induction variable of a
/// dimension of one iteration (mapped loops too) is replaced by the lower
/// bound.
fn replace_constant_induction_var(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else { return false };
    let args = rw.ctx.ir.block_args(f.body).to_vec();
    let l = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut changed = false;
    for (((&iv, &lb), &ub), &step) in args.iter().zip(&f.lbs).zip(&f.ubs).zip(&f.steps) {
        if rw.ctx.ir.uses(iv).is_empty() || trip_count(rw.ctx, lb, ub, step) != Some(1) {
            continue;
        }
        let v = value_of(rw, lb, l);
        rw.replace_all_uses_with(iv, v);
        changed = true;
    }
    changed
}

/// `tensor.dim` of an `scf.forall` result reads the tied `shared_outs`
/// operand instead.
fn dim_of_forall(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(&src) = rw.ctx.ir.operands(op).first() else { return false };
    let Some(f) = rw.ctx.ir.defining_op(src) else { return false };
    let Some(parts) = forall_parts(rw.ctx, f) else { return false };
    let Some(i) = rw.ctx.ir.results(f).iter().position(|&r| r == src) else { return false };
    let Some(&out) = parts.outputs.get(i) else { return false };
    rw.modify_op_in_place(op, |ctx| ctx.ir.set_operand(op, 0, out));
    true
}

/// Sets the bounds of `op` from mixed lists (in place).
fn set_bounds(ctx: &mut Context, op: OpId, lbs: &[Ofr], ubs: &[Ofr], steps: &[Ofr]) {
    let (sl, dl) = dispatch(lbs);
    let (su, du) = dispatch(ubs);
    let (ss, ds) = dispatch(steps);
    let nres = ctx.ir.results(op).len();
    let outs: Vec<ValueId> = {
        let ops = ctx.ir.operands(op);
        ops[ops.len() - nres.min(ops.len())..].to_vec()
    };
    let operands: Vec<ValueId> = dl.iter().chain(&du).chain(&ds).chain(&outs).copied().collect();
    ctx.ir.set_operands(op, operands);
    for (name, vals) in [("staticLowerBound", &sl), ("staticUpperBound", &su), ("staticStep", &ss)] {
        let a = ctx.dense_i64_array_attr(vals);
        crate::arith::set_prop(ctx, op, name, a);
    }
    let seg = ctx.dense_i32_array_attr(&[dl.len() as i32, du.len() as i32, ds.len() as i32, nres as i32]);
    crate::arith::set_prop(ctx, op, "operandSegmentSizes", seg);
}

/// MLIR's `foldDynamicIndexList`: constant operands become static values.
fn fold_list(ctx: &Context, list: &mut [Ofr]) -> bool {
    let mut changed = false;
    for o in list.iter_mut() {
        if let Ofr::Val(_) = o
            && let Some(c) = const_of(ctx, *o)
        {
            *o = Ofr::Int(c);
            changed = true;
        }
    }
    changed
}

/// `ForallOpControlOperandsFolder`: constant bounds and steps move into
/// the static lists.
fn control_operands_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(mut f) = forall_parts(rw.ctx, op) else { return false };
    let a = fold_list(rw.ctx, &mut f.lbs);
    let b = fold_list(rw.ctx, &mut f.ubs);
    let c = fold_list(rw.ctx, &mut f.steps);
    if !(a || b || c) {
        return false;
    }
    rw.modify_op_in_place(op, |ctx| set_bounds(ctx, op, &f.lbs, &f.ubs, &f.steps));
    true
}

/// The `tensor.parallel_insert_slice` ops of the terminator writing into
/// `arg` (MLIR's `getCombiningOps`).
fn combining_ops(ctx: &Context, body: BlockId, arg: ValueId) -> Vec<OpId> {
    let Some(t) = ctx.ir.terminator(body) else { return Vec::new() };
    if ctx.op_name_str(ctx.ir.op(t).name) != IN_PARALLEL {
        return Vec::new();
    }
    let Some(b) = ctx.ir.regions(t).first().and_then(|&r| ctx.ir.entry_block(r)) else { return Vec::new() };
    ctx.ir
        .block_ops(b)
        .filter(|&o| {
            ctx.op_name_str(ctx.ir.op(o).name) == PARALLEL_INSERT_SLICE && ctx.ir.operands(o).get(1) == Some(&arg)
        })
        .collect()
}

/// `ForallOpIterArgsFolder`: `shared_outs` whose result is unused or that
/// nothing in the terminator writes into are dropped; the body uses the
/// initial value instead and the result is replaced by it.
fn iter_args_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(f) = forall_parts(rw.ctx, op) else { return false };
    let rank = f.lbs.len();
    let results = rw.ctx.ir.results(op).to_vec();
    let args = rw.ctx.ir.block_args(f.body).to_vec();
    if args.len() != rank + results.len() || f.outputs.len() != results.len() {
        return false;
    }
    let mut delete = vec![false; results.len()];
    let mut new_outs = Vec::new();
    for (i, &r) in results.iter().enumerate() {
        if rw.ctx.ir.uses(r).is_empty() || combining_ops(rw.ctx, f.body, args[rank + i]).is_empty() {
            delete[i] = true;
        } else {
            new_outs.push(f.outputs[i]);
        }
    }
    if !delete.contains(&true) {
        return false;
    }
    for (i, _) in delete.iter().enumerate().filter(|x| *x.1) {
        for c in combining_ops(rw.ctx, f.body, args[rank + i]) {
            rw.erase_op(c);
        }
    }
    let (new, body) = rebuild_with_outputs(rw, op, &f, rank, &new_outs);
    let new_args = rw.ctx.ir.block_args(body).to_vec();
    let mut repl: Vec<ValueId> = new_args[..rank].to_vec();
    let mut k = rank;
    for (i, &del) in delete.iter().enumerate() {
        if del {
            repl.push(f.outputs[i]);
        } else {
            repl.push(new_args[k]);
            k += 1;
        }
    }
    rw.merge_blocks(f.body, body, &repl);
    let new_results = rw.ctx.ir.results(new).to_vec();
    let mut nr = new_results.iter();
    for (i, &r) in results.iter().enumerate() {
        if delete[i] {
            rw.replace_all_uses_with(r, f.outputs[i]);
        } else if let Some(&n) = nr.next() {
            rw.replace_all_uses_with(r, n);
        }
    }
    rw.erase_op(op);
    true
}

/// A copy of the `scf.forall` `op` (bounds and mapping of `f`) with
/// `new_outs` as its shared outputs, created before `op`, and its empty
/// body block (`rank` index arguments, then one per output), for the
/// patterns that rewrite the outputs and then move the old body in.
fn rebuild_with_outputs(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    f: &Forall,
    rank: usize,
    new_outs: &[ValueId],
) -> (OpId, BlockId) {
    let l = rw.ctx.ir.op(op).loc;
    let mapping = prop(rw.ctx, op, "mapping");
    let st = forall_state(rw.ctx, &f.lbs, &f.ubs, &f.steps, new_outs, mapping, l);
    let region = st.regions[0];
    let body = rw.ctx.ir.new_block(&[]);
    let index = rw.ctx.index_type();
    for _ in 0..rank {
        rw.ctx.ir.add_block_arg(body, index, Some(l));
    }
    for &o in new_outs {
        let t = rw.ctx.ir.value_type(o);
        rw.ctx.ir.add_block_arg(body, t, Some(l));
    }
    rw.ctx.ir.append_block(region, body);
    rw.set_insertion_point_before(op);
    (rw.create(st), body)
}

/// MLIR's `constantTripCount` on mixed values (signed, index width).
fn trip_count(ctx: &Context, lb: Ofr, ub: Ofr, step: Ofr) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let s = const_of(ctx, step);
    if let Some(s) = s
        && s <= 0
    {
        return Some(0);
    }
    let (l, u) = (const_of(ctx, lb)?, const_of(ctx, ub)?);
    if l >= u {
        return Some(0);
    }
    let d = u.wrapping_sub(l);
    if d < 0 {
        return Some(0);
    }
    let s = s? as u64;
    let d = d as u64;
    Some(d.div_ceil(s) as i128)
}

/// An `arith.constant` of `index` at the insertion point (MLIR's
/// `getValueOrCreateConstantIndexOp`).
fn value_of(rw: &mut PatternRewriter<'_>, o: Ofr, loc: Location) -> ValueId {
    match o {
        Ofr::Val(v) => v,
        Ofr::Int(i) => {
            let t = rw.ctx.index_type();
            let a = rw.ctx.int_attr(t, i as i128);
            let c = crate::arith::fold::build_constant(rw, a, t, loc);
            rw.ctx.ir.result(c, 0)
        }
    }
}

/// `ForallOpSingleOrZeroIterationDimsFolder` (unmapped loops only): a
/// dimension of zero iterations removes the loop, one of one iteration is
/// dropped (its induction variable becomes the lower bound), and a loop of
/// one iteration in every dimension is inlined.
fn single_or_zero_iteration_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if prop(rw.ctx, op, "mapping").is_some() {
        return false;
    }
    let Some(f) = forall_parts(rw.ctx, op) else { return false };
    let rank = f.lbs.len();
    let args = rw.ctx.ir.block_args(f.body).to_vec();
    if args.len() < rank || f.ubs.len() != rank || f.steps.len() != rank {
        return false;
    }
    let l = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let mut map = ValueMap::new();
    for (((&iv, &lb), &ub), &step) in args.iter().zip(&f.lbs).zip(&f.ubs).zip(&f.steps) {
        if let Some(tc) = trip_count(rw.ctx, lb, ub, step) {
            if tc == 0 {
                rw.replace_op(op, &f.outputs);
                return true;
            }
            if tc == 1 {
                let v = value_of(rw, lb, l);
                map.map(iv, v);
                continue;
            }
        }
        nl.push(lb);
        nu.push(ub);
        ns.push(step);
    }
    if nl.len() == rank {
        return false;
    }
    if nl.is_empty() {
        promote(rw, op, &f, &args[..rank]);
        return true;
    }
    let mut st = forall_state(rw.ctx, &nl, &nu, &ns, &f.outputs, None, l);
    let elided = ELIDED;
    for na in rw.ctx.ir.op(op).props.iter().chain(rw.ctx.ir.op(op).attrs.iter()) {
        if !elided.contains(&rw.ctx.ident_str(na.name)) {
            st.attrs.push(NamedAttr { name: na.name, value: na.value });
        }
    }
    let region = st.regions[0];
    let new = rw.create(st);
    let old_region = rw.ctx.ir.regions(op)[0];
    rw.ctx.ir.clone_region_into_keeping_mapped_args(old_region, region, &mut map);
    let blocks: Vec<BlockId> = rw.ctx.ir.region_blocks(region).collect();
    for b in blocks {
        let ops: Vec<OpId> = rw.ctx.ir.block_ops(b).collect();
        for o in ops {
            for x in rw.ctx.ir.walk(o, affine_ir::ir::WalkOrder::PostOrder) {
                rw.notify_inserted(x);
            }
        }
    }
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `scf::promote` of a forall: the body moves before the loop with
/// the induction variables replaced by the lower bounds and the outputs by
/// the initial values; each `tensor.parallel_insert_slice` becomes a
/// `tensor.insert_slice` giving the loop's result.
fn promote(rw: &mut PatternRewriter<'_>, op: OpId, f: &Forall, ivs: &[ValueId]) {
    let l = rw.ctx.ir.op(op).loc;
    let _ = ivs;
    let mut repl = Vec::new();
    for &lb in &f.lbs {
        let v = value_of(rw, lb, l);
        repl.push(v);
    }
    repl.extend_from_slice(&f.outputs);
    let term = rw.ctx.ir.terminator(f.body);
    rw.inline_block_before(f.body, InsertPoint::Before(op), &repl);
    rw.set_insertion_point_after(op);
    let mut results = Vec::new();
    if let Some(t) = term
        && let Some(b) = rw.ctx.ir.regions(t).first().and_then(|&r| rw.ctx.ir.entry_block(r))
    {
        let inserts: Vec<OpId> = rw.ctx.ir.block_ops(b).collect();
        for ins in inserts {
            let d = rw.ctx.ir.op(ins).clone();
            let n = rw.ctx.op_name("tensor.insert_slice");
            let mut st = OpState::new(n, l);
            st.operands = d.operands.to_vec();
            st.props = d.props.to_vec();
            let dest_ty = d.operands.get(1).map(|&v| rw.ctx.ir.value_type(v));
            let Some(dest_ty) = dest_ty else { continue };
            st.result_types = vec![dest_ty];
            let new = rw.create(st);
            results.push(rw.ctx.ir.result(new, 0));
        }
    }
    let old = rw.ctx.ir.results(op).to_vec();
    for (r, v) in old.into_iter().zip(results) {
        rw.replace_all_uses_with(r, v);
    }
    if let Some(t) = term {
        rw.erase_op(t);
    }
    rw.erase_op(op);
}
