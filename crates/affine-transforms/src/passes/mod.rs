//! The passes of this crate, one module each.

pub mod canonicalize;
pub mod cse;
pub mod lower_affine;
pub mod test_memref_dependence_check;
