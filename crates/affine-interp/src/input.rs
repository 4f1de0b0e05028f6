//! Building argument values: from JSON, from `dense<...>` text, and
//! deterministic random values.
//!
//! Every error names the argument, its type in MLIR syntax and the value
//! that does not fit (`arg1: 4294967298 does not fit in i32`); nothing is
//! rounded except decimal floats (to the nearest value of their format),
//! nothing wraps.
//!
//! # The JSON input form
//!
//! The inputs of a function are a JSON array with one entry per argument,
//! or an object whose `"arguments"` key holds that array (the form
//! `--run-format=json` prints, so one run's output is the next run's
//! input; its other keys are ignored). An entry is:
//!
//! - a number, or a string holding a number or a special value (`"nan"`,
//!   `"-inf"`, `"0x7FC00001"`, `"0x1.8p-3"`, `"poison"`, see
//!   [`crate::literal`]), or `true`/`false` for `i1`;
//! - for a memref or vector, nested lists in row-major order, a single
//!   value filling a statically shaped one, or an MLIR elements literal
//!   in a string (`"dense<[[1, 2], [3, 4]]>"`);
//! - an object: `"type"` (optional, the MLIR type with sizes, checked
//!   against the parameter), `"shape"` (the sizes, for memrefs with
//!   dynamic dimensions), and at most one of `"value"` (as above), `"fill"`
//!   (one value for every element) and `"random"` (a seed: deterministic
//!   pseudo-random elements drawn like `--run-seed`'s). Without any of the
//!   three the elements are zero: `{"shape": [9, 2000], "fill": 0.5}`,
//!   `{"shape": [0, 1300]}`, `{"type": "memref<4x4xf32>", "random": 7}`.
//!
//! An empty list takes the remaining sizes from the type: `[]` is a
//! `memref<0x1300xf64>` for a `memref<?x1300xf64>` parameter.

use std::borrow::Cow;
use std::fmt::Write as _;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::ValueType;
use crate::error::{ErrorKind, InterpError};
use crate::literal::{LiteralError, parse_scalar};
use crate::scalar::{Scalar, ScalarType};
use crate::value::{MemRefValue, RtValue, VectorValue};

fn bad(msg: impl Into<String>) -> InterpError {
    InterpError::new(ErrorKind::BadInput, msg)
}

/// The parameter an input is for, as error messages name it.
#[derive(Clone, Copy)]
pub(crate) struct Param<'a> {
    /// `arg1` (or `value` for the entry points without a function).
    pub label: &'a str,
    /// The parameter's type.
    pub ty: &'a ValueType,
    /// The parameter's type as declared, in MLIR syntax.
    pub mlir: &'a str,
}

impl Param<'_> {
    fn err(&self, msg: impl std::fmt::Display) -> InterpError {
        bad(format!("{}: {msg}", self.label))
    }

    /// An error about one element (`at` is its index; empty for a value
    /// filling all elements).
    fn element_err(&self, at: Option<&[i64]>, msg: impl std::fmt::Display) -> InterpError {
        match (self.ty, at) {
            (ValueType::Scalar(_), _) => self.err(msg),
            (_, Some(idx)) => bad(format!("{} ({}) at {}: {msg}", self.label, self.mlir, crate::memory::fmt_idx(idx))),
            (_, None) => bad(format!("{} ({}): {msg}", self.label, self.mlir)),
        }
    }

    fn shape_err(&self, what: &str, shape: &[i64]) -> InterpError {
        self.err(format!("{what} {} does not match {}", shape_text(shape), self.mlir))
    }
}

/// `2x3` (`0` sizes included); `[]` for rank 0.
fn shape_text(shape: &[i64]) -> String {
    if shape.is_empty() {
        return "[]".to_string();
    }
    shape.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
}

/// A parsed nested literal: element texts in lists.
enum Lit<'a> {
    Leaf(Cow<'a, str>),
    List(Vec<Lit<'a>>),
}

/// Parses one element text for element type `t`; `at` is the element's
/// row-major position in a shape (its index is only computed for an error).
fn element(p: &Param<'_>, t: ScalarType, text: &str, at: Option<(usize, &[i64])>) -> Result<Scalar, InterpError> {
    let index = || at.map(|(flat, shape)| unflatten(flat, shape));
    let s = parse_scalar(t, text).map_err(|e| {
        p.element_err(
            index().as_deref(),
            match e {
                LiteralError::DoesNotFit => format!("{text} does not fit in {t}"),
                LiteralError::Invalid => format!("expected {t}, got {}", quoted(text)),
            },
        )
    })?;
    if matches!(s, Scalar::Poison) && matches!(p.ty, ValueType::MemRef(..)) {
        return Err(p.element_err(index().as_deref(), "a memref element cannot be poison"));
    }
    Ok(s)
}

/// Numbers and keywords as they are; anything else quoted.
fn quoted(text: &str) -> String {
    let plain = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'+' | b'_'))
        && (text.as_bytes()[0].is_ascii_digit() || matches!(text.as_bytes()[0], b'-' | b'+' | b'.'))
        || matches!(text, "true" | "false" | "null");
    if plain {
        text.to_string()
    } else {
        let shown: String = text.chars().take(60).collect();
        format!("{shown:?}")
    }
}

