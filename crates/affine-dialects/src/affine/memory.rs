//! Affine memory ops: `affine.load`, `affine.store`, `affine.vector_load`,
//! `affine.vector_store`, `affine.prefetch`, `affine.dma_start`,
//! `affine.dma_wait`.
//!
//! ```mlir
//! %v = affine.load %A[%i + 1, symbol(%n)] : memref<16x16xf32>
//! affine.store %v, %A[%i, 0] : memref<16x16xf32>
//! affine.prefetch %A[%i, 3], write, locality<2>, data : memref<16x16xf32>
//! affine.dma_start %src[%i], %dst[0], %tag[0], %n : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
//! ```

use affine_ir::affine::{AffineMap, Delimiter};
use affine_ir::context::{AttrData, Context, TypeData};
use affine_ir::dialect::{Arity, EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

use super::common::{
    AttrKind, Count, MAP_DESC, VResult, add_attr, add_prop, check_attr_kinds, check_index_group, check_memref_operand,
    check_vector, custom_error, op_error, parse_colon_memref_type, parse_keyword, parse_vector_type,
    require_access_map, require_attr, resolve_index, verify_dims_and_symbols, verify_structure,
};
use super::names;
use super::scope::{affine_scope, is_valid_affine_index_operand};
use super::views::{map_prop, num_dims, num_inputs, prop};

const MAP: &[&str] = &["map"];
const PREFETCH_ATTRS: &[&str] = &["isWrite", "localityHint", "isDataCache", "map"];
/// The property of the loads and stores.
const MAP_PROPS: &[PropDecl] = &[PropDecl::new("map", PropKind::AffineMap)];
/// The properties of `affine.prefetch`.
const PREFETCH_PROPS: &[PropDecl] = &[
    PropDecl::new("isWrite", PropKind::Bool),
    PropDecl::new("localityHint", PropKind::Integer),
    PropDecl::new("isDataCache", PropKind::Bool),
    PropDecl::new("map", PropKind::AffineMap),
];

/// Registers the memory ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_load),
        print: Some(print_load),
        verify: Some(verify_load),
        effects: Some(effects_read_operand0),
        inherent_attrs: MAP,
        props: MAP_PROPS,
        normalize: Some(normalize_map_access),
        ..OpDef::new(names::LOAD)
    });
    reg.add(OpDef {
        parse: Some(parse_store),
        print: Some(print_store),
        verify: Some(verify_store),
        effects: Some(effects_write_operand1),
        inherent_attrs: MAP,
        props: MAP_PROPS,
        normalize: Some(normalize_map_access),
        ..OpDef::new(names::STORE)
    });
    reg.add(OpDef {
        parse: Some(parse_vector_load),
        print: Some(print_load),
        verify: Some(verify_vector_load),
        effects: Some(effects_read_operand0),
        inherent_attrs: MAP,
        props: MAP_PROPS,
        normalize: Some(normalize_map_access),
        ..OpDef::new(names::VECTOR_LOAD)
    });
    reg.add(OpDef {
        parse: Some(parse_vector_store),
        print: Some(print_store),
        verify: Some(verify_vector_store),
        effects: Some(effects_write_operand1),
        inherent_attrs: MAP,
        props: MAP_PROPS,
        normalize: Some(normalize_map_access),
        ..OpDef::new(names::VECTOR_STORE)
    });
    // No memory-effect interface upstream: effects are unknown.
    reg.add(OpDef {
        parse: Some(parse_prefetch),
        print: Some(print_prefetch),
        verify: Some(verify_prefetch),
        inherent_attrs: PREFETCH_ATTRS,
        props: PREFETCH_PROPS,
        normalize: Some(normalize_prefetch),
        ..OpDef::new(names::PREFETCH)
    });
    reg.add(OpDef {
        parse: Some(parse_dma_start),
        print: Some(print_dma_start),
        verify: Some(verify_dma_start),
        effects: Some(effects_dma_start),
        // A C++ op without a region-count trait.
        shape: Some(OpShape::variadic(0, 0).with_regions(Arity::Any)),
        ..OpDef::new(names::DMA_START)
    });
    reg.add(OpDef {
        parse: Some(parse_dma_wait),
        print: Some(print_dma_wait),
        verify: Some(verify_dma_wait),
        effects: Some(effects_dma_wait),
        shape: Some(OpShape::variadic(0, 0).with_regions(Arity::Any)),
        ..OpDef::new(names::DMA_WAIT)
    });
}

