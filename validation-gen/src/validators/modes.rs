//! Modes: `k8s:modeDiscriminator` names a string or bool
//! field whose value selects which `k8s:ifMode` checks apply to the other
//! fields of the struct; a field no rule names for the current value is
//! forbidden.

use crate::model::{Primitive, ValueKind};
use crate::tags::{LiteralKind, Tag};

use super::{
    ArgDecl, Call, Check, Level, Mode, OptionGate, PayloadKind, Registry, Rule, Scope, Stability, TagContext, TagDecl,
    TagError, TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(ModeDiscriminator);
    registry.register(IfMode);
}

fn str_arg(name: Option<&'static str>, description: &'static str) -> ArgDecl {
    ArgDecl {
        name,
        kind: LiteralKind::String,
        required: false,
        description,
    }
}

/// `^[a-zA-Z][a-zA-Z0-9_]*$`, not `default`.
fn check_group(group: &str, tag: &Tag) -> Result<(), TagError> {
    let mut chars = group.chars();
    let valid = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && group != "default";
    if group.is_empty() || valid {
        return Ok(());
    }
    Err(TagError::new(format!(
        "invalid modality \"{group}\": a letter followed by letters, digits or '_', and not \"default\""
    ))
    .at(tag.args_span.unwrap_or(tag.name_span)))
}

fn field_index(ctx: &TagContext<'_>, tag: &Tag) -> Result<usize, TagError> {
    ctx.siblings
        .map(|(_, i)| i)
        .ok_or_else(|| TagError::new(format!("tag \"{}\" belongs on a struct field", tag.name)).at(tag.name_span))
}

struct ModeDiscriminator;

