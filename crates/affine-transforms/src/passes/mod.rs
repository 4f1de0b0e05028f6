//! The passes of this crate, one module each.

pub mod convert_linalg_to_affine_loops;
pub mod test_memref_dependence_check;
