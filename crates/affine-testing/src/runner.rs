//! Harness around the reference tools: `mlir-opt` (parse, transform, lower)
//! and `mlir-runner` (JIT execution), plus a parser for the memrefs printed by
//! `printMemrefF32`/`printMemrefI32`/`printMemrefI64`.
//!
//! Tool locations come from the environment so CI images can move them:
//! `MLIR_OPT` and `MLIR_RUNNER` (defaults in `/usr/lib/llvm-22/bin`), and
//! `MLIR_RUNNER_LIBS` (comma-separated runtime libraries; by default
//! `libmlir_runner_utils` and `libmlir_c_runner_utils` found in the `lib`
//! directory next to the runner's `bin`). `AFFINE_TOOL_TIMEOUT_SECS` bounds each
//! tool invocation (default 60 s).

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Default directory of the LLVM 22 tools.
pub const DEFAULT_BIN_DIR: &str = "/usr/lib/llvm-22/bin";

/// The `mlir-opt` pass list lowering affine/scf/vector/arith/memref/func code
/// to the LLVM dialect, as `mlir-runner` needs it.
pub const LOWERING_PIPELINE: &[&str] = &[
    "-lower-affine",
    "-convert-vector-to-scf",
    "-convert-scf-to-cf",
    "-convert-vector-to-llvm",
    "-expand-strided-metadata",
    "-lower-affine",
    "-convert-arith-to-llvm",
    "-convert-index-to-llvm",
    "-finalize-memref-to-llvm",
    "-convert-func-to-llvm",
    "-convert-cf-to-llvm",
    "-convert-ub-to-llvm",
    "-reconcile-unrealized-casts",
];

/// Wraps one function-level pass (with options, e.g.
/// `affine-loop-unroll{unroll-factor=3}`) into an `mlir-opt` argument that
/// runs it on every `func.func`: `--pass-pipeline=builtin.module(func.func(P))`.
pub fn func_pass_pipeline(pass: &str) -> String {
    format!("--pass-pipeline=builtin.module(func.func({pass}))")
}

/// Errors of the harness. Tool failures carry the tool's stderr.
#[derive(Debug)]
pub enum HarnessError {
    /// A tool binary does not exist at the configured path.
    ToolMissing {
        /// Tool name (`mlir-opt`, `mlir-runner`, or a runtime library).
        tool: String,
        /// Path that was checked.
        path: PathBuf,
        /// Environment variable that overrides the path.
        env_var: &'static str,
    },
    /// The tool could not be started or its pipes failed.
    Io {
        /// Tool name.
        tool: String,
        /// Underlying error.
        error: std::io::Error,
    },
    /// The tool exited unsuccessfully.
    ToolFailed {
        /// Tool name.
        tool: String,
        /// Arguments it was run with.
        args: Vec<String>,
        /// Exit code, if it exited normally.
        status: Option<i32>,
        /// Captured standard error.
        stderr: String,
    },
    /// The tool ran longer than the configured timeout and was killed.
    Timeout {
        /// Tool name.
        tool: String,
        /// The timeout that was exceeded.
        timeout: Duration,
    },
    /// The printed output could not be parsed.
    Parse(String),
}

impl fmt::Display for HarnessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HarnessError::ToolMissing { tool, path, env_var } => {
                write!(f, "{tool} not found at {} (set {env_var} to override)", path.display())
            }
            HarnessError::Io { tool, error } => write!(f, "failed to run {tool}: {error}"),
            HarnessError::ToolFailed { tool, args, status, stderr } => write!(
                f,
                "{tool} {} failed (exit {}):\n{stderr}",
                args.join(" "),
                status.map_or_else(|| "signal".to_string(), |s| s.to_string())
            ),
            HarnessError::Timeout { tool, timeout } => {
                write!(f, "{tool} timed out after {timeout:?}")
            }
            HarnessError::Parse(msg) => write!(f, "cannot parse printed memrefs: {msg}"),
        }
    }
}

impl std::error::Error for HarnessError {}

