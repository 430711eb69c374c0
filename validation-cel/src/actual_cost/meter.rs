//! [`actual_cost`]: cel-go's cost tracker, run on the values.

use std::sync::Arc;

use cel::common::ast::{CallExpr, EntryExpr, Expr, LiteralValue};
use cel::objects::{Key, OptionalValue};
use cel::{Context, IdedExpr, Value as Cel};

use super::*;
use crate::checked_args::PREFIX;
use crate::engine::Bindings;

/// The actual cost of evaluating `program` on `bindings`, as cel-go
/// meters it. An evaluation stops once its cost passes `limit` (cel-go
/// cancels it there): the cost at that point is returned.
pub(crate) fn actual_cost(program: &IdedExpr, bindings: &Bindings<'_>, optional_old_self: bool, limit: u64) -> u64 {
    let old_self = if optional_old_self {
        Some(crate::engine::optional_of(bindings.old.cloned()))
    } else {
        bindings.old.cloned()
    };
    let mut meter = Meter {
        root: bindings.root(),
        self_value: bindings.new,
        old_self,
        locals: Vec::new(),
        cost: 0,
        limit,
        exceeded_at: None,
    };
    meter.eval(program);
    meter.exceeded_at.unwrap_or(meter.cost)
}

/// A comprehension variable and its current value (`None`: an error).
struct Local<'p> {
    name: &'p str,
    value: Option<Cel>,
    /// The accumulator while a step runs: its single read takes the value,
    /// so that appending to a list does not copy it.
    movable: bool,
}

struct Meter<'m, 'p> {
    root: &'m Context<'static, 'static>,
    self_value: &'m Cel,
    old_self: Option<Cel>,
    locals: Vec<Local<'p>>,
    cost: u64,
    limit: u64,
    /// The cost when it first passed the limit.
    exceeded_at: Option<u64>,
}

/// Sizes as cel-go's `actualSize` takes them.
fn actual_size(v: Option<&Cel>) -> u64 {
    match v {
        Some(Cel::String(s)) => s.chars().count() as u64,
        Some(Cel::Bytes(b)) => b.len() as u64,
        Some(Cel::List(l)) => l.len() as u64,
        Some(Cel::Map(m)) => m.map.len() as u64,
        _ => 1,
    }
}

/// `ceil(size × factor)`.
fn scaled(size: u64, factor: f64) -> u64 {
    (size as f64 * factor).ceil() as u64
}

/// Kubernetes' cost of one traversal of a value (list functions, and
/// `indexOf` on strings): a tenth of a string's bytes, rounded down; the
/// sum over a list's items or a map's entries; 1 for anything else.
fn traversal_cost(v: &Cel) -> u64 {
    match v {
        Cel::String(s) => (s.len() as f64 * TRAVERSAL) as u64,
        Cel::Bytes(b) => (b.len() as f64 * TRAVERSAL) as u64,
        Cel::List(items) => items.iter().map(traversal_cost).sum(),
        Cel::Map(m) => m
            .map
            .iter()
            .map(|(k, v)| traversal_cost(&Cel::from(k.clone())) + traversal_cost(v))
            .sum(),
        _ => 1,
    }
}

/// cel-go's cost of a lists-extension call producing a list: the call
/// and the list's creation, plus `size × factor` (truncated).
fn allocating_list(size: u64, factor: f64) -> u64 {
    ((size as f64 * factor) as u64)
        .saturating_add(1)
        .saturating_add(LIST_CREATION)
}

/// cel-go's cost of `sort` and `distinct` on `list`: two comparisons per
/// pair of elements, a traversal more when they are strings or bytes.
fn self_comparisons(list: Option<&Cel>) -> u64 {
    let Some(Cel::List(items)) = list else {
        return allocating_list(0, 2.0);
    };
    let n = items.len() as u64;
    let factor = match items.first() {
        Some(Cel::String(_) | Cel::Bytes(_)) => 2.0 + TRAVERSAL,
        _ => 2.0,
    };
    allocating_list(n.saturating_mul(n), factor)
}

fn is_library_value(v: Option<&Cel>) -> bool {
    matches!(v, Some(Cel::Opaque(o)) if !matches!(o.runtime_type_name(), "optional_type" | "type"))
}

