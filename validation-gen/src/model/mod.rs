//! Stage 3: the resolved type model. Every struct, newtype, alias and enum of
//! the input, with fields, JSON names, value shapes and the `+k8s:` tag lines
//! attached to each. Plain data: later stages only read it.

use std::collections::HashMap;

use crate::source::{FileId, ModuleId, SourceLocation};

mod build;
mod cycles;
mod foreign;
mod resolve;
pub mod serde_attrs;
mod shape;

pub use build::build;
pub use shape::{MapKind, PointerKind, Primitive, Shape};

/// Index of a type in [`Model::types`].
pub type TypeId = usize;

/// How deep a chain of newtypes must be for its links to get accessors
/// ([`Model::has_newtype_accessor`]); shallower ones are read as `obj.0.0`.
pub const NEWTYPE_ACCESSOR_DEPTH: usize = 3;

/// The name of the generated accessor of [`Model::has_newtype_accessor`].
pub const NEWTYPE_ACCESSOR: &str = "__validation_gen_underlying";

pub struct Model {
    pub types: Vec<TypeDef>,
    /// Package-level (`//!`) tag lines per module, by module id.
    pub module_tags: Vec<Vec<TagLine>>,
    /// Free functions per module, by module id (hand-written hooks such as
    /// `k8s:customValidation` functions are found here).
    pub functions: Vec<Vec<Function>>,
    /// For each newtype, the last newtype of the chain it starts (through
    /// aliases) and the chain's length; computed once
    /// ([`Model::chain_newtypes`]), so that reading a chain costs the same
    /// at any link.
    newtype_chains: Vec<Option<(TypeId, usize)>>,
    /// For each alias, the last alias of the chain it starts; for each
    /// alias or newtype of this crate, the last alias or newtype of this
    /// crate of the chain it starts ([`Model::past_aliases`],
    /// [`Model::past_typedefs`]): computed once, so that looking through a
    /// chain costs the same at any link.
    alias_ends: Vec<Option<TypeId>>,
    typedef_ends: Vec<Option<TypeId>>,
    /// For each struct, its fields by JSON name (flattened ones aside, the
    /// first of a name): tags that name a field find it in O(1), however
    /// many fields a struct has ([`Model::field_named`]).
    json_fields: Vec<HashMap<String, usize>>,
}

/// A free function of a module, as far as the generator needs to know it.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    /// Number of parameters.
    pub arity: usize,
    pub location: SourceLocation,
}

pub struct TypeDef {
    /// The Rust identifier.
    pub name: String,
    pub module: ModuleId,
    pub location: SourceLocation,
    pub kind: TypeKind,
    /// Type-scoped tag lines from the type's doc comment.
    pub tags: Vec<TagLine>,
    /// Whether the type is `pub` (only public types can be roots).
    pub is_pub: bool,
    /// Associated string constants (`impl T { pub const X: &str = "x"; }`).
    pub constants: Vec<Constant>,
    /// For a type from a dependency crate: the module path it is defined in
    /// (`k8s_openapi::apimachinery::pkg::apis::meta::v1`). Such types are
    /// read-only: looked into by tags, never generated for.
    pub foreign: Option<String>,
    /// The doc comment without its tag lines (a schema's `description`).
    pub doc: String,
    /// Whether the type implements `serde::Serialize`, derived or written
    /// in its module (CEL rules read values through it). Dependencies'
    /// types count as implementing it: rustc has the last word on them.
    pub serializes: bool,
}

pub enum TypeKind {
    /// `struct S { .. }`: fields in declaration order.
    Struct(Vec<Field>),
    /// `struct S(pub T);`: a named typedef with its own identity.
    Newtype(Shape),
    /// `type S = T;`
    Alias(Shape),
    /// `enum E { A, B }` of unit variants: a string enum.
    Enum(Vec<Variant>),
    /// A declaration validation-gen cannot model (generics, data-carrying
    /// enum variants, ...): an error where validation needs it.
    Unsupported { reason: String, location: SourceLocation },
}

pub struct Field {
    /// The Rust identifier without any `r#`.
    pub ident: String,
    /// Whether the identifier is written `r#ident`.
    pub raw_ident: bool,
    /// The serialized name; empty for flattened fields, which add no path segment.
    pub json_name: String,
    pub shape: Shape,
    pub tags: Vec<TagLine>,
    /// `#[serde(flatten)]`: an embedded struct.
    pub flatten: bool,
    /// The `+default=<json>` value, if any (read by `k8s:optional`).
    pub default: Option<TagLine>,
    /// The predicates of the field's `#[cfg(..)]` attributes, as written:
    /// generated code that reads the field carries them too.
    pub cfg: Vec<String>,
    pub location: SourceLocation,
    /// The doc comment without its tag lines (a schema's `description`).
    pub doc: String,
}

