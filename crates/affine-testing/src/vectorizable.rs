//! Random programs for the super-vectorizer's differential test: one
//! function `@kernel` of a few loop nests of the kinds vectorization is
//! about, free of undefined behaviour for any input the interpreter's
//! random inputs give (every subscript stays in bounds; integer divisions
//! divide by non-zero values):
//!
//! - elementwise nests (1-D, 2-D, 3-D) with loop-invariant operands,
//!   constants, offsets, transposed and broadcast (invariant) accesses;
//! - reductions with `iter_args` of every kind MLIR vectorizes (`addf`,
//!   `mulf`, `minimumf`, `maximumf`, `minnumf`, `maxnumf`, `addi`, `muli`,
//!   `andi`, `ori`, `xori`, `minsi`, `maxsi`, `minui`, `maxui`), along the
//!   inner loop or the outer one, with neutral or other initial values;
//! - trip counts that are not multiples of the vector sizes, symbolic upper
//!   bounds (`min(%n, size)`), non-zero lower bounds, steps of 2;
//! - subscripts that lanes must not treat as contiguous (`floordiv`, `mod`,
//!   strides, reversal) and integer divisions.
//!
//! Float inputs are multiples of 1/8 in [-4, 4] (the interpreter's random
//! inputs), so sums and extrema are exact in any order; products are kept
//! short.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Rows of the 2-D memrefs.
pub const ROWS: i64 = 24;
/// Columns of the 2-D memrefs.
pub const COLS: i64 = 40;
/// Size of the 1-D memrefs.
pub const LEN: i64 = 40;

/// A generated program.
#[derive(Clone, Debug)]
pub struct VectorizableProgram {
    /// The seed.
    pub seed: u64,
    /// A module with the function `@kernel`.
    pub text: String,
}

const FLOAT_KINDS: &[&str] = &["addf", "mulf", "minimumf", "maximumf", "minnumf", "maxnumf"];
const INT_KINDS: &[&str] = &["addi", "muli", "andi", "ori", "xori", "minsi", "maxsi", "minui", "maxui"];

/// The neutral element of a kind, as an `arith.constant` value.
fn neutral(kind: &str) -> &'static str {
    match kind {
        "addf" => "0.0 : f32",
        "mulf" => "1.0 : f32",
        "minimumf" => "0x7F800000 : f32",
        "maximumf" => "0xFF800000 : f32",
        "minnumf" => "0x7FC00000 : f32",
        "maxnumf" => "0xFFC00000 : f32",
        "addi" | "ori" | "xori" | "maxui" => "0 : i32",
        "muli" => "1 : i32",
        "andi" | "minui" => "-1 : i32",
        "minsi" => "2147483647 : i32",
        _ => "-2147483648 : i32",
    }
}

