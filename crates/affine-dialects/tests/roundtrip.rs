//! File tests for the parser, printer and verifier.
//!
//! * `tests/print/NAME.mlir` is parsed, verified and printed three ways; the
//!   results must equal `NAME.out` (default), `NAME.generic.out`
//!   (`--mlir-print-op-generic`) and `NAME.debug.out`
//!   (`--mlir-print-debuginfo`). The expected files are `mlir-opt` 22's output
//!   (`mlir-opt --allow-unregistered-dialect [flag] NAME.mlir`).
//! * `tests/errors/NAME.mlir` must fail to parse or verify with exactly the
//!   diagnostics in `NAME.err` (`mlir-opt`'s stderr).
//!
//! If `/usr/lib/llvm-22/bin/mlir-opt` is present, each input is also checked
//! against a live run, so regenerated expectations cannot drift.

use std::path::{Path, PathBuf};
use std::process::Command;

use affine_ir::{ParseOptions, PrintOptions, SourceMgr, parse_source, print_op};

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(sub)
}

fn inputs(sub: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir(sub))
        .expect("test dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    v
}

/// Runs our pipeline like `mlir-opt --allow-unregistered-dialect`:
/// Ok(stdout) or Err(stderr).
fn run(name: &str, text: &str, opts: &PrintOptions) -> Result<String, String> {
    let mut ctx = affine_dialects::new_context();
    ctx.allow_unregistered_dialect = true;
    let mut sm = SourceMgr::new();
    sm.add_buffer(name, text);
    let popts = ParseOptions { allow_unregistered_dialect: true, range: None };
    let m = parse_source(&mut ctx, text, name, &popts).map_err(|d| d.render(&ctx, &sm))?;
    let errors = affine_ir::verify::verify_all(&ctx, m);
    if !errors.is_empty() {
        return Err(errors.iter().map(|d| d.render(&ctx, &sm)).collect());
    }
    // mlir-opt writes one more newline after the printed module.
    Ok(print_op(&ctx, m, opts) + "\n")
}

fn live(file: &Path, flag: Option<&str>) -> Option<(String, String)> {
    if !Path::new(MLIR_OPT).exists() {
        assert!(std::env::var_os("CI").is_none(), "mlir-opt missing at {MLIR_OPT} (required when CI is set)");
        return None;
    }
    let mut c = Command::new(MLIR_OPT);
    c.arg("--allow-unregistered-dialect");
    if let Some(f) = flag {
        c.arg(f);
    }
    c.arg(file.file_name()?).current_dir(file.parent()?);
    let o = c.output().ok()?;
    Some((String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned()))
}

#[test]
fn print_files_match_mlir_opt() {
    let mut failures = Vec::new();
    for f in inputs("print") {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        let text = std::fs::read_to_string(&f).expect("read input");
        let stem = name.trim_end_matches(".mlir");
        for (suffix, flag, opts) in [
            ("out", None, PrintOptions::default()),
            (
                "generic.out",
                Some("--mlir-print-op-generic"),
                PrintOptions { generic: true, debug_info: false, elide_elements_over: None, ..PrintOptions::default() },
            ),
            (
                "debug.out",
                Some("--mlir-print-debuginfo"),
                PrintOptions { generic: false, debug_info: true, elide_elements_over: None, ..PrintOptions::default() },
            ),
        ] {
            let ours = run(&name, &text, &opts).unwrap_or_else(|e| format!("ERROR:\n{e}"));
            let exp_path = f.with_file_name(format!("{stem}.{suffix}"));
            let expected = std::fs::read_to_string(&exp_path).unwrap_or_default();
            if ours != expected {
                failures.push(format!("{name} [{suffix}]\n--- expected\n{expected}--- ours\n{ours}"));
            }
            if let Some((out, _)) = live(&f, flag)
                && out != expected
            {
                failures.push(format!("{name} [{suffix}]: stored expectation differs from live mlir-opt"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn error_files_match_mlir_opt() {
    let mut failures = Vec::new();
    for f in inputs("errors") {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        let text = std::fs::read_to_string(&f).expect("read input");
        let expected = std::fs::read_to_string(f.with_extension("err")).unwrap_or_default();
        let ours = match run(&name, &text, &PrintOptions::default()) {
            Ok(out) => format!("unexpected success:\n{out}"),
            Err(e) => e,
        };
        if ours != expected {
            failures.push(format!("{name}\n--- expected\n{expected}--- ours\n{ours}"));
        }
        if let Some((_, err)) = live(&f, None)
            && err != expected
        {
            failures.push(format!("{name}: stored expectation differs from live mlir-opt"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
