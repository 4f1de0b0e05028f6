//! Property tests: random bounded systems (2-5 variables inside boxes of
//! width <= 12, random extra inequalities, equalities and a division local)
//! compared with brute-force enumeration of the box.
//!
//! Every runner uses a fixed seed, so runs are reproducible. The number of
//! cases per property defaults to 1000 (about 4000 systems per run) and can be
//! raised with `PRESBURGER_PROPTEST_CASES=N`.

use presburger::{Direction, Int, IntegerRelation, LexOpt, Optimum, PresburgerRelation, PresburgerSpace, VarKind};
use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

fn cases() -> u32 {
    std::env::var("PRESBURGER_PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(1000)
}

fn runner(seed: u8) -> TestRunner {
    let config = Config { cases: cases(), failure_persistence: None, ..Config::default() };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]))
}

fn ints(v: &[i64]) -> Vec<Int> {
    v.iter().map(|&x| Int::from(x)).collect()
}

/// A random system over `d` set dimensions.
#[derive(Clone, Debug)]
struct Sys {
    d: usize,
    lo: Vec<i64>,
    w: Vec<i64>,
    ineqs: Vec<(Vec<i64>, i64)>,
    eqs: Vec<(Vec<i64>, i64)>,
    /// `q = floor((a . x + c) / m)` and constraints over `(x, q)`.
    div: Option<(Vec<i64>, i64, i64)>,
    local_ineqs: Vec<(Vec<i64>, i64)>,
}

