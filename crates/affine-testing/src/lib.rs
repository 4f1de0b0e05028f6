//! Development-only testing support for affine-opt.
//!
//! * [`generator`]: a deterministic random generator of affine-dialect programs
//!   (MLIR text) that `mlir-opt` 22 accepts and that are free of undefined
//!   behaviour, so they can be executed and compared across transformations.
//! * [`runner`]: a harness that lowers a program with `mlir-opt`, JIT-runs it
//!   with `mlir-runner`, and parses the memrefs it prints into structured
//!   values for differential testing against our own interpreter.
//! * [`index_chains`]: random chains of `affine.delinearize_index` /
//!   `affine.linearize_index` for the index ops' canonicalization patterns.
//! * [`vectorizable`]: random programs of the loop nests the
//!   super-vectorizer is about (elementwise, reductions of every kind, odd
//!   and symbolic trip counts), with the pass options to check them with.
//!
//! The external tools are test oracles only: nothing in the product crates
//! calls into this crate. This crate deliberately depends on no other
//! workspace crate, so it can check them without sharing their bugs.

pub mod expr;
pub mod generator;
pub mod index_chains;
pub mod runner;
pub mod tensor_programs;
pub mod vectorizable;

pub use generator::{ElemType, Flavor, GenConfig, GeneratedProgram, MemrefSpec, SymbolSpec, generate, generate_flavor};
pub use runner::{
    CompareError, Execution, HarnessError, MemrefData, PrintedMemref, Tolerance, Tools, compare_memrefs,
    func_pass_pipeline, parse_printed_memrefs,
};
