//! Reproduces the tableaux of the memref-dependence walkthrough
//! (`FlatAffineRelation::compose` as traced with `dump()`), both the trivial
//! example and the `%i0 + 3 * %i1` one, row for row, including the
//! intermediate steps of the composition.

use presburger::{Identifier, IntegerRelation, PresburgerSpace, VarKind};

/// An access relation `[i0, i1] -> [m0, m1]` with the loop IVs carrying
/// values (identifiers) and the memory indices none.
fn access(eqs: &[&[i64]], ineqs: &[&[i64]]) -> IntegerRelation {
    let mut r = IntegerRelation::from_i64_rows(PresburgerSpace::relation(2, 2, 0, 0), eqs, ineqs);
    r.set_id(VarKind::Domain, 0, Some(Identifier::Name("%i0".into())));
    r.set_id(VarKind::Domain, 1, Some(Identifier::Name("%i1".into())));
    r
}

/// Compares a dump with the expected text, ignoring nothing: exact lines.
fn check(got: &str, expected: &str) {
    let exp: Vec<&str> = expected.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let got_lines: Vec<&str> = got.lines().collect();
    assert_eq!(got_lines, exp, "\n--- got ---\n{got}--- expected ---\n{expected}");
}

#[test]
fn trivial_example() {
    let src = access(
        &[&[1, 0, -1, 0, 0], &[0, 1, 0, -1, 0]],
        &[&[1, 0, 0, 0, 0], &[-1, 0, 0, 0, 8], &[0, 1, 0, 0, 0], &[0, -1, 0, 0, 8]],
    );
    let mut dst = access(
        &[&[1, 0, -1, 0, -2], &[0, 1, 0, -1, 0]],
        &[&[1, 0, 0, 0, 0], &[-1, 0, 0, 0, 8], &[0, 1, 0, 0, 0], &[0, -1, 0, 0, 8]],
    );
    check(
        &src.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 0
         6 constraints
         (Value Value None None const)
         1 0 -1 0 0 = 0
         0 1 0 -1 0 = 0
         1 0 0 0 0 >= 0
         -1 0 0 0 8 >= 0
         0 1 0 0 0 >= 0
         0 -1 0 0 8 >= 0",
    );
    check(
        &dst.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 0
         6 constraints
         (Value Value None None const)
         1 0 -1 0 -2 = 0
         0 1 0 -1 0 = 0
         1 0 0 0 0 >= 0
         -1 0 0 0 8 >= 0
         0 1 0 0 0 >= 0
         0 -1 0 0 8 >= 0",
    );
    // srcDomain / dstDomain: range vars become locals.
    check(
        &src.domain_set().dump(),
        "Domain: 0, Range: 2, Symbols: 0, Locals: 2
         6 constraints
         (Value Value Local Local const)
         1 0 -1 0 0 = 0
         0 1 0 -1 0 = 0
         1 0 0 0 0 >= 0
         -1 0 0 0 8 >= 0
         0 1 0 0 0 >= 0
         0 -1 0 0 8 >= 0",
    );
    check(
        &dst.domain_set().dump(),
        "Domain: 0, Range: 2, Symbols: 0, Locals: 2
         6 constraints
         (Value Value Local Local const)
         1 0 -1 0 -2 = 0
         0 1 0 -1 0 = 0
         1 0 0 0 0 >= 0
         -1 0 0 0 8 >= 0
         0 1 0 0 0 >= 0
         0 -1 0 0 8 >= 0",
    );
    dst.inverse();
    check(
        &dst.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 0
         6 constraints
         (None None Value Value const)
         -1 0 1 0 -2 = 0
         0 -1 0 1 0 = 0
         0 0 1 0 0 >= 0
         0 0 -1 0 8 >= 0
         0 0 0 1 0 >= 0
         0 0 0 -1 8 >= 0",
    );
    dst.compose(&src);
    check(
        &dst.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 0
         10 constraints
         (Value Value Value Value const)
         -1 0 1 0 -2 = 0
         0 -1 0 1 0 = 0
         1 0 0 0 0 >= 0
         -1 0 0 0 8 >= 0
         0 1 0 0 0 >= 0
         0 -1 0 0 8 >= 0
         0 0 1 0 0 >= 0
         0 0 -1 0 8 >= 0
         0 0 0 1 0 >= 0
         0 0 0 -1 8 >= 0",
    );
    assert_eq!(dst.num_domain_vars(), 2);
    assert_eq!(dst.num_range_vars(), 2);
}

