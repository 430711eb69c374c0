//! The cost of a rule, in the API server's units and against its limits.
//!
//! The estimate follows CEL's cost estimator with Kubernetes' sizes and
//! function costs, as the API server computes it when a CRD is written:
//! a variable or a field selection costs 1 (selecting from a value that
//! is not an object or map costs nothing more; `has()` only its operand),
//! literals nothing, a call 1 plus its arguments, `&&`/`||` their
//! operands, `?:` its condition plus its costlier branch; comparisons of
//! strings, bytes and `==`/`!=` of anything cost a tenth (rounded up) of
//! the smaller operand's size; string functions cost a tenth of the
//! string's size per traversal (`contains`: string × substring, `matches`
//! and `find`: string × a quarter of the pattern); Kubernetes' lists
//! library one comparison per element (plus a traversal of string
//! elements); cel-go's lists extension a list allocation plus its result's
//! elements (squared for `sort` and `distinct`); functions neither library
//! estimates (`charAt`) 1 plus their arguments; a comprehension costs
//! its range, its initial value and its result, plus per element its
//! condition and step.
//!
//! Sizes are the API server's: a value reached from `self` has the size
//! its schema allows (`maxItems`, `maxProperties`, four bytes per
//! character of `maxLength`, the longest `enum` value, or what fits a
//! 3 MiB request given the smallest serialized item; fixed sizes for
//! `duration`, `date` and `date-time` strings); scalars reached from
//! `self` have size 0, other scalars size 1, literals their own size.
//!
//! - The *estimated* cost takes sizes from the schema. A rule costing
//!   more than 10,000,000 does not compile.
//! - The *runtime* cost of one evaluation is what cel-go meters while it
//!   evaluates (see `actual_cost`). An evaluation costing more than
//!   1,000,000 fails with the API server's per-call limit error, and one
//!   validation may spend 10,000,000 in all.

use cel::common::ast::{EntryExpr, Expr, LiteralValue};
use cel::IdedExpr;
use validation_schema::Schema;

use crate::escape::escape;

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
const MAX_REQUEST_BYTES: u64 = 3 * 1024 * 1024;
/// The longest string a request can hold (without its quotes).
const MAX_STRING_BYTES: u64 = MAX_REQUEST_BYTES - 2;
/// Cost per byte of traversing a string.
const TRAVERSAL: f64 = 0.1;
/// Cost per byte of a regular expression.
const REGEX: f64 = 0.25;
/// Creating a list, a map, an object.
const LIST_CREATION: u64 = 10;
const MAP_CREATION: u64 = 30;
const OBJECT_CREATION: u64 = 40;
/// The longest pattern of a `format` library format.
const MAX_FORMAT_PATTERN: f64 = 128.0;

/// A schema node a value is reached at from `self`.
#[derive(Clone, Copy)]
pub(crate) enum Node<'s> {
    /// A schema node; `true` for the root of a resource or an embedded
    /// resource (which also has `kind`, `apiVersion` and `metadata`).
    Schema(&'s Schema, bool),
    /// `metadata` of a resource whose schema does not declare it with
    /// `name` and `generateName` (the author's `metadata` schema, if any).
    Metadata(Option<&'s Schema>),
    /// A string of at most this many bytes (`metadata.name`, `kind`).
    Text(u64),
    /// A value reached from `self` whose schema is not known (runtime
    /// costs, which take sizes from the value).
    Any,
    /// The keys of a map: strings of no declared size.
    Keys,
}

/// The size of a value reached from `self`, from the schema or from the
/// value.
pub(crate) trait Sizes {
    /// The size of a value at `node` (`None`: not reached from `self`).
    fn size(&self, node: Option<Node<'_>>) -> Option<u64>;

    /// The size of values not reached from `self` whose size the rule
    /// does not fix (`known`, when the evaluation can tell).
    fn unbounded(&self, known: Option<u64>) -> u64;
}

/// Sizes from the schema's limits, or the worst case of a 3 MiB request.
pub(crate) struct SchemaSizes;

impl Sizes for SchemaSizes {
    fn size(&self, node: Option<Node<'_>>) -> Option<u64> {
        match node? {
            Node::Schema(s, _) => Some(max_elements(s)),
            Node::Metadata(_) | Node::Keys => Some(0),
            Node::Text(n) => Some(n),
            Node::Any => None,
        }
    }

    /// The API server estimates sizes only along paths from `self`.
    fn unbounded(&self, _known: Option<u64>) -> u64 {
        u64::MAX
    }
}

/// What one validation may still spend on rules.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    remaining: f64,
    /// Every evaluation is charged its actual cost (see
    /// [`crate::actual_cost`]), never an upper bound of it.
    pub(crate) exact: bool,
    /// Some evaluation was charged an upper bound of its cost: what
    /// remains may be less than what the API server would have left.
    pub(crate) bounded: bool,
    /// A rule went over what remains of the bounded budget: the API server
    /// may still have had enough, so the validation must run again with
    /// an exact budget to tell.
    pub(crate) retry: bool,
    /// A rule went over what remains: the API server runs no further rule.
    pub(crate) spent: bool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget::new(RUNTIME_COST_BUDGET)
    }
}

impl Budget {
    /// A budget of `cost`.
    pub fn new(cost: u64) -> Budget {
        Budget {
            remaining: cost as f64,
            exact: false,
            bounded: false,
            retry: false,
            spent: false,
        }
    }

    /// A budget of `cost` of which every evaluation is charged its actual
    /// cost (slower: the costs are metered as the rules are evaluated).
    pub fn exact(cost: u64) -> Budget {
        Budget {
            exact: true,
            ..Budget::new(cost)
        }
    }

    /// What remains.
    pub fn remaining(&self) -> f64 {
        self.remaining
    }

    pub(crate) fn spend(&mut self, cost: f64) {
        self.remaining -= cost;
    }

    /// Whether the budget is spent: the API server runs no further rule.
    pub fn is_exhausted(&self) -> bool {
        self.spent || self.retry || self.remaining < 0.0
    }
}

