//! The structural schema stage (KEP-2332): from the model and the registry,
//! one OpenAPI v3 schema per root type, as a CRD version holds it. The
//! shape comes from the Rust types; keywords come from the tags, each of
//! which declares what it becomes in a schema
//! ([`crate::validators::TagValidator::schema`]). A check no keyword can
//! say is reported under the user's [`Policy`], never dropped unnoticed.
//! Every schema is checked with the API server's structural rules before
//! it leaves the generator.

use std::path::{Path, PathBuf};

use validation_schema::Schema;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::model::{Model, TypeId, TypeKind};
use crate::plan::Plan;
use crate::source::{SourceLocation, SourceSet};
pub use crate::validators::KubeVersion;
use crate::validators::Registry;
use crate::GeneratedFile;

mod correlation;
mod external;
pub(crate) mod json_schema_impl;
mod keywords;
mod lower;
mod pretty;
mod primitive;

/// What to do with a tag whose check has no schema equivalent (and with
/// types a schema cannot describe).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Policy {
    /// Fail: the schema would accept what the Rust checks reject.
    Error,
    /// Report a warning and write the schema without it.
    #[default]
    Warn,
    /// Leave it out silently (the user knows).
    Omit,
}

impl Policy {
    /// `error`, `warn` or `omit`.
    pub fn parse(text: &str) -> Option<Policy> {
        match text {
            "error" => Some(Policy::Error),
            "warn" => Some(Policy::Warn),
            "omit" => Some(Policy::Omit),
            _ => None,
        }
    }
}

/// Where schemas go and how strictly they are lowered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The directory the schema files are written into.
    pub dir: PathBuf,
    pub policy: Policy,
    /// The API server the schemas are for: what it honours natively and
    /// what is lowered to CEL rules instead.
    pub kube_version: KubeVersion,
}

impl Options {
    /// Schemas in `dir` under `policy`, for the newest Kubernetes known.
    pub fn new(dir: impl Into<PathBuf>, policy: Policy) -> Options {
        Options {
            dir: dir.into(),
            policy,
            kube_version: KubeVersion::NEWEST,
        }
    }

    /// For the API server of Kubernetes `version`.
    pub fn for_kube(mut self, version: KubeVersion) -> Options {
        self.kube_version = version;
        self
    }
}

/// The schema of one root type.
#[derive(Clone, Debug, PartialEq)]
pub struct RootSchema {
    pub id: TypeId,
    /// The file name: the module path and the type name, dotted
    /// (`v1.Widget.json`; `Widget.json` at the crate root).
    pub file_name: String,
    pub schema: Schema,
}

/// The schemas of every root, with the warnings found lowering them.
#[derive(Debug)]
pub struct Lowered {
    pub roots: Vec<RootSchema>,
    pub warnings: Diagnostics,
}

/// Lower every root struct of the plan. Errors: checks without a schema
/// equivalent under [`Policy::Error`], and any schema the API server would
/// reject.
pub fn lower(
    model: &Model,
    sources: &SourceSet,
    registry: &Registry,
    plan: &Plan,
    options: &Options,
) -> Result<Lowered, Diagnostics> {
    if cfg!(not(feature = "cel")) {
        // The rules lowered from tags are cost-checked as the API server
        // checks them; without the engine a schema could be one it rejects.
        let d = Diagnostic::error(
            "CRD schemas (`--schema`, `--json-schema-impls`, `--crd`) need validation-gen's `cel` feature: the rules \
             lowered from the tags are cost-checked with the CEL engine, as the API server checks them"
                .to_string(),
        )
        .with_code("cel-feature")
        .with_help(
            "enable it: `validation-gen = { version = \"0.1\", default-features = false, features = [\"cel\"] }`",
        );
        return Err(Diagnostics::from(d));
    }
    let mut report = Report {
        sources,
        policy: options.policy,
        found: Diagnostics::new(),
    };
    let mut roots = Vec::new();
    for root in &plan.roots {
        // A custom resource is an object: roots of other kinds get none.
        let Some(t) = model.get(root.id).filter(|t| matches!(t.kind, TypeKind::Struct(_))) else {
            continue;
        };
        let schema = lower::root(model, registry, root.id, options.kube_version, &mut report);
        for error in validation_schema::structural::check_schema(&schema).iter() {
            let d = Diagnostic::error(format!(
                "the schema generated for `{}` would be rejected by the API server: {error}",
                t.name
            ))
            .with_code("schema-not-structural");
            report.found.push(sources.diagnostic_at(d, t.location));
        }
        for error in rule_problems(&schema, options.kube_version) {
            let d = Diagnostic::error(format!(
                "the schema generated for `{}` would be rejected by the API server: {error}",
                t.name
            ))
            .with_code("schema-rule-rejected");
            report.found.push(sources.diagnostic_at(d, t.location));
        }
        roots.push(RootSchema {
            id: root.id,
            file_name: file_name(sources, model, root.id),
            schema,
        });
    }
    report.found.sort();
    report.found.dedup();
    if report.found.has_errors() {
        return Err(report.found);
    }
    Ok(Lowered {
        roots,
        warnings: report.found,
    })
}

