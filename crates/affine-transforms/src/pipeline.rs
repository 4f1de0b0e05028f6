//! Textual pass pipelines, in `mlir-opt`'s syntax.
//!
//! Two spellings reach us from the command line: a flag per pass
//! (`-affine-loop-fusion="mode=producer maximal"`) and a nested pipeline
//! (`--pass-pipeline="builtin.module(func.func(affine-loop-fusion{mode=producer}))"`).
//! Both become a [`PipelineSpec`]: a tree of anchors (op names) and passes
//! with their raw options, checked against the [`PassRegistry`] before any
//! pass runs, so a typo is reported before the input is touched.

use std::fmt;

use crate::registry::{FUNCTION_OP_INTERFACE, OptionDefault, OptionKind, PassRegistry};

/// One element of a pipeline: a pass with its options, or a nested pipeline
/// anchored on an op name (`func.func(...)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PipelineElement {
    /// A registered pass and its options, in the order written.
    Pass {
        /// The pass's registered argument name, e.g. `affine-loop-fusion`.
        name: String,
        /// Options as `(key, value)` pairs; a bare flag has the value `true`.
        options: Vec<(String, String)>,
    },
    /// Passes that run on every op named `anchor` nested directly in the parent.
    Nested {
        /// Op name the nested passes run on, e.g. `func.func`.
        anchor: String,
        /// The nested pipeline.
        elements: Vec<PipelineElement>,
    },
}

/// A whole pipeline, anchored on the top-level op (`builtin.module`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineSpec {
    /// Op name of the root anchor.
    pub anchor: String,
    /// Elements run in order on the root op.
    pub elements: Vec<PipelineElement>,
}

/// Why a pipeline or pass option text was rejected; rendered like `mlir-opt`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    /// The message, without location prefix.
    pub message: String,
    /// The text being parsed, and the byte offset of the problem within it,
    /// when the error points into a pipeline string.
    pub context: Option<(String, usize)>,
    /// An option value the command-line parser rejected (`for the --k
    /// option: 'x' value invalid for uint argument!`): `mlir-opt` prints it
    /// on its own line after the tool's name, before an error whose message
    /// is empty.
    pub command_line_error: Option<String>,
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.context {
            Some((text, offset)) => {
                let col = text[..*offset].chars().count();
                write!(
                    f,
                    "MLIR Textual PassPipeline Parser:1:{}: error: {}\n{}\n{}^",
                    col + 1,
                    self.message,
                    text,
                    " ".repeat(col)
                )
            }
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for PipelineError {}

fn error_at(text: &str, offset: usize, message: impl Into<String>) -> PipelineError {
    PipelineError { message: message.into(), context: Some((text.to_string(), offset)), command_line_error: None }
}

/// One `key[=value]` of a pass option string as written; `value` is `None`
/// when the key has no `=` (a bare flag, or an option missing its value).
pub type RawOption = (String, Option<String>);

/// Splits a pass option string (`mode=producer maximal fast-mem-space=2`)
/// into keys and values as MLIR's `PassOptions::parseFromString` does:
/// options are separated by spaces; a value may contain spaces inside
/// quotes (`'a b'`, `"a b"`) or braces (`{a b}`, nested); an unclosed quote
/// is an ordinary character and an unclosed brace runs to the end; a value
/// wrapped in one pair of quotes or braces loses them and is trimmed; an
/// empty key (`=2`) is skipped. Never fails: the values are checked against
/// the pass's options afterwards.
pub fn split_options(text: &str) -> Vec<RawOption> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut rest = 0;
    while rest < bytes.len() {
        let mut end = rest;
        while end < bytes.len() && bytes[end] != b' ' && bytes[end] != b'=' {
            end += 1;
        }
        let key = unwrap_option_text(&text[rest..end]);
        let value = if bytes.get(end) == Some(&b'=') {
            let start = end + 1;
            end = option_value_end(bytes, start);
            Some(unwrap_option_text(&text[start..end]).to_string())
        } else {
            None
        };
        if !key.is_empty() {
            out.push((key.to_string(), value));
        }
        rest = end;
        while rest < bytes.len() && bytes[rest].is_ascii_whitespace() {
            rest += 1;
        }
    }
    out
}

