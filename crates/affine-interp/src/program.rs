//! The compiled form of a module: a tree of instructions per function.
//!
//! Every SSA value is assigned, at compile time, a register in one of three
//! register files of the function's frame, chosen by its type: scalars
//! (`S`, raw 64-bit words plus a poison flag), vectors (`V`) and memrefs
//! (`M`). Instructions refer to registers by index, affine maps are
//! pre-flattened to coefficient lists over scalar registers
//! ([`crate::affmap`]), and structured control flow (loops, `if`) holds its
//! bodies as nested instruction slices, so the executor never looks at the
//! IR again.

use crate::affmap::{CExpr, CMap, CSet};
use crate::ops::{CastOp, FOp, IOp};
use crate::scalar::ScalarType;

/// A register index inside one register file.
pub(crate) type R = u32;

/// A register of any class.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Slot {
    /// Scalar register.
    S(R),
    /// Vector register.
    V(R),
    /// Memref register.
    M(R),
}

/// Layout of a memref type.
#[derive(Clone, Debug)]
pub(crate) enum LayoutTy {
    /// Row-major.
    Identity,
    /// `strided<[..], offset: ..>`; entries may be `DYNAMIC`.
    Strided { strides: Vec<i64>, offset: i64 },
    /// A general affine map over `(indices)[symbols]`.
    Map { map: CMap, num_symbols: u32 },
}

/// A memref type.
#[derive(Clone, Debug)]
pub(crate) struct MemTy {
    /// Element type.
    pub elem: ScalarType,
    /// Shape (`DYNAMIC` for `?`).
    pub shape: Vec<i64>,
    /// Layout.
    pub layout: LayoutTy,
}

/// The interpreter's view of an SSA value's type.
#[derive(Clone, Debug)]
pub(crate) enum VTy {
    /// A scalar.
    S(ScalarType),
    /// A (fixed-size) vector.
    V(ScalarType, Vec<i64>),
    /// A ranked memref.
    M(MemTy),
}

/// How memory indices are computed.
#[derive(Clone, Debug)]
pub(crate) enum Idx {
    /// Directly from scalar registers (`memref.load`).
    Regs(Box<[R]>),
    /// Through a compiled affine map (`affine.load`); the second field lists
    /// the registers the map reads (for poison checks).
    Map(CMap, Box<[R]>),
}

/// A scalar operation applied to one lane (or one scalar).
#[derive(Clone, Copy, Debug)]
pub(crate) enum ElemOp {
    /// Integer binary op: op, width, overflow/exact flags.
    I(IOp, u32, u8),
    /// Float binary op in a format.
    F(FOp, crate::scalar::FloatKind),
    /// `cmpi` predicate and width.
    ICmp(u8, u32),
    /// `cmpf` predicate.
    FCmp(u8),
    /// Cast from / to.
    Cast(CastOp, ScalarType, ScalarType),
    /// `select` (operands: cond, true value, false value).
    Select,
    /// `math.fma` in a format: `a * b + c` with one rounding.
    Fma(crate::scalar::FloatKind),
    /// An op on `f80` / `f128` values (see [`crate::wide`]).
    Wide(crate::wide::WideElemOp),
    /// `math.clampf` (operands: value, min, max).
    ClampF,
    /// `math.fpowi` in a format, with the exponent's integer width.
    FPowI(crate::scalar::FloatKind, u32),
    /// `arith.scaling_extf` / `arith.scaling_truncf` (operands: value,
    /// scale), see [`crate::ops::scaling_cast`].
    Scaling {
        /// `scaling_truncf` (else `scaling_extf`).
        truncate: bool,
        /// Format of the value.
        from: crate::scalar::FloatKind,
        /// Format of the scale.
        scale: crate::scalar::FloatKind,
        /// Format of the result.
        to: crate::scalar::FloatKind,
        /// `truncf` rounding mode (0: to nearest even).
        mode: u8,
    },
}

/// A basis entry of `affine.delinearize_index` / `linearize_index`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum BasisEnt {
    /// Static size.
    Static(i64),
    /// Dynamic size in a scalar register.
    Reg(R),
}

/// Size of one allocated dimension.
#[derive(Clone, Copy, Debug)]
pub(crate) enum DimSize {
    /// Static size.
    Static(i64),
    /// Dynamic size in a scalar register.
    Reg(R),
}

/// One offset/size/stride entry of `memref.subview`, or a position of
/// `vector.extract`/`insert`.
pub(crate) type Mixed = DimSize;

