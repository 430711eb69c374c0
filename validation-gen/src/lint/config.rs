//! The lint config: `validation-gen-lint.json` at the input crate's root (or
//! the file given with `--lint-config`).
//!
//! ```json
//! {
//!   "rules": { "stability": "warn", "typedef-chain": "off" },
//!   "version-drift-exceptions": ["apps/Widget.spec.replicas", "apps/Port"]
//! }
//! ```
//!
//! Severities are `error`, `warn`, `note` or `off`. Unknown keys, unknown
//! rule ids and unknown severities are errors located in the file. JSON,
//! because serde_json is already a dependency and the shape is tiny.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::diagnostics::{did_you_mean, Diagnostic, Location, Severity};

use super::Rule;

/// The config file looked for at the input's root.
pub const CONFIG_FILE_NAME: &str = "validation-gen-lint.json";

/// A rule's configured severity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Error,
    Warn,
    /// Informational.
    Note,
    Off,
}

impl Level {
    fn parse(s: &str) -> Option<Level> {
        Some(match s {
            "error" => Level::Error,
            "warn" => Level::Warn,
            "note" => Level::Note,
            "off" => Level::Off,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warn => "warn",
            Level::Note => "note",
            Level::Off => "off",
        }
    }

    /// The diagnostic severity, `None` for `off`.
    pub fn severity(self) -> Option<Severity> {
        match self {
            Level::Error => Some(Severity::Error),
            Level::Warn => Some(Severity::Warning),
            Level::Note => Some(Severity::Note),
            Level::Off => None,
        }
    }
}

/// Per-rule severities and the version-drift exceptions.
#[derive(Clone, Debug, Default)]
pub struct Config {
    levels: BTreeMap<String, Level>,
    /// `Group/Type` or `Group/Type.field` entries version-drift ignores.
    pub drift_exceptions: Vec<String>,
}

/// A config file that cannot be used, located in it when possible.
#[derive(Clone, Debug)]
pub struct ConfigError(Box<Diagnostic>);

impl ConfigError {
    fn new(d: Diagnostic) -> Self {
        ConfigError(Box::new(d))
    }

    pub fn into_diagnostic(self) -> Diagnostic {
        *self.0
    }
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.render())
    }
}

impl Config {
    /// The severity a rule has under this config.
    pub fn level(&self, rule: &Rule) -> Level {
        self.levels.get(rule.id).copied().unwrap_or(rule.default)
    }

    /// The config at the input's root, or the defaults when there is none.
    pub fn for_input(input: &Path) -> Result<Config, ConfigError> {
        match super::default_config_path(input) {
            Some(path) => Config::load(&path),
            None => Ok(Config::default()),
        }
    }

    /// Read a config file.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            ConfigError::new(
                Diagnostic::error(format!("cannot read lint config {}: {e}", path.display())).with_code("lint-config"),
            )
        })?;
        Config::parse(path, &text)
    }

    /// Parse a config's text (`path` is for messages).
    pub fn parse(path: &Path, text: &str) -> Result<Config, ConfigError> {
        let file = ConfigFile { path, text };
        let value: Value = serde_json::from_str(text).map_err(|e| {
            let d = Diagnostic::error(format!("invalid JSON: {e}")).with_code("lint-config");
            ConfigError::new(file.at_line_col(d, e.line(), e.column()))
        })?;
        let Value::Object(top) = value else {
            return Err(file.error("the lint config must be a JSON object", None));
        };
        let mut config = Config::default();
        for (key, value) in &top {
            match key.as_str() {
                "rules" => config.levels = file.levels(value)?,
                "version-drift-exceptions" => config.drift_exceptions = file.strings(key, value)?,
                other => {
                    return Err(file
                        .error(
                            format!("unknown key \"{other}\""),
                            Some("the keys are \"rules\" and \"version-drift-exceptions\""),
                        )
                        .located(&file, other))
                }
            }
        }
        Ok(config)
    }
}

struct ConfigFile<'a> {
    path: &'a Path,
    text: &'a str,
}

impl ConfigFile<'_> {
    fn error(&self, message: impl Into<String>, help: Option<&str>) -> ConfigError {
        let mut d = Diagnostic::error(message).with_code("lint-config");
        if let Some(help) = help {
            d = d.with_help(help);
        }
        ConfigError::new(d.at_location(Location::new(PathBuf::from(self.path), 1, 1, 1)))
    }

    fn at_line_col(&self, d: Diagnostic, line: usize, column: usize) -> Diagnostic {
        let text = self.text.lines().nth(line.saturating_sub(1)).unwrap_or_default();
        d.at(Location::new(PathBuf::from(self.path), line, column, 1), text)
    }

    fn levels(&self, value: &Value) -> Result<BTreeMap<String, Level>, ConfigError> {
        let Value::Object(rules) = value else {
            return Err(self
                .error("\"rules\" must be an object of rule id → severity", None)
                .located(self, "rules"));
        };
        let mut levels = BTreeMap::new();
        for (id, level) in rules {
            if super::rule(id).is_none() {
                let help = did_you_mean(id, super::RULES.iter().map(|r| r.id)).map(|s| format!("did you mean `{s}`?"));
                return Err(self
                    .error(format!("unknown lint rule \"{id}\""), help.as_deref())
                    .located(self, id));
            }
            let parsed = level.as_str().and_then(Level::parse).ok_or_else(|| {
                self.error(
                    format!("severity of \"{id}\" must be \"error\", \"warn\", \"note\" or \"off\""),
                    None,
                )
                .located(self, id)
            })?;
            levels.insert(id.clone(), parsed);
        }
        Ok(levels)
    }

    fn strings(&self, key: &str, value: &Value) -> Result<Vec<String>, ConfigError> {
        let list = value.as_array().and_then(|items| {
            items
                .iter()
                .map(|v| v.as_str().map(str::to_string))
                .collect::<Option<Vec<_>>>()
        });
        list.ok_or_else(|| {
            self.error(format!("\"{key}\" must be a list of strings"), None)
                .located(self, key)
        })
    }
}

impl ConfigError {
    /// Point the error at the first `"needle"` in the file (serde_json's
    /// values carry no positions).
    fn located(self, file: &ConfigFile<'_>, needle: &str) -> ConfigError {
        let quoted = format!("\"{needle}\"");
        match file.text.find(&quoted) {
            Some(start) => ConfigError::new((*self.0).at_byte_range(
                PathBuf::from(file.path),
                file.text,
                start,
                start + quoted.len(),
            )),
            None => self,
        }
    }
}
