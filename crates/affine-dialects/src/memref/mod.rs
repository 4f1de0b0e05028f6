//! The `memref` dialect: allocation (`alloc`, `alloca`, `dealloc`), access
//! (`load`, `store`), views (`subview`, `reinterpret_cast`, `view`,
//! `expand_shape`, `collapse_shape`, `cast`), globals (`global`,
//! `get_global`), `copy`, `dim`, `rank` and metadata ops, parsed, printed
//! and verified as `mlir-opt` 22 does.
//!
//! Memory effects (for dependence analysis): `alloc`/`alloca` allocate their
//! result, `dealloc` frees its operand, `load` reads and `store` writes the
//! memref operand, `copy` reads the source and writes the target,
//! `atomic_rmw` and `generic_atomic_rmw` (in `atomic.rs`) read and write
//! their memref operand.
//!
//! Accessors: [`load_store_parts`] (memref, indices, stored value),
//! [`is_alloc_like`], [`dim_index`].

pub mod atomic;
mod canonicalize;
mod distinct;
pub mod dma;
mod realloc;
pub(crate) mod view_canon;
pub(crate) mod views;

use crate::arith::types::*;
use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

pub use views::{dynamic_index_list_parse, permutation_dims, print_dynamic_index_list, strides_and_offset};

const MEMREF_DESC: &str = "memref of any type values";
const ANY_MEMREF_DESC: &str = "ranked or unranked memref of any type values";
const INDEX_VARIADIC: &str = "variadic of index";
const ALIGN_DESC: &str =
    "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0";

/// The properties of `memref.alloc` and `memref.alloca`.
const ALLOC_PROPS: &[PropDecl] =
    &[PropDecl::new("alignment", PropKind::Integer), PropDecl::new("operandSegmentSizes", PropKind::Segments(2))];

/// Registers the `memref` ops.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("memref");
    let simple = |name: &'static str,
                  parse: affine_ir::dialect::ParseFn,
                  print: affine_ir::dialect::PrintFn,
                  verify: affine_ir::dialect::VerifyFn,
                  names: Option<affine_ir::dialect::ResultNamesFn>,
                  effects: Option<affine_ir::dialect::EffectsFn>,
                  t: u32,
                  inh: &'static [&'static str]| OpDef {
        parse: Some(parse),
        print: Some(print),
        verify: Some(verify),
        result_names: names,
        effects,
        traits: t,
        inherent_attrs: inh,
        ..OpDef::new(name)
    };
    realloc::register(reg);
    for name in ["memref.alloc", "memref.alloca"] {
        reg.add(OpDef {
            props: ALLOC_PROPS,
            ..simple(
                name,
                parse_alloc,
                print_alloc,
                verify_alloc,
                Some(alloc_names),
                Some(alloc_effects),
                0,
                &["alignment", "operandSegmentSizes"],
            )
        });
    }
    reg.add(simple(
        "memref.dealloc",
        parse_dealloc,
        print_dealloc,
        verify_dealloc,
        None,
        Some(dealloc_effects),
        0,
        &[],
    ));
    reg.add(simple(
        "memref.load",
        parse_load,
        print_load,
        verify_load,
        None,
        Some(load_effects),
        0,
        &["alignment", "nontemporal"],
    ));
    reg.add(simple(
        "memref.store",
        parse_store,
        print_store,
        verify_store,
        None,
        Some(store_effects),
        0,
        &["alignment", "nontemporal"],
    ));
    reg.add(simple("memref.dim", parse_dim, print_dim, verify_dim, Some(dim_names), None, traits::PURE, &[]));
    reg.add(simple("memref.rank", parse_rank, print_rank, verify_rank, None, None, traits::PURE, &[]));
    reg.add(simple("memref.cast", parse_cast, print_cast, verify_cast, Some(cast_names), None, traits::PURE, &[]));
    reg.add(simple(
        "memref.memory_space_cast",
        parse_cast,
        print_cast,
        verify_memory_space_cast,
        Some(|_, _, out| out.push((0, "memspacecast".into()))),
        None,
        traits::PURE | traits::CAST,
        &[],
    ));
    reg.add(simple("memref.copy", parse_copy, print_copy, verify_copy, None, Some(copy_effects), 0, &[]));
    reg.add(OpDef {
        normalize: None,
        ..simple(
            "memref.global",
            parse_global,
            print_global,
            verify_global,
            None,
            None,
            traits::SYMBOL,
            &["alignment", "constant", "initial_value", "sym_name", "sym_visibility", "type"],
        )
    });
    reg.add(OpDef {
        verify_symbol_uses: Some(verify_get_global_symbol_uses),
        ..simple(
            "memref.get_global",
            parse_get_global,
            print_get_global,
            verify_get_global,
            None,
            None,
            traits::PURE,
            &["name"],
        )
    });
    reg.add(OpDef {
        implicit_terminator: Some("memref.alloca_scope.return"),
        verify_invariants: Some(verify_alloca_scope_body),
        verify_regions: Some(verify_alloca_scope_regions),
        ..simple(
            "memref.alloca_scope",
            parse_alloca_scope,
            print_alloca_scope,
            verify_alloca_scope,
            None,
            None,
            traits::AUTOMATIC_ALLOCATION_SCOPE | traits::RECURSIVE_MEMORY_EFFECTS | traits::SINGLE_BLOCK,
            &[],
        )
    });
    reg.add(simple(
        "memref.alloca_scope.return",
        parse_scope_return,
        print_scope_return,
        verify_scope_return,
        None,
        None,
        traits::TERMINATOR | traits::PURE | traits::RETURN_LIKE,
        &[],
    ));
    reg.add(simple(
        "memref.prefetch",
        parse_prefetch,
        print_prefetch,
        verify_prefetch,
        None,
        None,
        0,
        &["isDataCache", "isWrite", "localityHint"],
    ));
    views::register(reg);
    dma::register(reg);
    atomic::register(reg);
    distinct::register(reg);
    for name in [
        "memref.dim",
        "memref.rank",
        "memref.load",
        "memref.store",
        "memref.dealloc",
        "memref.copy",
        "memref.prefetch",
        "memref.dma_start",
        "memref.dma_wait",
        "memref.cast",
        "memref.memory_space_cast",
        "memref.alloc",
        "memref.alloca",
        "memref.subview",
        "memref.view",
        "memref.reinterpret_cast",
        "memref.extract_strided_metadata",
        "memref.assume_alignment",
        "memref.expand_shape",
        "memref.collapse_shape",
        "memref.alloca_scope",
        "memref.transpose",
        "memref.atomic_rmw",
    ] {
        if let Some(def) = reg.get(name).copied() {
            let traits = if name == "memref.cast" { def.traits | traits::CAST } else { def.traits };
            // ODS's structural traits come before the operand segments.
            let verify_structure: Option<affine_ir::dialect::VerifyFn> = match name {
                "memref.alloc" | "memref.alloca" => Some(|ctx, op| check_shape(ctx, op, &Shape::variadic(0, 1))),
                "memref.subview" | "memref.reinterpret_cast" => {
                    Some(|ctx, op| check_shape(ctx, op, &Shape::variadic(1, 1)))
                }
                _ => def.verify_structure,
            };
            reg.add(OpDef {
                fold: Some(canonicalize::fold),
                canonicalize: Some(canonicalize::patterns),
                traits,
                verify_structure,
                ..def
            });
        }
    }
    reg.declare_shapes(SHAPES);
    if let Some(def) = reg.get("memref.alloca_scope.return").copied() {
        reg.add(OpDef { parent_ops: &["memref.alloca_scope"], ..def });
    }
    reg.set_constant_materializer("memref", crate::arith::fold::materialize);
}

