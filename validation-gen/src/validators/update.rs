//! Update rules: `k8s:immutable`, `k8s:update=<constraint>`
//! and `k8s:monotonic`. All run only on update.

use crate::model::{Shape, TypeKind, ValueKind};
use crate::tags::{Literal, Tag};

use super::lowering::{self, FieldRef};
use super::{
    Call, CallArg, Check, Correlation, Keyword, KubeVersion, PayloadKind, Registry, Rule, SchemaMeaning, Scope,
    Stability, TagContext, TagDecl, TagError, TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Immutable);
    registry.register(Update);
    registry.register(Monotonic);
}

const CONSTRAINTS: &[&str] = &["NoSet", "NoUnset", "NoModify", "NoAddItem", "NoRemoveItem"];

struct Immutable;

/// The field a field-scope tag is on, when it can be absent: rules about
/// setting or clearing it sit on its struct.
fn optional_field<'a>(ctx: &TagContext<'a>) -> Option<&'a crate::model::Field> {
    let (fields, index) = ctx.siblings?;
    (ctx.scope == Scope::Field && ctx.is_optional_presence())
        .then(|| fields.get(index))
        .flatten()
}

/// The field a field-scope tag is on, as rules on its struct see it.
fn this_field<'a>(ctx: &TagContext<'a>) -> Option<FieldRef<'a>> {
    let (fields, index) = ctx.siblings?;
    if ctx.scope != Scope::Field {
        return None;
    }
    fields.get(index).and_then(FieldRef::new)
}

impl TagValidator for Immutable {
    /// A transition rule: `self == oldSelf` on the value, or, for a value
    /// that may be absent, on its struct (so setting and clearing it are
    /// caught too), reported at the field. A transition rule runs only
    /// where the old object has the node too: a field set on update
    /// together with its (optional) struct is not caught by the schema.
    fn schema(&self, ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        const DETAIL: &str = "field is immutable";
        if optional_field(ctx).is_none() {
            return SchemaMeaning::rule(lowering::Rule::new("self == oldSelf", DETAIL).build());
        }
        match this_field(ctx) {
            Some(field) => SchemaMeaning::parent_rules(vec![lowering::Rule::new(field.unchanged(), DETAIL)
                .at_property(field.json)
                .build()]),
            None => SchemaMeaning::NotInSchema,
        }
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new(
            "k8s:immutable",
            &[Scope::Type, Scope::Field, Scope::ListValue, Scope::MapValue],
            Stability::Stable,
        )
        .docs(
            "The value may not change once created: setting, changing or clearing it on update is Invalid \
                 (origin `immutable`, \"field is immutable\"). Unchanged values are skipped by ratcheting.",
            r#"/// +k8s:optional
/// +k8s:immutable
pub storage_class: Option<String>,"#,
        )
    }

