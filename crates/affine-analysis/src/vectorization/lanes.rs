//! What the lanes of a vectorized loop compute, exactly (the checks
//! `mlir-opt` 22 lacks: see `tests/lit/upstream-bugs/super-vectorize-*`).
//!
//! A loop `for %iv = lb to ub step s` vectorized by `V` runs, in the vector
//! iteration starting at `x` (`x = lb + V*s*j`), the scalar iterations
//! `x + k*s` for lanes `k = 0 .. V-1`. A vector transfer at subscripts
//! `f(x)` touches, in lane `k`, the element `f(x) + k` along the memref
//! dimension its permutation map gives the loop, `f(x)` along the others.
//! The scalar access of lane `k` touches `f(x + k*s)`. The vector code is
//! right when, for every lane that is a real iteration (`x + k*s < ub`),
//! `f_r(x + k*s) - f_r(x)` is `k` for that dimension and `0` for the other
//! ones. [`access_lanes_match`] decides this exactly: by the coefficient of
//! the induction variable when the subscript is linear in it, and with an
//! integer emptiness test (Presburger, `floordiv` / `mod` as local
//! variables) otherwise, so that `A[%i mod 16]` vectorized by 8 from 0 is
//! accepted while `A[%i floordiv 2]`, `A[2 * %i]` or `A[7 - %i]` are not.
//!
//! Lanes past the end of the loop (`x + k*s >= ub`) exist when the trip
//! count is not a known multiple of `V` ([`trip_count_is_multiple`]). A
//! store must not write them: [`store_lanes_past_end_out_of_bounds`] says
//! when the memref bounds already skip them; otherwise the store is masked.

use std::collections::HashMap;

use affine_dialects::affine::{AffineForView, names};
use affine_ir::affine::{AffineExpr, AffineExprData, AffineExprKind};
use affine_ir::context::{DYNAMIC, TypeData};
use affine_ir::ir::{ValueDef, WalkOrder};
use affine_ir::{Context, OpId, ValueId};
use presburger::{Int, IntegerRelation, PresburgerSpace, VarKind, floor_div_constraints};

use crate::access::{Resolution, ValueMap, compose_map};

/// A loop being vectorized: its induction variable, bounds (composed
/// through `affine.apply`), step and vector width.
#[derive(Clone, Debug)]
pub struct VectorLoop {
    /// The `affine.for`.
    pub op: OpId,
    /// Its induction variable.
    pub iv: ValueId,
    /// Lower bound map (max of its results) and operands.
    pub lower: ValueMap,
    /// Upper bound map (min of its results, exclusive) and operands.
    pub upper: ValueMap,
    /// The scalar step.
    pub step: i64,
    /// The number of lanes.
    pub width: i64,
}

impl VectorLoop {
    /// The loop `op` vectorized by `width`.
    pub fn new(ctx: &mut Context, op: OpId, width: i64) -> Option<Self> {
        let view = AffineForView::get(ctx, op)?;
        let (iv, step) = (view.iv, view.step);
        let (lm, lo) = (view.lower_map, view.lower_operands.to_vec());
        let (um, uo) = (view.upper_map, view.upper_operands.to_vec());
        let lower = composed_map(ctx, lm, &lo);
        let upper = composed_map(ctx, um, &uo);
        Some(VectorLoop { op, iv, lower, upper, step, width })
    }
}

/// `map(operands)` with `affine.apply` producers substituted and constants
/// folded ([`compose_map`] with MLIR's resolution), skipping the work when
/// there is nothing to substitute (distinct operands, none produced by an
/// `affine.apply` or a constant): the common case, and the map then says
/// the same of the induction variables.
pub fn composed_map(ctx: &mut Context, map: affine_ir::affine::AffineMap, operands: &[ValueId]) -> ValueMap {
    let plain = operands.iter().enumerate().all(|(i, &v)| {
        !operands[..i].contains(&v)
            && ctx
                .ir
                .defining_op(v)
                .is_none_or(|d| !matches!(ctx.op_name_str(ctx.ir.op(d).name), names::APPLY | "arith.constant"))
    });
    if plain {
        ValueMap { map, operands: operands.to_vec() }
    } else {
        compose_map(ctx, map, operands, Resolution::MLIR)
    }
}

