//! `f80` and `f128` values: exact IEEE arithmetic in 64-bit slots.
//!
//! Registers, vector lanes and memory cells are 64 bits wide; a value of
//! type `f80` or `f128` is held there as a *handle*: the index of its bit
//! pattern in a per-thread table that stores each distinct pattern once.
//! Handle 0 is `+0`, so zeroed memory reads as `+0` as it does for every
//! other type. Moves, loads, stores, selects and shuffles copy handles; the
//! operations of this module resolve them and compute with
//! [`affine_ir::float::WideFloat`] (`rustc_apfloat`, LLVM's `APFloat`), the
//! implementation the `arith` folders use: every result is the exact value
//! rounded once to the format (to nearest, ties to even, or the direction
//! of a `truncf` rounding mode).
//!
//! NaNs follow the narrow formats of the interpreter (which compute on the
//! x86 hardware): a NaN operand propagates (the first one, made quiet), an
//! invalid operation (`inf - inf`, `0 * inf`, `sqrt(-1)`) gives the
//! negative default NaN (`-nan`), and `maximumf`/`minimumf` give the
//! positive one (`nan`).
//!
//! The table is bounded: the executor calls [`collect`] at loop back-edges
//! (every [`COLLECT_PERIOD`] iterations), which frees the values no register,
//! vector lane, memory cell or pending return value holds any more (a
//! conservative mark: any 64-bit slot equal to a handle keeps it), except
//! the values that existed when the run started (a compiled program's
//! constants and the inputs), which are pinned. Freed handles are reused.
//! A run traps past [`MAX_VALUES`] values live at once.
//!
//! Transcendental `math` functions (`sin`, `exp`, `powf`, ...) on `f80` /
//! `f128` are refused: MLIR lowers them to the C library's `long double` /
//! `_Float128` functions, whose results (not correctly rounded) cannot be
//! reproduced exactly here.

use std::cell::RefCell;
use std::collections::HashMap;

use affine_ir::float::{Round, WideFloat, WideOp};

use crate::error::{ErrorKind, TResult, Trap};
use crate::ops::{CastOp, FOp, FloatClassFn, MathFn, bool_bits};
use crate::scalar::{FloatKind, ScalarType, sext, zext};

/// The most distinct `f80` / `f128` values one thread may hold.
pub(crate) const MAX_VALUES: usize = 1 << 22;

struct Table {
    bits: Vec<u128>,
    index: HashMap<u128, u64>,
    /// Freed handles, reused first.
    free: Vec<u64>,
    /// Handles below this one are never freed (see [`pin_all`]).
    pinned: usize,
    /// Live values after the last collection (the next one waits until
    /// the table has grown past twice as many, or [`MIN_COLLECT`]).
    live_after_collect: usize,
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::new(Table {
        bits: vec![0],
        index: HashMap::from([(0, 0)]),
        free: Vec::new(),
        pinned: 1,
        live_after_collect: 0,
    });
}

/// How many loop iterations pass between two calls of [`collect`] (a
/// power of two: the executor tests the low bits of its step counter).
pub(crate) const COLLECT_PERIOD: u64 = 1 << 14;

/// No collection while fewer values than this are live.
const MIN_COLLECT: usize = 1 << 16;

/// The handle of the value with encoding `bits`.
pub(crate) fn handle(bits: u128) -> u64 {
    if bits == 0 {
        return 0;
    }
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        if let Some(&h) = t.index.get(&bits) {
            return h;
        }
        let h = match t.free.pop() {
            Some(h) => {
                t.bits[h as usize] = bits;
                h
            }
            None => {
                t.bits.push(bits);
                t.bits.len() as u64 - 1
            }
        };
        t.index.insert(bits, h);
        h
    })
}

/// The number of values the thread holds (tests check the bound).
#[cfg(test)]
pub(crate) fn live_values() -> usize {
    TABLE.with(|t| {
        let t = t.borrow();
        t.bits.len() - t.free.len()
    })
}

/// Pins every value that exists now (called when a run starts: compiled
/// constants and inputs stay valid whatever the run holds).
pub(crate) fn pin_all() {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        t.pinned = t.bits.len();
    });
}

/// True when enough values were made since the last collection that one
/// is worth its scan.
pub(crate) fn wants_collection() -> bool {
    TABLE.with(|t| {
        let t = t.borrow();
        let live = t.bits.len() - t.free.len();
        live >= MIN_COLLECT && live >= 2 * t.live_after_collect && live > t.pinned
    })
}