/// The shape of a nested list and its leaves in row-major order. An empty
/// list ends the known shape early (`complete` is false when it does so
/// above the innermost level, which only the type can then fill in).
struct Flat<'l> {
    shape: Vec<i64>,
    leaves: Vec<&'l str>,
}

fn flatten<'l>(p: &Param<'_>, lit: &'l Lit<'_>) -> Result<Flat<'l>, InterpError> {
    let mut shape = Vec::new();
    let mut node = lit;
    while let Lit::List(items) = node {
        shape.push(items.len() as i64);
        match items.first() {
            Some(first) => node = first,
            None => break,
        }
    }
    let mut flat = Flat { shape, leaves: Vec::new() };
    let mut path = Vec::new();
    collect(p, lit, &mut path, &mut flat)?;
    Ok(flat)
}

fn collect<'l>(p: &Param<'_>, lit: &'l Lit<'_>, path: &mut Vec<i64>, flat: &mut Flat<'l>) -> Result<(), InterpError> {
    let depth = path.len();
    let reference = || crate::memory::fmt_idx(&vec![0; depth]);
    match lit {
        Lit::Leaf(text) if depth == flat.shape.len() => {
            flat.leaves.push(text);
            Ok(())
        }
        Lit::Leaf(_) => Err(p.err(format!(
            "ragged list: {} is a number where {} is a list",
            crate::memory::fmt_idx(path),
            reference()
        ))),
        Lit::List(_) if depth == flat.shape.len() => Err(p.err(format!(
            "ragged list: {} is a list where {} is a number",
            crate::memory::fmt_idx(path),
            reference()
        ))),
        Lit::List(items) => {
            if items.len() as i64 != flat.shape[depth] {
                return Err(p.err(format!(
                    "ragged list: {} has {} where {} has {}",
                    crate::memory::fmt_idx(path),
                    entries(items.len()),
                    reference(),
                    flat.shape[depth]
                )));
            }
            for (i, item) in items.iter().enumerate() {
                path.push(i as i64);
                collect(p, item, path, flat)?;
                path.pop();
            }
            Ok(())
        }
    }
}

/// `1 entry`, `3 entries`.
fn entries(n: usize) -> String {
    if n == 1 { "1 entry".to_string() } else { format!("{n} entries") }
}

/// The row-major multi-index of element `flat` in `shape`.
fn unflatten(mut flat: usize, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0; shape.len()];
    for (k, &d) in shape.iter().enumerate().rev() {
        if d > 0 {
            idx[k] = (flat % d as usize) as i64;
            flat /= d as usize;
        }
    }
    idx
}

