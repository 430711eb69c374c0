//! The checks of kube-openapi's value markers (`+k8s:validation:pattern`,
//! `minimum`, ...), reporting what the API server's OpenAPI schema
//! validation reports for a CRD with that keyword: `Invalid value: "abc":
//! spec.x in body should match '^a+$'`. The `*_detail` functions are those
//! messages; the schema validator (validation-schema) words its keyword
//! errors with them too.

use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

use regex::Regex;

use super::limits::{check, fewer_chars_than, len_i64, more_chars_than, Properties, StrValue};
use crate::quote::go_float;
use crate::{BadValue, ErrorList, FieldError, Operation, Path, ToBadValue};

/// `pattern`: `<name> in body should match '<pattern>'`.
pub fn pattern_detail(name: &str, pattern: &str) -> String {
    format!("{name} in body should match '{pattern}'")
}

/// `format`: `<name> in body must be of type <format>: "<value>"`.
pub fn format_detail(name: &str, format: &str, text: &str) -> String {
    format!(
        "{name} in body must be of type {format}: {}",
        crate::quote::go_quote(text)
    )
}

/// `minLength`: `<name> in body should be at least <min> chars long`.
pub fn min_length_detail(name: &str, min: i64) -> String {
    format!("{name} in body should be at least {min} chars long")
}

/// `maximum` (with `exclusiveMaximum`): `<name> in body should be less than
/// [or equal to] <limit>`, the limit as the validator shows it.
pub fn maximum_detail(name: &str, exclusive: bool, limit: &str) -> String {
    let op = if exclusive {
        "less than"
    } else {
        "less than or equal to"
    };
    format!("{name} in body should be {op} {limit}")
}

/// `minimum` (with `exclusiveMinimum`): `<name> in body should be greater
/// than [or equal to] <limit>`.
pub fn minimum_detail(name: &str, exclusive: bool, limit: &str) -> String {
    let op = if exclusive {
        "greater than"
    } else {
        "greater than or equal to"
    };
    format!("{name} in body should be {op} {limit}")
}

/// `multipleOf`: `<name> in body should be a multiple of <factor>`.
pub fn multiple_of_detail(name: &str, factor: &str) -> String {
    format!("{name} in body should be a multiple of {factor}")
}

/// `multipleOf` with a factor that is not positive: `factor MultipleOf
/// declared for <name> must be positive: <factor>`.
pub fn non_positive_factor_detail(name: &str, factor: &str) -> String {
    format!("factor MultipleOf declared for {name} must be positive: {factor}")
}

/// `minItems`: `<name> in body should have at least <min> items`.
pub fn min_items_detail(name: &str, min: i64) -> String {
    format!("{name} in body should have at least {min} items")
}

/// `uniqueItems`: `<name> in body shouldn't contain duplicates`.
pub fn unique_items_detail(name: &str) -> String {
    format!("{name} in body shouldn't contain duplicates")
}

/// `minProperties`: `<name> in body should have at least <min> properties`.
pub fn min_properties_detail(name: &str, min: i64) -> String {
    format!("{name} in body should have at least {min} properties")
}

/// `allOf`, on a node whose entries did not all validate: `"<name>" must
/// validate all the schemas (allOf)`, followed by `. None validated` when
/// no entry validated.
pub fn all_of_detail(name: &str, none_validated: bool) -> String {
    let none = if none_validated { ". None validated" } else { "" };
    format!(
        "{} must validate all the schemas (allOf){none}",
        crate::quote::go_quote(name)
    )
}

/// The end of the node's one `allOf` entry (the checks of a subject's
/// nested markers, `entry` their errors): if it failed, the API server's
/// summary for the node, at no field, after the entry's errors. The value
/// is named as the schema validation names it (the root `""`). Nothing is
/// allocated when the entry validated.
#[inline]
pub fn all_of(path: &Path<'_>, entry: &mut ErrorList) {
    if !entry.is_empty() {
        entry.push(all_of_summary(path));
    }
}

/// What the `allOf` entries of a node run before the walk into its type
/// (see [`all_of_first`]) found: whether any failed, whether any
/// validated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EntriesBefore {
    /// Some entry failed.
    pub failed: bool,
    /// Some entry validated.
    pub validated: bool,
    /// How many errors they appended (before the walk's mark).
    appended: usize,
}

/// The entries of a node that run before the walk into its type (`own`:
/// a field's nested markers, or a struct's beside the struct it embeds),
/// whose own entries are the node's others (`earlier`: their errors, found
/// here in advance, in the schema's order). Appends `own`'s errors, and
/// the node's summary only when none of the type's entries fails (else
/// the summary the walk gives is the node's: see [`all_of_after`]).
/// Nothing is allocated when the entries validate.
#[inline]
pub fn all_of_first(
    path: &Path<'_>,
    errs: &mut ErrorList,
    earlier: &[ErrorList],
    own: &mut [ErrorList],
) -> EntriesBefore {
    let before = EntriesBefore {
        failed: own.iter().any(|e| !e.is_empty()),
        validated: own.iter().any(ErrorList::is_empty),
        appended: own.iter().map(ErrorList::len).sum(),
    };
    if before.failed {
        all_of_first_failed(path, errs, earlier, own);
    }
    before
}

