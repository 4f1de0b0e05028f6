//! Variable layout of a relation: how many domain, range, symbol and local
//! variables there are, and optional identifiers attached to them.
//!
//! Columns of a constraint row are laid out as
//! `[domain..., range..., symbols..., locals..., constant]`, exactly as in
//! MLIR's `PresburgerSpace`. For sets the domain is empty and the "set
//! dimensions" are the range variables (MLIR's `VarKind::SetDim`).

use std::fmt;

/// The kind of a variable; determines its column block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VarKind {
    /// Input variables of a relation (empty for sets).
    Domain,
    /// Output variables of a relation; the dimensions of a set.
    Range,
    /// Symbolic parameters, shared by every point.
    Symbol,
    /// Existentially quantified variables.
    Local,
}

impl VarKind {
    /// MLIR's name for the dimensions of a set (`VarKind::SetDim`).
    pub const SET_DIM: VarKind = VarKind::Range;
    /// All kinds in column order.
    pub const ALL: [VarKind; 4] = [VarKind::Domain, VarKind::Range, VarKind::Symbol, VarKind::Local];
}

/// An identifier attached to a non-local variable: a name, or an opaque id
/// chosen by the client (e.g. an interned SSA value index).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Identifier {
    /// A human-readable name.
    Name(String),
    /// An opaque client-chosen id.
    Opaque(u64),
}

impl fmt::Display for Identifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Identifier::Name(s) => f.write_str(s),
            Identifier::Opaque(v) => write!(f, "%{v}"),
        }
    }
}

/// Counts of variables of each kind plus optional identifiers for the
/// domain, range and symbol variables (locals never carry identifiers).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PresburgerSpace {
    num_domain: usize,
    num_range: usize,
    num_symbols: usize,
    num_locals: usize,
    /// One entry per domain/range/symbol variable, in column order.
    ids: Vec<Option<Identifier>>,
}

impl PresburgerSpace {
    /// Space of a relation `[domain] -> [range]` with symbols and locals.
    pub fn relation(num_domain: usize, num_range: usize, num_symbols: usize, num_locals: usize) -> Self {
        PresburgerSpace {
            num_domain,
            num_range,
            num_symbols,
            num_locals,
            ids: vec![None; num_domain + num_range + num_symbols],
        }
    }

    /// Space of a set with `num_dims` dimensions (stored as range variables).
    pub fn set(num_dims: usize, num_symbols: usize, num_locals: usize) -> Self {
        Self::relation(0, num_dims, num_symbols, num_locals)
    }

    /// Number of variables of `kind`.
    #[inline]
    pub fn num_var_kind(&self, kind: VarKind) -> usize {
        match kind {
            VarKind::Domain => self.num_domain,
            VarKind::Range => self.num_range,
            VarKind::Symbol => self.num_symbols,
            VarKind::Local => self.num_locals,
        }
    }

    fn num_mut(&mut self, kind: VarKind) -> &mut usize {
        match kind {
            VarKind::Domain => &mut self.num_domain,
            VarKind::Range => &mut self.num_range,
            VarKind::Symbol => &mut self.num_symbols,
            VarKind::Local => &mut self.num_locals,
        }
    }

    /// Number of domain variables.
    pub fn num_domain_vars(&self) -> usize {
        self.num_domain
    }
    /// Number of range variables (set dimensions for sets).
    pub fn num_range_vars(&self) -> usize {
        self.num_range
    }
    /// Number of symbol variables.
    pub fn num_symbol_vars(&self) -> usize {
        self.num_symbols
    }
    /// Number of local (existential) variables.
    pub fn num_local_vars(&self) -> usize {
        self.num_locals
    }
    /// Number of domain + range variables.
    pub fn num_dim_vars(&self) -> usize {
        self.num_domain + self.num_range
    }
    /// Number of domain + range + symbol variables.
    pub fn num_dim_and_symbol_vars(&self) -> usize {
        self.num_domain + self.num_range + self.num_symbols
    }
    /// Total number of variables.
    pub fn num_vars(&self) -> usize {
        self.num_dim_and_symbol_vars() + self.num_locals
    }

    /// Column offset of the first variable of `kind`.
    #[inline]
    pub fn var_kind_offset(&self, kind: VarKind) -> usize {
        match kind {
            VarKind::Domain => 0,
            VarKind::Range => self.num_domain,
            VarKind::Symbol => self.num_domain + self.num_range,
            VarKind::Local => self.num_dim_and_symbol_vars(),
        }
    }

    /// One past the column of the last variable of `kind`.
    pub fn var_kind_end(&self, kind: VarKind) -> usize {
        self.var_kind_offset(kind) + self.num_var_kind(kind)
    }

    /// Kind of the variable at absolute column `pos` (`pos < num_vars()`).
    pub fn var_kind_at(&self, pos: usize) -> VarKind {
        for k in VarKind::ALL {
            if pos < self.var_kind_end(k) {
                return k;
            }
        }
        VarKind::Local
    }

    /// Number of variables of `kind` in the absolute column range `[start, end)`.
    pub fn var_kind_overlap(&self, kind: VarKind, start: usize, end: usize) -> usize {
        let (o, e) = (self.var_kind_offset(kind), self.var_kind_end(kind));
        let lo = o.max(start);
        let hi = e.min(end);
        hi.saturating_sub(lo)
    }

    /// Inserts `num` variables of `kind` at relative position `pos` and
    /// returns the absolute column of the first inserted variable.
    pub fn insert_var(&mut self, kind: VarKind, pos: usize, num: usize) -> usize {
        assert!(pos <= self.num_var_kind(kind), "insert_var: position out of range");
        let abs = self.var_kind_offset(kind) + pos;
        if kind != VarKind::Local {
            self.ids.splice(abs..abs, std::iter::repeat_n(None, num));
        }
        *self.num_mut(kind) += num;
        abs
    }

