//! `affine.for`, `affine.if`, `affine.parallel` and their terminator
//! `affine.yield`.
//!
//! ```mlir
//! %r = affine.for %i = max #lb(%j)[%n] to 128 step 2 iter_args(%a = %x) -> (f32) {
//!   affine.yield %a : f32
//! }
//! affine.if #set(%i)[%n] { ... } else { ... }
//! affine.parallel (%i, %j) = (0, max(%n, 2)) to (16, 16) step (2, 4) reduce ("addf") -> (f32) { ... }
//! ```

use affine_ir::affine::{self, AffineExpr, AffineMap};
use affine_ir::context::{AttrData, Attribute, Context};
use affine_ir::dialect::{Arity, OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::known;
use affine_ir::lexer::Tok;
use affine_ir::parser::{Argument, OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

use super::common::{
    Count, VResult, add_prop, check_index_group, custom_error, custom_error_at, ensure_terminator, i32_array, op_error,
    parse_dim_and_symbol_list, parse_integer_set_attr, parse_keyword, print_dim_and_symbol_list, print_expr_of_ssa_ids,
    require_attr, require_map, require_map_id, resolve_index, type_str, verify_dims_and_symbols, verify_segments,
    verify_single_block_yield, verify_structure,
};
use super::names;
use super::reduction::ReductionKind;
use super::views::{dense_elements_u32, int_array, map_prop, map_prop_id, num_dims, num_inputs, prop};

const FOR_ELIDED: &[&str] = &["lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"];
const IF_ELIDED: &[&str] = &["condition"];
/// The properties of `affine.for`.
const FOR_PROPS: &[PropDecl] = &[
    PropDecl::new("lowerBoundMap", PropKind::AffineMap),
    PropDecl::new("upperBoundMap", PropKind::AffineMap),
    PropDecl::new("step", PropKind::Integer),
    PropDecl::new("operandSegmentSizes", PropKind::Segments(3)),
];
/// The property of `affine.if`.
const IF_PROPS: &[PropDecl] = &[PropDecl::new("condition", PropKind::IntegerSet)];
/// The properties of `affine.parallel`.
const PARALLEL_PROPS: &[PropDecl] = &[
    PropDecl::new("reductions", PropKind::Array),
    PropDecl::new("lowerBoundsMap", PropKind::AffineMap),
    PropDecl::new("lowerBoundsGroups", PropKind::DenseIntElements),
    PropDecl::new("upperBoundsMap", PropKind::AffineMap),
    PropDecl::new("upperBoundsGroups", PropKind::DenseIntElements),
    PropDecl::new("steps", PropKind::Array),
];
const PARALLEL_ELIDED: &[&str] =
    &["reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps"];

/// Registers `affine.for`, `affine.if`, `affine.parallel`, `affine.yield`.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_for),
        print: Some(print_for),
        verify: Some(verify_for),
        verify_regions: Some(verify_for_regions),
        normalize: Some(normalize_for),
        traits: traits::AUTOMATIC_ALLOCATION_SCOPE | traits::RECURSIVE_MEMORY_EFFECTS | traits::SINGLE_BLOCK,
        implicit_terminator: Some(names::YIELD),
        inherent_attrs: FOR_ELIDED,
        props: FOR_PROPS,
        shape: Some(OpShape::variadic(0, 0).with_results(Arity::Any).with_regions(Arity::Exactly(1))),
        ..OpDef::new(names::FOR)
    });
    reg.add(OpDef {
        parse: Some(parse_if),
        print: Some(print_if),
        verify: Some(verify_if),
        verify_regions: Some(verify_if_regions),
        normalize: Some(normalize_if),
        traits: traits::RECURSIVE_MEMORY_EFFECTS | traits::SINGLE_BLOCK,
        implicit_terminator: Some(names::YIELD),
        inherent_attrs: IF_ELIDED,
        props: IF_PROPS,
        ..OpDef::new(names::IF)
    });
    reg.add(OpDef {
        parse: Some(parse_parallel),
        print: Some(print_parallel),
        verify: Some(verify_parallel),
        normalize: Some(normalize_parallel),
        verify_regions: Some(verify_single_block_yield),
        traits: traits::AUTOMATIC_ALLOCATION_SCOPE | traits::RECURSIVE_MEMORY_EFFECTS | traits::SINGLE_BLOCK,
        implicit_terminator: Some(names::YIELD),
        inherent_attrs: PARALLEL_ELIDED,
        props: PARALLEL_PROPS,
        ..OpDef::new(names::PARALLEL)
    });
    reg.add(OpDef {
        parse: Some(parse_yield),
        print: Some(print_yield),
        verify: Some(verify_yield),
        traits: traits::PURE | traits::TERMINATOR | traits::RETURN_LIKE,
        shape: Some(OpShape::variadic(0, 0)),
        ..OpDef::new(names::YIELD)
    });
}

// ----------------------------------------------------------------------
// Shared parsing pieces
// ----------------------------------------------------------------------

