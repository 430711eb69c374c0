//! The generator's own testing tags: `k8s:validateTrue`,
//! `k8s:validateFalse`, their alpha/beta variants and `k8s:validateError`.

use crate::tags::{Literal, LiteralKind, Tag};

use super::{
    ArgDecl, Call, CallArg, Check, PayloadKind, Registry, Rule, Scope, Stability, TagContext, TagDecl, TagError,
    TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Fixed {
        name: "k8s:validateTrue",
        result: true,
        stability: Stability::Alpha,
        description: "Always passes; the payload is a note. For testing the generator (ordering, flags, cohorts).",
        example: r#"/// +k8s:optional
/// +k8s:validateTrue="always passes"
/// +k8s:validateTrue(flags: "NonError", cohort: "a")="in cohort a"
pub x: Option<i32>,"#,
    });
    registry.register(Fixed {
        name: "k8s:validateFalse",
        result: false,
        stability: Stability::Alpha,
        description: "Always fails: Invalid, origin `validateFalse`, detail `forced failure: <payload>`, at the \
                      value's path. `flags: \"ShortCircuit\"` makes it stop the value's other checks. For testing \
                      the generator.",
        example: r#"/// +k8s:optional
/// +k8s:validateFalse(flags: "ShortCircuit")="stop here"
/// +k8s:validateFalse="not reached"
pub x: Option<i32>,"#,
    });
    registry.register(Fixed {
        name: "k8s:validateTrueAlpha",
        result: true,
        stability: Stability::Alpha,
        description: "Always passes, like `k8s:validateTrue`; an Alpha tag to exercise the stability lint. For \
                      testing the generator.",
        example: r#"/// +k8s:optional
/// +k8s:validateTrueAlpha="passes"
pub x: Option<i32>,"#,
    });
    registry.register(Fixed {
        name: "k8s:validateTrueBeta",
        result: true,
        stability: Stability::Beta,
        description: "Always passes, like `k8s:validateTrue`; a Beta tag to exercise the stability lint. For \
                      testing the generator.",
        example: r#"/// +k8s:optional
/// +k8s:validateTrueBeta="passes"
pub x: Option<i32>,"#,
    });
    registry.register(ValidateError);
}

/// A check with a fixed result, for testing ordering, flags and cohorts.
struct Fixed {
    name: &'static str,
    result: bool,
    stability: Stability,
    description: &'static str,
    example: &'static str,
}

fn string_arg(name: &'static str, description: &'static str) -> ArgDecl {
    ArgDecl {
        name: Some(name),
        kind: LiteralKind::String,
        required: false,
        description,
    }
}

impl TagValidator for Fixed {
    fn decl(&self) -> TagDecl {
        TagDecl::new(self.name, Scope::VALUES, self.stability)
            .payload(PayloadKind::String, false)
            .arg(string_arg("flags", "comma-separated: ShortCircuit, NonError"))
            .arg(string_arg("cohort", "run in this named cohort"))
            .arg(string_arg(
                "typeArg",
                "explicit type argument (accepted for compatibility; ignored)",
            ))
            .docs(self.description, self.example)
    }

    fn validations(&self, _ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let text = tag.literal().and_then(Literal::as_str).unwrap_or_default().to_string();
        let mut check = Check::new(
            Rule::new(if self.result { "validateTrue" } else { "validateFalse" }).with(Literal::String(text.clone())),
            Call::Value {
                function: "::validation_runtime::validate::fixed_result".into(),
                args: vec![CallArg::Bool(self.result), CallArg::Str(text)],
            },
        );
        if let Some(flags) = tag.arg("flags") {
            for flag in flags
                .value
                .as_str()
                .unwrap_or_default()
                .split(',')
                .map(str::trim)
                .filter(|f| !f.is_empty())
            {
                match flag {
                    "ShortCircuit" => check.flags.short_circuit = true,
                    "NonError" => check.flags.non_error = true,
                    other => {
                        return Err(TagError::new(format!(
                            "unknown flag \"{other}\" (expected ShortCircuit or NonError)"
                        ))
                        .at(flags.value_span))
                    }
                }
            }
        }
        check.cohort = tag.arg("cohort").and_then(|a| a.value.as_str()).map(str::to_string);
        Ok(Validations::check(check))
    }
}

/// Makes generation fail; tests the generator's error path.
struct ValidateError;

impl TagValidator for ValidateError {
    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:validateError", Scope::VALUES, Stability::Alpha)
            .payload(PayloadKind::String, false)
            .docs(
                "Makes generation fail with `forced error: \"<payload>\"`. For testing the generator.",
                r#"/// +k8s:validateError="boom"
pub x: i32,"#,
            )
    }

    fn validations(&self, _ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let text = tag.literal().and_then(Literal::as_str).unwrap_or_default();
        Err(TagError::new(format!("forced error: {text:?}")).at(tag.span))
    }
}
