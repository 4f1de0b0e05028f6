//! Differential test of the `linalg` dialect on memrefs against `mlir-opt`
//! 22, on generated functions, with our interpreter as the judge.
//!
//! Every generated `@kernel` holds a few structured ops on memref arguments
//! (static and dynamic shapes): named ops of every family we implement
//! (`fill`, `copy`, the elementwise unary and binary ops, `select`, the
//! contractions and their quantized forms, `contract` with random
//! transposes, `elementwise` of random kinds and broadcasts, convolutions
//! (grouped and quantized ones too), depthwise convolutions and poolings
//! with random strides and dilations), `linalg.transpose` / `broadcast` /
//! `map` / `reduce` (short and long forms), and `linalg.generic` with
//! random projected-permutation,
//! broadcast and convolution-like indexing maps, random iterator types and
//! payloads of `arith` / `math` ops and `linalg.index`. Element types mix
//! `f32`, `f64`, `i8`, `i32` and `i64` where the op casts.
//!
//! For every kernel `affine-opt` and `mlir-opt` 22 run with no pass (round
//! trip), with `--mlir-print-op-generic`, with
//! `-convert-linalg-to-affine-loops`, with that followed by
//! `-canonicalize`, and with that followed by `-lower-affine`: the outputs
//! must be byte-identical, and each of our lowered outputs must compute what
//! the kernel computed (our interpreter, same inputs, bit for bit).
//!
//! Outside the default seeds, 40..400 were swept in session 29 and
//! 400..1000 in session 30; all match now (seeds 172 and 240 needed the lowering to leave the loop body it builds
//! unqueued, as 22's builder does; seed 537 needed `batch_reduce_matmul` to
//! ignore its `cast` attribute, as 22's region builder does). Seeds
//! 1000..1300 swept in session 37: all 1800 outputs identical.
//!
//! Needs `mlir-opt` (mlir-22-tools): fails when it is missing under `CI`,
//! skips with a message otherwise. `AFFINE_LINALG_DIFF_SEEDS=N` runs more
//! (or fewer) kernels (default 40; `A..B` runs seeds A to B-1).
//! `AFFINE_LINALG_DIFF_DUMP=DIR` writes each kernel to `DIR/seed-N.mlir`
//! (to reduce a failing one).

// The `else`-region helper of `support` is for the dependence-based passes.
#[allow(dead_code)]
mod support;
use affine_testing::runner::{Tools, run_on_stdin};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use support::execute;

/// The flag lists both tools run on every kernel.
const CONFIGS: &[&[&str]] = &[
    &[],
    &["--mlir-print-op-generic"],
    &["--mlir-print-op-generic", "--mlir-print-debuginfo"],
    &["-convert-linalg-to-affine-loops"],
    &["-convert-linalg-to-affine-loops", "-canonicalize"],
    &["-convert-linalg-to-affine-loops", "-lower-affine"],
];

fn seeds() -> std::ops::Range<u64> {
    affine_testing::runner::seeds_from_env("AFFINE_LINALG_DIFF_SEEDS", 40)
}

/// An element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum E {
    F32,
    F64,
    I8,
    I32,
    I64,
    /// Conditions of `select` only.
    I1,
}

const ALL: [E; 5] = [E::F32, E::F64, E::I8, E::I32, E::I64];
const FLOATS: [E; 2] = [E::F32, E::F64];
const INTS: [E; 3] = [E::I8, E::I32, E::I64];

impl E {
    fn name(self) -> &'static str {
        match self {
            E::F32 => "f32",
            E::F64 => "f64",
            E::I8 => "i8",
            E::I32 => "i32",
            E::I64 => "i64",
            E::I1 => "i1",
        }
    }
    fn is_float(self) -> bool {
        matches!(self, E::F32 | E::F64)
    }
    fn width(self) -> u32 {
        match self {
            E::I1 => 1,
            E::I8 => 8,
            E::F32 | E::I32 => 32,
            E::F64 | E::I64 => 64,
        }
    }
}

/// A function argument: a memref (its concrete sizes, which are dynamic in
/// the type) or a scalar (`dims` is `None`).
struct Arg {
    elem: E,
    dims: Option<Vec<usize>>,
    dynamic: Vec<bool>,
}

/// The kernel being generated.
struct Gen {
    rng: ChaCha8Rng,
    args: Vec<Arg>,
    body: String,
    /// Counter for fresh SSA names in payloads.
    fresh: usize,
}

impl Gen {
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.gen_range(0..items.len())]
    }

    fn chance(&mut self, n: u32) -> bool {
        self.rng.gen_range(0..n) == 0
    }

    /// A new memref argument with sizes `dims` (some dynamic in the type
    /// when `allow_dynamic`); returns its index.
    fn memref(&mut self, elem: E, dims: &[usize], allow_dynamic: bool) -> usize {
        let dynamic = dims.iter().map(|_| allow_dynamic && self.chance(3)).collect();
        self.args.push(Arg { elem, dims: Some(dims.to_vec()), dynamic });
        self.args.len() - 1
    }

    fn scalar(&mut self, elem: E) -> usize {
        self.args.push(Arg { elem, dims: None, dynamic: Vec::new() });
        self.args.len() - 1
    }

    fn ty(&self, i: usize) -> String {
        let a = &self.args[i];
        match &a.dims {
            None => a.elem.name().to_string(),
            Some(d) => {
                let mut s = String::from("memref<");
                for (n, dy) in d.iter().zip(&a.dynamic) {
                    if *dy {
                        s.push('?');
                    } else {
                        s.push_str(&n.to_string());
                    }
                    s.push('x');
                }
                s.push_str(a.elem.name());
                s.push('>');
                s
            }
        }
    }

    /// `ins(%a0, %a1 : t0, t1) outs(%a2 : t2)`.
    fn ins_outs(&self, ins: &[usize], outs: &[usize]) -> String {
        let list = |xs: &[usize]| {
            let names: Vec<String> = xs.iter().map(|i| format!("%a{i}")).collect();
            let tys: Vec<String> = xs.iter().map(|&i| self.ty(i)).collect();
            format!("{} : {}", names.join(", "), tys.join(", "))
        };
        let mut s = String::new();
        if !ins.is_empty() {
            s.push_str(&format!("ins({}) ", list(ins)));
        }
        s.push_str(&format!("outs({})", list(outs)));
        s
    }

    fn sizes(&mut self, rank: usize) -> Vec<usize> {
        (0..rank).map(|_| self.rng.gen_range(1..5)).collect()
    }

    fn line(&mut self, s: &str) {
        self.body.push_str("    ");
        self.body.push_str(s);
        self.body.push('\n');
    }
}

