//! The named structured ops: their fixed indexing maps, their custom
//! syntax (`linalg.matmul ins(..) outs(..)`, the region elided) and the
//! region MLIR's region builders create when they are parsed.

use super::{
    MAPS, MEMOIZED, SEGMENTS, TYPE_FN, elem_or_self, parse_ins_outs, print_ins_outs, print_results, rank_of,
    structured_parts,
};
use crate::arith::types::{custom_error, op_error, prop, set_state_prop, state_prop};
use affine_ir::affine::{AffineExpr, AffineMap};
use affine_ir::context::{AttrData, Attribute, Context, FloatKind, Location, NamedAttr, Signedness, Type, TypeData};
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
    /// A pooling window: `f(out, cast(in))`, the window operand unused.
    Pool(PoolFn),
    /// An elementwise unary function of a float input (`math.exp`, ...;
    /// `abs` is `math.absf`).
    Unary(&'static str),
}

/// The pooling reductions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PoolFn {
    /// `sum`: `arith.addf` / `arith.addi`.
    Sum,
    /// `max`: `arith.maximumf` / `arith.maxsi`.
    Max,
    /// `min`: `arith.minimumf` / `arith.minsi`.
    Min,
    /// `max_unsigned`: `arith.maxui` on integers read with `cast_unsigned`.
    MaxUnsigned,
    /// `min_unsigned`: `arith.minui` on integers read with `cast_unsigned`.
    MinUnsigned,
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
    /// `max` (`arith.maximumf` / `arith.maxsi`).
    Max,
    /// `min` (`arith.minimumf` / `arith.minsi`).
    Min,
}

/// The iteration space and maps of a named op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Maps {
    /// Fixed maps over fixed loops: results per operand as loop positions,
    /// and the iterator types (`true`: reduction).
    Fixed(&'static [&'static [u32]], &'static [bool]),
    /// Identity maps of the output's rank (a scalar input gets `() `).
    Elementwise,
    /// A convolution or pooling window (maps from the `strides` and
    /// `dilations` attributes).
    Conv(&'static ConvSpec),
}

/// One result of a convolution's input map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConvIndex {
    /// The loop itself (batch, channel).
    Loop(u32),
    /// `out * strides[k] + filter * dilations[k]`: window `k`.
    Window(u32, u32, usize),
}

/// The iteration space of a convolution or pooling op (MLIR's OpDSL
/// definitions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConvSpec {
    /// The input's map results.
    pub input: &'static [ConvIndex],
    /// The filter's (window's) map results, as loops.
    pub filter: &'static [u32],
    /// The output's map results, as loops.
    pub output: &'static [u32],
    /// Iterator types per loop (`true`: reduction).
    pub reductions: &'static [bool],
    /// The op has `strides` / `dilations` attributes (one entry per window).
    pub has_strides: bool,
}