/// Why a nest's lanes would not compute what its scalar loops compute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneRefusal {
    /// The vector step (step times width) does not fit in 32 bits.
    StepOverflow(OpId),
    /// The bounds of this loop depend on a vectorized induction variable.
    LaneDependentBounds(OpId),
    /// This integer division or remainder divides by values of lanes past
    /// the end of a loop.
    DivisionPastEnd(OpId),
}

/// Checks of a nest independent of the transfers: vector steps fit,
/// no loop bound depends on a vectorized induction variable, and integer
/// divisions inside a loop with lanes past its end divide by values
/// defined outside that loop. `vector_loops` maps each vectorized loop of
/// the nest to its width.
pub fn check_nest(ctx: &mut Context, root: OpId, vector_loops: &HashMap<OpId, i64>) -> Result<(), LaneRefusal> {
    for l in ctx.ir.walk(root, WalkOrder::PreOrder) {
        let Some(&width) = vector_loops.get(&l) else { continue };
        let Some(vl) = VectorLoop::new(ctx, l, width) else { continue };
        if vl.step.checked_mul(width).is_none_or(|s| s > i64::from(u32::MAX)) {
            return Err(LaneRefusal::StepOverflow(l));
        }
        let full = trip_count_is_multiple(ctx, &vl);
        for op in ctx.ir.walk(l, WalkOrder::PreOrder).into_iter().skip(1) {
            let name = ctx.op_name_str(ctx.ir.op(op).name);
            if name == names::FOR {
                let Some(inner) = VectorLoop::new(ctx, op, 1) else { continue };
                if inner.lower.operands.contains(&vl.iv) || inner.upper.operands.contains(&vl.iv) {
                    return Err(LaneRefusal::LaneDependentBounds(op));
                }
            } else if !full && is_integer_division(name) {
                let divisor = ctx.ir.operands(op).get(1).copied();
                if divisor.is_some_and(|d| varies_inside(ctx, d, l)) {
                    return Err(LaneRefusal::DivisionPastEnd(op));
                }
            }
        }
    }
    Ok(())
}

fn is_integer_division(name: &str) -> bool {
    matches!(
        name,
        "arith.divsi"
            | "arith.divui"
            | "arith.remsi"
            | "arith.remui"
            | "arith.ceildivsi"
            | "arith.ceildivui"
            | "arith.floordivsi"
    )
}

/// True if `v` is computed inside `l` (not a constant).
fn varies_inside(ctx: &Context, v: ValueId, l: OpId) -> bool {
    match ctx.ir.value(v).def {
        ValueDef::OpResult(op, _) => {
            ctx.op_name_str(ctx.ir.op(op).name) != "arith.constant" && ctx.ir.is_ancestor(l, op)
        }
        ValueDef::BlockArg(b, _) => ctx.ir.block_parent_op(b).is_some_and(|p| ctx.ir.is_ancestor(l, p)),
    }
}

/// True if the trip count of the loop is a known multiple of its width:
/// `ub - lb` is a constant (for single bounds) whose trip count divides.
pub fn trip_count_is_multiple(ctx: &mut Context, l: &VectorLoop) -> bool {
    if ctx.affine.map_data(l.lower.map).results.len() != 1 || ctx.affine.map_data(l.upper.map).results.len() != 1 {
        return false;
    }
    let mut space = KeySpace::default();
    let (Some(u), Some(lo)) = (space.embed(ctx, &l.upper, 0), space.embed(ctx, &l.lower, 0)) else { return false };
    let Some(span) = space.constant(ctx, u, lo) else { return false };
    if span <= 0 {
        return true;
    }
    let trip = (span + l.step - 1) / l.step;
    trip % l.width == 0
}

