//! Stage 4: the tag registry. Every tag is one [`TagValidator`] that
//! declares its name, scopes, arguments, payload, stability and docs, and
//! turns one use of the tag into [`Validations`]: plain data describing the
//! checks to run, which the planner orders and the emitter writes out.
//!
//! Adding a tag means adding one file here (and its output test); users add
//! their own tags with [`Registry::register`].

use std::collections::BTreeMap;
use std::fmt;

use crate::model::{Field, Model, Shape, TagLine, TypeId, ValueKind};
use crate::tags::{LiteralKind, Tag};

pub mod cel;
mod check;
pub mod custom;
mod dependencies;
mod enums;
mod equality;
mod eval;
pub mod format;
pub mod generator_tags;
pub mod item;
pub mod iteration;
mod levels;
mod limits;
pub mod lists;
pub mod lowering;
pub mod modes;
mod opaque;
pub mod openapi_markers;
mod options;
mod requiredness;
pub mod schema;
pub mod subfield;
mod testing;
pub mod unions;
pub mod unknown_tags;
mod update;

pub use check::{Call, CallArg, Check, Correlation, Each, Flags, Level, Mode, OptionGate, Rule, Union};
pub use eval::{evaluate, evaluate_each, evaluate_tag, repeated_single_valued, EvalError};
pub use generator_tags::{GeneratorTag, Placement, GENERATOR_TAGS};
pub use lists::{ListTags, ListType};
pub use schema::{Keyword, KubeVersion, MarkerKeyword, SchemaMeaning};

/// Where a tag stands; reported in errors with the phrases of the spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Scope {
    Type,
    Field,
    ListValue,
    MapKey,
    MapValue,
    Constant,
}

impl Scope {
    pub fn phrase(self) -> &'static str {
        match self {
            Scope::Type => "type definitions",
            Scope::Field => "struct fields",
            Scope::ListValue => "list values",
            Scope::MapKey => "map keys",
            Scope::MapValue => "map values",
            Scope::Constant => "constant values",
        }
    }

    /// The scopes most value tags accept.
    pub const VALUES: &'static [Scope] = &[
        Scope::Type,
        Scope::Field,
        Scope::ListValue,
        Scope::MapKey,
        Scope::MapValue,
    ];
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stability {
    Alpha,
    Beta,
    Stable,
}

impl fmt::Display for Stability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stability::Alpha => "Alpha",
            Stability::Beta => "Beta",
            Stability::Stable => "Stable",
        })
    }
}

/// A declared argument: positional (no name) or named.
#[derive(Clone, Debug)]
pub struct ArgDecl {
    pub name: Option<&'static str>,
    pub kind: LiteralKind,
    pub required: bool,
    pub description: &'static str,
}

/// What a tag's `=value` must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PayloadKind {
    /// The tag takes no value.
    None,
    String,
    Int,
    Bool,
    /// A chained tag (`=+k8s:...`).
    Tag,
    /// A string, int or bool, checked by the tag itself.
    Raw,
}

impl fmt::Display for PayloadKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PayloadKind::None => "none",
            PayloadKind::String => "string",
            PayloadKind::Int => "int",
            PayloadKind::Bool => "bool",
            PayloadKind::Tag => "tag",
            PayloadKind::Raw => "raw",
        })
    }
}

/// Everything a tag declares about itself: enough to type-check a use of it
/// and to document it.
#[derive(Clone, Debug)]
pub struct TagDecl {
    pub name: &'static str,
    pub scopes: &'static [Scope],
    pub args: Vec<ArgDecl>,
    /// Only `k8s:item` accepts arguments it does not declare.
    pub accepts_unknown_args: bool,
    /// The tag holds one value per subject (a limit, `k8s:format`): giving
    /// it twice on one field or type is an error.
    pub single_valued: bool,
    pub payload: PayloadKind,
    pub payload_required: bool,
    pub stability: Stability,
    /// What the tag checks and reports (the tag reference shows it as is).
    pub description: &'static str,
    /// Rust source using the tag: `///` tag lines on struct fields (placed
    /// in a `#[serde(rename_all = "camelCase")]` struct), or complete items
    /// when the tag needs more around it. A bare `+tag` line also works.
    pub example: &'static str,
}

impl TagDecl {
    /// A tag with no arguments and no payload.
    pub fn new(name: &'static str, scopes: &'static [Scope], stability: Stability) -> Self {
        TagDecl {
            name,
            scopes,
            args: Vec::new(),
            accepts_unknown_args: false,
            single_valued: false,
            payload: PayloadKind::None,
            payload_required: false,
            stability,
            description: "",
            example: "",
        }
    }

    pub fn payload(mut self, kind: PayloadKind, required: bool) -> Self {
        self.payload = kind;
        self.payload_required = required;
        self
    }

    /// Mark the tag as holding one value per subject.
    pub fn single_valued(mut self) -> Self {
        self.single_valued = true;
        self
    }

    pub fn arg(mut self, arg: ArgDecl) -> Self {
        self.args.push(arg);
        self
    }

