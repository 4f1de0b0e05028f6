//! Unit tests of the dependence analysis against results established by
//! running `mlir-opt -test-memref-dependence-check` on the same inputs.

use affine_ir::ir::WalkOrder;
use affine_ir::{Context, OpId, ParseOptions, parse_source};

use crate::access::MemRefAccess;
use crate::dependence::{
    AliasMode, DependenceOptions, DependenceResult, check_memref_access_dependence,
    check_memref_access_dependence_with, check_with_details, common_surrounding_loops,
};

pub(crate) fn parse(ctx: &mut Context, text: &str) -> OpId {
    parse_source(ctx, text, "t.mlir", &ParseOptions::default()).expect("test input parses")
}

pub(crate) fn accesses(ctx: &Context, root: OpId) -> Vec<MemRefAccess> {
    ctx.ir.walk(root, WalkOrder::PreOrder).into_iter().filter_map(|o| MemRefAccess::from_op(ctx, o)).collect()
}

/// `dependence from i to j at depth d` strings as the test pass prints them.
fn dep_str(ctx: &mut Context, src: &MemRefAccess, dst: &MemRefAccess, depth: usize) -> String {
    let ncl = common_surrounding_loops(ctx, src.op, dst.op);
    let (r, comps) = check_memref_access_dependence(ctx, src, dst, depth, true);
    match r {
        DependenceResult::Failure(_) => "failure".into(),
        DependenceResult::NoDependence => "false".into(),
        DependenceResult::HasDependence if comps.is_empty() || depth > ncl => "true".into(),
        DependenceResult::HasDependence => comps
            .iter()
            .map(|c| {
                let lb = c.lb.map_or("-inf".to_string(), |v| v.to_string());
                let ub = c.ub.map_or("+inf".to_string(), |v| v.to_string());
                format!("[{lb}, {ub}]")
            })
            .collect(),
    }
}

pub(crate) const SEED: &str = "func.func @kernel() {
  %0 = memref.alloc() : memref<10x10xf32>
  %cst = arith.constant 7.000000e+00 : f32
  affine.for %arg0 = 0 to 9 {
    affine.for %arg1 = 0 to 9 {
      %1 = affine.apply affine_map<(d0, d1) -> (d0)>(%arg0, %arg1)
      %2 = affine.apply affine_map<(d0, d1) -> (d1)>(%arg0, %arg1)
      affine.store %cst, %0[%1, %2] : memref<10x10xf32>
      %3 = affine.apply affine_map<(d0, d1) -> (d0 - 2)>(%arg0, %arg1)
      %4 = affine.apply affine_map<(d0, d1) -> (d1)>(%arg0, %arg1)
      %5 = affine.load %0[%3, %4] : memref<10x10xf32>
    }
  }
  return
}
";

#[test]
fn seed_walkthrough_distance_two() {
    let mut ctx = affine_dialects::new_context();
    let m = parse(&mut ctx, SEED);
    let a = accesses(&ctx, m);
    assert_eq!(dep_str(&mut ctx, &a[0], &a[1], 1), "[2, 2][0, 0]");
    assert_eq!(dep_str(&mut ctx, &a[0], &a[1], 2), "false");
    assert_eq!(dep_str(&mut ctx, &a[0], &a[1], 3), "false");
    assert_eq!(dep_str(&mut ctx, &a[1], &a[0], 1), "false");
    assert_eq!(dep_str(&mut ctx, &a[0], &a[0], 1), "false");
}

#[test]
fn seed_walkthrough_polyhedron_rows() {
    let mut ctx = affine_dialects::new_context();
    let m = parse(&mut ctx, SEED);
    let a = accesses(&ctx, m);
    let d = check_with_details(&mut ctx, &a[0], &a[1], 1, true, DependenceOptions::default(), true);
    let names: Vec<&str> = d.steps.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names[..4], ["srcRel", "dstRel", "dstRel.inverse()", "dstRel.compose(srcRel)"]);
    // srcRel: 2 access equalities and 4 bound inequalities, as MLIR dumps.
    let src = &d.steps[0].1;
    assert_eq!((src.num_equalities(), src.num_inequalities()), (2, 4));
    assert_eq!(src.dump_flat().lines().nth(3).map(str::trim), Some("1 0 -1 0 0 = 0"));
    let dst = &d.steps[1].1;
    assert_eq!(dst.dump_flat().lines().nth(3).map(str::trim), Some("1 0 -1 0 -2 = 0"));
}

