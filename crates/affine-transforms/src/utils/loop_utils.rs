//! Loop transformation utilities (MLIR's `LoopUtils.cpp`).

use affine_analysis::loop_analysis::constant_trip_count;
use affine_dialects::affine::AffineForView;
use affine_dialects::affine::builders::build_apply;
use affine_dialects::arith::build_constant_index;
use affine_ir::{Context, InsertPoint, OpId};

/// Ops whose body is a function body (MLIR's `FunctionOpInterface` among
/// the registered dialects): promoted constant induction variables are
/// materialized at the start of the enclosing one.
const FUNCTION_LIKE_OPS: &[&str] = &["func.func", "gpu.func", "spirv.func"];

/// The entry block of the nearest enclosing function-like op of `op`.
pub(crate) fn enclosing_function_body(ctx: &Context, op: OpId) -> Option<affine_ir::BlockId> {
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if FUNCTION_LIKE_OPS.contains(&ctx.op_name_str(ctx.ir.op(p).name)) {
            let region = *ctx.ir.regions(p).first()?;
            return ctx.ir.entry_block(region);
        }
        cur = ctx.ir.parent_op(p);
    }
    None
}

/// Replaces the `affine.for` `for_op` by its body if it runs exactly once
/// (MLIR's `promoteIfSingleIteration`); returns whether it did.
///
/// The loop must have a constant trip count of 1
/// ([`constant_trip_count`]) and a single lower bound expression. Uses of
/// the induction variable then get the lower bound: an
/// `arith.constant <lb> : index` created at the start of the enclosing
/// function body (before the loop when there is none) for a constant
/// bound, the bound operand itself for a `(d0) -> (d0)` bound, otherwise a
/// new `affine.apply` of the lower bound map before the loop (not
/// canonicalized, as in MLIR). Uses of the region iter_args get the
/// initial values, uses of the loop results get the yielded values, and
/// the body ops other than the `affine.yield` move before the loop, which
/// is erased.
pub fn promote_if_single_iteration(ctx: &mut Context, for_op: OpId) -> bool {
    if constant_trip_count(ctx, for_op) != Some(1) {
        return false;
    }
    let Some(view) = AffineForView::get(ctx, for_op) else {
        return false;
    };
    if ctx.affine.map_data(view.lower_map).results.len() != 1 {
        return false;
    }
    let (iv, body, lb_map) = (view.iv, view.body, view.lower_map);
    let lb_operands = view.lower_operands.to_vec();
    let constant_lb = view.constant_lower_bound(ctx);
    let iter_args = view.iter_args.to_vec();
    let inits = view.inits.to_vec();
    let results = view.results.to_vec();
    let yield_op = view.yield_op(ctx);
    let loc = ctx.ir.op(for_op).loc;

    if !ctx.ir.use_empty(iv) {
        let replacement = if let Some(c) = constant_lb {
            let ip = match enclosing_function_body(ctx, for_op) {
                Some(b) => InsertPoint::BlockStart(b),
                None => InsertPoint::Before(for_op),
            };
            let cst = build_constant_index(ctx, c, loc, ip);
            ctx.ir.result(cst, 0)
        } else if lb_map == ctx.affine.multi_dim_identity_map(1) {
            lb_operands[0]
        } else {
            let apply = build_apply(ctx, lb_map, &lb_operands, loc, InsertPoint::Before(for_op));
            ctx.ir.result(apply, 0)
        };
        ctx.ir.replace_all_uses(iv, replacement);
    }

    for (&arg, &init) in iter_args.iter().zip(&inits) {
        ctx.ir.replace_all_uses(arg, init);
    }
    if let Some(y) = yield_op {
        let yielded = ctx.ir.operands(y).to_vec();
        for (&res, &val) in results.iter().zip(&yielded) {
            ctx.ir.replace_all_uses(res, val);
        }
        ctx.ir.erase_op(y);
    }
    let ops: Vec<OpId> = ctx.ir.block_ops(body).collect();
    for op in ops {
        ctx.ir.move_before(op, for_op);
    }
    ctx.ir.erase_op(for_op);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use affine_ir::ir::WalkOrder;
    use affine_ir::{ParseOptions, PrintOptions, parse_source, print_op};

    /// Promotes every single-iteration loop, innermost first (the order
    /// of `-affine-loop-normalize=promote-single-iter`, which only
    /// promotes such loops and leaves the others of this input alone).
    fn promote_all(src: &str) -> String {
        let mut ctx = affine_dialects::new_context();
        let m = parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default()).expect("parse");
        for op in ctx.ir.walk(m, WalkOrder::PostOrder) {
            if ctx.ir.is_alive(op) && AffineForView::get(&ctx, op).is_some() {
                promote_if_single_iteration(&mut ctx, op);
            }
        }
        affine_ir::verify::verify(&ctx, m).unwrap_or_else(|d| panic!("verify: {}", d.message));
        print_op(&ctx, m, &PrintOptions::default())
    }

    /// Constant lower bound (constant at the function start), `(d0) -> (d0)`
    /// bound (the operand), general bound (an `affine.apply`), iter_args
    /// and results, a two-iteration loop left alone, and an unused iv.
    const INPUT: &str = "func.func @promote(%n: index, %m: memref<100xf32>, %x: f32) -> f32 {
  %c7 = arith.constant 7 : index
  %r = affine.for %i = 0 to 1 iter_args(%acc = %x) -> (f32) {
    %v = affine.load %m[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %j = 0 to 10 {
    affine.for %k = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 1)>(%j) {
      affine.store %r, %m[%k] : memref<100xf32>
    }
    affine.for %k = affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%j)[%n] to affine_map<(d0)[s0] -> (d0 * 2 + s0 + 3)>(%j)[%n] step 4 {
      affine.store %r, %m[%k] : memref<100xf32>
    }
    affine.for %k = 5 to 6 {
      affine.store %r, %m[%k + %j] : memref<100xf32>
    }
    affine.for %k = 0 to 2 {
      affine.store %r, %m[%k] : memref<100xf32>
    }
    affine.for %k = 0 to 1 {
      affine.store %r, %m[%j] : memref<100xf32>
    }
  }
  return %r : f32
}
";

    /// `mlir-opt` 22 `-affine-loop-normalize=promote-single-iter` on INPUT.
    const EXPECTED: &str = "#map = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
