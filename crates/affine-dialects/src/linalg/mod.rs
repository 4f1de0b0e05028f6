//! The `linalg` dialect as ML compilers hand it to the affine world: on
//! buffers, `linalg.generic` with its region, `linalg.yield`,
//! `linalg.index`, and the named ops (`named::NAMED_OPS`: `fill`, `copy`,
//! the contractions `matmul` ... `batch_mmt4d` and their quantized forms,
//! `contract`, the elementwise unary, binary and ternary ops and
//! `elementwise`, convolutions (grouped and quantized ones too),
//! depthwise convolutions and poolings), whose region the parser builds
//! (MLIR's region builders, with the `cast_signed` / `cast_unsigned`
//! conversions, and their errors for what they cannot build),
//! `linalg.transpose` /
//! `linalg.broadcast` (`dst`), `linalg.map` / `linalg.reduce`
//! (`map_reduce`), with `mlir-opt` 22's custom syntax, structured-op
//! verifier and memory effects. Folder: `linalg.index` of a loop whose
//! static range is 1 is 0 (MLIR's `IndexOp::fold`; the dialect
//! materializes constants as `arith.constant`).
//!
//! Accessors for passes: [`structured_parts`] (inputs, outputs, indexing
//! maps, loop count) of any of these ops.
//!
//! Attributes: `#linalg.iterator_type<parallel>`,
//! `#linalg.type_fn<cast_signed>` and `#linalg.elementwise_kind<exp>`.

mod canon;
mod contraction;
mod dst;
mod map_reduce;
mod named;
mod relayout;
mod relayout_canon;
mod softmax;

