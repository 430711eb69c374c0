//! List semantics: `k8s:listType`, `k8s:listMapKey`,
//! `k8s:unique`, `k8s:customUnique`. Each tag adds to one [`ListTags`]
//! record per field or type; [`settle`] checks the combination once every
//! tag is read, adds the uniqueness check and records how elements
//! correlate with the old list.

use crate::model::{Field, Model, Shape, TypeKind, ValueKind};
use crate::tags::{Literal, Tag};

use super::{
    Call, Check, Correlation, Keyword, Level, OptionGate, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability,
    TagContext, TagDecl, TagError, TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(ListTypeTag);
    registry.register(ListMapKey);
    registry.register(Unique);
    registry.register(CustomUnique);
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListType {
    Atomic,
    Set,
    Map,
}

/// What a subject's list tags say, before they are checked together.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ListTags {
    /// `listType`, with the level and option gates it was wrapped in (the
    /// uniqueness check inherits them).
    pub list_type: Option<(ListType, Level, Vec<OptionGate>)>,
    /// `listMapKey` JSON names, in tag order.
    pub keys: Vec<String>,
    /// `unique=set|map`, likewise.
    pub unique: Option<(ListType, Level, Vec<OptionGate>)>,
    pub custom_unique: bool,
    /// Problems found while merging (a tag repeated).
    pub conflicts: Vec<String>,
}

impl ListTags {
    pub fn is_empty(&self) -> bool {
        *self == ListTags::default()
    }

    pub fn merge(&mut self, other: ListTags) {
        if let (Some(_), Some(_)) = (&self.list_type, &other.list_type) {
            self.conflicts.push("k8s:listType may only be specified once".into());
        }
        if let (Some(_), Some(_)) = (&self.unique, &other.unique) {
            self.conflicts.push("k8s:unique may only be specified once".into());
        }
        self.list_type = self.list_type.take().or(other.list_type);
        self.unique = self.unique.take().or(other.unique);
        self.keys.extend(other.keys);
        self.custom_unique |= other.custom_unique;
        self.conflicts.extend(other.conflicts);
    }
}

fn list_tags(f: impl FnOnce(&mut ListTags)) -> Validations {
    let mut v = Validations::none();
    f(&mut v.list);
    v
}

fn require_list(ctx: &TagContext<'_>, tag: &Tag) -> Result<(), TagError> {
    if ctx.kind.present() == &ValueKind::List {
        return Ok(());
    }
    Err(TagError::new(format!(
        "tag \"{}\" can only be used on lists, not on {}",
        tag.name,
        ctx.kind.describe()
    ))
    .at(tag.name_span))
}

fn parse_kind(tag: &Tag, allowed: &[(&str, ListType)]) -> Result<ListType, TagError> {
    let value = tag.literal().and_then(Literal::as_str).unwrap_or_default();
    allowed
        .iter()
        .find(|(name, _)| *name == value)
        .map(|(_, t)| *t)
        .ok_or_else(|| {
            let names: Vec<&str> = allowed.iter().map(|(n, _)| *n).collect();
            TagError::new(format!(
                "unknown value \"{value}\" for \"{}\" (expected {})",
                tag.name,
                names.join(", ")
            ))
            .at(tag.value_span.unwrap_or(tag.name_span))
        })
}

struct ListTypeTag;

impl TagValidator for ListTypeTag {
    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let kind = tag.literal().and_then(Literal::as_str).unwrap_or_default();
        SchemaMeaning::keyword(Keyword::ListType(kind.to_string()))
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:listType", Scope::VALUES, Stability::Stable).payload(PayloadKind::String, true).docs(
            "List semantics: `atomic` (no uniqueness), `set` (elements distinct), `map` (elements distinct by their \
             `k8s:listMapKey` fields). Duplicates are reported at `list[i]`; on update, elements are matched with \
             their old counterparts (by value or by key) and unchanged ones are not revalidated. On a typedef (alias \
             or newtype of a list), every field of that type is such a list for all its tags (`k8s:item`, \
             `k8s:update`, `k8s:eachVal`); the typedef's own validation reports the duplicates.",
            r#"/// +k8s:optional
/// +k8s:listType=set
pub finalizers: Vec<String>,
/// +k8s:optional
/// +k8s:listType=atomic
pub args: Vec<String>,"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        require_list(ctx, tag)?;
        let kind = parse_kind(
            tag,
            &[
                ("atomic", ListType::Atomic),
                ("set", ListType::Set),
                ("map", ListType::Map),
            ],
        )?;
        Ok(list_tags(|l| l.list_type = Some((kind, Level::Standard, Vec::new()))))
    }
}

