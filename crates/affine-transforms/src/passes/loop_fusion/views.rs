//! Fusion and views: accesses to one buffer through different memrefs
//! (`memref.cast`, `memref.subview`, `memref.reinterpret_cast`, ...).
//!
//! MLIR 22's dependence graph keys accesses by SSA value, so it has no edge
//! between a nest writing `%t` and one reading `%v = memref.cast %t`; our
//! graph is MLIR's (so the fusions tried, their order and insertion points
//! are MLIR's), and this check refuses the fusions that would reorder
//! accesses to one buffer through different memrefs where one of them
//! writes. A fusion moves the source's work (its slice) and the
//! destination to the insertion point:
//!
//! - a nest crossing an op that accesses the buffer through another memref
//!   must not be reordered with it when either writes. One exception: a
//!   kept source that writes, crossing a reader. The reader still sees
//!   what the source wrote, and the slice only writes the same values
//!   again: its inputs are unchanged up to the insertion point (a write to
//!   them in between is an edge of the graph, or refused here) and the
//!   soundness check refuses slices that read what they write. This is
//!   what mlir-opt 22 does soundly (differential view seeds 88 and 270);
//! - the sliced nest (source or sibling) must not access one buffer through
//!   two memrefs where one of them writes: its iterations run in slices,
//!   in another order, and again when it is kept (the soundness check's
//!   `RecomputedInstances` and `ReorderedSourceDependence`, for one memref);
//! - the two nests themselves run interleaved after fusion: accesses of one
//!   to the buffer through a memref the other does not use are refused
//!   when either writes (the slice is computed from the linked memrefs
//!   only), with the same exception for a kept source's writes read by the
//!   destination.
//!
//! Accesses through one and the same memref are the graph's and the
//! soundness check's business (`affine_analysis::fusion_legality`).

use super::report::{memref_name, where_};
use affine_analysis::mdg::MemRefDependenceGraph;
use affine_ir::{Context, OpId, ValueId};

/// A nest (graph node) whose work moves to the fused nest's place.
pub(super) struct Moved {
    /// The node.
    pub id: u32,
    /// True if the node stays where it is as well (a kept producer): only
    /// its writes are done again, with the same values.
    pub kept: bool,
}

/// Why fusing `a` (the nest sliced) into `b` (the fused nests moved to
/// before `ins`) would reorder accesses to one buffer through different
/// memrefs, if it would.
pub(super) fn view_reordering(
    ctx: &Context,
    mdg: &MemRefDependenceGraph,
    a: Moved,
    b: Moved,
    ins: OpId,
) -> Option<String> {
    if mdg.view_aliases.is_empty() {
        return None;
    }
    let acc_a = mdg.view_accesses(ctx, a.id);
    let acc_b = mdg.view_accesses(ctx, b.id);
    if acc_a.is_empty() && acc_b.is_empty() {
        return None;
    }
    // The sliced nest with itself: its slices run its iterations in
    // another order, or again when it is kept.
    if let Some(buffer) = conflict(&acc_a, &acc_a, false) {
        return Some(format!(
            "the source accesses the buffer of {} through two memrefs (views) and one of them writes it; its \
             slices would reorder or repeat these accesses",
            memref_name(ctx, buffer)
        ));
    }
    // The nests with each other (a kept source is `a`).
    let (first, second) = if ctx.ir.is_before_in_block(mdg.node(a.id).op, mdg.node(b.id).op) {
        ((&acc_a, a.kept), (&acc_b, b.kept))
    } else {
        ((&acc_b, b.kept), (&acc_a, a.kept))
    };
    if let Some(buffer) = conflict(first.0, second.0, first.1) {
        return Some(format!(
            "the two nests access the buffer of {} through different memrefs (views) and one of them writes \
             it; the fused nest would interleave these accesses, which the slice does not account for",
            memref_name(ctx, buffer)
        ));
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
            let other = mdg.view_accesses(ctx, id);
            // A kept nest moving later: its rewrites may follow the other's
            // reads.
            let later = ctx.ir.is_before_in_block(from, op);
            let conflicting = if later { conflict(acc, &other, moved.kept) } else { conflict(&other, acc, false) };
            if let Some(buffer) = conflicting {
                return Some(format!(
                    "the {} at {} between the nests accesses the buffer of {} through another memref (a view) \
                     and one of them writes it; fusing would move a nest across it",
                    ctx.op_name_str(ctx.ir.op(op).name),
                    where_(ctx, ctx.ir.op(op).loc),
                    memref_name(ctx, buffer)
                ));
            }
        }
    }
    None
}

/// The buffer through which an access of `earlier` (a node before the
/// other) and one of `later` conflict: different memrefs of one buffer,
/// one access writing, unless `earlier_kept` and only `earlier` writes.
fn conflict(
    earlier: &[(ValueId, ValueId, bool)],
    later: &[(ValueId, ValueId, bool)],
    earlier_kept: bool,
) -> Option<ValueId> {
    for &(m1, root1, w1) in earlier {
        for &(m2, root2, w2) in later {
            if m1 == m2 || root1 != root2 || !(w1 || w2) {
                continue;
            }
            if earlier_kept && w1 && !w2 {
                continue;
            }
            return Some(root1);
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