/// Parse-time check of the `map` property kind.
fn normalize_map_access(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let name = ctx.op_name_str(st.name).to_string();
    check_attr_kinds(ctx, st, &name, &[("map", AttrKind::Map, MAP_DESC)])
}

/// Parse-time check of the prefetch property kinds.
fn normalize_prefetch(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    check_attr_kinds(
        ctx,
        st,
        names::PREFETCH,
        &[
            ("isWrite", AttrKind::Bool, "bool attribute"),
            (
                "localityHint",
                AttrKind::Int,
                "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
            ),
            ("isDataCache", AttrKind::Bool, "bool attribute"),
            ("map", AttrKind::Map, MAP_DESC),
        ],
    )
}

// ----------------------------------------------------------------------
// Memory effects
// ----------------------------------------------------------------------

/// Reads the memref in operand 0 (`affine.load`, `affine.vector_load`,
/// `affine.dma_wait` on its tag).
fn effects_read_operand0(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).first() {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(m) });
    }
}

/// Writes the memref in operand 1 (`affine.store`, `affine.vector_store`).
fn effects_write_operand1(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).get(1) {
        out.push(MemEffect { kind: EffectKind::Write, value: Some(m) });
    }
}

/// `affine.dma_wait` waits on (and consumes) its tag: it reads and writes
/// the tag memref, so it is never dead code (as in MLIR 22, whose
/// `-canonicalize` and `-cse` keep it).
fn effects_dma_wait(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(&m) = ctx.ir.operands(op).first() {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(m) });
        out.push(MemEffect { kind: EffectKind::Write, value: Some(m) });
    }
}

/// `affine.dma_start`: reads the source, writes the destination, reads the
/// tag (as upstream's `getEffects`).
fn effects_dma_start(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    if let Some(v) = super::views::AffineDmaStartView::get(ctx, op) {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(v.src) });
        out.push(MemEffect { kind: EffectKind::Write, value: Some(v.dst) });
        out.push(MemEffect { kind: EffectKind::Read, value: Some(v.tag) });
    }
}

// ----------------------------------------------------------------------
// Load / store
// ----------------------------------------------------------------------

/// `affine.load %m[map] attr-dict : memref-type`.
fn parse_load(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let ma = p.ctx.affine_map_attr(map);
    add_prop(p, st, "map", ma);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref_type(p, names::LOAD)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    resolve_index(p, &idx, &mut st.operands)?;
    if let Some(e) = p.ctx.element_type(t) {
        st.result_types.push(e);
    }
    Ok(())
}

/// `affine.vector_load %m[map] attr-dict : memref-type, vector-type`.
fn parse_vector_load(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let ma = p.ctx.affine_map_attr(map);
    add_prop(p, st, "map", ma);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref_type(p, names::VECTOR_LOAD)?;
    p.expect(Tok::Comma)?;
    let vt = parse_vector_type(p, names::VECTOR_LOAD)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    resolve_index(p, &idx, &mut st.operands)?;
    st.result_types.push(vt);
    Ok(())
}

/// Writes `[map of SSA ids]` for the subscript operands of an access.
fn print_subscripts(p: &mut OpPrinter, op: OpId, map_operands: &[ValueId]) {
    p.write("[");
    if let Some(map) = map_prop(p.ctx, op, "map") {
        p.print_affine_map_of_ssa_ids(map, map_operands);
    }
    p.write("]");
}

/// `affine.load` / `affine.vector_load` printer.
fn print_load(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    let Some((&m, idx)) = ops.split_first() else {
        return;
    };
    p.write(" ");
    p.print_operand(m);
    print_subscripts(p, op, idx);
    p.print_optional_attr_dict(op, MAP);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(m));
    if ctx.op_name_str(ctx.ir.op(op).name) == names::VECTOR_LOAD
        && let Some(&r) = ctx.ir.results(op).first()
    {
        p.write(", ");
        p.print_type(ctx.ir.value_type(r));
    }
}

/// `affine.store %v, %m[map] attr-dict : memref-type`.
fn parse_store(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let ma = p.ctx.affine_map_attr(map);
    add_prop(p, st, "map", ma);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref_type(p, names::STORE)?;
    let Some(e) = p.ctx.element_type(t) else {
        return Err(custom_error(st, names::STORE, "expected memref type"));
    };
    p.resolve_operand(&v, e, &mut st.operands)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    resolve_index(p, &idx, &mut st.operands)
}

