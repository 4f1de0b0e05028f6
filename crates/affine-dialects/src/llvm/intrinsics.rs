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
//! second operand, `memset` writes its first; the intrinsics ODS marks
//! `Pure` (math, bit counting, reductions, `expect`, `.with.overflow`,
//! `is.fpclass`, `ptrmask`, `threadlocal.address`, `get.active.lane.mask`,
//! the `vector.*` shuffles, `scmp`/`ucmp`, `frexp`, `sincos`, `stepvector`,
//! `ssa.copy`, the constrained conversions, the `vp.*` arithmetic) are
//! pure; the others (lifetime and invariant markers, stack save/restore,
//! `assume`, the matrix ones, the noalias scope declaration, `prefetch`,
//! the masked loads and stores, traps, `vscale`, annotations, coroutine and
//! `va_list` ones, `vp.load`/`vp.store`) have unknown effects, as they
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
    /// `` $a `,` $b ... attr-dict `:` functional-type(operands, results) ``:
    /// the fixed operands by name (`ptrmask`, `eh.typeid.for`, the
    /// coroutine ones).
    Functional,
    /// `` operands attr-dict `:` functional-type(operands, results) ``
    /// (`masked.load`, `masked.gather`).
    Operands,
    /// `` $value `,` $x `,` $mask attr-dict `:` type($value) `,` type($mask)
    /// `into` type($x) `` (`masked.store`, `masked.scatter`).
    MaskedStore,
    /// `` $size `,` $ptr attr-dict `:` qualified(type($ptr)) ``, the result
    /// `!llvm.ptr` (`invariant.start`).
    InvariantStart,
    /// `` $start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr)) ``
    /// (`invariant.end`).
    InvariantEnd,
    /// `` $srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec)
    /// `into` type($res) `` (`vector.insert`).
    VectorInsert,
    /// `` $srcvec `[` $pos `]` attr-dict `:` type($res) `from`
    /// type($srcvec) `` (`vector.extract`).
    VectorExtract,
    /// `attr-dict` alone (`trap`, `debugtrap`).
    Bare,
    /// `prop-dict attr-dict` (`ubsantrap`).
    PropDict,
    /// `` $val `,` $expected `,` $prob attr-dict `:` type($val) ``
    /// (`expect.with.probability`).
    ExpectProb,
    /// `` $arg_0 ($roundingmode)? $fpExceptionBehavior attr-dict `:`
    /// type($arg_0) `to` type(results) `` (the constrained conversions;
    /// true: with a rounding mode).
    Constrained(bool),
    /// `` $save `,` $final attr-dict `:` type($res) `` (`coro.suspend`).
    CoroSuspend,
    /// `` $src_list `to` $dest_list attr-dict `:` type(operands) ``
    /// (`vacopy`).
    VaCopy,
    /// `` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($res)
    /// `from` qualified(type($data)) `stride` type($stride) ``
    /// (`matrix.column.major.load`).
    MatrixLoad,
    /// `` $matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:`
    /// type($matrix) `to` qualified(type($data)) `stride` type($stride) ``
    /// (`matrix.column.major.store`).
    MatrixStore,
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
    /// `I32`.
    I32,
    /// `LLVM_DefaultPointer`: a pointer in address space 0.
    DefaultPointer,
    /// `LLVM_VectorOf<LLVM_AnyPointer>`.
    PointerVector,
    /// `LLVM_TokenType`.
    Token,
    /// `LLVM_AnyFloat` (a scalar).
    LlvmFloat,
    /// `AnyType`.
    AnyType,
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
            Ty::I32 => "32-bit signless integer",
            Ty::DefaultPointer => "LLVM pointer in address space 0",
            Ty::PointerVector => "LLVM dialect-compatible vector of LLVM pointer type",
            Ty::Token => "LLVM token type",
            Ty::LlvmFloat => "floating point LLVM type",
            Ty::AnyType => "any type",
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
            Ty::I32 => is_signless(ctx, t, Some(32)),
            Ty::DefaultPointer => super::types::ptr_address_space(ctx, t) == Some(0),
            Ty::PointerVector => vector_elem().is_some_and(|e| super::types::ptr_address_space(ctx, e).is_some()),
            Ty::Token => matches!(ctx.type_data(t), TypeData::Opaque(s) if s == "llvm.token"),
            Ty::LlvmFloat => is_llvm_float(ctx, t),
            Ty::AnyType => true,
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
    /// `SameTypeOperands`.
    Operands,
    /// `AllTypesMatch` of the operands at these indices (`-1`: the
    /// result), with the trait's message ("failed to verify that all of
    /// {ptr, res} have same type").
    Match(&'static [i8], &'static str),
}

/// The operands after the fixed ones.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tail {
    /// None.
    No,
    /// A `Variadic` group of this constraint.
    Variadic(Ty),
    /// An `Optional` operand of this constraint (0 or 1).
    Optional(Ty),
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

/// An op's own verification hook.
type VerifyFn = fn(&Context, OpId) -> Result<(), Diagnostic>;

/// One intrinsic.
#[derive(Clone, Copy, Debug)]
struct Intrinsic {
    /// The op name.
    name: &'static str,
    /// Its assembly format.
    syntax: Syntax,
    /// The constraints of its fixed operands, in order.
    operands: &'static [Ty],
    /// The group after the fixed operands (operand bundles, a pass-through).
    tail: Tail,
    /// The constraint of its result (`None`: no result).
    result: Option<Ty>,
    /// Its type-equality trait.
    same: Same,
    /// Its properties (ODS attributes).
    props: &'static [PropDecl],
    /// Its memory effects.
    effects: Effects,
    /// The op's own checks after its traits (`PredOpTrait`s, `verify()`).
    extra: Option<VerifyFn>,
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
    Intrinsic { name, syntax, operands, tail: Tail::No, result, same, props, effects, extra: None }
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

/// `I64Attr` properties.
const fn req_i64(name: &'static str) -> PropDecl {
    PropDecl::req(name, PropKind::Integer).desc("64-bit signless integer attribute").check(is_i64_attr)
}

/// `I64Attr`.
fn is_i64_attr(ctx: &Context, a: Attribute) -> bool {
    int_attr_of_width(ctx, a, 64)
}

/// `I8Attr`.
fn is_i8_attr(ctx: &Context, a: Attribute) -> bool {
    int_attr_of_width(ctx, a, 8)
}

/// `F64Attr`.
fn is_f64_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Float { ty, .. } if matches!(ctx.type_data(*ty), TypeData::Float(FloatKind::F64)))
}

