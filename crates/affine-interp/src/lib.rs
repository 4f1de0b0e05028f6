//! # affine-interp
//!
//! A reference interpreter for `func.func` bodies written with the `arith`,
//! `math`, `memref`, `affine`, `vector`, `scf`, `cf`, `linalg`, `func` and
//! `ub` dialects, and for the functions of a `gpu.module` (`gpu.func`
//! kernels run as sequential functions, named `module::function`; kernels
//! reading thread or block ids, or with attributions, are not supported).
//! It exists so tests can check that a transformation preserves meaning: run the
//! function before and after, compare the returned values and the final
//! contents of every memref argument.
//!
//! ```
//! use affine_interp::{Interpreter, RtValue};
//! use affine_ir::{Context, ParseOptions, parse_source};
//!
//! let src = "func.func @main(%a: i32) -> i32 {\n  %b = arith.muli %a, %a : i32\n  return %b : i32\n}\n";
//! let mut ctx = affine_dialects::new_context();
//! let module = parse_source(&mut ctx, src, "input.mlir", &ParseOptions::default()).unwrap();
//! let interp = Interpreter::new(&ctx, module).unwrap();
//! let result = interp.run("main", vec![RtValue::int(32, 7)]).unwrap();
//! assert_eq!(result.to_string(), "ret0: i32 = 49\n");
//! // Deterministic random inputs for differential testing:
//! let args = interp.random_inputs("main", 42, 8).unwrap();
//! assert!(interp.run("main", args).is_ok());
//! ```
//!
//! ## Inputs and outputs
//!
//! Arguments come from JSON ([`Interpreter::inputs_from_json`]: nested
//! lists, `dense<...>` strings, `{"shape": [9, 2000], "fill": 0.5}`
//! objects), MLIR elements text ([`parse_dense`]) or a seed
//! ([`Interpreter::random_inputs`]). Every element is read exactly (module
//! `literal`): integers must fit their type, decimal floats round once to
//! their own format, `0x` digits are bit patterns; errors name the argument,
//! its MLIR type and the value. Results print in the shortest form that
//! reads back to the same bits ([`scalar::format_float`]), as text
//! ([`RunResult::written_report`]) or JSON that reads back as inputs
//! ([`RunResult::to_json`]).
//!
//! ## Design
//!
//! The module is compiled once ([`Interpreter::new`]) into instruction trees
//! (`program` module): each SSA value gets a register index in a scalar,
//! vector or memref register file; affine maps are flattened into
//! `(register, coefficient)` lists (module `affmap`); loops and conditionals own
//! their bodies as nested instruction slices. Running never touches the IR.
//!
//! ## Supported ops
//!
//! - `arith`: `constant` (scalar and dense vector), integer `add/sub/mul`
//!   (with `nsw`/`nuw`), `divsi/divui/remsi/remui/ceildivsi/ceildivui/
//!   floordivsi` (`exact`), `and/or/xor`, `shli/shrsi/shrui`,
//!   `max/min{si,ui}`, float `add/sub/mul/div/remf`, `maximumf/minimumf/
//!   maxnumf/minnumf`, `negf`, `cmpi`, `cmpf`, `select`, and the casts
//!   `extsi/extui/trunci/index_cast/index_castui/sitofp/uitofp/fptosi/
//!   fptoui/extf/truncf/bitcast`, the two-result `addui_extended`,
//!   `mulsi_extended`, `mului_extended`; all of them elementwise on
//!   vectors too.
//! - `math`: every op of MLIR 22's `math` dialect (`clampf`, `erf`, `erfc`,
//!   `fpowi`, `ipowi`, `sincos`, `fma`, the unary float functions, `powf`,
//!   `atan2`, `copysign`, `absi`/`ctlz`/`cttz`/`ctpop`, `isnan`...), scalar
//!   and elementwise on vectors.
//! - `memref`: `alloc`, `alloca`, `dealloc`, `load`, `store`, `dim`, `cast`,
//!   `subview` (with rank reduction), `copy`, `global`, `get_global`,
//!   `reinterpret_cast`, `expand_shape`, `collapse_shape`,
//!   `assume_alignment`; identity, `strided<...>` and affine-map layouts.
//! - `affine`: `for` (`iter_args`, min/max bounds), `if` (with results),
//!   `parallel` (bound groups, steps, reductions), `apply`, `min`, `max`,
//!   `load`, `store`, `vector_load`, `vector_store`, `delinearize_index`,
//!   `linearize_index`, `dma_start`, `dma_wait`, `prefetch`, `yield`.
//! - `vector`: `transfer_read`/`transfer_write` (permutation maps with
//!   broadcast dims, padding, `in_bounds`, masks), `load`, `store`,
//!   `broadcast`, `splat`, `reduction` (all combining kinds, optional
//!   accumulator), `extract`/`insert` (static and dynamic positions),
//!   `create_mask`, `constant_mask`, `mask` (around transfers and
//!   reductions, with passthru), `shape_cast`, `transpose`, `from_elements`.
//! - `scf`: `for` (index or integer bounds, `unsignedCmp`), `if`, `while`,
//!   `parallel` with `scf.reduce`, `execute_region` (one block or several),
//!   `index_switch`; `func.call`, `func.return`; `ub.poison`.
//! - `cf`: `br`, `cond_br`, `switch` (with block arguments, assigned all at
//!   once), `assert`, in function bodies and `scf.execute_region`s of
//!   several blocks (module `compile::cfg`).
//! - `linalg`: `generic` and the named structured ops (`fill`, `copy`,
//!   `matmul`, `batch_matmul`, `matvec`, `vecmat`, `dot`, `add`, `sub`,
//!   `mul`, `div`, and any other op with a payload region and indexing
//!   maps), `map` and `reduce`, on memrefs, with `linalg.index`, run as
//!   `-convert-linalg-to-affine-loops` lowers them (module
//!   `compile::linalg`).
//!
//! Anything else (other dialects, multi-block regions of other ops, memrefs of vectors,
//! tensors, integers wider than 64 bits, scalable vectors) compiles to an
//! [`ErrorKind::Unsupported`] error reported when the function runs.
//!
//! ## Semantics
//!
//! - Integers of width 1..=64 wrap in two's complement; `nsw`/`nuw`
//!   overflow, `exact` violations, over-wide shifts and out-of-range
//!   float-to-int conversions produce poison. `index` is 64-bit.
//! - `f16`, `bf16`, `f32`, `f64` results are rounded to their format with
//!   round-to-nearest-even ([`scalar`]).
//! - `math` functions compute what `mlir-opt` 22 + `mlir-runner` compute on
//!   CPU, bit for bit (`crates/affine-opt/tests/differential_math.rs`): the
//!   C library's function of the format's precision (`erff`, `sinf`...;
//!   `f16`/`bf16` through the `f32` one), as the LLVM intrinsics and the
//!   `-convert-math-to-libm` calls do. `expm1`/`log1p` are the library's
//!   (`-convert-math-to-llvm` expands them less precisely as `exp(x) - 1`
//!   and `log(1 + x)`). `ipowi` and `fpowi` follow MLIR's software
//!   definitions (`-convert-math-to-funcs`): repeated squaring, wrapping
//!   integer multiplications, `0` to a negative power is a division by
//!   zero. `clampf(x, lo, hi)` is `maximumf(minimumf(x, hi), lo)` as
//!   documented (mlir-opt's `-math-expand-ops` swaps the bounds). Floats are
//!   held as `f64`: a signaling NaN comes back quiet.
//! - Affine expressions use floor division and non-negative `mod`.
//! - Undefined behaviour stops the run with an [`InterpError`] naming the
//!   op and its location: out-of-bounds access, poison stored to memory or
//!   used as an index/bound/condition, division by zero, signed division
//!   overflow, use after `memref.dealloc`, invalid free, non-positive step,
//!   store into a constant global.
//! - [`Interpreter::set_poison_in_memory`] switches stores of poison to
//!   LLVM's semantics (the element becomes poison; only a later *use* of
//!   it is an error), for checking vectorized code whose out-of-bounds lanes
//!   are `ub.poison` padding.
//! - Memory from `memref.alloc`/`alloca` and uninitialised globals is
//!   zero-filled (MLIR leaves it undefined; reading it is not flagged).
//! - `affine.parallel` and `scf.parallel` run sequentially in
//!   lexicographic order; reductions fold in that order from the identity.
//! - `affine.dma_start` copies immediately (`num_elements` consecutive
//!   elements in row-major order; with a stride, `stride`/`elements per
//!   stride` apply to the source); `affine.dma_wait` only checks its tag
//!   index; `affine.prefetch` does nothing.

