//! The parts of MLIR's `llvm` dialect that frontends leave in affine code
//! (Polygeist's output, `finalize-memref-to-llvm` leftovers): its types
//! ([`types`]), its attributes ([`attrs`]) and ops.
//!
//! The dialect verifies its discardable attributes as MLIR does where
//! frontends set them: `llvm.data_layout` must be a string.

mod arith;
pub mod attrs;
mod ops;
mod symbols;
pub mod types;

use affine_ir::context::{AttrData, Context, NamedAttr};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{DialectHooks, Registry};
use affine_ir::ir::OpId;

/// Registers the `llvm` dialect.
pub fn register(reg: &mut Registry) {
    reg.set_dialect_hooks(
        "llvm",
        DialectHooks {
            parse_attr: Some(attrs::parse_attr),
            parse_type: Some(types::parse_type),
            print_type: Some(types::print_type),
            verify_op_attr: Some(verify_op_attr),
            ..DialectHooks::NONE
        },
    );
    ops::register(reg);
    arith::register(reg);
    symbols::register(reg);
}

/// MLIR's `LLVMDialect::verifyOperationAttribute`, for the attributes
/// frontends set.
fn verify_op_attr(ctx: &Context, op: OpId, na: &NamedAttr) -> Result<(), Diagnostic> {
    if ctx.ident_str(na.name) == "llvm.data_layout" && !matches!(ctx.attr_data(na.value), AttrData::String { .. }) {
        return Err(affine_ir::verify::op_error(ctx, op, "expected 'llvm.data_layout' to be a string attributes"));
    }
    Ok(())
}
