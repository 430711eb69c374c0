//! YAML as the API server and kubectl read it (sigs.k8s.io/yaml over
//! go-yaml v2), shared by the strict decoder ([`crate::decode::from_yaml`])
//! and validate-manifests.
//!
//! - Scalars resolve by YAML 1.1 as go-yaml does: `yes`/`on`/`y` are
//!   booleans, `017` is octal 15, `0b11` is 3, `1_000` is 1000, `.5` and
//!   `1e3` are floats (a whole float is sent as an integer, as Go's JSON
//!   encoder writes it), timestamps stay their text, `!!int "12"` is 12,
//!   `!!str 12` is `"12"`; keys resolve too (`1:` is `"1"`, `yes:` is
//!   `"true"`).
//! - Merge keys (`<<`) merge in order, as go-yaml v2 merges them; a key set
//!   twice in a mapping, merged or written, is a repeated key
//!   (`line N: key "k" already set in map`, N the line of the value).
//! - Bounds: aliases by go-yaml's rule (past 100 aliased values and 1000
//!   values, aliased values may be 99% of all, tapering to 10% from 400,000
//!   to 4,000,000 values: `document contains excessive aliasing`), counted
//!   over the whole stream; nesting to [`MAX_DEPTH`] levels, aliases
//!   included. The stream is read into a tree where an alias is a link, so
//!   anchors are never copied before they are used, and every step is
//!   linear in the input (or in the values aliases expand to).

mod flow;
mod resolve;
#[cfg(test)]
mod tests;

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use saphyr_parser::{BufferedInput, Event, Parser, ScalarStyle, StrInput};
use serde_json::{Map, Number, Value};

use resolve::{resolve, Resolved, CORE};

/// The deepest nesting read, as serde_json bounds JSON bodies: the checks
/// after reading recurse, so a document must not drive them past the stack.
/// (The API server's YAML reader allows 10,000.)
pub const MAX_DEPTH: usize = 128;

/// saphyr's own bound on flow (`[...]`, `{...}`) nesting.
const FLOW_DEPTH: usize = 255;

/// A stream that cannot be read as the API server would read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YamlError {
    /// The line of the problem, from 1.
    pub line: usize,
    /// The description, without position or prefix.
    pub message: String,
    form: Form,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// `yaml: line N: ...`: the text does not parse.
    Syntax,
    /// `yaml: ...`: go-yaml's decoding refuses it.
    Decode,
    /// `json: ...`: a value JSON cannot hold (`.nan`, `.inf`).
    Json,
    /// sigs.k8s.io/yaml's own words (a key JSON cannot have).
    Plain,
}

impl YamlError {
    fn new(form: Form, line: usize, message: impl Into<String>) -> YamlError {
        YamlError {
            line,
            message: message.into(),
            form,
        }
    }
}

impl fmt::Display for YamlError {
    /// The API server's text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.form {
            Form::Syntax => write!(f, "yaml: line {}: {}", self.line, self.message),
            Form::Decode => write!(f, "yaml: {}", self.message),
            Form::Json => write!(f, "json: {}", self.message),
            Form::Plain => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for YamlError {}

/// A mapping key given twice: `line N: key "k" already set in map`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepeatedKey {
    /// The line of the repeated key's value, from 1, as go-yaml reports it.
    pub line: usize,
    /// The key as JSON has it.
    pub key: String,
}

/// One document of a stream.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// The JSON value kubectl would send; a repeated key keeps its last
    /// value. `Null` for an empty document.
    pub value: Value,
    /// The line where the document's content starts, from 1.
    pub line: usize,
    /// Repeated keys, in document order.
    pub repeated: Vec<RepeatedKey>,
}

