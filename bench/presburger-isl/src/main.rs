//! Benchmark: `presburger` vs isl on the same random systems.
//!
//! Generates random systems (4-10 variables, 6-24 constraints), writes them
//! to a text file, runs the C harness (`isl_harness`, built by the Makefile)
//! on it, times our integer emptiness check and projection on the same
//! systems, checks that all answers agree and prints median time ratios.
//!
//! Usage: `presburger-isl-bench [--systems N] [--seed S] [--budget-us U] [--harness PATH] [--dump I] [--only I]`.

use presburger::{Int, IntegerRelation, PresburgerRelation, PresburgerSpace};
use std::fmt::Write as _;
use std::process::Command;

/// Small deterministic generator (xorshift64*), to avoid dependencies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % ((hi - lo + 1) as u64)) as i64
    }
}

struct System {
    n: usize,
    eqs: Vec<Vec<i64>>,
    ineqs: Vec<Vec<i64>>,
    nproj: usize,
    points: Vec<Vec<i64>>,
}

fn to_rows(rows: &[Vec<i64>]) -> Vec<Vec<Int>> {
    rows.iter().map(|r| r.iter().map(|&v| Int::from(v)).collect()).collect()
}

impl System {
    fn relation(&self) -> IntegerRelation {
        match IntegerRelation::from_rows(PresburgerSpace::set(self.n, 0, 0), &to_rows(&self.eqs), &to_rows(&self.ineqs))
        {
            Ok(r) => r,
            Err(e) => panic!("bad generated system: {e}"),
        }
    }
}

fn random_row(rng: &mut Rng, n: usize, x0: &[i64], slack: i64) -> Vec<i64> {
    let mut row: Vec<i64> = (0..n).map(|_| if rng.range(0, 1) == 0 { 0 } else { rng.range(-5, 5) }).collect();
    if row.iter().all(|&v| v == 0) {
        let j = rng.range(0, n as i64 - 1) as usize;
        row[j] = if rng.range(0, 1) == 0 { 1 } else { -1 };
    }
    let dot: i64 = row.iter().zip(x0).map(|(a, b)| a * b).sum();
    row.push(-dot + slack);
    row
}

fn generate(rng: &mut Rng) -> System {
    let n = rng.range(4, 10) as usize;
    let m = rng.range(6, 24) as usize;
    let neq = if rng.range(0, 2) == 0 { rng.range(1, 2) as usize } else { 0 };
    let kind = rng.range(0, 2);
    let x0: Vec<i64> = (0..n).map(|_| rng.range(-5, 5)).collect();
    let mut eqs = Vec::new();
    for _ in 0..neq {
        let off = if kind == 1 { rng.range(-1, 1) } else { 0 };
        eqs.push(random_row(rng, n, &x0, off));
    }
    let mut ineqs = Vec::new();
    if kind == 2 {
        // Bounded: a box around x0 of half-width <= 8.
        for j in 0..n {
            let (w1, w2) = (rng.range(0, 8), rng.range(0, 8));
            let mut lb = vec![0; n + 1];
            lb[j] = 1;
            lb[n] = -(x0[j] - w1);
            let mut ub = vec![0; n + 1];
            ub[j] = -1;
            ub[n] = x0[j] + w2;
            ineqs.push(lb);
            ineqs.push(ub);
        }
    }
    for _ in 0..m.saturating_sub(neq) {
        let slack = if kind == 1 { rng.range(-8, 6) } else { rng.range(0, 10) };
        ineqs.push(random_row(rng, n, &x0, slack));
    }
    let nproj = 2.min(n - 1);
    let mut sys = System { n, eqs, ineqs, nproj, points: Vec::new() };
    // Test points for the projection: our sample, its neighbours, random points.
    let k = n - nproj;
    if let Some(p) = sys.relation().find_integer_sample() {
        let p: Vec<i64> = p[..k].iter().map(|v| v.to_i64().unwrap_or(0)).collect();
        sys.points.push(p.clone());
        for j in 0..k.min(4) {
            for d in [-1, 1] {
                let mut q = p.clone();
                q[j] += d;
                sys.points.push(q);
            }
        }
    }
    for _ in 0..4 {
        sys.points.push((0..k).map(|j| x0[j] + rng.range(-2, 2)).collect());
    }
    sys
}

