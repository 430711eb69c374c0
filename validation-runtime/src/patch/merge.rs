//! RFC 7386 JSON merge patch, applied as the API server applies it (it uses
//! evanphx/json-patch v4): a `null` in the patch deletes the member; an
//! object in the patch is merged into an object in the document; anything
//! else replaces. A value that lands where the document had no object has
//! its `null` members removed, also inside objects in lists (list items
//! themselves stay, `null` or not).

use serde_json::{Map, Value};

/// Merges `patch` (an object) into `doc`; a document that is not an object
/// is replaced by the patch, without its `null` members.
pub(super) fn merge_object(doc: &mut Value, patch: Map<String, Value>) {
    match doc {
        Value::Object(target) => merge_members(target, patch),
        _ => {
            let mut patch = Value::Object(patch);
            prune_nulls(&mut patch);
            *doc = patch;
        }
    }
}

fn merge_members(target: &mut Map<String, Value>, patch: Map<String, Value>) {
    for (key, value) in patch {
        if value.is_null() {
            target.remove(&key);
            continue;
        }
        match target.get_mut(&key) {
            Some(current) if !current.is_null() => merge_value(current, value),
            _ => {
                let mut value = value;
                prune_nulls(&mut value);
                target.insert(key, value);
            }
        }
    }
}

fn merge_value(current: &mut Value, patch: Value) {
    match (current, patch) {
        (Value::Object(target), Value::Object(patch)) => merge_members(target, patch),
        // An object replaced by something else is replaced as it is.
        (current @ Value::Object(_), patch) => *current = patch,
        (current, mut patch) => {
            prune_nulls(&mut patch);
            *current = patch;
        }
    }
}

/// Removes `null` members of objects, at every depth; list items stay.
pub(super) fn prune_nulls(value: &mut Value) {
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            Value::Object(map) => {
                map.retain(|_, member| !member.is_null());
                stack.extend(map.values_mut());
            }
            Value::Array(items) => stack.extend(items.iter_mut()),
            _ => {}
        }
    }
}