/// The ODS count traits of the `memref` ops that declare no operand
/// segments, checked before their attributes, parents and terminator
/// positions as in MLIR.
const SHAPES: &[(&str, OpShape)] = &[
    ("memref.alloca_scope", OpShape::fixed(0, 0).with_regions(Arity::Exactly(1)).with_results(Arity::Any)),
    ("memref.alloca_scope.return", OpShape::variadic(0, 0)),
    ("memref.assume_alignment", OpShape::fixed(1, 1)),
    ("memref.atomic_rmw", OpShape::variadic(2, 1)),
    ("memref.atomic_yield", OpShape::fixed(1, 0)),
    ("memref.generic_atomic_rmw", OpShape::variadic(1, 1).with_regions(Arity::Exactly(1))),
    ("memref.collapse_shape", OpShape::fixed(1, 1)),
    ("memref.expand_shape", OpShape::variadic(1, 1)),
    ("memref.extract_strided_metadata", OpShape::fixed(1, 0).with_results(Arity::AtLeast(2))),
    ("memref.get_global", OpShape::fixed(0, 1)),
    ("memref.global", OpShape::fixed(0, 0)),
    ("memref.prefetch", OpShape::variadic(1, 0)),
    ("memref.transpose", OpShape::fixed(1, 1)),
];

// ----------------------------------------------------------------------
// alloca_scope / prefetch
// ----------------------------------------------------------------------

fn parse_alloca_scope(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    st.result_types = p.parse_optional_arrow_type_list()?;
    let r = p.parse_region(&[], false)?;
    let b = match p.ctx.ir.region(r).last {
        Some(b) => b,
        None => {
            let b = p.ctx.ir.new_block(&[]);
            p.ctx.ir.append_block(r, b);
            b
        }
    };
    let has_term = p.ctx.ir.terminator(b).is_some_and(|t| p.ctx.op_has_trait(t, traits::TERMINATOR));
    if !has_term {
        let n = p.ctx.op_name("memref.alloca_scope.return");
        p.ctx.ir.create_op_at(OpState::new(n, st.loc), affine_ir::ir::InsertPoint::BlockEnd(b));
    }
    st.regions.push(r);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_alloca_scope(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    let rts: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
    if !rts.is_empty() {
        p.write(" -> (");
        p.print_types(&rts);
        p.write(")");
    }
    p.write(" ");
    let r = ctx.ir.regions(op)[0];
    p.print_region(r, false, !rts.is_empty());
    p.print_optional_attr_dict(op, &[]);
}

fn verify_alloca_scope(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    affine_ir::verify::check_non_empty_blocks(ctx, op)
}

/// ODS's `SizedRegion<1>` body constraint (an `OpInvariants` check: before
/// the `SingleBlock` trait and the op's verifier).
fn verify_alloca_scope_body(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx.ir.regions(op).first().is_none_or(|&r| ctx.ir.region_blocks(r).count() != 1) {
        return Err(op_error(ctx, op, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"));
    }
    Ok(())
}

/// The terminator check of `SingleBlockImplicitTerminator` and the
/// region-branch edge from the `memref.alloca_scope.return` to the results,
/// which MLIR runs after the nested ops (their own errors come first).
fn verify_alloca_scope_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    affine_ir::verify::check_implicit_terminator(ctx, op, "memref.alloca_scope.return")?;
    let Some(term) = ctx.ir.regions(op).first().and_then(|&r| ctx.ir.region(r).last).and_then(|b| ctx.ir.block(b).last)
    else {
        return Ok(());
    };
    let operands: Vec<Type> = ctx.ir.operands(term).iter().map(|&v| ctx.ir.value_type(v)).collect();
    let results: Vec<Type> = ctx.ir.results(op).iter().map(|&v| ctx.ir.value_type(v)).collect();
    crate::scf::check_edge(ctx, op, Some(term), "parent", &operands, &results)
}

fn parse_scope_return(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_optional_typed_operands(p, st)
}

fn print_scope_return(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    let ops = p.ctx.ir.operands(op).to_vec();
    print_optional_typed_operands(p, &ops);
}

fn verify_scope_return(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx.ir.parent_op(op).map(|p| ctx.op_name_str(ctx.ir.op(p).name)) != Some("memref.alloca_scope") {
        return Err(op_error(ctx, op, "expects parent op 'memref.alloca_scope'"));
    }
    Ok(())
}

fn parse_prefetch(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    p.expect(Tok::Comma)?;
    let rw = parse_any_keyword(p, st)?.to_string();
    p.expect(Tok::Comma)?;
    parse_kw(p, st, "locality")?;
    p.expect(Tok::Less)?;
    let i32t = p.ctx.int_type(32);
    // MLIR's `parseAttribute(IntegerAttr &, i32)`: another kind of
    // attribute is rejected at the attribute.
    let hint_at = p.offset();
    let hint = p.parse_attribute_typed(Some(i32t))?;
    if !matches!(p.ctx.attr_data(hint), AttrData::Integer { .. } | AttrData::BigInteger { .. }) {
        return Err(custom_error(p, st, hint_at, "invalid kind of attribute specified"));
    }
    set_state_prop(p.ctx, st, "localityHint", hint);
    p.expect(Tok::Greater)?;
    p.expect(Tok::Comma)?;
    let cache = parse_any_keyword(p, st)?.to_string();
    // `parseColonType(MemRefType &)`: another kind of type is reported at
    // the colon.
    let colon_at = p.offset();
    let t = p.parse_colon_type()?;
    if !is_memref(p.ctx, t) {
        return Err(crate::arith::types::type_kind_error(p, st, colon_at, "builtin.memref", t));
    }
    p.resolve_operand(&m, t, &mut st.operands)?;
    let it = p.ctx.index_type();
    resolve_all(p, &idx, it, &mut st.operands)?;
    let name = p.ctx.op_name_str(st.name).to_string();
    if rw != "read" && rw != "write" {
        return Err(Diagnostic::error(st.loc, format!("custom op '{name}' rw specifier has to be 'read' or 'write'")));
    }
    let w = p.ctx.bool_attr(rw == "write");
    set_state_prop(p.ctx, st, "isWrite", w);
    if cache != "data" && cache != "instr" {
        return Err(Diagnostic::error(st.loc, format!("custom op '{name}' cache type has to be 'data' or 'instr'")));
    }
    let d = p.ctx.bool_attr(cache == "data");
    set_state_prop(p.ctx, st, "isDataCache", d);
    Ok(())
}

/// MLIR's `parseKeyword(StringRef *)`: any bare identifier, otherwise the
/// custom-op error at the current token.
fn parse_any_keyword<'a>(p: &mut OpParser<'a>, st: &OpState) -> PResult<&'a str> {
    match p.parse_optional_keyword_any() {
        Some(k) => Ok(k),
        None => {
            let off = p.offset();
            Err(custom_error(p, st, off, "expected valid keyword"))
        }
    }
}

