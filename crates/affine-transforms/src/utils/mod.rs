//! Transform utilities shared by the passes (MLIR's `Affine/Utils`):
//!
//! - [`loop_utils`]: loop transformation helpers (MLIR's `LoopUtils.cpp`),
//!   starting with [`loop_utils::promote_if_single_iteration`].
//! - [`fusion`]: loop fusion utilities (MLIR's `LoopFusionUtils.cpp`).
//! - [`memref_utils`]: memref use replacement with index remapping.

pub mod fusion;
mod fusion_standins;
pub mod loop_utils;
pub mod memref_utils;
