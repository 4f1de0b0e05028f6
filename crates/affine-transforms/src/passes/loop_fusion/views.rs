//! Fusion and views: accesses to one buffer through different memrefs
//! (`memref.cast`, `memref.subview`, `memref.reinterpret_cast`, ...).
//!
//! MLIR 22's dependence graph keys accesses by SSA value, so it has no edge
//! between a nest writing `%t` and one reading `%v = memref.cast %t`; our
//! graph is MLIR's (so the fusions tried, their order and insertion points
//! are MLIR's), and this check refuses the fusions that would reorder two
//! accesses to one element of a buffer through different memrefs where one
//! of them writes. Elements are compared exactly: each access is mapped to
//! the buffer's elements through its view's strides and offset
//! (`affine_analysis::fusion_legality::view_layout`; a view that cannot be
//! modelled, and any non-affine access, counts as touching every element
//! of its view, or of the buffer when the view's sizes or layout are not
//! static). A fusion moves the source's work (its slice) and the
//! destination to the insertion point:
//!
//! - a nest crossing an op that accesses a common element through another
//!   memref must not be reordered with it when either writes. One
//!   exception: a kept source that writes, crossing a reader. The reader
//!   still sees what the source wrote, and the slice only writes the same
//!   values again: its inputs are unchanged up to the insertion point (a
//!   write to them in between is an edge of the graph, or refused here) and
//!   the soundness check refuses slices that read what they write. This is
//!   what mlir-opt 22 does soundly (differential view seeds 88 and 270);
//! - the sliced nest (source or sibling) runs its iterations in slices, in
//!   another order, and again when it is kept: two of its instances that
//!   touch one element through two memrefs, one writing, must not run in
//!   the other order across slices, nor the earlier run again after a
//!   later one wrote (`check_source_view_pairs`: exact, the soundness
//!   check's `ReorderedSourceDependence` and `RecomputedInstances` for one
//!   memref);
//! - the two nests themselves run interleaved after fusion: no instance of
//!   a source access the slice runs may touch an element after a
//!   destination access through another memref touched it at an earlier
//!   iteration of the loops around the slice (a sibling after the
//!   destination, its slice at the end of the body: before one at a later
//!   iteration), and a removed source writing such an element must have
//!   every iteration in some slice (`check_view_pairs`: exact). Without a
//!   slice (not asked by the pass), any common element counts.
//!
//! A `memref.load` / `memref.store` touches the element its indices name
//! (composed through `affine.apply`; an `affine.min` / `affine.max` index is
//! one of its results at each instance; an index computed otherwise in the
//! loops is any value at each instance). A `memref.copy` reads all of its
//! source and writes all of its target (exact); other ops that are no load
//! or store (calls) read and write all of their memref operands' views
//! (what a callee touches is not looked at: conservative, and said so in
//! the refusal). A store writing back the value just loaded from the same
//! element, with nothing in between, and a load only it uses, take part in
//! nothing (`inert_accesses`).
//!
//! Accesses through one and the same memref are the graph's and the
//! soundness check's business (`affine_analysis::fusion_legality`).

use super::report::{memref_name, where_};
use affine_analysis::access::MemRefAccess;
use affine_analysis::fusion_legality::{
    KnownLoops, Unsound, ViewAccess, check_source_view_pairs, check_view_pairs, inert_accesses, is_noop_store,
    load_is_live, store_covered_by, unmodelled_reason, view_accesses_in, view_layout, views_may_overlap,
    views_touch_in_order, views_touch_in_order_within,
};
use affine_analysis::loop_nest::affine_for_ivs;
use affine_analysis::mdg::{MemRefDependenceGraph, memref_root};
use affine_analysis::slice::ComputationSliceState;
use affine_dialects::affine::AccessKind;
use affine_dialects::memref::load_store_parts;
use affine_ir::fxhash::FxHashMap;
use affine_ir::{BlockId, Context, OpId, ValueId};

/// A nest (graph node) whose work moves to the fused nest's place.
pub(super) struct Moved {
    /// The node.
    pub id: u32,
    /// True if the node stays where it is as well (a kept producer): only
    /// its writes are done again, with the same values.
    pub kept: bool,
}

/// A producer-consumer fusion's slice: the pairs of accesses of the two
/// nests through different views are checked against it exactly.
pub(super) struct Sliced<'a> {
    /// The slice of the source (`a`) run in the destination (`b`).
    pub slice: &'a ComputationSliceState,
    /// The loop IVs of the two nests.
    pub known: KnownLoops<'a>,
}