/// Where a shaped value's elements come from.
enum Elements<'l> {
    /// Every element (row-major), with the shape the list had.
    List(Flat<'l>),
    /// One value for every element.
    Fill(&'l str),
    /// Pseudo-random elements from a seed.
    Random(u64),
    /// Zeros.
    Zero,
}

/// Element type, declared sizes (`None` = dynamic) of a shaped type.
fn shaped(ty: &ValueType) -> Option<(ScalarType, Vec<Option<i64>>, bool)> {
    match ty {
        ValueType::Scalar(_) => None,
        ValueType::Vector(e, s) => Some((*e, s.iter().map(|&d| Some(d)).collect(), false)),
        ValueType::MemRef(e, s) => Some((*e, s.clone(), true)),
    }
}

/// Checks `shape` against the declared sizes.
fn shape_fits(shape: &[i64], declared: &[Option<i64>]) -> bool {
    shape.len() == declared.len() && shape.iter().zip(declared).all(|(&s, d)| s >= 0 && d.is_none_or(|d| d == s))
}

/// Builds the value of `p` from its elements. `shape` is the full shape if
/// known from elsewhere (a `"shape"` or `"type"` key).
fn build(p: &Param<'_>, elements: Elements<'_>, shape: Option<Vec<i64>>) -> Result<RtValue, InterpError> {
    let Some((elem, declared, is_memref)) = shaped(p.ty) else {
        let ValueType::Scalar(t) = p.ty else { unreachable!("shaped() is None only for scalars") };
        return match elements {
            Elements::List(f) if f.shape.is_empty() => {
                Ok(RtValue::Scalar { ty: *t, value: element(p, *t, f.leaves[0], None)? })
            }
            Elements::Fill(text) => Ok(RtValue::Scalar { ty: *t, value: element(p, *t, text, None)? }),
            Elements::List(_) => Err(p.err(format!("expected {t}, got a list"))),
            Elements::Random(seed) => {
                Ok(RtValue::Scalar { ty: *t, value: random_scalar(&mut ChaCha8Rng::seed_from_u64(seed), *t, 8) })
            }
            Elements::Zero => Err(p.err(format!("no value given for {t}"))),
        };
    };
    // The full shape: given, from a list, or from the type.
    let shape = match (&elements, shape) {
        (_, Some(s)) => s,
        (Elements::List(f), None) if !f.shape.is_empty() => {
            let mut s = f.shape.clone();
            if s.len() < declared.len() && s.last() == Some(&0) {
                // An empty list: the inner sizes come from the type.
                for (k, d) in declared.iter().enumerate().skip(s.len()) {
                    match d {
                        Some(d) => s.push(*d),
                        None => {
                            return Err(p.err(format!(
                                "an empty list leaves dimension {k} of {} open; give the sizes with \
                                 {{\"shape\": [...]}}",
                                p.mlir
                            )));
                        }
                    }
                }
            }
            if !shape_fits(&s, &declared) {
                return Err(p.shape_err("a list of shape", &f.shape));
            }
            s
        }
        _ => declared.iter().copied().collect::<Option<Vec<i64>>>().ok_or_else(|| {
            p.err(format!("the sizes of {} are dynamic: give them with {{\"shape\": [...], \"fill\": ...}}", p.mlir))
        })?,
    };
    if !shape_fits(&shape, &declared) {
        return Err(p.shape_err("shape", &shape));
    }
    let count = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d)).unwrap_or(i64::MAX);
    let limit = crate::memory::MAX_ELEMENTS;
    if count > limit {
        return Err(p.err(format!(
            "shape {} has {count} elements, more than the interpreter's limit of {limit}",
            shape_text(&shape)
        )));
    }
    let data: Vec<Scalar> = match elements {
        Elements::List(f) => {
            // A single value (no list) fills the whole shape.
            if f.shape.is_empty() {
                vec![element(p, elem, f.leaves[0], None)?; count as usize]
            } else {
                if !list_matches(&f.shape, &shape) {
                    return Err(p.err(format!(
                        "a list of shape {} does not match the given shape {}",
                        shape_text(&f.shape),
                        shape_text(&shape)
                    )));
                }
                let mut out = Vec::with_capacity(f.leaves.len());
                for (i, text) in f.leaves.iter().enumerate() {
                    out.push(element(p, elem, text, Some((i, &shape)))?);
                }
                out
            }
        }
        Elements::Fill(text) => vec![element(p, elem, text, None)?; count as usize],
        Elements::Random(seed) => {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..count).map(|_| random_scalar(&mut rng, elem, 8)).collect()
        }
        Elements::Zero => vec![zero(elem); count as usize],
    };
    if is_memref {
        Ok(RtValue::MemRef(MemRefValue::new(elem, shape, data)?))
    } else {
        Ok(RtValue::Vector(VectorValue { elem, shape, data }))
    }
}

/// True if a list of shape `list` gives the elements of `shape`: the same
/// shape, or an empty list standing for a shape with that leading zero.
fn list_matches(list: &[i64], shape: &[i64]) -> bool {
    list == shape || (list.last() == Some(&0) && list.len() <= shape.len() && shape[..list.len()] == *list)
}

fn zero(t: ScalarType) -> Scalar {
    if matches!(t, ScalarType::Float(_)) { Scalar::Float(0.0) } else { Scalar::Int(0) }
}

/// A JSON value as a literal tree (objects and nulls are not literals).
fn json_lit<'a>(p: &Param<'_>, v: &'a serde_json::Value, path: &mut Vec<i64>) -> Result<Lit<'a>, InterpError> {
    Ok(match v {
        serde_json::Value::Bool(b) => Lit::Leaf(Cow::Borrowed(if *b { "true" } else { "false" })),
        // With serde_json's `arbitrary_precision`, a number keeps its text.
        serde_json::Value::Number(n) => Lit::Leaf(Cow::Owned(n.to_string())),
        serde_json::Value::String(s) => Lit::Leaf(Cow::Borrowed(s)),
        serde_json::Value::Array(a) => {
            let mut items = Vec::with_capacity(a.len());
            for (i, x) in a.iter().enumerate() {
                path.push(i as i64);
                items.push(json_lit(p, x, path)?);
                path.pop();
            }
            Lit::List(items)
        }
        serde_json::Value::Null | serde_json::Value::Object(_) => {
            let what = if v.is_null() { "null" } else { "an object" };
            return Err(if path.is_empty() {
                p.err(format!("expected {}, got {what}", p.mlir))
            } else {
                p.element_err(Some(path), format!("expected a number, got {what}"))
            });
        }
    })
}

const OBJECT_KEYS: &str = "\"type\", \"shape\", and one of \"value\", \"fill\", \"random\"";

/// Builds the value of `p` from one JSON entry (see the module docs).
pub(crate) fn from_json(p: &Param<'_>, v: &serde_json::Value) -> Result<RtValue, InterpError> {
    match v {
        serde_json::Value::Null => {
            Err(p.err("no value (null): a --run-format=json output has null for arguments its run did not write (--run-print-inputs keeps them all)"))
        }
        serde_json::Value::Object(map) => from_object(p, map),
        serde_json::Value::String(s) if s.trim_start().starts_with("dense<") => from_dense(p, s),
        _ => {
            let lit = json_lit(p, v, &mut Vec::new())?;
            build(p, Elements::List(flatten(p, &lit)?), None)
        }
    }
}

