//! The `llvm` ops frontends leave in affine code (Polygeist's string
//! constants and `printf` calls, lowered pointers): `llvm.mlir.constant`,
//! `undef`, `zero`, `poison`, `addressof`, `global`, `llvm.func`,
//! `llvm.call`, `llvm.return`, `llvm.getelementptr`, `llvm.load`,
//! `llvm.store`, `llvm.alloca` and the casts, with `mlir-opt` 22's custom
//! syntax and memory effects (loads read, stores write, allocas allocate,
//! calls have unknown effects). Loads and stores take the `atomic`,
//! `invariant`, `invariant_group` and `dereferenceable` clauses, with
//! MLIR's atomic access checks.

use crate::arith::types::{Shape, check_shape, custom_error, op_error, parse_kw, prop, set_state_prop, state_prop};
use affine_ir::context::{AttrData, Attribute, Context, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{EffectKind, MemEffect, OpDef, Registry, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

const CASTS: &[&str] = &[
    "llvm.bitcast",
    "llvm.addrspacecast",
    "llvm.inttoptr",
    "llvm.ptrtoint",
    "llvm.sext",
    "llvm.zext",
    "llvm.trunc",
    "llvm.sitofp",
    "llvm.uitofp",
    "llvm.fptosi",
    "llvm.fptoui",
    "llvm.fpext",
    "llvm.fptrunc",
];

const LOAD_STORE_ATTRS: &[&str] = &[
    "access_groups",
    "alias_scopes",
    "alignment",
    "dereferenceable",
    "invariant",
    "invariantGroup",
    "noalias_scopes",
    "nontemporal",
    "ordering",
    "syncscope",
    "tbaa",
    "volatile_",
];

/// `llvm.store`'s: those of `llvm.load` but `invariant` and `dereferenceable`.
const STORE_ATTRS: &[&str] = &[
    "access_groups",
    "alias_scopes",
    "alignment",
    "invariantGroup",
    "noalias_scopes",
    "nontemporal",
    "ordering",
    "syncscope",
    "tbaa",
    "volatile_",
];

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    // MLIR 22's `undef`, `zero`, `poison` and `addressof` are `ConstantLike`
    // (folding to `#llvm.undef`, `#llvm.zero`, `#llvm.poison` and the global's
    // symbol): canonicalization hoists them to the entry block and merges
    // equal ones, as it does `arith.constant`.
    for name in ["llvm.mlir.undef", "llvm.mlir.zero", "llvm.mlir.poison"] {
        reg.add(OpDef {
            verify_invariants: Some(verify_nullary_type),
            verify: if name == "llvm.mlir.zero" { Some(verify_zero) } else { None },
            parse: Some(parse_nullary),
            print: Some(print_nullary),
            normalize: Some(intern_nullary_value),
            traits: traits::PURE | traits::CONSTANT_LIKE,
            constant_value: Some(nullary_value),
            ..OpDef::new(name)
        });
    }
    reg.add(OpDef {
        parse: Some(parse_constant),
        print: Some(print_constant),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        inherent_attrs: &["value"],
        constant_value: Some(|ctx, op| prop(ctx, op, "value")),
        verify: Some(verify_constant),
        ..OpDef::new("llvm.mlir.constant")
    });
    reg.add(OpDef {
        parse: Some(parse_addressof),
        print: Some(print_addressof),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        inherent_attrs: &["global_name"],
        constant_value: Some(|ctx, op| prop(ctx, op, "global_name")),
        verify_symbol_uses: Some(verify_addressof_symbol_uses),
        ..OpDef::new("llvm.mlir.addressof")
    });
    for &name in CASTS {
        let inherent_attrs: &'static [&'static str] = match name {
            "llvm.zext" | "llvm.uitofp" => &[NON_NEG],
            "llvm.trunc" => &[OVERFLOW_FLAGS],
            "llvm.inttoptr" => &[DEREFERENCEABLE],
            _ => &[],
        };
        let normalize = if name == "llvm.trunc" { Some(default_overflow_flags as _) } else { None };
        let fold = match name {
            "llvm.bitcast" | "llvm.addrspacecast" => Some(fold_identity_cast as _),
            _ => None,
        };
        reg.add(OpDef {
            parse: Some(parse_cast),
            print: Some(print_cast),
            verify_structure: Some(|ctx, op| check_shape(ctx, op, &Shape::fixed(1, 1))),
            verify: Some(verify_cast),
            fold,
            normalize,
            inherent_attrs,
            traits: traits::PURE,
            ..OpDef::new(name)
        });
    }
    reg.add(OpDef {
        parse: Some(parse_load),
        print: Some(print_load),
        effects: Some(load_effects),
        normalize: Some(default_ordering),
        inherent_attrs: LOAD_STORE_ATTRS,
        verify_structure: Some(|ctx, op| check_shape(ctx, op, &Shape::fixed(1, 1))),
        verify_invariants: Some(super::verify_prop_constraints),
        verify: Some(verify_load),
        ..OpDef::new("llvm.load")
    });
    reg.add(OpDef {
        parse: Some(parse_store),
        print: Some(print_store),
        effects: Some(store_effects),
        normalize: Some(default_ordering),
        inherent_attrs: STORE_ATTRS,
        verify_structure: Some(|ctx, op| check_shape(ctx, op, &Shape::fixed(2, 0))),
        verify_invariants: Some(super::verify_prop_constraints),
        verify: Some(verify_store),
        ..OpDef::new("llvm.store")
    });
    reg.add(OpDef {
        parse: Some(parse_alloca),
        print: Some(print_alloca),
        effects: Some(alloca_effects),
        inherent_attrs: &["alignment", "elem_type", "inalloca"],
        verify_invariants: Some(super::verify_prop_constraints),
        ..OpDef::new("llvm.alloca")
    });
    reg.add(OpDef {
        parse: Some(parse_gep),
        print: Some(print_gep),
        fold: Some(fold_gep),
        verify_invariants: Some(verify_gep_counts_and_flags),
        verify: Some(verify_gep),
        traits: traits::PURE,
        inherent_attrs: &["elem_type", "noWrapFlags", "rawConstantIndices"],
        ..OpDef::new("llvm.getelementptr")
    });
    reg.add(OpDef {
        parse: Some(parse_return),
        print: Some(print_return),
        verify_invariants: Some(verify_return_invariants),
        verify: Some(verify_return),
        traits: traits::PURE | traits::TERMINATOR | traits::RETURN_LIKE,
        ..OpDef::new("llvm.return")
    });
}

fn parse_nullary(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let dict = super::parse_format_dict(p, st)?;
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    super::finish_dict(p, st, dict)
}

