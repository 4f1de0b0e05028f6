//! Floats go through `--run` bit for bit.
//!
//! For each float format, values are written in their shortest round-trip
//! form (computed here, independently of the interpreter), passed through
//! `--run-inputs`, copied by the program (which also stores each element's
//! bit pattern, via `arith.bitcast`, into an integer memref) and printed back
//! by `--run`:
//!
//! - the integers prove the values were read exactly (the bits in memory are
//!   the bits that were written);
//! - the printed floats must be the very texts that went in (so printing is
//!   exact and shortest);
//! - the run's `--run-format=json` output, fed back as `--run-inputs`, must
//!   give the same bits and texts again (runs chain without loss).
//!
//! `f64` and `f32` use 10,000 pseudo-random bit patterns each (every exponent,
//! subnormals, infinities, NaNs with payloads) plus edge values; `f16` and
//! `bf16` use all 65,536 bit patterns.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_affine-opt");

/// A float format as the test sees it.
#[derive(Clone, Copy)]
struct Format {
    name: &'static str,
    int: &'static str,
    width: u32,
    fraction: u32,
}

const F64: Format = Format { name: "f64", int: "i64", width: 64, fraction: 52 };
const F32: Format = Format { name: "f32", int: "i32", width: 32, fraction: 23 };
const F16: Format = Format { name: "f16", int: "i16", width: 16, fraction: 10 };
const BF16: Format = Format { name: "bf16", int: "i16", width: 16, fraction: 7 };

impl Format {
    fn exponent_bits(self) -> u32 {
        self.width - 1 - self.fraction
    }

    fn bias(self) -> i32 {
        (1 << (self.exponent_bits() - 1)) - 1
    }

    /// The value of a non-NaN bit pattern, exactly (every value of these
    /// formats is an `f64`); decoded by hand for the 16-bit formats.
    fn value(self, bits: u64) -> f64 {
        match self.width {
            64 => return f64::from_bits(bits),
            32 => return f64::from(f32::from_bits(bits as u32)),
            _ => {}
        }
        let negative = bits >> (self.width - 1) & 1 == 1;
        let exp = ((bits >> self.fraction) & ((1 << self.exponent_bits()) - 1)) as i32;
        let frac = bits & ((1 << self.fraction) - 1);
        let magnitude = if exp == (1 << self.exponent_bits()) - 1 {
            f64::INFINITY
        } else if exp == 0 {
            frac as f64 * 2f64.powi(1 - self.bias() - self.fraction as i32)
        } else {
            ((1u64 << self.fraction) + frac) as f64 * 2f64.powi(exp - self.bias() - self.fraction as i32)
        };
        if negative { -magnitude } else { magnitude }
    }

    fn is_nan(self, bits: u64) -> bool {
        let exp_mask = (1u64 << self.exponent_bits()) - 1;
        (bits >> self.fraction) & exp_mask == exp_mask && bits & ((1 << self.fraction) - 1) != 0
    }

    /// True if the decimal `text` reads as `bits` (round to nearest, ties
    /// to even), for a narrow format: compared with the neighbours' midpoints
    /// (exact `f64`s; a short decimal that parses to a midpoint is it).
    fn reads_as(self, text: &str, bits: u64) -> bool {
        let y: f64 = text.parse().expect("a decimal");
        let x = self.value(bits);
        let magnitude_bits = bits & !(1 << (self.width - 1));
        if y.is_sign_negative() != x.is_sign_negative() && y != 0.0 {
            return false;
        }
        let (y, x) = (y.abs(), x.abs());
        let below = if magnitude_bits == 0 { None } else { Some(self.value(magnitude_bits - 1)) };
        let above_bits = magnitude_bits + 1;
        let above = if self.is_nan(above_bits) || above_bits >> (self.width - 1) != 0 {
            None
        } else {
            Some(self.value(above_bits))
        };
        // The largest finite value rounds down from below 2^(emax+1).
        let above = match above {
            Some(a) if a.is_infinite() => Some(2.0 * x - below.unwrap_or(0.0)),
            a => a,
        };
        let even = magnitude_bits & 1 == 0;
        let low_ok = below.is_none_or(|b| {
            let mid = (b + x) / 2.0;
            y > mid || (y == mid && even)
        });
        let high_ok = above.is_none_or(|a| {
            let mid = (x + a) / 2.0;
            y < mid || (y == mid && even)
        });
        low_ok && high_ok
    }

