//! RFC 6902 JSON patch, applied as the API server applies it (it uses
//! evanphx/json-patch v4), with that library's semantics and error texts:
//!
//! - paths are split on `/` and the first segment is ignored (`a/b` acts as
//!   `/b`); `~1` and `~0` are decoded;
//! - list indices may be negative, counting from the end; `-` appends;
//! - `replace` of an absent object member adds it; `copy` from an absent
//!   member copies `null`; a `null` member is absent for `test` and as a
//!   step of a path;
//! - errors read `add operation does not apply: doc is missing path:
//!   "/spec/x": missing value`, `testing value /spec/x failed: test failed`.
//!
//! Two costs are bounded so that a patch is applied in time linear in its
//! size and the document's: `copy`, the one operation that can grow the
//! document faster than the patch, may add at most [`COPY_SIZE_LIMIT`]
//! bytes; and inserting or removing list items, which shifts the items
//! after them, may shift at most [`SHIFTS_PER_BYTE`] items per byte of
//! input (10,000 inserts at the front of a long list would otherwise cost
//! their product).

use serde_json::{Map, Value};

use crate::quote::go_quote;

/// The most that `copy` operations may add to a document, in bytes of
/// JSON: the API server's request body limit (3 MiB). The API server has
/// no copy limit of its own, but a larger object cannot be stored.
pub const COPY_SIZE_LIMIT: usize = 3 * 1024 * 1024;

/// Items that inserting into and removing from lists may shift, per byte
/// of the stored object and the patch.
pub const SHIFTS_PER_BYTE: usize = 64;

/// Why a patch was not applied.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Failure {
    /// An operation does not apply: the library's text.
    NotApplicable(String),
    /// The patch would shift more list items than its input allows.
    TooCostly(String),
}

/// The bounded costs of one patch.
struct Costs {
    copied: usize,
    shifted: usize,
    shift_budget: usize,
}

impl Costs {
    /// Counts `n` shifted items; `Err` past the budget.
    fn shift(&mut self, n: usize) -> Result<(), String> {
        self.shifted = self.shifted.saturating_add(n);
        if self.shifted > self.shift_budget {
            return Err(String::new());
        }
        Ok(())
    }

    fn over_budget(&self) -> bool {
        self.shifted > self.shift_budget
    }
}

const MISSING: &str = "missing value";
const INVALID_INDEX: &str = "invalid index referenced";
const TEST_FAILED: &str = "test failed";

/// Applies `operations` to `doc` in order; on the first failure, `doc` is
/// left partly patched. `input_size` (bytes of the stored object and the
/// patch) sets the shift budget.
pub(super) fn apply(doc: &mut Value, operations: &[Value], input_size: usize) -> Result<(), Failure> {
    let mut costs = Costs {
        copied: 0,
        shifted: 0,
        shift_budget: input_size.saturating_mul(SHIFTS_PER_BYTE),
    };
    for op in operations {
        let fields = op.as_object();
        let field = |name: &str| fields.and_then(|f| f.get(name));
        let kind = field("op").and_then(Value::as_str).unwrap_or("unknown");
        let result = match kind {
            "add" => add(doc, field("path"), value_of(fields), &mut costs),
            "remove" => remove(doc, field("path"), &mut costs),
            "replace" => replace(doc, field("path"), value_of(fields)),
            "move" => move_value(doc, field("from"), field("path"), &mut costs),
            "test" => test(doc, field("path"), fields.and_then(|f| f.get("value"))),
            "copy" => copy(doc, field("from"), field("path"), &mut costs),
            other => Err(format!("Unexpected kind: {other}")),
        };
        if costs.over_budget() {
            return Err(Failure::TooCostly(format!(
                "the JSON patch shifts more than {} list items",
                costs.shift_budget
            )));
        }
        result.map_err(Failure::NotApplicable)?;
    }
    Ok(())
}

/// An operation's `value`; absent reads as `null`.
fn value_of(fields: Option<&Map<String, Value>>) -> Value {
    fields.and_then(|f| f.get("value")).cloned().unwrap_or(Value::Null)
}

/// Go's message for a JSON value that is not a string.
fn not_a_string(v: &Value) -> String {
    let kind = match v {
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
        Value::Null | Value::String(_) => "string",
    };
    format!("json: cannot unmarshal {kind} into Go value of type string")
}

/// The `path` (or `from`) field: `Err` is the library's decoding error.
fn pointer<'a>(field: Option<&'a Value>, missing: &str) -> Result<&'a str, String> {
    match field {
        None | Some(Value::Null) => Err(format!("{missing}: {MISSING}")),
        Some(Value::String(s)) => Ok(s),
        Some(other) => Err(not_a_string(other)),
    }
}

fn path_of(field: Option<&Value>) -> Result<&str, String> {
    pointer(field, "operation missing path field")
}

fn from_of(field: Option<&Value>) -> Result<&str, String> {
    pointer(field, "operation, missing from field")
}

