//! Building argument values: from JSON, from `dense<...>` text, and
//! deterministic random values.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::ValueType;
use crate::error::{ErrorKind, InterpError};
use crate::scalar::{Scalar, ScalarType};
use crate::value::{MemRefValue, RtValue, VectorValue};

fn bad(msg: impl Into<String>) -> InterpError {
    InterpError::new(ErrorKind::BadInput, msg)
}

/// A parsed nested literal.
enum Lit {
    Num(Scalar),
    List(Vec<Lit>),
}

fn scalar_for(t: ScalarType, s: Scalar) -> Result<Scalar, InterpError> {
    Ok(match (t, s) {
        (ScalarType::Float(_), Scalar::Int(v)) => Scalar::Float(v as f64),
        (ScalarType::Float(f), Scalar::Float(x)) => Scalar::Float(crate::scalar::round_to(f, x)),
        (ScalarType::Int(w), Scalar::Int(v)) => Scalar::Int(crate::scalar::sext(w, v)),
        (ScalarType::Index, Scalar::Int(v)) => Scalar::Int(v),
        (_, Scalar::Poison) => Scalar::Poison,
        (t, Scalar::Float(x)) => return Err(bad(format!("float {x} given for {t}"))),
    })
}

/// Flattens a literal, checking/inferring its shape.
fn flatten(l: &Lit, depth: usize, shape: &mut Vec<i64>, out: &mut Vec<Scalar>) -> Result<(), InterpError> {
    match l {
        Lit::Num(s) => {
            if depth != shape.len() && !shape.is_empty() {
                return Err(bad("ragged nested list"));
            }
            out.push(*s);
        }
        Lit::List(items) => {
            if depth == shape.len() {
                if !out.is_empty() {
                    return Err(bad("ragged nested list"));
                }
                shape.push(items.len() as i64);
            } else if shape.get(depth) != Some(&(items.len() as i64)) {
                return Err(bad("ragged nested list"));
            }
            for it in items {
                flatten(it, depth + 1, shape, out)?;
            }
        }
    }
    Ok(())
}

/// Builds a value of type `t` from a literal (a splat scalar fills a shaped
/// type with static sizes).
fn build(l: &Lit, t: &ValueType) -> Result<RtValue, InterpError> {
    let mut shape = Vec::new();
    let mut flat = Vec::new();
    flatten(l, 0, &mut shape, &mut flat)?;
    let fix = |e: ScalarType, v: Vec<Scalar>| v.into_iter().map(|s| scalar_for(e, s)).collect::<Result<Vec<_>, _>>();
    match t {
        ValueType::Scalar(st) => {
            if !shape.is_empty() || flat.len() != 1 {
                return Err(bad(format!("expected a single {st}")));
            }
            Ok(RtValue::Scalar { ty: *st, value: scalar_for(*st, flat[0])? })
        }
        ValueType::Vector(e, vs) => {
            let data = if shape.is_empty() {
                vec![flat[0]; vs.iter().product::<i64>() as usize]
            } else if &shape == vs {
                flat
            } else {
                return Err(bad(format!("vector literal has shape {shape:?}, expected {vs:?}")));
            };
            Ok(RtValue::Vector(VectorValue { elem: *e, shape: vs.clone(), data: fix(*e, data)? }))
        }
        ValueType::MemRef(e, ms) => {
            let (shape, data) = if shape.is_empty() && !ms.is_empty() {
                let st: Option<Vec<i64>> = ms.iter().copied().collect();
                let st = st.ok_or_else(|| bad("a splat cannot fill a memref with dynamic sizes"))?;
                let n: i64 = st.iter().product();
                (st, vec![flat[0]; n as usize])
            } else {
                if shape.len() != ms.len() || shape.iter().zip(ms).any(|(&s, m)| m.is_some_and(|m| m != s)) {
                    return Err(bad(format!("memref literal has shape {shape:?}, expected {ms:?}")));
                }
                (shape, flat)
            };
            Ok(RtValue::MemRef(MemRefValue::new(*e, shape, fix(*e, data)?)?))
        }
    }
}

