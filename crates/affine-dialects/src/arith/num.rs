//! Constant values as MLIR's folders see them: fixed-width integers with
//! LLVM's `APInt` semantics ([`ApInt`], up to 128 bits, `index` is 64) and
//! floats with `APFloat`'s results ([`ApFloat`]: formats up to `f64`
//! computed exactly in `f64` and rounded once to the format, NaNs
//! propagated as `APFloat` does; `f80` / `f128` with `rustc_apfloat`), and the element-wise folding helpers of
//! MLIR's `CommonFolders.h` over scalar, splat and dense attributes.

use affine_ir::asm::round_to_format;
use affine_ir::context::{AttrData, Attribute, Context, FloatKind, Type, TypeData};
use affine_ir::float::{NonFinite, WideFloat, WideOp};

/// An integer of `width` bits (1 to 128); `bits` holds the value
/// zero-extended (bits above `width` are zero).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ApInt {
    /// The bits.
    pub bits: u128,
    /// The width.
    pub width: u32,
}

fn mask(width: u32) -> u128 {
    if width >= 128 { u128::MAX } else { (1u128 << width) - 1 }
}

impl ApInt {
    /// The value `v` truncated to `width` bits.
    pub fn new(width: u32, v: i128) -> Self {
        ApInt { bits: (v as u128) & mask(width), width }
    }
    /// Zero.
    pub fn zero(width: u32) -> Self {
        ApInt { bits: 0, width }
    }
    /// All ones (-1).
    pub fn all_ones(width: u32) -> Self {
        ApInt { bits: mask(width), width }
    }
    fn from_bits(width: u32, bits: u128) -> Self {
        ApInt { bits: bits & mask(width), width }
    }
    /// The signed value.
    pub fn sext_value(self) -> i128 {
        if self.width >= 128 || self.width == 0 {
            return self.bits as i128;
        }
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }
    /// The unsigned value.
    pub fn zext_value(self) -> u128 {
        self.bits
    }
    /// True if zero.
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }
    /// True if one.
    pub fn is_one(self) -> bool {
        self.bits == 1
    }
    /// True if every bit is set.
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }
    /// True if the sign bit is set (for a constant of a type wider than
    /// 128 bits, which holds an `i128` value, the sign of that value).
    pub fn is_negative(self) -> bool {
        self.width > 0 && self.bits >> (self.width.min(128) - 1) & 1 == 1
    }
    /// The largest signed value (never an `i128` value of a wider type;
    /// never at width 0, where mlir-opt's `isMaxSignedValue` is false).
    pub fn is_max_signed(self) -> bool {
        (1..=128).contains(&self.width) && self.bits == mask(self.width) >> 1
    }
    /// The smallest signed value (never an `i128` value of a wider type).
    pub fn is_min_signed(self) -> bool {
        (1..=128).contains(&self.width) && self.bits == 1u128 << (self.width - 1)
    }
    /// Wrapping addition.
    pub fn wrapping_add(self, o: Self) -> Self {
        Self::from_bits(self.width, self.bits.wrapping_add(o.bits))
    }
    /// Wrapping subtraction.
    pub fn wrapping_sub(self, o: Self) -> Self {
        Self::from_bits(self.width, self.bits.wrapping_sub(o.bits))
    }
    /// Wrapping multiplication.
    pub fn wrapping_mul(self, o: Self) -> Self {
        Self::from_bits(self.width, self.bits.wrapping_mul(o.bits))
    }
    /// Bitwise and.
    pub fn and(self, o: Self) -> Self {
        Self::from_bits(self.width, self.bits & o.bits)
    }
    /// Bitwise or.
    pub fn or(self, o: Self) -> Self {
        Self::from_bits(self.width, self.bits | o.bits)
    }
    /// Bitwise xor.
    pub fn xor(self, o: Self) -> Self {
        Self::from_bits(self.width, self.bits ^ o.bits)
    }
    /// Unsigned division (`o` non-zero).
    pub fn udiv(self, o: Self) -> Self {
        Self::from_bits(self.width, self.bits / o.bits)
    }
    /// Unsigned remainder (`o` non-zero).
    pub fn urem(self, o: Self) -> Self {
        Self::from_bits(self.width, self.bits % o.bits)
    }
    /// Signed division truncating towards zero (`o` non-zero); the flag
    /// is set on overflow (`MIN / -1`).
    pub fn sdiv_ov(self, o: Self) -> (Self, bool) {
        let (a, b) = (self.sext_value(), o.sext_value());
        if self.is_min_signed() && o.is_all_ones() {
            return (self, true);
        }
        (Self::new(self.width, a.wrapping_div(b)), false)
    }
    /// Signed remainder (sign of the dividend; `o` non-zero).
    pub fn srem(self, o: Self) -> Self {
        let (a, b) = (self.sext_value(), o.sext_value());
        if b == -1 {
            return Self::zero(self.width);
        }
        Self::new(self.width, a.wrapping_rem(b))
    }
    /// Signed floor division (`o` non-zero), with overflow flag.
    pub fn sfloordiv_ov(self, o: Self) -> (Self, bool) {
        let (q, ov) = self.sdiv_ov(o);
        if q.wrapping_mul(o) != self && self.is_negative() != o.is_negative() {
            return (q.wrapping_sub(Self::new(self.width, 1)), ov);
        }
        (q, ov)
    }
    /// Signed addition with overflow flag.
    pub fn sadd_ov(self, o: Self) -> (Self, bool) {
        let r = self.wrapping_add(o);
        let ov = self.is_negative() == o.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }
    /// Signed subtraction with overflow flag.
    pub fn ssub_ov(self, o: Self) -> (Self, bool) {
        let r = self.wrapping_sub(o);
        let ov = self.is_negative() != o.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }
    /// Unsigned addition with overflow flag.
    pub fn uadd_ov(self, o: Self) -> (Self, bool) {
        let r = self.wrapping_add(o);
        (r, r.bits < self.bits)
    }
    /// Shift left (amount below the width).
    pub fn shift_left(self, amount: u32) -> Self {
        if amount >= self.width {
            return Self::zero(self.width);
        }
        Self::from_bits(self.width, self.bits << amount)
    }
    /// Logical shift right.
    pub fn lshr(self, amount: u32) -> Self {
        if amount >= self.width {
            return Self::zero(self.width);
        }
        Self::from_bits(self.width, self.bits >> amount)
    }
    /// Arithmetic shift right.
    pub fn ashr(self, amount: u32) -> Self {
        let amount = amount.min(self.width.saturating_sub(1)).min(127);
        Self::new(self.width, self.sext_value() >> amount)
    }
    /// Signed less-than.
    pub fn slt(self, o: Self) -> bool {
        self.sext_value() < o.sext_value()
    }
    /// Unsigned less-than.
    pub fn ult(self, o: Self) -> bool {
        self.bits < o.bits
    }
    /// Zero extension (or truncation) to `width`.
    pub fn zext_or_trunc(self, width: u32) -> Self {
        Self::from_bits(width, self.bits)
    }
    /// Sign extension (or truncation) to `width`.
    pub fn sext_or_trunc(self, width: u32) -> Self {
        Self::new(width, self.sext_value())
    }
    /// High half of the signed double-width product (`None` above 64 bits).
    pub fn mulhs(self, o: Self) -> Option<Self> {
        if self.width > 64 {
            return None;
        }
        let p = self.sext_value() * o.sext_value();
        Some(Self::new(self.width, p >> self.width))
    }
    /// High half of the unsigned double-width product (`None` above 64 bits).
    pub fn mulhu(self, o: Self) -> Option<Self> {
        if self.width > 64 {
            return None;
        }
        let p = self.bits * o.bits;
        Some(Self::from_bits(self.width, p >> self.width))
    }
}

