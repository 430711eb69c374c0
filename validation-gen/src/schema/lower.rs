//! Types and shapes to schemas: structs to objects with `properties` and
//! `required`, lists to arrays, maps to objects with
//! `additionalProperties`, newtypes and aliases to what they wrap; each
//! type's and field's tags add their keywords.

use validation_schema::{Schema, SchemaOrArray, SchemaOrBool, ValidationRule};

use crate::model::{Field, Model, Shape, TagLine, TypeId, TypeKind};
use crate::source::SourceLocation;
use crate::tags;
use crate::validators::openapi_markers::{self, Step};
use crate::validators::{Keyword, KubeVersion, MarkerKeyword, Registry, SchemaMeaning, Scope, TagContext};

use super::correlation::{self, Step as PathStep};
use super::{external, keywords, primitive, Report};

/// The schema of a root type. A resource root (a struct with a `metadata`
/// field) gets `metadata` as the API server expects it (`type: object`:
/// the server validates object metadata itself) and string `apiVersion`
/// and `kind`.
pub(super) fn root(
    model: &Model,
    registry: &Registry,
    id: TypeId,
    version: KubeVersion,
    report: &mut Report<'_>,
) -> Schema {
    let mut lowering = Lowering::new(model, registry, version, report);
    let mut schema = lowering.type_schema(id);
    lowering.uncorrelatable_left_out(&mut schema);
    if schema.properties.contains_key("metadata") {
        let string = || Schema {
            type_: Some("string".into()),
            ..Schema::default()
        };
        schema.properties.entry("apiVersion".into()).or_insert_with(string);
        schema.properties.entry("kind".into()).or_insert_with(string);
    }
    schema
}

struct Lowering<'m, 'r, 's> {
    model: &'m Model,
    registry: &'m Registry,
    /// The API server the schema is for.
    version: KubeVersion,
    report: &'r mut Report<'s>,
    /// The types being lowered: a type met again is recursive.
    stack: Vec<TypeId>,
    /// The node being lowered, keyed by its path from the root (see
    /// [`correlation::below`]), and the nodes above it.
    at: Vec<u64>,
    /// Where rules using `oldSelf` went, to leave out those no old value
    /// reaches.
    placements: correlation::Placements,
    /// Whether the rules being placed are the user's own (CEL markers).
    placing_user_rules: bool,
}

impl<'m, 'r, 's> Lowering<'m, 'r, 's> {
    fn new(
        model: &'m Model,
        registry: &'m Registry,
        version: KubeVersion,
        report: &'r mut Report<'s>,
    ) -> Lowering<'m, 'r, 's> {
        Lowering {
            model,
            registry,
            version,
            report,
            stack: Vec::new(),
            at: vec![correlation::ROOT],
            placements: correlation::Placements::default(),
            placing_user_rules: false,
        }
    }
}

