//! Dialect definitions. Each dialect lives in its own file and exposes
//! `register(&mut Registry)`; [`register_all`] calls them all.

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
mod enum_keyword;
pub mod func;
pub mod gpu;
pub mod math;
pub mod memref;
pub mod scf;
pub mod test;
pub mod ub;
pub mod vector;

use crate::dialect::Registry;

/// Registers every dialect known to the project.
pub fn register_all(reg: &mut Registry) {
    builtin::register(reg);
    func::register(reg);
    affine::register(reg);
    arith::register(reg);
    memref::register(reg);
    vector::register(reg);
    scf::register(reg);
    ub::register(reg);
    math::register(reg);
    cf::register(reg);
    test::register(reg);
    gpu::register(reg);
}
