//! A rule's `fieldPath`, parsed against the rule's node when the rule is
//! compiled (see [`validation_schema::field_path`]), and appended to the
//! node's path when the rule fails.

use validation_schema::field_path::{self, Segment};
use validation_schema::Schema;

/// The segments to append to the node's path.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct FieldPathSuffix(Vec<Segment>);

impl FieldPathSuffix {
    pub(crate) fn append_to(&self, path: &mut String) {
        for s in &self.0 {
            match s {
                Segment::Field(name) => {
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(name);
                }
                Segment::Key(key) => {
                    path.push('[');
                    path.push_str(key);
                    path.push(']');
                }
            }
        }
    }
}

/// Parses `text` against `schema`; the error names the path and says why
/// (`Invalid value: ".b": does not refer to a valid field`).
pub(crate) fn parse(text: &str, schema: &Schema) -> Result<FieldPathSuffix, String> {
    field_path::parse(text, schema)
        .map(FieldPathSuffix)
        .map_err(|why| format!("Invalid value: \"{text}\": {why}"))
}
