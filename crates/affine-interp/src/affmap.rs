//! Affine maps and integer sets compiled for evaluation.
//!
//! Each result expression is pre-flattened, when it is linear, into a list
//! of `(register, coefficient)` terms plus a constant, so evaluation is a
//! short multiply-add loop over the scalar register file. Expressions with
//! `floordiv`, `ceildiv`, `mod` or products of non-constants are compiled
//! to a small postfix program with MLIR's semantics (floor division,
//! non-negative `mod`); a zero or negative divisor is an error, as is
//! `i64` overflow.

use affine_ir::affine::{AffineExpr, AffineExprData, AffineExprKind, AffineMap, AffineStore, IntegerSet};

use crate::error::{ErrorKind, TResult, Trap};

/// One step of a postfix expression program.
#[derive(Clone, Copy, Debug)]
pub(crate) enum POp {
    /// Push the value of scalar register `r`.
    Reg(u32),
    /// Push a constant.
    Const(i64),
    /// Pop two, push the sum / product / quotient / remainder.
    Bin(AffineExprKind),
}

/// A compiled affine expression over scalar registers.
#[derive(Clone, Debug)]
pub(crate) enum CExpr {
    /// `c`.
    Const(i64),
    /// `reg + c` (the common case of an index plus an offset).
    Reg1 {
        /// Register.
        r: u32,
        /// Constant term.
        c: i64,
    },
    /// `c + sum(k * reg)`.
    Linear {
        /// `(register, coefficient)` pairs.
        terms: Box<[(u32, i64)]>,
        /// Constant term.
        c: i64,
    },
    /// A postfix program.
    Prog(Box<[POp]>),
}

/// A compiled affine map: one expression per result.
#[derive(Clone, Debug)]
pub(crate) struct CMap {
    /// Result expressions.
    pub results: Box<[CExpr]>,
}

/// A compiled integer set: constraints `e >= 0` (or `e == 0`).
#[derive(Clone, Debug)]
pub(crate) struct CSet {
    /// `(expression, is_equality)` pairs.
    pub constraints: Box<[(CExpr, bool)]>,
}

#[cold]
fn ovf() -> Trap {
    Trap::new(ErrorKind::Overflow, "affine expression overflows i64")
}

/// Floor division with a positive divisor check (MLIR affine semantics).
#[inline]
pub(crate) fn floor_div(a: i64, b: i64) -> TResult<i64> {
    if b <= 0 {
        return Err(Trap::new(ErrorKind::DivisionByZero, format!("affine floordiv by non-positive value {b}")));
    }
    Ok(a.div_euclid(b))
}

/// Ceil division with a positive divisor check.
#[inline]
pub(crate) fn ceil_div(a: i64, b: i64) -> TResult<i64> {
    if b <= 0 {
        return Err(Trap::new(ErrorKind::DivisionByZero, format!("affine ceildiv by non-positive value {b}")));
    }
    let q = a.div_euclid(b);
    Ok(if q.checked_mul(b) == Some(a) { q } else { q + 1 })
}

/// Non-negative modulo with a positive divisor check.
#[inline]
pub(crate) fn modulo(a: i64, b: i64) -> TResult<i64> {
    if b <= 0 {
        return Err(Trap::new(ErrorKind::DivisionByZero, format!("affine mod by non-positive value {b}")));
    }
    Ok(a.rem_euclid(b))
}

impl CExpr {
    /// Evaluates the expression against the scalar registers.
    #[inline(always)]
    pub fn eval(&self, regs: &[u64]) -> TResult<i64> {
        match self {
            CExpr::Const(c) => Ok(*c),
            CExpr::Reg1 { r, c } => (regs[*r as usize] as i64).checked_add(*c).ok_or_else(ovf),
            CExpr::Linear { terms, c } => {
                let mut acc = *c;
                for &(r, k) in terms.iter() {
                    let v = regs[r as usize] as i64;
                    acc = k.checked_mul(v).and_then(|p| acc.checked_add(p)).ok_or_else(ovf)?;
                }
                Ok(acc)
            }
            CExpr::Prog(p) => eval_prog(p, regs),
        }
    }
}

