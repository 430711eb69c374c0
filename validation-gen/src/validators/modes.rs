//! Modes: `k8s:modeDiscriminator` names a string or bool
//! field whose value selects which `k8s:ifMode` checks apply to the other
//! fields of the struct; a field no rule names for the current value is
//! forbidden.

use crate::model::{Field, Primitive, TagLine, ValueKind};
use crate::tags::{self, LiteralKind, Tag};

use super::lowering::{self, FieldRef};
use super::{
    ArgDecl, Call, Check, Keyword, Level, Mode, OptionGate, PayloadKind, Registry, Rule, SchemaMeaning, Scope,
    Stability, TagContext, TagDecl, TagError, TagValidator, Validations,
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
    /// Read by the `k8s:ifMode` rules of the struct's fields.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::Nothing
    }

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
    /// Rules on the struct, reported at the field: the payload's checks
    /// while the discriminator has this mode (`<mode> != 'M' || <check>`),
    /// and the field forbidden in the modes none of its rules names; not
    /// checked again while the mode and the field are as they were (from
    /// Kubernetes 1.30).
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        modal_rules(ctx, tag).unwrap_or(SchemaMeaning::NotInSchema)
    }

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
                                forbidden_level: Some(Level::Standard),
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
                m.forbidden_level = Some(*first);
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

/// The mode a `k8s:ifMode` tag names, and its group.
fn mode_of(tag: &Tag) -> Option<(String, String)> {
    let mode = tag
        .positional_arg()
        .or_else(|| tag.arg("mode"))?
        .value
        .as_str()?
        .to_owned();
    let group = tag.arg("modality").and_then(|a| a.value.as_str()).unwrap_or_default();
    Some((mode, group.to_owned()))
}

/// The modal rules of `tag` (on a field of a struct), as rules on the
/// struct; `None` when they cannot be said.
fn modal_rules(ctx: &TagContext<'_>, tag: &Tag) -> Option<SchemaMeaning> {
    let (fields, index) = ctx.siblings?;
    let field = fields.get(index)?;
    let (mode, group) = mode_of(tag)?;
    let payload = tag.chained()?;
    // The field's rules of this group, (mode, payload) in order.
    let mut rules: Vec<(String, Tag)> = Vec::new();
    for line in &field.tags {
        let Ok(parsed) = tags::parse_tag(&line.text) else {
            continue;
        };
        if parsed.name != "k8s:ifMode" {
            if line.text.contains("k8s:ifMode") {
                return Some(behind(line));
            }
            continue;
        }
        if let (Some((m, g)), Some(p)) = (mode_of(&parsed), parsed.chained()) {
            if g == group {
                rules.push((m, p.clone()));
            }
        }
    }
    let discriminator = discriminator_of(fields, &group)?;
    let discriminator = match discriminator {
        Ok(field) => field,
        Err(line) => return Some(behind(line)),
    };
    let selector = Selector::new(ctx, discriminator)?;
    let this = FieldRef::new(field)?;
    // An unset value stops the mode's other checks where a `required` or
    // an `optional` of the mode is checked first.
    let stops_unset = rules
        .iter()
        .any(|(m, p)| *m == mode && matches!(p.name.as_str(), "k8s:required" | "k8s:optional"));
    let guard = if stops_unset {
        format!("!{}", this.is_set(ctx.model, "self"))
    } else {
        format!("!{}", this.has("self"))
    };
    let (_, validator) = ctx.registry.get(&payload.name)?;
    let meaning = validator.schema(ctx, payload);
    if let SchemaMeaning::Unsaid(_) = meaning {
        // Reported with its own reason.
        return Some(meaning);
    }
    let in_mode = selector.is(&mode, "self");
    let mut lowered = Vec::new();
    for keyword in own_keywords(meaning)? {
        let rule = match keyword {
            // The Rust check's detail is empty, which a rule cannot give.
            Keyword::Required => {
                let mut rule = lowering::Rule::new(this.is_set(ctx.model, "self"), "must be specified")
                    .reason("FieldValueRequired")
                    .build();
                rule.rule = format!("!({in_mode}) || {}", rule.rule);
                rule
            }
            other => {
                let mut rule = on_field(&other, &this)?;
                rule.rule = format!("!({in_mode}) || {guard} || ({})", rule.rule);
                rule
            }
        };
        lowered.push(rule);
    }
    // Forbidden in the modes none of the field's rules names (the Rust
    // check's detail is empty, which a rule cannot give).
    let mut named: Vec<String> = Vec::new();
    for (m, _) in &rules {
        let test = selector.is(m, "self");
        if !named.contains(&test) {
            named.push(test);
        }
    }
    lowered.push(
        lowering::Rule::new(
            format!("{} || !{}", named.join(" || "), this.is_set(ctx.model, "self")),
            "may not be set",
        )
        .reason("FieldValueForbidden")
        .build(),
    );
    let ratchet = format!(
        "(oldSelf.hasValue() && {} == {} && {})",
        selector.value("oldSelf.value()"),
        selector.value("self"),
        unchanged(&this)
    );
    let rules = lowered
        .into_iter()
        .map(|rule| (from_rule(rule).at_property(this.json), ratchet.clone()))
        .collect();
    Some(lowering::ratcheted(rules))
}

