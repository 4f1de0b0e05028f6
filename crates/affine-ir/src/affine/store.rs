//! The affine interner: expression / map / set storage and constructors.

use crate::fxhash::FxHashMap as HashMap;

use super::simplify::gcd_u64_cast;

/// An interned affine expression: a `u32` index into an [`AffineStore`].
///
/// Structurally equal expressions always get the same id (hash-consing), so
/// `==` is structural equality.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineExpr(pub u32);

/// An interned affine map (`(d0, ..)[s0, ..] -> (exprs)`), index into an [`AffineStore`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineMap(pub u32);

/// An interned integer set (`(d0, ..)[s0, ..] : (constraints)`), index into an [`AffineStore`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct IntegerSet(pub u32);

/// The kind of an affine expression node (MLIR's `AffineExprKind`, same order).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum AffineExprKind {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`.
    Mul,
    /// `lhs mod rhs`.
    Mod,
    /// `lhs floordiv rhs`.
    FloorDiv,
    /// `lhs ceildiv rhs`.
    CeilDiv,
    /// Integer constant.
    Constant,
    /// Dimension identifier `d<i>`.
    DimId,
    /// Symbol identifier `s<i>`.
    SymbolId,
}

impl AffineExprKind {
    /// True for the five binary operation kinds.
    pub fn is_binary(self) -> bool {
        matches!(
            self,
            AffineExprKind::Add
                | AffineExprKind::Mul
                | AffineExprKind::Mod
                | AffineExprKind::FloorDiv
                | AffineExprKind::CeilDiv
        )
    }
}

/// The structure of one expression node, as stored in the [`AffineStore`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprData {
    /// Dimension `d<i>`.
    Dim(u32),
    /// Symbol `s<i>`.
    Symbol(u32),
    /// Integer constant.
    Constant(i64),
    /// Binary operation `lhs <kind> rhs` (kind is one of the binary kinds).
    Binary(AffineExprKind, AffineExpr, AffineExpr),
}

/// The contents of an [`AffineMap`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMapData {
    /// Number of dimension identifiers.
    pub num_dims: u32,
    /// Number of symbol identifiers.
    pub num_symbols: u32,
    /// Result expressions.
    pub results: Vec<AffineExpr>,
}

/// The contents of an [`IntegerSet`]: constraints `expr >= 0` or `expr == 0`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSetData {
    /// Number of dimension identifiers.
    pub num_dims: u32,
    /// Number of symbol identifiers.
    pub num_symbols: u32,
    /// Constraint expressions.
    pub constraints: Vec<AffineExpr>,
    /// `eq_flags[i]` is true if constraint `i` is `== 0`, false for `>= 0`.
    pub eq_flags: Vec<bool>,
}

/// One stored expression node with cached structural properties.
#[derive(Clone, Copy, Debug)]
struct ExprNode {
    data: AffineExprData,
    /// No dims anywhere below (MLIR's `isSymbolicOrConstant`).
    symbolic_or_constant: bool,
    /// MLIR's `isPureAffine`.
    pure_affine: bool,
    /// MLIR's `getLargestKnownDivisor`.
    largest_known_divisor: i64,
}

/// Interner and arena for affine expressions, maps and sets.
///
/// Lives inside the IR `Context`; all ids are only meaningful for the store
/// that created them. Like the context's other uniquing tables, a store can
/// be layered over a frozen one shared with other contexts (ids below the
/// frozen store's counts are its own; see `Context::fork`).
#[derive(Default, Debug, Clone)]
pub struct AffineStore {
    /// The frozen store this one is layered over, and its expression, map
    /// and set counts (ids below these are the frozen store's).
    base: Option<std::sync::Arc<AffineStore>>,
    base_exprs: u32,
    base_maps: u32,
    base_sets: u32,
    exprs: Vec<ExprNode>,
    expr_ids: HashMap<AffineExprData, AffineExpr>,
    maps: Vec<AffineMapData>,
    map_ids: HashIndex,
    sets: Vec<IntegerSetData>,
    set_ids: HashIndex,
    /// Memo of [`AffineStore::simplify_expr`] (a pure function of the
    /// interned expression and the dim/symbol counts): passes simplify the
    /// same few expressions over and over (every visit of every access by
    /// the canonicalizer, every bound of every loop).
    simplified_exprs: HashMap<(AffineExpr, u32, u32), AffineExpr>,
    /// Memo of [`AffineStore::simplify_affine_map`].
    simplified_maps: HashMap<AffineMap, AffineMap>,
    /// Ids of the leaf expressions interned so far (see [`Leaves`]).
    leaves: Leaves,
}