struct ListMapKey;

impl TagValidator for ListMapKey {
    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let key = tag.literal().and_then(Literal::as_str).unwrap_or_default();
        SchemaMeaning::keyword(Keyword::ListMapKey(key.to_string()))
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:listMapKey", Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::String, true)
            .docs(
                "A key field (JSON name) of a `listType=map` list's elements; repeat for composite keys.",
                r#"pub struct Port {
    /// +k8s:required
    pub name: String,
    /// +k8s:required
    pub protocol: String,
}

pub struct ServiceSpec {
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:listMapKey=protocol
    pub ports: Vec<Port>,
}"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        require_list(ctx, tag)?;
        let key = tag.literal().and_then(Literal::as_str).unwrap_or_default().to_string();
        Ok(list_tags(|l| l.keys.push(key)))
    }
}

struct Unique;

impl TagValidator for Unique {
    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:unique", Scope::VALUES, Stability::Stable).payload(PayloadKind::String, true).docs(
            "Uniqueness for an otherwise atomic list (`k8s:listType=atomic`): `set` or `map` (with `k8s:listMapKey`).",
            r#"pub struct Condition {
    /// +k8s:required
    pub r#type: String,
}

pub struct Status {
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=map
    /// +k8s:listMapKey=type
    pub conditions: Vec<Condition>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub hosts: Vec<String>,
}"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        require_list(ctx, tag)?;
        let kind = parse_kind(tag, &[("set", ListType::Set), ("map", ListType::Map)])?;
        Ok(list_tags(|l| l.unique = Some((kind, Level::Standard, Vec::new()))))
    }
}

struct CustomUnique;

impl TagValidator for CustomUnique {
    /// Only the Rust check is hand-written; `x-kubernetes-list-type` stays.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::Nothing
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:customUnique", Scope::VALUES, Stability::Stable).docs(
            "Skip the generated uniqueness check of a `set` / `map` list (hand-written code enforces it); \
             element matching for ratcheting still uses the list's semantics.",
            r#"/// +k8s:optional
/// +k8s:listType=set
/// +k8s:customUnique
/// +k8s:maxItems=64
pub hosts: Vec<String>,"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        require_list(ctx, tag)?;
        Ok(list_tags(|l| l.custom_unique = true))
    }
}

/// How the elements of a field's list correlate, by its own list tags or
/// those of its type (a list typedef, or a chain of aliases to one).
pub fn declared_correlation(field: &TagContext<'_>) -> Option<Correlation> {
    let own = super::evaluate(
        field.registry,
        field,
        field
            .siblings
            .and_then(|(fs, i)| fs.get(i))
            .map_or(&[], |f| f.tags.as_slice()),
    )
    .0
    .correlation;
    own.or_else(|| type_correlation(field, field.shape))
}

fn type_correlation(ctx: &TagContext<'_>, shape: &Shape) -> Option<Correlation> {
    ctx.model.typedefs(shape).find_map(|(id, def)| {
        let type_shape = Shape::Named(id);
        let type_ctx = TagContext {
            model: ctx.model,
            registry: ctx.registry,
            scope: super::Scope::Type,
            shape: &type_shape,
            kind: ctx.model.value_kind(&type_shape),
            subject: format!("type {}", def.name),
            default: None,
            siblings: None,
            owner: None,
            declared_correlation: None,
        };
        super::evaluate(ctx.registry, &type_ctx, &def.tags).0.correlation
    })
}

