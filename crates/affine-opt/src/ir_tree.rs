//! `--mlir-print-ir-tree-dir`: IR dumps written to a directory tree rather
//! than stderr, laid out as MLIR's `FileTreeIRPrinterConfig` lays them out.
//!
//! Each dump of a pass on an op goes to
//! `<dir>/<op>_<symbol>/.../<counters>_<pass>.mlir`: one directory per op
//! from the top-level op down to the one the pass ran on (`builtin_module_no-symbol-name/func_func_main`),
//! and a file name made of a counter per op on that path (each op's counts
//! its own dumps; an ancestor never dumped counts 0) and the pass argument.

use std::collections::HashMap;
use std::path::PathBuf;

use affine_transforms::{TreeDump, TreeDumpOp};

/// Writes the dumps of one pass manager run (one chunk of input).
pub struct IrTreeWriter {
    root: PathBuf,
    /// Dumps so far per op (by its path), as MLIR's counters: an op's
    /// first dump is 0; an ancestor read before its first dump counts 0,
    /// and its own first dump is then 1.
    counters: HashMap<Vec<TreeDumpOp>, u32>,
}

impl IrTreeWriter {
    /// A writer into the tree rooted at `root`.
    pub fn new(root: &str) -> Self {
        IrTreeWriter { root: PathBuf::from(root), counters: HashMap::new() }
    }

    /// Writes `dump` to its file, creating the directories on its way.
    /// `Err` holds the message `mlir-opt` prints when a directory or the
    /// file cannot be created (the dump is then dropped; the run goes on).
    pub fn write(&mut self, dump: &TreeDump) -> Result<(), String> {
        let depth = dump.ops.len();
        let mut counts = Vec::with_capacity(depth);
        for end in 1..=depth {
            let key = dump.ops[..end].to_vec();
            let count = if end == depth {
                let c = self.counters.entry(key).and_modify(|c| *c += 1).or_insert(0);
                *c
            } else {
                *self.counters.entry(key).or_insert(0)
            };
            counts.push(count.to_string());
        }
        let mut path = self.root.clone();
        create_dir(&path)?;
        for op in &dump.ops {
            path.push(&op.dir);
            create_dir(&path)?;
        }
        path.push(format!("{}_{}.mlir", counts.join("_"), dump.pass));
        std::fs::write(&path, &dump.text)
            .map_err(|e| format!("Error opening output file {}: {}\n", path.display(), os_message(&e)))
    }
}

/// Creates one directory (not its parents), as LLVM's `create_directory`
/// with `IgnoreExisting`.
fn create_dir(path: &std::path::Path) -> Result<(), String> {
    match std::fs::create_dir(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(format!("Error while creating directory {}: {}\n", path.display(), os_message(&e))),
    }
}

/// The system's message for an I/O error (`No such file or directory`),
/// without Rust's ` (os error 2)`.
fn os_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(dir: &str, position: u32) -> TreeDumpOp {
        TreeDumpOp { dir: dir.to_string(), position }
    }

    #[test]
    fn counters_follow_mlir() {
        let dir = std::env::temp_dir().join(format!("affine-opt-ir-tree-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut w = IrTreeWriter::new(dir.to_str().expect("utf-8 temp dir"));
        let module = op("builtin_module_no-symbol-name", 0);
        let f = op("func_func_f", 0);
        let dump = |ops: Vec<TreeDumpOp>, pass: &str| TreeDump { ops, pass: pass.into(), text: pass.into() };
        w.write(&dump(vec![module.clone(), f.clone()], "cse")).expect("written");
        w.write(&dump(vec![module.clone(), f.clone()], "canonicalize")).expect("written");
        w.write(&dump(vec![module.clone()], "cse")).expect("written");
        let func_dir = dir.join("builtin_module_no-symbol-name/func_func_f");
        assert_eq!(std::fs::read_to_string(func_dir.join("0_0_cse.mlir")).ok().as_deref(), Some("cse"));
        assert!(func_dir.join("0_1_canonicalize.mlir").exists());
        // The module was read as an ancestor (0) before its own first dump.
        assert!(dir.join("builtin_module_no-symbol-name/1_cse.mlir").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_missing_parent_directory_is_reported() {
        let mut w = IrTreeWriter::new("/nonexistent-affine-opt-dir/tree");
        let dump =
            TreeDump { ops: vec![op("builtin_module_no-symbol-name", 0)], pass: "cse".into(), text: String::new() };
        assert_eq!(
            w.write(&dump).err().as_deref(),
            Some("Error while creating directory /nonexistent-affine-opt-dir/tree: No such file or directory\n")
        );
    }
}
