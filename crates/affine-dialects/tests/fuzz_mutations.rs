//! Bounded mutation fuzzing of the parser, verifier and printer.
//!
//! Every `.mlir` file of the project's tests and examples is a seed. Each
//! iteration mutates a seed (deletes, duplicates or swaps byte ranges, inserts
//! MLIR tokens, truncates) and runs parse -> verify -> print in-process. The
//! property: no input makes the library panic; bad input must come back as a
//! diagnostic. Deterministic (fixed seed); `AFFINE_FUZZ_ITERS=N` runs longer.
//!
//! A second property holds on the unmutated seeds: whatever we accept and
//! print, we accept again and print identically (printing is a fixed point).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use affine_ir::{ParseOptions, PrintOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const TOKENS: &[&str] = &[
    "%",
    "%0",
    "%arg0",
    "^bb0",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    ":",
    "=",
    "->",
    "#map",
    "affine_map<",
    "(d0) -> (d0)",
    "index",
    "i32",
    "f32",
    "memref<",
    "vector<",
    "x",
    "?",
    "affine.for",
    "affine.if",
    "to",
    "step",
    "min",
    "max",
    "floordiv",
    "mod",
    "ceildiv",
    "symbol(",
    "dense<",
    "\"",
    "0x",
    "1.0e+99",
    "-",
    "*",
    "//",
    "\n",
    "loc(",
    "#set",
    "affine_set<",
    "iter_args(",
    "affine.yield",
    "return",
    "func.func @f",
    "arith.constant",
    "9223372036854775807",
    "-9223372036854775808",
    "99999999999999999999999",
    "0.",
    "@",
    "!",
    "#",
    "...",
    "<{",
    "}>",
    "dense_resource<",
];

fn corpus() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for dir in ["tests/lit", "examples"] {
        collect(&root.join(dir), &mut files);
    }
    files.sort();
    files.into_iter().filter_map(|p| std::fs::read_to_string(&p).ok().map(|t| (p, t))).collect()
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            // lit's scratch files (`Output/`) are generated, not corpus.
            if path.file_name().is_some_and(|n| n != "Output") {
                collect(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// Splits like `--split-input-file` so seeds are single test cases.
fn chunks(text: &str) -> Vec<&str> {
    text.split("// -----").collect()
}

fn mutate(rng: &mut ChaCha8Rng, seed: &str) -> String {
    let mut bytes = seed.as_bytes().to_vec();
    for _ in 0..rng.gen_range(1..=4) {
        let len = bytes.len();
        match rng.gen_range(0..6) {
            0 if len > 0 => {
                let a = rng.gen_range(0..len);
                let b = (a + rng.gen_range(1..=16)).min(len);
                bytes.drain(a..b);
            }
            1 if len > 0 => {
                let a = rng.gen_range(0..len);
                let b = (a + rng.gen_range(1..=32)).min(len);
                let piece = bytes[a..b].to_vec();
                let at = rng.gen_range(0..=bytes.len());
                bytes.splice(at..at, piece);
            }
            2 => {
                let token = TOKENS[rng.gen_range(0..TOKENS.len())];
                let at = rng.gen_range(0..=len);
                bytes.splice(at..at, token.bytes());
            }
            3 if len > 0 => {
                let at = rng.gen_range(0..len);
                bytes.truncate(at);
            }
            4 if len > 1 => {
                let a = rng.gen_range(0..len);
                let b = rng.gen_range(0..len);
                bytes.swap(a, b);
            }
            _ if len > 0 => {
                let at = rng.gen_range(0..len);
                const REPLACEMENTS: &[u8] = b"0123456789-+%#@()<>{}[],:;=x?.\" \n";
                bytes[at] = REPLACEMENTS[rng.gen_range(0..REPLACEMENTS.len())];
            }
            _ => {}
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Parses, verifies and prints; returns the printed text if all succeeded.
fn run_once(text: &str) -> Option<String> {
    let mut ctx = affine_dialects::new_context();
    let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
    let module = affine_ir::parse_source(&mut ctx, text, "fuzz.mlir", &opts).ok()?;
    affine_ir::verify::verify(&ctx, module).ok()?;
    let generic = affine_ir::print_op(
        &ctx,
        module,
        &PrintOptions { generic: true, debug_info: true, elide_elements_over: None, ..PrintOptions::default() },
    );
    let _ = generic;
    Some(affine_ir::print_op(&ctx, module, &PrintOptions::default()))
}

#[test]
fn mutated_inputs_never_panic() {
    let iterations: usize = std::env::var("AFFINE_FUZZ_ITERS").ok().and_then(|v| v.parse().ok()).unwrap_or(4000);
    let files = corpus();
    let seeds: Vec<&str> = files.iter().flat_map(|(_, t)| chunks(t)).filter(|c| c.len() < 20_000).collect();
    assert!(!seeds.is_empty(), "no seed files found under tests/lit and examples");
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed_af1e);
    let mut panics = Vec::new();
    // Panics are collected and reported once, not printed per input.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for i in 0..iterations {
        let seed = seeds[rng.gen_range(0..seeds.len())];
        let input = mutate(&mut rng, seed);
        if catch_unwind(AssertUnwindSafe(|| run_once(&input))).is_err() {
            panics.push((i, input));
        }
    }
    std::panic::set_hook(default_hook);
    if let Some((i, input)) = panics.first() {
        panic!("{} of {iterations} mutated inputs panicked; first (iteration {i}):\n{input}", panics.len());
    }
}

#[test]
fn printing_is_a_fixed_point_on_the_corpus() {
    let mut failures = Vec::new();
    for (path, text) in corpus() {
        for (n, chunk) in chunks(&text).into_iter().enumerate() {
            // A test case may say why mlir-opt's own printing of it is not a
            // fixed point (decimal f80/f128 literals are read as doubles).
            if chunk.contains("// NOT-A-FIXED-POINT:") {
                continue;
            }
            let Some(first) = run_once(chunk) else { continue };
            match run_once(&first) {
                Some(second) if second == first => {}
                Some(second) => {
                    failures.push(format!("{}#{n}: reprint differs:\n{first}\n---\n{second}", path.display()))
                }
                None => failures.push(format!("{}#{n}: our own output does not parse:\n{first}", path.display())),
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