fn sys_strategy(dims: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Sys> {
    dims.prop_flat_map(|d| {
        let wmax: i64 = match d {
            1 => 11,
            2 => 11,
            3 => 6,
            4 => 3,
            _ => 2,
        };
        (
            Just(d),
            vec(-6i64..=6, d),
            vec(0i64..=wmax, d),
            vec((vec(-3i64..=3, d), -8i64..=8), 0..=3),
            vec((vec(-2i64..=2, d), -4i64..=4), 0..=1),
            option::weighted(0.4, (vec(-2i64..=2, d), -3i64..=3, 2i64..=4)),
            vec((vec(-2i64..=2, d + 1), -6i64..=6), 0..=2),
        )
    })
    .prop_map(|(d, lo, w, ineqs, eqs, div, local_ineqs)| Sys { d, lo, w, ineqs, eqs, div, local_ineqs })
}

impl Sys {
    fn relation(&self, space: PresburgerSpace) -> IntegerRelation {
        let d = self.d;
        let mut r = IntegerRelation::new(space);
        for i in 0..d {
            let mut lb = vec![0i64; d + 1];
            lb[i] = 1;
            lb[d] = -self.lo[i];
            let mut ub = vec![0i64; d + 1];
            ub[i] = -1;
            ub[d] = self.lo[i] + self.w[i];
            r.add_inequality(&ints(&lb));
            r.add_inequality(&ints(&ub));
        }
        for (a, c) in &self.ineqs {
            let mut row = a.clone();
            row.push(*c);
            r.add_inequality(&ints(&row));
        }
        for (a, c) in &self.eqs {
            let mut row = a.clone();
            row.push(*c);
            r.add_equality(&ints(&row));
        }
        if let Some((a, c, m)) = &self.div {
            let mut dividend = a.clone();
            dividend.push(*c);
            r.add_local_floor_div(&ints(&dividend), &Int::from(*m));
            for (a, c) in &self.local_ineqs {
                let mut row = a.clone();
                row.push(*c);
                r.add_inequality(&ints(&row));
            }
        }
        r
    }

    fn set(&self) -> IntegerRelation {
        self.relation(PresburgerSpace::set(self.d, 0, 0))
    }

    fn local(&self, x: &[i64]) -> Option<i64> {
        self.div.as_ref().map(|(a, c, m)| {
            let v: i64 = a.iter().zip(x).map(|(p, q)| p * q).sum::<i64>() + c;
            v.div_euclid(*m)
        })
    }

    /// Brute-force membership of `x` (the division local is computed).
    fn contains(&self, x: &[i64]) -> bool {
        let d = self.d;
        let dot = |a: &[i64], c: i64| a.iter().zip(x).map(|(p, q)| p * q).sum::<i64>() + c;
        (0..d).all(|i| x[i] >= self.lo[i] && x[i] <= self.lo[i] + self.w[i])
            && self.ineqs.iter().all(|(a, c)| dot(a, *c) >= 0)
            && self.eqs.iter().all(|(a, c)| dot(a, *c) == 0)
            && match self.local(x) {
                None => true,
                Some(q) => self.local_ineqs.iter().all(|(a, c)| dot(&a[..d], *c) + a[d] * q >= 0),
            }
    }

    /// Points of the box enlarged by `margin`, in lexicographic order.
    fn box_points(&self, margin: i64) -> Vec<Vec<i64>> {
        let mut out = vec![Vec::new()];
        for i in 0..self.d {
            let mut next = Vec::new();
            for p in &out {
                for v in self.lo[i] - margin..=self.lo[i] + self.w[i] + margin {
                    let mut q = p.clone();
                    q.push(v);
                    next.push(q);
                }
            }
            out = next;
        }
        out
    }

    /// Brute-force points with their local (if any) appended.
    fn points(&self) -> Vec<Vec<i64>> {
        self.box_points(0)
            .into_iter()
            .filter(|x| self.contains(x))
            .map(|mut x| {
                if let Some(q) = self.local(&x) {
                    x.push(q);
                }
                x
            })
            .collect()
    }
}

fn to_i64(v: &[Int]) -> Vec<i64> {
    v.iter().map(|x| x.to_i64().unwrap_or(i64::MAX)).collect()
}

fn check(cond: bool, msg: impl FnOnce() -> String) -> Result<(), TestCaseError> {
    if cond { Ok(()) } else { Err(TestCaseError::fail(msg())) }
}

#[test]
fn emptiness_sample_lexopt_count() {
    runner(1)
        .run(&sys_strategy(2..=5), |s| {
            let rel = s.set();
            let pts = s.points();
            check(rel.is_integer_empty() == pts.is_empty(), || format!("emptiness: {rel:?} brute {}", pts.len()))?;
            match rel.find_integer_sample() {
                Some(p) => check(rel.contains_point(&p), || format!("bad sample {p:?} for {rel:?}"))?,
                None => check(pts.is_empty(), || "no sample for a non-empty set".into())?,
            }
            let lexmin = rel.find_integer_lexmin();
            let lexmax = rel.find_integer_lexmax();
            match (pts.first(), pts.iter().max()) {
                (Some(first), Some(last)) => {
                    // `pts` is ordered by x and the local is a function of x.
                    check(lexmin == LexOpt::Bounded(ints(first)), || format!("lexmin {lexmin:?} vs {first:?}"))?;
                    check(lexmax == LexOpt::Bounded(ints(last)), || format!("lexmax {lexmax:?} vs {last:?}"))?;
                }
                _ => check(lexmin == LexOpt::Empty && lexmax == LexOpt::Empty, || "lexopt of empty".into())?,
            }
            // Rational lexmin: a rational point, lexicographically <= the integer one.
            match (rel.find_rational_lexmin(), pts.first()) {
                (LexOpt::Bounded(q), Some(first)) => {
                    check(q[0].ceil() <= first[0], || format!("rational lexmin {q:?} above {first:?}"))?;
                    let sat = |row: &[Int]| -> presburger::Frac {
                        // row . (q, 1) as a fraction.
                        let mut acc = presburger::Frac::from_int(row[row.len() - 1].clone());
                        for (a, x) in row.iter().zip(&q) {
                            let num = &(acc.num() * x.den()) + &(&(a * x.num()) * acc.den());
                            acc = presburger::Frac::new(num, acc.den() * x.den());
                        }
                        acc
                    };
                    for i in 0..rel.num_inequalities() {
                        check(sat(rel.inequality(i)).signum() >= 0, || {
                            format!("rational lexmin {q:?} violates ineq {i}")
                        })?;
                    }
                    for i in 0..rel.num_equalities() {
                        check(sat(rel.equality(i)).signum() == 0, || format!("rational lexmin {q:?} violates eq {i}"))?;
                    }
                }
                (LexOpt::Unbounded, _) => return Err(TestCaseError::fail("rational lexmin unbounded in a box")),
                _ => {}
            }
            let count = rel.count_points();
            check(count == Some(Int::from(pts.len())), || format!("count {count:?} vs {}", pts.len()))?;
            // Rational relaxation: contains every integer point.
            let mut simplex = rel.simplex();
            check(!simplex.is_empty() || pts.is_empty(), || "rationally empty but has points".into())?;
            if let Some(p) = pts.first() {
                let mut dir = vec![Int::ZERO; rel.num_cols()];
                for (i, x) in dir.iter_mut().enumerate().take(s.d) {
                    *x = Int::from((i as i64 % 3) - 1);
                }
                let int_min =
                    pts.iter().map(|q| (0..s.d).map(|i| ((i as i64 % 3) - 1) * q[i]).sum::<i64>()).min().unwrap_or(0);
                match simplex.minimize(&dir) {
                    Optimum::Bounded(f) => check(f.ceil() <= int_min, || format!("rational min {f:?} > {int_min}"))?,
                    o => return Err(TestCaseError::fail(format!("optimum {o:?} with point {p:?}"))),
                }
                let io = rel.integer_optimum(Direction::Down, &dir);
                check(io == LexOpt::Bounded(vec![Int::from(int_min)]), || format!("integer min {io:?} vs {int_min}"))?;
            }
            Ok(())
        })
        .expect("property failed");
}

#[test]
fn projection() {
    runner(2)
        .run(&(sys_strategy(2..=4), 0usize..4), |(s, k)| {
            let k = k % s.d;
            let rel = s.set();
            let project =
                |x: &[i64]| -> Vec<i64> { x.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, v)| *v).collect() };
            let brute: std::collections::BTreeSet<Vec<i64>> =
                s.box_points(0).iter().filter(|x| s.contains(x)).map(|x| project(x)).collect();
            let mut exact = rel.clone();
            exact.project_out_exact(k, 1);
            let mut approx = rel.clone();
            let is_exact = approx.project_out(k, 1);
            let ue = PresburgerRelation::from_relation(exact.clone());
            let ua = PresburgerRelation::from_relation(approx.clone());
            let mut seen = std::collections::BTreeSet::new();
            for x in s.box_points(1) {
                let y = project(&x);
                if !seen.insert(y.clone()) {
                    continue;
                }
                let inb = brute.contains(&y);
                let yi = ints(&y);
                check(ue.contains_point(&yi) == inb, || {
                    format!("project_out_exact({k}) of {rel:?} gives {exact:?}: point {y:?} expected {inb}")
                })?;
                let ina = ua.contains_point(&yi);
                if is_exact {
                    check(ina == inb, || format!("project_out({k}) claims exact: {approx:?} at {y:?} expected {inb}"))?;
                } else {
                    check(ina || !inb, || format!("project_out({k}) lost point {y:?}: {approx:?}"))?;
                }
            }
            Ok(())
        })
        .expect("property failed");
}