pub struct Variant {
    pub ident: String,
    pub json_name: String,
    /// Tags in the variant's doc comment (scope "constant values").
    pub tags: Vec<TagLine>,
    pub location: SourceLocation,
}

pub struct Constant {
    pub ident: String,
    pub value: String,
    pub tags: Vec<TagLine>,
    pub location: SourceLocation,
}

/// One `+k8s:...` doc-comment line, not yet parsed: parsing needs the
/// registry, which decides which names are validation tags.
#[derive(Clone, Debug)]
pub struct TagLine {
    /// The text from `+` to the end of the line, trimmed.
    pub text: String,
    /// Where the `+` stands.
    pub location: SourceLocation,
}

impl TypeDef {
    /// What kind of declaration this is, for messages.
    pub fn kind_name(&self) -> &'static str {
        match self.kind {
            TypeKind::Struct(_) => "struct",
            TypeKind::Newtype(_) => "newtype",
            TypeKind::Alias(_) => "alias",
            TypeKind::Enum(_) => "enum",
            TypeKind::Unsupported { .. } => "unsupported type",
        }
    }
}

impl Model {
    pub fn get(&self, id: TypeId) -> Option<&TypeDef> {
        self.types.get(id)
    }

    /// The name of a type, or `?` for an id that does not exist.
    pub fn name(&self, id: TypeId) -> &str {
        self.types.get(id).map_or("?", |t| t.name.as_str())
    }

    /// Follow aliases to the shape they stand for; newtypes, structs and
    /// enums stop the walk (they have their own identity).
    pub fn underlying<'a>(&'a self, shape: &'a Shape) -> &'a Shape {
        let mut current = shape;
        // Ends: the model has no alias cycles (see `cycles`).
        loop {
            match current {
                Shape::Named(id) => match self.get(*id).map(|t| &t.kind) {
                    Some(TypeKind::Alias(_)) => current = self.past_aliases(current),
                    _ => return current,
                },
                Shape::Pointer(_, inner) => current = inner,
                _ => return current,
            }
        }
    }

