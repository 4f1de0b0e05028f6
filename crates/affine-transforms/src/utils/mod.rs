//! Transformation utilities shared by passes.

pub mod fusion;
mod fusion_standins;
pub mod memref_utils;
