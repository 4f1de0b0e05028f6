//! The checks LLVM 22's `DataLayout::parse` makes of an `llvm.data_layout`
//! string (MLIR's `LLVMDialect::verifyOperationAttribute` reports its
//! error as "invalid data layout descriptor: ..."). Only validity is
//! computed: nothing here reads the layout's values.

/// A parse failure's message.
type DlResult<T> = Result<T, String>;

/// The error of LLVM's `createSpecFormatError`.
fn format_error(form: &str) -> String {
    format!("malformed specification, must be of the form \"{form}\"")
}

/// LLVM's `to_integer(s, v, 10)` into an `unsigned`: decimal digits only,
/// no sign, within 32 bits.
fn to_unsigned(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// An address space (a 24-bit integer).
fn addr_space(s: &str) -> DlResult<u32> {
    if s.is_empty() {
        return Err("address space component cannot be empty".into());
    }
    to_unsigned(s).filter(|&v| v < 1 << 24).ok_or_else(|| "address space must be a 24-bit integer".to_string())
}

/// A size in bits (a non-zero 24-bit integer); `name` names it in errors.
fn size(s: &str, name: &str) -> DlResult<u32> {
    if s.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    to_unsigned(s).filter(|&v| v != 0 && v < 1 << 24).ok_or_else(|| format!("{name} must be a non-zero 24-bit integer"))
}

/// An alignment in bits, returned in bytes (zero, when `allow_zero`, is
/// one byte).
fn alignment(s: &str, name: &str, allow_zero: bool) -> DlResult<u32> {
    if s.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let Some(v) = to_unsigned(s).filter(|&v| v < 1 << 16) else {
        return Err(format!("{name} alignment must be a 16-bit integer"));
    };
    if v == 0 {
        return if allow_zero { Ok(1) } else { Err(format!("{name} alignment must be non-zero")) };
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return Err(format!("{name} alignment must be a power of two times the byte width"));
    }
    Ok(v / 8)
}

/// The optional preferred alignment (component 2 of `parts`), no smaller
/// than the ABI one.
fn preferred(parts: &[&str], index: usize, abi: u32) -> DlResult<()> {
    let pref = match parts.get(index) {
        Some(s) => alignment(s, "preferred", false)?,
        None => abi,
    };
    if pref < abi {
        return Err("preferred alignment cannot be less than the ABI alignment".into());
    }
    Ok(())
}

/// `[ifv]<size>:<abi>[:<pref>]`.
fn primitive(spec: &str) -> DlResult<()> {
    let kind = &spec[..1];
    let parts: Vec<&str> = spec[1..].split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(format_error(&format!("{kind}<size>:<abi>[:<pref>]")));
    }
    let bits = size(parts[0], "size")?;
    let abi = alignment(parts[1], "ABI", false)?;
    if kind == "i" && bits == 8 && abi != 1 {
        return Err("i8 must be 8-bit aligned".into());
    }
    preferred(&parts, 2, abi)
}

/// `a[0]:<abi>[:<pref>]`.
fn aggregate(spec: &str) -> DlResult<()> {
    let parts: Vec<&str> = spec[1..].split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(format_error("a:<abi>[:<pref>]"));
    }
    if !parts[0].is_empty() && to_unsigned(parts[0]) != Some(0) {
        return Err("size must be zero".into());
    }
    let abi = alignment(parts[1], "ABI", true)?;
    preferred(&parts, 2, abi)
}

