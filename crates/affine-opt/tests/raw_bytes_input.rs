//! Input files are bytes: a string literal may hold raw bytes that are not
//! UTF-8 (mlir-opt 22 keeps them and prints them as `\XX` escapes). Lit files
//! are text, so this case is checked here.

use std::io::Write;
use std::process::{Command, Stdio};

fn affine_opt(input: &[u8], args: &[&str]) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_affine-opt"))
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("affine-opt runs");
    child.stdin.take().expect("stdin").write_all(input).expect("input written");
    let out = child.wait_with_output().expect("affine-opt finishes");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn raw_bytes_in_string_literals_print_as_escapes() {
    let input = b"module attributes {a.s = \"x\xFF\x80y\", a.t = \"\xE2\x82\xAC\xC3\"} {\n}\n";
    let (ok, out, err) = affine_opt(input, &[]);
    assert!(ok, "{err}");
    assert_eq!(out, "module attributes {a.s = \"x\\FF\\80y\", a.t = \"\\E2\\82\\AC\\C3\"} {\n}\n\n");
}

#[test]
fn raw_bytes_count_in_llvm_string_lengths() {
    let input = b"llvm.mlir.global internal constant @s(\"\xFF\xFE\") {addr_space = 0 : i32} : !llvm.array<2 x i8>\n";
    let (ok, out, err) = affine_opt(input, &[]);
    assert!(ok, "{err}");
    assert!(out.contains("@s(\"\\FF\\FE\")"), "{out}");
}

#[test]
fn a_raw_byte_outside_a_string_is_an_unexpected_character() {
    let input = b"module {\n  func.func private @f() \xFF\n}\n";
    let (ok, _, err) = affine_opt(input, &[]);
    assert!(!ok);
    assert!(err.starts_with("<stdin>:2:26: error: unexpected character\n"), "{err}");
}