/// Ids of the leaf expressions `d0`..`d15`, `s0`..`s15` and the constants
/// `-16`..`47` interned so far, by a slot computed from the leaf: maps are
/// built, composed and remapped from these leaves over and over (every
/// dim list of a substitution, every shift), and each lookup through the
/// interning table hashes. Interned ids never change, so an entry stays
/// right until the store drops its frozen base.
#[derive(Clone, Debug)]
struct Leaves([u32; LEAF_SLOTS]);

/// Slots of [`Leaves`]: 16 dims, 16 symbols, 64 constants.
const LEAF_SLOTS: usize = 16 + 16 + 64;

impl Default for Leaves {
    fn default() -> Self {
        Leaves([u32::MAX; LEAF_SLOTS])
    }
}

/// Interning index keyed by the hash of an entry's contents, so that a
/// lookup needs no owned copy of them: hash -> the first id with that hash,
/// further ids with the same hash in `collisions` (rare).
#[derive(Default, Debug, Clone)]
struct HashIndex {
    first: HashMap<u64, u32>,
    collisions: Vec<(u64, u32)>,
}

impl HashIndex {
    /// The id with hash `h` for which `same` holds.
    fn find(&self, h: u64, same: impl Fn(u32) -> bool) -> Option<u32> {
        let &i = self.first.get(&h)?;
        if same(i) {
            return Some(i);
        }
        self.collisions.iter().find(|&&(ch, j)| ch == h && same(j)).map(|&(_, j)| j)
    }

    /// Records a new id with hash `h`.
    fn insert(&mut self, h: u64, id: u32) {
        match self.first.entry(h) {
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(id);
            }
            std::collections::hash_map::Entry::Occupied(_) => self.collisions.push((h, id)),
        }
    }
}

impl AffineStore {
    /// Creates an empty store.
    pub fn new() -> Self {
        Self::default()
    }

    /// Interns raw expression data without simplification.
    pub(crate) fn intern(&mut self, data: AffineExprData) -> AffineExpr {
        if let Some(id) = self.lookup_expr(&data) {
            return id;
        }
        let (symbolic_or_constant, pure_affine, largest_known_divisor) = match data {
            AffineExprData::Dim(_) => (false, true, 1),
            AffineExprData::Symbol(_) => (true, true, 1),
            AffineExprData::Constant(c) => (true, true, c.wrapping_abs()),
            AffineExprData::Binary(kind, l, r) => {
                let (ln, rn) = (self.node(l), self.node(r));
                let sym = ln.symbolic_or_constant && rn.symbolic_or_constant;
                let r_const = matches!(rn.data, AffineExprData::Constant(_));
                let l_const = matches!(ln.data, AffineExprData::Constant(_));
                let (pure, lkd) = match kind {
                    AffineExprKind::Add => (
                        ln.pure_affine && rn.pure_affine,
                        gcd_u64_cast(ln.largest_known_divisor, rn.largest_known_divisor),
                    ),
                    AffineExprKind::Mul => (
                        ln.pure_affine && rn.pure_affine && (l_const || r_const),
                        ln.largest_known_divisor.wrapping_mul(rn.largest_known_divisor),
                    ),
                    AffineExprKind::Mod => {
                        (ln.pure_affine && r_const, gcd_u64_cast(ln.largest_known_divisor, rn.largest_known_divisor))
                    }
                    // FloorDiv / CeilDiv: `lhs_div / c` when `c` divides it.
                    _ => {
                        let lkd = match rn.data {
                            AffineExprData::Constant(c) if c != 0 && ln.largest_known_divisor.wrapping_rem(c) == 0 => {
                                ln.largest_known_divisor.wrapping_div(c)
                            }
                            _ => 1,
                        };
                        (ln.pure_affine && r_const, lkd)
                    }
                };
                (sym, pure, lkd)
            }
        };
        let id = AffineExpr(self.base_exprs + self.exprs.len() as u32);
        self.exprs.push(ExprNode { data, symbolic_or_constant, pure_affine, largest_known_divisor });
        self.expr_ids.insert(data, id);
        id
    }

