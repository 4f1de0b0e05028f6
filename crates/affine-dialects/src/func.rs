//! The `func` dialect: `func.func`, `func.return`, `func.call`,
//! `func.call_indirect`, `func.constant`.

use crate::arith::types::{Shape, check_operand, check_shape, custom_error, resolve_counted};
use affine_ir::context::{AttrData, Attribute, Context, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{Argument, OpParser, PResult};
use affine_ir::printer::OpPrinter;
use affine_ir::verify::op_error;

/// The properties of `func.func`, with their ODS constraints.
const FUNC_PROPS: &[PropDecl] = &[
    PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
    PropDecl::req("function_type", PropKind::Type).desc("type attribute of function type").check(is_function_type_attr),
    PropDecl::new("sym_visibility", PropKind::String).desc("string attribute"),
    PropDecl::new("arg_attrs", PropKind::Array).desc("Array of dictionary attributes").check(is_array_of_dicts),
    PropDecl::new("res_attrs", PropKind::Array).desc("Array of dictionary attributes").check(is_array_of_dicts),
    PropDecl::new("no_inline", PropKind::Unit).desc("unit attribute"),
];

/// `TypeAttrOf<FunctionType>`.
fn is_function_type_attr(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_type(a).is_some_and(|t| matches!(ctx.type_data(t), TypeData::Function { .. }))
}

/// `DictArrayAttr`: an array whose elements are all dictionaries.
fn is_array_of_dicts(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(items) => items.iter().all(|&i| matches!(ctx.attr_data(i), AttrData::Dictionary(_))),
        _ => false,
    }
}
/// The properties of `func.call`.
const CALL_PROPS: &[PropDecl] = &[
    PropDecl::new("callee", PropKind::FlatSymbolRef),
    PropDecl::new("arg_attrs", PropKind::Array),
    PropDecl::new("res_attrs", PropKind::Array),
    PropDecl::new("no_inline", PropKind::Unit),
];
/// The properties of `func.call_indirect`.
const CALL_INDIRECT_PROPS: &[PropDecl] =
    &[PropDecl::new("arg_attrs", PropKind::Array), PropDecl::new("res_attrs", PropKind::Array)];
/// The property of `func.constant`.
const CONSTANT_PROPS: &[PropDecl] = &[PropDecl::req("value", PropKind::FlatSymbolRef)];

/// The count traits of the func ops (checked before their required
/// attributes, as ODS lists them first).
const FUNC_SHAPE: Shape = Shape { regions: 1, results: Some(0), operands: Some(0), min_operands: 0 };
const RETURN_SHAPE: Shape = Shape { regions: 0, results: Some(0), operands: None, min_operands: 0 };
const CALL_SHAPE: Shape = Shape { regions: 0, results: None, operands: None, min_operands: 0 };
const CALL_INDIRECT_SHAPE: Shape = Shape { regions: 0, results: None, operands: None, min_operands: 1 };
const CONSTANT_SHAPE: Shape = Shape { regions: 0, results: Some(1), operands: Some(0), min_operands: 0 };

/// Registers the func ops.
pub fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_func),
        print: Some(print_func),
        verify_invariants: Some(|ctx, op| check_shape(ctx, op, &FUNC_SHAPE)),
        verify: Some(verify_func),
        traits: traits::ISOLATED_FROM_ABOVE
            | traits::AFFINE_SCOPE
            | traits::SYMBOL
            | traits::AUTOMATIC_ALLOCATION_SCOPE,
        default_dialect: "func",
        props: FUNC_PROPS,
        ..OpDef::new("func.func")
    });
    reg.add(OpDef {
        parse: Some(parse_return),
        print: Some(print_return),
        verify_invariants: Some(|ctx, op| check_shape(ctx, op, &RETURN_SHAPE)),
        verify: Some(verify_return),
        traits: traits::TERMINATOR | traits::RETURN_LIKE | traits::PURE,
        ..OpDef::new("func.return")
    });
    reg.add(OpDef {
        parse: Some(parse_call),
        print: Some(print_call),
        verify_invariants: Some(|ctx, op| check_shape(ctx, op, &CALL_SHAPE)),
        verify: Some(verify_call),
        verify_symbol_uses: Some(verify_call_symbol_uses),
        props: CALL_PROPS,
        ..OpDef::new("func.call")
    });
    reg.add(OpDef {
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        verify_invariants: Some(|ctx, op| {
            check_shape(ctx, op, &CALL_INDIRECT_SHAPE)?;
            check_operand(ctx, op, 0, "function type", |ctx, t| matches!(ctx.type_data(t), TypeData::Function { .. }))
        }),
        props: CALL_INDIRECT_PROPS,
        canonicalize: Some(call_indirect_patterns),
        ..OpDef::new("func.call_indirect")
    });
    reg.add(OpDef {
        parse: Some(parse_constant),
        print: Some(print_constant),
        verify_invariants: Some(|ctx, op| check_shape(ctx, op, &CONSTANT_SHAPE)),
        result_names: Some(constant_names),
        verify_symbol_uses: Some(verify_constant_symbol_uses),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        props: CONSTANT_PROPS,
        constant_value: Some(constant_op_value),
        ..OpDef::new("func.constant")
    });
}