fn from_object(p: &Param<'_>, map: &serde_json::Map<String, serde_json::Value>) -> Result<RtValue, InterpError> {
    for key in map.keys() {
        if !matches!(key.as_str(), "type" | "shape" | "value" | "fill" | "random") {
            return Err(p.err(format!("unknown key {key:?}; an input object takes {OBJECT_KEYS}")));
        }
    }
    let mut shape: Option<Vec<i64>> = None;
    if let Some(t) = map.get("type") {
        let text = t.as_str().ok_or_else(|| p.err("\"type\" must be a string such as \"memref<4x4xf32>\""))?;
        let given = parse_type_text(text).ok_or_else(|| p.err(format!("cannot read type {text:?}")))?;
        let compatible = match (&given, p.ty) {
            (ValueType::Scalar(a), ValueType::Scalar(b)) => a == b,
            (ValueType::Vector(a, s), ValueType::Vector(b, t)) => a == b && s == t,
            (ValueType::MemRef(a, s), ValueType::MemRef(b, t)) => {
                a == b && s.len() == t.len() && s.iter().zip(t).all(|(x, y)| x.is_none() || y.is_none() || x == y)
            }
            _ => false,
        };
        if !compatible {
            return Err(p.err(format!("type {text} does not match {}", p.mlir)));
        }
        if let ValueType::MemRef(_, s) = &given {
            shape = s.iter().copied().collect();
        }
    }
    if let Some(s) = map.get("shape") {
        let sizes = s
            .as_array()
            .and_then(|a| a.iter().map(|d| d.as_i64().filter(|&d| d >= 0)).collect::<Option<Vec<i64>>>())
            .ok_or_else(|| p.err(format!("\"shape\" must be a list of sizes, got {s}")))?;
        if matches!(p.ty, ValueType::Scalar(_)) {
            return Err(p.err(format!("\"shape\" is for memrefs and vectors, not {}", p.mlir)));
        }
        if shape.as_ref().is_some_and(|t| *t != sizes) {
            return Err(p.err(format!("\"shape\" {} contradicts \"type\"", shape_text(&sizes))));
        }
        shape = Some(sizes);
    }
    let sources: Vec<&str> = ["value", "fill", "random"].into_iter().filter(|k| map.contains_key(*k)).collect();
    if sources.len() > 1 {
        return Err(
            p.err(format!("give only one of \"value\", \"fill\" and \"random\", not {}", sources.join(" and ")))
        );
    }
    let mut path = Vec::new();
    let value_lit;
    let elements = match sources.first().copied() {
        Some("value") => {
            let v = &map["value"];
            if let Some(text) = v.as_str().filter(|s| s.trim_start().starts_with("dense<")) {
                let value = from_dense(p, text)?;
                if let (Some(s), Some(m)) = (&shape, value_shape(&value))
                    && s != m
                {
                    return Err(p.err(format!("\"value\" of shape {} contradicts the given shape", shape_text(m))));
                }
                return Ok(value);
            }
            value_lit = json_lit(p, v, &mut path)?;
            Elements::List(flatten(p, &value_lit)?)
        }
        Some("fill") => match &map["fill"] {
            serde_json::Value::Array(_) => return Err(p.err("\"fill\" takes a single value, not a list")),
            v => {
                value_lit = json_lit(p, v, &mut path)?;
                match &value_lit {
                    Lit::Leaf(text) => Elements::Fill(text),
                    Lit::List(_) => unreachable!("arrays were rejected above"),
                }
            }
        },
        Some(_) => {
            let v = &map["random"];
            Elements::Random(
                v.as_u64().ok_or_else(|| p.err(format!("\"random\" takes a seed (0 to 2^64-1), got {v}")))?,
            )
        }
        None => Elements::Zero,
    };
    build(p, elements, shape)
}

fn value_shape(v: &RtValue) -> Option<&Vec<i64>> {
    match v {
        RtValue::MemRef(m) => Some(&m.shape),
        RtValue::Vector(v) => Some(&v.shape),
        RtValue::Scalar { .. } => None,
    }
}

/// Reads a type written as MLIR text with sizes: `f32`, `i8`, `index`,
/// `vector<4xf32>`, `memref<?x4xf32>` (a layout after a comma is ignored).
pub(crate) fn parse_type_text(text: &str) -> Option<ValueType> {
    let text = text.trim();
    let scalar = |s: &str| -> Option<ScalarType> {
        Some(match s.trim() {
            "index" => ScalarType::Index,
            s if let Some(k) = crate::FloatKind::from_name(s) => ScalarType::Float(k),
            s => {
                let w: u32 = s.strip_prefix('i')?.parse().ok()?;
                if !(1..=64).contains(&w) {
                    return None;
                }
                ScalarType::Int(w)
            }
        })
    };
    let shaped = |body: &str| -> Option<(ScalarType, Vec<Option<i64>>)> {
        let body = body.split(',').next()?;
        let mut parts: Vec<&str> = body.split('x').collect();
        let elem = scalar(parts.pop()?)?;
        let dims = parts
            .iter()
            .map(|d| match d.trim() {
                "?" => Some(None),
                d => d.parse::<i64>().ok().filter(|&d| d >= 0).map(Some),
            })
            .collect::<Option<Vec<_>>>()?;
        Some((elem, dims))
    };
    if let Some(body) = text.strip_prefix("memref<").and_then(|b| b.strip_suffix('>')) {
        let (e, d) = shaped(body)?;
        return Some(ValueType::MemRef(e, d));
    }
    if let Some(body) = text.strip_prefix("vector<").and_then(|b| b.strip_suffix('>')) {
        let (e, d) = shaped(body)?;
        return Some(ValueType::Vector(e, d.into_iter().collect::<Option<Vec<_>>>()?));
    }
    scalar(text).map(ValueType::Scalar)
}

