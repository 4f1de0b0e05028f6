//! `-lower-affine` (MLIR's `AffineToStandard.cpp` and the index-op
//! expansion of `AffineExpandIndexOps.cpp`): every affine op becomes `scf`,
//! `arith`, `memref` and `vector` ops, exactly as `mlir-opt` 22 expands it.
//!
//! MLIR runs these patterns with its dialect conversion driver (a partial
//! conversion where `arith`, `memref`, `scf` and `vector` are legal), and
//! this pass follows that driver: the ops nested in the op it runs on are
//! collected in pre-order (blocks of a region from the entry block,
//! successors last-pushed-first), and each op that is not legal is first
//! folded (a folded op is replaced by constants materialized right before
//! it, an op folded in place is tried again) and otherwise rewritten by its
//! pattern. Ops created by the patterns are legal; the bodies moved into
//! `scf` ops are lowered when their turn comes.
//!
//! Expansion of an affine expression (`expand_affine_expr`): `+` is
//! `arith.addi`, `*` is `arith.muli` with `nsw`, `mod` a remainder corrected
//! for negative values, `floordiv` / `ceildiv` one `arith.divsi` around
//! selects; every constant is its own `arith.constant` (the canonicalizer
//! merges them later, not this pass). A division or modulus by a
//! non-positive constant is an error at the op, which then stays.

use affine_dialects::affine::{
    AffineAccessView, AffineApplyView, AffineDmaStartView, AffineDmaWaitView, AffineForView, AffineIfView,
    AffineIndexOpView, AffineParallelView, AffinePrefetchView, BasisElem, ReductionKind, names,
};
use affine_ir::affine::{AffineExpr, AffineExprData, AffineExprKind, AffineMap};
use affine_ir::context::{AttrData, Attribute, Location, NamedAttr, Type};
use affine_ir::dialect::traits;
use affine_ir::fxhash::FxHashSet;
use affine_ir::ir::{BlockId, InsertPoint, OpState, RegionId, ValueId};
use affine_ir::rewrite::{
    FoldOutcome, FoldResult, NoListener, PatternRewriter, constant_op_value, fold_op, materialize_constant, op_dialect,
};
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let mut errors = Vec::new();
        lower_affine(ctx, op, &mut errors);
        for e in errors {
            sink.emit(ctx, e);
        }
        Ok(())
    }
}

/// Registry entry for `-lower-affine`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "lower-affine",
        summary: "Lower Affine operations to a combination of Arith and SCF operations",
        options: vec![],
        anchor: None,
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(LowerAffine)
}

/// Lowers every affine op nested in `root`; diagnostics (a division by a
/// non-positive constant, an unsupported reduction) go to `errors`, the ops
/// concerned stay.
pub fn lower_affine(ctx: &mut Context, root: OpId, errors: &mut Vec<Diagnostic>) {
    let ops = conversion_set(ctx, root);
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, &mut listener);
    let mut conv = Conversion { errors, replaced: Vec::new(), ignored: FxHashSet::default() };
    for op in ops {
        if rw.ctx.ir.is_alive(op) && !conv.ignored.contains(&op) {
            legalize(&mut rw, op, &mut conv);
        }
    }
    conv.commit(&mut rw);
}

/// The state of a conversion (MLIR's `ConversionPatternRewriter`): replaced
/// ops stay in the IR, with their uses, until the end, so that folds and
/// patterns still see the ops that defined their operands; then their uses
/// are redirected (in the order the replacements were made) and they are
/// erased.
struct Conversion<'e> {
    errors: &'e mut Vec<Diagnostic>,
    replaced: Vec<(OpId, Vec<ValueId>)>,
    /// Replaced ops and the ops nested in them (never converted again).
    ignored: FxHashSet<OpId>,
}

impl Conversion<'_> {
    /// Replaces `op` by `values` at the end of the conversion.
    fn replace(&mut self, rw: &mut PatternRewriter<'_>, op: OpId, values: &[ValueId]) {
        rw.ctx.ir.walk_pre(op, &mut |o| {
            self.ignored.insert(o);
        });
        self.replaced.push((op, values.to_vec()));
    }

    fn commit(self, rw: &mut PatternRewriter<'_>) {
        // A replacement value may itself be the result of an op replaced
        // later (a fold to an operand): follow the chain to the final value.
        let mut mapping: affine_ir::fxhash::FxHashMap<ValueId, ValueId> = Default::default();
        for (op, values) in &self.replaced {
            for (&r, &v) in rw.ctx.ir.results(*op).iter().zip(values) {
                mapping.insert(r, v);
            }
        }
        let resolve = |mut v: ValueId| {
            let mut steps = 0;
            while let Some(&n) = mapping.get(&v) {
                if n == v || steps > mapping.len() {
                    break;
                }
                v = n;
                steps += 1;
            }
            v
        };
        for (op, _) in &self.replaced {
            let results = rw.ctx.ir.results(*op).to_vec();
            for r in results {
                let v = resolve(r);
                rw.ctx.ir.replace_all_uses(r, v);
            }
        }
        for (op, _) in self.replaced.into_iter().rev() {
            if rw.ctx.ir.is_alive(op) {
                rw.erase_op(op);
            }
        }
    }
}