    /// The types a value is declared through, outermost first: the named
    /// type of `shape` (through `Option` and pointers), then, while that is
    /// an alias or a newtype, the type it wraps, and so on. A typedef's tags
    /// apply to every value declared through it.
    pub fn typedefs<'a>(&'a self, shape: &'a Shape) -> impl Iterator<Item = (TypeId, &'a TypeDef)> + 'a {
        let mut next = Some(shape);
        // Bounded by the number of types: the model has no newtype or alias
        // cycles (see `cycles`), so this only guards against a broken model.
        std::iter::from_fn(move || loop {
            match next? {
                Shape::Optional(inner) | Shape::Pointer(_, inner) => next = Some(inner),
                Shape::Named(id) => {
                    let def = self.get(*id)?;
                    next = match &def.kind {
                        TypeKind::Alias(inner) | TypeKind::Newtype(inner) => Some(inner),
                        _ => None,
                    };
                    return Some((*id, def));
                }
                _ => return None,
            }
        })
        .take(self.types.len())
    }

    /// The newtype a newtype wraps, through aliases (`N1` of
    /// `struct N0(pub N1)` or of `struct N0(pub A)` with `type A = N1;`).
    pub fn next_newtype(&self, id: TypeId) -> Option<TypeId> {
        let Some(TypeKind::Newtype(inner)) = self.get(id).map(|t| &t.kind) else {
            return None;
        };
        match self.past_aliases(inner) {
            Shape::Named(next) if matches!(self.get(*next).map(|t| &t.kind), Some(TypeKind::Newtype(_))) => Some(*next),
            _ => None,
        }
    }

    /// Whether newtype `id` gets a generated accessor to the value at the
    /// bottom of its chain of newtypes
    /// ([`NEWTYPE_ACCESSOR`]`()`): a type of this crate starting a chain of
    /// at least [`NEWTYPE_ACCESSOR_DEPTH`] newtypes. Reading through a chain
    /// `obj.0.0…0` in every link's checks is quadratic in the chain; each
    /// link's accessor calls the next one's instead.
    pub fn has_newtype_accessor(&self, id: TypeId) -> bool {
        if self.get(id).is_none_or(|t| t.foreign.is_some()) {
            return false;
        }
        let mut link = Some(id);
        for _ in 1..NEWTYPE_ACCESSOR_DEPTH {
            link = link.and_then(|l| self.next_newtype(l));
        }
        link.is_some()
    }

    /// The shape at the bottom of the chain of newtypes `id` starts (past
    /// aliases), and how many newtypes the chain has.
    pub fn newtype_bottom(&self, id: TypeId) -> Option<(&Shape, usize)> {
        let (last, links) = (*self.newtype_chains.get(id)?)?;
        let Some(TypeKind::Newtype(inner)) = self.get(last).map(|t| &t.kind) else {
            return None;
        };
        Some((self.past_aliases(inner), links))
    }

    /// Fills in [`Model::newtype_chains`]: each chain is walked once, its
    /// links filled in from the bottom up.
    fn chain_newtypes(&mut self) {
        let count = self.types.len();
        let mut chains: Vec<Option<(TypeId, usize)>> = vec![None; count];
        for id in 0..count {
            // The links not yet known, outermost first.
            let mut pending = Vec::new();
            let mut link = Some(id);
            while let Some(current) = link.filter(|l| chains.get(*l) == Some(&None) && pending.len() <= count) {
                if !matches!(self.get(current).map(|t| &t.kind), Some(TypeKind::Newtype(_))) {
                    break;
                }
                pending.push(current);
                link = self.next_newtype(current);
            }
            // Below the pending links: a known chain, or none.
            let mut below = link.and_then(|l| chains.get(l).copied().flatten());
            for current in pending.into_iter().rev() {
                let chain = match below {
                    Some((last, links)) => (last, links + 1),
                    None => (current, 1),
                };
                if let Some(slot) = chains.get_mut(current) {
                    *slot = Some(chain);
                }
                below = Some(chain);
            }
        }
        self.newtype_chains = chains;
    }

    /// The first shape of an alias chain that is not itself an alias (the
    /// shape itself when it is not an alias).
    pub fn past_aliases<'a>(&'a self, shape: &'a Shape) -> &'a Shape {
        self.past(&self.alias_ends, shape)
    }

    /// The first shape below a chain of aliases and newtypes of this crate
    /// that is neither (the shape itself when it is not one): a struct, a
    /// primitive, an `Option`, a type from another crate, ...
    pub fn past_typedefs<'a>(&'a self, shape: &'a Shape) -> &'a Shape {
        self.past(&self.typedef_ends, shape)
    }

    /// [`Model::past_typedefs`] of a named alias or newtype `shape` whose
    /// target is `target`: `target` when the chain cannot be skipped (a
    /// type from another crate).
    pub fn past_typedefs_or<'a>(&'a self, shape: &'a Shape, target: &'a Shape) -> &'a Shape {
        match self.past_typedefs(shape) {
            below if std::ptr::eq(below, shape) => target,
            below => below,
        }
    }

    fn past<'a>(&'a self, ends: &[Option<TypeId>], shape: &'a Shape) -> &'a Shape {
        let Shape::Named(id) = shape else { return shape };
        match ends
            .get(*id)
            .copied()
            .flatten()
            .and_then(|last| self.get(last))
            .map(|t| &t.kind)
        {
            Some(TypeKind::Alias(below) | TypeKind::Newtype(below)) => below,
            _ => shape,
        }
    }

    /// The last link of the chain each type starts, for links that
    /// `is_link` accepts (`None` for a type that is no link): each chain is
    /// walked once, its links filled in from the bottom up.
    fn chain_ends(&self, is_link: impl Fn(&TypeDef) -> bool) -> Vec<Option<TypeId>> {
        let count = self.types.len();
        let link_below = |id: TypeId| match self.get(id).map(|t| &t.kind) {
            Some(TypeKind::Alias(Shape::Named(next)) | TypeKind::Newtype(Shape::Named(next)))
                if self.get(*next).is_some_and(&is_link) =>
            {
                Some(*next)
            }
            _ => None,
        };
        let mut ends: Vec<Option<TypeId>> = vec![None; count];
        for id in 0..count {
            if !self.get(id).is_some_and(&is_link) {
                continue;
            }
            // The links not yet known, outermost first.
            let mut pending = Vec::new();
            let mut link = Some(id);
            while let Some(current) = link.filter(|l| ends.get(*l) == Some(&None) && pending.len() <= count) {
                pending.push(current);
                link = link_below(current);
            }
            let mut end = link.and_then(|l| ends.get(l).copied().flatten());
            for current in pending.into_iter().rev() {
                let this_end = end.unwrap_or(current);
                if let Some(slot) = ends.get_mut(current) {
                    *slot = Some(this_end);
                }
                end = Some(this_end);
            }
        }
        ends
    }

    /// Fills in the chain ends ([`Model::past_aliases`],
    /// [`Model::past_typedefs`], [`Model::newtype_bottom`]).
    fn chain(&mut self) {
        self.json_fields = self
            .types
            .iter()
            .map(|t| {
                let mut by_name = HashMap::new();
                if let TypeKind::Struct(fields) = &t.kind {
                    for (index, field) in fields.iter().enumerate().filter(|(_, f)| !f.flatten) {
                        by_name.entry(field.json_name.clone()).or_insert(index);
                    }
                }
                by_name
            })
            .collect();
        self.alias_ends = self.chain_ends(|t| matches!(t.kind, TypeKind::Alias(_)));
        self.typedef_ends =
            self.chain_ends(|t| t.foreign.is_none() && matches!(t.kind, TypeKind::Alias(_) | TypeKind::Newtype(_)));
        self.chain_newtypes();
    }

    /// The index of the field of `fields` (struct `owner`'s, when known)
    /// with JSON name `name`, flattened fields aside.
    pub fn field_named(&self, owner: Option<TypeId>, fields: &[Field], name: &str) -> Option<usize> {
        match owner.and_then(|id| self.json_fields.get(id)) {
            Some(by_name) => by_name.get(name).copied(),
            None => fields.iter().position(|f| !f.flatten && f.json_name == name),
        }
    }

    /// The value kind a tag sees: aliases, newtypes and pointers are looked
    /// through down to a primitive, struct, enum, list, map or option.
    /// Ends: no newtype or alias of the model wraps itself (see `cycles`).
    pub fn value_kind(&self, shape: &Shape) -> ValueKind {
        let mut current = shape;
        loop {
            match current {
                Shape::Primitive(p) => return ValueKind::Primitive(*p),
                Shape::Optional(inner) => return ValueKind::Optional(Box::new(self.value_kind(inner))),
                Shape::Pointer(_, inner) => current = inner,
                Shape::List(_) => return ValueKind::List,
                Shape::Map(..) => return ValueKind::Map,
                Shape::External(_) => return ValueKind::External,
                Shape::Unsupported { .. } => return ValueKind::Unsupported,
                Shape::Named(id) => match self.get(*id).map(|t| &t.kind) {
                    Some(TypeKind::Alias(target)) | Some(TypeKind::Newtype(target)) => {
                        current = self.past_typedefs_or(current, target)
                    }
                    Some(TypeKind::Struct(_)) => return ValueKind::Struct,
                    Some(TypeKind::Enum(_)) => return ValueKind::StringEnum,
                    Some(TypeKind::Unsupported { .. }) | None => return ValueKind::Unsupported,
                },
            }
        }
    }

    /// The file a type is declared in.
    pub fn file_of(&self, id: TypeId) -> FileId {
        self.get(id).map_or(0, |t| t.location.file)
    }
}

