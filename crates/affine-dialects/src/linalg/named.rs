//! The named structured ops: their fixed indexing maps, their custom
//! syntax (`linalg.matmul ins(..) outs(..)`, the region elided) and the
//! region MLIR's region builders create when they are parsed.

use super::{
    MAPS, MEMOIZED, SEGMENTS, TYPE_FN, elem_or_self, parse_ins_outs, print_ins_outs, print_results, rank_of,
    structured_parts,
};
use crate::arith::types::{op_error, prop, set_state_prop, state_prop};
use affine_ir::affine::{AffineExpr, AffineMap};
use affine_ir::context::{AttrData, Attribute, Context, FloatKind, Location, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::ir::{BlockId, InsertPoint, OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;

/// What a named op computes per point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Payload {
    /// Yields its (first) input: `fill`, `copy`.
    Forward,
    /// `out + cast(a) * cast(b)`: the contractions.
    MulAdd,
    /// An elementwise binary function of the two inputs.
    Binary(BinaryFn),
}

/// The elementwise binary functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryFn {
    /// `add`.
    Add,
    /// `sub`.
    Sub,
    /// `mul`.
    Mul,
    /// `div` (signed for integers).
    Div,
}

/// The iteration space and maps of a named op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Maps {
    /// Fixed maps over fixed loops: results per operand as loop positions,
    /// and the iterator types (`true`: reduction).
    Fixed(&'static [&'static [u32]], &'static [bool]),
    /// Identity maps of the output's rank (a scalar input gets `() `).
    Elementwise,
}

/// A named structured op.
#[derive(Clone, Copy, Debug)]
pub struct NamedOp {
    /// `linalg.matmul`.
    pub name: &'static str,
    /// Its payload.
    pub payload: Payload,
    /// Its maps.
    pub maps: Maps,
    /// The maps are an `indexing_maps` property, printed when not the
    /// default (`matmul`, `batch_matmul`).
    pub maps_property: bool,
    /// MLIR memoizes the maps in a `linalg.memoized_indexing_maps`
    /// attribute when the verifier first asks for them.
    pub memoized: bool,
    /// The inherent attributes.
    pub inherent: &'static [&'static str],
}

const CONTRACTION_ATTRS: &[&str] = &[MAPS, "cast", SEGMENTS];
const PLAIN_ATTRS: &[&str] = &[SEGMENTS];
const CAST_ATTRS: &[&str] = &["cast", SEGMENTS];

/// The named ops this module knows.
pub const NAMED_OPS: &[NamedOp] = &[
    NamedOp {
        name: "linalg.fill",
        payload: Payload::Forward,
        maps: Maps::Elementwise,
        maps_property: false,
        memoized: false,
        inherent: PLAIN_ATTRS,
    },
    NamedOp {
        name: "linalg.copy",
        payload: Payload::Forward,
        maps: Maps::Elementwise,
        maps_property: false,
        memoized: false,
        inherent: CAST_ATTRS,
    },
    NamedOp {
        name: "linalg.matmul",
        payload: Payload::MulAdd,
        maps: Maps::Fixed(&[&[0, 2], &[2, 1], &[0, 1]], &[false, false, true]),
        maps_property: true,
        memoized: false,
        inherent: CONTRACTION_ATTRS,
    },
    NamedOp {
        name: "linalg.batch_matmul",
        payload: Payload::MulAdd,
        maps: Maps::Fixed(&[&[0, 1, 3], &[0, 3, 2], &[0, 1, 2]], &[false, false, false, true]),
        maps_property: true,
        memoized: false,
        inherent: CONTRACTION_ATTRS,
    },
    NamedOp {
        name: "linalg.matvec",
        payload: Payload::MulAdd,
        maps: Maps::Fixed(&[&[0, 1], &[1], &[0]], &[false, true]),
        maps_property: false,
        memoized: true,
        inherent: PLAIN_ATTRS,
    },
    NamedOp {
        name: "linalg.vecmat",
        payload: Payload::MulAdd,
        maps: Maps::Fixed(&[&[1], &[1, 0], &[0]], &[false, true]),
        maps_property: false,
        memoized: true,
        inherent: PLAIN_ATTRS,
    },
    NamedOp {
        name: "linalg.dot",
        payload: Payload::MulAdd,
        maps: Maps::Fixed(&[&[0], &[0], &[]], &[true]),
        maps_property: false,
        memoized: true,
        inherent: PLAIN_ATTRS,
    },
    NamedOp {
        name: "linalg.add",
        payload: Payload::Binary(BinaryFn::Add),
        maps: Maps::Elementwise,
        maps_property: false,
        memoized: false,
        inherent: PLAIN_ATTRS,
    },
    NamedOp {
        name: "linalg.sub",
        payload: Payload::Binary(BinaryFn::Sub),
        maps: Maps::Elementwise,
        maps_property: false,
        memoized: false,
        inherent: PLAIN_ATTRS,
    },
    NamedOp {
        name: "linalg.mul",
        payload: Payload::Binary(BinaryFn::Mul),
        maps: Maps::Elementwise,
        maps_property: false,
        memoized: false,
        inherent: PLAIN_ATTRS,
    },
    NamedOp {
        name: "linalg.div",
        payload: Payload::Binary(BinaryFn::Div),
        maps: Maps::Elementwise,
        maps_property: false,
        memoized: false,
        inherent: PLAIN_ATTRS,
    },
];