/// The attribute `llvm.mlir.undef` / `zero` / `poison` folds to
/// (`#llvm.undef`, ...), kept as opaque text as the dialect's attribute
/// parser keeps it.
fn nullary_value_data(op_name: &str) -> Option<AttrData> {
    let kind = op_name.strip_prefix("llvm.mlir.")?;
    Some(AttrData::Opaque(format!("llvm.{kind}")))
}

/// Interns the attribute [`nullary_value`] returns, so that the constant
/// value can be found with a shared context.
fn intern_nullary_value(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    if let Some(d) = nullary_value_data(ctx.op_name_str(st.name)) {
        ctx.attr(d);
    }
    Ok(())
}

/// The constant value of `llvm.mlir.undef` / `zero` / `poison` (MLIR's fold).
fn nullary_value(ctx: &Context, op: OpId) -> Option<Attribute> {
    ctx.lookup_attr(&nullary_value_data(ctx.op_name_str(ctx.ir.op(op).name))?)
}

fn result_type(p: &OpPrinter, op: OpId) -> Option<Type> {
    p.ctx.ir.results(op).first().map(|&r| p.ctx.ir.value_type(r))
}

fn print_nullary(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    if let Some(t) = result_type(p, op) {
        p.write(" : ");
        p.print_type(t);
    }
}

/// MLIR's `ZeroOp::verify`: a target extension type must have a zero
/// initializer.
/// ODS: the result of `undef`, `zero` and `poison` is an LLVM
/// dialect-compatible type.
fn verify_nullary_type(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let r = ctx.ir.results(op).first().copied();
    value_must_be(ctx, op, r, "result", "LLVM dialect-compatible type", super::types::is_compatible_type)
}

/// ODS's "result #0 must be `desc`" (`what` = "result") or "operand #0
/// ..." for a value `v` whose type is not `ok`.
fn value_must_be(
    ctx: &Context,
    op: OpId,
    v: Option<ValueId>,
    what: &str,
    desc: &str,
    ok: fn(&Context, Type) -> bool,
) -> Result<(), Diagnostic> {
    if let Some(v) = v {
        let t = ctx.ir.value_type(v);
        if !ok(ctx, t) {
            let msg = format!("{what} #0 must be {desc}, but got '{}'", ctx.type_to_string(t));
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

/// ODS's `LLVM_AnyPointer`: `!llvm.ptr` in any address space.
fn is_pointer(ctx: &Context, t: Type) -> bool {
    super::types::ptr_address_space(ctx, t).is_some()
}

fn verify_zero(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(&res) = ctx.ir.results(op).first() else { return Ok(()) };
    if let Some(name) = super::types::target_ext_name(ctx, ctx.ir.value_type(res))
        && !super::types::target_ext_can_be_global(name)
    {
        return Err(op_error(ctx, op, "target extension type does not support zero-initializer"));
    }
    Ok(())
}

/// Part of MLIR's `ConstantOp::verify`: no target extension type, and a
/// string value needs an
/// `!llvm.array` of as many `i8` as the string has bytes.
fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(value) = prop(ctx, op, "value") else { return Ok(()) };
    let Some(&res) = ctx.ir.results(op).first() else { return Ok(()) };
    let AttrData::String { value: text, .. } = ctx.attr_data(value) else {
        if super::types::target_ext_name(ctx, ctx.ir.value_type(res)).is_some() {
            return Err(op_error(ctx, op, "does not support target extension type."));
        }
        return Ok(());
    };
    let fits = super::types::array_parts(ctx, ctx.ir.value_type(res)).is_some_and(|(n, elem)| {
        usize::try_from(n).is_ok_and(|n| n == affine_ir::bytestr::decoded_len(text))
            && matches!(ctx.type_data(elem), TypeData::Integer { width: 8, .. })
    });
    if fits {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        format!("expected array type of {} i8 elements for the string constant", affine_ir::bytestr::decoded_len(text)),
    ))
}

/// `llvm.mlir.constant(value) attr-dict : type`.
fn parse_constant(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LParen)?;
    let v = p.parse_attribute()?;
    set_state_prop(p.ctx, st, "value", v);
    p.expect(Tok::RParen)?;
    parse_nullary(p, st)
}

fn print_constant(p: &mut OpPrinter, op: OpId) {
    p.write("(");
    if let Some(v) = prop(p.ctx, op, "value") {
        p.print_attribute(v);
    }
    p.write(")");
    p.print_optional_attr_dict(op, &["value"]);
    if let Some(t) = result_type(p, op) {
        p.write(" : ");
        p.print_type(t);
    }
}

