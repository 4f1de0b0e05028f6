//! The LLVM intrinsics frontends leave in affine code (`llvm.intr.fmuladd`,
//! `llvm.intr.memcpy`, the math, bit-counting and vector-reduction ones,
//! `llvm.intr.assume`, the matrix ones, ...), described by one table
//! ([`INTRINSICS`]): per intrinsic its assembly format, the ODS type
//! constraints of its operands and result, its type-equality trait, its
//! properties and its memory effects. Parsing, printing and verification
//! are shared code driven by the table entry, in `mlir-opt` 22's order and
//! with its messages (required properties, property constraints, operand
//! then result constraints, the type-equality trait, the op's own checks).
//!
//! Memory effects: `memcpy`/`memmove` write their first and read their
//! second operand, `memset` writes its first; the math, bit-counting,
//! reduction, `expect`, `.with.overflow`, `is.fpclass`, `ptrmask`,
//! `threadlocal.address`, `get.active.lane.mask` and `vector.deinterleave2`
//! intrinsics are pure; the others (lifetime markers, stack save/restore,
//! `assume`, the matrix ones, the noalias scope declaration, `prefetch`,
//! the masked expand-load and compress-store) have unknown effects, as they
//! implement no memory effect interface in MLIR.

use super::attrs::FASTMATH;
use crate::arith::types::{custom_error, name_error, op_error, plain_error, prop, q, resolve_counted, set_state_prop};
use affine_ir::context::{AttrData, Attribute, Context, FloatKind, OpName, Signedness, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry, traits};
use affine_ir::ir::{OpId, OpState};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// The assembly format of an intrinsic.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Syntax {
    /// None: only the generic form parses and prints ("has no custom
    /// assembly form").
    Generic,
    /// `` `(` operands `)` attr-dict `:` functional-type(operands, results) ``.
    Parens,
    /// `` $ptr attr-dict `:` qualified(type($ptr)) `` (lifetime markers,
    /// `stackrestore`).
    Pointer,
    /// `` attr-dict `:` qualified(type($res)) `` (`stacksave`).
    ResultType,
    /// `` $cond (op-bundles)? `:` type($cond) attr-dict `` (`assume`).
    Assume,
    /// `` $val `,` $expected attr-dict `:` type($val) `` (`expect`).
    Expect,
    /// `` $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res) ``.
    MatrixMultiply,
    /// `` $matrix attr-dict `:` type($matrix) `into` type($res) ``.
    MatrixTranspose,
    /// `` $scope attr-dict `` (`experimental.noalias.scope.decl`).
    Scope,
    /// `` $base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res) ``
    /// (`get.active.lane.mask`).
    LaneMask,
    /// `` $ptr `,` $mask attr-dict `:` functional-type(operands, results) ``
    /// (`ptrmask`).
    PtrMask,
}

/// An ODS type constraint of an operand or result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
    FloatOrVector,
    /// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
    IntOrVector,
    /// `AnySignlessInteger`.
    Int,
    /// `I1`.
    I1,
    /// `I8`.
    I8,
    /// `LLVM_AnyPointer`.
    Pointer,
    /// `LLVM_AnyVector`.
    Vector,
    /// `LLVM_VectorOf<AnySignlessInteger>`.
    IntVector,
    /// `LLVM_VectorOf<AnyFloat>`.
    FloatVector,
    /// `LLVM_VectorOf<I1>` (a mask).
    I1Vector,
    /// `AnyFloat`.
    AnyFloat,
    /// `LLVM_Type`.
    Llvm,
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
    PointerOrVector,
    /// `LLVM_ScalarOrVectorOf<AnyInteger>` (any signedness).
    AnyIntOrVector,
}

impl Ty {
    /// The constraint's summary, as ODS words it in "must be ..." messages.
    fn summary(self) -> &'static str {
        match self {
            Ty::FloatOrVector => {
                "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"
            }
            Ty::IntOrVector => "signless integer or LLVM dialect-compatible vector of signless integer",
            Ty::Int => "signless integer",
            Ty::I1 => "1-bit signless integer",
            Ty::I8 => "8-bit signless integer",
            Ty::Pointer => "LLVM pointer type",
            Ty::Vector => "LLVM dialect-compatible vector type",
            Ty::IntVector => "LLVM dialect-compatible vector of signless integer",
            Ty::FloatVector => "LLVM dialect-compatible vector of floating-point",
            Ty::I1Vector => "LLVM dialect-compatible vector of 1-bit signless integer",
            Ty::AnyFloat => "floating-point",
            Ty::Llvm => "LLVM dialect-compatible type",
            Ty::PointerOrVector => "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
            Ty::AnyIntOrVector => "integer or LLVM dialect-compatible vector of integer",
        }
    }

    /// True if `t` satisfies the constraint.
    fn holds(self, ctx: &Context, t: Type) -> bool {
        let vector_elem = || compatible_vector_element(ctx, t);
        match self {
            Ty::FloatOrVector => is_llvm_float(ctx, t) || vector_elem().is_some_and(|e| is_llvm_float(ctx, e)),
            Ty::IntOrVector => is_signless(ctx, t, None) || vector_elem().is_some_and(|e| is_signless(ctx, e, None)),
            Ty::Int => is_signless(ctx, t, None),
            Ty::I1 => is_signless(ctx, t, Some(1)),
            Ty::I8 => is_signless(ctx, t, Some(8)),
            Ty::Pointer => super::types::ptr_address_space(ctx, t).is_some(),
            Ty::Vector => vector_elem().is_some(),
            Ty::IntVector => vector_elem().is_some_and(|e| is_signless(ctx, e, None)),
            Ty::FloatVector => vector_elem().is_some_and(|e| matches!(ctx.type_data(e), TypeData::Float(_))),
            Ty::I1Vector => vector_elem().is_some_and(|e| is_signless(ctx, e, Some(1))),
            Ty::AnyFloat => matches!(ctx.type_data(t), TypeData::Float(_)),
            Ty::PointerOrVector => {
                let is_ptr = |t: Type| super::types::ptr_address_space(ctx, t).is_some();
                is_ptr(t) || vector_elem().is_some_and(is_ptr)
            }
            Ty::AnyIntOrVector => is_integer(ctx, t) || vector_elem().is_some_and(|e| is_integer(ctx, e)),
            Ty::Llvm => match ctx.type_data(t) {
                TypeData::Float(_) => is_llvm_float(ctx, t),
                TypeData::Vector { .. } => vector_elem().is_some(),
                _ => super::types::is_compatible_type(ctx, t),
            },
        }
    }
}

