//! Textual pass pipelines, in `mlir-opt`'s syntax.
//!
//! Two spellings reach us from the command line: a flag per pass
//! (`-affine-loop-fusion="mode=producer maximal"`) and a nested pipeline
//! (`--pass-pipeline="builtin.module(func.func(affine-loop-fusion{mode=producer}))"`).
//! Both become a [`PipelineSpec`]: a tree of anchors (op names) and passes
//! with their raw options, checked against the [`PassRegistry`] before any
//! pass runs, so a typo is reported before the input is touched.

use std::fmt;

use crate::registry::{OptionKind, PassRegistry};

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

/// Splits a pass option string (`mode=producer maximal fast-mem-space=2`) into
/// key/value pairs. Values may be quoted (`'a b'`, `"a b"`) or braced
/// (`{a b}`) to contain spaces; a key without `=` is a flag set to `true`.
pub fn split_options(text: &str) -> Result<Vec<(String, String)>, PipelineError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        let key_start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b'=' {
            i += 1;
        }
        let key = text[key_start..i].to_string();
        if i < bytes.len() && bytes[i] == b'=' {
            i += 1;
            let value_start = i;
            let mut depth = 0usize;
            let mut quote: Option<u8> = None;
            while i < bytes.len() {
                let c = bytes[i];
                match quote {
                    Some(q) if c == q => quote = None,
                    Some(_) => {}
                    None => match c {
                        b'\'' | b'"' => quote = Some(c),
                        b'{' => depth += 1,
                        b'}' => depth = depth.saturating_sub(1),
                        c if c.is_ascii_whitespace() && depth == 0 => break,
                        _ => {}
                    },
                }
                i += 1;
            }
            if quote.is_some() || depth != 0 {
                return Err(PipelineError {
                    message: format!("<Pass-Options-Parser>: unterminated value for option {key}"),
                    context: None,
                    command_line_error: None,
                });
            }
            let mut value = &text[value_start..i];
            if value.len() >= 2 {
                let (first, last) = (value.as_bytes()[0], value.as_bytes()[value.len() - 1]);
                if (first == b'\'' && last == b'\'')
                    || (first == b'"' && last == b'"')
                    || (first == b'{' && last == b'}')
                {
                    value = &value[1..value.len() - 1];
                }
            }
            out.push((key, value.to_string()));
        } else {
            out.push((key, "true".to_string()));
        }
    }
    Ok(out)
}

/// Parses `--pass-pipeline` text such as
/// `builtin.module(func.func(affine-loop-fusion{mode=producer}))`.
pub fn parse_pipeline(text: &str, registry: &PassRegistry) -> Result<PipelineSpec, PipelineError> {
    let mut parser = Parser { text, pos: 0 };
    parser.skip_ws();
    let anchor_start = parser.pos;
    let anchor = parser.identifier();
    parser.skip_ws();
    if anchor.is_empty() || !parser.eat(b'(') {
        return Err(PipelineError {
            message: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                .into(),
            context: None,
            command_line_error: None,
        });
    }
    let _ = anchor_start;
    // Like mlir-opt, the anchor is stripped and positions in errors are
    // relative to the text inside it.
    let trimmed_end = text.trim_end().len();
    if !text[..trimmed_end].ends_with(')') {
        return Err(error_at(text, trimmed_end, "expected ')'"));
    }
    let inner = &text[parser.pos..trimmed_end - 1];
    let mut inner_parser = Parser { text: inner, pos: 0 };
    let elements = inner_parser.elements(registry, anchor)?;
    inner_parser.skip_ws();
    if inner_parser.pos != inner.len() {
        return Err(error_at(inner, inner_parser.pos, "expected ',' after parsing pipeline"));
    }
    Ok(PipelineSpec { anchor: anchor.to_string(), elements })
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn skip_ws(&mut self) {
        while self.pos < self.text.len() && self.text.as_bytes()[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.skip_ws();
        if self.text.as_bytes().get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn identifier(&mut self) -> &'a str {
        let start = self.pos;
        while let Some(&c) = self.text.as_bytes().get(self.pos) {
            if c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.' | b'$') {
                self.pos += 1;
            } else {
                break;
            }
        }
        &self.text[start..self.pos]
    }

    /// The elements of a pipeline anchored on the op name `anchor`.
    fn elements(&mut self, registry: &PassRegistry, anchor: &str) -> Result<Vec<PipelineElement>, PipelineError> {
        let mut elements = Vec::new();
        self.skip_ws();
        if self.text.as_bytes().get(self.pos) == Some(&b')') {
            return Ok(elements);
        }
        loop {
            self.skip_ws();
            let start = self.pos;
            let name = self.identifier();
            if name.is_empty() {
                return Err(error_at(self.text, start, "expected pass identifier"));
            }
            self.skip_ws();
            match self.text.as_bytes().get(self.pos) {
                Some(b'(') => {
                    self.pos += 1;
                    let nested = self.elements(registry, name).map_err(|mut e| {
                        // mlir-opt names each pipeline an option error is in.
                        if e.context.is_none() {
                            e.message.push_str(&format!("\nfailed to add `{name}` with options `` to inner pipeline"));
                        }
                        e
                    })?;
                    if !self.eat(b')') {
                        return Err(error_at(self.text, self.pos, "expected ')'"));
                    }
                    elements.push(PipelineElement::Nested { anchor: name.to_string(), elements: nested });
                }
                other => {
                    let mut options = Vec::new();
                    let mut raw_options = "";
                    if other == Some(&b'{') {
                        let open = self.pos;
                        let mut depth = 0usize;
                        while self.pos < self.text.len() {
                            match self.text.as_bytes()[self.pos] {
                                b'{' => depth += 1,
                                b'}' => {
                                    depth -= 1;
                                    if depth == 0 {
                                        break;
                                    }
                                }
                                _ => {}
                            }
                            self.pos += 1;
                        }
                        if self.pos >= self.text.len() {
                            return Err(error_at(self.text, open, "missing closing '}' while processing pass options"));
                        }
                        raw_options = &self.text[open + 1..self.pos];
                        options = split_options(raw_options)?;
                        self.pos += 1;
                    }
                    if registry.lookup(name).is_none() {
                        return Err(error_at(
                            self.text,
                            start,
                            format!("'{name}' does not refer to a registered pass or pass pipeline"),
                        ));
                    }
                    registry.check_options(name, &options).map_err(|mut e| {
                        // mlir-opt ends a message of its own with a newline.
                        let newline = if e.command_line_error.is_some() { "" } else { "\n" };
                        e.message.push_str(&format!("{newline}\nfailed to add `{name}` with options `{raw_options}`"));
                        e
                    })?;
                    // A pass restricted to one op name cannot be placed in a
                    // pipeline on another (mlir-opt nests it implicitly only
                    // when it is given as a flag).
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
                    elements.push(PipelineElement::Pass { name: name.to_string(), options });
                }
            }
            if !self.eat(b',') {
                break;
            }
        }
        Ok(elements)
    }
}

