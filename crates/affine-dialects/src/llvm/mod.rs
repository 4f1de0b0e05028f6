//! The parts of MLIR's `llvm` dialect that frontends leave in affine code
//! (Polygeist's output, `finalize-memref-to-llvm` leftovers): its types
//! ([`types`]), its attributes ([`attrs`]) and ops.
//!
//! Its intrinsics (`llvm.intr.*`) are described by one table
//! ([`intrinsics`]); `llvm.inline_asm` has its own module.
//!
//! The dialect verifies its discardable attributes as MLIR does where
//! frontends set them: `llvm.data_layout` must be a string that LLVM's
//! data layout parser accepts ([`data_layout`]).

mod arith;
pub mod attrs;
mod branch;
mod ctors;
mod data_layout;
mod dwarf;
mod eh;
mod inline_asm;
mod intrinsics;
mod ops;
mod struct_attrs;
mod symbols;
pub mod types;

use affine_ir::context::{AttrData, Context, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, DialectHooks, OpShape, PropDecl, PropKind, Registry};
use affine_ir::ir::{OpId, OpState};
use affine_ir::parser::{OpParser, PResult};

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
            alias_name: Some(attrs::alias_name),
        },
    );
    ops::register(reg);
    arith::register(reg);
    symbols::register(reg);
    symbols::register_alias_ifunc(reg);
    eh::register(reg);
    branch::register(reg);
    ctors::register(reg);
    inline_asm::register(reg);
    intrinsics::register(reg);
    reg.declare_shapes(SHAPES);
}

/// No operand or result, one region (`llvm.func`, `llvm.mlir.global`, ...).
const ONE_REGION: OpShape = OpShape::fixed(0, 0).with_regions(Arity::Exactly(1));

/// The count traits of every llvm op, from its ODS definition
/// (`LLVMOps.td`): an `Optional` operand or result counts as variadic, as
/// ODS gives the op `VariadicOperands` / `VariadicResults` for it.
const SHAPES: &[(&str, OpShape)] = &[
    ("llvm.mlir.constant", OpShape::fixed(0, 1)),
    ("llvm.mlir.undef", OpShape::fixed(0, 1)),
    ("llvm.mlir.poison", OpShape::fixed(0, 1)),
    ("llvm.mlir.zero", OpShape::fixed(0, 1)),
    ("llvm.mlir.addressof", OpShape::fixed(0, 1)),
    ("llvm.blockaddress", OpShape::fixed(0, 1)),
    ("llvm.blocktag", OpShape::fixed(0, 0)),
    ("llvm.func", ONE_REGION),
    ("llvm.mlir.global", ONE_REGION),
    ("llvm.mlir.alias", ONE_REGION),
    ("llvm.comdat", ONE_REGION),
    ("llvm.mlir.ifunc", OpShape::fixed(0, 0)),
    ("llvm.mlir.global_ctors", OpShape::fixed(0, 0)),
    ("llvm.mlir.global_dtors", OpShape::fixed(0, 0)),
    ("llvm.comdat_selector", OpShape::fixed(0, 0)),
    ("llvm.icmp", OpShape::fixed(2, 1)),
    ("llvm.fcmp", OpShape::fixed(2, 1)),
    ("llvm.select", OpShape::fixed(3, 1)),
    ("llvm.add", OpShape::fixed(2, 1)),
    ("llvm.sub", OpShape::fixed(2, 1)),
    ("llvm.mul", OpShape::fixed(2, 1)),
    ("llvm.shl", OpShape::fixed(2, 1)),
    ("llvm.udiv", OpShape::fixed(2, 1)),
    ("llvm.sdiv", OpShape::fixed(2, 1)),
    ("llvm.lshr", OpShape::fixed(2, 1)),
    ("llvm.ashr", OpShape::fixed(2, 1)),
    ("llvm.or", OpShape::fixed(2, 1)),
    ("llvm.urem", OpShape::fixed(2, 1)),
    ("llvm.srem", OpShape::fixed(2, 1)),
    ("llvm.and", OpShape::fixed(2, 1)),
    ("llvm.xor", OpShape::fixed(2, 1)),
    ("llvm.fadd", OpShape::fixed(2, 1)),
    ("llvm.fsub", OpShape::fixed(2, 1)),
    ("llvm.fmul", OpShape::fixed(2, 1)),
    ("llvm.fdiv", OpShape::fixed(2, 1)),
    ("llvm.frem", OpShape::fixed(2, 1)),
    ("llvm.fneg", OpShape::fixed(1, 1)),
    ("llvm.bitcast", OpShape::fixed(1, 1)),
    ("llvm.addrspacecast", OpShape::fixed(1, 1)),
    ("llvm.inttoptr", OpShape::fixed(1, 1)),
    ("llvm.ptrtoint", OpShape::fixed(1, 1)),
    ("llvm.sext", OpShape::fixed(1, 1)),
    ("llvm.zext", OpShape::fixed(1, 1)),
    ("llvm.trunc", OpShape::fixed(1, 1)),
    ("llvm.sitofp", OpShape::fixed(1, 1)),
    ("llvm.uitofp", OpShape::fixed(1, 1)),
    ("llvm.fptosi", OpShape::fixed(1, 1)),
    ("llvm.fptoui", OpShape::fixed(1, 1)),
    ("llvm.fpext", OpShape::fixed(1, 1)),
    ("llvm.fptrunc", OpShape::fixed(1, 1)),
    ("llvm.load", OpShape::fixed(1, 1)),
    ("llvm.store", OpShape::fixed(2, 0)),
    ("llvm.alloca", OpShape::fixed(1, 1)),
    ("llvm.getelementptr", OpShape::variadic(1, 1)),
    ("llvm.call", OpShape::variadic(0, 0).with_results(Arity::Any)),
    ("llvm.return", OpShape::variadic(0, 0)),
    ("llvm.landingpad", OpShape::variadic(0, 1)),
    ("llvm.resume", OpShape::fixed(1, 0)),
    ("llvm.unreachable", OpShape::fixed(0, 0)),
    ("llvm.br", OpShape::variadic(0, 0).with_successors(Arity::Exactly(1))),
    ("llvm.cond_br", OpShape::variadic(1, 0).with_successors(Arity::Exactly(2))),
    ("llvm.switch", OpShape::variadic(1, 0).with_successors(Arity::AtLeast(1))),
    ("llvm.indirectbr", OpShape::variadic(1, 0).with_successors(Arity::Any)),
    ("llvm.invoke", OpShape::variadic(0, 0).with_results(Arity::Any).with_successors(Arity::Exactly(2))),
];

