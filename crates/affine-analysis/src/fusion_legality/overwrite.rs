//! Writes a removed source loses, proven dead: every element a source
//! instance that no slice runs would have written is overwritten by a later
//! op of the block before anything can read it.
//!
//! Removing a source whose slices miss iterations loses those iterations'
//! writes. Where the memref escapes (a function argument, which the caller
//! may read after the return), [`super::check_producer_consumer_known`]
//! cannot list the readers, and the removal is sound only if the lost
//! elements hold no value anyone sees. MLIR 22 fuses such pairs without
//! asking (fusion-mix seeds 2469, 2759 and 2777: a later nest overwrites the
//! whole argument); this module proves it exactly or refuses:
//!
//! - `lost(a)`: the elements the source store `a` writes at instances in no
//!   slice (its iteration domain with the element columns, minus the
//!   slices' coverage projected on the source loops), for every parameter
//!   value;
//! - an overwriter `W`: the first op after the destination in the block
//!   whose affine stores to the memref, taken exactly (domains of
//!   `affine.for` / `affine.if` (then branch) only, bounds and subscripts
//!   over its own loops and values fixed for the run), write every element
//!   of `lost(a)` for every store `a`, whatever the parameters (which
//!   `lost` bounds by what is known of them: constants, `affine.min` /
//!   `affine.max` results): `lost \ W` is empty;
//! - no read in between: every op of the block from the source to `W`
//!   (the source, the destination and `W` included) that reads the memref
//!   (an affine load or a `memref.load`, of the memref or of a view with a
//!   static layout) reads no element of `lost` (each source instance
//!   writing an element it reads runs in a slice), no other op there uses
//!   the memref or its views (a call, a copy, a cast stored away), and no
//!   op there has unknown memory effects.
//!
//! After `W` both programs hold the same values everywhere: before it they
//! differ only at the lost elements, which nothing read and `W` wrote
//! (with values computed without them).

use super::views::{bind_fixed_values, varies_per_instance, view_layout};
use super::{Fusion, J1, Key, Lin, Poly, S1, Unsound, column_order, covers_instances_read_later, subtract_exact};
use crate::access::{MemRefAccess, Resolution};
use crate::constraints::op_index_set;
use affine_dialects::affine::{AccessKind, AffineForView};
use affine_ir::fxhash::FxHashSet;
use affine_ir::ir::WalkOrder;
use affine_ir::{BlockId, Context, OpId, ValueId};
use presburger::{Int, IntegerPolyhedron, PresburgerSet};

/// The copy of an overwriting op's loops.
const OVERWRITER: u8 = 6;

/// The element columns of a memref of rank `rank`.
fn element_keys(rank: usize) -> Vec<Key> {
    (0..rank as u32).map(|i| Key::Anon(u32::MAX - i)).collect()
}

