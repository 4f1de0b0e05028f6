//! Transformation utilities shared by passes (MLIR's
//! `mlir/lib/Dialect/Affine/Utils`).

pub mod loop_nest;
