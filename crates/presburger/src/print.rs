//! Printing of relations: MLIR's `dump()` tableau format and a readable
//! isl-like form.
//!
//! The tableau format is what `FlatAffineValueConstraints::dump()` prints
//! (see the compose walkthrough):
//!
//! ```text
//! Domain: 0, Range: 4, Symbols: 0, Locals: 0
//! 6 constraints
//! (Value Value None None const)
//! 1 0 -1 0 0 = 0
//! 1 0 0 0 0 >= 0
//! ```
//!
//! The column-kind line marks each domain/range/symbol column `Value` when
//! it has an associated value and `None` otherwise, then one `Local` per
//! local, then `const`. Whether a column "has a value" defaults to whether
//! the space carries an identifier for it, and can be overridden by the
//! caller.
//!
//! MLIR changed the layout over time; [`DumpStyle`] selects it:
//! - [`DumpStyle::Plain`] (default): entries separated by one space, `= 0` /
//!   `>= 0`; column kinds `Value `/`None `/`Local ` then `const)`. This is
//!   the layout of the walkthrough (MLIR of the `FlatAffineRelation` era).
//! - [`DumpStyle::Tabs`]: each row starts with a space and every entry is
//!   followed by a tab; column kinds are tab separated (MLIR 17/18).
//! - [`DumpStyle::Aligned`]: newer MLIR's `PrintTableMetrics` layout: each
//!   entry right-aligned on the sign (`-` as anchor) with one space of
//!   minimum spacing, rows ending in `  = 0` / ` >= 0`; column kinds tab
//!   separated. (The literals `"  = 0"`, `" >= 0"`, `"Value\t"`,
//!   `"None\t"`, `"Local\t"` and `"const)"` are present in the installed
//!   `libMLIR.so.22.1`; the identifier line MLIR 22 prints after the header
//!   when a space carries identifiers is not reproduced.)

use crate::int::Int;
use crate::relation::IntegerRelation;
use crate::space::VarKind;
use std::fmt::Write;

/// Row layout of the tableau dump (see the module docs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DumpStyle {
    /// Single spaces (the walkthrough's layout).
    #[default]
    Plain,
    /// Leading space, tab after each entry.
    Tabs,
    /// Width-aligned entries (`PrintTableMetrics`).
    Aligned,
}

/// Options for the MLIR tableau dump.
#[derive(Clone, Debug, Default)]
pub struct DumpOptions<'a> {
    /// Per dimension/symbol column: does it have an SSA value? `None`
    /// derives it from the space's identifiers.
    pub has_value: Option<&'a [bool]>,
    /// Print the header as MLIR's `FlatAffineRelation` does: its space is a
    /// set, so the header shows `Domain: 0` and `Range: domain + range`.
    pub flat: bool,
    /// Row layout.
    pub style: DumpStyle,
}

impl IntegerRelation {
    /// Tableau dump with the given options (see the module docs).
    pub fn dump_with(&self, opts: &DumpOptions<'_>) -> String {
        let mut s = String::new();
        let sp = self.space();
        let (nd, nr) = if opts.flat { (0, sp.num_dim_vars()) } else { (sp.num_domain_vars(), sp.num_range_vars()) };
        let _ = writeln!(
            s,
            "Domain: {nd}, Range: {nr}, Symbols: {}, Locals: {}",
            sp.num_symbol_vars(),
            sp.num_local_vars()
        );
        let _ = writeln!(s, "{} constraints", self.num_constraints());
        let sep = if opts.style == DumpStyle::Plain { ' ' } else { '\t' };
        s.push('(');
        for i in 0..sp.num_dim_and_symbol_vars() {
            let hv = match opts.has_value {
                Some(h) => h.get(i).copied().unwrap_or(false),
                None => sp.id_at(i).is_some(),
            };
            s.push_str(if hv { "Value" } else { "None" });
            s.push(sep);
        }
        for _ in 0..sp.num_local_vars() {
            s.push_str("Local");
            s.push(sep);
        }
        s.push_str("const)\n");
        if opts.style == DumpStyle::Tabs {
            for r in self.equalities().rows() {
                s.push(' ');
                for v in r {
                    let _ = write!(s, "{v}\t");
                }
                s.push_str("= 0\n");
            }
            for r in self.inequalities().rows() {
                s.push(' ');
                for v in r {
                    let _ = write!(s, "{v}\t");
                }
                s.push_str(">= 0\n");
            }
        } else if opts.style == DumpStyle::Aligned {
            let (pre, post) = self.print_metrics();
            let cell = |s: &mut String, v: &Int| {
                let t = v.to_string();
                let p = usize::from(t.starts_with('-'));
                for _ in 0..(1 + pre - p) {
                    s.push(' ');
                }
                s.push_str(&t);
                for _ in 0..(post - (t.len() - p)) {
                    s.push(' ');
                }
            };
            for r in self.equalities().rows() {
                for v in r {
                    cell(&mut s, v);
                }
                s.push_str("  = 0\n");
            }
            for r in self.inequalities().rows() {
                for v in r {
                    cell(&mut s, v);
                }
                s.push_str(" >= 0\n");
            }
        } else {
            for r in self.equalities().rows() {
                for v in r {
                    let _ = write!(s, "{v} ");
                }
                s.push_str("= 0\n");
            }
            for r in self.inequalities().rows() {
                for v in r {
                    let _ = write!(s, "{v} ");
                }
                s.push_str(">= 0\n");
            }
        }
        s
    }

