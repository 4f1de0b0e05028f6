//! Flattening of affine expressions into linear rows with local (division)
//! variables, as MLIR's `SimpleAffineExprFlattener` / `AffineExprFlattener`,
//! and the flatten-based simplification `simplifyAffineExpr` /
//! `simplifyAffineMap` built on it.
//!
//! Column layout of every row: `[dims, symbols, locals, constant]`. Locals are
//! introduced in post-order of the walk, one per distinct division (MLIR
//! reuses a local when the simplified division expression is identical), and
//! when a local is introduced every row built so far gains a zero column, so
//! the output is exactly the tableau MLIR builds.

use super::simplify::gcd_i64;
use super::store::{AffineExpr, AffineExprData, AffineExprKind, AffineMap, AffineStore, IntegerSet};

/// A local variable `q = floor(dividend . [dims, syms, locals, 1] / divisor)`
/// introduced by flattening a `floordiv`/`mod`/`ceildiv` by a constant.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LocalDiv {
    /// Coefficients over `[dims, symbols, locals (final count), const]`;
    /// only locals introduced before this one can be non-zero. For a
    /// `ceildiv` the constant already includes `divisor - 1`.
    pub dividend: Vec<i64>,
    /// Positive divisor.
    pub divisor: i64,
}

/// Flattened form of a list of expressions.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FlatExprs {
    /// Number of dimension columns.
    pub num_dims: usize,
    /// Number of symbol columns.
    pub num_symbols: usize,
    /// Local variables in MLIR's order of introduction.
    pub locals: Vec<LocalDiv>,
    /// The (simplified) expression each local stands for, as MLIR's
    /// `localExprs` (e.g. `(d0 + 1) floordiv 2`).
    pub local_exprs: Vec<AffineExpr>,
    /// One row per input expression, each of length
    /// `num_dims + num_symbols + locals.len() + 1` (constant last).
    pub rows: Vec<Vec<i64>>,
}

impl FlatExprs {
    /// Total number of columns of every row.
    pub fn num_cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.locals.len() + 1
    }
}

/// Why an expression list could not be flattened.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FlattenError {
    /// The expression is semi-affine (product of non-constants, or division /
    /// modulo by a non-constant).
    SemiAffine,
    /// Division or modulo by a constant `<= 0` (MLIR: poison, flattening fails).
    NonPositiveDivisor,
    /// A coefficient overflowed `i64`.
    Overflow,
    /// A dim or symbol position is not below the given counts.
    OutOfRange,
}

impl std::fmt::Display for FlattenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FlattenError::SemiAffine => write!(f, "semi-affine expression cannot be flattened"),
            FlattenError::NonPositiveDivisor => {
                write!(f, "division or modulo by a non-positive constant")
            }
            FlattenError::Overflow => write!(f, "overflow while flattening affine expression"),
            FlattenError::OutOfRange => write!(f, "dim or symbol position out of range"),
        }
    }
}

impl std::error::Error for FlattenError {}

/// The flattener state (MLIR's `SimpleAffineExprFlattener`).
struct Flattener {
    num_dims: usize,
    num_symbols: usize,
    stack: Vec<Vec<i64>>,
    local_exprs: Vec<AffineExpr>,
    /// Division data per local (`None` for semi-affine locals).
    local_divs: Vec<Option<(Vec<i64>, i64)>>,
    /// Strict mode: semi-affine terms and overflow are errors.
    strict: bool,
    overflow: bool,
}

impl Flattener {
    fn new(num_dims: usize, num_symbols: usize, strict: bool) -> Self {
        Flattener {
            num_dims,
            num_symbols,
            stack: Vec::new(),
            local_exprs: Vec::new(),
            local_divs: Vec::new(),
            strict,
            overflow: false,
        }
    }

    fn num_locals(&self) -> usize {
        self.local_exprs.len()
    }

