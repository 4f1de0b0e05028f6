//! Exact integer sets and relations (Presburger arithmetic), after MLIR's
//! `mlir/Analysis/Presburger` library. The crate knows nothing of IR.
//!
//! Building blocks:
//! - [`Int`] (module [`int`]): exact integers with an allocation-free `i64`
//!   fast path and a big-integer fallback; every operation of the crate
//!   uses it, so no intermediate result can overflow.
//! - [`PresburgerSpace`] (module [`space`]): the variable layout
//!   `[domain, range, symbols, locals, constant]` and optional identifiers.
//! - [`IntegerRelation`] / [`IntegerPolyhedron`] (module [`relation`]):
//!   conjunctions of affine equalities (`row · [x, 1] = 0`) and inequalities
//!   (`row · [x, 1] >= 0`); inverse, composition, intersection, domain/range,
//!   local-variable merging with division representations.
//! - Elimination (module [`elim`]): Gaussian elimination, gcd tightening,
//!   Fourier–Motzkin projection with an exactness report, redundancy
//!   removal, constant bounds, affine bounds of variables.
//! - Printing (module [`print`](mod@print)): MLIR's `dump()` tableau and an isl-like
//!   readable form.
//! - Decision procedures (modules [`simplex`], [`lexmin`]): rational
//!   simplex, integer emptiness, samples and lexicographic optima.
//! - Unions of relations/sets (module [`set`]) and point counting
//!   (module [`count`]); exact elimination of locals without a division
//!   representation, so such sets can be subtracted (module [`exists`]).
//!
//! ```
//! use presburger::{IntegerRelation, PresburgerSpace, BoundType, Int};
//! // { [i] -> [j] : j = i + 2 and 0 <= i <= 8 }
//! let r = IntegerRelation::from_i64_rows(PresburgerSpace::relation(1, 1, 0, 0), &[&[1, -1, 2]], &[&[1, 0, 0], &[-1, 0, 8]]);
//! assert_eq!(r.constant_bound(1, BoundType::UB), Some(Int::from(10)));
//! assert_eq!(r.to_readable(), "{ [d0] -> [r0] : r0 = d0 + 2 and 0 <= d0 and d0 <= 8 }");
//! ```

#![warn(missing_docs)]

pub mod coeff;
pub mod count;
pub mod exists;
pub mod int;
pub mod lexmin;
pub mod set;
pub mod simplex;
pub use set::{PresburgerRelation, PresburgerSet, SetError};
pub use simplex::{Direction, Frac, IneqType, LexOpt, Optimum, Simplex, Snapshot};

pub use coeff::{Checked, Coeff, Overflow};
pub use int::{Int, gcd, lcm};
pub mod elim;
pub mod matrix;
pub mod print;
pub mod relation;
pub mod space;
mod witness;

pub use elim::{AffineBound, DimSizeBound, VarBounds};
pub use matrix::Matrix;
pub use print::{DumpOptions, DumpStyle};
pub use relation::{BoundType, DivisionRepr, IntegerPolyhedron, IntegerRelation, floor_div_constraints};
pub use space::{Identifier, PresburgerSpace, VarKind};