/// `~1` is `/`, then `~0` is `~` (RFC 6901).
fn decode_token(token: &str) -> String {
    token.replace("~1", "/").replace("~0", "~")
}

/// Go's `strconv.Atoi`: an optional sign and decimal digits.
fn atoi(text: &str) -> Result<i64, String> {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("strconv.Atoi: parsing {}: invalid syntax", go_quote(text)));
    }
    text.parse::<i64>()
        .map_err(|_| format!("strconv.Atoi: parsing {}: value out of range", go_quote(text)))
}

fn invalid_index(idx: i64) -> String {
    format!("Unable to access invalid index: {idx}: {INVALID_INDEX}")
}

/// A possibly negative index into a list of `len` items, as the library
/// resolves it (negative counts from the end).
fn resolve(idx: i64, len: usize) -> Result<usize, String> {
    let len_i = i64::try_from(len).unwrap_or(i64::MAX);
    let resolved = if idx < 0 { idx.saturating_add(len_i) } else { idx };
    if resolved < 0 || resolved >= len_i {
        return Err(invalid_index(idx));
    }
    usize::try_from(resolved).map_err(|_| invalid_index(idx))
}

/// The container holding the last token of `path`, and that token: `None`
/// when a step is absent, `null`, not a container, or the path has no `/`.
fn parent<'d>(doc: &'d mut Value, path: &str) -> Option<(&'d mut Value, String)> {
    let mut tokens = path.split('/');
    tokens.next();
    let mut tokens: Vec<&str> = tokens.collect();
    let last = tokens.pop()?;
    let mut at = doc;
    for token in tokens {
        let token = decode_token(token);
        let next = match at {
            Value::Object(map) => map.get_mut(&token),
            Value::Array(items) => {
                let idx = atoi(&token).ok()?;
                let i = resolve(idx, items.len()).ok()?;
                items.get_mut(i)
            }
            _ => None,
        }?;
        if !matches!(next, Value::Object(_) | Value::Array(_)) {
            return None;
        }
        at = next;
    }
    if !matches!(at, Value::Object(_) | Value::Array(_)) {
        return None;
    }
    Some((at, decode_token(last)))
}

/// The member or item at `key`; `Ok(None)` for an absent or `null` member.
fn get<'c>(container: &'c Value, key: &str) -> Result<Option<&'c Value>, String> {
    match container {
        Value::Object(map) => Ok(map.get(key).filter(|v| !v.is_null())),
        Value::Array(items) => {
            let i = resolve(atoi(key)?, items.len())?;
            Ok(items.get(i))
        }
        _ => Ok(None),
    }
}

fn add_at(container: &mut Value, key: &str, value: Value, costs: &mut Costs) -> Result<(), String> {
    match container {
        Value::Object(map) => {
            map.insert(key.to_owned(), value);
            Ok(())
        }
        Value::Array(items) => {
            if key == "-" {
                items.push(value);
                return Ok(());
            }
            let idx = atoi(key).map_err(|e| format!("value was not a proper array index: '{key}': {e}"))?;
            // Inserting makes room for one more item, so the end is a valid place.
            let i = resolve(idx, items.len() + 1)?;
            costs.shift(items.len() - i)?;
            items.insert(i, value);
            Ok(())
        }
        _ => Ok(()),
    }
}

fn remove_at(container: &mut Value, key: &str, costs: &mut Costs) -> Result<Value, String> {
    match container {
        Value::Object(map) => map
            .remove(key)
            .ok_or_else(|| format!("Unable to remove nonexistent key: {key}: {MISSING}")),
        Value::Array(items) => {
            let i = resolve(atoi(key)?, items.len())?;
            costs.shift(items.len() - i)?;
            Ok(items.remove(i))
        }
        _ => Ok(Value::Null),
    }
}

fn add(doc: &mut Value, path: Option<&Value>, value: Value, costs: &mut Costs) -> Result<(), String> {
    let path = path_of(path).map_err(|_| format!("add operation failed to decode path: {MISSING}"))?;
    let Some((container, key)) = parent(doc, path) else {
        return Err(format!(
            "add operation does not apply: doc is missing path: \"{path}\": {MISSING}"
        ));
    };
    add_at(container, &key, value, costs).map_err(|e| format!("error in add for path: '{path}': {e}"))
}

fn remove(doc: &mut Value, path: Option<&Value>, costs: &mut Costs) -> Result<(), String> {
    let path = path_of(path).map_err(|_| format!("remove operation failed to decode path: {MISSING}"))?;
    let Some((container, key)) = parent(doc, path) else {
        return Err(format!(
            "remove operation does not apply: doc is missing path: \"{path}\": {MISSING}"
        ));
    };
    remove_at(container, &key, costs)
        .map(drop)
        .map_err(|e| format!("error in remove for path: '{path}': {e}"))
}

