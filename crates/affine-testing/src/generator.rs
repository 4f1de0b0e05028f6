//! Deterministic random generator of affine-dialect programs (MLIR text).
//!
//! Every program is a `func.func @kernel` whose arguments are statically shaped
//! memrefs (`f32`, `i32`, `i64` elements) followed by `index` symbols. The body is
//! a sequence of loop nests (depth 1-4) using constant, symbolic and `max`/`min`
//! bounds, steps, `affine.if` guards, `affine.apply` chains, `iter_args`
//! reductions and temporary `memref.alloc` buffers.
//!
//! The programs are free of undefined behaviour by construction:
//! * every `index` value carries a conservative [`Interval`]; every subscript is
//!   shifted, divided or reduced `mod` the dimension size until its interval lies
//!   inside the memref, so every access is in bounds for any symbol value inside
//!   the symbol's declared range;
//! * temporaries are fully written by a producer nest before any read;
//! * integer arithmetic only uses wrap-defined ops, and division / remainder only
//!   by positive constants (never by `-1`), shifts by amounts below the width;
//! * floats stay integer-valued with magnitude below 2^23 (tracked bounds, with
//!   clamps before stores), so f32 arithmetic is exact and reassociation by a
//!   transformation cannot change results: outputs compare exactly.
//!
//! [`GeneratedProgram::main_module`] wraps the kernel in a `@main` that allocates
//! and deterministically initialises the memrefs, calls the kernel and prints each
//! memref with `printMemrefF32`/`I32`/`I64`, ready for `mlir-runner`.

use crate::expr::{Expr, Interval, VarId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;

/// Largest magnitude any float value may reach (keeps f32 arithmetic exact).
const FLOAT_LIMIT: i64 = 1 << 23;
/// Magnitude to which floats are clamped before being stored to memory.
const MEM_FLOAT_BOUND: i64 = 1000;

/// Element type of a generated memref or scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElemType {
    /// 32-bit float.
    F32,
    /// 32-bit signless integer (signed semantics in the generated ops).
    I32,
    /// 64-bit signless integer.
    I64,
}

impl ElemType {
    /// MLIR spelling (`f32`, `i32`, `i64`).
    pub fn mlir(self) -> &'static str {
        match self {
            ElemType::F32 => "f32",
            ElemType::I32 => "i32",
            ElemType::I64 => "i64",
        }
    }

    /// Name of the `mlir_runner_utils` function printing an unranked memref of
    /// this element type.
    pub fn print_fn(self) -> &'static str {
        match self {
            ElemType::F32 => "printMemrefF32",
            ElemType::I32 => "printMemrefI32",
            ElemType::I64 => "printMemrefI64",
        }
    }

    fn is_float(self) -> bool {
        self == ElemType::F32
    }

    fn int_max(self) -> i64 {
        match self {
            ElemType::F32 => FLOAT_LIMIT,
            ElemType::I32 => i64::from(i32::MAX),
            ElemType::I64 => i64::MAX,
        }
    }
}

/// Preset program shapes for different consumers of the generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    /// Dependence-analysis flavoured: many accesses to few memrefs, symbols,
    /// divisions, guards, deep nests.
    Deps,
    /// Balanced programs meant to be executed (all features, modest sizes).
    Exec,
    /// Fusion flavoured: producer/consumer chains through temporaries with
    /// mostly identity subscripts and full-range loops.
    Fusion,
}

impl Flavor {
    /// Parses `deps`, `exec` or `fusion`.
    pub fn parse(s: &str) -> Option<Flavor> {
        match s {
            "deps" => Some(Flavor::Deps),
            "exec" => Some(Flavor::Exec),
            "fusion" => Some(Flavor::Fusion),
            _ => None,
        }
    }
}

/// Knobs controlling the size and feature mix of generated programs.
#[derive(Clone, Debug)]
pub struct GenConfig {
    /// Maximum loop-nest depth (clamped to 1..=4).
    pub max_depth: usize,
    /// Minimum number of top-level nests.
    pub min_nests: usize,
    /// Maximum number of top-level nests.
    pub max_nests: usize,
    /// Maximum number of memref arguments (at least one is always generated).
    pub max_memref_args: usize,
    /// Maximum number of `memref.alloc` temporaries.
    pub max_temporaries: usize,
    /// Maximum memref rank (1..=3).
    pub max_rank: usize,
    /// Maximum size of one memref dimension (at least 2).
    pub max_dim_size: i64,
    /// Maximum number of distinct values a loop IV may take (range width).
    pub max_loop_extent: i64,
    /// Maximum number of arithmetic ops per loop body.
    pub ops_per_body: usize,
    /// Maximum number of loads per loop body.
    pub loads_per_body: usize,
    /// Maximum number of stores per loop body.
    pub stores_per_body: usize,
    /// Emit `affine.if` guards (with and without results).
    pub use_ifs: bool,
    /// Emit `iter_args` reduction loops.
    pub use_iter_args: bool,
    /// Use `floordiv`/`mod`/`ceildiv` in subscripts and bounds, and integer
    /// division/remainder by constants.
    pub use_divisions: bool,
    /// Use `index` symbols (kernel arguments, constants, `memref.dim`).
    pub use_symbols: bool,
    /// Use multi-result `max`/`min` loop bounds.
    pub use_min_max_bounds: bool,
    /// Use steps greater than one.
    pub use_steps: bool,
    /// Emit `affine.apply` chains inside loop bodies.
    pub use_apply_chains: bool,
    /// Allow `i32`/`i64` memrefs and integer arithmetic (otherwise f32 only).
    pub use_int_types: bool,
    /// Prefer identity-like subscripts and full-range loops (fusion-friendly).
    pub simple_subscripts: bool,
    /// Probability that a loop body holds nothing but the next inner loop
    /// (perfect nesting), when the nest is not yet at its target depth.
    pub perfect_nest_prob: f64,
    /// Emit `affine.min`/`affine.max` values: of symbols at the top level
    /// (valid symbols, used in bounds and subscripts), and of loop IVs in
    /// loop bodies (indices of `memref.load`/`memref.store`, as affine
    /// maps cannot take them).
    pub use_min_max_values: bool,
    /// Emit deeper `iter_args`: reductions nested in reductions, and
    /// top-level reduction nests whose results later nests use.
    pub use_nested_iter_args: bool,
    /// Access temporaries and arguments through views
    /// (`memref.subview`, `memref.reinterpret_cast`) in some nests.
    pub use_views: bool,
    /// Emit two-result `iter_args` loops (both accumulators updated, one
    /// passed through unchanged, or the two swapped each iteration; an
    /// `affine.if` in their body at times) and two-result `affine.if`s.
    pub use_multi_results: bool,
    /// Give some dimensions of the memref arguments a dynamic size (`?` in
    /// the kernel's signature, the static size in the inputs) and read
    /// them with `memref.dim` as symbols.
    pub use_dynamic_shapes: bool,
}

impl GenConfig {
    /// The preset for a [`Flavor`].
    pub fn for_flavor(flavor: Flavor) -> GenConfig {
        let all = GenConfig {
            max_depth: 3,
            min_nests: 1,
            max_nests: 3,
            max_memref_args: 3,
            max_temporaries: 1,
            max_rank: 3,
            max_dim_size: 10,
            max_loop_extent: 8,
            ops_per_body: 4,
            loads_per_body: 3,
            stores_per_body: 2,
            use_ifs: true,
            use_iter_args: true,
            use_divisions: true,
            use_symbols: true,
            use_min_max_bounds: true,
            use_steps: true,
            use_apply_chains: true,
            use_int_types: true,
            simple_subscripts: false,
            perfect_nest_prob: 0.3,
            use_min_max_values: false,
            use_nested_iter_args: false,
            use_views: false,
            use_multi_results: false,
            use_dynamic_shapes: false,
        };
        match flavor {
            Flavor::Exec => all,
            Flavor::Deps => GenConfig {
                max_depth: 4,
                max_nests: 2,
                max_memref_args: 2,
                max_temporaries: 0,
                max_loop_extent: 10,
                ops_per_body: 2,
                loads_per_body: 4,
                stores_per_body: 3,
                use_int_types: false,
                ..all
            },
            Flavor::Fusion => GenConfig {
                max_depth: 3,
                min_nests: 2,
                max_nests: 5,
                max_memref_args: 3,
                max_temporaries: 2,
                max_rank: 2,
                use_min_max_bounds: false,
                use_apply_chains: false,
                simple_subscripts: true,
                ..all
            },
        }
    }
}

impl GenConfig {
    /// The [`Flavor::Fusion`] preset plus the shapes fusion meets less
    /// often: `affine.min`/`affine.max` values as bounds and indices,
    /// nested `iter_args` and loop results feeding other nests, and
    /// accesses through `memref.subview` / `memref.reinterpret_cast` views
    /// (`crates/affine-opt/tests/differential_fusion.rs`).
    pub fn fusion_mix() -> GenConfig {
        GenConfig {
            use_min_max_values: true,
            use_nested_iter_args: true,
            use_views: true,
            ..GenConfig::for_flavor(Flavor::Fusion)
        }
    }
}

impl GenConfig {
    /// The [`Flavor::Exec`] preset plus the shapes the presets never
    /// produce for the loop passes: `affine.min`/`affine.max` values,
    /// nested `iter_args`, views, two-result `iter_args` loops,
    /// two-result `affine.if`s and dynamic dimensions read by `memref.dim`
    /// (`crates/affine-opt/tests/differential_loops.rs`).
    pub fn loops_mix() -> GenConfig {
        GenConfig {
            use_min_max_values: true,
            use_nested_iter_args: true,
            use_views: true,
            use_multi_results: true,
            use_dynamic_shapes: true,
            ..GenConfig::for_flavor(Flavor::Exec)
        }
    }
}

impl Default for GenConfig {
    fn default() -> Self {
        GenConfig::for_flavor(Flavor::Exec)
    }
}

/// A memref argument of the generated kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemrefSpec {
    /// Static shape (the size of every dimension in the inputs).
    pub shape: Vec<i64>,
    /// Element type.
    pub elem: ElemType,
    /// Dimensions the kernel's signature leaves dynamic (`?`); empty when
    /// none is.
    pub dynamic: Vec<bool>,
}

impl MemrefSpec {
    /// MLIR type, e.g. `memref<4x5xf32>`.
    pub fn mlir_type(&self) -> String {
        let mut s = String::from("memref<");
        for d in &self.shape {
            let _ = write!(s, "{d}x");
        }
        s.push_str(self.elem.mlir());
        s.push('>');
        s
    }

    /// The type of the kernel's argument: [`MemrefSpec::mlir_type`] with
    /// `?` for the dynamic dimensions.
    pub fn arg_type(&self) -> String {
        let mut s = String::from("memref<");
        for (k, d) in self.shape.iter().enumerate() {
            if self.dynamic.get(k).copied().unwrap_or(false) {
                s.push_str("?x");
            } else {
                let _ = write!(s, "{d}x");
            }
        }
        s.push_str(self.elem.mlir());
        s.push('>');
        s
    }