/// The convolution-like named ops: name, per input dim either a loop or a
/// window `(out loop, filter loop, window index)`, filter loops, output
/// loops, reduction flags, whether `strides`/`dilations` exist.
struct ConvOp {
    name: &'static str,
    input: &'static [Ix],
    filter: &'static [usize],
    output: &'static [usize],
    loops: usize,
    strided: bool,
    /// A `_q` variant (zero points as two more inputs) exists.
    quantized: bool,
}

#[derive(Clone, Copy)]
enum Ix {
    L(usize),
    W(usize, usize, usize),
}
use Ix::{L, W};

const CONVS: &[ConvOp] = &[
    ConvOp {
        name: "conv_1d",
        input: &[W(0, 1, 0)],
        filter: &[1],
        output: &[0],
        loops: 2,
        strided: false,
        quantized: false,
    },
    ConvOp {
        name: "conv_2d",
        input: &[W(0, 2, 0), W(1, 3, 1)],
        filter: &[2, 3],
        output: &[0, 1],
        loops: 4,
        strided: false,
        quantized: false,
    },
    ConvOp {
        name: "conv_3d",
        input: &[W(0, 3, 0), W(1, 4, 1), W(2, 5, 2)],
        filter: &[3, 4, 5],
        output: &[0, 1, 2],
        loops: 6,
        strided: false,
        quantized: false,
    },
    ConvOp {
        name: "conv_1d_nwc_wcf",
        input: &[L(0), W(1, 3, 0), L(4)],
        filter: &[3, 4, 2],
        output: &[0, 1, 2],
        loops: 5,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "conv_2d_nhwc_hwcf",
        input: &[L(0), W(1, 4, 0), W(2, 5, 1), L(6)],
        filter: &[4, 5, 6, 3],
        output: &[0, 1, 2, 3],
        loops: 7,
        strided: true,
        quantized: true,
    },
    ConvOp {
        name: "conv_2d_nhwc_fhwc",
        input: &[L(0), W(1, 4, 0), W(2, 5, 1), L(6)],
        filter: &[3, 4, 5, 6],
        output: &[0, 1, 2, 3],
        loops: 7,
        strided: true,
        quantized: true,
    },
    ConvOp {
        name: "conv_2d_nchw_fchw",
        input: &[L(0), L(4), W(2, 5, 0), W(3, 6, 1)],
        filter: &[1, 4, 5, 6],
        output: &[0, 1, 2, 3],
        loops: 7,
        strided: true,
        quantized: true,
    },
    ConvOp {
        name: "depthwise_conv_1d_nwc_wc",
        input: &[L(0), W(1, 3, 0), L(2)],
        filter: &[3, 2],
        output: &[0, 1, 2],
        loops: 4,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "depthwise_conv_2d_nhwc_hwc",
        input: &[L(0), W(1, 4, 0), W(2, 5, 1), L(3)],
        filter: &[4, 5, 3],
        output: &[0, 1, 2, 3],
        loops: 6,
        strided: true,
        quantized: true,
    },
    ConvOp {
        name: "conv_1d_ncw_fcw",
        input: &[L(0), L(3), W(2, 4, 0)],
        filter: &[1, 3, 4],
        output: &[0, 1, 2],
        loops: 5,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "conv_3d_ndhwc_dhwcf",
        input: &[L(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), L(8)],
        filter: &[5, 6, 7, 8, 4],
        output: &[0, 1, 2, 3, 4],
        loops: 9,
        strided: true,
        quantized: true,
    },
    ConvOp {
        name: "conv_3d_ncdhw_fcdhw",
        input: &[L(0), L(5), W(2, 6, 0), W(3, 7, 1), W(4, 8, 2)],
        filter: &[1, 5, 6, 7, 8],
        output: &[0, 1, 2, 3, 4],
        loops: 9,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "depthwise_conv_1d_ncw_cw",
        input: &[L(0), L(2), W(1, 3, 0)],
        filter: &[2, 3],
        output: &[0, 2, 1],
        loops: 4,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "depthwise_conv_2d_nchw_chw",
        input: &[L(0), L(3), W(1, 4, 0), W(2, 5, 1)],
        filter: &[3, 4, 5],
        output: &[0, 3, 1, 2],
        loops: 6,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "depthwise_conv_3d_ndhwc_dhwc",
        input: &[L(0), W(1, 4, 0), W(2, 5, 1), W(3, 6, 2), L(7)],
        filter: &[4, 5, 6, 7],
        output: &[0, 1, 2, 3, 7],
        loops: 8,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "conv_2d_ngchw_fgchw",
        input: &[L(0), L(1), L(5), W(3, 6, 0), W(4, 7, 1)],
        filter: &[2, 1, 5, 6, 7],
        output: &[0, 1, 2, 3, 4],
        loops: 8,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "conv_2d_ngchw_gfchw",
        input: &[L(0), L(1), L(5), W(3, 6, 0), W(4, 7, 1)],
        filter: &[1, 2, 5, 6, 7],
        output: &[0, 1, 2, 3, 4],
        loops: 8,
        strided: true,
        quantized: true,
    },
    ConvOp {
        name: "conv_2d_nhwgc_gfhwc",
        input: &[L(0), W(1, 5, 0), W(2, 6, 1), L(3), L(7)],
        filter: &[3, 4, 5, 6, 7],
        output: &[0, 1, 2, 3, 4],
        loops: 8,
        strided: true,
        quantized: true,
    },
    ConvOp {
        name: "depthwise_conv_1d_nwc_wcm",
        input: &[L(0), W(1, 4, 0), L(2)],
        filter: &[4, 2, 3],
        output: &[0, 1, 2, 3],
        loops: 5,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "depthwise_conv_2d_nhwc_hwcm",
        input: &[L(0), W(1, 5, 0), W(2, 6, 1), L(3)],
        filter: &[5, 6, 3, 4],
        output: &[0, 1, 2, 3, 4],
        loops: 7,
        strided: true,
        quantized: true,
    },
    ConvOp {
        name: "depthwise_conv_3d_ncdhw_cdhw",
        input: &[L(0), L(7), W(1, 4, 0), W(2, 5, 1), W(3, 6, 2)],
        filter: &[7, 4, 5, 6],
        output: &[0, 7, 1, 2, 3],
        loops: 8,
        strided: true,
        quantized: false,
    },
    ConvOp {
        name: "depthwise_conv_3d_ndhwc_dhwcm",
        input: &[L(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), L(8)],
        filter: &[5, 6, 7, 8, 4],
        output: &[0, 1, 2, 3, 8, 4],
        loops: 9,
        strided: true,
        quantized: false,
    },
];