    pub fn docs(mut self, description: &'static str, example: &'static str) -> Self {
        self.description = description;
        self.example = example;
        self
    }
}

/// What a tag sees of the value it is attached to.
pub struct TagContext<'a> {
    pub model: &'a Model,
    /// For chain tags, which evaluate their payload tag.
    pub registry: &'a Registry,
    pub scope: Scope,
    /// The value's shape as written (for a type tag: the type itself).
    pub shape: &'a Shape,
    /// The value's kind with names looked through.
    pub kind: ValueKind,
    /// A phrase naming the subject for messages: `field spec.replicas`, `type Widget`.
    pub subject: String,
    /// The field's `+default=` line, if the subject is a field with one.
    pub default: Option<&'a TagLine>,
    /// For a field: the struct's fields and this field's index among them
    /// (struct-level tags such as `k8s:dependentRequired` name siblings).
    pub siblings: Option<(&'a [Field], usize)>,
    /// For a field: the struct it belongs to.
    pub owner: Option<TypeId>,
    /// How the elements of the value's type correlate, when that type (a
    /// newtype or alias of a list) declares `set` / `map` semantics itself:
    /// a field of it is such a list for every tag on the field.
    pub declared_correlation: Option<Correlation>,
}

impl<'a> TagContext<'a> {
    /// What the tags of type `name` see: `shape` is the type itself.
    pub fn for_type(model: &'a Model, registry: &'a Registry, shape: &'a Shape, name: &str) -> TagContext<'a> {
        TagContext {
            model,
            registry,
            scope: Scope::Type,
            shape,
            kind: model.value_kind(shape),
            subject: format!("type {name}"),
            default: None,
            siblings: None,
            owner: None,
            declared_correlation: None,
        }
    }

    /// Whether the value can be absent (an `Option`).
    pub fn is_optional_presence(&self) -> bool {
        matches!(self.kind, ValueKind::Optional(_))
    }

    /// The same value seen from another scope (for a chain tag's payload).
    pub fn with_scope(&self, scope: Scope) -> TagContext<'a> {
        TagContext {
            model: self.model,
            registry: self.registry,
            scope,
            shape: self.shape,
            kind: self.kind.clone(),
            subject: self.subject.clone(),
            default: self.default,
            siblings: self.siblings,
            owner: self.owner,
            declared_correlation: self.declared_correlation.clone(),
        }
    }

    /// Evaluate a chained payload tag in this context (type-checked first).
    pub fn evaluate(&self, tag: &Tag) -> Result<Validations, TagError> {
        eval::evaluate_tag(self.registry, self, tag)
    }

    /// Evaluate the payload of a tag that opens a new context (an element,
    /// an item, a mode), settling its subfield checks there
    /// ([`subfield::finish`]).
    /// A union needs all its members, which one such tag cannot name: a
    /// union through subfields there is an error.
    pub fn evaluate_payload(&self, tag: &Tag) -> Result<Validations, TagError> {
        let mut v = self.evaluate(tag)?;
        v.checks = subfield::finish(self, std::mem::take(&mut v.checks), v.opaque)
            .map_err(|message| TagError::new(message).at(tag.span))?;
        if subfield::has_union(&v.checks) {
            return Err(TagError::new(
                "a union over subfields needs all its members in tags on the struct value itself, not through \
                 k8s:eachVal, k8s:item or k8s:ifMode",
            )
            .at(tag.span));
        }
        Ok(v)
    }

    /// The chained payload of a chain tag; the declaration guarantees one.
    pub fn payload<'t>(&self, tag: &'t Tag) -> Result<&'t Tag, TagError> {
        tag.chained()
            .ok_or_else(|| TagError::new(format!("tag \"{}\" needs a tag as its value", tag.name)).at(tag.name_span))
    }
}

/// What one use of a tag contributes.
#[derive(Clone, Debug, Default)]
pub struct Validations {
    pub checks: Vec<Check>,
    /// Checks a field's tag contributes to its enclosing struct's type-level
    /// validation (dependencies, unions): they run before the struct's own
    /// tags, even when the field's own checks stopped.
    pub struct_checks: Vec<Check>,
    /// `k8s:opaqueType`: do not descend into the value's type.
    pub opaque: bool,
    /// `k8s:eachVal=+k8s:opaqueType`: do not descend into element (or map
    /// value) types.
    pub opaque_values: bool,
    /// `k8s:eachKey=+k8s:opaqueType`: do not descend into map key types.
    pub opaque_keys: bool,
    /// List semantics tags, merged across the subject's tags and settled
    /// once all are read ([`lists::settle`]).
    pub list: ListTags,
    /// The settled element correlation of a `set` / `map` list.
    pub correlation: Option<Correlation>,
}

impl Validations {
    pub fn none() -> Self {
        Validations::default()
    }

    pub fn check(check: Check) -> Self {
        Validations {
            checks: vec![check],
            ..Validations::default()
        }
    }

