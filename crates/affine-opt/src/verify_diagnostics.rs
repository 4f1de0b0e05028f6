//! `--verify-diagnostics`: match the diagnostics a run produces against the
//! `expected-error`/`-warning`/`-remark`/`-note` comments of the input, with
//! the same designators and messages as `mlir-opt`.
//!
//! Supported forms (one per line, anywhere in a comment):
//! `expected-error {{substring}}`, `expected-error-re {{text {{regex}} text}}`,
//! and a designator `@+N`, `@-N`, `@above`, `@below`, `@unknown` between the
//! kind and the message.

use regex::Regex;

/// The severity a diagnostic (or an expectation) has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `error`
    Error,
    /// `warning`
    Warning,
    /// `remark`
    Remark,
    /// `note`
    Note,
}

impl Kind {
    /// The word `mlir-opt` uses for this kind.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Error => "error",
            Kind::Warning => "warning",
            Kind::Remark => "remark",
            Kind::Note => "note",
        }
    }
}

/// A problem the verifier reports, positioned in the input file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    /// 1-based line of the `expected-...` comment (or of the diagnostic);
    /// 0 for the unknown location (`<unknown>:0`).
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// Number of characters to underline after the caret (0: caret only).
    pub underline: u32,
    /// The message, e.g. `expected error "oops" was not produced`.
    pub message: String,
}

/// One `expected-*` comment.
#[derive(Debug)]
struct Expected {
    kind: Kind,
    /// The line the diagnostic must be reported at (`None`: `@unknown`).
    line: Option<u32>,
    /// Where the `expected-` text starts, for errors about this expectation.
    at: (u32, u32),
    substring: String,
    regex: Option<Regex>,
    matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message),
            None => message.contains(&self.substring),
        }
    }
}

/// Expectations of one input chunk and the verdicts reached so far.
#[derive(Debug)]
pub struct DiagnosticVerifier {
    expected: Vec<Expected>,
    errors: Vec<VerifierError>,
    /// Whether a diagnostic the input did not expect was seen.
    failed: bool,
    /// Whether unexpected diagnostics make verification fail
    /// (`--verify-diagnostics=only-expected` turns this off).
    report_unexpected: bool,
}

/// What to do with a diagnostic the run produced.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It was expected: print nothing.
    Expected,
    /// Report `message` as an error at the diagnostic's own location.
    Unexpected(String),
    /// Only the kind differs from an expectation: report this error at the
    /// expectation's position.
    NearMiss(VerifierError),
}

fn designator_regex() -> Regex {
    Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")
        .expect("static regex is valid")
}

/// Escapes `text` so that it matches itself in a regex.
fn escape(text: &str) -> String {
    regex::escape(text)
}

impl DiagnosticVerifier {
    /// Scans `chunk` (whose first line is line `first_line` of the file) for
    /// expectations. Malformed `-re` patterns are reported as errors.
    pub fn new(chunk: &str, first_line: u32) -> Self {
        let re = designator_regex();
        let mut expected: Vec<Expected> = Vec::new();
        let mut errors = Vec::new();
        let mut last_non_designator: u32 = first_line.saturating_sub(1);
        let mut pending_below: Vec<usize> = Vec::new();
        let lines: Vec<&str> = chunk.split('\n').collect();
        let last_line = first_line + lines.len() as u32 - 1;
        for (i, raw) in lines.iter().enumerate() {
            let line_no = first_line + i as u32;
            let line = raw.trim_end();
            let Some(caps) = re.captures(line) else {
                for idx in pending_below.drain(..) {
                    expected[idx].line = Some(line_no);
                }
                last_non_designator = line_no;
                continue;
            };
            let whole = caps.get(0).expect("group 0 always exists");
            let col = line[..whole.start()].chars().count() as u32 + 1;
            let kind = match &caps[1] {
                "error" => Kind::Error,
                "warning" => Kind::Warning,
                "remark" => Kind::Remark,
                _ => Kind::Note,
            };
            let substring = caps[5].to_string();
            let mut record =
                Expected { kind, line: Some(line_no), at: (line_no, col), substring, regex: None, matched: false };
            if caps.get(2).is_some() {
                match compile_expectation(&record.substring) {
                    Ok(re) => record.regex = Some(re),
                    Err(message) => {
                        errors.push(VerifierError {
                            line: line_no,
                            col,
                            underline: record.substring.chars().count() as u32,
                            message,
                        });
                        continue;
                    }
                }
            }
            if let Some(designator) = caps.get(4) {
                let d = designator.as_str();
                if let Some(n) = d.strip_prefix('+') {
                    record.line = Some(line_no + n.parse::<u32>().unwrap_or(0));
                } else if let Some(n) = d.strip_prefix('-') {
                    record.line = Some(line_no.saturating_sub(n.parse::<u32>().unwrap_or(0)));
                } else if d == "unknown" {
                    record.line = None;
                } else if d == "above" {
                    record.line = Some(last_non_designator);
                } else {
                    pending_below.push(expected.len());
                    record.line = Some(last_line);
                }
            }
            expected.push(record);
        }
        let failed = !errors.is_empty();
        DiagnosticVerifier { expected, errors, failed, report_unexpected: true }
    }

    /// Chooses whether unexpected diagnostics fail verification.
    pub fn set_report_unexpected(&mut self, report: bool) {
        self.report_unexpected = report;
    }