impl ConvSpec {
    /// The number of windows (entries of `strides` and `dilations`).
    pub fn windows(&self) -> usize {
        self.input.iter().filter(|i| matches!(i, ConvIndex::Window(..))).count()
    }
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

use ConvIndex::{Loop as L, Window as W};
const F: bool = false;
const T: bool = true;
const CONV_1D: ConvSpec =
    ConvSpec { input: &[W(0, 1, 0)], filter: &[1], output: &[0], reductions: &[F, T], has_strides: false };
const CONV_2D: ConvSpec = ConvSpec {
    input: &[W(0, 2, 0), W(1, 3, 1)],
    filter: &[2, 3],
    output: &[0, 1],
    reductions: &[F, F, T, T],
    has_strides: false,
};
const CONV_3D: ConvSpec = ConvSpec {
    input: &[W(0, 3, 0), W(1, 4, 1), W(2, 5, 2)],
    filter: &[3, 4, 5],
    output: &[0, 1, 2],
    reductions: &[F, F, F, T, T, T],
    has_strides: false,
};
const CONV_1D_NWC_WCF: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 3, 0), L(4)],
    filter: &[3, 4, 2],
    output: &[0, 1, 2],
    reductions: &[F, F, F, T, T],
    has_strides: true,
};
const NHWC_INPUT: &[ConvIndex] = &[L(0), W(1, 4, 0), W(2, 5, 1), L(6)];
const CONV_2D_NHWC_HWCF: ConvSpec = ConvSpec {
    input: NHWC_INPUT,
    filter: &[4, 5, 6, 3],
    output: &[0, 1, 2, 3],
    reductions: &[F, F, F, F, T, T, T],
    has_strides: true,
};
const CONV_2D_NHWC_FHWC: ConvSpec = ConvSpec { filter: &[3, 4, 5, 6], ..CONV_2D_NHWC_HWCF };
const CONV_2D_NCHW_FCHW: ConvSpec = ConvSpec {
    input: &[L(0), L(4), W(2, 5, 0), W(3, 6, 1)],
    filter: &[1, 4, 5, 6],
    output: &[0, 1, 2, 3],
    reductions: &[F, F, F, F, T, T, T],
    has_strides: true,
};
const DEPTHWISE_CONV_1D_NWC_WC: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 3, 0), L(2)],
    filter: &[3, 2],
    output: &[0, 1, 2],
    reductions: &[F, F, F, T],
    has_strides: true,
};
const DEPTHWISE_CONV_2D_NHWC_HWC: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 4, 0), W(2, 5, 1), L(3)],
    filter: &[4, 5, 3],
    output: &[0, 1, 2, 3],
    reductions: &[F, F, F, F, T, T],
    has_strides: true,
};
const POOLING_NHWC: ConvSpec = ConvSpec { filter: &[4, 5], ..DEPTHWISE_CONV_2D_NHWC_HWC };
const POOLING_NWC: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 3, 0), L(2)],
    filter: &[3],
    output: &[0, 1, 2],
    reductions: &[F, F, F, T],
    has_strides: true,
};
const POOLING_NCW: ConvSpec = ConvSpec { input: &[L(0), L(1), W(2, 3, 0)], ..POOLING_NWC };
const POOLING_NCHW: ConvSpec = ConvSpec {
    input: &[L(0), L(1), W(2, 4, 0), W(3, 5, 1)],
    filter: &[4, 5],
    output: &[0, 1, 2, 3],
    reductions: &[F, F, F, F, T, T],
    has_strides: true,
};

const CONV_1D_NCW_FCW: ConvSpec = ConvSpec {
    input: &[L(0), L(3), W(2, 4, 0)],
    filter: &[1, 3, 4],
    output: &[0, 1, 2],
    reductions: &[F, F, F, T, T],
    has_strides: true,
};
const CONV_3D_NDHWC_DHWCF: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), L(8)],
    filter: &[5, 6, 7, 8, 4],
    output: &[0, 1, 2, 3, 4],
    reductions: &[F, F, F, F, F, T, T, T, T],
    has_strides: true,
};
const CONV_3D_NCDHW_FCDHW: ConvSpec = ConvSpec {
    input: &[L(0), L(5), W(2, 6, 0), W(3, 7, 1), W(4, 8, 2)],
    filter: &[1, 5, 6, 7, 8],
    output: &[0, 1, 2, 3, 4],
    reductions: &[F, F, F, F, F, T, T, T, T],
    has_strides: true,
};
const DEPTHWISE_CONV_1D_NCW_CW: ConvSpec = ConvSpec {
    input: &[L(0), L(2), W(1, 3, 0)],
    filter: &[2, 3],
    output: &[0, 2, 1],
    reductions: &[F, F, F, T],
    has_strides: true,
};
const DEPTHWISE_CONV_2D_NCHW_CHW: ConvSpec = ConvSpec {
    input: &[L(0), L(3), W(1, 4, 0), W(2, 5, 1)],
    filter: &[3, 4, 5],
    output: &[0, 3, 1, 2],
    reductions: &[F, F, F, F, T, T],
    has_strides: true,
};
const DEPTHWISE_CONV_3D_NDHWC_DHWC: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 4, 0), W(2, 5, 1), W(3, 6, 2), L(7)],
    filter: &[4, 5, 6, 7],
    output: &[0, 1, 2, 3, 7],
    reductions: &[F, F, F, F, T, T, T, F],
    has_strides: true,
};
const POOLING_NDHWC: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), L(4)],
    filter: &[5, 6, 7],
    output: &[0, 1, 2, 3, 4],
    reductions: &[F, F, F, F, F, T, T, T],
    has_strides: true,
};

