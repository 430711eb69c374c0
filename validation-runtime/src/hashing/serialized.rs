//! Hashing a value through its serde serialization, for the fields of types
//! from other crates: generated code cannot give them a `SemanticHash`
//! impl, and they are compared with `==`. Hashing them anyway keeps
//! uniqueness and correlation O(n) when list elements differ only there.
//!
//! Equal values must hash equally, so the encoding is canonical where `==`
//! is: map entries are combined independently of their order (a `HashMap`
//! iterates in any order), `0.0` and `-0.0` hash alike, and every NaN
//! hashes alike. Sequences are ordered. What `==` compares must be what
//! serde writes, as for every type derived on both.
//!
//! Nothing is allocated.

use std::collections::hash_map::DefaultHasher;
use std::fmt;
use std::hash::Hasher;

use serde::ser::{self, Serialize};

/// Feeds the serde serialization of `value` into `state`. A value that
/// fails to serialize contributes what was written before the failure
/// (less of the value: more values share a hash, none is missed).
pub fn hash_serialized<T: Serialize + ?Sized, H: Hasher>(value: &T, state: &mut H) {
    let _ = value.serialize(HashSer { state });
}

/// Never produced by the serializer itself; only a `Serialize` impl's own
/// `custom` error ends it early.
#[derive(Debug)]
pub struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("serialization stopped")
    }
}

impl std::error::Error for Stop {}

impl ser::Error for Stop {
    fn custom<T: fmt::Display>(_msg: T) -> Self {
        Stop
    }
}

/// Hashes a value inside a container, one level deeper. Levels are bounded
/// like validation's; past the limit the rest of the value is not hashed.
fn nested<T: Serialize + ?Sized, H: Hasher>(value: &T, state: &mut H) -> Result<(), Stop> {
    let Some(_depth) = crate::depth::DepthGuard::enter() else {
        return Err(Stop);
    };
    value.serialize(HashSer { state })
}

struct HashSer<'a, H> {
    state: &'a mut H,
}

/// One byte per kind of value, so `Some(0)` and `0`, or `""` and `[]`, differ.
mod tag {
    pub const UNIT: u8 = 0;
    pub const NONE: u8 = 1;
    pub const SOME: u8 = 2;
    pub const BOOL: u8 = 3;
    pub const INT: u8 = 4;
    pub const FLOAT: u8 = 5;
    pub const STR: u8 = 6;
    pub const BYTES: u8 = 7;
    pub const SEQ: u8 = 8;
    pub const MAP: u8 = 9;
    pub const VARIANT: u8 = 10;
}

impl<'a, H: Hasher> HashSer<'a, H> {
    fn int(self, v: i128) -> Result<(), Stop> {
        self.state.write_u8(tag::INT);
        self.state.write_i128(v);
        Ok(())
    }

    fn float(self, v: f64) -> Result<(), Stop> {
        // `==` makes 0.0 and -0.0 equal; a NaN equals nothing, so any hash serves.
        let bits = if v == 0.0 || v.is_nan() { 0 } else { v.to_bits() };
        self.state.write_u8(tag::FLOAT);
        self.state.write_u64(bits);
        Ok(())
    }

    fn seq(self) -> Ordered<'a, H> {
        self.state.write_u8(tag::SEQ);
        Ordered { state: self.state }
    }

    fn variant(self, index: u32) -> Ordered<'a, H> {
        self.state.write_u8(tag::VARIANT);
        self.state.write_u32(index);
        Ordered { state: self.state }
    }
}

fn write_str<H: Hasher>(state: &mut H, v: &str) {
    state.write_u8(tag::STR);
    state.write_usize(v.len());
    state.write(v.as_bytes());
}

