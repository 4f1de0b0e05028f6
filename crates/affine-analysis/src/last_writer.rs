//! Value-based (last-writer) facts about one memref inside a loop body.
//!
//! Memory-based dependences see every pair of accesses to one element; a
//! transformation that reorders whole iterations of a loop may still be
//! sound when the values flowing through a memref never cross iterations:
//! every read of the memref in an iteration reads an element the same
//! iteration wrote before (no read is *upward-exposed* to the iteration),
//! and nothing reads the memref after the loop. Such a memref (a scalar
//! temporary, a row of partial sums) is private to each iteration: running
//! the iterations in another order, each one whole, computes the same
//! values in them, and only the contents left in the memref afterwards may
//! differ.
//!
//! [`upward_exposed_reads`] answers the first question exactly with the
//! Presburger library: for each read, the instances that some write of the
//! same iteration covers (same element, executed before the read on every
//! path) are subtracted from the read's instances. It answers
//! [`Exposure::Unknown`] where it cannot decide (accesses it does not
//! model, covers it cannot express without existential variables).
//! [`not_read_after`] answers the second one conservatively, and
//! [`is_private_to_iterations`] combines them for a band of loops.

use affine_dialects::affine::{AccessKind, AffineForView, names};
use affine_ir::{Context, OpId, ValueId};
use presburger::{Int, IntegerRelation, PresburgerRelation, VarKind};

use crate::access::{MemRefAccess, Resolution};
use crate::constraints::id_value;
use crate::dependence::{access_relation, src_appears_before_dst, surrounding_ivs};

/// What [`upward_exposed_reads`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exposure {
    /// Every instance of every read of the memref in the loop body reads an
    /// element that an earlier write of the same iteration wrote (exact).
    Covered,
    /// Some instance of this read (an op) may read a value written before
    /// its iteration of the loop: no write of the iteration covers it.
    Exposed(OpId),
    /// Undecided: the memref is accessed in a way the analysis does not
    /// model, or a cover could not be expressed exactly.
    Unknown,
}

/// One access of the memref in the loop body, with its access relation.
struct Modelled {
    access: MemRefAccess,
    /// `[iteration dims -> element]` with symbols and locals.
    relation: IntegerRelation,
    /// The relation's domain is the access's exact set of instances (no
    /// ignored `else` condition or step).
    exact_domain: bool,
}

/// True if every op between `op` and `ancestor` (exclusive) is an
/// `affine.for` (or, when `allow_if`, an `affine.if`), and, when
/// `exact_steps`, each such loop's domain is exact (unit step, or a
/// constant lower bound, so that the step is modelled).
fn only_affine_between(ctx: &Context, op: OpId, ancestor: OpId, allow_if: bool, exact_steps: bool) -> bool {
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if p == ancestor {
            return true;
        }
        let name = ctx.op_name_str(ctx.ir.op(p).name);
        if name == names::FOR {
            let Some(view) = AffineForView::get(ctx, p) else { return false };
            if exact_steps && view.step != 1 && view.constant_lower_bound(ctx).is_none() {
                return false;
            }
        } else if !(allow_if && name == names::IF) {
            return false;
        }
        cur = ctx.ir.parent_op(p);
    }
    false
}

/// The access `use_op` makes of `memref` when it is a scalar affine load or
/// store whose only operand `memref` is is the memref operand.
fn scalar_access_of(ctx: &Context, use_op: OpId, memref: ValueId) -> Option<MemRefAccess> {
    let access = MemRefAccess::from_op(ctx, use_op)?;
    if access.memref != memref || !matches!(access.kind, AccessKind::Load | AccessKind::Store) {
        return None;
    }
    (ctx.ir.operands(use_op).iter().filter(|&&v| v == memref).count() == 1).then_some(access)
}

