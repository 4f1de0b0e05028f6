//! Unit tests of the affine dialect: round trips, views, scope rules,
//! verifier messages. (The `.mlir` file tests under `tests/lit/affine/`
//! compare whole outputs with `mlir-opt`.)

use affine_ir::context::Context;
use affine_ir::dialect::EffectKind;
use affine_ir::ir::{OpId, WalkOrder};
use affine_ir::parser::{ParseOptions, parse_source};
use affine_ir::printer::{PrintOptions, print_op};

use super::*;

fn parse(ctx: &mut Context, src: &str) -> OpId {
    ctx.allow_unregistered_dialect = true;
    let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
    match parse_source(ctx, src, "t.mlir", &opts) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {}", d.message),
    }
}

fn roundtrip(src: &str) -> String {
    let mut ctx = crate::new_context();
    let m = parse(&mut ctx, src);
    if let Err(d) = affine_ir::verify::verify(&ctx, m) {
        panic!("verify error: {}", d.message);
    }
    print_op(&ctx, m, &PrintOptions::default())
}

fn verify_err(src: &str) -> String {
    let mut ctx = crate::new_context();
    let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
    ctx.allow_unregistered_dialect = true;
    let m = match parse_source(&mut ctx, src, "t.mlir", &opts) {
        Ok(m) => m,
        Err(d) => return d.message,
    };
    match affine_ir::verify::verify(&ctx, m) {
        Ok(()) => String::new(),
        Err(d) => d.message,
    }
}

fn ops_named(ctx: &Context, root: OpId, name: &str) -> Vec<OpId> {
    ctx.ir.walk(root, WalkOrder::PreOrder).into_iter().filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == name).collect()
}

#[test]
fn for_round_trip_forms() {
    let out = roundtrip(
        "func.func @f(%n: index, %x: f32) {\n\
         affine.for %i = 0 to 10 step 2 {\n\
           affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] to %n {\n\
           }\n\
         }\n\
         %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {\n\
           affine.yield %a : f32\n\
         }\n\
         return\n}\n",
    );
    assert!(out.contains("affine.for %arg2 = 0 to 10 step 2 {"), "{out}");
    assert!(out.contains("affine.for %arg3 = max #map(%arg2)[%arg0] to %arg0 {"), "{out}");
    assert!(out.contains("%0 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %arg1) -> (f32) {"), "{out}");
    assert!(out.contains("affine.yield %arg3 : f32"), "{out}");
}

#[test]
fn parallel_bounds_are_grouped_and_deduplicated() {
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%a: index, %b: index) {\n\
         affine.parallel (%i, %j) = (max(%a, %b), %b) to (%a + 1, 8) step (1, 2) {\n\
         }\n\
         return\n}\n",
    );
    assert!(affine_ir::verify::verify(&ctx, m).is_ok());
    let p = ops_named(&ctx, m, names::PARALLEL)[0];
    let v = AffineParallelView::get(&ctx, p).expect("view");
    assert_eq!(v.lower_groups, vec![2, 1]);
    assert_eq!(v.upper_groups, vec![1, 1]);
    assert_eq!(v.steps, vec![1, 2]);
    // %a and %b appear once each in the lower operands.
    assert_eq!(v.lower_operands.len(), 2);
    assert_eq!(ctx.affine.map_to_string(v.lower_map), "(d0, d1) -> (d0, d1, d1)");
    assert_eq!(v.lower_exprs(&ctx, 0).map(<[_]>::len), Some(2));
    let out = print_op(&ctx, m, &PrintOptions::default());
    assert!(
        out.contains("affine.parallel (%arg2, %arg3) = (max(%arg0, %arg1), %arg1) to (%arg0 + 1, 8) step (1, 2) {"),
        "{out}"
    );
}

#[test]
fn for_view_and_trip_count() {
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%n: index) {\n affine.for %i = 2 to 11 step 3 {\n }\n affine.for %j = 0 to %n {\n }\n return\n}\n",
    );
    let fors = ops_named(&ctx, m, names::FOR);
    let a = AffineForView::get(&ctx, fors[0]).expect("view");
    assert_eq!(a.step, 3);
    assert_eq!(a.constant_lower_bound(&ctx), Some(2));
    assert_eq!(a.constant_trip_count(&ctx), Some(3));
    assert!(a.yield_op(&ctx).is_some());
    assert_eq!(for_induction_var_owner(&ctx, a.iv), Some(fors[0]));
    let b = AffineForView::get(&ctx, fors[1]).expect("view");
    assert_eq!(b.upper_operands.len(), 1);
    assert_eq!(b.constant_trip_count(&ctx), None);
}

