//! The API server's checks of a CRD's rules when the CRD is created or
//! updated: rules that do not compile, estimated costs over the limits,
//! transition rules where no old value pairs with the new one, and
//! `optionalOldSelf` without `oldSelf`, with its paths, messages and
//! order.

use validation_runtime::quote::go_quote;
use validation_runtime::{BadValue, ErrorList, FieldError, KubeVersion, Path};
use validation_schema::ValidationRule;

use crate::compiled::CompiledSchema;
use crate::cost::{exceeds_budget, STATIC_ESTIMATED_COST_LIMIT, STATIC_ESTIMATED_CRD_COST_LIMIT};
use crate::rule::CompileError;

/// How many of the most expensive expressions the API server names when
/// the schema's total is over the limit, and the least cost it names.
const NAMED_CONTRIBUTORS: usize = 4;
const LEAST_NAMED_COST: f64 = (STATIC_ESTIMATED_CRD_COST_LIMIT / 100) as f64;

impl CompiledSchema<'_> {
    /// The API server's errors for the rules of this schema (a CRD
    /// version's, at `root`) when the CRD is written, in its order: node by
    /// node, a node's `additionalProperties`, properties (by name) and
    /// items before its own rules; for each rule its estimated cost, its
    /// compile error, its message expression's error or cost, then
    /// `oldSelf` where no old value pairs (`oldSelf cannot be used on the
    /// uncorrelatable portion of the schema within <list>`) or
    /// `optionalOldSelf` without `oldSelf`. When the schema's total
    /// estimated cost is over its limit, the (at most four) most expensive
    /// expressions follow, then the total.
    ///
    /// `unchecked` says, of a node's path, whether the API server leaves
    /// its rules unchecked: a node with a schema error at or below it
    /// (see `validation_schema::structural::check_with_rules`). Its rules
    /// add nothing to the total either.
    ///
    /// A rule's value in an `Invalid value` error is the API server's
    /// `ValidationRule` as `version` renders it: JSON from Kubernetes 1.34
    /// (`{"Rule":"...","Message":"",...}`), Go's `%#v` before
    /// (`apiextensions.ValidationRule{Rule:"...", ...}`, where a pointer
    /// field that is set shows a stand-in address, `0xc000000000`: the
    /// server's differs on every request).
    pub fn crd_errors(&self, root: &Path<'_>, unchecked: &dyn Fn(&str) -> bool, version: KubeVersion) -> ErrorList {
        let mut check = CrdCheck {
            version,
            errs: ErrorList::new(),
            total: 0.0,
            most_expensive: Vec::new(),
            unchecked,
        };
        check.node(self, root, None);
        if check.total > STATIC_ESTIMATED_CRD_COST_LIMIT as f64 {
            for (at, _) in &check.most_expensive {
                check.errs.push(FieldError::forbidden(
                    &Path::new(at),
                    "contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema",
                ));
            }
            check.errs.push(FieldError::forbidden(
                root,
                exceeds_budget(
                    "x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema",
                    check.total,
                    STATIC_ESTIMATED_CRD_COST_LIMIT,
                ),
            ));
        }
        check.errs
    }
}

struct CrdCheck<'u> {
    version: KubeVersion,
    errs: ErrorList,
    /// The estimated cost of the rules checked so far.
    total: f64,
    /// The most expensive expressions so far, most expensive first (the
    /// first seen first among equals).
    most_expensive: Vec<(String, f64)>,
    unchecked: &'u dyn Fn(&str) -> bool,
}