fn print_prefetch(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(&ops[1..]);
    p.write("], ");
    p.write(if bool_prop(ctx, op, "isWrite") == Some(true) { "write" } else { "read" });
    p.write(", locality<");
    if let Some(h) = prop(ctx, op, "localityHint") {
        p.print_attribute_value(h);
    }
    p.write(">, ");
    p.write(if bool_prop(ctx, op, "isDataCache") == Some(true) { "data" } else { "instr" });
    p.print_optional_attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
}

fn verify_prefetch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 0))?;
    check_operand(ctx, op, 0, MEMREF_DESC, is_memref)?;
    let hint = prop(ctx, op, "localityHint").and_then(|a| int_value(ctx, a));
    if !matches!(hint, Some(0..=3)) {
        return Err(op_error(
            ctx,
            op,
            "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
        ));
    }
    let rank = operand_type(ctx, op, 0).and_then(|t| memref_rank(ctx, t)).unwrap_or(0);
    if ctx.ir.operands(op).len() - 1 != rank {
        return Err(op_error(ctx, op, "too few indices"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// Shared helpers
// ----------------------------------------------------------------------

/// `(shape, element type, layout, memory space)` of a ranked memref type.
pub type MemRefParts = (Vec<i64>, Type, Option<Attribute>, Option<Attribute>);

/// Shape, element type, layout and memory space of a ranked memref type.
pub fn memref_parts(ctx: &Context, t: Type) -> Option<MemRefParts> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, elem, layout, memory_space } => Some((shape.clone(), *elem, *layout, *memory_space)),
        _ => None,
    }
}

/// Rank of a ranked memref type.
pub fn memref_rank(ctx: &Context, t: Type) -> Option<usize> {
    memref_parts(ctx, t).map(|p| p.0.len())
}

/// Parses `{...}` and validates an `alignment` entry at parse time (MLIR
/// checks inherent attributes of the custom form while parsing).
fn parse_attr_dict_checked(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let off = p.offset();
    parse_attr_dict_alignment_checked(p, st)?;
    if let Some(a) = state_prop(p.ctx, st, "nontemporal")
        && !matches!(p.ctx.attr_data(a), AttrData::Bool(_))
    {
        let name = p.ctx.op_name_str(st.name).to_string();
        return Err(p.error_at(
            off,
            format!(
                "custom op '{name}' '{name}' op attribute 'nontemporal' failed to satisfy constraint: bool attribute"
            ),
        ));
    }
    Ok(())
}

/// Parses `{...}` and validates an `alignment` entry (a positive power of
/// two `i64`) at parse time, as ODS does for the custom form.
pub(crate) fn parse_attr_dict_alignment_checked(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let off = p.offset();
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if let Some(a) = state_prop(p.ctx, st, "alignment")
        && !alignment_ok(p.ctx, a)
    {
        let name = p.ctx.op_name_str(st.name).to_string();
        return Err(p.error_at(
            off,
            format!("custom op '{name}' '{name}' op attribute 'alignment' failed to satisfy constraint: {ALIGN_DESC}"),
        ));
    }
    Ok(())
}

fn alignment_ok(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { value, ty } => {
            is_signless_int_of(ctx, *ty, 64) && *value > 0 && (*value & (*value - 1)) == 0
        }
        _ => false,
    }
}

pub(crate) fn check_alignment(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if let Some(a) = prop(ctx, op, "alignment")
        && !alignment_ok(ctx, a)
    {
        return Err(op_error(ctx, op, format!("attribute 'alignment' failed to satisfy constraint: {ALIGN_DESC}")));
    }
    Ok(())
}

fn resolve_all(p: &mut OpParser, us: &[UnresolvedOperand], t: Type, out: &mut Vec<ValueId>) -> PResult<()> {
    for u in us {
        p.resolve_operand(u, t, out)?;
    }
    Ok(())
}

fn result_type(ctx: &Context, op: OpId) -> Option<Type> {
    ctx.ir.results(op).first().map(|&r| ctx.ir.value_type(r))
}

fn operand_type(ctx: &Context, op: OpId, i: usize) -> Option<Type> {
    ctx.ir.operands(op).get(i).map(|&v| ctx.ir.value_type(v))
}

