//! Schema files pretty-printed as `serde_json::to_string_pretty` writes
//! them (two spaces a level), except that indentation stops growing past
//! [`MAX_INDENT_LEVELS`]: a schema nested `n` levels deep is then `O(n)`
//! bytes instead of `O(n²)` (each line indented by its depth). Schemas up to
//! that depth, which is every real one, read exactly as before.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::Formatter;

/// The deepest level that still gets its own indentation.
pub const MAX_INDENT_LEVELS: usize = 32;

/// serde_json's pretty layout with the indentation capped.
#[derive(Default)]
struct CappedPretty {
    depth: usize,
    has_value: bool,
}

impl CappedPretty {
    fn newline_and_indent<W: ?Sized + Write>(&self, writer: &mut W) -> io::Result<()> {
        const SPACES: [u8; 2 * MAX_INDENT_LEVELS] = [b' '; 2 * MAX_INDENT_LEVELS];
        writer.write_all(b"\n")?;
        writer.write_all(SPACES.get(..2 * self.depth.min(MAX_INDENT_LEVELS)).unwrap_or_default())
    }

    fn open<W: ?Sized + Write>(&mut self, writer: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.depth += 1;
        self.has_value = false;
        writer.write_all(bracket)
    }

    fn close<W: ?Sized + Write>(&mut self, writer: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.depth = self.depth.saturating_sub(1);
        if self.has_value {
            self.newline_and_indent(writer)?;
        }
        writer.write_all(bracket)
    }

    fn begin_entry<W: ?Sized + Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        writer.write_all(if first { b"" } else { b"," })?;
        self.newline_and_indent(writer)
    }
}

impl Formatter for CappedPretty {
    fn begin_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.open(writer, b"[")
    }

    fn end_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.close(writer, b"]")
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        self.begin_entry(writer, first)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, _writer: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.open(writer, b"{")
    }

    fn end_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.close(writer, b"}")
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        self.begin_entry(writer, first)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, _writer: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

/// `value` as JSON text in the capped pretty layout.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> String {
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, CappedPretty::default());
    if value.serialize(&mut serializer).is_err() {
        return String::new();
    }
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::{to_string, MAX_INDENT_LEVELS};

    /// `{"a": {"a": ... 1}}`, `depth` objects deep.
    fn nested(depth: usize) -> Value {
        (0..depth).fold(json!([1, {}, []]), |inner, _| json!({ "a": inner, "b": [true] }))
    }

    #[test]
    fn reads_as_serde_jsons_pretty_layout_up_to_the_cap() {
        let value = nested(MAX_INDENT_LEVELS - 1);
        assert_eq!(to_string(&value), serde_json::to_string_pretty(&value).unwrap());
    }

    #[test]
    fn deeper_levels_keep_the_caps_indentation_and_the_same_value() {
        let value = nested(3 * MAX_INDENT_LEVELS);
        let text = to_string(&value);
        let widest = text.lines().map(|l| l.len() - l.trim_start().len()).max();
        assert_eq!(widest, Some(2 * MAX_INDENT_LEVELS));
        assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), value);
    }
}