#[cold]
#[inline(never)]
fn all_of_first_failed(path: &Path<'_>, errs: &mut ErrorList, earlier: &[ErrorList], own: &mut [ErrorList]) {
    for entry in own.iter_mut() {
        errs.append(std::mem::take(entry));
    }
    if earlier.iter().all(ErrorList::is_empty) {
        errs.push(summary_of(path, false));
    }
}

/// The end of a node's `allOf` entries, after the walks into the values
/// whose entries are the node's (which appended from `errs[mark]` on: the
/// node's type, or each struct it embeds): if their entries failed
/// (`earlier`, their errors), each walk summed up its own, and the last
/// of those summaries, found among what they appended by what it says (at
/// no field, naming the node's `allOf`), becomes the node's; the others
/// go. `. None validated` only when no entry validated, before the walks
/// or in them. Where no walk ran them (a short-circuit stopped it, as the
/// API server's schema validation never does), their errors and the
/// summary are added here. The errors of the entries run before the walks
/// then move to just before the summary: the schema lists the type's
/// entries first, and the API server reports each entry's errors in that
/// order, then the summary.
#[inline]
pub fn all_of_after(
    path: &Path<'_>,
    errs: &mut ErrorList,
    mark: usize,
    earlier: &mut [ErrorList],
    before: EntriesBefore,
) {
    if earlier.iter().all(ErrorList::is_empty) {
        return;
    }
    all_of_after_failed(path, errs, mark, earlier, before);
}

#[cold]
#[inline(never)]
fn all_of_after_failed(
    path: &Path<'_>,
    errs: &mut ErrorList,
    mark: usize,
    earlier: &mut [ErrorList],
    before: EntriesBefore,
) {
    let name = path.schema_name_or_empty();
    let none_validated = earlier.iter().all(|e| !e.is_empty()) && !before.validated;
    let own_start = mark.saturating_sub(before.appended);
    match keep_last_summary(errs, mark, &name) {
        Some(at) => {
            if let Some(summary) = errs.get_mut(at) {
                summary.detail = all_of_detail(&name, none_validated);
            }
            errs.rotate_left_within(own_start..at, before.appended);
        }
        None => {
            for entry in earlier.iter_mut() {
                errs.append(std::mem::take(entry));
            }
            errs.rotate_left_within(own_start..errs.len(), before.appended);
            errs.push(summary_of(path, none_validated));
        }
    }
}

/// The end of the walk into one struct a node embeds beside others (from
/// `errs[mark]` on; `entries`: its entries' errors, found in advance): if
/// they failed and the walk did not sum them up (a short-circuit stopped
/// it, or it skipped an unchanged value), their errors and a summary are
/// added, which [`all_of_after`] then sums up with the node's others.
#[inline]
pub fn all_of_part(path: &Path<'_>, errs: &mut ErrorList, mark: usize, entries: &[ErrorList]) {
    if entries.iter().all(ErrorList::is_empty) {
        return;
    }
    all_of_part_failed(path, errs, mark, entries);
}

#[cold]
#[inline(never)]
fn all_of_part_failed(path: &Path<'_>, errs: &mut ErrorList, mark: usize, entries: &[ErrorList]) {
    let name = path.schema_name_or_empty();
    if summary_at(errs, mark, &name).is_some() {
        return;
    }
    for entry in entries {
        errs.append(entry.clone());
    }
    errs.push(summary_of(path, false));
}

/// The first summary of the node named `name` among `errs[mark..]`: the
/// nodes below are named otherwise.
fn summary_at(errs: &ErrorList, mark: usize, name: &str) -> Option<usize> {
    let (none, some) = (all_of_detail(name, true), all_of_detail(name, false));
    errs.iter()
        .skip(mark)
        .position(|e| e.field == "<nil>" && (e.detail == none || e.detail == some))
        .map(|i| mark + i)
}

/// The last summary of the node named `name` among `errs[mark..]`, with
/// the others removed: one per walk that summed up entries of the node's.
fn keep_last_summary(errs: &mut ErrorList, mark: usize, name: &str) -> Option<usize> {
    let mut at = summary_at(errs, mark, name)?;
    while let Some(next) = summary_at(errs, at + 1, name) {
        errs.remove(at);
        at = next - 1;
    }
    Some(at)
}

