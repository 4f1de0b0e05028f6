//! Tests of the rewrite engine through its public API, as a pass uses it.

use affine_ir::ir::{OpState, WalkOrder};
use affine_ir::rewrite::{NoListener, PatternRewriter, RewritePatternSet};
use affine_ir::{Context, OpId, PrintOptions, parse_source, print_op};

use super::*;

fn parse(src: &str) -> (Context, OpId) {
    let mut ctx = affine_dialects::new_context();
    let m = parse_source(&mut ctx, src, "t.mlir", &Default::default()).expect("parses");
    (ctx, m)
}

fn body(ctx: &Context, m: OpId) -> String {
    print_op(ctx, m, &PrintOptions::default())
}

/// `arith.muli %x, %x` -> `arith.addi %x, %x` would be wrong; this pattern
/// rewrites `arith.muli %x, %c2` into `arith.addi %x, %x`.
fn mul_by_two(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = rw.ctx.ir.operands(op).to_vec();
    let two = constant_value(rw.ctx, ops[1]).and_then(|a| rw.ctx.attr_int(a));
    if two != Some(2) {
        return false;
    }
    let name = rw.ctx.op_name("arith.addi");
    let mut st = OpState::new(name, rw.ctx.ir.op(op).loc);
    st.operands = vec![ops[0], ops[0]];
    st.result_types.push(rw.ctx.ir.value_type(ops[0]));
    rw.replace_op_with_new(op, st);
    true
}

const INPUT: &str = "func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %c1b = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %z = arith.muli %y, %c2 : i32
  %w = arith.addi %c1b, %c1 : i32
  %r = arith.muli %z, %w : i32
  return %r : i32
}";

#[test]
fn greedy_driver_folds_rewrites_and_hoists_constants() {
    let (mut ctx, m) = parse(INPUT);
    let mut set = RewritePatternSet::new();
    set.add_fn("MulByTwo", "arith.muli", mul_by_two);
    let patterns = FrozenPatterns::from_set(set);
    let config = GreedyConfig { top_down: true, ..GreedyConfig::default() };
    let outcome = apply_patterns_greedily(&mut ctx, m, &patterns, config);
    assert!(outcome.converged && outcome.changed);
    let text = body(&ctx, m);
    // `%w` folds to 2 (a constant before its use, hoisted by the next
    // iteration), then `%r = muli %z, 2` becomes an add; the duplicate 1 is
    // merged into the first.
    assert_eq!(
        text,
        "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %c1_i32 = arith.constant 1 : i32\n    \
         %0 = arith.addi %arg0, %c1_i32 : i32\n    %1 = arith.addi %0, %0 : i32\n    \
         %2 = arith.addi %1, %1 : i32\n    return %2 : i32\n  }\n}\n"
    );
}

#[test]
fn op_driver_in_strict_mode_touches_only_the_given_ops() {
    let (mut ctx, m) = parse(INPUT);
    let muls: Vec<OpId> = ctx
        .ir
        .walk(m, WalkOrder::PreOrder)
        .into_iter()
        .filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "arith.muli")
        .collect();
    let mut set = RewritePatternSet::new();
    set.add_fn("MulByTwo", "arith.muli", mul_by_two);
    let patterns = FrozenPatterns::from_set(set);
    let config = GreedyConfig { strictness: Strictness::ExistingOps, ..Default::default() };
    let outcome = apply_op_patterns(&mut ctx, &muls[..1], &patterns, config);
    assert!(outcome.converged && outcome.changed && outcome.all_erased);
    let text = body(&ctx, m);
    // Only `%z` was rewritten: `%w` is not folded, `%r` is untouched and
    // the constant 2 `%z` used stays (it was not in the list).
    assert!(text.contains("%1 = arith.addi %0, %0 : i32"), "{text}");
    assert!(text.contains("%2 = arith.addi %c1_i32_0, %c1_i32 : i32"), "{text}");
    assert!(text.contains("%3 = arith.muli %1, %2 : i32"), "{text}");
    assert!(text.contains("%c2_i32 = arith.constant 2 : i32"), "{text}");
}

