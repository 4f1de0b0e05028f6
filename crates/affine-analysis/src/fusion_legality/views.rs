//! Accesses to one buffer through different memrefs (views: `memref.cast`,
//! `memref.subview`, `memref.reinterpret_cast`, ...), which MLIR's
//! dependence graph does not relate, checked exactly: each access is mapped
//! to the linear element offsets it touches in the buffer (its subscripts
//! composed with the view's strides and offset), so two accesses through
//! different views touch the same element exactly when these offsets meet.
//!
//! A view is modelled when every memref on the way from the buffer has a
//! static strided layout (the offset of a strided layout counts from the
//! buffer's start for every view-like op kept here), or is a `memref.cast`
//! (which keeps its source's layout whatever its type says). Anything else
//! (`memref.view`'s byte shift, `memref.reshape`, dynamic offsets or
//! strides) is not modelled and is assumed to overlap everything.

use super::{Fusion, J1, J2, Key, KnownLoops, Lin, Poly, T, Unsound, covers_source};
use crate::access::{MemRefAccess, Resolution};
use crate::constraints::op_index_set;
use crate::slice::ComputationSliceState;
use affine_dialects::affine::AccessKind;
use affine_dialects::memref::{memref_parts, strides_and_offset, view_source};
use affine_ir::context::DYNAMIC;
use affine_ir::dialect::EffectKind;
use affine_ir::fxhash::{FxHashMap, FxHashSet};
use affine_ir::{Context, OpId, ValueId};
use presburger::Int;

/// Where the elements of a memref view lie in its underlying buffer:
/// element `(i_0, ..., i_n)` is element `offset + sum(strides[k] * i_k)`
/// of the buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewLayout {
    /// Offset of the view's first element.
    pub offset: i64,
    /// Stride of each dimension, in elements.
    pub strides: Vec<i64>,
    /// The view's sizes, when static.
    pub sizes: Option<Vec<i64>>,
}

/// The layout of `memref` in the buffer it is a view of, when it can be
/// modelled exactly (see the module documentation).
pub fn view_layout(ctx: &Context, memref: ValueId) -> Option<ViewLayout> {
    let t = ctx.ir.value_type(memref);
    let (shape, ..) = memref_parts(ctx, t)?;
    let sizes = (!shape.contains(&DYNAMIC)).then(|| shape.clone());
    let own = || {
        let (strides, offset) = strides_and_offset(ctx, t)?;
        (offset != DYNAMIC && !strides.contains(&DYNAMIC)).then(|| ViewLayout { offset, strides, sizes: sizes.clone() })
    };
    let Some(def) = ctx.ir.defining_op(memref) else { return own() };
    let Some(src) = view_source(ctx, def) else { return own() };
    match ctx.op_name_str(ctx.ir.op(def).name) {
        // Same buffer, same layout: the type may only say less.
        "memref.cast" | "memref.assume_alignment" | "memref.memory_space_cast" => {
            let from = view_layout(ctx, src)?;
            if from.strides.len() != shape.len() {
                return None;
            }
            Some(ViewLayout { sizes: sizes.or(from.sizes), ..from })
        }
        // Strided layouts count from the start of the buffer.
        "memref.subview"
        | "memref.reinterpret_cast"
        | "memref.collapse_shape"
        | "memref.expand_shape"
        | "memref.transpose" => {
            view_layout(ctx, src)?;
            own()
        }
        _ => None,
    }
}

/// One op's access to a memref that is a view of a buffer other memrefs
/// also view.
#[derive(Clone, Debug)]
pub struct ViewAccess {
    /// The op.
    pub op: OpId,
    /// The memref it accesses.
    pub memref: ValueId,
    /// The buffer `memref` is a view of.
    pub buffer: ValueId,
    /// True if the op may write (or free) the memref.
    pub write: bool,
    /// The access, for `affine.load` / `affine.store` (others are assumed
    /// to touch any element of the view).
    pub affine: Option<MemRefAccess>,
}

/// The accesses of the ops in `root` (and `root`) to the memrefs of
/// `buffers` (memref to buffer), in walk order.
pub fn view_accesses_in(ctx: &Context, root: OpId, buffers: &FxHashMap<ValueId, ValueId>) -> Vec<ViewAccess> {
    let mut out = Vec::new();
    if buffers.is_empty() {
        return out;
    }
    ctx.ir.walk_pre(root, &mut |op| {
        let operands = ctx.ir.operands(op);
        for (i, &v) in operands.iter().enumerate() {
            let Some(&buffer) = buffers.get(&v) else { continue };
            if operands[..i].contains(&v) {
                continue;
            }
            if let Some(a) = MemRefAccess::from_op(ctx, op).filter(|a| a.memref == v) {
                let affine = matches!(a.kind, AccessKind::Load | AccessKind::Store).then(|| a.clone());
                out.push(ViewAccess { op, memref: v, buffer, write: a.is_write(), affine });
                continue;
            }
            let (read, write) = match ctx.memory_effects(op) {
                Some(effects) => {
                    let on = |e: &&affine_ir::dialect::MemEffect| e.value.is_none_or(|x| x == v);
                    (
                        effects.iter().filter(on).any(|e| e.kind == EffectKind::Read),
                        effects.iter().filter(on).any(|e| matches!(e.kind, EffectKind::Write | EffectKind::Free)),
                    )
                }
                None => (true, true),
            };
            if read || write {
                out.push(ViewAccess { op, memref: v, buffer, write, affine: None });
            }
        }
    });
    out
}