/// Frees every unpinned value whose handle none of the 64-bit slots
/// `roots` visits holds; `roots` calls its argument with each slice of
/// slots (registers, lanes, memory cells). Conservative: a slot holding
/// an integer or a narrow float equal to a handle keeps that value.
pub(crate) fn collect(roots: impl FnOnce(&mut dyn FnMut(&[u64]))) {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        let n = t.bits.len();
        let mut marked = vec![false; n];
        roots(&mut |slots: &[u64]| {
            for &h in slots {
                if let Some(m) = marked.get_mut(h as usize) {
                    *m = true;
                }
            }
        });
        let is_free = {
            let mut f = vec![false; n];
            for &h in &t.free {
                f[h as usize] = true;
            }
            f
        };
        for h in t.pinned.max(1)..n {
            if !marked[h] && !is_free[h] {
                let b = t.bits[h];
                t.index.remove(&b);
                t.bits[h] = 0;
                t.free.push(h as u64);
            }
        }
        t.live_after_collect = n - t.free.len();
    });
}

/// The encoding a handle stands for.
pub(crate) fn bits(h: u64) -> u128 {
    if h == 0 {
        return 0;
    }
    TABLE.with(|t| t.borrow().bits.get(h as usize).copied().unwrap_or(0))
}

/// Traps once the thread holds more than [`MAX_VALUES`] live values.
fn check_limit() -> TResult<()> {
    let n = TABLE.with(|t| {
        let t = t.borrow();
        t.bits.len() - t.free.len()
    });
    if n > MAX_VALUES {
        return Err(Trap::new(
            ErrorKind::StepLimit,
            format!("more than {MAX_VALUES} distinct f80/f128 values computed (the interpreter's limit)"),
        ));
    }
    Ok(())
}

fn get(kind: FloatKind, h: u64) -> WideFloat {
    WideFloat { bits: bits(h), kind }
}

fn put(w: WideFloat) -> u64 {
    handle(w.bits)
}

/// The handle of `v` (exact) in `kind`.
pub(crate) fn from_f64(kind: FloatKind, v: f64) -> u64 {
    put(WideFloat::from_f64(v, kind))
}

/// The quiet NaN without payload, negative when `negative`.
fn default_nan(kind: FloatKind, negative: bool) -> WideFloat {
    let nan = WideFloat::from_f64(f64::NAN, kind);
    if negative { nan.negated() } else { nan }
}

/// An arithmetic result: an invalid operation (a NaN from non-NaN
/// operands) gives the negative default NaN.
fn arith(r: WideFloat, operands: &[WideFloat]) -> WideFloat {
    if r.is_nan() && !operands.iter().any(|o| o.is_nan()) { default_nan(r.kind, true) } else { r }
}

/// IEEE `maximum` / `minimum` (NaN-propagating, `-0 < +0`).
fn extreme(a: WideFloat, b: WideFloat, max: bool) -> WideFloat {
    if a.is_nan() || b.is_nan() {
        return default_nan(a.kind, false);
    }
    match a.partial_cmp(b) {
        Some(std::cmp::Ordering::Equal) => {
            if a.is_negative() == max {
                b
            } else {
                a
            }
        }
        Some(std::cmp::Ordering::Greater) => {
            if max {
                a
            } else {
                b
            }
        }
        _ => {
            if max {
                b
            } else {
                a
            }
        }
    }
}

/// An elementwise op on `f80` / `f128` values (operands and results as
/// handles, integers as the interpreter's sign-extended bits).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum WideElemOp {
    /// A binary float op in the format.
    Bin(FOp, FloatKind),
    /// `cmpf` with MLIR's predicate numbering.
    Cmp(u8, FloatKind),
    /// A conversion or unary op whose operand or result is wide.
    Cast(CastOp, ScalarType, ScalarType),
    /// `math.fma`.
    Fma(FloatKind),
    /// `math.clampf`.
    ClampF(FloatKind),
    /// `math.fpowi` with the exponent's integer width.
    FPowI(FloatKind, u32),
}

fn wide_kind(t: ScalarType) -> Option<FloatKind> {
    match t {
        ScalarType::Float(k) if k.is_wide() => Some(k),
        _ => None,
    }
}

