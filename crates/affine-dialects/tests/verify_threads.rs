//! The module verifier run on several threads (`verify_all_threaded`)
//! reports exactly what the sequential one reports, in the same order:
//! one error per failing function, the functions' errors in their order,
//! and the module's own checks (symbol uses, counted inside the functions)
//! after them.

use affine_ir::verify::{verify_all, verify_all_threaded};
use affine_ir::{ParseOptions, parse_source};

/// A module of `n` functions; every seventh uses a value before it is
/// defined, every eleventh adds mismatched types, and, with `bad_call`,
/// the last calls a function that does not exist.
fn module(n: usize, bad_call: bool) -> String {
    let mut text = String::new();
    for i in 0..n {
        let body = if i % 7 == 3 {
            "  %x = arith.addi %y, %a : i32\n  %y = arith.addi %a, %a : i32\n".to_string()
        } else if i % 11 == 5 {
            "  %x = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n".to_string()
        } else {
            format!("  %x = arith.addi %a, %a : i32\n  affine.for %i = 0 to {} {{\n  }}\n", i + 1)
        };
        let call = if bad_call && i + 1 == n { "  func.call @missing() : () -> ()\n" } else { "" };
        text += &format!("func.func @f{i}(%a: i32, %b: i64) {{\n{body}{call}  return\n}}\n");
    }
    text
}

fn messages(threads: usize, text: &str) -> Vec<String> {
    let mut ctx = affine_dialects::new_context();
    let m = parse_source(&mut ctx, text, "t.mlir", &ParseOptions::default()).expect("parse");
    let errors = if threads == 0 { verify_all(&ctx, m) } else { verify_all_threaded(&ctx, m, threads) };
    errors.iter().map(|d| format!("{:?}: {}", d.loc, d.message)).collect()
}

#[test]
fn threaded_verification_reports_what_the_sequential_one_does() {
    for (n, bad_call) in [(200, false), (200, true), (9, true), (64, false)] {
        let text = module(n, bad_call);
        let sequential = messages(0, &text);
        let expected_failures = (0..n).filter(|i| i % 7 == 3 || i % 11 == 5).count();
        // The undefined callee is reported by the module only when every
        // function verified.
        assert_eq!(sequential.len(), expected_failures.max(usize::from(bad_call && expected_failures == 0)));
        for threads in [1, 2, 3, 8] {
            assert_eq!(messages(threads, &text), sequential, "{n} functions on {threads} threads");
        }
    }
    // Valid functions only, with the bad call: the symbol-use check of the
    // module must still run when the calls were met on other threads.
    let mut text = String::new();
    for i in 0..100 {
        text += &format!("func.func @g{i}() {{\n  func.call @g{}() : () -> ()\n  return\n}}\n", (i + 1) % 100);
    }
    text += "func.func @h() {\n  func.call @nowhere() : () -> ()\n  return\n}\n";
    let sequential = messages(0, &text);
    assert_eq!(sequential.len(), 1, "{sequential:?}");
    assert!(sequential[0].contains("nowhere"), "{sequential:?}");
    for threads in [2, 4] {
        assert_eq!(messages(threads, &text), sequential);
    }
}