/// How a transfer assumes an access varies along a vectorized loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneShape {
    /// Every lane accesses the same element.
    Broadcast,
    /// Lane `k` accesses `k` elements further along this memref dimension.
    Contiguous(usize),
}

/// True if the lanes of every vector iteration of `l` access what the
/// scalar iterations access, for an access with (composed) subscripts
/// `access` that a transfer treats as `shape` along `l`.
pub fn access_lanes_match(ctx: &mut Context, l: &VectorLoop, access: &ValueMap, shape: LaneShape) -> bool {
    let Some(pos) = access.operands.iter().position(|&o| o == l.iv) else {
        return shape == LaneShape::Broadcast;
    };
    let data = ctx.affine.map_data(access.map).clone();
    for (r, &f) in data.results.iter().enumerate() {
        let expected = if shape == LaneShape::Contiguous(r) { 1 } else { 0 };
        if !ctx.affine.is_function_of_dim(f, pos as u32) {
            if expected != 0 {
                return false;
            }
            continue;
        }
        if is_linear_in(ctx, f, pos as u32) {
            // f(x + k*s) - f(x) = c*k*s for every x.
            let Some(c) = coefficient(ctx, f, pos as u32, data.num_dims, data.num_symbols) else { return false };
            if c.checked_mul(l.step) != Some(expected) {
                return false;
            }
        } else if !lanes_match_exactly(ctx, l, access, r, expected) {
            return false;
        }
    }
    true
}

/// True if `e` is affine in `d<pos>`: it does not occur under a division,
/// a modulo or a product with a non-constant.
fn is_linear_in(ctx: &Context, e: AffineExpr, pos: u32) -> bool {
    match ctx.affine.data(e) {
        AffineExprData::Binary(AffineExprKind::Add, l, r) => is_linear_in(ctx, l, pos) && is_linear_in(ctx, r, pos),
        AffineExprData::Binary(AffineExprKind::Mul, l, r) => {
            let constant = |x| matches!(ctx.affine.data(x), AffineExprData::Constant(_));
            (constant(l) || constant(r)) && is_linear_in(ctx, l, pos) && is_linear_in(ctx, r, pos)
        }
        AffineExprData::Binary(_, _, _) => !ctx.affine.is_function_of_dim(e, pos),
        _ => true,
    }
}

/// `c` if `e(d_pos + 1) - e(d_pos)` simplifies to the constant `c`.
fn coefficient(ctx: &mut Context, e: AffineExpr, pos: u32, num_dims: u32, num_symbols: u32) -> Option<i64> {
    let dims: Vec<AffineExpr> = (0..num_dims)
        .map(|d| {
            let x = ctx.affine.dim(d);
            if d == pos { ctx.affine.add_const(x, 1) } else { x }
        })
        .collect();
    let shifted = ctx.affine.replace_dims_and_symbols(e, &dims, &[]);
    let diff = ctx.affine.sub(shifted, e);
    let diff = ctx.affine.simplify_expr(diff, num_dims, num_symbols);
    ctx.affine.as_constant(diff)
}