/// The node's summary at no field (`none_validated`: no entry validated).
#[cold]
#[inline(never)]
fn summary_of(path: &Path<'_>, none_validated: bool) -> FieldError {
    FieldError::invalid(
        &Path::root(),
        BadValue::String(String::new()),
        all_of_detail(&path.schema_name_or_empty(), none_validated),
    )
}

#[cold]
#[inline(never)]
fn all_of_summary(path: &Path<'_>) -> FieldError {
    summary_of(path, true)
}

/// Builds the error out of line, off the inlined success path; `e` gets
/// the value's name as the API server's schema validation gives it.
#[cold]
#[inline(never)]
fn fail(path: Path<'_>, e: impl FnOnce(&Path<'_>, String) -> FieldError) -> ErrorList {
    let name = path.schema_name_or_empty();
    ErrorList::from(named(&path, e(&path, name)))
}

/// The error at the value's name as the API server's schema validation
/// gives it, which names a map value like a field (`spec.labels.x`, where
/// the field path says `spec.labels[x]`) and a struct embedded at the root
/// not at all (`a`, where declarative validation says `Pair.a`); errors
/// at no field stay there.
fn named(path: &Path<'_>, mut e: FieldError) -> FieldError {
    if path.schema_name_differs() && e.field == path.to_string() {
        e.field = path.schema_name();
    }
    e
}

/// Whether `text` matches the pattern whose Rust syntax is `translated`
/// (generated, so `'static`): compiled once per process, then matched under
/// a shared lock, without allocating. `None` when it does not compile,
/// which cannot happen for a pattern the generator translated (it would
/// check nothing rather than fail every value).
fn matches(translated: &'static str, text: &str) -> Option<bool> {
    static CACHE: OnceLock<RwLock<HashMap<&'static str, Regex>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| RwLock::new(HashMap::new()));
    if let Some(found) = cache
        .read()
        .ok()
        .and_then(|c| c.get(translated).map(|re| re.is_match(text)))
    {
        return Some(found);
    }
    let re = Regex::new(translated).ok()?;
    let found = re.is_match(text);
    if let Ok(mut c) = cache.write() {
        c.insert(translated, re);
    }
    Some(found)
}

/// `pattern`: the string must match `pattern` (Go's `regexp` syntax, which
/// the generator translated to `translated`, Rust's for the same strings);
/// unanchored, as the API server matches. Absent -> no error.
#[inline]
pub fn pattern<V: ?Sized + StrValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
    translated: &'static str,
    pattern: &'static str,
) -> ErrorList {
    check(
        path,
        value,
        |v| matches(translated, v.as_str()) == Some(false),
        |path, v| {
            let detail = pattern_detail(&path.schema_name_or_empty(), pattern);
            named(
                path,
                FieldError::invalid(path, BadValue::String(v.as_str().to_owned()), detail),
            )
        },
    )
}

/// `format`: a string of a format the API server checks in a custom
/// resource (`date-time`, `uuid`, `email`, ...: [`super::openapi_format`])
/// must be valid for it -> `Invalid value: "<v>": <path> in body must be of
/// type <format>: "<v>"` (a type error, as the API server reports it).
/// Other formats accept every string. Absent -> no error.
#[inline]
pub fn format<V: ?Sized + StrValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
    format: &'static str,
) -> ErrorList {
    check(
        path,
        value,
        |v| !super::openapi_format::validates_format(format, v.as_str()),
        |path, v| {
            let detail = format_detail(&path.schema_name_or_empty(), format, v.as_str());
            named(
                path,
                FieldError::type_invalid(path, BadValue::String(v.as_str().to_owned()), detail),
            )
        },
    )
}

/// `minLength`: fewer characters (code points) than `min`. Absent -> no
/// error.
#[inline]
pub fn min_length<V: ?Sized + StrValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
    min: i64,
) -> ErrorList {
    check(
        path,
        value,
        |v| fewer_chars_than(v.as_str(), min),
        |path, v| {
            let detail = min_length_detail(&path.schema_name_or_empty(), min);
            named(
                path,
                FieldError::invalid(path, BadValue::String(v.as_str().to_owned()), detail),
            )
        },
    )
}

/// `maxLength`: more characters than `max` -> `Too long: may not be more
/// than <max> bytes`, the API server's wording for this keyword.
#[inline]
pub fn max_length<V: ?Sized + StrValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
    max: i64,
) -> ErrorList {
    check(
        path,
        value,
        |v| more_chars_than(v.as_str(), max),
        |path, _| named(path, FieldError::too_long(path, max)),
    )
}

/// `minItems`: fewer items than `min`; the bad value is the count.
#[inline]
pub fn min_items<T>(_op: &Operation, path: &Path<'_>, value: Option<&[T]>, _old: Option<&[T]>, min: i64) -> ErrorList {
    check(
        path,
        value.map(|items| len_i64(items.len())).as_ref(),
        |n| *n < min,
        |path, n| {
            named(
                path,
                FieldError::invalid(
                    path,
                    BadValue::Int(*n),
                    min_items_detail(&path.schema_name_or_empty(), min),
                ),
            )
        },
    )
}

