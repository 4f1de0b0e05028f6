//! The passes of this crate, one module each.

pub mod affine_parallelize;
pub mod affine_scalrep;
pub mod super_vectorize;
mod super_vectorize_lanes;
mod super_vectorize_nest;
pub mod super_vectorize_report;
pub mod super_vectorize_test;
pub mod test_affine_access_analysis;
pub mod test_memref_dependence_check;
