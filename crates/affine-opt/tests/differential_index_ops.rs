//! Differential test of the `affine.delinearize_index` /
//! `affine.linearize_index` canonicalization patterns against `mlir-opt` 22
//! on random chains of index ops (`affine_testing::index_chains`):
//!
//! 1. `affine-opt -canonicalize` must print exactly what `mlir-opt` 22
//!    prints;
//! 2. under `--check-semantics` our interpreter must compute the same
//!    results before and after on random inputs (inputs that break an op's
//!    promise — a full basis bounds the linear index, `disjoint` bounds
//!    each index — give poison there and are skipped; enough inputs must be
//!    compared over the run);
//! 3. the patterns must fire on a good share of the programs (fewer index
//!    ops after than before), so the test cannot pass by doing nothing.
//!
//! Needs `mlir-opt` (mlir-22-tools): fails when it is missing under `CI`,
//! skips with a message otherwise. `AFFINE_INDEX_OPS_SEEDS=N` sets the
//! number of programs (default 300).

use std::io::Write;
use std::process::{Command, Stdio};

use affine_testing::index_chains::generate_index_chain;
use affine_testing::runner::Tools;

/// Runs our `affine-opt -canonicalize --check-semantics=SEEDS` on `input`:
/// (exit success, stdout, stderr).
fn canonicalize_checked(input: &str, seeds: u32) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_affine-opt"))
        .args(["-canonicalize", &format!("--check-semantics={seeds}"), "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("affine-opt runs");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write input");
    let out = child.wait_with_output().expect("affine-opt finishes");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The number of inputs the semantic check compared (its
/// `same results on K of N random inputs` lines).
fn compared_inputs(report: &str) -> usize {
    report
        .lines()
        .filter_map(|l| l.split("same results on ").nth(1))
        .filter_map(|rest| rest.split_whitespace().next())
        .filter_map(|k| k.parse::<usize>().ok())
        .sum()
}

fn index_ops(text: &str) -> usize {
    text.matches("affine.delinearize_index").count() + text.matches("affine.linearize_index").count()
}

#[test]
fn index_op_patterns_match_mlir_opt_and_keep_semantics() {
    let Some(tools) = Tools::from_env_or_skip("index-op canonicalization differential") else { return };
    let n: u64 = std::env::var("AFFINE_INDEX_OPS_SEEDS").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let per_program = 4;
    let mut problems = Vec::new();
    let (mut compared, mut simplified) = (0, 0);
    for seed in 0..n {
        let program = generate_index_chain(seed);
        let reference = match tools.mlir_opt(&program, &["-canonicalize"]) {
            Ok(r) => r,
            Err(e) => {
                problems.push(format!("seed {seed}: mlir-opt rejects the program: {e}\n{program}"));
                continue;
            }
        };
        let (ok, ours, report) = canonicalize_checked(&program, per_program);
        if !ok {
            problems.push(format!("seed {seed}: {report}\n{program}"));
            continue;
        }
        if ours != reference {
            problems.push(format!(
                "seed {seed}: output differs from mlir-opt 22\n{program}\n--- ours\n{ours}\n--- mlir-opt\n{reference}"
            ));
            continue;
        }
        compared += compared_inputs(&report);
        if index_ops(&ours) < index_ops(&program) {
            simplified += 1;
        }
    }
    assert!(problems.is_empty(), "{} of {n} programs failed:\n{}", problems.len(), problems.join("\n"));
    let total = n as usize * per_program as usize;
    assert!(compared * 4 >= total, "only {compared} of {total} random inputs were defined and compared");
    assert!(simplified * 3 >= n as usize, "the patterns simplified only {simplified} of {n} programs");
    eprintln!(
        "index ops: {n} programs identical to mlir-opt 22, {simplified} simplified, {compared} of {total} inputs compared"
    );
}
