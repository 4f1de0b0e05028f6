//! The `mlir-opt` main loop: read, split, parse, verify, run passes, print,
//! and report diagnostics (or check them under `--verify-diagnostics`).

use std::cell::OnceCell;
use std::io::{Read, Write};

use affine_ir::{Context, Diagnostic, OpId, ParseOptions, PrintOptions, RenderCache, Severity, SourceMgr};
use affine_transforms::{
    DiagnosticSink, FUNCTION_OP_INTERFACE, PassRegistry, PipelineElement, PipelineSpec, RunOptions, SinkEvent,
    TimingNode, run_pipeline_timed, run_pipeline_with,
};

use crate::cli::{Options, ReportFormat, VerifyMode};
use crate::split::{Chunk, split};
use crate::verify_diagnostics::{DiagnosticVerifier, Kind, Verdict};

/// The input, with its name as locations spell it.
struct Input {
    name: String,
    text: String,
    /// Byte offsets of line starts, computed on first use (only diagnostics
    /// and `--split-input-file` need them).
    line_starts: OnceCell<Vec<usize>>,
}

impl Input {
    fn new(name: String, text: String) -> Self {
        Input { name, text, line_starts: OnceCell::new() }
    }

    /// Takes the text out (to reuse its buffer before printing); nothing
    /// may read it afterwards.
    fn take_text(&mut self) -> String {
        std::mem::take(&mut self.text)
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut starts = vec![0];
            starts.extend(self.text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
            starts
        })
    }

    /// 1-based line and column of a byte offset.
    fn line_col(&self, offset: usize) -> (u32, u32) {
        let starts = self.line_starts();
        let line = starts.partition_point(|&s| s <= offset);
        let start = starts[line - 1];
        (line as u32, (offset - start) as u32 + 1)
    }

    fn line_text(&self, line: u32) -> &str {
        let start = self.line_starts()[(line - 1) as usize];
        let end = self.text[start..].find('\n').map_or(self.text.len(), |e| start + e);
        &self.text[start..end]
    }

    /// `file:line:col: error: message`, the source line and a caret with
    /// `underline` tildes after it, as LLVM's SourceMgr prints a range.
    /// Renders an error of the diagnostic verifier at its position.
    fn render_error(&self, e: &crate::verify_diagnostics::VerifierError) -> String {
        if e.line == 0 {
            return format!("<unknown>:0: error: {}\n", e.message);
        }
        self.render_at(e.line, e.col, e.underline, "error", &e.message)
    }

    fn render_at(&self, line: u32, col: u32, underline: u32, severity: &str, message: &str) -> String {
        let mut out = format!("{}:{line}:{col}: {severity}: {message}\n", self.name);
        affine_ir::diag::push_source_excerpt(&mut out, self.line_text(line), col, underline);
        out
    }
}

fn read_input(path: &str) -> Result<Input, String> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(Input::new("<stdin>".to_string(), source_text(bytes)));
    }
    let bytes = read_with_room_for_output(path).map_err(|e| {
        let reason = match e.kind() {
            std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
            std::io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
            _ => e.to_string(),
        };
        format!("cannot open input file '{path}': {reason}")
    })?;
    Ok(Input::new(path.to_string(), source_text(bytes)))
}

/// The input as text. MLIR sources are bytes: a string literal may hold raw
/// bytes that are not UTF-8 (`mlir-opt` keeps them and prints them as `\XX`
/// escapes). Each such byte is replaced by its `\XX` escape, which the lexer
/// reads back as the same byte, so nothing of the input is lost; outside a
/// string literal the escape is an unexpected character at the same
/// position, as the raw byte is for `mlir-opt`.
fn source_text(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            let bytes = e.into_bytes();
            let mut text = String::with_capacity(bytes.len() + 64);
            for chunk in bytes.utf8_chunks() {
                text.push_str(chunk.valid());
                for &b in chunk.invalid() {
                    text.push('\\');
                    text.push(HEX[usize::from(b >> 4)] as char);
                    text.push(HEX[usize::from(b & 15)] as char);
                }
            }
            text
        }
    }
}

