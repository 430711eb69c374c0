//! The signatures of CEL's standard functions and Kubernetes' libraries,
//! as the API server declares them, and overload resolution against them.
//!
//! Signatures are written as text, one per line: `name(int, string) ->
//! bool` for global functions, `string :: name(int) -> bool` for member
//! calls. `A`, `B` are type parameters; `list(A)`, `map(A, B)`,
//! `optional(A)` and `type(A)` are the parameterized types; a dotted name
//! is a library type (`kubernetes.Quantity`).

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::types::CelType;

const SIGNATURES: &str = "
!_(bool) -> bool
-_(int) -> int
-_(double) -> double
_&&_(bool, bool) -> bool
_||_(bool, bool) -> bool
@not_strictly_false(bool) -> bool
_?_:_(bool, A, A) -> A
_==_(A, A) -> bool
_!=_(A, A) -> bool
_+_(int, int) -> int
_+_(uint, uint) -> uint
_+_(double, double) -> double
_+_(string, string) -> string
_+_(bytes, bytes) -> bytes
_+_(list(A), list(A)) -> list(A)
_+_(timestamp, duration) -> timestamp
_+_(duration, timestamp) -> timestamp
_+_(duration, duration) -> duration
_-_(int, int) -> int
_-_(uint, uint) -> uint
_-_(double, double) -> double
_-_(timestamp, timestamp) -> duration
_-_(timestamp, duration) -> timestamp
_-_(duration, duration) -> duration
_*_(int, int) -> int
_*_(uint, uint) -> uint
_*_(double, double) -> double
_/_(int, int) -> int
_/_(uint, uint) -> uint
_/_(double, double) -> double
_%_(int, int) -> int
_%_(uint, uint) -> uint
_[_](list(A), int) -> A
_[_](map(A, B), A) -> B
_[?_](list(A), int) -> optional(A)
_[?_](map(A, B), A) -> optional(B)
_[_](optional(list(A)), int) -> optional(A)
_[_](optional(map(A, B)), A) -> optional(B)
_[?_](optional(list(A)), int) -> optional(A)
_[?_](optional(map(A, B)), A) -> optional(B)
@in(A, list(A)) -> bool
@in(A, map(A, B)) -> bool
size(string) -> int
size(bytes) -> int
size(list(A)) -> int
size(map(A, B)) -> int
string :: size() -> int
bytes :: size() -> int
list(A) :: size() -> int
map(A, B) :: size() -> int
int(int) -> int
int(uint) -> int
int(double) -> int
int(string) -> int
int(timestamp) -> int
uint(int) -> uint
uint(uint) -> uint
uint(double) -> uint
uint(string) -> uint
double(int) -> double
double(uint) -> double
double(double) -> double
double(string) -> double
string(int) -> string
string(uint) -> string
string(double) -> string
string(string) -> string
string(bytes) -> string
string(bool) -> string
string(timestamp) -> string
string(duration) -> string
string(net.IP) -> string
string(net.CIDR) -> string
bytes(string) -> bytes
bytes(bytes) -> bytes
bool(bool) -> bool
bool(string) -> bool
dyn(A) -> dyn
type(A) -> type(A)
duration(string) -> duration
duration(duration) -> duration
timestamp(string) -> timestamp
timestamp(int) -> timestamp
timestamp(timestamp) -> timestamp
string :: contains(string) -> bool
string :: startsWith(string) -> bool
string :: endsWith(string) -> bool
string :: matches(string) -> bool
matches(string, string) -> bool
timestamp :: getFullYear() -> int
timestamp :: getFullYear(string) -> int
timestamp :: getMonth() -> int
timestamp :: getMonth(string) -> int
timestamp :: getDayOfYear() -> int
timestamp :: getDayOfYear(string) -> int
timestamp :: getDayOfMonth() -> int
timestamp :: getDayOfMonth(string) -> int
timestamp :: getDate() -> int
timestamp :: getDate(string) -> int
timestamp :: getDayOfWeek() -> int
timestamp :: getDayOfWeek(string) -> int
timestamp :: getHours() -> int
timestamp :: getHours(string) -> int
timestamp :: getMinutes() -> int
timestamp :: getMinutes(string) -> int
timestamp :: getSeconds() -> int
timestamp :: getSeconds(string) -> int
timestamp :: getMilliseconds() -> int
timestamp :: getMilliseconds(string) -> int
duration :: getHours() -> int
duration :: getMinutes() -> int
duration :: getSeconds() -> int
duration :: getMilliseconds() -> int
string :: charAt(int) -> string
string :: indexOf(string) -> int
string :: indexOf(string, int) -> int
string :: lastIndexOf(string) -> int
string :: lastIndexOf(string, int) -> int
string :: lowerAscii() -> string
string :: upperAscii() -> string
string :: replace(string, string) -> string
string :: replace(string, string, int) -> string
string :: split(string) -> list(string)
string :: split(string, int) -> list(string)
string :: substring(int) -> string
string :: substring(int, int) -> string
string :: trim() -> string
list(A) :: reverse() -> list(A)
list(A) :: @sortByAssociatedKeys(list(int)) -> list(A)
list(A) :: @sortByAssociatedKeys(list(uint)) -> list(A)
list(A) :: @sortByAssociatedKeys(list(double)) -> list(A)
list(A) :: @sortByAssociatedKeys(list(bool)) -> list(A)
list(A) :: @sortByAssociatedKeys(list(string)) -> list(A)
list(A) :: @sortByAssociatedKeys(list(bytes)) -> list(A)
list(A) :: @sortByAssociatedKeys(list(duration)) -> list(A)
list(A) :: @sortByAssociatedKeys(list(timestamp)) -> list(A)
string :: format(list(dyn)) -> string
list(string) :: join() -> string
list(string) :: join(string) -> string
strings.quote(string) -> string
list(int) :: sum() -> int
list(uint) :: sum() -> uint
list(double) :: sum() -> double
list(duration) :: sum() -> duration
list(int) :: isSorted() -> bool
list(int) :: min() -> int
list(int) :: max() -> int
list(uint) :: isSorted() -> bool
list(uint) :: min() -> uint
list(uint) :: max() -> uint
list(double) :: isSorted() -> bool
list(double) :: min() -> double
list(double) :: max() -> double
list(bool) :: isSorted() -> bool
list(bool) :: min() -> bool
list(bool) :: max() -> bool
list(duration) :: isSorted() -> bool
list(duration) :: min() -> duration
list(duration) :: max() -> duration
list(timestamp) :: isSorted() -> bool
list(timestamp) :: min() -> timestamp
list(timestamp) :: max() -> timestamp
list(string) :: isSorted() -> bool
list(string) :: min() -> string
list(string) :: max() -> string
list(bytes) :: isSorted() -> bool
list(bytes) :: min() -> bytes
list(bytes) :: max() -> bytes
list(A) :: indexOf(A) -> int
list(A) :: lastIndexOf(A) -> int
string :: find(string) -> string
string :: findAll(string) -> list(string)
string :: findAll(string, int) -> list(string)
sets.contains(list(A), list(A)) -> bool
sets.equivalent(list(A), list(A)) -> bool
sets.intersects(list(A), list(A)) -> bool
url(string) -> kubernetes.URL
isURL(string) -> bool
kubernetes.URL :: getScheme() -> string
kubernetes.URL :: getHost() -> string
kubernetes.URL :: getHostname() -> string
kubernetes.URL :: getPort() -> string
kubernetes.URL :: getEscapedPath() -> string
kubernetes.URL :: getQuery() -> map(string, list(string))
ip(string) -> net.IP
isIP(string) -> bool
ip.isCanonical(string) -> bool
net.IP :: family() -> int
net.IP :: isUnspecified() -> bool
net.IP :: isLoopback() -> bool
net.IP :: isLinkLocalMulticast() -> bool
net.IP :: isLinkLocalUnicast() -> bool
net.IP :: isGlobalUnicast() -> bool
cidr(string) -> net.CIDR
isCIDR(string) -> bool
net.CIDR :: containsIP(net.IP) -> bool
net.CIDR :: containsIP(string) -> bool
net.CIDR :: containsCIDR(net.CIDR) -> bool
net.CIDR :: containsCIDR(string) -> bool
net.CIDR :: ip() -> net.IP
net.CIDR :: masked() -> net.CIDR
net.CIDR :: prefixLength() -> int
quantity(string) -> kubernetes.Quantity
isQuantity(string) -> bool
kubernetes.Quantity :: sign() -> int
kubernetes.Quantity :: isInteger() -> bool
kubernetes.Quantity :: asInteger() -> int
kubernetes.Quantity :: asApproximateFloat() -> double
kubernetes.Quantity :: add(kubernetes.Quantity) -> kubernetes.Quantity
kubernetes.Quantity :: add(int) -> kubernetes.Quantity
kubernetes.Quantity :: sub(kubernetes.Quantity) -> kubernetes.Quantity
kubernetes.Quantity :: sub(int) -> kubernetes.Quantity
kubernetes.Quantity :: isLessThan(kubernetes.Quantity) -> bool
kubernetes.Quantity :: isGreaterThan(kubernetes.Quantity) -> bool
kubernetes.Quantity :: compareTo(kubernetes.Quantity) -> int
semver(string) -> kubernetes.Semver
semver(string, bool) -> kubernetes.Semver
isSemver(string) -> bool
isSemver(string, bool) -> bool
kubernetes.Semver :: major() -> int
kubernetes.Semver :: minor() -> int
kubernetes.Semver :: patch() -> int
kubernetes.Semver :: isLessThan(kubernetes.Semver) -> bool
kubernetes.Semver :: isGreaterThan(kubernetes.Semver) -> bool
kubernetes.Semver :: compareTo(kubernetes.Semver) -> int
format.named(string) -> optional(kubernetes.NamedFormat)
format.dns1123Label() -> kubernetes.NamedFormat
format.dns1123Subdomain() -> kubernetes.NamedFormat
format.dns1035Label() -> kubernetes.NamedFormat
format.qualifiedName() -> kubernetes.NamedFormat
format.dns1123LabelPrefix() -> kubernetes.NamedFormat
format.dns1123SubdomainPrefix() -> kubernetes.NamedFormat
format.dns1035LabelPrefix() -> kubernetes.NamedFormat
format.labelValue() -> kubernetes.NamedFormat
format.uri() -> kubernetes.NamedFormat
format.uuid() -> kubernetes.NamedFormat
format.byte() -> kubernetes.NamedFormat
format.date() -> kubernetes.NamedFormat
format.datetime() -> kubernetes.NamedFormat
kubernetes.NamedFormat :: validate(string) -> optional(list(string))
optional.of(A) -> optional(A)
optional.ofNonZeroValue(A) -> optional(A)
optional.none() -> optional(A)
optional(A) :: value() -> A
optional(A) :: hasValue() -> bool
optional(A) :: orValue(A) -> A
optional(A) :: or(optional(A)) -> optional(A)
";