use crate::arith::types::{custom_error, op_error, prop, set_state_prop, state_prop};
use crate::dialect_attrs::{CaseMessage, EnumAttr, parse_enum_attrs};
use affine_ir::affine::{AffineExprData, AffineMap};
use affine_ir::context::{AttrData, Attribute, Context, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{
    Arity, DialectHooks, EffectKind, MemEffect, OpDef, OpShape, PropDecl, PropKind, Registry, traits,
};
use affine_ir::ir::{OpId, OpState, RegionId, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;
use affine_ir::rewrite::FoldResult;

pub use map_reduce::{MAP, REDUCE};
pub use named::NAMED_OPS;
pub use relayout::{PACK, UNPACK};
pub use softmax::SOFTMAX;

/// `#linalg.iterator_type<...>`.
pub(crate) const ITERATOR_TYPE: EnumAttr = EnumAttr {
    name: "linalg.iterator_type",
    keyword_form: false,
    cases: &[("parallel", 0), ("reduction", 1)],
    bit_separator: None,
    attr_def: "IteratorTypeEnum",
    param: "value",
    cpp_type: "::mlir::utils::IteratorType",
    message: CaseMessage::Ods,
};

/// `#linalg.type_fn<...>`.
pub(crate) const TYPE_FN: EnumAttr = EnumAttr {
    name: "linalg.type_fn",
    keyword_form: false,
    cases: &[("cast_signed", 0), ("cast_unsigned", 1)],
    bit_separator: None,
    attr_def: "Linalg_TypeFnAttr",
    param: "value",
    cpp_type: "::mlir::linalg::TypeFn",
    message: CaseMessage::Ods,
};

/// The kinds of `linalg.elementwise`: MLIR's unary functions, then the
/// binary ones, then `select` (the value orders them; the arity follows
/// from it, [`ELEMENTWISE_LAST_UNARY`], [`ELEMENTWISE_LAST_BINARY`]).
pub(crate) const ELEMENTWISE_KIND: EnumAttr = EnumAttr {
    name: "linalg.elementwise_kind",
    keyword_form: false,
    cases: &[
        ("exp", 0),
        ("log", 1),
        ("abs", 2),
        ("ceil", 3),
        ("floor", 4),
        ("negf", 5),
        ("reciprocal", 6),
        ("round", 7),
        ("sqrt", 8),
        ("rsqrt", 9),
        ("square", 10),
        ("tanh", 11),
        ("erf", 12),
        ("add", 13),
        ("sub", 14),
        ("mul", 15),
        ("div", 16),
        ("div_unsigned", 17),
        ("max_signed", 18),
        ("min_signed", 19),
        ("max_unsigned", 20),
        ("min_unsigned", 21),
        ("powf", 22),
        ("select", 23),
    ],
    bit_separator: None,
    attr_def: "ElementwiseKindAttr",
    param: "value",
    cpp_type: "::mlir::linalg::ElementwiseKind",
    message: CaseMessage::Ods,
};
/// The first binary `linalg.elementwise` kind.
pub(crate) const ELEMENTWISE_LAST_UNARY: u32 = 13;
/// The first ternary `linalg.elementwise` kind.
pub(crate) const ELEMENTWISE_LAST_BINARY: u32 = 23;

const HOOKS: DialectHooks = DialectHooks { parse_attr: Some(parse_attr), ..DialectHooks::NONE };

fn parse_attr(p: &mut OpParser, _ty: Option<Type>) -> PResult<Attribute> {
    parse_enum_attrs(p, "linalg", &[&ITERATOR_TYPE, &TYPE_FN, &ELEMENTWISE_KIND])
}

const SEGMENTS: &str = "operandSegmentSizes";
const MEMOIZED: &str = "linalg.memoized_indexing_maps";
const MAPS: &str = "indexing_maps";
const ITERATORS: &str = "iterator_types";
/// The attributes `linalg.generic` prints in its leading dictionary.
const GENERIC_TRAIT_ATTRS: [&str; 4] = ["doc", MAPS, ITERATORS, "library_call"];

const P_SEGMENTS: PropDecl = PropDecl::new(SEGMENTS, PropKind::Segments(2));
const P_CAST: PropDecl = PropDecl::new("cast", PropKind::Dialect("linalg.type_fn"));
/// `linalg.generic`'s properties (mlir-opt 22).
const GENERIC_PROPS: &[PropDecl] = &[
    PropDecl::new("doc", PropKind::String).desc("string attribute"),
    PropDecl::req(MAPS, PropKind::Array),
    PropDecl::req(ITERATORS, PropKind::Array),
    PropDecl::new("library_call", PropKind::String).desc("string attribute"),
    P_SEGMENTS,
];
const INDEX_PROPS: &[PropDecl] =
    &[PropDecl::req("dim", PropKind::Integer).desc("64-bit signless integer attribute whose minimum value is 0")];
const TRANSPOSE_PROPS: &[PropDecl] = &[PropDecl::req("permutation", PropKind::DenseI64Array)];
const DIMENSIONS_PROPS: &[PropDecl] = &[PropDecl::req(map_reduce::DIMENSIONS, PropKind::DenseI64Array)];

/// The properties of a named op, by the inherent attributes it has: the
/// segment sizes, `cast` (`copy`), `indexing_maps` and `cast`
/// (contractions; required by `contract`), `strides` and `dilations`
/// (strided convolutions and poolings), `kind` (required) and
/// `indexing_maps` (`elementwise`); none is default-valued in the generic
/// form.
fn named_props(name: &str, inherent: &[&str]) -> &'static [PropDecl] {
    const PLAIN: &[PropDecl] = &[P_SEGMENTS];
    const CAST: &[PropDecl] = &[P_CAST, P_SEGMENTS];
    const CONTRACTION: &[PropDecl] = &[P_CAST, PropDecl::new(MAPS, PropKind::Array), P_SEGMENTS];
    const STRIDED: &[PropDecl] = &[
        PropDecl::new(named::DILATIONS, PropKind::DenseIntElements),
        P_SEGMENTS,
        PropDecl::new(named::STRIDES, PropKind::DenseIntElements),
    ];
    const ELEMENTWISE: &[PropDecl] = &[
        PropDecl::new(MAPS, PropKind::Array),
        PropDecl::req("kind", PropKind::Dialect("linalg.elementwise_kind")),
        P_SEGMENTS,
    ];
    const CONTRACT: &[PropDecl] = &[P_CAST, PropDecl::req(MAPS, PropKind::Array), P_SEGMENTS];
    let has = |n: &str| inherent.contains(&n);
    if name == named::ELEMENTWISE {
        ELEMENTWISE
    } else if name == named::CONTRACT {
        CONTRACT
    } else if has(named::STRIDES) {
        STRIDED
    } else if has(MAPS) {
        CONTRACTION
    } else if has("cast") {
        CAST
    } else {
        PLAIN
    }
}

/// The structural traits MLIR verifies before the ODS invariants (so before
/// a missing required property is reported): `linalg.map`'s operand count,
/// then `SingleBlock`'s non-empty block.
fn verify_structural_traits(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if ctx.op_name_str(ctx.ir.op(op).name) == MAP && ctx.ir.operands(op).is_empty() {
        return Err(op_error(ctx, op, "expected 1 or more operands, but found 0"));
    }
    if let Some(&r) = ctx.ir.regions(op).first()
        && let Some(b) = ctx.ir.entry_block(r)
        && ctx.ir.block_len(b) == 0
    {
        return Err(op_error(ctx, op, "expects a non-empty block"));
    }
    Ok(())
}

/// The count traits of the structured ops: one region, any number of
/// results (tensor semantics) and operands (`AttrSizedOperandSegments`).
const STRUCTURED_SHAPE: OpShape = OpShape::variadic(0, 0).with_regions(Arity::Exactly(1)).with_results(Arity::Any);

/// Registers the `linalg` dialect.
pub fn register(reg: &mut Registry) {
    reg.set_dialect_hooks("linalg", HOOKS);
    // MLIR's `LinalgDialect::materializeConstant`: an `arith.constant`.
    reg.set_constant_materializer("linalg", crate::arith::fold::materialize);
    reg.set_dialect_canonicalizer("linalg", canon::dialect_patterns);
    reg.add(OpDef {
        parse: Some(parse_generic),
        print: Some(print_generic),
        shape: Some(STRUCTURED_SHAPE),
        verify: Some(verify_generic),
        fold: Some(fold_cast_operands),
        verify_invariants: Some(verify_structural_traits),
        // The structured-op checks run after the region's ops (MLIR's
        // interface verifier `verifyWithRegions`).
        verify_regions: Some(verify_structured),
        effects: Some(structured_effects),
        traits: traits::SINGLE_BLOCK | traits::RECURSIVE_MEMORY_EFFECTS,
        inherent_attrs: &["doc", MAPS, ITERATORS, "library_call", SEGMENTS],
        props: GENERIC_PROPS,
        block_arg_names: Some(in_out_names),
        canonicalize: Some(canon::op_patterns),
        ..OpDef::new("linalg.generic")
    });
    reg.add(OpDef {
        parse: Some(parse_yield),
        print: Some(print_yield),
        shape: Some(OpShape::variadic(0, 0)),
        verify: Some(verify_yield),
        traits: traits::PURE | traits::TERMINATOR | traits::RETURN_LIKE,
        ..OpDef::new("linalg.yield")
    });
    reg.add(OpDef {
        parse: Some(parse_index),
        print: Some(print_index),
        shape: Some(OpShape::fixed(0, 1)),
        verify: Some(verify_index),
        fold: Some(fold_index),
        traits: traits::PURE,
        inherent_attrs: &["dim"],
        props: INDEX_PROPS,
        ..OpDef::new("linalg.index")
    });
    for name in [dst::TRANSPOSE, dst::BROADCAST] {
        reg.add(OpDef {
            parse: Some(dst::parse),
            print: Some(dst::print),
            shape: Some(STRUCTURED_SHAPE.with_operands(Arity::Exactly(2))),
            verify: Some(verify_dst),
            verify_invariants: Some(dst::verify_counts),
            effects: Some(structured_effects),
            normalize: Some(dst::normalize),
            fold: if name == dst::TRANSPOSE { Some(canon::fold_transpose) } else { None },
            result_names: Some(dst::result_names),
            traits: traits::SINGLE_BLOCK | traits::RECURSIVE_MEMORY_EFFECTS,
            inherent_attrs: if name == dst::TRANSPOSE { &["permutation"] } else { &["dimensions"] },
            props: if name == dst::TRANSPOSE { TRANSPOSE_PROPS } else { DIMENSIONS_PROPS },
            block_arg_names: Some(in_out_names),
            canonicalize: Some(canon::op_patterns),
            ..OpDef::new(name)
        });
    }
    for name in [MAP, REDUCE] {
        reg.add(OpDef {
            parse: Some(map_reduce::parse),
            print: Some(map_reduce::print),
            shape: Some(STRUCTURED_SHAPE),
            verify: Some(verify_map_reduce),
            verify_invariants: Some(verify_structural_traits),
            // The structured-op checks run after the region's ops (MLIR's
            // interface verifier `verifyWithRegions`).
            verify_regions: Some(verify_structured),
            effects: Some(structured_effects),
            normalize: Some(map_reduce::normalize),
            result_names: Some(map_reduce::result_names),
            traits: traits::SINGLE_BLOCK | traits::RECURSIVE_MEMORY_EFFECTS,
            inherent_attrs: if name == REDUCE { &[map_reduce::DIMENSIONS] } else { &[] },
            props: if name == REDUCE { DIMENSIONS_PROPS } else { &[] },
            block_arg_names: Some(in_out_names),
            canonicalize: Some(canon::op_patterns),
            ..OpDef::new(name)
        });
    }
    for n in NAMED_OPS {
        reg.add(OpDef {
            parse: Some(named::parse_named),
            print: Some(named::print_named),
            shape: Some(STRUCTURED_SHAPE),
            verify: Some(verify_named),
            verify_regions: Some(verify_named_regions),
            fold: Some(fold_cast_operands),
            verify_invariants: Some(verify_structural_traits),
            effects: Some(structured_effects),
            traits: traits::SINGLE_BLOCK | traits::RECURSIVE_MEMORY_EFFECTS,
            inherent_attrs: n.inherent,
            props: named_props(n.name, n.inherent),
            block_arg_names: Some(in_out_names),
            normalize: Some(named::normalize_named),
            canonicalize: Some(canon::op_patterns),
            ..OpDef::new(n.name)
        });
    }
    relayout::register(reg);
    softmax::register(reg);
}

/// The folder of `linalg.generic` and the named ops (MLIR's
/// `memref::foldMemRefCast`): an operand made by a `memref.cast` of a
/// ranked memref is replaced by the cast's source, whichever of the two
/// types is more static (`map`, `reduce`, `transpose` and `broadcast` have
/// no such folder).
fn fold_cast_operands(
    ctx: &mut Context,
    op: OpId,
    _: &[Option<Attribute>],
    _: &mut Vec<affine_ir::rewrite::FoldResult>,
) -> bool {
    crate::affine::fold::fold_memref_cast(ctx, op, None)
}

/// `linalg.map` / `linalg.reduce` (after the structural traits,
/// [`verify_structural_traits`]): the ODS invariants, the destination-style
/// check (pure tensor or buffer operands), then the op's own checks.
fn verify_map_reduce(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    map_reduce::verify_invariants(ctx, op)?;
    if !map_reduce::has_pure_semantics(ctx, op) {
        return Err(op_error(ctx, op, "expected to have pure tensor or buffer semantics"));
    }
    map_reduce::verify(ctx, op)
}

fn verify_dst(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    dst::verify(ctx, op)?;
    verify_structured(ctx, op)
}

/// The tensor dialect's `FoldTensorCastProducerOp` on a structured op
/// (destination-style: its inits are the `outs` operands, last).
pub(crate) fn fold_cast_producer(op: OpId, rw: &mut affine_ir::rewrite::PatternRewriter<'_>) -> bool {
    let Some(parts) = structured_parts(rw.ctx, op) else { return false };
    let operands = rw.ctx.ir.operands(op);
    if operands.len() != parts.inputs.len() + parts.outputs.len() || !operands.ends_with(&parts.outputs) {
        return false;
    }
    crate::tensor_canon::fold_cast_producer_dps(op, rw, parts.outputs.len())
}

// ----------------------------------------------------------------------
// Accessors
// ----------------------------------------------------------------------

/// The parts of a structured op (`linalg.generic` or a named op) a
/// lowering needs.
#[derive(Clone, Debug)]
pub struct StructuredParts {
    /// The `ins` operands.
    pub inputs: Vec<ValueId>,
    /// The `outs` operands.
    pub outputs: Vec<ValueId>,
    /// One indexing map per operand (inputs then outputs).
    pub maps: Vec<AffineMap>,
    /// The number of loops (dims of the maps).
    pub num_loops: usize,
}

/// True if `op` is a structured op of this module.
pub fn is_structured(ctx: &Context, op: OpId) -> bool {
    is_structured_name(ctx.op_name_str(ctx.ir.op(op).name))
}

/// True if `name` is a structured op of this module (MLIR's `LinalgOp`
/// interface).
pub fn is_structured_name(name: &str) -> bool {
    name == "linalg.generic"
        || named::named_op(name).is_some()
        || dst::attr_name(name).is_some()
        || map_reduce::is_map_or_reduce(name)
}

/// The inputs, outputs and indexing maps of a structured op (`None` if
/// `op` is not one or its maps are malformed).
pub fn structured_parts(ctx: &Context, op: OpId) -> Option<StructuredParts> {
    if !is_structured(ctx, op) {
        return None;
    }
    let operands = ctx.ir.operands(op);
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let (n_in, n_out) = if dst::attr_name(name).is_some() {
        (1, operands.len().saturating_sub(1))
    } else if map_reduce::is_map_or_reduce(name) {
        map_reduce::split(name, operands.len())
    } else {
        match prop(ctx, op, SEGMENTS).and_then(|a| ctx.attr_dense_i64s(a)) {
            Some(seg) if seg.len() == 2 => {
                let n_in = usize::try_from(seg[0]).ok()?;
                (n_in, operands.len().checked_sub(n_in)?)
            }
            _ => return None,
        }
    };
    if n_in + n_out > operands.len() {
        return None;
    }
    let maps = indexing_maps(ctx, op)?;
    let num_loops = maps.first().map_or(0, |&m| ctx.affine.map_data(m).num_dims as usize);
    Some(StructuredParts {
        inputs: operands[..n_in].to_vec(),
        outputs: operands[n_in..n_in + n_out].to_vec(),
        maps,
        num_loops,
    })
}

/// The indexing maps of a structured op: its `indexing_maps` property, or
/// the named op's fixed maps.
fn indexing_maps(ctx: &Context, op: OpId) -> Option<Vec<AffineMap>> {
    if let Some(a) = prop(ctx, op, MAPS) {
        return map_list(ctx, a);
    }
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    if dst::attr_name(name).is_some() {
        return dst::maps(ctx, op);
    }
    if map_reduce::is_map_or_reduce(name) {
        return map_reduce::maps(ctx, op);
    }
    let n = named::named_op(name)?;
    // MLIR's named ops read their memoized maps first.
    if let Some(a) = prop(ctx, op, MEMOIZED) {
        return map_list(ctx, a);
    }
    let types: Vec<Type> = ctx.ir.operands(op).iter().map(|&v| ctx.ir.value_type(v)).collect();
    named::default_maps_in(ctx, n, &types)
}

fn map_list(ctx: &Context, a: Attribute) -> Option<Vec<AffineMap>> {
    match ctx.attr_data(a) {
        AttrData::Array(v) => v.iter().map(|&m| ctx.attr_affine_map(m)).collect(),
        _ => None,
    }
}

/// Rank of a shaped type (0 for scalars).
fn rank_of(ctx: &Context, t: Type) -> usize {
    shape_of(ctx, t).map_or(0, |s| s.len())
}

/// The shape of a memref, tensor or vector type.
fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } | TypeData::Vector { shape, .. } => Some(shape),
        TypeData::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The shape of a structured op's operand as its interface verifier sees