/// Where to note the line of each field and item of a document (for
/// `file:line` reports). Values reached through an alias or a merge are
/// not noted: their lines are those of the anchor.
pub trait FieldLines {
    /// A noted value, parent of the values below it.
    type Slot: Copy;
    /// The document's root.
    fn root(&mut self) -> Self::Slot;
    /// A field (`segment` is its key) or an item (`segment` is its index)
    /// of `parent`, starting at `line`.
    fn child(&mut self, parent: Self::Slot, segment: &str, line: usize) -> Self::Slot;
}

/// Lines not wanted.
impl FieldLines for () {
    type Slot = ();
    fn root(&mut self) {}
    fn child(&mut self, _: (), _: &str, _: usize) {}
}

/// Every document of `text`, in order, empty ones included (as `Null`).
pub fn documents(text: &str) -> Result<Vec<Document>, YamlError> {
    Documents::new(text).collect()
}

/// The documents of a stream, read one at a time: memory is bounded by the
/// largest document, not the stream.
pub struct Documents<'t> {
    parser: Events<'t>,
    text: &'t str,
    budget: AliasBudget,
    failed: bool,
    max_depth: usize,
}

/// saphyr's events, over the text itself, or over a copy with flow scalars
/// quoted (see `flow`).
enum Events<'t> {
    Borrowed(Parser<'t, StrInput<'t>>),
    Owned(Parser<'static, BufferedInput<OwnedChars>>),
}

impl<'t> Iterator for Events<'t> {
    type Item = Result<(Event<'t>, saphyr_parser::Span), saphyr_parser::ScanError>;
    fn next(&mut self) -> Option<Self::Item> {
        match self {
            Events::Borrowed(p) => p.next(),
            Events::Owned(p) => p.next(),
        }
    }
}

/// The characters of an owned string.
struct OwnedChars {
    text: String,
    at: usize,
}

impl Iterator for OwnedChars {
    type Item = char;
    fn next(&mut self) -> Option<char> {
        let c = self.text.get(self.at..)?.chars().next()?;
        self.at += c.len_utf8();
        Some(c)
    }
}

impl<'t> Documents<'t> {
    /// The documents of `text`; a leading byte-order mark is skipped, as
    /// go-yaml skips it.
    pub fn new(text: &'t str) -> Documents<'t> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let parser = match flow::quote_flow_colons(text) {
            Cow::Borrowed(text) => Events::Borrowed(Parser::new_from_str(text)),
            Cow::Owned(text) => Events::Owned(Parser::new(BufferedInput::new(OwnedChars { text, at: 0 }))),
        };
        Documents {
            parser,
            text,
            budget: AliasBudget::default(),
            failed: false,
            max_depth: MAX_DEPTH,
        }
    }

    /// Nesting allowed (default [`MAX_DEPTH`]), aliases followed: a reader
    /// whose caller walks the values on a large stack may allow more.
    pub fn with_max_depth(mut self, max_depth: usize) -> Documents<'t> {
        self.max_depth = max_depth;
        self
    }

