//! The type check of a rule against the schema of its node, as the API
//! server's CEL environment performs it when a CRD is written: undeclared
//! identifiers, undefined fields, operators and functions without an
//! overload for their argument types, and comprehension ranges that are
//! not lists or maps, reported with cel-go's wording and positions.
//!
//! Functions this checker has no signature for type as `dyn` and are never
//! reported: the evaluator decides.

use std::collections::HashMap;

use cel::common::ast::{CallExpr, ComprehensionExpr, EntryExpr, Expr, LiteralValue};
use cel::{ExecutionError, IdedExpr};

use crate::environment::{self, Environment, Library};
use crate::escape::escape;
use crate::locate;
use crate::overloads::{self, join, Resolution};
use crate::types::CelType;

/// The variables a rule sees.
pub(crate) struct Env {
    /// `self`'s type.
    pub(crate) self_type: CelType,
    /// `oldSelf`'s type (an optional with `optionalOldSelf`).
    pub(crate) old_self_type: CelType,
    /// The Kubernetes environment: which libraries exist.
    pub(crate) environment: Environment,
}

/// Namespaces of Kubernetes' and CEL's functions (`sets.contains`).
const NAMESPACES: [&str; 9] = [
    "sets",
    "optional",
    "format",
    "strings",
    "math",
    "base64",
    "lists",
    "ip",
    "jsonpatch",
];

/// The type identifiers usable as values (`type(x) == string`).
fn type_ident(name: &str) -> Option<CelType> {
    let t = match name {
        "int" => CelType::Int,
        "uint" => CelType::Uint,
        "double" => CelType::Double,
        "bool" => CelType::Bool,
        "string" => CelType::String,
        "bytes" => CelType::Bytes,
        "list" => CelType::list(CelType::Dyn),
        "map" => CelType::map(CelType::Dyn, CelType::Dyn),
        "null_type" => CelType::Null,
        "type" | "dyn" => CelType::Dyn,
        "duration" | "google.protobuf.Duration" => CelType::Duration,
        "timestamp" | "google.protobuf.Timestamp" => CelType::Timestamp,
        "optional_type" => CelType::optional(CelType::Dyn),
        "net.IP" => CelType::Opaque("net.IP"),
        "net.CIDR" => CelType::Opaque("net.CIDR"),
        _ => return None,
    };
    Some(CelType::Type(Box::new(t)))
}

struct Issue {
    id: u64,
    /// Where to place the issue when `id` has no position (a node of a
    /// macro's expansion): the macro.
    fallback: Option<u64>,
    message: String,
}

/// The type of `expr` (parsed from `source`, before any rewriting), or
/// cel-go's rendering of its errors (`ERROR: <input>:1:13: ...`, the source
/// line and a caret, per error, in source order). A field of an object
/// selected by a reserved word (`self.if`, since Kubernetes 1.32) is
/// renamed to the name it is bound under (`self.__if__`).
pub(crate) fn check(source: &str, expr: &mut IdedExpr, env: &Env) -> Result<CelType, String> {
    let mut checker = Checker {
        env,
        vars: Vec::new(),
        issues: Vec::new(),
        macros: Vec::new(),
        types: HashMap::new(),
        regex_literals: Vec::new(),
        reserved_selects: Vec::new(),
        in_format: 0,
        conversion_literals: Vec::new(),
        typed_sums: Vec::new(),
    };
    let t = checker.expr(expr);
    if checker.issues.is_empty() && env.environment.has(Library::LiteralValidators) {
        checker.validate_regex_literals();
    }
    if checker.issues.is_empty() {
        if !checker.reserved_selects.is_empty() {
            rename_reserved_selects(expr, &checker.reserved_selects);
        }
        if !checker.typed_sums.is_empty() {
            let mut next_id = crate::two_var::max_id(expr).saturating_add(1);
            let sums: HashMap<u64, &'static str> = checker.typed_sums.iter().copied().collect();
            tag_typed_sums(expr, &sums, &mut next_id);
        }
        return Ok(t);
    }
    let offsets = locate::offsets(source, expr);
    let mut located: Vec<(usize, String)> = checker
        .issues
        .into_iter()
        .map(|i| {
            let offset = offsets
                .get(&i.id)
                .or_else(|| i.fallback.and_then(|f| offsets.get(&f)))
                .copied()
                .unwrap_or(0);
            (offset, i.message)
        })
        .collect();
    located.sort();
    located.dedup();
    Err(located
        .iter()
        .map(|(offset, message)| crate::rule::render_at_offset(source, *offset, message))
        .collect::<Vec<_>>()
        .join("\n"))
}

