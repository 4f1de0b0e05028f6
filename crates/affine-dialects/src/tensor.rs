//! The `tensor` and `bufferization` ops found around affine code before
//! and after bufferization: `tensor.dim`, `empty`, `extract`, `insert`,
//! `cast`, `extract_slice`, `insert_slice`, `from_elements`, and
//! `bufferization.to_tensor`, `to_buffer`, `alloc_tensor`, with
//! `mlir-opt` 22's custom syntax and result names. Tensor ops are pure;
//! the bufferization ops keep unknown effects (analyses stay
//! conservative around them).

use crate::arith::types::{
    Shape, check_operand, check_result, check_shape, is_any_memref, parse_kw, plain_error, prop, set_state_prop,
};
use crate::memref::view_canon::{Mixed, fold_dynamic_index_list, slice_lists, statics};
use crate::memref::views::{dynamic_index_list_parse, parse_osss, print_dynamic_index_list, print_osss_after};
use crate::memref::{dim_names, parse_dim, print_dim, segment_sizes, segments};
use crate::tensor_canon as tc;
use affine_ir::context::{Context, DYNAMIC, Location, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpDef, OpShape, Registry, ResultNamesFn, traits};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;
use affine_ir::rewrite::{PatternRewriter, RewritePatternSet};
use affine_ir::verify::op_error;

const SLICE_ATTRS: &[&str] = &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"];

