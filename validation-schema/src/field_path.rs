//! A CEL rule's `fieldPath`: a relative JSON path (`.spec.replicas`,
//! `.labels['app.kubernetes.io/name']`) from the rule's node to the field
//! its error is reported at. The API server checks it against the schema
//! when a CRD is written, and follows it when a rule fails.

use crate::schema::Schema;

/// One step of a field path.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Segment {
    /// A property (rendered `.name`).
    Field(String),
    /// A key of a map (rendered `[key]`).
    Key(String),
}

/// Parses `text` against `schema`, the schema of the rule's node, as the
/// API server's `ValidFieldPath` does: `.name` or `['name']` (with `\'`,
/// `\\`, `\n` and Go's other single-character escapes) names a property,
/// or a key of a map. The error is the API server's reason
/// (`does not refer to a valid field`, `unexpected end of JSON path`,
/// `expected single quoted string but got 0`, ...).
///
/// ```
/// use serde_json::json;
/// use validation_schema::field_path::{parse, Segment};
/// use validation_schema::Schema;
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "labels": {"type": "object", "additionalProperties": {"type": "string"}}}})).unwrap();
/// assert_eq!(
///     parse(".labels['app.kubernetes.io/name']", &schema),
///     Ok(vec![Segment::Field("labels".into()), Segment::Key("app.kubernetes.io/name".into())]),
/// );
/// assert_eq!(parse(".b", &schema), Err("does not refer to a valid field".into()));
/// ```
pub fn parse(text: &str, schema: &Schema) -> Result<Vec<Segment>, String> {
    resolve(text, schema, true).map(|(segments, _)| segments)
}

/// [`parse`], with the schema the path leads to; without `brackets`,
/// `['name']` is refused (`array notation is not allowed`), as for a CRD's
/// selectable fields.
pub fn resolve<'s>(text: &str, schema: &'s Schema, brackets: bool) -> Result<(Vec<Segment>, &'s Schema), String> {
    const END: &str = "unexpected end of JSON path";
    let mut segments = Vec::new();
    let mut node = schema;
    let mut tokens = Tokens(text);
    while let Some(token) = tokens.next() {
        let (segment, next) = match token {
            "[" if !brackets => return Err("array notation is not allowed".to_owned()),
            "[" => {
                let quoted = tokens.next().ok_or(END)?;
                let inner = quoted
                    .strip_prefix('\'')
                    .and_then(|q| q.strip_suffix('\''))
                    .filter(|_| quoted.len() >= 2)
                    .ok_or_else(|| format!("expected single quoted string but got {quoted}"))?;
                let name = unescape(inner).map_err(|e| format!("invalid string literal: {e}"))?;
                let step = step(node, name)?;
                match tokens.next() {
                    Some("]") => step,
                    Some(other) => return Err(format!("expected ] but got {other}")),
                    None => return Err(END.to_owned()),
                }
            }
            "." => step(node, tokens.next().ok_or(END)?.to_owned())?,
            other => return Err(format!("expected [ or . but got: {other}")),
        };
        segments.push(segment);
        node = next;
    }
    Ok((segments, node))
}

/// The segment `name` names under `node`, and the schema it leads to.
fn step(node: &Schema, name: String) -> Result<(Segment, &Schema), String> {
    const INVALID: &str = "does not refer to a valid field";
    if !node.properties.is_empty() {
        let next = node.properties.get(&name).ok_or(INVALID)?;
        Ok((Segment::Field(name), next))
    } else if let Some(values) = node.additional_properties_schema() {
        Ok((Segment::Key(name), values))
    } else {
        Err(INVALID.to_owned())
    }
}

/// The tokens of a field path: `.`, `[` and `]` alone, a single-quoted
/// string (to its first `'` not after a `\`, or the end), or the text up
/// to the next of those delimiters.
struct Tokens<'t>(&'t str);

impl<'t> Iterator for Tokens<'t> {
    type Item = &'t str;

    fn next(&mut self) -> Option<&'t str> {
        let text = self.0;
        let bytes = text.as_bytes();
        let end = match bytes.first()? {
            b'\'' => (1..bytes.len())
                .find(|&i| bytes.get(i) == Some(&b'\'') && bytes.get(i - 1) != Some(&b'\\'))
                .map_or(bytes.len(), |i| i + 1),
            b'.' | b'[' | b']' => 1,
            _ => bytes
                .iter()
                .position(|b| matches!(b, b'.' | b'[' | b']'))
                .unwrap_or(bytes.len()),
        };
        let (token, rest) = text.split_at_checked(end)?;
        self.0 = rest;
        Some(token)
    }
}

/// `s` with its backslash escapes decoded as the API server decodes them.
fn unescape(s: &str) -> Result<String, String> {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(directive) = chars.next() else {
            // A lone trailing backslash is not an escape.
            out.push(c);
            break;
        };
        out.push(match directive {
            'a' => '\u{7}',
            'b' => '\u{8}',
            'f' => '\u{c}',
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            'v' => '\u{b}',
            '\'' => '\'',
            '\\' => '\\',
            other => return Err(format!("invalid escape char \\{other}")),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_split_at_delimiters_and_quoted_strings() {
        let tokens: Vec<&str> = Tokens(".a['b.c\\'d'][x]..").collect();
        assert_eq!(tokens, [".", "a", "[", "'b.c\\'d'", "]", "[", "x", "]", ".", "."]);
        assert_eq!(Tokens("['open").collect::<Vec<_>>(), ["[", "'open"]);
    }

    #[test]
    fn escapes_decode_as_go_strings() {
        assert_eq!(unescape("foo\\'s").as_deref(), Ok("foo's"));
        assert_eq!(unescape("test\\a").as_deref(), Ok("test\u{7}"));
        assert_eq!(unescape("a\\\\b").as_deref(), Ok("a\\b"));
        assert_eq!(unescape("\\q"), Err("invalid escape char \\q".to_owned()));
    }
}
