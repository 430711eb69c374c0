//! The compile-time check of a rule against its schema: every field
//! selected from `self` or `oldSelf` (directly, through list items, map
//! values and comprehension variables) must be declared, as the API
//! server's type checker requires. The `cel` crate has no type checker, so
//! this walk covers field selection only.

use kube_cel::cel::common::ast::{EntryExpr, Expr};
use kube_cel::cel::IdedExpr;
use validation_schema::Schema;

use crate::escape::escape;

/// A selection the schema does not allow: the message and the field it
/// names (to locate it in the source).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Undefined {
    pub(crate) message: String,
    pub(crate) field: String,
    /// The identifier, for an undeclared reference.
    pub(crate) ident: String,
}

/// The first undeclared selection in `expr`, where `self` (and `oldSelf`)
/// have `schema`. `root` says the schema is a resource's root, which also
/// exposes `apiVersion`, `kind` and `metadata.name`/`generateName`.
pub(crate) fn first_undefined(expr: &IdedExpr, schema: &Schema, root: bool) -> Option<Undefined> {
    let mut scope = Scope {
        self_schema: schema,
        root,
        vars: Vec::new(),
    };
    scope.visit(expr)
}

/// The schema a name or selection resolves to, when it is known.
#[derive(Clone, Copy)]
pub(crate) enum Known<'s> {
    Schema(&'s Schema, bool),
    /// `metadata` of a root or embedded resource: only `name` and
    /// `generateName`.
    Metadata,
}

pub(crate) struct Scope<'s> {
    self_schema: &'s Schema,
    root: bool,
    /// Comprehension variables bound to item schemas, innermost last.
    pub(crate) vars: Vec<(String, Option<Known<'s>>)>,
}

impl<'s> Scope<'s> {
    pub(crate) fn new(self_schema: &'s Schema, root: bool) -> Self {
        Scope {
            self_schema,
            root,
            vars: Vec::new(),
        }
    }

    fn visit(&mut self, expr: &IdedExpr) -> Option<Undefined> {
        match &expr.expr {
            Expr::Select(select) => {
                if let Some(known) = self.known(&select.operand) {
                    if let Some(u) = undefined_field(known, &select.field) {
                        return Some(u);
                    }
                }
                self.visit(&select.operand)
            }
            Expr::Call(call) => {
                if let Some(t) = &call.target {
                    // A bare identifier as a call target may be a namespace
                    // (`sets.contains`, `optional.of`).
                    let namespace = matches!(&t.expr, Expr::Ident(_));
                    if let (false, Some(u)) = (namespace, self.visit(t)) {
                        return Some(u);
                    }
                }
                call.args.iter().find_map(|a| self.visit(a))
            }
            Expr::Comprehension(c) => {
                if let Some(u) = self.visit(&c.iter_range) {
                    return Some(u);
                }
                let item = self.known(&c.iter_range).and_then(list_item_of);
                self.vars.push((c.iter_var.clone(), item));
                self.vars.push((c.accu_var.clone(), None));
                let found = [&c.accu_init, &c.loop_cond, &c.loop_step, &c.result]
                    .into_iter()
                    .find_map(|e| self.visit(e));
                self.vars.truncate(self.vars.len() - 2);
                found
            }
            Expr::List(list) => list.elements.iter().find_map(|e| self.visit(e)),
            Expr::Map(map) => map.entries.iter().find_map(|e| self.visit_entry(&e.expr)),
            Expr::Struct(s) => s.entries.iter().find_map(|e| self.visit_entry(&e.expr)),
            Expr::Ident(name) => self.undeclared(name),
            Expr::Literal(_) | Expr::Unspecified => None,
        }
    }

    /// An identifier that is neither a variable nor a type name.
    fn undeclared(&self, name: &str) -> Option<Undefined> {
        const TYPES: [&str; 13] = [
            "int",
            "uint",
            "double",
            "bool",
            "string",
            "bytes",
            "list",
            "map",
            "null_type",
            "type",
            "dyn",
            "duration",
            "timestamp",
        ];
        let declared = name == "self"
            || name == "oldSelf"
            || name.starts_with('@')
            || name == "__result__"
            || TYPES.contains(&name)
            || self.vars.iter().any(|(v, _)| v == name);
        (!declared).then(|| Undefined {
            message: format!("undeclared reference to '{name}' (in container '')"),
            field: String::new(),
            ident: name.to_owned(),
        })
    }

