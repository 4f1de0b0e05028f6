//! Command-line parsing in `mlir-opt`'s conventions.
//!
//! LLVM's option parser accepts `-flag` and `--flag` alike and takes one flag
//! per registered pass (`-affine-loop-fusion="mode=producer"`). We normalise
//! single-dash long options to `--` and build the clap command from the pass
//! registry, so every pass and its options are checked up front.

use affine_transforms::{
    IrPrinting, PassFilter, PassRegistry, PipelineElement, PipelineSpec, parse_pipeline, split_options,
};
use clap::{Arg, ArgAction, Command, error::ErrorKind};

use crate::split::SPLIT_MARKER;

/// How the report of `--explain-dependences` is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportFormat {
    /// Prose for people.
    Text,
    /// JSON for tools.
    Json,
}

/// What `--verify-diagnostics` reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerifyMode {
    /// Unexpected diagnostics, near misses and missing expectations.
    All,
    /// Only expectations that were not produced.
    OnlyExpected,
}

/// Everything the driver needs to know, from the command line.
#[derive(Clone, Debug)]
pub struct Options {
    /// Input path, `-` for stdin.
    pub input: String,
    /// Output path, `-` for stdout.
    pub output: String,
    /// `Some(marker)` under `--split-input-file`.
    pub split_marker: Option<String>,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered_dialect: bool,
    /// `--verify-diagnostics[=all|only-expected]`.
    pub verify_diagnostics: Option<VerifyMode>,
    /// `--mlir-print-op-generic`.
    pub print_generic: bool,
    /// `--mlir-print-debuginfo`.
    pub print_debuginfo: bool,
    /// `--mlir-elide-elementsattrs-if-larger`: print elements attributes
    /// with more elements than this as `dense_resource<__elided__>`.
    pub elide_elements_over: Option<u64>,
    /// `--mlir-elide-resource-strings-if-larger`: leave resource values
    /// printed longer than this out of the file metadata.
    pub elide_resources_over: Option<u64>,
    /// `--mlir-print-local-scope`: no alias definitions; maps, sets and
    /// locations are written where they are used.
    pub print_local_scope: bool,
    /// `--mlir-print-value-users`: comment ops and block arguments with
    /// the users of their values.
    pub print_value_users: bool,
    /// `--mlir-print-op-on-diagnostic` (default true): attach the op to diagnostics.
    pub print_op_on_diagnostic: bool,
    /// `--verify-each` (default true): verify the IR after each pass.
    pub verify_each: bool,
    /// `--mlir-disable-threading`: run function passes on one thread (the
    /// output is the same; this is for debugging and measurements).
    pub disable_threading: bool,
    /// The passes to run, in command-line order, or the error that building
    /// the pass manager reports: as in mlir-opt, that error comes after each
    /// chunk of input parsed and verified (a chunk that fails to parse
    /// reports its parse error instead).
    pub pipeline: Result<PipelineSpec, PipelineFailure>,
    /// `--explain-dependences[=json]`.
    pub explain_dependences: Option<ReportFormat>,
    /// `--vectorization-report[=json]`: what the super-vectorizer did with
    /// every loop (text: remarks; JSON: a document instead of the IR).
    pub vectorization_report: Option<ReportFormat>,
    /// `--dump-dependence-polyhedra`.
    pub dump_dependence_polyhedra: bool,
    /// `--run=FUNC`: run this function after the passes and print its results.
    pub run: Option<String>,
    /// Inputs, output format and echo of inputs for `--run`.
    pub run_options: crate::execute::RunOptions,
    /// `--check-semantics[=SEEDS]`: compare every function before and after the passes.
    pub check_semantics: Option<u64>,
    /// Float tolerance of `--check-semantics`.
    pub tolerance: crate::execute::Tolerance,
    /// `--mlir-print-ir-*`: IR dumps around passes, on stderr.
    pub ir_printing: IrPrinting,
    /// `--mlir-print-ir-tree-dir`: the IR dumps go to files under this
    /// directory instead of stderr.
    pub ir_tree_dir: Option<String>,
    /// `--dump-pass-pipeline`: the pass manager's pipeline, with every
    /// option, on stderr before it runs (once per chunk, as mlir-opt).
    pub dump_pass_pipeline: bool,
    /// `--mlir-pass-statistics`: the statistics report after the passes
    /// ran, on stderr. mlir-opt 22 as Debian builds it compiles pass
    /// statistics out, so its report is the banner alone; ours is the same.
    pub pass_statistics: bool,
    /// `--mlir-timing` (with `--mlir-timing-display` and
    /// `--mlir-output-format`): an execution time report per chunk, on stderr.
    pub timing: Option<crate::timing::TimingFormat>,
}