/// The bytes of the file at `path`, in a buffer with half again its size
/// spare: once parsed, the input buffer becomes the output buffer, and
/// printed IR is often longer than its input (`%x` becomes `%arg0`);
/// without the room the printer grows it by copying the whole output.
/// Capacity that is never written costs no memory.
fn read_with_room_for_output(path: &str) -> std::io::Result<Vec<u8>> {
    let mut file = std::fs::File::open(path)?;
    let len = file.metadata().map_or(0, |m| m.len() as usize);
    let mut bytes = Vec::with_capacity(len + len / 2 + 4096);
    file.read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Runs the tool. `Ok(true)` means success (exit code 0).
pub fn run(options: &Options, registry: &PassRegistry) -> Result<bool, String> {
    let mut input = read_input(&options.input)?;
    // Built on first use: only diagnostics need it, and it holds a copy of
    // the input and its line table (significant for large inputs).
    let sources = OnceCell::new();
    // Diagnostics are written as they are produced (like mlir-opt), so
    // memory does not grow with their number; the writes themselves run on
    // a thread of their own (see `background_writer`).
    let mut stderr = crate::background_writer::StderrWriter::new();

    let chunks = match &options.split_marker {
        Some(marker) => {
            let (chunks, misses) = split(&input.text, marker);
            for miss in misses {
                let (line, col) = input.line_col(miss.offset);
                emit(&mut stderr, &input.render_at(line, col, 0, "warning", "near miss with file split marker"));
            }
            chunks
        }
        None => vec![Chunk { start: 0, end: input.text.len() }],
    };

    // mlir-opt 22 scans for expected-* comments even without
    // --verify-diagnostics and, at the end, reports each one as not
    // produced (without changing the exit code). We match it. The scan is
    // done before processing so that the input text can be released
    // before printing; its report still comes last.
    let mut unproduced = String::new();
    if options.verify_diagnostics.is_none() {
        for chunk in &chunks {
            let text = &input.text[chunk.start..chunk.end];
            // Every designator starts with this word: a chunk without it has
            // nothing to report, and skipping the line-by-line scan matters
            // on large inputs.
            if !text.contains("expected-") {
                continue;
            }
            let (first_line, _) = input.line_col(chunk.start);
            let verifier = DiagnosticVerifier::new(text, first_line);
            if let Err(errors) = verifier.finish() {
                for e in &errors {
                    unproduced.push_str(&input.render_error(e));
                }
            }
        }
    }

    // The input text may be dropped before printing the last chunk when
    // nothing can refer to it any more (a single chunk, no diagnostics to
    // check): on large inputs that lowers the peak memory by its size.
    let may_release_text = chunks.len() == 1 && options.verify_diagnostics.is_none();
    let mut outputs: Vec<Vec<String>> = Vec::with_capacity(chunks.len());
    let mut ok = true;
    let mut deferred = String::new();
    for (i, chunk) in chunks.iter().enumerate() {
        let last = i + 1 == chunks.len();
        let state = ChunkState { last, may_release_text: may_release_text && last };
        let (output, chunk_ok) =
            process_chunk(options, registry, &mut input, &sources, chunk, state, &mut stderr, &mut deferred);
        ok &= chunk_ok;
        outputs.push(output);
    }
    emit(&mut stderr, &deferred);
    emit(&mut stderr, &unproduced);
    let _ = stderr.flush();
    drop(stderr);
    write_output(&options.output, &outputs)?;
    Ok(ok)
}

/// Writes diagnostic text to standard error (a failed write to stderr has
/// nowhere to be reported).
fn emit(stderr: &mut dyn Write, text: &str) {
    let _ = stderr.write_all(text.as_bytes());
}

/// Writes the chunk outputs (each a list of pieces, written one after the
/// other without joining them: joining would copy the whole output) with
/// the marker line between chunks, as `mlir-opt` does.
fn write_output(path: &str, outputs: &[Vec<String>]) -> Result<(), String> {
    fn write_all(w: &mut dyn Write, outputs: &[Vec<String>]) -> std::io::Result<()> {
        for (i, chunk) in outputs.iter().enumerate() {
            if i > 0 {
                w.write_all(crate::split::SPLIT_MARKER.as_bytes())?;
                w.write_all(b"\n")?;
            }
            for piece in chunk {
                w.write_all(piece.as_bytes())?;
            }
        }
        w.flush()
    }
    if path == "-" {
        let stdout = std::io::stdout();
        let mut lock = stdout.lock();
        write_all(&mut lock, outputs).map_err(|e| format!("cannot write output: {e}"))
    } else {
        let mut file = std::fs::File::create(path).map_err(|e| format!("cannot open output file '{path}': {e}"))?;
        write_all(&mut file, outputs).map_err(|e| format!("cannot open output file '{path}': {e}"))
    }
}

/// Where a chunk stands in the run.
#[derive(Clone, Copy)]
struct ChunkState {
    /// The last chunk (its context need not be freed).
    last: bool,
    /// Nothing reads the input text after this chunk's IR is built, unless
    /// it has diagnostics.
    may_release_text: bool,
}

/// Parses, verifies, transforms and prints one chunk. Returns its output
/// (in pieces to be written one after the other) and whether it succeeded
/// (under `--verify-diagnostics`: whether every diagnostic was as expected).
#[allow(clippy::too_many_arguments)] // the driver's per-chunk state, passed explicitly
fn process_chunk(
    options: &Options,
    registry: &PassRegistry,
    input: &mut Input,
    sources: &OnceCell<SourceMgr>,
    chunk: &Chunk,
    state: ChunkState,
    stderr: &mut dyn Write,
    deferred: &mut String,
) -> (Vec<String>, bool) {
    let mut ctx = affine_dialects::new_context();
    ctx.allow_unregistered_dialect = options.allow_unregistered_dialect;
    // mlir-opt prints the op of a `see current operation:` note with the
    // command line's printing flags: locations under --mlir-print-debuginfo.
    ctx.diag_debug_info = options.print_debuginfo;
    let verifier = options.verify_diagnostics.map(|mode| {
        let (first_line, _) = input.line_col(chunk.start);
        let mut verifier = DiagnosticVerifier::new(&input.text[chunk.start..chunk.end], first_line);
        verifier.set_report_unexpected(mode == VerifyMode::All);
        (verifier, mode)
    });
    let mut reporter = Reporter {
        input: &*input,
        sources,
        stderr,
        // Like mlir-opt, --verify-diagnostics turns off printing the op on diagnostics.
        strip_op_notes: !options.print_op_on_diagnostic || options.verify_diagnostics.is_some(),
        verifier,
        reported: 0,
        saw_error: false,
        vectorization_entries: (options.vectorization_report == Some(ReportFormat::Json)).then(Vec::new),
        rendered: String::new(),
        render_cache: RenderCache::default(),
    };
    let chunk_start = std::time::Instant::now();
    let mut timings = options.timing.map(|_| Vec::new());
    let transformed = transform(options, registry, input, chunk, &mut ctx, &mut reporter, timings.as_mut());
    let output_start = std::time::Instant::now();
    // mlir-opt times its output only when the passes succeeded.
    let timed_output = transformed.is_some();
    let executed = transformed.map(|module| (module, execute(options, input, chunk, &mut ctx, module)));
    let output = match executed {
        Some((_, Ok(Some(text)))) => Some(vec![text]),
        Some((module, Ok(None))) => {
            // Printing cannot produce diagnostics: if none was reported, the
            // input text is not needed any more, and its buffer becomes the
            // output's (no second buffer of that size to allocate and fault in).
            let release = state.may_release_text
                && options.timing.is_none()
                && reporter.reported == 0
                && reporter.verifier.is_none()
                && sources.get().is_none();
            let print = PrintOptions {
                generic: options.print_generic,
                debug_info: options.print_debuginfo,
                elide_elements_over: options.elide_elements_over,
                elide_resources_over: options.elide_resources_over,
                value_users: options.print_value_users,
            };
            // The module's functions are printed on the threads (the
            // bytes are the sequential printer's).
            let threads = thread_count(options);
            if options.print_local_scope {
                let text = affine_ir::printer::print_op_local_scope(&ctx, module, &print);
                Some(vec![text])
            } else if release {
                drop(reporter);
                let buffer = input.take_text();
                let mut pieces = affine_ir::printer::print_op_pieces(&ctx, module, &print, buffer, threads);
                pieces.push("\n".to_string());
                release_context(ctx, state.last);
                return (pieces, true);
            } else {
                let mut pieces = affine_ir::printer::print_op_pieces(&ctx, module, &print, String::new(), threads);
                pieces.push("\n".to_string());
                Some(pieces)
            }
        }
        Some((_, Err(diagnostic))) => {
            reporter.report(&ctx, diagnostic);
            None
        }
        None => None,
    };
    let output_time = output_start.elapsed();
    // --vectorization-report=json: the report replaces the IR.
    let output = match (output, reporter.vectorization_entries.take()) {
        (Some(_), Some(entries)) => Some(vec![vectorization_report_json(&entries)]),
        (output, _) => output,
    };
    let failed_in_run = output.is_none() || reporter.saw_error;
    let verified = match reporter.verifier.take() {
        None => !failed_in_run,
        Some((verifier, _)) => match verifier.finish() {
            Ok(()) => true,
            Err(errors) => {
                // mlir-opt reports missing expectations after every chunk has run.
                for e in &errors {
                    deferred.push_str(&reporter.input.render_error(e));
                }
                false
            }
        },
    };
    drop(reporter);
    if let (Some(mut nodes), Some(format)) = (timings, options.timing) {
        if timed_output {
            nodes.push(TimingNode {
                name: "Output".into(),
                wall: output_time,
                user: output_time,
                children: Vec::new(),
                instance: 0,
            });
        }
        emit(stderr, &crate::timing::report(&nodes, chunk_start.elapsed(), format));
    }
    release_context(ctx, state.last);
    (output.unwrap_or_default(), verified)
}

/// Threads parsing-time verification and printing may use: one with
/// `--mlir-disable-threading`, else the available parallelism.
fn thread_count(options: &Options) -> usize {
    if options.disable_threading {
        1
    } else {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    }
}

/// Receives every diagnostic of a chunk as it is produced: writes it to
/// standard error rendered like mlir-opt's, or checks it against the
/// chunk's `expected-*` comments under `--verify-diagnostics`.
struct Reporter<'a> {
    input: &'a Input,
    sources: &'a OnceCell<SourceMgr>,
    stderr: &'a mut dyn Write,
    /// Drop the `see current operation:` notes.
    strip_op_notes: bool,
    verifier: Option<(DiagnosticVerifier, VerifyMode)>,
    /// Diagnostics reported so far.
    reported: usize,
    /// An error was reported (without `--verify-diagnostics`; with it, the
    /// verifier keeps track of what was not as expected).
    saw_error: bool,
    /// Under `--vectorization-report=json`: the vectorizer's report entries
    /// (its JSON remarks, with their location and source line added).
    vectorization_entries: Option<Vec<serde_json::Value>>,
    /// The buffer diagnostics are rendered into (reused).
    rendered: String,
    /// The last location's rendered prefix and source excerpt (a pass
    /// reporting many diagnostics on one op renders them once).
    render_cache: RenderCache,
}