/// The named op called `name`.
pub fn named_op(name: &str) -> Option<&'static NamedOp> {
    NAMED_OPS.iter().find(|n| n.name == name)
}

/// The number of loops of a named op with operands of `types`.
fn num_loops(ctx: &Context, n: &NamedOp, types: &[Type]) -> usize {
    match n.maps {
        Maps::Fixed(_, iters) => iters.len(),
        Maps::Elementwise => types.last().map_or(0, |&t| rank_of(ctx, t)),
    }
}

/// The default maps of `n` for operands of `types` (inputs then outputs).
pub(super) fn default_maps_in(ctx: &Context, n: &NamedOp, types: &[Type]) -> Option<Vec<AffineMap>> {
    // Maps are interned: look them up without creating (the context is
    // shared read-only here); every map below was created at parse time.
    let loops = num_loops(ctx, n, types) as u32;
    let mut out = Vec::with_capacity(types.len());
    for (i, &t) in types.iter().enumerate() {
        let results: Vec<u32> = match n.maps {
            Maps::Fixed(m, _) => m.get(i)?.to_vec(),
            Maps::Elementwise => (0..rank_of(ctx, t) as u32).collect(),
        };
        out.push(ctx.affine.lookup_dims_map(loops, &results)?);
    }
    Some(out)
}

/// Creates (interns) the default maps of `n` for `types`.
fn create_default_maps(ctx: &mut Context, n: &NamedOp, types: &[Type]) -> Vec<AffineMap> {
    let loops = num_loops(ctx, n, types) as u32;
    types
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let results: Vec<u32> = match n.maps {
                Maps::Fixed(m, _) => m.get(i).map(|r| r.to_vec()).unwrap_or_default(),
                Maps::Elementwise => (0..rank_of(ctx, t) as u32).collect(),
            };
            let exprs: Vec<AffineExpr> = results.iter().map(|&d| ctx.affine.dim(d)).collect();
            ctx.affine.map(loops, 0, &exprs)
        })
        .collect()
}

fn maps_attr(ctx: &mut Context, maps: &[AffineMap]) -> Attribute {
    let v: Vec<Attribute> = maps.iter().map(|&m| ctx.affine_map_attr(m)).collect();
    ctx.array_attr(v)
}

