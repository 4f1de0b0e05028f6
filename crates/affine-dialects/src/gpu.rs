//! A subset of MLIR's `gpu` dialect: enough to hold affine code inside GPU
//! kernels and launches, as upstream affine tests do.
//!
//! Ops: `gpu.module` (symbol table, one block, no terminator), `gpu.func`
//! (function-like, with workgroup/private attributions and the `kernel`
//! flag), `gpu.return`, `gpu.launch` (blocks/threads/clusters size
//! assignments, `async` tokens, dynamic shared memory, kernel module/function
//! symbols, attributions), `gpu.terminator`, `gpu.barrier` and the index ops
//! `gpu.thread_id`, `gpu.block_id`, `gpu.block_dim`, `gpu.grid_dim`,
//! `gpu.global_id`, `gpu.cluster_id`, `gpu.cluster_dim`.
//!
//! Like MLIR, `gpu.func` and `gpu.launch` start affine scopes (their bodies'
//! top-level values are valid affine symbols). The `dimension` property of
//! the index ops is the opaque attribute `#gpu<dim x>`.

pub(crate) mod attrs;
mod misc;
mod mma;
mod ops;
mod reduce;
mod sparse;

use crate::arith::types::{custom_error, parse_kw, prop, set_state_prop};
use crate::enum_keyword::{EnumParam, parse_enum_case};
use crate::func::{FunctionArguments, parse_function_arguments, parse_function_results};
use affine_ir::context::{AttrData, Attribute, Context, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpDef, OpShape, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{Argument, OpParser, PResult, SsaName, UnresolvedOperand};
use affine_ir::printer::OpPrinter;
use affine_ir::verify::op_error;

/// Discardable attribute marking a `gpu.func` as a kernel (`kernel` keyword).
pub const KERNEL_ATTR: &str = "gpu.kernel";
/// Number of workgroup attributions among a region's entry arguments.
const NUM_WORKGROUP: &str = "workgroup_attributions";
/// Operand segments of `gpu.launch`: async deps, grid x/y/z, block x/y/z,
/// cluster x/y/z, dynamic shared memory size.
const LAUNCH_SEGMENTS: usize = 11;

/// The index ops taking a `dimension` (`gpu.thread_id x`), with the result
/// name prefix mlir-opt suggests (`%thread_id_x`).
const DIM_OPS: &[(&str, &str)] = &[
    ("gpu.thread_id", "thread_id"),
    ("gpu.block_id", "block_id"),
    ("gpu.block_dim", "block_dim"),
    ("gpu.grid_dim", "grid_dim"),
    ("gpu.global_id", "global_id"),
    ("gpu.cluster_id", "cluster_id"),
    ("gpu.cluster_dim", "cluster_dim"),
    ("gpu.cluster_block_id", "cluster_block_id"),
    ("gpu.cluster_dim_blocks", "cluster_dim_blocks"),
];

/// The count traits of `gpu.module` and `gpu.func`: one region, nothing
/// else.
const ONE_REGION: OpShape = OpShape::fixed(0, 0).with_regions(Arity::Exactly(1));

/// Registers the supported `gpu` ops.
pub fn register(reg: &mut Registry) {
    reg.set_dialect_hooks("gpu", attrs::HOOKS);
    reg.add(OpDef {
        parse: Some(parse_module),
        print: Some(print_module),
        traits: traits::ISOLATED_FROM_ABOVE
            | traits::SYMBOL
            | traits::SYMBOL_TABLE
            | traits::SINGLE_BLOCK
            | traits::NO_TERMINATOR,
        inherent_attrs: &["sym_name", TARGETS, HANDLER],
        shape: Some(ONE_REGION),
        verify: Some(verify_module),
        ..OpDef::new("gpu.module")
    });
    reg.add(OpDef {
        parse: Some(parse_func),
        print: Some(print_func),
        shape: Some(ONE_REGION),
        verify: Some(verify_func),
        verify_regions: Some(verify_func_body),
        traits: traits::ISOLATED_FROM_ABOVE
            | traits::AFFINE_SCOPE
            | traits::SYMBOL
            | traits::AUTOMATIC_ALLOCATION_SCOPE,
        inherent_attrs: &["function_type", "arg_attrs", "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs"],
        parent_ops: &["gpu.module"],
        ..OpDef::new("gpu.func")
    });
    reg.add(OpDef {
        parse: Some(parse_return),
        print: Some(print_return),
        shape: Some(OpShape::variadic(0, 0)),
        verify: Some(verify_return),
        traits: traits::TERMINATOR | traits::RETURN_LIKE | traits::PURE,
        parent_ops: &["gpu.func"],
        ..OpDef::new("gpu.return")
    });
    reg.add(OpDef {
        parse: Some(parse_launch),
        print: Some(print_launch),
        // Async dependencies, six index sizes, optional cluster sizes and
        // shared memory size; an optional async token.
        shape: Some(OpShape::variadic(6, 0).with_regions(Arity::Exactly(1)).with_results(Arity::Any)),
        verify: Some(verify_launch),
        traits: traits::AFFINE_SCOPE | traits::AUTOMATIC_ALLOCATION_SCOPE | traits::RECURSIVE_MEMORY_EFFECTS,
        inherent_attrs: &["operandSegmentSizes", "module", "function"],
        ..OpDef::new("gpu.launch")
    });
    reg.add(OpDef {
        parse: Some(parse_attr_dict_only),
        print: Some(print_attr_dict_only),
        shape: Some(OpShape::fixed(0, 0)),
        traits: traits::TERMINATOR | traits::PURE,
        parent_ops: &["gpu.launch"],
        ..OpDef::new("gpu.terminator")
    });
    reg.add(OpDef {
        parse: Some(parse_attr_dict_only),
        print: Some(print_attr_dict_only),
        shape: Some(OpShape::fixed(0, 0)),
        ..OpDef::new("gpu.barrier")
    });
    ops::register(reg);
    misc::register(reg);
    mma::register(reg);
    sparse::register(reg);
    reduce::register(reg);
    for &(name, _) in DIM_OPS {
        reg.add(OpDef {
            parse: Some(parse_dim_op),
            print: Some(print_dim_op),
            shape: Some(OpShape::fixed(0, 1)),
            verify: Some(verify_dim_op),
            result_names: Some(dim_op_names),
            traits: traits::PURE,
            inherent_attrs: &["dimension", "upper_bound"],
            ..OpDef::new(name)
        });
    }
}

fn named(ctx: &mut Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr { name: ctx.ident(name), value }
}

/// The async token type `!gpu.async.token`.
pub fn async_token_type(ctx: &mut Context) -> Type {
    ctx.ty(TypeData::Opaque("gpu.async.token".into()))
}

/// The `#gpu<dim x>` attribute for dimension `d` (`x`, `y` or `z`).
pub fn dim_attr(ctx: &mut Context, d: &str) -> Attribute {
    ctx.attr(AttrData::Opaque(format!("gpu<dim {d}>")))
}

/// The dimension letter of a `#gpu<dim x>` attribute.
pub fn dim_of(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Opaque(s) => s.strip_prefix("gpu<dim ").and_then(|r| r.strip_suffix('>')),
        _ => None,
    }
}

