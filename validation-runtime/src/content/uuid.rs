//! Lowercase UUIDs in 8-4-4-4-12 form.

/// The single UUID failure message.
pub const UUID_ERR_MSG: &str = "must be a lowercase UUID in 8-4-4-4-12 format";

/// Whether `s` is exactly 36 bytes with `-` at byte positions 8, 13, 18
/// and 23 and lowercase hex everywhere else (version and variant nibbles
/// are not checked); allocation-free.
#[inline]
pub fn is_uuid(s: &str) -> bool {
    s.len() == 36
        && s.bytes().enumerate().all(|(i, b)| match i {
            8 | 13 | 18 | 23 => b == b'-',
            _ => b.is_ascii_digit() || (b'a'..=b'f').contains(&b),
        })
}

/// UUID messages: one [`UUID_ERR_MSG`] whatever the cause (empty = valid;
/// no allocation then).
#[inline]
pub fn uuid(s: &str) -> Vec<String> {
    if is_uuid(s) {
        Vec::new()
    } else {
        uuid_messages()
    }
}

#[cold]
#[inline(never)]
fn uuid_messages() -> Vec<String> {
    vec![UUID_ERR_MSG.to_owned()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuids() {
        for ok in [
            "123e4567-e89b-12d3-a456-426614174000",
            "00000000-0000-0000-0000-000000000000",
            "ffffffff-ffff-ffff-ffff-ffffffffffff",
            // Version and variant nibbles are not checked.
            "12345678-1234-f234-0234-123456789abc",
        ] {
            assert!(uuid(ok).is_empty(), "{ok:?}");
        }
        for bad in [
            "",
            "123E4567-E89B-12D3-A456-426614174000",
            "123e4567e89b12d3a456426614174000",
            "123e4567-e89b-12d3-a456-42661417400",
            "123e4567-e89b-12d3-a456-4266141740000",
            "123e4567-e89b-12d3-a456_426614174000",
            "123e4567-e89b-12d3-a4567426614174000",
            "g23e4567-e89b-12d3-a456-426614174000",
            "{23e4567-e89b-12d3-a456-42661417400}",
            "123e4567-e89b-12d3-a456-42661417400é",
        ] {
            assert_eq!(uuid(bad), [UUID_ERR_MSG], "{bad:?}");
        }
    }
}