/// MLIR's `parseArgument` without type: `%name` (no `#N`) with an optional
/// trailing `loc(...)`. The argument gets type `index`.
fn parse_index_argument(p: &mut OpParser) -> PResult<Argument> {
    if !p.at(Tok::PercentIdent) {
        return Err(p.error("expected SSA operand"));
    }
    let name = p.token_text()[1..].to_string();
    let offset = p.offset();
    p.consume();
    if p.at(Tok::HashIdent) {
        // At the `#` token itself (MLIR's parseSSAUse), not after `%name`.
        let at = p.offset();
        return Err(p.error_at(at, "result number not allowed in argument list"));
    }
    let loc = p.parse_optional_loc_spec()?;
    let ty = p.ctx.index_type();
    Ok(Argument { name: UnresolvedOperand { name: name.into(), number: 0, offset }, ty, loc })
}

/// Advances the parser to the first token at or after byte `end` (after an
/// affine expression was parsed directly from the source text).
fn advance_to(p: &mut OpParser, end: usize) {
    while p.offset() < end && !p.at(Tok::Eof) {
        p.consume();
    }
}

/// MLIR's `parseAffineExprOfSSAIds`: one expression over SSA ids. Returns
/// the expression and its dim and symbol operands (in position order).
fn parse_affine_expr_of_ssa_ids(
    p: &mut OpParser,
) -> PResult<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
    let base = p.offset();
    let src = p.source();
    let mut dims: Vec<UnresolvedOperand> = Vec::new();
    let mut syms: Vec<UnresolvedOperand> = Vec::new();
    let mut search = base;
    let mut resolver = |name: &str, is_sym: bool| -> Result<affine::DimOrSymbol, String> {
        let (n, num) = match name.trim_start_matches('%').split_once('#') {
            Some((a, b)) => (a.to_string(), b.parse().unwrap_or(0)),
            None => (name.trim_start_matches('%').to_string(), 0),
        };
        let offset = src.get(search..).and_then(|s| s.find(name)).map_or(base, |q| q + search);
        search = offset;
        let u = UnresolvedOperand { name: n.into(), number: num, offset };
        if is_sym {
            syms.push(u);
            Ok(affine::DimOrSymbol::Symbol)
        } else {
            dims.push(u);
            Ok(affine::DimOrSymbol::Dim)
        }
    };
    let (e, _, _, used) = affine::parse_affine_expr_with_ssa(&mut p.ctx.affine, src, base, &mut resolver)
        .map_err(|err| err.into_diagnostic(|o| p.loc_at(o)))?;
    advance_to(p, base + used);
    Ok((e, dims, syms))
}

/// Resolves a region's trailing `{...}` and makes sure it ends with
/// `affine.yield`.
fn parse_body(p: &mut OpParser, st: &mut OpState, args: &[Argument]) -> PResult<()> {
    let r = p.parse_region(args, false)?;
    ensure_terminator(p.ctx, r, st.loc);
    st.regions.push(r);
    Ok(())
}

// ----------------------------------------------------------------------
// affine.for
// ----------------------------------------------------------------------

/// One loop bound (`parseBound` in MLIR): `%ssa`, an integer, or
/// `[min|max] map(dims)[syms]`. Appends operands, returns the map.
fn parse_bound(p: &mut OpParser, st: &mut OpState, lower: bool) -> PResult<AffineMap> {
    let has_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    if p.at(Tok::PercentIdent) {
        let ops = p.parse_operand_list()?;
        if ops.len() > 1 {
            return Err(custom_error(st, names::FOR, "expected only one loop bound operand"));
        }
        resolve_index(p, &ops, &mut st.operands)?;
        let s0 = p.ctx.affine.symbol(0);
        return Ok(p.ctx.affine.map(0, 1, &[s0]));
    }
    let attr_off = p.offset();
    let index = p.ctx.index_type();
    let attr = p.parse_attribute_typed(Some(index))?;
    if let Some(map) = p.ctx.attr_affine_map(attr) {
        let before = st.operands.len();
        let nd = parse_dim_and_symbol_list(p, &mut st.operands)?;
        let d = p.ctx.affine.map_data(map);
        let (md, ms, nr) = (d.num_dims as usize, d.num_symbols as usize, d.results.len());
        if md != nd {
            return Err(custom_error(st, names::FOR, "dim operand count and affine map dim count must match"));
        }
        if nd + ms != st.operands.len() - before {
            return Err(custom_error(st, names::FOR, "symbol operand count and affine map symbol count must match"));
        }
        if nr > 1 && !has_min_max {
            let msg = if lower {
                "lower loop bound affine map with multiple results requires 'max' prefix"
            } else {
                "upper loop bound affine map with multiple results requires 'min' prefix"
            };
            return Err(custom_error_at(p, attr_off, names::FOR, msg));
        }
        return Ok(map);
    }
    if let AttrData::Integer { value, .. } = p.ctx.attr_data(attr) {
        let c = *value as i64;
        let e = p.ctx.affine.constant(c);
        return Ok(p.ctx.affine.map(0, 0, &[e]));
    }
    Err(custom_error(st, names::FOR, "expected valid affine map representation for loop bounds"))
}