    fn lookup_expr(&self, data: &AffineExprData) -> Option<AffineExpr> {
        if let Some(base) = &self.base
            && let Some(id) = base.lookup_expr(data)
        {
            return Some(id);
        }
        self.expr_ids.get(data).copied()
    }

    #[inline]
    fn node(&self, e: AffineExpr) -> &ExprNode {
        match &self.base {
            Some(base) if e.0 < self.base_exprs => base.node(e),
            _ => &self.exprs[(e.0 - self.base_exprs) as usize],
        }
    }

    fn find_map(&self, h: u64, same: &dyn Fn(&AffineMapData) -> bool) -> Option<u32> {
        if let Some(base) = &self.base
            && let Some(i) = base.find_map(h, same)
        {
            return Some(i);
        }
        self.map_ids.find(h, |i| same(&self.maps[i as usize])).map(|i| self.base_maps + i)
    }

    /// The memoized simplification of `e` with `num_dims` dims and
    /// `num_symbols` symbols, in this layer or the frozen one.
    pub(crate) fn simplified_expr(&self, e: AffineExpr, num_dims: u32, num_symbols: u32) -> Option<AffineExpr> {
        if let Some(base) = &self.base
            && let Some(s) = base.simplified_expr(e, num_dims, num_symbols)
        {
            return Some(s);
        }
        self.simplified_exprs.get(&(e, num_dims, num_symbols)).copied()
    }

    /// Records that `e` (with these counts) simplifies to `s`.
    pub(crate) fn record_simplified_expr(&mut self, e: AffineExpr, num_dims: u32, num_symbols: u32, s: AffineExpr) {
        self.simplified_exprs.insert((e, num_dims, num_symbols), s);
    }

    /// The memoized simplification of map `m`, in this layer or the frozen one.
    pub(crate) fn simplified_map(&self, m: AffineMap) -> Option<AffineMap> {
        if let Some(base) = &self.base
            && let Some(s) = base.simplified_map(m)
        {
            return Some(s);
        }
        self.simplified_maps.get(&m).copied()
    }

    /// Records that map `m` simplifies to `s` (and `s` to itself: a
    /// simplified map is a fixed point).
    pub(crate) fn record_simplified_map(&mut self, m: AffineMap, s: AffineMap) {
        self.simplified_maps.insert(m, s);
    }

    fn find_set(&self, h: u64, same: &dyn Fn(&IntegerSetData) -> bool) -> Option<u32> {
        if let Some(base) = &self.base
            && let Some(i) = base.find_set(h, same)
        {
            return Some(i);
        }
        self.set_ids.find(h, |i| same(&self.sets[i as usize])).map(|i| self.base_sets + i)
    }

    /// Moves the contents into a shared frozen store; `self` becomes an
    /// empty layer over it.
    pub(crate) fn freeze(&mut self) -> std::sync::Arc<AffineStore> {
        let frozen = std::sync::Arc::new(std::mem::take(self));
        *self = Self::layered(frozen.clone());
        frozen
    }

    /// An empty store layered over `base`.
    pub(crate) fn layered(base: std::sync::Arc<AffineStore>) -> Self {
        AffineStore {
            base_exprs: base.base_exprs + base.exprs.len() as u32,
            base_maps: base.base_maps + base.maps.len() as u32,
            base_sets: base.base_sets + base.sets.len() as u32,
            base: Some(base),
            ..Self::default()
        }
    }