    fn visit_entry(&mut self, entry: &EntryExpr) -> Option<Undefined> {
        match entry {
            EntryExpr::StructField(f) => self.visit(&f.value),
            EntryExpr::MapEntry(m) => self.visit(&m.key).or_else(|| self.visit(&m.value)),
        }
    }

    /// The schema `expr` evaluates to, when the walk can tell.
    pub(crate) fn known(&self, expr: &IdedExpr) -> Option<Known<'s>> {
        match &expr.expr {
            Expr::Ident(name) => {
                if let Some((_, known)) = self.vars.iter().rev().find(|(v, _)| v == name) {
                    return *known;
                }
                (name == "self" || name == "oldSelf").then_some(Known::Schema(self.self_schema, self.root))
            }
            Expr::Select(select) => match self.known(&select.operand)? {
                Known::Schema(s, root) => field_of(s, root, &select.field),
                Known::Metadata => None,
            },
            Expr::Call(call) => match (call.func_name.as_str(), &call.target, call.args.as_slice()) {
                // `oldSelf.value()` with optionalOldSelf.
                ("value", Some(t), []) => self.known(t),
                ("_[_]", None, [operand, _]) => self.known(operand).and_then(item_of),
                _ => None,
            },
            _ => None,
        }
    }
}

/// The schema a comprehension variable has: a list's items; a map's keys
/// are strings, with no schema.
pub(crate) fn list_item_of(known: Known<'_>) -> Option<Known<'_>> {
    match known {
        Known::Schema(s, _) => s.item_schema().map(|i| Known::Schema(i, false)),
        Known::Metadata => None,
    }
}

/// The schema of the items of a list, or the values of a map.
fn item_of(known: Known<'_>) -> Option<Known<'_>> {
    match known {
        Known::Schema(s, _) => s
            .item_schema()
            .or_else(|| s.additional_properties_schema())
            .map(|i| Known::Schema(i, false)),
        Known::Metadata => None,
    }
}

/// The schema of property `cel_name` (an escaped name) of `s`.
fn field_of<'s>(s: &'s Schema, root: bool, cel_name: &str) -> Option<Known<'s>> {
    if let Some(values) = s.additional_properties_schema() {
        return Some(Known::Schema(values, false));
    }
    if let Some((_, p)) = s
        .properties
        .iter()
        .find(|(n, _)| escape(n).as_deref() == Some(cel_name))
    {
        if (root || s.x_embedded_resource) && cel_name == "metadata" {
            return Some(Known::Metadata);
        }
        return Some(Known::Schema(p, false));
    }
    if (root || s.x_embedded_resource) && cel_name == "metadata" {
        return Some(Known::Metadata);
    }
    None
}

fn undefined_field(known: Known<'_>, field: &str) -> Option<Undefined> {
    let undefined = || {
        Some(Undefined {
            message: format!("undefined field '{field}'"),
            field: field.to_owned(),
            ident: String::new(),
        })
    };
    match known {
        Known::Metadata => (!matches!(field, "name" | "generateName")).then(undefined).flatten(),
        Known::Schema(s, root) => {
            let scalar = match s.type_name() {
                "string" => Some("string"),
                "integer" => Some("int"),
                "number" => Some("double"),
                "boolean" => Some("bool"),
                "array" => Some("list"),
                _ => None,
            };
            if let Some(t) = scalar {
                if !s.x_int_or_string {
                    return Some(Undefined {
                        message: format!("type '{t}' does not support field selection"),
                        field: field.to_owned(),
                        ident: String::new(),
                    });
                }
                return None;
            }
            if s.type_name() != "object" || s.additional_properties.is_some() {
                return None;
            }
            if s.properties.is_empty() && s.preserves_unknown_fields() {
                // Nothing is declared: the API server types such an object
                // as dynamic until it is used.
                return None;
            }
            let embedded = root || s.x_embedded_resource;
            if embedded && matches!(field, "apiVersion" | "kind" | "metadata") {
                return None;
            }
            if s.properties.keys().any(|n| escape(n).as_deref() == Some(field)) {
                return None;
            }
            undefined()
        }
    }
}