    /// Number of elements.
    pub fn num_elements(&self) -> i64 {
        self.shape.iter().product()
    }
}

/// An `index` symbol argument of the generated kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolSpec {
    /// Inclusive range of values for which the kernel is guaranteed in bounds.
    pub range: Interval,
    /// The value the `@main` wrapper passes.
    pub value: i64,
}

/// A generated program: the kernel plus what is needed to wrap and run it.
#[derive(Clone, Debug)]
pub struct GeneratedProgram {
    /// Seed the program was generated from.
    pub seed: u64,
    /// Text of `func.func @kernel(...)` alone.
    pub kernel_func: String,
    /// Memref arguments, in argument order (also the print order of `@main`).
    pub memrefs: Vec<MemrefSpec>,
    /// Index symbol arguments, after the memrefs.
    pub symbols: Vec<SymbolSpec>,
}

impl GeneratedProgram {
    /// The kernel as a standalone module (for parsing/analysis/pass tests).
    pub fn kernel_module(&self) -> String {
        self.kernel_func.clone()
    }

    /// The kernel's arguments as `--run-inputs` JSON (what the interpreter
    /// reads): each memref as nested lists of `inputs`' elements, `f32`s in
    /// their shortest decimal form, then the symbol values.
    pub fn inputs_json(&self, inputs: &[MemrefInit]) -> String {
        let mut args: Vec<String> = self
            .memrefs
            .iter()
            .zip(inputs)
            .map(|(m, init)| {
                let texts: Vec<String> = match init {
                    MemrefInit::F32Bits(bits) => bits.iter().map(|&b| format!("{}", f32::from_bits(b))).collect(),
                    MemrefInit::Ints(v) => v.iter().map(i64::to_string).collect(),
                };
                nested_literal(&texts, &m.shape)
            })
            .collect();
        args.extend(self.symbols.iter().map(|s| s.value.to_string()));
        format!("[{}]", args.join(", "))
    }

    /// The program with its kernel replaced by `transformed`, the output of
    /// a pass on [`GeneratedProgram::kernel_module`] (attribute aliases, then
    /// `module { func.func @kernel ... }`), so that `@main` runs the
    /// transformed kernel (transforming the whole main module would also
    /// transform `@main`'s initialisation). `None` if the text does not have
    /// that shape.
    pub fn with_kernel(&self, transformed: &str) -> Option<GeneratedProgram> {
        let lines: Vec<&str> = transformed.lines().collect();
        let open = lines.iter().position(|l| *l == "module {")?;
        let close = lines.iter().rposition(|l| *l == "}")?;
        if close <= open {
            return None;
        }
        let mut kernel_func: String =
            lines[..open].iter().chain(&lines[open + 1..close]).map(|l| format!("{l}\n")).collect();
        kernel_func.push('\n');
        Some(GeneratedProgram { kernel_func, ..self.clone() })
    }

    /// The kernel plus a `@main` that allocates and initialises every memref
    /// argument with `((linear_index * 7 + k) mod 13) - 6` (k = argument
    /// number), calls the kernel with the chosen symbol values and prints every
    /// memref argument in order. Runnable with
    /// `mlir-runner -e main -entry-point-result=void`.
    pub fn main_module(&self) -> String {
        self.main_module_impl(None)
    }

    /// The inputs [`GeneratedProgram::main_module`] computes, element by
    /// element.
    pub fn default_inputs(&self) -> Vec<MemrefInit> {
        self.memrefs
            .iter()
            .enumerate()
            .map(|(k, m)| {
                let values = (0..m.num_elements()).map(|l| ((l * 7 + (k as i64 % 13)) % 13) - 6);
                match m.elem {
                    ElemType::F32 => MemrefInit::F32Bits(values.map(|v| (v as f32).to_bits()).collect()),
                    _ => MemrefInit::Ints(values.collect()),
                }
            })
            .collect()
    }

    /// Arbitrary inputs from `seed`. `f32` elements are decimals of up to
    /// seven significant digits in `[-6, 6]` rounded to `f32` (almost none
    /// dyadic), with some `-0`, integers and subnormals mixed in; integer
    /// elements are in `[-6, 6]`. The magnitudes are those of
    /// [`GeneratedProgram::default_inputs`], so the kernel stays free of
    /// undefined behaviour; but its float arithmetic now rounds.
    pub fn arbitrary_inputs(&self, seed: u64) -> Vec<MemrefInit> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        self.memrefs
            .iter()
            .map(|m| {
                let n = m.num_elements();
                match m.elem {
                    ElemType::F32 => MemrefInit::F32Bits(
                        (0..n)
                            .map(|_| {
                                let v: f32 = match rng.gen_range(0..20) {
                                    0 => -0.0,
                                    1 => rng.gen_range(-6i32..=6) as f32,
                                    2 => f32::from_bits(rng.gen_range(1u32..0x0080_0000)),
                                    _ => {
                                        // Up to 7 significant digits, 1 to 6 after the point.
                                        let digits = rng.gen_range(1..=6u32);
                                        let scale = 10i64.pow(digits);
                                        let mantissa = rng.gen_range(-6 * scale..=6 * scale);
                                        format!("{mantissa}e-{digits}").parse::<f32>().unwrap_or(0.0)
                                    }
                                };
                                v.to_bits()
                            })
                            .collect(),
                    ),
                    _ => MemrefInit::Ints((0..n).map(|_| rng.gen_range(-6i64..=6)).collect()),
                }
            })
            .collect()
    }

    /// The kernel plus a `@main` that initialises every memref argument
    /// with `inputs` (copied from constant globals: `f32` elements as their
    /// exact bit patterns), calls the kernel and prints every memref
    /// argument exactly: `f32` memrefs as their bit patterns (bitcast to
    /// `i32`, printed by `printMemrefI32`), so results compare bit for bit.
    pub fn main_module_with_inputs(&self, inputs: &[MemrefInit]) -> String {
        self.main_module_impl(Some(inputs))
    }

    fn main_module_impl(&self, inputs: Option<&[MemrefInit]>) -> String {
        let mut s = String::new();
        for t in [ElemType::F32, ElemType::I32, ElemType::I64] {
            let _ = writeln!(s, "func.func private @{}(memref<*x{}>)", t.print_fn(), t.mlir());
        }
        if let Some(inputs) = inputs {
            for (k, (m, init)) in self.memrefs.iter().zip(inputs).enumerate() {
                let texts: Vec<String> = match init {
                    MemrefInit::F32Bits(bits) => bits.iter().map(|b| format!("0x{b:08X}")).collect(),
                    MemrefInit::Ints(v) => v.iter().map(i64::to_string).collect(),
                };
                let _ = writeln!(
                    s,
                    "memref.global \"private\" constant @init{k} : {} = dense<{}>",
                    m.mlir_type(),
                    nested_literal(&texts, &m.shape)
                );
            }
        }
        s.push_str(&self.kernel_func);
        s.push_str("func.func @main() {\n");
        let mut args = Vec::new();
        let mut arg_types = Vec::new();
        for (k, m) in self.memrefs.iter().enumerate() {
            let ty = m.mlir_type();
            let _ = writeln!(s, "  %m{k} = memref.alloc() : {ty}");
            if inputs.is_some() {
                let _ = writeln!(s, "  %init{k} = memref.get_global @init{k} : {ty}");
                let _ = writeln!(s, "  memref.copy %init{k}, %m{k} : {ty} to {ty}");
            } else {
                self.init_nest(&mut s, k, m);
            }
            let arg_ty = m.arg_type();
            if arg_ty == ty {
                args.push(format!("%m{k}"));
            } else {
                let _ = writeln!(s, "  %a{k} = memref.cast %m{k} : {ty} to {arg_ty}");
                args.push(format!("%a{k}"));
            }
            arg_types.push(arg_ty);
        }
        for (k, sym) in self.symbols.iter().enumerate() {
            let _ = writeln!(s, "  %sym{k} = arith.constant {} : index", sym.value);
            args.push(format!("%sym{k}"));
            arg_types.push("index".to_string());
        }
        let _ = writeln!(s, "  call @kernel({}) : ({}) -> ()", args.join(", "), arg_types.join(", "));
        for (k, m) in self.memrefs.iter().enumerate() {
            let exact_floats = inputs.is_some() && m.elem == ElemType::F32;
            let (printed, elem, name) = if exact_floats {
                let bits = MemrefSpec { shape: m.shape.clone(), elem: ElemType::I32, dynamic: Vec::new() };
                let _ = writeln!(s, "  %p{k} = memref.alloc() : {}", bits.mlir_type());
                let ivs = open_nest(&mut s, &format!("p{k}"), &m.shape);
                let ind = "  ".repeat(m.shape.len() + 1);
                let _ = writeln!(s, "{ind}%p{k}_f = affine.load %m{k}[{ivs}] : {}", m.mlir_type());
                let _ = writeln!(s, "{ind}%p{k}_b = arith.bitcast %p{k}_f : f32 to i32");
                let _ = writeln!(s, "{ind}affine.store %p{k}_b, %p{k}[{ivs}] : {}", bits.mlir_type());
                close_nest(&mut s, m.shape.len());
                (bits, ElemType::I32, format!("%p{k}"))
            } else {
                (m.clone(), m.elem, format!("%m{k}"))
            };
            let unranked = format!("memref<*x{}>", elem.mlir());
            let _ = writeln!(s, "  {name}_u = memref.cast {name} : {} to {unranked}", printed.mlir_type());
            let _ = writeln!(s, "  call @{}({name}_u) : ({unranked}) -> ()", elem.print_fn());
            if exact_floats {
                let _ = writeln!(s, "  memref.dealloc %p{k} : {}", printed.mlir_type());
            }
        }
        for (k, m) in self.memrefs.iter().enumerate() {
            let _ = writeln!(s, "  memref.dealloc %m{k} : {}", m.mlir_type());
        }
        s.push_str("  return\n}\n");
        s
    }

    /// Initialisation nest of memref `k`: `((l * 7 + k) mod 13) - 6`.
    fn init_nest(&self, s: &mut String, k: usize, m: &MemrefSpec) {
        let ty = m.mlir_type();
        let rank = m.shape.len();
        let ivs = open_nest(s, &format!("m{k}"), &m.shape);
        let ind = "  ".repeat(rank + 1);
        let mut lin = String::from("d0");
        for d in 1..rank {
            lin = format!("({lin} * {} + d{d})", m.shape[d]);
        }
        let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
        let _ = writeln!(
            s,
            "{ind}%m{k}_l = affine.apply affine_map<({}) -> ((({lin} * 7 + {}) mod 13) - 6)>({ivs})",
            dims.join(", "),
            k % 13,
        );
        if m.elem == ElemType::F32 {
            let _ = writeln!(s, "{ind}%m{k}_c = arith.index_cast %m{k}_l : index to i32");
            let _ = writeln!(s, "{ind}%m{k}_v = arith.sitofp %m{k}_c : i32 to f32");
        } else {
            let _ = writeln!(s, "{ind}%m{k}_v = arith.index_cast %m{k}_l : index to {}", m.elem.mlir());
        }
        let _ = writeln!(s, "{ind}affine.store %m{k}_v, %m{k}[{ivs}] : {ty}");
        close_nest(s, rank);
    }
}