fn ident(name: &str) -> IdedExpr {
    IdedExpr {
        id: 0,
        expr: Expr::Ident(name.to_owned()),
    }
}
impl<'m, 'p> Meter<'m, 'p> {
    fn charge(&mut self, cost: u64) {
        self.cost = self.cost.saturating_add(cost);
        if self.exceeded_at.is_none() && self.cost > self.limit {
            self.exceeded_at = Some(self.cost);
        }
    }

    /// Whether `e` gives a type value: a type name or `type(x)`.
    fn is_type_value(&self, e: &IdedExpr) -> bool {
        match &e.expr {
            Expr::Ident(name) => !self.is_variable(name) && crate::engine::TYPE_NAMES.contains(&name.as_str()),
            Expr::Call(c) => c.func_name == "type" && c.target.is_none() && c.args.len() == 1,
            _ => false,
        }
    }

    fn is_variable(&self, name: &str) -> bool {
        name == "self" || name == "oldSelf" || self.locals.iter().any(|l| l.name == name)
    }

    fn is_attribute(&self, expr: &IdedExpr) -> bool {
        is_attribute(expr, &|name| self.is_variable(name))
    }

    fn eval(&mut self, expr: &'p IdedExpr) -> Option<Cel> {
        if self.exceeded_at.is_some() {
            return None;
        }
        match &expr.expr {
            Expr::Literal(_) => self.root.resolve(expr).ok(),
            Expr::Ident(name) => self.ident(name),
            Expr::Select(s) => {
                let operand = self.operand(&s.operand);
                self.charge(1);
                if s.test {
                    // A presence test is not charged its attribute.
                    self.cost = self.cost.saturating_sub(1);
                    return match operand? {
                        Cel::Map(m) => Some(Cel::Bool(m.get(&Key::String(Arc::new(s.field.clone()))).is_some())),
                        _ => None,
                    };
                }
                match operand? {
                    Cel::Map(m) => m.get(&Key::String(Arc::new(s.field.clone()))).cloned(),
                    _ => None,
                }
            }
            Expr::Call(c) => self.call(expr, c),
            Expr::List(l) => {
                if is_constant(expr) {
                    return self.root.resolve(expr).ok();
                }
                let mut items = Vec::with_capacity(l.elements.len());
                let mut failed = false;
                for (i, e) in l.elements.iter().enumerate() {
                    match self.eval(e) {
                        Some(v) if l.optional_indices.contains(&i) => {
                            if let Some(held) = optional_held(&v) {
                                items.extend(held.cloned());
                            } else {
                                items.push(v);
                            }
                        }
                        Some(v) => items.push(v),
                        None => failed = true,
                    }
                }
                self.charge(LIST_CREATION);
                (!failed).then(|| Cel::List(Arc::new(items)))
            }
            Expr::Map(m) => {
                if is_constant(expr) {
                    return self.root.resolve(expr).ok();
                }
                // The values are evaluated here; the engine builds the map
                // from them (its keys' conversions and checks).
                let mut scope = self.root.new_inner_scope();
                let mut entries = Vec::with_capacity(m.entries.len());
                let mut failed = false;
                for (i, entry) in m.entries.iter().enumerate() {
                    let EntryExpr::MapEntry(me) = &entry.expr else {
                        failed = true;
                        continue;
                    };
                    let key = self.eval(&me.key);
                    let value = self.eval(&me.value);
                    match (key, value) {
                        (Some(k), Some(v)) => {
                            let (kn, vn) = (format!("@k{i}"), format!("@v{i}"));
                            scope.add_variable_from_value(kn.clone(), k);
                            scope.add_variable_from_value(vn.clone(), v);
                            entries.push((kn, vn, me.optional));
                        }
                        _ => failed = true,
                    }
                }
                self.charge(MAP_CREATION);
                if failed {
                    return None;
                }
                let literal = IdedExpr {
                    id: 0,
                    expr: Expr::Map(cel::common::ast::MapExpr {
                        entries: entries
                            .into_iter()
                            .map(|(k, v, optional)| cel::common::ast::IdedEntryExpr {
                                id: 0,
                                expr: EntryExpr::MapEntry(cel::common::ast::MapEntryExpr {
                                    key: ident(&k),
                                    value: ident(&v),
                                    optional,
                                }),
                            })
                            .collect(),
                    }),
                };
                scope.resolve(&literal).ok()
            }
            Expr::Comprehension(c) => {
                let range = self.eval(&c.iter_range);
                let init = self.eval(&c.accu_init);
                let items: Vec<(Cel, Option<Cel>)> = match range? {
                    Cel::List(items) => items
                        .iter()
                        .enumerate()
                        .map(|(i, v)| match c.iter_var2 {
                            Some(_) => (Cel::Int(i as i64), Some(v.clone())),
                            None => (v.clone(), None),
                        })
                        .collect(),
                    Cel::Map(m) => m
                        .map
                        .iter()
                        .map(|(k, v)| (Cel::from(k.clone()), Some(v.clone())))
                        .collect(),
                    _ => return None,
                };
                let depth = self.locals.len();
                self.locals.push(Local {
                    name: &c.iter_var,
                    value: None,
                    movable: false,
                });
                if let Some(second) = &c.iter_var2 {
                    self.locals.push(Local {
                        name: second,
                        value: None,
                        movable: false,
                    });
                }
                let accu = self.locals.len();
                self.locals.push(Local {
                    name: &c.accu_var,
                    value: init,
                    movable: false,
                });
                for (first, second) in items {
                    if self.exceeded_at.is_some() {
                        break;
                    }
                    if let Some(l) = self.locals.get_mut(depth) {
                        l.value = Some(first);
                    }
                    if c.iter_var2.is_some() {
                        if let Some(l) = self.locals.get_mut(depth + 1) {
                            l.value = second;
                        }
                    }
                    // cel-go stops when the condition is false, not when it
                    // is an error.
                    if let Some(Cel::Bool(false)) = self.eval(&c.loop_cond) {
                        break;
                    }
                    if let Some(l) = self.locals.get_mut(accu) {
                        l.movable = true;
                    }
                    let next = self.eval(&c.loop_step);
                    if let Some(l) = self.locals.get_mut(accu) {
                        l.value = next;
                        l.movable = false;
                    }
                }
                let result = self.eval(&c.result);
                self.locals.truncate(depth);
                result
            }
            Expr::Struct(_) | Expr::Unspecified => None,
        }
    }