/// Pooling layouts: name stem, input, window loops, output, loops.
type PoolLayout = (&'static str, &'static [Ix], &'static [usize], &'static [usize], usize);
const POOLS: &[PoolLayout] = &[
    ("pooling_nhwc", &[L(0), W(1, 4, 0), W(2, 5, 1), L(3)], &[4, 5], &[0, 1, 2, 3], 6),
    ("pooling_nwc", &[L(0), W(1, 3, 0), L(2)], &[3], &[0, 1, 2], 4),
    ("pooling_ncw", &[L(0), L(1), W(2, 3, 0)], &[3], &[0, 1, 2], 4),
    ("pooling_nchw", &[L(0), L(1), W(2, 4, 0), W(3, 5, 1)], &[4, 5], &[0, 1, 2, 3], 6),
    ("pooling_ndhwc", &[L(0), W(1, 5, 0), W(2, 6, 1), W(3, 7, 2), L(4)], &[5, 6, 7], &[0, 1, 2, 3, 4], 8),
];

/// Which pooling reductions exist for a layout.
fn pool_kinds(stem: &str) -> &'static [&'static str] {
    match stem {
        "pooling_nhwc" | "pooling_nwc" => &["sum", "max", "min", "max_unsigned", "min_unsigned"],
        "pooling_ndhwc" => &["sum", "max", "min"],
        _ => &["sum", "max"],
    }
}

fn dense(v: &[usize]) -> String {
    if v.iter().all(|&x| x == v[0]) {
        format!("dense<{}> : tensor<{}xi64>", v[0], v.len())
    } else {
        let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
        format!("dense<[{}]> : tensor<{}xi64>", s.join(", "), v.len())
    }
}

/// A convolution-like op over loops of `sizes`: the input's sizes.
fn window_input(input: &[Ix], sizes: &[usize], strides: &[usize], dilations: &[usize]) -> Vec<usize> {
    input
        .iter()
        .map(|ix| match *ix {
            L(l) => sizes[l],
            W(o, f, k) => (sizes[o] - 1) * strides[k] + (sizes[f] - 1) * dilations[k] + 1,
        })
        .collect()
}

fn gen_conv(g: &mut Gen) {
    let op = &CONVS[g.rng.gen_range(0..CONVS.len())];
    let sizes = g.sizes(op.loops);
    let windows = op.input.iter().filter(|i| matches!(i, W(..))).count();
    let (mut strides, mut dilations) = (vec![1; windows], vec![1; windows]);
    let mut attrs = Vec::new();
    if op.strided {
        if g.chance(2) {
            strides = (0..windows).map(|_| g.rng.gen_range(1..3)).collect();
            attrs.push(format!("strides = {}", dense(&strides)));
        }
        if g.chance(2) {
            dilations = (0..windows).map(|_| g.rng.gen_range(1..3)).collect();
            attrs.push(format!("dilations = {}", dense(&dilations)));
        }
    }
    let (ti, tf, to) = cast_types(g);
    let input = window_input(op.input, &sizes, &strides, &dilations);
    let filter: Vec<usize> = op.filter.iter().map(|&l| sizes[l]).collect();
    let output: Vec<usize> = op.output.iter().map(|&l| sizes[l]).collect();
    let a = g.memref(ti, &input, true);
    let b = g.memref(tf, &filter, true);
    let mut ins = vec![a, b];
    let mut suffix = "";
    if op.quantized && g.chance(2) {
        // The `_q` variant: zero points of any type, cast like the operands.
        suffix = "_q";
        let zp = if to.is_float() { g.pick(&ALL) } else { g.pick(&INTS) };
        ins.push(g.scalar(zp));
        ins.push(g.scalar(zp));
    }
    let c = g.memref(to, &output, true);
    let dict = if attrs.is_empty() { String::new() } else { format!(" {{{}}}", attrs.join(", ")) };
    let s = format!("linalg.{}{suffix}{dict} {}", op.name, g.ins_outs(&ins, &[c]));
    g.line(&s);
}

fn gen_pool(g: &mut Gen) {
    let (stem, input_ix, window, output, loops) = POOLS[g.rng.gen_range(0..POOLS.len())];
    let kind = g.pick(pool_kinds(stem));
    let sizes = g.sizes(loops);
    let windows = window.len();
    let (mut strides, mut dilations) = (vec![1; windows], vec![1; windows]);
    let mut attrs = Vec::new();
    if g.chance(2) {
        strides = (0..windows).map(|_| g.rng.gen_range(1..3)).collect();
        attrs.push(format!("strides = {}", dense(&strides)));
    }
    if g.chance(2) {
        dilations = (0..windows).map(|_| g.rng.gen_range(1..3)).collect();
        attrs.push(format!("dilations = {}", dense(&dilations)));
    }
    let unsigned = kind.ends_with("unsigned");
    let (ti, to) = if unsigned {
        (g.pick(&INTS), g.pick(&INTS))
    } else {
        let (a, _, c) = cast_types(g);
        (a, c)
    };
    let input = window_input(input_ix, &sizes, &strides, &dilations);
    let wsizes: Vec<usize> = window.iter().map(|&l| sizes[l]).collect();
    let osizes: Vec<usize> = output.iter().map(|&l| sizes[l]).collect();
    let a = g.memref(ti, &input, true);
    let wt = g.pick(&ALL);
    let b = g.memref(wt, &wsizes, true);
    let c = g.memref(to, &osizes, true);
    let dict = if attrs.is_empty() { String::new() } else { format!(" {{{}}}", attrs.join(", ")) };
    let s = format!("linalg.{stem}_{kind}{dict} {}", g.ins_outs(&[a, b], &[c]));
    g.line(&s);
}