/// Why the pass manager could not be built, printed as mlir-opt prints it:
/// an optional line from LLVM's command-line library (`affine-opt: for the
/// --k option: ...`), then an error at an unknown location.
#[derive(Debug, Clone)]
pub struct PipelineFailure {
    /// The command-line library's line (with its newline), or empty.
    pub preamble: String,
    /// The error's message.
    pub message: String,
}

/// Result of parsing the command line.
pub enum Parsed {
    /// Run with these options.
    Run(Box<Options>),
    /// Print this text (help, version) to stdout and exit with this code.
    Exit(String, u8),
}

fn command(registry: &PassRegistry) -> Command {
    let mut cmd = Command::new("affine-opt")
        .about("MLIR affine dialect optimizer and analysis driver (mlir-opt compatible)")
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(Arg::new("input").default_value("-").help("Input file, or - for stdin"))
        .arg(Arg::new("output").short('o').long("output").default_value("-").help("Output file"))
        .arg(
            Arg::new("split-input-file")
                .long("split-input-file")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value(SPLIT_MARKER)
                .help("Split the input at `// -----` and process each chunk independently"),
        )
        .arg(
            Arg::new("allow-unregistered-dialect")
                .long("allow-unregistered-dialect")
                .action(ArgAction::SetTrue)
                .help("Allow operations of unregistered dialects (printed in generic form)"),
        )
        .arg(
            Arg::new("verify-diagnostics")
                .long("verify-diagnostics")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("all")
                .value_parser(choices(&[("all", "Check all diagnostics (expected, unexpected, near-misses)"), ("", "Check all diagnostics (expected, unexpected, near-misses)"), ("only-expected", "Check only expected diagnostics")]))
                .help("Check diagnostics against expected-* comments in the input"),
        )
        .arg(
            Arg::new("mlir-print-op-generic")
                .long("mlir-print-op-generic")
                .action(ArgAction::SetTrue)
                .help("Print every operation in generic form"),
        )
        .arg(
            Arg::new("mlir-print-debuginfo")
                .long("mlir-print-debuginfo")
                .action(ArgAction::SetTrue)
                .help("Print locations"),
        )
        .arg(bool_flag("mlir-print-op-on-diagnostic", "Attach the operation to diagnostics it causes"))
        .arg(bool_flag("verify-each", "Verify the IR after each pass"))
        .arg(bool_flag(
            "mlir-disable-threading",
            "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()",
        ))
        .arg(
            Arg::new("pass-pipeline")
                .long("pass-pipeline")
                .num_args(1)
                .help("A textual pass pipeline, e.g. builtin.module(func.func(pass{opt=value}))"),
        )
        .arg(
            Arg::new("fusion-report")
                .long("fusion-report")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("text")
                .value_parser(choices(&[("text", "a remark per candidate"), ("json", "one JSON object per candidate")]))
                .help("Explain every -affine-loop-fusion candidate and decision as remarks (text, or one JSON object each)"),
        )
        .arg(
            Arg::new("explain-dependences")
                .long("explain-dependences")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("text")
                .value_parser(choices(&[("text", "in words, a paragraph per dependence"), ("json", "a JSON document instead of the IR")]))
                .help("Explain every memref dependence in words (or JSON) instead of printing the IR"),
        )
        .arg(
            Arg::new("vectorization-report")
                .long("vectorization-report")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("text")
                .value_parser(choices(&[("text", "a remark per loop"), ("json", "a JSON document instead of the IR")]))
                .help(
                    "Report for every loop whether -affine-super-vectorize vectorized it, how, or why not \
                     (text: a remark per loop; json: a document instead of the IR)",
                ),
        )
        .arg(
            Arg::new("dump-dependence-polyhedra")
                .long("dump-dependence-polyhedra")
                .action(ArgAction::SetTrue)
                .help("Show each step of building every dependence polyhedron"),
        )
        .arg(
            Arg::new("run")
                .long("run")
                .value_name("FUNC")
                .help("Run function FUNC (after the passes) with the interpreter and print its results"),
        )
        .arg(
            Arg::new("run-seed")
                .long("run-seed")
                .value_parser(clap::value_parser!(u64))
                .help("Seed of the pseudo-random inputs of --run (default 0)"),
        )
        .arg(Arg::new("run-inputs").long("run-inputs").value_name("JSON|@FILE").help(
            "Inputs of --run: a JSON array with one entry per argument (or a --run-format=json output), \
                     or @file holding one",
        ))
        .arg(
            Arg::new("run-format")
                .long("run-format")
                .value_parser(choices(&[("text", "one line per argument or result"), ("json", "a JSON document that --run-inputs reads back")]))
                .help("Output of --run: text (default) or JSON that reads back as --run-inputs"),
        )
        .arg(
            Arg::new("run-print-inputs")
                .long("run-print-inputs")
                .action(ArgAction::SetTrue)
                .help("Also print the inputs of --run (in JSON: every argument, for chaining runs)"),
        )
        .arg(
            Arg::new("check-semantics")
                .long("check-semantics")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("5")
                .value_parser(clap::value_parser!(u64))
                .value_name("SEEDS")
                .help(
                    "Run every function before and after the passes on SEEDS random inputs (and SEEDS with \
                     negative index arguments) and compare",
                ),
        )
        .arg(
            Arg::new("semantic-tolerance")
                .long("semantic-tolerance")
                .value_parser(clap::value_parser!(f64))
                .help("Relative tolerance for float results in --check-semantics (default 1e-5)"),
        )
        .arg(bool_flag(
            "mlir-print-local-scope",
            "Print with local scope and inline information (eliding aliases for attributes, types, and locations)",
        ))
        .arg(bool_flag(
            "mlir-print-value-users",
            "Print users of operation results and block arguments as a comment",
        ))
        .arg(bool_flag("mlir-timing", "Display execution times"))
        .arg(bool_flag("dump-pass-pipeline", "Print the pipeline that will be run"))
        .arg(bool_flag("mlir-pass-statistics", "Display the statistics of each pass"))
        .arg(
            Arg::new("mlir-elide-elementsattrs-if-larger")
                .long("mlir-elide-elementsattrs-if-larger")
                .require_equals(true)
                .value_parser(llvm_uint)
                .help("Elide ElementsAttrs with \"...\" that have more elements than the given upper limit"),
        )
        .arg(
            Arg::new("mlir-elide-resource-strings-if-larger")
                .long("mlir-elide-resource-strings-if-larger")
                .require_equals(true)
                .value_parser(llvm_uint)
                .help("Elide printing value of resources if string is too long in chars."),
        )
        .arg(
            Arg::new("mlir-pass-statistics-display")
                .long("mlir-pass-statistics-display")
                .require_equals(true)
                .value_parser(choices(&[("list", "display the results in a merged list sorted by pass name"), ("pipeline", "display the results with a nested pipeline view")]))
                .help("Display method for pass statistics"),
        )
        .arg(
            Arg::new("mlir-timing-display")
                .long("mlir-timing-display")
                .require_equals(true)
                .value_parser(choices(&[("list", "display the results in a list sorted by total time"), ("tree", "display the results in a nested tree view")]))
                .help("Display method for timing data"),
        )
        .arg(
            Arg::new("mlir-output-format")
                .long("mlir-output-format")
                .require_equals(true)
                .value_parser(choices(&[("text", "display the results in text format"), ("json", "display the results in JSON format")]))
                .help("Output format for timing data"),
        )
        .arg(bool_flag("mlir-print-ir-before-all", "Print IR before each pass"))
        .arg(bool_flag("mlir-print-ir-after-all", "Print IR after each pass"))
        .arg(pass_list_flag("mlir-print-ir-before", "Print IR before specified passes"))
        .arg(pass_list_flag("mlir-print-ir-after", "Print IR after specified passes"))
        .arg(bool_flag(
            "mlir-print-ir-after-change",
            "When printing the IR after a pass, only print if the IR changed",
        ))
        .arg(bool_flag(
            "mlir-print-ir-after-failure",
            "When printing the IR after a pass, only print if the pass failed",
        ))
        .arg(
            Arg::new("mlir-print-ir-tree-dir")
                .long("mlir-print-ir-tree-dir")
                .require_equals(true)
                .value_name("string")
                .help("When printing the IR before/after a pass, print file tree rooted at this directory. Use in conjunction with mlir-print-ir-* flags"),
        )
        .arg(bool_flag(
            "mlir-print-ir-module-scope",
            "When printing IR for print-ir-[before|after]{-all} always print the top-level operation",
        ))
        .arg(
            Arg::new("list-passes")
                .long("list-passes")
                .action(ArgAction::SetTrue)
                .help("Print the list of registered passes and exit"),
        )
        .arg(Arg::new("help").long("help").short('h').action(ArgAction::SetTrue).help("Display available options"))
        .arg(Arg::new("version").long("version").action(ArgAction::SetTrue).help("Display the version of this program"));
    for pass in registry.passes() {
        cmd = cmd.arg(
            Arg::new(pass.name)
                .long(pass.name)
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(ArgAction::Append)
                .help(pass.summary),
        );
    }
    cmd
}

