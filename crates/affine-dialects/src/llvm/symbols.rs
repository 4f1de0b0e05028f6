//! `llvm.func`, `llvm.call` and `llvm.mlir.global` (Polygeist's `printf`
//! declarations and calls, string constants), with `mlir-opt` 22's
//! keywords (linkage, visibility, `unnamed_addr`, calling convention, tail
//! call kind), clauses (`vscale_range(min, max)`, `comdat(@c::@s)`) and
//! default-valued properties; `llvm.comdat` and `llvm.comdat_selector`;
//! `llvm.mlir.alias` and `llvm.mlir.ifunc` (calls through an ifunc use
//! its `i_func_type`). `llvm.invoke` shares `llvm.call`'s parser and
//! printer.

use super::attrs::{CCONV, FASTMATH, LINKAGE, TAIL_CALL_KIND};
use super::types::{function_parts, function_type, is_compatible_type, is_void, void_type};
use crate::arith::types::{custom_error, op_error, plain_error, prop, set_state_prop, state_prop};
use crate::dialect_attrs::EnumAttr;
use affine_ir::context::{AttrData, Attribute, Context, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{Argument, OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// `Visibility`: default, hidden, protected.
const VISIBILITY: [&str; 3] = ["", "hidden", "protected"];
/// `UnnamedAddr`: none, local_unnamed_addr, unnamed_addr.
const UNNAMED_ADDR: [&str; 3] = ["", "local_unnamed_addr", "unnamed_addr"];

/// `llvm.func`'s properties as mlir-opt 22 declares them (names and
/// storage classes found by round-tripping generic forms through it).
const FUNC_PROPS: &[PropDecl] = &[
    PropDecl::with_default("CConv", PropKind::Dialect("llvm.cconv"), cconv_default),
    PropDecl::new("alignment", PropKind::Integer).desc("64-bit signless integer attribute"),
    PropDecl::new("always_inline", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("arg_attrs", PropKind::Array),
    PropDecl::new("arm_in_za", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("arm_inout_za", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("arm_locally_streaming", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("arm_new_za", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("arm_out_za", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("arm_preserves_za", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("arm_streaming", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("arm_streaming_compatible", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("comdat", PropKind::SymbolRef),
    PropDecl::new("convergent", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("denormal_fp_math", PropKind::String).desc("string attribute"),
    PropDecl::new("denormal_fp_math_f32", PropKind::String).desc("string attribute"),
    PropDecl::new("dso_local", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("fp_contract", PropKind::String).desc("string attribute"),
    PropDecl::new("frame_pointer", PropKind::Dialect("llvm.framePointerKind")),
    PropDecl::new("function_entry_count", PropKind::Integer).desc("64-bit signless integer attribute"),
    PropDecl::req("function_type", PropKind::Type),
    PropDecl::new("garbageCollector", PropKind::String).desc("string attribute"),
    PropDecl::new("inline_hint", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("instrument_function_entry", PropKind::String).desc("string attribute"),
    PropDecl::new("instrument_function_exit", PropKind::String).desc("string attribute"),
    PropDecl::new("intel_reqd_sub_group_size", PropKind::Integer).desc("32-bit signless integer attribute"),
    PropDecl::with_default("linkage", PropKind::Dialect("llvm.linkage"), linkage_default),
    PropDecl::new("memory_effects", PropKind::Dialect("llvm.memory_effects")),
    PropDecl::new("no_infs_fp_math", PropKind::Bool).desc("bool attribute"),
    PropDecl::new("no_inline", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("no_nans_fp_math", PropKind::Bool).desc("bool attribute"),
    PropDecl::new("no_signed_zeros_fp_math", PropKind::Bool).desc("bool attribute"),
    PropDecl::new("no_unwind", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("optimize_none", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("passthrough", PropKind::Array).desc("array attribute"),
    PropDecl::new("personality", PropKind::FlatSymbolRef).desc("flat symbol reference attribute"),
    PropDecl::new("prefer_vector_width", PropKind::String).desc("string attribute"),
    PropDecl::new("reciprocal_estimates", PropKind::String).desc("string attribute"),
    PropDecl::new("reqd_work_group_size", PropKind::DenseI32Array).desc("i32 dense array attribute"),
    PropDecl::new("res_attrs", PropKind::Array),
    PropDecl::new("section", PropKind::String).desc("string attribute"),
    PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
    PropDecl::new("sym_visibility", PropKind::String).desc("string attribute"),
    PropDecl::new("target_cpu", PropKind::String).desc("string attribute"),
    PropDecl::new("target_features", PropKind::Dialect("llvm.target_features")),
    PropDecl::new("tune_cpu", PropKind::String).desc("string attribute"),
    PropDecl::new("unnamed_addr", PropKind::IntEnum { width: 64, cases: 3 }),
    PropDecl::new("uwtable_kind", PropKind::Dialect("llvm.uwtableKind")),
    PropDecl::new("vec_type_hint", PropKind::Dialect("llvm.vec_type_hint")),
    PropDecl::with_default("visibility_", PropKind::IntEnum { width: 64, cases: 3 }, zero_i64),
    PropDecl::new("vscale_range", PropKind::Dialect("llvm.vscale_range")),
    PropDecl::new("will_return", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("work_group_size_hint", PropKind::DenseI32Array).desc("i32 dense array attribute"),
];

/// `#llvm.linkage<external>`.
fn linkage_default(ctx: &mut Context) -> Attribute {
    LINKAGE.attr(ctx, 10)
}

/// `0 : i64` (default visibility).
fn zero_i64(ctx: &mut Context) -> Attribute {
    let t = ctx.int_type(64);
    ctx.int_attr(t, 0)
}

/// `#llvm.cconv<ccc>`, the default calling convention.
fn cconv_default(ctx: &mut Context) -> Attribute {
    CCONV.attr(ctx, 0)
}

/// `#llvm.tailcallkind<none>`.
fn tail_call_default(ctx: &mut Context) -> Attribute {
    TAIL_CALL_KIND.attr(ctx, 0)
}

/// `#llvm.fastmath<none>`.
fn fastmath_default(ctx: &mut Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

/// The properties of `llvm.call` (MLIR 22's `LLVM_CallOp`): the calling
/// convention, tail call kind and fast-math flags are default-valued, so
/// the generic form always shows them.
const CALL_PROPS: &[PropDecl] = &[
    PropDecl::with_default("CConv", PropKind::Dialect("llvm.cconv"), cconv_default)
        .desc("LLVM Calling Convention specification"),
    // ODS words the tail call kind's summary as the calling convention's.
    PropDecl::with_default("TailCallKind", PropKind::Dialect("llvm.tailcallkind"), tail_call_default)
        .desc("LLVM Calling Convention specification"),
    PropDecl::new("access_groups", PropKind::Array)
        .desc(crate::props::ACCESS_GROUPS)
        .check(crate::props::is_access_group_array),
    PropDecl::new("alias_scopes", PropKind::Array)
        .desc(crate::props::ALIAS_SCOPES)
        .check(crate::props::is_alias_scope_array),
    PropDecl::new("always_inline", PropKind::Unit).desc(UNIT),
    PropDecl::new("arg_attrs", PropKind::Array).desc(DICT_ARRAY).check(is_dict_array),
    PropDecl::new("callee", PropKind::FlatSymbolRef).desc("flat symbol reference attribute"),
    PropDecl::new("convergent", PropKind::Unit).desc(UNIT),
    PropDecl::with_default("fastmathFlags", PropKind::Dialect("llvm.fastmath"), fastmath_default)
        .desc("LLVM fastmath flags"),
    PropDecl::new("inline_hint", PropKind::Unit).desc(UNIT),
    PropDecl::new("memory_effects", PropKind::Dialect("llvm.memory_effects")).unsummarized(),
    PropDecl::new("no_inline", PropKind::Unit).desc(UNIT),
    PropDecl::new("no_unwind", PropKind::Unit).desc(UNIT),
    PropDecl::new("noalias_scopes", PropKind::Array)
        .desc(crate::props::ALIAS_SCOPES)
        .check(crate::props::is_alias_scope_array),
    PropDecl::req("op_bundle_sizes", PropKind::DenseI32Array).desc("i32 dense array attribute"),
    PropDecl::new("op_bundle_tags", PropKind::Array).desc("array attribute"),
    PropDecl::new("operandSegmentSizes", PropKind::Segments(2)),
    PropDecl::new("res_attrs", PropKind::Array).desc(DICT_ARRAY).check(is_dict_array),
    PropDecl::new("tbaa", PropKind::Array).desc(crate::props::TBAA_TAGS).check(crate::props::is_tbaa_tag_array),
    PropDecl::new("var_callee_type", PropKind::Type)
        .desc("type attribute of LLVM function type")
        .check(|ctx, a| ctx.attr_type(a).is_some_and(|t| function_parts(ctx, t).is_some())),
    PropDecl::new("will_return", PropKind::Unit).desc(UNIT),
];

/// The summary of `UnitAttr`.
const UNIT: &str = "unit attribute";
/// The summary of `DictArrayAttr`.
const DICT_ARRAY: &str = "Array of dictionary attributes";

/// `DictArrayAttr`: an array of dictionaries.
fn is_dict_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(v) => v.iter().all(|&e| matches!(ctx.attr_data(e), AttrData::Dictionary(_))),
        _ => false,
    }
}

const GLOBAL_ATTRS: &[&str] = &[
    "addr_space",
    "alignment",
    "comdat",
    "constant",
    "dbg_exprs",
    "dso_local",
    "externally_initialized",
    "global_type",
    "linkage",
    "section",
    "sym_name",
    "thread_local_",
    "unnamed_addr",
    "value",
    "visibility_",
];

/// `llvm.comdat`'s property.
const COMDAT_PROPS: &[PropDecl] = &[PropDecl::req("sym_name", PropKind::String).desc("string attribute")];

/// `llvm.comdat_selector`'s properties.
const COMDAT_SELECTOR_PROPS: &[PropDecl] = &[
    PropDecl::req("comdat", PropKind::IntEnum { width: 64, cases: 5 }).desc("LLVM Comdat Types"),
    PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
];

/// The `Comdat` selection kinds, by value.
const COMDAT_KINDS: [&str; 5] = ["any", "exactmatch", "largest", "nodeduplicate", "samesize"];

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_comdat),
        print: Some(print_comdat),
        verify: Some(verify_comdat_op),
        verify_regions: Some(verify_comdat_regions),
        traits: traits::SYMBOL | traits::SYMBOL_TABLE | traits::NO_TERMINATOR,
        props: COMDAT_PROPS,
        ..OpDef::new("llvm.comdat")
    });
    reg.add(OpDef {
        parse: Some(parse_comdat_selector),
        print: Some(print_comdat_selector),
        traits: traits::SYMBOL,
        props: COMDAT_SELECTOR_PROPS,
        ..OpDef::new("llvm.comdat_selector")
    });
    reg.add(OpDef {
        parse: Some(parse_func),
        print: Some(print_func),
        verify_invariants: Some(verify_func_invariants),
        verify: Some(verify_func),
        verify_regions: Some(verify_func_regions),
        traits: traits::SYMBOL
            | traits::AUTOMATIC_ALLOCATION_SCOPE
            | traits::ISOLATED_FROM_ABOVE
            | traits::AFFINE_SCOPE,
        props: FUNC_PROPS,
        ..OpDef::new("llvm.func")
    });
    reg.add(OpDef {
        parse: Some(parse_call),
        print: Some(print_call),
        verify_invariants: Some(super::verify_prop_constraints),
        verify: Some(verify_call),
        verify_symbol_uses: Some(verify_call_symbol_uses),
        props: CALL_PROPS,
        ..OpDef::new("llvm.call")
    });
    reg.add(OpDef {
        parse: Some(parse_global),
        print: Some(print_global),
        verify_invariants: Some(super::verify_prop_constraints),
        verify: Some(verify_global),
        verify_regions: Some(verify_global_regions),
        traits: traits::SYMBOL | traits::ISOLATED_FROM_ABOVE | traits::SINGLE_BLOCK,
        inherent_attrs: GLOBAL_ATTRS,
        ..OpDef::new("llvm.mlir.global")
    });
}

/// The case of an enum attribute held as opaque text.
fn enum_case<'a>(ctx: &'a Context, a: Option<Attribute>, e: &EnumAttr) -> Option<&'a str> {
    match ctx.attr_data(a?) {
        AttrData::Opaque(s) => s.strip_prefix(e.name)?.strip_prefix('<')?.strip_suffix('>'),
        _ => None,
    }
}

/// An optional keyword among the cases of `e` (MLIR's
/// `parseOptionalLLVMKeyword`), else `default`.
fn parse_enum_keyword(p: &mut OpParser, e: &EnumAttr, default: u32) -> u32 {
    for &(name, v) in e.cases {
        if p.at_keyword(name) {
            p.consume();
            return v;
        }
    }
    default
}

fn parse_index_keyword(p: &mut OpParser, cases: &[&str]) -> i64 {
    for (i, name) in cases.iter().enumerate().skip(1) {
        if p.at_keyword(name) {
            p.consume();
            return i as i64;
        }
    }
    0
}

fn set_i64(p: &mut OpParser, st: &mut OpState, name: &str, v: i64) {
    let i64t = p.ctx.int_type(64);
    let a = p.ctx.int_attr(i64t, i128::from(v));
    set_state_prop(p.ctx, st, name, a);
}

fn i64_prop(ctx: &Context, op: OpId, name: &str) -> usize {
    prop(ctx, op, name).and_then(|a| ctx.attr_int(a)).and_then(|v| usize::try_from(v).ok()).unwrap_or(0)
}

/// Writes `word ` for a non-empty word.
fn write_word(p: &mut OpPrinter, w: &str) {
    if !w.is_empty() {
        p.write(w);
        p.write(" ");
    }
}

// ----------------------------------------------------------------------
// llvm.func
// ----------------------------------------------------------------------

fn parse_func(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_linkage_visibility_unnamed(p, st, false);
    let cc = parse_enum_keyword(p, &CCONV, 0);
    let a = CCONV.attr(p.ctx, cc);
    set_state_prop(p.ctx, st, "CConv", a);
    let name_at = p.offset();
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    set_state_prop(p.ctx, st, "sym_name", a);
    // The signature: named arguments or types, possibly `...`.
    p.expect(Tok::LParen)?;
    let mut args: Vec<Argument> = Vec::new();
    let mut types = Vec::new();
    let mut arg_attrs: Vec<Vec<NamedAttr>> = Vec::new();
    let mut vararg = false;
    if !p.consume_if(Tok::RParen) {
        loop {
            if p.consume_if(Tok::Ellipsis) {
                vararg = true;
                break;
            }
            let at = p.offset();
            let mut attrs = Vec::new();
            if p.at(Tok::PercentIdent) {
                let name = p.parse_argument_name()?;
                p.expect(Tok::Colon)?;
                let ty = p.parse_type()?;
                p.parse_optional_attr_dict(&mut attrs)?;
                let loc = p.parse_optional_loc_spec()?;
                if !types.is_empty() && args.is_empty() {
                    return Err(custom_error(p, st, at, "expected type instead of SSA identifier"));
                }
                args.push(Argument { name, ty, loc });
                types.push(ty);
            } else {
                if !args.is_empty() {
                    return Err(custom_error(p, st, at, "expected SSA identifier"));
                }
                let ty = p.parse_type()?;
                p.parse_optional_attr_dict(&mut attrs)?;
                p.parse_optional_loc_spec()?;
                types.push(ty);
            }
            arg_attrs.push(attrs);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen)?;
    }
    let (results, res_attrs) = crate::func::parse_function_results(p)?;
    if results.len() > 1 {
        return Err(custom_error(
            p,
            st,
            name_at,
            "failed to construct function type: expected zero or one function result",
        ));
    }
    if let Some(&bad) = results.iter().find(|&&t| !is_compatible_type(p.ctx, t)) {
        let msg = format!(
            "failed to construct function type: expected LLVM type for function results'{}'",
            p.ctx.type_to_string(bad)
        );
        return Err(custom_error(p, st, name_at, msg));
    }
    if types.iter().any(|&t| !is_compatible_type(p.ctx, t)) {
        return Err(custom_error(
            p,
            st,
            name_at,
            "failed to construct function type: expected LLVM type for function arguments",
        ));
    }
    let result = match results.first() {
        Some(&t) => t,
        None => void_type(p.ctx),
    };
    let ft = function_type(p.ctx, result, &types, vararg);
    let a = p.ctx.type_attr(ft);
    set_state_prop(p.ctx, st, "function_type", a);
    for (name, lists) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if lists.iter().any(|l| !l.is_empty()) {
            let dicts: Vec<Attribute> = lists.into_iter().map(|l| p.ctx.dict_attr(l)).collect();
            let arr = p.ctx.array_attr(dicts);
            set_state_prop(p.ctx, st, name, arr);
        }
    }
    if p.parse_optional_keyword("vscale_range") {
        // Two `int64_t`s stored as `i32` attributes (truncated, as MLIR's
        // `IntegerAttr::get(i32, int64_t)` does).
        p.expect(Tok::LParen)?;
        let min = parse_func_integer(p, st)?;
        p.expect(Tok::Comma)?;
        let max = parse_func_integer(p, st)?;
        p.expect(Tok::RParen)?;
        let i32t = p.ctx.int_type(32);
        let min = p.ctx.int_attr(i32t, i128::from(min as i32));
        let max = p.ctx.int_attr(i32t, i128::from(max as i32));
        let a = super::attrs::vscale_range(p.ctx, min, max);
        set_state_prop(p.ctx, st, "vscale_range", a);
    }
    parse_comdat_clause(p, st)?;
    let dict = super::parse_custom_dict(p, true)?;
    let r = if p.at(Tok::LBrace) { p.parse_region(&args, false)? } else { p.ctx.ir.new_region() };
    st.regions.push(r);
    super::finish_dict(p, st, dict)
}

/// An `int64_t` in a custom op's syntax (MLIR's `parseInteger`), with the
/// custom op's prefix on its error.
fn parse_func_integer(p: &mut OpParser, st: &OpState) -> PResult<i64> {
    // MLIR reports a bad literal at the token after an optional `-`.
    let neg = p.consume_if(Tok::Minus);
    let off = p.offset();
    if !p.at(Tok::Integer) {
        // After a `-` the core parser reports it, without the op's prefix.
        if neg {
            return Err(p.error_at(off, "expected integer value"));
        }
        return Err(custom_error(p, st, off, "expected integer value"));
    }
    let text = p.token_text();
    let magnitude = match text.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => text.parse::<u64>().ok(),
    };
    let value = magnitude.and_then(|m| {
        let m = i128::from(m);
        i64::try_from(if neg { -m } else { m }).ok()
    });
    let Some(value) = value else {
        return Err(custom_error(p, st, off, "integer value too large"));
    };
    p.consume();
    Ok(value)
}

/// The optional `comdat(@symbol::@selector)` clause of `llvm.func` and
/// `llvm.mlir.global`.
fn parse_comdat_clause(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if !p.parse_optional_keyword("comdat") {
        return Ok(());
    }
    p.expect(Tok::LParen)?;
    let off = p.offset();
    let a = p.parse_attribute()?;
    if !matches!(p.ctx.attr_data(a), AttrData::SymbolRef { .. }) {
        return Err(custom_error(p, st, off, "invalid kind of attribute specified"));
    }
    p.expect(Tok::RParen)?;
    set_state_prop(p.ctx, st, "comdat", a);
    Ok(())
}

/// Writes ` comdat(@c::@s)` for an op with a comdat.
fn print_comdat_clause(p: &mut OpPrinter, op: OpId) {
    if let Some(c) = prop(p.ctx, op, "comdat") {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
}

/// The two bounds of a `#llvm.vscale_range` as MLIR's `getInt()` reads
/// them (sign-extended).
fn vscale_bounds(ctx: &Context, a: Attribute) -> Option<(i128, i128)> {
    let AttrData::Dialect(d) = ctx.attr_data(a) else { return None };
    if d.name != super::attrs::VSCALE_RANGE {
        return None;
    }
    let int = |x: Attribute| match ctx.attr_data(x) {
        AttrData::Bool(b) => Some(-i128::from(*b)),
        AttrData::Integer { value, ty } => match ctx.type_data(*ty) {
            TypeData::Integer { width, .. } if (1..=64).contains(width) => {
                let shift = 128 - width;
                Some((value << shift) >> shift)
            }
            _ => Some(*value),
        },
        _ => None,
    };
    let min = super::struct_attrs::struct_param(ctx, d, "minRange")?;
    let max = super::struct_attrs::struct_param(ctx, d, "maxRange")?;
    Some((int(min)?, int(max)?))
}

fn print_func(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    let linkage = enum_case(ctx, prop(ctx, op, "linkage"), &LINKAGE).unwrap_or("external");
    if linkage != "external" {
        write_word(p, linkage);
    }
    write_word(p, VISIBILITY.get(i64_prop(ctx, op, "visibility_")).copied().unwrap_or(""));
    write_word(p, UNNAMED_ADDR.get(i64_prop(ctx, op, "unnamed_addr")).copied().unwrap_or(""));
    let cc = enum_case(ctx, prop(ctx, op, "CConv"), &CCONV).unwrap_or("ccc");
    if cc != "ccc" {
        write_word(p, cc);
    }
    let name = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or("");
    p.print_symbol_name(name);
    let Some((result, inputs, vararg)) =
        prop(ctx, op, "function_type").and_then(|a| ctx.attr_type(a)).and_then(|t| function_parts(ctx, t))
    else {
        return;
    };
    let body = ctx.ir.regions(op).first().copied();
    let entry = body.and_then(|r| ctx.ir.entry_block(r));
    let arg_attrs = prop(ctx, op, "arg_attrs");
    let res_attrs = prop(ctx, op, "res_attrs");
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
    if vararg {
        p.write(if inputs.is_empty() { "..." } else { ", ..." });
    }
    p.write(")");
    if !is_void(ctx, result) {
        p.write(" -> ");
        let attrs = dict_entries(ctx, res_attrs, 0);
        let parens = !attrs.is_empty() || matches!(ctx.type_data(result), TypeData::Function { .. });
        if parens {
            p.write("(");
        }
        p.print_type(result);
        p.print_named_attrs(&attrs);
        if parens {
            p.write(")");
        }
    }
    if let Some((min, max)) = prop(ctx, op, "vscale_range").and_then(|a| vscale_bounds(ctx, a)) {
        p.write(&format!(" vscale_range({min}, {max})"));
    }
    print_comdat_clause(p, op);
    p.print_optional_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    if let Some(r) = body
        && !ctx.ir.region_is_empty(r)
    {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

fn dict_entries(ctx: &Context, a: Option<Attribute>, i: usize) -> Vec<NamedAttr> {
    let Some(a) = a else { return Vec::new() };
    let AttrData::Array(v) = ctx.attr_data(a) else { return Vec::new() };
    match v.get(i).map(|&d| ctx.attr_data(d)) {
        Some(AttrData::Dictionary(d)) => d.clone(),
        _ => Vec::new(),
    }
}

/// The ODS constraints of `llvm.func`'s properties the storage class does
/// not already ensure, in declaration order.
fn verify_func_props(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let bad =
        |name: &str, what: &str| op_error(ctx, op, format!("attribute '{name}' failed to satisfy constraint: {what}"));
    if let Some(a) = prop(ctx, op, "function_type")
        && ctx.attr_type(a).is_none_or(|t| super::types::function_parts(ctx, t).is_none())
    {
        return Err(bad("function_type", "type attribute of LLVM function type"));
    }
    for name in ["arg_attrs", "res_attrs"] {
        if let Some(a) = prop(ctx, op, name)
            && let AttrData::Array(xs) = ctx.attr_data(a)
            && !xs.iter().all(|&x| matches!(ctx.attr_data(x), AttrData::Dictionary(_)))
        {
            return Err(bad(name, "Array of dictionary attributes"));
        }
    }
    let int_of_width = |name: &str, w: u32| {
        prop(ctx, op, name).is_none_or(|a| match ctx.attr_data(a) {
            AttrData::Integer { ty, .. } => matches!(
                ctx.type_data(*ty),
                affine_ir::context::TypeData::Integer { width, signedness: affine_ir::context::Signedness::Signless } if *width == w
            ),
            _ => false,
        })
    };
    for (name, w) in [("function_entry_count", 64), ("alignment", 64), ("intel_reqd_sub_group_size", 32)] {
        if !int_of_width(name, w) {
            return Err(bad(name, &format!("{w}-bit signless integer attribute")));
        }
    }
    Ok(())
}

fn verify_func(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_func_props(ctx, op)?;
    // The function interface's checks of argument and result attributes
    // come before the op's own.
    if let Some((result, inputs, _)) =
        prop(ctx, op, "function_type").and_then(|a| ctx.attr_type(a)).and_then(|t| super::types::function_parts(ctx, t))
    {
        let void = matches!(ctx.type_data(result), affine_ir::context::TypeData::Opaque(s) if s == "llvm.void");
        let results = if void { Vec::new() } else { vec![result] };
        crate::func::verify_arg_and_result_attrs(ctx, op, &inputs, &results)?;
        verify_entry_args(ctx, op, &inputs)?;
    }
    let linkage = enum_case(ctx, prop(ctx, op, "linkage"), &LINKAGE).unwrap_or("external");
    if linkage == "common" {
        return Err(op_error(ctx, op, "functions cannot have 'common' linkage"));
    }
    verify_comdat(ctx, op)?;
    let empty = ctx.ir.regions(op).first().is_none_or(|&r| ctx.ir.region_is_empty(r));
    if empty {
        if linkage != "external" && linkage != "extern_weak" {
            return Err(op_error(ctx, op, "external functions must have 'external' or 'extern_weak' linkage"));
        }
        return Ok(());
    }
    let has = |name: &str| prop(ctx, op, name).is_some();
    if has("no_inline") && has("always_inline") {
        return Err(plain_error(ctx, op, "no_inline and always_inline attributes are incompatible"));
    }
    if has("optimize_none") && !has("no_inline") {
        return Err(op_error(ctx, op, "with optimize_none must also be no_inline"));
    }
    super::eh::verify_eh_types(ctx, op)
}

/// `llvm.func`'s `ZeroResults` trait, checked before its other invariants.
fn verify_func_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if !ctx.ir.results(op).is_empty() {
        return Err(op_error(ctx, op, "requires zero results"));
    }
    Ok(())
}

/// The function interface's entry block checks (MLIR's
/// `function_interface_impl::verifyTrait`): as many arguments as the
/// signature has inputs, of the same types.
fn verify_entry_args(ctx: &Context, op: OpId, inputs: &[Type]) -> Result<(), Diagnostic> {
    let Some(entry) = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r)) else { return Ok(()) };
    let args = ctx.ir.block_args(entry);
    if args.len() != inputs.len() {
        let msg = format!("entry block must have {} arguments to match function signature", inputs.len());
        return Err(op_error(ctx, op, msg));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = ctx.ir.value_type(a);
        if at != t {
            let msg = format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                ctx.type_to_string(at),
                ctx.type_to_string(t)
            );
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

/// MLIR's `LLVMFuncOp::verifyRegions`: a body's entry block arguments are
/// of LLVM-compatible types.
fn verify_func_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(entry) = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.entry_block(r)) else { return Ok(()) };
    let n = prop(ctx, op, "function_type")
        .and_then(|a| ctx.attr_type(a))
        .and_then(|t| function_parts(ctx, t))
        .map_or(0, |(_, inputs, _)| inputs.len());
    for (i, &a) in ctx.ir.block_args(entry).iter().take(n).enumerate() {
        if !is_compatible_type(ctx, ctx.ir.value_type(a)) {
            return Err(op_error(ctx, op, format!("entry block argument #{i} is not of LLVM type")));
        }
    }
    Ok(())
}

/// MLIR's `verifyComdat`: an op's `comdat` must name an
/// `llvm.comdat_selector` (looked up from the nearest symbol table).
fn verify_comdat(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(c) = prop(ctx, op, "comdat") else { return Ok(()) };
    let found = match ctx.attr_data(c) {
        AttrData::SymbolRef { root, nested } => lookup_symbol_ref(ctx, op, *root, nested),
        _ => None,
    };
    if found.is_none_or(|s| ctx.op_name_str(ctx.ir.op(s).name) != "llvm.comdat_selector") {
        return Err(plain_error(ctx, op, "expected comdat symbol"));
    }
    Ok(())
}

/// MLIR's `SymbolTable::lookupNearestSymbolFrom` for a (possibly nested)
/// symbol reference: the nearest symbol table at or above `from`, then
/// each nested name in the symbol table the previous one names.
fn lookup_symbol_ref(
    ctx: &Context,
    from: OpId,
    root: affine_ir::context::Ident,
    nested: &[affine_ir::context::Ident],
) -> Option<OpId> {
    let mut table = Some(from);
    while let Some(t) = table {
        if ctx.op_has_trait(t, traits::SYMBOL_TABLE) {
            break;
        }
        table = ctx.ir.parent_op(t);
    }
    let mut found = symbol_in(ctx, table?, root)?;
    for &name in nested {
        if !ctx.op_has_trait(found, traits::SYMBOL_TABLE) {
            return None;
        }
        found = symbol_in(ctx, found, name)?;
    }
    Some(found)
}

/// The op of symbol table `table` whose `sym_name` is `name`.
fn symbol_in(ctx: &Context, table: OpId, name: affine_ir::context::Ident) -> Option<OpId> {
    let name = ctx.ident_str(name);
    let r = *ctx.ir.regions(table).first()?;
    let b = ctx.ir.region_blocks(r).next()?;
    ctx.ir.block_ops(b).find(|&o| prop(ctx, o, "sym_name").and_then(|a| ctx.attr_str(a)) == Some(name))
}

// ----------------------------------------------------------------------
// llvm.call
// ----------------------------------------------------------------------

fn parse_call(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_call_like(p, st, false)
}

/// `llvm.invoke`: `llvm.call`'s syntax (without a tail call kind) with
/// `to ^normal(...) unwind ^unwind(...)` after the arguments.
pub(super) fn parse_invoke(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_call_like(p, st, true)
}

/// A successor and its forwarded `(operands : types)`, resolved now (MLIR's
/// `parseSuccessorAndUseList`).
fn parse_successor_and_uses(p: &mut OpParser, st: &mut OpState) -> PResult<Vec<ValueId>> {
    let b = p.parse_successor()?;
    st.successors.push(b);
    let mut values = Vec::new();
    if p.consume_if(Tok::LParen) {
        let us = p.parse_operand_list()?;
        p.expect(Tok::Colon)?;
        let at = p.offset();
        let ts = p.parse_type_list()?;
        if us.len() != ts.len() {
            let msg = format!("expected {} types to match operand list", us.len());
            return Err(p.error_at(at, msg));
        }
        // The uses are resolved before the `)` is read.
        p.resolve_operands(&us, &ts, &mut values)?;
        p.expect(Tok::RParen)?;
    }
    Ok(values)
}

/// `llvm.call` (`invoke` false) or `llvm.invoke` (true).
fn parse_call_like(p: &mut OpParser, st: &mut OpState, invoke: bool) -> PResult<()> {
    let cc = parse_enum_keyword(p, &CCONV, 0);
    let a = CCONV.attr(p.ctx, cc);
    set_state_prop(p.ctx, st, "CConv", a);
    if !invoke {
        let tk = parse_enum_keyword(p, &TAIL_CALL_KIND, 0);
        let a = TAIL_CALL_KIND.attr(p.ctx, tk);
        set_state_prop(p.ctx, st, "TailCallKind", a);
    }
    // An SSA operand first (an indirect call), else the callee symbol
    // (MLIR's `parseOptionalCallFuncPtr`, then `parseAttribute`).
    let callee = match p.parse_optional_operand()? {
        Some(c) => Some(c),
        None if p.at(Tok::AtIdent) => {
            let name = p.parse_symbol_name()?;
            let a = p.ctx.symbol_ref_attr(&name);
            set_state_prop(p.ctx, st, "callee", a);
            None
        }
        None => {
            let off = p.offset();
            p.parse_attribute()?;
            return Err(custom_error(p, st, off, "invalid kind of attribute specified"));
        }
    };
    // `parseOperandList` with a paren delimiter: every element an operand.
    let args = crate::affine::common::parse_operand_list_delimited(p, false, false)?;
    let (mut normal, mut unwind) = (Vec::new(), Vec::new());
    if invoke {
        crate::arith::types::parse_kw(p, st, "to")?;
        normal = parse_successor_and_uses(p, st)?;
        crate::arith::types::parse_kw(p, st, "unwind")?;
        unwind = parse_successor_and_uses(p, st)?;
    }
    if p.parse_optional_keyword("vararg") {
        p.expect(Tok::LParen)?;
        let t = p.parse_type()?;
        p.expect(Tok::RParen)?;
        let a = p.ctx.type_attr(t);
        set_state_prop(p.ctx, st, "var_callee_type", a);
    }
    let bundles_at = p.offset();
    let bundles = parse_op_bundles(p, st)?;
    if !bundles.is_empty() {
        let tags: Vec<Attribute> = bundles.iter().map(|b| p.ctx.string_attr(&b.tag)).collect();
        let a = p.ctx.array_attr(tags);
        set_state_prop(p.ctx, st, "op_bundle_tags", a);
    }
    let dict = super::parse_custom_dict(p, false)?;
    let colon = p.offset();
    p.expect(Tok::Colon)?;
    if let Some(c) = &callee {
        let t = p.parse_type()?;
        if !p.consume_if(Tok::Comma) {
            return Err(custom_error(p, st, colon, "expected indirect call to have 2 trailing types"));
        }
        p.resolve_operand(c, t, &mut st.operands)?;
    }
    // After the callee's type and its comma, an indirect call's message is
    // about the function type that should follow.
    let trailing = if callee.is_some() {
        "expected trailing function type"
    } else {
        "expected direct call to have 1 trailing types"
    };
    // `call_interface_impl::parseFunctionSignature` (each type may carry
    // an attribute dictionary); `Ok(None)`: failed without a diagnostic of
    // its own (no `->`).
    type Typed = (Vec<Type>, Vec<Vec<NamedAttr>>);
    let typed_list = |p: &mut OpParser| -> PResult<Typed> {
        let (mut tys, mut attrs) = (Vec::new(), Vec::new());
        loop {
            tys.push(p.parse_type()?);
            let mut a = Vec::new();
            p.parse_optional_attr_dict(&mut a)?;
            attrs.push(a);
            if !p.consume_if(Tok::Comma) {
                return Ok((tys, attrs));
            }
        }
    };
    let signature = |p: &mut OpParser| -> PResult<Option<(Typed, Typed)>> {
        p.expect(Tok::LParen)?;
        let mut inputs = (Vec::new(), Vec::new());
        if !p.consume_if(Tok::RParen) {
            inputs = typed_list(p)?;
            p.expect(Tok::RParen)?;
        }
        if !p.consume_if(Tok::Arrow) {
            return Ok(None);
        }
        let results = if p.consume_if(Tok::LParen) {
            if p.consume_if(Tok::RParen) {
                (Vec::new(), Vec::new())
            } else {
                let r = typed_list(p)?;
                p.expect(Tok::RParen)?;
                r
            }
        } else {
            let t = p.parse_type()?;
            (vec![t], vec![Vec::new()])
        };
        Ok(Some((inputs, results)))
    };
    let ((inputs, arg_attrs), (results, res_attrs)) = match signature(p) {
        Ok(Some(sig)) => sig,
        Ok(None) => return Err(custom_error(p, st, colon, trailing)),
        Err(mut e) => {
            let follow = custom_error(p, st, colon, trailing);
            e.notes.push(follow);
            return Err(e);
        }
    };
    if results.len() > 1 {
        return Err(custom_error(p, st, colon, "expected function with 0 or 1 result"));
    }
    if results.first().is_some_and(|&t| is_void(p.ctx, t)) {
        return Err(custom_error(p, st, colon, "expected a non-void result type"));
    }
    if inputs.len() != args.len() {
        // `resolveOperands` at the op name; an indirect call's counts
        // include the callee and its type.
        let extra = usize::from(callee.is_some());
        let msg = format!(
            "custom op '{}' number of operands and types do not match: got {} operands and {} types",
            if invoke { "llvm.invoke" } else { "llvm.call" },
            args.len() + extra,
            inputs.len() + extra
        );
        return Err(Diagnostic::error(st.loc, msg));
    }
    p.resolve_operands(&args, &inputs, &mut st.operands)?;
    st.result_types = results;
    for (name, lists) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if lists.iter().any(|l| !l.is_empty()) {
            let dicts: Vec<Attribute> = lists.into_iter().map(|l| p.ctx.dict_attr(l)).collect();
            let arr = p.ctx.array_attr(dicts);
            set_state_prop(p.ctx, st, name, arr);
        }
    }
    let n = st.operands.len() as i32;
    let (n_normal, n_unwind) = (normal.len() as i32, unwind.len() as i32);
    st.operands.extend(normal);
    st.operands.extend(unwind);
    let sizes = resolve_op_bundles(p, st, &bundles, bundles_at)?;
    let seg = if invoke {
        p.ctx.dense_i32_array_attr(&[n, n_normal, n_unwind, sizes.iter().sum()])
    } else {
        p.ctx.dense_i32_array_attr(&[n, sizes.iter().sum()])
    };
    set_state_prop(p.ctx, st, "operandSegmentSizes", seg);
    // MLIR creates the op with its default-valued properties set, then
    // sets the dictionary's inherent attributes over them: a
    // `fastmathFlags` written there that is no fast-math attribute leaves
    // the property null (not printed, even in the generic form), so the
    // default applies only when the dictionary does not name it.
    let fmf_written = dict.entries.iter().any(|na| p.ctx.ident_str(na.name) == "fastmathFlags");
    super::finish_dict(p, st, dict)?;
    if invoke || fmf_written {
        return Ok(());
    }
    // The default-valued flags (not set by MLIR's parser).
    if state_prop(p.ctx, st, "fastmathFlags").is_none() {
        let none = FASTMATH.attr(p.ctx, 0);
        set_state_prop(p.ctx, st, "fastmathFlags", none);
    }
    Ok(())
}

/// One operand bundle of an `llvm.call` as written: `"tag"(%a, %b : t1, t2)`.
pub(super) struct OpBundle {
    tag: String,
    operands: Vec<affine_ir::parser::UnresolvedOperand>,
    types: Vec<Type>,
}

/// MLIR's `parseOpBundles`: an optional `[bundle, ...]` (possibly `[]`).
pub(super) fn parse_op_bundles(p: &mut OpParser, st: &OpState) -> PResult<Vec<OpBundle>> {
    let mut bundles = Vec::new();
    if !p.consume_if(Tok::LSquare) || p.consume_if(Tok::RSquare) {
        return Ok(bundles);
    }
    loop {
        // `parseString` fails with its own error, then the bundle parser
        // adds its own at the same place.
        let at = p.offset();
        if !p.at(Tok::String) {
            let mut e = custom_error(p, st, at, "expected string");
            let follow = custom_error(p, st, at, "expect operand bundle tag");
            e.notes.push(follow);
            return Err(e);
        }
        let tag = p.parse_string()?;
        p.expect(Tok::LParen)?;
        let (mut operands, mut types) = (Vec::new(), Vec::new());
        if !p.consume_if(Tok::RParen) {
            operands = p.parse_operand_list()?;
            p.expect(Tok::Colon)?;
            types = p.parse_type_list()?;
            p.expect(Tok::RParen)?;
        }
        bundles.push(OpBundle { tag, operands, types });
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare)?;
    Ok(bundles)
}

/// MLIR's `resolveOpBundleOperands`: every bundle's operand and type
/// counts agree (the message always names bundle #0, as MLIR's does); the
/// operands are appended to the op's and `op_bundle_sizes` is set. Returns
/// the sizes.
pub(super) fn resolve_op_bundles(
    p: &mut OpParser,
    st: &mut OpState,
    bundles: &[OpBundle],
    bundles_at: usize,
) -> PResult<Vec<i32>> {
    let mut sizes = Vec::with_capacity(bundles.len());
    for b in bundles {
        if b.operands.len() != b.types.len() {
            let msg = format!(
                "expected {} types for operand bundle operands for operand bundle #0, but actually got {}",
                b.operands.len(),
                b.types.len()
            );
            return Err(custom_error(p, st, bundles_at, msg));
        }
        p.resolve_operands(&b.operands, &b.types, &mut st.operands)?;
        sizes.push(b.operands.len() as i32);
    }
    let bundle_sizes = p.ctx.dense_i32_array_attr(&sizes);
    set_state_prop(p.ctx, st, "op_bundle_sizes", bundle_sizes);
    if !bundles.is_empty() {
        let tags: Vec<Attribute> = bundles.iter().map(|b| p.ctx.string_attr(&b.tag)).collect();
        let a = p.ctx.array_attr(tags);
        set_state_prop(p.ctx, st, "op_bundle_tags", a);
    }
    Ok(sizes)
}

/// The sizes of `op`'s operand bundles (`op_bundle_sizes`), if well formed.
fn bundle_sizes(ctx: &Context, op: OpId) -> Option<Vec<usize>> {
    let a = prop(ctx, op, "op_bundle_sizes")?;
    ctx.attr_dense_i64s(a)?.into_iter().map(|v| usize::try_from(v).ok()).collect()
}

/// MLIR's `printOpBundles`: ` [` each bundle's tag, operands and their
/// types `]`, for the bundles of `op` whose operands start at operand
/// `bundle_start` (nothing when it has none).
pub(super) fn print_op_bundles(p: &mut OpPrinter, op: OpId, bundle_start: usize) {
    let ctx = p.ctx;
    let all_operands = ctx.ir.operands(op);
    let sizes = bundle_sizes(ctx, op).unwrap_or_default();
    if sizes.is_empty() {
        return;
    }
    let tags = match prop(ctx, op, "op_bundle_tags").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(v)) => v.clone(),
        _ => Vec::new(),
    };
    let mut rest = &all_operands[bundle_start.min(all_operands.len())..];
    p.write(" [");
    for (i, &n) in sizes.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let tag = tags.get(i).and_then(|&t| ctx.attr_str(t)).unwrap_or("");
        affine_ir::asm::write_escaped_string(p.out(), tag);
        let group = &rest[..n.min(rest.len())];
        rest = &rest[group.len()..];
        p.write("(");
        if !group.is_empty() {
            p.print_operands(group);
            p.write(" : ");
            let tys: Vec<Type> = group.iter().map(|&v| ctx.ir.value_type(v)).collect();
            p.print_types(&tys);
        }
        p.write(")");
    }
    p.write("]");
}

/// `op`'s callee operands: the first `operandSegmentSizes` group (all
/// operands when the sizes are missing or malformed).
fn callee_operands(ctx: &Context, op: OpId) -> &[ValueId] {
    let operands = ctx.ir.operands(op);
    let n = crate::memref::segments(ctx, op).and_then(|s| s.first().copied()).unwrap_or(operands.len());
    &operands[..n.min(operands.len())]
}

fn print_call(p: &mut OpPrinter, op: OpId) {
    print_call_like(p, op, false);
}

/// `llvm.invoke`'s custom form.
pub(super) fn print_invoke(p: &mut OpPrinter, op: OpId) {
    print_call_like(p, op, true);
}

/// The operand segments of an `llvm.invoke` (callee operands, normal and
/// unwind destination operands, bundle operands), if well formed.
pub(super) fn invoke_segments(ctx: &Context, op: OpId) -> Option<[usize; 4]> {
    let s = crate::memref::segments(ctx, op)?;
    let seg: [usize; 4] = s.try_into().ok()?;
    (seg.iter().sum::<usize>() == ctx.ir.operands(op).len()).then_some(seg)
}

/// Writes `t` or `t {attrs}` (one entry of a call's signature).
fn print_type_with_attrs(p: &mut OpPrinter, t: Type, attrs: &[NamedAttr]) {
    p.print_type(t);
    if !attrs.is_empty() {
        p.print_named_attrs(attrs);
    }
}

/// `llvm.call` (`invoke` false) or `llvm.invoke` (true).
fn print_call_like(p: &mut OpPrinter, op: OpId, invoke: bool) {
    let ctx = p.ctx;
    p.write(" ");
    let cc = enum_case(ctx, prop(ctx, op, "CConv"), &CCONV).unwrap_or("ccc");
    if cc != "ccc" {
        write_word(p, cc);
    }
    let tk = enum_case(ctx, prop(ctx, op, "TailCallKind"), &TAIL_CALL_KIND).unwrap_or("none");
    if tk != "none" {
        write_word(p, tk);
    }
    let all_operands = ctx.ir.operands(op);
    let operands = callee_operands(ctx, op).to_vec();
    let callee = prop(ctx, op, "callee");
    let args = match callee {
        Some(c) => {
            p.print_attribute(c);
            &operands[..]
        }
        None => {
            p.print_operand(operands[0]);
            &operands[1..]
        }
    };
    p.write("(");
    p.print_operands(args);
    p.write(")");
    let mut bundle_start = operands.len();
    if invoke {
        let seg = invoke_segments(ctx, op).unwrap_or([all_operands.len(), 0, 0, 0]);
        let succ = &ctx.ir.op(op).successors;
        let normal = &all_operands[seg[0]..seg[0] + seg[1]];
        let unwind = &all_operands[seg[0] + seg[1]..seg[0] + seg[1] + seg[2]];
        bundle_start = seg[0] + seg[1] + seg[2];
        if let [n, u] = succ[..] {
            p.write(" to ");
            super::branch::print_dest(p, n, normal);
            p.write(" unwind ");
            super::branch::print_dest(p, u, unwind);
        }
    }
    if let Some(t) = prop(ctx, op, "var_callee_type") {
        p.write(" vararg(");
        p.print_attribute_value(t);
        p.write(")");
    }
    print_op_bundles(p, op, bundle_start);
    let mut elided = vec![
        "callee",
        "TailCallKind",
        "var_callee_type",
        "CConv",
        "operandSegmentSizes",
        "op_bundle_sizes",
        "op_bundle_tags",
        "arg_attrs",
        "res_attrs",
    ];
    if prop(ctx, op, "fastmathFlags").is_some_and(|a| *ctx.attr_data(a) == AttrData::Opaque(FASTMATH.text(0))) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(op, &elided);
    p.write(" : ");
    if callee.is_none() {
        let t = ctx.ir.value_type(operands[0]);
        p.print_type(t);
        p.write(", ");
    }
    // `call_interface_impl::printFunctionSignature`: argument and result
    // attributes follow their types.
    let (arg_attrs, res_attrs) = (prop(ctx, op, "arg_attrs"), prop(ctx, op, "res_attrs"));
    p.write("(");
    for (i, &v) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        print_type_with_attrs(p, ctx.ir.value_type(v), &dict_entries(ctx, arg_attrs, i));
    }
    p.write(") -> ");
    let res: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    let any_res_attrs = (0..res.len()).any(|i| !dict_entries(ctx, res_attrs, i).is_empty());
    if res.len() == 1 && !any_res_attrs {
        p.print_type(res[0]);
    } else {
        p.write("(");
        for (i, &t) in res.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            print_type_with_attrs(p, t, &dict_entries(ctx, res_attrs, i));
        }
        p.write(")");
    }
}

/// MLIR's `CallOp::verifySymbolUses` for direct calls: the callee exists,
/// is an `llvm.func`, and operand and result types match its type.
/// `llvm.call`'s ODS invariants, checked (as in MLIR) before its symbol
/// uses: the callee operands and the optional result have LLVM
/// dialect-compatible types, and there is at most one result.
fn verify_call(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.ir.operands(op);
    let n_callee = crate::memref::segments(ctx, op).and_then(|s| s.first().copied()).unwrap_or(operands.len());
    for (i, &v) in operands.iter().take(n_callee).enumerate() {
        let t = ctx.ir.value_type(v);
        if !is_compatible_type(ctx, t) {
            let msg = format!(
                "operand #{i} must be variadic of LLVM dialect-compatible type, but got '{}'",
                ctx.type_to_string(t)
            );
            return Err(op_error(ctx, op, msg));
        }
    }
    // The bundle operands (the second segment), split by `op_bundle_sizes`
    // (MLIR's `verifyValueSizeAttr`), then their types.
    let bundle_operands = &operands[n_callee.min(operands.len())..];
    if let Some(a) = prop(ctx, op, "op_bundle_sizes")
        && let Some(sizes) = ctx.attr_dense_i64s(a)
    {
        if sizes.iter().any(|&v| v < 0) {
            return Err(op_error(ctx, op, "'op_bundle_sizes' attribute cannot have negative elements"));
        }
        let total: i64 = sizes.iter().sum();
        if total != bundle_operands.len() as i64 {
            let msg = format!(
                "op_bundle_operands count ({}) does not match with the total size ({total}) specified in attribute 'op_bundle_sizes'",
                bundle_operands.len()
            );
            return Err(op_error(ctx, op, msg));
        }
    }
    for (i, &v) in bundle_operands.iter().enumerate() {
        let t = ctx.ir.value_type(v);
        if !is_compatible_type(ctx, t) {
            let msg = format!(
                "operand #{} must be variadic of LLVM dialect-compatible type, but got '{}'",
                n_callee + i,
                ctx.type_to_string(t)
            );
            return Err(op_error(ctx, op, msg));
        }
    }
    let results = ctx.ir.results(op);
    if results.len() > 1 {
        let msg = format!("result group starting at #0 requires 0 or 1 element, but found {}", results.len());
        return Err(op_error(ctx, op, msg));
    }
    if let Some(&r) = results.first() {
        let t = ctx.ir.value_type(r);
        if !is_compatible_type(ctx, t) {
            let msg = format!("result #0 must be LLVM dialect-compatible type, but got '{}'", ctx.type_to_string(t));
            return Err(op_error(ctx, op, msg));
        }
    }
    // `CallOp::verify` (`verifyOperandBundles`): string tags, one per bundle.
    let tags = match prop(ctx, op, "op_bundle_tags").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(v)) => v.clone(),
        _ => Vec::new(),
    };
    if tags.iter().any(|&t| ctx.attr_str(t).is_none()) {
        return Err(plain_error(ctx, op, "operand bundle tag must be a StringAttr"));
    }
    let n_bundles = bundle_sizes(ctx, op).map_or(0, |s| s.len());
    if n_bundles != tags.len() {
        let msg = format!("expected {n_bundles} operand bundle tags, but actually got {}", tags.len());
        return Err(plain_error(ctx, op, msg));
    }
    // An indirect call's first callee operand is the function pointer.
    let end = n_callee.min(operands.len());
    let first_arg = usize::from(prop(ctx, op, "callee").is_none()).min(end);
    verify_var_callee_type(ctx, op, &operands[first_arg..end])
}

/// MLIR's `verifyCallOpVarCalleeType`: a `var_callee_type` is variadic and
/// agrees with the argument operands and the result.
fn verify_var_callee_type(ctx: &Context, op: OpId, args: &[ValueId]) -> Result<(), Diagnostic> {
    let Some((result, params, vararg)) =
        prop(ctx, op, "var_callee_type").and_then(|a| ctx.attr_type(a)).and_then(|t| function_parts(ctx, t))
    else {
        return Ok(());
    };
    if !vararg {
        return Err(op_error(ctx, op, "expected var_callee_type to be a variadic function type"));
    }
    if params.len() > args.len() {
        return Err(op_error(ctx, op, format!("expected var_callee_type to have at most {} parameters", args.len())));
    }
    for (&t, &v) in params.iter().zip(args) {
        let vt = ctx.ir.value_type(v);
        if t != vt {
            let msg = format!(
                "var_callee_type parameter type mismatch: '{}' != '{}'",
                ctx.type_to_string(t),
                ctx.type_to_string(vt)
            );
            return Err(op_error(ctx, op, msg));
        }
    }
    match ctx.ir.results(op).first() {
        None if !is_void(ctx, result) => Err(op_error(ctx, op, "expected var_callee_type to return void")),
        Some(&r) if ctx.ir.value_type(r) != result => {
            let msg = format!(
                "var_callee_type return type mismatch: '{}' != '{}'",
                ctx.type_to_string(result),
                ctx.type_to_string(ctx.ir.value_type(r))
            );
            Err(op_error(ctx, op, msg))
        }
        _ => Ok(()),
    }
}

fn verify_call_symbol_uses(
    ctx: &Context,
    op: OpId,
    tables: &mut affine_ir::verify::SymbolTables,
) -> Result<(), Diagnostic> {
    let Some(callee) = prop(ctx, op, "callee") else { return Ok(()) };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(callee) else { return Ok(()) };
    let name = ctx.ident_str(*root);
    let Some(f) = tables.lookup_nearest(ctx, op, *root) else {
        return Err(op_error(ctx, op, format!("'{name}' does not reference a symbol in the current scope")));
    };
    // An ifunc is called with its `i_func_type`.
    let type_prop = match ctx.op_name_str(ctx.ir.op(f).name) {
        "llvm.func" => "function_type",
        "llvm.mlir.ifunc" => "i_func_type",
        _ => return Err(op_error(ctx, op, format!("'{name}' does not reference a valid LLVM function or IFunc"))),
    };
    let Some((result, params, vararg)) =
        prop(ctx, f, type_prop).and_then(|a| ctx.attr_type(a)).and_then(|t| function_parts(ctx, t))
    else {
        return Ok(());
    };
    if vararg && prop(ctx, op, "var_callee_type").is_none() {
        return Err(op_error(ctx, op, "missing var_callee_type attribute for vararg call"));
    }
    // The callee's arguments: the operand bundles' operands are not among them.
    let operands = callee_operands(ctx, op);
    if !vararg && params.len() != operands.len() {
        return Err(op_error(
            ctx,
            op,
            format!("incorrect number of operands ({}) for callee (expecting: {})", operands.len(), params.len()),
        ));
    }
    if params.len() > operands.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
                operands.len(),
                params.len()
            ),
        ));
    }
    for (i, (&v, &t)) in operands.iter().zip(&params).enumerate() {
        if ctx.ir.value_type(v) != t {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand type mismatch for operand {i}: '{}' != '{}'",
                    ctx.type_to_string(ctx.ir.value_type(v)),
                    ctx.type_to_string(t)
                ),
            ));
        }
    }
    let results = ctx.ir.results(op);
    if results.is_empty() && !is_void(ctx, result) {
        return Err(op_error(ctx, op, "expected function call to produce a value"));
    }
    if !results.is_empty() && is_void(ctx, result) {
        return Err(op_error(ctx, op, "calling function with void result must not produce values"));
    }
    if let Some(&r) = results.first()
        && ctx.ir.value_type(r) != result
    {
        return Err(op_error(
            ctx,
            op,
            format!(
                "result type mismatch: '{}' != '{}'",
                ctx.type_to_string(ctx.ir.value_type(r)),
                ctx.type_to_string(result)
            ),
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// llvm.mlir.global
// ----------------------------------------------------------------------

/// The keywords that open `llvm.func`, `llvm.mlir.global`, `alias` and
/// `ifunc` (MLIR's `parseCommonGlobalAndAlias` and `LLVMFuncOp::parse`): a linkage (default `external`), an
/// optional visibility, `thread_local` where the op has it, and an
/// optional `unnamed_addr` kind, each into its property.
fn parse_linkage_visibility_unnamed(p: &mut OpParser, st: &mut OpState, thread_local: bool) {
    let linkage = parse_enum_keyword(p, &LINKAGE, 10);
    let a = LINKAGE.attr(p.ctx, linkage);
    set_state_prop(p.ctx, st, "linkage", a);
    let vis = parse_index_keyword(p, &VISIBILITY);
    set_i64(p, st, "visibility_", vis);
    if thread_local && p.parse_optional_keyword("thread_local") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "thread_local_", u);
    }
    let ua = parse_index_keyword(p, &UNNAMED_ADDR);
    set_i64(p, st, "unnamed_addr", ua);
}

fn parse_global(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_linkage_visibility_unnamed(p, st, true);
    if p.parse_optional_keyword("constant") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "constant", u);
    }
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    set_state_prop(p.ctx, st, "sym_name", a);
    p.expect(Tok::LParen)?;
    let mut value = None;
    if !p.at(Tok::RParen) {
        let v = p.parse_attribute()?;
        set_state_prop(p.ctx, st, "value", v);
        value = Some(v);
    }
    p.expect(Tok::RParen)?;
    parse_comdat_clause(p, st)?;
    let dict = super::parse_custom_dict(p, false)?;
    // `parseOptionalColonTypeList`: a list, of which only one type is allowed.
    let ty = if p.consume_if(Tok::Colon) {
        let types = p.parse_type_list()?;
        if types.len() > 1 {
            return Err(crate::arith::types::name_error(p, st, "expected zero or one type"));
        }
        types.first().copied()
    } else {
        match value.map(|v| p.ctx.attr_data(v).clone()) {
            Some(AttrData::String { value: s, .. }) => {
                let i8t = p.ctx.int_type(8);
                Some(super::types::array_type(p.ctx, affine_ir::bytestr::decoded_len(&s) as i64, i8t))
            }
            _ => None,
        }
    };
    let Some(ty) = ty else {
        // MLIR: `parser.emitError(parser.getNameLoc(), ...)`.
        return Err(crate::arith::types::name_error(p, st, "type can only be omitted for string globals"));
    };
    let a = p.ctx.type_attr(ty);
    set_state_prop(p.ctx, st, "global_type", a);
    let r = if p.at(Tok::LBrace) { p.parse_region(&[], false)? } else { p.ctx.ir.new_region() };
    st.regions.push(r);
    super::finish_dict(p, st, dict)?;
    // The default-valued address space (not set by MLIR's parser, so not
    // a duplicate of one written in the dictionary).
    if state_prop(p.ctx, st, "addr_space").is_none() {
        let i32t = p.ctx.int_type(32);
        let z = p.ctx.int_attr(i32t, 0);
        set_state_prop(p.ctx, st, "addr_space", z);
    }
    Ok(())
}

