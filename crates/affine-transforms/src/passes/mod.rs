//! The passes of this crate, one module each.

pub mod affine_data_copy_generate;
pub mod affine_parallelize;
pub mod affine_scalrep;
pub mod canonicalize;
pub mod convert_linalg_to_affine_loops;
pub mod cse;
pub mod loop_coalescing;
pub mod loop_fusion;
pub mod loop_invariant_code_motion;
pub mod loop_normalize;
pub mod loop_tiling;
pub mod loop_unroll;
pub mod loop_unroll_jam;
pub mod lower_affine;
pub mod pipeline_data_transfer;
pub mod super_vectorize;
mod super_vectorize_lanes;
mod super_vectorize_nest;
pub mod super_vectorize_report;
pub mod super_vectorize_test;
pub mod test_affine_access_analysis;
pub mod test_affine_data_copy;
pub mod test_loop_fusion;
pub mod test_loop_permutation;
pub mod test_memref_dependence_check;
pub mod test_scf_for_utils;