fn bool_flag(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name)
        .long(name)
        .num_args(0..=1)
        .require_equals(true)
        .default_missing_value("true")
        .value_parser(clap::builder::BoolishValueParser::new())
        .help(help)
}

/// A flag naming passes (`--mlir-print-ir-after=cse,canonicalize`, or
/// given several times).
fn pass_list_flag(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name).long(name).require_equals(true).value_name("pass-arg").action(ArgAction::Append).help(help)
}

/// The passes named by every occurrence of the list flag `name`, checked
/// against the registry (LLVM's message for a name it does not know).
fn pass_list(matches: &clap::ArgMatches, name: &str, registry: &PassRegistry) -> Result<Option<Vec<String>>, String> {
    let Some(values) = matches.get_many::<String>(name) else { return Ok(None) };
    let mut passes = Vec::new();
    for value in values {
        for pass in value.split(',') {
            if registry.lookup(pass).is_none() {
                return Err(format!("affine-opt: for the --{name} option: Cannot find option named '{pass}'!\n"));
            }
            passes.push(pass.to_string());
        }
    }
    Ok(Some(passes))
}

/// The IR printing instrumentation the `--mlir-print-ir-*` flags ask for,
/// as MLIR's pass manager options build it: `-after-all` and
/// `-after-failure` dump after every pass (the latter only on failure),
/// otherwise `--mlir-print-ir-after=` names the passes.
fn ir_printing(matches: &clap::ArgMatches, registry: &PassRegistry) -> Result<IrPrinting, String> {
    let flag = |name: &str| matches.get_one::<bool>(name).copied().unwrap_or(false);
    let before = match (flag("mlir-print-ir-before-all"), pass_list(matches, "mlir-print-ir-before", registry)?) {
        (true, _) => PassFilter::All,
        (false, Some(list)) => PassFilter::Only(list),
        (false, None) => PassFilter::Nothing,
    };
    let after_failure_only = flag("mlir-print-ir-after-failure");
    let after = match (
        flag("mlir-print-ir-after-all") || after_failure_only,
        pass_list(matches, "mlir-print-ir-after", registry)?,
    ) {
        (true, _) => PassFilter::All,
        (false, Some(list)) => PassFilter::Only(list),
        (false, None) => PassFilter::Nothing,
    };
    Ok(IrPrinting {
        before,
        after,
        after_change: flag("mlir-print-ir-after-change"),
        after_failure_only,
        module_scope: flag("mlir-print-ir-module-scope"),
        tree: tree_dir(matches).is_some(),
        local_scope: flag("mlir-print-local-scope"),
        print: affine_ir::printer::PrintOptions {
            generic: matches.get_flag("mlir-print-op-generic"),
            debug_info: matches.get_flag("mlir-print-debuginfo"),
            elide_elements_over: elide_elements_over(matches),
            elide_resources_over: elide_resources_over(matches),
            value_users: flag("mlir-print-value-users"),
        },
    })
}