/// Input, input and output element types of a casting op: mostly one type,
/// sometimes a mix (never a float read into an integer output, whose
/// conversion of a large value is poison).
fn cast_types(g: &mut Gen) -> (E, E, E) {
    let out = g.pick(&ALL);
    if g.chance(2) {
        return (out, out, out);
    }
    let mut input = || {
        let t = g.pick(&ALL);
        if t.is_float() && !out.is_float() { out } else { t }
    };
    (input(), input(), out)
}

fn gen_contraction(g: &mut Gen) {
    let which = g.rng.gen_range(0..13);
    let (name, a_loops, b_loops, c_loops, loops): (&str, &[usize], &[usize], &[usize], usize) = match which {
        0 => ("matmul", &[0, 2], &[2, 1], &[0, 1], 3),
        1 => ("batch_matmul", &[0, 1, 3], &[0, 3, 2], &[0, 1, 2], 4),
        2 => ("batch_reduce_matmul", &[0, 1, 3], &[0, 3, 2], &[1, 2], 4),
        3 => ("matvec", &[0, 1], &[1], &[0], 2),
        4 => ("vecmat", &[1], &[1, 0], &[0], 2),
        5 => ("batch_matvec", &[0, 1, 2], &[0, 2], &[0, 1], 3),
        6 => ("batch_vecmat", &[0, 2], &[0, 2, 1], &[0, 1], 3),
        7 => ("mmt4d", &[0, 2, 3, 5], &[1, 2, 4, 5], &[0, 1, 3, 4], 6),
        8 => ("batch_mmt4d", &[0, 1, 3, 4, 6], &[0, 2, 3, 5, 6], &[0, 1, 2, 4, 5], 7),
        9 => ("quantized_matmul", &[0, 2], &[2, 1], &[0, 1], 3),
        10 => ("quantized_batch_matmul", &[0, 1, 3], &[0, 3, 2], &[0, 1, 2], 4),
        11 => return gen_contract(g),
        _ => ("dot", &[0], &[0], &[], 1),
    };
    let sizes = g.sizes(loops);
    let (ta, tb, tc) = cast_types(g);
    let mut prefix = String::new();
    let (mut a_loops, mut b_loops) = (a_loops.to_vec(), b_loops.to_vec());
    if which == 0 && g.chance(3) {
        // User-defined maps: a transposed or broadcast operand.
        let m = |l: &[usize]| {
            let r: Vec<String> = l.iter().map(|d| format!("d{d}")).collect();
            format!("affine_map<(d0, d1, d2) -> ({})>", r.join(", "))
        };
        match g.rng.gen_range(0..4) {
            0 => a_loops = vec![2, 0],
            1 => b_loops = vec![1, 2],
            2 => a_loops = vec![2],
            _ => b_loops = vec![2],
        }
        prefix = format!(" indexing_maps = [{}, {}, {}]", m(&a_loops), m(&b_loops), m(c_loops));
    }
    if which <= 2 && g.chance(3) {
        let f = if g.chance(2) { "cast_unsigned" } else { "cast_signed" };
        prefix.push_str(&format!(" {{cast = #linalg.type_fn<{f}>}}"));
    }
    let dims = |l: &[usize]| -> Vec<usize> { l.iter().map(|&d| sizes[d]).collect() };
    let a = g.memref(ta, &dims(&a_loops), true);
    let b = g.memref(tb, &dims(&b_loops), true);
    let mut ins = vec![a, b];
    if name.starts_with("quantized") {
        // The zero points: scalars cast to the output type like the
        // operands.
        let zp = if tc.is_float() { g.pick(&ALL) } else { g.pick(&INTS) };
        ins.push(g.scalar(zp));
        ins.push(g.scalar(zp));
    }
    let c = g.memref(tc, &dims(c_loops), true);
    let s = format!("linalg.{name}{prefix} {}", g.ins_outs(&ins, &[c]));
    g.line(&s);
}

/// `linalg.contract`: a (batch) matmul whose operands are transposed at
/// random (each a projected permutation; the output's dims parallel, the
/// reduction dim in both inputs), sometimes with a `cast`.
fn gen_contract(g: &mut Gen) {
    let batch = g.chance(3);
    // Loops: [b,] m, n, k.
    let loops = if batch { 4 } else { 3 };
    let o = usize::from(batch);
    let (m, n, k) = (o, o + 1, o + 2);
    let mut a_loops = if g.chance(2) { vec![m, k] } else { vec![k, m] };
    let mut b_loops = if g.chance(2) { vec![k, n] } else { vec![n, k] };
    let mut c_loops = if g.chance(4) { vec![n, m] } else { vec![m, n] };
    if batch {
        for l in [&mut a_loops, &mut b_loops, &mut c_loops] {
            l.insert(0, 0);
        }
    }
    let sizes = g.sizes(loops);
    let (ta, tb, tc) = cast_types(g);
    let dims = |l: &[usize]| -> Vec<usize> { l.iter().map(|&d| sizes[d]).collect() };
    let results = |l: &[usize]| -> Vec<String> { l.iter().map(|d| format!("d{d}")).collect() };
    let maps = [&a_loops, &b_loops, &c_loops].map(|l| map_text(loops, &results(l)));
    let a = g.memref(ta, &dims(&a_loops), true);
    let b = g.memref(tb, &dims(&b_loops), true);
    let c = g.memref(tc, &dims(&c_loops), true);
    let mut cast = String::new();
    if g.chance(3) {
        let f = if g.chance(2) { "cast_unsigned" } else { "cast_signed" };
        cast = format!(" {{cast = #linalg.type_fn<{f}>}}");
    }
    let s = format!("linalg.contract indexing_maps = [{}]{cast} {}", maps.join(", "), g.ins_outs(&[a, b], &[c]));
    g.line(&s);
}

/// `linalg.select` or `linalg.elementwise` with kind `select`.
fn gen_select(g: &mut Gen, dims: &[usize]) {
    let t = g.pick(&ALL);
    let c = g.memref(E::I1, dims, true);
    let a = g.memref(t, dims, true);
    let b = g.memref(t, dims, true);
    let o = g.memref(t, dims, true);
    let op = if g.chance(2) { "select" } else { "elementwise kind=#linalg.elementwise_kind<select>" };
    let s = format!("linalg.{op} {}", g.ins_outs(&[c, a, b], &[o]));
    g.line(&s);
}