/// `func.call_indirect` patterns: a call of a `func.constant` becomes a
/// direct `func.call` (MLIR's `SimplifyIndirectCallWithKnownCallee`).
fn call_indirect_patterns(_: &str, set: &mut affine_ir::rewrite::RewritePatternSet) {
    set.add_fn("SimplifyIndirectCallWithKnownCallee", "func.call_indirect", simplify_indirect_call);
}

fn simplify_indirect_call(op: OpId, rw: &mut affine_ir::rewrite::PatternRewriter<'_>) -> bool {
    let ops = rw.ctx.ir.operands(op).to_vec();
    let Some(&callee) = ops.first() else { return false };
    let Some(sym) = affine_ir::rewrite::constant_value(rw.ctx, callee) else { return false };
    if !matches!(rw.ctx.attr_data(sym), AttrData::SymbolRef { .. }) {
        return false;
    }
    let loc = rw.ctx.ir.op(op).loc;
    let name = rw.ctx.op_name("func.call");
    let mut st = OpState::new(name, loc);
    st.operands = ops[1..].to_vec();
    st.result_types = rw.ctx.ir.results(op).iter().map(|&r| rw.ctx.ir.value_type(r)).collect();
    let key = rw.ctx.ident("callee");
    st.props.push(NamedAttr { name: key, value: sym });
    rw.replace_op_with_new(op, st);
    true
}

/// The symbol reference a `func.constant` produces (its fold).
fn constant_op_value(ctx: &Context, op: OpId) -> Option<Attribute> {
    ctx.ir.attr(op, affine_ir::known::VALUE)
}

fn named(p: &mut OpParser, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr { name: p.ctx.ident(name), value }
}

/// Looks up an attribute of `op` by name.
fn get_attr(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    let id = ctx.lookup_ident(name)?;
    ctx.ir.attr(op, id)
}

