//! Exact checks that a fusion MLIR's heuristics accepted keeps the
//! program's meaning. MLIR 22 fuses in several situations where the result
//! computes something else (see `tests/lit/fusion/soundness.mlir` and
//! `tests/lit/upstream-bugs/`); these checks reject exactly those fusions,
//! so everywhere else the pass still does what `mlir-opt` does.
//!
//! The fused nest runs, for each iteration `j` of the destination's loops
//! down to the fusion depth, the slice `S(j)` of the source, then the
//! destination's body for `j`. With `exec(a, j)` the instances of a source
//! access `a` the slice runs at `j`, each check is an integer emptiness
//! question over polyhedra built here:
//!
//! - [`Unsound::SliceAfterDestinationWrite`]: some `exec(a, j)` touches an
//!   element a destination write `b(t)` touched at an earlier iteration
//!   (`j >lex prefix(t)`): a read of the source would see the new value,
//!   or its write would overwrite the destination's (a write-after-read or
//!   write-after-write dependence the slice does not see);
//! - [`Unsound::RecomputedInstances`]: a source that reads or writes again
//!   memory it writes is executed more than once (kept after fusion, or
//!   overlapping slices), so later executions see its own updates, unless
//!   each slice reruns whole chains of updates (`reruns_recompute`);
//! - [`Unsound::ReorderedSourceDependence`]: two dependent source
//!   instances run in the other order across slices (their order in the
//!   source is over the source's own loops: loops around both nests are one
//!   iteration for both), unless the source is kept and only ever writes an
//!   element once before reading it (every slice then stores the values
//!   the kept source left);
//! - [`Unsound::SourceNotCovered`]: the source is removed although some of
//!   its iterations are in no slice, and what they write may be read
//!   afterwards (by a later read of a local buffer at those elements, or,
//!   for a memref the caller sees, unless a later op of the block
//!   overwrites every lost element before any read: [`overwrite`]);
//! - [`Unsound::PrivateBufferMissesReads`]: a buffer made private to the
//!   fused nest is read at elements the slice does not write, whose
//!   values come from outside;
//! - [`Unsound::SplitCarriedValues`]: a source loop with `iter_args` runs
//!   only part of its range in each slice, so its results are partial
//!   (see [`split_carried_loops`]).

mod overwrite;
mod replay;
mod views;
pub use views::{
    ViewAccess, ViewLayout, check_source_view_pairs, check_view_pairs, is_noop_store, permutation_reorders,
    store_covered_by, unmodelled_reason, view_accesses_in, view_layout, views_may_overlap, views_touch_in_order,
    views_touch_in_order_within,
};

use affine_ir::fxhash::{FxHashMap, FxHashSet};
use std::borrow::Cow;

use crate::access::{MemRefAccess, Resolution};
use crate::constraints::{ValueConstraints, op_index_set};
use crate::loop_nest::affine_for_ivs;
use crate::slice::ComputationSliceState;
use affine_dialects::affine::{AccessKind, AffineForView};
use affine_ir::affine::AffineMap;
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, OpId, ValueId};
use presburger::{Int, IntegerPolyhedron, IntegerRelation, PresburgerSet, PresburgerSpace};

/// Why a fusion would change what the program computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsound {
    /// The slice reads or writes memory after the destination wrote it.
    SliceAfterDestinationWrite(ValueId),
    /// Source iterations that update memory they read run more than once.
    RecomputedInstances(ValueId),
    /// Dependent source iterations run in the opposite order.
    ReorderedSourceDependence(ValueId),
    /// The source is removed but not all its iterations are executed.
    SourceNotCovered,
    /// A privatized buffer would be read where the slice does not write it.
    PrivateBufferMissesReads(ValueId),
    /// A source loop carrying values (`iter_args`) would run only part of
    /// its iterations at a time, each part starting from the initial
    /// values.
    SplitCarriedValues(OpId),
    /// The analysis could not decide (treated as unsound).
    Unknown,
}

impl std::fmt::Display for Unsound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsound::SliceAfterDestinationWrite(_) => {
                f.write_str("the slice would access memory after the destination wrote it")
            }
            Unsound::RecomputedInstances(_) => {
                f.write_str("source iterations that update memory they read would run more than once")
            }
            Unsound::ReorderedSourceDependence(_) => {
                f.write_str("dependent source iterations would run in the opposite order")
            }
            Unsound::SourceNotCovered => f.write_str("the source would be removed but not every iteration is fused"),
            Unsound::PrivateBufferMissesReads(_) => {
                f.write_str("the private buffer would be read where the slice does not write it")
            }
            Unsound::SplitCarriedValues(_) => {
                f.write_str("a loop with iter_args would be split, each part starting again from the initial values")
            }
            Unsound::Unknown => f.write_str("the fusion could not be proven to keep the program's meaning"),
        }
    }
}

/// A column of the combined system: an SSA value, in one of several
/// copies (the same loop at two different iterations), or shared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Key {
    Shared(ValueId),
    Copy(u8, ValueId),
    Anon(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Var {
    Dim(Key),
    Local(usize),
}

/// A linear expression over [`Var`]s.
#[derive(Clone, Debug, Default)]
struct Lin {
    terms: Vec<(Var, Int)>,
    constant: Int,
}

impl Lin {
    fn add(&mut self, v: Var, c: &Int) {
        if c.is_zero() {
            return;
        }
        match self.terms.iter_mut().find(|(w, _)| *w == v) {
            Some((_, x)) => *x += c,
            None => self.terms.push((v, c.clone())),
        }
    }
    fn scaled(&self, k: &Int) -> Lin {
        Lin { terms: self.terms.iter().map(|(v, c)| (*v, c * k)).collect(), constant: &self.constant * k }
    }
    fn plus(&self, other: &Lin) -> Lin {
        let mut out = self.clone();
        for (v, c) in &other.terms {
            out.add(*v, c);
        }
        out.constant += &other.constant;
        out
    }
}

/// A conjunction of constraints over named columns, built piece by piece,
/// with a few disjunctions (`alts`: an `affine.min` value equals one of its
/// results).
#[derive(Clone, Debug, Default)]
struct Poly {
    dims: Vec<Key>,
    locals: usize,
    anon: u32,
    eqs: Vec<Lin>,
    ineqs: Vec<Lin>,
    /// Each group: at least one of its inequalities (`lin >= 0`) holds.
    /// Only [`Poly::is_empty`] looks at them; [`Poly::relation`] leaves them
    /// out (a superset), so a `Poly` with alternatives must not be used
    /// where a subset is needed (the coverage questions never get any).
    alts: Vec<Vec<Lin>>,
}

/// The most case combinations of [`Poly::alts`] tried one by one; beyond,
/// the alternatives are left out (a superset: emptiness stays sound).
const MAX_ALT_CASES: usize = 64;

impl Poly {
    fn dim(&mut self, k: Key) -> Var {
        if !self.dims.contains(&k) {
            self.dims.push(k);
        }
        Var::Dim(k)
    }

    fn fresh_local(&mut self) -> Var {
        self.locals += 1;
        Var::Local(self.locals - 1)
    }

    /// Adds the constraints of `sys`, its dims and symbols renamed by
    /// `rename` and its locals fresh.
    fn add_system(&mut self, sys: &ValueConstraints, rename: &dyn Fn(ValueId) -> Key) {
        let nds = sys.rel.num_dim_and_symbol_vars();
        let mut cols: Vec<Var> = Vec::with_capacity(sys.rel.num_vars());
        for p in 0..nds {
            let key = match sys.value(p) {
                Some(v) => rename(v),
                None => {
                    self.anon += 1;
                    Key::Anon(self.anon)
                }
            };
            cols.push(self.dim(key));
        }
        for _ in 0..sys.rel.num_local_vars() {
            let l = self.fresh_local();
            cols.push(l);
        }
        let to_lin = |row: &[Int]| {
            let mut lin = Lin { terms: Vec::new(), constant: row[row.len() - 1].clone() };
            for (c, v) in row[..row.len() - 1].iter().enumerate() {
                lin.add(cols[c], v);
            }
            lin
        };
        for i in 0..sys.rel.num_equalities() {
            let l = to_lin(sys.rel.equality(i));
            self.eqs.push(l);
        }
        for i in 0..sys.rel.num_inequalities() {
            let l = to_lin(sys.rel.inequality(i));
            self.ineqs.push(l);
        }
    }

    /// The subscripts of `access` as expressions (locals for divisions).
    fn subscripts(
        &mut self,
        ctx: &mut Context,
        access: &MemRefAccess,
        rename: &dyn Fn(ValueId) -> Key,
    ) -> Option<Vec<Lin>> {
        let vm = access.access_map(ctx, Resolution::MLIR);
        let data = ctx.affine.map_data(vm.map).clone();
        let nd = data.num_dims as usize;
        let flat = ctx.affine.flatten_exprs(&data.results, nd, vm.operands.len() - nd).ok()?;
        let mut cols: Vec<Var> = vm.operands.iter().map(|&v| self.dim(rename(v))).collect();
        let locals: Vec<Var> = (0..flat.locals.len()).map(|_| self.fresh_local()).collect();
        cols.extend(locals.iter().copied());
        let to_lin = |row: &[i64]| {
            let mut lin = Lin { terms: Vec::new(), constant: Int::from(row[row.len() - 1]) };
            for (c, &v) in row[..row.len() - 1].iter().enumerate() {
                lin.add(cols[c], &Int::from(v));
            }
            lin
        };
        for (k, local) in flat.locals.iter().enumerate() {
            // divisor * q <= dividend <= divisor * q + divisor - 1.
            let dividend = to_lin(&local.dividend);
            let mut q = Lin::default();
            q.add(locals[k], &Int::from(local.divisor));
            let diff = dividend.plus(&q.scaled(&Int::from(-1)));
            self.ineqs.push(diff.clone());
            let mut upper = diff.scaled(&Int::from(-1));
            upper.constant += Int::from(local.divisor - 1);
            self.ineqs.push(upper);
        }
        Some(flat.rows.iter().map(|r| to_lin(r)).collect())
    }

    fn equal(&mut self, a: &Lin, b: &Lin) {
        self.eqs.push(a.plus(&b.scaled(&Int::from(-1))));
    }

    /// `x >= y + 1`.
    fn greater(&mut self, x: Var, y: Var) {
        let mut l = Lin { terms: Vec::new(), constant: Int::from(-1) };
        l.add(x, &Int::ONE);
        l.add(y, &Int::from(-1));
        self.ineqs.push(l);
    }

    fn same(&mut self, x: Var, y: Var) {
        let mut l = Lin::default();
        l.add(x, &Int::ONE);
        l.add(y, &Int::from(-1));
        self.eqs.push(l);
    }

    /// The relation with the dims in `order` first (then the others),
    /// without the alternatives.
    fn relation(&self, order: &[Key]) -> IntegerRelation {
        self.relation_with(order, &[])
    }

    /// [`Poly::relation`] with the inequalities `extra` added.
    fn relation_with(&self, order: &[Key], extra: &[&Lin]) -> IntegerRelation {
        let mut dims: Vec<Key> = order.to_vec();
        for k in &self.dims {
            if !dims.contains(k) {
                dims.push(*k);
            }
        }
        let nd = dims.len();
        let pos: FxHashMap<Key, usize> = dims.iter().enumerate().map(|(i, k)| (*k, i)).collect();
        let ncols = nd + self.locals + 1;
        let row = |l: &Lin| {
            let mut r = vec![Int::ZERO; ncols];
            for (v, c) in &l.terms {
                let i = match v {
                    Var::Dim(k) => pos[k],
                    Var::Local(i) => nd + i,
                };
                r[i] += c;
            }
            r[ncols - 1] = l.constant.clone();
            r
        };
        let eqs: Vec<Vec<Int>> = self.eqs.iter().map(row).collect();
        let ineqs: Vec<Vec<Int>> = self.ineqs.iter().chain(extra.iter().copied()).map(row).collect();
        IntegerRelation::from_rows(PresburgerSpace::set(nd, 0, self.locals), &eqs, &ineqs).expect("row sizes")
    }

    /// True if no integer point satisfies the constraints and, for each
    /// group of alternatives, one of them (case by case, up to
    /// [`MAX_ALT_CASES`] cases; with more, without the alternatives).
    fn is_empty(&self) -> bool {
        if self.relation(&[]).is_integer_empty() {
            return true;
        }
        let cases = self.alts.iter().try_fold(1usize, |n, g| n.checked_mul(g.len()).filter(|&n| n <= MAX_ALT_CASES));
        let Some(cases) = cases.filter(|_| !self.alts.is_empty()) else { return false };
        let mut pick = vec![0usize; self.alts.len()];
        for _ in 0..cases {
            let chosen: Vec<&Lin> = self.alts.iter().zip(&pick).map(|(g, &i)| &g[i]).collect();
            if !self.relation_with(&[], &chosen).is_integer_empty() {
                return false;
            }
            // Next combination (odometer).
            for (k, g) in self.alts.iter().enumerate() {
                pick[k] += 1;
                if pick[k] < g.len() {
                    break;
                }
                pick[k] = 0;
            }
        }
        true
    }
}

/// The IVs of the loops of the source and destination nests, when the
/// caller keeps them (the fusion pass's dependence graph does): the checks
/// do not walk the nests for them (a destination grows with every fusion).
#[derive(Clone, Copy, Default)]
pub struct KnownLoops<'a> {
    /// The source's loop IVs.
    pub src: Option<&'a FxHashSet<ValueId>>,
    /// The destination's loop IVs.
    pub dst: Option<&'a FxHashSet<ValueId>>,
}