/// The integer emptiness test of [`access_lanes_match`] for result `r`:
/// no `(j, k, others)` with `x = lb + V*s*j`, `j >= 0`, `1 <= k < V`,
/// `x + k*s < ub` and `f_r(x + k*s) - f_r(x) != expected * k`.
fn lanes_match_exactly(ctx: &mut Context, l: &VectorLoop, access: &ValueMap, r: usize, expected: i64) -> bool {
    let Some(LaneSpace { mut space, x, k, mut base }) = LaneSpace::new(ctx, l) else { return false };
    let Some(f_x) = space.embed(ctx, access, r) else { return false };
    let ks = ctx.affine.mul_const(k, l.step);
    let x_next = ctx.affine.add(x, ks);
    let shifted_dims: Vec<AffineExpr> =
        (0..space.keys.len() as u32).map(|d| if d == X_POS { x_next } else { ctx.affine.dim(d) }).collect();
    let f_next = ctx.affine.replace_dims_and_symbols(f_x, &shifted_dims, &[]);
    for i in 0..ctx.affine.map_data(l.upper.map).results.len() {
        let Some(ub) = space.embed(ctx, &l.upper, i) else { return false };
        let last = ctx.affine.sub(ub, x_next);
        base.push((ctx.affine.add_const(last, -1), false));
    }
    let ek = ctx.affine.mul_const(k, expected);
    let delta = ctx.affine.sub(f_next, f_x);
    let delta = ctx.affine.sub(delta, ek);
    let n = space.keys.len();
    // delta >= 1 or -delta >= 1 must both be impossible.
    for sign in [1, -1] {
        let d = ctx.affine.mul_const(delta, sign);
        let mut cs = base.clone();
        cs.push((ctx.affine.add_const(d, -1), false));
        match is_integer_empty(ctx, &cs, n) {
            Some(true) => {}
            _ => return false,
        }
    }
    true
}

/// Integer emptiness of `{ dims : e == 0 / e >= 0 }` over `num_dims`
/// unbounded integer dims (divisions become local variables); `None`
/// when an expression cannot be flattened.
fn is_integer_empty(ctx: &mut Context, constraints: &[(AffineExpr, bool)], num_dims: usize) -> Option<bool> {
    let exprs: Vec<AffineExpr> = constraints.iter().map(|c| c.0).collect();
    let flat = ctx.affine.flatten_exprs(&exprs, num_dims, 0).ok()?;
    let mut rel = IntegerRelation::new(PresburgerSpace::set(num_dims, 0, 0));
    rel.append_var(VarKind::Local, flat.locals.len());
    let row = |r: &[i64]| -> Vec<Int> { r.iter().map(|&c| Int::from(c)).collect() };
    for (r, &(_, eq)) in flat.rows.iter().zip(constraints) {
        if eq {
            rel.add_equality(&row(r));
        } else {
            rel.add_inequality(&row(r));
        }
    }
    for (i, local) in flat.locals.iter().enumerate() {
        for c in floor_div_constraints(&row(&local.dividend), &Int::from(local.divisor), num_dims + i) {
            rel.add_inequality(&c);
        }
    }
    Some(rel.is_integer_empty())
}

/// True if a lane past the end of `l` of a store with (composed)
/// subscripts `access`, contiguous along memref dimension `dim` of
/// `memref`, may land inside the memref, where the transfer would write an
/// element the scalar loop never writes (so the store must be masked).
///
/// An integer emptiness test per upper bound `ub_u` of `l`: no vector
/// iteration `x` (`x = lb + V*s*j`, `j >= 0`, `x < ub` for every upper
/// bound) has a lane `k` (`1 <= k < V`) past that bound (`x + k*s >= ub_u`)
/// whose element `f_dim(x) + k` is in `[0, size)`, with every other loop
/// around the store within its bounds (and on its stride when it has one
/// lower bound). `affine.if` conditions are not used, which can only keep
/// a mask that is not needed.
pub fn store_lanes_past_end_may_land_in_bounds(
    ctx: &mut Context,
    l: &VectorLoop,
    store: OpId,
    access: &ValueMap,
    memref: ValueId,
    dim: usize,
) -> bool {
    let Some(LaneSpace { mut space, x, k, mut base }) = LaneSpace::new(ctx, l) else { return true };
    let (Some(f), Some(size)) = (space.embed(ctx, access, dim), space.dim_size(ctx, memref, dim)) else {
        return true;
    };
    // The lane's element is inside the memref: 0 <= f + k <= size - 1.
    let element = ctx.affine.add(f, k);
    base.push((element, false));
    let room = ctx.affine.sub(size, element);
    base.push((ctx.affine.add_const(room, -1), false));
    // The other loops around the store run within their own domains.
    let mut fresh = 2;
    let mut cur = ctx.ir.parent_op(store);
    while let Some(op) = cur {
        cur = ctx.ir.parent_op(op);
        if op == l.op || ctx.op_name_str(ctx.ir.op(op).name) != names::FOR {
            continue;
        }
        let Some(outer) = VectorLoop::new(ctx, op, 1) else { return true };
        let iv = ctx.affine.dim(space.key_pos(Key::Value(outer.iv)));
        let t = ctx.affine.dim(space.key_pos(Key::Fresh(fresh)));
        fresh += 1;
        if !strided_domain(ctx, &mut space, &outer, iv, t, outer.step, &mut base) {
            return true;
        }
    }
    let ks = ctx.affine.mul_const(k, l.step);
    let lane = ctx.affine.add(x, ks);
    for u in 0..ctx.affine.map_data(l.upper.map).results.len() {
        let Some(ub) = space.embed(ctx, &l.upper, u) else { return true };
        let mut cs = base.clone();
        cs.push((ctx.affine.sub(lane, ub), false));
        if is_integer_empty(ctx, &cs, space.keys.len()) != Some(true) {
            return true;
        }
    }
    false
}

