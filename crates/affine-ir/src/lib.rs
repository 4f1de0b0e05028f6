//! `affine-ir`: the IR core of affine-opt.
//!
//! * [`context`]: the [`Context`] uniquing types, attributes, locations and
//!   names, and owning the IR arenas ([`ir::Ir`]) and the op [`dialect::Registry`].
//! * [`ir`]: operations, blocks, regions and values in arenas with typed ids,
//!   and the mutation API used by passes.
//! * [`affine`]: affine expressions, maps and integer sets.
//! * [`parser`] / [`printer`]: the MLIR textual format, byte-compatible with
//!   `mlir-opt` 22.
//! * [`dialect`]: how dialects register ops (parse/print/verify hooks,
//!   traits, memory effects) in a [`dialect::Registry`]; [`builtin`] is the
//!   one dialect the core knows (`builtin.module`). Every other dialect lives
//!   in a crate above this one (`affine-dialects`) and is registered by the
//!   tool that builds the context, as `mlir-opt`'s `registerAllDialects` does.
//! * [`rewrite`]: folding, the pattern rewriter and rewrite patterns (the
//!   interface dialects implement; the greedy driver is in `affine-transforms`).
//! * [`known`]: identifiers interned first in every context (constant ids
//!   for the attribute names looked up on every op).
//! * [`verify`]: the verifier; [`diag`]: diagnostics and their rendering.

pub mod affine;
pub mod asm;
pub mod builtin;
pub mod bytestr;
pub mod context;
pub mod diag;
pub mod dialect;
pub mod float;
pub mod fxhash;
pub mod ir;
pub mod known;
pub mod lexer;
pub mod parser;
pub mod printer;
pub mod rewrite;
pub mod thin;
pub mod verify;

pub use context::{AttrData, Attribute, Context, Ident, Location, NamedAttr, OpName, Type, TypeData};
pub use diag::{Diagnostic, RenderCache, Severity, SourceMgr};
pub use ir::{BlockId, InsertPoint, OpId, OpState, RegionId, ValueId};
pub use parser::{ParseOptions, parse_source, parse_source_reporting};
pub use printer::{PrintOptions, print_op};
