//! Option gates: `k8s:ifEnabled(<option>)=+<tag>` and
//! `k8s:ifDisabled(<option>)=+<tag>` run the wrapped tag only while the
//! option (usually a feature gate) is enabled / disabled. An option missing
//! from the operation is an internal error.

use crate::tags::{LiteralKind, Tag};

use super::{
    ArgDecl, OptionGate, PayloadKind, Registry, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError,
    TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Gate {
        name: "k8s:ifEnabled",
        enabled: true,
        description: "Runs the wrapped tag only while the named option (usually a feature gate, passed with each \
                      operation) is enabled. An option the operation does not declare gives an Internal error. \
                      On an enum constant, `+k8s:ifEnabled(\"O\")=+k8s:enumExclude` excludes the value while `O` is \
                      enabled; a union member's option gates the whole union check.",
        example: r#"/// +k8s:optional
/// +k8s:ifEnabled("MyFeature")=+k8s:maximum=10
pub replicas: Option<i32>,"#,
    });
    registry.register(Gate {
        name: "k8s:ifDisabled",
        enabled: false,
        description:
            "Runs the wrapped tag only while the named option is disabled (the mirror of `k8s:ifEnabled`). An \
                      option the operation does not declare gives an Internal error.",
        example: r#"/// Forbidden unless the `MyFeature` option is enabled.
/// +k8s:ifDisabled("MyFeature")=+k8s:forbidden
/// +k8s:ifEnabled("MyFeature")=+k8s:optional
pub extra: Option<String>,"#,
    });
}

struct Gate {
    name: &'static str,
    enabled: bool,
    description: &'static str,
    example: &'static str,
}

const GATE_SCOPES: &[Scope] = &[
    Scope::Type,
    Scope::Field,
    Scope::ListValue,
    Scope::MapKey,
    Scope::MapValue,
    Scope::Constant,
];

impl TagValidator for Gate {
    /// The API server knows no such option: it cannot tell when the
    /// wrapped check runs.
    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let option = tag.positional_arg().and_then(|a| a.value.as_str()).unwrap_or_default();
        let state = if self.enabled { "enabled" } else { "disabled" };
        SchemaMeaning::Unsaid(format!(
            "runs only while the option \"{option}\" is {state}; the API server knows no such option, so the check \
             is left out"
        ))
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new(self.name, GATE_SCOPES, Stability::Stable)
            .payload(PayloadKind::Tag, true)
            .arg(ArgDecl {
                name: None,
                kind: LiteralKind::String,
                required: true,
                description: "the option's name",
            })
            .docs(self.description, self.example)
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let option = tag
            .positional_arg()
            .and_then(|a| a.value.as_str())
            .unwrap_or_default()
            .to_string();
        if option.is_empty() {
            return Err(TagError::new("the option's name may not be empty").at(tag.name_span));
        }
        let payload = ctx.payload(tag)?;
        let gate = OptionGate {
            option,
            enabled: self.enabled,
        };
        // Outermost gate first: this one wraps the payload's own gates.
        let mut v = ctx.evaluate(payload)?.map_checks(|c| c.gates.insert(0, gate.clone()));
        // The uniqueness check of a wrapped listType/unique is gated too.
        for kind in [&mut v.list.list_type, &mut v.list.unique].into_iter().flatten() {
            kind.2.insert(0, gate.clone());
        }
        Ok(v)
    }
}