/// A mode rule's payload keywords; `None` for meanings a modal rule
/// cannot hold (properties, elements, checks no rule says).
fn own_keywords(meaning: SchemaMeaning) -> Option<Vec<Keyword>> {
    match meaning {
        SchemaMeaning::Nothing => Some(Vec::new()),
        SchemaMeaning::Keywords(keywords) => Some(keywords),
        _ => None,
    }
}

/// A keyword of a mode rule's payload as a rule on the struct about the
/// field; `None` when it has no rule with the Rust error.
fn on_field(keyword: &Keyword, field: &FieldRef<'_>) -> Option<validation_schema::ValidationRule> {
    let value = field.on("self");
    let rule = match keyword {
        Keyword::Rule(rule) if rule.field_path.is_empty() && !rule.rule.contains("oldSelf") => {
            let mut on = rule.clone();
            on.rule = lowering::rebind(&rule.rule, &value)?;
            on.message_expression = lowering::rebind(&rule.message_expression, &value)?;
            on
        }
        Keyword::Minimum(n) => lowering::Rule::new(
            format!("{value} >= {n}"),
            format!("must be greater than or equal to {n}"),
        )
        .build(),
        Keyword::Maximum(n) => {
            lowering::Rule::new(format!("{value} <= {n}"), format!("must be less than or equal to {n}")).build()
        }
        _ => return None,
    };
    Some(rule)
}

/// A built rule back under construction.
fn from_rule(rule: validation_schema::ValidationRule) -> lowering::Rule {
    let mut built = if rule.message_expression.is_empty() {
        lowering::Rule::new(rule.rule, rule.message)
    } else {
        lowering::Rule::computed(rule.rule, rule.message_expression)
    };
    if let Some(reason) = rule.reason {
        built = built.reason(&reason);
    }
    built
}

/// The field is as it was: absent from both objects, or equal.
fn unchanged(field: &FieldRef<'_>) -> String {
    let old = "oldSelf.value()";
    format!(
        "{} == {} && (!{} || {} == {})",
        field.has("self"),
        field.has(old),
        field.has("self"),
        field.on("self"),
        field.on(old)
    )
}

/// The discriminator of `group` among `fields`; `Err` with its line when
/// it sits behind another tag.
fn discriminator_of<'a>(fields: &'a [Field], group: &str) -> Option<Result<&'a Field, &'a TagLine>> {
    fields.iter().find_map(|field| {
        field.tags.iter().find_map(|line| {
            let tag = tags::parse_tag(&line.text).ok()?;
            let marks = |t: &Tag| {
                t.name == "k8s:modeDiscriminator"
                    && t.arg("modality").and_then(|a| a.value.as_str()).unwrap_or_default() == group
            };
            if marks(&tag) {
                return Some(Ok(field));
            }
            let mut inner = tag.chained();
            while let Some(t) = inner {
                if marks(t) {
                    return Some(Err(line));
                }
                inner = t.chained();
            }
            None
        })
    })
}

/// Why a modal rule cannot be said: a mode rule or the discriminator sits
/// behind another tag on `line`.
fn behind(line: &TagLine) -> SchemaMeaning {
    SchemaMeaning::Unsaid(format!(
        "is one of a field's mode rules, and `{}` is behind `{}`, which a CRD cannot say (the API server knows no \
         options or levels); the field's mode rules are left out",
        line.text,
        tags::tag_name(&line.text).unwrap_or_default()
    ))
}

/// The discriminator as mode rules read it.
struct Selector<'a> {
    field: FieldRef<'a>,
    boolean: bool,
}

impl<'a> Selector<'a> {
    fn new(ctx: &TagContext<'a>, field: &'a Field) -> Option<Selector<'a>> {
        let boolean = ctx.model.value_kind(&field.shape).present() == &ValueKind::Primitive(Primitive::Bool);
        Some(Selector {
            field: FieldRef::new(field)?,
            boolean,
        })
    }

    /// The discriminator's value in `object`; an absent one is its zero
    /// value.
    fn value(&self, object: &str) -> String {
        let (has, on) = (self.field.has(object), self.field.on(object));
        let zero = if self.boolean { "false" } else { "''" };
        format!("({has} ? {on} : {zero})")
    }

    /// The discriminator of `object` has value `mode` (`"true"` or
    /// `"false"` for a bool: no other mode is ever selected).
    fn is(&self, mode: &str, object: &str) -> String {
        let literal = match (self.boolean, mode) {
            (false, _) => lowering::string(mode),
            (true, "true" | "false") => mode.to_owned(),
            (true, _) => return "false".to_owned(),
        };
        format!("{} == {literal}", self.value(object))
    }
}
