//! Property declarations ([`OpDef::props`]) of the ops whose definitions
//! do not carry their own table (issue #13): for each op, its properties as
//! mlir-opt 22 declares them, found by round-tripping generic forms through
//! it (`--mlir-print-op-generic`): the name, the storage class (the
//! attributes a `<{name = value}>` converts from), whether it is required
//! (the verifier reports "requires attribute"), the default a generic form
//! without it gets, and the summary of its attribute constraint (the
//! message for a wrong attribute written in the attribute dictionary). An
//! op with a table drops undeclared keys of `<{...}>` as MLIR does.
//! [`declare`] sets them once every dialect is registered.

use affine_ir::context::{AttrData, Attribute, Context, NamedAttr};
use affine_ir::dialect::{OpDef, PropDecl, PropKind, Registry};

/// Sets the property tables below on the registered ops that have none.
pub(crate) fn declare(reg: &mut Registry) {
    for &(name, props) in TABLES {
        if let Some(d) = reg.get(name).copied()
            && d.props.is_empty()
        {
            reg.add(OpDef { props, ..d });
        }
    }
}

/// `attr-dict` of an op whose custom syntax spells some native properties
/// itself (LLVM's `overflowFlags`, `affine.linearize_index`'s `disjoint`):
/// `elided` names are hidden wherever they are stored, `native` names only
/// as properties, so a discardable attribute of the same name still prints
/// as mlir-opt 22 prints it.
pub(crate) fn print_attr_dict_with_native(
    p: &mut affine_ir::printer::OpPrinter,
    op: affine_ir::ir::OpId,
    elided: &[&str],
    native: &[&str],
) {
    let ctx = p.ctx;
    let d = ctx.ir.op(op);
    let keep = |na: &&NamedAttr, hidden: &[&str]| {
        let n = ctx.ident_str(na.name);
        !elided.contains(&n) && !hidden.contains(&n)
    };
    let mut v: Vec<NamedAttr> = d
        .props
        .iter()
        .filter(|na| keep(na, native))
        .chain(d.attrs.iter().filter(|na| keep(na, &[])))
        .copied()
        .collect();
    if !d.props.is_empty() && !d.attrs.is_empty() {
        v.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    }
    p.print_named_attrs(&v);
}

/// True if `a` is an array whose elements are all dialect attributes named
/// `name` (LLVM's `TypedArrayAttrBase` metadata arrays).
fn array_of_dialect(ctx: &Context, a: Attribute, name: &str) -> bool {
    match ctx.attr_data(a) {
        affine_ir::context::AttrData::Array(v) => {
            v.iter().all(|&e| matches!(ctx.attr_data(e), affine_ir::context::AttrData::Dialect(d) if d.name == name))
        }
        _ => false,
    }
}

/// `LLVM_AccessGroupArrayAttr`.
pub(crate) fn is_access_group_array(ctx: &Context, a: Attribute) -> bool {
    array_of_dialect(ctx, a, "llvm.access_group")
}

/// `LLVM_AliasScopeArrayAttr`.
pub(crate) fn is_alias_scope_array(ctx: &Context, a: Attribute) -> bool {
    array_of_dialect(ctx, a, "llvm.alias_scope")
}

/// `LLVM_TBAATagArrayAttr`.
pub(crate) fn is_tbaa_tag_array(ctx: &Context, a: Attribute) -> bool {
    array_of_dialect(ctx, a, "llvm.tbaa_tag")
}

/// The summaries of the LLVM metadata array constraints.
pub(crate) const ACCESS_GROUPS: &str = "LLVM dialect access group metadata array";
/// See [`ACCESS_GROUPS`].
pub(crate) const ALIAS_SCOPES: &str = "LLVM dialect alias scope array";
/// See [`ACCESS_GROUPS`].
pub(crate) const TBAA_TAGS: &str = "LLVM dialect TBAA tag metadata array";

/// `I64Attr`: a 64-bit signless integer attribute.
pub(crate) fn is_i64_attr(ctx: &Context, a: Attribute) -> bool {
    signless_int_of(ctx, a, 64).is_some()
}

/// `ConfinedAttr<I32Attr, [IntNonNegative]>`.
fn is_non_negative_i32_attr(ctx: &Context, a: Attribute) -> bool {
    signless_int_of(ctx, a, 32).is_some_and(|v| v >= 0)
}