/// A contraction with fixed maps, memoized by the verifier (`matvec`,
/// `mmt4d`, ...).
const fn fixed(name: &'static str, maps: &'static [&'static [u32]], reductions: &'static [bool]) -> NamedOp {
    NamedOp {
        name,
        payload: Payload::MulAdd,
        maps: Maps::Fixed(maps, reductions),
        maps_property: false,
        memoized: true,
        inherent: PLAIN_ATTRS,
    }
}

const STRIDED_ATTRS: &[&str] = &[DILATIONS, SEGMENTS, STRIDES];
/// `linalg.strides` (the attribute name of convolution strides).
pub(super) const STRIDES: &str = "strides";
/// `linalg.dilations`.
pub(super) const DILATIONS: &str = "dilations";

const fn elementwise(name: &'static str, payload: Payload) -> NamedOp {
    NamedOp { name, payload, maps: Maps::Elementwise, maps_property: false, memoized: false, inherent: PLAIN_ATTRS }
}

const fn conv(name: &'static str, payload: Payload, spec: &'static ConvSpec) -> NamedOp {
    NamedOp {
        name,
        payload,
        maps: Maps::Conv(spec),
        maps_property: false,
        memoized: true,
        inherent: if spec.has_strides { STRIDED_ATTRS } else { PLAIN_ATTRS },
    }
}

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
    NamedOp {
        name: "linalg.batch_reduce_matmul",
        payload: Payload::MulAdd,
        maps: Maps::Fixed(&[&[0, 1, 3], &[0, 3, 2], &[1, 2]], &[true, false, false, true]),
        maps_property: true,
        memoized: false,
        inherent: CONTRACTION_ATTRS,
    },
    elementwise("linalg.max", Payload::Binary(BinaryFn::Max)),
    elementwise("linalg.min", Payload::Binary(BinaryFn::Min)),
    elementwise("linalg.exp", Payload::Unary("math.exp")),
    elementwise("linalg.log", Payload::Unary("math.log")),
    elementwise("linalg.abs", Payload::Unary("abs")),
    elementwise("linalg.ceil", Payload::Unary("math.ceil")),
    elementwise("linalg.floor", Payload::Unary("math.floor")),
    elementwise("linalg.negf", Payload::Unary("arith.negf")),
    elementwise("linalg.round", Payload::Unary("math.round")),
    elementwise("linalg.sqrt", Payload::Unary("math.sqrt")),
    elementwise("linalg.rsqrt", Payload::Unary("math.rsqrt")),
    elementwise("linalg.tanh", Payload::Unary("math.tanh")),
    elementwise("linalg.erf", Payload::Unary("math.erf")),
    conv("linalg.conv_1d", Payload::MulAdd, &CONV_1D),
    conv("linalg.conv_2d", Payload::MulAdd, &CONV_2D),
    conv("linalg.conv_3d", Payload::MulAdd, &CONV_3D),
    conv("linalg.conv_1d_nwc_wcf", Payload::MulAdd, &CONV_1D_NWC_WCF),
    conv("linalg.conv_2d_nhwc_hwcf", Payload::MulAdd, &CONV_2D_NHWC_HWCF),
    conv("linalg.conv_2d_nhwc_fhwc", Payload::MulAdd, &CONV_2D_NHWC_FHWC),
    conv("linalg.conv_2d_nchw_fchw", Payload::MulAdd, &CONV_2D_NCHW_FCHW),
    conv("linalg.depthwise_conv_1d_nwc_wc", Payload::MulAdd, &DEPTHWISE_CONV_1D_NWC_WC),
    conv("linalg.depthwise_conv_2d_nhwc_hwc", Payload::MulAdd, &DEPTHWISE_CONV_2D_NHWC_HWC),
    conv("linalg.pooling_nhwc_sum", Payload::Pool(PoolFn::Sum), &POOLING_NHWC),
    conv("linalg.pooling_nhwc_max", Payload::Pool(PoolFn::Max), &POOLING_NHWC),
    conv("linalg.pooling_nhwc_min", Payload::Pool(PoolFn::Min), &POOLING_NHWC),
    conv("linalg.pooling_nhwc_max_unsigned", Payload::Pool(PoolFn::MaxUnsigned), &POOLING_NHWC),
    conv("linalg.pooling_nhwc_min_unsigned", Payload::Pool(PoolFn::MinUnsigned), &POOLING_NHWC),
    conv("linalg.pooling_nwc_sum", Payload::Pool(PoolFn::Sum), &POOLING_NWC),
    conv("linalg.pooling_nwc_max", Payload::Pool(PoolFn::Max), &POOLING_NWC),
    conv("linalg.pooling_nwc_min", Payload::Pool(PoolFn::Min), &POOLING_NWC),
    conv("linalg.pooling_nwc_max_unsigned", Payload::Pool(PoolFn::MaxUnsigned), &POOLING_NWC),
    conv("linalg.pooling_nwc_min_unsigned", Payload::Pool(PoolFn::MinUnsigned), &POOLING_NWC),
    conv("linalg.pooling_ncw_sum", Payload::Pool(PoolFn::Sum), &POOLING_NCW),
    conv("linalg.pooling_ncw_max", Payload::Pool(PoolFn::Max), &POOLING_NCW),
    conv("linalg.pooling_nchw_sum", Payload::Pool(PoolFn::Sum), &POOLING_NCHW),
    conv("linalg.pooling_nchw_max", Payload::Pool(PoolFn::Max), &POOLING_NCHW),
    fixed("linalg.batch_matvec", &[&[0, 1, 2], &[0, 2], &[0, 1]], &[F, F, T]),
    fixed("linalg.batch_vecmat", &[&[0, 2], &[0, 2, 1], &[0, 1]], &[F, F, T]),
    fixed("linalg.mmt4d", &[&[0, 2, 3, 5], &[1, 2, 4, 5], &[0, 1, 3, 4]], &[F, F, T, F, F, T]),
    fixed("linalg.batch_mmt4d", &[&[0, 1, 3, 4, 6], &[0, 2, 3, 5, 6], &[0, 1, 2, 4, 5]], &[F, F, F, T, F, F, T]),
    conv("linalg.conv_1d_ncw_fcw", Payload::MulAdd, &CONV_1D_NCW_FCW),
    conv("linalg.conv_3d_ndhwc_dhwcf", Payload::MulAdd, &CONV_3D_NDHWC_DHWCF),
    conv("linalg.conv_3d_ncdhw_fcdhw", Payload::MulAdd, &CONV_3D_NCDHW_FCDHW),
    conv("linalg.depthwise_conv_1d_ncw_cw", Payload::MulAdd, &DEPTHWISE_CONV_1D_NCW_CW),
    conv("linalg.depthwise_conv_2d_nchw_chw", Payload::MulAdd, &DEPTHWISE_CONV_2D_NCHW_CHW),
    conv("linalg.depthwise_conv_3d_ndhwc_dhwc", Payload::MulAdd, &DEPTHWISE_CONV_3D_NDHWC_DHWC),
    conv("linalg.pooling_ndhwc_sum", Payload::Pool(PoolFn::Sum), &POOLING_NDHWC),
    conv("linalg.pooling_ndhwc_max", Payload::Pool(PoolFn::Max), &POOLING_NDHWC),
    conv("linalg.pooling_ndhwc_min", Payload::Pool(PoolFn::Min), &POOLING_NDHWC),
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
        Maps::Conv(spec) => spec.reductions.len(),
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
            // Memoized when the op is made (its maps depend on attributes).
            Maps::Conv(_) => return None,
        };
        out.push(ctx.affine.lookup_dims_map(loops, &results)?);
    }
    Some(out)
}