/// Sets `operandSegmentSizes`.
pub(crate) fn segment_sizes(ctx: &mut Context, st: &mut OpState, sizes: &[i32]) {
    let a = ctx.dense_i32_array_attr(sizes);
    set_state_prop(ctx, st, "operandSegmentSizes", a);
}

/// Reads `operandSegmentSizes`.
pub fn segments(ctx: &Context, op: OpId) -> Option<Vec<usize>> {
    let a = prop(ctx, op, "operandSegmentSizes")?;
    match ctx.attr_data(a) {
        AttrData::DenseArray { values, .. } => {
            values.iter().map(|&v| int_value(ctx, v).and_then(|x| usize::try_from(x).ok())).collect()
        }
        _ => None,
    }
}

/// Checks `operandSegmentSizes` against the operand count (MLIR's
/// `AttrSizedOperandSegments` trait).
pub(crate) fn check_segments(ctx: &Context, op: OpId, n: usize) -> Result<Vec<usize>, Diagnostic> {
    let Some(seg) = segments(ctx, op) else {
        return Err(op_error(ctx, op, "requires attribute 'operandSegmentSizes'"));
    };
    if seg.len() != n {
        return Err(op_error(
            ctx,
            op,
            format!(
                "'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}",
                seg.len()
            ),
        ));
    }
    let total: usize = seg.iter().sum();
    let got = ctx.ir.operands(op).len();
    if total != got {
        return Err(op_error(
            ctx,
            op,
            format!(
                "operand count ({got}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"
            ),
        ));
    }
    Ok(seg)
}

// ----------------------------------------------------------------------
// alloc / alloca / dealloc
// ----------------------------------------------------------------------

fn parse_alloc(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LParen)?;
    let dyns = p.parse_operand_list()?;
    p.expect(Tok::RParen)?;
    let syms =
        if p.at(Tok::LSquare) { p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)? } else { Vec::new() };
    parse_attr_dict_checked(p, st)?;
    let t = parse_colon_memref_type(p, st)?;
    let idx = p.ctx.index_type();
    resolve_all(p, &dyns, idx, &mut st.operands)?;
    resolve_all(p, &syms, idx, &mut st.operands)?;
    segment_sizes(p.ctx, st, &[dyns.len() as i32, syms.len() as i32]);
    st.result_types.push(t);
    Ok(())
}

fn print_alloc(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let seg = segments(ctx, op).unwrap_or_else(|| vec![ctx.ir.operands(op).len(), 0]);
    let ops = ctx.ir.operands(op);
    let nd = seg.first().copied().unwrap_or(0).min(ops.len());
    p.write("(");
    p.print_operands(&ops[..nd]);
    p.write(")");
    if ops.len() > nd {
        p.write("[");
        p.print_operands(&ops[nd..]);
        p.write("]");
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    p.write(" : ");
    if let Some(t) = result_type(ctx, op) {
        p.print_type(t);
    }
}

fn alloc_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    let n = ctx.op_name_str(ctx.ir.op(op).name);
    out.push((0, if n == "memref.alloca" { "alloca" } else { "alloc" }.into()));
}

fn alloc_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&r) = ctx.ir.results(op).first() {
        out.push(MemEffect { kind: EffectKind::Allocate, value: Some(r) });
    }
}

fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

fn verify_alloc(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(0, 1))?;
    check_alignment(ctx, op)?;
    let seg = check_segments(ctx, op, 2)?;
    check_operands(ctx, op, 0..ctx.ir.operands(op).len(), INDEX_VARIADIC, is_index)?;
    check_result(ctx, op, 0, MEMREF_DESC, is_memref)?;
    let t = result_type(ctx, op).expect("checked one result");
    let (shape, _, layout, _) = memref_parts(ctx, t).expect("checked memref");
    let nd = num_dynamic(&shape);
    if seg[0] != nd {
        return Err(op_error(ctx, op, format!("incorrect number of dynamic sizes, has {}, expected {nd}", seg[0])));
    }
    let nsyms = match layout.map(|l| ctx.attr_data(l)) {
        Some(AttrData::AffineMap(m)) => ctx.affine.map_data(*m).num_symbols as usize,
        _ => 0,
    };
    if seg[1] != nsyms {
        return Err(op_error(
            ctx,
            op,
            format!("symbol operand count does not equal memref symbol count: expected {nsyms}, got {}", seg[1]),
        ));
    }
    Ok(())
}

/// A type ODS reads as a `BaseMemRefType` (a ranked or unranked memref
/// operand or result of the declarative formats): anything else gets MLIR's
/// bare "invalid kind of type specified" (the base class has no name to
/// quote), at the type.
pub(super) fn parse_any_memref_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    let off = p.offset();
    let t = p.parse_type()?;
    if !is_any_memref(p.ctx, t) {
        return Err(custom_error(p, st, off, "invalid kind of type specified"));
    }
    Ok(t)
}

/// `: type` of a `BaseMemRefType` (see [`parse_any_memref_type`]).
fn parse_colon_any_memref_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    p.expect(Tok::Colon)?;
    parse_any_memref_type(p, st)
}

fn parse_dealloc(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_any_memref_type(p, st)?;
    p.resolve_operand(&m, t, &mut st.operands)
}

fn print_dealloc(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(t) = operand_type(p.ctx, op, 0) {
        p.print_type(t);
    }
}

fn dealloc_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).first() {
        out.push(MemEffect { kind: EffectKind::Free, value: Some(m) });
    }
}

fn verify_dealloc(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 0))?;
    check_operand(ctx, op, 0, ANY_MEMREF_DESC, is_any_memref)
}

// ----------------------------------------------------------------------
// load / store
// ----------------------------------------------------------------------

/// `(memref, indices, stored value)` of a `memref.load` / `memref.store`
/// (the value is `None` for loads).
pub fn load_store_parts(ctx: &Context, op: OpId) -> Option<(ValueId, Vec<ValueId>, Option<ValueId>)> {
    let ops = ctx.ir.operands(op);
    match ctx.op_name_str(ctx.ir.op(op).name) {
        "memref.load" => Some((*ops.first()?, ops[1..].to_vec(), None)),
        "memref.store" if ops.len() >= 2 => Some((ops[1], ops[2..].to_vec(), Some(ops[0]))),
        _ => None,
    }
}