fn nontrivial() -> (IntegerRelation, IntegerRelation) {
    let ineqs: &[&[i64]] = &[&[1, 0, 0, 0, 0], &[-1, 0, 0, 0, 9], &[0, 1, 0, 0, 0], &[0, -1, 0, 0, 6]];
    let src = access(&[&[1, 1, -1, 0, 0], &[1, 2, 0, -1, 3]], ineqs);
    let dst = access(&[&[1, 3, -1, 0, 0], &[4, 5, 0, -1, 0]], ineqs);
    (src, dst)
}

const NONTRIVIAL_RESULT: &str = "Domain: 0, Range: 4, Symbols: 0, Locals: 0
    10 constraints
    (Value Value Value Value const)
    -1 -1 1 3 0 = 0
    -1 -2 4 5 -3 = 0
    1 0 0 0 0 >= 0
    -1 0 0 0 9 >= 0
    0 1 0 0 0 >= 0
    0 -1 0 0 6 >= 0
    0 0 1 0 0 >= 0
    0 0 -1 0 9 >= 0
    0 0 0 1 0 >= 0
    0 0 0 -1 6 >= 0";

#[test]
fn nontrivial_example_compose() {
    let (src, mut dst) = nontrivial();
    check(
        &src.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 0
         6 constraints
         (Value Value None None const)
         1 1 -1 0 0 = 0
         1 2 0 -1 3 = 0
         1 0 0 0 0 >= 0
         -1 0 0 0 9 >= 0
         0 1 0 0 0 >= 0
         0 -1 0 0 6 >= 0",
    );
    dst.inverse();
    dst.compose(&src);
    check(&dst.dump_flat(), NONTRIVIAL_RESULT);
}

