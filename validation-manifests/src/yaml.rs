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

use std::collections::VecDeque;
use std::io::BufRead;

use validation_runtime::decode::Problem;
use validation_runtime::yaml::{self, AliasBudget, FieldLines};

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

/// Why reading a stream stopped.
#[derive(Debug)]
pub enum ReadError {
    /// It does not parse.
    Yaml(YamlError),
    /// It cannot be read (or is not UTF-8).
    Io(std::io::Error),
}

/// Every non-empty document of `text`, in order.
#[cfg(test)]
pub fn documents(text: &str) -> Result<Vec<Document>, YamlError> {
    Documents::new(text.as_bytes())
        .map(|d| {
            d.map_err(|e| match e {
                ReadError::Yaml(e) => e,
                // A slice of a `str` reads as UTF-8 without fail.
                ReadError::Io(e) => YamlError {
                    line: 0,
                    message: e.to_string(),
                    text: e.to_string(),
                },
            })
        })
        .collect()
}

/// The non-empty documents of a stream, read one part at a time, so that
/// memory is bounded by the largest document, not the file. As kubectl's
/// YAML reader, a line `---` (followed by nothing but spaces or a comment)
/// ends a part and each part is read on its own; lines are counted over
/// the whole stream and aliases are bounded over it (go-yaml's rule, the
/// budget carried from part to part). A line `---` with nothing but
/// comments, blank lines and directives before it stays in its part, so a
/// `%YAML` directive keeps its document. After an error, nothing more.
pub struct Documents<R> {
    reader: R,
    /// Lines read so far.
    lines_read: usize,
    /// The part being read; the buffer is kept from part to part.
    part: Vec<u8>,
    /// The line (from 1) where the next part starts.
    next_line: usize,
    budget: AliasBudget,
    /// Documents of the part read, not given yet (a part holds more than
    /// one when written with `...` or `--- <content>`).
    ready: VecDeque<Document>,
    /// Given after `ready`: where reading stopped.
    failed: Option<ReadError>,
    done: bool,
}

impl<R: BufRead> Documents<R> {
    /// The documents of `reader`, nested (aliases followed) at most as deep
    /// as the checks after reading go ([`MAX_CRD_DEPTH`]: they run on
    /// threads with a large stack).
    pub fn new(reader: R) -> Documents<R> {
        Documents {
            reader,
            lines_read: 0,
            part: Vec::new(),
            next_line: 1,
            budget: AliasBudget::default(),
            ready: VecDeque::new(),
            failed: None,
            done: false,
        }
    }

    /// Reads the next part into `part` (the separator that ends it left
    /// out, as kubectl leaves it out); the line (from 1) of its first line,
    /// `None` at the end of the stream.
    fn read_part(&mut self) -> std::io::Result<Option<usize>> {
        let first_line = self.next_line;
        self.part.clear();
        let mut has_content = false;
        loop {
            let start = self.part.len();
            if self.reader.read_until(b'\n', &mut self.part)? == 0 {
                break;
            }
            if self.lines_read == 0 && self.part.starts_with(BOM) {
                // A leading byte-order mark is skipped, as go-yaml skips it.
                self.part.drain(..BOM.len());
            }
            self.lines_read += 1;
            let line = self.part.get(start..).unwrap_or_default();
            if has_content && is_separator(line) {
                self.part.truncate(start);
                self.next_line = self.lines_read + 1;
                break;
            }
            has_content |= is_content(line);
        }
        Ok((!self.part.is_empty()).then_some(first_line))
    }

    /// Reads the next part's documents into `ready`, or the reason to stop
    /// into `failed`.
    fn read_next_part(&mut self) {
        let read = self.read_part().and_then(|first_line| {
            let Some(first_line) = first_line else {
                return Ok(None);
            };
            // Checked as UTF-8 once per part; the buffer comes back below.
            let text = String::from_utf8(std::mem::take(&mut self.part)).map_err(|_| {
                std::io::Error::new(std::io::ErrorKind::InvalidData, "stream did not contain valid UTF-8")
            })?;
            Ok(Some((text, first_line)))
        });
        let (text, first_line) = match read {
            Ok(Some(part)) => part,
            Ok(None) => {
                self.done = true;
                return;
            }
            Err(e) => {
                self.done = true;
                self.failed = Some(ReadError::Io(e));
                return;
            }
        };
        self.read_documents(&text, first_line);
        self.part = text.into_bytes();
    }

