//! Differential test of `arith` / `math` integer folding and
//! canonicalization on integers wider than 64 bits against `mlir-opt` 22:
//! random functions over `i65`, `i127`, `i128`, `i129`, `i200`, `i256`
//! with constants near the edges of the range (the extremes, ±1 around
//! them, powers of two around 64 and 128 bits) go through every integer
//! folder (arithmetic, bitwise, shifts, divisions, min/max, `cmpi` with
//! every predicate), the constant-chain patterns (`addi` / `subi` /
//! `muli` of an argument and constants, both orders, with and without
//! overflow flags), `extsi` / `extui` / `trunci` between the widths,
//! `sitofp` / `uitofp` to `f32` / `f64` / `f128` and back (`fptosi` /
//! `fptoui`), `cmpf` of a converted argument against a float constant, the
//! extended arithmetic (`mulsi_extended`, `mului_extended`, `addui_extended`), and
//! `math.absi` / `ctlz` / `cttz` / `ctpop` / `ipowi`, as scalars and splat
//! vectors; both tools run `-canonicalize` and must print byte-identical
//! output (nothing wraps at 128 bits).
//!
//! Needs `mlir-opt`: fails when it is missing under `CI`, skips with a
//! message otherwise. `AFFINE_WIDE_INT_SEEDS=N` sets the number of
//! generated functions (default 60; each has about 50 ops).

mod fold_support;

use affine_testing::runner::Tools;
use num_bigint::BigInt;
use rand::{Rng as _, SeedableRng};

/// Deterministic test data.
type Rng = rand_chacha::ChaCha8Rng;

const WIDTHS: [u32; 6] = [65, 127, 128, 129, 200, 256];

fn seeds() -> u64 {
    std::env::var("AFFINE_WIDE_INT_SEEDS").ok().and_then(|v| v.parse().ok()).unwrap_or(60)
}