/// The walkthrough's step-by-step trace, replayed with the public
/// primitives `compose` is built from (`self` = inverted dstRel, `rel` =
/// copy of srcRel).
#[test]
fn nontrivial_example_steps() {
    let (src_orig, mut dst) = nontrivial();
    dst.inverse();
    let mut src = src_orig.clone();
    let remove_dims = src.num_range_vars();
    src.append_var(VarKind::Range, dst.num_range_vars());
    check(
        &src.dump_flat(),
        "Domain: 0, Range: 6, Symbols: 0, Locals: 0
         6 constraints
         (Value Value None None None None const)
         1 1 -1 0 0 0 0 = 0
         1 2 0 -1 0 0 3 = 0
         1 0 0 0 0 0 0 >= 0
         -1 0 0 0 0 0 9 >= 0
         0 1 0 0 0 0 0 >= 0
         0 -1 0 0 0 0 6 >= 0",
    );
    dst.insert_var(VarKind::Domain, 0, src.num_domain_vars());
    let dst_after_insert = "Domain: 0, Range: 6, Symbols: 0, Locals: 0
         6 constraints
         (None None None None Value Value const)
         0 0 -1 0 1 3 0 = 0
         0 0 0 -1 4 5 0 = 0
         0 0 0 0 1 0 0 >= 0
         0 0 0 0 -1 0 9 >= 0
         0 0 0 0 0 1 0 >= 0
         0 0 0 0 0 -1 6 >= 0";
    check(&dst.dump_flat(), dst_after_insert);
    let src_before_merge = src.dump_flat();
    dst.merge_and_align_symbols(&mut src);
    dst.merge_local_vars(&mut src);
    // No symbols or locals: nothing changes.
    check(&dst.dump_flat(), dst_after_insert);
    assert_eq!(src.dump_flat(), src_before_merge);

    src.convert_to_local(VarKind::Range, 0, remove_dims);
    check(
        &src.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 2
         6 constraints
         (Value Value None None Local Local const)
         1 1 0 0 -1 0 0 = 0
         1 2 0 0 0 -1 3 = 0
         1 0 0 0 0 0 0 >= 0
         -1 0 0 0 0 0 9 >= 0
         0 1 0 0 0 0 0 >= 0
         0 -1 0 0 0 0 6 >= 0",
    );
    let nd = dst.num_domain_vars();
    dst.convert_to_local(VarKind::Domain, nd - remove_dims, nd);
    check(
        &dst.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 2
         6 constraints
         (None None Value Value Local Local const)
         0 0 1 3 -1 0 0 = 0
         0 0 4 5 0 -1 0 = 0
         0 0 1 0 0 0 0 >= 0
         0 0 -1 0 0 0 9 >= 0
         0 0 0 1 0 0 0 >= 0
         0 0 0 -1 0 0 6 >= 0",
    );
    // Match identifiers (domain of src -> dst, range of dst -> src).
    for i in 0..src.num_domain_vars() {
        let id = src.space().id(VarKind::Domain, i).cloned();
        dst.set_id(VarKind::Domain, i, id);
    }
    for i in 0..dst.num_range_vars() {
        let id = dst.space().id(VarKind::Range, i).cloned();
        src.set_id(VarKind::Range, i, id);
    }
    check(
        &src.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 2
         6 constraints
         (Value Value Value Value Local Local const)
         1 1 0 0 -1 0 0 = 0
         1 2 0 0 0 -1 3 = 0
         1 0 0 0 0 0 0 >= 0
         -1 0 0 0 0 0 9 >= 0
         0 1 0 0 0 0 0 >= 0
         0 -1 0 0 0 0 6 >= 0",
    );
    check(
        &dst.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 2
         6 constraints
         (Value Value Value Value Local Local const)
         0 0 1 3 -1 0 0 = 0
         0 0 4 5 0 -1 0 = 0
         0 0 1 0 0 0 0 >= 0
         0 0 -1 0 0 0 9 >= 0
         0 0 0 1 0 0 0 >= 0
         0 0 0 -1 0 0 6 >= 0",
    );
    src.append(&dst);
    check(
        &src.dump_flat(),
        "Domain: 0, Range: 4, Symbols: 0, Locals: 2
         12 constraints
         (Value Value Value Value Local Local const)
         1 1 0 0 -1 0 0 = 0
         1 2 0 0 0 -1 3 = 0
         0 0 1 3 -1 0 0 = 0
         0 0 4 5 0 -1 0 = 0
         1 0 0 0 0 0 0 >= 0
         -1 0 0 0 0 0 9 >= 0
         0 1 0 0 0 0 0 >= 0
         0 -1 0 0 0 0 6 >= 0
         0 0 1 0 0 0 0 >= 0
         0 0 -1 0 0 0 9 >= 0
         0 0 0 1 0 0 0 >= 0
         0 0 0 -1 0 0 6 >= 0",
    );
    src.remove_redundant_local_vars();
    check(&src.dump_flat(), NONTRIVIAL_RESULT);

    // The one-call `compose` gives the same relation.
    let (_, mut dst2) = nontrivial();
    dst2.inverse();
    dst2.compose(&src_orig);
    assert_eq!(dst2, src);
}

/// `apply_range` is MLIR's `IntegerRelation::compose` order (self first).
#[test]
fn apply_range_is_reverse_compose() {
    let (src, mut dst) = nontrivial();
    dst.inverse();
    let mut a = src.clone();
    a.apply_range(&dst);
    let mut b = dst.clone();
    b.compose(&src);
    assert_eq!(a.dump_flat(), b.dump_flat());
}

