//! The interpreter's float semantics against the `arith` constant folders
//! (`affine_dialects::arith::num::ApFloat`, MLIR's `APFloat` semantics) on
//! random values of every float format the interpreter runs, and against
//! `rustc_apfloat` (LLVM's `APFloat` ported) for the formats it knows.

use super::*;
use affine_dialects::arith::fold::cmpf;
use affine_dialects::arith::num::{ApFloat, ApInt};
use affine_ir::parser::{ParseOptions, parse_source};
use rand::{Rng as _, SeedableRng as _};
use scalar::{float_from_bits, float_to_bits, round_to};

/// The formats the interpreter runs (all but `f80` / `f128`).
fn narrow_kinds() -> Vec<FloatKind> {
    FloatKind::ALL.into_iter().filter(|k| !k.is_wide()).collect()
}

/// A random encoding of `k`: any bit pattern, or a special one (zeros,
/// the largest and smallest magnitudes, the all-ones exponent).
fn random_bits(rng: &mut rand_chacha::ChaCha8Rng, k: FloatKind) -> u64 {
    let w = k.width();
    let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    let m = k.precision() - 1;
    let sign = if k.semantics().signed && rng.gen_bool(0.5) { 1u64 << (w - 1) } else { 0 };
    let v = match rng.gen_range(0..8) {
        0 => sign,
        1 => sign | 1,
        2 => sign | (mask >> 1),
        3 => sign | ((mask >> 1) & !((1u64 << m) - 1)),
        4 => sign | ((mask >> 1) - 1),
        _ => rng.r#gen::<u64>(),
    };
    v & mask
}

/// The value the interpreter holds for format bits.
fn value(k: FloatKind, bits: u64) -> f64 {
    float_from_bits(k, bits)
}

/// Parses `src` and returns an interpreter for it.
fn interpreter(src: &str) -> (affine_ir::context::Context, affine_ir::ir::OpId) {
    let mut ctx = affine_dialects::new_context();
    let module = match parse_source(&mut ctx, src, "floats.mlir", &ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {}\n{src}", d.message),
    };
    (ctx, module)
}

/// The float results agree: same encoding, or both NaN (NaN payloads and
/// signs of computed NaNs follow the hardware at run time, `APFloat`'s
/// default NaN when folding).
fn same_float(k: FloatKind, got: f64, want: ApFloat, what: &str) {
    if want.is_nan() {
        assert!(got.is_nan(), "{what}: interpreter {got} ({:#x}), folder NaN", float_to_bits(k, got));
        return;
    }
    assert_eq!(
        u128::from(float_to_bits(k, got)),
        want.to_bits(),
        "{what}: interpreter {got}, folder {} ({})",
        want.v,
        k.name()
    );
}

/// A folder's binary operation.
type FoldBinary = fn(ApFloat, ApFloat) -> ApFloat;

const BINARY: [(&str, FoldBinary); 9] = [
    ("addf", ApFloat::fadd),
    ("subf", ApFloat::fsub),
    ("mulf", ApFloat::fmul),
    ("divf", ApFloat::fdiv),
    ("remf", ApFloat::frem),
    ("maximumf", ApFloat::maximum),
    ("minimumf", ApFloat::minimum),
    ("maxnumf", ApFloat::maxnum),
    ("minnumf", ApFloat::minnum),
];