/// MLIR's `GlobalOp::verify`: the value type, the parent, a string value's
/// array type, target extension types, the linkage rules (`common` wants a
/// zero value, `appending` an array), the comdat reference, then the
/// alignment.
fn verify_global(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let ty = prop(ctx, op, "global_type").and_then(|a| ctx.attr_type(a));
    if let Some(t) = ty
        && !is_valid_global_type(ctx, t)
    {
        return Err(op_error(ctx, op, "expects type to be a valid element type for an LLVM global"));
    }
    if let Some(parent) = ctx.ir.parent_op(op)
        && !(ctx.op_has_trait(parent, traits::SYMBOL_TABLE) && ctx.op_has_trait(parent, traits::ISOLATED_FROM_ABOVE))
    {
        return Err(op_error(ctx, op, "must appear at the module level"));
    }
    let value = prop(ctx, op, "value");
    if let Some(v) = value
        && let AttrData::String { value: text, .. } = ctx.attr_data(v)
    {
        let fits = ty.and_then(|t| super::types::array_parts(ctx, t)).is_some_and(|(n, elem)| {
            matches!(ctx.type_data(elem), TypeData::Integer { width: 8, .. })
                && usize::try_from(n).is_ok_and(|n| n == affine_ir::bytestr::decoded_len(text))
        });
        if !fits {
            return Err(op_error(
                ctx,
                op,
                "requires an i8 array type of the length equal to that of the string attribute",
            ));
        }
    }
    if let Some(name) = ty.and_then(|t| super::types::target_ext_name(ctx, t)) {
        if !super::types::target_ext_can_be_global(name) {
            return Err(op_error(ctx, op, "this target extension type cannot be used in a global"));
        }
        if value.is_some() {
            return Err(op_error(
                ctx,
                op,
                "global with target extension type can only be initialized with zero-initializer",
            ));
        }
    }
    let linkage = enum_case(ctx, prop(ctx, op, "linkage"), &LINKAGE).unwrap_or("external");
    if linkage == "common"
        && let Some(v) = value
        && !is_zero_attr(ctx, v)
    {
        return Err(op_error(ctx, op, "expected zero value for 'common' linkage"));
    }
    if linkage == "appending" && ty.is_none_or(|t| super::types::array_parts(ctx, t).is_none()) {
        return Err(op_error(ctx, op, "expected array type for 'appending' linkage"));
    }
    verify_comdat(ctx, op)?;
    if let Some(a) = prop(ctx, op, "alignment").and_then(|a| ctx.attr_int(a))
        && !(a as u64).is_power_of_two()
    {
        return Err(plain_error(ctx, op, "alignment attribute is not a power of 2"));
    }
    Ok(())
}