/// What the API server says of a schema's `x-kubernetes-validations`
/// rules, written by the user or lowered from tags: rules that do not
/// compile, rules whose estimated cost times the number of values they
/// run on is over the per-rule limit, an estimated cost over the limit
/// for the whole schema (with the rules that cost most), and transition
/// rules where no old value pairs.
/// The rules are new ones for an API server of `version`: compiled in its
/// compatibility version's environment.
#[cfg(feature = "cel")]
fn rule_problems(schema: &Schema, version: KubeVersion) -> Vec<String> {
    let rules = validation_cel::Rules::new(validation_cel::Environment::new_expressions(version));
    let compiled = validation_cel::CompiledSchema::compile_in(schema, &rules);
    compiled
        .crd_errors(&validation_runtime::Path::root(), &|_| false, version)
        .iter()
        .map(|e| match e.field.as_str() {
            "" | "<nil>" => e.detail.clone(),
            at => format!("{at}: {}", e.detail),
        })
        .collect()
}

/// Without the engine [`lower`] stops before any schema is checked.
#[cfg(not(feature = "cel"))]
fn rule_problems(_schema: &Schema, _version: KubeVersion) -> Vec<String> {
    Vec::new()
}

/// The schema of the value a tag is on, and whether it is a resource's
/// root: what a CEL rule on it is compiled against.
pub fn subject_schema(ctx: &crate::validators::TagContext<'_>) -> (Schema, bool) {
    lower::subject(ctx)
}

/// `schema` as a rule on it needs it: without descriptions and rules,
/// which no rule reads (generated code embeds the schema each rule is
/// compiled against).
pub fn for_rules(mut schema: Schema) -> Schema {
    fn strip(s: &mut Schema) {
        s.description = None;
        s.x_validations.clear();
        s.properties.values_mut().for_each(strip);
        if let Some(validation_schema::SchemaOrArray::Schema(items)) = &mut s.items {
            strip(items);
        }
        if let Some(validation_schema::SchemaOrBool::Schema(values)) = &mut s.additional_properties {
            strip(values);
        }
    }
    strip(&mut schema);
    schema
}

/// One JSON file per root schema in `dir`: pretty-printed, keys in the
/// API's order, ending in a newline.
pub fn files(lowered: &Lowered, dir: &Path) -> Vec<GeneratedFile> {
    lowered
        .roots
        .iter()
        .map(|root| GeneratedFile {
            path: dir.join(&root.file_name),
            contents: render(&root.schema),
        })
        .collect()
}

/// A schema as the files hold it (pretty-printed, indentation capped so
/// that a deep schema's file is linear in its size).
pub fn render(schema: &Schema) -> String {
    let mut text = pretty::to_string(schema);
    text.push('\n');
    text
}

fn file_name(sources: &SourceSet, model: &Model, id: TypeId) -> String {
    let mut parts: Vec<&str> = model
        .get(id)
        .and_then(|t| sources.modules.get(t.module))
        .map(|m| m.rust_path.iter().map(String::as_str).collect())
        .unwrap_or_default();
    parts.push(model.name(id));
    format!("{}.json", parts.join("."))
}

/// Collects what lowering could not say, under the policy.
pub(crate) struct Report<'a> {
    sources: &'a SourceSet,
    policy: Policy,
    found: Diagnostics,
}

impl Report<'_> {
    /// A check or type the schema leaves out.
    pub(crate) fn left_out(&mut self, at: SourceLocation, message: String) {
        let d = match self.policy {
            Policy::Error => Diagnostic::error(message),
            Policy::Warn => Diagnostic::warning(message),
            Policy::Omit => return,
        }
        .with_code("not-in-schema")
        .with_help("the API server will not check this; the `omit` schema policy leaves it out silently");
        self.found.push(self.sources.diagnostic_at(d, at));
    }
}
#[cfg(test)]
mod tests;
