//! `k8s:subfield(<json name>)=+<tag>`: apply a tag to one
//! field of a struct value, as if it were written on that field. The
//! field's own short-circuit checks (`required`, `optional`, `immutable`,
//! ...) run first as silent gates, so the payload does not run where the
//! field's own validation already stops.

use crate::model::{Field, Model, Shape, TypeId, TypeKind};
use crate::tags::{LiteralKind, Tag};

use super::{
    ArgDecl, Call, Check, Level, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl,
    TagError, TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Subfield);
}

struct Subfield;

/// The fields of a struct value, through options, pointers, aliases and
/// newtypes.
pub fn struct_fields<'a>(model: &'a Model, shape: &'a Shape) -> Option<&'a [Field]> {
    struct_of(model, shape).map(|(_, fields)| fields)
}

/// [`struct_fields`], and the struct's id.
pub fn struct_of<'a>(model: &'a Model, shape: &'a Shape) -> Option<(TypeId, &'a [Field])> {
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => struct_of(model, inner),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Struct(fields)) => Some((*id, fields)),
            Some(TypeKind::Alias(inner)) | Some(TypeKind::Newtype(inner)) => {
                struct_of(model, model.past_typedefs_or(shape, inner))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The field of the struct a value is (see [`struct_fields`]) with JSON
/// name `name` (flattened fields aside), and its index.
pub fn field_named<'a>(model: &'a Model, shape: &'a Shape, name: &str) -> Option<(usize, &'a Field)> {
    let (id, fields) = struct_of(model, shape)?;
    let index = model.field_named(Some(id), fields, name)?;
    Some((index, fields.get(index)?))
}

/// A field found by JSON name among a struct's own and those of the
/// structs it flattens (`#[serde(flatten)]`), which serde and the schema
/// see as the struct's own, as kube-openapi finds an embedded struct's.
pub struct Promoted<'a> {
    /// The indices of the flattened fields on the way (each in its
    /// struct), outermost first.
    pub through: Vec<usize>,
    /// The struct holding the field, its fields, the field's index.
    pub owner: TypeId,
    pub fields: &'a [Field],
    pub index: usize,
    pub field: &'a Field,
}

/// How deep flattened structs are searched (a cycle is malformed).
const PROMOTION_DEPTH: usize = 32;

/// The field of the struct a value is with JSON name `name`, its own
/// first, else the first flattened struct's (in field order) that has it.
pub fn promoted_field<'a>(model: &'a Model, shape: &'a Shape, name: &str) -> Option<Promoted<'a>> {
    promoted_within(model, shape, name, 0, &mut std::collections::HashSet::new())
}

/// `searched`: the structs already searched, each once (two flattened
/// fields may reach one struct).
fn promoted_within<'a>(
    model: &'a Model,
    shape: &'a Shape,
    name: &str,
    depth: usize,
    searched: &mut std::collections::HashSet<TypeId>,
) -> Option<Promoted<'a>> {
    let (owner, fields) = struct_of(model, shape)?;
    if !searched.insert(owner) {
        return None;
    }
    if let Some(index) = model.field_named(Some(owner), fields, name) {
        return Some(Promoted {
            through: Vec::new(),
            owner,
            fields,
            index,
            field: fields.get(index)?,
        });
    }
    if depth >= PROMOTION_DEPTH {
        return None;
    }
    fields
        .iter()
        .enumerate()
        .filter(|(_, f)| f.flatten)
        .find_map(|(i, flattened)| {
            let mut found = promoted_within(model, &flattened.shape, name, depth + 1, searched)?;
            found.through.insert(0, i);
            Some(found)
        })
}

