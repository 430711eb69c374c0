//! Strict decoding (KEP-2885): bytes to a typed object, reporting what the
//! API server reports about a request body before it validates it.
//!
//! - unknown fields, with their full path (`unknown field
//!   "spec.template.spec.containers[0].foo"`), also under `#[serde(flatten)]`;
//! - duplicate fields (`duplicate field "metadata.name"`), and for YAML the
//!   line of a repeated key, all of them one error as the API server gives
//!   them (`yaml: unmarshal errors:\n  line 5: key "name" already set in
//!   map`);
//! - the `fieldValidation` modes: `Strict` gives one error listing every
//!   problem, `Warn` one warning per problem with the object decoded,
//!   `Ignore` nothing;
//! - values the type cannot hold (an unknown enum member, a string where an
//!   integer belongs, a missing field serde requires) become field errors at
//!   their path: `NotSupported` with the supported values, `Invalid`, or
//!   `Required`.
//!
//! The shape of each type comes from validation-gen (`impl Fields`, written
//! for every type that derives `Deserialize` as a [`decode_fields!`](crate::decode_fields)
//! call). A valid JSON body is checked
//! and decoded in one pass; anything else is parsed again, keeping repeated
//! keys, and checked completely, so every problem is reported in document
//! order.
//!
//! ```
//! use validation_runtime::decode::{self, FieldValidation};
//!
//! #[derive(serde::Deserialize, Debug, PartialEq)]
//! struct Spec { replicas: i32 }
//!
//! // What validation-gen writes for `Spec`: its `impl Fields`, as data.
//! validation_runtime::decode_fields!(Spec { "replicas" = i32 });
//!
//! let body = br#"{"replicas": 1, "replica": 2, "replicas": 3}"#;
//! let strict = decode::from_json::<Spec>(body, FieldValidation::Strict).unwrap();
//! assert_eq!(
//!     strict.strict_error.unwrap().to_string(),
//!     r#"strict decoding error: unknown field "replica", duplicate field "replicas""#
//! );
//! let warn = decode::from_json::<Spec>(body, FieldValidation::Warn).unwrap();
//! assert_eq!(warn.object, Some(Spec { replicas: 3 }));
//! assert_eq!(warn.warnings, [r#"unknown field "replica""#, r#"duplicate field "replicas""#]);
//! ```

use std::fmt;
use std::str::FromStr;

use serde::de::DeserializeOwned;

use crate::{BadValue, ErrorList, ErrorType, FieldError, Path};

mod problem;
mod shape;
mod shaped;
mod status;
mod tree;
mod walk;
#[cfg(feature = "yaml")]
mod yaml;

pub use problem::{messages, Problem, StrictDecodingError};
pub use shape::{Field, Fields, Shape};
pub use status::Body;

use problem::{Loc, Problems};
use shaped::{Ctx, Shaped, Step};
use tree::Node;
use walk::{walk, Findings};

/// The `fieldValidation` query parameter: what to do with unknown and
/// duplicate fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FieldValidation {
    /// Fail: one [`StrictDecodingError`] naming every problem.
    Strict,
    /// Decode, with one warning per problem.
    Warn,
    /// Decode silently (unknown fields dropped, the last duplicate kept).
    Ignore,
}

impl FromStr for FieldValidation {
    type Err = String;
    /// The query parameter's values, as the API server spells them.
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "Strict" => Ok(FieldValidation::Strict),
            "Warn" => Ok(FieldValidation::Warn),
            "Ignore" => Ok(FieldValidation::Ignore),
            other => Err(format!(
                "fieldValidation must be one of \"Ignore\", \"Warn\", or \"Strict\", got {}",
                crate::quote::go_quote(other)
            )),
        }
    }
}

/// Input that is not JSON (or YAML) at all: nothing can be decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// The parser's description of the problem and where it is.
    pub message: String,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SyntaxError {}

/// The outcome of decoding one document.
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded<T> {
    /// The typed object; `None` when a value could not be decoded (see
    /// `errors`).
    pub object: Option<T>,
    /// Unknown and duplicate fields in the order the API server's decoder
    /// meets them (YAML's repeated keys first), whatever the mode.
    pub problems: Vec<Problem>,
    /// Field errors: values the type cannot hold, then (after
    /// [`crate::Scheme::decode_and_validate`]) validation errors.
    pub errors: ErrorList,
    /// `Warn`: one warning per problem (YAML's repeated keys together, as
    /// one), worded as the API server's warning headers.
    pub warnings: Vec<String>,
    /// `Strict` with at least one problem.
    pub strict_error: Option<StrictDecodingError>,
}

impl<T> Decoded<T> {
    /// Whether the API server would accept the body: decoded, no strict
    /// error and no field error.
    pub fn is_ok(&self) -> bool {
        self.object.is_some() && self.errors.is_empty() && self.strict_error.is_none()
    }

