//! Dominance and post-dominance between ops, across nested regions (MLIR's
//! `DominanceInfo` / `PostDominanceInfo` as transforms query them:
//! `dominates(a, b)`, `postDominates(a, b)`).
//!
//! Ops in one block are ordered by position; ops in different regions are
//! compared after moving `b` up to its ancestor in `a`'s region (an op
//! encloses, and so dominates, what is nested in it); blocks of one region
//! are compared on the region's CFG. Block relations are computed once per
//! region and cached; single-block regions (all of affine code) need none.

use std::collections::HashMap;

use affine_ir::dialect::traits;
use affine_ir::{BlockId, Context, OpId, RegionId};

/// Block dominance and post-dominance of one multi-block region.
struct RegionCfg {
    index: HashMap<BlockId, usize>,
    /// `dom[b][a]`: block `a` dominates block `b`.
    dom: Vec<Vec<bool>>,
    /// `pdom[b][a]`: block `a` post-dominates block `b`.
    pdom: Vec<Vec<bool>>,
}

impl RegionCfg {
    fn compute(ctx: &Context, r: RegionId) -> Self {
        let blocks: Vec<BlockId> = ctx.ir.region_blocks(r).collect();
        let n = blocks.len();
        let index: HashMap<BlockId, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| match ctx.ir.terminator(b) {
                Some(t) => ctx.ir.op(t).successors.iter().filter_map(|s| index.get(s).copied()).collect(),
                None => Vec::new(),
            })
            .collect();
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        // Dominance: reachable blocks by the classic data-flow equations;
        // every block dominates an unreachable one (as in MLIR and LLVM).
        let reachable = closure(n, &[0], &succs);
        let dom = solve(n, &reachable, &[0], &preds);
        // Post-dominance: exits are blocks without successors. A block that
        // reaches no exit is post-dominated only by itself (conservative).
        let exits: Vec<usize> = (0..n).filter(|&b| succs[b].is_empty()).collect();
        let reaches_exit = closure(n, &exits, &preds);
        let mut pdom = solve(n, &reaches_exit, &exits, &succs);
        for (b, row) in pdom.iter_mut().enumerate() {
            if !reaches_exit[b] {
                row.iter_mut().enumerate().for_each(|(a, x)| *x = a == b);
            }
        }
        RegionCfg { index, dom, pdom }
    }
}

/// The blocks reachable from `roots` along `edges`.
fn closure(n: usize, roots: &[usize], edges: &[Vec<usize>]) -> Vec<bool> {
    let mut seen = vec![false; n];
    let mut stack: Vec<usize> = roots.iter().copied().filter(|&r| r < n).collect();
    while let Some(b) = stack.pop() {
        if !std::mem::replace(&mut seen[b], true) {
            stack.extend(edges[b].iter().copied().filter(|&s| !seen[s]));
        }
    }
    seen
}

/// Iterative (post-)dominator sets: `set[b] = {b} ∪ ⋂ set[p]` over the
/// `inputs` of `b` that are in `live`; roots dominate only themselves.
/// Blocks outside `live` are dominated by every block.
fn solve(n: usize, live: &[bool], roots: &[usize], inputs: &[Vec<usize>]) -> Vec<Vec<bool>> {
    let mut set = vec![vec![true; n]; n];
    for &r in roots {
        if r < n {
            set[r].iter_mut().enumerate().for_each(|(a, x)| *x = a == r);
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).filter(|&b| live[b] && !roots.contains(&b)) {
            let mut new = vec![true; n];
            for &p in inputs[b].iter().filter(|&&p| live[p]) {
                new.iter_mut().zip(&set[p]).for_each(|(x, &y)| *x &= y);
            }
            new[b] = true;
            if new != set[b] {
                set[b] = new;
                changed = true;
            }
        }
    }
    set
}

/// Dominance queries over the IR (valid while the CFGs of the queried
/// regions do not change; moving or erasing ops inside blocks is fine).
#[derive(Default)]
pub struct DominanceInfo {
    regions: HashMap<RegionId, RegionCfg>,
}