/// Creates (interns) the default maps of `n` for `types` (a convolution's
/// from its `strides` and `dilations`, `None` if they are malformed).
fn create_default_maps(ctx: &mut Context, n: &NamedOp, types: &[Type], attrs: &[NamedAttr]) -> Option<Vec<AffineMap>> {
    if let Maps::Conv(spec) = n.maps {
        return conv_maps(ctx, spec, attrs);
    }
    let loops = num_loops(ctx, n, types) as u32;
    Some(
        types
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let results: Vec<u32> = match n.maps {
                    Maps::Fixed(m, _) => m.get(i).map(|r| r.to_vec()).unwrap_or_default(),
                    _ => (0..rank_of(ctx, t) as u32).collect(),
                };
                let exprs: Vec<AffineExpr> = results.iter().map(|&d| ctx.affine.dim(d)).collect();
                ctx.affine.map(loops, 0, &exprs)
            })
            .collect(),
    )
}

/// The maps of a convolution (MLIR's OpDSL: the input indexed by
/// `out * stride + filter * dilation` per window), with the `strides` and
/// `dilations` of `attrs` (default 1); `None` if one is malformed.
fn conv_maps(ctx: &mut Context, spec: &ConvSpec, attrs: &[NamedAttr]) -> Option<Vec<AffineMap>> {
    let windows = spec.windows();
    let mut factors = [vec![1; windows], vec![1; windows]];
    if spec.has_strides {
        for (f, name) in factors.iter_mut().zip([STRIDES, DILATIONS]) {
            let id = ctx.lookup_ident(name);
            if let Some(na) = attrs.iter().find(|na| Some(na.name) == id) {
                *f = window_factors(ctx, na.value, windows)?;
            }
        }
    }
    let loops = spec.reductions.len() as u32;
    let mut input = Vec::with_capacity(spec.input.len());
    for &idx in spec.input {
        input.push(match idx {
            ConvIndex::Loop(d) => ctx.affine.dim(d),
            ConvIndex::Window(o, f, k) => {
                let (o, f) = (ctx.affine.dim(o), ctx.affine.dim(f));
                let o = ctx.affine.mul_const(o, factors[0][k]);
                let f = ctx.affine.mul_const(f, factors[1][k]);
                ctx.affine.add(o, f)
            }
        });
    }
    let mut maps = vec![ctx.affine.map(loops, 0, &input)];
    for dims in [spec.filter, spec.output] {
        let exprs: Vec<AffineExpr> = dims.iter().map(|&d| ctx.affine.dim(d)).collect();
        maps.push(ctx.affine.map(loops, 0, &exprs));
    }
    Some(maps)
}

