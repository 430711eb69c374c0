//! The schema node an expression's value comes from (`self.spec.ports`,
//! a comprehension variable over it), for the sizes the cost estimate
//! takes from `maxItems`, `maxProperties` and `maxLength`.

use kube_cel::cel::common::ast::Expr;
use kube_cel::cel::IdedExpr;
use validation_schema::Schema;

use crate::escape::escape;

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
