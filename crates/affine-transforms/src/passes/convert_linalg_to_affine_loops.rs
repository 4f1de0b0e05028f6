//! `-convert-linalg-to-affine-loops` (MLIR's `LinalgLowerToAffineLoops`,
//! `mlir/lib/Dialect/Linalg/Transforms/Loops.cpp`): every structured op on
//! buffers becomes a nest of `affine.for` (one per loop, outermost first,
//! from 0 to the operand dimension that first names the loop) whose body
//! loads the inputs and outputs through their indexing maps, runs the
//! payload and stores the yielded values.
//!
//! MLIR runs the lowering as a pattern under the greedy driver together
//! with `affine.apply` / `memref.dim` canonicalizations, so its output is
//! already cleaned up: single-dim applies are the induction variables,
//! unused loads and dims are gone, loop bounds are folded and constants sit
//! at the start of the function, deduplicated. [`cleanup`] reproduces those
//! effects for the ops the lowering creates.
//!
//! TODO(shared): replace [`cleanup`] by the shared greedy pattern driver
//! (`affine_transforms::rewrite`, owned by `canonicalize`) with the lowering
//! as a pattern when it lands; this private stand-in hoists and
//! deduplicates constants, erases trivially dead ops and folds the
//! `affine.apply`, `affine.for` and `memref.dim` ops the lowering makes,
//! but does not fold the other ops of the function.

use affine_dialects::affine::builders::{build_apply, build_for, build_load, build_store};
use affine_dialects::affine::utils::canonicalize_map_and_operands;
use affine_dialects::arith::{build_constant_index, constant_value};
use affine_dialects::linalg::{index_dim, structured_parts};
use affine_ir::affine::{AffineExprData, AffineMap};
use affine_ir::context::{Attribute, DYNAMIC, Location, Type, TypeData};
use affine_ir::dialect::{EffectKind, traits};
use affine_ir::ir::{InsertPoint, OpId, OpState, RegionId, ValueId, ValueMap, WalkOrder};
use affine_ir::{Context, Diagnostic};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;
use affine_ir::fxhash::{FxHashMap, FxHashSet};

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
        for body in ctx.ir.regions(op).to_vec() {
            lower_region(ctx, body);
        }
        Ok(())
    }
}

/// Lowers every structured op on buffers in `region` (the body of an op
/// isolated from above), then cleans up as MLIR's driver does.
pub fn lower_region(ctx: &mut Context, region: RegionId) {
    hoist_constants(ctx, region);
    let order = post_order(ctx, region);
    for op in order {
        if !ctx.ir.is_alive(op) {
            continue;
        }
        if is_trivially_dead(ctx, op) {
            erase_dead(ctx, op);
            continue;
        }
        if let Some(created) = lower_structured(ctx, op) {
            ctx.ir.erase_op(op);
            cleanup(ctx, &created);
        }
    }
    hoist_constants(ctx, region);
}

/// A loop range's size: static, or a `memref.dim` value.
#[derive(Clone, Copy, Debug)]
enum Size {
    Static(i64),
    Value(ValueId),
}

