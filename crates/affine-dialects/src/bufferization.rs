//! `bufferization.clone`, `bufferization.dealloc` and
//! `bufferization.materialize_in_destination`, parsed, printed and
//! verified as `mlir-opt` 22 does (the other bufferization ops are in
//! `tensor.rs`):
//!
//! ```text
//! %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
//! %1:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c0, %c1) retain (%r0, %r1 : memref<?xf32>, memref<f64>)
//! %2 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
//! bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
//! ```
//!
//! Memory effects, as 22 declares them: `clone` reads its operand and
//! allocates and writes its result; `materialize_in_destination` writes a
//! memref destination (and has no effect on tensors, so an unused tensor
//! one is dead); `dealloc` declares none, so its effects are unknown.
//!
//! `clone` folds a `memref.cast` operand into itself and has 22's
//! `SimplifyClones`: an unused clone goes; a clone whose source (through
//! view-like ops) or which itself is freed by one `memref.dealloc` later in
//! its block (and the other not in that block) becomes its source (cast
//! when the types differ), and that dealloc goes.
//!
//! `dealloc`'s canonicalization patterns are 22's: duplicate memrefs merge
//! (their conditions or-ed), duplicate retained memrefs share a result, an
//! empty one is erased (its results `false`), memrefs whose condition is
//! constant false are dropped, and an allocation whose only use is the
//! dealloc is erased with its entry.

use crate::arith::types::*;
use crate::memref::{check_segments, segment_sizes};
use affine_ir::context::Attribute;
use affine_ir::context::{Context, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;
use affine_ir::rewrite::{FoldResult, PatternRewriter, RewritePatternSet, constant_value};

const ANY_MEMREF: &str = "ranked or unranked memref of any type values";

/// `dealloc`'s operand segments (memrefs, conditions, retained).
const DEALLOC_PROPS: &[PropDecl] = &[PropDecl::new("operandSegmentSizes", PropKind::Segments(3))];

/// `materialize_in_destination`'s unit attributes.
const MATERIALIZE_PROPS: &[PropDecl] = &[
    PropDecl::new("restrict", PropKind::Unit).desc("unit attribute"),
    PropDecl::new("writable", PropKind::Unit).desc("unit attribute"),
];

/// Registers the three ops.
pub fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_clone),
        print: Some(crate::tensor::print_cast),
        verify: Some(verify_clone),
        effects: Some(clone_effects),
        shape: Some(OpShape::fixed(1, 1)),
        fold: Some(fold_clone),
        canonicalize: Some(clone_patterns),
        ..OpDef::new("bufferization.clone")
    });
    reg.add(OpDef {
        parse: Some(parse_dealloc),
        print: Some(print_dealloc),
        verify: Some(verify_dealloc),
        canonicalize: Some(dealloc_patterns),
        shape: Some(OpShape::variadic(0, 0).with_results(Arity::Any)),
        inherent_attrs: &["operandSegmentSizes"],
        props: DEALLOC_PROPS,
        ..OpDef::new("bufferization.dealloc")
    });
    reg.add(OpDef {
        parse: Some(parse_materialize),
        print: Some(print_materialize),
        verify: Some(verify_materialize),
        effects: Some(materialize_effects),
        shape: Some(OpShape::fixed(2, 0).with_results(Arity::Any)),
        inherent_attrs: &["restrict", "writable"],
        props: MATERIALIZE_PROPS,
        ..OpDef::new("bufferization.materialize_in_destination")
    });
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: 1, signedness: affine_ir::context::Signedness::Signless })
}

/// `AnyShaped`: a vector, tensor or memref.
fn is_shaped(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Vector { .. }
            | TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
    )
}

/// A memref type as `type($x)` of a `BaseMemRefType` operand parses it
/// (another type: "invalid kind of type specified", naming no kind).
fn parse_base_memref_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if !is_any_memref(p.ctx, t) {
        return Err(custom_error(p, st, at, "invalid kind of type specified"));
    }
    Ok(t)
}

// ----------------------------------------------------------------------
// bufferization.clone
// ----------------------------------------------------------------------