/// The value of an integer attribute of a signless integer type of
/// `width` bits (sign-extended).
fn signless_int_of(ctx: &Context, a: Attribute, width: u32) -> Option<i128> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, ty } => match ctx.type_data(*ty) {
            affine_ir::context::TypeData::Integer {
                width: w,
                signedness: affine_ir::context::Signedness::Signless,
            } if *w == width => {
                let shift = 128 - width;
                Some((value << shift) >> shift)
            }
            _ => None,
        },
        _ => None,
    }
}

/// `0 : i32`: no flags (LLVM's native `overflowFlags` / `noWrapFlags`).
fn zero_i32(ctx: &mut Context) -> Attribute {
    let t = ctx.int_type(32);
    ctx.int_attr(t, 0)
}

/// `1 : i32` (`gpu.subgroup_reduce`'s `cluster_stride`).
fn one_i32(ctx: &mut Context) -> Attribute {
    let t = ctx.int_type(32);
    ctx.int_attr(t, 1)
}

/// `0 : i64` (an `I64EnumAttr`'s first case: `not_atomic` orderings).
fn zero_i64(ctx: &mut Context) -> Attribute {
    let t = ctx.int_type(64);
    ctx.int_attr(t, 0)
}

/// `#llvm.fastmath<none>`.
fn llvm_fastmath_none(ctx: &mut Context) -> Attribute {
    ctx.attr(AttrData::Opaque("llvm.fastmath<none>".into()))
}

/// `#arith.fastmath<none>`.
fn arith_fastmath_none(ctx: &mut Context) -> Attribute {
    ctx.attr(AttrData::Opaque("arith.fastmath<none>".into()))
}

/// `#vector.kind<add>`.
fn vector_kind_add(ctx: &mut Context) -> Attribute {
    ctx.attr(AttrData::Opaque("vector.kind<add>".into()))
}

/// `#vector.punctuation<newline>` (`vector.print`).
fn vector_punctuation_newline(ctx: &mut Context) -> Attribute {
    ctx.attr(AttrData::Opaque("vector.punctuation<newline>".into()))
}

/// `#ub.poison`.
fn ub_poison(ctx: &mut Context) -> Attribute {
    ctx.attr(AttrData::Opaque("ub.poison".into()))
}

const OVERFLOW: PropKind = PropKind::Native(
    "expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags",
);

/// The tables, by op name.
/// The one property of LLVM's float arithmetic ops and `llvm.select`.
const LLVM_FASTMATH_ONLY: &[PropDecl] =
    &[PropDecl::with_default("fastmathFlags", PropKind::Dialect("llvm.fastmath"), llvm_fastmath_none)
        .desc("LLVM fastmath flags")];

