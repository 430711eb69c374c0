//! Lists of field errors and their helpers.

use std::collections::HashSet;

use crate::{Aggregate, ErrorType, FieldError, StabilityLevel};

/// An ordered list of field errors; empty means success.
///
/// `ErrorList::new()` does not allocate, so successful validation is free.
#[derive(Default, Clone, Debug, PartialEq)]
pub struct ErrorList(Vec<FieldError>);

impl ErrorList {
    /// An empty list (no allocation).
    #[inline]
    pub const fn new() -> ErrorList {
        ErrorList(Vec::new())
    }

    /// Whether there are no errors.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The number of errors.
    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Appends one error.
    pub fn push(&mut self, e: FieldError) {
        self.0.push(e);
    }

    /// The error at `index`, to reword it.
    pub(crate) fn get_mut(&mut self, index: usize) -> Option<&mut FieldError> {
        self.0.get_mut(index)
    }

    /// Removes the error at `index`, if there is one.
    pub(crate) fn remove(&mut self, index: usize) {
        if index < self.0.len() {
            self.0.remove(index);
        }
    }

    /// Rotates the errors in `range` left by `by` (the first `by` of them
    /// move to its end); nothing when `range` is out of bounds or shorter.
    pub(crate) fn rotate_left_within(&mut self, range: std::ops::Range<usize>, by: usize) {
        if let Some(slice) = self.0.get_mut(range) {
            if by <= slice.len() {
                slice.rotate_left(by);
            }
        }
    }

    /// Moves `other`'s errors to the end of this list. Allocates nothing when
    /// `other` is empty, and reuses `other`'s buffer when `self` is empty.
    /// The empty case is inlined at every call (it is the common one).
    #[inline]
    pub fn append(&mut self, other: ErrorList) {
        if !other.0.is_empty() {
            self.append_errors(other);
        }
    }

    #[inline(never)]
    fn append_errors(&mut self, other: ErrorList) {
        if self.0.is_empty() {
            *self = other;
        } else {
            self.0.extend(other.0);
        }
    }

    /// Append the errors of a short-circuit check, marked as such, and say
    /// whether there were any: generated code stops the checks that follow
    /// when this returns true.
    #[inline]
    pub fn append_short_circuit(&mut self, other: ErrorList) -> bool {
        if other.0.is_empty() {
            return false;
        }
        self.append_errors(other.mark_short_circuit());
        true
    }

    /// The errors, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, FieldError> {
        self.0.iter()
    }

    /// The errors as a slice.
    pub fn as_slice(&self) -> &[FieldError] {
        &self.0
    }

    /// The errors, by value.
    pub fn into_vec(self) -> Vec<FieldError> {
        self.0
    }

    fn each(mut self, f: impl FnMut(&mut FieldError)) -> ErrorList {
        self.0.iter_mut().for_each(f);
        self
    }

    /// Sets (overwrites) the origin of every error.
    pub fn with_origin(self, origin: &str) -> ErrorList {
        self.each(|e| origin.clone_into(&mut e.origin))
    }

    /// Prepends `prefix` to every error's detail.
    pub fn prefix_detail(self, prefix: &str) -> ErrorList {
        self.each(|e| e.detail.insert_str(0, prefix))
    }

    /// Marks every error as reported by an alpha rule.
    pub fn mark_alpha(self) -> ErrorList {
        self.each(|e| e.stability_level = StabilityLevel::Alpha)
    }

    /// Marks every error as reported by a beta rule.
    pub fn mark_beta(self) -> ErrorList {
        self.each(|e| e.stability_level = StabilityLevel::Beta)
    }

    /// Marks every error as short-circuit.
    pub fn mark_short_circuit(self) -> ErrorList {
        self.each(|e| e.short_circuit = true)
    }

    /// Marks every error as covered by declarative validation.
    pub fn mark_covered_by_declarative(self) -> ErrorList {
        self.each(|e| e.covered_by_declarative = true)
    }

    /// Marks every error as reported by hand-written validation.
    pub fn mark_from_imperative(self) -> ErrorList {
        self.each(|e| e.from_imperative = true)
    }

    /// The errors marked covered by declarative validation, order kept.
    pub fn extract_covered_by_declarative(&self) -> ErrorList {
        self.iter().filter(|e| e.covered_by_declarative).cloned().collect()
    }

    /// The errors not marked covered by declarative validation, order kept.
    pub fn remove_covered_by_declarative(&self) -> ErrorList {
        self.iter().filter(|e| !e.covered_by_declarative).cloned().collect()
    }

    /// `None` when empty; otherwise the errors whose full message was not seen
    /// earlier in the list.
    pub fn to_aggregate(&self) -> Option<Aggregate> {
        if self.is_empty() {
            return None;
        }
        let mut seen = HashSet::with_capacity(self.len());
        let errors: Vec<FieldError> = self.iter().filter(|e| seen.insert(e.to_string())).cloned().collect();
        Some(Aggregate::new(errors))
    }

    /// De-duplicates by message (via [`ErrorList::to_aggregate`]), then drops
    /// errors any matcher accepts; `None` when nothing remains.
    pub fn filter(&self, matchers: &[&dyn Fn(&FieldError) -> bool]) -> Option<ErrorList> {
        let kept: ErrorList = self
            .to_aggregate()?
            .into_errors()
            .into_iter()
            .filter(|e| !matchers.iter().any(|m| m(e)))
            .collect();
        (!kept.is_empty()).then_some(kept)
    }
}