/// The size the API server declares for values of `s` (its DeclType's
/// maximum number of elements: items, properties, bytes; 0 for scalars
/// and objects).
pub fn max_elements(s: &Schema) -> u64 {
    let declared = |n: Option<i64>| n.map(|n| u64::try_from(n).unwrap_or(0));
    if s.x_int_or_string {
        return declared(s.max_length).map_or(MAX_STRING_BYTES, |n| n.saturating_mul(4));
    }
    match s.type_name() {
        "array" => declared(s.max_items)
            .unwrap_or_else(|| MAX_STRING_BYTES / (s.item_schema().map_or(1, min_serialized_size) + 1)),
        "object" => match s.additional_properties_schema() {
            Some(values) => declared(s.max_properties).unwrap_or(MAX_STRING_BYTES / (min_serialized_size(values) + 6)),
            None => 0,
        },
        "string" => match s.format.as_deref() {
            Some("byte") => declared(s.max_length).unwrap_or(MAX_STRING_BYTES),
            Some("duration") | Some("date-time") => 32,
            Some("date") => 12,
            _ => match (declared(s.max_length), &s.enum_) {
                (Some(n), _) => n.saturating_mul(4),
                (None, Some(values)) if !values.is_empty() => values
                    .iter()
                    .filter_map(|v| v.as_str())
                    .map(|v| v.len() as u64)
                    .max()
                    .unwrap_or(0),
                _ => MAX_STRING_BYTES,
            },
        },
        _ => 0,
    }
}

/// The fewest bytes a value of `s` takes in JSON, as the API server
/// counts them (an object's required properties without a default count).
pub fn min_serialized_size(s: &Schema) -> u64 {
    if s.x_int_or_string {
        return 1;
    }
    match s.type_name() {
        "boolean" => 4,
        "number" | "integer" => 1,
        "string" => match s.format.as_deref() {
            Some("duration") => 3,
            Some("date") => 12,
            Some("date-time") => 21,
            _ => 2,
        },
        "object" if s.additional_properties_schema().is_none() => {
            2 + s
                .required
                .iter()
                .filter_map(|name| s.properties.get(name).map(|p| (name, p)))
                .filter(|(_, p)| p.default.is_none() && !p.type_name().is_empty())
                .map(|(name, p)| name.len() as u64 + min_serialized_size(p) + 4)
                .sum::<u64>()
        }
        _ => 2,
    }
}

/// How many values of a node whose smallest serialized form is
/// `min_size` bytes fit a request: the number of times a rule under
/// unbounded lists or maps may run.
pub fn max_cardinality(min_size: u64) -> u64 {
    MAX_REQUEST_BYTES / (min_size + 1)
}

/// `x × factor`, rounded up, saturating.
fn scale(x: u64, factor: f64) -> u64 {
    let product = (x as f64 * factor).ceil();
    if product >= u64::MAX as f64 {
        u64::MAX
    } else {
        product as u64
    }
}

/// What kind of value an expression gives, as far as the cost depends on it.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    String,
    Bytes,
    List,
    Map,
    Object,
    /// `int`, `double`, `bool`, durations, timestamps, `null`.
    Scalar,
    /// A library value (`quantity`, `ip`, `cidr`, `semver`, `url`, format).
    Library,
    /// Any value (`x-kubernetes-int-or-string`, `dyn`).
    Dyn,
    Unknown,
}

/// An expression's estimated cost, and what the estimate of an enclosing
/// expression needs of it.
#[derive(Clone, Copy)]
struct Estimate<'s> {
    cost: u64,
    /// Its size (length, number of elements), when known.
    size: Option<u64>,
    kind: Kind,
    /// The schema node it is reached at from `self`.
    node: Option<Node<'s>>,
    /// For lists and maps built here: the size of their elements.
    element_size: Option<u64>,
    /// For lists not reached from `self`: what kind their elements are
    /// (the checker's element type).
    element_kind: Kind,
    /// An optional (its other fields describe the value it holds):
    /// whether that value is a scalar, which cel-go sizes as 1 (any other
    /// optional has no size it knows).
    optional: Option<bool>,
}

impl<'s> Estimate<'s> {
    fn new(cost: u64, size: Option<u64>, kind: Kind) -> Self {
        Estimate {
            cost,
            size,
            kind,
            node: None,
            element_size: None,
            element_kind: Kind::Unknown,
            optional: None,
        }
    }

    /// The size, or the largest possible when unknown.
    fn size_or_max(&self) -> u64 {
        self.size.unwrap_or(u64::MAX)
    }
}

/// A comprehension variable: the node of the values it takes, their size.
struct Local<'s> {
    name: String,
    node: Option<Node<'s>>,
    size: Option<u64>,
    kind: Kind,
}

struct Estimator<'a, 's> {
    self_node: Node<'s>,
    sizes: &'a dyn Sizes,
    locals: Vec<Local<'s>>,
}

/// The cost of `expr` on `schema`'s node (any node when `None`) with
/// sizes from `sizes`.
pub(crate) fn cost(expr: &IdedExpr, schema: Option<&Schema>, root: bool, sizes: &dyn Sizes) -> f64 {
    let mut estimator = Estimator {
        self_node: schema.map_or(Node::Any, |s| Node::Schema(s, root)),
        sizes,
        locals: Vec::new(),
    };
    estimator.walk(expr).cost as f64
}

/// The kind of values at `node`.
fn node_kind(node: Node<'_>) -> Kind {
    match node {
        Node::Keys | Node::Text(_) => Kind::String,
        Node::Metadata(_) => Kind::Object,
        Node::Any => Kind::Unknown,
        Node::Schema(s, _) if s.x_int_or_string => Kind::Dyn,
        Node::Schema(s, _) => match s.type_name() {
            "array" => Kind::List,
            "object" if s.additional_properties_schema().is_some() => Kind::Map,
            "object" => Kind::Object,
            "string" => match s.format.as_deref() {
                Some("byte") => Kind::Bytes,
                Some("duration") | Some("date") | Some("date-time") => Kind::Scalar,
                _ => Kind::String,
            },
            "boolean" | "number" | "integer" => Kind::Scalar,
            _ => Kind::Dyn,
        },
    }
}

/// The node of property `cel_name` of an object node.
fn field_node<'s>(node: Node<'s>, cel_name: &str) -> Option<Node<'s>> {
    let (s, resource) = match node {
        Node::Schema(s, resource) => (s, resource),
        Node::Any => return Some(Node::Any),
        Node::Metadata(declared) => return metadata_field(declared, cel_name),
        Node::Keys | Node::Text(_) => return None,
    };
    if s.additional_properties_schema().is_some() {
        return None;
    }
    if resource && !declares_type_and_object_meta(s) {
        match cel_name {
            "kind" | "apiVersion" => return Some(Node::Text(MAX_STRING_BYTES)),
            "metadata" => return Some(Node::Metadata(s.properties.get("metadata"))),
            _ => {}
        }
    }
    s.properties
        .iter()
        .find(|(n, _)| escape(n).as_deref() == Some(cel_name))
        .map(|(_, p)| Node::Schema(p, p.x_embedded_resource))
}