/// Registers `tensor` and `bufferization`.
pub fn register(reg: &mut Registry) {
    reg.add_dialect("tensor");
    reg.add_dialect("bufferization");
    let pure = |name: &'static str,
                parse: affine_ir::dialect::ParseFn,
                print: affine_ir::dialect::PrintFn,
                names: Option<ResultNamesFn>,
                inherent: &'static [&'static str]| OpDef {
        parse: Some(parse),
        print: Some(print),
        result_names: names,
        traits: traits::PURE,
        inherent_attrs: inherent,
        ..OpDef::new(name)
    };
    reg.set_constant_materializer("tensor", crate::arith::fold::materialize);
    reg.set_dialect_canonicalizer("tensor", crate::tensor_canon::dialect_patterns);
    reg.add(OpDef {
        verify: Some(tc::verify_dim),
        fold: Some(tc::fold_dim),
        canonicalize: Some(tc::patterns),
        ..pure("tensor.dim", parse_dim, print_dim, Some(dim_names), &[])
    });
    reg.add(OpDef {
        verify: Some(tc::verify_empty),
        canonicalize: Some(tc::patterns),
        ..pure("tensor.empty", parse_sized, print_sized, None, &[])
    });
    reg.add(OpDef {
        verify: Some(tc::verify_extract),
        fold: Some(tc::fold_extract),
        canonicalize: Some(tc::patterns),
        ..pure("tensor.extract", parse_extract, print_extract, Some(|_, _, o| o.push((0, "extracted".into()))), &[])
    });
    reg.add(OpDef {
        verify: Some(tc::verify_insert),
        fold: Some(tc::fold_insert),
        canonicalize: Some(tc::patterns),
        ..pure("tensor.insert", parse_insert, print_insert, Some(|_, _, o| o.push((0, "inserted".into()))), &[])
    });
    reg.add(OpDef {
        verify: Some(tc::verify_cast),
        canonicalize: Some(tc::patterns),
        traits: traits::PURE | traits::CAST,
        ..pure("tensor.cast", parse_cast, print_cast, Some(|_, _, o| o.push((0, "cast".into()))), &[])
    });
    reg.add(OpDef {
        verify: Some(tc::verify_extract_slice),
        fold: Some(tc::fold_extract_slice),
        canonicalize: Some(slice_patterns),
        ..pure(
            "tensor.extract_slice",
            parse_extract_slice,
            print_extract_slice,
            Some(|_, _, o| o.push((0, "extracted_slice".into()))),
            SLICE_ATTRS,
        )
    });
    reg.add(OpDef {
        verify: Some(tc::verify_insert_slice),
        fold: Some(tc::fold_insert_slice),
        canonicalize: Some(slice_patterns),
        ..pure(
            "tensor.insert_slice",
            parse_insert_slice,
            print_insert_slice,
            Some(|_, _, o| o.push((0, "inserted_slice".into()))),
            SLICE_ATTRS,
        )
    });
    reg.add(OpDef {
        verify: Some(tc::verify_from_elements),
        fold: Some(tc::fold_from_elements),
        canonicalize: Some(tc::patterns),
        ..pure(
            "tensor.from_elements",
            parse_from_elements,
            print_from_elements,
            Some(|_, _, o| o.push((0, "from_elements".into()))),
            &[],
        )
    });
    reg.add(OpDef {
        parse: Some(parse_pad),
        print: Some(print_pad),
        verify: Some(verify_pad),
        verify_regions: Some(verify_pad_regions),
        fold: Some(crate::tensor_pad_canon::fold_pad),
        canonicalize: Some(crate::tensor_pad_canon::patterns),
        result_names: Some(|_, _, o| o.push((0, "padded".into()))),
        traits: traits::PURE | traits::SINGLE_BLOCK | traits::RECURSIVE_MEMORY_EFFECTS,
        inherent_attrs: &["nofold", "operandSegmentSizes", "static_high", "static_low"],
        implicit_terminator: Some("tensor.yield"),
        ..OpDef::new("tensor.pad")
    });
    reg.add(OpDef {
        parse: Some(parse_yield),
        print: Some(print_yield),
        verify: Some(|ctx, op| {
            if ctx.ir.operands(op).len() == 1 { Ok(()) } else { Err(op_error(ctx, op, "requires a single operand")) }
        }),
        traits: traits::PURE | traits::TERMINATOR | traits::RETURN_LIKE,
        // MLIR's `HasParent<GenerateOp, PadOp>` order (its message).
        parent_ops: &["tensor.generate", "tensor.pad"],
        ..OpDef::new("tensor.yield")
    });
    crate::tensor_reshape::register(reg);
    reg.add(OpDef {
        parse: Some(parse_to_tensor),
        print: Some(print_to_tensor),
        verify_structure: Some(|ctx, op| check_shape(ctx, op, &Shape::fixed(1, 1))),
        verify: Some(|ctx, op| {
            check_operand(ctx, op, 0, "BufferLikeType instance", is_any_memref)?;
            check_result(ctx, op, 0, "TensorLikeType instance", is_any_tensor)?;
            let buffer = ctx.ir.value_type(ctx.ir.operands(op)[0]);
            check_tensor_buffer_match(ctx, op, result_type(ctx, op), buffer)
        }),
        traits: traits::PURE,
        fold: Some(crate::bufferization::fold_to_tensor),
        canonicalize: Some(crate::bufferization::to_tensor_patterns),
        inherent_attrs: &["restrict", "writable"],
        ..OpDef::new("bufferization.to_tensor")
    });
    reg.add(OpDef {
        parse: Some(parse_to_buffer),
        print: Some(print_to_buffer),
        verify_structure: Some(|ctx, op| check_shape(ctx, op, &Shape::fixed(1, 1))),
        verify: Some(|ctx, op| {
            check_operand(ctx, op, 0, "TensorLikeType instance", is_any_tensor)?;
            check_result(ctx, op, 0, "BufferLikeType instance", is_any_memref)?;
            let tensor = ctx.ir.value_type(ctx.ir.operands(op)[0]);
            check_tensor_buffer_match(ctx, op, tensor, result_type(ctx, op))
        }),
        traits: traits::PURE,
        fold: Some(fold_to_buffer),
        canonicalize: Some(crate::bufferization::to_buffer_patterns),
        inherent_attrs: &["read_only"],
        ..OpDef::new("bufferization.to_buffer")
    });
    reg.add(OpDef {
        parse: Some(parse_alloc_tensor),
        print: Some(print_sized),
        verify_structure: Some(|ctx, op| {
            check_shape(ctx, op, &Shape { regions: 0, results: Some(1), operands: None, min_operands: 0 })
        }),
        verify: Some(|ctx, op| check_result(ctx, op, 0, "tensor of any type values", is_any_tensor)),
        inherent_attrs: &["memory_space", "operandSegmentSizes"],
        ..OpDef::new("bufferization.alloc_tensor")
    });
    reg.declare_shapes(SHAPES);
}