/// it: memrefs and ranked tensors have one; anything else (vectors
/// included) is a scalar of rank 0 whose block argument is itself.
fn operand_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_data(t) {
        TypeData::MemRef { shape, .. } | TypeData::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The element type of a shaped type, or the type itself for scalars.
fn elem_or_self(ctx: &Context, t: Type) -> Type {
    if shape_of(ctx, t).is_some() { ctx.element_type(t).unwrap_or(t) } else { t }
}

/// MLIR's block argument names of structured ops: `in` per input, `out`
/// per output (`init` for `linalg.map` / `linalg.reduce`).
fn in_out_names(ctx: &Context, op: OpId, _region: RegionId, out: &mut Vec<(ValueId, String)>) {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let n_in = if map_reduce::is_map_or_reduce(name) {
        map_reduce::split(name, ctx.ir.operands(op).len()).0
    } else {
        let Some(parts) = structured_parts(ctx, op) else { return };
        parts.inputs.len()
    };
    let out_name = if map_reduce::is_map_or_reduce(name) { "init" } else { "out" };
    let Some(&r) = ctx.ir.regions(op).first() else { return };
    let Some(b) = ctx.ir.entry_block(r) else { return };
    for (i, &a) in ctx.ir.block_args(b).iter().enumerate() {
        out.push((a, if i < n_in { "in".into() } else { out_name.into() }));
    }
}

// ----------------------------------------------------------------------
// Shared syntax: ins(...) outs(...) and results
// ----------------------------------------------------------------------

/// `ins(%a, %b : T, U)? outs(%c : V)?` (MLIR's
/// `parseCommonStructuredOpParts`), resolving the operands and setting
/// `operandSegmentSizes`. Returns the input and output types.
fn parse_ins_outs(p: &mut OpParser, st: &mut OpState) -> PResult<(Vec<Type>, Vec<Type>)> {
    parse_ins_outs_with(p, st, true)
}

/// [`parse_ins_outs`], setting `operandSegmentSizes` only if `segments`.
fn parse_ins_outs_with(p: &mut OpParser, st: &mut OpState, segments: bool) -> PResult<(Vec<Type>, Vec<Type>)> {
    parse_properties_prelude(p, st)?;
    let mut groups: [(Vec<UnresolvedOperand>, Vec<Type>, usize); 2] = Default::default();
    for (i, kw) in ["ins", "outs"].iter().enumerate() {
        if p.parse_optional_keyword(kw) {
            // MLIR locates the count mismatch of `ins` after its `(`, of
            // `outs` at its `(`.
            let paren_at = p.offset();
            p.expect(Tok::LParen)?;
            groups[i].2 = if i == 0 { p.offset() } else { paren_at };
            groups[i].0 = p.parse_operand_list()?;
            groups[i].1 = p.parse_colon_type_list()?;
            p.expect(Tok::RParen)?;
        }
    }
    for (ops, tys, off) in &groups {
        if ops.len() != tys.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                ops.len(),
                tys.len()
            );
            return Err(custom_error(p, st, *off, msg));
        }
        p.resolve_operands(ops, tys, &mut st.operands)?;
    }
    if segments {
        let seg = p.ctx.dense_i32_array_attr(&[groups[0].0.len() as i32, groups[1].0.len() as i32]);
        set_state_prop(p.ctx, st, SEGMENTS, seg);
    }
    let [(_, ins, _), (_, outs, _)] = groups;
    Ok((ins, outs))
}

