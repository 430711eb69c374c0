//! The serializer: writes Go-style JSON straight into a `String`.

use serde::ser::{self, Serialize};

use super::map::MapSer;
use super::{base64, Error};
use crate::quote::{go_float, go_float32, go_json_float, go_json_float32, push_display, write_go_json_string};

pub(crate) struct Ser<'a> {
    out: &'a mut String,
}

impl<'a> Ser<'a> {
    pub(crate) fn new(out: &'a mut String) -> Ser<'a> {
        Ser { out }
    }
}

/// Sequences, structs and enum variants: elements separated by commas,
/// closed by `close` (`]`, `}`, or `]}` / `}}` for variants).
pub(crate) struct Compound<'a> {
    out: &'a mut String,
    first: bool,
    close: &'static str,
}

impl<'a> Compound<'a> {
    fn open(out: &'a mut String, open: &str, close: &'static str) -> Compound<'a> {
        out.push_str(open);
        Compound {
            out,
            first: true,
            close,
        }
    }

    fn comma(&mut self) {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.comma();
        nested(value, self.out)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        self.comma();
        write_go_json_string(self.out, key);
        self.out.push(':');
        nested(value, self.out)
    }

    fn finish(self) -> Result<(), Error> {
        self.out.push_str(self.close);
        Ok(())
    }
}

/// Serializes a value inside a container, one level deeper. Levels are
/// bounded like validation's (a value can nest as deep as memory allows).
pub(crate) fn nested<T: Serialize + ?Sized>(value: &T, out: &mut String) -> Result<(), Error> {
    let Some(_depth) = crate::depth::DepthGuard::enter() else {
        return Err(Error::new(format!(
            "nested more than {} levels deep",
            crate::depth::MAX_DEPTH
        )));
    };
    value.serialize(Ser::new(out))
}

/// Opens `{"variant":` for externally tagged enum variants (serde's default).
fn open_variant(out: &mut String, variant: &str) {
    out.push('{');
    write_go_json_string(out, variant);
    out.push(':');
}

impl<'a> ser::Serializer for Ser<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = MapSer<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        push_display(self.out, v);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        push_display(self.out, v);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.serialize_u64(u64::from(v))
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        push_display(self.out, v);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        push_display(self.out, v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        let s = go_json_float32(v).ok_or_else(|| Error::new(format!("json: unsupported value: {}", go_float32(v))))?;
        self.out.push_str(&s);
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        let s = go_json_float(v).ok_or_else(|| Error::new(format!("json: unsupported value: {}", go_float(v))))?;
        self.out.push_str(&s);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        write_go_json_string(self.out, v.encode_utf8(&mut [0u8; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        write_go_json_string(self.out, v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        self.out.push('"');
        base64::encode_into(self.out, v);
        self.out.push('"');
        Ok(())
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Result<(), Error> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        open_variant(self.out, variant);
        nested(value, self.out)?;
        self.out.push('}');
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self.out, "[", "]"))
    }
    fn serialize_tuple(self, _len: usize) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self.out, "[", "]"))
    }
    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self.out, "[", "]"))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, Error> {
        open_variant(self.out, variant);
        Ok(Compound::open(self.out, "[", "]}"))
    }
    fn serialize_map(self, len: Option<usize>) -> Result<MapSer<'a>, Error> {
        Ok(MapSer::new(self.out, len))
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'a>, Error> {
        Ok(Compound::open(self.out, "{", "}"))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>, Error> {
        open_variant(self.out, variant);
        Ok(Compound::open(self.out, "{", "}}"))
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.finish()
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.finish()
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.finish()
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.finish()
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Error> {
        self.finish()
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Error> {
        self.finish()
    }
}
