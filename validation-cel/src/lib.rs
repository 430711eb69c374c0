//! CEL validation rules (`x-kubernetes-validations`) of Kubernetes schemas,
//! with the API server's semantics and messages.
//!
//! Schema-driven: [`validate`] (or a [`Validator`], which compiles the
//! rules once) validates a JSON object against a CRD version's schema as
//! the API server does: OpenAPI keywords (from `validation-schema`), then
//! the rules, with ratcheting on update.
//!
//! ```
//! use serde_json::json;
//! use validation_cel::validate;
//! use validation_schema::Schema;
//!
//! let schema: Schema = serde_json::from_value(json!({
//!     "type": "object",
//!     "properties": {"spec": {
//!         "type": "object",
//!         "properties": {"min": {"type": "integer"}, "max": {"type": "integer"}},
//!         "x-kubernetes-validations": [
//!             {"rule": "self.min <= self.max", "messageExpression": "'min %d > max'.format([self.min])"},
//!             {"rule": "self.max >= oldSelf.max", "message": "max may not shrink"}
//!         ]
//!     }}
//! })).unwrap();
//! let outcome = validate(&schema, &json!({"spec": {"min": 5, "max": 3}}), None);
//! assert_eq!(outcome.errors.iter().next().unwrap().to_string(), "spec: Invalid value: min 5 > max");
//!
//! let old = json!({"spec": {"min": 1, "max": 9}});
//! let outcome = validate(&schema, &json!({"spec": {"min": 1, "max": 8}}), Some(&old));
//! assert_eq!(outcome.errors.iter().next().unwrap().to_string(), "spec: Invalid value: max may not shrink");
//! ```
//!
//! Typed: generated code holds each rule in a [`StaticRule`] and runs a
//! validation's rules inside [`with_budget`], one runtime cost budget for
//! all of them, as the API server gives one to each object. By hand,
//! compile a rule once and check it against values built with [`ToCel`],
//! without JSON:
//!
//! ```
//! use std::sync::LazyLock;
//! use validation_cel::{compile, map, Budget, CompiledRule, Engine, ToCel};
//! use validation_schema::{Schema, ValidationRule};
//!
//! static RULE: LazyLock<CompiledRule> = LazyLock::new(|| {
//!     let rule = ValidationRule { rule: "self.replicas <= 10".into(), ..Default::default() };
//!     let schema: Schema = serde_json::from_str(
//!         r#"{"type": "object", "properties": {"replicas": {"type": "integer"}}}"#,
//!     ).unwrap();
//!     compile(&rule, &schema, false).unwrap()
//! });
//!
//! let spec = map([("replicas", 11.to_cel())]);
//! let error = Engine::with(|engine| RULE.check(engine, "spec", spec, None, &mut Budget::default()));
//! assert_eq!(error.unwrap().to_string(), "spec: Invalid value: failed rule: self.replicas <= 10");
//! ```

#![deny(unsafe_code)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)
)]

pub use cel;

mod actual_cost;
mod built_strings;
mod checked_args;
pub mod compiled;
pub mod convert;
pub mod cost;
mod crd_errors;
mod direct;
pub mod engine;
pub mod environment;
mod eval;
// Moved to validation-schema so the generator without CEL shares it.
pub use validation_schema::cel_names as escape;
mod field_path;
mod flat;
mod formats;
mod go_errors;
pub(crate) mod library;
mod locate;
mod optional_select;
mod overloads;
mod parse_limits;
pub mod rule;
pub mod serialize;
mod subexpressions;
mod two_var;
mod typecheck;
mod typed;
mod types;
mod urls;
mod validate;
mod values;
mod walk;

pub use compiled::{CompiledSchema, UncorrelatableTransition};
pub use cost::Budget;
pub use engine::{Bindings, Engine};
pub use environment::{Environment, Expressions, Rules};
pub use eval::{evaluate, EvalError, Expression};
pub use rule::{compilations, compile, compile_in, CompileError, CompiledRule, Reason, RuntimeError};
pub use typed::{map, unless_blocked, with_budget, StaticRule, ToCel};
pub use validate::{validate, Validator, ValidatorOptions};
pub use validation_schema::{Correlated, Outcome, Root};