/// `--mlir-print-ir-tree-dir`: the root of the IR dump tree (an empty
/// value, mlir-opt's default, means stderr).
fn tree_dir(matches: &clap::ArgMatches) -> Option<String> {
    matches.get_one::<String>("mlir-print-ir-tree-dir").filter(|d| !d.is_empty()).cloned()
}

/// A bad value of one of mlir-opt's own flags (`--mlir-*`), as LLVM's
/// command-line library words it; `None` for other errors.
fn llvm_value_error(e: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue};
    let ContextValue::String(arg) = e.get(ContextKind::InvalidArg)? else { return None };
    let name = arg.trim_start_matches('-').split(['=', ' ']).next()?;
    if !name.starts_with("mlir-") {
        return None;
    }
    let value = || match e.get(ContextKind::InvalidValue) {
        Some(ContextValue::String(value)) => Some(value.clone()),
        _ => None,
    };
    let problem = match e.kind() {
        // `--mlir-timing-display` with no `=value`.
        ErrorKind::NoEquals => "requires a value!".to_string(),
        ErrorKind::InvalidValue => format!("Cannot find option named '{}'!", value()?),
        ErrorKind::ValueValidation => {
            let source = std::error::Error::source(e).map(ToString::to_string)?;
            format!("'{}' value invalid for {source} argument!", value()?)
        }
        _ => return None,
    };
    Some(format!("affine-opt: for the --{name} option: {problem}\n"))
}