impl WideElemOp {
    /// The wide form of an elementwise op `op` whose float operand type is
    /// `ft`; an error for what the interpreter cannot compute exactly.
    pub(crate) fn of(op: crate::program::ElemOp, ft: FloatKind) -> Result<crate::program::ElemOp, String> {
        use crate::program::ElemOp as E;
        let unsupported = |what: &str| {
            Err(format!("{what} on {} is not supported (MLIR calls the C library for it: no exact result)", ft.name()))
        };
        Ok(E::Wide(match op {
            E::F(FOp::Pow, _) => return unsupported("math.powf"),
            E::F(FOp::Atan2, _) => return unsupported("math.atan2"),
            E::F(o, k) => WideElemOp::Bin(o, k),
            E::FCmp(p) => WideElemOp::Cmp(p, ft),
            E::Fma(k) => WideElemOp::Fma(k),
            E::ClampF => WideElemOp::ClampF(ft),
            E::FPowI(k, w) => WideElemOp::FPowI(k, w),
            E::Cast(o, from, to) => {
                match o {
                    CastOp::Math(
                        MathFn::Abs
                        | MathFn::Ceil
                        | MathFn::Floor
                        | MathFn::Round
                        | MathFn::RoundEven
                        | MathFn::Trunc
                        | MathFn::Sqrt
                        | MathFn::Rsqrt,
                    ) => {}
                    CastOp::Math(f) => return unsupported(&format!("math.{}", format!("{f:?}").to_lowercase())),
                    CastOp::Bitcast if from != to => {
                        return Err(format!(
                            "arith.bitcast from {from} to {to} is not supported (no integer type of that width)"
                        ));
                    }
                    _ => {}
                }
                WideElemOp::Cast(o, from, to)
            }
            E::Scaling { .. } => return unsupported("a scaling cast"),
            other => return Ok(other),
        }))
    }
}

/// The rounding direction of an interpreter `truncf` mode (0 to nearest
/// even, 1 downward, 2 upward, 3 toward zero, 4 to nearest away).
fn round_of(mode: u8) -> Round {
    match mode {
        1 => Round::TowardNegative,
        2 => Round::TowardPositive,
        3 => Round::TowardZero,
        4 => Round::NearestTiesToAway,
        _ => Round::NearestTiesToEven,
    }
}

/// Evaluates a wide op on operand bits `a`, `b`, `c`; `None` is poison.
pub(crate) fn elem(op: WideElemOp, a: u64, b: u64, c: u64) -> TResult<Option<u64>> {
    let r = match op {
        WideElemOp::Bin(o, k) => Some(put(binary(o, get(k, a), get(k, b)))),
        WideElemOp::Cmp(p, k) => Some(bool_bits(compare(p, get(k, a), get(k, b)))),
        WideElemOp::Cast(o, from, to) => cast(o, from, to, a),
        WideElemOp::Fma(k) => {
            let (x, y, z) = (get(k, a), get(k, b), get(k, c));
            Some(put(arith(x.mul_add(y, z), &[x, y, z])))
        }
        WideElemOp::ClampF(k) => {
            let v = extreme(extreme(get(k, a), get(k, c), false), get(k, b), true);
            Some(put(v))
        }
        WideElemOp::FPowI(k, w) => Some(put(fpowi(get(k, a), sext(w, b as i64), w))),
    };
    check_limit()?;
    Ok(r)
}

fn binary(o: FOp, x: WideFloat, y: WideFloat) -> WideFloat {
    let op = match o {
        FOp::Add => WideOp::Add,
        FOp::Sub => WideOp::Sub,
        FOp::Mul => WideOp::Mul,
        FOp::Div => WideOp::Div,
        FOp::Rem => WideOp::Rem,
        FOp::MaximumF => return extreme(x, y, true),
        FOp::MinimumF => return extreme(x, y, false),
        FOp::MaxNumF | FOp::MinNumF => {
            return if x.is_nan() {
                y
            } else if y.is_nan() {
                x
            } else {
                extreme(x, y, o == FOp::MaxNumF)
            };
        }
        FOp::CopySign => return x.copy_sign(y),
        // Refused by `WideElemOp::of`.
        FOp::Pow | FOp::Atan2 => return default_nan(x.kind, true),
    };
    arith(x.binary(y, op), &[x, y])
}