/// `p[<flags>][<n>]:<size>:<abi>[:<pref>[:<idx>]]`, the flags `e`
/// (external state) and `u` (unstable representation).
fn pointer(spec: &str) -> DlResult<()> {
    let parts: Vec<&str> = spec[1..].split(':').collect();
    if !(3..=5).contains(&parts.len()) {
        return Err(format_error("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
    }
    let mut space = parts[0];
    let mut flagged = false;
    while let Some(c) = space.chars().next().filter(|c| c.is_ascii_alphabetic()) {
        if c != 'e' && c != 'u' {
            return Err(format!("'{c}' is not a valid pointer specification flag"));
        }
        flagged = true;
        space = &space[1..];
    }
    let space = if space.is_empty() { 0 } else { addr_space(space)? };
    if space == 0 && flagged {
        return Err("address space 0 cannot be unstable or have external state".into());
    }
    let bits = size(parts[1], "pointer size")?;
    let abi = alignment(parts[2], "ABI", false)?;
    preferred(&parts, 3, abi)?;
    let index = match parts.get(4) {
        Some(s) => size(s, "index size")?,
        None => bits,
    };
    if index > bits {
        return Err("index size cannot be larger than the pointer size".into());
    }
    Ok(())
}

/// One `-`-separated specification.
fn specification(spec: &str) -> DlResult<()> {
    if let Some(rest) = spec.strip_prefix("ni") {
        let Some(rest) = rest.strip_prefix(':') else {
            return Err(format_error("ni:<address space>[:<address space>]..."));
        };
        for s in rest.split(':') {
            if addr_space(s)? == 0 {
                return Err("address space 0 cannot be non-integral".into());
            }
        }
        return Ok(());
    }
    let kind = spec.chars().next().unwrap_or(' ');
    let rest = &spec[kind.len_utf8()..];
    match kind {
        'i' | 'f' | 'v' => primitive(spec),
        'a' => aggregate(spec),
        'p' => pointer(spec),
        's' => Ok(()),
        'e' | 'E' if rest.is_empty() => Ok(()),
        'e' | 'E' => Err("malformed specification, must be just 'e' or 'E'".into()),
        'n' => rest.split(':').try_for_each(|s| size(s, "size").map(|_| ())),
        'S' if rest.is_empty() => Err(format_error("S<size>")),
        'S' => alignment(rest, "stack natural", false).map(|_| ()),
        'F' => {
            let Some(t) = rest.chars().next() else { return Err(format_error("F<type><abi>")) };
            if t != 'i' && t != 'n' {
                return Err(format!("unknown function pointer alignment type '{t}'"));
            }
            alignment(&rest[t.len_utf8()..], "ABI", false).map(|_| ())
        }
        'P' | 'A' | 'G' if rest.is_empty() => Err(format_error(&format!("{kind}<address space>"))),
        'P' | 'A' | 'G' => addr_space(rest).map(|_| ()),
        'm' => match rest.strip_prefix(':') {
            None | Some("") => Err(format_error("m:<mangling>")),
            Some("e" | "l" | "o" | "x" | "w" | "m" | "a") => Ok(()),
            Some(_) => Err("unknown mangling mode".into()),
        },
        _ => Err(format!("unknown specifier '{kind}'")),
    }
}

/// LLVM's `DataLayout::parse`: the first error of `layout`, if any.
pub(super) fn check(layout: &str) -> Option<String> {
    if layout.is_empty() {
        return None;
    }
    layout.split('-').find_map(|spec| {
        if spec.is_empty() {
            return Some("empty specification is not allowed".to_string());
        }
        specification(spec).err()
    })
}

#[cfg(test)]
mod tests {
    use super::check;

    #[test]
    fn accepts_real_layouts() {
        assert_eq!(check(""), None);
        assert_eq!(check("e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"), None);
        assert_eq!(check("A5-G1-P3-n8:16:32:64-a:0:64-v128:128:128-Fi8-ni:1:2-pue1:64:64"), None);
    }

    #[test]
    fn reports_llvm_messages() {
        assert_eq!(check("x").as_deref(), Some("unknown specifier 'x'"));
        assert_eq!(check("e--").as_deref(), Some("empty specification is not allowed"));
        assert_eq!(check("i8:16").as_deref(), Some("i8 must be 8-bit aligned"));
        assert_eq!(check("i16:16:8").as_deref(), Some("preferred alignment cannot be less than the ABI alignment"));
        assert_eq!(check("pu:0:64").as_deref(), Some("address space 0 cannot be unstable or have external state"));
        assert_eq!(check("pE1:64:64").as_deref(), Some("'E' is not a valid pointer specification flag"));
        assert_eq!(check("p:64:64:64:128").as_deref(), Some("index size cannot be larger than the pointer size"));
        assert_eq!(check("S3").as_deref(), Some("stack natural alignment must be a power of two times the byte width"));
        assert_eq!(check("m:q").as_deref(), Some("unknown mangling mode"));
        assert_eq!(check("ni:0").as_deref(), Some("address space 0 cannot be non-integral"));
        assert_eq!(check("a1:8").as_deref(), Some("size must be zero"));
    }
}
