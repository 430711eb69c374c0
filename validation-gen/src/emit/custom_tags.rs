//! A generated file records the custom tags (registered by a program, not
//! built in) its module uses, in a header line. A generator without those
//! tags cannot reproduce the file, so it neither rewrites nor deletes it.

use crate::tags::grammar::is_name_char;

/// The header line's prefix; the tag names follow, separated by `, `.
const PREFIX: &str = "// Custom tags: ";

/// The header line's suffix, saying why the line is there.
const SUFFIX: &str = " (validation-gen without them leaves this file alone)";

/// The tags of `custom` that `source` uses (`+name` followed by a
/// non-name character, so chained uses count too), in `custom`'s order.
pub fn used_in<'a>(source: &str, custom: &[&'a str]) -> Vec<&'a str> {
    custom
        .iter()
        .copied()
        .filter(|name| {
            let needle = format!("+{name}");
            source.match_indices(&needle).any(|(at, _)| {
                source
                    .get(at + needle.len()..)
                    .and_then(|rest| rest.chars().next())
                    .is_none_or(|c| !is_name_char(c))
            })
        })
        .collect()
}

/// `contents` with the custom-tags line after its first line (the
/// "Code generated" header), or unchanged when `tags` is empty.
pub fn mark(contents: &str, tags: &[&str]) -> String {
    if tags.is_empty() {
        return contents.to_owned();
    }
    let (first, rest) = contents.split_once('\n').unwrap_or((contents, ""));
    format!("{first}\n{PREFIX}{}{SUFFIX}\n{rest}", tags.join(", "))
}

/// The custom tags a generated file's header names (none for a file
/// without the line, or any other file).
pub fn marked(contents: &str) -> Vec<String> {
    contents
        .lines()
        .take_while(|line| line.starts_with("//"))
        .find_map(|line| line.strip_prefix(PREFIX))
        .map(|names| {
            let names = names.strip_suffix(SUFFIX).unwrap_or(names);
            names.split(", ").map(str::to_owned).collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_whole_tag_names_only() {
        let source = "/// +example:multipleOf=5\n/// +k8s:eachVal=+example:even\n/// +example:oddity\n";
        assert_eq!(
            used_in(source, &["example:even", "example:multipleOf", "example:odd"]),
            ["example:even", "example:multipleOf"]
        );
    }

    #[test]
    fn marks_after_the_first_line_and_reads_it_back() {
        let marked_file = mark("// Code generated\n//\nfn f() {}\n", &["a:b", "c:d"]);
        assert_eq!(
            marked_file,
            "// Code generated\n// Custom tags: a:b, c:d (validation-gen without them leaves this file alone)\n//\nfn f() {}\n"
        );
        assert_eq!(marked(&marked_file), ["a:b", "c:d"]);
        assert_eq!(mark("// x\n", &[]), "// x\n");
        assert!(marked("// Code generated\nfn f() {}\n// Custom tags: a:b\n").is_empty());
    }
}