/// A float value in its format: narrow formats (up to `f64`) exactly as an
/// `f64`; `f80` / `f128` exactly as a [`WideFloat`] (computed with
/// `rustc_apfloat`, LLVM's `APFloat` ported), with `v` its nearest `f64`.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ApFloat {
    /// The value (NaN payloads kept in the `f64` bit pattern); for `f80` /
    /// `f128` only the nearest `f64` (use the predicates, not `v`).
    pub v: f64,
    /// The format.
    pub kind: FloatKind,
    /// The exact value of an `f80` / `f128`.
    pub wide: Option<WideFloat>,
}

/// The `f64` bit of a NaN that makes it quiet.
const QUIET_BIT: u64 = 1 << 51;

fn quiet(v: f64) -> f64 {
    f64::from_bits(v.to_bits() | QUIET_BIT)
}

impl ApFloat {
    /// `v` rounded to `kind`.
    pub fn new(v: f64, kind: FloatKind) -> Self {
        if kind.is_wide() {
            return ApFloat::from_wide(WideFloat::from_f64(v, kind));
        }
        ApFloat { v: round_to_format(v, kind), kind, wide: None }
    }
    /// An exact `f80` / `f128` value.
    pub fn from_wide(w: WideFloat) -> Self {
        ApFloat { v: w.to_f64(), kind: w.kind, wide: Some(w) }
    }
    /// A narrow-format value already in `kind` (`v` exact).
    pub(crate) fn narrow(v: f64, kind: FloatKind) -> Self {
        ApFloat { v, kind, wide: None }
    }
    /// The encoding of the value in its format (`bitcastToAPInt`).
    pub fn to_bits(self) -> u128 {
        match self.wide {
            Some(w) => w.bits,
            None => affine_ir::asm::float_bits(self.v, self.kind) as u128,
        }
    }
    /// The value of format `kind` encoded by `bits`.
    pub fn from_bits(bits: u128, kind: FloatKind) -> Self {
        if kind.is_wide() {
            return ApFloat::from_wide(WideFloat::from_bits(bits, kind));
        }
        ApFloat::narrow(affine_ir::float::from_bits(bits, kind), kind)
    }
    /// True for NaN.
    pub fn is_nan(self) -> bool {
        self.wide.map_or(self.v.is_nan(), |w| w.is_nan())
    }
    /// True for a signaling NaN.
    pub fn is_signaling(self) -> bool {
        match self.wide {
            Some(w) => w.is_signaling(),
            None => self.v.is_nan() && self.v.to_bits() & QUIET_BIT == 0,
        }
    }
    /// True for +-0.
    pub fn is_zero(self) -> bool {
        self.wide.map_or(self.v == 0.0, |w| w.is_zero())
    }
    /// True if the sign bit is set.
    pub fn is_negative(self) -> bool {
        self.wide.map_or(self.v.is_sign_negative(), |w| w.is_negative())
    }
    /// True for the infinity of the given sign.
    pub fn is_infinity(self, negative: bool) -> bool {
        match self.wide {
            Some(w) => w.is_infinite() && w.is_negative() == negative,
            None => self.v.is_infinite() && self.v.is_sign_negative() == negative,
        }
    }
    /// True if the value is exactly `x` (a finite, non-NaN `f64`).
    pub fn is_exactly(self, x: f64) -> bool {
        match self.wide {
            Some(w) => w == WideFloat::from_f64(x, w.kind),
            None => self.v == x,
        }
    }
    /// The NaN made quiet (other values unchanged).
    fn quieted(self) -> Self {
        match self.wide {
            Some(w) => ApFloat::from_wide(w.quieted()),
            None if self.v.is_nan() => ApFloat::narrow(quiet(self.v), self.kind),
            None => self,
        }
    }
    /// An arithmetic result: NaN operands propagate (the left one first,
    /// made quiet), an invalid operation gives the default positive NaN.
    fn arith(self, o: Self, op: WideOp, f: impl Fn(f64, f64) -> f64) -> Self {
        if let (Some(a), Some(b)) = (self.wide, o.wide) {
            return ApFloat::from_wide(a.binary(b, op));
        }
        if self.v.is_nan() {
            return ApFloat::narrow(quiet(self.v), self.kind);
        }
        if o.v.is_nan() {
            return ApFloat::narrow(quiet(o.v), self.kind);
        }
        let r = f(self.v, o.v);
        if r.is_nan() {
            return ApFloat::narrow(f64::NAN, self.kind);
        }
        ApFloat::new(r, self.kind)
    }
    /// `self + o`.
    pub fn fadd(self, o: Self) -> Self {
        self.arith(o, WideOp::Add, |a, b| a + b)
    }
    /// `self - o`.
    pub fn fsub(self, o: Self) -> Self {
        self.arith(o, WideOp::Sub, |a, b| a - b)
    }
    /// `self * o`.
    pub fn fmul(self, o: Self) -> Self {
        self.arith(o, WideOp::Mul, |a, b| a * b)
    }
    /// `self / o`.
    pub fn fdiv(self, o: Self) -> Self {
        self.arith(o, WideOp::Div, |a, b| a / b)
    }
    /// `APFloat::mod` (C's `fmod`: the sign of the dividend).
    pub fn frem(self, o: Self) -> Self {
        self.arith(o, WideOp::Rem, |a, b| a % b)
    }
    /// Negation (flips the sign bit, NaN included).
    pub fn fneg(self) -> Self {
        if let Some(w) = self.wide {
            return ApFloat::from_wide(w.negated());
        }
        if self.v == 0.0 {
            // Formats without a negative zero keep their zero.
            return ApFloat::new(-self.v, self.kind);
        }
        ApFloat::narrow(-self.v, self.kind)
    }
    /// The larger (`max`) or smaller operand, `-0 < +0`; with
    /// `propagate_nan` a NaN operand wins (made quiet, `llvm::maximum` /
    /// `minimum`), otherwise the other operand does (`maxnum` / `minnum`).
    fn extreme(self, o: Self, max: bool, propagate_nan: bool) -> Self {
        // LLVM 22's maxnum / minnum: a signaling NaN operand wins, made quiet.
        if !propagate_nan && self.is_signaling() {
            return self.quieted();
        }
        if !propagate_nan && o.is_signaling() {
            return o.quieted();
        }
        match (self.is_nan(), o.is_nan()) {
            (true, _) if propagate_nan => return self.quieted(),
            (_, true) if propagate_nan => return o.quieted(),
            (true, true) => return o.quieted(),
            (true, false) => return o,
            (false, true) => return self,
            _ => {}
        }
        if self.is_zero() && o.is_zero() && self.is_negative() != o.is_negative() {
            return if self.is_negative() == max { o } else { self };
        }
        let less = |a: Self, b: Self| a.compare(b) == Some(std::cmp::Ordering::Less);
        let other_wins = if max { less(self, o) } else { less(o, self) };
        if other_wins { o } else { self }
    }
    /// `llvm::maximum` (NaN-propagating, `-0 < +0`).
    pub fn maximum(self, o: Self) -> Self {
        self.extreme(o, true, true)
    }
    /// `llvm::minimum` (NaN-propagating, `-0 < +0`).
    pub fn minimum(self, o: Self) -> Self {
        self.extreme(o, false, true)
    }
    /// `llvm::maxnum` (a NaN operand yields the other one).
    pub fn maxnum(self, o: Self) -> Self {
        self.extreme(o, true, false)
    }
    /// `llvm::minnum` (a NaN operand yields the other one).
    pub fn minnum(self, o: Self) -> Self {
        self.extreme(o, false, false)
    }
    /// Converts to `kind` if nothing is lost (MLIR's `convertFloatValue`).
    pub fn convert_exact(self, kind: FloatKind) -> Option<Self> {
        // Converting a signaling NaN is an invalid operation.
        if self.is_signaling() {
            return None;
        }
        // A NaN converted to a format whose NaN has no payload loses its
        // own (unless it came from such a format).
        let nan_only = |k: FloatKind| k.semantics().non_finite == NonFinite::NanOnly;
        if self.is_nan() && nan_only(kind) && !nan_only(self.kind) {
            return None;
        }
        if self.is_zero() && !kind.semantics().has_zero {
            // LLVM converts a zero (of any width) to a format without zero
            // (its smallest value) without reporting a loss.
            let zero = if self.is_negative() { -0.0 } else { 0.0 };
            return Some(ApFloat::narrow(round_to_format(zero, kind), kind));
        }
        if let Some(w) = self.wide {
            if kind.is_wide() {
                let (bits, exact) = w.convert(kind);
                return exact.then(|| ApFloat::from_bits(bits, kind));
            }
            let (v, exact) = w.convert_narrow(kind);
            return exact.then_some(ApFloat::narrow(v, kind));
        }
        if kind.is_wide() {
            let (w, exact) = WideFloat::from_f64_checked(self.v, kind);
            return exact.then_some(ApFloat::from_wide(w));
        }
        if self.v.is_nan() {
            // A NaN converts if its payload survives.
            let back = round_to_format(self.v, kind);
            return (affine_ir::asm::float_bits(back, self.kind) == affine_ir::asm::float_bits(self.v, self.kind))
                .then_some(ApFloat::narrow(self.v, kind));
        }
        let r = round_to_format(self.v, kind);
        (r.to_bits() == self.v.to_bits() || (r.is_infinite() && self.v.is_infinite()))
            .then_some(ApFloat::narrow(r, kind))
    }
    /// `convertFromAPInt` with rounding to nearest, ties to even.
    pub fn from_int(i: ApInt, signed: bool, kind: FloatKind) -> Self {
        let neg = signed && i.is_negative();
        let mag = if neg { i.sext_value().unsigned_abs() } else { i.bits };
        if kind.is_wide() {
            return ApFloat::from_wide(WideFloat::from_int(mag, neg, kind));
        }
        let v = round_u128(mag, kind);
        ApFloat::narrow(if neg { -v } else { v }, kind)
    }
    /// `convertToInteger` towards zero into `width` bits; `None` if the
    /// value does not fit (or is NaN or infinite).
    pub fn to_int(self, width: u32, signed: bool) -> Option<ApInt> {
        if let Some(w) = self.wide {
            return w.to_int(width, signed).map(|bits| ApInt::from_bits(width, bits));
        }
        if !self.v.is_finite() {
            return None;
        }
        let t = self.v.trunc();
        if signed {
            let (lo, hi) = (-(2f64.powi(width as i32 - 1)), 2f64.powi(width as i32 - 1));
            if t < lo || t >= hi {
                return None;
            }
            Some(ApInt::new(width, t as i128))
        } else {
            if t < 0.0 || t >= 2f64.powi(width as i32) {
                return None;
            }
            Some(ApInt::from_bits(width, t as u128))
        }
    }
    /// IEEE comparison: `None` if unordered, else the ordering.
    pub fn compare(self, o: Self) -> Option<std::cmp::Ordering> {
        match (self.wide, o.wide) {
            (Some(a), Some(b)) => a.partial_cmp(b),
            _ => self.v.partial_cmp(&o.v),
        }
    }
}