    /// The shortest text that reads back as `bits`, in the notation rule the
    /// README documents: scientific only where strictly shorter, except for
    /// integers below 1e16; `nan`/`-nan` for the quiet NaN without payload;
    /// other NaNs as their bit pattern.
    fn shortest(self, bits: u64) -> String {
        let sign = bits >> (self.width - 1) == 1;
        if self.is_nan(bits) {
            let magnitude = bits & !(1 << (self.width - 1));
            let quiet = (((1u64 << self.exponent_bits()) - 1) << self.fraction) | (1 << (self.fraction - 1));
            if magnitude == quiet {
                return if sign { "-nan" } else { "nan" }.to_string();
            }
            return format!("0x{bits:0w$X}", w = (self.width / 4) as usize);
        }
        let x = self.value(bits);
        if x.is_infinite() {
            return if sign { "-inf" } else { "inf" }.to_string();
        }
        let (plain, scientific) = match self.width {
            64 => (format!("{x}"), format!("{x:e}")),
            32 => (format!("{}", x as f32), format!("{:e}", x as f32)),
            _ => {
                let text = (1..=17)
                    .map(|digits| format!("{x:.prec$e}", prec = digits - 1))
                    .find(|t| self.reads_as(t, bits))
                    .expect("17 digits always read back");
                let v: f64 = text.parse().expect("a decimal");
                let v = if sign && v == 0.0 { -0.0 } else { v };
                (format!("{v}"), format!("{v:e}"))
            }
        };
        let integral = x.fract() == 0.0 && x.abs() < 1e16;
        if scientific.len() < plain.len() && !integral { scientific } else { plain }
    }
}

/// splitmix64: a small deterministic generator (no dependency needed).
fn random_bits(seed: u64, count: usize) -> Vec<u64> {
    let mut state = seed;
    (0..count)
        .map(|_| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        })
        .collect()
}

/// Bit patterns to test: random ones (so every exponent, including
/// subnormals, infinities and NaNs, shows up) and edge values, or every
/// pattern of a 16-bit format.
fn patterns(format: Format) -> Vec<u64> {
    if format.width == 16 {
        return (0..=0xFFFF).collect();
    }
    let mask = if format.width == 64 { u64::MAX } else { (1 << format.width) - 1 };
    let mut bits: Vec<u64> = random_bits(u64::from(format.width), 10_000).into_iter().map(|b| b & mask).collect();
    let sign = 1u64 << (format.width - 1);
    let exp_ones = ((1u64 << format.exponent_bits()) - 1) << format.fraction;
    let quiet = 1u64 << (format.fraction - 1);
    for edge in [0, 1, quiet - 1, 1 << format.fraction, exp_ones - 1, exp_ones, exp_ones | quiet, exp_ones | 1] {
        bits.push(edge);
        bits.push(edge | sign);
    }
    let specific: &[u64] = if format.width == 64 {
        // The doubles of the issue that serde_json's default parser misreads.
        &[1.0955198662648313f64.to_bits(), 0.015463917525773141f64.to_bits(), 2.77e-163f64.to_bits()]
    } else {
        &[0x3DCC_CCCD, 0x3F80_0000]
    };
    bits.extend_from_slice(specific);
    bits
}

/// The program: copy every element onto itself (so the memref is written)
/// and store its bit pattern.
fn program(f: Format) -> String {
    let (t, i) = (f.name, f.int);
    format!(
        "func.func @roundtrip(%buf: memref<?x{t}>, %bits: memref<?x{i}>) {{
  %c0 = arith.constant 0 : index
  %n = memref.dim %buf, %c0 : memref<?x{t}>
  affine.for %k = 0 to %n {{
    %v = affine.load %buf[%k] : memref<?x{t}>
    affine.store %v, %buf[%k] : memref<?x{t}>
    %b = arith.bitcast %v : {t} to {i}
    affine.store %b, %bits[%k] : memref<?x{i}>
  }}
  return
}}
"
    )
}