/// The values of a `strides` / `dilations` attribute if it satisfies ODS's
/// `RankedI64ElementsAttr<[windows]>`.
pub(super) fn window_factors(ctx: &Context, a: Attribute, windows: usize) -> Option<Vec<i64>> {
    let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) else { return None };
    let (TypeData::RankedTensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. }) = ctx.type_data(*ty) else {
        return None;
    };
    if shape.as_slice() != [windows as i64]
        || !matches!(ctx.type_data(*elem), TypeData::Integer { width: 64, signedness: Signedness::Signless })
    {
        return None;
    }
    let vals: Option<Vec<i64>> = values.iter().map(|&v| ctx.attr_int(v).map(|x| x as i64)).collect();
    let vals = vals?;
    Some(if *splat { vec![vals.first().copied()?; windows] } else { vals })
}

/// The message of a malformed `strides` / `dilations` attribute.
pub(super) fn window_attr_message(name: &str, windows: usize) -> String {
    format!(
        "attribute '{name}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [{windows}]"
    )
}

/// The first of `strides`, `dilations` in `attrs` that is malformed.
fn bad_window_attr(ctx: &Context, n: &NamedOp, attrs: &[NamedAttr]) -> Option<String> {
    let Maps::Conv(spec) = n.maps else { return None };
    if !spec.has_strides {
        return None;
    }
    let windows = spec.windows();
    for name in [STRIDES, DILATIONS] {
        // A name never interned is in no attribute list (but the other
        // one still has to be checked).
        let Some(id) = ctx.lookup_ident(name) else { continue };
        if let Some(na) = attrs.iter().find(|na| na.name == id)
            && window_factors(ctx, na.value, windows).is_none()
        {
            return Some(window_attr_message(name, windows));
        }
    }
    None
}

/// MLIR's property conversion of `strides` / `dilations`: anything but
/// integer elements fails (other shapes and widths are the verifier's).
fn property_conversion(ctx: &Context, st: &OpState) -> Result<(), String> {
    for name in [STRIDES, DILATIONS] {
        let Some(a) = state_prop(ctx, st, name) else { continue };
        let ok = match ctx.attr_data(a) {
            AttrData::DenseElements { ty, .. } => ctx
                .element_type(*ty)
                .is_some_and(|e| matches!(ctx.type_data(e), TypeData::Integer { .. } | TypeData::Index)),
            _ => false,
        };
        if !ok {
            return Err(crate::arith::types::invalid_property_message(ctx, st, name, a));
        }
    }
    Ok(())
}