    fn local_start(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    fn num_cols(&self) -> usize {
        self.num_dims + self.num_symbols + self.num_locals() + 1
    }

    fn add(&mut self, a: i64, b: i64) -> i64 {
        let (v, o) = a.overflowing_add(b);
        self.overflow |= o;
        v
    }

    fn mul(&mut self, a: i64, b: i64) -> i64 {
        let (v, o) = a.overflowing_mul(b);
        self.overflow |= o;
        v
    }

    fn check(&self) -> Result<(), FlattenError> {
        if self.strict && self.overflow { Err(FlattenError::Overflow) } else { Ok(()) }
    }

    fn find_local(&self, e: AffineExpr) -> Option<usize> {
        self.local_exprs.iter().position(|&l| l == e)
    }

    /// Inserts a zero column for a new local in every stacked row.
    fn push_local(&mut self, e: AffineExpr, div: Option<(Vec<i64>, i64)>) {
        let at = self.local_start() + self.num_locals();
        for row in &mut self.stack {
            row.insert(at, 0);
        }
        self.local_exprs.push(e);
        self.local_divs.push(div);
    }

    fn walk(&mut self, st: &mut AffineStore, e: AffineExpr) -> Result<(), FlattenError> {
        match st.data(e) {
            AffineExprData::Dim(p) => {
                if p as usize >= self.num_dims {
                    return Err(FlattenError::OutOfRange);
                }
                let mut row = vec![0; self.num_cols()];
                row[p as usize] = 1;
                self.stack.push(row);
            }
            AffineExprData::Symbol(p) => {
                if p as usize >= self.num_symbols {
                    return Err(FlattenError::OutOfRange);
                }
                let mut row = vec![0; self.num_cols()];
                row[self.num_dims + p as usize] = 1;
                self.stack.push(row);
            }
            AffineExprData::Constant(c) => {
                let mut row = vec![0; self.num_cols()];
                if let Some(last) = row.last_mut() {
                    *last = c;
                }
                self.stack.push(row);
            }
            AffineExprData::Binary(kind, l, r) => {
                self.walk(st, l)?;
                self.walk(st, r)?;
                let rhs = self.stack.pop().ok_or(FlattenError::OutOfRange)?;
                let rhs_const = st.as_constant(r);
                match kind {
                    AffineExprKind::Add => {
                        let mut lhs = self.stack.pop().ok_or(FlattenError::OutOfRange)?;
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = self.add(*a, *b);
                        }
                        self.stack.push(lhs);
                    }
                    AffineExprKind::Mul => match rhs_const {
                        Some(_) => {
                            let c = rhs.last().copied().unwrap_or(0);
                            let mut lhs = self.stack.pop().ok_or(FlattenError::OutOfRange)?;
                            for a in lhs.iter_mut() {
                                *a = self.mul(*a, c);
                            }
                            self.stack.push(lhs);
                        }
                        None => self.semi_affine(st, kind, &rhs)?,
                    },
                    AffineExprKind::Mod => match rhs_const {
                        Some(_) => self.visit_mod(st, rhs.last().copied().unwrap_or(0))?,
                        None => self.semi_affine(st, kind, &rhs)?,
                    },
                    _ => match rhs_const {
                        Some(_) => {
                            self.visit_div(st, rhs.last().copied().unwrap_or(0), kind == AffineExprKind::CeilDiv)?
                        }
                        None => self.semi_affine(st, kind, &rhs)?,
                    },
                }
                self.check()?;
            }
        }
        Ok(())
    }

    /// Semi-affine product / division / modulo: a local standing for the
    /// whole term (error in strict mode).
    fn semi_affine(&mut self, st: &mut AffineStore, kind: AffineExprKind, rhs: &[i64]) -> Result<(), FlattenError> {
        if self.strict {
            return Err(FlattenError::SemiAffine);
        }
        let lhs = self.stack.last().cloned().ok_or(FlattenError::OutOfRange)?;
        let a = st.expr_from_flat(&lhs, self.num_dims, self.num_symbols, &self.local_exprs);
        let b = st.expr_from_flat(rhs, self.num_dims, self.num_symbols, &self.local_exprs);
        let term = st.binary(kind, a, b);
        self.set_top_to_local(term, None);
        Ok(())
    }

    /// Replaces the top of the stack by the local for `e` (creating it).
    fn set_top_to_local(&mut self, e: AffineExpr, div: Option<(Vec<i64>, i64)>) {
        let loc = match self.find_local(e) {
            Some(l) => l,
            None => {
                self.push_local(e, div);
                self.num_locals() - 1
            }
        };
        let at = self.local_start() + loc;
        if let Some(top) = self.stack.last_mut() {
            top.iter_mut().for_each(|v| *v = 0);
            top[at] = 1;
        }
    }