/// MLIR's `AddressOfOp::verifySymbolUses`: the symbol is a global (or
/// function, alias, ifunc) whose address space is the pointer's.
fn verify_addressof_symbol_uses(
    ctx: &Context,
    op: OpId,
    tables: &mut affine_ir::verify::SymbolTables,
) -> Result<(), Diagnostic> {
    let Some(name) = prop(ctx, op, "global_name") else { return Ok(()) };
    let AttrData::SymbolRef { root, .. } = ctx.attr_data(name) else { return Ok(()) };
    let found = tables.lookup_nearest(ctx, op, *root);
    let kind = found.map(|s| ctx.op_name_str(ctx.ir.op(s).name));
    if !matches!(kind, Some("llvm.mlir.global" | "llvm.func" | "llvm.mlir.alias" | "llvm.mlir.ifunc")) {
        return Err(op_error(
            ctx,
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    }
    if kind == Some("llvm.mlir.global")
        && let Some(g) = found
        && let Some(&res) = ctx.ir.results(op).first()
        && let Some(space) = super::types::ptr_address_space(ctx, ctx.ir.value_type(res))
    {
        let global_space = prop(ctx, g, "addr_space").and_then(|a| ctx.attr_int(a)).unwrap_or(0);
        if global_space != i128::from(space) {
            return Err(op_error(
                ctx,
                op,
                "pointer address space must match address space of the referenced global or alias",
            ));
        }
    }
    Ok(())
}

/// `llvm.mlir.addressof @sym attr-dict : type`.
fn parse_addressof(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = crate::arith::types::parse_flat_symbol_ref(p, st)?;
    let a = p.ctx.symbol_ref_attr(&name);
    set_state_prop(p.ctx, st, "global_name", a);
    parse_nullary(p, st)
}

fn print_addressof(p: &mut OpPrinter, op: OpId) {
    p.write(" ");
    if let Some(v) = prop(p.ctx, op, "global_name") {
        p.print_attribute(v);
    }
    p.print_optional_attr_dict(op, &["global_name"]);
    if let Some(t) = result_type(p, op) {
        p.write(" : ");
        p.print_type(t);
    }
}

/// The unit property `nneg` sets on `llvm.zext` / `llvm.uitofp`.
const NON_NEG: &str = "nonNeg";
/// The `overflow<...>` property of `llvm.trunc`.
const OVERFLOW_FLAGS: &str = "overflowFlags";
/// `llvm.inttoptr`'s optional `#llvm.dereferenceable` property.
const DEREFERENCEABLE: &str = "dereferenceable";

/// True for the casts whose custom form starts with an optional `nneg`.
fn has_nneg(name: &str) -> bool {
    matches!(name, "llvm.zext" | "llvm.uitofp")
}

/// `llvm.trunc`'s `overflowFlags` defaults to none (0), as mlir-opt 22
/// materializes it.
fn default_overflow_flags(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    if state_prop(ctx, st, OVERFLOW_FLAGS).is_none() {
        let i32t = ctx.int_type(32);
        let zero = ctx.int_attr(i32t, 0);
        set_state_prop(ctx, st, OVERFLOW_FLAGS, zero);
    }
    Ok(())
}

/// `(nneg)? $arg (overflow<flags>)? attr-dict : type($arg) to type($res)`
/// (`nneg` only on `zext`/`uitofp`, `overflow` only on `trunc`).
fn parse_cast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    if has_nneg(&name) && p.parse_optional_keyword("nneg") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, NON_NEG, u);
    }
    let arg = p.parse_operand()?;
    // `(`dereferenceable` `` $dereferenceable^)?`: the attribute's body.
    if name == "llvm.inttoptr" && p.parse_optional_keyword("dereferenceable") {
        let a = super::struct_attrs::parse_struct_attr_in_op(p, super::attrs::DEREFERENCEABLE, "llvm.inttoptr")?;
        set_state_prop(p.ctx, st, DEREFERENCEABLE, a);
    }
    if name == "llvm.trunc" && p.parse_optional_keyword("overflow") {
        let bits = super::arith::parse_overflow_flags(p, st)?;
        let i32t = p.ctx.int_type(32);
        let a = p.ctx.int_attr(i32t, i128::from(bits));
        set_state_prop(p.ctx, st, OVERFLOW_FLAGS, a);
    }
    let dict = super::parse_format_dict(p, st)?;
    let from = p.parse_colon_type()?;
    parse_kw(p, st, "to")?;
    let to = p.parse_type()?;
    p.resolve_operand(&arg, from, &mut st.operands)?;
    st.result_types.push(to);
    super::finish_dict(p, st, dict)
}

/// What an LLVM cast accepts on one side (MLIR's `LLVM_ScalarOrVectorOf<T>`).
#[derive(Clone, Copy)]
enum CastSide {
    /// `LLVM_AnyPointer`.
    Ptr,
    /// `AnySignlessInteger`.
    Int,
    /// `LLVM_AnyFloat`.
    Float,
}

impl CastSide {
    fn summary(self) -> &'static str {
        match self {
            CastSide::Ptr => "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
            CastSide::Int => "signless integer or LLVM dialect-compatible vector of signless integer",
            CastSide::Float => "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
        }
    }

    fn scalar_ok(self, ctx: &Context, t: Type) -> bool {
        use affine_ir::context::{FloatKind as K, Signedness};
        match self {
            CastSide::Ptr => super::types::ptr_address_space(ctx, t).is_some(),
            CastSide::Int => {
                matches!(ctx.type_data(t), TypeData::Integer { signedness: Signedness::Signless, .. })
            }
            CastSide::Float => {
                matches!(ctx.type_data(t), TypeData::Float(K::BF16 | K::F16 | K::F32 | K::F64 | K::F80 | K::F128))
            }
        }
    }

    /// The scalar, or an LLVM-compatible vector (rank 1, elements signless
    /// integers, LLVM floats or pointers) of it.
    fn accepts(self, ctx: &Context, t: Type) -> bool {
        if self.scalar_ok(ctx, t) {
            return true;
        }
        match ctx.type_data(t) {
            TypeData::Vector { shape, elem, .. } => {
                shape.len() == 1
                    && [CastSide::Ptr, CastSide::Int, CastSide::Float].iter().any(|s| s.scalar_ok(ctx, *elem))
                    && self.scalar_ok(ctx, *elem)
            }
            _ => false,
        }
    }
}

/// The casts' ODS operand/result constraints, then `llvm.bitcast`'s and
/// the `sext`/`zext` verifiers.
fn verify_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use CastSide::*;
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let (from, to) = match name {
        "llvm.bitcast" => return verify_bitcast(ctx, op),
        "llvm.addrspacecast" => (Ptr, Ptr),
        "llvm.inttoptr" => (Int, Ptr),
        "llvm.ptrtoint" => (Ptr, Int),
        "llvm.sext" | "llvm.zext" | "llvm.trunc" => (Int, Int),
        "llvm.sitofp" | "llvm.uitofp" => (Int, Float),
        "llvm.fptosi" | "llvm.fptoui" => (Float, Int),
        _ => (Float, Float),
    };
    let (Some(&arg), Some(&res)) = (ctx.ir.operands(op).first(), ctx.ir.results(op).first()) else {
        return Ok(());
    };
    let (arg_t, res_t) = (ctx.ir.value_type(arg), ctx.ir.value_type(res));
    for (what, side, t) in [("operand", from, arg_t), ("result", to, res_t)] {
        if !side.accepts(ctx, t) {
            let msg = format!("{what} #0 must be {}, but got '{}'", side.summary(), ctx.type_to_string(t));
            return Err(op_error(ctx, op, &msg));
        }
    }
    if matches!(name, "llvm.sext" | "llvm.zext") {
        return verify_ext(ctx, op, arg_t, res_t);
    }
    Ok(())
}

/// MLIR's `verifyExtOp`: same vector shape, a wider integer (errors
/// without the op-name prefix, as `op.emitError` words them).
fn verify_ext(ctx: &Context, op: OpId, from: Type, to: Type) -> Result<(), Diagnostic> {
    let plain = |msg: &str| {
        let mut d = Diagnostic::error(ctx.ir.op(op).loc, msg.to_string());
        d.notes.push(affine_ir::verify::current_op_note(ctx, op));
        d
    };
    let (from, to) = match (ctx.type_data(from), ctx.type_data(to)) {
        (
            TypeData::Vector { shape: s1, scalable: c1, elem: e1 },
            TypeData::Vector { shape: s2, scalable: c2, elem: e2 },
        ) => {
            if s1 != s2 || c1 != c2 {
                return Err(plain("input and output vectors are of incompatible shape"));
            }
            (*e1, *e2)
        }
        (TypeData::Vector { .. }, _) => return Err(plain("input type is a vector but output type is an integer")),
        (_, TypeData::Vector { .. }) => return Err(plain("input type is an integer but output type is a vector")),
        _ => (from, to),
    };
    let width = |t: Type| match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width,
        _ => 0,
    };
    if width(to) <= width(from) {
        return Err(plain(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        ));
    }
    Ok(())
}