/// The ops nested in `root` in MLIR's conversion order.
fn conversion_set(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in ctx.ir.regions(root) {
        collect_region(ctx, r, &mut out);
    }
    out
}

fn collect_region(ctx: &Context, r: RegionId, out: &mut Vec<OpId>) {
    let Some(entry) = ctx.ir.entry_block(r) else { return };
    let mut visited: FxHashSet<BlockId> = FxHashSet::default();
    visited.insert(entry);
    let mut worklist = vec![entry];
    while let Some(b) = worklist.pop() {
        for op in ctx.ir.block_ops(b) {
            out.push(op);
            for &nested in ctx.ir.regions(op) {
                collect_region(ctx, nested, out);
            }
        }
        if let Some(t) = ctx.ir.block(b).last {
            for &s in &ctx.ir.op(t).successors {
                if visited.insert(s) {
                    worklist.push(s);
                }
            }
        }
    }
}

/// Ops of the dialects the conversion target declares legal.
fn is_legal(ctx: &Context, op: OpId) -> bool {
    matches!(op_dialect(ctx, op), "arith" | "memref" | "scf" | "vector")
}

fn legalize(rw: &mut PatternRewriter<'_>, op: OpId, conv: &mut Conversion<'_>) -> bool {
    if is_legal(rw.ctx, op) {
        return true;
    }
    match try_fold(rw, op, conv) {
        // MLIR's `legalizeWithFold` returns the result of legalizing the
        // op folded in place; when that fails, `legalize` goes on to the
        // pattern once more (a pattern that fails with an error reports it
        // again), with the fold kept.
        Folded::InPlace if legalize(rw, op, conv) => return true,
        Folded::Replaced => return true,
        Folded::InPlace | Folded::No => {}
    }
    apply_pattern(rw, op, conv)
}

enum Folded {
    No,
    InPlace,
    Replaced,
}

/// MLIR's `legalizeWithFold`: folds `op`; materialized constants go right
/// before it and must themselves be legal, or the fold is undone.
fn try_fold(rw: &mut PatternRewriter<'_>, op: OpId, conv: &mut Conversion<'_>) -> Folded {
    if rw.ctx.op_has_trait(op, traits::CONSTANT_LIKE) && constant_op_value(rw.ctx, op).is_some() {
        return Folded::No;
    }
    let results = match fold_op(rw.ctx, op) {
        FoldOutcome::Failed => return Folded::No,
        FoldOutcome::InPlace => return Folded::InPlace,
        FoldOutcome::Results(r) => r,
    };
    let dialect = op_dialect(rw.ctx, op).to_string();
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut values = Vec::with_capacity(results.len());
    let mut made = Vec::new();
    for (i, r) in results.into_iter().enumerate() {
        match r {
            FoldResult::Value(v) => values.push(v),
            FoldResult::Attr(a) => {
                let ty = rw.ctx.ir.value_type(rw.ctx.ir.result(op, i));
                match materialize_constant(rw, &dialect, a, ty, loc) {
                    Some(c) if is_legal(rw.ctx, c) => {
                        made.push(c);
                        values.push(rw.ctx.ir.result(c, 0));
                    }
                    other => {
                        made.extend(other);
                        for c in made {
                            rw.erase_op(c);
                        }
                        return Folded::No;
                    }
                }
            }
        }
    }
    conv.replace(rw, op, &values);
    Folded::Replaced
}

/// Rewrites `op` with its pattern. A pattern that fails (a division by a
/// non-positive constant, an unsupported reduction) may already have built
/// part of the expansion before `op`: those ops are erased again, as MLIR's
/// conversion driver rolls back everything a failed pattern created.
fn apply_pattern(rw: &mut PatternRewriter<'_>, op: OpId, conv: &mut Conversion<'_>) -> bool {
    let before = rw.ctx.ir.op(op).prev;
    let rewritten = run_pattern(rw, op, conv);
    if !rewritten {
        while let Some(created) = rw.ctx.ir.op(op).prev {
            if Some(created) == before {
                break;
            }
            rw.erase_op(created);
        }
    }
    rewritten
}

fn run_pattern(rw: &mut PatternRewriter<'_>, op: OpId, conv: &mut Conversion<'_>) -> bool {
    let name = rw.ctx.op_name_str(rw.ctx.ir.op(op).name).to_string();
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut ex = Expander { loc, conv };
    match name.as_str() {
        names::APPLY | names::MIN | names::MAX => lower_apply(rw, op, &mut ex),
        names::LOAD | names::STORE | names::VECTOR_LOAD | names::VECTOR_STORE => lower_access(rw, op, &mut ex),
        names::PREFETCH => lower_prefetch(rw, op, &mut ex),
        names::DMA_START => lower_dma_start(rw, op, &mut ex),
        names::DMA_WAIT => lower_dma_wait(rw, op, &mut ex),
        names::FOR => lower_for(rw, op, &mut ex),
        names::IF => lower_if(rw, op, &mut ex),
        names::PARALLEL => lower_parallel(rw, op, &mut ex),
        names::YIELD => lower_yield(rw, op, &mut ex),
        names::DELINEARIZE_INDEX => lower_index_op(rw, op, &mut ex, expand_delinearize_index),
        names::LINEARIZE_INDEX => lower_index_op(rw, op, &mut ex, expand_linearize_index),
        _ => false,
    }
}