/// Adds the buffer elements `access` touches to `p` (its iteration domain,
/// renamed by `rename`, unless `domain_added`) and returns the element
/// offset as an expression, or `None` if it cannot be modelled.
pub(super) fn element_offset(
    ctx: &mut Context,
    p: &mut Poly,
    access: &ViewAccess,
    rename: &dyn Fn(ValueId) -> Key,
    domain_added: bool,
) -> Option<Lin> {
    let layout = view_layout(ctx, access.memref)?;
    let subscripts: Vec<Lin> = match (&access.affine, plain_load_store(ctx, access)) {
        (Some(a), _) => {
            if !domain_added {
                let dom = op_index_set(ctx, a.op, Resolution::MLIR).ok()?;
                p.add_system(&dom, rename);
            }
            p.subscripts(ctx, a, rename)?
        }
        (None, Some(a)) => {
            if !domain_added {
                let dom = op_index_set(ctx, a.op, Resolution::MLIR).ok()?;
                p.add_system(&dom, rename);
            }
            // Each value computed inside the loops (other than the IVs)
            // gets a column per instance, bounded by the `affine.min` /
            // `affine.max` computing it, if any.
            composed_subscripts(ctx, p, a, rename)?
        }
        (None, None) => {
            // Any element of the view (indices are never negative; with
            // dynamic sizes, not bounded above).
            (0..layout.strides.len())
                .map(|_| {
                    p.anon += 1;
                    let mut l = Lin::default();
                    l.add(p.dim(Key::Anon(p.anon)), &Int::ONE);
                    p.ineqs.push(l.clone());
                    l
                })
                .collect()
        }
    };
    if subscripts.len() != layout.strides.len() {
        return None;
    }
    let mut offset = Lin { terms: Vec::new(), constant: Int::from(layout.offset) };
    for (k, s) in subscripts.iter().enumerate() {
        // In bounds (anything else is undefined behaviour).
        if let Some(sizes) = &layout.sizes {
            p.ineqs.push(s.clone());
            let mut upper = s.scaled(&Int::from(-1));
            upper.constant += Int::from(sizes[k] - 1);
            p.ineqs.push(upper);
        }
        offset = offset.plus(&s.scaled(&Int::from(layout.strides[k])));
    }
    Some(offset)
}

/// How deep `bind_instance_value` follows `affine.min` / `affine.max`
/// operands that are themselves computed per instance.
const MAX_MIN_MAX_DEPTH: u32 = 4;

/// The column of the value `v` at one instance of an access (renamed by
/// `rename`, recorded in `keys`). A value that varies per instance (see
/// `varies_per_instance`) gets a fresh column. An `affine.min` value is
/// at most each of its results and equal to one of them (an alternative
/// of `p`), an `affine.max` value likewise at least each: exactly the
/// values it takes (MLIR's `FlatAffineValueConstraints` keeps only the
/// bounds), its operands bound the same way in turn.
pub(super) fn bind_instance_value(
    ctx: &mut Context,
    p: &mut Poly,
    v: ValueId,
    rename: &dyn Fn(ValueId) -> Key,
    keys: &mut FxHashMap<ValueId, Key>,
    depth: u32,
) -> Key {
    if let Some(&k) = keys.get(&v) {
        return k;
    }
    let key = if varies_per_instance(ctx, v) {
        p.anon += 1;
        Key::Anon(p.anon)
    } else {
        rename(v)
    };
    keys.insert(v, key);
    if depth >= MAX_MIN_MAX_DEPTH {
        return key;
    }
    let Some(def) = ctx.ir.defining_op(v) else { return key };
    let Some((is_min, map, operands)) = affine_dialects::affine::AffineApplyView::get(ctx, def)
        .and_then(|view| view.min.map(|is_min| (is_min, view.map, view.operands.to_vec())))
    else {
        return key;
    };
    let vm = crate::access::compose_map(ctx, map, &operands, Resolution::MLIR);
    for &o in &vm.operands {
        bind_instance_value(ctx, p, o, rename, keys, depth + 1);
    }
    let inner = |x: ValueId| keys.get(&x).copied().unwrap_or_else(|| rename(x));
    let results = MemRefAccess { op: def, kind: AccessKind::Load, memref: v, map: vm.map, indices: vm.operands };
    let Some(results) = p.subscripts(ctx, &results, &inner) else { return key };
    let mut col = Lin::default();
    col.add(p.dim(key), &Int::ONE);
    // min: result - v >= 0 for each, v - result >= 0 for one (max: the
    // other way round).
    let sign = Int::from(if is_min { 1 } else { -1 });
    let mut alts = Vec::with_capacity(results.len());
    for e in &results {
        let above = e.plus(&col.scaled(&Int::from(-1))).scaled(&sign);
        alts.push(above.scaled(&Int::from(-1)));
        p.ineqs.push(above);
    }
    match alts.len() {
        0 => {}
        1 => p.ineqs.extend(alts),
        _ => p.alts.push(alts),
    }
    key
}

/// The subscripts of the `memref.load` / `memref.store` `op` into `p`
/// (its domain added already), its indices composed through
/// `affine.apply` and each value that varies per instance a column of its
/// own, bounded by the `affine.min` / `affine.max` computing it (as
/// [`element_offset`] does for views), or `None` for another op.
pub(super) fn plain_subscripts(
    ctx: &mut Context,
    p: &mut Poly,
    op: OpId,
    rename: &dyn Fn(ValueId) -> Key,
) -> Option<Vec<Lin>> {
    let (memref, indices, stored) = affine_dialects::memref::load_store_parts(ctx, op)?;
    let map = ctx.affine.multi_dim_identity_map(indices.len() as u32);
    let kind = if stored.is_some() { AccessKind::Store } else { AccessKind::Load };
    composed_subscripts(ctx, p, MemRefAccess { op, kind, memref, map, indices }, rename)
}

/// The subscripts of `a` into `p`, its indices composed through
/// `affine.apply` first: the operands left are what varies. Loop IVs and
/// values defined outside every loop are renamed by `rename`; any other
/// value differs from one instance to the next and gets a column of its
/// own (see [`bind_instance_value`]).
fn composed_subscripts(
    ctx: &mut Context,
    p: &mut Poly,
    a: MemRefAccess,
    rename: &dyn Fn(ValueId) -> Key,
) -> Option<Vec<Lin>> {
    let vm = a.access_map(ctx, Resolution::MLIR);
    let composed = MemRefAccess { map: vm.map, indices: vm.operands.clone(), ..a };
    let mut keys: FxHashMap<ValueId, Key> = FxHashMap::default();
    for &v in &vm.operands {
        bind_instance_value(ctx, p, v, rename, &mut keys, 0);
    }
    let inner = |v: ValueId| keys.get(&v).copied().unwrap_or_else(|| rename(v));
    p.subscripts(ctx, &composed, &inner)
}

/// Why the elements `access` touches are not modelled exactly (it then
/// counts as touching its whole view, or the whole buffer), if they are
/// not: an op that is no load or store, or a view whose layout is not a
/// static strided one.
pub fn unmodelled_reason(ctx: &Context, access: &ViewAccess) -> Option<&'static str> {
    let plain = affine_dialects::memref::load_store_parts(ctx, access.op).filter(|(m, ..)| *m == access.memref);
    if access.affine.is_none() && plain.is_none() {
        // A copy reads all of its source and writes all of its target:
        // the whole view is exact for it.
        if ctx.op_name_str(ctx.ir.op(access.op).name) != "memref.copy" {
            return Some("it is no load or store, so it counts as touching its whole view");
        }
    }
    if view_layout(ctx, access.memref).is_none() {
        return Some("its view's layout is not static, so it counts as touching the whole buffer");
    }
    if let Some((_, indices, _)) = plain
        && !indices.iter().all(|&v| index_modelled(ctx, v, 0))
    {
        return Some("an index is computed in the loop other than by affine.apply/min/max, so it counts as any value");
    }
    None
}