/// Where an option value starting at `pos` ends (MLIR's `parseNextArg`):
/// at the first space outside quotes and braces. A quote jumps to its
/// closing quote (an unclosed one is an ordinary character); braces nest,
/// and an unclosed one runs to the end.
fn option_value_end(bytes: &[u8], mut pos: usize) -> usize {
    let mut depth = 0usize;
    while pos < bytes.len() && (depth > 0 || bytes[pos] != b' ') {
        match bytes[pos] {
            q @ (b'\'' | b'"') => {
                if let Some(close) = bytes[pos + 1..].iter().position(|&c| c == q) {
                    pos += 1 + close;
                }
            }
            b'{' => depth += 1,
            b'}' if depth > 0 => depth -= 1,
            _ => {}
        }
        pos += 1;
    }
    pos
}

/// MLIR's `findChar`: the next `c` from `i` at nesting level zero (braces,
/// parentheses, brackets and quotes nest); `None` if there is none or a
/// nesting is left open.
fn find_char(s: &[u8], mut i: usize, c: u8) -> Option<usize> {
    while i < s.len() {
        if s[i] == c {
            return Some(i);
        }
        i = match s[i] {
            b'{' => find_char(s, i + 1, b'}')?,
            b'(' => find_char(s, i + 1, b')')?,
            b'[' => find_char(s, i + 1, b']')?,
            q @ (b'"' | b'\'') => i + 1 + s[i + 1..].iter().position(|&x| x == q)?,
            _ => i,
        };
        i += 1;
    }
    None
}

/// Trims `text` and drops one enclosing pair of quotes, or of braces that
/// match each other, then trims again, as MLIR does for option keys, values
/// and list elements (`{4}` is `4`, `{4}{5}` stays).
fn unwrap_option_text(text: &str) -> &str {
    let text = text.trim();
    let b = text.as_bytes();
    let last = b.len().wrapping_sub(1);
    let enclosed = b.len() >= 2
        && match b[0] {
            b'\'' | b'"' => b[last] == b[0],
            b'{' => find_char(b, 1, b'}') == Some(last),
            _ => false,
        };
    if enclosed { text[1..last].trim() } else { text }
}

/// The elements of a list option's value (`1,{2},3`), as MLIR's
/// `parseCommaSeparatedList`: commas inside braces, parentheses, brackets
/// or quotes do not split (an unclosed one runs to the end), and each
/// element is trimmed and loses one enclosing pair of quotes or braces.
/// An empty value is an empty list.
pub fn split_list(value: &str) -> Vec<&str> {
    let mut out = Vec::new();
    if value.is_empty() {
        return out;
    }
    let mut rest = value;
    while let Some(comma) = find_char(rest.as_bytes(), 0, b',') {
        out.push(unwrap_option_text(&rest[..comma]));
        rest = &rest[comma + 1..];
    }
    out.push(unwrap_option_text(rest));
    out
}

/// Parses `--pass-pipeline` text such as
/// `builtin.module(func.func(affine-loop-fusion{mode=producer}))`, in
/// mlir-opt's three steps so that the first error is the one mlir-opt
/// reports: the structure (names, options, parentheses), then every pass
/// name, then each pass's options and placement.
pub fn parse_pipeline(text: &str, registry: &PassRegistry) -> Result<PipelineSpec, PipelineError> {
    let text = text.trim();
    let wrapped = text.find('(').filter(|&open| open > 0 && text.ends_with(')'));
    let Some(open) = wrapped else {
        return Err(PipelineError {
            message: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                .into(),
            context: None,
            command_line_error: None,
        });
    };
    let anchor = text[..open].trim_end();
    // Positions in errors are relative to the text inside the anchor.
    let inner = &text[open + 1..text.len() - 1];
    if inner.is_empty() {
        return Ok(PipelineSpec { anchor: anchor.to_string(), elements: Vec::new() });
    }
    let raw = parse_structure(inner)?;
    resolve_names(inner, &raw, registry)?;
    let elements = build_elements(&raw, registry, anchor)?;
    Ok(PipelineSpec { anchor: anchor.to_string(), elements })
}

/// One element of a pipeline text before its names are resolved (MLIR's
/// `TextualPipeline::PipelineElement`).
struct RawElement<'a> {
    /// The name, trimmed; empty when the text has none there.
    name: &'a str,
    /// Byte offset of the name (of where it would be, when empty).
    name_offset: usize,
    /// The text between `{` and `}`.
    options: &'a str,
    /// The elements between `(` and `)`: this element is then an op
    /// pipeline, not a pass.
    inner: Option<Vec<RawElement<'a>>>,
}