/// Paths of the reference tools and the runtime libraries for the JIT.
#[derive(Clone, Debug)]
pub struct Tools {
    /// `mlir-opt` binary.
    pub mlir_opt: PathBuf,
    /// `mlir-runner` binary.
    pub mlir_runner: PathBuf,
    /// Shared libraries passed to `mlir-runner -shared-libs=`.
    pub runtime_libs: Vec<PathBuf>,
    /// Wall-clock limit for one tool invocation.
    pub timeout: Duration,
}

/// The memrefs printed by one execution plus the raw output.
#[derive(Clone, Debug)]
pub struct Execution {
    /// Parsed memrefs in print order.
    pub memrefs: Vec<PrintedMemref>,
    /// The runner's raw standard output.
    pub stdout: String,
}

fn find_lib(dir: &Path, stem: &str) -> PathBuf {
    // Prefer the fully versioned name, then the plain `.so`, then anything
    // with the right prefix.
    let plain = dir.join(format!("{stem}.so"));
    let mut candidates: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with(&format!("{stem}.so")))
                })
                .collect()
        })
        .unwrap_or_default();
    candidates.sort_by_key(|p| std::cmp::Reverse(p.as_os_str().len()));
    candidates.into_iter().next().unwrap_or(plain)
}

impl Tools {
    /// Resolves the tools from `MLIR_OPT`, `MLIR_RUNNER`, `MLIR_RUNNER_LIBS`
    /// and `AFFINE_TOOL_TIMEOUT_SECS`, checking that every file exists.
    pub fn from_env() -> Result<Tools, HarnessError> {
        let mlir_opt = std::env::var_os("MLIR_OPT")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(DEFAULT_BIN_DIR).join("mlir-opt"));
        let mlir_runner = std::env::var_os("MLIR_RUNNER")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(DEFAULT_BIN_DIR).join("mlir-runner"));
        let runtime_libs = match std::env::var("MLIR_RUNNER_LIBS") {
            Ok(list) if !list.trim().is_empty() => list.split(',').map(|s| PathBuf::from(s.trim())).collect(),
            _ => {
                let lib_dir = mlir_runner
                    .parent()
                    .and_then(Path::parent)
                    .map(|p| p.join("lib"))
                    .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/lib"));
                vec![find_lib(&lib_dir, "libmlir_runner_utils"), find_lib(&lib_dir, "libmlir_c_runner_utils")]
            }
        };
        let timeout = std::env::var("AFFINE_TOOL_TIMEOUT_SECS")
            .ok()
            .and_then(|s| s.parse::<u64>().ok())
            .map_or(Duration::from_secs(60), Duration::from_secs);
        let tools = Tools { mlir_opt, mlir_runner, runtime_libs, timeout };
        tools.check()?;
        Ok(tools)
    }

    /// The tools for a differential test named `what`: under `CI` a missing
    /// tool fails the test (panics); elsewhere the test is skipped with a
    /// message on stderr (`None`).
    pub fn from_env_or_skip(what: &str) -> Option<Tools> {
        match Tools::from_env() {
            Ok(t) => Some(t),
            Err(e) if std::env::var_os("CI").is_some() => panic!("reference tools missing under CI: {e}"),
            Err(e) => {
                eprintln!("skipping the {what}: {e}");
                None
            }
        }
    }

    /// Checks that every configured file exists.
    pub fn check(&self) -> Result<(), HarnessError> {
        let missing = |tool: &str, path: &Path, env_var| {
            if path.is_file() {
                Ok(())
            } else {
                Err(HarnessError::ToolMissing { tool: tool.to_string(), path: path.to_path_buf(), env_var })
            }
        };
        missing("mlir-opt", &self.mlir_opt, "MLIR_OPT")?;
        missing("mlir-runner", &self.mlir_runner, "MLIR_RUNNER")?;
        for lib in &self.runtime_libs {
            missing("runtime library", lib, "MLIR_RUNNER_LIBS")?;
        }
        Ok(())
    }

    /// Runs `mlir-opt <args>` on `input` and returns its output.
    pub fn mlir_opt(&self, input: &str, args: &[&str]) -> Result<String, HarnessError> {
        run_tool(&self.mlir_opt, "mlir-opt", args, input, self.timeout)
    }

    /// Parses and verifies `input` (`mlir-opt --verify-each`).
    pub fn verify(&self, input: &str) -> Result<(), HarnessError> {
        self.mlir_opt(input, &["--verify-each"]).map(|_| ())
    }

    /// Lowers a program to the LLVM dialect with [`LOWERING_PIPELINE`].
    pub fn lower_to_llvm(&self, input: &str) -> Result<String, HarnessError> {
        self.mlir_opt(input, LOWERING_PIPELINE)
    }

    /// Like [`Tools::lower_to_llvm`] but with `-generate-runtime-verification`
    /// after affine lowering: every `memref.load`/`store` is bounds-checked and
    /// an out-of-bounds access aborts the run (used to validate the generator).
    pub fn lower_to_llvm_checked(&self, input: &str) -> Result<String, HarnessError> {
        let mut args: Vec<&str> = vec!["-lower-affine", "-generate-runtime-verification"];
        args.extend_from_slice(&LOWERING_PIPELINE[1..]);
        self.mlir_opt(input, &args)
    }

    /// JIT-runs an LLVM-dialect module's `@main` (returning nothing) and
    /// returns the runner's standard output.
    pub fn run_lowered(&self, llvm_module: &str) -> Result<String, HarnessError> {
        let libs: Vec<String> = self.runtime_libs.iter().map(|p| p.display().to_string()).collect();
        let shared = format!("-shared-libs={}", libs.join(","));
        run_tool(
            &self.mlir_runner,
            "mlir-runner",
            &["-e", "main", "-entry-point-result=void", &shared],
            llvm_module,
            self.timeout,
        )
    }

    /// Lowers and runs a program containing a `@main` wrapper and parses the
    /// memrefs it prints.
    pub fn execute(&self, program: &str) -> Result<Execution, HarnessError> {
        let lowered = self.lower_to_llvm(program)?;
        let stdout = self.run_lowered(&lowered)?;
        let memrefs = parse_printed_memrefs(&stdout)?;
        Ok(Execution { memrefs, stdout })
    }

    /// Like [`Tools::execute`] but lowered with
    /// [`Tools::lower_to_llvm_checked`] (runtime bounds checks).
    pub fn execute_checked(&self, program: &str) -> Result<Execution, HarnessError> {
        let lowered = self.lower_to_llvm_checked(program)?;
        let stdout = self.run_lowered(&lowered)?;
        let memrefs = parse_printed_memrefs(&stdout)?;
        Ok(Execution { memrefs, stdout })
    }

    /// Applies `mlir-opt <pass_args>` to the program first, then executes it
    /// like [`Tools::execute`]. Returns the transformed text too.
    pub fn execute_after(&self, program: &str, pass_args: &[&str]) -> Result<(String, Execution), HarnessError> {
        let transformed = self.mlir_opt(program, pass_args)?;
        let exec = self.execute(&transformed)?;
        Ok((transformed, exec))
    }
}