#[test]
fn access_views_and_effects() {
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%A: memref<8x8xf32>, %n: index) {\n\
         affine.for %i = 0 to 8 {\n\
           %v = affine.load %A[%i, symbol(%n)] : memref<8x8xf32>\n\
           affine.store %v, %A[%i + 1, 0] : memref<8x8xf32>\n\
         }\n return\n}\n",
    );
    let load = ops_named(&ctx, m, names::LOAD)[0];
    let store = ops_named(&ctx, m, names::STORE)[0];
    let l = AffineAccessView::get(&ctx, load).expect("load");
    assert_eq!(l.kind, AccessKind::Load);
    assert_eq!(l.map_operands.len(), 2);
    assert_eq!(l.num_dims(&ctx), 1);
    let s = AffineAccessView::get(&ctx, store).expect("store");
    assert!(s.kind.is_write());
    assert_eq!(s.memref, l.memref);
    assert_eq!(s.value, l.value);
    let e = ctx.memory_effects(load).expect("known");
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].kind, EffectKind::Read);
    assert_eq!(e[0].value, Some(l.memref));
    let e = ctx.memory_effects(store).expect("known");
    assert_eq!(e[0].kind, EffectKind::Write);
}

#[test]
fn scope_rules() {
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%n: index) {\n\
         %c = arith.constant 4 : index\n\
         affine.for %i = 0 to 8 {\n\
           %p = arith.muli %i, %i : index\n\
           %q = arith.addi %n, %c : index\n\
           %d:2 = affine.delinearize_index %i into (2, 4) : index, index\n\
           \"test.use\"(%p, %q, %d#0) : (index, index, index) -> ()\n\
         }\n return\n}\n",
    );
    let use_op = ops_named(&ctx, m, "test.use")[0];
    let ops = ctx.ir.operands(use_op).to_vec();
    let scope = affine_scope(&ctx, use_op);
    assert!(scope.is_some());
    let (p, q, d) = (ops[0], ops[1], ops[2]);
    assert!(!is_valid_dim_in(&ctx, p, scope));
    assert!(is_valid_symbol_in(&ctx, q, scope));
    assert!(is_valid_dim_in(&ctx, d, scope));
    assert!(!is_valid_symbol_in(&ctx, d, scope));
    let for_op = ops_named(&ctx, m, names::FOR)[0];
    let iv = AffineForView::get(&ctx, for_op).expect("for").iv;
    assert!(is_affine_induction_var(&ctx, iv));
    assert!(is_valid_dim(&ctx, iv));
    assert!(!is_valid_symbol(&ctx, iv));
}

/// The scope-free fast path of the affine verifiers' dim/symbol check
/// accepts only what the full, scope-aware rules accept, and accepts the
/// common cases (induction variables, constants, applies of them).
#[test]
fn any_scope_fast_path_agrees_with_the_rules() {
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%n: index, %f: f32) {\n\
         %c = arith.constant 4 : index\n\
         affine.for %i = 0 to 8 {\n\
           %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)\n\
           %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%c]\n\
           %p = arith.muli %i, %i : index\n\
           %q = arith.addi %n, %c : index\n\
           %d:2 = affine.delinearize_index %i into (2, 4) : index, index\n\
           %e = affine.apply affine_map<(d0) -> (d0 + 1)>(%p)\n\
           %r = \"test.idx\"() : () -> index\n\
           \"test.use\"(%i, %c, %a, %b, %p, %q, %d#0, %e, %n, %r, %f) : (index, index, index, index, index, index, index, index, index, index, f32) -> ()\n\
         }\n return\n}\n",
    );
    let use_op = ops_named(&ctx, m, "test.use")[0];
    let ops = ctx.ir.operands(use_op).to_vec();
    let scope = affine_scope(&ctx, use_op);
    for (i, &v) in ops.iter().enumerate() {
        if scope::valid_in_any_scope(&ctx, v, true) {
            assert!(is_valid_dim_in(&ctx, v, scope), "operand {i} as a dim");
        }
        if scope::valid_in_any_scope(&ctx, v, false) {
            assert!(is_valid_symbol_in(&ctx, v, scope), "operand {i} as a symbol");
        }
    }
    let fast_dims: Vec<bool> = ops.iter().map(|&v| scope::valid_in_any_scope(&ctx, v, true)).collect();
    assert_eq!(fast_dims, [true, true, true, true, false, false, true, false, false, false, false]);
    let fast_symbols: Vec<bool> = ops.iter().map(|&v| scope::valid_in_any_scope(&ctx, v, false)).collect();
    assert_eq!(fast_symbols, [false, true, false, false, false, false, false, false, false, false, false]);
}