/// The instances of `read` (a set over its iteration dims, symbols and
/// locals) that `write` covers: `write` runs in the same iteration of the
/// loops at positions `0..depth` (the loop and those around it), before
/// the read, on the same element. `None` when the cover needs a local
/// variable without a division representation (not expressible exactly
/// as a subtrahend).
fn cover(ctx: &Context, read: &Modelled, write: &Modelled, depth: usize) -> Option<Vec<IntegerRelation>> {
    let nr = read.relation.num_domain_vars();
    let nw = write.relation.num_domain_vars();
    // [read dims, write dims] touching the same element.
    let mut pair = write.relation.clone();
    pair.inverse();
    pair.compose(&read.relation);
    pair.convert_var_kind(VarKind::Domain, 0, nr, VarKind::Range, 0);
    let ncols = pair.num_cols();
    let diff = |k: usize, c: i64| {
        // write_k - read_k + c.
        let mut row = vec![Int::ZERO; ncols];
        row[k] = Int::from(-1);
        row[nr + k] = Int::ONE;
        row[ncols - 1] = Int::from(c);
        row
    };
    for k in 0..depth {
        pair.add_equality(&diff(k, 0));
    }
    // Common loops inside the iteration: the write runs first if it is in
    // an earlier iteration of one of them (equal on the ones outside), or
    // in the same iterations of all of them and textually first.
    let common = (depth..nr.min(nw))
        .take_while(|&k| {
            let a = read.relation.space().id(VarKind::Domain, k).and_then(id_value);
            let b = write.relation.space().id(VarKind::Domain, k).and_then(id_value);
            a.is_some() && a == b
        })
        .count()
        + depth;
    let mut pieces = Vec::new();
    for j in depth..=common {
        let mut p = pair.clone();
        for k in depth..j {
            p.add_equality(&diff(k, 0));
        }
        if j < common {
            // write_j <= read_j - 1.
            let mut row = diff(j, 0);
            for c in row.iter_mut() {
                *c = -c.clone();
            }
            row[ncols - 1] = Int::from(-1);
            p.add_inequality(&row);
        } else if !src_appears_before_dst(ctx, write.access.op, read.access.op) {
            continue;
        }
        p.project_out_exact(nr, nw);
        p.remove_unused_local_vars();
        if p.local_reprs().iter().any(Option::is_none) {
            return None;
        }
        pieces.push(p);
    }
    Some(pieces)
}

/// Are the reads of `memref` in the body of the `affine.for` `loop_op`
/// upward-exposed to an iteration of it? See [`Exposure`]. Only accesses
/// of `memref` nested in `loop_op` are considered (what the memref holds
/// before and after the loop is the caller's question, see
/// [`not_read_after`]); they must all be scalar affine loads and stores,
/// nested in `loop_op` through `affine.for` / `affine.if` only (writes:
/// `affine.for` only, so their domains are exact), with access maps whose
/// dims are loop induction variables.
pub fn upward_exposed_reads(ctx: &mut Context, loop_op: OpId, memref: ValueId) -> Exposure {
    if ctx.op_name_str(ctx.ir.op(loop_op).name) != names::FOR {
        return Exposure::Unknown;
    }
    let depth = surrounding_ivs(ctx, loop_op).len() + 1;
    let users: Vec<OpId> = ctx.ir.uses(memref).iter().map(|u| u.op).collect();
    let mut reads = Vec::new();
    let mut writes = Vec::new();
    for op in users {
        if op == loop_op || !ctx.ir.is_ancestor(loop_op, op) {
            if op == loop_op {
                return Exposure::Unknown;
            }
            continue;
        }
        let Some(access) = scalar_access_of(ctx, op, memref) else { return Exposure::Unknown };
        let write = access.is_write();
        if !only_affine_between(ctx, op, loop_op, !write, write) {
            return Exposure::Unknown;
        }
        let Ok((relation, _, _)) = access_relation(ctx, &access, Resolution::EXACT) else {
            return Exposure::Unknown;
        };
        // Every dim of the relation must be a loop around the access, the
        // ones of `loop_op` and outside it first.
        let ivs = surrounding_ivs(ctx, op);
        let dims_are_ivs = relation.num_domain_vars() == ivs.len()
            && ivs.len() >= depth
            && ivs
                .iter()
                .enumerate()
                .all(|(k, &iv)| relation.space().id(VarKind::Domain, k).and_then(id_value) == Some(iv));
        if !dims_are_ivs {
            return Exposure::Unknown;
        }
        let exact_domain = write || only_affine_between(ctx, op, loop_op, false, true);
        let m = Modelled { access, relation, exact_domain };
        if write { writes.push(m) } else { reads.push(m) }
    }
    let mut exact = true;
    for read in &reads {
        let mut remaining = read.relation.domain_set().into_relation();
        let mut covers = Vec::new();
        for write in &writes {
            match cover(ctx, read, write, depth) {
                Some(pieces) => covers.extend(pieces),
                None => exact = false,
            }
        }
        // One symbol column per value, in the same order everywhere.
        for c in covers.iter_mut() {
            remaining.merge_and_align_symbols(c);
        }
        for c in covers.iter_mut() {
            remaining.merge_and_align_symbols(c);
        }
        let mut subtrahend = PresburgerRelation::empty(remaining.space().clone());
        for c in covers {
            if subtrahend.union_in_place(c).is_err() {
                return Exposure::Unknown;
            }
        }
        match PresburgerRelation::from_relation(remaining).subtract(&subtrahend) {
            Ok(rest) if rest.is_integer_empty() => {}
            Ok(_) if exact && read.exact_domain => return Exposure::Exposed(read.access.op),
            _ => return Exposure::Unknown,
        }
    }
    Exposure::Covered
}