    fn visit_mod(&mut self, st: &mut AffineStore, c: i64) -> Result<(), FlattenError> {
        if c <= 0 {
            return Err(FlattenError::NonPositiveDivisor);
        }
        let lhs = self.stack.last().cloned().ok_or(FlattenError::OutOfRange)?;
        if lhs.iter().all(|v| v % c == 0) {
            if let Some(top) = self.stack.last_mut() {
                top.iter_mut().for_each(|v| *v = 0);
            }
            return Ok(());
        }
        let g = lhs.iter().fold(c, |g, &v| gcd_i64(g, v));
        let dividend: Vec<i64> = lhs.iter().map(|&v| v / g).collect();
        let divisor = c / g;
        let dexpr = st.expr_from_flat(&dividend, self.num_dims, self.num_symbols, &self.local_exprs);
        let q = st.floor_div_const(dexpr, divisor);
        let loc = match self.find_local(q) {
            Some(l) => l,
            None => {
                self.push_local(q, Some((dividend, divisor)));
                self.num_locals() - 1
            }
        };
        // Result = lhs - c * q. When q is an existing local (possibly the very
        // local `lhs` already uses, e.g. once both fold to the same constant),
        // its coefficient is decremented, not overwritten (as MLIR does).
        let at = self.local_start() + loc;
        let cur = self.stack.last().and_then(|t| t.get(at)).copied().unwrap_or(0);
        let updated = self.add(cur, c.wrapping_neg());
        if let Some(top) = self.stack.last_mut() {
            top[at] = updated;
        }
        Ok(())
    }

    fn visit_div(&mut self, st: &mut AffineStore, c: i64, is_ceil: bool) -> Result<(), FlattenError> {
        if c <= 0 {
            return Err(FlattenError::NonPositiveDivisor);
        }
        let mut lhs = self.stack.pop().ok_or(FlattenError::OutOfRange)?;
        let g = lhs.iter().fold(c, |g, &v| gcd_i64(g, v));
        if g != 1 {
            lhs.iter_mut().for_each(|v| *v /= g);
        }
        let divisor = c / g;
        if divisor == 1 {
            self.stack.push(lhs);
            return Ok(());
        }
        let a = st.expr_from_flat(&lhs, self.num_dims, self.num_symbols, &self.local_exprs);
        let q = if is_ceil { st.ceil_div_const(a, divisor) } else { st.floor_div_const(a, divisor) };
        let mut dividend = lhs.clone();
        if is_ceil && let Some(last) = dividend.last_mut() {
            *last = self.add(*last, divisor - 1);
        }
        self.stack.push(lhs);
        if self.find_local(q).is_some() {
            self.set_top_to_local(q, None);
        } else {
            self.set_top_to_local(q, Some((dividend, divisor)));
        }
        Ok(())
    }
}

impl AffineStore {
    /// MLIR's `getAffineExprFromFlatForm`: rebuilds `sum(coef * id) + const`
    /// from a row `[dims, syms, locals, const]`, substituting `local_exprs`.
    pub fn expr_from_flat(
        &mut self,
        row: &[i64],
        num_dims: usize,
        num_symbols: usize,
        local_exprs: &[AffineExpr],
    ) -> AffineExpr {
        let mut e = self.constant(0);
        let n_ids = num_dims + num_symbols;
        let Some((&cst, body)) = row.split_last() else {
            return e;
        };
        for (j, &coef) in body.iter().enumerate() {
            if coef == 0 {
                continue;
            }
            let id = if j < num_dims {
                self.dim(j as u32)
            } else if j < n_ids {
                self.symbol((j - num_dims) as u32)
            } else {
                match local_exprs.get(j - n_ids) {
                    Some(&l) => l,
                    None => continue,
                }
            };
            let term = self.mul_const(id, coef);
            e = self.add(e, term);
        }
        if cst != 0 {
            e = self.add_const(e, cst);
        }
        e
    }

