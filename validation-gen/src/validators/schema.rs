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

/// A Kubernetes minor version (`1.N`), the API server a schema is lowered
/// for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KubeVersion {
    pub minor: u32,
}

/// What lowering uses of the API server, by the Kubernetes version that
/// brought it (on by default):
///
/// | since | what                                                          | used for                          |
/// |-------|---------------------------------------------------------------|-----------------------------------|
/// | 1.28  | rules' `reason` and `fieldPath` (with `messageExpression`, 1.27) | errors at the Rust path and reason: the oldest target |
/// | 1.30  | `optionalOldSelf` (validation ratcheting, beta)               | unions and dependent fields ratchet as the Rust checks do |
/// | 1.31  | CEL `format` library                                          | not used: it reports all of a value's messages as one error |
/// | 1.34  | `k8s-short-name` / `k8s-long-name` as schema formats          | those formats as `format`, not rules |
///
/// The format rules use only the base environment every target has: the
/// standard functions, the strings extension (`indexOf`, `substring`,
/// `split`), the regex `find` and the lists library's `indexOf`.
impl KubeVersion {
    /// The oldest version lowering targets: lowered rules need `reason`
    /// and `fieldPath` to report what the Rust checks report.
    pub const OLDEST: KubeVersion = KubeVersion { minor: 28 };
    /// Transition rules may run without an old value (`optionalOldSelf`).
    pub const OPTIONAL_OLD_SELF: KubeVersion = KubeVersion { minor: 30 };
    /// The strings library's `format` (`'… %d'.format([n])`): a number
    /// in a message without concatenating `string(n)`, whose unbounded
    /// size puts a message over the API server's cost limit.
    pub const STRING_FORMAT: KubeVersion = KubeVersion { minor: 29 };
    /// `format: k8s-short-name` and `format: k8s-long-name` are checked.
    pub const NAME_FORMATS: KubeVersion = KubeVersion { minor: 34 };
    /// The newest version the generator knows (as the workspace's
    /// k8s-openapi does), the default target. Later versions are accepted
    /// and lowered alike: what lowering uses stays available.
    pub const NEWEST: KubeVersion = KubeVersion { minor: 37 };

    pub const fn new(minor: u32) -> KubeVersion {
        KubeVersion { minor }
    }

    /// `1.N` (or `v1.N`), from [`KubeVersion::OLDEST`] on.
    pub fn parse(text: &str) -> Result<KubeVersion, String> {
        let minor = text
            .trim()
            .strip_prefix('v')
            .unwrap_or(text.trim())
            .strip_prefix("1.")
            .and_then(|m| m.parse::<u32>().ok())
            .ok_or_else(|| format!("`{text}` is not a Kubernetes version such as `1.34`"))?;
        let version = KubeVersion { minor };
        if version < KubeVersion::OLDEST {
            return Err(format!(
                "Kubernetes {version} is not supported: lowered rules need {} or later (reason and fieldPath)",
                KubeVersion::OLDEST
            ));
        }
        Ok(version)
    }
}

impl Default for KubeVersion {
    fn default() -> Self {
        KubeVersion::NEWEST
    }
}

impl std::fmt::Display for KubeVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "1.{}", self.minor)
    }
}

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
