//! Validation entry points by type.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;

use crate::{ErrorList, FieldError, Operation, Path};

/// The signature of a generated root validation function.
pub type ValidateFn<T> = fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> ErrorList;

struct Entry {
    type_name: &'static str,
    subresources: Vec<&'static str>,
    /// A `ValidateFn<T>` for the entry's `T`, type-erased.
    f: Box<dyn Any + Send + Sync>,
}

/// A registry of root validation functions keyed by Rust type.
#[derive(Default)]
pub struct Scheme {
    entries: HashMap<TypeId, Entry>,
}

impl fmt::Debug for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut names: Vec<_> = self.entries.values().map(|e| (e.type_name, &e.subresources)).collect();
        names.sort();
        f.debug_struct("Scheme").field("entries", &names).finish()
    }
}

impl Scheme {
    /// An empty scheme.
    pub fn new() -> Scheme {
        Scheme::default()
    }

    /// Registers `f` for `T`, accepted for the given subresource paths
    /// (`"/"` for the main resource, `"/status"`, …). Re-registering replaces.
    pub fn register<T: 'static>(&mut self, type_name: &'static str, subresources: &[&'static str], f: ValidateFn<T>) {
        self.entries.insert(
            TypeId::of::<T>(),
            Entry {
                type_name,
                subresources: subresources.to_vec(),
                f: Box::new(f),
            },
        );
    }

    /// Whether type `T` has a registered validation.
    pub fn is_registered<T: 'static>(&self) -> bool {
        self.entries.contains_key(&TypeId::of::<T>())
    }

    /// Validates a root object with the null path. A registered type asked
    /// for a subresource it does not accept yields one internal error on the
    /// null path; a type with no registered validation yields no errors, as
    /// Kubernetes' `runtime.Scheme.Validate` answers for a type it has no
    /// validation function for.
    pub fn validate<T: 'static>(&self, op: &Operation, obj: &T, old: Option<&T>) -> ErrorList {
        let Some(entry) = self.entries.get(&TypeId::of::<T>()) else {
            return ErrorList::new();
        };
        let f = entry
            .subresources
            .iter()
            .any(|p| op.request.is_subresource_path(p))
            .then(|| entry.f.downcast_ref::<ValidateFn<T>>())
            .flatten();
        match f {
            Some(f) => f(op, &Path::root(), Some(obj), old),
            None => ErrorList::from(FieldError::internal(
                &Path::root(),
                format_args!(
                    "no validation found for {}, subresource: {}",
                    entry.type_name,
                    op.request.subresource_path()
                ),
            )),
        }
    }
}