/// MLIR's verifier memoizes a named op's maps in a
/// `linalg.memoized_indexing_maps` attribute (printed in the generic form
/// only): added when the op is made unless its attributes are malformed
/// (the verifier reports them).
pub(super) fn normalize_named(ctx: &mut Context, st: &mut OpState) -> Result<(), String> {
    let name = ctx.op_name_str(st.name).to_string();
    let Some(n) = named_op(&name) else { return Ok(()) };
    let all: Vec<NamedAttr> = st.props.iter().chain(&st.attrs).copied().collect();
    if bad_window_attr(ctx, n, &all).is_some() {
        return property_conversion(ctx, st);
    }
    // The maps are interned here so that readers with a shared context can
    // look them up.
    let types: Vec<Type> = st.operands.iter().map(|&v| ctx.ir.value_type(v)).collect();
    let Some(maps) = create_default_maps(ctx, n, &types, &all) else { return Ok(()) };
    let id = ctx.ident(MEMOIZED);
    if n.memoized && !st.attrs.iter().any(|na| na.name == id) {
        let a = maps_attr(ctx, &maps);
        st.attrs.push(NamedAttr { name: id, value: a });
        ctx.sort_named(&mut st.attrs);
    }
    Ok(())
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
    let attrs_at = p.offset();
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let operands_at = p.offset();
    let (ins, outs) = parse_ins_outs(p, st)?;
    check_window_attrs(p, st, n, attrs_at)?;
    // Attributes after the operands are not property-converted here: the
    // verifier reports a malformed `strides`.
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types = p.parse_optional_arrow_type_list()?;
    let types: Vec<Type> = ins.iter().chain(&outs).copied().collect();
    if n.maps_property && state_prop(p.ctx, st, MAPS).is_none() {
        let attrs = st.attrs.clone();
        if let Some(maps) = create_default_maps(p.ctx, n, &types, &attrs) {
            let a = maps_attr(p.ctx, &maps);
            set_state_prop(p.ctx, st, MAPS, a);
        }
    }
    let expected = match n.payload {
        Payload::Forward | Payload::Unary(_) => 2,
        Payload::MulAdd | Payload::Binary(_) | Payload::Pool(_) => 3,
    };
    if types.len() != expected {
        let at = p.offset();
        let msg = format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {expected} args, got {}",
            types.len()
        );
        return Err(custom_error(p, st, at, msg));
    }
    // MLIR's unary region builder takes floats only.
    if matches!(n.payload, Payload::Unary(_))
        && !ins.first().is_some_and(|&t| matches!(scalar(p.ctx, elem_or_self(p.ctx, t)), Scalar::Float(_)))
    {
        return Err(custom_error(p, st, operands_at, "unsupported non numeric type"));
    }
    let unsigned = state_prop(p.ctx, st, "cast").is_some_and(|a| is_unsigned_cast(p.ctx, a))
        || matches!(n.payload, Payload::Pool(PoolFn::MaxUnsigned | PoolFn::MinUnsigned));
    // MLIR's region builders make the block and its ops at an unknown
    // location.
    let loc = p.ctx.unknown_loc();
    let region = build_region(p.ctx, n, &ins, &outs, unsigned, loc);
    st.regions.push(region);
    Ok(())
}

