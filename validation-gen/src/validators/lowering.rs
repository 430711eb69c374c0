//! Building `x-kubernetes-validations` rules for checks no other schema
//! keyword can say. Each tag declares its rules in its own `schema()`;
//! this module holds what they share: CEL names and literals, Rust's
//! notion of a "set" value written in CEL, and the rule builder.
//!
//! A lowered rule reports what the Rust check reports: the same path
//! (`fieldPath` where the rule sits on a parent), the same reason (where
//! CEL has it: rules can only report Invalid, Forbidden, Required and
//! Duplicate) and the same detail (`message`, or `messageExpression` when
//! the detail depends on the value).

use validation_schema::ValidationRule;

use super::{KubeVersion, SchemaMeaning};
use crate::model::{Field, Model, Primitive, Shape, TypeKind};
use crate::tags::go_quote;

/// The name CEL selects property `name` by (`foo-bar` is `foo__dash__bar`,
/// `namespace` is `__namespace__`), or `None` when CEL cannot reach it
/// (characters outside `[a-zA-Z0-9_.\-/]`, or a leading digit): the escaping
/// the rules are evaluated with.
pub fn property(name: &str) -> Option<String> {
    validation_schema::cel_names::escape(name)
}

/// A rule's `fieldPath` naming property `name` of the node it sits on:
/// `.name`, or `['name']` when the name is not an identifier.
pub fn field_path(name: &str) -> String {
    let identifier = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if identifier {
        format!(".{name}")
    } else {
        format!("[{}]", string(name))
    }
}

/// A CEL string literal: single-quoted, with `\`, `'` and control
/// characters escaped.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('\'');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\'' => out.push_str("\\'"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// A Rust detail as Kubernetes quotes values in messages (`"v"`).
pub fn quoted(s: &str) -> String {
    go_quote(s)
}

/// One field of a struct as rules on the struct see it: `object.name`.
#[derive(Clone, Debug)]
pub struct FieldRef<'a> {
    /// The field's JSON name.
    pub json: &'a str,
    /// The CEL name it is selected by.
    pub cel: String,
    pub shape: &'a Shape,
}

impl<'a> FieldRef<'a> {
    /// `None` when CEL cannot reach the field.
    pub fn new(field: &'a Field) -> Option<FieldRef<'a>> {
        Some(FieldRef {
            json: &field.json_name,
            cel: property(&field.json_name)?,
            shape: &field.shape,
        })
    }

    /// `object.name`.
    pub fn on(&self, object: &str) -> String {
        format!("{object}.{}", self.cel)
    }

    /// `has(object.name)`.
    pub fn has(&self, object: &str) -> String {
        format!("has({})", self.on(object))
    }

    /// Whether the field of `object` is set as the Rust checks count it:
    /// present, and for a value that is not an `Option`, not its zero
    /// value (a non-empty string or collection, a non-zero number, `true`).
    pub fn is_set(&self, model: &Model, object: &str) -> String {
        let presence = self.has(object);
        match value_set(model, self.shape, &self.on(object)) {
            Some(test) => format!("({presence} && {test})"),
            None => presence,
        }
    }

    /// Whether the field is as it was (both objects present): absent in
    /// both, or present in both with equal values.
    pub fn unchanged(&self) -> String {
        format!(
            "{new} == {old} && (!{new} || {value} == {old_value})",
            new = self.has("self"),
            old = self.has("oldSelf"),
            value = self.on("self"),
            old_value = self.on("oldSelf"),
        )
    }
}

/// The CEL test that a present value `value` of `shape` is set (not its
/// zero value); `None` when every present value is (an `Option`, a struct,
/// an enum).
pub fn value_set(model: &Model, shape: &Shape, value: &str) -> Option<String> {
    match shape {
        Shape::Optional(inner) => match model.underlying(inner) {
            Shape::List(_) | Shape::Map(..) => Some(format!("size({value}) != 0")),
            _ => None,
        },
        Shape::Pointer(_, inner) => value_set(model, inner, value),
        Shape::List(_) | Shape::Map(..) => Some(format!("size({value}) != 0")),
        Shape::Primitive(Primitive::String) => Some(format!("{value} != ''")),
        Shape::Primitive(Primitive::Bool) => Some(value.to_owned()),
        Shape::Primitive(Primitive::F32 | Primitive::F64) => Some(format!("{value} != 0.0")),
        Shape::Primitive(_) => Some(format!("{value} != 0")),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(target) | TypeKind::Newtype(target)) => value_set(model, target, value),
            _ => None,
        },
        Shape::External(_) | Shape::Unsupported { .. } => None,
    }
}

