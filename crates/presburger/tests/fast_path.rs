//! The machine-integer fast path and its exact redo.
//!
//! Public operations run over checked `i64` (the simplex: `i64`, then
//! `i128`) and redo the computation over `Int` when a coefficient
//! overflows. These tests check that the answer never depends on that:
//!
//! * systems scaled by factors near `i64::MAX` (so that the fast path
//!   overflows) have the same integer points as the unscaled ones, checked
//!   by brute force;
//! * every public operation agrees with the same algorithm run over `Int`
//!   only (`try_*` methods instantiated with `Int`), on small and on huge
//!   coefficients;
//! * the overflow really happens on those inputs (the `i64` run reports
//!   `Overflow`), so the redo path is exercised.
//!
//! `PRESBURGER_PROPTEST_CASES=N` changes the number of cases (default 300).

use presburger::coeff::exact;
use presburger::{BoundType, Int, IntegerRelation, Overflow, PresburgerSpace};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

/// Half-width of the box every system lives in.
const B: i64 = 3;

fn cases() -> u32 {
    std::env::var("PRESBURGER_PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(300)
}

fn runner(seed: u8) -> TestRunner {
    let config = Config { cases: cases(), failure_persistence: None, ..Config::default() };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]))
}

/// A system over three set dimensions inside `[-B, B]^3`: random
/// equalities and inequalities, each row multiplied by its own positive
/// factor (1, or close to `i64::MAX`), which does not change the set.
#[derive(Clone, Debug)]
struct Sys {
    eqs: Vec<(Vec<i64>, i64)>,
    ineqs: Vec<(Vec<i64>, i64)>,
}

fn row() -> impl Strategy<Value = Vec<i64>> {
    (vec(-3i64..=3, 3), -5i64..=5).prop_map(|(mut v, c)| {
        v.push(c);
        v
    })
}

/// Factors: 1 (fast path succeeds) or `2^k - small` with `k` in 40..=62.
fn factor() -> impl Strategy<Value = i64> {
    prop_oneof![Just(1i64), (40u32..=62, 0i64..1000).prop_map(|(k, d)| (1i64 << k) - d - 1)]
}

fn sys() -> impl Strategy<Value = Sys> {
    (vec((row(), factor()), 0..=1), vec((row(), factor()), 0..=3)).prop_map(|(eqs, ineqs)| Sys { eqs, ineqs })
}

impl Sys {
    /// The relation; `scaled` multiplies each row by its factor.
    fn relation(&self, scaled: bool) -> IntegerRelation {
        let mut r = IntegerRelation::new(PresburgerSpace::set(3, 0, 0));
        for v in 0..3 {
            r.add_bound(BoundType::LB, v, &Int::from(-B));
            r.add_bound(BoundType::UB, v, &Int::from(B));
        }
        let scale = |(row, k): &(Vec<i64>, i64)| -> Vec<Int> {
            let k = if scaled { Int::from(*k) } else { Int::ONE };
            row.iter().map(|&x| &Int::from(x) * &k).collect()
        };
        for e in &self.eqs {
            r.add_equality(&scale(e));
        }
        for i in &self.ineqs {
            r.add_inequality(&scale(i));
        }
        r
    }

    fn points(&self) -> Vec<[i64; 3]> {
        let base = self.relation(false);
        let mut out = Vec::new();
        for a in -B..=B {
            for b in -B..=B {
                for c in -B..=B {
                    if base.contains_point(&[a, b, c].map(Int::from)) {
                        out.push([a, b, c]);
                    }
                }
            }
        }
        out
    }
}

fn check(seed: u8, f: impl Fn(&Sys) -> Result<(), TestCaseError>) {
    if let Err(e) = runner(seed).run(&sys(), |s| f(&s)) {
        panic!("{e}");
    }
}

/// Integer emptiness, samples and exact bounds of scaled systems match
/// brute force on the unscaled ones.
#[test]
fn scaled_systems_have_the_same_points() {
    check(1, |s| {
        let pts = s.points();
        let big = s.relation(true);
        prop_assert_eq!(big.is_integer_empty(), pts.is_empty());
        if let Some(p) = big.find_integer_sample() {
            prop_assert!(big.contains_point(&p), "sample {:?} outside", p);
        }
        for v in 0..3 {
            let lo = pts.iter().map(|p| p[v]).min().map(Int::from);
            let hi = pts.iter().map(|p| p[v]).max().map(Int::from);
            prop_assert_eq!(big.constant_bound_exact(v, BoundType::LB), lo);
            prop_assert_eq!(big.constant_bound_exact(v, BoundType::UB), hi);
        }
        Ok(())
    });
}

