//! Dead values: SSA values whose contents influence nothing a function
//! does (no memory write, no loop bound, subscript, branch or region
//! result, no undefined behaviour), so that any other value in their place
//! would leave the function's effect unchanged.
//!
//! Used by `-affine-data-copy-generate` to accept copies that make a load
//! read a stale value, where the load's result is dead (`mlir-opt` 22
//! hoists such copies without checking anything; where the value is
//! dead, its output is right).

use std::collections::HashSet;

use affine_dialects::affine::scope::constant_int_value;
use affine_dialects::affine::{AffineForView, names};
use affine_ir::{Context, OpId, ValueId};

/// True if `v` is dead: every op it transitively feeds is an `arith` or
/// `math` op without regions and memory effects that is defined for every
/// value of its operands, and whose results are dead in turn. Integer
/// division and remainder count only with a constant divisor (not `0`,
/// nor `-1` for the signed ones, whose overflow is undefined), since a
/// different dividend is then harmless. A value carried by an `affine.if`
/// or `affine.for` (yielded, or an `affine.for` init) is followed to the
/// op's result and, for a loop, to its iteration argument. Any other use
/// (a store, a call, a `func.return`, an `affine.apply`, a cast to `index`
/// used as a subscript, a loop bound, ...) keeps the value live.
pub fn value_is_dead(ctx: &Context, v: ValueId) -> bool {
    let mut stack = vec![v];
    let mut seen: HashSet<ValueId> = HashSet::from([v]);
    while let Some(v) = stack.pop() {
        for u in ctx.ir.uses(v) {
            let Some(next) = carried_values(ctx, u.op, u.index as usize) else { return false };
            for n in next {
                if seen.insert(n) {
                    stack.push(n);
                }
            }
        }
    }
    true
}

/// The `affine.store` ops `v` is stored by, if everything else it
/// transitively feeds is dead (as in [`value_is_dead`]): the stores reached
/// from `v` through harmless ops only, where `v` is the stored value (not a
/// subscript). A value that reaches a store through an `affine.yield` or a
/// loop's iteration argument gives `None` (that store's instances are not
/// those of `v`'s op), as does any use that keeps the value live otherwise.
/// Each instance of a returned store uses the value of the instance of
/// `v`'s op at the same values of the loops around that op.
pub fn value_store_sinks(ctx: &Context, v: ValueId) -> Option<Vec<OpId>> {
    let mut stack = vec![(v, false)];
    let mut seen: HashSet<ValueId> = HashSet::from([v]);
    let mut sinks = Vec::new();
    while let Some((v, carried)) = stack.pop() {
        for u in ctx.ir.uses(v) {
            let name = ctx.op_name_str(ctx.ir.op(u.op).name);
            if name == names::STORE && u.index == 0 && !ctx.ir.operands(u.op)[1..].contains(&v) {
                if carried {
                    return None;
                }
                if !sinks.contains(&u.op) {
                    sinks.push(u.op);
                }
                continue;
            }
            let crosses = name == names::YIELD || name == names::FOR;
            let next = carried_values(ctx, u.op, u.index as usize)?;
            for n in next {
                if seen.insert(n) {
                    stack.push((n, carried || crosses));
                }
            }
        }
    }
    Some(sinks)
}

/// The values operand `index` of `user` flows into, if it has no other
/// effect: the results of a harmless op, the result (and iteration
/// argument) of the `affine.if` / `affine.for` an `affine.yield` ends or
/// an `affine.for` init enters. `None` for any other use.
fn carried_values(ctx: &Context, user: OpId, index: usize) -> Option<Vec<ValueId>> {
    let name = ctx.op_name_str(ctx.ir.op(user).name);
    if name == names::YIELD {
        let parent = ctx.ir.parent_op(user)?;
        return match ctx.op_name_str(ctx.ir.op(parent).name) {
            names::IF => Some(vec![*ctx.ir.results(parent).get(index)?]),
            names::FOR => {
                let view = AffineForView::get(ctx, parent)?;
                Some(vec![*view.iter_args.get(index)?, *view.results.get(index)?])
            }
            _ => None,
        };
    }
    if name == names::FOR {
        let view = AffineForView::get(ctx, user)?;
        let first_init = ctx.ir.operands(user).len().checked_sub(view.inits.len())?;
        let k = index.checked_sub(first_init)?;
        return Some(vec![*view.iter_args.get(k)?, *view.results.get(k)?]);
    }
    passes_value_harmlessly(ctx, user).then(|| ctx.ir.results(user).to_vec())
}

/// True if all results of `op` (a load, say) are dead values.
pub fn results_are_dead(ctx: &Context, op: OpId) -> bool {
    ctx.ir.results(op).iter().all(|&r| value_is_dead(ctx, r))
}