/// The optional `<properties>` (any attribute) and attribute dictionary
/// that MLIR's `parseCommonStructuredOpParts` reads before `ins`. A
/// dictionary's `dimensions` / `permutation` (dense i64 arrays) become the
/// op's, taking precedence over the `dimensions = [..]` written later; its
/// other entries are dropped (MLIR ignores unknown names). Anything but a
/// dictionary is MLIR's property-conversion error at the op.
fn parse_properties_prelude(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if !p.consume_if(Tok::Less) {
        return Ok(());
    }
    let a = p.parse_attribute()?;
    p.expect(Tok::Greater)?;
    let name = p.ctx.op_name_str(st.name).to_string();
    let AttrData::Dictionary(entries) = p.ctx.attr_data(a).clone() else {
        let msg = format!(
            "invalid properties {} for op {name}: expected DictionaryAttr to set properties",
            p.ctx.attr_to_string(a)
        );
        return Err(Diagnostic::error(st.loc, msg));
    };
    let own = dst::attr_name(&name).or((name == map_reduce::REDUCE).then_some(map_reduce::DIMENSIONS));
    for na in entries {
        if Some(p.ctx.ident_str(na.name)) != own {
            continue;
        }
        if !matches!(p.ctx.attr_data(na.value), AttrData::DenseArray { elem, .. }
            if matches!(p.ctx.type_data(*elem), TypeData::Integer { width: 64, .. }))
        {
            let msg = format!(
                "invalid properties {} for op {name}: Invalid attribute `{}` in property conversion: {}",
                p.ctx.attr_to_string(a),
                p.ctx.ident_str(na.name),
                p.ctx.attr_to_string(na.value)
            );
            return Err(Diagnostic::error(st.loc, msg));
        }
        st.props.push(na);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_ins_outs(p: &mut OpPrinter, op: OpId) {
    let Some(parts) = structured_parts(p.ctx, op) else { return };
    for (kw, vals) in [("ins", &parts.inputs), ("outs", &parts.outputs)] {
        if vals.is_empty() {
            continue;
        }
        p.write(" ");
        p.write(kw);
        p.write("(");
        p.print_operands(vals);
        p.write(" : ");
        let tys: Vec<Type> = vals.iter().map(|&v| p.ctx.ir.value_type(v)).collect();
        p.print_types(&tys);
        p.write(")");
    }
}

/// `-> T` / `-> (T, U)` after a structured op with tensor results.
fn print_results(p: &mut OpPrinter, op: OpId) {
    let tys: Vec<Type> = p.ctx.ir.results(op).iter().map(|&r| p.ctx.ir.value_type(r)).collect();
    if tys.is_empty() {
        return;
    }
    p.write(" -> ");
    if tys.len() == 1 {
        p.print_type(tys[0]);
    } else {
        p.write("(");
        p.print_types(&tys);
        p.write(")");
    }
}

// ----------------------------------------------------------------------
// linalg.generic
// ----------------------------------------------------------------------

fn parse_generic(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let off = p.offset();
    let dict = p.parse_attribute()?;
    let AttrData::Dictionary(entries) = p.ctx.attr_data(dict).clone() else {
        return Err(p.error_at(off, "expected attribute dictionary"));
    };
    st.attrs.extend(entries);
    let iters = state_prop(p.ctx, st, ITERATORS);
    let list = match iters.map(|a| p.ctx.attr_data(a).clone()) {
        Some(AttrData::Array(v)) => v,
        _ => return Err(custom_error(p, st, off, "expected \"iterator_types\" array attribute")),
    };
    let mut converted = Vec::with_capacity(list.len());
    for a in list {
        // mlir-opt 22 casts each element to a string unchecked and crashes on
        // anything else (tests/lit/upstream-bugs); we report it instead.
        let Some(s) = p.ctx.attr_str(a).map(str::to_string) else {
            let at = p.offset();
            let text = p.ctx.attr_to_string(a);
            return Err(custom_error(p, st, at, format!("expected a string iterator_type, got {text}")));
        };
        match ITERATOR_TYPE.case_value(&s) {
            Some(v) => converted.push(ITERATOR_TYPE.attr(p.ctx, v)),
            None => {
                let at = p.offset();
                return Err(custom_error(p, st, at, format!("unexpected iterator_type ({s})")));
            }
        }
    }
    let arr = p.ctx.array_attr(converted);
    set_state_prop(p.ctx, st, ITERATORS, arr);
    // MLIR's shared structured-op parser reads an optional attribute
    // dictionary and the `ins`/`outs` groups, then checks the inherent
    // attributes, at the token after the trait dictionary.
    let attrs_at = p.offset();
    p.parse_optional_attr_dict(&mut st.attrs)?;
    parse_ins_outs(p, st)?;
    if let Some(msg) = generic_attr_error(p.ctx, |name| state_prop(p.ctx, st, name)) {
        return Err(custom_error(p, st, attrs_at, format!("'{GENERIC}' op {msg}")));
    }
    if p.parse_optional_keyword("attrs") {
        if !p.consume_if(Tok::Equal) {
            return Err(p.error("expected '='"));
        }
        p.parse_optional_attr_dict(&mut st.attrs)?;
    }
    let r = p.parse_region(&[], false)?;
    st.regions.push(r);
    st.result_types = p.parse_optional_arrow_type_list()?;
    Ok(())
}

const GENERIC: &str = "linalg.generic";

/// The ODS constraints of `linalg.generic`'s inherent attributes, checked
/// in MLIR's (alphabetical) order: the message for the first one broken.
fn generic_attr_error(ctx: &Context, get: impl Fn(&str) -> Option<Attribute>) -> Option<String> {
    let is_string = |a: Attribute| matches!(ctx.attr_data(a), AttrData::String { .. });
    if get("doc").is_some_and(|a| !is_string(a)) {
        return Some("attribute 'doc' failed to satisfy constraint: string attribute".into());
    }
    if get(MAPS).is_some_and(|a| map_list(ctx, a).is_none()) {
        return Some(format!("attribute '{MAPS}' failed to satisfy constraint: AffineMap array attribute"));
    }
    if get("library_call").is_some_and(|a| !is_string(a)) {
        return Some("attribute 'library_call' failed to satisfy constraint: string attribute".into());
    }
    None
}

/// `linalg.generic`'s ODS invariants (the structured-op checks come after
/// the region's ops): its required attributes and their constraints.
fn verify_generic(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    // The `SingleBlock` trait was checked first (verify_structural_traits).
    for name in [MAPS, ITERATORS] {
        if prop(ctx, op, name).is_none() {
            return Err(op_error(ctx, op, format!("requires attribute '{name}'")));
        }
    }
    if let Some(msg) = generic_attr_error(ctx, |name| prop(ctx, op, name)) {
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

fn print_generic(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let d = ctx.ir.op(op);
    let mut trait_attrs: Vec<NamedAttr> = Vec::new();
    let mut extra = false;
    for na in d.props.iter().chain(d.attrs.iter()) {
        let name = ctx.ident_str(na.name);
        if GENERIC_TRAIT_ATTRS.contains(&name) {
            trait_attrs.push(*na);
        } else if name != SEGMENTS {
            extra = true;
        }
    }
    trait_attrs.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    // Iterator types print as strings.
    let iter_strings: Option<Vec<String>> =
        trait_attrs.iter().find(|na| ctx.ident_str(na.name) == ITERATORS).and_then(|na| {
            match ctx.attr_data(na.value) {
                AttrData::Array(v) => Some(v.iter().map(|&a| iterator_name(ctx, a).to_string()).collect()),
                _ => None,
            }
        });
    if !trait_attrs.is_empty() {
        p.write(" {");
        for (i, na) in trait_attrs.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            let name = ctx.ident_str(na.name);
            p.write(name);
            p.write(" = ");
            match (&iter_strings, name == ITERATORS) {
                (Some(v), true) => {
                    p.write("[");
                    for (j, s) in v.iter().enumerate() {
                        if j > 0 {
                            p.write(", ");
                        }
                        p.write("\"");
                        p.write(s);
                        p.write("\"");
                    }
                    p.write("]");
                }
                _ => p.print_attribute(na.value),
            }
        }
        p.write("}");
    }
    print_ins_outs(p, op);
    if extra {
        let mut elided: Vec<&str> = GENERIC_TRAIT_ATTRS.to_vec();
        elided.push(SEGMENTS);
        p.write(" attrs = ");
        p.print_optional_attr_dict(op, &elided);
    }
    if let Some(&r) = ctx.ir.regions(op).first()
        && !ctx.ir.region_is_empty(r)
    {
        p.write(" ");
        p.print_region(r, true, true);
    }
    print_results(p, op);
}

/// `parallel` / `reduction` of an iterator type attribute.
pub fn iterator_name(ctx: &Context, a: Attribute) -> &str {
    match ctx.attr_data(a) {
        AttrData::Opaque(s) => s.strip_prefix("linalg.iterator_type<").and_then(|s| s.strip_suffix('>')).unwrap_or(s),
        AttrData::String { value, .. } => value,
        _ => "",
    }
}

// ----------------------------------------------------------------------
// linalg.yield / linalg.index
// ----------------------------------------------------------------------

fn parse_yield(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let off = p.offset();
    let ops = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let tys = if ops.is_empty() { Vec::new() } else { p.parse_colon_type_list()? };
    if ops.len() != tys.len() {
        let msg =
            format!("number of operands and types do not match: got {} operands and {} types", ops.len(), tys.len());
        return Err(custom_error(p, st, off, msg));
    }
    p.resolve_operands(&ops, &tys, &mut st.operands)
}

fn print_yield(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    if !ops.is_empty() {
        p.write(" ");
        p.print_operands(&ops);
    }
    p.print_optional_attr_dict(op, &[]);
    if !ops.is_empty() {
        p.write(" : ");
        let tys: Vec<Type> = ops.iter().map(|&v| p.ctx.ir.value_type(v)).collect();
        p.print_types(&tys);
    }
}

fn enclosing_structured(ctx: &Context, op: OpId) -> Option<OpId> {
    ctx.ir.parent_op(op).filter(|&o| is_structured(ctx, o))
}

fn verify_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(parent) = enclosing_structured(ctx, op) else {
        return Err(op_error(ctx, op, "expected parent op with LinalgOp interface"));
    };
    let Some(parts) = structured_parts(ctx, parent) else { return Ok(()) };
    let ops = ctx.ir.operands(op);
    if ops.len() != parts.outputs.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing \
                 LinalgOp ({})",
                ops.len(),
                parts.outputs.len()
            ),
        ));
    }
    for (i, (&v, &o)) in ops.iter().zip(&parts.outputs).enumerate() {
        // The output's block argument type: its element type for memrefs
        // and ranked tensors, itself otherwise (a vector too).
        let ot = ctx.ir.value_type(o);
        let elem = if operand_shape(ctx, ot).is_some() { elem_or_self(ctx, ot) } else { ot };
        let t = ctx.ir.value_type(v);
        if t != elem {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic \
                     op ('{}')",
                    i + 1,
                    ctx.type_to_string(t),
                    ctx.type_to_string(elem)
                ),
            ));
        }
    }
    Ok(())
}

