//! YAML manifests: every document of a stream as JSON, with the line of
//! each field and of each repeated key.
//!
//! Read by the runtime's shared reader ([`validation_runtime::yaml`]), the
//! one behind the strict decoder: YAML as kubectl reads it (sigs.k8s.io/yaml
//! over go-yaml v2: `yes`, `on` and `y` are booleans, `017` is octal, `0b11`
//! and `1_000` integers, timestamps their text, keys resolved the same
//! way), merge keys merged in order as go-yaml merges them, anchors shared
//! rather than copied, aliases bounded over the whole file by go-yaml's
//! rule, nesting bounded. A repeated key keeps its last value and is
//! reported as the API server's YAML decoder reports it: `line N: key "k"
//! already set in map`, with N the line of the value in the file.

use validation_runtime::decode::Problem;
use validation_runtime::yaml;

use crate::crds::MAX_CRD_DEPTH;
use crate::document::{Document, LineIndex};

/// A YAML stream that does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YamlError {
    /// The line of the problem, from 1.
    pub line: usize,
    /// The parser's description.
    pub message: String,
    /// The whole text as the API server gives it (`yaml: line 3: ...`,
    /// `yaml: document contains excessive aliasing`, `json: unsupported
    /// value: NaN`).
    pub text: String,
}

/// Every non-empty document of `text`, in order.
pub fn documents(text: &str) -> Result<Vec<Document>, YamlError> {
    Documents::new(text).collect()
}

/// The non-empty documents of a stream, read one at a time (memory bounded
/// by the largest document); after an error, nothing more.
pub struct Documents<'t> {
    stream: yaml::Documents<'t>,
}

impl<'t> Documents<'t> {
    /// The documents of `text`, nested (aliases followed) at most as deep
    /// as the checks after reading go ([`MAX_CRD_DEPTH`]: they run on
    /// threads with a large stack).
    pub fn new(text: &'t str) -> Documents<'t> {
        Documents {
            stream: yaml::Documents::new(text).with_max_depth(MAX_CRD_DEPTH),
        }
    }
}

impl Iterator for Documents<'_> {
    type Item = Result<Document, YamlError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let mut lines = LineIndex::default();
            let read = match self.stream.next_with(&mut lines)? {
                Ok(read) => read,
                Err(e) => {
                    return Some(Err(YamlError {
                        line: e.line,
                        text: e.to_string(),
                        message: e.message,
                    }))
                }
            };
            if read.value.is_null() {
                continue;
            }
            let duplicates = read
                .repeated
                .into_iter()
                .map(|r| Problem::DuplicateKey {
                    line: r.line,
                    key: r.key,
                })
                .collect();
            return Some(Ok(Document {
                line: read.line,
                value: read.value,
                lines,
                duplicates,
            }));
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn documents_carry_values_lines_and_repeated_keys() {
        let text = "# a comment\n---\napiVersion: v1\nkind: A\nspec:\n  items:\n  - name: x\n    name: w\n  - &n z\n  - *n\n---\n---\n'q': \"1\"\n";
        let docs = documents(text).unwrap();
        assert_eq!(docs.len(), 2);
        let first = &docs[0];
        assert_eq!(first.line, 3);
        assert_eq!(
            first.value,
            json!({"apiVersion": "v1", "kind": "A", "spec": {"items": [{"name": "w"}, "z", "z"]}})
        );
        assert_eq!(
            first.duplicates,
            [Problem::DuplicateKey {
                line: 8,
                key: "name".into()
            }]
        );
        let lines: Vec<_> = [
            "kind",
            "spec",
            "spec.items",
            "spec.items[0].name",
            "spec.items[2]",
            "spec.items[1].x",
        ]
        .iter()
        .map(|p| first.lines.line_of(p))
        .collect();
        assert_eq!(lines, [Some(4), Some(5), Some(6), Some(8), Some(10), Some(9)]);
        assert_eq!(docs[1].line, 13);
        assert_eq!(docs[1].value, json!({"q": "1"}));
    }

    /// The readings of issue 25 that differed from kubectl's.
    #[test]
    fn manifests_read_as_kubectl_reads_them() {
        let text = "spec:\n  v: [1_000, 0b11, 017, !!int \"12\", 2001-12-14, yes, on]\n  addresses: [1.2.3.4, 001:db8::]\n  w: {k: a:}\n";
        let docs = documents(text).unwrap();
        assert_eq!(
            docs[0].value,
            json!({"spec": {
                "v": [1000, 3, 15, 12, "2001-12-14", true, true],
                "addresses": ["1.2.3.4", "001:db8::"],
                "w": {"k": "a:"}
            }})
        );
        assert_eq!(docs[0].lines.line_of("spec.addresses[1]"), Some(3));
        let bom = documents("\u{feff}kind: A\n").unwrap();
        assert_eq!((bom[0].line, &bom[0].value), (1, &json!({"kind": "A"})));
    }