/// The ODS count traits of the `tensor` ops with operand segments or
/// parents (checked before the segment sizes, required attributes and
/// parents, as in MLIR). `tensor.parallel_insert_slice` is registered with
/// `scf.forall`, before this.
const SHAPES: &[(&str, OpShape)] = &[
    ("tensor.extract_slice", OpShape::variadic(1, 1)),
    ("tensor.insert_slice", OpShape::variadic(2, 1)),
    ("tensor.pad", OpShape::variadic(1, 1).with_regions(Arity::Exactly(1))),
    ("tensor.parallel_insert_slice", OpShape::variadic(2, 0)),
    ("tensor.yield", OpShape::fixed(1, 0)),
];

/// Ranked or unranked tensor (ODS's `TensorLikeType` and `AnyTensor` as the
/// builtin types satisfy them).
fn is_any_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. })
}

/// `to_tensor` / `to_buffer`'s `specified tensor and buffer types match`
/// (MLIR 22's `TensorType::verifyCompatibleBufferType`): both ranked with
/// one shape, or both unranked, and one element type; its own error
/// (`shapes do not match` / `element types do not match`) comes first.
/// The memory space and layout of the buffer are free.
fn check_tensor_buffer_match(ctx: &Context, op: OpId, tensor: Type, buffer: Type) -> Result<(), Diagnostic> {
    let reason = if ctx.shape(tensor) != ctx.shape(buffer) {
        "shapes do not match"
    } else if ctx.element_type(tensor) != ctx.element_type(buffer) {
        "element types do not match"
    } else {
        return Ok(());
    };
    let mut first = plain_error(ctx, op, reason);
    let mut second = op_error(ctx, op, "failed to verify that specified tensor and buffer types match");
    let notes = std::mem::take(&mut second.notes);
    first.notes.push(second);
    first.notes.extend(notes);
    Err(first)
}

fn result_type(ctx: &Context, op: OpId) -> Type {
    ctx.ir.value_type(ctx.ir.result(op, 0))
}

fn resolve_index(p: &mut OpParser, us: &[UnresolvedOperand], st: &mut OpState) -> PResult<()> {
    let index = p.ctx.index_type();
    p.resolve_operands(us, &vec![index; us.len()], &mut st.operands)
}