/// Fourier–Motzkin with the dark shadow never adds a point: every point of
/// the result has an integer value of the eliminated variable in the
/// system (a subset of the projection, for systems where no equality holds
/// the variable).
#[test]
fn dark_shadow_is_a_subset() {
    runner(7)
        .run(&(sys_strategy(2..=4), 0usize..4), |(s, k)| {
            let k = k % s.d;
            let rel = s.set();
            if (0..rel.num_equalities()).any(|e| !rel.equality(e)[k].is_zero()) {
                return Ok(());
            }
            let project =
                |x: &[i64]| -> Vec<i64> { x.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, v)| *v).collect() };
            let brute: std::collections::BTreeSet<Vec<i64>> =
                s.box_points(0).iter().filter(|x| s.contains(x)).map(|x| project(x)).collect();
            let mut dark = rel.clone();
            dark.fourier_motzkin_eliminate(k, true);
            let ud = PresburgerRelation::from_relation(dark.clone());
            for x in s.box_points(1) {
                let y = project(&x);
                check(!ud.contains_point(&ints(&y)) || brute.contains(&y), || {
                    format!("dark shadow of {k} in {rel:?} gives {dark:?}, which holds {y:?}")
                })?;
            }
            Ok(())
        })
        .expect("property failed");
}

/// The dark shadow of a pair with equal non-unit coefficients is as large as
/// the integer projection where every gap between the bounds holds a
/// multiple: `0 <= x + 7q <= 7` leaves every `x` in `[0, 6]`.
#[test]
fn dark_shadow_with_equal_coefficients() {
    // [x, q, const]
    let mut rel = IntegerRelation::new(PresburgerSpace::set(2, 0, 0));
    rel.add_inequality(&ints(&[1, 0, 0]));
    rel.add_inequality(&ints(&[-1, 0, 6]));
    rel.add_inequality(&ints(&[1, 7, 0]));
    rel.add_inequality(&ints(&[-1, -7, 7]));
    rel.fourier_motzkin_eliminate(1, true);
    for x in 0..=6 {
        assert!(rel.contains_point(&ints(&[x])), "x = {x} lost: {rel:?}");
    }
    assert!(!rel.contains_point(&ints(&[7])));
}