/// MLIR's `isCompatibleFloatingPointType`: the float types LLVM has.
fn is_llvm_float(ctx: &Context, t: Type) -> bool {
    use FloatKind as K;
    matches!(ctx.type_data(t), TypeData::Float(K::BF16 | K::F16 | K::F32 | K::F64 | K::F80 | K::F128))
}

/// A signless integer (of `width` bits, if given).
fn is_signless(ctx: &Context, t: Type, width: Option<u32>) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width: w, signedness: Signedness::Signless } if width.is_none_or(|x| x == *w))
}

/// The element type of `t` if it is an LLVM dialect-compatible vector
/// (MLIR's `isCompatibleVectorType`: a 1-D builtin vector, fixed or
/// scalable, of signless integers, LLVM floats or pointers).
fn compatible_vector_element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => {
            let e = *elem;
            (is_signless(ctx, e, None) || is_llvm_float(ctx, e) || super::types::ptr_address_space(ctx, e).is_some())
                .then_some(e)
        }
        _ => None,
    }
}

/// The type-equality trait an intrinsic declares.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Same {
    /// None.
    No,
    /// `SameOperandsAndResultType`.
    Type,
    /// `SameOperandsAndResultElementType`.
    ElementType,
    /// `SameOperandsElementType` (the `.with.overflow` ones).
    OperandsElementType,
    /// `AllTypesMatch` of the first operand and the result, with the
    /// trait's message ("failed to verify that all of {ptr, res} have same
    /// type").
    FirstOperandAndResult(&'static str),
}

/// An intrinsic's memory effects.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Effects {
    /// `Pure`: none.
    Pure,
    /// No memory effect interface: unknown effects.
    Unknown,
    /// Writes operand 0, reads operand 1 (`memcpy`, `memmove`).
    Copy,
    /// Writes operand 0 (`memset`).
    Set,
}

/// One intrinsic.
#[derive(Clone, Copy, Debug)]
struct Intrinsic {
    /// The op name.
    name: &'static str,
    /// Its assembly format.
    syntax: Syntax,
    /// The constraints of its fixed operands, in order.
    operands: &'static [Ty],
    /// Whether variadic (operand bundle) operands follow the fixed ones.
    variadic: bool,
    /// The constraint of its result (`None`: no result).
    result: Option<Ty>,
    /// Its type-equality trait.
    same: Same,
    /// Its properties (ODS attributes).
    props: &'static [PropDecl],
    /// Its memory effects.
    effects: Effects,
}

const fn intr(
    name: &'static str,
    syntax: Syntax,
    operands: &'static [Ty],
    result: Option<Ty>,
    same: Same,
    props: &'static [PropDecl],
    effects: Effects,
) -> Intrinsic {
    Intrinsic { name, syntax, operands, variadic: false, result, same, props, effects }
}

/// `LLVM_UnaryIntrOpF`: `(%x) : (f32) -> f32` with fast-math flags.
const fn unary_f(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Parens, &[Ty::FloatOrVector], Some(Ty::Llvm), Same::Type, FMF_PROPS, Effects::Pure)
}

/// `LLVM_BinarySameArgsIntrOpF`.
const fn binary_f(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Parens, &[Ty::FloatOrVector; 2], Some(Ty::Llvm), Same::Type, FMF_PROPS, Effects::Pure)
}

/// `LLVM_TernarySameArgsIntrOpF`.
const fn ternary_f(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Parens, &[Ty::FloatOrVector; 3], Some(Ty::Llvm), Same::Type, FMF_PROPS, Effects::Pure)
}

/// `LLVM_UnaryIntrOpI`.
const fn unary_i(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Parens, &[Ty::IntOrVector], Some(Ty::Llvm), Same::Type, &[], Effects::Pure)
}

/// `LLVM_BinarySameArgsIntrOpI`.
const fn binary_i(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Parens, &[Ty::IntOrVector; 2], Some(Ty::Llvm), Same::Type, &[], Effects::Pure)
}

/// `LLVM_TernarySameArgsIntrOpI`.
const fn ternary_i(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Parens, &[Ty::IntOrVector; 3], Some(Ty::Llvm), Same::Type, &[], Effects::Pure)
}

/// `LLVM_PowFI`: a float and a signless integer power.
const fn pow_fi(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Parens, &[Ty::FloatOrVector, Ty::Int], Some(Ty::Llvm), Same::No, FMF_PROPS, Effects::Pure)
}

/// `LLVM_VecReductionI` (no assembly format).
const fn reduce_i(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Generic, &[Ty::IntVector], Some(Ty::Llvm), Same::ElementType, &[], Effects::Pure)
}