/// Which loops are which in one fusion.
struct Fusion<'a> {
    /// IVs of the source's loops.
    src_loops: Cow<'a, FxHashSet<ValueId>>,
    /// IVs of the destination's loops (a set: a grown destination has
    /// thousands, and renaming asks about every column).
    dst_loops: Cow<'a, FxHashSet<ValueId>>,
    /// IVs of the destination loops around the slice (outermost first).
    prefix: Vec<ValueId>,
    slice: &'a ComputationSliceState,
    /// The slice's bounds as constraints, computed once per fusion.
    bounds: Option<ValueConstraints>,
    /// Iteration domains of the accesses looked at so far, by the block
    /// holding the access (ops of one block have the same enclosing loops
    /// and conditions, so the same domain: a grown source has thousands of
    /// accesses in a few hundred blocks).
    domains: FxHashMap<DomainKey, Option<ValueConstraints>>,
    /// Per access op: the IVs of the `affine.for` loops around it
    /// (outermost first; `None` for a loop without a well-formed view).
    loops_of: FxHashMap<OpId, Vec<(OpId, Option<ValueId>)>>,
    /// Per `affine.for` op met there: its IV.
    iv_of: FxHashMap<OpId, Option<ValueId>>,
    /// Per access op: whether its subscripts flatten to linear form.
    flat: FxHashMap<OpId, bool>,
    /// For each prefix loop, the source loop the slice pins to it
    /// (`src = prefix + c`), if every prefix loop has one.
    pinned: Option<Vec<ValueId>>,
}

/// The key of an op's iteration domain: its block (the domain depends only
/// on the ops around the block), or the op itself outside any block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum DomainKey {
    Block(affine_ir::BlockId),
    Op(OpId),
}

fn domain_key(ctx: &Context, op: OpId) -> DomainKey {
    ctx.ir.op(op).parent.map_or(DomainKey::Op(op), DomainKey::Block)
}

const T: u8 = 0;
const J1: u8 = 1;
const J2: u8 = 2;
const S1: u8 = 3;
const S2: u8 = 4;
/// The copy of a later reader's loops ([`covers_instances_read_later`]).
const READER: u8 = 5;

/// The IVs of the `affine.for` ops in the nest at `root` (ops without
/// regions are skipped, not looked at).
fn loop_ivs(ctx: &Context, root: OpId) -> FxHashSet<ValueId> {
    let mut out = FxHashSet::default();
    let for_name = ctx.lookup_op_name(affine_dialects::affine::names::FOR);
    let mut pending = vec![root];
    while let Some(o) = pending.pop() {
        let regions = ctx.ir.regions(o);
        // An `affine.for`'s induction variable is its body's first argument
        // (verified IR); no full view (bound maps looked up by name) per loop.
        if for_name == Some(ctx.ir.op(o).name)
            && let Some(&iv) =
                regions.first().and_then(|&r| ctx.ir.entry_block(r)).and_then(|b| ctx.ir.block_args(b).first())
        {
            out.insert(iv);
        }
        for &r in regions {
            for b in ctx.ir.region_blocks(r) {
                pending.extend(ctx.ir.block_ops(b).filter(|&x| !ctx.ir.regions(x).is_empty()));
            }
        }
    }
    out
}

/// The affine accesses of `memref` in the nest at `root`, in the order of a
/// post-order walk of the nest (found from the memref's uses, not by
/// walking the nest).
fn nest_accesses_of(ctx: &Context, root: OpId, memref: ValueId) -> Vec<MemRefAccess> {
    let mut out: Vec<MemRefAccess> = Vec::new();
    for u in ctx.ir.uses(memref) {
        if u.op == root || !ctx.ir.is_ancestor(root, u.op) || out.iter().any(|a| a.op == u.op) {
            continue;
        }
        if let Some(a) = MemRefAccess::from_op(ctx, u.op).filter(|a| a.memref == memref) {
            out.push(a);
        }
    }
    out.sort_by(|a, b| post_order_cmp(ctx, root, a.op, b.op));
    out
}

/// The order of `a` and `b` (both in the nest at `root`) in a post-order
/// walk of the nest: nested ops before their ancestors, regions, blocks and
/// ops in order.
pub fn post_order_cmp(ctx: &Context, root: OpId, a: OpId, b: OpId) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let chain = |mut o: OpId| {
        let mut c = vec![o];
        while o != root {
            match ctx.ir.parent_op(o) {
                Some(p) => o = p,
                None => break,
            }
            c.push(o);
        }
        c.reverse();
        c
    };
    let (ca, cb) = (chain(a), chain(b));
    let i = ca.iter().zip(&cb).take_while(|(x, y)| x == y).count();
    match (ca.get(i), cb.get(i)) {
        (None, None) => Ordering::Equal,
        // One is an ancestor of the other: it comes after.
        (None, Some(_)) => Ordering::Greater,
        (Some(_), None) => Ordering::Less,
        (Some(&x), Some(&y)) => {
            let (bx, by) = (ctx.ir.op(x).parent, ctx.ir.op(y).parent);
            if bx == by {
                return if ctx.ir.is_before_in_block(x, y) { Ordering::Less } else { Ordering::Greater };
            }
            // Different blocks of the common parent: by region, then block.
            let place = |blk: Option<affine_ir::BlockId>| -> (usize, usize) {
                let Some(blk) = blk else { return (usize::MAX, usize::MAX) };
                let Some(parent) = ca.get(i.wrapping_sub(1)).copied() else { return (usize::MAX, usize::MAX) };
                for (ri, &r) in ctx.ir.regions(parent).iter().enumerate() {
                    if let Some(bi) = ctx.ir.region_blocks(r).position(|x| x == blk) {
                        return (ri, bi);
                    }
                }
                (usize::MAX, usize::MAX)
            };
            place(bx).cmp(&place(by))
        }
    }
}

impl<'a> Fusion<'a> {
    /// The fusion of `src` into `dst` with `slice`; a slice splitting a
    /// loop that carries values is refused here.
    fn new(
        ctx: &mut Context,
        src: OpId,
        dst: OpId,
        slice: &'a ComputationSliceState,
        known: KnownLoops<'a>,
    ) -> Result<Self, Unsound> {
        let Some(ip) = slice.insert_point else { return Err(Unsound::Unknown) };
        let dst_loops = known.dst.map_or_else(|| Cow::Owned(loop_ivs(ctx, dst)), Cow::Borrowed);
        let src_loops = known.src.map_or_else(|| Cow::Owned(loop_ivs(ctx, src)), Cow::Borrowed);
        let prefix: Vec<ValueId> = affine_for_ivs(ctx, ip)
            .into_iter()
            .filter(|&l| ctx.ir.is_ancestor(dst, l))
            .filter_map(|l| AffineForView::get(ctx, l).map(|v| v.iv))
            .collect();
        if let Some(&l) = split_carried_loops(ctx, slice).first() {
            return Err(Unsound::SplitCarriedValues(l));
        }
        let bounds = slice.as_constraints(ctx).ok();
        let pinned = pinned_source_loops(ctx, slice, &prefix);
        Ok(Fusion {
            src_loops,
            dst_loops,
            prefix,
            slice,
            bounds,
            domains: FxHashMap::default(),
            loops_of: FxHashMap::default(),
            iv_of: FxHashMap::default(),
            flat: FxHashMap::default(),
            pinned,
        })
    }

    /// The iteration domain of `op` (cached per block).
    fn domain(&mut self, ctx: &mut Context, op: OpId) -> Option<&ValueConstraints> {
        self.domains.entry(domain_key(ctx, op)).or_insert_with(|| op_index_set(ctx, op, Resolution::MLIR).ok()).as_ref()
    }

    /// The `affine.for` loops around `op` with their IVs, outermost first
    /// (cached per op).
    fn surrounding_loops(&mut self, ctx: &Context, op: OpId) -> &[(OpId, Option<ValueId>)] {
        let iv_of = &mut self.iv_of;
        self.loops_of.entry(op).or_insert_with(|| {
            affine_for_ivs(ctx, op)
                .into_iter()
                .map(|l| (l, *iv_of.entry(l).or_insert_with(|| AffineForView::get(ctx, l).map(|v| v.iv))))
                .collect()
        })
    }

    /// Whether the subscripts of `access` flatten (what [`Poly::subscripts`]
    /// needs; the renaming does not matter), cached per op.
    fn flattens(&mut self, ctx: &mut Context, access: &MemRefAccess) -> bool {
        if let Some(&ok) = self.flat.get(&access.op) {
            return ok;
        }
        // What `Poly::subscripts` can fail on: flattening the access map.
        let vm = access.access_map(ctx, Resolution::MLIR);
        let data = ctx.affine.map_data(vm.map).clone();
        let nd = data.num_dims as usize;
        let ok = ctx.affine.flatten_exprs(&data.results, nd, vm.operands.len() - nd).is_ok();
        self.flat.insert(access.op, ok);
        ok
    }