/// The top-level shortcut of `first_invalid_dim_or_symbol` accepts only
/// what the full rules accept: index values at the top level of the scope.
#[test]
fn top_level_shortcut_agrees_with_the_rules() {
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%n: index, %f: f32, %m: memref<?xf32>) {\n\
         %c = arith.constant 4 : index\n\
         %t = \"test.idx\"() : () -> index\n\
         %g = \"test.idx\"() : () -> i64\n\
         affine.for %i = 0 to 8 {\n\
           %r = \"test.idx\"() : () -> index\n\
           \"test.use\"(%n, %f, %c, %t, %g, %i, %r) : (index, f32, index, index, i64, index, index) -> ()\n\
         }\n return\n}\n",
    );
    let use_op = ops_named(&ctx, m, "test.use")[0];
    let ops = ctx.ir.operands(use_op).to_vec();
    let scope = affine_scope(&ctx, use_op);
    let short: Vec<bool> = ops.iter().map(|&v| scope::top_level_index_in(&ctx, v, scope)).collect();
    assert_eq!(short, [true, false, true, true, false, false, false]);
    for (i, &v) in ops.iter().enumerate() {
        if short[i] {
            assert!(is_valid_dim_in(&ctx, v, scope), "operand {i} as a dim");
            assert!(is_valid_symbol_in(&ctx, v, scope), "operand {i} as a symbol");
        }
    }
    // Without a scope nothing is top level.
    assert!(ops.iter().all(|&v| !scope::top_level_index_in(&ctx, v, None)));
    // The reported operand is the same with the shortcut: `%r` (not a dim).
    assert_eq!(
        scope::first_invalid_dim_or_symbol(&ctx, &[ops[0], ops[3], ops[6]], 3, scope),
        Some(scope::InvalidOperand::Dim)
    );
    assert_eq!(scope::first_invalid_dim_or_symbol(&ctx, &[ops[0], ops[2], ops[3]], 1, scope), None);
}

/// The scope-aware quick check of `first_invalid_dim_or_symbol` (top-level
/// values, constants, induction variables and applies of those) accepts
/// only what the full rules accept, and leaves the others to them.
#[test]
fn scope_quick_check_agrees_with_the_rules() {
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%n: index, %m: memref<?xf32>) {\n\
         %c = arith.constant 4 : index\n\
         %t = \"test.idx\"() : () -> index\n\
         affine.for %i = 0 to 8 {\n\
           %r = \"test.idx\"() : () -> index\n\
           %a = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %n)\n\
           %b = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%c]\n\
           %x = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %r)\n\
           %y = affine.apply affine_map<(d0) -> (d0 + 1)>(%b)\n\
           %z = affine.apply affine_map<(d0) -> (d0 + 1)>(%y)\n\
           %w = affine.apply affine_map<(d0) -> (d0 + 1)>(%z)\n\
           \"test.use\"(%n, %c, %t, %i, %r, %a, %b, %x, %w) : (index, index, index, index, index, index, index, index, index) -> ()\n\
         }\n return\n}\n",
    );
    let use_op = ops_named(&ctx, m, "test.use")[0];
    let ops = ctx.ir.operands(use_op).to_vec();
    let scope = affine_scope(&ctx, use_op);
    let quick = |as_dim: bool| -> Vec<bool> {
        ops.iter()
            .map(|&v| scope::valid_in_scope_quick(&ctx, v, as_dim, scope, super::scope::ANY_SCOPE_DEPTH))
            .collect()
    };
    let (dims, symbols) = (quick(true), quick(false));
    // `%w` is an apply chain deeper than the quick check follows.
    assert_eq!(dims, [true, true, true, true, false, true, true, false, false]);
    assert_eq!(symbols, [true, true, true, false, false, false, false, false, false]);
    for (i, &v) in ops.iter().enumerate() {
        if dims[i] {
            assert!(is_valid_dim_in(&ctx, v, scope), "operand {i} as a dim");
        }
        if symbols[i] {
            assert!(is_valid_symbol_in(&ctx, v, scope), "operand {i} as a symbol");
        }
    }
    // The rules still decide the others: `%w` is a dim, `%r` and `%x` are not.
    assert!(is_valid_dim_in(&ctx, ops[8], scope));
    assert_eq!(
        scope::first_invalid_dim_or_symbol(&ctx, &[ops[6], ops[8], ops[7]], 3, scope),
        Some(scope::InvalidOperand::Dim)
    );
    assert_eq!(scope::first_invalid_dim_or_symbol(&ctx, &[ops[5], ops[8], ops[1]], 2, scope), None);
    assert_eq!(
        scope::first_invalid_dim_or_symbol(&ctx, &[ops[5], ops[3]], 1, scope),
        Some(scope::InvalidOperand::Symbol)
    );
}

