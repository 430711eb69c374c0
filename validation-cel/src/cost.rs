//! The cost of a rule, in the API server's units and against its limits.
//!
//! The `cel` crate does not meter evaluation, so both costs here are
//! computed from the rule's syntax tree: each call, selection and variable
//! costs 1; string functions that scan their input (`matches`, `contains`,
//! `startsWith`, `endsWith`, `find`, `findAll`, `split`, `replace`,
//! `indexOf`, ...) add a tenth of the string's length; comparisons
//! (`==`, `<`, ...) cost a tenth of their smaller operand's size (a literal's
//! own, 1 for a scalar); a comprehension (`all`, `exists`, `map`, `filter`, ...) costs its
//! range plus, per element, its condition and step.
//!
//! - The *estimated* cost takes sizes from the schema (`maxItems`,
//!   `maxProperties`, `maxLength`), or, where none is declared, the largest
//!   size that fits a 3 MiB request, as the API server does. A rule costing
//!   more than 10,000,000 does not compile.
//! - The *runtime* cost of one evaluation takes every size from the value:
//!   the largest list, map or string inside `self`, an upper bound of the
//!   metered cost. An evaluation costing more than 1,000,000 fails with the
//!   API server's per-call limit error, and one validation may spend
//!   10,000,000 in all.

use kube_cel::cel::common::ast::{EntryExpr, Expr};
use kube_cel::cel::IdedExpr;
use kube_cel::cel::Value as Cel;
use validation_schema::Schema;

use crate::check::{list_item_of, Known, Scope};

/// The estimated cost one rule may have.
pub const STATIC_ESTIMATED_COST_LIMIT: u64 = 10_000_000;
/// The estimated cost all rules of a schema may have together, each rule
/// multiplied by the number of values it may run on.
pub const STATIC_ESTIMATED_CRD_COST_LIMIT: u64 = 100_000_000;
/// The runtime cost one evaluation may have.
pub const PER_CALL_LIMIT: u64 = 1_000_000;
/// The runtime cost one validation may spend on all its rules.
pub const RUNTIME_COST_BUDGET: u64 = 10_000_000;

/// The request size the worst-case sizes are derived from.
const MAX_REQUEST_BYTES: f64 = 3.0 * 1024.0 * 1024.0;

/// Functions whose cost grows with their string argument or receiver.
const SCANNING: [&str; 14] = [
    "matches",
    "contains",
    "startsWith",
    "endsWith",
    "find",
    "findAll",
    "split",
    "replace",
    "indexOf",
    "lastIndexOf",
    "lowerAscii",
    "upperAscii",
    "trim",
    "substring",
];

/// Comparisons: they scan the smaller of their two operands, whose size a
/// literal gives exactly (`self.name != ''` costs nothing to scan).
const COMPARISONS: [&str; 6] = ["_==_", "_!=_", "_<_", "_<=_", "_>_", "_>=_"];

/// The size of a collection or string, from the schema or from the value.
pub(crate) trait Sizes {
    fn size(&self, known: Option<Known<'_>>) -> f64;
}

/// Sizes from the schema's limits, or the worst case of a 3 MiB request.
pub(crate) struct SchemaSizes;

impl Sizes for SchemaSizes {
    fn size(&self, known: Option<Known<'_>>) -> f64 {
        match known {
            Some(Known::Schema(s, _)) => max_size(s),
            _ => MAX_REQUEST_BYTES,
        }
    }
}

/// Every size is the largest one found in the value.
pub(crate) struct ValueSizes(pub(crate) f64);

impl Sizes for ValueSizes {
    fn size(&self, _: Option<Known<'_>>) -> f64 {
        self.0
    }
}

/// The largest list, map, string or bytes length inside `v`.
pub(crate) fn largest_size(v: &Cel) -> f64 {
    match v {
        Cel::String(s) => s.len() as f64,
        Cel::Bytes(b) => b.len() as f64,
        Cel::List(items) => items.iter().map(largest_size).fold(items.len() as f64, f64::max),
        Cel::Map(m) => m.map.values().map(largest_size).fold(m.map.len() as f64, f64::max),
        _ => 0.0,
    }
}

/// What one validation may still spend on rules.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    remaining: f64,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            remaining: RUNTIME_COST_BUDGET as f64,
        }
    }
}

impl Budget {
    /// A budget of `cost`.
    pub fn new(cost: u64) -> Budget {
        Budget { remaining: cost as f64 }
    }

    pub(crate) fn spend(&mut self, cost: f64) {
        self.remaining -= cost;
    }

    /// Whether the budget is spent: the API server runs no further rule.
    pub fn is_exhausted(&self) -> bool {
        self.remaining < 0.0
    }
}

