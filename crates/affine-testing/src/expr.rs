//! A tiny affine-expression model used only by the program generator.
//!
//! The generator needs two things from an expression: its MLIR spelling and a
//! conservative value range over the ranges of its operands (interval
//! arithmetic). Keeping the model local makes this crate independent of the
//! rest of the workspace, so it can test the real IR crates without sharing
//! their bugs.

use std::fmt::Write as _;

/// A closed integer interval `[lo, hi]` that conservatively bounds a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    /// Smallest value the expression can take.
    pub lo: i64,
    /// Largest value the expression can take.
    pub hi: i64,
}

impl Interval {
    /// The interval `[lo, hi]`; the caller guarantees `lo <= hi`.
    pub fn new(lo: i64, hi: i64) -> Self {
        debug_assert!(lo <= hi, "empty interval [{lo}, {hi}]");
        Interval { lo, hi }
    }

    /// The single-point interval `[v, v]`.
    pub fn point(v: i64) -> Self {
        Interval { lo: v, hi: v }
    }

    /// Number of integers in the interval.
    pub fn width(&self) -> i64 {
        self.hi - self.lo + 1
    }

    fn add(self, o: Interval) -> Interval {
        Interval::new(self.lo + o.lo, self.hi + o.hi)
    }

    fn times(self, c: i64) -> Interval {
        if c >= 0 { Interval::new(self.lo * c, self.hi * c) } else { Interval::new(self.hi * c, self.lo * c) }
    }

    fn floordiv(self, c: i64) -> Interval {
        Interval::new(self.lo.div_euclid(c), self.hi.div_euclid(c))
    }

    fn ceildiv(self, c: i64) -> Interval {
        Interval::new(ceil_div(self.lo, c), ceil_div(self.hi, c))
    }

    fn modulo(self, c: i64) -> Interval {
        if self.lo.div_euclid(c) == self.hi.div_euclid(c) {
            Interval::new(self.lo.rem_euclid(c), self.hi.rem_euclid(c))
        } else {
            Interval::new(0, c - 1)
        }
    }
}

/// Ceiling division for a positive divisor.
fn ceil_div(a: i64, c: i64) -> i64 {
    -((-a).div_euclid(c))
}

/// Identifier of an `index`-typed SSA value known to the generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// An affine expression over generator-known `index` values.
///
/// Divisors and multipliers are always constants, so every expression is a
/// pure affine expression in MLIR's sense. Divisors are always positive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// An SSA value (loop IV, symbol or `affine.apply` result).
    Var(VarId),
    /// An integer constant.
    Const(i64),
    /// Sum of two expressions.
    Add(Box<Expr>, Box<Expr>),
    /// Product with a constant.
    Mul(Box<Expr>, i64),
    /// `floordiv` by a positive constant.
    FloorDiv(Box<Expr>, i64),
    /// `ceildiv` by a positive constant.
    CeilDiv(Box<Expr>, i64),
    /// `mod` by a positive constant (result is always in `[0, c)`).
    Mod(Box<Expr>, i64),
}

impl Expr {
    /// `self + other`.
    pub fn plus(self, other: Expr) -> Expr {
        Expr::Add(Box::new(self), Box::new(other))
    }

    /// `self + c`, omitting a zero constant.
    pub fn add_const(self, c: i64) -> Expr {
        if c == 0 { self } else { self.plus(Expr::Const(c)) }
    }

    /// `self * c`, omitting a unit factor.
    pub fn times(self, c: i64) -> Expr {
        if c == 1 { self } else { Expr::Mul(Box::new(self), c) }
    }

    /// `self floordiv c` for `c > 0`.
    pub fn floordiv(self, c: i64) -> Expr {
        debug_assert!(c > 0);
        Expr::FloorDiv(Box::new(self), c)
    }

    /// `self ceildiv c` for `c > 0`.
    pub fn ceildiv(self, c: i64) -> Expr {
        debug_assert!(c > 0);
        Expr::CeilDiv(Box::new(self), c)
    }

    /// `self mod c` for `c > 0`.
    pub fn modulo(self, c: i64) -> Expr {
        debug_assert!(c > 0);
        Expr::Mod(Box::new(self), c)
    }

    /// Conservative range of the expression given the range of each variable.
    pub fn range(&self, var_range: &impl Fn(VarId) -> Interval) -> Interval {
        match self {
            Expr::Var(v) => var_range(*v),
            Expr::Const(c) => Interval::point(*c),
            Expr::Add(a, b) => a.range(var_range).add(b.range(var_range)),
            Expr::Mul(a, c) => a.range(var_range).times(*c),
            Expr::FloorDiv(a, c) => a.range(var_range).floordiv(*c),
            Expr::CeilDiv(a, c) => a.range(var_range).ceildiv(*c),
            Expr::Mod(a, c) => a.range(var_range).modulo(*c),
        }
    }