    /// `PrintTableMetrics` with `-` as the pre-alignment anchor: the
    /// maximal width before (sign) and after the anchor.
    fn print_metrics(&self) -> (usize, usize) {
        let mut pre = 0;
        let mut post = 0;
        for r in self.equalities().rows().chain(self.inequalities().rows()) {
            for v in r {
                let t = v.to_string();
                let p = usize::from(t.starts_with('-'));
                pre = pre.max(p);
                post = post.max(t.len() - p);
            }
        }
        (pre, post)
    }

    /// MLIR tableau dump; `Value`/`None` derived from identifiers.
    pub fn dump(&self) -> String {
        self.dump_with(&DumpOptions::default())
    }

    /// MLIR tableau dump with explicit per-column "has value" flags (one per
    /// domain/range/symbol column; missing entries print `None`).
    pub fn dump_with_has_value(&self, has_value: &[bool]) -> String {
        self.dump_with(&DumpOptions { has_value: Some(has_value), ..Default::default() })
    }

    /// MLIR tableau dump with column labels: a label `"Value"` marks a
    /// column with a value, anything else (e.g. `"None"`) one without.
    pub fn dump_with_column_labels(&self, labels: &[&str]) -> String {
        let hv: Vec<bool> = labels.iter().map(|l| *l == "Value").collect();
        self.dump_with_has_value(&hv)
    }

    /// Tableau dump as MLIR's `FlatAffineRelation::dump()` prints it (the
    /// header folds domain into range: `Domain: 0, Range: d + r`).
    pub fn dump_flat(&self) -> String {
        self.dump_with(&DumpOptions { flat: true, ..Default::default() })
    }

    /// Tableau dump in newer MLIR's width-aligned layout.
    pub fn dump_aligned(&self) -> String {
        self.dump_with(&DumpOptions { style: DumpStyle::Aligned, ..Default::default() })
    }

    /// Name of the variable at absolute column `pos`: its identifier if any,
    /// otherwise `d<i>` (domain), `r<i>` / `x<i>` (range of a relation / set
    /// dimension), `s<i>` (symbol), `e<i>` (local).
    pub fn var_name(&self, pos: usize) -> String {
        let sp = self.space();
        if let Some(id) = sp.id_at(pos) {
            return id.to_string();
        }
        let kind = sp.var_kind_at(pos);
        let rel = pos - sp.var_kind_offset(kind);
        match kind {
            VarKind::Domain => format!("d{rel}"),
            VarKind::Range if sp.num_domain_vars() == 0 => format!("x{rel}"),
            VarKind::Range => format!("r{rel}"),
            VarKind::Symbol => format!("s{rel}"),
            VarKind::Local => format!("e{rel}"),
        }
    }

    fn affine_to_string(&self, row: &[Int], skip_const: bool) -> String {
        let mut s = String::new();
        let n = row.len() - 1;
        for (c, v) in row[..n].iter().enumerate() {
            if v.is_zero() {
                continue;
            }
            let name = self.var_name(c);
            let neg = v.is_negative();
            let a = v.abs();
            if s.is_empty() {
                if neg {
                    s.push('-');
                }
            } else {
                s.push_str(if neg { " - " } else { " + " });
            }
            if a.is_one() {
                s.push_str(&name);
            } else {
                let _ = write!(s, "{a}{name}");
            }
        }
        let k = &row[n];
        if !skip_const && (!k.is_zero() || s.is_empty()) {
            if s.is_empty() {
                let _ = write!(s, "{k}");
            } else if k.is_negative() {
                let _ = write!(s, " - {}", k.abs());
            } else {
                let _ = write!(s, " + {k}");
            }
        }
        s
    }

