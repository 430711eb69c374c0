//! Unknown and duplicate fields, worded as the API server words them, and
//! the locations they are reported at.

use std::fmt;

use crate::quote::write_go_quoted;

/// One strict-decoding finding.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// `unknown field "spec.containers[0].foo"`
    UnknownField(String),
    /// `duplicate field "metadata.name"`
    DuplicateField(String),
    /// A YAML mapping key given twice: `line 5: key "name" already set in map`
    /// (the line of the second occurrence, from 1).
    DuplicateKey {
        /// The line of the repeated key, from 1.
        line: usize,
        /// The key as written.
        key: String,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        match self {
            Problem::UnknownField(path) => {
                out.push_str("unknown field ");
                write_go_quoted(&mut out, path);
            }
            Problem::DuplicateField(path) => {
                out.push_str("duplicate field ");
                write_go_quoted(&mut out, path);
            }
            Problem::DuplicateKey { line, key } => {
                out.push_str(&format!("line {line}: key "));
                write_go_quoted(&mut out, key);
                out.push_str(" already set in map");
            }
        }
        f.write_str(&out)
    }
}

/// The one error of `fieldValidation=Strict`: every problem, joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrictDecodingError {
    /// Every problem found, in document order.
    pub problems: Vec<Problem>,
}

impl fmt::Display for StrictDecodingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("strict decoding error: ")?;
        f.write_str(&messages(&self.problems).join(", "))
    }
}

/// The API server's strict errors for `problems`: YAML's repeated keys are
/// one error, as go-yaml's strict pass gives them (`yaml: unmarshal
/// errors:` then each on its own line, indented by two spaces); unknown
/// and duplicate fields one each.
pub fn messages(problems: &[Problem]) -> Vec<String> {
    let mut yaml = String::new();
    let mut rest = Vec::new();
    for p in problems {
        match p {
            Problem::DuplicateKey { .. } => {
                if yaml.is_empty() {
                    yaml.push_str("yaml: unmarshal errors:");
                }
                yaml.push_str("\n  ");
                yaml.push_str(&p.to_string());
            }
            _ => rest.push(p.to_string()),
        }
    }
    if !yaml.is_empty() {
        rest.insert(0, yaml);
    }
    rest
}

impl std::error::Error for StrictDecodingError {}

/// The API server keeps at most this many strict errors per object.
pub(crate) const MAX_PROBLEMS: usize = 100;

/// Collects problems in document order, without repeats, up to the cap.
#[derive(Default, Debug)]
pub(crate) struct Problems {
    pub list: Vec<Problem>,
}

impl Problems {
    pub fn push(&mut self, p: Problem) {
        if self.list.len() < MAX_PROBLEMS && !self.list.contains(&p) {
            self.list.push(p);
        }
    }
}

/// Where a value sits in the document: a chain of stack links, like
/// [`crate::Path`], rendered two ways.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Loc<'a> {
    Root,
    Field(&'a Loc<'a>, &'a str),
    Index(&'a Loc<'a>, usize),
    Key(&'a Loc<'a>, &'a str),
}

impl<'a> Loc<'a> {
    pub fn field(&'a self, name: &'a str) -> Loc<'a> {
        Loc::Field(self, name)
    }
    pub fn index(&'a self, i: usize) -> Loc<'a> {
        Loc::Index(self, i)
    }
    pub fn key(&'a self, k: &'a str) -> Loc<'a> {
        Loc::Key(self, k)
    }

    /// The strict-decoding form: map keys are fields (`metadata.labels.app`),
    /// list indices subscripts (`containers[0]`).
    pub fn strict_path(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, false);
        out
    }

    /// The field-error form ([`crate::Path`]): map keys are subscripts
    /// (`metadata.labels[app]`); the root is `<nil>`.
    pub fn field_path(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, true);
        if out.is_empty() {
            out.push_str("<nil>");
        }
        out
    }

    fn write(&self, out: &mut String, keys_as_subscripts: bool) {
        match *self {
            Loc::Root => {}
            Loc::Field(parent, name) => {
                parent.write(out, keys_as_subscripts);
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(name);
            }
            Loc::Index(parent, i) => {
                parent.write(out, keys_as_subscripts);
                out.push_str(&format!("[{i}]"));
            }
            Loc::Key(parent, key) => {
                parent.write(out, keys_as_subscripts);
                if keys_as_subscripts {
                    out.push('[');
                    out.push_str(key);
                    out.push(']');
                } else {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(key);
                }
            }
        }
    }
}
