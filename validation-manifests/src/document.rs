//! One document of an input file: its JSON value, where it starts, the
//! line of each of its fields, and the keys it repeats.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, OnceLock};

use serde_json::Value;
use validation_runtime::decode::Problem;
use validation_runtime::yaml::FieldLines;

/// A document read from a manifest file.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// The line (from 1) where the document's content starts.
    pub line: usize,
    /// The document as JSON; repeated keys keep their last value, as the
    /// API server's decoders do.
    pub value: Value,
    /// The line of each field and list item, when the format gives it.
    pub lines: LineIndex,
    /// Repeated keys, in document order: `line N: key "k" already set in
    /// map` for YAML, `duplicate field "a.b"` for JSON.
    pub duplicates: Vec<Problem>,
}

/// Lines of fields as a tree of path segments (field names, map keys and
/// list indices alike), so both `spec.labels.app` (a pruned path) and
/// `spec.labels[app]` (a field error) find the same line. Each value costs
/// one segment, not its whole path, and a subtree shares the tree.
#[derive(Clone, Debug, PartialEq)]
pub struct LineIndex {
    tree: Arc<LineTree>,
    /// The value this index is rooted at; [`ROOT`] for the document.
    root: usize,
}

/// The values in the order read. Reading appends to two vectors; the map
/// from a parent and a segment to the value is built at the first lookup,
/// which only a document with findings needs.
#[derive(Clone, Debug, Default)]
struct LineTree {
    values: Vec<Noted>,
    /// The segments of all values, one after the other.
    segments: String,
    /// Each value by its parent and its segment; the last one read of a
    /// repeated key wins, as its value does.
    index: OnceLock<HashMap<(usize, Box<str>), usize>>,
}

#[derive(Clone, Debug, PartialEq)]
struct Noted {
    parent: usize,
    /// Its segment in `segments`.
    segment: Range<usize>,
    line: usize,
}

/// Equal when the same values were noted (whether looked up or not).
impl PartialEq for LineTree {
    fn eq(&self, other: &Self) -> bool {
        self.values == other.values && self.segments == other.segments
    }
}

impl LineTree {
    fn index(&self) -> &HashMap<(usize, Box<str>), usize> {
        self.index.get_or_init(|| {
            let mut index = HashMap::with_capacity(self.values.len());
            for (id, value) in self.values.iter().enumerate() {
                let segment = self.segments.get(value.segment.clone()).unwrap_or_default();
                index.insert((value.parent, Box::from(segment)), id);
            }
            index
        })
    }
}

/// The document's root (it has no line of its own here).
const ROOT: usize = usize::MAX;
/// A subtree the document does not have.
const NOWHERE: usize = usize::MAX - 1;

impl Default for LineIndex {
    fn default() -> LineIndex {
        LineIndex {
            tree: Arc::default(),
            root: ROOT,
        }
    }
}

impl LineIndex {
    /// Records the line of the value at `segments` (and of its parents not
    /// recorded yet).
    pub fn insert(&mut self, segments: &[String], line: usize) {
        let Some((last, parents)) = segments.split_last() else {
            return;
        };
        let mut at = self.root;
        for segment in parents {
            at = match self.find(at, segment) {
                Some(id) => id,
                None => self.child(at, segment, line),
            };
        }
        self.child(at, last, line);
    }

    /// Records the line of `segment` under `parent` (a value recorded
    /// before, or [`LineIndex::root_slot`]); returns the new value.
    pub fn child(&mut self, parent: usize, segment: &str, line: usize) -> usize {
        let tree = Arc::make_mut(&mut self.tree);
        tree.index.take();
        let start = tree.segments.len();
        tree.segments.push_str(segment);
        tree.values.push(Noted {
            parent,
            segment: start..tree.segments.len(),
            line,
        });
        tree.values.len() - 1
    }

    /// The value this index is rooted at, parent of its top-level fields.
    pub fn root_slot(&self) -> usize {
        self.root
    }

