//! A direct evaluator for the simple rules most CRDs have: comparisons of
//! selected fields with literals or with `oldSelf`'s, `size()`, `has()`,
//! `matches` with a literal pattern, `&&`, `||`, `!`, `?:` and integer
//! `+`/`-`. Such a rule is read from the bound values without building
//! the interpreter's scope (`self` and `oldSelf` converted into its values)
//! and without its qualified-name resolution and overload dispatch.
//!
//! The evaluator only answers where its answer is the interpreter's: a
//! value of a kind it does not compare, an absent field, an overflow or
//! anything else unusual gives `None`, and the rule is evaluated by the
//! interpreter instead. The cost charged is the rule's, as before (see
//! `CompiledRule::charge`): what is evaluated does not change it.

use std::sync::Arc;

use cel::common::ast::{Expr, LiteralValue};
use cel::objects::Key;
use cel::{IdedExpr, Value as Cel};

/// A rule's program in the forms [`Direct::eval`] evaluates.
#[derive(Debug)]
pub(crate) enum Direct {
    Literal(Cel),
    SelfValue,
    OldSelf,
    /// `operand.field`, the field's map key built once.
    Select(Box<Direct>, Key),
    /// `has(operand.field)`.
    Has(Box<Direct>, Key),
    Compare(Comparison, Box<Direct>, Box<Direct>),
    And(Box<Direct>, Box<Direct>),
    Or(Box<Direct>, Box<Direct>),
    Not(Box<Direct>),
    Conditional(Box<Direct>, Box<Direct>, Box<Direct>),
    Size(Box<Direct>),
    Add(Box<Direct>, Box<Direct>),
    Subtract(Box<Direct>, Box<Direct>),
    /// `operand.matches(pattern)`.
    Matches(Box<Direct>, String),
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Comparison {
    Equal,
    NotEqual,
    Less,
    LessOrEqual,
    Greater,
    GreaterOrEqual,
}

impl Direct {
    /// `program` as a direct evaluation, when every part of it is one.
    pub(crate) fn of(program: &IdedExpr) -> Option<Direct> {
        let boxed = |e: &IdedExpr| Direct::of(e).map(Box::new);
        match &program.expr {
            Expr::Literal(literal) => Some(Direct::Literal(literal_value(literal)?)),
            Expr::Ident(name) => match name.as_str() {
                "self" => Some(Direct::SelfValue),
                "oldSelf" => Some(Direct::OldSelf),
                _ => None,
            },
            Expr::Select(select) => {
                let operand = boxed(&select.operand)?;
                let key = Key::String(Arc::new(select.field.clone()));
                Some(if select.test {
                    Direct::Has(operand, key)
                } else {
                    Direct::Select(operand, key)
                })
            }
            Expr::Call(call) => {
                let target = call.target.as_deref();
                match (call.func_name.as_str(), target, call.args.as_slice()) {
                    ("_&&_", None, [l, r]) => Some(Direct::And(boxed(l)?, boxed(r)?)),
                    ("_||_", None, [l, r]) => Some(Direct::Or(boxed(l)?, boxed(r)?)),
                    ("!_", None, [operand]) => Some(Direct::Not(boxed(operand)?)),
                    ("_?_:_", None, [c, t, f]) => Some(Direct::Conditional(boxed(c)?, boxed(t)?, boxed(f)?)),
                    ("size", None, [operand]) | ("size", Some(operand), []) => Some(Direct::Size(boxed(operand)?)),
                    ("_+_", None, [l, r]) => Some(Direct::Add(boxed(l)?, boxed(r)?)),
                    ("_-_", None, [l, r]) => Some(Direct::Subtract(boxed(l)?, boxed(r)?)),
                    ("matches" | "@matches", Some(operand), [pattern]) => match &pattern.expr {
                        Expr::Literal(LiteralValue::String(p)) => {
                            Some(Direct::Matches(boxed(operand)?, p.inner().to_owned()))
                        }
                        _ => None,
                    },
                    (name, None, [l, r]) => {
                        let comparison = match name {
                            "_==_" => Comparison::Equal,
                            "_!=_" => Comparison::NotEqual,
                            "_<_" => Comparison::Less,
                            "_<=_" => Comparison::LessOrEqual,
                            "_>_" => Comparison::Greater,
                            "_>=_" => Comparison::GreaterOrEqual,
                            _ => return None,
                        };
                        Some(Direct::Compare(comparison, boxed(l)?, boxed(r)?))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The value of the program with `self` `new` and `oldSelf` `old`, or
    /// `None` where the interpreter must answer.
    pub(crate) fn eval(&self, new: &Cel, old: Option<&Cel>) -> Option<Cel> {
        self.eval_with(&Bound { new, old })
    }

    /// The value of the program on `operands`, or `None` where the
    /// interpreter must answer.
    pub(crate) fn eval_with<O: Operands>(&self, operands: &O) -> Option<Cel> {
        Some(match self {
            Direct::Literal(v) => v.clone(),
            Direct::SelfValue => operands.whole(false)?,
            Direct::OldSelf => operands.whole(true)?,
            Direct::Select(operand, key) => match operand.root() {
                // A field of `self`/`oldSelf`: read where the operands
                // hold it; an absent one is left to the interpreter.
                Some(old) => operands.field(old, key)??.clone(),
                None => match operand.eval_with(operands)? {
                    Cel::Map(m) => m.map.get(key)?.clone(),
                    _ => return None,
                },
            },
            Direct::Has(operand, key) => {
                let field = match operand.root() {
                    Some(old) => operands.field(old, key)?,
                    None => match operand.eval_with(operands)? {
                        Cel::Map(m) => return has(m.map.get(key)),
                        _ => return None,
                    },
                };
                return has(field);
            }
            Direct::Compare(comparison, l, r) => {
                Cel::Bool(compare(*comparison, &l.eval_with(operands)?, &r.eval_with(operands)?)?)
            }
            // `false && <anything>` is false and `true || <anything>` true
            // (an error on the other side absorbed); an operand this
            // evaluator cannot tell leaves the whole to the interpreter.
            Direct::And(l, r) => match l.eval_with(operands)? {
                Cel::Bool(false) => Cel::Bool(false),
                Cel::Bool(true) => match r.eval_with(operands)? {
                    Cel::Bool(b) => Cel::Bool(b),
                    _ => return None,
                },
                _ => return None,
            },
            Direct::Or(l, r) => match l.eval_with(operands)? {
                Cel::Bool(true) => Cel::Bool(true),
                Cel::Bool(false) => match r.eval_with(operands)? {
                    Cel::Bool(b) => Cel::Bool(b),
                    _ => return None,
                },
                _ => return None,
            },
            Direct::Not(operand) => match operand.eval_with(operands)? {
                Cel::Bool(b) => Cel::Bool(!b),
                _ => return None,
            },
            Direct::Conditional(c, t, f) => match c.eval_with(operands)? {
                Cel::Bool(true) => t.eval_with(operands)?,
                Cel::Bool(false) => f.eval_with(operands)?,
                _ => return None,
            },
            Direct::Size(operand) => {
                let size = match operand.eval_with(operands)? {
                    // CEL counts a string's code points.
                    Cel::String(s) => s.chars().count(),
                    Cel::Bytes(b) => b.len(),
                    Cel::List(l) => l.len(),
                    Cel::Map(m) => m.map.len(),
                    _ => return None,
                };
                Cel::Int(i64::try_from(size).ok()?)
            }
            Direct::Add(l, r) => match (l.eval_with(operands)?, r.eval_with(operands)?) {
                (Cel::Int(a), Cel::Int(b)) => Cel::Int(a.checked_add(b)?),
                _ => return None,
            },
            Direct::Subtract(l, r) => match (l.eval_with(operands)?, r.eval_with(operands)?) {
                (Cel::Int(a), Cel::Int(b)) => Cel::Int(a.checked_sub(b)?),
                _ => return None,
            },
            Direct::Matches(operand, pattern) => match operand.eval_with(operands)? {
                Cel::String(s) => match validation_schema::pattern::cached(pattern) {
                    Ok(compiled) => Cel::Bool(compiled.is_match(&s)),
                    Err(_) => return None,
                },
                _ => return None,
            },
        })
    }

    /// Whether this is `oldSelf` (`Some(true)`) or `self` (`Some(false)`).
    fn root(&self) -> Option<bool> {
        match self {
            Direct::SelfValue => Some(false),
            Direct::OldSelf => Some(true),
            _ => None,
        }
    }

    /// Whether the program reads `self` and `oldSelf` only through their
    /// fields (`self.a`, `has(oldSelf.b)`): then it is evaluated on the
    /// fields alone (see [`Operands::field`]).
    pub(crate) fn reads_fields_only(&self) -> bool {
        match self {
            Direct::Literal(_) => true,
            Direct::SelfValue | Direct::OldSelf => false,
            Direct::Select(operand, _) | Direct::Has(operand, _) => {
                operand.root().is_some() || operand.reads_fields_only()
            }
            Direct::Not(operand) | Direct::Size(operand) | Direct::Matches(operand, _) => operand.reads_fields_only(),
            Direct::Compare(_, l, r)
            | Direct::And(l, r)
            | Direct::Or(l, r)
            | Direct::Add(l, r)
            | Direct::Subtract(l, r) => l.reads_fields_only() && r.reads_fields_only(),
            Direct::Conditional(c, t, f) => c.reads_fields_only() && t.reads_fields_only() && f.reads_fields_only(),
        }
    }
}

/// `has()` of a field (`None`: absent): a field present as null is left to
/// the interpreter, as it holds it.
fn has(field: Option<&Cel>) -> Option<Cel> {
    match field {
        None => Some(Cel::Bool(false)),
        Some(Cel::Null) => None,
        Some(_) => Some(Cel::Bool(true)),
    }
}

/// What a direct evaluation reads `self` and `oldSelf` from.
pub(crate) trait Operands {
    /// `self` (`old` false) or `oldSelf` (`old` true) whole; `None` when
    /// not at hand.
    fn whole(&self, old: bool) -> Option<Cel>;

    /// The field `key` of `self` or `oldSelf`: `Some(None)` when it is
    /// absent, `None` when that cannot be told here.
    fn field(&self, old: bool, key: &Key) -> Option<Option<&Cel>>;
}

/// `self` and `oldSelf` as converted values.
struct Bound<'a> {
    new: &'a Cel,
    old: Option<&'a Cel>,
}

impl Operands for Bound<'_> {
    fn whole(&self, old: bool) -> Option<Cel> {
        if old {
            self.old.cloned()
        } else {
            Some(self.new.clone())
        }
    }

    fn field(&self, old: bool, key: &Key) -> Option<Option<&Cel>> {
        let value = if old { self.old? } else { self.new };
        match value {
            Cel::Map(m) => Some(m.map.get(key)),
            _ => None,
        }
    }
}

/// A literal as the interpreter holds it (bytes left to it).
fn literal_value(literal: &LiteralValue) -> Option<Cel> {
    Some(match literal {
        LiteralValue::Boolean(b) => Cel::Bool(**b),
        LiteralValue::Int(i) => Cel::Int(**i),
        LiteralValue::UInt(u) => Cel::UInt(**u),
        LiteralValue::Double(d) => Cel::Float(**d),
        LiteralValue::String(s) => Cel::String(Arc::new(s.inner().to_owned())),
        LiteralValue::Null | LiteralValue::Bytes(_) => return None,
    })
}

/// `l <comparison> r` for two values of one kind CEL orders (ints, uints,
/// doubles other than NaN, strings) or of bools (`==`, `!=`); `None` for any other pair (of
/// mixed numeric kinds, lists, maps, nulls...).
fn compare(comparison: Comparison, l: &Cel, r: &Cel) -> Option<bool> {
    let ordering = match (l, r) {
        (Cel::Int(a), Cel::Int(b)) => a.cmp(b),
        (Cel::UInt(a), Cel::UInt(b)) => a.cmp(b),
        (Cel::Float(a), Cel::Float(b)) => a.partial_cmp(b)?,
        // Code-point order is UTF-8 byte order.
        (Cel::String(a), Cel::String(b)) => a.as_bytes().cmp(b.as_bytes()),
        (Cel::Bool(a), Cel::Bool(b)) if matches!(comparison, Comparison::Equal | Comparison::NotEqual) => a.cmp(b),
        _ => return None,
    };
    Some(match comparison {
        Comparison::Equal => ordering.is_eq(),
        Comparison::NotEqual => ordering.is_ne(),
        Comparison::Less => ordering.is_lt(),
        Comparison::LessOrEqual => ordering.is_le(),
        Comparison::Greater => ordering.is_gt(),
        Comparison::GreaterOrEqual => ordering.is_ge(),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use validation_schema::{Schema, ValidationRule};

    use super::*;
    use crate::engine::Engine;

    fn schema() -> Schema {
        serde_json::from_value(json!({"type": "object", "properties": {
            "n": {"type": "integer"}, "u": {"type": "integer"}, "d": {"type": "number"},
            "s": {"type": "string"}, "b": {"type": "boolean"},
            "l": {"type": "array", "items": {"type": "string"}},
            "m": {"type": "object", "additionalProperties": {"type": "string"}},
            "o": {"type": "object", "properties": {"x": {"type": "integer"}}}
        }}))
        .unwrap_or_default()
    }

    /// The direct answer (`None`: left to the interpreter) and the
    /// interpreter's, of `rule` on `new` (and `old`).
    fn both(rule: &str, new: serde_json::Value, old: Option<serde_json::Value>) -> (Option<Cel>, Result<Cel, String>) {
        let schema = schema();
        let rule = ValidationRule {
            rule: rule.to_owned(),
            ..ValidationRule::default()
        };
        let newest = crate::environment::Environment::NEWEST;
        let compiled = match crate::rule::compile_unlimited(&rule, &schema, false, newest, newest) {
            Ok(c) => c,
            Err(e) => panic!("{}: {e}", rule.rule),
        };
        let program = compiled.evaluated();
        let direct = Direct::of(program).unwrap_or_else(|| panic!("{} is not direct", rule.rule));
        let new = crate::convert::to_cel(&schema, &new);
        let old = old.map(|o| crate::convert::to_cel(&schema, &o));
        let direct_answer = direct.eval(&new, old.as_ref());
        let interpreted = Engine::with(|engine| {
            engine
                .bind(&new, old.as_ref())
                .evaluate(program, false)
                .map_err(|e| format!("{e:?}"))
        });
        (direct_answer, interpreted)
    }

    /// Every answer the direct evaluator gives is the interpreter's, and it
    /// gives one for the usual rules on the usual values.
    #[test]
    fn answers_as_the_interpreter() {
        let value = json!({"n": 5, "u": 7, "d": 1.5, "s": "Rook takes 👑", "b": true,
            "l": ["a", "b"], "m": {"k": "v"}, "o": {"x": 3}});
        let old = json!({"n": 4, "u": 7, "d": 2.5, "s": "abc", "b": false, "l": [], "m": {}, "o": {}});
        let answered = [
            ("self.n >= 1 && self.n <= 65535", true),
            ("self.n < 5 || self.n > 5", false),
            ("self.n == oldSelf.n + 1", true),
            ("self.n - 10 < 0", true),
            ("self.d < oldSelf.d", true),
            ("self.s.size() == 12", true),
            ("size(self.l) == 2 && self.m.size() == 1", true),
            ("self.s != oldSelf.s", true),
            ("self.s > 'Rook'", true),
            ("self.b == !oldSelf.b", true),
            ("has(self.o.x) && !has(oldSelf.o.x)", true),
            ("self.o.x == 3 ? self.n > 4 : false", true),
            ("self.s.matches('^R[a-z ]+')", true),
            ("self.l.size() > 2 || self.n == 5", true),
            ("false && oldSelf.o.x == 1", false),
        ];
        for (rule, expected) in answered {
            let (direct, interpreted) = both(rule, value.clone(), Some(old.clone()));
            assert_eq!(direct, Some(Cel::Bool(expected)), "{rule}");
            assert_eq!(interpreted, Ok(Cel::Bool(expected)), "{rule}");
        }
        // Left to the interpreter: an absent field, ordering bools, an overflow, a non-bool operand of `&&`.
        let left = [
            "oldSelf.o.x == 1",
            "has(oldSelf.o.x) || oldSelf.o.x == 1",
            "self.b < oldSelf.b",
            "self.n + 9223372036854775807 > 0",
            "oldSelf.o.x == 1 && false",
        ];
        for rule in left {
            let (direct, _) = both(rule, value.clone(), Some(old.clone()));
            assert_eq!(direct, None, "{rule}");
        }
    }

    /// Rules read through fields of `self`/`oldSelf` alone are evaluated on
    /// captured fields; a rule using `self` or `oldSelf` whole is not.
    #[test]
    fn fields_only_rules() {
        let schema = schema();
        let newest = crate::environment::Environment::NEWEST;
        for (rule, fields_only) in [
            ("self.n > 0 && has(oldSelf.s)", true),
            ("self.o.x == 3 ? size(self.l) > 0 : self.s.matches('a')", true),
            ("self.n + 1 == oldSelf.n - 1", true),
            ("has(self.n) && self != oldSelf", false),
            ("self == oldSelf", false),
            ("self.n > 0 || oldSelf == self", false),
        ] {
            let rule = ValidationRule {
                rule: rule.to_owned(),
                ..ValidationRule::default()
            };
            let compiled = crate::rule::compile_unlimited(&rule, &schema, false, newest, newest);
            let direct = compiled.ok().and_then(|c| Direct::of(c.evaluated()));
            assert_eq!(
                direct.map(|d| d.reads_fields_only()),
                Some(fields_only),
                "{}",
                rule.rule
            );
        }
    }

    /// Rules the direct evaluator does not read at all.
    #[test]
    fn leaves_other_forms_to_the_interpreter() {
        let schema = schema();
        for rule in ["self.l.all(x, x != '')", "self.n in [1, 2]", "self.s.startsWith('a')"] {
            let rule = ValidationRule {
                rule: rule.to_owned(),
                ..ValidationRule::default()
            };
            let newest = crate::environment::Environment::NEWEST;
            let compiled = crate::rule::compile_unlimited(&rule, &schema, false, newest, newest);
            let direct = compiled.ok().and_then(|c| Direct::of(c.evaluated()));
            assert!(direct.is_none(), "{}", rule.rule);
        }
    }
}