    /// go-yaml v2 merges in order: a key written after the merge overrides
    /// it and is a repeated key for the strict pass, as the API server
    /// reports it.
    #[test]
    fn merge_keys_merge_in_order() {
        let text = "base: &b {a: 1, b: 2}\nmore: &m {c: 3}\nx:\n  <<: [*b, *m]\n  b: 20\n  a: 10\n  a: 11\n";
        let docs = documents(text).unwrap();
        assert_eq!(docs[0].value["x"], json!({"a": 11, "b": 20, "c": 3}));
        let repeated: Vec<String> = docs[0].duplicates.iter().map(ToString::to_string).collect();
        assert_eq!(
            repeated,
            [
                "line 5: key \"b\" already set in map",
                "line 6: key \"a\" already set in map",
                "line 7: key \"a\" already set in map"
            ]
        );
        let err = documents("x:\n  <<: 1\n").unwrap_err();
        assert_eq!(
            err,
            YamlError {
                line: 2,
                message: "map merge requires map or sequence of maps as the value".into(),
                text: "yaml: map merge requires map or sequence of maps as the value".into(),
            }
        );
    }

    #[test]
    fn nesting_is_bounded() {
        // saphyr bounds flow nesting at 255.
        let deep = format!("{}{}", "[".repeat(300), "]".repeat(300));
        assert_eq!(
            documents(&deep).unwrap_err(),
            YamlError {
                line: 1,
                message: "exceeded max depth of 255".into(),
                text: "yaml: line 1: exceeded max depth of 255".into(),
            }
        );
        let ok = format!("{}{}", "[".repeat(200), "]".repeat(200));
        assert_eq!(documents(&ok).unwrap().len(), 1);
    }

    #[test]
    fn a_billion_laughs_is_excessive_aliasing() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..10 {
            let refs = vec![format!("*a{}", i - 1); 10].join(",");
            text.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
        }
        let err = documents(&text).unwrap_err();
        assert_eq!(err.text, "yaml: document contains excessive aliasing");
    }

    /// 1 MB of deep YAML with long keys (YAML allows 1,024 characters): the
    /// line index holds one segment per value, not each value's 120 kB path.
    #[test]
    fn deep_documents_keep_one_segment_per_value() {
        let key = "k".repeat(1_000);
        let mut text = String::new();
        for depth in 0..120 {
            text.push_str(&" ".repeat(depth));
            text.push_str(&key);
            text.push_str(":\n");
        }
        let indent = " ".repeat(120);
        let leaves = (1_000_000 - text.len()) / (indent.len() + 12);
        for i in 0..leaves {
            text.push_str(&format!("{indent}v{i:07}: 1\n"));
        }
        let docs = documents(&text).unwrap();
        let mut path = vec![key.as_str(); 120].join(".");
        path.push_str(&format!(".v{:07}", leaves - 1));
        assert_eq!(docs[0].lines.line_of(&path), Some(120 + leaves));
    }

    #[test]
    fn streams_are_read_one_document_at_a_time() {
        let mut docs = Documents::new("a: 1\n---\n---\nb: [\n");
        assert_eq!(docs.next().unwrap().unwrap().value, json!({"a": 1}));
        let err = docs.next().unwrap().unwrap_err();
        assert_eq!(err.line, 5);
        assert!(docs.next().is_none());
    }

    #[test]
    fn syntax_errors_have_a_line() {
        let err = documents("a: b\n  c: d: e\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert_eq!(err.message, "mapping values are not allowed in this context");
        assert_eq!(err.text, "yaml: line 2: mapping values are not allowed in this context");
    }

    /// Nesting past the checks' depth is an error, not a stack overflow:
    /// written out, or through 2,200 anchors (each a list holding the one
    /// before), where go-yaml's alias rule stops it first.
    #[test]
    fn depth_is_bounded_also_through_anchors() {
        // On a worker's stack, as the command reads.
        std::thread::Builder::new()
            .stack_size(crate::WORKER_STACK)
            .spawn(depth_bounds)
            .unwrap()
            .join()
            .unwrap();
    }

    fn depth_bounds() {
        let written = format!("{}x\n", "- ".repeat(MAX_CRD_DEPTH + 1));
        let err = documents(&written).unwrap_err();
        assert_eq!(err.text, "yaml: line 1: exceeded max depth of 1000");
        let within = format!("{}x\n", "- ".repeat(MAX_CRD_DEPTH - 1));
        assert_eq!(documents(&within).unwrap().len(), 1);

        let mut text = String::from("a0: &a0 [x]\n");
        for i in 1..2_200 {
            text.push_str(&format!("a{i}: &a{i} [*a{}]\n", i - 1));
        }
        let err = documents(&text).unwrap_err();
        assert_eq!(err.text, "yaml: document contains excessive aliasing");
    }

    /// A `kind: List` of 20,000 items splits in linear time: each item's
    /// lines are the shared index re-rooted, not a copy filtered from all.
    #[test]
    fn a_long_list_splits_in_linear_time() {
        let n = 20_000;
        let mut text = String::from("apiVersion: v1\nkind: List\nitems:\n");
        for i in 0..n {
            text.push_str(&format!("- kind: A\n  metadata:\n    name: a{i}\n"));
        }
        let doc = documents(&text).unwrap().remove(0);
        let items = doc.split_list();
        assert_eq!(items.len(), n);
        let last = &items[n - 1];
        assert_eq!(
            (last.line, last.lines.line_of("metadata.name")),
            (3 + 3 * n - 2, Some(3 + 3 * n))
        );
    }
}