/// `maxItems`: more items than `max` -> `Too many: <n>: must have at most
/// <max> items`.
#[inline]
pub fn max_items<T>(_op: &Operation, path: &Path<'_>, value: Option<&[T]>, _old: Option<&[T]>, max: i64) -> ErrorList {
    let n = len_i64(value.map_or(0, <[T]>::len));
    check(
        path,
        Some(&n),
        |n| *n > max,
        |path, n| named(path, FieldError::too_many(path, *n, max)),
    )
}

/// `minProperties`: fewer entries than `min`; the bad value is the count.
#[inline]
pub fn min_properties<M: Properties + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&M>,
    _old: Option<&M>,
    min: i64,
) -> ErrorList {
    fewer_properties(path, value.map(|m| len_i64(m.property_count())), min)
}

/// `maxProperties`: more entries than `max` -> `Too many: <n>: must have
/// at most <max> items`.
#[inline]
pub fn max_properties<M: Properties + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&M>,
    _old: Option<&M>,
    max: i64,
) -> ErrorList {
    more_properties(path, value.map(|m| len_i64(m.property_count())), max)
}

/// [`min_properties`] of a struct: its JSON object's properties, the
/// fields it writes that are not `null` (see
/// [`super::properties::property_count`]).
#[inline]
pub fn min_properties_serialized<T: serde::Serialize + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&T>,
    _old: Option<&T>,
    min: i64,
) -> ErrorList {
    fewer_properties(path, value.map(|v| len_i64(super::properties::property_count(v))), min)
}

/// [`max_properties`] of a struct (see [`min_properties_serialized`]).
#[inline]
pub fn max_properties_serialized<T: serde::Serialize + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&T>,
    _old: Option<&T>,
    max: i64,
) -> ErrorList {
    more_properties(path, value.map(|v| len_i64(super::properties::property_count(v))), max)
}

#[inline]
fn fewer_properties(path: &Path<'_>, count: Option<i64>, min: i64) -> ErrorList {
    check(
        path,
        count.as_ref(),
        |n| *n < min,
        |path, n| {
            named(
                path,
                FieldError::invalid(
                    path,
                    BadValue::Int(*n),
                    min_properties_detail(&path.schema_name_or_empty(), min),
                ),
            )
        },
    )
}

#[inline]
fn more_properties(path: &Path<'_>, count: Option<i64>, max: i64) -> ErrorList {
    check(
        path,
        count.as_ref(),
        |n| *n > max,
        |path, n| named(path, FieldError::too_many(path, *n, max)),
    )
}

/// The numeric type and format a number is range-checked against: the
/// schema's single `integer` or `number` type, with `int32`/`int64` or
/// `float`/`double` (any other format checks as the type's default). The
/// OpenAPI validator checks these since kube-openapi's January 2026
/// release; before, it checked no number's range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumericFormat {
    type_name: &'static str,
    format: &'static str,
}

impl NumericFormat {
    /// `integer` with format `int32`: the schema of `i8`, `i16`, `i32`,
    /// `u8` and `u16`.
    pub const INT32: NumericFormat = NumericFormat {
        type_name: "integer",
        format: "int32",
    };
    /// `integer` with format `int64`: the schema of the wider integers.
    pub const INT64: NumericFormat = NumericFormat {
        type_name: "integer",
        format: "int64",
    };
    /// `number` with format `float`: the schema of `f32`.
    pub const FLOAT: NumericFormat = NumericFormat {
        type_name: "number",
        format: "float",
    };
    /// `number` with format `double`: the schema of `f64`.
    pub const DOUBLE: NumericFormat = NumericFormat {
        type_name: "number",
        format: "double",
    };

    /// The range a schema's `type` and `format` check numbers against;
    /// `None` for a type that is not a number.
    pub fn of(type_name: &str, format: Option<&str>) -> Option<NumericFormat> {
        let format = format.unwrap_or("");
        let (type_name, format) = match type_name {
            "integer" => ("integer", ["int32", "int64"].into_iter().find(|f| *f == format)),
            "number" => ("number", ["float", "double"].into_iter().find(|f| *f == format)),
            _ => return None,
        };
        Some(NumericFormat {
            type_name,
            format: format.unwrap_or(""),
        })
    }

    /// Whether an integer the decoder produced converts to the type and
    /// format without loss of range.
    pub fn admits_int(self, i: i64) -> bool {
        !(self.type_name == "integer" && self.format == "int32") || i32::try_from(i).is_ok()
    }