/// `llvm.bitcast`: MLIR's ODS constraints (LLVM-compatible non-aggregate
/// operand and result) and `BitcastOp::verify` (pointers only to pointers of
/// the same shape and address space).
fn verify_bitcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use super::types::{is_aggregate, is_compatible_outer_type, ptr_address_space};
    let (Some(&arg), Some(&res)) = (ctx.ir.operands(op).first(), ctx.ir.results(op).first()) else {
        return Ok(());
    };
    let (from, to) = (ctx.ir.value_type(arg), ctx.ir.value_type(res));
    for (what, t) in [("operand", from), ("result", to)] {
        if !is_compatible_outer_type(ctx, t) || is_aggregate(ctx, t) {
            let msg =
                format!("{what} #0 must be LLVM-compatible non-aggregate type, but got '{}'", ctx.type_to_string(t));
            return Err(op_error(ctx, op, &msg));
        }
    }
    let elem_ptr = |t: Type| match ctx.type_data(t) {
        TypeData::Vector { elem, .. } => ptr_address_space(ctx, *elem),
        _ => ptr_address_space(ctx, t),
    };
    let (src, dst) = (elem_ptr(from), elem_ptr(to));
    let (Some(src), Some(dst)) = (src, dst) else {
        if src.is_some() != dst.is_some() {
            return Err(op_error(ctx, op, "can only cast pointers from and to pointers"));
        }
        return Ok(());
    };
    let is_vec = |t: Type| matches!(ctx.type_data(t), TypeData::Vector { .. });
    if is_vec(from) != is_vec(to) {
        return Err(op_error(ctx, op, "cannot cast pointer to vector of pointers"));
    }
    if src != dst {
        return Err(op_error(
            ctx,
            op,
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        ));
    }
    Ok(())
}

fn print_cast(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    if has_nneg(name) && prop(ctx, op, NON_NEG).is_some() {
        p.write(" nneg");
    }
    let arg = p.ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(arg);
    let bits = prop(ctx, op, OVERFLOW_FLAGS).and_then(|a| ctx.attr_int(a)).unwrap_or(0);
    if name == "llvm.trunc" && bits != 0 {
        p.write(&super::arith::overflow_flags_text(bits));
    }
    // Only `zext` / `uitofp` spell `nneg`; another cast prints a `nonNeg`
    // of its dictionary.
    let mut elided = if has_nneg(name) { vec![NON_NEG] } else { Vec::new() };
    if name == "llvm.inttoptr"
        && let Some(a) = prop(ctx, op, DEREFERENCEABLE)
        && let Some(body) = super::attrs::dereferenceable_body(ctx, a)
    {
        p.write(" dereferenceable");
        p.write(&body);
        elided.push(DEREFERENCEABLE);
    }
    // `overflowFlags` is a native property: a discardable one prints.
    crate::props::print_attr_dict_with_native(p, op, &elided, &[OVERFLOW_FLAGS]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(arg);
    p.print_type(t);
    p.write(" to ");
    if let Some(t) = result_type(p, op) {
        p.print_type(t);
    }
}

/// The `ordering` property defaults to `not_atomic` (0).
fn default_ordering(ctx: &mut affine_ir::context::Context, st: &mut OpState) -> Result<(), String> {
    if state_prop(ctx, st, "ordering").is_none() {
        let i64t = ctx.int_type(64);
        let zero = ctx.int_attr(i64t, 0);
        set_state_prop(ctx, st, "ordering", zero);
    }
    Ok(())
}

fn parse_volatile(p: &mut OpParser, st: &mut OpState) {
    if p.parse_optional_keyword("volatile") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "volatile_", u);
    }
}

fn print_volatile(p: &mut OpPrinter, op: OpId) {
    if prop(p.ctx, op, "volatile_").is_some() {
        p.write(" volatile");
    }
}

/// `AtomicOrdering`, by value.
const ORDERINGS: [(&str, i128); 7] = [
    ("not_atomic", 0),
    ("unordered", 1),
    ("monotonic", 2),
    ("acquire", 4),
    ("release", 5),
    ("acq_rel", 6),
    ("seq_cst", 7),
];

/// The clauses between the address and the attribute dictionary of
/// `llvm.load` (`load` true) and `llvm.store`: `(atomic
/// (syncscope("s"))? ordering)? (invariant)? (invariant_group)?
/// (dereferenceable<...>)?` (`invariant` and `dereferenceable` on loads
/// only).
fn parse_memory_clauses(p: &mut OpParser, st: &mut OpState, load: bool) -> PResult<()> {
    if p.parse_optional_keyword("atomic") {
        if p.parse_optional_keyword("syncscope") {
            p.expect(Tok::LParen)?;
            let at = p.offset();
            let a = p.parse_attribute()?;
            if !matches!(p.ctx.attr_data(a), AttrData::String { .. }) {
                return Err(custom_error(p, st, at, "invalid kind of attribute specified"));
            }
            set_state_prop(p.ctx, st, "syncscope", a);
            p.expect(Tok::RParen)?;
        }
        let at = p.offset();
        let quoted = p.at(Tok::String);
        let word = crate::dialect_attrs::parse_keyword_or_string(p);
        let Some(&(_, v)) = word.as_deref().and_then(|w| ORDERINGS.iter().find(|o| o.0 == w)) else {
            // A string is any attribute text, checked once read.
            if let Some(w) = word.filter(|_| quoted) {
                let msg = format!("invalid ordering attribute specification: \"{w}\"");
                return Err(custom_error(p, st, at, msg));
            }
            let msg = "expected string or keyword containing one of the following enum values for attribute \
                       'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]";
            return Err(custom_error(p, st, at, msg));
        };
        let t = p.ctx.int_type(64);
        let a = p.ctx.int_attr(t, v);
        set_state_prop(p.ctx, st, "ordering", a);
    }
    if load && p.parse_optional_keyword("invariant") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "invariant", u);
    }
    if p.parse_optional_keyword("invariant_group") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "invariantGroup", u);
    }
    if load && p.at_keyword("dereferenceable") {
        p.consume();
        let a = super::struct_attrs::parse_struct_attr_in_op(p, super::attrs::DEREFERENCEABLE, "llvm.load")?;
        set_state_prop(p.ctx, st, DEREFERENCEABLE, a);
    }
    Ok(())
}