/// `AffineForOp::parse`.
fn parse_for(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let iv = parse_index_argument(p)?;
    p.expect(Tok::Equal)?;
    let n0 = st.operands.len();
    let lb = parse_bound(p, st, true)?;
    let n_lb = st.operands.len() - n0;
    parse_keyword(p, names::FOR, "to", " between bounds")?;
    let n1 = st.operands.len();
    let ub = parse_bound(p, st, false)?;
    let n_ub = st.operands.len() - n1;
    let lb_attr = p.ctx.affine_map_attr(lb);
    let ub_attr = p.ctx.affine_map_attr(ub);
    add_prop(p, st, "lowerBoundMap", lb_attr);
    add_prop(p, st, "upperBoundMap", ub_attr);

    let step = if p.parse_optional_keyword("step") {
        let off = p.offset();
        let index = p.ctx.index_type();
        let a = p.parse_attribute_typed(Some(index))?;
        match p.ctx.attr_data(a) {
            AttrData::Integer { value, .. } if *value < 0 => {
                return Err(custom_error_at(
                    p,
                    off,
                    names::FOR,
                    "expected step to be representable as a positive signed integer",
                ));
            }
            AttrData::Integer { .. } => a,
            _ => return Err(custom_error_at(p, off, names::FOR, "invalid kind of attribute specified")),
        }
    } else {
        p.ctx.index_attr(1)
    };
    add_prop(p, st, "step", step);

    let mut args = vec![iv];
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        if !p.consume_if(Tok::LParen) {
            let off = p.offset();
            return Err(custom_error_at(p, off, names::FOR, "expected '('"));
        }
        if !p.consume_if(Tok::RParen) {
            loop {
                let mut a = parse_index_argument(p)?;
                p.expect(Tok::Equal)?;
                let init = p.parse_operand()?;
                a.ty = p.ctx.none_type();
                args.push(a);
                inits.push(init);
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
            p.expect_msg(Tok::RParen, "expected ',' or ')'")?;
        }
        p.expect(Tok::Arrow)?;
        st.result_types = p.parse_function_result_types()?;
        for (i, (init, &t)) in inits.iter().zip(st.result_types.iter()).enumerate() {
            args[i + 1].ty = t;
            p.resolve_operand(init, t, &mut st.operands)?;
        }
    }
    let seg = i32_array(p, &[n_lb, n_ub, inits.len()]);
    add_prop(p, st, "operandSegmentSizes", seg);
    if args.len() != st.result_types.len() + 1 {
        return Err(custom_error(st, names::FOR, "mismatch between the number of loop-carried values and results"));
    }
    parse_body(p, st, &args)?;
    p.parse_optional_attr_dict(&mut st.attrs)
}

/// MLIR's `printBound`: constants and single-symbol identity maps use the
/// short forms, multi-result maps get the `min`/`max` prefix.
fn print_bound(p: &mut OpPrinter, attr: Attribute, map: AffineMap, operands: &[ValueId], prefix: &str) {
    let ctx = p.ctx;
    let d = ctx.affine.map_data(map);
    if d.results.len() == 1 {
        let e = d.results[0];
        if d.num_dims == 0
            && d.num_symbols == 0
            && let Some(c) = ctx.affine.as_constant(e)
        {
            p.write(&c.to_string());
            return;
        }
        if d.num_dims == 0
            && d.num_symbols == 1
            && matches!(ctx.affine.data(e), affine::AffineExprData::Symbol(_))
            && let Some(&v) = operands.first()
        {
            p.print_operand(v);
            return;
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, operands, d.num_dims as usize);
}

/// `AffineForOp::print`.
fn print_for(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let (Some(lba), Some(uba)) = (prop(ctx, op, "lowerBoundMap"), prop(ctx, op, "upperBoundMap")) else {
        return;
    };
    let (Some(lb), Some(ub)) = (ctx.attr_affine_map(lba), ctx.attr_affine_map(uba)) else {
        return;
    };
    let Some(&region) = ctx.ir.regions(op).first() else {
        return;
    };
    let Some(body) = ctx.ir.entry_block(region) else {
        return;
    };
    let args = ctx.ir.block_args(body);
    let operands = ctx.ir.operands(op);
    let nl = num_inputs(ctx, lb).min(operands.len());
    let nu = num_inputs(ctx, ub).min(operands.len() - nl);
    p.write(" ");
    if let Some(&iv) = args.first() {
        p.print_region_argument_no_type(iv);
    }
    p.write(" = ");
    print_bound(p, lba, lb, &operands[..nl], "max");
    p.write(" to ");
    print_bound(p, uba, ub, &operands[nl..nl + nu], "min");
    let step = prop(ctx, op, "step").and_then(|a| ctx.attr_int(a)).unwrap_or(1);
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    let inits = &operands[nl + nu..];
    let has_iter = !inits.is_empty();
    if has_iter {
        p.write(" iter_args(");
        for (i, (&a, &v)) in args.iter().skip(1).zip(inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" = ");
            p.print_operand(v);
        }
        p.write(") -> (");
        let tys: Vec<_> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
        p.print_types(&tys);
        p.write(")");
    }
    p.write(" ");
    p.print_region(region, false, has_iter);
    p.print_optional_attr_dict(op, FOR_ELIDED);
}