/// `linalg.matmul [indexing_maps = [...]] {attrs} ins(..) outs(..) {attrs} [-> types]`.
pub(super) fn parse_named(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let Some(n) = named_op(&name) else { return Err(p.error("unknown linalg op")) };
    if n.maps_property && p.parse_optional_keyword(MAPS) {
        p.expect(Tok::Equal)?;
        p.expect(Tok::LSquare)?;
        let mut maps = Vec::new();
        loop {
            let a = p.parse_attribute()?;
            if p.ctx.attr_affine_map(a).is_none() {
                return Err(p.error("expected affine map attribute"));
            }
            maps.push(a);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RSquare)?;
        let arr = p.ctx.array_attr(maps);
        set_state_prop(p.ctx, st, MAPS, arr);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let (ins, outs) = parse_ins_outs(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types = p.parse_optional_arrow_type_list()?;
    let types: Vec<Type> = ins.iter().chain(&outs).copied().collect();
    if n.maps_property && state_prop(p.ctx, st, MAPS).is_none() {
        let maps = create_default_maps(p.ctx, n, &types);
        let a = maps_attr(p.ctx, &maps);
        set_state_prop(p.ctx, st, MAPS, a);
    } else if !n.maps_property {
        let maps = create_default_maps(p.ctx, n, &types);
        if n.memoized {
            // What MLIR's verifier leaves on the op (printed in the generic
            // form only).
            let a = maps_attr(p.ctx, &maps);
            let id = p.ctx.ident(MEMOIZED);
            st.attrs.retain(|na| na.name != id);
            st.attrs.push(affine_ir::context::NamedAttr { name: id, value: a });
        }
    }
    let expected = match n.payload {
        Payload::Forward => 2,
        Payload::MulAdd | Payload::Binary(_) => 3,
    };
    if types.len() != expected {
        let at = p.offset();
        let msg = format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {expected} args, got {}",
            types.len()
        );
        return Err(crate::arith::types::custom_error(p, st, at, msg));
    }
    let unsigned = state_prop(p.ctx, st, "cast").is_some_and(|a| is_unsigned_cast(p.ctx, a));
    let loc = st.loc;
    let region = build_region(p.ctx, n, &ins, &outs, unsigned, loc);
    st.regions.push(region);
    Ok(())
}

fn is_unsigned_cast(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::Opaque(s) if *s == TYPE_FN.text(1))
}

pub(super) fn print_named(p: &mut OpPrinter, op: OpId) {
    let name = p.ctx.op_name_str(p.ctx.ir.op(op).name);
    let Some(n) = named_op(name) else { return };
    if n.maps_property
        && let Some(a) = prop(p.ctx, op, MAPS)
    {
        let types: Vec<Type> = p.ctx.ir.operands(op).iter().map(|&v| p.ctx.ir.value_type(v)).collect();
        let default = default_maps_in(p.ctx, n, &types);
        let current = super::map_list(p.ctx, a);
        if default != current {
            p.write(" indexing_maps = ");
            p.print_attribute(a);
        }
    }
    p.print_optional_attr_dict(op, &[SEGMENTS, MEMOIZED, MAPS]);
    print_ins_outs(p, op);
    print_results(p, op);
}

/// `linalg.fill`'s check: the value's type is the output element type.
pub(super) fn verify_fill(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(parts) = structured_parts(ctx, op) else { return Ok(()) };
    if let (Some(&v), Some(&o)) = (parts.inputs.first(), parts.outputs.first()) {
        let vt = ctx.ir.value_type(v);
        let et = elem_or_self(ctx, ctx.ir.value_type(o));
        if vt != et {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected fill value type ('{}') to match output element type ('{}')",
                    ctx.type_to_string(vt),
                    ctx.type_to_string(et)
                ),
            ));
        }
    }
    Ok(())
}

// ----------------------------------------------------------------------
// Region builders
// ----------------------------------------------------------------------

/// The region of a named op: one block with an argument per operand
/// (element types) computing the payload, ending in `linalg.yield`.
fn build_region(
    ctx: &mut Context,
    n: &NamedOp,
    ins: &[Type],
    outs: &[Type],
    unsigned: bool,
    loc: Location,
) -> affine_ir::ir::RegionId {
    let arg_types: Vec<Type> = ins.iter().chain(outs).map(|&t| elem_or_self(ctx, t)).collect();
    let region = ctx.ir.new_region();
    let block = ctx.ir.new_block(&arg_types);
    ctx.ir.append_block(region, block);
    let args = ctx.ir.block_args(block).to_vec();
    let n_in = ins.len();
    let out_ty = arg_types.get(n_in).copied();
    let yielded: Vec<ValueId> = match (n.payload, out_ty) {
        (Payload::Forward, _) => args.first().copied().into_iter().collect(),
        (Payload::MulAdd, Some(t)) if n_in == 2 => {
            let a = cast_to(ctx, block, args[0], t, unsigned, loc);
            let b = cast_to(ctx, block, args[1], t, unsigned, loc);
            let m = binary(ctx, block, BinaryFn::Mul, a, b, loc);
            vec![binary(ctx, block, BinaryFn::Add, args[2], m, loc)]
        }
        (Payload::Binary(f), Some(t)) if n_in == 2 => {
            let a = cast_to(ctx, block, args[0], t, unsigned, loc);
            let b = cast_to(ctx, block, args[1], t, unsigned, loc);
            vec![binary(ctx, block, f, a, b, loc)]
        }
        _ => Vec::new(),
    };
    let mut st = OpState::new(ctx.op_name("linalg.yield"), loc);
    st.operands = yielded;
    ctx.ir.create_op_at(st, InsertPoint::BlockEnd(block));
    region
}