fn write_systems(systems: &[System]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}", systems.len());
    for sys in systems {
        let _ = writeln!(s, "{} {} {} {} {}", sys.n, sys.eqs.len(), sys.ineqs.len(), sys.nproj, sys.points.len());
        for r in sys.eqs.iter().chain(&sys.ineqs).chain(&sys.points) {
            let line: Vec<String> = r.iter().map(|v| v.to_string()).collect();
            let _ = writeln!(s, "{}", line.join(" "));
        }
    }
    s
}

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

unsafe extern "C" {
    fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
}

/// Linux `CLOCK_THREAD_CPUTIME_ID`: CPU time of this thread, robust against
/// other processes sharing the machine (the C harness uses the same clock).
const CLOCK_THREAD_CPUTIME_ID: i32 = 3;

fn cpu_ns() -> f64 {
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec for the duration of the call.
    unsafe {
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts);
    }
    ts.tv_sec as f64 * 1e9 + ts.tv_nsec as f64
}

/// Mean thread CPU time (ns) of `f` repeated until `budget_ns` of CPU time
/// has been used (>= 3 runs).
fn time<R>(budget_ns: f64, mut f: impl FnMut() -> R) -> (f64, R) {
    let start = cpu_ns();
    let mut reps = 0u64;
    loop {
        let r = f();
        reps += 1;
        let el = cpu_ns() - start;
        if el >= budget_ns && reps >= 3 {
            return (el / reps as f64, r);
        }
        drop(r);
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() { f64::NAN } else { v[v.len() / 2] }
}

fn geomean(v: &[f64]) -> f64 {
    (v.iter().map(|x| x.ln()).sum::<f64>() / v.len() as f64).exp()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let get = |name: &str, default: &str| -> String {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
            .unwrap_or_else(|| default.to_string())
    };
    let count: usize = get("--systems", "300").parse().unwrap_or(300);
    let seed: u64 = get("--seed", "42").parse().unwrap_or(42);
    let budget_ns: f64 = get("--budget-us", "2000").parse::<f64>().unwrap_or(2000.0) * 1e3;
    let harness = get("--harness", "./isl_harness");

    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut systems: Vec<System> = (0..count).map(|_| generate(&mut rng)).collect();
    // `--only I`: time system I alone (with its rows printed), to study one
    // slow system.
    if let Ok(i) = get("--only", "").parse::<usize>() {
        let s = systems.swap_remove(i);
        println!("system {i}: n={}\neqs={:?}\nineqs={:?}", s.n, s.eqs, s.ineqs);
        systems = vec![s];
    }
    let path = std::env::temp_dir().join(format!("presburger-isl-systems-{seed}.txt"));
    if let Err(e) = std::fs::write(&path, write_systems(&systems)) {
        eprintln!("cannot write {}: {e}", path.display());
        std::process::exit(1);
    }
    let out = match Command::new(&harness).arg(&path).arg(format!("{budget_ns}")).output() {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).into_owned(),
        Ok(o) => {
            eprintln!("isl harness failed: {}", String::from_utf8_lossy(&o.stderr));
            std::process::exit(1);
        }
        Err(e) => {
            eprintln!("cannot run {harness}: {e} (build it with `make`)");
            std::process::exit(1);
        }
    };
    let isl: Vec<(bool, f64, f64, String)> = out
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (f[0] == "1", f[1].parse().unwrap_or(f64::NAN), f[2].parse().unwrap_or(f64::NAN), f[3].to_string())
        })
        .collect();
    assert_eq!(isl.len(), systems.len(), "harness output length");

    let (mut r_empty, mut r_proj, mut r_proj_exact) = (Vec::new(), Vec::new(), Vec::new());
    let (mut t_ours_e, mut t_isl_e, mut t_ours_p, mut t_isl_p) = (0.0, 0.0, 0.0, 0.0);
    let mut mismatches = 0usize;
    let mut slow: Vec<(f64, f64, usize)> = Vec::new();
    let mut n_empty = 0usize;
    let mut n_bounded = 0usize;
    for (sys, (isl_empty, isl_te, isl_tp, isl_bits)) in systems.iter().zip(&isl) {
        let (te, empty) = time(budget_ns, || sys.relation().is_integer_empty());
        let k = sys.n - sys.nproj;
        let (tp, _) = time(budget_ns, || {
            let mut r = sys.relation();
            r.project_out(k, sys.nproj);
            r
        });
        let (tpx, proj) = time(budget_ns, || {
            let mut r = sys.relation();
            r.project_out_exact(k, sys.nproj);
            r
        });
        n_empty += usize::from(empty);
        n_bounded += usize::from(!sys.relation().is_rational_unbounded());
        if empty != *isl_empty {
            mismatches += 1;
            eprintln!(
                "emptiness differs (ours {empty}, isl {isl_empty}) on n={} eqs={:?} ineqs={:?}",
                sys.n, sys.eqs, sys.ineqs
            );
        }
        let u = PresburgerRelation::from_relation(proj);
        let bits: String = sys
            .points
            .iter()
            .map(|p| {
                let p: Vec<Int> = p.iter().map(|&v| Int::from(v)).collect();
                if u.contains_point(&p) { '1' } else { '0' }
            })
            .collect();
        let bits = if bits.is_empty() { "-".to_string() } else { bits };
        if bits != *isl_bits {
            mismatches += 1;
            eprintln!(
                "projection membership differs (ours {bits}, isl {isl_bits}) on n={} eqs={:?} ineqs={:?}",
                sys.n, sys.eqs, sys.ineqs
            );
        }
        slow.push((te, *isl_te, slow.len()));
        r_empty.push(isl_te / te);
        r_proj.push(isl_tp / tp);
        r_proj_exact.push(isl_tp / tpx);
        t_ours_e += te;
        t_isl_e += isl_te;
        t_ours_p += tpx;
        t_isl_p += isl_tp;
    }
    let n = systems.len() as f64;
    println!("systems: {} (seed {seed}), integer-empty: {n_empty}, rationally bounded: {n_bounded}", systems.len());
    println!("answers differing from isl: {mismatches}");
    println!(
        "emptiness (build + check): ours mean {:.1} us, isl mean {:.1} us; speedup median {:.2}x, geomean {:.2}x",
        t_ours_e / n / 1e3,
        t_isl_e / n / 1e3,
        median(r_empty.clone()),
        geomean(&r_empty)
    );
    println!(
        "projection of the last 2 vars (build + project): project_out_exact speedup median {:.2}x, geomean {:.2}x (ours mean {:.1} us, isl mean {:.1} us); project_out (FM) speedup median {:.2}x",
        median(r_proj_exact.clone()),
        geomean(&r_proj_exact),
        t_ours_p / n / 1e3,
        t_isl_p / n / 1e3,
        median(r_proj.clone())
    );
    // Tail of the emptiness ratios: the ratio below which 1% of the systems
    // fall (p99 of the slowdown) and the worst one.
    let mut sorted = r_empty.clone();
    sorted.sort_by(|a, b| a.total_cmp(b));
    let p99 = sorted[(sorted.len() as f64 * 0.01).floor() as usize];
    let slower = sorted.iter().filter(|&&r| r < 0.5).count();
    println!(
        "emptiness speedup (isl time / ours): median {:.2}x, p99 {:.2}x, worst {:.2}x; systems more than 2x slower than isl: {slower}",
        median(r_empty.clone()),
        p99,
        sorted[0]
    );
    let mut sorted_px = r_proj_exact.clone();
    sorted_px.sort_by(|a, b| a.total_cmp(b));
    println!(
        "project_out_exact speedup: median {:.2}x, p99 {:.2}x, worst {:.2}x",
        median(r_proj_exact.clone()),
        sorted_px[(sorted_px.len() as f64 * 0.01).floor() as usize],
        sorted_px[0]
    );
    slow.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (te, ti, i) in slow.iter().take(5) {
        println!("slowest emptiness for us: system {i}: ours {:.1} us, isl {:.1} us", te / 1e3, ti / 1e3);
    }
    slow.sort_by(|a, b| (a.1 / a.0).total_cmp(&(b.1 / b.0)));
    for (te, ti, i) in slow.iter().take(5) {
        let s = &systems[*i];
        println!(
            "worst emptiness ratio: system {i} (n={}, {} eqs, {} ineqs, {}): ours {:.1} us, isl {:.1} us, {:.2}x",
            s.n,
            s.eqs.len(),
            s.ineqs.len(),
            if s.relation().is_integer_empty() { "empty" } else { "non-empty" },
            te / 1e3,
            ti / 1e3,
            ti / te
        );
    }
    if let Ok(i) = get("--dump", "").parse::<usize>() {
        let s = &systems[i];
        println!("system {i}: n={}\neqs={:?}\nineqs={:?}", s.n, s.eqs, s.ineqs);
    }
    if mismatches > 0 {
        std::process::exit(2);
    }
}
