//! A check: one runtime validation as plain data. The planner orders checks
//! by their flags and cohorts; the emitter writes each as one call. Keeping
//! the rule's meaning here (not only in tokens) lets other outputs (docs, an
//! OpenAPI schema) read the same checks.

use crate::tags::Literal;

/// One check contributed by a tag.
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    /// The rule and its parameters, e.g. `minimum` with `0`.
    pub rule: Rule,
    pub call: Call,
    pub flags: Flags,
    /// A named cohort; `None` is the default cohort.
    pub cohort: Option<String>,
    /// Stability marking of the errors (`k8s:alpha` / `k8s:beta` wrappers).
    pub level: Level,
    /// Option gates (`k8s:ifEnabled` / `k8s:ifDisabled`), outermost first.
    pub gates: Vec<OptionGate>,
}

impl Check {
    pub fn new(rule: Rule, call: Call) -> Self {
        Check {
            rule,
            call,
            flags: Flags::default(),
            cohort: None,
            level: Level::Standard,
            gates: Vec::new(),
        }
    }

    pub fn short_circuit(mut self) -> Self {
        self.flags.short_circuit = true;
        self
    }

    pub fn non_error(mut self) -> Self {
        self.flags.non_error = true;
        self
    }
}

/// The rule a check enforces, by name with its parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    pub name: &'static str,
    pub params: Vec<Literal>,
}

impl Rule {
    pub fn new(name: &'static str) -> Self {
        Rule {
            name,
            params: Vec::new(),
        }
    }

    pub fn with(mut self, param: Literal) -> Self {
        self.params.push(param);
        self
    }
}

/// How the check is called at run time.
#[derive(Clone, Debug, PartialEq)]
pub enum Call {
    /// `function(op, &path, is_set)`: validators that only look at whether
    /// the value is set (required, optional, forbidden).
    Presence { function: String },
    /// Fails, silently, when the value is unset: `k8s:optional`'s stop. It
    /// never reports an error, so it needs no runtime call (nor allocation).
    IsSet,
    /// `function(op, &path, value, old_value, args...)`: the standard
    /// validator signature, with the value in its view form (`Option<&i32>`,
    /// `Option<&str>`, `Option<&TypedStr>`, `Option<&[T]>`, `Option<&T>`).
    Value { function: String, args: Vec<CallArg> },
    /// `function(op, &path, value, old_value)` with the value in its nilable
    /// form (`Option<&T>` for the field's type without `Option`/`Box`):
    /// hand-written functions (`k8s:customValidation`).
    Nilable { function: String },
    /// `function(op, &path, new_is_set, old_is_set, args...)`: transition
    /// rules on set-ness (`k8s:update`); `old_is_set` is `None` when no old
    /// value is available, except for optional-presence values, whose
    /// absence is itself "unset".
    Transition { function: String, args: Vec<CallArg> },
    /// Run element-scope checks on each element of a collection
    /// (`k8s:eachVal`, `k8s:eachKey`), with per-element ratcheting. List
    /// elements find their old counterpart through `correlation` (none for
    /// atomic lists); it is filled in once the list's semantics are known.
    Each {
        over: Each,
        checks: Vec<Check>,
        correlation: Option<Correlation>,
    },
    /// Checks on one field of a struct value (`k8s:subfield`), at
    /// `path.<json>`, skipped on update when that field is unchanged.
    Subfield { field: usize, checks: Vec<Check> },
    /// NoAddItem / NoRemoveItem on a list (`k8s:update`): needs the list's
    /// `set` / `map` correlation, filled in when the list tags settle.
    UpdateList {
        constraints: Vec<CallArg>,
        correlation: Option<Correlation>,
    },
    /// Checks on the first list element whose key fields equal the selector
    /// (`k8s:item`), with its old counterpart found the same way.
    /// `keys` (field indices) are filled in when the list tags settle.
    Item {
        selector: Vec<(String, crate::tags::Literal)>,
        keys: Vec<usize>,
        checks: Vec<Check>,
    },
    /// A field's membership in a union (`k8s:unionMember`,
    /// `k8s:zeroOrOneOfMember`); the planner assembles the members of each
    /// union into one [`Call::Union`].
    UnionMember {
        union: String,
        member_name: Option<String>,
        zero_or_one: bool,
        field: usize,
    },
    /// A list item's membership in a union (`k8s:item(..)=+k8s:unionMember`),
    /// assembled into [`Call::ItemUnion`] when the list tags settle.
    ItemUnionMember {
        union: String,
        zero_or_one: bool,
        selector: Vec<(String, crate::tags::Literal)>,
    },
    /// A union whose members are list items: exactly one
    /// (or at most one) of the selected items may be present. Members are
    /// (key field indices, key values, name shown in errors).
    ItemUnion {
        zero_or_one: bool,
        members: Vec<(Vec<usize>, Vec<crate::tags::Literal>, String)>,
    },
    /// A union's discriminator field (`k8s:unionDiscriminator`).
    UnionDiscriminator { union: String, field: usize },
    /// One union of a struct: struct-level.
    Union(Union),
    /// A union over the fields of a struct value
    /// (`k8s:subfield("a")=+k8s:unionMember`), checked at the value's path.
    SubfieldUnion(Union),
    /// A mode group's discriminator field (`k8s:modeDiscriminator`).
    ModeDiscriminator { group: String, field: usize },
    /// A field's checks under one mode (`k8s:ifMode`); the planner assembles
    /// a field's rules into one [`Call::Mode`].
    ModeRule {
        group: String,
        mode: String,
        field: usize,
        checks: Vec<Check>,
    },
    /// A field's checks chosen by its group's discriminator:
    /// struct-level. A value no rule names forbids the field.
    Mode(Mode),
    /// `validate::unique_by`: every element equal (by `Correlation`) to an
    /// earlier one is a `Duplicate` (list semantics `set` / `map`).
    Unique { correlation: Correlation },
    /// A CEL rule (`k8s:validation:cel`), checked on the value's nilable
    /// form: compiled once into a `static` of the generated code from the
    /// rule and the schema it was checked against at generation time (both
    /// as JSON); `root` says the value is a resource's root object.
    /// Transition rules (reading `oldSelf`) never ratchet: they run on
    /// update even where the value is unchanged.
    Cel {
        rule: String,
        schema: String,
        root: bool,
        transition: bool,
    },
    /// A struct-level check relating two sibling fields:
    /// `function(op, path, trigger_json, dependent_json, (trigger_set, dependent_set), old_pair)`.
    Siblings {
        function: String,
        trigger: usize,
        dependent: usize,
    },
    /// One `allOf` entry of the value's schema (kube-openapi's nested value
    /// markers of one subject, `crate::schema`): its checks run with no old
    /// value and never ratchet, as the API server runs `allOf`; if any
    /// fails, the API server's summary for the node follows its errors.
    AllOf { checks: Vec<Check> },
    /// The checks of the alias a link of an alias chain names
    /// (`type A = B;`): `validate_b(op, path, value, old)`, the value in
    /// nilable form, or with `part` one part of them (the checks of one
    /// tag name of `B` and the links below it, short-circuit or not:
    /// `validate_b_<tag>_part`, see `plan::chains`). A link's function
    /// calls the next link's instead of repeating the chain's checks, so a
    /// chain's output is linear in its length; the planner uses it only
    /// where the checks and their order stay the chain's (innermost first).
    /// `rules` is `Some(transition)` for a part holding the chain's CEL
    /// rules (all transition rules, or none), which run and ratchet as
    /// those rules do.
    AliasBelow {
        next: crate::model::TypeId,
        part: Option<String>,
        rules: Option<bool>,
    },
}