// ----------------------------------------------------------------------
// Building ops
// ----------------------------------------------------------------------

/// Creates op `name` at the insertion point.
fn build(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    props: Vec<(&str, Attribute)>,
    loc: Location,
) -> OpId {
    let n = rw.ctx.op_name(name);
    let mut st = OpState::new(n, loc);
    st.operands = operands;
    st.result_types = results;
    for (k, v) in props {
        let id = rw.ctx.ident(k);
        st.props.push(NamedAttr { name: id, value: v });
    }
    if let Some(normalize) = rw.ctx.op_def(n).and_then(|d| d.normalize) {
        let _ = normalize(rw.ctx, &mut st);
    }
    rw.create(st)
}

fn result(rw: &PatternRewriter<'_>, op: OpId) -> ValueId {
    rw.ctx.ir.result(op, 0)
}

fn index_constant(rw: &mut PatternRewriter<'_>, v: i64, loc: Location) -> ValueId {
    let t = rw.ctx.index_type();
    let a = rw.ctx.index_attr(v);
    let c = build(rw, "arith.constant", vec![], vec![t], vec![("value", a)], loc);
    result(rw, c)
}

/// An index binary op (`arith.addi` etc.), with overflow flags where the op has them.
fn index_binary(rw: &mut PatternRewriter<'_>, name: &str, a: ValueId, b: ValueId, ovf: u32, loc: Location) -> ValueId {
    let t = rw.ctx.ir.value_type(a);
    let mut props = Vec::new();
    if matches!(name, "arith.addi" | "arith.subi" | "arith.muli") {
        let flags = overflow_attr(rw, ovf);
        props.push(("overflowFlags", flags));
    }
    let o = build(rw, name, vec![a, b], vec![t], props, loc);
    result(rw, o)
}

/// `#arith.overflow<..>` with bit 1 `nsw` and bit 2 `nuw`.
fn overflow_attr(rw: &mut PatternRewriter<'_>, bits: u32) -> Attribute {
    let text = match bits {
        0 => "none",
        1 => "nsw",
        2 => "nuw",
        _ => "nsw, nuw",
    };
    rw.ctx.attr(AttrData::Opaque(format!("arith.overflow<{text}>")))
}

fn cmpi(rw: &mut PatternRewriter<'_>, pred: &str, a: ValueId, b: ValueId, loc: Location) -> ValueId {
    let idx = affine_dialects::arith::CMPI_PREDICATES.iter().position(|p| *p == pred).unwrap_or(0);
    let i64t = rw.ctx.int_type(64);
    let pa = rw.ctx.int_attr(i64t, idx as i128);
    let t = i1_like(rw, rw.ctx.ir.value_type(a));
    let o = build(rw, "arith.cmpi", vec![a, b], vec![t], vec![("predicate", pa)], loc);
    result(rw, o)
}

fn i1_like(rw: &mut PatternRewriter<'_>, t: Type) -> Type {
    affine_dialects::arith::types::i1_same_shape(rw.ctx, t)
}

fn select(rw: &mut PatternRewriter<'_>, c: ValueId, a: ValueId, b: ValueId, loc: Location) -> ValueId {
    let t = rw.ctx.ir.value_type(a);
    let o = build(rw, "arith.select", vec![c, a, b], vec![t], vec![], loc);
    result(rw, o)
}

// ----------------------------------------------------------------------
// Affine expressions
// ----------------------------------------------------------------------

/// MLIR's `AffineApplyExpander`.
struct Expander<'e, 'c> {
    loc: Location,
    conv: &'e mut Conversion<'c>,
}

impl Expander<'_, '_> {
    /// Replaces `op` by `values` when the conversion ends.
    fn replace(&mut self, rw: &mut PatternRewriter<'_>, op: OpId, values: &[ValueId]) {
        self.conv.replace(rw, op, values);
    }

