//! Differential test of `arith` float constant folding against `mlir-opt`
//! 22: random constants of every builtin float format (`f80` / `f128`, the
//! 8-, 6- and 4-bit formats, `bf16`, `f16`, `tf32`, `f32`, `f64`), special
//! values included (NaNs with payloads, infinities, zeros, the largest and
//! smallest values), go through every float folder of `arith` (arithmetic,
//! `cmpf` with all predicates, min/max, int <-> float casts, `extf` /
//! `truncf` between formats, `bitcast`), as scalars, splats and dense
//! vectors; both tools run `-canonicalize` and must print byte-identical
//! output.
//!
//! Needs `mlir-opt`: fails when it is missing under `CI`, skips with a
//! message otherwise. `AFFINE_FLOAT_FOLD_SEEDS=N` sets the number of
//! generated functions (default 120; each has about 60 ops).

use affine_ir::context::FloatKind;
mod fold_support;

use affine_testing::runner::Tools;
use rand::{Rng as _, SeedableRng};

/// Deterministic test data.
type Rng = rand_chacha::ChaCha8Rng;

fn seeds() -> u64 {
    std::env::var("AFFINE_FLOAT_FOLD_SEEDS").ok().and_then(|v| v.parse().ok()).unwrap_or(120)
}

/// A float literal for a random value of `k`: its bit pattern in hex, a
/// decimal value, or a special value's bits.
fn literal(rng: &mut Rng, k: FloatKind) -> String {
    if k == FloatKind::F8E8M0FNU {
        // Positive values only, NaN (0xFF) excluded: mlir-opt 22 converts
        // this format's NaN to other formats as an infinity's encoding
        // (tests/lit/upstream-bugs/extf-f8E8M0FNU-nan-becomes-inf.mlir).
        return match rng.gen_range(0..3) {
            0 => format!("0x{:02X}", rng.gen_range(0..0xFFu32)),
            _ => decimal(2f64.powi(rng.gen_range(-20..20)) * rng.gen_range(0.7..1.5)),
        };
    }
    let bits = k.width();
    let digits = bits.div_ceil(4) as usize;
    let mask = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
    match rng.gen_range(0..10) {
        0..=2 => {
            let b = rng.r#gen::<u128>() & mask;
            format!("0x{b:0digits$X}")
        }
        3..=6 => {
            // A short decimal: small integers and binary fractions, which
            // give exact and inexact results alike.
            let m: i32 = rng.gen_range(-40..40);
            let e: i32 = rng.gen_range(-6..6);
            let v = m as f64 * 2f64.powi(e);
            decimal(v)
        }
        7 => decimal(rng.gen_range(-1.0e6..1.0e6)),
        _ => {
            // Specials: zeros, ones, NaNs (quiet / signaling, payloads),
            // infinities, the largest and smallest encodings.
            let s = k.semantics();
            let sign = if rng.gen_bool(0.5) { 1u128 << (bits - 1) } else { 0 };
            let exp_all = mask >> 1 & !((1u128 << (s.precision - 1).min(bits - 1)) - 1);
            let pick = match rng.gen_range(0..6) {
                0 => sign,
                1 => sign | exp_all,
                2 => sign | exp_all | (1u128 << (s.precision.saturating_sub(2))),
                3 => sign | (mask >> 1),
                4 => sign | 1,
                _ => sign | exp_all | 1,
            };
            format!("0x{:0digits$X}", pick & mask)
        }
    }
}

fn decimal(v: f64) -> String {
    let s = format!("{v:e}");
    match s.split_once('e') {
        Some((m, e)) if !m.contains('.') => format!("{m}.0e{e}"),
        _ => s,
    }
}

const BINARY: [&str; 9] = [
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.remf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
];

const PREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];

const INT_WIDTHS: [u32; 6] = [1, 8, 16, 32, 64, 128];