/// Initial contents of one memref argument, row-major.
#[derive(Clone, Debug, PartialEq)]
pub enum MemrefInit {
    /// `f32` elements as their bit patterns.
    F32Bits(Vec<u32>),
    /// Integer elements.
    Ints(Vec<i64>),
}

/// Opens a loop nest over `shape` (IVs `%{prefix}_i{d}`, one indentation
/// level per loop after the first) and returns the IV list `%a, %b`.
fn open_nest(s: &mut String, prefix: &str, shape: &[i64]) -> String {
    for (d, size) in shape.iter().enumerate() {
        let _ = writeln!(s, "{}affine.for %{prefix}_i{d} = 0 to {size} {{", "  ".repeat(d + 1));
    }
    (0..shape.len()).map(|d| format!("%{prefix}_i{d}")).collect::<Vec<_>>().join(", ")
}

fn close_nest(s: &mut String, rank: usize) {
    for d in (0..rank).rev() {
        let _ = writeln!(s, "{}}}", "  ".repeat(d + 1));
    }
}

/// Row-major `texts` as nested lists of `shape` (`[[1, 2], [3, 4]]`): the
/// body of an MLIR elements literal, and JSON when the texts are JSON.
pub fn nested_literal(texts: &[String], shape: &[i64]) -> String {
    let Some((&outer, inner_shape)) = shape.split_first() else {
        return texts.first().cloned().unwrap_or_default();
    };
    let inner = inner_shape.iter().product::<i64>().max(0) as usize;
    let parts: Vec<String> =
        (0..outer.max(0) as usize).map(|i| nested_literal(&texts[i * inner..(i + 1) * inner], inner_shape)).collect();
    format!("[{}]", parts.join(", "))
}

/// Generates the program for `seed` under `config`. Deterministic: the same
/// seed and config always give the same text.
pub fn generate(seed: u64, config: &GenConfig) -> GeneratedProgram {
    let mut g = Gen::new(seed, config);
    g.program();
    GeneratedProgram {
        seed,
        kernel_func: g.out,
        memrefs: g.memrefs.iter().filter(|m| !m.temp && m.view.is_none()).map(|m| m.spec.clone()).collect(),
        symbols: g.symbol_args,
    }
}

/// Shorthand for `generate(seed, &GenConfig::for_flavor(flavor))`.
pub fn generate_flavor(seed: u64, flavor: Flavor) -> GeneratedProgram {
    generate(seed, &GenConfig::for_flavor(flavor))
}

// ---------------------------------------------------------------------------
// Generator internals.

/// Kind of an `index` value, which decides how it may be bound in maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum IndexKind {
    /// Valid affine symbol (function argument, top-level constant/dim/apply).
    Symbol,
    /// Loop induction variable.
    Iv,
    /// `affine.apply` result inside a loop (valid dimension).
    Apply,
}

#[derive(Clone, Debug)]
struct IndexVal {
    name: String,
    range: Interval,
    kind: IndexKind,
}

#[derive(Clone, Debug)]
struct Scalar {
    name: String,
    ty: ElemType,
    /// `|value| <= bound` when known. Always known for floats.
    bound: Option<i64>,
}

#[derive(Clone, Debug)]
struct Memref {
    name: String,
    spec: MemrefSpec,
    temp: bool,
    /// Temporaries become readable once their producer nest is emitted.
    readable: bool,
    /// For a view: the memref it is a view of, and its type (with layout).
    view: Option<(usize, String)>,
}

impl Memref {
    /// The MLIR type of the memref.
    fn ty(&self) -> String {
        match &self.view {
            Some((_, t)) => t.clone(),
            None => self.spec.arg_type(),
        }
    }
}

struct Gen<'c> {
    rng: ChaCha8Rng,
    cfg: &'c GenConfig,
    out: String,
    indent: usize,
    next_id: u32,
    /// Arena of index values; `VarId` indexes it.
    index_vals: Vec<IndexVal>,
    /// Index values visible at the current point.
    index_scope: Vec<VarId>,
    /// Range refinements from enclosing `affine.if` guards.
    overrides: Vec<(VarId, Interval)>,
    /// Scalars visible at the current point.
    scalars: Vec<Scalar>,
    memrefs: Vec<Memref>,
    symbol_args: Vec<SymbolSpec>,
    /// Memrefs the current nest prefers to read / write (fusion chains).
    preferred_loads: Vec<usize>,
    preferred_store: Option<usize>,
    /// Reductions (`iter_args` loops) around the current point.
    reduction_depth: usize,
}

struct Bounds {
    lbs: Vec<Expr>,
    ubs: Vec<Expr>,
    step: i64,
    iv: Interval,
}

/// An `affine.if` condition: set text, operand list and the IV ranges it
/// implies inside the then-region.
struct Guard {
    set: String,
    operands: String,
    refine: Vec<(VarId, Interval)>,
}

struct ScopeMark {
    index: usize,
    overrides: usize,
    scalars: usize,
}

impl<'c> Gen<'c> {
    fn new(seed: u64, cfg: &'c GenConfig) -> Self {
        Gen {
            rng: ChaCha8Rng::seed_from_u64(seed),
            cfg,
            out: String::new(),
            indent: 0,
            next_id: 0,
            index_vals: Vec::new(),
            index_scope: Vec::new(),
            overrides: Vec::new(),
            scalars: Vec::new(),
            memrefs: Vec::new(),
            symbol_args: Vec::new(),
            preferred_loads: Vec::new(),
            preferred_store: None,
            reduction_depth: 0,
        }
    }

    // ----- small helpers -------------------------------------------------