/// The types a global may have (MLIR's check in `GlobalOp::verify`): an
/// LLVM-compatible outer type other than `void`, `token`, `metadata` and
/// `label`.
fn is_valid_global_type(ctx: &Context, t: Type) -> bool {
    super::types::is_compatible_outer_type(ctx, t)
        && !matches!(ctx.type_data(t), TypeData::Opaque(s)
            if matches!(s.as_str(), "llvm.void" | "llvm.token" | "llvm.metadata" | "llvm.label"))
}

/// MLIR's `isZeroAttribute`: an integer or float zero, or elements and
/// arrays all of whose values are.
fn is_zero_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => *value == 0,
        AttrData::BigInteger { .. } => false,
        AttrData::Float { bits, .. } => f64::from_bits(*bits) == 0.0,
        AttrData::WideFloat { bits, ty } => {
            // Zero whatever the sign bit (bit 79 of `f80`, 127 of `f128`).
            let sign = if matches!(ctx.type_data(*ty), TypeData::Float(affine_ir::context::FloatKind::F80)) {
                79
            } else {
                127
            };
            bits & !(1u128 << sign) == 0
        }
        AttrData::Array(items) => items.iter().all(|&x| is_zero_attr(ctx, x)),
        AttrData::Bool(b) => !b,
        AttrData::DenseElements { values, .. } => values.iter().all(|&x| is_zero_attr(ctx, x)),
        _ => false,
    }
}