    fn new(object: Option<T>, problems: Vec<Problem>, errors: ErrorList, mode: FieldValidation) -> Decoded<T> {
        let (warnings, strict_error) = match mode {
            FieldValidation::Strict if !problems.is_empty() => (
                Vec::new(),
                Some(StrictDecodingError {
                    problems: problems.clone(),
                }),
            ),
            FieldValidation::Warn => (messages(&problems), None),
            _ => (Vec::new(), None),
        };
        Decoded {
            object,
            problems,
            errors,
            warnings,
            strict_error,
        }
    }
}

/// Decodes one JSON document into `T`.
pub fn from_json<T: DeserializeOwned + Fields>(bytes: &[u8], mode: FieldValidation) -> Result<Decoded<T>, SyntaxError> {
    let shape = T::decode_shape();
    let ctx = Ctx::checking();
    let mut de = serde_json::Deserializer::from_slice(bytes);
    if let Ok(object) = T::deserialize(Shaped {
        de: &mut de,
        shape,
        ctx: &ctx,
    }) {
        if de.end().is_ok() {
            return Ok(Decoded::new(Some(object), Vec::new(), ErrorList::new(), mode));
        }
    }
    // Something is off: parse again, keeping repeated keys, and check all.
    let node: Node = serde_json::from_slice(bytes).map_err(|e| SyntaxError { message: e.to_string() })?;
    Ok(check_and_decode(node, Problems::default(), mode))
}

/// Decodes a stream of JSON documents (concatenated or one per line) into
/// `T`, one outcome per document.
pub fn from_json_documents<T: DeserializeOwned + Fields>(
    bytes: &[u8],
    mode: FieldValidation,
) -> Result<Vec<Decoded<T>>, SyntaxError> {
    serde_json::Deserializer::from_slice(bytes)
        .into_iter::<Node>()
        .map(|node| {
            node.map(|n| check_and_decode(n, Problems::default(), mode))
                .map_err(|e| SyntaxError { message: e.to_string() })
        })
        .collect()
}

#[cfg(feature = "yaml")]
pub use yaml::{from_yaml, from_yaml_documents};

/// The full check of a parsed document, then the typed decode of what is
/// left when every value fits.
fn check_and_decode<T: DeserializeOwned + Fields>(node: Node, problems: Problems, mode: FieldValidation) -> Decoded<T> {
    let shape = T::decode_shape();
    let mut findings = Findings {
        problems,
        errors: ErrorList::new(),
    };
    let value = walk(node, shape, &Loc::Root, &mut findings);
    let mut errors = findings.errors;
    let object = if errors.is_empty() {
        decode_value(&value, shape, &mut errors)
    } else {
        None
    };
    Decoded::new(object, findings.problems.list, errors, mode)
}

/// Decodes the checked value; what serde still rejects (a field it
/// requires, a value the shape could not describe) becomes a field error.
fn decode_value<T: DeserializeOwned>(
    value: &serde_json::Value,
    shape: &'static Shape,
    errors: &mut ErrorList,
) -> Option<T> {
    let ctx = Ctx::tracking();
    match T::deserialize(Shaped {
        de: value,
        shape,
        ctx: &ctx,
    }) {
        Ok(object) => Some(object),
        Err(err) => {
            let mut steps = ctx.trail.into_inner();
            steps.reverse();
            errors.push(serde_error(&steps, value, &err.to_string()));
            None
        }
    }
}

/// `missing field `x`` becomes `Required` at `x`; any other message an
/// `Invalid` at the rejected value.
fn serde_error(steps: &[Step], root: &serde_json::Value, message: &str) -> FieldError {
    let mut path = render_steps(steps);
    let missing = message
        .strip_prefix("missing field `")
        .and_then(|rest| rest.split('`').next());
    let mut e = match missing {
        Some(name) => {
            if !path.is_empty() {
                path.push('.');
            }
            path.push_str(name);
            FieldError::required(&Path::root(), "")
        }
        None => {
            let value = lookup(root, steps).map_or(BadValue::Omitted, |v| {
                walk::bad_value(&serde_json::from_value::<Node>(v.clone()).unwrap_or(Node::Null))
            });
            FieldError::new(ErrorType::Invalid, &Path::root(), value, message)
        }
    };
    e.field = if path.is_empty() { "<nil>".to_owned() } else { path };
    e
}

fn render_steps(steps: &[Step]) -> String {
    let mut out = String::new();
    for step in steps {
        match step {
            Step::Field(name) => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(name);
            }
            Step::Key(key) => {
                out.push('[');
                out.push_str(key);
                out.push(']');
            }
            Step::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    out
}

fn lookup<'v>(root: &'v serde_json::Value, steps: &[Step]) -> Option<&'v serde_json::Value> {
    steps.iter().try_fold(root, |v, step| match step {
        Step::Field(k) | Step::Key(k) => v.get(k.as_str()),
        Step::Index(i) => v.get(*i),
    })
}

#[cfg(test)]
mod tests;