/// Whether the writes of the source `src` (fused into `dst` by `f`) that no
/// slice runs are all overwritten, before any read, by a later op of the
/// block (see the module documentation). `writes` are the source's affine
/// stores; `private` the memrefs made private to the fused nest (whose
/// original memref the slices no longer write: never proven here).
/// `Ok(false)` when not shown.
pub(super) fn lost_writes_overwritten(
    ctx: &mut Context,
    f: &Fusion<'_>,
    src: OpId,
    dst: OpId,
    writes: &[&MemRefAccess],
    private: &[ValueId],
) -> Result<bool, Unsound> {
    let Some(block) = ctx.ir.op(src).parent else { return Ok(false) };
    // A function's entry block: its arguments are the function's, and the
    // ops of a block run in order once it is entered.
    let in_func = ctx.ir.block_parent_op(block).is_some_and(|p| ctx.op_name_str(ctx.ir.op(p).name) == "func.func")
        && ctx.ir.block(block).parent.and_then(|r| ctx.ir.entry_block(r)) == Some(block);
    if !in_func || ctx.ir.op(dst).parent != Some(block) || !ctx.ir.is_before_in_block(src, dst) {
        return Ok(false);
    }
    // The source's results (values it carries out) would miss iterations
    // too; its writes must all be scalar affine stores (no `memref.store`
    // at an index not modelled, no call, no vector store writing more than
    // its subscripts name).
    if ctx.ir.results(src).iter().any(|&r| !ctx.ir.uses(r).is_empty())
        || super::whole_memref_accesses(ctx, src, None).iter().any(MemRefAccess::is_write)
        || writes.iter().any(|a| a.kind != AccessKind::Store)
    {
        return Ok(false);
    }
    let mut memrefs: Vec<ValueId> = Vec::new();
    for a in writes {
        if !memrefs.contains(&a.memref) {
            memrefs.push(a.memref);
        }
    }
    let cov = coverage(f)?;
    // The last overwriter: the window of ops that must not read what is
    // lost ends there.
    let mut end = dst;
    for m in memrefs {
        let stores: Vec<&MemRefAccess> = writes.iter().copied().filter(|a| a.memref == m).collect();
        let rank = ctx.shape(ctx.ir.value_type(m)).map_or(0, <[i64]>::len);
        let elems = element_keys(rank);
        let mut lost: Vec<(&MemRefAccess, Poly)> = Vec::new();
        for a in stores {
            let Some(p) = written_elements(ctx, f, a, &elems) else { return Ok(false) };
            if !covered_by(ctx, &p, &cov, &[], &elems)? {
                lost.push((a, p));
            }
        }
        if lost.is_empty() {
            continue;
        }
        if private.contains(&m) || !is_own_buffer(ctx, block, m) {
            return Ok(false);
        }
        let mut next = ctx.ir.op(dst).next;
        let overwriter = loop {
            let Some(o) = next else { return Ok(false) };
            let exact = exact_writes(ctx, o, m, &elems);
            let mut all = !exact.is_empty();
            for (_, p) in &lost {
                if !all {
                    break;
                }
                all = covered_by(ctx, p, &cov, &exact, &elems)?;
            }
            if all {
                break o;
            }
            next = ctx.ir.op(o).next;
        };
        if ctx.ir.is_before_in_block(end, overwriter) {
            end = overwriter;
        }
        let Some(reads) = reads_in_window(ctx, block, m, src, overwriter) else { return Ok(false) };
        for (r, v) in reads {
            for (a, _) in &lost {
                match covers_instances_read_later(ctx, f, a, r, v) {
                    Ok(true) => {}
                    Ok(false) | Err(_) => return Ok(false),
                }
            }
        }
    }
    // No op of the window may read memory in ways not listed above.
    let mut cur = Some(src);
    while let Some(o) = cur {
        if unknown_effects(ctx, o) {
            return Ok(false);
        }
        if o == end {
            break;
        }
        cur = ctx.ir.op(o).next;
    }
    Ok(true)
}

/// A function argument of the function whose body is `block`, or a buffer
/// allocated in `block`: no other memref of the function names its
/// elements except its views (arguments are taken not to alias, as
/// everywhere in the fusion's dependence analysis).
fn is_own_buffer(ctx: &Context, block: BlockId, m: ValueId) -> bool {
    match ctx.ir.defining_op(m) {
        None => ctx.ir.value_parent_block(m) == Some(block),
        Some(def) => {
            ctx.ir.op(def).parent == Some(block)
                && crate::loop_nest::has_single_allocate_effect(ctx, def, Some(m))
                && crate::mdg::memref_root(ctx, m) == m
        }
    }
}

/// Whether an op in the nest at `root` has memory effects that are not
/// known (a call): it may read any buffer.
fn unknown_effects(ctx: &Context, root: OpId) -> bool {
    ctx.ir.walk(root, WalkOrder::PreOrder).into_iter().any(|o| {
        ctx.ir.op(o).regions.is_empty()
            && !ctx.op_has_trait(o, affine_ir::dialect::traits::TERMINATOR)
            && MemRefAccess::from_op(ctx, o).is_none()
            && affine_dialects::memref::load_store_parts(ctx, o).is_none()
            && ctx.memory_effects(o).is_none()
    })
}