/// `(sizes) attr-dict : type` (`tensor.empty`).
fn parse_sized(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let sizes = p.parse_delimited_operand_list(Tok::LParen, Tok::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = if p.ctx.op_name_str(st.name) == "tensor.empty" {
        p.expect(Tok::Colon)?;
        parse_ranked_tensor_type(p, st)?
    } else {
        p.parse_colon_type()?
    };
    resolve_index(p, &sizes, st)?;
    st.result_types.push(t);
    Ok(())
}

fn print_sized(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write("(");
    p.print_operands(&ops);
    p.write(")");
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    p.write(" : ");
    let t = result_type(p.ctx, op);
    p.print_type(t);
}

/// `(sizes) attr-dict : type` with the `operandSegmentSizes` of
/// `bufferization.alloc_tensor` (no `copy` / `size_hint`).
fn parse_alloc_tensor(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    parse_sized(p, st)?;
    let n = st.operands.len() as i32;
    segment_sizes(p.ctx, st, &[n, 0, 0]);
    Ok(())
}

/// `$tensor[$indices] attr-dict : type($tensor)`.
fn parse_extract(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let t = p.parse_operand()?;
    let idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let ty = parse_ranked_tensor_type(p, st)?;
    let elem = p.ctx.element_type(ty).unwrap_or(ty);
    p.resolve_operand(&t, ty, &mut st.operands)?;
    resolve_index(p, &idx, st)?;
    st.result_types.push(elem);
    Ok(())
}

fn print_extract(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(&ops[1..]);
    p.write("]");
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(ops[0]);
    p.print_type(t);
}

/// `$scalar into $dest[$indices] attr-dict : type($dest)`.
fn parse_insert(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    parse_kw(p, st, "into")?;
    let d = p.parse_operand()?;
    let idx = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let ty = parse_ranked_tensor_type(p, st)?;
    let elem = p.ctx.element_type(ty).unwrap_or(ty);
    p.resolve_operand(&v, elem, &mut st.operands)?;
    p.resolve_operand(&d, ty, &mut st.operands)?;
    resolve_index(p, &idx, st)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_insert(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(" into ");
    p.print_operand(ops[1]);
    p.write("[");
    p.print_operands(&ops[2..]);
    p.write("]");
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(ops[1]);
    p.print_type(t);
}

/// `$source attr-dict : type($source) to type($result)`: the form of
/// `tensor.cast` and of the `index` dialect's casts.
pub(crate) fn parse_cast(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    parse_unary_tail(p, st, v, &[])
}

fn parse_unary_tail(p: &mut OpParser, st: &mut OpState, v: UnresolvedOperand, flags: &[&str]) -> PResult<()> {
    for &f in flags {
        if p.parse_optional_keyword(f) {
            let u = p.ctx.unit_attr();
            set_state_prop(p.ctx, st, f, u);
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    // `tensor.cast` reads both types as `TensorType`s (the index casts
    // check theirs in the verifier).
    let tensors = p.ctx.op_name_str(st.name) == "tensor.cast";
    p.expect(Tok::Colon)?;
    let from = if tensors { parse_any_tensor_type(p, st)? } else { p.parse_type()? };
    parse_kw(p, st, "to")?;
    let to = if tensors { parse_any_tensor_type(p, st)? } else { p.parse_type()? };
    p.resolve_operand(&v, from, &mut st.operands)?;
    st.result_types.push(to);
    Ok(())
}

fn print_unary(p: &mut OpPrinter, op: OpId, flags: &[&str]) {
    let v = p.ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(v);
    for &f in flags {
        if prop(p.ctx, op, f).is_some() {
            p.write(" ");
            p.write(f);
        }
    }
    p.print_optional_attr_dict(op, flags);
    p.write(" : ");
    let t = p.ctx.ir.value_type(v);
    p.print_type(t);
    p.write(" to ");
    let t = result_type(p.ctx, op);
    p.print_type(t);
}

/// Prints the form [`parse_cast`] reads.
pub(crate) fn print_cast(p: &mut OpPrinter, op: OpId) {
    print_unary(p, op, &[]);
}

fn parse_to_tensor(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    parse_unary_tail(p, st, v, &["restrict", "writable"])
}

fn print_to_tensor(p: &mut OpPrinter, op: OpId) {
    print_unary(p, op, &["restrict", "writable"]);
}

fn parse_to_buffer(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    parse_unary_tail(p, st, v, &["read_only"])
}

fn print_to_buffer(p: &mut OpPrinter, op: OpId) {
    print_unary(p, op, &["read_only"]);
}

/// `$source[offsets] [sizes] [strides] attr-dict : type to type`.
fn parse_extract_slice(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let mut lists: [(Vec<UnresolvedOperand>, Vec<i64>); 3] = Default::default();
    parse_osss(p, st, &mut lists)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_ranked_tensor_type(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_ranked_tensor_type(p, st)?;
    p.resolve_operand(&src, from, &mut st.operands)?;
    for l in &lists {
        resolve_index(p, &l.0, st)?;
    }
    segment_sizes(p.ctx, st, &[1, lists[0].0.len() as i32, lists[1].0.len() as i32, lists[2].0.len() as i32]);
    st.result_types.push(to);
    Ok(())
}

fn print_extract_slice(p: &mut OpPrinter, op: OpId) {
    let src = p.ctx.ir.operands(op)[0];
    p.write(" ");
    p.print_operand(src);
    print_osss_after(p, op, 1);
    p.print_optional_attr_dict(op, SLICE_ATTRS);
    p.write(" : ");
    let t = p.ctx.ir.value_type(src);
    p.print_type(t);
    p.write(" to ");
    let t = result_type(p.ctx, op);
    p.print_type(t);
}

/// `$source into $dest[offsets] [sizes] [strides] attr-dict : type into type`.
fn parse_insert_slice(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_kw(p, st, "into")?;
    let dest = p.parse_operand()?;
    let mut lists: [(Vec<UnresolvedOperand>, Vec<i64>); 3] = Default::default();
    parse_osss(p, st, &mut lists)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_ranked_tensor_type(p, st)?;
    parse_kw(p, st, "into")?;
    let to = parse_ranked_tensor_type(p, st)?;
    p.resolve_operand(&src, from, &mut st.operands)?;
    p.resolve_operand(&dest, to, &mut st.operands)?;
    for l in &lists {
        resolve_index(p, &l.0, st)?;
    }
    segment_sizes(p.ctx, st, &[1, 1, lists[0].0.len() as i32, lists[1].0.len() as i32, lists[2].0.len() as i32]);
    st.result_types.push(to);
    Ok(())
}

fn print_insert_slice(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(" into ");
    p.print_operand(ops[1]);
    print_osss_after(p, op, 2);
    p.print_optional_attr_dict(op, SLICE_ATTRS);
    p.write(" : ");
    let t = p.ctx.ir.value_type(ops[0]);
    p.print_type(t);
    p.write(" into ");
    let t = p.ctx.ir.value_type(ops[1]);
    p.print_type(t);
}

/// The canonicalization patterns of `tensor.extract_slice` and
/// `tensor.insert_slice`: MLIR 22's constant argument folders, then the
/// cast folders of `tensor_canon`.
fn slice_patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "tensor.extract_slice" => set.add_fn(
            "OpWithOffsetSizesAndStridesConstantArgumentFolder",
            "tensor.extract_slice",
            extract_slice_constant_arguments,
        ),
        "tensor.insert_slice" => {
            set.add_fn("InsertSliceOpConstantArgumentFolder", "tensor.insert_slice", insert_slice_constant_arguments)
        }
        _ => {}
    }
    tc::patterns(name, set);
}

/// The mixed offsets, sizes and strides of a slice op with `leading`
/// tensor operands, with constant operands folded as mlir-opt 22 folds
/// them: offsets, then sizes, then strides (offsets and sizes only when not
/// negative), each list kept only while the slice stays inside `shape`
/// (`verifyInBoundsSlice`), the first list that would leave it ending the
/// folding. `None` when nothing folds. (Found by probing mlir-opt 22: a
/// slice that fits with its sizes but not with its strides has offsets and
/// sizes folded, one whose offsets leave the tensor keeps every operand.)
fn folded_slice_lists(ctx: &Context, op: OpId, leading: usize, shape: &[i64]) -> Option<[Vec<Mixed>; 3]> {
    let mut lists = slice_lists(ctx, op, leading)?;
    let mut changed = false;
    for i in 0..3 {
        let mut trial = lists.clone();
        // The insert ops fold strides with `foldDynamicStrideList`, which
        // keeps a zero stride dynamic (found on generated programs).
        let keep = (i == 2 && leading == 2).then(|| trial[2].clone());
        if !fold_dynamic_index_list(ctx, &mut trial[i], i < 2) {
            continue;
        }
        if let Some(before) = keep {
            for (t, b) in trial[2].iter_mut().zip(before) {
                if *t == Mixed::Static(0) && b != Mixed::Static(0) {
                    *t = b;
                }
            }
            if trial[2] == lists[2] {
                continue;
            }
        }
        let [offsets, sizes, strides] = [statics(&trial[0]), statics(&trial[1]), statics(&trial[2])];
        if crate::memref::views::slice_out_of_bounds(shape, &offsets, &sizes, &strides).is_some() {
            break;
        }
        lists = trial;
        changed = true;
    }
    changed.then_some(lists)
}

/// MLIR's `ExtractSliceOp::inferCanonicalRankReducedResultType`: a tensor
/// of the static sizes (dynamic where not static) with the element type and
/// encoding of `source`; when that has more than `rank` dims, the first
/// unit dims are dropped until it does (and the encoding with them).
fn canonical_slice_type(ctx: &mut Context, rank: usize, source: Type, sizes: &[i64]) -> Option<Type> {
    let TypeData::RankedTensor { elem, encoding, .. } = ctx.type_data(source).clone() else { return None };
    if sizes.len() <= rank {
        return Some(ctx.ty(TypeData::RankedTensor { shape: sizes.to_vec(), elem, encoding }));
    }
    let mut to_drop = sizes.len() - rank;
    let mut shape = Vec::with_capacity(rank);
    for &s in sizes {
        if s == 1 && to_drop > 0 {
            to_drop -= 1;
        } else {
            shape.push(s);
        }
    }
    Some(ctx.ty(TypeData::RankedTensor { shape, elem, encoding: None }))
}

/// A slice op state like `like` (no discardable attributes, as MLIR's
/// builder) over the tensor operands `leading` and the mixed lists.
fn slice_state(ctx: &mut Context, like: OpId, result: Type, leading: &[ValueId], lists: &[Vec<Mixed>; 3]) -> OpState {
    let mut st = OpState::new(ctx.ir.op(like).name, ctx.ir.op(like).loc);
    st.operands.extend_from_slice(leading);
    let mut segs: Vec<i32> = vec![1; leading.len()];
    for (list, name) in lists.iter().zip(["static_offsets", "static_sizes", "static_strides"]) {
        let mut n = 0;
        for m in list {
            if let Mixed::Value(v) = m {
                st.operands.push(*v);
                n += 1;
            }
        }
        segs.push(n);
        let a = ctx.dense_i64_array_attr(&statics(list));
        set_state_prop(ctx, &mut st, name, a);
    }
    segment_sizes(ctx, &mut st, &segs);
    st.result_types.push(result);
    st
}

/// Creates a `tensor.cast` of `value` to `to` at the insertion point.
fn create_tensor_cast(rw: &mut PatternRewriter<'_>, loc: Location, value: ValueId, to: Type) -> ValueId {
    let name = rw.ctx.op_name("tensor.cast");
    let mut cast = OpState::new(name, loc);
    cast.operands.push(value);
    cast.result_types.push(to);
    let c = rw.create(cast);
    rw.ctx.ir.result(c, 0)
}

/// MLIR's `OpWithOffsetSizesAndStridesConstantArgumentFolder` for
/// `tensor.extract_slice` (`SliceReturnTypeCanonicalizer`,
/// `SliceCanonicalizer`): constant operands become static values, the
/// result type is recomputed (rank-reduced as the op's) and a `tensor.cast`
/// casts back to the old type when it changed.
fn extract_slice_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(&source), Some(&result)) = (rw.ctx.ir.operands(op).first(), rw.ctx.ir.results(op).first()) else {
        return false;
    };
    if rw.ctx.ir.results(op).len() != 1 {
        return false;
    }
    let source_type = rw.ctx.ir.value_type(source);
    let old_type = rw.ctx.ir.value_type(result);
    let (Some(shape), Some(rank)) =
        (tensor_shape(rw.ctx, source_type), tensor_shape(rw.ctx, old_type).map(|s| s.len()))
    else {
        return false;
    };
    let Some(lists) = folded_slice_lists(rw.ctx, op, 1, &shape) else { return false };
    let Some(new_type) = canonical_slice_type(rw.ctx, rank, source_type, &statics(&lists[1])) else { return false };
    let st = slice_state(rw.ctx, op, new_type, &[source], &lists);
    let loc = rw.ctx.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let mut value = rw.ctx.ir.result(new, 0);
    if new_type != old_type {
        value = create_tensor_cast(rw, loc, value, old_type);
    }
    rw.replace_op(op, &[value]);
    true
}

/// The canonicalization patterns of `tensor.parallel_insert_slice`: those
/// of `tensor.insert_slice`, casts of the source going before the
/// `scf.forall.in_parallel` parent.
pub(crate) fn parallel_insert_slice_patterns(_: &str, set: &mut RewritePatternSet) {
    const P: &str = "tensor.parallel_insert_slice";
    set.add_fn("InsertSliceOpConstantArgumentFolder", P, insert_slice_constant_arguments);
    set.add_fn("InsertSliceOpCastFolder", P, tc::insert_slice_of_cast);
    set.add_fn("InsertSliceOpSourceCastInserter", P, tc::insert_slice_source_cast);
}

/// MLIR's `InsertSliceOpConstantArgumentFolder`: constant operands become
/// static values; when the canonical slice type then differs from the
/// source's, the source is first cast to it with a `tensor.cast`.
fn insert_slice_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(&source), Some(&dest)) = (rw.ctx.ir.operands(op).first(), rw.ctx.ir.operands(op).get(1)) else {
        return false;
    };
    let parallel = rw.ctx.op_name_str(rw.ctx.ir.op(op).name) == "tensor.parallel_insert_slice";
    if rw.ctx.ir.results(op).len() != usize::from(!parallel) {
        return false;
    }
    let (source_type, dest_type) = (rw.ctx.ir.value_type(source), rw.ctx.ir.value_type(dest));
    let (Some(rank), Some(shape)) =
        (tensor_shape(rw.ctx, source_type).map(|s| s.len()), tensor_shape(rw.ctx, dest_type))
    else {
        return false;
    };
    let Some(lists) = folded_slice_lists(rw.ctx, op, 2, &shape) else { return false };
    let Some(new_source_type) = canonical_slice_type(rw.ctx, rank, dest_type, &statics(&lists[1])) else {
        return false;
    };
    let loc = rw.ctx.ir.op(op).loc;
    let cast_at = if parallel { rw.ctx.ir.parent_op(op).unwrap_or(op) } else { op };
    rw.set_insertion_point_before(cast_at);
    let mut to_insert = source;
    if new_source_type != source_type {
        to_insert = create_tensor_cast(rw, loc, source, new_source_type);
    }
    rw.set_insertion_point_before(op);
    let mut st = slice_state(rw.ctx, op, dest_type, &[to_insert, dest], &lists);
    if parallel {
        st.result_types.clear();
    }
    let new = rw.create(st);
    let values = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &values);
    true
}