/// The loop-like interface checks (`verifyLoopLikeOpInterface`).
fn verify_loop_like(ctx: &Context, op: OpId, inits: &[ValueId], iter_args: &[ValueId], yielded: &[ValueId]) -> VResult {
    let results = ctx.ir.results(op);
    if inits.len() != iter_args.len() {
        return Err(op_error(
            ctx,
            op,
            format!("different number of inits and region iter_args: {} != {}", inits.len(), iter_args.len()),
        ));
    }
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
    if results.len() != iter_args.len() {
        return Err(op_error(
            ctx,
            op,
            format!("different number of loop results and region iter_args: {} != {}", results.len(), iter_args.len()),
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if ctx.ir.value_type(init) != ctx.ir.value_type(arg) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                    type_str(ctx, init),
                    type_str(ctx, arg)
                ),
            ));
        }
        if let Some(&y) = yielded.get(i)
            && ctx.ir.value_type(arg) != ctx.ir.value_type(y)
        {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                    type_str(ctx, arg),
                    type_str(ctx, y)
                ),
            ));
        }
    }
    for (i, (&arg, &res)) in iter_args.iter().zip(results).enumerate() {
        if ctx.ir.value_type(arg) != ctx.ir.value_type(res) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                    type_str(ctx, arg),
                    type_str(ctx, res)
                ),
            ));
        }
    }
    Ok(())
}

/// Default-valued properties of `affine.for` (generic form).
fn normalize_for(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    use super::common::{AttrKind, MAP_DESC, check_attr_kinds};
    check_attr_kinds(
        ctx,
        st,
        names::FOR,
        &[
            ("lowerBoundMap", AttrKind::Map, MAP_DESC),
            ("step", AttrKind::Int, "index attribute"),
            ("upperBoundMap", AttrKind::Map, MAP_DESC),
        ],
    )?;
    super::common::default_segment_sizes(ctx, st, 3);
    Ok(())
}

/// Parse-time check of the `condition` property kind.
fn normalize_if(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    use super::common::{AttrKind, check_attr_kinds};
    check_attr_kinds(ctx, st, names::IF, &[("condition", AttrKind::Set, "IntegerSet attribute")])
}

/// Parse-time check of the `affine.parallel` property kinds.
fn normalize_parallel(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    use super::common::{AttrKind, MAP_DESC, check_attr_kinds};
    let groups = "32-bit signless integer elements attribute";
    check_attr_kinds(
        ctx,
        st,
        names::PARALLEL,
        &[
            ("reductions", AttrKind::Array, "Reduction ops"),
            ("lowerBoundsMap", AttrKind::Map, MAP_DESC),
            ("lowerBoundsGroups", AttrKind::Elements, groups),
            ("upperBoundsMap", AttrKind::Map, MAP_DESC),
            ("upperBoundsGroups", AttrKind::Elements, groups),
            ("steps", AttrKind::Array, "64-bit integer array attribute"),
        ],
    )
}

/// `affine.for` checks done before the nested ops: structure and ODS
/// invariants (properties, operand segments, operand types).
fn verify_for(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 1, Count::Variadic, 0)?;
    require_map_id(ctx, op, known::LOWER_BOUND_MAP, "lowerBoundMap")?;
    let step = ctx.ir.attr(op, known::STEP).ok_or_else(|| op_error(ctx, op, "requires attribute 'step'"))?;
    require_map_id(ctx, op, known::UPPER_BOUND_MAP, "upperBoundMap")?;
    let step_ok = matches!(ctx.attr_data(step), AttrData::Integer { ty, .. } if ctx.is_index(*ty));
    if !step_ok {
        return Err(op_error(ctx, op, "attribute 'step' failed to satisfy constraint: index attribute"));
    }
    let seg = verify_segments(ctx, op, 3)?;
    let operands = ctx.ir.operands(op);
    check_index_group(ctx, op, &operands[..seg[0] + seg[1]], 0, "operand", true)
}