impl Lowering<'_, '_, '_> {
    fn type_schema(&mut self, id: TypeId) -> Schema {
        let model = self.model;
        let Some(t) = model.get(id) else {
            return Schema::default();
        };
        if self.stack.contains(&id) {
            self.report.left_out(
                t.location,
                format!(
                    "`{}` contains itself; a structural schema cannot repeat a type, so the nested value keeps unknown fields unchecked",
                    t.name
                ),
            );
            return external::preserve_unknown();
        }
        if let Some(schema) = t
            .foreign
            .as_ref()
            .and_then(|module| external::known(&format!("{module}::{}", t.name)))
        {
            return schema;
        }
        self.stack.push(id);
        let mut schema = match &t.kind {
            TypeKind::Struct(fields) => self.object(id, fields),
            TypeKind::Newtype(inner) | TypeKind::Alias(inner) => self.shape_schema(inner, t.location),
            TypeKind::Enum(variants) => Schema {
                type_: Some("string".into()),
                enum_: Some(variants.iter().map(|v| v.json_name.clone().into()).collect()),
                ..Schema::default()
            },
            TypeKind::Unsupported { reason, location } => {
                self.report
                    .left_out(*location, format!("`{}` has no schema: {reason}", t.name));
                external::preserve_unknown()
            }
        };
        self.stack.pop();
        if !t.doc.is_empty() {
            schema.description = Some(t.doc.clone());
        }
        let shape = Shape::Named(id);
        let ctx = context(
            model,
            self.registry,
            Scope::Type,
            &shape,
            format!("type {}", t.name),
            None,
        );
        let applied = self.apply_tags(&ctx, &t.tags, &mut schema);
        // A type has no parent field to hold rules about its presence.
        for line in applied.parent_rule_lines {
            self.not_in_schema(line);
        }
        schema
    }

    fn object(&mut self, owner: TypeId, fields: &[Field]) -> Schema {
        let mut schema = Schema {
            type_: Some("object".into()),
            ..Schema::default()
        };
        // Lowering a root's own fields: the root alone is on the stack.
        let resource_root = self.stack.len() == 1;
        let _unions = crate::validators::unions::RulesOnce::enter();
        for (index, field) in fields.iter().enumerate() {
            let subject = format!("field {}.{}", self.model.name(owner), field.ident);
            let mut ctx = context(
                self.model,
                self.registry,
                Scope::Field,
                &field.shape,
                subject,
                field.default.as_ref(),
            );
            ctx.siblings = Some((fields, index));
            ctx.owner = Some(owner);
            if resource_root && field.json_name == "metadata" {
                schema
                    .properties
                    .insert("metadata".into(), self.root_metadata(&ctx, &field.tags));
                continue;
            }
            // A flattened field's properties stand in this struct's node.
            let node = match field.flatten {
                true => self.here(),
                false => correlation::below(self.here(), PathStep::Property(&field.json_name)),
            };
            self.at.push(node);
            let mut field_schema = self.shape_schema(&field.shape, field.location);
            let optional = matches!(field.shape, Shape::Optional(_));
            if !field.doc.is_empty() {
                field_schema.description = Some(field.doc.clone());
            }
            if let Some(default) = field.default.as_ref().and_then(default_value) {
                field_schema.default = Some(default);
            }
            // A forbidden field's other checks never run (it stops them
            // whether set or not): only its own rule stands.
            let forbidden: Vec<TagLine> = field
                .tags
                .iter()
                .filter(|line| tags::tag_name(&line.text) == Some("k8s:forbidden"))
                .cloned()
                .collect();
            let lines = if forbidden.is_empty() { &field.tags } else { &forbidden };
            let applied = self.apply_tags(&ctx, lines, &mut field_schema);
            self.at.pop();
            for rule in &applied.parent_rules {
                keywords::add_rule(&mut schema, rule);
            }
            if field.flatten {
                if field_schema.additional_properties.is_some() || field_schema.x_preserve_unknown_fields == Some(true)
                {
                    // A flattened map takes every other key: a structural
                    // schema cannot have both `properties` and
                    // `additionalProperties`, so unknown fields are kept.
                    self.report.left_out(
                        field.location,
                        format!("flattened `{}` takes any other field; the schema keeps unknown fields without checking them", field.ident),
                    );
                    schema.x_preserve_unknown_fields = Some(true);
                }
                // The embedded struct's fields stand beside this struct's.
                if !optional {
                    schema.required.extend(field_schema.required);
                }
                schema.properties.extend(field_schema.properties);
                // Its `allOf` entries (kube-openapi's nested markers) name
                // its fields too.
                schema.all_of.extend(field_schema.all_of);
                // Its rules name its fields, which now stand here.
                for rule in &field_schema.x_validations {
                    keywords::add_rule(&mut schema, rule);
                }
                continue;
            }
            // serde writes an absent `Option` as `null` unless told to skip it.
            field_schema.nullable |= optional;
            if applied.required {
                schema.required.push(field.json_name.clone());
            }
            schema.properties.insert(field.json_name.clone(), field_schema);
        }
        schema
    }

    /// A resource's `metadata`: the API server checks object metadata
    /// itself, and a CRD's schema may only say `type: object` for it, so
    /// the field's tags are reported rather than written. The name check
    /// every resource root gets is the API server's own: nothing is left out.
    fn root_metadata(&mut self, ctx: &TagContext<'_>, lines: &[TagLine]) -> Schema {
        for line in lines
            .iter()
            .filter(|l| l.text.trim() != crate::source::RESOURCE_NAME_CHECK)
        {
            if meaning(self.registry, ctx, line).is_some_and(|m| m != SchemaMeaning::Nothing) {
                self.report.left_out(
                    line.location,
                    format!(
                        "`{}` is on a resource's metadata, which the API server checks itself; the schema cannot say it",
                        line.text
                    ),
                );
            }
        }
        Schema {
            type_: Some("object".into()),
            ..Schema::default()
        }
    }

    fn shape_schema(&mut self, shape: &Shape, at: SourceLocation) -> Schema {
        match shape {
            Shape::Primitive(p) => primitive::schema(*p),
            Shape::Named(id) => self.type_schema(*id),
            Shape::Optional(inner) | Shape::Pointer(_, inner) => self.shape_schema(inner, at),
            Shape::List(inner) => Schema {
                type_: Some("array".into()),
                items: Some(SchemaOrArray::Schema(Box::new(
                    self.below(PathStep::Items, |l| l.shape_schema(inner, at)),
                ))),
                ..Schema::default()
            },
            Shape::Map(_, key, value) => {
                let mut schema = Schema {
                    type_: Some("object".into()),
                    additional_properties: Some(SchemaOrBool::Schema(Box::new(
                        self.below(PathStep::AdditionalProperties, |l| l.shape_schema(value, at)),
                    ))),
                    ..Schema::default()
                };
                self.key_type_rules(key, &mut schema);
                schema
            }
            Shape::External(path) => {
                external::known(path).unwrap_or_else(|| {
                    self.report.left_out(
                        at,
                        format!("`{path}` is from another crate and has no known schema; its value keeps unknown fields unchecked"),
                    );
                    external::preserve_unknown()
                })
            }
            Shape::Unsupported { reason, location } => {
                self.report
                    .left_out(*location, format!("no schema for this value: {reason}"));
                external::preserve_unknown()
            }
        }
    }

    /// The tags of a map's key type (a string newtype's `maxLength`), which
    /// the Rust checks run on every new key: rules on the map, as
    /// `k8s:eachKey` makes them.
    fn key_type_rules(&mut self, key: &Shape, schema: &mut Schema) {
        let model = self.model;
        let mut lowered = Vec::new();
        for (id, def) in model.typedefs(key) {
            let shape = Shape::Named(id);
            let ctx = context(
                model,
                self.registry,
                Scope::Type,
                &shape,
                format!("type {}", def.name),
                None,
            );
            for line in &def.tags {
                let Some(meaning) = meaning(self.registry, &ctx, line) else {
                    continue;
                };
                match crate::validators::iteration::on_keys(meaning) {
                    Some(on_keys) => {
                        lowered.push((line, own_rules(&on_keys, self.version)));
                        self.apply_meaning(on_keys, line, schema, &mut Applied::default());
                    }
                    None => self.not_in_schema(line),
                }
            }
        }
        self.too_costly_left_out(&lowered, schema);
    }

    /// Add every tag's keywords to `schema`; what they ask of the parent.
    fn apply_tags<'l>(&mut self, ctx: &TagContext<'_>, lines: &'l [TagLine], schema: &mut Schema) -> Applied<'l> {
        let mut applied = Applied::default();
        let (cel_markers, others): (Vec<_>, Vec<_>) = lines.iter().partition(|l| crate::validators::cel::is_marker(l));
        let mut lowered = Vec::new();
        let mut nested = Vec::new();
        for line in others {
            if let Some(Ok(marker)) = openapi_markers::parse_marker(&line.text) {
                if openapi_markers::is_nested(&marker) {
                    nested.push((line, marker));
                    continue;
                }
            }
            if let Some(meaning) = meaning(self.registry, ctx, line) {
                lowered.push((line, own_rules(&meaning, self.version)));
                self.apply_meaning(meaning, line, schema, &mut applied);
            }
        }
        self.too_costly_left_out(&lowered, schema);
        self.place_nested_markers(ctx, &nested, schema);
        // CEL rule markers span lines: each rule's lines make one tag,
        // which a nested marker places below the value.
        if self.registry.get(crate::validators::cel::NAME).is_some() && !cel_markers.is_empty() {
            self.placing_user_rules = true;
            for (tag, line) in crate::validators::cel::gather(lines).0 {
                let Ok(tag) = crate::validators::cel::resolve(ctx, &tag) else {
                    continue;
                };
                if let Some((_, validator)) = self.registry.get(&tag.name) {
                    self.apply_meaning(validator.schema(ctx, &tag), line, schema, &mut applied);
                }
            }
            self.placing_user_rules = false;
        }
        self.keys_only_on_map_lists(lines, schema);
        applied
    }

    /// Notes a rule `line` places on the node keyed `node`.
    fn note_rule(&mut self, node: u64, line: &TagLine, rule: &ValidationRule) {
        self.placements.note(node, line, rule, self.placing_user_rules);
    }

    /// The key of the node being lowered.
    fn here(&self) -> u64 {
        self.at.last().copied().unwrap_or(correlation::ROOT)
    }

    /// The key of the node above it (where a field's rules about its
    /// presence go: its struct's).
    fn parent(&self) -> u64 {
        self.at
            .len()
            .checked_sub(2)
            .and_then(|i| self.at.get(i))
            .copied()
            .unwrap_or(correlation::ROOT)
    }

    /// Runs `lower` one step below the node being lowered.
    fn below<T>(&mut self, step: PathStep<'_>, lower: impl FnOnce(&mut Self) -> T) -> T {
        self.at.push(correlation::below(self.here(), step));
        let lowered = lower(self);
        self.at.pop();
        lowered
    }

    /// Leaves out the rules lowered from tags that use `oldSelf` under the
    /// items of lists that are not `map` lists, once `schema` (a whole
    /// root, or a subject) is lowered.
    fn uncorrelatable_left_out(&mut self, schema: &mut Schema) {
        for left in self.placements.remove_uncorrelatable(schema) {
            self.report.left_out(
                left.location,
                format!(
                    "`{}` would be a rule the API server rejects: oldSelf cannot be used on the uncorrelatable \
                     portion of the schema within {} (a list that is not a `map` list: no old item pairs with a \
                     new one)",
                    left.text, left.within
                ),
            );
        }
    }

    /// kube-openapi's nested value markers, placed as it places them: the
    /// subject's schema gets one `allOf` entry holding the `items` and
    /// `properties` the markers name, each with the marker's keyword, and
    /// a marker nested deeper gets the same inside (`items:items:maxLength`
    /// is `allOf: [{items: {allOf: [{items: {maxLength}}]}}]`). A CRD may
    /// not say `additionalProperties` (nor `nullable`) under `allOf` (the
    /// API server rejects it: "must be undefined to be structural"), so a
    /// marker's steps up to its last `additionalProperties:` (and a
    /// `k8s:eachVal=+` in front) lead into the schema's own nodes, and the
    /// rest is written kube-openapi's way there; a nested `nullable` goes
    /// into the node itself.
    fn place_nested_markers(&mut self, ctx: &TagContext<'_>, markers: &[(&TagLine, tags::Tag)], schema: &mut Schema) {
        // Per node (its steps from the subject), the `allOf` entry this
        // subject adds there, in the order the markers name them.
        let mut entries: Vec<(Vec<Step>, Schema)> = Vec::new();
        for (line, tag) in markers {
            if crate::validators::cel::resolve(ctx, tag).is_err() {
                continue; // generation reports it
            }
            let Some((steps, marker)) = openapi_markers::steps(tag) else {
                continue;
            };
            let Some((_, validator)) = self.registry.get(&marker.name) else {
                continue;
            };
            let meaning = validator.schema(ctx, marker);
            // The API server checks every `items`/`properties` of an
            // `allOf` entry against the schema's own nodes.
            if structural_node(schema, &steps).is_none() {
                self.not_in_schema(line);
                continue;
            }
            let split = if says_nullable(&meaning) {
                steps.len()
            } else {
                steps
                    .iter()
                    .rposition(|s| matches!(s, Step::AdditionalProperties | Step::EachVal))
                    .map_or(0, |last| last + 1)
            };
            let (structural, in_all_of) = steps.split_at(split);
            let mut applied = Applied::default();
            if in_all_of.is_empty() {
                if let Some(node) = structural_node(schema, structural) {
                    self.apply_meaning(meaning, line, node, &mut applied);
                }
                continue;
            }
            let at = match entries.iter().position(|(s, _)| s.as_slice() == structural) {
                Some(at) => at,
                None => {
                    entries.push((structural.to_vec(), Schema::default()));
                    entries.len() - 1
                }
            };
            if let Some(node) = entries
                .get_mut(at)
                .and_then(|(_, entry)| validation_node(entry, in_all_of))
            {
                self.apply_meaning(meaning, line, node, &mut applied);
            }
        }
        for (structural, entry) in entries {
            if let Some(node) = structural_node(schema, &structural) {
                node.all_of.push(entry);
            }
        }
    }

    /// Rules lowered from tags (`lowered`: each line's rules on this
    /// node) that the API server would reject as too costly for it (an
    /// unbounded collection or string) are left out and reported under
    /// the policy: the user can bound the value, or accept that only the
    /// Rust check holds. Rules the user wrote stay, and fail the schema.
    #[cfg(feature = "cel")]
    fn too_costly_left_out(&mut self, lowered: &[(&TagLine, Vec<ValidationRule>)], schema: &mut Schema) {
        use std::collections::{HashMap, HashSet};
        // By rule (as JSON): lines often give the same rule (each member
        // of a union gives the union's), compiled once.
        let mut verdicts: HashMap<String, Option<String>> = HashMap::new();
        let mut costly: HashSet<String> = HashSet::new();
        let environment = validation_cel::Environment::new_expressions(self.version);
        let key = |rule: &ValidationRule| serde_json::to_string(rule).unwrap_or_default();
        for (line, rules) in lowered {
            let mut why = None;
            for rule in rules {
                let verdict = verdicts.entry(key(rule)).or_insert_with(|| {
                    match validation_cel::compile_in(rule, schema, false, environment) {
                        Err(
                            validation_cel::rule::CompileError::Cost(why)
                            | validation_cel::rule::CompileError::MessageExpressionCost(why),
                        ) => Some(why),
                        _ => None,
                    }
                });
                if verdict.is_some() {
                    why = verdict.clone();
                    break;
                }
            }
            if let Some(why) = why {
                costly.extend(rules.iter().map(key));
                self.report.left_out(
                    line.location,
                    format!("`{}` would be a rule the API server rejects: {why}", line.text),
                );
            }
        }
        if !costly.is_empty() {
            schema.x_validations.retain(|rule| !costly.contains(&key(rule)));
        }
    }

    /// Without the engine no cost is known; [`super::lower`] stops before
    /// lowering (the subject schemas of CEL tags never need it: their tags
    /// fail first).
    #[cfg(not(feature = "cel"))]
    fn too_costly_left_out(&mut self, _lowered: &[(&TagLine, Vec<ValidationRule>)], _schema: &mut Schema) {}

    /// Map keys belong to `map` lists only (the API server rejects them
    /// elsewhere): keys that make an `atomic` list's items unique
    /// (`k8s:unique=map`) are a check no keyword says.
    fn keys_only_on_map_lists(&mut self, lines: &[TagLine], schema: &mut Schema) {
        if schema.x_list_map_keys.is_empty() || schema.x_list_type.as_deref().is_none_or(|t| t == "map") {
            return;
        }
        schema.x_list_map_keys.clear();
        let key_lines = lines
            .iter()
            .filter(|l| tags::tag_name(&l.text) == Some("k8s:listMapKey"));
        for line in key_lines {
            self.not_in_schema(line);
        }
    }

    /// Write one tag's meaning into `schema`; what it asks of the parent
    /// goes into `applied`.
    fn apply_meaning<'l>(
        &mut self,
        meaning: SchemaMeaning,
        line: &'l TagLine,
        schema: &mut Schema,
        applied: &mut Applied<'l>,
    ) {
        match meaning {
            SchemaMeaning::Keywords(list) => {
                for keyword in list {
                    match keyword {
                        Keyword::Required => applied.required = true,
                        Keyword::ParentRule(rule) => {
                            self.note_rule(self.parent(), line, &rule);
                            applied.parent_rules.push(rule);
                            if !applied.parent_rule_lines.iter().any(|l| std::ptr::eq(*l, line)) {
                                applied.parent_rule_lines.push(line);
                            }
                        }
                        other => {
                            if let Keyword::Rule(rule) = &other {
                                self.note_rule(self.here(), line, rule);
                            }
                            keywords::apply(&other, schema)
                        }
                    }
                }
            }
            SchemaMeaning::Property(name, inner) => match schema.properties.get_mut(&name) {
                Some(property) => {
                    let mut inner_applied = Applied::default();
                    self.below(PathStep::Property(&name), |l| {
                        l.apply_meaning(*inner, line, property, &mut inner_applied)
                    });
                    if inner_applied.required && !schema.required.contains(&name) {
                        schema.required.push(name);
                    }
                    // The subject is the property's parent.
                    for rule in &inner_applied.parent_rules {
                        keywords::add_rule(schema, rule);
                    }
                }
                None => self.not_in_schema(line),
            },
            SchemaMeaning::Elements(inner) => match elements_of(schema) {
                // An element is never "required" in its list or map, and
                // has no parent struct to hold rules about it.
                Some((step, elements)) => {
                    let mut inner_applied = Applied::default();
                    self.below(step, |l| l.apply_meaning(*inner, line, elements, &mut inner_applied));
                    if !inner_applied.parent_rules.is_empty() {
                        self.not_in_schema(line);
                    }
                }
                None => self.not_in_schema(line),
            },
            SchemaMeaning::Since { since, native, before } => {
                let chosen = if self.version >= since { native } else { before };
                self.apply_meaning(*chosen, line, schema, applied);
            }
            SchemaMeaning::Nothing => {}
            SchemaMeaning::NotInSchema => self.not_in_schema(line),
            SchemaMeaning::Unsaid(why) => self.report.left_out(line.location, format!("`{}` {why}", line.text)),
        }
    }

    fn not_in_schema(&mut self, line: &TagLine) {
        self.report.left_out(
            line.location,
            format!("`{}` has no CRD schema equivalent yet", line.text),
        );
    }
}