impl DominanceInfo {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// MLIR's `DominanceInfo::dominates(a, b)`: `a == b`, or `a` properly
    /// dominates `b` (an op dominates the ops nested in it).
    pub fn dominates(&mut self, ctx: &Context, a: OpId, b: OpId) -> bool {
        a == b || self.relate(ctx, a, b, false)
    }

    /// MLIR's `PostDominanceInfo::postDominates(a, b)`: `a == b`, or every
    /// path from `b` to the exit of `a`'s region passes through `a`.
    pub fn post_dominates(&mut self, ctx: &Context, a: OpId, b: OpId) -> bool {
        a == b || self.relate(ctx, a, b, true)
    }

    fn relate(&mut self, ctx: &Context, a: OpId, b: OpId, post: bool) -> bool {
        let (Some(a_block), Some(a_region)) = (ctx.ir.op(a).parent, ctx.ir.parent_region(a)) else { return false };
        let Some(b) = ancestor_in_region(ctx, a_region, b) else { return false };
        if a == b {
            return true;
        }
        let ssa = has_ssa_dominance(ctx, a_region);
        let Some(b_block) = ctx.ir.op(b).parent else { return false };
        if a_block == b_block {
            return !ssa || if post { ctx.ir.is_before_in_block(b, a) } else { ctx.ir.is_before_in_block(a, b) };
        }
        if !ssa {
            return true;
        }
        let cfg = self.regions.entry(a_region).or_insert_with(|| RegionCfg::compute(ctx, a_region));
        let (Some(&ia), Some(&ib)) = (cfg.index.get(&a_block), cfg.index.get(&b_block)) else { return false };
        if post { cfg.pdom[ib][ia] } else { cfg.dom[ib][ia] }
    }
}

/// The ancestor of `o` (or `o` itself) whose parent region is `r`.
pub fn ancestor_in_region(ctx: &Context, r: RegionId, o: OpId) -> Option<OpId> {
    let mut cur = o;
    loop {
        if ctx.ir.parent_region(cur) == Some(r) {
            return Some(cur);
        }
        cur = ctx.ir.parent_op(cur)?;
    }
}

/// MLIR's `hasSSADominance`: false for graph regions (ops with
/// `RegionKindInterface` graph regions: symbol tables and graph-region ops).
fn has_ssa_dominance(ctx: &Context, r: RegionId) -> bool {
    match ctx.ir.region(r).parent {
        None => true,
        Some(o) => !(ctx.op_has_trait(o, traits::SYMBOL_TABLE) || ctx.op_has_trait(o, traits::GRAPH_REGION)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::{accesses, parse};

    #[test]
    fn nested_regions_and_blocks() {
        let mut ctx = affine_dialects::new_context();
        let src = r#"
func.func @f(%m: memref<4xf32>, %c: i1, %v: f32) {
  affine.store %v, %m[0] : memref<4xf32>
  affine.for %i = 0 to 4 {
    affine.store %v, %m[1] : memref<4xf32>
  }
  cf.cond_br %c, ^a, ^b
^a:
  affine.store %v, %m[2] : memref<4xf32>
  cf.br ^b
^b:
  affine.store %v, %m[3] : memref<4xf32>
  return
}
"#;
        let module = parse(&mut ctx, src);
        let s: Vec<OpId> = accesses(&ctx, module).iter().map(|a| a.op).collect();
        let fo = ctx.ir.parent_op(s[1]).expect("the loop");
        let mut dom = DominanceInfo::new();
        assert!(dom.dominates(&ctx, s[0], s[1]));
        assert!(!dom.dominates(&ctx, s[1], s[0]));
        assert!(dom.dominates(&ctx, fo, s[1]));
        assert!(dom.dominates(&ctx, s[0], s[2]));
        assert!(dom.dominates(&ctx, s[0], s[3]));
        assert!(!dom.dominates(&ctx, s[2], s[3]));
        assert!(dom.post_dominates(&ctx, s[3], s[0]));
        assert!(dom.post_dominates(&ctx, s[3], s[2]));
        assert!(!dom.post_dominates(&ctx, s[2], s[0]));
        assert!(dom.post_dominates(&ctx, fo, s[0]));
        assert!(!dom.post_dominates(&ctx, s[1], s[0]));
    }
}