    /// The operand of a selection or index: a non-attribute one is wrapped
    /// in an attribute, charged 1.
    fn operand(&mut self, operand: &'p IdedExpr) -> Option<Cel> {
        let value = self.eval(operand);
        if !self.is_attribute(operand) {
            self.charge(1);
        }
        value
    }

    fn ident(&mut self, name: &str) -> Option<Cel> {
        if let Some(local) = self.locals.iter_mut().rev().find(|l| l.name == name) {
            let value = if local.movable {
                local.movable = false;
                local.value.take()
            } else {
                local.value.clone()
            };
            self.charge(1);
            return value;
        }
        match name {
            "self" => {
                self.charge(1);
                Some(self.self_value.clone())
            }
            "oldSelf" => {
                self.charge(1);
                self.old_self.clone()
            }
            _ if crate::engine::TYPE_NAMES.contains(&name) => self.root.resolve(&ident(name)).ok(),
            _ => {
                self.charge(1);
                None
            }
        }
    }

    fn call(&mut self, expr: &'p IdedExpr, c: &'p CallExpr) -> Option<Cel> {
        let name = c.func_name.as_str();
        match (name, c.args.as_slice()) {
            ("_&&_", [left, right]) => {
                let l = self.eval(left);
                if let Some(Cel::Bool(false)) = l {
                    return Some(Cel::Bool(false));
                }
                match (l, self.eval(right)) {
                    (_, Some(Cel::Bool(false))) => Some(Cel::Bool(false)),
                    (Some(Cel::Bool(true)), Some(Cel::Bool(true))) => Some(Cel::Bool(true)),
                    _ => None,
                }
            }
            ("_||_", [left, right]) => {
                let l = self.eval(left);
                if let Some(Cel::Bool(true)) = l {
                    return Some(Cel::Bool(true));
                }
                match (l, self.eval(right)) {
                    (_, Some(Cel::Bool(true))) => Some(Cel::Bool(true)),
                    (Some(Cel::Bool(false)), Some(Cel::Bool(false))) => Some(Cel::Bool(false)),
                    _ => None,
                }
            }
            ("_?_:_", [condition, yes, no]) => {
                if let Some(selection) = optional_selection(c) {
                    return self.optional_select(&selection.operand, &selection.field);
                }
                let branch = match self.eval(condition)? {
                    Cel::Bool(true) => yes,
                    Cel::Bool(false) => no,
                    _ => return None,
                };
                // cel-go resolves the chosen branch as an attribute, which
                // is not charged the 1 of its own evaluation.
                let before = self.cost;
                let value = self.eval(branch);
                if self.is_attribute(branch) && self.cost > before {
                    self.cost -= 1;
                }
                value
            }
            ("@not_strictly_false", [arg]) => {
                let v = self.eval(arg);
                self.charge(1);
                Some(Cel::Bool(!matches!(v, Some(Cel::Bool(false)))))
            }
            ("_?._", [operand, field]) => match &field.expr {
                Expr::Literal(LiteralValue::String(f)) => self.optional_select(operand, f.inner()),
                _ => None,
            },
            ("_[_]" | "_[?_]", [container, index]) => {
                let container_value = self.operand(container);
                // A constant index is a qualifier, charged 1; an optional
                // one (`[?i]`) only when it finds its element, as for
                // `.?field`.
                let constant = is_constant(index);
                let optional = c.func_name == "_[?_]";
                let index_value = if constant {
                    if !optional {
                        self.charge(1);
                    }
                    self.root.resolve(index).ok()
                } else {
                    self.operand(index)
                };
                let values = [container_value?, index_value?];
                let result = self.apply(c, None, &values);
                if constant && optional && matches!(result.as_ref().and_then(optional_held), Some(Some(_))) {
                    self.charge(1);
                }
                result
            }
            ("@in", [element, list]) if is_constant(list) && matches!(list.expr, Expr::List(_)) => {
                let Expr::List(l) = &list.expr else { return None };
                if l.elements.is_empty() {
                    // Planned as the constant `false`.
                    return Some(Cel::Bool(false));
                }
                let e = self.eval(element);
                let primitive = l.elements.iter().all(|i| {
                    matches!(
                        &i.expr,
                        Expr::Literal(
                            LiteralValue::Int(_)
                                | LiteralValue::UInt(_)
                                | LiteralValue::Double(_)
                                | LiteralValue::String(_)
                                | LiteralValue::Boolean(_)
                        )
                    )
                });
                let list_value = self.root.resolve(list).ok();
                if !primitive {
                    // Not a set lookup: one comparison per element.
                    self.charge(actual_size(list_value.as_ref()));
                }
                self.apply(c, None, &[e?, list_value?])
            }
            _ if name.starts_with(PREFIX) => {
                // The check stands for no call of the API server's: only
                // the checked call (its last argument) is charged.
                let call = c.args.last()?;
                self.eval(call)
            }
            _ if is_constant_conversion(c) => self.root.resolve(expr).ok(),
            _ => self.function(c),
        }
    }