/// Builds the arguments of `func` (with parameters `params`: type and
/// declared MLIR type) from a JSON document (see the module docs).
pub(crate) fn inputs_from_json(
    func: &str,
    params: &[(ValueType, String)],
    json: &str,
) -> Result<Vec<RtValue>, InterpError> {
    let v: serde_json::Value = serde_json::from_str(json).map_err(|e| bad(format!("invalid JSON: {e}")))?;
    let entries = match &v {
        serde_json::Value::Array(a) => a,
        serde_json::Value::Object(map) => {
            for key in map.keys() {
                if !matches!(key.as_str(), "arguments" | "function" | "results" | "globals") {
                    return Err(bad(format!(
                        "unknown key {key:?}: the inputs are a JSON array with one entry per argument, or an \
                         object with an \"arguments\" array"
                    )));
                }
            }
            map.get("arguments").and_then(|a| a.as_array()).ok_or_else(|| {
                bad("the inputs object has no \"arguments\" array (one entry per argument)".to_string())
            })?
        }
        _ => return Err(bad("the inputs must be a JSON array with one entry per argument")),
    };
    if entries.len() != params.len() {
        let types: Vec<&str> = params.iter().map(|(_, m)| m.as_str()).collect();
        return Err(bad(format!(
            "@{func} takes {} argument{} ({}), the inputs give {}",
            params.len(),
            if params.len() == 1 { "" } else { "s" },
            types.join(", "),
            entries.len()
        )));
    }
    let mut out = Vec::with_capacity(entries.len());
    for (k, (entry, (ty, mlir))) in entries.iter().zip(params).enumerate() {
        let label = format!("arg{k}");
        out.push(from_json(&Param { label: &label, ty, mlir }, entry)?);
    }
    Ok(out)
}

/// Builds a value of type `t` from JSON (see the module docs); errors call
/// it `value`.
pub fn value_from_json(v: &serde_json::Value, t: &ValueType) -> Result<RtValue, InterpError> {
    let mlir = t.to_string();
    from_json(&Param { label: "value", ty: t, mlir: &mlir }, v)
}

/// Parser for `dense<...>` bodies.
struct DenseParser<'a> {
    s: &'a str,
    i: usize,
}

impl<'a> DenseParser<'a> {
    fn ws(&mut self) {
        while self.s.as_bytes().get(self.i).is_some_and(u8::is_ascii_whitespace) {
            self.i += 1;
        }
    }

    fn error(&self, p: &Param<'_>, what: &str) -> InterpError {
        p.err(format!("{what} at offset {} of the elements literal", self.i))
    }