    /// True if the slice pins each prefix loop to one of the loops in
    /// `outer` (source loops, outermost first) at the same position: the
    /// slice running a source iteration is then determined by those
    /// loops, and earlier source iterations never run in later slices.
    fn prefix_pinned_to(&self, outer: &[ValueId]) -> bool {
        self.pinned.as_ref().is_some_and(|p| p.len() <= outer.len() && p.iter().zip(outer).all(|(a, b)| a == b))
    }

    /// Renaming for the instances of a destination access.
    fn dst_rename(&self) -> impl Fn(ValueId) -> Key + '_ {
        move |v| if self.dst_loops.contains(&v) { Key::Copy(T, v) } else { Key::Shared(v) }
    }

    /// Renaming for a source access executed in the slice at prefix copy
    /// `j`, with source loops in copy `s`.
    fn exec_rename(&self, j: u8, s: u8) -> impl Fn(ValueId) -> Key + '_ {
        move |v| {
            if self.src_loops.contains(&v) {
                Key::Copy(s, v)
            } else if self.prefix.contains(&v) {
                Key::Copy(j, v)
            } else if self.dst_loops.contains(&v) {
                Key::Copy(T, v)
            } else {
                Key::Shared(v)
            }
        }
    }

    /// Adds `exec(a, j)`: the instances of `a` the slice runs at `j`.
    fn add_exec(&mut self, ctx: &mut Context, p: &mut Poly, a: OpId, j: u8, s: u8) -> Option<()> {
        self.domain(ctx, a)?;
        let rename = self.exec_rename(j, s);
        p.add_system(self.domains[&domain_key(ctx, a)].as_ref()?, &rename);
        p.add_system(self.bounds.as_ref()?, &rename);
        Some(())
    }

    /// The polyhedra (one per component) of `x >lex y` over the prefix.
    fn lex_greater(&self, base: &Poly, x: u8, y: u8) -> Vec<Poly> {
        (0..self.prefix.len())
            .map(|k| {
                let mut p = base.clone();
                for &v in &self.prefix[..k] {
                    let (a, b) = (p.dim(Key::Copy(x, v)), p.dim(Key::Copy(y, v)));
                    p.same(a, b);
                }
                let v = self.prefix[k];
                let (a, b) = (p.dim(Key::Copy(x, v)), p.dim(Key::Copy(y, v)));
                p.greater(a, b);
                p
            })
            .collect()
    }
}

fn accesses(ctx: &Context, root: OpId) -> Vec<MemRefAccess> {
    ctx.ir.walk(root, WalkOrder::PostOrder).into_iter().filter_map(|o| MemRefAccess::from_op(ctx, o)).collect()
}

/// The writes of [`whole_memref_accesses`] to `memref` in the nest at
/// `root` (a `memref.store` into it, or an op of unknown or writing
/// effects with it as an operand), one per op, found from the memref's
/// uses instead of a walk of the nest.
fn whole_memref_writes_of(ctx: &mut Context, root: OpId, memref: ValueId) -> Vec<MemRefAccess> {
    let mut ops: Vec<OpId> = Vec::new();
    for u in ctx.ir.uses(memref) {
        let o = u.op;
        if o == root || ops.contains(&o) || !ctx.ir.is_ancestor(root, o) {
            continue;
        }
        let writes = match affine_dialects::memref::load_store_parts(ctx, o) {
            Some((m, _, stored)) => m == memref && stored.is_some(),
            None => {
                MemRefAccess::from_op(ctx, o).is_none()
                    && ctx.ir.op(o).regions.is_empty()
                    && !ctx.op_has_trait(o, affine_ir::dialect::traits::TERMINATOR)
                    && !ctx.memory_effects(o).is_some_and(|e| e.is_empty())
            }
        };
        if writes {
            ops.push(o);
        }
    }
    if ops.is_empty() {
        return Vec::new();
    }
    let whole = ctx.affine.map(0, 0, &[]);
    ops.into_iter()
        .map(|op| MemRefAccess { op, kind: AccessKind::Store, memref, map: whole, indices: Vec::new() })
        .collect()
}

/// The `memref.load` / `memref.store` ops in the nest at `root` (of
/// `memref` only, when given) as accesses to the whole memref: an access
/// map without results, so that every two instances of such an access and
/// any other access of the memref touch a common element (their indices,
/// which need not be affine, are not looked at). Another op without
/// regions whose memory effects are unknown or not none (a call, a
/// `memref.copy`) reads and writes each of its memref operands whole.
fn whole_memref_accesses(ctx: &mut Context, root: OpId, memref: Option<ValueId>) -> Vec<MemRefAccess> {
    let mut ops: Vec<(OpId, ValueId, bool)> = Vec::new();
    for o in ctx.ir.walk(root, WalkOrder::PostOrder) {
        if let Some((m, _, stored)) = affine_dialects::memref::load_store_parts(ctx, o) {
            if memref.is_none_or(|x| x == m) {
                ops.push((o, m, stored.is_some()));
            }
            continue;
        }
        if o == root
            || MemRefAccess::from_op(ctx, o).is_some()
            || !ctx.ir.op(o).regions.is_empty()
            || ctx.op_has_trait(o, affine_ir::dialect::traits::TERMINATOR)
            || ctx.memory_effects(o).is_some_and(|e| e.is_empty())
        {
            continue;
        }
        let mut operands: Vec<ValueId> = ctx
            .ir
            .operands(o)
            .iter()
            .copied()
            .filter(|&v| affine_dialects::arith::types::is_any_memref(ctx, ctx.ir.value_type(v)))
            .filter(|&v| memref.is_none_or(|x| x == v))
            .collect();
        operands.dedup();
        for v in operands {
            ops.push((o, v, false));
            ops.push((o, v, true));
        }
    }
    if ops.is_empty() {
        return Vec::new();
    }
    let whole = ctx.affine.map(0, 0, &[]);
    ops.into_iter()
        .map(|(op, memref, write)| MemRefAccess {
            op,
            kind: if write { AccessKind::Store } else { AccessKind::Load },
            memref,
            map: whole,
            indices: Vec::new(),
        })
        .collect()
}

/// Whether `a` is one of [`whole_memref_accesses`] (no affine access op).
fn is_whole_memref(ctx: &Context, a: &MemRefAccess) -> bool {
    MemRefAccess::from_op(ctx, a.op).is_none()
}

/// What happens around a fusion besides the slice itself.
#[derive(Clone, Copy, Debug)]
pub struct FusionEffects<'a> {
    /// The source nest is erased afterwards.
    pub remove_src: bool,
    /// Its removal relies on the slice executing every source iteration
    /// (its writes are needed after the fused nest).
    pub removal_needs_full_slice: bool,
    /// Memrefs made private to the fused nest.
    pub private: &'a [ValueId],
    /// Memrefs the source writes that are visible outside the block.
    pub escaping: &'a [ValueId],
    /// When `removal_needs_full_slice`: the reads (affine loads and
    /// `memref.load`s), outside the two nests and after the source, of the
    /// memrefs the source writes, if these are all that may read what it
    /// writes (each through the memref the source writes, whose buffer is
    /// allocated in the block, or through a view of it with a static
    /// layout). The removal then needs only the source instances writing
    /// an element one of them reads to run in some slice. `None`: unknown
    /// readers, every iteration must run.
    pub later_reads: Option<&'a [OpId]>,
}

/// Checks the producer-consumer fusion of the nest `src` into `dst` with
/// `slice` (see the module documentation).
pub fn check_producer_consumer(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    slice: &ComputationSliceState,
    effects: FusionEffects<'_>,
) -> Result<(), Unsound> {
    check_producer_consumer_known(ctx, src, dst, slice, effects, KnownLoops::default())
}