/// Check a subject's list tags together and turn them into a uniqueness
/// check and an element correlation. A subject without list tags of its own
/// whose type declares them (`declared`) correlates its elements the same
/// way; the type's own validation checks their uniqueness.
pub fn settle(
    model: &Model,
    shape: &Shape,
    list_name: &str,
    declared: Option<&Correlation>,
    v: &mut Validations,
) -> Result<(), String> {
    let updates_items = v.checks.iter().any(|c| {
        matches!(
            c.call,
            Call::UpdateList { .. } | Call::Item { .. } | Call::ItemUnionMember { .. }
        )
    });
    let freezes_elements = v.checks.iter().any(freezes_list_elements);
    let correlates_elements = v.checks.iter().any(|c| {
        matches!(
            c.call,
            Call::Each {
                over: super::Each::ListValues,
                ..
            }
        )
    });
    let inherits = v.list.is_empty() && declared.is_some();
    let needs_semantics = updates_items || freezes_elements || (inherits && correlates_elements);
    if v.list.is_empty() && !needs_semantics {
        return Ok(());
    }
    let list = std::mem::take(&mut v.list);
    if let Some(conflict) = list.conflicts.first() {
        return Err(conflict.clone());
    }
    let semantics = match (list.list_type, list.unique) {
        (Some((ListType::Set | ListType::Map, _, _)), Some(_)) => {
            return Err("k8s:unique can only be used with k8s:listType=atomic".into())
        }
        (None, Some(_)) => return Err("listType must be specified when k8s:unique is used".into()),
        (_, Some(semantics)) | (Some(semantics), None) => Some(semantics),
        (None, None) => None,
    };
    let element = super::iteration::elements(model, shape).map(|(_, e)| e);
    let correlation = match semantics {
        Some((ListType::Map, _, _)) => {
            if list.keys.is_empty() {
                return Err("found listType=map or unique=map without listMapKey".into());
            }
            let fields = element
                .and_then(|e| element_fields(model, e))
                .ok_or_else(|| "listType=map and unique=map need a list of structs".to_string())?;
            Some(Correlation::Keys(key_indices(model, fields, &list.keys)?))
        }
        Some((ListType::Set, _, _)) => Some(Correlation::Equal),
        _ if inherits => declared.cloned(),
        // listMapKey without map semantics: silently ignored.
        _ => None,
    };
    if freezes_elements && !matches!(correlation, Some(Correlation::Keys(_))) {
        return Err(
            "k8s:eachVal=+k8s:update=NoModify on a list needs k8s:listType=map (or k8s:unique=map) \
                    with k8s:listMapKey, so each element can be matched with its old self"
                .into(),
        );
    }
    let Some(correlation) = correlation else {
        if v.checks
            .iter()
            .any(|c| matches!(c.call, Call::Item { .. } | Call::ItemUnionMember { .. }))
        {
            return Err("k8s:item needs a listType=map (or unique=map) list with k8s:listMapKey".into());
        }
        if updates_items {
            return Err(
                "k8s:update=NoAddItem / NoRemoveItem on a list needs k8s:listType=set, or \
                        k8s:listType=map (or k8s:unique) with k8s:listMapKey"
                    .into(),
            );
        }
        return Ok(());
    };
    if let Some((_, level, gates)) = semantics.filter(|_| !list.custom_unique) {
        let mut check = Check::new(
            Rule::new("unique"),
            Call::Unique {
                correlation: correlation.clone(),
            },
        );
        check.level = level;
        check.gates = gates;
        v.checks.push(check);
    }
    resolve_items(model, shape, &correlation, list_name, v)?;
    for check in v.checks.iter_mut() {
        match &mut check.call {
            Call::Each {
                over: super::Each::ListValues,
                correlation: c,
                ..
            }
            | Call::UpdateList { correlation: c, .. } => {
                *c = Some(correlation.clone());
            }
            _ => {}
        }
    }
    v.correlation = Some(correlation);
    Ok(())
}

