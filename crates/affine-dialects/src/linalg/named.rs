//! The named structured ops: their fixed indexing maps, their custom
//! syntax (`linalg.matmul ins(..) outs(..)`, the region elided) and the
//! region MLIR's region builders create when they are parsed.

use super::{
    MAPS, MEMOIZED, SEGMENTS, TYPE_FN, elem_or_self, parse_ins_outs, print_ins_outs, print_results, rank_of, shape_of,
    structured_parts,
};
use crate::arith::types::{custom_error, op_error, prop, set_state_prop, state_prop};
use affine_ir::affine::{AffineExpr, AffineExprData, AffineMap};
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
    /// `abs` is `math.absf`, `reciprocal` is `1 / x`, `square` is `x * x`).
    Unary(&'static str),
    /// `select(cond, a, b)` (`arith.select`).
    Select,
    /// `out + (cast(a) - cast(a_zp)) * (cast(b) - cast(b_zp))`: the
    /// quantized contractions and convolutions (zero points as the third
    /// and fourth inputs).
    QuantMulAdd,
    /// `linalg.elementwise`: the function of its `kind` attribute.
    Elementwise,
    /// `linalg.fill_rng_2d`: a pseudo-random value in `[min, max)` from
    /// the seed and the point's indices (two rounds of a linear
    /// congruential generator on `i32`, scaled in `f64`).
    FillRng,
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
    /// `div_unsigned` (`arith.divui`, integers only).
    DivUnsigned,
    /// `powf` (`math.powf`).
    PowF,
    /// `max_unsigned` (`arith.maxui`, integers wider than `i1` only).
    MaxUnsigned,
    /// `min_unsigned` (`arith.minui`, integers wider than `i1` only).
    MinUnsigned,
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
    /// The `indexing_maps` property, always set (`contract`: required;
    /// `elementwise`: identity maps of the output's rank by default).
    Property,
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

const CONV_2D_NGCHW_FGCHW: ConvSpec = ConvSpec {
    input: &[L(0), L(1), L(5), W(3, 6, 0), W(4, 7, 1)],
    filter: &[2, 1, 5, 6, 7],
    output: &[0, 1, 2, 3, 4],
    reductions: &[F, F, F, F, F, T, T, T],
    has_strides: true,
};
const CONV_2D_NGCHW_GFCHW: ConvSpec = ConvSpec { filter: &[1, 2, 5, 6, 7], ..CONV_2D_NGCHW_FGCHW };
const CONV_2D_NHWGC_GFHWC: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 5, 0), W(2, 6, 1), L(3), L(7)],
    filter: &[3, 4, 5, 6, 7],
    output: &[0, 1, 2, 3, 4],
    reductions: &[F, F, F, F, F, T, T, T],
    has_strides: true,
};
const DEPTHWISE_CONV_1D_NWC_WCM: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 4, 0), L(2)],
    filter: &[4, 2, 3],
    output: &[0, 1, 2, 3],
    reductions: &[F, F, F, F, T],
    has_strides: true,
};
const DEPTHWISE_CONV_2D_NHWC_HWCM: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 5, 0), W(2, 6, 1), L(3)],
    filter: &[5, 6, 3, 4],
    output: &[0, 1, 2, 3, 4],
    reductions: &[F, F, F, F, F, T, T],
    has_strides: true,
};
const DEPTHWISE_CONV_3D_NCDHW_CDHW: ConvSpec = ConvSpec {
    input: &[L(0), L(7), W(1, 4, 0), W(2, 5, 1), W(3, 6, 2)],
    filter: &[7, 4, 5, 6],
    output: &[0, 7, 1, 2, 3],
    reductions: &[F, F, F, F, T, T, T, F],
    has_strides: true,
};
const DEPTHWISE_CONV_3D_NDHWC_DHWCM: ConvSpec = ConvSpec {
    input: &[L(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), L(8)],
    filter: &[5, 6, 7, 8, 4],
    output: &[0, 1, 2, 3, 8, 4],
    reductions: &[F, F, F, F, F, T, T, T, F],
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

/// `linalg.elementwise`.
pub(super) const ELEMENTWISE: &str = "linalg.elementwise";
/// `linalg.contract`.
pub(super) const CONTRACT: &str = "linalg.contract";

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
        name: "linalg.fill_rng_2d",
        payload: Payload::FillRng,
        maps: Maps::Fixed(&[&[], &[], &[], &[0, 1]], &[false, false]),
        maps_property: false,
        memoized: true,
        inherent: PLAIN_ATTRS,
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
    elementwise("linalg.reciprocal", Payload::Unary("reciprocal")),
    elementwise("linalg.square", Payload::Unary("square")),
    elementwise("linalg.powf", Payload::Binary(BinaryFn::PowF)),
    elementwise("linalg.div_unsigned", Payload::Binary(BinaryFn::DivUnsigned)),
    elementwise("linalg.select", Payload::Select),
    NamedOp {
        payload: Payload::QuantMulAdd,
        ..fixed("linalg.quantized_matmul", &[&[0, 2], &[2, 1], &[], &[], &[0, 1]], &[F, F, T])
    },
    NamedOp {
        payload: Payload::QuantMulAdd,
        ..fixed("linalg.quantized_batch_matmul", &[&[0, 1, 3], &[0, 3, 2], &[], &[], &[0, 1, 2]], &[F, F, F, T])
    },
    conv("linalg.conv_2d_ngchw_fgchw", Payload::MulAdd, &CONV_2D_NGCHW_FGCHW),
    conv("linalg.conv_2d_ngchw_gfchw", Payload::MulAdd, &CONV_2D_NGCHW_GFCHW),
    conv("linalg.conv_2d_nhwgc_gfhwc", Payload::MulAdd, &CONV_2D_NHWGC_GFHWC),
    conv("linalg.depthwise_conv_1d_nwc_wcm", Payload::MulAdd, &DEPTHWISE_CONV_1D_NWC_WCM),
    conv("linalg.depthwise_conv_2d_nhwc_hwcm", Payload::MulAdd, &DEPTHWISE_CONV_2D_NHWC_HWCM),
    conv("linalg.depthwise_conv_3d_ncdhw_cdhw", Payload::MulAdd, &DEPTHWISE_CONV_3D_NCDHW_CDHW),
    conv("linalg.depthwise_conv_3d_ndhwc_dhwcm", Payload::MulAdd, &DEPTHWISE_CONV_3D_NDHWC_DHWCM),
    conv("linalg.conv_2d_nhwc_hwcf_q", Payload::QuantMulAdd, &CONV_2D_NHWC_HWCF),
    conv("linalg.conv_2d_nhwc_fhwc_q", Payload::QuantMulAdd, &CONV_2D_NHWC_FHWC),
    conv("linalg.conv_2d_nchw_fchw_q", Payload::QuantMulAdd, &CONV_2D_NCHW_FCHW),
    conv("linalg.conv_2d_nhwgc_gfhwc_q", Payload::QuantMulAdd, &CONV_2D_NHWGC_GFHWC),
    conv("linalg.conv_2d_ngchw_gfchw_q", Payload::QuantMulAdd, &CONV_2D_NGCHW_GFCHW),
    conv("linalg.conv_3d_ndhwc_dhwcf_q", Payload::QuantMulAdd, &CONV_3D_NDHWC_DHWCF),
    conv("linalg.depthwise_conv_2d_nhwc_hwc_q", Payload::QuantMulAdd, &DEPTHWISE_CONV_2D_NHWC_HWC),
    conv("linalg.depthwise_conv_2d_nhwc_hwcm_q", Payload::QuantMulAdd, &DEPTHWISE_CONV_2D_NHWC_HWCM),
    NamedOp {
        name: CONTRACT,
        payload: Payload::MulAdd,
        maps: Maps::Property,
        maps_property: true,
        memoized: false,
        inherent: CONTRACTION_ATTRS,
    },
    NamedOp {
        name: ELEMENTWISE,
        payload: Payload::Elementwise,
        maps: Maps::Property,
        maps_property: true,
        memoized: false,
        inherent: &[MAPS, "kind", SEGMENTS],
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
        Maps::Elementwise | Maps::Property => types.last().map_or(0, |&t| rank_of(ctx, t)),
        Maps::Conv(spec) => spec.reductions.len(),
    }
}