/// The shape of a ranked tensor type.
fn tensor_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// `$elements attr-dict : type($result)`.
fn parse_from_elements(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let elems = p.parse_operand_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let t = parse_ranked_tensor_type(p, st)?;
    let elem = p.ctx.element_type(t).unwrap_or(t);
    p.resolve_operands(&elems, &vec![elem; elems.len()], &mut st.operands)?;
    st.result_types.push(t);
    Ok(())
}

fn print_from_elements(p: &mut OpPrinter, op: OpId) {
    let ops = p.ctx.ir.operands(op).to_vec();
    if !ops.is_empty() {
        p.write(" ");
        p.print_operands(&ops);
    }
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = result_type(p.ctx, op);
    p.print_type(t);
}

/// MLIR's `ToBufferOp::fold`: the buffer of a `to_tensor` of the same type.
fn fold_to_buffer(
    ctx: &mut Context,
    op: OpId,
    _: &[Option<affine_ir::context::Attribute>],
    results: &mut Vec<affine_ir::rewrite::FoldResult>,
) -> bool {
    let Some(&tensor) = ctx.ir.operands(op).first() else { return false };
    let Some(def) = ctx.ir.defining_op(tensor) else { return false };
    if ctx.op_name_str(ctx.ir.op(def).name) != "bufferization.to_tensor" {
        return false;
    }
    let Some(&buffer) = ctx.ir.operands(def).first() else { return false };
    if ctx.ir.value_type(buffer) != ctx.ir.value_type(ctx.ir.result(op, 0)) {
        return false;
    }
    results.push(affine_ir::rewrite::FoldResult::Value(buffer));
    true
}