/// MLIR's `TextualPipeline::parsePipelineText`: names, option texts and
/// nesting, with its structural errors at its positions.
fn parse_structure(text: &str) -> Result<Vec<RawElement<'_>>, PipelineError> {
    let bytes = text.as_bytes();
    let skip_ws = |mut pos: usize| {
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        pos
    };
    let mut stack: Vec<Vec<RawElement<'_>>> = vec![Vec::new()];
    let mut pos = 0;
    loop {
        let rest = &text[pos..];
        let sep = rest.find([',', '(', ')', '{']);
        let raw_name = &rest[..sep.unwrap_or(rest.len())];
        let lead = raw_name.len() - raw_name.trim_start().len();
        let element = RawElement { name: raw_name.trim(), name_offset: pos + lead, options: "", inner: None };
        let top = stack.last_mut().expect("the outer pipeline stays on the stack");
        top.push(element);
        let Some(sep) = sep else { break };
        pos += sep;
        match bytes[pos] {
            b'{' => {
                pos += 1;
                let mut depth = 1usize;
                let close = bytes[pos..].iter().position(|&c| {
                    match c {
                        b'{' => depth += 1,
                        b'}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                });
                let Some(close) = close else {
                    return Err(error_at(text, pos - 1, "missing closing '}' while processing pass options"));
                };
                if let Some(last) = stack.last_mut().and_then(|top| top.last_mut()) {
                    last.options = &text[pos..pos + close];
                }
                pos = skip_ws(pos + close + 1);
            }
            b'(' => {
                pos += 1;
                stack.push(Vec::new());
                continue;
            }
            _ => {}
        }
        while bytes.get(pos) == Some(&b')') {
            pos += 1;
            if stack.len() == 1 {
                return Err(error_at(
                    text,
                    pos - 1,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let inner = stack.pop().expect("checked above");
            if let Some(owner) = stack.last_mut().and_then(|top| top.last_mut()) {
                owner.inner = Some(inner);
            }
            pos = skip_ws(pos);
        }
        if pos == bytes.len() {
            break;
        }
        if bytes[pos] != b',' {
            return Err(error_at(text, pos, "expected ',' after parsing pipeline"));
        }
        pos += 1;
    }
    if stack.len() > 1 {
        return Err(error_at(text, pos, "encountered unbalanced parentheses while parsing pipeline"));
    }
    Ok(stack.pop().unwrap_or_default())
}

/// MLIR's `resolvePipelineElements`: every pass name must be registered.
fn resolve_names(text: &str, elements: &[RawElement<'_>], registry: &PassRegistry) -> Result<(), PipelineError> {
    for e in elements {
        match &e.inner {
            Some(inner) => resolve_names(text, inner, registry)?,
            None if registry.lookup(e.name).is_none() => {
                return Err(error_at(
                    text,
                    e.name_offset,
                    format!("'{}' does not refer to a registered pass or pass pipeline", e.name),
                ));
            }
            None => {}
        }
    }
    Ok(())
}

/// MLIR's `addToPipeline`: options parsed and checked, passes placed on
/// their op, with the "failed to add" trail mlir-opt prints.
fn build_elements(
    elements: &[RawElement<'_>],
    registry: &PassRegistry,
    anchor: &str,
) -> Result<Vec<PipelineElement>, PipelineError> {
    let mut out = Vec::with_capacity(elements.len());
    for e in elements {
        let name = e.name;
        if let Some(inner) = &e.inner {
            let nested = build_elements(inner, registry, name).map_err(|mut err| {
                // mlir-opt names each pipeline an option error is in.
                if err.context.is_none() {
                    err.message.push_str(&format!("\nfailed to add `{name}` with options `` to inner pipeline"));
                }
                err
            })?;
            out.push(PipelineElement::Nested { anchor: name.to_string(), elements: nested });
            continue;
        }
        let raw_options = e.options;
        let options = registry.resolve_options(name, &split_options(raw_options)).map_err(|mut err| {
            // mlir-opt ends a message of its own with a newline.
            let newline = if err.command_line_error.is_some() { "" } else { "\n" };
            err.message.push_str(&format!("{newline}\nfailed to add `{name}` with options `{raw_options}`"));
            err
        })?;
        // A pass restricted to one op name cannot be placed in a pipeline
        // on another (mlir-opt nests it implicitly only when it is given
        // as a flag).
        if let Some(info) = registry.lookup(name)
            && let Some(restricted) = info.anchor
            && restricted != crate::registry::FUNCTION_OP_INTERFACE
            && restricted != anchor
        {
            return Err(PipelineError {
                message: format!(
                    "Can't add pass '{}' restricted to '{restricted}' on a PassManager intended to run on \
                     '{anchor}', did you intend to nest?\nfailed to add `{name}` with options `{raw_options}`",
                    crate::registry::mlir_class_name(name)
                ),
                context: None,
                command_line_error: None,
            });
        }
        out.push(PipelineElement::Pass { name: name.to_string(), options });
    }
    Ok(out)
}

impl PipelineSpec {
    /// The pipeline as `mlir-opt` 22's `--dump-pass-pipeline` prints it
    /// (`PassManager::dump`): a header with the number of top-level passes,
    /// then one pass per line with every option of the pass, set or not,
    /// in name order. A pass given as a flag that runs on a narrower op
    /// than where it stands is shown inside that op's pipeline, as the
    /// implicit nesting of `mlir-opt`'s pass manager places it.
    pub fn dump(&self, registry: &PassRegistry) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.elements.len());
        write_nested(&mut out, &self.anchor, &self.elements, registry, 0);
        out.push('\n');
        out
    }
}

impl PipelineSpec {
    /// The error `mlir-opt` reports before running anything when a pass on
    /// any function-like op stands directly in a pipeline anchored on an op
    /// name that is not a function (`-affine-loop-unroll` on the module):
    /// its pass manager refuses such a pipeline when it finalizes it. A
    /// pipeline on `any` op is checked only when it runs, as in mlir-opt.
    pub fn schedule_error(&self, registry: &PassRegistry) -> Option<String> {
        fn walk(anchor: &str, elements: &[PipelineElement], registry: &PassRegistry) -> Option<String> {
            for element in elements {
                match element {
                    PipelineElement::Pass { name, .. } => {
                        let on_functions =
                            registry.lookup(name).is_some_and(|info| info.anchor == Some(FUNCTION_OP_INTERFACE));
                        if on_functions && anchor != "any" && !crate::registry::FUNCTION_LIKE_OPS.contains(&anchor) {
                            return Some(format!(
                                "unable to schedule pass '{}' on a PassManager intended to run on '{anchor}'!",
                                crate::registry::mlir_class_name(name)
                            ));
                        }
                    }
                    PipelineElement::Nested { anchor, elements } => {
                        if let Some(error) = walk(anchor, elements, registry) {
                            return Some(error);
                        }
                    }
                }
            }
            None
        }
        walk(&self.anchor, &self.elements, registry)
    }
}

/// `anchor(` and the elements, one per line, indented below it, then `)`.
fn write_nested(out: &mut String, anchor: &str, elements: &[PipelineElement], registry: &PassRegistry, depth: usize) {
    out.push_str(anchor);
    out.push_str("(\n");
    for (i, element) in elements.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        let indent = "  ".repeat(depth + 1);
        out.push_str(&indent);
        match element {
            PipelineElement::Nested { anchor: inner, elements } => {
                write_nested(out, inner, elements, registry, depth + 1);
            }
            PipelineElement::Pass { name, options } => {
                let narrower = registry
                    .lookup(name)
                    .and_then(|info| info.anchor)
                    .filter(|&op| op != anchor && op != FUNCTION_OP_INTERFACE);
                match narrower {
                    Some(op) => {
                        out.push_str(&format!("{op}(\n{indent}  "));
                        write_pass(out, name, options, registry);
                        out.push_str(&format!("\n{indent})"));
                    }
                    None => write_pass(out, name, options, registry),
                }
            }
        }
    }
    out.push('\n');
    out.push_str(&"  ".repeat(depth));
    out.push(')');
}

/// `name{opt=value ...}` with every declared option in name order, or
/// `name` for a pass without options (MLIR's `PassOptions::print`).
fn write_pass(out: &mut String, name: &str, options: &[(String, String)], registry: &PassRegistry) {
    out.push_str(name);
    let Some(info) = registry.lookup(name) else { return };
    let mut declared: Vec<_> = info.options.iter().collect();
    declared.sort_by_key(|o| o.name);
    let mut printed = Vec::with_capacity(declared.len());
    for decl in declared {
        let given: Vec<&str> = options.iter().filter(|(k, _)| k == decl.name).map(|(_, v)| v.as_str()).collect();
        let is_list = matches!(
            decl.kind,
            OptionKind::UnsignedList | OptionKind::IntList | OptionKind::IntegerList | OptionKind::StringList
        );
        if is_list {
            // Every occurrence adds to the list (LLVM's `cl::list`); an
            // empty list prints as nothing.
            let items: Vec<String> =
                given.iter().flat_map(|v| split_list(v)).map(|item| option_value_text(&decl.kind, item)).collect();
            match (items.is_empty(), decl.default) {
                (true, OptionDefault::Extension) => {}
                (true, _) => printed.push(String::new()),
                (false, _) => printed.push(format!("{}={{{}}}", decl.name, items.join(","))),
            }
            continue;
        }
        // The last occurrence of a scalar option wins.
        let value = match (given.last(), decl.default) {
            (Some(v), _) => *v,
            (None, OptionDefault::Value(v)) => v,
            (None, _) => continue,
        };
        printed.push(format!("{}={}", decl.name, option_value_text(&decl.kind, value)));
    }
    if !printed.is_empty() {
        out.push('{');
        out.push_str(&printed.join(" "));
        out.push('}');
    }
}

/// One (already checked) option value as LLVM prints the C++ value it
/// parses to: booleans as `true`/`false`, numbers in decimal, floating
/// point numbers as C's `%e`, a string in braces when it has a space
/// before any brace or quote.
fn option_value_text(kind: &OptionKind, value: &str) -> String {
    match kind {
        OptionKind::Bool => {
            let on = matches!(value, "" | "true" | "1" | "TRUE" | "True");
            if on { "true" } else { "false" }.to_string()
        }
        OptionKind::Unsigned
        | OptionKind::Unsigned64
        | OptionKind::Integer
        | OptionKind::Long
        | OptionKind::UnsignedList
        | OptionKind::IntList
        | OptionKind::IntegerList => {
            parse_llvm_integer(value).map(|v| v.to_string()).unwrap_or_else(|| value.to_string())
        }
        OptionKind::Float => value.parse::<f64>().map(c_exponent_format).unwrap_or_else(|_| value.to_string()),
        OptionKind::Enum(_) => value.to_string(),
        OptionKind::String | OptionKind::StringList => {
            let space = value.find(' ');
            let quote_or_brace = value.find(['{', '\'', '"']);
            match (space, quote_or_brace) {
                (Some(s), q) if q.is_none_or(|q| s < q) => format!("{{{value}}}"),
                _ => value.to_string(),
            }
        }
    }
}

/// A double as `raw_ostream` prints it: C's `%e` (`3.000000e-01`), `INF`,
/// `-INF` or `nan`.
fn c_exponent_format(v: f64) -> String {
    if v.is_nan() {
        return "nan".to_string();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-INF" } else { "INF" }.to_string();
    }
    let rust = format!("{v:.6e}");
    let (mantissa, exponent) = rust.split_once('e').unwrap_or((&rust, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.abs())
}

/// An integer as LLVM's command-line parsers read it
/// (`StringRef::getAsInteger` with radix 0): an optional `-`, then `0x`/`0X`
/// for hexadecimal, `0b`/`0B` binary, `0o` or a leading `0` octal, decimal
/// otherwise; nothing else (no `+`, no spaces). `None` if it is not one.
pub fn parse_llvm_integer(text: &str) -> Option<i128> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let lower = digits.get(..2).map(str::to_ascii_lowercase);
    let (radix, digits) = match lower.as_deref() {
        Some("0x") => (16, &digits[2..]),
        Some("0b") => (2, &digits[2..]),
        _ if digits.starts_with("0o") => (8, &digits[2..]),
        _ if digits.len() > 1 && digits.starts_with('0') && digits.as_bytes()[1].is_ascii_digit() => (8, &digits[1..]),
        _ => (10, digits),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let magnitude = u128::from_str_radix(digits, radix).ok()?;
    let value = i128::try_from(magnitude).ok()?;
    Some(if negative { -value } else { value })
}

/// An option value in the one spelling the passes read: integers in
/// decimal (`0x10` is `16`), booleans as `true`/`false`, lists with their
/// integer elements rewritten the same way; other values as written.
pub(crate) fn normalize_option_value(kind: &OptionKind, value: &str) -> String {
    match kind {
        OptionKind::UnsignedList | OptionKind::IntList | OptionKind::IntegerList => {
            split_list(value).into_iter().map(|item| option_value_text(kind, item)).collect::<Vec<_>>().join(",")
        }
        OptionKind::Bool | OptionKind::Unsigned | OptionKind::Unsigned64 | OptionKind::Integer | OptionKind::Long => {
            option_value_text(kind, value)
        }
        _ => value.to_string(),
    }
}

/// Checks one option value against its declared kind; used by the registry.
pub(crate) fn check_option_value(kind: &OptionKind, key: &str, value: Option<&str>) -> Result<(), PipelineError> {
    // LLVM's command-line parsers, by the C++ type of the option.
    let cl_error = |text: String| PipelineError {
        message: String::new(),
        context: None,
        command_line_error: Some(format!("for the --{key} option: {text}")),
    };
    let Some(value) = value else {
        // Only a boolean option may be given without `=value`.
        return match kind {
            OptionKind::Bool => Ok(()),
            _ => Err(cl_error("requires a value!".to_string())),
        };
    };
    let bad = |what: &str, item: &str| cl_error(format!("'{item}' value invalid for {what} argument!"));
    let check = |ok: bool, what: &str| if ok { Ok(()) } else { Err(bad(what, value)) };
    let check_all = |what: &str, ok: &dyn Fn(&str) -> bool| match split_list(value).into_iter().find(|item| !ok(item)) {
        Some(item) => Err(bad(what, item)),
        None => Ok(()),
    };
    let uint = |v: &str| parse_llvm_integer(v).is_some_and(|n| u32::try_from(n).is_ok());
    let long = |v: &str| parse_llvm_integer(v).is_some_and(|n| i64::try_from(n).is_ok());
    match kind {
        OptionKind::Bool => match value {
            "" | "true" | "false" | "1" | "0" | "TRUE" | "FALSE" | "True" | "False" => Ok(()),
            _ => Err(cl_error(format!("'{value}' is invalid value for boolean argument! Try 0 or 1"))),
        },
        OptionKind::Unsigned => check(uint(value), "uint"),
        OptionKind::Unsigned64 => check(parse_llvm_integer(value).is_some_and(|n| u64::try_from(n).is_ok()), "ulong"),
        OptionKind::Integer => check(parse_llvm_integer(value).is_some_and(|n| i32::try_from(n).is_ok()), "int"),
        OptionKind::Long => check(long(value), "long"),
        OptionKind::Float => check(value.parse::<f64>().is_ok(), "floating point"),
        OptionKind::UnsignedList => check_all("uint", &uint),
        OptionKind::IntList => {
            check_all("integer", &|v: &str| parse_llvm_integer(v).is_some_and(|n| i32::try_from(n).is_ok()))
        }
        OptionKind::IntegerList => check_all("long", &long),
        OptionKind::Enum(choices) => {
            if choices.iter().any(|&(choice, _)| choice == value) {
                Ok(())
            } else {
                Err(cl_error(format!("Cannot find option named '{value}'!")))
            }
        }
        OptionKind::String | OptionKind::StringList => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{DiagnosticSink, Pass, PassOptions};
    use crate::registry::{PassInfo, PassOption};

    struct Nothing;
    impl Pass for Nothing {
        fn run(
            &mut self,
            _: &mut affine_ir::Context,
            _: affine_ir::OpId,
            _: &mut DiagnosticSink<'_>,
        ) -> Result<(), affine_ir::Diagnostic> {
            Ok(())
        }
    }
    fn make(_: &PassOptions) -> Box<dyn Pass> {
        Box::new(Nothing)
    }

    fn registry() -> PassRegistry {
        let mut r = PassRegistry::default();
        r.register(PassInfo {
            name: "demo-pass",
            summary: "a pass for tests",
            options: vec![
                PassOption {
                    name: "mode",
                    kind: OptionKind::Enum(&[("greedy", ""), ("producer", "")]),
                    help: "",
                    default: OptionDefault::Value("greedy"),
                },
                PassOption {
                    name: "maximal",
                    kind: OptionKind::Bool,
                    help: "",
                    default: OptionDefault::Value("false"),
                },
                PassOption {
                    name: "sizes",
                    kind: OptionKind::UnsignedList,
                    help: "",
                    default: OptionDefault::EmptyList,
                },
                PassOption { name: "ratio", kind: OptionKind::Float, help: "", default: OptionDefault::Value("0.3") },
                PassOption { name: "report", kind: OptionKind::Bool, help: "", default: OptionDefault::Extension },
            ],
            anchor: Some("func.func"),
            create: make,
        });
        r
    }

    #[test]
    fn dump_prints_every_option_in_name_order_as_mlir_opt() {
        let r = registry();
        let spec = parse_pipeline("builtin.module(func.func(demo-pass{sizes=4,010 ratio=1e10 maximal}))", &r).unwrap();
        assert_eq!(
            spec.dump(&r),
            "Pass Manager with 1 passes:\nbuiltin.module(\n  func.func(\n    \
             demo-pass{maximal=true mode=greedy ratio=1.000000e+10 sizes={4,8}}\n  )\n)\n"
        );
        // Unset: the default, the empty list as nothing, no extension option.
        let spec = parse_pipeline("builtin.module(func.func(demo-pass,demo-pass{report}))", &r).unwrap();
        assert_eq!(
            spec.dump(&r),
            "Pass Manager with 1 passes:\nbuiltin.module(\n  func.func(\n    \
             demo-pass{maximal=false mode=greedy ratio=3.000000e-01 },\n    \
             demo-pass{maximal=false mode=greedy ratio=3.000000e-01 report=true }\n  )\n)\n"
        );
    }

    #[test]
    fn dump_shows_implicit_nesting_of_flag_passes() {
        let r = registry();
        let spec = PipelineSpec {
            anchor: "builtin.module".into(),
            elements: vec![PipelineElement::Pass { name: "demo-pass".into(), options: vec![] }],
        };
        assert_eq!(
            spec.dump(&r),
            "Pass Manager with 1 passes:\nbuiltin.module(\n  func.func(\n    \
             demo-pass{maximal=false mode=greedy ratio=3.000000e-01 }\n  )\n)\n"
        );
        let empty = PipelineSpec { anchor: "builtin.module".into(), elements: vec![] };
        assert_eq!(empty.dump(&r), "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n");
    }

    #[test]
    fn option_values_print_as_llvm_prints_the_parsed_value() {
        assert_eq!(c_exponent_format(0.3), "3.000000e-01");
        assert_eq!(c_exponent_format(-12345.678), "-1.234568e+04");
        assert_eq!(c_exponent_format(1e-100), "1.000000e-100");
        assert_eq!(c_exponent_format(0.0), "0.000000e+00");
        assert_eq!(c_exponent_format(f64::INFINITY), "INF");
        assert_eq!(option_value_text(&OptionKind::Bool, "True"), "true");
        assert_eq!(option_value_text(&OptionKind::Bool, "0"), "false");
        assert_eq!(option_value_text(&OptionKind::Long, "-007"), "-7");
        assert_eq!(parse_llvm_integer("0x1F"), Some(31));
        assert_eq!(parse_llvm_integer("010"), Some(8));
        assert_eq!(parse_llvm_integer("0o17"), Some(15));
        assert_eq!(parse_llvm_integer("0b101"), Some(5));
        assert_eq!(parse_llvm_integer("-12"), Some(-12));
        assert_eq!(parse_llvm_integer("0"), Some(0));
        for bad in ["08", "+5", " 5", "", "-", "0x", "1_000", "5 "] {
            assert_eq!(parse_llvm_integer(bad), None, "{bad:?}");
        }
        assert_eq!(option_value_text(&OptionKind::StringList, "a b"), "{a b}");
        assert_eq!(option_value_text(&OptionKind::StringList, "{a b}"), "{a b}");
        assert_eq!(option_value_text(&OptionKind::StringList, "x'a b'"), "x'a b'");
        assert_eq!(option_value_text(&OptionKind::StringList, "ab"), "ab");
    }

    #[test]
    fn splits_options_with_flags_and_lists() {
        let opts = split_options("mode=producer maximal sizes={4,8} name='a b'");
        let some = |v: &str| Some(v.to_string());
        assert_eq!(
            opts,
            vec![
                ("mode".into(), some("producer")),
                ("maximal".into(), None),
                ("sizes".into(), some("4,8")),
                ("name".into(), some("a b"))
            ]
        );
    }

    #[test]
    fn splits_options_like_mlir_with_unclosed_and_nested_punctuation() {
        let some = |v: &str| Some(v.to_string());
        // An unclosed brace runs to the end; an unclosed quote is a character.
        assert_eq!(split_options("a={1 b=2"), vec![("a".into(), some("{1 b=2"))]);
        assert_eq!(split_options("a='1 b=2"), vec![("a".into(), some("'1")), ("b".into(), some("2"))]);
        // Braces nest and are dropped once; an empty key is skipped.
        assert_eq!(split_options("a={{4}} =3"), vec![("a".into(), some("{4}"))]);
        assert_eq!(split_options("a={4}{5}"), vec![("a".into(), some("{4}{5}"))]);
        assert_eq!(split_options("a= 2"), vec![("a".into(), some("")), ("2".into(), None)]);
    }

    #[test]
    fn splits_lists_like_mlir() {
        assert_eq!(split_list(""), Vec::<&str>::new());
        assert_eq!(split_list("1,{2},\"3\""), vec!["1", "2", "3"]);
        assert_eq!(split_list("1,(2,3),[4,5]"), vec!["1", "(2,3)", "[4,5]"]);
        assert_eq!(split_list("1,{2,3}"), vec!["1", "2,3"]);
        assert_eq!(split_list("1,{2}}"), vec!["1", "{2}}"]);
        assert_eq!(split_list("1,{2,3"), vec!["1", "{2,3"]);
        assert_eq!(split_list("1,'2'x',3"), vec!["1", "'2'x',3"]);
        assert_eq!(split_list(" 1 ,{ 2 },"), vec!["1", "2", ""]);
    }

    #[test]
    fn parses_nested_pipeline() {
        let spec = parse_pipeline(
            "builtin.module(func.func(demo-pass{mode=producer maximal}), func.func(demo-pass))",
            &registry(),
        )
        .unwrap();
        assert_eq!(spec.anchor, "builtin.module");
        assert_eq!(spec.elements.len(), 2);
        match &spec.elements[0] {
            PipelineElement::Nested { anchor, elements } => {
                assert_eq!(anchor, "func.func");
                assert_eq!(
                    elements[0],
                    PipelineElement::Pass {
                        name: "demo-pass".into(),
                        options: vec![("mode".into(), "producer".into()), ("maximal".into(), "true".into())]
                    }
                );
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn unknown_pass_points_at_it() {
        let err = parse_pipeline("builtin.module(func.func(foo))", &registry()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "MLIR Textual PassPipeline Parser:1:11: error: 'foo' does not refer to a registered pass or pass pipeline\nfunc.func(foo)\n          ^"
        );
    }

    #[test]
    fn missing_anchor_is_rejected() {
        let err = parse_pipeline("demo-pass", &registry()).unwrap_err();
        assert!(err.message.starts_with("expected pass pipeline to be wrapped"));
    }

    #[test]
    fn bad_option_values_are_rejected() {
        let r = registry();
        assert!(parse_pipeline("builtin.module(func.func(demo-pass{mode=bogus}))", &r).is_err());
        assert!(parse_pipeline("builtin.module(func.func(demo-pass{nope=1}))", &r).is_err());
        assert!(parse_pipeline("builtin.module(func.func(demo-pass{sizes=4,x}))", &r).is_err());
        assert!(parse_pipeline("builtin.module(func.func(demo-pass{maximal=false sizes=4,8}))", &r).is_ok());
    }

    #[test]
    fn restricted_pass_is_refused_on_another_op() {
        let err = parse_pipeline("builtin.module(gpu.module(demo-pass{maximal}))", &registry()).unwrap_err();
        assert_eq!(
            err.message,
            "Can't add pass 'demo-pass' restricted to 'func.func' on a PassManager intended to run on 'gpu.module', \
             did you intend to nest?\nfailed to add `demo-pass` with options `maximal`\n\
             failed to add `gpu.module` with options `` to inner pipeline"
        );
    }
}
