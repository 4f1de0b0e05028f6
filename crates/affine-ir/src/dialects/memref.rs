//! The `memref` dialect (placeholder: owned by another helper; registers nothing yet).

use crate::dialect::Registry;

/// Registers the ops of the `memref` dialect.
pub fn register(_reg: &mut Registry) {}
