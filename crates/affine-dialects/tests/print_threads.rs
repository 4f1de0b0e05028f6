//! The threaded printer (`print_op_pieces` with several threads) writes
//! exactly the bytes of the sequential one: on generated modules whose
//! functions share and reuse affine maps and integer sets in varying
//! orders, with custom result names, result groups, several blocks and
//! module-level values, split into parts of every size; and on every chunk
//! of the lit tests that parses and verifies. Where it declines (generic
//! ops, locations as attributes), the sequential printer prints.

use affine_ir::printer::{PrintOptions, print_op, print_op_pieces, print_op_threaded_for_test};
use affine_ir::{ParseOptions, parse_source};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One function of a generated module: loops whose bounds use maps drawn
/// from a small pool (so parts share some aliases and introduce others in
/// different orders), an `affine.if` with a set from a pool, constants
/// (custom names `%c0`, `%cst`), a loop with `iter_args` (a named result
/// group), and sometimes a second block.
fn function(rng: &mut ChaCha8Rng, i: usize, generic: bool) -> String {
    let mut body = String::new();
    let n = rng.gen_range(1..4);
    for l in 0..n {
        let lo = rng.gen_range(0..6);
        let hi = rng.gen_range(7..12);
        let step = rng.gen_range(1..3);
        body += &format!(
            "    affine.for %i{l} = affine_map<(d0) -> (d0 * {step} + {lo})>(%n) to affine_map<(d0) -> (d0 + {hi})>(%n) {{\n"
        );
        body += &format!("      %v{l} = affine.load %m[%i{l} mod {}] : memref<16xf32>\n", rng.gen_range(2..5));
        if rng.gen_bool(0.5) {
            let c = rng.gen_range(0..3);
            body += &format!(
                "      affine.if affine_set<(d0) : (d0 - {c} >= 0, {} - d0 >= 0)>(%i{l}) {{\n        affine.store %v{l}, %m[%i{l}] : memref<16xf32>\n      }}\n",
                c + 9
            );
        }
        body += "    }\n";
    }
    let init = rng.gen_range(0..3);
    body += &format!(
        "    %cst = arith.constant {init}.0 : f32\n    %r = affine.for %k = 0 to 4 iter_args(%acc = %cst) -> (f32) {{\n      %s = arith.addf %acc, %acc : f32\n      affine.yield %s : f32\n    }}\n"
    );
    if generic {
        body += "    %g = \"test.unknown\"(%r) : (f32) -> f32\n";
    }
    if rng.gen_bool(0.3) {
        body += "    cf.br ^bb1(%r : f32)\n  ^bb1(%x: f32):\n    %c0 = arith.constant 0 : index\n    %c7 = arith.constant 7 : i32\n";
    }
    format!("  func.func @f{i}(%m: memref<16xf32>, %n: index) {{\n{body}    return\n  }}\n")
}

/// A module of `n` functions (with a module-level value when `top_value`).
fn module(seed: u64, n: usize, generic_at: Option<usize>, top_value: bool) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut text = String::from("module {\n");
    if top_value {
        // Named `%c7_i32` at module level: the functions' own `%c7_i32`
        // then get a suffix.
        text += "  %t = arith.constant 7 : i32\n";
    }
    for i in 0..n {
        text += &function(&mut rng, i, generic_at == Some(i));
    }
    text += "}\n";
    text
}

fn parse(text: &str) -> Option<(affine_ir::Context, affine_ir::OpId)> {
    let mut ctx = affine_dialects::new_context();
    ctx.allow_unregistered_dialect = true;
    let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
    let m = parse_source(&mut ctx, text, "t.mlir", &opts).ok()?;
    affine_ir::verify::verify_all(&ctx, m).is_empty().then_some((ctx, m))
}

#[test]
fn threaded_printing_writes_the_sequential_bytes() {
    let opts = PrintOptions::default();
    let mut threaded = 0;
    for seed in 0..40u64 {
        let n = 2 + (seed as usize * 7) % 40;
        let generic_at = (seed % 5 == 4).then_some(n / 2);
        let text = module(seed, n, generic_at, seed % 3 == 1);
        let (ctx, m) = parse(&text).unwrap_or_else(|| panic!("generated module {seed} does not parse:\n{text}"));
        let sequential = print_op(&ctx, m, &opts);
        assert!(sequential.contains("#map"), "{sequential}");
        for threads in [1, 2, 3, 4] {
            for part_len in [1, 2, 3, 7, 64] {
                let out = print_op_threaded_for_test(&ctx, m, &opts, threads, part_len);
                match out {
                    Some(out) => {
                        assert_eq!(out, sequential, "seed {seed}, {threads} threads, parts of {part_len}");
                        threaded += 1;
                    }
                    // Only a generic op (whose alias order may differ) makes it decline here.
                    None => assert!(generic_at.is_some(), "seed {seed}: threaded printer declined"),
                }
            }
            // The public entry point, threaded or not, writes the same bytes.
            assert_eq!(print_op_pieces(&ctx, m, &opts, String::new(), threads).concat(), sequential);
        }
    }
    assert!(threaded > 500, "{threaded}");
}

/// Every chunk of the lit tests (split at `// -----`) that parses and
/// verifies prints the same threaded as sequentially, in parts of one op.
/// Runs on a thread with the command line's stack: some lit tests nest as
/// deep as the parser allows, and parsing and printing recurse per level.
#[test]
fn threaded_printing_matches_on_the_lit_tests() {
    let run = std::thread::Builder::new().stack_size(1 << 30).spawn(compare_lit_chunks).expect("test thread");
    if let Err(panic) = run.join() {
        std::panic::resume_unwind(panic);
    }
}

fn compare_lit_chunks() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit");
    let mut files = Vec::new();
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("lit dir").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "mlir") {
                files.push(path);
            }
        }
    }
    files.sort();
    let opts = PrintOptions::default();
    let (mut compared, mut declined) = (0, 0);
    for file in &files {
        let Ok(text) = std::fs::read_to_string(file) else { continue };
        for chunk in text.split("\n// -----") {
            let Some((ctx, m)) = parse(chunk) else { continue };
            let sequential = print_op(&ctx, m, &opts);
            match print_op_threaded_for_test(&ctx, m, &opts, 2, 1) {
                Some(out) => {
                    assert_eq!(out, sequential, "{}", file.display());
                    compared += 1;
                }
                None => declined += 1,
            }
        }
    }
    assert!(compared > 50, "compared {compared}, declined {declined}");
}