    /// Whether a float the decoder produced (a JSON number with a fraction
    /// or exponent, or an integer past `int64`) converts without loss of
    /// range. The API server writes it in Go's shortest form without
    /// exponent and parses that text as the type: a fraction is never an
    /// integer, and `-2⁶³` is written `-9223372036854776000`, past
    /// `int64`; `float` overflows where the text rounds past the largest
    /// 32-bit float.
    pub fn admits_float(self, f: f64) -> bool {
        const TWO_63: f64 = 9_223_372_036_854_775_808.0;
        match (self.type_name, self.format) {
            ("integer", "int32") => f.fract() == 0.0 && (-2_147_483_648.0..=2_147_483_647.0).contains(&f),
            ("integer", _) => f.fract() == 0.0 && f > -TWO_63 && f < TWO_63,
            (_, "float") if (3.4e38..3.5e38).contains(&f.abs()) => {
                // Near the limit the shortest text and the value may
                // round differently: parse the text as Go does.
                format!("{f}").parse::<f32>().is_ok_and(f32::is_finite)
            }
            (_, "float") => (f as f32).is_finite(),
            _ => true,
        }
    }

    /// `<prefix> value must be of type integer with format int32 in <path>`
    /// (`(default format)` without a format).
    pub fn message(self, prefix: &str, path: &str) -> String {
        let type_name = self.type_name;
        match self.format {
            "" => format!("{prefix} value must be of type {type_name} (default format) in {path}"),
            format => format!("{prefix} value must be of type {type_name} with format {format} in {path}"),
        }
    }
}

/// A number as the schema validator sees it: integers compare with a
/// limit truncated to an integer and show it as one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    Uint(u64),
    /// A floating-point number.
    Float(f64),
}

impl Num {
    fn as_f64(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Uint(u) => u as f64,
            Num::Float(f) => f,
        }
    }

    /// The limit as a message shows it for this value.
    fn show(self, limit: f64) -> String {
        match self {
            Num::Int(_) | Num::Uint(_) => format!("{}", limit.trunc() as i64),
            Num::Float(_) => go_float(limit),
        }
    }

    /// Whether the value breaks the limit: `beyond` is "greater than" for
    /// a maximum, "less than" for a minimum.
    fn exceeds(self, limit: f64, exclusive: bool, beyond: fn(f64, f64) -> bool) -> bool {
        let (a, b) = match self {
            Num::Float(f) => (f, limit),
            other => (other.as_f64(), limit.trunc()),
        };
        beyond(a, b) || (exclusive && a == b)
    }
}

/// A Rust number the numeric markers apply to.
pub trait Number: Copy + ToBadValue {
    /// The type and format of the number's schema (validation-gen writes
    /// the smallest of `int32`/`int64` that holds an integer type).
    const FORMAT: NumericFormat;

    /// The number as the schema validator compares it.
    fn num(self) -> Num;
}

macro_rules! numbers {
    ($variant:ident, $as:ty, $format:ident: $($t:ty),*) => {$(
        impl Number for $t {
            const FORMAT: NumericFormat = NumericFormat::$format;

            #[inline]
            fn num(self) -> Num {
                Num::$variant(self as $as)
            }
        }
    )*};
}
numbers!(Int, i64, INT32: i8, i16, i32);
numbers!(Int, i64, INT64: i64, isize);
numbers!(Uint, u64, INT32: u8, u16);
numbers!(Uint, u64, INT64: u32, u64, usize);
numbers!(Float, f64, FLOAT: f32);
numbers!(Float, f64, DOUBLE: f64);

/// How a value is compared with a limit: natively when the limit fits the
/// value's type and format; when it does not (a fraction on an integer,
/// past `int32`, ...), the API server (kube-openapi since Kubernetes 1.36)
/// reports the limit itself, at no field with an empty value
/// (`<prefix> value must be of type integer with format int32 in <path>`),
/// and compares the value as a float, shown as one.
#[inline]
fn against<N: Number>(v: N, limit: f64, path: &Path<'_>, prefix: &str, errs: &mut ErrorList) -> (Num, BadValue) {
    if N::FORMAT.admits_float(limit) {
        (v.num(), v.to_bad_value())
    } else {
        errs.append(fail(*path, |_, name| {
            FieldError::invalid(
                &Path::root(),
                BadValue::String(String::new()),
                N::FORMAT.message(prefix, &name),
            )
        }));
        let f = v.num().as_f64();
        (Num::Float(f), BadValue::Float(f))
    }
}

/// The limit a generated call passes as its JSON text (`1.5`, `10`).
#[inline]
fn limit_of(text: &str) -> Option<f64> {
    text.parse::<f64>().ok().filter(|f| f.is_finite())
}

