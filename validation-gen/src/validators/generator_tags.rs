//! The generator-level tags: read by the generator itself
//! (roots, input selection, subresources, lint) rather than turned into
//! checks. Declared here, with their docs, so they are known names and
//! appear in the generated tag reference.

/// Where a generator tag is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// The module's inner doc comment (`//!`).
    Module,
    /// A type's doc comment.
    Type,
    /// Either of the above.
    ModuleOrType,
}

impl Placement {
    pub fn phrase(self) -> &'static str {
        match self {
            Placement::Module => "module docs (`//!`)",
            Placement::Type => "type definitions",
            Placement::ModuleOrType => "module docs (`//!`) or type definitions",
        }
    }
}

/// One generator-level tag and its docs.
#[derive(Clone, Copy, Debug)]
pub struct GeneratorTag {
    pub name: &'static str,
    pub placement: Placement,
    /// What follows `=`, or "" when the tag takes no value.
    pub value: &'static str,
    pub description: &'static str,
    /// Rust source using the tag (complete items).
    pub example: &'static str,
}

pub const GENERATOR_TAGS: &[GeneratorTag] = &[
    GeneratorTag {
        name: "k8s:validation-gen",
        placement: Placement::ModuleOrType,
        value: "`*`, `TypesWithField=<Field>`, `TypesWithSuffix=<Suffix>`, a field name, or `false`; on a type `true` or `false`",
        description: "Selects the module's root types: the ones registered with the scheme by the generated \
             `register_validations`, with an entry point that dispatches by subresource. Criteria may be repeated \
             (any one selects a type): `*` every public type, `TypesWithField=TypeMeta` (or just `TypeMeta`) structs \
             with a field of that declared name (whatever serde does with it: `#[serde(skip)] type_meta` counts), \
             `TypesWithSuffix=List` types whose name ends so; `false` selects \
             none. Public types embedding `ListMeta` are never selected by criteria. On a type, `true` / `false` \
             forces it in or out. A selected type is registered when a tag on or below it emits a check, even one \
             that never reports (a silent `k8s:optional`, a discriminator whose union has no members), as Kubernetes \
             registers it. Every type with validations gets its validation function either way.",
        example: "//! +k8s:validation-gen=TypeMeta\n\n\
             pub struct TypeMeta {\n    pub kind: String,\n}\n\n\
             /// A root: it has a `TypeMeta` field.\n\
             pub struct Widget {\n    pub type_meta: TypeMeta,\n    /// +k8s:optional\n    /// +k8s:minimum=0\n    pub replicas: Option<i32>,\n}\n\n\
             /// +k8s:validation-gen=false\n\
             pub struct Scratch {\n    pub type_meta: TypeMeta,\n}\n",
    },
    GeneratorTag {
        name: "k8s:validation-gen-input",
        placement: Placement::Module,
        value: "the types' module, as a path from the crate root (`crate::api::v1`)",
        description: "Generates the validation of another module's types into this module's generated file, so the \
             types' module holds no generated code. Roots are chosen by this module's `k8s:validation-gen` criteria. \
             At most one per module; the types' fields must be visible from here.",
        example: "//! +k8s:validation-gen-input=crate::types\n//! +k8s:validation-gen=*\n\n\
             /// Usually `pub mod types;`, a file of its own.\n\
             pub mod types {\n    pub struct Widget {\n        /// +k8s:optional\n        /// +k8s:minimum=0\n        pub replicas: Option<i32>,\n    }\n}\n",
    },
    GeneratorTag {
        name: "k8s:validation-gen-scheme-registry",
        placement: Placement::Module,
        value: "a type name, or `nil`",
        description: "Accepted for compatibility with Kubernetes sources and otherwise ignored: here roots are \
             registered by the generated `register_validations(&mut Scheme)`, which the caller invokes on the \
             scheme of its choice.",
        example: "//! +k8s:validation-gen=*\n//! +k8s:validation-gen-scheme-registry=nil\n",
    },
    GeneratorTag {
        name: "k8s:validation-gen-nolint",
        placement: Placement::ModuleOrType,
        value: "",
        description: "Skips Kubernetes' lint rules (alpha/beta placement, stability against the version's \
             level, requiredness tags on validated fields) for the module or the type, and for the types reached \
             only through it.",
        example: "//! +k8s:validation-gen=*\n//! +k8s:validation-gen-nolint\n",
    },
    GeneratorTag {
        name: "k8s:validation-gen-test-fixture",
        placement: Placement::Module,
        value: "`validateFalse`",
        description: "Accepted for compatibility with Kubernetes sources (where it also emits a fixture test) and \
             otherwise ignored.",
        example: "//! +k8s:validation-gen-test-fixture=validateFalse\n",
    },
    GeneratorTag {
        name: "k8s:validation-gen-test-targets",
        placement: Placement::Module,
        value: "",
        description: "Accepted for compatibility with Kubernetes sources (where it also emits a coverage test for \
             the module's roots) and otherwise ignored.",
        example: "//! +k8s:validation-gen-test-targets\n",
    },
    GeneratorTag {
        name: "k8s:supportsSubresource",
        placement: Placement::Type,
        value: "a subresource path such as `\"/status\"`",
        description: "On a root type: its validation also serves this subresource (repeatable). The entry point \
             accepts `/` plus the listed paths; any other path is an Internal error \
             \"no validation found for <type>, subresource: <path>\".",
        example: "//! +k8s:validation-gen=*\n\n\
             /// +k8s:supportsSubresource=\"/status\"\n\
             pub struct Widget {\n    /// +k8s:optional\n    /// +k8s:minimum=0\n    pub replicas: Option<i32>,\n}\n",
    },
    GeneratorTag {
        name: "k8s:isSubresource",
        placement: Placement::Type,
        value: "a subresource path such as `\"/scale\"`",
        description: "On a root type: the type is the payload of this subresource and is served only for that \
             path (at most one per type).",
        example: "//! +k8s:validation-gen=*\n\n\
             /// +k8s:isSubresource=\"/scale\"\n\
             pub struct Scale {\n    /// +k8s:optional\n    /// +k8s:minimum=0\n    pub replicas: Option<i32>,\n}\n",
    },
];