/// Why fusing `a` (the nest sliced) into `b` (the fused nests moved to
/// before `ins`) would reorder accesses to one element of a buffer through
/// different memrefs, if it would. `sliced` is the fusion's slice (`a`
/// the producer or the sibling); without it the two nests must not touch a
/// common element through different memrefs where one writes. `private`:
/// the memrefs the fusion makes private to the fused nest.
pub(super) fn view_reordering(
    ctx: &mut Context,
    mdg: &MemRefDependenceGraph,
    a: Moved,
    b: Moved,
    ins: OpId,
    sliced: Option<Sliced<'_>>,
    private: &[ValueId],
) -> Option<String> {
    if mdg.view_aliases.is_empty() {
        return None;
    }
    let (op_a, op_b) = (mdg.node(a.id).op, mdg.node(b.id).op);
    let acc_a = live_view_accesses(ctx, op_a, &mdg.view_aliases, private);
    let acc_b = live_view_accesses(ctx, op_b, &mdg.view_aliases, private);
    if acc_a.is_empty() && acc_b.is_empty() {
        return None;
    }
    // The sliced nest with itself: its slices run its iterations in
    // another order, or again when it is kept. With the slice known, pair
    // of instances by pair of instances; without it, any common element.
    match &sliced {
        Some(s) => {
            if let Err(why) = check_source_view_pairs(ctx, op_a, op_b, s.slice, !a.kept, &acc_a, private, s.known) {
                let buffer = match why {
                    Unsound::RecomputedInstances(m) | Unsound::ReorderedSourceDependence(m) => {
                        Some(memref_root(ctx, m))
                    }
                    _ => None,
                };
                return Some(format!(
                    "the source accesses the buffer of {} through two memrefs (views) and one of them writes it; \
                     {why}{}",
                    buffer.map_or_else(|| "a memref".to_string(), |b| memref_name(ctx, b)),
                    conservative_note(ctx, &[&acc_a])
                ));
            }
        }
        None => {
            if let Some(buffer) = conflict(ctx, (&acc_a, op_a), (&acc_a, op_a), false) {
                return Some(format!(
                    "the source accesses the buffer of {} through two memrefs (views) and one of them writes it; its \
                     slices would reorder or repeat these accesses",
                    memref_name(ctx, buffer)
                ));
            }
        }
    }
    // The nests with each other (a kept source is `a`).
    let a_first = ctx.ir.is_before_in_block(op_a, op_b);
    match sliced {
        Some(Sliced { slice, known }) if a_first || !a.kept => {
            let pairs: Vec<(ViewAccess, ViewAccess)> = acc_a
                .iter()
                .flat_map(|x| acc_b.iter().map(move |y| (x, y)))
                .filter(|(x, y)| {
                    related(x, y) && !(a.kept && x.write && !y.write) && !(a.kept && writes_private(x, private))
                })
                .map(|(x, y)| (x.clone(), y.clone()))
                .collect();
            if let Err(why) = check_view_pairs(ctx, op_a, op_b, slice, !a.kept, a_first, &pairs, known) {
                let buffer = match why {
                    Unsound::SliceAfterDestinationWrite(m) => Some(memref_root(ctx, m)),
                    _ => pairs.first().map(|(x, _)| x.buffer),
                };
                return Some(format!(
                    "the two nests access the buffer of {} through different memrefs (views) and one of them writes \
                     it; in the fused nest, {why}{}",
                    buffer.map_or_else(|| "a memref".to_string(), |b| memref_name(ctx, b)),
                    conservative_note(ctx, &[&acc_a, &acc_b])
                ));
            }
        }
        _ => {
            let (first, second) = if a_first {
                ((&acc_a, op_a, a.kept), (&acc_b, op_b))
            } else {
                ((&acc_b, op_b, b.kept), (&acc_a, op_a))
            };
            if let Some(buffer) = conflict(ctx, (first.0, first.1), (second.0, second.1), first.2) {
                return Some(format!(
                    "the two nests access the buffer of {} through different memrefs (views) and one of them writes \
                     it; the fused nest would interleave these accesses",
                    memref_name(ctx, buffer)
                ));
            }
        }
    }
    for (moved, acc) in [(&a, &acc_a), (&b, &acc_b)] {
        if acc.is_empty() {
            continue;
        }
        let from = mdg.node(moved.id).op;
        for op in crossed(ctx, from, ins) {
            let Some(id) = mdg.node_of_op(op) else { continue };
            if id == a.id || id == b.id {
                continue;
            }
            let mut other = live_view_accesses(ctx, op, &mdg.view_aliases, private);
            // A kept nest moving later: its rewrites may follow the other's
            // reads.
            let later = ctx.ir.is_before_in_block(from, op);
            if later {
                // Reads whose values only reach stores the destination
                // overwrites before anything reads them do not matter.
                other.retain(|y| y.write || !read_is_dead(ctx, mdg, y, op, op_b, op_a));
            }
            let conflicting = if later {
                conflict(ctx, (acc, from), (&other, op), moved.kept)
            } else {
                conflict(ctx, (&other, op), (acc, from), false)
            };
            if let Some(buffer) = conflicting {
                return Some(format!(
                    "the {} at {} between the nests accesses the buffer of {} through another memref (a view) \
                     and one of them writes it; fusing would move a nest across it{}",
                    ctx.op_name_str(ctx.ir.op(op).name),
                    where_(ctx, ctx.ir.op(op).loc),
                    memref_name(ctx, buffer),
                    conservative_note(ctx, &[acc, &other])
                ));
            }
        }
    }
    None
}

