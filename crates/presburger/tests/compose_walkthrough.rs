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