const NEST: &str = "func.func @f(%n: index) {
  %m = memref.alloc() : memref<100x100xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n step 2 {
      affine.store %c, %m[%i, %j] : memref<100x100xf32>
      %v = affine.load %m[%i - 1, %j + 2] : memref<100x100xf32>
      %w = affine.load %m[%i, %j floordiv 2] : memref<100x100xf32>
    }
  }
  return
}
";

#[test]
fn symbolic_bounds_steps_and_floordiv() {
    // Expected strings from mlir-opt 22 on the same input.
    let mut ctx = affine_dialects::new_context();
    let m = parse(&mut ctx, NEST);
    let a = accesses(&ctx, m);
    assert_eq!(dep_str(&mut ctx, &a[0], &a[1], 1), "[1, 1][-2, -2]");
    assert_eq!(dep_str(&mut ctx, &a[0], &a[1], 2), "false");
    assert_eq!(dep_str(&mut ctx, &a[0], &a[2], 1), "false");
    assert_eq!(dep_str(&mut ctx, &a[0], &a[2], 2), "[0, 0][2, +inf]");
    assert_eq!(dep_str(&mut ctx, &a[0], &a[2], 3), "true");
    assert_eq!(dep_str(&mut ctx, &a[0], &a[0], 1), "false");
    // Loads never depend on each other unless RAR is requested.
    assert_eq!(dep_str(&mut ctx, &a[1], &a[2], 1), "false");
    let (r, _) = check_memref_access_dependence_with(
        &mut ctx,
        &a[2],
        &a[1],
        1,
        false,
        DependenceOptions { allow_rar: true, alias_mode: AliasMode::ValueIdentity, ..Default::default() },
    );
    assert_eq!(r, DependenceResult::HasDependence);
}

#[test]
fn semi_affine_is_a_failure_not_independence() {
    let mut ctx = affine_dialects::new_context();
    let text = "func.func @f(%n: index) {
  %m = memref.alloc() : memref<100xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%n]
    affine.store %c, %m[%a] : memref<100xf32>
  }
  return
}
";
    let m = parse(&mut ctx, text);
    let a = accesses(&ctx, m);
    let (r, _) = check_memref_access_dependence(&mut ctx, &a[0], &a[0], 1, true);
    assert!(matches!(r, DependenceResult::Failure(_)));
}

#[test]
fn aliasing_views_are_dependent_when_alias_aware() {
    let mut ctx = affine_dialects::new_context();
    let text = "func.func @f(%a: memref<100xf32>) {
  %c = arith.constant 1.0 : f32
  %v = memref.cast %a : memref<100xf32> to memref<?xf32>
  affine.for %i = 0 to 10 {
    affine.store %c, %a[%i] : memref<100xf32>
    %x = affine.load %v[%i] : memref<?xf32>
  }
  return
}
";
    let m = parse(&mut ctx, text);
    let a = accesses(&ctx, m);
    // MLIR compares memref values only: no dependence.
    assert_eq!(dep_str(&mut ctx, &a[0], &a[1], 1), "false");
    let (r, _) = check_memref_access_dependence_with(
        &mut ctx,
        &a[0],
        &a[1],
        1,
        true,
        DependenceOptions { allow_rar: false, alias_mode: AliasMode::Views, ..Default::default() },
    );
    // A cast is an identity view: the polyhedral check runs on the root.
    assert_eq!(r, DependenceResult::NoDependence);
    let (r, comps) = check_memref_access_dependence_with(
        &mut ctx,
        &a[0],
        &a[1],
        2,
        true,
        DependenceOptions { allow_rar: false, alias_mode: AliasMode::Views, ..Default::default() },
    );
    assert_eq!(r, DependenceResult::HasDependence);
    assert_eq!(comps.len(), 1);
    assert_eq!((comps[0].lb, comps[0].ub), (Some(0), Some(0)));
}

const SEED2: &str = "func.func @kernel() {
  %0 = memref.alloc() : memref<10x10xf32>
  %cst = arith.constant 7.000000e+00 : f32
  affine.for %i0 = 0 to 10 {
    affine.for %i1 = 0 to 7 {
      affine.store %cst, %0[%i0 + 3 * %i1, 4 * %i0 + 5 * %i1] : memref<10x10xf32>
      %a = affine.load %0[%i0 + %i1, %i0 + 2 * %i1 + 3] : memref<10x10xf32>
    }
  }
  return
}
";