/// The `function_type` of a `func.func`: (inputs, results).
pub fn func_signature(ctx: &Context, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = ctx.attr_type(get_attr(ctx, op, "function_type")?)?;
    match ctx.type_data(t) {
        TypeData::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

/// The symbol name of a symbol op (`sym_name`).
pub fn symbol_name(ctx: &Context, op: OpId) -> Option<&str> {
    ctx.attr_str(get_attr(ctx, op, "sym_name")?)
}

fn parse_func(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if let Some(kw) = ["private", "public", "nested"].into_iter().find(|k| p.at_keyword(k)) {
        p.consume();
        let v = p.ctx.string_attr(kw);
        let na = named(p, "sym_visibility", v);
        st.props.push(na);
    }
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let v = p.ctx.string_attr(&name);
    let na = named(p, "sym_name", v);
    st.props.push(na);
    // Signature.
    let FunctionArguments { args, types: inputs, attrs: arg_attrs } = parse_function_arguments(p, st)?;
    let (results, res_attrs) = parse_function_results(p)?;
    let ft = p.ctx.function_type(inputs, results);
    let fta = p.ctx.type_attr(ft);
    let na = named(p, "function_type", fta);
    st.props.push(na);
    if arg_attrs.iter().any(|a| !a.is_empty()) {
        let dicts: Vec<Attribute> = arg_attrs.into_iter().map(|a| p.ctx.dict_attr(a)).collect();
        let arr = p.ctx.array_attr(dicts);
        let na = named(p, "arg_attrs", arr);
        st.props.push(na);
    }
    if res_attrs.iter().any(|a| !a.is_empty()) {
        let dicts: Vec<Attribute> = res_attrs.into_iter().map(|a| p.ctx.dict_attr(a)).collect();
        let arr = p.ctx.array_attr(dicts);
        let na = named(p, "res_attrs", arr);
        st.props.push(na);
    }
    let dict_at = p.offset();
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    // MLIR's `function_interface_impl::parseFunctionOp`: what the syntax
    // already gives (visibility, name, type) may not be written in the
    // dictionary too, whatever its value.
    for key in ["sym_visibility", "sym_name", "function_type"] {
        if st.attrs.iter().any(|na| p.ctx.ident_str(na.name) == key) {
            let msg = format!(
                "'{key}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
            );
            return Err(custom_error(p, st, dict_at, &msg));
        }
    }
    // An inherent attribute of the wrong storage class written there is
    // dropped, as MLIR's generated `setInherentAttr` casts it to nothing.
    let ctx = &*p.ctx;
    st.attrs.retain(|na| {
        let name = ctx.ident_str(na.name);
        FUNC_PROPS.iter().find(|d| d.name == name).is_none_or(|d| d.accepts(ctx, na.value))
    });
    let r = if p.at(Tok::LBrace) {
        // The printer elides an empty body, so `{}` is rejected (MLIR's
        // function_interface_impl).
        let lbrace = p.offset();
        let r = p.parse_region(&args, false)?;
        if p.ctx.ir.region_is_empty(r) {
            return Err(custom_error(p, st, lbrace, "expected non-empty function body"));
        }
        Ok(r)
    } else {
        let r = p.ctx.ir.new_region();
        Ok(r)
    };
    st.regions.push(r?);
    Ok(())
}

/// The argument list of a function signature.
pub(crate) struct FunctionArguments {
    /// The named arguments (empty when the list gives types only).
    pub args: Vec<Argument>,
    /// Every argument's type.
    pub types: Vec<Type>,
    /// Every argument's attribute dictionary.
    pub attrs: Vec<Vec<NamedAttr>>,
}

/// `(%a: i32 {attrs} loc(..), ...)` or `(i32 {attrs}, ...)`, shared by the
/// function-like ops as MLIR's `function_interface_impl` is: either every
/// argument is named or none is, diagnosed at the offending argument.
pub(crate) fn parse_function_arguments(p: &mut OpParser, st: &OpState) -> PResult<FunctionArguments> {
    p.expect(Tok::LParen)?;
    let mut out = FunctionArguments { args: Vec::new(), types: Vec::new(), attrs: Vec::new() };
    if p.consume_if(Tok::RParen) {
        return Ok(out);
    }
    loop {
        let at = p.offset();
        let mut attrs = Vec::new();
        if p.at(Tok::PercentIdent) {
            let name = p.parse_argument_name()?;
            p.expect(Tok::Colon)?;
            let ty = p.parse_type()?;
            p.parse_optional_attr_dict(&mut attrs)?;
            let loc = p.parse_optional_loc_spec()?;
            if !out.types.is_empty() && out.args.is_empty() {
                return Err(custom_error(p, st, at, "expected type instead of SSA identifier"));
            }
            out.args.push(Argument { name, ty, loc });
            out.types.push(ty);
        } else {
            if !out.args.is_empty() {
                return Err(custom_error(p, st, at, "expected SSA identifier"));
            }
            let ty = p.parse_type()?;
            p.parse_optional_attr_dict(&mut attrs)?;
            p.parse_optional_loc_spec()?;
            out.types.push(ty);
        }
        out.attrs.push(attrs);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen)?;
    Ok(out)
}

/// The optional `-> type` or `-> (type {attrs}, ...)` of a function
/// signature, with each result's attributes.
pub(crate) fn parse_function_results(p: &mut OpParser) -> PResult<(Vec<Type>, Vec<Vec<NamedAttr>>)> {
    let mut results = Vec::new();
    let mut res_attrs: Vec<Vec<NamedAttr>> = Vec::new();
    if !p.consume_if(Tok::Arrow) {
        return Ok((results, res_attrs));
    }
    if p.consume_if(Tok::LParen) {
        if !p.at(Tok::RParen) {
            loop {
                results.push(p.parse_type()?);
                let mut attrs = Vec::new();
                p.parse_optional_attr_dict(&mut attrs)?;
                res_attrs.push(attrs);
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        p.expect(Tok::RParen)?;
    } else {
        // A single result without parentheses carries no attributes. (A
        // function type can only get here through an alias, which MLIR
        // accepts and prints parenthesized.)
        results.push(p.parse_type()?);
        res_attrs.push(Vec::new());
    }
    Ok((results, res_attrs))
}

fn dict_entries(ctx: &Context, a: Option<Attribute>, i: usize) -> Vec<NamedAttr> {
    let Some(a) = a else { return Vec::new() };
    let AttrData::Array(v) = ctx.attr_data(a) else { return Vec::new() };
    match v.get(i).map(|&d| ctx.attr_data(d)) {
        Some(AttrData::Dictionary(d)) => d.clone(),
        _ => Vec::new(),
    }
}

fn print_func(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(v) = get_attr(ctx, op, "sym_visibility").and_then(|a| ctx.attr_str(a)) {
        p.write(v);
        p.write(" ");
    }
    p.print_symbol_name(symbol_name(ctx, op).unwrap_or(""));
    let (inputs, results) = func_signature(ctx, op).unwrap_or_default();
    print_function_signature(p, op, &inputs, &results);
    p.print_optional_attr_dict_with_keyword(
        op,
        &["sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name"],
    );
    print_function_body(p, op);
}

/// ` {body}` of a function-like op, nothing for a declaration.
pub(crate) fn print_function_body(p: &mut OpPrinter, op: OpId) {
    if let Some(&r) = p.ctx.ir.regions(op).first()
        && !p.ctx.ir.region_is_empty(r)
    {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

/// `(%arg0: t {attrs}, ...) -> (results {attrs})` of a function-like op
/// whose `arg_attrs` / `res_attrs` are read from `op` (MLIR's
/// `function_interface_impl::printFunctionSignature`).
pub(crate) fn print_function_signature(p: &mut OpPrinter, op: OpId, inputs: &[Type], results: &[Type]) {
    let ctx = p.ctx;
    let arg_attrs = get_attr(ctx, op, "arg_attrs");
    let res_attrs = get_attr(ctx, op, "res_attrs");
    let body = ctx.ir.regions(op).first().copied();
    let entry = body.and_then(|r| ctx.ir.entry_block(r));
    p.write("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = dict_entries(ctx, arg_attrs, i);
        match entry.and_then(|b| ctx.ir.block_args(b).get(i).copied()) {
            Some(a) => p.print_region_argument(a, &attrs),
            None => {
                p.print_type(t);
                p.print_named_attrs(&attrs);
            }
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let first_attrs = dict_entries(ctx, res_attrs, 0);
        let parens = results.len() > 1
            || matches!(ctx.type_data(results[0]), TypeData::Function { .. })
            || !first_attrs.is_empty();
        if parens {
            p.write("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(t);
            let attrs = dict_entries(ctx, res_attrs, i);
            p.print_named_attrs(&attrs);
        }
        if parens {
            p.write(")");
        }
    }
}

/// MLIR's checks of a function's argument and result attributes
/// (`function_interface_impl::verifyTrait`): arguments first, each
/// attribute named `dialect.name` and accepted by its dialect's hook
/// (`verifyRegionArgAttribute` / `verifyRegionResultAttribute`).
pub(crate) fn verify_arg_and_result_attrs(
    ctx: &Context,
    op: OpId,
    inputs: &[Type],
    results: &[Type],
) -> Result<(), Diagnostic> {
    for (key, types, msg) in [
        ("arg_attrs", inputs, "arguments may only have dialect attributes"),
        ("res_attrs", results, "results may only have dialect attributes"),
    ] {
        let Some(all) = get_attr(ctx, op, key) else { continue };
        let AttrData::Array(dicts) = ctx.attr_data(all) else { continue };
        for (&d, &t) in dicts.iter().zip(types) {
            let AttrData::Dictionary(entries) = ctx.attr_data(d) else { continue };
            for na in entries {
                let Some((dialect, _)) = ctx.ident_str(na.name).split_once('.') else {
                    return Err(op_error(ctx, op, msg));
                };
                let hooks = ctx.registry.dialect_hooks(dialect);
                let hook =
                    if key == "arg_attrs" { hooks.verify_region_arg_attr } else { hooks.verify_region_result_attr };
                if let Some(f) = hook {
                    f(ctx, op, t, na)?;
                }
            }
        }
    }
    Ok(())
}

fn verify_func(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((inputs, results)) = func_signature(ctx, op) else {
        return Err(op_error(ctx, op, "requires attribute 'function_type'"));
    };
    // ODS checks the required properties in name order: then `sym_name`.
    if get_attr(ctx, op, "sym_name").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'sym_name'"));
    }
    let r = ctx.ir.regions(op)[0];
    let vis = get_attr(ctx, op, "sym_visibility").and_then(|a| ctx.attr_str(a));
    if ctx.ir.region_is_empty(r) {
        if vis.is_none() || vis == Some("public") {
            return Err(op_error(ctx, op, "symbol declaration cannot have public visibility"));
        }
        return verify_arg_and_result_attrs(ctx, op, &inputs, &results);
    }
    verify_arg_and_result_attrs(ctx, op, &inputs, &results)?;
    let _ = results;
    let entry = ctx.ir.entry_block(r).expect("non-empty region");
    let args = ctx.ir.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            op,
            &format!("entry block must have {} arguments to match function signature", inputs.len()),
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
        let at = ctx.ir.value_type(a);
        if at != t {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    ctx.type_to_string(at),
                    ctx.type_to_string(t)
                ),
            ));
        }
    }
    Ok(())
}

/// `attr-dict ($operands^ : type($operands))?`, the syntax of the
/// return-like terminators (`func.return`, `gpu.yield`).
pub(crate) fn parse_return(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ops = p.parse_operand_list()?;
    if !ops.is_empty() {
        let tys = p.parse_colon_type_list()?;
        resolve_counted(p, st, &ops, &tys)?;
    }
    Ok(())
}

/// Prints [`parse_return`]'s syntax.
pub(crate) fn print_return(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    let ops = p.ctx.ir.operands(op).to_vec();
    if !ops.is_empty() {
        p.write(" ");
        p.print_operands(&ops);
        p.write(" : ");
        let tys: Vec<Type> = ops.iter().map(|&v| p.ctx.ir.value_type(v)).collect();
        p.print_types(&tys);
    }
}

fn verify_return(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    // The structural traits (`ZeroRegions`, `ZeroResults`,
    // `ZeroSuccessors`) come before `HasParent` and the verifier.
    crate::arith::types::check_shape(ctx, op, &crate::arith::types::Shape::variadic(0, 0))?;
    let Some(func) = ctx.ir.parent_op(op) else {
        return Ok(());
    };
    let fname = ctx.op_name_str(ctx.ir.op(func).name);
    if fname != "func.func" {
        return Err(op_error(ctx, op, "expects parent op 'func.func'"));
    }
    let Some((_, results)) = func_signature(ctx, func) else {
        return Ok(());
    };
    let operands = ctx.ir.operands(op);
    let name = symbol_name(ctx, func).unwrap_or("");
    if operands.len() != results.len() {
        return Err(op_error(
            ctx,
            op,
            &format!("has {} operands, but enclosing function (@{name}) returns {}", operands.len(), results.len()),
        ));
    }
    for (i, (&v, &t)) in operands.iter().zip(&results).enumerate() {
        let vt = ctx.ir.value_type(v);
        if vt != t {
            let mut d = op_error(ctx, op, "");
            d.message = format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                ctx.type_to_string(vt),
                ctx.type_to_string(t)
            );
            return Err(d);
        }
    }
    Ok(())
}

/// ODS's error for a `FunctionType` read with `type(..)` or
/// `functional-type` that is some other type.
fn not_function_type(p: &mut OpParser, st: &OpState, off: usize, ty: Type) -> Diagnostic {
    crate::arith::types::type_kind_error(p, st, off, "builtin.function", ty)
}

fn parse_call(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let callee = crate::arith::types::parse_flat_symbol_ref(p, st)?;
    let a = p.ctx.symbol_ref_attr(&callee);
    let na = named(p, "callee", a);
    st.props.push(na);
    let ops = p.parse_delimited_operand_list(Tok::LParen, Tok::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let off = p.offset();
    let ft = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(ft).clone() else {
        return Err(not_function_type(p, st, off, ft));
    };
    resolve_counted(p, st, &ops, &inputs)?;
    st.result_types = results;
    Ok(())
}

fn print_call(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    if let Some(c) = get_attr(ctx, op, "callee") {
        p.print_attribute(c);
    }
    p.write("(");
    let ops = ctx.ir.operands(op).to_vec();
    p.print_operands(&ops);
    p.write(")");
    p.print_optional_attr_dict(op, &["callee", "arg_attrs", "res_attrs"]);
    p.write(" : ");
    let res = ctx.ir.results(op).to_vec();
    p.print_functional_type(&ops, &res);
}

fn verify_call(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if get_attr(ctx, op, "callee").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'callee'"));
    }
    Ok(())
}

/// The callee must be a `func.func` of the nearest symbol table, with the
/// call's operand and result types (checked with the symbol table, after
/// everything nested in it was verified, as MLIR's `verifySymbolUses`).
/// MLIR's `func::ConstantOp::verifySymbolUses`: the symbol must name a
/// `func.func` whose type is the result type.
fn verify_constant_symbol_uses(
    ctx: &Context,
    op: OpId,
    tables: &mut affine_ir::verify::SymbolTables,
) -> Result<(), Diagnostic> {
    let Some(AttrData::SymbolRef { root, .. }) = constant_op_value(ctx, op).map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let found = tables.lookup_nearest(ctx, op, *root).filter(|&f| ctx.op_name_str(ctx.ir.op(f).name) == "func.func");
    let Some(f) = found else {
        let name = ctx.ident_str(*root);
        return Err(op_error(ctx, op, &format!("reference to undefined function '{name}'")));
    };
    let fty = get_attr(ctx, f, "function_type").and_then(|a| ctx.attr_type(a));
    let rty = ctx.ir.results(op).first().map(|&r| ctx.ir.value_type(r));
    if fty != rty {
        return Err(op_error(ctx, op, "reference to function with mismatched type"));
    }
    Ok(())
}

fn verify_call_symbol_uses(
    ctx: &Context,
    op: OpId,
    tables: &mut affine_ir::verify::SymbolTables,
) -> Result<(), Diagnostic> {
    let Some(callee) = get_attr(ctx, op, "callee") else { return Ok(()) };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(callee) else {
        return Ok(());
    };
    let name = ctx.ident_str(*root);
    let found = tables.lookup_nearest(ctx, op, *root).filter(|&f| ctx.op_name_str(ctx.ir.op(f).name) == "func.func");
    let Some(f) = found else {
        return Err(op_error(ctx, op, &format!("'{name}' does not reference a valid function")));
    };
    let Some((inputs, results)) = func_signature(ctx, f) else { return Ok(()) };
    let operands = ctx.ir.operands(op);
    if operands.len() != inputs.len() {
        return Err(op_error(ctx, op, "incorrect number of operands for callee"));
    }
    for (i, (&v, &t)) in operands.iter().zip(&inputs).enumerate() {
        if ctx.ir.value_type(v) != t {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    ctx.type_to_string(t),
                    ctx.type_to_string(ctx.ir.value_type(v))
                ),
            ));
        }
    }
    let res = ctx.ir.results(op);
    if res.len() != results.len() {
        return Err(op_error(ctx, op, "incorrect number of results for callee"));
    }
    for (i, (&v, &t)) in res.iter().zip(&results).enumerate() {
        if ctx.ir.value_type(v) != t {
            let quoted = |ts: &mut dyn Iterator<Item = Type>| {
                ts.map(|t| format!("'{}'", ctx.type_to_string(t))).collect::<Vec<_>>().join(", ")
            };
            let ours = quoted(&mut res.iter().map(|&v| ctx.ir.value_type(v)));
            let theirs = quoted(&mut results.iter().copied());
            let loc = ctx.ir.op(op).loc;
            return Err(op_error(ctx, op, &format!("result type mismatch at index {i}"))
                .with_note(loc, format!("      op result types: {ours}"))
                .with_note(loc, format!("function result types: {theirs}")));
        }
    }
    Ok(())
}