/// True if `op` computes its results from its operands only, without
/// regions, memory effects or undefined behaviour for any operand values.
fn passes_value_harmlessly(ctx: &Context, op: OpId) -> bool {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    if !(name.starts_with("arith.") || name.starts_with("math.")) {
        return false;
    }
    if !ctx.ir.regions(op).is_empty() || ctx.memory_effects(op).is_none_or(|e| !e.is_empty()) {
        return false;
    }
    let divisor = || ctx.ir.operands(op).get(1).and_then(|&d| constant_int_value(ctx, d));
    match name {
        "arith.divsi" | "arith.remsi" | "arith.ceildivsi" | "arith.floordivsi" => {
            divisor().is_some_and(|d| d != 0 && d != -1)
        }
        "arith.divui" | "arith.remui" | "arith.ceildivui" => divisor().is_some_and(|d| d != 0),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use affine_ir::ir::WalkOrder;

    /// Whether each `affine.load` of `text` (in order) reads a dead value.
    fn dead_loads(text: &str) -> Vec<bool> {
        let mut ctx = affine_dialects::new_context();
        let root = crate::tests::parse(&mut ctx, text);
        let loads: Vec<OpId> = ctx
            .ir
            .walk(root, WalkOrder::PreOrder)
            .into_iter()
            .filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == names::LOAD)
            .collect();
        loads.into_iter().map(|l| results_are_dead(&ctx, l)).collect()
    }

    #[test]
    fn pure_chains_and_unused_region_results_are_dead() {
        let text = "func.func @f(%m: memref<4xi32>, %n: memref<4xf32>) {
  %c3 = arith.constant 3 : i32
  %a = affine.load %m[0] : memref<4xi32>
  %b = arith.remsi %a, %c3 : i32
  %c = arith.sitofp %b : i32 to f32
  %d = math.absf %c : f32
  %x = affine.load %m[1] : memref<4xi32>
  %r = affine.for %i = 0 to 4 iter_args(%acc = %x) -> (i32) {
    %y = affine.load %m[2] : memref<4xi32>
    %s = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) -> i32 {
      affine.yield %y : i32
    } else {
      affine.yield %acc : i32
    }
    %t = arith.addi %s, %acc : i32
    affine.yield %t : i32
  }
  return
}";
        assert_eq!(dead_loads(text), [true, true, true]);
    }

    /// The store sinks of each `affine.load` of `text` (in order), as
    /// indices among its `affine.store` ops.
    fn load_sinks(text: &str) -> Vec<Option<Vec<usize>>> {
        let mut ctx = affine_dialects::new_context();
        let root = crate::tests::parse(&mut ctx, text);
        let ops = ctx.ir.walk(root, WalkOrder::PreOrder);
        let of = |name: &str| -> Vec<OpId> {
            ops.iter().copied().filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == name).collect()
        };
        let stores = of(names::STORE);
        of(names::LOAD)
            .into_iter()
            .map(|l| {
                value_store_sinks(&ctx, ctx.ir.results(l)[0])
                    .map(|v| v.iter().map(|s| stores.iter().position(|x| x == s).expect("a store")).collect())
            })
            .collect()
    }

    #[test]
    fn store_sinks_follow_harmless_ops_but_not_carried_values() {
        let text = "func.func @f(%m: memref<4xi32>) {
  %a = affine.load %m[0] : memref<4xi32>
  %b = arith.addi %a, %a : i32
  affine.for %i = 0 to 4 {
    affine.store %b, %m[%i] : memref<4xi32>
  }
  %i0 = arith.constant 0 : index
  %s = affine.if affine_set<(d0) : (d0 >= 0)>(%i0) -> i32 {
    affine.yield %a : i32
  } else {
    affine.yield %b : i32
  }
  %c = affine.load %m[1] : memref<4xi32>
  %r = affine.for %k = 0 to 2 iter_args(%acc = %c) -> (i32) {
    affine.yield %acc : i32
  }
  affine.store %r, %m[2] : memref<4xi32>
  %d = affine.load %m[2] : memref<4xi32>
  %x = arith.index_cast %d : i32 to index
  affine.store %d, %m[%x] : memref<4xi32>
  %e = affine.load %m[3] : memref<4xi32>
  return
}";
        // Stored through an add inside a loop (the dead `affine.if` result
        // aside); stored after an `iter_args` loop (not the load's
        // instances); used as a subscript; unused.
        assert_eq!(load_sinks(text), [Some(vec![0]), None, None, Some(vec![])]);
    }

    #[test]
    fn stores_returns_subscripts_and_divisors_keep_values_live() {
        let text = "func.func @f(%m: memref<4xi32>, %n: memref<4xf32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = affine.load %m[0] : memref<4xi32>
  %b = arith.addi %a, %a : i32
  affine.store %b, %m[1] : memref<4xi32>
  %r = affine.load %m[1] : memref<4xi32>
  %i = affine.load %m[2] : memref<4xi32>
  %ix = arith.index_cast %i : i32 to index
  %v = memref.load %n[%ix] : memref<4xf32>
  %p = affine.load %m[3] : memref<4xi32>
  %q = arith.divsi %c0, %p : i32
  %z = affine.load %m[0] : memref<4xi32>
  %w = affine.for %k = 0 to 2 iter_args(%acc = %z) -> (i32) {
    affine.yield %acc : i32
  }
  affine.store %w, %m[0] : memref<4xi32>
  return %r : i32
}";
        assert_eq!(dead_loads(text), [false, false, false, false, false]);
    }
}