/// A note on the first access of `groups` whose elements are not
/// modelled exactly (the refusal may then be conservative), or nothing.
fn conservative_note(ctx: &Context, groups: &[&[ViewAccess]]) -> String {
    groups
        .iter()
        .flat_map(|g| g.iter())
        .find_map(|a| {
            unmodelled_reason(ctx, a).map(|why| {
                format!(
                    " (the {} at {}: {why})",
                    ctx.op_name_str(ctx.ir.op(a.op).name),
                    where_(ctx, ctx.ir.op(a.op).loc)
                )
            })
        })
        .unwrap_or_default()
}

/// The accesses of the ops in `root` to the memrefs of `buffers` (see
/// `view_accesses_in`), without the loads whose value nothing uses (which
/// read nothing that matters, in any order), nor the stores that write
/// back the value just loaded from the same element and the loads only
/// they use (`inert_accesses`: they change nothing, before or after the
/// fusion, unless a memref of theirs is made private).
fn live_view_accesses(
    ctx: &mut Context,
    root: OpId,
    buffers: &FxHashMap<ValueId, ValueId>,
    private: &[ValueId],
) -> Vec<ViewAccess> {
    let mut out = view_accesses_in(ctx, root, buffers);
    let ops: Vec<OpId> = out.iter().map(|x| x.op).collect();
    let inert = inert_accesses(ctx, &ops, private, true);
    out.retain(|x| !inert.contains(&x.op) && !is_dead_read(ctx, x));
    out
}

/// True if `x` is a load (affine or `memref.load`) whose value nothing
/// with an effect uses ([`load_is_live`]).
fn is_dead_read(ctx: &Context, x: &ViewAccess) -> bool {
    let load = x.affine.is_some() || load_store_parts(ctx, x.op).is_some_and(|(m, ..)| m == x.memref);
    !x.write && load && !load_is_live(ctx, x.op)
}

/// True if the value `y` (an `affine.load` in the top-level op `x`) reads
/// cannot reach what the program computes: it only flows, through pure
/// ops, into `affine.store`s of `x` to memrefs that are no view and have
/// none, that nothing reads between `x` and the destination `w` (which
/// stays after `x`), that `x` does not read, and whose every element the
/// destination writes again, without reading the memref (nor the sliced
/// nest `src`). Differential view seed 270: a nest between producer and
/// consumer reads the producer's buffer through a cast and stores it where
/// the consumer overwrites it.
fn read_is_dead(ctx: &mut Context, mdg: &MemRefDependenceGraph, y: &ViewAccess, x: OpId, w: OpId, src: OpId) -> bool {
    let Some(load) = y.affine.as_ref().filter(|a| !a.is_write()) else { return false };
    if !ctx.ir.is_before_in_block(x, w) {
        return false;
    }
    // The stores the loaded value reaches.
    let mut stores: Vec<MemRefAccess> = Vec::new();
    let mut stack: Vec<ValueId> = ctx.ir.results(load.op).to_vec();
    let mut seen: Vec<OpId> = Vec::new();
    while let Some(v) = stack.pop() {
        for u in ctx.ir.uses(v) {
            if seen.contains(&u.op) {
                continue;
            }
            seen.push(u.op);
            let pure = ctx.memory_effects(u.op).is_some_and(|e| e.is_empty())
                && ctx.ir.op(u.op).regions.is_empty()
                && !ctx.op_has_trait(u.op, affine_ir::dialect::traits::TERMINATOR);
            if pure {
                stack.extend(ctx.ir.results(u.op).iter().copied());
                continue;
            }
            match MemRefAccess::from_op(ctx, u.op) {
                Some(st) if st.is_write() && u.index == 0 && !st.indices.contains(&v) => stores.push(st),
                _ => return false,
            }
        }
    }
    let block_top = |ctx: &Context, mut o: OpId| -> Option<OpId> {
        loop {
            if ctx.ir.op(o).parent == Some(mdg.block) {
                return Some(o);
            }
            o = ctx.ir.parent_op(o)?;
        }
    };
    for st in &stores {
        let m = st.memref;
        if mdg.view_aliases.contains_key(&m) || memref_root(ctx, m) != m {
            return false;
        }
        let mut overwrites: Vec<MemRefAccess> = Vec::new();
        for u in ctx.ir.uses(m) {
            let Some(top) = block_top(ctx, u.op) else { return false };
            let access = MemRefAccess::from_op(ctx, u.op).filter(|a| a.memref == m);
            if top == src
                || (top != x && top != w && ctx.ir.is_before_in_block(x, top) && ctx.ir.is_before_in_block(top, w))
            {
                return false;
            }
            if top == x || top == w {
                match access {
                    Some(a) if a.is_write() && matches!(a.kind, AccessKind::Store) => {
                        if top == w {
                            overwrites.push(a);
                        }
                    }
                    _ => return false,
                }
            }
        }
        if !overwrites.iter().any(|o| store_covered_by(ctx, st, x, o, w)) {
            return false;
        }
    }
    true
}

