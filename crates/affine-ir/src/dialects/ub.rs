//! The `ub` dialect (placeholder: owned by another helper; registers nothing yet).

use crate::dialect::Registry;

/// Registers the ops of the `ub` dialect.
pub fn register(_reg: &mut Registry) {}