    /// MLIR's `getSemiAffineExprFromFlatForm`: like
    /// [`AffineStore::expr_from_flat`] but orders dimension, symbol and
    /// simple product / division terms by position.
    fn semi_affine_expr_from_flat(
        &mut self,
        row: &[i64],
        num_dims: usize,
        num_symbols: usize,
        local_exprs: &[AffineExpr],
    ) -> AffineExpr {
        let mut expr = self.constant(0);
        let Some((&cst, body)) = row.split_last() else {
            return expr;
        };
        let n_ids = num_dims + num_symbols;
        let max_ds = num_dims.max(num_symbols) as i64;
        // (key, coefficient, expression).
        let mut entries: Vec<((u64, i64), i64, AffineExpr)> = Vec::new();
        let mut offset_sym: i64 = 0;
        let mut offset_dim: i64 = -1;
        for (j, &coef) in body.iter().enumerate().take(n_ids).skip(num_dims) {
            if coef == 0 {
                continue;
            }
            let key = ((j - num_dims) as u64, max_ds + offset_sym);
            offset_sym += 1;
            let s = self.symbol((j - num_dims) as u32);
            entries.push((key, coef, s));
        }
        let mut added = vec![false; local_exprs.len()];
        for (i, &le) in local_exprs.iter().enumerate() {
            let coef = body.get(n_ids + i).copied().unwrap_or(0);
            if coef == 0 {
                continue;
            }
            let Some((_, l, r)) = self.as_binary(le) else {
                continue;
            };
            let pos = |d: AffineExprData| match d {
                AffineExprData::Dim(p) | AffineExprData::Symbol(p) => Some(p as u64),
                _ => None,
            };
            let (ld, rd) = (self.data(l), self.data(r));
            let l_is_id = matches!(ld, AffineExprData::Dim(_) | AffineExprData::Symbol(_));
            let r_ok = matches!(rd, AffineExprData::Dim(_) | AffineExprData::Symbol(_) | AffineExprData::Constant(_));
            if !(l_is_id && r_ok) {
                continue;
            }
            let lpos = pos(ld).unwrap_or(0);
            let key = if matches!(rd, AffineExprData::Constant(_)) {
                if matches!(ld, AffineExprData::Dim(_)) {
                    let k = (lpos, offset_dim);
                    offset_dim -= 1;
                    k
                } else {
                    let k = (lpos, max_ds + offset_sym);
                    offset_sym += 1;
                    k
                }
            } else if matches!(ld, AffineExprData::Dim(_)) {
                (lpos, pos(rd).unwrap_or(0) as i64)
            } else {
                let k = (lpos, max_ds + offset_sym);
                offset_sym += 1;
                k
            };
            entries.push((key, coef, le));
            added[i] = true;
        }
        for (j, &coef) in body.iter().enumerate().take(num_dims) {
            if coef == 0 {
                continue;
            }
            let key = (j as u64, offset_dim);
            offset_dim -= 1;
            let d = self.dim(j as u32);
            entries.push((key, coef, d));
        }
        // Terms are emitted in key order. Distinct terms can share a key:
        // `d0 * s0`, `d0 floordiv s0` and `d0 mod s0` all get (0, 0). MLIR
        // 22 keeps one expression and coefficient per key in a map and emits
        // that first term once per duplicate key, dropping the others (with
        // `d0 floordiv s0` and `d0 mod s0` together, the mod term becomes a
        // second copy of the floordiv term: a miscompile, see
        // tests/lit/upstream-bugs/semi-affine-flatten-duplicate-key.mlir).
        // Each term keeps its own coefficient here; equal keys stay in
        // insertion order (a stable sort), so outputs without duplicate keys
        // are unchanged.
        entries.sort_by_key(|en| en.0);
        for (_, coef, e) in entries {
            let term = self.mul_const(e, coef);
            expr = self.add(expr, term);
        }
        for (i, &le) in local_exprs.iter().enumerate() {
            let coef = body.get(n_ids + i).copied().unwrap_or(0);
            if coef == 0 || added[i] {
                continue;
            }
            let term = self.mul_const(le, coef);
            expr = self.add(expr, term);
        }
        if cst != 0 {
            expr = self.add_const(expr, cst);
        }
        expr
    }

    /// Flattens `exprs` over `num_dims` dims and `num_symbols` symbols, with
    /// locals shared across the list exactly as MLIR's
    /// `getFlattenedAffineExprs` (one flattener walks all expressions in
    /// order). Semi-affine terms, non-positive divisors and coefficient
    /// overflow are errors. Takes `&mut self` because the simplified local
    /// expressions are interned (they decide local reuse).
    pub fn flatten_exprs(
        &mut self,
        exprs: &[AffineExpr],
        num_dims: usize,
        num_symbols: usize,
    ) -> Result<FlatExprs, FlattenError> {
        let mut f = Flattener::new(num_dims, num_symbols, true);
        for &e in exprs {
            f.walk(self, e)?;
        }
        let ncols = f.num_cols();
        let n_ids = num_dims + num_symbols;
        let locals = f
            .local_divs
            .into_iter()
            .map(|d| {
                let (mut dividend, divisor) = d.ok_or(FlattenError::SemiAffine)?;
                // Expand to the final number of locals (zeros for later ones).
                let cst = dividend.pop().unwrap_or(0);
                while dividend.len() < ncols - 1 {
                    dividend.push(0);
                }
                dividend.push(cst);
                debug_assert!(dividend.len() == ncols && n_ids <= ncols);
                Ok(LocalDiv { dividend, divisor })
            })
            .collect::<Result<Vec<_>, FlattenError>>()?;
        Ok(FlatExprs { num_dims, num_symbols, locals, local_exprs: f.local_exprs, rows: f.stack })
    }