impl<'a, H: Hasher> ser::Serializer for HashSer<'a, H> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Ordered<'a, H>;
    type SerializeTuple = Ordered<'a, H>;
    type SerializeTupleStruct = Ordered<'a, H>;
    type SerializeTupleVariant = Ordered<'a, H>;
    type SerializeMap = Unordered<'a, H>;
    type SerializeStruct = Ordered<'a, H>;
    type SerializeStructVariant = Ordered<'a, H>;

    fn serialize_bool(self, v: bool) -> Result<(), Stop> {
        self.state.write_u8(tag::BOOL);
        self.state.write_u8(u8::from(v));
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Stop> {
        self.int(v.into())
    }
    fn serialize_i16(self, v: i16) -> Result<(), Stop> {
        self.int(v.into())
    }
    fn serialize_i32(self, v: i32) -> Result<(), Stop> {
        self.int(v.into())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Stop> {
        self.int(v.into())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Stop> {
        self.int(v)
    }
    fn serialize_u8(self, v: u8) -> Result<(), Stop> {
        self.int(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result<(), Stop> {
        self.int(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result<(), Stop> {
        self.int(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Stop> {
        self.int(v.into())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Stop> {
        // Above `i128::MAX` only the low bits count: equal values still agree.
        self.int(v as i128)
    }
    fn serialize_f32(self, v: f32) -> Result<(), Stop> {
        self.float(v.into())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Stop> {
        self.float(v)
    }
    fn serialize_char(self, v: char) -> Result<(), Stop> {
        let mut buf = [0u8; 4];
        write_str(self.state, v.encode_utf8(&mut buf));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Stop> {
        write_str(self.state, v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Stop> {
        self.state.write_u8(tag::BYTES);
        self.state.write_usize(v.len());
        self.state.write(v);
        Ok(())
    }
    fn serialize_none(self) -> Result<(), Stop> {
        self.state.write_u8(tag::NONE);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Stop> {
        self.state.write_u8(tag::SOME);
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Stop> {
        self.state.write_u8(tag::UNIT);
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Stop> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _name: &'static str, index: u32, _variant: &'static str) -> Result<(), Stop> {
        self.variant(index);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<(), Stop> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        index: u32,
        _variant: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        let inner = self.variant(index);
        nested(value, inner.state)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Ordered<'a, H>, Stop> {
        Ok(self.seq())
    }
    fn serialize_tuple(self, _len: usize) -> Result<Ordered<'a, H>, Stop> {
        Ok(self.seq())
    }
    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Ordered<'a, H>, Stop> {
        Ok(self.seq())
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Ordered<'a, H>, Stop> {
        Ok(self.variant(index))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Unordered<'a, H>, Stop> {
        self.state.write_u8(tag::MAP);
        Ok(Unordered {
            state: self.state,
            entries: 0,
            sum: 0,
            entry: None,
        })
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Ordered<'a, H>, Stop> {
        Ok(self.seq())
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Ordered<'a, H>, Stop> {
        Ok(self.variant(index))
    }
}

/// Sequences, tuples and structs: elements in order. A struct's skipped
/// field is simply not written, so it hashes as absent.
struct Ordered<'a, H> {
    state: &'a mut H,
}

impl<H: Hasher> Ordered<'_, H> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
        value.serialize(HashSer {
            state: &mut *self.state,
        })
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Stop> {
        write_str(self.state, key);
        self.element(value)
    }

    fn end(self) -> Result<(), Stop> {
        self.state.write_u8(tag::UNIT);
        Ok(())
    }
}

macro_rules! ordered {
    ($($trait:ident :: $method:ident),*) => {$(
        impl<H: Hasher> ser::$trait for Ordered<'_, H> {
            type Ok = ();
            type Error = Stop;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
                self.element(value)
            }
            fn end(self) -> Result<(), Stop> {
                Ordered::end(self)
            }
        }
    )*};
}
ordered!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl<H: Hasher> ser::SerializeStruct for Ordered<'_, H> {
    type Ok = ();
    type Error = Stop;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Stop> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Stop> {
        Ordered::end(self)
    }
}

impl<H: Hasher> ser::SerializeStructVariant for Ordered<'_, H> {
    type Ok = ();
    type Error = Stop;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Stop> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Stop> {
        Ordered::end(self)
    }
}

/// Maps: each entry is hashed on its own and the hashes are added, so the
/// order of iteration does not count.
struct Unordered<'a, H> {
    state: &'a mut H,
    entries: usize,
    sum: u64,
    entry: Option<DefaultHasher>,
}

impl<H: Hasher> ser::SerializeMap for Unordered<'_, H> {
    type Ok = ();
    type Error = Stop;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Stop> {
        let mut entry = DefaultHasher::new();
        nested(key, &mut entry)?;
        self.entry = Some(entry);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
        let mut entry = self.entry.take().unwrap_or_default();
        nested(value, &mut entry)?;
        self.entries += 1;
        self.sum = self.sum.wrapping_add(entry.finish());
        Ok(())
    }
    fn end(self) -> Result<(), Stop> {
        self.state.write_usize(self.entries);
        self.state.write_u64(self.sum);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, HashMap};

    use super::*;

    fn hash<T: Serialize + ?Sized>(v: &T) -> u64 {
        let mut h = DefaultHasher::new();
        hash_serialized(v, &mut h);
        h.finish()
    }

    #[derive(serde::Serialize, PartialEq)]
    struct Meta {
        name: String,
        labels: HashMap<String, String>,
        weight: f64,
        owner: Option<String>,
    }

    fn meta(name: &str, labels: &[(&str, &str)], weight: f64) -> Meta {
        Meta {
            name: name.into(),
            labels: labels.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect(),
            weight,
            owner: None,
        }
    }

    #[test]
    fn equal_values_hash_alike() {
        let a = meta("a", &[("x", "1"), ("y", "2"), ("z", "3")], 0.0);
        let b = meta("a", &[("z", "3"), ("y", "2"), ("x", "1")], -0.0);
        assert!(a == b);
        assert_eq!(hash(&a), hash(&b));
        let ordered: BTreeMap<&str, i32> = [("x", 1), ("y", 2)].into();
        let unordered: HashMap<&str, i32> = [("y", 2), ("x", 1)].into();
        assert_eq!(hash(&ordered), hash(&unordered));
    }

    #[test]
    fn different_values_hash_apart() {
        let a = meta("a", &[("x", "1")], 1.0);
        for other in [
            meta("b", &[("x", "1")], 1.0),
            meta("a", &[("x", "2")], 1.0),
            meta("a", &[("y", "1")], 1.0),
            meta("a", &[], 1.0),
            meta("a", &[("x", "1")], 2.0),
        ] {
            assert_ne!(hash(&a), hash(&other));
        }
        let mut owned = meta("a", &[("x", "1")], 1.0);
        owned.owner = Some(String::new());
        assert_ne!(hash(&a), hash(&owned));
        assert_ne!(hash(&vec![1, 2]), hash(&vec![2, 1]));
        assert_ne!(hash(&("ab", "c")), hash(&("a", "bc")));
    }
}
