//! Unions: `k8s:unionMember`, `k8s:zeroOrOneOfMember` and
//! `k8s:unionDiscriminator`. Each tag marks one field; [`assemble`] turns
//! the marks of a struct's fields into one struct-level check per union.

use heck::ToUpperCamelCase;

use crate::model::{Field, Model, TagLine, ValueKind};
use crate::tags::{self, LiteralKind, Tag};

use super::lowering::{self, FieldRef};
use super::{
    ArgDecl, Call, Check, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError, TagValidator,
    Union, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Member { zero_or_one: false });
    registry.register(Member { zero_or_one: true });
    registry.register(Discriminator);
}

const MEMBER_SCOPES: &[Scope] = &[Scope::Field, Scope::ListValue];

fn union_arg() -> ArgDecl {
    ArgDecl {
        name: Some("union"),
        kind: LiteralKind::String,
        required: false,
        description: "the union's name, when a struct has several",
    }
}

fn union_name(tag: &Tag) -> String {
    tag.arg("union")
        .and_then(|a| a.value.as_str())
        .unwrap_or_default()
        .to_string()
}

/// The member marks of item unions name no field: the item is the member.
pub const ITEM_MEMBER: usize = usize::MAX;

fn field_index(ctx: &TagContext<'_>, tag: &Tag) -> Result<usize, TagError> {
    match (ctx.scope, ctx.siblings) {
        (Scope::Field, Some((_, index))) => Ok(index),
        (Scope::ListValue, _) if tag.name != "k8s:unionDiscriminator" => Ok(ITEM_MEMBER),
        _ => Err(TagError::new(format!(
            "tag \"{}\" cannot select list items; item unions have no discriminator",
            tag.name
        ))
        .at(tag.name_span)),
    }
}

/// A marker check: it carries the tag's level and option gates to the
/// assembled union.
fn marker(rule: &'static str, call: Call) -> Validations {
    Validations {
        struct_checks: vec![Check::new(Rule::new(rule), call)],
        ..Validations::default()
    }
}

struct Member {
    zero_or_one: bool,
}

impl TagValidator for Member {
    /// The union's rules, on the struct: every member declares them (the
    /// schema keeps one copy). Unions through `k8s:subfield` and of list
    /// items are lowered by those tags; a union with a mark behind an
    /// option, a level or a mode is reported.
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        match (ctx.scope, ctx.siblings) {
            (Scope::Field, Some((fields, index))) => {
                let key = (0, fields.as_ptr() as usize, union_name(tag), tag.name.clone());
                RulesOnce::first(key, || {
                    union_rules(ctx.model, fields, index, tag).unwrap_or(SchemaMeaning::NotInSchema)
                })
            }
            _ => SchemaMeaning::NotInSchema,
        }
    }

    fn decl(&self) -> TagDecl {
        let (name, description, example) = if self.zero_or_one {
            (
                "k8s:zeroOrOneOfMember",
                "The field is one member of a union of which at most one may be set: Invalid, origin `zeroOrOneOf`, \
                 \"must specify at most one of: ...\" at the struct.",
                r#"/// +k8s:optional
/// +k8s:zeroOrOneOfMember
pub exec: Option<String>,
/// +k8s:optional
/// +k8s:zeroOrOneOfMember
pub http_get: Option<String>,"#,
            )
        } else {
            (
                "k8s:unionMember",
                "The field is one member of a union of which exactly one must be set (or, with a \
                 `k8s:unionDiscriminator`, the one the discriminator names): Invalid, origin `union`.",
                r#"/// +k8s:optional
/// +k8s:unionMember
pub git: Option<String>,
/// +k8s:optional
/// +k8s:unionMember
pub image: Option<String>,
/// A second union in the same struct needs names.
/// +k8s:optional
/// +k8s:unionMember(union: "target")
pub node: Option<String>,
/// +k8s:optional
/// +k8s:unionMember(union: "target")
pub zone: Option<String>,"#,
            )
        };
        TagDecl::new(name, MEMBER_SCOPES, Stability::Stable)
            .arg(union_arg())
            .arg(ArgDecl {
                name: Some("memberName"),
                kind: LiteralKind::String,
                required: false,
                description:
                    "the discriminator value that selects this member (default: the field name in UpperCamelCase)",
            })
            .docs(description, example)
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let field = field_index(ctx, tag)?;
        if ctx.kind == ValueKind::Struct && field != ITEM_MEMBER {
            return Err(TagError::new(
                "a union member cannot be an always-present struct (it is always set); use `Option`",
            )
            .at(tag.name_span));
        }
        Ok(marker(
            if self.zero_or_one { "zeroOrOneOf" } else { "union" },
            Call::UnionMember {
                union: union_name(tag),
                member_name: tag.arg("memberName").and_then(|a| a.value.as_str()).map(str::to_string),
                zero_or_one: self.zero_or_one,
                field,
            },
        ))
    }
}