#[test]
fn operation_folder_reuses_constants_at_the_region_start() {
    let (mut ctx, m) = parse(INPUT);
    let adds: Vec<OpId> = ctx
        .ir
        .walk(m, WalkOrder::PreOrder)
        .into_iter()
        .filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "arith.addi")
        .collect();
    let mut folder = OperationFolder::new();
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(&mut ctx, &mut listener);
    // `%y = addi %x, %c1` does not fold; `%w = addi 1, 1` folds to 2.
    assert_eq!(folder.try_to_fold(&mut rw, adds[0]), None);
    assert_eq!(folder.try_to_fold(&mut rw, adds[1]), Some(false));
    let func_body = rw.ctx.ir.op(adds[0]).parent.expect("in a block");
    let first = rw.ctx.ir.block(func_body).first.expect("not empty");
    assert_eq!(rw.ctx.op_name_str(rw.ctx.ir.op(first).name), "arith.constant");
    // Asking for the same constant again gives the folded one.
    let two = rw.ctx.int_attr(rw.ctx.ir.value_type(rw.ctx.ir.result(first, 0)), 2);
    let i32t = rw.ctx.int_type(32);
    let loc = rw.ctx.unknown_loc();
    let v = folder.get_or_create_constant(&mut rw, func_body, "arith", two, i32t, loc);
    assert_eq!(v, Some(rw.ctx.ir.result(first, 0)));
}

/// Functions that need different numbers of iterations (the first one
/// folds an `scf.if` on a constant whose result feeds an apply chain, the
/// second is already canonical, the third has only constants to merge).
const MODULE: &str = "func.func @a(%A: memref<16xf32>, %i: index, %s: index) -> index {
  %t = arith.constant true
  %c1 = arith.constant 1 : index
  %r = scf.if %t -> (index) {
    %x = arith.addi %i, %c1 : index
    scf.yield %x : index
  } else {
    scf.yield %i : index
  }
  %a = affine.apply affine_map<(d0) -> (d0 + 2)>(%r)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 - s0)>(%a)[%s]
  affine.for %j = 0 to 16 {
    %l = affine.load %A[%b mod 16] : memref<16xf32>
    affine.store %l, %A[%j] : memref<16xf32>
  }
  %dead = arith.muli %b, %c1 : index
  return %b : index
}
func.func @b(%x: i32) -> i32 {
  return %x : i32
}
func.func @c(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %y = arith.addi %x, %c2 : i32
  %c2b = arith.constant 2 : i32
  %z = arith.addi %y, %c2b : i32
  return %z : i32
}";

/// A module of functions is rewritten one function at a time (each to its
/// own fixed point); the result must be exactly that of MLIR's run over the
/// whole module, which a rewrite limit (counted over the whole module)
/// forces.
#[test]
fn module_of_functions_rewritten_per_function_as_a_whole() {
    for top_down in [true, false] {
        let config = GreedyConfig { top_down, ..GreedyConfig::default() };
        let whole_config = GreedyConfig { max_num_rewrites: i64::MAX, ..config };
        let (mut split_ctx, split_m) = parse(MODULE);
        let (mut whole_ctx, whole_m) = parse(MODULE);
        let split_patterns = FrozenPatterns::from_set(canonicalization_patterns(&split_ctx));
        let whole_patterns = FrozenPatterns::from_set(canonicalization_patterns(&whole_ctx));
        let region = split_ctx.ir.regions(split_m)[0];
        assert_eq!(driver::isolated_parts(&split_ctx, region, &split_patterns, &config).map(|p| p.len()), Some(3));
        let whole_region = whole_ctx.ir.regions(whole_m)[0];
        assert!(driver::isolated_parts(&whole_ctx, whole_region, &whole_patterns, &whole_config).is_none());
        let split = apply_patterns_greedily(&mut split_ctx, split_m, &split_patterns, config);
        let whole = apply_patterns_greedily(&mut whole_ctx, whole_m, &whole_patterns, whole_config);
        assert_eq!(split, whole);
        assert!(split.converged && split.changed);
        assert_eq!(body(&split_ctx, split_m), body(&whole_ctx, whole_m));
    }
}