/// The source manager of the input (for source lines in diagnostics).
fn source_mgr(input: &Input) -> SourceMgr {
    let mut sm = SourceMgr::new();
    sm.add_buffer(&input.name, input.text.as_str());
    sm
}

impl Reporter<'_> {
    fn sources(&self) -> &SourceMgr {
        self.sources.get_or_init(|| source_mgr(self.input))
    }

    fn report(&mut self, ctx: &Context, d: Diagnostic) {
        if d.is_silent() {
            self.saw_error = true;
            return;
        }
        if self.vectorization_entries.is_some()
            && d.severity == Severity::Remark
            && d.message.starts_with(VECTORIZATION_ENTRY)
            && let Ok(mut entry) = serde_json::from_str::<serde_json::Value>(&d.message)
        {
            if let Some((file, line, column)) = ctx.loc_file_line_col(d.loc) {
                entry["file"] = file.into();
                entry["line"] = line.into();
                entry["column"] = column.into();
                if let Some(text) = self.sources().line_text(file, line) {
                    entry["source"] = text.trim().into();
                }
            }
            self.vectorization_entries.get_or_insert_with(Vec::new).push(entry);
            return;
        }
        self.show(ctx, d);
    }

    /// Writes (or, under `--verify-diagnostics`, checks) a diagnostic, even
    /// one with an empty message (mlir-opt prints `error: ` for an option
    /// value its command-line library rejected).
    fn show(&mut self, ctx: &Context, mut d: Diagnostic) {
        self.reported += 1;
        if self.strip_op_notes {
            d.notes.retain(|n| !n.message.starts_with("see current operation:"));
        }
        let Some(mode) = self.verifier.as_ref().map(|(_, mode)| *mode) else {
            self.saw_error |= d.severity == Severity::Error;
            let mut text = std::mem::take(&mut self.rendered);
            text.clear();
            let sources = self.sources.get_or_init(|| source_mgr(self.input));
            d.render_into_cached(ctx, sources, &mut self.render_cache, &mut text);
            emit(self.stderr, &text);
            self.rendered = text;
            return;
        };
        for (loc, severity, message) in std::iter::once((d.loc, d.severity, &d.message))
            .chain(d.notes.iter().map(|n| (n.loc, n.severity, &n.message)))
        {
            let line = ctx.loc_file_line_col(loc).map(|(_, line, _)| line);
            let verdict = match self.verifier.as_mut() {
                Some((verifier, _)) => verifier.process(line, kind_of(severity), message),
                None => Verdict::Expected,
            };
            match verdict {
                Verdict::Expected => {}
                _ if mode == VerifyMode::OnlyExpected => {}
                Verdict::Unexpected(text) => {
                    let shown = Diagnostic::error(loc, text);
                    let text = shown.render(ctx, self.sources());
                    emit(self.stderr, &text);
                }
                Verdict::NearMiss(e) => {
                    emit(self.stderr, &self.input.render_error(&e));
                }
            }
        }
    }
}