#![warn(missing_docs)]

mod affmap;
mod compile;
mod error;
mod exec;
mod input;
mod literal;
mod memory;
mod ops;
mod program;
pub mod scalar;
mod value;
mod wide;

use affine_ir::context::Context;
use affine_ir::ir::OpId;

pub use error::{ErrorKind, InterpError};
pub use input::{inputs_json, parse_dense, value_from_json};
pub use scalar::{FloatKind, Scalar, ScalarType, wide_values_agree};
pub use value::{MemRefValue, RtValue, RunResult, VectorValue, format_scalar};

use exec::{Machine, Val, VecVal};
use memory::{AllocKind, MemDesc};
use program::{LayoutTy, MemTy, Program, VTy};

/// The type of a function argument or result, as seen by callers.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ValueType {
    /// A scalar.
    Scalar(ScalarType),
    /// A fixed-size vector.
    Vector(ScalarType, Vec<i64>),
    /// A ranked memref; `None` marks a dynamic (`?`) dimension.
    MemRef(ScalarType, Vec<Option<i64>>),
}

impl std::fmt::Display for ValueType {
    /// MLIR syntax: `f32`, `vector<4xi8>`, `memref<?x4xf32>`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ValueType::Scalar(s) => write!(f, "{s}"),
            ValueType::Vector(e, shape) => f.write_str(&value::shaped_type("vector", shape, *e)),
            ValueType::MemRef(e, shape) => {
                f.write_str("memref<")?;
                for d in shape {
                    match d {
                        Some(d) => write!(f, "{d}x")?,
                        None => f.write_str("?x")?,
                    }
                }
                write!(f, "{e}>")
            }
        }
    }
}

