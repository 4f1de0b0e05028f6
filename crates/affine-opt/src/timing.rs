//! `--mlir-timing`: the execution time report `mlir-opt` prints per chunk
//! (parsing, every pass and nested pipeline, printing), in its layouts:
//! a tree (default), a list sorted by time (`--mlir-timing-display=list`)
//! or JSON (`--mlir-output-format=json`).

use std::fmt::Write as _;
use std::time::Duration;

use affine_transforms::TimingNode;

/// How the report is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimingFormat {
    /// A flat list sorted by wall time instead of the tree.
    pub list: bool,
    /// JSON instead of text.
    pub json: bool,
}

/// One row's times.
#[derive(Clone, Copy)]
struct Times {
    wall: f64,
    user: f64,
}

/// The report for `nodes` (the chunk's top-level timers, in the order they
/// ran) out of `total` wall time: the time no timer covers is `Rest`.
pub fn report(nodes: &[TimingNode], total: Duration, format: TimingFormat) -> String {
    let covered: Duration = nodes.iter().map(|n| n.wall).sum();
    let rest = total.saturating_sub(covered);
    let extra_user: f64 = nodes.iter().map(|n| n.user.as_secs_f64() - n.wall.as_secs_f64()).sum();
    let total = Times { wall: total.as_secs_f64(), user: total.as_secs_f64() + extra_user.max(0.0) };
    let rest = Times { wall: rest.as_secs_f64(), user: rest.as_secs_f64() };
    // MLIR shows the user time only when some work ran on several threads.
    let show_user = (total.user - total.wall).abs() > 1e-9;
    if format.json {
        return json_report(nodes, rest, total, show_user);
    }
    let mut out = String::new();
    out.push_str("===-------------------------------------------------------------------------===\n");
    out.push_str("                         ... Execution time report ...\n");
    out.push_str("===-------------------------------------------------------------------------===\n");
    let _ = writeln!(out, "  Total Execution Time: {:.4} seconds\n", total.wall);
    if show_user {
        out.push_str("  ----User Time----");
    }
    out.push_str("  ----Wall Time----  ----Name----\n");
    if format.list {
        let mut rows: Vec<(String, Times)> = vec![("root".to_string(), total)];
        flatten(nodes, &mut rows);
        // Stable: equal times keep the order they ran in.
        rows.sort_by(|a, b| b.1.wall.total_cmp(&a.1.wall));
        for (name, times) in &rows {
            row(&mut out, 0, name, *times, total, show_user);
        }
    } else {
        for node in nodes {
            tree_rows(&mut out, 0, node, total, show_user);
        }
    }
    row(&mut out, 0, "Rest", rest, total, show_user);
    row(&mut out, 0, "Total", total, total, show_user);
    out
}

fn times(node: &TimingNode) -> Times {
    Times { wall: node.wall.as_secs_f64(), user: node.user.as_secs_f64() }
}

fn percent(part: f64, whole: f64) -> f64 {
    if whole > 0.0 { 100.0 * part / whole } else { 0.0 }
}

/// One line: the times (user, if shown, then wall) and the indented name.
fn row(out: &mut String, indent: usize, name: &str, t: Times, total: Times, show_user: bool) {
    if show_user {
        let _ = write!(out, "  {:8.4} ({:5.1}%)", t.user, percent(t.user, total.user));
    }
    let _ = writeln!(out, "  {:8.4} ({:5.1}%)  {:indent$}{name}", t.wall, percent(t.wall, total.wall), "");
}

fn tree_rows(out: &mut String, indent: usize, node: &TimingNode, total: Times, show_user: bool) {
    row(out, indent, &node.name, times(node), total, show_user);
    for child in &node.children {
        tree_rows(out, indent + 2, child, total, show_user);
    }
}

/// Every node of the tree once per name, times summed.
fn flatten(nodes: &[TimingNode], rows: &mut Vec<(String, Times)>) {
    for node in nodes {
        let t = times(node);
        match rows.iter_mut().find(|(name, _)| *name == node.name) {
            Some((_, sum)) => {
                sum.wall += t.wall;
                sum.user += t.user;
            }
            None => rows.push((node.name.clone(), t)),
        }
        flatten(&node.children, rows);
    }
}