/// Appends a one-result op `name(operands) : ty` to `block`, with the
/// properties its parser would set.
fn append(ctx: &mut Context, block: BlockId, name: &str, operands: &[ValueId], ty: Type, loc: Location) -> ValueId {
    let op_name = ctx.op_name(name);
    let mut st = OpState::new(op_name, loc);
    st.operands = operands.to_vec();
    st.result_types.push(ty);
    if let Some(f) = ctx.op_def(op_name).and_then(|d| d.normalize) {
        // The defaults of arith's flags (`fastmath<none>`); cannot fail on
        // an op without properties.
        let _ = f(ctx, &mut st);
    }
    ctx.sort_named(&mut st.props);
    let op = ctx.ir.create_op_at(st, InsertPoint::BlockEnd(block));
    ctx.ir.result(op, 0)
}

enum Scalar {
    Int(u32),
    Index,
    Float(FloatKind),
    Other,
}

fn scalar(ctx: &Context, t: Type) -> Scalar {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Scalar::Int(*width),
        TypeData::Index => Scalar::Index,
        TypeData::Float(k) => Scalar::Float(*k),
        _ => Scalar::Other,
    }
}

/// MLIR's `convertScalarToDtype`: `v` converted to `to` (`cast_signed` or
/// `cast_unsigned`).
fn cast_to(ctx: &mut Context, block: BlockId, v: ValueId, to: Type, unsigned: bool, loc: Location) -> ValueId {
    let from = ctx.ir.value_type(v);
    if from == to {
        return v;
    }
    let name = match (scalar(ctx, from), scalar(ctx, to)) {
        (Scalar::Int(a), Scalar::Int(b)) if a < b => {
            if unsigned || a == 1 {
                "arith.extui"
            } else {
                "arith.extsi"
            }
        }
        (Scalar::Int(_), Scalar::Int(_)) => "arith.trunci",
        (Scalar::Index, Scalar::Int(_)) | (Scalar::Int(_), Scalar::Index) => {
            if unsigned {
                "arith.index_castui"
            } else {
                "arith.index_cast"
            }
        }
        (Scalar::Int(a), Scalar::Float(_)) => {
            if unsigned || a == 1 {
                "arith.uitofp"
            } else {
                "arith.sitofp"
            }
        }
        (Scalar::Float(_), Scalar::Int(_)) => {
            if unsigned {
                "arith.fptoui"
            } else {
                "arith.fptosi"
            }
        }
        (Scalar::Float(a), Scalar::Float(b)) if a.width() < b.width() => "arith.extf",
        (Scalar::Float(_), Scalar::Float(_)) => "arith.truncf",
        _ => return v,
    };
    append(ctx, block, name, &[v], to, loc)
}

/// `f(a, b)` in the type of `a`: float, integer or `i1` (and/or) ops.
fn binary(ctx: &mut Context, block: BlockId, f: BinaryFn, a: ValueId, b: ValueId, loc: Location) -> ValueId {
    let t = ctx.ir.value_type(a);
    let name = match (scalar(ctx, t), f) {
        (Scalar::Float(_), BinaryFn::Add) => "arith.addf",
        (Scalar::Float(_), BinaryFn::Sub) => "arith.subf",
        (Scalar::Float(_), BinaryFn::Mul) => "arith.mulf",
        (Scalar::Float(_), BinaryFn::Div) => "arith.divf",
        (Scalar::Int(1), BinaryFn::Add) => "arith.ori",
        (Scalar::Int(1), BinaryFn::Mul) => "arith.andi",
        (_, BinaryFn::Add) => "arith.addi",
        (_, BinaryFn::Sub) => "arith.subi",
        (_, BinaryFn::Mul) => "arith.muli",
        (_, BinaryFn::Div) => "arith.divsi",
    };
    append(ctx, block, name, &[a, b], t, loc)
}