/// A top-level op that is not isolated from above (here a constant in the
/// module body) keeps the rewrite over the whole region.
#[test]
fn module_with_non_isolated_top_level_op_is_not_split() {
    let (ctx, m) = parse("%c = arith.constant 1 : i32\nfunc.func @b(%x: i32) -> i32 {\n  return %x : i32\n}");
    let patterns = FrozenPatterns::from_set(canonicalization_patterns(&ctx));
    let region = ctx.ir.regions(m)[0];
    assert!(driver::isolated_parts(&ctx, region, &patterns, &GreedyConfig::default()).is_none());
}

/// A function with an unreachable block, a dead op, and dead block
/// arguments whose feeding values are only used by the branch (so they die
/// with the arguments), plus a constant inside a loop that seeding hoists.
const CFG: &str = "func.func @g(%x: i32, %c: i1, %A: memref<4xi32>) -> i32 {
  %a = arith.addi %x, %x : i32
  %dead = arith.muli %a, %a : i32
  cf.cond_br %c, ^bb1(%a, %dead : i32, i32), ^bb2
^bb1(%p: i32, %q: i32):
  %u = arith.addi %q, %q : i32
  affine.for %i = 0 to 4 {
    %k = arith.constant 7 : i32
    affine.store %k, %A[%i] : memref<4xi32>
  }
  cf.br ^bb2
^bb2:
  return %x : i32
^bb3:
  return %a : i32
}";

/// The greedy driver skips the region simplification of an iteration in
/// which only seeding edited the IR after the previous iteration's one: that
/// is sound because a `Normal` simplification leaves a fixed point of
/// itself, and because seeding (hoisting and merging constants) keeps it.
#[test]
fn region_simplification_is_a_fixed_point_of_itself() {
    let (mut ctx, m) = parse(CFG);
    let func = ctx.ir.walk(m, WalkOrder::PreOrder)[1];
    let region = ctx.ir.regions(func)[0];
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(&mut ctx, &mut listener);
    assert!(region_simplify::simplify_regions(&mut rw, &[region], false));
    assert!(!region_simplify::simplify_regions(&mut rw, &[region], false));
    // Seeding hoists the loop's constant: still a fixed point.
    let mut folder = OperationFolder::new();
    let k = rw
        .ctx
        .ir
        .walk(func, WalkOrder::PreOrder)
        .into_iter()
        .find(|&o| rw.ctx.op_name_str(rw.ctx.ir.op(o).name) == "arith.constant")
        .expect("the loop's constant");
    let value = affine_ir::rewrite::constant_op_value(rw.ctx, k).expect("a constant");
    let before = rw.ctx.ir.edit_count();
    assert!(folder.insert_known_constant(&mut rw, k, value));
    assert!(rw.ctx.ir.edit_count() > before, "the constant moved");
    assert!(!region_simplify::simplify_regions(&mut rw, &[region], false));
    // The driver's run on the simplified function agrees.
    let (mut ctx2, m2) = parse(CFG);
    let outcome = apply_patterns_greedily(&mut ctx2, m2, &FrozenPatterns::from_set(RewritePatternSet::new()), {
        GreedyConfig { top_down: true, ..GreedyConfig::default() }
    });
    assert!(outcome.converged && outcome.changed);
    let text = body(&ctx2, m2);
    assert!(!text.contains("muli") && !text.contains("^bb3") && text.contains("arith.constant 7"), "{text}");
}