/// Whether a resource's schema declares `kind`, `apiVersion` and
/// `metadata.name`/`generateName` as strings (then it is used as is).
fn declares_type_and_object_meta(s: &Schema) -> bool {
    let is = |s: Option<&Schema>, t: &str| s.is_some_and(|s| s.type_name() == t);
    let metadata = s.properties.get("metadata");
    is(s.properties.get("kind"), "string")
        && is(s.properties.get("apiVersion"), "string")
        && is(metadata, "object")
        && is(metadata.and_then(|m| m.properties.get("name")), "string")
        && is(metadata.and_then(|m| m.properties.get("generateName")), "string")
}

/// `metadata.name` (at most 253 bytes, a DNS subdomain) and
/// `metadata.generateName` (252: the generated suffix takes one), or the
/// author's `maxLength` when smaller; four bytes per character.
fn metadata_field<'s>(declared: Option<&'s Schema>, cel_name: &str) -> Option<Node<'s>> {
    let cap = match cel_name {
        "name" => 253,
        "generateName" => 252,
        _ => return None,
    };
    let authored = declared
        .and_then(|m| m.properties.get(cel_name))
        .and_then(|p| p.max_length)
        .and_then(|n| u64::try_from(n).ok());
    Some(Node::Text(authored.map_or(cap, |n| n.min(cap)).saturating_mul(4)))
}