/// True if the value `v` of a `memref.load` / `memref.store` index is
/// known at each instance as `element_offset` models it: the same at
/// every instance, a loop IV, or an `affine.apply` / `affine.min` /
/// `affine.max` of such values.
fn index_modelled(ctx: &Context, v: ValueId, depth: u32) -> bool {
    if !varies_per_instance(ctx, v) {
        return true;
    }
    if depth >= MAX_MIN_MAX_DEPTH {
        return false;
    }
    let Some(def) = ctx.ir.defining_op(v) else { return false };
    affine_dialects::affine::AffineApplyView::get(ctx, def)
        .is_some_and(|view| view.operands.iter().all(|&o| index_modelled(ctx, o, depth + 1)))
}

/// The memref, access and stored value (for a store) of an `affine.load` /
/// `affine.store` or `memref.load` / `memref.store` (the latter with the
/// identity map over its indices).
fn load_store_access(ctx: &mut Context, op: OpId) -> Option<(MemRefAccess, Option<ValueId>)> {
    if let Some(a) = MemRefAccess::from_op(ctx, op) {
        return match a.kind {
            AccessKind::Load => Some((a, None)),
            AccessKind::Store => {
                let stored = *ctx.ir.operands(op).first()?;
                Some((a, Some(stored)))
            }
            _ => None,
        };
    }
    let (memref, indices, stored) = affine_dialects::memref::load_store_parts(ctx, op)?;
    let n = indices.len() as u32;
    let map = ctx.affine.multi_dim_identity_map(n);
    let kind = if stored.is_some() { AccessKind::Store } else { AccessKind::Load };
    Some((MemRefAccess { op, kind, memref, map, indices }, stored))
}

/// True if the store `store` (`affine.store` or `memref.store`) writes
/// back the value a load in the same block read from the same element
/// (through the same memref, or another view of its buffer with a static
/// layout), with only ops that neither write memory nor have regions
/// between the two. Such a store never changes memory: not in the
/// program, and not after a fusion, which moves or copies whole blocks and
/// inserts slices only at the start or end of a loop body (never between
/// two ops of a block with no region op between them). The checks may
/// then leave it out (and the load, if nothing else uses its value);
/// except where the memref of either is replaced by a private buffer,
/// which makes the store a real one (callers pass those in `private`).
pub fn is_noop_store(ctx: &mut Context, store: OpId, private: &[ValueId]) -> bool {
    let Some((s, Some(value))) = load_store_access(ctx, store) else { return false };
    let Some(load_op) = ctx.ir.defining_op(value) else { return false };
    let Some((l, None)) = load_store_access(ctx, load_op) else { return false };
    if private.contains(&s.memref) || private.contains(&l.memref) {
        return false;
    }
    let block = ctx.ir.op(store).parent;
    if block.is_none() || ctx.ir.op(load_op).parent != block || !ctx.ir.is_before_in_block(load_op, store) {
        return false;
    }
    // Nothing in between writes memory or holds a region.
    let mut cur = ctx.ir.op(load_op).next;
    while let Some(o) = cur {
        if o == store {
            break;
        }
        let quiet = ctx.ir.op(o).regions.is_empty()
            && ctx
                .memory_effects(o)
                .is_some_and(|e| e.iter().all(|x| matches!(x.kind, EffectKind::Read | EffectKind::Allocate)));
        if !quiet {
            return false;
        }
        cur = ctx.ir.op(o).next;
    }
    if crate::mdg::memref_root(ctx, s.memref) != crate::mdg::memref_root(ctx, l.memref) {
        return false;
    }
    // One instance: every value is itself.
    let rename = |v: ValueId| Key::Shared(v);
    let mut p = Poly::default();
    if let Ok(dom) = op_index_set(ctx, store, Resolution::MLIR) {
        p.add_system(&dom, &rename);
    }
    let (Some(es), Some(el)) = (p.subscripts(ctx, &s, &rename), p.subscripts(ctx, &l, &rename)) else {
        return false;
    };
    // The element pairs that must be equal: the subscripts through one
    // memref, the buffer offsets through two.
    let pairs: Vec<(Lin, Lin)> = if s.memref == l.memref {
        es.into_iter().zip(el).collect()
    } else {
        let (Some(ls), Some(ll)) = (view_layout(ctx, s.memref), view_layout(ctx, l.memref)) else { return false };
        if ls.strides.len() != es.len() || ll.strides.len() != el.len() {
            return false;
        }
        let offset = |layout: &ViewLayout, subs: &[Lin]| {
            let mut o = Lin { terms: Vec::new(), constant: Int::from(layout.offset) };
            for (k, e) in subs.iter().enumerate() {
                o = o.plus(&e.scaled(&Int::from(layout.strides[k])));
            }
            o
        };
        vec![(offset(&ls, &es), offset(&ll, &el))]
    };
    pairs.iter().all(|(a, b)| {
        // Neither a > b nor b > a at any instance.
        let d = a.plus(&b.scaled(&Int::from(-1)));
        [d.clone(), d.scaled(&Int::from(-1))].into_iter().all(|mut gt| {
            gt.constant -= Int::ONE;
            let mut q = p.clone();
            q.ineqs.push(gt);
            q.is_empty()
        })
    })
}

/// A `memref.load` / `memref.store` of `access` as an access with the
/// identity map over its index operands (composed through `affine.apply`
/// ops like an affine access), or `None` for any other op.
fn plain_load_store(ctx: &mut Context, access: &ViewAccess) -> Option<MemRefAccess> {
    let (memref, indices, stored) = affine_dialects::memref::load_store_parts(ctx, access.op)?;
    if memref != access.memref {
        return None;
    }
    let map = ctx.affine.multi_dim_identity_map(indices.len() as u32);
    let kind = if stored.is_some() { AccessKind::Store } else { AccessKind::Load };
    Some(MemRefAccess { op: access.op, kind, memref, map, indices })
}

/// True if `v` may take another value at another instance of the op using
/// it: it is defined inside a loop (or any op with regions) and is neither
/// an `affine.for` IV nor a constant.
pub(super) fn varies_per_instance(ctx: &Context, v: ValueId) -> bool {
    if let Some(def) = ctx.ir.defining_op(v)
        && ctx.op_name_str(ctx.ir.op(def).name) == "arith.constant"
    {
        return false;
    }
    let Some(block) = ctx.ir.value_parent_block(v) else { return true };
    let Some(owner) = ctx.ir.block_parent_op(block) else { return true };
    match ctx.op_name_str(ctx.ir.op(owner).name) {
        "func.func" => false,
        // An `affine.for` IV is its body's first argument: a loop column.
        "affine.for" => ctx.ir.block_args(block).first() != Some(&v),
        _ => true,
    }
}