/// True if `x` and `y` access one buffer through different memrefs and
/// one of them writes.
/// True if `x`, an access of a kept producer, is an `affine.store` into a
/// memref the fusion makes private: its copy in the slice writes the
/// private buffer (every store of the slice into that memref is rewritten,
/// the dominance filter being the first of them), so in the fused nest it
/// touches no element an access through another memref of the buffer
/// touches, and the kept producer's own instance stays before the
/// destination (fusion-mix seeds 1695 and 1777).
fn writes_private(x: &ViewAccess, private: &[ValueId]) -> bool {
    x.write && private.contains(&x.memref) && x.affine.as_ref().is_some_and(|a| matches!(a.kind, AccessKind::Store))
}

fn related(x: &ViewAccess, y: &ViewAccess) -> bool {
    x.memref != y.memref && x.buffer == y.buffer && (x.write || y.write)
}

/// The buffer through which an access of `earlier` (in the nest or op
/// `earlier.1`, before the other) and one of `later` conflict: different
/// memrefs of one buffer, one access writing, some element touched by
/// both, unless `earlier_kept` and only `earlier` writes.
fn conflict(
    ctx: &mut Context,
    earlier: (&[ViewAccess], OpId),
    later: (&[ViewAccess], OpId),
    earlier_kept: bool,
) -> Option<ValueId> {
    for x in earlier.0 {
        for y in later.0 {
            if !related(x, y) || (earlier_kept && x.write && !y.write) {
                continue;
            }
            if views_may_overlap(ctx, x, earlier.1, y, later.1) {
                return Some(x.buffer);
            }
        }
    }
    None
}

/// The block ops a nest at `from` crosses when it moves to before `ins`.
fn crossed(ctx: &Context, from: OpId, ins: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    if from == ins {
        return out;
    }
    let (mut cur, end) =
        if ctx.ir.is_before_in_block(from, ins) { (ctx.ir.op(from).next, ins) } else { (Some(ins), from) };
    while let Some(o) = cur {
        if o == end {
            break;
        }
        out.push(o);
        cur = ctx.ir.op(o).next;
    }
    out
}