/// The default maps of `n` for operands of `types` (inputs then outputs).
pub(super) fn default_maps_in(ctx: &Context, n: &NamedOp, types: &[Type]) -> Option<Vec<AffineMap>> {
    // Maps are interned: look them up without creating (the context is
    // shared read-only here); every map below was created at parse time.
    let loops = num_loops(ctx, n, types) as u32;
    // Fixed maps are the definition's, as many as it has whatever the
    // operands (22 reports a count that differs from the operands').
    if let Maps::Fixed(m, _) = n.maps {
        return m.iter().map(|r| ctx.affine.lookup_dims_map(loops, r)).collect();
    }
    let mut out = Vec::with_capacity(types.len());
    for (i, &t) in types.iter().enumerate() {
        let results: Vec<u32> = match n.maps {
            Maps::Fixed(m, _) => m.get(i)?.to_vec(),
            Maps::Elementwise => (0..rank_of(ctx, t) as u32).collect(),
            // `elementwise`: identity maps of the output's rank.
            Maps::Property if n.name == ELEMENTWISE => (0..loops).collect(),
            // Memoized when the op is made (its maps depend on attributes);
            // a contraction's are always given.
            Maps::Conv(_) | Maps::Property => return None,
        };
        out.push(ctx.affine.lookup_dims_map(loops, &results)?);
    }
    Some(out)
}