/// A signed value of width `w` near an edge of its range (or small).
fn edge_value(rng: &mut Rng, w: u32) -> BigInt {
    let one = BigInt::from(1u8);
    let half = &one << (w - 1) as usize;
    let base = match rng.gen_range(0..8) {
        0 => &half - 1,
        1 => -&half,
        2 => BigInt::from(0u8),
        3 => &one << 64usize.min(w as usize - 2),
        4 => &one << 127usize.min(w as usize - 2),
        5 => -(&one << 127usize.min(w as usize - 2)),
        6 => BigInt::from(rng.r#gen::<i64>()),
        _ => BigInt::from(rng.gen_range(-8i64..8)),
    };
    let v = base + BigInt::from(rng.gen_range(-2i64..3));
    // Wrapped into the signed range (what the parser accepts as is).
    let m = &one << w as usize;
    let mut r = ((v % &m) + &m) % &m;
    if r >= half {
        r -= m;
    }
    r
}

/// A shift amount: in range mostly, sometimes the width or more.
fn shift_amount(rng: &mut Rng, w: u32) -> BigInt {
    BigInt::from(match rng.gen_range(0..5) {
        0 => w - 1,
        1 => w,
        2 => 64,
        3 => 1,
        _ => rng.gen_range(0..w),
    })
}

const BINARY: [&str; 18] = [
    "addi",
    "subi",
    "muli",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrui",
    "shrsi",
    "divsi",
    "divui",
    "remsi",
    "remui",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
    "maxsi",
    "minui",
];
const PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// One generated function over width `w`.
fn function(rng: &mut Rng, name: &str, w: u32) -> String {
    let t = format!("i{w}");
    let mut body = String::new();
    let mut results: Vec<(String, String)> = Vec::new();
    let mut n = 0usize;
    let mut fresh = |prefix: &str| {
        n += 1;
        format!("%{prefix}{n}")
    };
    let constant = |body: &mut String, v: &BigInt, ty: &str, splat: bool, fresh: &mut dyn FnMut(&str) -> String| {
        let c = fresh("c");
        if splat {
            body.push_str(&format!("  {c} = arith.constant dense<{v}> : vector<2x{ty}>\n"));
        } else {
            body.push_str(&format!("  {c} = arith.constant {v} : {ty}\n"));
        }
        c
    };
    // Binary folds on constants.
    for _ in 0..14 {
        let op = BINARY[rng.gen_range(0..BINARY.len())];
        let splat = rng.gen_bool(0.25);
        let vt = if splat { format!("vector<2x{t}>") } else { t.clone() };
        let a = edge_value(rng, w);
        let b = if op.starts_with("sh") { shift_amount(rng, w) } else { edge_value(rng, w) };
        let ca = constant(&mut body, &a, &t, splat, &mut fresh);
        let cb = constant(&mut body, &b, &t, splat, &mut fresh);
        let r = fresh("r");
        body.push_str(&format!("  {r} = arith.{op} {ca}, {cb} : {vt}\n"));
        results.push((r, vt));
    }
    // cmpi on constants.
    for _ in 0..4 {
        let p = PREDICATES[rng.gen_range(0..PREDICATES.len())];
        let (a, b) = (edge_value(rng, w), edge_value(rng, w));
        let ca = constant(&mut body, &a, &t, false, &mut fresh);
        let cb = constant(&mut body, &b, &t, false, &mut fresh);
        let r = fresh("r");
        body.push_str(&format!("  {r} = arith.cmpi {p}, {ca}, {cb} : {t}\n"));
        results.push((r, "i1".into()));
    }
    // Constant chains on the argument.
    let chains = [("addi", "addi"), ("addi", "subi"), ("subi", "addi"), ("subi", "subi"), ("muli", "muli")];
    for _ in 0..8 {
        let (outer, inner) = chains[rng.gen_range(0..chains.len())];
        let (a, b) = (edge_value(rng, w), edge_value(rng, w));
        let ca = constant(&mut body, &a, &t, false, &mut fresh);
        let cb = constant(&mut body, &b, &t, false, &mut fresh);
        let flags = if rng.gen_bool(0.3) { " overflow<nsw>" } else { "" };
        let (i, r) = (fresh("i"), fresh("r"));
        let (x, y) = if rng.gen_bool(0.5) { ("%x".to_string(), ca.clone()) } else { (ca.clone(), "%x".to_string()) };
        body.push_str(&format!("  {i} = arith.{inner} {x}, {y}{flags} : {t}\n"));
        let (p, q) = if rng.gen_bool(0.5) { (i.clone(), cb.clone()) } else { (cb.clone(), i.clone()) };
        body.push_str(&format!("  {r} = arith.{outer} {p}, {q}{flags} : {t}\n"));
        results.push((r, t.clone()));
    }
    // Casts between the widths.
    for _ in 0..4 {
        let other = WIDTHS[rng.gen_range(0..WIDTHS.len())];
        let v = edge_value(rng, w);
        let c = constant(&mut body, &v, &t, false, &mut fresh);
        let r = fresh("r");
        let op = match other.cmp(&w) {
            std::cmp::Ordering::Greater => {
                if rng.gen_bool(0.5) {
                    "extsi"
                } else {
                    "extui"
                }
            }
            std::cmp::Ordering::Less => "trunci",
            std::cmp::Ordering::Equal => continue,
        };
        body.push_str(&format!("  {r} = arith.{op} {c} : {t} to i{other}\n"));
        results.push((r, format!("i{other}")));
    }
    // Int <-> float conversions.
    for _ in 0..4 {
        let f = ["f32", "f64", "f128"][rng.gen_range(0..3)];
        let v = edge_value(rng, w);
        let c = constant(&mut body, &v, &t, false, &mut fresh);
        let r = fresh("r");
        let op = if rng.gen_bool(0.5) { "sitofp" } else { "uitofp" };
        body.push_str(&format!("  {r} = arith.{op} {c} : {t} to {f}\n"));
        results.push((r.clone(), f.into()));
        let back = fresh("r");
        let op = if rng.gen_bool(0.5) { "fptosi" } else { "fptoui" };
        body.push_str(&format!("  {back} = arith.{op} {r} : {f} to {t}\n"));
        results.push((back, t.clone()));
    }
    // cmpf of a converted argument against a constant.
    for _ in 0..3 {
        let f = ["f32", "f64", "f128"][rng.gen_range(0..3)];
        // Within the format's range (an f32 literal must not overflow).
        let exp = rng.gen_range(0..(w + 4).min(if f == "f32" { 127 } else { 1000 })) as i32;
        let mag = 2f64.powi(exp) * [1.0, 1.5, 0.75, 1.0 - 1e-9][rng.gen_range(0..4)];
        let v = if rng.gen_bool(0.5) { -mag } else { mag };
        let (conv, cst, r) = (fresh("v"), fresh("f"), fresh("r"));
        let op = if rng.gen_bool(0.5) { "sitofp" } else { "uitofp" };
        let p = ["oeq", "one", "olt", "ole", "ogt", "oge", "ult", "uge"][rng.gen_range(0..8)];
        body.push_str(&format!("  {conv} = arith.{op} %x : {t} to {f}\n"));
        body.push_str(&format!("  {cst} = arith.constant {v:.17e} : {f}\n"));
        body.push_str(&format!("  {r} = arith.cmpf {p}, {conv}, {cst} : {f}\n"));
        results.push((r, "i1".into()));
    }
    // Extended arithmetic (both results).
    for _ in 0..2 {
        let op = ["mulsi_extended", "mului_extended", "addui_extended"][rng.gen_range(0..3)];
        let (a, b) = (edge_value(rng, w), edge_value(rng, w));
        let ca = constant(&mut body, &a, &t, false, &mut fresh);
        let cb = constant(&mut body, &b, &t, false, &mut fresh);
        let (lo, hi) = (fresh("r"), fresh("r"));
        let second = if op == "addui_extended" { "i1".to_string() } else { t.clone() };
        let ty = if op == "addui_extended" { format!("{t}, i1") } else { t.clone() };
        body.push_str(&format!("  {lo}, {hi} = arith.{op} {ca}, {cb} : {ty}\n"));
        results.push((lo, t.clone()));
        results.push((hi, second));
    }
    // math integer ops.
    for _ in 0..4 {
        let op = ["absi", "ctlz", "cttz", "ctpop", "ipowi"][rng.gen_range(0..5)];
        let v = edge_value(rng, w);
        let c = constant(&mut body, &v, &t, false, &mut fresh);
        let r = fresh("r");
        if op == "ipowi" {
            let p = constant(&mut body, &BigInt::from(rng.gen_range(-3i64..70)), &t, false, &mut fresh);
            body.push_str(&format!("  {r} = math.ipowi {c}, {p} : {t}\n"));
        } else {
            body.push_str(&format!("  {r} = math.{op} {c} : {t}\n"));
        }
        results.push((r, t.clone()));
    }
    let names: Vec<&str> = results.iter().map(|(r, _)| r.as_str()).collect();
    let types: Vec<&str> = results.iter().map(|(_, t)| t.as_str()).collect();
    format!(
        "func.func @{name}(%x: {t}) -> ({}) {{\n{body}  return {} : {}\n}}\n",
        types.join(", "),
        names.join(", "),
        types.join(", ")
    )
}

#[test]
fn wide_int_folds_print_what_mlir_opt_prints() {
    let Some(tools) = Tools::from_env_or_skip("wide integer folding differential test") else { return };
    fold_support::compare_canonicalize(&tools, seeds(), "AFFINE_WIDE_INT_DUMP", |seed| {
        let mut rng = Rng::seed_from_u64(seed);
        let w = WIDTHS[seed as usize % WIDTHS.len()];
        function(&mut rng, &format!("seed{seed}_i{w}"), w)
    });
}