#[test]
fn set_operations() {
    runner(3)
        .run(&(2usize..=3).prop_flat_map(|d| (sys_strategy(d..=d), sys_strategy(d..=d))), |(a, b)| {
            let ua = PresburgerRelation::from_relation(a.set());
            let ub = PresburgerRelation::from_relation(b.set());
            let diff = ua.subtract(&ub).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let uni = ua.union(&ub).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let int = ua.intersect(&ub).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let comp = ub.complement().map_err(|e| TestCaseError::fail(e.to_string()))?;
            let coal = uni.coalesce();
            // Enumerate the hull of both boxes plus a margin.
            let hull = Sys {
                lo: (0..a.d).map(|i| a.lo[i].min(b.lo[i])).collect(),
                w: (0..a.d).map(|i| (a.lo[i] + a.w[i]).max(b.lo[i] + b.w[i]) - a.lo[i].min(b.lo[i])).collect(),
                ..a.clone()
            };
            let mut n_union = 0i64;
            for x in hull.box_points(1) {
                let (ia, ib) = (a.contains(&x), b.contains(&x));
                n_union += i64::from(ia || ib);
                let xi = ints(&x);
                check(diff.contains_point(&xi) == (ia && !ib), || format!("subtract at {x:?}: {diff:?}"))?;
                check(uni.contains_point(&xi) == (ia || ib), || format!("union at {x:?}"))?;
                check(int.contains_point(&xi) == (ia && ib), || format!("intersect at {x:?}"))?;
                check(comp.contains_point(&xi) != ib, || format!("complement at {x:?}: {comp:?}"))?;
                check(coal.contains_point(&xi) == (ia || ib), || format!("coalesce at {x:?}: {coal:?}"))?;
            }
            let count = uni.count_points();
            check(count == Ok(Some(Int::from(n_union))), || format!("union count {count:?} vs {n_union}"))?;
            check(int.is_subset_of(&ua) == Ok(true), || "intersection not a subset".into())?;
            let back = diff.union(&int).map_err(|e| TestCaseError::fail(e.to_string()))?;
            check(back.is_equal(&ua) == Ok(true), || "(a \\ b) ∪ (a ∩ b) != a".into())?;
            check(diff.is_integer_empty() == (ua.is_subset_of(&ub) == Ok(true)), || {
                "subset vs empty difference".into()
            })?;
            Ok(())
        })
        .expect("property failed");
}

/// A relation `in -> out` given as a system over `in + out` dims.
fn rel_of(s: &Sys, n_in: usize) -> IntegerRelation {
    s.relation(PresburgerSpace::relation(n_in, s.d - n_in, 0, 0))
}

