//! Parsing a large module of functions on several threads gives what the
//! sequential parser gives: the same output (locations included, with
//! `--mlir-print-debuginfo`), and for input with an error anywhere, the
//! same diagnostics and exit code. Compares `affine-opt` with threads
//! against `--mlir-disable-threading` on generated modules large enough for
//! the threaded parse (`src/parallel_parse.rs`).

use std::process::Command;

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A module of `count` functions of varied shapes: multi-line signatures,
/// attributes with braces in strings, comments with brackets, declarations,
/// indented and unindented bodies.
fn module(seed: u64, count: usize) -> Vec<String> {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut funcs = vec!["// generated module\n\n".to_string()];
    for i in 0..count {
        let mut f = String::new();
        match rng.below(8) {
            0 => f.push_str(&format!("func.func private @decl_{i}(i32) -> i32\n")),
            1 => f.push_str(&format!(
                "func.func @f_{i}(%A: memref<16xf32>)\n    attributes {{note = \"}} {{ // \\\"\"}} {{\n"
            )),
            _ => f.push_str(&format!("func.func @f_{i}(%A: memref<16xf32>) {{\n")),
        }
        if f.contains("private") {
            funcs.push(f);
            continue;
        }
        let loops = 1 + rng.below(4);
        f.push_str(&format!("  %c = arith.constant {}.0 : f32\n", rng.below(100)));
        for l in 0..loops {
            if rng.below(3) == 0 {
                f.push_str("  // a comment with } and ( and \"\n");
            }
            let lb = rng.below(4);
            f.push_str(&format!("  affine.for %i{l} = {lb} to 16 {{\n"));
            f.push_str(&format!("    %v{l} = affine.load %A[%i{l}] : memref<16xf32>\n"));
            f.push_str(&format!("    %w{l} = arith.addf %v{l}, %c : f32\n"));
            f.push_str(&format!("    affine.store %w{l}, %A[%i{l}] : memref<16xf32>\n  }}\n"));
        }
        f.push_str("  return\n}\n");
        if rng.below(4) == 0 {
            f.push('\n');
        }
        funcs.push(f);
    }
    funcs
}

/// Runs `affine-opt` on `text` with `args`: (stdout, stderr, exit code).
fn run(text: &str, args: &[&str], tag: &str) -> (String, String, Option<i32>) {
    // Tests run on several threads of one process: a file per call.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("affine-opt-parallel-parse-{}-{call}-{tag}.mlir", std::process::id()));
    std::fs::write(&path, text).expect("write input");
    let out = Command::new(env!("CARGO_BIN_EXE_affine-opt")).arg(&path).args(args).output().expect("run affine-opt");
    let _ = std::fs::remove_file(&path);
    let name = path.to_string_lossy().to_string();
    // Diagnostics name the file: the same file name in both runs.
    let clean = |s: &[u8]| String::from_utf8_lossy(s).replace(&name, "INPUT").replace(&format!("-{call}-{tag}."), ".");
    (clean(&out.stdout), clean(&out.stderr), out.status.code())
}

/// Threaded and sequential runs agree on `text` with `args`.
/// Without a pipeline of their own the runs get one that starts with
/// passes nested on the functions: only then is the module parsed on the
/// threads (a module-level pass or plain printing parses sequentially).
fn same(text: &str, args: &[&str], what: &str) -> (String, String, Option<i32>) {
    let mut args = args.to_vec();
    if !args.iter().any(|a| a.starts_with("--pass-pipeline")) {
        args.push("--pass-pipeline=builtin.module(func.func(cse))");
    }
    let args = &args[..];
    let threaded = run(text, args, "t");
    let mut seq_args = args.to_vec();
    seq_args.push("--mlir-disable-threading");
    let sequential = run(text, &seq_args, "s");
    assert_eq!(threaded.2, sequential.2, "exit code differs: {what}");
    assert_eq!(threaded.1, sequential.1, "stderr differs: {what}");
    assert_eq!(threaded.0, sequential.0, "stdout differs: {what}");
    threaded
}

/// Functions per module: large enough for the threaded parse (256 KiB).
const FUNCTIONS: usize = 1200;

#[test]
fn valid_modules_print_the_same_with_locations() {
    for seed in 1..=6 {
        let text = module(seed, FUNCTIONS).concat();
        assert!(text.len() > 256 * 1024, "module too small for the threaded parse");
        let (out, err, code) = same(&text, &["--mlir-print-debuginfo"], &format!("seed {seed}"));
        assert_eq!(code, Some(0), "{err}");
        assert!(out.contains("loc(\"INPUT\":"), "locations printed");
        same(&text, &["--pass-pipeline=builtin.module(func.func(affine-loop-normalize))"], &format!("seed {seed}"));
    }
}

#[test]
fn split_input_file_chunks_keep_their_locations() {
    let first = module(11, FUNCTIONS).concat();
    let second = module(12, FUNCTIONS).concat();
    let text = format!("{first}// -----\n{second}");
    let (_, err, code) = same(&text, &["--split-input-file", "--mlir-print-debuginfo"], "split");
    assert_eq!(code, Some(0), "{err}");
}

#[test]
fn errors_anywhere_report_as_the_sequential_parse() {
    let breakages: &[(&str, &str)] = &[
        ("  return\n", "  return %c\n"),
        ("arith.addf", "arith.addff"),
        (": memref<16xf32>\n", ": memref<16xf32\n"),
        ("  %c = arith.constant", "  %c = arith.constant %undefined"),
        ("  return\n}\n", "  return\n"),
        ("affine.for", "affine.for %i0 ="),
    ];
    for seed in 1..=4u64 {
        let funcs = module(100 + seed, FUNCTIONS);
        for (k, (from, to)) in breakages.iter().enumerate() {
            // An error in the first, a middle, and the last function.
            for &at in &[1, funcs.len() / 2 + k, funcs.len() - 1] {
                let mut broken = funcs.clone();
                let Some(pos) = broken[at].find(from) else { continue };
                broken[at].replace_range(pos..pos + from.len(), to);
                let text = broken.concat();
                let (_, err, code) = same(&text, &[], &format!("seed {seed}, break {k} in function {at}"));
                assert_ne!(code, Some(0), "seed {seed}, break {k} in function {at}: {err}");
                assert!(err.contains("error"), "{err}");
            }
        }
    }
}

#[test]
fn verification_errors_report_as_the_sequential_run() {
    let mut funcs = module(7, FUNCTIONS);
    // A type mismatch the parser accepts and the verifier refuses, in two
    // functions: both errors, in order.
    for at in [funcs.len() / 3, 2 * funcs.len() / 3] {
        if let Some(pos) = funcs[at].find("func.func @f_") {
            funcs.insert(at, format!("func.func @bad_{at}() {{\n  %x = \"arith.addf\"() : () -> f32\n  return\n}}\n"));
            let _ = pos;
        }
    }
    let (_, err, code) = same(&funcs.concat(), &[], "verification");
    assert_ne!(code, Some(0));
    assert!(err.matches("error").count() >= 2, "{err}");
}