/// [`check_producer_consumer`] with the nests' loop IVs from `known`
/// where given.
pub fn check_producer_consumer_known(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    slice: &ComputationSliceState,
    effects: FusionEffects<'_>,
    known: KnownLoops<'_>,
) -> Result<(), Unsound> {
    let FusionEffects { remove_src, removal_needs_full_slice, private, escaping, later_reads } = effects;
    let mut f = Fusion::new(ctx, src, dst, slice, known)?;
    let all_src_acc = accesses(ctx, src);
    // Stores writing back what was just loaded (and loads only they use)
    // change nothing, before or after the fusion: left out of the
    // dependence questions (not of the private buffers', where they are
    // real writes).
    let ops: Vec<OpId> = all_src_acc.iter().map(|a| a.op).collect();
    let without = |inert: &FxHashSet<OpId>| -> Cow<'_, [MemRefAccess]> {
        if inert.is_empty() {
            Cow::Borrowed(&all_src_acc)
        } else {
            Cow::Owned(all_src_acc.iter().filter(|a| !inert.contains(&a.op)).cloned().collect())
        }
    };
    let inert = inert_accesses(ctx, &ops, private, false);
    let mut src_acc = without(&inert);
    // For the questions about the source's own instances, stores into a
    // private memref are inert too (they write the private buffer in the
    // slices, nothing in a kept source).
    let mut own_acc =
        if private.is_empty() { src_acc.clone() } else { without(&inert_accesses(ctx, &ops, private, true)) };
    // The source's `memref.load` / `memref.store`s take part in the
    // questions about the slice's instances as accesses to the whole memref
    // (a source iteration storing with `memref.store` into a memref other
    // iterations read: the slices rerun or reorder them).
    let whole_src = whole_memref_accesses(ctx, src, None);
    if !whole_src.is_empty() {
        src_acc.to_mut().extend(whole_src.iter().cloned());
        own_acc.to_mut().extend(whole_src.iter().filter(|a| !a.is_write() || !private.contains(&a.memref)).cloned());
    }
    // A load whose value nothing uses (pure computations that end nowhere)
    // computes nothing when the slices run it again or in another order:
    // left out of the questions about the source's own instances
    // (fusion-mix seed 3127: a dead load of an argument the source writes
    // into a private buffer).
    let dead: FxHashSet<OpId> = own_acc
        .iter()
        .filter(|a| {
            !a.is_write()
                && matches!(ctx.op_name_str(ctx.ir.op(a.op).name), "affine.load" | "memref.load")
                && !load_is_live(ctx, a.op)
        })
        .map(|a| a.op)
        .collect();
    if !dead.is_empty() {
        own_acc.to_mut().retain(|a| !dead.contains(&a.op));
    }
    // The destination's accesses to a memref, as needed.
    let mut dst_acc: FxHashMap<ValueId, Vec<MemRefAccess>> = FxHashMap::default();

    // Slice executions after a destination write of the same element (a
    // read whose value is never used does not matter).
    // A load that only fills a private buffer through write-backs reads
    // what a destination write stored there at an earlier iteration, as
    // the destination's reads of the memref did in the program
    // ([`reloads_into_private`]).
    let reloads: FxHashSet<OpId> = src_acc
        .iter()
        .filter(|a| !a.is_write() && reloads_into_private(ctx, a, &all_src_acc, private))
        .map(|a| a.op)
        .collect();
    let relevant: Vec<&MemRefAccess> =
        src_acc.iter().filter(|a| a.is_write() || (load_is_live(ctx, a.op) && !reloads.contains(&a.op))).collect();
    // The destination's whole-memref writes by memref, found from the
    // memref's uses (not a walk of the destination: a grown destination
    // has thousands of ops, and the chain of fusions into it would walk it
    // once per check).
    let mut dst_whole_writes: FxHashMap<ValueId, Vec<MemRefAccess>> = FxHashMap::default();
    for a in relevant {
        let of_memref = dst_acc.entry(a.memref).or_insert_with(|| nest_accesses_of(ctx, dst, a.memref));
        // The destination's `memref.store`s write anywhere in the memref.
        let mut dst_writes: Vec<MemRefAccess> = of_memref.iter().filter(|b| b.is_write()).cloned().collect();
        let whole_writes =
            dst_whole_writes.entry(a.memref).or_insert_with(|| whole_memref_writes_of(ctx, dst, a.memref));
        dst_writes.extend(whole_writes.iter().cloned());
        for b in &dst_writes {
            let mut base = Poly::default();
            f.add_exec(ctx, &mut base, a.op, J1, S1).ok_or(Unsound::Unknown)?;
            let dr = f.dst_rename();
            let dom = op_index_set(ctx, b.op, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
            base.add_system(&dom, &dr);
            let ea = base.subscripts(ctx, a, &f.exec_rename(J1, S1)).ok_or(Unsound::Unknown)?;
            // A destination `memref.store` writes the element its indices
            // name (an `affine.min` / `affine.max` index one of its results:
            // mix seed 137), not the whole memref.
            let plain = if is_whole_memref(ctx, b) { views::plain_subscripts(ctx, &mut base, b.op, &dr) } else { None };
            let eb = match plain {
                Some(eb) => eb,
                None => base.subscripts(ctx, b, &dr).ok_or(Unsound::Unknown)?,
            };
            for (x, y) in ea.iter().zip(&eb) {
                base.equal(x, y);
            }
            if f.lex_greater(&base, J1, T).iter().any(|p| !p.is_empty()) {
                return Err(Unsound::SliceAfterDestinationWrite(a.memref));
            }
        }
    }

    // Memrefs the source writes and accesses more than once.
    // A buffer only the source uses, each read of which reads what the
    // same iteration just wrote there (a private buffer of an earlier
    // fusion), cannot carry values between source iterations.
    // The source's accesses by memref, in walk order (a grown nest fused on
    // as a source has thousands: no pairwise scans).
    let mut of_memref: FxHashMap<ValueId, Vec<usize>> = FxHashMap::default();
    for (i, a) in own_acc.iter().enumerate() {
        of_memref.entry(a.memref).or_default().push(i);
    }
    let mut self_dependent: Vec<ValueId> = Vec::new();
    let mut looked_at: FxHashSet<ValueId> = FxHashSet::default();
    let mut is_self_dependent: FxHashSet<ValueId> = FxHashSet::default();
    // A whole-memref write (`memref.store`) alone counts: its instances may
    // write one element.
    // So does a lone store that may write one element twice (`A[i + k]`,
    // `A[i floordiv 2]`): a slice running only some of its instances
    // leaves the element with another value than the source's last write.
    // Into a private memref it does not matter: every instance writing an
    // element the destination reads is in that iteration's slice (slices
    // are valid), and nothing else reads the private buffer.
    for a in own_acc.iter().filter(|a| a.is_write()) {
        if (of_memref[&a.memref].len() > 1
            || is_whole_memref(ctx, a)
            || (!private.contains(&a.memref) && !store_is_injective(ctx, src, a)))
            && looked_at.insert(a.memref)
            && !is_iteration_local(ctx, src, a.memref)
        {
            self_dependent.push(a.memref);
            is_self_dependent.insert(a.memref);
        }
    }
    if !self_dependent.is_empty() {
        // Running a source iteration again is harmless unless memory it
        // accessed was overwritten by a later source iteration.
        // Instances run again (a kept source, or overlapping slices) are
        // harmless when each slice reruns whole chains of updates (a
        // convolution's initialization and accumulation of an output
        // element, into a pooling window): `reruns_recompute` asks it
        // exactly (undecided counts as no).
        // `reruns_recompute` follows chains of updates element by element:
        // not asked where a whole-memref access takes part.
        let whole_involved =
            |ctx: &Context| own_acc.iter().any(|a| is_self_dependent.contains(&a.memref) && is_whole_memref(ctx, a));
        // A kept source's memrefs whose reruns store the values already
        // there ([`replay`]) take no part in these questions (asked only
        // where they would refuse: a grown source has thousands of
        // accesses).
        let written: Vec<&MemRefAccess> = all_src_acc.iter().chain(&whole_src).filter(|a| a.is_write()).collect();
        let mut replayable: Option<FxHashSet<ValueId>> = None;
        if let Some(m) = overwritten_within(ctx, &own_acc, &self_dependent)
            && (!remove_src || slices_overlap(&f)?)
            && (whole_involved(ctx) || !reruns_recompute(ctx, &mut f, &own_acc, &self_dependent).unwrap_or(false))
        {
            if remove_src {
                return Err(Unsound::RecomputedInstances(m));
            }
            let replay = replay::replayable_memrefs(ctx, &mut f, src, &own_acc, &written, &self_dependent, private);
            let rest: Vec<ValueId> = self_dependent.iter().copied().filter(|m| !replay.contains(m)).collect();
            replayable = Some(replay);
            let whole_rest = own_acc.iter().any(|a| rest.contains(&a.memref) && is_whole_memref(ctx, a));
            if let Some(m) = overwritten_within(ctx, &own_acc, &rest)
                && (whole_rest || !reruns_recompute(ctx, &mut f, &own_acc, &rest).unwrap_or(false))
            {
                return Err(Unsound::RecomputedInstances(m));
            }
        }
        // A kept source has run whole before the fused nest. Where the
        // source writes each element of a memref at most once and reads it
        // only after that write (no write-after-read or write-after-write
        // pair in the source), every element it writes already holds its
        // final value when a slice runs, and a slice's writes store that
        // value again: the order in which the slices run its instances
        // changes nothing (fusion-mix seeds 2485 and 2763: a slice that
        // runs an earlier source iteration again at a later destination
        // iteration, or a non-monotone slice `(%i - 1) mod 5`). Not for a
        // memref made private, which only the slices write.
        let mut flow_only: FxHashMap<ValueId, bool> = FxHashMap::default();
        for a1 in own_acc.iter().filter(|a| is_self_dependent.contains(&a.memref)) {
            let same_memref = of_memref[&a1.memref].iter().map(|&i| &own_acc[i]);
            for a2 in same_memref.filter(|b| b.is_write() || a1.is_write()) {
                if reordered(ctx, &mut f, a1, a2)? {
                    let m = a1.memref;
                    let harmless = !remove_src
                        && !private.contains(&m)
                        && *flow_only.entry(m).or_insert_with(|| overwritten_within(ctx, &own_acc, &[m]).is_none());
                    // Or its reruns store what is there ([`replay`]).
                    let replayed = !harmless
                        && !remove_src
                        && replayable
                            .get_or_insert_with(|| {
                                replay::replayable_memrefs(
                                    ctx,
                                    &mut f,
                                    src,
                                    &own_acc,
                                    &written,
                                    &self_dependent,
                                    private,
                                )
                            })
                            .contains(&m);
                    if !harmless && !replayed {
                        return Err(Unsound::ReorderedSourceDependence(m));
                    }
                }
            }
        }
    }

    if remove_src && removal_needs_full_slice && !covers_source(ctx, &f)? {
        // The iterations no slice runs lose their writes: that matters
        // only for the elements a later read may read (fusion-mix seed 439:
        // elements of a temporary that no later access reads).
        // Unknown readers (an argument the caller may read): the lost
        // writes must be overwritten by a later op before anything reads
        // them (fusion-mix seeds 2469, 2759, 2777; [`overwrite`]).
        let Some(reads) = later_reads else {
            let writes: Vec<&MemRefAccess> = all_src_acc.iter().filter(|a| a.is_write()).collect();
            if overwrite::lost_writes_overwritten(ctx, &f, src, dst, &writes, private)? {
                return check_private_reads(ctx, &f, &all_src_acc, &mut dst_acc, dst, private, escaping);
            }
            return Err(Unsound::SourceNotCovered);
        };
        // Each read with the memref it reads (an affine load, or a
        // `memref.load`, of the buffer or of a view of it).
        let reads: Vec<(OpId, ValueId, ValueId)> = reads
            .iter()
            .filter_map(|&o| match MemRefAccess::from_op(ctx, o) {
                Some(a) => (!a.is_write()).then_some((o, a.memref)),
                None => match affine_dialects::memref::load_store_parts(ctx, o) {
                    Some((m, _, None)) => Some((o, m)),
                    _ => None,
                },
            })
            .map(|(o, m)| (o, m, crate::mdg::memref_root(ctx, m)))
            .collect();
        if reads.len() != later_reads.map_or(0, <[OpId]>::len) {
            return Err(Unsound::SourceNotCovered);
        }
        for a in all_src_acc.iter().filter(|a| a.is_write()) {
            for &(r, m, _) in reads.iter().filter(|&&(_, _, root)| root == a.memref) {
                if !covers_instances_read_later(ctx, &f, a, r, m)? {
                    return Err(Unsound::SourceNotCovered);
                }
            }
        }
    }

    check_private_reads(ctx, &f, &all_src_acc, &mut dst_acc, dst, private, escaping)
}

/// [`Unsound::PrivateBufferMissesReads`]: each escaping memref made private
/// must be read by the destination only where the slice writes it.
fn check_private_reads(
    ctx: &mut Context,
    f: &Fusion<'_>,
    all_src_acc: &[MemRefAccess],
    dst_acc: &mut FxHashMap<ValueId, Vec<MemRefAccess>>,
    dst: OpId,
    private: &[ValueId],
    escaping: &[ValueId],
) -> Result<(), Unsound> {
    for &m in private.iter().filter(|m| escaping.contains(m)) {
        let of_memref = dst_acc.entry(m).or_insert_with(|| nest_accesses_of(ctx, dst, m)).clone();
        if !private_reads_covered(ctx, f, all_src_acc, &of_memref, m)? {
            return Err(Unsound::PrivateBufferMissesReads(m));
        }
    }
    Ok(())
}

/// For each loop of `prefix`, the source loop `slice` runs at exactly
/// `prefix + c` (bounds `[p + c, p + c + 1)`), or `None` if some prefix loop
/// has no such source loop.
fn pinned_source_loops(ctx: &mut Context, slice: &ComputationSliceState, prefix: &[ValueId]) -> Option<Vec<ValueId>> {
    // (operand, constant) of a single-result bound `operand + constant`.
    let unit_offset = |ctx: &mut Context, map: AffineMap, operands: &[ValueId]| -> Option<(ValueId, i64)> {
        let data = ctx.affine.map_data(map).clone();
        let [e] = data.results[..] else { return None };
        let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
        if operands.len() != nd + ns {
            return None;
        }
        let flat = ctx.affine.flatten_exprs(&[e], nd, ns).ok()?;
        if !flat.locals.is_empty() {
            return None;
        }
        let row = &flat.rows[0];
        let mut var = None;
        for (c, &k) in row[..nd + ns].iter().enumerate() {
            match k {
                0 => {}
                1 if var.is_none() => var = Some(operands[c]),
                _ => return None,
            }
        }
        Some((var?, row[row.len() - 1]))
    };
    let mut out = Vec::with_capacity(prefix.len());
    for &p in prefix {
        let mut found = None;
        for i in 0..slice.ivs.len() {
            let (Some(lb), Some(ub)) = (slice.lbs[i], slice.ubs[i]) else { continue };
            let Some((lv, lc)) = unit_offset(ctx, lb, &slice.lb_operands[i]) else { continue };
            let Some((uv, uc)) = unit_offset(ctx, ub, &slice.ub_operands[i]) else { continue };
            if lv == p && uv == p && uc == lc + 1 {
                found = Some(slice.ivs[i]);
                break;
            }
        }
        out.push(found?);
    }
    Some(out)
}