/// The ordering of an `llvm.load` / `llvm.store` (0, `not_atomic`, when unset).
fn ordering(ctx: &Context, op: OpId) -> i128 {
    match prop(ctx, op, "ordering").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Integer { value, .. }) => *value,
        _ => 0,
    }
}

/// Prints what [`parse_memory_clauses`] reads.
fn print_memory_clauses(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let ord = ordering(ctx, op);
    if ord != 0 {
        p.write(" atomic");
        if let Some(s) = prop(ctx, op, "syncscope") {
            p.write(" syncscope(");
            p.print_attribute(s);
            p.write(")");
        }
        let name = ORDERINGS.iter().find(|o| o.1 == ord).map_or("not_atomic", |o| o.0);
        p.write(" ");
        p.write(name);
    }
    if prop(ctx, op, "invariant").is_some() {
        p.write(" invariant");
    }
    if prop(ctx, op, "invariantGroup").is_some() {
        p.write(" invariant_group");
    }
    if let Some(d) = prop(ctx, op, DEREFERENCEABLE) {
        p.write(" ");
        let text = ctx.attr_to_string(d);
        p.write(text.strip_prefix("#llvm.").unwrap_or(&text));
    }
}

/// What the custom forms of `llvm.load` and `llvm.store` print outside
/// their attribute dictionary.
const MEMORY_CLAUSE_ATTRS: &[&str] =
    &["volatile_", "ordering", "syncscope", "invariant", "invariantGroup", DEREFERENCEABLE];

/// `(volatile)? $addr clauses attr-dict : type($addr) -> type($res)`.
fn parse_load(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_volatile(p, st);
    let addr = p.parse_operand()?;
    parse_memory_clauses(p, st, true)?;
    let dict = super::parse_format_dict(p, st)?;
    let at = p.parse_colon_type()?;
    p.expect(Tok::Arrow)?;
    let rt = p.parse_type()?;
    p.resolve_operand(&addr, at, &mut st.operands)?;
    st.result_types.push(rt);
    super::finish_dict(p, st, dict)
}

fn print_load(p: &mut OpPrinter, op: OpId) {
    print_volatile(p, op);
    let addr = p.ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(addr);
    print_memory_clauses(p, op);
    p.print_optional_attr_dict(op, MEMORY_CLAUSE_ATTRS);
    p.write(" : ");
    let t = p.ctx.ir.value_type(addr);
    p.print_type(t);
    p.write(" -> ");
    if let Some(t) = result_type(p, op) {
        p.print_type(t);
    }
}

/// `(volatile)? $value, $addr clauses attr-dict : type($value), type($addr)`.
fn parse_store(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_volatile(p, st);
    let v = p.parse_operand()?;
    p.expect(Tok::Comma)?;
    let addr = p.parse_operand()?;
    parse_memory_clauses(p, st, false)?;
    let dict = super::parse_format_dict(p, st)?;
    let vt = p.parse_colon_type()?;
    p.expect(Tok::Comma)?;
    let at = p.parse_type()?;
    p.resolve_operand(&v, vt, &mut st.operands)?;
    p.resolve_operand(&addr, at, &mut st.operands)?;
    super::finish_dict(p, st, dict)
}

fn print_store(p: &mut OpPrinter, op: OpId) {
    print_volatile(p, op);
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operands(&ops);
    print_memory_clauses(p, op);
    p.print_optional_attr_dict(op, MEMORY_CLAUSE_ATTRS);
    p.write(" : ");
    let tys: Vec<Type> = ops.iter().map(|&v| p.ctx.ir.value_type(v)).collect();
    p.print_types(&tys);
}

/// MLIR's `isTypeCompatibleWithAtomicOp` (pointers allowed): pointers, and
/// integers and LLVM floats whose width is a power of two of at least 8.
fn is_atomic_type(ctx: &Context, t: Type) -> bool {
    use affine_ir::context::FloatKind as K;
    if super::types::ptr_address_space(ctx, t).is_some() {
        return true;
    }
    let width = match ctx.type_data(t) {
        TypeData::Integer { width, .. } => *width,
        TypeData::Float(K::BF16 | K::F16) => 16,
        TypeData::Float(K::F32) => 32,
        TypeData::Float(K::F64) => 64,
        TypeData::Float(K::F80) => 80,
        TypeData::Float(K::F128) => 128,
        _ => return false,
    };
    width >= 8 && width.is_power_of_two()
}

/// MLIR's `verifyAtomicMemOp`: an atomic access has a supported type, an
/// ordering the op allows and an alignment; a non-atomic one has no
/// syncscope.
fn verify_atomic(ctx: &Context, op: OpId, value_type: Type, unsupported: [i128; 2]) -> Result<(), Diagnostic> {
    let ord = ordering(ctx, op);
    if ord == 0 {
        if prop(ctx, op, "syncscope").is_some() {
            return Err(op_error(ctx, op, "expected syncscope to be null for non-atomic access"));
        }
        return Ok(());
    }
    if !is_atomic_type(ctx, value_type) {
        let msg = format!("unsupported type '{}' for atomic access", ctx.type_to_string(value_type));
        return Err(op_error(ctx, op, msg));
    }
    if unsupported.contains(&ord) {
        let name = ORDERINGS.iter().find(|o| o.1 == ord).map_or("", |o| o.0);
        return Err(op_error(ctx, op, format!("unsupported ordering '{name}'")));
    }
    if prop(ctx, op, "alignment").is_none() {
        return Err(op_error(ctx, op, "expected alignment for atomic access"));
    }
    Ok(())
}

/// MLIR's `LoadOp::verify`: the atomic rules (no release orderings), and
/// `dereferenceable` only on a pointer load.
fn verify_load(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    // ODS's `LLVM_AnyPointer` operand and `LLVM_LoadableType` result,
    // before the op's own checks.
    let addr = ctx.ir.operands(op).first().copied();
    value_must_be(ctx, op, addr, "operand", "LLVM pointer type", is_pointer)?;
    let r = ctx.ir.results(op).first().copied();
    value_must_be(ctx, op, r, "result", "LLVM type with size", super::types::is_loadable_type)?;
    let Some(&r) = ctx.ir.results(op).first() else { return Ok(()) };
    let t = ctx.ir.value_type(r);
    verify_atomic(ctx, op, t, [5, 6])?;
    if prop(ctx, op, DEREFERENCEABLE).is_some() && super::types::ptr_address_space(ctx, t).is_none() {
        return Err(op_error(ctx, op, "expected op to return a single LLVM pointer type"));
    }
    Ok(())
}