/// `minimum` (exclusive with `exclusiveMinimum`). Absent -> no error.
#[inline]
pub fn minimum<N: Number>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&N>,
    _old: Option<&N>,
    min: &'static str,
    exclusive: bool,
) -> ErrorList {
    let (Some(v), Some(limit)) = (value, limit_of(min)) else {
        return ErrorList::new();
    };
    let mut errs = ErrorList::new();
    let (n, bad) = against(*v, limit, path, "Minimum boundary", &mut errs);
    if n.exceeds(limit, exclusive, |a, b| a < b) {
        errs.append(fail(*path, |path, name| {
            FieldError::invalid(path, bad, minimum_detail(&name, exclusive, &n.show(limit)))
        }));
    }
    errs
}

/// `maximum` (exclusive with `exclusiveMaximum`). Absent -> no error.
#[inline]
pub fn maximum<N: Number>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&N>,
    _old: Option<&N>,
    max: &'static str,
    exclusive: bool,
) -> ErrorList {
    let (Some(v), Some(limit)) = (value, limit_of(max)) else {
        return ErrorList::new();
    };
    let mut errs = ErrorList::new();
    let (n, bad) = against(*v, limit, path, "Maximum boundary", &mut errs);
    if n.exceeds(limit, exclusive, |a, b| a > b) {
        errs.append(fail(*path, |path, name| {
            FieldError::invalid(path, bad, maximum_detail(&name, exclusive, &n.show(limit)))
        }));
    }
    errs
}

/// `multipleOf`: an integer factor divides integers exactly; otherwise the
/// quotient must be a whole number. A factor that is not positive fails
/// every value (the generator rejects 0, as kube-openapi does). Absent ->
/// no error.
#[inline]
pub fn multiple_of<N: Number>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&N>,
    _old: Option<&N>,
    factor: &'static str,
) -> ErrorList {
    let (Some(v), Some(f)) = (value, limit_of(factor)) else {
        return ErrorList::new();
    };
    let mut errs = ErrorList::new();
    let (n, bad) = against(*v, f, path, "MultipleOf", &mut errs);
    if f <= 0.0 {
        // Every value fails, with the factor as the bad value.
        errs.append(fail(*path, |path, name| {
            FieldError::invalid(
                path,
                BadValue::Float(f),
                non_positive_factor_detail(&name, &go_float(f)),
            )
        }));
        return errs;
    }
    let integral = f.fract() == 0.0 && f.abs() < 9.0e15;
    let (breaks, shown) = match n {
        Num::Int(i) if integral => (i % (f as i64) != 0, IntOrFloat::Int(f as i64)),
        _ => {
            let ratio = n.as_f64() / f;
            (ratio.fract() != 0.0 || !ratio.is_finite(), IntOrFloat::Float(f))
        }
    };
    if breaks {
        errs.append(fail(*path, |path, name| {
            let factor = match shown {
                IntOrFloat::Int(i) => i.to_string(),
                IntOrFloat::Float(f) => go_float(f),
            };
            FieldError::invalid(path, bad, multiple_of_detail(&name, &factor))
        }));
    }
    errs
}

#[derive(Clone, Copy)]
enum IntOrFloat {
    Int(i64),
    Float(f64),
}

/// `enum` on a string: `Unsupported value: "x": supported values: "a",
/// "b"`. Absent -> no error.
#[inline]
pub fn enum_str<V: ?Sized + StrValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
    allowed: &[&str],
) -> ErrorList {
    check(
        path,
        value,
        |v| !allowed.contains(&v.as_str()),
        |path, v| named(path, FieldError::not_supported(path, v.to_bad_value(), allowed)),
    )
}