impl TagValidator for Subfield {
    /// The payload's meaning, on the named property.
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let name = tag.positional_arg().and_then(|a| a.value.as_str()).unwrap_or_default();
        let (Some(found), Some(payload)) = (promoted_field(ctx.model, ctx.shape, name), tag.chained()) else {
            return SchemaMeaning::NotInSchema;
        };
        // A flattened struct's field is a property of the subject's schema.
        let Promoted {
            owner,
            fields,
            index,
            field,
            ..
        } = found;
        if matches!(
            payload.name.as_str(),
            "k8s:unionMember" | "k8s:zeroOrOneOfMember" | "k8s:unionDiscriminator"
        ) {
            // A union over the subject's fields, checked at the subject.
            return super::unions::subfield_union_rules(ctx, owner, fields, payload)
                .unwrap_or(SchemaMeaning::NotInSchema);
        }
        let Some((_, validator)) = ctx.registry.get(&payload.name) else {
            return SchemaMeaning::NotInSchema;
        };
        let inner = validator.schema(&subfield_context(ctx, fields, index, field), payload);
        SchemaMeaning::Property(name.to_string(), Box::new(inner))
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:subfield", Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::Tag, true)
            .arg(ArgDecl {
                name: None,
                kind: LiteralKind::String,
                required: true,
                description: "the JSON name of a field of the struct",
            })
            .docs(
                "Applies the wrapped tag to one field of a struct value, at `<path>.<name>`: useful for types you \
                 cannot tag, such as another crate's. The field may be one of a struct the value flattens \
                 (`#[serde(flatten)]`), whose fields are the value's own in JSON. All `k8s:subfield` tags naming \
                 one field form one cohort, gated silently by the field's own short-circuits (unless the value or its type is \
                 `k8s:opaqueType`); on update an unchanged field is skipped. Union tags through subfields \
                 (`k8s:unionMember`, `k8s:zeroOrOneOfMember`, `k8s:unionDiscriminator`) make one union over \
                 those fields, checked at `<path>`.",
                r#"pub struct ObjectMeta {
    pub name: String,
}

pub struct Widget {
    /// +k8s:subfield("name")=+k8s:format=k8s-short-name
    pub metadata: ObjectMeta,
}"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let arg = tag
            .positional_arg()
            .ok_or_else(|| TagError::new("missing the field's name").at(tag.name_span))?;
        let name = arg.value.as_str().unwrap_or_default();
        let Some(fields) = struct_fields(ctx.model, ctx.shape) else {
            return Err(TagError::new(format!(
                "tag \"{}\" can only be used on structs, not on {}",
                tag.name,
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        };
        let Some(found) = promoted_field(ctx.model, ctx.shape, name) else {
            let names = fields.iter().filter(|f| !f.flatten).map(|f| f.json_name.as_str());
            return Err(TagError::new(format!("no field with JSON name \"{name}\""))
                .at(arg.value_span)
                .with_help(crate::diagnostics::did_you_mean(name, names).map(|s| format!("did you mean \"{s}\"?"))));
        };
        // Nested subfields (`subfield("spec")=+subfield("replicas")=+..`) are
        // allowed here, unlike upstream.
        let payload = ctx.payload(tag)?;
        let (index, field) = (found.index, found.field);
        let field_ctx = subfield_context(ctx, found.fields, index, field);
        let evaluated = field_ctx.evaluate(payload)?;
        if !evaluated.list.is_empty() || evaluated.opaque || evaluated.opaque_values || evaluated.opaque_keys {
            return Err(TagError::new(format!(
                "tag \"{}\" cannot be used through k8s:subfield: tag the field itself",
                payload.name
            ))
            .at(payload.name_span));
        }
        let mut out = Validations::none();
        // Union marks name fields of this struct: the union over them is
        // assembled once every subfield tag is read ([`finish`]).
        for mark in evaluated.struct_checks {
            if !found.through.is_empty() {
                return Err(TagError::new(format!(
                    "tag \"{}\" cannot be used through k8s:subfield on a field of a flattened struct",
                    payload.name
                ))
                .at(payload.name_span));
            }
            if !matches!(mark.call, Call::UnionMember { .. } | Call::UnionDiscriminator { .. }) {
                return Err(
                    TagError::new(format!("tag \"{}\" cannot be used through k8s:subfield", payload.name))
                        .at(payload.name_span),
                );
            }
            out.checks.push(mark);
        }
        if !evaluated.checks.is_empty() {
            let subfield = |field: usize, checks: Vec<Check>| {
                let mut check = Check::new(
                    Rule::new("subfield").with(crate::tags::Literal::String(name.to_string())),
                    Call::Subfield { field, checks },
                );
                check.cohort = Some(format!("subfield {name}"));
                check
            };
            // A flattened struct's field: through the flattened fields.
            let check = found
                .through
                .iter()
                .rev()
                .fold(subfield(index, evaluated.checks), |inner, flattened| {
                    subfield(*flattened, vec![inner])
                });
            out.checks.push(check);
        }
        if out.checks.is_empty() && !super::openapi_markers::is_marker(payload.innermost()) {
            return Err(TagError::new(format!(
                "no validation functions found for the payload of \"{}\"",
                tag.name
            ))
            .at(payload.name_span));
        }
        Ok(out)
    }
}

/// Settle the subfield checks of one subject once all its tags are read:
/// every `k8s:subfield("x")` tag of the subject joins one check on `x` (one
/// cohort: a failed short-circuit skips the rest of `x`'s checks), which
/// starts with `x`'s own short-circuits as silent gates unless the subject
/// (`opaque`) or its type is opaque; the union marks on subfields become
/// one union check per union over the struct's fields.
pub fn finish(ctx: &TagContext<'_>, checks: Vec<Check>, opaque: bool) -> Result<Vec<Check>, String> {
    let Some(fields) = struct_fields(ctx.model, ctx.shape) else {
        return Ok(checks);
    };
    let opaque = opaque || declares_opaque(ctx.model, ctx.shape);
    let mut out: Vec<Check> = Vec::new();
    for check in checks {
        let Call::Subfield { field, checks: inner } = check.call else {
            out.push(check);
            continue;
        };
        let existing = out
            .iter_mut()
            .find(|c| matches!(&c.call, Call::Subfield { field: f, .. } if *f == field));
        match existing {
            Some(merged) => {
                let same_wrappers = merged.level == check.level && merged.gates == check.gates;
                let (level, gates) = (merged.level, std::mem::take(&mut merged.gates));
                merged.level = if same_wrappers { level } else { Level::Standard };
                if let Call::Subfield { checks, .. } = &mut merged.call {
                    if same_wrappers {
                        merged.gates = gates;
                        checks.extend(inner);
                    } else {
                        // Tags wrapped differently: each keeps its wrappers on its own checks.
                        push_down(checks, level, &gates);
                        checks.extend(wrapped(inner, check.level, &check.gates));
                    }
                }
            }
            None => {
                let mut merged = Check::new(check.rule, Call::Subfield { field, checks: inner });
                merged.cohort = check.cohort;
                merged.level = check.level;
                merged.gates = check.gates;
                out.push(merged);
            }
        }
    }
    let mut settled = Vec::with_capacity(out.len());
    for mut check in out {
        if let Call::Subfield { field, checks } = &mut check.call {
            let Some(def) = fields.get(*field) else { continue };
            let mut field_ctx = subfield_context(ctx, fields, *field, def);
            field_ctx.declared_correlation = super::lists::declared_correlation(&field_ctx);
            let own_opaque = def.tags.iter().any(|line| names_opaque(&line.text));
            let finished = finish(&field_ctx, std::mem::take(checks), own_opaque)?;
            // List tags through the subfield (`k8s:item`, `k8s:update=NoAddItem`,
            // `k8s:eachVal`) use the subfield's own list semantics.
            let mut nested = super::Validations {
                checks: finished,
                ..super::Validations::none()
            };
            let correlation = field_ctx.declared_correlation.as_ref();
            super::lists::settle(ctx.model, &def.shape, &def.json_name, correlation, &mut nested)?;
            let nested = nested.checks;
            if !nested.iter().any(|c| !c.flags.non_error) {
                // Nothing can fail (at most a silent `k8s:optional`).
                continue;
            }
            let mut gates = if opaque {
                Vec::new()
            } else {
                inherited_gates(&field_ctx, def)
            };
            gates.extend(nested);
            *checks = gates;
        }
        settled.push(check);
    }
    let has_marks = settled
        .iter()
        .any(|c| matches!(c.call, Call::UnionMember { .. } | Call::UnionDiscriminator { .. }));
    if !has_marks {
        return Ok(settled);
    }
    let assembled = super::unions::assemble(fields, settled).map_err(|e| e.message)?;
    Ok(assembled
        .into_iter()
        .map(|mut c| {
            if let Call::Union(union) = c.call {
                c.call = Call::SubfieldUnion(union);
            }
            c
        })
        .collect())
}

/// Whether a union over subfields is among these checks, at any depth.
pub fn has_union(checks: &[Check]) -> bool {
    checks.iter().any(|c| match &c.call {
        Call::SubfieldUnion(_) => true,
        Call::Subfield { checks, .. } | Call::Each { checks, .. } | Call::Item { checks, .. } => has_union(checks),
        _ => false,
    })
}

/// Checks with a wrapper's level and option gates moved onto them.
fn wrapped(checks: Vec<Check>, level: Level, gates: &[super::OptionGate]) -> Vec<Check> {
    let mut checks = checks;
    push_down(&mut checks, level, gates);
    checks
}

fn push_down(checks: &mut [Check], level: Level, gates: &[super::OptionGate]) {
    for c in checks {
        if c.level == Level::Standard {
            c.level = level;
        }
        c.gates.splice(0..0, gates.iter().cloned());
    }
}

/// The context of a struct's field, seen through a subfield tag.
fn subfield_context<'a>(ctx: &TagContext<'a>, fields: &'a [Field], index: usize, field: &'a Field) -> TagContext<'a> {
    TagContext {
        model: ctx.model,
        registry: ctx.registry,
        scope: Scope::Field,
        shape: &field.shape,
        kind: ctx.model.value_kind(&field.shape),
        subject: format!("{} (subfield {})", ctx.subject, field.json_name),
        default: field.default.as_ref(),
        siblings: Some((fields, index)),
        owner: None,
        declared_correlation: None,
    }
}