/// A malformed `strides` / `dilations` in the leading attribute dictionary
/// of a named op (at `attrs_at`), reported at the dictionary as MLIR's
/// inherent-attribute check does: after the `ins`/`outs` operands and their
/// types are parsed and resolved, before the trailing dictionary and the
/// result types (so a syntax error in the operands comes first).
fn check_window_attrs(p: &mut OpParser, st: &OpState, n: &NamedOp, attrs_at: usize) -> PResult<()> {
    if let Some(msg) = bad_window_attr(p.ctx, n, &st.attrs) {
        let name = p.ctx.op_name_str(st.name).to_string();
        return Err(custom_error(p, st, attrs_at, format!("'{name}' op {msg}")));
    }
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

/// ODS's check of `strides` / `dilations`: one 64-bit signless integer
/// per window.
pub(super) fn verify_window_attrs(ctx: &Context, op: OpId, spec: &ConvSpec) -> Result<(), Diagnostic> {
    if !spec.has_strides {
        return Ok(());
    }
    let windows = spec.windows();
    for name in [STRIDES, DILATIONS] {
        if let Some(a) = prop(ctx, op, name)
            && window_factors(ctx, a, windows).is_none()
        {
            return Err(op_error(ctx, op, window_attr_message(name, windows)));
        }
    }
    Ok(())
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
    let block = ctx.ir.new_block(&[]);
    for &t in &arg_types {
        ctx.ir.add_block_arg(block, t, Some(loc));
    }
    ctx.ir.append_block(region, block);
    let args = ctx.ir.block_args(block).to_vec();
    let n_in = ins.len();
    let out_ty = arg_types.get(n_in).copied();
    let yielded: Vec<ValueId> = match (n.payload, out_ty) {
        // `copy` casts its input to the output type (`fill`'s verifier
        // requires the same type).
        (Payload::Forward, Some(t)) if n.name == "linalg.copy" && n_in == 1 => {
            vec![cast_to(ctx, block, args[0], t, unsigned, loc)]
        }
        (Payload::Forward, _) => args.first().copied().into_iter().collect(),
        (Payload::MulAdd, Some(t)) if n_in == 2 => {
            let a = cast_to(ctx, block, args[0], t, unsigned, loc);
            let b = cast_to(ctx, block, args[1], t, unsigned, loc);
            let m = binary(ctx, block, BinaryFn::Mul, a, b, loc);
            vec![binary(ctx, block, BinaryFn::Add, args[2], m, loc)]
        }
        // mlir-opt 22's elementwise binary ops do not cast: mixed types
        // make an invalid region the verifier reports.
        (Payload::Binary(f), Some(_)) if n_in == 2 => vec![binary(ctx, block, f, args[0], args[1], loc)],
        (Payload::Unary(f), Some(_)) if n_in == 1 => {
            let t = ctx.ir.value_type(args[0]);
            let name = if f == "abs" { "math.absf" } else { f };
            vec![append(ctx, block, name, &[args[0]], t, loc)]
        }
        (Payload::Pool(f), Some(t)) if n_in == 2 => {
            let a = cast_to(ctx, block, args[0], t, unsigned, loc);
            vec![pool(ctx, block, f, args[2], a, loc)]
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

/// A pooling reduction `f(acc, v)` in the type of `acc`.
fn pool(ctx: &mut Context, block: BlockId, f: PoolFn, acc: ValueId, v: ValueId, loc: Location) -> ValueId {
    let t = ctx.ir.value_type(acc);
    let float = matches!(scalar(ctx, t), Scalar::Float(_));
    let name = match (f, float) {
        (PoolFn::Sum, _) => return binary(ctx, block, BinaryFn::Add, acc, v, loc),
        (PoolFn::Max, true) => "arith.maximumf",
        (PoolFn::Max, false) => "arith.maxsi",
        (PoolFn::Min, true) => "arith.minimumf",
        (PoolFn::Min, false) => "arith.minsi",
        (PoolFn::MaxUnsigned, _) => "arith.maxui",
        (PoolFn::MinUnsigned, _) => "arith.minui",
    };
    append(ctx, block, name, &[acc, v], t, loc)
}

/// `f(a, b)` in the type of `a`: float, integer or `i1` (and/or) ops.
fn binary(ctx: &mut Context, block: BlockId, f: BinaryFn, a: ValueId, b: ValueId, loc: Location) -> ValueId {
    let t = ctx.ir.value_type(a);
    let name = match (scalar(ctx, t), f) {
        (Scalar::Float(_), BinaryFn::Add) => "arith.addf",
        (Scalar::Float(_), BinaryFn::Sub) => "arith.subf",
        (Scalar::Float(_), BinaryFn::Mul) => "arith.mulf",
        (Scalar::Float(_), BinaryFn::Div) => "arith.divf",
        (Scalar::Float(_), BinaryFn::Max) => "arith.maximumf",
        (Scalar::Float(_), BinaryFn::Min) => "arith.minimumf",
        (_, BinaryFn::Max) => "arith.maxsi",
        (_, BinaryFn::Min) => "arith.minsi",
        (Scalar::Int(1), BinaryFn::Add) => "arith.ori",
        (Scalar::Int(1), BinaryFn::Mul) => "arith.andi",
        (_, BinaryFn::Add) => "arith.addi",
        (_, BinaryFn::Sub) => "arith.subi",
        (_, BinaryFn::Mul) => "arith.muli",
        (_, BinaryFn::Div) => "arith.divsi",
    };
    append(ctx, block, name, &[a, b], t, loc)
}