/// The node of the items of a list or the values of a map.
fn element_node(node: Node<'_>) -> Option<Node<'_>> {
    let s = match node {
        Node::Schema(s, _) => s,
        Node::Any => return Some(Node::Any),
        _ => return None,
    };
    s.item_schema()
        .or_else(|| s.additional_properties_schema())
        .map(|e| Node::Schema(e, e.x_embedded_resource))
}

/// The node a comprehension variable over `node` takes its values at:
/// a list's items, a map's keys.
/// The node of a map's values, for the second variable of a two-variable
/// comprehension.
fn value_node(node: Node<'_>) -> Option<Node<'_>> {
    match node {
        Node::Schema(s, _) => s
            .additional_properties_schema()
            .map(|v| Node::Schema(v, v.x_embedded_resource)),
        Node::Any => Some(Node::Any),
        _ => None,
    }
}

fn iteration_node(node: Node<'_>) -> Option<Node<'_>> {
    let s = match node {
        Node::Schema(s, _) => s,
        Node::Any => return Some(Node::Any),
        _ => return None,
    };
    if s.additional_properties_schema().is_some() {
        return Some(Node::Keys);
    }
    s.item_schema().map(|e| Node::Schema(e, e.x_embedded_resource))
}

/// Functions whose result is a library value.
const LIBRARY: [&str; 9] = [
    "ip",
    "cidr",
    "url",
    "quantity",
    "semver",
    "masked",
    "add",
    "sub",
    "format.named",
];

/// Functions whose result is a string.
const STRINGS: [&str; 11] = [
    "lowerAscii",
    "upperAscii",
    "trim",
    "substring",
    "replace",
    "string",
    "charAt",
    "join",
    "find",
    "reverse",
    "getScheme",
];

impl<'a, 's> Estimator<'a, 's> {
    /// Sizes of values reached from `self`: from the sizes given; others
    /// of scalars are 1.
    fn at(&self, cost: u64, node: Option<Node<'s>>, kind: Kind) -> Estimate<'s> {
        let size = self.sizes.size(node).or((kind == Kind::Scalar).then_some(1));
        Estimate {
            cost,
            size,
            kind,
            node,
            element_size: None,
            element_kind: Kind::Unknown,
            optional: None,
        }
    }

    fn walk(&mut self, expr: &IdedExpr) -> Estimate<'s> {
        match &expr.expr {
            Expr::Literal(literal) => literal_estimate(literal),
            Expr::Ident(name) => self.ident(name),
            Expr::Select(select) => {
                let operand = self.walk(&select.operand);
                if select.test {
                    // `has()`: the API server counts no presence test.
                    return Estimate::new(operand.cost, Some(1), Kind::Scalar);
                }
                let selection = match operand.kind {
                    Kind::Map | Kind::Object | Kind::Unknown => 1,
                    _ => 0,
                };
                let cost = operand.cost.saturating_add(selection);
                let node = operand.node.and_then(|n| field_node(n, &select.field));
                let kind = match (node, operand.kind) {
                    (Some(n), _) => node_kind(n),
                    (None, Kind::Map) => Kind::Unknown,
                    _ => Kind::Unknown,
                };
                self.at(cost, node, kind)
            }
            Expr::Call(call) => self.call(&call.func_name, call.target.as_deref(), &call.args),
            Expr::List(list) => {
                let elements: Vec<Estimate<'s>> = list.elements.iter().map(|e| self.walk(e)).collect();
                let cost = elements.iter().fold(LIST_CREATION, |sum, e| sum.saturating_add(e.cost));
                let element_size = elements
                    .iter()
                    .map(|e| e.size)
                    .try_fold(0u64, |m, s| s.map(|s| m.max(s)));
                // A list of one kind has that element type; a mixed one `dyn`.
                let element_kind = match elements.split_first() {
                    Some((first, rest)) if rest.iter().all(|e| e.kind == first.kind) => first.kind,
                    Some(_) => Kind::Dyn,
                    None => Kind::Unknown,
                };
                Estimate {
                    element_size,
                    element_kind,
                    ..Estimate::new(cost, Some(list.elements.len() as u64), Kind::List)
                }
            }
            Expr::Map(map) => {
                let mut cost = MAP_CREATION;
                let mut element_size = Some(0u64);
                for entry in &map.entries {
                    match &entry.expr {
                        EntryExpr::MapEntry(e) => {
                            cost = cost.saturating_add(self.walk(&e.key).cost);
                            let value = self.walk(&e.value);
                            cost = cost.saturating_add(value.cost);
                            element_size = element_size.and_then(|m| value.size.map(|s| m.max(s)));
                        }
                        EntryExpr::StructField(f) => cost = cost.saturating_add(self.walk(&f.value).cost),
                    }
                }
                Estimate {
                    element_size,
                    ..Estimate::new(cost, Some(map.entries.len() as u64), Kind::Map)
                }
            }
            Expr::Struct(s) => {
                let cost = s.entries.iter().fold(OBJECT_CREATION, |sum, entry| match &entry.expr {
                    EntryExpr::StructField(f) => sum.saturating_add(self.walk(&f.value).cost),
                    EntryExpr::MapEntry(e) => sum
                        .saturating_add(self.walk(&e.key).cost)
                        .saturating_add(self.walk(&e.value).cost),
                });
                Estimate::new(cost, None, Kind::Object)
            }
            Expr::Comprehension(c) => {
                let range = self.walk(&c.iter_range);
                let init = self.walk(&c.accu_init);
                let (node, size, kind) = match range.node {
                    Some(n) => {
                        let item = iteration_node(n);
                        (
                            item,
                            self.sizes.size(item).or(Some(1)),
                            item.map_or(Kind::Unknown, node_kind),
                        )
                    }
                    // A range with no schema path (a literal, a
                    // conditional, a function's result): the API server's
                    // estimator looks up the element's path, `@items`
                    // alone, from the rule's node after cutting off its
                    // first segment, so it sizes the element as the rule's
                    // node itself; a literal's own element sizes come
                    // first here.
                    None => (
                        None,
                        range.element_size.or_else(|| self.sizes.size(Some(self.self_node))),
                        Kind::Unknown,
                    ),
                };
                let scope = self.locals.len();
                match &c.iter_var2 {
                    // Two variables: a list's index (an integer) and item,
                    // or a map's key and value.
                    Some(second) => {
                        let is_map = range
                            .node
                            .is_some_and(|n| matches!(iteration_node(n), Some(Node::Keys)));
                        let value = range
                            .node
                            .and_then(|n| if is_map { value_node(n) } else { iteration_node(n) });
                        let first = if is_map {
                            Local {
                                name: c.iter_var.clone(),
                                node,
                                size,
                                kind,
                            }
                        } else {
                            Local {
                                name: c.iter_var.clone(),
                                node: None,
                                size: Some(1),
                                kind: Kind::Scalar,
                            }
                        };
                        self.locals.push(first);
                        self.locals.push(Local {
                            name: second.clone(),
                            node: value,
                            size: value.and_then(|v| self.sizes.size(Some(v))).or(Some(1)),
                            kind: value.map_or(Kind::Unknown, node_kind),
                        });
                    }
                    None => self.locals.push(Local {
                        name: c.iter_var.clone(),
                        node,
                        size,
                        kind,
                    }),
                }
                self.locals.push(Local {
                    name: c.accu_var.clone(),
                    node: None,
                    size: init.size,
                    kind: init.kind,
                });
                let condition = self.walk(&c.loop_cond);
                let step = self.walk(&c.loop_step);
                let per_element = condition.cost.saturating_add(step.cost);
                let result = self.walk(&c.result);
                self.locals.truncate(scope);
                let count = range.size_or_max();
                let cost = range
                    .cost
                    .saturating_add(init.cost)
                    .saturating_add(result.cost)
                    .saturating_add(count.saturating_mul(per_element));
                let (size, kind) = match &c.accu_init.expr {
                    Expr::List(_) => (Some(count), Kind::List),
                    Expr::Map(_) => (Some(count), Kind::Map),
                    _ => (result.size, result.kind),
                };
                // `map` and `filter` build a list of what their step appends.
                Estimate {
                    element_kind: step.element_kind,
                    ..Estimate::new(cost, size, kind)
                }
            }
            Expr::Unspecified => Estimate::new(0, None, Kind::Unknown),
        }
    }

    /// What kind the elements of list `list` are: from the schema, or
    /// as the list was built.
    fn element_kind(&self, list: &Estimate<'s>) -> Kind {
        list.node.and_then(element_node).map_or(list.element_kind, node_kind)
    }

    /// The size of the elements of list `list`, as the API server
    /// estimates it: from the schema when the list is reached from
    /// `self`; a list built in the rule has no schema, so no bound.
    fn element_size(&self, list: &Estimate<'s>) -> u64 {
        match list.node.and_then(element_node) {
            Some(element) => self.sizes.size(Some(element)).unwrap_or(u64::MAX),
            None => self.sizes.unbounded(list.element_size),
        }
    }

    /// cel-go's lists extension: a call (1) allocating a list (10), plus
    /// the elements it produces times a factor: `slice`, `reverse` and
    /// `lists.range` once, `flatten` once per level, `distinct` and `sort`
    /// two comparisons per pair of elements (a traversal more for strings
    /// and bytes). Literal indexes, depths and counts bound the result.
    fn list_extension(
        &self,
        name: &str,
        target: Option<Estimate<'s>>,
        args: &[Estimate<'s>],
        arg_exprs: &[IdedExpr],
        operands: u64,
    ) -> Estimate<'s> {
        let list = target.unwrap_or(Estimate::new(0, None, Kind::Unknown));
        // `sortBy` compares the keys it sorts by.
        let compared = match name {
            crate::library::SORT_BY_KEYS => args.first().copied().unwrap_or(Estimate::new(0, None, Kind::Unknown)),
            _ => list,
        };
        let count = compared.size_or_max();
        let literal = |i: usize| {
            arg_exprs
                .get(i)
                .and_then(|a| int_literal(&a.expr))
                .map(|n| u64::try_from(n).unwrap_or(0))
        };
        let comparisons = |string_elements: bool| {
            let factor = if string_elements { 2.0 + TRAVERSAL } else { 2.0 };
            (count.saturating_mul(count), factor)
        };
        let (size, factor) = match name {
            "lists.range" => (literal(0).unwrap_or(u64::MAX), 1.0),
            // Go's unsigned subtraction: an end before the start wraps.
            "slice" => (literal(1).unwrap_or(count).wrapping_sub(literal(0).unwrap_or(0)), 1.0),
            "flatten" => {
                let depth = if args.is_empty() { Some(1) } else { literal(0) };
                (count, depth.map_or(u64::MAX as f64, |d| d as f64))
            }
            "distinct" => comparisons(false),
            "sort" | crate::library::SORT_BY_KEYS => {
                comparisons(matches!(self.element_kind(&compared), Kind::String | Kind::Bytes))
            }
            _ => (count, 1.0),
        };
        let own = scale(size, factor).saturating_add(1).saturating_add(LIST_CREATION);
        let element_kind = match name {
            "lists.range" => Kind::Scalar,
            "flatten" => Kind::Dyn,
            _ => self.element_kind(&list),
        };
        Estimate {
            element_kind,
            ..Estimate::new(operands.saturating_add(own), Some(size), Kind::List)
        }
    }

    /// Whether `name` is a variable (not a namespace).
    fn is_variable(&self, name: &str) -> bool {
        name == "self" || name == "oldSelf" || self.locals.iter().any(|l| l.name == name)
    }

    fn ident(&self, name: &str) -> Estimate<'s> {
        if let Some(local) = self.locals.iter().rev().find(|l| l.name == name) {
            return Estimate {
                node: local.node,
                ..Estimate::new(1, local.size, local.kind)
            };
        }
        if name == "self" || name == "oldSelf" {
            return self.at(1, Some(self.self_node), node_kind(self.self_node));
        }
        // A type name (`int`) or an unknown variable: the API server's size
        // estimator takes any identifier's path to start at `self`, so its
        // size is `self`'s (an object's with properties is 0: `type(x) ==
        // int` costs no comparison).
        Estimate {
            node: None,
            ..self.at(1, Some(self.self_node), Kind::Unknown)
        }
    }

    fn call(&mut self, name: &str, target: Option<&IdedExpr>, args: &[IdedExpr]) -> Estimate<'s> {
        // `sets.contains(a, b)`, `ip.isCanonical(s)`: a function of a
        // namespace, not a method of a variable.
        let (name, target) = match target.map(|t| &t.expr) {
            Some(Expr::Ident(namespace)) if !self.is_variable(namespace) => {
                (qualified(namespace, name).unwrap_or(name), None)
            }
            _ => (name, target),
        };
        let target = target.map(|t| self.walk(t));
        let arg_exprs = args;
        let args: Vec<Estimate<'s>> = args.iter().map(|a| self.walk(a)).collect();
        let arguments = args.iter().fold(0u64, |sum, a| sum.saturating_add(a.cost));
        let operands = arguments.saturating_add(target.map_or(0, |t| t.cost));
        let first = args.first().copied();
        let second = args.get(1).copied();
        // The string a method is called on, or the first argument.
        let subject = target.or(first);
        let subject_size = subject.map_or(u64::MAX, |s| s.size_or_max());
        let (own, size, kind): (u64, Option<u64>, Kind) = match name {
            // The checks of constructors' arguments stand for no call of the
            // API server's: their cost is their last argument's (the call).
            _ if name.starts_with(crate::checked_args::PREFIX) => {
                let call = args.last().copied().unwrap_or(Estimate::new(0, None, Kind::Unknown));
                return Estimate::new(call.cost, call.size, call.kind);
            }
            // An optional's value is the value it holds (`oldSelf.value()`
            // with optionalOldSelf): the checker types it, so a map stays a
            // map (`k in oldSelf.value()` is a lookup, as in cel-go).
            "value" | "orValue" if target.is_some() => {
                let held = target.unwrap_or(Estimate::new(0, None, Kind::Unknown));
                return Estimate {
                    node: held.node,
                    element_size: held.element_size,
                    element_kind: held.element_kind,
                    ..Estimate::new(operands.saturating_add(1), held.size, held.kind)
                };
            }
            "_&&_" | "_||_" => (0, Some(1), Kind::Scalar),
            // `a.?b` (rewritten for the cost models as `has(a.b) ?
            // optional.of(a.b) : optional.none()`): cel-go's call `_?._`,
            // costing its operand and 1.
            "_?_:_" if is_optional_selection(arg_exprs) => {
                let test = first.map_or(0, |c| c.cost);
                let held = args.get(1).copied().unwrap_or(Estimate::new(0, None, Kind::Unknown));
                return Estimate {
                    cost: test.saturating_add(1),
                    ..held
                };
            }
            "_?_:_" => {
                let condition = first.map_or(0, |c| c.cost);
                let branch = |i: usize| args.get(i).map_or(0, |b| b.cost);
                // Each branch's size, from the schema for a branch reached
                // from `self`: the result's is their union (cel-go).
                let sizes = [args.get(1), args.get(2)]
                    .map(|b| b.and_then(|b| b.size.or_else(|| b.node.and_then(|n| self.sizes.size(Some(n))))));
                let size = sizes[0].zip(sizes[1]).map(|(a, b)| a.max(b));
                let kind = args.get(1).map_or(Kind::Unknown, |b| b.kind);
                let element_kind = [args.get(1), args.get(2)]
                    .into_iter()
                    .flatten()
                    .map(|b| b.element_kind)
                    .find(|k| *k != Kind::Unknown)
                    .unwrap_or(Kind::Unknown);
                let optional = match (
                    args.get(1).and_then(|b| b.optional),
                    args.get(2).and_then(|b| b.optional),
                ) {
                    (Some(a), Some(b)) => Some(a && b),
                    _ => None,
                };
                return Estimate {
                    element_kind,
                    optional,
                    ..Estimate::new(condition.saturating_add(branch(1).max(branch(2))), size, kind)
                };
            }
            // `optional.of(x)`: the value it holds.
            "of" | "ofNonZeroValue" if target.is_none() && args.len() == 1 => {
                let held = first.unwrap_or(Estimate::new(0, None, Kind::Unknown));
                return Estimate {
                    cost: operands.saturating_add(1),
                    optional: Some(held.kind == Kind::Scalar),
                    ..held
                };
            }
            "none" if target.is_none() && args.is_empty() => {
                return Estimate {
                    optional: Some(false),
                    ..Estimate::new(operands.saturating_add(1), None, Kind::Unknown)
                };
            }
            "or" if target.is_some() => {
                let held = target.unwrap_or(Estimate::new(0, None, Kind::Unknown));
                let both = held.optional.zip(first.and_then(|f| f.optional)).map(|(a, b)| a && b);
                return Estimate {
                    cost: operands.saturating_add(1),
                    optional: both,
                    ..held
                };
            }
            "dyn" => return Estimate::new(operands.saturating_add(1), first.and_then(|a| a.size), Kind::Dyn),
            "_==_" | "_!=_" => (equality_cost(first, second), Some(1), Kind::Scalar),
            // A type value: cel-go knows no size of it.
            "type" => (1, None, Kind::Unknown),
            "_<_" | "_<=_" | "_>_" | "_>=_" => {
                let textual = first.is_some_and(|a| matches!(a.kind, Kind::String | Kind::Bytes));
                let cost = if textual { equality_cost(first, second) } else { 1 };
                (cost, Some(1), Kind::Scalar)
            }
            // In a list: one comparison per element; in a map: a lookup.
            "@in" => match second.map(|c| c.kind) {
                Some(Kind::Map) => (1, Some(1), Kind::Scalar),
                _ => (second.map_or(u64::MAX, |l| l.size_or_max()), Some(1), Kind::Scalar),
            },
            "format" if target.is_some() => (scale(subject_size, TRAVERSAL), None, Kind::String),
            "strings.quote" => {
                let size = first.map_or(u64::MAX, |a| a.size_or_max());
                (
                    scale(size, TRAVERSAL),
                    Some(size.saturating_mul(2).saturating_add(2)),
                    Kind::String,
                )
            }
            "bytes" if subject.is_some_and(|a| a.kind == Kind::String) => {
                let size = subject_size;
                (scale(size, TRAVERSAL), Some(size.saturating_mul(4)), Kind::Bytes)
            }
            "string" if subject.is_some_and(|a| a.kind == Kind::Bytes) => {
                let size = subject_size;
                (scale(size, TRAVERSAL), Some(size), Kind::String)
            }
            "_+_" => match first.map(|a| a.kind) {
                Some(Kind::String) | Some(Kind::Bytes) => {
                    let size = first
                        .map_or(u64::MAX, |a| a.size_or_max())
                        .saturating_add(second.map_or(u64::MAX, |b| b.size_or_max()));
                    (
                        scale(size, TRAVERSAL),
                        Some(size),
                        first.map_or(Kind::String, |a| a.kind),
                    )
                }
                Some(Kind::List) => {
                    let size = first
                        .and_then(|a| a.size)
                        .zip(second.and_then(|b| b.size))
                        .map(|(a, b)| a + b);
                    // `accu + [x]` (a macro's step): the elements' kind.
                    let element_kind = [first, second]
                        .into_iter()
                        .flatten()
                        .map(|l| self.element_kind(&l))
                        .find(|k| *k != Kind::Unknown)
                        .unwrap_or(Kind::Unknown);
                    return Estimate {
                        element_kind,
                        ..Estimate::new(operands.saturating_add(1), size, Kind::List)
                    };
                }
                _ => (1, Some(1), Kind::Scalar),
            },
            "_[_]" | "_[?_]" => {
                let container = first;
                let node = container.and_then(|c| c.node).and_then(element_node);
                let kind = node.map_or(Kind::Unknown, node_kind);
                let mut result = self.at(operands.saturating_add(1), node, kind);
                if result.size.is_none() {
                    result.size = container.and_then(|c| c.element_size);
                }
                if name == "_[?_]" {
                    result.optional = Some(kind == Kind::Scalar);
                }
                return result;
            }
            // cel-go prices only the method form `s.matches(re)`; the
            // function form `matches(s, re)` is an ordinary call.
            "matches" if target.is_none() => (1, Some(1), Kind::Scalar),
            "matches" | "find" | "findAll" => {
                let text = scale(subject_size.saturating_add(1), TRAVERSAL);
                let pattern_size = if target.is_some() { first } else { second };
                let pattern = scale(pattern_size.map_or(u64::MAX, |p| p.size_or_max()), REGEX);
                let size = (name != "matches").then_some(subject_size);
                let kind = match name {
                    "matches" => Kind::Scalar,
                    "find" => Kind::String,
                    _ => Kind::List,
                };
                (text.saturating_mul(pattern), size, kind)
            }
            "contains" if subject.is_some_and(|s| matches!(s.kind, Kind::String | Kind::Unknown)) => {
                let needle = if target.is_some() { first } else { second };
                let needle = scale(needle.map_or(u64::MAX, |n| n.size_or_max()), TRAVERSAL);
                (
                    scale(subject_size, TRAVERSAL).saturating_mul(needle),
                    Some(1),
                    Kind::Scalar,
                )
            }
            "startsWith" | "endsWith" => {
                let prefix = if target.is_some() { first } else { second };
                (
                    scale(prefix.map_or(u64::MAX, |p| p.size_or_max()), TRAVERSAL),
                    Some(1),
                    Kind::Scalar,
                )
            }
            // cel-go's lists extension (at the version Kubernetes enables)
            // estimates these itself, before Kubernetes' own functions.
            "slice" | "flatten" | "reverse" | "distinct" | "sort" | "lists.range" | crate::library::SORT_BY_KEYS
                if subject.is_some_and(|s| s.kind == Kind::List) || name == "lists.range" =>
            {
                return self.list_extension(name, target, &args, arg_exprs, operands);
            }
            "isSorted" | "sum" | "max" | "min" | "indexOf" | "lastIndexOf" if target.is_some() => {
                let t = target.unwrap_or(Estimate::new(0, None, Kind::Unknown));
                if t.kind == Kind::List {
                    // One comparison per element, plus a traversal of each
                    // element that is a string or bytes.
                    let element_kind = self.element_kind(&t);
                    let per_element = match element_kind {
                        Kind::String | Kind::Bytes => 1u64.saturating_add(scale(self.element_size(&t), TRAVERSAL)),
                        _ => 1,
                    };
                    let kind = if matches!(name, "isSorted" | "indexOf" | "lastIndexOf") {
                        Kind::Scalar
                    } else {
                        element_kind
                    };
                    // The estimate gives no size for the element `min` or
                    // `max` returns: a string or bytes one has no bound.
                    let size = (kind == Kind::Scalar).then_some(1);
                    (t.size_or_max().saturating_mul(per_element), size, kind)
                } else {
                    (scale(t.size_or_max(), TRAVERSAL), Some(1), Kind::Scalar)
                }
            }
            // The joined string: every element and a separator between each
            // two, traversed once.
            "join" if target.is_some_and(|t| t.kind == Kind::List) => {
                let t = target.unwrap_or(Estimate::new(0, None, Kind::Unknown));
                let count = t.size_or_max();
                let elements = count.saturating_mul(self.element_size(&t));
                let separators = first.map_or(0, |separator| {
                    separator.size_or_max().saturating_mul(count.saturating_sub(1))
                });
                let size = elements.saturating_add(separators);
                (scale(size, TRAVERSAL), Some(size), Kind::String)
            }
            "url" | "lowerAscii" | "upperAscii" | "substring" | "trim" => {
                let kind = if name == "url" { Kind::Library } else { Kind::String };
                (scale(subject_size, TRAVERSAL), subject.and_then(|s| s.size), kind)
            }
            // The traversal and the construction of the result.
            "replace" if target.is_some() => {
                let size = replaced_size(subject_size, &args, arg_exprs);
                (scale(subject_size, 2.0 * TRAVERSAL), Some(size), Kind::String)
            }
            "split" if target.is_some() => {
                // At most one element per character, or the literal limit.
                let limit = arg_exprs.get(1).and_then(|limit| int_literal(&limit.expr));
                // Go converts the limit as it is: -1 (no limit) wraps to the
                // largest size.
                let size = limit.map_or(subject_size, |n| n as u64);
                return Estimate {
                    element_kind: Kind::String,
                    ..Estimate::new(
                        operands.saturating_add(scale(subject_size, 2.0 * TRAVERSAL)),
                        Some(size),
                        Kind::List,
                    )
                };
            }
            "cidr" | "isIP" | "isCIDR" | "quantity" | "isQuantity" | "semver" | "isSemver" if target.is_none() => {
                let kind = if name.starts_with("is") {
                    Kind::Scalar
                } else {
                    Kind::Library
                };
                (
                    scale(first.map_or(u64::MAX, |a| a.size_or_max()), TRAVERSAL),
                    None,
                    kind,
                )
            }
            "ip" if target.is_none() => (
                scale(first.map_or(u64::MAX, |a| a.size_or_max()), TRAVERSAL),
                None,
                Kind::Library,
            ),
            "sets.contains" | "sets.intersects" | "sets.equivalent" => {
                let product = first
                    .map_or(u64::MAX, |a| a.size_or_max())
                    .saturating_mul(second.map_or(u64::MAX, |b| b.size_or_max()));
                let factor = if name == "sets.equivalent" { 2.0 } else { 1.0 };
                (scale(product, factor).saturating_add(1), Some(1), Kind::Scalar)
            }
            "ip.isCanonical" => (
                scale(first.map_or(u64::MAX, |a| a.size_or_max()), 2.0 * TRAVERSAL),
                Some(1),
                Kind::Scalar,
            ),
            "containsIP" | "containsCIDR" => {
                // Two addresses of 4 to 16 bytes compared; a CIDR is also
                // masked; a string argument is parsed first.
                let compare = scale(32, TRAVERSAL);
                let base = if name == "containsCIDR" {
                    compare + scale(16, TRAVERSAL) + 1
                } else {
                    compare
                };
                let parse = match first.map(|a| a.kind) {
                    Some(Kind::String) => scale(first.map_or(u64::MAX, |a| a.size_or_max()), TRAVERSAL),
                    _ => 0,
                };
                (base.saturating_add(parse), Some(1), Kind::Scalar)
            }
            "validate" => {
                let text = scale(first.map_or(u64::MAX, |a| a.size_or_max()), TRAVERSAL);
                (scale(text, MAX_FORMAT_PATTERN * REGEX), None, Kind::Library)
            }
            _ => {
                let kind = if LIBRARY.contains(&name) {
                    Kind::Library
                } else if STRINGS.contains(&name) {
                    Kind::String
                } else {
                    Kind::Scalar
                };
                (1, (kind == Kind::Scalar).then_some(1), kind)
            }
        };
        Estimate::new(operands.saturating_add(own), size, kind)
    }
}

/// Whether the arguments of a conditional are the rewrite of `a.?b`
/// (see `optional_select`).
fn is_optional_selection(args: &[IdedExpr]) -> bool {
    crate::optional_select::selection_of(args).is_some()
}

/// The full name of function `name` of `namespace`, for the functions
/// whose cost depends on it.
fn qualified(namespace: &str, name: &str) -> Option<&'static str> {
    Some(match (namespace, name) {
        ("sets", "contains") => "sets.contains",
        ("sets", "intersects") => "sets.intersects",
        ("sets", "equivalent") => "sets.equivalent",
        ("ip", "isCanonical") => "ip.isCanonical",
        ("strings", "quote") => "strings.quote",
        ("format", "named") => "format.named",
        ("lists", "range") => "lists.range",
        _ => return None,
    })
}