/// True for `memref.alloc` and `memref.alloca`.
pub fn is_alloc_like(ctx: &Context, op: OpId) -> bool {
    matches!(ctx.op_name_str(ctx.ir.op(op).name), "memref.alloc" | "memref.alloca")
}

/// MLIR's `ViewLikeOpInterface::getViewSource`: the memref a view-like op
/// (cast, subview, view, reinterpret_cast, reshapes, transpose, memory
/// space cast, assume_alignment) is a view of.
pub fn view_source(ctx: &Context, op: OpId) -> Option<ValueId> {
    const VIEW_OPS: &[&str] = &[
        "memref.cast",
        "memref.subview",
        "memref.view",
        "memref.reinterpret_cast",
        "memref.collapse_shape",
        "memref.expand_shape",
        "memref.transpose",
        "memref.memory_space_cast",
        "memref.assume_alignment",
        "memref.reshape",
    ];
    if !VIEW_OPS.contains(&ctx.op_name_str(ctx.ir.op(op).name)) {
        return None;
    }
    ctx.ir.operands(op).first().copied()
}

/// The constant dimension index of a `memref.dim`, if it is an `arith.constant`.
pub fn dim_index(ctx: &Context, op: OpId) -> Option<i64> {
    if ctx.op_name_str(ctx.ir.op(op).name) != "memref.dim" {
        return None;
    }
    let &i = ctx.ir.operands(op).get(1)?;
    crate::arith::constant_index_value(ctx, i)
}

fn parse_load(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    parse_attr_dict_checked(p, st)?;
    let t = parse_colon_memref_type(p, st)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    let it = p.ctx.index_type();
    resolve_all(p, &idx, it, &mut st.operands)?;
    let elem = match p.ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => *elem,
        _ => return Err(p.error("expected memref type")),
    };
    st.result_types.push(elem);
    Ok(())
}

fn nontemporal_elided(ctx: &Context, op: OpId) -> &'static [&'static str] {
    if bool_prop(ctx, op, "nontemporal") == Some(false) { &["nontemporal"] } else { &[] }
}

fn print_load(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(&ops[1..]);
    p.write("]");
    p.print_optional_attr_dict(op, nontemporal_elided(ctx, op));
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
}

fn load_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).first() {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(m) });
    }
}

fn verify_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    check_alignment(ctx, op)?;
    check_operand(ctx, op, 0, MEMREF_DESC, is_memref)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 1..n, INDEX_VARIADIC, is_index)?;
    let mt = operand_type(ctx, op, 0).expect("one operand");
    let (shape, elem, _, _) = memref_parts(ctx, mt).expect("memref");
    if result_type(ctx, op) != Some(elem) {
        return Err(op_error(ctx, op, "failed to verify that result type matches element type of 'memref'"));
    }
    if n - 1 != shape.len() {
        return Err(op_error(
            ctx,
            op,
            format!("incorrect number of indices for load, expected {} but got {}", shape.len(), n - 1),
        ));
    }
    Ok(())
}

fn parse_store(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let m = p.parse_operand()?;
    let idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    parse_attr_dict_checked(p, st)?;
    let t = parse_colon_memref_type(p, st)?;
    let elem = match p.ctx.type_data(t) {
        TypeData::MemRef { elem, .. } => *elem,
        _ => return Err(p.error("expected memref type")),
    };
    p.resolve_operand(&v, elem, &mut st.operands)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    let it = p.ctx.index_type();
    resolve_all(p, &idx, it, &mut st.operands)
}

fn print_store(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    p.write("[");
    p.print_operands(&ops[2..]);
    p.write("]");
    p.print_optional_attr_dict(op, nontemporal_elided(ctx, op));
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

fn store_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).get(1) {
        out.push(MemEffect { kind: EffectKind::Write, value: Some(m) });
    }
}

fn verify_store(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::variadic(2, 0))?;
    check_alignment(ctx, op)?;
    check_operand(ctx, op, 1, MEMREF_DESC, is_memref)?;
    let n = ctx.ir.operands(op).len();
    check_operands(ctx, op, 2..n, INDEX_VARIADIC, is_index)?;
    let mt = operand_type(ctx, op, 1).expect("two operands");
    let (shape, elem, _, _) = memref_parts(ctx, mt).expect("memref");
    if operand_type(ctx, op, 0) != Some(elem) {
        return Err(op_error(ctx, op, "failed to verify that type of 'value' matches element type of 'memref'"));
    }
    if n - 2 != shape.len() {
        return Err(op_error(ctx, op, "store index operand count not equal to memref rank"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// dim / rank / cast / copy
// ----------------------------------------------------------------------

/// `attr-dict $source, $index : type($source)` (`memref.dim`, `tensor.dim`).
pub(crate) fn parse_dim(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let m = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let i = p.parse_operand()?;
    // `tensor.dim` reads a `TensorType`; `memref.dim` any type.
    let t = if p.ctx.op_name_str(st.name) == "tensor.dim" {
        p.expect(Tok::Colon)?;
        crate::tensor::parse_any_tensor_type(p, st)?
    } else {
        p.parse_colon_type()?
    };
    p.resolve_operand(&m, t, &mut st.operands)?;
    let it = p.ctx.index_type();
    p.resolve_operand(&i, it, &mut st.operands)?;
    st.result_types.push(it);
    Ok(())
}

/// Prints what [`parse_dim`] reads.
pub(crate) fn print_dim(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.print_optional_attr_dict(op, &[]);
    p.write(" ");
    p.print_operands(&ops);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
}

/// `%dim`.
pub(crate) fn dim_names(_: &Context, _: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "dim".into()));
}

fn verify_dim(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 1))?;
    check_operand(
        ctx,
        op,
        0,
        "unranked.memref of any type values or non-0-ranked.memref of any type values",
        |c, t| {
            matches!(c.type_data(t), TypeData::UnrankedMemRef { .. })
                || matches!(c.type_data(t), TypeData::MemRef { shape, .. } if !shape.is_empty())
        },
    )?;
    check_operand(ctx, op, 1, "index", is_index)?;
    check_result(ctx, op, 0, "index", is_index)?;
    Ok(())
}

fn parse_rank(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_any_memref_type(p, st)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    let it = p.ctx.index_type();
    st.result_types.push(it);
    Ok(())
}

fn print_rank(p: &mut OpPrinter, op: OpId) {
    print_dealloc(p, op);
}