    fn find(&self, parent: usize, segment: &str) -> Option<usize> {
        self.tree.index().get(&(parent, Box::from(segment))).copied()
    }

    /// The line of the deepest field of `path` (a field-error path such as
    /// `spec.items[2].name` or `metadata.labels[app.kubernetes.io/name]`, or
    /// a pruned path such as `spec.foo`) that the document has; `None` when
    /// not even the first field is known.
    pub fn line_of(&self, path: &str) -> Option<usize> {
        let mut at = self.root;
        let mut line = None;
        for segment in split_path(path) {
            let Some(id) = self.find(at, &segment) else { break };
            line = self.tree.values.get(id).map(|v| v.line);
            at = id;
        }
        line
    }

    /// The items of the top-level list `field` (of `len` items), each with
    /// its line and its lines re-rooted there: one pass over the values
    /// read, the map of lookups not built.
    fn list_items(&self, field: &str, len: usize) -> Vec<Option<(usize, LineIndex)>> {
        let tree = &self.tree;
        let segment = |value: &Noted| tree.segments.get(value.segment.clone()).unwrap_or_default();
        let list = tree
            .values
            .iter()
            .rposition(|v| v.parent == self.root && segment(v) == field);
        let mut items = vec![None; len];
        let Some(list) = list else {
            return items;
        };
        for (id, value) in tree.values.iter().enumerate().skip(list + 1) {
            if value.parent != list {
                continue;
            }
            let Some(item) = segment(value).parse::<usize>().ok().and_then(|i| items.get_mut(i)) else {
                continue;
            };
            let lines = LineIndex {
                tree: Arc::clone(tree),
                root: id,
            };
            *item = Some((value.line, lines));
        }
        items
    }

    /// The lines under `segments`, re-rooted there (an item of a list
    /// document becomes a document of its own); the tree is shared.
    pub fn subtree(&self, segments: &[String]) -> LineIndex {
        let root = segments
            .iter()
            .try_fold(self.root, |at, s| self.find(at, s))
            .unwrap_or(NOWHERE);
        LineIndex {
            tree: Arc::clone(&self.tree),
            root,
        }
    }
}

/// The shared YAML reader notes lines straight into the index.
impl FieldLines for LineIndex {
    type Slot = usize;
    fn root(&mut self) -> usize {
        self.root
    }
    fn child(&mut self, parent: usize, segment: &str, line: usize) -> usize {
        LineIndex::child(self, parent, segment, line)
    }
}

impl Document {
    /// The document, or the items of a list document (`kind: List`, or any
    /// `...List` kind with `items`, as kubectl reads them) as documents of
    /// their own. Linear in the document's size.
    pub fn split_list(self) -> Vec<Document> {
        let is_list = self
            .value
            .get("kind")
            .and_then(Value::as_str)
            .is_some_and(|k| k.ends_with("List"))
            && self.value.get("items").is_some_and(Value::is_array);
        if !is_list {
            return vec![self];
        }
        let Document {
            line,
            mut value,
            lines,
            duplicates,
        } = self;
        let items = match value.get_mut("items").map(Value::take) {
            Some(Value::Array(items)) => items,
            _ => Vec::new(),
        };
        let noted = lines.list_items("items", items.len());
        let starts: Vec<usize> = noted.iter().map(|n| n.as_ref().map_or(line, |(l, _)| *l)).collect();
        let mut item_duplicates = vec![Vec::new(); items.len()];
        for problem in duplicates {
            let item = match &problem {
                // The item whose lines hold the repeated key's.
                Problem::DuplicateKey { line, .. } => starts.partition_point(|start| start <= line).checked_sub(1),
                Problem::DuplicateField(path) | Problem::UnknownField(path) => item_index(path),
            };
            let Some(found) = item.and_then(|i| item_duplicates.get_mut(i)) else {
                continue;
            };
            let within = match problem {
                Problem::DuplicateField(path) => item_path(&path).map(Problem::DuplicateField),
                Problem::UnknownField(path) => item_path(&path).map(Problem::UnknownField),
                key => Some(key),
            };
            found.extend(within);
        }
        let item_lines: Vec<LineIndex> = noted
            .into_iter()
            .map(|n| {
                n.map_or_else(
                    || LineIndex {
                        tree: Arc::clone(&lines.tree),
                        root: NOWHERE,
                    },
                    |(_, lines)| lines,
                )
            })
            .collect();
        items
            .into_iter()
            .zip(item_lines)
            .zip(item_duplicates)
            .zip(starts)
            .map(|(((value, lines), duplicates), line)| Document {
                line,
                value,
                lines,
                duplicates,
            })
            .collect()
    }
}