/// How the JSON entries of the vectorizer's report start (its `report=json`
/// remarks).
const VECTORIZATION_ENTRY: &str = "{\"vectorization\":";

/// The `--vectorization-report=json` document: `{"loops": [...]}`, one
/// entry per loop in the order the passes reported them.
fn vectorization_report_json(entries: &[serde_json::Value]) -> String {
    let mut text = serde_json::to_string_pretty(&serde_json::json!({ "loops": entries })).unwrap_or_default();
    text.push('\n');
    text
}

/// Drops the context of a chunk, except after the last chunk: the process
/// is about to exit, and freeing millions of small IR allocations one by one
/// costs close to a tenth of the run time on large inputs (LLVM tools skip
/// this teardown too). The operating system reclaims the memory at exit.
fn release_context(ctx: Context, last: bool) {
    if last {
        std::mem::forget(ctx);
    }
}

/// `--run`, `--explain-dependences` and `--dump-dependence-polyhedra` (each
/// returns its report instead of the IR) and `--check-semantics` (compares
/// with a fresh parse of the same chunk; the IR is printed after).
fn execute(
    options: &Options,
    input: &Input,
    chunk: &Chunk,
    ctx: &mut Context,
    module: OpId,
) -> Result<Option<String>, Diagnostic> {
    // Failures not tied to a place in the input are rendered without a location.
    let unknown = ctx.unknown_loc();
    let unplaced = |message: String| Diagnostic::error(unknown, message);
    let explain = affine_analysis::ExplainOptions::default();
    if options.dump_dependence_polyhedra {
        return Ok(Some(affine_analysis::dump_dependence_polyhedra(ctx, module, &explain)));
    }
    match options.explain_dependences {
        Some(ReportFormat::Text) => return Ok(Some(affine_analysis::explain_dependences(ctx, module, &explain))),
        Some(ReportFormat::Json) => return Ok(Some(affine_analysis::explain_dependences_json(ctx, module, &explain))),
        None => {}
    }
    if let Some(seeds) = options.check_semantics {
        let mut original = affine_dialects::new_context();
        original.allow_unregistered_dialect = options.allow_unregistered_dialect;
        let parse = ParseOptions {
            allow_unregistered_dialect: options.allow_unregistered_dialect,
            range: Some((chunk.start, chunk.end)),
        };
        let before = affine_ir::parse_source(&mut original, &input.text, &input.name, &parse)
            .map_err(|d| unplaced(format!("semantic check: cannot re-read the input: {}", d.message)))?;
        let report = crate::execute::check_semantics((&original, before), (&*ctx, module), seeds, options.tolerance)
            .map_err(|e| unplaced(format!("semantic check failed: {e}")))?;
        eprint!("{}", report.lines().map(|l| format!("semantic check: {l}\n")).collect::<String>());
    }
    match &options.run {
        Some(func) => crate::execute::run_function(ctx, module, func, &options.run_options)
            .map(Some)
            .map_err(|e| Diagnostic::error(e.location.unwrap_or(unknown), e.diagnostic_message())),
        None => Ok(None),
    }
}