struct Gen {
    rng: ChaCha8Rng,
    body: Vec<String>,
    /// Values returned by the function: (name, type).
    results: Vec<(String, &'static str)>,
    next: usize,
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    fn line(&mut self, depth: usize, text: String) {
        self.body.push(format!("{}{}", "  ".repeat(depth + 1), text));
    }

    /// `lb to ub [step s]` for a loop over at most `max` iterations (an odd
    /// count, a multiple of 8, a symbolic bound, a non-zero lower bound, a
    /// step of 2).
    fn bounds(&mut self, max: i64) -> String {
        let pick = self.rng.gen_range(0..10);
        match pick {
            0 | 1 => {
                let ub = (max / 8) * 8;
                format!("0 to {ub}")
            }
            2 | 3 => {
                let ub = self.rng.gen_range(1..=max);
                format!("0 to {ub}")
            }
            4 => {
                let lb = self.rng.gen_range(1..=max / 2);
                format!("{lb} to {max}")
            }
            5 => format!("0 to min affine_map<()[s0] -> (s0, {max})>()[%n]"),
            6 => {
                let ub = self.rng.gen_range(1..=max);
                format!("0 to {ub} step 2")
            }
            _ => format!("0 to {max}"),
        }
    }

    fn float_operand(&mut self, depth: usize, loaded: &str) -> String {
        match self.rng.gen_range(0..5) {
            0 => {
                let v = self.fresh("m");
                self.line(depth, format!("{v} = arith.mulf {loaded}, %s : f32"));
                v
            }
            1 => {
                let v = self.fresh("a");
                self.line(depth, format!("{v} = arith.addf {loaded}, %two : f32"));
                v
            }
            2 => {
                let v = self.fresh("e");
                self.line(depth, format!("{v} = math.absf {loaded} : f32"));
                v
            }
            _ => loaded.to_string(),
        }
    }

    /// An elementwise nest of 1 or 2 loops.
    fn elementwise(&mut self) {
        let dims = self.rng.gen_range(1..=2);
        let float = self.rng.gen_bool(0.7);
        let (mem, ty) = if float { ("%A", "f32") } else { ("%I", "i32") };
        let (out, _) = if float { ("%C", "f32") } else { ("%J", "i32") };
        if dims == 1 {
            let b = self.bounds(LEN - 2);
            let i = self.fresh("i");
            self.line(0, format!("affine.for {i} = {b} {{"));
            let (vm, vty) = if float { ("%v", "memref<40xf32>") } else { ("%w", "memref<40xi32>") };
            let x = self.fresh("x");
            let sub = match self.rng.gen_range(0..8) {
                0 => format!("{i} floordiv 2"),
                1 => format!("{i} mod 8"),
                2 => format!("37 - {i}"),
                3 => format!("{i} + 2"),
                _ => i.clone(),
            };
            self.line(1, format!("{x} = affine.load {vm}[{sub}] : {vty}"));
            let y = if float {
                self.float_operand(1, &x)
            } else {
                let y = self.fresh("y");
                let op = *["arith.addi", "arith.muli", "arith.maxsi", "arith.divsi"]
                    .choose(&mut self.rng)
                    .unwrap_or(&"arith.addi");
                let rhs = if op == "arith.divsi" { "%c7" } else { "%t" };
                self.line(1, format!("{y} = {op} {x}, {rhs} : i32"));
                y
            };
            let st = if self.rng.gen_bool(0.2) { format!("{i} * 2 floordiv 2") } else { i.clone() };
            let target = if float { "%v2" } else { "%w2" };
            self.line(1, format!("affine.store {y}, {target}[{st}] : {vty}"));
            self.line(0, "}".into());
            return;
        }
        let bi = self.bounds(ROWS);
        let bj = self.bounds(COLS);
        let (i, j) = (self.fresh("i"), self.fresh("j"));
        self.line(0, format!("affine.for {i} = {bi} {{"));
        self.line(1, format!("affine.for {j} = {bj} {{"));
        let mty = format!("memref<24x40x{ty}>");
        let x = self.fresh("x");
        self.line(2, format!("{x} = affine.load {mem}[{i}, {j}] : {mty}"));
        let y = if float {
            let y = self.fresh("y");
            match self.rng.gen_range(0..3) {
                0 => {
                    // A broadcast: the row value, invariant along the inner loop.
                    let r = self.fresh("r");
                    self.line(2, format!("{r} = affine.load %v[{i}] : memref<40xf32>"));
                    self.line(2, format!("{y} = arith.mulf {x}, {r} : f32"));
                }
                1 => {
                    // A transposed read.
                    let t = self.fresh("t");
                    self.line(2, format!("{t} = affine.load %T[{j}, {i}] : memref<40x24xf32>"));
                    self.line(2, format!("{y} = arith.subf {x}, {t} : f32"));
                }
                _ => {
                    let z = self.float_operand(2, &x);
                    self.line(2, format!("{y} = arith.maximumf {z}, %s : f32"));
                }
            }
            y
        } else {
            let y = self.fresh("y");
            self.line(2, format!("{y} = arith.xori {x}, %t : i32"));
            y
        };
        self.line(2, format!("affine.store {y}, {out}[{i}, {j}] : {mty}"));
        self.line(1, "}".into());
        self.line(0, "}".into());
    }

    /// A reduction with `iter_args`: of rows (inner loop), of columns (the
    /// outer loop vectorizable), or of a vector into a returned value.
    fn reduction(&mut self) {
        let float = self.rng.gen_bool(0.5);
        let kind = *if float { FLOAT_KINDS } else { INT_KINDS }.choose(&mut self.rng).unwrap_or(&"addf");
        let ty = if float { "f32" } else { "i32" };
        let init = self.fresh("init");
        match self.rng.gen_range(0..3) {
            0 => self.line(0, format!("{init} = arith.constant {}", neutral(kind))),
            1 => {
                // A value from the arguments.
                let text = if float { "arith.addf %s, %zero : f32" } else { "arith.addi %t, %c0_i32 : i32" };
                self.line(0, format!("{init} = {text}"));
            }
            _ => {
                let vm = if float { "%v" } else { "%w" };
                self.line(0, format!("{init} = affine.load {vm}[3] : memref<40x{ty}>"));
            }
        }
        // Products stay short so that floats do not overflow.
        let max = if kind == "mulf" { 12 } else { COLS };
        let op = format!("arith.{kind}");
        let mem = if float { "%A" } else { "%I" };
        let mty = format!("memref<24x40x{ty}>");
        match self.rng.gen_range(0..3) {
            pick @ (0 | 1) => {
                // Row reductions (the inner loop reduces along a row) or
                // column reductions (the outer loop carries one per lane),
                // stored per row / column.
                let rows = pick == 0;
                let (outer_max, inner_max) = match (rows, kind == "mulf") {
                    (true, _) => (ROWS, max),
                    (false, true) => (COLS, 12),
                    (false, false) => (COLS, ROWS),
                };
                let bo = self.bounds(outer_max);
                let bi = self.bounds(inner_max);
                let (o, i, acc, r) = (self.fresh("o"), self.fresh("i"), self.fresh("acc"), self.fresh("r"));
                self.line(0, format!("affine.for {o} = {bo} {{"));
                self.line(1, format!("{r} = affine.for {i} = {bi} iter_args({acc} = {init}) -> ({ty}) {{"));
                let x = self.fresh("x");
                let (sub, operands) = if rows {
                    (format!("{o}, {i}"), format!("{acc}, {x}"))
                } else {
                    (format!("{i}, {o}"), format!("{x}, {acc}"))
                };
                self.line(2, format!("{x} = affine.load {mem}[{sub}] : {mty}"));
                let n = self.fresh("n");
                self.line(2, format!("{n} = {op} {operands} : {ty}"));
                self.line(2, format!("affine.yield {n} : {ty}"));
                self.line(1, "}".into());
                let vm = if float { "%v2" } else { "%w2" };
                self.line(1, format!("affine.store {r}, {vm}[{o}] : memref<40x{ty}>"));
                self.line(0, "}".into());
            }
            _ => {
                // A whole vector into a returned value.
                let b = self.bounds(max);
                let (i, acc, r) = (self.fresh("i"), self.fresh("acc"), self.fresh("r"));
                let vm = if float { "%v" } else { "%w" };
                self.line(0, format!("{r} = affine.for {i} = {b} iter_args({acc} = {init}) -> ({ty}) {{"));
                let x = self.fresh("x");
                self.line(1, format!("{x} = affine.load {vm}[{i}] : memref<40x{ty}>"));
                let n = self.fresh("n");
                self.line(1, format!("{n} = {op} {acc}, {x} : {ty}"));
                self.line(1, format!("affine.yield {n} : {ty}"));
                self.line(0, "}".into());
                self.results.push((r, if float { "f32" } else { "i32" }));
            }
        }
    }
}

/// The program of `seed`.
pub fn generate_vectorizable(seed: u64) -> VectorizableProgram {
    let mut g = Gen { rng: ChaCha8Rng::seed_from_u64(seed), body: Vec::new(), results: Vec::new(), next: 0 };
    let nests = g.rng.gen_range(1..=3);
    for _ in 0..nests {
        if g.rng.gen_bool(0.5) {
            g.reduction();
        } else {
            g.elementwise();
        }
    }
    let result_types: Vec<&str> = g.results.iter().map(|r| r.1).collect();
    let result_names: Vec<&str> = g.results.iter().map(|r| r.0.as_str()).collect();
    let mut text = String::new();
    text.push_str(
        "func.func @kernel(%A: memref<24x40xf32>, %C: memref<24x40xf32>, %T: memref<40x24xf32>,\n\
         \x20                 %I: memref<24x40xi32>, %J: memref<24x40xi32>,\n\
         \x20                 %v: memref<40xf32>, %v2: memref<40xf32>, %w: memref<40xi32>, %w2: memref<40xi32>,\n\
         \x20                 %s: f32, %t: i32, %n: index)",
    );
    if !result_types.is_empty() {
        text.push_str(&format!(" -> ({})", result_types.join(", ")));
    }
    text.push_str(" {\n");
    text.push_str("  %zero = arith.constant 0.0 : f32\n");
    text.push_str("  %two = arith.constant 2.0 : f32\n");
    text.push_str("  %c0_i32 = arith.constant 0 : i32\n");
    text.push_str("  %c7 = arith.constant 7 : i32\n");
    for l in &g.body {
        text.push_str(l);
        text.push('\n');
    }
    if result_names.is_empty() {
        text.push_str("  return\n}\n");
    } else {
        text.push_str(&format!("  return {} : {}\n}}\n", result_names.join(", "), result_types.join(", ")));
    }
    VectorizableProgram { seed, text }
}

/// The `-affine-super-vectorize` options a program is checked with (a few
/// configurations per seed: 1-D sizes including odd ones, 2-D, with and
/// without reductions, with `test-fastest-varying`).
pub fn vectorize_configurations(seed: u64) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_7ec7);
    let all = [
        "virtual-vector-size=4",
        "virtual-vector-size=8",
        "virtual-vector-size=3",
        "virtual-vector-size=16 vectorize-reductions=true",
        "virtual-vector-size=4 vectorize-reductions=true",
        "virtual-vector-size=8 vectorize-reductions=true",
        "virtual-vector-size=5 vectorize-reductions=true",
        "virtual-vector-size=4,8",
        "virtual-vector-size=2,4",
        "virtual-vector-size=8 test-fastest-varying=0",
        "virtual-vector-size=4 test-fastest-varying=1",
        "virtual-vector-size=4,4 test-fastest-varying=0,1",
    ];
    let mut picked: Vec<String> = all.choose_multiple(&mut rng, 3).map(|s| s.to_string()).collect();
    picked.sort();
    picked
}