/// Renames the values defined in `root` (its loop IVs and everything
/// computed per iteration) to copy `tag`; others are shared.
fn instance_rename(ctx: &Context, root: OpId, tag: u8) -> impl Fn(ValueId) -> Key + use<> {
    let mut inner: FxHashSet<ValueId> = FxHashSet::default();
    ctx.ir.walk_pre(root, &mut |op| {
        if op != root {
            inner.extend(ctx.ir.results(op).iter().copied());
        }
        for &r in ctx.ir.regions(op) {
            for b in ctx.ir.region_blocks(r) {
                inner.extend(ctx.ir.block_args(b).iter().copied());
            }
        }
    });
    move |v| if inner.contains(&v) { Key::Copy(tag, v) } else { Key::Shared(v) }
}

/// True unless some instance of `a` (an op in the nest or op `root_a`) and
/// some instance of `b` (in `root_b`, possibly the same nest) provably never
/// touch the same element of their buffer. Order is not looked at.
pub fn views_may_overlap(ctx: &mut Context, a: &ViewAccess, root_a: OpId, b: &ViewAccess, root_b: OpId) -> bool {
    if a.buffer != b.buffer {
        return false;
    }
    same_element_pairs(ctx, (a, root_a, 5), (b, root_b, 6)).is_none_or(|p| !p.is_empty())
}

/// The pairs of an instance of `x` (an op in the nest or op `root_x`, its
/// inner values copy `tag_x`) and an instance of `y` (likewise) that touch
/// the same element of their buffer; `None` if an element offset cannot be
/// modelled. The callers' shared first step.
fn same_element_pairs(
    ctx: &mut Context,
    (x, root_x, tag_x): (&ViewAccess, OpId, u8),
    (y, root_y, tag_y): (&ViewAccess, OpId, u8),
) -> Option<Poly> {
    let (rx, ry) = (instance_rename(ctx, root_x, tag_x), instance_rename(ctx, root_y, tag_y));
    let mut p = Poly::default();
    let ex = element_offset(ctx, &mut p, x, &rx, false)?;
    let ey = element_offset(ctx, &mut p, y, &ry, false)?;
    p.equal(&ex, &ey);
    bind_fixed_values(ctx, &mut p);
    Some(p)
}

/// Bounds each value of `p` fixed for the run (a `Key::Shared` column: a
/// loop bound or index symbol defined outside every loop) by what is known
/// of it: an `affine.min` / `affine.max` by its results
/// ([`bind_instance_value`]), a constant or a `memref.dim` of a static
/// dimension by its value. Facts only, so an emptiness question asked of
/// `p` stays sound; without them a symbol is any value (fusion-mix seed
/// 3035: a loop `dim floordiv 2 to min(dim, 3) + 2` over a memref with a
/// static dimension of 7 runs rows 3 and 4 only, and a `memref.load` of
/// those rows never meets the stores of rows 0 and 1; mlir-opt 22
/// interchanges the loops).
pub(super) fn bind_fixed_values(ctx: &mut Context, p: &mut Poly) {
    let shared: Vec<ValueId> =
        p.dims.iter().filter_map(|k| if let Key::Shared(v) = k { Some(*v) } else { None }).collect();
    let mut keys: FxHashMap<ValueId, Key> = FxHashMap::default();
    for v in shared {
        if varies_per_instance(ctx, v) {
            continue;
        }
        bind_instance_value(ctx, p, v, &Key::Shared, &mut keys, 0);
        if let Some(c) = Resolution::EXACT.constant(ctx, v) {
            let mut x = Lin { terms: Vec::new(), constant: Int::from(-c) };
            x.add(p.dim(Key::Shared(v)), &Int::ONE);
            p.eqs.push(x);
        }
    }
}

/// True unless no instance of `x` runs before (in program order) an
/// instance of `y` that touches the same element of their buffer, both in
/// the nest or op `root`. `true` when this cannot be decided.
pub fn views_touch_in_order(ctx: &mut Context, root: OpId, x: &ViewAccess, y: &ViewAccess) -> bool {
    if x.buffer != y.buffer {
        return false;
    }
    let Some(base) = same_element_pairs(ctx, (x, root, super::S1), (y, root, super::S2)) else { return true };
    if base.is_empty() {
        return false;
    }
    source_orders(ctx, &base, x, y).iter().any(|p| !p.is_empty())
}

/// Like [`views_touch_in_order`], but only pairs of instances at the same
/// iterations of the outermost `outer` loops around both count (an
/// instance of `x` at an earlier iteration of one of those loops is left
/// out). `false` when fewer than `outer` loops are around both: their
/// common loops are then a strict prefix of the `outer` ones around `y`,
/// and every instance of `x` at the same iterations of those runs before
/// `y`'s loop at the next depth is entered.
pub fn views_touch_in_order_within(
    ctx: &mut Context,
    root: OpId,
    x: &ViewAccess,
    y: &ViewAccess,
    outer: usize,
) -> bool {
    if x.buffer != y.buffer {
        return false;
    }
    let Some(base) = same_element_pairs(ctx, (x, root, super::S1), (y, root, super::S2)) else { return true };
    if base.is_empty() {
        return false;
    }
    let orders = source_orders(ctx, &base, x, y);
    // `source_orders` gives one case per common loop (smaller at that
    // depth, equal outside it), then the same-iteration case if `x` comes
    // first in the body.
    let common = common_loop_count(ctx, x.op, y.op);
    if common < outer {
        return false;
    }
    orders.iter().skip(outer).any(|p| !p.is_empty())
}

/// The number of `affine.for` loops around both `a` and `b`.
fn common_loop_count(ctx: &Context, a: OpId, b: OpId) -> usize {
    let l1 = crate::loop_nest::affine_for_ivs(ctx, a);
    let l2 = crate::loop_nest::affine_for_ivs(ctx, b);
    l1.iter().zip(&l2).take_while(|(p, q)| p == q).count()
}