/// MLIR's `GlobalOp::verifyRegions`: an initializer returns a value of
/// the global's type, holds only ops without memory effects, and excludes
/// a value.
fn verify_global_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    // `SingleBlockImplicitTerminator<"ReturnOp">`, before the op's own
    // region checks.
    affine_ir::verify::check_implicit_terminator(ctx, op, "llvm.return")?;
    let Some(&r) = ctx.ir.regions(op).first() else { return Ok(()) };
    let Some(b) = ctx.ir.entry_block(r) else { return Ok(()) };
    if let Some(ret) = ctx.ir.block_ops(b).last()
        && ctx.op_name_str(ctx.ir.op(ret).name) == "llvm.return"
    {
        let Some(&v) = ctx.ir.operands(ret).first() else {
            return Err(op_error(ctx, op, "initializer region cannot return void"));
        };
        let vt = ctx.ir.value_type(v);
        if let Some(t) = prop(ctx, op, "global_type").and_then(|a| ctx.attr_type(a))
            && vt != t
        {
            let msg = format!(
                "initializer region type '{}' does not match global type '{}'",
                ctx.type_to_string(vt),
                ctx.type_to_string(t)
            );
            return Err(op_error(ctx, op, msg));
        }
    }
    for o in ctx.ir.block_ops(b) {
        if !has_no_effect(ctx, o) {
            return Err(plain_error(ctx, o, "ops with side effects not allowed in global initializers"));
        }
    }
    if prop(ctx, op, "value").is_some() {
        return Err(op_error(ctx, op, "cannot have both initializer value and region"));
    }
    Ok(())
}

