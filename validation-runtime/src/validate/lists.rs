//! List validators.

use crate::{ErrorList, FieldError, Operation, Path};

/// PtrSliceNoNils: one `Required` (no origin, empty detail) at `list[i]` for
/// every absent element. Generated code runs it as a short-circuit before
/// any other check of a list of optional elements.
#[inline]
pub fn no_absent_elements<T>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&[Option<T>]>,
    _old: Option<&[Option<T>]>,
) -> ErrorList {
    match value {
        Some(list) if list.iter().any(Option::is_none) => absent_elements(*path, list),
        _ => ErrorList::new(),
    }
}

#[cold]
fn absent_elements<T>(path: Path<'_>, list: &[Option<T>]) -> ErrorList {
    list.iter()
        .enumerate()
        .filter(|(_, e)| e.is_none())
        .map(|(i, _)| FieldError::required(&path.index(i), ""))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_each_absent_element() {
        let op = Operation::create();
        let list = [Some(1), None, Some(3), None];
        let errs = no_absent_elements(&op, &Path::new("list"), Some(&list[..]), None);
        let messages: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        assert_eq!(messages, ["list[1]: Required value", "list[3]: Required value"]);
        assert!(errs.iter().all(|e| e.origin.is_empty()));
    }

    #[test]
    fn no_error_and_no_allocation_when_all_present_or_absent_list() {
        let op = Operation::create();
        let list = [Some(1), Some(2)];
        let errs = no_absent_elements(&op, &Path::new("list"), Some(&list[..]), None);
        assert!(errs.is_empty());
        assert_eq!(errs.into_vec().capacity(), 0);
        assert!(no_absent_elements::<i32>(&op, &Path::new("list"), None, None).is_empty());
    }
}