module {
  func.func @promote(%arg0: index, %arg1: memref<100xf32>, %arg2: f32) -> f32 {
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %0 = affine.load %arg1[%c0] : memref<100xf32>
    %1 = arith.addf %arg2, %0 : f32
    affine.for %arg3 = 0 to 10 {
      affine.store %1, %arg1[%arg3] : memref<100xf32>
      %2 = affine.apply #map(%arg3)[%arg0]
      affine.store %1, %arg1[%2] : memref<100xf32>
      affine.store %1, %arg1[%c5 + %arg3] : memref<100xf32>
      affine.for %arg4 = 0 to 2 {
        affine.store %1, %arg1[%arg4] : memref<100xf32>
      }
      affine.store %1, %arg1[%arg3] : memref<100xf32>
    }
    return %1 : f32
  }
}
";

    #[test]
    fn promotes_like_mlir() {
        assert_eq!(promote_all(INPUT), EXPECTED);
    }

    #[test]
    fn zero_trip_loop_is_not_promoted() {
        // mlir-opt 22 promotes this loop (it reads the trip count -3 as
        // 2^64 - 3 and the minimum with 1 as 1), running a store the
        // original program never runs.
        let src = "func.func @f(%n: index, %m: memref<100xf32>, %x: f32) {
  affine.for %i = %n to min affine_map<()[s0] -> (s0 + 1, s0 - 3)>()[%n] {
    affine.store %x, %m[%i] : memref<100xf32>
  }
  return
}
";
        assert!(promote_all(src).contains("affine.for"));
    }
}