/// The source loops of `slice` that carry values (`iter_args`) and that
/// the slice restricts to less than their own range: each slice instance
/// would start their reduction from the initial values again.
pub fn split_carried_loops(ctx: &mut Context, slice: &ComputationSliceState) -> Vec<OpId> {
    let mut out = Vec::new();
    for (i, &iv) in slice.ivs.iter().enumerate() {
        let Some(lp) = affine_dialects::affine::scope::for_induction_var_owner(ctx, iv) else { continue };
        let Some(v) = AffineForView::get(ctx, lp) else { continue };
        if v.inits.is_empty() {
            continue;
        }
        let own = [
            (v.lower_map, v.lower_operands.to_vec(), constant_bound(ctx, v.lower_map, v.lower_operands, true)),
            (v.upper_map, v.upper_operands.to_vec(), constant_bound(ctx, v.upper_map, v.upper_operands, false)),
        ];
        let sliced = [(slice.lbs[i], &slice.lb_operands[i], true), (slice.ubs[i], &slice.ub_operands[i], false)];
        let full = own.iter().zip(sliced).all(|((map, ops, cst), (bound, bound_ops, lower))| {
            let Some(b) = bound else { return true };
            if b == *map && bound_ops == ops {
                return true;
            }
            cst.is_some() && constant_bound(ctx, b, bound_ops, lower) == *cst
        });
        if !full {
            out.push(lp);
        }
    }
    out
}

/// The value of the loop bound `map` of `operands` (the maximum of its
/// results for a `lower` bound, the minimum for an upper one) when its
/// results are constants or every operand is one (fusion-mix seed 2225: `%c4 floordiv 2`, a
/// constant passed as a symbol), or `None`.
fn constant_bound(ctx: &Context, map: AffineMap, operands: &[ValueId], lower: bool) -> Option<i64> {
    let results = &ctx.affine.map_data(map).results;
    let constants: Option<Vec<i64>> = results.iter().map(|&e| ctx.affine.as_constant(e)).collect();
    if let Some(c) = constants.filter(|c| !c.is_empty()) {
        return if lower { c.into_iter().max() } else { c.into_iter().min() };
    }
    let values: Vec<i64> =
        operands.iter().map(|&o| affine_dialects::affine::scope::constant_int_value(ctx, o)).collect::<Option<_>>()?;
    let results = ctx.affine.eval_map(map, &values).ok()?;
    if lower { results.into_iter().max() } else { results.into_iter().min() }
}

/// Whether the instances of the scalar store `a` in the nest at `root`
/// write pairwise distinct elements, by a sufficient test: its composed
/// subscripts, without divisions, are a linear function of full column
/// rank of the IVs of the `affine.for`s around it in the nest (only
/// `affine.for`s and `affine.if`s around it there), plus values the nest
/// does not change. `false` when not shown (the store is then asked about
/// exactly, like any source access to a memref accessed twice).
fn store_is_injective(ctx: &mut Context, root: OpId, a: &MemRefAccess) -> bool {
    if a.kind != AccessKind::Store {
        return false;
    }
    let (for_name, if_name) = (
        ctx.lookup_op_name(affine_dialects::affine::names::FOR),
        ctx.lookup_op_name(affine_dialects::affine::names::IF),
    );
    let mut ivs: Vec<ValueId> = Vec::new();
    let mut at = a.op;
    while at != root {
        let Some(parent) = ctx.ir.parent_op(at) else { return false };
        let name = Some(ctx.ir.op(parent).name);
        if name == for_name {
            let Some(v) = AffineForView::get(ctx, parent) else { return false };
            ivs.push(v.iv);
        } else if name != if_name {
            return false;
        }
        at = parent;
    }
    let vm = a.access_map(ctx, Resolution::MLIR);
    let data = ctx.affine.map_data(vm.map).clone();
    let nd = data.num_dims as usize;
    let Ok(flat) = ctx.affine.flatten_exprs(&data.results, nd, vm.operands.len() - nd) else { return false };
    if !flat.locals.is_empty() {
        return false;
    }
    // The column of each IV; every other operand is fixed during the nest.
    let mut column_of: Vec<Option<usize>> = Vec::with_capacity(vm.operands.len());
    for &o in &vm.operands {
        match ivs.iter().position(|&v| v == o) {
            Some(k) => column_of.push(Some(k)),
            None => {
                let inside = match ctx.ir.defining_op(o) {
                    Some(d) => ctx.ir.is_ancestor(root, d),
                    None => ctx
                        .ir
                        .value_parent_block(o)
                        .and_then(|b| ctx.ir.block_parent_op(b))
                        .is_some_and(|p| ctx.ir.is_ancestor(root, p)),
                };
                if inside {
                    return false;
                }
                column_of.push(None);
            }
        }
    }
    // The IV coefficients, one row per subscript; rank by fraction-free
    // elimination.
    let mut m: Vec<Vec<i128>> = flat
        .rows
        .iter()
        .map(|row| {
            let mut r = vec![0i128; ivs.len()];
            for (c, k) in column_of.iter().enumerate() {
                if let Some(k) = *k {
                    r[k] += i128::from(row[c]);
                }
            }
            r
        })
        .collect();
    let mut rank = 0;
    for col in 0..ivs.len() {
        let Some(p) = (rank..m.len()).find(|&r| m[r][col] != 0) else { return false };
        m.swap(rank, p);
        let (pivot, below) = m[rank..].split_first_mut().expect("row `rank` exists");
        for row in below {
            let (x, y) = (pivot[col], row[col]);
            if y == 0 {
                continue;
            }
            for (cell, &p) in row.iter_mut().zip(pivot.iter()) {
                let v = cell.checked_mul(x).zip(p.checked_mul(y)).and_then(|(u, w)| u.checked_sub(w));
                let Some(v) = v else { return false };
                *cell = v;
            }
        }
        rank += 1;
    }
    rank == ivs.len()
}

/// Whether `memref` is a buffer allocated outside `root`, used only in the
/// nest at `root`, and each of whose reads is preceded in its block by a
/// store of the same element with no other write in between (or, with no
/// write before it in its block, so is the op around that block, which
/// writes the memref nowhere): its values never flow between iterations
/// or out of the nest.
fn is_iteration_local(ctx: &Context, root: OpId, memref: ValueId) -> bool {
    let Some(def) = ctx.ir.defining_op(memref) else { return false };
    if !matches!(ctx.op_name_str(ctx.ir.op(def).name), "memref.alloc" | "memref.alloca") {
        return false;
    }
    let mut loads = Vec::new();
    for u in ctx.ir.uses(memref) {
        if ctx.op_name_str(ctx.ir.op(u.op).name) == "memref.dealloc" {
            continue;
        }
        if !ctx.ir.is_ancestor(root, u.op) {
            return false;
        }
        match MemRefAccess::from_op(ctx, u.op) {
            Some(a) if a.kind == AccessKind::Load => loads.push(a),
            Some(a) if a.kind == AccessKind::Store => {}
            _ => return false,
        }
    }
    let writes_memref = |op: OpId| {
        ctx.ir.walk(op, WalkOrder::PreOrder).into_iter().any(|o| {
            MemRefAccess::from_op(ctx, o).is_some_and(|a| a.is_write() && a.memref == memref)
                || (MemRefAccess::from_op(ctx, o).is_none() && ctx.ir.operands(o).contains(&memref))
        })
    };
    loads.iter().all(|load| {
        let mut at = load.op;
        loop {
            let mut cur = ctx.ir.op(at).prev;
            while let Some(o) = cur {
                if writes_memref(o) {
                    return MemRefAccess::from_op(ctx, o).is_some_and(|s| {
                        s.kind == AccessKind::Store && s.map == load.map && s.indices == load.indices
                    });
                }
                cur = ctx.ir.op(o).prev;
            }
            // No write before it in its block: the store may come before
            // the op around the block (a private buffer of an earlier
            // fusion written at the slice's depth and read deeper), if
            // nothing in that op writes the memref (another iteration of
            // it would see that write).
            match ctx.ir.parent_op(at) {
                Some(p) if p != root && ctx.ir.is_ancestor(root, p) && !writes_memref(p) => at = p,
                _ => return false,
            }
        }
    })
}

/// A memref among `memrefs` some element of which a source access touches
/// before a later source iteration writes it (a write-after-read or
/// write-after-write dependence inside the source). A pair with a
/// whole-memref access ([`whole_memref_accesses`]: a `memref.load` /
/// `memref.store`) counts as dependent.
fn overwritten_within(ctx: &mut Context, accesses: &[MemRefAccess], memrefs: &[ValueId]) -> Option<ValueId> {
    use crate::dependence::{DependenceOptions, check_memref_access_dependence_with};
    let memrefs: FxHashSet<ValueId> = memrefs.iter().copied().collect();
    // The writes by memref, in walk order (no scan of every access per
    // access of a large nest).
    let mut writes_of: FxHashMap<ValueId, Vec<&MemRefAccess>> = FxHashMap::default();
    for a in accesses.iter().filter(|a| a.is_write() && memrefs.contains(&a.memref)) {
        writes_of.entry(a.memref).or_default().push(a);
    }
    for a1 in accesses.iter().filter(|a| memrefs.contains(&a.memref)) {
        for &a2 in writes_of.get(&a1.memref).map(Vec::as_slice).unwrap_or(&[]) {
            if is_whole_memref(ctx, a1) || is_whole_memref(ctx, a2) {
                return Some(a1.memref);
            }
            let common = crate::dependence::common_surrounding_loops(ctx, a1.op, a2.op);
            for d in 1..=common + 1 {
                let (r, _) = check_memref_access_dependence_with(ctx, a1, a2, d, false, DependenceOptions::default());
                if r != crate::dependence::DependenceResult::NoDependence {
                    return Some(a1.memref);
                }
            }
        }
    }
    None
}

/// Whether the value an affine load produces is used by anything with an
/// effect (a store, a call, a loop-carried value, a condition), directly or
/// through pure computations.
pub fn load_is_live(ctx: &Context, load: OpId) -> bool {
    load_is_live_except(ctx, load, &FxHashSet::default())
}

/// [`load_is_live`], with the ops of `inert` (stores that never change
/// memory, see [`is_noop_store`]) not counting as uses.
///
/// A value yielded by an `affine.yield` flows on to the result of the
/// `affine.for` / `affine.if` around it at the same position (and, for a
/// loop, to the iteration argument of its next iteration), and is followed
/// there: a running minimum over a loaded value whose loop result nothing
/// uses is dead too (fusion-mix seed 2583). Any other terminator counts
/// as a use.
pub fn load_is_live_except(ctx: &Context, load: OpId, inert: &FxHashSet<OpId>) -> bool {
    value_reaches_effect(ctx, load, &mut |user, _| inert.contains(&user))
}