/// `i` of a path `items[i]...`.
fn item_index(path: &str) -> Option<usize> {
    let rest = path.strip_prefix("items[")?;
    rest.get(..rest.find(']')?)?.parse().ok()
}

/// A path `items[i].rest` within its item: `rest`.
fn item_path(path: &str) -> Option<String> {
    path.split_once("].").map(|(_, rest)| rest.to_owned())
}

/// `a.b[0][k.x].c` → `a`, `b`, `0`, `k.x`, `c`. Subscripts are read whole,
/// so dotted map keys in brackets stay one segment.
pub fn split_path(path: &str) -> Vec<String> {
    let mut segments = Vec::new();
    let mut current = String::new();
    let mut chars = path.chars();
    while let Some(c) = chars.next() {
        match c {
            '.' => {
                if !current.is_empty() {
                    segments.push(std::mem::take(&mut current));
                }
            }
            '[' => {
                if !current.is_empty() {
                    segments.push(std::mem::take(&mut current));
                }
                let inner: String = chars.by_ref().take_while(|c| *c != ']').collect();
                segments.push(inner);
            }
            other => current.push(other),
        }
    }
    if !current.is_empty() {
        segments.push(current);
    }
    segments
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_split_into_segments() {
        let cases: [(&str, &[&str]); 5] = [
            ("spec.replicas", &["spec", "replicas"]),
            ("spec.items[2].name", &["spec", "items", "2", "name"]),
            (
                "metadata.labels[app.kubernetes.io/name]",
                &["metadata", "labels", "app.kubernetes.io/name"],
            ),
            ("spec.m[a][0]", &["spec", "m", "a", "0"]),
            ("<nil>", &["<nil>"]),
        ];
        for (path, want) in cases {
            assert_eq!(split_path(path), want, "{path}");
        }
    }

    #[test]
    fn list_documents_become_their_items() {
        let text = "apiVersion: v1\nkind: List\nitems:\n- kind: A\n  a: 1\n  a: 2\n- kind: B\n  b:\n    c: 1\n";
        let doc = crate::yaml::documents(text).unwrap().remove(0);
        let items = doc.split_list();
        assert_eq!(items.len(), 2);
        assert_eq!((items[0].line, items[1].line), (4, 7));
        assert_eq!(items[0].value, serde_json::json!({"kind": "A", "a": 2}));
        assert_eq!(
            items[0].duplicates,
            [Problem::DuplicateKey {
                line: 6,
                key: "a".into()
            }]
        );
        assert!(items[1].duplicates.is_empty());
        assert_eq!(items[1].lines.line_of("b.c"), Some(9));
        let not_a_list = crate::yaml::documents("kind: A\nitems: []\n").unwrap().remove(0);
        assert_eq!(not_a_list.clone().split_list(), [not_a_list]);
    }

    #[test]
    fn the_deepest_known_field_gives_the_line() {
        let mut index = LineIndex::default();
        index.insert(&["spec".into()], 4);
        index.insert(&["spec".into(), "items".into()], 5);
        index.insert(&["spec".into(), "items".into(), "0".into()], 6);
        assert_eq!(index.line_of("spec.items[0].name"), Some(6));
        assert_eq!(index.line_of("spec.items[1]"), Some(5));
        assert_eq!(index.line_of("spec"), Some(4));
        assert_eq!(index.line_of("status.x"), None);
    }
}