struct Checker<'e> {
    env: &'e Env,
    /// Comprehension variables, innermost last.
    vars: Vec<(String, CelType)>,
    issues: Vec<Issue>,
    /// The macros being checked, innermost last.
    macros: Vec<u64>,
    /// The type of every node checked.
    types: HashMap<u64, CelType>,
    /// The literal first arguments of `matches` calls.
    regex_literals: Vec<(u64, String)>,
    /// The selections of object fields by a reserved word (`self.if`).
    reserved_selects: Vec<u64>,
    /// How many `format` calls enclose the node being checked: cel-go's
    /// homogeneous-literal check exempts the literals anywhere in them.
    in_format: u32,
    /// The literal arguments of `duration` and `timestamp` calls.
    conversion_literals: Vec<(u64, &'static str, cel::Value)>,
    /// The `sum()` calls on lists of a statically known element type whose
    /// empty sum is not int 0, with their tag (see
    /// [`crate::library::sum_zero_tag`]).
    typed_sums: Vec<(u64, &'static str)>,
}

/// Adds to each `sum()` call of `sums` its tag argument (`x.sum('double')`),
/// a literal with a fresh id from `next_id`.
fn tag_typed_sums(expr: &mut IdedExpr, sums: &HashMap<u64, &'static str>, next_id: &mut u64) {
    crate::subexpressions::for_each_child(&mut expr.expr, |child| tag_typed_sums(child, sums, next_id));
    let Some(tag) = sums.get(&expr.id) else {
        return;
    };
    if let Expr::Call(c) = &mut expr.expr {
        c.args.push(IdedExpr {
            id: *next_id,
            expr: Expr::Literal(LiteralValue::String((*tag).to_string().into())),
        });
        *next_id = next_id.saturating_add(1);
    }
}

/// The field a reserved word selects on an object: the field it escapes to
/// (`if` is bound as `__if__`).
fn escaped_reserved(field: &str) -> Option<String> {
    let escaped = format!("__{field}__");
    (escape(field).as_deref() == Some(escaped.as_str())).then_some(escaped)
}

/// Renames the selections `ids` (of reserved words, `a.if` or `a.?if`) to
/// their escaped names.
fn rename_reserved_selects(expr: &mut IdedExpr, ids: &[u64]) {
    if ids.contains(&expr.id) {
        match &mut expr.expr {
            Expr::Select(s) => {
                if let Some(escaped) = escaped_reserved(&s.field) {
                    s.field = escaped;
                }
            }
            Expr::Call(c) if c.func_name == "_?._" => {
                if let Some(Expr::Literal(LiteralValue::String(field))) = c.args.get_mut(1).map(|a| &mut a.expr) {
                    if let Some(escaped) = escaped_reserved(field.inner()) {
                        *field = escaped.into();
                    }
                }
            }
            _ => {}
        }
    }
    crate::subexpressions::for_each_child(&mut expr.expr, |child| rename_reserved_selects(child, ids));
}

impl Checker<'_> {
    fn report(&mut self, id: u64, message: String) -> CelType {
        self.issues.push(Issue {
            id,
            fallback: self.macros.last().copied(),
            message,
        });
        CelType::Error
    }

    fn expr(&mut self, e: &IdedExpr) -> CelType {
        let t = match &e.expr {
            Expr::Literal(l) => literal(l),
            Expr::Ident(name) => self.ident(e.id, name),
            Expr::Select(s) => {
                let operand = self.expr(&s.operand);
                let field = self.select(e.id, &operand, &s.field);
                if s.test && field != CelType::Error {
                    CelType::Bool
                } else {
                    field
                }
            }
            Expr::Call(c) if c.func_name == "format" => {
                self.in_format += 1;
                let t = self.call(e.id, c);
                self.in_format -= 1;
                t
            }
            Expr::Call(c) => self.call(e.id, c),
            Expr::Comprehension(c) => self.comprehension(e.id, c),
            Expr::List(l) => {
                // An optional element (`[?x]`) adds the value it holds.
                let items: Vec<(u64, CelType)> = l
                    .elements
                    .iter()
                    .enumerate()
                    .map(|(i, x)| {
                        let t = self.expr(x);
                        (x.id, if l.optional_indices.contains(&i) { held(t) } else { t })
                    })
                    .collect();
                CelType::list(self.homogeneous(items))
            }
            Expr::Map(m) => {
                let mut keys = Vec::new();
                let mut values = Vec::new();
                for entry in &m.entries {
                    if let EntryExpr::MapEntry(me) = &entry.expr {
                        keys.push((me.key.id, self.expr(&me.key)));
                        let t = self.expr(&me.value);
                        values.push((me.value.id, if me.optional { held(t) } else { t }));
                    }
                }
                let key = self.homogeneous(keys);
                CelType::map(key, self.homogeneous(values))
            }
            Expr::Struct(_) | Expr::Unspecified => CelType::Unknown,
        };
        self.types.insert(e.id, t.clone());
        t
    }

    /// The element type of a list or map literal. The API server's CEL
    /// environment wants literals homogeneous: an element of another type
    /// is an error at that element.
    fn homogeneous(&mut self, elements: Vec<(u64, CelType)>) -> CelType {
        let mut iter = elements.into_iter();
        let Some((_, mut joined)) = iter.next() else {
            return CelType::Dyn;
        };
        for (id, t) in iter {
            match join(&joined, &t) {
                Some(both) => joined = both,
                // In a `format` call: mixed literals are lists of `dyn`.
                None if self.in_format > 0 => joined = CelType::Dyn,
                None => {
                    self.report(id, format!("expected type '{joined}' but found '{t}'"));
                }
            }
        }
        joined
    }

    fn ident(&mut self, id: u64, name: &str) -> CelType {
        if let Some((_, t)) = self.vars.iter().rev().find(|(v, _)| v == name) {
            return t.clone();
        }
        match name {
            "self" => self.env.self_type.clone(),
            "oldSelf" => self.env.old_self_type.clone(),
            _ => type_ident(name)
                .unwrap_or_else(|| self.report(id, format!("undeclared reference to '{name}' (in container '')"))),
        }
    }

    /// The type of `operand.field`.
    fn select(&mut self, id: u64, operand: &CelType, field: &str) -> CelType {
        match operand {
            CelType::Object(object) => match object.fields.get(field) {
                Some(t) => t.clone(),
                None => match escaped_reserved(field)
                    .filter(|_| self.env.environment.has(Library::KeywordFieldNames))
                    .and_then(|e| object.fields.get(&e))
                {
                    Some(t) => {
                        self.reserved_selects.push(id);
                        t.clone()
                    }
                    None => self.report(id, format!("undefined field '{field}'")),
                },
            },
            CelType::Map(_, v) => (**v).clone(),
            CelType::Optional(inner) => CelType::optional(self.select(id, inner, field)),
            t if t.is_any() => t.clone(),
            t => self.report(id, format!("type '{t}' does not support field selection")),
        }
    }

    /// The API server checks constant patterns once the rule type-checks:
    /// the first argument of `matches` (the pattern of `s.matches(re)`, the
    /// string of `matches(s, re)`), when a literal, must compile.
    fn validate_regex_literals(&mut self) {
        for (id, pattern) in std::mem::take(&mut self.regex_literals) {
            if crate::go_errors::regexp_error(&pattern).is_some() {
                self.report(id, "invalid matches argument".to_owned());
            }
        }
        // cel-go's duration and timestamp literal validators: the call on
        // its literal must evaluate.
        for (id, function, literal) in std::mem::take(&mut self.conversion_literals) {
            let converted = match function {
                "duration" => crate::engine::duration(literal),
                _ => crate::engine::timestamp(literal),
            };
            if converted.is_err() {
                self.report(id, format!("invalid {function} argument"));
            }
        }
    }

    fn call(&mut self, id: u64, c: &CallExpr) -> CelType {
        let name = c.func_name.as_str();
        if name == "matches" {
            if let Some(Expr::Literal(LiteralValue::String(pattern))) = c.args.first().map(|a| &a.expr) {
                let literal = c.args.first().map_or(id, |a| a.id);
                self.regex_literals.push((literal, pattern.inner().to_string()));
            }
        }
        if let ("duration" | "timestamp", None, [argument]) = (name, &c.target, c.args.as_slice()) {
            let literal = match &argument.expr {
                Expr::Literal(LiteralValue::String(s)) => {
                    Some(cel::Value::String(std::sync::Arc::new(s.inner().to_string())))
                }
                Expr::Literal(LiteralValue::Int(n)) => Some(cel::Value::Int(*n.inner())),
                _ => None,
            };
            if let Some(literal) = literal {
                let function = if name == "duration" { "duration" } else { "timestamp" };
                self.conversion_literals.push((argument.id, function, literal));
            }
        }
        if name == crate::two_var::MAP_INSERT {
            return self.map_insert(c);
        }
        if name == "_?._" {
            // `a.?b`: an optional of the field (of the value, for an optional `a`).
            let operand = c.args.first().map_or(CelType::Unknown, |a| self.expr(a));
            let Some(Expr::Literal(LiteralValue::String(field))) = c.args.get(1).map(|a| &a.expr) else {
                return CelType::Unknown;
            };
            let inner = match operand {
                CelType::Optional(inner) => *inner,
                t => t,
            };
            return match self.select(id, &inner, field.inner()) {
                CelType::Error => CelType::Error,
                t => CelType::optional(t),
            };
        }
        let namespace = match c.target.as_deref().map(|t| &t.expr) {
            Some(Expr::Ident(ns)) if NAMESPACES.contains(&ns.as_str()) && !self.is_variable(ns) => Some(ns.as_str()),
            _ => None,
        };
        if let Some(ns) = namespace.filter(|ns| !self.has_namespace(ns)) {
            return self.absent_namespace(id, ns, c);
        }
        let (qualified, member, mut args) = match (namespace, &c.target) {
            (Some(ns), _) => (format!("{ns}.{name}"), false, Vec::new()),
            (None, Some(t)) => (name.to_owned(), true, vec![self.expr(t)]),
            (None, None) => (name.to_owned(), false, Vec::new()),
        };
        args.extend(c.args.iter().map(|a| self.expr(a)));
        if !self.is_available(&qualified, member, c.args.len()) {
            // cel-go reports the function undeclared by its simple name,
            // after its arguments' errors.
            return self.report(id, format!("undeclared reference to '{name}' (in container '')"));
        }
        if args.contains(&CelType::Error) {
            return CelType::Error;
        }
        let resolution = if self.is_cross_type_comparison(name, &args) {
            Resolution::NoMatch
        } else {
            overloads::resolve(&qualified, member, &args)
        };
        match resolution {
            Resolution::Type(t) => {
                if let (Some(tag), "sum", true, true) =
                    (crate::library::sum_zero_tag(&t), name, member, c.args.is_empty())
                {
                    self.typed_sums.push((id, tag));
                }
                t
            }
            Resolution::Unknown if namespace.is_none() && !is_declared(name) => {
                self.report(id, format!("undeclared reference to '{name}' (in container '')"))
            }
            Resolution::Unknown => CelType::Unknown,
            Resolution::NoMatch => {
                let signature = signature(member, &args);
                self.report(
                    id,
                    format!("found no matching overload for '{qualified}' applied to '{signature}'"),
                )
            }
        }
    }

    /// The map a `transformMap`/`transformMapEntry` step builds: keyed by
    /// the key variable with the expression's values, or the entry maps'
    /// type.
    fn map_insert(&mut self, c: &CallExpr) -> CelType {
        let types: Vec<CelType> = c.args.iter().map(|a| self.expr(a)).collect();
        if types.contains(&CelType::Error) {
            return CelType::Error;
        }
        match (types.as_slice(), c.args.get(1)) {
            ([_, key, value], _) => CelType::map(key.clone(), value.clone()),
            ([_, entries @ CelType::Map(..)], _) => entries.clone(),
            ([_, t], _) if t.is_any() => CelType::map(t.clone(), t.clone()),
            ([_, t], Some(arg)) => self.report(
                arg.id,
                format!("found no matching overload for 'cel.@mapInsert' applied to '(map(dyn, dyn), {t})'"),
            ),
            _ => CelType::Unknown,
        }
    }

    /// Whether the environment declares the function `qualified` called
    /// with `arity` arguments: its library is there, and a three-argument
    /// `all`, `exists` or `existsOne` is a two-variable comprehension (a
    /// macro; without it, an undeclared function).
    fn is_available(&self, qualified: &str, member: bool, arity: usize) -> bool {
        let env = &self.env.environment;
        let two_variables = member && arity == 3 && matches!(qualified, "all" | "exists" | "existsOne");
        if two_variables && !env.has(Library::TwoVarComprehensions) {
            return false;
        }
        environment::library_of(qualified, member).is_none_or(|l| env.has(l))
    }

    /// Whether the environment has the namespace `ns` (`sets`, `math`).
    fn has_namespace(&self, ns: &str) -> bool {
        !environment::ABSENT_NAMESPACES.contains(&ns)
            && environment::namespace_library(ns).is_none_or(|l| self.env.environment.has(l))
    }

    /// A call of `ns.name(...)` where the environment has no `ns`: cel-go
    /// checks it as a member call of `name` on the identifier `ns`, which
    /// is undeclared, and reports `name` too when no function has it.
    fn absent_namespace(&mut self, id: u64, ns: &str, c: &CallExpr) -> CelType {
        if let Some(target) = c.target.as_deref() {
            self.report(target.id, format!("undeclared reference to '{ns}' (in container '')"));
        }
        for arg in &c.args {
            self.expr(arg);
        }
        let name = c.func_name.as_str();
        let known = overloads::resolve(name, true, &[]) != Resolution::Unknown
            || overloads::resolve(name, false, &[]) != Resolution::Unknown;
        if !known {
            self.report(id, format!("undeclared reference to '{name}' (in container '')"));
        }
        CelType::Error
    }

    /// `<`, `<=`, `>` or `>=` of two different numeric types, which need
    /// cross-type numeric comparisons (Kubernetes 1.28).
    fn is_cross_type_comparison(&self, name: &str, args: &[CelType]) -> bool {
        let numeric = |t: &CelType| matches!(t, CelType::Int | CelType::Uint | CelType::Double);
        matches!(name, "_<_" | "_<=_" | "_>_" | "_>=_")
            && !self.env.environment.has(Library::CrossTypeNumericComparisons)
            && matches!(args, [a, b] if numeric(a) && numeric(b) && a != b)
    }

    fn is_variable(&self, name: &str) -> bool {
        name == "self" || name == "oldSelf" || self.vars.iter().any(|(v, _)| v == name)
    }

    fn comprehension(&mut self, id: u64, c: &ComprehensionExpr) -> CelType {
        let range = self.expr(&c.iter_range);
        // One variable: a list's items, a map's keys; two: a list's
        // indices and items, a map's keys and values.
        let (item, second) = match &range {
            CelType::List(t) => match c.iter_var2 {
                Some(_) => (CelType::Int, (**t).clone()),
                None => ((**t).clone(), CelType::Error),
            },
            CelType::Map(k, v) => ((**k).clone(), (**v).clone()),
            t if t.is_any() => (t.clone(), t.clone()),
            t => {
                let e = self.report(
                    c.iter_range.id,
                    format!(
                        "expression of type '{t}' cannot be range of a comprehension (must be list, map, or dynamic)"
                    ),
                );
                (e.clone(), e)
            }
        };
        self.macros.push(id);
        let accu = self.expr(&c.accu_init);
        let scope = self.vars.len();
        self.vars.push((c.iter_var.clone(), item));
        if let Some(name) = &c.iter_var2 {
            self.vars.push((name.clone(), second));
        }
        self.vars.push((c.accu_var.clone(), accu));
        self.expr(&c.loop_cond);
        self.expr(&c.loop_step);
        // `map` and `filter` start from `[]`: their list has the type of
        // what each step appends.
        let built = appended_list(&c.loop_step).or_else(|| inserted_map(&c.loop_step));
        if let Some(appended) = built.and_then(|l| self.types.get(&l.id)).cloned() {
            if let Some(slot) = self.vars.last_mut() {
                slot.1 = appended;
            }
        }
        let result = self.expr(&c.result);
        self.vars.truncate(scope);
        self.macros.pop();
        result
    }
}