/// `LLVM_VecReductionF`.
const fn reduce_f(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Parens, &[Ty::FloatVector], Some(Ty::Llvm), Same::ElementType, FMF_PROPS, Effects::Pure)
}

/// `LLVM_VecReductionAccF` (a start value; no assembly format).
const fn reduce_acc_f(name: &'static str) -> Intrinsic {
    intr(
        name,
        Syntax::Generic,
        &[Ty::AnyFloat, Ty::FloatVector],
        Some(Ty::Llvm),
        Same::ElementType,
        FMF_PROPS,
        Effects::Pure,
    )
}

/// `LLVM_ArithWithOverflowOp`: two signless integers (or vectors of them)
/// of one element type, a result of any LLVM type (the `{value, overflow}`
/// struct); no assembly format.
const fn with_overflow(name: &'static str) -> Intrinsic {
    intr(name, Syntax::Generic, &[Ty::IntOrVector; 2], Some(Ty::Llvm), Same::OperandsElementType, &[], Effects::Pure)
}

/// `#llvm.fastmath<none>`, the default of `fastmathFlags`.
fn fastmath_none(ctx: &mut Context) -> Attribute {
    FASTMATH.attr(ctx, 0)
}

const FMF_PROPS: &[PropDecl] =
    &[PropDecl::with_default("fastmathFlags", PropKind::Dialect("llvm.fastmath"), fastmath_none)
        .desc("LLVM fastmath flags")];

/// An integer attribute of a signless type of `width` bits (a `BoolAttr`
/// for `i1`).
fn int_attr_of_width(ctx: &Context, a: Attribute, width: u32) -> bool {
    match ctx.attr_data(a) {
        AttrData::Bool(_) => width == 1,
        AttrData::Integer { ty, .. } | AttrData::BigInteger { ty, .. } => is_signless(ctx, *ty, Some(width)),
        _ => false,
    }
}

/// `I1Attr`.
fn is_i1_attr(ctx: &Context, a: Attribute) -> bool {
    int_attr_of_width(ctx, a, 1)
}

/// `I32Attr`.
fn is_i32_attr(ctx: &Context, a: Attribute) -> bool {
    int_attr_of_width(ctx, a, 32)
}

/// `DictArrayAttr`: an array of dictionaries.
fn is_dict_array(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Array(v) => v.iter().all(|&e| matches!(ctx.attr_data(e), AttrData::Dictionary(_))),
        _ => false,
    }
}

/// A required `I1Attr` property.
const fn req_i1(name: &'static str) -> PropDecl {
    PropDecl::req(name, PropKind::Integer).desc("1-bit signless integer attribute").check(is_i1_attr)
}

/// A required `I32Attr` property.
const fn req_i32(name: &'static str) -> PropDecl {
    PropDecl::req(name, PropKind::Integer).desc("32-bit signless integer attribute").check(is_i32_attr)
}

const ACCESS_GROUPS: PropDecl = PropDecl::new("access_groups", PropKind::Array)
    .desc(crate::props::ACCESS_GROUPS)
    .check(crate::props::is_access_group_array);
const ALIAS_SCOPES: PropDecl = PropDecl::new("alias_scopes", PropKind::Array)
    .desc(crate::props::ALIAS_SCOPES)
    .check(crate::props::is_alias_scope_array);
const NOALIAS_SCOPES: PropDecl = PropDecl::new("noalias_scopes", PropKind::Array)
    .desc(crate::props::ALIAS_SCOPES)
    .check(crate::props::is_alias_scope_array);
const TBAA: PropDecl =
    PropDecl::new("tbaa", PropKind::Array).desc(crate::props::TBAA_TAGS).check(crate::props::is_tbaa_tag_array);
const ARG_ATTRS: PropDecl =
    PropDecl::new("arg_attrs", PropKind::Array).desc("Array of dictionary attributes").check(is_dict_array);
const RES_ATTRS: PropDecl =
    PropDecl::new("res_attrs", PropKind::Array).desc("Array of dictionary attributes").check(is_dict_array);
const LEN: PropDecl = PropDecl::req("len", PropKind::Integer).desc("arbitrary integer attribute");

/// `memcpy`, `memmove`, `memset`: `isVolatile` and the memory-access
/// metadata and argument attributes of `LLVM_IntrOpBase`.
const MEM_PROPS: &[PropDecl] =
    &[ACCESS_GROUPS, ALIAS_SCOPES, ARG_ATTRS, req_i1("isVolatile"), NOALIAS_SCOPES, RES_ATTRS, TBAA];
/// The `.inline` variants: a constant `len` as well.
const MEM_INLINE_PROPS: &[PropDecl] =
    &[ACCESS_GROUPS, ALIAS_SCOPES, ARG_ATTRS, req_i1("isVolatile"), LEN, NOALIAS_SCOPES, RES_ATTRS, TBAA];
/// The argument and result attributes of `LLVM_IntrOpBase`
/// (`requiresArgAndResultAttrs`: the masked expand-load and compress-store).
const ARG_RES_PROPS: &[PropDecl] = &[ARG_ATTRS, RES_ATTRS];
const ASSUME_PROPS: &[PropDecl] = &[
    PropDecl::req("op_bundle_sizes", PropKind::DenseI32Array).desc("i32 dense array attribute"),
    PropDecl::new("op_bundle_tags", PropKind::Array).desc("array attribute"),
];
const SCOPE_PROPS: &[PropDecl] =
    &[PropDecl::req("scope", PropKind::Dialect("llvm.alias_scope")).desc("LLVM dialect alias scope")];