fn json_lit(v: &serde_json::Value) -> Result<Lit, InterpError> {
    Ok(match v {
        serde_json::Value::Bool(b) => Lit::Num(Scalar::Int(*b as i64)),
        serde_json::Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                Lit::Num(Scalar::Int(i))
            } else if let Some(u) = n.as_u64() {
                Lit::Num(Scalar::Int(u as i64))
            } else {
                Lit::Num(Scalar::Float(n.as_f64().ok_or_else(|| bad("bad number"))?))
            }
        }
        serde_json::Value::String(s) => Lit::Num(match s.as_str() {
            "nan" | "NaN" => Scalar::Float(f64::NAN),
            "inf" | "+inf" => Scalar::Float(f64::INFINITY),
            "-inf" => Scalar::Float(f64::NEG_INFINITY),
            "poison" => Scalar::Poison,
            _ => return Err(bad(format!("unexpected string {s:?}"))),
        }),
        serde_json::Value::Array(a) => Lit::List(a.iter().map(json_lit).collect::<Result<_, _>>()?),
        _ => return Err(bad("unexpected JSON value")),
    })
}

/// Builds a value of type `t` from JSON: a number (or `true`/`false`,
/// `"nan"`, `"inf"`, `"-inf"`, `"poison"`) for scalars, nested arrays for
/// memrefs and vectors (a single number fills a statically shaped one).
pub fn value_from_json(v: &serde_json::Value, t: &ValueType) -> Result<RtValue, InterpError> {
    build(&json_lit(v)?, t)
}

/// Parser for `dense<...>` bodies.
struct DenseParser<'a> {
    s: &'a [u8],
    i: usize,
}

impl DenseParser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn lit(&mut self) -> Result<Lit, InterpError> {
        self.ws();
        if self.s.get(self.i) == Some(&b'[') {
            self.i += 1;
            let mut items = Vec::new();
            self.ws();
            if self.s.get(self.i) == Some(&b']') {
                self.i += 1;
                return Ok(Lit::List(items));
            }
            loop {
                items.push(self.lit()?);
                self.ws();
                match self.s.get(self.i) {
                    Some(b',') => self.i += 1,
                    Some(b']') => {
                        self.i += 1;
                        return Ok(Lit::List(items));
                    }
                    _ => return Err(bad(format!("expected ',' or ']' at byte {}", self.i))),
                }
            }
        }
        let start = self.i;
        while self.i < self.s.len()
            && !matches!(self.s[self.i], b',' | b']' | b'>')
            && !self.s[self.i].is_ascii_whitespace()
        {
            self.i += 1;
        }
        let tok = std::str::from_utf8(&self.s[start..self.i]).map_err(|_| bad("invalid UTF-8"))?;
        Ok(Lit::Num(match tok {
            "true" => Scalar::Int(1),
            "false" => Scalar::Int(0),
            "nan" => Scalar::Float(f64::NAN),
            "inf" => Scalar::Float(f64::INFINITY),
            "-inf" => Scalar::Float(f64::NEG_INFINITY),
            _ => {
                if let Ok(i) = tok.parse::<i64>() {
                    Scalar::Int(i)
                } else if let Some(h) = tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X")) {
                    Scalar::Int(u64::from_str_radix(h, 16).map_err(|_| bad(format!("bad literal {tok:?}")))? as i64)
                } else {
                    Scalar::Float(tok.parse::<f64>().map_err(|_| bad(format!("bad literal {tok:?}")))?)
                }
            }
        }))
    }
}