    /// Writes a row `P(x) - N(x) + c (op) 0` as `N (op') P` with positive
    /// coefficients on both sides and the constant on the side where it is
    /// positive, e.g. `r0 = d0 + 2`, `0 <= d0`, `d0 <= 8`.
    fn constraint_to_string(&self, row: &[Int], is_eq: bool) -> String {
        let n = row.len() - 1;
        let mut p = vec![Int::ZERO; n + 1];
        let mut q = vec![Int::ZERO; n + 1];
        for c in 0..n {
            if row[c].is_positive() {
                p[c] = row[c].clone();
            } else if row[c].is_negative() {
                q[c] = -&row[c];
            }
        }
        if row[n].is_negative() {
            q[n] = -&row[n];
        } else {
            p[n] = row[n].clone();
        }
        let count = |v: &[Int]| v[..n].iter().filter(|x| !x.is_zero()).count();
        // For equalities put the simpler side on the left: fewer variables,
        // then a unit coefficient, then the later variable (outputs first).
        let key = |v: &[Int]| {
            let first = v[..n].iter().position(|x| !x.is_zero());
            let unit = first.is_some_and(|i| v[i].is_one());
            (count(v), !unit, std::cmp::Reverse(first))
        };
        let p_left = is_eq && (count(&q) == 0 || (count(&p) > 0 && key(&p) < key(&q)));
        let (l, r) = if p_left { (&p, &q) } else { (&q, &p) };
        let ls = self.affine_to_string(l, false);
        let rs = self.affine_to_string(r, false);
        format!("{ls} {} {rs}", if is_eq { "=" } else { "<=" })
    }

    /// Readable isl-like form, e.g.
    /// `[N] -> { [d0, d1] -> [r0] : exists (e0 : r0 = d0 + 2 and 0 <= d0) }`.
    pub fn to_readable(&self) -> String {
        let sp = self.space();
        let names = |kind: VarKind| -> Vec<String> {
            let off = sp.var_kind_offset(kind);
            (0..sp.num_var_kind(kind)).map(|i| self.var_name(off + i)).collect()
        };
        let mut s = String::new();
        if sp.num_symbol_vars() > 0 {
            let _ = write!(s, "[{}] -> ", names(VarKind::Symbol).join(", "));
        }
        s.push_str("{ ");
        if sp.num_domain_vars() > 0 {
            let _ = write!(s, "[{}] -> ", names(VarKind::Domain).join(", "));
        }
        let _ = write!(s, "[{}]", names(VarKind::Range).join(", "));
        let mut parts: Vec<String> = Vec::new();
        for r in self.equalities().rows() {
            parts.push(self.constraint_to_string(r, true));
        }
        for r in self.inequalities().rows() {
            parts.push(self.constraint_to_string(r, false));
        }
        if !parts.is_empty() || sp.num_local_vars() > 0 {
            s.push_str(" : ");
            let body = if parts.is_empty() { "true".to_string() } else { parts.join(" and ") };
            if sp.num_local_vars() > 0 {
                let _ = write!(s, "exists ({} : {body})", names(VarKind::Local).join(", "));
            } else {
                s.push_str(&body);
            }
        }
        s.push_str(" }");
        s
    }
}

impl std::fmt::Display for IntegerRelation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_readable())
    }
}

#[cfg(test)]
mod tests {
    use super::{DumpOptions, DumpStyle};
    use crate::relation::IntegerRelation;
    use crate::space::{Identifier, PresburgerSpace, VarKind};

    #[test]
    fn dump_plain_and_aligned() {
        let mut r = IntegerRelation::from_i64_rows(
            PresburgerSpace::relation(1, 1, 0, 0),
            &[&[1, -1, -2]],
            &[&[1, 0, 0], &[-1, 0, 18]],
        );
        r.set_id(VarKind::Domain, 0, Some(Identifier::Name("i".into())));
        assert_eq!(
            r.dump(),
            "Domain: 1, Range: 1, Symbols: 0, Locals: 0\n3 constraints\n(Value None const)\n1 -1 -2 = 0\n1 0 0 >= 0\n-1 0 18 >= 0\n"
        );
        assert_eq!(
            r.dump_aligned().lines().skip(3).collect::<Vec<_>>(),
            vec!["  1  -1  -2   = 0", "  1   0   0  >= 0", " -1   0   18 >= 0"]
        );
        assert_eq!(r.dump_flat().lines().next(), Some("Domain: 0, Range: 2, Symbols: 0, Locals: 0"));
        assert_eq!(r.dump_aligned().lines().nth(2), Some("(Value\tNone\tconst)"));
        let tabs = r.dump_with(&DumpOptions { style: DumpStyle::Tabs, ..Default::default() });
        assert_eq!(tabs.lines().nth(3), Some(" 1\t-1\t-2\t= 0"));
        assert_eq!(r.dump_with_column_labels(&["None", "Value"]).lines().nth(2), Some("(None Value const)"));
    }

    #[test]
    fn readable() {
        let r = IntegerRelation::from_i64_rows(
            PresburgerSpace::relation(1, 1, 0, 0),
            &[&[1, -1, 2]],
            &[&[1, 0, 0], &[-1, 0, 8]],
        );
        assert_eq!(r.to_readable(), "{ [d0] -> [r0] : r0 = d0 + 2 and 0 <= d0 and d0 <= 8 }");
        let s = IntegerRelation::from_i64_rows(PresburgerSpace::set(1, 1, 1), &[&[1, 0, -2, 0]], &[]);
        assert_eq!(s.to_readable(), "[s0] -> { [x0] : exists (e0 : x0 = 2e0) }");
    }
}