/// MLIR's `LLVMDialect::verifyOperationAttribute`, for the attributes
/// frontends set.
fn verify_op_attr(ctx: &Context, op: OpId, na: &NamedAttr) -> Result<(), Diagnostic> {
    if ctx.ident_str(na.name) != "llvm.data_layout" {
        return Ok(());
    }
    let Some(layout) = ctx.attr_str(na.value) else {
        return Err(affine_ir::verify::op_error(ctx, op, "expected 'llvm.data_layout' to be a string attributes"));
    };
    // LLVM's error text ends in a newline (`logAllUnhandledErrors`).
    match data_layout::check(layout) {
        Some(e) => Err(affine_ir::verify::op_error(ctx, op, &format!("invalid data layout descriptor: {e}\n"))),
        None => Ok(()),
    }
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

/// The attribute dictionary an llvm op's custom syntax holds, read with
/// one of the two rules of mlir-opt 22 and merged into the op's state by
/// [`finish_dict`] once the rest of the syntax is read (MLIR adds the
/// dictionary's entries when it creates the op).
pub(super) struct PendingDict {
    /// The entries as written.
    entries: Vec<NamedAttr>,
    /// True for an op with a hand-written parser (`llvm.func`,
    /// `llvm.mlir.global`, `llvm.call`, `llvm.icmp`, `llvm.fcmp`,
    /// `llvm.alloca`), false for an ODS assembly format.
    custom: bool,
}

/// `attr-dict` of an llvm op with an ODS assembly format: the inherent
/// attributes written in it must satisfy their constraints, checked in
/// name order as the generated `verifyInherentAttrs` does ("custom op 'x'
/// 'x' op attribute 'name' failed to satisfy constraint: summary" at the
/// dictionary).
pub(super) fn parse_format_dict(p: &mut OpParser, st: &OpState) -> PResult<PendingDict> {
    let off = p.offset();
    let mut entries = Vec::new();
    p.parse_optional_attr_dict(&mut entries)?;
    if !entries.is_empty()
        && let Some(def) = p.ctx.op_def(st.name)
    {
        let mut decls: Vec<&PropDecl> = def.props.iter().filter(|d| d.checked).collect();
        decls.sort_by_key(|d| d.name);
        let bad = decls
            .into_iter()
            .find(|d| entries.iter().any(|na| p.ctx.ident_str(na.name) == d.name && !d.satisfies(p.ctx, na.value)));
        if let Some(d) = bad {
            let op = p.ctx.op_name_str(st.name).to_string();
            let msg = format!("'{op}' op attribute '{}' failed to satisfy constraint: {}", d.name, d.summary);
            return Err(crate::arith::types::custom_error(p, st, off, msg));
        }
    }
    Ok(PendingDict { entries, custom: false })
}

/// `attr-dict` (or `attributes attr-dict` with `keyword`) of an llvm op
/// with a hand-written parser: read now, merged by [`finish_dict`].
pub(super) fn parse_custom_dict(p: &mut OpParser, keyword: bool) -> PResult<PendingDict> {
    let mut entries = Vec::new();
    if keyword {
        p.parse_optional_attr_dict_with_keyword(&mut entries)?;
    } else {
        p.parse_optional_attr_dict(&mut entries)?;
    }
    Ok(PendingDict { entries, custom: true })
}

/// Merges a dictionary read by [`parse_format_dict`] or
/// [`parse_custom_dict`] into the op's state, as mlir-opt 22 creates the
/// op: a hand-written parser put its attributes in the same list as the
/// dictionary's, so a name both set is "attribute 'name' occurs more than
/// once in the attribute list" (the first such name in name order, at the
/// op); an assembly format's dictionary overrides what the format set.
/// Then each inherent attribute is stored as its property when it is of
/// the property's storage class and dropped otherwise (MLIR's
/// `setInherentAttr` casts it); native properties and other names stay
/// discardable attributes.
pub(super) fn finish_dict(p: &mut OpParser, st: &mut OpState, dict: PendingDict) -> PResult<()> {
    if dict.entries.is_empty() {
        return Ok(());
    }
    if dict.custom {
        let mut dups: Vec<&str> = dict
            .entries
            .iter()
            .filter(|na| st.props.iter().chain(st.attrs.iter()).any(|x| x.name == na.name))
            .map(|na| p.ctx.ident_str(na.name))
            .collect();
        dups.sort_unstable();
        if let Some(d) = dups.first() {
            let msg = format!("attribute '{d}' occurs more than once in the attribute list");
            return Err(crate::arith::types::name_error(p, st, msg));
        }
    }
    let props: &[PropDecl] = p.ctx.op_def(st.name).map_or(&[], |d| d.props);
    for na in dict.entries {
        let name = p.ctx.ident_str(na.name);
        let decl = props.iter().find(|d| d.name == name && !matches!(d.kind, PropKind::Native(_) | PropKind::UnitProp));
        match decl {
            Some(d) => {
                let keep = d.accepts(p.ctx, na.value);
                st.props.retain(|x| x.name != na.name);
                if keep {
                    st.props.push(na);
                }
            }
            None => {
                st.attrs.retain(|x| x.name != na.name);
                st.attrs.push(na);
            }
        }
    }
    Ok(())
}

/// The required properties of an llvm op, in name order ("requires
/// attribute 'name'"): MLIR's generated `verifyInvariantsImpl` checks them
/// before any operand or result constraint, so an op whose invariants hook
/// checks operand types calls this first.
pub(super) fn verify_required_props(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(def) = ctx.op_def(ctx.ir.op(op).name) else { return Ok(()) };
    let mut req: Vec<&str> = def.props.iter().filter(|p| p.required).map(|p| p.name).collect();
    req.sort_unstable();
    for name in req {
        if ctx.lookup_ident(name).is_none_or(|id| ctx.ir.attr(op, id).is_none()) {
            return Err(affine_ir::verify::op_error(ctx, op, &format!("requires attribute '{name}'")));
        }
    }
    Ok(())
}

/// Drops the properties of `st` that are not of their declared storage
/// class. The generic form's `<{...}>` rejects such a value when it is
/// parsed; one that reached the properties from the attribute dictionary
/// (`{asm_dialect = 3}`) is dropped, as MLIR's `setInherentAttr` drops an
/// attribute its property cannot be converted from.
pub(super) fn drop_unconvertible_props(ctx: &Context, st: &mut OpState) {
    let Some(def) = ctx.op_def(st.name) else { return };
    st.props.retain(|na| {
        let name = ctx.ident_str(na.name);
        def.props.iter().find(|d| d.name == name).is_none_or(|d| d.accepts(ctx, na.value))
    });
}

/// The ODS constraints of an llvm op's properties its verifier checks
/// first (MLIR's generated `verifyInvariantsImpl`): each property with a
/// constraint summary, in name order, must satisfy it ("attribute 'name'
/// failed to satisfy constraint: summary").
pub(super) fn verify_prop_constraints(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(def) = ctx.op_def(ctx.ir.op(op).name) else { return Ok(()) };
    let mut decls: Vec<&PropDecl> = def.props.iter().filter(|d| d.checked).collect();
    decls.sort_by_key(|d| d.name);
    for d in decls {
        let Some(id) = ctx.lookup_ident(d.name) else { continue };
        if let Some(na) = ctx.ir.op(op).props.iter().find(|na| na.name == id)
            && !d.satisfies(ctx, na.value)
        {
            let msg = format!("attribute '{}' failed to satisfy constraint: {}", d.name, d.summary);
            return Err(affine_ir::verify::op_error(ctx, op, &msg));
        }
    }
    Ok(())
}