    fn validations(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> Result<Validations, TagError> {
        Ok(Validations::check(
            Check::new(
                Rule::new("immutable"),
                Call::Value {
                    function: "::validation_runtime::validate::immutable".into(),
                    args: Vec::new(),
                },
            )
            .short_circuit(),
        ))
    }
}

struct Update;

impl TagValidator for Update {
    /// `NoSet`, `NoUnset` and `NoModify` as transition rules on the
    /// field's struct, over the field's set-ness as the Rust checks count
    /// it; `NoModify` on an element compares the element. As for
    /// `k8s:immutable`, a struct new on update is not checked. The item
    /// rules (`NoAddItem`, `NoRemoveItem`): see [`item_rules`].
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let constraint = tag.literal().and_then(Literal::as_str).unwrap_or_default();
        if let ("NoAddItem" | "NoRemoveItem", Scope::Field) = (constraint, ctx.scope) {
            return item_rules(ctx, constraint == "NoAddItem").unwrap_or(SchemaMeaning::NotInSchema);
        }
        if ctx.scope != Scope::Field {
            return match (constraint, ctx.scope) {
                ("NoModify", Scope::ListValue | Scope::MapValue) => {
                    let set = |v: &str| lowering::value_set(ctx.model, ctx.shape, v);
                    let rule = match (set("oldSelf"), set("self")) {
                        (Some(old), Some(new)) => format!("!({old}) || !({new}) || self == oldSelf"),
                        _ => "self == oldSelf".to_owned(),
                    };
                    SchemaMeaning::rule(lowering::Rule::new(rule, "field cannot be modified once set").build())
                }
                _ => SchemaMeaning::NotInSchema,
            };
        }
        let Some(field) = this_field(ctx) else {
            return SchemaMeaning::NotInSchema;
        };
        let (new, old) = (field.is_set(ctx.model, "self"), field.is_set(ctx.model, "oldSelf"));
        let (rule, detail) = match constraint {
            "NoSet" => (format!("!{new} || {old}"), "field cannot be set once created"),
            "NoUnset" => (format!("!{old} || {new}"), "field cannot be cleared once set"),
            "NoModify" => (
                format!("!{old} || !{new} || {} == {}", field.on("self"), field.on("oldSelf")),
                "field cannot be modified once set",
            ),
            _ => return SchemaMeaning::NotInSchema,
        };
        SchemaMeaning::parent_rules(vec![lowering::Rule::new(rule, detail).at_property(field.json).build()])
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new(
            "k8s:update",
            &[Scope::Field, Scope::ListValue, Scope::MapValue],
            Stability::Stable,
        )
        .payload(PayloadKind::String, false)
        .docs(
            "A transition rule checked on update (repeat to combine): `NoSet` (unset → set), `NoUnset` \
                 (set → unset), `NoModify` (a set value may not change) report Invalid, origin `update`; \
                 `NoAddItem` / `NoRemoveItem` (map keys, or `set` / `map` list elements) report Forbidden. \
                 In element scope (`k8s:eachVal=+k8s:update=NoModify`) only `NoModify` is accepted. The \
                 payload may be omitted in the grammar, but an empty one is an error.",
            r#"/// +k8s:optional
/// +k8s:update=NoModify
pub node_name: Option<String>,
/// +k8s:optional
/// +k8s:update=NoSet
/// +k8s:update=NoUnset
pub claim_ref: Option<String>,
/// +k8s:optional
/// +k8s:update=NoRemoveItem
pub finalizers: std::collections::BTreeMap<String, String>,"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let at = tag.value_span.unwrap_or(tag.name_span);
        let constraint = tag.literal().and_then(Literal::as_str).unwrap_or_default();
        if !CONSTRAINTS.contains(&constraint) {
            return Err(TagError::new(format!("unknown update constraint \"{constraint}\""))
                .at(at)
                .with_help(Some(format!("valid constraints: {}", CONSTRAINTS.join(", ")))));
        }
        if ctx.scope != Scope::Field && constraint != "NoModify" {
            return Err(TagError::new(format!("only NoModify is allowed on {}", ctx.scope.phrase())).at(at));
        }
        let kind = ctx.kind.present();
        let is_collection = matches!(kind, ValueKind::List | ValueKind::Map);
        let item_rule = matches!(constraint, "NoAddItem" | "NoRemoveItem");
        let constraints = CallArg::Slice(vec![CallArg::Path(format!(
            "::validation_runtime::validate::UpdateConstraint::{constraint}"
        ))]);
        let call = match (constraint, kind) {
            // Which elements are "the same" comes from the list's tags, read
            // later (`lists::settle`), which also rejects atomic lists.
            (_, ValueKind::List) if item_rule => Call::UpdateList {
                constraints: vec![constraints],
                correlation: None,
            },
            (_, ValueKind::Map) if item_rule => match key_newtypes(ctx) {
                0 => Call::Value {
                    function: "::validation_runtime::validate::update_map".into(),
                    args: vec![constraints],
                },
                // A newtype key does not borrow as `str`: keys are
                // compared as they are and shown through `.0`.
                newtypes => Call::Value {
                    function: "::validation_runtime::validate::update_map_keyed".into(),
                    args: vec![constraints, CallArg::KeyStr { newtypes }],
                },
            },
            _ if item_rule => {
                return Err(TagError::new(format!(
                    "{constraint} can only be used on lists and maps, not on {}",
                    ctx.kind.describe()
                ))
                .at(at))
            }
            ("NoModify", _) if is_collection => {
                return Err(TagError::new(format!(
                    "NoModify cannot be used on a {}: use NoAddItem / NoRemoveItem",
                    ctx.kind.describe()
                ))
                .at(at))
            }
            ("NoSet" | "NoUnset", ValueKind::Struct) if !ctx.is_optional_presence() => {
                return Err(TagError::new(format!(
                    "{constraint} cannot be used on an always-present struct (it is always set)"
                ))
                .at(at))
            }
            _ => Call::Transition {
                function: "::validation_runtime::validate::update".into(),
                args: vec![constraints],
            },
        };
        Ok(Validations::check(
            Check::new(Rule::new("update").with(Literal::String(constraint.to_string())), call).short_circuit(),
        ))
    }
}

/// `NoAddItem` (`added`) or `NoRemoveItem` as transition rules: on the
/// collection, every new item (map key, `set` element, `map` list key)
/// is in the old one, or every old one in the new; for a field that may
/// be absent, a rule on its struct for a collection present on one side
/// only (the Rust check counts an absent one as empty). Forbidden, with
/// the Rust detail, reported at the collection: a rule cannot name the
/// item (`list[i]`, `map[key]`), and reports once for all the items.
/// `None` for lists without item correlation or with optional elements
/// (the Rust check skips absent ones).
fn item_rules(ctx: &TagContext<'_>, added: bool) -> Option<SchemaMeaning> {
    let (from, to) = if added {
        ("self", "oldSelf")
    } else {
        ("oldSelf", "self")
    };
    let detail = if added {
        "item may not be added"
    } else {
        "item may not be removed"
    };
    let (key, element) = super::iteration::elements(ctx.model, ctx.shape)?;
    let contained = match key {
        Some(_) => format!("{from}.all(k, k in {to})"),
        None if matches!(element, Shape::Optional(_) | Shape::Pointer(..)) => return None,
        None => match super::lists::declared_correlation(ctx)? {
            Correlation::Equal => format!("{from}.all(x, x in {to})"),
            Correlation::Keys(indices) => {
                let fields = super::lists::element_fields(ctx.model, element)?;
                let same: Option<Vec<String>> = indices
                    .iter()
                    .map(|i| fields.get(*i).and_then(|f| same_key(f, "x", "y")))
                    .collect();
                format!("{from}.all(x, {to}.exists(y, {}))", same?.join(" && "))
            }
        },
    };
    let forbidden = |rule: lowering::Rule| rule.reason("FieldValueForbidden");
    let mut rules = vec![Keyword::Rule(forbidden(lowering::Rule::new(contained, detail)).build())];
    if let (Some(_), Some(field)) = (optional_field(ctx), this_field(ctx)) {
        let (present, absent) = if added {
            ("self", "oldSelf")
        } else {
            ("oldSelf", "self")
        };
        let one_sided = format!(
            "{} || !{} || size({}) == 0",
            field.has(absent),
            field.has(present),
            field.on(present)
        );
        let rule = forbidden(lowering::Rule::new(one_sided, detail)).at_property(field.json);
        rules.push(Keyword::ParentRule(rule.build()));
    }
    Some(SchemaMeaning::Keywords(rules))
}

/// Whether list-map items `a` and `b` have the same key field `field`: an
/// optional key matches when absent from both.
fn same_key(field: &crate::model::Field, a: &str, b: &str) -> Option<String> {
    let key = FieldRef::new(field)?;
    Some(if matches!(field.shape, Shape::Optional(_)) {
        format!(
            "({} ? {} && {} == {} : !{})",
            key.has(a),
            key.has(b),
            key.on(a),
            key.on(b),
            key.has(b)
        )
    } else {
        format!("{} == {}", key.on(a), key.on(b))
    })
}

struct Monotonic;

impl TagValidator for Monotonic {
    /// A transition rule on the value, `self >= oldSelf`: it runs where
    /// both the old and the new value are, as the Rust check does.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::Since {
            since: KubeVersion::STRING_FORMAT,
            native: Box::new(SchemaMeaning::rule(
                lowering::Rule::computed("self >= oldSelf", "'may not be decreased from %d'.format([oldSelf])").build(),
            )),
            before: Box::new(SchemaMeaning::Unsaid(
                "names the old value in its message with the strings library's `format`, which the API server \
                 has only from Kubernetes 1.30, so the check is left out"
                    .to_owned(),
            )),
        }
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:monotonic", &[Scope::Type, Scope::Field], Stability::Alpha).docs(
            "On update, when both the old and the new value are present, an integer may not decrease: \
             Invalid, origin `monotonic`, \"may not be decreased from <old>\". Nothing on create.",
            r#"/// +k8s:optional
/// +k8s:monotonic
pub generation: Option<i64>,"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        if !ctx.kind.is_integer() {
            return Err(TagError::new(format!(
                "tag \"{}\" can only be used on integer types, not on {}",
                tag.name,
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        }
        Ok(Validations::check(Check::new(
            Rule::new("monotonic"),
            Call::Value {
                function: "::validation_runtime::validate::monotonic".into(),
                args: Vec::new(),
            },
        )))
    }
}

/// How many string newtypes deep the keys of the map `ctx` validates are
/// (0 for `String` and its aliases).
fn key_newtypes(ctx: &TagContext<'_>) -> usize {
    let Some((Some(key), _)) = super::iteration::elements(ctx.model, ctx.shape) else {
        return 0;
    };
    let mut newtypes = 0;
    let mut current = ctx.model.past_aliases(key);
    while let Shape::Named(id) = current {
        let Some(TypeKind::Newtype(inner)) = ctx.model.get(*id).map(|t| &t.kind) else {
            break;
        };
        newtypes += 1;
        current = ctx.model.past_aliases(inner);
    }
    newtypes
}