/// Arithmetic, comparisons, negation and int <-> float conversions of
/// every format agree with the folders on random operands.
#[test]
fn arithmetic_agrees_with_folders_in_every_format() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for k in narrow_kinds() {
        let t = k.name();
        let mut body = String::new();
        let mut results = Vec::new();
        for (name, _) in BINARY {
            body += &format!("  %{name} = arith.{name} %a, %b : {t}\n");
            results.push((format!("%{name}"), t.to_string()));
        }
        for (p, pred) in PREDICATES.iter().enumerate() {
            body += &format!("  %c{p} = arith.cmpf {pred}, %a, %b : {t}\n");
            results.push((format!("%c{p}"), "i1".into()));
        }
        body += &format!("  %neg = arith.negf %a : {t}\n");
        body += &format!("  %si = arith.sitofp %i : i32 to {t}\n  %ui = arith.uitofp %i : i32 to {t}\n");
        body += &format!("  %fs = arith.fptosi %a : {t} to i8\n  %fu = arith.fptoui %a : {t} to i8\n");
        body += &format!("  %fs64 = arith.fptosi %a : {t} to i64\n");
        for (n, ty) in [("%neg", t), ("%si", t), ("%ui", t), ("%fs", "i8"), ("%fu", "i8"), ("%fs64", "i64")] {
            results.push((n.to_string(), ty.to_string()));
        }
        let names: Vec<_> = results.iter().map(|r| r.0.as_str()).collect();
        let tys: Vec<_> = results.iter().map(|r| r.1.as_str()).collect();
        let src = format!(
            "func.func @main(%a: {t}, %b: {t}, %i: i32) -> ({tys}) {{\n{body}  return {names} : {tys}\n}}\n",
            tys = tys.join(", "),
            names = names.join(", ")
        );
        let (ctx, module) = interpreter(&src);
        let interp = Interpreter::new(&ctx, module).unwrap_or_else(|e| panic!("{t}: {e}"));
        for _ in 0..300 {
            let (ab, bb) = (random_bits(&mut rng, k), random_bits(&mut rng, k));
            let i: i32 = if rng.gen_bool(0.5) { rng.gen_range(-300..300) } else { rng.r#gen() };
            let (x, y) = (value(k, ab), value(k, bb));
            let ft = ScalarType::Float(k);
            let args = vec![
                RtValue::Scalar { ty: ft, value: Scalar::Float(x) },
                RtValue::Scalar { ty: ft, value: Scalar::Float(y) },
                RtValue::int(32, i64::from(i)),
            ];
            let r = interp.run("main", args).unwrap_or_else(|e| panic!("{t} {ab:#x} {bb:#x}: {e}"));
            let (fa, fb) = (ApFloat::from_bits(u128::from(ab), k), ApFloat::from_bits(u128::from(bb), k));
            let got = |n: usize| match r.returns[n] {
                RtValue::Scalar { value, .. } => value,
                ref v => panic!("not a scalar: {v:?}"),
            };
            let float = |n: usize| match got(n) {
                Scalar::Float(v) => v,
                s => panic!("{t}: result {n} is {s:?}"),
            };
            let what = |n: usize| format!("{} {t} {ab:#x} {bb:#x}", results[n].0);
            // NaN operands propagate as the hardware does at run time
            // (tested elsewhere); here the operands are numbers.
            if !fa.is_nan() && !fb.is_nan() {
                for (n, (_, f)) in BINARY.iter().enumerate() {
                    same_float(k, float(n), f(fa, fb), &what(n));
                }
            }
            for p in 0..16 {
                let n = BINARY.len() + p;
                let want = cmpf(p, fa, fb);
                assert_eq!(got(n), Scalar::Int(if want { -1 } else { 0 }), "{}", what(n));
            }
            let n = BINARY.len() + 16;
            same_float(k, float(n), fa.fneg(), &what(n));
            same_float(k, float(n + 1), ApFloat::from_int(ApInt::new(32, i128::from(i)), true, k), &what(n + 1));
            let u = ApInt::new(32, i128::from(i as u32));
            same_float(k, float(n + 2), ApFloat::from_int(u, false, k), &what(n + 2));
            for (m, (w, signed)) in [(8, true), (8, false), (64, true)].into_iter().enumerate() {
                let want = fa.to_int(w, signed).map(|v| Scalar::Int(scalar::sext(w, v.bits as i64)));
                assert_eq!(got(n + 3 + m), want.unwrap_or(Scalar::Poison), "{}", what(n + 3 + m));
            }
        }
    }
}

const PREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];

/// `extf` / `truncf` between every pair of formats of different widths,
/// and `bitcast` to the integer of the same width: where the folder folds
/// (exact conversions) the interpreter computes the same value, and every
/// conversion is the value rounded once to nearest (`APFloat::convert`).
#[test]
fn conversions_agree_with_folders_between_every_format() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(12);
    let kinds = narrow_kinds();
    for &k in &kinds {
        let t = k.name();
        let others: Vec<FloatKind> = kinds.iter().copied().filter(|o| o.width() != k.width()).collect();
        let mut body = String::new();
        let mut tys = Vec::new();
        for (n, o) in others.iter().enumerate() {
            let op = if o.width() > k.width() { "extf" } else { "truncf" };
            body += &format!("  %r{n} = arith.{op} %a : {t} to {}\n", o.name());
            tys.push(o.name().to_string());
        }
        body += &format!("  %bits = arith.bitcast %a : {t} to i{}\n", k.width());
        tys.push(format!("i{}", k.width()));
        let names: Vec<String> = (0..others.len()).map(|n| format!("%r{n}")).chain(["%bits".into()]).collect();
        let src = format!(
            "func.func @main(%a: {t}) -> ({tys}) {{\n{body}  return {names} : {tys}\n}}\n",
            tys = tys.join(", "),
            names = names.join(", ")
        );
        let (ctx, module) = interpreter(&src);
        let interp = Interpreter::new(&ctx, module).unwrap_or_else(|e| panic!("{t}: {e}"));
        for _ in 0..200 {
            let ab = random_bits(&mut rng, k);
            let x = value(k, ab);
            let args = vec![RtValue::Scalar { ty: ScalarType::Float(k), value: Scalar::Float(x) }];
            let r = interp.run("main", args).unwrap_or_else(|e| panic!("{t} {ab:#x}: {e}"));
            let fa = ApFloat::from_bits(u128::from(ab), k);
            for (n, &o) in others.iter().enumerate() {
                let RtValue::Scalar { value: Scalar::Float(got), .. } = r.returns[n] else {
                    panic!("{:?}", r.returns[n])
                };
                let what = format!("{t} {ab:#x} ({x}) to {}", o.name());
                if let Some(folded) = fa.convert_exact(o) {
                    same_float(o, got, folded, &what);
                }
                if !fa.is_nan() {
                    same_float(o, got, ApFloat::new(fa.v, o), &what);
                }
            }
            let RtValue::Scalar { value: Scalar::Int(b), .. } = r.returns[others.len()] else { panic!() };
            let want = if fa.is_nan() { float_to_bits(k, round_to(k, x)) } else { ab };
            assert_eq!(scalar::zext(k.width(), b), want, "bitcast {t} {ab:#x}");
        }
    }
}

