//! Path segment names: names that can be used as one
//! segment of a URL or storage path.

/// Whether `s` is a valid path segment name: not `.` or `..`, no `/`, no
/// `%`. Empty, long, uppercase and non-ASCII values are allowed.
#[inline]
pub fn is_path_segment_name(s: &str) -> bool {
    s != "." && s != ".." && is_path_segment_prefix(s)
}

/// Path-segment-name messages (empty = valid; no allocation then): only
/// `may not be '.'` / `may not be '..'` for those exact values, else
/// `may not contain '/'` and/or `may not contain '%'`.
#[inline]
pub fn path_segment_name(s: &str) -> Vec<String> {
    if is_path_segment_name(s) {
        Vec::new()
    } else {
        path_segment_name_messages(s)
    }
}

#[cold]
#[inline(never)]
fn path_segment_name_messages(s: &str) -> Vec<String> {
    match s {
        "." => vec!["may not be '.'".to_owned()],
        ".." => vec!["may not be '..'".to_owned()],
        _ => path_segment_prefix_messages(s),
    }
}

/// Whether `s` can prefix a path segment name: no `/`, no `%`.
#[inline]
pub fn is_path_segment_prefix(s: &str) -> bool {
    !s.bytes().any(|b| b == b'/' || b == b'%')
}

/// The two "may not contain" checks of [`path_segment_name`], in order.
#[inline]
pub fn path_segment_prefix(s: &str) -> Vec<String> {
    if is_path_segment_prefix(s) {
        Vec::new()
    } else {
        path_segment_prefix_messages(s)
    }
}

#[cold]
#[inline(never)]
fn path_segment_prefix_messages(s: &str) -> Vec<String> {
    let mut errs = Vec::new();
    for illegal in ["/", "%"] {
        if s.contains(illegal) {
            errs.push(format!("may not contain '{illegal}'"));
        }
    }
    errs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        for ok in ["", "a", "A.b", "...", ".a", "a..", "名前", "a b", &"x".repeat(1000)] {
            assert!(path_segment_name(ok).is_empty(), "{ok:?}");
        }
        assert_eq!(path_segment_name("."), ["may not be '.'"]);
        assert_eq!(path_segment_name(".."), ["may not be '..'"]);
        assert_eq!(path_segment_name("a/b"), ["may not contain '/'"]);
        assert_eq!(path_segment_name("a%b"), ["may not contain '%'"]);
        assert_eq!(path_segment_name("%/"), ["may not contain '/'", "may not contain '%'"]);
        assert_eq!(path_segment_name("./"), ["may not contain '/'"]);
    }

    #[test]
    fn prefixes() {
        assert!(path_segment_prefix(".").is_empty());
        assert!(path_segment_prefix("..").is_empty());
        assert_eq!(
            path_segment_prefix("/%"),
            ["may not contain '/'", "may not contain '%'"]
        );
    }
}