/// The largest size a value of `s` can have.
pub fn max_size(s: &Schema) -> f64 {
    let declared = match s.type_name() {
        "array" => s.max_items,
        "object" => s.max_properties,
        "string" => s.max_length,
        _ => None,
    };
    if let Some(n) = declared {
        return n as f64;
    }
    if !matches!(s.type_name(), "array" | "object" | "string") && !s.x_int_or_string {
        return 1.0;
    }
    let item_bytes = match s.type_name() {
        "array" => s.item_schema().map_or(1.0, min_serialized_size) + 1.0,
        // `"":` before each value, and a comma.
        "object" => s.additional_properties_schema().map_or(1.0, min_serialized_size) + 4.0,
        _ => 1.0,
    };
    ((MAX_REQUEST_BYTES - 2.0) / item_bytes).floor()
}

/// The fewest bytes a value of `s` takes in JSON.
fn min_serialized_size(s: &Schema) -> f64 {
    match s.type_name() {
        "string" | "object" | "array" => 2.0,
        "boolean" => 4.0,
        _ => 1.0,
    }
}

/// The size of a comparison's operand: a literal's own (a string's length,
/// 1 for a scalar), a scalar field's 1, else the size `sizes` gives.
fn operand_size(expr: &IdedExpr, scope: &Scope<'_>, sizes: &dyn Sizes) -> f64 {
    use kube_cel::cel::common::ast::LiteralValue;
    match &expr.expr {
        Expr::Literal(LiteralValue::String(text)) => text.chars().count() as f64,
        Expr::Literal(LiteralValue::Bytes(bytes)) => bytes.len() as f64,
        Expr::Literal(_) => 1.0,
        _ => sizes.size(scope.known(expr)),
    }
}

/// The cost of `expr` on `schema`'s node with sizes from `sizes`.
pub(crate) fn cost(expr: &IdedExpr, schema: &Schema, root: bool, sizes: &dyn Sizes) -> f64 {
    let mut scope = Scope::new(schema, root);
    walk(expr, &mut scope, sizes)
}

fn walk(expr: &IdedExpr, scope: &mut Scope<'_>, sizes: &dyn Sizes) -> f64 {
    match &expr.expr {
        Expr::Ident(_) => 1.0,
        Expr::Literal(_) | Expr::Unspecified => 0.0,
        Expr::Select(s) => 1.0 + walk(&s.operand, scope, sizes),
        Expr::Call(c) => {
            // Logical operators and the macros' plumbing cost only their
            // operands.
            // The checks of constructors' arguments stand for no call of
            // the API server's.
            let free = matches!(
                c.func_name.as_str(),
                "_&&_" | "_||_" | "!_" | "@not_strictly_false" | "_?_:_"
            ) || c.func_name.starts_with(crate::checked_args::PREFIX);
            let comparison = COMPARISONS.contains(&c.func_name.as_str());
            let mut total = if free || comparison { 0.0 } else { 1.0 };
            if let Some(t) = &c.target {
                total += walk(t, scope, sizes);
            }
            for a in &c.args {
                total += walk(a, scope, sizes);
            }
            if comparison {
                let smallest = c
                    .args
                    .iter()
                    .map(|a| operand_size(a, scope, sizes))
                    .fold(f64::INFINITY, f64::min);
                if smallest.is_finite() {
                    total += (smallest * 0.1).ceil();
                }
            } else if SCANNING.contains(&c.func_name.as_str()) {
                let operand = c.target.as_deref().or(c.args.first());
                let len = operand.map_or(0.0, |o| sizes.size(scope.known(o)));
                total += (len * 0.1).ceil();
            }
            total
        }
        Expr::Comprehension(c) => {
            let range = walk(&c.iter_range, scope, sizes);
            let known = scope.known(&c.iter_range);
            let n = range_size(&c.iter_range, scope, sizes);
            scope.vars.push((c.iter_var.clone(), known.and_then(list_item_of)));
            scope.vars.push((c.accu_var.clone(), None));
            let per_item = walk(&c.loop_cond, scope, sizes) + walk(&c.loop_step, scope, sizes);
            let ends = walk(&c.accu_init, scope, sizes) + walk(&c.result, scope, sizes);
            scope.vars.truncate(scope.vars.len().saturating_sub(2));
            range + ends + n * per_item
        }
        Expr::List(l) => l.elements.iter().map(|e| walk(e, scope, sizes)).sum::<f64>() + 1.0,
        Expr::Map(m) => m.entries.iter().map(|e| entry(&e.expr, scope, sizes)).sum::<f64>() + 1.0,
        Expr::Struct(s) => s.entries.iter().map(|e| entry(&e.expr, scope, sizes)).sum::<f64>() + 1.0,
    }
}