    /// The value of `e` over `dims` and `syms`, or `None` after an error.
    fn expr(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        e: AffineExpr,
        dims: &[ValueId],
        syms: &[ValueId],
    ) -> Option<ValueId> {
        let loc = self.loc;
        match rw.ctx.affine.data(e) {
            AffineExprData::Constant(c) => Some(index_constant(rw, c, loc)),
            AffineExprData::Dim(i) => dims.get(i as usize).copied(),
            AffineExprData::Symbol(i) => syms.get(i as usize).copied(),
            AffineExprData::Binary(kind, l, r) => {
                if matches!(kind, AffineExprKind::Mod | AffineExprKind::FloorDiv | AffineExprKind::CeilDiv)
                    && let Some(c) = rw.ctx.affine.as_constant(r)
                    && c <= 0
                {
                    let msg = if kind == AffineExprKind::Mod {
                        "modulo by non-positive value is not supported"
                    } else {
                        "division by non-positive value is not supported"
                    };
                    self.conv.errors.push(Diagnostic::error(loc, msg));
                    return None;
                }
                let lhs = self.expr(rw, l, dims, syms);
                let rhs = self.expr(rw, r, dims, syms);
                let (lhs, rhs) = (lhs?, rhs?);
                Some(match kind {
                    AffineExprKind::Add => index_binary(rw, "arith.addi", lhs, rhs, 0, loc),
                    AffineExprKind::Mul => index_binary(rw, "arith.muli", lhs, rhs, 1, loc),
                    AffineExprKind::Mod => {
                        let rem = index_binary(rw, "arith.remsi", lhs, rhs, 0, loc);
                        let zero = index_constant(rw, 0, loc);
                        let neg = cmpi(rw, "slt", rem, zero, loc);
                        let corrected = index_binary(rw, "arith.addi", rem, rhs, 0, loc);
                        select(rw, neg, corrected, rem, loc)
                    }
                    AffineExprKind::FloorDiv => {
                        let zero = index_constant(rw, 0, loc);
                        let minus_one = index_constant(rw, -1, loc);
                        let neg = cmpi(rw, "slt", lhs, zero, loc);
                        let dec = index_binary(rw, "arith.subi", minus_one, lhs, 0, loc);
                        let dividend = select(rw, neg, dec, lhs, loc);
                        let q = index_binary(rw, "arith.divsi", dividend, rhs, 0, loc);
                        let cq = index_binary(rw, "arith.subi", minus_one, q, 0, loc);
                        select(rw, neg, cq, q, loc)
                    }
                    _ => {
                        let zero = index_constant(rw, 0, loc);
                        let one = index_constant(rw, 1, loc);
                        let nonpos = cmpi(rw, "sle", lhs, zero, loc);
                        let negated = index_binary(rw, "arith.subi", zero, lhs, 0, loc);
                        let dec = index_binary(rw, "arith.subi", lhs, one, 0, loc);
                        let dividend = select(rw, nonpos, negated, dec, loc);
                        let q = index_binary(rw, "arith.divsi", dividend, rhs, 0, loc);
                        let nq = index_binary(rw, "arith.subi", zero, q, 0, loc);
                        let iq = index_binary(rw, "arith.addi", q, one, 0, loc);
                        select(rw, nonpos, nq, iq, loc)
                    }
                })
            }
        }
    }

    /// MLIR's `expandAffineMap`: every result of `map` over `operands`.
    fn map(&mut self, rw: &mut PatternRewriter<'_>, map: AffineMap, operands: &[ValueId]) -> Option<Vec<ValueId>> {
        let d = rw.ctx.affine.map_data(map).clone();
        let nd = (d.num_dims as usize).min(operands.len());
        let (dims, syms) = operands.split_at(nd);
        let values: Vec<Option<ValueId>> = d.results.iter().map(|&e| self.expr(rw, e, dims, syms)).collect();
        values.into_iter().collect()
    }

    /// The min (`max` false) or max of the results of `map`, as a chain of
    /// `arith.minsi` / `arith.maxsi`.
    fn reduce(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        map: AffineMap,
        operands: &[ValueId],
        max: bool,
    ) -> Option<ValueId> {
        let values = self.map(rw, map, operands)?;
        let loc = self.loc;
        let mut it = values.into_iter();
        let mut acc = it.next()?;
        for v in it {
            acc = index_binary(rw, if max { "arith.maxsi" } else { "arith.minsi" }, acc, v, 0, loc);
        }
        Some(acc)
    }
}

// ----------------------------------------------------------------------
// The patterns
// ----------------------------------------------------------------------

fn lower_apply(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let Some(v) = AffineApplyView::get(rw.ctx, op) else { return false };
    let (map, operands, min) = (v.map, v.operands.to_vec(), v.min);
    let value = match min {
        None => ex.map(rw, map, &operands).and_then(|v| v.first().copied()),
        Some(is_min) => ex.reduce(rw, map, &operands, !is_min),
    };
    let Some(value) = value else { return false };
    ex.replace(rw, op, &[value]);
    true
}