impl ValueType {
    fn from_vty(t: &VTy) -> Self {
        match t {
            VTy::S(s) => ValueType::Scalar(*s),
            VTy::V(e, s) => ValueType::Vector(*e, s.clone()),
            VTy::M(m) => ValueType::MemRef(
                m.elem,
                m.shape.iter().map(|&d| if d == affine_ir::context::DYNAMIC { None } else { Some(d) }).collect(),
            ),
        }
    }
}

/// A compiled module, ready to run any of its functions.
#[derive(Debug)]
pub struct Interpreter {
    prog: Program,
    step_limit: u64,
    poison_in_memory: bool,
}

impl Interpreter {
    /// Compiles every `func.func` and `memref.global` of `module` (a
    /// `builtin.module` op, or a single `func.func`), and the functions of
    /// its `gpu.module`s (named `module::function`). Functions using
    /// unsupported constructs still compile to an error that is reported
    /// when they are run or called.
    pub fn new(ctx: &Context, module: OpId) -> Result<Self, InterpError> {
        Ok(Interpreter { prog: compile::compile_module(ctx, module)?, step_limit: u64::MAX, poison_in_memory: false })
    }

    /// Limits the total number of loop iterations of one run (a guard
    /// against non-terminating programs); unlimited by default.
    pub fn set_step_limit(&mut self, iterations: u64) {
        self.step_limit = iterations;
    }

    /// Chooses what a store of poison does. By default (`false`) it is
    /// undefined behaviour and stops the run with a
    /// [`ErrorKind::PoisonUse`] error, the strict check users of `--run`
    /// want. With `true` it follows LLVM: the element becomes poison, loads
    /// of it yield poison (an error only where poison is used: an index, a
    /// branch, a bound...), a later store makes it defined again, and a
    /// poison element left in a result memref reads back as
    /// [`Scalar::Poison`]. Differential tests need this: vectorizers pad
    /// out-of-bounds lanes with `ub.poison` and may store them to elements
    /// that are overwritten before anyone reads them.
    pub fn set_poison_in_memory(&mut self, enabled: bool) {
        self.poison_in_memory = enabled;
    }

    /// Names of the module's functions, in order.
    pub fn function_names(&self) -> &[String] {
        &self.prog.func_names
    }

    fn func_index(&self, name: &str) -> Result<usize, InterpError> {
        self.prog
            .func_names
            .iter()
            .position(|n| n == name)
            .ok_or_else(|| InterpError::new(ErrorKind::UnknownFunction, format!("no function named @{name}")))
    }

    fn func(&self, name: &str) -> Result<&program::Func, InterpError> {
        let i = self.func_index(name)?;
        match &self.prog.funcs[i] {
            Ok(f) => Ok(f),
            Err(e) => Err(e.clone()),
        }
    }

    /// Argument and result types of a function.
    pub fn signature(&self, name: &str) -> Result<(Vec<ValueType>, Vec<ValueType>), InterpError> {
        let f = self.func(name)?;
        Ok((
            f.arg_types.iter().map(ValueType::from_vty).collect(),
            f.result_types.iter().map(ValueType::from_vty).collect(),
        ))
    }