    fn lit(&mut self, p: &Param<'_>, depth: usize) -> Result<Lit<'a>, InterpError> {
        self.ws();
        if self.s.as_bytes().get(self.i) == Some(&b'[') {
            if depth > 64 {
                return Err(self.error(p, "lists nested too deeply"));
            }
            self.i += 1;
            let mut items = Vec::new();
            self.ws();
            if self.s.as_bytes().get(self.i) == Some(&b']') {
                self.i += 1;
                return Ok(Lit::List(items));
            }
            loop {
                items.push(self.lit(p, depth + 1)?);
                self.ws();
                match self.s.as_bytes().get(self.i) {
                    Some(b',') => self.i += 1,
                    Some(b']') => {
                        self.i += 1;
                        return Ok(Lit::List(items));
                    }
                    _ => return Err(self.error(p, "expected ',' or ']'")),
                }
            }
        }
        let start = self.i;
        while self
            .s
            .as_bytes()
            .get(self.i)
            .is_some_and(|&b| !matches!(b, b',' | b']' | b'[') && !b.is_ascii_whitespace())
        {
            self.i += 1;
        }
        if start == self.i {
            return Err(self.error(p, "expected a number"));
        }
        Ok(Lit::Leaf(Cow::Borrowed(&self.s[start..self.i])))
    }
}

fn from_dense(p: &Param<'_>, text: &str) -> Result<RtValue, InterpError> {
    let text = text.trim();
    // `dense<...>` with an optional `: type` after it, or the bare body.
    let body = match text.strip_prefix("dense<") {
        Some(rest) => {
            let mut depth = 0i32;
            let close = rest.char_indices().find(|&(_, c)| {
                match c {
                    '[' => depth += 1,
                    ']' => depth -= 1,
                    _ => {}
                }
                c == '>' && depth == 0
            });
            let Some((k, _)) = close else { return Err(p.err("missing '>' after \"dense<\"")) };
            let tail = rest[k + 1..].trim();
            if !(tail.is_empty() || tail.starts_with(':')) {
                return Err(p.err(format!("unexpected {tail:?} after the elements literal")));
            }
            &rest[..k]
        }
        None => text.split(':').next().unwrap_or(text),
    };
    let mut parser = DenseParser { s: body, i: 0 };
    let lit = parser.lit(p, 0)?;
    parser.ws();
    if parser.i != body.len() {
        return Err(parser.error(p, "unexpected text"));
    }
    build(p, Elements::List(flatten(p, &lit)?), None)
}

/// Builds a value of type `t` from MLIR elements text: `dense<[[1, 2], [3,
/// 4]]>`, `dense<1.5>` (splat), or the same without the `dense<...>`
/// wrapper; an optional trailing `: type` is ignored. Elements take every
/// form of [`crate::literal`]: `0x3F800000` is the `f32` bit pattern of
/// 1.0, as in MLIR.
pub fn parse_dense(text: &str, t: &ValueType) -> Result<RtValue, InterpError> {
    let mlir = t.to_string();
    from_dense(&Param { label: "value", ty: t, mlir: &mlir }, text)
}

fn random_scalar(rng: &mut ChaCha8Rng, t: ScalarType, dyn_size: i64) -> Scalar {
    match t {
        ScalarType::Index => Scalar::Int(rng.gen_range(0..=dyn_size.max(0))),
        ScalarType::Int(1) => Scalar::Int(crate::scalar::sext(1, rng.gen_range(0..=1))),
        ScalarType::Int(w) => Scalar::Int(crate::scalar::sext(w, rng.gen_range(-8..=8))),
        ScalarType::Float(k) => {
            // Multiples of 1/8 in [-4, 4], rounded to the format (an
            // unsigned format, `f8E8M0FNU`, takes their magnitudes).
            let v = rng.gen_range(-32i64..=32) as f64 / 8.0;
            let v = if k.semantics().signed { v } else { v.abs() };
            Scalar::Float(crate::scalar::round_to(k, v))
        }
    }
}

/// Deterministic random values for the given types (see
/// [`crate::Interpreter::random_inputs`]).
pub(crate) fn random_values(tys: &[ValueType], seed: u64, dyn_size: i64) -> Result<Vec<RtValue>, InterpError> {
    random_values_signed(tys, seed, dyn_size, false)
}

/// [`random_values`], with every `index` argument negative (`-1` to
/// `-max(dyn_size, 1)`) when `negative_indices`: the sizes and symbols that
/// make loops such as `0 to %n` or `2 to %s + 8` run zero times (see
/// [`crate::Interpreter::random_inputs_negative_indices`]). Everything else
/// is drawn as [`random_values`] draws it.
pub(crate) fn random_values_signed(
    tys: &[ValueType],
    seed: u64,
    dyn_size: i64,
    negative_indices: bool,
) -> Result<Vec<RtValue>, InterpError> {
    let limit = crate::memory::MAX_ELEMENTS;
    for (k, t) in tys.iter().enumerate() {
        let n = match t {
            ValueType::Scalar(_) => 1,
            ValueType::Vector(_, s) => s.iter().try_fold(1i64, |a, &d| a.checked_mul(d)).unwrap_or(i64::MAX),
            ValueType::MemRef(_, s) => {
                s.iter().try_fold(1i64, |a, d| a.checked_mul(d.unwrap_or(dyn_size.max(0)))).unwrap_or(i64::MAX)
            }
        };
        if n > limit {
            return Err(bad(format!("arg{k} ({t}) has {n} elements, more than the interpreter's limit of {limit}")));
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    Ok(tys
        .iter()
        .map(|t| match t {
            ValueType::Scalar(ScalarType::Index) if negative_indices => {
                RtValue::Scalar { ty: ScalarType::Index, value: Scalar::Int(-rng.gen_range(1..=dyn_size.max(1))) }
            }
            ValueType::Scalar(s) => RtValue::Scalar { ty: *s, value: random_scalar(&mut rng, *s, dyn_size) },
            ValueType::Vector(e, shape) => {
                let n: i64 = shape.iter().product();
                RtValue::Vector(VectorValue {
                    elem: *e,
                    shape: shape.clone(),
                    data: (0..n).map(|_| random_scalar(&mut rng, *e, dyn_size)).collect(),
                })
            }
            ValueType::MemRef(e, shape) => {
                let shape: Vec<i64> = shape.iter().map(|d| d.unwrap_or(dyn_size.max(0))).collect();
                let n: i64 = shape.iter().product();
                let data = (0..n).map(|_| random_scalar(&mut rng, *e, dyn_size)).collect();
                let strides = crate::memory::row_major_strides(&shape);
                RtValue::MemRef(MemRefValue { elem: *e, shape, strides, offset: 0, buffer: data })
            }
        })
        .collect())
}

/// Writes `v` as a JSON input entry: `{"type": "memref<2x2xf32>", "value":
/// [[1, 2], [3, 4]]}`. Floats in their exact shortest form; NaNs,
/// infinities, bit patterns and poison as strings.
/// The JSON array `--run-inputs` reads, one entry per argument: how a
/// failing input is written for the user to reproduce it.
pub fn inputs_json(args: &[RtValue]) -> String {
    let mut out = String::from("[");
    for (k, v) in args.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        write_json_entry(&mut out, v);
    }
    out.push(']');
    out
}

pub(crate) fn write_json_entry(out: &mut String, v: &RtValue) {
    let (ty, shape, elem, data): (String, &[i64], ScalarType, Cow<'_, [Scalar]>) = match v {
        RtValue::Scalar { ty, value } => (ty.to_string(), &[], *ty, Cow::Owned(vec![*value])),
        RtValue::Vector(v) => {
            (crate::value::shaped_type("vector", &v.shape, v.elem), &v.shape, v.elem, Cow::Borrowed(&v.data))
        }
        RtValue::MemRef(m) => (m.type_string(), &m.shape, m.elem, Cow::Owned(m.contents().unwrap_or_default())),
    };
    let _ = write!(out, "{{\"type\": \"{ty}\", \"value\": ");
    write_json_nested(out, elem, shape, &data);
    out.push('}');
}

fn write_json_nested(out: &mut String, t: ScalarType, shape: &[i64], data: &[Scalar]) {
    let Some((&outer, inner_shape)) = shape.split_first() else {
        if let Some(&v) = data.first() {
            let text = crate::value::format_scalar(t, v);
            let is_number = text.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'.' | b'e'))
                && text.bytes().any(|b| b.is_ascii_digit());
            if is_number {
                out.push_str(&text);
            } else {
                let _ = write!(out, "\"{text}\"");
            }
        }
        return;
    };
    let inner: usize = inner_shape.iter().product::<i64>().max(0) as usize;
    out.push('[');
    for i in 0..outer.max(0) as usize {
        if i > 0 {
            out.push_str(", ");
        }
        let lo = (i * inner).min(data.len());
        let hi = (lo + inner).min(data.len());
        write_json_nested(out, t, inner_shape, &data[lo..hi]);
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scalar::FloatKind;

    fn json(text: &str, t: &ValueType) -> Result<String, String> {
        let v: serde_json::Value = serde_json::from_str(text).unwrap();
        value_from_json(&v, t).map(|v| v.to_string()).map_err(|e| e.message)
    }

    const F64: ScalarType = ScalarType::Float(FloatKind::F64);

    #[test]
    fn dense_text() {
        let t = ValueType::MemRef(ScalarType::Float(FloatKind::F32), vec![Some(2), None]);
        let v = parse_dense("dense<[[1, 2.5], [3, -4]]> : tensor<2x2xf32>", &t).unwrap();
        assert_eq!(v.to_string(), "memref<2x2xf32> = [[1, 2.5], [3, -4]]");
        let v = parse_dense("dense<[[0x3F800000, 0x7FC00001], [-nan, 1e-45]]>", &t).unwrap();
        assert_eq!(v.to_string(), "memref<2x2xf32> = [[1, 0x7FC00001], [-nan, 1e-45]]");
        let t = ValueType::Vector(ScalarType::Int(8), vec![3]);
        assert_eq!(parse_dense("dense<300>", &t).unwrap_err().message, "value (vector<3xi8>): 300 does not fit in i8");
        assert_eq!(parse_dense("dense<-3>", &t).unwrap().to_string(), "vector<3xi8> = [-3, -3, -3]");
        assert_eq!(
            parse_dense("dense<[1, [2]]>", &t).unwrap_err().message,
            "value: ragged list: [1] is a list where [0] is a number"
        );
    }

    #[test]
    fn json_values() {
        let t = ValueType::MemRef(ScalarType::Int(32), vec![Some(3)]);
        assert_eq!(json("[1, 2, 3]", &t).unwrap(), "memref<3xi32> = [1, 2, 3]");
        assert_eq!(json("[1, 2]", &t).unwrap_err(), "value: a list of shape 2 does not match memref<3xi32>");
        assert_eq!(
            json("[1, 2, 4294967298]", &t).unwrap_err(),
            "value (memref<3xi32>) at [2]: 4294967298 does not fit in i32"
        );
        assert_eq!(json("[1, 2, 2.5]", &t).unwrap_err(), "value (memref<3xi32>) at [2]: expected i32, got 2.5");
        assert_eq!(json("7", &t).unwrap(), "memref<3xi32> = [7, 7, 7]");
        let t = ValueType::Scalar(ScalarType::Int(32));
        assert_eq!(json("4294967298", &t).unwrap_err(), "value: 4294967298 does not fit in i32");
        assert_eq!(json("\"abc\"", &t).unwrap_err(), "value: expected i32, got \"abc\"");
        assert_eq!(json("true", &t).unwrap_err(), "value: expected i32, got true");
        assert_eq!(json("[1]", &t).unwrap_err(), "value: expected i32, got a list");
        // Exact decimal reading (serde_json's default would be 1 ULP off).
        let t = ValueType::Scalar(F64);
        assert_eq!(json("1.0955198662648313", &t).unwrap(), "f64 = 1.0955198662648313");
        assert_eq!(json("\"0x3FF0000000000001\"", &t).unwrap(), "f64 = 1.0000000000000002");
    }

    #[test]
    fn shapes_and_fills() {
        let t = ValueType::MemRef(F64, vec![None, Some(3)]);
        assert_eq!(json("[]", &t).unwrap(), "memref<0x3xf64> = []");
        assert_eq!(
            json(r#"{"shape": [2, 3], "fill": 0.5}"#, &t).unwrap(),
            "memref<2x3xf64> = [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5]]"
        );
        assert_eq!(json(r#"{"shape": [1, 3]}"#, &t).unwrap(), "memref<1x3xf64> = [[0, 0, 0]]");
        assert_eq!(
            json(r#"{"type": "memref<1x3xf64>", "value": [[1, 2, 3]]}"#, &t).unwrap(),
            "memref<1x3xf64> = [[1, 2, 3]]"
        );
        assert_eq!(
            json(r#"{"shape": [2, 4], "fill": 0}"#, &t).unwrap_err(),
            "value: shape 2x4 does not match memref<?x3xf64>"
        );
        assert_eq!(
            json("0.5", &t).unwrap_err(),
            "value: the sizes of memref<?x3xf64> are dynamic: give them with {\"shape\": [...], \"fill\": ...}"
        );
        assert_eq!(
            json(r#"{"shape": [2, 3], "fil": 1}"#, &t).unwrap_err(),
            format!("value: unknown key \"fil\"; an input object takes {OBJECT_KEYS}")
        );
        assert_eq!(
            json(r#"{"type": "memref<1x3xf32>"}"#, &t).unwrap_err(),
            "value: type memref<1x3xf32> does not match memref<?x3xf64>"
        );
        let r = json(r#"{"shape": [2, 3], "random": 4}"#, &t).unwrap();
        assert_eq!(r, json(r#"{"shape": [2, 3], "random": 4}"#, &t).unwrap());
        let t = ValueType::MemRef(F64, vec![None, None]);
        assert_eq!(
            json("[]", &t).unwrap_err(),
            "value: an empty list leaves dimension 1 of memref<?x?xf64> open; give the sizes with {\"shape\": [...]}"
        );
        assert_eq!(json("[[]]", &t).unwrap(), "memref<1x0xf64> = [[]]");
        assert_eq!(json("[[1, 2], [3]]", &t).unwrap_err(), "value: ragged list: [1] has 1 entry where [0] has 2");
    }

    #[test]
    fn types_read_back() {
        assert_eq!(
            parse_type_text("memref<?x4xf32>"),
            Some(ValueType::MemRef(ScalarType::Float(FloatKind::F32), vec![None, Some(4)]))
        );
        assert_eq!(parse_type_text("vector<2x3xi1>"), Some(ValueType::Vector(ScalarType::Int(1), vec![2, 3])));
        assert_eq!(parse_type_text("index"), Some(ValueType::Scalar(ScalarType::Index)));
        assert_eq!(parse_type_text("memref<f32>"), Some(ValueType::MemRef(ScalarType::Float(FloatKind::F32), vec![])));
        assert_eq!(parse_type_text("tensor<4xf32>"), None);
    }

    #[test]
    fn json_entries_read_back() {
        let t = ValueType::MemRef(ScalarType::Float(FloatKind::F32), vec![None]);
        let v = json_value(r#"["nan", "-nan", "-inf", 0.1, "0x7FA00000", -0.0, 1e-45]"#, &t);
        let mut out = String::new();
        write_json_entry(&mut out, &v);
        assert_eq!(out, r#"{"type": "memref<7xf32>", "value": ["nan", "-nan", "-inf", 0.1, "0x7FA00000", -0, 1e-45]}"#);
        let back = json_value(&out, &t);
        let bits = |v: &RtValue| -> Vec<u64> {
            v.as_memref().unwrap().buffer.iter().map(|s| s.to_bits(ScalarType::Float(FloatKind::F32))).collect()
        };
        assert_eq!(bits(&back), bits(&v));
    }

    fn json_value(text: &str, t: &ValueType) -> RtValue {
        value_from_json(&serde_json::from_str(text).unwrap(), t).unwrap()
    }

    #[test]
    fn random_is_deterministic() {
        let tys = vec![
            ValueType::MemRef(ScalarType::Float(FloatKind::F32), vec![None, Some(3)]),
            ValueType::Scalar(ScalarType::Index),
        ];
        let a = random_values(&tys, 7, 4).unwrap();
        let b = random_values(&tys, 7, 4).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, random_values(&tys, 8, 4).unwrap());
        assert_eq!(a[0].as_memref().map(|m| m.shape.clone()), Some(vec![4, 3]));
    }
}