/// `$input attr-dict : type($input) to type($output)`.
fn parse_clone(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_base_memref_type(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_base_memref_type(p, st)?;
    p.resolve_operand(&v, from, &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

fn verify_clone(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_operand(ctx, op, 0, ANY_MEMREF, is_any_memref)?;
    check_result(ctx, op, 0, ANY_MEMREF, is_any_memref)
}

/// `MemRead` on the input; `MemWrite` and `MemAlloc` on the output.
fn clone_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    out.push(MemEffect { kind: EffectKind::Read, value: Some(ctx.ir.operands(op)[0]) });
    let r = ctx.ir.results(op)[0];
    out.push(MemEffect { kind: EffectKind::Write, value: Some(r) });
    out.push(MemEffect { kind: EffectKind::Allocate, value: Some(r) });
}

/// MLIR's `CloneOp::fold` (`memref::foldMemRefCast`): an operand made by a
/// `memref.cast` of a ranked memref reads the cast's source, in place.
fn fold_clone(ctx: &mut Context, op: OpId, _: &[Option<Attribute>], _: &mut Vec<FoldResult>) -> bool {
    crate::affine::fold::fold_memref_cast(ctx, op, None)
}

/// `clone`'s canonicalization pattern (22's `SimplifyClones`).
fn clone_patterns(_: &str, set: &mut RewritePatternSet) {
    set.add_fn("SimplifyClones", "bufferization.clone", simplify_clones);
}

/// The effects `op` itself declares (MLIR's `MemoryEffectOpInterface`;
/// empty for an op without the interface).
fn own_effects(ctx: &Context, op: OpId) -> Vec<MemEffect> {
    let mut effects = Vec::new();
    if let Some(f) = ctx.op_def(ctx.ir.op(op).name).and_then(|d| d.effects) {
        f(ctx, op, &mut effects);
    }
    effects
}

/// MLIR's `memref::findDealloc`: the one user of `v` that frees it
/// (`Some(None)`: none), `None` if there are several.
fn find_dealloc(ctx: &Context, v: ValueId) -> Option<Option<OpId>> {
    let mut found = None;
    for u in ctx.ir.uses(v) {
        if found == Some(u.op)
            || !own_effects(ctx, u.op).iter().any(|e| e.kind == EffectKind::Free && e.value == Some(v))
        {
            continue;
        }
        if found.is_some() {
            return None;
        }
        found = Some(u.op);
    }
    Some(found)
}

/// MLIR's `SimplifyClones`: an unused clone is erased; otherwise, when the
/// clone or its source (looked through view-like ops) is freed by exactly
/// one dealloc, the two not in one block, and the one in the clone's block
/// comes after the clone with nothing freeing memory in between, the clone
/// becomes its source (through a `memref.cast` if the types differ) and
/// that dealloc is erased.
fn simplify_clones(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let result = rw.ctx.ir.result(op, 0);
    if rw.ctx.ir.use_empty(result) {
        rw.erase_op(op);
        return true;
    }
    let ctx = &*rw.ctx;
    let source = ctx.ir.operands(op)[0];
    let (source_type, clone_type) = (ctx.ir.value_type(source), ctx.ir.value_type(result));
    if source_type != clone_type && !crate::memref::memref_cast_compatible(ctx, source_type, clone_type) {
        return false;
    }
    let mut canonical = source;
    while let Some(def) = ctx.ir.defining_op(canonical)
        && ctx.ir.results(def).first() == Some(&canonical)
        && let Some(src) = crate::memref::view_source(ctx, def)
    {
        canonical = src;
    }
    let Some(clone_dealloc) = find_dealloc(ctx, result) else { return false };
    let Some(source_dealloc) = find_dealloc(ctx, canonical) else { return false };
    let block_of = |o: OpId| ctx.ir.op(o).parent;
    if let (Some(c), Some(s)) = (clone_dealloc, source_dealloc)
        && block_of(c) == block_of(s)
    {
        return false;
    }
    let here = block_of(op);
    let Some(redundant) =
        clone_dealloc.filter(|&c| block_of(c) == here).or_else(|| source_dealloc.filter(|&s| block_of(s) == here))
    else {
        return false;
    };
    // No op between the clone and the dealloc frees anything.
    let mut pos = ctx.ir.op(op).next;
    loop {
        match pos {
            None => return false,
            Some(p) if p == redundant => break,
            Some(p) => {
                if own_effects(ctx, p).iter().any(|e| e.kind == EffectKind::Free) {
                    return false;
                }
                pos = ctx.ir.op(p).next;
            }
        }
    }
    let mut replacement = source;
    if source_type != clone_type {
        let loc = ctx.ir.op(op).loc;
        let name = rw.ctx.op_name("memref.cast");
        let mut st = OpState::new(name, loc);
        st.operands.push(source);
        st.result_types.push(clone_type);
        rw.set_insertion_point_before(op);
        let cast = rw.create(st);
        replacement = rw.ctx.ir.result(cast, 0);
    }
    rw.replace_op(op, &[replacement]);
    rw.erase_op(redundant);
    true
}

// ----------------------------------------------------------------------
// bufferization.to_tensor / to_buffer (registered in `tensor.rs`)
// ----------------------------------------------------------------------

/// `to_tensor`'s folder (22's `ToTensorOp::fold`): the tensor of a
/// `to_buffer` right before it in its block.
pub(crate) fn fold_to_tensor(
    ctx: &mut Context,
    op: OpId,
    _: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
) -> bool {
    let Some(def) = ctx.ir.defining_op(ctx.ir.operands(op)[0]) else { return false };
    if ctx.op_name_str(ctx.ir.op(def).name) != "bufferization.to_buffer"
        || ctx.ir.op(def).parent != ctx.ir.op(op).parent
        || ctx.ir.op(def).next != Some(op)
    {
        return false;
    }
    results.push(FoldResult::Value(ctx.ir.operands(def)[0]));
    true
}

/// `to_tensor`'s canonicalization pattern (22's `DimOfToTensorFolder`).
pub(crate) fn to_tensor_patterns(_: &str, set: &mut RewritePatternSet) {
    set.add_fn("DimOfToTensorFolder", "tensor.dim", dim_of_to_tensor);
}

/// `to_buffer`'s canonicalization patterns, in 22's order (`DimOfCastOp`,
/// `LoadOfToBuffer`, `ToBufferOfCast`; of `ToBufferToTensorFolding` the
/// folder does the case of equal types, the others are not here).
pub(crate) fn to_buffer_patterns(_: &str, set: &mut RewritePatternSet) {
    set.add_fn("DimOfCastOp", "memref.dim", dim_of_to_buffer);
    set.add_fn("LoadOfToBuffer", "memref.load", load_of_to_buffer);
    set.add_fn("ToBufferOfCast", "bufferization.to_buffer", to_buffer_of_cast);
}

/// The operand of the op named `name` defining `v`.
fn operand_of(ctx: &Context, v: ValueId, name: &str) -> Option<ValueId> {
    let def = ctx.ir.defining_op(v)?;
    (ctx.op_name_str(ctx.ir.op(def).name) == name).then(|| ctx.ir.operands(def)[0])
}

/// Replaces `op` by the op `name` on `operands` with `op`'s result types.
fn replace_with(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, operands: Vec<ValueId>) {
    let d = rw.ctx.ir.op(op);
    let loc = d.loc;
    let types: Vec<Type> = rw.ctx.ir.results(op).iter().map(|&r| rw.ctx.ir.value_type(r)).collect();
    let n = rw.ctx.op_name(name);
    let mut st = OpState::new(n, loc);
    st.operands = operands;
    st.result_types = types;
    rw.set_insertion_point_before(op);
    rw.replace_op_with_new(op, st);
}

/// `DimOfToTensorFolder`: `tensor.dim` of a `to_tensor` is the `memref.dim`
/// of its buffer.
fn dim_of_to_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let operands = rw.ctx.ir.operands(op).to_vec();
    let Some(buffer) = operand_of(rw.ctx, operands[0], "bufferization.to_tensor") else { return false };
    replace_with(rw, op, "memref.dim", vec![buffer, operands[1]]);
    true
}

/// `DimOfCastOp`: `memref.dim` of a `to_buffer` is the `tensor.dim` of its
/// tensor.
fn dim_of_to_buffer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let operands = rw.ctx.ir.operands(op).to_vec();
    let Some(tensor) = operand_of(rw.ctx, operands[0], "bufferization.to_buffer") else { return false };
    replace_with(rw, op, "tensor.dim", vec![tensor, operands[1]]);
    true
}