/// `mag` rounded to `kind` (to nearest, ties to even), as an `f64`; `kind`
/// is at most `f64` wide (wider formats go through [`WideFloat::from_int`]).
fn round_u128(mag: u128, kind: FloatKind) -> f64 {
    let precision = kind.precision().min(53);
    let len = 128 - mag.leading_zeros();
    let rounded = if len <= precision {
        mag as f64
    } else {
        let shift = len - precision;
        let q = mag >> shift;
        let rem = mag & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let q = if rem > half || (rem == half && q & 1 == 1) { q + 1 } else { q };
        (q as f64) * 2f64.powi(shift as i32)
    };
    round_to_format(rounded, kind)
}

// ----------------------------------------------------------------------
// Attributes
// ----------------------------------------------------------------------

/// Bit width used for the values of an integer-like type (`index` is 64).
pub fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// An element value.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Elem {
    /// Integer.
    Int(ApInt),
    /// Float.
    Float(ApFloat),
}

/// The value of a scalar integer, bool or float attribute.
pub fn elem_of(ctx: &Context, a: Attribute) -> Option<Elem> {
    match ctx.attr_data(a) {
        AttrData::Bool(b) => Some(Elem::Int(ApInt::new(1, *b as i128))),
        AttrData::Integer { value, ty } => Some(Elem::Int(ApInt::new(int_width(ctx, *ty)?, *value))),
        AttrData::Float { bits, ty } => {
            Some(Elem::Float(ApFloat { v: f64::from_bits(*bits), kind: ctx.float_kind(*ty)?, wide: None }))
        }
        AttrData::WideFloat { bits, ty } => {
            Some(Elem::Float(ApFloat::from_wide(WideFloat { bits: *bits, kind: ctx.float_kind(*ty)? })))
        }
        _ => None,
    }
}