/// A predicate "error has reason `t`" for [`ErrorList::filter`].
pub fn type_matcher(t: ErrorType) -> impl Fn(&FieldError) -> bool {
    move |e| e.error_type == t
}

impl From<Vec<FieldError>> for ErrorList {
    fn from(v: Vec<FieldError>) -> ErrorList {
        ErrorList(v)
    }
}

impl From<FieldError> for ErrorList {
    fn from(e: FieldError) -> ErrorList {
        ErrorList(vec![e])
    }
}

impl From<ErrorList> for Vec<FieldError> {
    fn from(l: ErrorList) -> Vec<FieldError> {
        l.0
    }
}

impl FromIterator<FieldError> for ErrorList {
    fn from_iter<I: IntoIterator<Item = FieldError>>(iter: I) -> ErrorList {
        ErrorList(iter.into_iter().collect())
    }
}

impl IntoIterator for ErrorList {
    type Item = FieldError;
    type IntoIter = std::vec::IntoIter<FieldError>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a ErrorList {
    type Item = &'a FieldError;
    type IntoIter = std::slice::Iter<'a, FieldError>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Extend<FieldError> for ErrorList {
    fn extend<I: IntoIterator<Item = FieldError>>(&mut self, iter: I) {
        self.0.extend(iter);
    }
}

impl std::ops::Deref for ErrorList {
    type Target = [FieldError];
    fn deref(&self) -> &[FieldError] {
        &self.0
    }
}

impl serde::Serialize for ErrorList {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Path;

    #[test]
    fn new_and_append_do_not_allocate() {
        let mut l = ErrorList::new();
        assert_eq!(l.0.capacity(), 0);
        l.append(ErrorList::new());
        assert_eq!(l.0.capacity(), 0);
        let other = ErrorList::from(FieldError::required(&Path::new("a"), ""));
        let ptr = other.0.as_ptr();
        l.append(other);
        assert_eq!(l.0.as_ptr(), ptr);
        l.append(ErrorList::from(FieldError::forbidden(&Path::new("b"), "")));
        assert_eq!(l.len(), 2);
        assert_eq!(l[1].field, "b");
    }

    #[test]
    fn list_helpers() {
        let p = Path::new("f");
        let l = ErrorList::from(vec![
            FieldError::required(&p, "x"),
            FieldError::forbidden(&p, "y").mark_covered_by_declarative(),
        ])
        .with_origin("o")
        .prefix_detail("pre: ")
        .mark_beta()
        .mark_short_circuit()
        .mark_from_imperative();
        assert!(l
            .iter()
            .all(|e| e.origin == "o" && e.is_beta() && e.short_circuit && e.from_imperative));
        assert_eq!(l[0].detail, "pre: x");
        assert_eq!(l.extract_covered_by_declarative().len(), 1);
        assert_eq!(l.extract_covered_by_declarative()[0].detail, "pre: y");
        assert_eq!(l.remove_covered_by_declarative()[0].detail, "pre: x");
        assert!(ErrorList::new().extract_covered_by_declarative().is_empty());
        assert!(l.clone().mark_alpha().iter().all(FieldError::is_alpha));
        assert!(l.mark_covered_by_declarative().iter().all(|e| e.covered_by_declarative));
    }
}
