//! Out-of-bounds checks of affine memory accesses (MLIR's
//! `boundCheckLoadOrStoreOp` in `Analysis/Utils.cpp`): the region an
//! `affine.load` / `affine.store` (scalar or vector) accesses over the whole
//! iteration space around it ([`MemRefRegion`], symbolic in nothing) is
//! intersected with `index >= size` and with `index <= -1`, dimension by
//! dimension; a non-empty intersection is an access out of bounds.
//!
//! Emptiness is MLIR's own test (Gaussian then Fourier–Motzkin elimination,
//! [`presburger::IntegerRelation::is_empty_by_elimination`]), so the
//! answers match `mlir-opt` 22 where that test is exact, and err towards
//! reporting when it gives up (as MLIR's does).
//!
//! Dynamic dimensions have no upper bound to check. MLIR 22 compares the
//! size against `-1` rather than `ShapedType::kDynamic` and so checks
//! `index >= i64::MIN`, reporting every access to a dynamic dimension as out
//! of its upper bound; here only their lower bound is checked (see
//! `tests/lit/upstream-bugs/memref-bound-check-dynamic-dim.mlir`).

use affine_ir::context::{DYNAMIC, TypeData};
use affine_ir::{Context, OpId};
use presburger::{BoundType, Int};

use crate::error::AnalysisError;
use crate::region::{MemRefRegion, RegionOptions};

/// MLIR's error at an access whose semi-affine access map `MemRefRegion`
/// cannot compose.
pub const COMPOSE_FAILURE_MESSAGE: &str = "getMemRefRegion: compose affine map failed";

/// Which side of a memref dimension an access crosses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundSide {
    /// Some index is `>=` the dimension's size.
    Upper,
    /// Some index is negative.
    Lower,
}

/// One out-of-bounds finding: dimension `dim` (0-based) crossed on `side`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundViolation {
    /// The memref dimension (0-based; MLIR's messages count from 1).
    pub dim: usize,
    /// The side crossed.
    pub side: BoundSide,
}

impl BoundViolation {
    /// MLIR's message for the violation (`memref out of upper bound access
    /// along dimension #N`).
    pub fn message(&self) -> String {
        let side = match self.side {
            BoundSide::Upper => "upper",
            BoundSide::Lower => "lower",
        };
        format!("memref out of {side} bound access along dimension #{}", self.dim + 1)
    }
}

/// The out-of-bounds accesses of the affine load/store `op`, dimension by
/// dimension (upper before lower). `Err` when its region cannot be computed:
/// MLIR then reports nothing, except for an access map that cannot be
/// composed into the region ([`AnalysisError::ComposeAccessMap`], for which
/// it reports [`COMPOSE_FAILURE_MESSAGE`]).
pub fn check_access_bounds(ctx: &mut Context, op: OpId) -> Result<Vec<BoundViolation>, AnalysisError> {
    let opts = RegionOptions { add_memref_dim_bounds: false, ..RegionOptions::default() };
    let region = MemRefRegion::compute(ctx, op, 0, None, opts)?;
    let shape = match ctx.type_data(ctx.ir.value_type(region.memref)) {
        TypeData::MemRef { shape, .. } => shape.clone(),
        _ => return Err(AnalysisError::Malformed(op)),
    };
    let mut found = Vec::new();
    for (dim, &size) in shape.iter().enumerate() {
        if size != DYNAMIC {
            let mut upper = region.cst.rel.clone();
            upper.add_bound(BoundType::LB, dim, &Int::from(size));
            if !upper.is_empty_by_elimination() {
                found.push(BoundViolation { dim, side: BoundSide::Upper });
            }
        }
        let mut lower = region.cst.rel.clone();
        lower.add_bound(BoundType::UB, dim, &Int::from(-1));
        if !lower.is_empty_by_elimination() {
            found.push(BoundViolation { dim, side: BoundSide::Lower });
        }
    }
    Ok(found)
}