/// `tensor.pad $source (nofold)? low[..] high[..] $region attr-dict :
/// type($source) to type($result)`.
fn parse_pad(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    if p.parse_optional_keyword("nofold") {
        let u = p.ctx.unit_attr();
        set_state_prop(p.ctx, st, "nofold", u);
    }
    let mut lists: [(Vec<UnresolvedOperand>, Vec<i64>); 2] = Default::default();
    for (i, (kw, name)) in [("low", "static_low"), ("high", "static_high")].into_iter().enumerate() {
        parse_kw(p, st, kw)?;
        lists[i] = dynamic_index_list_parse(p, st)?;
        let a = p.ctx.dense_i64_array_attr(&lists[i].1);
        set_state_prop(p.ctx, st, name, a);
    }
    let region = p.parse_region(&[], false)?;
    crate::scf::ensure_terminator(p.ctx, region, "tensor.yield", st.loc);
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Tok::Colon)?;
    let from = parse_ranked_tensor_type(p, st)?;
    parse_kw(p, st, "to")?;
    let to = parse_ranked_tensor_type(p, st)?;
    p.resolve_operand(&src, from, &mut st.operands)?;
    for l in &lists {
        resolve_index(p, &l.0, st)?;
    }
    segment_sizes(p.ctx, st, &[1, lists[0].0.len() as i32, lists[1].0.len() as i32]);
    st.result_types.push(to);
    Ok(())
}