/// Builds a value of type `t` from MLIR elements text: `dense<[[1, 2], [3,
/// 4]]>`, `dense<1.5>` (splat), or the same without the `dense<...>`
/// wrapper; an optional trailing `: type` is ignored. Hexadecimal integer
/// literals are accepted (not hexadecimal float bit patterns).
pub fn parse_dense(text: &str, t: &ValueType) -> Result<RtValue, InterpError> {
    let text = text.trim();
    // Cut at the first ':' or '>' outside brackets: the type suffix, or the
    // end of a `dense<...>` wrapper.
    let (body, wrapped) = match text.strip_prefix("dense<") {
        Some(rest) => (rest, true),
        None => (text, false),
    };
    let mut depth = 0i32;
    let mut end = body.len();
    for (k, ch) in body.char_indices() {
        match ch {
            '[' => depth += 1,
            ']' => depth -= 1,
            '>' | ':' if depth == 0 => {
                if wrapped && ch == ':' {
                    return Err(bad("unexpected ':' inside dense<...>"));
                }
                end = k;
                break;
            }
            _ => {}
        }
    }
    if wrapped && end == body.len() {
        return Err(bad("missing '>' after dense<"));
    }
    let body = &body[..end];
    let mut p = DenseParser { s: body.as_bytes(), i: 0 };
    let l = p.lit()?;
    p.ws();
    if p.i != p.s.len() {
        return Err(bad(format!("unexpected text at byte {}", p.i)));
    }
    build(&l, t)
}

fn random_scalar(rng: &mut ChaCha8Rng, t: ScalarType, dyn_size: i64) -> Scalar {
    match t {
        ScalarType::Index => Scalar::Int(rng.gen_range(0..=dyn_size.max(0))),
        ScalarType::Int(1) => Scalar::Int(crate::scalar::sext(1, rng.gen_range(0..=1))),
        ScalarType::Int(w) => Scalar::Int(crate::scalar::sext(w, rng.gen_range(-8..=8))),
        ScalarType::Float(_) => Scalar::Float(rng.gen_range(-32i64..=32) as f64 / 8.0),
    }
}

/// Deterministic random values for the given types (see
/// [`crate::Interpreter::random_inputs`]).
pub(crate) fn random_values(tys: &[ValueType], seed: u64, dyn_size: i64) -> Result<Vec<RtValue>, InterpError> {
    let limit = crate::memory::MAX_ELEMENTS;
    for t in tys {
        let n = match t {
            ValueType::Scalar(_) => 1,
            ValueType::Vector(_, s) => s.iter().try_fold(1i64, |a, &d| a.checked_mul(d)).unwrap_or(i64::MAX),
            ValueType::MemRef(_, s) => {
                s.iter().try_fold(1i64, |a, d| a.checked_mul(d.unwrap_or(dyn_size.max(0)))).unwrap_or(i64::MAX)
            }
        };
        if n > limit {
            return Err(bad(format!("argument of {n} elements exceeds the interpreter's limit of {limit}")));
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    Ok(tys
        .iter()
        .map(|t| match t {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scalar::FloatType;

    #[test]
    fn dense_text() {
        let t = ValueType::MemRef(ScalarType::Float(FloatType::F32), vec![Some(2), None]);
        let v = parse_dense("dense<[[1, 2.5], [3, -4]]> : tensor<2x2xf32>", &t).unwrap();
        assert_eq!(v.to_string(), "memref<2x2xf32> = [[1, 2.5], [3, -4]]");
        let t = ValueType::Vector(ScalarType::Int(8), vec![3]);
        let v = parse_dense("dense<300>", &t).unwrap();
        assert_eq!(v.to_string(), "vector<3xi8> = [44, 44, 44]");
        assert!(parse_dense("dense<[1, [2]]>", &t).is_err());
    }

    #[test]
    fn json_values() {
        let t = ValueType::MemRef(ScalarType::Int(32), vec![Some(3)]);
        let j: serde_json::Value = serde_json::from_str("[1, 2, 3]").unwrap();
        let v = value_from_json(&j, &t).unwrap();
        assert_eq!(v.to_string(), "memref<3xi32> = [1, 2, 3]");
        let j: serde_json::Value = serde_json::from_str("[1, 2]").unwrap();
        assert!(value_from_json(&j, &t).is_err());
    }

    #[test]
    fn random_is_deterministic() {
        let tys = vec![
            ValueType::MemRef(ScalarType::Float(FloatType::F32), vec![None, Some(3)]),
            ValueType::Scalar(ScalarType::Index),
        ];
        let a = random_values(&tys, 7, 4).unwrap();
        let b = random_values(&tys, 7, 4).unwrap();
        assert_eq!(a, b);
        assert_ne!(a, random_values(&tys, 8, 4).unwrap());
        assert_eq!(a[0].as_memref().map(|m| m.shape.clone()), Some(vec![4, 3]));
    }
}
