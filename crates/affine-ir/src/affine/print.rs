//! Printing of affine expressions, maps and sets exactly as `mlir-opt` 22
//! (AsmPrinter's `printAffineExpr`, `printAffineMap`, `printIntegerSet`).

use crate::asm::{push_i64, push_u64};

use super::store::{AffineExpr, AffineExprData, AffineExprKind, AffineMap, AffineStore, IntegerSet};

/// How tightly the enclosing context binds (MLIR's `BindingStrength`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

impl AffineStore {
    /// Prints `e` with dims as `d<i>` and symbols as `s<i>`.
    pub fn expr_to_string(&self, e: AffineExpr) -> String {
        let mut s = String::new();
        self.write_expr(&mut s, e);
        s
    }

    /// Appends `e` to `out` with dims as `d<i>` and symbols as `s<i>`.
    pub fn write_expr(&self, out: &mut String, e: AffineExpr) {
        self.write_expr_with(out, e, &mut |o, is_sym, pos| {
            o.push(if is_sym { 's' } else { 'd' });
            push_u64(o, u64::from(pos));
        });
    }

    /// Appends `e` to `out`, printing every dim / symbol through `name`
    /// (`name(out, is_symbol, position)`), as MLIR's `printAffineExpr` with a
    /// custom identifier printer.
    pub fn write_expr_with(&self, out: &mut String, e: AffineExpr, name: &mut dyn FnMut(&mut String, bool, u32)) {
        self.print_internal(out, e, Binding::Weak, name);
    }

    fn print_internal(
        &self,
        out: &mut String,
        e: AffineExpr,
        enclosing: Binding,
        name: &mut dyn FnMut(&mut String, bool, u32),
    ) {
        let (kind, lhs, rhs) = match self.data(e) {
            AffineExprData::Dim(p) => return name(out, false, p),
            AffineExprData::Symbol(p) => return name(out, true, p),
            AffineExprData::Constant(c) => {
                push_i64(out, c);
                return;
            }
            AffineExprData::Binary(k, l, r) => (k, l, r),
        };
        let strong = enclosing == Binding::Strong;
        if strong {
            out.push('(');
        }
        if kind != AffineExprKind::Add {
            if kind == AffineExprKind::Mul && self.as_constant(rhs) == Some(-1) {
                out.push('-');
                self.print_internal(out, lhs, Binding::Strong, name);
            } else {
                self.print_internal(out, lhs, Binding::Strong, name);
                out.push_str(match kind {
                    AffineExprKind::Mul => " * ",
                    AffineExprKind::FloorDiv => " floordiv ",
                    AffineExprKind::CeilDiv => " ceildiv ",
                    _ => " mod ",
                });
                self.print_internal(out, rhs, Binding::Strong, name);
            }
        } else {
            self.print_add(out, lhs, rhs, name);
        }
        if strong {
            out.push(')');
        }
    }

    /// Body of an add expression (without the enclosing parentheses).
    fn print_add(
        &self,
        out: &mut String,
        lhs: AffineExpr,
        rhs: AffineExpr,
        name: &mut dyn FnMut(&mut String, bool, u32),
    ) {
        // Addition of a product with a negative constant prints as a subtraction.
        if let AffineExprData::Binary(AffineExprKind::Mul, rl, rr) = self.data(rhs)
            && let Some(c) = self.as_constant(rr)
        {
            if c == -1 {
                self.print_internal(out, lhs, Binding::Weak, name);
                out.push_str(" - ");
                let b = if self.kind(rl) == AffineExprKind::Add { Binding::Strong } else { Binding::Weak };
                self.print_internal(out, rl, b, name);
                return;
            }
            if c < -1 {
                self.print_internal(out, lhs, Binding::Weak, name);
                out.push_str(" - ");
                self.print_internal(out, rl, Binding::Strong, name);
                out.push_str(" * ");
                push_i64(out, c.wrapping_neg());
                return;
            }
        }
        // Addition of a negative constant prints as a subtraction.
        if let Some(c) = self.as_constant(rhs)
            && c < 0
        {
            self.print_internal(out, lhs, Binding::Weak, name);
            out.push_str(" - ");
            push_i64(out, c.wrapping_neg());
            return;
        }
        self.print_internal(out, lhs, Binding::Weak, name);
        out.push_str(" + ");
        self.print_internal(out, rhs, Binding::Weak, name);
    }