/// `LoadOfToBuffer`: `memref.load` of a `to_buffer` is a `tensor.extract`
/// of its tensor.
fn load_of_to_buffer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mut operands = rw.ctx.ir.operands(op).to_vec();
    let Some(tensor) = operand_of(rw.ctx, operands[0], "bufferization.to_buffer") else { return false };
    operands[0] = tensor;
    replace_with(rw, op, "tensor.extract", operands);
    true
}

/// `ToBufferOfCast`: `to_buffer` of a `tensor.cast` of a ranked tensor is
/// a `memref.cast` of a `to_buffer` (the same layout, memory space and
/// `read_only`) of the cast's source.
fn to_buffer_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(src) = operand_of(ctx, ctx.ir.operands(op)[0], "tensor.cast") else { return false };
    let TypeData::RankedTensor { shape, elem, .. } = ctx.type_data(ctx.ir.value_type(src)).clone() else {
        return false;
    };
    let result_type = ctx.ir.value_type(ctx.ir.result(op, 0));
    let memref_type = match ctx.type_data(result_type).clone() {
        TypeData::MemRef { layout, memory_space, .. } => TypeData::MemRef { shape, elem, layout, memory_space },
        TypeData::UnrankedMemRef { memory_space, .. } => TypeData::MemRef { shape, elem, layout: None, memory_space },
        _ => return false,
    };
    let d = ctx.ir.op(op);
    let (name, loc) = (d.name, d.loc);
    let props: Vec<_> = d.props.iter().copied().collect();
    let memref_type = rw.ctx.ty(memref_type);
    let mut st = OpState::new(name, loc);
    st.operands.push(src);
    st.result_types.push(memref_type);
    st.props = props.into_iter().collect();
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let buffer = rw.ctx.ir.result(new, 0);
    replace_with(rw, op, "memref.cast", vec![buffer]);
    true
}