/// MLIR's `StoreOp::verify`: the atomic rules (no acquire orderings).
fn verify_store(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(&v) = ctx.ir.operands(op).first() else { return Ok(()) };
    value_must_be(ctx, op, Some(v), "operand", "LLVM type with size", super::types::is_loadable_type)?;
    if let Some(&addr) = ctx.ir.operands(op).get(1)
        && !is_pointer(ctx, ctx.ir.value_type(addr))
    {
        let msg =
            format!("operand #1 must be LLVM pointer type, but got '{}'", ctx.type_to_string(ctx.ir.value_type(addr)));
        return Err(op_error(ctx, op, msg));
    }
    verify_atomic(ctx, op, ctx.ir.value_type(v), [4, 6])
}

/// True if a load / store is volatile or atomic with an ordering of
/// `monotonic` or stronger: MLIR then adds a read and a write of any
/// memory to its effects (it synchronizes, or has target-specific effects).
fn synchronizes(ctx: &affine_ir::context::Context, op: OpId) -> bool {
    // Orderings 0 and 1 are `not_atomic` and `unordered`.
    prop(ctx, op, "volatile_").is_some() || ordering(ctx, op) > 1
}

/// MLIR's `LoadOp::getEffects`.
fn load_effects(ctx: &affine_ir::context::Context, op: OpId, out: &mut Vec<MemEffect>) {
    let addr = ctx.ir.operands(op).first().copied();
    out.push(MemEffect { kind: EffectKind::Read, value: addr });
    if synchronizes(ctx, op) {
        out.push(MemEffect { kind: EffectKind::Write, value: None });
        out.push(MemEffect { kind: EffectKind::Read, value: None });
    }
}

/// MLIR's `StoreOp::getEffects`.
fn store_effects(ctx: &affine_ir::context::Context, op: OpId, out: &mut Vec<MemEffect>) {
    let addr = ctx.ir.operands(op).get(1).copied();
    out.push(MemEffect { kind: EffectKind::Write, value: addr });
    if synchronizes(ctx, op) {
        out.push(MemEffect { kind: EffectKind::Write, value: None });
        out.push(MemEffect { kind: EffectKind::Read, value: None });
    }
}

fn alloca_effects(ctx: &affine_ir::context::Context, op: OpId, out: &mut Vec<MemEffect>) {
    out.push(MemEffect { kind: EffectKind::Allocate, value: ctx.ir.results(op).first().copied() });
}

/// `(inalloca)? $arraySize x $elem_type attr-dict : functional-type`.
fn parse_alloca(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("inalloca") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "inalloca", u);
    }
    let size = p.parse_operand()?;
    parse_kw(p, st, "x")?;
    let elem = p.parse_type()?;
    let ta = p.ctx.type_attr(elem);
    set_state_prop(p.ctx, st, "elem_type", ta);
    let dict = super::parse_custom_dict(p, false)?;
    let off = p.offset();
    let ft = p.parse_colon_type()?;
    let (inputs, results) = match p.ctx.type_data(ft) {
        affine_ir::context::TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
        _ => return Err(p.error_at(off, "expected function type")),
    };
    if inputs.len() != 1 || results.len() != 1 {
        return Err(p.error_at(off, "expected trailing function type with one argument and one result"));
    }
    p.resolve_operand(&size, inputs[0], &mut st.operands)?;
    st.result_types.push(results[0]);
    super::finish_dict(p, st, dict)
}

fn print_alloca(p: &mut OpPrinter, op: OpId) {
    if prop(p.ctx, op, "inalloca").is_some() {
        p.write(" inalloca");
    }
    let size = p.ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(size);
    p.write(" x ");
    if let Some(t) = prop(p.ctx, op, "elem_type").and_then(|a| p.ctx.attr_type(a)) {
        p.print_type(t);
    }
    p.print_optional_attr_dict(op, &["elem_type", "inalloca"]);
    p.write(" : (");
    let t = p.ctx.ir.value_type(size);
    p.print_type(t);
    p.write(") -> ");
    if let Some(t) = result_type(p, op) {
        p.print_type(t);
    }
}

/// `attr-dict ($arg^ : type($arg))?`.
fn parse_return(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let dict = super::parse_format_dict(p, st)?;
    let at = p.offset();
    if let Some(v) = p.parse_optional_operand()? {
        // ODS's `($arg^ `:` type($arg))?` reads the type as optional and
        // reports a missing one as a count mismatch at the operand.
        p.expect(Tok::Colon)?;
        let Some(t) = p.parse_optional_type()? else {
            let msg = "number of operands and types do not match: got 1 operands and 0 types";
            return Err(custom_error(p, st, at, msg));
        };
        p.resolve_operand(&v, t, &mut st.operands)?;
    }
    super::finish_dict(p, st, dict)
}