    /// The documents of one part, starting at line `first_line` of the
    /// stream, into `ready` (or the error into `failed`).
    fn read_documents(&mut self, text: &str, first_line: usize) {
        let offset = first_line - 1;
        let mut stream = yaml::Documents::new(text)
            .with_max_depth(MAX_CRD_DEPTH)
            .with_alias_budget(self.budget);
        loop {
            let mut lines = LineIndex::default();
            let read = match stream.next_with(&mut Shifted {
                lines: &mut lines,
                by: offset,
            }) {
                None => break,
                Some(Ok(read)) => read,
                Some(Err(mut e)) => {
                    e.line += offset;
                    self.done = true;
                    self.failed = Some(ReadError::Yaml(YamlError {
                        line: e.line,
                        text: e.to_string(),
                        message: e.message,
                    }));
                    return;
                }
            };
            if read.value.is_null() {
                continue;
            }
            let duplicates = read
                .repeated
                .into_iter()
                .map(|r| Problem::DuplicateKey {
                    line: r.line + offset,
                    key: r.key,
                })
                .collect();
            self.ready.push_back(Document {
                line: read.line + offset,
                value: read.value,
                lines,
                duplicates,
            });
        }
        self.budget = stream.alias_budget();
    }
}

impl<R: BufRead> Iterator for Documents<R> {
    type Item = Result<Document, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(doc) = self.ready.pop_front() {
                return Some(Ok(doc));
            }
            if let Some(e) = self.failed.take() {
                return Some(Err(e));
            }
            if self.done {
                return None;
            }
            self.read_next_part();
        }
    }
}

/// The UTF-8 byte-order mark.
const BOM: &[u8] = "\u{feff}".as_bytes();

/// A line that ends a part, as kubectl's YAML reader reads one: `---`,
/// then nothing but spaces or a comment.
fn is_separator(line: &[u8]) -> bool {
    line.strip_prefix(b"---").is_some_and(|rest| {
        let trimmed = rest.trim_ascii();
        (rest.first().is_none_or(u8::is_ascii_whitespace)) && (trimmed.is_empty() || trimmed.starts_with(b"#"))
    })
}

/// A line that is more than a comment, a blank, a directive or a
/// separator: a part that has one is a document.
fn is_content(line: &[u8]) -> bool {
    let trimmed = line.trim_ascii_start();
    !(trimmed.is_empty() || trimmed.starts_with(b"#") || line.starts_with(b"%") || is_separator(line))
}

/// Notes lines in a document's index, shifted from its part to the file.
struct Shifted<'l> {
    lines: &'l mut LineIndex,
    by: usize,
}

impl FieldLines for Shifted<'_> {
    type Slot = usize;
    fn root(&mut self) -> usize {
        self.lines.root_slot()
    }
    fn child(&mut self, parent: usize, segment: &str, line: usize) -> usize {
        self.lines.child(parent, segment, line + self.by)
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
        let mut docs = Documents::new("a: 1\n---\n---\nb: [\n".as_bytes());
        assert_eq!(docs.next().unwrap().unwrap().value, json!({"a": 1}));
        let Some(Err(ReadError::Yaml(err))) = docs.next() else {
            panic!("not a syntax error")
        };
        assert_eq!(err.line, 5);
        assert!(docs.next().is_none());
    }

    /// Parts end at kubectl's separators; lines, repeated keys and errors
    /// count over the whole file.
    #[test]
    fn parts_end_at_separators_and_lines_count_over_the_file() {
        let text = "%YAML 1.1\n---\na: 1\n--- # two\nb: 2\nb: 3\n---   \n--- {c: 4}\n...\n---\nd: |\n  x\n  --- not a separator\n---\n";
        let docs = documents(text).unwrap();
        let values: Vec<_> = docs.iter().map(|d| (d.line, d.value.clone())).collect();
        assert_eq!(
            values,
            [
                (3, json!({"a": 1})),
                (5, json!({"b": 3})),
                (8, json!({"c": 4})),
                (11, json!({"d": "x\n--- not a separator\n"})),
            ]
        );
        assert_eq!(
            docs[1].duplicates,
            [Problem::DuplicateKey {
                line: 6,
                key: "b".into()
            }]
        );
        assert_eq!(docs[3].lines.line_of("d"), Some(11));
        let err = documents("a: 1\n---\nb: 2\n---\nc: [\n").unwrap_err();
        assert_eq!(
            err.text,
            "yaml: line 6: while parsing a node, did not find expected node content"
        );
    }

    /// The alias budget is the file's: documents each within go-yaml's
    /// rule, read in parts of their own, still pass it together.
    #[test]
    fn aliases_are_bounded_over_the_file() {
        let doc = "a: &a [x, x, x, x, x, x, x, x, x]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n";
        assert!(documents(doc).is_ok());
        let stream = format!("---\n{doc}").repeat(10_000);
        let read: Vec<_> = Documents::new(stream.as_bytes()).collect();
        assert_eq!(read.len(), 9349);
        let Some(Err(ReadError::Yaml(err))) = read.last() else {
            panic!("not an aliasing error")
        };
        assert_eq!(err.text, "yaml: document contains excessive aliasing");
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