/// What kind of value a tag applies to, with names looked through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueKind {
    Primitive(Primitive),
    StringEnum,
    Struct,
    List,
    Map,
    Optional(Box<ValueKind>),
    External,
    /// A shape or declaration validation-gen cannot read (reported where
    /// validation needs it).
    Unsupported,
}

impl ValueKind {
    /// The kind without an outer `Option`.
    pub fn present(&self) -> &ValueKind {
        match self {
            ValueKind::Optional(inner) => inner.present(),
            other => other,
        }
    }

    pub fn is_integer(&self) -> bool {
        matches!(self.present(), ValueKind::Primitive(p) if p.is_integer())
    }

    pub fn is_string(&self) -> bool {
        matches!(
            self.present(),
            ValueKind::Primitive(Primitive::String) | ValueKind::StringEnum
        )
    }

    /// A phrase for messages: "integer", "string", "struct", ...
    pub fn describe(&self) -> String {
        match self {
            ValueKind::Primitive(p) => p.rust_name().to_string(),
            ValueKind::StringEnum => "string enum".into(),
            ValueKind::Struct => "struct".into(),
            ValueKind::List => "list".into(),
            ValueKind::Map => "map".into(),
            ValueKind::Optional(inner) => format!("optional {}", inner.describe()),
            ValueKind::External => "type from another crate".into(),
            ValueKind::Unsupported => "unsupported type".into(),
        }
    }
}

#[cfg(test)]
mod tests;
