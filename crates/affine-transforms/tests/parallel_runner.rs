//! Function passes run on all functions of a module at once (worker
//! contexts layered over the frozen tables, merged back in function order):
//! the printed IR and the diagnostics must be exactly those of a run on one
//! thread, whatever new types, attributes, affine maps, locations, names
//! and ops the passes create.

use affine_ir::context::{AttrData, LocData, NamedAttr};
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, Diagnostic, OpId, OpState, ParseOptions, PrintOptions};
use affine_transforms::registry::{PassInfo, PassRegistry};
use affine_transforms::{DiagnosticSink, Pass, PassOptions, RunOptions, parse_pipeline, run_pipeline_with};

/// Creates, in every function, things that exist in no other function:
/// a memref type, an affine map, a dictionary, a symbol reference, a name
/// location and an unregistered op name, and reports a remark about each
/// `affine.for` with a fused location.
struct Decorate;

impl Pass for Decorate {
    fn run(&mut self, ctx: &mut Context, func: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let sym_name = ctx.ident("sym_name");
        let name = ctx.ir.attr(func, sym_name).and_then(|a| ctx.attr_str(a).map(str::to_string));
        let name = name.unwrap_or_default();
        let n = name.len() as i64 * 7 + name.bytes().map(i64::from).sum::<i64>();
        let f32t = ctx.f32_type();
        let memref = ctx.memref_type(vec![n, 3], f32t);
        let d0 = ctx.affine.dim(0);
        let scaled = ctx.affine.mul_const(d0, n);
        let map = ctx.affine.map(1, 0, &[scaled]);
        let map_attr = ctx.affine_map_attr(map);
        let key = ctx.ident(&format!("key_{name}"));
        let dict = ctx.dict_attr(vec![NamedAttr { name: key, value: map_attr }]);
        let sym = ctx.symbol_ref_attr(&format!("callee_{name}"));
        let type_attr = ctx.type_attr(memref);
        let loop_name = ctx.op_name("affine.for");
        let loops: Vec<OpId> =
            ctx.ir.walk(func, WalkOrder::PreOrder).into_iter().filter(|&o| ctx.ir.op(o).name == loop_name).collect();
        for (i, l) in loops.into_iter().enumerate() {
            let tag = ctx.ident(&format!("{name}_loop{i}"));
            let inner = ctx.ir.op(l).loc;
            let named = ctx.loc(LocData::Name { name: tag, child: Some(inner) });
            let op_name = ctx.op_name(&format!("toy.{name}_marker"));
            let mut st = OpState::new(op_name, named);
            let attr_names = [ctx.ident("dict"), ctx.ident("sym"), ctx.ident("ty")];
            st.attrs = vec![
                NamedAttr { name: attr_names[0], value: dict },
                NamedAttr { name: attr_names[1], value: sym },
                NamedAttr { name: attr_names[2], value: type_attr },
            ];
            ctx.sort_named(&mut st.attrs);
            st.result_types = vec![memref];
            ctx.ir.create_op_at(st, affine_ir::InsertPoint::Before(l));
            let fused = ctx.loc(LocData::Fused { locs: vec![named, inner], metadata: Some(map_attr) });
            sink.emit(ctx, Diagnostic::remark(fused, format!("decorated loop {i} of @{name}")));
        }
        let note_attr = ctx.attr(AttrData::String { value: format!("done {name}"), ty: None });
        let note_name = ctx.ident("toy.note");
        let func_data = ctx.ir.op_mut(func);
        func_data.attrs.push(NamedAttr { name: note_name, value: note_attr });
        Ok(())
    }
}

/// Reports a remark on every function and fails on `@f2`.
struct FailOnF2;

impl Pass for FailOnF2 {
    fn run(&mut self, ctx: &mut Context, func: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let sym_name = ctx.ident("sym_name");
        let name = ctx.ir.attr(func, sym_name).and_then(|a| ctx.attr_str(a).map(str::to_string)).unwrap_or_default();
        let loc = ctx.ir.op(func).loc;
        sink.emit(ctx, Diagnostic::remark(loc, format!("visited @{name}")));
        if name == "f2" { Err(Diagnostic::error(loc, "failed on @f2")) } else { Ok(()) }
    }
}

fn registry() -> PassRegistry {
    let mut registry = affine_transforms::default_registry();
    registry.register(PassInfo {
        name: "test-decorate",
        summary: "test pass",
        options: vec![],
        anchor: Some("func.func"),
        create: |_: &PassOptions| Box::new(Decorate) as Box<dyn Pass>,
    });
    registry.register(PassInfo {
        name: "test-fail-on-f2",
        summary: "test pass",
        options: vec![],
        anchor: Some("func.func"),
        create: |_: &PassOptions| Box::new(FailOnF2) as Box<dyn Pass>,
    });
    registry
}

