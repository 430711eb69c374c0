//! Stage 5: the plan. From the model and the registry, decide per type what
//! its validation function does: type-level checks, one block per field with
//! its checks ordered into cohorts, and how nested values are
//! descended into. Also which types are roots, and which helper impls each
//! generated file needs. Plain data, read by the emitter.

use std::collections::BTreeSet;
use std::path::PathBuf;

use crate::model::{Model, Shape, TypeId, TypeKind};
use crate::source::{ModuleId, SourceLocation};

mod build;
mod chains;
mod decode;
mod inputs;
mod order;
mod roots;

pub use build::plan;
pub use order::{order, Cohort};
pub use roots::Root;

/// What the generator will write.
pub struct Plan {
    /// Every type that gets a validation function, by type id.
    pub functions: Vec<TypePlan>,
    pub roots: Vec<Root>,
    /// Types whose ratcheting needs a generated `SemanticEq` impl.
    pub semantic_eq: BTreeSet<TypeId>,
    /// Types passed as a value to a validator, needing a `ToBadValue` impl.
    pub bad_value: BTreeSet<TypeId>,
    /// Types hashed to find duplicates and old counterparts in `set` /
    /// `map` lists, needing a `SemanticHash` impl.
    pub semantic_hash: BTreeSet<TypeId>,
    /// Newtypes that get an accessor to the bottom of their chain of
    /// newtypes ([`Model::has_newtype_accessor`]).
    pub newtype_accessors: BTreeSet<TypeId>,
    /// Types that get a strict-decoding descriptor (`impl Fields`): every
    /// type that derives `Deserialize`, checked or not.
    pub described: BTreeSet<TypeId>,
    /// The described roots kube-rs' derive makes, whose `apiVersion` and
    /// `kind` kube reads.
    pub kube_roots: BTreeSet<TypeId>,
    /// One output file per module that has anything to write.
    pub files: Vec<FilePlan>,
    /// For every module, the module its types' code is generated into
    /// (itself, unless another module selects it as input).
    pub output_of: Vec<ModuleId>,
    /// The parts of alias chains that links call, by link and name.
    pub parts: Vec<PartPlan>,
}

/// One part of an alias chain's checks (see [`Call::AliasBelow`]): the
/// checks of one tag name of a link and the links below it, short-circuit
/// or not, in a function of their own that the links above call.
///
/// [`Call::AliasBelow`]: crate::validators::Call::AliasBelow
pub struct PartPlan {
    /// The link whose value the function takes.
    pub link: TypeId,
    /// The function's name.
    pub name: String,
    /// Short-circuit checks: the caller skips its other checks when any
    /// reports an error.
    pub short_circuit: bool,
    pub checks: Vec<crate::validators::Check>,
}

pub struct FilePlan {
    pub module: ModuleId,
    pub path: PathBuf,
}

/// A type's validation function.
pub struct TypePlan {
    pub id: TypeId,
    /// Type-level checks, in cohorts.
    pub checks: Vec<Cohort>,
    pub body: Body,
}

pub enum Body {
    /// Nothing below the type-level checks (scalars, enums, opaque types).
    None,
    /// A struct's field blocks, in declaration order.
    Struct(Vec<FieldPlan>),
    /// A newtype or alias: descend into the wrapped value.
    Inner(Descend),
}

/// One field block.
pub struct FieldPlan {
    /// Index into the struct's fields.
    pub index: usize,
    pub checks: Vec<Cohort>,
    pub descend: Option<Descend>,
}

/// How validation reaches into a value after its own checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Descend {
    /// Call the named type's validation function.
    Call(TypeId),
    /// Through `Option`, `Box`, `Arc`, `Rc`.
    Inner(Box<Descend>),
    /// Each element of a list; `set` / `map` lists find each element's old
    /// counterpart by the correlation (atomic lists: none).
    List(Box<Descend>, Option<crate::validators::Correlation>),
    /// Each key and/or value of a map.
    Map {
        key: Option<Box<Descend>>,
        value: Option<Box<Descend>>,
    },
}

/// A problem found while planning, located in the source.
#[derive(Clone, Debug)]
pub struct PlanError {
    pub code: &'static str,
    pub message: String,
    pub location: SourceLocation,
    pub help: Option<String>,
}

impl Plan {
    /// The function of type `id`. (`functions` is in type order.)
    pub fn function(&self, id: TypeId) -> Option<&TypePlan> {
        let index = self.functions.binary_search_by_key(&id, |f| f.id).ok()?;
        self.functions.get(index)
    }

    /// The module a type's generated code lives in.
    pub fn output_module(&self, model: &Model, id: TypeId) -> Option<ModuleId> {
        let module = model.get(id)?.module;
        self.output_of.get(module).copied()
    }
}

/// The base shape under any `Option` and pointers.
pub fn strip(shape: &Shape) -> &Shape {
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => strip(inner),
        other => other,
    }
}

/// Whether a type is a struct (for requiredness and flatten rules).
pub fn is_struct(model: &Model, id: TypeId) -> bool {
    matches!(model.get(id).map(|t| &t.kind), Some(TypeKind::Struct(_)))
}