/// Creates (interns) the default maps of `n` for `types` (a convolution's
/// from its `strides` and `dilations`, `None` if they are malformed).
fn create_default_maps(ctx: &mut Context, n: &NamedOp, types: &[Type], attrs: &[NamedAttr]) -> Option<Vec<AffineMap>> {
    match n.maps {
        Maps::Conv(spec) => return conv_maps(ctx, spec, n.payload == Payload::QuantMulAdd, attrs),
        Maps::Property if n.name != ELEMENTWISE => return None,
        _ => {}
    }
    let loops = num_loops(ctx, n, types) as u32;
    if let Maps::Fixed(m, _) = n.maps {
        return Some(
            m.iter()
                .map(|r| {
                    let exprs: Vec<AffineExpr> = r.iter().map(|&d| ctx.affine.dim(d)).collect();
                    ctx.affine.map(loops, 0, &exprs)
                })
                .collect(),
        );
    }
    Some(
        types
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let results: Vec<u32> = match n.maps {
                    Maps::Fixed(m, _) => m.get(i).map(|r| r.to_vec()).unwrap_or_default(),
                    Maps::Property => (0..loops).collect(),
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
/// `dilations` of `attrs` (default 1); `None` if one is malformed. A
/// quantized convolution's two zero points get `()` maps after the
/// filter's.
fn conv_maps(ctx: &mut Context, spec: &ConvSpec, zero_points: bool, attrs: &[NamedAttr]) -> Option<Vec<AffineMap>> {
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
    let operands: &[&[u32]] =
        if zero_points { &[spec.filter, &[], &[], spec.output] } else { &[spec.filter, spec.output] };
    for dims in operands {
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
    // The maps are memoized by the structured-op verifier, which an output
    // that is not shaped (ODS's operand check) never reaches.
    let n_in = st
        .props
        .iter()
        .find(|na| ctx.ident_str(na.name) == SEGMENTS)
        .and_then(|na| ctx.attr_dense_i64s(na.value))
        .and_then(|seg| seg.first().and_then(|&k| usize::try_from(k).ok()))
        .unwrap_or(0);
    let shaped_outputs = types.iter().skip(n_in).all(|&t| {
        matches!(
            ctx.type_data(t),
            TypeData::MemRef { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::Vector { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::UnrankedTensor { .. }
        )
    });
    // Nor does a verifier that stops at the count traits (one region) or,
    // for a convolution, at its operand counts (two inputs, one output).
    let conv_counts_fail = matches!(n.maps, Maps::Conv(_)) && (n_in < 2 || types.len().saturating_sub(n_in) != 1);
    let reaches_maps = st.regions.len() == 1 && !conv_counts_fail;
    if n.memoized && shaped_outputs && reaches_maps && !st.attrs.iter().any(|na| na.name == id) {
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

/// The state of a new named op `name` on `ins` / `outs` at `loc` (MLIR's
/// `buildStructuredOp`): a result per ranked tensor output, the segment
/// sizes, the region its builder makes; `None` if the region cannot be
/// built.
pub(super) fn build_named(
    ctx: &mut Context,
    name: &str,
    ins: &[ValueId],
    outs: &[ValueId],
    loc: affine_ir::context::Location,
) -> Option<OpState> {
    let n = named_op(name)?;
    let mut st = OpState::new(ctx.op_name(n.name), loc);
    st.operands = ins.iter().chain(outs).copied().collect();
    let in_types: Vec<Type> = ins.iter().map(|&v| ctx.ir.value_type(v)).collect();
    let out_types: Vec<Type> = outs.iter().map(|&v| ctx.ir.value_type(v)).collect();
    st.result_types =
        out_types.iter().copied().filter(|&t| matches!(ctx.type_data(t), TypeData::RankedTensor { .. })).collect();
    let seg = ctx.dense_i32_array_attr(&[ins.len() as i32, outs.len() as i32]);
    set_state_prop(ctx, &mut st, SEGMENTS, seg);
    let region = build_region(ctx, n, &in_types, &out_types, false, None, &mut Vec::new()).ok()?;
    st.regions.push(region);
    normalize_named(ctx, &mut st).ok()?;
    Some(st)
}

/// `linalg.matmul [indexing_maps = [...]] {attrs} ins(..) outs(..) {attrs} [-> types]`.
pub(super) fn parse_named(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = p.ctx.op_name_str(st.name).to_string();
    let Some(n) = named_op(&name) else { return Err(p.error("unknown linalg op")) };
    if n.name == ELEMENTWISE {
        parse_elementwise_kind(p, st)?;
    }
    if n.name == CONTRACT {
        parse_contract_maps(p, st)?;
    } else if n.maps_property && p.parse_optional_keyword(MAPS) {
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
    if n.name == ELEMENTWISE {
        let given_maps = state_prop(p.ctx, st, MAPS).is_some();
        // MLIR adds a second error to any failure of the shared part.
        parse_named_rest(p, st, n).map_err(|mut e| {
            push_follow_up(p, st, &mut e, "unable to parse elemwise op");
            e
        })?;
        // The default maps take their rank from the output's type.
        let out_shaped = st.operands.last().is_some_and(|&v| shape_of(p.ctx, p.ctx.ir.value_type(v)).is_some());
        if !given_maps && !out_shaped {
            let at = p.offset();
            return Err(custom_error(p, st, at, "return type needs to be shaped type"));
        }
        return Ok(());
    }
    parse_named_rest(p, st, n)
}

/// `linalg.contract`'s required `indexing_maps = [...]`, read as MLIR's
/// `parseIndexingMapsAttr` reads it: any attribute after the `=`, then an
/// array, then affine maps as its elements. Every failure gets a second
/// error, "expected 'indexing_maps' attribute", at the token reached.
fn parse_contract_maps(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let follow_up = |p: &mut OpParser, st: &OpState, mut e: Diagnostic| {
        push_follow_up(p, st, &mut e, "expected 'indexing_maps' attribute");
        e
    };
    if !p.parse_optional_keyword(MAPS) {
        let at = p.offset();
        return Err(custom_error(p, st, at, "expected 'indexing_maps' attribute"));
    }
    if let Err(e) = p.expect(Tok::Equal) {
        return Err(follow_up(p, st, e));
    }
    let at = p.offset();
    let maps = match p.parse_attribute() {
        Ok(a) => a,
        Err(e) => return Err(follow_up(p, st, e)),
    };
    let AttrData::Array(elems) = p.ctx.attr_data(maps) else {
        let e = custom_error(p, st, at, "invalid kind of attribute specified");
        return Err(follow_up(p, st, e));
    };
    let all_maps = elems.iter().all(|&a| p.ctx.attr_affine_map(a).is_some());
    if !all_maps {
        let here = p.offset();
        let e = custom_error(p, st, here, "element of indexing_maps array is not an affine_map");
        return Err(follow_up(p, st, e));
    }
    set_state_prop(p.ctx, st, MAPS, maps);
    Ok(())
}

/// Adds the second error MLIR's linalg parsers emit after a failure, at the
/// current token, unless that token is a lexer error: MLIR drops a parser
/// diagnostic while the lexer's error token is current (the lexer reported
/// it already).
fn push_follow_up(p: &mut OpParser, st: &OpState, e: &mut Diagnostic, msg: &str) {
    if p.at(Tok::Error) {
        return;
    }
    let at = p.offset();
    e.notes.push(custom_error(p, st, at, msg));
}

/// `linalg.elementwise`'s `kind = #linalg.elementwise_kind<..>` (the
/// attribute is required to be of that kind).
fn parse_elementwise_kind(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if !p.parse_optional_keyword("kind") {
        let at = p.offset();
        return Err(custom_error(p, st, at, "expected 'kind'"));
    }
    p.expect(Tok::Equal)?;
    let a = match p.parse_attribute() {
        Ok(a) => a,
        Err(mut e) => {
            push_follow_up(p, st, &mut e, "expected operation 'kind' attribute");
            return Err(e);
        }
    };
    if elementwise_kind(p.ctx, a).is_none() {
        let at = p.offset();
        return Err(custom_error(p, st, at, "expected ElementwiseKind attribute"));
    }
    set_state_prop(p.ctx, st, "kind", a);
    Ok(())
}

/// The value of a `#linalg.elementwise_kind<..>` attribute.
fn elementwise_kind(ctx: &Context, a: Attribute) -> Option<u32> {
    let AttrData::Opaque(s) = ctx.attr_data(a) else { return None };
    let case = s.strip_prefix("linalg.elementwise_kind<")?.strip_suffix('>')?;
    super::ELEMENTWISE_KIND.case_value(case)
}

/// The number of inputs of a `linalg.elementwise` of kind `kind`.
fn elementwise_arity(kind: u32) -> usize {
    if kind < super::ELEMENTWISE_LAST_UNARY {
        1
    } else if kind < super::ELEMENTWISE_LAST_BINARY {
        2
    } else {
        3
    }
}

/// MLIR's `parseNamedStructuredOp` (after an op's own prefix): attributes,
/// `ins`/`outs`, attributes, result types, then the region its builder
/// makes.
fn parse_named_rest(p: &mut OpParser, st: &mut OpState, n: &NamedOp) -> PResult<()> {
    let attrs_at = p.offset();
    p.parse_optional_attr_dict(&mut st.attrs)?;
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
        Payload::Elementwise => {
            let kind = state_prop(p.ctx, st, "kind").and_then(|a| elementwise_kind(p.ctx, a)).unwrap_or(0);
            elementwise_arity(kind) + 1
        }
        Payload::Forward | Payload::Unary(_) => 2,
        Payload::MulAdd | Payload::Binary(_) | Payload::Pool(_) => 3,
        Payload::Select | Payload::FillRng => 4,
        Payload::QuantMulAdd => 5,
    };
    if types.len() != expected {
        let at = p.offset();
        let msg = format!(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects {expected} args, got {}",
            types.len()
        );
        return Err(custom_error(p, st, at, msg));
    }
    // `batch_reduce_matmul`'s builder casts signed whatever its `cast`.
    let unsigned = (n.name != "linalg.batch_reduce_matmul"
        && state_prop(p.ctx, st, "cast").is_some_and(|a| is_unsigned_cast(p.ctx, a)))
        || matches!(n.payload, Payload::Pool(PoolFn::MaxUnsigned | PoolFn::MinUnsigned));
    // What the region builder cannot build (a unary function of a
    // non-float, a binary one of mixed or non-numeric types, ...) is
    // reported where the op's shared syntax starts (after `indexing_maps`).
    let kind = state_prop(p.ctx, st, "kind").and_then(|a| elementwise_kind(p.ctx, a));
    // Casts the builder cannot make are warnings (MLIR's
    // `convertScalarToDtype` leaves the value as it is); they come before
    // any error the builder or the verifier reports.
    let mut warnings = Vec::new();
    let built = build_region(p.ctx, n, &ins, &outs, unsigned, kind, &mut warnings);
    for d in warnings {
        p.emit_warning(d);
    }
    match built {
        Ok(region) => st.regions.push(region),
        Err(msg) => return Err(custom_error(p, st, attrs_at, msg)),
    }
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
    if n.name == ELEMENTWISE {
        p.write(" kind=");
        if let Some(k) = prop(p.ctx, op, "kind") {
            p.print_attribute(k);
        }
    }
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
    p.print_optional_attr_dict(op, &[SEGMENTS, MEMOIZED, MAPS, "kind"]);
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

/// ODS's type constraint of a named op's outputs (`Variadic<AnyShaped>`),
/// checked before the op's own verifier.
pub(super) fn verify_shaped_outputs(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(seg) = prop(ctx, op, SEGMENTS).and_then(|a| ctx.attr_dense_i64s(a)) else { return Ok(()) };
    let Some(&n_in) = seg.first() else { return Ok(()) };
    let n_in = usize::try_from(n_in).unwrap_or(0);
    for (i, &v) in ctx.ir.operands(op).iter().enumerate().skip(n_in) {
        let t = ctx.ir.value_type(v);
        let shaped = matches!(
            ctx.type_data(t),
            TypeData::MemRef { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::Vector { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::UnrankedTensor { .. }
        );
        if !shaped {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand #{i} must be variadic of shaped of any type values, but got '{}'",
                    ctx.type_to_string(t)
                ),
            ));
        }
    }
    Ok(())
}

/// `linalg.fill`'s checks: 22's `verifyFillInterface` (one input, one
/// output, a scalar input: plain errors, run before the region's ops are
/// verified), then the op's own (the value's type is the output element
/// type).
pub(super) fn verify_fill(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(parts) = structured_parts(ctx, op) else { return Ok(()) };
    if parts.inputs.len() != 1 || parts.outputs.len() != 1 {
        return Err(crate::arith::types::plain_error(ctx, op, "expected op with 1 input and 1 output"));
    }
    let shaped = |t: Type| {
        matches!(
            ctx.type_data(t),
            TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        )
    };
    if shaped(ctx.ir.value_type(parts.inputs[0])) {
        return Err(crate::arith::types::plain_error(ctx, op, "expected op with scalar input"));
    }
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
/// (element types) computing the payload, ending in `linalg.yield`. As
/// MLIR's generated region builders, the payload reads the block's
/// arguments by position (the output is the last) whatever the split into
/// inputs and outputs; what cannot be built is an error message. The
/// block and its ops are at an unknown location, as MLIR's builders make
/// them; the casts they cannot make are warnings pushed on `w`.
fn build_region(
    ctx: &mut Context,
    n: &NamedOp,
    ins: &[Type],
    outs: &[Type],
    unsigned: bool,
    kind: Option<u32>,
    w: &mut Vec<Diagnostic>,
) -> Result<affine_ir::ir::RegionId, String> {
    let loc = ctx.unknown_loc();
    // Memref and ranked tensor operands give their element type, any
    // other (a vector too) itself.
    let arg_types: Vec<Type> = ins
        .iter()
        .chain(outs)
        .map(|&t| if super::operand_shape(ctx, t).is_some() { elem_or_self(ctx, t) } else { t })
        .collect();
    let region = ctx.ir.new_region();
    let block = ctx.ir.new_block(&[]);
    for &t in &arg_types {
        ctx.ir.add_block_arg(block, t, Some(loc));
    }
    ctx.ir.append_block(region, block);
    let args = ctx.ir.block_args(block).to_vec();
    let (Some(&out), Some(&out_ty)) = (args.last(), arg_types.last()) else { return Ok(region) };
    let yielded: ValueId = match n.payload {
        // `copy` casts its input to the output type (`fill`'s verifier
        // requires the same type).
        Payload::Forward if n.name == "linalg.copy" => cast_to(ctx, block, args[0], out_ty, unsigned, loc, w),
        Payload::Forward => args[0],
        Payload::MulAdd => {
            let a = cast_to(ctx, block, args[0], out_ty, unsigned, loc, w);
            let b = cast_to(ctx, block, args[1], out_ty, unsigned, loc, w);
            let m = binary(ctx, block, BinaryFn::Mul, a, b, loc)?;
            binary(ctx, block, BinaryFn::Add, out, m, loc)?
        }
        Payload::QuantMulAdd => {
            let mut sides = [args[0], args[1]];
            for (k, side) in sides.iter_mut().enumerate() {
                let v = cast_to(ctx, block, args[k], out_ty, unsigned, loc, w);
                let zp = cast_to(ctx, block, args[k + 2], out_ty, unsigned, loc, w);
                *side = binary(ctx, block, BinaryFn::Sub, v, zp, loc)?;
            }
            let m = binary(ctx, block, BinaryFn::Mul, sides[0], sides[1], loc)?;
            binary(ctx, block, BinaryFn::Add, out, m, loc)?
        }
        // mlir-opt 22's elementwise binary ops do not cast: mixed widths
        // make an invalid region the verifier reports.
        Payload::Binary(f) => binary(ctx, block, f, args[0], args[1], loc)?,
        Payload::Unary(f) => unary(ctx, block, f, args[0], loc)?,
        Payload::Elementwise => elementwise_payload(ctx, block, kind.unwrap_or(0), &args, loc)?,
        Payload::Select => {
            let t = ctx.ir.value_type(args[1]);
            append(ctx, block, "arith.select", &args[..3], t, loc)
        }
        Payload::FillRng => fill_rng_payload(ctx, block, &args, out_ty, loc, w)?,
        Payload::Pool(f) => {
            let a = cast_to(ctx, block, args[0], out_ty, unsigned, loc, w);
            let f = match f {
                PoolFn::Sum => BinaryFn::Add,
                PoolFn::Max => BinaryFn::Max,
                PoolFn::Min => BinaryFn::Min,
                PoolFn::MaxUnsigned => BinaryFn::MaxUnsigned,
                PoolFn::MinUnsigned => BinaryFn::MinUnsigned,
            };
            binary(ctx, block, f, out, a, loc)?
        }
    };
    let mut st = OpState::new(ctx.op_name("linalg.yield"), loc);
    st.operands = vec![yielded];
    ctx.ir.create_op_at(st, InsertPoint::BlockEnd(block));
    Ok(region)
}

/// The payload of `linalg.fill_rng_2d` (MLIR's OpDSL definition, in its
/// order of construction) on the block's arguments `min`, `max`, `seed`
/// and the output; the arithmetic is in `i32` and `f64` whatever the
/// operands' types (mismatched ones make ops the verifier reports).
fn fill_rng_payload(
    ctx: &mut Context,
    block: BlockId,
    args: &[ValueId],
    out_ty: Type,
    loc: Location,
    w: &mut Vec<Diagnostic>,
) -> Result<ValueId, String> {
    let (i32t, i64t, f64t) = (ctx.int_type(32), ctx.int_type(64), ctx.float_type(FloatKind::F64));
    let (min, max, seed) = (args[0], args[1], args[2]);
    let int_const = |ctx: &mut Context, v: i128| -> ValueId {
        let a = ctx.int_attr(i64t, v);
        let c = crate::arith::builders::build_constant(ctx, a, i64t, loc, InsertPoint::BlockEnd(block));
        ctx.ir.result(c, 0)
    };
    let index = |ctx: &mut Context, dim: i64| -> ValueId {
        let name = ctx.op_name("linalg.index");
        let mut st = OpState::new(name, loc);
        let d = ctx.int_attr(i64t, i128::from(dim));
        set_state_prop(ctx, &mut st, "dim", d);
        st.result_types.push(ctx.index_type());
        let op = ctx.ir.create_op_at(st, InsertPoint::BlockEnd(block));
        ctx.ir.result(op, 0)
    };
    // offset = cast_signed(F64, const(2147483647))
    let c = int_const(ctx, 2147483647);
    let offset = cast_to(ctx, block, c, f64t, false, loc, w);
    // rand2 = (cast(I32, index(n)) + rand1) * multiplier + increment, with
    // rand1 = (cast(I32, index(m)) + seed) * multiplier + increment.
    let n = index(ctx, 1);
    let n = cast_to(ctx, block, n, i32t, false, loc, w);
    let m = index(ctx, 0);
    let m = cast_to(ctx, block, m, i32t, false, loc, w);
    let mut rand = binary(ctx, block, BinaryFn::Add, m, seed, loc)?;
    for round in 0..2 {
        if round == 1 {
            rand = binary(ctx, block, BinaryFn::Add, n, rand, loc)?;
        }
        let c = int_const(ctx, 1103515245);
        let multiplier = cast_to(ctx, block, c, i32t, false, loc, w);
        rand = binary(ctx, block, BinaryFn::Mul, rand, multiplier, loc)?;
        let c = int_const(ctx, 12345);
        let increment = cast_to(ctx, block, c, i32t, false, loc, w);
        rand = binary(ctx, block, BinaryFn::Add, rand, increment, loc)?;
    }
    let rand = cast_to(ctx, block, rand, f64t, false, loc, w);
    let shifted = binary(ctx, block, BinaryFn::Add, offset, rand, loc)?;
    // scaling = (max - min) * cast_signed(F64, const(2.3283064e-10))
    let range = binary(ctx, block, BinaryFn::Sub, max, min, loc)?;
    let inv = ctx.float_attr(f64t, 2.3283064e-10);
    let inv = crate::arith::builders::build_constant(ctx, inv, f64t, loc, InsertPoint::BlockEnd(block));
    let inv = ctx.ir.result(inv, 0);
    let scaling = binary(ctx, block, BinaryFn::Mul, range, inv, loc)?;
    let scaled = binary(ctx, block, BinaryFn::Mul, shifted, scaling, loc)?;
    let value = binary(ctx, block, BinaryFn::Add, scaled, min, loc)?;
    Ok(cast_to(ctx, block, value, out_ty, false, loc, w))
}

/// The payload of a `linalg.elementwise` of kind `kind` (the value of
/// `#linalg.elementwise_kind`) on the block's arguments.
fn elementwise_payload(
    ctx: &mut Context,
    block: BlockId,
    kind: u32,
    args: &[ValueId],
    loc: Location,
) -> Result<ValueId, String> {
    const UNARY: [&str; 13] = [
        "math.exp",
        "math.log",
        "abs",
        "math.ceil",
        "math.floor",
        "arith.negf",
        "reciprocal",
        "math.round",
        "math.sqrt",
        "math.rsqrt",
        "square",
        "math.tanh",
        "math.erf",
    ];
    const BINARY: [BinaryFn; 10] = [
        BinaryFn::Add,
        BinaryFn::Sub,
        BinaryFn::Mul,
        BinaryFn::Div,
        BinaryFn::DivUnsigned,
        BinaryFn::Max,
        BinaryFn::Min,
        BinaryFn::MaxUnsigned,
        BinaryFn::MinUnsigned,
        BinaryFn::PowF,
    ];
    let k = kind as usize;
    if let Some(f) = UNARY.get(k) {
        return unary(ctx, block, f, args[0], loc);
    }
    if let Some(&f) = BINARY.get(k - UNARY.len()) {
        return binary(ctx, block, f, args[0], args[1], loc);
    }
    let t = ctx.ir.value_type(args[1]);
    Ok(append(ctx, block, "arith.select", &args[..3], t, loc))
}

/// MLIR's `buildUnaryFn`: `f(a)` of a float `a` (`reciprocal` is
/// `1.0 / a`, `square` is `a * a`).
fn unary(ctx: &mut Context, block: BlockId, f: &str, a: ValueId, loc: Location) -> Result<ValueId, String> {
    let t = ctx.ir.value_type(a);
    if !matches!(scalar(ctx, t), Scalar::Float(_)) {
        return Err("unsupported non numeric type".into());
    }
    Ok(match f {
        "abs" => append(ctx, block, "math.absf", &[a], t, loc),
        "square" => append(ctx, block, "arith.mulf", &[a, a], t, loc),
        "reciprocal" => {
            let one = ctx.float_attr(t, 1.0);
            let c = crate::arith::builders::build_constant(ctx, one, t, loc, InsertPoint::BlockEnd(block));
            let one = ctx.ir.result(c, 0);
            append(ctx, block, "arith.divf", &[one, a], t, loc)
        }
        name => append(ctx, block, name, &[a], t, loc),
    })
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
/// `cast_unsigned`), with 22's rules: to an integer from a float
/// (`fptosi`/`fptoui`), an index (`index_cast`, also unsigned) or an
/// integer (extended or truncated); to a float from an integer
/// (`sitofp`/`uitofp`) or a float of another width (floats of one width,
/// `f16` and `bf16`, are left as they are); to a complex of floats from a
/// float, an integer (as the real part, the imaginary one a zero constant)
/// or a complex of floats (parts extended or truncated, extended when the
/// widths are equal). Anything else (to an index, from an index to a
/// float, vectors, ...) is left as it is with MLIR's warning in
/// `warnings`, at the value's location.
fn cast_to(
    ctx: &mut Context,
    block: BlockId,
    v: ValueId,
    to: Type,
    unsigned: bool,
    loc: Location,
    warnings: &mut Vec<Diagnostic>,
) -> ValueId {
    let from = ctx.ir.value_type(v);
    if from == to {
        return v;
    }
    let complex_float = |ctx: &Context, t: Type| match ctx.type_data(t) {
        TypeData::Complex(e) => match scalar(ctx, *e) {
            Scalar::Float(k) => Some((*e, k)),
            _ => None,
        },
        _ => None,
    };
    let name = match (scalar(ctx, from), scalar(ctx, to)) {
        (Scalar::Float(_), Scalar::Int(_)) => Some(if unsigned { "arith.fptoui" } else { "arith.fptosi" }),
        (Scalar::Index, Scalar::Int(_)) => Some("arith.index_cast"),
        (Scalar::Int(a), Scalar::Int(b)) if a < b => Some(if unsigned { "arith.extui" } else { "arith.extsi" }),
        (Scalar::Int(a), Scalar::Int(b)) if a > b => Some("arith.trunci"),
        (Scalar::Int(_), Scalar::Int(_)) => return v,
        (Scalar::Int(_), Scalar::Float(_)) => Some(if unsigned { "arith.uitofp" } else { "arith.sitofp" }),
        (Scalar::Float(a), Scalar::Float(b)) if a.width() < b.width() => Some("arith.extf"),
        (Scalar::Float(a), Scalar::Float(b)) if a.width() > b.width() => Some("arith.truncf"),
        (Scalar::Float(_), Scalar::Float(_)) => return v,
        _ => None,
    };
    if let Some(name) = name {
        return append(ctx, block, name, &[v], to, loc);
    }
    if let Some((to_elem, to_kind)) = complex_float(ctx, to) {
        if let Some((_, from_kind)) = complex_float(ctx, from) {
            let from_elem = ctx_elem(ctx, from);
            let real = append(ctx, block, "complex.re", &[v], from_elem, loc);
            let imag = append(ctx, block, "complex.im", &[v], from_elem, loc);
            let name = if to_kind.width() < from_kind.width() { "arith.truncf" } else { "arith.extf" };
            let real = append(ctx, block, name, &[real], to_elem, loc);
            let imag = append(ctx, block, name, &[imag], to_elem, loc);
            return append(ctx, block, "complex.create", &[real, imag], to, loc);
        }
        let real = match scalar(ctx, from) {
            Scalar::Float(k) if k.width() < to_kind.width() => {
                Some(append(ctx, block, "arith.extf", &[v], to_elem, loc))
            }
            Scalar::Float(k) if k.width() > to_kind.width() => {
                Some(append(ctx, block, "arith.truncf", &[v], to_elem, loc))
            }
            Scalar::Float(_) => Some(v),
            Scalar::Int(_) => {
                let name = if unsigned { "arith.uitofp" } else { "arith.sitofp" };
                Some(append(ctx, block, name, &[v], to_elem, loc))
            }
            _ => None,
        };
        if let Some(real) = real {
            let zero = ctx.float_attr(to_elem, 0.0);
            let c = crate::arith::builders::build_constant(ctx, zero, to_elem, loc, InsertPoint::BlockEnd(block));
            let zero = ctx.ir.result(c, 0);
            return append(ctx, block, "complex.create", &[real, zero], to, loc);
        }
    }
    let at = value_loc(ctx, v);
    warnings.push(Diagnostic::warning(
        at,
        format!("could not cast operand of type '{}' to '{}'", ctx.type_to_string(from), ctx.type_to_string(to)),
    ));
    v
}

/// The element type of a complex type `t` (`t` itself otherwise).
fn ctx_elem(ctx: &Context, t: Type) -> Type {
    match ctx.type_data(t) {
        TypeData::Complex(e) => *e,
        _ => t,
    }
}

/// The location of `v`: its defining op's, or the block argument's.
fn value_loc(ctx: &mut Context, v: ValueId) -> Location {
    match ctx.ir.defining_op(v) {
        Some(op) => ctx.ir.op(op).loc,
        None => match ctx.ir.value(v).loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

/// MLIR's `buildBinaryFn`: `f(a, b)` in the type of `a` (float, integer,
/// or `i1` and/or ops); operands that are not both floats or both integers
/// (index included), and the functions a kind lacks, are errors.
fn binary(
    ctx: &mut Context,
    block: BlockId,
    f: BinaryFn,
    a: ValueId,
    b: ValueId,
    loc: Location,
) -> Result<ValueId, String> {
    let (ta, tb) = (ctx.ir.value_type(a), ctx.ir.value_type(b));
    let (sa, sb) = (scalar(ctx, ta), scalar(ctx, tb));
    let float = matches!((&sa, &sb), (Scalar::Float(_), Scalar::Float(_)));
    let int = matches!((&sa, &sb), (Scalar::Int(_), Scalar::Int(_)));
    let bool = matches!((&sa, &sb), (Scalar::Int(1), Scalar::Int(1)));
    let complex = matches!((ctx.type_data(ta), ctx.type_data(tb)), (TypeData::Complex(_), TypeData::Complex(_)));
    if complex {
        // 22 asserts no complex max/min (compiled out: the integer op is
        // built and the verifier reports it) and `powf` on floats.
        let name = match f {
            BinaryFn::Add => "complex.add",
            BinaryFn::Sub => "complex.sub",
            BinaryFn::Mul => "complex.mul",
            BinaryFn::Div => "complex.div",
            BinaryFn::DivUnsigned => return Err("unsupported operation: unsigned div not on uint".into()),
            BinaryFn::Max => "arith.maxsi",
            BinaryFn::Min => "arith.minsi",
            BinaryFn::MaxUnsigned => "arith.maxui",
            BinaryFn::MinUnsigned => "arith.minui",
            BinaryFn::PowF => "math.powf",
        };
        return Ok(append(ctx, block, name, &[a, b], ta, loc));
    }
    if !float && !int {
        return Err(format!(
            "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '{}' and \
             '{}'",
            ctx.type_to_string(ta),
            ctx.type_to_string(tb)
        ));
    }
    let name = match (float, f) {
        (true, BinaryFn::Add) => "arith.addf",
        (true, BinaryFn::Sub) => "arith.subf",
        (true, BinaryFn::Mul) => "arith.mulf",
        (true, BinaryFn::Div) => "arith.divf",
        (true, BinaryFn::Max) => "arith.maximumf",
        (true, BinaryFn::Min) => "arith.minimumf",
        (_, BinaryFn::MaxUnsigned) if float || bool => {
            return Err("unsupported operation: unsigned max not on uint".into());
        }
        (_, BinaryFn::MinUnsigned) if float || bool => {
            return Err("unsupported operation: unsigned min not on uint".into());
        }
        (true, BinaryFn::PowF) => "math.powf",
        (_, BinaryFn::DivUnsigned) if float || bool => {
            return Err("unsupported operation: unsigned div not on uint".into());
        }
        (_, BinaryFn::DivUnsigned) => "arith.divui",
        (_, BinaryFn::Add) if bool => "arith.ori",
        (_, BinaryFn::Mul) if bool => "arith.andi",
        (_, BinaryFn::Sub) if bool => return Err("unsupported operation: sub with bools".into()),
        (_, BinaryFn::Div) if bool => return Err("unsupported operation: div with bools".into()),
        (_, BinaryFn::Add) => "arith.addi",
        (_, BinaryFn::Sub) => "arith.subi",
        (_, BinaryFn::Mul) => "arith.muli",
        (_, BinaryFn::Div) => "arith.divsi",
        (_, BinaryFn::Max) => "arith.maxsi",
        (_, BinaryFn::Min) => "arith.minsi",
        (_, BinaryFn::MaxUnsigned) => "arith.maxui",
        (_, BinaryFn::MinUnsigned) => "arith.minui",
        // MLIR asserts floats here; the verifier of `math.powf` reports
        // integers.
        (_, BinaryFn::PowF) => "math.powf",
    };
    Ok(append(ctx, block, name, &[a, b], ta, loc))
}

/// `linalg.contract`'s own checks (before the structured-op ones): the
/// first three maps are projected permutations of one iteration space
/// whose results match their operands' ranks, every dim is used, each is
/// a contracting dim (both inputs, not the output) or a parallel one (in
/// the output), and some dim contracts.
pub(super) fn verify_contract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use crate::arith::types::plain_error;
    let Some(maps) = prop(ctx, op, MAPS).and_then(|a| super::map_list(ctx, a)) else { return Ok(()) };
    let operands = ctx.ir.operands(op);
    let mut dims: Option<usize> = None;
    let (mut ins, mut outs): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    for (k, (&m, &v)) in maps.iter().zip(operands).take(3).enumerate() {
        let md = ctx.affine.map_data(m);
        let mut positions = Vec::with_capacity(md.results.len());
        for &e in &md.results {
            match ctx.affine.data(e) {
                AffineExprData::Dim(d) if md.num_symbols == 0 && !positions.contains(&d) => positions.push(d),
                _ => return Err(plain_error(ctx, op, "provided affine_map is not a projected permutation")),
            }
        }
        let t = ctx.ir.value_type(v);
        match shape_of(ctx, t) {
            Some(shape) if shape.len() != positions.len() => {
                return Err(plain_error(
                    ctx,
                    op,
                    "ranks of shaped operand and results of corresponding affine_map differ",
                ));
            }
            None if matches!(ctx.type_data(t), TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. }) => {}
            None if !positions.is_empty() => {
                return Err(plain_error(
                    ctx,
                    op,
                    "affine_map specifies shaped access while operand has non-shaped type",
                ));
            }
            _ => {}
        }
        let n = md.num_dims as usize;
        match dims {
            None => {
                dims = Some(n);
                ins = vec![0; n];
                outs = vec![0; n];
            }
            Some(d) if d != n => {
                return Err(plain_error(ctx, op, "iteration spaces of provided affine_maps differ"));
            }
            _ => {}
        }
        for d in positions {
            if k < 2 {
                ins[d as usize] += 1;
            } else {
                outs[d as usize] += 1;
            }
        }
    }
    let mut contracting = false;
    for (i, (&a, &b)) in ins.iter().zip(&outs).enumerate() {
        contracting |= a == 2 && b == 0;
        if a == 0 && b == 0 {
            return Err(plain_error(
                ctx,
                op,
                format!("iteration space dim at index {i} not used to access any operand"),
            ));
        }
        if a == 1 && b != 1 {
            return Err(plain_error(
                ctx,
                op,
                format!("iteration space dim at index {i} is neither a contracting dim nor of parallel iteration type"),
            ));
        }
    }
    if !contracting {
        return Err(plain_error(ctx, op, "'indexing_maps' do not specify a contracting dimension"));
    }
    Ok(())
}