/// Why making `memref` private to the fused nest of `src` (sliced) and
/// `dst` would change what the program computes, if it may: the fused
/// nest's accesses to `memref` go to the private buffer, while its
/// accesses to other memrefs of the same buffer (views: `memref.cast`,
/// `memref.subview`, `memref.expand_shape`, ...) still go to the original
/// one, so a read of `memref` no longer sees what a write through such a
/// view stored. MLIR 22's `canCreatePrivateMemRef` only looks at the
/// memref's own SSA value and miscompiles it (see
/// `tests/lit/upstream-bugs/loop-fusion-private-memref-view-write.mlir`).
///
/// A memref with views is escaping, so when it is made private the source
/// stays and still writes the original buffer before the fused nest, and
/// the destination does not write `memref` itself. Refused:
///
/// - a write of the destination through another memref of the buffer to
///   an element a read of `memref` in the destination touches afterwards
///   (exact: a view write that only follows the reads of its elements is
///   harmless), or to an element the destination writes through `memref`;
/// - a write of the source through another memref of the buffer to an
///   element any access of `memref` in either nest may touch (conservative;
///   the check of the sliced source's own view pairs refuses most of these
///   anyway).
///
/// Two exceptions, exact: where every source store into `memref` writes
/// back what it just loaded through another memref of the buffer that
/// stays shared, the slice copies the buffer's current contents into the
/// private buffer, so a destination view write is missed only when it
/// precedes a read of its element in the same iteration of the loops
/// around the slice ([`slice_loops_if_reloading`]; the soundness check
/// lets the slice's load see the destination's earlier writes); and a
/// source write through another memref is harmless where it is copied into
/// `memref` at once ([`copied_into_private`]) or writes back what a store
/// into `memref` just wrote ([`forwards_private_value`]).
///
/// Reads through views are harmless (the original buffer holds what it
/// held), and so are the source's reads of `memref` (the source ran
/// before the destination's view writes, and its slice still does); views
/// written between the nests are the crossing check's business
/// ([`view_reordering`]).
pub(super) fn private_misses_view_writes(
    ctx: &mut Context,
    mdg: &MemRefDependenceGraph,
    memref: ValueId,
    (src, dst): (OpId, OpId),
    slice: &ComputationSliceState,
    shared_elsewhere: &dyn Fn(ValueId) -> bool,
) -> Option<String> {
    let &buffer = mdg.view_aliases.get(&memref)?;
    // A read whose value nothing uses sees nothing, private or not
    // (fusion-mix seed 1695).
    let accesses: Vec<(ViewAccess, OpId)> = [src, dst]
        .into_iter()
        .flat_map(|root| view_accesses_in(ctx, root, &mdg.view_aliases).into_iter().map(move |a| (a, root)))
        .filter(|(a, _)| a.buffer == buffer && !is_dead_read(ctx, a))
        .collect();
    // The loops around the slice, when every store of the source into
    // `memref` writes back what it just loaded from the same element
    // through another memref of the buffer that stays shared: the slice
    // then copies into the private buffer what the original buffer holds
    // when it runs (fusion-mix seeds 2175 and 2317).
    let src_only_writes = accesses.iter().all(|(a, root)| *root != src || a.memref != memref || a.write);
    let reloaded_at = slice_loops_if_reloading(ctx, &accesses, memref, src, shared_elsewhere, slice);
    for (w, root_w) in accesses.iter().filter(|(a, _)| a.write && a.memref != memref) {
        for (m, root_m) in accesses.iter().filter(|(a, _)| a.memref == memref) {
            let misses = if *root_w == dst {
                *root_m == dst
                    && if m.write {
                        views_may_overlap(ctx, w, dst, m, dst)
                    } else if let Some(loops) = reloaded_at.as_deref() {
                        // The slice of the read's iteration of those loops
                        // reloads what the write stored at an earlier
                        // iteration; a write in the same iteration before
                        // the read is missed.
                        !affine_for_ivs(ctx, m.op).starts_with(loops)
                            || views_touch_in_order_within(ctx, dst, w, m, loops.len())
                    } else {
                        views_touch_in_order(ctx, dst, w, m)
                    }
            } else {
                let harmless =
                    forwards_private_value(ctx, w, memref) || (src_only_writes && copied_into_private(ctx, w, memref));
                !harmless && views_may_overlap(ctx, w, *root_w, m, *root_m)
            };
            if misses {
                let of = if buffer == memref { String::new() } else { format!(" of {}", memref_name(ctx, buffer)) };
                return Some(format!(
                    "{} would not see a write through {}{of} ({})",
                    memref_name(ctx, memref),
                    memref_name(ctx, w.memref),
                    where_(ctx, ctx.ir.op(w.op).loc),
                ));
            }
        }
    }
    None
}

