//! `--split-input-file`: cut the input at `// -----` markers, as `mlir-opt`
//! does, keeping each chunk's position in the original file so diagnostics
//! point at the real line and column.

/// The marker that separates chunks, in the input and in the output.
pub const SPLIT_MARKER: &str = "// -----";

/// One chunk of the input: a byte range of the original text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// Byte offset where the chunk starts in the original text.
    pub start: usize,
    /// Byte offset one past the chunk's end.
    pub end: usize,
}

/// A `// ---` that is not a full marker: reported as a warning by the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearMiss {
    /// Byte offset just after the `// ---` prefix, where mlir-opt points.
    pub offset: usize,
}

/// Splits `text` at every full marker. A prefix `// ---` not followed by
/// `--` is a near miss: it stays in the chunk and is reported.
pub fn split(text: &str, marker: &str) -> (Vec<Chunk>, Vec<NearMiss>) {
    let prefix = &marker[..marker.len().saturating_sub(2)];
    let suffix = &marker[prefix.len()..];
    let mut chunks = Vec::new();
    let mut misses = Vec::new();
    let mut chunk_start = 0;
    let mut search = 0;
    while let Some(found) = text[search..].find(prefix) {
        let at = search + found;
        let after = at + prefix.len();
        if text[after..].starts_with(suffix) {
            chunks.push(Chunk { start: chunk_start, end: at });
            chunk_start = after + suffix.len();
            search = chunk_start;
        } else {
            misses.push(NearMiss { offset: after });
            search = after;
        }
    }
    chunks.push(Chunk { start: chunk_start, end: text.len() });
    (chunks, misses)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_full_markers_only() {
        let text = "a\n// -----\nb\n// ----\nc\n// ------\nd";
        let (chunks, misses) = split(text, SPLIT_MARKER);
        let parts: Vec<&str> = chunks.iter().map(|c| &text[c.start..c.end]).collect();
        assert_eq!(parts, vec!["a\n", "\nb\n// ----\nc\n", "-\nd"]);
        assert_eq!(misses, vec![NearMiss { offset: text.find("// ----\nc").unwrap() + 6 }]);
    }

    #[test]
    fn no_marker_is_one_chunk() {
        let (chunks, misses) = split("abc", SPLIT_MARKER);
        assert_eq!(chunks, vec![Chunk { start: 0, end: 3 }]);
        assert!(misses.is_empty());
    }
}
