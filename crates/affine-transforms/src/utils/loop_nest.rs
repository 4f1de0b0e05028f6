//! The shape of `affine.for` nests and moving loops within them: perfect
//! nests and tileable bands (MLIR's `getPerfectlyNestedLoops`,
//! `getTileableBands`), innermost loops, and loop permutation
//! (`permuteLoops`, `interchangeLoops`).

use affine_dialects::affine::names;
use affine_ir::ir::{BlockId, InsertPoint, WalkOrder};
use affine_ir::{Context, OpId};

/// True if `op` is an `affine.for`.
pub fn is_for(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == names::FOR
}

/// The body block of an `affine.for` (its only block).
pub fn for_body(ctx: &Context, for_op: OpId) -> BlockId {
    let region = ctx.ir.regions(for_op)[0];
    ctx.ir.entry_block(region).expect("affine.for has a body block")
}

/// The ops of `block` except its terminator, in order.
pub fn ops_without_terminator(ctx: &Context, block: BlockId) -> Vec<OpId> {
    let terminator = ctx.ir.terminator(block);
    ctx.ir.block_ops(block).filter(|&o| Some(o) != terminator).collect()
}

/// The maximal perfect nest rooted at `root` (MLIR's
/// `getPerfectlyNestedLoops`): `root`, then as long as a loop's body holds
/// exactly one op besides its terminator and that op is an `affine.for`,
/// that loop.
pub fn perfectly_nested_loops(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut nest = vec![root];
    let mut current = root;
    loop {
        let body = for_body(ctx, current);
        let mut ops = ctx.ir.block_ops(body);
        let (Some(first), Some(_terminator), None) = (ops.next(), ops.next(), ops.next()) else { return nest };
        if !is_for(ctx, first) {
            return nest;
        }
        nest.push(first);
        current = first;
    }
}

/// The bands to tile in a function (MLIR's `getTileableBands`): the maximal
/// perfect nest of every `affine.for` directly in the function's body.
pub fn tileable_bands(ctx: &Context, func: OpId) -> Vec<Vec<OpId>> {
    let mut bands = Vec::new();
    for &region in ctx.ir.regions(func) {
        for block in ctx.ir.region_blocks(region) {
            for op in ctx.ir.block_ops(block) {
                if is_for(ctx, op) {
                    bands.push(perfectly_nested_loops(ctx, op));
                }
            }
        }
    }
    bands
}

/// True if `loops` (outermost first) are perfectly nested: each loop after
/// the first is the only op, besides the terminator, of the previous one's
/// body (MLIR's `isPerfectlyNested`).
pub fn is_perfectly_nested(ctx: &Context, loops: &[OpId]) -> bool {
    loops.windows(2).all(|w| {
        ctx.ir.parent_op(w[1]) == Some(w[0]) && {
            let body = for_body(ctx, w[0]);
            ctx.ir.block_len(body) == 2
        }
    })
}

/// True if no `affine.for` is nested in `for_op`'s body.
pub fn is_innermost_loop(ctx: &Context, for_op: OpId) -> bool {
    let mut found = false;
    for &region in ctx.ir.regions(for_op) {
        for block in ctx.ir.region_blocks(region) {
            for op in ctx.ir.block_ops(block) {
                ctx.ir.walk_pre(op, &mut |o| found |= is_for(ctx, o));
            }
        }
    }
    !found
}

/// Every `affine.for` nested in `root`, in post-order (inner loops before
/// the loops around them, as MLIR's default walk).
pub fn loops_post_order(ctx: &Context, root: OpId) -> Vec<OpId> {
    ctx.ir.walk(root, WalkOrder::PostOrder).into_iter().filter(|&o| o != root && is_for(ctx, o)).collect()
}

/// The innermost loops nested in `root`, in post-order (MLIR's
/// `gatherInnermostLoops`).
pub fn innermost_loops(ctx: &Context, root: OpId) -> Vec<OpId> {
    loops_post_order(ctx, root).into_iter().filter(|&l| is_innermost_loop(ctx, l)).collect()
}

/// Moves every op of `from` except its terminator to `ip`, keeping their
/// order (MLIR's `splice` of a body without its terminator).
pub fn move_ops_without_terminator(ctx: &mut Context, from: BlockId, ip: InsertPoint) {
    let ops = ops_without_terminator(ctx, from);
    move_ops(ctx, &ops, ip);
}

/// Moves `ops` (in order) to `ip`.
pub fn move_ops(ctx: &mut Context, ops: &[OpId], ip: InsertPoint) {
    let mut ip = ip;
    for &op in ops {
        ctx.ir.detach_op(op);
        ctx.ir.insert_op(op, ip);
        ip = InsertPoint::After(op);
    }
}

