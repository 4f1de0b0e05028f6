//! `-convert-linalg-to-affine-loops` (MLIR's `LinalgLowerToAffineLoops`,
//! `mlir/lib/Dialect/Linalg/Transforms/Loops.cpp`): every structured op on
//! buffers becomes a nest of `affine.for` (one per loop, outermost first,
//! from 0 to the operand dimension that first names the loop) whose body
//! loads the inputs and outputs through their indexing maps, runs the
//! payload and stores the yielded values.
//!
//! As MLIR, the lowering is a pattern run by the shared greedy driver
//! ([`crate::rewrite`]) together with the canonicalization patterns of
//! `memref.dim`, `tensor.dim` and `affine.apply` and a pattern replacing a
//! trivial `affine.apply` (one constant, dim or symbol result) by its value
//! (MLIR's `FoldAffineOp`). The driver also folds every op and hoists and
//! deduplicates constants, so the output is cleaned up as MLIR's:
//! single-dim applies are the induction variables, unused loads and dims
//! are gone, loop bounds are folded and constants sit at the start of the
//! function.

use affine_dialects::affine::builders::{build_apply, build_for, build_load, build_store};
use affine_dialects::affine::utils::canonicalize_map_and_operands;
use affine_dialects::arith::build_constant_index;
use affine_dialects::linalg::{index_dim, structured_parts};
use affine_ir::affine::{AffineExprData, AffineMap};
use affine_ir::context::{DYNAMIC, Location, Type, TypeData};
use affine_ir::ir::{InsertPoint, OpId, OpState, ValueId, ValueMap, WalkOrder};
use affine_ir::{Context, Diagnostic};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;
use crate::rewrite::{
    FrozenPatterns, GreedyConfig, PatternRewriter, RewritePattern, RewritePatternSet, apply_patterns_greedily,
};

/// The pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConvertLinalgToAffineLoops;

/// Registry entry for `-convert-linalg-to-affine-loops`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "convert-linalg-to-affine-loops",
        summary: "Lower the operations from the linalg dialect into affine loops",
        options: vec![],
        // MLIR's pass runs on any op (the greedy driver on its regions).
        anchor: None,
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(ConvertLinalgToAffineLoops)
}

impl Pass for ConvertLinalgToAffineLoops {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let patterns = FrozenPatterns::from_set(patterns(ctx));
        // MLIR ignores whether the rewrite converged.
        apply_patterns_greedily(ctx, op, &patterns, GreedyConfig::default());
        Ok(())
    }
}

/// MLIR's pattern list of `lowerLinalgToLoopsImpl`, in its order.
fn patterns(ctx: &Context) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    set.add(LinalgToAffineLoops);
    for name in ["memref.dim", "tensor.dim", "affine.apply"] {
        if let Some(f) = ctx.registry.get(name).and_then(|d| d.canonicalize) {
            f(name, &mut set);
        }
    }
    set.add_fn_with_benefit("FoldAffineOp", "affine.apply", 0, fold_affine_op);
    set
}

/// MLIR's `LinalgRewritePattern<AffineForOp>`: a structured op on buffers
/// becomes its loop nest (any op is matched; others are left alone).
struct LinalgToAffineLoops;

impl RewritePattern for LinalgToAffineLoops {
    fn root(&self) -> Option<&str> {
        None
    }
    fn name(&self) -> &str {
        "LinalgRewritePattern"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let Some(lowered) = lower_structured(rw.ctx, op) else { return false };
        // The ops are reported in creation order, as MLIR's builder does
        // while making them, except the innermost body: MLIR builds it while
        // the innermost loop is not yet inserted (`buildAffineLoopNest`'s
        // body builder runs inside the loop's `build`), so the listener
        // never queues it and the greedy driver first meets those ops at the
        // next iteration's seeding (which decides, e.g., where a constant
        // folded from the payload is hoisted among the others).
        for &c in &lowered.created[..lowered.body_start] {
            rw.notify_inserted(c);
        }
        // replaceIndexOpsByInductionVariables: their users are queued.
        for &(index, iv) in &lowered.index_ops {
            if rw.ctx.ir.is_alive(index) {
                rw.replace_op(index, &[iv]);
            }
        }
        rw.erase_op(op);
        true
    }
}