/// Reduction kinds (affine.parallel's `AtomicRMWKind` and
/// `vector.reduction`'s `CombiningKind`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum RedKind {
    AddF,
    AddI,
    AndI,
    Assign,
    MaximumF,
    MaxNumF,
    MaxS,
    MaxU,
    MinimumF,
    MinNumF,
    MinS,
    MinU,
    MulF,
    MulI,
    OrI,
    XorI,
}

/// `affine.for`.
#[derive(Debug)]
pub(crate) struct AffineFor {
    pub iv: R,
    pub lb: CMap,
    pub ub: CMap,
    pub bound_deps: Box<[R]>,
    pub step: i64,
    pub inits: Box<[Slot]>,
    pub iters: Box<[Slot]>,
    pub yields: Box<[Slot]>,
    pub yield_needs_temp: bool,
    pub results: Box<[Slot]>,
    pub body: Box<[Placed]>,
    pub has_alloca: bool,
}

/// `scf.for`.
#[derive(Debug)]
pub(crate) struct ScfFor {
    pub iv: R,
    pub ty: ScalarType,
    pub unsigned: bool,
    pub lb: R,
    pub ub: R,
    pub step: R,
    pub inits: Box<[Slot]>,
    pub iters: Box<[Slot]>,
    pub yields: Box<[Slot]>,
    pub yield_needs_temp: bool,
    pub results: Box<[Slot]>,
    pub body: Box<[Placed]>,
    /// The body holds an alloca: free it after each iteration (`scf.for` is
    /// an automatic allocation scope).
    pub has_alloca: bool,
}

/// Condition of an `if`.
#[derive(Debug)]
pub(crate) enum Cond {
    /// `affine.if`: integer set membership, with the registers it reads.
    Set(CSet, Box<[R]>),
    /// `scf.if`: an `i1` register.
    Reg(R),
}

/// `affine.if` / `scf.if`.
#[derive(Debug)]
pub(crate) struct IfInst {
    pub cond: Cond,
    pub then_body: Box<[Placed]>,
    pub then_yields: Box<[Slot]>,
    pub else_body: Box<[Placed]>,
    pub else_yields: Box<[Slot]>,
    pub results: Box<[Slot]>,
}

/// `affine.parallel`.
#[derive(Debug)]
pub(crate) struct ParInst {
    pub ivs: Box<[R]>,
    pub lbs: Box<[CMap]>,
    pub ubs: Box<[CMap]>,
    pub bound_deps: Box<[R]>,
    pub steps: Box<[i64]>,
    pub reductions: Box<[(RedKind, ScalarType)]>,
    pub yields: Box<[Slot]>,
    pub results: Box<[Slot]>,
    pub body: Box<[Placed]>,
    pub has_alloca: bool,
}

/// One reduction of `scf.parallel` (an `scf.reduce` region).
#[derive(Debug)]
pub(crate) struct ScfReduce {
    pub operand: Slot,
    pub lhs: Slot,
    pub rhs: Slot,
    pub body: Box<[Placed]>,
    pub ret: Slot,
}

/// `scf.parallel`.
#[derive(Debug)]
pub(crate) struct ScfParallel {
    pub ivs: Box<[R]>,
    pub lbs: Box<[R]>,
    pub ubs: Box<[R]>,
    pub steps: Box<[R]>,
    pub inits: Box<[Slot]>,
    pub results: Box<[Slot]>,
    pub reduces: Box<[ScfReduce]>,
    pub body: Box<[Placed]>,
    /// The body holds an alloca: free it after each iteration (an
    /// automatic allocation scope, as `scf.for`).
    pub has_alloca: bool,
}

/// `scf.while`.
#[derive(Debug)]
pub(crate) struct ScfWhile {
    pub inits: Box<[Slot]>,
    pub before_args: Box<[Slot]>,
    pub before_body: Box<[Placed]>,
    pub cond: R,
    pub forwarded: Box<[Slot]>,
    pub after_args: Box<[Slot]>,
    pub after_body: Box<[Placed]>,
    pub after_yields: Box<[Slot]>,
    pub results: Box<[Slot]>,
}

/// `memref.subview`.
#[derive(Debug)]
pub(crate) struct Subview {
    pub dst: R,
    pub src: R,
    pub offsets: Box<[Mixed]>,
    pub sizes: Box<[Mixed]>,
    pub strides: Box<[Mixed]>,
    /// Source dimensions kept in the result (rank reduction drops others).
    pub kept: Box<[bool]>,
}