struct Discriminator;

impl TagValidator for Discriminator {
    /// Read by the members' rules.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::Nothing
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:unionDiscriminator", MEMBER_SCOPES, Stability::Beta)
            .arg(union_arg())
            .docs(
                "The field names which member of the union is set: a string whose value is a member's `memberName` \
             (or field name in UpperCamelCase). Produces no check by itself; the members' union check reads it.",
                r#"/// +k8s:required
/// +k8s:unionDiscriminator
pub kind: String,
/// +k8s:optional
/// +k8s:unionMember
pub git: Option<String>,
/// +k8s:optional
/// +k8s:unionMember(memberName: "Image")
pub image_ref: Option<String>,"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let field = field_index(ctx, tag)?;
        if !ctx.kind.is_string() {
            return Err(TagError::new(format!(
                "a union discriminator must be a string, not {}",
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        }
        Ok(marker(
            "union",
            Call::UnionDiscriminator {
                union: union_name(tag),
                field,
            },
        ))
    }
}

/// A union's marks (by subject and struct, union and tag) whose rules a
/// schema lowering has written.
type Written = std::collections::HashSet<(usize, usize, String, String)>;

thread_local! {
    static WRITTEN: std::cell::RefCell<Option<Written>> = const { std::cell::RefCell::new(None) };
}

/// While alive (one struct's schema being lowered), a union's rules are
/// built for its first member only, the others giving nothing: every
/// member gives the same rules, listing every member (the schema keeps one
/// copy), so building them for each is quadratic in the union's size.
pub struct RulesOnce(Option<Written>);

impl RulesOnce {
    pub fn enter() -> RulesOnce {
        RulesOnce(WRITTEN.with(|w| w.replace(Some(Written::new()))))
    }

    /// `rules()` for the first member of a union (`key`) in the open
    /// scope; nothing for the others. Without a scope, `rules()`.
    fn first(key: (usize, usize, String, String), rules: impl FnOnce() -> SchemaMeaning) -> SchemaMeaning {
        let seen = WRITTEN.with(|w| w.borrow_mut().as_mut().map(|written| !written.insert(key)));
        match seen {
            Some(true) => SchemaMeaning::Nothing,
            _ => rules(),
        }
    }
}

impl Drop for RulesOnce {
    fn drop(&mut self) {
        let outer = self.0.take();
        WRITTEN.with(|w| w.replace(outer));
    }
}

/// The tag named `name` of union `union` on `field`, if it has one.
fn mark(field: &Field, name: &str, union: &str) -> Option<Tag> {
    field
        .tags
        .iter()
        .filter(|line| tags::tag_name(&line.text) == Some(name))
        .filter_map(|line| tags::parse_tag(&line.text).ok())
        .find(|t| union_name(t) == union)
}

/// The rules of the union `tag` (on field `index`) belongs to, checked at
/// the struct with the messages of the Rust checks and their ratcheting:
/// nothing is reported while the members' set-ness (and the
/// discriminator) is what it was.
fn union_rules(model: &Model, fields: &[Field], index: usize, tag: &Tag) -> Option<SchemaMeaning> {
    let union = union_name(tag);
    mark(fields.get(index)?, &tag.name, &union)?;
    // Marks through `k8s:subfield` and `k8s:item` belong to other unions.
    let elsewhere = |line: &TagLine| matches!(tags::tag_name(&line.text), Some("k8s:subfield" | "k8s:item"));
    if let Some(wrapped) = wrapped_mark(fields.iter().flat_map(|f| &f.tags), &tag.name, elsewhere) {
        return Some(wrapped);
    }
    let mut members = Vec::new();
    for (i, field) in fields.iter().enumerate() {
        if let Some(member) = mark(field, &tag.name, &union) {
            members.push((FieldRef::new(field)?, member_value(&member, fields, i)));
        }
    }
    let discriminator = fields
        .iter()
        .find(|f| mark(f, "k8s:unionDiscriminator", &union).is_some())
        .map(FieldRef::new);
    let rules = rules(model, &members, tag.name == "k8s:zeroOrOneOfMember", discriminator)?;
    Some(lowering::ratcheted(rules))
}

/// The union rules of `k8s:subfield("x")=+<member tag>` lines, `payload`
/// one of them: a union over the fields of the subject's struct (`fields`),
/// checked at the subject as the Rust check is.
pub fn subfield_union_rules(
    ctx: &TagContext<'_>,
    owner: crate::model::TypeId,
    fields: &[Field],
    payload: &Tag,
) -> Option<SchemaMeaning> {
    if payload.name == "k8s:unionDiscriminator" {
        // Read by the members' rules.
        return Some(SchemaMeaning::Nothing);
    }
    let lines = subject_lines(ctx)?;
    let union = union_name(payload);
    let key = (
        lines.as_ptr() as usize,
        fields.as_ptr() as usize,
        union.clone(),
        payload.name.clone(),
    );
    Some(RulesOnce::first(key, || {
        subfield_rules(ctx, owner, fields, lines, &union, payload).unwrap_or(SchemaMeaning::NotInSchema)
    }))
}

/// [`subfield_union_rules`] of the subject's `lines`, for `union`.
fn subfield_rules(
    ctx: &TagContext<'_>,
    owner: crate::model::TypeId,
    fields: &[Field],
    lines: &[TagLine],
    union: &str,
    payload: &Tag,
) -> Option<SchemaMeaning> {
    // The member or discriminator a line marks through a subfield.
    let through = |line: &TagLine, name: &str| -> Option<(usize, Tag)> {
        let tag = tags::parse_tag(&line.text).ok()?;
        let inner = tag.chained()?;
        let field = tag.positional_arg().and_then(|a| a.value.as_str())?;
        let index = ctx.model.field_named(Some(owner), fields, field)?;
        (tag.name == "k8s:subfield" && inner.name == name && union_name(inner) == union).then(|| (index, inner.clone()))
    };
    // Marks through a subfield, of this union or another.
    let direct = |line: &TagLine| {
        tags::parse_tag(&line.text).is_ok_and(|tag| {
            tag.name == "k8s:subfield"
                && tag
                    .chained()
                    .is_some_and(|inner| inner.name == payload.name || inner.name == "k8s:unionDiscriminator")
        })
    };
    if let Some(wrapped) = wrapped_mark(lines.iter(), &payload.name, direct) {
        return Some(wrapped);
    }
    let mut members = Vec::new();
    for (index, member) in lines.iter().filter_map(|line| through(line, &payload.name)) {
        members.push((FieldRef::new(fields.get(index)?)?, member_value(&member, fields, index)));
    }
    let discriminator = lines
        .iter()
        .find_map(|line| through(line, "k8s:unionDiscriminator"))
        .map(|(index, _)| fields.get(index).and_then(FieldRef::new));
    let rules = rules(
        ctx.model,
        &members,
        payload.name == "k8s:zeroOrOneOfMember",
        discriminator,
    )?;
    Some(lowering::ratcheted_here(rules))
}

/// The tag lines of the subject: its field's, or its type's.
fn subject_lines<'a>(ctx: &TagContext<'a>) -> Option<&'a [TagLine]> {
    match (ctx.scope, ctx.siblings, ctx.shape) {
        (Scope::Field, Some((fields, index)), _) => fields.get(index).map(|f| f.tags.as_slice()),
        (Scope::Type, _, crate::model::Shape::Named(id)) => ctx.model.get(*id).map(|t| t.tags.as_slice()),
        _ => None,
    }
}

/// Why a union cannot be a rule when one of its marks (`member` tags, or
/// a discriminator) sits behind another tag (an option, a level, a mode)
/// on one of `lines`: the API server cannot tell when that mark counts.
/// `direct` says which lines mark directly (beyond a bare tag line).
fn wrapped_mark<'l>(
    lines: impl Iterator<Item = &'l TagLine>,
    member: &str,
    direct: impl Fn(&TagLine) -> bool,
) -> Option<SchemaMeaning> {
    let wrapped = lines.into_iter().find(|line| {
        let name = tags::tag_name(&line.text);
        let marks = [member, "k8s:unionDiscriminator"]
            .iter()
            .any(|m| line.text.contains(m) && name != Some(m));
        marks && !direct(line)
    })?;
    let wrapper = tags::tag_name(&wrapped.text).unwrap_or_default();
    Some(SchemaMeaning::Unsaid(format!(
        "is part of a union with `{}` behind `{wrapper}`, which a CRD cannot say (the API server knows no \
         options, levels or modes); the union is left out",
        wrapped.text
    )))
}