/// `cmpf` (false=0 .. true=15).
fn compare(pred: u8, x: WideFloat, y: WideFloat) -> bool {
    use std::cmp::Ordering::*;
    let ord = x.partial_cmp(y);
    let uno = ord.is_none();
    let is = |o: std::cmp::Ordering| ord == Some(o);
    match pred {
        0 => false,
        1 => is(Equal),
        2 => is(Greater),
        3 => is(Greater) || is(Equal),
        4 => is(Less),
        5 => is(Less) || is(Equal),
        6 => is(Less) || is(Greater),
        7 => !uno,
        8 => uno || is(Equal),
        9 => uno || is(Greater),
        10 => uno || !is(Less),
        11 => uno || is(Less),
        12 => uno || !is(Greater),
        13 => uno || !is(Equal),
        14 => uno,
        _ => true,
    }
}

/// `math.fpowi` as the narrow formats compute it (see
/// [`crate::ops::fpowi`]), each multiplication rounded to the format.
fn fpowi(x: WideFloat, n: i64, w: u32) -> WideFloat {
    let one = WideFloat::from_f64(1.0, x.kind);
    if n == 0 {
        return one;
    }
    let most_negative = w <= 64 && n == sext(w, 1i64 << (w - 1).min(63));
    let mut exp = if most_negative { n.unsigned_abs() - 1 } else { n.unsigned_abs() };
    let (mut base, mut result) = (x, one);
    loop {
        if exp & 1 != 0 {
            result = binary(FOp::Mul, result, base);
        }
        exp >>= 1;
        if exp == 0 {
            break;
        }
        base = binary(FOp::Mul, base, base);
    }
    if most_negative {
        result = binary(FOp::Mul, result, x);
    }
    if n < 0 {
        result = binary(FOp::Div, one, result);
    }
    result
}

/// A conversion or unary op with a wide operand or result.
fn cast(o: CastOp, from: ScalarType, to: ScalarType, a: u64) -> Option<u64> {
    let sa = a as i64;
    let tw = to.int_width();
    match (o, wide_kind(from), to) {
        (CastOp::SIToFP | CastOp::UIToFP, None, ScalarType::Float(t)) => {
            let (mag, neg) = if o == CastOp::SIToFP {
                (u128::from(sa.unsigned_abs()), sa < 0)
            } else {
                (u128::from(zext(from.int_width(), sa)), false)
            };
            Some(put(WideFloat::from_int(mag, neg, t)))
        }
        (CastOp::FPToSI | CastOp::FPToUI, Some(k), _) => {
            let v = get(k, a).to_int(tw, o == CastOp::FPToSI)?;
            Some(sext(tw, v as i64) as u64)
        }
        (CastOp::ExtF | CastOp::TruncF | CastOp::TruncFMode(_), Some(k), ScalarType::Float(t)) => {
            let mode = if let CastOp::TruncFMode(m) = o { m } else { 0 };
            let x = get(k, a);
            Some(if t.is_wide() {
                handle(x.convert_wide_r(t, round_of(mode)))
            } else if t == FloatKind::F64 {
                x.to_f64_r(round_of(mode)).to_bits()
            } else if mode == 0 {
                x.convert_narrow(t).0.to_bits()
            } else {
                crate::scalar::round_to_mode(t, x.to_f64_odd(), mode).to_bits()
            })
        }
        // From a narrower format: exact.
        (CastOp::ExtF, None, ScalarType::Float(t)) => Some(from_f64(t, f64::from_bits(a))),
        (CastOp::Bitcast, _, _) => Some(a),
        (CastOp::NegF, Some(k), _) => Some(put(get(k, a).negated())),
        (CastOp::FloatClass(c), Some(k), _) => {
            let x = get(k, a);
            Some(bool_bits(match c {
                FloatClassFn::Nan => x.is_nan(),
                FloatClassFn::Inf => x.is_infinite(),
                FloatClassFn::Finite => x.is_finite(),
                FloatClassFn::Normal => x.is_normal(),
            }))
        }
        (CastOp::Math(f), Some(k), _) => {
            let x = get(k, a);
            let r = match f {
                MathFn::Abs => x.abs(),
                MathFn::Ceil => x.round_to_integral(Round::TowardPositive),
                MathFn::Floor => x.round_to_integral(Round::TowardNegative),
                MathFn::Round => x.round_to_integral(Round::NearestTiesToAway),
                MathFn::RoundEven => x.round_to_integral(Round::NearestTiesToEven),
                MathFn::Trunc => x.round_to_integral(Round::TowardZero),
                MathFn::Sqrt => x.sqrt().unwrap_or_else(|| default_nan(k, true)),
                // `1 / sqrt(x)`, two roundings (MLIR's lowering).
                MathFn::Rsqrt => {
                    let s = x.sqrt().unwrap_or_else(|| default_nan(k, true));
                    binary(FOp::Div, WideFloat::from_f64(1.0, k), s)
                }
                // Refused by `WideElemOp::of`.
                _ => default_nan(k, true),
            };
            Some(put(r))
        }
        _ => None,
    }
}

