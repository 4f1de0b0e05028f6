//! `affine-dialects`: the dialects affine code carries, above the core IR.
//!
//! Each dialect lives in its own module and exposes `register(&mut
//! Registry)` (op definitions: parse/print/verify hooks, traits, memory
//! effects), plus typed views and builders that analyses and passes use
//! instead of naming attributes by string. [`register_all`] registers every
//! dialect here; [`new_context`] is a context with all of them, which is
//! what the command line and most tests want. A library user can build a
//! registry with only some dialects, or add a dialect of their own, and
//! pass it to [`affine_ir::Context::with_registry`].

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod cf;
pub mod complex;
mod dialect_attrs;
pub mod dlti;
mod enum_keyword;
pub mod func;
pub mod gpu;
pub mod gpu_targets;
pub mod index;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
mod props;
mod reshape_syntax;
pub mod scf;
pub mod spirv;
pub mod tensor;
mod tensor_canon;
mod tensor_pad_canon;
mod tensor_reshape;
mod tensor_reshape_canon;
pub mod test;
pub mod ub;
pub mod vector;
pub mod vector_fold;

use affine_ir::Context;
use affine_ir::dialect::Registry;

/// Registers every dialect known to the project.
pub fn register_all(reg: &mut Registry) {
    affine_ir::builtin::register(reg);
    func::register(reg);
    affine::register(reg);
    arith::register(reg);
    memref::register(reg);
    vector::register(reg);
    scf::register(reg);
    ub::register(reg);
    math::register(reg);
    complex::register(reg);
    cf::register(reg);
    test::register(reg);
    gpu::register(reg);
    gpu_targets::register(reg);
    dlti::register(reg);
    llvm::register(reg);
    linalg::register(reg);
    tensor::register(reg);
    bufferization::register(reg);
    spirv::register(reg);
    index::register(reg);
    props::declare(reg);
}

/// A registry with every dialect of [`register_all`].
pub fn registry() -> Registry {
    let mut reg = Registry::default();
    register_all(&mut reg);
    reg
}

/// A context with every dialect of [`register_all`] registered.
pub fn new_context() -> Context {
    Context::with_registry(registry())
}