/// Whether a result of `op` reaches an op with an effect, through pure
/// computations and `affine.yield`s (see [`load_is_live_except`]); a user
/// for which `harmless(user, operand index)` holds does not count and is
/// not followed.
fn value_reaches_effect(ctx: &Context, op: OpId, harmless: &mut dyn FnMut(OpId, usize) -> bool) -> bool {
    let yield_name = ctx.lookup_op_name(affine_dialects::affine::names::YIELD);
    let for_name = ctx.lookup_op_name(affine_dialects::affine::names::FOR);
    let if_name = ctx.lookup_op_name(affine_dialects::affine::names::IF);
    let mut stack: Vec<ValueId> = ctx.ir.results(op).to_vec();
    let mut seen = FxHashSet::default();
    let mut seen_values: FxHashSet<ValueId> = stack.iter().copied().collect();
    while let Some(v) = stack.pop() {
        for u in ctx.ir.uses(v) {
            let user = u.op;
            if yield_name.is_some() && Some(ctx.ir.op(user).name) == yield_name {
                let Some(parent) = ctx.ir.parent_op(user) else { return true };
                let parent_name = Some(ctx.ir.op(parent).name);
                let mut next: Vec<ValueId> = Vec::new();
                if parent_name == for_name {
                    // The loop's result, and the iteration argument (after
                    // the IV) of the body's entry block.
                    let arg = ctx
                        .ir
                        .regions(parent)
                        .first()
                        .and_then(|&r| ctx.ir.entry_block(r))
                        .and_then(|b| ctx.ir.block_args(b).get(u.index as usize + 1).copied());
                    let Some(arg) = arg else { return true };
                    next.push(arg);
                } else if parent_name != if_name {
                    return true;
                }
                let Some(&result) = ctx.ir.results(parent).get(u.index as usize) else { return true };
                next.push(result);
                for n in next {
                    if seen_values.insert(n) {
                        stack.push(n);
                    }
                }
                continue;
            }
            if harmless(user, u.index as usize) || !seen.insert(user) {
                continue;
            }
            let pure = ctx.memory_effects(user).is_some_and(|e| e.is_empty())
                && ctx.ir.op(user).regions.is_empty()
                && !ctx.op_has_trait(user, affine_ir::dialect::traits::TERMINATOR);
            if !pure {
                return true;
            }
            for &r in ctx.ir.results(user) {
                if seen_values.insert(r) {
                    stack.push(r);
                }
            }
        }
    }
    false
}

/// The accesses among `ops` the checks may leave out: the stores that
/// write back the value just loaded from the same element
/// ([`is_noop_store`]) and the loads whose value only such stores use. The
/// program computes the same without them, and so does any fusion of it.
///
/// A memref in `private` is replaced by a private buffer in the fused
/// nest: a store whose load reads such a memref (and stores into
/// another) becomes a real write there and is kept. A store into such a
/// memref writes only the private buffer in the slice (what it writes
/// there is the value of the element it reads, or the private element
/// itself again) and nothing in a kept source: it is left out where
/// `store_into_private` (questions about the source's own instances, and
/// about other memrefs of its buffer, which the private buffer is none
/// of), but its load stays (the private buffer gets the value it reads).
/// Not for questions about the destination's accesses to the memref,
/// which become accesses to the private buffer too.
pub fn inert_accesses(
    ctx: &mut Context,
    ops: &[OpId],
    private: &[ValueId],
    store_into_private: bool,
) -> FxHashSet<OpId> {
    let memref_of = |ctx: &Context, op: OpId| -> Option<ValueId> {
        match MemRefAccess::from_op(ctx, op) {
            Some(a) => Some(a.memref),
            None => affine_dialects::memref::load_store_parts(ctx, op).map(|(m, ..)| m),
        }
    };
    let mut inert: FxHashSet<OpId> = FxHashSet::default();
    let mut whole: Vec<OpId> = Vec::new();
    for &op in ops {
        // Cheap test first: a store of a value loaded in the same block.
        let name = ctx.op_name_str(ctx.ir.op(op).name);
        if !matches!(name, "affine.store" | "memref.store") {
            continue;
        }
        let Some(&value) = ctx.ir.operands(op).first() else { continue };
        let Some(load) = ctx.ir.defining_op(value).filter(|&d| {
            ctx.ir.op(d).parent == ctx.ir.op(op).parent
                && matches!(ctx.op_name_str(ctx.ir.op(d).name), "affine.load" | "memref.load")
        }) else {
            continue;
        };
        let (Some(lm), Some(sm)) = (memref_of(ctx, load), memref_of(ctx, op)) else { continue };
        if (private.contains(&lm) && lm != sm) || (private.contains(&sm) && !store_into_private) {
            continue;
        }
        if is_noop_store(ctx, op, &[]) {
            inert.insert(op);
            if !private.contains(&sm) {
                whole.push(load);
            }
        }
    }
    for l in whole {
        if !load_is_live_except(ctx, l, &inert) {
            inert.insert(l);
        }
    }
    // Accesses of buffers nothing observable reads, and the loads whose
    // values reach only stores into such buffers: reordered, repeated or
    // lost, they change nothing the program computes (fusion-mix seed
    // 2413: a slice reads an argument after the destination rewrote it,
    // into a temporary whose every read is dead; mlir-opt 22 fuses it).
    let mut dead_memo: FxHashMap<ValueId, bool> = FxHashMap::default();
    let mut is_dead = |ctx: &Context, m: ValueId| *dead_memo.entry(m).or_insert_with(|| is_dead_buffer(ctx, m));
    let mut dead_stores = false;
    for &op in ops {
        let Some(a) = MemRefAccess::from_op(ctx, op) else { continue };
        if matches!(a.kind, AccessKind::Load | AccessKind::Store) && is_dead(ctx, a.memref) {
            inert.insert(op);
            dead_stores |= a.kind == AccessKind::Store;
        }
    }
    if dead_stores {
        for &op in ops {
            let plain_load = MemRefAccess::from_op(ctx, op).is_some_and(|a| a.kind == AccessKind::Load);
            if plain_load && !inert.contains(&op) && !load_is_live_except(ctx, op, &inert) {
                inert.insert(op);
            }
        }
    }
    inert
}

/// The most buffers and loads [`is_dead_buffer`] looks at before it gives
/// up (a chain of temporaries each feeding the next would otherwise be
/// walked to its end once per fusion check).
const DEAD_BUFFER_LIMIT: usize = 16;

/// True if nothing observable reads the buffer `m`: it and every buffer
/// its loads' values are stored into (a closed set, explored from `m`) are
/// allocated by `memref.alloc` / `memref.alloca` and used only as the
/// memref of affine loads and stores (never as a stored value), by
/// `memref.dim` and `memref.dealloc`, and the value of each of their loads
/// reaches nothing but pure computations and stores of it into buffers of
/// the set. What such a buffer holds then never reaches anything with an
/// effect, so its writes and reads may be reordered, repeated or lost.
/// Exact for the set it finds; `false` past [`DEAD_BUFFER_LIMIT`].
pub fn is_dead_buffer(ctx: &Context, m: ValueId) -> bool {
    let mut set: Vec<ValueId> = vec![m];
    let mut loads_seen = 0;
    let mut i = 0;
    while i < set.len() {
        let b = set[i];
        i += 1;
        let Some(def) = ctx.ir.defining_op(b) else { return false };
        if !matches!(ctx.op_name_str(ctx.ir.op(def).name), "memref.alloc" | "memref.alloca") {
            return false;
        }
        for u in ctx.ir.uses(b) {
            let name = ctx.op_name_str(ctx.ir.op(u.op).name);
            if matches!(name, "memref.dim" | "memref.dealloc") {
                continue;
            }
            let Some(a) = MemRefAccess::from_op(ctx, u.op).filter(|a| a.memref == b) else { return false };
            match a.kind {
                AccessKind::Store if u.index != 0 => continue,
                AccessKind::Load => {}
                _ => return false,
            }
            loads_seen += 1;
            if loads_seen > DEAD_BUFFER_LIMIT {
                return false;
            }
            let mut next: Vec<ValueId> = Vec::new();
            let mut harmless = |user: OpId, index: usize| -> bool {
                // The value stored (operand 0) into another buffer, which
                // joins the set; not a subscript.
                let store = index == 0
                    && MemRefAccess::from_op(ctx, user).is_some_and(|s| s.kind == AccessKind::Store)
                    && ctx.op_name_str(ctx.ir.op(user).name) == "affine.store";
                if store && let Some(&target) = ctx.ir.operands(user).get(1) {
                    next.push(target);
                }
                store
            };
            if value_reaches_effect(ctx, u.op, &mut harmless) {
                return false;
            }
            for t in next {
                if !set.contains(&t) {
                    if set.len() >= DEAD_BUFFER_LIMIT {
                        return false;
                    }
                    set.push(t);
                }
            }
        }
    }
    true
}

/// True if the source load `load` (among the source's accesses `src_acc`)
/// reads a memref that stays shared and its value is used only by stores
/// writing it back onto the same element of the buffer ([`is_noop_store`])
/// through memrefs made private, which the source accesses through such
/// stores alone. In the program those stores change nothing; in the slice
/// they copy into the private buffer what the original buffer holds when
/// the slice runs, including what the destination wrote there through a
/// view at an earlier iteration. The destination's reads of the memref saw
/// those writes in the program, and see them after the fusion: the fusion
/// makes such a memref private only if no read of it in the destination
/// follows a destination write of its element through another view in the
/// same iteration of the loops around the slice (and, without this
/// reload, at all), and asks that each read reads what the slice of its
/// own iteration wrote (`PrivateBufferMissesReads`).
fn reloads_into_private(ctx: &mut Context, load: &MemRefAccess, src_acc: &[MemRefAccess], private: &[ValueId]) -> bool {
    if load.is_write() || private.contains(&load.memref) {
        return false;
    }
    let Some(&value) = ctx.ir.results(load.op).first() else { return false };
    let users: Vec<OpId> = ctx.ir.uses(value).iter().map(|u| u.op).collect();
    let mut targets: Vec<ValueId> = Vec::new();
    for user in users {
        let Some(store) = src_acc.iter().find(|a| a.op == user && a.is_write()) else { return false };
        if !private.contains(&store.memref)
            || store.memref == load.memref
            || ctx.ir.operands(user).first() != Some(&value)
            || !is_noop_store(ctx, user, &[])
        {
            return false;
        }
        targets.push(store.memref);
    }
    if targets.is_empty() {
        return false;
    }
    // The private memrefs filled this way are written by such stores only
    // and not read in the source.
    src_acc.iter().filter(|a| targets.contains(&a.memref)).all(|a| {
        a.is_write()
            && ctx
                .ir
                .operands(a.op)
                .first()
                .and_then(|&v| ctx.ir.defining_op(v))
                .is_some_and(|d| src_acc.iter().any(|l| l.op == d && !l.is_write() && !private.contains(&l.memref)))
            && is_noop_store(ctx, a.op, &[])
    })
}

