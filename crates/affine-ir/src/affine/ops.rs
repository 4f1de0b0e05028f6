//! Map and expression utilities: substitution, composition, classification,
//! common map constructors and constant evaluation (MLIR's `AffineMap.cpp` /
//! `AffineExpr.cpp` helpers).

use super::simplify::{ceil_div_i64, floor_div_i64, mod_i64};
use super::store::{AffineExpr, AffineExprData, AffineExprKind, AffineMap, AffineStore, IntegerSet};

/// Error from constant evaluation of an affine expression or map.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EvalError {
    /// An intermediate value overflowed `i64`.
    Overflow,
    /// `floordiv` / `ceildiv` by zero.
    DivisionByZero,
    /// `mod` by a value smaller than 1 (MLIR treats it as poison).
    NonPositiveModulus,
    /// A dim or symbol position was out of range of the operands given.
    MissingOperand,
}

impl std::fmt::Display for EvalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EvalError::Overflow => write!(f, "integer overflow in affine expression"),
            EvalError::DivisionByZero => write!(f, "division by zero in affine expression"),
            EvalError::NonPositiveModulus => {
                write!(f, "modulo by a non-positive value in affine expression")
            }
            EvalError::MissingOperand => write!(f, "affine operand out of range"),
        }
    }
}

impl std::error::Error for EvalError {}

/// How `affine.for` prints one loop bound (MLIR's `printBound` in
/// AffineOps.cpp).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ForBoundForm {
    /// `() -> (c)`: printed as the bare integer `c`.
    Constant(i64),
    /// `()[s0] -> (s0)`: printed as the single SSA operand.
    SymbolOperand,
    /// Anything else: printed as the map (alias or `affine_map<...>`)
    /// followed by the dim and symbol operand lists; `min_max_prefix` is set
    /// when the map has several results and needs the `max ` (lower bound) /
    /// `min ` (upper bound) prefix.
    Map {
        /// The map has more than one result (or none).
        min_max_prefix: bool,
    },
}