/// The value of an `int` literal.
fn int_literal(expr: &Expr) -> Option<i64> {
    match expr {
        Expr::Literal(LiteralValue::Int(n)) => Some(*n.inner()),
        _ => None,
    }
}

/// The largest string `replace` may give: every match of the smallest
/// possible substring replaced by the longest replacement (around every
/// character for an empty one); the input's size when a replacement is
/// never longer than what it replaces.
fn replaced_size(input: u64, args: &[Estimate<'_>], arg_exprs: &[IdedExpr]) -> u64 {
    // Only a literal has a known smallest size.
    let smallest_replaced = match arg_exprs.first().map(|a| &a.expr) {
        Some(Expr::Literal(_)) => args.first().and_then(|a| a.size).unwrap_or(0),
        _ => 0,
    };
    let longest_replacement = args.get(1).map_or(u64::MAX, |a| a.size_or_max());
    let (count, retained) = if smallest_replaced == 0 {
        (if input < u64::MAX { input + 1 } else { input }, input)
    } else if longest_replacement <= smallest_replaced {
        (0, input)
    } else {
        ((input as f64 / smallest_replaced as f64).ceil() as u64, 0)
    };
    count.saturating_mul(longest_replacement).saturating_add(retained)
}

/// `==`, `!=` and string comparisons: a tenth of the smaller operand's
/// size, rounded up; library values compare at cost 1.
fn equality_cost(left: Option<Estimate<'_>>, right: Option<Estimate<'_>>) -> u64 {
    if left.is_some_and(|l| l.kind == Kind::Library) && right.is_some_and(|r| r.kind == Kind::Library) {
        return 1;
    }
    let size = |e: Option<Estimate<'_>>| match e.map(|e| (e.optional, e.size_or_max())) {
        Some((Some(true), _)) => 1,
        Some((Some(false), _)) | None => u64::MAX,
        Some((None, size)) => size,
    };
    let smallest = size(left).min(size(right));
    scale(smallest, TRAVERSAL)
}