/// `affine.for` checks done after the nested ops: the implicit terminator,
/// the loop-like interface, then `AffineForOp::verifyRegions`.
fn verify_for_regions(ctx: &Context, op: OpId) -> VResult {
    verify_single_block_yield(ctx, op)?;
    let (Some(lb), Some(ub)) =
        (map_prop_id(ctx, op, known::LOWER_BOUND_MAP), map_prop_id(ctx, op, known::UPPER_BOUND_MAP))
    else {
        return Ok(());
    };
    let operands = ctx.ir.operands(op);
    let (nl, nu) = (num_inputs(ctx, lb), num_inputs(ctx, ub));
    let body = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r));
    let args = body.map_or(&[][..], |b| ctx.ir.block_args(b));
    let iter_args = args.get(1..).unwrap_or(&[]);
    let inits = operands.get(nl + nu..).unwrap_or(&[]);
    let yielded = body
        .and_then(|b| ctx.ir.terminator(b))
        .filter(|&t| super::is_code(ctx, t, super::Code::Yield))
        .map_or(&[][..], |t| ctx.ir.operands(t));
    verify_loop_like(ctx, op, inits, iter_args, yielded)?;

    if args.first().is_none_or(|&iv| !ctx.is_index(ctx.ir.value_type(iv))) {
        return Err(op_error(ctx, op, "expected body to have a single index argument for the induction variable"));
    }
    if nl > 0 {
        verify_dims_and_symbols(ctx, op, &operands[..nl.min(operands.len())], num_dims(ctx, lb))?;
    }
    if nu > 0 {
        let hi = (nl + nu).min(operands.len());
        verify_dims_and_symbols(ctx, op, &operands[nl.min(hi)..hi], num_dims(ctx, ub))?;
    }
    if ctx.affine.map_data(lb).results.is_empty() {
        return Err(op_error(ctx, op, "expected lower bound map to have at least one result"));
    }
    if ctx.affine.map_data(ub).results.is_empty() {
        return Err(op_error(ctx, op, "expected upper bound map to have at least one result"));
    }
    let nres = ctx.ir.results(op).len();
    if nres == 0 {
        return Ok(());
    }
    if operands.len().saturating_sub(nl + nu) != nres {
        return Err(op_error(ctx, op, "mismatch between the number of loop-carried values and results"));
    }
    if iter_args.len() != nres {
        return Err(op_error(ctx, op, "mismatch between the number of basic block args and results"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// affine.if
// ----------------------------------------------------------------------

/// `AffineIfOp::parse`.
fn parse_if(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let (attr, set) = parse_integer_set_attr(p, names::IF)?;
    add_prop(p, st, "condition", attr);
    let nd = parse_dim_and_symbol_list(p, &mut st.operands)?;
    let d = p.ctx.affine.set_data(set);
    let (sd, ss) = (d.num_dims as usize, d.num_symbols as usize);
    if sd != nd {
        return Err(custom_error(st, names::IF, "dim operand count and integer set dim count must match"));
    }
    if nd + ss != st.operands.len() {
        return Err(custom_error(st, names::IF, "symbol operand count and integer set symbol count must match"));
    }
    st.result_types = p.parse_optional_arrow_type_list()?;
    parse_body(p, st, &[])?;
    if p.parse_optional_keyword("else") {
        parse_body(p, st, &[])?;
    } else {
        let r = p.ctx.ir.new_region();
        st.regions.push(r);
    }
    p.parse_optional_attr_dict(&mut st.attrs)
}

/// `AffineIfOp::print`.
fn print_if(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(attr) = prop(ctx, op, "condition") else {
        return;
    };
    let nd = ctx.attr_integer_set(attr).map_or(0, |s| ctx.affine.set_data(s).num_dims as usize);
    p.write(" ");
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, ctx.ir.operands(op), nd);
    let results = ctx.ir.results(op);
    if !results.is_empty() {
        p.write(" -> ");
        let tys: Vec<_> = results.iter().map(|&r| ctx.ir.value_type(r)).collect();
        p.print_result_types(&tys);
    }
    let regions = ctx.ir.regions(op);
    let print_terms = !results.is_empty();
    if let Some(&then_r) = regions.first() {
        p.write(" ");
        p.print_region(then_r, false, print_terms);
    }
    if let Some(&else_r) = regions.get(1)
        && !ctx.ir.region_is_empty(else_r)
    {
        p.write(" else ");
        p.print_region(else_r, false, print_terms);
    }
    p.print_optional_attr_dict(op, IF_ELIDED);
}

/// `affine.if` verification.
fn verify_if(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 2, Count::Variadic, 0)?;
    let a = require_attr(ctx, op, "condition")?;
    let Some(set) = ctx.attr_integer_set(a) else {
        return Err(op_error(ctx, op, "attribute 'condition' failed to satisfy constraint: IntegerSet attribute"));
    };
    for (i, &r) in ctx.ir.regions(op).iter().enumerate() {
        if let Some(b) = ctx.ir.entry_block(r)
            && !ctx.ir.block_args(b).is_empty()
        {
            return Err(op_error(ctx, op, format!("region #{i} should have no arguments")));
        }
    }
    // AffineIfOp::verify.
    let d = ctx.affine.set_data(set);
    let operands = ctx.ir.operands(op);
    if operands.len() != (d.num_dims + d.num_symbols) as usize {
        return Err(op_error(ctx, op, "operand count and condition integer set dimension and symbol count must match"));
    }
    verify_dims_and_symbols(ctx, op, operands, d.num_dims as usize)
}

/// `affine.if` checks done after the nested ops: the implicit terminator
/// and the region-branch interface.
fn verify_if_regions(ctx: &Context, op: OpId) -> VResult {
    verify_single_block_yield(ctx, op)?;
    // RegionBranchOpInterface: without an else region the op forwards no
    // values to its results.
    let nres = ctx.ir.results(op).len();
    if nres > 0
        && let Some(&else_r) = ctx.ir.regions(op).get(1)
        && ctx.ir.region_is_empty(else_r)
    {
        let loc = ctx.ir.op(op).loc;
        return Err(op_error(
            ctx,
            op,
            format!(
                "along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs {nres} inputs"
            ),
        )
        .with_note(loc, "region branch point"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// affine.parallel
// ----------------------------------------------------------------------

/// A parsed bound list: the flat map, its groups and resolved operands.
struct ParsedBounds {
    map: AffineMap,
    groups: Vec<u32>,
    operands: Vec<ValueId>,
}

/// MLIR's `parseAffineMapWithMinMax`: `(e, max(e1, e2), ...)`; repeated
/// operands are deduplicated.
fn parse_parallel_bounds(p: &mut OpParser, is_min: bool) -> PResult<ParsedBounds> {
    p.expect(Tok::LParen)?;
    if p.consume_if(Tok::RParen) {
        let map = p.ctx.affine.empty_map();
        return Ok(ParsedBounds { map, groups: Vec::new(), operands: Vec::new() });
    }
    let keyword = if is_min { "min" } else { "max" };
    let mut exprs: Vec<AffineExpr> = Vec::new();
    let mut flat_dims: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut flat_syms: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut groups = Vec::new();
    loop {
        if p.parse_optional_keyword(keyword) {
            let (map, ops) = p.parse_affine_map_of_ssa_ids(affine::Delimiter::Paren)?;
            let d = p.ctx.affine.map_data(map);
            let nd = (d.num_dims as usize).min(ops.len());
            let results = d.results.clone();
            for &e in &results {
                exprs.push(e);
                flat_dims.push(ops[..nd].to_vec());
                flat_syms.push(ops[nd..].to_vec());
            }
            groups.push(results.len() as u32);
        } else {
            let (e, dims, syms) = parse_affine_expr_of_ssa_ids(p)?;
            exprs.push(e);
            flat_dims.push(dims);
            flat_syms.push(syms);
            groups.push(1);
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen)?;

    // Resolve and deduplicate dims and symbols separately; remap each
    // expression's local positions to the unique operand positions.
    let index = p.ctx.index_type();
    let mut dim_vals: Vec<ValueId> = Vec::new();
    let mut sym_vals: Vec<ValueId> = Vec::new();
    let mut final_exprs = Vec::with_capacity(exprs.len());
    let mut dim_repl_all: Vec<Vec<usize>> = Vec::with_capacity(exprs.len());
    let mut sym_repl_all: Vec<Vec<usize>> = Vec::with_capacity(exprs.len());
    for (dims, syms) in flat_dims.iter().zip(&flat_syms) {
        let mut dr = Vec::with_capacity(dims.len());
        for u in dims {
            let v = p.resolve_value(u, index)?;
            dr.push(position_or_push(&mut dim_vals, v));
        }
        dim_repl_all.push(dr);
        let mut sr = Vec::with_capacity(syms.len());
        for u in syms {
            let v = p.resolve_value(u, index)?;
            sr.push(position_or_push(&mut sym_vals, v));
        }
        sym_repl_all.push(sr);
    }
    for ((&e, dr), sr) in exprs.iter().zip(&dim_repl_all).zip(&sym_repl_all) {
        let dims: Vec<AffineExpr> = dr.iter().map(|&i| p.ctx.affine.dim(i as u32)).collect();
        let syms: Vec<AffineExpr> = sr.iter().map(|&i| p.ctx.affine.symbol(i as u32)).collect();
        final_exprs.push(p.ctx.affine.replace_dims_and_symbols(e, &dims, &syms));
    }
    let map = p.ctx.affine.map(dim_vals.len() as u32, sym_vals.len() as u32, &final_exprs);
    dim_vals.extend(sym_vals);
    Ok(ParsedBounds { map, groups, operands: dim_vals })
}

/// Index of `v` in `list`, appending it if absent.
fn position_or_push(list: &mut Vec<ValueId>, v: ValueId) -> usize {
    match list.iter().position(|&x| x == v) {
        Some(i) => i,
        None => {
            list.push(v);
            list.len() - 1
        }
    }
}

/// `[a, b, ...]` of `i64` integer attributes.
fn i64_array_attr(p: &mut OpParser, vals: &[i64]) -> Attribute {
    let items: Vec<Attribute> = vals.iter().map(|&v| p.ctx.i64_attr(v)).collect();
    p.ctx.array_attr(items)
}

/// `AffineParallelOp::parse`.
fn parse_parallel(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let mut ivs = Vec::new();
    if !p.at(Tok::LParen) {
        return Err(p.error("expected '(' in argument list"));
    }
    p.consume();
    if !p.consume_if(Tok::RParen) {
        loop {
            ivs.push(parse_index_argument(p)?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect_msg(Tok::RParen, "expected ')' in argument list")?;
    }
    p.expect(Tok::Equal)?;
    let lower = parse_parallel_bounds(p, false)?;
    parse_keyword(p, names::PARALLEL, "to", "")?;
    let upper = parse_parallel_bounds(p, true)?;

    let steps: Vec<i64> = if p.parse_optional_keyword("step") {
        let (map, _) = p.parse_affine_map_of_ssa_ids(affine::Delimiter::Paren)?;
        let results = p.ctx.affine.map_data(map).results.clone();
        let mut steps = Vec::with_capacity(results.len());
        for e in results {
            match p.ctx.affine.as_constant(e) {
                Some(c) => steps.push(c),
                None => {
                    return Err(custom_error(st, names::PARALLEL, "steps must be constant integers"));
                }
            }
        }
        steps
    } else {
        vec![1; ivs.len()]
    };

    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.expect(Tok::LParen)?;
        loop {
            let off = p.offset();
            let a = p.parse_attribute()?;
            let kind = p.ctx.attr_str(a).and_then(ReductionKind::from_name);
            match kind {
                Some(k) => reductions.push(k.value()),
                None => {
                    let text = p.ctx.attr_to_string(a);
                    return Err(custom_error_at(p, off, names::PARALLEL, format!("invalid reduction value: {text}")));
                }
            }
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen)?;
    }

    let red = i64_array_attr(p, &reductions);
    add_prop(p, st, "reductions", red);
    let lm = p.ctx.affine_map_attr(lower.map);
    let lg = super::builders::i32_tensor(p.ctx, &lower.groups);
    let um = p.ctx.affine_map_attr(upper.map);
    let ug = super::builders::i32_tensor(p.ctx, &upper.groups);
    let sa = i64_array_attr(p, &steps);
    add_prop(p, st, "lowerBoundsMap", lm);
    add_prop(p, st, "lowerBoundsGroups", lg);
    add_prop(p, st, "upperBoundsMap", um);
    add_prop(p, st, "upperBoundsGroups", ug);
    add_prop(p, st, "steps", sa);
    st.operands.extend(lower.operands);
    st.operands.extend(upper.operands);
    st.result_types = p.parse_optional_arrow_type_list()?;

    let r = p.parse_region(&ivs, false)?;
    st.regions.push(r);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    ensure_terminator(p.ctx, r, st.loc);
    Ok(())
}

/// MLIR's `printMinMaxBound`.
fn print_min_max_bound(p: &mut OpPrinter, map: AffineMap, groups: &[u32], operands: &[ValueId], keyword: &str) {
    let ctx = p.ctx;
    let d = ctx.affine.map_data(map);
    let nd = (d.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut start = 0usize;
    for &size in groups {
        if start != 0 {
            p.write(", ");
        }
        let size = size as usize;
        let Some(exprs) = d.results.get(start..start + size) else {
            return;
        };
        if size == 1 {
            print_expr_of_ssa_ids(p, exprs[0], dims, syms);
        } else {
            p.write(keyword);
            p.write("(");
            for (i, &e) in exprs.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                print_expr_of_ssa_ids(p, e, dims, syms);
            }
            p.write(")");
        }
        start += size;
    }
}

/// `AffineParallelOp::print`.
fn print_parallel(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let (Some(lm), Some(um)) = (map_prop(ctx, op, "lowerBoundsMap"), map_prop(ctx, op, "upperBoundsMap")) else {
        return;
    };
    let lg = prop(ctx, op, "lowerBoundsGroups").and_then(|a| dense_elements_u32(ctx, a)).unwrap_or_default();
    let ug = prop(ctx, op, "upperBoundsGroups").and_then(|a| dense_elements_u32(ctx, a)).unwrap_or_default();
    let steps = prop(ctx, op, "steps").and_then(|a| int_array(ctx, a)).unwrap_or_default();
    let reductions = prop(ctx, op, "reductions").and_then(|a| int_array(ctx, a)).unwrap_or_default();
    let Some(&region) = ctx.ir.regions(op).first() else {
        return;
    };
    let operands = ctx.ir.operands(op);
    let nl = num_inputs(ctx, lm).min(operands.len());
    p.write(" (");
    if let Some(b) = ctx.ir.entry_block(region) {
        p.print_operands(ctx.ir.block_args(b));
    }
    p.write(") = (");
    print_min_max_bound(p, lm, &lg, &operands[..nl], "max");
    p.write(") to (");
    print_min_max_bound(p, um, &ug, &operands[nl..], "min");
    p.write(")");
    if !steps.iter().all(|&s| s == 1) {
        let s: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        p.write(&format!(" step ({})", s.join(", ")));
    }
    let results = ctx.ir.results(op);
    if !results.is_empty() {
        let names: Vec<String> = reductions
            .iter()
            .map(|&r| {
                ReductionKind::from_value(r.into()).map_or_else(|| r.to_string(), |k| format!("\"{}\"", k.name()))
            })
            .collect();
        p.write(&format!(" reduce ({}) -> (", names.join(", ")));
        let tys: Vec<_> = results.iter().map(|&r| ctx.ir.value_type(r)).collect();
        p.print_types(&tys);
        p.write(")");
    }
    p.write(" ");
    p.print_region(region, false, !results.is_empty());
    p.print_optional_attr_dict(op, PARALLEL_ELIDED);
}

/// `affine.parallel` verification.
fn verify_parallel(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 1, Count::Variadic, 0)?;
    // Missing required attributes first, in name order (as ODS lists them).
    for name in ["lowerBoundsGroups", "lowerBoundsMap", "reductions", "steps", "upperBoundsGroups", "upperBoundsMap"] {
        require_attr(ctx, op, name)?;
    }
    let reductions_attr = require_attr(ctx, op, "reductions")?;
    let lm = require_map(ctx, op, "lowerBoundsMap")?;
    let lg_attr = require_attr(ctx, op, "lowerBoundsGroups")?;
    let um = require_map(ctx, op, "upperBoundsMap")?;
    let ug_attr = require_attr(ctx, op, "upperBoundsGroups")?;
    let steps_attr = require_attr(ctx, op, "steps")?;
    let reductions = array_items(ctx, reductions_attr)
        .filter(|items| {
            items.iter().all(|&r| {
                matches!(ctx.attr_data(r), AttrData::Integer { ty, .. } if ctx.int_width(*ty) == Some(64))
                    && ctx.attr_int(r).and_then(ReductionKind::from_value).is_some()
            })
        })
        .ok_or_else(|| op_error(ctx, op, "attribute 'reductions' failed to satisfy constraint: Reduction ops"))?;
    let Some(lg) = dense_elements_u32(ctx, lg_attr) else {
        return Err(op_error(
            ctx,
            op,
            "attribute 'lowerBoundsGroups' failed to satisfy constraint: 32-bit signless integer elements attribute",
        ));
    };
    let Some(ug) = dense_elements_u32(ctx, ug_attr) else {
        return Err(op_error(
            ctx,
            op,
            "attribute 'upperBoundsGroups' failed to satisfy constraint: 32-bit signless integer elements attribute",
        ));
    };
    let Some(steps) = int_array(ctx, steps_attr) else {
        return Err(op_error(
            ctx,
            op,
            "attribute 'steps' failed to satisfy constraint: 64-bit integer array attribute",
        ));
    };
    let operands = ctx.ir.operands(op);
    check_index_group(ctx, op, operands, 0, "operand", true)?;

    // AffineParallelOp::verify.
    let n = steps.len();
    let nargs =
        ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r)).map_or(0, |b| ctx.ir.block_args(b).len());
    if lg.len() != n || ug.len() != n || nargs != n {
        return Err(op_error(
            ctx,
            op,
            format!(
                "the number of region arguments ({nargs}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
                lg.len(),
                ug.len()
            ),
        ));
    }
    for (groups, map, which) in [(&lg, lm, "lower"), (&ug, um, "upper")] {
        let mut expected = 0usize;
        for &g in groups.iter() {
            if g == 0 {
                return Err(op_error(ctx, op, format!("expected {which} bound map to have at least one result")));
            }
            expected += g as usize;
        }
        if expected != ctx.affine.map_data(map).results.len() {
            return Err(op_error(ctx, op, format!("expected {which} bounds map to have {expected} results")));
        }
    }
    let results = ctx.ir.results(op);
    if reductions.len() != results.len() {
        return Err(op_error(ctx, op, "a reduction must be specified for each output"));
    }
    for (&r, &res) in reductions.iter().zip(results) {
        let Some(kind) = ctx.attr_int(r).and_then(ReductionKind::from_value) else {
            return Err(op_error(ctx, op, "invalid reduction attribute"));
        };
        if !kind.accepts(ctx, ctx.ir.value_type(res)) {
            return Err(op_error(ctx, op, "result type cannot match reduction attribute"));
        }
    }
    let nl = num_inputs(ctx, lm).min(operands.len());
    verify_dims_and_symbols(ctx, op, &operands[..nl], num_dims(ctx, lm))?;
    verify_dims_and_symbols(ctx, op, &operands[nl..], num_dims(ctx, um))?;
    Ok(())
}

/// The elements of an array attribute.
fn array_items(ctx: &Context, a: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_data(a) {
        AttrData::Array(v) => Some(v),
        _ => None,
    }
}

// ----------------------------------------------------------------------
// affine.yield
// ----------------------------------------------------------------------

/// `attr-dict ($operands^ : type($operands))?`.
fn parse_yield(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if p.at(Tok::PercentIdent) {
        let ops = p.parse_operand_list()?;
        let tys = p.parse_colon_type_list()?;
        crate::arith::types::resolve_counted(p, st, &ops, &tys)?;
    }
    Ok(())
}

/// `affine.yield {attrs} %a, %b : t1, t2`.
fn print_yield(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.print_optional_attr_dict(op, &[]);
    let ops = ctx.ir.operands(op);
    if !ops.is_empty() {
        p.write(" ");
        p.print_operands(ops);
        p.write(" : ");
        let tys: Vec<_> = ops.iter().map(|&v| ctx.ir.value_type(v)).collect();
        p.print_types(&tys);
    }
}

/// `AffineYieldOp::verify`.
fn verify_yield(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Exactly(0), 0)?;
    let parent = ctx.ir.parent_op(op);
    let Some(parent) = parent.filter(|&o| {
        matches!(super::code_of(ctx, o), Some(super::Code::For | super::Code::If | super::Code::Parallel))
    }) else {
        return Err(op_error(ctx, op, "only terminates affine.if/for/parallel regions"));
    };
    let results = ctx.ir.results(parent);
    let operands = ctx.ir.operands(op);
    if results.len() != operands.len() {
        return Err(op_error(ctx, op, "parent of yield must have same number of results as the yield operands"));
    }
    for (&r, &v) in results.iter().zip(operands) {
        if ctx.ir.value_type(r) != ctx.ir.value_type(v) {
            return Err(op_error(ctx, op, "types mismatch between yield op and its parent"));
        }
    }
    Ok(())
}