/// An `unsigned` flag value as LLVM reads it (any radix, no sign); the
/// error names the type as LLVM's message does.
fn llvm_uint(text: &str) -> Result<u32, &'static str> {
    affine_transforms::parse_llvm_integer(text).and_then(|n| u32::try_from(n).ok()).ok_or("uint")
}

/// `--mlir-elide-elementsattrs-if-larger`: the largest elements attribute
/// printed in full.
fn elide_elements_over(matches: &clap::ArgMatches) -> Option<u64> {
    matches.get_one::<u32>("mlir-elide-elementsattrs-if-larger").map(|&limit| u64::from(limit))
}

/// `--mlir-elide-resource-strings-if-larger`: the longest resource value
/// printed.
fn elide_resources_over(matches: &clap::ArgMatches) -> Option<u64> {
    matches.get_one::<u32>("mlir-elide-resource-strings-if-larger").map(|&limit| u64::from(limit))
}

/// The flag closest to the unknown `written` (`-affine-loop-tilee=3`), as
/// LLVM's command-line library suggests it: the smallest edit distance to
/// a flag's name, spelled with its dashes and the value the user gave.
fn nearest_flag(cmd: &Command, written: &str) -> String {
    let (name, value) = match written.trim_start_matches('-').split_once('=') {
        Some((name, value)) => (name, Some(value)),
        None => (written.trim_start_matches('-'), None),
    };
    let names = cmd.get_arguments().flat_map(|arg| {
        let short = arg.get_short().map(|c| c.to_string());
        arg.get_long().map(str::to_string).into_iter().chain(short)
    });
    let nearest = names.min_by_key(|candidate| strsim::levenshtein(candidate, name)).unwrap_or_default();
    let dashes = if nearest.len() == 1 { "-" } else { "--" };
    match value {
        Some(value) => format!("{dashes}{nearest}={value}"),
        None => format!("{dashes}{nearest}"),
    }
}

