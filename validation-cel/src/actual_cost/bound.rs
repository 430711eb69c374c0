//! [`upper_bound`]: the meter's prices with every size at its largest,
//! without evaluating anything.

use cel::common::ast::{CallExpr, EntryExpr, Expr, LiteralValue};
use cel::objects::Key;
use cel::{IdedExpr, Value as Cel};

use super::*;
use crate::checked_args::PREFIX;

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

    fn comprehension(&mut self, c: &'p cel::common::ast::ComprehensionExpr) -> Bound {
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
        // cel-go's lists extension: a call and a new list, plus the
        // result's elements (see the meter's `allocating_list`).
        "reverse" | "slice" if first.kind != Kind::String => (
            first.size.max(first.text * TRAVERSAL) + 11.0,
            Bound { cost: 0.0, ..first },
        ),
        "sort" | "distinct" => (
            first.size * first.size * (2.0 + TRAVERSAL) + 11.0,
            Bound { cost: 0.0, ..first },
        ),
        "@sortByAssociatedKeys" => (
            second.size * second.size * (2.0 + TRAVERSAL) + 11.0,
            Bound { cost: 0.0, ..first },
        ),
        // The count, or `flatten`'s depth, is a value: not bounded here.
        "lists.range" => (f64::INFINITY, unknown),
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
            if operands.len() == 1 {
                first.size + 11.0
            } else {
                f64::INFINITY
            },
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