    fn fresh(&mut self, prefix: &str) -> String {
        let n = self.next_id;
        self.next_id += 1;
        format!("%{prefix}{n}")
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn chance(&mut self, p: f64) -> bool {
        self.rng.gen_bool(p)
    }

    fn mark(&self) -> ScopeMark {
        ScopeMark { index: self.index_scope.len(), overrides: self.overrides.len(), scalars: self.scalars.len() }
    }

    fn restore(&mut self, m: ScopeMark) {
        self.index_scope.truncate(m.index);
        self.overrides.truncate(m.overrides);
        self.scalars.truncate(m.scalars);
    }

    fn range_of(&self, v: VarId) -> Interval {
        self.overrides
            .iter()
            .rev()
            .find(|(id, _)| *id == v)
            .map(|(_, r)| *r)
            .unwrap_or(self.index_vals[v.0 as usize].range)
    }

    fn expr_range(&self, e: &Expr) -> Interval {
        e.range(&|v| self.range_of(v))
    }

    fn add_index(&mut self, name: String, range: Interval, kind: IndexKind) -> VarId {
        let id = VarId(self.index_vals.len() as u32);
        self.index_vals.push(IndexVal { name, range, kind });
        self.index_scope.push(id);
        id
    }

    fn is_symbol(&self, v: VarId) -> bool {
        self.index_vals[v.0 as usize].kind == IndexKind::Symbol
    }

    fn visible(&self, pred: impl Fn(&IndexVal) -> bool) -> Vec<VarId> {
        self.index_scope.iter().copied().filter(|v| pred(&self.index_vals[v.0 as usize])).collect()
    }

    fn loop_depth_ivs(&self) -> Vec<VarId> {
        self.visible(|v| v.kind == IndexKind::Iv)
    }

    /// `affine_map<(d..)[s..] -> (exprs)>(dims)[syms]` for the given results.
    fn map_text(&self, exprs: &[Expr]) -> (String, String) {
        let (dims, syms) = self.split_vars(exprs);
        let namer = |v: VarId| -> String {
            if let Some(p) = dims.iter().position(|d| *d == v) {
                format!("d{p}")
            } else {
                let p = syms.iter().position(|s| *s == v).unwrap_or(0);
                format!("s{p}")
            }
        };
        let mut m = String::from("affine_map<");
        self.write_dim_sym_lists(&mut m, dims.len(), syms.len());
        m.push_str(" -> (");
        for (k, e) in exprs.iter().enumerate() {
            if k > 0 {
                m.push_str(", ");
            }
            e.write(&mut m, &namer);
        }
        m.push_str(")>");
        (m, self.operand_text(&dims, &syms))
    }

    fn split_vars(&self, exprs: &[Expr]) -> (Vec<VarId>, Vec<VarId>) {
        let mut vars = Vec::new();
        for e in exprs {
            e.collect_vars(&mut vars);
        }
        let (syms, dims): (Vec<VarId>, Vec<VarId>) = vars.into_iter().partition(|v| self.is_symbol(*v));
        (dims, syms)
    }

    fn write_dim_sym_lists(&self, m: &mut String, nd: usize, ns: usize) {
        m.push('(');
        let d: Vec<String> = (0..nd).map(|k| format!("d{k}")).collect();
        m.push_str(&d.join(", "));
        m.push(')');
        if ns > 0 {
            let s: Vec<String> = (0..ns).map(|k| format!("s{k}")).collect();
            let _ = write!(m, "[{}]", s.join(", "));
        }
    }

    fn operand_text(&self, dims: &[VarId], syms: &[VarId]) -> String {
        let name = |v: &VarId| self.index_vals[v.0 as usize].name.clone();
        let mut s = format!("({})", dims.iter().map(name).collect::<Vec<_>>().join(", "));
        if !syms.is_empty() {
            let _ = write!(s, "[{}]", syms.iter().map(name).collect::<Vec<_>>().join(", "));
        }
        s
    }

    /// Subscript list in the inline form `%i0 * 2 + symbol(%s0)`.
    fn subscript_text(&self, subs: &[Expr]) -> String {
        let namer = |v: VarId| -> String {
            let iv = &self.index_vals[v.0 as usize];
            if iv.kind == IndexKind::Symbol { format!("symbol({})", iv.name) } else { iv.name.clone() }
        };
        let mut s = String::new();
        for (k, e) in subs.iter().enumerate() {
            if k > 0 {
                s.push_str(", ");
            }
            e.write(&mut s, &namer);
        }
        s
    }

    // ----- program structure --------------------------------------------

    fn program(&mut self) {
        let cfg = self.cfg;
        let n_args = self.rng.gen_range(1..=cfg.max_memref_args.max(1));
        for _ in 0..n_args {
            let mut spec = self.memref_spec();
            if cfg.use_dynamic_shapes {
                spec.dynamic = (0..spec.shape.len()).map(|_| self.chance(0.35)).collect();
            }
            let name = format!("%arg{}", self.memrefs.len());
            self.memrefs.push(Memref { name, spec, temp: false, readable: true, view: None });
        }
        let n_syms = if cfg.use_symbols { self.rng.gen_range(0..=2) } else { 0 };
        let mut sig: Vec<String> = self.memrefs.iter().map(|m| format!("{}: {}", m.name, m.ty())).collect();
        for k in 0..n_syms {
            let lo = self.rng.gen_range(1..=4);
            let hi = lo + self.rng.gen_range(0..=6);
            let value = self.rng.gen_range(lo..=hi);
            let range = Interval::new(lo, hi);
            self.symbol_args.push(SymbolSpec { range, value });
            let name = format!("%sym{k}");
            sig.push(format!("{name}: index"));
            self.add_index(name, range, IndexKind::Symbol);
        }
        let _ = writeln!(self.out, "func.func @kernel({}) {{", sig.join(", "));
        self.indent = 1;

        if cfg.use_symbols {
            self.top_level_symbols();
        }
        let n_temps = self.rng.gen_range(0..=cfg.max_temporaries);
        for _ in 0..n_temps {
            let spec = self.memref_spec();
            let name = self.fresh("tmp");
            let ty = spec.mlir_type();
            self.line(&format!("{name} = memref.alloc() : {ty}"));
            self.memrefs.push(Memref { name, spec, temp: true, readable: false, view: None });
        }

        if cfg.use_views {
            self.emit_views();
        }

        let n_nests = self.rng.gen_range(cfg.min_nests.max(1)..=cfg.max_nests.max(cfg.min_nests).max(1));
        let mut last_written: Vec<usize> = Vec::new();
        let mut nest = 0;
        // Every temporary gets a producer nest (fully writing it) before use.
        let temps: Vec<usize> = (0..self.memrefs.len()).filter(|&m| self.memrefs[m].temp).collect();
        let mut pending_temps = temps.clone();
        while nest < n_nests || !pending_temps.is_empty() {
            let produce_temp = !pending_temps.is_empty() && (nest + pending_temps.len() >= n_nests || self.chance(0.5));
            if produce_temp {
                let t = pending_temps.remove(0);
                self.preferred_loads = last_written.clone();
                self.producer_nest(t);
                self.memrefs[t].readable = true;
                for m in 0..self.memrefs.len() {
                    if self.memrefs[m].view.as_ref().is_some_and(|(b, _)| *b == t) {
                        self.memrefs[m].readable = true;
                    }
                }
                last_written = vec![t];
            } else {
                self.preferred_loads = last_written.clone();
                let writable: Vec<usize> = (0..self.memrefs.len()).filter(|&m| self.memrefs[m].readable).collect();
                // Consumers of temporaries write back to arguments so results
                // are observable.
                let args: Vec<usize> = writable.iter().copied().filter(|&m| !self.memrefs[m].temp).collect();
                let target = if cfg.simple_subscripts || self.chance(0.6) {
                    args.choose(&mut self.rng).copied()
                } else {
                    writable.choose(&mut self.rng).copied()
                };
                self.preferred_store = target;
                if cfg.use_nested_iter_args && self.chance(0.25) {
                    self.reduction_nest();
                } else if cfg.simple_subscripts && self.chance(0.6) {
                    if let Some(t) = target {
                        self.producer_nest(t);
                    }
                } else {
                    self.general_nest();
                }
                self.preferred_store = None;
                last_written = target.into_iter().collect();
            }
            nest += 1;
        }
        for t in temps {
            let line = format!("memref.dealloc {} : {}", self.memrefs[t].name, self.memrefs[t].ty());
            self.line(&line);
        }
        self.line("return");
        self.out.push_str("}\n");
    }

    fn memref_spec(&mut self) -> MemrefSpec {
        let rank = self.rng.gen_range(1..=self.cfg.max_rank.clamp(1, 3));
        let max_dim = self.cfg.max_dim_size.max(2);
        let shape = (0..rank).map(|_| self.rng.gen_range(2..=max_dim)).collect();
        let elem = if self.cfg.use_int_types {
            *[ElemType::F32, ElemType::F32, ElemType::I32, ElemType::I64]
                .choose(&mut self.rng)
                .unwrap_or(&ElemType::F32)
        } else {
            ElemType::F32
        };
        MemrefSpec { shape, elem, dynamic: Vec::new() }
    }

    fn top_level_symbols(&mut self) {
        if self.chance(0.5) {
            let v = self.rng.gen_range(1..=6);
            let name = self.fresh("c");
            self.line(&format!("{name} = arith.constant {v} : index"));
            self.add_index(name, Interval::point(v), IndexKind::Symbol);
        }
        if self.chance(0.4) {
            let m = self.rng.gen_range(0..self.memrefs.len());
            let d = self.rng.gen_range(0..self.memrefs[m].spec.shape.len());
            let size = self.memrefs[m].spec.shape[d];
            let cname = self.fresh("c");
            self.line(&format!("{cname} = arith.constant {d} : index"));
            let name = self.fresh("dim");
            let mref = self.memrefs[m].name.clone();
            let ty = self.memrefs[m].ty();
            self.line(&format!("{name} = memref.dim {mref}, {cname} : {ty}"));
            self.add_index(name, Interval::point(size), IndexKind::Symbol);
        }
        if self.cfg.use_dynamic_shapes {
            // The dynamic sizes, read as symbols (their value is the size
            // the inputs have).
            let dynamic: Vec<(usize, usize)> = (0..self.memrefs.len())
                .flat_map(|m| {
                    let spec = &self.memrefs[m].spec;
                    (0..spec.dynamic.len()).filter(|&d| spec.dynamic[d]).map(move |d| (m, d))
                })
                .collect();
            for (m, d) in dynamic {
                if self.chance(0.7) {
                    let size = self.memrefs[m].spec.shape[d];
                    let cname = self.fresh("c");
                    self.line(&format!("{cname} = arith.constant {d} : index"));
                    let name = self.fresh("dim");
                    let (mref, ty) = (self.memrefs[m].name.clone(), self.memrefs[m].ty());
                    self.line(&format!("{name} = memref.dim {mref}, {cname} : {ty}"));
                    self.add_index(name, Interval::point(size), IndexKind::Symbol);
                }
            }
        }
        let syms = self.visible(|v| v.kind == IndexKind::Symbol);
        if !syms.is_empty() && self.chance(0.4) {
            let s = *syms.choose(&mut self.rng).unwrap_or(&syms[0]);
            let mut e = Expr::Var(s).times(self.rng.gen_range(1..=2));
            if self.cfg.use_divisions && self.chance(0.5) {
                e = e.add_const(1).floordiv(2);
            } else {
                e = e.add_const(self.rng.gen_range(-1..=2));
            }
            let range = self.expr_range(&e);
            let (map, ops) = self.map_text(std::slice::from_ref(&e));
            let name = self.fresh("sa");
            self.line(&format!("{name} = affine.apply {map}{ops}"));
            self.add_index(name, range, IndexKind::Symbol);
        }
        let syms = self.visible(|v| v.kind == IndexKind::Symbol);
        if self.cfg.use_min_max_values && !syms.is_empty() && self.chance(0.7) {
            // A valid symbol (defined at the top level) usable in bounds
            // and subscripts.
            let n = self.rng.gen_range(1..=2);
            let mut exprs: Vec<Expr> = (0..n)
                .map(|_| {
                    let s = syms[self.rng.gen_range(0..syms.len())];
                    Expr::Var(s).add_const(self.rng.gen_range(-1..=2))
                })
                .collect();
            exprs.push(Expr::Const(self.rng.gen_range(1..=6)));
            let ranges: Vec<Interval> = exprs.iter().map(|e| self.expr_range(e)).collect();
            let is_min = self.chance(0.5);
            let pick = |f: fn(i64, i64) -> i64, g: fn(&Interval) -> i64| ranges.iter().map(g).reduce(f).unwrap_or(0);
            let range = if is_min {
                Interval::new(pick(i64::min, |r| r.lo), pick(i64::min, |r| r.hi))
            } else {
                Interval::new(pick(i64::max, |r| r.lo), pick(i64::max, |r| r.hi))
            };
            let (map, ops) = self.map_text(&exprs);
            let name = self.fresh("mm");
            let op = if is_min { "affine.min" } else { "affine.max" };
            self.line(&format!("{name} = {op} {map}{ops}"));
            self.add_index(name, range, IndexKind::Symbol);
        }
    }

    /// A perfect nest over the full shape of `target` writing every element
    /// with identity subscripts (makes temporaries fully initialised and
    /// creates fusion opportunities).
    fn producer_nest(&mut self, target: usize) {
        let mark = self.mark();
        let outer_indent = self.indent;
        let shape = self.memrefs[target].spec.shape.clone();
        let mut ivs = Vec::new();
        for &size in &shape {
            let name = self.fresh("i");
            self.line(&format!("affine.for {name} = 0 to {size} {{"));
            self.indent += 1;
            ivs.push(self.add_index(name, Interval::new(0, size - 1), IndexKind::Iv));
        }
        let n_loads = self.rng.gen_range(1..=self.cfg.loads_per_body.max(1));
        for _ in 0..n_loads {
            self.emit_load(Some(target));
        }
        self.emit_ops();
        let elem = self.memrefs[target].spec.elem;
        let v = self.value_of_type(elem);
        let subs: Vec<Expr> = ivs.iter().map(|v| Expr::Var(*v)).collect();
        self.emit_store_value(target, v, &subs);
        while self.indent > outer_indent {
            self.indent -= 1;
            self.line("}");
        }
        self.restore(mark);
    }

    fn general_nest(&mut self) {
        let depth = self.rng.gen_range(1..=self.cfg.max_depth.clamp(1, 4));
        self.emit_loop(depth - 1);
    }

    // ----- loops ------------------------------------------------------------

    fn bound_text(&self, exprs: &[Expr], kw: &str) -> String {
        if let [Expr::Const(c)] = exprs {
            return c.to_string();
        }
        let (map, ops) = self.map_text(exprs);
        if exprs.len() > 1 { format!("{kw} {map}{ops}") } else { format!("{map}{ops}") }
    }

    fn gen_bounds(&mut self) -> Bounds {
        let w = self.cfg.max_loop_extent.max(1);
        let step = if self.cfg.use_steps && self.chance(0.3) { self.rng.gen_range(2..=3) } else { 1 };
        if self.cfg.simple_subscripts && self.chance(0.7) {
            let len = self.rng.gen_range(1..=w);
            return Bounds {
                lbs: vec![Expr::Const(0)],
                ubs: vec![Expr::Const(len)],
                step,
                iv: Interval::new(0, len - 1),
            };
        }
        for _ in 0..8 {
            let mut lbs = vec![self.gen_lb()];
            if self.cfg.use_min_max_bounds && self.chance(0.25) {
                lbs.push(self.gen_lb());
            }
            let lb_lo = lbs.iter().map(|e| self.expr_range(e).lo).max().unwrap_or(0);
            let mut ubs = vec![self.gen_ub(&lbs[0])];
            if self.cfg.use_min_max_bounds && self.chance(0.3) {
                ubs.push(self.gen_ub(&lbs[0]));
            }
            let ub_hi = ubs.iter().map(|e| self.expr_range(e).hi).min().unwrap_or(0);
            if lb_lo < ub_hi && ub_hi - lb_lo <= 2 * w {
                return Bounds { lbs, ubs, step, iv: Interval::new(lb_lo, ub_hi - 1) };
            }
        }
        let len = self.rng.gen_range(1..=w);
        Bounds { lbs: vec![Expr::Const(0)], ubs: vec![Expr::Const(len)], step, iv: Interval::new(0, len - 1) }
    }

    /// Index values usable in bounds whose range is not too wide.
    fn bound_vars(&self) -> Vec<VarId> {
        let w = self.cfg.max_loop_extent.max(1);
        self.index_scope
            .iter()
            .copied()
            .filter(|v| {
                let iv = &self.index_vals[v.0 as usize];
                iv.kind != IndexKind::Apply && self.range_of(*v).width() <= 2 * w
            })
            .collect()
    }

    fn gen_lb(&mut self) -> Expr {
        let vars = self.bound_vars();
        let r: u32 = self.rng.gen_range(0..10);
        match (r, vars.choose(&mut self.rng).copied()) {
            (0..=4, _) | (_, None) => Expr::Const(self.rng.gen_range(-1..=2)),
            (5..=7, Some(v)) => Expr::Var(v).add_const(self.rng.gen_range(0..=2)),
            (8, Some(v)) if self.cfg.use_divisions => Expr::Var(v).floordiv(2),
            (_, Some(v)) => Expr::Var(v).add_const(-self.rng.gen_range(0..=3)),
        }
    }

    fn gen_ub(&mut self, lb: &Expr) -> Expr {
        let w = self.cfg.max_loop_extent.max(1);
        let len = self.rng.gen_range(1..=w);
        let lb_range = self.expr_range(lb);
        let vars = self.bound_vars();
        let r: u32 = self.rng.gen_range(0..10);
        match (r, vars.choose(&mut self.rng).copied()) {
            (0..=3, _) | (_, None) => Expr::Const(self.rng.gen_range(lb_range.lo..=lb_range.hi) + len),
            (4..=6, _) if !matches!(lb, Expr::Const(_)) => lb.clone().add_const(len),
            (7, Some(v)) if self.cfg.use_divisions => Expr::Var(v).add_const(len).ceildiv(self.rng.gen_range(1..=2)),
            (_, Some(v)) => Expr::Var(v).add_const(self.rng.gen_range(0..=len)),
        }
    }

    fn trip_bound(b: &Bounds) -> i64 {
        (b.iv.hi - b.iv.lo) / b.step + 1
    }

    /// Emits `affine.for` with body; `depth_left` more levels may be nested.
    fn emit_loop(&mut self, depth_left: usize) {
        let b = self.gen_bounds();
        let name = self.fresh("i");
        let lb = self.bound_text(&b.lbs, "max");
        let ub = self.bound_text(&b.ubs, "min");
        let step = if b.step > 1 { format!(" step {}", b.step) } else { String::new() };
        self.line(&format!("affine.for {name} = {lb} to {ub}{step} {{"));
        let mark = self.mark();
        self.indent += 1;
        self.add_index(name, b.iv, IndexKind::Iv);
        self.emit_body(depth_left);
        self.indent -= 1;
        self.restore(mark);
        self.line("}");
    }

    fn emit_body(&mut self, depth_left: usize) {
        let cfg = self.cfg;
        if depth_left > 0 && self.chance(cfg.perfect_nest_prob) {
            // Perfectly nested: the inner loop is the only statement (what
            // tiling, interchange and vectorization look for).
            self.emit_loop(depth_left - 1);
            return;
        }
        let n_loads = self.rng.gen_range(1..=cfg.loads_per_body.max(1));
        for _ in 0..n_loads {
            self.emit_load(None);
        }
        if cfg.use_apply_chains && self.chance(0.4) {
            self.emit_apply_chain();
        }
        if self.chance(0.3) {
            self.emit_iv_cast();
        }
        if cfg.use_min_max_values && self.chance(0.3) {
            self.emit_min_max_access();
        }
        if depth_left > 0 {
            if cfg.use_ifs && self.chance(0.2) {
                self.emit_if(depth_left);
            } else {
                self.emit_loop(depth_left - 1);
            }
            if self.chance(0.15) {
                self.emit_loop(depth_left - 1);
            }
        }
        if cfg.use_iter_args && self.chance(0.3) {
            if cfg.use_multi_results && self.chance(0.5) {
                self.emit_pair_reduction();
            } else {
                self.emit_reduction();
            }
        }
        if cfg.use_ifs && self.chance(0.25) {
            if cfg.use_multi_results && self.chance(0.3) {
                self.emit_if_pair();
            } else if self.chance(0.5) {
                self.emit_if_value();
            } else {
                self.emit_if(0);
            }
        }
        self.emit_ops();
        let n_stores = self.rng.gen_range(1..=cfg.stores_per_body.max(1));
        for _ in 0..n_stores {
            self.emit_store();
        }
    }

    /// `%r = affine.for ... iter_args(%acc = %init) -> (T)` reduction.
    fn emit_reduction(&mut self) {
        let ty = self.pick_type();
        let init = self.value_of_type(ty);
        let b = self.gen_bounds();
        let trips = Self::trip_bound(&b);
        let name = self.fresh("i");
        let acc = self.fresh("acc");
        let res = self.fresh("red");
        let lb = self.bound_text(&b.lbs, "max");
        let ub = self.bound_text(&b.ubs, "min");
        let step = if b.step > 1 { format!(" step {}", b.step) } else { String::new() };
        let t = ty.mlir();
        self.line(&format!(
            "{res} = affine.for {name} = {lb} to {ub}{step} iter_args({acc} = {}) -> ({t}) {{",
            init.name
        ));
        let mark = self.mark();
        self.indent += 1;
        self.add_index(name, b.iv, IndexKind::Iv);
        let n_loads = self.rng.gen_range(1..=self.cfg.loads_per_body.max(1));
        for _ in 0..n_loads {
            self.emit_load(None);
        }
        if self.cfg.use_nested_iter_args && self.reduction_depth < 2 && self.chance(0.4) {
            self.reduction_depth += 1;
            self.emit_reduction();
            self.reduction_depth -= 1;
        }
        self.emit_ops();
        if self.chance(0.2) {
            self.emit_store();
        }
        let x = self.value_of_type(ty);
        let (op, bound) = if ty.is_float() {
            let ib = init.bound.unwrap_or(FLOAT_LIMIT);
            let xb = x.bound.unwrap_or(FLOAT_LIMIT);
            let sum = ib.saturating_add(trips.saturating_mul(xb));
            match self.rng.gen_range(0..4) {
                0 | 1 if sum <= FLOAT_LIMIT => ("arith.addf", Some(sum)),
                2 => ("arith.minimumf", Some(ib.max(xb))),
                _ => ("arith.maximumf", Some(ib.max(xb))),
            }
        } else {
            let both = init.bound.zip(x.bound).map(|(a, b)| a.max(b));
            match self.rng.gen_range(0..5) {
                0 => ("arith.addi", None),
                1 => ("arith.xori", None),
                2 => ("arith.muli", None),
                3 => ("arith.maxsi", both),
                _ => ("arith.minsi", both),
            }
        };
        let next = self.fresh("v");
        self.line(&format!("{next} = {op} {acc}, {} : {t}", x.name));
        self.line(&format!("affine.yield {next} : {t}"));
        self.indent -= 1;
        self.restore(mark);
        self.line("}");
        self.scalars.push(Scalar { name: res, ty, bound });
    }

    /// `%r:2 = affine.for ... iter_args(%a = %x, %b = %y) -> (T, U)`: both
    /// accumulators updated, the second passed through unchanged, or (same
    /// types) the two swapped every iteration. An accumulator combined by
    /// an integer op or a float min/max is visible in the body (its values
    /// stay within the bounds the generator tracks); the updated values
    /// may be stored before the yield.
    fn emit_pair_reduction(&mut self) {
        let tys = [self.pick_type(), self.pick_type()];
        let inits = [self.value_of_type(tys[0]), self.value_of_type(tys[1])];
        let b = self.gen_bounds();
        let trips = Self::trip_bound(&b);
        let name = self.fresh("i");
        let accs = [self.fresh("acc"), self.fresh("acc")];
        let res = self.fresh("red");
        let lb = self.bound_text(&b.lbs, "max");
        let ub = self.bound_text(&b.ubs, "min");
        let step = if b.step > 1 { format!(" step {}", b.step) } else { String::new() };
        let (t0, t1) = (tys[0].mlir(), tys[1].mlir());
        // 0: both updated, 1: the second passed through, 2: swapped.
        let shape = match self.rng.gen_range(0..4) {
            1 => 1,
            2 if tys[0] == tys[1] => 2,
            _ => 0,
        };
        // Float accumulators: 0 add, 1 minimum, 2 maximum; integers: an
        // index into the integer ops below.
        let kinds = [self.rng.gen_range(0..5u32), self.rng.gen_range(0..5u32)];
        let exposed = |k: usize| !tys[k].is_float() || kinds[k] % 3 != 0;
        self.line(&format!(
            "{res}:2 = affine.for {name} = {lb} to {ub}{step} iter_args({} = {}, {} = {}) -> ({t0}, {t1}) {{",
            accs[0], inits[0].name, accs[1], inits[1].name
        ));
        let mark = self.mark();
        self.indent += 1;
        self.add_index(name, b.iv, IndexKind::Iv);
        for k in 0..2 {
            if exposed(k) && (shape != 2 || exposed(1 - k)) {
                let bound = if tys[k].is_float() { Some(FLOAT_LIMIT) } else { None };
                self.scalars.push(Scalar { name: accs[k].clone(), ty: tys[k], bound });
            }
        }
        let n_loads = self.rng.gen_range(1..=self.cfg.loads_per_body.max(1));
        for _ in 0..n_loads {
            self.emit_load(None);
        }
        if self.cfg.use_ifs && self.chance(0.3) {
            if self.chance(0.5) {
                self.emit_if_pair();
            } else {
                self.emit_if_value();
            }
        }
        if self.cfg.use_nested_iter_args && self.reduction_depth < 2 && self.chance(0.3) {
            self.reduction_depth += 1;
            self.emit_reduction();
            self.reduction_depth -= 1;
        }
        self.emit_ops();
        let xs = [self.value_of_type(tys[0]), self.value_of_type(tys[1])];
        // Float bounds: every iteration adds at most one x to an
        // accumulator, whichever it is after a swap.
        let ib = inits.iter().map(|s| s.bound.unwrap_or(FLOAT_LIMIT)).max().unwrap_or(FLOAT_LIMIT);
        let xb = xs.iter().map(|s| s.bound.unwrap_or(FLOAT_LIMIT)).max().unwrap_or(FLOAT_LIMIT);
        let sum = ib.saturating_add(trips.saturating_mul(xb));
        let mut nexts = Vec::new();
        let mut bounds = Vec::new();
        for k in 0..2 {
            let t = tys[k].mlir();
            let (op, bound) = if tys[k].is_float() {
                match kinds[k] % 3 {
                    0 if sum <= FLOAT_LIMIT => ("arith.addf", Some(sum)),
                    1 => ("arith.minimumf", Some(FLOAT_LIMIT.min(ib.max(xb)))),
                    _ => ("arith.maximumf", Some(FLOAT_LIMIT.min(ib.max(xb)))),
                }
            } else {
                match kinds[k] {
                    0 => ("arith.addi", None),
                    1 => ("arith.xori", None),
                    2 => ("arith.muli", None),
                    3 => ("arith.maxsi", None),
                    _ => ("arith.minsi", None),
                }
            };
            let next = self.fresh("v");
            self.line(&format!("{next} = {op} {}, {} : {t}", accs[k], xs[k].name));
            nexts.push(next);
            bounds.push(bound);
        }
        if self.chance(0.3) {
            let k = self.rng.gen_range(0..2);
            self.scalars.push(Scalar { name: nexts[k].clone(), ty: tys[k], bound: bounds[k] });
            self.emit_store();
        }
        let yielded = match shape {
            1 => [nexts[0].clone(), accs[1].clone()],
            2 => [nexts[1].clone(), nexts[0].clone()],
            _ => [nexts[0].clone(), nexts[1].clone()],
        };
        self.line(&format!("affine.yield {}, {} : {t0}, {t1}", yielded[0], yielded[1]));
        self.indent -= 1;
        self.restore(mark);
        self.line("}");
        let result_bound = |k: usize| match shape {
            1 if k == 1 => inits[1].bound,
            2 => bounds[0].zip(bounds[1]).map(|(a, b)| a.max(b)),
            _ => bounds[k],
        };
        for (k, &ty) in tys.iter().enumerate() {
            self.scalars.push(Scalar { name: format!("{res}#{k}"), ty, bound: result_bound(k) });
        }
    }

    // ----- guards -----------------------------------------------------------

    /// Builds 1-3 constraints; returns (set text, operands, refinements).
    fn gen_set(&mut self) -> Option<Guard> {
        let vars: Vec<VarId> = self.index_scope.clone();
        let dims = self.visible(|v| v.kind != IndexKind::Symbol);
        if dims.is_empty() {
            return None;
        }
        let n = self.rng.gen_range(1..=3);
        let mut cons: Vec<(Expr, bool)> = Vec::new();
        let mut refine = Vec::new();
        for _ in 0..n {
            let v = *dims.choose(&mut self.rng)?;
            let r = self.range_of(v);
            match self.rng.gen_range(0..5) {
                0 => {
                    // v >= c
                    let c = self.rng.gen_range(r.lo..=r.hi);
                    cons.push((Expr::Var(v).add_const(-c), false));
                    refine.push((v, Interval::new(c.max(r.lo), r.hi)));
                }
                1 => {
                    // v <= c
                    let c = self.rng.gen_range(r.lo..=r.hi);
                    cons.push((Expr::Var(v).times(-1).add_const(c), false));
                    refine.push((v, Interval::new(r.lo, c.min(r.hi))));
                }
                2 if self.cfg.use_divisions => {
                    let m = self.rng.gen_range(2..=3);
                    let k = self.rng.gen_range(0..m);
                    cons.push((Expr::Var(v).add_const(-k).modulo(m), true));
                }
                3 => {
                    let u = *vars.choose(&mut self.rng)?;
                    cons.push((Expr::Var(v).plus(Expr::Var(u).times(-1)).add_const(self.rng.gen_range(-2..=2)), false));
                }
                _ => {
                    let u = *vars.choose(&mut self.rng)?;
                    cons.push((Expr::Var(v).plus(Expr::Var(u)).add_const(-self.rng.gen_range(0..=6)), false));
                }
            }
        }
        let exprs: Vec<Expr> = cons.iter().map(|(e, _)| e.clone()).collect();
        let (dvars, svars) = self.split_vars(&exprs);
        let namer = |v: VarId| -> String {
            if let Some(p) = dvars.iter().position(|d| *d == v) {
                format!("d{p}")
            } else {
                let p = svars.iter().position(|s| *s == v).unwrap_or(0);
                format!("s{p}")
            }
        };
        let mut set = String::from("affine_set<");
        self.write_dim_sym_lists(&mut set, dvars.len(), svars.len());
        set.push_str(" : (");
        for (k, (e, eq)) in cons.iter().enumerate() {
            if k > 0 {
                set.push_str(", ");
            }
            e.write(&mut set, &namer);
            set.push_str(if *eq { " == 0" } else { " >= 0" });
        }
        set.push_str(")>");
        Some(Guard { set, operands: self.operand_text(&dvars, &svars), refine })
    }

    /// `affine.if` without results (optionally with else); may nest a loop.
    fn emit_if(&mut self, depth_left: usize) {
        let Some(Guard { set, operands: ops, refine }) = self.gen_set() else {
            return;
        };
        self.line(&format!("affine.if {set}{ops} {{"));
        let mark = self.mark();
        self.indent += 1;
        self.overrides.extend(refine);
        self.emit_guarded_body(depth_left);
        self.indent -= 1;
        self.restore(mark);
        if self.chance(0.4) {
            self.line("} else {");
            let mark = self.mark();
            self.indent += 1;
            self.emit_guarded_body(depth_left);
            self.indent -= 1;
            self.restore(mark);
        }
        self.line("}");
    }

    fn emit_guarded_body(&mut self, depth_left: usize) {
        self.emit_load(None);
        if depth_left > 0 {
            self.emit_loop(depth_left - 1);
        }
        self.emit_ops();
        self.emit_store();
    }

    /// `%r = affine.if ... -> T { yield a } else { yield b }`.
    fn emit_if_value(&mut self) {
        let Some(Guard { set, operands: ops, refine }) = self.gen_set() else {
            return;
        };
        let ty = self.pick_type();
        let res = self.fresh("sel");
        self.line(&format!("{res} = affine.if {set}{ops} -> ({}) {{", ty.mlir()));
        let mut bound = Some(0);
        for branch in 0..2 {
            let mark = self.mark();
            self.indent += 1;
            if branch == 0 {
                self.overrides.extend(refine.iter().copied());
            }
            self.emit_load(None);
            self.emit_ops();
            let v = self.value_of_type(ty);
            bound = bound.zip(v.bound).map(|(a, b)| a.max(b));
            self.line(&format!("affine.yield {} : {}", v.name, ty.mlir()));
            self.indent -= 1;
            self.restore(mark);
            if branch == 0 {
                self.line("} else {");
            }
        }
        self.line("}");
        self.scalars.push(Scalar { name: res, ty, bound });
    }

    /// `%r:2 = affine.if ... -> (T, U) { yield a, b } else { yield c, d }`.
    fn emit_if_pair(&mut self) {
        let Some(Guard { set, operands: ops, refine }) = self.gen_set() else {
            return;
        };
        let tys = [self.pick_type(), self.pick_type()];
        let types = format!("{}, {}", tys[0].mlir(), tys[1].mlir());
        let res = self.fresh("sel");
        self.line(&format!("{res}:2 = affine.if {set}{ops} -> ({types}) {{"));
        let mut bounds = [Some(0), Some(0)];
        for branch in 0..2 {
            let mark = self.mark();
            self.indent += 1;
            if branch == 0 {
                self.overrides.extend(refine.iter().copied());
            }
            self.emit_load(None);
            self.emit_ops();
            let vs = [self.value_of_type(tys[0]), self.value_of_type(tys[1])];
            for k in 0..2 {
                bounds[k] = bounds[k].zip(vs[k].bound).map(|(a, b)| a.max(b));
            }
            self.line(&format!("affine.yield {}, {} : {types}", vs[0].name, vs[1].name));
            self.indent -= 1;
            self.restore(mark);
            if branch == 0 {
                self.line("} else {");
            }
        }
        self.line("}");
        for k in 0..2 {
            self.scalars.push(Scalar { name: format!("{res}#{k}"), ty: tys[k], bound: bounds[k] });
        }
    }

    // ----- index computations ---------------------------------------------

    fn emit_apply_chain(&mut self) {
        let n = self.rng.gen_range(1..=2);
        for _ in 0..n {
            let e = self.random_index_expr();
            let range = self.expr_range(&e);
            let (map, ops) = self.map_text(std::slice::from_ref(&e));
            let name = self.fresh("a");
            self.line(&format!("{name} = affine.apply {map}{ops}"));
            self.add_index(name, range, IndexKind::Apply);
        }
    }

    /// A random affine expression over visible index values.
    fn random_index_expr(&mut self) -> Expr {
        let scope = self.index_scope.clone();
        let ivs = self.loop_depth_ivs();
        let mut e = match ivs.choose(&mut self.rng) {
            Some(v) => Expr::Var(*v).times(self.pick_coef()),
            None => Expr::Const(0),
        };
        if self.chance(0.5)
            && let Some(v) = scope.choose(&mut self.rng)
        {
            e = e.plus(Expr::Var(*v).times(self.pick_coef()));
        }
        e = e.add_const(self.rng.gen_range(-2..=3));
        if self.cfg.use_divisions && self.chance(0.3) {
            let c = self.rng.gen_range(2..=4);
            e = match self.rng.gen_range(0..3) {
                0 => e.floordiv(c),
                1 => e.modulo(c),
                _ => e.ceildiv(c),
            };
        }
        e
    }

    fn pick_coef(&mut self) -> i64 {
        *[1, 1, 1, 2, -1, 3].choose(&mut self.rng).unwrap_or(&1)
    }

    /// Forces `e` into `[0, size)`: shift when it fits, otherwise divide or
    /// reduce modulo the size.
    fn fit(&mut self, e: Expr, size: i64) -> Expr {
        let r = self.expr_range(&e);
        let fitted = if r.width() <= size {
            let slack = size - r.width();
            let extra = if slack > 0 && self.chance(0.4) { self.rng.gen_range(0..=slack) } else { 0 };
            e.add_const(extra - r.lo)
        } else if !self.cfg.use_divisions {
            Expr::Const(self.rng.gen_range(0..size))
        } else if self.chance(0.4) {
            let k = (r.width() + size - 1) / size;
            e.add_const(-r.lo).floordiv(k)
        } else {
            e.modulo(size)
        };
        let fr = self.expr_range(&fitted);
        if fr.lo >= 0 && fr.hi < size { fitted } else { Expr::Const(0) }
    }

    fn gen_subscripts(&mut self, m: usize) -> Vec<Expr> {
        let shape = self.memrefs[m].spec.shape.clone();
        let ivs = self.loop_depth_ivs();
        let mut subs = Vec::new();
        for (d, &size) in shape.iter().enumerate() {
            let e = if self.cfg.simple_subscripts && self.chance(0.8) {
                // Identity-like: the IV at the matching depth (or a
                // transposed one) plus a small offset.
                let v = if self.chance(0.8) {
                    ivs.get(d).or(ivs.last()).copied()
                } else {
                    ivs.choose(&mut self.rng).copied()
                };
                match v {
                    Some(v) => Expr::Var(v).add_const(self.rng.gen_range(-1..=1)),
                    None => Expr::Const(0),
                }
            } else if self.chance(0.15) {
                Expr::Const(self.rng.gen_range(0..size))
            } else if self.cfg.use_divisions {
                self.random_index_expr()
            } else {
                // Without `floordiv`/`mod` only a shift can fit an expression:
                // retry until one is narrow enough.
                let mut found = Expr::Const(self.rng.gen_range(0..size));
                for _ in 0..8 {
                    let e = self.random_index_expr();
                    if self.expr_range(&e).width() <= size {
                        found = e;
                        break;
                    }
                }
                found
            };
            let e = self.fit(e, size);
            subs.push(e);
        }
        subs
    }

    fn emit_iv_cast(&mut self) {
        let ivs = self.loop_depth_ivs();
        let Some(&v) = ivs.choose(&mut self.rng) else {
            return;
        };
        let r = self.range_of(v);
        let mag = r.lo.abs().max(r.hi.abs());
        let ty = if self.cfg.use_int_types && self.chance(0.5) { ElemType::I64 } else { ElemType::I32 };
        let name = self.fresh("v");
        let iv = self.index_vals[v.0 as usize].name.clone();
        self.line(&format!("{name} = arith.index_cast {iv} : index to {}", ty.mlir()));
        let s = Scalar { name, ty, bound: Some(mag) };
        if self.cfg.use_int_types {
            self.scalars.push(s.clone());
        }
        if self.chance(0.7) {
            let f = self.fresh("v");
            self.line(&format!("{f} = arith.sitofp {} : {} to f32", s.name, ty.mlir()));
            self.scalars.push(Scalar { name: f, ty: ElemType::F32, bound: Some(mag) });
        }
    }

    // ----- memory -------------------------------------------------------------

    fn pick_load_memref(&mut self, exclude: Option<usize>) -> Option<usize> {
        let readable: Vec<usize> =
            (0..self.memrefs.len()).filter(|&m| self.memrefs[m].readable && Some(m) != exclude).collect();
        let preferred: Vec<usize> = self.preferred_loads.iter().copied().filter(|m| readable.contains(m)).collect();
        if !preferred.is_empty() && self.chance(0.6) {
            return preferred.choose(&mut self.rng).copied();
        }
        readable.choose(&mut self.rng).copied()
    }

    fn emit_load(&mut self, exclude: Option<usize>) {
        let Some(m) = self.pick_load_memref(exclude) else {
            return;
        };
        let subs = self.gen_subscripts(m);
        let name = self.fresh("v");
        let mref = &self.memrefs[m];
        let line = format!("{name} = affine.load {}[{}] : {}", mref.name, self.subscript_text(&subs), mref.ty());
        let elem = mref.spec.elem;
        self.line(&line);
        self.scalars.push(Scalar { name, ty: elem, bound: if elem.is_float() { Some(MEM_FLOAT_BOUND) } else { None } });
    }

    fn emit_store(&mut self) {
        let writable: Vec<usize> = (0..self.memrefs.len()).filter(|&m| self.memrefs[m].readable).collect();
        let preferred = self.preferred_store.filter(|_| self.rng.gen_bool(0.8));
        let m = match preferred {
            Some(p) => p,
            None => match writable.choose(&mut self.rng) {
                Some(m) => *m,
                None => return,
            },
        };
        let subs = self.gen_subscripts(m);
        let elem = self.memrefs[m].spec.elem;
        let v = self.value_of_type(elem);
        self.emit_store_value(m, v, &subs);
    }

    fn emit_store_value(&mut self, m: usize, v: Scalar, subs: &[Expr]) {
        let name = self.clamped_for_store(v);
        let line = format!(
            "affine.store {name}, {}[{}] : {}",
            self.memrefs[m].name,
            self.subscript_text(subs),
            self.memrefs[m].ty()
        );
        self.line(&line);
    }

    /// `v`, clamped to the magnitude floats may have in memory.
    fn clamped_for_store(&mut self, v: Scalar) -> String {
        let mut name = v.name;
        if v.ty.is_float() && v.bound.is_none_or(|b| b > MEM_FLOAT_BOUND) {
            let hi = self.fresh("cst");
            let lo = self.fresh("cst");
            let a = self.fresh("v");
            let b = self.fresh("v");
            self.line(&format!("{hi} = arith.constant {MEM_FLOAT_BOUND}.0 : f32"));
            self.line(&format!("{lo} = arith.constant -{MEM_FLOAT_BOUND}.0 : f32"));
            self.line(&format!("{a} = arith.minimumf {name}, {hi} : f32"));
            self.line(&format!("{b} = arith.maximumf {a}, {lo} : f32"));
            name = b;
        }
        name
    }

    /// A `memref.load` or `memref.store` whose indices are `affine.min` /
    /// `affine.max` values of loop IVs (in bounds: `iv mod size` against a
    /// constant below the size).
    fn emit_min_max_access(&mut self) {
        let ivs = self.loop_depth_ivs();
        let readable: Vec<usize> = (0..self.memrefs.len()).filter(|&m| self.memrefs[m].readable).collect();
        if ivs.is_empty() || readable.is_empty() {
            return;
        }
        let m = readable[self.rng.gen_range(0..readable.len())];
        let shape = self.memrefs[m].spec.shape.clone();
        let mut idx = Vec::new();
        for &size in &shape {
            let v = ivs[self.rng.gen_range(0..ivs.len())];
            let k = self.rng.gen_range(0..size);
            let op = if self.chance(0.5) { "affine.min" } else { "affine.max" };
            let name = self.fresh("mm");
            let iv = self.index_vals[v.0 as usize].name.clone();
            self.line(&format!("{name} = {op} affine_map<(d0) -> (d0 mod {size}, {k})>({iv})"));
            idx.push(name);
        }
        let (mname, ty, elem) = (self.memrefs[m].name.clone(), self.memrefs[m].ty(), self.memrefs[m].spec.elem);
        let idx = idx.join(", ");
        if self.chance(0.7) {
            let name = self.fresh("v");
            self.line(&format!("{name} = memref.load {mname}[{idx}] : {ty}"));
            self.scalars.push(Scalar {
                name,
                ty: elem,
                bound: if elem.is_float() { Some(MEM_FLOAT_BOUND) } else { None },
            });
        } else {
            let v = self.value_of_type(elem);
            let name = self.clamped_for_store(v);
            self.line(&format!("memref.store {name}, {mname}[{idx}] : {ty}"));
        }
    }

    /// Views of some memrefs (rank 1 or 2): a `memref.subview` dropping
    /// leading rows or elements, or a `memref.reinterpret_cast` to another
    /// shape of the same elements. Nests access them like other memrefs;
    /// a view of a temporary is readable once the temporary is.
    fn emit_views(&mut self) {
        let n = self.rng.gen_range(0..=2);
        for _ in 0..n {
            let bases: Vec<usize> = (0..self.memrefs.len())
                .filter(|&m| {
                    let spec = &self.memrefs[m].spec;
                    self.memrefs[m].view.is_none() && spec.shape.len() <= 2 && !spec.dynamic.contains(&true)
                })
                .collect();
            if bases.is_empty() {
                return;
            }
            let b = bases[self.rng.gen_range(0..bases.len())];
            let (base, base_ty) = (self.memrefs[b].name.clone(), self.memrefs[b].ty());
            let elem = self.memrefs[b].spec.elem;
            let t = elem.mlir();
            let shape = self.memrefs[b].spec.shape.clone();
            let name = self.fresh("view");
            let (view_shape, ty, text) = if self.chance(0.5) {
                let o = self.rng.gen_range(0..shape[0] - 1);
                let size = shape[0] - o;
                match shape[..] {
                    [_, cols] => {
                        let ty = format!("memref<{size}x{cols}x{t}, strided<[{cols}, 1], offset: {}>>", o * cols);
                        let text = format!(
                            "{name} = memref.subview {base}[{o}, 0] [{size}, {cols}] [1, 1] : {base_ty} to {ty}"
                        );
                        (vec![size, cols], ty, text)
                    }
                    _ => {
                        let ty = format!("memref<{size}x{t}, strided<[1], offset: {o}>>");
                        let text = format!("{name} = memref.subview {base}[{o}] [{size}] [1] : {base_ty} to {ty}");
                        (vec![size], ty, text)
                    }
                }
            } else {
                let (sizes, strides): (Vec<i64>, Vec<i64>) = match shape[..] {
                    [rows, cols] => (vec![rows * cols], vec![1]),
                    [len] if len % 2 == 0 => (vec![2, len / 2], vec![len / 2, 1]),
                    _ => (shape.clone(), vec![1]),
                };
                let dims: String = sizes.iter().map(|d| format!("{d}x")).collect();
                let ty = format!("memref<{dims}{t}>");
                let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
                let text = format!(
                    "{name} = memref.reinterpret_cast {base} to offset: [0], sizes: [{}], strides: [{}] : {base_ty} to {ty}",
                    list(&sizes),
                    list(&strides)
                );
                (sizes, ty, text)
            };
            self.line(&text);
            let readable = self.memrefs[b].readable;
            self.memrefs.push(Memref {
                name,
                spec: MemrefSpec { shape: view_shape, elem, dynamic: Vec::new() },
                temp: false,
                readable,
                view: Some((b, ty)),
            });
        }
    }

    /// A top-level reduction nest (a loop with `iter_args`, with
    /// reductions nested in it at times) whose result later nests may use.
    fn reduction_nest(&mut self) {
        self.emit_reduction();
    }

    // ----- scalar arithmetic -------------------------------------------------

    fn pick_type(&mut self) -> ElemType {
        if self.cfg.use_int_types {
            *[ElemType::F32, ElemType::F32, ElemType::I32, ElemType::I64]
                .choose(&mut self.rng)
                .unwrap_or(&ElemType::F32)
        } else {
            ElemType::F32
        }
    }

    fn constant(&mut self, ty: ElemType) -> Scalar {
        let c: i64 = self.rng.gen_range(-4..=5);
        let name = self.fresh("cst");
        let text = if ty.is_float() {
            format!("{name} = arith.constant {c}.0 : f32")
        } else {
            format!("{name} = arith.constant {c} : {}", ty.mlir())
        };
        self.line(&text);
        Scalar { name, ty, bound: Some(c.abs()) }
    }

    /// A visible value of type `ty`, converting or materialising one if needed.
    fn value_of_type(&mut self, ty: ElemType) -> Scalar {
        let same: Vec<Scalar> = self.scalars.iter().filter(|s| s.ty == ty).cloned().collect();
        if !same.is_empty() && self.chance(0.85) {
            // Prefer recent values so computations chain instead of dying.
            let recent = same.len().saturating_sub(3);
            let pick = if self.chance(0.6) {
                self.rng.gen_range(recent..same.len())
            } else {
                self.rng.gen_range(0..same.len())
            };
            return same[pick].clone();
        }
        let others: Vec<Scalar> = self.scalars.iter().filter(|s| s.ty != ty).cloned().collect();
        match others.choose(&mut self.rng) {
            Some(src) if self.chance(0.7) => {
                let src = src.clone();
                self.convert(src, ty)
            }
            _ => self.constant(ty),
        }
    }

    fn convert(&mut self, src: Scalar, ty: ElemType) -> Scalar {
        let name = self.fresh("v");
        match (src.ty, ty) {
            (ElemType::F32, t) => {
                // Floats are integer-valued with |v| < 2^23: fptosi is exact.
                self.line(&format!("{name} = arith.fptosi {} : f32 to {}", src.name, t.mlir()));
                Scalar { name, ty, bound: src.bound }
            }
            (s, ElemType::F32) => {
                let src = match src.bound {
                    Some(b) if b <= FLOAT_LIMIT => src,
                    _ => self.int_rem(src, s),
                };
                self.line(&format!("{name} = arith.sitofp {} : {} to f32", src.name, s.mlir()));
                Scalar { name, ty, bound: src.bound }
            }
            (ElemType::I32, ElemType::I64) => {
                self.line(&format!("{name} = arith.extsi {} : i32 to i64", src.name));
                Scalar { name, ty, bound: src.bound }
            }
            _ => {
                self.line(&format!("{name} = arith.trunci {} : i64 to i32", src.name));
                Scalar { name, ty, bound: src.bound.filter(|b| *b <= i64::from(i32::MAX)) }
            }
        }
    }

    /// `src remsi c` for a small positive constant: bounded result.
    fn int_rem(&mut self, src: Scalar, ty: ElemType) -> Scalar {
        let c = self.rng.gen_range(2..=17);
        let cst = self.fresh("cst");
        let name = self.fresh("v");
        self.line(&format!("{cst} = arith.constant {c} : {}", ty.mlir()));
        self.line(&format!("{name} = arith.remsi {}, {cst} : {}", src.name, ty.mlir()));
        Scalar { name, ty, bound: Some(c - 1) }
    }

    fn emit_ops(&mut self) {
        let n = self.rng.gen_range(0..=self.cfg.ops_per_body);
        for _ in 0..n {
            let ty = self.pick_type();
            if ty.is_float() {
                self.float_op();
            } else {
                self.int_op(ty);
            }
        }
    }

    fn float_op(&mut self) {
        let a = self.value_of_type(ElemType::F32);
        let b = self.value_of_type(ElemType::F32);
        let (ab, bb) = (a.bound.unwrap_or(FLOAT_LIMIT), b.bound.unwrap_or(FLOAT_LIMIT));
        let choice = self.rng.gen_range(0..7);
        let (op, bound) = match choice {
            0 => ("arith.addf", ab.saturating_add(bb)),
            1 => ("arith.subf", ab.saturating_add(bb)),
            2 => ("arith.mulf", ab.saturating_mul(bb)),
            3 => ("arith.maximumf", ab.max(bb)),
            4 => ("arith.minimumf", ab.max(bb)),
            5 => ("arith.negf", ab),
            _ => ("arith.select", ab.max(bb)),
        };
        let name = self.fresh("v");
        let (text, bound) = if bound > FLOAT_LIMIT {
            (format!("{name} = arith.maximumf {}, {} : f32", a.name, b.name), ab.max(bb))
        } else if op == "arith.negf" {
            (format!("{name} = arith.negf {} : f32", a.name), bound)
        } else if op == "arith.select" {
            let c = self.fresh("v");
            let pred = *["olt", "oge", "oeq", "une"].choose(&mut self.rng).unwrap_or(&"olt");
            self.line(&format!("{c} = arith.cmpf {pred}, {}, {} : f32", a.name, b.name));
            (format!("{name} = arith.select {c}, {}, {} : f32", b.name, a.name), bound)
        } else {
            (format!("{name} = {op} {}, {} : f32", a.name, b.name), bound)
        };
        self.line(&text);
        self.scalars.push(Scalar { name, ty: ElemType::F32, bound: Some(bound) });
    }

    fn int_op(&mut self, ty: ElemType) {
        let a = self.value_of_type(ty);
        let t = ty.mlir();
        let name = self.fresh("v");
        let max = ty.int_max();
        let checked = |b: Option<i64>| b.filter(|b| *b <= max);
        let choice = self.rng.gen_range(0..12);
        let bound = match choice {
            0..=6 => {
                let b = self.value_of_type(ty);
                let (op, bound) = match choice {
                    0 => ("arith.addi", a.bound.zip(b.bound).map(|(x, y)| x.saturating_add(y))),
                    1 => ("arith.subi", a.bound.zip(b.bound).map(|(x, y)| x.saturating_add(y))),
                    2 => ("arith.muli", a.bound.zip(b.bound).map(|(x, y)| x.saturating_mul(y))),
                    3 => ("arith.maxsi", a.bound.zip(b.bound).map(|(x, y)| x.max(y))),
                    4 => ("arith.minsi", a.bound.zip(b.bound).map(|(x, y)| x.max(y))),
                    5 => ("arith.xori", None),
                    _ => ("arith.andi", None),
                };
                self.line(&format!("{name} = {op} {}, {} : {t}", a.name, b.name));
                checked(bound)
            }
            7..=9 if self.cfg.use_divisions => {
                let c = self.rng.gen_range(2..=9);
                let cst = self.fresh("cst");
                self.line(&format!("{cst} = arith.constant {c} : {t}"));
                let op = match choice {
                    7 => "arith.remsi",
                    8 => "arith.divsi",
                    _ => "arith.floordivsi",
                };
                self.line(&format!("{name} = {op} {}, {cst} : {t}", a.name));
                if op == "arith.remsi" { Some(c - 1) } else { a.bound }
            }
            10 => {
                let c = self.rng.gen_range(1..=4);
                let cst = self.fresh("cst");
                self.line(&format!("{cst} = arith.constant {c} : {t}"));
                self.line(&format!("{name} = arith.shli {}, {cst} : {t}", a.name));
                checked(a.bound.map(|b| b.saturating_mul(1 << c)))
            }
            _ => {
                let c = self.rng.gen_range(1..=4);
                let cst = self.fresh("cst");
                self.line(&format!("{cst} = arith.constant {c} : {t}"));
                self.line(&format!("{name} = arith.shrsi {}, {cst} : {t}", a.name));
                a.bound
            }
        };
        self.scalars.push(Scalar { name, ty, bound });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_is_deterministic() {
        for flavor in [Flavor::Deps, Flavor::Exec, Flavor::Fusion] {
            for seed in 0..20 {
                let a = generate_flavor(seed, flavor);
                let b = generate_flavor(seed, flavor);
                assert_eq!(a.kernel_func, b.kernel_func);
                assert_eq!(a.main_module(), b.main_module());
            }
        }
    }

    #[test]
    fn different_seeds_differ() {
        let a = generate_flavor(1, Flavor::Exec).kernel_func;
        let b = generate_flavor(2, Flavor::Exec).kernel_func;
        assert_ne!(a, b);
    }

    #[test]
    fn symbol_values_are_in_declared_range() {
        for seed in 0..50 {
            let p = generate_flavor(seed, Flavor::Exec);
            for s in &p.symbols {
                assert!(s.range.lo <= s.value && s.value <= s.range.hi);
            }
            assert!(!p.memrefs.is_empty());
        }
    }

    #[test]
    fn deps_flavor_is_float_only() {
        for seed in 0..20 {
            let p = generate_flavor(seed, Flavor::Deps);
            assert!(p.memrefs.iter().all(|m| m.elem == ElemType::F32));
        }
    }

    #[test]
    fn fusion_mix_has_its_shapes() {
        for f in [Flavor::Deps, Flavor::Exec, Flavor::Fusion] {
            let c = GenConfig::for_flavor(f);
            // The presets' programs do not change with the mix's knobs.
            assert!(!c.use_min_max_values && !c.use_nested_iter_args && !c.use_views && !c.use_multi_results);
        }
        let config = GenConfig::fusion_mix();
        let programs: Vec<GeneratedProgram> = (0..60).map(|seed| generate(seed, &config)).collect();
        let count = |needle: &str| programs.iter().filter(|p| p.kernel_func.contains(needle)).count();
        for needle in
            ["memref.subview", "memref.reinterpret_cast", "affine.min", "affine.max", "memref.load", "memref.store"]
        {
            assert!(count(needle) > 0, "no program with {needle}");
        }
        // Top-level reductions, and reductions nested in reductions.
        assert!(programs.iter().any(|p| p.kernel_func.lines().any(|l| l.starts_with("  %red"))));
        assert!(programs.iter().any(|p| {
            let lines: Vec<&str> = p.kernel_func.lines().collect();
            lines.iter().enumerate().any(|(i, l)| {
                l.contains("iter_args")
                    && lines[i + 1..]
                        .iter()
                        .take_while(|m| !m.trim_start().starts_with("affine.yield"))
                        .any(|m| m.contains("iter_args"))
            })
        }));
        // Views are not kernel arguments.
        for p in &programs {
            let args = p.kernel_func.lines().next().unwrap_or("").matches("memref<").count();
            assert_eq!(args, p.memrefs.len());
        }
    }

    #[test]
    fn loops_mix_has_two_result_loops_and_ifs() {
        let config = GenConfig::loops_mix();
        let programs: Vec<GeneratedProgram> = (0..80).map(|seed| generate(seed, &config)).collect();
        let count = |needle: &str| programs.iter().filter(|p| p.kernel_func.contains(needle)).count();
        for needle in [":2 = affine.for", ":2 = affine.if", "memref.subview", "affine.min", "memref<?x", "x?x"] {
            assert!(count(needle) > 0, "no program with {needle}");
        }
        // A pass-through accumulator and a swap.
        let yields: Vec<&str> =
            programs.iter().flat_map(|p| p.kernel_func.lines()).filter(|l| l.contains("affine.yield %v")).collect();
        assert!(yields.iter().any(|l| l.contains(", %acc")), "no accumulator passed through");
        // Dynamic sizes are read as symbols and used in bounds.
        assert!(programs.iter().any(|p| p.kernel_func.contains("memref.dim %arg") && p.kernel_func.contains("[%dim")));
        // The `@main` wrapper casts to the kernel's dynamic types.
        let p = programs.iter().find(|p| p.memrefs.iter().any(|m| m.dynamic.contains(&true))).expect("dynamic");
        assert!(p.main_module().contains("memref.cast %m"));
    }

    #[test]
    fn flavor_parsing() {
        assert_eq!(Flavor::parse("deps"), Some(Flavor::Deps));
        assert_eq!(Flavor::parse("fusion"), Some(Flavor::Fusion));
        assert_eq!(Flavor::parse("nope"), None);
    }
}