    /// Removes variables `[start, end)` (relative) of `kind`.
    pub fn remove_var_range(&mut self, kind: VarKind, start: usize, end: usize) {
        assert!(end <= self.num_var_kind(kind), "remove_var_range: out of range");
        if start >= end {
            return;
        }
        if kind != VarKind::Local {
            let o = self.var_kind_offset(kind);
            self.ids.drain(o + start..o + end);
        }
        *self.num_mut(kind) -= end - start;
    }

    /// Makes `self` a copy of `other`, reusing `self`'s identifier buffer.
    pub fn copy_from(&mut self, other: &PresburgerSpace) {
        self.num_domain = other.num_domain;
        self.num_range = other.num_range;
        self.num_symbols = other.num_symbols;
        self.num_locals = other.num_locals;
        self.ids.clone_from(&other.ids);
    }

    /// Identifier of variable `pos` (relative) of `kind`; `None` for locals.
    pub fn id(&self, kind: VarKind, pos: usize) -> Option<&Identifier> {
        if kind == VarKind::Local {
            return None;
        }
        self.ids.get(self.var_kind_offset(kind) + pos).and_then(|x| x.as_ref())
    }

    /// Identifier of the variable at absolute column `pos`.
    pub fn id_at(&self, pos: usize) -> Option<&Identifier> {
        self.ids.get(pos).and_then(|x| x.as_ref())
    }

    /// Sets the identifier of variable `pos` (relative) of `kind`.
    /// Locals cannot carry identifiers; the call is ignored for them.
    pub fn set_id(&mut self, kind: VarKind, pos: usize, id: Option<Identifier>) {
        if kind == VarKind::Local {
            return;
        }
        let o = self.var_kind_offset(kind) + pos;
        if let Some(slot) = self.ids.get_mut(o) {
            *slot = id;
        }
    }

    /// Identifiers of all variables of `kind` (empty slice for locals).
    pub fn ids(&self, kind: VarKind) -> &[Option<Identifier>] {
        if kind == VarKind::Local {
            return &[];
        }
        &self.ids[self.var_kind_offset(kind)..self.var_kind_end(kind)]
    }

    /// Swaps the identifiers of two non-local absolute columns (no-op if
    /// either is a local).
    pub fn swap_ids(&mut self, a: usize, b: usize) {
        let n = self.ids.len();
        if a < n && b < n {
            self.ids.swap(a, b);
        }
    }

    /// True when domain, range and symbol counts agree (locals may differ).
    pub fn is_compatible(&self, other: &PresburgerSpace) -> bool {
        self.num_domain == other.num_domain
            && self.num_range == other.num_range
            && self.num_symbols == other.num_symbols
    }

    /// True when all four counts agree.
    pub fn is_equal(&self, other: &PresburgerSpace) -> bool {
        self.is_compatible(other) && self.num_locals == other.num_locals
    }

    /// True when the counts and identifiers of `kind` agree.
    pub fn is_aligned(&self, other: &PresburgerSpace, kind: VarKind) -> bool {
        self.num_var_kind(kind) == other.num_var_kind(kind) && self.ids(kind) == other.ids(kind)
    }

    /// The space of the domain as a set (range := old domain, no locals).
    pub fn domain_space(&self) -> PresburgerSpace {
        let mut s = PresburgerSpace::set(self.num_domain, self.num_symbols, 0);
        for i in 0..self.num_domain {
            s.set_id(VarKind::Range, i, self.id(VarKind::Domain, i).cloned());
        }
        for i in 0..self.num_symbols {
            s.set_id(VarKind::Symbol, i, self.id(VarKind::Symbol, i).cloned());
        }
        s
    }

    /// The space of the range as a set (no locals).
    pub fn range_space(&self) -> PresburgerSpace {
        let mut s = PresburgerSpace::set(self.num_range, self.num_symbols, 0);
        for i in 0..self.num_range {
            s.set_id(VarKind::Range, i, self.id(VarKind::Range, i).cloned());
        }
        for i in 0..self.num_symbols {
            s.set_id(VarKind::Symbol, i, self.id(VarKind::Symbol, i).cloned());
        }
        s
    }

    /// MLIR's header line: `Domain: d, Range: r, Symbols: s, Locals: l`.
    pub fn header(&self) -> String {
        format!(
            "Domain: {}, Range: {}, Symbols: {}, Locals: {}",
            self.num_domain, self.num_range, self.num_symbols, self.num_locals
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_and_insert_remove() {
        let mut s = PresburgerSpace::relation(2, 3, 1, 2);
        assert_eq!(s.num_vars(), 8);
        assert_eq!(s.var_kind_offset(VarKind::Symbol), 5);
        assert_eq!(s.var_kind_at(4), VarKind::Range);
        assert_eq!(s.var_kind_at(6), VarKind::Local);
        s.set_id(VarKind::Symbol, 0, Some(Identifier::Name("N".into())));
        let p = s.insert_var(VarKind::Domain, 1, 2);
        assert_eq!(p, 1);
        assert_eq!(s.num_domain_vars(), 4);
        assert_eq!(s.id(VarKind::Symbol, 0), Some(&Identifier::Name("N".into())));
        s.remove_var_range(VarKind::Domain, 0, 3);
        assert_eq!(s.num_domain_vars(), 1);
        assert_eq!(s.id(VarKind::Symbol, 0), Some(&Identifier::Name("N".into())));
        assert_eq!(s.var_kind_overlap(VarKind::Range, 0, 3), 2);
        assert_eq!(s.header(), "Domain: 1, Range: 3, Symbols: 1, Locals: 2");
    }
}