/// The seeds a differential test runs, from the environment variable `var`:
/// `N` is `0..N`, `A..B` is `A..B` (a fresh range beyond what CI runs, or one
/// slice of a wide sweep run in parallel); unset or unparsable is
/// `0..default`.
pub fn seeds_from_env(var: &str, default: u64) -> std::ops::Range<u64> {
    parse_seed_range(std::env::var(var).ok().as_deref()).unwrap_or(0..default)
}

/// `N` as `0..N`, `A..B` as `A..B`; `None` for anything else.
fn parse_seed_range(text: Option<&str>) -> Option<std::ops::Range<u64>> {
    let text = text?.trim();
    match text.split_once("..") {
        Some((a, b)) => Some(a.trim().parse().ok()?..b.trim().parse().ok()?),
        None => Some(0..text.parse().ok()?),
    }
}

/// Runs the binary `bin` (e.g. our `affine-opt`) with `args` on `input` fed
/// through stdin: its stdout on success, its stderr as the error otherwise
/// (killed after ten minutes: a hang is a failure, not a stuck test run).
pub fn run_on_stdin(bin: &str, input: &str, args: &[&str]) -> Result<String, String> {
    match run_tool(Path::new(bin), bin, args, input, Duration::from_secs(600)) {
        Ok(stdout) => Ok(stdout),
        Err(HarnessError::ToolFailed { stderr, .. }) => Err(stderr),
        Err(e) => Err(e.to_string()),
    }
}

