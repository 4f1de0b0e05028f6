//! The exact lane checks of [`affine_analysis::vectorization::lanes`] for
//! one nest being vectorized: the vectorizer asks, for every transfer it
//! builds, whether the lanes access what the scalar iterations access, and
//! for every store whether lanes past the end of a loop must be masked.

use std::collections::HashMap;

use affine_analysis::access::{MemRefAccess, ValueMap};
use affine_analysis::vectorization::lanes::{
    self, LaneRefusal, LaneShape, VectorLoop, access_lanes_match, composed_map,
    store_lanes_past_end_may_land_in_bounds, trip_count_is_multiple,
};
use affine_ir::{Context, OpId};

use super::super_vectorize::{Refusal, Strategy};

/// The vectorized loops of a nest and what is known about them.
#[derive(Debug, Default)]
pub(crate) struct LaneFacts {
    loops: HashMap<OpId, (VectorLoop, bool)>,
    composed: HashMap<OpId, ValueMap>,
}

/// The nest-wide checks (vector steps, lane-dependent bounds, divisions
/// past the end); `Err` says why the nest must stay scalar.
pub(crate) fn check_nest(ctx: &mut Context, root: OpId, strategy: &Strategy) -> Result<LaneFacts, Refusal> {
    let widths: HashMap<OpId, i64> =
        strategy.loop_to_vector_dim.iter().map(|(&l, &d)| (l, strategy.vector_sizes[d])).collect();
    lanes::check_nest(ctx, root, &widths).map_err(|r| match r {
        LaneRefusal::StepOverflow(op) => Refusal::StepOverflow(op),
        LaneRefusal::LaneDependentBounds(op) => Refusal::LaneDependentBounds(op),
        LaneRefusal::DivisionPastEnd(op) => Refusal::DivisionPastEnd(op),
    })?;
    let mut facts = LaneFacts::default();
    for (&l, &w) in &widths {
        if ctx.ir.is_ancestor(root, l)
            && let Some(vl) = VectorLoop::new(ctx, l, w)
        {
            let full = trip_count_is_multiple(ctx, &vl);
            facts.loops.insert(l, (vl, full));
        }
    }
    Ok(facts)
}

impl LaneFacts {
    fn composed(&mut self, ctx: &mut Context, access: OpId) -> Option<ValueMap> {
        if let Some(m) = self.composed.get(&access) {
            return Some(m.clone());
        }
        let a = MemRefAccess::from_op(ctx, access)?;
        let m = composed_map(ctx, a.map, &a.indices);
        self.composed.insert(access, m.clone());
        Some(m)
    }

    /// True if the lanes of vectorized loop `l` access what its scalar
    /// iterations access, when a transfer treats `access` as `shape`.
    pub fn lanes_match(&mut self, ctx: &mut Context, access: OpId, l: OpId, shape: LaneShape) -> bool {
        let Some(m) = self.composed(ctx, access) else { return false };
        let Some((vl, _)) = self.loops.get(&l) else { return false };
        let vl = vl.clone();
        access_lanes_match(ctx, &vl, &m, shape)
    }

    /// True if store `store`, contiguous along memref dimension `dim` for
    /// vectorized loop `l`, must be masked: `l` may run lanes past its end
    /// that the memref bounds do not skip.
    pub fn store_needs_mask(&mut self, ctx: &mut Context, store: OpId, l: OpId, dim: usize) -> bool {
        let Some((vl, full)) = self.loops.get(&l).cloned() else { return true };
        if full {
            return false;
        }
        let Some(m) = self.composed(ctx, store) else { return true };
        let Some(memref) = MemRefAccess::from_op(ctx, store).map(|a| a.memref) else { return true };
        store_lanes_past_end_may_land_in_bounds(ctx, &vl, store, &m, memref, dim)
    }
}