/// `linalg.elementwise` of a random kind, its inputs sometimes broadcast
/// along the output's leading dim (explicit maps).
fn gen_elementwise_kind(g: &mut Gen, dims: &[usize]) {
    let t = g.pick(&ALL);
    let kinds: &[&str] = if t.is_float() {
        &[
            "exp",
            "log",
            "abs",
            "ceil",
            "floor",
            "negf",
            "reciprocal",
            "round",
            "sqrt",
            "rsqrt",
            "square",
            "tanh",
            "erf",
            "add",
            "sub",
            "mul",
            "div",
            "max_signed",
            "min_signed",
            "powf",
        ]
    } else {
        // Integer division by a zero input is undefined.
        &["add", "sub", "mul", "max_signed", "min_signed", "max_unsigned", "min_unsigned"]
    };
    let kind = g.pick(kinds);
    let arity = if ["add", "sub", "mul", "div", "max_signed", "min_signed", "max_unsigned", "min_unsigned", "powf"]
        .contains(&kind)
    {
        2
    } else {
        1
    };
    let rank = dims.len();
    let all: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
    let mut maps = Vec::new();
    let mut ins = Vec::new();
    let mut explicit = false;
    for _ in 0..arity {
        if rank > 0 && g.chance(3) {
            explicit = true;
            maps.push(map_text(rank, &all[1..]));
            ins.push(g.memref(t, &dims[1..], true));
        } else {
            maps.push(map_text(rank, &all));
            ins.push(g.memref(t, dims, true));
        }
    }
    maps.push(map_text(rank, &all));
    let o = g.memref(t, dims, true);
    let maps = if explicit { format!(" indexing_maps = [{}]", maps.join(", ")) } else { String::new() };
    let s = format!("linalg.elementwise kind=#linalg.elementwise_kind<{kind}>{maps} {}", g.ins_outs(&ins, &[o]));
    g.line(&s);
}

fn gen_elementwise(g: &mut Gen) {
    let rank = g.rng.gen_range(0..4);
    let dims = g.sizes(rank);
    match g.rng.gen_range(0..6) {
        0 => return gen_select(g, &dims),
        1 => return gen_elementwise_kind(g, &dims),
        _ => {}
    }
    if g.chance(2) {
        let name = g.pick(&[
            "exp",
            "log",
            "abs",
            "ceil",
            "floor",
            "negf",
            "round",
            "sqrt",
            "rsqrt",
            "tanh",
            "erf",
            "reciprocal",
            "square",
        ]);
        let t = g.pick(&FLOATS);
        let a = g.memref(t, &dims, true);
        let c = g.memref(t, &dims, true);
        let s = format!("linalg.{name} {}", g.ins_outs(&[a], &[c]));
        g.line(&s);
    } else {
        let name = g.pick(&["add", "sub", "mul", "div", "max", "min", "powf"]);
        // mlir-opt 22's elementwise binary ops do not cast: mixed types
        // are rejected (sometimes generated, to compare the diagnostics):
        // an integer and a float input at parse time ("Cannot build binary
        // Linalg operation"), mixed widths by the payload's verifier.
        let (mut ta, mut tb, mut tc) = if g.chance(6) {
            cast_types(g)
        } else {
            let t = g.pick(&ALL);
            (t, t, t)
        };
        if (name == "div" || name == "powf") && !tc.is_float() {
            // Integer division by a zero input is undefined; powf takes
            // floats.
            (ta, tb, tc) = (E::F32, E::F32, E::F32);
        }
        let a = g.memref(ta, &dims, true);
        let b = g.memref(tb, &dims, true);
        let c = g.memref(tc, &dims, true);
        let s = format!("linalg.{name} {}", g.ins_outs(&[a, b], &[c]));
        g.line(&s);
    }
}

fn gen_fill_copy(g: &mut Gen) {
    let rank = g.rng.gen_range(0..4);
    let dims = g.sizes(rank);
    if g.chance(2) {
        let t = g.pick(&ALL);
        let s = g.scalar(t);
        let c = g.memref(t, &dims, true);
        let line = format!("linalg.fill {}", g.ins_outs(&[s], &[c]));
        g.line(&line);
    } else {
        let t = g.pick(&ALL);
        let a = g.memref(t, &dims, true);
        let c = g.memref(t, &dims, true);
        let line = format!("linalg.copy {}", g.ins_outs(&[a], &[c]));
        g.line(&line);
    }
}

fn gen_transpose_broadcast(g: &mut Gen) {
    let rank = g.rng.gen_range(1..4);
    let dims = g.sizes(rank);
    let t = g.pick(&ALL);
    if g.chance(2) {
        let mut perm: Vec<usize> = (0..rank).collect();
        for i in (1..rank).rev() {
            let j = g.rng.gen_range(0..=i);
            perm.swap(i, j);
        }
        let out: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
        let a = g.memref(t, &dims, true);
        let c = g.memref(t, &out, true);
        // The verifier compares sizes as written: a dimension and its
        // image are both dynamic or both static (and mostly static both).
        let dynamic: Vec<bool> = perm.iter().map(|&p| g.args[a].dynamic[p]).collect();
        g.args[c].dynamic = dynamic;
        let p: Vec<String> = perm.iter().map(|x| x.to_string()).collect();
        let s = format!("linalg.transpose {} permutation = [{}]", g.ins_outs(&[a], &[c]), p.join(", "));
        g.line(&s);
    } else {
        // The output's dimensions not in `dimensions` are the input's.
        let added: Vec<usize> = (0..rank).filter(|_| g.chance(2)).collect();
        let input: Vec<usize> = (0..rank).filter(|d| !added.contains(d)).map(|d| dims[d]).collect();
        let a = g.memref(t, &input, true);
        let c = g.memref(t, &dims, true);
        let kept: Vec<usize> = (0..rank).filter(|d| !added.contains(d)).collect();
        for (k, &d) in kept.iter().enumerate() {
            g.args[c].dynamic[d] = g.args[a].dynamic[k];
        }
        let p: Vec<String> = added.iter().map(|x| x.to_string()).collect();
        let s = format!("linalg.broadcast {} dimensions = [{}]", g.ins_outs(&[a], &[c]), p.join(", "));
        g.line(&s);
    }
}