/// Every public operation gives exactly what the same algorithm gives over
/// `Int` alone, whether or not its fast path overflowed.
#[test]
fn fast_path_answers_equal_exact_answers() {
    check(2, |s| {
        for scaled in [false, true] {
            let r = s.relation(scaled);
            prop_assert_eq!(r.is_empty_by_elimination(), exact(r.try_is_empty_by_elimination()));
            prop_assert_eq!(r.is_integer_empty(), exact(r.try_is_integer_empty()));
            for v in 0..3 {
                prop_assert_eq!(
                    r.constant_bound_with_exactness(v, BoundType::LB),
                    exact(r.try_constant_bound_with_exactness(v, BoundType::LB))
                );
                prop_assert_eq!(r.constant_bounds(v), exact(r.try_constant_bounds(v)));
            }
            let mut fast = r.clone();
            let mut slow = r.clone();
            prop_assert_eq!(fast.project_out(1, 2), exact(slow.try_project_out(1, 2)));
            prop_assert_eq!(&fast, &slow);
            let mut fast = r.clone();
            let mut slow = r.clone();
            prop_assert_eq!(fast.project_out_exact(0, 2), exact(slow.try_project_out_exact(0, 2)));
            prop_assert_eq!(&fast, &slow);
            let mut fast = r.clone();
            let mut slow = r.clone();
            prop_assert_eq!(fast.simplify(), exact(slow.try_simplify()));
            prop_assert_eq!(&fast, &slow);
            let mut fast = r.clone();
            let mut slow = r.clone();
            fast.remove_redundant_inequalities();
            exact(slow.try_remove_redundant_inequalities());
            prop_assert_eq!(&fast, &slow);
        }
        Ok(())
    });
}

/// Composition of relations with huge coefficients, through the fast path
/// and over `Int` alone.
#[test]
fn compose_fast_path_equals_exact() {
    check(3, |s| {
        let mut a = s.relation(true);
        a.convert_var_kind(presburger::VarKind::Range, 0, 1, presburger::VarKind::Domain, 0);
        let mut b = s.relation(false);
        b.convert_var_kind(presburger::VarKind::Range, 0, 2, presburger::VarKind::Domain, 0);
        // a: [x0] -> [x1, x2], b: [y0, y1] -> [y2]; b ∘ a: [x0] -> [y2].
        let mut fast = b.clone();
        fast.compose(&a);
        let mut slow = b.clone();
        exact(slow.try_compose(&a));
        prop_assert_eq!(&fast, &slow);
        Ok(())
    });
}

/// The inputs above really overflow the `i64` fast path (so the redo is
/// what the tests check), and the redo gives the exact answer.
#[test]
fn huge_coefficients_overflow_the_fast_path() {
    let k = i64::MAX - 2;
    // k x - k y >= 1 and k y - k x >= 0: empty; the elimination multiplies
    // coefficients of size k.
    let r = IntegerRelation::from_i64_rows(
        PresburgerSpace::set(2, 0, 0),
        &[],
        &[&[k, -(k - 1), -1], &[-(k - 1), k, 0], &[1, 0, 5], &[-1, 0, 5]],
    );
    let small = r.to_coeffs::<i64>().expect("every coefficient fits in i64");
    assert_eq!(small.try_is_empty_by_elimination(), Err(Overflow));
    assert_eq!(r.is_empty_by_elimination(), exact(r.try_is_empty_by_elimination()));
    assert!(small.try_find_integer_sample().is_err());
    // x = y = 0 is the only kind of point: (k x - (k-1) y >= 1 and
    // (k-1) x - k y <= 0) with |x| <= 5.
    let sample = r.find_integer_sample();
    assert_eq!(sample.is_some(), !r.is_integer_empty());
    if let Some(p) = sample {
        assert!(r.contains_point(&p));
    }
    let brute = (-5i64..=5).any(|x| {
        (-60i64..=60).any(|y| {
            let (x, y) = (i128::from(x), i128::from(y));
            let k = i128::from(k);
            k * x - (k - 1) * y > 0 && -(k - 1) * x + k * y >= 0
        })
    });
    assert_eq!(r.is_integer_empty(), !brute);
}