#[test]
fn compose_and_inverse() {
    let strat = (1usize..=2, 1usize..=2, 1usize..=2)
        .prop_flat_map(|(p, q, r)| (Just((p, q, r)), sys_strategy(p + q..=p + q), sys_strategy(q + r..=q + r)));
    runner(4)
        .run(&strat, |((p, q, _r), sa, sb)| {
            let a = rel_of(&sa, p); // A: p -> q
            let b = rel_of(&sb, q); // B: q -> r
            let mut c = b.clone();
            c.compose(&a); // c = b ∘ a: p -> r
            let uc = PresburgerRelation::from_relation(c.clone());
            let mut inv = a.clone();
            inv.inverse();
            let ui = PresburgerRelation::from_relation(inv.clone());
            let mids = Sys {
                d: q,
                lo: (0..q).map(|i| sa.lo[p + i].min(sb.lo[i])).collect(),
                w: (0..q)
                    .map(|i| (sa.lo[p + i] + sa.w[p + i]).max(sb.lo[i] + sb.w[i]) - sa.lo[p + i].min(sb.lo[i]))
                    .collect(),
                ineqs: vec![],
                eqs: vec![],
                div: None,
                local_ineqs: vec![],
            }
            .box_points(0);
            let dom = Sys { d: p, lo: sa.lo[..p].to_vec(), w: sa.w[..p].to_vec(), ..sa.clone() };
            let ran = Sys { d: sb.d - q, lo: sb.lo[q..].to_vec(), w: sb.w[q..].to_vec(), ..sb.clone() };
            for x in dom.box_points(1) {
                for z in ran.box_points(1) {
                    let expected = mids.iter().any(|y| {
                        let xy: Vec<i64> = x.iter().chain(y).copied().collect();
                        let yz: Vec<i64> = y.iter().chain(&z).copied().collect();
                        sa.contains(&xy) && sb.contains(&yz)
                    });
                    let xz: Vec<i64> = x.iter().chain(&z).copied().collect();
                    check(uc.contains_point(&ints(&xz)) == expected, || {
                        format!("compose at {xz:?}: expected {expected}; a = {a:?}; b = {b:?}; got {c:?}")
                    })?;
                }
            }
            for xy in sa.box_points(1) {
                let yx: Vec<i64> = xy[p..].iter().chain(&xy[..p]).copied().collect();
                check(ui.contains_point(&ints(&yx)) == sa.contains(&xy), || format!("inverse at {yx:?}: {inv:?}"))?;
            }
            Ok(())
        })
        .expect("property failed");
}

#[test]
fn unbounded_lattices_terminate() {
    // a x - b y ∈ [lo, lo + w], x >= 0: unbounded; non-empty iff some value
    // in the range is a multiple of gcd(a, b).
    runner(5)
        .run(&(1i64..=30, 1i64..=30, -40i64..=40, 0i64..=3, 0i64..=2), |(a, b, lo, w, extra)| {
            let g = num_gcd(a, b);
            let expected = (lo..=lo + w).any(|v| v.rem_euclid(g) == 0);
            let mut rel = IntegerRelation::new(PresburgerSpace::set(2 + extra as usize, 0, 0));
            let n = rel.num_cols();
            let mut r1 = vec![Int::ZERO; n];
            r1[0] = Int::from(a);
            r1[1] = Int::from(-b);
            r1[n - 1] = Int::from(-lo);
            let mut r2: Vec<Int> = r1.iter().map(|x| -x).collect();
            r2[n - 1] = Int::from(lo + w);
            rel.add_inequality(&r1);
            rel.add_inequality(&r2);
            let mut r3 = vec![Int::ZERO; n];
            r3[0] = Int::ONE;
            rel.add_inequality(&r3);
            if extra > 0 {
                // z >= x + y: another unbounded direction.
                let mut r4 = vec![Int::ZERO; n];
                r4[2] = Int::ONE;
                r4[0] = Int::MINUS_ONE;
                r4[1] = Int::MINUS_ONE;
                rel.add_inequality(&r4);
            }
            check(rel.is_integer_empty() != expected, || format!("emptiness of {rel:?}: expected {}", !expected))?;
            if let Some(p) = rel.find_integer_sample() {
                check(rel.contains_point(&p), || format!("bad sample {p:?}"))?;
            }
            // Same with an equality and a local: x = 2q + (lo mod 2).
            let mut rl = rel.clone();
            rl.append_var(VarKind::Local, 1);
            let n = rl.num_cols();
            let mut e = vec![Int::ZERO; n];
            e[0] = Int::ONE;
            e[n - 2] = Int::from(-2);
            e[n - 1] = Int::from(-(lo.rem_euclid(2)));
            rl.add_equality(&e);
            if let Some(p) = rl.find_integer_sample() {
                check(rl.contains_point(&p), || format!("bad sample {p:?}"))?;
            }
            // Lexmin of x is bounded below (x >= 0) and y then too.
            if expected {
                match rel.find_integer_lexmin() {
                    LexOpt::Bounded(p) => check(rel.contains_point(&p), || format!("bad lexmin {:?}", to_i64(&p)))?,
                    LexOpt::Unbounded => check(extra > 0 || b == 0, || "unexpected unbounded lexmin".into())?,
                    LexOpt::Empty => return Err(TestCaseError::fail("lexmin empty")),
                }
            }
            Ok(())
        })
        .expect("property failed");
}

fn num_gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { num_gcd(b, a % b) }
}
