//! Finding tag lines in doc comments.

use super::grammar::tag_name;

/// One doc-comment line that is a tag line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TagLine<'a> {
    /// The line from its `+` to its last non-whitespace char.
    pub text: &'a str,
    /// Byte offset of the `+` within the doc string given to [`tag_lines`].
    /// Add it to a span from the parser (`Span::shifted`) to get a position
    /// in the doc string.
    pub offset: usize,
}

impl<'a> TagLine<'a> {
    /// The tag name ([`tag_name`]) of this line, if it has a valid one.
    pub fn name(&self) -> Option<&'a str> {
        tag_name(self.text)
    }
}

/// Split a doc string (the content of one `#[doc = "..."]`, which may hold
/// several lines separated by `\n` or `\r\n`) into tag lines: a line is a tag
/// line if, after stripping leading spaces and tabs, it starts with `+`.
/// Whether the name is valid or registered is not checked here.
pub fn tag_lines(doc: &str) -> impl Iterator<Item = TagLine<'_>> {
    let mut line_start = 0usize;
    doc.split('\n').filter_map(move |line| {
        let start = line_start;
        line_start = line_start.saturating_add(line.len() + 1);
        let stripped = line.trim_start_matches([' ', '\t']);
        if !stripped.starts_with('+') {
            return None;
        }
        Some(TagLine {
            text: stripped.trim_end(),
            offset: start + (line.len() - stripped.len()),
        })
    })
}

/// The prose of a doc comment: every `+tag` line removed, each line's
/// leading space (after `///`) trimmed, and blank lines at either end
/// dropped.
pub fn description(doc: &str) -> String {
    let lines: Vec<&str> = doc
        .split('\n')
        .filter(|line| !line.trim_start_matches([' ', '\t']).starts_with('+'))
        .map(|line| line.strip_prefix(' ').unwrap_or(line).trim_end())
        .collect();
    lines.join("\n").trim_matches('\n').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn description_drops_tag_lines() {
        let doc = " Replicas to run.\n +k8s:optional\n\n More text.\n +k8s:minimum=0\n";
        assert_eq!(description(doc), "Replicas to run.\n\nMore text.");
        assert_eq!(description(" +k8s:required"), "");
    }

    fn collect(doc: &str) -> Vec<(&str, usize)> {
        tag_lines(doc).map(|l| (l.text, l.offset)).collect()
    }

    #[test]
    fn single_line_with_leading_space() {
        assert_eq!(collect(" +k8s:required"), vec![("+k8s:required", 1)]);
    }

    #[test]
    fn not_a_tag_line() {
        assert!(collect(" Some prose + more").is_empty());
        assert!(collect("").is_empty());
        assert!(collect("   ").is_empty());
        assert!(collect(" - +k8s:required").is_empty());
    }

    #[test]
    fn multi_line_doc_offsets() {
        let doc = "Field docs.\n\t +k8s:minimum=1\r\nmore\n  +k8s:maximum=5   \n+";
        let got = collect(doc);
        assert_eq!(got, vec![("+k8s:minimum=1", 14), ("+k8s:maximum=5", 37), ("+", 55)]);
        for (text, off) in got {
            assert_eq!(doc.get(off..off + text.len()), Some(text));
        }
    }

    #[test]
    fn only_spaces_and_tabs_are_stripped() {
        // A non-breaking space is not stripped, so the line does not start with '+'.
        assert!(collect("\u{a0}+k8s:required").is_empty());
        assert_eq!(collect("\t\t+x"), vec![("+x", 2)]);
    }

    #[test]
    fn trailing_whitespace_trimmed_but_comments_kept() {
        assert_eq!(collect(" +k8s:minimum=1 # why \t"), vec![("+k8s:minimum=1 # why", 1)]);
    }

    #[test]
    fn names() {
        let doc = " +k8s:ifEnabled(Foo)=+k8s:minimum=1\n +5 items\n +\n +_x.y-z:w=1";
        let names: Vec<Option<&str>> = tag_lines(doc).map(|l| l.name()).collect();
        assert_eq!(names, vec![Some("k8s:ifEnabled"), None, None, Some("_x.y-z:w")]);
    }

    #[test]
    fn unicode_before_tag() {
        let doc = "héllo\n +k8s:format=k8s-ip";
        assert_eq!(collect(doc), vec![("+k8s:format=k8s-ip", 8)]);
    }
}