#[test]
fn exact_emptiness_is_more_precise_than_mlir() {
    let mut ctx = affine_dialects::new_context();
    let m = parse(&mut ctx, SEED2);
    let a = accesses(&ctx, m);
    assert_eq!(dep_str(&mut ctx, &a[0], &a[1], 1), "[1, 7][-1, 3]");
    // Rationally feasible, integer infeasible: mlir-opt prints [0, 0][2, 4].
    assert_eq!(dep_str(&mut ctx, &a[0], &a[1], 2), "false");
    let opts = DependenceOptions { precision: crate::dependence::Precision::Mlir, ..Default::default() };
    let (r, comps) = check_memref_access_dependence_with(&mut ctx, &a[0], &a[1], 2, true, opts);
    assert_eq!(r, DependenceResult::HasDependence);
    let got: Vec<(Option<i64>, Option<i64>)> = comps.iter().map(|c| (c.lb, c.ub)).collect();
    assert_eq!(got, [(Some(0), Some(0)), (Some(2), Some(4))]);
}

/// An access rewritten in place (a private buffer's subscripts replacing
/// the old ones, as fusion does) keeps its op id: the relation cache must
/// be told, or it answers for the old subscripts.
#[test]
fn relation_cache_forgets_rewritten_accesses() {
    use crate::dependence::{RelationCache, check_with_details_cached};
    use crate::loop_nest::mlir_precision;
    let mut ctx = affine_dialects::new_context();
    let module = parse(
        &mut ctx,
        "func.func @f(%a: memref<8xf32>, %v: f32) {
  affine.for %i = 0 to 8 {
    affine.store %v, %a[%i] : memref<8xf32>
    %x = affine.load %a[%i] : memref<8xf32>
  }
  return
}",
    );
    let mut cache = RelationCache::default();
    let check = |ctx: &mut Context, cache: &mut RelationCache| {
        let acc = accesses(ctx, module);
        check_with_details_cached(ctx, &acc[0], &acc[1], 1, false, mlir_precision(), false, cache).result
    };
    // Same element only in the same iteration: nothing carried by %i.
    assert!(matches!(check(&mut ctx, &mut cache), DependenceResult::NoDependence));
    // Both accesses now touch element 0 in every iteration.
    let zero = ctx.affine.constant(0);
    let map = ctx.affine.map(0, 0, &[zero]);
    let acc = accesses(&ctx, module);
    for a in &acc {
        affine_dialects::affine::AffineAccessMut::get(&mut ctx, a.op).unwrap().set_map_and_indices(map, &[]);
    }
    for a in &acc {
        cache.forget_op(a.op);
    }
    assert!(matches!(check(&mut ctx, &mut cache), DependenceResult::HasDependence));
}

/// A cache sharing iteration domains between the accesses of one block
/// answers every pair and depth as a cache without (accesses in a loop
/// body, in the `then` and `else` blocks of an `affine.if`, and in another
/// nest; both precisions).
#[test]
fn relation_cache_with_domains_answers_as_without() {
    use crate::dependence::{RelationCache, check_with_details_cached};
    let mut ctx = affine_dialects::new_context();
    let module = parse(
        &mut ctx,
        "func.func @f(%a: memref<16x16xf32>, %v: f32, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to %n {
      affine.store %v, %a[%i, %j] : memref<16x16xf32>
      %x = affine.load %a[%j, %i] : memref<16x16xf32>
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j) {
        affine.store %x, %a[%i + 1, %j] : memref<16x16xf32>
      } else {
        %y = affine.load %a[%i, %j + 1] : memref<16x16xf32>
        affine.store %y, %a[%j, %j] : memref<16x16xf32>
      }
    }
    %z = affine.load %a[%i, 3] : memref<16x16xf32>
  }
  affine.for %k = 0 to 16 step 2 {
    affine.store %v, %a[%k floordiv 2, %k] : memref<16x16xf32>
  }
  return
}",
    );
    let acc = accesses(&ctx, module);
    assert_eq!(acc.len(), 7);
    for precision in [crate::dependence::Precision::Mlir, crate::dependence::Precision::Exact] {
        let opts = DependenceOptions { precision, ..Default::default() };
        let (mut plain, mut shared) = (RelationCache::default(), RelationCache::with_domains());
        for src in &acc {
            for dst in &acc {
                for depth in 1..=3 {
                    let a = check_with_details_cached(&mut ctx, src, dst, depth, true, opts, false, &mut plain);
                    let b = check_with_details_cached(&mut ctx, src, dst, depth, true, opts, false, &mut shared);
                    assert_eq!(a.result, b.result);
                    assert_eq!(format!("{:?}", a.components), format!("{:?}", b.components));
                }
            }
        }
    }
}
