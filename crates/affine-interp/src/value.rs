//! Values exchanged with the interpreter (arguments and results) and their
//! stable textual form.
//!
//! # Printed format
//!
//! A value prints as `TYPE = CONTENTS`:
//! - scalars: `i32 = -5`, `index = 3`, `f32 = 1.5`, `i1 = 1` (`i1` prints
//!   as `0`/`1`, other integers as signed decimals);
//! - floats print exactly and briefly ([`crate::scalar::format_float`]):
//!   the shortest decimal that reads back to the same value in the
//!   element's own format (`0.1` for the `f16` nearest to 0.1), with an
//!   exponent where that is shorter (`2.77e-163`); `inf`, `-inf`, `nan`,
//!   `-nan`, and the bit pattern of any other NaN (`0x7FC00001`);
//! - memrefs and vectors print their logical contents as nested lists in
//!   row-major order: `memref<2x2xf32> = [[1, 2], [3, 4]]`,
//!   `vector<3xi8> = [1, -1, 0]`; a rank-0 memref prints its single element
//!   (`memref<f32> = 7`); the type shows the actual sizes (no `?`);
//! - a poison scalar or lane prints as `poison`.
//!
//! A [`RunResult`] prints one line per returned value (`ret0: f32 = 3`)
//! followed by one line per memref argument with its final contents
//! (`arg1: memref<4xf32> = [1, 2, 3, 4]`), then one line per non-constant
//! global (`@name: memref<2xi32> = [0, 7]`).
//! [`RunResult::written_report`] leaves out the memrefs the run did not
//! write; [`RunResult::to_json`] is the machine-readable form.
//! Every printed element reads back exactly as an input.

use std::fmt;
use std::fmt::Write as _;

use crate::error::{ErrorKind, InterpError};
use crate::scalar::{Scalar, ScalarType, format_float};

/// A memref passed to or returned from the interpreter: a strided view
/// (`offset`, `strides`, `shape`) over its own buffer.
#[derive(Clone, PartialEq, Debug)]
pub struct MemRefValue {
    /// Element type.
    pub elem: ScalarType,
    /// Logical shape.
    pub shape: Vec<i64>,
    /// Strides, in elements, one per dimension.
    pub strides: Vec<i64>,
    /// Offset of element `[0, .., 0]` in `buffer`.
    pub offset: i64,
    /// The underlying buffer.
    pub buffer: Vec<Scalar>,
}

impl MemRefValue {
    /// A row-major, offset-0 memref holding `data` (length must equal the
    /// product of `shape`).
    pub fn new(elem: ScalarType, shape: Vec<i64>, data: Vec<Scalar>) -> Result<Self, InterpError> {
        let n = shape.iter().try_fold(1i64, |a, &s| a.checked_mul(s)).unwrap_or(-1);
        if shape.iter().any(|&s| s < 0) || n < 0 || n as usize != data.len() {
            return Err(InterpError::new(
                ErrorKind::BadInput,
                format!("{} elements given for {}", data.len(), shaped_type("memref", &shape, elem)),
            ));
        }
        let strides = crate::memory::row_major_strides(&shape);
        Ok(MemRefValue { elem, shape, strides, offset: 0, buffer: data })
    }

    /// A zero-filled row-major memref.
    pub fn zeros(elem: ScalarType, shape: Vec<i64>) -> Self {
        let n: i64 = shape.iter().map(|&s| s.max(0)).product();
        let z = if matches!(elem, ScalarType::Float(_)) { Scalar::Float(0.0) } else { Scalar::Int(0) };
        let strides = crate::memory::row_major_strides(&shape);
        MemRefValue { elem, shape, strides, offset: 0, buffer: vec![z; n as usize] }
    }

    /// The logical contents in row-major order (follows strides/offset);
    /// `None` if the view reaches outside the buffer.
    pub fn contents(&self) -> Option<Vec<Scalar>> {
        let n = self.shape.iter().try_fold(1i64, |a, &s| a.checked_mul(s))?;
        let mut out = Vec::with_capacity(n.clamp(0, self.buffer.len() as i64) as usize);
        if self.shape.iter().any(|&s| s <= 0) {
            return Some(out);
        }
        if self.strides.len() != self.shape.len() {
            return None;
        }
        let mut idx = vec![0i64; self.shape.len()];
        loop {
            let mut a = self.offset;
            for (i, s) in idx.iter().zip(&self.strides) {
                a = a.checked_add(i.checked_mul(*s)?)?;
            }
            out.push(*self.buffer.get(usize::try_from(a).ok()?)?);
            if !crate::memory::next_index(&mut idx, &self.shape) {
                break;
            }
        }
        Some(out)
    }