    /// `operand.?field`: charged as the selection `operand.field` when the
    /// field is there; an absent one is free (cel-go observes an optional
    /// qualifier only when it finds its field).
    fn optional_select(&mut self, operand: &'p IdedExpr, field: &str) -> Option<Cel> {
        let value = self.operand(operand);
        let key = Key::String(Arc::new(field.to_owned()));
        let found = match value? {
            Cel::Map(m) => m.get(&key).cloned(),
            v => match optional_held(&v) {
                Some(Some(Cel::Map(m))) => m.get(&key).cloned(),
                _ => None,
            },
        };
        if found.is_some() {
            self.charge(1);
        }
        Some(crate::engine::optional_of(found))
    }

    /// A function call: its operands, then the function's cost on their
    /// values.
    fn function(&mut self, c: &'p CallExpr) -> Option<Cel> {
        // `sets.contains(a, b)`: a namespace, not a value.
        let namespace = match c.target.as_deref().map(|t| &t.expr) {
            Some(Expr::Ident(n)) if !self.is_variable(n) => Some(n.as_str()),
            _ => None,
        };
        if let (Some(target), None, "or" | "orValue", [alternative]) =
            (c.target.as_deref(), namespace, c.func_name.as_str(), c.args.as_slice())
        {
            return self.optional_or(c, target, alternative);
        }
        let mut values: Vec<Option<Cel>> = Vec::with_capacity(c.args.len() + 1);
        if let (Some(target), None) = (c.target.as_deref(), namespace) {
            values.push(self.eval(target));
        }
        for a in &c.args {
            values.push(self.eval(a));
        }
        let qualified = namespace.map(|n| format!("{n}.{}", c.func_name));
        let name = qualified.as_deref().unwrap_or(&c.func_name);
        // `join` and the lists extension's copies are charged by their
        // result's size; every other function by its operands', taken
        // before they are consumed.
        let by_result = matches!(name, "join" | "slice" | "reverse" | "lists.range");
        // Type values are names here, but of size 1 to cel-go.
        let of_types = matches!(name, "_==_" | "_!=_") && c.args.iter().any(|a| self.is_type_value(a));
        let cost = match (by_result, of_types) {
            (_, true) => Some(1),
            (true, false) => None,
            (false, false) => Some(self.call_cost(name, &values, None)),
        };
        let result = if values.iter().all(Option::is_some) {
            let mut values: Vec<Cel> = values.into_iter().flatten().collect();
            match namespace.map_or_else(|| native(name, &mut values), |_| None) {
                Some(result) => result,
                None => self.apply(c, namespace, &values),
            }
        } else {
            None
        };
        let cost = cost.unwrap_or_else(|| self.call_cost(name, &[], result.as_ref()));
        self.charge(cost);
        result
    }