fn eval_prog(p: &[POp], regs: &[u64]) -> TResult<i64> {
    let mut stack: Vec<i64> = Vec::with_capacity(8);
    for op in p {
        match *op {
            POp::Reg(r) => stack.push(regs[r as usize] as i64),
            POp::Const(c) => stack.push(c),
            POp::Bin(k) => {
                let (Some(b), Some(a)) = (stack.pop(), stack.pop()) else {
                    return Err(Trap::new(ErrorKind::MalformedIr, "bad affine program"));
                };
                let r = match k {
                    AffineExprKind::Add => a.checked_add(b).ok_or_else(ovf)?,
                    AffineExprKind::Mul => a.checked_mul(b).ok_or_else(ovf)?,
                    AffineExprKind::FloorDiv => floor_div(a, b)?,
                    AffineExprKind::CeilDiv => ceil_div(a, b)?,
                    AffineExprKind::Mod => modulo(a, b)?,
                    _ => return Err(Trap::new(ErrorKind::MalformedIr, "bad affine program")),
                };
                stack.push(r);
            }
        }
    }
    stack.pop().ok_or_else(|| Trap::new(ErrorKind::MalformedIr, "bad affine program"))
}

impl CMap {
    /// Evaluates all results into `out` (cleared first).
    #[inline]
    pub fn eval_into(&self, regs: &[u64], out: &mut Vec<i64>) -> TResult<()> {
        out.clear();
        for e in self.results.iter() {
            out.push(e.eval(regs)?);
        }
        Ok(())
    }

    /// Minimum over the results (`affine.min`, `affine.for` upper bounds).
    #[inline]
    pub fn eval_min(&self, regs: &[u64]) -> TResult<i64> {
        let mut m = i64::MAX;
        for e in self.results.iter() {
            m = m.min(e.eval(regs)?);
        }
        Ok(m)
    }

    /// Maximum over the results (`affine.max`, `affine.for` lower bounds).
    #[inline]
    pub fn eval_max(&self, regs: &[u64]) -> TResult<i64> {
        let mut m = i64::MIN;
        for e in self.results.iter() {
            m = m.max(e.eval(regs)?);
        }
        Ok(m)
    }
}