/// Position of the first lane `x` of a vector iteration in a [`LaneSpace`].
const X_POS: u32 = 0;

/// The lanes of the vector iterations of a loop as integer constraints:
/// columns `x` (the first lane), `j` (the vector iteration: `x = lb +
/// V*s*j`), `k` (the lane, `1 <= k < V`), then the keys of every other value.
struct LaneSpace {
    space: KeySpace,
    x: AffineExpr,
    k: AffineExpr,
    base: Vec<(AffineExpr, bool)>,
}

impl LaneSpace {
    /// `None` if a bound of `l` cannot be expressed.
    fn new(ctx: &mut Context, l: &VectorLoop) -> Option<Self> {
        let mut space = KeySpace::default();
        let x_pos = space.key_pos(Key::Value(l.iv));
        debug_assert_eq!(x_pos, X_POS);
        let j_pos = space.key_pos(Key::Fresh(0));
        let k_pos = space.key_pos(Key::Fresh(1));
        let (x, j, k) = (ctx.affine.dim(x_pos), ctx.affine.dim(j_pos), ctx.affine.dim(k_pos));
        let mut base = Vec::new();
        if !strided_domain(ctx, &mut space, l, x, j, l.width * l.step, &mut base) {
            return None;
        }
        let k1 = ctx.affine.add_const(k, -1);
        base.push((k1, false));
        let kmax = ctx.affine.constant(l.width - 1);
        base.push((ctx.affine.sub(kmax, k), false));
        Some(LaneSpace { space, x, k, base })
    }
}

/// Appends the constraints of `iv` running over loop `l` (its first
/// iteration and every `stride` after it, counted by `t >= 0`, for a
/// single lower bound; at or above every lower bound otherwise) and below
/// every upper bound. False if a bound cannot be expressed.
fn strided_domain(
    ctx: &mut Context,
    space: &mut KeySpace,
    l: &VectorLoop,
    iv: AffineExpr,
    t: AffineExpr,
    stride: i64,
    out: &mut Vec<(AffineExpr, bool)>,
) -> bool {
    let lower_results = ctx.affine.map_data(l.lower.map).results.len();
    for i in 0..lower_results {
        let Some(lb) = space.embed(ctx, &l.lower, i) else { return false };
        let d = ctx.affine.sub(iv, lb);
        if lower_results == 1 {
            let st = ctx.affine.mul_const(t, stride);
            out.push((ctx.affine.sub(d, st), true));
        } else {
            out.push((d, false));
        }
    }
    out.push((t, false));
    for i in 0..ctx.affine.map_data(l.upper.map).results.len() {
        let Some(ub) = space.embed(ctx, &l.upper, i) else { return false };
        let left = ctx.affine.sub(ub, iv);
        out.push((ctx.affine.add_const(left, -1), false));
    }
    true
}