/// The types `<`, `<=`, `>` and `>=` compare, and the mixed numeric pairs
/// the API server also compares.
const ORDERED: [&str; 8] = [
    "int",
    "uint",
    "double",
    "string",
    "bytes",
    "bool",
    "timestamp",
    "duration",
];
const MIXED_NUMBERS: [(&str, &str); 6] = [
    ("int", "double"),
    ("int", "uint"),
    ("double", "int"),
    ("double", "uint"),
    ("uint", "int"),
    ("uint", "double"),
];

/// A type in a signature.
#[derive(Clone, Debug, PartialEq)]
enum Pattern {
    Exact(CelType),
    Param(usize),
    List(Box<Pattern>),
    Map(Box<Pattern>, Box<Pattern>),
    Optional(Box<Pattern>),
    Type(Box<Pattern>),
}

#[derive(Debug)]
struct Overload {
    member: bool,
    /// The receiver first, for member overloads.
    params: Vec<Pattern>,
    result: Pattern,
}

static TABLE: LazyLock<HashMap<String, Vec<Overload>>> = LazyLock::new(table);

fn table() -> HashMap<String, Vec<Overload>> {
    let mut table: HashMap<String, Vec<Overload>> = HashMap::new();
    for line in SIGNATURES.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some((name, overload)) = parse_signature(line) {
            table.entry(name).or_default().push(overload);
        }
    }
    let pairs = ORDERED.iter().map(|t| (*t, *t)).chain(MIXED_NUMBERS);
    for (a, b) in pairs {
        for op in ["_<_", "_<=_", "_>_", "_>=_"] {
            let (Some(a), Some(b), Some(result)) = (parse_pattern(a), parse_pattern(b), parse_pattern("bool")) else {
                continue;
            };
            table.entry(op.to_owned()).or_default().push(Overload {
                member: false,
                params: vec![a, b],
                result,
            });
        }
    }
    table
}