fn lower_access(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let Some(v) = AffineAccessView::get(rw.ctx, op) else { return false };
    let (kind, memref, map, operands, value) = (v.kind, v.memref, v.map, v.map_operands.to_vec(), v.value);
    let Some(indices) = ex.map(rw, map, &operands) else { return false };
    let loc = ex.loc;
    use affine_dialects::affine::AccessKind;
    let (name, mut ops, results) = match kind {
        AccessKind::Load => ("memref.load", vec![memref], vec![rw.ctx.ir.value_type(value)]),
        AccessKind::VectorLoad => ("vector.load", vec![memref], vec![rw.ctx.ir.value_type(value)]),
        AccessKind::Store => ("memref.store", vec![value, memref], vec![]),
        AccessKind::VectorStore => ("vector.store", vec![value, memref], vec![]),
    };
    ops.extend(indices);
    // MLIR's builders of the four ops set `nontemporal` to an explicit
    // `false` (a parsed op has none): it shows in the generic form, and CSE
    // in the same run does not merge such an op with a parsed one.
    let no = rw.ctx.bool_attr(false);
    let new = build(rw, name, ops, results, vec![("nontemporal", no)], loc);
    let new_results = rw.ctx.ir.results(new).to_vec();
    ex.replace(rw, op, &new_results);
    true
}

fn lower_prefetch(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let Some(v) = AffinePrefetchView::get(rw.ctx, op) else { return false };
    let (memref, map, operands) = (v.memref, v.map, v.map_operands.to_vec());
    let props: Vec<(String, Attribute)> = ["isDataCache", "isWrite", "localityHint"]
        .iter()
        .filter_map(|n| rw.ctx.lookup_ident(n).and_then(|i| rw.ctx.ir.attr(op, i)).map(|a| (n.to_string(), a)))
        .collect();
    let Some(indices) = ex.map(rw, map, &operands) else { return false };
    let mut ops = vec![memref];
    ops.extend(indices);
    let props: Vec<(&str, Attribute)> = props.iter().map(|(n, a)| (n.as_str(), *a)).collect();
    build(rw, "memref.prefetch", ops, vec![], props, ex.loc);
    ex.replace(rw, op, &[]);
    true
}

fn lower_dma_start(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let Some(v) = AffineDmaStartView::get(rw.ctx, op) else { return false };
    let (src_m, src_map, src_idx) = (v.src, v.src_map, v.src_indices.to_vec());
    let (dst_m, dst_map, dst_idx) = (v.dst, v.dst_map, v.dst_indices.to_vec());
    let (tag_m, tag_map, tag_idx) = (v.tag, v.tag_map, v.tag_indices.to_vec());
    let (num, stride) = (v.num_elements, v.stride);
    let Some(src) = ex.map(rw, src_map, &src_idx) else { return false };
    let Some(dst) = ex.map(rw, dst_map, &dst_idx) else { return false };
    let Some(tag) = ex.map(rw, tag_map, &tag_idx) else { return false };
    let mut ops = vec![src_m];
    ops.extend(src);
    ops.push(dst_m);
    ops.extend(dst);
    ops.push(num);
    ops.push(tag_m);
    ops.extend(tag);
    if let Some((stride, per)) = stride {
        ops.push(stride);
        ops.push(per);
    }
    build(rw, "memref.dma_start", ops, vec![], vec![], ex.loc);
    ex.replace(rw, op, &[]);
    true
}

fn lower_dma_wait(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let Some(v) = AffineDmaWaitView::get(rw.ctx, op) else { return false };
    let (tag, map, indices, num) = (v.tag, v.tag_map, v.tag_indices.to_vec(), v.num_elements);
    let Some(idx) = ex.map(rw, map, &indices) else { return false };
    let mut ops = vec![tag];
    ops.extend(idx);
    ops.push(num);
    build(rw, "memref.dma_wait", ops, vec![], vec![], ex.loc);
    ex.replace(rw, op, &[]);
    true
}

fn lower_for(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let Some(v) = AffineForView::get(rw.ctx, op) else { return false };
    let (lmap, lops, umap, uops, step, inits) =
        (v.lower_map, v.lower_operands.to_vec(), v.upper_map, v.upper_operands.to_vec(), v.step, v.inits.to_vec());
    let loc = ex.loc;
    let Some(lb) = ex.reduce(rw, lmap, &lops, true) else { return false };
    let Some(ub) = ex.reduce(rw, umap, &uops, false) else { return false };
    let step = index_constant(rw, step, loc);
    let body_region = rw.ctx.ir.regions(op)[0];
    let result_types: Vec<Type> = inits.iter().map(|&i| rw.ctx.ir.value_type(i)).collect();
    let region = rw.ctx.ir.new_region();
    let n = rw.ctx.op_name("scf.for");
    let mut st = OpState::new(n, loc);
    st.operands = [lb, ub, step].into_iter().chain(inits).collect();
    st.result_types = result_types;
    st.regions.push(region);
    let new = rw.create(st);
    rw.inline_region_at_end(body_region, region);
    let results = rw.ctx.ir.results(new).to_vec();
    ex.replace(rw, op, &results);
    true
}