    /// Runs function `name` on `args`. Returns the returned values and the
    /// final contents of every memref argument, or the first error.
    pub fn run(&self, name: &str, args: Vec<RtValue>) -> Result<RunResult, InterpError> {
        self.run_counted(name, args).0
    }

    /// Like [`Interpreter::run`], also returning the number of ops executed
    /// (each executed op counts once, including the ops of called
    /// functions; region terminators are not counted).
    pub fn run_counted(&self, name: &str, args: Vec<RtValue>) -> (Result<RunResult, InterpError>, u64) {
        let mut executed = 0;
        let r = self.run_inner(name, args, &mut executed);
        (r, executed)
    }

    fn run_inner(&self, name: &str, args: Vec<RtValue>, executed: &mut u64) -> Result<RunResult, InterpError> {
        let fi = self.func_index(name)?;
        let f = self.func(name)?;
        if args.len() != f.arg_types.len() {
            return Err(InterpError::new(
                ErrorKind::BadInput,
                format!("@{name} takes {} arguments, {} given", f.arg_types.len(), args.len()),
            ));
        }
        let mut m = Machine::new(&self.prog, self.step_limit)?;
        m.mem.poison_in_memory = self.poison_in_memory;
        let mut vals = Vec::with_capacity(args.len());
        let mut arg_descs = Vec::with_capacity(args.len());
        for (k, ((a, t), declared)) in args.into_iter().zip(&f.arg_types).zip(&f.arg_type_names).enumerate() {
            let v = to_val(&mut m, a, t).map_err(|msg| {
                let mut e = InterpError::new(ErrorKind::BadInput, format!("arg{k} ({declared}): {msg}"));
                e.location = Some(f.location);
                e
            })?;
            arg_descs.push(match &v {
                Val::M(d) => Some((d.clone(), t.clone())),
                _ => None,
            });
            vals.push(v);
        }
        let rets = m.call(fi, vals);
        *executed = m.executed;
        let rets = rets?;
        let mut returns = Vec::with_capacity(rets.len());
        for (v, t) in rets.into_iter().zip(&f.result_types) {
            returns.push(from_val(&m, v, t)?);
        }
        let written = |d: &MemDesc| m.mem.bufs.get(d.buf as usize).is_some_and(|b| b.written);
        let mut arg_memrefs = Vec::with_capacity(arg_descs.len());
        let mut args_written = Vec::with_capacity(arg_descs.len());
        for a in arg_descs {
            args_written.push(a.as_ref().is_some_and(|(d, _)| written(d)));
            arg_memrefs.push(match a {
                Some((d, t)) => match from_val(&m, Val::M(d), &t)? {
                    RtValue::MemRef(mv) => Some(mv),
                    _ => None,
                },
                None => None,
            });
        }
        let mut globals = Vec::new();
        let mut globals_written = Vec::new();
        for (g, d) in self.prog.globals.iter().zip(&m.globals) {
            if g.constant {
                continue;
            }
            if let RtValue::MemRef(mv) = from_val(&m, Val::M(d.clone()), &VTy::M(g.ty.clone()))? {
                globals.push((g.name.clone(), mv));
                globals_written.push(written(d));
            }
        }
        Ok(RunResult { returns, arg_memrefs, args_written, globals, globals_written })
    }

    /// Builds arguments for `name` from JSON: an array with one entry per
    /// argument, or an object with such an `"arguments"` array (what
    /// [`RunResult::to_json`] writes). See the `input` module docs for the
    /// entry forms; errors name the argument, its declared type and the
    /// offending value (`arg1: 4294967298 does not fit in i32`).
    pub fn inputs_from_json(&self, name: &str, json: &str) -> Result<Vec<RtValue>, InterpError> {
        let f = self.func(name)?;
        let params: Vec<(ValueType, String)> =
            f.arg_types.iter().zip(&f.arg_type_names).map(|(t, text)| (ValueType::from_vty(t), text.clone())).collect();
        input::inputs_from_json(name, &params, json).map_err(|mut e| {
            e.location = Some(f.location);
            e
        })
    }

    /// The argument types of `name` as declared, in MLIR syntax.
    pub fn argument_type_names(&self, name: &str) -> Result<&[String], InterpError> {
        Ok(&self.func(name)?.arg_type_names)
    }