/// `memref.reinterpret_cast`, `expand_shape`, `collapse_shape`: views of
/// the same buffer.
#[derive(Debug)]
pub(crate) enum Reshape {
    /// New offset, sizes and strides.
    Reinterpret { offset: Mixed, sizes: Box<[Mixed]>, strides: Box<[Mixed]> },
    /// Each source dim splits into the result dims of its group.
    Expand { groups: Box<[Box<[usize]>]>, sizes: Box<[Mixed]> },
    /// Each group of source dims merges into one result dim.
    Collapse { groups: Box<[Box<[usize]>]> },
    /// `memref.transpose`: result dim `i` is source dim `perm[i]`.
    Transpose { perm: Box<[usize]> },
}

/// `memref.atomic_rmw`: `dst` gets the element's old value, the element
/// `kind(old, val)`.
#[derive(Debug)]
pub(crate) struct AtomicRmw {
    pub dst: R,
    pub val: R,
    pub mem: R,
    pub idx: Idx,
    pub kind: RedKind,
    pub ty: ScalarType,
}

/// `memref.generic_atomic_rmw`: the element's old value goes to `arg` and
/// `dst`, the body runs, and its yield is stored.
#[derive(Debug)]
pub(crate) struct GenericAtomicRmw {
    pub dst: R,
    pub mem: R,
    pub idx: Idx,
    pub arg: R,
    pub body: Box<[Placed]>,
    pub yield_: R,
}

/// `affine.dma_start`.
#[derive(Debug)]
pub(crate) struct Dma {
    pub src: R,
    pub src_idx: Idx,
    pub dst: R,
    pub dst_idx: Idx,
    pub tag: R,
    pub tag_idx: Idx,
    pub num: R,
    pub stride: Option<(R, R)>,
    /// The stride applies to the destination: MLIR's DMA stride is for the
    /// slower memory space (the lower memory space id), here the
    /// destination's (a tie strides the source).
    pub stride_on_dst: bool,
}

/// `vector.transfer_read` / `transfer_write`.
#[derive(Debug)]
pub(crate) struct Transfer {
    /// Vector register read (write) or written (read).
    pub vec: R,
    pub mem: R,
    pub indices: Box<[R]>,
    /// Padding scalar (reads only).
    pub pad: Option<R>,
    pub mask: Option<R>,
    /// `vector.mask` passthru (reads only).
    pub passthru: Option<R>,
    /// For each vector dim: the memref dim it walks, or `None` (broadcast).
    pub perm: Box<[Option<usize>]>,
    pub in_bounds: Box<[bool]>,
    pub vshape: Box<[i64]>,
    /// Vector dims in mask order (by increasing memref dim).
    pub mask_dims: Box<[usize]>,
}

/// A control-flow edge: copy `args` into `params` (the arguments of block
/// `target`), all at once, then continue with that block; a `target` one
/// past the last block leaves the [`Cfg`].
#[derive(Debug)]
pub(crate) struct Edge {
    pub target: u32,
    pub params: Box<[Slot]>,
    pub args: Box<[Slot]>,
}

/// A region of several blocks; runs from block 0 until a `return` or an
/// edge out of the region. Each block ends with a branch instruction.
#[derive(Debug)]
pub(crate) struct Cfg {
    pub blocks: Box<[Box<[Placed]>]>,
}

/// A single-block region body and the values its terminator yields.
#[derive(Debug)]
pub(crate) struct YieldingBody {
    pub body: Box<[Placed]>,
    pub yields: Box<[Slot]>,
}

