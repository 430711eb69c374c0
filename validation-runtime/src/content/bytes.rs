//! Byte classes of the name grammars: one table lookup per byte instead of
//! a chain of range tests, and whole-string checks written without an early
//! exit so the compiler can unroll them (invalid input is the rare case).

/// `a`–`z` and `0`–`9`.
pub(crate) const LOWER_ALNUM: u8 = 1;
/// `A`–`Z`.
pub(crate) const UPPER: u8 = 2;
pub(crate) const DASH: u8 = 4;
pub(crate) const DOT: u8 = 8;
pub(crate) const UNDERSCORE: u8 = 16;
/// `[A-Za-z0-9]`.
pub(crate) const ALNUM: u8 = LOWER_ALNUM | UPPER;

static CLASSES: [u8; 256] = classes();

// Evaluated at compile time: an out-of-range index would fail the build.
#[allow(clippy::indexing_slicing)]
const fn classes() -> [u8; 256] {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = match b as u8 {
            b'a'..=b'z' | b'0'..=b'9' => LOWER_ALNUM,
            b'A'..=b'Z' => UPPER,
            b'-' => DASH,
            b'.' => DOT,
            b'_' => UNDERSCORE,
            _ => 0,
        };
        b += 1;
    }
    table
}

/// The class of one byte (0 for bytes outside every class).
#[inline]
pub(crate) fn class(b: u8) -> u8 {
    // Every `u8` is in range, so the bounds check folds away.
    CLASSES.get(usize::from(b)).copied().unwrap_or(0)
}

/// Whether every byte is of one of the classes in `mask`.
#[inline]
pub(crate) fn all_in(bytes: &[u8], mask: u8) -> bool {
    bytes
        .iter()
        .fold(0, |outside, &b| outside | u8::from(class(b) & mask == 0))
        == 0
}

/// Whether the string starts and ends with a byte of `ends` and every byte
/// is of `inner` (which includes `ends`): the shape of every name grammar.
#[inline]
pub(crate) fn bounded_by(bytes: &[u8], ends: u8, inner: u8) -> bool {
    match (bytes.first(), bytes.last()) {
        (Some(&first), Some(&last)) => class(first) & ends != 0 && class(last) & ends != 0 && all_in(bytes, inner),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_match_the_ascii_predicates() {
        for b in 0..=u8::MAX {
            let c = class(b);
            assert_eq!(
                c & LOWER_ALNUM != 0,
                b.is_ascii_lowercase() || b.is_ascii_digit(),
                "{b}"
            );
            assert_eq!(c & UPPER != 0, b.is_ascii_uppercase(), "{b}");
            assert_eq!(c & DASH != 0, b == b'-', "{b}");
            assert_eq!(c & DOT != 0, b == b'.', "{b}");
            assert_eq!(c & UNDERSCORE != 0, b == b'_', "{b}");
            assert!(c.count_ones() <= 1, "{b}");
        }
    }

    #[test]
    fn whole_string_checks() {
        assert!(all_in(b"", LOWER_ALNUM));
        assert!(all_in(b"a-0", LOWER_ALNUM | DASH));
        assert!(!all_in(b"a-0_", LOWER_ALNUM | DASH));
        assert!(bounded_by(b"a", ALNUM, ALNUM));
        assert!(bounded_by(b"A_b.c-9", ALNUM, ALNUM | DASH | DOT | UNDERSCORE));
        assert!(!bounded_by(b"", ALNUM, ALNUM));
        assert!(!bounded_by(b"-a", ALNUM, ALNUM | DASH));
        assert!(!bounded_by(b"a-", ALNUM, ALNUM | DASH));
        assert!(!bounded_by("é".as_bytes(), ALNUM, ALNUM));
    }
}