    /// Deterministic pseudo-random arguments for `name` from `seed`.
    ///
    /// Dynamic memref dimensions get size `dyn_size`; `index` scalars are
    /// drawn from `0..=dyn_size`; other integers from `-8..=8` (`0..=1` for
    /// `i1`); floats are multiples of 1/8 in `[-4, 4]`, exactly
    /// representable in every format so sums stay exact for long.
    pub fn random_inputs(&self, name: &str, seed: u64, dyn_size: i64) -> Result<Vec<RtValue>, InterpError> {
        let (tys, _) = self.signature(name)?;
        input::random_values(&tys, seed, dyn_size)
    }

    /// [`Interpreter::random_inputs`] with every `index` argument negative:
    /// the values that make loops over sizes and symbols run zero times,
    /// which transformations must also get right (a copy or a fused slice
    /// that assumes a loop runs is wrong there) and which non-negative
    /// inputs never reach.
    pub fn random_inputs_negative_indices(
        &self,
        name: &str,
        seed: u64,
        dyn_size: i64,
    ) -> Result<Vec<RtValue>, InterpError> {
        let (tys, _) = self.signature(name)?;
        input::random_values_signed(&tys, seed, dyn_size, true)
    }
}

/// The MLIR type of a value (with its actual sizes).
fn rt_type_string(v: &RtValue) -> String {
    match v {
        RtValue::Scalar { ty, .. } => ty.to_string(),
        RtValue::Vector(v) => value::shaped_type("vector", &v.shape, v.elem),
        RtValue::MemRef(m) => m.type_string(),
    }
}

/// Converts a user value into a machine value (allocating memrefs).
fn to_val(m: &mut Machine<'_>, a: RtValue, t: &VTy) -> Result<Val, String> {
    match (a, t) {
        (RtValue::Scalar { ty, value }, VTy::S(st)) => {
            if ty != *st {
                return Err(format!("expected {st}, got {ty}"));
            }
            Ok(match value {
                Scalar::Poison => Val::S(0, true),
                v => Val::S(v.to_bits(*st), false),
            })
        }
        (RtValue::Vector(v), VTy::V(e, shape)) => {
            if v.elem != *e || &v.shape != shape || v.data.len() as i64 != shape.iter().product::<i64>() {
                return Err(format!("got {}", value::shaped_type("vector", &v.shape, v.elem)));
            }
            let mut out = VecVal::default();
            for (i, s) in v.data.iter().enumerate() {
                out.data.push(s.to_bits(*e));
                if matches!(s, Scalar::Poison) {
                    if out.poison.is_empty() {
                        out.poison = vec![false; v.data.len()];
                    }
                    out.poison[i] = true;
                }
            }
            Ok(Val::V(out))
        }
        (RtValue::MemRef(mv), VTy::M(mt)) => memref_to_val(m, mv, mt).map(Val::M),
        (a, _) => Err(format!("got {}", rt_type_string(&a))),
    }
}

fn memref_to_val(m: &mut Machine<'_>, mv: MemRefValue, mt: &MemTy) -> Result<MemDesc, String> {
    let dynm = affine_ir::context::DYNAMIC;
    let fits = mv.elem == mt.elem
        && mv.shape.len() == mt.shape.len()
        && mv.strides.len() == mv.shape.len()
        && mv.shape.iter().zip(&mt.shape).all(|(&s, &t)| s >= 0 && (t == dynm || t == s));
    if !fits {
        return Err(format!("got {}", mv.type_string()));
    }
    let contents = mv.contents().ok_or("the view reaches outside its buffer")?;
    if contents.iter().any(|s| matches!(s, Scalar::Poison)) {
        return Err("poison in memory".to_string());
    }
    let keep_view = match &mt.layout {
        LayoutTy::Identity => false,
        LayoutTy::Strided { strides, offset } => {
            (*offset == dynm || *offset == mv.offset)
                && strides.iter().zip(&mv.strides).all(|(&t, &s)| t == dynm || t == s)
        }
        LayoutTy::Map { .. } => false,
    };
    let rm = memory::row_major_strides(&mv.shape);
    if keep_view || (matches!(mt.layout, LayoutTy::Identity) && mv.offset == 0 && mv.strides == rm) {
        // Use the caller's buffer as is (strided view preserved).
        if mv.buffer.iter().any(|s| matches!(s, Scalar::Poison)) {
            return Err("poison in memory".to_string());
        }
        let (buf, generation) =
            m.mem.alloc(mt.elem, mv.buffer.len() as i64, AllocKind::Argument).map_err(|t| t.message)?;
        for (dst, s) in m.mem.bufs[buf as usize].data.iter_mut().zip(&mv.buffer) {
            *dst = s.to_bits(mt.elem);
        }
        let d = MemDesc {
            buf,
            generation,
            offset: mv.offset,
            sizes: mv.shape.clone(),
            strides: mv.strides.clone(),
            layout: None,
        };
        return Ok(d);
    }
    if matches!(mt.layout, LayoutTy::Map { num_symbols, .. } if num_symbols > 0) {
        return Err("memref arguments with symbolic layout maps are not supported".to_string());
    }
    // Identity layout from a non-row-major view, or a strided or affine-map
    // layout the view does not have: allocate per the type's layout and
    // copy the logical contents.
    let d = match &mt.layout {
        LayoutTy::Strided { strides, offset } => strided_argument(m, mt.elem, &mv.shape, strides, *offset)?,
        _ => m.alloc_desc(mt, mv.shape.clone(), &[], AllocKind::Argument).map_err(|t| t.message)?,
    };
    let bits: Vec<(u64, bool)> = contents.iter().map(|s| (s.to_bits(mt.elem), false)).collect();
    exec::write_all(&mut m.mem, &d, &bits).map_err(|t| t.message)?;
    // Filling the argument is not a write of the program.
    m.mem.bufs[d.buf as usize].written = false;
    Ok(d)
}