#[test]
fn verifier_messages() {
    assert_eq!(
        verify_err(
            "func.func @f(%a: index) {\n affine.for %i = 0 to 4 {\n  affine.for %j = 0 to %i {\n  }\n }\n return\n}\n"
        ),
        "'affine.for' op operand cannot be used as a symbol"
    );
    assert_eq!(
        verify_err("func.func @f(%a: index) {\n %0 = affine.min affine_map<(d0) -> (d0)> (%a, %a)\n return\n}\n"),
        "'affine.min' op operand count and affine map dimension and symbol count must match"
    );
    assert_eq!(
        verify_err(
            "func.func @f(%a: index) {\n %0:2 = affine.delinearize_index %a into (0, 2) : index, index\n return\n}\n"
        ),
        "'affine.delinearize_index' op no basis element may be statically non-positive"
    );
    assert_eq!(
        verify_err("func.func @f(%a: index) {\n affine.for %i = %a, %a to 4 {\n }\n return\n}\n"),
        "custom op 'affine.for' expected only one loop bound operand"
    );
}

#[test]
fn index_op_views() {
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%x: index, %b: index) {\n\
         %0:3 = affine.delinearize_index %x into (%b, 8) : index, index, index\n\
         %1 = affine.linearize_index disjoint [%0#0, %0#1] by (%b, 8) : index\n\
         return\n}\n",
    );
    let d = ops_named(&ctx, m, names::DELINEARIZE_INDEX)[0];
    let v = AffineIndexOpView::get(&ctx, d).expect("view");
    assert!(!v.linearize);
    assert_eq!(v.multi_index.len(), 3);
    assert!(!v.has_outer_bound());
    assert!(matches!(v.basis[..], [BasisElem::Dynamic(_), BasisElem::Static(8)]));
    let l = ops_named(&ctx, m, names::LINEARIZE_INDEX)[0];
    let v = AffineIndexOpView::get(&ctx, l).expect("view");
    assert!(v.linearize && v.disjoint && v.has_outer_bound());
    let out = print_op(&ctx, m, &PrintOptions::default());
    assert!(out.contains("affine.linearize_index disjoint [%0#0, %0#1] by (%arg1, 8) : index"), "{out}");
}

