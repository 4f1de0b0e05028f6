//! The registry of passes the command line knows, with their typed options.
//!
//! Options are declared up front so that a misspelt pass or option is an
//! error listing what exists, before any input is read.

use crate::pass::{Pass, PassOptions};
use crate::pipeline::{PipelineError, RawOption, check_option_value, normalize_option_value};

/// The type of a pass option's value, as `mlir-opt` declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true`/`false`; a bare flag means `true`.
    Bool,
    /// A non-negative 32-bit integer (C++ `unsigned`).
    Unsigned,
    /// A non-negative 64-bit integer (C++ `uint64_t`: sizes in bytes).
    Unsigned64,
    /// A signed 32-bit integer (C++ `int`).
    Integer,
    /// A signed 64-bit integer (C++ `int64_t`, LLVM's `long` parser).
    Long,
    /// A floating-point number.
    Float,
    /// A comma-separated list of non-negative 32-bit integers.
    UnsignedList,
    /// A comma-separated list of signed 32-bit integers (C++ `ListOption<int>`).
    IntList,
    /// A comma-separated list of signed 64-bit integers.
    IntegerList,
    /// A comma-separated list of words (C++ `ListOption<std::string>`).
    StringList,
    /// One of a fixed set of words, each with its description (shown by
    /// `--list-passes` under the option).
    Enum(&'static [(&'static str, &'static str)]),
    /// Free text.
    String,
}

/// One declared option of a pass.
#[derive(Clone, Debug)]
pub struct PassOption {
    /// Option key as written on the command line, e.g. `mode`.
    pub name: &'static str,
    /// What values it accepts.
    pub kind: OptionKind,
    /// One-line help text.
    pub help: &'static str,
    /// The value the pass uses when the option is not given, for
    /// `--dump-pass-pipeline`.
    pub default: OptionDefault,
}

/// What a pass option holds when the pipeline does not set it, as
/// `mlir-opt` 22 prints it in `--dump-pass-pipeline` (every option of a pass
/// is printed there, set or not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionDefault {
    /// This value, written as an option value (`4`, `0.3`, `greedy`).
    Value(&'static str),
    /// An empty list: `mlir-opt` prints nothing for it (but still separates
    /// it from its neighbours with a space).
    EmptyList,
    /// An option `mlir-opt` does not have (an affine-opt extension such as
    /// `report`): printed only when it is set, so that dumps of pipelines
    /// `mlir-opt` also runs stay identical.
    Extension,
}

/// The anchor of passes that run on any function-like op (MLIR's
/// `InterfacePass<FunctionOpInterface>`): `func.func` and `gpu.func`.
pub const FUNCTION_OP_INTERFACE: &str = "FunctionOpInterface";

/// Op names that implement MLIR's `FunctionOpInterface` among our dialects.
pub const FUNCTION_LIKE_OPS: &[&str] = &["func.func", "gpu.func", "spirv.func"];

/// The C++ class name `mlir-opt` 22 gives a pass in its scheduling
/// diagnostics (`Can't add pass 'AffineLoopTiling' restricted to ...`), or
/// the pass argument for passes it never names there.
pub fn mlir_class_name(pass: &str) -> &str {
    match pass {
        "affine-loop-tile" => "AffineLoopTiling",
        "affine-loop-unroll" => "AffineLoopUnroll",
        "affine-loop-unroll-jam" => "AffineLoopUnrollAndJam",
        "affine-loop-normalize" => "AffineLoopNormalize",
        "affine-loop-invariant-code-motion" => "AffineLoopInvariantCodeMotion",
        "affine-loop-coalescing" => "LoopCoalescing",
        "affine-pipeline-data-transfer" => "AffinePipelineDataTransfer",
        "affine-super-vectorize" => "AffineVectorize",
        "affine-super-vectorizer-test" => "(anonymous namespace)::VectorizerTestPass",
        "affine-scalrep" => "AffineScalarReplacement",
        "affine-parallelize" => "AffineParallelize",
        "affine-simplify-structures" => "SimplifyAffineStructures",
        "affine-data-copy-generate" => "AffineDataCopyGeneration",
        "test-loop-fusion" => "(anonymous namespace)::TestLoopFusion",
        "test-scf-for-utils" => "(anonymous namespace)::TestSCFForUtilsPass",
        "test-affine-access-analysis" => "(anonymous namespace)::TestAccessAnalysis",
        other => other,
    }
}