/// A literal: no cost, its own size.
fn literal_estimate<'s>(literal: &LiteralValue) -> Estimate<'s> {
    match literal {
        LiteralValue::String(s) => Estimate::new(0, Some(s.inner().chars().count() as u64), Kind::String),
        LiteralValue::Bytes(b) => Estimate::new(0, Some(b.inner().len() as u64), Kind::Bytes),
        LiteralValue::Null => Estimate::new(0, Some(1), Kind::Dyn),
        _ => Estimate::new(0, Some(1), Kind::Scalar),
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

    /// CEL's own cost estimates of expressions over literals only.
    #[test]
    fn literal_expressions_cost_what_cel_estimates() {
        for (source, expected) in [
            ("\"Hello World!\"", 0.0),
            ("[1, 2, 3]", 10.0),
            ("{\"a\": 1, \"b\": 2, \"c\": 3}", 30.0),
            ("[1, 2, 3].all(x, true)", 20.0),
            ("'123'.matches('[0-9]')", 2.0),
            ("true || false", 0.0),
            ("true && false", 0.0),
            ("1 < 2", 1.0),
            ("1 == 2", 1.0),
            ("2 in [1, 2, 3]", 13.0),
            ("1 + 1", 1.0),
            ("1 % 1", 1.0),
            ("true ? 1 : 2", 0.0),
            ("size(\"123\")", 1.0),
            ("size(b\"123\")", 1.0),
            ("string(1)", 1.0),
        ] {
            let mut expr = crate::rule::parse_plain(source).unwrap();
            crate::checked_args::rewrite(&mut expr);
            assert_eq!(
                cost(&expr, Some(&Schema::default()), false, &SchemaSizes),
                expected,
                "{source}"
            );
        }
    }

    /// Kubernetes' estimates of its library's functions on literals (the
    /// figures of its CEL library cost tests whose sizes the expression
    /// fixes): a string traversal per call, one comparison per element.
    #[test]
    fn library_functions_on_literals_cost_what_kubernetes_estimates() {
        const INTS: &str = "[1, 2, 3, 4, 5]";
        const UINTS: &str = "[uint(1), uint(2), uint(3), uint(4), uint(5)]";
        const DOUBLES: &str = "[1.0, 2.0, 3.0, 4.0, 5.0]";
        const BOOLS: &str = "[false, true, false, true, false]";
        const DURATIONS: &str = "[duration('1s'), duration('2s'), duration('3s'), duration('4s'), duration('5s')]";
        const TIMESTAMPS: &str =
            "[timestamp('2011-01-01T00:00:00.000+01:00'), timestamp('2011-01-02T00:00:00.000+01:00'), \
            timestamp('2011-01-03T00:00:00.000+01:00'), timestamp('2011-01-04T00:00:00.000+01:00'), \
            timestamp('2011-01-05T00:00:00.000+01:00')]";
        const FIFTY: &str = "'01234567890123456789012345678901234567890123456789'";
        let mut cases: Vec<(String, f64)> = [
            ("'ABCDEFGHIJ abcdefghij'.lowerAscii()", 3.0),
            (
                "'ABCDEFGHIJ abcdefghij'.lowerAscii() == 'abcdefghij ABCDEFGHIJ'.lowerAscii()",
                9.0,
            ),
            ("'ABCDEFGHIJ abcdefghij'.upperAscii()", 3.0),
            (
                "'ABCDEFGHIJ abcdefghij'.upperAscii() == 'abcdefghij ABCDEFGHIJ'.upperAscii()",
                9.0,
            ),
            ("strings.quote('ABCDEFGHIJ abcdefghij')", 3.0),
            (
                "strings.quote('ABCDEFGHIJ abcdefghij') == strings.quote('ABCDEFGHIJ abcdefghij')",
                11.0,
            ),
            ("'abc 123 def 123'.replace('123', '456')", 3.0),
            ("'abc 123 def 123'.replace('', 'x')", 3.0),
            ("'abc 123 def 123'.replace('123', '')", 3.0),
            ("'abc 123 def 123'.replace('123', '456', 1)", 3.0),
            ("'abc 123 def 123'.split(' ')", 3.0),
            ("'abc 123 def 123'.split(' ', 1)", 3.0),
            ("'abc 123 def 123'.substring(5)", 2.0),
            ("'abc 123 def 123'.substring(5, 8)", 2.0),
            ("'  abc 123 def 123  '.trim()", 2.0),
            ("'abc 123 def 123'.find('123')", 2.0),
            ("'abc 123 def 123'.findAll('123')", 2.0),
            ("'abc 123 def 123'.findAll('123', 1)", 2.0),
        ]
        .into_iter()
        .map(|(e, c)| (e.to_owned(), c))
        .collect();
        // The list in the expression costs 10 of these; each `uint(…)`,
        // `duration(…)` and `timestamp(…)` call 1.
        for (list, sum, ordered) in [
            (INTS, Some(15.0), 15.0),
            (UINTS, Some(20.0), 20.0),
            (DOUBLES, Some(15.0), 15.0),
            (BOOLS, None, 15.0),
            (DURATIONS, Some(20.0), 20.0),
            (TIMESTAMPS, None, 20.0),
        ] {
            if let Some(sum) = sum {
                cases.push((format!("{list}.sum()"), sum));
            }
            for function in ["isSorted", "max", "min"] {
                cases.push((format!("{list}.{function}()"), ordered));
            }
        }
        for (list, element, cost) in [
            (INTS, "3", 15.0),
            (UINTS, "uint(3)", 21.0),
            (DOUBLES, "3.0", 15.0),
            (BOOLS, "true", 15.0),
            (DURATIONS, "duration('3s')", 21.0),
            (TIMESTAMPS, "timestamp('2011-01-03T00:00:00.000+01:00')", 21.0),
            (FIFTY, "'123'", 5.0),
        ] {
            for function in ["indexOf", "lastIndexOf"] {
                cases.push((format!("{list}.{function}({element})"), cost));
            }
        }
        for (source, expected) in cases {
            let mut expr = crate::rule::parse_plain(&source).unwrap();
            crate::checked_args::rewrite(&mut expr);
            assert_eq!(
                cost(&expr, Some(&Schema::default()), false, &SchemaSizes),
                expected,
                "{source}"
            );
        }
    }

    /// cel-go's estimates of its lists extension on literals (its own
    /// cost tests' figures).
    #[test]
    fn list_extension_on_literals_costs_what_cel_estimates() {
        for (source, expected) in [
            ("lists.range(4) == [0, 1, 2, 3]", 26.0),
            ("lists.range(4 / 2) == [0, 1]", u64::MAX as f64),
            ("[[1, 2], 3].flatten(1) == [1, 2, 3]", 44.0),
            ("[[1, 2], 3].flatten(2) == [1, 2, 3]", 46.0),
            ("[[1, 2], 3].flatten(3) == [1, 2, 3]", 48.0),
            ("[[1], 2, 3].flatten() == [1, 2, 3]", 45.0),
            ("[1, 2, 3].distinct() == [1, 2, 3]", 50.0),
            ("[1, 1, 1].distinct() == [1]", 50.0),
            ("[1, 2, 3].slice(1, 3) == [2, 3]", 34.0),
            ("[3, 2, 1].reverse() == [1, 2, 3]", 35.0),
            ("[2, 3, 1].sort() == [1, 2, 3]", 50.0),
        ] {
            let expr = crate::rule::parse_plain(source).unwrap();
            assert_eq!(
                cost(&expr, Some(&Schema::default()), false, &SchemaSizes),
                expected,
                "{source}"
            );
        }
    }

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
}