/// The discriminator value selecting member field `index`.
fn member_value(member: &Tag, fields: &[Field], index: usize) -> String {
    member
        .arg("memberName")
        .and_then(|a| a.value.as_str())
        .map_or_else(|| declared_name(fields, index), str::to_string)
}

/// The rules of a union over `members` (with the discriminator values
/// selecting them), each with what excuses it on update; `None` when the
/// discriminator cannot be reached.
fn rules(
    model: &Model,
    members: &[(FieldRef<'_>, String)],
    zero_or_one: bool,
    discriminator: Option<Option<FieldRef<'_>>>,
) -> Option<Vec<(lowering::Rule, String)>> {
    let refs: Vec<FieldRef<'_>> = members.iter().map(|(f, _)| f.clone()).collect();
    let new_set: Vec<String> = refs.iter().map(|f| f.is_set(model, "self")).collect();
    let listing = refs
        .iter()
        .map(|f| format!("`{}`", f.json))
        .collect::<Vec<_>>()
        .join(", ");
    Some(match (zero_or_one, discriminator) {
        (true, _) | (false, None) => vec![(
            count_rule(&new_set, &listing, zero_or_one),
            lowering::unchanged_setness(model, &refs, None),
        )],
        (false, Some(discriminator)) => {
            let discriminator = discriminator?;
            let ratchet = lowering::unchanged_setness(model, &refs, Some(&discriminator));
            let value = lowering::string_or_empty(&discriminator, "self");
            members
                .iter()
                .zip(&new_set)
                .map(|((member, selects), set)| {
                    let when = lowering::quoted(selects);
                    let d = discriminator.json;
                    let rule = lowering::Rule::computed(
                        format!("{set} == ({value} == {})", lowering::string(selects)),
                        format!(
                            "{set} ? {} : {}",
                            lowering::string(&format!("may only be specified when `{d}` is {when}")),
                            lowering::string(&format!("must be specified when `{d}` is {when}")),
                        ),
                    )
                    .at_property(member.json);
                    (rule, ratchet.clone())
                })
                .collect()
        }
    })
}

/// The rule of an undiscriminated union whose members' presence the CEL
/// tests `set` give, named in messages as `listing`.
pub fn count_rule(set: &[String], listing: &str, zero_or_one: bool) -> lowering::Rule {
    let count = format!("{}.filter(s, s).size()", lowering::list(set));
    if zero_or_one {
        lowering::Rule::new(
            format!("{count} <= 1"),
            format!("must specify at most one of: {listing}"),
        )
    } else {
        lowering::Rule::computed(
            format!("{count} == 1"),
            format!(
                "{count} == 0 ? {} : {}",
                lowering::string(&format!("must specify one of: {listing}")),
                lowering::string(&format!("must specify exactly one of: {listing}")),
            ),
        )
    }
}

/// A problem assembling a struct's unions, at one of its fields.
pub struct UnionError {
    pub field: usize,
    pub message: String,
}

/// Replace the union markers among a struct's field-contributed checks with
/// one check per union, placed where its first member stood. The union
/// takes the level and option gates of that first member.
pub fn assemble(fields: &[Field], checks: Vec<Check>) -> Result<Vec<Check>, UnionError> {
    let mut out: Vec<Check> = Vec::new();
    let mut unions: Vec<(String, usize)> = Vec::new(); // union name → index in `out`
    let mut discriminators: Vec<(String, Check)> = Vec::new();
    for check in checks {
        match &check.call {
            Call::UnionMember {
                union,
                member_name,
                zero_or_one,
                field,
            } => {
                let value = member_name.clone().unwrap_or_else(|| declared_name(fields, *field));
                let position = unions.iter().find(|(name, _)| name == union).map(|(_, i)| *i);
                match position.and_then(|i| out.get_mut(i)) {
                    Some(Check {
                        call: Call::Union(u), ..
                    }) => {
                        if u.zero_or_one != *zero_or_one {
                            return Err(UnionError {
                                field: *field,
                                message: format!(
                                    "union \"{union}\" mixes k8s:unionMember and k8s:zeroOrOneOfMember members"
                                ),
                            });
                        }
                        u.members.push((*field, value));
                    }
                    _ => {
                        unions.push((union.clone(), out.len()));
                        let mut assembled = check.clone();
                        assembled.call = Call::Union(Union {
                            zero_or_one: *zero_or_one,
                            members: vec![(*field, value)],
                            discriminator: None,
                        });
                        out.push(assembled);
                    }
                }
            }
            Call::UnionDiscriminator { union, field } => {
                if discriminators.iter().any(|(name, _)| name == union) {
                    return Err(UnionError {
                        field: *field,
                        message: format!("union \"{union}\" has more than one discriminator"),
                    });
                }
                discriminators.push((union.clone(), check.clone()));
            }
            _ => out.push(check),
        }
    }
    for (union, mut check) in discriminators {
        let Call::UnionDiscriminator { field, .. } = check.call else {
            continue;
        };
        let position = unions.iter().find(|(name, _)| *name == union).map(|(_, i)| *i);
        match position.and_then(|i| out.get_mut(i)) {
            Some(Check {
                call: Call::Union(u), ..
            }) if !u.zero_or_one => u.discriminator = Some(field),
            Some(_) => {
                return Err(UnionError {
                    field,
                    message: format!("a zeroOrOneOf union (\"{union}\") cannot have a discriminator"),
                })
            }
            // A discriminator without members is still a union, over no
            // members, as Kubernetes emits it: it never reports, but it makes
            // its struct (a root too) one with validations.
            None => {
                check.call = Call::Union(Union {
                    zero_or_one: false,
                    members: Vec::new(),
                    discriminator: Some(field),
                });
                out.push(check);
            }
        }
    }
    Ok(out)
}

/// A field's declared name: its identifier in UpperCamelCase.
fn declared_name(fields: &[Field], index: usize) -> String {
    fields
        .get(index)
        .map(|f| f.ident.to_upper_camel_case())
        .unwrap_or_default()
}