const TABLES: &[(&str, &[PropDecl])] = &[
    (
        "bufferization.alloc_tensor",
        &[PropDecl::new("memory_space", PropKind::Any), PropDecl::new("operandSegmentSizes", PropKind::Segments(3))],
    ),
    ("bufferization.to_buffer", &[PropDecl::new("read_only", PropKind::Unit).desc("unit attribute")]),
    (
        "bufferization.to_tensor",
        &[
            PropDecl::new("restrict", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("writable", PropKind::Unit).desc("unit attribute"),
        ],
    ),
    (
        "builtin.module",
        &[
            PropDecl::new("sym_name", PropKind::String).desc("string attribute"),
            PropDecl::new("sym_visibility", PropKind::String).desc("string attribute"),
        ],
    ),
    (
        "gpu.all_reduce",
        &[
            PropDecl::new("op", PropKind::Dialect("gpu<all_reduce_op ")),
            PropDecl::new("uniform", PropKind::Unit).desc("unit attribute"),
        ],
    ),
    (
        "gpu.alloc",
        &[
            PropDecl::new("hostShared", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("operandSegmentSizes", PropKind::Segments(3)),
        ],
    ),
    (
        "gpu.block_dim",
        &[
            PropDecl::req("dimension", PropKind::Dialect("gpu<dim ")).desc("a dimension, either 'x', 'y', or 'z'"),
            PropDecl::new("upper_bound", PropKind::Integer).desc("index attribute"),
        ],
    ),
    (
        "gpu.block_id",
        &[PropDecl::req("dimension", PropKind::Dialect("gpu<dim ")), PropDecl::new("upper_bound", PropKind::Integer)],
    ),
    (
        "gpu.func",
        &[
            PropDecl::new("arg_attrs", PropKind::Array),
            // Required, but checked by the op's verifier: `HasParent` is a
            // structural trait, which MLIR verifies before `OpInvariants`.
            PropDecl::new("function_type", PropKind::Type),
            PropDecl::new("known_block_size", PropKind::DenseI32Array),
            PropDecl::new("known_grid_size", PropKind::DenseI32Array),
            PropDecl::new("private_attrib_attrs", PropKind::Array),
            PropDecl::new("res_attrs", PropKind::Array),
            PropDecl::new("workgroup_attrib_attrs", PropKind::Array),
        ],
    ),
    (
        "gpu.global_id",
        &[
            PropDecl::req("dimension", PropKind::Dialect("gpu<dim ")).desc("a dimension, either 'x', 'y', or 'z'"),
            PropDecl::new("upper_bound", PropKind::Integer).desc("index attribute"),
        ],
    ),
    (
        "gpu.grid_dim",
        &[
            PropDecl::req("dimension", PropKind::Dialect("gpu<dim ")).desc("a dimension, either 'x', 'y', or 'z'"),
            PropDecl::new("upper_bound", PropKind::Integer).desc("index attribute"),
        ],
    ),
    ("gpu.lane_id", &[PropDecl::new("upper_bound", PropKind::Integer).desc("index attribute")]),
    (
        "gpu.launch",
        &[
            PropDecl::new("function", PropKind::FlatSymbolRef).desc("flat symbol reference attribute"),
            PropDecl::new("module", PropKind::FlatSymbolRef).desc("flat symbol reference attribute"),
            PropDecl::new("operandSegmentSizes", PropKind::Segments(11)),
        ],
    ),
    (
        "gpu.launch_func",
        &[
            PropDecl::req("kernel", PropKind::SymbolRef).desc("symbol reference attribute"),
            PropDecl::new("operandSegmentSizes", PropKind::Segments(13)),
        ],
    ),
    (
        "gpu.module",
        &[
            PropDecl::new("offloadingHandler", PropKind::Any),
            PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
            PropDecl::new("targets", PropKind::Array),
        ],
    ),
    ("gpu.num_subgroups", &[PropDecl::new("upper_bound", PropKind::Integer).desc("index attribute")]),
    (
        "gpu.shuffle",
        &[PropDecl::req("mode", PropKind::Dialect("gpu<shuffle_mode "))
            .desc("Indexing modes supported by gpu.shuffle.")],
    ),
    ("gpu.subgroup_id", &[PropDecl::new("upper_bound", PropKind::Integer).desc("index attribute")]),
    (
        "gpu.subgroup_reduce",
        &[
            PropDecl::new("cluster_size", PropKind::Integer),
            PropDecl::with_default("cluster_stride", PropKind::Integer, one_i32),
            PropDecl::req("op", PropKind::Dialect("gpu<all_reduce_op ")),
            PropDecl::new("uniform", PropKind::Unit).desc("unit attribute"),
        ],
    ),
    ("gpu.subgroup_size", &[PropDecl::new("upper_bound", PropKind::Integer).desc("index attribute")]),
    (
        "gpu.thread_id",
        &[
            PropDecl::req("dimension", PropKind::Dialect("gpu<dim ")).desc("a dimension, either 'x', 'y', or 'z'"),
            PropDecl::new("upper_bound", PropKind::Integer).desc("index attribute"),
        ],
    ),
    ("llvm.add", &[PropDecl::with_default("overflowFlags", OVERFLOW, zero_i32)]),
    (
        "llvm.alloca",
        &[
            PropDecl::new("alignment", PropKind::Integer).desc("64-bit signless integer attribute").check(is_i64_attr),
            PropDecl::req("elem_type", PropKind::Type).desc("any type attribute"),
            PropDecl::new("inalloca", PropKind::Unit).desc("unit attribute"),
        ],
    ),
    ("llvm.ashr", &[PropDecl::new("isExact", PropKind::Unit).desc("unit attribute")]),
    ("llvm.fadd", LLVM_FASTMATH_ONLY),
    (
        "llvm.fcmp",
        &[
            PropDecl::with_default("fastmathFlags", PropKind::Dialect("llvm.fastmath"), llvm_fastmath_none)
                .desc("LLVM fastmath flags"),
            PropDecl::req("predicate", PropKind::IntEnum { width: 64, cases: 16 }),
        ],
    ),
    ("llvm.fdiv", LLVM_FASTMATH_ONLY),
    ("llvm.fmul", LLVM_FASTMATH_ONLY),
    ("llvm.fneg", LLVM_FASTMATH_ONLY),
    ("llvm.frem", LLVM_FASTMATH_ONLY),
    ("llvm.fsub", LLVM_FASTMATH_ONLY),
    (
        "llvm.getelementptr",
        &[
            PropDecl::req("elem_type", PropKind::Type).desc("any type attribute"),
            PropDecl::with_default(
                "noWrapFlags",
                PropKind::Native("expected IntegerAttr storage for ::mlir::LLVM::GEPNoWrapFlags"),
                zero_i32,
            ),
            PropDecl::req("rawConstantIndices", PropKind::DenseI32Array),
        ],
    ),
    (
        "llvm.icmp",
        &[PropDecl::req("predicate", PropKind::IntEnum { width: 64, cases: 10 })
            .desc("llvm.icmp comparison predicate")],
    ),
    (
        "llvm.inttoptr",
        &[PropDecl::new("dereferenceable", PropKind::Dialect("llvm.dereferenceable"))
            .desc("LLVM dereferenceable attribute")],
    ),
    (
        "llvm.load",
        &[
            PropDecl::new("access_groups", PropKind::Array).desc(ACCESS_GROUPS).check(is_access_group_array),
            PropDecl::new("alias_scopes", PropKind::Array).desc(ALIAS_SCOPES).check(is_alias_scope_array),
            PropDecl::new("alignment", PropKind::Integer).desc("64-bit signless integer attribute").check(is_i64_attr),
            PropDecl::new("dereferenceable", PropKind::Dialect("llvm.dereferenceable"))
                .desc("LLVM dereferenceable attribute"),
            PropDecl::new("invariant", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("invariantGroup", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("noalias_scopes", PropKind::Array).desc(ALIAS_SCOPES).check(is_alias_scope_array),
            PropDecl::new("nontemporal", PropKind::Unit).desc("unit attribute"),
            PropDecl::with_default("ordering", PropKind::IntEnum { width: 64, cases: 8 }, zero_i64)
                .desc("Atomic ordering for LLVM's memory model"),
            PropDecl::new("syncscope", PropKind::String).desc("string attribute"),
            PropDecl::new("tbaa", PropKind::Array).desc(TBAA_TAGS).check(is_tbaa_tag_array),
            PropDecl::new("volatile_", PropKind::Unit).desc("unit attribute"),
        ],
    ),
    ("llvm.lshr", &[PropDecl::new("isExact", PropKind::Unit).desc("unit attribute")]),
    (
        "llvm.mlir.addressof",
        &[PropDecl::req("global_name", PropKind::FlatSymbolRef).desc("flat symbol reference attribute")],
    ),
    ("llvm.mlir.constant", &[PropDecl::req("value", PropKind::Any)]),
    (
        "llvm.mlir.global",
        &[
            PropDecl::with_default("addr_space", PropKind::Integer, zero_i32)
                .desc("32-bit signless integer attribute whose value is non-negative")
                .check(is_non_negative_i32_attr),
            PropDecl::new("alignment", PropKind::Integer).desc("64-bit signless integer attribute").check(is_i64_attr),
            PropDecl::new("comdat", PropKind::SymbolRef).desc("symbol reference attribute"),
            PropDecl::new("constant", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("dbg_exprs", PropKind::Array),
            PropDecl::new("dso_local", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("externally_initialized", PropKind::Unit).desc("unit attribute"),
            PropDecl::req("global_type", PropKind::Type).desc("any type attribute"),
            PropDecl::req("linkage", PropKind::Dialect("llvm.linkage")).desc("LLVM Linkage specification"),
            PropDecl::new("section", PropKind::String).desc("string attribute"),
            PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
            PropDecl::new("target_specific_attrs", PropKind::Array).desc("array attribute"),
            PropDecl::new("thread_local_", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("unnamed_addr", PropKind::IntEnum { width: 64, cases: 3 })
                .desc("LLVM GlobalValue UnnamedAddr"),
            PropDecl::new("value", PropKind::Any),
            PropDecl::with_default("visibility_", PropKind::IntEnum { width: 64, cases: 3 }, zero_i64)
                .desc("LLVM GlobalValue Visibility"),
        ],
    ),
    ("llvm.mul", &[PropDecl::with_default("overflowFlags", OVERFLOW, zero_i32)]),
    ("llvm.or", &[PropDecl::new("isDisjoint", PropKind::Unit).desc("unit attribute")]),
    ("llvm.sdiv", &[PropDecl::new("isExact", PropKind::Unit).desc("unit attribute")]),
    ("llvm.select", LLVM_FASTMATH_ONLY),
    ("llvm.shl", &[PropDecl::with_default("overflowFlags", OVERFLOW, zero_i32)]),
    (
        "llvm.store",
        &[
            PropDecl::new("access_groups", PropKind::Array).desc(ACCESS_GROUPS).check(is_access_group_array),
            PropDecl::new("alias_scopes", PropKind::Array).desc(ALIAS_SCOPES).check(is_alias_scope_array),
            PropDecl::new("alignment", PropKind::Integer).desc("64-bit signless integer attribute").check(is_i64_attr),
            PropDecl::new("invariantGroup", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("noalias_scopes", PropKind::Array).desc(ALIAS_SCOPES).check(is_alias_scope_array),
            PropDecl::new("nontemporal", PropKind::Unit).desc("unit attribute"),
            PropDecl::with_default("ordering", PropKind::IntEnum { width: 64, cases: 8 }, zero_i64)
                .desc("Atomic ordering for LLVM's memory model"),
            PropDecl::new("syncscope", PropKind::String).desc("string attribute"),
            PropDecl::new("tbaa", PropKind::Array).desc(TBAA_TAGS).check(is_tbaa_tag_array),
            PropDecl::new("volatile_", PropKind::Unit).desc("unit attribute"),
        ],
    ),
    ("llvm.sub", &[PropDecl::with_default("overflowFlags", OVERFLOW, zero_i32)]),
    ("llvm.trunc", &[PropDecl::with_default("overflowFlags", OVERFLOW, zero_i32)]),
    ("llvm.udiv", &[PropDecl::new("isExact", PropKind::Unit).desc("unit attribute")]),
    ("llvm.uitofp", &[PropDecl::new("nonNeg", PropKind::Unit).desc("unit attribute")]),
    ("llvm.zext", &[PropDecl::new("nonNeg", PropKind::Unit).desc("unit attribute")]),
    (
        "memref.assume_alignment",
        &[PropDecl::req("alignment", PropKind::Integer)
            .desc("32-bit signless integer attribute whose value is positive")],
    ),
    (
        "memref.atomic_rmw",
        &[PropDecl::req("kind", PropKind::IntEnum { width: 64, cases: 16 })
            .desc("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15")],
    ),
    (
        "memref.collapse_shape",
        &[PropDecl::req("reassociation", PropKind::Array).desc("Array of 64-bit integer array attributes")],
    ),
    (
        "memref.expand_shape",
        &[
            PropDecl::req("reassociation", PropKind::Array),
            PropDecl::req("static_output_shape", PropKind::DenseI64Array),
        ],
    ),
    ("memref.get_global", &[PropDecl::req("name", PropKind::FlatSymbolRef).desc("flat symbol reference attribute")]),
    (
        "memref.global",
        &[
            PropDecl::new("alignment", PropKind::Integer),
            PropDecl::new("constant", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("initial_value", PropKind::Any),
            PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
            PropDecl::new("sym_visibility", PropKind::String).desc("string attribute"),
            PropDecl::req("type", PropKind::Type),
        ],
    ),
    (
        "memref.load",
        &[
            PropDecl::new("alignment", PropKind::Integer).desc(
                "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
            ),
            PropDecl::new("nontemporal", PropKind::Bool).desc("bool attribute"),
        ],
    ),
    (
        "memref.prefetch",
        &[
            PropDecl::req("isDataCache", PropKind::Bool),
            PropDecl::req("isWrite", PropKind::Bool),
            PropDecl::req("localityHint", PropKind::Integer),
        ],
    ),
    (
        "memref.reinterpret_cast",
        &[
            PropDecl::new("operandSegmentSizes", PropKind::Segments(4)),
            PropDecl::req("static_offsets", PropKind::DenseI64Array),
            PropDecl::req("static_sizes", PropKind::DenseI64Array),
            PropDecl::req("static_strides", PropKind::DenseI64Array),
        ],
    ),
    (
        "memref.store",
        &[
            PropDecl::new("alignment", PropKind::Integer).desc(
                "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
            ),
            PropDecl::new("nontemporal", PropKind::Bool).desc("bool attribute"),
        ],
    ),
    ("memref.transpose", &[PropDecl::req("permutation", PropKind::AffineMap).desc("AffineMap attribute")]),
    (
        "memref.subview",
        &[
            PropDecl::new("operandSegmentSizes", PropKind::Segments(4)),
            PropDecl::req("static_offsets", PropKind::DenseI64Array),
            PropDecl::req("static_sizes", PropKind::DenseI64Array),
            PropDecl::req("static_strides", PropKind::DenseI64Array),
        ],
    ),
    ("scf.execute_region", &[PropDecl::new("no_inline", PropKind::Unit).desc("unit attribute")]),
    ("scf.for", &[PropDecl::new("unsignedCmp", PropKind::Unit).desc("unit attribute")]),
    ("scf.index_switch", &[PropDecl::req("cases", PropKind::DenseI64Array)]),
    ("scf.parallel", &[PropDecl::new("operandSegmentSizes", PropKind::Segments(4))]),
    ("spirv.Constant", &[PropDecl::req("value", PropKind::Any)]),
    (
        "spirv.func",
        &[
            PropDecl::new("arg_attrs", PropKind::Array),
            PropDecl::req("function_control", PropKind::Dialect("spirv.function_control")),
            PropDecl::req("function_type", PropKind::Type),
            PropDecl::new("linkage_attributes", PropKind::Dialect("spirv.linkage_attributes")),
            PropDecl::new("res_attrs", PropKind::Array),
            PropDecl::req("sym_name", PropKind::String).desc("string attribute"),
        ],
    ),
    (
        "spirv.module",
        &[
            PropDecl::req("addressing_model", PropKind::Dialect("spirv.addressing_model")),
            PropDecl::req("memory_model", PropKind::Dialect("spirv.memory_model")),
            PropDecl::new("sym_name", PropKind::String).desc("string attribute"),
            PropDecl::new("vce_triple", PropKind::Dialect("spirv.vce")),
        ],
    ),
    (
        "tensor.extract_slice",
        &[
            PropDecl::new("operandSegmentSizes", PropKind::Segments(4)),
            PropDecl::req("static_offsets", PropKind::DenseI64Array),
            PropDecl::req("static_sizes", PropKind::DenseI64Array),
            PropDecl::req("static_strides", PropKind::DenseI64Array),
        ],
    ),
    (
        "tensor.insert_slice",
        &[
            PropDecl::new("operandSegmentSizes", PropKind::Segments(5)),
            PropDecl::req("static_offsets", PropKind::DenseI64Array),
            PropDecl::req("static_sizes", PropKind::DenseI64Array),
            PropDecl::req("static_strides", PropKind::DenseI64Array),
        ],
    ),
    (
        "tensor.pad",
        &[
            PropDecl::new("nofold", PropKind::Unit).desc("unit attribute"),
            PropDecl::new("operandSegmentSizes", PropKind::Segments(3)),
            PropDecl::req("static_high", PropKind::DenseI64Array),
            PropDecl::req("static_low", PropKind::DenseI64Array),
        ],
    ),
    ("test.value_with_bounds", &[PropDecl::req("max", PropKind::Integer), PropDecl::req("min", PropKind::Integer)]),
    ("ub.poison", &[PropDecl::with_default("value", PropKind::Any, ub_poison).desc("PoisonAttrInterface instance")]),
    (
        "vector.constant_mask",
        &[PropDecl::req("mask_dim_sizes", PropKind::DenseI64Array).desc("i64 dense array attribute")],
    ),
    (
        "vector.contract",
        &[
            PropDecl::req("indexing_maps", PropKind::Array),
            PropDecl::req("iterator_types", PropKind::Array),
            PropDecl::with_default("kind", PropKind::Dialect("vector.kind"), vector_kind_add),
        ],
    ),
    ("vector.extract", &[PropDecl::req("static_position", PropKind::DenseI64Array).desc("i64 dense array attribute")]),
    (
        "vector.extract_strided_slice",
        &[
            PropDecl::req("offsets", PropKind::Array),
            PropDecl::req("sizes", PropKind::Array),
            PropDecl::req("strides", PropKind::Array),
        ],
    ),
    ("vector.insert", &[PropDecl::req("static_position", PropKind::DenseI64Array).desc("i64 dense array attribute")]),
    (
        "vector.insert_strided_slice",
        &[PropDecl::req("offsets", PropKind::Array), PropDecl::req("strides", PropKind::Array)],
    ),
    (
        "vector.load",
        &[
            PropDecl::new("alignment", PropKind::Integer).desc(
                "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
            ),
            PropDecl::new("nontemporal", PropKind::Bool).desc("bool attribute"),
        ],
    ),
    (
        "vector.multi_reduction",
        &[
            PropDecl::req("kind", PropKind::Dialect("vector.kind")),
            PropDecl::req("reduction_dims", PropKind::DenseI64Array),
        ],
    ),
    (
        "vector.outerproduct",
        &[PropDecl::with_default("kind", PropKind::Dialect("vector.kind"), vector_kind_add)
            .desc("Kind of combining function for contractions and reductions")],
    ),
    (
        "vector.print",
        &[
            PropDecl::with_default("punctuation", PropKind::Dialect("vector.punctuation"), vector_punctuation_newline)
                .desc("Punctuation for separating vectors or vector elements"),
            PropDecl::new("stringLiteral", PropKind::String).desc("string attribute"),
        ],
    ),
    (
        "vector.reduction",
        &[
            PropDecl::with_default("fastmath", PropKind::Dialect("arith.fastmath"), arith_fastmath_none),
            PropDecl::req("kind", PropKind::Dialect("vector.kind")),
        ],
    ),
    (
        "vector.store",
        &[
            PropDecl::new("alignment", PropKind::Integer).desc(
                "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
            ),
            PropDecl::new("nontemporal", PropKind::Bool).desc("bool attribute"),
        ],
    ),
    (
        "vector.transfer_read",
        &[
            PropDecl::req("in_bounds", PropKind::Array),
            PropDecl::new("operandSegmentSizes", PropKind::Segments(4)),
            PropDecl::req("permutation_map", PropKind::AffineMap),
        ],
    ),
    (
        "vector.transfer_write",
        &[
            PropDecl::req("in_bounds", PropKind::Array),
            PropDecl::new("operandSegmentSizes", PropKind::Segments(4)),
            PropDecl::req("permutation_map", PropKind::AffineMap),
        ],
    ),
    ("vector.transpose", &[PropDecl::req("permutation", PropKind::DenseI64Array).desc("i64 dense array attribute")]),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Every inherent attribute an op with a table names is declared in it
    /// (a missing one would be dropped from `<{...}>` or be discardable).
    #[test]
    fn tables_cover_inherent_attributes() {
        let reg = crate::registry();
        let mut missing = Vec::new();
        for name in reg.op_names() {
            let d = reg.get(name).unwrap();
            if d.props.is_empty() {
                continue;
            }
            for a in d.inherent_attrs {
                if !d.props.iter().any(|p| p.name == *a) {
                    missing.push(format!("{name}: {a}"));
                }
            }
        }
        assert!(missing.is_empty(), "undeclared inherent attributes: {missing:?}");
    }

    /// Every table names a registered op, once.
    #[test]
    fn tables_name_registered_ops() {
        let reg = crate::registry();
        for (i, &(name, props)) in TABLES.iter().enumerate() {
            assert!(reg.get(name).is_some(), "{name} is not registered");
            assert!(TABLES[..i].iter().all(|t| t.0 != name), "{name} twice");
            assert!(!props.is_empty(), "{name}: empty table");
        }
    }

    /// A default-valued property gets its default in a generic form
    /// without it, an undeclared key is dropped, and a required one's
    /// absence is the verifier's first complaint.
    #[test]
    fn generic_form_uses_the_tables() {
        let src = r#"func.func @f(%v: vector<4xf32>) -> f32 {
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>, zz = 1 : i64}> : (vector<4xf32>) -> f32
  return %0 : f32
}"#;
        let out = crate::arith::types::testing::roundtrip_generic(src);
        assert!(out.contains("<{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}>"), "{out}");
        let src = "func.func @f(%m: memref<4xf32>, %i: index) -> f32 {\n  %0 = \"memref.load\"(%m, %i) : (memref<4xf32>, index) -> f32\n  return %0 : f32\n}";
        let out = crate::arith::types::testing::roundtrip_generic(src);
        assert!(out.contains("\"memref.load\"(%arg0, %arg1) : (memref<4xf32>, index) -> f32"), "{out}");
        let src = "func.func @f() {\n  %0 = \"gpu.thread_id\"() : () -> index\n  return\n}";
        let e = crate::arith::types::testing::error(src);
        assert!(e.contains("'gpu.thread_id' op requires attribute 'dimension'"), "{e}");
    }
}