    /// Exact value of the expression for concrete variable values.
    pub fn eval(&self, value: &impl Fn(VarId) -> i64) -> i64 {
        match self {
            Expr::Var(v) => value(*v),
            Expr::Const(c) => *c,
            Expr::Add(a, b) => a.eval(value) + b.eval(value),
            Expr::Mul(a, c) => a.eval(value) * c,
            Expr::FloorDiv(a, c) => a.eval(value).div_euclid(*c),
            Expr::CeilDiv(a, c) => ceil_div(a.eval(value), *c),
            Expr::Mod(a, c) => a.eval(value).rem_euclid(*c),
        }
    }

    /// Appends every variable used (in first-use order, without duplicates).
    pub fn collect_vars(&self, out: &mut Vec<VarId>) {
        match self {
            Expr::Var(v) => {
                if !out.contains(v) {
                    out.push(*v);
                }
            }
            Expr::Const(_) => {}
            Expr::Add(a, b) => {
                a.collect_vars(out);
                b.collect_vars(out);
            }
            Expr::Mul(a, _) | Expr::FloorDiv(a, _) | Expr::CeilDiv(a, _) | Expr::Mod(a, _) => a.collect_vars(out),
        }
    }

    /// Writes the expression in MLIR affine syntax, spelling each variable
    /// with `name` (e.g. `d0`, `s1`, `%i0` or `symbol(%s0)`).
    pub fn write(&self, out: &mut String, name: &impl Fn(VarId) -> String) {
        match self {
            Expr::Var(v) => out.push_str(&name(*v)),
            Expr::Const(c) => {
                let _ = write!(out, "{c}");
            }
            Expr::Add(a, b) => {
                out.push('(');
                a.write(out, name);
                out.push_str(" + ");
                b.write(out, name);
                out.push(')');
            }
            Expr::Mul(a, c) => Self::write_bin(out, a, "*", *c, name),
            Expr::FloorDiv(a, c) => Self::write_bin(out, a, "floordiv", *c, name),
            Expr::CeilDiv(a, c) => Self::write_bin(out, a, "ceildiv", *c, name),
            Expr::Mod(a, c) => Self::write_bin(out, a, "mod", *c, name),
        }
    }

    fn write_bin(out: &mut String, a: &Expr, op: &str, c: i64, name: &impl Fn(VarId) -> String) {
        out.push('(');
        a.write(out, name);
        let _ = write!(out, " {op} {c})");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranges(v: VarId) -> Interval {
        match v.0 {
            0 => Interval::new(0, 9),
            _ => Interval::new(-3, 4),
        }
    }

    #[test]
    fn interval_arithmetic_is_conservative() {
        let e = Expr::Var(VarId(0)).times(2).plus(Expr::Var(VarId(1)).times(-1)).add_const(5);
        assert_eq!(e.range(&ranges), Interval::new(1, 26));
        let m = Expr::Var(VarId(1)).modulo(4);
        assert_eq!(m.range(&ranges), Interval::new(0, 3));
        let f = Expr::Var(VarId(1)).floordiv(2);
        assert_eq!(f.range(&ranges), Interval::new(-2, 2));
        let c = Expr::Var(VarId(1)).ceildiv(2);
        assert_eq!(c.range(&ranges), Interval::new(-1, 2));
        // A mod whose operand stays inside one period keeps the tight range.
        let tight = Expr::Var(VarId(0)).add_const(20).modulo(32);
        assert_eq!(tight.range(&ranges), Interval::new(20, 29));
    }

    #[test]
    fn eval_matches_range_on_every_point() {
        let e =
            Expr::Var(VarId(0)).times(3).plus(Expr::Var(VarId(1))).floordiv(4).plus(Expr::Var(VarId(1)).mod_and_ceil());
        let r = e.range(&ranges);
        for a in 0..=9 {
            for b in -3..=4 {
                let v = e.eval(&|id: VarId| if id.0 == 0 { a } else { b });
                assert!(r.lo <= v && v <= r.hi, "{v} not in {r:?}");
            }
        }
    }

    impl Expr {
        fn mod_and_ceil(self) -> Expr {
            self.modulo(3).ceildiv(2)
        }
    }

    #[test]
    fn prints_mlir_syntax() {
        let e = Expr::Var(VarId(0)).times(-2).add_const(-3).modulo(5);
        let mut s = String::new();
        e.write(&mut s, &|v| format!("d{}", v.0));
        assert_eq!(s, "(((d0 * -2) + -3) mod 5)");
    }
}