/// Every intrinsic, with its ODS definition (`LLVMIntrinsicOps.td` of
/// MLIR 22).
const INTRINSICS: &[Intrinsic] = &[
    unary_f("llvm.intr.acos"),
    unary_f("llvm.intr.asin"),
    unary_f("llvm.intr.atan"),
    unary_f("llvm.intr.ceil"),
    unary_f("llvm.intr.cos"),
    unary_f("llvm.intr.cosh"),
    unary_f("llvm.intr.exp"),
    unary_f("llvm.intr.exp10"),
    unary_f("llvm.intr.exp2"),
    unary_f("llvm.intr.fabs"),
    unary_f("llvm.intr.floor"),
    unary_f("llvm.intr.log"),
    unary_f("llvm.intr.log10"),
    unary_f("llvm.intr.log2"),
    unary_f("llvm.intr.nearbyint"),
    unary_f("llvm.intr.rint"),
    unary_f("llvm.intr.round"),
    unary_f("llvm.intr.roundeven"),
    unary_f("llvm.intr.sin"),
    unary_f("llvm.intr.sinh"),
    unary_f("llvm.intr.sqrt"),
    unary_f("llvm.intr.tan"),
    unary_f("llvm.intr.tanh"),
    unary_f("llvm.intr.trunc"),
    binary_f("llvm.intr.atan2"),
    binary_f("llvm.intr.copysign"),
    binary_f("llvm.intr.maximum"),
    binary_f("llvm.intr.maxnum"),
    binary_f("llvm.intr.minimum"),
    binary_f("llvm.intr.minnum"),
    binary_f("llvm.intr.pow"),
    ternary_f("llvm.intr.fma"),
    ternary_f("llvm.intr.fmuladd"),
    pow_fi("llvm.intr.powi"),
    pow_fi("llvm.intr.ldexp"),
    unary_i("llvm.intr.bitreverse"),
    unary_i("llvm.intr.bswap"),
    unary_i("llvm.intr.ctpop"),
    binary_i("llvm.intr.smax"),
    binary_i("llvm.intr.smin"),
    binary_i("llvm.intr.umax"),
    binary_i("llvm.intr.umin"),
    binary_i("llvm.intr.sadd.sat"),
    binary_i("llvm.intr.uadd.sat"),
    binary_i("llvm.intr.ssub.sat"),
    binary_i("llvm.intr.usub.sat"),
    binary_i("llvm.intr.sshl.sat"),
    binary_i("llvm.intr.ushl.sat"),
    ternary_i("llvm.intr.fshl"),
    ternary_i("llvm.intr.fshr"),
    intr(
        "llvm.intr.ctlz",
        Syntax::Generic,
        &[Ty::IntOrVector],
        Some(Ty::Llvm),
        Same::Type,
        &[req_i1("is_zero_poison")],
        Effects::Pure,
    ),
    intr(
        "llvm.intr.cttz",
        Syntax::Generic,
        &[Ty::IntOrVector],
        Some(Ty::Llvm),
        Same::Type,
        &[req_i1("is_zero_poison")],
        Effects::Pure,
    ),
    intr(
        "llvm.intr.abs",
        Syntax::Generic,
        &[Ty::IntOrVector],
        Some(Ty::Llvm),
        Same::No,
        &[req_i1("is_int_min_poison")],
        Effects::Pure,
    ),
    intr(
        "llvm.intr.memcpy",
        Syntax::Generic,
        &[Ty::Pointer, Ty::Pointer, Ty::Int],
        None,
        Same::No,
        MEM_PROPS,
        Effects::Copy,
    ),
    intr(
        "llvm.intr.memmove",
        Syntax::Generic,
        &[Ty::Pointer, Ty::Pointer, Ty::Int],
        None,
        Same::No,
        MEM_PROPS,
        Effects::Copy,
    ),
    intr("llvm.intr.memset", Syntax::Generic, &[Ty::Pointer, Ty::I8, Ty::Int], None, Same::No, MEM_PROPS, Effects::Set),
    intr(
        "llvm.intr.memcpy.inline",
        Syntax::Generic,
        &[Ty::Pointer, Ty::Pointer],
        None,
        Same::No,
        MEM_INLINE_PROPS,
        Effects::Copy,
    ),
    intr(
        "llvm.intr.memset.inline",
        Syntax::Generic,
        &[Ty::Pointer, Ty::I8],
        None,
        Same::No,
        MEM_INLINE_PROPS,
        Effects::Set,
    ),
    intr("llvm.intr.lifetime.start", Syntax::Pointer, &[Ty::Pointer], None, Same::No, &[], Effects::Unknown),
    intr("llvm.intr.lifetime.end", Syntax::Pointer, &[Ty::Pointer], None, Same::No, &[], Effects::Unknown),
    intr("llvm.intr.stacksave", Syntax::ResultType, &[], Some(Ty::Llvm), Same::No, &[], Effects::Unknown),
    intr("llvm.intr.stackrestore", Syntax::Pointer, &[Ty::Pointer], None, Same::No, &[], Effects::Unknown),
    Intrinsic {
        variadic: true,
        ..intr("llvm.intr.assume", Syntax::Assume, &[Ty::I1], None, Same::No, ASSUME_PROPS, Effects::Unknown)
    },
    intr("llvm.intr.expect", Syntax::Expect, &[Ty::Int, Ty::Int], Some(Ty::Llvm), Same::Type, &[], Effects::Pure),
    intr(
        "llvm.intr.matrix.multiply",
        Syntax::MatrixMultiply,
        &[Ty::Vector, Ty::Vector],
        Some(Ty::Vector),
        Same::No,
        &[req_i32("lhs_columns"), req_i32("lhs_rows"), req_i32("rhs_columns")],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.matrix.transpose",
        Syntax::MatrixTranspose,
        &[Ty::Vector],
        Some(Ty::Vector),
        Same::No,
        &[req_i32("columns"), req_i32("rows")],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.experimental.noalias.scope.decl",
        Syntax::Scope,
        &[],
        None,
        Same::No,
        SCOPE_PROPS,
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.prefetch",
        Syntax::Generic,
        &[Ty::Pointer],
        None,
        Same::No,
        &[req_i32("cache"), req_i32("hint"), req_i32("rw")],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.is.fpclass",
        Syntax::Generic,
        &[Ty::FloatOrVector],
        Some(Ty::Llvm),
        Same::No,
        &[req_i32("bit")],
        Effects::Pure,
    ),
    intr(
        "llvm.intr.threadlocal.address",
        Syntax::Generic,
        &[Ty::Pointer],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Pure,
    ),
    with_overflow("llvm.intr.sadd.with.overflow"),
    with_overflow("llvm.intr.uadd.with.overflow"),
    with_overflow("llvm.intr.ssub.with.overflow"),
    with_overflow("llvm.intr.usub.with.overflow"),
    with_overflow("llvm.intr.smul.with.overflow"),
    with_overflow("llvm.intr.umul.with.overflow"),
    intr(
        "llvm.intr.masked.expandload",
        Syntax::Generic,
        &[Ty::Pointer, Ty::I1Vector, Ty::Vector],
        Some(Ty::Llvm),
        Same::No,
        ARG_RES_PROPS,
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.masked.compressstore",
        Syntax::Generic,
        &[Ty::Vector, Ty::Pointer, Ty::I1Vector],
        None,
        Same::No,
        ARG_RES_PROPS,
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.get.active.lane.mask",
        Syntax::LaneMask,
        &[Ty::Int, Ty::Int],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Pure,
    ),
    intr(
        "llvm.intr.ptrmask",
        Syntax::PtrMask,
        &[Ty::PointerOrVector, Ty::AnyIntOrVector],
        Some(Ty::PointerOrVector),
        Same::FirstOperandAndResult("failed to verify that all of {ptr, res} have same type"),
        &[],
        Effects::Pure,
    ),
    intr(
        "llvm.intr.vector.deinterleave2",
        Syntax::Generic,
        &[Ty::Vector],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Pure,
    ),
    reduce_i("llvm.intr.vector.reduce.add"),
    reduce_i("llvm.intr.vector.reduce.and"),
    reduce_i("llvm.intr.vector.reduce.mul"),
    reduce_i("llvm.intr.vector.reduce.or"),
    reduce_i("llvm.intr.vector.reduce.smax"),
    reduce_i("llvm.intr.vector.reduce.smin"),
    reduce_i("llvm.intr.vector.reduce.umax"),
    reduce_i("llvm.intr.vector.reduce.umin"),
    reduce_i("llvm.intr.vector.reduce.xor"),
    reduce_f("llvm.intr.vector.reduce.fmax"),
    reduce_f("llvm.intr.vector.reduce.fmaximum"),
    reduce_f("llvm.intr.vector.reduce.fmin"),
    reduce_f("llvm.intr.vector.reduce.fminimum"),
    reduce_acc_f("llvm.intr.vector.reduce.fadd"),
    reduce_acc_f("llvm.intr.vector.reduce.fmul"),
];