    pub fn extend(&mut self, other: Validations) {
        self.checks.extend(other.checks);
        self.struct_checks.extend(other.struct_checks);
        self.opaque |= other.opaque;
        self.opaque_values |= other.opaque_values;
        self.opaque_keys |= other.opaque_keys;
        self.list.merge(other.list);
        self.correlation = self.correlation.take().or(other.correlation);
    }

    /// Apply `f` to every check, field-level and struct-level (for wrappers
    /// such as `k8s:alpha` and `k8s:ifEnabled`).
    pub fn map_checks(mut self, f: impl Fn(&mut Check)) -> Self {
        self.checks.iter_mut().chain(self.struct_checks.iter_mut()).for_each(f);
        self
    }
}

/// Why a use of a tag was rejected. `span` is a byte range in the tag text,
/// when the problem is one part of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagError {
    pub message: String,
    pub span: Option<crate::tags::Span>,
    pub help: Option<String>,
    /// For a CEL rule, whose attributes stand on lines of their own: the
    /// attribute (`messageExpression`) whose line `span` is on.
    pub attribute: Option<&'static str>,
}

impl TagError {
    pub fn new(message: impl Into<String>) -> Self {
        TagError {
            message: message.into(),
            span: None,
            help: None,
            attribute: None,
        }
    }

    /// The problem is in a CEL rule's `attribute`, on that attribute's line.
    pub fn in_attribute(mut self, attribute: &'static str) -> Self {
        self.attribute = Some(attribute);
        self
    }

    pub fn with_help(mut self, help: Option<String>) -> Self {
        self.help = help;
        self
    }

    pub fn at(mut self, span: crate::tags::Span) -> Self {
        self.span = Some(span);
        self
    }
}

/// One tag: its declaration and what it does.
pub trait TagValidator: Send + Sync {
    fn decl(&self) -> TagDecl;

    /// The validations one use of the tag contributes in `ctx`. The tag has
    /// already been type-checked against [`TagValidator::decl`].
    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError>;

    /// What one use of the tag becomes in a CRD's structural schema (the
    /// tag has been evaluated without error). By default the tag's check
    /// has no schema keyword: the schema stage reports it, as a rule the
    /// API server would not enforce.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::NotInSchema
    }
}

/// The tags the generator understands, by name.
pub struct Registry {
    tags: BTreeMap<&'static str, (TagDecl, Box<dyn TagValidator>)>,
}

impl Registry {
    /// An empty registry (see [`Registry::builtin`] for the standard tags).
    pub fn empty() -> Self {
        Registry { tags: BTreeMap::new() }
    }

    /// Every built-in tag.
    pub fn builtin() -> Self {
        let mut registry = Registry::empty();
        requiredness::register(&mut registry);
        limits::register(&mut registry);
        format::register(&mut registry);
        enums::register(&mut registry);
        equality::register(&mut registry);
        update::register(&mut registry);
        dependencies::register(&mut registry);
        custom::register(&mut registry);
        cel::register(&mut registry);
        openapi_markers::register(&mut registry);
        iteration::register(&mut registry);
        item::register(&mut registry);
        lists::register(&mut registry);
        subfield::register(&mut registry);
        unions::register(&mut registry);
        modes::register(&mut registry);
        levels::register(&mut registry);
        options::register(&mut registry);
        opaque::register(&mut registry);
        testing::register(&mut registry);
        registry
    }

    /// Add a tag (replacing any tag of the same name).
    pub fn register(&mut self, validator: impl TagValidator + 'static) {
        let decl = validator.decl();
        self.tags.insert(decl.name, (decl, Box::new(validator)));
    }

    pub fn get(&self, name: &str) -> Option<(&TagDecl, &dyn TagValidator)> {
        self.tags.get(name).map(|(d, v)| (d, v.as_ref()))
    }

    /// Every registered tag's declaration, by name.
    pub fn decls(&self) -> impl Iterator<Item = &TagDecl> {
        self.tags.values().map(|(d, _)| d)
    }

    /// Every name a `+k8s:` line may use: validation tags and generator tags.
    pub fn known_names(&self) -> impl Iterator<Item = &str> {
        self.tags.keys().copied().chain(GENERATOR_TAGS.iter().map(|t| t.name))
    }

    /// The names of the tags registered on top of (or instead of) the
    /// built-in ones; a built-in name re-registered is not among them.
    pub fn custom_names(&self) -> Vec<&'static str> {
        let builtin = Registry::builtin();
        self.tags
            .keys()
            .copied()
            .filter(|name| builtin.get(name).is_none())
            .collect()
    }

    /// Whether `name` is a generator tag (root selection, input
    /// redirection), which selects rather than validates.
    pub fn is_generator_tag(name: &str) -> bool {
        GENERATOR_TAGS.iter().any(|t| t.name == name)
    }
}

impl Default for Registry {
    fn default() -> Self {
        Registry::builtin()
    }
}

#[cfg(test)]
mod index_tests;
#[cfg(test)]
mod tests;