/// `ValidRoundingModeAttr`: any rounding mode but `invalid` (-1).
fn is_valid_rounding_mode(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_int(a).is_some_and(|v| v >= 0)
}

const ALIGN_PROPS: &[PropDecl] = &[req_i32("alignment")];
const MASKED_LOAD_PROPS: &[PropDecl] =
    &[req_i32("alignment"), PropDecl::new("nontemporal", PropKind::Unit).desc("unit attribute")];
const SIZE_PROPS: &[PropDecl] = &[req_i64("size")];
const POS_PROPS: &[PropDecl] = &[req_i64("pos")];
const UBSAN_PROPS: &[PropDecl] =
    &[PropDecl::req("failureKind", PropKind::Integer).desc("8-bit signless integer attribute").check(is_i8_attr)];
const PROB_PROPS: &[PropDecl] =
    &[PropDecl::req("prob", PropKind::Float).desc("64-bit float attribute").check(is_f64_attr)];
const EXCEPTION_PROP: PropDecl =
    PropDecl::req("fpExceptionBehavior", PropKind::IntEnum { width: 64, cases: 3 }).desc("LLVM Exception Behavior");
/// The constrained intrinsics without a rounding mode (`fpext`).
const CONSTRAINED_PROPS: &[PropDecl] = &[EXCEPTION_PROP];
/// With one (`ValidRoundingModeAttr`: a case but `invalid`).
const CONSTRAINED_RM_PROPS: &[PropDecl] = &[
    EXCEPTION_PROP,
    PropDecl::req("roundingmode", PropKind::IntEnumValues { width: 64, values: &[0, 1, 2, 3, 4, 7, -1] })
        .desc("LLVM Rounding Mode whose minimum value is 0")
        .check(is_valid_rounding_mode),
];