/// The scalar attribute of element type `ty` holding `e`.
pub fn elem_attr(ctx: &mut Context, ty: Type, e: Elem) -> Attribute {
    match e {
        Elem::Int(i) => {
            if ctx.int_width(ty) == Some(1) {
                return ctx.bool_attr(i.bits & 1 == 1);
            }
            ctx.int_attr(ty, i.sext_value())
        }
        Elem::Float(ApFloat { wide: Some(w), .. }) => ctx.wide_float_attr(ty, w),
        Elem::Float(f) => {
            // One attribute per encoding: NaNs of the NaN-only formats are canonical.
            let v = if f.v.is_nan() { round_to_format(f.v, f.kind) } else { f.v };
            ctx.attr(AttrData::Float { bits: v.to_bits(), ty })
        }
    }
}

/// The integer value of a scalar or splat attribute (MLIR's `m_ConstantInt`).
pub fn const_int(ctx: &Context, a: Option<Attribute>) -> Option<ApInt> {
    let a = a?;
    let a = splat_value(ctx, a).unwrap_or(a);
    match elem_of(ctx, a)? {
        Elem::Int(i) => Some(i),
        Elem::Float(_) => None,
    }
}

/// The float value of a scalar or splat attribute (MLIR's `m_ConstantFloat`).
pub fn const_float(ctx: &Context, a: Option<Attribute>) -> Option<ApFloat> {
    let a = a?;
    let a = splat_value(ctx, a).unwrap_or(a);
    match elem_of(ctx, a)? {
        Elem::Float(f) => Some(f),
        Elem::Int(_) => None,
    }
}