/// True for an op implementing MLIR's `MemoryEffectOpInterface` with no
/// effect (pure ops, or an effects hook that reports none).
fn has_no_effect(ctx: &Context, op: OpId) -> bool {
    let Some(def) = ctx.op_def(ctx.ir.op(op).name) else { return false };
    if let Some(f) = def.effects {
        let mut v = Vec::new();
        f(ctx, op, &mut v);
        return v.is_empty();
    }
    def.has(traits::PURE)
}

fn print_global(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    write_word(p, enum_case(ctx, prop(ctx, op, "linkage"), &LINKAGE).unwrap_or("external"));
    write_word(p, VISIBILITY.get(i64_prop(ctx, op, "visibility_")).copied().unwrap_or(""));
    if prop(ctx, op, "thread_local_").is_some() {
        p.write("thread_local ");
    }
    write_word(p, UNNAMED_ADDR.get(i64_prop(ctx, op, "unnamed_addr")).copied().unwrap_or(""));
    if prop(ctx, op, "constant").is_some() {
        p.write("constant ");
    }
    let name = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or("");
    p.print_symbol_name(name);
    p.write("(");
    let value = prop(ctx, op, "value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write(")");
    print_comdat_clause(p, op);
    p.print_optional_attr_dict(
        op,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
    );
    if value.is_some_and(|v| matches!(ctx.attr_data(v), AttrData::String { .. })) {
        return;
    }
    p.write(" : ");
    if let Some(t) = prop(ctx, op, "global_type").and_then(|a| ctx.attr_type(a)) {
        p.print_type(t);
    }
    if let Some(&r) = ctx.ir.regions(op).first()
        && !ctx.ir.region_is_empty(r)
    {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

// ----------------------------------------------------------------------
// llvm.comdat, llvm.comdat_selector
// ----------------------------------------------------------------------

/// `$sym_name $body attr-dict`.
fn parse_comdat(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    set_state_prop(p.ctx, st, "sym_name", a);
    let r = p.parse_region(&[], false)?;
    st.regions.push(r);
    let dict = super::parse_format_dict(p, st)?;
    super::finish_dict(p, st, dict)
}

fn print_comdat(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    let name = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or("");
    p.print_symbol_name(name);
    p.write(" ");
    if let Some(&r) = ctx.ir.regions(op).first() {
        p.print_region(r, true, true);
    }
    p.print_optional_attr_dict(op, &["sym_name"]);
}

/// The region constraints of `llvm.comdat` (`SizedRegion<1>`,
/// `NoRegionArguments`).
fn verify_comdat_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(&r) = ctx.ir.regions(op).first() else { return Ok(()) };
    let mut blocks = ctx.ir.region_blocks(r);
    let Some(first) = blocks.next() else {
        return Err(op_error(ctx, op, "region #0 ('body') failed to verify constraint: region with 1 blocks"));
    };
    if blocks.next().is_some() {
        return Err(op_error(ctx, op, "region #0 ('body') failed to verify constraint: region with 1 blocks"));
    }
    if !ctx.ir.block_args(first).is_empty() {
        return Err(op_error(ctx, op, "region should have no arguments"));
    }
    Ok(())
}

/// MLIR's `ComdatOp::verifyRegions`: only selectors in the body.
fn verify_comdat_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for &r in ctx.ir.regions(op) {
        for b in ctx.ir.region_blocks(r) {
            if let Some(o) = ctx.ir.block_ops(b).find(|&o| ctx.op_name_str(ctx.ir.op(o).name) != "llvm.comdat_selector")
            {
                return Err(plain_error(ctx, o, "only comdat selector symbols can appear in a comdat region"));
            }
        }
    }
    Ok(())
}

