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

use affine_ir::context::{AttrData, Context, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{DialectHooks, Registry};
use affine_ir::ir::OpId;

/// Registers the `llvm` dialect.
pub fn register(reg: &mut Registry) {
    // MLIR's dialect calls `allowUnknownOperations()`: `"llvm.anything"`
    // parses and verifies as an unregistered op.
    reg.allow_unknown_ops("llvm");
    reg.set_dialect_hooks(
        "llvm",
        DialectHooks {
            parse_attr: Some(attrs::parse_attr),
            print_attr: Some(attrs::print_attr),
            parse_type: Some(types::parse_type),
            print_type: Some(types::print_type),
            verify_op_attr: Some(verify_op_attr),
            verify_region_arg_attr: Some(verify_param_attr),
            verify_region_result_attr: Some(verify_result_attr),
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

/// The parameter attributes MLIR 22's `LLVMDialect::verifyRegionResultAttribute`
/// forbids on function results (any other goes through the parameter checks).
const NOT_RESULT_ATTRS: &[&str] = &[
    "allocalign",
    "allocptr",
    "byval",
    "byref",
    "inalloca",
    "nest",
    "nocapture",
    "nofree",
    "preallocated",
    "readnone",
    "readonly",
    "returned",
    "alignstack",
    "sret",
    "writeonly",
];

/// MLIR's `LLVMDialect::verifyRegionResultAttribute` for a function result
/// of type `value_type`: the attributes only arguments take are rejected,
/// the others checked as parameter attributes.
fn verify_result_attr(ctx: &Context, op: OpId, value_type: Type, na: &NamedAttr) -> Result<(), Diagnostic> {
    let name = ctx.ident_str(na.name);
    if name.strip_prefix("llvm.").is_some_and(|key| NOT_RESULT_ATTRS.contains(&key)) {
        let msg = format!("\"{name}\" is not a valid result attribute");
        return Err(crate::arith::types::plain_error(ctx, op, msg));
    }
    verify_param_attr(ctx, op, value_type, na)
}

/// MLIR's `LLVMDialect::verifyParameterAttribute` for a function argument
/// of type `value_type`: each `llvm.*` parameter attribute has a kind of
/// value (unit, type, integer) and some apply only to pointers or
/// integers (checked when the type is LLVM-compatible).
fn verify_param_attr(ctx: &Context, op: OpId, value_type: Type, na: &NamedAttr) -> Result<(), Diagnostic> {
    let name = ctx.ident_str(na.name);
    let key = name.strip_prefix("llvm.").unwrap_or("");
    let error = |what: &str| Err(crate::arith::types::plain_error(ctx, op, format!("\"{name}\" {what}")));
    let check_types = types::is_compatible_type(ctx, value_type);
    let is_pointer = types::ptr_address_space(ctx, value_type).is_some();
    let is_integer = matches!(ctx.type_data(value_type), TypeData::Integer { .. });
    let value = ctx.attr_data(na.value);
    let (value_ok, value_kind, needs) = match key {
        "noalias" | "readonly" | "readnone" | "writeonly" | "nest" | "nocapture" | "nofree" | "nonnull" => {
            (matches!(value, AttrData::Unit), "a unit", Some(true))
        }
        "sret" | "byval" | "byref" | "elementtype" | "inalloca" | "preallocated" => {
            (ctx.attr_type(na.value).is_some(), "a type", Some(true))
        }
        "signext" | "zeroext" => (matches!(value, AttrData::Unit), "a unit", Some(false)),
        "align" | "dereferenceable" | "dereferenceable_or_null" => {
            (matches!(value, AttrData::Integer { .. }), "an integer", Some(true))
        }
        "alignstack" => (matches!(value, AttrData::Integer { .. }), "an integer", None),
        "noundef" | "inreg" | "returned" => (matches!(value, AttrData::Unit), "a unit", None),
        _ => return Ok(()),
    };
    if !value_ok {
        return error(&format!("should be {value_kind} attribute"));
    }
    match needs {
        Some(true) if check_types && !is_pointer => error("attribute attached to non-pointer LLVM type"),
        Some(false) if check_types && !is_integer => error("attribute attached to non-integer LLVM type"),
        _ => Ok(()),
    }
}