/// `LLVM_VPBinaryBase` and friends: no assembly format, pure.
const fn vp(name: &'static str, operands: &'static [Ty]) -> Intrinsic {
    intr(name, Syntax::Generic, operands, Some(Ty::Llvm), Same::No, &[], Effects::Pure)
}
const VP_BINARY_I: &[Ty] = &[Ty::IntVector, Ty::IntVector, Ty::I1Vector, Ty::I32];
const VP_BINARY_F: &[Ty] = &[Ty::FloatVector, Ty::FloatVector, Ty::I1Vector, Ty::I32];
const VP_TERNARY_F: &[Ty] = &[Ty::FloatVector, Ty::FloatVector, Ty::FloatVector, Ty::I1Vector, Ty::I32];
const VP_REDUCE_I: &[Ty] = &[Ty::Int, Ty::IntVector, Ty::I1Vector, Ty::I32];
const VP_REDUCE_F: &[Ty] = &[Ty::AnyFloat, Ty::FloatVector, Ty::I1Vector, Ty::I32];
const VP_SELECT: &[Ty] = &[Ty::I1Vector, Ty::Vector, Ty::Vector, Ty::I32];
const VP_CAST_I: &[Ty] = &[Ty::IntVector, Ty::I1Vector, Ty::I32];
const VP_CAST_F: &[Ty] = &[Ty::FloatVector, Ty::I1Vector, Ty::I32];

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
        tail: Tail::Variadic(Ty::Llvm),
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
        Syntax::Functional,
        &[Ty::PointerOrVector, Ty::AnyIntOrVector],
        Some(Ty::PointerOrVector),
        Same::Match(&[0, -1], "failed to verify that all of {ptr, res} have same type"),
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
    // Issue 13's third round.
    intr("llvm.intr.lround", Syntax::Parens, &[Ty::FloatOrVector], Some(Ty::Llvm), Same::No, &[], Effects::Pure),
    intr("llvm.intr.llround", Syntax::Parens, &[Ty::LlvmFloat], Some(Ty::Llvm), Same::No, &[], Effects::Pure),
    intr("llvm.intr.lrint", Syntax::Parens, &[Ty::FloatOrVector], Some(Ty::Llvm), Same::No, &[], Effects::Pure),
    intr("llvm.intr.llrint", Syntax::Parens, &[Ty::FloatOrVector], Some(Ty::Llvm), Same::No, &[], Effects::Pure),
    intr(
        "llvm.intr.scmp",
        Syntax::Parens,
        &[Ty::IntOrVector; 2],
        Some(Ty::IntOrVector),
        Same::Operands,
        &[],
        Effects::Pure,
    ),
    intr(
        "llvm.intr.ucmp",
        Syntax::Parens,
        &[Ty::IntOrVector; 2],
        Some(Ty::IntOrVector),
        Same::Operands,
        &[],
        Effects::Pure,
    ),
    intr("llvm.intr.frexp", Syntax::Parens, &[Ty::FloatOrVector], Some(Ty::Llvm), Same::No, FMF_PROPS, Effects::Pure),
    Intrinsic {
        extra: Some(verify_sincos),
        ..intr(
            "llvm.intr.sincos",
            Syntax::Parens,
            &[Ty::FloatOrVector],
            Some(Ty::Llvm),
            Same::No,
            FMF_PROPS,
            Effects::Pure,
        )
    },
    Intrinsic {
        tail: Tail::Optional(Ty::Vector),
        ..intr(
            "llvm.intr.masked.load",
            Syntax::Operands,
            &[Ty::Pointer, Ty::I1Vector],
            Some(Ty::Vector),
            Same::No,
            MASKED_LOAD_PROPS,
            Effects::Unknown,
        )
    },
    intr(
        "llvm.intr.masked.store",
        Syntax::MaskedStore,
        &[Ty::Vector, Ty::Pointer, Ty::I1Vector],
        None,
        Same::No,
        ALIGN_PROPS,
        Effects::Unknown,
    ),
    Intrinsic {
        tail: Tail::Variadic(Ty::Vector),
        extra: Some(verify_gather),
        ..intr(
            "llvm.intr.masked.gather",
            Syntax::Operands,
            &[Ty::PointerVector, Ty::I1Vector],
            Some(Ty::Vector),
            Same::No,
            ALIGN_PROPS,
            Effects::Unknown,
        )
    },
    Intrinsic {
        extra: Some(verify_scatter),
        ..intr(
            "llvm.intr.masked.scatter",
            Syntax::MaskedStore,
            &[Ty::Vector, Ty::PointerVector, Ty::I1Vector],
            None,
            Same::No,
            ALIGN_PROPS,
            Effects::Unknown,
        )
    },
    intr(
        "llvm.intr.invariant.start",
        Syntax::InvariantStart,
        &[Ty::Pointer],
        Some(Ty::DefaultPointer),
        Same::No,
        SIZE_PROPS,
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.invariant.end",
        Syntax::InvariantEnd,
        &[Ty::DefaultPointer, Ty::Pointer],
        None,
        Same::No,
        SIZE_PROPS,
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.launder.invariant.group",
        Syntax::Pointer,
        &[Ty::Pointer],
        Some(Ty::Pointer),
        Same::Type,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.strip.invariant.group",
        Syntax::Pointer,
        &[Ty::Pointer],
        Some(Ty::Pointer),
        Same::Type,
        &[],
        Effects::Unknown,
    ),
    Intrinsic {
        extra: Some(verify_vector_insert),
        ..intr(
            "llvm.intr.vector.insert",
            Syntax::VectorInsert,
            &[Ty::Vector, Ty::Vector],
            Some(Ty::Vector),
            Same::Match(&[0, -1], "failed to verify that all of {dstvec, res} have same type"),
            POS_PROPS,
            Effects::Pure,
        )
    },
    Intrinsic {
        extra: Some(verify_vector_extract),
        ..intr(
            "llvm.intr.vector.extract",
            Syntax::VectorExtract,
            &[Ty::Vector],
            Some(Ty::Vector),
            Same::No,
            POS_PROPS,
            Effects::Pure,
        )
    },
    Intrinsic {
        extra: Some(verify_interleave2),
        ..intr(
            "llvm.intr.vector.interleave2",
            Syntax::Generic,
            &[Ty::Vector, Ty::Vector],
            Some(Ty::Llvm),
            Same::Match(&[0, 1], "failed to verify that all of {vec1, vec2} have same type"),
            &[],
            Effects::Pure,
        )
    },
    intr("llvm.intr.trap", Syntax::Bare, &[], None, Same::No, &[], Effects::Unknown),
    intr("llvm.intr.debugtrap", Syntax::Bare, &[], None, Same::No, &[], Effects::Unknown),
    intr("llvm.intr.ubsantrap", Syntax::PropDict, &[], None, Same::No, UBSAN_PROPS, Effects::Unknown),
    intr("llvm.intr.vscale", Syntax::Generic, &[], Some(Ty::Llvm), Same::No, &[], Effects::Unknown),
    intr("llvm.intr.stepvector", Syntax::ResultType, &[], Some(Ty::IntVector), Same::No, &[], Effects::Pure),
    intr("llvm.intr.ssa.copy", Syntax::Pointer, &[Ty::AnyType], Some(Ty::Llvm), Same::Type, &[], Effects::Pure),
    intr("llvm.intr.is.constant", Syntax::Generic, &[Ty::Llvm], Some(Ty::I1), Same::No, &[], Effects::Pure),
    intr(
        "llvm.intr.expect.with.probability",
        Syntax::ExpectProb,
        &[Ty::Int, Ty::Int],
        Some(Ty::Llvm),
        Same::Match(&[0, 1, -1], "failed to verify that all of {val, expected, res} have same type"),
        PROB_PROPS,
        Effects::Pure,
    ),
    intr(
        "llvm.intr.eh.typeid.for",
        Syntax::Functional,
        &[Ty::Pointer],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.var.annotation",
        Syntax::Generic,
        &[Ty::Pointer, Ty::Pointer, Ty::Pointer, Ty::I32, Ty::Pointer],
        None,
        Same::Match(&[1, 2, 4], "failed to verify that all of {annotation, fileName, attr} have same type"),
        &[],
        Effects::Unknown,
    ),
    Intrinsic {
        extra: Some(verify_ptr_annotation),
        ..intr(
            "llvm.intr.ptr.annotation",
            Syntax::Generic,
            &[Ty::Pointer, Ty::Pointer, Ty::Pointer, Ty::I32, Ty::Pointer],
            Some(Ty::Pointer),
            Same::Match(&[-1, 0], "failed to verify that all of {res, ptr} have same type"),
            &[],
            Effects::Unknown,
        )
    },
    Intrinsic {
        extra: Some(verify_annotation),
        ..intr(
            "llvm.intr.annotation",
            Syntax::Generic,
            &[Ty::Int, Ty::Pointer, Ty::Pointer, Ty::I32],
            Some(Ty::Int),
            Same::Match(&[-1, 0], "failed to verify that all of {res, integer} have same type"),
            &[],
            Effects::Unknown,
        )
    },
    intr(
        "llvm.intr.experimental.constrained.fptrunc",
        Syntax::Constrained(true),
        &[Ty::Llvm],
        Some(Ty::Llvm),
        Same::No,
        CONSTRAINED_RM_PROPS,
        Effects::Pure,
    ),
    intr(
        "llvm.intr.experimental.constrained.fpext",
        Syntax::Constrained(false),
        &[Ty::Llvm],
        Some(Ty::Llvm),
        Same::No,
        CONSTRAINED_PROPS,
        Effects::Pure,
    ),
    intr(
        "llvm.intr.experimental.constrained.sitofp",
        Syntax::Constrained(true),
        &[Ty::Llvm],
        Some(Ty::Llvm),
        Same::No,
        CONSTRAINED_RM_PROPS,
        Effects::Pure,
    ),
    intr(
        "llvm.intr.experimental.constrained.uitofp",
        Syntax::Constrained(true),
        &[Ty::Llvm],
        Some(Ty::Llvm),
        Same::No,
        CONSTRAINED_RM_PROPS,
        Effects::Pure,
    ),
    intr(
        "llvm.intr.coro.id",
        Syntax::Functional,
        &[Ty::I32, Ty::Pointer, Ty::Pointer, Ty::Pointer],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.coro.begin",
        Syntax::Functional,
        &[Ty::Token, Ty::Pointer],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr("llvm.intr.coro.size", Syntax::ResultType, &[], Some(Ty::Llvm), Same::No, &[], Effects::Unknown),
    intr("llvm.intr.coro.align", Syntax::ResultType, &[], Some(Ty::Llvm), Same::No, &[], Effects::Unknown),
    intr("llvm.intr.coro.save", Syntax::Functional, &[Ty::Pointer], Some(Ty::Llvm), Same::No, &[], Effects::Unknown),
    intr(
        "llvm.intr.coro.suspend",
        Syntax::CoroSuspend,
        &[Ty::Token, Ty::I1],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.coro.end",
        Syntax::Functional,
        &[Ty::Pointer, Ty::I1, Ty::Token],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.coro.free",
        Syntax::Functional,
        &[Ty::Token, Ty::Pointer],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr("llvm.intr.coro.resume", Syntax::Pointer, &[Ty::Pointer], None, Same::No, &[], Effects::Unknown),
    intr(
        "llvm.intr.coro.promise",
        Syntax::Functional,
        &[Ty::Pointer, Ty::I32, Ty::I1],
        Some(Ty::Pointer),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.matrix.column.major.load",
        Syntax::MatrixLoad,
        &[Ty::Pointer, Ty::Int],
        Some(Ty::Vector),
        Same::No,
        &[req_i32("columns"), req_i1("isVolatile"), req_i32("rows")],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.matrix.column.major.store",
        Syntax::MatrixStore,
        &[Ty::Vector, Ty::Pointer, Ty::Int],
        None,
        Same::No,
        &[req_i32("columns"), req_i1("isVolatile"), req_i32("rows")],
        Effects::Unknown,
    ),
    intr("llvm.intr.vastart", Syntax::Pointer, &[Ty::Pointer], None, Same::No, &[], Effects::Unknown),
    intr("llvm.intr.vaend", Syntax::Pointer, &[Ty::Pointer], None, Same::No, &[], Effects::Unknown),
    intr("llvm.intr.vacopy", Syntax::VaCopy, &[Ty::Pointer, Ty::Pointer], None, Same::No, &[], Effects::Unknown),
    vp("llvm.intr.vp.add", VP_BINARY_I),
    vp("llvm.intr.vp.sub", VP_BINARY_I),
    vp("llvm.intr.vp.mul", VP_BINARY_I),
    vp("llvm.intr.vp.sdiv", VP_BINARY_I),
    vp("llvm.intr.vp.udiv", VP_BINARY_I),
    vp("llvm.intr.vp.srem", VP_BINARY_I),
    vp("llvm.intr.vp.urem", VP_BINARY_I),
    vp("llvm.intr.vp.ashr", VP_BINARY_I),
    vp("llvm.intr.vp.lshr", VP_BINARY_I),
    vp("llvm.intr.vp.shl", VP_BINARY_I),
    vp("llvm.intr.vp.or", VP_BINARY_I),
    vp("llvm.intr.vp.and", VP_BINARY_I),
    vp("llvm.intr.vp.xor", VP_BINARY_I),
    vp("llvm.intr.vp.smax", VP_BINARY_I),
    vp("llvm.intr.vp.smin", VP_BINARY_I),
    vp("llvm.intr.vp.umax", VP_BINARY_I),
    vp("llvm.intr.vp.umin", VP_BINARY_I),
    vp("llvm.intr.vp.fadd", VP_BINARY_F),
    vp("llvm.intr.vp.fsub", VP_BINARY_F),
    vp("llvm.intr.vp.fmul", VP_BINARY_F),
    vp("llvm.intr.vp.fdiv", VP_BINARY_F),
    vp("llvm.intr.vp.frem", VP_BINARY_F),
    vp("llvm.intr.vp.fneg", VP_CAST_F),
    vp("llvm.intr.vp.fmuladd", VP_TERNARY_F),
    vp("llvm.intr.vp.fma", VP_TERNARY_F),
    vp("llvm.intr.vp.reduce.add", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.mul", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.and", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.or", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.xor", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.smax", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.smin", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.umax", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.umin", VP_REDUCE_I),
    vp("llvm.intr.vp.reduce.fadd", VP_REDUCE_F),
    vp("llvm.intr.vp.reduce.fmul", VP_REDUCE_F),
    vp("llvm.intr.vp.reduce.fmax", VP_REDUCE_F),
    vp("llvm.intr.vp.reduce.fmin", VP_REDUCE_F),
    vp("llvm.intr.vp.select", VP_SELECT),
    vp("llvm.intr.vp.merge", VP_SELECT),
    vp("llvm.intr.vp.trunc", VP_CAST_I),
    vp("llvm.intr.vp.zext", VP_CAST_I),
    vp("llvm.intr.vp.sext", VP_CAST_I),
    vp("llvm.intr.vp.fptrunc", VP_CAST_F),
    vp("llvm.intr.vp.fpext", VP_CAST_F),
    vp("llvm.intr.vp.fptoui", VP_CAST_F),
    vp("llvm.intr.vp.fptosi", VP_CAST_F),
    vp("llvm.intr.vp.uitofp", VP_CAST_I),
    vp("llvm.intr.vp.sitofp", VP_CAST_I),
    vp("llvm.intr.vp.ptrtoint", &[Ty::PointerVector, Ty::I1Vector, Ty::I32]),
    vp("llvm.intr.vp.inttoptr", VP_CAST_I),
    intr(
        "llvm.intr.vp.load",
        Syntax::Generic,
        &[Ty::Pointer, Ty::I1Vector, Ty::I32],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.vp.store",
        Syntax::Generic,
        &[Ty::Vector, Ty::Pointer, Ty::I1Vector, Ty::I32],
        None,
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.experimental.vp.strided.load",
        Syntax::Generic,
        &[Ty::Pointer, Ty::Int, Ty::I1Vector, Ty::I32],
        Some(Ty::Llvm),
        Same::No,
        &[],
        Effects::Unknown,
    ),
    intr(
        "llvm.intr.experimental.vp.strided.store",
        Syntax::Generic,
        &[Ty::Vector, Ty::Pointer, Ty::Int, Ty::I1Vector, Ty::I32],
        None,
        Same::No,
        &[],
        Effects::Unknown,
    ),
];

/// Registers every intrinsic of [`INTRINSICS`].
pub(super) fn register(reg: &mut Registry) {
    for (index, it) in INTRINSICS.iter().enumerate() {
        let results = if it.result.is_some() { 1 } else { 0 };
        let fixed = it.operands.len() as u32;
        let shape = match it.tail {
            Tail::No => OpShape::fixed(fixed, results),
            Tail::Variadic(_) | Tail::Optional(_) => OpShape::variadic(fixed, results),
        };
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
    let fixed = it.operands.len();
    for (i, &v) in operands.iter().enumerate() {
        let t = ctx.ir.value_type(v);
        let (c, what) = match (it.operands.get(i), it.tail) {
            (Some(&c), _) => (c, c.summary().to_string()),
            // A variadic group's constraint is "variadic of ...".
            (None, Tail::Variadic(c)) => (c, format!("variadic of {}", c.summary())),
            (None, Tail::Optional(c)) => {
                // The group's size is checked before its values.
                if i == fixed && operands.len() > fixed + 1 {
                    let msg = format!(
                        "operand group starting at #{fixed} requires 0 or 1 element, but found {}",
                        operands.len() - fixed
                    );
                    return Err(op_error(ctx, op, msg));
                }
                (c, c.summary().to_string())
            }
            (None, Tail::No) => (Ty::Llvm, Ty::Llvm.summary().to_string()),
        };
        if !c.holds(ctx, t) {
            return Err(op_error(ctx, op, format!("operand #{i} must be {what}, but got {}", q(ctx, t))));
        }
    }
    if let (Some(c), Some(&r)) = (it.result, ctx.ir.results(op).first()) {
        let t = ctx.ir.value_type(r);
        if !c.holds(ctx, t) {
            return Err(op_error(ctx, op, format!("result #0 must be {}, but got {}", c.summary(), q(ctx, t))));
        }
    }
    // `PredOpTrait`s (`AllTypesMatch`) are checked with the ODS
    // constraints, before the native traits.
    if let Same::Match(positions, msg) = it.same {
        let d = ctx.ir.op(op);
        let at = |i: i8| if i < 0 { d.results.first() } else { d.operands.get(i as usize) };
        let mut tys = positions.iter().filter_map(|&i| at(i)).map(|&v| ctx.ir.value_type(v));
        if let Some(first) = tys.next()
            && tys.any(|t| t != first)
        {
            return Err(op_error(ctx, op, msg));
        }
    }
    verify_same(ctx, op, it)?;
    match it.extra {
        Some(f) => f(ctx, op),
        None => Ok(()),
    }
}

/// The type-equality traits (`SameOperandsAndResultType`, ...).
fn verify_same(ctx: &Context, op: OpId, it: &Intrinsic) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let mut types = d.operands.iter().chain(d.results.iter()).map(|&v| ctx.ir.value_type(v));
    match it.same {
        Same::No | Same::Match(..) => Ok(()),
        Same::Operands => {
            let mut tys = d.operands.iter().map(|&v| ctx.ir.value_type(v));
            match tys.next() {
                Some(first) if tys.any(|t| t != first) => {
                    Err(op_error(ctx, op, "requires all operands to have the same type"))
                }
                _ => Ok(()),
            }
        }
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

/// The shape (sizes, scalable flags) and element type of a vector type.
fn vector_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_data(t) {
        TypeData::Vector { shape, scalable, elem } => Some((shape.clone(), scalable.clone(), *elem)),
        _ => None,
    }
}

/// MLIR's `getVectorNumElements`: the (minimum) element count and
/// whether it is scalable.
fn element_count(ctx: &Context, t: Type) -> Option<(i64, bool)> {
    let (shape, scalable, _) = vector_parts(ctx, t)?;
    Some((shape.iter().product(), scalable.iter().any(|&s| s)))
}

/// The bits of a vector of integers or floats (`getVectorBitWidth`;
/// other elements count as 0).
fn vector_bits(ctx: &Context, t: Type) -> i128 {
    let Some((shape, _, elem)) = vector_parts(ctx, t) else { return 0 };
    let width = match ctx.type_data(elem) {
        TypeData::Integer { width, .. } => i128::from(*width),
        TypeData::Float(k) => float_width(*k),
        _ => 0,
    };
    shape.iter().map(|&d| i128::from(d)).product::<i128>() * width
}

/// The bit width of a float type (`getIntOrFloatBitWidth`).
fn float_width(k: FloatKind) -> i128 {
    use FloatKind as K;
    match k {
        K::F4E2M1FN => 4,
        K::F6E2M3FN | K::F6E3M2FN => 6,
        K::F16 | K::BF16 => 16,
        K::TF32 => 19,
        K::F32 => 32,
        K::F64 => 64,
        K::F80 => 80,
        K::F128 => 128,
        _ => 8,
    }
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    element_count(ctx, t).is_some_and(|c| c.1)
}

/// `vector.insert`'s `PredOpTrait`s: sizes, then no scalable source into
/// a fixed destination.
fn verify_vector_insert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let (dst, src) = (ctx.ir.value_type(d.operands[0]), ctx.ir.value_type(d.operands[1]));
    if vector_bits(ctx, src) > 131072 || vector_bits(ctx, dst) > 131072 {
        return Err(op_error(ctx, op, "failed to verify that vectors are not bigger than 2^17 bits."));
    }
    if is_scalable(ctx, src) && !is_scalable(ctx, dst) {
        return Err(op_error(ctx, op, "failed to verify that it is not inserting scalable into fixed-length vectors."));
    }
    Ok(())
}

/// `vector.extract`'s `PredOpTrait`s.
fn verify_vector_extract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let (src, res) = (ctx.ir.value_type(d.operands[0]), ctx.ir.value_type(d.results[0]));
    if vector_bits(ctx, src) > 131072 || vector_bits(ctx, res) > 131072 {
        return Err(op_error(ctx, op, "failed to verify that vectors are not bigger than 2^17 bits."));
    }
    if is_scalable(ctx, res) && !is_scalable(ctx, src) {
        return Err(op_error(
            ctx,
            op,
            "failed to verify that it is not extracting scalable from fixed-length vectors.",
        ));
    }
    Ok(())
}