fn lower_if(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let Some(v) = AffineIfView::get(rw.ctx, op) else { return false };
    let (set, operands, nd) = (v.condition, v.operands.to_vec(), v.num_dims);
    let loc = ex.loc;
    let zero = index_constant(rw, 0, loc);
    let sd = rw.ctx.affine.set_data(set).clone();
    let (dims, syms) = operands.split_at(nd.min(operands.len()));
    let mut cond: Option<ValueId> = None;
    for (&c, &eq) in sd.constraints.iter().zip(&sd.eq_flags) {
        let Some(value) = ex.expr(rw, c, dims, syms) else { return false };
        let cmp = cmpi(rw, if eq { "eq" } else { "sge" }, value, zero, loc);
        cond = Some(match cond {
            Some(prev) => {
                let t = rw.ctx.ir.value_type(prev);
                let o = build(rw, "arith.andi", vec![prev, cmp], vec![t], vec![], loc);
                result(rw, o)
            }
            None => cmp,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let t = rw.ctx.i1_type();
            let a = rw.ctx.bool_attr(true);
            let o = build(rw, "arith.constant", vec![], vec![t], vec![("value", a)], loc);
            result(rw, o)
        }
    };
    let regions = rw.ctx.ir.regions(op).to_vec();
    let result_types: Vec<Type> = rw.ctx.ir.results(op).iter().map(|&r| rw.ctx.ir.value_type(r)).collect();
    let (then_r, else_r) = (rw.ctx.ir.new_region(), rw.ctx.ir.new_region());
    let n = rw.ctx.op_name("scf.if");
    let mut st = OpState::new(n, loc);
    st.operands = vec![cond];
    st.result_types = result_types;
    st.regions = vec![then_r, else_r];
    let new = rw.create(st);
    rw.inline_region_at_end(regions[0], then_r);
    if let Some(&er) = regions.get(1) {
        rw.inline_region_at_end(er, else_r);
    }
    let results = rw.ctx.ir.results(new).to_vec();
    ex.replace(rw, op, &results);
    true
}

fn lower_yield(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let parent = rw.ctx.ir.parent_op(op).map(|p| rw.ctx.op_name_str(rw.ctx.ir.op(p).name).to_string());
    if matches!(parent.as_deref(), Some("scf.parallel" | "affine.parallel")) {
        return false;
    }
    let operands = rw.ctx.ir.operands(op).to_vec();
    let loc = rw.ctx.ir.op(op).loc;
    build(rw, "scf.yield", operands, vec![], vec![], loc);
    ex.replace(rw, op, &[]);
    true
}

/// The identity of a reduction (MLIR's `arith::getIdentityValueAttr`).
fn identity_attr(rw: &mut PatternRewriter<'_>, kind: ReductionKind, ty: Type) -> Option<Attribute> {
    use ReductionKind::*;
    let int_width = rw.ctx.int_width(ty).or_else(|| rw.ctx.is_index(ty).then_some(64));
    let int = |rw: &mut PatternRewriter<'_>, v: i128| Some(rw.ctx.int_attr(ty, v));
    let float = |rw: &mut PatternRewriter<'_>, v: f64| Some(rw.ctx.float_attr(ty, v));
    match kind {
        AddF | AddI | MaxU | OrI | XOrI => affine_dialects::arith::fold::zero_attr(rw.ctx, ty),
        MaximumF => float(rw, f64::NEG_INFINITY),
        MinimumF => float(rw, f64::INFINITY),
        MaxNumF => float(rw, -f64::NAN),
        MinNumF => float(rw, f64::NAN),
        AndI | MinU => int(rw, -1),
        MaxS => int(rw, -(1i128 << (int_width? - 1))),
        MinS => int(rw, (1i128 << (int_width? - 1)) - 1),
        MulI => int(rw, 1),
        MulF => float(rw, 1.0),
        Assign => None,
    }
}

/// The arith op combining two partial reductions (MLIR's `getReductionOp`).
fn reduction_op(kind: ReductionKind) -> Option<&'static str> {
    use ReductionKind::*;
    Some(match kind {
        AddF => "arith.addf",
        AddI => "arith.addi",
        MulF => "arith.mulf",
        MulI => "arith.muli",
        MaximumF => "arith.maximumf",
        MinimumF => "arith.minimumf",
        MaxNumF => "arith.maxnumf",
        MinNumF => "arith.minnumf",
        MaxS => "arith.maxsi",
        MinS => "arith.minsi",
        MaxU => "arith.maxui",
        MinU => "arith.minui",
        OrI => "arith.ori",
        AndI => "arith.andi",
        XOrI => "arith.xori",
        Assign => return None,
    })
}