/// The walkthrough's final "Dependence polyhedron" for the trivial example:
/// after composing, add the depth-1 ordering constraint `i' >= i + 1`,
/// introduce distance variables `d_k = i'_k - i_k` in front (as MLIR's
/// `computeDirectionVector`) and project everything else out.
#[test]
fn trivial_example_dependence_polyhedron() {
    let ineqs: &[&[i64]] = &[&[1, 0, 0, 0, 0], &[-1, 0, 0, 0, 8], &[0, 1, 0, 0, 0], &[0, -1, 0, 0, 8]];
    let src = access(&[&[1, 0, -1, 0, 0], &[0, 1, 0, -1, 0]], ineqs);
    let mut dep = access(&[&[1, 0, -1, 0, -2], &[0, 1, 0, -1, 0]], ineqs);
    dep.inverse();
    dep.compose(&src);
    // As a set over [i0, i1, i0', i1'] (MLIR's dependence domain is a set).
    let n = dep.num_domain_vars();
    dep.convert_var_kind(VarKind::Domain, 0, n, VarKind::Range, 0);
    // Depth 1: i0' >= i0 + 1.
    dep.add_inequality(&[-1, 0, 1, 0, -1].map(presburger::Int::from));
    let num_to_eliminate = dep.num_vars();
    dep.insert_var(VarKind::Range, 0, 2);
    for j in 0..2 {
        let mut eq = vec![presburger::Int::ZERO; dep.num_cols()];
        eq[j] = 1.into();
        eq[j + 2] = 1.into();
        eq[j + 4] = (-1).into();
        dep.add_equality(&eq);
    }
    dep.project_out(2, num_to_eliminate);
    check(
        &dep.dump_with_has_value(&[false, false]),
        "Domain: 0, Range: 2, Symbols: 0, Locals: 0
         2 constraints
         (None None const)
         1 0 -2 = 0
         0 1 0 = 0",
    );
    assert_eq!(dep.constant_bound(0, presburger::BoundType::EQ), Some(presburger::Int::from(2)));
    assert_eq!(dep.constant_bound(1, presburger::BoundType::EQ), Some(presburger::Int::ZERO));
}

/// Distance bounds `[lb, ub]` per common loop after composing `src`/`dst`,
/// adding the depth-`depth` ordering constraints and projecting onto the
/// distance variables (MLIR's `computeDirectionVector`).
fn direction_vector(src: &IntegerRelation, dst: &IntegerRelation, depth: usize) -> Vec<(Option<i64>, Option<i64>)> {
    use presburger::{BoundType, Int};
    let mut dep = dst.clone();
    dep.inverse();
    dep.compose(src);
    let n = dep.num_domain_vars();
    dep.convert_var_kind(VarKind::Domain, 0, n, VarKind::Range, 0);
    let nl = n; // common loops = src dims
    for k in 0..depth {
        let mut row = vec![Int::ZERO; dep.num_cols()];
        row[k] = (-1).into();
        row[nl + k] = 1.into();
        let last = row.len() - 1;
        if k + 1 == depth {
            row[last] = (-1).into();
            dep.add_inequality(&row);
        } else {
            dep.add_equality(&row);
        }
    }
    let num = dep.num_vars();
    dep.insert_var(VarKind::Range, 0, nl);
    for j in 0..nl {
        let mut eq = vec![Int::ZERO; dep.num_cols()];
        eq[j] = 1.into();
        eq[j + nl] = 1.into();
        eq[j + 2 * nl] = (-1).into();
        dep.add_equality(&eq);
    }
    dep.project_out(nl, num);
    (0..nl)
        .map(|j| {
            (
                dep.constant_bound(j, BoundType::LB).and_then(|v| v.to_i64()),
                dep.constant_bound(j, BoundType::UB).and_then(|v| v.to_i64()),
            )
        })
        .collect()
}

/// The walkthrough's direction vectors: `[2, 2], [0, 0]` for the trivial
/// nest and `[1, 7], [-1, 3]` for the non-trivial one (store to load, depth 1).
#[test]
fn walkthrough_direction_vectors() {
    let ineqs: &[&[i64]] = &[&[1, 0, 0, 0, 0], &[-1, 0, 0, 0, 8], &[0, 1, 0, 0, 0], &[0, -1, 0, 0, 8]];
    let store = access(&[&[1, 0, -1, 0, 0], &[0, 1, 0, -1, 0]], ineqs);
    let load = access(&[&[1, 0, -1, 0, -2], &[0, 1, 0, -1, 0]], ineqs);
    assert_eq!(direction_vector(&store, &load, 1), vec![(Some(2), Some(2)), (Some(0), Some(0))]);
    let (load2, store2) = nontrivial();
    let dv = direction_vector(&store2, &load2, 1);
    assert_eq!(dv, vec![(Some(1), Some(7)), (Some(-1), Some(3))]);
}
