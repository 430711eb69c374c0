//! A value's serde data written out flat (tags, numbers, strings, names),
//! to tell cheaply that an update left a value unchanged: two values with
//! the same flat form give the same CEL value under any schema (the
//! conversion reads nothing else), without building either. Different
//! flat forms say nothing (a `-0.0` and a `0.0`, two `HashMap`s iterating
//! differently): the CEL values are compared then. A NaN, equal to
//! nothing in CEL, or a `Serialize` that fails give no flat form.

use serde::ser::{self, Serialize};

use crate::serialize::SerializeError;

/// `value`'s flat form, if it has one.
pub(crate) fn flat<T: Serialize + ?Sized>(value: &T) -> Option<Vec<u8>> {
    // Room for a small object's form: growing costs more than the form.
    let mut out = Flat(Vec::with_capacity(256));
    value.serialize(&mut out).ok()?;
    Some(out.0)
}

/// Whether `a` and `b` have the same flat form (see [`flat`]): written
/// into this thread's buffers, kept for the next comparison, so none is
/// allocated once they have grown.
pub(crate) fn same<T: Serialize + ?Sized>(a: &T, b: &T) -> bool {
    thread_local! {
        static BUFFERS: std::cell::RefCell<[Vec<u8>; 2]> = const { std::cell::RefCell::new([Vec::new(), Vec::new()]) };
    }
    /// Buffers grown past this are not kept.
    const KEPT: usize = 64 << 10;
    BUFFERS.with(|buffers| {
        // A `Serialize` that compares values itself: buffers of its own.
        let Ok(mut buffers) = buffers.try_borrow_mut() else {
            return flat(a).is_some_and(|flat| Some(flat) == self::flat(b));
        };
        let [x, y] = &mut *buffers;
        let same = fill(x, a) && fill(y, b) && x == y;
        for buffer in [x, y] {
            if buffer.capacity() > KEPT {
                *buffer = Vec::new();
            }
        }
        same
    })
}

/// Writes `value`'s flat form into `buffer`: false if it has none.
fn fill<T: Serialize + ?Sized>(buffer: &mut Vec<u8>, value: &T) -> bool {
    buffer.clear();
    let mut out = Flat(std::mem::take(buffer));
    let written = value.serialize(&mut out).is_ok();
    *buffer = out.0;
    written
}

struct Flat(Vec<u8>);

/// What each item of the flat form is (a byte ahead of its payload).
mod tag {
    pub const BOOL: u8 = 1;
    pub const INT: u8 = 2;
    pub const UINT: u8 = 3;
    pub const WIDE_INT: u8 = 4;
    pub const WIDE_UINT: u8 = 5;
    pub const FLOAT: u8 = 6;
    pub const CHAR: u8 = 7;
    pub const STR: u8 = 8;
    pub const BYTES: u8 = 9;
    pub const NONE: u8 = 10;
    pub const SOME: u8 = 11;
    pub const UNIT: u8 = 12;
    pub const NAME: u8 = 13;
    pub const OPEN: u8 = 14;
    pub const CLOSE: u8 = 15;
    pub const KEY: u8 = 16;
}

impl Flat {
    fn tagged(&mut self, tag: u8, payload: &[u8]) {
        self.0.push(tag);
        self.0.extend_from_slice(payload);
    }

    /// A string or name: its length ahead of its bytes.
    fn sized(&mut self, tag: u8, bytes: &[u8]) {
        self.tagged(tag, &(bytes.len() as u64).to_le_bytes());
        self.0.extend_from_slice(bytes);
    }

    fn open(&mut self, kind: &str) {
        self.sized(tag::OPEN, kind.as_bytes());
    }
}

type Done = Result<(), SerializeError>;

impl<'a> ser::Serializer for &'a mut Flat {
    type Ok = ();
    type Error = SerializeError;
    type SerializeSeq = &'a mut Flat;
    type SerializeTuple = &'a mut Flat;
    type SerializeTupleStruct = &'a mut Flat;
    type SerializeTupleVariant = &'a mut Flat;
    type SerializeMap = &'a mut Flat;
    type SerializeStruct = &'a mut Flat;
    type SerializeStructVariant = &'a mut Flat;