/// Turns `-long-flag` into `--long-flag` (LLVM accepts both); `-o`, `-h` and
/// `-` stay as they are, and everything after `--` is left alone.
fn normalise(args: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut rest_positional = false;
    for (i, arg) in args.iter().enumerate() {
        if i == 0 || rest_positional {
            out.push(arg.clone());
            continue;
        }
        if arg == "--" {
            rest_positional = true;
            out.push(arg.clone());
        } else if arg.starts_with('-') && !arg.starts_with("--") && arg.len() > 2 && !arg.starts_with("-o") {
            out.push(format!("-{arg}"));
        } else {
            out.push(arg.clone());
        }
    }
    out
}

/// Parses `args` (including the program name). Errors are complete messages
/// ready for stderr.
pub fn parse_args(args: &[String], registry: &PassRegistry) -> Result<Parsed, String> {
    let original = args;
    let args = normalise(args);
    let cmd = command(registry);
    let matches = match cmd.clone().try_get_matches_from(&args) {
        Ok(m) => m,
        Err(e) if e.kind() == ErrorKind::UnknownArgument => {
            // Name the argument as the user wrote it.
            let bad = args
                .iter()
                .zip(original)
                .skip(1)
                .find(|(a, _)| {
                    a.starts_with("--") && {
                        let name = a[2..].split('=').next().unwrap_or("");
                        !cmd.get_arguments().any(|arg| arg.get_long() == Some(name))
                    }
                })
                .map(|(_, written)| written.clone());
            let Some(bad) = bad else {
                // Every flag is known: the extra argument is a second input
                // file (LLVM's command-line library says so).
                let program = original.first().map_or("affine-opt", String::as_str);
                return Err(format!(
                    "affine-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {program} --help\n"
                ));
            };
            let program = original.first().map_or("affine-opt", String::as_str);
            return Err(format!(
                "affine-opt: Unknown command line argument '{bad}'.  Try: '{program} --help'\naffine-opt: Did you mean '{}'?\n",
                nearest_flag(&cmd, &bad)
            ));
        }
        Err(e) => {
            if let Some(message) = llvm_value_error(&e) {
                return Err(message);
            }
            return Err(format!("affine-opt: {}", e.render()));
        }
    };
    if matches.get_flag("help") {
        let dialects = affine_dialects::registry();
        let help =
            crate::help::render(&cmd, dialects.dialects(), &registry.list_passes(), |id| registry.lookup(id).is_some());
        return Ok(Parsed::Exit(help, 0));
    }
    if matches.get_flag("list-passes") {
        return Ok(Parsed::Exit(registry.list_passes(), 0));
    }
    if matches.get_flag("version") {
        return Ok(Parsed::Exit(format!("affine-opt {}\n", env!("CARGO_PKG_VERSION")), 0));
    }

    // Passes given as flags run in command-line order, after (mlir-opt
    // rejects mixing both; so do we) or instead of a --pass-pipeline.
    let mut pipeline = build_pipeline(&matches, registry);
    if let (Some(format), Ok(pipeline)) = (matches.get_one::<String>("fusion-report"), &mut pipeline) {
        request_report(&mut pipeline.elements, "affine-loop-fusion", format);
    }

    let inputs = match matches.get_one::<String>("run-inputs") {
        Some(text) => match text.strip_prefix('@') {
            Some(path) => crate::execute::RunInputs::Json(
                std::fs::read_to_string(path).map_err(|e| format!("affine-opt: cannot read '{path}': {e}\n"))?,
            ),
            None => crate::execute::RunInputs::Json(text.clone()),
        },
        None => crate::execute::RunInputs::Seed(matches.get_one::<u64>("run-seed").copied().unwrap_or(0)),
    };
    let run_options = crate::execute::RunOptions {
        inputs,
        format: match matches.get_one::<String>("run-format").map(String::as_str) {
            Some("json") => crate::execute::RunFormat::Json,
            _ => crate::execute::RunFormat::Text,
        },
        print_inputs: matches.get_flag("run-print-inputs"),
    };
    let mut tolerance = crate::execute::Tolerance::default();
    if let Some(&relative) = matches.get_one::<f64>("semantic-tolerance") {
        tolerance.relative = relative;
    }
    let vectorization_report = matches.get_one::<String>("vectorization-report").map(|v| match v.as_str() {
        "json" => ReportFormat::Json,
        _ => ReportFormat::Text,
    });
    if let (Some(format), Ok(pipeline)) = (vectorization_report, &mut pipeline) {
        let value = if format == ReportFormat::Json { "json" } else { "text" };
        request_report(&mut pipeline.elements, "affine-super-vectorize", value);
    }
    let explain_dependences = matches.get_one::<String>("explain-dependences").map(|v| match v.as_str() {
        "json" => ReportFormat::Json,
        _ => ReportFormat::Text,
    });
    let ir_printing = ir_printing(&matches, registry)?;
    let timing =
        matches.get_one::<bool>("mlir-timing").copied().unwrap_or(false).then(|| crate::timing::TimingFormat {
            list: matches.get_one::<String>("mlir-timing-display").is_some_and(|d| d == "list"),
            json: matches.get_one::<String>("mlir-output-format").is_some_and(|f| f == "json"),
        });
    Ok(Parsed::Run(Box::new(Options {
        input: matches.get_one::<String>("input").cloned().unwrap_or_else(|| "-".into()),
        output: matches.get_one::<String>("output").cloned().unwrap_or_else(|| "-".into()),
        split_marker: matches.get_one::<String>("split-input-file").cloned(),
        allow_unregistered_dialect: matches.get_flag("allow-unregistered-dialect"),
        verify_diagnostics: matches.get_one::<String>("verify-diagnostics").map(|m| match m.as_str() {
            "only-expected" => VerifyMode::OnlyExpected,
            _ => VerifyMode::All,
        }),
        print_generic: matches.get_flag("mlir-print-op-generic"),
        print_debuginfo: matches.get_flag("mlir-print-debuginfo"),
        elide_elements_over: elide_elements_over(&matches),
        elide_resources_over: elide_resources_over(&matches),
        print_local_scope: matches.get_one::<bool>("mlir-print-local-scope").copied().unwrap_or(false),
        print_value_users: matches.get_one::<bool>("mlir-print-value-users").copied().unwrap_or(false),
        print_op_on_diagnostic: matches.get_one::<bool>("mlir-print-op-on-diagnostic").copied().unwrap_or(true),
        verify_each: matches.get_one::<bool>("verify-each").copied().unwrap_or(true),
        disable_threading: matches.get_one::<bool>("mlir-disable-threading").copied().unwrap_or(false),
        pipeline,
        explain_dependences,
        vectorization_report,
        dump_dependence_polyhedra: matches.get_flag("dump-dependence-polyhedra"),
        run: matches.get_one::<String>("run").cloned(),
        run_options,
        check_semantics: matches.get_one::<u64>("check-semantics").copied(),
        tolerance,
        ir_tree_dir: tree_dir(&matches),
        ir_printing,
        dump_pass_pipeline: matches.get_one::<bool>("dump-pass-pipeline").copied().unwrap_or(false),
        pass_statistics: matches.get_one::<bool>("mlir-pass-statistics").copied().unwrap_or(false),
        timing,
    })))
}