    /// Prints the map results inline with SSA operand names, as MLIR's
    /// `printAffineMapOfSSAIds` (used by `affine.load`): dims print as the
    /// operand name, symbols as `symbol(<name>)`. `operands` holds the dim
    /// operands followed by the symbol operands. Writes only the
    /// comma-separated results (no brackets). A position without a name
    /// prints as `<<invalid>>`, never panics.
    pub fn write_map_of_ssa_ids(&self, out: &mut String, m: AffineMap, operands: &[&str]) {
        let data = self.map_data(m);
        let num_dims = data.num_dims as usize;
        for (i, &r) in data.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_expr_with(out, r, &mut |o, is_sym, pos| {
                let idx = if is_sym { num_dims + pos as usize } else { pos as usize };
                let n = operands.get(idx).copied().unwrap_or("<<invalid>>");
                if is_sym {
                    o.push_str("symbol(");
                    o.push_str(n);
                    o.push(')');
                } else {
                    o.push_str(n);
                }
            });
        }
    }

    /// Prints one expression with SSA names as MLIR's
    /// `printAffineExprOfSSAIds`: dims print as `dim_names[i]`, symbols as
    /// `symbol(sym_names[i])`.
    pub fn write_expr_of_ssa_ids(&self, out: &mut String, e: AffineExpr, dim_names: &[&str], sym_names: &[&str]) {
        self.write_expr_with(out, e, &mut |o, is_sym, pos| {
            let names = if is_sym { sym_names } else { dim_names };
            let n = names.get(pos as usize).copied().unwrap_or("<<invalid>>");
            if is_sym {
                o.push_str("symbol(");
                o.push_str(n);
                o.push(')');
            } else {
                o.push_str(n);
            }
        });
    }

    /// Prints a map as `(d0, d1)[s0] -> (d0 + s0, d1)`.
    pub fn map_to_string(&self, m: AffineMap) -> String {
        let mut s = String::new();
        self.write_map(&mut s, m);
        s
    }

    fn write_dims_and_symbols(&self, out: &mut String, num_dims: u32, num_symbols: u32) {
        out.push('(');
        for i in 0..num_dims {
            if i > 0 {
                out.push_str(", ");
            }
            out.push('d');
            push_u64(out, u64::from(i));
        }
        out.push(')');
        if num_symbols != 0 {
            out.push('[');
            for i in 0..num_symbols {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push('s');
                push_u64(out, u64::from(i));
            }
            out.push(']');
        }
    }

    /// Appends a map to `out` (form of [`AffineStore::map_to_string`]).
    pub fn write_map(&self, out: &mut String, m: AffineMap) {
        let data = self.map_data(m);
        self.write_dims_and_symbols(out, data.num_dims, data.num_symbols);
        out.push_str(" -> (");
        for (i, &r) in data.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_expr(out, r);
        }
        out.push(')');
    }

    /// Prints a set as `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
    pub fn set_to_string(&self, s: IntegerSet) -> String {
        let mut out = String::new();
        self.write_set(&mut out, s);
        out
    }

    /// Appends a set to `out` (form of [`AffineStore::set_to_string`]).
    pub fn write_set(&self, out: &mut String, s: IntegerSet) {
        let data = self.set_data(s);
        self.write_dims_and_symbols(out, data.num_dims, data.num_symbols);
        out.push_str(" : (");
        for (i, (&c, &eq)) in data.constraints.iter().zip(&data.eq_flags).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_expr(out, c);
            out.push_str(if eq { " == 0" } else { " >= 0" });
        }
        out.push(')');
    }
}
