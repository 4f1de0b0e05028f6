//! Kept-source reruns that store the value already there.
//!
//! A kept source has run whole before the fused nest; its slices run some
//! of its instances again. A memref the source writes and accesses again
//! is harmless there, whatever the slices' order and overlap, when every
//! rerun of a write stores the value the element already holds. This
//! module proves that exactly, for a memref `m` (not made private) all of
//! whose source writes are one scalar `affine.store` `w`, nested in the
//! source only in `affine.for`s and `then` regions of `affine.if`s:
//!
//! - *replayable value*: `w`'s stored value is computed by pure ops (no
//!   memory effects, no regions) from constants, values defined outside
//!   the source nest, IVs of the nest's `affine.for` loops and scalar
//!   `affine.load`s (the leaves). No source op writes the buffer a leaf
//!   load reads (through any memref of that buffer, nor through a call or
//!   a `memref.store`), and the leaf is not a memref made private;
//! - *a function of the element*: any two instances of `w` writing the same
//!   element have equal leaves: the same IV values and the same subscripts
//!   for each leaf load (an exact emptiness question per leaf subscript,
//!   over two copies of `w`'s iteration domain);
//! - *reads see a source write*: every read of `m` a slice runs reads an
//!   element written before it in the source, or one the source never
//!   writes (the exact question (2) of `reruns_recompute`).
//!
//! Then every instance of `w` writing an element `e` stores one value
//! `V(e)`, in the source and in every slice: its leaves read the same
//! elements, whose values nothing changes in between (no source instance
//! writes them; a destination write of one before a slice reads it is
//! refused by `SliceAfterDestinationWrite`, through another view by the
//! view checks; the ops between the nests keep their dependences, checked
//! by the pass). After the kept source each element it writes holds
//! `V(e)`, so every rerun of `w` stores what is there, and a read in a
//! slice reads `V(e)` — what the source read there, since a write of `e`
//! preceded it (or the untouched value, for an element the source never
//! writes). The slices' order and repetitions change nothing for `m`
//! (fusion-mix seeds 2843 and 3000, main seeds 822 and 847: a constant, or
//! a value loaded from an argument the source does not write, stored again
//! into the same element at several source iterations).
//!
//! Not for a removed source (a slice would read an element whose earlier
//! writer runs only in a later slice), nor for a private memref (the
//! slices write a fresh buffer the kept source never filled).

use super::{Fusion, Key, Lin, Poly, S1, S2, Unsound, instance_pair, source_precedes, touched_all_preceded};
use crate::access::{MemRefAccess, Resolution};
use crate::constraints::op_index_set;
use affine_dialects::affine::AccessKind;
use affine_ir::fxhash::FxHashSet;
use affine_ir::{Context, OpId, ValueId};
use presburger::Int;

/// The most values followed back from a stored value; past it the value
/// counts as not replayable.
const MAX_CHAIN: usize = 256;

/// A leaf of a stored value's computation that may differ between two
/// instances of the store.
enum Leaf {
    /// An IV of a loop of the source nest.
    Iv(ValueId),
    /// A scalar affine load in the source nest.
    Load(MemRefAccess),
}

/// The memrefs among `memrefs` (written by the kept source `src` and
/// accessed again; `acc` its accesses as the own-instance questions see
/// them, `writes` every write of the source, whole-memref ones, stores
/// that write back what they loaded and stores into memrefs made private
/// included) whose reruns in the slices of `f` store the values already
/// there (see the module documentation). An undecided question leaves the
/// memref out.
pub(super) fn replayable_memrefs(
    ctx: &mut Context,
    f: &mut Fusion<'_>,
    src: OpId,
    acc: &[MemRefAccess],
    writes: &[&MemRefAccess],
    memrefs: &[ValueId],
    private: &[ValueId],
) -> FxHashSet<ValueId> {
    // Each write with the buffer it writes.
    let written: Vec<(OpId, ValueId)> = writes.iter().map(|a| (a.op, crate::mdg::memref_root(ctx, a.memref))).collect();
    let mut out = FxHashSet::default();
    for &m in memrefs {
        if private.contains(&m) {
            continue;
        }
        if replayable(ctx, f, src, acc, &written, m, private).unwrap_or(false) {
            out.insert(m);
        }
    }
    out
}