// ----------------------------------------------------------------------
// bufferization.dealloc
// ----------------------------------------------------------------------

/// `($memrefs : types) if ($conditions)` and `retain ($retained : types)`,
/// both optional, then attr-dict; one `i1` result per retained memref.
fn parse_dealloc(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let mut memrefs: Vec<UnresolvedOperand> = Vec::new();
    let mut memref_types = Vec::new();
    let mut conditions: Vec<UnresolvedOperand> = Vec::new();
    if p.consume_if(Tok::LParen) {
        let at = p.offset();
        memrefs = p.parse_operand_list()?;
        p.expect(Tok::Colon)?;
        memref_types = p.parse_type_list()?;
        p.expect(Tok::RParen)?;
        check_count(p, st, at, memrefs.len(), memref_types.len())?;
        parse_kw(p, st, "if")?;
        p.expect(Tok::LParen)?;
        conditions = p.parse_operand_list()?;
        p.expect(Tok::RParen)?;
    }
    let mut retained: Vec<UnresolvedOperand> = Vec::new();
    let mut retained_types = Vec::new();
    if p.parse_optional_keyword("retain") {
        p.expect(Tok::LParen)?;
        let at = p.offset();
        retained = p.parse_operand_list()?;
        p.expect(Tok::Colon)?;
        retained_types = p.parse_type_list()?;
        p.expect(Tok::RParen)?;
        check_count(p, st, at, retained.len(), retained_types.len())?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.resolve_operands(&memrefs, &memref_types, &mut st.operands)?;
    let i1 = p.ctx.int_type(1);
    p.resolve_operands(&conditions, &vec![i1; conditions.len()], &mut st.operands)?;
    p.resolve_operands(&retained, &retained_types, &mut st.operands)?;
    segment_sizes(p.ctx, st, &[memrefs.len() as i32, conditions.len() as i32, retained.len() as i32]);
    st.result_types.extend(std::iter::repeat_n(i1, retained.len()));
    Ok(())
}

/// ODS's operand/type count check of one `$x : type($x)` group.
fn check_count(p: &mut OpParser, st: &OpState, at: usize, operands: usize, types: usize) -> PResult<()> {
    if operands == types {
        return Ok(());
    }
    let msg = format!("number of operands and types do not match: got {operands} operands and {types} types");
    Err(custom_error(p, st, at, msg))
}

/// The three operand groups of a `dealloc` (empty when the segment sizes
/// do not fit the operands, which the verifier rejects).
fn dealloc_groups(ctx: &Context, op: OpId) -> [Vec<ValueId>; 3] {
    let ops = ctx.ir.operands(op);
    match crate::memref::segments(ctx, op) {
        Some(seg) if seg.len() == 3 && seg.iter().sum::<usize>() == ops.len() => {
            let (a, rest) = ops.split_at(seg[0]);
            let (b, c) = rest.split_at(seg[1]);
            [a.to_vec(), b.to_vec(), c.to_vec()]
        }
        _ => Default::default(),
    }
}

fn print_dealloc(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let [memrefs, conditions, retained] = dealloc_groups(ctx, op);
    let types = |vs: &[ValueId]| vs.iter().map(|&v| ctx.ir.value_type(v)).collect::<Vec<_>>();
    if !memrefs.is_empty() {
        p.write(" (");
        p.print_operands(&memrefs);
        p.write(" : ");
        p.print_types(&types(&memrefs));
        p.write(") if (");
        p.print_operands(&conditions);
        p.write(")");
    }
    if !retained.is_empty() {
        p.write(" retain (");
        p.print_operands(&retained);
        p.write(" : ");
        p.print_types(&types(&retained));
        p.write(")");
    }
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

fn verify_dealloc(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let seg = check_segments(ctx, op, 3)?;
    let n = ctx.ir.operands(op).len();
    let conditions = seg[0]..seg[0] + seg[1];
    check_operands(ctx, op, 0..seg[0], "variadic of ranked or unranked memref of any type values", is_any_memref)?;
    check_operands(ctx, op, conditions, "variadic of 1-bit signless integer", is_i1)?;
    check_operands(
        ctx,
        op,
        seg[0] + seg[1]..n,
        "variadic of ranked or unranked memref of any type values",
        is_any_memref,
    )?;
    for i in 0..ctx.ir.results(op).len() {
        check_result(ctx, op, i, "variadic of 1-bit signless integer", is_i1)?;
    }
    if seg[0] != seg[1] {
        return Err(op_error(ctx, op, "must have the same number of conditions as memrefs to deallocate"));
    }
    if seg[2] != ctx.ir.results(op).len() {
        return Err(op_error(
            ctx,
            op,
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    Ok(())
}

/// Registers 22's `DeallocOp` canonicalization patterns, in its order.
fn dealloc_patterns(_: &str, set: &mut RewritePatternSet) {
    set.add_fn("DeallocRemoveDuplicateDeallocMemrefs", "bufferization.dealloc", remove_duplicate_memrefs);
    set.add_fn("DeallocRemoveDuplicateRetainedMemrefs", "bufferization.dealloc", remove_duplicate_retained);
    set.add_fn("EraseEmptyDealloc", "bufferization.dealloc", erase_empty_dealloc);
    set.add_fn("EraseAlwaysFalseDealloc", "bufferization.dealloc", erase_always_false_dealloc);
    set.add_fn("RemoveAllocDeallocPairWhenNoOtherUsers", "bufferization.dealloc", remove_alloc_dealloc_pair);
}

/// Replaces the memrefs and conditions of `op` (its retained memrefs
/// stay) unless they are unchanged (22's `updateDeallocIfChanged`).
fn update_dealloc_if_changed(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    memrefs: Vec<ValueId>,
    conditions: Vec<ValueId>,
) -> bool {
    let [old_memrefs, old_conditions, retained] = dealloc_groups(rw.ctx, op);
    if old_memrefs == memrefs && old_conditions == conditions {
        return false;
    }
    rw.modify_op_in_place(op, |ctx| {
        let sizes = [memrefs.len() as i32, conditions.len() as i32, retained.len() as i32];
        let mut operands = memrefs;
        operands.extend(conditions);
        operands.extend(retained);
        ctx.ir.set_operands(op, operands);
        let a = ctx.dense_i32_array_attr(&sizes);
        crate::arith::set_prop(ctx, op, "operandSegmentSizes", a);
    });
    true
}

/// A memref deallocated twice is deallocated once, under the `arith.ori`
/// of its conditions.
fn remove_duplicate_memrefs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let [memrefs, conditions, _] = dealloc_groups(rw.ctx, op);
    let mut new_memrefs: Vec<ValueId> = Vec::new();
    let mut new_conditions: Vec<ValueId> = Vec::new();
    for (m, c) in memrefs.into_iter().zip(conditions) {
        match new_memrefs.iter().position(|&x| x == m) {
            Some(i) if new_conditions[i] != c => {
                let loc = rw.ctx.ir.op(op).loc;
                rw.set_insertion_point_before(op);
                let name = rw.ctx.op_name("arith.ori");
                let mut st = OpState::new(name, loc);
                st.operands.extend([new_conditions[i], c]);
                let i1 = rw.ctx.int_type(1);
                st.result_types.push(i1);
                let or = rw.create(st);
                new_conditions[i] = rw.ctx.ir.results(or)[0];
            }
            Some(_) => {}
            None => {
                new_memrefs.push(m);
                new_conditions.push(c);
            }
        }
    }
    update_dealloc_if_changed(rw, op, new_memrefs, new_conditions)
}

/// A memref retained twice is retained once; both results become the one
/// result of a new dealloc.
fn remove_duplicate_retained(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let [memrefs, conditions, retained] = dealloc_groups(rw.ctx, op);
    let mut unique: Vec<ValueId> = Vec::new();
    let mut index = Vec::with_capacity(retained.len());
    for &r in &retained {
        match unique.iter().position(|&x| x == r) {
            Some(i) => index.push(i),
            None => {
                index.push(unique.len());
                unique.push(r);
            }
        }
    }
    if unique.len() == retained.len() {
        return false;
    }
    let loc = rw.ctx.ir.op(op).loc;
    let name = rw.ctx.op_name("bufferization.dealloc");
    let mut st = OpState::new(name, loc);
    let sizes = [memrefs.len() as i32, conditions.len() as i32, unique.len() as i32];
    st.operands.extend(memrefs);
    st.operands.extend(conditions);
    st.operands.extend(unique.iter().copied());
    segment_sizes(rw.ctx, &mut st, &sizes);
    let i1 = rw.ctx.int_type(1);
    st.result_types.extend(std::iter::repeat_n(i1, unique.len()));
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let results = rw.ctx.ir.results(new).to_vec();
    let replacements: Vec<ValueId> = index.into_iter().map(|i| results[i]).collect();
    rw.replace_op(op, &replacements);
    true
}

/// A dealloc of no memrefs is erased; its results are `false`.
fn erase_empty_dealloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let [memrefs, _, _] = dealloc_groups(rw.ctx, op);
    if !memrefs.is_empty() || crate::memref::segments(rw.ctx, op).is_none_or(|s| s.len() != 3) {
        return false;
    }
    let n = rw.ctx.ir.results(op).len();
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let i1 = rw.ctx.int_type(1);
    let f = rw.ctx.bool_attr(false);
    let c = crate::arith::fold::build_constant(rw, f, i1, loc);
    let v = rw.ctx.ir.results(c)[0];
    rw.replace_op(op, &vec![v; n]);
    true
}

/// Memrefs deallocated under a constant `false` condition are dropped.
fn erase_always_false_dealloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let [memrefs, conditions, _] = dealloc_groups(rw.ctx, op);
    let is_false =
        |ctx: &Context, c: ValueId| constant_value(ctx, c).is_some_and(|a| matches!(ctx.attr_int(a), Some(0)));
    let (kept_memrefs, kept_conditions): (Vec<ValueId>, Vec<ValueId>) =
        memrefs.into_iter().zip(conditions).filter(|&(_, c)| !is_false(rw.ctx, c)).unzip();
    update_dealloc_if_changed(rw, op, kept_memrefs, kept_conditions)
}

/// An allocation whose only use is this dealloc and whose only effect is
/// allocating it is erased, and the memref dropped from the dealloc.
fn remove_alloc_dealloc_pair(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let [memrefs, conditions, _] = dealloc_groups(rw.ctx, op);
    let mut new_memrefs = Vec::new();
    let mut new_conditions = Vec::new();
    let mut to_delete = Vec::new();
    for (m, c) in memrefs.into_iter().zip(conditions) {
        if let Some(def) = rw.ctx.ir.defining_op(m)
            && only_allocates(rw.ctx, def, m)
            && rw.ctx.ir.uses(m).len() == 1
        {
            to_delete.push(def);
            continue;
        }
        new_memrefs.push(m);
        new_conditions.push(c);
    }
    if !update_dealloc_if_changed(rw, op, new_memrefs, new_conditions) {
        return false;
    }
    for def in to_delete {
        rw.erase_op(def);
    }
    true
}

/// True if `op` declares effects on `v` and all allocate it (22's
/// `hasSingleEffect<Allocate>(op, v)`; effects on other values and on no
/// value are not looked at).
fn only_allocates(ctx: &Context, op: OpId, v: ValueId) -> bool {
    let Some(f) = ctx.op_def(ctx.ir.op(op).name).and_then(|d| d.effects) else { return false };
    let mut effects = Vec::new();
    f(ctx, op, &mut effects);
    let on_v: Vec<&MemEffect> = effects.iter().filter(|e| e.value == Some(v)).collect();
    !on_v.is_empty() && on_v.iter().all(|e| e.kind == EffectKind::Allocate)
}

// ----------------------------------------------------------------------
// bufferization.materialize_in_destination
// ----------------------------------------------------------------------

/// `$source in (restrict)? (writable)? $dest attr-dict :
/// functional-type(operands, results)`.
fn parse_materialize(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_kw(p, st, "in")?;
    for kw in ["restrict", "writable"] {
        if p.parse_optional_keyword(kw) {
            let unit = p.ctx.unit_attr();
            set_state_prop(p.ctx, st, kw, unit);
        }
    }
    let dest = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let at = p.offset();
    let ft = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(ft).clone() else {
        return Err(p.error_at(at, "expected a function type"));
    };
    if inputs.len() != 2 {
        let msg = format!("number of operands and types do not match: got 2 operands and {} types", inputs.len());
        return Err(name_error(p, st, msg));
    }
    p.resolve_operand(&src, inputs[0], &mut st.operands)?;
    p.resolve_operand(&dest, inputs[1], &mut st.operands)?;
    st.result_types.extend(results);
    Ok(())
}

fn print_materialize(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ops = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(" in");
    for kw in ["restrict", "writable"] {
        if prop(ctx, op, kw).is_some() {
            p.write(" ");
            p.write(kw);
        }
    }
    p.write(" ");
    p.print_operand(ops[1]);
    p.print_optional_attr_dict(op, &["restrict", "writable"]);
    p.write(" : ");
    let results = ctx.ir.results(op).to_vec();
    p.print_functional_type(&ops, &results);
}

fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } | TypeData::Vector { shape, .. } => {
            Some(shape.clone())
        }
        _ => None,
    }
}

