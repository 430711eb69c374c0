//! Standard base64 with padding: Go encodes `[]byte` this way in JSON.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn sextet(v: u32, shift: u32) -> char {
    // Masked to 6 bits, so the lookup always hits; `get` keeps it panic-free.
    ALPHABET
        .get(((v >> shift) & 0x3f) as usize)
        .map_or('=', |&b| char::from(b))
}

/// Appends the base64 encoding of `bytes` to `out`.
pub(super) fn encode_into(out: &mut String, bytes: &[u8]) {
    for chunk in bytes.chunks(3) {
        let b = |i: usize| u32::from(chunk.get(i).copied().unwrap_or(0));
        let v = (b(0) << 16) | (b(1) << 8) | b(2);
        out.push(sextet(v, 18));
        out.push(sextet(v, 12));
        out.push(if chunk.len() > 1 { sextet(v, 6) } else { '=' });
        out.push(if chunk.len() > 2 { sextet(v, 0) } else { '=' });
    }
}

#[cfg(test)]
mod tests {
    fn enc(b: &[u8]) -> String {
        let mut s = String::new();
        super::encode_into(&mut s, b);
        s
    }

    #[test]
    fn rfc4648_vectors() {
        assert_eq!(enc(b""), "");
        assert_eq!(enc(b"f"), "Zg==");
        assert_eq!(enc(b"fo"), "Zm8=");
        assert_eq!(enc(b"foo"), "Zm9v");
        assert_eq!(enc(b"foob"), "Zm9vYg==");
        assert_eq!(enc(b"fooba"), "Zm9vYmE=");
        assert_eq!(enc(b"foobar"), "Zm9vYmFy");
        assert_eq!(enc(&[0xff, 0xfe]), "//4=");
    }
}