/// `affine.vector_store %v, %m[map] attr-dict : memref-type, vector-type`.
fn parse_vector_store(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let ma = p.ctx.affine_map_attr(map);
    add_prop(p, st, "map", ma);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref_type(p, names::VECTOR_STORE)?;
    p.expect(Tok::Comma)?;
    let vt = parse_vector_type(p, names::VECTOR_STORE)?;
    p.resolve_operand(&v, vt, &mut st.operands)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    resolve_index(p, &idx, &mut st.operands)
}

/// `affine.store` / `affine.vector_store` printer.
fn print_store(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    if ops.len() < 2 {
        return;
    }
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    p.print_operand(ops[1]);
    print_subscripts(p, op, &ops[2..]);
    p.print_optional_attr_dict(op, MAP);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(ops[1]));
    if ctx.op_name_str(ctx.ir.op(op).name) == names::VECTOR_STORE {
        p.write(", ");
        p.print_type(ctx.ir.value_type(ops[0]));
    }
}

/// MLIR's `verifyMemoryOpIndexing`.
fn verify_indexing(ctx: &Context, op: OpId, map: AffineMap, memref: ValueId, idx: &[ValueId]) -> VResult {
    let rank = ctx.shape(ctx.ir.value_type(memref)).map_or(0, <[i64]>::len);
    if ctx.affine.map_data(map).results.len() != rank {
        return Err(op_error(ctx, op, "affine map num results must equal memref rank"));
    }
    if num_inputs(ctx, map) != idx.len() {
        return Err(op_error(ctx, op, "expects as many subscripts as affine map inputs"));
    }
    // The subscripts' `index` type was checked by the ODS operand check
    // (`check_index_group`) every caller runs first, so MLIR's `index to
    // load must have 'index' type` cannot be reached here.
    debug_assert!(idx.iter().all(|&v| ctx.is_index(ctx.ir.value_type(v))));
    verify_dims_and_symbols(ctx, op, idx, num_dims(ctx, map))
}

/// Element type equality between a memref and a vector (`verifyVectorMemoryOp`).
fn verify_vector_elem(ctx: &Context, op: OpId, memref: ValueId, vector: ValueId) -> VResult {
    let me = ctx.element_type(ctx.ir.value_type(memref));
    let ve = ctx.element_type(ctx.ir.value_type(vector));
    if me != ve {
        return Err(op_error(ctx, op, "requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

fn verify_load(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Exactly(1), 1)?;
    let map = require_access_map(ctx, op)?;
    check_memref_operand(ctx, op, 0)?;
    let ops = ctx.ir.operands(op);
    check_index_group(ctx, op, &ops[1..], 1, "operand", true)?;
    let res = ctx.ir.results(op)[0];
    if ctx.element_type(ctx.ir.value_type(ops[0])) != Some(ctx.ir.value_type(res)) {
        return Err(op_error(ctx, op, "result type must match element type of memref"));
    }
    verify_indexing(ctx, op, map, ops[0], &ops[1..])
}

fn verify_vector_load(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Exactly(1), 1)?;
    let map = require_access_map(ctx, op)?;
    check_memref_operand(ctx, op, 0)?;
    let ops = ctx.ir.operands(op);
    check_index_group(ctx, op, &ops[1..], 1, "operand", true)?;
    let res = ctx.ir.results(op)[0];
    check_vector(ctx, op, res, "result", 0)?;
    verify_indexing(ctx, op, map, ops[0], &ops[1..])?;
    verify_vector_elem(ctx, op, ops[0], res)
}

fn verify_store(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Exactly(0), 2)?;
    let map = require_access_map(ctx, op)?;
    check_memref_operand(ctx, op, 1)?;
    let ops = ctx.ir.operands(op);
    check_index_group(ctx, op, &ops[2..], 2, "operand", true)?;
    if ctx.element_type(ctx.ir.value_type(ops[1])) != Some(ctx.ir.value_type(ops[0])) {
        return Err(op_error(ctx, op, "value to store must have the same type as memref element type"));
    }
    verify_indexing(ctx, op, map, ops[1], &ops[2..])
}

fn verify_vector_store(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Exactly(0), 2)?;
    let map = require_access_map(ctx, op)?;
    let ops = ctx.ir.operands(op);
    check_vector(ctx, op, ops[0], "operand", 0)?;
    check_memref_operand(ctx, op, 1)?;
    check_index_group(ctx, op, &ops[2..], 2, "operand", true)?;
    verify_indexing(ctx, op, map, ops[1], &ops[2..])?;
    verify_vector_elem(ctx, op, ops[1], ops[0])
}

