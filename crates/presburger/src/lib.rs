//! Exact integer sets and relations (Presburger arithmetic), after MLIR's
//! `mlir/Analysis/Presburger` library.
//!
//! The crate knows nothing of IR. Its building blocks are:
//! - [`Int`]: exact integers with an `i64` fast path (module [`int`]);
//! - [`PresburgerSpace`]: the variable layout (domain, range, symbols, locals);
//! - [`IntegerRelation`] / [`IntegerPolyhedron`]: conjunctions of affine
//!   equalities and inequalities over integer variables, with composition,
//!   projection (Fourier–Motzkin / Gaussian elimination) and printing.

#![warn(missing_docs)]

pub mod int;
pub mod count;
pub mod lexmin;
pub mod set;
pub mod simplex;
pub use set::{PresburgerRelation, PresburgerSet, SetError};
pub use simplex::{Direction, Frac, IneqType, LexOpt, Optimum, Simplex, Snapshot};

pub use int::{Int, gcd, lcm};
pub mod elim;
pub mod matrix;
pub mod print;
pub mod relation;
pub mod space;

pub use elim::{AffineBound, VarBounds};
pub use matrix::Matrix;
pub use print::DumpOptions;
pub use relation::{BoundType, DivisionRepr, IntegerPolyhedron, IntegerRelation};
pub use space::{Identifier, PresburgerSpace, VarKind};