    /// Drops the reference to the frozen store, keeping the local layer
    /// and its ids (see `Context::detach_from_fork`).
    pub(crate) fn detach_base(&mut self) {
        self.base = None;
        self.leaves = Leaves::default();
    }

    /// Undoes [`AffineStore::freeze`] (`frozen` should be the last
    /// reference, else it is copied). The expressions, maps and sets this
    /// layer interned meanwhile are appended in id order, so their ids stay
    /// valid (none of them is in `frozen`: a layer interns only what its
    /// base lacks), and its memos are kept.
    pub(crate) fn unfreeze(&mut self, frozen: std::sync::Arc<AffineStore>) {
        let mut layer = std::mem::take(self);
        // The layer's own reference goes first, so that `frozen` is unique.
        layer.base = None;
        *self = std::sync::Arc::try_unwrap(frozen).unwrap_or_else(|shared| (*shared).clone());
        debug_assert_eq!(self.base_exprs + self.exprs.len() as u32, layer.base_exprs);
        for node in &layer.exprs {
            let _id = self.intern(node.data);
            debug_assert_eq!(_id.0 + 1, self.base_exprs + self.exprs.len() as u32);
        }
        for d in &layer.maps {
            let _id = self.map(d.num_dims, d.num_symbols, &d.results);
            debug_assert_eq!(_id.0 + 1, self.base_maps + self.maps.len() as u32);
        }
        for d in &layer.sets {
            let _id = self.set(d.num_dims, d.num_symbols, &d.constraints, &d.eq_flags);
            debug_assert_eq!(_id.0 + 1, self.base_sets + self.sets.len() as u32);
        }
        self.simplified_exprs.extend(layer.simplified_exprs);
        self.simplified_maps.extend(layer.simplified_maps);
    }