/// The rules `meaning` puts on the subject's own schema, for `version`.
fn own_rules(meaning: &SchemaMeaning, version: KubeVersion) -> Vec<ValidationRule> {
    match meaning {
        SchemaMeaning::Keywords(keywords) => keywords
            .iter()
            .filter_map(|k| match k {
                Keyword::Rule(rule) => Some(rule.clone()),
                _ => None,
            })
            .collect(),
        SchemaMeaning::Since { since, native, before } => {
            own_rules(if version >= *since { native } else { before }, version)
        }
        _ => Vec::new(),
    }
}

/// What a subject's tags ask of its parent.
#[derive(Default)]
struct Applied<'l> {
    /// List the subject in the parent's `required`.
    required: bool,
    /// Rules for the parent struct's `x-kubernetes-validations`.
    parent_rules: Vec<ValidationRule>,
    /// The tag lines the parent rules come from.
    parent_rule_lines: Vec<&'l TagLine>,
}

/// What a tag sees of a type or field.
fn context<'a>(
    model: &'a Model,
    registry: &'a Registry,
    scope: Scope,
    shape: &'a Shape,
    subject: String,
    default: Option<&'a TagLine>,
) -> TagContext<'a> {
    TagContext {
        model,
        registry,
        scope,
        shape,
        kind: model.value_kind(shape),
        subject,
        default,
        siblings: None,
        owner: None,
        declared_correlation: None,
    }
}