    /// The type as MLIR text with the actual sizes (`memref<2x3xf32>`).
    pub fn type_string(&self) -> String {
        shaped_type("memref", &self.shape, self.elem)
    }
}

/// A vector value.
#[derive(Clone, PartialEq, Debug)]
pub struct VectorValue {
    /// Element type.
    pub elem: ScalarType,
    /// Shape.
    pub shape: Vec<i64>,
    /// Elements in row-major order ([`Scalar::Poison`] for poison lanes).
    pub data: Vec<Scalar>,
}

impl VectorValue {
    /// The type as MLIR text (`vector<2x3xf32>`).
    pub fn type_string(&self) -> String {
        shaped_type("vector", &self.shape, self.elem)
    }
}

/// A runtime value: argument to or result of a function.
#[derive(Clone, PartialEq, Debug)]
pub enum RtValue {
    /// An integer, index or float scalar (or poison).
    Scalar {
        /// Its type.
        ty: ScalarType,
        /// Its value.
        value: Scalar,
    },
    /// A vector.
    Vector(VectorValue),
    /// A memref.
    MemRef(MemRefValue),
}

impl RtValue {
    /// An `index` value.
    pub fn index(v: i64) -> Self {
        RtValue::Scalar { ty: ScalarType::Index, value: Scalar::Int(v) }
    }

    /// An integer of width `w` (the value is truncated to the width).
    pub fn int(w: u32, v: i64) -> Self {
        RtValue::Scalar { ty: ScalarType::Int(w), value: Scalar::Int(crate::scalar::sext(w, v)) }
    }

    /// An `f32` value.
    pub fn f32(v: f32) -> Self {
        RtValue::Scalar { ty: ScalarType::Float(crate::scalar::FloatKind::F32), value: Scalar::Float(v as f64) }
    }

    /// An `f64` value.
    pub fn f64(v: f64) -> Self {
        RtValue::Scalar { ty: ScalarType::Float(crate::scalar::FloatKind::F64), value: Scalar::Float(v) }
    }

    /// The scalar value as `i64`, if an integer scalar.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            RtValue::Scalar { value: Scalar::Int(v), .. } => Some(*v),
            _ => None,
        }
    }

    /// The scalar value as `f64`, if a float scalar.
    pub fn as_float(&self) -> Option<f64> {
        match self {
            RtValue::Scalar { value: Scalar::Float(v), .. } => Some(*v),
            _ => None,
        }
    }

    /// The memref, if this is one.
    pub fn as_memref(&self) -> Option<&MemRefValue> {
        match self {
            RtValue::MemRef(m) => Some(m),
            _ => None,
        }
    }
}

pub(crate) fn shaped_type(kind: &str, shape: &[i64], elem: ScalarType) -> String {
    let mut s = format!("{kind}<");
    for d in shape {
        s.push_str(&format!("{d}x"));
    }
    s.push_str(&elem.mlir_name());
    s.push('>');
    s
}

/// Formats one scalar of type `t` (see the module docs).
pub fn format_scalar(t: ScalarType, v: Scalar) -> String {
    match (t, v) {
        (_, Scalar::Poison) => "poison".to_string(),
        (ScalarType::Int(1), Scalar::Int(x)) => (x & 1).to_string(),
        (_, Scalar::Int(x)) => x.to_string(),
        (ScalarType::Float(f), Scalar::Wide(b)) if f.is_wide() => crate::wide::format(f, b),
        (ScalarType::Float(f), Scalar::Float(x)) if f.is_wide() => {
            crate::wide::format(f, affine_ir::float::WideFloat::from_f64(x, f).bits)
        }
        (ScalarType::Float(f), Scalar::Float(x)) => format_float(f, x),
        (_, Scalar::Wide(b)) => format!("{b:#X}"),
        (_, Scalar::Float(x)) => format!("{x}"),
    }
}