impl CrdCheck<'_> {
    /// `within`: the list above `node` where old values stop pairing.
    fn node(&mut self, node: &CompiledSchema<'_>, path: &Path<'_>, within: Option<&str>) {
        if let Some(values) = &node.values {
            self.node(values, &path.child("additionalProperties"), within);
        }
        let properties = path.child("properties");
        for (name, property) in &node.properties {
            self.node(property, &properties.key(name), within);
        }
        if let Some(items) = &node.items {
            let list = (within.is_none() && node.schema.list_type() != "map").then(|| path.to_string());
            self.node(items, &path.child("items"), within.or(list.as_deref()));
        }
        if node.rules.is_empty() || (self.unchecked)(&path.to_string()) {
            return;
        }
        let cardinality = node.values_per_object();
        let rules = path.child("x-kubernetes-validations");
        for (i, (compiled, rule)) in node.rules.iter().zip(&node.schema.x_validations).enumerate() {
            let at = rules.index(i);
            let uses_old_self = match compiled {
                Err(e) => {
                    self.errs.push(FieldError::invalid(
                        &at.child(rule_field(e)),
                        rule_value(rule, self.version),
                        e.to_string(),
                    ));
                    false
                }
                Ok(r) => {
                    let cost = r.estimated_cost() * cardinality;
                    let at_rule = at.child("rule");
                    if cost > STATIC_ESTIMATED_COST_LIMIT as f64 {
                        self.errs.push(FieldError::forbidden(
                            &at_rule,
                            exceeds_budget("estimated rule cost", cost, STATIC_ESTIMATED_COST_LIMIT),
                        ));
                    }
                    self.observe(&at_rule, cost);
                    let at_message = at.child("messageExpression");
                    if let Some(e) = r.message_error() {
                        self.errs.push(FieldError::invalid(
                            &at_message,
                            rule_value(rule, self.version),
                            e.to_string(),
                        ));
                    } else if !rule.message_expression.is_empty() {
                        let cost = r.message_expression_cost();
                        if cost > STATIC_ESTIMATED_COST_LIMIT as f64 {
                            self.errs.push(FieldError::forbidden(
                                &at_message,
                                exceeds_budget("estimated messageExpression cost", cost, STATIC_ESTIMATED_COST_LIMIT),
                            ));
                        }
                        self.observe(&at_message, cost);
                    }
                    r.rule_uses_old_self()
                }
            };
            match (uses_old_self, within, rule.optional_old_self) {
                (true, Some(list), _) => self.errs.push(FieldError::invalid(
                    &at.child("rule"),
                    BadValue::String(rule.rule.clone()),
                    format!("oldSelf cannot be used on the uncorrelatable portion of the schema within {list}"),
                )),
                (false, _, Some(optional)) => self.errs.push(FieldError::invalid(
                    &at.child("optionalOldSelf"),
                    BadValue::Bool(optional),
                    "may not be set if oldSelf is not used in rule",
                )),
                _ => {}
            }
        }
    }

    /// Adds an expression's cost to the total, and to the most expensive
    /// ones when it is among them.
    fn observe(&mut self, at: &Path<'_>, cost: f64) {
        self.total += cost;
        if cost < LEAST_NAMED_COST {
            return;
        }
        let place = self.most_expensive.partition_point(|(_, c)| *c >= cost);
        if place < NAMED_CONTRIBUTORS {
            self.most_expensive.insert(place, (at.to_string(), cost));
            self.most_expensive.truncate(NAMED_CONTRIBUTORS);
        }
    }
}

/// The field of the rule a compile error is about.
fn rule_field(e: &CompileError) -> &'static str {
    match e {
        CompileError::Rule(_) | CompileError::Cost(_) | CompileError::NotBool | CompileError::Program(_) => "rule",
        CompileError::MessageExpression(_)
        | CompileError::MessageNotString
        | CompileError::MessageExpressionCost(_)
        | CompileError::MessageExpressionProgram(_) => "messageExpression",
        CompileError::FieldPath(_) => "fieldPath",
        CompileError::Reason(_) => "reason",
    }
}

/// `rule` as the API server of `version` renders it in an error: its
/// `apiextensions.ValidationRule` (whose fields have no JSON names) as
/// JSON, or before 1.34 in Go's `%#v`.
fn rule_value(rule: &ValidationRule, version: KubeVersion) -> BadValue {
    if version >= KubeVersion::JSON_VALUES {
        return BadValue::json(&GoRule {
            rule: &rule.rule,
            message: &rule.message,
            message_expression: &rule.message_expression,
            reason: rule.reason.as_deref(),
            field_path: &rule.field_path,
            optional_old_self: rule.optional_old_self,
        });
    }
    let pointer = |type_name: &str, set: bool| {
        let address = if set { "0xc000000000" } else { "nil" };
        format!("(*{type_name})({address})")
    };
    BadValue::GoSyntax(format!(
        "apiextensions.ValidationRule{{Rule:{}, Message:{}, MessageExpression:{}, Reason:{}, FieldPath:{}, OptionalOldSelf:{}}}",
        go_quote(&rule.rule),
        go_quote(&rule.message),
        go_quote(&rule.message_expression),
        pointer("apiextensions.FieldValueErrorReason", rule.reason.is_some()),
        go_quote(&rule.field_path),
        pointer("bool", rule.optional_old_self.is_some()),
    ))
}

/// The API server's internal `ValidationRule`, fields in its order and
/// named as in Go.
#[derive(serde::Serialize)]
#[serde(rename_all = "PascalCase")]
struct GoRule<'r> {
    rule: &'r str,
    message: &'r str,
    message_expression: &'r str,
    reason: Option<&'r str>,
    field_path: &'r str,
    optional_old_self: Option<bool>,
}