/// A random payload value of type `want` from `avail` (values and their
/// types), appending its ops to `out`; `loops` is the number of
/// `linalg.index` dimensions available.
fn payload_value(
    g: &mut Gen,
    avail: &mut Vec<(String, E)>,
    want: E,
    loops: usize,
    depth: u32,
    out: &mut Vec<String>,
) -> String {
    let n = g.fresh;
    g.fresh += 1;
    let name = format!("%p{n}");
    let choice = if depth == 0 { 0 } else { g.rng.gen_range(0..8) };
    match choice {
        // An available value, converted.
        0 | 1 => {
            let (v, t) = avail[g.rng.gen_range(0..avail.len())].clone();
            convert(g, &v, t, want, out)
        }
        // linalg.index, converted.
        2 if loops > 0 => {
            let d = g.rng.gen_range(0..loops);
            out.push(format!("{name} = linalg.index {d} : index"));
            let i = format!("%p{n}i");
            out.push(format!("{i} = arith.index_cast {name} : index to i64"));
            convert(g, &i, E::I64, want, out)
        }
        // A constant.
        3 => {
            if want.is_float() {
                out.push(format!("{name} = arith.constant {}.5 : {}", g.rng.gen_range(-3..4), want.name()));
            } else {
                out.push(format!("{name} = arith.constant {} : {}", g.rng.gen_range(-5..6), want.name()));
            }
            avail.push((name.clone(), want));
            name
        }
        // A unary op.
        4 if want.is_float() => {
            let x = payload_value(g, avail, want, loops, depth - 1, out);
            let op = g.pick(&["math.absf", "arith.negf", "math.floor", "math.exp", "math.sqrt", "math.tanh"]);
            out.push(format!("{name} = {op} {x} : {}", want.name()));
            name
        }
        // select on a comparison.
        5 => {
            let x = payload_value(g, avail, want, loops, depth - 1, out);
            let y = payload_value(g, avail, want, loops, depth - 1, out);
            let c = format!("%p{n}c");
            if want.is_float() {
                let p = g.pick(&["olt", "oge", "une", "ult"]);
                out.push(format!("{c} = arith.cmpf {p}, {x}, {y} : {}", want.name()));
            } else {
                let p = g.pick(&["slt", "uge", "ne", "eq"]);
                out.push(format!("{c} = arith.cmpi {p}, {x}, {y} : {}", want.name()));
            }
            out.push(format!("{name} = arith.select {c}, {x}, {y} : {}", want.name()));
            name
        }
        // A binary op.
        _ => {
            let x = payload_value(g, avail, want, loops, depth - 1, out);
            let y = payload_value(g, avail, want, loops, depth - 1, out);
            let op = if want.is_float() {
                g.pick(&["arith.addf", "arith.subf", "arith.mulf", "arith.maximumf", "arith.minimumf", "arith.divf"])
            } else {
                g.pick(&[
                    "arith.addi",
                    "arith.subi",
                    "arith.muli",
                    "arith.maxsi",
                    "arith.minui",
                    "arith.xori",
                    "arith.andi",
                ])
            };
            out.push(format!("{name} = {op} {x}, {y} : {}", want.name()));
            name
        }
    }
}

/// `v : from` converted to `to` (ops appended to `out`).
fn convert(g: &mut Gen, v: &str, from: E, to: E, out: &mut Vec<String>) -> String {
    if from == to {
        return v.to_string();
    }
    let n = g.fresh;
    g.fresh += 1;
    let name = format!("%c{n}");
    let op = match (from.is_float(), to.is_float()) {
        (true, true) if from.width() < to.width() => "arith.extf",
        (true, true) => "arith.truncf",
        (false, false) if from.width() < to.width() => {
            if g.chance(2) {
                "arith.extsi"
            } else {
                "arith.extui"
            }
        }
        (false, false) => "arith.trunci",
        (false, true) => {
            if g.chance(2) {
                "arith.sitofp"
            } else {
                "arith.uitofp"
            }
        }
        // Float to integer: through a clamp-free route that stays defined
        // (a comparison, then a select of constants).
        (true, false) => {
            let zero = format!("%c{n}z");
            let cmp = format!("%c{n}k");
            let (one, other) = (format!("%c{n}o"), format!("%c{n}m"));
            out.push(format!("{zero} = arith.constant 0.0 : {}", from.name()));
            out.push(format!("{cmp} = arith.cmpf ogt, {v}, {zero} : {}", from.name()));
            out.push(format!("{one} = arith.constant 1 : {}", to.name()));
            out.push(format!("{other} = arith.constant -1 : {}", to.name()));
            out.push(format!("{name} = arith.select {cmp}, {one}, {other} : {}", to.name()));
            return name;
        }
    };
    out.push(format!("{name} = {op} {v} : {} to {}", from.name(), to.name()));
    name
}

fn map_text(loops: usize, results: &[String]) -> String {
    let ds: Vec<String> = (0..loops).map(|d| format!("d{d}")).collect();
    format!("affine_map<({}) -> ({})>", ds.join(", "), results.join(", "))
}