fn parse_index(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let i64t = p.ctx.int_type(64);
    let a = crate::arith::types::parse_int_attr_of_type(p, st, i64t)?;
    set_state_prop(p.ctx, st, "dim", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = crate::arith::types::parse_colon_type_of_kind(p, st, "builtin.index", |ctx, t| {
        matches!(ctx.type_data(t), affine_ir::context::TypeData::Index)
    })?;
    st.result_types.push(t);
    Ok(())
}

fn print_index(p: &mut OpPrinter, op: OpId) {
    let dim = prop(p.ctx, op, "dim").and_then(|a| p.ctx.attr_int(a)).unwrap_or(0);
    p.write(&format!(" {dim}"));
    p.print_optional_attr_dict(op, &["dim"]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(p.ctx.ir.result(op, 0));
    p.print_type(t);
}

/// The `dim` of a `linalg.index`.
pub fn index_dim(ctx: &Context, op: OpId) -> Option<usize> {
    if ctx.op_name_str(ctx.ir.op(op).name) != "linalg.index" {
        return None;
    }
    prop(ctx, op, "dim").and_then(|a| ctx.attr_int(a)).and_then(|v| usize::try_from(v).ok())
}

/// MLIR's `IndexOp::fold`: the index of a loop whose static range (the
/// size of the first operand dimension its indexing maps name by the loop
/// alone, as `getStaticLoopRanges`) is 1 is the constant 0.
fn fold_index(ctx: &mut Context, op: OpId, _: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {
    let Some(dim) = index_dim(ctx, op) else { return false };
    let Some(parts) = enclosing_structured(ctx, op).and_then(|p| structured_parts(ctx, p)) else { return false };
    let Some(loops) = first_occurrences(ctx, &parts.maps, parts.num_loops) else { return false };
    let Some(&(operand, result)) = loops.get(dim) else { return false };
    let Some(&v) = parts.inputs.iter().chain(&parts.outputs).nth(operand) else { return false };
    let size = operand_shape(ctx, ctx.ir.value_type(v)).and_then(|s| s.get(result).copied());
    if size != Some(1) {
        return false;
    }
    let zero = ctx.index_attr(0);
    results.push(FoldResult::Attr(zero));
    true
}

fn verify_index(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if prop(ctx, op, "dim").and_then(|a| ctx.attr_int(a)).is_some_and(|d| d < 0) {
        return Err(op_error(
            ctx,
            op,
            "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0",
        ));
    }
    let Some(parent) = enclosing_structured(ctx, op) else {
        return Err(op_error(ctx, op, "expected parent op with LinalgOp interface"));
    };
    // `getNumLoops`: a generic op's loops are its iterator types (which its
    // own verifier, run after this nested op, compares with the maps).
    let num_loops = if ctx.op_name_str(ctx.ir.op(parent).name) == "linalg.generic" {
        match prop(ctx, parent, ITERATORS).map(|a| ctx.attr_data(a)) {
            Some(AttrData::Array(v)) => v.len(),
            _ => 0,
        }
    } else {
        let Some(parts) = structured_parts(ctx, parent) else { return Ok(()) };
        parts.num_loops
    };
    let dim = prop(ctx, op, "dim").and_then(|a| ctx.attr_int(a)).unwrap_or(0);
    if dim < 0 || dim as usize >= num_loops {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected dim ({dim}) to be lower than the number of loops ({num_loops}) of the enclosing LinalgOp"
            ),
        ));
    }
    Ok(())
}