/// Whether some source instance runs in the slices of two iterations.
fn slices_overlap(f: &Fusion<'_>) -> Result<bool, Unsound> {
    let bounds = f.bounds.as_ref().ok_or(Unsound::Unknown)?;
    // Each prefix loop pinned to a source loop: a source iteration runs in
    // one slice only.
    if f.pinned.is_some() {
        return Ok(false);
    }
    let mut base = Poly::default();
    base.add_system(bounds, &f.exec_rename(J1, S1));
    base.add_system(bounds, &f.exec_rename(J2, S1));
    Ok(f.lex_greater(&base, J2, J1).iter().any(|p| !p.is_empty()))
}

/// The polyhedra (one per case) of an instance of `x` (its source loops in
/// copy `sx`) running before an instance of `y` (copy `sy`) in the source,
/// each `base` with the order added: lexicographically smaller on the
/// source loops around both, or the same iterations of those with `x`
/// first in program order. Loops around both nests are one column for both
/// instances (the same iteration of them), so they are left out.
fn source_precedes(
    ctx: &Context,
    f: &mut Fusion<'_>,
    base: &Poly,
    (x, sx): (&MemRefAccess, u8),
    (y, sy): (&MemRefAccess, u8),
) -> Vec<Poly> {
    f.surrounding_loops(ctx, x.op);
    f.surrounding_loops(ctx, y.op);
    let (lx, ly) = (&f.loops_of[&x.op], &f.loops_of[&y.op]);
    let common: Vec<ValueId> = lx
        .iter()
        .zip(ly)
        .take_while(|(a, b)| a.0 == b.0)
        .filter_map(|(a, _)| a.1)
        .filter(|v| f.src_loops.contains(v))
        .collect();
    let mut orders: Vec<Poly> = Vec::new();
    for k in 0..common.len() {
        let mut p = base.clone();
        for &v in &common[..k] {
            let (a, b) = (p.dim(Key::Copy(sx, v)), p.dim(Key::Copy(sy, v)));
            p.same(a, b);
        }
        let (a, b) = (p.dim(Key::Copy(sy, common[k])), p.dim(Key::Copy(sx, common[k])));
        p.greater(a, b);
        orders.push(p);
    }
    if x.op != y.op && op_precedes(ctx, x.op, y.op) {
        let mut p = base.clone();
        for &v in &common {
            let (a, b) = (p.dim(Key::Copy(sx, v)), p.dim(Key::Copy(sy, v)));
            p.same(a, b);
        }
        orders.push(p);
    }
    orders
}

/// The instances of `x` in copy `S1` that the slice at `J1` runs, with the
/// instances of `y` (its whole domain, in copy `S2`) touching the same
/// element; `None` when a subscript or a domain cannot be built.
fn instance_pair(ctx: &mut Context, f: &mut Fusion<'_>, x: &MemRefAccess, y: &MemRefAccess) -> Option<Poly> {
    let mut base = Poly::default();
    f.add_exec(ctx, &mut base, x.op, J1, S1)?;
    let dom = f.domain(ctx, y.op)?.clone();
    base.add_system(&dom, &f.exec_rename(J1, S2));
    let ex = base.subscripts(ctx, x, &f.exec_rename(J1, S1))?;
    let ey = base.subscripts(ctx, y, &f.exec_rename(J1, S2))?;
    if ex.len() != ey.len() {
        return None;
    }
    for (a, b) in ex.iter().zip(&ey) {
        base.equal(a, b);
    }
    Some(base)
}