#[test]
fn builders_produce_verified_printable_ops() {
    use affine_ir::ir::InsertPoint;
    let mut ctx = crate::new_context();
    let m = parse(&mut ctx, "func.func @f(%A: memref<8x8xf32>) {\n return\n}\n");
    let func = ops_named(&ctx, m, "func.func")[0];
    let ret = ops_named(&ctx, m, "func.return")[0];
    let entry = ctx.ir.entry_block(ctx.ir.regions(func)[0]).expect("entry");
    let a = ctx.ir.block_args(entry)[0];
    let loc = ctx.ir.op(ret).loc;
    let outer = builders::build_for_const(&mut ctx, 0, 8, 1, loc, InsertPoint::Before(ret));
    let ob = AffineForView::get(&ctx, outer).expect("for");
    let (iv, obody) = (ob.iv, ob.body);
    let y = ctx.ir.terminator(obody).expect("yield");
    let d0 = ctx.affine.dim(0);
    let one = ctx.affine.constant(1);
    let d0p1 = ctx.affine.add(d0, one);
    let map = ctx.affine.map(1, 0, &[d0, d0p1]);
    let load = builders::build_load(&mut ctx, a, map, &[iv], loc, InsertPoint::Before(y));
    let v = ctx.ir.result(load, 0);
    let id = ctx.affine.map(1, 0, &[d0, d0]);
    builders::build_store(&mut ctx, v, a, id, &[iv], loc, InsertPoint::Before(y));
    let set = ctx.affine.set(1, 0, &[d0], &[false]);
    builders::build_if(&mut ctx, set, &[iv], &[], true, loc, InsertPoint::Before(y));
    let (c0, c4) = (ctx.affine.constant(0), ctx.affine.constant(4));
    let lb = ctx.affine.map(0, 0, &[c0]);
    let ub = ctx.affine.map(0, 0, &[c4]);
    builders::build_parallel(&mut ctx, &[lb], &[], &[ub], &[], &[2], &[], loc, InsertPoint::Before(ret));
    assert!(affine_ir::verify::verify(&ctx, m).is_ok());
    let out = print_op(&ctx, m, &PrintOptions::default());
    assert!(out.contains("affine.for %arg1 = 0 to 8 {"), "{out}");
    assert!(out.contains("%0 = affine.load %arg0[%arg1, %arg1 + 1] : memref<8x8xf32>"), "{out}");
    assert!(out.contains("affine.store %0, %arg0[%arg1, %arg1] : memref<8x8xf32>"), "{out}");
    assert!(out.contains("affine.if #set(%arg1) {"), "{out}");
    assert!(out.contains("} else {"), "{out}");
    assert!(out.contains("affine.parallel (%arg1) = (0) to (4) step (2) {"), "{out}");
}