// ----------------------------------------------------------------------
// Verification and effects of structured ops
// ----------------------------------------------------------------------

/// MLIR's `verifyStructuredOpInterface` (the checks on buffers): map
/// count, symbols, dims, ranks, invertibility, static shapes against the
/// loop ranges, and the region's arguments.
fn verify_structured(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_structured_checks(ctx, op, true)
}

/// The named ops' checks before their region's ops are verified: the ones
/// of [`verify_structured`] up to the op's own verifier.
fn verify_named(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_structured_checks(ctx, op, false)
}

/// The named ops' checks after their region's ops (MLIR's interface
/// verifier runs with the regions: a region whose `linalg.yield` does not
/// match the output, as a `linalg.fill` of a vector makes, is reported
/// first).
fn verify_named_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_structured_interface(ctx, op)
}

/// The checks of [`verify_structured`]: the structural ones, ODS's
/// attribute and operand constraints and the op's own verifier, then (if
/// `with_interface`) the interface's.
fn verify_structured_checks(ctx: &Context, op: OpId, with_interface: bool) -> Result<(), Diagnostic> {
    if let Some(&r) = ctx.ir.regions(op).first()
        && let Some(b) = ctx.ir.entry_block(r)
        && ctx.ir.block_len(b) == 0
    {
        return Err(op_error(ctx, op, "expects a non-empty block"));
    }
    if !map_reduce::has_pure_semantics(ctx, op) {
        return Err(op_error(ctx, op, "expected to have pure tensor or buffer semantics"));
    }
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let named_def = named::named_op(name);
    let conv = named_def.and_then(|n| match n.maps {
        named::Maps::Conv(spec) => Some(spec),
        _ => None,
    });
    if let Some(spec) = conv {
        named::verify_window_attrs(ctx, op, spec)?;
    }
    if named_def.is_some() {
        named::verify_shaped_outputs(ctx, op)?;
    }
    if name == "linalg.fill" {
        named::verify_fill(ctx, op)?;
    }
    if name == named::CONTRACT {
        // ODS's `SizedRegion<1>:$combiner`, checked before the verifier.
        if ctx.ir.regions(op).first().is_some_and(|&r| ctx.ir.region_blocks(r).take(2).count() != 1) {
            return Err(op_error(ctx, op, "region #0 ('combiner') failed to verify constraint: region with 1 blocks"));
        }
        named::verify_contract(ctx, op)?;
    }
    contraction::verify_matmul_maps(ctx, op)?;
    if with_interface { verify_structured_interface(ctx, op) } else { Ok(()) }
}