impl CSet {
    /// True if every constraint holds.
    pub fn contains(&self, regs: &[u64]) -> TResult<bool> {
        for (e, eq) in self.constraints.iter() {
            let v = e.eval(regs)?;
            if (*eq && v != 0) || (!*eq && v < 0) {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// Tries to flatten `e` into coefficients over the inputs plus a constant.
fn linearize(st: &AffineStore, e: AffineExpr, num_dims: u32, n_in: usize) -> Option<(Vec<i64>, i64)> {
    match st.data(e) {
        AffineExprData::Constant(c) => Some((vec![0; n_in], c)),
        AffineExprData::Dim(i) => {
            let mut v = vec![0; n_in];
            *v.get_mut(i as usize)? = 1;
            Some((v, 0))
        }
        AffineExprData::Symbol(i) => {
            let mut v = vec![0; n_in];
            *v.get_mut((num_dims + i) as usize)? = 1;
            Some((v, 0))
        }
        AffineExprData::Binary(k, l, r) => {
            let (lc, lk) = linearize(st, l, num_dims, n_in)?;
            let (rc, rk) = linearize(st, r, num_dims, n_in)?;
            let lconst = lc.iter().all(|&x| x == 0);
            let rconst = rc.iter().all(|&x| x == 0);
            match k {
                AffineExprKind::Add => {
                    let mut v = Vec::with_capacity(n_in);
                    for (a, b) in lc.iter().zip(&rc) {
                        v.push(a.checked_add(*b)?);
                    }
                    Some((v, lk.checked_add(rk)?))
                }
                AffineExprKind::Mul => {
                    let (vars, vk, s) = if rconst {
                        (lc, lk, rk)
                    } else if lconst {
                        (rc, rk, lk)
                    } else {
                        return None;
                    };
                    let mut v = Vec::with_capacity(n_in);
                    for a in vars {
                        v.push(a.checked_mul(s)?);
                    }
                    Some((v, vk.checked_mul(s)?))
                }
                AffineExprKind::FloorDiv | AffineExprKind::CeilDiv | AffineExprKind::Mod if lconst && rconst => {
                    let c = match k {
                        AffineExprKind::FloorDiv => floor_div(lk, rk).ok()?,
                        AffineExprKind::CeilDiv => ceil_div(lk, rk).ok()?,
                        _ => modulo(lk, rk).ok()?,
                    };
                    Some((vec![0; n_in], c))
                }
                _ => None,
            }
        }
    }
}

fn postfix(st: &AffineStore, e: AffineExpr, num_dims: u32, regs: &[u32], out: &mut Vec<POp>) -> Option<()> {
    match st.data(e) {
        AffineExprData::Constant(c) => out.push(POp::Const(c)),
        AffineExprData::Dim(i) => out.push(POp::Reg(*regs.get(i as usize)?)),
        AffineExprData::Symbol(i) => out.push(POp::Reg(*regs.get((num_dims + i) as usize)?)),
        AffineExprData::Binary(k, l, r) => {
            postfix(st, l, num_dims, regs, out)?;
            postfix(st, r, num_dims, regs, out)?;
            out.push(POp::Bin(k));
        }
    }
    Some(())
}

/// Compiles one expression over a map with `num_dims` dims whose inputs
/// (dims then symbols) live in scalar registers `regs`. `None` if the
/// expression refers to an input position that has no operand.
pub(crate) fn compile_expr(st: &AffineStore, e: AffineExpr, num_dims: u32, regs: &[u32]) -> Option<CExpr> {
    let n_in = regs.len();
    if let Some((coeffs, c)) = linearize(st, e, num_dims, n_in) {
        // Merge coefficients of inputs bound to the same register.
        let mut terms: Vec<(u32, i64)> = Vec::new();
        for (i, k) in coeffs.into_iter().enumerate() {
            if k == 0 {
                continue;
            }
            let r = regs[i];
            if let Some(t) = terms.iter_mut().find(|t| t.0 == r) {
                t.1 = t.1.checked_add(k)?;
            } else {
                terms.push((r, k));
            }
        }
        terms.retain(|t| t.1 != 0);
        match terms[..] {
            [] => return Some(CExpr::Const(c)),
            [(r, 1)] => return Some(CExpr::Reg1 { r, c }),
            _ => {}
        }
        return Some(CExpr::Linear { terms: terms.into_boxed_slice(), c });
    }
    let mut p = Vec::new();
    postfix(st, e, num_dims, regs, &mut p)?;
    Some(CExpr::Prog(p.into_boxed_slice()))
}

/// Compiles a map whose operands (dims then symbols) are scalar registers.
pub(crate) fn compile_map(st: &AffineStore, m: AffineMap, regs: &[u32]) -> Option<CMap> {
    let d = st.map_data(m);
    if (d.num_dims + d.num_symbols) as usize != regs.len() {
        return None;
    }
    let results = d.results.iter().map(|&e| compile_expr(st, e, d.num_dims, regs)).collect::<Option<Vec<_>>>()?;
    Some(CMap { results: results.into_boxed_slice() })
}

/// Compiles a set whose operands (dims then symbols) are scalar registers.
pub(crate) fn compile_set(st: &AffineStore, s: IntegerSet, regs: &[u32]) -> Option<CSet> {
    let d = st.set_data(s);
    if (d.num_dims + d.num_symbols) as usize != regs.len() {
        return None;
    }
    let mut cs = Vec::with_capacity(d.constraints.len());
    for (i, &e) in d.constraints.iter().enumerate() {
        let eq = d.eq_flags.get(i).copied().unwrap_or(false);
        cs.push((compile_expr(st, e, d.num_dims, regs)?, eq));
    }
    Some(CSet { constraints: cs.into_boxed_slice() })
}