/// Whether the value's type, or a typedef on the way to its struct, is
/// tagged `k8s:opaqueType` (its fields' own checks are not run there).
fn declares_opaque(model: &Model, shape: &Shape) -> bool {
    model
        .typedefs(shape)
        .any(|(_, def)| def.tags.iter().any(|line| names_opaque(&line.text)))
}

/// Whether a tag line is `k8s:opaqueType`, possibly wrapped (`k8s:alpha=+k8s:opaqueType`).
fn names_opaque(text: &str) -> bool {
    let Ok(tag) = crate::tags::parse_tag(text) else {
        return false;
    };
    let mut link = Some(&tag);
    while let Some(t) = link {
        if t.name == "k8s:opaqueType" {
            return true;
        }
        link = t.chained();
    }
    false
}

/// The field's own short-circuit checks, as silent gates. None when the
/// field (or its own tags) is opaque. The field's own tags are checked (and
/// their errors reported) where the field is declared, so problems are
/// ignored here.
fn inherited_gates(ctx: &TagContext<'_>, field: &Field) -> Vec<Check> {
    let (own, _) = super::evaluate(ctx.registry, ctx, &field.tags);
    if own.opaque {
        return Vec::new();
    }
    own.checks
        .into_iter()
        .filter(|c| c.flags.short_circuit && c.cohort.is_none())
        .map(|mut c| {
            c.flags.non_error = true;
            c
        })
        .collect()
}