fn verify_materialize(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let results = ctx.ir.results(op).to_vec();
    if results.len() > 1 {
        return Err(op_error(
            ctx,
            op,
            format!("result group starting at #0 requires 0 or 1 element, but found {}", results.len()),
        ));
    }
    for decl in MATERIALIZE_PROPS {
        if let Some(a) = prop(ctx, op, decl.name)
            && !decl.satisfies(ctx, a)
        {
            return Err(op_error(
                ctx,
                op,
                format!("attribute '{}' failed to satisfy constraint: {}", decl.name, decl.summary),
            ));
        }
    }
    check_operand(ctx, op, 0, "tensor of any type values", is_tensor)?;
    check_operand(ctx, op, 1, "shaped of any type values", is_shaped)?;
    if !results.is_empty() {
        check_result(ctx, op, 0, "tensor of any type values", is_tensor)?;
    }
    let (source, dest) = (ctx.ir.value_type(ctx.ir.operands(op)[0]), ctx.ir.value_type(ctx.ir.operands(op)[1]));
    if elem_or_self(ctx, source) != elem_or_self(ctx, dest) {
        return Err(op_error(ctx, op, "failed to verify that all of {source, dest} have same element type"));
    }
    let dest_is_memref = is_any_memref(ctx, dest);
    if !is_tensor(ctx, dest) && !dest_is_memref {
        return Err(op_error(ctx, op, "'dest' must be a tensor or a memref"));
    }
    if is_tensor(ctx, dest) {
        if results.len() != 1 {
            return Err(op_error(ctx, op, "tensor 'dest' implies exactly one tensor result"));
        }
        if ctx.ir.value_type(results[0]) != dest {
            return Err(op_error(ctx, op, "result and 'dest' types must match"));
        }
    }
    if dest_is_memref && !results.is_empty() {
        return Err(op_error(ctx, op, "memref 'dest' implies zero results"));
    }
    if prop(ctx, op, "restrict").is_some() && !dest_is_memref {
        return Err(op_error(ctx, op, "'restrict' is valid only for memref destinations"));
    }
    if prop(ctx, op, "writable").is_some() != dest_is_memref {
        return Err(op_error(ctx, op, "'writable' must be specified if and only if the destination is of memref type"));
    }
    match (shape_of(ctx, source), shape_of(ctx, dest)) {
        (Some(s), Some(d)) => {
            if s.len() != d.len() {
                return Err(op_error(ctx, op, "rank mismatch between source and destination shape"));
            }
            let dynamic = affine_ir::context::DYNAMIC;
            if s.iter().zip(&d).any(|(&a, &b)| a != dynamic && b != dynamic && a != b) {
                return Err(op_error(ctx, op, "source/destination shapes are incompatible"));
            }
        }
        (None, None) => {}
        _ => return Err(op_error(ctx, op, "source/destination shapes are incompatible")),
    }
    Ok(())
}