/// The number of elements a comprehension iterates over: a literal's, a
/// `map`/`filter` result's (at most its own range's), a `split`/`findAll`
/// result's (at most its string's length plus one), or the schema's or
/// value's size.
fn range_size(range: &IdedExpr, scope: &Scope<'_>, sizes: &dyn Sizes) -> f64 {
    match &range.expr {
        Expr::List(l) => l.elements.len() as f64,
        Expr::Map(m) => m.entries.len() as f64,
        Expr::Comprehension(inner) => range_size(&inner.iter_range, scope, sizes),
        // A string splits into at most one more part than it has characters.
        Expr::Call(c) if matches!(c.func_name.as_str(), "split" | "findAll") => {
            c.target
                .as_deref()
                .map_or(MAX_REQUEST_BYTES, |t| sizes.size(scope.known(t)))
                + 1.0
        }
        _ => sizes.size(scope.known(range)),
    }
}

fn entry(e: &EntryExpr, scope: &mut Scope<'_>, sizes: &dyn Sizes) -> f64 {
    match e {
        EntryExpr::StructField(f) => walk(&f.value, scope, sizes),
        EntryExpr::MapEntry(m) => walk(&m.key, scope, sizes) + walk(&m.value, scope, sizes),
    }
}

/// Whether the cost of `expr` depends on sizes (it iterates or scans).
pub(crate) fn depends_on_sizes(expr: &IdedExpr) -> bool {
    match &expr.expr {
        Expr::Comprehension(_) => true,
        Expr::Call(c) => {
            SCANNING.contains(&c.func_name.as_str())
                || c.target.as_deref().is_some_and(depends_on_sizes)
                || c.args.iter().any(depends_on_sizes)
        }
        Expr::Select(s) => depends_on_sizes(&s.operand),
        Expr::List(l) => l.elements.iter().any(depends_on_sizes),
        Expr::Map(m) => m.entries.iter().any(|e| match &e.expr {
            EntryExpr::MapEntry(me) => depends_on_sizes(&me.key) || depends_on_sizes(&me.value),
            EntryExpr::StructField(f) => depends_on_sizes(&f.value),
        }),
        _ => false,
    }
}

/// The API server's message for a cost over its limit: `by factor of 2.5x`,
/// `1.200000x` under 1.5, `more than 100x` beyond.
pub fn exceeds_budget(what: &str, cost: f64, limit: u64) -> String {
    let factor = cost / limit as f64;
    let factor = if factor > 100.0 {
        "more than 100x".to_owned()
    } else if factor < 1.5 {
        format!("{factor:.6}x")
    } else {
        format!("{factor:.1}x")
    };
    format!(
        "{what} exceeds budget by factor of {factor} (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors_are_worded_as_the_api_server_words_them() {
        let tail = "(try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)";
        for (cost, factor) in [
            (10_146_500.0, "1.014650x"),
            (14_999_000.0, "1.499900x"),
            (15_000_000.0, "1.5x"),
            (25_000_000.0, "2.5x"),
            (1_000_000_000.0, "100.0x"),
            (1_000_000_001.0, "more than 100x"),
        ] {
            assert_eq!(
                exceeds_budget("estimated rule cost", cost, STATIC_ESTIMATED_COST_LIMIT),
                format!("estimated rule cost exceeds budget by factor of {factor} {tail}")
            );
        }
    }

    #[test]
    fn split_results_iterate_at_their_string_length() {
        let schema: Schema = serde_json::from_value(serde_json::json!({"type": "object", "properties": {
            "s": {"type": "string", "maxLength": 16}}}))
        .unwrap();
        let expr = crate::rule::parse_plain("self.s.split('.').all(p, p.size() < 8)").unwrap();
        // The range: the call, `self.s` (2) and a tenth of 16 (2); the
        // result variable (1); per each of the 17 parts, the condition (1)
        // and the step (4).
        assert_eq!(cost(&expr, &schema, false, &SchemaSizes), 5.0 + 1.0 + 17.0 * 5.0);
    }

    #[test]
    fn comparisons_scan_their_smaller_operand() {
        let schema: Schema = serde_json::from_value(serde_json::json!({"type": "object", "properties": {
            "name": {"type": "string"},
            "short": {"type": "string", "maxLength": 40},
            "n": {"type": "integer"}}}))
        .unwrap();
        let of = |rule: &str| cost(&crate::rule::parse_plain(rule).unwrap(), &schema, false, &SchemaSizes);
        // `self.name` (2), and an empty literal to scan: nothing more.
        assert_eq!(of("self.name != ''"), 2.0);
        // A 3-character literal: a tenth of 3, rounded up.
        assert_eq!(of("self.name == 'abc'"), 3.0);
        // Two fields: the bounded one is the smaller, a tenth of 40.
        assert_eq!(of("self.name == self.short"), 4.0 + 4.0);
        // Scalars have size 1.
        assert_eq!(of("self.n < 5"), 3.0);
    }
}
