//! Transformation utilities shared by passes.

pub mod fusion;
mod fusion_standins;