fn gen_generic(g: &mut Gen) {
    let loops = g.rng.gen_range(1..5);
    let sizes = g.sizes(loops);
    let reduction: Vec<bool> = (0..loops).map(|_| g.chance(3)).collect();
    let n_in = g.rng.gen_range(0..4);
    let n_out = g.rng.gen_range(1..3);
    let mut maps = Vec::new();
    let mut ins = Vec::new();
    let mut covered = vec![false; loops];
    for _ in 0..n_in {
        let t = g.pick(&ALL);
        if g.chance(8) {
            // A scalar input.
            ins.push(g.scalar(t));
            maps.push(map_text(loops, &[]));
            continue;
        }
        // A projected permutation of a random subset, sometimes with a
        // constant 0 (size-1 dimension) or a sum of two loops.
        let mut subset: Vec<usize> = (0..loops).filter(|_| !g.chance(3)).collect();
        for i in (1..subset.len()).rev() {
            let j = g.rng.gen_range(0..=i);
            subset.swap(i, j);
        }
        let mut results = Vec::new();
        let mut dims = Vec::new();
        for &d in &subset {
            results.push(format!("d{d}"));
            dims.push(sizes[d]);
            covered[d] = true;
        }
        if g.chance(5) {
            let at = g.rng.gen_range(0..=results.len());
            results.insert(at, "0".to_string());
            dims.insert(at, 1);
        }
        if loops >= 2 && g.chance(5) {
            let (x, y) = (g.rng.gen_range(0..loops), g.rng.gen_range(0..loops));
            if x != y {
                results.push(format!("d{x} + d{y}"));
                dims.push(sizes[x] + sizes[y] - 1);
            }
        }
        maps.push(map_text(loops, &results));
        ins.push(g.memref(t, &dims, true));
    }
    let mut outs = Vec::new();
    let parallel: Vec<usize> = (0..loops).filter(|&d| !reduction[d]).collect();
    for k in 0..n_out {
        let t = g.pick(&ALL);
        let mut perm = parallel.clone();
        for i in (1..perm.len()).rev() {
            let j = g.rng.gen_range(0..=i);
            perm.swap(i, j);
        }
        // The last output covers whatever loop no operand gave a size yet.
        if k + 1 == n_out {
            for (d, &c) in covered.iter().enumerate() {
                if !c && !perm.contains(&d) {
                    perm.push(d);
                }
            }
        }
        for &d in &perm {
            covered[d] = true;
        }
        let results: Vec<String> = perm.iter().map(|d| format!("d{d}")).collect();
        let dims: Vec<usize> = perm.iter().map(|&d| sizes[d]).collect();
        maps.push(map_text(loops, &results));
        outs.push(g.memref(t, &dims, true));
    }
    let iters: Vec<&str> = reduction.iter().map(|&r| if r { "\"reduction\"" } else { "\"parallel\"" }).collect();
    let iters = iters.join(", ");
    // Block arguments and payload.
    let operands: Vec<usize> = ins.iter().chain(&outs).copied().collect();
    let mut avail: Vec<(String, E)> =
        operands.iter().enumerate().map(|(i, &a)| (format!("%b{i}"), g.args[a].elem)).collect();
    let mut ops = Vec::new();
    let mut yields = Vec::new();
    for (k, &o) in outs.iter().enumerate() {
        let t = g.args[o].elem;
        let depth = g.rng.gen_range(0..4);
        let v = payload_value(g, &mut avail, t, loops, depth, &mut ops);
        // Accumulate into the output under a reduction.
        let v = if reduction.iter().any(|&r| r) && g.chance(2) {
            let acc = format!("%b{}", ins.len() + k);
            let name = format!("%acc{k}");
            let op = if t.is_float() { "arith.addf" } else { "arith.addi" };
            ops.push(format!("{name} = {op} {acc}, {v} : {}", t.name()));
            name
        } else {
            v
        };
        yields.push((v, t));
    }
    let args: Vec<String> =
        operands.iter().enumerate().map(|(i, &a)| format!("%b{i}: {}", g.args[a].elem.name())).collect();
    let mut s = format!(
        "linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} {} {{\n    ^bb0({}):\n",
        maps.join(", "),
        iters,
        g.ins_outs(&ins, &outs),
        args.join(", ")
    );
    for o in ops {
        s.push_str(&format!("      {o}\n"));
    }
    let yv: Vec<String> = yields.iter().map(|(v, _)| v.clone()).collect();
    let yt: Vec<&str> = yields.iter().map(|(_, t)| t.name()).collect();
    s.push_str(&format!("      linalg.yield {} : {}\n    }}", yv.join(", "), yt.join(", ")));
    g.line(&s);
}

fn gen_map_reduce(g: &mut Gen) {
    let rank = g.rng.gen_range(1..4);
    let dims = g.sizes(rank);
    let t = g.pick(&ALL);
    if g.chance(2) {
        let n_in = g.rng.gen_range(1..3);
        let ins: Vec<usize> = (0..n_in).map(|_| g.memref(t, &dims, true)).collect();
        let c = g.memref(t, &dims, true);
        same_dynamic(g, ins[0], &[c]);
        same_dynamic(g, ins[0], &ins);
        if n_in == 2 && g.chance(2) {
            let op = short_op(g, t);
            let s = format!("linalg.map {{ {op} }} {}", g.ins_outs(&ins, &[c]));
            g.line(&s);
        } else {
            // The init is the last block argument.
            let mut avail: Vec<(String, E)> = (0..=n_in).map(|i| (format!("%m{i}"), t)).collect();
            let mut ops = Vec::new();
            let depth = g.rng.gen_range(1..4);
            let v = payload_value(g, &mut avail, t, rank, depth, &mut ops);
            let args: Vec<String> = (0..=n_in).map(|i| format!("%m{i}: {}", t.name())).collect();
            let mut s = format!("linalg.map {} ({}) {{\n", g.ins_outs(&ins, &[c]), args.join(", "));
            for o in ops {
                s.push_str(&format!("      {o}\n"));
            }
            s.push_str(&format!("      linalg.yield {v} : {}\n    }}", t.name()));
            g.line(&s);
        }
    } else {
        let reduced: Vec<usize> = {
            let r: Vec<usize> = (0..rank).filter(|_| g.chance(2)).collect();
            if r.is_empty() { vec![g.rng.gen_range(0..rank)] } else { r }
        };
        let kept: Vec<usize> = (0..rank).filter(|d| !reduced.contains(d)).map(|d| dims[d]).collect();
        let a = g.memref(t, &dims, true);
        let c = g.memref(t, &kept, true);
        let kept_dims: Vec<usize> = (0..rank).filter(|d| !reduced.contains(d)).collect();
        for (k, &d) in kept_dims.iter().enumerate() {
            g.args[c].dynamic[k] = g.args[a].dynamic[d];
        }
        let ds: Vec<String> = reduced.iter().map(|d| d.to_string()).collect();
        if g.chance(2) {
            let op = short_op(g, t);
            let s = format!("linalg.reduce {{ {op} }} {} dimensions = [{}]", g.ins_outs(&[a], &[c]), ds.join(", "));
            g.line(&s);
        } else {
            let mut avail = vec![("%r0".to_string(), t), ("%r1".to_string(), t)];
            let mut ops = Vec::new();
            let depth = g.rng.gen_range(1..3);
            let v = payload_value(g, &mut avail, t, 0, depth, &mut ops);
            let s0 = format!(
                "linalg.reduce {} dimensions = [{}]\n    (%r0: {tn}, %r1: {tn}) {{\n",
                g.ins_outs(&[a], &[c]),
                ds.join(", "),
                tn = t.name()
            );
            let mut s = s0;
            for o in ops {
                s.push_str(&format!("      {o}\n"));
            }
            s.push_str(&format!("      linalg.yield {v} : {}\n    }}", t.name()));
            g.line(&s);
        }
    }
}