/// `enum` on a number, the allowed values as their JSON text (`1`, `2.5`),
/// shown as they are. Absent -> no error.
#[inline]
pub fn enum_number<N: Number>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&N>,
    _old: Option<&N>,
    allowed: &[&str],
) -> ErrorList {
    let Some(v) = value else {
        return ErrorList::new();
    };
    let n = v.num();
    let matches = |text: &&str| match (n, text.parse::<i64>(), text.parse::<f64>()) {
        (Num::Int(i), Ok(a), _) => i == a,
        (Num::Uint(u), Ok(a), _) => i64::try_from(u).is_ok_and(|u| u == a),
        (Num::Float(x), Ok(a), _) => x.is_finite() && x.trunc() == a as f64,
        (x, Err(_), Ok(a)) => x.as_f64() == a,
        _ => false,
    };
    if allowed.iter().any(matches) {
        ErrorList::new()
    } else {
        fail(*path, |path, _| {
            FieldError::not_supported(path, v.to_bad_value(), allowed)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(list: ErrorList) -> Vec<String> {
        list.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_failed_all_of_entry_is_summarised_at_no_field() {
        let op = Operation::create();
        let root = Path::root();
        let labels = root.child("labels");
        let path = labels.key("x");
        let mut entry = max_length(&op, &path, Some("abcd"), None, 3);
        all_of(&path, &mut entry);
        assert_eq!(
            errors(entry),
            [
                "labels.x: Too long: may not be more than 3 bytes",
                "<nil>: Invalid value: \"\": \"labels.x\" must validate all the schemas (allOf). None validated"
            ]
        );
        let mut at_root = max_length(&op, &root, Some("abcd"), None, 3);
        all_of(&root, &mut at_root);
        assert_eq!(
            at_root.iter().map(|e| e.detail.as_str()).nth(1),
            Some("\"\" must validate all the schemas (allOf). None validated")
        );
        let mut valid = max_length(&op, &path, Some("abc"), None, 3);
        all_of(&path, &mut valid);
        assert!(valid.is_empty());
        assert_eq!(
            all_of_detail("a[0]", false),
            "\"a[0]\" must validate all the schemas (allOf)"
        );
    }

    #[test]
    fn a_nodes_two_entries_are_summed_up_once() {
        let op = Operation::create();
        let root = Path::root();
        let path = root.child("pair");
        let a = path.child("a");
        let b = path.child("b");
        let details = |list: &ErrorList| list.iter().map(|e| e.detail.clone()).collect::<Vec<_>>();
        let none = "\"pair\" must validate all the schemas (allOf). None validated";
        let some = "\"pair\" must validate all the schemas (allOf)";
        let type_entry = |fails: bool| minimum(&op, &a, Some(&if fails { -1 } else { 1 }), None, "0", false);
        // The type's walk: a check of its own before its entry, then its
        // entry (its errors and summary), then a check below it.
        let b_low = "pair.b in body should be greater than or equal to 100";
        let x_high = "pair.b.x in body should be less than or equal to 0";
        let walk = |errs: &mut ErrorList, fails: bool| {
            errs.append(minimum(&op, &b, Some(&9), None, "100", false));
            let mut entry = type_entry(fails);
            all_of(&path, &mut entry);
            errs.append(entry);
            errs.append(maximum(&op, &b.child("x"), Some(&1), None, "0", false));
        };
        let own = |fails: bool| maximum(&op, &b, Some(&if fails { 10 } else { 9 }), None, "9", false);
        let a_low = "pair.a in body should be greater than or equal to 0";
        let b_high = "pair.b in body should be less than or equal to 9";
        for (type_fails, own_fails, want) in [
            // The field's entry's errors move to just before the summary.
            (true, true, vec![b_low, a_low, b_high, none, x_high]),
            (true, false, vec![b_low, a_low, some, x_high]),
            (false, true, vec![b_high, some, b_low, x_high]),
            (false, false, vec![b_low, x_high]),
        ] {
            let mut errs = ErrorList::new();
            let mut earlier = [type_entry(type_fails)];
            let before = all_of_first(&path, &mut errs, &earlier, &mut [own(own_fails)]);
            assert_eq!(before.failed, own_fails);
            assert_eq!(before.validated, !own_fails);
            let mark = errs.len();
            walk(&mut errs, type_fails);
            all_of_after(&path, &mut errs, mark, &mut earlier, before);
            assert_eq!(details(&errs), want, "{type_fails} {own_fails}");
        }
        // The walk stopped before the type's entry: its errors and the
        // summary are added.
        for (own_fails, want) in [(true, vec![a_low, b_high, none]), (false, vec![a_low, some])] {
            let mut errs = ErrorList::new();
            let mut earlier = [type_entry(true)];
            let before = all_of_first(&path, &mut errs, &earlier, &mut [own(own_fails)]);
            let mark = errs.len();
            all_of_after(&path, &mut errs, mark, &mut earlier, before);
            assert_eq!(details(&errs), want, "{own_fails}");
        }
        // A summary before the mark (another node's or this one's, from an
        // earlier walk) is not the walk's.
        let mut errs = ErrorList::from(summary_of(&path, true));
        let before = EntriesBefore {
            failed: false,
            validated: true,
            appended: 0,
        };
        all_of_after(&path, &mut errs, 1, &mut [type_entry(true)], before);
        assert_eq!(details(&errs), [none, a_low, some]);
        // No entry before the walk (a struct embedding another, with no
        // entry of its own): the walk's summary stands. At the root, the
        // walk's path names the embedded struct after its type, which the
        // schema's names leave out.
        let embedded = root.embed("Pair");
        let mut errs = ErrorList::new();
        let mut embedded_entry = minimum(&op, &embedded.child("a"), Some(&-1), None, "0", false);
        all_of(&embedded, &mut embedded_entry);
        errs.append(embedded_entry);
        let before = all_of_first(&root, &mut ErrorList::new(), &[type_entry(true)], &mut []);
        assert_eq!(before, EntriesBefore::default());
        all_of_after(&root, &mut errs, 0, &mut [type_entry(true)], before);
        assert_eq!(
            details(&errs),
            [
                "a in body should be greater than or equal to 0",
                "\"\" must validate all the schemas (allOf). None validated"
            ]
        );
        // Two entries of the type's, one validating: not `None validated`
        // even where the walk is stopped.
        let mut errs = ErrorList::new();
        let mut earlier = [type_entry(true), type_entry(false)];
        let before = all_of_first(&path, &mut errs, &earlier, &mut [own(true)]);
        all_of_after(&path, &mut errs, 1, &mut earlier, before);
        assert_eq!(details(&errs), [a_low, b_high, some]);
    }

    #[test]
    fn pattern_reports_the_api_servers_message() {
        let op = Operation::create();
        let root = Path::root();
        let path = root.child("x");
        assert_eq!(
            errors(pattern(&op, &path, Some("abc"), None, "^a+$", "^a+$")),
            ["x: Invalid value: \"abc\": x in body should match '^a+$'"]
        );
        assert!(pattern(&op, &path, Some("aaa"), None, "^a+$", "^a+$").is_empty());
        // Unanchored, as Go's MatchString.
        assert!(pattern(&op, &path, Some("xay"), None, "a", "a").is_empty());
        assert!(pattern::<str>(&op, &path, None, None, "^a+$", "^a+$").is_empty());
    }

    #[test]
    fn bounds_outside_the_format_are_reported_and_exclusive_is_honoured() {
        let op = Operation::create();
        let root = Path::root();
        let path = root.child("n");
        // A fraction is outside an integer's format: reported on every
        // value, at no field, then the value compared as a float.
        assert_eq!(
            errors(minimum(&op, &path, Some(&1i32), None, "1.5", false)),
            [
                "<nil>: Invalid value: \"\": Minimum boundary value must be of type integer with format int32 in n",
                "n: Invalid value: 1: n in body should be greater than or equal to 1.5",
            ]
        );
        assert_eq!(
            errors(maximum(&op, &path, Some(&1u8), None, "1.5", false)),
            ["<nil>: Invalid value: \"\": Maximum boundary value must be of type integer with format int32 in n"]
        );
        // Past `int32`: outside an `i32`'s format, inside an `i64`'s.
        assert_eq!(
            errors(maximum(&op, &path, Some(&1i32), None, "3000000000", false)),
            ["<nil>: Invalid value: \"\": Maximum boundary value must be of type integer with format int32 in n"]
        );
        assert!(maximum(&op, &path, Some(&1i64), None, "3000000000", false).is_empty());
        assert_eq!(
            errors(minimum(&op, &path, Some(&1i32), None, "1", true)),
            ["n: Invalid value: 1: n in body should be greater than 1"]
        );
        assert_eq!(
            errors(maximum(&op, &path, Some(&2.5f64), None, "2.25", false)),
            ["n: Invalid value: 2.5: n in body should be less than or equal to 2.25"]
        );
        assert_eq!(
            errors(multiple_of(&op, &path, Some(&7i64), None, "2")),
            ["n: Invalid value: 7: n in body should be a multiple of 2"]
        );
        assert_eq!(
            errors(multiple_of(&op, &path, Some(&0.75f64), None, "0.5")),
            ["n: Invalid value: 0.75: n in body should be a multiple of 0.5"]
        );
        assert!(multiple_of(&op, &path, Some(&1.5f64), None, "0.5").is_empty());
        assert_eq!(
            errors(multiple_of(&op, &path, Some(&4i32), None, "-2")),
            ["n: Invalid value: -2: factor MultipleOf declared for n must be positive: -2"]
        );
    }

    #[test]
    fn sizes_and_enums() {
        let op = Operation::create();
        let root = Path::root();
        let path = root.child("s");
        assert_eq!(
            errors(min_length(&op, &path, Some("ab"), None, 3)),
            ["s: Invalid value: \"ab\": s in body should be at least 3 chars long"]
        );
        assert_eq!(
            errors(max_length(&op, &path, Some("ééé"), None, 2)),
            ["s: Too long: may not be more than 2 bytes"]
        );
        assert!(max_length(&op, &path, Some("éé"), None, 2).is_empty());
        assert_eq!(
            errors(min_items(&op, &path, Some(&[1][..]), None, 2)),
            ["s: Invalid value: 1: s in body should have at least 2 items"]
        );
        assert_eq!(
            errors(max_items(&op, &path, Some(&[1, 2, 3][..]), None, 2)),
            ["s: Too many: 3: must have at most 2 items"]
        );
        assert_eq!(
            errors(enum_str(&op, &path, Some("c"), None, &["a", "b"])),
            ["s: Unsupported value: \"c\": supported values: \"a\", \"b\""]
        );
        assert!(enum_number(&op, &path, Some(&2i32), None, &["1", "2"]).is_empty());
        assert_eq!(
            errors(enum_number(&op, &path, Some(&3i32), None, &["1", "2.5"])),
            ["s: Unsupported value: 3: supported values: \"1\", \"2.5\""]
        );
    }
}
