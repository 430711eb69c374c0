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

mod bound;
mod meter;

use cel::common::ast::{CallExpr, EntryExpr, Expr};
use cel::IdedExpr;

pub(crate) use bound::{largest, upper_bound, Largest};
pub(crate) use meter::actual_cost;

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

pub(crate) use crate::optional_select::selection as optional_selection;

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
#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use cel::Value as Cel;
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
            "self.l.all(i, v, v >= i || i >= 0) && self.m.exists(k, v, k + v != '')",
            "self.ls.existsOne(i, s, s.size() == i) || self.l.transformList(i, v, i > 0, v * i).size() >= 0",
            "self.m.transformMap(k, v, v + k).size() > 0 && self.l.transformMapEntry(i, v, {string(i): v}).size() > 0",
        ];
        Engine::with(|engine| {
            for value in &values {
                let new = crate::convert::to_cel(&schema, value);
                let bindings = engine.bind(&new, None);
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
            let bindings = engine.bind(&Cel::Null, None);
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