    /// Counts on from `budget`: the values read before this part of the
    /// stream (see [`AliasBudget`]).
    pub fn with_alias_budget(mut self, budget: AliasBudget) -> Documents<'t> {
        self.budget = budget;
        self
    }

    /// The values read so far, this part's and those it counted on from.
    pub fn alias_budget(&self) -> AliasBudget {
        self.budget
    }

    /// The next document, noting the line of its fields in `lines`.
    pub fn next_with<L: FieldLines>(&mut self, lines: &mut L) -> Option<Result<Document, YamlError>> {
        if self.failed {
            return None;
        }
        let result = match self.read_tree() {
            Ok(None) => return None,
            Ok(Some(tree)) => tree.decode(self.text, &mut self.budget, self.max_depth, lines),
            Err(e) => Err(e),
        };
        self.failed = result.is_err();
        Some(result)
    }

    /// The next document's tree: aliases as links, scalars resolved.
    fn read_tree(&mut self) -> Result<Option<Tree>, YamlError> {
        let mut tree = Tree::default();
        let mut started = false;
        for event in self.parser.by_ref() {
            let (event, span) = event.map_err(|e| {
                // saphyr's own bound on flow nesting, reported as ours.
                let message = match e.info() {
                    "recursion limit exceeded" => format!("exceeded max depth of {}", self.max_depth.min(FLOW_DEPTH)),
                    info => info.to_owned(),
                };
                YamlError::new(Form::Syntax, e.marker().line(), message)
            })?;
            let line = span.start.line();
            match event {
                Event::DocumentStart(_) => started = true,
                Event::DocumentEnd => return Ok(Some(tree)),
                Event::Scalar(text, style, anchor, tag) => {
                    let full_tag = tag.map(|t| match t.handle.as_str() {
                        "!!" => format!("{CORE}{}", t.suffix),
                        handle => format!("{handle}{}", t.suffix),
                    });
                    let plain = style == ScalarStyle::Plain;
                    let merge = text == "<<" && (plain && full_tag.is_none() || full_tag.as_deref() == Some(MERGE_TAG));
                    let value = match (&full_tag, plain) {
                        (None, false) => Resolved::Str(text.into_owned()),
                        (tag, _) => resolve(tag.as_deref().unwrap_or(""), &text)
                            .map_err(|m| YamlError::new(Form::Decode, line, m))?,
                    };
                    let id = tree.push(line, Kind::Scalar { value, merge });
                    tree.anchor(anchor, id);
                    tree.attach(id, line)?;
                }
                Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                    if tree.open.len() >= self.max_depth {
                        return Err(YamlError::new(
                            Form::Syntax,
                            line,
                            format!("exceeded max depth of {}", self.max_depth),
                        ));
                    }
                    let kind = if matches!(event, Event::SequenceStart(..)) {
                        Kind::Seq(Vec::new())
                    } else {
                        Kind::Map(Vec::new())
                    };
                    let id = tree.push(line, kind);
                    tree.anchor(anchor, id);
                    tree.open.push((id, None));
                }
                Event::SequenceEnd | Event::MappingEnd => {
                    if let Some((id, _)) = tree.open.pop() {
                        tree.attach(id, line)?;
                    }
                }
                Event::Alias(anchor) => {
                    let Some(&target) = tree.anchors.get(&anchor) else {
                        return Err(YamlError::new(Form::Decode, line, "unknown anchor referenced"));
                    };
                    let id = tree.push(line, Kind::Alias(target));
                    tree.attach(id, line)?;
                }
                Event::StreamStart | Event::Nothing => {}
                Event::StreamEnd => break,
            }
        }
        Ok(started.then_some(tree))
    }
}

impl Iterator for Documents<'_> {
    type Item = Result<Document, YamlError>;
    fn next(&mut self) -> Option<Self::Item> {
        self.next_with(&mut ())
    }
}

/// go-yaml's merge tag.
const MERGE_TAG: &str = "tag:yaml.org,2002:merge";

/// Index of a node in its [`Tree`].
type NodeId = usize;

enum Kind {
    Scalar { value: Resolved, merge: bool },
    Seq(Vec<NodeId>),
    Map(Vec<(NodeId, NodeId)>),
    Alias(NodeId),
}

struct Node {
    line: usize,
    kind: Kind,
}

/// One document as parsed: each node once, an alias a link to its anchor.
#[derive(Default)]
struct Tree {
    nodes: Vec<Node>,
    root: Option<NodeId>,
    line: usize,
    /// The open collections, each map with the key waiting for its value.
    open: Vec<(NodeId, Option<NodeId>)>,
    anchors: HashMap<usize, NodeId>,
}

impl Tree {
    fn push(&mut self, line: usize, kind: Kind) -> NodeId {
        self.nodes.push(Node { line, kind });
        self.nodes.len() - 1
    }

    fn anchor(&mut self, anchor: usize, id: NodeId) {
        if anchor != 0 {
            self.anchors.insert(anchor, id);
        }
    }