/// Rounding to the formats `rustc_apfloat` implements (IEEE-like ones,
/// and `f8E4M3FN`, NaN-only) agrees with it: an independent check of
/// [`round_to`] (shared with the folders) on random `f64` values.
#[test]
fn rounding_agrees_with_rustc_apfloat() {
    use rustc_apfloat::ieee::{BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Semantics, Single};
    use rustc_apfloat::{Float, FloatConvert};

    /// `f8E4M3`: IEEE conventions, 4 exponent bits.
    struct F8E4M3S;
    impl Semantics for F8E4M3S {
        const BITS: usize = 8;
        const EXP_BITS: usize = 4;
    }
    /// `f8E3M4`: IEEE conventions, 3 exponent bits.
    struct F8E3M4S;
    impl Semantics for F8E3M4S {
        const BITS: usize = 8;
        const EXP_BITS: usize = 3;
    }
    /// `tf32`: 19 bits, IEEE conventions, 8 exponent bits.
    struct Tf32S;
    impl Semantics for Tf32S {
        const BITS: usize = 19;
        const EXP_BITS: usize = 8;
    }

    fn reference<T: Float>(x: f64) -> u128
    where
        Double: FloatConvert<T>,
    {
        let mut loses = false;
        Double::from_bits(u128::from(x.to_bits())).convert(&mut loses).value.to_bits()
    }

    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(13);
    /// Rounds an `f64` with `rustc_apfloat`: the encoding.
    type Reference = fn(f64) -> u128;
    let cases: [(FloatKind, Reference); 8] = [
        (FloatKind::F16, reference::<Half>),
        (FloatKind::BF16, reference::<BFloat>),
        (FloatKind::F32, reference::<Single>),
        (FloatKind::F8E5M2, reference::<Float8E5M2>),
        (FloatKind::F8E4M3FN, reference::<Float8E4M3FN>),
        (FloatKind::F8E4M3, reference::<IeeeFloat<F8E4M3S>>),
        (FloatKind::F8E3M4, reference::<IeeeFloat<F8E3M4S>>),
        (FloatKind::TF32, reference::<IeeeFloat<Tf32S>>),
    ];
    for (k, reference) in cases {
        let s = k.semantics();
        for _ in 0..20000 {
            // Random magnitudes around the format's range, any significand.
            let e = rng.gen_range(s.min_exp - s.precision as i32 - 3..=s.max_exp + 2);
            let x = f64::from_bits(rng.r#gen::<u64>() & ((1u64 << 52) - 1) | 0x3ff0_0000_0000_0000) * 2f64.powi(e);
            let x = if rng.gen_bool(0.5) { -x } else { x };
            let want = reference(x);
            let got = round_to(k, x);
            if got.is_nan() {
                assert!(value(k, want as u64).is_nan(), "{}: {x:e} rounds to NaN, rustc_apfloat {want:#x}", k.name());
                continue;
            }
            assert_eq!(u128::from(float_to_bits(k, got)), want, "{}: {x:e} -> {got:e}", k.name());
        }
    }
}

/// Printed results of every format read back bit for bit (`format_float`
/// and the literal reader are inverse on every encoding).
#[test]
fn every_small_format_prints_and_reads_back() {
    for k in narrow_kinds().into_iter().filter(|k| k.width() <= 19) {
        for bits in 0..(1u64 << k.width()) {
            let x = value(k, bits);
            let text = scalar::format_float(k, x);
            let Ok(Scalar::Float(y)) = literal::parse_scalar(ScalarType::Float(k), &text) else {
                panic!("{} {bits:#x}: {text} does not read back", k.name())
            };
            assert_eq!(float_to_bits(k, y), float_to_bits(k, x), "{} {bits:#x} printed as {text}", k.name());
        }
    }
}