/// `$sym_name $comdat attr-dict`, the selection kind a keyword or string.
fn parse_comdat_selector(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    set_state_prop(p.ctx, st, "sym_name", a);
    let off = p.offset();
    let word = crate::dialect_attrs::parse_keyword_or_string(p);
    let Some(kind) = word.and_then(|w| COMDAT_KINDS.iter().position(|&k| k == w)) else {
        let msg = format!(
            "expected string or keyword containing one of the following enum values for attribute 'comdat' [{}]",
            COMDAT_KINDS.join(", ")
        );
        return Err(custom_error(p, st, off, msg));
    };
    set_i64(p, st, "comdat", kind as i64);
    let dict = super::parse_format_dict(p, st)?;
    super::finish_dict(p, st, dict)
}

fn print_comdat_selector(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    let name = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or("");
    p.print_symbol_name(name);
    p.write(" ");
    p.write(COMDAT_KINDS.get(i64_prop(ctx, op, "comdat")).copied().unwrap_or("any"));
    p.print_optional_attr_dict(op, &["sym_name", "comdat"]);
}

// ----------------------------------------------------------------------
// llvm.mlir.alias, llvm.mlir.ifunc
// ----------------------------------------------------------------------

/// `llvm.mlir.alias`'s properties as mlir-opt 22 declares them.
const ALIAS_PROPS: &[PropDecl] = &[
    PropDecl::req("alias_type", PropKind::Type),
    PropDecl::new("dso_local", PropKind::Unit),
    PropDecl::req("linkage", PropKind::Dialect("llvm.linkage")),
    PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
    PropDecl::new("thread_local_", PropKind::Unit),
    PropDecl::new("unnamed_addr", PropKind::IntEnum { width: 64, cases: 3 }),
    PropDecl::with_default("visibility_", PropKind::IntEnum { width: 64, cases: 3 }, zero_i64),
];