// ----------------------------------------------------------------------
// Prefetch
// ----------------------------------------------------------------------

/// `affine.prefetch %m[map], read|write, locality<N>, data|instr attr-dict : type`.
fn parse_prefetch(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let ma = p.ctx.affine_map_attr(map);
    add_prop(p, st, "map", ma);
    p.expect(Tok::Comma)?;
    let rw = parse_any_keyword(p)?;
    p.expect(Tok::Comma)?;
    parse_keyword(p, names::PREFETCH, "locality", "")?;
    p.expect(Tok::Less)?;
    let i32t = p.ctx.int_type(32);
    // MLIR's `parseAttribute(IntegerAttr &, i32)`: another kind of
    // attribute is rejected at the attribute.
    let hint_at = p.offset();
    let hint = p.parse_attribute_typed(Some(i32t))?;
    if !matches!(p.ctx.attr_data(hint), AttrData::Integer { .. } | AttrData::BigInteger { .. }) {
        return Err(super::common::custom_error_at(p, hint_at, names::PREFETCH, "invalid kind of attribute specified"));
    }
    add_prop(p, st, "localityHint", hint);
    p.expect(Tok::Greater)?;
    p.expect(Tok::Comma)?;
    let cache = parse_any_keyword(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = parse_colon_memref_type(p, names::PREFETCH)?;
    p.resolve_operand(&m, t, &mut st.operands)?;
    resolve_index(p, &idx, &mut st.operands)?;
    if rw != "read" && rw != "write" {
        return Err(custom_error(st, names::PREFETCH, "rw specifier has to be 'read' or 'write'"));
    }
    let w = p.ctx.bool_attr(rw == "write");
    add_prop(p, st, "isWrite", w);
    if cache != "data" && cache != "instr" {
        return Err(custom_error(st, names::PREFETCH, "cache type has to be 'data' or 'instr'"));
    }
    let d = p.ctx.bool_attr(cache == "data");
    add_prop(p, st, "isDataCache", d);
    Ok(())
}

/// MLIR's `parseKeyword(StringRef *)`: any bare identifier.
fn parse_any_keyword<'a>(p: &mut OpParser<'a>) -> PResult<&'a str> {
    match p.parse_optional_keyword_any() {
        Some(k) => Ok(k),
        None => {
            let off = p.offset();
            Err(super::common::custom_error_at(p, off, names::PREFETCH, "expected valid keyword"))
        }
    }
}

fn print_prefetch(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op);
    let Some((&m, idx)) = ops.split_first() else {
        return;
    };
    let flag = |n: &str| prop(ctx, op, n).and_then(|a| ctx.attr_int(a)).unwrap_or(0);
    p.write(" ");
    p.print_operand(m);
    print_subscripts(p, op, idx);
    p.write(if flag("isWrite") != 0 { ", write" } else { ", read" });
    p.write(&format!(", locality<{}>, ", flag("localityHint")));
    p.write(if flag("isDataCache") != 0 { "data" } else { "instr" });
    p.print_optional_attr_dict(op, PREFETCH_ATTRS);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(m));
}