/// The element of a splat elements attribute.
pub fn splat_value(ctx: &Context, a: Attribute) -> Option<Attribute> {
    match ctx.attr_data(a) {
        AttrData::DenseElements { splat: true, values, .. } => values.first().copied(),
        AttrData::DenseElements { values, .. } if values.len() == 1 => values.first().copied(),
        _ => None,
    }
}

/// True for a poison attribute (`#ub.poison`).
pub fn is_poison(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(
        |a| matches!(ctx.attr_data(a), AttrData::Opaque(s) if s == "ub.poison" || s.starts_with("ub.poison<")),
    )
}

/// The type of a typed constant attribute.
pub fn typed_attr_type(ctx: &mut Context, a: Attribute) -> Option<Type> {
    match ctx.attr_data(a).clone() {
        AttrData::Integer { ty, .. }
        | AttrData::BigInteger { ty, .. }
        | AttrData::Float { ty, .. }
        | AttrData::WideFloat { ty, .. }
        | AttrData::DenseElements { ty, .. } => Some(ty),
        AttrData::Bool(_) => Some(ctx.i1_type()),
        _ => None,
    }
}

/// The shaped type `t` with element type `elem` (or `elem` if `t` is a scalar).
pub fn with_element_type(ctx: &mut Context, t: Type, elem: Type) -> Type {
    match ctx.type_data(t).clone() {
        TypeData::Vector { shape, scalable, .. } => ctx.ty(TypeData::Vector { shape, scalable, elem }),
        TypeData::RankedTensor { shape, encoding, .. } => ctx.ty(TypeData::RankedTensor { shape, elem, encoding }),
        TypeData::UnrankedTensor { .. } => ctx.ty(TypeData::UnrankedTensor { elem }),
        _ => elem,
    }
}

