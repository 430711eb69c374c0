//! The properties a value has in its JSON form, counted through its
//! `serde::Serialize` without building that form (nothing is allocated):
//! what `minProperties` / `maxProperties` count on a struct. A property
//! counts when it is written: fields `skip_serializing_if` leaves out are
//! not, and an absent `Option` written as `null` is (the schema of an
//! `Option` field says `nullable`, and the API server keeps a nullable
//! `null`). A struct with `#[serde(flatten)]` fields is written as a map,
//! each flattened field's properties as entries of it.

use std::fmt;

use serde::ser::{self, Serialize};

/// The number of properties of `value`'s JSON object; 0 when it is not an
/// object.
pub fn property_count<T: Serialize + ?Sized>(value: &T) -> usize {
    value.serialize(Count).unwrap_or(0)
}

/// Stops serializing: the value is no object. Carries nothing, so stopping
/// allocates nothing.
#[derive(Debug)]
struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not counted")
    }
}

impl std::error::Error for Stop {}

impl ser::Error for Stop {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Stop
    }
}

/// Counts the properties of an object: the fields (a struct) or entries (a
/// map, and a struct with flattened fields) it writes.
struct Count;

/// The properties counted so far.
struct Counted(usize);

impl ser::Serializer for Count {
    type Ok = usize;
    type Error = Stop;
    type SerializeSeq = ser::Impossible<usize, Stop>;
    type SerializeTuple = ser::Impossible<usize, Stop>;
    type SerializeTupleStruct = ser::Impossible<usize, Stop>;
    type SerializeTupleVariant = ser::Impossible<usize, Stop>;
    type SerializeMap = Counted;
    type SerializeStruct = Counted;
    type SerializeStructVariant = ser::Impossible<usize, Stop>;

    // Scalars and lists: no object.
    fn serialize_bool(self, _: bool) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_i8(self, _: i8) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_i16(self, _: i16) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_i32(self, _: i32) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_i64(self, _: i64) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_i128(self, _: i128) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_u8(self, _: u8) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_u16(self, _: u16) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_u32(self, _: u32) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_u64(self, _: u64) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_u128(self, _: u128) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_f32(self, _: f32) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_f64(self, _: f64) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_char(self, _: char) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_str(self, _: &str) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> Result<Self::Ok, Stop> {
        Ok(0)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Stop> {
        Err(Stop)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Stop> {
        Err(Stop)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeTupleStruct, Stop> {
        Err(Stop)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Stop> {
        Err(Stop)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Stop> {
        Err(Stop)
    }

    fn serialize_none(self) -> Result<usize, Stop> {
        Ok(0)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<usize, Stop> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<usize, Stop> {
        Ok(0)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<usize, Stop> {
        Ok(0)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<usize, Stop> {
        value.serialize(self)
    }
    // `{"Variant": value}`: one property.
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<usize, Stop> {
        Ok(1)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Counted, Stop> {
        Ok(Counted(0))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Counted, Stop> {
        Ok(Counted(0))
    }
}

impl ser::SerializeStruct for Counted {
    type Ok = usize;
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, _: &'static str, _: &T) -> Result<(), Stop> {
        self.0 += 1;
        Ok(())
    }
    fn end(self) -> Result<usize, Stop> {
        Ok(self.0)
    }
}

impl ser::SerializeMap for Counted {
    type Ok = usize;
    type Error = Stop;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, _: &T) -> Result<(), Stop> {
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, _: &T) -> Result<(), Stop> {
        self.0 += 1;
        Ok(())
    }
    fn end(self) -> Result<usize, Stop> {
        Ok(self.0)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Serialize;

    use super::property_count;

    #[derive(Serialize)]
    struct Inner {
        x: i32,
        #[serde(skip_serializing_if = "Option::is_none")]
        y: Option<i32>,
    }

    #[derive(Serialize)]
    struct Outer {
        a: String,
        // Written as `null` when absent: a property still.
        b: Option<String>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        c: Vec<i32>,
        #[serde(skip)]
        _d: i32,
        e: Option<Option<i32>>,
        nested: Inner,
    }

    #[derive(Serialize)]
    struct Flattening {
        own: i32,
        #[serde(flatten)]
        inner: Inner,
        #[serde(flatten)]
        extra: BTreeMap<String, Option<i32>>,
    }

    /// Fields written, `null` or not; flattened fields' properties one by
    /// one; a map's entries; nothing for what is no object.
    #[test]
    fn counts_the_json_objects_properties() {
        let outer = |b: Option<&str>, c: Vec<i32>, e| Outer {
            a: String::new(),
            b: b.map(str::to_owned),
            c,
            _d: 1,
            e,
            nested: Inner { x: 0, y: None },
        };
        assert_eq!(property_count(&outer(None, vec![], None)), 4);
        assert_eq!(property_count(&outer(Some(""), vec![1], Some(None))), 5);
        assert_eq!(property_count(&outer(Some("b"), vec![1], Some(Some(1)))), 5);
        let flattening = Flattening {
            own: 1,
            inner: Inner { x: 1, y: Some(2) },
            extra: BTreeMap::from([("p".to_owned(), Some(1)), ("q".to_owned(), None)]),
        };
        assert_eq!(property_count(&flattening), 5);
        assert_eq!(property_count(&BTreeMap::from([(1, "a"), (2, "b")])), 2);
        assert_eq!(property_count(&5), 0);
        assert_eq!(property_count(&vec![1, 2]), 0);
        assert_eq!(property_count(&Option::<Inner>::None), 0);
        assert_eq!(property_count(&Some(Inner { x: 1, y: None })), 1);
    }
}