/// One compiled instruction.
#[derive(Debug)]
pub(crate) enum Inst {
    Const {
        dst: R,
        bits: u64,
    },
    VConst {
        dst: R,
        data: Box<[u64]>,
    },
    Poison {
        dst: Slot,
        lanes: usize,
    },
    Scalar {
        op: ElemOp,
        dst: R,
        a: R,
        b: R,
        c: R,
    },
    /// Elementwise op on vectors; `scalar_cond` for a select with an `i1`
    /// scalar condition (then `a` is a scalar register).
    Vector {
        op: ElemOp,
        dst: R,
        a: R,
        b: R,
        c: R,
        scalar_cond: bool,
    },
    /// `select` with a scalar condition over memrefs / vectors.
    SelectSlot {
        dst: Slot,
        cond: R,
        a: Slot,
        b: Slot,
    },
    Copy {
        dst: Slot,
        src: Slot,
    },
    Apply {
        dst: R,
        e: CExpr,
        deps: Box<[R]>,
    },
    MinMax {
        dst: R,
        map: CMap,
        deps: Box<[R]>,
        min: bool,
    },
    Load {
        dst: R,
        mem: R,
        idx: Idx,
    },
    Store {
        val: R,
        mem: R,
        idx: Idx,
    },
    VLoad {
        dst: R,
        mem: R,
        idx: Idx,
        shape: Box<[i64]>,
    },
    VStore {
        val: R,
        mem: R,
        idx: Idx,
        shape: Box<[i64]>,
    },
    Delinearize {
        dsts: Box<[R]>,
        src: R,
        basis: Box<[BasisEnt]>,
    },
    Linearize {
        dst: R,
        srcs: Box<[R]>,
        basis: Box<[BasisEnt]>,
        /// `disjoint`: every bounded index is asserted to lie in
        /// `[0, bound)`; otherwise the result is poison.
        disjoint: bool,
    },
    AffineFor(Box<AffineFor>),
    ScfFor(Box<ScfFor>),
    If(Box<IfInst>),
    Parallel(Box<ParInst>),
    ScfParallel(Box<ScfParallel>),
    ScfWhile(Box<ScfWhile>),
    /// `memref.alloca_scope`: run the body, copy its yields, and free the
    /// `memref.alloca`s it made when `has_alloca`.
    AllocaScope {
        body: Box<[Placed]>,
        yields: Box<[Slot]>,
        results: Box<[Slot]>,
        has_alloca: bool,
    },
    /// `memref.reshape`: a row-major view of `src`'s elements with the
    /// `rank` sizes read from the 1-D memref `shape`.
    ShapeReshape {
        dst: R,
        src: R,
        shape: R,
        rank: usize,
    },
    AtomicRmw(Box<AtomicRmw>),
    GenericAtomicRmw(Box<GenericAtomicRmw>),
    /// `scf.execute_region` / `vector.mask` bodies: run and copy yields.
    Region {
        body: Box<[Placed]>,
        yields: Box<[Slot]>,
        results: Box<[Slot]>,
    },
    Call {
        func: u32,
        args: Box<[Slot]>,
        results: Box<[Slot]>,
    },
    Return {
        vals: Box<[Slot]>,
    },
    Alloc {
        dst: R,
        ty: Box<MemTy>,
        sizes: Box<[DimSize]>,
        symbols: Box<[R]>,
        stack: bool,
    },
    /// `memref.realloc`: a new heap buffer of `size` elements holding the
    /// source's first elements (as many as fit), the source freed.
    Realloc {
        dst: R,
        src: R,
        ty: Box<MemTy>,
        size: DimSize,
    },
    Dealloc {
        mem: R,
    },
    Dim {
        dst: R,
        mem: R,
        idx: R,
    },
    MemCast {
        dst: R,
        src: R,
        ty: Box<MemTy>,
    },
    Subview(Box<Subview>),
    Reshape {
        dst: R,
        src: R,
        how: Box<Reshape>,
    },
    MemCopy {
        src: R,
        dst: R,
    },
    GetGlobal {
        dst: R,
        global: u32,
    },
    DmaStart(Box<Dma>),
    DmaWait {
        tag: R,
        tag_idx: Idx,
        num: R,
    },
    TransferRead(Box<Transfer>),
    TransferWrite(Box<Transfer>),
    Broadcast {
        dst: R,
        src: Slot,
        src_shape: Box<[i64]>,
        dst_shape: Box<[i64]>,
    },
    Reduction {
        kind: RedKind,
        ty: ScalarType,
        dst: R,
        src: R,
        acc: Option<R>,
        mask: Option<R>,
    },
    Extract {
        dst: Slot,
        src: R,
        pos: Box<[Mixed]>,
        src_shape: Box<[i64]>,
    },
    Insert {
        dst: R,
        val: Slot,
        dest: R,
        pos: Box<[Mixed]>,
        dest_shape: Box<[i64]>,
    },
    CreateMask {
        dst: R,
        bounds: Box<[R]>,
        shape: Box<[i64]>,
    },
    ShapeCast {
        dst: R,
        src: R,
    },
    FromElements {
        dst: R,
        srcs: Box<[R]>,
    },
    Transpose {
        dst: R,
        src: R,
        perm: Box<[usize]>,
        src_shape: Box<[i64]>,
    },
    /// A vector whose lanes are lanes of `a` and `b` (`vector.shuffle`,
    /// `vector.interleave`): lane `k` of `lanes` below the lane count of
    /// `a` is that lane of `a`, above it a lane of `b`; `-1` is poison.
    LaneSelect {
        dst: R,
        a: R,
        b: R,
        lanes: Box<[i64]>,
    },
    /// A masked 1-D access along the last dimension of `mem` from `idx`
    /// (`vector.maskedload` / `maskedstore`, `expandload` /
    /// `compressstore`, `gather` / `scatter`): lane `i` of the mask
    /// enables the access; a disabled lane of a load is `passthru`'s.
    MaskedAccess(Box<MaskedAccess>),
    /// An op whose execution has no observable effect (`affine.prefetch`).
    Nop,
    /// A region of several blocks.
    Cfg(Box<Cfg>),
    /// `cf.br` (and a region terminator inside a [`Cfg`]).
    Br(Box<Edge>),
    /// `cf.cond_br`: edge 0 when `cond` is true, else edge 1.
    CondBr {
        cond: R,
        edges: Box<[Edge; 2]>,
    },
    /// `cf.switch`: the edge of the first case equal to `flag`, else the
    /// last edge (the default).
    Switch {
        flag: R,
        values: Box<[i64]>,
        edges: Box<[Edge]>,
    },
    /// `cf.assert`: stops the run (an abort in MLIR) when `cond` is false.
    Assert {
        cond: R,
        msg: Box<str>,
    },
    /// `scf.index_switch`: the body (and yields) of the first case equal to
    /// `flag`, else the last one (the default).
    IndexSwitch {
        flag: R,
        values: Box<[i64]>,
        bodies: Box<[YieldingBody]>,
        results: Box<[Slot]>,
    },
}

