//! The linter, beside the pipeline: it reads the same sources, model, plan
//! and registry and reports tag misuse the generator accepts (and, with
//! `--lint`, everything the generator rejects too).
//!
//! Every rule is one file with an id, a default severity and a short
//! description ([`RULES`]). Findings are plain data (`Finding`); after the
//! config's severities, `k8s:validation-gen-nolint` and allow comments
//! (`// validation-gen:allow(rule-id) reason`) are applied they become
//! [`Diagnostic`]s, rendered rustc-style or as JSON ([`render_json`]).
//!
//! Kubernetes' own lint rules (`alpha-beta-prefix`, `stability`,
//! `missing-requiredness`) also make generation fail (`generation_errors`).

use std::path::Path;

use crate::diagnostics::{Diagnostic, Severity};
use crate::model::{Model, TagLine, TypeId};
use crate::plan::Plan;
use crate::source::{ModuleId, SourceLocation, SourceSet};
use crate::validators::Registry;

mod allow;
mod config;
mod json;
mod rules;
mod tagged;
mod versions;

pub use config::{Config, ConfigError, Level, CONFIG_FILE_NAME};
pub use json::render_json;

/// One rule: its id (`kebab-case`, used in configs and allow comments), the
/// severity it has unless configured, and what it checks.
pub struct Rule {
    pub id: &'static str,
    pub default: Level,
    pub description: &'static str,
    /// Whether it is one of the Kubernetes lint rules, which
    /// `k8s:validation-gen-nolint` turns off and which fail generation.
    pub kubernetes: bool,
    check: fn(&Context<'_>) -> Vec<Finding>,
}

/// Every lint rule, in the order of the README's table.
pub const RULES: &[Rule] = &[
    rules::prefix::RULE,
    rules::stability::RULE,
    rules::requiredness::RULE,
    rules::conflict::RULE,
    rules::indistinguishable::RULE,
    rules::no_effect::RULE,
    rules::unknown::RULE,
    rules::unregistered::RULE,
    rules::duplicate::RULE,
    rules::drift::RULE,
    rules::typedef::RULE,
    allow::RULE,
];

/// Looks a rule up by id.
pub fn rule(id: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.id == id)
}

/// What a rule sees.
pub(crate) struct Context<'a> {
    pub sources: &'a SourceSet,
    pub model: &'a Model,
    pub registry: &'a Registry,
    /// `None` when planning failed (its errors are reported instead); rules
    /// that need to know which types have validations then stay silent.
    pub plan: Option<&'a Plan>,
    pub config: &'a Config,
}

/// One finding of a rule, before severities, nolint and allow comments.
#[derive(Clone, Debug)]
pub(crate) struct Finding {
    pub rule: &'static str,
    pub message: String,
    pub location: SourceLocation,
    pub label: Option<String>,
    pub notes: Vec<String>,
    pub help: Option<String>,
    /// The module and type the finding is about, for
    /// `k8s:validation-gen-nolint`.
    pub module: Option<ModuleId>,
    pub type_id: Option<TypeId>,
}

impl Finding {
    pub fn new(rule: &'static str, message: impl Into<String>, location: SourceLocation) -> Self {
        Finding {
            rule,
            message: message.into(),
            location,
            label: None,
            notes: Vec::new(),
            help: None,
            module: None,
            type_id: None,
        }
    }

    pub fn about(mut self, model: &Model, id: TypeId) -> Self {
        self.type_id = Some(id);
        self.module = model.get(id).map(|t| t.module);
        self
    }

    pub fn label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    pub fn note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

/// Run every rule (or only the Kubernetes ones) and turn what survives the
/// config, nolint and allow comments into diagnostics.
pub(crate) fn run(ctx: &Context<'_>, kubernetes_only: bool) -> Vec<Diagnostic> {
    let mut findings: Vec<Finding> = RULES
        .iter()
        .filter(|r| r.id != allow::RULE.id && (!kubernetes_only || r.kubernetes))
        .filter(|r| ctx.config.level(r) != Level::Off)
        .flat_map(|r| (r.check)(ctx))
        .filter(|f| !nolint(ctx.model, f))
        .collect();
    let allows = allow::collect(ctx.sources);
    let (mut findings, used) = allow::apply(&allows, &mut findings);
    if !kubernetes_only && ctx.config.level(&allow::RULE) != Level::Off {
        findings.extend(allow::report(ctx.config, &allows, &used));
    }
    findings
        .into_iter()
        .filter_map(|f| {
            let severity = ctx.config.level(rule(f.rule)?).severity()?;
            Some(to_diagnostic(ctx.sources, f, severity))
        })
        .collect()
}

/// The findings of Kubernetes' rules that make generation fail (errors only), or the
/// config's error.
pub(crate) fn generation_errors(
    sources: &SourceSet,
    model: &Model,
    registry: &Registry,
    plan: &Plan,
) -> Vec<Diagnostic> {
    let config = match Config::for_input(&sources.input) {
        Ok(config) => config,
        Err(e) => return vec![e.into_diagnostic()],
    };
    let ctx = Context {
        sources,
        model,
        registry,
        plan: Some(plan),
        config: &config,
    };
    run(&ctx, true).into_iter().filter(Diagnostic::is_error).collect()
}

fn to_diagnostic(sources: &SourceSet, f: Finding, severity: Severity) -> Diagnostic {
    let mut d = Diagnostic::new(severity, f.message).with_code(f.rule);
    if let Some(label) = f.label {
        d = d.with_label(label);
    }
    for note in f.notes {
        d = d.with_note(note);
    }
    if let Some(help) = f.help {
        d = d.with_help(help);
    }
    sources.diagnostic_at(d, f.location)
}

/// `+k8s:validation-gen-nolint` on the finding's module or type turns the
/// Kubernetes rules off there. (They also do not walk
/// through such a type: see `rules::requiredness::reachable`.)
fn nolint(model: &Model, f: &Finding) -> bool {
    if !rule(f.rule).is_some_and(|r| r.kubernetes) {
        return false;
    }
    let on_module = f
        .module
        .and_then(|m| model.module_tags.get(m))
        .is_some_and(|tags| has_nolint(tags));
    on_module || f.type_id.is_some_and(|id| is_nolint(model, id))
}

/// Whether `+k8s:validation-gen-nolint` is on the type or its module.
pub(crate) fn is_nolint(model: &Model, id: TypeId) -> bool {
    model
        .get(id)
        .is_some_and(|t| has_nolint(&t.tags) || model.module_tags.get(t.module).is_some_and(|tags| has_nolint(tags)))
}

fn has_nolint(tags: &[TagLine]) -> bool {
    tags.iter()
        .any(|t| crate::tags::tag_name(&t.text) == Some("k8s:validation-gen-nolint"))
}

/// Where to find the config for an input: `validation-gen-lint.json` in the
/// input directory (a crate root), if there is one.
pub(crate) fn default_config_path(input: &Path) -> Option<std::path::PathBuf> {
    let path = input.join(CONFIG_FILE_NAME);
    (input.is_dir() && path.is_file()).then_some(path)
}