/// Runs `path args` with `input` on stdin, killing it after `timeout`.
fn run_tool(path: &Path, tool: &str, args: &[&str], input: &str, timeout: Duration) -> Result<String, HarnessError> {
    if !path.is_file() {
        return Err(HarnessError::ToolMissing {
            tool: tool.to_string(),
            path: path.to_path_buf(),
            env_var: if tool == "mlir-opt" { "MLIR_OPT" } else { "MLIR_RUNNER" },
        });
    }
    let io_err = |error| HarnessError::Io { tool: tool.to_string(), error };
    let mut child = Command::new(path)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(io_err)?;
    let mut stdin = child.stdin.take();
    let input_owned = input.to_string();
    let writer = thread::spawn(move || {
        if let Some(s) = stdin.as_mut() {
            // A tool that fails early closes its stdin; the exit status
            // reports that, so a broken pipe here is not an error of its own.
            let _ = s.write_all(input_owned.as_bytes());
        }
    });
    let reader = |pipe: Option<Box<dyn Read + Send>>| {
        thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut buf);
            }
            String::from_utf8_lossy(&buf).into_owned()
        })
    };
    let out_t = reader(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let err_t = reader(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let start = Instant::now();
    let status = loop {
        match child.try_wait().map_err(io_err)? {
            Some(status) => break status,
            None if start.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(HarnessError::Timeout { tool: tool.to_string(), timeout });
            }
            None => thread::sleep(Duration::from_millis(2)),
        }
    };
    let _ = writer.join();
    let stdout = out_t.join().unwrap_or_default();
    let stderr = err_t.join().unwrap_or_default();
    if status.success() {
        Ok(stdout)
    } else {
        Err(HarnessError::ToolFailed {
            tool: tool.to_string(),
            args: args.iter().map(|s| s.to_string()).collect(),
            status: status.code(),
            stderr,
        })
    }
}

// ---------------------------------------------------------------------------
// Printed memref parsing and comparison.

/// Element values of a printed memref, row-major.
#[derive(Clone, Debug, PartialEq)]
pub enum MemrefData {
    /// Every printed element was an integer literal (integer memrefs, or
    /// float memrefs whose values all happen to be integral).
    Int(Vec<i64>),
    /// At least one element had a fraction, exponent, `nan` or `inf`.
    Float(Vec<f64>),
}

impl MemrefData {
    /// Number of elements.
    pub fn len(&self) -> usize {
        match self {
            MemrefData::Int(v) => v.len(),
            MemrefData::Float(v) => v.len(),
        }
    }

    /// True when there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` as `f64`.
    pub fn get_f64(&self, i: usize) -> Option<f64> {
        match self {
            MemrefData::Int(v) => v.get(i).map(|x| *x as f64),
            MemrefData::Float(v) => v.get(i).copied(),
        }
    }
}

/// One memref printed by the runner utilities.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintedMemref {
    /// The `sizes = [...]` of the header.
    pub shape: Vec<usize>,
    /// Row-major element values (empty when a dimension is 0: the runtime
    /// prints garbage for empty memrefs, so the data is not parsed).
    pub data: MemrefData,
}

const HEADER: &str = "Unranked Memref base@";

/// Parses every `Unranked Memref base@ = ... sizes = [..] ... data = [...]`
/// block in `stdout`, in order. Text outside these blocks is ignored.
pub fn parse_printed_memrefs(stdout: &str) -> Result<Vec<PrintedMemref>, HarnessError> {
    let mut result = Vec::new();
    let starts: Vec<usize> = stdout.match_indices(HEADER).map(|(i, _)| i).collect();
    for (k, &start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(stdout.len());
        result.push(parse_block(&stdout[start..end], k)?);
    }
    Ok(result)
}