/// The schema of a list's items or a map's values, and the step to it.
fn elements_of(schema: &mut Schema) -> Option<(PathStep<'static>, &mut Schema)> {
    match (&mut schema.items, &mut schema.additional_properties) {
        (Some(SchemaOrArray::Schema(items)), _) => Some((PathStep::Items, items)),
        (_, Some(SchemaOrBool::Schema(values))) => Some((PathStep::AdditionalProperties, values)),
        _ => None,
    }
}

/// The schema's own node `steps` lead to: list items, map values,
/// properties.
fn structural_node<'s>(mut node: &'s mut Schema, steps: &[Step]) -> Option<&'s mut Schema> {
    for step in steps {
        node = match step {
            Step::Items => match &mut node.items {
                Some(SchemaOrArray::Schema(items)) => items,
                _ => return None,
            },
            Step::AdditionalProperties => match &mut node.additional_properties {
                Some(SchemaOrBool::Schema(values)) => values,
                _ => return None,
            },
            Step::EachVal => elements_of(node)?.1,
            Step::Property(name) => node.properties.get_mut(name)?,
        };
    }
    Some(node)
}

/// The node of kube-openapi's validation schema `entry` (an `allOf`
/// entry) that `steps` (`items`, `properties`) lead to, made as needed:
/// the first step is in the entry itself, each further one in the first
/// `allOf` entry of the node before (kube-openapi writes a nested
/// marker's own nesting so).
fn validation_node<'s>(entry: &'s mut Schema, steps: &[Step]) -> Option<&'s mut Schema> {
    let mut node = entry;
    for (i, step) in steps.iter().enumerate() {
        if i > 0 {
            if node.all_of.is_empty() {
                node.all_of.push(Schema::default());
            }
            node = node.all_of.first_mut()?;
        }
        node = match step {
            Step::Items => {
                if !matches!(node.items, Some(SchemaOrArray::Schema(_))) {
                    node.items = Some(SchemaOrArray::Schema(Box::default()));
                }
                match &mut node.items {
                    Some(SchemaOrArray::Schema(items)) => items,
                    _ => return None,
                }
            }
            Step::Property(name) => node.properties.entry(name.clone()).or_default(),
            // Never under `allOf` (see `place_nested_markers`).
            Step::AdditionalProperties | Step::EachVal => return None,
        };
    }
    Some(node)
}