/// Registers every intrinsic of [`INTRINSICS`].
pub(super) fn register(reg: &mut Registry) {
    for (index, it) in INTRINSICS.iter().enumerate() {
        let results = if it.result.is_some() { 1 } else { 0 };
        let fixed = it.operands.len() as u32;
        let shape = if it.variadic { OpShape::variadic(fixed, results) } else { OpShape::fixed(fixed, results) };
        reg.add(OpDef {
            parse: Some(parse),
            print: if it.syntax == Syntax::Generic { None } else { Some(print) },
            shape: Some(shape),
            verify_invariants: Some(verify_invariants),
            verify: if it.syntax == Syntax::Assume { Some(verify_assume) } else { None },
            normalize: Some(set_defaults),
            effects: match it.effects {
                Effects::Pure | Effects::Unknown => None,
                Effects::Copy | Effects::Set => Some(mem_effects),
            },
            traits: if it.effects == Effects::Pure { traits::PURE } else { 0 },
            props: it.props,
            table_index: index as u32,
            ..OpDef::new(it.name)
        });
    }
}

/// The table entry of the intrinsic named `name`, from its definition's
/// index (no name comparison but the check that the entry is the op's).
fn entry(ctx: &Context, name: OpName) -> Option<&'static Intrinsic> {
    let def = ctx.op_def(name)?;
    let it = INTRINSICS.get(def.table_index as usize)?;
    (std::ptr::eq(it.name, def.name) || it.name == def.name).then_some(it)
}

/// Sets the default-valued properties not written (`fastmathFlags =
/// #llvm.fastmath<none>`), as MLIR creates the op.
fn set_defaults(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let Some(it) = entry(ctx, st.name) else { return Ok(()) };
    super::drop_unconvertible_props(ctx, st);
    for d in it.props {
        if let Some(default) = d.default
            && crate::arith::types::state_prop(ctx, st, d.name).is_none()
        {
            let v = default(ctx);
            set_state_prop(ctx, st, d.name, v);
        }
    }
    Ok(())
}

