//! `k8s:dependentRequired("<sibling>")` and `k8s:dependentForbidden("<sibling>")`:
//! when this field is set, a sibling must (not) be set.
//! Checked at the struct level, so a field's own `k8s:optional` does not
//! stop it.

use crate::diagnostics::did_you_mean;
use crate::model::ValueKind;
use crate::tags::{Literal, LiteralKind, Tag};

use super::lowering::{self, FieldRef};
use super::{
    ArgDecl, Call, Check, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError, TagValidator,
    Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Dependent {
        name: "k8s:dependentRequired",
        rule: "dependentRequired",
        description: "When this field is set, the named sibling must be set: Required at the sibling, origin \
                      `dependentRequired`, \"must be set when <field> is set\".",
        example: r#"/// +k8s:optional
/// +k8s:dependentRequired("port")
pub host: Option<String>,
/// +k8s:optional
pub port: Option<i32>,"#,
    });
    registry.register(Dependent {
        name: "k8s:dependentForbidden",
        rule: "dependentForbidden",
        description: "When this field is set, the named sibling must not be set: Forbidden at the sibling, origin \
                      `dependentForbidden`, \"may not be set when <field> is set\".",
        example: r#"/// +k8s:optional
/// +k8s:dependentForbidden("hostPort")
pub host_network: Option<bool>,
/// +k8s:optional
pub host_port: Option<i32>,"#,
    });
}

struct Dependent {
    name: &'static str,
    rule: &'static str,
    description: &'static str,
    example: &'static str,
}

impl TagValidator for Dependent {
    /// A rule on the struct, reported at the sibling with the check's
    /// reason, ratcheted as the check is (nothing while both fields'
    /// set-ness is unchanged).
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let sibling = tag.positional_arg().and_then(|a| a.value.as_str()).unwrap_or_default();
        let Some((fields, index)) = ctx.siblings else {
            return SchemaMeaning::NotInSchema;
        };
        let trigger = fields.get(index).and_then(FieldRef::new);
        let dependent = ctx
            .model
            .field_named(ctx.owner, fields, sibling)
            .and_then(|i| fields.get(i))
            .and_then(FieldRef::new);
        let (Some(trigger), Some(dependent)) = (trigger, dependent) else {
            return SchemaMeaning::NotInSchema;
        };
        let (t, d) = (trigger.is_set(ctx.model, "self"), dependent.is_set(ctx.model, "self"));
        let ratchet = lowering::unchanged_setness(ctx.model, &[trigger.clone(), dependent.clone()], None);
        let (holds, reason, detail) = if self.rule == "dependentRequired" {
            (
                d,
                "FieldValueRequired",
                format!("must be set when {} is set", trigger.json),
            )
        } else {
            (
                format!("!{d}"),
                "FieldValueForbidden",
                format!("may not be set when {} is set", trigger.json),
            )
        };
        let rule = lowering::Rule::new(format!("!{t} || {holds}"), detail)
            .reason(reason)
            .at_property(dependent.json);
        lowering::ratcheted(vec![(rule, ratchet)])
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new(self.name, &[Scope::Field], Stability::Alpha)
            .arg(ArgDecl {
                name: None,
                kind: LiteralKind::String,
                required: true,
                description: "the JSON name of the sibling field",
            })
            .docs(self.description, self.example)
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let arg = tag
            .positional_arg()
            .ok_or_else(|| TagError::new("missing the sibling's name").at(tag.name_span))?;
        let sibling = arg.value.as_str().unwrap_or_default();
        let (fields, index) = ctx
            .siblings
            .ok_or_else(|| TagError::new("only struct fields have siblings").at(tag.name_span))?;
        let Some(dependent) = ctx.model.field_named(ctx.owner, fields, sibling) else {
            let names = fields.iter().filter(|f| !f.flatten).map(|f| f.json_name.as_str());
            return Err(TagError::new(format!("no sibling field with JSON name \"{sibling}\""))
                .at(arg.value_span)
                .with_help(did_you_mean(sibling, names).map(|s| format!("did you mean \"{s}\"?"))));
        };
        if dependent == index {
            return Err(TagError::new("a field cannot depend on itself").at(arg.value_span));
        }
        for (which, i) in [("this field", index), ("the sibling", dependent)] {
            let shape = fields.get(i).map(|f| &f.shape);
            if shape.is_some_and(|s| ctx.model.value_kind(s) == ValueKind::Struct) {
                return Err(TagError::new(format!(
                    "{which} is an always-present struct, which is always set; use `Option` to make it optional"
                ))
                .at(arg.value_span));
            }
        }
        let check = Check::new(
            Rule::new(self.rule).with(Literal::String(sibling.to_string())),
            Call::Siblings {
                function: format!("::validation_runtime::validate::{}", snake(self.rule)),
                trigger: index,
                dependent,
            },
        );
        Ok(Validations {
            struct_checks: vec![check],
            ..Validations::default()
        })
    }
}

/// `dependentRequired` → `dependent_required`.
fn snake(rule: &str) -> String {
    heck::ToSnakeCase::to_snake_case(rule)
}