/// Gives the memrefs `others` the dynamic dimensions of `from` (same shape).
fn same_dynamic(g: &mut Gen, from: usize, others: &[usize]) {
    let d = g.args[from].dynamic.clone();
    for &o in others {
        g.args[o].dynamic = d.clone();
    }
}

fn short_op(g: &mut Gen, t: E) -> &'static str {
    if t.is_float() {
        g.pick(&["arith.addf", "arith.mulf", "arith.maximumf", "arith.minimumf"])
    } else {
        g.pick(&["arith.addi", "arith.muli", "arith.maxsi", "arith.minui"])
    }
}

/// A kernel of one to three structured ops and its inputs as JSON.
fn kernel(seed: u64) -> (String, String) {
    let mut g = Gen { rng: ChaCha8Rng::seed_from_u64(seed), args: Vec::new(), body: String::new(), fresh: 0 };
    for _ in 0..g.rng.gen_range(1..4) {
        match g.rng.gen_range(0..9) {
            0 => gen_fill_copy(&mut g),
            1 => gen_elementwise(&mut g),
            2 | 3 => gen_contraction(&mut g),
            4 => gen_conv(&mut g),
            5 => gen_pool(&mut g),
            6 => gen_transpose_broadcast(&mut g),
            7 => gen_map_reduce(&mut g),
            _ => gen_generic(&mut g),
        }
    }
    let params: Vec<String> = (0..g.args.len()).map(|i| format!("%a{i}: {}", g.ty(i))).collect();
    let module = format!("func.func @kernel({}) {{\n{}    return\n}}\n", params.join(", "), g.body);
    let values: Vec<String> = (0..g.args.len())
        .map(|i| {
            let (elem, dims) = (g.args[i].elem, g.args[i].dims.clone());
            let value = |g: &mut Gen| {
                if elem == E::I1 {
                    g.rng.gen_range(0..2).to_string()
                } else if elem.is_float() {
                    format!("{}", g.rng.gen_range(-32..=32) as f64 / 8.0)
                } else {
                    g.rng.gen_range(-8..=8).to_string()
                }
            };
            match dims {
                None => value(&mut g),
                Some(d) => {
                    let count: usize = d.iter().product();
                    let texts: Vec<String> = (0..count).map(|_| value(&mut g)).collect();
                    affine_testing::generator::nested_literal(&texts, &d.iter().map(|&x| x as i64).collect::<Vec<_>>())
                }
            }
        })
        .collect();
    (module, format!("[{}]", values.join(", ")))
}

fn affine_opt(input: &str, args: &[&str]) -> Result<String, String> {
    run_on_stdin(env!("CARGO_BIN_EXE_affine-opt"), input, args)
}

#[test]
fn linalg_on_memrefs_matches_mlir_opt() {
    let Some(tools) = Tools::from_env_or_skip("linalg differential") else { return };
    let dump = std::env::var_os("AFFINE_LINALG_DIFF_DUMP").map(std::path::PathBuf::from);
    let (mut identical, mut problems) = (0usize, Vec::new());
    let start = std::time::Instant::now();
    let seeds = seeds();
    for seed in seeds.clone() {
        let (kernel, json) = kernel(seed);
        if let Some(dir) = &dump {
            std::fs::create_dir_all(dir).expect("dump dir");
            std::fs::write(dir.join(format!("seed-{seed}.mlir")), &kernel).expect("dump kernel");
        }
        let tag = format!("seed {seed}");
        let original = match execute(&kernel, &json) {
            Ok(m) => Some(m),
            // An invalid kernel (mixed element types) is fine when both
            // tools reject it alike (compared below).
            Err(e) => {
                if run_on_stdin(&tools.mlir_opt.display().to_string(), &kernel, &[]).is_ok() {
                    problems.push(format!("{tag}: the kernel does not run: {e}\n{kernel}"));
                }
                None
            }
        };
        for config in CONFIGS {
            let tag = format!("{tag} {}", config.join(" "));
            let ours = affine_opt(&kernel, config);
            let theirs = run_on_stdin(&tools.mlir_opt.display().to_string(), &kernel, config);
            match (&ours, &theirs) {
                (Ok(a), Ok(b)) if a == b => identical += 1,
                (Ok(a), Ok(b)) => {
                    problems.push(format!("{tag}: outputs differ\n{kernel}\n--- ours\n{a}\n--- mlir-opt\n{b}"))
                }
                (Err(a), Ok(_)) => problems.push(format!("{tag}: ours failed: {a}\n{kernel}")),
                (Ok(_), Err(b)) => problems.push(format!("{tag}: mlir-opt failed: {b}\n{kernel}")),
                (Err(a), Err(b)) if a == b => identical += 1,
                (Err(a), Err(b)) => problems.push(format!("{tag}: both failed:\n{a}\n{b}\n{kernel}")),
            }
            if config.is_empty() || config[0].starts_with("--") {
                continue;
            }
            if let (Some(original), Ok(ours)) = (&original, &ours) {
                match execute(ours, &json) {
                    Ok(after) if &after == original => {}
                    Ok(_) => problems.push(format!("{tag}: our output computes something else\n{kernel}\n{ours}")),
                    Err(e) => problems.push(format!("{tag}: our output does not run: {e}\n{ours}")),
                }
            }
        }
    }
    eprintln!(
        "linalg differential: seeds {seeds:?}, {identical} identical outputs, {} problems, {:.1?}",
        problems.len(),
        start.elapsed()
    );
    if !problems.is_empty() {
        for p in &problems {
            eprintln!("{}", p.lines().next().unwrap_or_default());
        }
        for p in problems.iter().take(5) {
            eprintln!("\n{p}");
        }
        panic!("{} problems (first five above)", problems.len());
    }
}