/// The loops around the slice's insertion point (outermost first) if every
/// access of the source to `memref` among `accesses` (the accesses of both
/// nests to `memref`'s buffer, each with its nest) is a store writing back
/// the value a load just read from the same element through another memref
/// for which `shared_elsewhere` holds (one that is not made private, so the
/// load reads the original buffer in the slice): see [`is_noop_store`].
/// The slice run at an iteration of those loops then stores into the
/// private buffer what the original buffer holds at that point, the value
/// the source's write-back left there in the program, updated by every
/// write through other views before that iteration; the soundness check
/// asks that the slice of a read's own iteration writes the elements the
/// read reads (`PrivateBufferMissesReads`).
fn slice_loops_if_reloading(
    ctx: &mut Context,
    accesses: &[(ViewAccess, OpId)],
    memref: ValueId,
    src: OpId,
    shared_elsewhere: &dyn Fn(ValueId) -> bool,
    slice: &ComputationSliceState,
) -> Option<Vec<OpId>> {
    let stores: Vec<OpId> =
        accesses.iter().filter(|(a, root)| *root == src && a.memref == memref).map(|(a, _)| a.op).collect();
    let memref_of = |ctx: &Context, op: OpId| match MemRefAccess::from_op(ctx, op) {
        Some(a) => Some(a.memref),
        None => load_store_parts(ctx, op).map(|(m, ..)| m),
    };
    for &store in &stores {
        let load = ctx.ir.operands(store).first().and_then(|&v| ctx.ir.defining_op(v))?;
        let loaded = memref_of(ctx, load)?;
        let writes = matches!(ctx.op_name_str(ctx.ir.op(store).name), "affine.store" | "memref.store");
        if !writes || loaded == memref || !shared_elsewhere(loaded) || !is_noop_store(ctx, store, &[]) {
            return None;
        }
    }
    if stores.is_empty() {
        return None;
    }
    Some(affine_for_ivs(ctx, slice.insert_point?))
}

/// True if the source's write `w` through another memref of `memref`'s
/// buffer stores the value a load of `memref` just read from the same
/// element ([`is_noop_store`]), where a store into `memref` in the same
/// block wrote that element just before the load, with no op that writes
/// memory or holds a region in between (a producer that stores a value,
/// reads it back and copies it through a view: fusion-mix seed 2175). In
/// the program `w` writes what its element holds. In a slice, the load
/// reads the private buffer the store just wrote, so `w` writes the value
/// the store computes again, the one the kept source's store left in the
/// buffer: unless something wrote the element in between, which the
/// checks of the slice's accesses against the destination's and against
/// the ops the nests cross refuse (`w` is a real write for them, its load
/// reading a private buffer).
fn forwards_private_value(ctx: &mut Context, w: &ViewAccess, memref: ValueId) -> bool {
    if !w.write || !is_noop_store(ctx, w.op, &[]) {
        return false;
    }
    let Some(load) = ctx.ir.operands(w.op).first().and_then(|&v| ctx.ir.defining_op(v)) else { return false };
    let Some(l) = MemRefAccess::from_op(ctx, load).filter(|l| !l.is_write() && l.memref == memref) else {
        return false;
    };
    // The store just before the load, of the same element.
    let mut cur = ctx.ir.op(load).prev;
    while let Some(o) = cur {
        if let Some(s) = MemRefAccess::from_op(ctx, o).filter(|s| s.is_write()) {
            return s.kind == AccessKind::Store
                && l.kind == AccessKind::Load
                && s.memref == memref
                && s.map == l.map
                && s.indices == l.indices;
        }
        let quiet = ctx.ir.op(o).regions.is_empty()
            && ctx.memory_effects(o).is_some_and(|e| e.iter().all(|x| x.kind == affine_ir::dialect::EffectKind::Read));
        if !quiet {
            return false;
        }
        cur = ctx.ir.op(o).prev;
    }
    false
}

/// True if the source's write `w` (an `affine.store` through another
/// memref of `memref`'s buffer) is copied into `memref` right away: the
/// next op after it that writes memory or holds a region is an
/// `affine.store` into `memref` of the value a load of the element `w`
/// wrote (through `w`'s memref, same subscripts, between the two) read,
/// onto the same element ([`is_noop_store`]): a producer that writes a
/// value and copies it through a view (fusion-mix seed 2175, producer
/// mode). In the slices the copy stores into the private buffer the value
/// `w` stored in the buffer, so the private buffer holds what the buffer
/// holds after each such pair. Callers ask that the source does not read
/// `memref` (a read in the slice before the copy would miss `w`).
fn copied_into_private(ctx: &mut Context, w: &ViewAccess, memref: ValueId) -> bool {
    let Some(wa) = w.affine.as_ref().filter(|a| a.kind == AccessKind::Store && a.memref != memref) else {
        return false;
    };
    let (wm, wmap, windices) = (wa.memref, wa.map, wa.indices.clone());
    let mut cur = ctx.ir.op(w.op).next;
    while let Some(o) = cur {
        if let Some(s) = MemRefAccess::from_op(ctx, o).filter(|s| s.is_write()) {
            let Some(load) = ctx.ir.operands(o).first().and_then(|&v| ctx.ir.defining_op(v)) else { return false };
            let copies = MemRefAccess::from_op(ctx, load).is_some_and(|l| {
                l.kind == AccessKind::Load && l.memref == wm && l.map == wmap && l.indices == windices
            });
            return s.kind == AccessKind::Store
                && s.memref == memref
                && copies
                && ctx.ir.op(load).parent == ctx.ir.op(w.op).parent
                && ctx.ir.is_before_in_block(w.op, load)
                && is_noop_store(ctx, o, &[]);
        }
        let quiet = ctx.ir.op(o).regions.is_empty()
            && ctx.memory_effects(o).is_some_and(|e| e.iter().all(|x| x.kind == affine_ir::dialect::EffectKind::Read));
        if !quiet {
            return false;
        }
        cur = ctx.ir.op(o).next;
    }
    false
}