/// `memcpy`/`memmove` write their destination and read their source;
/// `memset` writes its destination.
fn mem_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let Some(it) = entry(ctx, ctx.ir.op(op).name) else { return };
    let operands = ctx.ir.operands(op);
    if let Some(&dst) = operands.first() {
        out.push(MemEffect { kind: EffectKind::Write, value: Some(dst) });
    }
    if it.effects == Effects::Copy
        && let Some(&src) = operands.get(1)
    {
        out.push(MemEffect { kind: EffectKind::Read, value: Some(src) });
    }
}

// ----------------------------------------------------------------------
// Verification
// ----------------------------------------------------------------------

/// MLIR's generated `verifyInvariantsImpl` and the type-equality trait:
/// required properties (name order), property constraints, operand then
/// result constraints, then `SameOperandsAndResult(Element)Type`.
fn verify_invariants(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(it) = entry(ctx, ctx.ir.op(op).name) else { return Ok(()) };
    super::verify_required_props(ctx, op)?;
    super::verify_prop_constraints(ctx, op)?;
    let operands = ctx.ir.operands(op);
    for (i, &v) in operands.iter().enumerate() {
        let t = ctx.ir.value_type(v);
        let c = it.operands.get(i).copied().unwrap_or(Ty::Llvm);
        if !c.holds(ctx, t) {
            // A variadic group's constraint is "variadic of ...".
            let what = if i >= it.operands.len() { format!("variadic of {}", c.summary()) } else { c.summary().into() };
            return Err(op_error(ctx, op, format!("operand #{i} must be {what}, but got {}", q(ctx, t))));
        }
    }
    if let (Some(c), Some(&r)) = (it.result, ctx.ir.results(op).first()) {
        let t = ctx.ir.value_type(r);
        if !c.holds(ctx, t) {
            return Err(op_error(ctx, op, format!("result #0 must be {}, but got {}", c.summary(), q(ctx, t))));
        }
    }
    let d = ctx.ir.op(op);
    let mut types = d.operands.iter().chain(d.results.iter()).map(|&v| ctx.ir.value_type(v));
    match it.same {
        Same::No => Ok(()),
        Same::Type => match types.next() {
            Some(first) if types.any(|t| t != first) => {
                Err(op_error(ctx, op, "requires the same type for all operands and results"))
            }
            _ => Ok(()),
        },
        Same::ElementType => {
            let elem = |t: Type| crate::arith::types::elem_or_self(ctx, t);
            match types.next().map(elem) {
                Some(first) if types.any(|t| elem(t) != first) => {
                    Err(op_error(ctx, op, "requires the same element type for all operands and results"))
                }
                _ => Ok(()),
            }
        }
        Same::FirstOperandAndResult(msg) => match (d.operands.first(), d.results.first()) {
            (Some(&a), Some(&r)) if ctx.ir.value_type(a) != ctx.ir.value_type(r) => Err(op_error(ctx, op, msg)),
            _ => Ok(()),
        },
        Same::OperandsElementType => {
            let elem = |v: &affine_ir::ir::ValueId| crate::arith::types::elem_or_self(ctx, ctx.ir.value_type(*v));
            let mut elems = d.operands.iter().map(elem);
            match elems.next() {
                Some(first) if elems.any(|t| t != first) => {
                    Err(op_error(ctx, op, "requires the same element type for all operands"))
                }
                _ => Ok(()),
            }
        }
    }
}