/// Whether every read instance in `touched` (pairs of [`instance_pair`]: a
/// read in copy `S1` run by the slice at `J1`, a write of its element in
/// copy `S2`) is also in one of `preceded` (such pairs with the write
/// before the read in the source): over the read's instance and slice (and
/// the values all share), the writes' instances existential. Exact.
fn touched_all_preceded(touched: &[Poly], preceded: &[Poly]) -> Result<bool, Unsound> {
    let mut keep: Vec<Key> = Vec::new();
    for p in touched.iter().chain(preceded) {
        for k in &p.dims {
            if !matches!(k, Key::Copy(S2, _) | Key::Anon(_)) && !keep.contains(k) {
                keep.push(*k);
            }
        }
    }
    let project = |p: &Poly| -> Result<PresburgerSet, Unsound> {
        let mut rel = p.relation(&keep);
        let n = rel.num_dim_vars();
        rel.project_out_exact(keep.len(), n - keep.len());
        Ok(PresburgerSet::from_polyhedron(IntegerPolyhedron::from_relation(rel).ok_or(Unsound::Unknown)?))
    };
    for t in touched {
        let mut rest = project(t)?;
        for p in preceded {
            rest = subtract_exact(&rest, &project(p)?)?;
        }
        if !rest.is_integer_empty() {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Whether running source instances again in the slices (after a kept
/// source, or an earlier overlapping slice, ran them) computes what the
/// source computes, for the memrefs `memrefs` the source writes and
/// accesses again (`acc`: the source's accesses). The slice `S(j)` runs its
/// instances in source order; with the instances of `memrefs`' accesses
/// renamed per question, three exact emptiness questions:
///
/// 1. a read `r(s)` in `S(j)` and a write `w(s')` of the same element,
///    `s'` before `s` in the source, with `s'` not in `S(j)`: the read
///    could see another value than in the source;
/// 2. a read `r(s)` in `S(j)` of an element the source writes, with no
///    write of it before `s` in the source: in the source it reads the
///    value from before the source, here what the kept source or an
///    earlier slice left there;
/// 3. a write `w(s)` in `S(j)` and a write `w'(s')` of the same element,
///    `s'` after `s` in the source, with `s'` not in `S(j)`: after the
///    slice the element would not hold the source's final value.
///
/// When none exists, each read in a slice reads the value it reads in the
/// source (its last writer there runs just before it in the same slice),
/// and every element a slice writes holds its final value after the slice,
/// as after the source. `Err` when a question cannot be asked exactly.
fn reruns_recompute(
    ctx: &mut Context,
    f: &mut Fusion<'_>,
    acc: &[MemRefAccess],
    memrefs: &[ValueId],
) -> Result<bool, Unsound> {
    let bounds = f.bounds.clone().ok_or(Unsound::Unknown)?;
    // `p` minus the instances whose copy `S2` the slice at `J1` runs.
    let mut cov = Poly::default();
    cov.add_system(&bounds, &f.exec_rename(J1, S2));
    // The slice's bounds on the loops of `p`'s instances only: the inner
    // source loops of an access at a lesser depth are existential.
    let outside_slice = |p: &Poly| -> Result<bool, Unsound> {
        let mut c = cov.relation(&p.dims);
        let n = c.num_dim_vars();
        c.project_out_exact(p.dims.len(), n - p.dims.len());
        difference_is_empty(&p.relation(&p.dims), &c).map(|empty| !empty)
    };
    let pair = instance_pair;
    for &m in memrefs {
        let of_m: Vec<&MemRefAccess> = acc.iter().filter(|a| a.memref == m).collect();
        // A vector access touches more elements than its subscripts name.
        if of_m.iter().any(|a| !matches!(a.kind, AccessKind::Load | AccessKind::Store)) {
            return Err(Unsound::Unknown);
        }
        let writes: Vec<&MemRefAccess> = of_m.iter().copied().filter(|a| a.is_write()).collect();
        for r in of_m.iter().copied().filter(|a| !a.is_write()) {
            // (1), collecting for (2) the reads touched by some write and
            // those with an earlier write.
            let mut touched: Vec<Poly> = Vec::new();
            let mut preceded: Vec<Poly> = Vec::new();
            for &w in &writes {
                let base = pair(ctx, f, r, w).ok_or(Unsound::Unknown)?;
                if base.is_empty() {
                    continue;
                }
                for p in source_precedes(ctx, f, &base, (w, S2), (r, S1)) {
                    if p.is_empty() {
                        continue;
                    }
                    if outside_slice(&p)? {
                        return Ok(false);
                    }
                    preceded.push(p);
                }
                touched.push(base);
            }
            // (2).
            if !touched_all_preceded(&touched, &preceded)? {
                return Ok(false);
            }
        }
        // (3).
        for &w1 in &writes {
            for &w2 in &writes {
                let base = pair(ctx, f, w1, w2).ok_or(Unsound::Unknown)?;
                if base.is_empty() {
                    continue;
                }
                for p in source_precedes(ctx, f, &base, (w1, S1), (w2, S2)) {
                    if !p.is_empty() && outside_slice(&p)? {
                        return Ok(false);
                    }
                }
            }
        }
    }
    Ok(true)
}

/// Whether an instance of `a1` that precedes a dependent instance of `a2`
/// in the source runs in a later slice.
///
/// The order of the two instances in the source is lexicographic on the
/// source loops around both, then program order: loops around the source
/// nest (a block of nests inside an outer loop) are one column shared by
/// both instances, the same iteration, and take no part (hls-adder-tree:
/// an outer loop over rows taken as a loop of the order, whose two copies
/// nothing constrained, made every dependent pair look reordered).
fn reordered(ctx: &mut Context, f: &mut Fusion<'_>, a1: &MemRefAccess, a2: &MemRefAccess) -> Result<bool, Unsound> {
    // The IVs of the source loops around both accesses.
    f.surrounding_loops(ctx, a1.op);
    f.surrounding_loops(ctx, a2.op);
    let (l1, l2) = (&f.loops_of[&a1.op], &f.loops_of[&a2.op]);
    let common: Vec<ValueId> = l1
        .iter()
        .zip(l2)
        .take_while(|(x, y)| x.0 == y.0)
        .filter_map(|(x, _)| x.1)
        .filter(|v| f.src_loops.contains(v))
        .collect();
    if f.prefix_pinned_to(&common) {
        // The slice of a source iteration is given by its outer loops: when
        // those are loops of both accesses (in source order), an earlier
        // instance never runs in a later slice. Only the questions the
        // full check would fail on are asked first.
        let known = f.bounds.is_some() && f.domain(ctx, a1.op).is_some() && f.domain(ctx, a2.op).is_some();
        let flat = f.flattens(ctx, a1) && f.flattens(ctx, a2);
        if !(known && flat) {
            return Err(Unsound::Unknown);
        }
        return Ok(false);
    }
    let mut base = Poly::default();
    f.add_exec(ctx, &mut base, a1.op, J1, S1).ok_or(Unsound::Unknown)?;
    f.add_exec(ctx, &mut base, a2.op, J2, S2).ok_or(Unsound::Unknown)?;
    let e1 = base.subscripts(ctx, a1, &f.exec_rename(J1, S1)).ok_or(Unsound::Unknown)?;
    let e2 = base.subscripts(ctx, a2, &f.exec_rename(J2, S2)).ok_or(Unsound::Unknown)?;
    for (x, y) in e1.iter().zip(&e2) {
        base.equal(x, y);
    }
    // a1(s1) before a2(s2) in the source, then in a later slice.
    for p in source_precedes(ctx, f, &base, (a1, S1), (a2, S2)) {
        if f.lex_greater(&p, J1, J2).iter().any(|q| !q.is_empty()) {
            return Ok(true);
        }
    }
    Ok(false)
}

/// True if `a` comes before `b` in a pre-order walk of their common
/// ancestor (program order).
fn op_precedes(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut anc = a;
    loop {
        let Some(block) = ctx.ir.op(anc).parent else { return false };
        if let Some(bb) = crate::mdg::ancestor_in_block(ctx, block, b) {
            return anc != bb && ctx.ir.is_before_in_block(anc, bb);
        }
        match ctx.ir.parent_op(anc) {
            Some(p) => anc = p,
            None => return false,
        }
    }
}

/// Whether every iteration of the sliced source loops runs in some slice
/// (an exact `ComputationSliceState::is_maximal`).
pub fn slice_covers_source(
    ctx: &mut Context,
    src: OpId,
    dst: OpId,
    slice: &ComputationSliceState,
) -> Result<bool, Unsound> {
    let f = Fusion::new(ctx, src, dst, slice, KnownLoops::default())?;
    covers_source(ctx, &f)
}

/// Whether every iteration of the sliced source loops runs in some slice.
fn covers_source(ctx: &mut Context, f: &Fusion<'_>) -> Result<bool, Unsound> {
    let src_dom = f.slice.source_as_constraints(ctx).map_err(|_| Unsound::Unknown)?;
    let bounds = f.slice.as_constraints(ctx).map_err(|_| Unsound::Unknown)?;
    let rename = f.exec_rename(J1, S1);
    let mut dom = Poly::default();
    dom.add_system(&src_dom, &rename);
    let mut cov = Poly::default();
    cov.add_system(&bounds, &rename);
    let order = column_order(&[&dom, &cov], &|k| matches!(k, Key::Copy(J1, _) | Key::Copy(T, _)));
    let kept = order.len() - order.iter().filter(|k| matches!(k, Key::Copy(J1, _) | Key::Copy(T, _))).count();
    let d = dom.relation(&order);
    let mut c = cov.relation(&order);
    // Exists j: project out the prefix columns (placed last).
    let n = c.num_dim_vars();
    c.project_out_exact(kept, n - kept);
    let mut d = d;
    let nd = d.num_dim_vars();
    d.project_out_exact(kept, nd - kept);
    difference_is_empty(&d, &c)
}

/// Whether every instance of the source write `a` that writes an element
/// the read `r` (outside both nests, after the source) reads at one of its
/// instances runs in some slice of `f`: the source instances, restricted to
/// those, projected on the source loops (and the values both sides share),
/// minus the iterations the slices run. `r`'s loops, outer ones included,
/// are a copy of their own (any instance of `r` counts). `r` reads
/// `memref`: `a`'s memref, or a view of it whose layout is static (the
/// elements then meet where their offsets in the buffer do, see
/// [`views`]), through an affine load or a `memref.load`.
fn covers_instances_read_later(
    ctx: &mut Context,
    f: &Fusion<'_>,
    a: &MemRefAccess,
    r: OpId,
    memref: ValueId,
) -> Result<bool, Unsound> {
    let bounds = f.bounds.as_ref().ok_or(Unsound::Unknown)?;
    let rename = f.exec_rename(J1, S1);
    let adom = op_index_set(ctx, a.op, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
    let rdom = op_index_set(ctx, r, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
    let rloops: FxHashSet<ValueId> = (0..rdom.num_dims()).filter_map(|p| rdom.value(p)).collect();
    let rr = |v: ValueId| if rloops.contains(&v) { Key::Copy(READER, v) } else { Key::Shared(v) };
    let mut touching = Poly::default();
    touching.add_system(&adom, &rename);
    touching.add_system(&rdom, &rr);
    let affine_read = MemRefAccess::from_op(ctx, r).filter(|x| x.memref == memref && !x.is_write());
    match affine_read {
        Some(ra) if memref == a.memref => {
            let ea = touching.subscripts(ctx, a, &rename).ok_or(Unsound::Unknown)?;
            let er = touching.subscripts(ctx, &ra, &rr).ok_or(Unsound::Unknown)?;
            if ea.len() != er.len() {
                return Err(Unsound::Unknown);
            }
            for (x, y) in ea.iter().zip(&er) {
                touching.equal(x, y);
            }
        }
        affine => {
            // Through a view, or a `memref.load`: the offsets of both
            // elements in the buffer meet (an `affine.min` index bounded
            // by its results, without the choice among them: a superset of
            // the instances read, which keeps the question sound).
            let wa = views::ViewAccess {
                op: a.op,
                memref: a.memref,
                buffer: a.memref,
                write: true,
                affine: Some(a.clone()),
            };
            let va = views::ViewAccess { op: r, memref, buffer: a.memref, write: false, affine };
            let ea = views::element_offset(ctx, &mut touching, &wa, &rename, true).ok_or(Unsound::Unknown)?;
            let er = views::element_offset(ctx, &mut touching, &va, &rr, true).ok_or(Unsound::Unknown)?;
            touching.equal(&ea, &er);
        }
    }
    // An `affine.min` / `affine.max` value the subscripts use (fixed for
    // the run) is bounded by its results (fusion-mix seed 1094: a row
    // `min(.., 3)`-dependent): only facts, so still a superset.
    let mut keys: FxHashMap<ValueId, Key> = FxHashMap::default();
    let shared: Vec<ValueId> =
        touching.dims.iter().filter_map(|k| if let Key::Shared(v) = k { Some(*v) } else { None }).collect();
    for v in shared {
        if !views::varies_per_instance(ctx, v) {
            views::bind_instance_value(ctx, &mut touching, v, &|x| Key::Shared(x), &mut keys, 0);
        }
    }
    if touching.is_empty() {
        return Ok(true);
    }
    let mut cov = Poly::default();
    cov.add_system(bounds, &rename);
    // Over the source IVs (and the values both sides share): the prefix,
    // destination, inner source and reader columns are existential.
    let keep = |k: &Key| matches!(k, Key::Copy(S1, _) | Key::Shared(_)) && cov.dims.contains(k);
    let order = column_order(&[&touching, &cov], &|k| !keep(k));
    let kept = order.iter().filter(|k| keep(k)).count();
    let mut t = touching.relation(&order);
    let nt = t.num_dim_vars();
    t.project_out_exact(kept, nt - kept);
    let mut c = cov.relation(&order);
    let nc = c.num_dim_vars();
    c.project_out_exact(kept, nc - kept);
    difference_is_empty(&t, &c)
}

/// The union of both systems' columns, those for which `last` holds at the end.
fn column_order(polys: &[&Poly], last: &dyn Fn(&Key) -> bool) -> Vec<Key> {
    let mut first: Vec<Key> = Vec::new();
    let mut tail: Vec<Key> = Vec::new();
    for p in polys {
        for k in &p.dims {
            let list = if last(k) { &mut tail } else { &mut first };
            if !list.contains(k) {
                list.push(*k);
            }
        }
    }
    first.extend(tail);
    first
}

/// `a \ b` is empty (both over the same dims); `Err` (unknown) when the
/// locals of `b` that are not divisions need more disjuncts to eliminate
/// than the budget allows.
fn difference_is_empty(a: &IntegerRelation, b: &IntegerRelation) -> Result<bool, Unsound> {
    let sa = PresburgerSet::from_polyhedron(IntegerPolyhedron::from_relation(a.clone()).ok_or(Unsound::Unknown)?);
    let sb = PresburgerSet::from_polyhedron(IntegerPolyhedron::from_relation(b.clone()).ok_or(Unsound::Unknown)?);
    Ok(subtract_exact(&sa, &sb)?.is_integer_empty())
}

/// `a \ b`, where `b` may have existential columns that
/// `project_out_exact` left as locals without a division representation
/// (the subtraction eliminates them exactly); `Err` (unknown) only past
/// its disjunct budget.
fn subtract_exact(a: &PresburgerSet, b: &PresburgerSet) -> Result<PresburgerSet, Unsound> {
    a.subtract(b).map_err(|_| Unsound::Unknown)
}

/// Whether every element of `memref` the destination reads (after the
/// slice, in the same iteration of the fused loops) is written by the
/// slice of that iteration.
fn private_reads_covered(
    ctx: &mut Context,
    f: &Fusion<'_>,
    src_acc: &[MemRefAccess],
    dst_acc: &[MemRefAccess],
    memref: ValueId,
) -> Result<bool, Unsound> {
    let writes: Vec<&MemRefAccess> = src_acc.iter().filter(|a| a.is_write() && a.memref == memref).collect();
    let rank = ctx.shape(ctx.ir.value_type(memref)).map_or(0, <[i64]>::len);
    let elems: Vec<Key> = (0..rank as u32).map(|i| Key::Anon(u32::MAX - i)).collect();
    for b in dst_acc.iter().filter(|b| !b.is_write() && b.memref == memref) {
        // Read elements: (prefix, e) with e = elem_b(t).
        let mut read = Poly::default();
        let dr = f.dst_rename();
        let dom = op_index_set(ctx, b.op, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
        read.add_system(&dom, &dr);
        let eb = read.subscripts(ctx, b, &dr).ok_or(Unsound::Unknown)?;
        for (k, e) in elems.iter().zip(&eb) {
            let mut x = Lin::default();
            let v = read.dim(*k);
            x.add(v, &Int::ONE);
            read.equal(&x, e);
        }
        // Written elements at the same prefix (the T copy of the prefix).
        let mut disjuncts: Vec<IntegerRelation> = Vec::new();
        let mut order: Vec<Key> = elems.clone();
        order.extend(f.prefix.iter().map(|&v| Key::Copy(T, v)));
        let shared: Vec<Key> = read.dims.iter().copied().filter(|k| matches!(k, Key::Shared(_))).collect();
        order.extend(shared.iter().copied());
        let keep = order.len();
        for a in &writes {
            let mut w = Poly::default();
            // Slice at the destination iteration's own prefix: j = T copy.
            let rename = |v: ValueId| {
                if f.src_loops.contains(&v) {
                    Key::Copy(S1, v)
                } else if f.dst_loops.contains(&v) {
                    Key::Copy(T, v)
                } else {
                    Key::Shared(v)
                }
            };
            let adom = op_index_set(ctx, a.op, Resolution::MLIR).map_err(|_| Unsound::Unknown)?;
            w.add_system(&adom, &rename);
            let bounds = f.slice.as_constraints(ctx).map_err(|_| Unsound::Unknown)?;
            w.add_system(&bounds, &rename);
            let ea = w.subscripts(ctx, a, &rename).ok_or(Unsound::Unknown)?;
            for (k, e) in elems.iter().zip(&ea) {
                let mut x = Lin::default();
                let v = w.dim(*k);
                x.add(v, &Int::ONE);
                w.equal(&x, e);
            }
            for k in &order {
                w.dim(*k);
            }
            let mut rel = w.relation(&order);
            let n = rel.num_dim_vars();
            rel.project_out_exact(keep, n - keep);
            disjuncts.push(rel);
        }
        for k in &order {
            read.dim(*k);
        }
        let mut r = read.relation(&order);
        let n = r.num_dim_vars();
        r.project_out_exact(keep, n - keep);
        let mut rest = PresburgerSet::from_polyhedron(IntegerPolyhedron::from_relation(r).ok_or(Unsound::Unknown)?);
        for d in disjuncts {
            if d.num_dim_vars() != keep {
                return Err(Unsound::Unknown);
            }
            let sd = PresburgerSet::from_polyhedron(IntegerPolyhedron::from_relation(d).ok_or(Unsound::Unknown)?);
            rest = subtract_exact(&rest, &sd)?;
        }
        if !rest.is_integer_empty() {
            return Ok(false);
        }
    }
    Ok(true)
}