/// Whether a marker's meaning is `nullable`, which a CRD may not say
/// under `allOf`.
fn says_nullable(meaning: &SchemaMeaning) -> bool {
    matches!(meaning, SchemaMeaning::Keywords(keywords)
        if keywords.iter().any(|k| matches!(k, Keyword::Marker(MarkerKeyword::Nullable))))
}

/// What a tag line means to a schema; `None` for lines that are not
/// validation tags (generator tags, other tools' tags). Generation has
/// already checked every line.
fn meaning(registry: &Registry, ctx: &TagContext<'_>, line: &TagLine) -> Option<SchemaMeaning> {
    let tag = crate::validators::openapi_markers::parse_line(&line.text)?;
    // kube-openapi's nested value markers go below the value, through
    // `k8s:eachVal` / `k8s:subfield`, as the nested CEL markers do.
    let tag = match crate::validators::openapi_markers::is_nested(&tag) {
        true => crate::validators::cel::resolve(ctx, &tag).ok()?,
        false => tag,
    };
    let (_, validator) = registry.get(&tag.name)?;
    Some(validator.schema(ctx, &tag))
}

/// The JSON value of a `+default=` line.
fn default_value(line: &TagLine) -> Option<serde_json::Value> {
    let json = line.text.strip_prefix("+default=")?;
    serde_json::from_str(json).ok()
}