/// The pipeline of `--pass-pipeline` or of the pass flags (in command-line
/// order), or the error mlir-opt prints when it builds its pass manager.
fn build_pipeline(matches: &clap::ArgMatches, registry: &PassRegistry) -> Result<PipelineSpec, PipelineFailure> {
    let fail = |preamble: String, message: String| PipelineFailure { preamble, message };
    let mut flagged: Vec<(usize, PipelineElement)> = Vec::new();
    for pass in registry.passes() {
        if let (Some(values), Some(indices)) = (matches.get_many::<String>(pass.name), matches.indices_of(pass.name)) {
            for (value, index) in values.zip(indices) {
                // mlir-opt names no pipeline for a pass given as a flag.
                let options = registry.resolve_options(pass.name, &split_options(value)).map_err(|e| {
                    match &e.command_line_error {
                        Some(cl) => fail(format!("affine-opt: {cl}\n"), e.to_string()),
                        None => fail(String::new(), format!("{e}\n")),
                    }
                })?;
                flagged.push((index, PipelineElement::Pass { name: pass.name.to_string(), options }));
            }
        }
    }
    flagged.sort_by_key(|(index, _)| *index);
    let pipeline = match matches.get_one::<String>("pass-pipeline") {
        Some(text) => {
            if !flagged.is_empty() {
                return Err(fail(
                    String::new(),
                    "'-pass-pipeline' option can't be used with individual pass options".to_string(),
                ));
            }
            parse_pipeline(text, registry).map_err(|e| {
                // Option errors end with the pipelines they are in, then a
                // blank line, as mlir-opt prints them.
                // A located error ends with its source excerpt's newline.
                let blank = if e.context.is_some() || e.message.contains("\nfailed to add `") { "\n" } else { "" };
                // A value the option's parser rejected comes first, after
                // the tool's name, as LLVM's command-line library prints it.
                let preamble =
                    e.command_line_error.as_ref().map(|cl| format!("affine-opt: {cl}\n")).unwrap_or_default();
                fail(preamble, format!("{e}{blank}"))
            })?
        }
        None => PipelineSpec {
            anchor: "builtin.module".to_string(),
            elements: flagged.into_iter().map(|(_, e)| e).collect(),
        },
    };
    Ok(pipeline)
}