/// A fresh buffer laid out as `strided<strides, offset: offset>` for a
/// view of `sizes`: static strides and offset as the type says, dynamic ones
/// compact (row-major over the inner dimensions' span, offset 0).
fn strided_argument(
    m: &mut Machine<'_>,
    elem: ScalarType,
    sizes: &[i64],
    strides: &[i64],
    offset: i64,
) -> Result<MemDesc, String> {
    let dynm = affine_ir::context::DYNAMIC;
    if strides.iter().any(|&s| s != dynm && s < 0) || (offset != dynm && offset < 0) {
        return Err("memref arguments with negative strides or offset are not supported".to_string());
    }
    let mut actual = vec![0i64; sizes.len()];
    let mut last = 0i64; // largest address of the inner dimensions, relative
    for k in (0..sizes.len()).rev() {
        let stride = if strides[k] == dynm { last + 1 } else { strides[k] };
        actual[k] = stride;
        last = stride
            .checked_mul((sizes[k] - 1).max(0))
            .and_then(|v| v.checked_add(last))
            .ok_or("the layout's buffer is too large")?;
    }
    let offset = if offset == dynm { 0 } else { offset };
    let len = if sizes.contains(&0) {
        offset
    } else {
        offset.checked_add(last + 1).ok_or("the layout's buffer is too large")?
    };
    let (buf, generation) = m.mem.alloc(elem, len, AllocKind::Argument).map_err(|t| t.message)?;
    Ok(MemDesc { buf, generation, offset, sizes: sizes.to_vec(), strides: actual, layout: None })
}

fn from_val(m: &Machine<'_>, v: Val, t: &VTy) -> Result<RtValue, InterpError> {
    Ok(match (v, t) {
        (Val::S(bits, p), VTy::S(st)) => {
            RtValue::Scalar { ty: *st, value: if p { Scalar::Poison } else { Scalar::from_bits(*st, bits) } }
        }
        (Val::V(vv), VTy::V(e, shape)) => RtValue::Vector(VectorValue {
            elem: *e,
            shape: shape.clone(),
            data: vv
                .data
                .iter()
                .enumerate()
                .map(|(i, &b)| if vv.lane_poison(i) { Scalar::Poison } else { Scalar::from_bits(*e, b) })
                .collect(),
        }),
        (Val::M(d), VTy::M(mt)) => {
            let data = m
                .mem
                .read_all(&d)
                .map_err(|t| InterpError::new(t.kind, format!("reading a result memref: {}", t.message)))?;
            let buffer: Vec<Scalar> =
                data.iter().map(|&(b, p)| if p { Scalar::Poison } else { Scalar::from_bits(mt.elem, b) }).collect();
            RtValue::MemRef(
                MemRefValue::new(mt.elem, d.sizes.clone(), buffer)
                    .map_err(|e| InterpError::new(ErrorKind::MalformedIr, e.message))?,
            )
        }
        _ => {
            return Err(InterpError::new(ErrorKind::MalformedIr, "returned value does not match the function type"));
        }
    })
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod float_tests;