impl AffineStore {
    /// Replaces `d<i>` by `dims[i]` and `s<i>` by `syms[i]` (positions out of
    /// range are kept). Unchanged subtrees are returned as they are; changed
    /// nodes are rebuilt through the simplifying constructors (MLIR's
    /// `AffineExpr::replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(&mut self, e: AffineExpr, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        match self.data(e) {
            AffineExprData::Constant(_) => e,
            AffineExprData::Dim(p) => dims.get(p as usize).copied().unwrap_or(e),
            AffineExprData::Symbol(p) => syms.get(p as usize).copied().unwrap_or(e),
            AffineExprData::Binary(k, l, r) => {
                let nl = self.replace_dims_and_symbols(l, dims, syms);
                let nr = self.replace_dims_and_symbols(r, dims, syms);
                if nl == l && nr == r { e } else { self.binary(k, nl, nr) }
            }
        }
    }

    /// [`AffineStore::replace_dims_and_symbols`] replacing only one input:
    /// dim `pos` (`is_dim`) or symbol `pos` becomes `replacement`, every
    /// other input stays itself. Gives the same expression as the general
    /// call with identity tables except at `pos`, without interning those
    /// tables (the composition of an `affine.apply` producer substitutes one
    /// input at a time).
    pub fn replace_one_input(&mut self, e: AffineExpr, is_dim: bool, pos: u32, replacement: AffineExpr) -> AffineExpr {
        match self.data(e) {
            AffineExprData::Constant(_) => e,
            AffineExprData::Dim(p) => {
                if is_dim && p == pos {
                    replacement
                } else {
                    e
                }
            }
            AffineExprData::Symbol(p) => {
                if !is_dim && p == pos {
                    replacement
                } else {
                    e
                }
            }
            AffineExprData::Binary(k, l, r) => {
                let nl = self.replace_one_input(l, is_dim, pos, replacement);
                let nr = self.replace_one_input(r, is_dim, pos, replacement);
                if nl == l && nr == r { e } else { self.binary(k, nl, nr) }
            }
        }
    }

    /// Map version of [`AffineStore::replace_dims_and_symbols`]: the result map
    /// has `num_result_dims` dims and `num_result_syms` symbols
    /// (MLIR's `AffineMap::replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols_in_map(
        &mut self,
        m: AffineMap,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: u32,
        num_result_syms: u32,
    ) -> AffineMap {
        let results = self.map_data(m).results.clone();
        let new: Vec<AffineExpr> = results.into_iter().map(|r| self.replace_dims_and_symbols(r, dims, syms)).collect();
        self.map(num_result_dims, num_result_syms, &new)
    }

    /// MLIR's `AffineExpr::shiftDims`: `d<i>` becomes `d<i + shift>` for
    /// `offset <= i < num_dims`.
    pub fn shift_dims(&mut self, e: AffineExpr, num_dims: u32, shift: u32, offset: u32) -> AffineExpr {
        // Shifting by nothing (or no dim at or past `offset`) replaces every
        // dim by itself, which gives `e` back unchanged.
        if shift == 0 || offset >= num_dims {
            return e;
        }
        self.shift_inputs(e, true, num_dims, shift, offset)
    }

    /// The walk of [`AffineStore::shift_dims`] (`is_dim`) and
    /// [`AffineStore::shift_symbols`]: inputs at `offset <= i < count` move
    /// by `shift`, the others stay (the same result as substituting an
    /// interned table, without building the table).
    fn shift_inputs(&mut self, e: AffineExpr, is_dim: bool, count: u32, shift: u32, offset: u32) -> AffineExpr {
        match self.data(e) {
            AffineExprData::Constant(_) => e,
            AffineExprData::Dim(p) if is_dim && p >= offset && p < count => self.dim(p + shift),
            AffineExprData::Symbol(p) if !is_dim && p >= offset && p < count => self.symbol(p + shift),
            AffineExprData::Dim(_) | AffineExprData::Symbol(_) => e,
            AffineExprData::Binary(k, l, r) => {
                let nl = self.shift_inputs(l, is_dim, count, shift, offset);
                let nr = self.shift_inputs(r, is_dim, count, shift, offset);
                if nl == l && nr == r { e } else { self.binary(k, nl, nr) }
            }
        }
    }

    /// MLIR's `AffineExpr::shiftSymbols`: `s<i>` becomes `s<i + shift>` for
    /// `offset <= i < num_symbols`.
    pub fn shift_symbols(&mut self, e: AffineExpr, num_symbols: u32, shift: u32, offset: u32) -> AffineExpr {
        if shift == 0 || offset >= num_symbols {
            return e;
        }
        self.shift_inputs(e, false, num_symbols, shift, offset)
    }

    /// `f.compose(g)` as in MLIR (`f` after `g`): the results of `g` feed the
    /// dims of `f`. The result has `g`'s dims and `f`'s symbols followed by
    /// `g`'s symbols. Returns `None` if `f`'s dim count differs from `g`'s
    /// result count (MLIR asserts).
    pub fn compose(&mut self, f: AffineMap, g: AffineMap) -> Option<AffineMap> {
        let (f_dims, f_syms) = (self.map_data(f).num_dims, self.map_data(f).num_symbols);
        let g_data = self.map_data(g).clone();
        if f_dims as usize != g_data.results.len() {
            return None;
        }
        let num_dims = g_data.num_dims;
        let num_syms = f_syms + g_data.num_symbols;
        let new_dims: Vec<AffineExpr> = (0..num_dims).map(|i| self.dim(i)).collect();
        let new_syms: Vec<AffineExpr> = (f_syms..num_syms).map(|i| self.symbol(i)).collect();
        let g_results: Vec<AffineExpr> =
            g_data.results.iter().map(|&r| self.replace_dims_and_symbols(r, &new_dims, &new_syms)).collect();
        let f_results = self.map_data(f).results.clone();
        let exprs: Vec<AffineExpr> =
            f_results.into_iter().map(|r| self.replace_dims_and_symbols(r, &g_results, &[])).collect();
        Some(self.map(num_dims, num_syms, &exprs))
    }

    /// MLIR's `AffineExpr::compose(map)`: substitutes the results of `m` for
    /// the dims of `e`.
    pub fn compose_expr(&mut self, e: AffineExpr, m: AffineMap) -> AffineExpr {
        let results = self.map_data(m).results.clone();
        self.replace_dims_and_symbols(e, &results, &[])
    }

    /// True if `e` uses `d<pos>` (MLIR's `isFunctionOfDim`).
    pub fn is_function_of_dim(&self, e: AffineExpr, pos: u32) -> bool {
        match self.data(e) {
            AffineExprData::Dim(p) => p == pos,
            AffineExprData::Binary(_, l, r) => self.is_function_of_dim(l, pos) || self.is_function_of_dim(r, pos),
            _ => false,
        }
    }

    /// True if `e` uses `s<pos>` (MLIR's `isFunctionOfSymbol`).
    pub fn is_function_of_symbol(&self, e: AffineExpr, pos: u32) -> bool {
        match self.data(e) {
            AffineExprData::Symbol(p) => p == pos,
            AffineExprData::Binary(_, l, r) => self.is_function_of_symbol(l, pos) || self.is_function_of_symbol(r, pos),
            _ => false,
        }
    }

    /// MLIR's `AffineExpr::isMultipleOf(factor)`.
    pub fn is_multiple_of(&self, e: AffineExpr, factor: i64) -> bool {
        if factor == 0 {
            return false;
        }
        match self.data(e) {
            AffineExprData::Dim(_) | AffineExprData::Symbol(_) => factor.wrapping_mul(factor) == 1,
            AffineExprData::Constant(c) => c.wrapping_rem(factor) == 0,
            AffineExprData::Binary(AffineExprKind::Mul, l, r) => {
                let ld = self.largest_known_divisor(l);
                let rd = self.largest_known_divisor(r);
                ld.wrapping_rem(factor) == 0
                    || rd.wrapping_rem(factor) == 0
                    || ld.wrapping_mul(rd).wrapping_rem(factor) == 0
            }
            AffineExprData::Binary(_, l, r) => {
                let g = super::simplify::gcd_u64_cast(self.largest_known_divisor(l), self.largest_known_divisor(r));
                g.wrapping_rem(factor) == 0
            }
        }
    }

    /// Visits `e` and all its subexpressions in post-order.
    pub fn walk_expr(&self, e: AffineExpr, f: &mut dyn FnMut(AffineExpr)) {
        if let AffineExprData::Binary(_, l, r) = self.data(e) {
            self.walk_expr(l, f);
            self.walk_expr(r, f);
        }
        f(e);
    }

    /// Evaluates `e` on concrete dim and symbol values with MLIR's semantics
    /// (floor / ceil division, `mod` in `[0, rhs)`), reporting overflow,
    /// division by zero and non-positive moduli as errors.
    pub fn eval_expr(&self, e: AffineExpr, dims: &[i64], syms: &[i64]) -> Result<i64, EvalError> {
        match self.data(e) {
            AffineExprData::Constant(c) => Ok(c),
            AffineExprData::Dim(p) => dims.get(p as usize).copied().ok_or(EvalError::MissingOperand),
            AffineExprData::Symbol(p) => syms.get(p as usize).copied().ok_or(EvalError::MissingOperand),
            AffineExprData::Binary(k, l, r) => {
                let a = self.eval_expr(l, dims, syms)?;
                let b = self.eval_expr(r, dims, syms)?;
                match k {
                    AffineExprKind::Add => a.checked_add(b).ok_or(EvalError::Overflow),
                    AffineExprKind::Mul => a.checked_mul(b).ok_or(EvalError::Overflow),
                    AffineExprKind::FloorDiv => {
                        if b == 0 {
                            Err(EvalError::DivisionByZero)
                        } else {
                            floor_div_i64(a, b).ok_or(EvalError::Overflow)
                        }
                    }
                    AffineExprKind::CeilDiv => {
                        if b == 0 {
                            Err(EvalError::DivisionByZero)
                        } else {
                            ceil_div_i64(a, b).ok_or(EvalError::Overflow)
                        }
                    }
                    _ => mod_i64(a, b).ok_or(EvalError::NonPositiveModulus),
                }
            }
        }
    }

    /// Evaluates all results of `m`; `operands` are the dim values followed by
    /// the symbol values (at least `num_dims + num_symbols` of them).
    pub fn eval_map(&self, m: AffineMap, operands: &[i64]) -> Result<Vec<i64>, EvalError> {
        let d = self.map_data(m);
        let nd = d.num_dims as usize;
        let ns = d.num_symbols as usize;
        if operands.len() < nd + ns {
            return Err(EvalError::MissingOperand);
        }
        let (dims, syms) = operands.split_at(nd);
        d.results.iter().map(|&r| self.eval_expr(r, dims, &syms[..ns])).collect()
    }

    /// Evaluates the constraints of `s` on concrete values (dims then
    /// symbols): true if every `== 0` / `>= 0` constraint holds.
    pub fn eval_set(&self, s: IntegerSet, operands: &[i64]) -> Result<bool, EvalError> {
        let d = self.set_data(s);
        let nd = d.num_dims as usize;
        let ns = d.num_symbols as usize;
        if operands.len() < nd + ns {
            return Err(EvalError::MissingOperand);
        }
        let (dims, syms) = operands.split_at(nd);
        for (&c, &eq) in d.constraints.iter().zip(&d.eq_flags) {
            let v = self.eval_expr(c, dims, &syms[..ns])?;
            if (eq && v != 0) || (!eq && v < 0) {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Classifies a loop bound map for printing (MLIR's `printBound`): a
    /// single constant result of a 0-input map, a single-symbol identity, or
    /// a general map (with `min`/`max` prefix iff it has != 1 results).
    pub fn for_bound_form(&self, m: AffineMap) -> ForBoundForm {
        let d = self.map_data(m);
        if d.results.len() == 1 {
            let r = d.results[0];
            if d.num_dims == 0
                && d.num_symbols == 0
                && let Some(c) = self.as_constant(r)
            {
                return ForBoundForm::Constant(c);
            }
            if d.num_dims == 0 && d.num_symbols == 1 && matches!(self.data(r), AffineExprData::Symbol(_)) {
                return ForBoundForm::SymbolOperand;
            }
            return ForBoundForm::Map { min_max_prefix: false };
        }
        ForBoundForm::Map { min_max_prefix: true }
    }

    // ---------------------------------------------------------------------
    // Common maps and map predicates.
    // ---------------------------------------------------------------------

    /// `() -> (c)` (MLIR's `getConstantAffineMap`).
    pub fn constant_map(&mut self, c: i64) -> AffineMap {
        let e = self.constant(c);
        self.map(0, 0, &[e])
    }

    /// `()[s0] -> (s0)` (MLIR's `getSymbolIdentityMap`, used for single-SSA
    /// loop bounds).
    pub fn symbol_identity_map(&mut self) -> AffineMap {
        let s = self.symbol(0);
        self.map(0, 1, &[s])
    }

    /// `(d0, .., d<n-1>) -> (d0, .., d<n-1>)`.
    pub fn multi_dim_identity_map(&mut self, n: u32) -> AffineMap {
        let exprs: Vec<AffineExpr> = (0..n).map(|i| self.dim(i)).collect();
        self.map(n, 0, &exprs)
    }

    /// `(d0..)[s0..] -> (d<pos>)` over `num_dims` dims and `num_symbols` symbols.
    pub fn single_dim_map(&mut self, num_dims: u32, num_symbols: u32, pos: u32) -> AffineMap {
        let d = self.dim(pos);
        self.map(num_dims, num_symbols, &[d])
    }

    /// Number of inputs (dims + symbols) of a map.
    pub fn map_num_inputs(&self, m: AffineMap) -> u32 {
        let d = self.map_data(m);
        d.num_dims + d.num_symbols
    }

    /// True if `m` is `(d0, .., dn) -> (d0, .., dn)` with no symbols
    /// (MLIR's `isIdentity`).
    pub fn map_is_identity(&self, m: AffineMap) -> bool {
        let d = self.map_data(m);
        d.num_dims as usize == d.results.len()
            && d.results.iter().enumerate().all(|(i, &r)| self.data(r) == AffineExprData::Dim(i as u32))
    }

    /// True if `m` is `()[s0] -> (s0)` (MLIR's `isSymbolIdentity`).
    pub fn map_is_symbol_identity(&self, m: AffineMap) -> bool {
        let d = self.map_data(m);
        d.num_dims == 0
            && d.num_symbols == 1
            && d.results.len() == 1
            && self.data(d.results[0]) == AffineExprData::Symbol(0)
    }

    /// The constant if `m` has exactly one result and it is a constant
    /// (MLIR's `isSingleConstant` / `getSingleConstantResult`).
    pub fn map_single_constant_result(&self, m: AffineMap) -> Option<i64> {
        let d = self.map_data(m);
        if d.results.len() != 1 {
            return None;
        }
        self.as_constant(d.results[0])
    }

    /// All results as constants if every result is constant (MLIR's
    /// `isConstant` + `getConstantResults`).
    pub fn map_constant_results(&self, m: AffineMap) -> Option<Vec<i64>> {
        self.map_data(m).results.iter().map(|&r| self.as_constant(r)).collect()
    }

    /// The map restricted to the results at `positions` (MLIR's `getSubMap`).
    /// Positions out of range are skipped.
    pub fn sub_map(&mut self, m: AffineMap, positions: &[usize]) -> AffineMap {
        let d = self.map_data(m);
        let (nd, ns) = (d.num_dims, d.num_symbols);
        let exprs: Vec<AffineExpr> = positions.iter().filter_map(|&p| d.results.get(p).copied()).collect();
        self.map(nd, ns, &exprs)
    }

    /// Which dims and symbols the results of `m` use: `(dims, symbols)`
    /// flags (MLIR's `getUnusedDimsBitVector` negated).
    pub fn map_used_inputs(&self, m: AffineMap) -> (Vec<bool>, Vec<bool>) {
        let d = self.map_data(m);
        let mut dims = vec![false; d.num_dims as usize];
        let mut syms = vec![false; d.num_symbols as usize];
        for &r in &d.results {
            self.walk_expr(r, &mut |e| match self.data(e) {
                AffineExprData::Dim(p) => {
                    if let Some(f) = dims.get_mut(p as usize) {
                        *f = true;
                    }
                }
                AffineExprData::Symbol(p) => {
                    if let Some(f) = syms.get_mut(p as usize) {
                        *f = true;
                    }
                }
                _ => {}
            });
        }
        (dims, syms)
    }

    /// Drops the dims flagged in `unused` and renumbers the rest (MLIR's
    /// `compressDims`). `unused` shorter than the dim count keeps the rest.
    pub fn compress_dims(&mut self, m: AffineMap, unused: &[bool]) -> AffineMap {
        let d = self.map_data(m).clone();
        let mut repl = Vec::with_capacity(d.num_dims as usize);
        let mut next = 0u32;
        for i in 0..d.num_dims as usize {
            if unused.get(i).copied().unwrap_or(false) {
                // Never referenced by a valid use; keep a placeholder.
                repl.push(self.constant(0));
            } else {
                repl.push(self.dim(next));
                next += 1;
            }
        }
        self.replace_dims_and_symbols_in_map(m, &repl, &[], next, d.num_symbols)
    }

    /// Drops the symbols flagged in `unused` and renumbers the rest (MLIR's
    /// `compressSymbols`).
    pub fn compress_symbols(&mut self, m: AffineMap, unused: &[bool]) -> AffineMap {
        let d = self.map_data(m).clone();
        let mut repl = Vec::with_capacity(d.num_symbols as usize);
        let mut next = 0u32;
        for i in 0..d.num_symbols as usize {
            if unused.get(i).copied().unwrap_or(false) {
                repl.push(self.constant(0));
            } else {
                repl.push(self.symbol(next));
                next += 1;
            }
        }
        self.replace_dims_and_symbols_in_map(m, &[], &repl, d.num_dims, next)
    }

    /// MLIR's `compressUnusedDims` + `compressUnusedSymbols`: removes inputs
    /// no result refers to.
    pub fn compress_unused_inputs(&mut self, m: AffineMap) -> AffineMap {
        let (dims, syms) = self.map_used_inputs(m);
        let unused_d: Vec<bool> = dims.iter().map(|u| !u).collect();
        let unused_s: Vec<bool> = syms.iter().map(|u| !u).collect();
        let m = self.compress_dims(m, &unused_d);
        self.compress_symbols(m, &unused_s)
    }

    /// Set version of [`AffineStore::replace_dims_and_symbols`] (MLIR's
    /// `IntegerSet::replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols_in_set(
        &mut self,
        s: IntegerSet,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: u32,
        num_result_syms: u32,
    ) -> IntegerSet {
        let d = self.set_data(s).clone();
        let cs: Vec<AffineExpr> = d.constraints.iter().map(|&c| self.replace_dims_and_symbols(c, dims, syms)).collect();
        self.set(num_result_dims, num_result_syms, &cs, &d.eq_flags)
    }

    /// The empty integer set over the given dims/symbols: `(..) : (1 == 0)`
    /// (MLIR's `IntegerSet::getEmptySet`).
    pub fn empty_set(&mut self, num_dims: u32, num_symbols: u32) -> IntegerSet {
        let one = self.constant(1);
        self.set(num_dims, num_symbols, &[one], &[true])
    }

    /// True if `s` is the canonical empty set `1 == 0` (MLIR's
    /// `IntegerSet::isEmptyIntegerSet`).
    pub fn set_is_empty_integer_set(&self, s: IntegerSet) -> bool {
        let d = self.set_data(s);
        d.constraints.len() == 1 && d.eq_flags[0] && self.as_constant(d.constraints[0]) == Some(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `replace_one_input` agrees with `replace_dims_and_symbols` given
    /// identity tables except at the replaced input.
    #[test]
    fn replace_one_input_agrees_with_general_replacement() {
        let mut st = AffineStore::new();
        let (d0, d1, d2) = (st.dim(0), st.dim(1), st.dim(2));
        let (s0, s1) = (st.symbol(0), st.symbol(1));
        let c4 = st.constant(4);
        let m = st.mul(d1, c4);
        let a = st.add(d0, m);
        let f = st.floor_div(a, c4);
        let x = st.add(f, s1);
        let md = st.modulo(d2, s0);
        let full = st.add(x, md);
        let exprs = [d0, d1, s0, c4, a, f, x, md, full];
        let repl = {
            let t = st.mul(d2, c4);
            st.add(t, s1)
        };
        for &e in &exprs {
            for pos in 0..3u32 {
                for is_dim in [true, false] {
                    let mut dims: Vec<AffineExpr> = (0..3).map(|i| st.dim(i)).collect();
                    let mut syms: Vec<AffineExpr> = (0..2).map(|i| st.symbol(i)).collect();
                    if is_dim {
                        dims[pos as usize] = repl;
                    } else if (pos as usize) < syms.len() {
                        syms[pos as usize] = repl;
                    }
                    let general = st.replace_dims_and_symbols(e, &dims, &syms);
                    let fast = st.replace_one_input(e, is_dim, pos, repl);
                    assert_eq!(general, fast, "expr {e:?} pos {pos} dim {is_dim}");
                }
            }
        }
        // The shifts agree with substituting their tables.
        for &e in &exprs {
            for (n, shift, offset) in [(3u32, 2u32, 0u32), (3, 1, 1), (2, 3, 1), (1, 1, 0)] {
                let dims: Vec<AffineExpr> = (0..n).map(|i| st.dim(if i < offset { i } else { i + shift })).collect();
                let general = st.replace_dims_and_symbols(e, &dims, &[]);
                assert_eq!(st.shift_dims(e, n, shift, offset), general);
                let syms: Vec<AffineExpr> = (0..n).map(|i| st.symbol(if i < offset { i } else { i + shift })).collect();
                let general = st.replace_dims_and_symbols(e, &[], &syms);
                assert_eq!(st.shift_symbols(e, n, shift, offset), general);
            }
        }
        // Replacing d1 actually changes an expression that uses it.
        let changed = st.replace_one_input(a, true, 1, repl);
        assert_ne!(changed, a);
    }
}