/// The identity of a float reduction in a wide format: `0`, `1`, `-inf`
/// or `inf` as a handle.
pub(crate) fn identity(kind: FloatKind, v: f64) -> u64 {
    from_f64(kind, v)
}

// ----------------------------------------------------------------------
// Text
// ----------------------------------------------------------------------

/// The exact decimal expansion of a finite nonzero magnitude: its digits
/// (no leading zero) and the power of ten of the first one.
fn exact_decimal(w: WideFloat) -> (String, i64) {
    use num_bigint::BigUint;
    // |w| = m * 2^e exactly (m < 2^113).
    let e = w.ilogb() - (w.kind.precision() as i32 - 1);
    let m = exact_significand(w.abs(), e);
    let (digits, point) = if e >= 0 {
        let n = BigUint::from(m) << e as usize;
        let s = n.to_string();
        let len = s.len() as i64;
        (s, len)
    } else {
        // m * 2^e = m * 5^-e / 10^-e.
        let n = BigUint::from(m) * BigUint::from(5u32).pow((-e) as u32);
        let s = n.to_string();
        let len = s.len() as i64;
        (s, len + i64::from(e))
    };
    let trimmed = digits.trim_end_matches('0');
    (trimmed.to_string(), point - 1)
}

/// The integer `|w| * 2^-e` (exact: `e` is the exponent of `w`'s last
/// significand bit).
fn exact_significand(w: WideFloat, e: i32) -> u128 {
    let (mant, exp_field, bias, explicit) = match w.kind {
        FloatKind::F80 => ((w.bits & ((1u128 << 64) - 1)), ((w.bits >> 64) & 0x7fff) as i32, 16383, true),
        _ => (w.bits & ((1u128 << 112) - 1), ((w.bits >> 112) & 0x7fff) as i32, 16383, false),
    };
    let frac_bits = if explicit { 63 } else { 112 };
    let (m, unit) = if exp_field == 0 {
        (mant, 1 - bias - frac_bits)
    } else if explicit {
        (mant, exp_field - bias - frac_bits)
    } else {
        (mant | (1u128 << 112), exp_field - bias - frac_bits)
    };
    // m * 2^unit == |w|, and unit >= e (equal but for subnormals, whose
    // `ilogb` is that of the normalised value).
    let shift = unit - e;
    if shift >= 0 { m << shift } else { m >> (-shift) }
}

/// `digits` (significant digits, first nonzero) rounded to `n` digits, ties
/// to even; the exponent grows when rounding carries (`999` -> `1`).
fn round_digits(digits: &str, exp10: i64, n: usize) -> (String, i64) {
    if digits.len() <= n {
        return (digits.to_string(), exp10);
    }
    let (head, tail) = digits.split_at(n);
    let first = tail.as_bytes()[0];
    let rest_nonzero = tail[1..].bytes().any(|b| b != b'0');
    let last_odd = head.as_bytes()[n - 1] % 2 == 1;
    let up = first > b'5' || (first == b'5' && (rest_nonzero || last_odd));
    let mut d: Vec<u8> = head.bytes().collect();
    if up {
        let mut i = n;
        loop {
            if i == 0 {
                d.insert(0, b'1');
                d.pop();
                let s = String::from_utf8(d).unwrap_or_default();
                return (s.trim_end_matches('0').to_string(), exp10 + 1);
            }
            i -= 1;
            if d[i] == b'9' {
                d[i] = b'0';
            } else {
                d[i] += 1;
                break;
            }
        }
    }
    let s = String::from_utf8(d).unwrap_or_default();
    (s.trim_end_matches('0').to_string(), exp10)
}