/// Where the start of a block is, as an insertion point that stays valid
/// while ops are added there in order.
fn block_start(ctx: &Context, block: BlockId) -> InsertPoint {
    match ctx.ir.block(block).first {
        Some(first) => InsertPoint::Before(first),
        None => InsertPoint::BlockEnd(block),
    }
}

/// Interchanges `outer` and `inner`, where `inner` is the only op besides
/// the terminator in `outer`'s body (MLIR's `interchangeLoops`).
pub fn interchange_loops(ctx: &mut Context, outer: OpId, inner: OpId) {
    let outer_body = for_body(ctx, outer);
    let inner_body = for_body(ctx, inner);
    // 1. `inner` moves just before `outer`.
    move_ops_without_terminator(ctx, outer_body, InsertPoint::Before(outer));
    // 2. `inner`'s body moves into `outer`'s.
    let ip = block_start(ctx, outer_body);
    move_ops_without_terminator(ctx, inner_body, ip);
    // 3. `outer` moves into `inner`'s body.
    let ip = block_start(ctx, inner_body);
    move_ops(ctx, &[outer], ip);
}

/// Checks that `perm` is a permutation of `0..perm.len()`.
pub fn is_permutation(perm: &[usize]) -> bool {
    let mut seen = vec![false; perm.len()];
    perm.iter().all(|&p| p < seen.len() && !std::mem::replace(&mut seen[p], true))
}

/// Permutes the perfect nest `loops` (outermost first) so that `loops[i]`
/// ends up at depth `perm[i]` (MLIR's `permuteLoops`); returns the index in
/// `loops` of the new outermost loop. `perm` must be a permutation and the
/// nest perfect.
pub fn permute_loops(ctx: &mut Context, loops: &[OpId], perm: &[usize]) -> usize {
    debug_assert!(is_permutation(perm) && perm.len() == loops.len());
    if loops.len() < 2 {
        return 0;
    }
    debug_assert!(is_perfectly_nested(ctx, loops));
    // inverse[depth] = index in `loops` of the loop that goes to `depth`.
    let mut inverse = vec![0; loops.len()];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p] = i;
    }
    let last = loops.len() - 1;
    // The innermost body moves to the loop that becomes innermost.
    if perm[last] != last {
        let dest = for_body(ctx, loops[inverse[last]]);
        let src = for_body(ctx, loops[last]);
        let ip = block_start(ctx, dest);
        move_ops_without_terminator(ctx, src, ip);
    }
    // Each loop, innermost first (its body is then empty), moves into its
    // new parent.
    for i in (0..loops.len()).rev() {
        if perm[i] == 0 {
            if i != 0 {
                move_ops(ctx, &[loops[i]], InsertPoint::Before(loops[0]));
            }
            continue;
        }
        let parent = inverse[perm[i] - 1];
        if i > 0 && i - 1 == parent {
            continue;
        }
        let dest = for_body(ctx, loops[parent]);
        let ip = block_start(ctx, dest);
        move_ops(ctx, &[loops[i]], ip);
    }
    inverse[0]
}

/// The values the bounds of `for_op` depend on, after composing the bound
/// maps through `affine.apply` (unused operands dropped).
pub fn bound_dependencies(ctx: &mut Context, for_op: OpId) -> Vec<affine_ir::ValueId> {
    use affine_analysis::access::{Resolution, compose_map};
    let Some(view) = affine_dialects::affine::AffineForView::get(ctx, for_op) else { return Vec::new() };
    let bounds = [(view.lower_map, view.lower_operands.to_vec()), (view.upper_map, view.upper_operands.to_vec())];
    let mut out = Vec::new();
    for (map, operands) in bounds {
        out.extend(compose_map(ctx, map, &operands, Resolution::EXACT).operands);
    }
    out
}

/// True if permuting the perfect nest `loops` with `perm` keeps every loop
/// bound defined where it is used: a loop whose bounds use the induction
/// variable of another loop of the nest (through `affine.apply` too) must
/// stay inside that loop. MLIR's `permuteLoops` does not check this and
/// prints IR that does not verify.
pub fn permutation_keeps_bounds_valid(ctx: &mut Context, loops: &[OpId], perm: &[usize]) -> bool {
    let ivs: Vec<_> =
        loops.iter().filter_map(|&l| affine_dialects::affine::AffineForView::get(ctx, l).map(|v| v.iv)).collect();
    loops.iter().enumerate().all(|(i, &l)| {
        bound_dependencies(ctx, l).iter().all(|v| ivs.iter().position(|iv| iv == v).is_none_or(|j| perm[j] < perm[i]))
    })
}