/// MLIR's `AssumeOp::verify` (`verifyOperandBundles`): the bundle sizes add
/// up to the bundle operands, one string tag per bundle.
fn verify_assume(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(sizes) = prop(ctx, op, "op_bundle_sizes").and_then(|a| ctx.attr_dense_i64s(a)) else { return Ok(()) };
    let bundle_operands = ctx.ir.operands(op).len().saturating_sub(1);
    let total: i64 = sizes.iter().sum();
    if total != bundle_operands as i64 {
        let msg = format!(
            "op_bundle_operands count ({bundle_operands}) does not match with the total size ({total}) specified in \
             attribute 'op_bundle_sizes'"
        );
        return Err(op_error(ctx, op, msg));
    }
    let tags = match prop(ctx, op, "op_bundle_tags").map(|a| ctx.attr_data(a)) {
        Some(AttrData::Array(v)) => v.clone(),
        _ => Vec::new(),
    };
    if tags.len() != sizes.len() {
        let msg = format!("expected {} operand bundle tags, but actually got {}", sizes.len(), tags.len());
        return Err(plain_error(ctx, op, msg));
    }
    if tags.iter().any(|&t| ctx.attr_str(t).is_none()) {
        return Err(plain_error(ctx, op, "operand bundle tag must be a StringAttr"));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// Parsing
// ----------------------------------------------------------------------

fn parse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let Some(it) = entry(p.ctx, st.name) else {
        return Err(name_error(p, st, "is unknown"));
    };
    match it.syntax {
        Syntax::Generic => Err(name_error(p, st, "has no custom assembly form")),
        Syntax::Parens => parse_parens(p, st),
        Syntax::Pointer => {
            let u = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            let t = p.parse_colon_type()?;
            p.resolve_operand(&u, t, &mut st.operands)?;
            super::finish_dict(p, st, dict)
        }
        Syntax::ResultType => {
            let dict = super::parse_format_dict(p, st)?;
            let t = p.parse_colon_type()?;
            st.result_types.push(t);
            super::finish_dict(p, st, dict)
        }
        Syntax::Assume => parse_assume(p, st),
        Syntax::Expect => {
            let a = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let b = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let t = crate::arith::types::parse_type_of_kind(p, st, "builtin.integer", is_integer)?;
            p.resolve_operand(&a, t, &mut st.operands)?;
            p.resolve_operand(&b, t, &mut st.operands)?;
            st.result_types.push(t);
            super::finish_dict(p, st, dict)
        }
        Syntax::MatrixMultiply => {
            let a = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let b = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            p.expect(Tok::LParen)?;
            let ta = parse_vector_type(p, st)?;
            p.expect(Tok::Comma)?;
            let tb = parse_vector_type(p, st)?;
            p.expect(Tok::RParen)?;
            p.expect(Tok::Arrow)?;
            let tr = parse_vector_type(p, st)?;
            p.resolve_operand(&a, ta, &mut st.operands)?;
            p.resolve_operand(&b, tb, &mut st.operands)?;
            st.result_types.push(tr);
            super::finish_dict(p, st, dict)
        }
        Syntax::MatrixTranspose => {
            let a = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let ta = parse_vector_type(p, st)?;
            crate::arith::types::parse_kw(p, st, "into")?;
            let tr = parse_vector_type(p, st)?;
            p.resolve_operand(&a, ta, &mut st.operands)?;
            st.result_types.push(tr);
            super::finish_dict(p, st, dict)
        }
        Syntax::LaneMask => {
            let a = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let b = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let ta = crate::arith::types::parse_type_of_kind(p, st, "builtin.integer", is_integer)?;
            p.expect(Tok::Comma)?;
            let tb = crate::arith::types::parse_type_of_kind(p, st, "builtin.integer", is_integer)?;
            crate::arith::types::parse_kw(p, st, "to")?;
            let tr = p.parse_type()?;
            p.resolve_operand(&a, ta, &mut st.operands)?;
            p.resolve_operand(&b, tb, &mut st.operands)?;
            st.result_types.push(tr);
            super::finish_dict(p, st, dict)
        }
        Syntax::PtrMask => {
            let a = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let b = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let at = p.offset();
            let t = p.parse_type()?;
            let TypeData::Function { inputs, results } = p.ctx.type_data(t).clone() else {
                return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.function", t));
            };
            // Named operands: the count mismatch is reported at the op name.
            if inputs.len() != 2 {
                let msg =
                    format!("number of operands and types do not match: got 2 operands and {} types", inputs.len());
                return Err(name_error(p, st, msg));
            }
            p.resolve_operands(&[a, b], &inputs, &mut st.operands)?;
            st.result_types = results;
            super::finish_dict(p, st, dict)
        }
        Syntax::Scope => {
            let scope = parse_scope(p, st)?;
            set_state_prop(p.ctx, st, "scope", scope);
            let dict = super::parse_format_dict(p, st)?;
            super::finish_dict(p, st, dict)
        }
    }
}

/// `type($x)` of an `LLVM_AnyVector` value: a builtin vector type (its
/// C++ type), else "invalid kind of type specified".
fn parse_vector_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    crate::arith::types::parse_type_of_kind(p, st, "builtin.vector", |ctx, t| {
        matches!(ctx.type_data(t), TypeData::Vector { .. })
    })
}

fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

/// `` `(` operands `)` attr-dict `:` functional-type(operands, results) ``.
fn parse_parens(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LParen)?;
    let operands = if p.at(Tok::RParen) { Vec::new() } else { p.parse_operand_list()? };
    p.expect(Tok::RParen)?;
    let dict = super::parse_format_dict(p, st)?;
    p.expect(Tok::Colon)?;
    let at = p.offset();
    let t = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.ctx.type_data(t).clone() else {
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.function", t));
    };
    resolve_counted(p, st, &operands, &inputs)?;
    st.result_types = results;
    super::finish_dict(p, st, dict)
}

/// `$cond (op-bundles)? : type($cond) attr-dict`.
fn parse_assume(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let cond = p.parse_operand()?;
    let bundles_at = p.offset();
    let bundles = super::symbols::parse_op_bundles(p, st)?;
    p.expect(Tok::Colon)?;
    let t = crate::arith::types::parse_type_of_kind(p, st, "builtin.integer", is_integer)?;
    let dict = super::parse_format_dict(p, st)?;
    p.resolve_operand(&cond, t, &mut st.operands)?;
    super::symbols::resolve_op_bundles(p, st, &bundles, bundles_at)?;
    super::finish_dict(p, st, dict)
}

/// `$scope`: an `#llvm.alias_scope` written in full or as its alias, or
/// its body alone (`<id = ..., domain = ...>`).
fn parse_scope(p: &mut OpParser, st: &OpState) -> PResult<Attribute> {
    let op = p.ctx.op_name_str(st.name).to_string();
    if !p.at(Tok::HashIdent) {
        return super::struct_attrs::parse_struct_attr_in_op(p, "llvm.alias_scope", &op);
    }
    let at = p.offset();
    let a = p.parse_attribute()?;
    if matches!(p.ctx.attr_data(a), AttrData::Dialect(d) if d.name == "llvm.alias_scope") {
        return Ok(a);
    }
    Err(custom_error(p, st, at, "invalid kind of attribute specified"))
}

// ----------------------------------------------------------------------
// Printing
// ----------------------------------------------------------------------

/// ` operands attr-dict : `, the start of most intrinsics' custom forms.
fn operands_attrs_colon(p: &mut OpPrinter, op: OpId, operands: &[affine_ir::ir::ValueId], elided: &[&str]) {
    p.write(" ");
    p.print_operands(operands);
    p.print_optional_attr_dict(op, elided);
    p.write(" : ");
}