/// `vector.interleave2`: the result has twice the elements of `vec1`, of
/// its element type.
fn verify_interleave2(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let (a, res) = (ctx.ir.value_type(d.operands[0]), ctx.ir.value_type(d.results[0]));
    let ok = match (element_count(ctx, a), element_count(ctx, res)) {
        (Some((n, sa)), Some((m, sr))) => {
            m == n * 2 && sa == sr && vector_parts(ctx, a).map(|v| v.2) == vector_parts(ctx, res).map(|v| v.2)
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(op_error(ctx, op, "failed to verify that result has twice as many elements as 'vec1'"))
    }
}

/// `masked.gather` / `masked.scatter`: the pointer vector has the shape of
/// the data vector (`vector` of `ptrs`' element type), else "expected
/// operand #n type to be 'T'".
fn verify_ptr_vector(ctx: &Context, op: OpId, data: Type, ptrs: Type, which: u32) -> Result<(), Diagnostic> {
    let (Some((shape, scalable, _)), Some((_, _, elem))) = (vector_parts(ctx, data), vector_parts(ctx, ptrs)) else {
        return Ok(());
    };
    if vector_parts(ctx, ptrs).is_some_and(|(s, sc, _)| s == shape && sc == scalable) {
        return Ok(());
    }
    let dims: Vec<String> =
        shape.iter().zip(&scalable).map(|(d, s)| if *s { format!("[{d}]") } else { d.to_string() }).collect();
    let elem_text = q(ctx, elem);
    let shown = format!("'vector<{}x{}>'", dims.join("x"), elem_text.trim_matches('\''));
    Err(op_error(ctx, op, format!("expected operand #{which} type to be {shown}")))
}

fn verify_gather(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    verify_ptr_vector(ctx, op, ctx.ir.value_type(d.results[0]), ctx.ir.value_type(d.operands[0]), 1)
}

fn verify_scatter(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    verify_ptr_vector(ctx, op, ctx.ir.value_type(d.operands[0]), ctx.ir.value_type(d.operands[1]), 2)
}

/// MLIR's `SincosOp::verify`: a struct of two values of the operand type.
fn verify_sincos(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let (a, res) = (ctx.ir.value_type(d.operands[0]), ctx.ir.value_type(d.results[0]));
    match super::types::struct_fields(ctx, res) {
        Some(f) if f.len() == 2 && f.iter().all(|&t| t == a) => Ok(()),
        _ => Err(op_error(
            ctx,
            op,
            format!(
                "expected result type to be an homogeneous struct with two elements matching the operand type, but \
                 got {}",
                q(ctx, res)
            ),
        )),
    }
}

/// The second `AllTypesMatch` of `ptr.annotation`.
fn verify_ptr_annotation(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    all_match(ctx, op, &[1, 2, 4], "failed to verify that all of {annotation, fileName, attr} have same type")
}

/// The second `AllTypesMatch` of `annotation`.
fn verify_annotation(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    all_match(ctx, op, &[1, 2], "failed to verify that all of {annotation, fileName} have same type")
}

fn all_match(ctx: &Context, op: OpId, operands: &[usize], msg: &str) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let mut tys = operands.iter().filter_map(|&i| d.operands.get(i)).map(|&v| ctx.ir.value_type(v));
    match tys.next() {
        Some(first) if tys.any(|t| t != first) => Err(op_error(ctx, op, msg)),
        _ => Ok(()),
    }
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
            // `SameOperandsAndResultType` infers the result.
            if it.result.is_some() {
                st.result_types.push(t);
            }
            super::finish_dict(p, st, dict)
        }
        Syntax::ResultType => {
            let dict = super::parse_format_dict(p, st)?;
            // A vector-constrained result is read as a `VectorType`.
            let t = if it.result == Some(Ty::IntVector) {
                p.expect(Tok::Colon)?;
                parse_vector_type(p, st)?
            } else {
                p.parse_colon_type()?
            };
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
        Syntax::Functional => {
            let mut us = Vec::new();
            for i in 0..it.operands.len() {
                if i > 0 {
                    p.expect(Tok::Comma)?;
                }
                us.push(p.parse_operand()?);
            }
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let at = p.offset();
            let t = p.parse_type()?;
            let TypeData::Function { inputs, results } = p.ctx.type_data(t).clone() else {
                return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.function", t));
            };
            // Named operands: the count mismatch is reported at the op name.
            if inputs.len() != us.len() {
                let msg = format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    us.len(),
                    inputs.len()
                );
                return Err(name_error(p, st, msg));
            }
            p.resolve_operands(&us, &inputs, &mut st.operands)?;
            st.result_types = results;
            super::finish_dict(p, st, dict)
        }
        Syntax::Operands => {
            let operands = if p.at(Tok::PercentIdent) { p.parse_operand_list()? } else { Vec::new() };
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
        Syntax::MaskedStore => {
            let value = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let x = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let mask = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let tv = parse_vector_type(p, st)?;
            p.expect(Tok::Comma)?;
            let tm = parse_vector_type(p, st)?;
            crate::arith::types::parse_kw(p, st, "into")?;
            // `type($ptrs)` of a vector of pointers is read as a `VectorType`.
            let tx = if it.operands.get(1) == Some(&Ty::PointerVector) {
                parse_vector_type(p, st)?
            } else {
                p.parse_type()?
            };
            p.resolve_operand(&value, tv, &mut st.operands)?;
            p.resolve_operand(&x, tx, &mut st.operands)?;
            p.resolve_operand(&mask, tm, &mut st.operands)?;
            super::finish_dict(p, st, dict)
        }
        Syntax::InvariantStart | Syntax::InvariantEnd => {
            let start = if it.syntax == Syntax::InvariantEnd {
                let u = p.parse_operand()?;
                p.expect(Tok::Comma)?;
                Some(u)
            } else {
                None
            };
            let i64t = p.ctx.int_type(64);
            let size = p.parse_attribute_typed(Some(i64t))?;
            set_state_prop(p.ctx, st, "size", size);
            p.expect(Tok::Comma)?;
            let ptr = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            let t = p.parse_colon_type()?;
            let ptr0 = super::types::ptr_type(p.ctx, 0);
            if let Some(u) = &start {
                p.resolve_operand(u, ptr0, &mut st.operands)?;
            } else {
                st.result_types.push(ptr0);
            }
            p.resolve_operand(&ptr, t, &mut st.operands)?;
            super::finish_dict(p, st, dict)
        }
        Syntax::VectorInsert => {
            let src = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let dst = p.parse_operand()?;
            parse_pos(p, st)?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let ts = parse_vector_type(p, st)?;
            crate::arith::types::parse_kw(p, st, "into")?;
            let tr = parse_vector_type(p, st)?;
            // `AllTypesMatch<["dstvec", "res"]>` infers the destination's.
            p.resolve_operand(&dst, tr, &mut st.operands)?;
            p.resolve_operand(&src, ts, &mut st.operands)?;
            st.result_types.push(tr);
            super::finish_dict(p, st, dict)
        }
        Syntax::VectorExtract => {
            let src = p.parse_operand()?;
            parse_pos(p, st)?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let tr = parse_vector_type(p, st)?;
            crate::arith::types::parse_kw(p, st, "from")?;
            let ts = parse_vector_type(p, st)?;
            p.resolve_operand(&src, ts, &mut st.operands)?;
            st.result_types.push(tr);
            super::finish_dict(p, st, dict)
        }
        Syntax::Bare => {
            let dict = super::parse_format_dict(p, st)?;
            super::finish_dict(p, st, dict)
        }
        Syntax::PropDict => {
            let mut entries = Vec::new();
            if p.consume_if(Tok::Less) {
                p.parse_attr_dict_into(&mut entries)?;
                p.expect(Tok::Greater)?;
            }
            set_props_from_dict(p, st, it, &entries)?;
            let dict = super::parse_format_dict(p, st)?;
            super::finish_dict(p, st, dict)
        }
        Syntax::ExpectProb => {
            let a = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let b = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let f64t = p.ctx.f64_type();
            let prob = p.parse_attribute_typed(Some(f64t))?;
            set_state_prop(p.ctx, st, "prob", prob);
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let t = crate::arith::types::parse_type_of_kind(p, st, "builtin.integer", is_integer)?;
            p.resolve_operand(&a, t, &mut st.operands)?;
            p.resolve_operand(&b, t, &mut st.operands)?;
            st.result_types.push(t);
            super::finish_dict(p, st, dict)
        }
        Syntax::Constrained(rounding) => {
            let a = p.parse_operand()?;
            if rounding {
                let v = parse_enum_keyword(p, st, "roundingmode", ROUNDING_MODES)?;
                let i64t = p.ctx.int_type(64);
                let attr = p.ctx.int_attr(i64t, v);
                set_state_prop(p.ctx, st, "roundingmode", attr);
            }
            let v = parse_enum_keyword(p, st, "fpExceptionBehavior", EXCEPTION_BEHAVIORS)?;
            let i64t = p.ctx.int_type(64);
            let attr = p.ctx.int_attr(i64t, v);
            set_state_prop(p.ctx, st, "fpExceptionBehavior", attr);
            let dict = super::parse_format_dict(p, st)?;
            let t = p.parse_colon_type()?;
            crate::arith::types::parse_kw(p, st, "to")?;
            let tr = p.parse_type()?;
            p.resolve_operand(&a, t, &mut st.operands)?;
            st.result_types.push(tr);
            super::finish_dict(p, st, dict)
        }
        Syntax::CoroSuspend => {
            let save = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            let fin = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            let t = p.parse_colon_type()?;
            let token = p.ctx.ty(TypeData::Opaque("llvm.token".into()));
            let i1 = p.ctx.i1_type();
            p.resolve_operand(&save, token, &mut st.operands)?;
            p.resolve_operand(&fin, i1, &mut st.operands)?;
            st.result_types.push(t);
            super::finish_dict(p, st, dict)
        }
        Syntax::MatrixLoad | Syntax::MatrixStore => {
            let store = it.syntax == Syntax::MatrixStore;
            let matrix = if store {
                let u = p.parse_operand()?;
                p.expect(Tok::Comma)?;
                Some(u)
            } else {
                None
            };
            let data = p.parse_operand()?;
            p.expect(Tok::Comma)?;
            p.expect(Tok::Less)?;
            crate::arith::types::parse_kw(p, st, "stride")?;
            p.expect(Tok::Equal)?;
            let stride = p.parse_operand()?;
            p.expect(Tok::Greater)?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let tv = parse_vector_type(p, st)?;
            crate::arith::types::parse_kw(p, st, if store { "to" } else { "from" })?;
            let tp = p.parse_type()?;
            crate::arith::types::parse_kw(p, st, "stride")?;
            let ts = crate::arith::types::parse_type_of_kind(p, st, "builtin.integer", is_integer)?;
            if let Some(u) = &matrix {
                p.resolve_operand(u, tv, &mut st.operands)?;
            } else {
                st.result_types.push(tv);
            }
            p.resolve_operand(&data, tp, &mut st.operands)?;
            p.resolve_operand(&stride, ts, &mut st.operands)?;
            super::finish_dict(p, st, dict)
        }
        Syntax::VaCopy => {
            let src = p.parse_operand()?;
            crate::arith::types::parse_kw(p, st, "to")?;
            let dst = p.parse_operand()?;
            let dict = super::parse_format_dict(p, st)?;
            p.expect(Tok::Colon)?;
            let tys = p.parse_type_list()?;
            if tys.len() != 2 {
                let msg = format!("number of operands and types do not match: got 2 operands and {} types", tys.len());
                return Err(name_error(p, st, msg));
            }
            p.resolve_operand(&dst, tys[0], &mut st.operands)?;
            p.resolve_operand(&src, tys[1], &mut st.operands)?;
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

/// `prop-dict`: the properties from the dictionary written (none when
/// absent), with `setPropertiesFromAttr`'s errors at the op name: a
/// required key missing, or a value not of its property's class.
fn set_props_from_dict(
    p: &mut OpParser,
    st: &mut OpState,
    it: &Intrinsic,
    entries: &[affine_ir::context::NamedAttr],
) -> PResult<()> {
    let ctx = &*p.ctx;
    let find = |name: &str| entries.iter().find(|na| ctx.ident_str(na.name) == name);
    let mut why = None;
    for d in it.props {
        match find(d.name) {
            None if d.required => {
                why = Some(format!("expected key entry for {} in DictionaryAttr to set Properties.", d.name));
            }
            Some(na) if !d.accepts(ctx, na.value) => {
                why = Some(format!(
                    "Invalid attribute `{}` in property conversion: {}",
                    d.name,
                    ctx.attr_to_string(na.value)
                ));
            }
            _ => {}
        }
        if why.is_some() {
            break;
        }
    }
    if let Some(why) = why {
        let shown: Vec<String> =
            entries.iter().map(|na| format!("{} = {}", ctx.ident_str(na.name), ctx.attr_to_string(na.value))).collect();
        let msg = format!("invalid properties {{{}}} for op {}: {why}", shown.join(", "), ctx.op_name_str(st.name));
        return Err(Diagnostic::error(st.loc, msg));
    }
    for na in entries {
        if it.props.iter().any(|d| d.name == ctx.ident_str(na.name)) {
            st.props.retain(|x| x.name != na.name);
            st.props.push(*na);
        }
    }
    Ok(())
}

/// `` `[` $pos `]` `` of `vector.insert` / `vector.extract`: an `I64Attr`.
fn parse_pos(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LSquare)?;
    let i64t = p.ctx.int_type(64);
    let pos = p.parse_attribute_typed(Some(i64t))?;
    set_state_prop(p.ctx, st, "pos", pos);
    p.expect(Tok::RSquare)
}

/// `LLVM::RoundingMode` cases, with their values.
const ROUNDING_MODES: &[(&str, i128)] = &[
    ("towardzero", 0),
    ("tonearest", 1),
    ("upward", 2),
    ("downward", 3),
    ("tonearestaway", 4),
    ("dynamic", 7),
    ("invalid", -1),
];

/// `LLVM::FPExceptionBehavior` cases.
const EXCEPTION_BEHAVIORS: &[(&str, i128)] = &[("ignore", 0), ("maytrap", 1), ("strict", 2)];

/// An integer enum attribute of an assembly format written as its case
/// (keyword or string), with ODS's messages.
fn parse_enum_keyword(p: &mut OpParser, st: &OpState, attr: &str, cases: &[(&str, i128)]) -> PResult<i128> {
    let at = p.offset();
    let quoted = p.at(Tok::String);
    let word = crate::dialect_attrs::parse_keyword_or_string(p);
    if let Some(&(_, v)) = word.as_deref().and_then(|w| cases.iter().find(|c| c.0 == w)) {
        return Ok(v);
    }
    if let Some(w) = word.filter(|_| quoted) {
        return Err(custom_error(p, st, at, format!("invalid {attr} attribute specification: \"{w}\"")));
    }
    let names: Vec<&str> = cases.iter().map(|c| c.0).collect();
    let msg = format!(
        "expected string or keyword containing one of the following enum values for attribute '{attr}' [{}]",
        names.join(", ")
    );
    Err(custom_error(p, st, at, msg))
}

/// The case of an enum attribute's value (empty if none).
fn enum_case(ctx: &Context, a: Option<Attribute>, cases: &[(&'static str, i128)]) -> &'static str {
    let v = a.and_then(|a| ctx.attr_int(a));
    cases.iter().find(|c| Some(c.1) == v).map_or("", |c| c.0)
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
        Syntax::Functional => {
            operands_attrs_colon(p, op, &operands, &elided);
            p.print_functional_type(&operands, &results);
        }
        Syntax::Operands => {
            if !operands.is_empty() {
                p.write(" ");
                p.print_operands(&operands);
            }
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            p.print_functional_type(&operands, &results);
        }
        Syntax::MaskedStore => {
            operands_attrs_colon(p, op, &operands, &elided);
            if let [v, x, m] = operands[..] {
                p.print_types(&[ty(&v), ty(&m)]);
                p.write(" into ");
                p.print_type(ty(&x));
            }
        }
        Syntax::InvariantStart | Syntax::InvariantEnd => {
            p.write(" ");
            if it.syntax == Syntax::InvariantEnd
                && let Some(&v) = operands.first()
            {
                p.print_operand(v);
                p.write(", ");
            }
            if let Some(a) = prop(ctx, op, "size") {
                p.print_attribute_value(a);
            }
            p.write(", ");
            if let Some(&v) = operands.last() {
                p.print_operand(v);
            }
            elided.push("size");
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            if let Some(v) = operands.last() {
                p.print_type(ty(v));
            }
        }
        Syntax::VectorInsert | Syntax::VectorExtract => {
            p.write(" ");
            let insert = it.syntax == Syntax::VectorInsert;
            if insert && let [dst, src] = operands[..] {
                p.print_operand(src);
                p.write(", ");
                p.print_operand(dst);
            } else if let Some(&src) = operands.first() {
                p.print_operand(src);
            }
            p.write("[");
            if let Some(a) = prop(ctx, op, "pos") {
                p.print_attribute_value(a);
            }
            p.write("]");
            elided.push("pos");
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            let src = if insert { operands.get(1) } else { operands.first() };
            let res = results.first();
            if insert {
                src.into_iter().chain(res).enumerate().for_each(|(i, v)| {
                    if i > 0 {
                        p.write(" into ");
                    }
                    p.print_type(ty(v));
                });
            } else {
                res.into_iter().chain(src).enumerate().for_each(|(i, v)| {
                    if i > 0 {
                        p.write(" from ");
                    }
                    p.print_type(ty(v));
                });
            }
        }
        Syntax::Bare => p.print_optional_attr_dict(op, &elided),
        Syntax::PropDict => {
            let d = ctx.ir.op(op);
            if !d.props.is_empty() {
                p.write(" <{");
                for (i, na) in d.props.iter().enumerate() {
                    if i > 0 {
                        p.write(", ");
                    }
                    p.write(ctx.ident_str(na.name));
                    p.write(" = ");
                    p.print_attribute(na.value);
                }
                p.write("}>");
            }
            let names: Vec<&str> = d.props.iter().map(|na| ctx.ident_str(na.name)).collect();
            elided.extend(names);
            p.print_optional_attr_dict(op, &elided);
        }
        Syntax::ExpectProb => {
            p.write(" ");
            p.print_operands(&operands);
            p.write(", ");
            if let Some(a) = prop(ctx, op, "prob") {
                p.print_attribute_value(a);
            }
            elided.push("prob");
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            if let Some(v) = operands.first() {
                p.print_type(ty(v));
            }
        }
        Syntax::Constrained(rounding) => {
            p.write(" ");
            if let Some(&v) = operands.first() {
                p.print_operand(v);
            }
            if rounding {
                p.write(" ");
                p.write(enum_case(ctx, prop(ctx, op, "roundingmode"), ROUNDING_MODES));
            }
            p.write(" ");
            p.write(enum_case(ctx, prop(ctx, op, "fpExceptionBehavior"), EXCEPTION_BEHAVIORS));
            elided.extend(["roundingmode", "fpExceptionBehavior"]);
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            if let Some(v) = operands.first() {
                p.print_type(ty(v));
            }
            p.write(" to ");
            let tys: Vec<Type> = results.iter().map(ty).collect();
            p.print_types(&tys);
        }
        Syntax::CoroSuspend => {
            operands_attrs_colon(p, op, &operands, &elided);
            if let Some(v) = results.first() {
                p.print_type(ty(v));
            }
        }
        Syntax::MatrixLoad | Syntax::MatrixStore => {
            let store = it.syntax == Syntax::MatrixStore;
            p.write(" ");
            let (fixed, stride) = operands.split_at(operands.len().saturating_sub(1));
            p.print_operands(fixed);
            p.write(", <stride = ");
            p.print_operands(stride);
            p.write(">");
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            let vector = if store { operands.first() } else { results.first() };
            if let Some(v) = vector {
                p.print_type(ty(v));
            }
            p.write(if store { " to " } else { " from " });
            if let Some(v) = fixed.last() {
                p.print_type(ty(v));
            }
            p.write(" stride ");
            if let Some(v) = stride.first() {
                p.print_type(ty(v));
            }
        }
        Syntax::VaCopy => {
            p.write(" ");
            if let [dst, src] = operands[..] {
                p.print_operand(src);
                p.write(" to ");
                p.print_operand(dst);
            }
            p.print_optional_attr_dict(op, &elided);
            p.write(" : ");
            let tys: Vec<Type> = operands.iter().map(ty).collect();
            p.print_types(&tys);
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