/// `[recv ::] name(params) -> result`.
fn parse_signature(line: &'static str) -> Option<(String, Overload)> {
    let (call, result) = line.split_once(" -> ")?;
    let (receiver, call) = match call.split_once(" :: ") {
        Some((r, c)) => (Some(r), c),
        None => (None, call),
    };
    let open = call.find('(')?;
    let name = call.get(..open)?.to_owned();
    let inner = call.get(open + 1..call.len().checked_sub(1)?)?;
    let mut params = Vec::new();
    if let Some(r) = receiver {
        params.push(parse_pattern(r)?);
    }
    for p in split_top_level(inner) {
        params.push(parse_pattern(p)?);
    }
    Some((
        name,
        Overload {
            member: receiver.is_some(),
            params,
            result: parse_pattern(result)?,
        },
    ))
}

/// Splits `a, list(b), map(c, d)` at its top-level commas.
fn split_top_level(text: &'static str) -> Vec<&'static str> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.extend(text.get(start..i).map(str::trim));
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.extend(text.get(start..).map(str::trim).filter(|p| !p.is_empty()));
    parts
}

fn parse_pattern(text: &'static str) -> Option<Pattern> {
    let text = text.trim();
    if let Some(open) = text.find('(') {
        let head = text.get(..open)?;
        let args: Vec<Pattern> = split_top_level(text.get(open + 1..text.len().checked_sub(1)?)?)
            .into_iter()
            .map(parse_pattern)
            .collect::<Option<_>>()?;
        let mut args = args.into_iter();
        let mut next = || args.next().map(Box::new);
        return match head {
            "list" => Some(Pattern::List(next()?)),
            "map" => {
                let k = next()?;
                Some(Pattern::Map(k, next()?))
            }
            "optional" => Some(Pattern::Optional(next()?)),
            "type" => Some(Pattern::Type(next()?)),
            _ => None,
        };
    }
    Some(match text {
        "A" => Pattern::Param(0),
        "B" => Pattern::Param(1),
        "bool" => Pattern::Exact(CelType::Bool),
        "int" => Pattern::Exact(CelType::Int),
        "uint" => Pattern::Exact(CelType::Uint),
        "double" => Pattern::Exact(CelType::Double),
        "string" => Pattern::Exact(CelType::String),
        "bytes" => Pattern::Exact(CelType::Bytes),
        "null_type" => Pattern::Exact(CelType::Null),
        "duration" => Pattern::Exact(CelType::Duration),
        "timestamp" => Pattern::Exact(CelType::Timestamp),
        "dyn" => Pattern::Exact(CelType::Dyn),
        name if name.contains('.') => Pattern::Exact(CelType::Opaque(name)),
        _ => return None,
    })
}

