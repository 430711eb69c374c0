//! Required, optional and forbidden.
//!
//! The core functions take a precomputed "is set"; the per-shape wrappers
//! compute it: *value* (set = not the zero value), *pointer* (set =
//! present), *slice* / *map* (set = length > 0). None has an origin and the
//! old value is ignored.

use crate::{ErrorList, FieldError, Operation, Path};

/// Detail of Optional's (non-reported) error.
pub const OPTIONAL_DETAIL: &str = "optional value was not specified";

#[cold]
#[inline(never)]
fn required_error(path: Path<'_>, detail: &str) -> ErrorList {
    ErrorList::from(FieldError::required(&path, detail))
}

#[cold]
#[inline(never)]
fn forbidden_error(path: Path<'_>) -> ErrorList {
    ErrorList::from(FieldError::forbidden(&path, ""))
}

/// Unset -> `‹path›: Required value`. Short-circuits in generated code.
#[inline]
pub fn required(_op: &Operation, path: &Path<'_>, is_set: bool) -> ErrorList {
    if is_set {
        ErrorList::new()
    } else {
        required_error(*path, "")
    }
}

/// Unset -> Required with detail `optional value was not specified`;
/// generated code treats it as a silent stop (SC + NE).
#[inline]
pub fn optional(_op: &Operation, path: &Path<'_>, is_set: bool) -> ErrorList {
    if is_set {
        ErrorList::new()
    } else {
        required_error(*path, OPTIONAL_DETAIL)
    }
}

/// Set -> `‹path›: Forbidden`.
#[inline]
pub fn forbidden(_op: &Operation, path: &Path<'_>, is_set: bool) -> ErrorList {
    if is_set {
        forbidden_error(*path)
    } else {
        ErrorList::new()
    }
}

#[inline]
fn value_is_set<T: Default + PartialEq>(value: Option<&T>) -> bool {
    value.is_some_and(|v| *v != T::default())
}

macro_rules! shape_wrappers {
    ($core:ident, $value:ident, $pointer:ident, $slice:ident, $map:ident) => {
        /// Value shape: set = present and not the zero value.
        #[inline]
        pub fn $value<T: Default + PartialEq>(
            op: &Operation,
            path: &Path<'_>,
            value: Option<&T>,
            _old: Option<&T>,
        ) -> ErrorList {
            $core(op, path, value_is_set(value))
        }

        /// Pointer shape: set = present (a present `""` is set).
        #[inline]
        pub fn $pointer<T: ?Sized>(op: &Operation, path: &Path<'_>, value: Option<&T>, _old: Option<&T>) -> ErrorList {
            $core(op, path, value.is_some())
        }

        /// Slice shape: set = length > 0 (absent and empty are the same).
        #[inline]
        pub fn $slice<T>(op: &Operation, path: &Path<'_>, value: &[T], _old: &[T]) -> ErrorList {
            $core(op, path, !value.is_empty())
        }

        /// Map shape: set = length > 0.
        #[inline]
        pub fn $map(op: &Operation, path: &Path<'_>, len: usize) -> ErrorList {
            $core(op, path, len > 0)
        }
    };
}

shape_wrappers!(required, required_value, required_pointer, required_slice, required_map);
shape_wrappers!(optional, optional_value, optional_pointer, optional_slice, optional_map);
shape_wrappers!(
    forbidden,
    forbidden_value,
    forbidden_pointer,
    forbidden_slice,
    forbidden_map
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorType;

    fn one(l: ErrorList) -> FieldError {
        assert_eq!(l.len(), 1, "{l:?}");
        l.into_vec().remove(0)
    }

    #[test]
    fn required_family() {
        let op = Operation::create();
        let p = Path::new("f");
        assert!(required(&op, &p, true).is_empty());
        let e = one(required(&op, &p, false));
        assert_eq!(e.to_string(), "f: Required value");
        assert_eq!((e.error_type, e.origin.as_str()), (ErrorType::Required, ""));
        assert!(required_value(&op, &p, Some(&1), None).is_empty());
        assert_eq!(required_value(&op, &p, Some(&0), None).len(), 1);
        assert_eq!(required_value::<String>(&op, &p, None, None).len(), 1);
        assert!(required_pointer(&op, &p, Some(""), None).is_empty());
        assert_eq!(required_pointer::<str>(&op, &p, None, None).len(), 1);
        assert!(required_slice(&op, &p, &[1], &[]).is_empty());
        assert_eq!(required_slice::<i32>(&op, &p, &[], &[]).len(), 1);
        assert!(required_map(&op, &p, 2).is_empty());
        assert_eq!(required_map(&op, &p, 0).len(), 1);
    }

    #[test]
    fn optional_family() {
        let op = Operation::update();
        let p = Path::new("f");
        let e = one(optional(&op, &p, false));
        assert_eq!(e.to_string(), "f: Required value: optional value was not specified");
        assert!(optional_value(&op, &p, Some(&true), None).is_empty());
        assert_eq!(optional_value(&op, &p, Some(&false), None).len(), 1);
        assert_eq!(optional_pointer::<i32>(&op, &p, None, None).len(), 1);
        assert_eq!(optional_slice::<u8>(&op, &p, &[], &[]).len(), 1);
        assert_eq!(optional_map(&op, &p, 0).len(), 1);
    }

    #[test]
    fn forbidden_family() {
        let op = Operation::create();
        let p = Path::new("f");
        assert!(forbidden(&op, &p, false).is_empty());
        let e = one(forbidden(&op, &p, true));
        assert_eq!(e.to_string(), "f: Forbidden");
        assert_eq!((e.error_type, e.origin.as_str()), (ErrorType::Forbidden, ""));
        assert_eq!(forbidden_value(&op, &p, Some(&"x".to_owned()), None).len(), 1);
        assert!(forbidden_value(&op, &p, Some(&String::new()), None).is_empty());
        assert_eq!(forbidden_pointer(&op, &p, Some(&0), None).len(), 1);
        assert!(forbidden_slice::<i32>(&op, &p, &[], &[1]).is_empty());
        assert_eq!(forbidden_map(&op, &p, 1).len(), 1);
    }
}