    /// Processes one produced diagnostic (`line` is `None` for an unknown
    /// location) and says how to report it.
    pub fn process(&mut self, line: Option<u32>, kind: Kind, message: &str) -> Verdict {
        let mut near_miss: Option<usize> = None;
        for (i, e) in self.expected.iter_mut().enumerate() {
            if line.is_some() && e.line != line {
                continue;
            }
            if line.is_none() && e.line.is_some() {
                continue;
            }
            if e.matches(message) {
                if e.kind == kind {
                    e.matched = true;
                    return Verdict::Expected;
                }
                near_miss = Some(i);
            }
        }
        self.failed |= self.report_unexpected;
        match near_miss {
            Some(i) => {
                let e = &self.expected[i];
                Verdict::NearMiss(VerifierError {
                    line: e.at.0,
                    col: e.at.1,
                    underline: 0,
                    message: format!("'{}' diagnostic emitted when expecting a '{}'", kind.as_str(), e.kind.as_str()),
                })
            }
            None => Verdict::Unexpected(format!("unexpected {}: {}", kind.as_str(), message)),
        }
    }

    /// Finishes the chunk: errors for every expectation never matched (and
    /// for malformed ones), in input order. `Ok` if everything matched.
    pub fn finish(mut self) -> Result<(), Vec<VerifierError>> {
        for e in &self.expected {
            if !e.matched {
                // An `@unknown` expectation is reported at the unknown
                // location (line 0), as MLIR's verifier reports it.
                let unknown = e.line.is_none();
                self.errors.push(VerifierError {
                    line: if unknown { 0 } else { e.at.0 },
                    col: if unknown { 0 } else { e.at.1 },
                    underline: if unknown { 0 } else { e.substring.chars().count() as u32 },
                    message: format!("expected {} \"{}\" was not produced", e.kind.as_str(), e.substring),
                });
            }
        }
        if self.errors.is_empty() && !self.failed { Ok(()) } else { Err(self.errors) }
    }
}

/// Builds the matcher of an `-re` expectation: literal text with `{{regex}}` blocks.
fn compile_expectation(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(start) = rest.find("{{") else {
            pattern.push_str(&escape(rest));
            break;
        };
        pattern.push_str(&escape(&rest[..start]));
        rest = &rest[start + 2..];
        let Some(end) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let block = &rest[..end];
        Regex::new(block).map_err(|e| format!("invalid regex: {e}"))?;
        pattern.push('(');
        pattern.push_str(block);
        pattern.push(')');
        rest = &rest[end + 2..];
    }
    Regex::new(&pattern).map_err(|e| format!("invalid regex: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn designators_resolve_lines() {
        let src = "// expected-error@+1 {{a}}\nop1\n// expected-error@below {{b}}\n// expected-note@below {{c}}\nop2\nop3 // expected-error {{d}}\n// expected-warning@above {{e}}\n";
        let mut v = DiagnosticVerifier::new(src, 10);
        assert_eq!(v.process(Some(11), Kind::Error, "xx a yy"), Verdict::Expected);
        assert_eq!(v.process(Some(14), Kind::Error, "b"), Verdict::Expected);
        assert_eq!(v.process(Some(14), Kind::Note, "c"), Verdict::Expected);
        assert_eq!(v.process(Some(15), Kind::Error, "d!"), Verdict::Expected);
        // `@above` skips lines that carry a designator themselves (as in MLIR).
        assert_eq!(v.process(Some(14), Kind::Warning, "e"), Verdict::Expected);
        assert!(v.finish().is_ok());
    }

    #[test]
    fn unmatched_and_unexpected_are_reported() {
        let src = "// expected-error@+1 {{oops}}\nfunc";
        let mut v = DiagnosticVerifier::new(src, 12);
        assert_eq!(v.process(Some(13), Kind::Error, "other"), Verdict::Unexpected("unexpected error: other".into()));
        let errs = v.finish().unwrap_err();
        assert_eq!(
            errs,
            vec![VerifierError {
                line: 12,
                col: 4,
                underline: 4,
                message: "expected error \"oops\" was not produced".into()
            }]
        );
    }

    #[test]
    fn near_miss_on_kind() {
        let mut v = DiagnosticVerifier::new("x // expected-error {{boom}}", 1);
        match v.process(Some(1), Kind::Warning, "boom") {
            Verdict::NearMiss(e) => assert_eq!(e.message, "'warning' diagnostic emitted when expecting a 'error'"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn regex_expectations() {
        let mut v = DiagnosticVerifier::new("x // expected-error-re {{value {{[0-9]+}} is bad}}", 1);
        assert_eq!(v.process(Some(1), Kind::Error, "the value 42 is bad."), Verdict::Expected);
        assert!(v.finish().is_ok());
        let v = DiagnosticVerifier::new("x // expected-error-re {{value {{[0-9]+ is bad}}", 1);
        assert!(v.finish().is_err());
    }

    #[test]
    fn unknown_location() {
        let mut v = DiagnosticVerifier::new("// expected-error@unknown {{lost}}", 1);
        assert_eq!(v.process(None, Kind::Error, "lost it"), Verdict::Expected);
        assert!(v.finish().is_ok());
        // Not produced: reported at the unknown location, not the comment.
        let v = DiagnosticVerifier::new("\n// expected-warning@unknown {{lost}}", 1);
        let errs = v.finish().unwrap_err();
        assert_eq!((errs[0].line, errs[0].col), (0, 0));
        assert_eq!(errs[0].message, "expected warning \"lost\" was not produced");
    }
}
