//! The actual cost of one evaluation, as cel-go's cost tracker meters it
//! for the API server, and a cheap upper bound of it.
//!
//! cel-go charges while it evaluates: an attribute (a variable and the
//! field selections and indexes applied to it) costs 1, plus 1 per
//! selection or index; a selection on something that is not an attribute
//! (a call's result) costs 1 more; `has()` does not charge its attribute;
//! literals cost nothing, nor do list and map literals of literals and type
//! conversions of literals (the API server plans programs with constant
//! folding); other list and map literals cost 10 and 30; a call costs its
//! operands and its function's cost on the actual argument values (the
//! size of a string is its number of characters, of bytes, lists and maps
//! their length, anything else 1); `&&`, `||` and `?:` cost only what they
//! evaluate (a branch resolved as an attribute is not charged its own 1);
//! `x in [literals]` is a set lookup costing nothing; a comprehension costs
//! its range and initial value, then per element its condition and step
//! until the condition is false, then its result.
//!
//! [`actual_cost`] evaluates a program's sub-expressions with the engine
//! (binding comprehension variables per iteration) to find those values;
//! [`upper_bound`] prices the same rules with every size at most the
//! largest size in the bound values, without evaluating anything.

use std::sync::Arc;

use kube_cel::cel::common::ast::{CallExpr, EntryExpr, Expr, LiteralValue, SelectExpr};
use kube_cel::cel::objects::{Key, OptionalValue};
use kube_cel::cel::{Context, IdedExpr, Value as Cel};

use crate::checked_args::PREFIX;
use crate::engine::Bindings;

/// Cost per character of traversing a string.
const TRAVERSAL: f64 = 0.1;
/// Cost per character of a regular expression's pattern.
const REGEX: f64 = 0.25;
const LIST_CREATION: u64 = 10;
const MAP_CREATION: u64 = 30;
/// The pattern size cel-go's cost of `validate` assumes for a format.
const FORMAT_PATTERN: f64 = 128.0;

/// CEL's type conversions: of a constant, the API server folds them into
/// a constant when it plans the program.
const CONVERSIONS: [&str; 10] = [
    "bool",
    "bytes",
    "double",
    "duration",
    "dyn",
    "int",
    "string",
    "timestamp",
    "type",
    "uint",
];

/// Functions whose result has size 1, whatever their operands.
const SCALARS: [&str; 28] = [
    "size",
    "int",
    "uint",
    "double",
    "bool",
    "duration",
    "timestamp",
    "type",
    "hasValue",
    "!_",
    "-_",
    "_-_",
    "_*_",
    "_/_",
    "_%_",
    "getDate",
    "getDayOfMonth",
    "getDayOfWeek",
    "getDayOfYear",
    "getFullYear",
    "getHours",
    "getMilliseconds",
    "getMinutes",
    "getMonth",
    "getSeconds",
    "exists",
    "all",
    "has",
];