    /// `opt.or(alternative)` and `opt.orValue(alternative)`: cel-go plans
    /// them as short circuits, charged nothing themselves; the alternative
    /// is evaluated (and charged) only when `opt` is empty.
    fn optional_or(&mut self, c: &'p CallExpr, target: &'p IdedExpr, alternative: &'p IdedExpr) -> Option<Cel> {
        let optional = self.eval(target)?;
        match optional_held(&optional) {
            Some(Some(held)) if c.func_name == "orValue" => Some(held.clone()),
            Some(Some(_)) => Some(optional),
            Some(None) => self.eval(alternative),
            // Not an optional: no overload, as the engine would say.
            None => {
                let alternative = self.eval(alternative)?;
                self.apply(c, None, &[optional, alternative])
            }
        }
    }

    /// Evaluates the call `c` on `values` (its target's first, unless it
    /// is a namespace) with the engine.
    fn apply(&self, c: &CallExpr, namespace: Option<&str>, values: &[Cel]) -> Option<Cel> {
        apply_call(self.root, c, namespace, values)
    }

    /// cel-go's and Kubernetes' cost of calling `name` on `values` (the
    /// target first), with result `result`.
    fn call_cost(&self, name: &str, values: &[Option<Cel>], result: Option<&Cel>) -> u64 {
        let first = values.first().and_then(Option::as_ref);
        let second = values.get(1).and_then(Option::as_ref);
        let size = |v: Option<&Cel>| actual_size(v);
        let traversal = |v: Option<&Cel>, factor: f64| scaled(size(v), factor);
        match name {
            "_==_" | "_!=_" => {
                if is_library_value(first) {
                    1
                } else {
                    scaled(size(first).min(size(second)), TRAVERSAL)
                }
            }
            "_<_" | "_<=_" | "_>_" | "_>=_" => match (first, second) {
                (Some(Cel::String(_)), Some(Cel::String(_))) | (Some(Cel::Bytes(_)), Some(Cel::Bytes(_))) => {
                    scaled(size(first).min(size(second)), TRAVERSAL)
                }
                _ => 1,
            },
            "_+_" => match first {
                Some(Cel::String(_)) | Some(Cel::Bytes(_)) => scaled(size(first) + size(second), TRAVERSAL),
                _ => 1,
            },
            "@in" => match second {
                Some(Cel::List(l)) => l.len() as u64,
                _ => 1,
            },
            "matches" | "find" | "findAll" => {
                scaled(1 + size(first), TRAVERSAL).saturating_mul(traversal(second, REGEX))
            }
            "contains" if matches!(first, Some(Cel::String(_))) => {
                traversal(first, TRAVERSAL).saturating_mul(traversal(second, TRAVERSAL))
            }
            "startsWith" | "endsWith" => traversal(first, TRAVERSAL),
            "bytes" if matches!(first, Some(Cel::String(_))) => traversal(first, TRAVERSAL),
            "string" if matches!(first, Some(Cel::Bytes(_))) => traversal(first, TRAVERSAL),
            "strings.quote" => traversal(first, TRAVERSAL),
            "isSorted" | "sum" | "max" | "min" | "indexOf" | "lastIndexOf" => first.map_or(1, traversal_cost),
            "url" | "lowerAscii" | "upperAscii" | "substring" | "trim" => traversal(first, TRAVERSAL),
            "replace" | "split" => traversal(first, 2.0 * TRAVERSAL),
            "join" => traversal(result, 2.0 * TRAVERSAL),
            "cidr" | "isIP" | "isCIDR" | "quantity" | "isQuantity" | "semver" | "isSemver" => {
                traversal(first, TRAVERSAL)
            }
            "ip" => match first {
                Some(Cel::String(_)) => traversal(first, TRAVERSAL),
                _ => 1,
            },
            "ip.isCanonical" => traversal(first, 2.0 * TRAVERSAL),
            "containsIP" | "containsCIDR" => {
                let cidr = self.cidr_size(first);
                let mut cost = scaled(2 * cidr, TRAVERSAL);
                if name == "containsCIDR" {
                    cost += scaled(cidr, TRAVERSAL) + 1;
                }
                if matches!(second, Some(Cel::String(_))) {
                    cost += traversal(second, TRAVERSAL);
                }
                cost
            }
            "validate" => scaled(1 + size(second), TRAVERSAL).saturating_mul(scaled(1, FORMAT_PATTERN * REGEX)),
            "sets.contains" | "sets.intersects" | "sets.equivalent" => {
                let factor = if name == "sets.equivalent" { 2.0 } else { 1.0 };
                scaled(size(first).saturating_mul(size(second)), factor) + 1
            }
            // cel-go's lists extension (version 3): a call and a new list,
            // plus the result's elements (the operand's for `flatten`, once
            // per level), or for `sort` and `distinct` two comparisons per
            // pair of the list's elements (of `sortBy`'s keys), each a
            // traversal more when the first element is a string or bytes.
            "slice" | "reverse" | "lists.range" => allocating_list(size(result), 1.0),
            "flatten" => {
                let depth = match second {
                    Some(Cel::Int(d)) => *d as f64,
                    _ => 1.0,
                };
                allocating_list(size(first), depth)
            }
            "sort" | "distinct" => self_comparisons(first),
            "@sortByAssociatedKeys" => self_comparisons(second),
            _ => 1,
        }
    }

