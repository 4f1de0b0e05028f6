//! Every registered op, written in the generic form with operand, result,
//! region and property lists of the wrong shape, parses, verifies and
//! prints without a panic.
//!
//! The generic form lets a user write any op with any operands, results,
//! regions and properties; the verifier must reject the ones ODS would
//! reject (with a diagnostic) before a printer, folder or pattern indexes
//! `operands[0]` or reads a property of the wrong kind. The mutation fuzzer
//! (`fuzz_mutations.rs`) reaches few of these shapes, because it starts
//! from valid custom-form text; this test enumerates them for every op of
//! the registry, so an op added without its structural checks fails here.

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;

use affine_ir::{ParseOptions, PrintOptions};

/// Operand/result type lists tried for every op.
fn type_lists() -> Vec<(Vec<&'static str>, Vec<&'static str>)> {
    const TYPES: &[&str] =
        &["i32", "index", "f32", "memref<4xf32>", "!llvm.ptr", "vector<4xf32>", "tensor<4xf32>", "i1"];
    let mut out = vec![(vec![], vec![])];
    for &t in TYPES {
        out.push((vec![t], vec![]));
        out.push((vec![], vec![t]));
        out.push((vec![t], vec![t]));
        out.push((vec![t, t], vec![t]));
        out.push((vec![t, t, t], vec![t, t]));
        out.push((vec![t; 5], vec![]));
    }
    out
}

/// Region lists tried (with the empty operand lists and one `i32`).
const REGIONS: &[&str] = &["({})", "({\n  ^bb0:\n    \"test.t\"() : () -> ()\n  })", "({}, {})"];

/// Property values of the wrong kind, given to every inherent attribute.
const PROP_VALUES: &[&str] = &["unit", "0 : i64", "\"s\"", "[]", "array<i32: 1>", "{}"];

fn program(op: &str, operands: &[&str], results: &[&str], props: &str, regions: &str) -> String {
    let args: Vec<String> = operands.iter().enumerate().map(|(i, t)| format!("%a{i}: {t}")).collect();
    let uses: Vec<String> = (0..operands.len()).map(|i| format!("%a{i}")).collect();
    let defs = if results.is_empty() {
        String::new()
    } else {
        let names: Vec<String> = (0..results.len()).map(|i| format!("%r{i}")).collect();
        format!("{} = ", names.join(", "))
    };
    format!(
        "func.func @f({}) {{\n  {defs}\"{op}\"({}){props}{regions} : ({}) -> ({})\n  return\n}}\n",
        args.join(", "),
        uses.join(", "),
        operands.join(", "),
        results.join(", ")
    )
}

/// Parses, verifies and prints (generic and custom form) if it verifies.
fn run_once(ctx: &mut affine_ir::Context, text: &str) {
    let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
    let Ok(module) = affine_ir::parse_source(ctx, text, "generic.mlir", &opts) else { return };
    if affine_ir::verify::verify(ctx, module).is_err() {
        return;
    }
    let _ = affine_ir::print_op(ctx, module, &PrintOptions { generic: true, ..PrintOptions::default() });
    let _ = affine_ir::print_op(ctx, module, &PrintOptions::default());
}

#[test]
fn generic_forms_of_every_registered_op_never_panic() {
    let registry = affine_dialects::registry();
    let mut names: Vec<&'static str> = registry.op_names().collect();
    names.sort_unstable();
    assert!(names.len() > 400, "the registry lists only {} ops", names.len());
    let lists = type_lists();
    // Panic sites (file:line), each with the first input that reached it.
    static LAST_SITE: Mutex<String> = Mutex::new(String::new());
    let mut panics: BTreeMap<String, (usize, String)> = BTreeMap::new();
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|info| {
        let site = info.location().map_or_else(String::new, |l| format!("{}:{}", l.file(), l.line()));
        *LAST_SITE.lock().unwrap_or_else(|e| e.into_inner()) = site;
    }));
    for name in names {
        let inherent = registry.get(name).map_or(&[][..], |d| d.inherent_attrs);
        let mut inputs: Vec<String> = lists.iter().map(|(o, r)| program(name, o, r, "", "")).collect();
        for regions in REGIONS {
            inputs.push(program(name, &[], &[], "", regions));
            inputs.push(program(name, &["i32"], &["i32"], "", regions));
        }
        for value in PROP_VALUES.iter().filter(|_| !inherent.is_empty()) {
            let props: Vec<String> = inherent.iter().map(|p| format!("{p} = {value}")).collect();
            let props = format!(" <{{{}}}>", props.join(", "));
            for (o, r) in lists.iter().take(8) {
                inputs.push(program(name, o, r, &props, ""));
            }
        }
        let mut ctx = affine_dialects::new_context();
        for input in inputs {
            if catch_unwind(AssertUnwindSafe(|| run_once(&mut ctx, &input))).is_err() {
                let site = LAST_SITE.lock().unwrap_or_else(|e| e.into_inner()).clone();
                panics.entry(site).or_insert((0, input)).0 += 1;
                // A panic may leave the context half-updated.
                ctx = affine_dialects::new_context();
            }
        }
    }
    std::panic::set_hook(default_hook);
    let report: Vec<String> =
        panics.iter().map(|(site, (n, input))| format!("{site}: {n} inputs, the first:\n{input}")).collect();
    assert!(panics.is_empty(), "generic-form inputs panicked at {} sites:\n{}", panics.len(), report.join("\n"));
}