/// An operand of the expressions compared in a [`KeySpace`]: an SSA value,
/// the size of a memref dimension nothing else names, or a fresh variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Key {
    Value(ValueId),
    Size(ValueId, usize),
    Fresh(u32),
}

/// Affine expressions over one shared list of operands ([`Key`]s, all
/// dims), where a `memref.dim` of an allocation is the allocation's size
/// operand, so that `memref.dim %A, 1` and the `%N` of
/// `%A = memref.alloc(%M, %N)` are the same operand.
#[derive(Default)]
struct KeySpace {
    keys: Vec<Key>,
}

impl KeySpace {
    fn key_pos(&mut self, k: Key) -> u32 {
        match self.keys.iter().position(|&x| x == k) {
            Some(p) => p as u32,
            None => {
                self.keys.push(k);
                (self.keys.len() - 1) as u32
            }
        }
    }

    /// The canonical key of a value.
    fn key(ctx: &Context, mut v: ValueId) -> Key {
        for _ in 0..64 {
            let Some(def) = ctx.ir.defining_op(v) else { break };
            if ctx.op_name_str(ctx.ir.op(def).name) != "memref.dim" {
                break;
            }
            let Some(index) = affine_dialects::memref::dim_index(ctx, def) else { break };
            let Some(&src) = ctx.ir.operands(def).first() else { break };
            let Ok(index) = usize::try_from(index) else { break };
            match allocation_size(ctx, src, index) {
                Some(size) => v = size,
                None => return Key::Size(src, index),
            }
        }
        Key::Value(v)
    }

    /// Result `i` of `vm` as an expression over the keys.
    fn embed(&mut self, ctx: &mut Context, vm: &ValueMap, i: usize) -> Option<AffineExpr> {
        let data = ctx.affine.map_data(vm.map).clone();
        let e = *data.results.get(i)?;
        let mut dims = Vec::new();
        let mut syms = Vec::new();
        for (n, &v) in vm.operands.iter().enumerate() {
            let p = self.key_pos(Self::key(ctx, v));
            let x = ctx.affine.dim(p);
            if n < data.num_dims as usize { dims.push(x) } else { syms.push(x) }
        }
        Some(ctx.affine.replace_dims_and_symbols(e, &dims, &syms))
    }

    /// The size of dimension `dim` of `memref` as an expression.
    fn dim_size(&mut self, ctx: &mut Context, memref: ValueId, dim: usize) -> Option<AffineExpr> {
        let size = *ctx.shape(ctx.ir.value_type(memref))?.get(dim)?;
        if size != DYNAMIC {
            return Some(ctx.affine.constant(size));
        }
        let key = match allocation_size(ctx, memref, dim) {
            Some(v) => Self::key(ctx, v),
            None => Key::Size(memref, dim),
        };
        let p = self.key_pos(key);
        Some(ctx.affine.dim(p))
    }

    /// `a - b` if it simplifies to a constant.
    fn constant(&self, ctx: &mut Context, a: AffineExpr, b: AffineExpr) -> Option<i64> {
        let d = ctx.affine.sub(a, b);
        let d = ctx.affine.simplify_expr(d, self.keys.len() as u32, 0);
        ctx.affine.as_constant(d)
    }
}

/// The dynamic size operand of dimension `dim` of a `memref.alloc` /
/// `memref.alloca` result.
fn allocation_size(ctx: &Context, memref: ValueId, dim: usize) -> Option<ValueId> {
    let def = ctx.ir.defining_op(memref)?;
    if !matches!(ctx.op_name_str(ctx.ir.op(def).name), "memref.alloc" | "memref.alloca") {
        return None;
    }
    let TypeData::MemRef { shape, .. } = ctx.type_data(ctx.ir.value_type(memref)) else { return None };
    if shape.get(dim) != Some(&DYNAMIC) {
        return None;
    }
    let nth = shape[..dim].iter().filter(|&&s| s == DYNAMIC).count();
    ctx.ir.operands(def).get(nth).copied()
}
