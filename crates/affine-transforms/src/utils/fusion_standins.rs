//! Minimal private stand-ins for loop utilities that fusion needs before
//! they land on `main`.

use affine_dialects::affine::AffineForView;
use affine_ir::ir::InsertPoint;
use affine_ir::{Context, OpId};

// ---------------------------------------------------------------------------
// Loop interchange to sink sequential loops (MLIR's `sinkSequentialLoops`,
// `getPerfectlyNestedLoops`, `permuteLoops`, `getDependenceComponents`).
//
// TODO(shared): replace with the loop utilities of branch `loops` (which
// owns interchange) when they land.
// ---------------------------------------------------------------------------

use affine_analysis::access::MemRefAccess;
use affine_analysis::dependence::{DependenceComponent, check_memref_access_dependence_with};
use affine_analysis::loop_nest::mlir_precision;
use affine_ir::ir::WalkOrder;

/// MLIR's `getPerfectlyNestedLoops`.
pub(crate) fn perfectly_nested_loops(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut out = vec![root];
    let mut cur = root;
    while let Some(v) = AffineForView::get(ctx, cur) {
        let ops: Vec<OpId> = ctx.ir.block_ops(v.body).take(3).collect();
        if ops.len() != 2 {
            break;
        }
        let Some(inner) = AffineForView::get(ctx, ops[0]) else { break };
        cur = inner.op;
        out.push(cur);
    }
    out
}

/// MLIR's `getDependenceComponents` for the accesses of the nest at
/// `root`, at the depths `depths`.
fn dependence_components(
    ctx: &mut Context,
    root: OpId,
    depths: std::ops::RangeInclusive<usize>,
) -> Vec<Vec<DependenceComponent>> {
    let accesses: Vec<MemRefAccess> =
        ctx.ir.walk(root, WalkOrder::PostOrder).into_iter().filter_map(|o| MemRefAccess::from_op(ctx, o)).collect();
    let mut out = Vec::new();
    for d in depths {
        for a in &accesses {
            for b in &accesses {
                let (r, comps) = check_memref_access_dependence_with(ctx, a, b, d, true, mlir_precision());
                if r.has_dependence() {
                    out.push(comps);
                }
            }
        }
    }
    out
}

/// MLIR's `checkLoopInterchangeDependences` (components indexed from
/// `shift`); an unknown lower bound counts as negative.
fn interchange_preserves(comps: &[Vec<DependenceComponent>], perm: &[usize], shift: usize) -> bool {
    let n = perm.len();
    let mut inv = vec![0; n];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    for c in comps {
        for &idx in inv.iter().take(n) {
            let Some(comp) = c.get(shift + idx) else { return false };
            match comp.lb {
                Some(lb) if lb > 0 => break,
                Some(0) => {}
                _ => return false,
            }
        }
    }
    true
}

/// MLIR's `permuteLoops`: `loops[i]` moves to position `perm[i]`; returns
/// the index in `loops` of the new outermost loop.
fn permute_loops(ctx: &mut Context, loops: &[OpId], perm: &[usize]) -> usize {
    let n = loops.len();
    if n < 2 {
        return 0;
    }
    let mut inv: Vec<(usize, usize)> = perm.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    inv.sort();
    let body = |ctx: &Context, l: OpId| AffineForView::get(ctx, l).map(|v| v.body).expect("affine.for");
    if perm[n - 1] != n - 1 {
        let dest = body(ctx, loops[inv[n - 1].1]);
        let src = body(ctx, loops[n - 1]);
        let moving: Vec<OpId> = ctx.ir.block_ops(src).collect();
        let moving = &moving[..moving.len() - 1];
        let anchor = ctx.ir.block_ops(dest).next();
        for &o in moving {
            ctx.ir.detach_op(o);
            match anchor {
                Some(a) => ctx.ir.insert_op(o, InsertPoint::Before(a)),
                None => ctx.ir.insert_op(o, InsertPoint::BlockEnd(dest)),
            }
        }
    }
    for i in (0..n).rev() {
        if perm[i] == 0 {
            if i == 0 {
                continue;
            }
            ctx.ir.move_before(loops[i], loops[0]);
            continue;
        }
        let parent_pos = inv[perm[i] - 1].1;
        if i > 0 && i - 1 == parent_pos {
            continue;
        }
        let dest = body(ctx, loops[parent_pos]);
        let first = ctx.ir.block_ops(dest).next().expect("loop body has a terminator");
        ctx.ir.move_before(loops[i], first);
    }
    inv[0].1
}

/// MLIR's `sinkSequentialLoops`: in the perfect nest at `root`, moves the
/// loops that carry a dependence inside the parallel ones (keeping each
/// group's order) when the interchange is valid; returns the new root and
/// whether the loops were permuted.
///
/// MLIR reads the dependence components of the band as if it were not
/// nested in other loops; for a nested band that misattributes the outer
/// loops' components. The permutation MLIR would choose is kept (so the
/// output matches), but it is applied only if it also preserves the
/// components read at the band's true depths.
pub(crate) fn sink_sequential_loops(ctx: &mut Context, root: OpId) -> (OpId, bool) {
    let loops = perfectly_nested_loops(ctx, root);
    if loops.len() < 2 {
        return (root, false);
    }
    let n = loops.len();
    let comps = dependence_components(ctx, loops[0], 1..=n);
    let mut parallel = vec![true; n];
    for c in &comps {
        for (j, p) in parallel.iter_mut().enumerate() {
            match c.get(j) {
                Some(DependenceComponent { lb: Some(0), ub: Some(0), .. }) => {}
                _ => *p = false,
            }
        }
    }
    let num_parallel = parallel.iter().filter(|&&p| p).count();
    let (mut next_seq, mut next_par) = (num_parallel, 0);
    let perm: Vec<usize> = parallel
        .iter()
        .map(|&p| {
            if p {
                next_par += 1;
                next_par - 1
            } else {
                next_seq += 1;
                next_seq - 1
            }
        })
        .collect();
    if !interchange_preserves(&comps, &perm, 0) {
        return (root, false);
    }
    let shift = affine_analysis::loop_nest::nesting_depth(ctx, loops[0]);
    if shift > 0 && perm.iter().enumerate().any(|(i, &p)| i != p) {
        let true_comps = dependence_components(ctx, loops[0], shift + 1..=shift + n);
        if !interchange_preserves(&true_comps, &perm, shift) {
            return (root, false);
        }
    }
    // MLIR's permuteLoops does not look at loop bounds; a loop whose bounds
    // use an IV of the band must stay inside that loop (else the output does
    // not verify: "operand does not dominate this use").
    if !affine_analysis::fusion_legality::permutation_keeps_bounds_valid(ctx, &loops, &perm) {
        return (root, false);
    }
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return (root, false);
    }
    let new_root = permute_loops(ctx, &loops, &perm);
    (loops[new_root], true)
}