/// Give every `k8s:item` check the key fields its selector names, and
/// assemble item union members into one check per union, placed where its
/// first member stood (with that member's level and gates).
fn resolve_items(
    model: &Model,
    shape: &Shape,
    correlation: &Correlation,
    list_name: &str,
    v: &mut Validations,
) -> Result<(), String> {
    let fields = super::iteration::elements(model, shape)
        .and_then(|(_, e)| element_fields(model, e))
        .unwrap_or(&[]);
    let needs_keys = || match correlation {
        Correlation::Keys(keys) => Ok(keys.as_slice()),
        Correlation::Equal => Err("k8s:item needs a listType=map (or unique=map) list with k8s:listMapKey".to_string()),
    };
    let mut out: Vec<Check> = Vec::new();
    let mut unions: Vec<(String, usize)> = Vec::new();
    for mut check in std::mem::take(&mut v.checks) {
        match &mut check.call {
            Call::Item { selector, keys, .. } => {
                *keys = super::item::resolve(model, fields, needs_keys()?, selector)?;
                out.push(check);
            }
            Call::ItemUnionMember {
                union,
                zero_or_one,
                selector,
            } => {
                let keys = super::item::resolve(model, fields, needs_keys()?, selector)?;
                let values = selector.iter().map(|(_, v)| v.clone()).collect();
                let shown: Vec<String> = selector.iter().map(|(k, v)| format!("\"{k}\": {}", json(v))).collect();
                let name = format!("{list_name}[{{{}}}]", shown.join(", "));
                let (union, zero_or_one) = (union.clone(), *zero_or_one);
                match unions
                    .iter()
                    .find(|(u, _)| *u == union)
                    .and_then(|(_, i)| out.get_mut(*i))
                {
                    Some(Check {
                        call:
                            Call::ItemUnion {
                                zero_or_one: z,
                                members,
                            },
                        ..
                    }) => {
                        if *z != zero_or_one {
                            return Err(format!(
                                "union \"{union}\" mixes k8s:unionMember and k8s:zeroOrOneOfMember members"
                            ));
                        }
                        if members.iter().any(|(_, _, n)| *n == name) {
                            return Err(format!("item {name} is a member of union \"{union}\" twice"));
                        }
                        members.push((keys, values, name));
                    }
                    _ => {
                        unions.push((union, out.len()));
                        check.call = Call::ItemUnion {
                            zero_or_one,
                            members: vec![(keys, values, name)],
                        };
                        out.push(check);
                    }
                }
            }
            _ => out.push(check),
        }
    }
    v.checks = out;
    Ok(())
}

/// A key value as JSON, for item union member names (`list[{"type": "A"}]`).
pub fn json(value: &Literal) -> String {
    match value {
        Literal::String(s) => serde_json::to_string(s).unwrap_or_default(),
        Literal::Int(i) => i.to_string(),
        Literal::Bool(b) => b.to_string(),
    }
}

/// `k8s:eachVal=+k8s:update=..` on list elements.
fn freezes_list_elements(check: &Check) -> bool {
    match &check.call {
        Call::Each {
            over: super::Each::ListValues,
            checks,
            ..
        } => checks.iter().any(|c| matches!(c.call, Call::Transition { .. })),
        _ => false,
    }
}

/// The fields of a list's element struct (through `Option`, pointers,
/// aliases and newtypes).
pub fn element_fields<'a>(model: &'a Model, element: &'a Shape) -> Option<&'a [Field]> {
    match element {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => element_fields(model, inner),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Struct(fields)) => Some(fields),
            Some(TypeKind::Alias(inner)) | Some(TypeKind::Newtype(inner)) => element_fields(model, inner),
            _ => None,
        },
        _ => None,
    }
}

/// The indices of the key fields; each must be a scalar (or optional scalar).
fn key_indices(model: &Model, fields: &[Field], keys: &[String]) -> Result<Vec<usize>, String> {
    let mut out = Vec::new();
    for key in keys {
        let Some(i) = fields.iter().position(|f| !f.flatten && &f.json_name == key) else {
            return Err(format!("listMapKey \"{key}\" is not a field of the list's elements"));
        };
        let kind = fields.get(i).map(|f| model.value_kind(&f.shape));
        let scalar = matches!(
            kind.as_ref().map(ValueKind::present),
            Some(ValueKind::Primitive(_) | ValueKind::StringEnum)
        );
        if !scalar {
            return Err(format!(
                "listMapKey \"{key}\" must be a scalar field (string, integer or boolean)"
            ));
        }
        if !out.contains(&i) {
            out.push(i);
        }
    }
    Ok(out)
}