fn run(dir: &std::path::Path, args: &[&str]) -> String {
    let out = Command::new(BIN).current_dir(dir).args(args).output().expect("affine-opt runs");
    assert!(out.status.success(), "affine-opt {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The elements of the text line `argK: memref<...> = [a, b, ...]`.
fn printed_elements<'a>(output: &'a str, label: &str) -> Vec<&'a str> {
    let line = output
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with(label))
        .unwrap_or_else(|| panic!("no {label} line in:\n{output}"));
    let list = line.split(" = ").nth(1).expect("a value");
    list.trim_start_matches('[').trim_end_matches(']').split(", ").collect()
}

fn check(format: Format) {
    let bits = patterns(format);
    let texts: Vec<String> = bits.iter().map(|&b| format.shortest(b)).collect();
    let json_elements: Vec<String> = texts
        .iter()
        .map(|t| if t.bytes().any(|b| b.is_ascii_alphabetic() && b != b'e') { format!("\"{t}\"") } else { t.clone() })
        .collect();
    let dir = std::env::temp_dir().join(format!("affine-run-roundtrip-{}-{}", std::process::id(), format.name));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("roundtrip.mlir"), program(format)).expect("write program");
    let inputs = format!("[[{}], {{\"shape\": [{}]}}]", json_elements.join(", "), bits.len());
    std::fs::write(dir.join("inputs.json"), inputs).expect("write inputs");

    let base = ["roundtrip.mlir", "--run=roundtrip"];
    let first = run(&dir, &[base[0], base[1], "--run-inputs=@inputs.json"]);
    let chained_input = run(&dir, &[base[0], base[1], "--run-inputs=@inputs.json", "--run-format=json"]);
    std::fs::write(dir.join("chained.json"), chained_input).expect("write chained inputs");
    let second = run(&dir, &[base[0], base[1], "--run-inputs=@chained.json"]);

    for (what, output) in [("direct", &first), ("chained through --run-format=json", &second)] {
        let stored = printed_elements(output, "arg1:");
        let printed = printed_elements(output, "arg0:");
        assert_eq!(stored.len(), bits.len(), "{}: {what}: element count", format.name);
        let mask = if format.width == 64 { u64::MAX } else { (1 << format.width) - 1 };
        for (k, &b) in bits.iter().enumerate() {
            let got = stored[k].parse::<i64>().expect("an integer") as u64 & mask;
            assert_eq!(got, b, "{} ({what}): {} was read as {got:#x}, not {b:#x}", format.name, texts[k]);
            assert_eq!(printed[k], texts[k], "{} ({what}): {b:#x} printed as {}", format.name, printed[k]);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn f64_values_round_trip_bit_for_bit() {
    check(F64);
}

#[test]
fn f32_values_round_trip_bit_for_bit() {
    check(F32);
}

#[test]
fn f16_values_round_trip_bit_for_bit() {
    check(F16);
}

#[test]
fn bf16_values_round_trip_bit_for_bit() {
    check(BF16);
}

#[test]
fn the_oracle_knows_its_formats() {
    assert_eq!(F16.value(0x3C00), 1.0);
    assert_eq!(BF16.value(0x3F80), 1.0);
    assert_eq!(F16.shortest(0x7BFF), "65500");
    assert_eq!(F16.shortest(0x0001), "6e-8");
    assert_eq!(F32.shortest(0x3DCC_CCCD), "0.1");
    assert_eq!(F64.shortest(0x3F50_624D_D2F1_A9FC), "1e-3");
    assert_eq!(F64.shortest(0xFFF8_0000_0000_0000), "-nan");
    assert_eq!(F16.shortest(0x7C01), "0x7C01");
    assert!(F16.reads_as("1.0005", 0x3C01));
    assert!(!F16.reads_as("1.0004", 0x3C01));
}
