//! One request to validate: an operation, an object and its old version.

use std::fmt;

use proptest::prelude::Strategy;
use proptest::prop_oneof;
use validation_runtime::Operation;

/// A create (no old object) or update request, named for failure messages.
#[derive(Clone)]
pub struct Case<T> {
    pub name: String,
    pub op: Operation,
    pub obj: T,
    pub old: Option<T>,
}

impl<T> Case<T> {
    pub fn create(name: impl Into<String>, obj: T) -> Case<T> {
        Case {
            name: name.into(),
            op: Operation::create(),
            obj,
            old: None,
        }
    }

    pub fn update(name: impl Into<String>, obj: T, old: T) -> Case<T> {
        Case {
            name: name.into(),
            op: Operation::update(),
            obj,
            old: Some(old),
        }
    }
}

impl<T: fmt::Debug> fmt::Debug for Case<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Case")
            .field("name", &self.name)
            .field("operation", &self.op.kind)
            .field("obj", &self.obj)
            .field("old", &self.old)
            .finish()
    }
}

/// Random create and update cases from a strategy for the type: creates
/// have no old object; updates pair two random objects, or (one time in
/// three) an object with a copy of itself, so ratcheting is exercised.
pub fn cases<T, S>(objects: S) -> impl Strategy<Value = Case<T>>
where
    T: Clone + fmt::Debug + 'static,
    S: Strategy<Value = T> + Clone + 'static,
{
    let create = objects.clone().prop_map(|obj| Case::create("random create", obj));
    let update = (objects.clone(), objects.clone()).prop_map(|(obj, old)| Case::update("random update", obj, old));
    let unchanged = objects.prop_map(|obj| Case::update("random unchanged update", obj.clone(), obj));
    prop_oneof![create, update, unchanged]
}