/// What a call resolves to.
#[derive(Debug, PartialEq)]
pub(crate) enum Resolution {
    /// The call's result type.
    Type(CelType),
    /// The function is known, with no overload for these arguments.
    NoMatch,
    /// The function (in this call style) is not in the table.
    Unknown,
}

/// Resolves `name` called on `args` (the receiver first when `member`).
pub(crate) fn resolve(name: &str, member: bool, args: &[CelType]) -> Resolution {
    let Some(overloads) = TABLE.get(name) else {
        return Resolution::Unknown;
    };
    let mut styled = overloads.iter().filter(|o| o.member == member).peekable();
    if styled.peek().is_none() {
        return Resolution::Unknown;
    }
    let mut result: Option<CelType> = None;
    for o in styled {
        let mut bindings = [None, None];
        let fits = o.params.len() == args.len() && o.params.iter().zip(args).all(|(p, a)| unify(p, a, &mut bindings));
        if fits {
            let t = substitute(&o.result, &bindings);
            result = Some(match result {
                None => t,
                Some(prev) if prev == t => prev,
                Some(_) if args.iter().any(CelType::is_uncertain) => CelType::Unknown,
                Some(_) => CelType::Dyn,
            });
        }
    }
    result.map_or(Resolution::NoMatch, Resolution::Type)
}

/// Whether `t` fits `p`, binding type parameters.
fn unify(p: &Pattern, t: &CelType, bindings: &mut [Option<CelType>; 2]) -> bool {
    if let Pattern::Param(i) = p {
        let Some(slot) = bindings.get_mut(*i) else { return false };
        return match slot.take() {
            None => {
                *slot = Some(t.clone());
                true
            }
            Some(bound) => match join(&bound, t) {
                Some(j) => {
                    *slot = Some(j);
                    true
                }
                None => {
                    *slot = Some(bound);
                    false
                }
            },
        };
    }
    if t.is_any() {
        return true;
    }
    match (p, t) {
        (Pattern::Exact(e), CelType::Null) => e.is_nullable(),
        (Pattern::Optional(_), CelType::Null) => true,
        (Pattern::Exact(CelType::Dyn), _) => true,
        (Pattern::Exact(e), t) => e == t,
        (Pattern::List(p), CelType::List(t)) => unify(p, t, bindings),
        (Pattern::Map(pk, pv), CelType::Map(k, v)) => unify(pk, k, bindings) && unify(pv, v, bindings),
        (Pattern::Optional(p), CelType::Optional(t)) => unify(p, t, bindings),
        (Pattern::Type(p), CelType::Type(t)) => unify(p, t, bindings),
        _ => false,
    }
}