/// A type that must be a tensor, ranked or not (MLIR's
/// `parseType<TensorType>`: the base class has no name in the error).
pub(crate) fn parse_any_tensor_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_data(t), TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }) {
        return Err(crate::arith::types::custom_error(p, st, at, "invalid kind of type specified"));
    }
    Ok(t)
}

/// A type that must be a ranked tensor (MLIR's `parseType<RankedTensorType>`
/// in a declarative assembly format), with MLIR's error at the type.
pub(crate) fn parse_ranked_tensor_type(p: &mut OpParser, st: &OpState) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_data(t), TypeData::RankedTensor { .. }) {
        return Err(crate::arith::types::type_kind_error(p, st, at, "builtin.tensor", t));
    }
    Ok(t)
}

fn print_pad(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let operands = ctx.ir.operands(op).to_vec();
    p.write(" ");
    p.print_operand(operands[0]);
    if prop(ctx, op, "nofold").is_some() {
        p.write(" nofold");
    }
    let seg = segments(ctx, op).unwrap_or_else(|| vec![1, 0, 0]);
    let mut next = 1;
    for (i, (kw, name)) in [("low", "static_low"), ("high", "static_high")].into_iter().enumerate() {
        let n = seg.get(i + 1).copied().unwrap_or(0);
        let dynamics = &operands[next.min(operands.len())..(next + n).min(operands.len())];
        next += n;
        p.write(" ");
        p.write(kw);
        let statics = prop(ctx, op, name).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
        print_dynamic_index_list(p, &statics, dynamics);
    }
    p.write(" ");
    p.print_region(ctx.ir.regions(op)[0], true, true);
    p.print_optional_attr_dict(op, &["nofold", "operandSegmentSizes", "static_high", "static_low"]);
    p.write(" : ");
    p.print_type(ctx.ir.value_type(operands[0]));
    p.write(" to ");
    p.print_type(result_type(ctx, op));
}