/// `0 : i32` (the default address space).
fn zero_i32(ctx: &mut Context) -> Attribute {
    let t = ctx.int_type(32);
    ctx.int_attr(t, 0)
}

/// `llvm.mlir.ifunc`'s properties as mlir-opt 22 declares them.
const IFUNC_PROPS: &[PropDecl] = &[
    PropDecl::with_default("address_space", PropKind::Integer, zero_i32),
    PropDecl::new("dso_local", PropKind::Unit),
    PropDecl::req("i_func_type", PropKind::Type),
    PropDecl::req("linkage", PropKind::Dialect("llvm.linkage")),
    PropDecl::req("resolver", PropKind::FlatSymbolRef),
    PropDecl::req("resolver_type", PropKind::Type),
    PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
    PropDecl::with_default("unnamed_addr", PropKind::IntEnum { width: 64, cases: 3 }, zero_i64),
    PropDecl::with_default("visibility_", PropKind::IntEnum { width: 64, cases: 3 }, zero_i64),
];

/// Registers `llvm.mlir.alias` and `llvm.mlir.ifunc`.
pub(super) fn register_alias_ifunc(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_alias),
        print: Some(print_alias),
        verify: Some(verify_alias),
        verify_regions: Some(verify_alias_regions),
        traits: traits::SYMBOL | traits::ISOLATED_FROM_ABOVE | traits::SINGLE_BLOCK,
        props: ALIAS_PROPS,
        ..OpDef::new("llvm.mlir.alias")
    });
    reg.add(OpDef {
        parse: Some(parse_ifunc),
        print: Some(print_ifunc),
        verify: Some(verify_ifunc),
        verify_symbol_uses: Some(verify_ifunc_symbol_uses),
        // ODS: `IsolatedFromAbove` (its operands print as unknown values in
        // the note of a diagnostic on it, as 22 prints them).
        traits: traits::SYMBOL | traits::ISOLATED_FROM_ABOVE,
        props: IFUNC_PROPS,
        ..OpDef::new("llvm.mlir.ifunc")
    });
}