fn print(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(it) = entry(ctx, ctx.ir.op(op).name) else { return };
    let operands = ctx.ir.operands(op).to_vec();
    let results = ctx.ir.results(op).to_vec();
    let ty = |v: &affine_ir::ir::ValueId| ctx.ir.value_type(*v);
    // A default-valued property equal to its default is not printed.
    let mut elided: Vec<&str> = Vec::new();
    if prop(ctx, op, "fastmathFlags").is_some_and(|a| *ctx.attr_data(a) == AttrData::Opaque(FASTMATH.text(0))) {
        elided.push("fastmathFlags");
    }
    match it.syntax {
        Syntax::Generic => {}
        Syntax::Parens => {
            p.write("(");
            p.print_operands(&operands);
            p.write(")");
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            p.print_functional_type(&operands, &results);
        }
        Syntax::Pointer | Syntax::Expect => {
            operands_attrs_colon(p, op, &operands, &elided);
            if let Some(v) = operands.first() {
                p.print_type(ty(v));
            }
        }
        Syntax::ResultType => {
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            if let Some(v) = results.first() {
                p.print_type(ty(v));
            }
        }
        Syntax::Assume => {
            p.write(" ");
            if let Some(v) = operands.first() {
                p.print_operand(*v);
            }
            super::symbols::print_op_bundles(p, op, 1);
            p.write(" : ");
            if let Some(v) = operands.first() {
                p.print_type(ty(v));
            }
            elided.extend(["op_bundle_sizes", "op_bundle_tags"]);
            p.print_optional_attr_dict(op, &elided);
        }
        Syntax::MatrixMultiply => {
            p.write(" ");
            p.print_operands(&operands);
            p.print_optional_attr_dict(op, &elided);
            p.write(" : (");
            let tys: Vec<Type> = operands.iter().map(ty).collect();
            p.print_types(&tys);
            p.write(") -> ");
            if let Some(v) = results.first() {
                p.print_type(ty(v));
            }
        }
        Syntax::MatrixTranspose => {
            operands_attrs_colon(p, op, &operands, &elided);
            if let Some(v) = operands.first() {
                p.print_type(ty(v));
            }
            p.write(" into ");
            if let Some(v) = results.first() {
                p.print_type(ty(v));
            }
        }
        Syntax::LaneMask => {
            operands_attrs_colon(p, op, &operands, &elided);
            let tys: Vec<Type> = operands.iter().map(ty).collect();
            p.print_types(&tys);
            p.write(" to ");
            if let Some(v) = results.first() {
                p.print_type(ty(v));
            }
        }
        Syntax::PtrMask => {
            operands_attrs_colon(p, op, &operands, &elided);
            p.print_functional_type(&operands, &results);
        }
        Syntax::Scope => {
            if let Some(a) = prop(ctx, op, "scope") {
                p.write(" ");
                p.print_attribute(a);
            }
            elided.push("scope");
            p.print_optional_attr_dict(op, &elided);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

    #[test]
    fn parens_form_and_default_fastmath() {
        let src = "func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {\n %0 = llvm.intr.fmuladd(%a, %b, %c) : (f32, f32, f32) -> f32\n %1 = llvm.intr.sqrt(%0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32\n return %1 : f32\n}";
        let out = roundtrip(src);
        assert!(out.contains("%0 = llvm.intr.fmuladd(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32"), "{out}");
        assert!(out.contains("llvm.intr.sqrt(%0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32"), "{out}");
        let g = roundtrip_generic(src);
        assert!(
            g.contains("\"llvm.intr.fmuladd\"(%arg0, %arg1, %arg2) <{fastmathFlags = #llvm.fastmath<none>}>"),
            "{g}"
        );
    }

    #[test]
    fn verifier_order_and_messages() {
        let e = error("func.func @f(%i: i32) {\n %0 = \"llvm.intr.sqrt\"(%i) : (i32) -> i32\n return\n}");
        assert!(e.contains("operand #0 must be floating point LLVM type or LLVM dialect-compatible vector"), "{e}");
        let e = error("func.func @f(%i: i32) {\n %0 = \"llvm.intr.ctlz\"(%i) : (i32) -> i64\n return\n}");
        assert!(e.contains("requires attribute 'is_zero_poison'"), "{e}");
        let e = error(
            "func.func @f(%i: i32) {\n %0 = \"llvm.intr.ctlz\"(%i) <{is_zero_poison = false}> : (i32) -> i64\n return\n}",
        );
        assert!(e.contains("requires the same type for all operands and results"), "{e}");
        let e = error(
            "func.func @f(%p: !llvm.ptr, %i: i32) {\n \"llvm.intr.memset\"(%p, %i, %i) <{isVolatile = false}> : (!llvm.ptr, i32, i32) -> ()\n return\n}",
        );
        assert!(e.contains("operand #1 must be 8-bit signless integer, but got 'i32'"), "{e}");
    }

    #[test]
    fn memcpy_effects() {
        let mut ctx = crate::new_context();
        let src = "func.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64) {\n \"llvm.intr.memcpy\"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()\n return\n}";
        let m = crate::arith::types::testing::parse(&mut ctx, src).expect("parses");
        let mut found = Vec::new();
        ctx.ir.walk_pre(m, &mut |o| found.push(o));
        let op =
            found.into_iter().find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "llvm.intr.memcpy").expect("the memcpy");
        let effects = ctx.memory_effects(op).expect("known effects");
        let operands = ctx.ir.operands(op);
        assert!(
            effects.iter().any(|e| e.kind == affine_ir::dialect::EffectKind::Write && e.value == Some(operands[0]))
        );
        assert!(effects.iter().any(|e| e.kind == affine_ir::dialect::EffectKind::Read && e.value == Some(operands[1])));
    }
}