fn replace(doc: &mut Value, path: Option<&Value>, value: Value) -> Result<(), String> {
    let path = path_of(path).map_err(|e| format!("replace operation failed to decode path: {e}"))?;
    if path.is_empty() {
        // The whole document; the library wraps a nil error here.
        if !matches!(value, Value::Object(_) | Value::Array(_)) {
            return Err("replace operation value must be object or array: %!w(<nil>)".to_owned());
        }
        *doc = value;
        return Ok(());
    }
    let Some((container, key)) = parent(doc, path) else {
        return Err(format!(
            "replace operation does not apply: doc is missing path: {path}: {MISSING}"
        ));
    };
    if get(container, &key).is_err() {
        return Err(format!(
            "replace operation does not apply: doc is missing key: {path}: {MISSING}"
        ));
    }
    match container {
        Value::Object(map) => {
            map.insert(key, value);
        }
        Value::Array(items) => {
            let i = atoi(&key).and_then(|idx| resolve(idx, items.len()))?;
            if let Some(slot) = items.get_mut(i) {
                *slot = value;
            }
        }
        _ => {}
    }
    Ok(())
}

fn move_value(doc: &mut Value, from: Option<&Value>, path: Option<&Value>, costs: &mut Costs) -> Result<(), String> {
    let from = from_of(from).map_err(|e| format!("move operation failed to decode from: {e}"))?;
    let Some((container, key)) = parent(doc, from) else {
        return Err(format!(
            "move operation does not apply: doc is missing from path: {from}: {MISSING}"
        ));
    };
    get(container, &key).map_err(|e| format!("error in move for path: '{key}': {e}"))?;
    let value = remove_at(container, &key, costs).map_err(|e| format!("error in move for path: '{key}': {e}"))?;
    let path = path_of(path).map_err(|e| format!("move operation failed to decode path: {e}"))?;
    let Some((container, key)) = parent(doc, path) else {
        return Err(format!(
            "move operation does not apply: doc is missing destination path: {path}: {MISSING}"
        ));
    };
    add_at(container, &key, value, costs).map_err(|e| format!("error in move for path: '{path}': {e}"))
}

fn test(doc: &mut Value, path: Option<&Value>, expected: Option<&Value>) -> Result<(), String> {
    let path = path_of(path).map_err(|e| format!("test operation failed to decode path: {e}"))?;
    let failed = || format!("testing value {path} failed: {TEST_FAILED}");
    if path.is_empty() {
        return if expected == Some(&*doc) { Ok(()) } else { Err(failed()) };
    }
    let Some((container, key)) = parent(doc, path) else {
        return Err(format!(
            "test operation does not apply: is missing path: {path}: {MISSING}"
        ));
    };
    let actual = get(container, &key).map_err(|e| format!("error in test for path: '{path}': {e}"))?;
    let expected = expected.filter(|v| !v.is_null());
    if actual == expected {
        Ok(())
    } else {
        Err(failed())
    }
}

fn copy(doc: &mut Value, from: Option<&Value>, path: Option<&Value>, costs: &mut Costs) -> Result<(), String> {
    let from = from_of(from).map_err(|e| format!("copy operation failed to decode from: {e}"))?;
    let Some((container, key)) = parent(doc, from) else {
        return Err(format!(
            "copy operation does not apply: doc is missing from path: {from}: {MISSING}"
        ));
    };
    let source = get(container, &key).map_err(|e| format!("error in copy for from: '{from}': {e}"))?;
    // Measured before copying, so an oversized copy costs nothing.
    costs.copied = costs
        .copied
        .saturating_add(source.map_or(4, |v| json_size(v, COPY_SIZE_LIMIT)));
    if costs.copied > COPY_SIZE_LIMIT {
        return Err(format!(
            "Unable to complete the copy, the accumulated size increase of copy is {}, exceeding the limit {COPY_SIZE_LIMIT}",
            costs.copied
        ));
    }
    let value = source.cloned().unwrap_or(Value::Null);
    let path = path_of(path).map_err(|_| format!("copy operation failed to decode path: {MISSING}"))?;
    let Some((container, key)) = parent(doc, path) else {
        return Err(format!(
            "copy operation does not apply: doc is missing destination path: {path}: {MISSING}"
        ));
    };
    add_at(container, &key, value, costs).map_err(|e| format!("error while adding value during copy: {e}"))
}

/// The size of `v` as compact JSON (strings without escapes), counted up
/// to just past `limit`: the walk stops there, so measuring is bounded too.
pub(super) fn json_size(v: &Value, limit: usize) -> usize {
    let mut size = 0usize;
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        if size > limit {
            break;
        }
        size += match v {
            Value::Null => 4,
            Value::Bool(b) => 4 + usize::from(!b),
            Value::Number(n) => n.to_string().len(),
            Value::String(s) => s.len() + 2,
            Value::Array(items) => {
                stack.extend(items);
                items.len() + 1
            }
            Value::Object(map) => {
                for (k, item) in map {
                    size += k.len() + 3;
                    stack.push(item);
                }
                map.len() + 1
            }
        };
    }
    size
}