/// True if the pipeline's first step runs nested on the root's children
/// (`func.func(...)`, or a pass anchored on another op given as a flag,
/// which mlir-opt nests implicitly): the pass runner then works on the
/// functions in parallel and parsing them in parallel pays off.
fn starts_with_function_passes(pipeline: &PipelineSpec, registry: &PassRegistry) -> bool {
    match pipeline.elements.first() {
        Some(PipelineElement::Nested { .. }) => true,
        Some(PipelineElement::Pass { name, .. }) => registry
            .lookup(name)
            .and_then(|info| info.anchor)
            .is_some_and(|anchor| anchor != pipeline.anchor && anchor != FUNCTION_OP_INTERFACE),
        None => false,
    }
}

fn kind_of(severity: Severity) -> Kind {
    match severity {
        Severity::Error => Kind::Error,
        Severity::Warning => Kind::Warning,
        Severity::Remark => Kind::Remark,
        Severity::Note => Kind::Note,
    }
}

/// Parse, verify and run the pipeline; `None` if anything failed (the
/// diagnostics say why).
fn transform(
    options: &Options,
    registry: &PassRegistry,
    input: &Input,
    chunk: &Chunk,
    ctx: &mut Context,
    reporter: &mut Reporter<'_>,
    mut timings: Option<&mut Vec<TimingNode>>,
) -> Option<OpId> {
    let parse_start = std::time::Instant::now();
    let parse = ParseOptions {
        allow_unregistered_dialect: options.allow_unregistered_dialect,
        range: Some((chunk.start, chunk.end)),
    };
    // A large module of functions is parsed on the threads when the
    // pipeline then runs passes on the functions on the threads anyway;
    // anything else (a module-level pass such as `-canonicalize`, printing
    // only: there the import of the parsed parts costs more CPU than it
    // saves), and any input with a parse error or a diagnostic, sequentially.
    let threads = match &options.pipeline {
        Ok(pipeline) if starts_with_function_passes(pipeline, registry) => thread_count(options),
        _ => 1,
    };
    let mut touched = false;
    let (parsed, nonfatal) =
        match crate::parallel_parse::parse(ctx, &input.text, &input.name, &parse, threads, &mut touched) {
            Some(module) => (Ok(module), Vec::new()),
            None => {
                if touched {
                    *ctx = affine_dialects::new_context();
                    ctx.allow_unregistered_dialect = options.allow_unregistered_dialect;
                    ctx.diag_debug_info = options.print_debuginfo;
                }
                affine_ir::parse_source_reporting(ctx, &input.text, &input.name, &parse)
            }
        };
    // Errors a dialect parser reported and went on from do not fail the
    // run by themselves (mlir-opt prints them and succeeds).
    let saw_error = reporter.saw_error;
    for d in nonfatal {
        reporter.report(ctx, d);
    }
    if parsed.is_ok() {
        reporter.saw_error = saw_error;
    }
    let module = match parsed {
        Ok(module) => module,
        Err(d) => {
            reporter.report(ctx, d);
            return None;
        }
    };
    // As MLIR's verifier, every failing isolated-from-above op (each
    // function) reports its first error; with threading on, the functions
    // are verified in parallel (as MLIR does), the errors in their order.
    let errors = affine_ir::verify::verify_all_threaded(ctx, module, threads);
    if let Some(list) = timings.as_deref_mut() {
        // As in mlir-opt, the parser's time includes verifying what it built.
        let spent = parse_start.elapsed();
        list.push(TimingNode { name: "Parser".into(), wall: spent, user: spent, children: Vec::new(), instance: 0 });
    }
    if !errors.is_empty() {
        for d in errors {
            reporter.report(ctx, d);
        }
        return None;
    }
    if options.ir_printing.module_scope && !options.disable_threading {
        // mlir-opt sets up its IR printing with the pass manager, after
        // each chunk is parsed (its message ends with a newline).
        let loc = ctx.unknown_loc();
        let message =
            "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n";
        reporter.show(ctx, Diagnostic::error(loc, message));
        return None;
    }
    let pipeline = match &options.pipeline {
        Ok(pipeline) => pipeline,
        Err(failure) => {
            // mlir-opt builds its pass manager after parsing each chunk, so
            // pipeline and pass-option errors come here, once per chunk.
            emit(reporter.stderr, &failure.preamble);
            let loc = ctx.unknown_loc();
            reporter.show(ctx, Diagnostic::error(loc, failure.message.clone()));
            return None;
        }
    };
    if options.dump_pass_pipeline {
        // mlir-opt dumps the pass manager once it is built, before it runs.
        emit(reporter.stderr, &format!("{}\n", pipeline.dump(registry)));
    }
    if let Some(message) = pipeline.schedule_error(registry) {
        // Refused before any pass runs, so no statistics report either.
        let loc = ctx.unknown_loc();
        reporter.show(ctx, Diagnostic::error(loc, message));
        return None;
    }
    let result = {
        // As in mlir-opt, an error a pass emits without failing does not
        // fail the run (e.g. the "NYI" errors of the vectorizer test pass).
        let op_notes = !reporter.strip_op_notes;
        // As mlir-opt's pass manager, one per chunk: its dump counters start over.
        let mut tree = options.ir_tree_dir.as_deref().map(crate::ir_tree::IrTreeWriter::new);
        let mut sink = DiagnosticSink::with_events(|ctx, event| match event {
            SinkEvent::Diagnostic(d) => {
                let saw_error = reporter.saw_error;
                reporter.report(ctx, d);
                reporter.saw_error = saw_error;
            }
            SinkEvent::IrDump(text) => emit(reporter.stderr, &text),
            SinkEvent::IrDumpToTree(dump) => {
                if let Some(Err(message)) = tree.as_mut().map(|t| t.write(&dump)) {
                    emit(reporter.stderr, &message);
                }
            }
        });
        if !op_notes {
            sink = sink.without_op_notes();
        }
        let ir_printing = options.ir_printing.enabled().then(|| std::sync::Arc::new(options.ir_printing.clone()));
        let run = RunOptions { verify_each: options.verify_each, threading: !options.disable_threading, ir_printing };
        match timings {
            Some(list) => {
                let (result, nodes) = run_pipeline_timed(ctx, module, pipeline, registry, run, &mut sink);
                list.extend(nodes);
                result
            }
            None => run_pipeline_with(ctx, module, pipeline, registry, run, &mut sink),
        }
    };
    let module = match result {
        Ok(()) => Some(module),
        Err(d) => {
            reporter.report(ctx, d);
            None
        }
    };
    if options.pass_statistics {
        // mlir-opt reports after the passes ran, whether or not they
        // succeeded, before the output.
        emit(reporter.stderr, PASS_STATISTICS_BANNER);
    }
    module
}