    /// Adds a finished node to the open collection (or makes it the root).
    fn attach(&mut self, id: NodeId, line: usize) -> Result<(), YamlError> {
        let Some((parent, pending)) = self.open.last_mut() else {
            self.root = Some(id);
            self.line = self.nodes.get(id).map_or(line, |n| n.line);
            return Ok(());
        };
        let parent = *parent;
        match self.nodes.get_mut(parent).map(|n| &mut n.kind) {
            Some(Kind::Seq(items)) => items.push(id),
            Some(Kind::Map(entries)) => match pending.take() {
                Some(key) => entries.push((key, id)),
                None => *pending = Some(id),
            },
            _ => {}
        }
        Ok(())
    }

    fn decode<L: FieldLines>(
        self,
        text: &str,
        budget: &mut AliasBudget,
        max_depth: usize,
        lines: &mut L,
    ) -> Result<Document, YamlError> {
        let line = self.line;
        let Some(root) = self.root else {
            return Ok(Document {
                value: Value::Null,
                line,
                repeated: Vec::new(),
            });
        };
        let mut decoder = Decoder {
            nodes: &self.nodes,
            active: vec![false; self.nodes.len()],
            aliased: 0,
            budget,
            repeated: Vec::new(),
            text,
            max_depth,
        };
        // go-yaml counts the document node too.
        decoder.budget.count(false, line)?;
        let slot = lines.root();
        let value = decoder.value(root, 0, Some(slot), lines)?;
        Ok(Document {
            value,
            line,
            repeated: decoder.repeated,
        })
    }
}

/// go-yaml's alias rule, over the values decoded so far. A stream read in
/// parts, each by a [`Documents`] of its own, carries it from part to part
/// ([`Documents::alias_budget`], [`Documents::with_alias_budget`]) to be
/// bounded as one stream.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AliasBudget {
    decoded: u64,
    aliased: u64,
}

impl AliasBudget {
    fn count(&mut self, through_alias: bool, line: usize) -> Result<(), YamlError> {
        self.decoded += 1;
        if through_alias {
            self.aliased += 1;
        }
        if self.aliased > 100
            && self.decoded > 1000
            && (self.aliased as f64) / (self.decoded as f64) > allowed_ratio(self.decoded)
        {
            return Err(YamlError::new(
                Form::Decode,
                line,
                "document contains excessive aliasing",
            ));
        }
        Ok(())
    }
}

/// The share of decoded values that may come from aliases: 99% up to
/// 400,000 values, 10% from 4,000,000, linear between.
fn allowed_ratio(decoded: u64) -> f64 {
    const LOW: u64 = 400_000;
    const HIGH: u64 = 4_000_000;
    match decoded {
        d if d <= LOW => 0.99,
        d if d >= HIGH => 0.10,
        d => 0.99 - 0.89 * ((d - LOW) as f64 / (HIGH - LOW) as f64),
    }
}

/// A tree to JSON, as go-yaml decodes into `interface{}` and
/// sigs.k8s.io/yaml converts that to JSON.
struct Decoder<'a> {
    nodes: &'a [Node],
    /// Collections being decoded: an alias to one is a cycle.
    active: Vec<bool>,
    /// Aliases being expanded.
    aliased: usize,
    budget: &'a mut AliasBudget,
    repeated: Vec<RepeatedKey>,
    text: &'a str,
    max_depth: usize,
}