/// `[a, b, c]`.
pub fn list(items: &[String]) -> String {
    format!("[{}]", items.join(", "))
}

/// A rule under construction.
#[derive(Clone, Debug)]
pub struct Rule(ValidationRule);

impl Rule {
    /// `rule`, failing with the fixed detail `message`.
    pub fn new(rule: impl Into<String>, message: impl Into<String>) -> Rule {
        Rule(ValidationRule {
            rule: rule.into(),
            message: message.into(),
            ..ValidationRule::default()
        })
    }

    /// `rule`, failing with the detail `message_expression` computes.
    pub fn computed(rule: impl Into<String>, message_expression: impl Into<String>) -> Rule {
        Rule(ValidationRule {
            rule: rule.into(),
            message_expression: message_expression.into(),
            ..ValidationRule::default()
        })
    }

    /// The error's reason (`FieldValueForbidden`, `FieldValueRequired`);
    /// without one it is Invalid.
    pub fn reason(mut self, reason: &str) -> Rule {
        self.0.reason = Some(reason.to_owned());
        self
    }

    /// Reported at property `name` of the node the rule sits on.
    pub fn at_property(mut self, name: &str) -> Rule {
        self.0.field_path = field_path(name);
        self
    }

    /// The rule also runs without an old value (on create, and for a node
    /// new on update), with `oldSelf` an optional.
    pub fn optional_old_self(mut self) -> Rule {
        self.0.optional_old_self = Some(true);
        self
    }

    pub fn build(self) -> ValidationRule {
        self.0
    }
}

/// Rules on the struct holding the subject field that hold, or are
/// excused by `ratchet` (a test of `oldSelf`, see [`unchanged_setness`]).
/// Excusing needs `optionalOldSelf` (Kubernetes 1.30): older servers get
/// the rules without it, which do not ratchet.
pub fn ratcheted(rules: Vec<(Rule, String)>) -> SchemaMeaning {
    ratcheted_as(rules, SchemaMeaning::parent_rules)
}

/// [`ratcheted`] rules on the subject's own schema (a union over the
/// subject's fields or items, checked at the subject).
pub fn ratcheted_here(rules: Vec<(Rule, String)>) -> SchemaMeaning {
    ratcheted_as(rules, |rules| {
        SchemaMeaning::Keywords(rules.into_iter().map(super::Keyword::Rule).collect())
    })
}

fn ratcheted_as(rules: Vec<(Rule, String)>, place: fn(Vec<ValidationRule>) -> SchemaMeaning) -> SchemaMeaning {
    let native = rules
        .iter()
        .map(|(rule, ratchet)| {
            let mut with = rule.clone().optional_old_self();
            with.0.rule = format!("{} || {ratchet}", with.0.rule);
            with.build()
        })
        .collect();
    let before = rules.into_iter().map(|(rule, _)| rule.build()).collect();
    SchemaMeaning::Since {
        since: KubeVersion::OPTIONAL_OLD_SELF,
        native: Box::new(place(native)),
        before: Box::new(place(before)),
    }
}