/// Whether a value the nest `src` writes may be read after it is erased
/// by a fusion into `dst` (both ops of `block`): if not, the source's
/// iterations that no slice runs write nothing anyone reads, and removing
/// them changes nothing the program computes (fusion-mix seeds 421, 773,
/// 844: the rest of a temporary written by a producer is read by a load
/// whose value nothing uses, or through a view nothing reads).
///
/// Exact up to the elements and the liveness of values: a write counts as
/// read when its buffer (the memref under any chain of views) is not
/// allocated in `block` (an argument or a buffer of an enclosing block: its
/// contents outlive the block), when an op that is no load, store, view,
/// `memref.dim` or `memref.dealloc` uses a memref of the buffer (a call, a
/// copy, a return: it may read anything), or when a load of the buffer
/// outside `src` and `dst` (after `src`; the ones before it run first)
/// produces a value that reaches something other than pure ops
/// ([`load_is_live`]). `dst`'s own reads are the slice's business (through
/// the memref it is computed for) or [`view_reordering`]'s (through other
/// memrefs of the buffer, which asks for every iteration in some slice). An
/// op of `src` with memory effects that is no load or store, or a result of
/// `src` that is used, counts as read.
pub(super) fn src_writes_observed(ctx: &Context, block: BlockId, src: OpId, dst: OpId) -> bool {
    if ctx.ir.results(src).iter().any(|&r| !ctx.ir.uses(r).is_empty()) {
        return true;
    }
    // The buffers the source writes.
    let mut buffers: Vec<ValueId> = Vec::new();
    let mut unknown = false;
    ctx.ir.walk_pre(src, &mut |op| {
        if unknown || op == src {
            return;
        }
        if let Some(a) = MemRefAccess::from_op(ctx, op) {
            if a.is_write() {
                buffers.push(memref_root(ctx, a.memref));
            }
            return;
        }
        if let Some((m, _, stored)) = load_store_parts(ctx, op) {
            if stored.is_some() {
                buffers.push(memref_root(ctx, m));
            }
            return;
        }
        let region_or_terminator =
            !ctx.ir.op(op).regions.is_empty() || ctx.op_has_trait(op, affine_ir::dialect::traits::TERMINATOR);
        if !region_or_terminator && ctx.memory_effects(op).is_none_or(|e| !e.is_empty()) {
            unknown = true;
        }
    });
    if unknown {
        return true;
    }
    buffers.sort_unstable();
    buffers.dedup();
    buffers.into_iter().any(|b| buffer_read_outside(ctx, block, b, src, dst))
}