/// Plain (`123.45`, `0.001`) and scientific (`1.2345e2`) forms of
/// `digits * 10^(exp10 - len + 1)`, as Rust prints an `f64`.
fn decimal_forms(digits: &str, exp10: i64) -> (String, String) {
    let plain = if exp10 < 0 {
        format!("0.{}{digits}", "0".repeat((-exp10 - 1) as usize))
    } else if (exp10 as usize) + 1 >= digits.len() {
        format!("{digits}{}", "0".repeat(exp10 as usize + 1 - digits.len()))
    } else {
        let (i, f) = digits.split_at(exp10 as usize + 1);
        format!("{i}.{f}")
    };
    let scientific = if digits.len() > 1 {
        format!("{}.{}e{exp10}", &digits[..1], &digits[1..])
    } else {
        format!("{digits}e{exp10}")
    };
    (plain, scientific)
}

/// Formats an `f80` / `f128` value as [`crate::scalar::format_float`]
/// formats the narrow ones: the shortest decimal that reads back to the
/// same value (plain unless scientific notation is shorter, integers below
/// `1e16` plain), `inf`, `-inf`, `nan` / `-nan` for the quiet NaN without
/// payload, and the bit pattern of any other NaN (`0x7FFF8000...0001`).
pub(crate) fn format(kind: FloatKind, bits: u128) -> String {
    let w = WideFloat::from_bits(bits, kind);
    if w.is_nan() {
        let negative = w.is_negative();
        if w.bits == default_nan(kind, negative).bits {
            return if negative { "-nan" } else { "nan" }.to_string();
        }
        return format!("0x{:0n$X}", bits, n = kind.width().div_ceil(4) as usize);
    }
    if w.is_infinite() {
        return if w.is_negative() { "-inf" } else { "inf" }.to_string();
    }
    let sign = if w.is_negative() { "-" } else { "" };
    if w.is_zero() {
        return format!("{sign}0");
    }
    let (digits, exp10) = exact_decimal(w);
    let mut best = (digits.clone(), exp10);
    for n in 1..digits.len() {
        let (d, e) = round_digits(&digits, exp10, n);
        let text = format!("{}.{}e{e}", &d[..1], if d.len() > 1 { &d[1..] } else { "0" });
        if WideFloat::parse(&text, kind).is_some_and(|v| v.bits == w.abs().bits) {
            best = (d, e);
            break;
        }
    }
    let (plain, scientific) = decimal_forms(&best.0, best.1);
    let integral = best.1 >= 0 && best.0.len() as i64 <= best.1 + 1 && best.1 < 16;
    let body = if scientific.len() < plain.len() && !integral { scientific } else { plain };
    format!("{sign}{body}")
}

/// Why a text is not a wide value (mirrors [`crate::literal`]).
pub(crate) enum ParseError {
    /// A finite number outside the format's range, or bits wider than it.
    DoesNotFit,
    /// Not a number.
    Invalid,
}