/// Element-wise view of a constant operand.
enum Operand {
    Scalar(Elem, Type),
    Splat(Elem, Type),
    Dense(Vec<Elem>, Type),
}

fn operand_of(ctx: &mut Context, a: Attribute) -> Option<Operand> {
    match ctx.attr_data(a).clone() {
        AttrData::DenseElements { ty, splat, values } => {
            if splat || values.len() == 1 {
                Some(Operand::Splat(elem_of(ctx, *values.first()?)?, ty))
            } else {
                Some(Operand::Dense(values.iter().map(|&v| elem_of(ctx, v)).collect::<Option<_>>()?, ty))
            }
        }
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } | AttrData::WideFloat { ty, .. } => {
            Some(Operand::Scalar(elem_of(ctx, a)?, ty))
        }
        AttrData::Bool(_) => {
            let e = elem_of(ctx, a)?;
            Some(Operand::Scalar(e, ctx.i1_type()))
        }
        _ => None,
    }
}

/// An element as dense elements store it: as its encoding (a format
/// without a sign bit loses the sign of a negative value, a finite-only
/// format its NaN and infinity categories, which encode as zeros).
fn dense_elem_attr(ctx: &mut Context, ty: Type, e: Elem) -> Attribute {
    let e = match e {
        Elem::Float(f) if f.wide.is_none() => Elem::Float(ApFloat::from_bits(f.to_bits(), f.kind)),
        e => e,
    };
    elem_attr(ctx, ty, e)
}

/// Builds the result of an element-wise fold: a scalar of type `ty`, or
/// elements of shaped type `ty` (a splat when all elements are equal, as
/// MLIR's dense attribute storage does).
pub(crate) fn build_result(ctx: &mut Context, ty: Type, values: Vec<Elem>, scalar: bool) -> Attribute {
    if scalar {
        return elem_attr(ctx, ty, values[0]);
    }
    let elem_ty = ctx.element_type(ty).unwrap_or(ty);
    let attrs: Vec<Attribute> = values.iter().map(|&e| dense_elem_attr(ctx, elem_ty, e)).collect();
    let splat = attrs.windows(2).all(|w| w[0] == w[1]);
    let values = if splat { vec![attrs[0]] } else { attrs };
    ctx.attr(AttrData::DenseElements { ty, splat, values })
}