/// The reads of `m` (directly or through its views) by ops of `block` from
/// `first` to `last`, with the memref each reads; `None` if some use of `m`
/// or a view there is no load or store (or a view read has no static
/// layout), or lies outside `block`.
fn reads_in_window(ctx: &Context, block: BlockId, m: ValueId, first: OpId, last: OpId) -> Option<Vec<(OpId, ValueId)>> {
    let in_window = |top: OpId| {
        top == first || top == last || { ctx.ir.is_before_in_block(first, top) && ctx.ir.is_before_in_block(top, last) }
    };
    let mut reads = Vec::new();
    let mut memrefs = vec![m];
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let mut i = 0;
    while i < memrefs.len() {
        let v = memrefs[i];
        i += 1;
        for u in ctx.ir.uses(v) {
            let op = u.op;
            if matches!(ctx.op_name_str(ctx.ir.op(op).name), "memref.dealloc" | "memref.dim") {
                continue;
            }
            if u.index == 0 && crate::mdg::view_source(ctx, op) == Some(v) {
                memrefs.extend(ctx.ir.results(op).iter().copied());
                continue;
            }
            let top = crate::mdg::ancestor_in_block(ctx, block, op)?;
            if !in_window(top) || !seen.insert(op) {
                continue;
            }
            let write = match MemRefAccess::from_op(ctx, op) {
                // A vector load reads more than its subscripts name.
                Some(a) if a.memref == v && a.kind != AccessKind::VectorLoad => a.is_write(),
                Some(_) => return None,
                None => match affine_dialects::memref::load_store_parts(ctx, op) {
                    Some((x, _, stored)) if x == v && stored != Some(v) => stored.is_some(),
                    _ => return None,
                },
            };
            if write {
                // The memref stored as a value escapes.
                if ctx.ir.operands(op).first() == Some(&v) {
                    return None;
                }
                continue;
            }
            if !super::load_is_live(ctx, op) {
                continue;
            }
            if v != m && view_layout(ctx, v).is_none() {
                return None;
            }
            reads.push((op, v));
        }
    }
    Some(reads)
}

/// The slices' coverage: the slice bounds with the source loops in copy
/// `S1` and the destination loops around the slice in copy `J1`.
fn coverage(f: &Fusion<'_>) -> Result<Poly, Unsound> {
    let bounds = f.bounds.as_ref().ok_or(Unsound::Unknown)?;
    let mut cov = Poly::default();
    cov.add_system(bounds, &f.exec_rename(J1, S1));
    Ok(cov)
}

/// The instances of the source store `a` with the elements they write:
/// its domain over the source loops (copy `S1`) and `elems` equal to its
/// subscripts. `None` if they do not flatten.
fn written_elements(ctx: &mut Context, f: &Fusion<'_>, a: &MemRefAccess, elems: &[Key]) -> Option<Poly> {
    let rename = f.exec_rename(J1, S1);
    let dom = op_index_set(ctx, a.op, Resolution::MLIR).ok()?;
    let mut p = Poly::default();
    p.add_system(&dom, &rename);
    let subs = p.subscripts(ctx, a, &rename)?;
    if subs.len() != elems.len() {
        return None;
    }
    for (k, e) in elems.iter().zip(&subs) {
        let mut x = Lin::default();
        x.add(p.dim(*k), &Int::ONE);
        p.equal(&x, e);
    }
    Some(p)
}

/// The elements of `m` the affine stores in the op `o` write, exactly: one
/// system per store (over `elems`, `o`'s loops in copy [`OVERWRITER`] and
/// values fixed for the run), for the stores whose every instance in the
/// domain runs and writes there: only `affine.for` loops (a step other than
/// 1 with a constant lower bound, whose domain is exact) and `affine.if`
/// then branches around it in `o`, bounds, conditions and subscripts over
/// those loops' IVs and values defined outside `o` that do not vary.
fn exact_writes(ctx: &mut Context, o: OpId, m: ValueId, elems: &[Key]) -> Vec<Poly> {
    let mut out = Vec::new();
    for w in ctx.ir.walk(o, WalkOrder::PreOrder) {
        let Some(a) = MemRefAccess::from_op(ctx, w).filter(|a| a.memref == m && a.kind == AccessKind::Store) else {
            continue;
        };
        let Some(ivs) = enclosing_exact(ctx, o, w) else { continue };
        let fixed =
            |ctx: &Context, v: ValueId| ivs.contains(&v) || (!varies_per_instance(ctx, v) && !defined_in(ctx, o, v));
        let Ok(dom) = op_index_set(ctx, w, Resolution::MLIR) else { continue };
        let columns: Option<Vec<ValueId>> = (0..dom.rel.num_dim_and_symbol_vars()).map(|p| dom.value(p)).collect();
        if !columns.is_some_and(|c| c.into_iter().all(|v| fixed(ctx, v))) {
            continue;
        }
        let vm = a.access_map(ctx, Resolution::MLIR);
        if !vm.operands.iter().all(|&v| fixed(ctx, v)) {
            continue;
        }
        let rename = |v: ValueId| if ivs.contains(&v) { Key::Copy(OVERWRITER, v) } else { Key::Shared(v) };
        let mut p = Poly::default();
        p.add_system(&dom, &rename);
        let Some(subs) = p.subscripts(ctx, &a, &rename) else { continue };
        if subs.len() != elems.len() {
            continue;
        }
        for (k, e) in elems.iter().zip(&subs) {
            let mut x = Lin::default();
            x.add(p.dim(*k), &Int::ONE);
            p.equal(&x, e);
        }
        out.push(p);
    }
    out
}