/// The schema of a type's or field's value, as the rules on it see it
/// (with the field's own keywords), and whether it is a resource's root
/// (a type with `metadata`). What the schema cannot say is left out
/// silently: generation reports it elsewhere.
pub(super) fn subject(ctx: &TagContext<'_>) -> (Schema, bool) {
    let sources = crate::source::SourceSet {
        input: std::path::PathBuf::new(),
        files: Vec::new(),
        modules: Vec::new(),
    };
    let mut report = Report {
        sources: &sources,
        policy: super::Policy::Omit,
        found: crate::diagnostics::Diagnostics::new(),
    };
    if let (Scope::Type, Shape::Named(id)) = (ctx.scope, ctx.shape) {
        let is_struct = ctx
            .model
            .get(*id)
            .is_some_and(|t| matches!(t.kind, TypeKind::Struct(_)));
        let schema = root(ctx.model, ctx.registry, *id, KubeVersion::NEWEST, &mut report);
        if is_struct && schema.properties.contains_key("metadata") {
            return (schema, true);
        }
    }
    let mut lowering = Lowering::new(ctx.model, ctx.registry, KubeVersion::NEWEST, &mut report);
    let at = SourceLocation {
        file: 0,
        line: 0,
        column: 0,
        len: 0,
    };
    let mut schema = lowering.shape_schema(ctx.shape, at);
    if let Some(field) = ctx.siblings.and_then(|(fields, i)| fields.get(i)) {
        lowering.apply_tags(ctx, &field.tags, &mut schema);
    }
    lowering.uncorrelatable_left_out(&mut schema);
    (schema, false)
}