/// MLIR's `PadOp::verify`: the result type against the one inferred from
/// the source and the static pads (a dimension inferred dynamic matches
/// any size).
fn verify_pad(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let src = ctx.ir.value_type(ctx.ir.operands(op)[0]);
    let result = result_type(ctx, op);
    let (TypeData::RankedTensor { shape, elem, .. }, TypeData::RankedTensor { shape: rshape, .. }) =
        (ctx.type_data(src), ctx.type_data(result))
    else {
        return Ok(());
    };
    let statics = |name| prop(ctx, op, name).and_then(|a| ctx.attr_dense_i64s(a)).unwrap_or_default();
    let (low, high) = (statics("static_low"), statics("static_high"));
    let text = |t| ctx.type_to_string(t);
    if low.len() != shape.len() || high.len() != shape.len() {
        let msg = format!(
            "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
            text(src),
            text(result)
        );
        return Err(plain_error(ctx, op, msg));
    }
    let expected: Vec<i64> = (0..shape.len())
        .map(|i| {
            if [shape[i], low[i], high[i]].contains(&DYNAMIC) {
                DYNAMIC
            } else {
                shape[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    let mismatch = rshape.len() != expected.len() || expected.iter().zip(rshape).any(|(&e, &r)| e != DYNAMIC && e != r);
    if mismatch {
        let expected = tc::expected_type_text(ctx, &expected, *elem, None);
        let msg = format!("specified type '{}' does not match the inferred type '{expected}'", text(result));
        return Err(plain_error(ctx, op, msg));
    }
    Ok(())
}

/// MLIR's `PadOp::verifyRegions` (run after the nested ops, so a bad
/// `tensor.yield` is reported first): one `index` block argument per
/// result dimension, and a yielded value of the result's element type.
fn verify_pad_regions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let TypeData::RankedTensor { shape, elem, .. } = ctx.type_data(result_type(ctx, op)) else { return Ok(()) };
    let (rank, elem) = (shape.len(), *elem);
    let Some(block) = ctx.ir.entry_block(ctx.ir.regions(op)[0]) else { return Ok(()) };
    let args = ctx.ir.block_args(block);
    if args.len() != rank {
        return Err(plain_error(ctx, op, format!("expected the block to have {rank} arguments")));
    }
    if let Some(i) = args.iter().position(|&a| !matches!(ctx.type_data(ctx.ir.value_type(a)), TypeData::Index)) {
        return Err(op_error(ctx, op, &format!("expected block argument {} to be an index", i + 1)));
    }
    let yielded = ctx.ir.terminator(block).and_then(|y| ctx.ir.operands(y).first().copied());
    if yielded.is_some_and(|v| ctx.ir.value_type(v) != elem) {
        return Err(op_error(ctx, op, "expected yield type to match shape element type"));
    }
    Ok(())
}

/// `tensor.yield $value attr-dict : type($value)`.
fn parse_yield(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.resolve_operand(&v, t, &mut st.operands)
}

fn print_yield(p: &mut OpPrinter, op: OpId) {
    let Some(&v) = p.ctx.ir.operands(op).first() else { return };
    p.write(" ");
    p.print_operand(v);
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    let t = p.ctx.ir.value_type(v);
    p.print_type(t);
}