fn verify_rank(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, ANY_MEMREF_DESC, is_any_memref)?;
    check_result(ctx, op, 0, "index", is_index)
}

fn parse_cast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = parse_colon_any_memref_type(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_any_memref_type(p, st)?;
    p.resolve_operand(&m, from, &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

fn print_cast(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" to ");
    if let Some(t) = result_type(ctx, op) {
        p.print_type(t);
    }
}

fn cast_names(_: &Context, _: OpId, out: &mut Vec<(u32, String)>) {
    out.push((0, "cast".into()));
}

fn dims_compatible(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

/// `memref.cast` compatibility (MLIR's `CastOp::areCastCompatible`).
pub fn memref_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef { shape: sa, elem: ea, memory_space: ma, .. },
            TypeData::MemRef { shape: sb, elem: eb, memory_space: mb, .. },
        ) => {
            if ea != eb || ma != mb || sa.len() != sb.len() {
                return false;
            }
            if !sa.iter().zip(sb).all(|(&x, &y)| dims_compatible(x, y)) {
                return false;
            }
            let (Some((st_a, off_a)), Some((st_b, off_b))) = (strides_and_offset(ctx, a), strides_and_offset(ctx, b))
            else {
                // Non-strided layouts must match exactly.
                return memref_parts(ctx, a).map(|p| p.2) == memref_parts(ctx, b).map(|p| p.2);
            };
            if !dims_compatible(off_a, off_b) {
                return false;
            }
            st_a.iter().zip(&st_b).all(|(&x, &y)| dims_compatible(x, y))
        }
        (
            TypeData::MemRef { elem: ea, memory_space: ma, .. },
            TypeData::UnrankedMemRef { elem: eb, memory_space: mb },
        )
        | (
            TypeData::UnrankedMemRef { elem: ea, memory_space: ma },
            TypeData::MemRef { elem: eb, memory_space: mb, .. },
        ) => ea == eb && ma == mb,
        _ => false,
    }
}

fn verify_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_cast_like(ctx, op, memref_cast_compatible)
}

/// The checks of a memref-to-memref cast (MLIR's `CastOpInterface`
/// verifier) with the op's own compatibility rule.
fn verify_cast_like(ctx: &Context, op: OpId, compatible: fn(&Context, Type, Type) -> bool) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(1, 1))?;
    check_operand(ctx, op, 0, ANY_MEMREF_DESC, is_any_memref)?;
    check_result(ctx, op, 0, ANY_MEMREF_DESC, is_any_memref)?;
    let a = operand_type(ctx, op, 0).expect("operand");
    let b = result_type(ctx, op).expect("result");
    if !compatible(ctx, a, b) {
        return Err(op_error(
            ctx,
            op,
            format!("operand type {} and result type {} are cast incompatible", q(ctx, a), q(ctx, b)),
        ));
    }
    Ok(())
}

/// `memref.memory_space_cast` compatibility (MLIR's
/// `MemorySpaceCastOp::areCastCompatible`): ranked memrefs with the same
/// element type, shape and layout, or unranked memrefs with the same
/// element type; the memory spaces may differ.
pub fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_data(a), ctx.type_data(b)) {
        (
            TypeData::MemRef { shape: sa, elem: ea, layout: la, .. },
            TypeData::MemRef { shape: sb, elem: eb, layout: lb, .. },
        ) => ea == eb && sa == sb && la == lb,
        (TypeData::UnrankedMemRef { elem: ea, .. }, TypeData::UnrankedMemRef { elem: eb, .. }) => ea == eb,
        _ => false,
    }
}

fn verify_memory_space_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_cast_like(ctx, op, memory_space_cast_compatible)
}

fn parse_copy(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let b = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ta = parse_colon_any_memref_type(p, st)?;
    parse_kw(p, st, "to")?;
    let tb = parse_any_memref_type(p, st)?;
    p.resolve_operand(&a, ta, &mut st.operands)?;
    p.resolve_operand(&b, tb, &mut st.operands)
}

fn print_copy(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[0]));
    p.write(" to ");
    p.print_type(ctx.ir.value_type(ops[1]));
}

fn copy_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let ops = ctx.ir.operands(op);
    if ops.len() == 2 {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(ops[0]) });
        out.push(MemEffect { kind: EffectKind::Write, value: Some(ops[1]) });
    }
}

fn verify_copy(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(2, 0))?;
    let desc = "ranked or unranked memref of any type values";
    check_operand(ctx, op, 0, desc, is_any_memref)?;
    check_operand(ctx, op, 1, desc, is_any_memref)?;
    let a = operand_type(ctx, op, 0).expect("operand");
    let b = operand_type(ctx, op, 1).expect("operand");
    if elem_or_self(ctx, a) != elem_or_self(ctx, b) {
        return Err(op_error(ctx, op, "requires the same element type for all operands"));
    }
    if let (Some(sa), Some(sb)) = (shape_of(ctx, a), shape_of(ctx, b))
        && (sa.len() != sb.len() || !sa.iter().zip(&sb).all(|(&x, &y)| dims_compatible(x, y)))
    {
        return Err(op_error(ctx, op, "requires the same shape for all operands"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// global / get_global
// ----------------------------------------------------------------------

/// The tensor type with the shape and element type of a memref type.
fn tensor_of_memref(ctx: &mut Context, t: Type) -> Option<Type> {
    let (shape, elem, _, _) = memref_parts(ctx, t)?;
    Some(ctx.ty(TypeData::RankedTensor { shape, elem, encoding: None }))
}

fn parse_global(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.at(Tok::String) {
        let vis = p.parse_string()?;
        let a = p.ctx.string_attr(&vis);
        set_state_prop(p.ctx, st, "sym_visibility", a);
    }
    if p.parse_optional_keyword("constant") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "constant", u);
    }
    let name = crate::arith::types::parse_symbol_name(p, st)?;
    let na = p.ctx.string_attr(&name);
    set_state_prop(p.ctx, st, "sym_name", na);
    p.expect(Tok::Colon)?;
    let toff = p.offset();
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_data(t), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC)) {
        let ts = q(p.ctx, t);
        let _ = toff;
        let name = p.ctx.op_name_str(st.name).to_string();
        return Err(Diagnostic::error(
            st.loc,
            format!("custom op '{name}' type should be static shaped memref, but got {ts}"),
        ));
    }
    let ta = p.ctx.type_attr(t);
    set_state_prop(p.ctx, st, "type", ta);
    if p.consume_if(Tok::Equal) {
        if p.parse_optional_keyword("uninitialized") {
            let u = p.ctx.unit_attr();
            set_state_prop(p.ctx, st, "initial_value", u);
        } else {
            let tt = tensor_of_memref(p.ctx, t);
            let a = p.parse_attribute_typed(tt)?;
            // MLIR's parseGlobalMemrefOpTypeAndInitialValue: anything but
            // an elements attribute is an error at the op name.
            if !matches!(
                p.ctx.attr_data(a),
                AttrData::DenseElements { .. } | AttrData::DenseResource { .. } | AttrData::SparseElements { .. }
            ) {
                let name = p.ctx.op_name_str(st.name).to_string();
                return Err(Diagnostic::error(
                    st.loc,
                    format!("custom op '{name}' initial value should be a unit or elements attribute"),
                ));
            }
            set_state_prop(p.ctx, st, "initial_value", a);
        }
    }
    parse_attr_dict_checked(p, st)
}