/// The list literal a `map`/`filter` step appends (`@result + [f]`).
fn appended_list(step: &IdedExpr) -> Option<&IdedExpr> {
    let Expr::Call(c) = &step.expr else { return None };
    match (c.func_name.as_str(), c.args.as_slice()) {
        ("_+_", [_, list]) if matches!(list.expr, Expr::List(_)) => Some(list),
        ("_?_:_", [_, add, _]) => appended_list(add),
        _ => None,
    }
}

/// The map a `transformMap`/`transformMapEntry` step builds.
fn inserted_map(step: &IdedExpr) -> Option<&IdedExpr> {
    let Expr::Call(c) = &step.expr else { return None };
    match (c.func_name.as_str(), c.args.as_slice()) {
        (crate::two_var::MAP_INSERT, _) => Some(step),
        ("_?_:_", [_, insert, _]) => inserted_map(insert),
        _ => None,
    }
}

fn literal(l: &LiteralValue) -> CelType {
    match l {
        LiteralValue::Boolean(_) => CelType::Bool,
        LiteralValue::Bytes(_) => CelType::Bytes,
        LiteralValue::Double(_) => CelType::Double,
        LiteralValue::Int(_) => CelType::Int,
        LiteralValue::Null => CelType::Null,
        LiteralValue::String(_) => CelType::String,
        LiteralValue::UInt(_) => CelType::Uint,
    }
}