fn lower_parallel(rw: &mut PatternRewriter<'_>, op: OpId, ex: &mut Expander<'_, '_>) -> bool {
    let Some(v) = AffineParallelView::get(rw.ctx, op) else { return false };
    let n = v.num_loops();
    let groups: Option<Vec<_>> = (0..n).map(|i| Some((v.lower_group(i)?, v.upper_group(i)?))).collect();
    let Some(groups) = groups else { return false };
    let (lower_map, upper_map) = (v.lower_map, v.upper_map);
    let (lower_operands, upper_operands) = (v.lower_operands.to_vec(), v.upper_operands.to_vec());
    let (steps, reductions, body) = (v.steps.clone(), v.reductions.clone(), v.body);
    let result_types: Vec<Type> = v.results.iter().map(|&r| rw.ctx.ir.value_type(r)).collect();
    let loc = ex.loc;
    let (mut lbs, mut ubs) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for (lg, ug) in groups {
        let lm = rw.ctx.affine.sub_map(lower_map, &lg.collect::<Vec<_>>());
        let Some(lower) = ex.reduce(rw, lm, &lower_operands, true) else { return false };
        lbs.push(lower);
        let um = rw.ctx.affine.sub_map(upper_map, &ug.collect::<Vec<_>>());
        let Some(upper) = ex.reduce(rw, um, &upper_operands, false) else { return false };
        ubs.push(upper);
    }
    let steps: Vec<ValueId> = steps.iter().map(|&s| index_constant(rw, s, loc)).collect();
    let Some(terminator) = rw.ctx.ir.terminator(body) else { return false };
    let mut inits = Vec::new();
    for (&kind, &ty) in reductions.iter().zip(&result_types) {
        match identity_attr(rw, kind, ty) {
            Some(a) => {
                let c = build(rw, "arith.constant", vec![], vec![ty], vec![("value", a)], loc);
                inits.push(result(rw, c));
            }
            None => {
                ex.conv.errors.push(Diagnostic::error(loc, "Reduction operation type not supported"));
                return false;
            }
        }
    }
    let region = rw.ctx.ir.new_region();
    let seg = rw.ctx.dense_i32_array_attr(&[n as i32, n as i32, n as i32, inits.len() as i32]);
    let name = rw.ctx.op_name("scf.parallel");
    let mut st = OpState::new(name, loc);
    st.operands = lbs.into_iter().chain(ubs).chain(steps).chain(inits).collect();
    st.result_types = result_types;
    st.regions.push(region);
    let key = rw.ctx.ident("operandSegmentSizes");
    st.props.push(NamedAttr { name: key, value: seg });
    let par = rw.create(st);
    let body_region = rw.ctx.ir.regions(op)[0];
    rw.inline_region_at_end(body_region, region);
    let results = rw.ctx.ir.results(par).to_vec();
    ex.replace(rw, op, &results);
    // The terminator becomes `scf.reduce`, with one reduction region per
    // yielded value.
    let yielded = rw.ctx.ir.operands(terminator).to_vec();
    let term_loc = rw.ctx.ir.op(terminator).loc;
    rw.set_insertion_point_before(terminator);
    let mut regions = Vec::with_capacity(yielded.len());
    let mut blocks = Vec::with_capacity(yielded.len());
    for &y in &yielded {
        let t = rw.ctx.ir.value_type(y);
        let r = rw.ctx.ir.new_region();
        let b = rw.ctx.ir.new_block(&[]);
        rw.ctx.ir.add_block_arg(b, t, Some(term_loc));
        rw.ctx.ir.add_block_arg(b, t, Some(term_loc));
        rw.ctx.ir.append_block(r, b);
        regions.push(r);
        blocks.push(b);
    }
    let rn = rw.ctx.op_name("scf.reduce");
    let mut st = OpState::new(rn, term_loc);
    st.operands = yielded;
    st.regions = regions;
    let reduce = rw.create(st);
    ex.replace(rw, terminator, &[]);
    let _ = reduce;
    for (&kind, &b) in reductions.iter().zip(&blocks) {
        let args = rw.ctx.ir.block_args(b).to_vec();
        rw.set_insertion_point(InsertPoint::BlockEnd(b));
        let Some(name) = reduction_op(kind) else {
            ex.conv.errors.push(Diagnostic::error(loc, "Reduction operation type not supported"));
            return true;
        };
        let t = rw.ctx.ir.value_type(args[0]);
        let r = build(rw, name, vec![args[0], args[1]], vec![t], vec![], loc);
        let rv = result(rw, r);
        build(rw, "scf.reduce.return", vec![rv], vec![], vec![], loc);
    }
    true
}

// ----------------------------------------------------------------------
// delinearize_index / linearize_index
// ----------------------------------------------------------------------

/// The products of the basis elements from each position to the end
/// (MLIR's `computeStrides`), for a basis without its outer bound.
fn compute_strides(
    rw: &mut PatternRewriter<'_>,
    basis: &[BasisElem],
    non_negative: bool,
    loc: Location,
) -> Vec<ValueId> {
    let flags = if non_negative { 3 } else { 1 };
    let mut out = Vec::with_capacity(basis.len());
    let mut dynamic: Option<ValueId> = None;
    let mut static_part: i64 = 1;
    for b in basis.iter().rev() {
        match *b {
            BasisElem::Dynamic(v) => {
                dynamic = Some(match dynamic {
                    Some(d) => index_binary(rw, "arith.muli", d, v, flags, loc),
                    None => v,
                });
            }
            BasisElem::Static(s) => static_part = static_part.wrapping_mul(s),
        }
        match dynamic {
            Some(d) if static_part == 1 => out.push(d),
            _ => {
                let mut stride = index_constant(rw, static_part, loc);
                if let Some(d) = dynamic {
                    stride = index_binary(rw, "arith.muli", d, stride, flags, loc);
                }
                out.push(stride);
            }
        }
    }
    out.reverse();
    out
}