impl Call {
    /// For a CEL rule, or a call of an alias chain's part holding CEL
    /// rules: whether it is (they are) transition rules.
    pub fn cel_rules(&self) -> Option<bool> {
        match self {
            Call::Cel { transition, .. } => Some(*transition),
            Call::AliasBelow { rules, .. } => *rules,
            _ => None,
        }
    }
}

/// How a list element finds its old counterpart, and what "the same
/// element" means for uniqueness.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Correlation {
    /// `set`: the first old element equal to the new one.
    Equal,
    /// `map`: the first old element whose key fields (indices into the
    /// element struct's fields) are equal.
    Keys(Vec<usize>),
}

/// An assembled union: its members and, when discriminated, the
/// discriminator field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Union {
    /// At most one member (`zeroOrOneOf`) rather than exactly one.
    pub zero_or_one: bool,
    /// Member fields (indices into the struct's fields), with the
    /// discriminator value that selects each.
    pub members: Vec<(usize, String)>,
    pub discriminator: Option<usize>,
}

/// An assembled mode check of one field.
#[derive(Clone, Debug, PartialEq)]
pub struct Mode {
    pub field: usize,
    pub discriminator: usize,
    /// The checks per mode value, in declaration order.
    pub rules: Vec<(String, Vec<Check>)>,
    /// The level of the implicit "forbidden" check: the rules' common one;
    /// `None` for no such check (a mode check's CEL part alone, run after
    /// a failing short-circuit).
    pub forbidden_level: Option<Level>,
}

/// Which elements of a collection [`Call::Each`] visits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Each {
    /// List elements, at `list[i]`.
    ListValues,
    /// Map values, at `map[key]`.
    MapValues,
    /// Map keys, reported at the map's own path.
    MapKeys,
}

/// An argument of a call: literals, and the few composite forms validators
/// take (a slice of values, a constant by path, a struct literal).
#[derive(Clone, Debug, PartialEq)]
pub enum CallArg {
    Int(i64),
    Str(String),
    Bool(bool),
    /// `&[a, b, ..]`.
    Slice(Vec<CallArg>),
    /// A Rust path such as `::validation_runtime::validate::UpdateConstraint::NoSet`.
    Path(String),
    /// A map key's text, for a key `k` that is a string `newtypes` deep in
    /// string newtypes: `|k| k.0.as_str()` for one.
    KeyStr {
        newtypes: usize,
    },
    /// `Path { field: value, .. }`.
    Struct {
        path: String,
        fields: Vec<(String, CallArg)>,
    },
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// Runs before the other checks of its cohort; if it fails, the rest of
    /// the cohort (and for the default cohort, everything after) is skipped.
    pub short_circuit: bool,
    /// A failure stops like a short-circuit but reports no error.
    pub non_error: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Level {
    #[default]
    Standard,
    Alpha,
    Beta,
}

/// Run the check only while `option` is enabled (or disabled).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionGate {
    pub option: String,
    pub enabled: bool,
}
