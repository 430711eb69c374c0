//! The `pattern`s of one schema, compiled once for every object validated
//! against it (a CRD version's schema lives as long as the CRD).

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use super::{cached, GoRegex, PatternError};
use crate::schema::{Schema, SchemaOrBool};

/// Compiled programs a schema keeps for itself; past it, patterns come from
/// the bounded process-wide cache, so a schema of many huge patterns cannot
/// hold unbounded memory.
const MAX_KEPT_BYTES: usize = 64 << 20;

type Compiled = Result<Arc<GoRegex>, PatternError>;

/// Every distinct `pattern` the value validation can reach, each compiled
/// on first use. Safe to share between threads.
#[derive(Debug, Default)]
pub struct SchemaPatterns<'s> {
    compiled: HashMap<&'s str, OnceLock<Compiled>>,
    kept_bytes: AtomicUsize,
}

impl<'s> SchemaPatterns<'s> {
    /// Collects the patterns of `schema` (properties, items,
    /// `additionalProperties`, `allOf`, `anyOf`, `oneOf`, `not`) without
    /// compiling them; iterative, so no schema depth reaches the stack.
    pub fn new(schema: &'s Schema) -> SchemaPatterns<'s> {
        let mut compiled = HashMap::new();
        let mut pending = vec![schema];
        while let Some(s) = pending.pop() {
            if let Some(pattern) = s.pattern.as_deref() {
                compiled.entry(pattern).or_insert_with(OnceLock::new);
            }
            pending.extend(s.properties.values());
            pending.extend(s.item_schema());
            if let Some(SchemaOrBool::Schema(extra)) = &s.additional_properties {
                pending.push(extra);
            }
            pending.extend(s.all_of.iter().chain(&s.any_of).chain(&s.one_of));
            pending.extend(s.not.as_deref());
        }
        SchemaPatterns {
            compiled,
            kept_bytes: AtomicUsize::new(0),
        }
    }

    /// `pattern` compiled, or Go's error for it. A pattern not collected
    /// (none are in the default, empty set) comes from the shared cache.
    pub fn get(&self, pattern: &str) -> Compiled {
        let Some(cell) = self.compiled.get(pattern) else {
            // Not from this schema: the shared cache.
            return cached(pattern);
        };
        if let Some(done) = cell.get() {
            return done.clone();
        }
        let compiled = cached(pattern);
        let bytes = compiled.as_ref().map_or(0, |re| re.memory_usage());
        if self.reserve(bytes) {
            return cell.get_or_init(|| compiled).clone();
        }
        compiled
    }

    /// Counts `bytes` against the schema's own budget, if they fit.
    fn reserve(&self, bytes: usize) -> bool {
        self.kept_bytes
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |kept| {
                kept.checked_add(bytes).filter(|total| *total <= MAX_KEPT_BYTES)
            })
            .is_ok()
    }
}