    /// The size of a CIDR as Kubernetes takes it: its prefix's bytes.
    fn cidr_size(&self, cidr: Option<&Cel>) -> u64 {
        let call = CallExpr {
            func_name: "prefixLength".to_owned(),
            target: Some(Box::new(ident("@t"))),
            args: Vec::new(),
        };
        match cidr.and_then(|c| apply_call(self.root, &call, None, std::slice::from_ref(c))) {
            Some(Cel::Int(bits)) => (bits.max(0) as u64).div_ceil(8),
            _ => 1,
        }
    }
}

/// The common operators on numbers, strings and booleans, evaluated here
/// rather than by the engine (which needs a scope per call): `None` when
/// the engine must evaluate the call; `Some(None)` for an error.
fn native(name: &str, values: &mut [Cel]) -> Option<Option<Cel>> {
    use std::cmp::Ordering;
    let compare = |ordering: Ordering| -> Option<Option<Cel>> {
        let holds = match name {
            "_<_" => ordering == Ordering::Less,
            "_<=_" => ordering != Ordering::Greater,
            "_>_" => ordering == Ordering::Greater,
            "_>=_" => ordering != Ordering::Less,
            "_==_" => ordering == Ordering::Equal,
            "_!=_" => ordering != Ordering::Equal,
            _ => return None,
        };
        Some(Some(Cel::Bool(holds)))
    };
    if let ("_+_", [Cel::List(a), Cel::List(b)]) = (name, &mut *values) {
        // The accumulator of `map` and `filter`, moved here: appended to
        // in place.
        let mut joined = std::mem::replace(a, Arc::new(Vec::new()));
        Arc::make_mut(&mut joined).extend(b.iter().cloned());
        return Some(Some(Cel::List(joined)));
    }
    match (name, &*values) {
        ("!_", [Cel::Bool(b)]) => Some(Some(Cel::Bool(!b))),
        ("size", [Cel::String(s)]) => Some(Some(Cel::Int(s.chars().count() as i64))),
        ("size", [Cel::List(l)]) => Some(Some(Cel::Int(l.len() as i64))),
        ("size", [Cel::Map(m)]) => Some(Some(Cel::Int(m.map.len() as i64))),
        ("_+_", [Cel::Int(a), Cel::Int(b)]) => Some(a.checked_add(*b).map(Cel::Int)),
        ("_-_", [Cel::Int(a), Cel::Int(b)]) => Some(a.checked_sub(*b).map(Cel::Int)),
        ("_*_", [Cel::Int(a), Cel::Int(b)]) => Some(a.checked_mul(*b).map(Cel::Int)),
        ("_/_", [Cel::Int(a), Cel::Int(b)]) => Some(a.checked_div(*b).map(Cel::Int)),
        ("_%_", [Cel::Int(a), Cel::Int(b)]) => Some(a.checked_rem(*b).map(Cel::Int)),
        ("_+_", [Cel::String(a), Cel::String(b)]) => Some(Some(Cel::String(Arc::new(format!("{a}{b}"))))),
        (_, [Cel::Int(a), Cel::Int(b)]) => compare(a.cmp(b)),
        (_, [Cel::UInt(a), Cel::UInt(b)]) => compare(a.cmp(b)),
        (_, [Cel::String(a), Cel::String(b)]) => compare(a.cmp(b)),
        (_, [Cel::Bool(a), Cel::Bool(b)]) => compare(a.cmp(b)),
        _ => None,
    }
}