/// cel-go's rendering of a call's argument types: `(int, string)`, or
/// `string.(int)` for a member call.
/// Whether the engine has a function called `name`: the overload table
/// lists the functions whose types it knows, the engine has them all. The
/// probes call `name` on `null` and with no argument: `cel` reports an
/// undeclared reference to `name` when it has no function of that name
/// called that way.
fn is_declared(name: &str) -> bool {
    let call = |target: Option<Box<IdedExpr>>| IdedExpr {
        id: 0,
        expr: Expr::Call(CallExpr {
            func_name: name.to_owned(),
            target,
            args: Vec::new(),
        }),
    };
    let null = IdedExpr {
        id: 1,
        expr: Expr::Literal(LiteralValue::Null),
    };
    let probes = [call(Some(Box::new(null))), call(None)];
    crate::Engine::with(|engine| {
        probes.iter().any(|probe| {
            !matches!(engine.root.resolve(probe), Err(ExecutionError::UndeclaredReference(missing)) if missing.as_str() == name)
        })
    })
}

fn signature(member: bool, args: &[CelType]) -> String {
    let (receiver, rest) = match (member, args.split_first()) {
        (true, Some((r, rest))) => (format!("{r}."), rest),
        _ => (String::new(), args),
    };
    // cel-go names the null type `null` in a signature.
    let list: Vec<String> = rest
        .iter()
        .map(|t| match t {
            CelType::Null => "null".to_owned(),
            t => t.to_string(),
        })
        .collect();
    format!("{receiver}({})", list.join(", "))
}

