//! Random chains of `affine.delinearize_index` / `affine.linearize_index`
//! (with `affine.for` nests, `disjoint` flags, static and dynamic bases,
//! unit extents and constant zeros), for differential tests of the index
//! ops' canonicalization patterns.
//!
//! Each program is one `func.func @chain` over index arguments. The leaves
//! are the arguments reduced into a range (`arith.remui` by a constant, and
//! dynamic sizes into `[1, 4]`), and the bases are often chosen so that a
//! delinearization's outer bound and a linearization's `disjoint` promise
//! hold, so that many random inputs give defined results: the interpreter
//! then checks the canonicalized program on them. Programs whose promises
//! fail on an input have undefined results there (poison), which the
//! semantic check skips.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Sizes the leaves are reduced into; each factors into small primes.
const LEAF_SIZES: [i64; 6] = [24, 32, 48, 64, 96, 12];
/// Static basis entries drawn at random.
const SIZES: [i64; 9] = [2, 3, 4, 8, 16, 6, 12, 32, 64];

/// A value and, where known, the exclusive upper bound it lies below
/// (every value is non-negative by construction).
#[derive(Clone)]
struct Val {
    name: String,
    bound: Option<i64>,
}

struct Gen {
    rng: ChaCha8Rng,
    body: Vec<String>,
    constants: Vec<i64>,
    vals: Vec<Val>,
    dynamic: Vec<String>,
    next: usize,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn constant(&mut self, c: i64) -> String {
        if !self.constants.contains(&c) {
            self.constants.push(c);
            self.body.push(format!("  %c{c} = arith.constant {c} : index"));
        }
        format!("%c{c}")
    }

    /// A random basis entry: mostly a static size, sometimes 1, a dynamic
    /// size or a constant SSA value.
    fn basis_entry(&mut self) -> String {
        let r: f64 = self.rng.r#gen();
        if r < 0.1 {
            let d = self.dynamic.choose(&mut self.rng).cloned();
            if let Some(d) = d {
                return d;
            }
        }
        if r < 0.22 {
            return "1".into();
        }
        if r < 0.27 {
            let c = *[1, 2, 4].choose(&mut self.rng).unwrap_or(&1);
            return self.constant(c);
        }
        SIZES.choose(&mut self.rng).unwrap_or(&2).to_string()
    }

    /// Factors `n` into a random list of sizes multiplying to `n`.
    fn factor(&mut self, mut n: i64) -> Vec<String> {
        let mut out = Vec::new();
        for p in [2, 2, 2, 3, 2, 2, 3] {
            if n % p == 0 && n > 1 && self.rng.gen_bool(0.6) {
                out.push(p.to_string());
                n /= p;
            }
        }
        if n > 1 || out.is_empty() {
            out.push(n.to_string());
        }
        out
    }

    fn delinearize(&mut self, last_lin: Option<&(String, Vec<String>)>) -> Option<(Vec<String>, Vec<String>, bool)> {
        let src_val = self.vals.choose(&mut self.rng).cloned()?;
        let mut src = src_val.name.clone();
        let mut outer = self.rng.gen_bool(0.6);
        let mut basis: Vec<String> = (0..self.rng.gen_range(1..=4)).map(|_| self.basis_entry()).collect();
        if let Some(bound) = src_val.bound
            && self.rng.gen_bool(0.5)
        {
            // A basis whose product is the source's bound: the outer bound holds.
            basis = self.factor(bound);
            outer = true;
        }
        if let Some((lin, lin_basis)) = last_lin
            && self.rng.gen_bool(0.6)
        {
            src = lin.clone();
            let keep = self.rng.gen_range(0..=2).min(basis.len());
            basis.truncate(keep);
            let tail_is_static = lin_basis.last().and_then(|b| b.parse::<i64>().ok());
            match tail_is_static {
                Some(t) if t > 1 && self.rng.gen_bool(0.5) => basis.extend(self.factor(t)),
                _ if !lin_basis.is_empty() => {
                    let t = self.rng.gen_range(1..=lin_basis.len());
                    basis.extend(lin_basis[lin_basis.len() - t..].iter().cloned());
                }
                _ => {}
            }
        }
        let n = if outer { basis.len() } else { basis.len() + 1 };
        if n == 0 {
            return None;
        }
        let v = self.fresh();
        let types = vec!["index"; n].join(", ");
        let results: Vec<String> = if n == 1 { vec![v.clone()] } else { (0..n).map(|i| format!("{v}#{i}")).collect() };
        let head = if n == 1 { v.clone() } else { format!("{v}:{n}") };
        self.body.push(format!("  {head} = affine.delinearize_index {src} into ({}) : {types}", basis.join(", ")));
        let padded: Vec<Option<i64>> =
            (!outer).then_some(None).into_iter().chain(basis.iter().map(|b| b.parse().ok())).collect();
        for (r, b) in results.iter().zip(&padded) {
            self.vals.push(Val { name: r.clone(), bound: *b });
        }
        Some((results, basis, outer))
    }