fn json_times(out: &mut String, t: Times, total: Times, show_user: bool) {
    if show_user {
        let _ = write!(
            out,
            "{{\"user\": {{\"duration\": {:8.4}, \"percentage\": {:5.1}}}, ",
            t.user,
            percent(t.user, total.user)
        );
    } else {
        out.push('{');
    }
    let _ =
        write!(out, "\"wall\": {{\"duration\": {:8.4}, \"percentage\": {:5.1}}}", t.wall, percent(t.wall, total.wall));
}

fn json_node(out: &mut String, indent: usize, node: &TimingNode, total: Times, show_user: bool) {
    let pad = " ".repeat(indent);
    out.push_str(&pad);
    json_times(out, times(node), total, show_user);
    let _ = writeln!(out, ", \"name\": {}, \"passes\": [", json_string(&node.name));
    for child in &node.children {
        json_node(out, indent + 2, child, total, show_user);
    }
    let _ = writeln!(out, "{pad}{{}}]}},");
}

fn json_report(nodes: &[TimingNode], rest: Times, total: Times, show_user: bool) -> String {
    let mut out = String::from("[\n");
    for node in nodes {
        json_node(&mut out, 0, node, total, show_user);
    }
    json_times(&mut out, rest, total, show_user);
    out.push_str(", \"name\": \"Rest\"},\n");
    json_times(&mut out, total, total, show_user);
    out.push_str(", \"name\": \"Total\"}\n]\n");
    out
}

fn json_string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(name: &str, ms: u64, children: Vec<TimingNode>) -> TimingNode {
        let d = Duration::from_millis(ms);
        TimingNode { name: name.into(), wall: d, user: d, children, instance: 0 }
    }

    #[test]
    fn tree_lists_passes_under_their_pipeline_and_the_rest() {
        let nodes = vec![
            node("Parser", 20, vec![]),
            node("'func.func' Pipeline", 10, vec![node("CSE", 4, vec![])]),
            node("Output", 5, vec![]),
        ];
        let text = report(&nodes, Duration::from_millis(40), TimingFormat { list: false, json: false });
        assert!(text.contains("  Total Execution Time: 0.0400 seconds\n"));
        assert!(text.contains("  ----Wall Time----  ----Name----\n"));
        assert!(!text.contains("User Time"));
        assert!(text.contains("    0.0200 ( 50.0%)  Parser\n"));
        assert!(text.contains("    0.0040 ( 10.0%)    CSE\n"));
        assert!(text.contains("    0.0050 ( 12.5%)  Rest\n"));
        assert!(text.ends_with("    0.0400 (100.0%)  Total\n"));
    }

    #[test]
    fn user_time_is_shown_when_work_overlapped() {
        let mut pipeline = node("'func.func' Pipeline", 10, vec![node("CSE", 10, vec![])]);
        pipeline.user = Duration::from_millis(18);
        pipeline.children[0].user = Duration::from_millis(18);
        let text = report(&[pipeline], Duration::from_millis(20), TimingFormat { list: false, json: false });
        assert!(text.contains("  ----User Time----  ----Wall Time----  ----Name----\n"));
        assert!(text.contains("    0.0180 ( 64.3%)    0.0100 ( 50.0%)    CSE\n"), "{text}");
    }

    #[test]
    fn list_sorts_by_time_and_json_nests_passes() {
        let nodes = vec![node("Parser", 2, vec![]), node("Canonicalizer", 6, vec![])];
        let list = report(&nodes, Duration::from_millis(10), TimingFormat { list: true, json: false });
        let canon = list.find("Canonicalizer").unwrap();
        assert!(list.find("root").unwrap() < canon && canon < list.find("Parser").unwrap());
        let json = report(&nodes, Duration::from_millis(10), TimingFormat { list: false, json: true });
        assert!(json.starts_with("[\n{\"wall\": {\"duration\":   0.0020, \"percentage\":  20.0}, \"name\": \"Parser\", \"passes\": [\n{}]},\n"));
        assert!(json.ends_with("\"name\": \"Total\"}\n]\n"));
    }
}