/// The type an optional entry of a literal adds: the value its optional
/// holds.
fn held(t: CelType) -> CelType {
    match t {
        CelType::Optional(inner) => *inner,
        t => t,
    }
}

/// The qualified type names a rule can write (`google.protobuf.Duration`),
/// with the library that declares each.
const QUALIFIED_TYPE_NAMES: [(&str, Option<Library>); 4] = [
    ("google.protobuf.Duration", None),
    ("google.protobuf.Timestamp", None),
    ("net.IP", Some(Library::Ip)),
    ("net.CIDR", Some(Library::Cidr)),
];

/// Replaces each selection chain naming a type (`google.protobuf.Duration`,
/// `net.IP` where `environment` has it) by one identifier of that name, as
/// cel-go's checker resolves it: the checker, the estimator and the meter
/// then see a type name, as they see `int`. A chain rooted at a variable
/// (`self`, a comprehension's) is a field selection and is kept.
pub(crate) fn qualify_type_names(expr: &mut IdedExpr, environment: Environment) {
    let mut scope = Vec::new();
    qualify(expr, environment, &mut scope);
}

fn qualify(expr: &mut IdedExpr, environment: Environment, scope: &mut Vec<String>) {
    if let Some(name) = qualified_name(expr) {
        let declared = QUALIFIED_TYPE_NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .is_some_and(|(_, library)| library.is_none_or(|l| environment.has(l)));
        let root = name.split('.').next().unwrap_or_default();
        if declared && !scope.iter().any(|v| v == root) {
            expr.expr = Expr::Ident(name);
            return;
        }
    }
    if let Expr::Comprehension(c) = &mut expr.expr {
        qualify(&mut c.iter_range, environment, scope);
        qualify(&mut c.accu_init, environment, scope);
        let depth = scope.len();
        scope.push(c.iter_var.clone());
        scope.extend(c.iter_var2.clone());
        scope.push(c.accu_var.clone());
        for part in [&mut c.loop_cond, &mut c.loop_step, &mut c.result] {
            qualify(part, environment, scope);
        }
        scope.truncate(depth);
        return;
    }
    crate::subexpressions::for_each_child(&mut expr.expr, |child| qualify(child, environment, scope));
}

/// `a.b.c` of a chain of selections on an identifier (not presence tests).
fn qualified_name(expr: &IdedExpr) -> Option<String> {
    match &expr.expr {
        Expr::Select(s) if !s.test => Some(format!("{}.{}", qualified_name(&s.operand)?, s.field)),
        Expr::Ident(name) => Some(name.clone()),
        _ => None,
    }
}