/// MLIR's `constFoldBinaryOpConditional`: applies `f` element-wise to two
/// constant operands of the same type (scalars, splats or dense elements);
/// the result has type `result_ty` (by default the operands' type). A
/// poison operand makes the result poison. `None` if an operand is not a
/// constant of the right kind or `f` fails on some element.
pub fn fold_binary(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    result_ty: Option<Type>,
    f: impl Fn(Elem, Elem) -> Option<Elem>,
) -> Option<Attribute> {
    let (a, b) = (operands.first().copied()??, operands.get(1).copied()??);
    if is_poison(ctx, Some(a)) {
        return Some(a);
    }
    if is_poison(ctx, Some(b)) {
        return Some(b);
    }
    let (oa, ob) = (operand_of(ctx, a)?, operand_of(ctx, b)?);
    match (oa, ob) {
        (Operand::Scalar(x, ta), Operand::Scalar(y, tb)) => {
            if ta != tb {
                return None;
            }
            let r = f(x, y)?;
            Some(build_result(ctx, result_ty.unwrap_or(ta), vec![r], true))
        }
        (Operand::Splat(x, ta), Operand::Splat(y, tb)) => {
            if ta != tb {
                return None;
            }
            let r = f(x, y)?;
            let ty = result_ty.unwrap_or(ta);
            let elem_ty = ctx.element_type(ty).unwrap_or(ty);
            let v = dense_elem_attr(ctx, elem_ty, r);
            Some(ctx.attr(AttrData::DenseElements { ty, splat: true, values: vec![v] }))
        }
        (oa, ob) => {
            let (xs, ta) = expand(ctx, oa)?;
            let (ys, tb) = expand(ctx, ob)?;
            if ta != tb || xs.len() != ys.len() {
                return None;
            }
            let rs = xs.into_iter().zip(ys).map(|(x, y)| f(x, y)).collect::<Option<Vec<_>>>()?;
            Some(build_result(ctx, result_ty.unwrap_or(ta), rs, false))
        }
    }
}

fn num_elements(ctx_shape: &[i64]) -> Option<usize> {
    ctx_shape.iter().try_fold(1usize, |acc, &d| usize::try_from(d).ok().and_then(|d| acc.checked_mul(d)))
}

/// All elements of a shaped operand (`None` for scalars).
fn expand(ctx: &Context, o: Operand) -> Option<(Vec<Elem>, Type)> {
    match o {
        Operand::Scalar(..) => None,
        Operand::Dense(v, t) => Some((v, t)),
        Operand::Splat(x, t) => Some((vec![x; static_num_elements(ctx, t)?], t)),
    }
}

/// Like [`fold_binary`] for one operand; the result has type `result_ty`
/// (by default the operand's type).
pub fn fold_unary(
    ctx: &mut Context,
    operand: Option<Attribute>,
    result_ty: Option<Type>,
    f: impl Fn(Elem) -> Option<Elem>,
) -> Option<Attribute> {
    let a = operand?;
    if is_poison(ctx, Some(a)) {
        return Some(a);
    }
    match operand_of(ctx, a)? {
        Operand::Scalar(x, t) => {
            let r = f(x)?;
            Some(build_result(ctx, result_ty.unwrap_or(t), vec![r], true))
        }
        Operand::Splat(x, t) => {
            let r = f(x)?;
            let ty = result_ty.unwrap_or(t);
            let elem_ty = ctx.element_type(ty).unwrap_or(ty);
            let v = dense_elem_attr(ctx, elem_ty, r);
            Some(ctx.attr(AttrData::DenseElements { ty, splat: true, values: vec![v] }))
        }
        Operand::Dense(xs, t) => {
            let rs = xs.into_iter().map(&f).collect::<Option<Vec<_>>>()?;
            Some(build_result(ctx, result_ty.unwrap_or(t), rs, false))
        }
    }
}

/// The elements of a constant operand (scalar, splat or dense elements) as
/// `(values, shaped, splat)`.
pub(crate) fn elements(ctx: &mut Context, a: Attribute) -> Option<(Vec<Elem>, bool, bool)> {
    Some(match operand_of(ctx, a)? {
        Operand::Scalar(e, _) => (vec![e], false, false),
        Operand::Splat(e, _) => (vec![e], true, true),
        Operand::Dense(v, _) => (v, true, false),
    })
}