/// An instruction with its op site (index into [`Program::sites`]).
#[derive(Debug)]
pub(crate) struct Placed {
    pub site: u32,
    pub inst: Inst,
}

/// A compiled function.
#[derive(Debug)]
pub(crate) struct Func {
    pub n_s: usize,
    pub n_v: usize,
    pub n_m: usize,
    pub args: Vec<Slot>,
    pub arg_types: Vec<VTy>,
    /// Where the function is defined (input errors point there).
    pub location: affine_ir::Location,
    /// The argument types as declared, in MLIR syntax (for messages).
    pub arg_type_names: Vec<String>,
    pub result_types: Vec<VTy>,
    pub body: Box<[Placed]>,
}

/// A `memref.global`.
#[derive(Debug)]
pub(crate) struct Global {
    pub name: String,
    pub ty: MemTy,
    pub init: Option<Vec<u64>>,
    pub constant: bool,
}

/// A compiled module.
#[derive(Debug, Default)]
pub(crate) struct Program {
    /// Functions; an entry is `Err` when the function could not be compiled
    /// (the error is reported when it is run or called).
    pub funcs: Vec<Result<Func, crate::error::InterpError>>,
    pub func_names: Vec<String>,
    pub globals: Vec<Global>,
    /// `(op name, location text, location)` per site.
    pub sites: Vec<(String, String, Option<affine_ir::Location>)>,
}

/// Where the lanes of a [`Inst::MaskedAccess`] are in memory.
#[derive(Clone, Debug)]
pub(crate) enum LaneAddr {
    /// Lane `i` at `i` past the base (`maskedload` / `maskedstore`).
    Contiguous,
    /// The `k`-th enabled lane at `k` past the base (`expandload` /
    /// `compressstore`).
    Compressed,
    /// Lane `i` at the value of lane `i` of the index vector past the base
    /// (`gather` / `scatter`; the second field is the index element width,
    /// values are sign-extended from it).
    Indexed(R, u32),
}

/// A masked vector load or store (see [`Inst::MaskedAccess`]).
#[derive(Clone, Debug)]
pub(crate) struct MaskedAccess {
    /// True for a store.
    pub store: bool,
    /// The loaded result or the stored value.
    pub vec: R,
    /// The memref.
    pub mem: R,
    /// The base indices.
    pub idx: Box<[R]>,
    /// The mask (`vector<N x i1>`).
    pub mask: R,
    /// The pass-through vector of a load.
    pub passthru: Option<R>,
    /// Where the lanes are.
    pub addr: LaneAddr,
    /// The number of lanes.
    pub lanes: usize,
}
