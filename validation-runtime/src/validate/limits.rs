//! Length, size and range limits.

use std::fmt::Display;

use crate::{ErrorList, FieldError, Operation, Path, ToBadValue, TypedStr};

mod sealed {
    pub trait Sealed {}
}

/// Every integer width, signed and unsigned.
pub trait Integer: Copy + PartialOrd + Display + ToBadValue + sealed::Sealed {}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Integer for $t {}
    )*};
}
integers!(i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

/// A string-like value: plain strings (Go-quoted in messages) and named
/// string types (JSON in messages).
pub trait StrValue: ToBadValue {
    /// The string.
    fn as_str(&self) -> &str;
}

impl StrValue for str {
    #[inline]
    fn as_str(&self) -> &str {
        self
    }
}

impl StrValue for String {
    #[inline]
    fn as_str(&self) -> &str {
        self
    }
}

impl StrValue for TypedStr {
    #[inline]
    fn as_str(&self) -> &str {
        TypedStr::as_str(self)
    }
}

#[inline]
pub(super) fn len_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Character count > `max`, counting chars only when bytes can't decide:
/// a string has at most as many characters as bytes, and at least ⌈b/4⌉.
#[inline]
pub(super) fn more_chars_than(s: &str, max: i64) -> bool {
    let Ok(max) = usize::try_from(max) else {
        return true; // negative limit: always too long
    };
    if s.len() <= max {
        return false;
    }
    s.len().div_ceil(4) > max || s.chars().count() > max
}

/// Character count < `min`, with the same byte-length shortcuts.
#[inline]
pub(super) fn fewer_chars_than(s: &str, min: i64) -> bool {
    let Ok(min) = usize::try_from(min) else {
        return false; // negative limit: never too short
    };
    if s.len().div_ceil(4) >= min {
        return false;
    }
    s.len() < min || s.chars().count() < min
}

/// Builds the error out of line: the closure is inlined here, keeping
/// formatting and allocation off the validators' inlined success path. The
/// path comes by value, like every cold helper's (see the module docs).
#[cold]
#[inline(never)]
fn fail(path: Path<'_>, e: impl FnOnce(&Path<'_>) -> FieldError) -> ErrorList {
    ErrorList::from(e(&path))
}

/// The one shape of the length, size and value checks of both message
/// styles (the declarative tags' here, the API server's schema keywords'
/// in [`super::openapi`]): a value that is there and `breaks` the limit
/// gets the error `error` builds, off the inlined success path; any other
/// gets none.
#[inline]
pub(super) fn check<V: ?Sized>(
    path: &Path<'_>,
    value: Option<&V>,
    breaks: impl FnOnce(&V) -> bool,
    error: impl FnOnce(&Path<'_>, &V) -> FieldError,
) -> ErrorList {
    match value {
        Some(v) if breaks(v) => fail(*path, |path| error(path, v)),
        _ => ErrorList::new(),
    }
}

/// Character count > `max` -> `Too long: may not be more than ‹max›
/// characters` (origin `maxLength`). Absent -> no error.
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
        |path, _| FieldError::too_long_characters(path, max).with_origin("maxLength"),
    )
}

/// Byte length > `max` -> `Too long: may not be more than ‹max› bytes`
/// (origin `maxBytes`). Absent -> no error.
#[inline]
pub fn max_bytes<V: ?Sized + StrValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
    max: i64,
) -> ErrorList {
    check(
        path,
        value,
        |v| len_i64(v.as_str().len()) > max,
        |path, _| FieldError::too_long(path, max).with_origin("maxBytes"),
    )
}

/// Character count < `min` -> `Too short: must be at least ‹min›
/// characters` (origin `minLength`). Absent -> no error.
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
        |path, v| FieldError::too_short(path, v.to_bad_value(), min).with_origin("minLength"),
    )
}

/// More than `max` items -> `Too many: ‹n›: must have at most ‹max› items`
/// (origin `maxItems`). Absent counts as 0 items.
#[inline]
pub fn max_items<T>(_op: &Operation, path: &Path<'_>, value: Option<&[T]>, _old: Option<&[T]>, max: i64) -> ErrorList {
    let n = len_i64(value.map_or(0, <[T]>::len));
    check(
        path,
        Some(&n),
        |n| *n > max,
        |path, n| FieldError::too_many(path, *n, max).with_origin("maxItems"),
    )
}