/// Lowers an index op with `expand` (which builds the replacement values
/// at the insertion point).
fn lower_index_op(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    ex: &mut Expander<'_, '_>,
    expand: fn(&mut PatternRewriter<'_>, OpId, Location) -> Option<Vec<ValueId>>,
) -> bool {
    let Some(values) = expand(rw, op, ex.loc) else { return false };
    ex.replace(rw, op, &values);
    true
}

/// The values replacing the results of `affine.delinearize_index` `op`, built
/// at the rewriter's insertion point from `arith` ops (MLIR's
/// `lowerAffineDelinearizeIndexOp`, shared by `-lower-affine` and
/// `-affine-expand-index-ops`); `None` if `op` is not well formed.
pub(crate) fn expand_delinearize_index(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location) -> Option<Vec<ValueId>> {
    let v = AffineIndexOpView::get(rw.ctx, op)?;
    let n = v.multi_index.len();
    let basis: Vec<BasisElem> = if v.has_outer_bound() { v.basis[1..].to_vec() } else { v.basis.clone() };
    let li = v.linear_index;
    if n == 1 {
        return Some(vec![li]);
    }
    let strides = compute_strides(rw, &basis, true, loc);
    let zero = index_constant(rw, 0, loc);
    let mut results = Vec::with_capacity(n);
    results.push(index_binary(rw, "arith.floordivsi", li, strides[0], 0, loc));
    let mod_term = |rw: &mut PatternRewriter<'_>, stride: ValueId| {
        let rem = index_binary(rw, "arith.remsi", li, stride, 0, loc);
        let neg = cmpi(rw, "slt", rem, zero, loc);
        let corrected = index_binary(rw, "arith.addi", rem, stride, 1, loc);
        select(rw, neg, corrected, rem, loc)
    };
    for i in 0..strides.len() - 1 {
        let m = mod_term(rw, strides[i]);
        results.push(index_binary(rw, "arith.divsi", m, strides[i + 1], 0, loc));
    }
    let last = *strides.last()?;
    results.push(mod_term(rw, last));
    Some(results)
}

/// Number of loops around `user` in which `v` is invariant (MLIR's
/// `numEnclosingInvariantLoops`).
fn enclosing_invariant_loops(ctx: &Context, user: OpId, v: ValueId) -> i64 {
    let is_loop = |o: OpId| {
        matches!(
            ctx.op_name_str(ctx.ir.op(o).name),
            "affine.for" | "affine.parallel" | "scf.for" | "scf.parallel" | "scf.while"
        )
    };
    let def_op = match ctx.ir.value(v).def {
        affine_ir::ir::ValueDef::OpResult(o, _) => ctx.ir.parent_op(o),
        affine_ir::ir::ValueDef::BlockArg(b, _) => ctx.ir.block_parent_op(b),
    };
    let mut count = 0;
    let mut cur = ctx.ir.parent_op(user);
    while let Some(p) = cur {
        if is_loop(p) {
            // Defined outside the loop: its defining region's op is not nested in it.
            if def_op.is_some_and(|d| ctx.ir.is_ancestor(p, d)) {
                break;
            }
            count += 1;
        }
        cur = ctx.ir.parent_op(p);
    }
    count
}

/// The value replacing the result of `affine.linearize_index` `op`, built
/// at the rewriter's insertion point from `arith` ops, terms ordered by how
/// many loops they are invariant in (MLIR's `lowerAffineLinearizeIndexOp`,
/// shared by `-lower-affine` and `-affine-expand-index-ops`).
pub(crate) fn expand_linearize_index(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location) -> Option<Vec<ValueId>> {
    let v = AffineIndexOpView::get(rw.ctx, op)?;
    let multi_index = v.multi_index.to_vec();
    let (disjoint, full_basis) = (v.disjoint, v.basis.clone());
    if multi_index.is_empty() {
        return Some(vec![index_constant(rw, 0, loc)]);
    }
    let n = multi_index.len();
    let basis: &[BasisElem] = if full_basis.len() == n { &full_basis[1..] } else { &full_basis };
    let strides = compute_strides(rw, basis, disjoint, loc);
    let mut scaled: Vec<(ValueId, i64)> = Vec::with_capacity(n);
    for (&stride, &idx) in strides.iter().zip(&multi_index) {
        let s = index_binary(rw, "arith.muli", idx, stride, 1, loc);
        scaled.push((s, enclosing_invariant_loops(rw.ctx, op, idx)));
    }
    let last = multi_index[n - 1];
    scaled.push((last, enclosing_invariant_loops(rw.ctx, op, last)));
    scaled.sort_by_key(|s| std::cmp::Reverse(s.1));
    let mut acc = scaled[0].0;
    for &(s, _) in &scaled[1..] {
        acc = index_binary(rw, "arith.addi", acc, s, 1, loc);
    }
    Some(vec![acc])
}