/// Builds a loop nest with iter_args and an `affine.if` with results through
/// the body callbacks, then edits bounds, step, inits, maps and conditions
/// through the mutable views; the result must verify and print as
/// `mlir-opt` 22 prints the same IR written by hand (EXPECTED round-trips
/// unchanged through `mlir-opt`).
#[test]
fn body_builders_and_mutable_views() {
    use affine_ir::ir::InsertPoint;
    const EXPECTED: &str = "#map = affine_map<(d0)[s0] -> (d0 + s0)>
#map1 = affine_map<()[s0] -> (s0 + 8)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
module {
  func.func @f(%arg0: index, %arg1: memref<100xf32>, %arg2: f32, %arg3: f32) -> f32 {
    %0 = affine.for %arg4 = #map(%arg0)[%arg0] to #map1()[%arg0] step 3 iter_args(%arg5 = %arg3) -> (f32) {
      %1 = affine.load %arg1[%arg4 * 2] : memref<100xf32>
      %2 = affine.if #set(%arg4)[%arg0] -> f32 {
        affine.yield %1 : f32
      } else {
        affine.yield %arg5 : f32
      }
      affine.store %2, %arg1[%arg4 + 1] : memref<100xf32>
      affine.yield %2 : f32
    }
    affine.parallel (%arg4, %arg5) = (0, max(symbol(%arg0), 1)) to (10, 20) step (2, 5) {
    }
    return %0 : f32
  }
}
";
    let mut ctx = crate::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%n: index, %m: memref<100xf32>, %x: f32, %y: f32) -> f32 {\n  \
         affine.parallel (%i, %j) = (0, 0) to (10, 10) {\n  }\n  return %x : f32\n}\n",
    );
    let func = ops_named(&ctx, m, "func.func")[0];
    let ret = ops_named(&ctx, m, "func.return")[0];
    let par = ops_named(&ctx, m, "affine.parallel")[0];
    let entry = ctx.ir.entry_block(ctx.ir.regions(func)[0]).expect("entry");
    let (n, mem, x, y) = {
        let a = ctx.ir.block_args(entry);
        (a[0], a[1], a[2], a[3])
    };
    let loc = ctx.ir.op(ret).loc;
    let (d0, s0) = (ctx.affine.dim(0), ctx.affine.symbol(0));
    let two = ctx.affine.constant(2);
    let d0x2 = ctx.affine.mul(d0, two);
    let load_map = ctx.affine.map(1, 0, &[d0x2]);
    let cond = ctx.affine.set(1, 1, &[d0], &[false]);
    let f32t = ctx.f32_type();
    let lb = ctx.affine.constant_map(0);
    let ub = ctx.affine.constant_map(10);
    let for_op = builders::build_for_with_body(
        &mut ctx,
        lb,
        &[],
        ub,
        &[],
        1,
        &[x],
        loc,
        InsertPoint::Before(par),
        |ctx, body| {
            let ip = InsertPoint::BlockEnd(body.block);
            let load = builders::build_load(ctx, mem, load_map, &[body.iv], body.loc, ip);
            let v = ctx.ir.result(load, 0);
            let acc = body.iter_args[0];
            let if_op = builders::build_if_with_bodies(
                ctx,
                cond,
                &[body.iv, n],
                &[f32t],
                body.loc,
                ip,
                &mut |_, _| vec![v],
                Some(&mut |_, _| vec![acc]),
            );
            let r = ctx.ir.result(if_op, 0);
            let id = ctx.affine.multi_dim_identity_map(1);
            builders::build_store(ctx, r, mem, id, &[body.iv], body.loc, ip);
            vec![r]
        },
    );
    // Start from `%y` instead of `%x`, then change the bounds and step.
    let mut f = AffineForMut::get(&mut ctx, for_op).expect("for");
    f.set_inits(&[y]);
    let lb_expr = f.ctx().affine.add(d0, s0);
    let lb = f.ctx().affine.map(1, 1, &[lb_expr]);
    f.set_lower_bound(lb, &[n, n]);
    let eight = f.ctx().affine.constant(8);
    let ub_expr = f.ctx().affine.add(s0, eight);
    let ub = f.ctx().affine.map(0, 1, &[ub_expr]);
    f.set_upper_bound(ub, &[n]);
    f.set_step(3);
    assert_eq!(f.view().expect("for").step, 3);
    assert_eq!(f.view().expect("for").inits, &[y]);
    let loop_result = ctx.ir.result(for_op, 0);
    ctx.ir.set_operand(ret, 0, loop_result);
    // The condition was over (iv)[n] with `d0 >= 0`: make it `d0 - s0 >= 0`.
    let if_op = ops_named(&ctx, m, "affine.if")[0];
    let d0ms0 = ctx.affine.sub(d0, s0);
    let new_cond = ctx.affine.set(1, 1, &[d0ms0], &[false]);
    let if_operands = AffineIfView::get(&ctx, if_op).expect("if").operands.to_vec();
    AffineIfMut::get(&mut ctx, if_op).expect("if").set_conditional(new_cond, &if_operands);
    // The store went to [iv]: move it to [iv + 1].
    let store = ops_named(&ctx, m, "affine.store")[0];
    let one = ctx.affine.constant(1);
    let d0p1 = ctx.affine.add(d0, one);
    let store_map = ctx.affine.map(1, 0, &[d0p1]);
    let mut s = AffineAccessMut::get(&mut ctx, store).expect("store");
    let iv = s.view().expect("store").map_operands[0];
    s.set_map_and_indices(store_map, &[iv]);
    // The parallel loop: new steps and a max lower bound on the second loop.
    // All bound maps of one side range over the same inputs.
    let c0 = ctx.affine.constant(0);
    let zero = ctx.affine.map(0, 1, &[c0]);
    let lb2_exprs = [s0, ctx.affine.constant(1)];
    let lb2 = ctx.affine.map(0, 1, &lb2_exprs);
    let (ub1, ub2) = (ctx.affine.constant_map(10), ctx.affine.constant_map(20));
    let mut p = AffineParallelMut::get(&mut ctx, par).expect("parallel");
    p.set_steps(&[2, 5]);
    p.set_lower_bounds(&[zero, lb2], &[n]);
    p.set_upper_bounds(&[ub1, ub2], &[]);
    assert_eq!(p.view().expect("parallel").steps, vec![2, 5]);

    let fv = AffineForView::get(&ctx, for_op).expect("for");
    assert_eq!(fv.yielded_values(&ctx), ctx.ir.results(if_op));
    let iv_ = AffineIfView::get(&ctx, if_op).expect("if");
    assert_eq!(iv_.then_yielded_values(&ctx).len(), 1);
    assert_eq!(iv_.else_yielded_values(&ctx), &[fv.iter_args[0]]);
    if let Err(d) = affine_ir::verify::verify(&ctx, m) {
        panic!("verify: {}", d.message);
    }
    assert_eq!(print_op(&ctx, m, &PrintOptions::default()), EXPECTED);
}