/// Reads an `f80` / `f128` value as [`crate::literal`] reads the narrow
/// formats: decimal and C hex floats correctly rounded (a finite number
/// that overflows is an error), `0x` + hex digits as the bit pattern,
/// `nan`, `-nan`, `inf`, `-inf`; returns the encoding.
pub(crate) fn parse(kind: FloatKind, text: &str) -> Result<u128, ParseError> {
    let (negative, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let signed = |w: WideFloat| if negative { w.negated() } else { w };
    match body.to_ascii_lowercase().as_str() {
        "nan" => return Ok(default_nan(kind, negative).bits),
        "inf" | "infinity" => return Ok(signed(WideFloat::from_f64(f64::INFINITY, kind)).bits),
        _ => {}
    }
    if let Some(digits) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X"))
        && !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_hexdigit())
    {
        if negative {
            return Err(ParseError::Invalid);
        }
        let significant = digits.trim_start_matches('0');
        if significant.len() > 32 {
            return Err(ParseError::DoesNotFit);
        }
        let bits = u128::from_str_radix(if significant.is_empty() { "0" } else { significant }, 16)
            .map_err(|_| ParseError::Invalid)?;
        if kind.width() < 128 && bits >> kind.width() != 0 {
            return Err(ParseError::DoesNotFit);
        }
        return Ok(WideFloat::from_bits(bits, kind).bits);
    }
    let valid = body.bytes().next().is_some_and(|b| b.is_ascii_digit() || b == b'.')
        && body.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'+' | b'-'));
    if !valid {
        return Err(ParseError::Invalid);
    }
    let w = WideFloat::parse(body, kind).ok_or(ParseError::Invalid)?;
    if w.is_infinite() {
        return Err(ParseError::DoesNotFit);
    }
    if w.is_nan() {
        return Err(ParseError::Invalid);
    }
    Ok(signed(w).bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f128(text: &str) -> WideFloat {
        WideFloat { bits: parse(FloatKind::F128, text).ok().unwrap(), kind: FloatKind::F128 }
    }

    #[test]
    fn handles_are_interned() {
        let a = handle(0x3FFF_0000_0000_0000_0000_0000_0000_0000);
        assert_eq!(handle(0x3FFF_0000_0000_0000_0000_0000_0000_0000), a);
        assert_eq!(bits(a), 0x3FFF_0000_0000_0000_0000_0000_0000_0000);
        assert_eq!(handle(0), 0);
    }

    #[test]
    fn collection_frees_unreachable_values() {
        pin_all();
        let kept = handle(0x4000_0000_0000_0000_0000_0000_0000_0001);
        let dropped = handle(0x4000_0000_0000_0000_0000_0000_0000_0002);
        collect(|visit| visit(&[kept, 7]));
        assert_eq!(bits(kept), 0x4000_0000_0000_0000_0000_0000_0000_0001);
        // The freed handle is reused for the next new value, and the
        // dropped value gets a fresh handle when it comes back.
        let next = handle(0x4000_0000_0000_0000_0000_0000_0000_0003);
        assert_eq!(next, dropped);
        assert_eq!(bits(next), 0x4000_0000_0000_0000_0000_0000_0000_0003);
        let again = handle(0x4000_0000_0000_0000_0000_0000_0000_0002);
        assert_ne!(again, next);
        assert_eq!(handle(0x4000_0000_0000_0000_0000_0000_0000_0001), kept);
    }

    #[test]
    fn prints_shortest() {
        let k = FloatKind::F128;
        assert_eq!(format(k, f128("0.1").bits), "0.1");
        assert_eq!(format(k, f128("1.5").bits), "1.5");
        assert_eq!(format(k, f128("100").bits), "100");
        assert_eq!(format(k, f128("-2.5e-300").bits), "-2.5e-300");
        assert_eq!(format(k, f128("1e20").bits), "1e20");
        assert_eq!(format(k, f128("0.001").bits), "1e-3");
        assert_eq!(format(k, f128("-0").bits), "-0");
        // 1/3 needs 34 digits in f128 (and 20 in f80).
        let third = binary(FOp::Div, f128("1"), f128("3"));
        assert_eq!(format(k, third.bits), "0.3333333333333333333333333333333333");
        let t80 = binary(FOp::Div, WideFloat::from_f64(1.0, FloatKind::F80), WideFloat::from_f64(3.0, FloatKind::F80));
        assert_eq!(format(FloatKind::F80, t80.bits), "0.33333333333333333334");
        assert_eq!(format(k, default_nan(k, true).bits), "-nan");
        assert_eq!(format(k, 0x7FFF_8000_0000_0000_0000_0000_0000_0001), "0x7FFF8000000000000000000000000001");
        // Every printed value reads back.
        for text in ["3.141592653589793238462643383279503", "1e-4950", "1.18973149535723176508575932662800702e4932"] {
            let w = f128(text);
            let printed = format(k, w.bits);
            assert_eq!(parse(k, &printed).ok(), Some(w.bits), "{text} -> {printed}");
        }
    }

    #[test]
    fn arithmetic_is_exact() {
        let k = FloatKind::F128;
        // 0.1 + 0.2 in f128 is not 0.3 either, but the nearest to the sum.
        let s = binary(FOp::Add, f128("0.1"), f128("0.2"));
        assert_eq!(format(k, s.bits), "0.30000000000000000000000000000000004");
        let inf = f128("inf");
        assert_eq!(format(k, binary(FOp::Sub, inf, inf).bits), "-nan");
        assert_eq!(format(k, binary(FOp::MaximumF, f128("-0"), f128("0")).bits), "0");
        assert_eq!(format(k, binary(FOp::MinimumF, f128("-0"), f128("0")).bits), "-0");
        assert!(compare(4, f128("1"), f128("2")) && !compare(1, f128("nan"), f128("nan")));
        assert!(compare(14, f128("nan"), f128("1")));
    }
}