fn print_global(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    if let Some(v) = prop(ctx, op, "sym_visibility") {
        p.write(" ");
        p.print_attribute(v);
    }
    if prop(ctx, op, "constant").is_some() {
        p.write(" constant");
    }
    if let Some(n) = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)) {
        p.write(" ");
        p.print_symbol_name(n);
    }
    p.write(" : ");
    if let Some(t) = prop(ctx, op, "type").and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }) {
        p.print_type(t);
    }
    if let Some(iv) = prop(ctx, op, "initial_value") {
        p.write(" = ");
        if matches!(ctx.attr_data(iv), AttrData::Unit) {
            p.write("uninitialized");
        } else {
            // The tensor type is implied by the memref type: print the
            // elements without their type.
            p.print_elements_without_type(iv);
        }
    }
    p.print_optional_attr_dict(op, &["sym_name", "sym_visibility", "constant", "type", "initial_value"]);
}

fn verify_global(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 0))?;
    let Some(ta) = prop(ctx, op, "type") else {
        return Err(op_error(ctx, op, "requires attribute 'type'"));
    };
    let t = match ctx.attr_data(ta) {
        AttrData::Type(t) => *t,
        _ => return Err(op_error(ctx, op, "attribute 'type' failed to satisfy constraint: memref type attribute")),
    };
    if !is_memref(ctx, t) {
        return Err(op_error(ctx, op, "attribute 'type' failed to satisfy constraint: memref type attribute"));
    }
    check_alignment(ctx, op)?;
    let (shape, elem, _, _) = memref_parts(ctx, t).expect("memref");
    if shape.contains(&DYNAMIC) {
        return Err(op_error(ctx, op, format!("type should be static shaped memref, but got {}", q(ctx, t))));
    }
    if let Some(iv) = prop(ctx, op, "initial_value") {
        match ctx.attr_data(iv) {
            AttrData::Unit => {}
            AttrData::DenseElements { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::SparseElements { ty, .. } => {
                let ok = matches!(ctx.type_data(*ty), TypeData::RankedTensor { shape: s, elem: e, .. } if *s == shape && *e == elem);
                if !ok {
                    let mut dims = String::new();
                    for d in &shape {
                        dims.push_str(&format!("{d}x"));
                    }
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "initial value expected to be of type 'tensor<{dims}{}>', but was of type {}",
                            ctx.type_to_string(elem),
                            q(ctx, *ty)
                        ),
                    ));
                }
            }
            _ => {
                return Err(op_error(
                    ctx,
                    op,
                    format!("initial value should be a unit or elements attribute, but got {}", ctx.attr_to_string(iv)),
                ));
            }
        }
    }
    Ok(())
}

fn parse_get_global(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = crate::arith::types::parse_flat_symbol_ref(p, st)?;
    let a = p.ctx.symbol_ref_attr(&name);
    set_state_prop(p.ctx, st, "name", a);
    // ODS `type($result)` of a `MemRefType` result: another kind is
    // reported at the type.
    let t = crate::arith::types::parse_colon_type_of_kind(p, st, "builtin.memref", is_memref)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types.push(t);
    Ok(())
}

fn print_get_global(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    if let Some(a) = prop(ctx, op, "name") {
        p.write(" ");
        p.print_attribute(a);
    }
    p.write(" : ");
    if let Some(t) = result_type(ctx, op) {
        p.print_type(t);
    }
    p.print_optional_attr_dict(op, &["name"]);
}

/// Finds the `memref.global` named `name` in the nearest symbol table above `op`.
pub fn lookup_global(ctx: &Context, op: OpId, name: &str) -> Option<OpId> {
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_has_trait(p, traits::SYMBOL_TABLE) {
            for &r in ctx.ir.regions(p) {
                for b in ctx.ir.region_blocks(r) {
                    for o in ctx.ir.block_ops(b) {
                        if ctx.op_name_str(ctx.ir.op(o).name) == "memref.global"
                            && prop(ctx, o, "sym_name").and_then(|a| ctx.attr_str(a)) == Some(name)
                        {
                            return Some(o);
                        }
                    }
                }
            }
            return None;
        }
        cur = ctx.ir.parent_op(p);
    }
    None
}

fn verify_get_global(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_shape(ctx, op, &Shape::fixed(0, 1))?;
    let Some(a) = prop(ctx, op, "name") else {
        return Err(op_error(ctx, op, "requires attribute 'name'"));
    };
    if !matches!(ctx.attr_data(a), AttrData::SymbolRef { .. }) {
        return Err(op_error(
            ctx,
            op,
            "attribute 'name' failed to satisfy constraint: flat symbol reference attribute",
        ));
    }
    check_result(
        ctx,
        op,
        0,
        "statically shaped memref of any type values",
        |c, t| matches!(c.type_data(t), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC)),
    )
}