/// Sets the `report` option of every `pass` in the pipeline (the
/// `--fusion-report` and `--vectorization-report` flags).
fn request_report(elements: &mut [PipelineElement], pass: &str, value: &str) {
    for e in elements {
        match e {
            PipelineElement::Pass { name, options } if name == pass => {
                options.push(("report".to_string(), value.to_string()));
            }
            PipelineElement::Nested { elements, .. } => request_report(elements, pass, value),
            PipelineElement::Pass { .. } => {}
        }
    }
}

/// The values an enum flag takes, each with the help line `--help` prints
/// under the flag (as LLVM's `cl::values` do).
fn choices(values: &[(&'static str, &'static str)]) -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(
        values.iter().map(|&(name, help)| clap::builder::PossibleValue::new(name).help(help)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        std::iter::once("affine-opt").chain(list.iter().copied()).map(String::from).collect()
    }

    fn run(list: &[&str]) -> Options {
        match parse_args(&args(list), &PassRegistry::default()) {
            Ok(Parsed::Run(o)) => *o,
            Ok(Parsed::Exit(..)) => panic!("unexpected exit"),
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn single_and_double_dash_flags() {
        let o = run(&["-split-input-file", "--allow-unregistered-dialect", "x.mlir", "-o", "out.mlir"]);
        assert_eq!(o.split_marker.as_deref(), Some(SPLIT_MARKER));
        assert!(o.allow_unregistered_dialect);
        assert_eq!(o.input, "x.mlir");
        assert_eq!(o.output, "out.mlir");
        assert!(o.print_op_on_diagnostic);
    }

    #[test]
    fn boolean_flag_values() {
        let o = run(&["--mlir-print-op-on-diagnostic=false", "-"]);
        assert!(!o.print_op_on_diagnostic);
    }

    #[test]
    fn unknown_flag_suggests_the_nearest_one() {
        let err = parse_args(&args(&["-mlir-timingg=1"]), &PassRegistry::default()).err().unwrap();
        assert!(err.starts_with("affine-opt: Unknown command line argument '-mlir-timingg=1'"), "{err}");
        assert!(err.ends_with("affine-opt: Did you mean '--mlir-timing=1'?\n"), "{err}");
    }

    #[test]
    fn a_second_input_file_is_too_many_positional_arguments() {
        let args: Vec<String> =
            ["./affine-opt", "a.mlir", "-o", "out.mlir", "b.mlir"].iter().map(|s| s.to_string()).collect();
        let err = parse_args(&args, &PassRegistry::default()).err().expect("rejected");
        assert_eq!(
            err,
            "affine-opt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: ./affine-opt --help\n"
        );
    }

    #[test]
    fn pipeline_errors_are_reported() {
        let err = run(&["--pass-pipeline=builtin.module(func.func(foo))"]).pipeline.err().unwrap();
        assert!(err.message.contains("'foo' does not refer to a registered pass or pass pipeline"), "{err:?}");
    }
}