    fn serialize_bool(self, v: bool) -> Done {
        self.tagged(tag::BOOL, &[u8::from(v)]);
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(self, v: i64) -> Done {
        self.tagged(tag::INT, &v.to_le_bytes());
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Done {
        self.tagged(tag::WIDE_INT, &v.to_le_bytes());
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Done {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Done {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Done {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u64(self, v: u64) -> Done {
        self.tagged(tag::UINT, &v.to_le_bytes());
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Done {
        self.tagged(tag::WIDE_UINT, &v.to_le_bytes());
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Done {
        self.serialize_f64(f64::from(v))
    }
    fn serialize_f64(self, v: f64) -> Done {
        if v.is_nan() {
            return Err(SerializeError("NaN".to_owned()));
        }
        self.tagged(tag::FLOAT, &v.to_bits().to_le_bytes());
        Ok(())
    }
    fn serialize_char(self, v: char) -> Done {
        self.tagged(tag::CHAR, &u32::from(v).to_le_bytes());
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Done {
        self.sized(tag::STR, v.as_bytes());
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Done {
        self.sized(tag::BYTES, v);
        Ok(())
    }
    fn serialize_none(self) -> Done {
        self.0.push(tag::NONE);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Done {
        self.0.push(tag::SOME);
        value.serialize(self)
    }
    fn serialize_unit(self) -> Done {
        self.0.push(tag::UNIT);
        Ok(())
    }
    fn serialize_unit_struct(self, name: &'static str) -> Done {
        self.sized(tag::NAME, name.as_bytes());
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, name: &'static str, _index: u32, variant: &'static str) -> Done {
        self.sized(tag::NAME, name.as_bytes());
        self.sized(tag::NAME, variant.as_bytes());
        self.serialize_unit()
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, name: &'static str, value: &T) -> Done {
        self.sized(tag::NAME, name.as_bytes());
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Done {
        self.sized(tag::NAME, name.as_bytes());
        self.sized(tag::NAME, variant.as_bytes());
        value.serialize(self)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self, SerializeError> {
        self.open("seq");
        Ok(self)
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self, SerializeError> {
        self.open("tuple");
        Ok(self)
    }
    fn serialize_tuple_struct(self, name: &'static str, _len: usize) -> Result<Self, SerializeError> {
        self.open(name);
        Ok(self)
    }
    fn serialize_tuple_variant(
        self,
        name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self, SerializeError> {
        self.sized(tag::NAME, name.as_bytes());
        self.open(variant);
        Ok(self)
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self, SerializeError> {
        self.open("map");
        Ok(self)
    }
    fn serialize_struct(self, name: &'static str, _len: usize) -> Result<Self, SerializeError> {
        self.open(name);
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self, SerializeError> {
        self.sized(tag::NAME, name.as_bytes());
        self.open(variant);
        Ok(self)
    }
}

impl Flat {
    fn close(&mut self) -> Done {
        self.0.push(tag::CLOSE);
        Ok(())
    }
}

macro_rules! flat_sequence {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for &mut Flat {
            type Ok = ();
            type Error = SerializeError;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
                value.serialize(&mut **self)
            }
            fn end(self) -> Done {
                self.close()
            }
        }
    )*};
}
flat_sequence!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for &mut Flat {
    type Ok = ();
    type Error = SerializeError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Done {
        self.0.push(tag::KEY);
        key.serialize(&mut **self)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        value.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.close()
    }
}

macro_rules! flat_fields {
    ($($trait:ident),*) => {$(
        impl ser::$trait for &mut Flat {
            type Ok = ();
            type Error = SerializeError;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, name: &'static str, value: &T) -> Done {
                self.sized(tag::KEY, name.as_bytes());
                value.serialize(&mut **self)
            }
            fn skip_field(&mut self, name: &'static str) -> Done {
                self.sized(tag::NAME, name.as_bytes());
                Ok(())
            }
            fn end(self) -> Done {
                self.close()
            }
        }
    )*};
}
flat_fields!(SerializeStruct, SerializeStructVariant);

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    #[derive(serde::Serialize)]
    struct Item {
        name: String,
        tags: Vec<String>,
        limits: BTreeMap<String, f64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    }

    fn item(name: &str, tags: &[&str], note: Option<&str>, limit: f64) -> Item {
        Item {
            name: name.to_owned(),
            tags: tags.iter().map(|t| (*t).to_owned()).collect(),
            limits: BTreeMap::from([("cpu".to_owned(), limit)]),
            note: note.map(str::to_owned),
        }
    }

    /// Equal values have one flat form; values that differ anywhere
    /// (where a string ends, an item, an unset field) have different ones;
    /// a NaN has none.
    #[test]
    fn equal_forms_only_for_equal_values() {
        let a = item("a", &["x", "y"], None, 1.0);
        assert_eq!(flat(&a), flat(&item("a", &["x", "y"], None, 1.0)));
        assert!(same(&a, &item("a", &["x", "y"], None, 1.0)));
        for other in [
            item("a", &["xy"], None, 1.0),
            item("a", &["x", "y"], Some(""), 1.0),
            item("a", &["x"], None, 1.0),
            item("ax", &["", "y"], None, 1.0),
            item("a", &["x", "y"], None, 2.0),
        ] {
            assert_ne!(flat(&a), flat(&other));
            assert!(!same(&a, &other));
        }
        let nan = item("a", &[], None, f64::NAN);
        assert_eq!(flat(&nan), None);
        assert!(!same(&nan, &nan));
        // Buffers kept from a larger value hold nothing of it.
        let long = item("a", &["x"; 100], None, 1.0);
        assert!(same(&long, &long));
        assert!(same(&a, &item("a", &["x", "y"], None, 1.0)));
    }
}