fn parse_block(block: &str, k: usize) -> Result<PrintedMemref, HarnessError> {
    let err = |m: &str| HarnessError::Parse(format!("memref #{k}: {m}"));
    let sizes_at = block.find("sizes = [").ok_or_else(|| err("missing `sizes = [`"))?;
    let sizes_text = &block[sizes_at + "sizes = [".len()..];
    let close = sizes_text.find(']').ok_or_else(|| err("unterminated sizes"))?;
    let shape = sizes_text[..close]
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<usize>().map_err(|_| err("bad size")))
        .collect::<Result<Vec<usize>, _>>()?;
    let data_at = block.find("data =").ok_or_else(|| err("missing `data =`"))?;
    let data_text = &block[data_at + "data =".len()..];
    let count: usize = shape.iter().product();
    if count == 0 {
        return Ok(PrintedMemref { shape, data: MemrefData::Int(Vec::new()) });
    }
    // The data ends after its brackets balance again.
    let mut depth = 0i32;
    let mut end = data_text.len();
    let mut seen_open = false;
    for (i, c) in data_text.char_indices() {
        match c {
            '[' => {
                depth += 1;
                seen_open = true;
            }
            ']' => {
                depth -= 1;
                if depth == 0 {
                    end = i + 1;
                    break;
                }
            }
            _ => {}
        }
    }
    if !seen_open || depth != 0 {
        return Err(err("unbalanced data brackets"));
    }
    let tokens: Vec<&str> = data_text[..end]
        .split(|c: char| c == '[' || c == ']' || c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .collect();
    if tokens.len() != count {
        return Err(err(&format!("expected {count} elements for shape {shape:?}, found {}", tokens.len())));
    }
    let ints: Option<Vec<i64>> = tokens.iter().map(|t| t.parse::<i64>().ok()).collect();
    let data = match ints {
        Some(v) => MemrefData::Int(v),
        None => MemrefData::Float(
            tokens
                .iter()
                .map(|t| parse_float(t).ok_or_else(|| err(&format!("bad number `{t}`"))))
                .collect::<Result<Vec<f64>, _>>()?,
        ),
    };
    Ok(PrintedMemref { shape, data })
}

fn parse_float(t: &str) -> Option<f64> {
    match t {
        "nan" | "-nan" => Some(f64::NAN),
        "inf" => Some(f64::INFINITY),
        "-inf" => Some(f64::NEG_INFINITY),
        _ => t.parse::<f64>().ok(),
    }
}

/// Allowed difference between two float elements:
/// `|a - b| <= abs + rel * max(|a|, |b|)`. NaN equals NaN.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    /// Absolute slack.
    pub abs: f64,
    /// Relative slack.
    pub rel: f64,
}

impl Tolerance {
    /// Exact comparison (integers always compare exactly).
    pub const EXACT: Tolerance = Tolerance { abs: 0.0, rel: 0.0 };

    /// True when `a` and `b` are within this tolerance of each other.
    pub fn accepts(&self, a: f64, b: f64) -> bool {
        if a.is_nan() || b.is_nan() {
            return a.is_nan() && b.is_nan();
        }
        if a == b {
            return true;
        }
        (a - b).abs() <= self.abs + self.rel * a.abs().max(b.abs())
    }
}

/// First difference found by [`compare_memrefs`].
#[derive(Clone, Debug, PartialEq)]
pub struct CompareError {
    /// Index of the memref (print order).
    pub memref: usize,
    /// Row-major element index, when the difference is in the data.
    pub element: Option<usize>,
    /// Human-readable description.
    pub message: String,
}

impl fmt::Display for CompareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.element {
            Some(e) => write!(f, "memref #{} element {e}: {}", self.memref, self.message),
            None => write!(f, "memref #{}: {}", self.memref, self.message),
        }
    }
}

impl std::error::Error for CompareError {}