    /// Flattens the results of a map.
    pub fn flatten_map(&mut self, m: AffineMap) -> Result<FlatExprs, FlattenError> {
        let d = self.map_data(m).clone();
        self.flatten_exprs(&d.results, d.num_dims as usize, d.num_symbols as usize)
    }

    /// Flattens the constraints of a set.
    pub fn flatten_set(&mut self, s: IntegerSet) -> Result<FlatExprs, FlattenError> {
        let d = self.set_data(s).clone();
        self.flatten_exprs(&d.constraints, d.num_dims as usize, d.num_symbols as usize)
    }

    /// MLIR's `simplifyAffineExpr`: semi-affine pre-simplification, then
    /// flatten and rebuild. Returns `e` unchanged when flattening hits a
    /// non-positive constant divisor.
    pub fn simplify_expr(&mut self, e: AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
        if let Some(s) = self.simplified_expr(e, num_dims, num_symbols) {
            return s;
        }
        let s = self.simplify_expr_uncached(e, num_dims, num_symbols);
        self.record_simplified_expr(e, num_dims, num_symbols, s);
        s
    }

    fn simplify_expr_uncached(&mut self, e: AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
        let (nd, ns) = (num_dims as usize, num_symbols as usize);
        let mut expr = e;
        if !self.is_pure_affine(expr) {
            expr = self.simplify_semi_affine(expr, num_dims, num_symbols);
        }
        let mut f = Flattener::new(nd, ns, false);
        if f.walk(self, expr).is_err() {
            return expr;
        }
        let Some(flat) = f.stack.last().cloned() else {
            return expr;
        };
        let pure = self.is_pure_affine(expr);
        if !pure {
            let rebuilt = self.expr_from_flat(&flat, nd, ns, &f.local_exprs);
            if rebuilt == expr {
                return expr;
            }
            return self.semi_affine_expr_from_flat(&flat, nd, ns, &f.local_exprs);
        }
        self.expr_from_flat(&flat, nd, ns, &f.local_exprs)
    }

    /// MLIR's `simplifyAffineMap`: simplifies each result expression.
    /// Memoized per map: maps are interned and immutable, so a map
    /// simplified once is never simplified again.
    pub fn simplify_affine_map(&mut self, m: AffineMap) -> AffineMap {
        if let Some(s) = self.simplified_map(m) {
            return s;
        }
        let d = self.map_data(m);
        let (num_dims, num_symbols) = (d.num_dims, d.num_symbols);
        let results = d.results.clone();
        let exprs: Vec<AffineExpr> = results.iter().map(|&r| self.simplify_expr(r, num_dims, num_symbols)).collect();
        let s = if exprs == results { m } else { self.map(num_dims, num_symbols, &exprs) };
        self.record_simplified_map(m, s);
        s
    }

    // ---------------------------------------------------------------------
    // Semi-affine pre-simplification (MLIR's `simplifySemiAffine`).
    // ---------------------------------------------------------------------

    fn is_divisible_by_symbol(&self, e: AffineExpr, pos: u32, op: AffineExprKind) -> bool {
        match self.data(e) {
            AffineExprData::Constant(c) => c == 0,
            AffineExprData::Dim(_) => false,
            AffineExprData::Symbol(p) => p == pos,
            AffineExprData::Binary(AffineExprKind::Add, l, r) => {
                self.is_divisible_by_symbol(l, pos, op) && self.is_divisible_by_symbol(r, pos, op)
            }
            AffineExprData::Binary(AffineExprKind::Mod, l, r) => {
                self.is_divisible_by_symbol(l, pos, AffineExprKind::Mod)
                    && self.is_divisible_by_symbol(r, pos, AffineExprKind::Mod)
            }
            // Observed mlir-opt 22 behaviour: a floordiv / ceildiv that is a
            // direct factor of a product does not make the product divisible
            // (`((s0 floordiv 3) * 8) floordiv s0` is left alone).
            AffineExprData::Binary(AffineExprKind::Mul, l, r) => {
                let factor = |e: AffineExpr| {
                    !matches!(self.kind(e), AffineExprKind::FloorDiv | AffineExprKind::CeilDiv)
                        && self.is_divisible_by_symbol(e, pos, op)
                };
                factor(l) || factor(r)
            }
            AffineExprData::Binary(k, l, _) => k == op && self.is_divisible_by_symbol(l, pos, k),
        }
    }