fn module_text(functions: usize) -> String {
    let mut text = String::new();
    for f in 0..functions {
        text.push_str(&format!(
            "func.func @f{f}(%A: memref<16xf32>) {{\n  affine.for %i = 0 to {} {{\n    %v = affine.load %A[%i] : memref<16xf32>\n    affine.for %j = 0 to 4 {{\n      affine.store %v, %A[%j + {}] : memref<16xf32>\n    }}\n  }}\n  return\n}}\n",
            f % 5 + 2,
            f % 3
        ));
    }
    text
}

/// Runs `pipeline` and returns the printed module and the rendered remarks.
fn run(text: &str, pipeline: &str, threading: bool) -> (String, Vec<String>) {
    let (printed, diags, result) = run_result(text, pipeline, threading);
    result.expect("pipeline runs");
    (printed, diags)
}

fn run_result(text: &str, pipeline: &str, threading: bool) -> (String, Vec<String>, Result<(), String>) {
    let registry = registry();
    // `flags:a,b` is the pipeline of the flags `-a -b` (passes placed on
    // the module, nested implicitly), which --pass-pipeline refuses.
    let spec = match pipeline.strip_prefix("flags:") {
        Some(flags) => affine_transforms::PipelineSpec {
            anchor: "builtin.module".into(),
            elements: flags
                .split(',')
                .map(|name| affine_transforms::PipelineElement::Pass { name: name.into(), options: vec![] })
                .collect(),
        },
        None => parse_pipeline(pipeline, &registry).expect("pipeline"),
    };
    let mut ctx = affine_dialects::new_context();
    ctx.allow_unregistered_dialect = true;
    let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
    let module = affine_ir::parse_source(&mut ctx, text, "m.mlir", &opts).expect("parses");
    let mut rendered = Vec::new();
    let mut sm = affine_ir::SourceMgr::new();
    sm.add_buffer("m.mlir", text);
    let options = RunOptions { verify_each: true, threading, ..RunOptions::default() };
    let result = {
        let mut sink = DiagnosticSink::new(|ctx, d| rendered.push(d.render(ctx, &sm)));
        run_pipeline_with(&mut ctx, module, &spec, &registry, options, &mut sink)
    };
    let result = result.map_err(|e| e.render(&ctx, &sm));
    let printed = affine_ir::print_op(
        &ctx,
        module,
        &PrintOptions { generic: false, debug_info: true, elide_elements_over: None, ..PrintOptions::default() },
    );
    (printed, rendered, result)
}

#[test]
fn a_failing_function_reports_as_in_a_sequential_run() {
    let text = module_text(12);
    let (_, serial, serial_result) = run_result(&text, "builtin.module(func.func(test-fail-on-f2))", false);
    let (_, parallel, parallel_result) = run_result(&text, "builtin.module(func.func(test-fail-on-f2))", true);
    assert_eq!(serial, parallel);
    assert_eq!(serial_result, parallel_result);
    // As in mlir-opt 22, a function's failure does not stop the others:
    // a remark from each of the 12 functions and @f2's error in its place,
    // then the step fails (its error was already reported).
    assert_eq!(serial.len(), 13, "{serial:?}");
    assert!(serial[3].contains("failed on @f2"), "{serial:?}");
    assert!(serial[12].contains("visited @f11"), "{serial:?}");
    assert_eq!(serial.iter().filter(|d| d.contains("failed")).count(), 1, "{serial:?}");
    assert!(serial_result.is_err());
}

#[test]
fn parallel_run_prints_and_reports_as_one_thread() {
    let text = module_text(37);
    for pipeline in [
        "builtin.module(func.func(test-decorate))",
        "flags:test-decorate,test-decorate",
        "builtin.module(func.func(test-decorate), func.func(test-decorate))",
    ] {
        let (serial, serial_diags) = run(&text, pipeline, false);
        let (parallel, parallel_diags) = run(&text, pipeline, true);
        assert_eq!(serial, parallel, "{pipeline}");
        assert_eq!(serial_diags, parallel_diags, "{pipeline}");
        assert!(serial.contains("toy.f36_marker"), "{serial}");
        assert!(serial_diags.len() > 37, "{pipeline}");
    }
}

#[test]
fn adjacent_function_pipelines_run_function_by_function() {
    // As in mlir-opt, `-p -p` on functions runs both passes on the first
    // function before the second: the remarks interleave by function.
    let text = module_text(3);
    let (_, diags) = run(&text, "flags:test-decorate,test-decorate", true);
    let functions: Vec<&str> = diags
        .iter()
        .map(|d| {
            if d.contains("@f0") {
                "f0"
            } else if d.contains("@f1") {
                "f1"
            } else {
                "f2"
            }
        })
        .collect();
    let first_f1 = functions.iter().position(|&f| f == "f1").expect("f1 reported");
    assert!(functions[..first_f1].iter().all(|&f| f == "f0"));
    assert_eq!(functions.iter().filter(|&&f| f == "f0").count(), 2 * 2);
}
