//! The API server's validation of a custom resource against one version's
//! schema: OpenAPI keywords, list types and embedded resources (the
//! `validation-schema` crate), then the CEL rules, with ratcheting on
//! update.

use serde_json::Value as Json;
use validation_runtime::{BadValue, ErrorType, FieldError};
use validation_schema::{Outcome, Root, Schema};

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
    options: ValidatorOptions,
}

/// How a [`Validator`] validates, as the API server's CEL validator is
/// configured (`NewValidator(schema, isResourceRoot, perCallLimit)`, the
/// cost budget of `Validate`, the `CRDValidationRatcheting` feature gate).
///
/// ```
/// use serde_json::json;
/// use validation_cel::{Environment, Rules, Validator, ValidatorOptions};
/// use validation_schema::{Root, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({
///     "type": "object",
///     "properties": {"str": {"type": "string"}},
///     "x-kubernetes-validations": [{"rule": "false", "messageExpression": "'str1 ' + self.str"}]
/// })).unwrap();
/// let options = ValidatorOptions { budget: 1, root: Root::Value, ratcheting: true };
/// let validator = Validator::compile_with(&schema, &Rules::new(Environment::NEWEST), options);
/// let outcome = validator.validate(&json!({"str": "a string"}), None);
/// assert_eq!(
///     outcome.errors.iter().next().unwrap().to_string(),
///     "<nil>: Invalid value: \"object\": messageExpression evaluation failed due to running out of cost budget, no further validation rules will be run",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValidatorOptions {
    /// The runtime cost all rules of one object may spend (default the API
    /// server's per-request budget, [`RUNTIME_COST_BUDGET`]). Over it, the
    /// rule that goes over fails with `validation failed due to running out
    /// of cost budget, no further validation rules will be run` and no
    /// further rule runs.
    pub budget: u64,
    /// Whether the value is a whole resource ([`Root::Resource`], default:
    /// rules on the top-level schema also see `apiVersion`, `kind`,
    /// `metadata.name` and `metadata.generateName`, as the API server's
    /// `isResourceRoot`) or any other value ([`Root::Value`]: they see only
    /// what the schema declares). Embedded resources see theirs either way.
    pub root: Root,
    /// Ratcheting on update (default on, the API server's
    /// `CRDValidationRatcheting` feature gate): errors under values equal to
    /// their old values are warnings. Off, they are errors, and transition
    /// rules with `optionalOldSelf` do not run on create.
    pub ratcheting: bool,
}

impl Default for ValidatorOptions {
    fn default() -> Self {
        ValidatorOptions {
            budget: RUNTIME_COST_BUDGET,
            root: Root::Resource,
            ratcheting: true,
        }
    }
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
        Validator::compile_with(schema, rules, ValidatorOptions::default())
    }

    /// [`Self::compile_in`] with `options` (budget, resource root or not,
    /// ratcheting).
    pub fn compile_with(schema: &'s Schema, rules: &Rules, options: ValidatorOptions) -> Validator<'s> {
        Validator {
            schema: validation_schema::Validator::new(schema)
                .with_version(rules.environment.kube_version)
                .with_ratcheting(options.ratcheting),
            compiled: CompiledSchema::compile_for(schema, rules, options.root),
            options,
        }
    }

    /// The options the validator validates with.
    pub fn options(&self) -> ValidatorOptions {
        self.options
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
        self.rules_under("", new, old, outcome);
    }

    /// [`Self::rules`] of a value found at `base` (a rendered path, such as
    /// a CRD schema node's `...default`): its errors' paths start there.
    pub fn rules_under(&self, base: &str, new: &Json, old: Option<&Json>, outcome: &mut Outcome) {
        self.run_rules(base, new, old, outcome, Budget::new(self.options.budget));
    }

    /// [`Self::rules`], charging every evaluation its actual cost, as the
    /// API server's `Validate` does: returns what remains of the budget,
    /// `-1` when it ran out (slower: the costs are metered as the rules
    /// are evaluated).
    ///
    /// ```
    /// use serde_json::json;
    /// use validation_cel::{Environment, Rules, Validator, ValidatorOptions};
    /// use validation_schema::{Outcome, Root, Schema};
    ///
    /// let schema: Schema = serde_json::from_value(json!({
    ///     "type": "object",
    ///     "properties": {"str": {"type": "string"}},
    ///     "x-kubernetes-validations": [{"rule": "false", "messageExpression": "'str1 ' + self.str"}]
    /// })).unwrap();
    /// let options = ValidatorOptions { budget: 50, root: Root::Value, ratcheting: true };
    /// let validator = Validator::compile_with(&schema, &Rules::new(Environment::NEWEST), options);
    /// let mut outcome = Outcome::default();
    /// assert_eq!(validator.rules_metered(&json!({"str": "a string"}), None, &mut outcome), 46);
    /// assert_eq!(outcome.errors.iter().next().unwrap().to_string(), "<nil>: Invalid value: str1 a string");
    /// ```
    pub fn rules_metered(&self, new: &Json, old: Option<&Json>, outcome: &mut Outcome) -> i64 {
        let budget = self.run_rules("", new, old, outcome, Budget::exact(self.options.budget));
        if budget.is_exhausted() {
            -1
        } else {
            // Actual costs are whole numbers.
            budget.remaining() as i64
        }
    }

    /// Runs the rules with `budget`; returns what remains of it.
    fn run_rules(&self, base: &str, new: &Json, old: Option<&Json>, outcome: &mut Outcome, budget: Budget) -> Budget {
        Engine::with(|engine| {
            let walk_with = |engine, budget| {
                Walk::with_budget(engine, budget)
                    .under(base)
                    .ratcheting(self.options.ratcheting)
                    .resource_root(self.options.root == Root::Resource)
            };
            let mut walk = walk_with(engine, budget);
            walk.root(&self.compiled, new, old);
            if walk.needs_exact_budget() {
                // Upper bounds of the costs used up the budget: metering
                // the actual costs tells whether the API server's runs out.
                walk = walk_with(engine, Budget::exact(self.options.budget));
                walk.root(&self.compiled, new, old);
            }
            for found in walk.found {
                if found.warning {
                    outcome.warnings.push(found.error);
                } else {
                    outcome.errors.push(found.error);
                }
            }
            walk.budget
        })
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