/// True if permuting the loops of the perfect band `band` (the IVs of its
/// `affine.for` ops, outermost first; the nest's root is `root`) by `perm`
/// (loop `i` moves to position `perm[i]`, as `permuteLoops`) may run an
/// instance of `y` before an instance of `x` that precedes it and touches
/// the same element of their buffer (either may write: callers pass only
/// pairs with a write). Instances in the same band iteration keep their
/// order; values outside `root` are the same for both instances.
pub fn permutation_reorders(
    ctx: &mut Context,
    root: OpId,
    band: &[ValueId],
    perm: &[usize],
    x: &ViewAccess,
    y: &ViewAccess,
) -> bool {
    if x.buffer != y.buffer || band.len() != perm.len() {
        return x.buffer == y.buffer;
    }
    let n = band.len();
    let mut inv = vec![0; n];
    for (i, &p) in perm.iter().enumerate() {
        if p >= n {
            return true;
        }
        inv[p] = i;
    }
    let Some(base) = same_element_pairs(ctx, (x, root, 5), (y, root, 6)) else { return true };
    if base.is_empty() {
        return false;
    }
    let col = |p: &mut Poly, copy: u8, l: usize| p.dim(Key::Copy(copy, band[l]));
    for k in 0..n {
        // x(s1) before y(s2): s1 < s2 at band level k, equal above.
        let mut before = base.clone();
        for l in 0..k {
            let (a, b) = (col(&mut before, 5, l), col(&mut before, 6, l));
            before.same(a, b);
        }
        let (a, b) = (col(&mut before, 6, k), col(&mut before, 5, k));
        before.greater(a, b);
        if before.is_empty() {
            continue;
        }
        for k2 in 0..n {
            // After the permutation, y(s2) first at new level k2.
            let mut after = before.clone();
            for &l in &inv[..k2] {
                let (a, b) = (col(&mut after, 5, l), col(&mut after, 6, l));
                after.same(a, b);
            }
            let (a, b) = (col(&mut after, 5, inv[k2]), col(&mut after, 6, inv[k2]));
            after.greater(a, b);
            if !after.is_empty() {
                return true;
            }
        }
    }
    false
}

