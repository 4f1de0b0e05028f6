//! `--help` in the layout of LLVM's command-line library, as `mlir-opt`
//! prints it: an overview, the registered dialects, the usage line, every
//! option sorted by name with its value kind (`=<uint>`) and help after a
//! ` - ` column, enum values on lines of their own, and the passes with
//! their options as `--list-passes` shows them. A user who knows
//! `mlir-opt --help` finds the same things in the same places.

use clap::{Arg, Command};

/// What the overview line says.
const OVERVIEW: &str = "MLIR affine dialect optimizer and analysis driver (mlir-opt compatible)";

/// The help text: `cmd`'s options (the pass flags, which the pass list
/// shows, excluded by `is_pass`), then `passes` (`--list-passes` text),
/// with `dialects` listed in the header.
pub fn render(cmd: &Command, dialects: &[&str], passes: &str, is_pass: impl Fn(&str) -> bool) -> String {
    // Built, the arguments know how many values they take.
    let mut cmd = cmd.clone();
    cmd.build();
    let mut general: Vec<OptionLine> = Vec::new();
    let mut generic: Vec<OptionLine> = Vec::new();
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        if arg.is_positional() || is_pass(id) {
            continue;
        }
        let line = OptionLine::of(arg);
        // LLVM's "Generic Options" category: what asks about the tool
        // itself rather than a run.
        if matches!(id, "help" | "version" | "list-passes") {
            generic.push(line);
        } else {
            general.push(line);
        }
    }
    general.sort_by(|a, b| a.sort_key().cmp(b.sort_key()));
    generic.sort_by(|a, b| a.sort_key().cmp(b.sort_key()));
    let width = general.iter().chain(&generic).map(OptionLine::width).max().unwrap_or(0);

    let mut dialects = dialects.to_vec();
    dialects.sort_unstable();
    let mut out = format!(
        "OVERVIEW: {OVERVIEW}\n\nAvailable Dialects: {}\nUSAGE: affine-opt [options] <input file>\n\nOPTIONS:\n\nGeneral options:\n\n",
        dialects.join(", ")
    );
    for line in &general {
        line.print(&mut out, width);
    }
    out.push_str("  Compiler passes to run\n");
    for line in passes.lines() {
        // As in mlir-opt, enum values of pass options keep their indent.
        if !line.starts_with("    =") {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("\nGeneric Options:\n\n");
    for line in &generic {
        line.print(&mut out, width);
    }
    out
}

/// One option as LLVM prints it.
struct OptionLine {
    /// The name LLVM sorts by (`o` for `-o`).
    name: String,
    /// `--name=<uint>`, `--name[=<string>]` or `-o <filename>`.
    spelling: String,
    /// The help text.
    help: String,
    /// An enum option's values and their help (`=list`).
    values: Vec<(String, String)>,
}

impl OptionLine {
    fn of(arg: &Arg) -> OptionLine {
        let long = arg.get_long().unwrap_or_else(|| arg.get_id().as_str());
        let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
        // LLVM spells the output file as `-o <filename>`.
        if arg.get_short() == Some('o') {
            return OptionLine { name: "o".into(), spelling: "-o <filename>".into(), help, values: Vec::new() };
        }
        let takes_value = arg.get_num_args().is_some_and(|n| n.takes_values());
        let is_bool = arg.get_value_parser().type_id() == std::any::TypeId::of::<bool>();
        if !takes_value || is_bool {
            return OptionLine { name: long.into(), spelling: format!("--{long}"), help, values: Vec::new() };
        }
        let possible: Vec<(String, String)> = arg
            .get_possible_values()
            .iter()
            .map(|v| {
                let name = if v.get_name().is_empty() { "<empty>" } else { v.get_name() };
                (format!("={name}"), v.get_help().map(ToString::to_string).unwrap_or_else(|| name.to_string()))
            })
            .collect();
        let value = if !possible.is_empty() { "value".to_string() } else { value_kind(arg) };
        let optional = arg.get_num_args().is_some_and(|n| n.min_values() == 0);
        let spelling = if optional { format!("--{long}[=<{value}>]") } else { format!("--{long}=<{value}>") };
        OptionLine { name: long.into(), spelling, help, values: possible }
    }

    /// LLVM sorts options by name.
    fn sort_key(&self) -> &str {
        &self.name
    }

    /// The columns the option's longest line takes before its ` - `.
    fn width(&self) -> usize {
        let values = self.values.iter().map(|(v, _)| v.len() + 4);
        values.fold(self.spelling.len() + 2, usize::max)
    }

    fn print(&self, out: &mut String, width: usize) {
        let head = format!("  {}", self.spelling);
        out.push_str(&head);
        pad(out, width.saturating_sub(head.len()));
        out.push_str(" - ");
        out.push_str(&self.help);
        out.push('\n');
        for (value, help) in &self.values {
            let head = format!("    {value}");
            out.push_str(&head);
            pad(out, width.saturating_sub(head.len()));
            out.push_str(" -   ");
            out.push_str(help);
            out.push('\n');
        }
    }
}

/// LLVM's name for the kind of value a flag takes (`uint`, `string`).
fn value_kind(arg: &Arg) -> String {
    if let Some(name) = arg.get_value_names().and_then(|names| names.first()) {
        return name.to_string();
    }
    let kind = arg.get_value_parser().type_id();
    if kind == std::any::TypeId::of::<u32>() {
        "uint".into()
    } else if kind == std::any::TypeId::of::<u64>() {
        "ulong".into()
    } else if kind == std::any::TypeId::of::<f64>() {
        "number".into()
    } else {
        "string".into()
    }
}

/// Appends `n` spaces.
fn pad(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Command {
        Command::new("t")
            .disable_help_flag(true)
            .disable_version_flag(true)
            .arg(Arg::new("input"))
            .arg(Arg::new("output").short('o').long("output").help("Output file"))
            .arg(Arg::new("limit-all").long("limit-all").action(clap::ArgAction::SetTrue).help("All"))
            .arg(Arg::new("zeta").long("zeta").action(clap::ArgAction::SetTrue).help("Last"))
            .arg(
                Arg::new("limit")
                    .long("limit")
                    .require_equals(true)
                    .value_parser(clap::value_parser!(u32))
                    .help("A limit"),
            )
            .arg(Arg::new("mode").long("mode").require_equals(true).value_parser(["a", "bb"]).help("Mode"))
            .arg(Arg::new("some-pass").long("some-pass").help("A pass"))
            .arg(Arg::new("help").long("help").action(clap::ArgAction::SetTrue).help("Display available options"))
    }

    #[test]
    fn options_are_sorted_aligned_and_typed_as_llvm_prints_them() {
        let text = render(&sample(), &["b", "a"], "Passes:\n  --some-pass   -   A pass\n", |id| id == "some-pass");
        let expected = "\
OVERVIEW: MLIR affine dialect optimizer and analysis driver (mlir-opt compatible)

Available Dialects: a, b
USAGE: affine-opt [options] <input file>

OPTIONS:

General options:

  --limit=<uint> - A limit
  --limit-all    - All
  --mode=<value> - Mode
    =a           -   a
    =bb          -   bb
  -o <filename>  - Output file
  --zeta         - Last
  Compiler passes to run
    Passes:
      --some-pass   -   A pass

Generic Options:

  --help         - Display available options
";
        assert_eq!(text, expected);
    }
}
