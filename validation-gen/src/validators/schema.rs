//! What a tag becomes in a CRD's structural schema, declared by each tag
//! next to the checks it emits in Rust ([`super::TagValidator::schema`]).
//! The `schema` stage reads these and writes the keywords.

/// What one use of a tag means to a structural schema.
#[derive(Clone, Debug, PartialEq)]
pub enum SchemaMeaning {
    /// Keywords on the subject's schema (for `Required`: on its parent's).
    Keywords(Vec<Keyword>),
    /// Meanings for one property (by JSON name) of the subject object:
    /// `k8s:subfield`. `Required` lists it in the subject's `required`.
    Property(String, Box<SchemaMeaning>),
    /// Meanings for every element of the subject (list items or map
    /// values): `k8s:eachVal`.
    Elements(Box<SchemaMeaning>),
    /// The tag checks nothing a schema describes (it shapes the Rust code
    /// only, e.g. `k8s:opaqueType`): nothing to write, nothing lost.
    Nothing,
    /// Meanings that depend on the target API server: `native` from
    /// Kubernetes `since` on, `before` for older servers (a format the
    /// server learned to honour, a CEL library it gained).
    Since {
        since: KubeVersion,
        native: Box<SchemaMeaning>,
        before: Box<SchemaMeaning>,
    },
    /// The tag checks something no schema keyword says. The API server
    /// would not enforce it, so the schema stage reports it under the
    /// user's policy (error, warning, or left out on purpose).
    NotInSchema,
    /// [`SchemaMeaning::NotInSchema`], for the reason given (completing
    /// "`<tag line>` ..."), reported with it.
    Unsaid(String),
}

/// One schema keyword, with its value.
#[derive(Clone, Debug, PartialEq)]
pub enum Keyword {
    Minimum(i64),
    Maximum(i64),
    MinLength(i64),
    MaxLength(i64),
    MinItems(i64),
    MaxItems(i64),
    MinProperties(i64),
    MaxProperties(i64),
    /// `enum`: the allowed string values, in declaration order.
    Enum(Vec<String>),
    /// The field is listed in its struct's `required`.
    Required,
    /// `x-kubernetes-list-type`: `atomic`, `set` or `map`.
    ListType(String),
    /// One of `x-kubernetes-list-map-keys`, in order.
    ListMapKey(String),
    /// One entry of `x-kubernetes-validations`: a CEL rule (written by the
    /// user, or lowered from a check no other keyword can say).
    Rule(validation_schema::ValidationRule),
    /// A rule on the struct holding the subject field: only there can a
    /// rule see whether the field is present (set, cleared, one of a
    /// union). Its `fieldPath` names the field when the error is there.
    ParentRule(validation_schema::ValidationRule),
    /// `format`: a format name the target API server honours.
    Format(String),
    /// A kube-openapi value marker's keyword (`+k8s:validation:<key>`),
    /// written as kube-openapi writes it.
    Marker(MarkerKeyword),
}

/// The keywords of kube-openapi's value markers that no built-in tag says.
#[derive(Clone, Debug, PartialEq)]
pub enum MarkerKeyword {
    Minimum(f64),
    Maximum(f64),
    /// `exclusiveMinimum: true` (OpenAPI v3.0: a flag on `minimum`).
    ExclusiveMinimum,
    ExclusiveMaximum,
    MultipleOf(f64),
    /// A Go `regexp` pattern, as written.
    Pattern(String),
    /// The allowed JSON values, in order.
    Enum(Vec<serde_json::Value>),
    /// `nullable: true`.
    Nullable,
}

/// A Kubernetes minor version (`1.N`); shared with the offline validator,
/// so it lives in the runtime.
pub use validation_runtime::KubeVersion;

impl SchemaMeaning {
    /// One keyword.
    pub fn keyword(keyword: Keyword) -> Self {
        SchemaMeaning::Keywords(vec![keyword])
    }

    /// One rule on the subject's own schema.
    pub fn rule(rule: validation_schema::ValidationRule) -> Self {
        SchemaMeaning::keyword(Keyword::Rule(rule))
    }

    /// Rules on the struct holding the subject field.
    pub fn parent_rules(rules: Vec<validation_schema::ValidationRule>) -> Self {
        SchemaMeaning::Keywords(rules.into_iter().map(Keyword::ParentRule).collect())
    }
}
