//! The `arith` dialect (placeholder: owned by another helper; registers nothing yet).

use crate::dialect::Registry;

/// Registers the ops of the `arith` dialect.
pub fn register(_reg: &mut Registry) {}