    /// The expressions, maps and sets this layer added over its frozen
    /// store, in id order, with the ids of the first of each.
    pub(crate) fn local_parts(&self) -> LocalAffineParts<'_> {
        LocalAffineParts {
            first_expr: self.base_exprs,
            exprs: self.exprs.iter().map(|n| n.data).collect(),
            first_map: self.base_maps,
            maps: &self.maps,
            first_set: self.base_sets,
            sets: &self.sets,
        }
    }

    /// Structure of an expression node.
    pub fn data(&self, e: AffineExpr) -> AffineExprData {
        self.node(e).data
    }

    /// True if `e` contains no dims (MLIR's `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self, e: AffineExpr) -> bool {
        self.node(e).symbolic_or_constant
    }

    /// True if `e` is pure affine (MLIR's `AffineExpr::isPureAffine`):
    /// multiplications have a constant operand and divisors/moduli are constants.
    pub fn is_pure_affine(&self, e: AffineExpr) -> bool {
        self.node(e).pure_affine
    }

    /// MLIR's `getLargestKnownDivisor`: the largest integer known to divide `e`
    /// (1 for dims, symbols, floordiv and ceildiv; `|c|` for constants).
    pub fn largest_known_divisor(&self, e: AffineExpr) -> i64 {
        self.node(e).largest_known_divisor
    }

    /// Kind of an expression node.
    pub fn kind(&self, e: AffineExpr) -> AffineExprKind {
        match self.data(e) {
            AffineExprData::Dim(_) => AffineExprKind::DimId,
            AffineExprData::Symbol(_) => AffineExprKind::SymbolId,
            AffineExprData::Constant(_) => AffineExprKind::Constant,
            AffineExprData::Binary(k, _, _) => k,
        }
    }

    /// The value if `e` is a constant expression.
    pub fn as_constant(&self, e: AffineExpr) -> Option<i64> {
        match self.data(e) {
            AffineExprData::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// `(kind, lhs, rhs)` if `e` is a binary expression.
    pub fn as_binary(&self, e: AffineExpr) -> Option<(AffineExprKind, AffineExpr, AffineExpr)> {
        match self.data(e) {
            AffineExprData::Binary(k, l, r) => Some((k, l, r)),
            _ => None,
        }
    }

    /// Dimension expression `d<i>`.
    pub fn dim(&mut self, i: u32) -> AffineExpr {
        if i < 16 {
            return self.leaf(i as usize, AffineExprData::Dim(i));
        }
        self.intern(AffineExprData::Dim(i))
    }

    /// Symbol expression `s<i>`.
    pub fn symbol(&mut self, i: u32) -> AffineExpr {
        if i < 16 {
            return self.leaf(16 + i as usize, AffineExprData::Symbol(i));
        }
        self.intern(AffineExprData::Symbol(i))
    }

    /// Constant expression.
    pub fn constant(&mut self, c: i64) -> AffineExpr {
        if (-16..48).contains(&c) {
            return self.leaf((32 + 16 + c) as usize, AffineExprData::Constant(c));
        }
        self.intern(AffineExprData::Constant(c))
    }

    /// The leaf `data` through its [`Leaves`] slot.
    #[inline]
    fn leaf(&mut self, slot: usize, data: AffineExprData) -> AffineExpr {
        let known = self.leaves.0[slot];
        if known != u32::MAX {
            return AffineExpr(known);
        }
        let e = self.intern(data);
        self.leaves.0[slot] = e.0;
        e
    }

    /// `a + b`, simplified as MLIR's `AffineExpr::operator+` (`simplifyAdd`).
    pub fn add(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        match self.simplify_add(a, b) {
            Some(e) => e,
            None => self.intern(AffineExprData::Binary(AffineExprKind::Add, a, b)),
        }
    }

    /// `a + c` for a constant `c`.
    pub fn add_const(&mut self, a: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.add(a, c)
    }

    /// `a * b`, simplified as MLIR's `AffineExpr::operator*` (`simplifyMul`).
    pub fn mul(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        match self.simplify_mul(a, b) {
            Some(e) => e,
            None => self.intern(AffineExprData::Binary(AffineExprKind::Mul, a, b)),
        }
    }

    /// `a * c` for a constant `c`.
    pub fn mul_const(&mut self, a: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.mul(a, c)
    }

    /// `-a` (MLIR: `a * -1`).
    pub fn neg(&mut self, a: AffineExpr) -> AffineExpr {
        self.mul_const(a, -1)
    }

    /// `a - b` (MLIR: `a + b * -1`).
    pub fn sub(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        let nb = self.neg(b);
        self.add(a, nb)
    }

    /// `a floordiv b`, simplified as MLIR's `AffineExpr::floorDiv`.
    pub fn floor_div(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        match self.simplify_floor_div(a, b) {
            Some(e) => e,
            None => self.intern(AffineExprData::Binary(AffineExprKind::FloorDiv, a, b)),
        }
    }

    /// `a floordiv c` for a constant `c`.
    pub fn floor_div_const(&mut self, a: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.floor_div(a, c)
    }

    /// `a ceildiv b`, simplified as MLIR's `AffineExpr::ceilDiv`.
    pub fn ceil_div(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        match self.simplify_ceil_div(a, b) {
            Some(e) => e,
            None => self.intern(AffineExprData::Binary(AffineExprKind::CeilDiv, a, b)),
        }
    }

    /// `a ceildiv c` for a constant `c`.
    pub fn ceil_div_const(&mut self, a: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.ceil_div(a, c)
    }

    /// `a mod b`, simplified as MLIR's `AffineExpr::operator%`.
    pub fn modulo(&mut self, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        match self.simplify_mod(a, b) {
            Some(e) => e,
            None => self.intern(AffineExprData::Binary(AffineExprKind::Mod, a, b)),
        }
    }

    /// `a mod c` for a constant `c`.
    pub fn modulo_const(&mut self, a: AffineExpr, c: i64) -> AffineExpr {
        let c = self.constant(c);
        self.modulo(a, c)
    }

    /// Builds the binary expression of `kind` through the simplifying constructor.
    pub fn binary(&mut self, kind: AffineExprKind, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        match kind {
            AffineExprKind::Add => self.add(a, b),
            AffineExprKind::Mul => self.mul(a, b),
            AffineExprKind::Mod => self.modulo(a, b),
            AffineExprKind::FloorDiv => self.floor_div(a, b),
            AffineExprKind::CeilDiv => self.ceil_div(a, b),
            _ => a,
        }
    }

    /// Interns the map `(d0..)[s0..] -> (results)` (MLIR's `AffineMap::get`).
    pub fn map(&mut self, num_dims: u32, num_symbols: u32, results: &[AffineExpr]) -> AffineMap {
        let h = crate::fxhash::fx_hash(&(num_dims, num_symbols, results));
        let same = |d: &AffineMapData| d.num_dims == num_dims && d.num_symbols == num_symbols && d.results == results;
        if let Some(i) = self.find_map(h, &same) {
            return AffineMap(i);
        }
        let local = self.maps.len() as u32;
        self.maps.push(AffineMapData { num_dims, num_symbols, results: results.to_vec() });
        self.map_ids.insert(h, local);
        AffineMap(self.base_maps + local)
    }

    /// The already interned map `(d0..d{num_dims-1}) -> (d{dims[0]}, ...)`,
    /// without creating it (for readers holding a shared context); `None`
    /// if it was never created.
    pub fn lookup_dims_map(&self, num_dims: u32, dims: &[u32]) -> Option<AffineMap> {
        let results: Vec<AffineExpr> =
            dims.iter().map(|&d| self.lookup_expr(&AffineExprData::Dim(d))).collect::<Option<_>>()?;
        let h = crate::fxhash::fx_hash(&(num_dims, 0u32, results.as_slice()));
        let same = |d: &AffineMapData| d.num_dims == num_dims && d.num_symbols == 0 && d.results == results;
        self.find_map(h, &same).map(AffineMap)
    }

    /// The empty map `() -> ()`.
    pub fn empty_map(&mut self) -> AffineMap {
        self.map(0, 0, &[])
    }

    /// Contents of a map.
    pub fn map_data(&self, m: AffineMap) -> &AffineMapData {
        match &self.base {
            Some(base) if m.0 < self.base_maps => base.map_data(m),
            _ => &self.maps[(m.0 - self.base_maps) as usize],
        }
    }

    /// Interns the integer set `(d..)[s..] : (constraints)`.
    ///
    /// `eq_flags` must have the same length as `constraints` (extra flags are
    /// ignored, missing ones mean `>= 0`).
    pub fn set(
        &mut self,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[AffineExpr],
        eq_flags: &[bool],
    ) -> IntegerSet {
        let flags: Vec<bool> = (0..constraints.len()).map(|i| eq_flags.get(i).copied().unwrap_or(false)).collect();
        let h = crate::fxhash::fx_hash(&(num_dims, num_symbols, constraints, &flags[..]));
        let same = |d: &IntegerSetData| {
            d.num_dims == num_dims
                && d.num_symbols == num_symbols
                && d.constraints == constraints
                && d.eq_flags == flags
        };
        if let Some(i) = self.find_set(h, &same) {
            return IntegerSet(i);
        }
        let local = self.sets.len() as u32;
        self.sets.push(IntegerSetData { num_dims, num_symbols, constraints: constraints.to_vec(), eq_flags: flags });
        self.set_ids.insert(h, local);
        IntegerSet(self.base_sets + local)
    }

    /// Contents of an integer set.
    pub fn set_data(&self, s: IntegerSet) -> &IntegerSetData {
        match &self.base {
            Some(base) if s.0 < self.base_sets => base.set_data(s),
            _ => &self.sets[(s.0 - self.base_sets) as usize],
        }
    }
}

/// What a layered [`AffineStore`] added over its frozen store (see
/// [`AffineStore::local_parts`]); ids start at the `first_*` values.
pub(crate) struct LocalAffineParts<'a> {
    pub(crate) first_expr: u32,
    pub(crate) exprs: Vec<AffineExprData>,
    pub(crate) first_map: u32,
    pub(crate) maps: &'a [AffineMapData],
    pub(crate) first_set: u32,
    pub(crate) sets: &'a [IntegerSetData],
}
