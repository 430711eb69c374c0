//! Shared message helpers of the content predicates.

/// `must be non-empty`.
pub const EMPTY_ERROR: &str = "must be non-empty";

/// `must be no more than ‹n› bytes` (content rules count bytes).
pub fn max_len_error(n: usize) -> String {
    format!("must be no more than {n} bytes")
}

/// `‹msg› (regex used for validation is '‹re›')`, or with examples
/// `‹msg› (e.g. 'e1',  or 'e2', regex used for validation is '‹re›')`.
///
/// The two spaces before each `or` are Kubernetes': every
/// example is written as `'e', ` and later ones are preceded by ` or `.
pub fn regex_error(msg: &str, re: &str, examples: &[&str]) -> String {
    let mut out = String::with_capacity(msg.len() + re.len() + 48 + examples.len() * 16);
    out.push_str(msg);
    if examples.is_empty() {
        out.push_str(" (regex used for validation is '");
    } else {
        out.push_str(" (e.g. ");
        for (i, e) in examples.iter().enumerate() {
            if i > 0 {
                out.push_str(" or ");
            }
            out.push('\'');
            out.push_str(e);
            out.push_str("', ");
        }
        out.push_str("regex used for validation is '");
    }
    out.push_str(re);
    out.push_str("')");
    out
}

/// Prepends `prefix` to every message.
pub(crate) fn prefix_each(msgs: Vec<String>, prefix: &str) -> impl Iterator<Item = String> + '_ {
    msgs.into_iter().map(move |m| format!("{prefix}{m}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regex_error_layout() {
        assert_eq!(regex_error("m", "r", &[]), "m (regex used for validation is 'r')");
        assert_eq!(
            regex_error("m", "r", &["a"]),
            "m (e.g. 'a', regex used for validation is 'r')"
        );
        assert_eq!(
            regex_error("m", "r", &["a", "b", "c"]),
            "m (e.g. 'a',  or 'b',  or 'c', regex used for validation is 'r')"
        );
    }

    #[test]
    fn length_and_empty() {
        assert_eq!(max_len_error(63), "must be no more than 63 bytes");
        assert_eq!(EMPTY_ERROR, "must be non-empty");
    }
}