/// The number of elements of a statically shaped type.
pub fn static_num_elements(ctx: &Context, t: Type) -> Option<usize> {
    num_elements(ctx.shape(t)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apint_semantics() {
        let a = ApInt::new(8, -128);
        assert!(a.is_min_signed());
        assert!(a.sdiv_ov(ApInt::all_ones(8)).1);
        assert_eq!(ApInt::new(8, -7).sfloordiv_ov(ApInt::new(8, 2)).0.sext_value(), -4);
        assert_eq!(ApInt::new(8, 7).srem(ApInt::new(8, -2)).sext_value(), 1);
        assert_eq!(ApInt::new(8, -7).srem(ApInt::new(8, 2)).sext_value(), -1);
        assert_eq!(ApInt::new(8, 200).udiv(ApInt::new(8, 3)).zext_value(), 66);
        assert_eq!(ApInt::new(32, 300).sext_or_trunc(8).sext_value(), 44);
        assert_eq!(ApInt::new(8, -1).mulhu(ApInt::new(8, -1)).map(|x| x.zext_value()), Some(254));
        assert_eq!(ApInt::new(8, -1).mulhs(ApInt::new(8, -1)).map(|x| x.sext_value()), Some(0));
        assert!(ApInt::new(8, 127).sadd_ov(ApInt::new(8, 1)).1);
        assert!(ApInt::new(8, -128).ssub_ov(ApInt::new(8, 1)).1);
        assert_eq!(ApInt::new(8, -16).ashr(2).sext_value(), -4);
    }

    #[test]
    fn apfloat_semantics() {
        let one = ApFloat::new(1.0, FloatKind::F32);
        let zero = ApFloat::new(0.0, FloatKind::F32);
        let nan = zero.fdiv(zero);
        assert!(nan.v.is_nan() && nan.v.is_sign_positive());
        let third = one.fdiv(ApFloat::new(3.0, FloatKind::F32));
        assert_eq!(third.v, (1.0f32 / 3.0f32) as f64);
        let big = ApInt::new(64, i64::MAX as i128);
        assert_eq!(ApFloat::from_int(big, true, FloatKind::F32).v, i64::MAX as f32 as f64);
        assert_eq!(ApFloat::from_int(ApInt::new(8, -1), false, FloatKind::F32).v, 255.0);
        assert_eq!(ApFloat::from_int(ApInt::new(8, -1), true, FloatKind::F32).v, -1.0);
        assert_eq!(ApFloat::new(-0.5, FloatKind::F32).to_int(8, false).map(|i| i.bits), Some(0));
        assert_eq!(ApFloat::new(256.0, FloatKind::F32).to_int(8, false), None);
        assert_eq!(ApFloat::new(-129.0, FloatKind::F32).to_int(8, true), None);
        assert!(ApFloat::new(0.1, FloatKind::F64).convert_exact(FloatKind::F32).is_none());
        assert!(ApFloat::new(0.5, FloatKind::F64).convert_exact(FloatKind::F16).is_some());
    }

    #[test]
    fn wide_apfloat_semantics() {
        let k = FloatKind::F80;
        let third = ApFloat::new(1.0, k).fdiv(ApFloat::new(3.0, k));
        assert_eq!(third.to_bits(), 0x3FFD_AAAA_AAAA_AAAA_AAAB);
        // Exact predicates: a value next to one is not one.
        let near_one = ApFloat::from_bits(0x3FFF_8000_0000_0000_0001, k);
        assert!(!near_one.is_exactly(1.0) && near_one.v == 1.0);
        assert!(near_one.convert_exact(FloatKind::F64).is_none());
        assert!(ApFloat::new(0.1, k).convert_exact(FloatKind::F64).is_some());
        // An x87 unnormal reads as a quiet NaN: maxnum yields the other operand.
        let unnormal = ApFloat::from_bits(0x4000_5000_0000_0000_0000, k);
        assert!(unnormal.is_nan() && !unnormal.is_signaling());
        assert_eq!(unnormal.maxnum(ApFloat::new(-2.5, k)).to_bits(), ApFloat::new(-2.5, k).to_bits());
        // maximum quiets a signaling NaN.
        let q = FloatKind::F128;
        let snan = ApFloat::from_bits(0x7FFF_0000_0000_0000_0000_0000_0000_0001, q);
        assert!(snan.is_signaling());
        assert_eq!(ApFloat::new(1.0, q).maximum(snan).to_bits(), 0x7FFF_8000_0000_0000_0000_0000_0000_0001);
        assert!(snan.convert_exact(FloatKind::F80).is_none());
        let big = ApInt::new(128, -(1i128 << 100) - 1);
        assert_eq!(ApFloat::from_int(big, true, q).to_int(128, true), Some(big));
        assert_eq!(ApFloat::new(256.5, k).to_int(8, false), None);
        // -inf to a finite-only format keeps its category (encoded as -0).
        let neg_inf = ApFloat::new(f64::NEG_INFINITY, k).convert_exact(FloatKind::F4E2M1FN).unwrap();
        assert!(neg_inf.v.is_infinite() && neg_inf.to_bits() == 0x8);
    }
}