impl TagValidator for ModeDiscriminator {
    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:modeDiscriminator", &[Scope::Field], Stability::Stable)
            .arg(str_arg(
                Some("modality"),
                "the mode group's name, when a struct has several",
            ))
            .docs(
                "The field (an always-present string or bool) whose value selects the `k8s:ifMode` checks of the \
                 struct's other fields.",
                r#"/// +k8s:required
/// +k8s:modeDiscriminator
pub mode: String,
/// +k8s:ifMode("Manual")=+k8s:required
/// +k8s:ifMode("Auto")=+k8s:optional
pub replicas: Option<i32>,"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let group = tag
            .arg("modality")
            .and_then(|a| a.value.as_str())
            .unwrap_or_default()
            .to_string();
        check_group(&group, tag)?;
        let scalar = matches!(
            ctx.kind,
            ValueKind::Primitive(Primitive::String | Primitive::Bool) | ValueKind::StringEnum
        );
        if !scalar {
            return Err(TagError::new(format!(
                "a mode discriminator must be an always-present string or bool, not {}",
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        }
        let field = field_index(ctx, tag)?;
        Ok(Validations {
            struct_checks: vec![Check::new(
                Rule::new("modeDiscriminator"),
                Call::ModeDiscriminator { group, field },
            )],
            ..Validations::default()
        })
    }
}

struct IfMode;

impl TagValidator for IfMode {
    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:ifMode", &[Scope::Field], Stability::Stable)
            .payload(PayloadKind::Tag, true)
            .arg(str_arg(None, "the mode"))
            .arg(str_arg(Some("mode"), "the mode"))
            .arg(str_arg(Some("modality"), "the mode group"))
            .docs(
                "Runs the wrapped tag on this field while the group's discriminator has this value; for a value no \
                 `k8s:ifMode` of the field names, the field is forbidden. Bool discriminators use \"true\" / \"false\".",
                r#"/// +k8s:required
/// +k8s:modeDiscriminator
pub mode: String,
/// Required in Manual mode, bounded in Auto mode, forbidden otherwise.
/// +k8s:ifMode("Manual")=+k8s:required
/// +k8s:ifMode("Auto")=+k8s:optional
/// +k8s:ifMode("Auto")=+k8s:maximum=10
pub replicas: Option<i32>,"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let mode = tag
            .positional_arg()
            .or_else(|| tag.arg("mode"))
            .and_then(|a| a.value.as_str())
            .ok_or_else(|| TagError::new("k8s:ifMode needs a mode: `k8s:ifMode(\"<mode>\")`").at(tag.name_span))?
            .to_string();
        let group = tag
            .arg("modality")
            .and_then(|a| a.value.as_str())
            .unwrap_or_default()
            .to_string();
        check_group(&group, tag)?;
        if ctx.kind == ValueKind::Struct {
            return Err(
                TagError::new("k8s:ifMode cannot be used on an always-present struct (it is always set)")
                    .at(tag.name_span),
            );
        }
        let field = field_index(ctx, tag)?;
        let checks = ctx.evaluate_payload(ctx.payload(tag)?)?.checks;
        Ok(Validations {
            struct_checks: vec![Check::new(
                Rule::new("ifMode"),
                Call::ModeRule {
                    group,
                    mode,
                    field,
                    checks,
                },
            )],
            ..Validations::default()
        })
    }
}

/// A problem assembling a struct's modes, at one of its fields.
pub struct ModeError {
    pub field: usize,
    pub message: String,
}

/// Replace the mode marks among a struct's field-contributed checks with one
/// check per (field, group), placed where the field's first rule stood.
/// Each rule's checks keep the level and option gates of its own wrapper.
/// A gated discriminator gates its group's checks; gates every rule of a
/// field shares also gate the implicit "forbidden" of that field.
pub fn assemble(checks: Vec<Check>) -> Result<Vec<Check>, ModeError> {
    let mut discriminators: Vec<(String, usize, Vec<OptionGate>)> = Vec::new();
    for check in &checks {
        if let Call::ModeDiscriminator { group, field } = &check.call {
            if discriminators.iter().any(|(g, _, _)| g == group) {
                return Err(ModeError {
                    field: *field,
                    message: format!("mode group {} has more than one discriminator", describe(group)),
                });
            }
            discriminators.push((group.clone(), *field, check.gates.clone()));
        }
    }
    let mut out: Vec<Check> = Vec::new();
    let mut levels: Vec<(usize, Vec<Level>)> = Vec::new(); // index in `out` → rule levels
    let mut gates: Vec<(usize, Vec<Vec<OptionGate>>)> = Vec::new(); // index in `out` → rule gates
    for check in checks {
        match check.call {
            Call::ModeDiscriminator { .. } => {}
            Call::ModeRule {
                group,
                mode,
                field,
                checks,
            } => {
                let Some((_, discriminator, discriminator_gates)) = discriminators.iter().find(|(g, _, _)| *g == group)
                else {
                    return Err(ModeError {
                        field,
                        message: format!("missing discriminator for mode group {}", describe(&group)),
                    });
                };
                let rule_checks: Vec<Check> = checks
                    .into_iter()
                    .map(|mut c| {
                        // The rule's own wrappers (level, gates) apply to its checks.
                        if c.level == Level::Standard {
                            c.level = check.level;
                        }
                        c.gates.splice(0..0, check.gates.iter().cloned());
                        c
                    })
                    .collect();
                let discriminator = *discriminator;
                let existing = out.iter().position(
                    |c| matches!(&c.call, Call::Mode(m) if m.field == field && m.discriminator == discriminator),
                );
                match existing.and_then(|i| out.get_mut(i).map(|c| (i, c))) {
                    Some((
                        i,
                        Check {
                            call: Call::Mode(m), ..
                        },
                    )) => {
                        match m.rules.iter_mut().find(|(v, _)| *v == mode) {
                            Some((_, existing)) => existing.extend(rule_checks),
                            None => m.rules.push((mode, rule_checks)),
                        }
                        if let Some((_, ls)) = levels.iter_mut().find(|(j, _)| *j == i) {
                            ls.push(check.level);
                        }
                        if let Some((_, gs)) = gates.iter_mut().find(|(j, _)| *j == i) {
                            gs.push(check.gates.clone());
                        }
                    }
                    _ => {
                        levels.push((out.len(), vec![check.level]));
                        gates.push((out.len(), vec![check.gates.clone()]));
                        let mut assembled = Check::new(
                            Rule::new("ifMode"),
                            Call::Mode(Mode {
                                field,
                                discriminator,
                                rules: vec![(mode, rule_checks)],
                                forbidden_level: Level::Standard,
                            }),
                        );
                        assembled.gates = discriminator_gates.clone();
                        out.push(assembled);
                    }
                }
            }
            _ => out.push(check),
        }
    }
    // The implicit "forbidden" takes the rules' level when they all share one.
    for (i, ls) in levels {
        if let (
            Some(Check {
                call: Call::Mode(m), ..
            }),
            Some(first),
        ) = (out.get_mut(i), ls.first())
        {
            if ls.iter().all(|l| l == first) {
                m.forbidden_level = *first;
            }
        }
    }
    // Gates shared by every rule gate the whole check, "forbidden" included.
    for (i, gs) in gates {
        let Some(first) = gs.first().filter(|g| !g.is_empty()) else {
            continue;
        };
        if !gs.iter().all(|g| g == first) {
            continue;
        }
        if let Some(check) = out.get_mut(i) {
            if let Call::Mode(m) = &mut check.call {
                for c in m.rules.iter_mut().flat_map(|(_, cs)| cs.iter_mut()) {
                    c.gates.drain(..first.len().min(c.gates.len()));
                }
            }
            check.gates.extend(first.iter().cloned());
        }
    }
    Ok(out)
}

fn describe(group: &str) -> String {
    if group.is_empty() {
        "(the default group)".to_string()
    } else {
        format!("\"{group}\"")
    }
}