/// A function with constants of `k` and folding candidates on them.
fn function(rng: &mut Rng, name: &str, k: FloatKind) -> String {
    let t = k.name();
    let mut body = String::new();
    let mut results: Vec<(String, String)> = Vec::new();
    let n = 6;
    for i in 0..n {
        body += &format!("  %c{i} = arith.constant {} : {t}\n", literal(rng, k));
    }
    let vt = format!("vector<3x{t}>");
    for i in 0..2 {
        let lits: Vec<String> = (0..3).map(|_| literal(rng, k)).collect();
        let value = if rng.gen_bool(0.4) { lits[0].clone() } else { format!("[{}]", lits.join(", ")) };
        body += &format!("  %v{i} = arith.constant dense<{value}> : {vt}\n");
    }
    let mut id = 0;
    let mut push = |body: &mut String, results: &mut Vec<(String, String)>, text: String, ty: String| {
        body.push_str(&format!("  %r{id} = {text}\n"));
        results.push((format!("%r{id}"), ty));
        id += 1;
    };
    let c = |rng: &mut Rng| format!("%c{}", rng.gen_range(0..n));
    for _ in 0..24 {
        let op = BINARY[rng.gen_range(0..BINARY.len())];
        let (a, b) = (c(rng), c(rng));
        push(&mut body, &mut results, format!("{op} {a}, {b} : {t}"), t.to_string());
    }
    for op in BINARY.iter().take(6) {
        let (a, b) = (rng.gen_range(0..2), rng.gen_range(0..2));
        push(&mut body, &mut results, format!("{op} %v{a}, %v{b} : {vt}"), vt.clone());
    }
    for _ in 0..10 {
        let p = PREDICATES[rng.gen_range(0..PREDICATES.len())];
        let (a, b) = (c(rng), c(rng));
        push(&mut body, &mut results, format!("arith.cmpf {p}, {a}, {b} : {t}"), "i1".into());
    }
    for _ in 0..3 {
        let a = c(rng);
        push(&mut body, &mut results, format!("arith.negf {a} : {t}"), t.to_string());
    }
    push(&mut body, &mut results, format!("arith.negf %v0 : {vt}"), vt.clone());
    // Casts to and from every other format of another width.
    for other in FloatKind::ALL {
        let (op, ok) = match other.width().cmp(&k.width()) {
            std::cmp::Ordering::Greater => ("arith.extf", true),
            std::cmp::Ordering::Less => ("arith.truncf", true),
            std::cmp::Ordering::Equal => ("", false),
        };
        if !ok || !rng.gen_bool(0.5) {
            continue;
        }
        let a = c(rng);
        let o = other.name();
        push(&mut body, &mut results, format!("{op} {a} : {t} to {o}"), o.to_string());
    }
    for _ in 0..4 {
        let w = INT_WIDTHS[rng.gen_range(1..INT_WIDTHS.len())];
        let op = if rng.gen_bool(0.5) { "arith.fptosi" } else { "arith.fptoui" };
        let a = c(rng);
        push(&mut body, &mut results, format!("{op} {a} : {t} to i{w}"), format!("i{w}"));
    }
    for j in 0..4 {
        let w = INT_WIDTHS[rng.gen_range(0..INT_WIDTHS.len())];
        let v: i128 = match rng.gen_range(0..3) {
            0 => rng.gen_range(-300..300),
            1 => rng.r#gen::<i64>() as i128,
            _ => rng.r#gen::<i128>(),
        };
        let v = if w == 1 { v & 1 } else { v >> (128 - w) };
        let lit = match (w, v) {
            (1, 0) => "false".to_string(),
            (1, _) => "true".to_string(),
            _ => format!("{v} : i{w}"),
        };
        body += &format!("  %i{j} = arith.constant {lit}\n");
        let op = if rng.gen_bool(0.5) { "arith.sitofp" } else { "arith.uitofp" };
        let text = format!("{op} %i{j} : i{w} to {t}");
        push(&mut body, &mut results, text, t.to_string());
    }
    let w = k.width();
    let a = c(rng);
    push(&mut body, &mut results, format!("arith.bitcast {a} : {t} to i{w}"), format!("i{w}"));
    // A signed value: our parser rejects an unsigned one above the signed
    // range of i128 that mlir-opt accepts (not a folding matter).
    let b = rng.r#gen::<i128>() >> (128 - w);
    body += &format!("  %bits = arith.constant {b} : i{w}\n");
    push(&mut body, &mut results, format!("arith.bitcast %bits : i{w} to {t}"), t.to_string());
    let names: Vec<&str> = results.iter().map(|(n, _)| n.as_str()).collect();
    let types: Vec<&str> = results.iter().map(|(_, t)| t.as_str()).collect();
    format!(
        "func.func @{name}() -> ({}) {{\n{body}  return {} : {}\n}}\n",
        types.join(", "),
        names.join(", "),
        types.join(", ")
    )
}

#[test]
fn float_folds_print_what_mlir_opt_prints() {
    let Some(tools) = Tools::from_env_or_skip("float folding differential test") else { return };
    fold_support::compare_canonicalize(&tools, seeds(), "AFFINE_FLOAT_FOLD_DUMP", |seed| {
        let mut rng = Rng::seed_from_u64(seed);
        let k = FloatKind::ALL[seed as usize % FloatKind::ALL.len()];
        function(&mut rng, &format!("seed{seed}_{}", k.name()), k)
    });
}