    /// MLIR's `symbolicDivide`; `None` where MLIR would produce a null expr.
    fn symbolic_divide(&mut self, e: AffineExpr, pos: u32, op: AffineExprKind) -> Option<AffineExpr> {
        match self.data(e) {
            AffineExprData::Constant(c) => (c == 0).then(|| self.constant(0)),
            AffineExprData::Dim(_) => None,
            AffineExprData::Symbol(_) => Some(self.constant(1)),
            AffineExprData::Binary(AffineExprKind::Add, l, r) => {
                let a = self.symbolic_divide(l, pos, op)?;
                let b = self.symbolic_divide(r, pos, op)?;
                Some(self.add(a, b))
            }
            AffineExprData::Binary(AffineExprKind::Mod, l, r) => {
                let a = self.symbolic_divide(l, pos, AffineExprKind::Mod)?;
                let b = self.symbolic_divide(r, pos, AffineExprKind::Mod)?;
                Some(self.modulo(a, b))
            }
            AffineExprData::Binary(AffineExprKind::Mul, l, r) => {
                if !self.is_divisible_by_symbol(l, pos, op) {
                    let b = self.symbolic_divide(r, pos, op)?;
                    Some(self.mul(l, b))
                } else {
                    let a = self.symbolic_divide(l, pos, op)?;
                    Some(self.mul(a, r))
                }
            }
            AffineExprData::Binary(k, l, r) => {
                let a = self.symbolic_divide(l, pos, k)?;
                Some(self.binary(k, a, r))
            }
        }
    }

    fn summands(&self, e: AffineExpr, out: &mut Vec<AffineExpr>) {
        match self.data(e) {
            AffineExprData::Binary(AffineExprKind::Add, l, r) => {
                self.summands(l, out);
                self.summands(r, out);
            }
            _ => out.push(e),
        }
    }

    fn negated_operand(&self, e: AffineExpr) -> Option<AffineExpr> {
        let (k, l, r) = self.as_binary(e)?;
        if k != AffineExprKind::Mul {
            return None;
        }
        if self.as_constant(l) == Some(-1) {
            return Some(r);
        }
        if self.as_constant(r) == Some(-1) {
            return Some(l);
        }
        None
    }

    /// MLIR's `isModOfModSubtraction`: `lhs mod rhs` is 0 because
    /// `lhs = x - x mod rhs`.
    fn is_mod_of_mod_subtraction(&mut self, lhs: AffineExpr, rhs: AffineExpr, num_dims: u32, num_symbols: u32) -> bool {
        let mut summands = Vec::new();
        self.summands(lhs, &mut summands);
        for i in 0..summands.len() {
            let Some(inner) = self.negated_operand(summands[i]) else {
                continue;
            };
            let Some((AffineExprKind::Mod, x, r)) = self.as_binary(inner) else {
                continue;
            };
            if r != rhs {
                continue;
            }
            let mut diff = self.constant(0);
            for (j, &s) in summands.iter().enumerate() {
                if i != j {
                    diff = self.add(diff, s);
                }
            }
            diff = self.sub(diff, x);
            diff = self.simplify_expr(diff, num_dims, num_symbols);
            if self.as_constant(diff) == Some(0) {
                return true;
            }
        }
        false
    }

    fn simplify_semi_affine(&mut self, e: AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
        let Some((k, l, r)) = self.as_binary(e) else {
            return e;
        };
        let sl = self.simplify_semi_affine(l, num_dims, num_symbols);
        let sr = self.simplify_semi_affine(r, num_dims, num_symbols);
        if matches!(k, AffineExprKind::Add | AffineExprKind::Mul) {
            return self.binary(k, sl, sr);
        }
        if self.is_mod_of_mod_subtraction(sl, sr, num_dims, num_symbols) {
            return self.constant(0);
        }
        let AffineExprData::Symbol(pos) = self.data(sr) else {
            return self.binary(k, sl, sr);
        };
        if !self.is_divisible_by_symbol(l, pos, k) {
            return self.binary(k, sl, sr);
        }
        if k == AffineExprKind::Mod {
            return self.constant(0);
        }
        // MLIR would return a null expression if the division fails on the
        // simplified LHS; keep the expression in that case.
        match self.symbolic_divide(sl, pos, k) {
            Some(q) => q,
            None => self.binary(k, sl, sr),
        }
    }
}