fn write_nested(out: &mut String, t: ScalarType, shape: &[i64], data: &[Scalar]) {
    if shape.is_empty() {
        if let Some(&v) = data.first() {
            out.push_str(&format_scalar(t, v));
        }
        return;
    }
    let inner: i64 = shape[1..].iter().product();
    out.push('[');
    for i in 0..shape[0].max(0) as usize {
        if i > 0 {
            out.push_str(", ");
        }
        let lo = i * inner as usize;
        let hi = (lo + inner as usize).min(data.len());
        write_nested(out, t, &shape[1..], data.get(lo..hi).unwrap_or(&[]));
    }
    out.push(']');
}

impl fmt::Display for MemRefValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = format!("{} = ", self.type_string());
        match self.contents() {
            Some(c) => write_nested(&mut s, self.elem, &self.shape, &c),
            None => s.push_str("<view outside buffer>"),
        }
        f.write_str(&s)
    }
}

impl fmt::Display for VectorValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = format!("{} = ", shaped_type("vector", &self.shape, self.elem));
        write_nested(&mut s, self.elem, &self.shape, &self.data);
        f.write_str(&s)
    }
}

impl fmt::Display for RtValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RtValue::Scalar { ty, value } => write!(f, "{} = {}", ty, format_scalar(*ty, *value)),
            RtValue::Vector(v) => v.fmt(f),
            RtValue::MemRef(m) => m.fmt(f),
        }
    }
}

/// The outcome of a successful run.
#[derive(Clone, PartialEq, Debug)]
pub struct RunResult {
    /// Values returned by the function (memrefs compacted to row-major).
    pub returns: Vec<RtValue>,
    /// Final contents of each memref argument, compacted to row-major
    /// (`None` for non-memref arguments), in argument order.
    pub arg_memrefs: Vec<Option<MemRefValue>>,
    /// For each argument: true if it is a memref the run stored into
    /// (through any view of its buffer).
    pub args_written: Vec<bool>,
    /// Final contents of every non-constant `memref.global`, by name.
    pub globals: Vec<(String, MemRefValue)>,
    /// For each entry of `globals`: true if the run stored into it.
    pub globals_written: Vec<bool>,
}

impl RunResult {
    /// True if both results print identically: the comparison to use when
    /// checking that a transformation preserved behaviour (unlike `==`, a
    /// NaN matches a NaN; `-0` and `0` differ).
    pub fn matches(&self, other: &RunResult) -> bool {
        self.to_string() == other.to_string()
    }

    /// What `--run` prints: one line per returned value (`ret0: f32 = 3`),
    /// then one per memref argument the run wrote (`arg1: memref<4xf32> =
    /// [1, 2, 3, 4]`), then one per global it wrote (`@g: memref<2xi32> =
    /// [0, 7]`). Unlike [`fmt::Display`], inputs the run only read are left
    /// out.
    pub fn written_report(&self) -> String {
        let mut out = String::new();
        for (i, r) in self.returns.iter().enumerate() {
            let _ = writeln!(out, "ret{i}: {r}");
        }
        for (i, m) in self.arg_memrefs.iter().enumerate() {
            if let Some(m) = m
                && self.args_written.get(i).copied().unwrap_or(true)
            {
                let _ = writeln!(out, "arg{i}: {m}");
            }
        }
        for (k, (name, m)) in self.globals.iter().enumerate() {
            if self.globals_written.get(k).copied().unwrap_or(true) {
                let _ = writeln!(out, "@{name}: {m}");
            }
        }
        out
    }