/// MLIR's `linalgOpToLoopsImpl<AffineForOp>`; returns the ops created (in
/// creation order), or `None` if `op` is not a structured op on buffers.
fn lower_structured(ctx: &mut Context, op: OpId) -> Option<Vec<OpId>> {
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
    for &c in &created.clone() {
        if ctx.ir.is_alive(c)
            && let Some(d) = index_dim(ctx, c)
            && let Some(&iv) = ivs.get(d)
        {
            ctx.ir.replace_op(c, &[iv]);
        }
    }
    created.retain(|&c| ctx.ir.is_alive(c));
    Some(created)
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

/// What MLIR's greedy driver does to the ops the lowering created (popped
/// last-created first): dead ops are erased, `affine.apply` of a single dim
/// or symbol is its operand and of a constant an `arith.constant`.
fn cleanup(ctx: &mut Context, created: &[OpId]) {
    for &op in created.iter().rev() {
        if !ctx.ir.is_alive(op) {
            continue;
        }
        if is_trivially_dead(ctx, op) {
            erase_dead(ctx, op);
            continue;
        }
        if ctx.op_name_str(ctx.ir.op(op).name) != "affine.apply" {
            continue;
        }
        let Some(map) = ctx.ir.op(op).props.first().and_then(|na| ctx.attr_affine_map(na.value)) else { continue };
        let d = ctx.affine.map_data(map);
        if d.results.len() != 1 {
            continue;
        }
        match ctx.affine.data(d.results[0]) {
            AffineExprData::Dim(_) | AffineExprData::Symbol(_) if ctx.ir.operands(op).len() == 1 => {
                let v = ctx.ir.operands(op)[0];
                ctx.ir.replace_op(op, &[v]);
            }
            AffineExprData::Constant(c) if ctx.ir.operands(op).is_empty() => {
                let loc = ctx.ir.op(op).loc;
                let k = build_constant_index(ctx, c, loc, InsertPoint::Before(op));
                let v = ctx.ir.result(k, 0);
                ctx.ir.replace_op(op, &[v]);
            }
            _ => {}
        }
    }
}

/// MLIR's `isOpTriviallyDead` for ops without regions: results unused, not
/// a terminator, and no effect other than reads (or allocating its result).
fn is_trivially_dead(ctx: &Context, op: OpId) -> bool {
    if !ctx.ir.results_unused(op) || !ctx.ir.regions(op).is_empty() || ctx.op_has_trait(op, traits::TERMINATOR) {
        return false;
    }
    let Some(effects) = ctx.memory_effects(op) else { return false };
    let results = ctx.ir.results(op);
    effects.iter().all(|e| {
        e.kind == EffectKind::Read || (e.kind == EffectKind::Allocate && e.value.is_some_and(|v| results.contains(&v)))
    })
}

/// Erases a dead op and then the defining ops of its operands that died
/// with it.
fn erase_dead(ctx: &mut Context, op: OpId) {
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        if !ctx.ir.is_alive(o) || !is_trivially_dead(ctx, o) {
            continue;
        }
        let defs: Vec<OpId> = ctx.ir.operands(o).iter().filter_map(|&v| ctx.ir.defining_op(v)).collect();
        ctx.ir.erase_op(o);
        stack.extend(defs.into_iter().rev());
    }
}

/// The ops of `region` in post-order.
fn post_order(ctx: &Context, region: RegionId) -> Vec<OpId> {
    let mut out = Vec::new();
    for b in ctx.ir.region_blocks(region) {
        for op in ctx.ir.block_ops(b) {
            out.extend(ctx.ir.walk(op, WalkOrder::PostOrder));
        }
    }
    out
}

/// The constant-seeding step of MLIR's greedy driver (`OperationFolder::
/// insertKnownConstant` in post-order): each `arith.constant` is merged
/// into an equal one already seen in its insertion region (the body of the
/// closest op isolated from above), or moved to the start of that region
/// unless it already follows a constant moved there.
fn hoist_constants(ctx: &mut Context, region: RegionId) {
    let mut known: FxHashMap<(RegionId, Attribute, Type), OpId> = FxHashMap::default();
    let mut owned: FxHashSet<OpId> = FxHashSet::default();
    let Some(entry) = ctx.ir.entry_block(region) else { return };
    for op in post_order(ctx, region) {
        if !ctx.ir.is_alive(op) {
            continue;
        }
        let Some(value) = constant_value(ctx, op) else { continue };
        let Some(block) = ctx.ir.op(op).parent else { continue };
        let scope = insertion_region(ctx, block).unwrap_or(region);
        let ty = ctx.ir.value_type(ctx.ir.result(op, 0));
        if let Some(&existing) = known.get(&(scope, value, ty)) {
            let v = ctx.ir.result(existing, 0);
            ctx.ir.replace_op(op, &[v]);
            continue;
        }
        let insert_block = if scope == region { entry } else { ctx.ir.entry_block(scope).unwrap_or(entry) };
        let prev_owned = ctx.ir.op(op).prev.is_some_and(|p| owned.contains(&p));
        if block != insert_block || (ctx.ir.block(insert_block).first != Some(op) && !prev_owned) {
            ctx.ir.detach_op(op);
            ctx.ir.insert_op(op, InsertPoint::BlockStart(insert_block));
        }
        known.insert((scope, value, ty), op);
        owned.insert(op);
    }
}

/// The region constants of `block` go to: the closest enclosing region
/// whose parent op is isolated from above or unregistered.
fn insertion_region(ctx: &Context, mut block: affine_ir::ir::BlockId) -> Option<RegionId> {
    loop {
        let region = ctx.ir.block(block).parent?;
        let Some(parent) = ctx.ir.region(region).parent else { return Some(region) };
        if !ctx.is_registered(parent) || ctx.op_has_trait(parent, traits::ISOLATED_FROM_ABOVE) {
            return Some(region);
        }
        block = ctx.ir.op(parent).parent?;
    }
}