/// Whether `m` meets the three conditions of the module documentation.
fn replayable(
    ctx: &mut Context,
    f: &mut Fusion<'_>,
    src: OpId,
    acc: &[MemRefAccess],
    written: &[(OpId, ValueId)],
    m: ValueId,
    private: &[ValueId],
) -> Result<bool, Unsound> {
    let of_m: Vec<&MemRefAccess> = acc.iter().filter(|a| a.memref == m).collect();
    // Scalar affine accesses only (a vector access touches more elements
    // than its subscripts name; a whole-memref one any element).
    if of_m.iter().any(|a| !matches!(a.kind, AccessKind::Load | AccessKind::Store) || super::is_whole_memref(ctx, a)) {
        return Ok(false);
    }
    let root = crate::mdg::memref_root(ctx, m);
    // One writer of the buffer in the source: `w`, through `m`.
    let writes: Vec<&MemRefAccess> = of_m.iter().copied().filter(|a| a.is_write()).collect();
    let [w] = writes[..] else { return Ok(false) };
    if written.iter().any(|&(op, buffer)| op != w.op && buffer == root) {
        return Ok(false);
    }
    // Its instances exactly its iteration domain's points, one per point.
    if !affine_only_path(ctx, src, w.op) {
        return Ok(false);
    }
    // Its subscripts over the nest's IVs and values fixed while it runs.
    let vm = w.access_map(ctx, Resolution::MLIR);
    if !vm.operands.iter().all(|&o| f.src_loops.contains(&o) || defined_outside(ctx, src, o)) {
        return Ok(false);
    }
    let written_roots: FxHashSet<ValueId> = written.iter().map(|&(_, buffer)| buffer).collect();
    let Some(leaves) = value_leaves(ctx, src, f, w.op, &written_roots, private) else { return Ok(false) };
    if !leaves_fixed_by_element(ctx, f, w, &leaves)? {
        return Ok(false);
    }
    // Every read of `m` a slice runs follows a source write of its element
    // (or reads one the source never writes).
    for r in of_m.iter().copied().filter(|a| !a.is_write()) {
        let base = instance_pair(ctx, f, r, w).ok_or(Unsound::Unknown)?;
        if base.is_empty() {
            continue;
        }
        let preceded: Vec<Poly> =
            source_precedes(ctx, f, &base, (w, S2), (r, S1)).into_iter().filter(|p| !p.is_empty()).collect();
        if !touched_all_preceded(std::slice::from_ref(&base), &preceded)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Whether every op around `op` inside the nest at `src` (and `src`) is an
/// `affine.for`, or an `affine.if` holding `op` in its `then` region: its
/// iteration domain (loop bounds and conditions) is then exactly the set of
/// its instances (an `else` region's domain leaves the condition out, an
/// `scf` op around it is not looked at, an `affine.parallel` IV is no
/// source loop here), which the question "does a source write precede
/// this read" needs.
fn affine_only_path(ctx: &Context, src: OpId, op: OpId) -> bool {
    let (for_name, if_name) = (
        ctx.lookup_op_name(affine_dialects::affine::names::FOR),
        ctx.lookup_op_name(affine_dialects::affine::names::IF),
    );
    let mut at = op;
    while at != src {
        let Some(parent) = ctx.ir.parent_op(at) else { return false };
        let name = Some(ctx.ir.op(parent).name);
        let in_then = ctx.ir.regions(parent).first().copied() == ctx.ir.parent_region(at);
        if !(name == for_name || (name == if_name && in_then)) {
            return false;
        }
        at = parent;
    }
    true
}

/// Whether `v` is defined outside the nest at `src` (fixed while it runs).
fn defined_outside(ctx: &Context, src: OpId, v: ValueId) -> bool {
    match ctx.ir.defining_op(v) {
        Some(d) => !ctx.ir.is_ancestor(src, d),
        None => !ctx
            .ir
            .value_parent_block(v)
            .and_then(|b| ctx.ir.block_parent_op(b))
            .is_some_and(|p| ctx.ir.is_ancestor(src, p)),
    }
}

/// The leaves of the value the store `store` (in the nest at `src`)
/// stores, if it is replayable: pure ops down to constants, values defined
/// outside the nest, the nest's loop IVs and scalar affine loads of
/// buffers no source op writes (`written_roots`), none of a memref in
/// `private`, each with subscripts over the nest's IVs and values defined
/// outside it.
fn value_leaves(
    ctx: &mut Context,
    src: OpId,
    f: &Fusion<'_>,
    store: OpId,
    written_roots: &FxHashSet<ValueId>,
    private: &[ValueId],
) -> Option<Vec<Leaf>> {
    let &value = ctx.ir.operands(store).first()?;
    let mut leaves: Vec<Leaf> = Vec::new();
    let mut seen: FxHashSet<ValueId> = FxHashSet::default();
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        if !seen.insert(v) {
            continue;
        }
        if seen.len() > MAX_CHAIN {
            return None;
        }
        if defined_outside(ctx, src, v) {
            continue;
        }
        let Some(d) = ctx.ir.defining_op(v) else {
            // A block argument inside the nest: a loop IV of the nest (an
            // `iter_args` value differs from run to run).
            if f.src_loops.contains(&v) {
                leaves.push(Leaf::Iv(v));
                continue;
            }
            return None;
        };
        if let Some(a) = MemRefAccess::from_op(ctx, d) {
            if a.kind != AccessKind::Load
                || private.contains(&a.memref)
                || written_roots.contains(&crate::mdg::memref_root(ctx, a.memref))
            {
                return None;
            }
            let vm = a.access_map(ctx, Resolution::MLIR);
            if !vm.operands.iter().all(|&o| f.src_loops.contains(&o) || defined_outside(ctx, src, o)) {
                return None;
            }
            leaves.push(Leaf::Load(a));
            continue;
        }
        let pure = ctx.ir.op(d).regions.is_empty()
            && ctx.memory_effects(d).is_some_and(|e| e.is_empty())
            && !ctx.op_has_trait(d, affine_ir::dialect::traits::TERMINATOR);
        if !pure {
            return None;
        }
        stack.extend(ctx.ir.operands(d).iter().copied());
    }
    Some(leaves)
}

/// Whether any two instances of the store `w` writing the same element
/// have the same values at every leaf (exact: for each leaf subscript, no
/// pair of instances on either side of equality).
fn leaves_fixed_by_element(
    ctx: &mut Context,
    f: &Fusion<'_>,
    w: &MemRefAccess,
    leaves: &[Leaf],
) -> Result<bool, Unsound> {
    if leaves.is_empty() {
        return Ok(true);
    }
    let rename = |s: u8| move |v: ValueId| if f.src_loops.contains(&v) { Key::Copy(s, v) } else { Key::Shared(v) };
    let (r1, r2) = (rename(S1), rename(S2));
    let dom = op_index_set(ctx, w.op, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
    let mut base = Poly::default();
    base.add_system(&dom, &r1);
    base.add_system(&dom, &r2);
    let e1 = base.subscripts(ctx, w, &r1).ok_or(Unsound::Unknown)?;
    let e2 = base.subscripts(ctx, w, &r2).ok_or(Unsound::Unknown)?;
    if e1.len() != e2.len() {
        return Err(Unsound::Unknown);
    }
    for (x, y) in e1.iter().zip(&e2) {
        base.equal(x, y);
    }
    if base.is_empty() {
        return Ok(true);
    }
    for leaf in leaves {
        let pairs: Vec<(Lin, Lin)> = match leaf {
            Leaf::Iv(iv) => {
                let (mut x, mut y) = (Lin::default(), Lin::default());
                x.add(base.dim(r1(*iv)), &Int::ONE);
                y.add(base.dim(r2(*iv)), &Int::ONE);
                vec![(x, y)]
            }
            Leaf::Load(l) => {
                let x = base.subscripts(ctx, l, &r1).ok_or(Unsound::Unknown)?;
                let y = base.subscripts(ctx, l, &r2).ok_or(Unsound::Unknown)?;
                x.into_iter().zip(y).collect()
            }
        };
        for (x, y) in pairs {
            // x >= y + 1, then y >= x + 1.
            for (a, b) in [(&x, &y), (&y, &x)] {
                let mut p = base.clone();
                let mut d = a.plus(&b.scaled(&Int::from(-1)));
                d.constant += Int::from(-1);
                p.ineqs.push(d);
                if !p.is_empty() {
                    return Ok(false);
                }
            }
        }
    }
    Ok(true)
}