/// `linkage? visibility? thread_local? unnamed_addr? @name attr-dict : type
/// region` (MLIR's `parseCommonGlobalAndAlias`, then the alias's own).
fn parse_alias(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_linkage_visibility_unnamed(p, st, true);
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    set_state_prop(p.ctx, st, "sym_name", a);
    let dict = super::parse_custom_dict(p, false)?;
    let mut types = Vec::new();
    if p.consume_if(Tok::Colon) {
        types = p.parse_type_list()?;
    }
    if types.len() > 1 {
        return Err(crate::arith::types::name_error(p, st, "expected zero or one type"));
    }
    let r = p.parse_region(&[], false)?;
    st.regions.push(r);
    if let Some(&t) = types.first() {
        let a = p.ctx.type_attr(t);
        set_state_prop(p.ctx, st, "alias_type", a);
    }
    super::finish_dict(p, st, dict)
}

fn print_alias(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    write_word(p, enum_case(ctx, prop(ctx, op, "linkage"), &LINKAGE).unwrap_or("external"));
    write_word(p, VISIBILITY.get(i64_prop(ctx, op, "visibility_")).copied().unwrap_or(""));
    if prop(ctx, op, "thread_local_").is_some() {
        p.write("thread_local ");
    }
    write_word(p, UNNAMED_ADDR.get(i64_prop(ctx, op, "unnamed_addr")).copied().unwrap_or(""));
    let name = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or("");
    p.print_symbol_name(name);
    p.print_optional_attr_dict(
        op,
        &["sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_", "visibility_"],
    );
    p.write(" : ");
    if let Some(t) = prop(ctx, op, "alias_type").and_then(|a| ctx.attr_type(a)) {
        p.print_type(t);
    }
    if let Some(&r) = ctx.ir.regions(op).first() {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

/// MLIR's `AliasOp::verify`: a valid element type and a linkage aliases
/// may have.
fn verify_alias(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if let Some(t) = prop(ctx, op, "alias_type").and_then(|a| ctx.attr_type(a))
        && !is_valid_global_type(ctx, t)
    {
        return Err(op_error(ctx, op, "expects type to be a valid element type for an LLVM global alias"));
    }
    let linkage = enum_case(ctx, prop(ctx, op, "linkage"), &LINKAGE).unwrap_or("external");
    let allowed =
        ["external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr", "available_externally"];
    if !allowed.contains(&linkage) {
        let msg = format!(
            "'{linkage}' linkage not supported in aliases, available options: private, internal, linkonce, weak, \
             linkonce_odr, weak_odr, external or available_externally"
        );
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// MLIR's `AliasOp::verifyRegions`: the initializer ends with
/// `llvm.return` of a pointer and holds only ops without memory effects.
fn verify_alias_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    affine_ir::verify::check_implicit_terminator(ctx, op, "llvm.return")?;
    let Some(&r) = ctx.ir.regions(op).first() else { return Ok(()) };
    let Some(b) = ctx.ir.entry_block(r) else { return Ok(()) };
    let returns_ptr = ctx.ir.block_ops(b).last().is_some_and(|ret| {
        ctx.ir
            .operands(ret)
            .first()
            .is_some_and(|&v| super::types::ptr_address_space(ctx, ctx.ir.value_type(v)).is_some())
    });
    if !returns_ptr {
        return Err(op_error(ctx, op, "initializer region must always return a pointer"));
    }
    for o in ctx.ir.block_ops(b) {
        if !has_no_effect(ctx, o) {
            return Err(plain_error(ctx, o, "ops with side effects are not allowed in alias initializers"));
        }
    }
    Ok(())
}

/// A `TypeAttr` of an assembly format: any attribute is read with a
/// `none` type (so a number fails on the type), then its kind checked.
fn parse_type_attr(p: &mut OpParser, st: &OpState) -> PResult<Attribute> {
    let off = p.offset();
    let none = p.ctx.none_type();
    let a = p.parse_attribute_typed(Some(none))?;
    if !matches!(p.ctx.attr_data(a), AttrData::Type(_)) {
        return Err(crate::arith::types::custom_error(p, st, off, "invalid kind of attribute specified"));
    }
    Ok(a)
}

/// `linkage visibility? unnamed_addr? @name : type, type @resolver attr-dict`.
fn parse_ifunc(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_linkage_visibility_unnamed(p, st, false);
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    set_state_prop(p.ctx, st, "sym_name", a);
    p.expect(Tok::Colon)?;
    let a = parse_type_attr(p, st)?;
    set_state_prop(p.ctx, st, "i_func_type", a);
    p.expect(Tok::Comma)?;
    let a = parse_type_attr(p, st)?;
    set_state_prop(p.ctx, st, "resolver_type", a);
    let resolver = crate::arith::types::parse_symbol_name(p, st)?;
    let a = p.ctx.symbol_ref_attr(&resolver);
    set_state_prop(p.ctx, st, "resolver", a);
    let dict = super::parse_format_dict(p, st)?;
    super::finish_dict(p, st, dict)?;
    if state_prop(p.ctx, st, "address_space").is_none() {
        let z = zero_i32(p.ctx);
        set_state_prop(p.ctx, st, "address_space", z);
    }
    Ok(())
}

fn print_ifunc(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    p.write(enum_case(ctx, prop(ctx, op, "linkage"), &LINKAGE).unwrap_or("external"));
    p.write(" ");
    write_word(p, VISIBILITY.get(i64_prop(ctx, op, "visibility_")).copied().unwrap_or(""));
    write_word(p, UNNAMED_ADDR.get(i64_prop(ctx, op, "unnamed_addr")).copied().unwrap_or(""));
    let name = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or("");
    p.print_symbol_name(name);
    p.write(" : ");
    if let Some(t) = prop(ctx, op, "i_func_type").and_then(|a| ctx.attr_type(a)) {
        p.print_type(t);
    }
    p.write(", ");
    if let Some(t) = prop(ctx, op, "resolver_type").and_then(|a| ctx.attr_type(a)) {
        p.print_type(t);
    }
    p.write(" ");
    if let Some(r) = prop(ctx, op, "resolver") {
        p.print_attribute(r);
    }
    let zero_space = prop(ctx, op, "address_space").and_then(|a| ctx.attr_int(a)) == Some(0);
    let mut elided =
        vec!["linkage", "visibility_", "unnamed_addr", "sym_name", "i_func_type", "resolver_type", "resolver"];
    if zero_space {
        elided.push("address_space");
    }
    p.print_optional_attr_dict(op, &elided);
}

/// MLIR's `IFuncOp::verify`: a linkage ifuncs may have.
fn verify_ifunc(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let linkage = enum_case(ctx, prop(ctx, op, "linkage"), &LINKAGE).unwrap_or("external");
    let allowed = ["external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr"];
    if !allowed.contains(&linkage) {
        let msg = format!(
            "'{linkage}' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, \
             linkonce_odr, weak_odr, or external linkage"
        );
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// MLIR's `IFuncOp::verifySymbolUses`: the resolver (through aliases whose
/// initializer returns an `llvm.mlir.addressof`) is a defined function
/// returning a pointer, of the ifunc's pointer type.
fn verify_ifunc_symbol_uses(
    ctx: &Context,
    op: OpId,
    tables: &mut affine_ir::verify::SymbolTables,
) -> Result<(), Diagnostic> {
    let Some(AttrData::SymbolRef { root, .. }) = prop(ctx, op, "resolver").map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let mut target = tables.lookup_nearest(ctx, op, *root);
    let mut steps = 0;
    while let Some(alias) = target.filter(|&s| ctx.op_name_str(ctx.ir.op(s).name) == "llvm.mlir.alias") {
        steps += 1;
        let ret =
            ctx.ir.regions(alias).first().and_then(|&r| ctx.ir.entry_block(r)).and_then(|b| ctx.ir.block_ops(b).last());
        let addr = ret.and_then(|r| ctx.ir.operands(r).first().copied()).and_then(|v| ctx.ir.defining_op(v));
        let Some(addr) = addr.filter(|&a| ctx.op_name_str(ctx.ir.op(a).name) == "llvm.mlir.addressof") else {
            return Ok(());
        };
        let Some(AttrData::SymbolRef { root, .. }) = prop(ctx, addr, "global_name").map(|a| ctx.attr_data(a)) else {
            return Ok(());
        };
        target = tables.lookup_nearest(ctx, op, *root);
        if steps > 64 {
            return Ok(());
        }
    }
    let Some(f) = target.filter(|&s| ctx.op_name_str(ctx.ir.op(s).name) == "llvm.func") else {
        return Err(op_error(ctx, op, "must have a function resolver"));
    };
    let external = ctx.ir.regions(f).first().is_none_or(|&r| ctx.ir.region_is_empty(r));
    if external || enum_case(ctx, prop(ctx, f, "linkage"), &LINKAGE) == Some("available_externally") {
        return Err(op_error(ctx, op, "resolver must be a definition"));
    }
    let returns_ptr = prop(ctx, f, "function_type")
        .and_then(|a| ctx.attr_type(a))
        .and_then(|t| function_parts(ctx, t))
        .is_some_and(|(r, _, _)| super::types::ptr_address_space(ctx, r).is_some());
    if !returns_ptr {
        return Err(op_error(ctx, op, "resolver must return a pointer"));
    }
    let space = prop(ctx, op, "address_space").and_then(|a| ctx.attr_int(a)).unwrap_or(0);
    let resolver_space = prop(ctx, op, "resolver_type")
        .and_then(|a| ctx.attr_type(a))
        .and_then(|t| super::types::ptr_address_space(ctx, t));
    if resolver_space.map(i128::from) != Some(space) {
        return Err(op_error(ctx, op, "resolver has incorrect type"));
    }
    Ok(())
}