/// Compares two lists of printed memrefs: same count, shapes and values.
/// Two integer lists compare exactly; otherwise values compare as `f64` under
/// `tol`.
pub fn compare_memrefs(
    expected: &[PrintedMemref],
    actual: &[PrintedMemref],
    tol: Tolerance,
) -> Result<(), CompareError> {
    if expected.len() != actual.len() {
        return Err(CompareError {
            memref: expected.len().min(actual.len()),
            element: None,
            message: format!("expected {} memrefs, got {}", expected.len(), actual.len()),
        });
    }
    for (k, (e, a)) in expected.iter().zip(actual).enumerate() {
        if e.shape != a.shape {
            return Err(CompareError {
                memref: k,
                element: None,
                message: format!("shape {:?} vs {:?}", e.shape, a.shape),
            });
        }
        if e.data.len() != a.data.len() {
            return Err(CompareError {
                memref: k,
                element: None,
                message: format!("{} vs {} elements", e.data.len(), a.data.len()),
            });
        }
        if let (MemrefData::Int(x), MemrefData::Int(y)) = (&e.data, &a.data) {
            if let Some(i) = x.iter().zip(y).position(|(p, q)| p != q) {
                return Err(CompareError {
                    memref: k,
                    element: Some(i),
                    message: format!("expected {}, got {}", x[i], y[i]),
                });
            }
            continue;
        }
        for i in 0..e.data.len() {
            let (Some(x), Some(y)) = (e.data.get_f64(i), a.data.get_f64(i)) else {
                continue;
            };
            if !tol.accepts(x, y) {
                return Err(CompareError { memref: k, element: Some(i), message: format!("expected {x}, got {y}") });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_ranges_parse_counts_and_ranges() {
        assert_eq!(parse_seed_range(Some("40")), Some(0..40));
        assert_eq!(parse_seed_range(Some(" 150..1500 ")), Some(150..1500));
        assert_eq!(parse_seed_range(Some("x")), None);
        assert_eq!(parse_seed_range(Some("3..")), None);
        assert_eq!(parse_seed_range(None), None);
    }

    const SAMPLE: &str = "Unranked Memref base@ = 0x5617 rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n[[3,   10,   8], \n [12,   -6,   0]]\nUnranked Memref base@ = 0x1 rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[1.5e+07,  nan,  -inf]\nUnranked Memref base@ = 0x2 rank = 0 offset = 0 sizes = [] strides = [] data = \n[-0]\nUnranked Memref base@ = 0x3 rank = 2 offset = 0 sizes = [2, 0] strides = [0, 1] data = \n[[-5.16828e+37], \n [-5.16828e+37]]\n";

    #[test]
    fn parses_runner_output() {
        let m = parse_printed_memrefs(SAMPLE).expect("parses");
        assert_eq!(m.len(), 4);
        assert_eq!(m[0].shape, vec![2, 3]);
        assert_eq!(m[0].data, MemrefData::Int(vec![3, 10, 8, 12, -6, 0]));
        assert_eq!(m[1].shape, vec![3]);
        match &m[1].data {
            MemrefData::Float(v) => {
                assert_eq!(v[0], 1.5e7);
                assert!(v[1].is_nan());
                assert_eq!(v[2], f64::NEG_INFINITY);
            }
            other => panic!("expected floats, got {other:?}"),
        }
        assert_eq!(m[2].shape, Vec::<usize>::new());
        assert_eq!(m[2].data, MemrefData::Int(vec![0]));
        assert!(m[3].data.is_empty());
    }

    #[test]
    fn rejects_wrong_element_count() {
        let bad = "Unranked Memref base@ = 0x1 rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[1, 2]\n";
        assert!(matches!(parse_printed_memrefs(bad), Err(HarnessError::Parse(_))));
    }

    #[test]
    fn comparison_respects_tolerance() {
        let a = vec![PrintedMemref { shape: vec![2], data: MemrefData::Float(vec![1.0, f64::NAN]) }];
        let b = vec![PrintedMemref { shape: vec![2], data: MemrefData::Float(vec![1.001, f64::NAN]) }];
        assert!(compare_memrefs(&a, &b, Tolerance::EXACT).is_err());
        let tol = Tolerance { abs: 0.0, rel: 1e-2 };
        assert!(compare_memrefs(&a, &b, tol).is_ok());
        let c = vec![PrintedMemref { shape: vec![2], data: MemrefData::Int(vec![1, 2]) }];
        let err = compare_memrefs(&c, &a, Tolerance::EXACT).expect_err("differs");
        assert_eq!(err.element, Some(1));
    }

    #[test]
    fn missing_tool_is_reported() {
        let tools = Tools {
            mlir_opt: PathBuf::from("/nonexistent/mlir-opt"),
            mlir_runner: PathBuf::from("/nonexistent/mlir-runner"),
            runtime_libs: vec![],
            timeout: Duration::from_secs(1),
        };
        assert!(matches!(tools.check(), Err(HarnessError::ToolMissing { .. })));
        assert!(matches!(tools.verify("func.func @f() { return }"), Err(HarnessError::ToolMissing { .. })));
    }
}