/// The structured-op interface checks of [`verify_structured`] (maps,
/// ranks, shapes, region arguments).
fn verify_structured_interface(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let conv = named::named_op(name).and_then(|n| match n.maps {
        named::Maps::Conv(spec) => Some(spec),
        _ => None,
    });
    let Some(parts) = structured_parts(ctx, op) else {
        return Err(op_error(ctx, op, "expected indexing_maps to be an array of affine maps"));
    };
    if let Some(spec) = conv {
        verify_convolution(ctx, op, &parts, spec.reductions)?;
    }
    let operands: Vec<ValueId> = parts.inputs.iter().chain(&parts.outputs).copied().collect();
    if parts.maps.len() != operands.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
                parts.maps.len(),
                operands.len()
            ),
        ));
    }
    if name == "linalg.generic" {
        let n_iter = prop(ctx, op, ITERATORS)
            .map(|a| match ctx.attr_data(a) {
                AttrData::Array(v) => v.len(),
                _ => 0,
            })
            .unwrap_or(0);
        if n_iter != parts.num_loops && !parts.maps.is_empty() {
            return Err(op_error(
                ctx,
                op,
                format!("expected indexing_map #0 to have {n_iter} dim(s) to match the number of loops"),
            ));
        }
    }
    for (i, (&m, &v)) in parts.maps.iter().zip(&operands).enumerate() {
        let md = ctx.affine.map_data(m);
        if md.num_symbols != 0 {
            return Err(op_error(ctx, op, format!("unexpected symbols in indexing_map #{i}")));
        }
        if md.num_dims as usize != parts.num_loops {
            return Err(op_error(
                ctx,
                op,
                format!("expected indexing_map #{i} to have {} dim(s) to match the number of loops", parts.num_loops),
            ));
        }
        let rank = operand_shape(ctx, ctx.ir.value_type(v)).map_or(0, <[i64]>::len);
        if md.results.len() != rank {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected operand #{i} rank ({rank}) to match the result rank of indexing_map ({})",
                    md.results.len()
                ),
            ));
        }
    }
    let Some(shapes_to_loops) = first_occurrences(ctx, &parts.maps, parts.num_loops) else {
        let concat = concat_map_text(ctx, &parts.maps, parts.num_loops);
        return Err(op_error(ctx, op, format!("invalid indexing maps are non-invertible: ({concat})")));
    };
    verify_static_shapes(ctx, op, &parts, &operands, &shapes_to_loops)?;
    verify_region_args(ctx, op, &operands)?;
    // The contraction interface is verified after the structured one.
    if contraction::is_contraction(name) {
        contraction::verify_interface(ctx, op, &parts)?;
    }
    Ok(())
}

/// MLIR's `verifyConvolutionInterface`: two inputs and one output, the
/// input indexed by dims and `dim (* c) + dim (* c)` sums, the filter and
/// output by projected permutations, and every loop a batch, output image,
/// output channel, depth multiplier, filter window or input channel loop
/// with the right iterator type.
fn verify_convolution(ctx: &Context, op: OpId, parts: &StructuredParts, reductions: &[bool]) -> Result<(), Diagnostic> {
    use crate::arith::types::plain_error;
    if parts.inputs.len() < 2 || parts.outputs.len() != 1 {
        return Err(plain_error(ctx, op, "expected op with 2 inputs and 1 output"));
    }
    let maps = &parts.maps;
    let Some(walk) = conv_input_dims(ctx, maps[0]) else {
        return Err(plain_error(ctx, op, "unexpected input index map for convolutions"));
    };
    let (filter, output) = (maps[1], maps[maps.len() - 1]);
    let (Some(filter_dims), Some(output_dims)) = (projected_dims(ctx, filter), projected_dims(ctx, output)) else {
        return Err(plain_error(ctx, op, "expected output/filter indexing maps to be projected permutations"));
    };
    let (unconvolved, convolved) = walk;
    let non_conv = || plain_error(ctx, op, "unexpected loop dimension for convolution op");
    let parallel_err = || plain_error(ctx, op, "expected all iterators used to access outputs to be parallel");
    let reduction_err = || plain_error(ctx, op, "expected all iterators not used to access outputs to be reduction");
    let is_red = |d: u32| reductions.get(d as usize).copied().unwrap_or(false);
    let mut all = std::collections::BTreeSet::new();
    for &d in &output_dims {
        let (u, c, f) = (unconvolved.contains(&d), convolved.contains(&d), filter_dims.contains(&d));
        // Batch, output image, output channel or depth multiplier loops.
        if !matches!((u, c, f), (true, _, _) | (false, true, false) | (false, false, true)) {
            return Err(non_conv());
        }
        if is_red(d) {
            return Err(parallel_err());
        }
        all.insert(d);
    }
    for &d in &filter_dims {
        let (u, c, o) = (unconvolved.contains(&d), convolved.contains(&d), output_dims.contains(&d));
        // Output channel or depth multiplier loops (already seen).
        if o && (u || !c) {
            continue;
        }
        // Filter window or input channel loops.
        if o || !(c || u) {
            return Err(non_conv());
        }
        if !is_red(d) {
            return Err(reduction_err());
        }
        if !all.insert(d) {
            return Err(non_conv());
        }
    }
    if all.len() != parts.num_loops {
        return Err(non_conv());
    }
    if convolved.is_empty() {
        return Err(plain_error(ctx, op, "expected convolved dim to be non-empty"));
    }
    Ok(())
}

/// MLIR's `ConvAccessExprWalker` on a convolution's input map: the dims
/// used alone (unconvolved) and in `d (* c) + d (* c)` sums (convolved),
/// each at most once; dims used in more than one result are dropped.
fn conv_input_dims(ctx: &Context, map: AffineMap) -> Option<(Vec<u32>, Vec<u32>)> {
    use affine_ir::affine::AffineExprKind;
    let mut unconvolved: Vec<u32> = Vec::new();
    let mut convolved: Vec<u32> = Vec::new();
    let results = &ctx.affine.map_data(map).results;
    for &e in results {
        match ctx.affine.data(e) {
            AffineExprData::Dim(d) => {
                if unconvolved.contains(&d) || convolved.contains(&d) {
                    return None;
                }
                unconvolved.push(d);
            }
            _ => {
                let (AffineExprKind::Add, l, r) = ctx.affine.as_binary(e)? else { return None };
                for side in [l, r] {
                    let d = match ctx.affine.data(side) {
                        AffineExprData::Dim(d) => d,
                        _ => {
                            let (AffineExprKind::Mul, a, b) = ctx.affine.as_binary(side)? else { return None };
                            match (ctx.affine.data(a), ctx.affine.data(b)) {
                                (AffineExprData::Dim(d), AffineExprData::Constant(_) | AffineExprData::Symbol(_))
                                | (AffineExprData::Constant(_) | AffineExprData::Symbol(_), AffineExprData::Dim(d)) => {
                                    d
                                }
                                _ => return None,
                            }
                        }
                    };
                    if unconvolved.contains(&d) || convolved.contains(&d) {
                        return None;
                    }
                    convolved.push(d);
                }
            }
        }
    }
    // clearMultiUseDims: a dim in more than one result is neither.
    let uses = |d: u32| results.iter().filter(|&&e| ctx.affine.is_function_of_dim(e, d)).count();
    unconvolved.retain(|&d| uses(d) <= 1);
    convolved.retain(|&d| uses(d) <= 1);
    Some((unconvolved, convolved))
}