/// `MemWrite` on a memref destination; nothing on a tensor one.
fn materialize_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let dest = ctx.ir.operands(op)[1];
    if is_any_memref(ctx, ctx.ir.value_type(dest)) {
        out.push(MemEffect { kind: EffectKind::Write, value: Some(dest) });
    }
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn forms_and_errors() {
        let src = "func.func @f(%m: memref<4xf32>, %u: memref<*xf32>, %c: i1, %t: tensor<4xf32>) {\n %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>\n %1 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%u : memref<*xf32>)\n bufferization.dealloc\n %2 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()\n return\n}";
        let out = roundtrip(src);
        for line in [
            "%0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>",
            "%1 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg1 : memref<*xf32>)",
            "    bufferization.dealloc\n",
            "%2 = bufferization.materialize_in_destination %arg3 in %arg3 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>",
            "bufferization.materialize_in_destination %arg3 in restrict writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()",
        ] {
            assert!(out.contains(line), "{line}\n{out}");
        }
        let g = roundtrip_generic(src);
        assert!(
            g.contains("<{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<*xf32>) -> i1"),
            "{g}"
        );
        let e = error(
            "func.func @f(%m: memref<4xf32>, %c: i1) {\n bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)\n return\n}",
        );
        assert!(e.contains("must have the same number of conditions as memrefs to deallocate"), "{e}");
        let e = error(
            "func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) {\n bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()\n return\n}",
        );
        assert!(e.contains("'writable' must be specified if and only if the destination is of memref type"), "{e}");
    }
}