/// The name `mlir-opt` 22 gives a pass in IR dumps and timing reports
/// (`Pass::getName()`, the C++ class name: `// -----// IR Dump After CSE
/// (cse) //----- //`); the pass argument for a pass it does not have.
pub fn mlir_pass_name(pass: &str) -> &str {
    match pass {
        "test-memref-dependence-check" => "(anonymous namespace)::TestMemRefDependenceCheck",
        "convert-linalg-to-affine-loops" => "ConvertLinalgToAffineLoopsPass",
        "test-affine-access-analysis" => "(anonymous namespace)::TestAccessAnalysis",
        "canonicalize" => "Canonicalizer",
        "cse" => "CSE",
        "lower-affine" => "LowerAffinePass",
        "affine-expand-index-ops" => "AffineExpandIndexOps",
        "affine-expand-index-ops-as-affine" => "AffineExpandIndexOpsAsAffine",
        "test-affine-data-copy" => "(anonymous namespace)::TestAffineDataCopy",
        "test-loop-permutation" => "(anonymous namespace)::TestLoopPermutation",
        "affine-loop-fusion" => "AffineLoopFusion",
        "test-memref-bound-check" => "(anonymous namespace)::TestMemRefBoundCheck",
        other => mlir_class_name(other),
    }
}

/// Builds a fresh instance of a pass from its checked options.
pub type PassConstructor = fn(&PassOptions) -> Box<dyn Pass>;

/// What the command line knows about a pass: its name, summary and options.
#[derive(Clone)]
pub struct PassInfo {
    /// The pass argument, e.g. `affine-loop-fusion`.
    pub name: &'static str,
    /// One-line summary shown by `--help` and in unknown-pass errors.
    pub summary: &'static str,
    /// Declared options.
    pub options: Vec<PassOption>,
    /// Op name the pass runs on (`func.func`), [`FUNCTION_OP_INTERFACE`]
    /// for any function-like op (`func.func`, `gpu.func`), or `None` for any
    /// op; a pass anchored elsewhere than where it is placed runs on each
    /// matching child, like `mlir-opt`'s implicit nesting.
    pub anchor: Option<&'static str>,
    /// Creates the pass.
    pub create: PassConstructor,
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassInfo").field("name", &self.name).field("anchor", &self.anchor).finish()
    }
}

/// All passes known to the tool, in registration order.
#[derive(Clone, Default)]
pub struct PassRegistry {
    passes: Vec<PassInfo>,
}

impl PassRegistry {
    /// Adds a pass; a later registration with the same name replaces it.
    pub fn register(&mut self, info: PassInfo) {
        self.passes.retain(|p| p.name != info.name);
        self.passes.push(info);
    }

    /// Finds a pass by its argument name.
    pub fn lookup(&self, name: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.name == name)
    }

    /// All registered passes, in registration order.
    pub fn passes(&self) -> &[PassInfo] {
        &self.passes
    }

    /// Checks that every option is declared by the pass and its value fits
    /// its kind, and returns them as the pass reads them (a boolean given
    /// without a value is `true`).
    pub fn resolve_options(&self, pass: &str, options: &[RawOption]) -> Result<Vec<(String, String)>, PipelineError> {
        let info = self.lookup(pass).ok_or_else(|| PipelineError {
            message: format!("'{pass}' does not refer to a registered pass or pass pipeline"),
            context: None,
            command_line_error: None,
        })?;
        let mut resolved = Vec::with_capacity(options.len());
        for (key, value) in options {
            let Some(decl) = info.options.iter().find(|o| o.name == key) else {
                return Err(PipelineError {
                    message: format!("<Pass-Options-Parser>: no such option {key}"),
                    context: None,
                    command_line_error: None,
                });
            };
            check_option_value(&decl.kind, key, value.as_deref())?;
            let value = value.as_deref().map_or_else(|| "true".to_string(), |v| normalize_option_value(&decl.kind, v));
            resolved.push((key.clone(), value));
        }
        Ok(resolved)
    }

    /// The list `--list-passes` prints, in `mlir-opt`'s layout (MLIR's
    /// `printRegisteredPasses`): `Passes:`, then every pass sorted by name
    /// with its summary, and under it its options sorted by name as LLVM's
    /// command-line library prints them (`--name=<uint>`, the values of an
    /// enum option with their descriptions). affine-opt's own extension
    /// options (`report`, set by `--fusion-report` and the like) are left
    /// out, as `mlir-opt` does not have them.
    ///
    /// The descriptions start at a column computed as MLIR computes it
    /// from the widest pass option, but no further left than where
    /// `mlir-opt` 22 puts them (its widest option belongs to a pass we do
    /// not have): each pass's lines are then byte for byte those of
    /// `mlir-opt --list-passes`.
    pub fn list_passes(&self) -> String {
        let mut passes: Vec<&PassInfo> = self.passes.iter().collect();
        passes.sort_by(|a, b| a.name.cmp(b.name));
        fn listed(p: &PassInfo) -> Vec<&PassOption> {
            let mut options: Vec<&PassOption> =
                p.options.iter().filter(|o| o.default != OptionDefault::Extension).collect();
            options.sort_by(|a, b| a.name.cmp(b.name));
            options
        }
        let widest = passes.iter().map(|p| listed(p).iter().map(|o| option_width(o)).max().unwrap_or(0) + 6).max();
        let desc_indent = widest.unwrap_or(0).max(MLIR_OPT_LIST_PASSES_WIDTH);
        let mut out = String::from("Passes:\n");
        for p in passes {
            out.push_str("  --");
            out.push_str(p.name);
            pad(&mut out, (desc_indent - 6).saturating_sub(p.name.len()));
            out.push_str("-   ");
            out.push_str(p.summary);
            out.push('\n');
            for o in listed(p) {
                out.push_str("  ");
                option_info(&mut out, o, desc_indent - 2);
            }
        }
        out
    }
}