fn verify_prefetch(ctx: &Context, op: OpId) -> VResult {
    verify_structure(ctx, op, 0, Count::Exactly(0), 1)?;
    // Missing required attributes first, in name order (as ODS lists them).
    for name in ["isDataCache", "isWrite", "localityHint"] {
        require_attr(ctx, op, name)?;
    }
    let w = require_attr(ctx, op, "isWrite")?;
    let hint = require_attr(ctx, op, "localityHint")?;
    let dc = require_attr(ctx, op, "isDataCache")?;
    let map = require_access_map(ctx, op)?;
    if !matches!(ctx.attr_data(w), AttrData::Bool(_)) {
        return Err(op_error(ctx, op, "attribute 'isWrite' failed to satisfy constraint: bool attribute"));
    }
    let hint_ok = match ctx.attr_data(hint) {
        AttrData::Integer { value, ty } => {
            matches!(
                ctx.type_data(*ty),
                TypeData::Integer { width: 32, signedness: affine_ir::context::Signedness::Signless }
            ) && (0..=3).contains(value)
        }
        _ => false,
    };
    if !hint_ok {
        return Err(op_error(
            ctx,
            op,
            "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
        ));
    }
    if !matches!(ctx.attr_data(dc), AttrData::Bool(_)) {
        return Err(op_error(ctx, op, "attribute 'isDataCache' failed to satisfy constraint: bool attribute"));
    }
    check_memref_operand(ctx, op, 0)?;
    let ops = ctx.ir.operands(op);
    check_index_group(ctx, op, &ops[1..], 1, "operand", true)?;
    let rank = ctx.shape(ctx.ir.value_type(ops[0])).map_or(0, <[i64]>::len);
    if ctx.affine.map_data(map).results.len() != rank {
        return Err(op_error(ctx, op, "affine.prefetch affine map num results must equal memref rank"));
    }
    if num_inputs(ctx, map) + 1 != ops.len() {
        return Err(op_error(ctx, op, "too few operands"));
    }
    let scope = affine_scope(ctx, op);
    if ops[1..].iter().any(|&v| !is_valid_affine_index_operand(ctx, v, scope)) {
        return Err(op_error(ctx, op, "index must be a valid dimension or symbol identifier"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// DMA
// ----------------------------------------------------------------------

/// `affine.dma_start %src[map], %dst[map], %tag[map], %n (, %stride, %per)? : t, t, t`.
fn parse_dma_start(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let (src_map, src_idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let a = p.ctx.affine_map_attr(src_map);
    add_attr(p, st, "src_map", a);
    p.expect(Tok::Comma)?;
    let dst = p.parse_operand()?;
    let (dst_map, dst_idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let a = p.ctx.affine_map_attr(dst_map);
    add_attr(p, st, "dst_map", a);
    p.expect(Tok::Comma)?;
    let tag = p.parse_operand()?;
    let (tag_map, tag_idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let a = p.ctx.affine_map_attr(tag_map);
    add_attr(p, st, "tag_map", a);
    p.expect(Tok::Comma)?;
    let num = p.parse_operand()?;
    let stride = if p.consume_if(Tok::Comma) { p.parse_operand_list()? } else { Vec::new() };
    if !stride.is_empty() && stride.len() != 2 {
        return Err(custom_error(st, names::DMA_START, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    if types.len() != 3 {
        return Err(custom_error(st, names::DMA_START, "expected three types"));
    }
    let index = p.ctx.index_type();
    p.resolve_operand(&src, types[0], &mut st.operands)?;
    resolve_index(p, &src_idx, &mut st.operands)?;
    p.resolve_operand(&dst, types[1], &mut st.operands)?;
    resolve_index(p, &dst_idx, &mut st.operands)?;
    p.resolve_operand(&tag, types[2], &mut st.operands)?;
    resolve_index(p, &tag_idx, &mut st.operands)?;
    p.resolve_operand(&num, index, &mut st.operands)?;
    resolve_index(p, &stride, &mut st.operands)
}

fn print_dma_start(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(v) = super::views::AffineDmaStartView::get(ctx, op) else {
        return;
    };
    p.write(" ");
    p.print_operand(v.src);
    p.write("[");
    p.print_affine_map_of_ssa_ids(v.src_map, v.src_indices);
    p.write("], ");
    p.print_operand(v.dst);
    p.write("[");
    p.print_affine_map_of_ssa_ids(v.dst_map, v.dst_indices);
    p.write("], ");
    p.print_operand(v.tag);
    p.write("[");
    p.print_affine_map_of_ssa_ids(v.tag_map, v.tag_indices);
    p.write("], ");
    p.print_operand(v.num_elements);
    if let Some((s, n)) = v.stride {
        p.write(", ");
        p.print_operand(s);
        p.write(", ");
        p.print_operand(n);
    }
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v.src));
    p.write(", ");
    p.print_type(ctx.ir.value_type(v.dst));
    p.write(", ");
    p.print_type(ctx.ir.value_type(v.tag));
}

fn is_memref(ctx: &Context, v: ValueId) -> bool {
    matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::MemRef { .. })
}

/// `AffineDmaStartOp::verifyInvariantsImpl`.
fn verify_dma_start(ctx: &Context, op: OpId) -> VResult {
    // MLIR reads the source (operand 0) before any map.
    if ctx.ir.operands(op).first().is_some_and(|&v| !is_memref(ctx, v)) {
        return Err(op_error(ctx, op, "expected DMA source to be of memref type"));
    }
    let maps = (map_prop(ctx, op, "src_map"), map_prop(ctx, op, "dst_map"), map_prop(ctx, op, "tag_map"));
    let (Some(sm), Some(dm), Some(tm)) = maps else {
        return Err(op_error(ctx, op, "expected src_map, dst_map and tag_map attributes"));
    };
    let ops = ctx.ir.operands(op);
    let (ns, nd, nt) = (num_inputs(ctx, sm), num_inputs(ctx, dm), num_inputs(ctx, tm));
    let (src, dst, tag) = (0, 1 + ns, 2 + ns + nd);
    if ops.len() <= tag {
        return Err(op_error(ctx, op, "incorrect number of operands"));
    }
    if !is_memref(ctx, ops[src]) {
        return Err(op_error(ctx, op, "expected DMA source to be of memref type"));
    }
    if !is_memref(ctx, ops[dst]) {
        return Err(op_error(ctx, op, "expected DMA destination to be of memref type"));
    }
    if !is_memref(ctx, ops[tag]) {
        return Err(op_error(ctx, op, "expected DMA tag to be of memref type"));
    }
    let base = ns + nd + nt + 3 + 1;
    if ops.len() != base && ops.len() != base + 2 {
        return Err(op_error(ctx, op, "incorrect number of operands"));
    }
    let scope = affine_scope(ctx, op);
    let groups = [(&ops[src + 1..dst], "src"), (&ops[dst + 1..tag], "dst"), (&ops[tag + 1..tag + 1 + nt], "tag")];
    for (idx, which) in groups {
        for &v in idx {
            if !ctx.is_index(ctx.ir.value_type(v)) {
                return Err(op_error(ctx, op, format!("{which} index to dma_start must have 'index' type")));
            }
            if !is_valid_affine_index_operand(ctx, v, scope) {
                return Err(op_error(ctx, op, format!("{which} index must be a valid dimension or symbol identifier")));
            }
        }
    }
    Ok(())
}

/// `affine.dma_wait %tag[map], %n : memref-type`.
fn parse_dma_wait(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let tag = p.parse_operand()?;
    let (tag_map, tag_idx) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let a = p.ctx.affine_map_attr(tag_map);
    add_attr(p, st, "tag_map", a);
    p.expect(Tok::Comma)?;
    let num = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    p.resolve_operand(&tag, t, &mut st.operands)?;
    resolve_index(p, &tag_idx, &mut st.operands)?;
    let index = p.ctx.index_type();
    p.resolve_operand(&num, index, &mut st.operands)?;
    if !matches!(p.ctx.type_data(t), TypeData::MemRef { .. }) {
        return Err(custom_error(st, names::DMA_WAIT, "expected tag to be of memref type"));
    }
    Ok(())
}

fn print_dma_wait(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(v) = super::views::AffineDmaWaitView::get(ctx, op) else {
        return;
    };
    p.write(" ");
    p.print_operand(v.tag);
    p.write("[");
    p.print_affine_map_of_ssa_ids(v.tag_map, v.tag_indices);
    p.write("], ");
    p.print_operand(v.num_elements);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(v.tag));
}

/// `AffineDmaWaitOp::verifyInvariantsImpl`.
fn verify_dma_wait(ctx: &Context, op: OpId) -> VResult {
    let ops = ctx.ir.operands(op);
    let Some(&tag) = ops.first() else {
        return Err(op_error(ctx, op, "expected DMA tag to be of memref type"));
    };
    if !is_memref(ctx, tag) {
        return Err(op_error(ctx, op, "expected DMA tag to be of memref type"));
    }
    let Some(tm) = map_prop(ctx, op, "tag_map") else {
        return Err(op_error(ctx, op, "expected tag_map attribute"));
    };
    let nt = num_inputs(ctx, tm);
    if ops.len() != nt + 2 {
        return Err(op_error(ctx, op, "incorrect number of operands"));
    }
    let scope = affine_scope(ctx, op);
    for &v in &ops[1..1 + nt] {
        if !ctx.is_index(ctx.ir.value_type(v)) {
            return Err(op_error(ctx, op, "index to dma_wait must have 'index' type"));
        }
        if !is_valid_affine_index_operand(ctx, v, scope) {
            return Err(op_error(ctx, op, "index must be a valid dimension or symbol identifier"));
        }
    }
    Ok(())
}
