//! JSON encoding that matches Go's `encoding/json` output.
//!
//! Bad values that are not plain strings or simple scalars are shown in
//! messages as JSON exactly as the API server would write them. `serde_json`
//! differs from Go in three visible ways, which this small serializer fixes:
//! HTML-safe escaping (`<` `>` `&` U+2028 U+2029), sorted map keys, and Go's
//! float layout. Byte buffers (`serialize_bytes`) are base64, like Go's
//! `[]byte`.

mod base64;
mod map;
mod ser;

use std::fmt;

/// Why a value could not be encoded (a non-finite float, a non-string map
/// key, or a custom error raised by a `Serialize` impl).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    pub(crate) fn new(msg: impl Into<String>) -> Error {
        Error(msg.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl serde::ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

/// Encodes `value` the way Go's `json.Marshal` would encode the equivalent
/// Go value: struct fields in declaration order, map keys sorted byte-wise,
/// HTML-safe string escaping.
pub fn to_string<T: serde::Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = String::new();
    value.serialize(ser::Ser::new(&mut out))?;
    Ok(out)
}

#[cfg(test)]
mod tests;