/// The report of `--mlir-pass-statistics` as mlir-opt 22 prints it: its
/// release build has no statistics compiled in, so only the banner.
const PASS_STATISTICS_BANNER: &str = "===-------------------------------------------------------------------------===\n                         ... Pass statistics report ...\n===-------------------------------------------------------------------------===\n\n";

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(text: &str, registry: &PassRegistry) -> PipelineSpec {
        affine_transforms::parse_pipeline(text, registry).expect("pipeline parses")
    }

    #[test]
    fn only_function_pipelines_parse_on_the_threads() {
        let registry = affine_transforms::default_registry();
        let nested = spec("builtin.module(func.func(affine-loop-normalize))", &registry);
        assert!(starts_with_function_passes(&nested, &registry));
        let module_level = spec("builtin.module(canonicalize)", &registry);
        assert!(!starts_with_function_passes(&module_level, &registry));
        // A pass anchored on functions given as a flag is nested implicitly.
        let flag = PipelineSpec {
            anchor: "builtin.module".into(),
            elements: vec![PipelineElement::Pass { name: "affine-loop-tile".into(), options: Vec::new() }],
        };
        assert!(starts_with_function_passes(&flag, &registry));
        let empty = spec("builtin.module()", &registry);
        assert!(!starts_with_function_passes(&empty, &registry));
    }
}
