//! Transform utilities shared by the passes (MLIR's `Affine/Utils`):
//!
//! - [`loop_utils`]: loop transformation helpers (MLIR's `LoopUtils.cpp`),
//!   starting with [`loop_utils::promote_if_single_iteration`].

pub mod loop_utils;