/// The global a `memref.get_global` names must exist and have its result
/// type. Checked by the symbol table's verifier, as MLIR's
/// `SymbolUserOpInterface` (a function verified alone, e.g. on a pass
/// runner's private copy, has no module to look the global up in).
fn verify_get_global_symbol_uses(
    ctx: &Context,
    op: OpId,
    tables: &mut affine_ir::verify::SymbolTables,
) -> Result<(), Diagnostic> {
    let Some(AttrData::SymbolRef { root, .. }) = prop(ctx, op, "name").map(|a| ctx.attr_data(a)) else {
        return Ok(());
    };
    let name = ctx.ident_str(*root);
    let found =
        tables.lookup_nearest(ctx, op, *root).filter(|&g| ctx.op_name_str(ctx.ir.op(g).name) == "memref.global");
    let Some(g) = found else {
        return Err(op_error(ctx, op, format!("'{name}' does not reference a valid global memref")));
    };
    let rt = result_type(ctx, op).expect("result");
    let gt = prop(ctx, g, "type").and_then(|a| match ctx.attr_data(a) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    });
    if gt != Some(rt) {
        let gts = gt.map(|t| q(ctx, t)).unwrap_or_default();
        return Err(op_error(
            ctx,
            op,
            format!("result type {} does not match type {gts} of the global memref @{name}", q(ctx, rt)),
        ));
    }
    Ok(())
}

#[allow(dead_code)]
fn _unused(_: NamedAttr) {}

/// `memref.alloc() : ty` for a statically shaped memref type (MLIR's
/// `memref::AllocOp::create` without dynamic sizes or symbols).
pub fn build_static_alloc(
    ctx: &mut Context,
    ty: Type,
    loc: affine_ir::Location,
    ip: affine_ir::ir::InsertPoint,
) -> OpId {
    let name = ctx.op_name("memref.alloc");
    let mut st = OpState::new(name, loc);
    let seg = ctx.dense_i32_array_attr(&[0, 0]);
    let seg_name = ctx.ident("operandSegmentSizes");
    st.props.push(NamedAttr { name: seg_name, value: seg });
    st.result_types.push(ty);
    ctx.ir.create_op_at(st, ip)
}

/// `memref.dealloc memref`.
pub fn build_dealloc(
    ctx: &mut Context,
    memref: ValueId,
    loc: affine_ir::Location,
    ip: affine_ir::ir::InsertPoint,
) -> OpId {
    let name = ctx.op_name("memref.dealloc");
    let mut st = OpState::new(name, loc);
    st.operands.push(memref);
    ctx.ir.create_op_at(st, ip)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::types::testing::{error, parse, roundtrip};
    use affine_ir::ir::WalkOrder;

    fn find(ctx: &Context, root: OpId, name: &str) -> OpId {
        ctx.ir
            .walk(root, WalkOrder::PreOrder)
            .into_iter()
            .find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == name)
            .expect(name)
    }

    #[test]
    fn alloc_load_store_roundtrip() {
        let out = roundtrip(
            "func.func @f(%n: index, %v: f32) {\n %0 = memref.alloc(%n) : memref<?x8xf32>\n %1 = memref.alloca() : memref<4xf32>\n \
             %c0 = arith.constant 0 : index\n memref.store %v, %0[%c0, %c0] {nontemporal = true} : memref<?x8xf32>\n \
             %2 = memref.load %1[%c0] : memref<4xf32>\n memref.dealloc %0 : memref<?x8xf32>\n return\n}",
        );
        assert!(out.contains("%alloc = memref.alloc(%arg0) : memref<?x8xf32>"), "{out}");
        assert!(out.contains("%alloca = memref.alloca() : memref<4xf32>"), "{out}");
        assert!(out.contains("memref.store %arg1, %alloc[%c0, %c0] {nontemporal = true} : memref<?x8xf32>"), "{out}");
        assert!(out.contains("%0 = memref.load %alloca[%c0] : memref<4xf32>"), "{out}");
    }

    #[test]
    fn memory_effects_and_accessors() {
        let mut ctx = crate::new_context();
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %i: index) {\n %0 = memref.load %a[%i] : memref<4xf32>\n \
             memref.store %0, %b[%i] : memref<4xf32>\n memref.copy %a, %b : memref<4xf32> to memref<4xf32>\n return\n}",
        )
        .expect("valid");
        let load = find(&ctx, m, "memref.load");
        let store = find(&ctx, m, "memref.store");
        let copy = find(&ctx, m, "memref.copy");
        let (mem, idx, val) = load_store_parts(&ctx, load).expect("load");
        assert_eq!(idx.len(), 1);
        assert!(val.is_none());
        assert_eq!(ctx.memory_effects(load), Some(vec![MemEffect { kind: EffectKind::Read, value: Some(mem) }]));
        let (smem, _, sval) = load_store_parts(&ctx, store).expect("store");
        assert_eq!(sval, Some(ctx.ir.results(load)[0]));
        assert_eq!(ctx.memory_effects(store), Some(vec![MemEffect { kind: EffectKind::Write, value: Some(smem) }]));
        assert_eq!(ctx.memory_effects(copy).map(|v| v.len()), Some(2));
    }

    #[test]
    fn subview_and_global() {
        let out = roundtrip(
            "memref.global \"private\" constant @c : memref<2xf32> = dense<[1.0, 2.0]>\n\
             func.func @f(%m: memref<8x16xf32>, %i: index) {\n \
             %0 = memref.subview %m[%i, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>\n \
             %1 = memref.get_global @c : memref<2xf32>\n return\n}",
        );
        assert!(
            out.contains("memref.global \"private\" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>"),
            "{out}"
        );
        assert!(out.contains("%subview = memref.subview %arg0[%arg1, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>"), "{out}");
        assert!(out.contains("%0 = memref.get_global @c : memref<2xf32>"), "{out}");
        assert_eq!(
            error(
                "func.func @f(%m: memref<8x16xf32>) {\n %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>\n return\n}"
            ),
            "expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'"
        );
    }

    #[test]
    fn verifier_messages() {
        assert_eq!(
            error(
                "func.func @f(%m: memref<4x8xf32>, %i: index) {\n %0 = memref.load %m[%i] : memref<4x8xf32>\n return\n}"
            ),
            "'memref.load' op incorrect number of indices for load, expected 2 but got 1"
        );
        assert_eq!(
            error("func.func @f(%n: index) {\n %0 = memref.alloc(%n) : memref<4xf32>\n return\n}"),
            "'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0"
        );
        assert_eq!(
            error("func.func @f() {\n %0 = memref.get_global @nope : memref<4xf32>\n return\n}"),
            "'memref.get_global' op 'nope' does not reference a valid global memref"
        );
    }
}