/// The actual cost of evaluating `program` on `bindings`, as cel-go
/// meters it. An evaluation stops once its cost passes `limit` (cel-go
/// cancels it there): the cost at that point is returned.
pub(crate) fn actual_cost(program: &IdedExpr, bindings: &Bindings<'_>, optional_old_self: bool, limit: u64) -> u64 {
    let old_self = if optional_old_self {
        Some(crate::engine::optional_of(bindings.old.clone()))
    } else {
        bindings.old.clone()
    };
    let mut meter = Meter {
        root: bindings.root(),
        self_value: &bindings.new,
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
    root: &'m Context<'static>,
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

fn is_library_value(v: Option<&Cel>) -> bool {
    matches!(v, Some(Cel::Opaque(o)) if !matches!(o.runtime_type_name(), "optional_type" | "type"))
}

fn ident(name: &str) -> IdedExpr {
    IdedExpr {
        id: 0,
        expr: Expr::Ident(name.to_owned()),
    }
}

/// Whether `expr` is a constant once the API server has planned it:
/// a literal, a list or map literal of constants, a conversion of one.
fn is_constant(expr: &IdedExpr) -> bool {
    match &expr.expr {
        Expr::Literal(_) => true,
        Expr::List(l) => l.optional_indices.is_empty() && l.elements.iter().all(is_constant),
        Expr::Map(m) => m.entries.iter().all(|e| match &e.expr {
            EntryExpr::MapEntry(me) => !me.optional && is_constant(&me.key) && is_constant(&me.value),
            EntryExpr::StructField(_) => false,
        }),
        Expr::Call(c) => is_constant_conversion(c),
        _ => false,
    }
}

fn is_constant_conversion(c: &CallExpr) -> bool {
    if !CONVERSIONS.contains(&c.func_name.as_str()) {
        return false;
    }
    match (c.target.as_deref(), c.args.as_slice()) {
        (Some(t), []) => is_constant(t),
        (None, [a]) => is_constant(a),
        _ => false,
    }
}

/// `has(x.f) ? optional.of(x.f) : optional.none()`, which `x.?f` is
/// rewritten to for evaluation: the selection `x.f`.
fn optional_selection(c: &CallExpr) -> Option<&SelectExpr> {
    let [condition, some, _] = c.args.as_slice() else {
        return None;
    };
    let (Expr::Select(test), Expr::Call(of)) = (&condition.expr, &some.expr) else {
        return None;
    };
    let namespace_is_optional =
        matches!(of.target.as_deref().map(|t| &t.expr), Some(Expr::Ident(n)) if n == "optional");
    match of.args.as_slice() {
        [IdedExpr {
            expr: Expr::Select(selection),
            ..
        }] if test.test && of.func_name == "of" && namespace_is_optional && selection.field == test.field => {
            Some(selection)
        }
        _ => None,
    }
}

impl<'m, 'p> Meter<'m, 'p> {
    fn charge(&mut self, cost: u64) {
        self.cost = self.cost.saturating_add(cost);
        if self.exceeded_at.is_none() && self.cost > self.limit {
            self.exceeded_at = Some(self.cost);
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
                    expr: Expr::Map(kube_cel::cel::common::ast::MapExpr {
                        entries: entries
                            .into_iter()
                            .map(|(k, v, optional)| kube_cel::cel::common::ast::IdedEntryExpr {
                                id: 0,
                                expr: EntryExpr::MapEntry(kube_cel::cel::common::ast::MapEntryExpr {
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
                let index_value = if is_constant(index) {
                    self.charge(1);
                    self.root.resolve(index).ok()
                } else {
                    self.operand(index)
                };
                let values = [container_value?, index_value?];
                self.apply(c, None, &values)
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

    /// `operand.?field`: charged as the selection `operand.field`.
    fn optional_select(&mut self, operand: &'p IdedExpr, field: &str) -> Option<Cel> {
        let value = self.operand(operand);
        self.charge(1);
        let key = Key::String(Arc::new(field.to_owned()));
        let found = match value? {
            Cel::Map(m) => m.get(&key).cloned(),
            v => match optional_held(&v) {
                Some(Some(Cel::Map(m))) => m.get(&key).cloned(),
                _ => None,
            },
        };
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
        let mut values: Vec<Option<Cel>> = Vec::with_capacity(c.args.len() + 1);
        if let (Some(target), None) = (c.target.as_deref(), namespace) {
            values.push(self.eval(target));
        }
        for a in &c.args {
            values.push(self.eval(a));
        }
        let qualified = namespace.map(|n| format!("{n}.{}", c.func_name));
        let name = qualified.as_deref().unwrap_or(&c.func_name);
        // `join` is charged by its result's size; every other function by
        // its operands', taken before they are consumed.
        let cost = (name != "join").then(|| self.call_cost(name, &values, None));
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
fn apply_call(root: &Context<'static>, c: &CallExpr, namespace: Option<&str>, values: &[Cel]) -> Option<Cel> {
    let mut scope = root.new_inner_scope();
    let mut names = Vec::with_capacity(values.len());
    for (i, v) in values.iter().enumerate() {
        let name = format!("@a{i}");
        scope.add_variable_from_value(name.clone(), v.clone());
        names.push(name);
    }
    let mut names = names.iter().map(|n| ident(n));
    let target = match (namespace, &c.target) {
        (Some(n), _) => Some(Box::new(ident(n))),
        (None, Some(_)) => names.next().map(Box::new),
        (None, None) => None,
    };
    let call = IdedExpr {
        id: 0,
        expr: Expr::Call(CallExpr {
            func_name: c.func_name.clone(),
            target,
            args: names.collect(),
        }),
    };
    scope.resolve(&call).ok()
}

// ---------------------------------------------------------------------------
// The upper bound.

/// What kind of value an expression gives, as far as its cost depends on it.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    String,
    Bytes,
    List,
    Map,
    /// Anything of size 1 (numbers, booleans, durations, library values).
    Scalar,
    /// Not known (values reached from `self`).
    Any,
}

/// An upper bound of an expression's cost and of its value's size.
#[derive(Clone, Copy, Debug)]
struct Bound {
    cost: f64,
    /// The value's size (characters, items, entries; 1 for scalars).
    size: f64,
    /// The largest size of anything inside the value (items, their items).
    deep: f64,
    /// The longest string or bytes the value is or holds.
    text: f64,
    kind: Kind,
}

impl Bound {
    fn scalar(cost: f64) -> Bound {
        Bound {
            cost,
            size: 1.0,
            deep: 1.0,
            text: 0.0,
            kind: Kind::Scalar,
        }
    }

    /// A value of `kind`: a string's or bytes' text is its size; what
    /// anything else holds is at most `deep`.
    fn of(cost: f64, size: f64, deep: f64, kind: Kind) -> Bound {
        let deep = deep.max(size);
        Bound {
            cost,
            size,
            deep,
            text: deep,
            kind,
        }
    }

    fn with_text(self, text: f64) -> Bound {
        Bound { text, ..self }
    }
}

struct BoundLocal<'p> {
    name: &'p str,
    bound: Bound,
}

/// The largest sizes inside values: of anything (list, map, string,
/// bytes), and of strings and bytes (in bytes).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Largest {
    pub(crate) size: f64,
    pub(crate) text: f64,
}

impl Largest {
    /// Sizes that do not depend on the values: a program whose bound
    /// is the same at both is bounded by a constant.
    pub(crate) const SMALL: Largest = Largest { size: 1.0, text: 1.0 };
    pub(crate) const HUGE: Largest = Largest { size: 1e9, text: 1e9 };

    /// The largest of both.
    pub(crate) fn max(self, other: Largest) -> Largest {
        Largest {
            size: self.size.max(other.size),
            text: self.text.max(other.text),
        }
    }
}

/// The largest sizes inside `v` (map keys included): no size
/// [`actual_size`] gives for a value inside `v` is larger.
pub(crate) fn largest(v: &Cel) -> Largest {
    match v {
        Cel::String(s) => Largest {
            size: s.len() as f64,
            text: s.len() as f64,
        },
        Cel::Bytes(b) => Largest {
            size: b.len() as f64,
            text: b.len() as f64,
        },
        Cel::List(items) => items.iter().map(largest).fold(
            Largest {
                size: items.len() as f64,
                text: 0.0,
            },
            Largest::max,
        ),
        Cel::Map(m) => m.map.iter().fold(
            Largest {
                size: m.map.len() as f64,
                text: 0.0,
            },
            |found, (k, v)| {
                let key = match k {
                    Key::String(s) => s.len() as f64,
                    _ => 0.0,
                };
                found.max(Largest { size: key, text: key }).max(largest(v))
            },
        ),
        _ => Largest { size: 1.0, text: 0.0 },
    }
}

/// An upper bound of [`actual_cost`] when no list, map, string or bytes
/// value reached from `self` or `oldSelf` is larger than `largest`:
/// prices the program as the meter does, without evaluating it (infinite
/// when a size cannot be bounded).
pub(crate) fn upper_bound(program: &IdedExpr, largest: Largest) -> f64 {
    let mut b = Bounder {
        largest: Largest {
            size: largest.size.max(1.0),
            text: largest.text,
        },
        locals: Vec::new(),
    };
    b.walk(program).cost
}

struct Bounder<'p> {
    largest: Largest,
    locals: Vec<BoundLocal<'p>>,
}

fn ceil(x: f64) -> f64 {
    x.ceil()
}

fn literal_bound(l: &LiteralValue) -> Bound {
    match l {
        LiteralValue::String(s) => Bound::of(0.0, s.inner().chars().count() as f64, 0.0, Kind::String),
        LiteralValue::Bytes(b) => Bound::of(0.0, b.inner().len() as f64, 0.0, Kind::Bytes),
        _ => Bound::scalar(0.0),
    }
}

/// Whether cel-go plans `expr` as an attribute: a variable, with
/// selections and indexes.
fn is_attribute(expr: &IdedExpr, is_variable: &dyn Fn(&str) -> bool) -> bool {
    match &expr.expr {
        Expr::Ident(name) => is_variable(name),
        Expr::Select(s) => !s.test,
        Expr::Call(c) => {
            matches!(c.func_name.as_str(), "_[_]" | "_[?_]" | "_?._")
                || (c.func_name == "_?_:_" && optional_selection(c).is_some())
        }
        _ => false,
    }
}

impl<'p> Bounder<'p> {
    fn is_variable(&self, name: &str) -> bool {
        name == "self" || name == "oldSelf" || self.locals.iter().any(|l| l.name == name)
    }

    fn is_attribute(&self, expr: &IdedExpr) -> bool {
        is_attribute(expr, &|name| self.is_variable(name))
    }

    /// Anything inside `container`.
    fn inside(&self, container: Bound, cost: f64) -> Bound {
        let deep = match container.kind {
            Kind::List | Kind::Map | Kind::Any => container.deep,
            _ => 1.0,
        };
        Bound::of(cost, deep, deep, Kind::Any).with_text(container.text)
    }

    fn operand(&mut self, e: &'p IdedExpr) -> Bound {
        let mut b = self.walk(e);
        if !self.is_attribute(e) {
            b.cost += 1.0;
        }
        b
    }

    fn walk(&mut self, expr: &'p IdedExpr) -> Bound {
        match &expr.expr {
            Expr::Literal(l) => literal_bound(l),
            Expr::Ident(name) => {
                if let Some(l) = self.locals.iter().rev().find(|l| l.name == name) {
                    return Bound { cost: 1.0, ..l.bound };
                }
                match name.as_str() {
                    "self" | "oldSelf" => {
                        let Largest { size, text } = self.largest;
                        Bound::of(1.0, size, size, Kind::Any).with_text(text)
                    }
                    _ if crate::engine::TYPE_NAMES.contains(&name.as_str()) => Bound::scalar(0.0),
                    _ => Bound::scalar(1.0),
                }
            }
            Expr::Select(s) => {
                let operand = self.operand(&s.operand);
                if s.test {
                    // A presence test is not charged its attribute.
                    return Bound::scalar(operand.cost);
                }
                self.inside(operand, operand.cost + 1.0)
            }
            Expr::Call(c) => self.call(c),
            Expr::List(l) => {
                let elements: Vec<Bound> = l.elements.iter().map(|e| self.walk(e)).collect();
                let cost = if is_constant(expr) {
                    0.0
                } else {
                    elements.iter().map(|e| e.cost).sum::<f64>() + LIST_CREATION as f64
                };
                let deep = elements.iter().map(|e| e.deep).fold(0.0, f64::max);
                let text = elements.iter().map(|e| e.text).fold(0.0, f64::max);
                Bound::of(cost, l.elements.len() as f64, deep, Kind::List).with_text(text)
            }
            Expr::Map(m) => {
                let mut cost = MAP_CREATION as f64;
                let mut deep: f64 = 0.0;
                let mut text: f64 = 0.0;
                for entry in &m.entries {
                    if let EntryExpr::MapEntry(me) = &entry.expr {
                        let (k, v) = (self.walk(&me.key), self.walk(&me.value));
                        cost += k.cost + v.cost;
                        deep = deep.max(k.deep).max(v.deep);
                        text = text.max(k.text).max(v.text);
                    }
                }
                if is_constant(expr) {
                    cost = 0.0;
                }
                Bound::of(cost, m.entries.len() as f64, deep, Kind::Map).with_text(text)
            }
            Expr::Comprehension(c) => self.comprehension(c),
            Expr::Struct(_) | Expr::Unspecified => Bound::scalar(0.0),
        }
    }

    fn comprehension(&mut self, c: &'p kube_cel::cel::common::ast::ComprehensionExpr) -> Bound {
        let range = self.walk(&c.iter_range);
        let init = self.walk(&c.accu_init);
        let count = match range.kind {
            Kind::List | Kind::Map | Kind::Any => range.size,
            _ => 0.0,
        };
        let item = self.inside(range, 1.0);
        let depth = self.locals.len();
        self.locals.push(BoundLocal {
            name: &c.iter_var,
            bound: match c.iter_var2 {
                Some(_) => Bound::of(1.0, item.size.max(count), item.size.max(count), Kind::Any).with_text(item.text),
                None => item,
            },
        });
        if let Some(second) = &c.iter_var2 {
            self.locals.push(BoundLocal {
                name: second,
                bound: item,
            });
        }
        // The accumulator: a list built by `map`/`filter` holds at most one
        // item per element; anything else keeps its initial kind. Its
        // items' sizes come from the step: walk it until they settle.
        let grows = init.kind == Kind::List;
        let mut accumulator = if grows {
            Bound::of(1.0, init.size + count, init.deep, Kind::List).with_text(init.text)
        } else {
            Bound { cost: 1.0, ..init }
        };
        let accu = self.locals.len();
        self.locals.push(BoundLocal {
            name: &c.accu_var,
            bound: accumulator,
        });
        let mut per_element = 0.0;
        for pass in 0..4 {
            let condition = self.walk(&c.loop_cond);
            let step = self.walk(&c.loop_step);
            per_element = condition.cost + step.cost;
            let settled = step.deep <= accumulator.deep
                && step.text <= accumulator.text
                && (grows || step.size <= accumulator.size);
            if settled || pass == 3 {
                break;
            }
            accumulator.deep = accumulator.deep.max(step.deep);
            accumulator.text = accumulator.text.max(step.text);
            if !grows {
                accumulator.size = accumulator.size.max(step.size);
                accumulator.kind = if step.kind == accumulator.kind {
                    step.kind
                } else {
                    Kind::Any
                };
            }
            if pass == 2 {
                accumulator.deep = f64::INFINITY;
                accumulator.size = f64::INFINITY;
                accumulator.text = f64::INFINITY;
            }
            if let Some(l) = self.locals.get_mut(accu) {
                l.bound = accumulator;
            }
        }
        let result = self.walk(&c.result);
        self.locals.truncate(depth);
        Bound {
            cost: range.cost + init.cost + count * per_element + result.cost,
            ..result
        }
    }

    fn call(&mut self, c: &'p CallExpr) -> Bound {
        let name = c.func_name.as_str();
        match (name, c.args.as_slice()) {
            ("_&&_" | "_||_", [left, right]) => Bound::scalar(self.walk(left).cost + self.walk(right).cost),
            ("_?_:_", [condition, yes, no]) => {
                if let Some(selection) = optional_selection(c) {
                    let operand = self.operand(&selection.operand);
                    let held = self.inside(operand, 0.0);
                    return Bound {
                        cost: operand.cost + 1.0,
                        ..held
                    };
                }
                let condition = self.walk(condition);
                let mut branch = |e: &'p IdedExpr| {
                    let mut b = self.walk(e);
                    if self.is_attribute(e) {
                        b.cost = (b.cost - 1.0).max(0.0);
                    }
                    b
                };
                let (y, n) = (branch(yes), branch(no));
                let kind = if y.kind == n.kind { y.kind } else { Kind::Any };
                Bound::of(
                    condition.cost + y.cost.max(n.cost),
                    y.size.max(n.size),
                    y.deep.max(n.deep),
                    kind,
                )
                .with_text(y.text.max(n.text))
            }
            ("@not_strictly_false", [arg]) => Bound::scalar(self.walk(arg).cost + 1.0),
            ("_?._", [operand, _]) => {
                let o = self.operand(operand);
                let held = self.inside(o, 0.0);
                Bound {
                    cost: o.cost + 1.0,
                    ..held
                }
            }
            ("_[_]" | "_[?_]", [container, index]) => {
                let container = self.operand(container);
                let index_cost = if is_constant(index) {
                    1.0
                } else {
                    self.operand(index).cost
                };
                self.inside(container, container.cost + index_cost)
            }
            ("@in", [element, list]) if is_constant(list) && matches!(list.expr, Expr::List(_)) => {
                let e = self.walk(element);
                let l = self.walk(list);
                Bound::scalar(e.cost + l.size)
            }
            _ if name.starts_with(PREFIX) => c.args.last().map_or(Bound::scalar(0.0), |call| self.walk(call)),
            _ if is_constant_conversion(c) => {
                let operand = c.target.as_deref().or(c.args.first());
                let size = operand.map_or(1.0, |o| self.walk(o).size);
                // A conversion's result: a string of a number, a duration
                // or a timestamp is short; of bytes, as long.
                Bound::of(0.0, size.max(64.0) * 4.0, 0.0, Kind::Any)
            }
            _ => self.function(c),
        }
    }

    fn function(&mut self, c: &'p CallExpr) -> Bound {
        let namespace = match c.target.as_deref().map(|t| &t.expr) {
            Some(Expr::Ident(n)) if !self.is_variable(n) => Some(n.as_str()),
            _ => None,
        };
        let mut operands: Vec<Bound> = Vec::with_capacity(c.args.len() + 1);
        if let (Some(target), None) = (c.target.as_deref(), namespace) {
            operands.push(self.walk(target));
        }
        for a in &c.args {
            operands.push(self.walk(a));
        }
        let qualified = namespace.map(|n| format!("{n}.{}", c.func_name));
        let name = qualified.as_deref().unwrap_or(&c.func_name);
        let operands_cost: f64 = operands.iter().map(|o| o.cost).sum();
        let (own, result) = function_bound(name, &operands);
        Bound {
            cost: operands_cost + own,
            ..result
        }
    }
}

/// The bound of the cost of calling `name` on `operands` (the target
/// first) and of its result. A string operand's length is at most its
/// `text`; any operand's size at most its `size`.
fn function_bound(name: &str, operands: &[Bound]) -> (f64, Bound) {
    let unknown = Bound::of(0.0, f64::INFINITY, f64::INFINITY, Kind::Any);
    let first = operands.first().copied().unwrap_or(unknown);
    let second = operands.get(1).copied().unwrap_or(unknown);
    let last = operands.last().copied().unwrap_or(unknown);
    let t = |size: f64, factor: f64| ceil(size * factor);
    let string = |size: f64| Bound::of(0.0, size, 0.0, Kind::String);
    match name {
        "_==_" | "_!=_" => (t(first.size.min(second.size), TRAVERSAL).max(1.0), Bound::scalar(0.0)),
        "_<_" | "_<=_" | "_>_" | "_>=_" => (t(first.text.min(second.text), TRAVERSAL).max(1.0), Bound::scalar(0.0)),
        "_+_" => {
            let kind = if first.kind == second.kind {
                first.kind
            } else {
                Kind::Any
            };
            let text = first.text + second.text;
            let cost = match first.kind {
                Kind::List | Kind::Map | Kind::Scalar => 1.0,
                _ => t(text, TRAVERSAL).max(1.0),
            };
            let size = first.size + second.size;
            (
                cost,
                Bound::of(0.0, size, first.deep.max(second.deep), kind).with_text(text),
            )
        }
        "@in" => (second.size.max(1.0), Bound::scalar(0.0)),
        "matches" | "find" | "findAll" => {
            let cost = t(1.0 + first.text, TRAVERSAL) * t(second.text, REGEX);
            let result = match name {
                "matches" => Bound::scalar(0.0),
                "find" => string(first.text),
                _ => Bound::of(0.0, first.text + 1.0, first.text, Kind::List).with_text(first.text),
            };
            (cost, result)
        }
        "contains" => (
            (t(first.text, TRAVERSAL) * t(second.text, TRAVERSAL)).max(1.0),
            Bound::scalar(0.0),
        ),
        "startsWith" | "endsWith" => (t(first.text, TRAVERSAL).max(1.0), Bound::scalar(0.0)),
        // Of a string: its UTF-8 bytes, up to 4 per character.
        "bytes" => (
            t(first.text, TRAVERSAL).max(1.0),
            Bound::of(0.0, first.text * 4.0, 0.0, Kind::Bytes),
        ),
        // Of a number, duration or timestamp: a few dozen characters.
        "string" => (t(first.text, TRAVERSAL).max(1.0), string(first.text.max(64.0))),
        "strings.quote" => (t(first.text, TRAVERSAL).max(1.0), string(first.text * 6.0 + 2.0)),
        "isSorted" | "sum" | "max" | "min" | "indexOf" | "lastIndexOf" => {
            // Per item (or map entry: key and value), 1 or a tenth of a
            // string's length; a string is traversed once.
            let per_item = 2.0 * (first.text * TRAVERSAL).max(1.0);
            let result = if matches!(name, "max" | "min") {
                Bound::of(0.0, first.deep, first.deep, Kind::Any).with_text(first.text)
            } else {
                Bound::scalar(0.0)
            };
            (first.size.max(1.0) * per_item, result)
        }
        "lowerAscii" | "upperAscii" | "substring" | "trim" | "reverse" | "charAt" => {
            (t(first.text, TRAVERSAL).max(1.0), string(first.text))
        }
        "url" => (
            t(first.text, TRAVERSAL).max(1.0),
            Bound::scalar(0.0).with_text(first.text),
        ),
        "replace" => {
            let replacement = operands.get(2).map_or(f64::INFINITY, |r| r.text);
            let size = (first.text + 1.0) * (replacement + 1.0);
            (t(first.text, 2.0 * TRAVERSAL).max(1.0), string(size))
        }
        "split" => (
            t(first.text, 2.0 * TRAVERSAL).max(1.0),
            Bound::of(0.0, first.text + 1.0, first.text, Kind::List).with_text(first.text),
        ),
        "join" => {
            let separator = operands.get(1).map_or(0.0, |s| s.text);
            let size = first.size * (first.text + separator);
            (t(size, 2.0 * TRAVERSAL).max(1.0), string(size))
        }
        "cidr" | "isIP" | "isCIDR" | "quantity" | "isQuantity" | "semver" | "isSemver" | "ip" => {
            (t(first.text, TRAVERSAL).max(1.0), Bound::scalar(0.0))
        }
        "ip.isCanonical" => (t(first.text, 2.0 * TRAVERSAL).max(1.0), Bound::scalar(0.0)),
        "containsIP" | "containsCIDR" => {
            // A CIDR's prefix takes at most 16 bytes.
            let base = t(32.0, TRAVERSAL) + t(16.0, TRAVERSAL) + 1.0;
            (base + t(second.text, TRAVERSAL), Bound::scalar(0.0))
        }
        "validate" => (
            t(1.0 + second.text, TRAVERSAL) * t(1.0, FORMAT_PATTERN * REGEX),
            Bound::scalar(0.0),
        ),
        "sets.contains" | "sets.intersects" | "sets.equivalent" => {
            let factor = if name == "sets.equivalent" { 2.0 } else { 1.0 };
            (t(first.size * second.size, factor) + 1.0, Bound::scalar(0.0))
        }
        // Functions returning what they are given (`dyn`, an optional's
        // value, an optional of it).
        "dyn" | "value" | "orValue" | "or" | "of" => (1.0, Bound { cost: 0.0, ..last }),
        "format" | "range" => (1.0, unknown),
        "flatten" => (
            1.0,
            Bound::of(0.0, first.size * first.deep, first.deep, Kind::List).with_text(first.text),
        ),
        _ if SCALARS.contains(&name) => (1.0, Bound::scalar(0.0)),
        // Anything else gives a part of its operands (a URL's host, a
        // slice of a list) or a scalar.
        _ => {
            let largest = operands.iter().map(|o| o.size.max(o.deep)).fold(1.0, f64::max);
            let text = operands.iter().map(|o| o.text).fold(0.0, f64::max);
            (1.0, Bound::of(0.0, largest, largest, Kind::Any).with_text(text))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use serde_json::json;
    use validation_schema::Schema;

    fn program(source: &str) -> IdedExpr {
        let mut expr = crate::rule::parse_plain(source).unwrap();
        crate::optional_select::rewrite(&mut expr);
        crate::checked_args::rewrite(&mut expr);
        expr
    }

    /// The bound is never below the metered cost: the fast path that
    /// charges it is sound.
    #[test]
    fn bound_is_at_least_the_actual_cost() {
        let schema: Schema = serde_json::from_value(json!({"x-kubernetes-preserve-unknown-fields": true})).unwrap();
        let values = [
            json!({"s": "Rook takes 👑", "t": "", "n": 3, "l": [1, 2, 3], "ls": ["a", "bb", "ccc"], "m": {"k1": "a", "k2": "bb"},
                   "o": {"a": {"b": 1}}, "ip": "10.0.0.1", "cidr": "10.0.0.0/8", "q": "1Gi", "u": "https://example.com/a?b=c"}),
            json!({"s": "a-very-long-string-".repeat(20), "t": "x".repeat(300), "n": -1, "l": (0..50).collect::<Vec<_>>(),
                   "ls": (0..30).map(|i| "y".repeat(i)).collect::<Vec<_>>(), "m": {"a".repeat(100): "b"}, "o": {"a": {}},
                   "ip": "2001:db8::1", "cidr": "2001:db8::/32", "q": "100m", "u": "http://h"}),
        ];
        let rules = [
            "self.s == self.t && self.t == self.s",
            "self.s.startsWith('Rook') || self.t.endsWith('x')",
            "self.s.matches('^[a-z-]+$') && self.t.contains('xx')",
            "self.s + self.t == self.t + self.s",
            "self.s < self.t",
            "self.l.all(x, self.l.all(y, x + y >= 0))",
            "self.l.exists(x, x == 2) || self.l.exists_one(x, x > 40)",
            "self.l.map(x, x * 2).filter(x, x > 10).size() > 1",
            "self.ls.map(s, s + s).exists(s, s.size() > 3)",
            "self.ls.all(s, s.startsWith('y'))",
            "self.ls.join(',').size() > 0",
            "self.s.split('-').size() > 1",
            "self.s.replace('-', '--').size() > 0",
            "self.s.lowerAscii().upperAscii() == self.s",
            "self.s.indexOf('a') >= 0 && self.l.indexOf(3) >= -1",
            "self.l.sum() > 0 && self.l.max() >= self.l.min() && self.l.isSorted()",
            "self.m.all(k, self.m[k].size() > 0)",
            "'k1' in self.m || 3 in self.l || self.s in ['a', 'b']",
            "has(self.o.a.b) ? self.o.a.b == 1 : self.o.a == {}",
            "self.o.?a.?b.orValue(0) >= 0",
            "[self.n, self.n][0] == self.n && {'a': self.n}.a == self.n",
            "ip(self.ip).family() > 0 && cidr(self.cidr).containsIP(self.ip) && cidr(self.cidr).containsCIDR(self.cidr)",
            "format.dns1123Label().validate(self.s).hasValue() || format.named('uri').value().validate(self.t).hasValue()",
            "isQuantity(self.q) && quantity(self.q).isGreaterThan(quantity('0'))",
            "url(self.u).getHost().size() > 0",
            "string(self.n) != self.s && bytes(self.s).size() > 0",
            "self.s.find('[a-z]+').size() > 0 && self.s.findAll('a').size() >= 0",
            "sets.contains(self.l, [1]) || sets.intersects(self.ls, ['a'])",
            "self.l.exists(x, self.ls.exists(s, s.size() == x))",
            "type(self.n) == int ? self.n > 0 : self.s == '25%'",
            "self.s.substring(0, 1).trim() != '' && self.s.charAt(0) != ''",
        ];
        Engine::with(|engine| {
            for value in &values {
                let new = crate::convert::to_cel(&schema, value);
                let bindings = engine.bind(new, None);
                for rule in rules {
                    let p = program(rule);
                    let actual = actual_cost(&p, &bindings, false, u64::MAX) as f64;
                    let bound = upper_bound(&p, bindings.largest());
                    assert!(actual <= bound, "{rule}: actual {actual} > bound {bound}");
                    assert!(actual > 0.0, "{rule}: metered nothing");
                }
            }
        });
    }

    /// The costs of calls on literals, as cel-go meters them (constant
    /// folding: list and map literals of literals cost nothing).
    #[test]
    fn literal_expressions_cost_what_cel_go_meters() {
        Engine::with(|engine| {
            let bindings = engine.bind(Cel::Null, None);
            for (source, expected) in [
                ("\"Hello World!\"", 0),
                ("[1, 2, 3]", 0),
                ("[1, 2, 3].all(x, true)", 10),
                ("'123'.matches('[0-9]')", 2),
                ("true || false", 0),
                ("1 < 2", 1),
                ("2 in [1, 2, 3]", 0),
                ("2 in [1, 2, [3]]", 3),
                ("1 in []", 0),
                ("1 + 1", 1),
                ("true ? 1 : 2", 0),
                ("size('123')", 1),
                ("string(1)", 0),
                ("[1, 2].map(x, x)", 27),
            ] {
                assert_eq!(
                    actual_cost(&program(source), &bindings, false, u64::MAX),
                    expected,
                    "{source}"
                );
            }
        });
    }
}