    fn linearize(&mut self, delin: &(Vec<String>, Vec<String>, bool)) -> (String, Vec<String>) {
        let (results, basis, outer) = delin;
        let (mut idx, mut bounds): (Vec<String>, Vec<String>);
        if self.rng.gen_bool(0.75) {
            // A run of the delinearization's results with its bounds.
            let s = self.rng.gen_range(0..results.len());
            let e = self.rng.gen_range(s + 1..=results.len());
            idx = results[s..e].to_vec();
            let padded: Vec<Option<String>> =
                (!outer).then_some(None).into_iter().chain(basis.iter().cloned().map(Some)).collect();
            bounds = padded[s..e].iter().map(|b| b.clone().unwrap_or_else(|| self.basis_entry())).collect();
            if self.rng.gen_bool(0.2) {
                let k = self.rng.gen_range(0..bounds.len());
                bounds[k] = self.basis_entry();
            }
            if self.rng.gen_bool(0.3) {
                idx.insert(0, self.operand());
                bounds.insert(0, self.basis_entry());
            }
            if self.rng.gen_bool(0.3) {
                idx.push(self.operand());
                bounds.push(self.basis_entry());
            }
        } else {
            let m = self.rng.gen_range(1..=4);
            idx = (0..m).map(|_| self.operand()).collect();
            bounds = (0..m).map(|_| self.basis_entry()).collect();
        }
        if self.rng.gen_bool(0.4) {
            bounds.remove(0);
        }
        let disjoint = if self.rng.gen_bool(0.5) { "disjoint " } else { "" };
        let v = self.fresh();
        self.body.push(format!(
            "  {v} = affine.linearize_index {disjoint}[{}] by ({}) : index",
            idx.join(", "),
            bounds.join(", ")
        ));
        self.vals.push(Val { name: v.clone(), bound: None });
        (v, bounds)
    }

    /// An index operand: a value so far or the constant 0.
    fn operand(&mut self) -> String {
        if self.rng.gen_bool(0.15) {
            return self.constant(0);
        }
        self.vals.choose(&mut self.rng).map(|v| v.name.clone()).unwrap_or_else(|| "%l0".into())
    }
}

/// A random chain of index ops (deterministic in `seed`), as MLIR text.
pub fn generate_index_chain(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let nargs = rng.gen_range(1..=3);
    let mut g = Gen { rng, body: Vec::new(), constants: Vec::new(), vals: Vec::new(), dynamic: Vec::new(), next: 0 };
    for i in 0..nargs {
        let m = *LEAF_SIZES.choose(&mut g.rng).unwrap_or(&24);
        let c = g.constant(m);
        g.body.push(format!("  %l{i} = arith.remui %a{i}, {c} : index"));
        g.vals.push(Val { name: format!("%l{i}"), bound: Some(m) });
    }
    let four = g.constant(4);
    let one = g.constant(1);
    for i in 0..2 {
        g.body.push(format!("  %r{i} = arith.remui %n{i}, {four} : index"));
        g.body.push(format!("  %d{i} = arith.addi %r{i}, {one} : index"));
        g.dynamic.push(format!("%d{i}"));
    }
    let first_result = g.vals.len();
    let mut last_delin = None;
    let mut last_lin = None;
    for _ in 0..g.rng.gen_range(1..=5) {
        if last_delin.is_none() || g.rng.gen_bool(0.5) {
            if let Some(d) = g.delinearize(last_lin.as_ref()) {
                last_delin = Some(d);
            }
        } else if let Some(d) = last_delin.clone() {
            last_lin = Some(g.linearize(&d));
        }
    }
    let produced: Vec<String> = g.vals[first_result..].iter().map(|v| v.name.clone()).collect();
    let rets: Vec<String> =
        if produced.is_empty() { vec!["%l0".into()] } else { produced[produced.len().saturating_sub(6)..].to_vec() };
    let args: Vec<String> =
        (0..nargs).map(|i| format!("%a{i}: index")).chain((0..2).map(|i| format!("%n{i}: index"))).collect();
    let types = vec!["index"; rets.len()].join(", ");
    let mut out = format!("func.func @chain({}) -> ({types}) {{\n", args.join(", "));
    for l in &g.body {
        out.push_str(l);
        out.push('\n');
    }
    out.push_str(&format!("  return {} : {types}\n}}\n", rets.join(", ")));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chains_are_deterministic_and_varied() {
        assert_eq!(generate_index_chain(3), generate_index_chain(3));
        let all: Vec<String> = (0..40).map(generate_index_chain).collect();
        assert!(all.iter().any(|p| p.contains("disjoint")));
        assert!(all.iter().any(|p| p.contains("affine.delinearize_index")));
        assert!(all.iter().any(|p| p.contains("(%d0") || p.contains(", %d1")));
        assert!(all.windows(2).any(|w| w[0] != w[1]));
    }
}