/// The type both `a` and `b` fit, if they are compatible.
pub(crate) fn join(a: &CelType, b: &CelType) -> Option<CelType> {
    if a == b {
        return Some(a.clone());
    }
    if (a.is_uncertain() || b.is_uncertain()) && (a.is_any() || b.is_any()) {
        return Some(CelType::Unknown);
    }
    if a.is_any() || b.is_any() {
        return Some(CelType::Dyn);
    }
    match (a, b) {
        (CelType::Null, t) | (t, CelType::Null) if t.is_nullable() => Some(t.clone()),
        (CelType::List(x), CelType::List(y)) => join(x, y).map(CelType::list),
        (CelType::Map(k1, v1), CelType::Map(k2, v2)) => Some(CelType::map(join(k1, k2)?, join(v1, v2)?)),
        (CelType::Optional(x), CelType::Optional(y)) => join(x, y).map(CelType::optional),
        // `type(x) == null_type` compares type values: any type fits; and
        // cel-go's checker takes any type value as assignable to any other
        // (`type(1) == type(1u)` checks, and is false).
        (CelType::Type(x), CelType::Type(y)) => match (&**x, &**y) {
            (CelType::Null, t) | (t, CelType::Null) => Some(CelType::Type(Box::new(t.clone()))),
            _ => Some(CelType::Type(Box::new(join(x, y).unwrap_or(CelType::Dyn)))),
        },
        _ => None,
    }
}

fn substitute(p: &Pattern, bindings: &[Option<CelType>; 2]) -> CelType {
    match p {
        Pattern::Exact(t) => t.clone(),
        Pattern::Param(i) => bindings.get(*i).cloned().flatten().unwrap_or(CelType::Dyn),
        Pattern::List(p) => CelType::list(substitute(p, bindings)),
        Pattern::Map(k, v) => CelType::map(substitute(k, bindings), substitute(v, bindings)),
        Pattern::Optional(p) => CelType::optional(substitute(p, bindings)),
        Pattern::Type(p) => CelType::Type(Box::new(substitute(p, bindings))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_signature_parses() {
        let unparsed: Vec<&str> = SIGNATURES
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && parse_signature(l).is_none())
            .collect();
        assert!(unparsed.is_empty(), "{unparsed:?}");
    }

    #[test]
    fn overloads_resolve_with_type_parameters() {
        use CelType::*;
        for (name, member, args, expected) in [
            ("_+_", false, vec![Int, Int], Resolution::Type(Int)),
            ("_+_", false, vec![Int, String], Resolution::NoMatch),
            ("_+_", false, vec![Dyn, Int], Resolution::Type(Int)),
            ("_+_", false, vec![Dyn, Dyn], Resolution::Type(Dyn)),
            ("_<_", false, vec![Int, Double], Resolution::Type(Bool)),
            ("_==_", false, vec![Int, Double], Resolution::NoMatch),
            (
                "_==_",
                false,
                vec![CelType::list(Int), CelType::list(Dyn)],
                Resolution::Type(Bool),
            ),
            (
                "_[_]",
                false,
                vec![CelType::map(String, Int), String],
                Resolution::Type(Int),
            ),
            ("_?_:_", false, vec![Bool, Int, String], Resolution::NoMatch),
            ("startsWith", true, vec![String, Int], Resolution::NoMatch),
            (
                "orValue",
                true,
                vec![CelType::optional(Dyn), String],
                Resolution::Type(Dyn),
            ),
            ("indexOf", true, vec![CelType::list(Int), Int], Resolution::Type(Int)),
            ("indexOf", true, vec![String, String], Resolution::Type(Int)),
            ("noSuchFunction", false, vec![Int], Resolution::Unknown),
        ] {
            assert_eq!(resolve(name, member, &args), expected, "{name}{args:?}");
        }
    }
}