/// The dims of a projected permutation map (`None` if it is not one).
fn projected_dims(ctx: &Context, map: AffineMap) -> Option<Vec<u32>> {
    let mut dims = Vec::new();
    for &e in &ctx.affine.map_data(map).results {
        match ctx.affine.data(e) {
            AffineExprData::Dim(d) if !dims.contains(&d) => dims.push(d),
            _ => return None,
        }
    }
    Some(dims)
}

/// For each loop, the (operand, dim) of the first result that is exactly
/// that loop's dim (the inverse permutation of the concatenated maps);
/// `None` if some loop appears nowhere.
fn first_occurrences(ctx: &Context, maps: &[AffineMap], num_loops: usize) -> Option<Vec<(usize, usize)>> {
    let mut first = vec![None; num_loops];
    for (i, &m) in maps.iter().enumerate() {
        for (j, &e) in ctx.affine.map_data(m).results.iter().enumerate() {
            if let AffineExprData::Dim(d) = ctx.affine.data(e)
                && first[d as usize].is_none()
            {
                first[d as usize] = Some((i, j));
            }
        }
    }
    first.into_iter().collect()
}

fn concat_map_text(ctx: &Context, maps: &[AffineMap], num_loops: usize) -> String {
    let mut out = String::from("(");
    for i in 0..num_loops {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&format!("d{i}"));
    }
    out.push_str(") -> (");
    let mut first = true;
    for &m in maps {
        for &e in &ctx.affine.map_data(m).results {
            if !first {
                out.push_str(", ");
            }
            first = false;
            ctx.affine.write_expr(&mut out, e);
        }
    }
    out.push(')');
    out
}

fn verify_static_shapes(
    ctx: &Context,
    op: OpId,
    parts: &StructuredParts,
    operands: &[ValueId],
    first: &[(usize, usize)],
) -> Result<(), Diagnostic> {
    let shapes: Vec<Vec<i64>> = operands
        .iter()
        .map(|&v| operand_shape(ctx, ctx.ir.value_type(v)).map(|s| s.to_vec()).unwrap_or_default())
        .collect();
    let ends: Vec<i64> = first.iter().map(|&(i, j)| shapes[i][j]).collect();
    if ends.contains(&affine_ir::context::DYNAMIC) {
        return Ok(());
    }
    let end_idx: Vec<i64> = ends.iter().map(|&e| e - 1).collect();
    let start_idx = vec![0; ends.len()];
    for (i, &m) in parts.maps.iter().enumerate() {
        let (Ok(starts), Ok(endv)) = (ctx.affine.eval_map(m, &start_idx), ctx.affine.eval_map(m, &end_idx)) else {
            continue;
        };
        let results = &ctx.affine.map_data(m).results;
        for (dim, &size) in shapes[i].iter().enumerate() {
            if size == affine_ir::context::DYNAMIC || size == 0 {
                continue;
            }
            let inferred = starts[dim].max(endv[dim]) + 1;
            if starts[dim].min(endv[dim]) < 0 {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "unexpected result less than 0 at expression #{dim} in {}",
                        ctx.affine.map_to_string(m).trim_start_matches("affine_map<").trim_end_matches('>')
                    ),
                ));
            }
            if matches!(ctx.affine.data(results[dim]), AffineExprData::Dim(_)) {
                if inferred != size {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "inferred input/output operand #{i} has shape's dimension #{dim} to be {inferred}, but found \
                             {size}"
                        ),
                    ));
                }
            } else if inferred > size {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "inferred input/output operand #{i} has shape's dimension #{dim} to be greater than or equal to \
                         {inferred}, but found {size}"
                    ),
                ));
            }
        }
    }
    Ok(())
}

fn verify_region_args(ctx: &Context, op: OpId, operands: &[ValueId]) -> Result<(), Diagnostic> {
    // MLIR checks the region shape only here, after the indexing maps
    // and shapes (an empty `{}` region parses fine).
    let r = match ctx.ir.regions(op) {
        [r] if ctx.ir.region_blocks(*r).take(2).count() == 1 => *r,
        _ => return Err(op_error(ctx, op, "expects to have 1 region with 1 block")),
    };
    let Some(b) = ctx.ir.entry_block(r) else { return Ok(()) };
    let args = ctx.ir.block_args(b);
    if args.len() != operands.len() {
        return Err(op_error(
            ctx,
            op,
            "expected as many non-induction variable region arguments as the number of input/output operands",
        ));
    }
    for (i, (&a, &v)) in args.iter().zip(operands).enumerate() {
        let t = ctx.ir.value_type(v);
        let want = if operand_shape(ctx, t).is_some() { elem_or_self(ctx, t) } else { t };
        let got = ctx.ir.value_type(a);
        if got != want {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding \
                     operand ('{}')",
                    ctx.type_to_string(got),
                    ctx.type_to_string(want)
                ),
            ));
        }
    }
    Ok(())
}

/// MLIR's `getGenericEffectsImpl`: inputs on buffers are read; outputs are
/// read when the payload uses their value, and written.
fn structured_effects(ctx: &Context, op: OpId, out: &mut Vec<MemEffect>) {
    let Some(parts) = structured_parts(ctx, op) else { return };
    let is_memref = |v: ValueId| matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::MemRef { .. });
    for &v in &parts.inputs {
        if is_memref(v) {
            out.push(MemEffect { kind: EffectKind::Read, value: Some(v) });
        }
    }
    let args: Vec<ValueId> = ctx
        .ir
        .regions(op)
        .first()
        .and_then(|&r| ctx.ir.entry_block(r))
        .map(|b| ctx.ir.block_args(b).to_vec())
        .unwrap_or_default();
    for (i, &v) in parts.outputs.iter().enumerate() {
        if !is_memref(v) {
            continue;
        }
        let used = args.get(parts.inputs.len() + i).is_none_or(|&a| !ctx.ir.use_empty(a));
        if used {
            out.push(MemEffect { kind: EffectKind::Read, value: Some(v) });
        }
        out.push(MemEffect { kind: EffectKind::Write, value: Some(v) });
    }
}

#[cfg(test)]
mod tests;