fn parse_call_indirect(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let callee = p.parse_operand()?;
    let ops = p.parse_delimited_operand_list(Tok::LParen, Tok::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let off = p.offset();
    let ft = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(ft).clone() else {
        return Err(not_function_type(p, st, off, ft));
    };
    p.resolve_operand(&callee, ft, &mut st.operands)?;
    resolve_counted(p, st, &ops, &inputs)?;
    st.result_types = results;
    Ok(())
}

fn print_call_indirect(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    if let Some((&callee, args)) = ops.split_first() {
        p.print_operand(callee);
        p.write("(");
        p.print_operands(args);
        p.write(")");
        p.print_optional_attr_dict(op, &["arg_attrs", "res_attrs"]);
        p.write(" : ");
        p.print_type(ctx.ir.value_type(callee));
    }
}

fn parse_constant(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let name = crate::arith::types::parse_flat_symbol_ref(p, st)?;
    let a = p.ctx.symbol_ref_attr(&name);
    let na = named(p, "value", a);
    st.props.push(na);
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

/// `func.constant` results are named `%f` (MLIR's `getAsmResultNames`).
fn constant_names(_ctx: &Context, _op: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "f".to_string()));
}

fn print_constant(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.print_optional_attr_dict(op, &["value"]);
    p.write(" ");
    if let Some(v) = get_attr(ctx, op, "value") {
        p.print_attribute(v);
    }
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ctx.ir.result(op, 0)));
}
