//! YAML bodies and manifests: read by the shared reader ([`crate::yaml`]:
//! YAML as the API server reads it, with its bounds), then the same check
//! as JSON. Repeated keys are reported first, as the API server's YAML
//! pass reports them (`yaml: unmarshal errors:` ...). Objects reach the
//! check with their keys sorted, as the API server's YAML-to-JSON
//! conversion writes them, so unknown fields come out in that order.

use serde::de::DeserializeOwned;

use super::problem::{Problem, Problems};
use super::tree::Node;
use super::{check_and_decode, Decoded, FieldValidation, Fields, SyntaxError};
use crate::yaml::{Document, Documents};

/// Decodes a YAML body holding one document into `T`.
pub fn from_yaml<T: DeserializeOwned + Fields>(text: &str, mode: FieldValidation) -> Result<Decoded<T>, SyntaxError> {
    let mut documents = Documents::new(text);
    let first = documents.next().transpose().map_err(syntax)?;
    let extra = documents.filter(|d| !matches!(d, Ok(d) if d.value.is_null())).count();
    if extra > 0 {
        return Err(SyntaxError {
            message: format!("expected one YAML document, found {}", extra + 1),
        });
    }
    let (node, problems) = first.map_or((Node::Null, Problems::default()), split);
    Ok(check_and_decode(node, problems, mode))
}

/// Decodes every document of a YAML stream (`---`-separated, as in a
/// manifest file) into `T`; empty documents are skipped, as kubectl does.
pub fn from_yaml_documents<T: DeserializeOwned + Fields>(
    text: &str,
    mode: FieldValidation,
) -> Result<Vec<Decoded<T>>, SyntaxError> {
    let mut out = Vec::new();
    for document in Documents::new(text) {
        let document = document.map_err(syntax)?;
        if !document.value.is_null() {
            let (node, problems) = split(document);
            out.push(check_and_decode(node, problems, mode));
        }
    }
    Ok(out)
}

fn syntax(e: crate::yaml::YamlError) -> SyntaxError {
    SyntaxError { message: e.to_string() }
}

fn split(document: Document) -> (Node, Problems) {
    let mut problems = Problems::default();
    for r in document.repeated {
        problems.push(Problem::DuplicateKey {
            line: r.line,
            key: r.key,
        });
    }
    (Node::from_value(document.value), problems)
}