    /// The run as JSON, readable back as the inputs of a run
    /// ([`crate::Interpreter::inputs_from_json`] reads its `"arguments"`):
    ///
    /// ```text
    /// {
    ///   "function": "kernel",
    ///   "results": [
    ///     {"type": "f32", "value": 11}
    ///   ],
    ///   "arguments": [
    ///     null,
    ///     {"type": "memref<2x2xf32>", "value": [[3, 4], [5, 6]]}
    ///   ],
    ///   "globals": {}
    /// }
    /// ```
    ///
    /// `"arguments"` holds the memref arguments the run wrote (final
    /// contents) and `null` for the others, unless `inputs` (the arguments
    /// as passed) is given: then every argument is there, so the document
    /// is a complete input for the next run. Floats use the exact shortest
    /// form of [`format_scalar`]; NaNs, infinities, bit patterns and
    /// `poison` are strings.
    pub fn to_json(&self, function: &str, inputs: Option<&[RtValue]>) -> String {
        let entry = |v: &RtValue| {
            let mut e = String::new();
            crate::input::write_json_entry(&mut e, v);
            e
        };
        let results: Vec<String> = self.returns.iter().map(entry).collect();
        let count = inputs.map_or(self.arg_memrefs.len(), <[RtValue]>::len).max(self.arg_memrefs.len());
        let arguments: Vec<String> = (0..count)
            .map(|i| {
                let memref = self.arg_memrefs.get(i).and_then(Option::as_ref);
                let written = self.args_written.get(i).copied().unwrap_or(false);
                match (memref, inputs.and_then(|a| a.get(i))) {
                    (Some(m), _) if written || inputs.is_some() => entry(&RtValue::MemRef(m.clone())),
                    (None, Some(input)) => entry(input),
                    _ => "null".to_string(),
                }
            })
            .collect();
        let globals: Vec<String> = self
            .globals
            .iter()
            .zip(&self.globals_written)
            .filter(|(_, w)| **w)
            .map(|((name, m), _)| format!("{name:?}: {}", entry(&RtValue::MemRef(m.clone()))))
            .collect();
        let mut out = format!("{{\n  \"function\": {function:?},\n");
        write_json_container(&mut out, "results", ('[', ']'), &results);
        out.push_str(",\n");
        write_json_container(&mut out, "arguments", ('[', ']'), &arguments);
        out.push_str(",\n");
        write_json_container(&mut out, "globals", ('{', '}'), &globals);
        out.push_str("\n}\n");
        out
    }
}

/// `"key": [` entries one per line, comma-separated `]` (`[]` when empty).
fn write_json_container(out: &mut String, key: &str, (open, close): (char, char), entries: &[String]) {
    let _ = write!(out, "  \"{key}\": {open}");
    if !entries.is_empty() {
        out.push('\n');
        for (i, e) in entries.iter().enumerate() {
            let comma = if i + 1 < entries.len() { "," } else { "" };
            let _ = writeln!(out, "    {e}{comma}");
        }
        out.push_str("  ");
    }
    out.push(close);
}

impl fmt::Display for RunResult {
    /// Every returned value, every memref argument (written or not) and
    /// every non-constant global: the complete state, for comparisons.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, r) in self.returns.iter().enumerate() {
            writeln!(f, "ret{i}: {r}")?;
        }
        for (i, m) in self.arg_memrefs.iter().enumerate() {
            if let Some(m) = m {
                writeln!(f, "arg{i}: {m}")?;
            }
        }
        for (name, m) in &self.globals {
            writeln!(f, "@{name}: {m}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scalar::FloatKind;

    #[test]
    fn prints_nested() {
        let m = MemRefValue::new(
            ScalarType::Float(FloatKind::F32),
            vec![2, 2],
            vec![Scalar::Float(1.0), Scalar::Float(2.5), Scalar::Float(-0.0), Scalar::Float(f64::NAN)],
        )
        .unwrap();
        assert_eq!(m.to_string(), "memref<2x2xf32> = [[1, 2.5], [-0, nan]]");
        let v = RtValue::int(1, 1);
        assert_eq!(v.to_string(), "i1 = 1");
        assert_eq!(RtValue::index(-3).to_string(), "index = -3");
    }

    #[test]
    fn nan_results_match() {
        let r = |x: f64| RunResult {
            returns: vec![RtValue::f64(x)],
            arg_memrefs: vec![],
            args_written: vec![],
            globals: vec![],
            globals_written: vec![],
        };
        assert!(r(f64::NAN).matches(&r(f64::NAN)));
        assert_ne!(r(f64::NAN), r(f64::NAN));
        assert!(!r(0.0).matches(&r(-0.0)));
    }

    #[test]
    fn strided_contents() {
        let m = MemRefValue {
            elem: ScalarType::Int(32),
            shape: vec![2],
            strides: vec![3],
            offset: 1,
            buffer: (0..6).map(Scalar::Int).collect(),
        };
        assert_eq!(m.contents().unwrap(), vec![Scalar::Int(1), Scalar::Int(4)]);
        assert_eq!(m.to_string(), "memref<2xi32> = [1, 4]");
    }
}