/// The rule part that ratchets a check of set-ness as the Rust checks do:
/// on update (an old value present), nothing is reported while the listed
/// set-ness tests give what they gave for the old object (and the string
/// field `also` has its old value). Needs
/// `optionalOldSelf`, so the rule also runs on create.
pub fn unchanged_setness(model: &Model, fields: &[FieldRef<'_>], also: Option<&FieldRef<'_>>) -> String {
    let tests = |object: &str| list(&fields.iter().map(|f| f.is_set(model, object)).collect::<Vec<_>>());
    let same_value = also.map_or_else(String::new, |value| {
        format!(
            " && {} == {}",
            string_or_empty(value, "oldSelf.value()"),
            string_or_empty(value, "self")
        )
    });
    format!(
        "(oldSelf.hasValue(){same_value} && {} == {})",
        tests("oldSelf.value()"),
        tests("self")
    )
}

/// A string field's value, `''` when absent.
pub fn string_or_empty(field: &FieldRef<'_>, object: &str) -> String {
    format!("({} ? {} : '')", field.has(object), field.on(object))
}

/// `expr` with the variable `self` renamed `var` (to run a rule written
/// for one value on each element of a collection: `self.all(var, ...)`).
/// `None` when `expr` already names `var`, or holds a literal this does
/// not scan (raw or triple-quoted strings).
pub fn rebind(expr: &str, var: &str) -> Option<String> {
    let chars: Vec<char> = expr.chars().collect();
    let mut out = String::with_capacity(expr.len());
    let mut i = 0;
    // The last character outside spaces: `.self` is a field, not the variable.
    let mut previous: Option<char> = None;
    while let Some(&c) = chars.get(i) {
        if c == '\'' || c == '"' {
            let raw = matches!(previous, Some('r' | 'R')) && out.ends_with(['r', 'R']);
            let triple = chars.get(i + 1) == Some(&c) && chars.get(i + 2) == Some(&c);
            if raw || triple {
                return None;
            }
            let end = string_end(&chars, i)?;
            out.extend(chars.get(i..=end)?);
            i = end + 1;
            previous = Some(c);
            continue;
        }
        if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while chars.get(i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_') {
                i += 1;
            }
            let word: String = chars.get(start..i)?.iter().collect();
            if word == var {
                return None;
            }
            if word == "self" && previous != Some('.') {
                out.push_str(var);
            } else {
                out.push_str(&word);
            }
            previous = word.chars().last();
            continue;
        }
        if c.is_ascii_digit() {
            // A number with its suffix (`1u`, `0x1F`, `1.5e3`): no variable.
            while let Some(&d) = chars
                .get(i)
                .filter(|d| d.is_ascii_alphanumeric() || **d == '_' || **d == '.')
            {
                out.push(d);
                i += 1;
            }
            previous = Some('0');
            continue;
        }
        out.push(c);
        if !c.is_whitespace() {
            previous = Some(c);
        }
        i += 1;
    }
    Some(out)
}

/// The index of the quote closing the string literal opened at `start`.
fn string_end(chars: &[char], start: usize) -> Option<usize> {
    let quote = *chars.get(start)?;
    let mut i = start + 1;
    loop {
        match *chars.get(i)? {
            '\\' => i += 2,
            c if c == quote => return Some(i),
            _ => i += 1,
        }
    }
}

/// A name for the element variable of `all(var, ...)` that none of
/// `exprs` uses, and `exprs` with `self` renamed to it.
pub fn rebind_all(exprs: &[&str]) -> Option<(String, Vec<String>)> {
    ["k", "key", "k1", "k2", "k3"].into_iter().find_map(|var| {
        let renamed: Option<Vec<String>> = exprs.iter().map(|e| rebind(e, var)).collect();
        renamed.map(|r| (var.to_owned(), r))
    })
}

/// `<prefix> N character(s)`, as the Rust length checks word their
/// details.
pub fn characters(prefix: &str, n: i64) -> String {
    format!("{prefix} {n} {}", if n == 1 { "character" } else { "characters" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn property_names_escape_as_the_api_server_escapes_them() {
        assert_eq!(property("namespace").as_deref(), Some("__namespace__"));
        assert_eq!(property("a-b").as_deref(), Some("a__dash__b"));
        assert_eq!(property("9lives"), None);
    }

    #[test]
    fn literals_and_field_paths() {
        assert_eq!(string("it's \\ a\n"), r"'it\'s \\ a\n'");
        assert_eq!(field_path("replicas"), ".replicas");
        assert_eq!(field_path("foo-bar"), "['foo-bar']");
        assert_eq!(field_path("x'y"), r"['x\'y']");
    }

    #[test]
    fn rebinding_renames_the_self_variable_only() {
        for (expr, want) in [
            ("size(self) <= 3", Some("size(k) <= 3")),
            ("self.matches('^self$')", Some("k.matches('^self$')")),
            (r"self.a.self == 'it\'s self'", Some(r"k.a.self == 'it\'s self'")),
            (
                r#"myself != selfish && self != "x""#,
                Some(r#"myself != selfish && k != "x""#),
            ),
            ("self. self", Some("k. self")),
            ("1u + size(self)", Some("1u + size(k)")),
            ("self.all(k, k != '')", None),
            ("self == r'a'", None),
            ("self == '''a'''", None),
            ("self == 'open", None),
        ] {
            assert_eq!(rebind(expr, "k").as_deref(), want, "{expr}");
        }
        assert_eq!(
            rebind_all(&["self.all(k, k != '')", "size(self)"]),
            Some((
                "key".to_owned(),
                vec!["key.all(k, k != '')".to_owned(), "size(key)".to_owned()]
            ))
        );
    }
}