impl<'a> Decoder<'a> {
    fn node(&self, id: NodeId) -> Result<&'a Node, YamlError> {
        self.nodes
            .get(id)
            .ok_or_else(|| YamlError::new(Form::Decode, 0, "internal error: missing node"))
    }

    /// The value of node `id` at nesting `depth`; `slot` where its lines
    /// go, `None` inside aliases and merges.
    fn value<L: FieldLines>(
        &mut self,
        id: NodeId,
        depth: usize,
        slot: Option<L::Slot>,
        lines: &mut L,
    ) -> Result<Value, YamlError> {
        let node = self.node(id)?;
        let line = node.line;
        self.budget.count(self.aliased > 0, line)?;
        match &node.kind {
            Kind::Scalar { value, .. } => json_scalar(value, line),
            Kind::Alias(target) => {
                let target = *target;
                if self.active.get(target).copied().unwrap_or(false) {
                    return Err(YamlError::new(
                        Form::Decode,
                        line,
                        format!("anchor '{}' value contains itself", self.alias_name(line)),
                    ));
                }
                self.aliased += 1;
                let v = self.value(target, depth, None, lines);
                self.aliased -= 1;
                v
            }
            Kind::Seq(items) => {
                self.enter(id, depth, line)?;
                let mut out = Vec::with_capacity(items.len());
                for (i, &item) in items.iter().enumerate() {
                    let child = match slot {
                        Some(s) => Some(lines.child(s, &i.to_string(), self.node(item)?.line)),
                        None => None,
                    };
                    out.push(self.value(item, depth + 1, child, lines)?);
                }
                self.leave(id);
                Ok(Value::Array(out))
            }
            Kind::Map(_) => {
                self.enter(id, depth, line)?;
                let mut out = Map::new();
                self.fill(id, &mut out, depth, slot, lines)?;
                self.leave(id);
                Ok(Value::Object(out))
            }
        }
    }

    fn enter(&mut self, id: NodeId, depth: usize, line: usize) -> Result<(), YamlError> {
        if depth >= self.max_depth {
            return Err(YamlError::new(
                Form::Syntax,
                line,
                format!("exceeded max depth of {}", self.max_depth),
            ));
        }
        if let Some(a) = self.active.get_mut(id) {
            *a = true;
        }
        Ok(())
    }

    fn leave(&mut self, id: NodeId) {
        if let Some(a) = self.active.get_mut(id) {
            *a = false;
        }
    }

    /// The entries of mapping `id` into `out`, in order: a merge sets the
    /// keys it brings, a later key overrides an earlier one.
    fn fill<L: FieldLines>(
        &mut self,
        id: NodeId,
        out: &mut Map<String, Value>,
        depth: usize,
        slot: Option<L::Slot>,
        lines: &mut L,
    ) -> Result<(), YamlError> {
        let Kind::Map(entries) = &self.node(id)?.kind else {
            return Ok(());
        };
        for &(key, value) in entries {
            if matches!(self.node(key)?.kind, Kind::Scalar { merge: true, .. }) {
                self.merge(value, out, depth)?;
                continue;
            }
            let key_line = self.node(key)?.line;
            let key = self.key(key)?;
            let child = slot.map(|s| lines.child(s, &key, key_line));
            let v = self.value(value, depth + 1, child, lines)?;
            let value_line = self.node(value)?.line;
            if out.insert(key.clone(), v).is_some() {
                self.repeated.push(RepeatedKey { line: value_line, key });
            }
        }
        Ok(())
    }

    /// A merge's value: a mapping, an alias of one, or a sequence of them
    /// (the earlier winning, so merged last).
    fn merge(&mut self, id: NodeId, out: &mut Map<String, Value>, depth: usize) -> Result<(), YamlError> {
        let node = self.node(id)?;
        let line = node.line;
        let sources: Vec<NodeId> = match &node.kind {
            Kind::Seq(items) => items.iter().rev().copied().collect(),
            _ => vec![id],
        };
        for source in sources {
            let is_map = |k: &Kind| matches!(k, Kind::Map(_));
            let kind = &self.node(source)?.kind;
            let target = match kind {
                Kind::Map(_) => None,
                Kind::Alias(t) if is_map(&self.node(*t)?.kind) => Some(*t),
                _ => {
                    return Err(YamlError::new(
                        Form::Decode,
                        line,
                        "map merge requires map or sequence of maps as the value",
                    ))
                }
            };
            self.budget.count(self.aliased > 0, line)?;
            let mapping = match target {
                Some(t) => {
                    if self.active.get(t).copied().unwrap_or(false) {
                        return Err(YamlError::new(
                            Form::Decode,
                            line,
                            format!(
                                "anchor '{}' value contains itself",
                                self.alias_name(self.node(source)?.line)
                            ),
                        ));
                    }
                    self.aliased += 1;
                    self.budget.count(true, line)?;
                    t
                }
                None => source,
            };
            self.enter(mapping, depth, line)?;
            let filled = self.fill::<()>(mapping, out, depth, None, &mut ());
            self.leave(mapping);
            if target.is_some() {
                self.aliased -= 1;
            }
            filled?;
        }
        Ok(())
    }

    /// A key as sigs.k8s.io/yaml writes it in JSON.
    fn key(&mut self, id: NodeId) -> Result<String, YamlError> {
        let node = self.node(id)?;
        let line = node.line;
        self.budget.count(self.aliased > 0, line)?;
        let value = match &node.kind {
            Kind::Scalar { value, .. } => value,
            Kind::Alias(t) => match &self.node(*t)?.kind {
                Kind::Scalar { value, .. } => value,
                _ => {
                    return Err(YamlError::new(
                        Form::Decode,
                        line,
                        "invalid map key: a mapping or sequence",
                    ))
                }
            },
            _ => {
                return Err(YamlError::new(
                    Form::Decode,
                    line,
                    "invalid map key: a mapping or sequence",
                ))
            }
        };
        Ok(match value {
            Resolved::Str(s) => s.clone(),
            Resolved::Int(i) => i.to_string(),
            Resolved::Bool(b) => b.to_string(),
            Resolved::Float(f) => match crate::quote::go_float32(*f as f32).as_str() {
                "+Inf" => ".inf".to_owned(),
                "-Inf" => "-.inf".to_owned(),
                "NaN" => ".nan".to_owned(),
                s => s.to_owned(),
            },
            Resolved::Uint(u) => {
                return Err(YamlError::new(
                    Form::Plain,
                    line,
                    format!("unsupported map key of type: uint64, key: {u:#x}"),
                ))
            }
            Resolved::Null => {
                return Err(YamlError::new(
                    Form::Plain,
                    line,
                    "unsupported map key of type: %!s(<nil>), key: <nil>",
                ))
            }
        })
    }

    /// The name of the alias written on `line`, for messages.
    fn alias_name(&self, line: usize) -> String {
        let text = self.text.lines().nth(line.saturating_sub(1)).unwrap_or_default();
        text.split('*')
            .nth(1)
            .map(|rest| {
                rest.chars()
                    .take_while(|c| !c.is_whitespace() && !",]}".contains(*c))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// A scalar as Go's JSON encoder writes it: a whole float as an integer,
/// NaN and infinities refused.
fn json_scalar(value: &Resolved, line: usize) -> Result<Value, YamlError> {
    Ok(match value {
        Resolved::Null => Value::Null,
        Resolved::Bool(b) => Value::Bool(*b),
        Resolved::Int(i) => Value::Number((*i).into()),
        Resolved::Uint(u) => Value::Number((*u).into()),
        Resolved::Str(s) => Value::String(s.clone()),
        Resolved::Float(f) => {
            if !f.is_finite() {
                let shown = if f.is_nan() {
                    "NaN"
                } else if *f > 0.0 {
                    "+Inf"
                } else {
                    "-Inf"
                };
                return Err(YamlError::new(Form::Json, line, format!("unsupported value: {shown}")));
            }
            if f.fract() == 0.0 && f.abs() < 1e21 {
                if (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(f) {
                    return Ok(Value::Number((*f as i64).into()));
                }
                if (0.0..1.844_674_407_370_955_2e19).contains(f) {
                    return Ok(Value::Number((*f as u64).into()));
                }
            }
            Number::from_f64(*f).map_or(Value::Null, Value::Number)
        }
    })
}
