//! The driver shared by the constant-folding differential tests
//! (`differential_float_fold.rs`, `differential_wide_int.rs`): generated
//! functions, batched into modules, go through `-canonicalize` in both
//! tools, whose outputs must be byte-identical.

use affine_testing::runner::{Tools, run_on_stdin};

/// The lines only one of `ours` and `theirs` has (first few of each).
pub fn first_differences(ours: &str, theirs: &str) -> String {
    let only = |a: &str, b: &str| -> Vec<String> {
        let mut rest: Vec<&str> = b.lines().collect();
        let mut out = Vec::new();
        for l in a.lines() {
            match rest.iter().position(|r| *r == l) {
                Some(i) => {
                    rest.swap_remove(i);
                }
                None => out.push(l.to_string()),
            }
        }
        out
    };
    let mut s = String::new();
    for l in only(ours, theirs).iter().take(6) {
        s += &format!("  ours:     {l}\n");
    }
    for l in only(theirs, ours).iter().take(6) {
        s += &format!("  mlir-opt: {l}\n");
    }
    s
}

/// Compares `-canonicalize` of the functions `function(seed)` for seeds
/// `0..n`, six per module; a differing module is written to the folder
/// named by the environment variable `dump_var` when it is set. Panics
/// with the differences.
pub fn compare_canonicalize(tools: &Tools, n: u64, dump_var: &str, function: impl Fn(u64) -> String) {
    let mut failures = Vec::new();
    let batch = 6;
    for first in (0..n).step_by(batch) {
        let module: String = (first..(first + batch as u64).min(n)).map(&function).collect();
        let theirs = match tools.mlir_opt(&module, &["-canonicalize"]) {
            Ok(s) => s,
            Err(e) => panic!("mlir-opt failed on seeds {first}..: {e}\n{module}"),
        };
        match run_on_stdin(env!("CARGO_BIN_EXE_affine-opt"), &module, &["-canonicalize", "-"]) {
            Ok(ours) if ours == theirs => {}
            Ok(ours) => {
                if let Some(dir) = std::env::var_os(dump_var) {
                    let path = std::path::Path::new(&dir).join(format!("seeds{first}.mlir"));
                    std::fs::write(path, &module).expect("cannot write the dump");
                }
                failures.push(format!("seeds {first}..:\n{}", first_differences(&ours, &theirs)))
            }
            Err(e) => failures.push(format!("seeds {first}..: affine-opt failed: {e}")),
        }
    }
    assert!(failures.is_empty(), "{} of {} batches differ:\n{}", failures.len(), n.div_ceil(6), failures.join("\n"));
}