/// Fewer than `min` items -> `Too few: ‹n›: must have at least ‹min› items`
/// (origin `minItems`). Absent counts as 0 items.
#[inline]
pub fn min_items<T>(_op: &Operation, path: &Path<'_>, value: Option<&[T]>, _old: Option<&[T]>, min: i64) -> ErrorList {
    let n = len_i64(value.map_or(0, <[T]>::len));
    check(
        path,
        Some(&n),
        |n| *n < min,
        |path, n| FieldError::too_few(path, *n, min).with_origin("minItems"),
    )
}

/// A map-like value whose entries `+k8s:maxProperties` /
/// `+k8s:minProperties` count.
pub trait Properties {
    /// The number of entries.
    fn property_count(&self) -> usize;
}

impl<K, V> Properties for std::collections::BTreeMap<K, V> {
    fn property_count(&self) -> usize {
        self.len()
    }
}

impl<K, V, S> Properties for std::collections::HashMap<K, V, S> {
    fn property_count(&self) -> usize {
        self.len()
    }
}

#[cfg(feature = "indexmap")]
impl<K, V, S> Properties for indexmap::IndexMap<K, V, S> {
    fn property_count(&self) -> usize {
        self.len()
    }
}

/// More than `max` entries -> `Too many: ‹n›: must have at most ‹max›
/// items` (origin `maxProperties`). An absent map is skipped, unlike an
/// empty one (a Kubernetes quirk: matters only for a negative limit).
#[inline]
pub fn max_properties<M: Properties + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&M>,
    _old: Option<&M>,
    max: i64,
) -> ErrorList {
    check(
        path,
        value.map(|m| len_i64(m.property_count())).as_ref(),
        |n| *n > max,
        |path, n| FieldError::too_many(path, *n, max).with_origin("maxProperties"),
    )
}

/// Fewer than `min` entries -> `Too few: ‹n›: must have at least ‹min›
/// items` (origin `minProperties`). Absent counts as 0 entries.
#[inline]
pub fn min_properties<M: Properties + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&M>,
    _old: Option<&M>,
    min: i64,
) -> ErrorList {
    let n = len_i64(value.map_or(0, Properties::property_count));
    check(
        path,
        Some(&n),
        |n| *n < min,
        |path, n| FieldError::too_few(path, *n, min).with_origin("minProperties"),
    )
}

/// `value < min` -> `Invalid value: ‹v›: must be greater than or equal to
/// ‹min›` (origin `minimum`). Absent -> no error.
#[inline]
pub fn minimum<T: Integer>(_op: &Operation, path: &Path<'_>, value: Option<&T>, _old: Option<&T>, min: T) -> ErrorList {
    match value {
        Some(v) if *v < min => fail(*path, |path| {
            FieldError::invalid(
                path,
                v.to_bad_value(),
                format!("must be greater than or equal to {min}"),
            )
            .with_origin("minimum")
        }),
        _ => ErrorList::new(),
    }
}

/// `value > max` -> `Invalid value: ‹v›: must be less than or equal to
/// ‹max›` (origin `maximum`). Absent -> no error.
#[inline]
pub fn maximum<T: Integer>(_op: &Operation, path: &Path<'_>, value: Option<&T>, _old: Option<&T>, max: T) -> ErrorList {
    match value {
        Some(v) if *v > max => fail(*path, |path| {
            FieldError::invalid(path, v.to_bad_value(), format!("must be less than or equal to {max}"))
                .with_origin("maximum")
        }),
        _ => ErrorList::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn char_count_shortcuts_agree_with_counting() {
        let samples = ["", "a", "abcd", "é", "ééé", "日本語", "😀😀", "a😀b"];
        for s in samples {
            let n = s.chars().count() as i64;
            for limit in -2..12 {
                assert_eq!(more_chars_than(s, limit), n > limit, "{s:?} > {limit}");
                assert_eq!(fewer_chars_than(s, limit), n < limit, "{s:?} < {limit}");
            }
        }
    }
}