/// MLIR's `FoldAffineOp`: an `affine.apply` whose map is one constant (no
/// operands) becomes an `arith.constant`; one dim or symbol of its one
/// operand becomes that operand.
fn fold_affine_op(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(map) = ctx.ir.op(op).props.first().and_then(|na| ctx.attr_affine_map(na.value)) else { return false };
    let d = ctx.affine.map_data(map);
    let operands = ctx.ir.operands(op);
    if d.results.len() != 1 || operands.len() > 1 {
        return false;
    }
    match ctx.affine.data(d.results[0]) {
        AffineExprData::Constant(c) if operands.is_empty() => {
            let loc = ctx.ir.op(op).loc;
            let k = rw.build(|ctx, ip| build_constant_index(ctx, c, loc, ip));
            let v = rw.ctx.ir.result(k, 0);
            rw.replace_op(op, &[v]);
            true
        }
        AffineExprData::Dim(_) | AffineExprData::Symbol(_) if operands.len() == 1 => {
            let v = operands[0];
            rw.replace_op(op, &[v]);
            true
        }
        _ => false,
    }
}

/// A loop range's size: static, or a `memref.dim` value.
#[derive(Clone, Copy, Debug)]
enum Size {
    Static(i64),
    Value(ValueId),
}

/// What [`lower_structured`] made.
struct Lowered {
    /// The ops created, in creation order.
    created: Vec<OpId>,
    /// Where the ops of the innermost loop body start in `created` (its
    /// length when there is no loop: the body is then built in place).
    body_start: usize,
    /// The cloned `linalg.index` ops and the induction variables replacing
    /// them, in program order.
    index_ops: Vec<(OpId, ValueId)>,
}

/// MLIR's `linalgOpToLoopsImpl<AffineForOp>`; returns the ops created, or
/// `None` if `op` is not a structured op on buffers.
fn lower_structured(ctx: &mut Context, op: OpId) -> Option<Lowered> {
    let parts = structured_parts(ctx, op)?;
    let operands: Vec<ValueId> = parts.inputs.iter().chain(&parts.outputs).copied().collect();
    let shaped = |ctx: &Context, v: ValueId| shape(ctx, ctx.ir.value_type(v));
    if operands.iter().any(|&v| is_tensor(ctx, ctx.ir.value_type(v))) || !ctx.ir.results(op).is_empty() {
        return None;
    }
    let loc = ctx.ir.op(op).loc;
    let here = InsertPoint::Before(op);
    let mut created = Vec::new();
    // createLoopRanges: the flat list of operand sizes (dims of dynamic
    // sizes), each loop taking the first result naming it.
    let mut flat: Vec<(ValueId, usize, i64)> = Vec::new();
    for &v in &operands {
        if let Some(s) = shaped(ctx, v) {
            flat.extend(s.iter().enumerate().map(|(d, &n)| (v, d, n)));
        }
    }
    let mut first: Vec<Option<usize>> = vec![None; parts.num_loops];
    let mut k = 0;
    for &m in &parts.maps {
        for &e in &ctx.affine.map_data(m).results.clone() {
            if let AffineExprData::Dim(d) = ctx.affine.data(e)
                && first[d as usize].is_none()
            {
                first[d as usize] = Some(k);
            }
            k += 1;
        }
    }
    // The dims are made in operand order (MLIR makes one per dynamic size
    // and erases the unused ones).
    let mut flat_sizes: Vec<Option<Size>> = vec![None; flat.len()];
    for f in &first {
        let i = (*f)?;
        let &(_, _, n) = flat.get(i)?;
        flat_sizes[i] = Some(Size::Static(n));
    }
    for (i, &(v, d, n)) in flat.iter().enumerate() {
        if flat_sizes[i].is_some() && n == DYNAMIC {
            flat_sizes[i] = Some(Size::Value(create_dim(ctx, v, d, loc, here, &mut created)));
        }
    }
    let sizes: Vec<Size> = first.iter().map(|f| f.and_then(|i| flat_sizes[i])).collect::<Option<_>>()?;
    // The loop nest, outermost first.
    let mut ivs = Vec::with_capacity(sizes.len());
    let mut ip = here;
    for s in sizes {
        let lb = ctx.affine.constant_map(0);
        let (mut ub, mut ub_ops) = match s {
            Size::Static(n) => (ctx.affine.constant_map(n), Vec::new()),
            Size::Value(v) => (ctx.affine.multi_dim_identity_map(1), vec![v]),
        };
        canonicalize_map_and_operands(ctx, &mut ub, &mut ub_ops);
        let f = build_for(ctx, lb, &[], ub, &ub_ops, 1, &[], loc, ip);
        created.push(f);
        let body = ctx.ir.entry_block(ctx.ir.regions(f)[0])?;
        ivs.push(ctx.ir.block_args(body)[0]);
        ip = InsertPoint::Before(ctx.ir.terminator(body)?);
    }
    let body_start = if ivs.is_empty() { usize::MAX } else { created.len() };
    // emitScalarImplementation.
    let mut indexed = Vec::with_capacity(operands.len());
    for (i, &v) in operands.iter().enumerate() {
        if shaped(ctx, v).is_none() {
            indexed.push(v);
            continue;
        }
        let idx = canonical_applies(ctx, parts.maps[i], &ivs, loc, ip, &mut created);
        let id = ctx.affine.multi_dim_identity_map(idx.len() as u32);
        let l = build_load(ctx, v, id, &idx, loc, ip);
        created.push(l);
        indexed.push(ctx.ir.result(l, 0));
    }
    let n_in = parts.inputs.len();
    let mut store_indices = Vec::with_capacity(parts.outputs.len());
    for (j, &v) in parts.outputs.iter().enumerate() {
        if matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::MemRef { .. }) {
            store_indices.push(canonical_applies(ctx, parts.maps[n_in + j], &ivs, loc, ip, &mut created));
        }
    }
    let block = ctx.ir.entry_block(ctx.ir.regions(op)[0])?;
    let mut map = ValueMap::new();
    for (&a, &v) in ctx.ir.block_args(block).to_vec().iter().zip(&indexed) {
        map.map(a, v);
    }
    let term = ctx.ir.terminator(block)?;
    for o in ctx.ir.block_ops(block).collect::<Vec<_>>() {
        if o == term {
            break;
        }
        let c = ctx.ir.clone_op(o, &mut map);
        ctx.ir.insert_op(c, ip);
        created.push(c);
        for n in ctx.ir.walk(c, WalkOrder::PreOrder) {
            if n != c {
                created.push(n);
            }
        }
    }
    for (j, &y) in ctx.ir.operands(term).to_vec().iter().enumerate() {
        let (Some(&out), Some(idx)) = (parts.outputs.get(j), store_indices.get(j)) else { continue };
        let val = map.get(y).unwrap_or(y);
        let id = ctx.affine.multi_dim_identity_map(idx.len() as u32);
        created.push(build_store(ctx, val, out, id, idx, loc, ip));
    }
    // linalg.index ops become the induction variables.
    let index_ops = created.iter().filter_map(|&c| Some((c, *ivs.get(index_dim(ctx, c)?)?))).collect();
    let body_start = body_start.min(created.len());
    Some(Lowered { created, body_start, index_ops })
}

fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } | TypeData::RankedTensor { shape, .. } | TypeData::Vector { shape, .. } => {
            Some(shape.clone())
        }
        _ => None,
    }
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
}

/// `memref.dim %v, %cd` (MLIR's `createOrFoldDimOp`): folded to the size
/// operand of a `memref.alloc`/`alloca` defining `v`.
fn create_dim(
    ctx: &mut Context,
    v: ValueId,
    d: usize,
    loc: Location,
    ip: InsertPoint,
    created: &mut Vec<OpId>,
) -> ValueId {
    let c = build_constant_index(ctx, d as i64, loc, ip);
    created.push(c);
    if let Some(size) = alloc_size(ctx, v, d) {
        return size;
    }
    let name = ctx.op_name("memref.dim");
    let mut st = OpState::new(name, loc);
    st.operands = vec![v, ctx.ir.result(c, 0)];
    st.result_types.push(ctx.index_type());
    let dim = ctx.ir.create_op_at(st, ip);
    created.push(dim);
    ctx.ir.result(dim, 0)
}

/// The dynamic size operand of `memref.alloc`/`alloca` defining `v` for
/// dimension `d` (`memref.dim`'s fold).
fn alloc_size(ctx: &Context, v: ValueId, d: usize) -> Option<ValueId> {
    let def = ctx.ir.defining_op(v)?;
    let name = ctx.op_name_str(ctx.ir.op(def).name);
    if name != "memref.alloc" && name != "memref.alloca" {
        return None;
    }
    let shape = shape(ctx, ctx.ir.value_type(v))?;
    if shape.get(d) != Some(&DYNAMIC) {
        return None;
    }
    let k = shape[..d].iter().filter(|&&n| n == DYNAMIC).count();
    ctx.ir.operands(def).get(k).copied()
}

/// MLIR's `makeCanonicalAffineApplies`: one `affine.apply` per result of
/// `map` over `ivs`, each canonicalized.
fn canonical_applies(
    ctx: &mut Context,
    map: AffineMap,
    ivs: &[ValueId],
    loc: Location,
    ip: InsertPoint,
    created: &mut Vec<OpId>,
) -> Vec<ValueId> {
    let d = ctx.affine.map_data(map).clone();
    let mut out = Vec::with_capacity(d.results.len());
    for &e in &d.results {
        let mut m = ctx.affine.map(d.num_dims, d.num_symbols, &[e]);
        let mut operands = ivs.to_vec();
        canonicalize_map_and_operands(ctx, &mut m, &mut operands);
        let a = build_apply(ctx, m, &operands, loc, ip);
        created.push(a);
        out.push(ctx.ir.result(a, 0));
    }
    out
}