/// The live reads, after `src` and outside `src` and `dst`, of the
/// memrefs `src` writes, when these are all that may read what it writes
/// (`None` otherwise): `block` is a function's body (no enclosing loop runs
/// a read before `src` again), `src` writes only through affine stores to
/// memrefs allocated in `block` (no view), its results are unused and its
/// other ops have no memory effects, and every other use of those memrefs
/// is an affine access, a `memref.load` / `memref.store`, a
/// `memref.dealloc` or a `memref.dim` in `block`, or a view whose layout
/// in the buffer is static (`view_layout`: the checks compose it) used
/// the same way (no call, no view with a dynamic offset or stride: that
/// may read any element). What [`src_writes_observed`] calls a read, minus
/// the loads whose value is unused, listed op by op.
pub(super) fn src_later_reads(ctx: &Context, block: BlockId, src: OpId, dst: OpId) -> Option<Vec<OpId>> {
    let parent = ctx.ir.block_parent_op(block)?;
    if ctx.op_name_str(ctx.ir.op(parent).name) != "func.func" {
        return None;
    }
    if ctx.ir.results(src).iter().any(|&r| !ctx.ir.uses(r).is_empty()) {
        return None;
    }
    let mut written: Vec<ValueId> = Vec::new();
    let mut unknown = false;
    ctx.ir.walk_pre(src, &mut |op| {
        if unknown || op == src {
            return;
        }
        if let Some(a) = MemRefAccess::from_op(ctx, op) {
            if a.is_write() {
                written.push(a.memref);
            }
            return;
        }
        let region_or_terminator =
            !ctx.ir.op(op).regions.is_empty() || ctx.op_has_trait(op, affine_ir::dialect::traits::TERMINATOR);
        if !region_or_terminator && ctx.memory_effects(op).is_none_or(|e| !e.is_empty()) {
            unknown = true;
        }
    });
    if unknown {
        return None;
    }
    written.sort_unstable();
    written.dedup();
    let mut reads = Vec::new();
    for m in written {
        let def = ctx.ir.defining_op(m)?;
        if memref_root(ctx, m) != m
            || ctx.ir.op(def).parent != Some(block)
            || !affine_analysis::loop_nest::has_single_allocate_effect(ctx, def, Some(m))
        {
            return None;
        }
        // The memref and its views, each used as said.
        let mut memrefs = vec![m];
        let mut i = 0;
        while i < memrefs.len() {
            let v = memrefs[i];
            i += 1;
            for u in ctx.ir.uses(v) {
                let op = u.op;
                if matches!(ctx.op_name_str(ctx.ir.op(op).name), "memref.dealloc" | "memref.dim") {
                    continue;
                }
                if u.index == 0 && affine_analysis::mdg::view_source(ctx, op) == Some(v) {
                    let view = *ctx.ir.results(op).first()?;
                    view_layout(ctx, view)?;
                    memrefs.push(view);
                    continue;
                }
                let top = affine_analysis::mdg::ancestor_in_block(ctx, block, op)?;
                let write = match MemRefAccess::from_op(ctx, op) {
                    Some(a) if a.memref == v && matches!(a.kind, AccessKind::Load | AccessKind::Store) => a.is_write(),
                    Some(_) => return None,
                    None => match load_store_parts(ctx, op) {
                        Some((x, _, stored)) if x == v && stored != Some(v) => stored.is_some(),
                        _ => return None,
                    },
                };
                if write {
                    // Storing the memref itself as a value is no write of it.
                    if ctx.ir.operands(op).first() == Some(&v) {
                        return None;
                    }
                    continue;
                }
                if top == src || top == dst || ctx.ir.is_before_in_block(top, src) || !load_is_live(ctx, op) {
                    continue;
                }
                reads.push(op);
            }
        }
    }
    Some(reads)
}

/// Whether the buffer `buffer` may be read (see [`src_writes_observed`])
/// other than by ops of `block` before `src`, by `src` or by `dst`.
fn buffer_read_outside(ctx: &Context, block: BlockId, buffer: ValueId, src: OpId, dst: OpId) -> bool {
    let Some(def) = ctx.ir.defining_op(buffer) else { return true };
    if ctx.ir.op(def).parent != Some(block)
        || !affine_analysis::loop_nest::has_single_allocate_effect(ctx, def, Some(buffer))
    {
        return true;
    }
    let mut memrefs = vec![buffer];
    let mut i = 0;
    while i < memrefs.len() {
        let m = memrefs[i];
        i += 1;
        for u in ctx.ir.uses(m) {
            let op = u.op;
            let name = ctx.op_name_str(ctx.ir.op(op).name);
            if u.index == 0 && affine_analysis::mdg::view_source(ctx, op) == Some(m) {
                memrefs.extend(ctx.ir.results(op).iter().copied());
                continue;
            }
            if matches!(name, "memref.dealloc" | "memref.dim") {
                continue;
            }
            let Some(top) = affine_analysis::mdg::ancestor_in_block(ctx, block, op) else { return true };
            let (load, store) = match MemRefAccess::from_op(ctx, op) {
                Some(a) if a.memref == m => (!a.is_write(), a.is_write() && ctx.ir.operands(op).first() != Some(&m)),
                Some(_) => (false, false),
                None => match load_store_parts(ctx, op) {
                    Some((lm, _, None)) if lm == m => (true, false),
                    Some((sm, _, Some(v))) if sm == m && v != m => (false, true),
                    _ => (false, false),
                },
            };
            if !load && !store {
                return true;
            }
            if store || top == src || top == dst || ctx.ir.is_before_in_block(top, src) {
                continue;
            }
            if load_is_live(ctx, op) {
                return true;
            }
        }
    }
    false
}