/// The value an optional holds (`Some(None)`: an empty optional), or
/// `None` when `v` is not an optional.
fn optional_held(v: &Cel) -> Option<Option<&Cel>> {
    match v {
        Cel::Opaque(o) => o.downcast_ref::<OptionalValue>().map(OptionalValue::value),
        _ => None,
    }
}

/// Evaluates `c` with its target and arguments replaced by `values`.
fn apply_call(root: &Context<'static, 'static>, c: &CallExpr, namespace: Option<&str>, values: &[Cel]) -> Option<Cel> {
    let mut scope = root.new_inner_scope();
    let mut names = Vec::with_capacity(values.len());
    for (i, v) in values.iter().enumerate() {
        let name = format!("@a{i}");
        scope.add_variable_from_value(name.clone(), v.clone());
        names.push(name);
    }
    let mut names = names.iter().map(|n| ident(n));
    let qualified = namespace.map(|n| format!("{n}.{}", c.func_name));
    let (func_name, target) = match (namespace, &c.target) {
        (Some(n), _) => match crate::engine::owned_name(qualified.as_deref().unwrap_or_default()) {
            Some(owned) => (owned, None),
            None => (c.func_name.as_str(), Some(Box::new(ident(n)))),
        },
        (None, Some(_)) => (crate::engine::evaluated_name(&c.func_name), names.next().map(Box::new)),
        (None, None) => (crate::engine::evaluated_name(&c.func_name), None),
    };
    let call = IdedExpr {
        id: 0,
        expr: Expr::Call(CallExpr {
            func_name: func_name.to_owned(),
            target,
            args: names.collect(),
        }),
    };
    scope.resolve(&call).ok()
}