/// True if nothing can read what `memref` holds once `region_op` has run:
/// `memref` is a `memref.alloc` / `memref.alloca` result and every use of
/// it outside `region_op` is a `memref.dealloc` or a scalar affine store
/// into it (which reads nothing). Conservative: any other use (a read, a
/// view, a call, a return) counts as a read.
pub fn not_read_after(ctx: &Context, memref: ValueId, region_op: OpId) -> bool {
    let Some(def) = ctx.ir.defining_op(memref) else { return false };
    if !matches!(ctx.op_name_str(ctx.ir.op(def).name), "memref.alloc" | "memref.alloca") {
        return false;
    }
    ctx.ir.uses(memref).iter().all(|u| {
        if ctx.ir.is_ancestor(region_op, u.op) {
            return true;
        }
        if ctx.op_name_str(ctx.ir.op(u.op).name) == "memref.dealloc" {
            return true;
        }
        scalar_access_of(ctx, u.op, memref).is_some_and(|a| a.is_write())
    })
}

/// True if `memref` is private to the iterations of the band whose
/// outermost loop is `outer` and innermost loop is `inner` (an ancestor of
/// every access of it in the band): every read of it in an iteration of
/// `inner` is covered by an earlier write of the same iteration
/// ([`upward_exposed_reads`] answers [`Exposure::Covered`]), nothing reads
/// it after `outer` ([`not_read_after`]), and it is accessed nowhere in
/// `outer` outside `inner`. Dependences on such a memref do not constrain
/// an order of the band's iterations that runs each iteration whole.
pub fn is_private_to_iterations(ctx: &mut Context, outer: OpId, inner: OpId, memref: ValueId) -> bool {
    if !ctx.ir.is_ancestor(outer, inner) || !not_read_after(ctx, memref, outer) {
        return false;
    }
    let outside_inner = ctx
        .ir
        .uses(memref)
        .iter()
        .any(|u| ctx.ir.is_ancestor(outer, u.op) && (u.op == inner || !ctx.ir.is_ancestor(inner, u.op)));
    if outside_inner {
        return false;
    }
    upward_exposed_reads(ctx, inner, memref) == Exposure::Covered
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::parse;
    use affine_ir::ir::WalkOrder;

    /// The `affine.for` ops of `root` in pre-order and the first
    /// `memref.alloca` result.
    fn loops_and_temp(ctx: &Context, root: OpId) -> (Vec<OpId>, ValueId) {
        let ops = ctx.ir.walk(root, WalkOrder::PreOrder);
        let loops = ops.iter().copied().filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == names::FOR).collect();
        let alloca = ops.iter().copied().find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "memref.alloca");
        (loops, ctx.ir.results(alloca.expect("an alloca"))[0])
    }

    fn exposure(text: &str, loop_index: usize) -> (Exposure, Context, Vec<OpId>, ValueId) {
        let mut ctx = affine_dialects::new_context();
        let m = parse(&mut ctx, text);
        let (loops, t) = loops_and_temp(&ctx, m);
        let e = upward_exposed_reads(&mut ctx, loops[loop_index], t);
        (e, ctx, loops, t)
    }

    const ROW: &str = "func.func @f(%A: memref<4x6xf64>, %n: index) {
  %t = memref.alloca() : memref<6xf64>
  affine.for %i = 0 to 4 {
    affine.for %p = 0 to %n {
      %a = affine.load %A[%i, %p] : memref<4x6xf64>
      affine.store %a, %t[%p] : memref<6xf64>
    }
    affine.for %p = 0 to %n {
      %v = affine.load %t[%p] : memref<6xf64>
      affine.store %v, %A[%i, %p] : memref<4x6xf64>
    }
  }
  return
}";

    #[test]
    fn row_written_by_an_earlier_loop_is_covered() {
        let (e, mut ctx, loops, t) = exposure(ROW, 0);
        assert_eq!(e, Exposure::Covered);
        assert!(is_private_to_iterations(&mut ctx, loops[0], loops[0], t));
        // Within one iteration of the first inner loop there is no read;
        // within one of the second, the read is not covered.
        assert_eq!(upward_exposed_reads(&mut ctx, loops[1], t), Exposure::Covered);
        assert!(matches!(upward_exposed_reads(&mut ctx, loops[2], t), Exposure::Exposed(_)));
    }

    #[test]
    fn shorter_write_loop_exposes_the_last_read() {
        // The writes stop one element short of the reads.
        let text = ROW.replacen("affine.for %p = 0 to %n {", "affine.for %p = 1 to %n {", 1);
        let (e, ..) = exposure(&text, 0);
        assert!(matches!(e, Exposure::Exposed(_)));
        // Every other element: the odd ones are never written.
        let text = ROW.replacen("affine.for %p = 0 to %n {", "affine.for %p = 0 to %n step 2 {", 1);
        let (e, ..) = exposure(&text, 0);
        assert!(matches!(e, Exposure::Exposed(_)));
    }

    #[test]
    fn read_before_the_write_is_exposed() {
        let text = "func.func @f(%A: memref<4xf64>) {
  %t = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 4 {
    %v = affine.load %t[0] : memref<1xf64>
    affine.store %v, %A[%i] : memref<4xf64>
    %a = affine.load %A[%i] : memref<4xf64>
    affine.store %a, %t[0] : memref<1xf64>
  }
  return
}";
        let (e, ..) = exposure(text, 0);
        assert!(matches!(e, Exposure::Exposed(_)));
    }

    #[test]
    fn conditional_write_does_not_cover_and_live_out_is_not_private() {
        let text = "func.func @f(%A: memref<4xf64>, %out: memref<1xf64>) {
  %t = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 4 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      %a = affine.load %A[%i] : memref<4xf64>
      affine.store %a, %t[0] : memref<1xf64>
    }
    %v = affine.load %t[0] : memref<1xf64>
    affine.store %v, %A[%i] : memref<4xf64>
  }
  return
}";
        let (e, ..) = exposure(text, 0);
        // The write's domain under `affine.if` is not modelled as a must-write.
        assert_eq!(e, Exposure::Unknown);
        let text = "func.func @f(%A: memref<4xf64>, %out: memref<1xf64>) {
  %t = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf64>
    affine.store %a, %t[0] : memref<1xf64>
    %v = affine.load %t[0] : memref<1xf64>
    affine.store %v, %A[%i] : memref<4xf64>
  }
  %r = affine.load %t[0] : memref<1xf64>
  affine.store %r, %out[0] : memref<1xf64>
  return
}";
        let (e, mut ctx, loops, t) = exposure(text, 0);
        assert_eq!(e, Exposure::Covered);
        assert!(!not_read_after(&ctx, t, loops[0]));
        assert!(!is_private_to_iterations(&mut ctx, loops[0], loops[0], t));
    }

    #[test]
    fn unmodelled_use_is_unknown() {
        let text = "func.func @f(%A: memref<4xf64>) {
  %t = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf64>
    memref.store %a, %t[%i] : memref<1xf64>
    %v = affine.load %t[0] : memref<1xf64>
    affine.store %v, %A[%i] : memref<4xf64>
  }
  return
}";
        let (e, ..) = exposure(text, 0);
        assert_eq!(e, Exposure::Unknown);
    }
}
