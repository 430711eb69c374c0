//! A rule's `fieldPath`: a relative JSON path (`.spec.replicas`,
//! `.labels['app.kubernetes.io/name']`) from the rule's node to the field
//! the error is reported at, checked against the schema when the rule is
//! compiled.

use validation_schema::Schema;

/// The rendered segments to append to the node's path.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct FieldPathSuffix(Vec<Segment>);

#[derive(Clone, Debug, PartialEq, Eq)]
enum Segment {
    Field(String),
    Key(String),
}

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

/// Parses `text` against `schema`: each `.name` or `['name']` must be a
/// property (or a key of a map, rendered `[key]`).
pub(crate) fn parse(text: &str, schema: &Schema) -> Result<FieldPathSuffix, String> {
    let mut segments = Vec::new();
    let mut rest = text;
    let mut node = schema;
    while !rest.is_empty() {
        let name;
        if let Some(r) = rest.strip_prefix("['") {
            let end = r
                .find("']")
                .ok_or_else(|| format!("Invalid value: \"{text}\": unclosed '['"))?;
            name = &r[..end];
            rest = &r[end + 2..];
        } else if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            name = &r[..end];
            rest = &r[end..];
        } else {
            return Err(format!("Invalid value: \"{text}\": expected '.' or '['"));
        }
        if name.is_empty() {
            return Err(format!("Invalid value: \"{text}\": empty field name"));
        }
        if let Some(values) = node.additional_properties_schema() {
            segments.push(Segment::Key(name.to_owned()));
            node = values;
        } else if let Some(p) = node.properties.get(name) {
            segments.push(Segment::Field(name.to_owned()));
            node = p;
        } else {
            return Err(format!("Invalid value: \"{text}\": does not refer to a valid field"));
        }
    }
    Ok(FieldPathSuffix(segments))
}