/// The column `mlir-opt` 22 starts pass descriptions at in
/// `--list-passes` (two more than its pass summaries' `-`), set by the
/// widest option of all its passes.
const MLIR_OPT_LIST_PASSES_WIDTH: usize = 60;

/// The name LLVM's command-line library shows for an option's value
/// (`--tile-size=<uint>`); none for a boolean.
fn value_name(kind: &OptionKind) -> Option<&'static str> {
    match kind {
        OptionKind::Bool => None,
        OptionKind::Unsigned | OptionKind::UnsignedList => Some("uint"),
        OptionKind::Unsigned64 => Some("ulong"),
        OptionKind::Integer | OptionKind::IntList => Some("int"),
        OptionKind::Long | OptionKind::IntegerList => Some("long"),
        OptionKind::Float => Some("number"),
        OptionKind::String | OptionKind::StringList => Some("string"),
        OptionKind::Enum(_) => Some("value"),
    }
}

/// The width LLVM reserves for an option's name and value (its
/// `getOptionWidth`): `  --name=<value>`, or the longest `    =value - `
/// of an enum option's values.
fn option_width(o: &PassOption) -> usize {
    let name = o.name.len() + 4;
    match (&o.kind, value_name(&o.kind)) {
        (OptionKind::Enum(values), _) => values.iter().map(|(v, _)| v.len() + 8).fold(name + 8, usize::max),
        (_, Some(value)) => name + value.len() + 3,
        (_, None) => name,
    }
}

/// One option as LLVM's `printOptionInfo` prints it (with the columns
/// `mlir-opt` 22 uses for pass options, `width` being the global one):
/// `  --name=<uint>`, the help after ` - `, and for an
/// enum option a line per value (`    =greedy`, its description after
/// ` -   `, not indented with the pass's options, as in `mlir-opt`).
fn option_info(out: &mut String, o: &PassOption, width: usize) {
    out.push_str("  --");
    out.push_str(o.name);
    let first = match &o.kind {
        OptionKind::Enum(_) => {
            out.push_str("=<value>");
            o.name.len() + 12
        }
        kind => match value_name(kind) {
            Some(value) => {
                out.push_str("=<");
                out.push_str(value);
                out.push('>');
                o.name.len() + value.len() + 7
            }
            None => o.name.len() + 4,
        },
    };
    // mlir-opt 22 puts an option's ` - ` three columns left of where its
    // enum values' lines would put it.
    help_text(out, o.help, width - 3, first, "");
    if let OptionKind::Enum(values) = &o.kind {
        for (value, description) in values.iter() {
            out.push_str("    =");
            out.push_str(value);
            if description.is_empty() {
                out.push('\n');
            } else {
                help_text(out, description, width, value.len() + 8, "  ");
            }
        }
    }
}

/// LLVM's `printHelpStr` / `printEnumValHelpStr`: spaces up to `width`
/// (the text written on the line so far is `written` wide), ` - `,
/// `prefix` and the first line of `help`; further lines at `width`.
fn help_text(out: &mut String, help: &str, width: usize, written: usize, prefix: &str) {
    let mut lines = help.split('\n');
    pad(out, width.saturating_sub(written));
    out.push_str(" - ");
    out.push_str(prefix);
    out.push_str(lines.next().unwrap_or(""));
    out.push('\n');
    for line in lines {
        pad(out, width + prefix.len());
        out.push_str(line);
        out.push('\n');
    }
}

/// Appends `n` spaces.
fn pad(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}