/// Whether `v` is defined inside the op `o` (a result of a nested op or
/// an argument of a block in it).
fn defined_in(ctx: &Context, o: OpId, v: ValueId) -> bool {
    match ctx.ir.defining_op(v) {
        Some(d) => d != o && ctx.ir.is_ancestor(o, d),
        None => ctx
            .ir
            .value_parent_block(v)
            .and_then(|b| ctx.ir.block_parent_op(b))
            .is_some_and(|p| ctx.ir.is_ancestor(o, p)),
    }
}

/// The IVs of the loops around `w` up to `o` (included), if each op on the
/// way is an `affine.for` whose domain `op_index_set` gives exactly or an
/// `affine.if` holding `w` in its then branch.
fn enclosing_exact(ctx: &Context, o: OpId, w: OpId) -> Option<FxHashSet<ValueId>> {
    let mut ivs = FxHashSet::default();
    let mut cur = w;
    while cur != o {
        let region = ctx.ir.parent_region(cur)?;
        let p = ctx.ir.parent_op(cur)?;
        match ctx.op_name_str(ctx.ir.op(p).name) {
            "affine.for" => {
                let v = AffineForView::get(ctx, p)?;
                if v.step != 1 && v.constant_lower_bound(ctx).is_none() {
                    return None;
                }
                ivs.insert(v.iv);
            }
            "affine.if" => {
                if ctx.ir.regions(p).first() != Some(&region) {
                    return None;
                }
            }
            _ => return None,
        }
        cur = p;
    }
    Some(ivs)
}

/// Whether `lost` (source instances with the elements they write) minus
/// the instances `cov` runs writes only elements one of `writes` writes,
/// for every value of the parameters: over the source loops, the elements
/// and the shared values, `lost \ cov \ writes` is empty. What is known of
/// the parameters (constants, `affine.min` / `affine.max` results) bounds
/// `lost` (facts only: a superset, so emptiness stays a proof).
fn covered_by(ctx: &mut Context, lost: &Poly, cov: &Poly, writes: &[Poly], elems: &[Key]) -> Result<bool, Unsound> {
    let mut l = lost.clone();
    let mut shared: Vec<ValueId> = Vec::new();
    for p in std::iter::once(lost).chain(std::iter::once(cov)).chain(writes) {
        for k in &p.dims {
            if let Key::Shared(v) = k
                && !shared.contains(v)
            {
                shared.push(*v);
            }
        }
    }
    // Every shared column a column of `l` (free where only the others use
    // it), then bounded.
    for v in shared {
        l.dim(Key::Shared(v));
    }
    bind_fixed_values(ctx, &mut l);
    let keep = |k: &Key| matches!(k, Key::Copy(S1, _) | Key::Shared(_)) || elems.contains(k);
    let mut polys: Vec<&Poly> = vec![&l, cov];
    polys.extend(writes);
    let order = column_order(&polys, &|k| !keep(k));
    let kept = order.iter().filter(|k| keep(k)).count();
    let mut sets = Vec::with_capacity(polys.len());
    for p in polys {
        let mut rel = p.relation(&order);
        let n = rel.num_dim_vars();
        rel.project_out_exact(kept, n - kept);
        sets.push(PresburgerSet::from_polyhedron(IntegerPolyhedron::from_relation(rel).ok_or(Unsound::Unknown)?));
    }
    let mut rest = sets[0].clone();
    for s in &sets[1..] {
        rest = subtract_exact(&rest, s)?;
        if rest.is_integer_empty() {
            return Ok(true);
        }
    }
    Ok(rest.is_integer_empty())
}
