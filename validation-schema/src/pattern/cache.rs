//! The process-wide cache of patterns known only at run time (a CEL rule's
//! `matches(self.re)`), bounded in count and in the memory of the compiled
//! programs, least recently used first out.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use super::{GoRegex, PatternError};

/// At most this many patterns, and at most [`MAX_BYTES`] of compiled
/// programs, are kept.
const MAX_ENTRIES: usize = 256;
const MAX_BYTES: usize = 64 << 20;

type Compiled = Result<Arc<GoRegex>, PatternError>;

struct Entry {
    compiled: Compiled,
    bytes: usize,
    last_used: u64,
}

#[derive(Default)]
struct Lru {
    entries: HashMap<String, Entry>,
    bytes: usize,
    clock: u64,
}

static CACHE: Mutex<Option<Lru>> = Mutex::new(None);

/// `pattern` compiled as Go reads it ([`GoRegex::new`]), or Go's error,
/// from the cache when it is there. Compiling happens outside the lock.
pub fn cached(pattern: &str) -> Compiled {
    if let Some(hit) = with_cache(|lru| lru.get(pattern)) {
        return hit;
    }
    let compiled = GoRegex::new(pattern).map(Arc::new);
    with_cache(|lru| lru.insert(pattern, compiled.clone()));
    compiled
}

fn with_cache<R>(f: impl FnOnce(&mut Lru) -> R) -> R {
    // A panic elsewhere while the lock was held leaves a consistent map.
    let mut guard = CACHE.lock().unwrap_or_else(PoisonError::into_inner);
    f(guard.get_or_insert_with(Lru::default))
}

impl Lru {
    fn get(&mut self, pattern: &str) -> Option<Compiled> {
        self.clock += 1;
        let entry = self.entries.get_mut(pattern)?;
        entry.last_used = self.clock;
        Some(entry.compiled.clone())
    }

    fn insert(&mut self, pattern: &str, compiled: Compiled) {
        let bytes = pattern.len() + compiled.as_ref().map_or(0, |re| re.memory_usage());
        if bytes > MAX_BYTES || self.entries.contains_key(pattern) {
            return;
        }
        while self.entries.len() >= MAX_ENTRIES || self.bytes + bytes > MAX_BYTES {
            if !self.evict_oldest() {
                break;
            }
        }
        self.clock += 1;
        self.bytes += bytes;
        let entry = Entry {
            compiled,
            bytes,
            last_used: self.clock,
        };
        self.entries.insert(pattern.to_owned(), entry);
    }

    /// Drops the least recently used entry (a scan: at most 256, and only
    /// when a pattern was just compiled, which costs far more).
    fn evict_oldest(&mut self) -> bool {
        let Some(oldest) = self
            .entries
            .iter()
            .min_by_key(|(_, e)| e.last_used)
            .map(|(k, _)| k.clone())
        else {
            return false;
        };
        if let Some(e) = self.entries.remove(&oldest) {
            self.bytes -= e.bytes;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compiled(pattern: &str) -> Compiled {
        GoRegex::new(pattern).map(Arc::new)
    }

    #[test]
    fn bounded_in_count_least_recently_used_out() {
        let mut lru = Lru::default();
        for i in 0..300 {
            let pattern = format!("^a{i}$");
            lru.insert(&pattern, compiled(&pattern));
            if i == 10 {
                // Used again: stays while older ones go.
                assert!(lru.get("^a0$").is_some());
            }
            if i > 10 {
                assert!(lru.get("^a0$").is_some(), "{i}");
            }
        }
        assert_eq!(lru.entries.len(), MAX_ENTRIES);
        assert!(lru.get("^a1$").is_none());
        assert!(lru.get("^a299$").is_some());
        let sum: usize = lru.entries.values().map(|e| e.bytes).sum();
        assert_eq!(lru.bytes, sum);
    }

    #[test]
    fn bounded_in_memory() {
        let mut lru = Lru::default();
        // Byte automata of about 1 MB each (a Unicode class 25 times).
        for i in 0..100 {
            let pattern = format!(r"\pL{{25}}{i}");
            let re = compiled(&pattern);
            assert!(re.as_ref().unwrap().memory_usage() > 256 << 10);
            lru.insert(&pattern, re);
            assert!(lru.bytes <= MAX_BYTES);
        }
        assert!(lru.entries.len() < 100);
        // Errors are kept too, at the cost of their pattern.
        lru.insert("a**", compiled("a**"));
        assert_eq!(
            lru.get("a**").unwrap().unwrap_err().message(),
            "error parsing regexp: invalid nested repetition operator: `**`"
        );
    }
}
