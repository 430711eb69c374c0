//! The API server's validation of a custom resource against one version's
//! schema: OpenAPI keywords, list types and embedded resources (the
//! `validation-schema` crate), then the CEL rules, with ratcheting on
//! update.

use serde_json::Value as Json;
use validation_runtime::{BadValue, ErrorType, FieldError};
use validation_schema::{Outcome, Schema};

use crate::compiled::CompiledSchema;
use crate::cost::{Budget, RUNTIME_COST_BUDGET};
use crate::engine::Engine;
use crate::environment::{Environment, Rules};
use crate::walk::Walk;

/// A schema with its rules compiled once, for validating many objects.
///
/// The schema is one the API server accepts (`validation_schema::structural`
/// finds no problem): in particular it has no rules under `allOf`, `anyOf`,
/// `oneOf` or `not`, which the API server rejects (`x-kubernetes-validations:
/// Forbidden: must be empty to be structural`) instead of evaluating, so
/// rules there are not evaluated here either.
pub struct Validator<'s> {
    /// The OpenAPI keywords, with the schema's patterns compiled once.
    schema: validation_schema::Validator<'s>,
    compiled: CompiledSchema<'s>,
}

impl<'s> Validator<'s> {
    /// The rules of `schema` compiled as the newest Kubernetes compiles new
    /// rules, with its messages.
    pub fn new(schema: &'s Schema) -> Validator<'s> {
        Validator::compile_in(schema, &Rules::new(Environment::NEWEST))
    }

    /// The rules of `schema` compiled in the environments `rules` picks (a
    /// Kubernetes version; new rules, or on a CRD update the old CRD's
    /// rules as stored ones), with that version's messages.
    pub fn compile_in(schema: &'s Schema, rules: &Rules) -> Validator<'s> {
        Validator {
            schema: validation_schema::Validator::new(schema).with_version(rules.environment.kube_version),
            compiled: CompiledSchema::compile_in(schema, rules),
        }
    }

    /// The compiled rules (and the rules that did not compile).
    pub fn compiled(&self) -> &CompiledSchema<'s> {
        &self.compiled
    }

    /// Validates `new`; `old` is the stored object on update. Errors reject
    /// the object; warnings are errors ratcheting let through because their
    /// value did not change.
    pub fn validate(&self, new: &Json, old: Option<&Json>) -> Outcome {
        let mut outcome = self.schema.validate(new, old);
        if !self.compiled.has_rules() {
            return outcome;
        }
        if outcome.errors.iter().any(blocks_rules) {
            outcome.errors.push(not_checked());
            return outcome;
        }
        self.rules(new, old, &mut outcome);
        outcome
    }

    /// Only the CEL rules (no OpenAPI keywords), appended to `outcome`.
    pub fn rules(&self, new: &Json, old: Option<&Json>, outcome: &mut Outcome) {
        Engine::with(|engine| {
            let mut walk = Walk::new(engine);
            walk.node(&self.compiled, new, old, None);
            if walk.needs_exact_budget() {
                // Upper bounds of the costs used up the budget: metering
                // the actual costs tells whether the API server's runs out.
                walk = Walk::with_budget(engine, Budget::exact(RUNTIME_COST_BUDGET));
                walk.node(&self.compiled, new, old, None);
            }
            for found in walk.found {
                if found.warning {
                    outcome.warnings.push(found.error);
                } else {
                    outcome.errors.push(found.error);
                }
            }
        });
    }
}

/// Validates `new` against `schema` as the API server validates a custom
/// resource (`old` on update): compiles the rules each call; keep a
/// [`Validator`] to compile once.
pub fn validate(schema: &Schema, new: &Json, old: Option<&Json>) -> Outcome {
    Validator::new(schema).validate(new, old)
}

/// The errors that make the API server skip every rule of the object:
/// wrong types, enum violations, missing required properties and values
/// over `maxLength`, `maxItems` or `maxProperties` (rules are written, and
/// their cost estimated, for values of the declared shape and size).
/// Ratcheted errors are warnings, not errors: they block nothing.
pub(crate) fn blocks_rules(e: &FieldError) -> bool {
    matches!(
        e.error_type,
        ErrorType::TypeInvalid
            | ErrorType::NotSupported
            | ErrorType::Required
            | ErrorType::TooLong
            | ErrorType::TooMany
    )
}

pub(crate) fn not_checked() -> FieldError {
    let mut e = FieldError::invalid(
        &validation_runtime::Path::root(),
        BadValue::Null,
        "some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
    );
    e.field = "<nil>".to_owned();
    e
}