/// Checks one option value against its declared kind; used by the registry.
pub(crate) fn check_option_value(kind: &OptionKind, key: &str, value: &str) -> Result<(), PipelineError> {
    // LLVM's command-line parsers, by the C++ type of the option.
    let cl_error = |text: String| PipelineError {
        message: String::new(),
        context: None,
        command_line_error: Some(format!("for the --{key} option: {text}")),
    };
    let bad = |what: &str, item: &str| cl_error(format!("'{item}' value invalid for {what} argument!"));
    let check = |ok: bool, what: &str| if ok { Ok(()) } else { Err(bad(what, value)) };
    let check_all = |what: &str, ok: &dyn Fn(&str) -> bool| match value.split(',').find(|item| !ok(item)) {
        Some(item) => Err(bad(what, item)),
        None => Ok(()),
    };
    let uint = |v: &str| v.parse::<u32>().is_ok();
    let long = |v: &str| v.parse::<i64>().is_ok();
    match kind {
        OptionKind::Bool => match value {
            "true" | "false" | "1" | "0" | "TRUE" | "FALSE" | "True" | "False" => Ok(()),
            _ => Err(cl_error(format!("'{value}' is invalid value for boolean argument! Try 0 or 1"))),
        },
        OptionKind::Unsigned => check(uint(value), "uint"),
        OptionKind::Unsigned64 => check(value.parse::<u64>().is_ok(), "ulong"),
        OptionKind::Integer => check(value.parse::<i32>().is_ok(), "int"),
        OptionKind::Long => check(long(value), "long"),
        OptionKind::Float => check(value.parse::<f64>().is_ok(), "floating point"),
        OptionKind::UnsignedList => check_all("uint", &uint),
        OptionKind::IntegerList => check_all("long", &long),
        OptionKind::Enum(choices) => {
            if choices.contains(&value) {
                Ok(())
            } else {
                Err(cl_error(format!("Cannot find option named '{value}'!")))
            }
        }
        OptionKind::String => Ok(()),
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
                PassOption { name: "mode", kind: OptionKind::Enum(&["greedy", "producer"]), help: "" },
                PassOption { name: "maximal", kind: OptionKind::Bool, help: "" },
                PassOption { name: "sizes", kind: OptionKind::UnsignedList, help: "" },
            ],
            anchor: Some("func.func"),
            create: make,
        });
        r
    }

    #[test]
    fn splits_options_with_flags_and_lists() {
        let opts = split_options("mode=producer maximal sizes={4,8} name='a b'").unwrap();
        assert_eq!(
            opts,
            vec![
                ("mode".into(), "producer".into()),
                ("maximal".into(), "true".into()),
                ("sizes".into(), "4,8".into()),
                ("name".into(), "a b".into())
            ]
        );
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
