//! The passes of this crate, one module each.

pub mod loop_fusion;
pub mod test_loop_fusion;
pub mod test_memref_dependence_check;