/// Number of workgroup attributions recorded on a `gpu.func`/`gpu.launch`.
fn num_workgroup(ctx: &Context, op: OpId) -> usize {
    prop(ctx, op, NUM_WORKGROUP).and_then(|a| ctx.attr_int(a)).and_then(|v| usize::try_from(v).ok()).unwrap_or(0)
}

// ---------------------------------------------------------------- gpu.module

const TARGETS: &str = "targets";
const HANDLER: &str = "offloadingHandler";

/// `gpu.module @name (`<` handler `>`)? ([targets])? attr-dict-with-keyword
/// region`.
fn parse_module(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let v = p.ctx.string_attr(&name);
    let na = named(p.ctx, "sym_name", v);
    st.props.push(na);
    if p.consume_if(Tok::Less) {
        let a = p.parse_attribute()?;
        p.expect(Tok::Greater)?;
        set_state_prop(p.ctx, st, HANDLER, a);
    }
    if p.at(Tok::LSquare) {
        let a = p.parse_attribute()?;
        set_state_prop(p.ctx, st, TARGETS, a);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    let r = p.parse_module_body()?;
    st.regions.push(r);
    Ok(())
}

/// The ODS constraints of `gpu.module`'s optional properties. No attribute
/// we know has MLIR's `OffloadingTranslationAttrTrait`, and of the GPU
/// target attributes we know only `#spirv.target_env`.
fn verify_module(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if prop(ctx, op, HANDLER).is_some() {
        return Err(op_error(
            ctx,
            op,
            "attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.",
        ));
    }
    if let Some(t) = prop(ctx, op, TARGETS) {
        let ok = match ctx.attr_data(t) {
            AttrData::Array(v) => {
                !v.is_empty()
                    && v.iter().all(|&a| crate::spirv::is_target_env(ctx, a) || crate::gpu_targets::is_target(ctx, a))
            }
            _ => false,
        };
        if !ok {
            return Err(op_error(
                ctx,
                op,
                "attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements",
            ));
        }
    }
    Ok(())
}

fn print_module(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    let name = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or("");
    p.print_symbol_name(name);
    if let Some(a) = prop(ctx, op, HANDLER) {
        p.write("<");
        p.print_attribute(a);
        p.write(">");
    }
    if let Some(a) = prop(ctx, op, TARGETS) {
        p.write(" ");
        p.print_attribute(a);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name", TARGETS, HANDLER]);
    p.write(" ");
    if let Some(&r) = ctx.ir.regions(op).first() {
        p.print_region(r, false, false);
    }
}

// ------------------------------------------------------------------ gpu.func

/// Parses `keyword(%a : type {attrs}, ...)` attributions (if the keyword is
/// present), appending them to `args`; returns their attribute dictionaries
/// (`None` when all are empty).
fn parse_attributions(p: &mut OpParser, keyword: &str, args: &mut Vec<Argument>) -> PResult<Option<Attribute>> {
    if !p.parse_optional_keyword(keyword) {
        return Ok(None);
    }
    p.expect(Tok::LParen)?;
    let mut dicts = Vec::new();
    if !p.at(Tok::RParen) {
        loop {
            let a = p.parse_argument(true, false)?;
            let mut attrs = Vec::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            dicts.push(attrs);
            args.push(a);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    p.expect(Tok::RParen)?;
    if dicts.iter().all(|d| d.is_empty()) {
        return Ok(None);
    }
    let ds: Vec<Attribute> = dicts.into_iter().map(|d| p.ctx.dict_attr(d)).collect();
    Ok(Some(p.ctx.array_attr(ds)))
}

/// Prints ` keyword(%a : type {attrs}, ...)` unless `values` is empty.
fn print_attributions(p: &mut OpPrinter, keyword: &str, values: &[ValueId], attrs: Option<Attribute>) {
    if values.is_empty() {
        return;
    }
    let ctx = p.ctx;
    p.write(" ");
    p.write(keyword);
    p.write("(");
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(v);
        p.write(" : ");
        p.print_type(ctx.ir.value_type(v));
        let entries = dict_entries(ctx, attrs, i);
        p.print_named_attrs(&entries);
    }
    p.write(")");
}

fn dict_entries(ctx: &Context, a: Option<Attribute>, i: usize) -> Vec<NamedAttr> {
    let Some(a) = a else { return Vec::new() };
    let AttrData::Array(v) = ctx.attr_data(a) else { return Vec::new() };
    match v.get(i).map(|&d| ctx.attr_data(d)) {
        Some(AttrData::Dictionary(d)) => d.clone(),
        _ => Vec::new(),
    }
}

/// `gpu.func @name(%a: t {attrs}, ...) -> results workgroup(...) private(...)
/// kernel attributes {...} region`.
fn parse_func(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let v = p.ctx.string_attr(&name);
    let na = named(p.ctx, "sym_name", v);
    st.attrs.push(na);
    let sig_off = p.offset();
    let FunctionArguments { mut args, types: inputs, attrs: arg_attrs } = parse_function_arguments(p, st)?;
    let (results, res_attrs) = parse_function_results(p)?;
    if args.is_empty() && !inputs.is_empty() {
        return Err(custom_error(p, st, sig_off, "gpu.func requires named arguments"));
    }
    let n_inputs = inputs.len();
    let ft = p.ctx.function_type(inputs, results);
    let fta = p.ctx.type_attr(ft);
    set_state_prop(p.ctx, st, "function_type", fta);
    for (key, list) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if list.iter().any(|a| !a.is_empty()) {
            let dicts: Vec<Attribute> = list.into_iter().map(|a| p.ctx.dict_attr(a)).collect();
            let arr = p.ctx.array_attr(dicts);
            set_state_prop(p.ctx, st, key, arr);
        }
    }
    if let Some(a) = parse_attributions(p, "workgroup", &mut args)? {
        set_state_prop(p.ctx, st, "workgroup_attrib_attrs", a);
    }
    let nw = p.ctx.i64_attr((args.len() - n_inputs) as i64);
    let na = named(p.ctx, NUM_WORKGROUP, nw);
    st.attrs.push(na);
    if let Some(a) = parse_attributions(p, "private", &mut args)? {
        set_state_prop(p.ctx, st, "private_attrib_attrs", a);
    }
    if p.parse_optional_keyword("kernel") {
        let u = p.ctx.unit_attr();
        let na = named(p.ctx, KERNEL_ATTR, u);
        st.attrs.push(na);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    let r = p.parse_region(&args, false)?;
    st.regions.push(r);
    Ok(())
}

/// The `function_type` of a `gpu.func`: (inputs, results).
pub fn func_signature(ctx: &Context, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = ctx.attr_type(prop(ctx, op, "function_type")?)?;
    match ctx.type_data(t) {
        TypeData::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

/// True if `op` is a `gpu.func` carrying the `gpu.kernel` attribute.
pub fn is_kernel(ctx: &Context, op: OpId) -> bool {
    prop(ctx, op, KERNEL_ATTR).is_some()
}

fn print_func(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    p.print_symbol_name(prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or(""));
    let (inputs, results) = func_signature(ctx, op).unwrap_or_default();
    let body = ctx.ir.regions(op).first().copied();
    let entry_args: Vec<ValueId> =
        body.and_then(|r| ctx.ir.entry_block(r)).map(|b| ctx.ir.block_args(b).to_vec()).unwrap_or_default();
    crate::func::print_function_signature(p, op, &inputs, &results);
    let n_in = inputs.len().min(entry_args.len());
    let nw = num_workgroup(ctx, op).min(entry_args.len() - n_in);
    print_attributions(p, "workgroup", &entry_args[n_in..n_in + nw], prop(ctx, op, "workgroup_attrib_attrs"));
    print_attributions(p, "private", &entry_args[n_in + nw..], prop(ctx, op, "private_attrib_attrs"));
    if is_kernel(ctx, op) {
        p.write(" kernel");
    }
    p.print_optional_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            NUM_WORKGROUP,
            KERNEL_ATTR,
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
        ],
    );
    if let Some(r) = body {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

/// FunctionOpInterface's trait check with `GPUFuncOp::verifyType`.
fn verify_func(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((inputs, results)) = func_signature(ctx, op) else {
        return Err(op_error(ctx, op, "requires attribute 'function_type'"));
    };
    if is_kernel(ctx, op) && !results.is_empty() {
        return Err(op_error(ctx, op, "expected void return type for kernel function"));
    }
    crate::func::verify_arg_and_result_attrs(ctx, op, &inputs, &results)
}

/// `GPUFuncOp::verifyBody`, which MLIR runs after the nested ops.
fn verify_func_body(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((inputs, _)) = func_signature(ctx, op) else {
        return Err(op_error(ctx, op, "requires attribute 'function_type'"));
    };
    let Some(&r) = ctx.ir.regions(op).first() else {
        return Err(op_error(ctx, op, "requires one region"));
    };
    let Some(entry) = ctx.ir.entry_block(r) else {
        return Err(op_error(ctx, op, "expected body with at least one block"));
    };
    let args = ctx.ir.block_args(entry);
    if args.len() < inputs.len() + num_workgroup(ctx, op) {
        return Err(op_error(
            ctx,
            op,
            "expected at least as many block arguments as function inputs and workgroup attributions",
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
        if ctx.ir.value_type(a) != t {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expected body region argument #{i} to be of type {}, got {}",
                    ctx.type_to_string(t),
                    ctx.type_to_string(ctx.ir.value_type(a))
                ),
            ));
        }
    }
    // MLIR's `verifyAttributions`, workgroup then private ones.
    if args[inputs.len()..].iter().any(|&a| !matches!(ctx.type_data(ctx.ir.value_type(a)), TypeData::MemRef { .. })) {
        return Err(op_error(ctx, op, "expected memref type in attribution"));
    }
    Ok(())
}

// ---------------------------------------------------------------- gpu.return

fn parse_return(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ops = p.parse_operand_list()?;
    if !ops.is_empty() {
        let tys = p.parse_colon_type_list()?;
        crate::arith::types::resolve_counted(p, st, &ops, &tys)?;
    }
    Ok(())
}

fn print_return(p: &mut OpPrinter, op: OpId) {
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
    let Some(func) = ctx.ir.parent_op(op) else { return Ok(()) };
    let Some((_, results)) = func_signature(ctx, func) else { return Ok(()) };
    let ops = ctx.ir.operands(op);
    if ops.len() != results.len() {
        return Err(op_error(ctx, op, &format!("expected {} result operands", results.len()))
            .with_note(ctx.ir.op(func).loc, "return type declared here"));
    }
    for (i, (&v, &t)) in ops.iter().zip(&results).enumerate() {
        if ctx.ir.value_type(v) != t {
            return Err(op_error(
                ctx,
                op,
                &format!("unexpected type `'{}'' for operand #{i}", ctx.type_to_string(ctx.ir.value_type(v))),
            ));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- gpu.launch

/// The ids as written, three size region arguments and three size operands.
type SizeAssignment = (Vec<UnresolvedOperand>, [UnresolvedOperand; 3], [UnresolvedOperand; 3]);

/// Parses `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`. MLIR 22 does
/// not check the number of ids (see [`launch_region_args`]).
fn parse_size_assignment(p: &mut OpParser, st: &OpState) -> PResult<SizeAssignment> {
    // The ids and the region-side size names are definitions: MLIR parses
    // them with `allowResultNumber = false` ("result number not allowed").
    // The ids are MLIR's `parseOperandList` with a paren delimiter: its
    // delimiter errors say "in operand list".
    if !p.consume_if(Tok::LParen) {
        return Err(p.error("expected '(' in operand list"));
    }
    let mut ids = Vec::new();
    // Anything but `)` starts the list: a non-operand is "expected SSA
    // operand", as MLIR's `parseCommaSeparatedList` reports it.
    if !p.at(Tok::RParen) {
        loop {
            ids.push(p.parse_argument_name()?);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
    }
    if !p.consume_if(Tok::RParen) {
        return Err(p.error("expected ')' in operand list"));
    }
    parse_kw(p, st, "in")?;
    p.expect(Tok::LParen)?;
    let mut regs = Vec::with_capacity(3);
    let mut ops = Vec::with_capacity(3);
    for i in 0..3 {
        if i > 0 {
            p.expect(Tok::Comma)?;
        }
        regs.push(p.parse_argument_name()?);
        p.expect(Tok::Equal)?;
        ops.push(p.parse_operand()?);
    }
    p.expect(Tok::RParen)?;
    let (Ok(regs), Ok(ops)) = (<[_; 3]>::try_from(regs), <[_; 3]>::try_from(ops)) else {
        return Err(p.error("expected 3 size assignments"));
    };
    Ok((ids, regs, ops))
}

/// The twelve configuration region arguments of a `gpu.launch` (block
/// ids, thread ids, grid sizes, block sizes), filled as MLIR 22's parser
/// fills them: each id list is copied from the start of its three slots
/// whatever its length, before that section's sizes are read, so a short
/// list leaves slots unnamed (one unnamed argument is fine, two collide)
/// and a long one runs into the next slots (a fourth block id into the
/// thread ids, which the threads section then overwrites; a fourth thread
/// id over the grid size names).
fn launch_region_args(
    p: &mut OpParser,
    ids_at: usize,
    blocks: &SizeAssignment,
    threads: &SizeAssignment,
) -> PResult<Vec<UnresolvedOperand>> {
    let mut slots: Vec<Option<UnresolvedOperand>> = vec![None; 12];
    let fill = |slots: &mut [Option<UnresolvedOperand>], at: usize, list: &[UnresolvedOperand]| {
        for (i, u) in list.iter().enumerate() {
            if let Some(slot) = slots.get_mut(at + i) {
                *slot = Some(u.clone());
            }
        }
    };
    fill(&mut slots, 0, &blocks.0);
    fill(&mut slots, 6, &blocks.1);
    fill(&mut slots, 3, &threads.0);
    fill(&mut slots, 9, &threads.1);
    if blocks.0.len() > 9 || threads.0.len() > 9 || slots.iter().filter(|s| s.is_none()).count() > 1 {
        return Err(p.error_at(ids_at, "region entry argument '' is already in use"));
    }
    Ok(slots
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            s.unwrap_or_else(|| UnresolvedOperand {
                // A name no source can spell: the argument is unnamed.
                name: SsaName::new(&format!(" unnamed{i}")),
                number: 0,
                offset: ids_at,
            })
        })
        .collect())
}

/// `gpu.launch [async [deps]] [clusters(...) in (...)] blocks(...) in (...)
/// threads(...) in (...) [dynamic_shared_memory_size %s] [module(@m)]
/// [function(@f)] [workgroup(...)] [private(...)] region attr-dict`.
fn parse_launch(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let token = async_token_type(p.ctx);
    let is_async = p.parse_optional_keyword("async");
    let deps =
        if p.at(Tok::LSquare) { p.parse_comma_separated_operands(Tok::LSquare, Tok::RSquare)? } else { Vec::new() };
    let dep_tys = vec![token; deps.len()];
    p.resolve_operands(&deps, &dep_tys, &mut st.operands)?;
    if is_async {
        st.result_types.push(token);
    }
    let cluster = if p.parse_optional_keyword("clusters") {
        let at = p.offset();
        let c = parse_size_assignment(p, st)?;
        if c.0.len() != 3 {
            return Err(p.error_at(at, "expected 3 identifiers"));
        }
        Some(c)
    } else {
        None
    };
    parse_kw(p, st, "blocks")?;
    let ids_at = p.offset();
    let blocks = parse_size_assignment(p, st)?;
    parse_kw(p, st, "threads")?;
    let threads = parse_size_assignment(p, st)?;
    let config = launch_region_args(p, ids_at, &blocks, &threads)?;
    let index = p.ctx.index_type();
    for u in blocks.2.iter().chain(&threads.2).chain(cluster.iter().flat_map(|c| c.2.iter())) {
        p.resolve_operand(u, index, &mut st.operands)?;
    }
    let mut has_dyn = false;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        has_dyn = true;
        let u = p.parse_operand()?;
        let i32t = p.ctx.int_type(32);
        p.resolve_operand(&u, i32t, &mut st.operands)?;
    }
    for key in ["module", "function"] {
        if p.parse_optional_keyword(key) {
            p.expect(Tok::LParen)?;
            let a = p.parse_attribute()?;
            p.expect(Tok::RParen)?;
            set_state_prop(p.ctx, st, key, a);
        }
    }
    let mut args: Vec<Argument> = Vec::new();
    let mut push = |list: &[UnresolvedOperand]| {
        for u in list {
            args.push(Argument { name: u.clone(), ty: index, loc: None });
        }
    };
    push(&config);
    if let Some(c) = &cluster {
        push(&c.0);
        push(&c.1);
    }
    let n_config = args.len();
    // Attribute dictionaries of launch attributions are not stored by MLIR.
    parse_attributions(p, "workgroup", &mut args)?;
    let nw = p.ctx.i64_attr((args.len() - n_config) as i64);
    let na = named(p.ctx, NUM_WORKGROUP, nw);
    st.attrs.push(na);
    parse_attributions(p, "private", &mut args)?;
    let r = p.parse_region(&args, false)?;
    st.regions.push(r);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let c = i32::from(cluster.is_some());
    let seg = [deps.len() as i32, 1, 1, 1, 1, 1, 1, c, c, c, i32::from(has_dyn)];
    let seg = p.ctx.dense_i32_array_attr(&seg);
    set_state_prop(p.ctx, st, "operandSegmentSizes", seg);
    Ok(())
}

/// Operand segment sizes of a `gpu.launch`.
fn launch_segments(ctx: &Context, op: OpId) -> Option<Vec<usize>> {
    crate::memref::segments(ctx, op).filter(|s| s.len() == LAUNCH_SEGMENTS)
}

fn print_size_assignment(p: &mut OpPrinter, ids: &[ValueId], regs: &[ValueId], ops: &[ValueId]) {
    p.write("(");
    p.print_operands(ids);
    p.write(") in (");
    for (i, (&r, &o)) in regs.iter().zip(ops).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(r);
        p.write(" = ");
        p.print_operand(o);
    }
    p.write(")");
}

fn print_launch(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    let Some(seg) = launch_segments(ctx, op) else { return };
    let Some(&body) = ctx.ir.regions(op).first() else { return };
    let args: Vec<ValueId> = ctx.ir.entry_block(body).map(|b| ctx.ir.block_args(b).to_vec()).unwrap_or_default();
    let has_cluster = seg[7] == 1;
    let n_config = if has_cluster { 18 } else { 12 };
    if args.len() < n_config || ops.len() != seg.iter().sum::<usize>() {
        return;
    }
    let nd = seg[0];
    if !ctx.ir.results(op).is_empty() {
        p.write(" async");
        if nd > 0 {
            p.write(" [");
            p.print_operands(&ops[..nd]);
            p.write("]");
        }
    }
    let sizes = &ops[nd..];
    if has_cluster {
        p.write(" clusters");
        print_size_assignment(p, &args[12..15], &args[15..18], &sizes[6..9]);
    }
    p.write(" blocks");
    print_size_assignment(p, &args[0..3], &args[6..9], &sizes[0..3]);
    p.write(" threads");
    print_size_assignment(p, &args[3..6], &args[9..12], &sizes[3..6]);
    if seg[10] == 1
        && let Some(&d) = ops.last()
    {
        p.write(" dynamic_shared_memory_size ");
        p.print_operand(d);
    }
    for key in ["module", "function"] {
        if let Some(a) = prop(ctx, op, key) {
            p.write(" ");
            p.write(key);
            p.write("(");
            p.print_attribute(a);
            p.write(")");
        }
    }
    let nw = num_workgroup(ctx, op).min(args.len() - n_config);
    print_attributions(p, "workgroup", &args[n_config..n_config + nw], None);
    print_attributions(p, "private", &args[n_config + nw..], None);
    p.write(" ");
    p.print_region(body, false, true);
    p.print_optional_attr_dict(op, &["operandSegmentSizes", NUM_WORKGROUP, "module", "function"]);
}

fn verify_launch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(seg) = launch_segments(ctx, op) else {
        return Err(op_error(ctx, op, "requires attribute 'operandSegmentSizes' with 11 elements"));
    };
    if seg.iter().sum::<usize>() != ctx.ir.operands(op).len() {
        return Err(op_error(
            ctx,
            op,
            "operand count does not match with the total size specified in attribute 'operandSegmentSizes'",
        ));
    }
    let Some(&body) = ctx.ir.regions(op).first() else {
        return Err(op_error(ctx, op, "requires one region"));
    };
    let n_config = if seg[7] == 1 { 18 } else { 12 };
    let n_args = ctx.ir.entry_block(body).map(|b| ctx.ir.block_args(b).len()).unwrap_or(0);
    if n_args < n_config {
        return Err(op_error(
            ctx,
            op,
            &format!("unexpected number of region arguments: expected at least {n_config}, got {n_args}"),
        ));
    }
    Ok(())
}

// ----------------------------------------------- gpu.terminator, gpu.barrier

fn parse_attr_dict_only(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_attr_dict_only(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
}

// ------------------------------------------------------ gpu.thread_id & co.

/// The `x`/`y`/`z` of the index ops.
const DIMENSION: EnumParam =
    EnumParam { cpp_enum: "::mlir::gpu::Dimension", attr_def: "GPU_DimensionAttr", cases: &["x", "y", "z"] };

/// An `IndexAttr` written bare (`upper_bound 64`).
fn parse_index_attr(p: &mut OpParser, st: &OpState) -> PResult<Attribute> {
    let index = p.ctx.index_type();
    crate::arith::types::parse_int_attr_of_type(p, st, index)
}

/// `gpu.thread_id x [upper_bound N] attr-dict`.
fn parse_dim_op(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let d = parse_enum_case(p, &name, &DIMENSION, |w| ["x", "y", "z"].into_iter().find(|k| *k == w))?;
    let a = dim_attr(p.ctx, d);
    set_state_prop(p.ctx, st, "dimension", a);
    if p.parse_optional_keyword("upper_bound") {
        let a = parse_index_attr(p, st)?;
        set_state_prop(p.ctx, st, "upper_bound", a);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.ctx.index_type();
    st.result_types.push(index);
    Ok(())
}

fn print_dim_op(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let d = prop(ctx, op, "dimension").and_then(|a| dim_of(ctx, a)).unwrap_or("x");
    p.write("  ");
    p.write(d);
    if let Some(v) = prop(ctx, op, "upper_bound").and_then(|a| ctx.attr_int(a)) {
        p.write(&format!(" upper_bound {v}"));
    }
    p.print_optional_attr_dict(op, &["dimension", "upper_bound"]);
}

fn verify_dim_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if prop(ctx, op, "dimension").and_then(|a| dim_of(ctx, a)).is_none() {
        return Err(op_error(ctx, op, "requires attribute 'dimension'"));
    }
    if let Some(&r) = ctx.ir.results(op).first()
        && !matches!(ctx.type_data(ctx.ir.value_type(r)), TypeData::Index)
    {
        let t = ctx.type_to_string(ctx.ir.value_type(r));
        return Err(op_error(ctx, op, &format!("result #0 must be index, but got '{t}'")));
    }
    Ok(())
}

/// What the semantics of the gpu ops say about the value of `v`: the
/// inclusive lower bound and, when known, the exclusive upper bound of a
/// thread or block id (a `gpu.thread_id` / `gpu.block_id` result, or the
/// corresponding `gpu.launch` region argument). Ids start at 0; they are
/// below an `upper_bound` given on the op, or below the launch size when
/// that is a constant.
pub fn id_value_range(ctx: &Context, v: ValueId) -> Option<(i64, Option<i64>)> {
    const DIMS: [&str; 3] = ["x", "y", "z"];
    // (launch op, 0 = block ids / 1 = thread ids, dimension)
    let (launch, kind, dim, bound) = match ctx.ir.defining_op(v) {
        Some(op) => {
            let kind = match ctx.op_name_str(ctx.ir.op(op).name) {
                "gpu.block_id" => 0,
                "gpu.thread_id" => 1,
                _ => return None,
            };
            let d = prop(ctx, op, "dimension").and_then(|a| dim_of(ctx, a))?;
            let dim = DIMS.iter().position(|x| *x == d)?;
            let bound = prop(ctx, op, "upper_bound").and_then(|a| ctx.attr_int(a)).and_then(|x| i64::try_from(x).ok());
            let mut cur = ctx.ir.parent_op(op);
            while let Some(p) = cur {
                if ctx.op_name_str(ctx.ir.op(p).name) == "gpu.launch" {
                    break;
                }
                cur = ctx.ir.parent_op(p);
            }
            (cur, kind, dim, bound)
        }
        None => {
            let block = ctx.ir.value_parent_block(v)?;
            let op = ctx.ir.block_parent_op(block)?;
            if ctx.op_name_str(ctx.ir.op(op).name) != "gpu.launch"
                || ctx.ir.entry_block(ctx.ir.regions(op)[0]) != Some(block)
            {
                return None;
            }
            let pos = ctx.ir.block_args(block).iter().position(|&a| a == v)?;
            if pos >= 6 {
                return None;
            }
            (Some(op), pos / 3, pos % 3, None)
        }
    };
    let launch_size = launch.and_then(|l| {
        let seg = launch_segments(ctx, l)?;
        let start = seg[0] + 3 * kind + dim;
        let size = *ctx.ir.operands(l).get(start)?;
        crate::affine::scope::constant_int_value(ctx, size)
    });
    let upper = match (bound, launch_size) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    Some((0, upper))
}

fn dim_op_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let Some(&(_, prefix)) = DIM_OPS.iter().find(|(n, _)| *n == name) else { return };
    if let Some(d) = prop(ctx, op, "dimension").and_then(|a| dim_of(ctx, a)) {
        out.push((0, format!("{prefix}_{d}")));
    }
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{roundtrip, roundtrip_generic};

    const SRC: &str = "gpu.module @m {\n gpu.func @k(%a: index) workgroup(%w : memref<4xf32, 3>) kernel {\n %t = gpu.thread_id x\n gpu.barrier\n gpu.return\n }\n}\nfunc.func @g() {\n %c2 = arith.constant 2 : index\n gpu.launch blocks(%bx, %by, %bz) in (%sx = %c2, %sy = %c2, %sz = %c2) threads(%tx, %ty, %tz) in (%tsx = %c2, %tsy = %c2, %tsz = %c2) {\n %b = gpu.block_dim y upper_bound 4\n gpu.terminator\n }\n return\n}";

    #[test]
    fn custom_form() {
        let out = roundtrip(SRC);
        assert!(out.contains("gpu.func @k(%arg0: index) workgroup(%arg1 : memref<4xf32, 3>) kernel {"), "{out}");
        assert!(out.contains("%thread_id_x = gpu.thread_id  x\n"), "{out}");
        assert!(out.contains("%block_dim_y = gpu.block_dim  y upper_bound 4\n"), "{out}");
        assert!(out.contains("gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %c2, %arg7 = %c2, %arg8 = %c2) threads(%arg3, %arg4, %arg5) in (%arg9 = %c2, %arg10 = %c2, %arg11 = %c2) {"), "{out}");
        assert!(out.contains("gpu.terminator\n"), "{out}");
    }

    #[test]
    fn generic_form() {
        let out = roundtrip_generic(SRC);
        assert!(out.contains("{gpu.kernel, sym_name = \"k\", workgroup_attributions = 1 : i64}"), "{out}");
        assert!(out.contains("<{dimension = #gpu<dim x>}> : () -> index"), "{out}");
        assert!(out.contains("operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>"), "{out}");
    }
}
