//! Parses an MLIR file, verifies it and prints it like `mlir-opt` (for
//! manual comparison). Usage: `roundtrip FILE [--generic] [--debuginfo]
//! [--allow-unregistered-dialect] [--no-verify]`.

use affine_ir::{ParseOptions, PrintOptions, SourceMgr, parse_source, print_op};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: roundtrip FILE");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let has = |f: &str| args.iter().any(|a| a == f);
    let mut ctx = affine_dialects::new_context();
    ctx.allow_unregistered_dialect = has("--allow-unregistered-dialect");
    ctx.diag_debug_info = has("--debuginfo");
    let mut sm = SourceMgr::new();
    let buf = sm.add_buffer(path, text);
    let text = sm.text(buf);
    let opts = ParseOptions { allow_unregistered_dialect: ctx.allow_unregistered_dialect, range: None };
    let m = match parse_source(&mut ctx, text, path, &opts) {
        Ok(m) => m,
        Err(d) => {
            eprint!("{}", d.render(&ctx, &sm));
            std::process::exit(1);
        }
    };
    if !has("--no-verify") {
        let errors = affine_ir::verify::verify_all(&ctx, m);
        if !errors.is_empty() {
            for d in errors {
                eprint!("{}", d.render(&ctx, &sm));
            }
            std::process::exit(1);
        }
    }
    let popts = PrintOptions {
        generic: has("--generic"),
        debug_info: has("--debuginfo"),
        elide_elements_over: None,
        ..PrintOptions::default()
    };
    print!("{}", print_op(&ctx, m, &popts));
}