/// Checks the fusion of `src` into `dst` with `slice` for the pairs of
/// accesses `(a, b)` (`a` in the source, `b` in the destination) to one
/// buffer through different views, at least one writing. When the source
/// comes first (`src_first`: a producer, or a sibling before the
/// destination, its slice at the start of the body), no instance of `a`
/// the slice runs may touch an element after an instance of `b` touched it
/// at an earlier iteration of the destination loops around the slice; when
/// it comes after (a sibling, its slice at the end of the body), not before
/// an instance of `b` at a later iteration. A removed source writing an
/// element the destination accesses must have all its iterations in some
/// slice (so each runs, on the right side of the destination instances).
#[allow(clippy::too_many_arguments)]
pub fn check_view_pairs(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    slice: &ComputationSliceState,
    remove_src: bool,
    src_first: bool,
    pairs: &[(ViewAccess, ViewAccess)],
    known: KnownLoops<'_>,
) -> Result<(), Unsound> {
    if pairs.is_empty() {
        return Ok(());
    }
    // A slice after the destination's own ops of its iteration: the
    // instances at the same iteration of the loops around it all come
    // first only if nothing but the terminator follows it.
    if !src_first && slice.insert_point.is_none_or(|ip| ctx.ir.op(ip).next.is_some()) {
        return Err(Unsound::Unknown);
    }
    let mut f = Fusion::new(ctx, src, dst, slice, known)?;
    let mut full_coverage: Option<bool> = None;
    for (a, b) in pairs {
        if !views_may_overlap(ctx, a, src, b, dst) {
            continue;
        }
        // A source write no slice runs is lost: it matters here if the
        // destination reads the element (a destination store overwrote
        // it anyway), and only for the instances that touch an element
        // the destination reads.
        if a.write && remove_src && !only_writes(ctx, b) {
            let covered = match full_coverage {
                Some(c) => c,
                None => {
                    let c = covers_source(ctx, &f)?;
                    full_coverage = Some(c);
                    c
                }
            };
            if !covered && !covers_instances_touching(ctx, &f, a, b)? {
                return Err(Unsound::SourceNotCovered);
            }
        }
        let mut base = Poly::default();
        f.add_exec(ctx, &mut base, a.op, J1, super::S1).ok_or(Unsound::Unknown)?;
        let dr = f.dst_rename();
        let dom = op_index_set(ctx, b.op, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
        base.add_system(&dom, &dr);
        let ea = element_offset(ctx, &mut base, a, &f.exec_rename(J1, super::S1), true).ok_or(Unsound::Unknown)?;
        let eb = element_offset(ctx, &mut base, b, &dr, true).ok_or(Unsound::Unknown)?;
        base.equal(&ea, &eb);
        if base.is_empty() {
            continue;
        }
        let (later, earlier) = if src_first { (J1, T) } else { (T, J1) };
        if f.lex_greater(&base, later, earlier).iter().any(|p| !p.is_empty()) {
            return Err(Unsound::SliceAfterDestinationWrite(a.memref));
        }
    }
    Ok(())
}

/// True if `access` is a store (it writes its element and reads nothing).
fn only_writes(ctx: &Context, access: &ViewAccess) -> bool {
    match &access.affine {
        Some(a) => a.is_write(),
        None => affine_dialects::memref::load_store_parts(ctx, access.op)
            .is_some_and(|(m, _, stored)| m == access.memref && stored.is_some()),
    }
}

/// Whether every instance of the source access `a` that touches an element
/// the destination access `b` touches (at any of its instances) runs in
/// some slice of `f`. `Err` when the sets cannot be compared exactly.
fn covers_instances_touching(
    ctx: &mut Context,
    f: &Fusion<'_>,
    a: &ViewAccess,
    b: &ViewAccess,
) -> Result<bool, Unsound> {
    let bounds = f.bounds.as_ref().ok_or(Unsound::Unknown)?;
    let mut touching = Poly::default();
    let rename = f.exec_rename(J1, super::S1);
    let ea = element_offset(ctx, &mut touching, a, &rename, false).ok_or(Unsound::Unknown)?;
    let dr = f.dst_rename();
    let eb = element_offset(ctx, &mut touching, b, &dr, false).ok_or(Unsound::Unknown)?;
    touching.equal(&ea, &eb);
    let mut cov = Poly::default();
    cov.add_system(bounds, &rename);
    // Over the source IVs (and the values both sides share): the prefix,
    // destination and per-instance columns are existential.
    let keep = |k: &Key| matches!(k, Key::Copy(super::S1, _) | Key::Shared(_));
    let order = super::column_order(&[&touching, &cov], &|k| !keep(k));
    let kept = order.iter().filter(|k| keep(k)).count();
    let mut t = touching.relation(&order);
    let nt = t.num_dim_vars();
    t.project_out_exact(kept, nt - kept);
    let mut c = cov.relation(&order);
    let nc = c.num_dim_vars();
    c.project_out_exact(kept, nc - kept);
    super::difference_is_empty(&t, &c)
}

/// Checks the accesses of the sliced nest `src` of a fusion into `dst`
/// with `slice` to one buffer through different memrefs (`acc`, the
/// source's view accesses), pair of instances by pair of instances: for
/// instances `x(s1)` before `y(s2)` in the source (lexicographically on
/// their common loops, then in program order) that touch one element, one
/// writing,
///
/// - `y(s2)` must not run in an earlier slice than `x(s1)`
///   ([`Unsound::ReorderedSourceDependence`]);
/// - if source iterations run more than once (the source is kept, or the
///   slices overlap), `y` must not write where a slice runs `x(s1)` again:
///   it would see `y`'s value ([`Unsound::RecomputedInstances`]).
///
/// A `memref.load` / `memref.store` index computed in the loops (not an
/// IV) is any value at each instance; other ops that are no load or store
/// touch any element of their view (or of the buffer when that cannot be
/// modelled).
///
/// `private`: the memrefs the fusion makes private to the fused nest (a
/// load of one in a slice reads the private buffer).
#[allow(clippy::too_many_arguments)]
pub fn check_source_view_pairs(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    slice: &ComputationSliceState,
    remove_src: bool,
    acc: &[ViewAccess],
    private: &[ValueId],
    known: KnownLoops<'_>,
) -> Result<(), Unsound> {
    let pairs: Vec<(&ViewAccess, &ViewAccess)> = acc
        .iter()
        .flat_map(|x| acc.iter().map(move |y| (x, y)))
        .filter(|(x, y)| x.buffer == y.buffer && x.memref != y.memref && (x.write || y.write))
        .collect();
    if pairs.is_empty() {
        return Ok(());
    }
    let f = Fusion::new(ctx, src, dst, slice, known)?;
    let recomputed = !remove_src || super::slices_overlap(&f)?;
    let bounds = f.bounds.clone().ok_or(Unsound::Unknown)?;
    for (x, y) in pairs {
        // An `x` through a memref made private touches the private buffer
        // in the slices, never an element of the buffer `y` touches: its
        // reruns and reorderings against `y` change nothing there, and
        // what it reads or writes in the private buffer is the questions'
        // of that memref (the private buffer's, and the fusion's check
        // that the private copy sees the writes through the other views).
        // The kept source's own run is unchanged. Fusion-mix seed 2175.
        if !remove_src && private.contains(&x.memref) && x.affine.is_some() {
            continue;
        }
        if !views_may_overlap(ctx, x, src, y, src) {
            continue;
        }
        let (r1, r2) = (f.exec_rename(J1, super::S1), f.exec_rename(J2, super::S2));
        let mut base = Poly::default();
        let d1 = op_index_set(ctx, x.op, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
        let d2 = op_index_set(ctx, y.op, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
        base.add_system(&d1, &r1);
        base.add_system(&d2, &r2);
        let e1 = element_offset(ctx, &mut base, x, &r1, true).ok_or(Unsound::Unknown)?;
        let e2 = element_offset(ctx, &mut base, y, &r2, true).ok_or(Unsound::Unknown)?;
        base.equal(&e1, &e2);
        let mut orders = source_orders_within(ctx, &base, x, y, &|v| f.src_loops.contains(&v));
        // Where `y` stores the value the load `x` read, an instance of `y`
        // at the iteration of `x` (all of `x`'s loops are around `y`) that
        // writes the element `x` read puts back the value it holds: it
        // changes nothing, in the program or in any slice, and a write
        // between the two is a pair of its own. Only later iterations of
        // `y` count then (fusion-mix seeds 1983 and 1987: a copy through a
        // view that writes some elements onto themselves, run again in the
        // slices). Not where `x` reads a private buffer in the slices (a
        // store into one writes the private buffer, which is no element
        // `x` reads).
        if writes_back_load(ctx, y, x) && !private.contains(&x.memref) && same_iteration_case(ctx, x, y) {
            orders.pop();
        }
        for p in &mut orders {
            // x(s1) run by some slice.
            p.add_system(&bounds, &r1);
        }
        if recomputed && y.write && orders.iter().any(|p| !p.is_empty()) {
            return Err(Unsound::RecomputedInstances(x.memref));
        }
        for mut p in orders {
            p.add_system(&bounds, &r2);
            if f.lex_greater(&p, J1, J2).iter().any(|q| !q.is_empty()) {
                return Err(Unsound::ReorderedSourceDependence(x.memref));
            }
        }
    }
    Ok(())
}

/// True if `y` is an `affine.store` or `memref.store` of the value the
/// scalar load `x` produces.
fn writes_back_load(ctx: &mut Context, y: &ViewAccess, x: &ViewAccess) -> bool {
    if x.write || !y.write {
        return false;
    }
    let Some((_, Some(value))) = load_store_access(ctx, y.op) else { return false };
    ctx.ir.defining_op(value) == Some(x.op) && matches!(load_store_access(ctx, x.op), Some((_, None)))
}

/// True if [`source_orders`] ends with the case of the same iterations of
/// the loops around both (`x` first in their body).
fn same_iteration_case(ctx: &Context, x: &ViewAccess, y: &ViewAccess) -> bool {
    (x.op == y.op && !x.write && y.write) || (x.op != y.op && super::op_precedes(ctx, x.op, y.op))
}

/// The polyhedra (one per case) of `x(s1)` before `y(s2)` in program
/// order, added to `base` (the instances in copies `S1` and `S2`):
/// lexicographically smaller on the loops around both, or the same
/// iterations of those with `x` first (within one op accessing both
/// memrefs, its reads come first).
fn source_orders(ctx: &Context, base: &Poly, x: &ViewAccess, y: &ViewAccess) -> Vec<Poly> {
    source_orders_within(ctx, base, x, y, &|_| true)
}

/// [`source_orders`] over the common loops whose IV `inside` accepts only:
/// loops around the nest whose instances are compared (one shared column
/// for both, the same iteration) take no part in their order; as a case
/// of their own, two unconstrained copies would order any pair.
fn source_orders_within(
    ctx: &Context,
    base: &Poly,
    x: &ViewAccess,
    y: &ViewAccess,
    inside: &dyn Fn(ValueId) -> bool,
) -> Vec<Poly> {
    let l1 = crate::loop_nest::affine_for_ivs(ctx, x.op);
    let l2 = crate::loop_nest::affine_for_ivs(ctx, y.op);
    let common: Vec<ValueId> = l1
        .iter()
        .zip(&l2)
        .take_while(|(a, b)| a == b)
        .filter_map(|(l, _)| affine_dialects::affine::AffineForView::get(ctx, *l).map(|v| v.iv))
        .filter(|&v| inside(v))
        .collect();
    let mut orders: Vec<Poly> = Vec::new();
    for k in 0..common.len() {
        let mut p = base.clone();
        for &v in &common[..k] {
            let (a, b) = (p.dim(Key::Copy(super::S1, v)), p.dim(Key::Copy(super::S2, v)));
            p.same(a, b);
        }
        let (a, b) = (p.dim(Key::Copy(super::S2, common[k])), p.dim(Key::Copy(super::S1, common[k])));
        p.greater(a, b);
        orders.push(p);
    }
    if same_iteration_case(ctx, x, y) {
        let mut p = base.clone();
        for &v in &common {
            let (a, b) = (p.dim(Key::Copy(super::S1, v)), p.dim(Key::Copy(super::S2, v)));
            p.same(a, b);
        }
        orders.push(p);
    }
    orders
}

/// True if every element the affine store `s` (in the nest or op
/// `root_s`) may write is also written by the affine store `w` (in
/// another nest `root_w`) of the same memref, for every value of the
/// values both nests share (function arguments, values defined before
/// them). `false` when this cannot be decided.
pub fn store_covered_by(ctx: &mut Context, s: &MemRefAccess, root_s: OpId, w: &MemRefAccess, root_w: OpId) -> bool {
    if s.memref != w.memref || !s.is_write() || !w.is_write() || root_s == root_w {
        return false;
    }
    let elements = |ctx: &mut Context, p: &mut Poly, a: &MemRefAccess, root: OpId, tag: u8| -> Option<usize> {
        let rename = instance_rename(ctx, root, tag);
        let dom = op_index_set(ctx, a.op, Resolution::MLIR).ok()?;
        p.add_system(&dom, &rename);
        let subs = p.subscripts(ctx, a, &rename)?;
        for (k, e) in subs.iter().enumerate() {
            let mut x = Lin::default();
            x.add(p.dim(Key::Anon(u32::MAX - k as u32)), &Int::ONE);
            p.equal(&x, e);
        }
        Some(subs.len())
    };
    let (mut ps, mut pw) = (Poly::default(), Poly::default());
    let (Some(ns), Some(nw)) = (elements(ctx, &mut ps, s, root_s, 5), elements(ctx, &mut pw, w, root_w, 6)) else {
        return false;
    };
    if ns != nw {
        return false;
    }
    // Element columns, then the shared values (parameters), then the
    // instance's own values (projected out).
    let mut order: Vec<Key> = (0..ns as u32).map(|k| Key::Anon(u32::MAX - k)).collect();
    for p in [&ps, &pw] {
        for k in &p.dims {
            match k {
                Key::Shared(_) if !order.contains(k) => order.push(*k),
                Key::Anon(a) if *a < u32::MAX - ns as u32 + 1 => return false,
                _ => {}
            }
        }
    }
    let keep = order.len();
    for k in &order {
        ps.dim(*k);
        pw.dim(*k);
    }
    let (mut rs, mut rw) = (ps.relation(&order), pw.relation(&order));
    let (n1, n2) = (rs.num_dim_vars(), rw.num_dim_vars());
    rs.project_out_exact(keep, n1 - keep);
    rw.project_out_exact(keep, n2 - keep);
    super::difference_is_empty(&rs, &rw).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::parse;
    use affine_ir::ir::WalkOrder;

    const VIEWS: &str = "func.func @kernel(%A: memref<2x4xf32>) {
  %c = arith.constant 1.0 : f32
  %t = memref.alloc() : memref<8xf32>
  %s = memref.subview %t[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %u = memref.cast %s : memref<4xf32, strided<[1], offset: 4>> to memref<?xf32, strided<[1], offset: 4>>
  %r = memref.reinterpret_cast %A to offset: [0], sizes: [8], strides: [1] : memref<2x4xf32> to memref<8xf32>
  affine.for %i = 0 to 4 {
    affine.store %c, %t[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %u[%i] : memref<?xf32, strided<[1], offset: 4>>
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %t[%i + 3] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    affine.store %c, %A[1, %i] : memref<2x4xf32>
  }
  affine.for %i = 0 to 3 {
    %v = affine.load %r[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %r[%i + 4] : memref<8xf32>
  }
  return
}";

    /// The top-level nests of `@kernel` and the view accesses of each.
    fn nests(ctx: &Context, module: OpId) -> Vec<(OpId, Vec<ViewAccess>)> {
        let all: Vec<OpId> = ctx.ir.walk(module, WalkOrder::PreOrder);
        let value = |name: &str| -> ValueId {
            // The memrefs by their defining op names, in order.
            let defs: Vec<ValueId> = all
                .iter()
                .filter(|&&o| ctx.op_name_str(ctx.ir.op(o).name) == name)
                .map(|&o| ctx.ir.results(o)[0])
                .collect();
            defs[0]
        };
        let (t, s, u, r) =
            (value("memref.alloc"), value("memref.subview"), value("memref.cast"), value("memref.reinterpret_cast"));
        let func = all.iter().copied().find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "func.func").expect("func");
        let a = ctx.ir.block_args(ctx.ir.entry_block(ctx.ir.regions(func)[0]).expect("body"))[0];
        let mut buffers = FxHashMap::default();
        for m in [t, s, u] {
            buffers.insert(m, t);
        }
        for m in [a, r] {
            buffers.insert(m, a);
        }
        all.iter()
            .copied()
            .filter(|&o| {
                ctx.op_name_str(ctx.ir.op(o).name) == "affine.for"
                    && ctx.ir.parent_op(o).is_some_and(|p| ctx.op_name_str(ctx.ir.op(p).name) == "func.func")
            })
            .map(|o| (o, view_accesses_in(ctx, o, &buffers)))
            .collect()
    }

    #[test]
    fn layouts_of_views() {
        let mut ctx = affine_dialects::new_context();
        let module = parse(&mut ctx, VIEWS);
        let n = nests(&ctx, module);
        let layout = |ctx: &Context, k: usize| view_layout(ctx, n[k].1[0].memref).expect("modelled");
        assert_eq!(layout(&ctx, 0), ViewLayout { offset: 0, strides: vec![1], sizes: Some(vec![8]) });
        // The cast keeps the subview's layout and sizes.
        assert_eq!(layout(&ctx, 1), ViewLayout { offset: 4, strides: vec![1], sizes: Some(vec![4]) });
        assert_eq!(layout(&ctx, 3), ViewLayout { offset: 0, strides: vec![4, 1], sizes: Some(vec![2, 4]) });
    }

    #[test]
    fn overlap_is_decided_per_element() {
        let mut ctx = affine_dialects::new_context();
        let module = parse(&mut ctx, VIEWS);
        let n = nests(&ctx, module);
        let overlap =
            |ctx: &mut Context, x: usize, y: usize| views_may_overlap(ctx, &n[x].1[0], n[x].0, &n[y].1[0], n[y].0);
        // %t[0..4] and the cast of the subview from 4: disjoint.
        assert!(!overlap(&mut ctx, 0, 1));
        // %t[3..7] meets both.
        assert!(overlap(&mut ctx, 0, 2));
        assert!(overlap(&mut ctx, 1, 2));
        // Row 1 of %A and the first three elements of its flat view: disjoint;
        // elements 4..8: the same.
        assert!(!overlap(&mut ctx, 3, 4));
        assert!(overlap(&mut ctx, 3, 5));
    }

    /// The band of the 2-D nest in `text` interchanged: whether its
    /// `memref.store` (with itself) has instances on one element the
    /// interchange reorders.
    fn store_reordered(text: &str) -> bool {
        let mut ctx = affine_dialects::new_context();
        let module = parse(&mut ctx, text);
        let all: Vec<OpId> = ctx.ir.walk(module, WalkOrder::PreOrder);
        let named = |ctx: &Context, n: &str| -> Vec<OpId> {
            all.iter().copied().filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == n).collect()
        };
        let loops = named(&ctx, "affine.for");
        let store = named(&ctx, "memref.store")[0];
        let memref = ctx.ir.operands(store)[1];
        let mut buffers = FxHashMap::default();
        buffers.insert(memref, memref);
        let acc = view_accesses_in(&ctx, loops[0], &buffers);
        assert_eq!(acc.len(), 1);
        let band: Vec<ValueId> =
            loops.iter().map(|&l| affine_dialects::affine::AffineForView::get(&ctx, l).expect("loop").iv).collect();
        permutation_reorders(&mut ctx, loops[0], &band, &[1, 0], &acc[0], &acc[0])
    }

    #[test]
    fn interchange_decided_per_instance() {
        let nest = |index: &str| {
            format!(
                "func.func @f(%c: memref<20xf32>, %x: f32) {{
  affine.for %i = 0 to 8 {{
    affine.for %j = 0 to 8 {{
      %k = affine.apply affine_map<(d0, d1) -> ({index})>(%i, %j)
      memref.store %x, %c[%k] : memref<20xf32>
    }}
  }}
  return
}}"
            )
        };
        // One element per %j, written in increasing %i: kept.
        assert!(!store_reordered(&nest("d1")));
        // One element per %i + %j: the last writer changes.
        assert!(store_reordered(&nest("d0 + d1")));
        assert!(store_reordered(&nest("d0 * 2 + d1")));
        // Each instance its own element.
        assert!(!store_reordered(&nest("d0 * 2 + d1 floordiv 4")));
        assert!(!store_reordered(&nest("d0 + d1 * 0 + 12")));
        // An affine.min / affine.max index is one of its results at each
        // instance: min(%j, 19) is %j here (kept), min(%i + %j, 9) meets
        // again at another (%i, %j) (reordered).
        let min_max = |op: &str, map: &str| {
            format!(
                "func.func @f(%c: memref<20xf32>, %x: f32) {{
  affine.for %i = 0 to 8 {{
    affine.for %j = 0 to 8 {{
      %k = {op} affine_map<(d0, d1) -> ({map})>(%i, %j)
      memref.store %x, %c[%k] : memref<20xf32>
    }}
  }}
  return
}}"
            )
        };
        assert!(!store_reordered(&min_max("affine.min", "d1, 19")));
        assert!(!store_reordered(&min_max("affine.max", "d1 + 8, d1 * 2")));
        assert!(store_reordered(&min_max("affine.min", "d0 + d1, 9")));
        assert!(store_reordered(&min_max("affine.max", "d0, d1")));
        // An index computed otherwise in the loop is any value.
        let loaded = "func.func @f(%c: memref<20xf32>, %n: memref<8xindex>, %x: f32) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %k = affine.load %n[%j] : memref<8xindex>
      memref.store %x, %c[%k] : memref<20xf32>
    }
  }
  return
}";
        assert!(store_reordered(loaded));
    }

    /// Whether the last store of `text` is a no-op store.
    fn noop(text: &str) -> bool {
        let mut ctx = affine_dialects::new_context();
        let module = parse(&mut ctx, text);
        let all: Vec<OpId> = ctx.ir.walk(module, WalkOrder::PreOrder);
        let store = all
            .iter()
            .copied()
            .rfind(|&o| matches!(ctx.op_name_str(ctx.ir.op(o).name), "affine.store" | "memref.store"))
            .expect("store");
        is_noop_store(&mut ctx, store, &[])
    }

    #[test]
    fn stores_of_the_value_just_loaded() {
        let kernel = |body: &str| {
            format!(
                "func.func @f(%a: memref<8xf32>, %b: memref<8xf32>) {{
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  affine.for %i = 0 to 2 {{
    affine.for %j = 0 to 4 {{
{body}
    }}
  }}
  return
}}"
            )
        };
        // Same memref, same element; a pure op in between.
        assert!(noop(&kernel(
            "      %x = affine.load %a[%i * 4 + %j] : memref<8xf32>
      %y = arith.addf %x, %x : f32
      affine.store %x, %a[%i * 4 + %j] : memref<8xf32>"
        )));
        // Through another view of the buffer, the same element.
        assert!(noop(&kernel(
            "      %x = affine.load %v[%i, %j] : memref<2x4xf32>
      affine.store %x, %a[%i * 4 + %j] : memref<8xf32>"
        )));
        // Another element, another buffer, or a write in between: real.
        assert!(!noop(&kernel(
            "      %x = affine.load %v[%i, %j] : memref<2x4xf32>
      affine.store %x, %a[%j * 2 + %i] : memref<8xf32>"
        )));
        assert!(!noop(&kernel(
            "      %x = affine.load %b[%i * 4 + %j] : memref<8xf32>
      affine.store %x, %a[%i * 4 + %j] : memref<8xf32>"
        )));
        assert!(!noop(&kernel(
            "      %x = affine.load %a[%i * 4 + %j] : memref<8xf32>
      memref.store %x, %b[%j] : memref<8xf32>
      affine.store %x, %a[%i * 4 + %j] : memref<8xf32>"
        )));
    }
}