/// `llvm.return`'s ODS invariants: at most one operand, of an LLVM
/// dialect-compatible type (checked before its position as a terminator).
fn verify_return_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.ir.operands(op);
    if operands.len() > 1 {
        let msg = format!("operand group starting at #0 requires 0 or 1 element, but found {}", operands.len());
        return Err(op_error(ctx, op, msg));
    }
    if let Some(&v) = operands.first()
        && !super::types::is_compatible_type(ctx, ctx.ir.value_type(v))
    {
        let t = ctx.ir.value_type(v);
        let msg = format!("operand #0 must be LLVM dialect-compatible type, but got '{}'", ctx.type_to_string(t));
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// MLIR's `ReturnOp::verify`: the operand matches the result of the
/// enclosing `llvm.func` (if any).
fn verify_return(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let arg = ctx.ir.operands(op).first().map(|&v| ctx.ir.value_type(v));
    let mut parent = ctx.ir.parent_op(op);
    while let Some(f) = parent
        && ctx.op_name_str(ctx.ir.op(f).name) != "llvm.func"
    {
        parent = ctx.ir.parent_op(f);
    }
    let Some(f) = parent else { return Ok(()) };
    let Some((expected, _, _)) =
        prop(ctx, f, "function_type").and_then(|a| ctx.attr_type(a)).and_then(|t| super::types::function_parts(ctx, t))
    else {
        return Ok(());
    };
    let msg = match arg {
        None if super::types::is_void(ctx, expected) => return Ok(()),
        Some(_) if super::types::is_void(ctx, expected) => "expected no operands",
        None => "expected 1 operand",
        Some(t) if t != expected => "mismatching result types",
        Some(_) => return Ok(()),
    };
    let loc = ctx.ir.op(f).loc;
    Err(op_error(ctx, op, msg).with_note(loc, "when returning from function"))
}

fn print_return(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
    if let Some(&v) = p.ctx.ir.operands(op).first() {
        p.write(" ");
        p.print_operand(v);
        p.write(" : ");
        let t = p.ctx.ir.value_type(v);
        p.print_type(t);
    }
}

/// `GEPNoWrapFlags` (a bit enum printed with `|`).
const GEP_FLAGS: crate::dialect_attrs::EnumAttr = crate::dialect_attrs::EnumAttr {
    name: "llvm.gep_flags",
    keyword_form: false,
    cases: &[("none", 0), ("inbounds_flag", 1), ("nusw", 2), ("nuw", 4), ("inbounds", 3)],
    bit_separator: Some("|"),
    attr_def: "GEPNoWrapFlagsProp",
    param: "value",
    cpp_type: "::mlir::LLVM::GEPNoWrapFlags",
    message: crate::dialect_attrs::CaseMessage::Ods,
};

/// The placeholder of a dynamic index in `rawConstantIndices`.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// `(flags)? $base[indices] attr-dict : functional-type, $elem_type`.
fn parse_gep(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    // `($noWrapFlags^)?`: a keyword starts the flags, each of which must
    // be a case (MLIR's enum error at the keyword otherwise).
    let mut flags = 0u32;
    if p.at(Tok::BareIdent) {
        loop {
            let off = p.offset();
            let kw = p.token_text();
            let Some(v) = GEP_FLAGS.cases.iter().find(|c| c.0 == kw).map(|c| c.1) else {
                let msg = format!(
                    "expected one of [none, inbounds_flag, nusw, nuw, inbounds] for {}, got: {kw}",
                    GEP_FLAGS.cpp_type
                );
                return Err(custom_error(p, st, off, msg));
            };
            p.consume();
            flags |= v;
            if !p.consume_if(Tok::VerticalBar) || !p.at(Tok::BareIdent) {
                break;
            }
        }
    }
    let i32t = p.ctx.int_type(32);
    let fa = p.ctx.int_attr(i32t, i128::from(flags));
    set_state_prop(p.ctx, st, "noWrapFlags", fa);
    let base = p.parse_operand()?;
    p.expect(Tok::LSquare)?;
    let mut raw: Vec<i32> = Vec::new();
    let mut dynamic = Vec::new();
    // A comma-separated list of at least one index (`[]` is 'expected SSA
    // operand', as in MLIR).
    loop {
        if let Some(v) = p.parse_optional_integer()? {
            raw.push(i32::try_from(v).map_err(|_| p.error("integer index out of range"))?);
        } else {
            dynamic.push(p.parse_operand()?);
            raw.push(DYNAMIC_INDEX);
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare)?;
    let ra = p.ctx.dense_i32_array_attr(&raw);
    set_state_prop(p.ctx, st, "rawConstantIndices", ra);
    let dict = super::parse_format_dict(p, st)?;
    let off = p.offset();
    p.expect(Tok::Colon)?;
    // MLIR parses any type here, then wants a function type.
    if !p.at(Tok::LParen) {
        let at = p.offset();
        let ty = p.parse_type()?;
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.function", ty));
    }
    let ft = p.parse_function_type()?;
    let affine_ir::context::TypeData::Function { inputs, results } = p.ctx.type_data(ft).clone() else {
        return Err(p.error_at(off, "expected function type"));
    };
    st.result_types = results;
    p.expect(Tok::Comma)?;
    // `$elem_type` is a TypeAttr: any attribute parses there (typed as
    // `none`), then it must be a type.
    let at = p.offset();
    let none = p.ctx.none_type();
    let ea = p.parse_attribute_typed(Some(none))?;
    if p.ctx.attr_type(ea).is_none() {
        return Err(custom_error(p, st, at, "invalid kind of attribute specified"));
    }
    set_state_prop(p.ctx, st, "elem_type", ea);
    // ODS resolves the operands last, a count mismatch at the op name.
    if inputs.len() != dynamic.len() + 1 {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            dynamic.len() + 1,
            inputs.len()
        );
        return Err(crate::arith::types::name_error(p, st, msg));
    }
    p.resolve_operand(&base, inputs[0], &mut st.operands)?;
    p.resolve_operands(&dynamic, &inputs[1..], &mut st.operands)?;
    super::finish_dict(p, st, dict)
}

/// `llvm.getelementptr`'s operand/result counts and the no-wrap flags'
/// valid bits: checked before the required properties (`elem_type`,
/// `rawConstantIndices`), as MLIR's traits and native-property constraints
/// come before `verifyInvariantsImpl`'s attribute checks.
fn verify_gep_counts_and_flags(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use crate::arith::types::{Shape, check_shape};
    check_shape(ctx, op, &Shape::variadic(1, 1))?;
    let flags = prop(ctx, op, "noWrapFlags").and_then(|a| ctx.attr_int(a)).unwrap_or(0);
    if flags & !7 != 0 {
        let msg = format!("property 'noWrapFlags' failed to satisfy constraint: {}", GEP_FLAGS.cpp_type);
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// `llvm.getelementptr`'s ODS invariants (one result, a base operand, the
/// no-wrap flags' valid bits, the required properties, pointer base and
/// result, integer indices), then MLIR's `GEPOp::verify`: as many dynamic
/// indices as placeholders, no bare `inbounds_flag`, and indices into
/// structs constant and in bounds (`verifyStructIndices`).
fn verify_gep(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use crate::arith::types::{check_operand, check_result};
    verify_gep_counts_and_flags(ctx, op)?;
    let flags = prop(ctx, op, "noWrapFlags").and_then(|a| ctx.attr_int(a)).unwrap_or(0);
    let Some(elem) = prop(ctx, op, "elem_type").and_then(|a| ctx.attr_type(a)) else {
        return Err(op_error(ctx, op, "requires attribute 'elem_type'"));
    };
    let Some(raw) = prop(ctx, op, "rawConstantIndices").and_then(|a| ctx.attr_dense_i64s(a)) else {
        return Err(op_error(ctx, op, "requires attribute 'rawConstantIndices'"));
    };
    let ptr = CastSide::Ptr;
    check_operand(ctx, op, 0, ptr.summary(), |c, t| ptr.accepts(c, t))?;
    let n = ctx.ir.operands(op).len();
    let int_desc = format!("variadic of {}", CastSide::Int.summary());
    for i in 1..n {
        check_operand(ctx, op, i, &int_desc, |c, t| CastSide::Int.accepts(c, t))?;
    }
    check_result(ctx, op, 0, ptr.summary(), |c, t| ptr.accepts(c, t))?;
    if raw.iter().filter(|&&r| r == i64::from(DYNAMIC_INDEX)).count() != n - 1 {
        return Err(op_error(ctx, op, "expected as many dynamic indices as specified in 'rawConstantIndices'"));
    }
    if flags == 1 {
        return Err(op_error(ctx, op, "'inbounds_flag' cannot be used directly."));
    }
    // The first index steps over the pointer; each later one indexes into
    // the type the previous ones reached.
    let mut ty = elem;
    for (pos, &r) in raw.iter().enumerate().skip(1) {
        if let Some(fields) = super::types::struct_fields(ctx, ty) {
            if r == i64::from(DYNAMIC_INDEX) {
                return Err(op_error(ctx, op, format!("expected index {pos} indexing a struct to be constant")));
            }
            let Some(&field) = usize::try_from(r).ok().and_then(|i| fields.get(i)) else {
                return Err(op_error(ctx, op, format!("index {pos} indexing a struct is out of bounds")));
            };
            ty = field;
        } else if let TypeData::Vector { elem, .. } = ctx.type_data(ty) {
            ty = *elem;
        } else if let Some((_, elem)) = super::types::array_parts(ctx, ty) {
            ty = elem;
        } else {
            let msg = format!("type {} cannot be indexed (index #{pos})", crate::arith::types::q(ctx, ty));
            return Err(op_error(ctx, op, msg));
        }
    }
    Ok(())
}

/// MLIR's `BitcastOp::fold` and `AddrSpaceCastOp::fold`: a cast to its
/// operand's own type is the operand, and a cast of the same kind of cast
/// back to the original type is the original value.
fn fold_identity_cast(
    ctx: &mut affine_ir::context::Context,
    op: OpId,
    _constants: &[Option<affine_ir::context::Attribute>],
    results: &mut Vec<affine_ir::rewrite::FoldResult>,
) -> bool {
    let arg = ctx.ir.operands(op)[0];
    let ty = ctx.ir.value_type(ctx.ir.result(op, 0));
    if ctx.ir.value_type(arg) == ty {
        results.push(affine_ir::rewrite::FoldResult::Value(arg));
        return true;
    }
    let name = ctx.ir.op(op).name;
    if let Some(prev) = ctx.ir.defining_op(arg)
        && ctx.ir.op(prev).name == name
    {
        let original = ctx.ir.operands(prev)[0];
        if ctx.ir.value_type(original) == ty {
            results.push(affine_ir::rewrite::FoldResult::Value(original));
            return true;
        }
    }
    false
}

/// MLIR's `GEPOp::fold`: `gep %x[0]` with the base's type is `%x`;
/// dynamic indices that are constants fitting in 32 bits become static
/// ones (in place).
fn fold_gep(
    ctx: &mut affine_ir::context::Context,
    op: OpId,
    constants: &[Option<affine_ir::context::Attribute>],
    results: &mut Vec<affine_ir::rewrite::FoldResult>,
) -> bool {
    let Some(raw) = prop(ctx, op, "rawConstantIndices").and_then(|a| ctx.attr_dense_i64s(a)) else { return false };
    let operands = ctx.ir.operands(op).to_vec();
    let int_of = |a: Option<affine_ir::context::Attribute>| match a.map(|a| ctx.attr_data(a)) {
        Some(affine_ir::context::AttrData::Integer { value, .. }) => Some(*value),
        _ => None,
    };
    // The index values: static ones, or the constant a dynamic one holds.
    let mut next_dynamic = 1;
    let mut indices: Vec<(Option<i128>, bool)> = Vec::with_capacity(raw.len());
    for &r in &raw {
        if r == i64::from(DYNAMIC_INDEX) {
            indices.push((int_of(constants.get(next_dynamic).copied().flatten()), true));
            next_dynamic += 1;
        } else {
            indices.push((Some(i128::from(r)), false));
        }
    }
    let base = operands[0];
    let result = ctx.ir.result(op, 0);
    if ctx.ir.value_type(base) == ctx.ir.value_type(result) && indices.len() == 1 && indices[0].0 == Some(0) {
        results.push(affine_ir::rewrite::FoldResult::Value(base));
        return true;
    }
    let fits = |v: i128| i32::try_from(v).is_ok_and(|v| v != DYNAMIC_INDEX);
    if !indices.iter().any(|&(v, dynamic)| dynamic && v.is_some_and(fits)) {
        return false;
    }
    let mut new_raw = Vec::with_capacity(raw.len());
    let mut new_operands = vec![base];
    let mut dynamic_operands = operands[1..].iter();
    for (&r, &(v, dynamic)) in raw.iter().zip(&indices) {
        if !dynamic {
            new_raw.push(r as i32);
            continue;
        }
        let operand = dynamic_operands.next().copied();
        match v {
            Some(v) if fits(v) => new_raw.push(v as i32),
            _ => {
                new_raw.push(DYNAMIC_INDEX);
                new_operands.extend(operand);
            }
        }
    }
    ctx.ir.set_operands(op, new_operands);
    let a = ctx.dense_i32_array_attr(&new_raw);
    crate::arith::set_prop(ctx, op, "rawConstantIndices", a);
    true
}

fn print_gep(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let flags = prop(ctx, op, "noWrapFlags").and_then(|a| ctx.attr_int(a)).unwrap_or(0) as u32;
    if flags != 0 {
        p.write(" ");
        p.write(&GEP_FLAGS.value_text(flags));
    }
    let operands = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(operands[0]);
    p.write("[");
    let raw = prop(ctx, op, "rawConstantIndices").and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    let mut dynamic = operands[1..].iter();
    for (i, &r) in raw.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if r == i64::from(DYNAMIC_INDEX) {
            if let Some(&v) = dynamic.next() {
                p.print_operand(v);
            }
        } else {
            p.write(&r.to_string());
        }
    }
    p.write("]");
    // `noWrapFlags` is a native property: a discardable one prints.
    crate::props::print_attr_dict_with_native(p, op, &["elem_type", "rawConstantIndices"], &["noWrapFlags"]);
    p.write(" : (");
    let tys: Vec<Type> = operands.iter().map(|&v| ctx.ir.value_type(v)).collect();
    p.print_types(&tys);
    p.write(") -> ");
    if let Some(t) = result_type(p, op) {
        p.print_type(t);
    }
    p.write(", ");
    if let Some(t) = prop(ctx, op, "elem_type").and_then(|a| ctx.attr_type(a)) {
        p.print_type(t);
    }
}
